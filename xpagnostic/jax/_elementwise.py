"""Element-wise functions for JAX: the standard's special cases of floor_divide, remainder,
and of complex acos, acosh, asinh, atanh, cosh, exp, expm1, log, log1p, sign, sinh, sqrt
and tanh.

The complex fixes mask only non-finite (or zero) elements and run only for complex dtypes;
real input takes ``jax.numpy``'s function unchanged.
"""

from __future__ import annotations

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
           "log1p", "remainder", "sign", "sinh", "sqrt", "tanh"]

_P = Primitives(jnp.isinf, jnp.where, jnp.divide, jnp.copysign,
                lambda x: jnp.issubdtype(x.dtype, jnp.floating))
floor_divide = floor_divide_for(jnp.floor_divide, _P)
remainder = remainder_for(jnp.remainder, _P)


def _is_complex(x: Any) -> bool:
    return bool(jnp.issubdtype(jnp.result_type(x), jnp.complexfloating))


_C = ComplexPrimitives(jnp.isfinite, jnp.where, _is_complex, jnp.real, jnp.imag,
                       jax.lax.complex, jnp.copysign, jnp.isnan, jnp.arctan2, jnp.cos, jnp.sin)

acos = complex_special_for("acos", acos_for(jnp.arccos, _C), _C)
acosh = complex_special_for("acosh", jnp.arccosh, _C)
asinh = complex_special_for("asinh", jnp.arcsinh, _C)
atanh = complex_special_for("atanh", jnp.arctanh, _C)
cosh = complex_special_for("cosh", jnp.cosh, _C)
sinh = complex_special_for("sinh", jnp.sinh, _C)
tanh = complex_special_for("tanh", jnp.tanh, _C)
sqrt = complex_special_for("sqrt", jnp.sqrt, _C)
exp = complex_special_for("exp", jnp.exp, _C)
log = complex_special_for("log", jnp.log, _C)
expm1 = expm1_for(jnp.expm1, exp, _C)
log1p = log1p_for(jnp.log1p, log, _C)


def sign(x: Any, /) -> Any:
    """``sign``; complex ``±0 ± 0j`` is ``0 + 0j``."""
    out = jnp.sign(x)
    if not _is_complex(x):
        return out
    return jnp.where(x == 0, jnp.zeros_like(out), out)
