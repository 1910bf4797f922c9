"""``uint16``, ``uint32`` and ``uint64`` where PyTorch has no kernel for them.

PyTorch stores these dtypes and has some kernels for them (``*``, ``==``, bitwise
``and``/``or``/``xor``, ``sort``, ``sum``, ``where``, copies and casts), but not most (in
torch 2.13: ``+``, ``-``, ``<``, ``maximum``, ``abs``, ``argmax``, ``flip``, ``take``,
``searchsorted``, ``matmul``, ``arange``, ``eye``...), and it promotes them with no other
dtype.  The namespace's functions test ``x.dtype in UNSIGNED_WIDE`` (only where they are
Python functions anyway, or where torch lacks the kernel) and compute here, exactly:

* **bits**: on the signed integer of the same width, through ``x.view(torch.int64)`` and
  friends (no copy), for what is the same modulo ``2**bits`` in two's complement (``+``,
  ``-``, ``*``, ``**``, negation, ``~``, left shifts, sums and products of matrices) and
  for what only moves values (``flip``, ``take``, ``tril``...);
* **ordered**: on those bit patterns with the sign bit flipped, which orders them as
  unsigned numbers (comparisons, ``maximum``, ``max``, ``argmax``, ``searchsorted``,
  ``clip``);
* **wider**: ``uint16`` on ``int32`` and ``uint32`` on ``int64``, which hold every value
  (``floor_divide``, ``remainder``, ``bitwise_right_shift``), cast back; ``uint64`` by
  exact algorithms on ``int64`` bit patterns;
* the sums and products whose result dtype the standard sets to ``uint64`` (torch gives
  ``int64``), ``uint8`` ones included: torch's kernel, whose ``int64`` bits are the
  ``uint64`` result.

:data:`STRATEGIES` says which function takes which route; ``python -m docs.generate`` prints it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

import torch

#: The unsigned dtypes torch stores but lacks most kernels for.
UNSIGNED_WIDE: Final = frozenset({torch.uint16, torch.uint32, torch.uint64})
#: The unsigned dtypes whose sums and products the standard makes ``uint64`` (torch:
#: ``int64``).
UNSIGNED: Final = UNSIGNED_WIDE | {torch.uint8}

#: How each function of the namespace computes on ``uint16``/``uint32``/``uint64`` (functions
#: not listed use torch's own kernel for all three).  One source for the implementation's
#: documentation and the docs' support matrix.
STRATEGIES: Final[dict[str, str]] = {
    **{n: "bits" for n in (
        "add", "subtract", "negative", "bitwise_invert", "bitwise_left_shift",
        "matmul", "tensordot", "vecdot", "linalg.matmul", "linalg.tensordot",
        "linalg.vecdot", "linalg.cross", "linalg.outer", "linalg.matrix_power", "diff",
        "flip", "take", "take_along_axis", "tril", "triu", "isin")},
    **{n: "ordered" for n in (
        "less", "less_equal", "greater", "greater_equal", "maximum", "minimum", "max",
        "min", "argmax", "argmin", "clip", "searchsorted")},
    **{n: "wider" for n in ("floor_divide", "remainder", "bitwise_right_shift")},
    **{n: "made as int64" for n in ("arange", "eye", "linspace")},
    **{n: "uint64 result" for n in ("sum", "prod", "cumulative_sum", "cumulative_prod",
                                    "linalg.trace")},
    **{n: "derived" for n in ("abs", "sign", "square", "nonzero", "count_nonzero")},
    "pow": "bits, exponent unsigned",
}

#: What each strategy means, per dtype, for the docs.
STRATEGY_NOTES: Final[dict[str, str]] = {
    "bits": "on the signed integer of the same width (a view, no copy): the same result "
            "modulo 2**bits, or only values moved",
    "ordered": "on the same-width signed bit patterns with the sign bit flipped, which "
               "order as the unsigned values (one XOR per operand)",
    "wider": "uint16 on int32, uint32 on int64 (a copy each way); uint64 by an exact "
             "algorithm on int64 bit patterns (a few element-wise operations)",
    "made as int64": "made in int64 and cast (a copy; values up to 2**63 - 1)",
    "uint64 result": "torch's kernel, whose int64 result is reinterpreted as the uint64 "
                     "the standard asks for (no copy); uint8 too",
    "bits, exponent unsigned": "on the signed integer of the same width, the exponent's top "
                               "bit multiplied back in as repeated squarings: the power "
                               "modulo 2**bits for every exponent",
    "derived": "from other kernels: abs is a copy, sign and nonzero compare with zero, "
               "square multiplies",
}

_SIGNED: Final = {torch.uint16: torch.int16, torch.uint32: torch.int32,
                  torch.uint64: torch.int64}
_WIDER: Final = {torch.uint16: torch.int32, torch.uint32: torch.int64}
_SIGN_BIT: Final = {torch.uint16: -(1 << 15), torch.uint32: -(1 << 31),
                    torch.uint64: -(1 << 63)}
_INT64_MAX: Final = (1 << 63) - 1

Binary = Callable[[Any, Any], Any]


def bits(x: Any) -> Any:
    """The same-width signed integer tensor of ``x``'s bits (a view)."""
    return x.view(_SIGNED[x.dtype])


def ordered(x: Any) -> Any:
    """``x``'s bits as signed integers that order as ``x``'s unsigned values."""
    return x.view(_SIGNED[x.dtype]) ^ _SIGN_BIT[x.dtype]


def unordered(y: Any, dtype: Any) -> Any:
    """The inverse of :func:`ordered`."""
    return (y ^ _SIGN_BIT[dtype]).view(dtype)


def on_bits(native: Binary) -> Binary:
    def compute(x1: Any, x2: Any) -> Any:
        return native(bits(x1), bits(x2)).view(x1.dtype)

    return compute


def on_ordered(native: Binary) -> Binary:
    def compute(x1: Any, x2: Any) -> Any:
        return native(ordered(x1), ordered(x2))

    return compute


def on_ordered_values(native: Binary) -> Binary:
    def compute(x1: Any, x2: Any) -> Any:
        return unordered(native(ordered(x1), ordered(x2)), x1.dtype)

    return compute


def _less_unsigned(a: Any, b: Any) -> Any:
    """``a < b`` for int64 bit patterns of uint64 values."""
    return (a ^ _SIGN_BIT[torch.uint64]) < (b ^ _SIGN_BIT[torch.uint64])


def _shift_right_logical(a: Any, s: Any) -> Any:
    """``a >> s`` filling with zeros, for int64 bit patterns and shifts ``s >= 0``."""
    halved = (a >> 1) & _INT64_MAX  # non-negative: torch's arithmetic shift is logical now
    return torch.where(s == 0, a, halved >> torch.clamp(s - 1, min=0))


def _divmod64(n: Any, d: Any) -> tuple[Any, Any]:
    """Quotient and remainder of uint64 values given as int64 bit patterns ``n``, ``d``.

    Where ``d < 2**63``: halve ``n`` (then non-negative), divide, double, and correct
    the quotient by at most one.  Where ``d >= 2**63`` the quotient is 0 or 1."""
    n, d = torch.broadcast_tensors(n, d)
    big = d < 0
    safe = torch.where(big, 1, d)  # no division by a negative divisor
    q = torch.floor_divide((n >> 1) & _INT64_MAX, safe) << 1
    r = n - q * safe
    over = ~_less_unsigned(r, safe)
    q = q + over.to(q.dtype)
    q = torch.where(big, (~_less_unsigned(n, d)).to(q.dtype), q)
    return q, n - q * d


def floor_divide(x1: Any, x2: Any) -> Any:
    dtype = x1.dtype
    if dtype is torch.uint64:
        return _divmod64(bits(x1), bits(x2))[0].view(dtype)
    return torch.floor_divide(x1.to(_WIDER[dtype]), x2.to(_WIDER[dtype])).to(dtype)


def remainder(x1: Any, x2: Any) -> Any:
    dtype = x1.dtype
    if dtype is torch.uint64:
        return _divmod64(bits(x1), bits(x2))[1].view(dtype)
    return torch.remainder(x1.to(_WIDER[dtype]), x2.to(_WIDER[dtype])).to(dtype)


def bitwise_right_shift(x1: Any, x2: Any) -> Any:
    dtype = x1.dtype
    if dtype is torch.uint64:
        a, s = torch.broadcast_tensors(bits(x1), bits(x2))
        return _shift_right_logical(a, s).view(dtype)
    wide = _WIDER[dtype]
    return torch.bitwise_right_shift(x1.to(wide), x2.to(wide)).to(dtype)


def bitwise_left_shift(x1: Any, x2: Any) -> Any:
    # Shifts of at least the width give 0 (as NumPy): torch gives 0 for int64 only.
    dtype = x1.dtype
    a, s = bits(x1), bits(x2).to(torch.int64)
    width = x1.element_size() * 8
    out = torch.bitwise_left_shift(a, torch.clamp(s, max=width - 1))
    return torch.where(s >= width, 0, out).to(a.dtype).view(dtype)


def power(x1: Any, x2: Any) -> Any:
    """``x1 ** x2`` modulo ``2**bits``, the exponent read as unsigned.

    On the signed view an exponent at or above ``2**(bits - 1)`` is negative, so its top bit
    is cleared and multiplied back in as ``x1 ** 2**(bits - 1)`` (``bits - 1`` squarings):
    ``x1 ** x2 == x1 ** (x2 mod 2**(bits-1)) * (x1 ** 2**(bits-1)) ** top_bit``."""
    dtype = x1.dtype
    base, e = bits(x1), bits(x2)
    out = torch.pow(base, e & ~_SIGN_BIT[dtype])  # the low bits: a non-negative exponent
    top = base
    for _ in range(x1.element_size() * 8 - 1):
        top = top * top
    return torch.where(e < 0, out * top, out).view(dtype)


#: name -> the function of two tensors of one unsigned dtype (broadcastable).
BINARY: Final[dict[str, Binary]] = {
    "add": on_bits(torch.add),
    "subtract": on_bits(torch.subtract),
    "multiply": torch.multiply,
    "pow": power,
    "matmul": on_bits(torch.matmul),
    "bitwise_and": torch.bitwise_and,
    "bitwise_or": torch.bitwise_or,
    "bitwise_xor": torch.bitwise_xor,
    "bitwise_left_shift": bitwise_left_shift,
    "bitwise_right_shift": bitwise_right_shift,
    "equal": torch.eq,
    "not_equal": torch.not_equal,
    "less": on_ordered(torch.less),
    "less_equal": on_ordered(torch.less_equal),
    "greater": on_ordered(torch.greater),
    "greater_equal": on_ordered(torch.greater_equal),
    "maximum": on_ordered_values(torch.maximum),
    "minimum": on_ordered_values(torch.minimum),
    "floor_divide": floor_divide,
    "remainder": remainder,
}


def int64_of(x: Any) -> Any:
    """An unsigned array as ``int64`` holding the same values modulo ``2**64`` (a view for
    ``uint64``, a widening copy for the narrower)."""
    return x.view(torch.int64) if x.dtype is torch.uint64 else x.to(torch.int64)


def promoted(x1: Any, x2: Any, result_type: Callable[..., Any]) -> tuple[Any, Any, Any]:
    """Two tensors (or a tensor and a Python scalar) as tensors of their result dtype, and
    that dtype (torch's casts between these dtypes are exact where the value fits)."""
    dtype = result_type(x1, x2)
    device = (x1 if isinstance(x1, torch.Tensor) else x2).device

    def cast(x: Any) -> Any:
        if isinstance(x, torch.Tensor):
            return x.to(dtype)
        return torch.asarray(x, dtype=dtype, device=device)

    return cast(x1), cast(x2), dtype


def failed_on_unsigned(error: BaseException, *arrays: Any) -> bool:
    """Whether torch raised ``error`` for want of a kernel for, or a promotion of, an array of
    :data:`UNSIGNED_WIDE` among ``arrays`` (a ``NotImplementedError`` is a ``RuntimeError``).

    The namespace's functions call torch first, in a ``try``, and ask this in the ``except``
    clause: the other dtypes pay no test."""
    return isinstance(error, RuntimeError) and any(
        isinstance(a, torch.Tensor) and a.dtype in UNSIGNED_WIDE for a in arrays)


def moved_on_bits(fn: Callable[..., Any], x: Any, /, *args: Any, **kwargs: Any) -> Any:
    """``fn(x, ...)`` for ``fn`` that only moves, adds or multiplies the values of ``x``: on
    the bit patterns of ``x``, the result read as ``x``'s dtype."""
    return fn(x.view(_SIGNED[x.dtype]), *args, **kwargs).view(x.dtype)


def paired_on_bits(result_type: Callable[..., Any]) -> Callable[..., Any]:
    """The unsigned route of a function of two arrays whose result is a sum of products of
    their values (``matmul``, ``tensordot``, ``vecdot``, ``cross``): the operands promoted
    first (torch promotes these dtypes with nothing), then on an unsigned result dtype on
    the bit patterns (the same modulo ``2**bits``)."""

    def route(fn: Callable[..., Any], x1: Any, x2: Any, /, **kwargs: Any) -> Any:
        x1, x2, dtype = promoted(x1, x2, result_type)
        if dtype in UNSIGNED_WIDE:
            return fn(x1.view(_SIGNED[dtype]), x2.view(_SIGNED[dtype]), **kwargs).view(dtype)
        return fn(x1, x2, **kwargs)

    return route
