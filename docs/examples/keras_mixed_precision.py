"""An agnostic function on the output of a Keras layer under the ``mixed_float16`` policy.

Under Keras's ``mixed_float16`` policy a layer keeps its weights in float32 and computes in
float16, so the tensors it hands out are ``tf.float16``.  ``entropy`` below is written once
against the Array API: on that output ``xpagnostic.get_namespace`` gives
``xpagnostic.tensorflow``, which takes float16 (and bfloat16) like every other dtype, and
the result is float16 again.  The same function takes the float32 output of the default
policy, and PyTorch's or JAX's half tensors.

The policy is set for the duration of ``with keras_policy(...)`` only: the global policy
is restored afterwards, whatever happens inside.

``python docs/examples/keras_mixed_precision.py`` prints the float16 and float32 results
side by side.
"""

from __future__ import annotations

import contextlib
from collections.abc import Generator
from typing import Any, TypeVar

import numpy as np

import xpagnostic

#: Any backend's array.
A = TypeVar("A", bound=xpagnostic.Array)

#: A batch of four inputs of three features, and the Dense layer's weights (5 outputs).
INPUTS = np.array([[0.5, -1.0, 2.0], [1.5, 0.25, -0.75], [0.0, 0.0, 0.0], [-2.0, 3.0, 1.0]],
                  dtype=np.float32)
KERNEL = np.array([[0.5, -0.25, 1.0, 0.0, 2.0], [1.5, 0.75, -1.0, 0.25, 0.0],
                   [-0.5, 1.25, 0.5, 1.0, -1.5]], dtype=np.float32)
BIAS = np.array([0.1, 0.0, -0.2, 0.3, 0.0], dtype=np.float32)


def entropy(logits: A) -> A:
    """The entropy of the softmax of each row of ``logits``, in their own dtype."""
    xp = xpagnostic.get_namespace(logits)
    z = xp.subtract(logits, xp.max(logits, axis=-1, keepdims=True))
    p = xp.divide(xp.exp(z), xp.sum(xp.exp(z), axis=-1, keepdims=True))
    tiny = xp.finfo(p.dtype).smallest_normal  # float16's: 6.1e-05
    return xp.negative(xp.sum(xp.multiply(p, xp.log(xp.clip(p, min=tiny))), axis=-1))


@contextlib.contextmanager
def keras_policy(name: str) -> Generator[None, None, None]:
    """Keras's global dtype policy set to ``name`` inside the block, restored after it."""
    import keras

    previous = keras.mixed_precision.global_policy()
    keras.mixed_precision.set_global_policy(name)
    try:
        yield
    finally:
        keras.mixed_precision.set_global_policy(previous)


def run(policy: str = "mixed_float16") -> tuple[Any, Any]:
    """A Dense layer built under ``policy`` applied to :data:`INPUTS`: its output (native
    tensors of the policy's compute dtype) and the entropy of each row."""
    import keras
    import tensorflow as tf

    with keras_policy(policy):
        layer = keras.layers.Dense(KERNEL.shape[1])
        layer.build((None, KERNEL.shape[0]))
    layer.set_weights([KERNEL, BIAS])  # the variables are float32 under both policies
    logits = layer(tf.constant(INPUTS))
    return logits, entropy(logits)


def main() -> None:  # pragma: no cover - an example script
    for policy in ("mixed_float16", "float32"):
        logits, h = run(policy)
        print(f"{policy:14s} logits {logits.dtype.name}, entropy {h.dtype.name}: {h.numpy()}")


if __name__ == "__main__":  # pragma: no cover
    main()
