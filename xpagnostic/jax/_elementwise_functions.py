"""Element-wise functions for JAX: ``pow`` promotion with a 0-d integer exponent, the
standard's special cases of floor_divide and remainder, and of complex acos, acosh, asinh,
atanh, cosh, exp, expm1, log, log1p, sign, sinh, sqrt and tanh.

The complex fixes mask only non-finite (or zero) elements and run only for complex dtypes;
real input takes ``jax.numpy``'s function unchanged.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp

from .._common._elementwise_functions import (
    ComplexPrimitives,
    Primitives,
    acos_for,
    complex_special_for,
    expm1_for,
    floor_divide_for,
    log1p_for,
    remainder_for,
)
from ._errors import compiled, fail

__all__ = ["acos", "acosh", "asin", "asinh", "atan", "atanh", "conj", "cos", "cosh", "exp",
           "expm1", "floor_divide", "imag", "log", "log1p", "pow", "remainder", "sign", "sin",
           "sinh", "sqrt", "tan", "tanh"]

_REAL_OPS = Primitives(jnp.isinf, jnp.where, jnp.divide, jnp.copysign,
                lambda x: jnp.issubdtype(x.dtype, jnp.floating))
# One compiled kernel each: eager JAX dispatches every masking operation separately.
floor_divide = floor_divide_for(jnp.floor_divide, _REAL_OPS, fuse=compiled("floor_divide"))
remainder = remainder_for(jnp.remainder, _REAL_OPS, fuse=compiled("remainder"))


def pow(x1: Any, x2: Any, /) -> Any:
    """``pow`` with the standard's result dtype.

    ``jnp.power`` keeps ``x1``'s dtype when ``x2`` is a concrete 0-d integer array (it
    switches to repeated multiplication), so ``int8 ** int32`` came back as ``int8``.
    """
    try:
        dtype = jnp.result_type(x1, x2)
        if jnp.result_type(x1) != dtype:
            x1 = jnp.asarray(x1, dtype=dtype)
        return jnp.power(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("pow", e, (x1, x2))


def _kind(x: Any) -> str:
    """NumPy's dtype kind of ``x`` (a jax.Array's or tracer's dtype is a NumPy dtype;
    ``result_type`` only for Python scalars)."""
    dtype = getattr(x, "dtype", None)
    return str((jnp.result_type(x) if dtype is None else dtype).kind)


def _is_complex(x: Any) -> bool:
    return _kind(x) == "c"


_COMPLEX_OPS = ComplexPrimitives(jnp.isfinite, jnp.where, _is_complex, jnp.real, jnp.imag,
                       jax.lax.complex, jnp.copysign, jnp.isnan, jnp.arctan2, jnp.cos, jnp.sin,
                       fail=fail)

def _fused(f: Callable[[Any], Any]) -> Callable[[Any], Any]:
    complex_path = jax.jit(f)
    name = f.__name__

    def fused(x: Any, /) -> Any:
        try:
            return complex_path(x) if _is_complex(x) else f(x)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(name, e, (x,))

    return functools.wraps(f)(fused)


def _first_quadrant(f: Callable[[Any], Any], parity: str | None = None) -> Callable[[Any], Any]:
    """``f`` on complex input evaluated with ``+0 <= real`` (for an odd or even ``f``) and
    ``+0 <= imag``; the other quadrants follow from the symmetries the standard gives these
    functions: ``f(conj(z)) = conj(f(z))``, and ``f(-z) = -f(z)`` (odd) or ``f(z)`` (even).

    XLA's complex kernels ignore the sign of a zero part, so on a branch cut they answered
    from the wrong side (``sqrt(-4 - 0j)`` was ``+2j``) and zero parts had the wrong sign.
    The flips negate exact parts, so values off the axes are unchanged.
    """

    def reduced(z: Any) -> Any:
        if not _is_complex(z):
            return f(z)
        a, b = jnp.real(z), jnp.imag(z)
        flip_re = jnp.signbit(a)
        if parity is not None:
            a, b = jnp.where(flip_re, -a, a), jnp.where(flip_re, -b, b)
        flip_im = jnp.signbit(b)
        w = f(jax.lax.complex(a, jnp.where(flip_im, -b, b)))
        w = jnp.where(flip_im, jnp.conj(w), w)
        return jnp.where(flip_re, -w, w) if parity == "odd" else w

    return reduced


def _times_i(z: Any) -> Any:
    return jax.lax.complex(-jnp.imag(z), jnp.real(z))  # exact, signed zeros kept


def _times_minus_i(z: Any) -> Any:
    return jax.lax.complex(jnp.imag(z), -jnp.real(z))


def _sinh_kernel(z: Any) -> Any:
    # sinh(z) = -i sin(iz): XLA's sin gets the sign of a zero real part right where its
    # sinh does not (sinh(0 + 3j) is -0 + sin(3)j, since cos(3) < 0).
    if not _is_complex(z):
        return jnp.sinh(z)
    return _times_minus_i(_sin_kernel(_times_i(z)))


def _axes_signed(f: Callable[[Any], Any], *, real_signed_as_input: bool = False
                 ) -> Callable[[Any], Any]:
    """``f`` (``exp`` or ``tanh``) with the signs of zero parts that XLA drops, fixed on the
    native result.  Both are real on the real axis and commute with conjugation, so at a
    finite ``a ± 0j`` the imaginary part is a zero signed as ``b``: one select re-signs it.
    ``real_signed_as_input``: the real part has the sign of ``a`` everywhere (tanh's
    ``sinh(2a) / (cosh(2a) + cos(2b))``, whose denominator is not negative), so one
    ``copysign`` fixes it, on the imaginary axis included.  Values off the axes are the
    native ones.  Reflecting into the first quadrant (:func:`_first_quadrant`) gives the
    same values, but it added a fifth (tanh) to two fifths (exp) of the native kernel's time
    on large arrays.
    """

    def fixed(z: Any) -> Any:
        if not _is_complex(z):
            return f(z)
        a, b = jnp.real(z), jnp.imag(z)
        w = f(z)
        u, v = jnp.real(w), jnp.imag(w)
        if real_signed_as_input:
            u = jnp.copysign(u, a)
        return jax.lax.complex(u, jnp.where(b == 0, jnp.copysign(v, b), v))

    return fixed


def _only_if_any(special: Any, fixed: Callable[[Any], Any], native: Callable[[Any], Any],
                 x: Any) -> Any:
    """``fixed(x)`` if any element of ``special`` is set, else ``native(x)``: one reduction
    of the mask decides which kernel runs (under ``vmap`` both run, masked)."""
    return jax.lax.cond(jnp.any(special), fixed, native, x)


_sin_kernel = _first_quadrant(jnp.sin, "odd")
# One compiled kernel each.  Where the special values cost more than one reduction of the
# mask (those that need cos(b) and sin(b), atan2 or logarithms of the stand-ins), the
# kernel runs them only if a special input is present (_only_if_any); tanh's and sqrt's
# are a few selects, cheaper than that reduction.
acos = complex_special_for("acos", acos_for(_first_quadrant(jnp.arccos), _COMPLEX_OPS),
                           _COMPLEX_OPS, jax.jit, _only_if_any)
acosh = complex_special_for("acosh", _first_quadrant(jnp.arccosh), _COMPLEX_OPS, jax.jit,
                            _only_if_any)
asinh = complex_special_for("asinh", _first_quadrant(jnp.arcsinh, "odd"), _COMPLEX_OPS, jax.jit,
                            _only_if_any)
atanh = complex_special_for("atanh", _first_quadrant(jnp.arctanh, "odd"), _COMPLEX_OPS, jax.jit,
                            _only_if_any)
cosh = complex_special_for("cosh", _first_quadrant(jnp.cosh, "even"), _COMPLEX_OPS, jax.jit,
                           _only_if_any)
sinh = complex_special_for("sinh", _sinh_kernel, _COMPLEX_OPS, jax.jit, _only_if_any)
tanh = complex_special_for("tanh", _axes_signed(jnp.tanh, real_signed_as_input=True), _COMPLEX_OPS,
                           jax.jit)
sqrt = complex_special_for("sqrt", _first_quadrant(jnp.sqrt), _COMPLEX_OPS, jax.jit)
exp = complex_special_for("exp", _axes_signed(jnp.exp), _COMPLEX_OPS, jax.jit, _only_if_any)
log = complex_special_for("log", jnp.log, _COMPLEX_OPS, jax.jit, _only_if_any)


def _through_i(name: str, real: Callable[[Any], Any], hyperbolic: Callable[[Any], Any],
               minus_i: bool) -> Callable[[Any], Any]:
    """The standard defines the complex ``name`` as ``-1j * hyperbolic(1j * z)`` (sin, tan,
    asin, atan) or ``hyperbolic(1j * z)`` (cos), special cases included."""
    if minus_i:
        complex_path = jax.jit(lambda z: _times_minus_i(hyperbolic(_times_i(z))))
    else:
        complex_path = jax.jit(lambda z: hyperbolic(_times_i(z)))

    def f(x: Any, /) -> Any:
        try:
            return complex_path(x) if _is_complex(x) else real(x)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(name, e, (x,))

    f.__name__ = f.__qualname__ = name
    return f


sin = _through_i("sin", jnp.sin, sinh, True)
cos = _through_i("cos", jnp.cos, cosh, False)
tan = _through_i("tan", jnp.tan, tanh, True)
asin = _through_i("asin", jnp.arcsin, asinh, True)
atan = _through_i("atan", jnp.arctan, atanh, True)
# Real input: the native kernel; complex input: one compiled call.
expm1 = _fused(expm1_for(_first_quadrant(jnp.expm1), exp, _COMPLEX_OPS))
log1p = _fused(log1p_for(jnp.log1p, log, _COMPLEX_OPS))


def _sign_at_zero(x: Any) -> Any:
    return jnp.where(x == 0, 0, jnp.sign(x))  # ±0 (± 0j): +0 (+ 0j)


_zero_signed = jax.jit(_sign_at_zero)


def sign(x: Any, /) -> Any:
    """``sign``; the sign of ``±0`` is ``+0`` (``jnp.sign(-0.0)`` is ``-0.0``) and of complex
    ``±0 ± 0j`` is ``0 + 0j``."""
    try:
        return _zero_signed(x) if _kind(x) in "fc" else jnp.sign(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("sign", e, (x,))


@compiled("conj")
def conj(x: Any, /) -> Any:
    return jnp.conjugate(x)


def imag(x: Any, /) -> Any:
    """Imaginary part, element-wise; for real input, zeros on the input's devices
    (``jax.numpy.imag`` makes those zeros on the default device)."""
    try:
        if jnp.iscomplexobj(x):
            return jnp.imag(x)
        return jnp.zeros_like(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("imag", e, (x,))
