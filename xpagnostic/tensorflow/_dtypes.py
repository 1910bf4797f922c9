"""Data types of xpagnostic.tensorflow: the 13 standard dtypes, categories, promotion.

This module is the one source of truth for dtype facts of the TensorFlow
namespace: categories, the promotion lattice and the default dtypes.  The dtype
objects are TensorFlow's own ``tf.DType`` instances, so ``x.dtype == xp.int8``
holds for native tensors.

Promotion follows the standard's lattice.  Where the standard leaves a case open
(mixing kinds: integer with floating, ``uint64`` with a signed integer), the
result is NumPy's: the smallest floating dtype holding every value of the
integer dtype exactly, promoted with the other operand (``int8 + float32 ->
float32``, ``int32 + float32 -> float64``, ``uint64 + int64 -> float64``).
"""

from __future__ import annotations

import builtins
from typing import Final

import tensorflow as tf

__all__ = [
    "bool",
    "int8",
    "int16",
    "int32",
    "int64",
    "uint8",
    "uint16",
    "uint32",
    "uint64",
    "float32",
    "float64",
    "complex64",
    "complex128",
]

bool: Final[tf.DType] = tf.bool
int8: Final[tf.DType] = tf.int8
int16: Final[tf.DType] = tf.int16
int32: Final[tf.DType] = tf.int32
int64: Final[tf.DType] = tf.int64
uint8: Final[tf.DType] = tf.uint8
uint16: Final[tf.DType] = tf.uint16
uint32: Final[tf.DType] = tf.uint32
uint64: Final[tf.DType] = tf.uint64
float32: Final[tf.DType] = tf.float32
float64: Final[tf.DType] = tf.float64
complex64: Final[tf.DType] = tf.complex64
complex128: Final[tf.DType] = tf.complex128

# --- categories (the standard's dtype kinds) ---------------------------------
BOOLEAN: Final = frozenset({bool})
SIGNED_INTEGER: Final = frozenset({int8, int16, int32, int64})
UNSIGNED_INTEGER: Final = frozenset({uint8, uint16, uint32, uint64})
INTEGER: Final = SIGNED_INTEGER | UNSIGNED_INTEGER
REAL_FLOATING: Final = frozenset({float32, float64})
COMPLEX_FLOATING: Final = frozenset({complex64, complex128})
FLOATING: Final = REAL_FLOATING | COMPLEX_FLOATING
REAL_NUMERIC: Final = INTEGER | REAL_FLOATING
NUMERIC: Final = INTEGER | FLOATING
ALL: Final = BOOLEAN | NUMERIC

#: The standard's dtype kinds (``isdtype`` and ``__array_namespace_info__().dtypes``).
KINDS: Final[dict[str, frozenset[tf.DType]]] = {
    "bool": BOOLEAN,
    "signed integer": SIGNED_INTEGER,
    "unsigned integer": UNSIGNED_INTEGER,
    "integral": INTEGER,
    "real floating": REAL_FLOATING,
    "complex floating": COMPLEX_FLOATING,
    "numeric": NUMERIC,
}

#: Standard name -> dtype, in the standard's order.
BY_NAME: Final[dict[str, tf.DType]] = {
    "bool": bool,
    "int8": int8,
    "int16": int16,
    "int32": int32,
    "int64": int64,
    "uint8": uint8,
    "uint16": uint16,
    "uint32": uint32,
    "uint64": uint64,
    "float32": float32,
    "float64": float64,
    "complex64": complex64,
    "complex128": complex128,
}

# --- defaults ----------------------------------------------------------------
DEFAULT_REAL_FLOATING: Final = float32
DEFAULT_COMPLEX_FLOATING: Final = complex64
DEFAULT_INTEGRAL: Final = int64
DEFAULT_INDEXING: Final = int64

# --- facts used by promotion and exact casts ----------------------------------
#: Bit width of each integer dtype.
BITS: Final[dict[tf.DType, int]] = {
    int8: 8, int16: 16, int32: 32, int64: 64, uint8: 8, uint16: 16, uint32: 32, uint64: 64,
}
#: (min, max) of each integer dtype (and bool as 0..1).
INT_RANGE: Final[dict[tf.DType, tuple[int, int]]] = {
    **{d: (-(2 ** (BITS[d] - 1)), 2 ** (BITS[d] - 1) - 1) for d in SIGNED_INTEGER},
    **{d: (0, 2 ** BITS[d] - 1) for d in UNSIGNED_INTEGER},
    bool: (0, 1),
}
#: Real floating dtype <-> complex dtype of the same precision.
COMPLEX_OF: Final[dict[tf.DType, tf.DType]] = {float32: complex64, float64: complex128}
REAL_OF: Final[dict[tf.DType, tf.DType]] = {complex64: float32, complex128: float64}


def _holds(wide: tf.DType, narrow: tf.DType) -> builtins.bool:
    """True when every value of integer/bool dtype ``narrow`` is exact in ``wide``."""
    lo, hi = INT_RANGE[narrow]
    if wide in INT_RANGE:
        wlo, whi = INT_RANGE[wide]
        return wlo <= lo and hi <= whi
    mantissa = 24 if wide in (float32, complex64) else 53
    return builtins.bool(max(abs(lo), hi) <= 2**mantissa)


def _promote_integers(a: tf.DType, b: tf.DType) -> tf.DType:
    for cand in (int8, uint8, int16, uint16, int32, uint32, int64, uint64):
        if _holds(cand, a) and _holds(cand, b):
            return cand
    return float64  # uint64 with a signed integer: NumPy's answer


def _promote_floats(a: tf.DType, b: tf.DType) -> tf.DType:
    precision = float64 if float64 in (a, b) or complex128 in (a, b) else float32
    if a in COMPLEX_FLOATING or b in COMPLEX_FLOATING:
        return COMPLEX_OF[precision]
    return precision


def _float_for(integral: tf.DType) -> tf.DType:
    """The smallest real floating dtype holding every value of ``integral`` exactly."""
    return float32 if _holds(float32, integral) else float64


def _promote(a: tf.DType, b: tf.DType) -> tf.DType:
    if a == b:
        return a
    if a == bool:
        return b
    if b == bool:
        return a
    if a in INTEGER and b in INTEGER:
        return _promote_integers(a, b)
    if a in INTEGER:
        a = _float_for(a)
    if b in INTEGER:
        b = _float_for(b)
    return _promote_floats(a, b)


#: The promotion table: (dtype, dtype) -> result dtype, every pair of the 13.
PROMOTION_TABLE: Final[dict[tuple[tf.DType, tf.DType], tf.DType]] = {
    (a, b): _promote(a, b) for a in ALL for b in ALL
}

#: Pairs the standard itself specifies (same kind); the rest follow NumPy.
def is_standard_pair(a: tf.DType, b: tf.DType) -> builtins.bool:
    """True when the standard (not our NumPy-following choice) fixes ``a`` with ``b``."""
    kinds = (BOOLEAN, INTEGER, FLOATING)
    same_kind = any(a in k and b in k for k in kinds)
    if not same_kind:
        return False
    if a in INTEGER and (uint64 in (a, b)) and (a in SIGNED_INTEGER or b in SIGNED_INTEGER):
        return False
    return True


def promote_types(a: tf.DType, b: tf.DType) -> tf.DType:
    """Result dtype of a binary operation on dtypes ``a`` and ``b``.

    Raises TypeError for dtypes outside the 13 standard ones.
    """
    try:
        return PROMOTION_TABLE[(a, b)]
    except KeyError:
        bad = a if a not in ALL else b
        raise TypeError(
            f"xpagnostic.tensorflow: dtype {bad!r} is not one of the standard's data types"
        ) from None


def name_of(dtype: tf.DType) -> str:
    """The standard name of ``dtype`` (``'float32'``...)."""
    return str(dtype.name)
