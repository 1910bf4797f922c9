"""The ``linalg`` extension of the Array API 2025.12 standard for native TensorFlow tensors.

Functions of matrices that the standard defines for floating-point arrays
(``cholesky``, ``det``, ``inv``, ``matrix_norm``, ``matrix_power``, ``slogdet``,
``solve``, ``vector_norm`` and the decompositions) raise a TypeError naming the
function for integer or bool input.  ``cross``, ``outer``, ``trace`` and the
functions shared with the main namespace take any numeric array; ``diagonal`` and
``matrix_transpose`` take any array.

Every function works on eager tensors and inside ``tf.function``.  With
``jit_compile=True`` TensorFlow's XLA bridge has no kernel for LU factorisation
(``det``, ``slogdet``) nor for complex ``inv``/``solve``/SVD; those raise TensorFlow's
own error when compiled.  Singular input to ``inv``/``solve`` and non-positive-definite
input to ``cholesky`` raise TensorFlow's ``InvalidArgumentError`` (NumPy raises
``LinAlgError``).  The decompositions live in ``_linalg_decompositions``.

Half-precision input (``float16``, ``bfloat16``): TensorFlow's factorisations have no
kernels for it (``_kernels.LINALG_DTYPES``), and the norms' squares overflow 16 bits, so
``cholesky``, ``det``, ``inv``, ``slogdet``, ``solve``, ``matrix_power`` with a negative
power, the norms and the decompositions compute in float32 and round their results to
the half dtype once; products (``matmul``, ``tensordot``, ``vecdot``, positive
``matrix_power``), ``cross``, ``outer``, ``trace`` and ``diagonal`` use TensorFlow's own
half kernels.
"""

from __future__ import annotations

import math
import operator
from typing import Any, Literal, NamedTuple

import tensorflow as tf

from .._common._errors import AxisError
from . import _dtypes as d
from ._broadcasting import broadcast_any, fits_kernels
from ._devices import placed_in, same_device
from ._helpers import (
    as_tensor,
    cast,
    check_dtype,
    int_arg,
    normalize_axes,
    require,
    scalar_tensor,
)
from ._kernels import ACCUMULATION_IN_FLOAT32, LINALG_IN_FLOAT32, rounded, to_float32
from ._linalg_helpers import (
    array_pair,
    check_matrices,
    matmul_nd,
    matrices,
    nonscalar_pair,
    vector_axis,
)
from ._linear_algebra_functions import matmul, matrix_transpose, tensordot, vecdot
from ._names import named
from ._shapes import broadcast_shape, dims, is_static, ndim, prod, shape_arg
from ._statistical_functions import sum as _sum

__all__ = [
    "SlogdetResult",
    "cholesky",
    "cross",
    "det",
    "diagonal",
    "inv",
    "matmul",
    "matrix_norm",
    "matrix_power",
    "matrix_transpose",
    "outer",
    "slogdet",
    "solve",
    "tensordot",
    "trace",
    "vecdot",
    "vector_norm",
]


class SlogdetResult(NamedTuple):
    """Result of :func:`slogdet`."""

    sign: tf.Tensor
    logabsdet: tf.Tensor


# --- input checks ---------------------------------------------------------------------


def _same_static_shape(a: tf.Tensor, b: tf.Tensor) -> bool:
    sa, sb = a.shape, b.shape
    return bool(sa.is_fully_defined() and sa == sb)


def _real_dtype(dtype: tf.DType) -> tf.DType:
    return d.REAL_OF.get(dtype, dtype)


# --- decompositions-free matrix functions ------------------------------------------------


def cholesky(x: Any, /, *, upper: bool = False) -> tf.Tensor:
    """Lower (or, with ``upper=True``, upper) Cholesky factor of Hermitian positive-definite
    matrices; only the lower triangle of ``x`` is read."""
    t = matrices("cholesky", x, square=True)
    if id(t.dtype) in LINALG_IN_FLOAT32:
        return rounded(cholesky(to_float32(t), upper=upper), t.dtype)
    lower = tf.linalg.cholesky(t)
    return tf.linalg.adjoint(lower) if upper else lower


def cross(x1: Any, x2: Any, /, *, axis: int = -1) -> tf.Tensor:
    """Cross products of 3-element vectors along ``axis``; other axes broadcast.

    ``axis`` counts from the end (the standard's negative axes, within the rank of
    both arrays); a non-negative ``axis`` is accepted when both arrays have the same
    rank.  Both arrays must have size 3 along ``axis`` (it is not broadcast).
    """
    fname = "cross"
    a, b, na, nb = nonscalar_pair(fname, x1, x2)
    axis = vector_axis(fname, axis, na, nb, span=min(na, nb))
    for t in (a, b):
        size = t.shape[axis]
        if size is not None and size != 3:
            raise ValueError(
                f"{named(fname)}: the size of axis {axis} must be 3 in both arrays, "
                f"got shapes {tuple(a.shape)} and {tuple(b.shape)}"
            )
    n = max(na, nb)
    if axis == -1 and a.dtype not in d.COMPLEX_FLOATING and _same_static_shape(a, b):
        return tf.raw_ops.Cross(a=a, b=b)
    sa = [1] * (n - na) + dims(a)
    sb = [1] * (n - nb) + dims(b)
    full = broadcast_shape(fname, sa, sb)  # a clear error for incompatible shapes
    if a.dtype not in d.COMPLEX_FLOATING:
        # TensorFlow's Cross kernel: real dtypes, equal shapes, vectors along the last axis
        a, b = broadcast_any(fname, a, full), broadcast_any(fname, b, full)
        if axis == -1:
            return tf.raw_ops.Cross(a=a, b=b)
        perm = [i for i in range(n) if i != n + axis] + [n + axis]
        back = [*range(n + axis), n - 1, *range(n + axis, n - 1)]
        out = tf.raw_ops.Cross(a=tf.transpose(a, perm), b=tf.transpose(b, perm))
        return tf.transpose(out, back)
    if not fits_kernels(sa, sb):  # a pattern TensorFlow's binary kernels refuse
        a, b = broadcast_any(fname, a, full), broadcast_any(fname, b, full)
    a0, a1, a2 = (tf.gather(a, i, axis=a.shape.rank + axis) for i in range(3))
    b0, b1, b2 = (tf.gather(b, i, axis=b.shape.rank + axis) for i in range(3))
    return tf.stack([a1 * b2 - a2 * b1, a2 * b0 - a0 * b2, a0 * b1 - a1 * b0], axis=axis)


def det(x: Any, /) -> tf.Tensor:
    """Determinants of square matrices (1 for 0x0 matrices)."""
    t = matrices("det", x, square=True)
    if id(t.dtype) in LINALG_IN_FLOAT32:
        return rounded(tf.linalg.det(to_float32(t)), t.dtype)
    return tf.linalg.det(t)


def diagonal(x: Any, /, *, offset: int = 0) -> tf.Tensor:
    """Diagonals ``offset`` above (below, if negative) the main one, of any dtype; an
    offset beyond the matrix gives an empty last axis."""
    fname = "diagonal"
    t = as_tensor(x, fname)
    check_dtype(fname, t.dtype)
    check_matrices(fname, t, square=False)
    return _diagonal(t, int_arg(fname, "offset", offset))


def _diagonal(t: tf.Tensor, offset: int) -> tf.Tensor:
    if offset == 0:
        return tf.raw_ops.MatrixDiagPart(input=t)
    m, n = t.shape[-2], t.shape[-1]
    if m is not None and n is not None and -m < offset < n:
        return tf.raw_ops.MatrixDiagPartV3(input=t, k=offset, padding_value=tf.zeros([], t.dtype))
    # unknown sizes or an offset outside the matrix: cut the matrix so that the
    # wanted diagonal is the main one (empty when nothing is left)
    cut = t[..., :, offset:] if offset > 0 else t[..., -offset:, :]
    return tf.raw_ops.MatrixDiagPart(input=cut)


def inv(x: Any, /) -> tf.Tensor:
    """Inverses of square matrices."""
    t = matrices("inv", x, square=True)
    if id(t.dtype) in LINALG_IN_FLOAT32:
        return rounded(tf.linalg.inv(to_float32(t)), t.dtype)
    return tf.linalg.inv(t)


def matrix_norm(x: Any, /, *, keepdims: bool = False,
                ord: float | Literal["fro", "nuc"] | None = "fro") -> tf.Tensor:
    """Matrix norms over the last two axes: 'fro' (also None), 'nuc', 1, -1, 2, -2,
    inf, -inf; a real floating-point result of the input's precision."""
    fname = "matrix_norm"
    t = matrices(fname, x)
    if id(t.dtype) in ACCUMULATION_IN_FLOAT32:
        return rounded(matrix_norm(to_float32(t), keepdims=keepdims, ord=ord), t.dtype)
    a = tf.abs(t)
    if ord is None or (isinstance(ord, str) and ord == "fro"):
        out = tf.sqrt(tf.reduce_sum(tf.square(a), axis=[-2, -1]))
    elif isinstance(ord, str) and ord == "nuc":
        out = tf.reduce_sum(tf.linalg.svd(t, compute_uv=False), axis=-1)
    elif isinstance(ord, bool) or not isinstance(ord, (int, float)):
        raise ValueError(f"{named(fname)}: invalid norm order {ord!r}")
    elif ord in (2, -2):
        s = tf.linalg.svd(t, compute_uv=False)
        out = tf.reduce_max(s, axis=-1) if ord == 2 else tf.reduce_min(s, axis=-1)
    elif ord in (1, -1, math.inf, -math.inf):
        sums = tf.reduce_sum(a, axis=-2 if ord in (1, -1) else -1)
        out = tf.reduce_max(sums, axis=-1) if ord > 0 else tf.reduce_min(sums, axis=-1)
    else:
        raise ValueError(
            f"{named(fname)}: invalid norm order {ord!r} (expected 'fro', 'nuc', 1, -1, 2, -2, "
            "inf or -inf)"
        )
    if keepdims:
        out = tf.expand_dims(tf.expand_dims(out, -1), -1)
    return out


def matrix_power(x: Any, n: int, /) -> tf.Tensor:
    """Square matrices raised to the integer power ``n`` (identity for 0; powers of the
    inverse for negative ``n``), by repeated squaring."""
    fname = "matrix_power"
    t = matrices(fname, x, square=True)
    n = int_arg(fname, "n", n)
    if n < 0 and id(t.dtype) in LINALG_IN_FLOAT32:  # the inverse has no half kernel
        return rounded(matrix_power(to_float32(t), n), t.dtype)
    if n == 0:
        shape = dims(t)
        with same_device(t):
            eye = tf.eye(shape[-1], dtype=t.dtype)
        return broadcast_any(fname, eye, shape)
    base = tf.linalg.inv(t) if n < 0 else t
    n = abs(n)
    out: tf.Tensor | None = None
    while True:
        if n & 1:
            out = base if out is None else matmul_nd(fname, out, base)
        n >>= 1
        if not n:
            return out
        base = matmul_nd(fname, base, base)


def outer(x1: Any, x2: Any, /) -> tf.Tensor:
    """Outer product of two 1-D numeric arrays."""
    fname = "outer"
    a, b = array_pair(fname, x1, x2, d.NUMERIC, "numeric")
    if ndim(a, fname) != 1 or ndim(b, fname) != 1:
        raise ValueError(
            f"{named(fname)}: expected two 1-D arrays, got shapes {tuple(a.shape)} and "
            f"{tuple(b.shape)}"
        )
    return tf.multiply(tf.expand_dims(a, 1), tf.expand_dims(b, 0))


def slogdet(x: Any, /) -> SlogdetResult:
    """Sign and natural log of the absolute value of determinants (sign 0 and
    logabsdet -inf for singular matrices; complex sign for complex input)."""
    t = matrices("slogdet", x, square=True)
    if id(t.dtype) in LINALG_IN_FLOAT32:
        return rounded(slogdet(to_float32(t)), t.dtype)
    sign, logabsdet = tf.linalg.slogdet(t)
    if logabsdet.dtype in d.COMPLEX_FLOATING:
        logabsdet = tf.math.real(logabsdet)
    return SlogdetResult(sign, logabsdet)


def solve(x1: Any, x2: Any, /) -> tf.Tensor:
    """Solution ``X`` of ``x1 @ X = x2``.

    ``x2`` of shape ``(M,)`` is one right-hand side for every matrix of ``x1``
    (result ``shape(x1)[:-2] + (M,)``); otherwise ``x2`` is a stack of ``(M, K)``
    matrices whose batch dimensions broadcast with those of ``x1``.
    """
    fname = "solve"
    a, b = array_pair(fname, x1, x2, d.FLOATING, "floating-point")
    check_matrices(fname, a, square=True)
    if id(a.dtype) in LINALG_IN_FLOAT32:
        return rounded(solve(to_float32(a), to_float32(b)), a.dtype)
    nb = ndim(b, fname)
    if nb == 0:
        raise ValueError(f"{named(fname)}: x2 must have at least one dimension")
    sa, sb = dims(a), dims(b)
    m, bm = sa[-1], sb[0 if nb == 1 else -2]
    if isinstance(m, int) and isinstance(bm, int) and m != bm:
        raise ValueError(
            f"{named(fname)}: x2 of shape {tuple(b.shape)} does not match matrices of shape "
            f"{tuple(a.shape)} ({bm} != {m})"
        )
    if nb == 1:
        rhs = broadcast_any(fname, tf.expand_dims(b, -1), [*sa[:-1], 1])
        return tf.squeeze(tf.linalg.solve(a, rhs), axis=-1)
    if len(sa) == nb and is_static(sa) and is_static(sb) and sa[:-2] == sb[:-2]:
        return tf.linalg.solve(a, b)  # same batch shape: nothing to broadcast
    batch = broadcast_shape(fname, sa[:-2], sb[:-2])
    k = sb[-1]
    if len(sa) == 2 and batch:
        # one matrix, many right-hand sides: solve them as the columns of one system
        perm = [nb - 2, *range(nb - 2), nb - 1]
        cols = tf.reshape(tf.transpose(b, perm), shape_arg([m, prod([*batch, k])]))
        out = tf.reshape(tf.linalg.solve(a, cols), shape_arg([m, *batch, k]))
        return tf.transpose(out, [*range(1, nb - 1), 0, nb - 1])
    lhs = broadcast_any(fname, a, [*batch, m, m])
    rhs = broadcast_any(fname, b, [*batch, m, k])
    return tf.linalg.solve(lhs, rhs)


def trace(x: Any, /, *, offset: int = 0, dtype: tf.DType | None = None) -> tf.Tensor:
    """Sums of the diagonal ``offset`` of matrices.

    Default result dtype as for ``sum``: signed integers narrower than int64 give
    int64, unsigned ones uint64, other dtypes are kept.
    """
    fname = "trace"
    t = matrices(fname, x, d.NUMERIC, "numeric")
    offset = int_arg(fname, "offset", offset)
    if dtype is None:
        if t.dtype in d.SIGNED_INTEGER:
            out_dtype = d.int64
        elif t.dtype in d.UNSIGNED_INTEGER:
            out_dtype = d.uint64
        else:
            out_dtype = t.dtype
    else:
        out_dtype = check_dtype(fname, dtype)
        if out_dtype == d.bool or (
            t.dtype in d.COMPLEX_FLOATING and out_dtype not in d.COMPLEX_FLOATING
        ):
            raise TypeError(
                f"{named(fname)}: cannot sum {d.name_of(t.dtype)} values in {d.name_of(out_dtype)}"
            )
    return tf.reduce_sum(cast(_diagonal(t, offset), out_dtype), axis=-1)


def vector_norm(x: Any, /, *, axis: int | tuple[int, ...] | None = None,
                keepdims: bool = False, ord: float = 2) -> tf.Tensor:
    """Vector norms over ``axis`` (None: all values) of any real order: inf/-inf give the
    max/min of ``abs(x)``, 0 the count of non-zeros, p the p-norm (also for p < 1)."""
    fname = "vector_norm"
    t = as_tensor(x, fname)
    require(fname, t, d.FLOATING, "floating-point")
    if id(t.dtype) in ACCUMULATION_IN_FLOAT32:
        return rounded(vector_norm(to_float32(t), axis=axis, keepdims=keepdims, ord=ord),
                       t.dtype)
    axes = list(normalize_axes(fname, axis, ndim(t, fname)))
    if isinstance(ord, bool) or not isinstance(ord, (int, float)):
        raise TypeError(f"{named(fname)}: ord must be a real number, got {ord!r}")
    if ord == 2:  # the common case first: a real square needs no abs; our sum's fast axes
        square = tf.math.square(t if t.dtype in d.REAL_FLOATING else tf.abs(t))
        return tf.sqrt(_sum(square, axis=axis, keepdims=keepdims))
    a = tf.abs(t)
    rdt = a.dtype
    if ord == math.inf:
        # max(|x|) >= 0; the maximum with 0 only matters for an empty reduction
        return tf.maximum(tf.reduce_max(a, axis=axes, keepdims=keepdims),
                          tf.zeros([], rdt))
    if ord == -math.inf:
        return tf.reduce_min(a, axis=axes, keepdims=keepdims)
    if ord == 0:
        return tf.reduce_sum(tf.cast(tf.not_equal(a, 0), rdt), axis=axes, keepdims=keepdims)
    if ord == 1:
        return tf.reduce_sum(a, axis=axes, keepdims=keepdims)
    if math.isnan(ord):
        raise ValueError(f"{named(fname)}: ord must not be NaN")
    p = scalar_tensor(float(ord), rdt)
    return tf.pow(tf.reduce_sum(tf.pow(a, p), axis=axes, keepdims=keepdims),
                  scalar_tensor(1.0 / float(ord), rdt))


# --- the decompositions (their own module) --------------------------------------------------
from ._linalg_decompositions import *  # noqa: E402
from ._linalg_decompositions import __all__ as _decompositions_all  # noqa: E402

__all__ += [name for name in _decompositions_all if name not in __all__]


# Every function keeps its operands' device (see ``_devices``).
placed_in(globals(), __all__)
