"""Element-wise functions for torch: the standard's special cases (floor_divide, expm1...)."""

from __future__ import annotations

import torch
from array_api_compat.torch import divide as _divide
from array_api_compat.torch import floor_divide as _floor_divide
from array_api_compat.torch import remainder as _remainder

from .._common._elementwise import (
    ComplexPrimitives,
    Primitives,
    expm1_for,
    floor_divide_for,
    log1p_for,
    remainder_for,
)

__all__ = ["expm1", "floor_divide", "log1p", "remainder"]

_P = Primitives(torch.isinf, torch.where, _divide, torch.copysign,
                lambda x: bool(x.dtype.is_floating_point))
floor_divide = floor_divide_for(_floor_divide, _P)
remainder = remainder_for(_remainder, _P)

_C = ComplexPrimitives(torch.isfinite, torch.where, lambda x: bool(x.dtype.is_complex))
expm1 = expm1_for(torch.expm1, torch.exp, _C)
log1p = log1p_for(torch.log1p, torch.log, _C)
