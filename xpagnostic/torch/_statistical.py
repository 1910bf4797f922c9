"""Statistical functions for torch: ``std``/``var`` with any real ``correction``."""

from __future__ import annotations

import math
from typing import Any

import torch
from array_api_compat.torch import std as _std
from array_api_compat.torch import var as _var

__all__ = ["std", "var"]


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
