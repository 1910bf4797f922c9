"""Indexing TensorFlow tensors with the standard's index syntax.

Imported only when a Tensor wraps a TensorFlow tensor, so TensorFlow is already
loaded.  Basic indices (integers, slices, ``None``, ``...``) use TensorFlow's own
strided slicing (per axis on a 3-d view when the tensor has more dimensions than
TensorFlow's ``StridedSlice`` kernel handles); slice bounds may be 0-d tensors of
any integer dtype.  A boolean mask as the sole index uses ``boolean_mask``; a tuple
of integers and integer arrays gathers the broadcast coordinates (negative
indices counted from the end); one integer array among basic indices gathers
along its axis.  Writes select the flat positions of the written elements (by
indexing a ``range`` of the same shape with the same key) and scatter the values
there, so every key that reads also writes.
"""

from __future__ import annotations

from typing import Any

import tensorflow as tf

_NAME = "Tensor.__getitem__ (tensorflow)"

#: Largest rank TensorFlow's ``StridedSlice`` kernel handles.
_MAX_SLICE_RANK = 8


def _is_array(k: Any) -> bool:
    return isinstance(k, (tf.Tensor, tf.Variable)) or (
        hasattr(k, "__array__") and not isinstance(k, (bool, int, float, complex))
    )


def _as_index(k: Any) -> tf.Tensor:
    t = tf.convert_to_tensor(k)
    if t.dtype == tf.bool:
        return t
    if not t.dtype.is_integer:
        raise IndexError(f"{_NAME}: index arrays must be integer or boolean, got {t.dtype.name}")
    return t if t.dtype in (tf.int32, tf.int64) else tf.cast(t, tf.int64)


def _wrap_negative(index: tf.Tensor, size: Any) -> tf.Tensor:
    """Negative indices counted from the end of an axis of length ``size``."""
    size = tf.cast(size, index.dtype)
    return tf.where(index < 0, index + size, index)


def _mask(x: tf.Tensor, mask: tf.Tensor) -> tf.Tensor:
    if mask.shape.rank == 0:
        # A 0-d mask adds an axis of length 1 (True) or 0 (False).
        return tf.boolean_mask(x[tf.newaxis], mask[tf.newaxis])
    if mask.shape.rank > x.shape.rank:
        raise IndexError(f"{_NAME}: a {mask.shape.rank}-d mask cannot index a "
                         f"{x.shape.rank}-d array")
    for i, (m, d) in enumerate(zip(mask.shape, x.shape)):
        if m is not None and d is not None and m not in (0, d):
            raise IndexError(f"{_NAME}: mask dimension {i} has size {m}, the array {d}")
    return tf.boolean_mask(x, mask)


def _gather_coordinates(x: tf.Tensor, keys: tuple[Any, ...]) -> tf.Tensor:
    """``x[keys]`` for a tuple of integers and integer arrays (vectorized indexing)."""
    if len(keys) > x.shape.rank:
        raise IndexError(f"{_NAME}: too many indices ({len(keys)}) for a "
                         f"{x.shape.rank}-d array")
    dims = tf.shape(x, out_type=tf.int64)
    idx = [_wrap_negative(tf.cast(_as_index(k), tf.int64), dims[i]) for i, k in enumerate(keys)]
    shape = tf.shape(idx[0], out_type=tf.int64)
    for t in idx[1:]:
        shape = tf.broadcast_dynamic_shape(shape, tf.shape(t, out_type=tf.int64))
    coords = tf.stack([tf.broadcast_to(t, shape) for t in idx], axis=-1)
    return tf.gather_nd(x, coords)


def _bound(v: Any) -> Any:
    """A slice bound TensorFlow accepts: integer tensors other than int32/int64 are cast."""
    if isinstance(v, (tf.Tensor, tf.Variable)) and v.dtype not in (tf.int32, tf.int64):
        if not v.dtype.is_integer:
            raise IndexError(f"{_NAME}: slice bounds must be integers, got {v.dtype.name}")
        return tf.cast(v, tf.int64)
    return v


def _slice_bounds(k: Any) -> Any:
    if isinstance(k, slice) and any(isinstance(v, (tf.Tensor, tf.Variable))
                                    for v in (k.start, k.stop, k.step)):
        return slice(_bound(k.start), _bound(k.stop), _bound(k.step))
    return k


def _basic(x: tf.Tensor, keys: tuple[Any, ...]) -> tf.Tensor:
    """``x[keys]`` for integers, slices, ``None`` and ``...``."""
    rank = x.shape.rank
    if rank is None or rank <= _MAX_SLICE_RANK:
        return x[keys]
    n_axes = sum(1 for k in keys if k is not None and k is not Ellipsis)
    if n_axes > rank:
        raise IndexError(f"{_NAME}: too many indices ({n_axes}) for a {rank}-d array")
    if any(k is Ellipsis for k in keys):
        at = next(i for i, k in enumerate(keys) if k is Ellipsis)
        keys = keys[:at] + (slice(None),) * (rank - n_axes) + keys[at + 1:]
    # One axis at a time, on a (before, axis, after) view of the tensor: StridedSlice
    # then never sees more than 3 dimensions.
    out, axis = x, 0
    for k in keys:
        if k is None:
            out = tf.expand_dims(out, axis)
            axis += 1
            continue
        if isinstance(k, slice) and k.start is None and k.stop is None and k.step is None:
            axis += 1
            continue
        shape = tf.shape(out, out_type=tf.int64)
        before, after = shape[:axis], shape[axis + 1:]
        cube = tf.reshape(out, tf.stack([tf.reduce_prod(before), shape[axis],
                                         tf.reduce_prod(after)]))
        part = cube[:, k, :]
        if isinstance(k, slice):
            out = tf.reshape(part, tf.concat([before, tf.shape(part, out_type=tf.int64)[1:2],
                                              after], 0))
            axis += 1
        else:
            out = tf.reshape(part, tf.concat([before, after], 0))
    return out


def tf_getitem(x: Any, key: Any) -> Any:
    """``x[key]`` with the standard's indices, boolean masks and integer arrays included."""
    keys = key if isinstance(key, tuple) else (key,)
    keys = tuple(_slice_bounds(k) for k in keys)
    arrays = [i for i, k in enumerate(keys) if _is_array(k)]
    if not arrays:
        return _basic(x, keys)
    converted = {i: _as_index(keys[i]) for i in arrays}
    masks = [i for i in arrays if converted[i].dtype == tf.bool]
    if masks:
        if len(keys) != 1:
            raise IndexError(f"{_NAME}: a boolean mask must be the sole index")
        return _mask(x, converted[masks[0]])
    if all(isinstance(k, int) or i in converted for i, k in enumerate(keys)):
        return _gather_coordinates(x, keys)
    if len(arrays) == 1 and not any(k is None or k is Ellipsis for k in keys):
        # One integer array among integers and slices: take the basic part, then gather
        # along the array's axis (NumPy's placement for a single array index).
        (pos,) = arrays
        rest = tuple(slice(None) if i == pos else k for i, k in enumerate(keys))
        axis = sum(1 for k in keys[:pos] if not isinstance(k, int))
        y = _basic(x, rest)
        index = _wrap_negative(converted[pos], tf.shape(y, out_type=converted[pos].dtype)[axis])
        return tf.gather(y, index, axis=axis)
    raise IndexError(
        f"{_NAME}: unsupported index {key!r}; integer arrays combine with integers, or one "
        "integer array with slices and integers (no None or ...)"
    )


def tf_setitem(x: Any, key: Any, value: Any) -> Any:
    """A new tensor equal to ``x`` with ``x[key] = value`` applied."""
    size = tf.size(x, out_type=tf.int64)
    positions = tf.reshape(tf.range(size, dtype=tf.int64), tf.shape(x, out_type=tf.int64))
    selected = tf_getitem(positions, key)
    values = tf.broadcast_to(_value_as(value, x.dtype), tf.shape(selected))
    flat = tf.tensor_scatter_nd_update(
        tf.reshape(x, [-1]), tf.reshape(selected, [-1, 1]), tf.reshape(values, [-1])
    )
    return tf.reshape(flat, tf.shape(x))


def _value_as(value: Any, dtype: tf.DType) -> tf.Tensor:
    """``value`` in ``dtype``; a Python scalar is converted directly in ``dtype``, not
    through TensorFlow's float32/int32 defaults, so float64 values keep their precision."""
    if isinstance(value, (bool, int, float, complex)):
        try:
            return tf.constant(value, dtype=dtype)
        except (TypeError, ValueError):
            return tf.cast(tf.constant(value), dtype)
    return tf.cast(value, dtype)
