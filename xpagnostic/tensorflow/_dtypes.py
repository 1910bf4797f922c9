"""Data types of xpagnostic.tensorflow: the 13 standard dtypes as ``tf.DType`` objects.

The dtype facts themselves (kinds, integer ranges, the promotion lattice) live once, by
name, in :mod:`xpagnostic._common._dtypes`; this module maps names to TensorFlow's own
``tf.DType`` instances and derives its tables from the shared ones, so ``x.dtype ==
xp.int8`` holds for native tensors and lookups need no name conversion.

Promotion follows the standard's lattice and opts in to the shared cross-kind rule
(NumPy's answers where the standard leaves a case open: ``int8 + float32 -> float32``,
``int32 + float32 -> float64``, ``uint64 + int64 -> float64``).
"""

from __future__ import annotations

from typing import Final

import tensorflow as tf

from .._common import _dtypes as c

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
#: Standard name -> dtype, in the standard's order.
BY_NAME: Final[dict[str, tf.DType]] = {name: getattr(tf, name) for name in c.DTYPE_NAMES}

#: The standard's dtype kinds (``isdtype`` and ``__array_namespace_info__().dtypes``).
KINDS: Final[dict[str, frozenset[tf.DType]]] = {
    kind: frozenset(BY_NAME[n] for n in names) for kind, names in c.KINDS.items()
}
BOOLEAN: Final = KINDS["bool"]
SIGNED_INTEGER: Final = KINDS["signed integer"]
UNSIGNED_INTEGER: Final = KINDS["unsigned integer"]
INTEGER: Final = KINDS["integral"]
REAL_FLOATING: Final = KINDS["real floating"]
COMPLEX_FLOATING: Final = KINDS["complex floating"]
FLOATING: Final = REAL_FLOATING | COMPLEX_FLOATING
REAL_NUMERIC: Final = INTEGER | REAL_FLOATING
NUMERIC: Final = KINDS["numeric"]
ALL: Final = frozenset(BY_NAME.values())
#: Unions the chapters ask for (ordering and sorting; bitwise operations).
REAL_OR_BOOL: Final = REAL_NUMERIC | BOOLEAN
INTEGER_OR_BOOL: Final = INTEGER | BOOLEAN

# --- defaults ----------------------------------------------------------------
DEFAULT_REAL_FLOATING: Final = float32
DEFAULT_COMPLEX_FLOATING: Final = complex64
DEFAULT_INTEGRAL: Final = int64
DEFAULT_INDEXING: Final = int64

# --- the shared facts, keyed by tf.DType ----------------------------------------
#: Bit width of each integer dtype.
BITS: Final[dict[tf.DType, int]] = {BY_NAME[n]: b for n, b in c.BITS.items()}
#: (min, max) of each integer dtype (and bool as 0..1).
INT_RANGE: Final[dict[tf.DType, tuple[int, int]]] = {
    BY_NAME[n]: r for n, r in c.INT_RANGE.items()
}
#: Real floating dtype <-> complex dtype of the same precision.
COMPLEX_OF: Final[dict[tf.DType, tf.DType]] = {
    BY_NAME[r]: BY_NAME[z] for r, z in c.COMPLEX_OF.items()
}
REAL_OF: Final[dict[tf.DType, tf.DType]] = {BY_NAME[z]: BY_NAME[r] for z, r in c.REAL_OF.items()}

#: The promotion table: (dtype, dtype) -> result dtype, every pair of the 13 (the
#: standard's lattice with the shared cross-kind rule).
PROMOTION_TABLE: Final[dict[tuple[tf.DType, tf.DType], tf.DType]] = {
    (BY_NAME[a], BY_NAME[b]): BY_NAME[r]
    for a in c.DTYPE_NAMES for b in c.DTYPE_NAMES
    if (r := c.promote_names_cross_kind(a, b)) is not None
}


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
