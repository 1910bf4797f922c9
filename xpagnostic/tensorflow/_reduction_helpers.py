"""Internals of the statistical, sorting and set chapters: cheap eager arguments.

Eager TensorFlow converts every Python list or scalar argument of an op into a new
tensor on each call, and a list ``axis`` even leaves the fast execution path.  These
helpers hand the ops a plain ``int`` where TensorFlow accepts one, and otherwise a
tensor made once and cached (eager only: while tracing a graph, constants are cheap
and are made afresh, so no eager tensor is captured into a graph).
"""

from __future__ import annotations

from typing import Any

import tensorflow as tf

from . import _dtypes as d

__all__: list[str] = []

_CACHE: dict[tuple[Any, ...], tf.Tensor] = {}
_CACHE_LIMIT = 4096


def _cached(key: tuple[Any, ...], make: Any) -> tf.Tensor:
    if not tf.executing_eagerly():
        return make()
    hit = _CACHE.get(key)
    if hit is None:
        if len(_CACHE) >= _CACHE_LIMIT:
            _CACHE.clear()
        with tf.device("/CPU:0"):
            hit = _CACHE[key] = make()
    return hit


def const(value: int | float, dtype: tf.DType) -> tf.Tensor:
    """0-d tensor of ``dtype`` holding ``value`` (an int, or a float other than -0.0)."""
    return _cached(("c", repr(value), dtype), lambda: tf.constant(value, dtype=dtype))


def axis_arg(axes: tuple[int, ...]) -> int | tf.Tensor | list[int]:
    """The ``axis`` argument of a TensorFlow reduction over (normalized) ``axes``."""
    if len(axes) == 1:
        return axes[0]
    if not tf.executing_eagerly():
        return list(axes)
    return int_vector(axes)


def int_vector(values: tuple[int, ...]) -> tf.Tensor:
    """1-D int32 tensor of ``values`` (axes, shapes such as ``(-1,)``)."""
    return _cached(("v", values), lambda: tf.constant(values, dtype=d.int32,
                                                      shape=[len(values)]))
