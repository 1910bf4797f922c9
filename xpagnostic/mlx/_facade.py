"""The Tensor facade's adapter to MLX arrays: written by rebinding (an MLX array's own
``__setitem__`` leaves the arrays built from it unchanged, so the facade emulates NumPy's
views), boolean masks read as the indices of their true elements (MLX's indexing refuses
masks), and devices as MLX's default device (an MLX array has none of its own).

Imported when an MLX array first reaches the facade (``ADAPTERS`` of
:mod:`xpagnostic._facade._adapters`).
"""

from __future__ import annotations

import sys
from typing import Any

from .._facade._adapters import ArrayAdapter, as_written


def _mx() -> Any:
    return sys.modules["mlx.core"]


def _masks_as_indices(key: Any) -> Any:
    """``key`` with each boolean array replaced by the indices of its true elements."""
    mx = _mx()
    parts = key if isinstance(key, tuple) else (key,)
    if not any(isinstance(k, mx.array) and k.dtype == mx.bool_ for k in parts):
        return key
    from . import nonzero

    out: list[Any] = []
    for k in parts:
        if isinstance(k, mx.array) and k.dtype == mx.bool_:
            if k.ndim == 0:
                out.append(None)
                if not k.item():
                    out.append(mx.zeros((0,), dtype=mx.int32))
                continue
            out.extend(nonzero(k))
        else:
            out.append(k)
    return tuple(out)


class MLXArrays(ArrayAdapter):
    """MLX: arrays written by rebinding to an updated copy."""

    @staticmethod
    def getitem(raw: Any, key: Any) -> Any:
        return raw[_masks_as_indices(key)]

    @staticmethod
    def setitem(raw: Any, key: Any, value: Any, xp: Any) -> Any:
        mx = _mx()
        dtype = raw.dtype
        value = as_written(value, dtype, MLXArrays.numpy_dtype)
        if isinstance(value, mx.array) and value.dtype != dtype:
            if (xp.isdtype(value.dtype, "complex floating")
                    and not xp.isdtype(dtype, "complex floating")):
                value = xp.real(value)
            value = value.astype(dtype)
        out = mx.array(raw)
        out[_masks_as_indices(key)] = value
        return out

    @staticmethod
    def copy(raw: Any, xp: Any) -> Any:
        return _mx().array(raw)

    @staticmethod
    def numpy_dtype(dtype: Any) -> Any:
        numpy = sys.modules["numpy"]
        name = str(dtype).rpartition(".")[2]
        try:
            return numpy.dtype(name)
        except TypeError:  # bfloat16
            return None

    @staticmethod
    def itemsize(raw: Any) -> int:
        return int(raw.itemsize)

    @staticmethod
    def device(raw: Any) -> Any:
        return _mx().default_device()

    @staticmethod
    def to_device(raw: Any, device: Any, stream: Any) -> Any:
        mx = _mx()
        if isinstance(device, str):
            from .._accelerators import native_device

            device = native_device("mlx", "Tensor.to_device", device)
        if not mx.is_available(device):
            raise ValueError(f"Tensor.to_device (mlx): device {device!r} is not available")
        return raw

    @staticmethod
    def host(raw: Any) -> tuple[Any, bool]:
        import numpy

        return numpy.array(raw, copy=True), True

    @staticmethod
    def dlpack_device(raw: Any) -> tuple[Any, int]:
        return (1, 0)
