"""Dtype names, kinds and the standard's promotion lattice, by name.

One table for every backend: a backend maps its native dtypes to these names
and back.  See the standard's "Type Promotion Rules" chapter.
"""

from __future__ import annotations

from typing import Final

__all__ = ["DTYPE_NAMES", "KINDS", "SAME_KIND_ORDER", "kind_names", "promote_names",
           "same_kind_castable"]

#: The standard's dtypes, in the order the inspection API lists them.
DTYPE_NAMES: Final = (
    "bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "float32", "float64", "complex64", "complex128",
)

_SIGNED: Final = ("int8", "int16", "int32", "int64")
_UNSIGNED: Final = ("uint8", "uint16", "uint32", "uint64")
_REAL: Final = ("float32", "float64")
_COMPLEX: Final = ("complex64", "complex128")

#: Kind name (as ``isdtype`` and ``info.dtypes(kind=...)`` spell it) -> dtype names.
KINDS: Final[dict[str, tuple[str, ...]]] = {
    "bool": ("bool",),
    "signed integer": _SIGNED,
    "unsigned integer": _UNSIGNED,
    "integral": _SIGNED + _UNSIGNED,
    "real floating": _REAL,
    "complex floating": _COMPLEX,
    "numeric": _SIGNED + _UNSIGNED + _REAL + _COMPLEX,
}


def kind_names(kind: str | tuple[str, ...] | None, where: str) -> frozenset[str]:
    """The dtype names in ``kind`` (a kind name or a tuple of them); all for ``None``."""
    if kind is None:
        return frozenset(DTYPE_NAMES)
    kinds = kind if isinstance(kind, tuple) else (kind,)
    out: set[str] = set()
    for k in kinds:
        if k not in KINDS:
            raise ValueError(f"{where}: unknown dtype kind {k!r}; expected one of {list(KINDS)}")
        out.update(KINDS[k])
    return frozenset(out)


def _bits(name: str) -> int:
    return int("".join(c for c in name if c.isdigit()))


def _promote_pair(a: str, b: str) -> str | None:
    if a == b:
        return a
    ka = next(k for k in ("bool", "signed", "unsigned", "real", "complex") if _in(a, k))
    kb = next(k for k in ("bool", "signed", "unsigned", "real", "complex") if _in(b, k))
    if "bool" in (ka, kb):
        return None
    if ka == kb:
        return a if _bits(a) >= _bits(b) else b
    if {ka, kb} == {"signed", "unsigned"}:
        s, u = (a, b) if ka == "signed" else (b, a)
        if _bits(s) > _bits(u):
            return s
        return None if _bits(u) == 64 else f"int{2 * _bits(u)}"
    if {ka, kb} == {"real", "complex"}:
        r, c = (a, b) if ka == "real" else (b, a)
        return "complex128" if "64" in r or c == "complex128" else "complex64"
    return None  # integer with floating point: not defined by the standard


def _in(name: str, kind: str) -> bool:
    return name in {"bool": ("bool",), "signed": _SIGNED, "unsigned": _UNSIGNED,
                    "real": _REAL, "complex": _COMPLEX}[kind]


_TABLE: Final = {
    (a, b): r for a in DTYPE_NAMES for b in DTYPE_NAMES
    if (r := _promote_pair(a, b)) is not None
}


def promote_names(a: str, b: str) -> str | None:
    """The standard's result dtype name for ``a`` and ``b``; ``None`` where it has none."""
    return _TABLE.get((a, b))


#: NumPy's ``same_kind`` casting, by kind: a value may be cast to a dtype of its own kind or
#: of a later kind in this order (``numpy.can_cast(a, b, casting="same_kind")``).  Unsigned
#: integers come before signed ones: ``uint8 -> int8`` is allowed, ``int8 -> uint8`` is not.
SAME_KIND_ORDER: Final = ("bool", "unsigned integer", "signed integer", "real floating",
                          "complex floating")


def same_kind_castable(src_kind: str, dst_kind: str) -> bool:
    """Whether NumPy's ``same_kind`` rule casts a ``src_kind`` value to a ``dst_kind`` dtype
    (kinds as in :data:`SAME_KIND_ORDER`)."""
    return SAME_KIND_ORDER.index(src_kind) <= SAME_KIND_ORDER.index(dst_kind)
