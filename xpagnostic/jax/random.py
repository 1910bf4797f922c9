"""``xpagnostic.jax.random``: the portable random API, drawn by ``jax.random`` itself.

``jax.random`` with its Threefry-2x32 generator makes exactly the numbers every other
namespace's ``random`` makes (that is their definition, ``docs/random.md``), so this module
checks and normalises the arguments as the other backends do and calls ``jax.random``:
the same kernels, the same speed, typed keys and sharding included.  Two settings a user
may change are pinned for our calls only, so the stream does not depend on them: the
generator is Threefry-2x32 whatever ``jax_default_prng_impl`` says, and
``jax_threefry_partitionable`` is on (JAX's default) inside each call.

Keys: raw ``uint32`` arrays of shape ``(2,)`` (what ``key`` returns, as
``jax.random.PRNGKey``) and JAX's typed Threefry keys (``jax.random.key(0)``); ``split``
and ``fold_in`` return the kind they were given.
"""

from __future__ import annotations

import sys
from typing import Any

import jax
import jax.numpy as jnp

from .._common._random import (
    INT_RANGE,
    MANTISSA,
    RANDOM_FUNCTIONS,
    UNSIGNED_BITS,
    RandomFunctions,
    bind,
)
from .._common._random_args import _python_int, is_int, normalize_axis, shape_of
from .._common._random_backend import RandomGlue

_IMPL = "threefry2x32"
_partitionable = jax.threefry_partitionable


def _is_key_dtype(dtype: Any) -> bool:
    return bool(jax.dtypes.issubdtype(dtype, jax.dtypes.prng_key))


class JaxRandomGlue(RandomGlue):
    """JAX's glue (used for ``key`` and the argument checks; jax.random draws)."""

    def __init__(self) -> None:
        super().__init__("jax", sys.modules[__package__], jnp.dtype("uint32"), {
            n: jnp.dtype(n) for n in (
                "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                "uint64", "float16", "bfloat16", "float32", "float64", "complex64",
                "complex128")})

    def is_array(self, x: Any) -> bool:
        return isinstance(x, jax.Array)

    def device(self, x: Any) -> Any:
        return None  # JAX places an op where its committed inputs live

    def to_device(self, x: Any, device: Any) -> Any:
        return jax.device_put(x, device)

    def cast(self, x: Any, dtype: Any) -> Any:
        return x.astype(dtype)

    def bitcast(self, x: Any, dtype: Any) -> Any:
        return jax.lax.bitcast_convert_type(x, dtype)


class JaxRandom(RandomFunctions):
    """``xp.random`` of JAX: the checks of every backend, then ``jax.random``."""

    def _typed(self, fname: str, key: Any) -> tuple[Any, bool]:
        """``key`` as a typed Threefry key, and whether it came raw."""
        if isinstance(key, jax.Array) and _is_key_dtype(key.dtype):
            impl = str(jax.random.key_impl(key))
            if impl != _IMPL or key.shape != ():
                raise ValueError(f"{fname}: a typed key must be a single Threefry-2x32 key "
                                 f"(jax.random.key(seed)); got impl {impl!r} and shape "
                                 f"{key.shape} (a batch of keys goes through vmap)")
            return key, False
        k0, k1 = self._key_words(fname, key)
        raw = jnp.concatenate((k0, k1))
        return jax.random.wrap_key_data(raw, impl=_IMPL), True

    def _on(self, fname: str, key: Any, device: Any) -> Any:
        return key if device is None else jax.device_put(key, device)

    def key(self, seed: Any, *, device: Any = None) -> Any:
        if not isinstance(seed, jax.Array):
            return super().key(seed, device=device)
        fname = self._fname("key")
        if seed.shape != () or self._b.dtype_name(seed.dtype) not in INT_RANGE:
            raise ValueError(f"{fname}: seed must be a 0-d integer array, got shape "
                             f"{seed.shape} and dtype {seed.dtype}")
        out = jax.random.key_data(jax.random.key(seed, impl=_IMPL))
        return out if device is None else jax.device_put(out, device)

    def split(self, key: Any, num: Any = 2) -> Any:
        fname = self._fname("split")
        typed, raw = self._typed(fname, key)
        with _partitionable(True):
            out = jax.random.split(typed, shape_of(fname, num))
        return jax.random.key_data(out) if raw else out

    def fold_in(self, key: Any, data: Any) -> Any:
        fname = self._fname("fold_in")
        typed, raw = self._typed(fname, key)
        data = _python_int(self._b, data)
        if is_int(data):
            if not 0 <= data < 1 << 32:
                raise ValueError(f"{fname}: data must be a 32-bit unsigned integer "
                                 f"(0 <= data < 2**32), got {data}")
        else:
            data = self._array(fname, data, "data")
            if data.shape != () or self._b.dtype_name(data.dtype) not in INT_RANGE:
                raise ValueError(f"{fname}: data must be a 0-d integer array, got shape "
                                 f"{data.shape} and dtype {data.dtype}")
        with _partitionable(True):
            out = jax.random.fold_in(typed, data)
        return jax.random.key_data(out) if raw else out

    def bits(self, key: Any, shape: Any = (), dtype: Any = None, *, device: Any = None) -> Any:
        fname = self._fname("bits")
        shape = shape_of(fname, shape)
        name = self._int_dtype(fname, dtype, "uint32", UNSIGNED_BITS)
        typed, _ = self._typed(fname, self._on(fname, key, device))
        with _partitionable(True):
            return jax.random.bits(typed, shape, self._b.dtypes[name])

    def uniform(self, key: Any, shape: Any = (), dtype: Any = None, minval: Any = 0.0,
                maxval: Any = 1.0, *, device: Any = None) -> Any:
        fname = self._fname("uniform")
        shape = shape_of(fname, shape)
        dtype, _ = self._float_dtype(fname, dtype)
        typed, _ = self._typed(fname, self._on(fname, key, device))
        with _partitionable(True):
            return jax.random.uniform(typed, shape, dtype, minval, maxval)

    def normal(self, key: Any, shape: Any = (), dtype: Any = None, *,
               device: Any = None) -> Any:
        fname = self._fname("normal")
        shape = shape_of(fname, shape)
        dtype, _ = self._float_dtype(fname, dtype, complex_ok=True)
        typed, _ = self._typed(fname, self._on(fname, key, device))
        with _partitionable(True):
            return jax.random.normal(typed, shape, dtype)

    def truncated_normal(self, key: Any, lower: Any, upper: Any, shape: Any = None,
                         dtype: Any = None, *, device: Any = None) -> Any:
        fname = self._fname("truncated_normal")
        shape = None if shape is None else shape_of(fname, shape)
        dtype, _ = self._float_dtype(fname, dtype)
        typed, _ = self._typed(fname, self._on(fname, key, device))
        with _partitionable(True):
            return jax.random.truncated_normal(typed, lower, upper, shape, dtype)

    def bernoulli(self, key: Any, p: Any = 0.5, shape: Any = None, mode: str = "low", *,
                  device: Any = None) -> Any:
        fname = self._fname("bernoulli")
        if mode not in ("low", "high"):
            raise ValueError(f"{fname}: mode must be 'low' or 'high', got {mode!r}")
        shape = None if shape is None else shape_of(fname, shape)
        typed, _ = self._typed(fname, self._on(fname, key, device))
        if isinstance(p, (int, float)) and not isinstance(p, bool):
            p = jnp.asarray(p, dtype=jnp.float32)  # a Python float draws in float32
        elif not (isinstance(p, jax.Array) and self._b.dtype_name(p.dtype) in MANTISSA):
            raise TypeError(f"{fname}: p must be a Python float or a real floating array, "
                            f"got {p!r}")
        with _partitionable(True):
            return jax.random.bernoulli(typed, p, shape, mode)

    def randint(self, key: Any, shape: Any, minval: Any, maxval: Any, dtype: Any = None, *,
                device: Any = None) -> Any:
        fname = self._fname("randint")
        shape = shape_of(fname, shape)
        name = self._int_dtype(fname, dtype, "int32", INT_RANGE)
        typed, _ = self._typed(fname, self._on(fname, key, device))
        lo, hi = INT_RANGE[name]
        minval = _int_bound(fname, minval, name, lo, hi)
        maxval = _int_bound(fname, maxval, name, lo, hi + 1)
        with _partitionable(True):
            return jax.random.randint(typed, shape, minval, maxval, self._b.dtypes[name])

    def permutation(self, key: Any, x: Any, axis: int = 0, independent: bool = False, *,
                    device: Any = None) -> Any:
        fname = self._fname("permutation")
        typed, _ = self._typed(fname, self._on(fname, key, device))
        if is_int(x):
            if x < 0:
                raise ValueError(f"{fname}: x must be non-negative, got {x}")
        else:
            x = self._array(fname, x, "x")
            if x.ndim == 0:
                raise TypeError(f"{fname}: x must be an int or an array of at least one "
                                "dimension")
            normalize_axis(fname, axis, x.ndim)
        with _partitionable(True):
            return jax.random.permutation(typed, x, axis, independent)

    def choice(self, key: Any, a: Any, shape: Any = (), replace: bool = True, p: Any = None,
               axis: int = 0, mode: str | None = None, *, device: Any = None) -> Any:
        fname = self._fname("choice")
        mode = self._check_mode(fname, mode)
        shape = shape_of(fname, shape)
        typed, _ = self._typed(fname, self._on(fname, key, device))
        self._check_choice(fname, a, shape, replace, axis)
        with _partitionable(True):
            return jax.random.choice(typed, a, shape, replace, p, axis, mode)

    def categorical(self, key: Any, logits: Any, axis: int = -1, shape: Any = None,
                    replace: bool = True, mode: str | None = None, *,
                    device: Any = None) -> Any:
        fname = self._fname("categorical")
        mode = self._check_mode(fname, mode)
        shape = None if shape is None else shape_of(fname, shape)
        typed, _ = self._typed(fname, self._on(fname, key, device))
        self._check_categorical(fname, logits, axis, shape)
        with _partitionable(True):
            return jax.random.categorical(typed, logits, axis, shape, replace, mode)


# The same documentation as every other backend's functions.
for _name in RANDOM_FUNCTIONS:
    _method = getattr(JaxRandom, _name)
    if _method.__doc__ is None:
        _method.__doc__ = getattr(RandomFunctions, _name).__doc__
del _name, _method


def _int_bound(fname: str, value: Any, name: str, lo: int, hi: int) -> Any:
    """A Python int bound of randint clipped to ``[lo, hi]``, as a scalar array of the
    draw's dtype, or of the narrowest wider one for ``hi`` one past the dtype's maximum
    (jax.random.randint reads Python ints as its default integer, which may overflow);
    arrays go to jax.random as they are."""
    if not is_int(value):
        return value
    value = min(max(value, lo), hi)
    for candidate in (name, "int32", "uint32", "int64", "uint64"):
        c_lo, c_hi = INT_RANGE[candidate]
        if c_lo <= value <= c_hi and jnp.dtype(candidate) == jax.dtypes.canonicalize_dtype(
                candidate):
            return jnp.asarray(value, dtype=candidate)
    raise ValueError(f"{fname}: the bound {value} is beyond every integer dtype of jax here "
                     "(64-bit ones need jax_enable_x64)")


bind(globals(), JaxRandom(JaxRandomGlue()))
