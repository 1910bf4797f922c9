"""``__array_namespace_info__`` for JAX: real devices, and the dtypes enabled right now.

JAX's own info object lists ``None`` among the devices and returns a list; ours
returns a tuple of real devices.  The dtype answer follows the current
``jax_enable_x64`` setting, which is read, never changed.
"""

from __future__ import annotations

from typing import Any

import jax
import jax.numpy as jnp

from .._common._info import NamespaceInfo

__all__ = ["__array_namespace_info__"]

_ALWAYS = ("bool", "int8", "int16", "int32", "uint8", "uint16", "uint32", "float32",
           "complex64")
_X64 = ("int64", "uint64", "float64", "complex128")


def x64_enabled() -> bool:
    """Whether JAX computes in 64 bits right now (``jax_enable_x64``)."""
    return bool(jax.config.jax_enable_x64)


class __array_namespace_info__(NamespaceInfo):
    """The inspection API of ``xpagnostic.jax``."""

    backend = "jax"

    def capabilities(self) -> dict[str, Any]:
        # Boolean masks and data-dependent shapes work eagerly, but not under jax.jit.
        return {"boolean indexing": False, "data-dependent shapes": False, "max dimensions": 64}

    def default_device(self) -> Any:
        dev = jax.config.jax_default_device
        if isinstance(dev, str):  # a platform name
            return jax.devices(dev)[0]
        return dev if dev is not None else jax.devices()[0]

    def devices(self) -> tuple[Any, ...]:
        # The default backend's devices, then the host's (always present).
        return tuple(dict.fromkeys([*jax.devices(), *jax.devices("cpu")]))

    def _supported(self, device: Any) -> dict[str, Any]:
        names = _ALWAYS + _X64 if x64_enabled() else _ALWAYS
        return {n: jnp.dtype(n) for n in names}

    def _default_names(self) -> dict[str, str]:
        wide = x64_enabled()
        return {"real floating": "float64" if wide else "float32",
                "complex floating": "complex128" if wide else "complex64",
                "integral": "int64" if wide else "int32",
                "indexing": "int64" if wide else "int32"}
