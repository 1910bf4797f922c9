"""Per-example gradient norms of a logistic regression with ``vmap(grad(loss))``, written once.

The loss of one example ``(x, y)``, ``y`` in ``{-1, +1}``, with parameters
``{"w": w, "b": b}`` is ``log(1 + exp(-y (x @ w + b)))``.  ``vmap`` maps ``grad`` over the
examples (the parameters are not mapped), giving one gradient pytree per example; their
norms are what differentially private SGD clips.  The closed form is
``sigmoid(-y m) * sqrt(|x|^2 + 1)`` with ``m = x @ w + b``.

``python docs/examples/per_example_grads.py`` runs it on every installed differentiating
backend in float64 (JAX inside ``jax.enable_x64``) and prints the norms side by side.
"""

from __future__ import annotations

import contextlib
import importlib.util
from typing import Any, TypeVar

import numpy as np

import xpagnostic
from xpagnostic import autodiff

_RNG = np.random.default_rng(0)
X = _RNG.standard_normal((8, 3))
Y = np.where(_RNG.standard_normal(8) > 0, 1.0, -1.0)
W = np.array([0.5, -1.0, 0.25])
B = 0.1
#: Any backend's array type: the functions below keep their callers' array type.
A = TypeVar("A", bound=xpagnostic.Array)


def loss(params: dict[str, A], x: A, y: A) -> A:
    """Logistic loss of one example."""
    xp = xpagnostic.get_namespace(x)
    margin = xp.multiply(y, xp.add(xp.vecdot(x, params["w"]), params["b"]))
    return xp.log1p(xp.exp(xp.negative(margin)))


def per_example_grad_norms(params: dict[str, A], x: A, y: A) -> A:
    """The norm of each example's gradient (a native array of shape ``(n,)``)."""
    grads = autodiff.vmap(autodiff.grad(loss), in_axes=(None, 0, 0))(params, x, y)
    xp = xpagnostic.get_namespace(x)
    return xp.sqrt(xp.add(xp.sum(xp.square(grads["w"]), axis=1), xp.square(grads["b"])))


def run(backend: str) -> np.ndarray:
    """The per-example gradient norms on ``backend`` as a NumPy array."""
    xp = getattr(xpagnostic, backend)
    params = {"w": xp.asarray(W, dtype=xp.float64), "b": xp.asarray(B, dtype=xp.float64)}
    norms = per_example_grad_norms(params, xp.asarray(X), xp.asarray(Y))
    return np.asarray(norms.numpy() if hasattr(norms, "numpy") else norms)


def closed_form_norms() -> np.ndarray:
    """``sigmoid(-y m) * sqrt(|x|^2 + 1)``, in NumPy."""
    margin = Y * (X @ W + B)
    norms: np.ndarray = 1.0 / (1.0 + np.exp(margin)) * np.sqrt((X**2).sum(axis=1) + 1.0)
    return norms


def main() -> None:  # pragma: no cover - an example script
    np.set_printoptions(precision=10, suppress=True)
    print(f"{'closed form':12s} {closed_form_norms()}")
    for backend in autodiff.DIFFERENTIATING_BACKENDS:
        if importlib.util.find_spec(backend) is None:
            continue
        ctx: Any = contextlib.nullcontext()
        if backend == "jax":
            import jax

            ctx = jax.enable_x64(True)
        with ctx:
            print(f"{backend:12s} {run(backend)}")


if __name__ == "__main__":  # pragma: no cover
    main()
