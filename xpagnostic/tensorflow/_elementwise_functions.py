"""Element-wise functions of xpagnostic.tensorflow (standard chapter "Element-wise Functions"):
functions of one value, comparisons, logical and bitwise functions, and the building blocks
that :mod:`._arithmetic_functions` (the arithmetic of two operands) shares.

Every binary function promotes its operands with :func:`_helpers.promote` (the
standard lattice, Python scalars included; cross-kind pairs follow NumPy), and accepts
every broadcast pattern (:func:`_broadcasting.any_pattern`).

Kernels TensorFlow lacks are covered by exact routes:

- unsigned integers: ``negative`` as ``0 - x`` (wraps like NumPy), ``abs`` as the
  identity, ``sign`` from ``x > 0``;
- integers and bool: ``isfinite``/``isinf``/``isnan`` are constant, ``floor``/
  ``ceil``/``trunc``/``round`` are the identity;
- bit shifts by ``>= bits`` give 0 (or -1 for negative values shifted right), as NumPy.

Functions of floating-point values (``sqrt``, ``exp``, ``divide``...) accept integer and
bool input by casting it to the smallest real floating dtype that holds it exactly
(float32 up to 16-bit integers, float64 otherwise).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import tensorflow as tf

from .._common._host import host_vdot
from . import _dtypes as d
from ._broadcasting import _EAGER_TENSOR, any_pattern
from ._helpers import (
    as_tensor,
    cast,
    category_ids,
    check_dtype,
    in_category,
    promote,
    require,
    same_dtype,
    scalar_tensor,
)
from ._kernels import select
from ._names import named

__all__ = [
    "abs",
    "acos",
    "acosh",
    "asin",
    "asinh",
    "atan",
    "atanh",
    "bitwise_and",
    "bitwise_invert",
    "bitwise_left_shift",
    "bitwise_or",
    "bitwise_right_shift",
    "bitwise_xor",
    "ceil",
    "conj",
    "copysign",
    "cos",
    "cosh",
    "equal",
    "exp",
    "expm1",
    "floor",
    "greater",
    "greater_equal",
    "imag",
    "isfinite",
    "isinf",
    "isnan",
    "less",
    "less_equal",
    "log",
    "log10",
    "log1p",
    "log2",
    "logical_and",
    "logical_not",
    "logical_or",
    "logical_xor",
    "negative",
    "not_equal",
    "positive",
    "real",
    "reciprocal",
    "round",
    "sign",
    "signbit",
    "sin",
    "sinh",
    "sqrt",
    "square",
    "tan",
    "tanh",
    "trunc",
]

Operand = Any  # tf.Tensor, tf.Variable or Python scalar

_LN2 = math.log(2.0)
_LN10 = math.log(10.0)

#: Categories used per call, built once (a ``|`` per call would cost a set build and
#: DType hashes).


def _ids(category: frozenset[tf.DType]) -> frozenset[int]:
    """ids of a category's dtype objects, for the fast paths below: a ``tf.Tensor`` whose
    ``id(x.dtype)`` is in such a set needs no promotion, cast or other check (TensorFlow
    interns its DType objects; see ``_helpers.category_ids``)."""
    ids = category_ids(category)
    assert ids is not None
    return ids


_FAST_REAL_FLOATING = _ids(d.REAL_FLOATING)
_FAST_NUMERIC = _ids(d.NUMERIC)
_FAST_SIGNED_OR_FLOATING = _ids(d.SIGNED_INTEGER | d.FLOATING)
_FAST_ORDERED_NUMERIC = _ids(d.REAL_NUMERIC)
_FAST_ALL = _ids(d.ALL)


# --- small building blocks ---------------------------------------------------------


def _x(fname: str, x: Any) -> tf.Tensor:
    if isinstance(x, tf.Tensor) and id(x.dtype) in _FAST_ALL:
        return x
    t = as_tensor(x, fname)
    check_dtype(fname, t.dtype)
    return t


def _float_dtype(dtype: tf.DType) -> tf.DType:
    """Floating dtype used for a function of real/complex values on ``dtype`` input."""
    if in_category(dtype, d.FLOATING):
        return dtype
    return d.promote_types(dtype, d.float32) if not same_dtype(dtype, d.bool) else d.float32


def _as_float(fname: str, t: tf.Tensor) -> tf.Tensor:
    require(fname, t, d.ALL, "standard-dtype")
    return cast(t, _float_dtype(t.dtype))


def _const(value: float | complex, like: tf.Tensor) -> tf.Tensor:
    return scalar_tensor(value, like.dtype)


def _nan_like(t: tf.Tensor) -> tf.Tensor:
    return _const(math.nan, t)


def _hypot(a: tf.Tensor, b: tf.Tensor) -> tf.Tensor:
    """hypot of real floating tensors (scaled: no overflow/underflow of squares)."""
    a, b = tf.math.abs(a), tf.math.abs(b)
    big = tf.math.maximum(a, b)
    small = tf.math.minimum(a, b)
    safe = select(tf.equal(big, tf.zeros([], big.dtype)), tf.ones([], big.dtype), big)
    ratio = small / safe
    r = big * tf.math.sqrt(1 + ratio * ratio)
    r = select(tf.math.is_nan(a) | tf.math.is_nan(b), _nan_like(r), r)
    return select(tf.math.is_inf(a) | tf.math.is_inf(b), _const(math.inf, r), r)


def _make_unary(
    name: str,
    doc: str,
    real_op: Callable[[tf.Tensor], tf.Tensor],
    complex_op: Callable[[tf.Tensor], tf.Tensor] | None,
) -> Callable[[Any], tf.Tensor]:
    """A function of floating-point values: ints are cast to floating first."""

    def fn(x: Any, /) -> tf.Tensor:
        if isinstance(x, tf.Tensor) and id(x.dtype) in _FAST_REAL_FLOATING:
            return real_op(x)
        t = _as_float(name, _x(name, x))
        if in_category(t.dtype, d.COMPLEX_FLOATING):
            if complex_op is None:
                raise TypeError(
                    f"{named(name)}: expected a real-valued array, got {d.name_of(t.dtype)}")
            return complex_op(t)
        return real_op(t)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    fn.__module__ = __name__
    return fn


# --- transcendental and other float functions -----------------------------------------

acos = _make_unary("acos", "Inverse cosine, element-wise.", tf.math.acos, tf.math.acos)
acosh = _make_unary("acosh", "Inverse hyperbolic cosine, element-wise.", tf.math.acosh,
                    tf.math.acosh)
asin = _make_unary("asin", "Inverse sine, element-wise.", tf.math.asin, tf.math.asin)
asinh = _make_unary("asinh", "Inverse hyperbolic sine, element-wise.", tf.math.asinh,
                    tf.math.asinh)
atan = _make_unary("atan", "Inverse tangent, element-wise.", tf.math.atan, tf.math.atan)
atanh = _make_unary("atanh", "Inverse hyperbolic tangent, element-wise.", tf.math.atanh,
                    tf.math.atanh)
cos = _make_unary("cos", "Cosine, element-wise.", tf.math.cos, tf.math.cos)
cosh = _make_unary("cosh", "Hyperbolic cosine, element-wise.", tf.math.cosh, tf.math.cosh)
sin = _make_unary("sin", "Sine, element-wise.", tf.math.sin, tf.math.sin)
sinh = _make_unary("sinh", "Hyperbolic sine, element-wise.", tf.math.sinh, tf.math.sinh)
tan = _make_unary("tan", "Tangent, element-wise.", tf.math.tan, tf.math.tan)


def _tanh_complex(z: tf.Tensor, out: tf.Tensor) -> tf.Tensor:
    """``out = tf.math.tanh(z)`` for complex ``z``, where an infinite real part gives
    ±1 + 0j with the zero's sign following imag(z) (TensorFlow signs it by sin(2b)).

    On an eager CPU tensor one reduction, read back, tells whether any part of ``z`` is not
    finite; if none is, ``out`` stands.  The reduction is NumPy's ``vdot`` (the sum of
    ``|z|**2``) over the tensor's host memory: on small tensors a TensorFlow reduction costs
    more than the ``tanh`` itself.  In a graph, or on another device, every call masks:
    nothing is read back."""
    if type(z) is _EAGER_TENSOR and ":CPU:" in z.device:
        host = z.numpy()
        if math.isfinite(_vdot(host, host).real):
            return out
    a, b = tf.math.real(z), tf.math.imag(z)
    limit = tf.complex(tf.math.sign(a), _copysign_float(tf.zeros_like(b), b))
    return select(tf.math.is_inf(a), limit, out)


_vdot = host_vdot
_COMPLEX_IDS = _ids(d.COMPLEX_FLOATING)
_tanh_other = _make_unary("tanh", "Hyperbolic tangent, element-wise.", tf.math.tanh,
                          lambda z: _tanh_complex(z, tf.math.tanh(z)))


def tanh(x: Any, /) -> tf.Tensor:
    """Hyperbolic tangent, element-wise."""
    if isinstance(x, tf.Tensor) and id(x.dtype) in _COMPLEX_IDS:
        return _tanh_complex(x, tf.math.tanh(x))
    return _tanh_other(x)


exp = _make_unary("exp", "Exponential, element-wise.", tf.math.exp, tf.math.exp)


def _log_complex(z: tf.Tensor) -> tf.Tensor:
    """log|z| + i*arg(z), with |z| from a scaled hypot (TensorFlow's complex log
    squares the parts and loses tiny and huge values); gives the standard's special
    cases through hypot and atan2."""
    a, b = tf.math.real(z), tf.math.imag(z)
    return tf.complex(tf.math.log(_hypot(a, b)), tf.math.atan2(b, a))


log = _make_unary("log", "Natural logarithm, element-wise.", tf.math.log, _log_complex)


#: complex dtype -> k: inputs whose parts are all below 4**-k are scaled by 4**k before the
#: square root, and their roots by 2**-k (4**-k is 2**-100 and 2**-1000: far enough above
#: the smallest normal numbers, 2**-126 and 2**-1022, that the kernel's intermediates stay
#: normal; and 4**k stays finite)
_SQRT_RESCALE = {tf.complex64: 50, tf.complex128: 500}


def _sqrt_complex(z: tf.Tensor) -> tf.Tensor:
    """Principal square root; the imaginary part takes the sign of imag(z), so the
    branch cut respects signed zeros (TensorFlow gives sqrt(-1 - 0j) = +1j).

    TensorFlow's CPU kernels flush subnormal intermediates to zero, and its complex square
    root halves ``|z|`` on the way: near zero (``sqrt(1.2e-38j)`` in complex64) it returned
    ``0 + inf j``.  Such inputs are scaled up by a power of four first (see
    ``_SQRT_RESCALE``); larger inputs take the native kernel alone."""
    a, b = tf.math.real(z), tf.math.imag(z)
    k = _SQRT_RESCALE[z.dtype]
    tiny = tf.math.maximum(tf.math.abs(a), tf.math.abs(b)) < _const(4.0 ** -k, a)
    one = _const(1.0, a)
    up = select(tiny, _const(4.0 ** k, a), one)
    s = tf.math.sqrt(tf.complex(a * up, b * up))
    down = select(tiny, _const(2.0 ** -k, a), one)
    re, im = tf.math.real(s) * down, tf.math.imag(s) * down
    fixed = select(tf.math.is_nan(b) | tf.math.is_nan(im), im, _copysign_float(im, b))
    return tf.complex(re, fixed)


sqrt = _make_unary("sqrt", "Square root, element-wise.", tf.math.sqrt, _sqrt_complex)


def _log_base(ln_base: float) -> Callable[[tf.Tensor], tf.Tensor]:
    def op(t: tf.Tensor) -> tf.Tensor:
        if t.dtype not in d.COMPLEX_FLOATING:
            return tf.math.log(t) / _const(ln_base, t)
        # Divide each part by the real constant: a complex division would turn
        # log(0 + 0j) = -inf + 0j into -inf + nan j.
        ln = _log_complex(t)
        a, b = tf.math.real(ln), tf.math.imag(ln)
        return tf.complex(a / _const(ln_base, a), b / _const(ln_base, b))

    return op


log2 = _make_unary("log2", "Base-2 logarithm, element-wise.", _log_base(_LN2), _log_base(_LN2))
log10 = _make_unary("log10", "Base-10 logarithm, element-wise.", _log_base(_LN10),
                    _log_base(_LN10))


def _expm1_complex(z: tf.Tensor) -> tf.Tensor:
    """expm1 for complex input, accurate near 0: exp(a)*cis(b) - 1 written as
    (expm1(a)*cos(b) - 2*sin(b/2)**2) + i*exp(a)*sin(b), plus the standard's
    special cases for infinite and NaN parts."""
    a, b = tf.math.real(z), tf.math.imag(z)
    half = tf.math.sin(b / 2)
    re = tf.math.expm1(a) * tf.math.cos(b) - 2 * half * half
    im = tf.math.exp(a) * tf.math.sin(b)
    zero, one = tf.zeros_like(a), tf.ones_like(a)
    b_finite = tf.math.is_finite(b)
    neg_inf = tf.math.is_inf(a) & (a < 0)
    pos_inf = tf.math.is_inf(a) & (a > 0)
    # a = -inf: +0 * cis(b) - 1 (imaginary sign unspecified for infinite/NaN b).
    re = select(neg_inf, -one, re)
    im = select(neg_inf, select(b_finite, zero * tf.math.sin(b), zero), im)
    # a = +inf with b infinite or NaN: infinity + NaN j.
    inf_nan = pos_inf & ~b_finite
    re = select(inf_nan, a, re)
    im = select(inf_nan, tf.fill(tf.shape(a), tf.constant(math.nan, a.dtype)), im)
    # b = +-0: the result is expm1(a) + b j exactly (NaN + 0j for a = NaN).
    b_zero = tf.equal(b, 0)
    # expm1(+-0 + 0j) is exactly 0 + 0j (the standard lists +0 for a = -0 too).
    re = select(b_zero, select(tf.equal(a, 0), zero, tf.math.expm1(a)), re)
    im = select(b_zero, b, im)
    return tf.complex(re, im)


def _log1p_complex(z: tf.Tensor) -> tf.Tensor:
    """log1p for complex input: log(1 + z) with the real part computed accurately
    near 0 as 0.5 * log1p(a*(2 + a) + b*b)."""
    a, b = tf.math.real(z), tf.math.imag(z)
    big = tf.math.maximum(tf.math.abs(a), tf.math.abs(b)) > tf.cast(1e-4, a.dtype)
    plain = _log_complex(tf.complex(a + 1, b))  # keeps the sign of a zero imaginary part
    re_small = 0.5 * tf.math.log1p(a * (2 + a) + b * b)
    im_small = tf.math.atan2(b, 1 + a)
    small = tf.complex(re_small, im_small)
    return select(big | tf.math.is_nan(a) | tf.math.is_nan(b), plain, small)


expm1 = _make_unary("expm1", "exp(x) - 1, accurate for small x, element-wise.", tf.math.expm1,
                    _expm1_complex)
log1p = _make_unary("log1p", "log(1 + x), accurate for small x, element-wise.", tf.math.log1p,
                    _log1p_complex)


def reciprocal(x: Any, /) -> tf.Tensor:
    """1 / x, element-wise (integer input is cast to floating first)."""
    t = _as_float("reciprocal", _x("reciprocal", x))
    return tf.math.reciprocal(t)


def square(x: Any, /) -> tf.Tensor:
    """x * x, element-wise (keeps integer dtypes; wraps like NumPy)."""
    if isinstance(x, tf.Tensor) and id(x.dtype) in _FAST_NUMERIC:
        return tf.math.square(x)
    t = _x("square", x)
    require("square", t, d.NUMERIC, "numeric")
    return tf.math.square(t)


# --- sign-related ---------------------------------------------------------------------


def abs(x: Any, /) -> tf.Tensor:
    """Absolute value (complex input gives the real modulus)."""
    if isinstance(x, tf.Tensor) and id(x.dtype) in _FAST_SIGNED_OR_FLOATING:
        return tf.math.abs(x)
    t = _x("abs", x)
    require("abs", t, d.NUMERIC, "numeric")
    if t.dtype in d.UNSIGNED_INTEGER:
        return t
    return tf.math.abs(t)


def negative(x: Any, /) -> tf.Tensor:
    """-x, element-wise (unsigned integers wrap modulo 2**bits)."""
    if isinstance(x, tf.Tensor) and id(x.dtype) in _FAST_SIGNED_OR_FLOATING:
        return tf.math.negative(x)
    t = _x("negative", x)
    require("negative", t, d.NUMERIC, "numeric")
    if t.dtype in d.UNSIGNED_INTEGER:
        # Two's complement: -x == ~x + 1 (mod 2**bits).  Not ``0 - x``: grappler
        # rewrites that into a Neg node, which has no unsigned kernel.
        return tf.bitwise.invert(t) + tf.ones([], t.dtype)
    return tf.math.negative(t)


def positive(x: Any, /) -> tf.Tensor:
    """+x, element-wise (the input itself: tensors are immutable)."""
    t = _x("positive", x)
    require("positive", t, d.NUMERIC, "numeric")
    return t


def sign(x: Any, /) -> tf.Tensor:
    """-1, 0 or 1 (NaN for NaN); x / |x| for complex x (0 for 0)."""
    t = _x("sign", x)
    require("sign", t, d.NUMERIC, "numeric")
    if t.dtype in d.UNSIGNED_INTEGER:
        return tf.cast(t > tf.zeros([], t.dtype), t.dtype)
    if t.dtype in d.COMPLEX_FLOATING:
        mag = tf.math.abs(t)
        re, im = tf.math.real(t), tf.math.imag(t)
        is_zero = tf.equal(mag, 0)
        safe = select(is_zero, tf.ones_like(mag), mag)
        out = select(is_zero, tf.zeros_like(t), tf.complex(re / safe, im / safe))
        nan = tf.math.is_nan(re) | tf.math.is_nan(im)
        return select(nan, _nan_like(t), out)
    out = tf.math.sign(t)
    if t.dtype in d.REAL_FLOATING:
        out = select(tf.math.is_nan(t), t, out)
    return out


def signbit(x: Any, /) -> tf.Tensor:
    """True where the sign bit is set (including -0 and negative NaNs)."""
    t = _x("signbit", x)
    require("signbit", t, d.REAL_OR_BOOL, "real-valued")
    bits = _BIT_PATTERN_BY_ID.get(id(t.dtype))
    if bits is not None:
        return tf.bitcast(t, bits) < 0
    if t.dtype in d.SIGNED_INTEGER:
        return t < tf.zeros([], t.dtype)
    return tf.zeros(tf.shape(t), d.bool)


#: ``_dtypes.BIT_PATTERN`` keyed by the dtype objects' ids (no DType hash per call).
_BIT_PATTERN_BY_ID = {id(f): i for f, i in d.BIT_PATTERN.items()}


def _copysign_float(mag: tf.Tensor, sgn: tf.Tensor) -> tf.Tensor:
    a = tf.math.abs(mag)
    return select(signbit(sgn), -a, a)


@any_pattern
def copysign(x1: Operand, x2: Operand, /) -> tf.Tensor:
    """|x1| with the sign of x2 (sign bit, so -0 and negative NaN count as negative)."""
    a, b = promote("copysign", x1, x2)
    require("copysign", a, d.REAL_NUMERIC, "real-valued")
    a, b = _as_float("copysign", a), _as_float("copysign", b)
    return _copysign_float(a, b)


# --- rounding --------------------------------------------------------------------------


def _rounding(name: str, doc: str, op: Callable[[tf.Tensor], tf.Tensor]
              ) -> Callable[[Any], tf.Tensor]:
    def fn(x: Any, /) -> tf.Tensor:
        t = _x(name, x)
        require(name, t, d.REAL_NUMERIC, "real-valued")
        if t.dtype in d.INTEGER:
            return t
        return op(t)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    fn.__module__ = __name__
    return fn


def _trunc(t: tf.Tensor) -> tf.Tensor:
    return select(t < tf.zeros([], t.dtype), tf.math.ceil(t), tf.math.floor(t))


floor = _rounding("floor", "Largest integer-valued number <= x (integers unchanged).",
                  tf.math.floor)
ceil = _rounding("ceil", "Smallest integer-valued number >= x (integers unchanged).",
                 tf.math.ceil)
trunc = _rounding("trunc", "x rounded toward zero (integers unchanged).", _trunc)


def round(x: Any, /) -> tf.Tensor:
    """Nearest integer-valued number, halves to even; complex parts rounded separately."""
    t = _x("round", x)
    require("round", t, d.NUMERIC, "numeric")
    if t.dtype in d.INTEGER:
        return t
    if t.dtype in d.COMPLEX_FLOATING:
        return tf.complex(tf.math.round(tf.math.real(t)), tf.math.round(tf.math.imag(t)))
    return tf.math.round(t)


# --- classification -------------------------------------------------------------------


def _classify(name: str, doc: str, op: Callable[[tf.Tensor], tf.Tensor], complex_any: bool,
              int_value: bool) -> Callable[[Any], tf.Tensor]:
    def fn(x: Any, /) -> tf.Tensor:
        t = _x(name, x)
        require(name, t, d.NUMERIC, "numeric")
        if t.dtype in d.INTEGER:
            return tf.fill(tf.shape(t), int_value)
        if t.dtype in d.COMPLEX_FLOATING:
            re, im = op(tf.math.real(t)), op(tf.math.imag(t))
            return tf.logical_or(re, im) if complex_any else tf.logical_and(re, im)
        return op(t)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    fn.__module__ = __name__
    return fn


isfinite = _classify("isfinite", "True where x is finite (always for integers).",
                     tf.math.is_finite, complex_any=False, int_value=True)
isinf = _classify("isinf", "True where x (or a complex part) is infinite.",
                  tf.math.is_inf, complex_any=True, int_value=False)
isnan = _classify("isnan", "True where x (or a complex part) is NaN.",
                  tf.math.is_nan, complex_any=True, int_value=False)


# --- complex parts ---------------------------------------------------------------------


def real(x: Any, /) -> tf.Tensor:
    """Real part (real-valued and boolean input is returned unchanged, as NumPy does)."""
    t = _x("real", x)
    return tf.math.real(t) if t.dtype in d.COMPLEX_FLOATING else t


def imag(x: Any, /) -> tf.Tensor:
    """Imaginary part (zeros of the same dtype for real-valued and boolean input, as
    NumPy)."""
    t = _x("imag", x)
    return tf.math.imag(t) if t.dtype in d.COMPLEX_FLOATING else tf.zeros_like(t)


def conj(x: Any, /) -> tf.Tensor:
    """Complex conjugate (real-valued input is returned unchanged)."""
    t = _x("conj", x)
    require("conj", t, d.NUMERIC, "numeric")
    return tf.math.conj(t) if t.dtype in d.COMPLEX_FLOATING else t


# --- comparison --------------------------------------------------------------------------


def _compare(name: str, doc: str, op: Callable[[tf.Tensor, tf.Tensor], tf.Tensor],
             ordered: bool) -> Callable[[Operand, Operand], tf.Tensor]:
    fast = _FAST_ORDERED_NUMERIC if ordered else _FAST_ALL

    def fn(x1: Operand, x2: Operand, /) -> tf.Tensor:
        if isinstance(x1, tf.Tensor) and isinstance(x2, tf.Tensor):
            dt = x1.dtype
            if dt is x2.dtype and id(dt) in fast:
                return op(x1, x2)
        a, b = promote(name, x1, x2)
        if ordered:
            require(name, a, d.REAL_OR_BOOL, "real-valued")
            if same_dtype(a.dtype, d.bool):
                a, b = tf.cast(a, d.int8), tf.cast(b, d.int8)
        return op(a, b)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    fn.__module__ = __name__
    return any_pattern(fn)


equal = _compare("equal", "x1 == x2, element-wise, with standard promotion.", tf.math.equal,
                 ordered=False)
not_equal = _compare("not_equal", "x1 != x2, element-wise, with standard promotion.",
                     tf.math.not_equal, ordered=False)
less = _compare("less", "x1 < x2, element-wise.", tf.math.less, ordered=True)
less_equal = _compare("less_equal", "x1 <= x2, element-wise.", tf.math.less_equal,
                      ordered=True)
greater = _compare("greater", "x1 > x2, element-wise.", tf.math.greater, ordered=True)
greater_equal = _compare("greater_equal", "x1 >= x2, element-wise.", tf.math.greater_equal,
                         ordered=True)


# --- logical -------------------------------------------------------------------------------


def _as_bool(fname: str, x: Operand) -> tf.Tensor:
    if isinstance(x, (bool, int, float, complex)):
        return tf.constant(x != 0)
    t = _x(fname, x)
    if t.dtype == d.bool:
        return t
    return tf.not_equal(t, tf.zeros([], t.dtype))


def _logical(name: str, doc: str, op: Callable[[tf.Tensor, tf.Tensor], tf.Tensor]
             ) -> Callable[[Operand, Operand], tf.Tensor]:
    def fn(x1: Operand, x2: Operand, /) -> tf.Tensor:
        scalar1 = isinstance(x1, (bool, int, float, complex))
        scalar2 = isinstance(x2, (bool, int, float, complex))
        if scalar1 and scalar2:
            raise TypeError(f"{named(name)}: at least one argument must be an array")
        return op(_as_bool(name, x1), _as_bool(name, x2))

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    fn.__module__ = __name__
    return any_pattern(fn)


logical_and = _logical("logical_and", "Logical AND (non-bool input: nonzero is True).",
                       tf.math.logical_and)
logical_or = _logical("logical_or", "Logical OR (non-bool input: nonzero is True).",
                      tf.math.logical_or)
logical_xor = _logical("logical_xor", "Logical XOR (non-bool input: nonzero is True).",
                       tf.math.logical_xor)


def logical_not(x: Any, /) -> tf.Tensor:
    """Logical NOT (non-bool input: nonzero is True)."""
    return tf.math.logical_not(_as_bool("logical_not", x))


# --- bitwise ---------------------------------------------------------------------------------


def _bitwise(name: str, doc: str, int_op: Callable[[tf.Tensor, tf.Tensor], tf.Tensor],
             bool_op: Callable[[tf.Tensor, tf.Tensor], tf.Tensor]
             ) -> Callable[[Operand, Operand], tf.Tensor]:
    def fn(x1: Operand, x2: Operand, /) -> tf.Tensor:
        a, b = promote(name, x1, x2)
        require(name, a, d.INTEGER_OR_BOOL, "integer or boolean")
        return bool_op(a, b) if a.dtype == d.bool else int_op(a, b)

    fn.__name__ = fn.__qualname__ = name
    fn.__doc__ = doc
    fn.__module__ = __name__
    return any_pattern(fn)


bitwise_and = _bitwise("bitwise_and", "Bitwise AND (logical AND for bool).",
                       tf.bitwise.bitwise_and, tf.math.logical_and)
bitwise_or = _bitwise("bitwise_or", "Bitwise OR (logical OR for bool).",
                      tf.bitwise.bitwise_or, tf.math.logical_or)
bitwise_xor = _bitwise("bitwise_xor", "Bitwise XOR (logical XOR for bool).",
                       tf.bitwise.bitwise_xor, tf.math.logical_xor)


def bitwise_invert(x: Any, /) -> tf.Tensor:
    """Bitwise NOT (logical NOT for bool)."""
    t = _x("bitwise_invert", x)
    require("bitwise_invert", t, d.INTEGER_OR_BOOL, "integer or boolean")
    return tf.math.logical_not(t) if t.dtype == d.bool else tf.bitwise.invert(t)


def _shift_operands(fname: str, x1: Operand, x2: Operand
                    ) -> tuple[tf.Tensor, tf.Tensor, tf.Tensor]:
    a, b = promote(fname, x1, x2)
    require(fname, a, d.INTEGER, "integer")
    zero = tf.zeros([], b.dtype)
    width = scalar_tensor(d.BITS[b.dtype], b.dtype)
    out_of_range = (b >= width) | (b < zero)
    return a, select(out_of_range, zero, b), out_of_range


@any_pattern
def bitwise_left_shift(x1: Operand, x2: Operand, /) -> tf.Tensor:
    """x1 << x2; shifting by the bit width or more gives 0 (as NumPy)."""
    a, s, big = _shift_operands("bitwise_left_shift", x1, x2)
    out = tf.bitwise.left_shift(a, s)
    return select(big, tf.zeros([], a.dtype), out)


@any_pattern
def bitwise_right_shift(x1: Operand, x2: Operand, /) -> tf.Tensor:
    """x1 >> x2 (arithmetic for signed x1); shifting by the bit width or more gives 0,
    or -1 for negative x1 (as NumPy)."""
    a, s, big = _shift_operands("bitwise_right_shift", x1, x2)
    out = tf.bitwise.right_shift(a, s)
    if a.dtype in d.SIGNED_INTEGER:
        zero = tf.zeros([], a.dtype)
        fill = select(a < zero, -tf.ones([], a.dtype), zero)
    else:
        fill = tf.zeros([], a.dtype)
    return select(big, fill, out)
