"""TensorFlow namespace against hand-written native TensorFlow (goals: 1.1x, 1.3x promotion)."""

from __future__ import annotations

import importlib.util
from typing import Any

from ._timing import Row, compare


def run() -> list[Row]:
    if importlib.util.find_spec("tensorflow") is None:
        return []
    import tensorflow as tf

    import xpagnostic.tensorflow as xp

    x = tf.random.stateless_uniform((64, 64), seed=(1, 2), dtype=tf.float32) + 1.0
    row = tf.random.stateless_uniform((64,), seed=(3, 4), dtype=tf.float32)
    i32 = tf.range(64 * 64, dtype=tf.int32)
    f32 = tf.reshape(x, (-1,))

    def chain_ours() -> Any:
        return xp.sqrt(xp.exp(xp.negative(xp.square(x))))

    def chain_native() -> Any:
        return tf.sqrt(tf.exp(tf.negative(tf.square(x))))

    return [
        compare("tensorflow namespace (goal 1.1)", "element-wise chain, 4 ops, float32",
                "same tf ops", chain_native, chain_ours),
        compare("tensorflow namespace (goal 1.1)", "broadcasting add 64x64 + 64", "tf.add",
                lambda: tf.add(x, row), lambda: xp.add(x, row)),
        compare("tensorflow namespace (goal 1.3)", "int32 + float32 -> float64",
                "tf.cast + tf.add",
                lambda: tf.add(tf.cast(i32, tf.float64), tf.cast(f32, tf.float64)),
                lambda: xp.add(i32, f32)),
    ]
