"""Set functions for torch: ``unique_all`` (missing in array-api-compat); ``isin`` of
``uint16``/``uint32``/``uint64`` arrays (no torch kernel) on the same-width signed bit
patterns, after promotion."""

from __future__ import annotations

from typing import Any

import torch
from array_api_compat.torch import UniqueAllResult

from ._data_type_functions import result_type
from ._unsigned import UNSIGNED_WIDE, bits, promoted

__all__ = ["isin", "unique_all"]

_isin = torch.isin


def isin(x1: Any, x2: Any, /, *, invert: bool = False) -> Any:
    if ((isinstance(x1, torch.Tensor) and x1.dtype in UNSIGNED_WIDE)
            or (isinstance(x2, torch.Tensor) and x2.dtype in UNSIGNED_WIDE)):
        x1, x2, dtype = promoted(x1, x2, result_type)
        if dtype in UNSIGNED_WIDE:
            x1, x2 = bits(x1), bits(x2)
    return _isin(x1, x2, invert=invert)


def unique_all(x: Any, /) -> UniqueAllResult:
    flat = x.reshape(-1)
    values, inverse, counts = torch.unique(flat, return_inverse=True, return_counts=True)
    if values.dtype.is_floating_point or values.dtype.is_complex:
        counts = torch.where(torch.isnan(values), 1, counts)  # each NaN is distinct
    # First occurrence of each unique value: the smallest position mapping to it.
    n = flat.shape[0]
    positions = torch.arange(n, device=x.device)
    indices = torch.full((values.shape[0],), n, dtype=torch.int64, device=x.device)
    indices = indices.scatter_reduce(0, inverse, positions, reduce="amin")
    return UniqueAllResult(values, indices, inverse.reshape(x.shape), counts)
