"""Indexing functions for NumPy: ``take_along_axis`` with the standard's default axis,
inside a ``try`` whose ``except`` clause keeps the error contract (``_errors``)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ._errors import fail

__all__ = ["take_along_axis"]

_take_along_axis = np.take_along_axis


def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
    try:
        return _take_along_axis(x, indices, axis=axis)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("take_along_axis", e, (x, indices), {"axis": axis})
