"""Set functions for torch: ``unique_all`` (missing in array-api-compat) and the others,
each in a ``try`` whose ``except`` clause keeps the error contract (``_errors``)."""

from __future__ import annotations

from typing import Any

import array_api_compat.torch as _compat
import torch
from array_api_compat.torch import (
    UniqueAllResult,
    UniqueCountsResult,
    UniqueInverseResult,
)

from ._errors import fail

__all__ = ["unique_all", "unique_counts", "unique_inverse", "unique_values"]

_unique = torch.unique


def unique_all(x: Any, /) -> UniqueAllResult:
    try:
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
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("unique_all", e, (x,))


def unique_counts(x: Any, /) -> UniqueCountsResult:
    try:
        return _compat.unique_counts(x)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("unique_counts", e, (x,))


def unique_inverse(x: Any, /) -> UniqueInverseResult:
    try:
        return _compat.unique_inverse(x)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("unique_inverse", e, (x,))


def unique_values(x: Any, /) -> Any:
    try:
        return _unique(x)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("unique_values", e, (x,))
