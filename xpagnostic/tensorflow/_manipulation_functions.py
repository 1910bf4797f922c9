"""Manipulation functions of xpagnostic.tensorflow (standard chapter "Manipulation Functions").

``broadcast_arrays``, ``broadcast_shapes`` and ``broadcast_to`` live in
``_data_type_functions``; this module holds the rest of the chapter.

Notes on TensorFlow specifics:

- ``reshape(copy=False)`` never raises: TensorFlow tensors are immutable and a reshape
  always shares the input's buffer, so no copy is ever needed.  ``copy=True`` returns a
  tensor with its own buffer.
- ``concat`` and ``stack`` promote mixed input dtypes with the standard's promotion
  (cross-kind pairs follow NumPy, as everywhere in this namespace).
- Kernels TensorFlow lacks at high rank (``ReverseV2`` handles at most 8 dimensions)
  or for some dtypes (``Tile`` has no ``uint16`` kernel) are covered exactly: ``flip``
  merges runs of neighbouring axes and falls back to gathers, ``tile`` and ``repeat`` go
  through exact casts or broadcasting.
- ``repeat`` with an array of repeats has a data-dependent output shape; it works eagerly
  and inside ``tf.function`` (not under XLA).  Negative repeats raise
  ``tf.errors.InvalidArgumentError`` (checked by a TensorFlow assertion, on device).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import tensorflow as tf

from .._common._errors import AxisError
from . import _dtypes as d
from ._devices import hard_copy, same_device
from ._helpers import (
    as_tensor,
    cast,
    check_dtype,
    int_arg,
    normalize_axes,
    normalize_axis,
    result_dtype,
)
from ._kernels import MAX_RANK, TILE_DTYPES, kernel_dtype
from ._names import named
from ._shapes import dims as _dims
from ._shapes import ndim, shape_of, static_shape
from ._shapes import prod as _prod
from ._shapes import shape_arg as _shape_arg

__all__ = [
    "concat",
    "expand_dims",
    "flip",
    "moveaxis",
    "permute_dims",
    "repeat",
    "reshape",
    "roll",
    "squeeze",
    "stack",
    "tile",
    "unstack",
]

# --- small helpers ---------------------------------------------------------------------


def _int_tuple(fname: str, what: str, value: Any) -> tuple[int, ...]:
    """A tuple (or list) of ints as a tuple of Python ints, else TypeError."""
    if not isinstance(value, (tuple, list)):
        raise TypeError(f"{named(fname)}: {what} must be a tuple of ints, got {value!r}")
    return tuple(int_arg(fname, what, v) for v in value)


def _int_or_tuple(fname: str, what: str, value: Any) -> tuple[int, ...]:
    if isinstance(value, (tuple, list)):
        return _int_tuple(fname, what, value)
    return (int_arg(fname, what, value),)


def _tensor(fname: str, x: Any) -> tf.Tensor:
    t = as_tensor(x, fname)
    check_dtype(fname, t.dtype)
    return t


def _known(shape: tuple[int | None, ...]) -> bool:
    return None not in shape


def _sequence(fname: str, arrays: Any) -> list[tf.Tensor]:
    """The input arrays of concat/stack, cast to their standard result dtype."""
    if not isinstance(arrays, (tuple, list)):
        raise TypeError(
            f"{named(fname)}: expected a tuple or list of arrays, got "
            f"{type(arrays).__module__}.{type(arrays).__qualname__}"
        )
    if not arrays:
        raise ValueError(f"{named(fname)}: need at least one array")
    ts = [as_tensor(a, fname) for a in arrays]
    first = ts[0].dtype
    if all(t.dtype == first for t in ts[1:]):
        check_dtype(fname, first)
        return ts
    dt = result_dtype(fname, *ts)
    return [cast(t, dt) for t in ts]


def _join(fname: str, op: Any, ts: list[tf.Tensor], axis: int, skip: int | None
          ) -> tf.Tensor:
    """``op(ts, axis)``; TensorFlow's own shape errors come back as a ValueError naming
    ``fname`` (static mismatches are described precisely)."""
    try:
        return op(ts, axis)
    except (ValueError, tf.errors.InvalidArgumentError) as exc:
        _check_same_shapes(fname, ts, skip)
        raise ValueError(f"{named(fname)}: incompatible array shapes ({exc})") from None


def _check_same_shapes(fname: str, ts: Sequence[tf.Tensor], skip: int | None) -> None:
    """ValueError when statically known sizes of ``ts`` differ (axis ``skip`` excepted)."""
    first = static_shape(ts[0])
    for t in ts[1:]:
        other = static_shape(t)
        if len(other) != len(first):
            raise ValueError(
                f"{named(fname)}: all arrays must have the same number of dimensions, got "
                f"shapes {tuple(first)} and {tuple(other)}"
            )
        for i, (a, b) in enumerate(zip(first, other)):
            if i != skip and a is not None and b is not None and a != b:
                raise ValueError(
                    f"{named(fname)}: array shapes {tuple(first)} and {tuple(other)} differ "
                    f"in dimension {i}"
                )


# --- joining and splitting ------------------------------------------------------------


def concat(
    arrays: tuple[Any, ...] | list[Any], /, *, axis: int | None = 0
) -> tf.Tensor:
    """Join ``arrays`` along an existing ``axis`` (``axis=None``: flatten them first).

    Mixed dtypes promote per the standard.
    """
    ts = _sequence("concat", arrays)
    if axis is None:
        flat = [tf.reshape(t, [-1]) for t in ts]
        return flat[0] if len(flat) == 1 else tf.concat(flat, 0)
    rank = ndim(ts[0], "concat")
    if rank == 0:
        raise AxisError(
            "xpagnostic.tensorflow.concat: "
            f"axis {axis} is out of bounds for zero-dimensional arrays (use axis=None)"
        )
    ax = normalize_axis("concat", axis, rank)
    if len(ts) == 1:
        return ts[0]
    return _join("concat", tf.concat, ts, ax, ax)


def stack(arrays: tuple[Any, ...] | list[Any], /, *, axis: int = 0) -> tf.Tensor:
    """Join ``arrays`` (all of one shape) along a new ``axis``; dtypes promote."""
    ts = _sequence("stack", arrays)
    rank = ndim(ts[0], "stack")
    ax = normalize_axis("stack", axis, rank + 1)
    return _join("stack", tf.stack, ts, ax, None)


def unstack(x: Any, /, *, axis: int = 0) -> tuple[tf.Tensor, ...]:
    """The slices of ``x`` along ``axis``, as a tuple (the size of ``axis`` must be static)."""
    t = _tensor("unstack", x)
    rank = ndim(t, "unstack")
    if rank == 0:
        raise ValueError("xpagnostic.tensorflow.unstack: "
                         "expected an array of at least one dimension")
    ax = normalize_axis("unstack", axis, rank)
    if static_shape(t)[ax] is None:
        raise ValueError(
            "xpagnostic.tensorflow.unstack: "
            f"the size of axis {ax} must be known statically (inside tf.function, "
            "give the input a static shape)"
        )
    return tuple(tf.unstack(t, axis=ax))


# --- shape changes --------------------------------------------------------------------


def reshape(x: Any, /, shape: tuple[int, ...] | tf.TensorShape | tf.Tensor, *,
            copy: bool | None = None) -> tf.Tensor:
    """``x`` with shape ``shape`` (one entry may be -1).

    TensorFlow tensors are immutable and a reshape never needs a copy, so
    ``copy=False`` never raises; ``copy=True`` returns a tensor owning its buffer.
    """
    t = _tensor("reshape", x)
    sizes = shape_of("reshape", shape)
    if copy is not None and not isinstance(copy, bool):
        raise TypeError("xpagnostic.tensorflow.reshape: "
                        f"copy must be True, False or None, got {copy!r}")
    static = [s for s in sizes if isinstance(s, int)]
    if sum(1 for s in static if s == -1) > 1:
        raise ValueError("xpagnostic.tensorflow.reshape: "
                         f"only one dimension can be -1, got shape {shape!r}")
    if any(s < -1 for s in static):
        raise ValueError(f"xpagnostic.tensorflow.reshape: negative dimension in shape {shape!r}")
    have = static_shape(t)
    if len(static) == len(sizes) and t.shape.rank is not None and _known(have):
        dims = tuple(static)
        size = _prod(have)
        known = _prod([s for s in dims if s != -1])
        if -1 in dims:
            if known == 0 or size % known:
                raise ValueError(
                    "xpagnostic.tensorflow.reshape: "
                    f"cannot reshape an array of shape {tuple(have)} into shape {dims}"
                )
            dims = tuple(size // known if s == -1 else s for s in dims)
        elif known != size:
            raise ValueError(
                "xpagnostic.tensorflow.reshape: "
                f"cannot reshape an array of shape {tuple(have)} into shape {dims}"
            )
        out = t if tuple(have) == dims else tf.reshape(t, dims)
    else:
        out = tf.reshape(t, _shape_arg(sizes))
    if copy:
        with same_device(t):
            out = hard_copy(out)
    return out


def expand_dims(x: Any, /, axis: int | tuple[int, ...]) -> tf.Tensor:
    """``x`` with singleton axes inserted at ``axis`` (positions in the result).

    Out-of-range positions raise an ``AxisError`` (an IndexError and a ValueError);
    repeated positions raise ValueError.
    """
    t = _tensor("expand_dims", x)
    rank = ndim(t, "expand_dims")
    axes = _int_or_tuple("expand_dims", "axis", axis)
    out_rank = rank + len(axes)
    norm = []
    for a in axes:
        if not -out_rank <= a < out_rank:
            raise AxisError(
                "xpagnostic.tensorflow.expand_dims: "
                f"axis {a} is out of bounds for the result of {out_rank} dims"
            )
        norm.append(a % out_rank)
    if len(set(norm)) != len(norm):
        raise ValueError(f"xpagnostic.tensorflow.expand_dims: repeated axis in {axis!r}")
    if len(norm) == 1:
        return tf.expand_dims(t, norm[0])
    if not norm:
        return t
    have = static_shape(t)
    if _known(have):
        dims = list(have)
        for a in sorted(norm):
            dims.insert(a, 1)
        return tf.reshape(t, dims)
    for a in sorted(norm):
        t = tf.expand_dims(t, a)
    return t


def squeeze(x: Any, /, axis: int | tuple[int, ...]) -> tf.Tensor:
    """``x`` without the singleton axes ``axis``; ValueError for an axis of size != 1."""
    t = _tensor("squeeze", x)
    if axis is None:
        raise TypeError("xpagnostic.tensorflow.squeeze: "
                        "axis is required (an int or a tuple of ints)")
    rank = ndim(t, "squeeze")
    axes = normalize_axes("squeeze", _int_or_tuple("squeeze", "axis", axis), rank)
    if not axes:
        return t
    have = static_shape(t)
    for a in axes:
        if have[a] is not None and have[a] != 1:
            raise ValueError(
                "xpagnostic.tensorflow.squeeze: "
                f"cannot remove axis {a} of size {have[a]} (shape {tuple(have)}); "
                "only axes of size 1 can be squeezed"
            )
    return tf.squeeze(t, list(axes))


def permute_dims(x: Any, /, axes: tuple[int, ...]) -> tf.Tensor:
    """``x`` with its axes permuted: axis ``i`` of the result is axis ``axes[i]`` of ``x``."""
    t = _tensor("permute_dims", x)
    rank = ndim(t, "permute_dims")
    given = _int_tuple("permute_dims", "axes", axes)
    if len(given) != rank:
        raise ValueError(
            "xpagnostic.tensorflow.permute_dims: "
            f"axes {given} must list each of the {rank} axes of the array once"
        )
    perm = normalize_axes("permute_dims", given, rank)
    if perm == tuple(range(rank)):
        return t
    return tf.transpose(t, perm)


def moveaxis(
    x: Any,
    source: int | tuple[int, ...],
    destination: int | tuple[int, ...],
    /,
) -> tf.Tensor:
    """``x`` with axes ``source`` moved to positions ``destination``; others keep order."""
    t = _tensor("moveaxis", x)
    rank = ndim(t, "moveaxis")
    src = normalize_axes("moveaxis", _int_or_tuple("moveaxis", "source", source), rank)
    dst = normalize_axes(
        "moveaxis", _int_or_tuple("moveaxis", "destination", destination), rank
    )
    if len(src) != len(dst):
        raise ValueError(
            "xpagnostic.tensorflow.moveaxis: "
            f"source {source!r} and destination {destination!r} must have the "
            "same number of elements"
        )
    rest = [a for a in range(rank) if a not in src]
    for dest, s in sorted(zip(dst, src)):
        rest.insert(dest, s)
    if rest == list(range(rank)):
        return t
    return tf.transpose(t, rest)


# --- reordering ------------------------------------------------------------------------


def _merge_runs(x: tf.Tensor, marked: set[int]) -> tuple[tf.Tensor, list[int]]:
    """``x`` reshaped so that runs of neighbouring axes that are all in (or all out of)
    ``marked`` become one axis; returns the reshaped tensor and its marked axes."""
    dims = _dims(x)
    groups: list[list[int]] = []
    for a in range(len(dims)):
        if groups and (groups[-1][-1] in marked) == (a in marked):
            groups[-1].append(a)
        else:
            groups.append([a])
    merged = [_prod([dims[a] for a in g]) for g in groups]
    keep = [i for i, g in enumerate(groups) if g[0] in marked]
    return tf.reshape(x, _shape_arg(merged)), keep


def flip(x: Any, /, *, axis: int | tuple[int, ...] | None = None) -> tf.Tensor:
    """``x`` with the order of elements reversed along ``axis`` (None: every axis)."""
    t = _tensor("flip", x)
    rank = ndim(t, "flip")
    axes = normalize_axes("flip", axis, rank)
    if not axes:
        return t
    if rank <= MAX_RANK:
        return tf.reverse(t, list(axes))
    # ReverseV2 handles at most 8 dims: merge runs of neighbouring axes first (reversing
    # a block of adjacent axes is reversing their merged axis), then reverse or gather.
    dims = _dims(t)
    merged, keep = _merge_runs(t, set(axes))
    if merged.shape.rank is not None and merged.shape.rank <= MAX_RANK:
        out = tf.reverse(merged, keep)
    else:
        out = merged
        for a in keep:
            n = tf.shape(out, out_type=tf.int64)[a]
            with same_device(t):
                idx = tf.range(n - 1, -1, -1, dtype=tf.int64)
            out = tf.gather(out, idx, axis=a)
    return tf.reshape(out, _shape_arg(dims))


def roll(
    x: Any,
    /,
    shift: int | tuple[int, ...],
    *,
    axis: int | tuple[int, ...] | None = None,
) -> tf.Tensor:
    """``x`` with elements shifted by ``shift`` along ``axis`` (None: along the flattened
    array), wrapping around."""
    t = _tensor("roll", x)
    rank = ndim(t, "roll")
    shifts = _int_or_tuple("roll", "shift", shift)
    if axis is None:
        if isinstance(shift, (tuple, list)):
            raise ValueError("xpagnostic.tensorflow.roll: "
                             "a tuple shift needs a tuple axis of the same length")
        flat = tf.reshape(t, [-1])
        size = static_shape(flat)[0]
        s = shifts[0] % size if size else shifts[0]
        if size == 0 or s == 0:
            return t
        out = tf.roll(flat, s, 0)
        return tf.reshape(out, _shape_arg(_dims(t)))
    axes = tuple(normalize_axis("roll", a, rank)
                 for a in _int_or_tuple("roll", "axis", axis))
    if len(shifts) == 1:
        shifts = shifts * len(axes)
    if len(shifts) != len(axes):
        raise ValueError(
            "xpagnostic.tensorflow.roll: "
            f"shift {shift!r} and axis {axis!r} must have the same number of elements"
        )
    have = static_shape(t)
    pairs = []
    for s, a in zip(shifts, axes):
        n = have[a]
        if n is not None:
            if n == 0:
                continue
            s %= n
            if s == 0:
                continue
        pairs.append((s, a))
    if not pairs:
        return t
    if len(pairs) == 1:  # plain ints convert faster than lists
        return tf.roll(t, pairs[0][0], pairs[0][1])
    return tf.roll(t, [s for s, _ in pairs], [a for _, a in pairs])


# --- repetition ------------------------------------------------------------------------


def tile(x: Any, repetitions: tuple[int, ...] | tf.TensorShape | tf.Tensor, /) -> tf.Tensor:
    """``x`` repeated ``repetitions[i]`` times along axis ``i`` (shapes aligned at the end,
    padded with ones)."""
    t = _tensor("tile", x)
    reps = shape_of("tile", repetitions, "repetitions")
    if any(isinstance(r, int) and r < 0 for r in reps):
        raise ValueError("xpagnostic.tensorflow.tile: "
                         f"repetitions must be non-negative, got {repetitions!r}")
    rank = ndim(t, "tile")
    if len(reps) > rank:
        dims = _dims(t)
        t = tf.reshape(t, _shape_arg([1] * (len(reps) - rank) + dims))
        rank = len(reps)
    reps = [1] * (rank - len(reps)) + reps
    if all(isinstance(r, int) and r == 1 for r in reps):
        return t
    work = cast(t, kernel_dtype("tile", t.dtype, TILE_DTYPES))
    return cast(tf.tile(work, _shape_arg(reps)), t.dtype)


def repeat(x: Any, repeats: int | Any, /, *, axis: int | None = None) -> tf.Tensor:
    """Each element of ``x`` repeated ``repeats`` times along ``axis`` (None: flattened).

    ``repeats`` is an int, or an integer array of shape ``(1,)`` or ``(n,)`` with ``n``
    the size of the axis (data-dependent output shape: eager or tf.function, not XLA).
    """
    t = _tensor("repeat", x)
    rank = ndim(t, "repeat")
    if axis is None:
        t = tf.reshape(t, [-1])
        ax = 0
    else:
        ax = normalize_axis("repeat", axis, rank)
        if rank == 0:  # pragma: no cover - normalize_axis already raised
            raise AxisError("xpagnostic.tensorflow.repeat: axis given for a zero-dimensional array")
    dims = _dims(t)
    if isinstance(repeats, (tf.Tensor, tf.Variable)):
        r = as_tensor(repeats, "repeat")
        if r.dtype not in d.INTEGER:
            raise TypeError(
                "xpagnostic.tensorflow.repeat: "
                f"repeats must have an integer dtype, got {d.name_of(r.dtype)}"
            )
        rshape = static_shape(r)
        if len(rshape) > 1:
            raise ValueError("xpagnostic.tensorflow.repeat: "
                             f"repeats must be 0-d or 1-d, got shape {tuple(rshape)}")
        r = tf.cast(r, tf.int64)
        with same_device(t):
            check = tf.debugging.assert_non_negative(
                r, message="xpagnostic.tensorflow.repeat: repeats must be non-negative"
            )
        with tf.control_dependencies([check] if check is not None else []):
            r = tf.identity(r)
        if len(rshape) == 0 or rshape[0] == 1:
            return _repeat_each(t, dims, ax, tf.reshape(r, []))
        n = dims[ax]
        if rshape[0] is not None and isinstance(n, int) and rshape[0] != n:
            raise ValueError(
                "xpagnostic.tensorflow.repeat: "
                f"repeats of shape {tuple(rshape)} do not match axis {ax} of "
                f"size {n} (expected shape (1,) or ({n},))"
            )
        with same_device(t):
            idx = tf.repeat(tf.range(tf.size(r, out_type=tf.int64)), r)
        return tf.gather(t, idx, axis=ax)
    count = int_arg("repeat", "repeats", repeats)
    if count < 0:
        raise ValueError(f"xpagnostic.tensorflow.repeat: repeats must be non-negative, got {count}")
    if count == 1:
        return t
    return _repeat_each(t, dims, ax, count)


def _repeat_each(t: tf.Tensor, dims: list[Any], ax: int, count: Any) -> tf.Tensor:
    """Every element of ``t`` repeated ``count`` times along ``ax``, via broadcasting
    (no Tile kernel needed, so every dtype works)."""
    grown = tf.expand_dims(t, ax + 1)
    target = dims[: ax + 1] + [count] + dims[ax + 1 :]
    out = tf.broadcast_to(grown, _shape_arg(target))
    return tf.reshape(out, _shape_arg(dims[:ax] + [dims[ax] * count] + dims[ax + 1 :]))
