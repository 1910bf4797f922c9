"""The dtype core, by name: the standard's dtypes, kinds, limits and promotion lattice.

One table for every backend: a backend maps its native dtypes to these names and back
(TensorFlow derives its ``tf.DType`` tables from these).  See the standard's "Type
Promotion Rules" chapter.

The standard's lattice joins only dtypes of one kind (:func:`promote_names`).  A backend
that promotes across kinds without a rule of its own opts in to NumPy's answers
(:func:`promote_names_cross_kind`): ``bool`` gives way to the other operand, an integer
meets a floating dtype as the smallest real floating dtype that holds each of its
values exactly (``int16 + float32 -> float32``, ``int32 + float32 -> float64``), and
``uint64`` with a signed integer gives ``float64``.

Two extension dtypes join the table: ``float16`` and ``bfloat16`` (:data:`EXTENSION_NAMES`),
real floating dtypes of 16 bits that NumPy (``float16``), PyTorch, JAX and TensorFlow
have.  They extend the lattice as PyTorch and JAX extend it, and the two agree on every
pair of floating dtypes: a half dtype joined with itself stays, ``float16`` with
``bfloat16`` gives ``float32`` (neither holds the other), and with any wider floating or
complex dtype gives that dtype (``float16 + float32 -> float32``, ``bfloat16 + complex64
-> complex64``).  With ``bool`` the half dtype stays.  An integer meets a half dtype by
the cross-kind rule above, which a half dtype joins as one more candidate: ``int8`` and
``uint8`` fit both half dtypes exactly (``int8 + float16 -> float16``), wider integers
do not (``int16 + float16 -> float32``, ``int32 + bfloat16 -> float64``), NumPy's
answers for ``float16``.  PyTorch and JAX give the half dtype for every integer
(``int32 + float16 -> float16``), as they give ``float32`` for ``int32 + float32``:
the namespaces over those frameworks keep the framework's rule, and the cross-kind rule
here is NumPy's for every floating dtype alike.
"""

from __future__ import annotations

from typing import Final

__all__ = ["ALL_NAMES", "BITS", "COMPLEX_OF", "DTYPE_NAMES", "EXACT_WIDER", "EXTENSION_NAMES",
           "INT_RANGE", "KINDS", "REAL_OF", "SAME_KIND_ORDER", "kind_names",
           "promote_names", "promote_names_cross_kind", "same_kind_castable", "unknown_kind"]

#: The standard's dtypes, in the order the inspection API lists them.
DTYPE_NAMES: Final = (
    "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "float32", "float64", "complex64", "complex128",
)

#: The extension dtypes: real floating dtypes of half precision, outside the standard's
#: list (``__array_namespace_info__().dtypes()`` never lists them) but accepted by every
#: function of a namespace whose framework has them.
EXTENSION_NAMES: Final = ("float16", "bfloat16")

#: Every dtype name the core knows: the standard's, then the extensions.
ALL_NAMES: Final = DTYPE_NAMES + EXTENSION_NAMES

_SIGNED: Final = ("int8", "int16", "int32", "int64")
_UNSIGNED: Final = ("uint8", "uint16", "uint32", "uint64")
_REAL: Final = ("float32", "float64")
_COMPLEX: Final = ("complex64", "complex128")

_HALF: Final = EXTENSION_NAMES

#: Kind name (as ``isdtype`` and ``info.dtypes(kind=...)`` spell it) -> dtype names,
#: the extension dtypes included (they are ``real floating`` and ``numeric``).
KINDS: Final[dict[str, tuple[str, ...]]] = {
    "bool": ("bool",),
    "signed integer": _SIGNED,
    "unsigned integer": _UNSIGNED,
    "integral": _SIGNED + _UNSIGNED,
    "real floating": _REAL + _HALF,
    "complex floating": _COMPLEX,
    "numeric": _SIGNED + _UNSIGNED + _REAL + _COMPLEX + _HALF,
}

#: Bit width of each integer dtype.
BITS: Final[dict[str, int]] = {n: int(n.removeprefix("u").removeprefix("int"))
                               for n in _SIGNED + _UNSIGNED}

#: (min, max) of each integer dtype, and of ``bool`` as 0..1.
INT_RANGE: Final[dict[str, tuple[int, int]]] = {
    **{n: (-(2 ** (BITS[n] - 1)), 2 ** (BITS[n] - 1) - 1) for n in _SIGNED},
    **{n: (0, 2 ** BITS[n] - 1) for n in _UNSIGNED},
    "bool": (0, 1),
}

#: Real floating dtype -> the narrowest complex dtype that holds its values (of the same
#: precision for the standard's; ``complex64`` for a half dtype, which has no complex
#: twin), and complex dtype -> real dtype of its components.
COMPLEX_OF: Final[dict[str, str]] = {**dict(zip(_REAL, _COMPLEX)),
                                     **dict.fromkeys(_HALF, "complex64")}
REAL_OF: Final[dict[str, str]] = dict(zip(_COMPLEX, _REAL))

#: Significand bits (with the implicit one) of each floating dtype's real components.
_MANTISSA: Final = {"float16": 11, "bfloat16": 8, "float32": 24, "float64": 53,
                   "complex64": 24, "complex128": 53}


def unknown_kind(where: str, kind: object) -> ValueError:
    """The error for a kind name that is not one of :data:`KINDS` (every namespace's)."""
    return ValueError(f"{where}: unknown dtype kind {kind!r}; expected one of "
                      + ", ".join(map(repr, KINDS)))


def kind_names(kind: str | tuple[str, ...] | None, where: str) -> frozenset[str]:
    """The dtype names in ``kind`` (a kind name or a tuple of them, extension dtypes
    included); the standard's for ``None``."""
    if kind is None:
        return frozenset(DTYPE_NAMES)
    kinds = kind if isinstance(kind, tuple) else (kind,)
    out: set[str] = set()
    for k in kinds:
        if k not in KINDS:
            raise unknown_kind(where, k)
        out.update(KINDS[k])
    return frozenset(out)


def _kind(name: str) -> str:
    for kind in ("bool", "signed integer", "unsigned integer", "real floating",
                 "complex floating"):
        if name in KINDS[kind]:
            return kind
    raise KeyError(name)


def _holds(wide: str, narrow: str) -> bool:
    """Whether every value of the integer (or bool) dtype ``narrow`` is exact in ``wide``."""
    lo, hi = INT_RANGE[narrow]
    if wide in INT_RANGE:
        wlo, whi = INT_RANGE[wide]
        return wlo <= lo and hi <= whi
    return max(-lo, hi) <= 1 << _MANTISSA[wide]


def _promote_pair(a: str, b: str, cross_kind: bool) -> str | None:
    if a == b:
        return a
    ka, kb = _kind(a), _kind(b)
    if "bool" in (ka, kb):
        return (b if ka == "bool" else a) if cross_kind else None
    integral = KINDS["integral"]
    if a in integral and b in integral:
        for candidate in ("int8", "uint8", "int16", "uint16", "int32", "uint32", "int64",
                          "uint64"):
            if _holds(candidate, a) and _holds(candidate, b):
                return candidate
        return "float64" if cross_kind else None  # uint64 with a signed integer
    if a in integral or b in integral:
        if not cross_kind:
            return None  # integer with floating point: not defined by the standard
        number = b if a in integral else a
        candidates = ((number,) if number in _HALF else ()) + ("float32",)
        a, b = (next((f for f in candidates if _holds(f, n)), "float64") if n in integral
                else n for n in (a, b))
        if a == b:
            return a
    wide = 53 in (_MANTISSA[a], _MANTISSA[b])
    if "complex floating" in (_kind(a), _kind(b)):
        return "complex128" if wide else "complex64"
    return "float64" if wide else "float32"  # a half dtype with any other real one too


#: Dtype name -> the dtypes of its own kind (bool: any integer) that hold each of its
#: values exactly, narrowest first: where a value may go when a kernel lacks its dtype
#: (``float16 -> float32``: how a half dtype is computed where a kernel lacks it).
EXACT_WIDER: Final[dict[str, tuple[str, ...]]] = {
    **{n: tuple(w for w in ("int8", "uint8", "int16", "uint16", "int32", "uint32", "int64",
                            "uint64") if w != n and _holds(w, n))
       for n in ("bool", *_SIGNED, *_UNSIGNED)},
    **{n: tuple(w for w in _REAL if _MANTISSA[w] > _MANTISSA[n]) for n in _REAL + _HALF},
    **{n: tuple(w for w in _COMPLEX if _MANTISSA[w] > _MANTISSA[n]) for n in _COMPLEX},
}


_TABLE: Final = {
    (a, b): r for a in ALL_NAMES for b in ALL_NAMES
    if (r := _promote_pair(a, b, cross_kind=False)) is not None
}
_CROSS_KIND_TABLE: Final = {
    (a, b): _TABLE.get((a, b)) or _promote_pair(a, b, cross_kind=True)
    for a in ALL_NAMES for b in ALL_NAMES
}


def promote_names(a: str, b: str) -> str | None:
    """The standard's result dtype name for ``a`` and ``b``, extended to the half dtypes;
    ``None`` where it has none (mixed kinds)."""
    return _TABLE.get((a, b))


def promote_names_cross_kind(a: str, b: str) -> str | None:
    """:func:`promote_names`, and NumPy's answer where the standard has none (mixed kinds);
    ``None`` only for names outside :data:`ALL_NAMES`."""
    return _CROSS_KIND_TABLE.get((a, b))


#: NumPy's ``same_kind`` casting, by kind: a value may be cast to a dtype of its own kind or
#: of a later kind in this order (``numpy.can_cast(a, b, casting="same_kind")``).  Unsigned
#: integers come before signed ones: ``uint8 -> int8`` is allowed, ``int8 -> uint8`` is not.
SAME_KIND_ORDER: Final = ("bool", "unsigned integer", "signed integer", "real floating",
                          "complex floating")


def same_kind_castable(src_kind: str, dst_kind: str) -> bool:
    """Whether NumPy's ``same_kind`` rule casts a ``src_kind`` value to a ``dst_kind`` dtype
    (kinds as in :data:`SAME_KIND_ORDER`)."""
    return SAME_KIND_ORDER.index(src_kind) <= SAME_KIND_ORDER.index(dst_kind)
