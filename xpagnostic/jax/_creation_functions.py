"""Creation functions for JAX: ``from_dlpack`` takes strided producers and keeps a JAX
array's device.

``jax.numpy.from_dlpack`` puts the array it imports on the default device; a JAX array
given without ``device=`` stays on its own devices (its sharding), as the standard says.

JAX imports only DLPack buffers whose strides describe a compact layout (a permutation of
row-major), and raises ``JaxRuntimeError`` for any other: a NumPy slice ``a[:, ::2]`` or a
reversed view.  Such an array, when its producer lives on the CPU, is read through NumPy
(which takes any strides without a copy), compacted into one fresh buffer, and imported
from that.  A producer elsewhere, or ``copy=False``, gets ``BufferError`` (the protocol's
error, on which callers such as scikit-learn fall back to another route).
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp

__all__ = ["from_dlpack"]

_CPU = 1  # DLPack's kDLCPU


def from_dlpack(x: Any, /, *, device: Any = None, copy: bool | None = None) -> Any:
    if device is None and isinstance(x, jax.Array):
        device = x.sharding
    try:
        return jnp.from_dlpack(x, device=device, copy=copy)
    except Exception as e:
        if "strid" not in str(e):
            raise
        error = e
    where = f"from_dlpack (jax): {type(x).__module__}.{type(x).__qualname__}"
    if copy is False:
        raise BufferError(f"{where} is strided; JAX imports it only through a compacting "
                          "copy, and copy=False was given") from error
    dl_device = getattr(x, "__dlpack_device__", lambda: (None, 0))()
    if dl_device[0] != _CPU:
        raise BufferError(f"{where} is strided on device {dl_device}; JAX imports compact "
                          "buffers only (compact it on its device first)") from error
    import numpy as np

    compact = np.ascontiguousarray(np.from_dlpack(x))
    return jnp.from_dlpack(compact, device=device)
