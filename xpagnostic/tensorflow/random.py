"""``xpagnostic.tensorflow.random``: JAX's functional random API on native ``tf.Tensor``.

Keys are ``uint32`` tensors of shape ``(2,)``; the numbers are those of every other backend
(``docs/random.md``), made on the key's device (eagerly, under ``tf.device(key.device)``;
in a graph, where TensorFlow's placer puts the ops).  The generator's words are
``uint32``: TensorFlow runs int32 additions on a GPU's host memory, unsigned ones on the
device.  TensorFlow's own stateless Threefry (XLA only) orders the counter words the other
way round and returns both words of a block, so it cannot make this stream.

Eagerly, one op at a time, the generator's 130 integer operations would each make a pass
over memory (and TensorFlow's uint32 kernels are slow); instead the counters are hashed by
the same rounds compiled by XLA (``tf.function(jit_compile=True)``), with the uniform or
normal transform of the bits where that is the draw, for runs of a power-of-two size up
to 2**20 counters (longer draws take several runs): at most 21 small compilations per
device and kind of draw, each once per process.  Inside a ``tf.function`` the rounds are
ordinary graph operations, which ``jit_compile=True`` fuses with the rest of the user's
function.
"""

from __future__ import annotations

import contextlib
import functools
import math
import sys
from collections.abc import Callable
from typing import Any, Final

import tensorflow as tf

from .._common._random import RandomFunctions, bind
from .._common._random_backend import RandomGlue
from .._common._threefry import Words, counter_segments, threefry2x32
from ._devices import device_of, same_device, to_device

#: The longest run of counters one compiled kernel hashes eagerly.
BLOCK: Final = 1 << 20


def _shl(x: Any, r: int) -> Any:
    return tf.bitwise.left_shift(x, tf.constant(r, x.dtype))


def _shr(x: Any, r: int) -> Any:
    return tf.bitwise.right_shift(x, tf.constant(r, x.dtype))


_WORDS = Words(False, add=tf.math.add, xor=tf.bitwise.bitwise_xor, or_=tf.bitwise.bitwise_or,
               and_=tf.bitwise.bitwise_and, shl=_shl, shr=_shr)
_WORD = tf.TensorSpec((1,), tf.uint32)
_SCALAR = tf.TensorSpec((), tf.uint32)


#: Tag -> the elementwise function of the bits a compiled run applies ("pair": both words).
_MAPS: dict[str, Callable[[Any], Any]] = {"bits": lambda bits: bits}


class _Run:
    """The hash of the ``size`` counters ``(high, low + i)``, ``i < size`` (the low word
    wraps; the caller keeps what it asked for), mapped by ``_MAPS[tag]``.  An object, not a
    closure: TensorFlow counts the tracings of one Python function's code as retracing."""

    def __init__(self, size: int, tag: str) -> None:
        self.size, self.tag = size, tag

    def __call__(self, k0: Any, k1: Any, high: Any, low: Any) -> Any:
        x1 = low + tf.cast(tf.range(self.size, dtype=tf.int32), tf.uint32)
        y0, y1 = threefry2x32(_WORDS, k0, k1, tf.reshape(high, (1,)), x1)
        if self.tag == "pair":
            return tf.stack((y0, y1), axis=-1)
        return _MAPS[self.tag](tf.bitwise.bitwise_xor(y0, y1))


@functools.cache
def _run_kernel(size: int, tag: str) -> Callable[..., Any]:
    """:class:`_Run` compiled by XLA, once per size and tag."""
    compiled: Callable[..., Any] = tf.function(_Run(size, tag), jit_compile=True,
                                               autograph=False,
                                               input_signature=[_WORD, _WORD, _SCALAR, _SCALAR])
    return compiled


@functools.cache
def _words_kernel() -> Callable[..., Any]:
    """The compiled hash of one counter given as two words (``fold_in``)."""

    def run(k0: Any, k1: Any, x0: Any, x1: Any) -> Any:
        return tf.stack(threefry2x32(_WORDS, k0, k1, x0, x1))

    compiled: Callable[..., Any] = tf.function(run, jit_compile=True, autograph=False,
                                               input_signature=[_WORD, _WORD, _WORD, _WORD])
    return compiled


class TensorFlowRandomGlue(RandomGlue):
    """TensorFlow's glue: native ``uint32`` kernels (``tf.Tensor`` has no ``<<``)."""

    def __init__(self) -> None:
        super().__init__(
            "tensorflow", sys.modules[__package__], tf.uint32,
            {n: tf.as_dtype(n) for n in (
                "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                "uint64", "float16", "bfloat16", "float32", "float64", "complex64",
                "complex128")},
            _WORDS)

    def is_array(self, x: Any) -> bool:
        return isinstance(x, (tf.Tensor, tf.Variable))

    def device(self, x: Any) -> Any:
        return device_of(x) or None

    def to_device(self, x: Any, device: Any) -> Any:
        return to_device(x, device, "xpagnostic.tensorflow.random")

    def scope(self, x: Any) -> contextlib.AbstractContextManager[Any]:
        return same_device(x)

    def cast(self, x: Any, dtype: Any) -> Any:
        return tf.cast(x, dtype)

    def bitcast(self, x: Any, dtype: Any) -> Any:
        return tf.bitcast(x, dtype)

    def maximum(self, a: Any, b: Any) -> Any:
        return tf.maximum(a, b)

    def split_key(self, key: Any) -> tuple[Any, Any]:
        k0, k1 = tf.split(key, 2)  # one op (slicing a tf.Tensor costs several)
        return k0, k1

    def hash_words(self, k0: Any, k1: Any, x0: Any, x1: Any) -> tuple[Any, Any]:
        if not tf.executing_eagerly() or tuple(x1.shape) != (1,):
            return super().hash_words(k0, k1, x0, x1)
        out = _words_kernel()(k0, k1, x0, x1)
        return out[0], out[1]

    def hash_range(self, k0: Any, k1: Any, start: int, count: int, pair: bool) -> Any:
        if not tf.executing_eagerly():
            return super().hash_range(k0, k1, start, count, pair)
        return self._compiled_runs(k0, k1, start, count, "pair" if pair else "bits")

    def hash_map(self, k0: Any, k1: Any, shape: tuple[int, ...], fn: Callable[[Any], Any],
                 tag: str, in_place_fn: Callable[[Any], Any] | None = None) -> Any:
        if not tf.executing_eagerly():
            return super().hash_map(k0, k1, shape, fn, tag)
        _MAPS.setdefault(tag, fn)
        return tf.reshape(self._compiled_runs(k0, k1, 0, math.prod(shape), tag), shape)

    def _compiled_runs(self, k0: Any, k1: Any, start: int, count: int, tag: str) -> Any:
        pieces = []
        for high, low, length in counter_segments(start, count):
            for offset in range(0, length, BLOCK):
                n = min(BLOCK, length - offset)
                size = 1 << (n - 1).bit_length()  # a power of two: few compilations
                out = _run_kernel(size, tag)(k0, k1, tf.constant(high, tf.uint32),
                                             tf.constant(low + offset, tf.uint32))
                pieces.append(out if n == size else tf.slice(out, [0] * out.shape.rank,
                                                             [n] + [-1] * (out.shape.rank - 1)))
        if not pieces:  # nothing to hash: the kernel's dtype and trailing shape, empty
            out = _run_kernel(1, tag)(k0, k1, tf.constant(0, tf.uint32),
                                      tf.constant(0, tf.uint32))
            return out[:0]
        return pieces[0] if len(pieces) == 1 else tf.concat(pieces, axis=0)

    def iota(self, start: int, count: int, device: Any) -> Any:
        # int64 ranges have device kernels (int32 ones run in host memory on a GPU).
        return tf.cast(tf.range(start, start + count, dtype=tf.int64), tf.uint32)


bind(globals(), RandomFunctions(TensorFlowRandomGlue()))
