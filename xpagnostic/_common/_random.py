"""``xp.random``: JAX's functional random API, written once over a counter-based generator.

Every namespace has ``random``, an extension module with ``key``, ``split``, ``fold_in``,
``bits``, ``uniform``, ``normal``, ``bernoulli``, ``randint``, ``permutation``, ``choice``,
``truncated_normal`` and ``categorical``, with ``jax.random``'s signatures and semantics (a
keyword-only ``device=`` added).  A key is a native array of two 32-bit words; no state is
hidden anywhere, so keys pass through ``jax.jit``, ``vmap``, ``tf.function`` and
``torch.compile`` like any array.

The numbers are those of ``jax.random`` with its default Threefry-2x32 generator
(``_threefry``): the same key gives the same bits, the same uniform floats and the same
integers on every backend, and the samplers built on them (normal ...) differ at most by
the last bit of a backend's ``log1p``/``exp`` (``docs/random.md`` lists which is which).

This module holds the samplers, over the standard's functions and a :class:`RandomGlue`
(``_random_backend``): the glue of one backend (its word dtype, devices, casts, and how it
hashes a range of counters); ``_random_args`` reads their arguments.  The JAX namespace
subclasses :class:`RandomFunctions` to draw through ``jax.random`` itself, which makes the
same numbers.
"""

from __future__ import annotations

import functools
import math
import struct
from typing import Any, Final

from . import _special
from ._random_args import (
    _broadcast,
    _broadcasts_to,
    _is_number,
    _python_int,
    _shape,
    is_int,
    normalize_axis,
    shape_of,
)
from ._random_backend import MASK32, RandomGlue

__all__ = ["INT_RANGE", "MANTISSA", "RANDOM_FUNCTIONS", "UNSIGNED_BITS", "RandomFunctions",
           "bind"]

#: The public functions of every ``xp.random`` (the facade exposes exactly these).
RANDOM_FUNCTIONS: Final = ("key", "split", "fold_in", "bits", "uniform", "normal",
                           "bernoulli", "randint", "permutation", "choice",
                           "truncated_normal", "categorical")

#: Mantissa bits (stored) of the floating dtypes a draw can have.
MANTISSA: Final = {"float16": 10, "bfloat16": 7, "float32": 23, "float64": 52}
UNSIGNED_BITS: Final = {"uint8": 8, "uint16": 16, "uint32": 32, "uint64": 64}
_SIGNED_BITS: Final = {"int8": 8, "int16": 16, "int32": 32, "int64": 64}
_BITS: Final = {**_SIGNED_BITS, **UNSIGNED_BITS}
INT_RANGE: Final = {**{n: (-(1 << (b - 1)), (1 << (b - 1)) - 1) for n, b in _SIGNED_BITS.items()},
                     **{n: (0, (1 << b) - 1) for n, b in UNSIGNED_BITS.items()}}
_GUMBEL_MODES: Final = ("low", "high")
#: The bit pattern of float32 1.0.
_ONE_FLOAT32: Final = 0x3F800000


def bind(namespace: dict[str, Any], functions: RandomFunctions) -> None:
    """Define the public functions of ``functions`` in a module's ``namespace``."""
    for name in RANDOM_FUNCTIONS:
        namespace[name] = getattr(functions, name)
    namespace["__all__"] = list(RANDOM_FUNCTIONS)
    namespace["_functions"] = functions


class RandomFunctions:
    """The public functions of one backend's ``xp.random`` (see the module docstring)."""

    def __init__(self, backend: RandomGlue) -> None:
        self._b = backend
        self._xp = backend.xp
        self._prefix = f"xpagnostic.{backend.name}.random."

    def __repr__(self) -> str:
        return f"<{self._prefix[:-1]}>"

    # -- argument checks -----------------------------------------------------------------
    def _fname(self, name: str) -> str:
        return self._prefix + name

    def _key_words(self, fname: str, key: Any) -> tuple[Any, Any]:
        """The two words of ``key`` (shape ``(1,)`` each, the word dtype)."""
        b = self._b
        if not b.is_array(key):
            t = type(key)
            raise TypeError(f"{fname}: key must be a {b.name} array made by "
                            f"{self._prefix}key, split or fold_in, got "
                            f"{t.__module__}.{t.__qualname__}")
        name = b.dtype_name(key.dtype)
        if tuple(key.shape) != (2,) or name not in ("uint32", "int32"):
            raise ValueError(f"{fname}: a key is an array of shape (2,) and dtype uint32 or "
                             f"int32 (a batch of keys goes through vmap), got shape "
                             f"{tuple(key.shape)} and dtype {key.dtype}")
        if key.dtype != b.word:
            key = b.bitcast(key, b.word)
        return b.split_key(key)

    def _placed(self, fname: str, key: Any, device: Any) -> Any:
        """``key`` moved to ``device`` (when given) so that the draw happens there."""
        if device is None:
            return key
        return self._b.to_device(key, device)

    def _float_dtype(self, fname: str, dtype: Any, complex_ok: bool = False) -> tuple[Any, str]:
        b = self._b
        if dtype is None:
            return b.dtypes["float32"], "float32"
        name = b.dtype_name(dtype)
        allowed = tuple(MANTISSA) + (("complex64", "complex128") if complex_ok else ())
        if name not in allowed:
            kinds = "a real or complex floating" if complex_ok else "a real floating"
            raise ValueError(f"{fname}: dtype must be {kinds} dtype of {b.name}, got {dtype!r}")
        return dtype, name

    def _int_dtype(self, fname: str, dtype: Any, default: str, allowed: dict[str, Any]) -> str:
        """The name of an integer ``dtype`` among ``allowed`` (``default`` for None)."""
        b = self._b
        name = default if dtype is None else b.dtype_name(dtype)
        if name not in allowed or name not in b.dtypes:
            kind = "an unsigned integer" if allowed is UNSIGNED_BITS else "an integer"
            raise ValueError(f"{fname}: dtype must be {kind} dtype of {b.name} "
                             f"({', '.join(allowed)}), got {dtype!r}")
        return str(name)

    def _check_mode(self, fname: str, mode: Any) -> str:
        mode = "low" if mode is None else mode
        if mode not in _GUMBEL_MODES:
            raise ValueError(f"{fname}: mode must be 'low' or 'high', got {mode!r}")
        return str(mode)

    def _array(self, fname: str, x: Any, what: str) -> Any:
        if not self._b.is_array(x):
            t = type(x)
            raise TypeError(f"{fname}: {what} must be a {self._b.name} array, got "
                            f"{t.__module__}.{t.__qualname__}")
        return x

    # -- keys ----------------------------------------------------------------------------
    def key(self, seed: Any, *, device: Any = None) -> Any:
        """A key from an integer seed: a Python int (its 64-bit two's complement pattern,
        from ``-2**63`` to ``2**64 - 1``) or a 0-d integer array (traced values too),
        as ``jax.random.key(seed)`` with ``jax_enable_x64``.  The key is made on ``device``
        (default: the seed array's device, else the default device)."""
        fname = self._fname("key")
        b, xp = self._b, self._xp
        seed = _python_int(b, seed)
        if is_int(seed):
            if not -(1 << 63) <= seed < (1 << 64):
                raise ValueError(f"{fname}: a seed is a 64-bit integer, got {seed}")
            seed %= 1 << 64
            w = b.words
            return xp.asarray([w.const(seed >> 32), w.const(seed & MASK32)], dtype=b.word,
                              device=device)
        if not b.is_array(seed):
            t = type(seed)
            raise TypeError(f"{fname}: seed must be an int or an integer {b.name} array, got "
                            f"{t.__module__}.{t.__qualname__}")
        name = b.dtype_name(seed.dtype)
        if tuple(seed.shape) != () or name not in INT_RANGE:
            raise ValueError(f"{fname}: seed must be a 0-d integer array, got shape "
                             f"{tuple(seed.shape)} and dtype {seed.dtype}")
        seed = self._placed(fname, seed, device)
        with b.scope(seed):
            high, low = b.words_of(seed, b.device(seed))
            return xp.stack((high, low))

    def split(self, key: Any, num: Any = 2) -> Any:
        """New keys of shape ``(*num, 2)`` (``num`` an int or a shape), as ``jax.random.split``."""
        fname = self._fname("split")
        k0, k1 = self._key_words(fname, key)
        shape = shape_of(fname, num)
        with self._b.scope(key):
            return self._b.hash(k0, k1, shape, pair=True)

    def fold_in(self, key: Any, data: Any) -> Any:
        """A new key from ``key`` and the 32-bit integer ``data`` (a Python int in
        ``[0, 2**32)`` or a 0-d integer array, taken modulo ``2**32``), as
        ``jax.random.fold_in``."""
        fname = self._fname("fold_in")
        b, xp = self._b, self._xp
        k0, k1 = self._key_words(fname, key)
        data = _python_int(b, data)
        with b.scope(key):
            device = b.device(key)
            if is_int(data):
                if not 0 <= data < 1 << 32:
                    raise ValueError(f"{fname}: data must be a 32-bit unsigned integer "
                                     f"(0 <= data < 2**32), got {data}")
                low = xp.full((1,), b.words.const(data), dtype=b.word, device=device)
            else:
                data = self._array(fname, data, "data")
                if tuple(data.shape) != () or b.dtype_name(data.dtype) not in INT_RANGE:
                    raise ValueError(f"{fname}: data must be a 0-d integer array, got shape "
                                     f"{tuple(data.shape)} and dtype {data.dtype}")
                low = xp.reshape(b.words_of(data, device)[1], (1,))
            zero = xp.zeros((1,), dtype=b.word, device=device)
            y0, y1 = b.hash_words(k0, k1, zero, low)
            return xp.concat((y0, y1))

    # -- bits and uniform floats ---------------------------------------------------------
    def bits(self, key: Any, shape: Any = (), dtype: Any = None, *, device: Any = None) -> Any:
        """Uniform random bits of an unsigned dtype (default uint32), as ``jax.random.bits``."""
        fname = self._fname("bits")
        b = self._b
        shape = shape_of(fname, shape)
        name = self._int_dtype(fname, dtype, "uint32", UNSIGNED_BITS)
        key = self._placed(fname, key, device)
        k0, k1 = self._key_words(fname, key)
        with b.scope(key):
            return self._unsigned_bits(k0, k1, shape, name)

    def _unsigned_bits(self, k0: Any, k1: Any, shape: tuple[int, ...], name: str) -> Any:
        b, xp = self._b, self._xp
        out_dtype = b.dtypes[name]
        if name == "uint64":
            return b.bitcast(self._bits64(k0, k1, shape), out_dtype)
        words = b.hash(k0, k1, shape, pair=False)
        if name == "uint32":
            return words if b.word == out_dtype else b.bitcast(words, out_dtype)
        return b.cast(xp.bitwise_and(words, (1 << UNSIGNED_BITS[name]) - 1), out_dtype)

    def _bits64(self, k0: Any, k1: Any, shape: tuple[int, ...]) -> Any:
        """64 random bits per element as int64 bit patterns: ``(y0 << 32) | y1``."""
        b, xp = self._b, self._xp
        pair = b.hash(k0, k1, shape, pair=True)
        int64 = b.dtypes["int64"]
        high = xp.astype(pair[..., 0], int64)
        low = xp.bitwise_and(xp.astype(pair[..., 1], int64), MASK32)
        return xp.bitwise_or(xp.bitwise_left_shift(high, 32), low)

    def _unit_floats(self, k0: Any, k1: Any, shape: tuple[int, ...], name: str) -> Any:
        """Floats ``k * 2**-m`` in [0, 1) of dtype ``name`` (m mantissa bits), from the
        leading bits of a draw of the width of the dtype, exactly as ``jax.random.uniform``."""
        b, xp = self._b, self._xp
        if name == "float64":
            f64 = b.dtypes["float64"]
            pair = b.hash(k0, k1, shape, pair=True)
            high = xp.astype(pair[..., 0], f64)
            if b.signed:
                high = xp.where(high < 0.0, high + 2.0 ** 32, high)
            low = xp.astype(b.words.shr(pair[..., 1], 12), f64)
            return high * 2.0 ** -32 + low * 2.0 ** -52
        return b.hash_map(k0, k1, shape, functools.partial(self._floats_of_bits, name),
                          f"uniform {name}",
                          self._floats_in_place if name == "float32" else None)

    def _floats_of_bits(self, name: str, bits: Any) -> Any:
        """The floats of ``_unit_floats`` (16- and 32-bit dtypes) from 32 random bits."""
        b, xp = self._b, self._xp
        width = {"float32": 32, "float16": 16, "bfloat16": 8}[name]
        mantissa = MANTISSA[name]
        if width == 32:
            k = b.words.shr(bits, 32 - mantissa)
        else:
            k = xp.bitwise_right_shift(xp.bitwise_and(bits, (1 << width) - 1), width - mantissa)
        out = xp.astype(k, b.dtypes["float32"]) * 2.0 ** -mantissa  # exact: k < 2**24
        return out if name == "float32" else b.cast(out, b.dtypes[name])

    def _floats_in_place(self, bits: Any) -> Any:
        """The float32 floats of ``_floats_of_bits``, from a block of bits it overwrites."""
        b = self._b
        mantissa = MANTISSA["float32"]
        bits >>= 32 - mantissa
        if b.signed:
            bits &= (1 << mantissa) - 1
        # k * 2**-23 as (1 + k * 2**-23) - 1: the exponent of 1.0 or-ed onto the mantissa
        # k, then one exact subtraction; no integer-to-float conversion.
        bits |= _ONE_FLOAT32
        out = b.bitcast(bits, b.dtypes["float32"])
        out -= 1.0
        return out

    def _scaled(self, fname: str, floats: Any, dtype: Any, minval: Any, maxval: Any,
                shape: tuple[int, ...]) -> Any:
        """``max(minval, floats * (maxval - minval) + minval)`` in ``dtype``, the bounds
        first converted to ``dtype`` (jax.random.uniform's last step).  JAX's compiler fuses
        the multiply-add of float32 into one rounding: float32 does the same here through
        float64 (the product of a 23-bit draw and a float32 is exact in float64), which
        also keeps the result the same under every compiler; float16 and bfloat16 round
        each step, as JAX does."""
        if _is_number(minval) and _is_number(maxval) and float(minval) == 0.0 \
                and float(maxval) == 1.0:
            return floats  # exactly what the formula gives
        b = self._b
        lo, hi = self._bound(fname, minval, dtype, shape, floats), \
            self._bound(fname, maxval, dtype, shape, floats)
        span = hi - lo
        f64 = b.dtypes.get("float64")
        if b.dtype_name(dtype) == "float32" and f64 is not None and b.has_float64(floats):
            out = b.cast(b.cast(floats, f64) * b.cast(span, f64) + b.cast(lo, f64), dtype)
        else:
            out = floats * span + lo
        return b.maximum(lo, out)

    def _bound(self, fname: str, value: Any, dtype: Any, shape: tuple[int, ...],
               like: Any) -> Any:
        b = self._b
        if _is_number(value):
            name = b.dtype_name(dtype)
            if name in ("float32", "float64"):  # one rounding of the Python float
                return self._xp.full((), float(value), dtype=dtype, device=b.device(like))
            wide = b.dtypes["float64"] if b.has_float64(like) else b.dtypes["float32"]
            return b.cast(self._xp.full((), float(value), dtype=wide, device=b.device(like)),
                          dtype)
        value = self._array(fname, value, "a bound")
        if not _broadcasts_to(tuple(value.shape), shape):
            raise ValueError(f"{fname}: a bound of shape {tuple(value.shape)} does not "
                             f"broadcast to the shape {shape}")
        return value if value.dtype == dtype else b.cast(value, dtype)

    def uniform(self, key: Any, shape: Any = (), dtype: Any = None, minval: Any = 0.0,
                maxval: Any = 1.0, *, device: Any = None) -> Any:
        """Floats in ``[minval, maxval)`` of a real floating dtype (default float32 on every
        backend), as ``jax.random.uniform``."""
        fname = self._fname("uniform")
        shape = shape_of(fname, shape)
        dtype, name = self._float_dtype(fname, dtype)
        key = self._placed(fname, key, device)
        k0, k1 = self._key_words(fname, key)
        with self._b.scope(key):
            return self._scaled(fname, self._unit_floats(k0, k1, shape, name), dtype, minval,
                                maxval, shape)

    # -- normal family -------------------------------------------------------------------
    def normal(self, key: Any, shape: Any = (), dtype: Any = None, *,
               device: Any = None) -> Any:
        """Standard normal floats (real or complex; default float32), as
        ``jax.random.normal``: ``sqrt(2) * erfinv(u)``, ``u`` uniform in (-1, 1)."""
        fname = self._fname("normal")
        shape = shape_of(fname, shape)
        dtype, name = self._float_dtype(fname, dtype, complex_ok=True)
        key = self._placed(fname, key, device)
        k0, k1 = self._key_words(fname, key)
        with self._b.scope(key):
            if name.startswith("complex"):
                return self._complex_normal(key, shape, dtype, name)
            return self._normal_real(k0, k1, shape, name)

    def _normal_real(self, k0: Any, k1: Any, shape: tuple[int, ...], name: str) -> Any:
        if name == "float64":
            return self._normal_of_floats(name, self._unit_floats(k0, k1, shape, name))
        return self._b.hash_map(k0, k1, shape, functools.partial(self._normal_of_bits, name),
                                f"normal {name}",
                                self._normal_in_place if name == "float32" else None)

    def _normal_in_place(self, bits: Any) -> Any:
        """The float32 normals of ``_normal_of_bits``, bit for bit, from a block of bits it
        overwrites: ``u = floats * 2 + lo`` (its maximum with ``lo`` changes nothing, as
        ``floats >= 0``), then :func:`_special.erfinv_giles_in_place`."""
        u = self._floats_in_place(bits)
        u *= 2.0
        u += -(1.0 - 2.0 ** -(MANTISSA["float32"] + 1))
        x = _special.erfinv_giles_in_place(self._xp, u, self._b.log1p_in_place)
        x *= _rounded(math.sqrt(2.0), "float32")
        return x

    def _normal_of_bits(self, name: str, bits: Any) -> Any:
        return self._normal_of_floats(name, self._floats_of_bits(name, bits))

    def _normal_of_floats(self, name: str, floats: Any) -> Any:
        """``sqrt(2) * erfinv(u)``, ``u`` the floats scaled to [nextafter(-1, 0), 1)."""
        b = self._b
        lo = -(1.0 - 2.0 ** -(MANTISSA[name] + 1))  # nextafter(-1, 0) in the dtype
        # (1 - lo) rounds to 2 in every floating dtype.
        u = b.maximum(floats * 2.0 + lo, lo)
        if name in ("float16", "bfloat16"):
            x = b.cast(_special.erfinv(self._xp, b.cast(u, b.dtypes["float32"])),
                       b.dtypes[name])
        else:
            x = _special.erfinv(self._xp, u)
        return x * _rounded(math.sqrt(2.0), name)

    def _complex_normal(self, key: Any, shape: tuple[int, ...], dtype: Any, name: str) -> Any:
        xp = self._xp
        real = "float32" if name == "complex64" else "float64"
        keys = self.split(key)
        parts = [self._normal_real(*self._key_words("", keys[i]), shape, real) for i in (0, 1)]
        z = xp.astype(parts[0], dtype) + 1j * xp.astype(parts[1], dtype)
        return z / _rounded(math.sqrt(2.0), real)

    def truncated_normal(self, key: Any, lower: Any, upper: Any, shape: Any = None,
                         dtype: Any = None, *, device: Any = None) -> Any:
        """Normal floats truncated to the open interval ``(lower, upper)`` (default shape:
        the bounds' broadcast shape), as ``jax.random.truncated_normal``."""
        fname = self._fname("truncated_normal")
        b, xp = self._b, self._xp
        dtype, name = self._float_dtype(fname, dtype)
        key = self._placed(fname, key, device)
        k0, k1 = self._key_words(fname, key)
        bshape = _broadcast(fname, _shape(lower), _shape(upper))
        shape = bshape if shape is None else shape_of(fname, shape)
        if not _broadcasts_to(bshape, shape):
            raise ValueError(f"{fname}: the bounds' shape {bshape} does not broadcast to the "
                             f"shape {shape}")
        with b.scope(key):
            work = b.dtypes["float32"] if name in ("float16", "bfloat16") else dtype
            wname = "float32" if name in ("float16", "bfloat16") else name
            sqrt2 = _rounded(math.sqrt(2.0), wname)
            like = k0
            lo = self._bound(fname, lower, work, shape, like)
            hi = self._bound(fname, upper, work, shape, like)
            a = _special.erf(xp, lo / sqrt2)
            c = _special.erf(xp, hi / sqrt2)
            u = self._scaled(fname, self._unit_floats(k0, k1, shape, wname), work, a, c, shape)
            out = _special.erfinv(xp, u) * sqrt2
            out = xp.minimum(xp.maximum(out, xp.nextafter(lo, xp.full_like(lo, math.inf))),
                             xp.nextafter(hi, xp.full_like(hi, -math.inf)))
            return out if work == dtype else b.cast(out, dtype)

    # -- discrete ------------------------------------------------------------------------
    def bernoulli(self, key: Any, p: Any = 0.5, shape: Any = None, mode: str = "low", *,
                  device: Any = None) -> Any:
        """Booleans that are True with probability ``p`` (default shape: ``p``'s), as
        ``jax.random.bernoulli``; a Python float ``p`` draws in float32."""
        fname = self._fname("bernoulli")
        b = self._b
        if mode not in ("low", "high"):
            raise ValueError(f"{fname}: mode must be 'low' or 'high', got {mode!r}")
        key = self._placed(fname, key, device)
        k0, k1 = self._key_words(fname, key)
        if _is_number(p) and not isinstance(p, complex):
            name, pshape = "float32", ()
        else:
            p = self._array(fname, p, "p")
            name = b.dtype_name(p.dtype) or ""
            if name not in MANTISSA:
                raise TypeError(f"{fname}: p must have a real floating dtype, got {p.dtype}")
            pshape = tuple(p.shape)
        shape = pshape if shape is None else shape_of(fname, shape)
        if not _broadcasts_to(pshape, shape):
            raise ValueError(f"{fname}: p of shape {pshape} does not broadcast to the shape "
                             f"{shape}")
        with b.scope(key):
            if mode == "low":
                return self._unit_floats(k0, k1, shape, name) < p
            u = self._unit_floats(k0, k1, (2, *shape), name)
            return u[1] * 2.0 ** -MANTISSA[name] < p - u[0]

    def randint(self, key: Any, shape: Any, minval: Any, maxval: Any, dtype: Any = None, *,
                device: Any = None) -> Any:
        """Integers in ``[minval, maxval)`` of an integer dtype (default int32 on every
        backend), as ``jax.random.randint``: the remainder of two draws of the dtype's width
        (32 bits for narrower dtypes), with its small bias; the bounds are clipped to the
        dtype's range, and ``maxval`` one past the dtype's maximum reaches the maximum."""
        fname = self._fname("randint")
        b = self._b
        shape = shape_of(fname, shape)
        name = self._int_dtype(fname, dtype, "int32", INT_RANGE)
        key = self._placed(fname, key, device)
        self._key_words(fname, key)
        with b.scope(key):
            return self._randint(fname, key, shape, minval, maxval, name)

    def _randint(self, fname: str, key: Any, shape: tuple[int, ...], minval: Any, maxval: Any,
                 name: str) -> Any:
        """jax.random.randint's algorithm; unsigned words are emulated in int64 arithmetic
        (two's complement patterns), since not every backend has unsigned kernels."""
        b, xp = self._b, self._xp
        t_lo, t_hi = INT_RANGE[name]
        sample = name if _BITS[name] >= 32 else "int32"
        s_lo, s_hi = INT_RANGE[sample]
        lo_range = (max(t_lo, s_lo), min(t_hi, s_hi))
        device = b.device(key)
        mn, _ = self._int_bound(fname, minval, shape, device, lo_range, s_hi)
        mx, out_of_range = self._int_bound(fname, maxval, shape, device,
                                           (lo_range[0], min(t_hi + 1, s_hi + 1)), s_hi)
        keys = self.split(key)
        ka, kb = self._key_words(fname, keys[0]), self._key_words(fname, keys[1])
        if _BITS[sample] == 32:
            def rem(x: Any, s: Any) -> Any:  # unsigned x % s, with x % 0 == x
                return xp.where(s == 0, x, x % xp.where(s == 0, 1, s))

            higher = self._bits32_as_int64(*ka, shape)
            lower = self._bits32_as_int64(*kb, shape)
            empty, grow = mx <= mn, mx > mn
            span = xp.where(empty, 1, xp.bitwise_and(mx - mn, MASK32))
            if out_of_range is not None:
                span = xp.where(out_of_range & grow, xp.bitwise_and(span + 1, MASK32), span)
            mult = rem(xp.full_like(span, 1 << 16), span)
            mult = rem(xp.bitwise_and(mult * mult, MASK32), span)
            offset = xp.bitwise_and(rem(higher, span) * mult, MASK32)
            offset = rem(xp.bitwise_and(offset + rem(lower, span), MASK32), span)
            value = mn + offset
            value = xp.bitwise_and(value, MASK32) if sample == "uint32" else \
                xp.where(value > s_hi, value - (1 << 32), value)
            out = b.cast(value, b.dtypes[sample])
        else:
            unsigned = sample == "uint64"
            higher = self._bits64(*ka, shape)
            lower = self._bits64(*kb, shape)
            empty = _ule(xp, mx, mn) if unsigned else mx <= mn
            span = xp.where(empty, 1, mx - mn)  # the unsigned span's pattern (wraps)
            if out_of_range is not None:
                span = xp.where(out_of_range & ~empty, span + 1, span)
            mult = _urem64(xp, xp.full_like(span, 1 << 32), span)
            mult = _urem64(xp, mult * mult, span)
            offset = _urem64(xp, higher, span) * mult + _urem64(xp, lower, span)
            value = mn + _urem64(xp, offset, span)
            out = b.bitcast(value, b.dtypes[sample]) if unsigned else value
        return out if sample == name else b.cast(out, b.dtypes[name])

    def _bits32_as_int64(self, k0: Any, k1: Any, shape: tuple[int, ...]) -> Any:
        b, xp = self._b, self._xp
        words = xp.astype(b.hash(k0, k1, shape, pair=False), b.dtypes["int64"])
        return xp.bitwise_and(words, MASK32) if b.signed else words

    def _int_bound(self, fname: str, value: Any, shape: tuple[int, ...], device: Any,
                   bounds: tuple[int, int], s_hi: int) -> tuple[Any, Any]:
        """A bound of randint as an int64 pattern clipped to ``bounds`` (values of 2**63
        and above as their negative patterns), and whether it exceeded ``s_hi`` (an array,
        or None when it cannot)."""
        b, xp = self._b, self._xp
        int64 = b.dtypes["int64"]
        lo, hi = bounds
        if _is_number(value):
            v = int(value)
            pattern = min(max(v, lo), hi, s_hi)
            pattern -= (1 << 64) if pattern >= 1 << 63 else 0
            return (xp.full((), pattern, dtype=int64, device=device),
                    xp.full((), True, dtype=b.dtypes["bool"], device=device) if v > s_hi
                    else None)
        value = self._array(fname, value, "a bound")
        if not _broadcasts_to(tuple(value.shape), shape):
            raise ValueError(f"{fname}: a bound of shape {tuple(value.shape)} does not "
                             f"broadcast to the shape {shape}")
        vname = b.dtype_name(value.dtype) or ""
        if vname not in INT_RANGE:
            raise TypeError(f"{fname}: bounds must be ints or integer arrays, got dtype "
                            f"{value.dtype}")
        v_lo, v_hi = INT_RANGE[vname]
        over: Any = value > s_hi if v_hi > s_hi else None
        if vname == "uint64":
            if hi < 1 << 63:  # clip while unsigned, then the values fit int64
                value = xp.minimum(value, hi)
            wide = b.bitcast(value, int64)
        else:
            wide = xp.astype(value, int64)
        lo, hi = max(lo, v_lo), min(hi, v_hi, s_hi)
        if hi < 1 << 63:
            wide = xp.clip(wide, lo, hi) if lo > v_lo or hi < v_hi else wide
        return wide, over

    # -- permutations and choices --------------------------------------------------------
    def _default_int(self, device: Any) -> Any:
        return self._xp.__array_namespace_info__().default_dtypes(device=device)["integral"]

    def _sort_keys(self, k0: Any, k1: Any, shape: tuple[int, ...]) -> Any:
        """32 random bits per element, as values whose order is the bits' unsigned order."""
        b = self._b
        bits = b.hash(k0, k1, shape, pair=False)
        return self._xp.bitwise_xor(bits, b.words.const(1 << 31)) if b.signed else bits

    def _shuffle(self, key: Any, x: Any, axis: int) -> Any:
        """``x`` sorted along ``axis`` by fresh random 32-bit keys, repeated as many rounds
        as ``jax.random.permutation`` does for its size (ties keep their order)."""
        xp = self._xp
        size = math.prod(tuple(x.shape))
        rounds = math.ceil(3 * math.log(max(1, size)) / math.log(MASK32))
        for _ in range(rounds):
            keys = self.split(key)
            key = keys[0]
            order = xp.argsort(self._sort_keys(*self._key_words("", keys[1]), tuple(x.shape)),
                               axis=axis, stable=True)
            x = xp.take_along_axis(x, order, axis=axis)
        return x

    def permutation(self, key: Any, x: Any, axis: int = 0, independent: bool = False, *,
                    device: Any = None) -> Any:
        """A random permutation of ``range(x)`` (``x`` an int; the namespace's default
        integer dtype) or of ``x``'s slices along ``axis`` (each 1-d slice on its own with
        ``independent``), as ``jax.random.permutation``."""
        fname = self._fname("permutation")
        b, xp = self._b, self._xp
        key = self._placed(fname, key, device)
        self._key_words(fname, key)
        with b.scope(key):
            if is_int(x):
                if x < 0:
                    raise ValueError(f"{fname}: x must be non-negative, got {x}")
                dev = b.device(key)
                return self._shuffle(key, xp.arange(x, dtype=self._default_int(dev), device=dev),
                                     0)
            x = self._array(fname, x, "x")
            if x.ndim == 0:
                raise TypeError(f"{fname}: x must be an int or an array of at least one "
                                "dimension")
            axis = normalize_axis(fname, axis, x.ndim)
            if independent or x.ndim == 1:
                return self._shuffle(key, x, axis)
            dev = b.device(x)
            n = x.shape[axis]
            order = self._shuffle(key, xp.arange(n, dtype=self._default_int(dev), device=dev), 0)
            return xp.take(x, order, axis=axis)

    def _check_choice(self, fname: str, a: Any, shape: tuple[int, ...], replace: bool,
                      axis: Any) -> tuple[Any, int, int, int]:
        """choice's checked arguments: the array (None for an int), the axis, the number of
        items and of draws."""
        if is_int(a):
            arr, n_inputs = None, a
        else:
            arr = self._array(fname, a, "a")
            if arr.ndim == 0:
                raise ValueError(f"{fname}: a must be an int or an array of at least one "
                                 "dimension")
            axis = normalize_axis(fname, axis, arr.ndim)
            n_inputs = arr.shape[axis]
        n_draws = math.prod(shape)
        if n_draws and n_inputs <= 0:
            raise ValueError(f"{fname}: a must be greater than 0 unless no samples are taken")
        if not replace and n_draws > n_inputs:
            raise ValueError(f"{fname}: cannot take a larger sample (size {n_draws}) than the "
                             f"population (size {n_inputs}) when replace=False")
        return arr, axis, n_inputs, n_draws

    def choice(self, key: Any, a: Any, shape: Any = (), replace: bool = True, p: Any = None,
               axis: int = 0, mode: str | None = None, *, device: Any = None) -> Any:
        """A sample of ``shape`` from ``range(a)`` or from ``a``'s slices along ``axis``,
        with or without replacement, uniform or with probabilities ``p``, as
        ``jax.random.choice``."""
        fname = self._fname("choice")
        b, xp = self._b, self._xp
        mode = self._check_mode(fname, mode)
        shape = shape_of(fname, shape)
        key = self._placed(fname, key, device)
        self._key_words(fname, key)
        dev = b.device(key)
        arr, axis, n_inputs, n_draws = self._check_choice(fname, a, shape, replace, axis)
        out_shape = shape if arr is None else (*arr.shape[:axis], *shape, *arr.shape[axis + 1:])
        index = self._default_int(dev)
        with b.scope(key):
            if n_draws == 0:
                return xp.zeros(out_shape, dtype=index if arr is None else arr.dtype, device=dev)
            if p is None:
                if replace:
                    ind = xp.astype(self.randint(key, shape, 0, n_inputs), index)
                else:
                    perm = self.permutation(key, n_inputs if arr is None else arr, axis)
                    if arr is not None:
                        return xp.reshape(_take_first(xp, perm, n_draws, axis), out_shape)
                    ind = perm[:n_draws]
            else:
                p = self._array(fname, p, "p")
                if tuple(p.shape) != (n_inputs,):
                    raise ValueError(f"{fname}: p must be None or a 1-d array of the size of "
                                     f"a.shape[axis] ({n_inputs}), got shape {tuple(p.shape)}")
                pname = b.dtype_name(p.dtype) or ""
                if pname not in MANTISSA:
                    p = xp.astype(p, b.dtypes["float32"])
                    pname = "float32"
                if replace:
                    cum = xp.cumulative_sum(p)
                    u = self.uniform(key, shape, p.dtype)
                    r = cum[-1] * (1.0 - u)
                    ind = xp.astype(xp.searchsorted(cum, xp.reshape(r, (-1,))), index)
                else:
                    g = self._gumbel(key, (n_inputs,), p.dtype, pname, mode) + xp.log(p)
                    ind = xp.astype(xp.argsort(g, descending=True, stable=True)[:n_draws],
                                    index)
            if arr is None:
                return xp.reshape(ind, shape)
            return xp.reshape(xp.take(arr, xp.reshape(ind, (-1,)), axis=axis), out_shape)

    def _gumbel(self, key: Any, shape: tuple[int, ...], dtype: Any, name: str,
                mode: str) -> Any:
        """Standard Gumbel floats, as ``jax.random.gumbel`` (``low``/``high`` modes)."""
        xp = self._xp
        k0, k1 = self._key_words("", key)
        tiny = _smallest_normal(name)
        if mode == "low":
            f = self._scaled("", self._unit_floats(k0, k1, shape, name), dtype, tiny, 1.0, shape)
            return -xp.log(-xp.log(f))
        u = self._unit_floats(k0, k1, (2, *shape), name)
        high, low = u[0], u[1]
        x = xp.where(high >= 0.5, high, high + 2.0 ** -MANTISSA[name] * low + tiny)
        return -xp.log(-xp.log1p(-x))

    def _check_categorical(self, fname: str, logits: Any, axis: Any, shape: Any
                           ) -> tuple[Any, str, int, tuple[int, ...], tuple[int, ...]]:
        """categorical's checked arguments: logits, their dtype's name, the axis (positive),
        the batch shape and the shape of the draw."""
        logits = self._array(fname, logits, "logits")
        lname = self._b.dtype_name(logits.dtype) or ""
        if lname not in MANTISSA:
            raise TypeError(f"{fname}: logits must have a real floating dtype, got "
                            f"{logits.dtype}")
        ax = normalize_axis(fname, axis, logits.ndim)
        lshape = tuple(logits.shape)
        batch = lshape[:ax] + lshape[ax + 1:]
        shape = batch if shape is None else shape_of(fname, shape)
        if not _broadcasts_to(batch, shape):
            raise ValueError(f"{fname}: shape {shape} is not broadcast-compatible with the "
                             f"batch shape {batch} of the logits")
        return logits, lname, ax, batch, shape

    def categorical(self, key: Any, logits: Any, axis: int = -1, shape: Any = None,
                    replace: bool = True, mode: str | None = None, *,
                    device: Any = None) -> Any:
        """Category indices drawn with probabilities ``softmax(logits, axis)`` (the Gumbel
        max, or top-k without replacement), as ``jax.random.categorical``."""
        fname = self._fname("categorical")
        b, xp = self._b, self._xp
        mode = self._check_mode(fname, mode)
        key = self._placed(fname, key, device)
        self._key_words(fname, key)
        logits, lname, ax, batch, shape = self._check_categorical(fname, logits, axis, shape)
        ndim = logits.ndim
        lshape = tuple(logits.shape)
        prefix = shape[:len(shape) - len(batch)]
        with b.scope(key):
            if replace:
                neg = ax - ndim
                full = list(shape[len(prefix):])
                full.insert(ax, lshape[ax])
                g = self._gumbel(key, (*prefix, *full), logits.dtype, lname, mode)
                return xp.argmax(g + xp.reshape(logits, (1,) * len(prefix) + lshape), axis=neg)
            k = math.prod(prefix)
            if k > lshape[ax]:
                raise ValueError(f"{fname}: the number of samples without replacement ({k}) "
                                 f"cannot exceed the number of categories ({lshape[ax]})")
            noisy = logits + self._gumbel(key, lshape, logits.dtype, lname, mode)
            top = xp.argsort(xp.moveaxis(noisy, ax, -1), axis=-1, descending=True,
                             stable=True)[..., :k]
            top = xp.permute_dims(top, (top.ndim - 1, *range(top.ndim - 1)))
            return xp.reshape(top, shape)


def _ule(xp: Any, a: Any, c: Any) -> Any:
    """Unsigned ``a <= c`` of int64 bit patterns."""
    sign = -(1 << 63)
    return xp.bitwise_xor(a, sign) <= xp.bitwise_xor(c, sign)


def _take_first(xp: Any, x: Any, n: int, axis: int) -> Any:
    index = (slice(None),) * axis + (slice(0, n),)
    return x[index]


def _urem64(xp: Any, u: Any, s: Any) -> Any:
    """``u mod s`` for unsigned 64-bit values held as int64 bit patterns (``s == 0``:
    ``u``, as unsigned integer division by zero is defined in XLA)."""
    sign = -(1 << 63)

    def below(a: Any, c: Any) -> Any:  # unsigned a < c
        return xp.bitwise_xor(a, sign) < xp.bitwise_xor(c, sign)

    big = s < 0  # s >= 2**63: u < 2s, one subtraction at most
    safe = xp.where((s <= 0), 1, s)
    half = xp.bitwise_and(xp.bitwise_right_shift(u, 1), (1 << 63) - 1)
    r = (half % safe) * 2 + xp.bitwise_and(u, 1)  # < 2s: may pass 2**63, as a pattern
    r = xp.where(below(r, safe), r, r - safe)
    r_big = xp.where(below(u, s), u, u - s)
    return xp.where(s == 0, u, xp.where(big, r_big, r))


def _rounded(value: float, name: str) -> float:
    """``value`` rounded to the floating dtype ``name`` (to nearest, ties to even), as a
    Python float."""
    if name == "float64":
        return value
    if name == "float16":
        return float(struct.unpack("<e", struct.pack("<e", value))[0])
    single = struct.unpack("<f", struct.pack("<f", value))[0]
    if name == "float32":
        return float(single)
    bits = struct.unpack("<I", struct.pack("<f", single))[0]  # bfloat16: the top 16 bits
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) & 0xFFFF0000
    return float(struct.unpack("<f", struct.pack("<I", bits))[0])


def _smallest_normal(name: str) -> float:
    return {"float16": 2.0 ** -14, "bfloat16": 2.0 ** -126, "float32": 2.0 ** -126,
            "float64": 2.0 ** -1022}[name]
