"""Element-wise functions for NumPy: the standard's special cases of floor_divide, and of
complex expm1, log1p and tanh."""

from __future__ import annotations

from typing import Any

import numpy as np
from array_api_compat.numpy import floor_divide as _floor_divide

from .._common._elementwise import (
    ComplexPrimitives,
    Primitives,
    expm1_for,
    floor_divide_for,
    log1p_for,
    tanh_for,
)

__all__ = ["expm1", "floor_divide", "log1p", "tanh"]

_P = Primitives(np.isinf, np.where, np.divide, np.copysign,
                lambda x: np.asarray(x).dtype.kind == "f")
# NumPy signs a zero quotient right; only infinite operands need the exact division, and
# asking the host arrays whether they hold one costs less than masking.
floor_divide = floor_divide_for(
    _floor_divide, _P, signs_zero_dividend=True,
    none_infinite=lambda x1, x2: not (np.isinf(x1).any() or np.isinf(x2).any()))



def _make_complex(re: Any, im: Any) -> Any:
    out = np.empty(np.shape(re), dtype=np.result_type(re, np.complex64))
    out.real, out.imag = re, im
    return out


_C = ComplexPrimitives(np.isfinite, np.where, lambda x: np.asarray(x).dtype.kind == "c",
                       np.real, np.imag, _make_complex, np.copysign)
expm1 = expm1_for(np.expm1, np.exp, _C)
log1p = log1p_for(np.log1p, np.log, _C)
tanh = tanh_for(np.tanh, _C, lambda re: not np.isposinf(re).any())
