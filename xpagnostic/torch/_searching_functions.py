"""Searching functions for torch: ``count_nonzero`` over any axes, with ``keepdims``."""

from __future__ import annotations

from typing import Any

import torch

__all__ = ["count_nonzero"]


def count_nonzero(x: Any, /, *, axis: int | tuple[int, ...] | None = None,
                  keepdims: bool = False) -> Any:
    if axis is None:
        axes = tuple(range(x.ndim))
    else:
        axes = tuple(a % x.ndim for a in ((axis,) if isinstance(axis, int) else axis))
    if not axes:  # nothing to reduce (torch would reduce everything for dim=())
        return (x != 0).to(torch.int64)
    result = torch.count_nonzero(x, dim=axes)
    if keepdims:
        result = torch.reshape(result, [1 if i in axes else n for i, n in enumerate(x.shape)])
    return result
