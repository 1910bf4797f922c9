"""Set functions for torch: ``unique_all`` (missing in array-api-compat) and the others,
each in a ``try`` whose ``except`` clause keeps the error contract (``_errors``); ``isin``
of ``uint16``/``uint32``/``uint64`` arrays (no torch kernel) on the same-width signed bit
patterns, after promotion."""

from __future__ import annotations

from typing import Any

import array_api_compat.torch as _compat
import torch
from array_api_compat.torch import (
    UniqueAllResult,
    UniqueCountsResult,
    UniqueInverseResult,
)

from ._compiled import dtype_checked
from ._data_type_functions import result_type
from ._errors import fail
from ._unsigned import UNSIGNED_WIDE, bits, failed_on_unsigned, promoted

__all__ = ["isin", "unique_all", "unique_counts", "unique_inverse", "unique_values"]

_unique, _isin = torch.unique, torch.isin


def _isin_on_bits(fn: Any, x1: Any, x2: Any, /, **kwargs: Any) -> Any:
    """``isin`` where an operand is ``uint16``/``uint32``/``uint64``: the operands promoted
    (torch promotes these with nothing), on an unsigned dtype as their bit patterns."""
    x1, x2, dtype = promoted(x1, x2, result_type)
    if dtype in UNSIGNED_WIDE:
        x1, x2 = bits(x1), bits(x2)
    return fn(x1, x2, **kwargs)


@dtype_checked(_isin_on_bits, arrays=2)
def isin(x1: Any, x2: Any, /, *, invert: bool = False) -> Any:
    try:
        return _isin(x1, x2, invert=invert)
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x1, x2):
            return _isin_on_bits(isin, x1, x2, invert=invert)
        return fail("isin", e, (x1, x2), {"invert": invert})


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
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("unique_all", e, (x,))


def unique_counts(x: Any, /) -> UniqueCountsResult:
    try:
        return _compat.unique_counts(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("unique_counts", e, (x,))


def unique_inverse(x: Any, /) -> UniqueInverseResult:
    try:
        return _compat.unique_inverse(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("unique_inverse", e, (x,))


def unique_values(x: Any, /) -> Any:
    try:
        return _unique(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("unique_values", e, (x,))
