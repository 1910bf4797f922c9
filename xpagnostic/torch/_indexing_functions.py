"""Indexing functions for torch: ``take_along_axis`` with indices of any integer dtype
(``torch.take_along_dim`` takes only ``int64`` indices; the standard allows any)."""

from __future__ import annotations

from typing import Any

import array_api_compat.torch as _compat
import torch

__all__ = ["take_along_axis"]


def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
    if indices.dtype is not torch.int64:
        indices = indices.to(torch.int64)
    return _compat.take_along_axis(x, indices, axis=axis)
