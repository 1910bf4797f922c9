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
from ._helpers import as_tensor, cast, check_dtype, normalize_axis, require
from ._kernels import select
from ._names import named
from ._reduction_helpers import const
from ._shapes import ndim

__all__ = ["argsort", "sort"]



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
    if dt == d.uint64:
        # Flip the top bit: 0 -> int64 min, 2**64 - 1 -> int64 max.
        return tf.bitwise.bitwise_xor(tf.bitcast(x, d.int64), const(-(2**63), d.int64))
    if dt not in d.REAL_FLOATING:
        raise TypeError(f"sort_key: unsupported dtype {d.name_of(dt)}")
    # Bit patterns, not float comparisons: TensorFlow's CPU kernels treat subnormals as
    # zero in comparisons.  A float with sign s and magnitude bits m becomes m or -m,
    # which orders every number exactly and maps -0.0 and +0.0 both to 0.
    ity = d.BIT_PATTERN[dt]
    width = d.BITS[ity]
    top = const(2 ** (width - 1) - 1, ity)
    bits = tf.bitcast(x, ity)
    sign = tf.bitwise.right_shift(bits, const(width - 1, ity))  # 0 or -1 (arithmetic)
    key = tf.bitwise.bitwise_xor(bits, tf.bitwise.bitwise_and(sign, top)) - sign
    key = select(tf.math.is_nan(x), top, key)
    return tf.cast(key, d.int32) if ity == d.int16 else key


def rank_last_axis(keys: tf.Tensor, descending: bool) -> tf.Tensor:
    """Stable sorting permutation (int32) along the last axis of integer ``keys``."""
    n = keys.shape[-1]
    k = n if n is not None else tf.shape(keys)[-1]
    ranked = keys if descending else tf.bitwise.invert(keys)
    return tf.math.top_k(ranked, k=k, sorted=True).indices


def _checked(fname: str, x: Any, axis: int) -> tuple[tf.Tensor, int]:
    t = as_tensor(x, fname)
    check_dtype(fname, t.dtype)
    if t.dtype in d.COMPLEX_FLOATING:
        raise TypeError(
            f"{named(fname)}: complex numbers have no order; expected a real-valued or bool "
            f"array, got {d.name_of(t.dtype)}"
        )
    require(fname, t, d.REAL_OR_BOOL, "real-valued or bool")
    return t, normalize_axis(fname, axis, ndim(t, fname))


def _moved(t: tf.Tensor, ax: int) -> tuple[tf.Tensor, list[int] | None]:
    """``t`` with axis ``ax`` moved last, and the permutation that undoes it (None if
    ``ax`` already is last)."""
    rank = ndim(t, "sort")
    if ax == rank - 1:
        return t, None
    perm = [i for i in range(rank) if i != ax] + [ax]
    return tf.transpose(t, perm), [perm.index(i) for i in range(rank)]


def _back(t: tf.Tensor, inverse: list[int] | None) -> tf.Tensor:
    return t if inverse is None else tf.transpose(t, inverse)


def argsort(x: Any, /, *, axis: int = -1, descending: bool = False,
            stable: bool = True) -> tf.Tensor:
    """Indices (default index dtype) that sort ``x`` along ``axis``; always stable."""
    del stable  # every sort here is stable, which the standard allows for stable=False
    t, ax = _checked("argsort", x, axis)
    moved, inverse = _moved(t, ax)
    idx = rank_last_axis(sort_key(moved), bool(descending))
    return _back(cast(idx, d.DEFAULT_INDEXING), inverse)


def sort(x: Any, /, *, axis: int = -1, descending: bool = False,
         stable: bool = True) -> tf.Tensor:
    """A sorted copy of ``x`` along ``axis`` (NaN last when ascending)."""
    del stable
    t, ax = _checked("sort", x, axis)
    moved, inverse = _moved(t, ax)
    idx = rank_last_axis(sort_key(moved), bool(descending))
    return _back(tf.gather(moved, idx, batch_dims=moved.shape.rank - 1), inverse)
