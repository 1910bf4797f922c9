"""Inspection: ``__array_namespace_info__`` for xpagnostic.mlx."""

from __future__ import annotations

from typing import Any

import mlx.core as mx

from .._common._info import NamespaceInfo
from . import _dtypes as d
from ._devices import local_devices

__all__ = ["__array_namespace_info__"]

_GPU_DTYPES = {n: t for n, t in d.BY_NAME.items() if n != "float64"}


class __array_namespace_info__(NamespaceInfo):
    """Facts about xpagnostic.mlx: devices, dtypes, defaults and capabilities.

    Devices are ``mlx.core.Device`` objects.  MLX has no ``complex128``; ``float64``
    computes on the CPU only, so the GPU lists the other eleven dtypes.
    """

    __module__ = "xpagnostic.mlx"
    backend = "mlx"

    def capabilities(self) -> dict[str, Any]:
        """``boolean indexing`` is False: ``mlx.core.array.__getitem__`` rejects boolean
        masks.  ``data-dependent shapes`` is True: ``nonzero`` and the ``unique_*`` functions
        work eagerly (not under ``mx.compile``).  ``max dimensions`` is 64, the rank up to
        which the namespace is checked."""
        return {"boolean indexing": False, "data-dependent shapes": True, "max dimensions": 64}

    def default_device(self) -> Any:
        """Where MLX runs operations given no stream: its default device."""
        return mx.default_device()

    def devices(self) -> tuple[Any, ...]:
        """Every device MLX runs operations on here (the CPU first)."""
        return tuple(local_devices())

    def _supported(self, device: Any) -> dict[str, Any]:
        if device is None:
            device = mx.default_device()
        if isinstance(device, mx.DeviceType):
            device = mx.Device(device, 0)
        if not isinstance(device, mx.Device) or device not in local_devices():
            raise ValueError(f"xpagnostic.mlx.__array_namespace_info__: {device!r} is not a "
                             "device of MLX here")
        return d.BY_NAME if device.type == mx.cpu else _GPU_DTYPES

    def _default_names(self) -> dict[str, str]:
        return {"real floating": "float32", "complex floating": "complex64",
                "integral": "int32", "indexing": "int64"}
