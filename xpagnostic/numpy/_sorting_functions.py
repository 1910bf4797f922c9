"""Sorting functions for NumPy: a stable sort by default, and a descending one that keeps
equal elements in order, calling NumPy directly inside a ``try`` whose ``except`` clause
keeps the error contract (``_errors``)."""

from __future__ import annotations

from typing import Any

import numpy as np

from ._errors import fail

_STABLE: Any = "stable"

__all__ = ["argsort", "sort"]

_sort, _argsort, _flip = np.sort, np.argsort, np.flip


def sort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    try:
        out = _sort(x, axis=axis, kind=_STABLE if stable else None)
        return _flip(out, axis=axis) if descending else out
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("sort", e, (x,), {"axis": axis, "descending": descending, "stable": stable})


def argsort(x: Any, /, *, axis: int = -1, descending: bool = False,
            stable: bool = True) -> Any:
    try:
        kind = _STABLE if stable else None
        if not descending:
            return _argsort(x, axis=axis, kind=kind)
        # Descending and stable: sort the reversed array ascending, then map its positions
        # back (equal elements keep their order).
        out = _flip(_argsort(_flip(x, axis=axis), axis=axis, kind=kind), axis=axis)
        return x.shape[axis] - 1 - out
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("argsort", e, (x,), {"axis": axis, "descending": descending, "stable": stable})
