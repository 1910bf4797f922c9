"""Element-wise functions for NumPy: the standard's special cases (floor_divide, expm1, log1p)."""

from __future__ import annotations

import numpy as np
from array_api_compat.numpy import floor_divide as _floor_divide

from .._common._elementwise import (
    ComplexPrimitives,
    Primitives,
    expm1_for,
    floor_divide_for,
    log1p_for,
)

__all__ = ["expm1", "floor_divide", "log1p"]

_P = Primitives(np.isinf, np.where, np.divide, np.copysign,
                lambda x: np.asarray(x).dtype.kind == "f")
floor_divide = floor_divide_for(_floor_divide, _P)

_C = ComplexPrimitives(np.isfinite, np.where, lambda x: np.asarray(x).dtype.kind == "c")
expm1 = expm1_for(np.expm1, np.exp, _C)
log1p = log1p_for(np.log1p, np.log, _C)
