"""``finfo`` and ``iinfo`` with the standard's result objects, and ``can_cast`` by the
standard's promotion lattice, for any backend.

The standard wants Python numbers for the limits and a real dtype object for
``dtype``; NumPy and JAX give NumPy scalars, PyTorch gives dtype names.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ._dtypes import ALL_NAMES, promote_names

__all__ = ["can_cast_for", "finfo_object", "finfo_for", "iinfo_object", "iinfo_for"]


@dataclass(frozen=True)
class finfo_object:  # (name used by the standard)
    """Machine limits of a floating-point dtype (for complex: of its components)."""

    bits: int
    eps: float
    max: float
    min: float
    smallest_normal: float
    dtype: Any


@dataclass(frozen=True)
class iinfo_object:  # (name used by the standard)
    """Machine limits of an integer dtype."""

    bits: int
    max: int
    min: int
    dtype: Any


class Fail(Protocol):
    """A namespace's error path: ``fail(name, exception, args, retry=fn)`` returns ``fn``'s
    result for dtypes given by name, or raises the error contract's exception
    (``xpagnostic._common._errors.failed``)."""

    def __call__(self, name: str, native: Exception, args: tuple[Any, ...],
                 kwargs: dict[str, Any] | None = None, *,
                 retry: Callable[..., Any] | None = None) -> Any: ...


def _raise(name: str, native: Exception, args: tuple[Any, ...],
           kwargs: dict[str, Any] | None = None, *,
           retry: Callable[..., Any] | None = None) -> Any:
    raise native


def _dtype_of(type_: Any) -> Any:
    dt = getattr(type_, "dtype", None)
    return type_ if dt is None or isinstance(type_, type) else dt


def finfo_for(
    native: Callable[[Any], Any], to_dtype: Callable[[Any], Any], fail: Fail = _raise
) -> Callable[[Any], finfo_object]:
    """Build ``finfo`` from a backend's own finfo and a map from its ``.dtype`` to a dtype
    (``fail``: the namespace's error path)."""

    def finfo(type: Any, /) -> finfo_object:
        try:
            info = native(_dtype_of(type))
            return finfo_object(int(info.bits), float(info.eps), float(info.max),
                                float(info.min), float(info.smallest_normal),
                                to_dtype(info.dtype))
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail("finfo", e, (type,), retry=finfo)  # type: ignore[no-any-return]

    return finfo


def iinfo_for(
    native: Callable[[Any], Any], to_dtype: Callable[[Any], Any], fail: Fail = _raise
) -> Callable[[Any], iinfo_object]:
    """Build ``iinfo`` from a backend's own iinfo and a map from its ``.dtype`` to a dtype
    (``fail``: the namespace's error path)."""

    def iinfo(type: Any, /) -> iinfo_object:
        try:
            info = native(_dtype_of(type))
            return iinfo_object(int(info.bits), int(info.max), int(info.min),
                                to_dtype(info.dtype))
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail("iinfo", e, (type,), retry=iinfo)  # type: ignore[no-any-return]

    return iinfo


def can_cast_for(
    native: Callable[[Any, Any], bool], name_of: Callable[[Any], str], fail: Fail = _raise
) -> Callable[[Any, Any], bool]:
    """Build ``can_cast`` from a backend's own and a map from its dtypes to standard names.

    Where the standard's promotion lattice (with the half dtypes) joins the two dtypes, the
    cast is allowed exactly when promotion gives the target (so no narrowing: ``int16`` to
    ``int8``, ``float64`` to ``float32`` or ``float32`` to ``float16`` is ``False``).
    Across kinds the lattice does not join (``bool`` to a number, integers to floating
    point) the standard leaves the answer open and the backend's own rule stands.
    """

    def can_cast(from_: Any, to: Any, /) -> bool:
        try:
            src = _dtype_of(from_)
            a, b = name_of(src), name_of(to)
            if a in ALL_NAMES and b in ALL_NAMES:
                promoted = promote_names(a, b)
                if promoted is not None:
                    return promoted == b
            return bool(native(src, to))
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail("can_cast", e, (from_, to), retry=can_cast)  # type: ignore[no-any-return]

    return can_cast
