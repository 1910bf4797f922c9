"""Linear algebra functions for NumPy (the main namespace's), inside a ``try`` whose
``except`` clause keeps the error contract (``_errors``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from ._errors import fail

__all__ = ["tensordot"]

_tensordot = np.tensordot


def tensordot(x1: Any, x2: Any, /, *,
              axes: int | tuple[Sequence[int], Sequence[int]] = 2) -> Any:
    try:
        return _tensordot(x1, x2, axes=axes)
    except Exception as e:  # the error contract; costs nothing until a call fails
        return fail("tensordot", e, (x1, x2))
