"""pytest plugin for running array-api-tests on xpagnostic.tensorflow (test process only).

``tf.Tensor.shape`` is a ``tf.TensorShape``, not the tuple the standard asks for: a
property of the native tensor object, which the namespace must not change.  The suite
feeds ``x.shape`` to hypothesis and ndindex helpers while testing *functions* (clip,
broadcast_to, asarray, ...), and those helpers reject anything but a tuple/Sequence.
This plugin makes only those test helpers accept a TensorShape (converted to a tuple);
TensorFlow itself, the namespace and the suite's own assertions are untouched.  The
suite's tests of the shape attribute itself still see the native TensorShape.

Use: ``python -m conformance --backend tensorflow ... -- -p conformance.tensorflow_adapter``
"""

from __future__ import annotations

import collections.abc
import functools
from typing import Any


def _tupled(value: Any) -> Any:
    import tensorflow as tf

    return tuple(value.as_list()) if isinstance(value, tf.TensorShape) else value


def _accept_tensorshape(fn: Any, *names: str) -> Any:
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        args = tuple(_tupled(a) for a in args)
        for name in names:
            if name in kwargs:
                kwargs[name] = _tupled(kwargs[name])
        return fn(*args, **kwargs)

    return wrapper


def _install() -> None:
    """Runs at plugin import (``-p``), before the suite's conftest builds its
    hypothesis strategies namespace from these module attributes."""
    import hypothesis.extra.array_api as hxa
    import tensorflow as tf

    # ndindex (used by the suite to iterate over indices) wants a Sequence.
    collections.abc.Sequence.register(tf.TensorShape)
    # hypothesis strategies the suite calls with base_shape=x.shape / shape=x.shape.
    hxa.mutually_broadcastable_shapes = _accept_tensorshape(  # type: ignore[assignment]
        hxa.mutually_broadcastable_shapes, "base_shape")
    hxa.indices = _accept_tensorshape(hxa.indices, "shape")  # type: ignore[assignment]
    # arrays(dtype, shape=x.shape): the strategies namespace calls this module function.
    hxa._arrays = _accept_tensorshape(hxa._arrays, "shape")  # type: ignore[attr-defined]


_install()
