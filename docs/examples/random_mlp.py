"""A small MLP initialised with ``xp.random`` and trained with ``xp.autodiff``, written once.

The data (a noisy sine on [-3, 3)) and the parameters (Glorot-uniform weights, zero biases)
come from ``xp.random`` keys made from one seed, so every backend starts from the very same
float32 numbers; ``xp.autodiff.value_and_grad`` then drives a few steps of gradient
descent, and the losses agree across backends to float32 rounding (their matrix products
sum in different orders).  NumPy and Dask draw the same data and parameters but do not
differentiate.

``python docs/examples/random_mlp.py`` runs it on every installed backend and prints the
losses side by side.
"""

from __future__ import annotations

import importlib.util
import math
from typing import TYPE_CHECKING, Any, TypeVar, cast

import xpagnostic

if TYPE_CHECKING:
    import numpy as np

SIZES = (1, 16, 16, 1)
STEPS = 25
LEARNING_RATE = 0.1
#: The frameworks to import for each backend (the namespace takes their arrays).
MODULES = {"numpy": "numpy", "torch": "torch", "jax": "jax", "tensorflow": "tensorflow",
           "dask": "dask.array", "mlx": "mlx.core"}
#: Any backend's array type: the functions below keep their callers' array type.
A = TypeVar("A", bound=xpagnostic.Array)


def init(xp: Any, key: Any) -> list[dict[str, Any]]:
    """Glorot-uniform weights and zero biases, one key per layer."""
    keys = xp.random.split(key, len(SIZES) - 1)
    params: list[dict[str, Any]] = []
    for k, fan_in, fan_out in zip(keys, SIZES[:-1], SIZES[1:]):
        limit = math.sqrt(6.0 / (fan_in + fan_out))
        w = xp.random.uniform(k, (fan_in, fan_out), minval=-limit, maxval=limit)
        params.append({"w": w, "b": xp.zeros_like(w[0])})  # on w's device, of its dtype
    return params


def data(xp: Any, key: Any, n: int = 64) -> tuple[Any, Any]:
    """``n`` points of ``sin(x)`` with a little normal noise."""
    kx, ky = xp.random.split(key)
    x = xp.random.uniform(kx, (n, 1), minval=-3.0, maxval=3.0)
    return x, xp.sin(x) + 0.1 * xp.random.normal(ky, (n, 1))


def forward(params: list[dict[str, A]], x: A) -> A:
    xp = xpagnostic.get_namespace(x)
    for layer in params[:-1]:
        x = xp.tanh(xp.add(xp.matmul(x, layer["w"]), layer["b"]))
    return xp.add(xp.matmul(x, params[-1]["w"]), params[-1]["b"])


def loss(params: list[dict[str, A]], x: A, y: A) -> A:
    xp = xpagnostic.get_namespace(x)
    return xp.mean(xp.square(xp.subtract(forward(params, x), y)))


def run(backend: str, steps: int = STEPS) -> dict[str, Any]:
    """The initial parameters and data, and (where the backend differentiates) the loss
    before each of ``steps`` steps, as NumPy values for comparison."""
    importlib.import_module(MODULES[backend])
    xp = importlib.import_module(f"xpagnostic.{backend}")
    key_params, key_data = xp.random.split(xp.random.key(0))
    params = init(xp, key_params)
    x, y = data(xp, key_data)
    out: dict[str, Any] = {"params": [_host(p["w"]) for p in params], "x": _host(x),
                           "y": _host(y), "losses": []}
    if backend not in xpagnostic.autodiff.DIFFERENTIATING_BACKENDS:
        return out
    step = xp.autodiff.value_and_grad(loss)
    for _ in range(steps):
        value, grads = step(params, x, y)
        params = [{k: p[k] - LEARNING_RATE * g[k] for k in p} for p, g in zip(params, grads)]
        out["losses"].append(float(value))
    return out


def _host(a: Any) -> np.ndarray:
    """A NumPy copy, to compare backends (only here: the library never does this)."""
    import numpy as np

    if hasattr(a, "compute"):
        a = a.compute()
    if hasattr(a, "numpy") and not isinstance(a, np.ndarray):
        a = a.detach().cpu() if hasattr(a, "detach") else a
        return np.asarray(a.numpy())
    return np.asarray(cast(object, a))  # an array NumPy converts (not the type narrowed above)


def installed() -> list[str]:
    return [b for b, m in MODULES.items() if importlib.util.find_spec(m.split(".")[0])]


if __name__ == "__main__":
    runs = {b: run(b) for b in installed()}
    print("loss per step:", "  ".join(f"{b:>10s}" for b in runs if runs[b]["losses"]))
    for i in range(STEPS):
        print(f"{i:13d}", "  ".join(f"{r['losses'][i]:10.6f}" for r in runs.values()
                                    if r["losses"]))
