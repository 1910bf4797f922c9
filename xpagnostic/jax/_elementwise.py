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

from .._common._elementwise import (
    ComplexPrimitives,
    Primitives,
    acos_for,
    complex_special_for,
    expm1_for,
    floor_divide_for,
    log1p_for,
    remainder_for,
)

__all__ = ["acos", "acosh", "asinh", "atanh", "cosh", "exp", "expm1", "floor_divide", "log",
           "log1p", "pow", "remainder", "sign", "sinh", "sqrt", "tanh"]

_P = Primitives(jnp.isinf, jnp.where, jnp.divide, jnp.copysign,
                lambda x: jnp.issubdtype(x.dtype, jnp.floating))
floor_divide = floor_divide_for(jnp.floor_divide, _P)
remainder = remainder_for(jnp.remainder, _P)


def pow(x1: Any, x2: Any, /) -> Any:
    """``pow`` with the standard's result dtype.

    ``jnp.power`` keeps ``x1``'s dtype when ``x2`` is a concrete 0-d integer array (it
    switches to repeated multiplication), so ``int8 ** int32`` came back as ``int8``.
    """
    dtype = jnp.result_type(x1, x2)
    if jnp.result_type(x1) != dtype:
        x1 = jnp.asarray(x1, dtype=dtype)
    return jnp.power(x1, x2)


def _is_complex(x: Any) -> bool:
    return bool(jnp.issubdtype(jnp.result_type(x), jnp.complexfloating))


_C = ComplexPrimitives(jnp.isfinite, jnp.where, _is_complex, jnp.real, jnp.imag,
                       jax.lax.complex, jnp.copysign, jnp.isnan, jnp.arctan2, jnp.cos, jnp.sin)

def _fused(f: Callable[[Any], Any]) -> Callable[[Any], Any]:
    complex_path = jax.jit(f)
    return functools.wraps(f)(lambda x, /: complex_path(x) if _is_complex(x) else f(x))


acos = complex_special_for("acos", acos_for(jnp.arccos, _C), _C, jax.jit)
acosh = complex_special_for("acosh", jnp.arccosh, _C, jax.jit)
asinh = complex_special_for("asinh", jnp.arcsinh, _C, jax.jit)
atanh = complex_special_for("atanh", jnp.arctanh, _C, jax.jit)
cosh = complex_special_for("cosh", jnp.cosh, _C, jax.jit)
sinh = complex_special_for("sinh", jnp.sinh, _C, jax.jit)
tanh = complex_special_for("tanh", jnp.tanh, _C, jax.jit)
sqrt = complex_special_for("sqrt", jnp.sqrt, _C, jax.jit)
exp = complex_special_for("exp", jnp.exp, _C, jax.jit)
log = complex_special_for("log", jnp.log, _C, jax.jit)
# Real input: the native kernel; complex input: one compiled call.
expm1 = _fused(expm1_for(jnp.expm1, exp, _C))
log1p = _fused(log1p_for(jnp.log1p, log, _C))


def _sign_at_zero(x: Any) -> Any:
    return jnp.where(x == 0, 0, jnp.sign(x))  # ±0 ± 0j: 0 + 0j


_complex_sign = jax.jit(_sign_at_zero)


def sign(x: Any, /) -> Any:
    """``sign``; complex ``±0 ± 0j`` is ``0 + 0j``."""
    return _complex_sign(x) if _is_complex(x) else jnp.sign(x)
