"""Element-wise functions of xpagnostic.mlx (standard chapter "Element-wise Functions").

MLX's operators promote as the standard does (``_dtypes``: every pair of one kind but
``float64`` with ``complex64``, and Python scalars weakly), so most functions call the
native op after checking that their operands are MLX arrays (MLX's ops would read a
NumPy array or a torch tensor as values).  Built from primitives where MLX has no op:
``copysign``, ``hypot``, ``nextafter`` and ``signbit`` (``signbit`` and ``nextafter``
read the bits of the floating-point values through ``mx.view``); ``clip`` keeps ``x``'s
dtype; ``positive`` and ``logical_xor`` have no native op.

MLX's ``float64`` kernels of ``exp``, ``sin`` and ``cos`` compute at ``float32`` precision
(a relative error of 1e-8); for ``float64`` input they are built from its accurate ones:
``exp(|x|) = cosh(|x|) + sinh(|x|)`` (and its reciprocal for negative ``x``), ``sin`` and
``cos`` from ``t = tan(x / 2)``, and ``logaddexp`` from that ``exp``.
"""

from __future__ import annotations

import builtins
from typing import Any

import mlx.core as mx

from .._common._elementwise_functions import ComplexPrimitives, expm1_for, tanh_limit
from . import _dtypes as d
from ._errors import fail
from ._helpers import PY_SCALARS, Array, as_array
from ._names import named

__all__ = ["abs", "acos", "acosh", "add", "asin", "asinh", "atan", "atan2", "atanh",
           "bitwise_and", "bitwise_invert", "bitwise_left_shift", "bitwise_or",
           "bitwise_right_shift", "bitwise_xor", "ceil", "clip", "conj", "copysign", "cos",
           "cosh", "divide", "equal", "exp", "expm1", "floor", "floor_divide", "greater",
           "greater_equal", "hypot", "imag", "isfinite", "isinf", "isnan", "less",
           "less_equal", "log", "log10", "log1p", "log2", "logaddexp", "logical_and",
           "logical_not", "logical_or", "logical_xor", "maximum", "minimum", "multiply",
           "negative", "nextafter", "not_equal", "positive", "pow", "real", "reciprocal",
           "remainder", "round", "sign", "signbit", "sin", "sinh", "sqrt", "square",
           "subtract", "tan", "tanh", "trunc"]

_A = mx.array
Scalar = builtins.bool | int | float | complex


def operands(x1: Any, x2: Any, fname: str) -> tuple[Any, Any]:
    """The operands of a binary function: arrays, or Python scalars as they are."""
    if x1.__class__ is not _A and type(x1) not in PY_SCALARS:
        x1 = as_array(x1, fname)
    if x2.__class__ is not _A and type(x2) not in PY_SCALARS:
        x2 = as_array(x2, fname)
    return x1, x2


def _integral(fname: str, *xs: Any) -> None:
    dtypes = [x.dtype for x in xs if isinstance(x, _A)]
    if len(dtypes) == 2 and d.PROMOTION_TABLE.get((dtypes[0], dtypes[1])) not in \
            d.INTEGER_OR_BOOL:
        raise TypeError(f"{named(fname)}: {d.name_of(dtypes[0])} and {d.name_of(dtypes[1])} "
                        "have no common integer dtype")
    for x in xs:
        if isinstance(x, _A) and x.dtype not in d.INTEGER_OR_BOOL:
            raise TypeError(f"{named(fname)}: expected an integer or boolean array, got "
                            f"{d.NAME_OF.get(x.dtype, x.dtype)}")
        if isinstance(x, float):
            raise TypeError(f"{named(fname)}: expected an integer, got {x!r}")


def _bool(x: Any) -> Any:
    return x if isinstance(x, builtins.bool) or x.dtype == mx.bool_ else x.astype(mx.bool_)


def _shift(x1: Any, x2: Any, *, left: bool) -> Any:
    return mx.left_shift(x1, x2) if left else mx.right_shift(x1, x2)


#: Real floating dtype -> the signed integer dtype of its width (to read its bits).
_BITS: dict[Any, Any] = {mx.float16: mx.int16, mx.bfloat16: mx.int16, mx.float32: mx.int32,
                         mx.float64: mx.int64}


def _floating(x: Any, like: Any = None) -> Any:
    """``x`` (a Python number) as an array of ``like``'s floating dtype (float32 alone)."""
    if isinstance(x, _A):
        return x
    dtype = like.dtype if isinstance(like, _A) and like.dtype in d.REAL_FLOATING \
        else mx.float32
    return mx.array(x, dtype=dtype)


def _signbit(x: Any) -> Any:
    if x.dtype in _BITS:
        return mx.view(x, _BITS[x.dtype]) < 0
    if x.dtype in d.UNSIGNED or x.dtype == mx.bool_:
        return mx.zeros(x.shape, dtype=mx.bool_)
    return x < 0

def make_complex(re: Any, im: Any) -> Any:
    """The complex64 array of the real arrays ``re`` and ``im`` (one shape), signed zeros
    and infinities kept (``re + 1j * im`` would make ``inf * 0j`` a NaN)."""
    re, im = mx.broadcast_arrays(re.astype(mx.float32), im.astype(mx.float32))
    pairs = mx.stack([re, im], axis=-1)
    return mx.view(pairs, mx.complex64).reshape(re.shape)


def _copysign(a: Any, b: Any) -> Any:
    a = a if isinstance(a, _A) else mx.array(a, dtype=mx.float32)
    b = b if isinstance(b, _A) else mx.array(b, dtype=a.dtype)
    magnitude = mx.abs(a)
    return mx.where(_signbit(b), -magnitude, magnitude)


_COMPLEX = ComplexPrimitives(
    isfinite=mx.isfinite, where=mx.where,
    is_complex=lambda x: isinstance(x, _A) and x.dtype == mx.complex64,
    real=mx.real, imag=mx.imag, make_complex=make_complex, copysign=_copysign)


def _complex_expm1(x: Any) -> Any:
    """``expm1`` of complex ``x`` without cancellation: ``expm1(a) cos(b) - 2 sin(b/2)**2
    + i exp(a) sin(b)`` (MLX's expm1 has no complex kernel)."""
    if x.dtype != mx.complex64:
        return mx.expm1(x)
    a, b = mx.real(x), mx.imag(x)
    half = mx.sin(b / 2)
    sin_b = mx.where(b == 0, b, mx.sin(b))  # MLX's sin(-0) is +0
    return make_complex(mx.expm1(a) * mx.cos(b) - 2 * half * half, mx.exp(a) * sin_b)


_expm1 = expm1_for(_complex_expm1, mx.exp, _COMPLEX)


def _exp64(x: Any) -> Any:
    a = mx.abs(x)
    grown = mx.cosh(a) + mx.sinh(a)
    return mx.where(x < 0, 1 / grown, grown)


def _sin64(x: Any) -> Any:
    t = mx.tan(x / 2)
    out = 2 * t / (1 + t * t)
    return mx.where(mx.isinf(t), 0.0, out).astype(x.dtype)


def _cos64(x: Any) -> Any:
    t = mx.tan(x / 2)
    out = (1 - t) * (1 + t) / (1 + t * t)
    return mx.where(mx.isinf(t), -1.0, out).astype(x.dtype)


def _logaddexp64(x1: Any, x2: Any) -> Any:
    hi = mx.maximum(x1, x2)
    out = hi + mx.log1p(_exp64(-mx.abs(x1 - x2)))
    return mx.where(x1 == x2, x1 + mx.log(mx.array(2.0, dtype=mx.float64)), out)

def abs(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "abs")
        return mx.abs(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("abs", e, (x,))

def acos(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "acos")
        return mx.arccos(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("acos", e, (x,))

def acosh(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "acosh")
        return mx.arccosh(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("acosh", e, (x,))

def asin(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "asin")
        return mx.arcsin(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("asin", e, (x,))

def asinh(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "asinh")
        return mx.arcsinh(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("asinh", e, (x,))

def atan(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "atan")
        return mx.arctan(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("atan", e, (x,))

def atanh(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "atanh")
        return mx.arctanh(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("atanh", e, (x,))

def ceil(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "ceil")
        return mx.ceil(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("ceil", e, (x,))

def conj(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "conj")
        return mx.conj(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("conj", e, (x,))

def cos(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "cos")
        return _cos64(x) if x.dtype == mx.float64 else mx.cos(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("cos", e, (x,))

def cosh(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "cosh")
        return mx.cosh(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("cosh", e, (x,))

def exp(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "exp")
        return _exp64(x) if x.dtype == mx.float64 else mx.exp(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("exp", e, (x,))

def expm1(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "expm1")
        return _expm1(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("expm1", e, (x,))

def floor(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "floor")
        return mx.floor(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("floor", e, (x,))

def imag(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "imag")
        return mx.imag(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("imag", e, (x,))

def isfinite(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "isfinite")
        return mx.isfinite(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("isfinite", e, (x,))

def isinf(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "isinf")
        return mx.isinf(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("isinf", e, (x,))

def isnan(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "isnan")
        return mx.isnan(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("isnan", e, (x,))

def log(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "log")
        return mx.log(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("log", e, (x,))

def log1p(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "log1p")
        return mx.log1p(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("log1p", e, (x,))

def log2(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "log2")
        return mx.log2(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("log2", e, (x,))

def log10(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "log10")
        return mx.log10(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("log10", e, (x,))

def logical_not(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "logical_not")
        return mx.logical_not(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("logical_not", e, (x,))

def negative(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "negative")
        return mx.negative(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("negative", e, (x,))

def real(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "real")
        return mx.real(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("real", e, (x,))

def reciprocal(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "reciprocal")
        return mx.reciprocal(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("reciprocal", e, (x,))

def sin(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "sin")
        if x.dtype == mx.float64:
            return _sin64(x)
        out = mx.sin(x)
        # MLX's kernel gives sin(-0) = +0: zeros keep their sign.
        return mx.where(x == 0, x, out) if x.dtype in d.REAL_FLOATING else out
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("sin", e, (x,))

def sinh(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "sinh")
        return mx.sinh(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("sinh", e, (x,))

def square(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "square")
        return mx.square(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("square", e, (x,))

def sqrt(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "sqrt")
        return mx.sqrt(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("sqrt", e, (x,))

def tan(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "tan")
        return mx.tan(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("tan", e, (x,))

def tanh(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "tanh")
        out = mx.tanh(x)
        return tanh_limit(_COMPLEX, x, out) if x.dtype == mx.complex64 else out
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("tanh", e, (x,))

def trunc(x: Array, /) -> Array:
    try:
        if x.__class__ is not _A:
            x = as_array(x, "trunc")
        return mx.trunc(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("trunc", e, (x,))

def add(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "add")
        return mx.add(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("add", e, (x1, x2))

def atan2(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "atan2")
        return mx.arctan2(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("atan2", e, (x1, x2))

def divide(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "divide")
        return mx.divide(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("divide", e, (x1, x2))

def equal(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "equal")
        return mx.equal(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("equal", e, (x1, x2))

def greater(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "greater")
        return mx.greater(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("greater", e, (x1, x2))

def greater_equal(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "greater_equal")
        return mx.greater_equal(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("greater_equal", e, (x1, x2))

def less(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "less")
        return mx.less(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("less", e, (x1, x2))

def less_equal(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "less_equal")
        return mx.less_equal(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("less_equal", e, (x1, x2))

def logaddexp(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "logaddexp")
        if any(isinstance(v, _A) and v.dtype == mx.float64 for v in (x1, x2)):
            a, b = _floating(x1, x2), _floating(x2, x1)
            a, b = a.astype(mx.float64), b.astype(mx.float64)
            return _logaddexp64(a, b)
        return mx.logaddexp(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("logaddexp", e, (x1, x2))

def logical_and(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "logical_and")
        return mx.logical_and(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("logical_and", e, (x1, x2))

def logical_or(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "logical_or")
        return mx.logical_or(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("logical_or", e, (x1, x2))

def logical_xor(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "logical_xor")
        return mx.not_equal(_bool(x1), _bool(x2))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("logical_xor", e, (x1, x2))

def maximum(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "maximum")
        return mx.maximum(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("maximum", e, (x1, x2))

def minimum(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "minimum")
        return mx.minimum(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("minimum", e, (x1, x2))

def multiply(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "multiply")
        return mx.multiply(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("multiply", e, (x1, x2))

def not_equal(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "not_equal")
        return mx.not_equal(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("not_equal", e, (x1, x2))

def pow(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "pow")
        return mx.power(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("pow", e, (x1, x2))

def subtract(x1: Array | Scalar, x2: Array | Scalar, /) -> Array:
    try:
        if x1.__class__ is not _A or x2.__class__ is not _A:
            x1, x2 = operands(x1, x2, "subtract")
        return mx.subtract(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("subtract", e, (x1, x2))

def bitwise_and(x1: Array | int, x2: Array | int, /) -> Array:
    try:
        x1, x2 = operands(x1, x2, "bitwise_and")
        _integral("bitwise_and", x1, x2)
        return mx.bitwise_and(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("bitwise_and", e, (x1, x2))

def bitwise_or(x1: Array | int, x2: Array | int, /) -> Array:
    try:
        x1, x2 = operands(x1, x2, "bitwise_or")
        _integral("bitwise_or", x1, x2)
        return mx.bitwise_or(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("bitwise_or", e, (x1, x2))

def bitwise_xor(x1: Array | int, x2: Array | int, /) -> Array:
    try:
        x1, x2 = operands(x1, x2, "bitwise_xor")
        _integral("bitwise_xor", x1, x2)
        return mx.bitwise_xor(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("bitwise_xor", e, (x1, x2))

def bitwise_left_shift(x1: Array | int, x2: Array | int, /) -> Array:
    try:
        x1, x2 = operands(x1, x2, "bitwise_left_shift")
        _integral("bitwise_left_shift", x1, x2)
        return _shift(x1, x2, left=True)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("bitwise_left_shift", e, (x1, x2))

def bitwise_right_shift(x1: Array | int, x2: Array | int, /) -> Array:
    try:
        x1, x2 = operands(x1, x2, "bitwise_right_shift")
        _integral("bitwise_right_shift", x1, x2)
        return _shift(x1, x2, left=False)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("bitwise_right_shift", e, (x1, x2))


def bitwise_invert(x: Array, /) -> Array:
    try:
        x = as_array(x, "bitwise_invert")
        _integral("bitwise_invert", x)
        return mx.logical_not(x) if x.dtype == mx.bool_ else mx.bitwise_invert(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("bitwise_invert", e, (x,))


def positive(x: Array, /) -> Array:
    try:
        x = as_array(x, "positive")
        return x
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("positive", e, (x,))


def round(x: Array, /) -> Array:
    try:
        x = as_array(x, "round")
        if x.dtype in d.INTEGER_OR_BOOL:
            return x
        return mx.round(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("round", e, (x,))


def sign(x: Array, /) -> Array:
    try:
        x = as_array(x, "sign")
        if x.dtype in d.COMPLEX_FLOATING:
            a = mx.abs(x)
            return mx.where(a == 0, mx.zeros_like(x), x / mx.where(a == 0, 1, a))
        out = mx.sign(x)
        # MLX's sign(NaN) is 0; the standard's is NaN.
        return mx.where(mx.isnan(x), x, out) if x.dtype in d.REAL_FLOATING else out
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("sign", e, (x,))


def signbit(x: Array, /) -> Array:
    try:
        x = as_array(x, "signbit")
        return _signbit(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("signbit", e, (x,))


def copysign(x1: Array | float, x2: Array | float, /) -> Array:
    try:
        x1, x2 = operands(x1, x2, "copysign")
        a, b = _floating(x1, x2), _floating(x2, x1)
        magnitude = mx.abs(a)
        return mx.where(_signbit(b), -magnitude, magnitude)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("copysign", e, (x1, x2))


def hypot(x1: Array | float, x2: Array | float, /) -> Array:
    try:
        x1, x2 = operands(x1, x2, "hypot")
        a, b = mx.abs(_floating(x1, x2)), mx.abs(_floating(x2, x1))
        hi, lo = mx.maximum(a, b), mx.minimum(a, b)
        ratio = mx.where(hi == 0, 0, lo / mx.where(hi == 0, 1, hi))
        out = hi * mx.sqrt(1 + ratio * ratio)
        return mx.where(mx.isinf(a) | mx.isinf(b), mx.array(mx.inf, dtype=out.dtype), out)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("hypot", e, (x1, x2))


def nextafter(x1: Array | float, x2: Array | float, /) -> Array:
    try:
        x1, x2 = operands(x1, x2, "nextafter")
        a, b = _floating(x1, x2), _floating(x2, x1)
        a, b = mx.broadcast_arrays(*(mx.array(v, dtype=d.PROMOTION_TABLE[(a.dtype, b.dtype)])
                                     for v in (a, b)))
        bits = _BITS[a.dtype]
        ia = mx.view(a, bits)
        # A step of one unit in the last place away from zero or towards it.
        away = (b > a) == (a > 0)
        stepped = mx.view(mx.where(away, ia + 1, ia - 1), a.dtype)
        tiny = mx.view(mx.ones(a.shape, dtype=bits), a.dtype)  # smallest subnormal
        from_zero = mx.where(_signbit(b) & (b != 0), -tiny, tiny)
        out = mx.where(a == 0, from_zero, stepped)
        out = mx.where(a == b, b, out)
        return mx.where(mx.isnan(a) | mx.isnan(b), mx.array(mx.nan, dtype=a.dtype), out)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("nextafter", e, (x1, x2))


def floor_divide(x1: Array | float, x2: Array | float, /) -> Array:
    try:
        x1, x2 = operands(x1, x2, "floor_divide")
        return mx.floor_divide(x1, x2)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("floor_divide", e, (x1, x2))


def remainder(x1: Array | float, x2: Array | float, /) -> Array:
    try:
        x1, x2 = operands(x1, x2, "remainder")
        out = mx.remainder(x1, x2)
        if out.dtype not in d.REAL_FLOATING:
            return out
        # A zero remainder takes the sign of the divisor.
        return mx.where(out == 0, _copysign(mx.zeros_like(out), _floating(x2, out)), out)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("remainder", e, (x1, x2))


def clip(x: Array, /, min: Array | float | None = None,
         max: Array | float | None = None) -> Array:
    try:
        x = as_array(x, "clip")
        out = x
        if min is not None:
            out = mx.maximum(out, min if isinstance(min, _A) else mx.array(min, dtype=x.dtype))
        if max is not None:
            out = mx.minimum(out, max if isinstance(max, _A) else mx.array(max, dtype=x.dtype))
        return out if out.dtype == x.dtype else out.astype(x.dtype)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("clip", e, (x,), {"min": min, "max": max})
