"""The Tensor facade's per-call overhead: a 3-op chain ``x.square().abs().sqrt()``.

On a small array (16 float32 values, so the kernels cost little and the wrapper
shows), per backend:

- facade chain against the same chain of native calls;
- EagerPy 0.30's chain against the same native calls (when EagerPy is installed:
  ``pip install ".[bench]"``);
- facade chain against EagerPy's chain directly (below 1 means we cost less).

The extra cost per operation is ``(chain - native) / 3`` from the best times.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from typing import Any

import numpy as np

from ._timing import Row, compare

DATA = np.linspace(-2.0, 2.0, 16, dtype=np.float32)


def _natives() -> dict[str, tuple[Any, Callable[[Any], Any]]]:
    """backend -> (native array, native 3-op chain)."""
    out: dict[str, tuple[Any, Callable[[Any], Any]]] = {
        "numpy": (DATA.copy(), lambda x: np.sqrt(np.abs(np.square(x)))),
    }
    if importlib.util.find_spec("torch"):
        import torch

        out["torch"] = (torch.asarray(DATA), lambda x: torch.sqrt(torch.abs(torch.square(x))))
    if importlib.util.find_spec("jax"):
        import jax.numpy as jnp

        out["jax"] = (jnp.asarray(DATA), lambda x: jnp.sqrt(jnp.abs(jnp.square(x))))
    if importlib.util.find_spec("tensorflow"):
        import tensorflow as tf

        out["tensorflow"] = (tf.constant(DATA),
                             lambda x: tf.sqrt(tf.abs(tf.square(x))))
    return out


def run() -> list[Row]:
    from xpagnostic import astensor

    eagerpy = importlib.import_module("eagerpy") if importlib.util.find_spec("eagerpy") else None
    rows: list[Row] = []
    for backend, (x, native_chain) in _natives().items():
        t = astensor(x)
        np.testing.assert_allclose(np.asarray(t.square().abs().sqrt()), np.abs(DATA), rtol=1e-6)

        def native(x: Any = x, chain: Callable[[Any], Any] = native_chain) -> Any:
            return chain(x)

        def ours(t: Any = t) -> Any:
            return t.square().abs().sqrt()

        rows.append(compare("facade 3-op chain", backend, "native calls", native, ours))
        if eagerpy is None:
            continue
        e = eagerpy.astensor(x)

        def theirs(e: Any = e) -> Any:
            return e.square().abs().sqrt()

        rows.append(compare("EagerPy 3-op chain", backend, "native calls", native, theirs))
        rows.append(compare("facade vs EagerPy", backend, "EagerPy chain", theirs, ours))
    return rows


def extra_per_op(rows: list[Row]) -> dict[str, float]:
    """'<bench> <backend>' -> extra seconds per operation over native, from best times."""
    return {f"{r.bench} {r.case}": (r.ours_s - r.ref_s) / 3
            for r in rows if r.reference == "native calls"}
