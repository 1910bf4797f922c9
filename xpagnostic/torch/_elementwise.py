"""Element-wise functions for torch: the standard's special cases of floor_divide, remainder."""

from __future__ import annotations

import torch
from array_api_compat.torch import divide as _divide
from array_api_compat.torch import floor_divide as _floor_divide
from array_api_compat.torch import remainder as _remainder

from .._common._elementwise import Primitives, floor_divide_for, remainder_for

__all__ = ["floor_divide", "remainder"]

_P = Primitives(torch.isinf, torch.where, _divide, torch.copysign,
                lambda x: bool(x.dtype.is_floating_point))
floor_divide = floor_divide_for(_floor_divide, _P)
remainder = remainder_for(_remainder, _P)
