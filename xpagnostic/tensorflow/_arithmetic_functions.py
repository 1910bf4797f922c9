"""Arithmetic of xpagnostic.tensorflow (standard chapter "Element-wise Functions"): the
functions of two numbers (``add`` ... ``pow``, ``atan2``, ``hypot``, ``logaddexp``,
``nextafter``, ``maximum``, ``minimum``) and ``clip``.

Every binary function promotes its operands with :func:`_helpers.promote` and accepts every
broadcast pattern (:func:`_broadcasting.any_pattern`), as the other element-wise functions
(:mod:`._elementwise_functions`, whose building blocks these share).  Kernels TensorFlow
lacks are covered by exact routes: integer ``floor_divide`` and ``remainder`` by zero return
0 (as NumPy) instead of TensorFlow's error; unsigned ``pow`` goes by exponentiation by
squaring in the array's own dtype (exact modulo ``2**bits``); ``pow`` with a negative
integer exponent returns the integer part of the exact result (1, -1 or 0; 0 for a zero
base); ``nextafter`` of the half dtypes steps the bit pattern.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import tensorflow as tf

from . import _dtypes as d
from ._broadcasting import _EAGER_TENSOR, any_pattern, any_pattern_with_keywords
from ._elementwise_functions import (
    _FAST_NUMERIC,
    _LN2,
    Operand,
    _as_float,
    _const,
    _copysign_float,
    _hypot,
    _nan_like,
    _x,
)
from ._helpers import as_tensor, cast, category_ids, promote, require, scalar_tensor
from ._kernels import NEXTAFTER_BY_BITS, select
from ._sorting_functions import sort_key

__all__ = [
    "add",
    "atan2",
    "clip",
    "divide",
    "floor_divide",
    "hypot",
    "logaddexp",
    "maximum",
    "minimum",
    "multiply",
    "nextafter",
    "pow",
    "remainder",
    "subtract",
]


# --- arithmetic ------------------------------------------------------------------------


def _numeric_pair(fname: str, x1: Operand, x2: Operand,
                  category: frozenset[tf.DType] = d.NUMERIC, what: str = "numeric"
                  ) -> tuple[tf.Tensor, tf.Tensor]:
    if isinstance(x1, tf.Tensor) and isinstance(x2, tf.Tensor):
        dt = x1.dtype
        ids = _FAST_NUMERIC if category is d.NUMERIC else category_ids(category) or ()
        if dt is x2.dtype and id(dt) in ids:
            return x1, x2  # same dtype, in the category: promote and require are no-ops
    a, b = promote(fname, x1, x2)
    require(fname, a, category, what)
    return a, b


def _arithmetic(name: str, doc: str, op: Callable[[tf.Tensor, tf.Tensor], tf.Tensor],
                category: frozenset[tf.DType] = d.NUMERIC, what: str = "numeric"
                ) -> Callable[[Operand, Operand], tf.Tensor]:
    """A binary function that is TensorFlow's ``op`` on promoted operands of ``category``."""

    def fn(x1: Operand, x2: Operand, /) -> tf.Tensor:
        a, b = _numeric_pair(name, x1, x2, category, what)
        return op(a, b)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    fn.__module__ = __name__
    return any_pattern(fn)


add = _arithmetic("add", "x1 + x2 with standard promotion.", tf.math.add)
subtract = _arithmetic("subtract", "x1 - x2 with standard promotion.", tf.math.subtract)
multiply = _arithmetic("multiply", "x1 * x2 with standard promotion.", tf.math.multiply)


@any_pattern
def divide(x1: Operand, x2: Operand, /) -> tf.Tensor:
    """x1 / x2 (true division; integer operands are cast to floating first)."""
    a, b = _numeric_pair("divide", x1, x2)
    a, b = _as_float("divide", a), _as_float("divide", b)
    return tf.math.truediv(a, b)


def _int_div_safe(a: tf.Tensor, b: tf.Tensor) -> tuple[tf.Tensor, tf.Tensor]:
    """(b with zeros replaced by ones, mask of zeros)."""
    zero = tf.equal(b, tf.zeros([], b.dtype))
    return select(zero, tf.ones([], b.dtype), b), zero


@any_pattern
def floor_divide(x1: Operand, x2: Operand, /) -> tf.Tensor:
    """floor(x1 / x2); integer division by zero gives 0 (as NumPy)."""
    a, b = _numeric_pair("floor_divide", x1, x2, d.REAL_NUMERIC, "real-valued")
    if a.dtype in d.INTEGER:
        if (type(a) is _EAGER_TENSOR and ":CPU:" in a.device
                and tf.config.experimental.get_synchronous_execution()):
            # An eager CPU kernel refuses a zero divisor at once: mask only then.
            try:
                return tf.math.floordiv(a, b)
            except tf.errors.InvalidArgumentError:
                pass
        safe, zero = _int_div_safe(a, b)
        q = tf.math.floordiv(a, safe)
        return select(zero, tf.zeros([], a.dtype), q)
    # For floating point, TensorFlow's floordiv is floor(a / b) in one kernel: the
    # standard's special cases (infinite operands, signed zeros) come out right.
    return tf.math.floordiv(a, b)


@any_pattern
def remainder(x1: Operand, x2: Operand, /) -> tf.Tensor:
    """x1 - floor_divide(x1, x2) * x2 with the sign of x2 (Python's %); integer
    remainder by zero gives 0 (as NumPy)."""
    a, b = _numeric_pair("remainder", x1, x2, d.REAL_NUMERIC, "real-valued")
    if a.dtype in d.INTEGER:
        safe, zero = _int_div_safe(a, b)
        r = tf.math.floormod(a, safe)
        return select(zero, tf.zeros([], a.dtype), r)
    r = tf.math.floormod(a, b)
    # A zero remainder takes the sign of the divisor, as Python's float %.
    return select(tf.equal(r, tf.zeros([], r.dtype)), _copysign_float(tf.zeros_like(r), b), r)


def _uint_pow(base: tf.Tensor, exp: tf.Tensor) -> tf.Tensor:
    """base ** exp for unsigned (or non-negative) integers by exponentiation by squaring,
    exact modulo 2**bits."""
    base, exp = _broadcast_pair(base, exp)
    one = tf.ones([], base.dtype)
    result = tf.ones_like(base)
    for _ in range(d.BITS[base.dtype]):
        odd = tf.equal(tf.bitwise.bitwise_and(exp, one), one)
        result = select(odd, result * base, result)
        base = base * base
        exp = tf.bitwise.right_shift(exp, one)
    return result


def _broadcast_pair(a: tf.Tensor, b: tf.Tensor) -> tuple[tf.Tensor, tf.Tensor]:
    if a.shape.is_fully_defined() and b.shape.is_fully_defined() and a.shape == b.shape:
        return a, b
    shape = tf.broadcast_dynamic_shape(tf.shape(a), tf.shape(b))
    return tf.broadcast_to(a, shape), tf.broadcast_to(b, shape)


@any_pattern
def pow(x1: Operand, x2: Operand, /) -> tf.Tensor:
    """x1 ** x2 with standard promotion.

    Integer powers are exact modulo 2**bits; a negative integer exponent gives the
    integer part of the exact result (1, -1 or 0; 0 for a zero base).
    """
    a, b = _numeric_pair("pow", x1, x2)
    if a.dtype in d.UNSIGNED_INTEGER:
        return _uint_pow(a, b)
    if a.dtype in d.SIGNED_INTEGER:
        zero = tf.zeros([], a.dtype)
        one = tf.ones([], a.dtype)
        neg = b < zero
        p = tf.math.pow(a, select(neg, zero, b))
        # Negative exponent: 1 ** n = 1, (-1) ** n = +-1, anything else truncates to 0.
        odd = tf.equal(tf.bitwise.bitwise_and(b, one), one)
        minus_one = tf.equal(a, -one)
        inv = select(tf.equal(a, one), one,
                     select(minus_one, select(odd, -one, one), zero))
        return select(neg, inv, p)
    if a.dtype in d.REAL_FLOATING:
        return _float_pow(a, b)
    return tf.math.pow(a, b)


def _float_pow(a: tf.Tensor, b: tf.Tensor) -> tf.Tensor:
    """Real pow with the standard's special cases: x ** +-0 = 1 (even for NaN x) and
    1 ** y = 1 (y not NaN).

    The cases are patched only where ``tf.math.pow`` gave NaN, so elsewhere (1 ** 3, say)
    the gradient is pow's own and not cut by the select.
    """
    p = tf.math.pow(a, b)
    one = tf.ones([], a.dtype)
    special = tf.equal(b, tf.zeros([], b.dtype)) | (tf.equal(a, one) & ~tf.math.is_nan(b))
    return select(special & tf.math.is_nan(p), tf.ones_like(p), p)


@any_pattern
def atan2(x1: Operand, x2: Operand, /) -> tf.Tensor:
    """Angle of the point (x2, x1), element-wise, with signed-zero special cases."""
    a, b = _numeric_pair("atan2", x1, x2, d.REAL_NUMERIC, "real-valued")
    a, b = _as_float("atan2", a), _as_float("atan2", b)
    return tf.math.atan2(a, b)


@any_pattern
def hypot(x1: Operand, x2: Operand, /) -> tf.Tensor:
    """sqrt(x1**2 + x2**2) without overflow or underflow of the squares."""
    a, b = _numeric_pair("hypot", x1, x2, d.REAL_NUMERIC, "real-valued")
    return _hypot(_as_float("hypot", a), _as_float("hypot", b))


@any_pattern
def logaddexp(x1: Operand, x2: Operand, /) -> tf.Tensor:
    """log(exp(x1) + exp(x2)) without overflow."""
    a, b = _numeric_pair("logaddexp", x1, x2, d.REAL_NUMERIC, "real-valued")
    a, b = _as_float("logaddexp", a), _as_float("logaddexp", b)
    big = tf.math.maximum(a, b)
    out = big + tf.math.log1p(tf.math.exp(-tf.math.abs(a - b)))
    out = select(tf.equal(a, b), a + _const(_LN2, a), out)
    return select(tf.math.is_nan(a) | tf.math.is_nan(b), _nan_like(out), out)


@any_pattern
def nextafter(x1: Operand, x2: Operand, /) -> tf.Tensor:
    """The next representable value after x1 toward x2."""
    a, b = _numeric_pair("nextafter", x1, x2, d.REAL_FLOATING, "real floating-point")
    if id(a.dtype) in NEXTAFTER_BY_BITS:
        return _nextafter_by_bits(a, b)
    out = tf.math.nextafter(a, b)
    out = select(tf.equal(a, b), b, out)
    return select(tf.math.is_nan(a) | tf.math.is_nan(b), _nan_like(out), out)


def _nextafter_by_bits(a: tf.Tensor, b: tf.Tensor) -> tf.Tensor:
    """``nextafter`` of real floating tensors without a ``NextAfter`` kernel (the half
    dtypes; float32 would step by float32's spacing): one step of the bit pattern.

    ``sort_key`` maps each value to an integer of the same order whose neighbours are the
    neighbouring values (``-0.0`` and ``+0.0`` both to 0, the smallest subnormals to -1 and
    1); the step is taken there and mapped back to a bit pattern."""
    ka, kb = sort_key(a), sort_key(b)  # int32 keys, compared exactly (also subnormals)
    step = tf.cast(kb > ka, d.int32) - tf.cast(kb < ka, d.int32)
    k = ka + step
    # key -> bits: k >= 0 is the pattern of +k; k < 0 that of -|k| (the sign bit set).
    bits_dt = d.BIT_PATTERN[a.dtype]
    sign_bit = -(2 ** (d.BITS[bits_dt] - 1))
    bits = select(k >= 0, k, scalar_tensor(sign_bit, d.int32) - k)
    out = tf.bitcast(tf.cast(bits, bits_dt), a.dtype)
    out = select(tf.equal(step, 0), b, out)  # equal operands (or -0.0 and +0.0): x2
    return select(tf.math.is_nan(a) | tf.math.is_nan(b), _nan_like(out), out)


# TensorFlow's Maximum/Minimum kernels (CPU, GPU and XLA) propagate NaN.
maximum = _arithmetic("maximum", "Element-wise maximum (NaN if either is NaN).",
                      tf.math.maximum, d.REAL_NUMERIC, "real-valued")
minimum = _arithmetic("minimum", "Element-wise minimum (NaN if either is NaN).",
                      tf.math.minimum, d.REAL_NUMERIC, "real-valued")


@any_pattern_with_keywords
def clip(
    x: Any,
    /,
    min: Operand | None = None,
    max: Operand | None = None,
) -> tf.Tensor:
    """x clamped to [min, max]: x's dtype, the broadcast shape of x, min and max; NaN
    propagates."""
    t = _x("clip", x)
    require("clip", t, d.REAL_NUMERIC, "real-valued")
    out = t
    for bound, is_min in ((min, True), (max, False)):
        if bound is None:
            continue
        if isinstance(bound, (bool, int, float)):
            if t.dtype in d.INTEGER:
                if isinstance(bound, float):
                    raise TypeError(f"xpagnostic.tensorflow.clip: float bound {bound!r} for a "
                                    f"{d.name_of(t.dtype)} array")
                lo, hi = d.INT_RANGE[t.dtype]
                if (is_min and bound <= lo) or (not is_min and bound >= hi):
                    continue  # no element can cross a bound outside the dtype's range
                bound = lo if bound < lo else hi if bound > hi else bound
            b = scalar_tensor(bound, t.dtype)
        else:
            b = cast(as_tensor(bound, "clip"), t.dtype)
        # NaN in x or in a bound propagates: TF's Maximum/Minimum kernels propagate NaN.
        out = tf.math.maximum(out, b) if is_min else tf.math.minimum(out, b)
    return out
