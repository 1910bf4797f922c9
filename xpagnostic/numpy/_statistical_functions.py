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

from .._common._errors import translated

__all__ = ["max", "min", "prod", "sum"]

_ndarray = np.ndarray
_add: Any = np.add.reduce
_multiply: Any = np.multiply.reduce
_maximum: Any = np.maximum.reduce
_minimum: Any = np.minimum.reduce
_sum, _prod, _max, _min = np.sum, np.prod, np.max, np.min

Axis = int | tuple[int, ...] | None


def _translated(name: str, e: Exception, x: Any, axis: Axis) -> BaseException | None:
    return translated(f"xpagnostic.numpy.{name}", "numpy", e, (x,), {"axis": axis})


def sum(x: Any, /, *, axis: Axis = None, dtype: Any = None, keepdims: bool = False) -> Any:
    try:
        if type(x) is _ndarray:
            return _add(x, axis=axis, dtype=dtype, keepdims=keepdims)
        return _sum(x, axis=axis, dtype=dtype, keepdims=keepdims)
    except Exception as e:  # the error contract; costs nothing until a call fails
        exc = _translated("sum", e, x, axis)
        if exc is None:
            raise
        raise exc from e


def prod(x: Any, /, *, axis: Axis = None, dtype: Any = None, keepdims: bool = False) -> Any:
    try:
        if type(x) is _ndarray:
            return _multiply(x, axis=axis, dtype=dtype, keepdims=keepdims)
        return _prod(x, axis=axis, dtype=dtype, keepdims=keepdims)
    except Exception as e:  # the error contract; costs nothing until a call fails
        exc = _translated("prod", e, x, axis)
        if exc is None:
            raise
        raise exc from e


def max(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    try:
        if type(x) is _ndarray:
            return _maximum(x, axis=axis, keepdims=keepdims)
        return _max(x, axis=axis, keepdims=keepdims)
    except Exception as e:  # the error contract; costs nothing until a call fails
        exc = _translated("max", e, x, axis)
        if exc is None:
            raise
        raise exc from e


def min(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    try:
        if type(x) is _ndarray:
            return _minimum(x, axis=axis, keepdims=keepdims)
        return _min(x, axis=axis, keepdims=keepdims)
    except Exception as e:  # the error contract; costs nothing until a call fails
        exc = _translated("min", e, x, axis)
        if exc is None:
            raise
        raise exc from e
