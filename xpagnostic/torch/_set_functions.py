"""Set functions for torch: ``unique_all`` (missing in array-api-compat)."""

from __future__ import annotations

from typing import Any

import torch
from array_api_compat.torch import UniqueAllResult

__all__ = ["unique_all"]


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
