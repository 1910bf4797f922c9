"""Statistical functions for torch: ``std``/``var`` with any real ``correction``; ``sum``,
``prod``, ``mean``, ``max`` and ``min`` over all axes call torch at once (array-api-compat's
wrappers, which handle ``axis=()``, tuples of axes and ``keepdims`` with no axis, cost as
much as the reduction on small tensors)."""

from __future__ import annotations

import math
from typing import Any

import array_api_compat.torch as _compat
import torch

__all__ = ["max", "mean", "min", "prod", "std", "sum", "var"]

_std, _var = _compat.std, _compat.var
_sum, _prod, _mean, _max, _min = _compat.sum, _compat.prod, _compat.mean, _compat.max, _compat.min
Axis = int | tuple[int, ...] | None


def sum(x: Any, /, *, axis: Axis = None, dtype: Any = None, keepdims: bool = False,
        **kwargs: Any) -> Any:
    if axis is None and dtype is None and not keepdims and not kwargs:
        return torch.sum(x)
    return _sum(x, axis=axis, dtype=dtype, keepdims=keepdims, **kwargs)


def prod(x: Any, /, *, axis: Axis = None, dtype: Any = None, keepdims: bool = False,
         **kwargs: Any) -> Any:
    if axis is None and dtype is None and not keepdims and not kwargs:
        return torch.prod(x)
    return _prod(x, axis=axis, dtype=dtype, keepdims=keepdims, **kwargs)


def mean(x: Any, /, *, axis: Axis = None, keepdims: bool = False, **kwargs: Any) -> Any:
    if axis is None and not keepdims and not kwargs:
        return torch.mean(x)
    return _mean(x, axis=axis, keepdims=keepdims, **kwargs)


def max(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    if axis is None and not keepdims:
        return torch.amax(x)
    return _max(x, axis=axis, keepdims=keepdims)


def min(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    if axis is None and not keepdims:
        return torch.amin(x)
    return _min(x, axis=axis, keepdims=keepdims)


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
