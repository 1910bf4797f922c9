"""Sorting functions for torch: ``torch.sort`` and ``torch.argsort`` with the standard's
names and a stable sort by default, in a ``try`` whose ``except`` clause keeps the error
contract (``_errors``)."""

from __future__ import annotations

from typing import Any

import torch

from ._errors import fail

__all__ = ["argsort", "sort"]

_sort, _argsort = torch.sort, torch.argsort


def sort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    try:
        return _sort(x, dim=axis, descending=descending, stable=stable).values
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("sort", e, (x,), {"axis": axis, "descending": descending, "stable": stable})

def argsort(x: Any, /, *, axis: int = -1, descending: bool = False,
            stable: bool = True) -> Any:
    try:
        return _argsort(x, dim=axis, descending=descending, stable=stable)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("argsort", e, (x,), {"axis": axis, "descending": descending, "stable": stable})


