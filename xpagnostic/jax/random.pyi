"""Types of ``xpagnostic.jax.random`` for static checkers: the functions of the ``random``
extension, as ``JaxNamespace().random`` types them.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

import jax
import jax.typing

def key(seed: int | jax.Array, *, device: object | None = None) -> jax.Array: ...
def split(key: jax.Array, num: int | tuple[int, ...] = 2) -> jax.Array: ...
def fold_in(key: jax.Array, data: int | jax.Array) -> jax.Array: ...
def bits(
    key: jax.Array, shape: int | tuple[int, ...] = (), dtype: jax.typing.DTypeLike | None = None,
    *, device: object | None = None,
) -> jax.Array: ...
def uniform(
    key: jax.Array, shape: int | tuple[int, ...] = (), dtype: jax.typing.DTypeLike | None = None,
    minval: float | jax.Array = 0.0, maxval: float | jax.Array = 1.0, *,
    device: object | None = None,
) -> jax.Array: ...
def normal(
    key: jax.Array, shape: int | tuple[int, ...] = (), dtype: jax.typing.DTypeLike | None = None,
    *, device: object | None = None,
) -> jax.Array: ...
def truncated_normal(
    key: jax.Array, lower: float | jax.Array, upper: float | jax.Array,
    shape: int | tuple[int, ...] | None = None, dtype: jax.typing.DTypeLike | None = None, *,
    device: object | None = None,
) -> jax.Array: ...
def bernoulli(
    key: jax.Array, p: float | jax.Array = 0.5, shape: int | tuple[int, ...] | None = None,
    mode: str = "low", *, device: object | None = None,
) -> jax.Array: ...
def randint(
    key: jax.Array, shape: int | tuple[int, ...], minval: int | jax.Array,
    maxval: int | jax.Array, dtype: jax.typing.DTypeLike | None = None, *, device: object | None = None,
) -> jax.Array: ...
def permutation(
    key: jax.Array, x: int | jax.Array, axis: int = 0, independent: bool = False, *,
    device: object | None = None,
) -> jax.Array: ...
def choice(
    key: jax.Array, a: int | jax.Array, shape: int | tuple[int, ...] = (),
    replace: bool = True, p: jax.Array | None = None, axis: int = 0, mode: str | None = None,
    *, device: object | None = None,
) -> jax.Array: ...
def categorical(
    key: jax.Array, logits: jax.Array, axis: int = -1,
    shape: int | tuple[int, ...] | None = None, replace: bool = True,
    mode: str | None = None, *, device: object | None = None,
) -> jax.Array: ...
