"""Statistical functions for torch: ``std``/``var`` with any real ``correction``; ``sum``,
``prod``, ``mean``, ``max`` and ``min`` over all axes call torch at once (array-api-compat's
wrappers, which handle ``axis=()``, tuples of axes and ``keepdims`` with no axis, cost as
much as the reduction on small tensors).  Each body sits in a ``try`` whose ``except``
clause keeps the error contract (``_errors``) and takes dtypes by name."""

from __future__ import annotations

import math
from typing import Any

import array_api_compat.torch as _compat
import torch

from ._errors import fail

__all__ = ["all", "any", "cumulative_prod", "cumulative_sum", "diff", "max", "mean", "min",
           "prod", "std", "sum", "var"]

_std, _var = _compat.std, _compat.var
_sum, _prod, _mean, _max, _min = _compat.sum, _compat.prod, _compat.mean, _compat.max, _compat.min
Axis = int | tuple[int, ...] | None


def sum(x: Any, /, *, axis: Axis = None, dtype: Any = None, keepdims: bool = False,
        **kwargs: Any) -> Any:
    try:
        if axis is None and dtype is None and not keepdims and not kwargs:
            return torch.sum(x)
        if type(axis) is int and not kwargs:
            return torch.sum(x, axis, dtype=dtype, keepdims=keepdims)
        return _sum(x, axis=axis, dtype=dtype, keepdims=keepdims, **kwargs)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("sum", e, (x,), {"axis": axis, "dtype": dtype, "keepdims": keepdims,
                                     **kwargs}, retry=sum)


def prod(x: Any, /, *, axis: Axis = None, dtype: Any = None, keepdims: bool = False,
         **kwargs: Any) -> Any:
    try:
        if axis is None and dtype is None and not keepdims and not kwargs:
            return torch.prod(x)
        if type(axis) is int and not kwargs:
            return torch.prod(x, axis, dtype=dtype, keepdims=keepdims)
        return _prod(x, axis=axis, dtype=dtype, keepdims=keepdims, **kwargs)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("prod", e, (x,), {"axis": axis, "dtype": dtype, "keepdims": keepdims,
                                      **kwargs}, retry=prod)


def mean(x: Any, /, *, axis: Axis = None, keepdims: bool = False, **kwargs: Any) -> Any:
    try:
        if axis is None and not keepdims and not kwargs:
            return torch.mean(x)
        if type(axis) is int and not kwargs:
            return torch.mean(x, axis, keepdims=keepdims)
        return _mean(x, axis=axis, keepdims=keepdims, **kwargs)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("mean", e, (x,), {"axis": axis, "keepdims": keepdims, **kwargs})


def max(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    try:
        if axis is None and not keepdims:
            return torch.amax(x)
        if type(axis) is int:
            return torch.amax(x, axis, keepdims=keepdims)
        return _max(x, axis=axis, keepdims=keepdims)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("max", e, (x,), {"axis": axis, "keepdims": keepdims})


def min(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    try:
        if axis is None and not keepdims:
            return torch.amin(x)
        if type(axis) is int:
            return torch.amin(x, axis, keepdims=keepdims)
        return _min(x, axis=axis, keepdims=keepdims)
    except Exception as e:  # the error contract; costs nothing until a call fails
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
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("var", e, (x,), {"axis": axis, "correction": correction,
                                     "keepdims": keepdims})


def std(x: Any, /, *, axis: int | tuple[int, ...] | None = None,
        correction: int | float = 0.0, keepdims: bool = False) -> Any:
    try:
        if float(correction).is_integer():
            return _std(x, axis=axis, correction=int(correction), keepdims=keepdims)
        return torch.sqrt(var(x, axis=axis, correction=correction, keepdims=keepdims))

    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("std", e, (x,), {"axis": axis, "correction": correction,
                                     "keepdims": keepdims})

_cumsum, _cumprod, _all, _any, _diff = torch.cumsum, torch.cumprod, torch.all, torch.any, torch.diff
_bool = torch.bool


def _accumulate(native: Any, fname: str, x: Any, axis: int | None, dtype: Any,
                include_initial: bool, start: int) -> Any:
    if axis is None:
        if x.ndim > 1:
            raise ValueError(f"xpagnostic.torch.{fname}: axis is required for an array of "
                             f"{x.ndim} dimensions")
        axis = 0
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
        return _accumulate(_cumsum, "cumulative_sum", x, axis, dtype, include_initial, 0)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("cumulative_sum", e, (x,), {"axis": axis, "dtype": dtype,
                                                "include_initial": include_initial},
                    retry=cumulative_sum)


def cumulative_prod(x: Any, /, *, axis: int | None = None, dtype: Any = None,
                    include_initial: bool = False) -> Any:
    try:
        return _accumulate(_cumprod, "cumulative_prod", x, axis, dtype, include_initial, 1)
    except Exception as e:  # the error contract; costs nothing until a call fails
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
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("all", e, (x,), {"axis": axis, "keepdims": keepdims})


def any(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    try:
        if axis is None and not keepdims:
            return _any(x).to(_bool)  # torch answers uint8 for uint8
        if type(axis) is int:
            return _any(x, axis, keepdims=keepdims).to(_bool)
        return _compat.any(x, axis=axis, keepdims=keepdims)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("any", e, (x,), {"axis": axis, "keepdims": keepdims})


def diff(x: Any, /, *, axis: int = -1, n: int = 1, prepend: Any = None,
         append: Any = None) -> Any:
    try:
        return _diff(x, n, axis, prepend, append)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("diff", e, (x,), {"axis": axis})
