"""Statistical functions for torch: ``std``/``var`` with any real ``correction``; ``sum``,
``prod``, ``mean``, ``max`` and ``min`` over all axes call torch at once (array-api-compat's
wrappers, which handle ``axis=()``, tuples of axes and ``keepdims`` with no axis, cost as
much as the reduction on small tensors).

On unsigned dtypes (see ``_unsigned.py``): sums and products are torch's ``int64`` ones,
whose bits are the ``uint64`` result the standard asks for; on ``uint16``/``uint32``/``uint64``
``max`` and ``min`` reduce the order-preserving bit patterns."""

from __future__ import annotations

import math
from typing import Any

import array_api_compat.torch as _compat
import torch

from .._tracing import traced_as
from ._unsigned import UNSIGNED, UNSIGNED_WIDE, int64_of, ordered, unordered

__all__ = ["cumulative_prod", "cumulative_sum", "max", "mean", "min", "prod", "std", "sum",
           "var"]

_std, _var = _compat.std, _compat.var
_sum, _prod, _mean, _max, _min = _compat.sum, _compat.prod, _compat.mean, _compat.max, _compat.min
Axis = int | tuple[int, ...] | None
_unsigned_wide, _unsigned = UNSIGNED_WIDE, UNSIGNED
# torch's functions bound once: the fast paths below pay no attribute look-up on torch
_torch_sum, _torch_prod, _amax, _amin = torch.sum, torch.prod, torch.amax, torch.amin
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


def sum(x: Any, /, *, axis: Axis = None, dtype: Any = None, keepdims: bool = False,
        **kwargs: Any) -> Any:
    if axis is None and dtype is None and not keepdims and not kwargs:
        out = _torch_sum(x)
        if out.dtype is _int64 and x.dtype in _unsigned:
            return out.view(_uint64)  # torch sums them in int64
        return out
    if x.dtype in _unsigned:
        return _unsigned_total(_sum, x, dtype, axis=axis, keepdims=keepdims, **kwargs)
    return _sum(x, axis=axis, dtype=dtype, keepdims=keepdims, **kwargs)


def prod(x: Any, /, *, axis: Axis = None, dtype: Any = None, keepdims: bool = False,
         **kwargs: Any) -> Any:
    if axis is None and dtype is None and not keepdims and not kwargs:
        out = _torch_prod(x)
        if out.dtype is _int64 and x.dtype in _unsigned:
            return out.view(_uint64)  # torch multiplies them in int64
        return out
    if x.dtype in _unsigned:
        return _unsigned_total(_prod, x, dtype, axis=axis, keepdims=keepdims, **kwargs)
    return _prod(x, axis=axis, dtype=dtype, keepdims=keepdims, **kwargs)


def mean(x: Any, /, *, axis: Axis = None, keepdims: bool = False, **kwargs: Any) -> Any:
    if axis is None and not keepdims and not kwargs:
        return torch.mean(x)
    return _mean(x, axis=axis, keepdims=keepdims, **kwargs)


def _max_checked(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    """:func:`max` with the unsigned dtypes tested first: what Dynamo traces (its fake
    tensors reduce any dtype; the missing kernel would raise only when the graph runs)."""
    if axis is None and not keepdims:
        if x.dtype not in _unsigned_wide:
            return _amax(x)
    elif x.dtype not in _unsigned_wide:
        return _max(x, axis=axis, keepdims=keepdims)
    return unordered(_max(ordered(x), axis=axis, keepdims=keepdims), x.dtype)


def _min_checked(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    """:func:`min` as :func:`_max_checked` is :func:`max`."""
    if axis is None and not keepdims:
        if x.dtype not in _unsigned_wide:
            return _amin(x)
    elif x.dtype not in _unsigned_wide:
        return _min(x, axis=axis, keepdims=keepdims)
    return unordered(_min(ordered(x), axis=axis, keepdims=keepdims), x.dtype)


@traced_as(_max_checked)
def max(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    if axis is None and not keepdims:
        try:  # torch raises where it has no kernel (the unsigned dtypes): no test to pay
            return _amax(x)
        except RuntimeError:
            if x.dtype not in _unsigned_wide:
                raise
    return _max_checked(x, axis=axis, keepdims=keepdims)


@traced_as(_min_checked)
def min(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    if axis is None and not keepdims:
        try:  # as in max
            return _amin(x)
        except RuntimeError:
            if x.dtype not in _unsigned_wide:
                raise
    return _min_checked(x, axis=axis, keepdims=keepdims)


def cumulative_sum(x: Any, /, *, axis: int | None = None, dtype: Any = None,
                   include_initial: bool = False) -> Any:
    if x.dtype in _unsigned:
        return _unsigned_total(_cumulative_sum, x, dtype, axis=axis,
                               include_initial=include_initial)
    return _cumulative_sum(x, axis=axis, dtype=dtype, include_initial=include_initial)


def cumulative_prod(x: Any, /, *, axis: int | None = None, dtype: Any = None,
                    include_initial: bool = False) -> Any:
    if x.dtype in _unsigned:
        return _unsigned_total(_cumulative_prod, x, dtype, axis=axis,
                               include_initial=include_initial)
    return _cumulative_prod(x, axis=axis, dtype=dtype, include_initial=include_initial)


def _count(x: Any, axis: int | tuple[int, ...] | None) -> int:
    if axis is None:
        return math.prod(x.shape)
    axes = (axis,) if isinstance(axis, int) else axis
    return math.prod(x.shape[a] for a in axes)


def var(x: Any, /, *, axis: int | tuple[int, ...] | None = None,
        correction: int | float = 0.0, keepdims: bool = False) -> Any:
    if float(correction).is_integer():
        return _var(x, axis=axis, correction=int(correction), keepdims=keepdims)
    # torch only takes integer corrections: rescale the population variance.
    n = _count(x, axis)
    population = _var(x, axis=axis, correction=0, keepdims=keepdims)
    return population * (n / (n - correction)) if n - correction > 0 else (
        torch.full_like(population, math.nan))


def std(x: Any, /, *, axis: int | tuple[int, ...] | None = None,
        correction: int | float = 0.0, keepdims: bool = False) -> Any:
    if float(correction).is_integer():
        return _std(x, axis=axis, correction=int(correction), keepdims=keepdims)
    return torch.sqrt(var(x, axis=axis, correction=correction, keepdims=keepdims))
