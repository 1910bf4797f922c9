"""Special cases of ``floor_divide`` and ``remainder`` that NumPy, PyTorch and JAX get wrong.

The standard defines ``floor_divide`` with an infinite operand by true
division (``inf // 2`` is ``inf``, ``1 // -inf`` and ``-0 // 1`` are ``-0``), where the
libraries return NaN or -1; and the zero results of ``remainder`` take the
sign of the divisor.  For complex input with an infinite or NaN component,
``expm1`` and ``log1p`` follow ``exp(z) - 1`` and ``log(1 + z)``, whose special
cases the libraries do implement; complex ``expm1`` at zero, ``tanh`` at a real part of
+infinity and ``acos`` at zero get the signed zeros the standard lists.  The fixes are a
few element-wise kernels on the same device, built once here from each backend's
primitives.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["ComplexPrimitives", "Primitives", "acos_for", "expm1_for", "floor_divide_for",
           "log1p_for", "remainder_for", "tanh_for"]


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
    """The native functions the complex special-case fixes are built from."""

    isfinite: Callable[[Any], Any]
    where: Callable[[Any, Any, Any], Any]
    is_complex: Callable[[Any], bool]  # of an input array: complex dtype?
    real: Callable[[Any], Any]
    imag: Callable[[Any], Any]
    #: complex array from real and imaginary parts of the same shape, signed zeros kept
    make_complex: Callable[[Any, Any], Any]
    copysign: Callable[[Any, Any], Any]


def expm1_for(native: Callable[[Any], Any], exp: Callable[[Any], Any], p: ComplexPrimitives
              ) -> Callable[[Any], Any]:
    """``expm1`` from a native one: non-finite complex input follows ``exp(z) - 1``, and
    ``expm1(±0 ± 0j)`` is ``+0 ± 0j``."""

    def expm1(x: Any, /) -> Any:
        if not p.is_complex(x):
            return native(x)
        out = p.where(p.isfinite(x), native(x), exp(x) - 1)
        at_zero = x == 0
        re = p.copysign(p.where(at_zero, p.real(x), 0.0), 1.0)  # +0 where x is zero
        return p.where(at_zero, p.make_complex(re, p.imag(x)), out)

    return expm1


def log1p_for(native: Callable[[Any], Any], log: Callable[[Any], Any], p: ComplexPrimitives
              ) -> Callable[[Any], Any]:
    """``log1p`` from a native one: non-finite complex input follows ``log(1 + z)``."""

    def log1p(x: Any, /) -> Any:
        if not p.is_complex(x):
            return native(x)
        return p.where(p.isfinite(x), native(x), log(x + 1))

    return log1p


def tanh_for(native: Callable[[Any], Any], p: ComplexPrimitives) -> Callable[[Any], Any]:
    """``tanh`` from a native one: ``tanh(+inf + bj)`` for finite ``b`` is ``1 ± 0j``, the
    zero taking the sign of ``b`` (the standard's case and its conjugate)."""

    def tanh(x: Any, /) -> Any:
        out = native(x)
        if not p.is_complex(x):
            return out
        re, im = p.real(x), p.imag(x)
        finite_im = p.isfinite(im)
        zeros = p.where(finite_im, im, 0.0) * 0  # no inf * 0 (NaN) anywhere
        limit = p.make_complex(zeros + 1, p.copysign(zeros, im))
        return p.where((re == math.inf) & finite_im, limit, out)

    return tanh


def acos_for(native: Callable[[Any], Any], p: ComplexPrimitives) -> Callable[[Any], Any]:
    """``acos`` from a native one: ``acos(±0 + 0j)`` is ``π/2 - 0j`` (and its conjugate)."""

    def acos(x: Any, /) -> Any:
        out = native(x)
        if not p.is_complex(x):
            return out
        zero = x == 0
        im = p.where(zero, p.imag(x), 0.0)  # ±0 where x is zero
        return p.where(zero, p.make_complex(im * 0 + math.pi / 2, p.copysign(im, -im)), out)

    return acos
