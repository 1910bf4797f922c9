"""Threefry-2x32 (20 rounds), the counter-based generator behind ``xp.random``, written once.

Threefry is a keyed bijection of 64-bit blocks (Salmon, Moraes, Dror and Shaw, "Parallel
random numbers: as easy as 1, 2, 3", SC 2011): block ``n`` of a stream is the cipher of the
counter ``n`` under the key, so any slice of a stream is computed without the rest, in any
order, on any device.  The layout of counters and outputs is JAX's with its default
``jax_threefry_partitionable``:

* element ``i`` (row-major) of a draw of shape ``s`` hashes the 64-bit counter ``i`` as the
  word pair ``(i >> 32, i & 0xFFFFFFFF)``;
* its 32 random bits are the two output words xor-ed; 64 bits are ``(y0 << 32) | y1``;
* ``split(key, shape)`` returns both output words of each counter as the new keys, and
  ``fold_in(key, d)`` hashes the one counter ``d``.

The arithmetic is on 32-bit words: a backend hands this module a *word dtype*, ``uint32``
where its kernels cover it, or ``int32`` holding the same bit patterns (two's complement
addition wraps exactly like unsigned addition; a logical right shift is an arithmetic shift
and a mask).  :class:`Words` runs the rounds with operators of the standard's array object
(``+``, ``^``, ``|``, ``&``, ``<<``, ``>>``) or with functions a backend substitutes;
:class:`InPlaceWords` runs the same rounds in place (``+=`` ...), in blocks that stay in the
processor's cache, on backends whose arrays are mutable and while nothing traces them.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterator
from typing import Any, Final

__all__ = ["ROTATIONS", "PARITY", "InPlaceWords", "Words", "counter_segments", "threefry2x32",
           "to_signed32"]

#: Rotation distances of the 2x32 variant: rounds 1-4 of every group of eight, then 5-8.
ROTATIONS: Final = ((13, 15, 26, 6), (17, 29, 16, 24))
#: Threefish's key-schedule parity constant for 32-bit words.
PARITY: Final = 0x1BD11BDA
#: Rounds are applied in five groups of four, with a key injection after each group.
_GROUPS: Final = 5
_MASK32: Final = 0xFFFFFFFF

Binary = Callable[[Any, Any], Any]


def to_signed32(value: int) -> int:
    """The int32 holding the bit pattern of ``value`` modulo 2**32."""
    value &= _MASK32
    return value - (1 << 32) if value >= 1 << 31 else value


class Words:
    """32-bit word arithmetic on arrays of the word dtype, one new array per operation.

    ``signed``: the words are int32 bit patterns (a logical right shift then needs a mask,
    and constants of 2**31 or more are written as their negative twins).  The operations
    default to the standard array object's operators; a backend whose arrays lack one (a
    ``tf.Tensor`` has no ``<<``) or whose namespace function does more than the rounds need
    passes its native kernels instead.
    """

    def __init__(self, signed: bool, *, add: Binary = operator.add,
                 xor: Binary = operator.xor, or_: Binary = operator.or_,
                 and_: Binary = operator.and_, shl: Binary = operator.lshift,
                 shr: Binary = operator.rshift) -> None:
        self.signed = signed
        self.add, self.xor, self.or_, self.and_ = add, xor, or_, and_
        self._shl, self._shr = shl, shr

    def const(self, value: int) -> int:
        """The Python int standing for the 32-bit pattern ``value`` among these words."""
        value &= _MASK32
        return to_signed32(value) if self.signed else value

    def shr(self, x: Any, r: int) -> Any:
        """Logical right shift by ``0 < r < 32``."""
        out = self._shr(x, r)
        return self.and_(out, (1 << (32 - r)) - 1) if self.signed else out

    def shl(self, x: Any, r: int) -> Any:
        return self._shl(x, r)

    def rotl(self, x: Any, r: int) -> Any:
        """``x`` rotated left by ``0 < r < 32`` bits."""
        return self.or_(self._shl(x, r), self.shr(x, 32 - r))

    def prepare(self, x0: Any, x1: Any, k0: Any, k1: Any) -> tuple[Any, Any]:
        """The first key injection: the counter words plus the key words (new arrays)."""
        return self.add(x0, k0), self.add(x1, k1)

    def round(self, x0: Any, x1: Any, r: int) -> tuple[Any, Any]:
        """One Threefry round: mix, rotate, xor."""
        x0 = self.add(x0, x1)
        return x0, self.xor(self.rotl(x1, r), x0)

    def inject(self, x0: Any, x1: Any, a: Any, b: Any) -> tuple[Any, Any]:
        """A key injection: ``x0 + a``, ``x1 + b`` (``b`` holds the group's step)."""
        return self.add(x0, a), self.add(x1, b)


class InPlaceWords(Words):
    """The same rounds as :class:`Words`, updating the two state arrays in place.

    For mutable arrays outside any tracer (NumPy, eager PyTorch): each round writes into the
    arrays :meth:`prepare` allocated, so a block of counters is hashed in three buffers.
    ``shl_into(x, r, out)`` writes ``x << r`` into ``out``; ``constant(v)`` is the operand
    that stands for the shift or mask ``v`` (default: the Python int; a backend whose operators
    convert each Python scalar anew passes arrays made once).
    """

    def __init__(self, signed: bool, shl_into: Callable[[Any, Any, Any], Any],
                 empty_like: Callable[[Any], Any],
                 constant: Callable[[int], Any] | None = None) -> None:
        super().__init__(signed)
        self._shl_into = shl_into
        self._empty_like = empty_like
        self._c: Callable[[int], Any] = constant or _same
        self._scratch: Any = None

    def prepare(self, x0: Any, x1: Any, k0: Any, k1: Any) -> tuple[Any, Any]:
        x1 = x1 + k1  # fresh arrays, ours to update
        full = self._empty_like(x1)
        full[...] = x0 + k0
        self._scratch = self._empty_like(x1)
        return full, x1

    def round(self, x0: Any, x1: Any, r: int) -> tuple[Any, Any]:
        c = self._c
        x0 += x1
        t = self._shl_into(x1, c(r), self._scratch)
        x1 >>= c(32 - r)
        if self.signed:
            x1 &= c((1 << r) - 1)
        x1 |= t
        x1 ^= x0
        return x0, x1

    def inject(self, x0: Any, x1: Any, a: Any, b: Any) -> tuple[Any, Any]:
        x0 += a
        x1 += b
        return x0, x1


def _same(value: int) -> int:
    return value


def threefry2x32(w: Words, k0: Any, k1: Any, x0: Any, x1: Any) -> tuple[Any, Any]:
    """Threefry-2x32 with 20 rounds of the counter words ``(x0, x1)`` under ``(k0, k1)``.

    All four are arrays of ``w``'s word dtype that broadcast together: the key words and
    ``x0`` (a run of counters shares its high word) may be of shape ``(1,)``, ``x1`` has
    the full shape.  No argument is modified.
    """
    k2 = w.xor(w.xor(k0, k1), w.const(PARITY))
    schedule = (k0, k1, k2)
    x0, x1 = w.prepare(x0, x1, k0, k1)
    for group in range(_GROUPS):
        for r in ROTATIONS[group % 2]:
            x0, x1 = w.round(x0, x1, r)
        x0, x1 = w.inject(x0, x1, schedule[(group + 1) % 3],
                          w.add(schedule[(group + 2) % 3], group + 1))
    return x0, x1


def counter_segments(start: int, count: int) -> Iterator[tuple[int, int, int]]:
    """The flat counters ``start .. start + count - 1`` as runs of one high word:
    ``(high, low_start, length)``, with ``low_start + length <= 2**32``."""
    end = start + count
    while start < end:
        high, low = divmod(start, 1 << 32)
        length = min(end - start, (1 << 32) - low)
        yield high, low, length
        start += length
