"""Special cases of ``floor_divide`` and ``remainder`` that NumPy, PyTorch and JAX get wrong.

The standard defines ``floor_divide`` with an infinite operand by true
division (``inf // 2`` is ``inf``, ``1 // -inf`` is ``-0``), where the
libraries return NaN or -1; and the zero results of ``remainder`` take the
sign of the divisor.  The fixes are a few element-wise kernels on the same
device, built once here from each backend's primitives.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["Primitives", "floor_divide_for", "remainder_for"]


@dataclass(frozen=True)
class Primitives:
    """The native element-wise functions the fixes are built from."""

    isinf: Callable[[Any], Any]
    where: Callable[[Any, Any, Any], Any]
    divide: Callable[[Any, Any], Any]
    copysign: Callable[[Any, Any], Any]
    is_floating: Callable[[Any], bool]  # of a result array: real floating dtype?


def _isinf(p: Primitives, x: Any) -> Any:
    return math.isinf(x) if isinstance(x, (int, float)) else p.isinf(x)


def floor_divide_for(native: Callable[[Any, Any], Any], p: Primitives
                     ) -> Callable[[Any, Any], Any]:
    """``floor_divide`` from a native one: infinite operands divide exactly."""

    def floor_divide(x1: Any, x2: Any, /) -> Any:
        out = native(x1, x2)
        if not p.is_floating(out):
            return out
        infinite = _isinf(p, x1) | _isinf(p, x2)
        if isinstance(infinite, bool):
            return p.divide(x1, x2) if infinite else out
        return p.where(infinite, p.divide(x1, x2), out)

    return floor_divide


def remainder_for(native: Callable[[Any, Any], Any], p: Primitives
                  ) -> Callable[[Any, Any], Any]:
    """``remainder`` from a native one: a zero result has the sign of ``x2``."""

    def remainder(x1: Any, x2: Any, /) -> Any:
        out = native(x1, x2)
        if not p.is_floating(out):
            return out
        return p.where(out == 0, p.copysign(out, x2), out)

    return remainder
