"""Special cases of ``floor_divide`` and ``remainder`` that NumPy, PyTorch and JAX get wrong.

The standard defines ``floor_divide`` with an infinite operand by true
division (``inf // 2`` is ``inf``, ``1 // -inf`` and ``-0 // 1`` are ``-0``), where the
libraries return NaN or -1; and the zero results of ``remainder`` take the
sign of the divisor.  For complex input with an infinite or NaN component,
``expm1`` and ``log1p`` follow ``exp(z) - 1`` and ``log(1 + z)``, whose special
cases the libraries do implement.  The fixes are a few element-wise kernels on the same
device, built once here from each backend's primitives.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["ComplexPrimitives", "Primitives", "expm1_for", "floor_divide_for", "log1p_for",
           "remainder_for"]


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
        # Infinite operands, and a zero dividend (whose sign the quotient keeps).
        exact = _isinf(p, x1) | _isinf(p, x2) | (x1 == 0)
        if isinstance(exact, bool):
            return p.divide(x1, x2) if exact else out
        return p.where(exact, p.divide(x1, x2), out)

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


@dataclass(frozen=True)
class ComplexPrimitives:
    """The native functions the complex ``expm1``/``log1p`` fixes are built from."""

    isfinite: Callable[[Any], Any]
    where: Callable[[Any, Any, Any], Any]
    is_complex: Callable[[Any], bool]  # of an input array: complex dtype?


def expm1_for(native: Callable[[Any], Any], exp: Callable[[Any], Any], p: ComplexPrimitives
              ) -> Callable[[Any], Any]:
    """``expm1`` from a native one: non-finite complex input follows ``exp(z) - 1``."""

    def expm1(x: Any, /) -> Any:
        if not p.is_complex(x):
            return native(x)
        return p.where(p.isfinite(x), native(x), exp(x) - 1)

    return expm1


def log1p_for(native: Callable[[Any], Any], log: Callable[[Any], Any], p: ComplexPrimitives
              ) -> Callable[[Any], Any]:
    """``log1p`` from a native one: non-finite complex input follows ``log(1 + z)``."""

    def log1p(x: Any, /) -> Any:
        if not p.is_complex(x):
            return native(x)
        return p.where(p.isfinite(x), native(x), log(x + 1))

    return log1p
