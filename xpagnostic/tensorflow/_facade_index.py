"""Indexing TensorFlow tensors with the standard's index syntax.

Imported only when a Tensor wraps a TensorFlow tensor, so TensorFlow is already
loaded.  Basic indices (integers, slices, ``None``, ``...``) use TensorFlow's own
strided slicing (per axis on a 3-d view when the tensor has more dimensions than
TensorFlow's ``StridedSlice`` kernel handles); slice bounds may be 0-d tensors of
any integer dtype.  A boolean mask as the sole index uses ``boolean_mask``; a tuple
of integers and integer arrays gathers the broadcast coordinates (negative
indices counted from the end).  Any other mix follows NumPy's advanced indexing:
boolean masks become the integer arrays of their true positions, the basic part
(slices, ``None``, ``...``) is taken first, the advanced axes are moved to the front
and gathered, and their broadcast axes go back in place when the advanced indices
are adjacent in the key.  Writes select the flat positions of the written elements (by
indexing a ``range`` of the same shape with the same key) and scatter the values
there, so every key that reads also writes.
"""

from __future__ import annotations

from typing import Any

import tensorflow as tf

from ._kernels import GATHER_INDEX_DTYPES, MAX_RANK

_NAME = "Tensor.__getitem__ (tensorflow)"


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
    return t if t.dtype in GATHER_INDEX_DTYPES else tf.cast(t, tf.int64)


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
    if rank is None or rank <= MAX_RANK:
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


def _expand_masks(x: tf.Tensor, keys: tuple[Any, ...], converted: dict[int, tf.Tensor]
                  ) -> tuple[list[Any], list[bool], list[bool]]:
    """The keys with each boolean mask of rank k replaced by the k integer arrays of its
    true positions (NumPy's ``mask.nonzero()``), with a flag per entry for the advanced
    ones and one for new axes.  A 0-d mask is a new axis of length 1 indexed by ``[0]``
    (true) or ``[]`` (false), as in NumPy."""
    rank = x.shape.rank
    consumed = sum(converted[i].shape.rank if i in converted and converted[i].dtype == tf.bool
                   else 1 for i, k in enumerate(keys) if k is not None and k is not Ellipsis)
    entries: list[Any] = []
    advanced: list[bool] = []
    new_axis: list[bool] = []
    axis = 0  # axis of x the next entry indexes
    for i, k in enumerate(keys):
        if k is Ellipsis:
            n = rank - consumed
            entries += [slice(None)] * n
            advanced += [False] * n
            new_axis += [False] * n
            axis += n
        elif k is None:
            entries.append(None)
            advanced.append(False)
            new_axis.append(False)
        elif i in converted and converted[i].dtype == tf.bool:
            mask = converted[i]
            if mask.shape.rank == 0:
                entries.append(tf.where(mask[tf.newaxis])[:, 0])
                advanced.append(True)
                new_axis.append(True)
                continue
            for j, m in enumerate(mask.shape):
                d = x.shape[axis + j] if axis + j < rank else None
                if m is not None and d is not None and m != d:
                    raise IndexError(f"{_NAME}: boolean index dimension {j} has size {m}, "
                                     f"the array's axis {axis + j} has size {d}")
            coords = tf.where(mask)
            for j in range(mask.shape.rank):
                entries.append(coords[:, j])
                advanced.append(True)
                new_axis.append(False)
            axis += mask.shape.rank
        else:
            entries.append(converted.get(i, k))
            advanced.append(i in converted or isinstance(k, int))
            new_axis.append(False)
            axis += 1
    return entries, advanced, new_axis


def _advanced(x: tf.Tensor, entries: list[Any], advanced: list[bool], new_axis: list[bool]
              ) -> tf.Tensor:
    """``x[entries]`` with NumPy's advanced indexing: ``entries`` are integer tensors,
    integers (both advanced), slices and ``None``, one per axis of the basic result; an
    advanced entry flagged in ``new_axis`` indexes a new axis of length 1."""
    rank = x.shape.rank
    n_axes = sum(1 for k, n in zip(entries, new_axis) if k is not None and not n)
    if n_axes > rank:
        raise IndexError(f"{_NAME}: too many indices ({n_axes}) for a {rank}-d array")
    entries = entries + [slice(None)] * (rank - n_axes)
    advanced = advanced + [False] * (rank - n_axes)
    new_axis = new_axis + [False] * (rank - n_axes)
    # The basic part first: advanced axes kept whole, so every entry leaves one axis.
    y = _basic(x, tuple(None if n else slice(None) if a else k
                        for k, a, n in zip(entries, advanced, new_axis)))
    adv_axes = [i for i, a in enumerate(advanced) if a]
    others = [i for i, a in enumerate(advanced) if not a]
    if others:
        y = tf.transpose(y, adv_axes + others)
    dims = tf.shape(y, out_type=tf.int64)
    idx = [_wrap_negative(tf.cast(_as_index(entries[a]), tf.int64), dims[j])
           for j, a in enumerate(adv_axes)]
    static = idx[0].shape
    shape = tf.shape(idx[0], out_type=tf.int64)
    for t in idx[1:]:
        static = tf.broadcast_static_shape(static, t.shape)
        shape = tf.broadcast_dynamic_shape(shape, tf.shape(t, out_type=tf.int64))
    coords = tf.stack([tf.broadcast_to(t, shape) for t in idx], axis=-1)
    out = tf.gather_nd(y, coords)
    if adv_axes == list(range(adv_axes[0], adv_axes[-1] + 1)) and adv_axes[0] > 0:
        # Adjacent advanced indices: their broadcast axes replace them in place.
        b, at = static.rank, adv_axes[0]
        if b is None:
            raise IndexError(f"{_NAME}: the rank of the index arrays must be known")
        n_other = len(others)
        perm = list(range(b, b + at)) + list(range(b)) + list(range(b + at, b + n_other))
        out = tf.transpose(out, perm)
    return out


def tf_getitem(x: Any, key: Any) -> Any:
    """``x[key]`` with the standard's indices and NumPy's advanced indexing: integer and
    boolean arrays (TensorFlow, NumPy or anything with ``__array__``) mixed with integers,
    slices, ``None`` and ``...``."""
    keys = key if isinstance(key, tuple) else (key,)
    keys = tuple(_slice_bounds(k) for k in keys)
    arrays = [i for i, k in enumerate(keys) if _is_array(k)]
    if not arrays:
        return _basic(x, keys)
    converted = {i: _as_index(keys[i]) for i in arrays}
    if len(keys) == 1 and converted[0].dtype == tf.bool:
        return _mask(x, converted[0])
    if (not any(c.dtype == tf.bool for c in converted.values())
            and all(isinstance(k, int) or i in converted for i, k in enumerate(keys))):
        return _gather_coordinates(x, keys)
    if sum(1 for k in keys if k is Ellipsis) > 1:
        raise IndexError(f"{_NAME}: an index can only have a single ellipsis ('...')")
    entries, advanced, new_axis = _expand_masks(x, keys, converted)
    return _advanced(x, entries, advanced, new_axis)


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
