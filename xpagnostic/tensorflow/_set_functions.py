"""Set functions of xpagnostic.tensorflow (standard chapter "Set Functions").

``unique_*`` flatten their input and return the unique values in ascending order
(complex: by real part, then imaginary part, NaN above every number in each), as
array-api-strict/NumPy do.  Each NaN (and each complex value with a NaN component)
is a value of its own, with a count of one; ``-0.0`` and ``+0.0`` are one value (the
one that occurs first).  ``indices`` are first occurrences.  The output length depends on the
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
)
from ._reduction_helpers import const, int_vector
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
    """Stable ascending permutation (int32) of 1-D integer ``keys``."""
    return rank_last_axis(keys, False)


def _flat(t: tf.Tensor) -> tf.Tensor:
    return tf.reshape(t, int_vector((-1,)))


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
    first: tf.Tensor  # first occurrences in the flattened input
    group: tf.Tensor  # int64 group (index of the unique value) of each sorted element
    counts: tf.Tensor  # int64
    perm: tf.Tensor  # int32 sorting permutation


def _unique(fname: str, x: Any) -> tuple[tf.Tensor, _Unique]:
    t = as_tensor(x, fname)
    check_dtype(fname, t.dtype)
    flat = _flat(t)
    parts = _key_parts(flat)
    # Least significant key first: stable sorts compose into a lexicographic sort.
    perm = _ascending(parts[-1])
    for key in reversed(parts[:-1]):
        perm = tf.gather(perm, _ascending(tf.gather(key, perm)))
    sorted_keys = [tf.cast(tf.gather(key, perm), d.int64) for key in parts]
    nan = _is_nan(flat)
    if nan is not None:
        # NaNs are all distinct: number them 1, 2, ... in sorted order (0 elsewhere).
        nan_sorted = tf.cast(tf.gather(nan, perm), d.int64)
        nan_id = tf.cumsum(nan_sorted) * nan_sorted
        if len(parts) == 1:
            # Real NaNs sort last with the largest key: count down from it, far above
            # the key of +inf.
            sorted_keys = [sorted_keys[0] - nan_id]
        else:
            sorted_keys.append(nan_id)
    # Equal values are adjacent now, so first-occurrence order is ascending order.
    if len(sorted_keys) == 1:
        _, group, counts = tf.unique_with_counts(sorted_keys[0], out_idx=d.int64)
    else:
        _, group, counts = tf.raw_ops.UniqueWithCountsV2(
            x=tf.stack(sorted_keys, axis=1), axis=int_vector((0,)), out_idx=d.int64)
    first = tf.gather(perm, tf.cumsum(counts, exclusive=True))
    return t, _Unique(tf.gather(flat, first), first, group, counts, perm)


def _inverse(t: tf.Tensor, u: _Unique) -> tf.Tensor:
    flat = tf.gather(u.group, tf.math.invert_permutation(u.perm))
    out = tf.reshape(flat, tf.shape(t))
    if not tf.executing_eagerly():
        out.set_shape(t.shape)
    return out


def unique_all(x: Any, /) -> UniqueAllResult:
    """Unique values of ``x`` (flattened), first indices, inverse indices and counts."""
    t, u = _unique("unique_all", x)
    return UniqueAllResult(u.values, tf.cast(u.first, d.DEFAULT_INDEXING), _inverse(t, u),
                           u.counts)


def unique_counts(x: Any, /) -> UniqueCountsResult:
    """Unique values of ``x`` (flattened) and how often each occurs."""
    _, u = _unique("unique_counts", x)
    return UniqueCountsResult(u.values, u.counts)


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
            "xpagnostic.tensorflow.isin: "
            f"at least one argument must be an array, got {type(x1).__name__} and "
            f"{type(x2).__name__}"
        )
    a1, a2 = promote("isin", x1, x2)
    flat1 = _flat(a1)
    flat2 = _flat(a2)
    if flat1.dtype in d.COMPLEX_FLOATING:
        found = tf.reduce_any(tf.equal(tf.expand_dims(flat1, 1), tf.expand_dims(flat2, 0)),
                              axis=1)
    else:
        k1 = sort_key(flat1)
        k2 = sort_key(flat2)
        # One extra element after the sorted keys keeps the gather in range where an
        # element of x1 sorts after all of x2 (position n2); it never counts as a hit.
        sorted2 = tf.gather(k2, _ascending(k2))
        pos = tf.searchsorted(sorted2, k1, side="left")
        padded = tf.concat([sorted2, tf.reshape(const(0, k2.dtype), int_vector((1,)))], 0)
        found = tf.math.logical_and(pos < tf.size(k2),
                                    tf.equal(tf.gather(padded, pos), k1))
        nan = _is_nan(flat1)
        if nan is not None:  # NaN equals nothing (its key equals another NaN's)
            found = tf.math.logical_and(found, tf.math.logical_not(nan))
    if invert:
        found = tf.math.logical_not(found)
    out = tf.reshape(found, tf.shape(a1))
    if not tf.executing_eagerly():
        out.set_shape(a1.shape)
    return out

