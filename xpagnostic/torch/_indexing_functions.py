"""Indexing functions for torch: ``take_along_axis`` with indices of any integer dtype
(``torch.take_along_dim`` takes only ``int64`` indices; the standard allows any); both
call torch directly, in a ``try`` whose ``except`` clause keeps the error contract, or on
``uint16``/``uint32``/``uint64`` arrays (no torch kernel) takes the same-width signed bit
patterns."""

from __future__ import annotations

from typing import Any

import torch

from ._compiled import dtype_checked
from ._errors import fail
from ._unsigned import failed_on_unsigned, moved_on_bits

__all__ = ["take", "take_along_axis"]

_where, _index_select, _take_along_dim = torch.where, torch.index_select, torch.take_along_dim


@dtype_checked(moved_on_bits)
def take(x: Any, indices: Any, /, *, axis: int | None = None) -> Any:
    try:
        if axis is None:
            if x.ndim != 1:
                raise ValueError("xpagnostic.torch.take: axis is required for an array of "
                                 f"{x.ndim} dimensions")
            axis = 0
        return _index_select(x, axis, _where(indices < 0, indices + x.shape[axis], indices))
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x):
            return moved_on_bits(take, x, indices, axis=axis)
        return fail("take", e, (x, indices), {"axis": axis})


@dtype_checked(moved_on_bits)
def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
    try:
        if indices.dtype is not torch.int64:  # torch takes only int64 indices
            indices = indices.to(torch.int64)
        return _take_along_dim(
            x, _where(indices < 0, indices + x.shape[axis], indices), dim=axis)
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x):
            return moved_on_bits(take_along_axis, x, indices, axis=axis)
        return fail("take_along_axis", e, (x, indices), {"axis": axis})

