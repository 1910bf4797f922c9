"""Searching functions for torch: ``count_nonzero`` over any axes, with ``keepdims``;
``argmax``, ``argmin``, ``searchsorted``, ``nonzero`` and ``count_nonzero`` on
``uint16``/``uint32``/``uint64``, which torch has no kernels for (see ``_unsigned.py``)."""

from __future__ import annotations

from typing import Any

import array_api_compat.torch as _compat
import torch

from ._unsigned import UNSIGNED_WIDE, ordered

__all__ = ["argmax", "argmin", "count_nonzero", "nonzero", "searchsorted"]

_argmax, _argmin, _searchsorted, _nonzero = (torch.argmax, torch.argmin, torch.searchsorted,
                                             _compat.nonzero)
_unsigned_wide = UNSIGNED_WIDE


def argmax(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
    if x.dtype in _unsigned_wide:
        x = ordered(x)
    if axis is None and not keepdims:
        return _argmax(x)
    return _argmax(x, dim=axis, keepdim=keepdims)


def argmin(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
    if x.dtype in _unsigned_wide:
        x = ordered(x)
    if axis is None and not keepdims:
        return _argmin(x)
    return _argmin(x, dim=axis, keepdim=keepdims)


def searchsorted(x1: Any, x2: Any, /, *, side: str = "left", sorter: Any = None) -> Any:
    if x1.dtype in _unsigned_wide:
        if not isinstance(x2, torch.Tensor):
            x2 = torch.asarray(x2, dtype=x1.dtype, device=x1.device)
        x1, x2 = ordered(x1), ordered(x2.to(x1.dtype))
    return _searchsorted(x1, x2, side=side, sorter=sorter)


def nonzero(x: Any, /) -> tuple[Any, ...]:
    if x.dtype in _unsigned_wide:
        x = x != 0
    return _nonzero(x)  # type: ignore[no-any-return]


def count_nonzero(x: Any, /, *, axis: int | tuple[int, ...] | None = None,
                  keepdims: bool = False) -> Any:
    if x.dtype in _unsigned_wide:
        x = x != 0
    if axis is None:
        axes = tuple(range(x.ndim))
    else:
        axes = tuple(a % x.ndim for a in ((axis,) if isinstance(axis, int) else axis))
    if not axes:  # nothing to reduce (torch would reduce everything for dim=())
        return (x != 0).to(torch.int64)
    result = torch.count_nonzero(x, dim=axes)
    if keepdims:
        result = torch.reshape(result, [1 if i in axes else n for i, n in enumerate(x.shape)])
    return result
