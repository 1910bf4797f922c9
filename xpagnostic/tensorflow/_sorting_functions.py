"""Sorting functions of xpagnostic.tensorflow (standard chapter "Sorting Functions").

Both functions sort bool and every real dtype; complex input raises TypeError (the
standard leaves complex ordering unspecified).  Sorting is always stable, also
with ``descending=True`` (equal elements keep their order of appearance), NaN
compares above every number (last when ascending, first when descending, as
array-api-strict), and ``-0.0`` equals ``+0.0``.

How: each value maps to an integer key of the same order (bit patterns of floats,
with NaN and signed zeros made canonical; unsigned integers shifted into the
signed range), and ``tf.math.top_k`` over the whole axis, which is stable, ranks
the keys (their bitwise complement for ascending order, which reverses the order
without overflow).  This works for every dtype, at any rank, eagerly, in
``tf.function`` and under XLA.
"""

from __future__ import annotations

from typing import Any

import tensorflow as tf

from . import _dtypes as d
from ._helpers import (
    as_tensor,
    cast,
    check_dtype,
    ndim,
    normalize_axis,
    require,
    same_device,
    scalar_tensor,
    select,
)

__all__ = ["argsort", "sort"]

_SORTABLE = d.REAL_NUMERIC | d.BOOLEAN


def sort_key(x: tf.Tensor) -> tf.Tensor:
    """int32/int64 tensor whose order is the order of real or bool ``x``: NaN above
    everything, ``-0.0 == +0.0``, exact for every integer."""
    dt = x.dtype
    if dt in (d.int32, d.int64):
        return x
    if dt in (d.bool, d.int8, d.int16, d.uint8, d.uint16):
        return tf.cast(x, d.int32)
    if dt == d.uint32:
        return tf.cast(x, d.int64)
    with same_device(x):
        if dt == d.uint64:
            # Flip the top bit: 0 -> int64 min, 2**64 - 1 -> int64 max.
            return tf.bitwise.bitwise_xor(tf.bitcast(x, d.int64),
                                          scalar_tensor(-(2**63), d.int64))
        if dt not in d.REAL_FLOATING:
            raise TypeError(f"sort_key: unsupported dtype {d.name_of(dt)}")
        ity = d.int32 if dt == d.float32 else d.int64
        top = scalar_tensor(2 ** (d.BITS[ity] - 1) - 1, ity)
        sign = scalar_tensor(-(2 ** (d.BITS[ity] - 1)), ity)
        zero = scalar_tensor(0, ity)
    # Bit patterns, not float comparisons: TensorFlow's CPU kernels treat subnormals as
    # zero in comparisons.  -0.0 (the sign bit alone) becomes +0.0.
    bits = tf.bitcast(x, ity)
    bits = select(tf.equal(bits, sign), zero, bits)
    # Negative floats: larger magnitude means smaller value, so flip the magnitude bits.
    key = select(bits < 0, tf.bitwise.bitwise_xor(bits, top), bits)
    return select(tf.math.is_nan(x), top, key)


def rank_last_axis(keys: tf.Tensor, descending: bool) -> tf.Tensor:
    """Stable sorting permutation (int32) along the last axis of integer ``keys``."""
    n = tf.shape(keys)[-1]
    ranked = keys if descending else tf.bitwise.invert(keys)
    return tf.math.top_k(ranked, k=n, sorted=True).indices


def _checked(fname: str, x: Any, axis: int) -> tuple[tf.Tensor, int]:
    t = as_tensor(x, fname)
    check_dtype(fname, t.dtype)
    if t.dtype in d.COMPLEX_FLOATING:
        raise TypeError(
            f"{fname}: complex numbers have no order; expected a real-valued or bool "
            f"array, got {d.name_of(t.dtype)}"
        )
    require(fname, t, _SORTABLE, "real-valued or bool")
    return t, normalize_axis(fname, axis, ndim(t, fname))


def _sort_indices(t: tf.Tensor, ax: int, descending: bool) -> tuple[tf.Tensor, tf.Tensor]:
    """``(indices, t moved and flattened)``: the int32 sorting permutation of ``t`` along
    ``ax`` as a 2-D ``(rows, n)`` tensor and ``t`` laid out the same way."""
    rank = ndim(t, "sort")
    perm = [i for i in range(rank) if i != ax] + [ax]
    moved = t if ax == rank - 1 else tf.transpose(t, perm)
    shape = tf.shape(moved)
    rows = tf.reduce_prod(shape[:-1])
    flat = tf.reshape(moved, tf.stack([rows, shape[-1]]))
    return rank_last_axis(sort_key(flat), descending), flat


def _restore(flat: tf.Tensor, like: tf.Tensor, ax: int) -> tf.Tensor:
    """Inverse of the layout of :func:`_sort_indices` (shape of ``like``)."""
    rank = ndim(like, "sort")
    perm = [i for i in range(rank) if i != ax] + [ax]
    if ax == rank - 1:
        out = tf.reshape(flat, tf.shape(like))
    else:
        moved_shape = tf.gather(tf.shape(like), perm)
        inverse = [perm.index(i) for i in range(rank)]
        out = tf.transpose(tf.reshape(flat, moved_shape), inverse)
    if not tf.executing_eagerly():
        out.set_shape(like.shape)  # keep what tracing knows
    return out


def argsort(x: Any, /, *, axis: int = -1, descending: bool = False,
            stable: bool = True) -> tf.Tensor:
    """Indices (default index dtype) that sort ``x`` along ``axis``; always stable."""
    del stable  # every sort here is stable, which the standard allows for stable=False
    t, ax = _checked("argsort", x, axis)
    idx, _ = _sort_indices(t, ax, bool(descending))
    return _restore(cast(idx, d.DEFAULT_INDEXING), t, ax)


def sort(x: Any, /, *, axis: int = -1, descending: bool = False,
         stable: bool = True) -> tf.Tensor:
    """A sorted copy of ``x`` along ``axis`` (NaN last when ascending)."""
    del stable
    t, ax = _checked("sort", x, axis)
    idx, flat = _sort_indices(t, ax, bool(descending))
    return _restore(tf.gather(flat, idx, batch_dims=1), t, ax)
