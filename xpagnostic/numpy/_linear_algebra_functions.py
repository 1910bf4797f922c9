"""Linear algebra functions for NumPy (the main namespace's), inside a ``try`` whose
``except`` clause keeps the error contract (``_errors``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from ._errors import fail

__all__ = ["matmul", "tensordot"]

_matmul, _tensordot = np.matmul, np.tensordot


def matmul(x1: Any, x2: Any, /) -> Any:
    try:
        return _matmul(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("matmul", e, (x1, x2))


def tensordot(x1: Any, x2: Any, /, *,
              axes: int | tuple[Sequence[int], Sequence[int]] = 2) -> Any:
    try:
        return _tensordot(x1, x2, axes=axes)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("tensordot", e, (x1, x2), {"axes": axes})
