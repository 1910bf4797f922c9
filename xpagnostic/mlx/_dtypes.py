"""Data types of xpagnostic.mlx: MLX's own ``mlx.core.Dtype`` objects.

MLX has 12 of the standard's 13 dtypes and the two extension dtypes (``float16``,
``bfloat16``); it has no ``complex128``.  ``float64`` computes on the CPU only (MLX's GPU
kernels have none).  The name ``complex128`` is the standard's, so the namespace has it: an
object no array can have, which every function refuses with a ``TypeError`` (and
``__array_namespace_info__().dtypes()`` never lists it).

Promotion: MLX's own operators follow the standard's lattice for every pair of dtypes of one
kind, except ``float64`` with ``complex64``, whose standard result ``complex128`` MLX lacks
(it gives ``complex64``); across kinds it gives the floating operand's dtype (``int32 +
float32 -> float32``), as JAX and PyTorch do.  The tables here are that rule, by name from
:mod:`xpagnostic._common._dtypes`.
"""

from __future__ import annotations

from typing import Any, Final

import mlx.core as mx

from .._common import _dtypes as c

__all__ = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
           "float32", "float64", "complex64", "complex128", "float16", "bfloat16"]


class UnsupportedDtype:
    """A dtype of the standard that MLX lacks: no array has it, every function refuses it."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __repr__(self) -> str:
        return f"xpagnostic.mlx.{self.name} (MLX has no {self.name})"


bool: Final[Any] = mx.bool_
int8: Final[Any] = mx.int8
int16: Final[Any] = mx.int16
int32: Final[Any] = mx.int32
int64: Final[Any] = mx.int64
uint8: Final[Any] = mx.uint8
uint16: Final[Any] = mx.uint16
uint32: Final[Any] = mx.uint32
uint64: Final[Any] = mx.uint64
float32: Final[Any] = mx.float32
float64: Final[Any] = mx.float64
complex64: Final[Any] = mx.complex64
complex128: Final[Any] = UnsupportedDtype("complex128")
float16: Final[Any] = mx.float16
bfloat16: Final[Any] = mx.bfloat16

#: Standard name -> dtype, for the standard's dtypes MLX has (all but complex128).
BY_NAME: Final[dict[str, Any]] = {
    n: (mx.bool_ if n == "bool" else getattr(mx, n)) for n in c.DTYPE_NAMES if n != "complex128"}
#: Every dtype of the namespace by name: the standard's, then the extensions.
ALL_BY_NAME: Final[dict[str, Any]] = {**BY_NAME, "float16": float16, "bfloat16": bfloat16}
#: Dtype -> its name.
NAME_OF: Final[dict[Any, str]] = {v: k for k, v in ALL_BY_NAME.items()}

KINDS: Final[dict[str, frozenset[Any]]] = {
    kind: frozenset(ALL_BY_NAME[n] for n in names if n in ALL_BY_NAME)
    for kind, names in c.KINDS.items()}
BOOLEAN: Final = KINDS["bool"]
SIGNED: Final = KINDS["signed integer"]
UNSIGNED: Final = KINDS["unsigned integer"]
INTEGER: Final = KINDS["integral"]
REAL_FLOATING: Final = KINDS["real floating"]
COMPLEX_FLOATING: Final = KINDS["complex floating"]
FLOATING: Final = REAL_FLOATING | COMPLEX_FLOATING
REAL_NUMERIC: Final = INTEGER | REAL_FLOATING
NUMERIC: Final = KINDS["numeric"]
ALL: Final = frozenset(ALL_BY_NAME.values())
INTEGER_OR_BOOL: Final = INTEGER | BOOLEAN
REAL_OR_BOOL: Final = REAL_NUMERIC | BOOLEAN

DEFAULT_REAL_FLOATING: Final = float32
DEFAULT_COMPLEX_FLOATING: Final = complex64
DEFAULT_INTEGRAL: Final = int32
DEFAULT_INDEXING: Final = int64

#: Bit width of each integer dtype.
BITS: Final[dict[Any, int]] = {ALL_BY_NAME[n]: b for n, b in c.BITS.items()}
#: Complex dtype -> the real dtype of its components; real -> complex.
REAL_OF: Final[dict[Any, Any]] = {complex64: float32}
COMPLEX_OF: Final[dict[Any, Any]] = {float32: complex64, float64: complex64,
                                     float16: complex64, bfloat16: complex64}


def _mlx_promote(a: str, b: str) -> str | None:
    std = c.promote_names(a, b)
    if std == "complex128":
        return "complex64"  # float64 with complex64: MLX has no complex128
    if std is not None:
        return std
    ka = "bool" if a == "bool" else "int" if a in c.KINDS["integral"] else "float"
    kb = "bool" if b == "bool" else "int" if b in c.KINDS["integral"] else "float"
    if "bool" in (ka, kb):
        return b if ka == "bool" else a
    if ka == kb == "int":
        return "float32"  # uint64 with a signed integer
    return (a if ka == "float" else b) if ka != kb else None


#: (dtype, dtype) -> the result dtype of MLX's operators, every pair of the 14.
PROMOTION_TABLE: Final[dict[tuple[Any, Any], Any]] = {
    (ALL_BY_NAME[a], ALL_BY_NAME[b]): ALL_BY_NAME[r]
    for a in ALL_BY_NAME for b in ALL_BY_NAME if (r := _mlx_promote(a, b)) is not None}


def name_of(dtype: Any) -> str:
    """The standard name of ``dtype``."""
    return NAME_OF[dtype]
