"""The Tensor facade's adapter to PyTorch tensors: NumPy's indexing where PyTorch's
differs, NumPy's conversions and writes.

Imported when a torch tensor first reaches the facade (``ADAPTERS`` of
:mod:`xpagnostic._facade._adapters`).  PyTorch reads index arrays differently from NumPy
(see :mod:`xpagnostic._facade._index`), and ``x[::-1]`` on a torch tensor raises: a key of
basic indices (integers, slices, ``None``, ``...``) with negative steps is rewritten into
the same selection taken with positive steps, followed by a flip of the affected output
axes.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from .._facade._adapters import ArrayAdapter, as_written, refuse_as_numpy
from .._facade._index import list_part, normalise_key
from ._manipulation_functions import flip


class TorchArrays(ArrayAdapter):
    """PyTorch: index arrays as ``int64`` tensors, negative slice steps by flipping."""

    @staticmethod
    def normalise_key(key: Any, raw: Any) -> Any:
        return normalise_key(key, raw, _index_array, _integers_as_arrays)

    @staticmethod
    def getitem(raw: Any, key: Any) -> Any:
        if has_negative_step(key):
            key, dims = positive_steps(key, tuple(raw.shape))
            out = raw[key]
            # the namespace's flip: torch has no flip kernel for uint16/uint32/uint64
            return flip(out, axis=tuple(dims)) if dims else out
        return raw[key]

    @staticmethod
    def setitem(raw: Any, key: Any, value: Any, xp: Any) -> Any:
        value = as_written(value, raw.dtype, TorchArrays.numpy_dtype)
        torch = sys.modules["torch"]
        if raw.dtype is torch.uint64 and not isinstance(value, torch.Tensor):
            # torch reads a scalar written into uint64 as int64, which overflows at 2**63
            value = xp.asarray(value, dtype=raw.dtype, device=raw.device)
        if has_negative_step(key):
            key, dims = positive_steps(key, tuple(raw.shape))
            if dims:
                target = raw[key]
                value = xp.flip(xp.broadcast_to(
                    xp.asarray(value, dtype=target.dtype, device=target.device),
                    tuple(target.shape)), axis=dims)
        raw[key] = value
        return raw

    @staticmethod
    def copy(raw: Any, xp: Any) -> Any:
        return raw.clone()

    @staticmethod
    def to_python(raw: Any, convert: Callable[[Any], Any]) -> Any:
        torch = sys.modules["torch"]
        refuse_as_numpy(raw, convert, raw.dtype is torch.bool)
        if raw.dtype is torch.uint64:  # torch reads it through int64, which overflows
            return convert(raw.item())
        return convert(raw)

    @staticmethod
    def numpy_dtype(dtype: Any) -> Any:
        name = str(dtype).removeprefix("torch.")
        np = sys.modules["numpy"]
        return np.dtype(name) if hasattr(np, name) else None

    @staticmethod
    def host(raw: Any) -> tuple[Any, bool]:
        copied = raw.is_conj() or raw.is_neg() or raw.device.type != "cpu"
        # Detached, with the conjugate and negative bits resolved.
        return raw.numpy(force=True), copied


def _index_array(k: Any, raw: Any) -> Any:
    """An index array for PyTorch: integers as ``int64`` (``uint8`` would be read as a
    mask), booleans as they are, on the tensor's device."""
    k = list_part(k, raw)
    torch = sys.modules["torch"]
    np = sys.modules.get("numpy")
    if np is not None and isinstance(k, np.ndarray):
        if k.dtype == np.bool_:
            return torch.as_tensor(k, device=raw.device)
        if k.dtype.kind in "iu":
            return torch.as_tensor(k.astype(np.int64, copy=False), device=raw.device)
        return k  # torch raises its own IndexError for other dtypes
    if isinstance(k, torch.Tensor) and k.dtype not in (torch.int64, torch.int32, torch.bool):
        if not (k.dtype.is_floating_point or k.dtype.is_complex):
            return k.to(torch.int64)
    return k


def _integers_as_arrays(parts: tuple[Any, ...], raw: Any) -> tuple[Any, ...]:
    """Integers among index arrays as one-element index arrays, so that PyTorch places the
    advanced axes as NumPy does.  With an index array of rank 1 or more in the key, the
    broadcast shape is the same either way."""
    torch = sys.modules["torch"]
    if not any(isinstance(k, torch.Tensor) and k.ndim >= 1 for k in parts):
        return parts
    if not any(type(k) is int for k in parts):
        return parts
    return tuple(torch.tensor([k], dtype=torch.int64, device=raw.device) if type(k) is int
                 else k for k in parts)


def has_negative_step(key: Any) -> bool:
    keys = key if isinstance(key, tuple) else (key,)
    return any(type(k) is slice and k.step is not None and k.step < 0 for k in keys)


def positive_steps(key: Any, shape: tuple[int, ...]) -> tuple[tuple[Any, ...], list[int]]:
    """``(key2, dims)``: ``x[key]`` equals ``x[key2]`` flipped along output axes ``dims``.

    Raises IndexError for keys with array indices (a flip cannot be placed exactly when
    advanced indexing moves axes).
    """
    keys = key if isinstance(key, tuple) else (key,)
    for k in keys:
        if not (k is None or k is Ellipsis or type(k) is slice or isinstance(k, int)):
            raise IndexError(
                "Tensor.__getitem__ (torch): negative slice steps combined with array "
                "indices are not supported"
            )
    consumed = sum(1 for k in keys if k is not None and k is not Ellipsis)
    if Ellipsis in keys:
        at = keys.index(Ellipsis)
        keys = keys[:at] + (slice(None),) * (len(shape) - consumed) + keys[at + 1:]
    out: list[Any] = []
    dims: list[int] = []
    axis = 0  # input axis
    out_axis = 0
    for k in keys:
        if k is None:
            out.append(None)
            out_axis += 1
            continue
        if type(k) is slice:
            if k.step is not None and k.step < 0:
                idx = range(*k.indices(shape[axis]))
                if len(idx) == 0:
                    k = slice(0, 0)
                else:
                    k = slice(idx[-1], idx[0] + 1, -k.step)
                    dims.append(out_axis)
            out.append(k)
            out_axis += 1
        else:
            out.append(k)
        axis += 1
    return tuple(out), dims
