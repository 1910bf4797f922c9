"""Random tensors for ``ep.uniform`` / ``ep.normal``: explicit keys, dtype from the dummy.

``key`` selects the randomness:

* ``None``: the default stream.  Until :func:`seed` is called, NumPy, PyTorch and
  TensorFlow draw from the framework's own global generator (so
  ``np.random.seed``, ``torch.manual_seed`` and ``tf.random.set_seed`` apply, as in
  EagerPy); JAX, which has no global generator, draws from a key held here,
  created from OS entropy on first use.  After ``seed(n)``, every backend draws
  from a generator of ours seeded with ``n``; ``seed(None)`` goes back.  Under
  ``jax.jit`` the default stream would be frozen into the compiled function, so
  there an explicit key is required.
* an ``int``: a reproducible draw; the same seed, shape, dtype and device give
  the same numbers on a backend (not the same numbers across backends).
* a native generator: ``numpy.random.Generator``, ``torch.Generator``,
  ``tf.random.Generator``, or a JAX PRNG key of another generator than Threefry
  (used as given; split it yourself).
* a key of ``xp.random`` (``xp.random.key(0)``, ``split``, ``fold_in``: an array of the
  dummy's backend; on JAX also ``jax.random.key(0)`` and ``jax.random.PRNGKey(0)``): the
  portable stream, the same numbers on every backend, Dask included.
  ``uniform(t, shape, low, high, key=k)`` is ``xp.random.uniform(k, shape, dtype,
  minval=low, maxval=high)`` and ``normal(t, shape, mean, stddev, key=k)`` is
  ``xp.random.normal(k, shape, dtype) * stddev + mean``.  On JAX these are the numbers
  ``jax.random`` gave such keys before.

The samples have the dummy's dtype when it is floating-point (the backend's
default floating dtype otherwise) and are created on the dummy's device.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from .._facade._core import Tensor as _Facade
from .._namespace import backend_of

if TYPE_CHECKING:
    from ._tensor import Tensor

__all__ = ["seed", "uniform", "normal"]


class _State:
    """The default streams; created lazily, so no framework is imported here."""

    def __init__(self) -> None:
        self.seed: int | None = None
        self.numpy: Any = None
        self.torch: dict[str, Any] = {}
        self.tensorflow: Any = None
        self.jax_key: Any = None


_STATE = _State()


def seed(value: int | None) -> None:
    """Seed the default streams of every backend (``None``: back to the frameworks' own).

    Framework-global generators are never touched: after ``seed(n)`` the layer draws
    from generators of its own.
    """
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise TypeError(f"xpagnostic.eager.seed: expected an int or None, got {value!r}")
    _STATE.__init__()  # type: ignore[misc]
    _STATE.seed = value


def _float_dtype(t: Tensor[Any]) -> Any:
    xp = t.xp
    if xp.isdtype(t.dtype, "real floating"):
        return t.dtype
    return xp.__array_namespace_info__().default_dtypes()["real floating"]


def _bad_key(fname: str, backend: str, key: Any, expected: str) -> TypeError:
    t = type(key)
    return TypeError(
        f"xpagnostic.eager.{fname} ({backend}): key must be None, an int seed or {expected}, "
        f"got {t.__module__}.{t.__qualname__}"
    )


def _is_seed(key: Any) -> bool:
    return isinstance(key, int) and not isinstance(key, bool)


def uniform(t: Tensor[Any], shape: tuple[int, ...], low: float, high: float, key: Any) -> Any:
    """A native array of uniform samples in ``[low, high)``."""
    return _draw("uniform", t, shape, low, high, key)


def normal(t: Tensor[Any], shape: tuple[int, ...], mean: float, stddev: float, key: Any) -> Any:
    """A native array of normal samples."""
    return _draw("normal", t, shape, mean, stddev, key)


def _draw(kind: str, t: Tensor[Any], shape: tuple[int, ...], a: float, b: float, key: Any) -> Any:
    if isinstance(key, _Facade):
        key = key.raw
    dtype = _float_dtype(t)
    if _portable_key(t.backend, key):
        random = t.xp.random
        if kind == "uniform":
            return random.uniform(key, shape, dtype, minval=a, maxval=b, device=t._device())
        return random.normal(key, shape, dtype, device=t._device()) * b + a
    draw = _GENERATORS.get(t.backend)
    if draw is None:
        raise NotImplementedError(
            f"{kind}: no default or seeded random generator for {t.backend} tensors; "
            f"EagerPy's random functions exist for {', '.join(_GENERATORS)} tensors. Pass "
            f"key=xp.random.key(seed) (xp = t.xp) for the portable stream, which every "
            "backend draws"
        )
    return draw(kind, t.raw, shape, a, b, key, dtype)


def _portable_key(backend: str, key: Any) -> bool:
    """Whether ``key`` is a key of ``xp.random`` for ``backend``: one of its arrays, on JAX
    a raw key or a typed Threefry key (other typed JAX keys go to ``jax.random``)."""
    if key is None or backend_of(key) != backend:
        return False
    if backend == "jax":
        import jax

        if jax.dtypes.issubdtype(key.dtype, jax.dtypes.prng_key):
            return str(jax.random.key_impl(key)) == "threefry2x32"
    return True


def _numpy(
    kind: str, raw: Any, shape: tuple[int, ...], a: float, b: float, key: Any, dtype: Any
) -> Any:
    import numpy as np

    if key is None:
        if _STATE.seed is None:
            gen: Any = np.random  # the global legacy generator, as EagerPy
        else:
            if _STATE.numpy is None:
                _STATE.numpy = np.random.default_rng(_STATE.seed)
            gen = _STATE.numpy
    elif _is_seed(key):
        gen = np.random.default_rng(key)
    elif isinstance(key, np.random.Generator):
        gen = key
    else:
        raise _bad_key(kind, "numpy", key, "a numpy.random.Generator")
    if kind == "uniform":
        out = gen.uniform(a, b, size=shape)
    else:
        out = gen.normal(a, b, size=shape)
    return np.asarray(out, dtype=dtype)


def _torch(
    kind: str, raw: Any, shape: tuple[int, ...], a: float, b: float, key: Any, dtype: Any
) -> Any:
    import torch

    device = raw.device
    if key is None:
        if _STATE.seed is None:
            gen = None  # torch's default generator
        else:
            gen = _STATE.torch.get(str(device))
            if gen is None:
                gen = _STATE.torch[str(device)] = torch.Generator(device=device).manual_seed(
                    _STATE.seed
                )
    elif _is_seed(key):
        gen = torch.Generator(device=device).manual_seed(key)
    elif isinstance(key, torch.Generator):
        gen = key
    else:
        raise _bad_key(kind, "torch", key, "a torch.Generator")
    if kind == "uniform":
        out = torch.rand(shape, generator=gen, dtype=dtype, device=device)
        return out * (b - a) + a
    out = torch.randn(shape, generator=gen, dtype=dtype, device=device)
    return out * b + a


def _tensorflow(
    kind: str, raw: Any, shape: tuple[int, ...], a: float, b: float, key: Any, dtype: Any
) -> Any:
    import tensorflow as tf

    with tf.device(raw.device or None):
        if key is None and _STATE.seed is not None:
            if _STATE.tensorflow is None:
                _STATE.tensorflow = tf.random.Generator.from_seed(_STATE.seed)
            key = _STATE.tensorflow
        if key is None:
            if kind == "uniform":
                return tf.random.uniform(shape, minval=a, maxval=b, dtype=dtype)
            return tf.random.normal(shape, mean=a, stddev=b, dtype=dtype)
        if _is_seed(key):
            seed_pair = [key, 0]
            if kind == "uniform":
                return tf.random.stateless_uniform(shape, seed_pair, minval=a, maxval=b,
                                                   dtype=dtype)
            return tf.random.stateless_normal(shape, seed_pair, mean=a, stddev=b, dtype=dtype)
        if isinstance(key, tf.random.Generator):
            if kind == "uniform":
                return key.uniform(shape, minval=a, maxval=b, dtype=dtype)
            return key.normal(shape, mean=a, stddev=b, dtype=dtype)
    raise _bad_key(kind, "tensorflow", key, "a tf.random.Generator")


def _jax_default_key(kind: str, raw: Any) -> Any:
    import jax

    if isinstance(raw, jax.core.Tracer):
        raise ValueError(
            f"xpagnostic.eager.{kind} (jax): inside a JAX transformation (jax.jit ...) the "
            "default random stream would be frozen into the compiled function; pass an "
            "explicit key, e.g. key=jax.random.key(0) split per call"
        )
    if _STATE.jax_key is None:
        start = _STATE.seed if _STATE.seed is not None else secrets.randbits(31)
        _STATE.jax_key = jax.random.key(start)
    _STATE.jax_key, sub = jax.random.split(_STATE.jax_key)
    return sub


def _jax(
    kind: str, raw: Any, shape: tuple[int, ...], a: float, b: float, key: Any, dtype: Any
) -> Any:
    import jax

    if key is None:
        key = _jax_default_key(kind, raw)
    elif _is_seed(key):
        key = jax.random.key(key)
    elif not isinstance(key, jax.Array):
        raise _bad_key(kind, "jax", key, "a JAX PRNG key")
    if kind == "uniform":
        out = jax.random.uniform(key, shape, dtype=dtype, minval=a, maxval=b)
    else:
        out = jax.random.normal(key, shape, dtype=dtype) * b + a
    if not isinstance(raw, jax.core.Tracer):
        devices = raw.devices()
        if devices != out.devices() and len(devices) == 1:
            out = jax.device_put(out, next(iter(devices)))
    return out


#: Backend name -> its generator of EagerPy's samples: the backends EagerPy has random
#: functions for, each drawing on its own framework's generators and keys.
_GENERATORS: dict[str, Callable[..., Any]] = {
    "numpy": _numpy, "torch": _torch, "tensorflow": _tensorflow, "jax": _jax,
}
