"""Statistical functions for torch: ``std``/``var`` with any real ``correction``; ``sum``,
``prod``, ``mean``, ``max`` and ``min`` over all axes call torch at once (array-api-compat's
wrappers, which handle ``axis=()``, tuples of axes and ``keepdims`` with no axis, cost as
much as the reduction on small tensors).  Each body sits in a ``try`` whose ``except``
clause keeps the error contract (``_errors``) and takes dtypes by name.

On unsigned dtypes (see ``_unsigned.py``): sums and products are torch's ``int64`` ones,
whose bits are the ``uint64`` result the standard asks for; on ``uint16``/``uint32``/``uint64``
``max`` and ``min`` reduce the order-preserving bit patterns, and ``diff`` subtracts the
same-width signed ones, where torch raises for want of a kernel."""

from __future__ import annotations

import math
from typing import Any

import array_api_compat.torch as _compat
import torch

from .._common._shapes import accumulation_axis
from .._tracing import untraced_copy
from ._compiled import dtype_checked, traced_form
from ._errors import fail
from ._unsigned import (
    UNSIGNED,
    UNSIGNED_WIDE,
    bits,
    failed_on_unsigned,
    int64_of,
    ordered,
    unordered,
)

__all__ = ["all", "any", "cumulative_prod", "cumulative_sum", "diff", "max", "mean", "min",
           "prod", "std", "sum", "var"]

_std, _var = _compat.std, _compat.var
_sum, _prod, _mean, _max, _min = _compat.sum, _compat.prod, _compat.mean, _compat.max, _compat.min
Axis = int | tuple[int, ...] | None
_unsigned_wide, _unsigned = UNSIGNED_WIDE, UNSIGNED
# torch's functions bound once: the fast paths below pay no attribute look-up on torch
_torch_sum, _torch_prod, _amax, _amin = torch.sum, torch.prod, torch.amax, torch.amin
_torch_mean = torch.mean
_int64, _uint64 = torch.int64, torch.uint64
_cumulative_sum, _cumulative_prod = _compat.cumulative_sum, _compat.cumulative_prod
_INTEGER_RESULT = frozenset({torch.uint8, torch.uint16, torch.uint32, torch.uint64,
                             torch.int8, torch.int16, torch.int32, torch.int64})


def _unsigned_total(reduce: Any, x: Any, dtype: Any, **kwargs: Any) -> Any:
    """A sum or product (``reduce``) of an unsigned array: in ``int64``, whose result is
    the ``uint64`` one modulo ``2**64`` (or cast to an integer ``dtype`` asked for);
    for another ``dtype``, of ``x`` cast to it (exactly)."""
    if dtype is None or dtype in _INTEGER_RESULT:
        out = reduce(int64_of(x), dtype=None, **kwargs)
        return out.view(torch.uint64) if dtype in (None, torch.uint64) else out.to(dtype)
    return reduce(x.to(dtype), dtype=None, **kwargs)


def _total(reduce: Any, x: Any, axis: Axis, dtype: Any, keepdims: bool,
           kwargs: dict[str, Any]) -> Any:
    """``sum`` or ``prod`` (array-api-compat's ``reduce``) past the fast paths."""
    if x.dtype in _unsigned:
        return _unsigned_total(reduce, x, dtype, axis=axis, keepdims=keepdims, **kwargs)
    return reduce(x, axis=axis, dtype=dtype, keepdims=keepdims, **kwargs)


def _total_for(name: str, native: Any, compat: Any) -> Any:
    """``sum`` or ``prod``: torch's ``native`` at once over all axes or one, whose ``int64``
    result of an unsigned array is the standard's ``uint64`` (one test, of the result's
    dtype, on integer results only); array-api-compat's ``compat`` for the rest."""

    def total(x: Any, /, *, axis: Axis = None, dtype: Any = None, keepdims: bool = False
              ) -> Any:
        try:
            if dtype is None:
                if axis is None and not keepdims:
                    out = native(x)
                elif type(axis) is int:
                    out = native(x, axis, keepdims=keepdims)
                else:
                    return _total(compat, x, axis, dtype, keepdims, {})
                if out.dtype is _int64 and x.dtype in _unsigned:
                    return out.view(_uint64)  # torch reduces them in int64
                return out
            return _total(compat, x, axis, dtype, keepdims, {})
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(name, e, (x,), {"axis": axis, "dtype": dtype, "keepdims": keepdims},
                        retry=total)

    total.__name__ = total.__qualname__ = name
    return total


sum = _total_for("sum", _torch_sum, _sum)
prod = _total_for("prod", _torch_prod, _prod)


def mean(x: Any, /, *, axis: Axis = None, keepdims: bool = False, **kwargs: Any) -> Any:
    try:
        if axis is None and not keepdims and not kwargs:
            return _torch_mean(x)
        if type(axis) is int and not kwargs:
            return _torch_mean(x, axis, keepdims=keepdims)
        return _mean(x, axis=axis, keepdims=keepdims, **kwargs)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("mean", e, (x,), {"axis": axis, "keepdims": keepdims, **kwargs})


_mean_body = untraced_copy(mean)


def _mean_traced(x: Any, /, **kwargs: Any) -> Any:
    """:func:`mean` as Dynamo traces it: the mean of the whole array without reading the
    defaults (Dynamo would guard them at each call of the compiled function)."""
    if kwargs:
        return _mean_body(x, **kwargs)
    try:
        return _torch_mean(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("mean", e, (x,), kwargs)


traced_form(_mean_traced)(mean)


def _reduced_ordered(reduce: Any, x: Any, axis: Axis, keepdims: bool) -> Any:
    """``max`` or ``min`` (array-api-compat's ``reduce``) of a ``uint16``/``uint32``/
    ``uint64`` array: of its order-preserving bit patterns."""
    return unordered(reduce(ordered(x), axis=axis, keepdims=keepdims), x.dtype)


def _max_checked(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    """:func:`max` with the unsigned dtypes tested first: what Dynamo traces (its fake
    tensors reduce any dtype; the missing kernel would raise only when the graph runs)."""
    try:
        if x.dtype in _unsigned_wide:
            return _reduced_ordered(_max, x, axis, keepdims)
        if axis is None and not keepdims:
            return _amax(x)
        return _max(x, axis=axis, keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("max", e, (x,), {"axis": axis, "keepdims": keepdims})


def _min_checked(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    """:func:`min` as :func:`_max_checked` is :func:`max`."""
    try:
        if x.dtype in _unsigned_wide:
            return _reduced_ordered(_min, x, axis, keepdims)
        if axis is None and not keepdims:
            return _amin(x)
        return _min(x, axis=axis, keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("min", e, (x,), {"axis": axis, "keepdims": keepdims})


@traced_form(_max_checked)
def max(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    try:
        if axis is None and not keepdims:
            return _amax(x)
        if type(axis) is int:
            return _amax(x, axis, keepdims=keepdims)
        return _max(x, axis=axis, keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x):  # torch has no kernel: no test for the other dtypes
            return _max_checked(x, axis=axis, keepdims=keepdims)
        return fail("max", e, (x,), {"axis": axis, "keepdims": keepdims})


@traced_form(_min_checked)
def min(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    try:
        if axis is None and not keepdims:
            return _amin(x)
        if type(axis) is int:
            return _amin(x, axis, keepdims=keepdims)
        return _min(x, axis=axis, keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x):
            return _min_checked(x, axis=axis, keepdims=keepdims)
        return fail("min", e, (x,), {"axis": axis, "keepdims": keepdims})


def _count(x: Any, axis: int | tuple[int, ...] | None) -> int:
    if axis is None:
        return math.prod(x.shape)
    axes = (axis,) if isinstance(axis, int) else axis
    return math.prod(x.shape[a] for a in axes)


def var(x: Any, /, *, axis: int | tuple[int, ...] | None = None,
        correction: int | float = 0.0, keepdims: bool = False) -> Any:
    try:
        if float(correction).is_integer():
            return _var(x, axis=axis, correction=int(correction), keepdims=keepdims)
        # torch only takes integer corrections: rescale the population variance.
        n = _count(x, axis)
        population = _var(x, axis=axis, correction=0, keepdims=keepdims)
        return population * (n / (n - correction)) if n - correction > 0 else (
            torch.full_like(population, math.nan))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("var", e, (x,), {"axis": axis, "correction": correction, "keepdims": keepdims})


def std(x: Any, /, *, axis: int | tuple[int, ...] | None = None,
        correction: int | float = 0.0, keepdims: bool = False) -> Any:
    try:
        if float(correction).is_integer():
            return _std(x, axis=axis, correction=int(correction), keepdims=keepdims)
        return torch.sqrt(var(x, axis=axis, correction=correction, keepdims=keepdims))

    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("std", e, (x,), {"axis": axis, "correction": correction, "keepdims": keepdims})

_cumsum, _cumprod, _all, _any, _diff = torch.cumsum, torch.cumprod, torch.all, torch.any, torch.diff
_bool = torch.bool


def _accumulate(native: Any, fname: str, x: Any, axis: int | None, dtype: Any,
                include_initial: bool, start: int) -> Any:
    axis = accumulation_axis("torch", fname, x.ndim, axis)
    out = native(x, axis, dtype=dtype)
    if include_initial:
        shape = list(out.shape)
        shape[axis] = 1
        out = torch.concat([torch.full(shape, start, dtype=out.dtype, device=out.device), out],
                           axis)
    return out


def cumulative_sum(x: Any, /, *, axis: int | None = None, dtype: Any = None,
                   include_initial: bool = False) -> Any:
    try:
        if x.dtype in _unsigned:  # torch's result dtype is int64, and raises on none
            return _unsigned_total(_cumulative_sum, x, dtype, axis=axis,
                                   include_initial=include_initial)
        return _accumulate(_cumsum, "cumulative_sum", x, axis, dtype, include_initial, 0)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("cumulative_sum", e, (x,), {"axis": axis, "dtype": dtype,
                                                "include_initial": include_initial},
                    retry=cumulative_sum)


def cumulative_prod(x: Any, /, *, axis: int | None = None, dtype: Any = None,
                    include_initial: bool = False) -> Any:
    try:
        if x.dtype in _unsigned:  # as in cumulative_sum
            return _unsigned_total(_cumulative_prod, x, dtype, axis=axis,
                                   include_initial=include_initial)
        return _accumulate(_cumprod, "cumulative_prod", x, axis, dtype, include_initial, 1)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("cumulative_prod", e, (x,), {"axis": axis, "dtype": dtype,
                                                 "include_initial": include_initial},
                    retry=cumulative_prod)


def all(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    try:
        if axis is None and not keepdims:
            return _all(x).to(_bool)  # torch answers uint8 for uint8
        if type(axis) is int:
            return _all(x, axis, keepdims=keepdims).to(_bool)
        return _compat.all(x, axis=axis, keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("all", e, (x,), {"axis": axis, "keepdims": keepdims})


def any(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    try:
        if axis is None and not keepdims:
            return _any(x).to(_bool)  # torch answers uint8 for uint8
        if type(axis) is int:
            return _any(x, axis, keepdims=keepdims).to(_bool)
        return _compat.any(x, axis=axis, keepdims=keepdims)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("any", e, (x,), {"axis": axis, "keepdims": keepdims})


def _diff_on_bits(fn: Any, x: Any, /, *, axis: int = -1, n: int = 1, prepend: Any = None,
                  append: Any = None) -> Any:
    """``diff`` of a ``uint16``/``uint32``/``uint64`` array: differences modulo ``2**bits``,
    on the bit patterns (``prepend`` and ``append`` cast to ``x``'s dtype)."""
    ends = [None if e is None else bits(e.to(x.dtype)) for e in (prepend, append)]
    return fn(bits(x), axis=axis, n=n, prepend=ends[0], append=ends[1]).view(x.dtype)


@dtype_checked(_diff_on_bits)
def diff(x: Any, /, *, axis: int = -1, n: int = 1, prepend: Any = None,
         append: Any = None) -> Any:
    try:
        return _diff(x, n, axis, prepend, append)
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x):
            return _diff_on_bits(diff, x, axis=axis, n=n, prepend=prepend, append=append)
        return fail("diff", e, (x,), {"axis": axis, "n": n, "prepend": prepend, "append": append})
