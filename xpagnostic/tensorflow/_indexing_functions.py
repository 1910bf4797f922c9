"""Indexing functions of xpagnostic.tensorflow (standard chapter "Indexing Functions").

Indices may have any integer dtype; negative indices count from the end.  Out-of-bounds
indices (which the standard leaves unspecified) raise
``tf.errors.InvalidArgumentError`` on CPU, as ``tf.gather`` does.
"""

from __future__ import annotations

from typing import Any

import tensorflow as tf

from . import _dtypes as d
from ._broadcasting import broadcast_any
from ._helpers import as_tensor, check_dtype, normalize_axis
from ._kernels import GATHER_INDEX_DTYPES, select
from ._names import named
from ._shapes import ndim, static_shape

__all__ = ["take", "take_along_axis"]


def _indices(fname: str, indices: Any, size: Any) -> tf.Tensor:
    """``indices`` as int32/int64 with negative entries counted from ``size``."""
    i = as_tensor(indices, fname)
    if i.dtype not in d.INTEGER:
        raise TypeError(
            f"{named(fname)}: indices must have an integer dtype, got {d.name_of(i.dtype)}"
        )
    signed = i.dtype in d.SIGNED_INTEGER
    if i.dtype not in GATHER_INDEX_DTYPES:
        i = tf.cast(i, d.int64)
    if signed:
        n = size if isinstance(size, int) else tf.cast(size, i.dtype)
        i = select(i < 0, i + n, i)
    return i


def _size(x: tf.Tensor, axis: int) -> Any:
    n = static_shape(x)[axis]
    return n if n is not None else tf.shape(x, out_type=tf.int64)[axis]


def take(x: Any, indices: Any, /, *, axis: int | None = None) -> tf.Tensor:
    """Elements of ``x`` at the one-dimensional integer ``indices`` along ``axis``
    (optional when ``x`` is one-dimensional)."""
    t = as_tensor(x, "take")
    check_dtype("take", t.dtype)
    rank = ndim(t, "take")
    if axis is None:
        if rank != 1:
            raise ValueError(
                f"xpagnostic.tensorflow.take: axis is required for an array of {rank} dimensions "
                "(it may be omitted only for one-dimensional arrays)"
            )
        ax = 0
    else:
        ax = normalize_axis("take", axis, rank)
    i = as_tensor(indices, "take")
    if i.shape.rank is not None and i.shape.rank != 1:
        raise ValueError(
            "xpagnostic.tensorflow.take: "
            f"indices must be one-dimensional, got shape {tuple(static_shape(i))}"
        )
    return tf.gather(t, _indices("take", i, _size(t, ax)), axis=ax)


def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> tf.Tensor:
    """Elements of ``x`` at ``indices`` along ``axis``: ``out[..., j, ...] =
    x[..., indices[..., j, ...], ...]``; the other axes broadcast."""
    t = as_tensor(x, "take_along_axis")
    check_dtype("take_along_axis", t.dtype)
    rank = ndim(t, "take_along_axis")
    if rank == 0:
        raise ValueError("xpagnostic.tensorflow.take_along_axis: "
                         "expected an array of at least one dimension")
    ax = normalize_axis("take_along_axis", axis, rank)
    raw = as_tensor(indices, "take_along_axis")
    if ndim(raw, "take_along_axis") != rank:
        raise ValueError(
            "xpagnostic.tensorflow.take_along_axis: "
            f"indices must have the same number of dimensions as x "
            f"({rank}), got {raw.shape.rank}"
        )
    i = _indices("take_along_axis", raw, _size(t, ax))
    t, i = _broadcast_except(t, i, ax)
    if ax == rank - 1:
        return tf.gather(t, i, axis=ax, batch_dims=ax)
    # Flat positions into x seen as (outer, n, inner): no transposes at any rank.
    xs = tf.shape(t, out_type=tf.int64)
    ishape = tf.shape(i, out_type=tf.int64)
    outer = tf.reduce_prod(xs[:ax])
    n = xs[ax]
    inner = tf.reduce_prod(xs[ax + 1 :])
    i3 = tf.reshape(tf.cast(i, tf.int64), tf.stack([outer, ishape[ax], inner]))
    base = tf.reshape(tf.range(outer, dtype=tf.int64) * (n * inner), [-1, 1, 1])
    offset = tf.reshape(tf.range(inner, dtype=tf.int64), [1, 1, -1])
    flat = base + i3 * inner + offset
    # An index outside [0, n) must not land on a neighbouring row: make it fail as
    # tf.gather fails for out-of-bounds indices.
    flat = select((i3 >= 0) & (i3 < n), flat, tf.constant(-1, tf.int64))
    out = tf.gather(tf.reshape(t, [-1]), flat)
    return tf.reshape(out, ishape)


def _broadcast_except(x: tf.Tensor, i: tf.Tensor, ax: int) -> tuple[tf.Tensor, tf.Tensor]:
    """``x`` and ``i`` broadcast against each other in every axis but ``ax``."""
    xs, is_ = static_shape(x), static_shape(i)
    if None not in xs and None not in is_:
        rest_x = xs[:ax] + (1,) + xs[ax + 1 :]
        rest_i = is_[:ax] + (1,) + is_[ax + 1 :]
        if rest_x == rest_i:
            return x, i
        target = []
        for a, b in zip(rest_x, rest_i):
            if a != b and 1 not in (a, b):
                raise ValueError(
                    "xpagnostic.tensorflow.take_along_axis: "
                    f"x of shape {xs} and indices of shape {is_} "
                    f"cannot be broadcast (outside axis {ax})"
                )
            target.append(b if a == 1 else a)
        tx = target[:ax] + [xs[ax]] + target[ax + 1 :]
        ti = target[:ax] + [is_[ax]] + target[ax + 1 :]
        x = x if list(xs) == tx else broadcast_any("take_along_axis", x, tx)
        i = i if list(is_) == ti else broadcast_any("take_along_axis", i, ti)
        return x, i
    dx = tf.shape(x, out_type=tf.int64)
    di = tf.shape(i, out_type=tf.int64)
    one = tf.ones([1], tf.int64)
    rest = tf.broadcast_dynamic_shape(
        tf.concat([dx[:ax], one, dx[ax + 1 :]], 0), tf.concat([di[:ax], one, di[ax + 1 :]], 0)
    )
    fname = "take_along_axis"
    x = broadcast_any(fname, x, tf.concat([rest[:ax], dx[ax : ax + 1], rest[ax + 1 :]], 0))
    i = broadcast_any(fname, i, tf.concat([rest[:ax], di[ax : ax + 1], rest[ax + 1 :]], 0))
    return x, i

