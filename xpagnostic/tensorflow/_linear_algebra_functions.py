"""Linear algebra functions of xpagnostic.tensorflow (standard chapter "Linear Algebra Functions").

``matmul``, ``tensordot`` and ``vecdot`` take numeric arrays (bool is refused, as in
the standard), promote them with the standard's rules and return the promoted
dtype.  Integer products of dtypes TensorFlow has no ``MatMul`` kernel for (int8,
int16 and the unsigned dtypes) are computed exactly modulo ``2**bits`` and wrap
around like NumPy (see ``_linalg_helpers``).  Batch dimensions broadcast at any
rank.  All four work on eager tensors and inside ``tf.function`` (also with
``jit_compile=True``).
"""

from __future__ import annotations

import operator
from collections.abc import Sequence
from typing import Any

import tensorflow as tf

from .._common._errors import AxisError
from . import _dtypes as d
from ._broadcasting import broadcast_any, fits_kernels
from ._helpers import as_tensor, normalize_axes
from ._linalg_helpers import (
    array_pair,
    matmul_nd,
    nonscalar_pair,
    vector_axis,
)
from ._names import named
from ._shapes import broadcast_shape, dims, is_static, ndim, prod, shape_arg

__all__ = ["matmul", "matrix_transpose", "tensordot", "vecdot"]


def matmul(x1: Any, x2: Any, /) -> tf.Tensor:
    """Matrix product ``x1 @ x2`` with 1-D operands promoted as in PEP 465."""
    fname = "matmul"
    a, b, na, nb = nonscalar_pair(fname, x1, x2)
    ka, kb = a.shape[-1], b.shape[0 if nb == 1 else -2]
    if ka is not None and kb is not None and ka != kb:
        raise ValueError(
            f"{named(fname)}: shapes {tuple(a.shape)} and {tuple(b.shape)} are not aligned "
            f"({ka} != {kb})"
        )
    a2 = tf.expand_dims(a, 0) if na == 1 else a
    b2 = tf.expand_dims(b, -1) if nb == 1 else b
    out = matmul_nd(fname, a2, b2)
    if na == 1 and nb == 1:
        return tf.reshape(out, [])
    if na == 1:
        return tf.squeeze(out, axis=-2)
    if nb == 1:
        return tf.squeeze(out, axis=-1)
    return out


def matrix_transpose(x: Any, /) -> tf.Tensor:
    """Transpose of the last two axes of ``x`` (any dtype)."""
    fname = "matrix_transpose"
    t = as_tensor(x, fname)
    n = ndim(t, fname)
    if n < 2:
        raise ValueError(
            f"{named(fname)}: x must have at least 2 dimensions, got shape {tuple(t.shape)}")
    return tf.transpose(t, [*range(n - 2), n - 1, n - 2])


def _tensordot_axes(fname: str, axes: Any, na: int, nb: int
                    ) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if isinstance(axes, bool):
        raise TypeError(f"{named(fname)}: axes must be an int or a pair of sequences, got {axes!r}")
    if isinstance(axes, int) or (hasattr(axes, "__index__") and not isinstance(axes, Sequence)):
        n = operator.index(axes)
        if n < 0:
            raise ValueError(f"{named(fname)}: axes must be non-negative, got {n}")
        if n > na or n > nb:  # AxisError: a ValueError, and an IndexError as strict's
            raise AxisError(
                f"{named(fname)}: cannot contract {n} axes of arrays with {na} and {nb} dimensions"
                f" (axes={n})")
        return tuple(range(na - n, na)), tuple(range(n))
    if not isinstance(axes, Sequence) or isinstance(axes, str) or len(axes) != 2:
        raise TypeError(f"{named(fname)}: axes must be an int or a pair of sequences, got {axes!r}")
    ax1 = normalize_axes(fname, axes[0], na)
    ax2 = normalize_axes(fname, axes[1], nb)
    if len(ax1) != len(ax2):
        raise ValueError(
            f"{named(fname)}: axes sequences must have the same length, got {axes[0]!r} and "
            f"{axes[1]!r}"
        )
    return ax1, ax2


def tensordot(x1: Any, x2: Any, /, *,
              axes: int | tuple[Sequence[int], Sequence[int]] = 2) -> tf.Tensor:
    """Contraction of ``x1`` and ``x2`` over ``axes`` (an int N, or two axis sequences)."""
    fname = "tensordot"
    a, b = array_pair(fname, x1, x2, d.NUMERIC, "numeric")
    na, nb = ndim(a, fname), ndim(b, fname)
    ax1, ax2 = _tensordot_axes(fname, axes, na, nb)
    sa, sb = dims(a), dims(b)
    for i, j in zip(ax1, ax2):
        if isinstance(sa[i], int) and isinstance(sb[j], int) and sa[i] != sb[j]:
            raise ValueError(
                f"{named(fname)}: axis {i} of x1 (size {sa[i]}) and axis {j} of x2 "
                f"(size {sb[j]}) differ; contracted axes are not broadcast"
            )
    free1 = [i for i in range(na) if i not in ax1]
    free2 = [j for j in range(nb) if j not in ax2]
    perm1, perm2 = [*free1, *ax1], [*ax2, *free2]
    if perm1 != list(range(na)):
        a = tf.transpose(a, perm1)
    if perm2 != list(range(nb)):
        b = tf.transpose(b, perm2)
    out1 = [sa[i] for i in free1]
    out2 = [sb[j] for j in free2]
    k = prod([sa[i] for i in ax1])
    a2 = tf.reshape(a, shape_arg([prod(out1), k]))
    b2 = tf.reshape(b, shape_arg([k, prod(out2)]))
    return tf.reshape(matmul_nd(fname, a2, b2), shape_arg([*out1, *out2]))


def vecdot(x1: Any, x2: Any, /, *, axis: int = -1) -> tf.Tensor:
    """Dot products ``sum(conj(x1) * x2)`` along ``axis``, other axes broadcast.

    ``axis`` counts from the end of the broadcast shape (the standard's negative
    axes); a non-negative ``axis`` is accepted when both arrays have the same rank.
    The contracted axis itself is not broadcast: its sizes must be equal.
    """
    fname = "vecdot"
    a, b, na, nb = nonscalar_pair(fname, x1, x2)
    n = max(na, nb)
    axis = vector_axis(fname, axis, na, nb, span=n)
    sa = [1] * (n - na) + dims(a)
    sb = [1] * (n - nb) + dims(b)
    ca, cb = sa[axis], sb[axis]
    if isinstance(ca, int) and isinstance(cb, int) and ca != cb:
        raise ValueError(
            f"{named(fname)}: x1 and x2 must have the same size along axis {axis} "
            f"(shapes {tuple(a.shape)} and {tuple(b.shape)})"
        )
    if not (is_static(sa) and is_static(sb) and sa == sb):
        full = broadcast_shape(fname, sa, sb)  # a clear error for incompatible shapes
        if not fits_kernels(sa, sb):  # a pattern TensorFlow's Mul kernel refuses
            a, b = broadcast_any(fname, a, full), broadcast_any(fname, b, full)
    if a.dtype in d.COMPLEX_FLOATING:
        a = tf.raw_ops.Conj(input=a)
    return tf.raw_ops.Sum(input=tf.raw_ops.Mul(x=a, y=b), axis=n + axis, keep_dims=False)
