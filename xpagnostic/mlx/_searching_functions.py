"""Searching, sorting and set functions of xpagnostic.mlx (standard chapters "Searching
Functions", "Sorting Functions" and "Set Functions").

MLX's ``argmax``, ``argmin``, ``argsort`` and ``searchsorted`` return ``uint32``; the
namespace's return its default index dtype, ``int64``.  ``argsort`` and ``sort`` are
stable (MLX's sort is); ``descending=True`` sorts the reversed array, so that equal values
keep their order.  ``nonzero`` and the ``unique_*`` functions, whose output sizes depend
on the data, read one count to the host (``int(...)``) and are otherwise built from sorts
and scatters on the arrays' stream; under ``mx.compile`` (or ``mx.vmap``, ``mx.grad``)
they raise a ``ValueError`` saying so.  NaNs are distinct values for ``unique_*``.
"""

from __future__ import annotations

import builtins
from typing import Any, NamedTuple

import mlx.core as mx

from . import _dtypes as d
from ._errors import fail
from ._helpers import PY_SCALARS, Array, as_array, axes_tuple, axis_index, read_values

__all__ = ["argmax", "argmin", "argsort", "count_nonzero", "isin", "nonzero", "searchsorted",
           "sort", "unique_all", "unique_counts", "unique_inverse", "unique_values", "where"]

_A = mx.array
_INDEX = mx.int64


def _arg(fname: str, native: Any, x: Any, axis: Any, keepdims: builtins.bool) -> Any:
    x = as_array(x, fname)
    if x.dtype in d.COMPLEX_FLOATING:
        raise TypeError(f"xpagnostic.mlx.{fname}: complex values are not ordered")
    if axis is None:
        out = native(x.reshape(-1), axis=0)
        if keepdims:
            out = out.reshape((1,) * x.ndim)
    else:
        out = native(x, axis=axis_index(fname, axis, x.ndim), keepdims=keepdims)
    return out.astype(_INDEX)


def argmax(x: Array, /, *, axis: int | None = None,
           keepdims: builtins.bool = False) -> Array:
    try:
        return _arg("argmax", mx.argmax, x, axis, keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("argmax", e, (x,), {"axis": axis, "keepdims": keepdims})


def argmin(x: Array, /, *, axis: int | None = None,
           keepdims: builtins.bool = False) -> Array:
    try:
        return _arg("argmin", mx.argmin, x, axis, keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("argmin", e, (x,), {"axis": axis, "keepdims": keepdims})


def _flip(x: Any, axis: int) -> Any:
    index = [builtins.slice(None)] * x.ndim
    index[axis] = builtins.slice(None, None, -1)
    return x[tuple(index)]


def _argsort(x: Any, axis: int, descending: builtins.bool) -> Any:
    if not descending:
        return mx.argsort(x, axis=axis).astype(_INDEX)
    n = x.shape[axis]
    return (n - 1) - _flip(mx.argsort(_flip(x, axis), axis=axis).astype(_INDEX), axis)


def argsort(x: Array, /, *, axis: int = -1, descending: builtins.bool = False,
            stable: builtins.bool = True) -> Array:
    try:
        x = as_array(x, "argsort")
        if x.ndim == 0:
            return mx.zeros((), dtype=_INDEX)
        ax = axis_index("argsort", axis, x.ndim)
        if descending and x.dtype in d.REAL_FLOATING:
            # NaNs last in both orders, as NumPy's flip of its ascending sort has them first.
            return _argsort(-x, ax, False)
        return _argsort(x, ax, descending)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("argsort", e, (x,), {"axis": axis, "descending": descending, "stable": stable})


def sort(x: Array, /, *, axis: int = -1, descending: builtins.bool = False,
         stable: builtins.bool = True) -> Array:
    try:
        x = as_array(x, "sort")
        if x.ndim == 0:
            return x
        ax = axis_index("sort", axis, x.ndim)
        out = mx.sort(x, axis=ax)
        return _flip(out, ax) if descending else out
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("sort", e, (x,), {"axis": axis, "descending": descending, "stable": stable})


def count_nonzero(x: Array, /, *, axis: int | tuple[int, ...] | None = None,
                  keepdims: builtins.bool = False) -> Array:
    try:
        x = as_array(x, "count_nonzero")
        axes = builtins.list(axes_tuple("count_nonzero", axis, x.ndim))
        return mx.sum(x != 0, axis=axes, keepdims=keepdims).astype(d.DEFAULT_INTEGRAL)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("count_nonzero", e, (x,), {"axis": axis, "keepdims": keepdims})


def _operand(fname: str, x: Any) -> Any:
    return x if isinstance(x, _A) or type(x) in PY_SCALARS else as_array(x, fname)


def where(condition: Array, x1: Array | builtins.bool | int | float | complex,
          x2: Array | builtins.bool | int | float | complex, /) -> Array:
    try:
        condition = as_array(condition, "where")
        x1, x2 = _operand("where", x1), _operand("where", x2)
        if condition.dtype != mx.bool_:
            raise TypeError("xpagnostic.mlx.where: condition must be a boolean array")
        if isinstance(x1, _A) and isinstance(x2, _A) and x1.dtype != x2.dtype:
            out = d.PROMOTION_TABLE[(x1.dtype, x2.dtype)]
            x1, x2 = x1.astype(out), x2.astype(out)
        elif isinstance(x1, _A) and not isinstance(x2, _A):
            x2 = mx.array(x2, dtype=x1.dtype) if x1.dtype in d.FLOATING or not isinstance(
                x2, (float, complex)) else x2
        elif isinstance(x2, _A) and not isinstance(x1, _A):
            x1 = mx.array(x1, dtype=x2.dtype) if x2.dtype in d.FLOATING or not isinstance(
                x1, (float, complex)) else x1
        return mx.where(condition, x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("where", e, (condition, x1, x2))


def searchsorted(x1: Array, x2: Array | int | float, /, *, side: str = "left",
                 sorter: Array | None = None) -> Array:
    try:
        x1 = as_array(x1, "searchsorted")
        x2 = _operand("searchsorted", x2)
        if side not in ("left", "right"):
            raise ValueError(f"xpagnostic.mlx.searchsorted: side must be 'left' or 'right', "
                             f"got {side!r}")
        if x1.ndim != 1:
            raise ValueError("xpagnostic.mlx.searchsorted: x1 must be one-dimensional")
        if sorter is not None:
            x1 = mx.take(x1, as_array(sorter, "searchsorted"))
        if not isinstance(x2, _A):
            x2 = mx.array(x2, dtype=x1.dtype)
        elif x2.dtype != x1.dtype:
            common = d.PROMOTION_TABLE[(x1.dtype, x2.dtype)]
            x1, x2 = x1.astype(common), x2.astype(common)
        return mx.searchsorted(x1, x2, side=side).astype(_INDEX)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("searchsorted", e, (x1, x2), {"side": side, "sorter": sorter})


def isin(x1: Array | int, x2: Array | int, /, *,
         invert: builtins.bool = False) -> Array:
    try:
        x1, x2 = _operand("isin", x1), _operand("isin", x2)
        a = x1 if isinstance(x1, _A) else mx.array(x1)
        b = x2 if isinstance(x2, _A) else mx.array(x2)
        flat = b.reshape(-1)
        if flat.size == 0:
            found = mx.zeros(a.shape, dtype=mx.bool_)
        else:
            found = mx.any(mx.expand_dims(a, -1) == flat, axis=-1)
        return mx.logical_not(found) if invert else found
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("isin", e, (x1, x2), {"invert": invert})


def _true_positions(mask: Any, fname: str) -> Any:
    """The flat positions where the 1-d boolean ``mask`` holds, in order (one count read)."""
    n = mask.size
    count = int(read_values(fname, lambda: mx.sum(mask).item()))
    position = mx.arange(n, dtype=_INDEX)
    key = mx.where(mask, position, position + n)
    return mx.sort(key)[:count]


def nonzero(x: Array, /) -> tuple[Array, ...]:
    try:
        x = as_array(x, "nonzero")
        if x.ndim == 0:
            raise ValueError("xpagnostic.mlx.nonzero: a 0-d array has no indices")
        flat = _true_positions((x != 0).reshape(-1), "nonzero")
        out = []
        stride = 1
        for size in reversed(x.shape):
            out.append((flat // stride) % size if size else flat)
            stride *= size
        return tuple(reversed(out))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("nonzero", e, (x,))  # type: ignore[no-any-return]


class UniqueAllResult(NamedTuple):
    values: Array
    indices: Array
    inverse_indices: Array
    counts: Array


class UniqueCountsResult(NamedTuple):
    values: Array
    counts: Array


class UniqueInverseResult(NamedTuple):
    values: Array
    inverse_indices: Array


def _unique(x: Any, fname: str) -> tuple[Any, Any, Any, Any, Any]:
    """Sorted values, the sort's permutation, the group of each sorted value, the first
    position of each group, and the number of groups."""
    flat = x.reshape(-1)
    order = mx.argsort(flat).astype(_INDEX)
    ordered = mx.take(flat, order)
    n = flat.size
    if n == 0:
        empty = mx.zeros((0,), dtype=_INDEX)
        return ordered, order, empty, empty, 0
    new = mx.concatenate([mx.array([True]), ordered[1:] != ordered[:-1]])
    starts = _true_positions(new, fname)
    group = mx.cumsum(new.astype(_INDEX)) - 1
    return ordered, order, group, starts, starts.size


def unique_values(x: Array, /) -> Array:
    try:
        x = as_array(x, "unique_values")
        ordered, _, _, starts, k = _unique(x, "unique_values")
        return mx.take(ordered, starts) if k else ordered
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("unique_values", e, (x,))


def unique_counts(x: Array, /) -> UniqueCountsResult:
    try:
        x = as_array(x, "unique_counts")
        ordered, _, _, starts, k = _unique(x, "unique_counts")
        if not k:
            return UniqueCountsResult(ordered, mx.zeros((0,), dtype=_INDEX))
        ends = mx.concatenate([starts[1:], mx.array([x.size], dtype=_INDEX)])
        return UniqueCountsResult(mx.take(ordered, starts), ends - starts)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("unique_counts", e, (x,))  # type: ignore[no-any-return]


def unique_inverse(x: Array, /) -> UniqueInverseResult:
    try:
        x = as_array(x, "unique_inverse")
        ordered, order, group, starts, k = _unique(x, "unique_inverse")
        if not k:
            return UniqueInverseResult(ordered, mx.zeros(x.shape, dtype=_INDEX))
        inverse = mx.zeros((x.size,), dtype=_INDEX).at[order].add(group)
        return UniqueInverseResult(mx.take(ordered, starts), inverse.reshape(x.shape))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("unique_inverse", e, (x,))  # type: ignore[no-any-return]


def unique_all(x: Array, /) -> UniqueAllResult:
    try:
        x = as_array(x, "unique_all")
        ordered, order, group, starts, k = _unique(x, "unique_all")
        if not k:
            empty = mx.zeros((0,), dtype=_INDEX)
            return UniqueAllResult(ordered, empty, mx.zeros(x.shape, dtype=_INDEX), empty)
        inverse = mx.zeros((x.size,), dtype=_INDEX).at[order].add(group)
        ends = mx.concatenate([starts[1:], mx.array([x.size], dtype=_INDEX)])
        # The sort is stable: the first of each group is the value's first occurrence.
        first = mx.take(order, starts)
        return UniqueAllResult(mx.take(ordered, starts), first, inverse.reshape(x.shape),
                               ends - starts)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("unique_all", e, (x,))  # type: ignore[no-any-return]
