"""Special cases of ``floor_divide`` and ``remainder`` that NumPy, PyTorch and JAX get wrong.

The standard defines ``floor_divide`` with an infinite operand by true
division (``inf // 2`` is ``inf``, ``1 // -inf`` and ``-0 // 1`` are ``-0``), where the
libraries return NaN or -1; and the zero results of ``remainder`` take the
sign of the divisor.  For complex input with an infinite or NaN component,
``expm1`` and ``log1p`` follow ``exp(z) - 1`` and ``log(1 + z)``, whose special
cases the libraries do implement; complex ``expm1`` at zero, ``tanh`` at a real part of
+infinity and ``acos`` at zero get the signed zeros the standard lists.  The fixes are a
few element-wise kernels on the same device, built once here from each backend's
primitives.  A namespace whose arrays it may read without synchronising a device (NumPy,
eager PyTorch on the CPU) first asks one reduction whether an edge input is present at all,
and applies a fix only when it is.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["ComplexPrimitives", "Primitives", "acos_for", "complex_special_for",
           "exact_where_infinite", "expm1_for", "floor_divide_for", "log1p_for", "remainder_for",
           "tanh_limit"]


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


def exact_where_infinite(p: Primitives, x1: Any, x2: Any, out: Any, *,
                         zero_dividend: bool = False) -> Any:
    """``out``, a native ``floor_divide(x1, x2)`` of floating dtype, with true division
    wherever an operand is infinite (and, if ``zero_dividend``, where ``x1`` is zero, whose
    sign the quotient keeps): the standard's special cases the native kernels get wrong
    (``inf // 2`` is NaN and ``1 // -inf`` is -1 there)."""
    exact = _isinf(p, x1) | _isinf(p, x2)
    if zero_dividend:
        exact = exact | (x1 == 0)
    if isinstance(exact, bool):
        return p.divide(x1, x2) if exact else out
    return p.where(exact, p.divide(x1, x2), out)


def floor_divide_for(native: Callable[[Any, Any], Any], p: Primitives, *,
                     signs_zero_dividend: bool = False,
                     fuse: Callable[[Callable[..., Any]], Callable[..., Any]] = lambda f: f,
                     ) -> Callable[[Any, Any], Any]:
    """``floor_divide`` from a native one, masked on every call (see
    :func:`exact_where_infinite`); a zero dividend divides exactly too unless
    ``signs_zero_dividend`` says the native kernel already signs its quotient right.
    ``fuse`` wraps the whole (a compiler such as ``jax.jit``, so eager calls dispatch once
    instead of once per masking operation)."""

    def masked(x1: Any, x2: Any) -> Any:
        out = native(x1, x2)
        if not p.is_floating(out):
            return out
        return exact_where_infinite(p, x1, x2, out, zero_dividend=not signs_zero_dividend)

    fused = fuse(masked)

    def floor_divide(x1: Any, x2: Any, /) -> Any:
        return fused(x1, x2)

    return floor_divide


def remainder_for(native: Callable[[Any, Any], Any], p: Primitives, *,
                  fuse: Callable[[Callable[..., Any]], Callable[..., Any]] = lambda f: f,
                  ) -> Callable[[Any, Any], Any]:
    """``remainder`` from a native one: a zero result has the sign of ``x2`` (``fuse`` as
    for :func:`floor_divide_for`)."""

    def masked(x1: Any, x2: Any) -> Any:
        out = native(x1, x2)
        if not p.is_floating(out):
            return out
        return p.where(out == 0, p.copysign(out, x2), out)

    fused = fuse(masked)

    def remainder(x1: Any, x2: Any, /) -> Any:
        return fused(x1, x2)

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
    # Only for ``complex_special_for``:
    isnan: Callable[[Any], Any] | None = None
    atan2: Callable[[Any, Any], Any] | None = None
    cos: Callable[[Any], Any] | None = None
    sin: Callable[[Any], Any] | None = None
    #: The namespace's error path (``xpagnostic._common._errors.failed`` for its backend):
    #: ``fail(name, exception, args)`` raises the error contract's exception.
    fail: Callable[[str, Exception, tuple[Any, ...]], Any] | None = None


def _raise(name: str, native: Exception, args: tuple[Any, ...]) -> Any:
    raise native


def _fail_of(p: ComplexPrimitives) -> Callable[[str, Exception, tuple[Any, ...]], Any]:
    """The namespace's error path, or re-raising where it has none."""
    return _raise if p.fail is None else p.fail


def expm1_for(native: Callable[[Any], Any], exp: Callable[[Any], Any], p: ComplexPrimitives
              ) -> Callable[[Any], Any]:
    """``expm1`` from a native one: non-finite complex input follows ``exp(z) - 1``, and
    ``expm1(±0 ± 0j)`` is ``+0 ± 0j``."""

    fail = _fail_of(p)

    def expm1(x: Any, /) -> Any:
        try:
            if not p.is_complex(x):
                return native(x)
            out = p.where(p.isfinite(x), native(x), exp(x) - 1)
            at_zero = x == 0
            re = p.copysign(p.where(at_zero, p.real(x), 0.0), 1.0)  # +0 where x is zero
            return p.where(at_zero, p.make_complex(re, p.imag(x)), out)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail("expm1", e, (x,))

    return expm1


def log1p_for(native: Callable[[Any], Any], log: Callable[[Any], Any], p: ComplexPrimitives
              ) -> Callable[[Any], Any]:
    """``log1p`` from a native one: non-finite complex input follows ``log(1 + z)``."""

    fail = _fail_of(p)

    def log1p(x: Any, /) -> Any:
        try:
            if not p.is_complex(x):
                return native(x)
            return p.where(p.isfinite(x), native(x), log(x + 1))
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail("log1p", e, (x,))

    return log1p


def tanh_limit(p: ComplexPrimitives, x: Any, out: Any, *, zero_sign_only: bool = False
               ) -> Any:
    """``out``, a native complex ``tanh(x)``, with the standard's ``tanh(+inf + bj) = 1 ± 0j``
    for finite ``b``, the zero taking the sign of ``b`` (the standard's case and its
    conjugate; C99 and the libraries sign it by ``sin(2b)``).

    ``zero_sign_only`` says the native kernel already gives ``1 ± 0j`` at a real part of
    ``+inf`` (for any ``b``: the standard leaves the zero's sign open where ``b`` is not
    finite) and only the zero's sign can be wrong: then one masked ``copysign`` of the
    imaginary part fixes it.
    """
    re, im = p.real(x), p.imag(x)
    if zero_sign_only:
        out_im = p.imag(out)
        return p.make_complex(p.real(out),
                              p.where(re == math.inf, p.copysign(out_im, im), out_im))
    finite_im = p.isfinite(im)
    zeros = p.where(finite_im, im, 0.0) * 0  # no inf * 0 (NaN) anywhere
    limit = p.make_complex(zeros + 1, p.copysign(zeros, im))
    return p.where((re == math.inf) & finite_im, limit, out)


def acos_for(native: Callable[[Any], Any], p: ComplexPrimitives) -> Callable[[Any], Any]:
    """``acos`` from a native one: on the real segment ``-1 <= a <= 1`` the imaginary part of
    ``acos(a ± 0j)`` is ``∓0`` (so ``acos(±0 + 0j)`` is ``π/2 - 0j``); PyTorch's complex128
    kernel gave ``+0`` on both sides."""

    fail = _fail_of(p)

    def acos(x: Any, /) -> Any:
        try:
            out = native(x)
            if not p.is_complex(x):
                return out
            b = p.imag(x)
            segment = (b == 0) & (abs(p.real(x)) <= 1)
            return p.where(segment, p.make_complex(p.real(out), -b), out)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail("acos", e, (x,))

    return acos


_PI = math.pi
_INF = math.inf
_NAN = math.nan


def _special_parts(name: str, a: Any, b: Any, p: ComplexPrimitives) -> tuple[Any, Any]:
    """Real and imaginary parts of ``name(a + bj)`` where ``a`` or ``b`` is not finite (or,
    for ``atanh``, ``a`` is ±1 and ``b`` zero), from the standard's special cases extended
    by the functions' symmetries (conjugation; oddness of sinh, tanh, asinh, atanh; evenness
    of cosh)."""
    assert p.isnan is not None and p.atan2 is not None
    assert p.cos is not None and p.sin is not None
    w, cs, isnan = p.where, p.copysign, p.isnan
    inf_a, inf_b = (a == _INF) | (a == -_INF), (b == _INF) | (b == -_INF)
    nan_a, nan_b = isnan(a), isnan(b)
    any_inf, zero_a, zero_b = inf_a | inf_b, a == 0, b == 0
    nan = a * 0 + _NAN
    if name == "log":  # +inf + atan2(b, a) j: a NaN imaginary part beside a NaN
        return w(any_inf, _INF, nan), w(any_inf, p.atan2(b, a), nan)
    if name == "acosh":  # as log, and NaN ± πj/2 at ±0 + NaN j
        half = zero_a & nan_b
        return (w(any_inf, _INF, nan),
                w(any_inf, p.atan2(b, a), w(half, _PI / 2, nan)))
    if name == "sqrt":  # a ± inf j: +inf ± inf j; +inf + bj: +inf ± 0j; -inf + bj: +0 ± inf j
        pos, neg = a == _INF, a == -_INF
        re = w(inf_b | pos, _INF, w(neg & ~nan_b, 0.0, nan))
        im = w(inf_b, b, w(pos, w(nan_b, _NAN, cs(0.0, b)), w(neg, cs(_INF, b), nan)))
        return re, im
    if name == "acos":
        return (w(any_inf, p.atan2(cs(b, 1.0), a), w(zero_a & nan_b, _PI / 2, nan)),
                w(any_inf, -cs(_INF, b), nan))
    if name == "asinh":
        return (w(any_inf, cs(_INF, a), nan),
                w(any_inf, p.atan2(b, cs(a, 1.0)), w(nan_a & zero_b, b, nan)))
    if name == "atanh":
        unit = ~any_inf & ~nan_a & ~nan_b  # a = ±1, b = 0
        return (w(any_inf, cs(0.0, a), w(unit, cs(_INF, a), w(zero_a & nan_b, a, nan))),
                w(any_inf, w(nan_b, _NAN, cs(_PI / 2, b)), w(unit | (zero_a & nan_b), b, nan)))
    if name == "exp":  # -inf: 0 * cis(b) (0 + 0j for b not finite); +inf: inf * cis(b)
        fin_b = ~inf_b & ~nan_b
        cb, sb = p.cos(w(fin_b, b, 0.0)), p.sin(w(fin_b, b, 0.0))
        big = w(fin_b, cb * _INF, _INF), w(fin_b, w(zero_b, b, sb * _INF), _NAN)
        small = w(fin_b, cb * 0.0, 0.0), w(fin_b, sb * 0.0, 0.0)
        neg, pos = a == -_INF, a == _INF
        return (w(neg, small[0], w(pos, big[0], nan)),
                w(neg, small[1], w(pos, big[1], w(nan_a & zero_b, b, nan))))
    # sinh, cosh, tanh
    fin_b = ~inf_b & ~nan_b
    cb, sb = p.cos(w(fin_b, b, 0.0)), p.sin(w(fin_b, b, 0.0))
    sa = cs(1.0, a)
    if name == "tanh":
        re = w(inf_a, sa, w(zero_a, a, nan))
        im = w(inf_a, w(fin_b, cs(0.0, b), 0.0), w(nan_a & zero_b, b, nan))
        return re, im
    if name == "sinh":  # sinh(±inf + bj) = ±inf cos(b) + inf sin(b) j
        re = w(inf_a, w(fin_b, a * cb, a), w(zero_a, a, nan))
        im = w(inf_a & fin_b, w(zero_b, b, sb * _INF), w(nan_a & zero_b, b, nan))
        return re, im
    # cosh(±inf + bj) = inf cos(b) ± inf sin(b) j
    re = w(inf_a, w(fin_b, cb * _INF, _INF), nan)
    im = w(inf_a & fin_b, sa * w(zero_b, b, sb * _INF),
           w((zero_a & ~nan_a) | (nan_a & zero_b), 0.0, nan))
    return re, im


def complex_special_for(name: str, native: Callable[[Any], Any], p: ComplexPrimitives,
                        fuse: Callable[[Callable[[Any], Any]], Callable[[Any], Any]]
                        = lambda f: f,
                        branch: Callable[[Any, Callable[[Any], Any], Callable[[Any], Any], Any],
                                         Any] | None = None) -> Callable[[Any], Any]:
    """``name`` (acos, acosh, asinh, atanh, cosh, exp, log, sinh, sqrt or tanh) from a native
    one: complex input with a non-finite part gets the standard's special values.  Real
    input takes ``native`` alone; the masked branch sees finite stand-ins (1 + 1j) where the
    native result is kept, so gradients at finite input stay finite.  ``fuse`` wraps the
    complex path (a compiler such as ``jax.jit``, so eager calls dispatch once).

    ``branch(special, fixed, native, x)``, where given, runs ``fixed(x)`` only if any element
    of the mask ``special`` is set and ``native(x)`` otherwise (``jax.lax.cond``): the
    special values of exp, sinh and cosh need ``cos(b)`` and ``sin(b)``, which would
    otherwise be computed for every element."""

    def special(a: Any, b: Any) -> Any:
        mask = ~(p.isfinite(a) & p.isfinite(b))
        if name == "atanh":
            mask = mask | (((a == 1) | (a == -1)) & (b == 0))
        return mask

    def fixed(x: Any) -> Any:
        out = native(x)
        a, b = p.real(x), p.imag(x)
        mask = special(a, b)
        re, im = _special_parts(name, p.where(mask, a, 1.0), p.where(mask, b, 1.0), p)
        return p.where(mask, p.make_complex(re, im), out)

    if branch is None:
        complex_path = fuse(fixed)
    else:
        complex_path = fuse(lambda x: branch(special(p.real(x), p.imag(x)), fixed, native, x))

    fail = _fail_of(p)

    def f(x: Any, /) -> Any:
        try:
            return complex_path(x) if p.is_complex(x) else native(x)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(name, e, (x,))

    return f
