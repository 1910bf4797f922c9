"""Constants of the standard (``e``, ``inf``, ``nan``, ``pi``, ``newaxis``)."""

from __future__ import annotations

import math
from typing import Final

__all__ = ["e", "inf", "nan", "newaxis", "pi"]

e: Final[float] = math.e
inf: Final[float] = math.inf
nan: Final[float] = math.nan
pi: Final[float] = math.pi
newaxis: Final[None] = None
