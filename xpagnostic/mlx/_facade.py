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

from .._facade._adapters import ArrayAdapter, as_written, refuse_as_numpy
from .._facade._index import normalise_key


def _mx() -> Any:
    return sys.modules["mlx.core"]


#: A first key part that is a 0-d False mask: a new axis of length 0 (NumPy's reading).
_EMPTY_AXIS = object()


def _read(raw: Any, key: Any) -> Any:
    """``raw[key]`` with a leading ``_EMPTY_AXIS``: a new first axis, of which none is taken."""
    if isinstance(key, tuple) and key and key[0] is _EMPTY_AXIS:
        return raw[(None, *key[1:])][:0]
    return raw[key]


def _masks_as_indices(key: Any, raw: Any) -> Any:
    """``key`` with each boolean array replaced by the indices of its true elements (a
    mask of the wrong shape raises ``IndexError``, as NumPy's), and 0-d arrays as slice
    bounds read as integers (MLX's slices take Python integers only)."""
    mx = _mx()
    parts = key if isinstance(key, tuple) else (key,)
    if not any((isinstance(k, mx.array) and k.dtype == mx.bool_) or type(k) is slice
               for k in parts):
        return key
    from . import nonzero

    out: list[Any] = []
    axis: int | None = 0  # the axis of raw the next part indexes (None: past an Ellipsis)
    for k in parts:
        if type(k) is slice:
            out.append(slice(*(int(v.item()) if isinstance(v, mx.array) else v
                               for v in (k.start, k.stop, k.step))))
        elif isinstance(k, mx.array) and k.dtype == mx.bool_:
            if k.ndim == 0:
                if not k.item() and out:
                    raise IndexError("Tensor.__getitem__ (mlx): a 0-d False mask is "
                                     "supported as the first part of a key only")
                out.append(None if k.item() else _EMPTY_AXIS)
                continue
            if axis is not None and tuple(raw.shape[axis:axis + k.ndim]) != tuple(k.shape):
                raise IndexError(f"Tensor.__getitem__ (mlx): boolean index of shape "
                                 f"{tuple(k.shape)} does not match the indexed dimensions "
                                 f"{tuple(raw.shape[axis:axis + k.ndim])}")
            out.extend(nonzero(k))
            if axis is not None:
                axis += k.ndim
            continue
        else:
            out.append(k)
        if k is Ellipsis:
            axis = None
        elif k is not None and axis is not None:
            axis += 1
    return tuple(out)


def _part(k: Any, raw: Any) -> Any:
    """One non-basic part of a key as an MLX index: a list, a NumPy array or a Python bool
    as the MLX array NumPy would read it as (MLX indexes with its own arrays only)."""
    mx = _mx()
    if type(k) is bool:
        return mx.array(k)
    if type(k) is list or type(k).__module__ == "numpy":
        numpy = sys.modules["numpy"]
        host = numpy.asarray(k) if not (type(k) is list and not k) else numpy.zeros(0, int)
        if host.dtype.kind == "u":
            host = host.astype(numpy.int64)
        return mx.array(host)
    if isinstance(k, mx.array) and k.dtype in (mx.uint32, mx.uint64):
        return k.astype(mx.int64)
    return k


class MLXArrays(ArrayAdapter):
    """MLX: arrays written by rebinding to an updated copy."""

    @staticmethod
    def normalise_key(key: Any, raw: Any) -> Any:
        return normalise_key(key, raw, _part)

    @staticmethod
    def getitem(raw: Any, key: Any) -> Any:
        return _read(raw, _masks_as_indices(key, raw))

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
        index = _masks_as_indices(key, raw)
        if isinstance(index, tuple) and index and index[0] is _EMPTY_AXIS:
            return out  # a False mask selects nothing to write
        out[index] = value
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
    def to_python(raw: Any, convert: Any) -> Any:
        # MLX converts an array of one element of any shape; NumPy a 0-d array only.
        refuse_as_numpy(raw, convert, raw.dtype == _mx().bool_)
        return convert(raw)

    @staticmethod
    def host(raw: Any) -> tuple[Any, bool]:
        # A read-only view of the array's memory: writes go through the facade, which
        # rebinds, so a writable NumPy view would change the arrays built from it.
        import numpy

        host = numpy.asarray(raw)
        host.flags.writeable = False
        return host, False

    @staticmethod
    def dlpack_device(raw: Any) -> tuple[Any, int]:
        return (1, 0)
