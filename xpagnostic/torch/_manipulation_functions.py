"""Manipulation functions for torch: shape errors are ``ValueError``, as the standard says;
``flip`` and ``diff`` on ``uint16``/``uint32``/``uint64`` (no torch kernel) on the
same-width signed bit patterns (see ``_unsigned.py``)."""

from __future__ import annotations

from typing import Any

import array_api_compat.torch as _compat
import torch

from ._unsigned import UNSIGNED_WIDE, bits

__all__ = ["broadcast_arrays", "broadcast_shapes", "broadcast_to", "diff", "flip"]


def flip(x: Any, /, *, axis: int | tuple[int, ...] | None = None) -> Any:
    if x.dtype in UNSIGNED_WIDE:
        return flip(bits(x), axis=axis).view(x.dtype)
    # (the method takes an int axis, torch.flip does not)
    return x.flip(tuple(range(x.ndim)) if axis is None else axis)


_diff = _compat.diff


def diff(x: Any, /, *, axis: int = -1, n: int = 1, prepend: Any = None,
         append: Any = None) -> Any:
    if x.dtype not in UNSIGNED_WIDE:
        return _diff(x, axis=axis, n=n, prepend=prepend, append=append)
    # differences modulo 2**bits, on the bit patterns (prepend and append are of x's dtype)
    ends = [None if e is None else bits(e.to(x.dtype)) for e in (prepend, append)]
    return _diff(bits(x), axis=axis, n=n, prepend=ends[0], append=ends[1]).view(x.dtype)


def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]:
    try:
        return tuple(torch.broadcast_shapes(*shapes))
    except RuntimeError as err:
        raise ValueError(f"xpagnostic.torch.broadcast_shapes: {err}") from None


def broadcast_arrays(*arrays: Any) -> tuple[Any, ...]:
    shape = broadcast_shapes(*(a.shape for a in arrays))
    return tuple(torch.broadcast_to(a, shape) for a in arrays)


def broadcast_to(x: Any, /, shape: tuple[int, ...]) -> Any:
    try:
        return torch.broadcast_to(x, shape)
    except RuntimeError as err:
        raise ValueError(f"xpagnostic.torch.broadcast_to: cannot broadcast shape "
                         f"{tuple(x.shape)} to {tuple(shape)}: {err}") from None
