"""Searching functions for torch: ``count_nonzero`` over any axes, with ``keepdims``."""

from __future__ import annotations

from typing import Any

import torch

from .._common._errors import AxisError

__all__ = ["count_nonzero"]


def _out_of_range(axis: int, ndim: int) -> bool:
    raise AxisError(f"xpagnostic.torch.count_nonzero: axis {axis} is out of bounds for an "
                    f"array of {ndim} dimensions")


def count_nonzero(x: Any, /, *, axis: int | tuple[int, ...] | None = None,
                  keepdims: bool = False) -> Any:
    if axis is None:
        axes = tuple(range(x.ndim))
    else:
        axes = tuple(a % x.ndim for a in ((axis,) if isinstance(axis, int) else axis)
                     if -x.ndim <= a < x.ndim or _out_of_range(a, x.ndim))
    if not axes:  # nothing to reduce (torch would reduce everything for dim=())
        return (x != 0).to(torch.int64)
    result = torch.count_nonzero(x, dim=axes)
    if keepdims:
        result = torch.reshape(result, [1 if i in axes else n for i, n in enumerate(x.shape)])
    return result
