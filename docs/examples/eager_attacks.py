"""Adversarial attacks written once with ``xpagnostic.eager``: L-inf PGD (and FGSM) and DeepFool L2.

The same functions run on PyTorch, JAX, TensorFlow and NumPy arrays.  Gradients come
from ``ep.value_and_grad``; on a backend that cannot differentiate (NumPy), pass
``grad_fn``, a function ``x -> gradient of the loss`` (for instance one written
by hand for a linear model or a small MLP, as :func:`mlp_input_grad` below).

Run ``python docs/examples/eager_attacks.py`` to attack a small MLP on every
installed backend and compare the adversarials.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

import numpy as np

import xpagnostic
import xpagnostic.eager as ep

Model = Callable[[ep.Tensor], ep.Tensor]
GradFn = Callable[[ep.Tensor], ep.Tensor]
#: Any array type: the attacks return adversarials in the type of their inputs.
A = TypeVar("A", bound=xpagnostic.Array)


# -- models -------------------------------------------------------------------------------
def make_mlp_weights(n_in: int = 20, n_hidden: int = 16, n_out: int = 5,
                     seed: int = 0) -> list[np.ndarray]:
    """Weights of a fixed two-layer ReLU network, generated once in NumPy (float32)."""
    rng = np.random.default_rng(seed)
    return [
        (rng.standard_normal((n_in, n_hidden)) / np.sqrt(n_in)).astype(np.float32),
        (0.1 * rng.standard_normal(n_hidden)).astype(np.float32),
        (rng.standard_normal((n_hidden, n_out)) / np.sqrt(n_hidden)).astype(np.float32),
        (0.1 * rng.standard_normal(n_out)).astype(np.float32),
    ]


def mlp(params: Sequence[ep.Tensor]) -> Model:
    """``x -> relu(x W1 + b1) W2 + b2``."""
    w1, b1, w2, b2 = params

    def model(x: ep.Tensor) -> ep.Tensor:
        return ep.maximum(x @ w1 + b1, 0) @ w2 + b2

    return model


def linear(w: ep.Tensor, b: ep.Tensor) -> Model:
    """``x -> x W + b``."""

    def model(x: ep.Tensor) -> ep.Tensor:
        return x @ w + b

    return model


def mlp_input_grad(params: Sequence[ep.Tensor], labels: ep.Tensor) -> GradFn:
    """The gradient of the summed cross-entropy of :func:`mlp` with respect to its input,
    written out by hand (for backends without autodiff)."""
    w1, b1, w2, b2 = params

    def grad(x: ep.Tensor) -> ep.Tensor:
        pre = x @ w1 + b1
        logits = ep.maximum(pre, 0) @ w2 + b2
        d_logits = ep.softmax(logits) - ep.onehot_like(logits, labels)
        d_pre = ep.where(pre > 0, d_logits @ w2.T, 0.0)
        return d_pre @ w1.T

    return grad


def linear_input_grad(w: ep.Tensor, b: ep.Tensor, labels: ep.Tensor) -> GradFn:
    """The gradient of the summed cross-entropy of :func:`linear` with respect to its input."""

    def grad(x: ep.Tensor) -> ep.Tensor:
        logits = x @ w + b
        return (ep.softmax(logits) - ep.onehot_like(logits, labels)) @ w.T

    return grad


# -- L-inf projected gradient descent -------------------------------------------------------
def linf_pgd(
    model: Model,
    inputs: A,
    labels: Any,
    *,
    epsilon: float,
    step_size: float,
    steps: int,
    bounds: tuple[float, float] = (0.0, 1.0),
    random_start: bool = False,
    key: Any = None,
    grad_fn: GradFn | None = None,
) -> A:
    """Maximise the cross-entropy within ``||x' - x||_inf <= epsilon`` and ``bounds``.

    Each step moves by ``step_size * sign(gradient)`` and projects back.  Returns the
    adversarials in the type of ``inputs`` (native in, native out).
    """
    x, restore_type = ep.astensor_(inputs)
    y = ep.astensor(labels)
    lo, hi = bounds

    def loss(z: ep.Tensor) -> ep.Tensor:
        return ep.crossentropy(model(z), y).sum()

    x_adv = x
    if random_start:
        x_adv = ep.clip(x + ep.uniform(x, x.shape, -epsilon, epsilon, key=key), lo, hi)
    for _ in range(steps):
        if grad_fn is None:
            _, g = ep.value_and_grad(loss, x_adv)
        else:
            g = grad_fn(x_adv)
        x_adv = x_adv + step_size * g.sign()
        x_adv = ep.minimum(ep.maximum(x_adv, x - epsilon), x + epsilon)
        x_adv = ep.clip(x_adv, lo, hi)
    return restore_type(x_adv)


def fgsm(model: Model, inputs: A, labels: Any, *, epsilon: float,
         bounds: tuple[float, float] = (0.0, 1.0), grad_fn: GradFn | None = None) -> A:
    """One signed-gradient step of size ``epsilon`` (PGD with a single full step)."""
    return linf_pgd(model, inputs, labels, epsilon=epsilon, step_size=epsilon, steps=1,
                    bounds=bounds, grad_fn=grad_fn)


# -- DeepFool (L2) -------------------------------------------------------------------------------
def deepfool_l2(
    model: Model,
    inputs: A,
    labels: Any,
    *,
    steps: int = 50,
    overshoot: float = 0.02,
    class_grads: Callable[[ep.Tensor, int], ep.Tensor] | None = None,
) -> A:
    """DeepFool: repeatedly step to the nearest linearised decision boundary.

    For every other class ``k`` the margin ``f_k = logit_k - logit_label`` and its
    gradient ``w_k`` give the distance ``|f_k| / ||w_k||`` to that boundary; each
    step moves the not-yet-adversarial samples to the closest one.  The total
    perturbation is scaled by ``1 + overshoot``.  ``class_grads(x, k)`` may supply
    the gradients of ``f_k`` (per sample) where the backend cannot differentiate.
    """
    x, restore_type = ep.astensor_(inputs)
    y = ep.astensor(labels)
    n_classes = model(x).shape[-1]
    if n_classes is None:
        raise ValueError("deepfool_l2: the model's number of classes is not known")

    def margin(z: ep.Tensor, k: int) -> ep.Tensor:
        logits = model(z)
        own = (logits * ep.onehot_like(logits, y)).sum(axis=-1)
        return logits[:, k] - own  # per sample

    def margin_and_grad(z: ep.Tensor, k: int) -> tuple[ep.Tensor, ep.Tensor]:
        if class_grads is not None:
            return margin(z, k), class_grads(z, k)
        (_, m), g = _value_aux_and_grad_sum(lambda v: margin(v, k), z)
        return m, g

    total = ep.zeros_like(x)
    flat = (x.shape[0], -1)
    for _ in range(steps):
        x_adv = x + (1.0 + overshoot) * total
        active = model(x_adv).argmax(axis=-1) == y
        if not active.any().item():
            break
        best_dist: ep.Tensor = ep.full(x, (x.shape[0],), float("inf"))
        best_step: ep.Tensor = ep.zeros_like(x)
        for k in range(n_classes):
            f_k, w_k = margin_and_grad(x_adv, k)
            w_norm = ep.norms.l2(w_k.reshape(flat), axis=-1)
            dist = f_k.abs() / (w_norm + 1e-12)
            closer = ep.logical_and(dist < best_dist, y != k)
            step = (f_k.abs() + 1e-6) / (w_norm.square() + 1e-12)
            step_k = w_k * step.reshape((-1,) + (1,) * (x.ndim - 1))
            best_dist = ep.where(closer, dist, best_dist)
            best_step = ep.where(closer.reshape((-1,) + (1,) * (x.ndim - 1)), step_k, best_step)
        total = total + ep.where(active.reshape((-1,) + (1,) * (x.ndim - 1)), best_step, 0.0)
    return restore_type(x + (1.0 + overshoot) * total)


def _value_aux_and_grad_sum(f: Callable[[ep.Tensor], ep.Tensor],
                            z: ep.Tensor) -> tuple[tuple[ep.Tensor, ep.Tensor], ep.Tensor]:
    """Per-sample values of ``f`` and the gradient of their sum (samples are independent)."""

    def summed(v: ep.Tensor) -> tuple[ep.Tensor, ep.Tensor]:
        m = f(v)
        return m.sum(), m

    total, per_sample, g = ep.value_aux_and_grad(summed, z)
    return (total, per_sample), g


# -- demo ----------------------------------------------------------------------------------------
def _demo() -> None:  # pragma: no cover - an example script
    import importlib.util

    rng = np.random.default_rng(1)
    x_np = rng.uniform(0.0, 1.0, (8, 20)).astype(np.float32)
    weights = make_mlp_weights()
    labels = np.arange(8) % 5
    results: dict[str, Any] = {}
    for fw, module in (("pytorch", "torch"), ("jax", "jax"), ("tensorflow", "tensorflow"),
                       ("numpy", "numpy")):
        if importlib.util.find_spec(module) is None:
            continue
        d = ep.utils.get_dummy(fw)
        params = [ep.from_numpy(d, w) for w in weights]
        model = mlp(params)
        x = ep.from_numpy(d, x_np)
        y = ep.from_numpy(d, labels)
        grad_fn = mlp_input_grad(params, y) if fw == "numpy" else None
        adv = linf_pgd(model, x, y, epsilon=0.03, step_size=0.01, steps=10, grad_fn=grad_fn)
        acc = (model(adv).argmax(axis=-1) == y).float32().mean().item()
        results[fw] = adv.numpy()
        print(f"{fw:10s} accuracy under PGD: {acc:.2f}")
    ref = next(iter(results.values()))
    for fw, adv in results.items():
        print(f"{fw:10s} max |adv - first| = {np.abs(adv - ref).max():.2e}")


if __name__ == "__main__":  # pragma: no cover
    _demo()
