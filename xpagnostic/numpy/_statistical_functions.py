"""Reductions for NumPy: ``sum``, ``prod``, ``max`` and ``min`` call the ufunc's ``reduce``.

``numpy.sum`` and its siblings are Python functions that rebuild their keyword
arguments and look up the array's method before reaching ``ufunc.reduce``; on
small arrays that costs as much as the reduction.  For a plain ``ndarray`` the
namespace calls ``reduce`` itself (same kernel, same dtype rules: small integers
accumulate in the default integer, booleans count as integers); anything else
(subclasses, NumPy scalars) goes through NumPy's own function.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from .._common._shapes import accumulation_axis
from ._errors import fail

__all__ = ["cumulative_prod", "cumulative_sum", "max", "min", "prod", "std", "sum", "var"]

_ndarray = np.ndarray
_add: Any = np.add.reduce
_multiply: Any = np.multiply.reduce
_maximum: Any = np.maximum.reduce
_minimum: Any = np.minimum.reduce
_sum, _prod, _max, _min = np.sum, np.prod, np.max, np.min
_std, _var, _cumsum, _cumprod = np.std, np.var, np.cumsum, np.cumprod

Axis = int | tuple[int, ...] | None


def sum(x: Any, /, *, axis: Axis = None, dtype: Any = None, keepdims: bool = False) -> Any:
    try:
        if type(x) is _ndarray:
            return _add(x, axis=axis, dtype=dtype, keepdims=keepdims)
        return _sum(x, axis=axis, dtype=dtype, keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("sum", e, (x,), {"axis": axis, "dtype": dtype, "keepdims": keepdims})


def prod(x: Any, /, *, axis: Axis = None, dtype: Any = None, keepdims: bool = False) -> Any:
    try:
        if type(x) is _ndarray:
            return _multiply(x, axis=axis, dtype=dtype, keepdims=keepdims)
        return _prod(x, axis=axis, dtype=dtype, keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("prod", e, (x,), {"axis": axis, "dtype": dtype, "keepdims": keepdims})


def max(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    try:
        if type(x) is _ndarray:
            return _maximum(x, axis=axis, keepdims=keepdims)
        return _max(x, axis=axis, keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("max", e, (x,), {"axis": axis, "keepdims": keepdims})


def min(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    try:
        if type(x) is _ndarray:
            return _minimum(x, axis=axis, keepdims=keepdims)
        return _min(x, axis=axis, keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("min", e, (x,), {"axis": axis, "keepdims": keepdims})


def std(x: Any, /, *, axis: Axis = None, correction: int | float = 0.0,
        keepdims: bool = False) -> Any:
    try:
        return _std(x, axis=axis, ddof=correction, keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("std", e, (x,), {"axis": axis, "correction": correction, "keepdims": keepdims})


def var(x: Any, /, *, axis: Axis = None, correction: int | float = 0.0,
        keepdims: bool = False) -> Any:
    try:
        return _var(x, axis=axis, ddof=correction, keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("var", e, (x,), {"axis": axis, "correction": correction, "keepdims": keepdims})


def _accumulate(native: Any, fname: str, x: Any, axis: int | None, dtype: Any,
                include_initial: bool, start: int) -> Any:
    axis = accumulation_axis("numpy", fname, x.ndim, axis)
    out = native(x, axis=axis, dtype=dtype)
    if include_initial:
        shape = list(out.shape)
        shape[axis] = 1
        out = np.concatenate([np.full(shape, start, dtype=out.dtype), out], axis=axis)
    return out


def cumulative_sum(x: Any, /, *, axis: int | None = None, dtype: Any = None,
                   include_initial: bool = False) -> Any:
    try:
        return _accumulate(_cumsum, "cumulative_sum", x, axis, dtype, include_initial, 0)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("cumulative_sum", e, (x,), {"axis": axis, "dtype": dtype,
                                                "include_initial": include_initial})


def cumulative_prod(x: Any, /, *, axis: int | None = None, dtype: Any = None,
                    include_initial: bool = False) -> Any:
    try:
        return _accumulate(_cumprod, "cumulative_prod", x, axis, dtype, include_initial, 1)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("cumulative_prod", e, (x,), {"axis": axis, "dtype": dtype,
                                                 "include_initial": include_initial})
