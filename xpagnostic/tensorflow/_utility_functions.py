"""Utility functions of xpagnostic.tensorflow: ``all``, ``any``, ``diff``."""

from __future__ import annotations

from typing import Any

import tensorflow as tf

from . import _dtypes as d
from ._helpers import as_tensor, check_dtype, normalize_axes, normalize_axis, result_dtype
from ._shapes import ndim

__all__ = ["all", "any", "diff"]


def _truth(fname: str, x: Any) -> tf.Tensor:
    t = as_tensor(x, fname)
    check_dtype(fname, t.dtype)
    return t if t.dtype == d.bool else tf.not_equal(t, tf.zeros([], t.dtype))


def all(
    x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False
) -> tf.Tensor:
    """True where every element along ``axis`` is nonzero (True for empty input)."""
    t = _truth("all", x)
    axes = normalize_axes("all", axis, ndim(t, "all"))
    return tf.reduce_all(t, axis=list(axes), keepdims=keepdims)


def any(
    x: Any, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False
) -> tf.Tensor:
    """True where some element along ``axis`` is nonzero (False for empty input)."""
    t = _truth("any", x)
    axes = normalize_axes("any", axis, ndim(t, "any"))
    return tf.reduce_any(t, axis=list(axes), keepdims=keepdims)


def diff(
    x: Any,
    /,
    *,
    axis: int = -1,
    n: int = 1,
    prepend: Any = None,
    append: Any = None,
) -> tf.Tensor:
    """The ``n``-th discrete difference along ``axis`` (bool input: ``!=``)."""
    t = as_tensor(x, "diff")
    check_dtype("diff", t.dtype)
    rank = ndim(t, "diff")
    if rank == 0:
        raise ValueError("xpagnostic.tensorflow.diff: expected an array of at least one dimension")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise ValueError(f"xpagnostic.tensorflow.diff: n must be a non-negative int, got {n!r}")
    ax = normalize_axis("diff", axis, rank)
    parts = []
    for extra, name in ((prepend, "prepend"), (t, ""), (append, "append")):
        if extra is None:
            continue
        parts.append(as_tensor(extra, f"diff ({name})") if name else extra)
    if len(parts) > 1:
        target = result_dtype("diff", *parts)
        parts = [tf.cast(p, target) if p.dtype != target else p for p in parts]
        t = tf.concat(parts, axis=ax)
    for _ in range(n):
        # An empty axis stays empty (n past the axis length gives an empty axis too).
        last = tf.maximum(tf.shape(t)[ax] - 1, 0)
        hi = tf.gather(t, tf.range(1, last + 1), axis=ax)
        lo = tf.gather(t, tf.range(0, last), axis=ax)
        t = tf.not_equal(hi, lo) if t.dtype == d.bool else tf.math.subtract(hi, lo)
    return t
