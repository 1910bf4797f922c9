"""Set functions of xpagnostic.tensorflow (standard chapter "Set Functions").

``unique_*`` flatten their input and return the unique values in ascending order
(complex: by real part, then imaginary part), as array-api-strict/NumPy do.  Each
NaN (and each complex value with a NaN component) is a value of its own, with a
count of one, after every number; ``-0.0`` and ``+0.0`` are one value (the one that
occurs first).  ``indices`` are first occurrences.  The output length depends on the
data: eager and ``tf.function`` (unknown length while tracing) both work; XLA cannot
compile data-dependent shapes.

``isin`` promotes its operands as :func:`equal` does (Python scalars included) and
compares values exactly: real and bool values through the integer sort keys of
``_sorting_functions`` (a sort of ``x2`` and a binary search of each ``x1`` element),
complex values by pairwise comparison.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import tensorflow as tf

from . import _dtypes as d
from ._helpers import (
    as_tensor,
    check_dtype,
    is_tensor,
    promote,
    same_device,
)
from ._sorting_functions import rank_last_axis, sort_key

__all__ = ["isin", "unique_all", "unique_counts", "unique_inverse", "unique_values"]


class UniqueAllResult(NamedTuple):
    """Result of :func:`unique_all`."""

    values: tf.Tensor
    indices: tf.Tensor
    inverse_indices: tf.Tensor
    counts: tf.Tensor


class UniqueCountsResult(NamedTuple):
    """Result of :func:`unique_counts`."""

    values: tf.Tensor
    counts: tf.Tensor


class UniqueInverseResult(NamedTuple):
    """Result of :func:`unique_inverse`."""

    values: tf.Tensor
    inverse_indices: tf.Tensor


def _ascending(keys: tf.Tensor) -> tf.Tensor:
    """Stable ascending permutation (int64) of 1-D integer ``keys``."""
    return tf.cast(rank_last_axis(keys[tf.newaxis], False)[0], d.int64)


def _key_parts(flat: tf.Tensor) -> list[tf.Tensor]:
    """Sort keys of 1-D ``flat``, most significant first."""
    if flat.dtype in d.COMPLEX_FLOATING:
        return [sort_key(tf.math.real(flat)), sort_key(tf.math.imag(flat))]
    return [sort_key(flat)]


def _is_nan(flat: tf.Tensor) -> tf.Tensor | None:
    if flat.dtype in d.REAL_FLOATING:
        return tf.math.is_nan(flat)
    if flat.dtype in d.COMPLEX_FLOATING:
        return tf.math.logical_or(tf.math.is_nan(tf.math.real(flat)),
                                  tf.math.is_nan(tf.math.imag(flat)))
    return None


class _Unique(NamedTuple):
    values: tf.Tensor
    first: tf.Tensor  # int64 first occurrences in the flattened input
    group_start: tf.Tensor  # int64 start of each group in sorted order
    is_new: tf.Tensor  # bool, sorted order: first element of its group
    perm: tf.Tensor  # int64 sorting permutation
    size: tf.Tensor  # int64 number of elements


def _unique(fname: str, x: Any) -> tuple[tf.Tensor, _Unique]:
    t = as_tensor(x, fname)
    check_dtype(fname, t.dtype)
    flat = tf.reshape(t, [-1])
    parts = _key_parts(flat)
    # Least significant key first: stable sorts compose into a lexicographic sort.
    perm = _ascending(parts[-1])
    for key in reversed(parts[:-1]):
        perm = tf.gather(perm, _ascending(tf.gather(key, perm)))
    size = tf.shape(flat, out_type=d.int64)[0]
    pos = tf.range(size)
    is_new = tf.equal(pos, 0)
    for key in parts:
        sk = tf.gather(key, perm)
        prev = tf.concat([sk[:1], sk[:-1]], axis=0)
        is_new = tf.math.logical_or(is_new, tf.not_equal(sk, prev))
    nan = _is_nan(flat)
    if nan is not None:  # NaNs are all distinct
        is_new = tf.math.logical_or(is_new, tf.gather(nan, perm))
    group_start = tf.reshape(tf.where(is_new), [-1])
    first = tf.gather(perm, group_start)
    return t, _Unique(tf.gather(flat, first), first, group_start, is_new, perm, size)


def _counts(u: _Unique) -> tf.Tensor:
    ends = tf.concat([u.group_start[1:], u.size[tf.newaxis]], axis=0)
    return ends - u.group_start


def _inverse(t: tf.Tensor, u: _Unique) -> tf.Tensor:
    group_of_sorted = tf.cumsum(tf.cast(u.is_new, d.int64)) - 1
    flat = tf.gather(group_of_sorted, tf.math.invert_permutation(u.perm))
    out = tf.reshape(flat, tf.shape(t))
    if not tf.executing_eagerly():
        out.set_shape(t.shape)
    return out


def unique_all(x: Any, /) -> UniqueAllResult:
    """Unique values of ``x`` (flattened), first indices, inverse indices and counts."""
    t, u = _unique("unique_all", x)
    return UniqueAllResult(u.values, u.first, _inverse(t, u), _counts(u))


def unique_counts(x: Any, /) -> UniqueCountsResult:
    """Unique values of ``x`` (flattened) and how often each occurs."""
    _, u = _unique("unique_counts", x)
    return UniqueCountsResult(u.values, _counts(u))


def unique_inverse(x: Any, /) -> UniqueInverseResult:
    """Unique values of ``x`` (flattened) and the indices that rebuild ``x`` from them."""
    t, u = _unique("unique_inverse", x)
    return UniqueInverseResult(u.values, _inverse(t, u))


def unique_values(x: Any, /) -> tf.Tensor:
    """Unique values of ``x`` (flattened), ascending, each NaN kept."""
    _, u = _unique("unique_values", x)
    return u.values


def isin(x1: Any, x2: Any, /, *, invert: bool = False) -> tf.Tensor:
    """Whether each element of ``x1`` equals some element of ``x2`` (``invert``: not)."""
    if not (is_tensor(x1) or is_tensor(x2)):
        raise TypeError(
            f"isin: at least one argument must be an array, got {type(x1).__name__} and "
            f"{type(x2).__name__}"
        )
    a1, a2 = promote("isin", x1, x2)
    flat1 = tf.reshape(a1, [-1])
    flat2 = tf.reshape(a2, [-1])
    if flat1.dtype in d.COMPLEX_FLOATING:
        found = tf.reduce_any(tf.equal(flat1[:, tf.newaxis], flat2[tf.newaxis, :]), axis=1)
    else:
        k1 = sort_key(flat1)
        k2 = sort_key(flat2)
        sorted2 = tf.gather(k2, _ascending(k2))
        n2 = tf.shape(sorted2, out_type=d.int64)[0]
        pos = tf.searchsorted(sorted2, k1, side="left", out_type=d.int64)
        with same_device(a2):
            pad = tf.zeros([1], k2.dtype)  # keeps the gather in range when pos == n2
        hit = tf.equal(tf.gather(tf.concat([sorted2, pad], axis=0), pos), k1)
        found = tf.math.logical_and(pos < n2, hit)
        nan = _is_nan(flat1)
        if nan is not None:  # NaN equals nothing (its key equals another NaN's)
            found = tf.math.logical_and(found, tf.math.logical_not(nan))
    if invert:
        found = tf.math.logical_not(found)
    out = tf.reshape(found, tf.shape(a1))
    if not tf.executing_eagerly():
        out.set_shape(a1.shape)
    return out

