"""Statistical functions of xpagnostic.tensorflow (standard chapter "Statistical Functions").

Semantics (standard 2025.12, array-api-strict where the standard leaves a choice):

- ``sum``, ``prod``, ``cumulative_sum`` and ``cumulative_prod`` accumulate in the
  standard's default dtype: signed integers (and bool, as NumPy) in ``int64``,
  unsigned integers in ``uint64``, floating dtypes in their own dtype; ``dtype=``
  casts the input first.  Integer results wrap modulo ``2**bits`` on overflow, as
  NumPy's.  The half dtypes (``float16``, ``bfloat16``) keep their dtype but
  ``prod``, ``mean``, ``var``, ``std`` and the cumulative functions compute in
  ``float32`` and round once (TensorFlow's kernels would accumulate in 16 bits; see
  ``_kernels.ACCUMULATION_DTYPES``); ``sum``'s kernel already accumulates in float32.
- ``max`` and ``min`` propagate NaN (also under XLA, whose reductions do not) and
  raise ValueError for an empty reduction (in a graph whose sizes are unknown when
  it is traced, a run-time InvalidArgumentError; XLA drops that check and returns
  the reduction's identity, which the standard allows).  Bool input gives ``any`` /
  ``all``; complex input raises TypeError.
- ``mean`` takes floating input (complex included; each component is reduced on its
  own, so a NaN in one component does not leak into the other); the mean of
  nothing is NaN.  ``std`` and ``var`` take real floating input; they are NaN where
  ``N - correction <= 0``.
- ``cumulative_*`` require ``axis`` for more than one dimension, reject 0-d input,
  and put the identity first with ``include_initial=True``.  Integer accumulations
  run in ``int64`` (``uint64`` through a bit cast: wrapping addition and
  multiplication are the same modulo ``2**64``) and complex sums component-wise,
  so that they also compile with XLA.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import tensorflow as tf

from . import _dtypes as d
from ._devices import device_of
from ._helpers import as_tensor, cast, check_dtype, normalize_axes, normalize_axis, require
from ._kernels import ACCUMULATION_IN_FLOAT32, rounded, select, to_float32
from ._names import named
from ._reduction_helpers import axis_arg, const
from ._shapes import ndim, static_shape

__all__ = [
    "cumulative_prod",
    "cumulative_sum",
    "max",
    "mean",
    "min",
    "prod",
    "std",
    "sum",
    "var",
]

Axis = int | tuple[int, ...] | None



# --- shared pieces ---------------------------------------------------------------------


def _input(fname: str, x: Any, allowed: frozenset[tf.DType], what: str) -> tf.Tensor:
    t = as_tensor(x, fname)
    check_dtype(fname, t.dtype)
    require(fname, t, allowed, what)
    return t


def accumulation_dtype(fname: str, in_dtype: tf.DType, dtype: Any) -> tf.DType:
    """Result dtype of ``sum``/``prod``/``cumulative_*`` for ``in_dtype`` and ``dtype=``."""
    if dtype is not None:
        out = check_dtype(fname, dtype)
        if out == d.bool:
            raise TypeError(f"{named(fname)}: dtype must be a numeric data type, got bool")
        if in_dtype in d.COMPLEX_FLOATING and out not in d.COMPLEX_FLOATING:
            raise TypeError(
                f"{named(fname)}: cannot accumulate a {d.name_of(in_dtype)} array in "
                f"{d.name_of(out)} (the imaginary parts would be discarded)"
            )
        return out
    if in_dtype == d.bool or in_dtype in d.SIGNED_INTEGER:
        return d.DEFAULT_INTEGRAL
    if in_dtype in d.UNSIGNED_INTEGER:
        return d.uint64
    return in_dtype


def _count(t: tf.Tensor, axes: tuple[int, ...]) -> int | tf.Tensor:
    """Number of elements reduced over ``axes``: a Python int when the sizes are static,
    else a 0-d int64 tensor."""
    shape = static_shape(t)
    sizes = [shape[a] for a in axes]
    if all(s is not None for s in sizes):
        return math.prod(s for s in sizes if s is not None)
    dyn = tf.shape(t, out_type=tf.int64)
    return tf.reduce_prod(tf.gather(dyn, list(axes)))


def _as_float(n: int | tf.Tensor, dtype: tf.DType) -> tf.Tensor:
    if isinstance(n, int):
        return const(n, dtype)
    return tf.cast(n, dtype)


def _reduce(fname: str, t: tf.Tensor, axis: Axis) -> tuple[int, ...]:
    return normalize_axes(fname, axis, ndim(t, fname))


# --- sum, prod -------------------------------------------------------------------------


def _sum_or_prod(fname: str, x: Any, axis: Axis, dtype: Any, keepdims: bool,
                 op: Callable[..., tf.Tensor]) -> tf.Tensor:
    t = _input(fname, x, d.ALL, "numeric")
    axes = _reduce(fname, t, axis)
    t = cast(t, accumulation_dtype(fname, t.dtype, dtype))
    if op is not tf.reduce_sum and id(t.dtype) in ACCUMULATION_IN_FLOAT32:
        return rounded(op(to_float32(t), axis=axis_arg(axes), keepdims=keepdims), t.dtype)
    return op(t, axis=axis_arg(axes), keepdims=keepdims)


def sum(
    x: Any,
    /,
    *,
    axis: Axis = None,
    dtype: Any = None,
    keepdims: bool = False,
) -> tf.Tensor:
    """Sum of the elements of ``x`` over ``axis`` (0 for an empty reduction)."""
    return _sum_or_prod("sum", x, axis, dtype, keepdims, tf.reduce_sum)


def prod(
    x: Any,
    /,
    *,
    axis: Axis = None,
    dtype: Any = None,
    keepdims: bool = False,
) -> tf.Tensor:
    """Product of the elements of ``x`` over ``axis`` (1 for an empty reduction)."""
    return _sum_or_prod("prod", x, axis, dtype, keepdims, tf.reduce_prod)


# --- max, min --------------------------------------------------------------------------


def _extremum(fname: str, x: Any, axis: Axis, keepdims: bool, is_max: bool) -> tf.Tensor:
    t = _input(fname, x, d.REAL_OR_BOOL, "real-valued")
    axes = _reduce(fname, t, axis)
    n = _count(t, axes)
    if isinstance(n, int):
        if n == 0:
            raise ValueError(
                f"{named(fname)}: zero-size reduction (shape {static_shape(t)}, axis {axis!r}) "
                "has no identity"
            )
    else:  # sizes unknown while tracing a graph: check when it runs
        check = tf.debugging.Assert(n > 0, [f"{named(fname)}: zero-size reduction"])
        with tf.control_dependencies([check]):
            t = tf.identity(t)
    ax = axis_arg(axes)
    if t.dtype == d.bool:
        return (tf.reduce_any if is_max else tf.reduce_all)(t, axis=ax, keepdims=keepdims)
    out = (tf.reduce_max if is_max else tf.reduce_min)(t, axis=ax, keepdims=keepdims)
    if t.dtype in d.REAL_FLOATING and not (tf.executing_eagerly() and "CPU" in device_of(t)):
        # XLA's reductions drop NaN (TensorFlow's own CPU kernels propagate it); the
        # standard requires NaN to propagate.
        has_nan = tf.reduce_any(tf.math.is_nan(t), axis=ax, keepdims=keepdims)
        out = select(has_nan, const(math.nan, t.dtype), out)
    return out


def max(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> tf.Tensor:
    """Largest element of ``x`` over ``axis`` (NaN propagates)."""
    return _extremum("max", x, axis, keepdims, True)


def min(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> tf.Tensor:
    """Smallest element of ``x`` over ``axis`` (NaN propagates)."""
    return _extremum("min", x, axis, keepdims, False)


# --- mean, var, std --------------------------------------------------------------------


def _mean(t: tf.Tensor, axes: tuple[int, ...], keepdims: bool) -> tf.Tensor:
    """Mean of a floating tensor; complex input is reduced component by component."""
    ax = axis_arg(axes)
    if t.dtype in d.COMPLEX_FLOATING:
        return tf.complex(tf.reduce_mean(tf.math.real(t), axis=ax, keepdims=keepdims),
                          tf.reduce_mean(tf.math.imag(t), axis=ax, keepdims=keepdims))
    # Sum over count: 0 / 0 is NaN for an empty reduction.
    return tf.reduce_mean(t, axis=ax, keepdims=keepdims)


def mean(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> tf.Tensor:
    """Arithmetic mean of ``x`` over ``axis`` (NaN for an empty reduction)."""
    t = _input("mean", x, d.FLOATING, "floating-point")
    if id(t.dtype) in ACCUMULATION_IN_FLOAT32:
        return rounded(_mean(to_float32(t), _reduce("mean", t, axis), keepdims), t.dtype)
    return _mean(t, _reduce("mean", t, axis), keepdims)


def _correction(fname: str, correction: Any) -> float:
    if isinstance(correction, bool) or not isinstance(correction, (int, float)):
        raise TypeError(f"{named(fname)}: correction must be an int or a float, got {correction!r}")
    return float(correction)


def _var(fname: str, x: Any, axis: Axis, correction: Any, keepdims: bool, root: bool
         ) -> tf.Tensor:
    """The variance (its square root with ``root``), computed in float32 for half input."""
    c = _correction(fname, correction)
    t = _input(fname, x, d.REAL_FLOATING, "real floating-point")
    axes = _reduce(fname, t, axis)
    half = t.dtype if id(t.dtype) in ACCUMULATION_IN_FLOAT32 else None
    if half is not None:
        t = to_float32(t)
    dev = t - _mean(t, axes, True)
    ss = tf.reduce_sum(dev * dev, axis=axis_arg(axes), keepdims=keepdims)
    n = _count(t, axes)
    if isinstance(n, int):
        out = (tf.zeros_like(ss) + const(math.nan, t.dtype) if n - c <= 0
               else ss / const(n - c, t.dtype))
    else:
        denom = tf.cast(n, t.dtype) - const(c, t.dtype)
        out = select(denom > 0, ss / denom, const(math.nan, t.dtype))
    if root:
        out = tf.sqrt(out)
    return out if half is None else rounded(out, half)


def var(
    x: Any,
    /,
    *,
    axis: Axis = None,
    correction: int | float = 0.0,
    keepdims: bool = False,
) -> tf.Tensor:
    """Variance of ``x`` over ``axis``, divided by ``N - correction`` (NaN if that is <= 0)."""
    return _var("var", x, axis, correction, keepdims, False)


def std(
    x: Any,
    /,
    *,
    axis: Axis = None,
    correction: int | float = 0.0,
    keepdims: bool = False,
) -> tf.Tensor:
    """Standard deviation of ``x`` over ``axis`` (square root of :func:`var`)."""
    return _var("std", x, axis, correction, keepdims, True)


# --- cumulative_sum, cumulative_prod ---------------------------------------------------


def _cumulative(fname: str, x: Any, axis: int | None, dtype: Any, include_initial: bool,
                is_sum: bool) -> tf.Tensor:
    t = _input(fname, x, d.ALL, "numeric")
    rank = ndim(t, fname)
    if rank == 0:
        raise ValueError(f"{named(fname)}: expected an array of at least one dimension, got 0-d")
    if axis is None:
        if rank > 1:
            raise ValueError(
                f"{named(fname)}: axis must be given for an array of {rank} dimensions"
            )
        axis = 0
    ax = normalize_axis(fname, axis, rank)
    out_dtype = accumulation_dtype(fname, t.dtype, dtype)
    t = cast(t, out_dtype)
    # Work dtype: int64 for every integer (uint64 by bit cast), so XLA compiles it too.
    if out_dtype == d.uint64:
        work = tf.bitcast(t, d.int64)
    elif out_dtype in d.INTEGER:
        work = cast(t, d.int64)
    else:
        work = to_float32(t) if id(t.dtype) in ACCUMULATION_IN_FLOAT32 else t
    if is_sum and work.dtype in d.COMPLEX_FLOATING:
        res = tf.complex(tf.cumsum(tf.math.real(work), axis=ax),
                         tf.cumsum(tf.math.imag(work), axis=ax))
    elif is_sum:
        res = tf.cumsum(work, axis=ax)
    else:
        res = tf.math.cumprod(work, axis=ax)
    if include_initial:
        # A block of the identity with size 1 along ``ax`` (also when that axis is empty).
        ident = tf.reduce_sum(tf.zeros_like(work), axis=ax, keepdims=True)
        if not is_sum:
            ident = tf.ones_like(ident)
        res = tf.concat([ident, res], axis=ax)
    if out_dtype == d.uint64:
        return tf.bitcast(res, d.uint64)
    return cast(res, out_dtype)


def cumulative_sum(
    x: Any,
    /,
    *,
    axis: int | None = None,
    dtype: Any = None,
    include_initial: bool = False,
) -> tf.Tensor:
    """Cumulative sum of ``x`` along ``axis`` (optionally starting with 0)."""
    return _cumulative("cumulative_sum", x, axis, dtype, include_initial, True)


def cumulative_prod(
    x: Any,
    /,
    *,
    axis: int | None = None,
    dtype: Any = None,
    include_initial: bool = False,
) -> tf.Tensor:
    """Cumulative product of ``x`` along ``axis`` (optionally starting with 1)."""
    return _cumulative("cumulative_prod", x, axis, dtype, include_initial, False)
