"""L-BFGS written once with ``xpagnostic.eager``, minimising the Rosenbrock function.

Two-loop recursion with a history of 5 pairs and a backtracking (Armijo) line search.
Gradients come from ``ep.value_and_grad``, or from ``grad`` where the backend cannot
differentiate (NumPy uses :func:`rosenbrock_grad`, the analytic gradient).  ``keep``, if
given, is applied to each accepted iterate, its value and its gradient: on Dask,
``lambda t: ep.astensor(t.raw.persist())`` stops every step's graph from holding all the
steps before it, which each ``.item()`` of the loop would otherwise recompute.

Run ``python docs/examples/eager_lbfgs.py`` to minimise on every installed backend in
float64 (JAX inside ``jax.enable_x64``) and compare the iterates.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import xpagnostic
import xpagnostic.eager as ep

Fun = Callable[[ep.Tensor], ep.Tensor]
#: Any array type: ``lbfgs`` returns its final point in the type of its starting point.
A = TypeVar("A", bound=xpagnostic.Array)


def rosenbrock(x: ep.Tensor) -> ep.Tensor:
    """``sum(100 (x[i+1] - x[i]^2)^2 + (1 - x[i])^2)``; minimum 0 at all-ones."""
    return (100.0 * (x[1:] - x[:-1].square()).square() + (1.0 - x[:-1]).square()).sum()


def rosenbrock_grad(x: ep.Tensor) -> ep.Tensor:
    """The analytic gradient of :func:`rosenbrock`."""
    inner = x[1:] - x[:-1].square()
    head = -400.0 * x[:-1] * inner - 2.0 * (1.0 - x[:-1])  # d/dx[i] for i < n-1
    tail = 200.0 * inner  # d/dx[i+1]
    zero = ep.zeros(x, (1,))
    return ep.concatenate([head, zero]) + ep.concatenate([zero, tail])


def lbfgs(
    f: Fun,
    x0: A,
    *,
    grad: Fun | None = None,
    history: int = 5,
    iterations: int = 50,
    c1: float = 1e-4,
    tol: float = 1e-12,
    keep: Callable[[ep.Tensor], ep.Tensor] | None = None,
) -> tuple[A, list[float]]:
    """Minimise ``f`` from ``x0``; returns the final point (type of ``x0``) and the values."""
    x, restore_type = ep.astensor_(x0)

    def value_and_grad(z: ep.Tensor) -> tuple[ep.Tensor, ep.Tensor]:
        if grad is None:
            return ep.value_and_grad(f, z)
        return f(z), grad(z)

    fx, g = value_and_grad(x)
    s_hist: list[ep.Tensor] = []
    y_hist: list[ep.Tensor] = []
    values = [fx.item()]
    for _ in range(iterations):
        if ep.norms.l2(g).item() < tol:
            break
        # two-loop recursion: d = -H g
        q = g
        alphas: list[tuple[float, float]] = []
        for s, y in zip(reversed(s_hist), reversed(y_hist)):
            rho = 1.0 / (y * s).sum().item()
            a = rho * (s * q).sum().item()
            alphas.append((rho, a))
            q = q - a * y
        if s_hist:
            gamma = (s_hist[-1] * y_hist[-1]).sum().item() / (y_hist[-1] * y_hist[-1]).sum().item()
        else:
            gamma = 1.0 / max(ep.norms.l2(g).item(), 1.0)  # a cautious first step
        r = gamma * q
        for (s, y), (rho, a) in zip(zip(s_hist, y_hist), reversed(alphas)):
            b = rho * (y * r).sum().item()
            r = r + (a - b) * s
        d = -r
        slope = (g * d).sum().item()
        if slope >= 0:  # not a descent direction: restart from steepest descent
            s_hist.clear()
            y_hist.clear()
            d, slope = -g, -(g * g).sum().item()
        # backtracking line search (Armijo)
        t = 1.0
        f0 = fx.item()
        while True:
            x_new = x + t * d
            f_new, g_new = value_and_grad(x_new)
            if f_new.item() <= f0 + c1 * t * slope or t < 1e-10:
                break
            t *= 0.5
        if keep is not None:
            x_new, f_new, g_new = keep(x_new), keep(f_new), keep(g_new)
        s, y = x_new - x, g_new - g
        if (s * y).sum().item() > 1e-16:  # keep the curvature pairs that keep H positive
            s_hist.append(s)
            y_hist.append(y)
            if len(s_hist) > history:
                s_hist.pop(0)
                y_hist.pop(0)
        x, fx, g = x_new, f_new, g_new
        values.append(fx.item())
    return restore_type(x), values


def _demo() -> None:  # pragma: no cover - an example script
    import contextlib
    import importlib.util

    import numpy as np

    x0 = np.array([-1.2, 1.0, -1.2, 1.0], np.float64)
    results: dict[str, Any] = {}
    for fw, module in (("numpy", "numpy"), ("pytorch", "torch"), ("jax", "jax"),
                       ("tensorflow", "tensorflow")):
        if importlib.util.find_spec(module) is None:
            continue
        ctx: Any = contextlib.nullcontext()
        if fw == "jax":
            import jax

            ctx = jax.enable_x64(True)
        with ctx:
            d = ep.utils.get_dummy(fw)
            grad = rosenbrock_grad if fw == "numpy" else None
            x, values = lbfgs(rosenbrock, ep.from_numpy(d, x0), grad=grad)
            results[fw] = x.numpy()
        print(f"{fw:10s} f = {values[-1]:.3e} after {len(values) - 1} iterations, x = {x.numpy()}")
    ref = results["numpy"]
    for fw, x in results.items():
        print(f"{fw:10s} max |x - numpy| = {np.abs(x - ref).max():.2e}")


if __name__ == "__main__":  # pragma: no cover
    _demo()
