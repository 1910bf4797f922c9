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

from .._common._errors import not_floating
from .._common._shapes import accumulation_axis
from ._errors import fail

__all__ = ["cumulative_prod", "cumulative_sum", "max", "mean", "min", "prod", "std", "sum",
           "var"]

_ndarray = np.ndarray
_mean, _std, _var = np.mean, np.std, np.var
#: The dtype kinds ``mean``, ``std`` and ``var`` take: the standard's floating-point dtypes
#: (NumPy would average integers; array-api-strict and the other namespaces refuse them).
_FLOATING = frozenset("fc")

Axis = int | tuple[int, ...] | None


def _total_for(name: str, reduce: Any, native: Any) -> Any:
    """``sum`` or ``prod``: the ufunc's ``reduce`` for a plain ``ndarray``, NumPy's
    ``native`` function for anything else."""

    def total(x: Any, /, *, axis: Axis = None, dtype: Any = None, keepdims: bool = False
              ) -> Any:
        try:
            if type(x) is _ndarray:
                return reduce(x, axis=axis, dtype=dtype, keepdims=keepdims)
            return native(x, axis=axis, dtype=dtype, keepdims=keepdims)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(name, e, (x,), {"axis": axis, "dtype": dtype, "keepdims": keepdims})

    total.__name__ = total.__qualname__ = name
    return total


def _extremum_for(name: str, reduce: Any, native: Any) -> Any:
    """``max`` or ``min`` as :func:`_total_for` makes ``sum``, with no ``dtype``."""

    def extremum(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
        try:
            if type(x) is _ndarray:
                return reduce(x, axis=axis, keepdims=keepdims)
            return native(x, axis=axis, keepdims=keepdims)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(name, e, (x,), {"axis": axis, "keepdims": keepdims})

    extremum.__name__ = extremum.__qualname__ = name
    return extremum


sum = _total_for("sum", np.add.reduce, np.sum)
prod = _total_for("prod", np.multiply.reduce, np.prod)
max = _extremum_for("max", np.maximum.reduce, np.max)
min = _extremum_for("min", np.minimum.reduce, np.min)


def mean(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    try:
        if x.dtype.kind not in _FLOATING:  # the one check before the call: NumPy would return
            raise not_floating("xpagnostic.numpy.mean", x.dtype)
        return _mean(x, axis=axis, keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("mean", e, (x,), {"axis": axis, "keepdims": keepdims})


def std(x: Any, /, *, axis: Axis = None, correction: int | float = 0.0,
        keepdims: bool = False) -> Any:
    try:
        if x.dtype.kind not in _FLOATING:
            raise not_floating("xpagnostic.numpy.std", x.dtype)
        return _std(x, axis=axis, ddof=correction, keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("std", e, (x,), {"axis": axis, "correction": correction, "keepdims": keepdims})


def var(x: Any, /, *, axis: Axis = None, correction: int | float = 0.0,
        keepdims: bool = False) -> Any:
    try:
        if x.dtype.kind not in _FLOATING:
            raise not_floating("xpagnostic.numpy.var", x.dtype)
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


def _accumulation_for(name: str, native: Any, start: int) -> Any:
    """``cumulative_sum`` or ``cumulative_prod`` from NumPy's ``native`` (``cumsum``,
    ``cumprod``), whose ``start`` (0, 1) leads where ``include_initial`` asks."""

    def accumulate(x: Any, /, *, axis: int | None = None, dtype: Any = None,
                   include_initial: bool = False) -> Any:
        try:
            return _accumulate(native, name, x, axis, dtype, include_initial, start)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(name, e, (x,), {"axis": axis, "dtype": dtype,
                                        "include_initial": include_initial})

    accumulate.__name__ = accumulate.__qualname__ = name
    return accumulate


cumulative_sum = _accumulation_for("cumulative_sum", np.cumsum, 0)
cumulative_prod = _accumulation_for("cumulative_prod", np.cumprod, 1)
