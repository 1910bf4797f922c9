"""Data types of xpagnostic.tensorflow: the 13 standard dtypes and the two extension dtypes
(``float16``, ``bfloat16``) as ``tf.DType`` objects.

The dtype facts themselves (kinds, integer ranges, the promotion lattice) live once, by
name, in :mod:`xpagnostic._common._dtypes`; this module maps names to TensorFlow's own
``tf.DType`` instances and derives its tables from the shared ones, so ``x.dtype ==
xp.int8`` holds for native tensors and lookups need no name conversion.

Promotion follows the standard's lattice and opts in to the shared cross-kind rule
(NumPy's answers where the standard leaves a case open: ``int8 + float32 -> float32``,
``int32 + float32 -> float64``, ``uint64 + int64 -> float64``).  The extension dtypes
join the same table (``float16 + float32 -> float32``, ``bfloat16 + float16 -> float32``,
``int8 + float16 -> float16``, ``int16 + float16 -> float32``); they are ``real
floating`` for ``isdtype`` and every function, but ``__array_namespace_info__().dtypes()``
lists the standard's 13 only.
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
    "float16",
    "bfloat16",
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
float16: Final[tf.DType] = tf.float16
bfloat16: Final[tf.DType] = tf.bfloat16

# --- categories (the standard's dtype kinds) ---------------------------------
#: Standard name -> dtype, in the standard's order (what the inspection API lists).
BY_NAME: Final[dict[str, tf.DType]] = {name: getattr(tf, name) for name in c.DTYPE_NAMES}
#: Extension name -> dtype: the half-precision dtypes.
EXTENSIONS: Final[dict[str, tf.DType]] = {name: getattr(tf, name)
                                          for name in c.EXTENSION_NAMES}
#: Every dtype of the namespace by name: the standard's, then the extensions.
ALL_BY_NAME: Final[dict[str, tf.DType]] = {**BY_NAME, **EXTENSIONS}

#: The standard's dtype kinds (``isdtype`` and ``__array_namespace_info__().dtypes``), the
#: extension dtypes among the ``real floating`` and ``numeric`` ones.
KINDS: Final[dict[str, frozenset[tf.DType]]] = {
    kind: frozenset(ALL_BY_NAME[n] for n in names) for kind, names in c.KINDS.items()
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
#: The half-precision extension dtypes.
HALF: Final = frozenset(EXTENSIONS.values())
#: Every dtype every function of the namespace accepts (the extensions included).
ALL: Final = frozenset(ALL_BY_NAME.values())
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
#: Real floating dtype -> complex dtype of the same precision (``complex64`` for a half
#: dtype), and complex dtype -> real dtype of its components.
COMPLEX_OF: Final[dict[tf.DType, tf.DType]] = {
    ALL_BY_NAME[r]: BY_NAME[z] for r, z in c.COMPLEX_OF.items()
}
REAL_OF: Final[dict[tf.DType, tf.DType]] = {BY_NAME[z]: BY_NAME[r] for z, r in c.REAL_OF.items()}
#: Real floating dtype -> the signed integer dtype of its width (to read its bit patterns).
BIT_PATTERN: Final[dict[tf.DType, tf.DType]] = {float16: int16, bfloat16: int16,
                                                float32: int32, float64: int64}

#: The promotion table: (dtype, dtype) -> result dtype, every pair of the 15 (the
#: standard's lattice, extended to the half dtypes, with the shared cross-kind rule).
PROMOTION_TABLE: Final[dict[tuple[tf.DType, tf.DType], tf.DType]] = {
    (ALL_BY_NAME[a], ALL_BY_NAME[b]): ALL_BY_NAME[r]
    for a in c.ALL_NAMES for b in c.ALL_NAMES
    if (r := c.promote_names_cross_kind(a, b)) is not None
}


def promote_types(a: tf.DType, b: tf.DType) -> tf.DType:
    """Result dtype of a binary operation on dtypes ``a`` and ``b``.

    Raises TypeError for dtypes outside the namespace's 15.
    """
    try:
        return PROMOTION_TABLE[(a, b)]
    except KeyError:
        bad = a if a not in ALL else b
        raise TypeError(
            f"xpagnostic.tensorflow: dtype {bad!r} is not a data type of the namespace "
            "(expected one of " + ", ".join(ALL_BY_NAME) + ")"
        ) from None


def name_of(dtype: tf.DType) -> str:
    """The standard name of ``dtype`` (``'float32'``...)."""
    return str(dtype.name)
