"""EagerPy-style gradients of ``xpagnostic.eager`` (built on ``xp.autodiff``)."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from harness import Backend

import xpagnostic.eager as ep
from xpagnostic._backends import BACKENDS

#: EagerPy's framework name of each backend (``get_dummy``); a backend EagerPy did not have
#: goes by its own name.
FRAMEWORK = {name: {"torch": "pytorch"}.get(name, name) for name in BACKENDS}


@pytest.fixture
def dummy(diff_backend: Backend) -> ep.Tensor:
    return ep.utils.get_dummy(FRAMEWORK[diff_backend.name])


def _t(dummy: ep.Tensor) -> ep.Tensor:
    return ep.arange(dummy, 8).float32().reshape((2, 4))


T_NP = np.arange(8, dtype=np.float32).reshape(2, 4)


def _sq(x: ep.Tensor) -> ep.Tensor:
    return x.square().sum()


def test_value_and_grad_fn(dummy: ep.Tensor) -> None:
    vgf = ep.value_and_grad_fn(dummy, _sq)
    v, g = vgf(_t(dummy))
    assert type(v) is type(dummy) and type(g) is type(dummy)
    assert v.item() == 140.0
    np.testing.assert_array_equal(g.numpy(), 2 * T_NP)
    v2, g2 = vgf(_t(dummy) + 1)  # the function is reusable
    assert v2.item() == float(((T_NP + 1) ** 2).sum())
    np.testing.assert_array_equal(g2.numpy(), 2 * (T_NP + 1))


def test_value_and_grad_fn_with_aux(dummy: ep.Tensor) -> None:
    def f(x: ep.Tensor) -> tuple[ep.Tensor, ep.Tensor]:
        y = x.square()
        return y.sum(), y

    v, aux, g = ep.value_and_grad_fn(dummy, f, has_aux=True)(_t(dummy))
    assert v.item() == 140.0
    assert type(aux) is type(dummy)
    np.testing.assert_array_equal(aux.numpy(), T_NP**2)
    np.testing.assert_array_equal(g.numpy(), 2 * T_NP)


def test_value_and_grad(dummy: ep.Tensor) -> None:
    t = _t(dummy)
    v, g = ep.value_and_grad(_sq, t)
    assert v.item() == 140.0
    np.testing.assert_array_equal(g.numpy(), 2 * T_NP)
    v, g = t.value_and_grad(lambda x: (x * 3).sum())  # the method
    assert v.item() == 84.0
    np.testing.assert_array_equal(g.numpy(), np.full((2, 4), 3.0))


def test_value_and_grad_repeated_calls(dummy: ep.Tensor) -> None:
    t = _t(dummy)
    v1, g1 = ep.value_and_grad(_sq, t)
    v2, g2 = ep.value_and_grad(_sq, t)
    assert v1.item() == v2.item() == 140.0
    np.testing.assert_array_equal(g1.numpy(), g2.numpy())
    np.testing.assert_array_equal(g2.numpy(), 2 * T_NP)


def test_value_aux_and_grad_pytree_aux(dummy: ep.Tensor) -> None:
    def f(x: ep.Tensor) -> tuple[ep.Tensor, Any]:
        y = x.square()
        return y.sum(), (y, {"plus": y + 1, "n": 3})

    t = _t(dummy)
    v, (aux0, aux1), g = ep.value_aux_and_grad(f, t)
    assert v.item() == 140.0
    np.testing.assert_array_equal(aux0.numpy(), T_NP**2)
    assert type(aux1["plus"]) is type(dummy) and aux1["n"] == 3
    np.testing.assert_array_equal(aux1["plus"].numpy(), T_NP**2 + 1)
    np.testing.assert_array_equal(g.numpy(), 2 * T_NP)
    v, aux, g = t.value_aux_and_grad(lambda x: (x.sum(), x.max()))
    assert v.item() == 28.0 and aux.item() == 7.0
    np.testing.assert_array_equal(g.numpy(), np.ones((2, 4)))


def test_extra_args_and_kwargs_pass_through(dummy: ep.Tensor) -> None:
    def f(x: ep.Tensor, y: ep.Tensor, *, scale: float = 1.0) -> ep.Tensor:
        return (x * y).sum() * scale

    t = _t(dummy)
    v, g = ep.value_and_grad(f, t, t)  # gradient with respect to the first argument only
    assert v.item() == 140.0
    np.testing.assert_array_equal(g.numpy(), T_NP)
    v, g = ep.value_and_grad(f, t, t + 1, scale=2.0)
    assert v.item() == float(2 * (T_NP * (T_NP + 1)).sum())
    np.testing.assert_array_equal(g.numpy(), 2 * (T_NP + 1))


def test_gradients_through_eager_helpers(dummy: ep.Tensor) -> None:
    """Cross-entropy of a linear model: the gradient is X^T (softmax - onehot) / n."""
    x_np = np.array([[1.0, 2.0], [-1.0, 0.5], [0.0, -2.0]], np.float32)
    w_np = np.array([[0.5, -1.0, 0.25], [1.5, 0.0, -0.5]], np.float32)
    y_np = np.array([2, 0, 1])
    x, w = ep.from_numpy(dummy, x_np), ep.from_numpy(dummy, w_np)
    y = ep.from_numpy(dummy, y_np)

    def loss(w: ep.Tensor) -> ep.Tensor:
        return ep.crossentropy(x @ w, y).mean()

    v, g = ep.value_and_grad(loss, w)
    logits = x_np @ w_np
    p = np.exp(logits - logits.max(1, keepdims=True))
    p /= p.sum(1, keepdims=True)
    onehot = np.eye(3)[y_np]
    np.testing.assert_allclose(v.item(), -np.log(p[np.arange(3), y_np]).mean(), rtol=1e-6)
    np.testing.assert_allclose(g.numpy(), x_np.T @ (p - onehot) / 3, rtol=1e-5, atol=1e-7)


def test_l2_gradient_at_zero_is_zero(dummy: ep.Tensor) -> None:
    zero = ep.zeros(dummy, (2, 3))
    v, g = ep.value_and_grad(lambda x: ep.norms.l2(x, axis=-1).sum(), zero)
    assert v.item() == 0.0
    np.testing.assert_array_equal(g.numpy(), np.zeros((2, 3)))
    # EagerPy's formula gives NaN there: the test would catch a regression to it.
    _, naive = ep.value_and_grad(lambda x: x.square().sum(axis=-1).sqrt().sum(), zero)
    assert np.isnan(naive.numpy()).all()
    # away from zero, x / ||x|| per row; a zero row next to a non-zero one stays 0
    x_np = np.array([[3.0, 0.0, 4.0], [0.0, 0.0, 0.0]], np.float32)
    _, g = ep.value_and_grad(lambda x: x.norms.l2(axis=1).sum(), ep.from_numpy(dummy, x_np))
    np.testing.assert_allclose(g.numpy(), [[0.6, 0.0, 0.8], [0.0, 0.0, 0.0]], rtol=1e-6)


def test_lp_gradient_at_zero_is_zero(dummy: ep.Tensor) -> None:
    zero = ep.zeros(dummy, (4,))
    for p in (3, 1.5):
        _, g = ep.value_and_grad(lambda x, p=p: ep.norms.lp(x, p), zero)
        np.testing.assert_array_equal(g.numpy(), np.zeros(4))
    x_np = np.array([1.0, -2.0, 2.0], np.float32)  # d||x||_3 = sign(x) |x|^2 / ||x||_3^2
    _, g = ep.value_and_grad(lambda x: ep.norms.lp(x, 3), ep.from_numpy(dummy, x_np))
    n3 = (np.abs(x_np) ** 3).sum() ** (1 / 3)
    np.testing.assert_allclose(g.numpy(), np.sign(x_np) * x_np**2 / n3**2, rtol=1e-5)


def test_index_update_and_pad_are_differentiable(dummy: ep.Tensor) -> None:
    t = ep.from_numpy(dummy, np.array([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], np.float32))

    def f(x: ep.Tensor) -> ep.Tensor:
        y = ep.index_update(x, ep.index[:, 1], 0.0)  # column 1 no longer depends on x
        return (ep.pad(y, ((1, 1), (2, 0)), mode="reflect") * 2).sum()

    _, g = ep.value_and_grad(f, t)
    # reflect-padding rows by 1 uses each row once more; columns: +2 copies of cols 2 and 1
    expected = np.array([[2 * 2 * 1, 0, 2 * 2 * 2], [2 * 2 * 1, 0, 2 * 2 * 2]], np.float32)
    np.testing.assert_array_equal(g.numpy(), expected)


def test_errors(dummy: ep.Tensor) -> None:
    with pytest.raises(TypeError, match=r"integer arguments|floating-point"):
        ep.value_and_grad(lambda x: x.sum(), ep.arange(dummy, 3))
    with pytest.raises(ValueError, match="scalar"):
        ep.value_and_grad(lambda x: x * 2, _t(dummy))
    with pytest.raises(TypeError, match=r"\(value, aux\)"):
        ep.value_aux_and_grad(lambda x: x.sum(), _t(dummy))
    vgf = ep.value_and_grad_fn(dummy, _sq)
    other = ep.utils.get_dummy("numpy")
    with pytest.raises(TypeError, match="built for"):
        vgf(other)


def test_numpy_raises_not_implemented() -> None:
    d = ep.utils.get_dummy("numpy")
    with pytest.raises(NotImplementedError, match="cannot differentiate"):
        ep.value_and_grad(_sq, ep.arange(d, 3).float32())
    with pytest.raises(NotImplementedError, match="torch, jax, tensorflow"):
        ep.value_and_grad_fn(d, _sq)


def test_torch_no_side_effects() -> None:
    torch = pytest.importorskip("torch")
    w = torch.nn.Parameter(torch.tensor([[1.0], [2.0]]))
    raw = torch.tensor([[3.0, 4.0]])
    x = ep.astensor(raw)

    def loss(x: ep.Tensor) -> ep.Tensor:
        return ep.astensor(x.raw @ w).square().sum()

    v, g = ep.value_and_grad(loss, x)
    assert v.item() == 121.0
    np.testing.assert_array_equal(g.numpy(), [[22.0, 44.0]])
    assert w.grad is None and w.requires_grad  # the model parameter is untouched
    assert raw.grad is None and not raw.requires_grad
    assert not v.raw.requires_grad and not g.raw.requires_grad


def test_jax_under_jit() -> None:
    jax = pytest.importorskip("jax")
    import jax.numpy as jnp

    @jax.jit
    def step(x: Any) -> Any:
        v, g = ep.value_and_grad(_sq, ep.astensor(x))
        return v.raw, (ep.astensor(x) - 0.1 * g).raw

    v, x1 = step(jnp.asarray(T_NP))
    assert float(v) == 140.0
    np.testing.assert_allclose(np.asarray(x1), T_NP * 0.8, rtol=1e-6)

    @jax.jit
    def step_tensor(x: ep.JAXTensor) -> ep.JAXTensor:  # tensors pass through jit (pytrees)
        return x - 0.1 * ep.value_and_grad(_sq, x)[1]

    out = step_tensor(ep.astensor(jnp.asarray(T_NP)))
    assert type(out) is ep.JAXTensor
    np.testing.assert_allclose(out.numpy(), T_NP * 0.8, rtol=1e-6)


def test_tensorflow_in_tf_function() -> None:
    tf = pytest.importorskip("tensorflow")

    @tf.function
    def step(x: Any) -> Any:
        v, g = ep.value_and_grad(_sq, ep.astensor(x))
        return v.raw, g.raw

    v, g = step(tf.constant(T_NP))
    assert float(v) == 140.0
    np.testing.assert_array_equal(g.numpy(), 2 * T_NP)


def test_gradient_ignores_other_uses_of_the_input(dummy: ep.Tensor) -> None:
    """Only the first argument is differentiated, even when the same tensor is also captured
    (a TensorFlow tape would otherwise follow every use of the watched tensor)."""
    t = _t(dummy)
    _, g = ep.value_and_grad(lambda x: (x * t).sum(), t)
    np.testing.assert_array_equal(g.numpy(), T_NP)
