"""Searching functions for NumPy: ``count_nonzero`` returns an array, inside a ``try``
whose ``except`` clause keeps the error contract (``_errors``)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ._errors import fail

__all__ = ["count_nonzero"]

_count_nonzero, _asarray = np.count_nonzero, np.asarray


def count_nonzero(x: Any, /, *, axis: int | tuple[int, ...] | None = None,
                  keepdims: bool = False) -> Any:
    try:
        out = _count_nonzero(x, axis=axis, keepdims=keepdims)
        return _asarray(out) if axis is None and not keepdims else out
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("count_nonzero", e, (x,), {"axis": axis, "keepdims": keepdims})
