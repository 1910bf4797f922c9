"""Searching functions of xpagnostic.tensorflow (standard chapter "Searching Functions").

Choices where the standard is silent follow NumPy (and array-api-strict):

- ``argmax``/``argmin`` return the first occurrence of the extreme value; a NaN counts
  as the extreme value (the index of the first NaN is returned).  Complex input raises
  TypeError (TensorFlow has no kernel and the standard leaves complex order open);
  bool input is accepted.  An empty reduction axis raises ValueError.
- ``searchsorted`` orders NaN after every number (as ``sort`` does in NumPy): NaN
  values land after the last non-NaN element (``side="left"``) or at the end.  A Python
  float searched in an integer array is compared in float64.
- ``where`` requires a boolean condition (TypeError otherwise), as array-api-strict.
- ``nonzero`` has a data-dependent output shape: it works eagerly and inside
  ``tf.function`` (not under XLA).
"""

from __future__ import annotations

from typing import Any, Literal

import tensorflow as tf

from . import _dtypes as d
from ._broadcasting import tile_to_common_shape
from ._devices import same_device
from ._errors import fail
from ._helpers import (
    as_tensor,
    cast,
    check_dtype,
    normalize_axes,
    normalize_axis,
    promote,
    require,
    scalar_tensor,
)
from ._kernels import MAX_ARG_RANK, MAX_RANK, SEARCH_DTYPES, kernel_dtype, select
from ._names import named
from ._shapes import dims as _dims
from ._shapes import ndim, static_shape
from ._shapes import prod as _prod
from ._shapes import shape_arg as _shape_arg

__all__ = ["argmax", "argmin", "count_nonzero", "nonzero", "searchsorted", "where"]



def _nonzero_mask(fname: str, x: Any) -> tf.Tensor:
    """Boolean tensor: True where ``x`` is nonzero (either component for complex)."""
    t = as_tensor(x, fname)
    check_dtype(fname, t.dtype)
    if t.dtype == d.bool:
        return t
    return tf.not_equal(t, tf.zeros([], t.dtype))


# --- argmax / argmin ---------------------------------------------------------------------


def _arg_extreme(fname: str, x: Any, axis: int | None, keepdims: bool, largest: bool
                 ) -> tf.Tensor:
    t = as_tensor(x, fname)
    check_dtype(fname, t.dtype)
    require(fname, t, d.REAL_OR_BOOL, "real-valued or boolean")
    rank = ndim(t, fname)
    if axis is None:
        work = tf.reshape(t, [-1])
        ax = 0
    else:
        ax = normalize_axis(fname, axis, rank)
        work = t
    if static_shape(work)[ax] == 0:
        raise ValueError(f"{named(fname)}: cannot search an empty axis (size 0)")
    out_dims: list[Any] | None = None
    if work.shape.rank is not None and work.shape.rank > MAX_ARG_RANK:
        # The ArgMax/ArgMin kernels handle at most 7 dims: view x as (outer, n, inner).
        dims = _dims(work)
        out_dims = dims[:ax] + dims[ax + 1 :]
        work = tf.reshape(work, _shape_arg([_prod(dims[:ax]), dims[ax], _prod(dims[ax + 1 :])]))
        ax = 1
    op = tf.math.argmax if largest else tf.math.argmin
    out = op(work, axis=ax, output_type=tf.int64)
    if t.dtype in d.REAL_FLOATING:
        nan = tf.math.is_nan(work)
        out = select(
            tf.reduce_any(nan, axis=ax),
            tf.math.argmax(nan, axis=ax, output_type=tf.int64),
            out,
        )
    if out_dims is not None:
        out = tf.reshape(out, _shape_arg(out_dims))
    if keepdims:
        if axis is None:
            out = tf.reshape(out, [1] * rank)
        else:
            out = tf.expand_dims(out, normalize_axis(fname, axis, rank))
    return out


def argmax(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> tf.Tensor:
    """Index of the first maximum along ``axis`` (None: of the flattened array), int64."""
    return _arg_extreme("argmax", x, axis, keepdims, True)


def argmin(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> tf.Tensor:
    """Index of the first minimum along ``axis`` (None: of the flattened array), int64."""
    return _arg_extreme("argmin", x, axis, keepdims, False)


# --- nonzero ------------------------------------------------------------------------------


def count_nonzero(
    x: Any,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: bool = False,
) -> tf.Tensor:
    """Number of nonzero elements along ``axis`` (None: all), as int64."""
    mask = _nonzero_mask("count_nonzero", x)
    axes = normalize_axes("count_nonzero", axis, ndim(mask, "count_nonzero"))
    return tf.reduce_sum(tf.cast(mask, tf.int64), axis=list(axes), keepdims=keepdims)


def nonzero(x: Any, /) -> tuple[tf.Tensor, ...]:
    """Indices of the nonzero elements, one int64 array per axis, in row-major order."""
    mask = _nonzero_mask("nonzero", x)
    rank = ndim(mask, "nonzero")
    if rank == 0:
        raise ValueError("xpagnostic.tensorflow.nonzero: zero-dimensional arrays are not supported")
    if rank <= MAX_RANK:
        return tuple(tf.unstack(tf.where(mask), num=rank, axis=1))
    # The Where kernel handles at most 8 dims: find flat positions, then unravel them.
    dims = _dims(mask)
    flat = tf.reshape(tf.where(tf.reshape(mask, [-1])), [-1])
    coords: list[tf.Tensor] = []
    for size in reversed(dims):
        if isinstance(size, int) and size == 1:  # a static unit axis: no arithmetic
            coords.append(tf.zeros_like(flat))
            continue
        # A size known only when the graph runs (a tensor) takes the arithmetic, which is
        # also right for 1.
        n = tf.cast(size, tf.int64)
        coords.append(flat % n)
        flat = flat // n
    return tuple(reversed(coords))


# --- searchsorted -----------------------------------------------------------------------

#: Dtypes TensorFlow's LowerBound/UpperBound kernels exist for (no bool, no complex).


def searchsorted(
    x1: Any,
    x2: Any,
    /,
    *,
    side: Literal["left", "right"] = "left",
    sorter: Any = None,
) -> tf.Tensor:
    """Insertion indices (int64, shape of ``x2``) of ``x2`` in the sorted 1-D ``x1``."""
    fname = "searchsorted"
    if side not in ("left", "right"):
        raise ValueError(f"{named(fname)}: side must be 'left' or 'right', got {side!r}")
    a = as_tensor(x1, fname)
    if ndim(a, fname) != 1:
        raise ValueError(
            f"{named(fname)}: x1 must be one-dimensional, got shape {tuple(static_shape(a))}"
        )
    if isinstance(x2, complex):
        raise TypeError(f"{named(fname)}: expected a real-valued x2, got {x2!r}")
    if isinstance(x2, float) and not isinstance(x2, bool) and a.dtype in d.INTEGER:
        # Compare exactly: an integer array against a float in float64.
        a, v = tf.cast(a, d.float64), scalar_tensor(x2, d.float64)
    else:
        a, v = promote(fname, a, x2)
    require(fname, a, d.REAL_OR_BOOL, "real-valued")
    if sorter is not None:
        s = as_tensor(sorter, fname)
        if s.dtype not in d.INTEGER:
            raise TypeError(f"{named(fname)}: sorter must have an integer dtype, got "
                            f"{d.name_of(s.dtype)}")
        if s.shape.rank is not None and s.shape.rank != 1:
            raise ValueError(f"{named(fname)}: sorter must have the shape of x1, got shape "
                             f"{tuple(static_shape(s))}")
        a = tf.gather(a, tf.cast(s, tf.int64))
    kdt = kernel_dtype(fname, a.dtype, SEARCH_DTYPES)
    a, v = cast(a, kdt), cast(v, kdt)
    vshape = _dims(v)
    row = tf.reshape(a, [1, -1])
    vals = tf.reshape(v, [1, -1])
    if kdt not in d.REAL_FLOATING:
        out = tf.searchsorted(row, vals, side=side, out_type=tf.int64)
        return tf.reshape(out, _shape_arg(vshape))
    # NaN sorts last: search among the non-NaN prefix, NaN values go after it (left) or
    # to the end (right).
    with same_device(a):
        inf = tf.constant(float("inf"), kdt)
    nan_a = tf.math.is_nan(row)
    nan_v = tf.math.is_nan(vals)
    total = tf.size(a, out_type=tf.int64)
    finite_len = total - tf.reduce_sum(tf.cast(nan_a, tf.int64))
    out = tf.searchsorted(
        select(nan_a, inf, row), select(nan_v, inf, vals), side=side, out_type=tf.int64
    )
    out = tf.minimum(out, finite_len)
    out = select(nan_v, finite_len if side == "left" else total, out)
    return tf.reshape(out, _shape_arg(vshape))


# --- where ---------------------------------------------------------------------------------


def where(condition: Any, x1: Any, x2: Any, /) -> tf.Tensor:
    """Elements of ``x1`` where ``condition`` is True, of ``x2`` elsewhere (broadcast;
    dtypes promote, Python scalars included)."""
    try:
        c = as_tensor(condition, "where")
        if c.dtype != d.bool:
            raise TypeError(
                "xpagnostic.tensorflow.where: "
                f"condition must have a boolean dtype, got {d.name_of(c.dtype)}"
            )
        a, b = promote("where", x1, x2)
        ranks = [t.shape.rank for t in (c, a, b)]
        if None not in ranks and max(ranks) > MAX_RANK:
            # Above 8 dims select() broadcasts with tf.broadcast_to, which rejects patterns
            # that do not collapse to 5 dims: broadcast every operand by tiling first.
            c, a, b = tile_to_common_shape("where", [c, a, b])
        return select(c, a, b)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("where", e, (condition, x1, x2))
