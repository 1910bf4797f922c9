"""Indexing TensorFlow tensors with the standard's full index syntax.

Imported only when a Tensor wraps a TensorFlow tensor, so TensorFlow is
already loaded.  Writes build the flat positions the key selects (by indexing
an ``arange`` of the same shape) and scatter the values there.
"""

from __future__ import annotations

from typing import Any

import tensorflow as tf


def _is_array_index(k: Any) -> bool:
    if isinstance(k, (tf.Tensor, tf.Variable)):
        return True
    return hasattr(k, "__array__") and not isinstance(k, (bool, int, float, complex))


def tf_getitem(x: Any, key: Any) -> Any:
    """``x[key]`` with boolean masks and integer arrays too."""
    if _is_array_index(key):
        k = tf.convert_to_tensor(key)
        if k.dtype == tf.bool:
            if k.shape.rank == 0:
                return tf.boolean_mask(x[tf.newaxis], k[tf.newaxis])
            return tf.boolean_mask(x, k)
        return tf.gather(x, k, axis=0)
    if isinstance(key, tuple) and any(_is_array_index(k) for k in key):
        # Basic indexing first, then the single array index on its axis.
        arrays = [i for i, k in enumerate(key) if _is_array_index(k)]
        if len(arrays) == 1 and not any(k is Ellipsis or k is None for k in key):
            (pos,) = arrays
            rest = tuple(slice(None) if i == pos else k for i, k in enumerate(key))
            axis = sum(1 for k in key[:pos] if not isinstance(k, int))
            k = tf.convert_to_tensor(key[pos])
            y = x[rest]
            if k.dtype == tf.bool:
                return tf.boolean_mask(y, k, axis=axis)
            return tf.gather(y, k, axis=axis)
        if all(_is_array_index(k) for k in key):
            idx = tf.stack(tf.broadcast_arrays(*(tf.convert_to_tensor(k) for k in key))
                           if hasattr(tf, "broadcast_arrays") else
                           [tf.convert_to_tensor(k) for k in key], axis=-1)
            return tf.gather_nd(x, idx)
        raise IndexError(f"Tensor.__getitem__ (tensorflow): unsupported key {key!r}")
    return x[key]


def tf_setitem(x: Any, key: Any, value: Any) -> Any:
    """A new tensor equal to ``x`` with ``x[key] = value`` applied."""
    size = tf.size(x, out_type=tf.int64)
    positions = tf.reshape(tf.range(size, dtype=tf.int64), tf.shape(x, out_type=tf.int64))
    selected = tf_getitem(positions, key)
    values = tf.broadcast_to(tf.cast(value, x.dtype), tf.shape(selected))
    flat = tf.tensor_scatter_nd_update(
        tf.reshape(x, [-1]), tf.reshape(selected, [-1, 1]), tf.reshape(values, [-1])
    )
    return tf.reshape(flat, tf.shape(x))
