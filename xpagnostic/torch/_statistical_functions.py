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


def _extremum_for(name: str, native: Any, compat: Any) -> Any:
    """``max`` or ``min``: torch's ``native`` (``amax``, ``amin``) at once over all axes or
    one, array-api-compat's ``compat`` for the rest; where torch has no kernel for an
    unsigned dtype, the order-preserving bit patterns reduced.  Its traced form tests the
    unsigned dtypes first (Dynamo's fake tensors reduce any dtype; the missing kernel would
    raise only when the graph runs)."""

    def checked(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
        try:
            if x.dtype in _unsigned_wide:
                return _reduced_ordered(compat, x, axis, keepdims)
            if axis is None and not keepdims:
                return native(x)
            return compat(x, axis=axis, keepdims=keepdims)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(name, e, (x,), {"axis": axis, "keepdims": keepdims})

    @traced_form(checked)
    def extremum(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
        try:
            if axis is None and not keepdims:
                return native(x)
            if type(axis) is int:
                return native(x, axis, keepdims=keepdims)
            return compat(x, axis=axis, keepdims=keepdims)
        except Exception as e:  # the error contract (_common/_contract.py)
            if failed_on_unsigned(e, x):  # torch has no kernel: no test for the other dtypes
                return checked(x, axis=axis, keepdims=keepdims)
            return fail(name, e, (x,), {"axis": axis, "keepdims": keepdims})

    extremum.__name__ = extremum.__qualname__ = name
    checked.__name__ = checked.__qualname__ = f"_{name}_checked"
    return extremum


max = _extremum_for("max", _amax, _max)
min = _extremum_for("min", _amin, _min)


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


def _accumulation_for(name: str, native: Any, compat: Any, start: int) -> Any:
    """``cumulative_sum`` or ``cumulative_prod``: torch's ``native`` (``cumsum``,
    ``cumprod``), whose ``start`` (0, 1) leads where ``include_initial`` asks; an unsigned
    array through array-api-compat's ``compat`` in ``int64`` (torch's result dtype is
    ``int64``, and it raises on none)."""

    def accumulate(x: Any, /, *, axis: int | None = None, dtype: Any = None,
                   include_initial: bool = False) -> Any:
        try:
            if x.dtype in _unsigned:
                return _unsigned_total(compat, x, dtype, axis=axis,
                                       include_initial=include_initial)
            return _accumulate(native, name, x, axis, dtype, include_initial, start)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(name, e, (x,), {"axis": axis, "dtype": dtype,
                                        "include_initial": include_initial}, retry=accumulate)

    accumulate.__name__ = accumulate.__qualname__ = name
    return accumulate


cumulative_sum = _accumulation_for("cumulative_sum", _cumsum, _cumulative_sum, 0)
cumulative_prod = _accumulation_for("cumulative_prod", _cumprod, _cumulative_prod, 1)


def _test_for(name: str, native: Any, compat: Any) -> Any:
    """``all`` or ``any``: torch's ``native`` at once over all axes or one, its answer made
    ``bool`` (torch answers ``uint8`` for ``uint8``); array-api-compat's ``compat`` for the
    rest."""

    def test(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
        try:
            if axis is None and not keepdims:
                return native(x).to(_bool)
            if type(axis) is int:
                return native(x, axis, keepdims=keepdims).to(_bool)
            return compat(x, axis=axis, keepdims=keepdims)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(name, e, (x,), {"axis": axis, "keepdims": keepdims})

    test.__name__ = test.__qualname__ = name
    return test


all = _test_for("all", _all, _compat.all)
any = _test_for("any", _any, _compat.any)


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
