"""Element-wise functions for NumPy: the standard's special cases of ``floor_divide``."""

from __future__ import annotations

import numpy as np
from array_api_compat.numpy import floor_divide as _floor_divide

from .._common._elementwise import Primitives, floor_divide_for

__all__ = ["floor_divide"]

_P = Primitives(np.isinf, np.where, np.divide, np.copysign,
                lambda x: np.asarray(x).dtype.kind == "f")
floor_divide = floor_divide_for(_floor_divide, _P)
