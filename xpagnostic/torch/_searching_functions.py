"""Searching functions for torch: ``count_nonzero`` over any axes, with ``keepdims``;
``argmax``, ``argmin``, ``nonzero`` and ``where`` calling torch directly.  Each body sits
in a ``try`` whose ``except`` clause keeps the error contract (``_errors``)."""

from __future__ import annotations

from typing import Any

import array_api_compat.torch as _compat
import torch

from .._common._errors import AxisError
from ._errors import fail

__all__ = ["argmax", "argmin", "count_nonzero", "nonzero", "where"]

_Tensor = torch.Tensor
# The tensor methods: a call skips the module function's dispatch (a fifth of a small call).
_argmax, _argmin = torch.Tensor.argmax, torch.Tensor.argmin
_where, _nonzero = torch.where, torch.nonzero


def _out_of_range(axis: int, ndim: int) -> bool:
    raise AxisError(f"xpagnostic.torch.count_nonzero: axis {axis} is out of bounds for an "
                    f"array of {ndim} dimensions")


def count_nonzero(x: Any, /, *, axis: int | tuple[int, ...] | None = None,
                  keepdims: bool = False) -> Any:
    try:
        if axis is None:
            axes = tuple(range(x.ndim))
        else:
            axes = tuple(a % x.ndim for a in ((axis,) if isinstance(axis, int) else axis)
                         if -x.ndim <= a < x.ndim or _out_of_range(a, x.ndim))
        if not axes:  # nothing to reduce (torch would reduce everything for dim=())
            return (x != 0).to(torch.int64)
        result = torch.count_nonzero(x, dim=axes)
        if keepdims:
            result = torch.reshape(result, [1 if i in axes else n for i, n in enumerate(x.shape)])
        return result
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("count_nonzero", e, (x,), {"axis": axis})


def argmax(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
    try:
        return _argmax(x, axis, keepdims)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("argmax", e, (x,), {"axis": axis})


def argmin(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
    try:
        return _argmin(x, axis, keepdims)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("argmin", e, (x,), {"axis": axis})


def where(condition: Any, x1: Any, x2: Any, /) -> Any:
    try:
        if type(x1) is _Tensor and type(x2) is _Tensor and (
                x1.dtype is x2.dtype or (x1.ndim and x2.ndim)):
            return _where(condition, x1, x2)  # torch's own promotion is the standard's
        return _compat.where(condition, x1, x2)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("where", e, (condition, x1, x2))


def nonzero(x: Any, /) -> tuple[Any, ...]:
    try:
        if x.ndim == 0:
            raise ValueError("xpagnostic.torch.nonzero: a 0-d array has no indices to give")
        return _nonzero(x, as_tuple=True)  # type: ignore[no-any-return]
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("nonzero", e, (x,))  # type: ignore[no-any-return]
