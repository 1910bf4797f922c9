"""Internals shared by the linear algebra modules of xpagnostic.tensorflow.

Shapes are handled as lists whose entries are Python ints where TensorFlow knows
the size statically and scalar int64 tensors where it does not (inside
``tf.function``; see ``_shapes``), so the same code serves eager and symbolic tensors.

``BatchMatMulV2`` broadcasts batches up to rank ``_kernels.MAX_RANK``; above, the
batches are broadcast by ``_broadcasting.broadcast_any`` and folded into one.

Integer matrix products: TensorFlow has ``MatMul`` kernels for int32 and int64
only.  Products of the other integer dtypes are computed in a kernel dtype of at
least their width and brought back modulo ``2**bits`` (narrow dtypes by a cast,
uint32/uint64 by a bit-for-bit reinterpretation as int32/int64), which is exact
two's-complement arithmetic: the result wraps around like NumPy's.
"""

from __future__ import annotations

from typing import Any

import tensorflow as tf

from .._common._errors import AxisError, LinAlgError, parameter_of
from . import _dtypes as d
from ._broadcasting import broadcast_any
from ._helpers import as_tensor, int_arg, promote, require
from ._kernels import MAX_RANK, from_matmul, to_matmul
from ._names import named
from ._shapes import broadcast_shape, dims, ndim, prod, shape_arg

__all__: list[str] = []


def matrices(fname: str, x: Any, category: frozenset[tf.DType] = d.FLOATING,
             what: str = "floating-point", *, square: bool = False) -> tf.Tensor:
    """``x`` as a tensor of at least 2 dims (square matrices if asked) in ``category``."""
    t = as_tensor(x, fname)
    require(fname, t, category, what)
    check_matrices(fname, t, square=square)
    return t


def check_matrices(fname: str, t: tf.Tensor, *, square: bool) -> None:
    """Raise unless ``t`` has a known rank of at least 2 (and square trailing dims if asked)."""
    shape = t.shape
    if shape.rank is None:
        raise ValueError(f"{named(fname)}: the rank of the input must be known statically")
    # LinAlgError: a ValueError, named as NumPy's class, which array-api-strict raises.
    if shape.rank < 2:
        raise LinAlgError(f"{named(fname)}: {parameter_of(t)}expected an array of at least 2 "
                          f"dimensions, got shape {tuple(shape)}")
    if square:
        m, n = shape[-2], shape[-1]
        if m is not None and n is not None and m != n:
            raise LinAlgError(f"{named(fname)}: {parameter_of(t)}expected square matrices, got "
                              f"shape {tuple(shape)}")


def array_pair(fname: str, x1: Any, x2: Any, category: frozenset[tf.DType], what: str
               ) -> tuple[tf.Tensor, tf.Tensor]:
    """Two arrays (not Python scalars) checked against ``category`` and promoted."""
    a, b = as_tensor(x1, fname), as_tensor(x2, fname)
    da, db = a.dtype, b.dtype
    if da == db and da in category:
        return a, b
    require(fname, a, category, what)
    require(fname, b, category, what)
    return promote(fname, a, b)


def matmul_nd(fname: str, a: tf.Tensor, b: tf.Tensor) -> tf.Tensor:
    """Matrix product of ``a`` (..., M, K) and ``b`` (..., K, N) of one numeric dtype,
    batch dimensions broadcast, any rank and any integer dtype."""
    sa, sb = dims(a), dims(b)
    ka, kb = sa[-1], sb[-2]
    if isinstance(ka, int) and isinstance(kb, int) and ka != kb:
        raise ValueError(
            f"{named(fname)}: contracted dimensions differ: {tuple(a.shape)} @ {tuple(b.shape)} "
            f"({ka} != {kb})"
        )
    dtype = a.dtype
    ak, bk = to_matmul(a), to_matmul(b)
    rank = max(len(sa), len(sb))
    if rank == 2:
        return from_matmul(tf.raw_ops.MatMul(a=ak, b=bk), dtype)
    if rank <= MAX_RANK:
        broadcast_shape(fname, sa[:-2], sb[:-2])  # a clear error for incompatible batches
        return from_matmul(tf.raw_ops.BatchMatMulV2(x=ak, y=bk), dtype)
    batch = broadcast_shape(fname, sa[:-2], sb[:-2])
    m, n = sa[-2], sb[-1]
    if len(sb) == 2:
        # one matrix on the right: fold the batch of ``a`` into its rows
        rows = prod([*sa[:-2], m])
        out = tf.raw_ops.MatMul(a=tf.reshape(ak, shape_arg([rows, ka])), b=bk)
        return from_matmul(tf.reshape(out, shape_arg([*sa[:-2], m, n])), dtype)
    nb = prod(batch)
    a3 = tf.reshape(broadcast_any(fname, ak, [*batch, m, ka]), shape_arg([nb, m, ka]))
    b3 = tf.reshape(broadcast_any(fname, bk, [*batch, kb, n]), shape_arg([nb, kb, n]))
    out = tf.raw_ops.BatchMatMulV2(x=a3, y=b3)
    return from_matmul(tf.reshape(out, shape_arg([*batch, m, n])), dtype)


def vector_axis(fname: str, axis: Any, na: int, nb: int, *, span: int) -> int:
    """The axis holding the vectors of a product of arrays of ``na`` and ``nb`` dimensions
    (``vecdot``, ``cross``), as a negative axis.

    ``axis`` counts from the end; a non-negative ``axis`` is accepted when both ranks are
    equal.  It may reach back ``span`` axes: the smaller rank where the axis must exist in
    both arrays, the broadcast rank where a missing one counts as size 1.  TypeError for a
    non-integer, AxisError (a ValueError and an IndexError) out of range.
    """
    index = int_arg(fname, "axis", axis)
    if index >= 0:
        if na != nb:
            raise ValueError(
                f"{named(fname)}: a non-negative axis ({index}) is ambiguous for arrays of "
                f"{na} and {nb} dimensions; use a negative axis"
            )
        index -= na
    if not -span <= index <= -1:
        raise AxisError(
            f"{named(fname)}: axis {axis} is out of bounds for arrays of {na} and {nb} dimensions"
        )
    return index


def nonscalar_pair(fname: str, x1: Any, x2: Any) -> tuple[tf.Tensor, tf.Tensor, int, int]:
    """The numeric operands of a product, with their ranks; 0-d operands are refused."""
    a, b = array_pair(fname, x1, x2, d.NUMERIC, "numeric")
    na, nb = ndim(a, fname), ndim(b, fname)
    if na == 0 or nb == 0:
        raise ValueError(
            f"{named(fname)}: operands must have at least one dimension, "
            f"got shapes {tuple(a.shape)} and {tuple(b.shape)}"
        )
    return a, b, na, nb
