"""Real algorithms written once with ``xpagnostic.eager`` (``docs/examples``), on every backend.

* L-inf PGD on a fixed small MLP: the perturbation stays within epsilon, inputs stay in
  bounds, and every backend's adversarials equal those of a plain-NumPy PGD (so they
  equal each other) to 1e-5;
* FGSM on a linear model equals the closed-form optimum ``x + eps sign(w_other - w_label)``;
* DeepFool (L2) on a linear binary model moves exactly ``|f(x)| / ||w||``;
* L-BFGS on Rosenbrock in float64: the backends agree to 1e-8 after 50 iterations.

NumPy cannot differentiate, so there the algorithms get hand-written gradients.
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from harness import Backend

import xpagnostic.eager as ep
from xpagnostic._backends import BACKENDS, DIFFERENTIATING

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "docs" / "examples"))

import eager_attacks as attacks
import eager_lbfgs

#: EagerPy's framework name of each backend (``get_dummy``); a backend EagerPy did not have
#: goes by its own name.
FRAMEWORK = {name: {"torch": "pytorch"}.get(name, name) for name in BACKENDS}


@pytest.fixture
def dummy(backend: Backend) -> ep.Tensor:
    return ep.utils.get_dummy(FRAMEWORK[backend.name])


# -- a plain NumPy reference (no xpagnostic) -------------------------------------------------
def _np_mlp_grad(weights: list[np.ndarray], x: np.ndarray, y: np.ndarray) -> np.ndarray:
    w1, b1, w2, b2 = weights
    pre = x @ w1 + b1
    logits = np.maximum(pre, 0) @ w2 + b2
    p = np.exp(logits - logits.max(1, keepdims=True))
    p /= p.sum(1, keepdims=True)
    p[np.arange(len(y)), y] -= 1
    return (np.where(pre > 0, p @ w2.T, 0.0) @ w1.T).astype(np.float32)


def _np_pgd(weights: list[np.ndarray], x: np.ndarray, y: np.ndarray, eps: float,
            step: float, steps: int) -> np.ndarray:
    adv = x.copy()
    for _ in range(steps):
        adv = adv + np.float32(step) * np.sign(_np_mlp_grad(weights, adv, y))
        adv = np.clip(adv, x - np.float32(eps), x + np.float32(eps))
        adv = np.clip(adv, 0, 1)
    return adv


def _np_logits(weights: list[np.ndarray], x: np.ndarray) -> np.ndarray:
    w1, b1, w2, b2 = weights
    return np.maximum(x @ w1 + b1, 0) @ w2 + b2


WEIGHTS = attacks.make_mlp_weights(seed=0)
X = np.random.default_rng(1).uniform(0, 1, (16, 20)).astype(np.float32)
Y = _np_logits(WEIGHTS, X).argmax(1)


# -- PGD / FGSM ---------------------------------------------------------------------------------
def test_pgd_mlp(dummy: ep.Tensor) -> None:
    eps, step, steps = 0.1, 0.025, 10
    params = [ep.from_numpy(dummy, w) for w in WEIGHTS]
    model = attacks.mlp(params)
    x, y = ep.from_numpy(dummy, X), ep.from_numpy(dummy, Y)
    grad_fn = attacks.mlp_input_grad(params, y) if dummy.backend not in DIFFERENTIATING else None
    adv = attacks.linf_pgd(model, x, y, epsilon=eps, step_size=step, steps=steps,
                           grad_fn=grad_fn)
    assert type(adv) is type(dummy)  # tensors in, tensors out
    a = adv.numpy()
    assert np.abs(a - X).max() <= eps + 1e-6
    assert a.min() >= 0.0 and a.max() <= 1.0
    np.testing.assert_allclose(a, _np_pgd(WEIGHTS, X, Y, eps, step, steps), atol=1e-5)
    clean = ep.crossentropy(model(x), y).numpy()
    attacked = ep.crossentropy(model(adv), y).numpy()
    assert (attacked > clean).all()
    assert (model(adv).argmax(axis=-1) != y).float32().mean().item() > 0.5


def test_pgd_native_in_native_out_with_random_start(backend: Backend,
                                                    dummy: ep.Tensor) -> None:
    params = [ep.from_numpy(dummy, w) for w in WEIGHTS]
    y = ep.from_numpy(dummy, Y)
    grad_fn = attacks.mlp_input_grad(params, y) if backend.name not in DIFFERENTIATING else None
    raw = backend.asarray(X)
    adv = attacks.linf_pgd(attacks.mlp(params), raw, y.raw, epsilon=0.1, step_size=0.02,
                           steps=3, random_start=True, key=3, grad_fn=grad_fn)
    assert type(adv) is type(raw)
    a = ep.astensor(adv).numpy()
    assert np.abs(a - X).max() <= 0.1 + 1e-6 and a.min() >= 0 and a.max() <= 1
    assert np.abs(a - X).max() > 0.05


def _linear_binary(dummy: ep.Tensor) -> tuple[np.ndarray, np.ndarray, np.ndarray,
                                              np.ndarray, ep.Tensor, ep.Tensor]:
    rng = np.random.default_rng(7)
    w = rng.standard_normal((6, 2)).astype(np.float32)
    b = rng.standard_normal(2).astype(np.float32)
    x = rng.uniform(-1, 1, (10, 6)).astype(np.float32)
    y = (x @ w + b).argmax(1)
    return w, b, x, y, ep.from_numpy(dummy, w), ep.from_numpy(dummy, b)


def test_fgsm_linear_closed_form(dummy: ep.Tensor) -> None:
    w, b, x_np, y_np, tw, tb = _linear_binary(dummy)
    y = ep.from_numpy(dummy, y_np)
    grad_fn = attacks.linear_input_grad(tw, tb, y) if dummy.backend not in DIFFERENTIATING else None
    eps = 0.1
    adv = attacks.fgsm(attacks.linear(tw, tb), ep.from_numpy(dummy, x_np), y, epsilon=eps,
                       bounds=(-10.0, 10.0), grad_fn=grad_fn).numpy()
    # The optimum of the (linear) margin within the eps-ball: along sign(w_other - w_label).
    direction = np.sign(w[:, 1 - y_np] - w[:, y_np]).T
    np.testing.assert_allclose(adv, x_np + eps * direction, atol=1e-6)
    margin = lambda z: (z @ w + b)[np.arange(10), 1 - y_np] - (z @ w + b)[np.arange(10), y_np]  # noqa: E731
    gain = eps * np.abs(w[:, 1] - w[:, 0]).sum()
    np.testing.assert_allclose(margin(adv) - margin(x_np), gain, rtol=1e-4)


# -- DeepFool ------------------------------------------------------------------------------------
def test_deepfool_linear_closed_form(dummy: ep.Tensor) -> None:
    w, b, x_np, y_np, tw, tb = _linear_binary(dummy)
    y = ep.from_numpy(dummy, y_np)
    class_grads = None
    if dummy.backend not in DIFFERENTIATING:
        wt = tw.T

        def class_grads(z: ep.Tensor, k: int) -> ep.Tensor:
            return ep.zeros_like(z) + wt[k] - wt[y]

    overshoot = 1e-3
    adv = attacks.deepfool_l2(attacks.linear(tw, tb), ep.from_numpy(dummy, x_np), y,
                              overshoot=overshoot, class_grads=class_grads).numpy()
    dist = np.linalg.norm(adv - x_np, axis=1)
    f = (x_np @ w + b) @ np.array([1.0, -1.0])  # logit 0 - logit 1
    expected = np.abs(f) / np.linalg.norm(w[:, 0] - w[:, 1])
    np.testing.assert_allclose(dist, (1 + overshoot) * expected, rtol=1e-4, atol=1e-5)
    assert ((adv @ w + b).argmax(1) != y_np).all()


def test_deepfool_mlp_finds_adversarials(diff_backend: Backend) -> None:
    d = ep.utils.get_dummy(FRAMEWORK[diff_backend.name])
    params = [ep.from_numpy(d, w) for w in WEIGHTS]
    model = attacks.mlp(params)
    x, y = ep.from_numpy(d, X), ep.from_numpy(d, Y)
    adv = attacks.deepfool_l2(model, x, y, steps=50, overshoot=0.02)
    assert (model(adv).argmax(axis=-1) != y).all().item()
    dist = ep.norms.l2(adv - x, axis=-1).numpy()
    pgd = attacks.linf_pgd(model, x, y, epsilon=0.05, step_size=0.0125, steps=10)
    # DeepFool perturbations are small compared with the input scale
    assert (dist > 0).all() and dist.max() < np.sqrt(20) * 0.5
    assert pgd.shape == adv.shape


# -- L-BFGS ------------------------------------------------------------------------------------
def _x64(backend: Backend) -> Any:
    if backend.name == "jax":
        import jax

        return jax.enable_x64(True)
    return contextlib.nullcontext()


X0 = np.array([-1.2, 1.0, -1.2, 1.0], np.float64)


def _run_lbfgs(backend_name: str, iterations: int, keep: Any = None
               ) -> tuple[np.ndarray, list[float]]:
    x, values = _lbfgs(backend_name, iterations, keep)
    return x.numpy(), values


def _lbfgs(backend_name: str, iterations: int, keep: Any) -> tuple[Any, list[float]]:
    d = ep.utils.get_dummy(FRAMEWORK[backend_name])
    # Backends that do not differentiate use the analytic gradient.
    grad = eager_lbfgs.rosenbrock_grad if backend_name not in DIFFERENTIATING else None
    x, values = eager_lbfgs.lbfgs(eager_lbfgs.rosenbrock, ep.from_numpy(d, X0), grad=grad,
                                  iterations=iterations, keep=keep)
    assert x.dtype == ep.from_numpy(d, X0).dtype and "64" in str(x.dtype)
    return x, values


@pytest.mark.parametrize("iterations", [15, 50])
def test_lbfgs_rosenbrock_backends_agree(backend: Backend, iterations: int) -> None:
    if backend.name == "dask" and iterations > 15:
        # Lazy: each iteration's graph holds all earlier ones, and every Python value the
        # loop reads recomputes it, so 50 iterations take minutes; 15 check the same code.
        pytest.skip("dask: 50 lazy iterations recompute a growing graph (minutes)")
    ref_x, ref_values = _run_lbfgs("numpy", iterations)
    with _x64(backend):
        x, values = _run_lbfgs(backend.name, iterations)
    np.testing.assert_allclose(x, ref_x, rtol=0, atol=1e-8)
    np.testing.assert_allclose(values, ref_values, rtol=1e-8, atol=1e-14)
    if iterations == 50:  # converged to the minimum at all-ones
        np.testing.assert_allclose(x, np.ones(4), atol=1e-6)
        assert values[-1] < 1e-12 and values[0] == pytest.approx(24.2 + 484.0 + 24.2)


def test_lbfgs_on_dask_with_persisted_steps() -> None:
    """The loop of the docs' advice for Dask: persisting each step's iterate, value and
    gradient keeps every graph one step deep, so the 50 iterations the lazy loop cannot
    afford run, agree with NumPy and converge."""
    pytest.importorskip("dask")
    ref_x, ref_values = _run_lbfgs("numpy", 50)
    x, values = _lbfgs("dask", 50, keep=lambda t: ep.astensor(t.raw.persist()))
    raw = x.raw
    graph = dict(raw.__dask_graph__())
    assert len(graph) == raw.npartitions  # only the persisted chunks: no history left
    np.testing.assert_allclose(raw.compute(), ref_x, rtol=0, atol=1e-8)
    np.testing.assert_allclose(values, ref_values, rtol=1e-8, atol=1e-14)
    np.testing.assert_allclose(raw.compute(), np.ones(4), atol=1e-6)


def test_rosenbrock_autodiff_matches_analytic(diff_backend: Backend) -> None:
    pts = np.array([[-1.2, 1.0, -1.2, 1.0], [0.3, -0.7, 2.0, 0.1]], np.float64)
    with _x64(diff_backend):
        d = ep.utils.get_dummy(FRAMEWORK[diff_backend.name])
        for p in pts:
            x = ep.from_numpy(d, p)
            v, g = ep.value_and_grad(eager_lbfgs.rosenbrock, x)
            np.testing.assert_allclose(g.numpy(), eager_lbfgs.rosenbrock_grad(x).numpy(),
                                       rtol=1e-12)
            f = sum(100 * (p[i + 1] - p[i] ** 2) ** 2 + (1 - p[i]) ** 2 for i in range(3))
            assert v.item() == pytest.approx(f, rel=1e-14)
