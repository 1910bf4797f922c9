"""Namespace overhead: get_namespace and namespace calls against native calls.

``get_namespace`` on a cached array type is compared with
``array_api_compat.array_namespace`` (goal: at most 0.3 µs).  Calls through our
namespaces are compared with the framework's own function on small arrays
(goal: within 5 % where the function maps straight through).
"""

from __future__ import annotations

import importlib.util
from collections.abc import Callable
from typing import Any

import numpy as np

from ._timing import Row, compare

#: (row name, our call, native call) per backend, on a small float32 array ``x``.
Case = tuple[str, Callable[[Any, Any], Any], Callable[[Any, Any], Any]]


CASES: list[Case] = [
    ("exp", lambda xp, x: xp.exp(x), lambda nat, x: nat.exp(x)),
    ("sqrt", lambda xp, x: xp.sqrt(x), lambda nat, x: nat.sqrt(x)),
    ("multiply", lambda xp, x: xp.multiply(x, x), lambda nat, x: nat.multiply(x, x)),
    ("add", lambda xp, x: xp.add(x, x), lambda nat, x: nat.add(x, x)),
    ("matmul", lambda xp, x: xp.matmul(x, x), lambda nat, x: nat.matmul(x, x)),
    ("sum (axis=0)", lambda xp, x: xp.sum(x, axis=0), lambda nat, x: nat.sum(x, 0)),
    ("reshape", lambda xp, x: xp.reshape(x, (-1,)), lambda nat, x: nat.reshape(x, (-1,))),
    ("floor_divide (special cases fixed)", lambda xp, x: xp.floor_divide(x, x),
     lambda nat, x: nat.floor_divide(x, x)),
]


#: Complex cases, on a small complex64 array: where the namespace fixes the standard's
#: special cases (and, on JAX, signed zeros) of the native kernel.
COMPLEX_CASES: list[Case] = [
    ("exp (complex64)", lambda xp, z: xp.exp(z), lambda nat, z: nat.exp(z)),
    ("sqrt (complex64)", lambda xp, z: xp.sqrt(z), lambda nat, z: nat.sqrt(z)),
    ("sin (complex64)", lambda xp, z: xp.sin(z), lambda nat, z: nat.sin(z)),
    ("tanh (complex64)", lambda xp, z: xp.tanh(z), lambda nat, z: nat.tanh(z)),
]


def _arrays() -> list[tuple[str, Any, Any, Any]]:
    """(backend, our namespace, native module, small array) for each installed backend."""
    out = []
    base = np.arange(16, dtype=np.float32).reshape(4, 4) + 1
    import xpagnostic.numpy

    out.append(("numpy", xpagnostic.numpy, np, base.copy()))
    if importlib.util.find_spec("torch"):
        import torch

        import xpagnostic.torch

        out.append(("torch", xpagnostic.torch, torch, torch.from_numpy(base.copy())))
    if importlib.util.find_spec("jax"):
        import jax.numpy as jnp

        import xpagnostic.jax

        out.append(("jax", xpagnostic.jax, jnp, jnp.asarray(base)))
    return out


def run() -> list[Row]:
    import array_api_compat

    import xpagnostic

    rows = []
    arrays = _arrays()
    for backend, _, _, x in arrays:
        rows.append(compare("get_namespace (goal: under 0.3 µs)", backend,
                            "array_api_compat.array_namespace",
                            lambda x=x: array_api_compat.array_namespace(x),
                            lambda x=x: xpagnostic.get_namespace(x)))
    for backend, xp, native, x in arrays:
        z = native.asarray(np.asarray(x) * (1 + 0.5j), dtype=native.complex64)
        for name, ours, nat in CASES:
            rows.append(compare(f"namespace call: {name}", backend, "native call",
                                lambda f=nat, n=native, x=x: f(n, x),
                                lambda f=ours, xp=xp, x=x: f(xp, x)))
        for name, ours, nat in COMPLEX_CASES:
            rows.append(compare(f"namespace call: {name}", backend, "native call",
                                lambda f=nat, n=native, z=z: f(n, z),
                                lambda f=ours, xp=xp, z=z: f(xp, z)))
    return rows
