"""Searching functions for torch: ``count_nonzero`` over any axes, with ``keepdims``;
``argmax``, ``argmin``, ``nonzero`` and ``where`` calling torch directly.  Each body sits
in a ``try`` whose ``except`` clause keeps the error contract (``_errors``), or computes
``argmax``, ``argmin``, ``searchsorted``, ``nonzero`` and ``count_nonzero`` on
``uint16``/``uint32``/``uint64``, which torch has no kernels for (see ``_unsigned.py``)."""

from __future__ import annotations

from typing import Any

import array_api_compat.torch as _compat
import torch

from .._common._errors import AxisError
from ._compiled import dtype_checked
from ._errors import fail
from ._unsigned import failed_on_unsigned, ordered

__all__ = ["argmax", "argmin", "count_nonzero", "nonzero", "searchsorted", "where"]

_Tensor = torch.Tensor
# The tensor methods: a call skips the module function's dispatch (a fifth of a small call).
_argmax, _argmin = torch.Tensor.argmax, torch.Tensor.argmin
_where, _nonzero, _searchsorted = torch.where, torch.nonzero, torch.searchsorted


def _on_ordered(fn: Any, x: Any, /, **kwargs: Any) -> Any:
    """``fn`` of a ``uint16``/``uint32``/``uint64`` array's order-preserving bit patterns."""
    return fn(ordered(x), **kwargs)


def _on_nonzero(fn: Any, x: Any, /, **kwargs: Any) -> Any:
    """``fn`` of where a ``uint16``/``uint32``/``uint64`` array is not zero."""
    return fn(x != 0, **kwargs)


def _out_of_range(axis: int, ndim: int) -> bool:
    raise AxisError(f"xpagnostic.torch.count_nonzero: axis {axis} is out of bounds for an "
                    f"array of {ndim} dimensions")


@dtype_checked(_on_nonzero)
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
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x):
            return _on_nonzero(count_nonzero, x, axis=axis, keepdims=keepdims)
        return fail("count_nonzero", e, (x,), {"axis": axis, "keepdims": keepdims})


def _arg_reduction(name: str, method: Any) -> Any:
    """``argmax`` or ``argmin``: the tensor ``method``, on the order-preserving bit
    patterns of a ``uint16``/``uint32``/``uint64`` array where torch has no kernel."""

    def reduce(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
        try:
            return method(x, axis, keepdims)
        except Exception as e:  # the error contract (_common/_contract.py)
            if failed_on_unsigned(e, x):
                return _on_ordered(reduce, x, axis=axis, keepdims=keepdims)
            return fail(name, e, (x,), {"axis": axis, "keepdims": keepdims})

    reduce.__name__ = reduce.__qualname__ = name
    return dtype_checked(_on_ordered)(reduce)


argmax = _arg_reduction("argmax", _argmax)
argmin = _arg_reduction("argmin", _argmin)


def where(condition: Any, x1: Any, x2: Any, /) -> Any:
    try:
        if type(x1) is _Tensor and type(x2) is _Tensor and (
                x1.dtype is x2.dtype or (x1.ndim and x2.ndim)):
            return _where(condition, x1, x2)  # torch's own promotion is the standard's
        return _compat.where(condition, x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("where", e, (condition, x1, x2))


@dtype_checked(_on_nonzero)
def nonzero(x: Any, /) -> tuple[Any, ...]:
    try:
        if x.ndim == 0:
            raise ValueError("xpagnostic.torch.nonzero: a 0-d array has no indices to give")
        return _nonzero(x, as_tuple=True)  # type: ignore[no-any-return]
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x):
            return _on_nonzero(nonzero, x)  # type: ignore[no-any-return]
        return fail("nonzero", e, (x,))  # type: ignore[no-any-return]


def _searchsorted_ordered(fn: Any, x1: Any, x2: Any, /, **kwargs: Any) -> Any:
    """``searchsorted`` in a ``uint16``/``uint32``/``uint64`` array: of the order-preserving
    bit patterns, ``x2`` cast to ``x1``'s dtype."""
    if not isinstance(x2, torch.Tensor):
        x2 = torch.asarray(x2, dtype=x1.dtype, device=x1.device)
    return fn(ordered(x1), ordered(x2.to(x1.dtype)), **kwargs)


@dtype_checked(_searchsorted_ordered)
def searchsorted(x1: Any, x2: Any, /, *, side: str = "left", sorter: Any = None) -> Any:
    try:
        return _searchsorted(x1, x2, side=side, sorter=sorter)
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x1):
            return _searchsorted_ordered(searchsorted, x1, x2, side=side, sorter=sorter)
        return fail("searchsorted", e, (x1, x2), {"side": side, "sorter": sorter})
