"""Internals shared by the linear algebra modules of xpagnostic.tensorflow.

Shapes are handled as lists whose entries are Python ints where TensorFlow knows
the size statically and scalar int32 tensors where it does not (inside
``tf.function``), so the same code serves eager and symbolic tensors.

TensorFlow's broadcasting kernels (``BroadcastTo``, binary ops) give up beyond
rank 8 and oneDNN's batched matmul beyond rank 12; the helpers here route
higher ranks through ``Tile``/``Reshape``, which have no such limit.

Integer matrix products: TensorFlow has ``MatMul`` kernels for int32 and int64
only.  Products of the other integer dtypes are computed in a kernel dtype of at
least their width and brought back modulo ``2**bits`` (narrow dtypes by a cast,
uint32/uint64 by a bit-for-bit reinterpretation as int32/int64), which is exact
two's-complement arithmetic: the result wraps around like NumPy's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import tensorflow as tf

from . import _dtypes as d
from ._broadcasting import fits_kernels
from ._helpers import as_tensor, ndim, promote, require
from ._shapes import Dim, dims, is_static, prod, shape_arg

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
        raise ValueError(f"{fname}: the rank of the input must be known statically")
    if shape.rank < 2:
        raise ValueError(
            f"{fname}: expected an array of at least 2 dimensions, got shape {tuple(shape)}"
        )
    if square:
        m, n = shape[-2], shape[-1]
        if m is not None and n is not None and m != n:
            raise ValueError(f"{fname}: expected square matrices, got shape {tuple(shape)}")


#: Largest rank at which TensorFlow's ``BatchMatMulV2`` broadcasts batches (any pattern).
MAX_BROADCAST_RANK = 8

#: dtypes TensorFlow's ``MatMul``/``BatchMatMulV2`` have kernels for (CPU and XLA).
MATMUL_DTYPES = frozenset({d.int32, d.int64, d.float32, d.float64, d.complex64, d.complex128})


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


def broadcast_shape(fname: str, a: Sequence[Dim], b: Sequence[Dim]) -> list[Dim]:
    """The broadcast of shapes ``a`` and ``b``; ValueError when static sizes clash."""
    n = max(len(a), len(b))
    pa = [1] * (n - len(a)) + list(a)
    pb = [1] * (n - len(b)) + list(b)
    out: list[Dim] = []
    for sa, sb in zip(pa, pb):
        if isinstance(sa, int) and isinstance(sb, int):
            if sa != sb and 1 not in (sa, sb):
                raise ValueError(
                    f"{fname}: shapes {tuple(a)} and {tuple(b)} cannot be broadcast together"
                )
            out.append(sb if sa == 1 else sa)
        elif isinstance(sa, int) and sa != 1:
            out.append(sa)
        elif isinstance(sb, int) and sb != 1:
            out.append(sb)
        elif isinstance(sa, int):  # sa == 1
            out.append(sb)
        elif isinstance(sb, int):  # sb == 1
            out.append(sa)
        else:
            out.append(_dyn_broadcast(sa, sb))
    return out


def _dyn_broadcast(sa: tf.Tensor, sb: tf.Tensor) -> tf.Tensor:
    """Broadcast of two unknown sizes (TensorFlow checks compatibility when the op runs)."""
    out: tf.Tensor = tf.broadcast_dynamic_shape(tf.reshape(sa, [1]), tf.reshape(sb, [1]))[0]
    return out


def fits(*shapes: Sequence[Dim]) -> bool:
    """Whether TensorFlow's broadcasting kernels take ``shapes`` (sizes that are tensors
    count as unknown); see :func:`_broadcasting.fits_kernels`."""
    return fits_kernels(*[[s if isinstance(s, int) else None for s in shape]
                          for shape in shapes])


def broadcast_to(x: tf.Tensor, shape: Sequence[Dim]) -> tf.Tensor:
    """``x`` broadcast to ``shape`` at any rank and pattern (no-op when the shape already
    matches; tiled where TensorFlow's ``BroadcastTo`` would refuse the pattern)."""
    have = dims(x)
    if is_static(have) and is_static(shape) and list(have) == list(shape):
        return x
    n = len(shape)
    if fits(have, shape):
        return tf.broadcast_to(x, shape_arg(shape))
    padded: list[Dim] = [1] * (n - len(have)) + have
    if len(padded) != len(have):
        x = tf.reshape(x, shape_arg(padded))
    multiples: list[Dim] = []
    for h, s in zip(padded, shape):
        if isinstance(h, int):
            multiples.append(s if h == 1 else 1)
        else:  # unknown size: tile by s when it turns out to be 1
            one = tf.constant(1, tf.int64)
            multiples.append(tf.where(tf.equal(h, 1), tf.cast(s, tf.int64), one))
    if is_static(multiples) and all(m == 1 for m in multiples):
        return x
    return tf.tile(x, shape_arg(multiples))


def to_kernel(x: tf.Tensor) -> tf.Tensor:
    """``x`` in a dtype ``MatMul`` accepts, exact modulo ``2**bits`` of its own dtype."""
    dt = x.dtype
    if dt in MATMUL_DTYPES:
        return x
    if dt == d.uint32:
        return tf.bitcast(x, d.int32)
    if dt == d.uint64:
        return tf.bitcast(x, d.int64)
    return tf.cast(x, d.int32)  # int8, int16, uint8, uint16: exact


def from_kernel(y: tf.Tensor, dtype: tf.DType) -> tf.Tensor:
    """Inverse of :func:`to_kernel` for a result: wraps modulo ``2**bits`` like NumPy."""
    if y.dtype == dtype:
        return y
    if dtype in (d.uint32, d.uint64):
        return tf.bitcast(y, dtype)
    return tf.cast(y, dtype)


def matmul_nd(fname: str, a: tf.Tensor, b: tf.Tensor) -> tf.Tensor:
    """Matrix product of ``a`` (..., M, K) and ``b`` (..., K, N) of one numeric dtype,
    batch dimensions broadcast, any rank and any integer dtype."""
    sa, sb = dims(a), dims(b)
    ka, kb = sa[-1], sb[-2]
    if isinstance(ka, int) and isinstance(kb, int) and ka != kb:
        raise ValueError(
            f"{fname}: contracted dimensions differ: {tuple(a.shape)} @ {tuple(b.shape)} "
            f"({ka} != {kb})"
        )
    dtype = a.dtype
    ak, bk = to_kernel(a), to_kernel(b)
    rank = max(len(sa), len(sb))
    if rank == 2:
        return from_kernel(tf.raw_ops.MatMul(a=ak, b=bk), dtype)
    if rank <= MAX_BROADCAST_RANK:
        broadcast_shape(fname, sa[:-2], sb[:-2])  # a clear error for incompatible batches
        return from_kernel(tf.raw_ops.BatchMatMulV2(x=ak, y=bk), dtype)
    batch = broadcast_shape(fname, sa[:-2], sb[:-2])
    m, n = sa[-2], sb[-1]
    if len(sb) == 2:
        # one matrix on the right: fold the batch of ``a`` into its rows
        rows = prod([*sa[:-2], m])
        out = tf.raw_ops.MatMul(a=tf.reshape(ak, shape_arg([rows, ka])), b=bk)
        return from_kernel(tf.reshape(out, shape_arg([*sa[:-2], m, n])), dtype)
    nb = prod(batch)
    a3 = tf.reshape(broadcast_to(ak, [*batch, m, ka]), shape_arg([nb, m, ka]))
    b3 = tf.reshape(broadcast_to(bk, [*batch, kb, n]), shape_arg([nb, kb, n]))
    out = tf.raw_ops.BatchMatMulV2(x=a3, y=b3)
    return from_kernel(tf.reshape(out, shape_arg([*batch, m, n])), dtype)


def nonscalar_pair(fname: str, x1: Any, x2: Any) -> tuple[tf.Tensor, tf.Tensor, int, int]:
    """The numeric operands of a product, with their ranks; 0-d operands are refused."""
    a, b = array_pair(fname, x1, x2, d.NUMERIC, "numeric")
    na, nb = ndim(a, fname), ndim(b, fname)
    if na == 0 or nb == 0:
        raise ValueError(
            f"{fname}: operands must have at least one dimension, "
            f"got shapes {tuple(a.shape)} and {tuple(b.shape)}"
        )
    return a, b, na, nb
