"""The ``linalg`` extension of the Array API 2025.12 standard for ``jax.Array``.

``jax.numpy.linalg``'s functions; those that would break the error contract are compiled
with its translation (``_errors.compiled``), and those the main namespace also has are the
same functions."""

from typing import Any, Literal

import jax
import jax.numpy as jnp
from jax.numpy.linalg import *

from ._compiled_functions import matmul, matrix_transpose, tensordot, vecdot
from ._errors import compiled, fail

#: jax.numpy's vector_norm runs a handful of eager operations per call; compiled once per
#: shape, dtype and static arguments it dispatches one kernel (about 5x less on small arrays).
_compiled_vector_norm = jax.jit(jnp.linalg.vector_norm,
                                static_argnames=("axis", "keepdims", "ord"))
_STATIC = (int, float, tuple, type(None))


def vector_norm(x: Any, /, *, axis: int | tuple[int, ...] | None = None,
                keepdims: bool = False, ord: float = 2) -> Any:
    """Vector norm of ``x`` over ``axis`` (None: all elements) of order ``ord``: jax.numpy's,
    compiled (inside a transform it traces as jax.numpy's own)."""
    try:
        if isinstance(x, jax.Array) and type(axis) in _STATIC and type(ord) in _STATIC:
            return _compiled_vector_norm(x, axis=axis, keepdims=keepdims, ord=ord)
        return jnp.linalg.vector_norm(x, axis=axis, keepdims=keepdims, ord=ord)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("linalg.vector_norm", e, (x,), {"axis": axis, "keepdims": keepdims, "ord": ord})


@compiled("linalg.cross", "axis")
def cross(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    return jnp.linalg.cross(x1, x2, axis=axis)


@compiled("linalg.diagonal", "offset")
def diagonal(x: Any, /, *, offset: int = 0) -> Any:
    return jnp.linalg.diagonal(x, offset=offset)


@compiled("linalg.eig")
def eig(x: Any, /) -> Any:
    return jnp.linalg.eig(x)


@compiled("linalg.matrix_norm", "keepdims", "ord")
def matrix_norm(x: Any, /, *, keepdims: bool = False,
                ord: int | float | Literal["fro", "nuc"] | None = "fro") -> Any:
    return jnp.linalg.matrix_norm(x, keepdims=keepdims, ord=ord)


@compiled("linalg.outer")
def outer(x1: Any, x2: Any, /) -> Any:
    return jnp.linalg.outer(x1, x2)


@compiled("linalg.pinv")
def pinv(x: Any, /, *, rtol: float | Any | None = None) -> Any:
    return jnp.linalg.pinv(x, rtol=rtol)


@compiled("linalg.svdvals")
def svdvals(x: Any, /) -> Any:
    return jnp.linalg.svdvals(x)


@compiled("linalg.trace", "offset", "dtype")
def trace(x: Any, /, *, offset: int = 0, dtype: Any = None) -> Any:
    return jnp.linalg.trace(x, offset=offset, dtype=dtype)


__all__ = sorted({name for name in dir() if not name.startswith("_")} - {
    "Any", "Literal", "compiled", "fail", "jax", "jnp"})
