"""Indexing functions of xpagnostic.mlx (standard chapter "Indexing Functions")."""

from __future__ import annotations

from typing import Any

import mlx.core as mx

from . import _dtypes as d
from ._errors import fail
from ._helpers import Array, as_array, axis_index

__all__ = ["take", "take_along_axis"]


def _indices(fname: str, indices: Any) -> Any:
    indices = as_array(indices, fname)
    if indices.dtype not in d.INTEGER:
        raise TypeError(f"xpagnostic.mlx.{fname}: indices must have an integer dtype")
    return indices


def take(x: Array, indices: Array, /, *, axis: int | None = None) -> Array:
    try:
        x = as_array(x, "take")
        indices = _indices("take", indices)
        if axis is None:
            if x.ndim > 1:
                raise ValueError("xpagnostic.mlx.take: axis is required for an array of "
                                 f"{x.ndim} dimensions")
            axis = 0
        return mx.take(x, indices, axis=axis_index("take", axis, x.ndim))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("take", e, (x, indices), {"axis": axis})


def take_along_axis(x: Array, indices: Array, /, *, axis: int = -1) -> Array:
    try:
        x = as_array(x, "take_along_axis")
        indices = _indices("take_along_axis", indices)
        ax = axis_index("take_along_axis", axis, x.ndim)
        # Negative indices count from the end, as for take.
        indices = mx.where(indices < 0, indices + x.shape[ax], indices)
        return mx.take_along_axis(x, indices, axis=ax)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("take_along_axis", e, (x, indices), {"axis": axis})
