"""The glue of one backend for ``xp.random``: its word dtype, devices and casts, and how it
hashes runs of counters with Threefry (``_threefry``), in cache-sized blocks updated in place
where its arrays allow."""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable
from typing import Any, Final

from ._threefry import InPlaceWords, Words, counter_segments, threefry2x32

__all__ = ["MASK32", "RandomGlue"]

#: The 32 bits of a word.
MASK32: Final = 0xFFFFFFFF


class RandomGlue:
    """What ``xp.random`` needs of one backend beyond its standard namespace ``xp``.

    ``word``: the dtype of the generator's 32-bit words and of the keys it makes
    (``uint32``, or ``int32`` where unsigned kernels are missing); ``dtypes``: name ->
    native dtype of every dtype a draw can have on this backend (the standard's, and
    float16/bfloat16 where the framework has them).
    """

    #: Counters hashed per block by :class:`InPlaceWords` (None: in one piece).
    block: int | None = None

    def __init__(self, name: str, xp: Any, word: Any, dtypes: dict[str, Any],
                 words: Words | None = None) -> None:
        self.name = name
        self.xp = xp
        self.word = word
        self.signed = word == dtypes["int32"]
        self.dtypes = dtypes
        self.names = {dt: n for n, dt in dtypes.items()}
        self.words = words or Words(self.signed)

    # -- arrays --------------------------------------------------------------------------
    def is_array(self, x: Any) -> bool:
        """Whether ``x`` is a native array of this backend."""
        raise NotImplementedError

    def dtype_name(self, dtype: Any) -> str | None:
        """The name of ``dtype`` among ``dtypes`` (None: not one of them)."""
        name = self.names.get(dtype)
        if name is None:
            name = next((n for n, dt in self.dtypes.items() if dt == dtype), None)
        return name

    def device(self, x: Any) -> Any:
        return x.device

    def to_device(self, x: Any, device: Any) -> Any:
        """``x`` on ``device`` (a copy of two words when ``x`` is a key)."""
        return self.xp.asarray(x, device=device)

    def scope(self, x: Any) -> contextlib.AbstractContextManager[Any]:
        """A context in which new arrays are made on the device of ``x``."""
        return contextlib.nullcontext()

    def cast(self, x: Any, dtype: Any) -> Any:
        """``x`` converted to ``dtype`` (float16 and bfloat16 included)."""
        return self.xp.astype(x, dtype)

    def has_float64(self, x: Any) -> bool:
        """Whether float64 arithmetic runs on the device of ``x``."""
        return True

    def maximum(self, a: Any, b: Any) -> Any:
        """Elementwise maximum (16-bit floats included)."""
        return self.xp.maximum(a, b)

    def bitcast(self, x: Any, dtype: Any) -> Any:
        """``x`` (a 32- or 64-bit integer array) reinterpreted as ``dtype`` of the same width."""
        raise NotImplementedError

    def split_key(self, key: Any) -> tuple[Any, Any]:
        """The two words of a key of the word dtype, as arrays of shape ``(1,)``."""
        return key[0:1], key[1:2]

    def iota(self, start: int, count: int, device: Any) -> Any:
        """The words ``start, start + 1, ..., start + count - 1`` (``start + count <= 2**32``)."""
        xp = self.xp
        if not self.signed:
            return xp.arange(start, start + count, dtype=self.word, device=device)
        # int32 patterns of 2**31 and above are negative: count them in two runs.
        split = min(max(start, 1 << 31), start + count)
        runs = [xp.arange(start, split, dtype=self.word, device=device)] if split > start \
            else []
        if split < start + count:
            runs.append(xp.arange(split - (1 << 32), start + count - (1 << 32), dtype=self.word,
                                  device=device))
        return runs[0] if len(runs) == 1 else xp.concat(runs)

    def words_of(self, x: Any, device: Any) -> tuple[Any, Any]:
        """The high and low 32-bit words of the integer array ``x`` (its two's complement
        pattern; a dtype of 32 bits or fewer has high word 0), as word arrays."""
        xp = self.xp
        wide = xp.astype(x, self.dtypes["int64"])
        if self.dtype_name(x.dtype) in ("int64", "uint64"):
            high = xp.bitwise_and(xp.bitwise_right_shift(wide, 32), MASK32)
        else:
            high = xp.zeros_like(wide)
        low = xp.bitwise_and(wide, MASK32)
        return self.narrow(high), self.narrow(low)

    def narrow(self, x: Any) -> Any:
        """Int64 values in ``[0, 2**32)`` as words (their bit patterns)."""
        xp = self.xp
        if self.signed:
            x = xp.where(x >= 1 << 31, x - (1 << 32), x)
        return xp.astype(x, self.word)

    def in_place(self, key: Any) -> InPlaceWords | None:
        """Word arithmetic that updates arrays in place (a new object per draw: it holds
        the draw's scratch buffer), where this backend's arrays are mutable and nothing
        traces ``key`` (None: one new array per operation)."""
        return None

    def log1p_in_place(self, x: Any) -> Any:
        """``x`` (a mutable float array outside any tracer) overwritten with ``log1p(x)``."""
        x[...] = self.xp.log1p(x)
        return x

    # -- hashing ranges of counters ------------------------------------------------------
    def block_size(self, k0: Any) -> int | None:
        """Counters hashed per block in place, for a key on the device of ``k0``."""
        return self.block

    def hash(self, k0: Any, k1: Any, shape: tuple[int, ...], pair: bool) -> Any:
        """Threefry of the row-major counters of ``shape`` under the key words: both output
        words stacked on a new last axis (``pair``), or the two xor-ed (32 random bits)."""
        out = self.hash_range(k0, k1, 0, math.prod(shape), pair)
        return self.xp.reshape(out, (*shape, 2) if pair else shape)

    def hash_map(self, k0: Any, k1: Any, shape: tuple[int, ...], fn: Callable[[Any], Any],
                 tag: str, in_place_fn: Callable[[Any], Any] | None = None) -> Any:
        """``fn`` (elementwise; the same function for the same ``tag``) of the 32 random bits
        of each element of ``shape``: a backend may fuse the two.  Where the rounds run in
        place, blocks of bits are hashed while they stay in the cache, and ``in_place_fn``
        (default ``fn``: the same values, from in-place operations that may overwrite its
        argument and use the host's control flow) runs on each block."""
        n = math.prod(shape)
        fast = self.in_place(k0)
        block = self.block_size(k0) if fast is not None else None
        if fast is None or not block or n == 0:
            return fn(self.hash(k0, k1, shape, pair=False))
        per_block = in_place_fn or fn
        xp, device = self.xp, self.device(k0)
        out: Any = None
        position = 0
        for high, low, length in counter_segments(0, n):
            for offset in range(0, length, block):
                m = min(block, length - offset)
                part = per_block(self._hash_run(fast, k0, k1, high, low + offset, m, False,
                                                device))
                if m == n:
                    return xp.reshape(part, shape)
                if out is None:
                    out = xp.empty((n,), dtype=part.dtype, device=device)
                out[position:position + m] = part
                position += m
        return xp.reshape(out, shape)

    def hash_words(self, k0: Any, k1: Any, x0: Any, x1: Any) -> tuple[Any, Any]:
        """Threefry of the counters given as word arrays ``(x0, x1)`` (a key's size)."""
        return threefry2x32(self.words, k0, k1, x0, x1)

    def hash_range(self, k0: Any, k1: Any, start: int, count: int, pair: bool) -> Any:
        """:meth:`hash` of the flat counters ``start .. start + count - 1``."""
        device = self.device(k0)
        fast = self.in_place(k0)
        block = self.block_size(k0) if fast is not None else None
        pieces: list[Any] = []
        for high, low, length in counter_segments(start, count):
            step = block or length
            for offset in range(0, length, step):
                pieces.append(self._hash_run(fast or self.words, k0, k1, high, low + offset,
                                             min(step, length - offset), pair, device))
        if not pieces:
            return self.xp.zeros((0, 2) if pair else (0,), dtype=self.word, device=device)
        return pieces[0] if len(pieces) == 1 else self.xp.concat(pieces)

    def _hash_run(self, w: Words, k0: Any, k1: Any, high: int, low: int, count: int,
                  pair: bool, device: Any) -> Any:
        xp = self.xp
        x1 = self.iota(low, count, device)
        x0 = xp.full((1,), w.const(high), dtype=self.word, device=device)
        y0, y1 = threefry2x32(w, k0, k1, x0, x1)
        if pair:
            return xp.stack((y0, y1), axis=-1)
        if isinstance(w, InPlaceWords):
            y0 ^= y1
            return y0
        return w.xor(y0, y1)
