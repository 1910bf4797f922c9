"""Test support for the TensorFlow chapter tests: run one function eagerly, inside
``tf.function`` (static and unknown shapes) and under XLA, and read results back."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import tensorflow as tf

#: eager; tf.function with the inputs' static shapes; tf.function traced with unknown
#: dimensions (shapes only known when the graph runs); XLA.
MODES = ("eager", "graph", "graph-unknown", "xla")


def run(fn: Callable[..., Any], *args: Any, mode: str = "eager") -> Any:
    """``fn(*args)`` in ``mode``; ``args`` are tensors."""
    if mode == "eager":
        return fn(*args)
    if mode == "graph":
        return tf.function(fn)(*args)
    if mode == "graph-unknown":
        sig = [tf.TensorSpec([None] * a.shape.rank, a.dtype) for a in args]
        return tf.function(fn, input_signature=sig)(*args)
    if mode == "xla":
        return tf.function(fn, jit_compile=True)(*args)
    raise ValueError(mode)


def npv(x: Any) -> np.ndarray:
    """Test-only: a tensor's values as NumPy."""
    return np.asarray(x.numpy())
