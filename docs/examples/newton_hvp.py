"""Newton's method with Hessian-vector products and conjugate gradients, written once.

Minimises the Rosenbrock function from the classic start (-1.2, 1).  Each Newton step solves
``H p = -g`` by conjugate gradients, where ``H v`` comes from
``xpagnostic.autodiff.hvp`` (forward-over-reverse: the Hessian is never formed).
Negative curvature stops CG early (truncated Newton), and a backtracking line search
keeps each step a descent.

``python docs/examples/newton_hvp.py`` runs it on every installed differentiating
backend in float64 (JAX inside ``jax.enable_x64``) and prints the iterates side by side.
"""

from __future__ import annotations

import contextlib
import importlib.util
from collections.abc import Callable
from typing import Any, TypeVar

import numpy as np

import xpagnostic
from xpagnostic import Tensor, autodiff

X0 = (-1.2, 1.0)
#: Any backend's array.  The functions take facade Tensors (``xpagnostic.astensor``), whose
#: operators, slices and methods follow the standard, typed, on every backend.
A = TypeVar("A", bound=xpagnostic.Array)


def rosenbrock(x: Tensor[A]) -> Tensor[A]:
    """``sum(100 (x[i+1] - x[i]^2)^2 + (1 - x[i])^2)``; minimum 0 at all-ones."""
    return (100.0 * (x[1:] - x[:-1] ** 2) ** 2 + (1.0 - x[:-1]) ** 2).sum()


def conjugate_gradient(
    hvp: Callable[[Tensor[A]], Tensor[A]], g: Tensor[A], rtol: float = 1e-10
) -> Tensor[A]:
    """Solve ``H p = -g`` given ``hvp(v) = H v``; stops early at negative curvature.

    At most ``n`` iterations (exact in exact arithmetic for an ``n``-dimensional problem),
    stopping once the residual is ``rtol`` times the gradient's norm.
    """
    p = g.zeros_like()
    r = -g  # residual of H p = -g at p = 0
    d = r
    rr = float(r.vecdot(r))
    stop = rtol**2 * rr
    for _ in range(len(g)):
        hd = hvp(d)
        curvature = float(d.vecdot(hd))
        if curvature <= 0:  # negative curvature: keep what we have (or steepest descent)
            return p if float(p.vecdot(p)) > 0 else -g
        alpha = rr / curvature
        p = p + alpha * d
        r = r - alpha * hd
        rr_new = float(r.vecdot(r))
        if rr_new < stop:
            break
        d = r + (rr_new / rr) * d
        rr = rr_new
    return p


def newton(
    f: Callable[[Tensor[A]], Tensor[A]], x: Tensor[A], steps: int = 50, gtol: float = 1e-10
) -> list[Tensor[A]]:
    """Newton-CG iterates ``[x0, x1, ...]`` until ``|grad| < gtol``."""
    value_and_grad = autodiff.value_and_grad(f)
    iterates = [x]
    for _ in range(steps):
        fx, g = value_and_grad(x)
        if float(g.vector_norm()) < gtol:
            break

        def hessian_times(v: Tensor[A], x: Tensor[A] = x) -> Tensor[A]:  # H v at this x
            return autodiff.hvp(f, (x,), (v,))

        p = conjugate_gradient(hessian_times, g)
        t, slope = 1.0, float(g.vecdot(p))
        while float(f(x + t * p)) > float(fx) + 1e-4 * t * slope and t > 1e-10:
            t *= 0.5  # backtracking (Armijo) line search
        x = x + t * p
        iterates.append(x)
    return iterates


def run(backend: str) -> np.ndarray:
    """The iterates on ``backend`` ('torch', 'jax', 'tensorflow') as a NumPy array."""
    xp = getattr(xpagnostic, backend)
    x0 = xpagnostic.astensor(xp.asarray(X0, dtype=xp.float64))
    return np.stack([_to_numpy(x.raw) for x in newton(rosenbrock, x0)])


def _to_numpy(x: Any) -> np.ndarray:
    return x.numpy() if hasattr(x, "numpy") else np.asarray(x)


def main() -> None:  # pragma: no cover - an example script
    runs: dict[str, np.ndarray] = {}
    for backend in autodiff.DIFFERENTIATING_BACKENDS:
        if importlib.util.find_spec(backend) is None:
            continue
        ctx: Any = contextlib.nullcontext()
        if backend == "jax":
            import jax

            ctx = jax.enable_x64(True)
        with ctx:
            runs[backend] = run(backend)
    ref = next(iter(runs.values()))
    np.set_printoptions(precision=10, suppress=True)
    for k in range(len(ref)):
        print(f"iterate {k:2d}: " + "  ".join(f"{b}={runs[b][k]}" for b in runs))
    for b, it in runs.items():
        print(f"{b:10s} {len(it) - 1} steps, max |x_k - {next(iter(runs))}| = "
              f"{np.abs(it - ref).max():.1e}")


if __name__ == "__main__":  # pragma: no cover
    main()
