"""xp.autodiff on torch, jax and tensorflow: values against analytic gradients and JAX."""

from __future__ import annotations

import math

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from autodiff.fixtures import Fw

RNG = np.random.default_rng(0)
X = np.array([1.0, 2.0, 3.0], dtype=np.float32)


def close(a: object, b: object, rtol: float = 1e-5, atol: float = 1e-6) -> None:
    np.testing.assert_allclose(np.asarray(a), np.asarray(b), rtol=rtol, atol=atol)


# --- losses, written once per framework through fw.ops ------------------------
def sum_squares(ops: object, x: object) -> object:
    return ops.sum(x * x)  # type: ignore[attr-defined, operator]


def softmax_xent(ops: object, logits: object, labels: object) -> object:
    # mean over rows of logsumexp(z) - z[label]
    lse = ops.logsumexp(logits)  # type: ignore[attr-defined]
    picked = ops.take_rows(logits, labels)  # type: ignore[attr-defined]
    return ops.sum(lse - picked) / logits.shape[0]  # type: ignore[attr-defined]


def mlp_loss(ops: object, params: dict, x: object, y: object) -> object:
    h = ops.tanh(ops.matmul(x, params["w1"]) + params["b1"])  # type: ignore[attr-defined]
    out = ops.matmul(h, params["w2"]) + params["b2"]  # type: ignore[attr-defined]
    d = out - y
    return ops.sum(d * d) / x.shape[0]  # type: ignore[attr-defined]


class _JOps:
    sum = staticmethod(jnp.sum)
    tanh = staticmethod(jnp.tanh)
    matmul = staticmethod(jnp.matmul)

    @staticmethod
    def logsumexp(x: object) -> object:
        return jax.nn.logsumexp(x, axis=-1)

    @staticmethod
    def take_rows(x: object, idx: object) -> object:
        return x[jnp.arange(x.shape[0]), idx]  # type: ignore[index, attr-defined]


JOPS = _JOps()


# --- the EagerPy paper example --------------------------------------------------
def test_value_and_grad_sum_squares(fw: Fw) -> None:
    x = fw.asarray(X)
    v, g = fw.ad.value_and_grad(lambda x: sum_squares(fw.ops, x))(x)
    close(fw.np(v), 14.0)
    close(fw.np(g), [2.0, 4.0, 6.0])
    assert type(g) is type(x) or fw.name == "tensorflow"
    assert g.dtype == x.dtype
    assert tuple(g.shape) == (3,)


def test_grad_float64_keeps_dtype(fw: Fw) -> None:
    if fw.name == "jax" and not jax.config.jax_enable_x64:
        pytest.skip("JAX has float64 disabled (x64 off); not flipped by us")
    x = fw.asarray(X, "float64")
    g = fw.ad.grad(lambda x: sum_squares(fw.ops, x))(x)
    assert g.dtype == x.dtype
    close(fw.np(g), 2 * X)


def test_softmax_cross_entropy_against_jax_and_analytic(fw: Fw) -> None:
    z = RNG.normal(size=(4, 5)).astype(np.float32)
    labels = np.array([0, 3, 1, 4])
    v, g = fw.ad.value_and_grad(lambda z, y: softmax_xent(fw.ops, z, y))(
        fw.asarray(z), fw.asarray(labels, "int64" if fw.name != "jax" else "int32")
    )
    jv, jg = jax.value_and_grad(lambda z: softmax_xent(JOPS, z, jnp.asarray(labels)))(
        jnp.asarray(z)
    )
    p = np.exp(z - z.max(-1, keepdims=True))
    p /= p.sum(-1, keepdims=True)
    analytic = (p - np.eye(5, dtype=np.float32)[labels]) / 4
    close(fw.np(g), analytic)
    close(fw.np(g), jg)
    close(fw.np(v), jv)


def _mlp_params(fw: Fw | None) -> tuple[dict, np.ndarray, np.ndarray, dict]:
    p = {
        "w1": RNG.normal(size=(3, 4)).astype(np.float32),
        "b1": RNG.normal(size=(4,)).astype(np.float32),
        "w2": RNG.normal(size=(4, 2)).astype(np.float32),
        "b2": RNG.normal(size=(2,)).astype(np.float32),
    }
    x = RNG.normal(size=(5, 3)).astype(np.float32)
    y = RNG.normal(size=(5, 2)).astype(np.float32)
    native = {k: fw.asarray(v) for k, v in p.items()} if fw else {}
    return p, x, y, native


def test_mlp_loss_pytree_dict_against_jax(fw: Fw) -> None:
    p, x, y, params = _mlp_params(fw)
    v, g = fw.ad.value_and_grad(lambda pr, x, y: mlp_loss(fw.ops, pr, x, y))(
        params, fw.asarray(x), fw.asarray(y)
    )
    jv, jg = jax.value_and_grad(lambda pr: mlp_loss(JOPS, pr, jnp.asarray(x), jnp.asarray(y)))(
        {k: jnp.asarray(a) for k, a in p.items()}
    )
    assert isinstance(g, dict) and sorted(g) == sorted(p)
    close(fw.np(v), jv)
    for k in p:
        close(fw.np(g[k]), jg[k], rtol=1e-4)


def test_nested_pytree_tuple_list(fw: Fw) -> None:
    a, b, c = fw.asarray([1.0, 2.0]), fw.asarray([3.0]), fw.asarray(2.0)

    def f(tree: object) -> object:
        (u, [v]), d = tree  # type: ignore[misc]
        return fw.ops.sum(u * u) + fw.ops.sum(v * v * v) + d["c"] * d["c"] * d["c"]

    g = fw.ad.grad(f)(((a, [b]), {"c": c}))
    assert isinstance(g, tuple) and isinstance(g[0][1], list) and isinstance(g[1], dict)
    close(fw.np(g[0][0]), [2.0, 4.0])
    close(fw.np(g[0][1][0]), [27.0])
    close(fw.np(g[1]["c"]), 12.0)


def test_several_argnums_and_int_args(fw: Fw) -> None:
    x, y = fw.asarray([1.0, 2.0]), fw.asarray([3.0, 4.0])
    n = fw.asarray([2, 3], "int32")

    def f(x: object, n: object, y: object) -> object:
        return fw.ops.sum(x * y * y) + 0 * fw.ops.sum(x)

    gx, gy = fw.ad.grad(f, argnums=(0, 2))(x, n, y)
    close(fw.np(gx), [9.0, 16.0])
    close(fw.np(gy), [6.0, 16.0])
    (gy_only,) = fw.ad.grad(f, argnums=(-1,))(x, n, y)
    close(fw.np(gy_only), [6.0, 16.0])
    g1 = fw.ad.grad(f, argnums=2)(x, n, y)
    close(fw.np(g1), [6.0, 16.0])


def test_has_aux(fw: Fw) -> None:
    x = fw.asarray(X)

    def f(x: object) -> object:
        s = sum_squares(fw.ops, x)
        return s, {"double": 2 * s, "note": "hi"}

    (v, aux), g = fw.ad.value_and_grad(f, has_aux=True)(x)
    close(fw.np(v), 14.0)
    close(fw.np(aux["double"]), 28.0)
    assert aux["note"] == "hi"
    close(fw.np(g), 2 * X)
    g2, aux2 = fw.ad.grad(f, has_aux=True)(x)
    close(fw.np(g2), 2 * X)
    close(fw.np(aux2["double"]), 28.0)


def test_unused_argument_gets_zero_gradient(fw: Fw) -> None:
    x, y = fw.asarray(X), fw.asarray([5.0, 6.0])
    gx, gy = fw.ad.grad(lambda x, y: sum_squares(fw.ops, x), argnums=(0, 1))(x, y)
    close(fw.np(gx), 2 * X)
    close(fw.np(gy), [0.0, 0.0])


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_higher_order_factorial(fw: Fw, n: int) -> None:
    def f(x: object) -> object:
        return x**n  # type: ignore[operator]

    g = f
    for _ in range(n):
        g = fw.ad.grad(g)
    close(fw.np(g(fw.asarray(1.0))), math.factorial(n))


def test_third_derivative_of_cube(fw: Fw) -> None:
    g3 = fw.ad.grad(fw.ad.grad(fw.ad.grad(lambda x: x * x * x)))
    close(fw.np(g3(fw.asarray(2.5))), 6.0)


def test_hessian_vector_via_grad_of_grad_sum(fw: Fw) -> None:
    # d/dx sum(grad(f)(x) * v) = H v for f = sum(x**3): H = diag(6 x)
    x, v = fw.asarray([1.0, 2.0]), fw.asarray([1.0, -1.0])
    gf = fw.ad.grad(lambda x: fw.ops.sum(x * x * x))
    hv = fw.ad.grad(lambda x: fw.ops.sum(gf(x) * v))(x)
    close(fw.np(hv), [6.0, -12.0])


def test_vjp(fw: Fw) -> None:
    x = fw.asarray([1.0, 2.0, 3.0])
    out, vjp_fn = fw.ad.vjp(lambda x: {"sq": x * x, "e": fw.ops.exp(x)}, x)
    close(fw.np(out["sq"]), [1.0, 4.0, 9.0])
    ct = {"sq": fw.asarray([1.0, 0.0, 1.0]), "e": fw.asarray([0.0, 1.0, 0.0])}
    (gx,) = vjp_fn(ct)
    close(fw.np(gx), [2.0, math.exp(2.0), 6.0], rtol=1e-5)
    (gx2,) = vjp_fn(ct)  # callable more than once
    close(fw.np(gx2), fw.np(gx))
    out, vjp_fn, aux = fw.ad.vjp(lambda x, y: (x * y, "aux"), x, x, has_aux=True)
    assert aux == "aux"
    gx, _gy = vjp_fn(fw.asarray([1.0, 1.0, 1.0]))
    close(fw.np(gx), [1.0, 2.0, 3.0])
    with pytest.raises(ValueError, match="cotangent of shape"):
        vjp_fn(fw.asarray([1.0, 1.0]))


def test_stop_gradient(fw: Fw) -> None:
    x = fw.asarray(X)
    g = fw.ad.grad(lambda x: fw.ops.sum(x * fw.ad.stop_gradient(x)))(x)
    close(fw.np(g), X)
    tree = fw.ad.stop_gradient({"a": x, "b": [x, 3]})
    close(fw.np(tree["a"]), X)
    assert tree["b"][1] == 3


# --- custom gradients -------------------------------------------------------------
def test_custom_vjp_scaled_square(fw: Fw) -> None:
    @fw.ad.custom_vjp
    def square(x: object) -> object:
        return x * x  # type: ignore[operator]

    square.defvjp(lambda x: (x * x, x), lambda x, g: (10.0 * g * x,))
    x = fw.asarray([1.0, 3.0])
    close(fw.np(square(x)), [1.0, 9.0])
    g = fw.ad.grad(lambda x: fw.ops.sum(square(x)))(x)
    close(fw.np(g), [10.0, 30.0])  # scaled backward, not 2x
    gg = fw.ad.grad(fw.ad.grad(lambda x: square(x)))(fw.asarray(3.0))
    close(fw.np(gg), 10.0)  # the custom backward is itself differentiated


def test_custom_gradient_preconditioned_matmul(fw: Fw) -> None:
    a = RNG.normal(size=(3, 4)).astype(np.float32)
    b = RNG.normal(size=(4, 2)).astype(np.float32)
    pre = np.diag([1.0, 2.0, 3.0]).astype(np.float32)
    P = fw.asarray(pre)

    @fw.ad.custom_gradient
    def pmatmul(a: object, b: object) -> object:
        def grad_fn(g: object) -> tuple[object, object]:
            ops = fw.ops
            ga = ops.matmul(P, ops.matmul(g, _t(fw, b)))
            gb = ops.matmul(_t(fw, a), g)
            return ga, gb

        return fw.ops.matmul(a, b), grad_fn

    ga, gb = fw.ad.grad(lambda a, b: fw.ops.sum(pmatmul(a, b)), argnums=(0, 1))(
        fw.asarray(a), fw.asarray(b)
    )
    ones = np.ones((3, 2), np.float32)
    close(fw.np(ga), pre @ ones @ b.T, rtol=1e-4)
    close(fw.np(gb), a.T @ ones, rtol=1e-4)


def _t(fw: Fw, m: object) -> object:
    if fw.name == "tensorflow":
        import tensorflow as tf

        return tf.transpose(m)
    return m.T  # type: ignore[attr-defined]


def test_custom_vjp_two_args_with_none_cotangent(fw: Fw) -> None:
    @fw.ad.custom_vjp
    def scale(x: object, k: object) -> object:
        return x * k  # type: ignore[operator]

    scale.defvjp(lambda x, k: (x * k, k), lambda k, g: (g * k * 2.0, None))
    g = fw.ad.grad(lambda x: fw.ops.sum(scale(x, fw.asarray(3.0))))(fw.asarray([1.0, 2.0]))
    close(fw.np(g), [6.0, 6.0])
