"""``python -m xpagnostic``: backends found, versions, devices, and a live demo.

The same agnostic functions run on every installed backend and their results
are printed side by side.  A missing backend is listed with the pip extra that
adds it; it never stops the report.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
from importlib import metadata
from typing import Any

import xpagnostic

# backend -> (import name, distribution names to look up, pip extra)
_BACKENDS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "numpy": ("numpy", ("numpy",), ""),
    "torch": ("torch", ("torch",), "torch"),
    "jax": ("jax", ("jax",), "jax"),
    "tensorflow": ("tensorflow", ("tensorflow", "tensorflow-cpu"), "tensorflow"),
    "dask": ("dask", ("dask",), "dask"),
}
#: backend -> where its computations run, when that is not just the devices listed.
_WHERE: dict[str, str] = {
    "dask": "lazy graphs; computed here on local threads, or on every worker of a "
            "dask.distributed cluster once a Client('scheduler-address') is connected",
}


def norm(x: Any) -> Any:
    """Euclidean norm, written once for every backend."""
    xp = xpagnostic.get_namespace(x)
    return xp.sqrt(xp.sum(xp.square(x)))


def regression_step(w: Any, x: Any, y: Any, lr: float = 0.1) -> tuple[Any, Any]:
    """One gradient-descent step of least squares (analytic gradient): new w, loss."""
    xp = xpagnostic.get_namespace(w, x, y)
    # Namespace functions rather than operators: native tf.Tensor operators do not follow
    # the standard (no promotion, ``@`` only for 2-D), the namespace's functions do.
    residual = xp.subtract(xp.matmul(x, w), y)
    loss = xp.mean(xp.square(residual))
    grad = xp.multiply(xp.matmul(xp.matrix_transpose(x), residual), 2.0 / x.shape[0])
    return xp.subtract(w, xp.multiply(grad, lr)), loss


def _version(dists: tuple[str, ...]) -> str:
    for dist in dists:
        try:
            return metadata.version(dist)
        except metadata.PackageNotFoundError:
            continue
    return "unknown"


def _to_float(x: Any) -> float:
    return float(x)


def _demo(xp: Any) -> dict[str, str]:
    x = xp.asarray([3.0, 4.0, 12.0])
    features = xp.asarray([[1.0, 0.0], [1.0, 1.0], [1.0, 2.0], [1.0, 3.0]])
    targets = xp.asarray([1.0, 3.0, 5.0, 7.0])
    w = xp.zeros(2)
    loss0 = None
    for _ in range(50):
        w, loss = regression_step(w, features, targets)
        loss0 = loss if loss0 is None else loss0
    return {
        "norm([3, 4, 12])": f"{_to_float(norm(x)):.6g}",
        "least squares: loss, step 1": f"{_to_float(loss0):.6g}",
        "least squares: loss, step 50": f"{_to_float(loss):.6g}",
        "least squares: w after 50 steps": "[" + ", ".join(
            f"{_to_float(w[i]):.4f}" for i in range(2)) + "]",
        "result type": type(norm(x)).__module__.split(".")[0] + "." + type(norm(x)).__name__,
    }


def main() -> int:
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    print(f"xpagnostic {xpagnostic.__version__}: one Array API 2025.12 namespace per backend\n")
    demos: dict[str, dict[str, str]] = {}
    for name, (module, dists, extra) in _BACKENDS.items():
        if importlib.util.find_spec(module) is None:
            print(f"  {name:<11} not installed  (pip install 'xpagnostic[{extra}]')")
            continue
        try:
            xp = importlib.import_module(f"xpagnostic.{name}")
            info = xp.__array_namespace_info__()
            devices = ", ".join(str(d) for d in info.devices())
            print(f"  {name:<11} {_version(dists):<12} array API {xp.__array_api_version__}"
                  f"  devices: {devices}")
            if name in _WHERE:
                print(f"  {'':<11} {_WHERE[name]}")
        except Exception as exc:  # a broken install must not stop the report
            print(f"  {name:<11} unavailable: {type(exc).__name__}: {exc}")
            continue
        try:
            demos[name] = _demo(xp)
        except Exception as exc:  # report, never crash
            print(f"  {'':<11} demo failed: {type(exc).__name__}: {exc}")
    if not demos:
        return 1
    print("\nThe same agnostic functions on every installed backend:\n")
    rows = list(next(iter(demos.values())))
    width = max(len(r) for r in rows) + 2
    cols = list(demos)
    colw = max(max(len(v) for d in demos.values() for v in d.values()), 10) + 2
    print(" " * width + "".join(f"{c:<{colw}}" for c in cols))
    for row in rows:
        print(f"{row:<{width}}" + "".join(f"{demos[c][row]:<{colw}}" for c in cols))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
