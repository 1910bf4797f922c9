"""Indexing functions for torch: ``take_along_axis`` with indices of any integer dtype
(``torch.take_along_dim`` takes only ``int64`` indices; the standard allows any); ``take``
and ``take_along_axis`` of ``uint16``/``uint32``/``uint64`` arrays (no torch kernel) on
the same-width signed bit patterns."""

from __future__ import annotations

from typing import Any

import array_api_compat.torch as _compat
import torch

from ._unsigned import UNSIGNED_WIDE, bits, values_moved

__all__ = ["take", "take_along_axis"]

take = values_moved(_compat.take)


def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
    if indices.dtype is not torch.int64:
        indices = indices.to(torch.int64)
    if x.dtype in UNSIGNED_WIDE:
        return _compat.take_along_axis(bits(x), indices, axis=axis).view(x.dtype)
    return _compat.take_along_axis(x, indices, axis=axis)
