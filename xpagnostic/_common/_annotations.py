"""The annotations of the standard's signatures (array-api-strict's) written as text, for
the generators of the Tensor facade's methods (``_facade/_generate.py``) and of the typed
namespaces (``_typing/_generate.py``).

:class:`AnnotationText` writes the structure (unions, literals, tuples, sequences, Python
scalars); each generator's subclass writes the leaves in its own vocabulary: the array
type, an annotation left open, and the standard's named types (``DType``, ``Device``, result
tuples...)."""

from __future__ import annotations

import inspect
import types
import typing
from collections.abc import Iterator
from typing import Any

__all__ = ["AnnotationText", "leaves"]


def leaves(a: Any) -> Iterator[Any]:
    """The members of the union ``a`` (nested unions flattened), or ``a`` itself."""
    origin = typing.get_origin(a)
    if origin is typing.Union or isinstance(a, types.UnionType):
        for arg in typing.get_args(a):
            yield from leaves(arg)
    else:
        yield a


def _members(text: str) -> list[str]:
    """The members of the union written ``text``, split outside brackets (a ``tuple[...]``
    of a union is one member)."""
    parts, depth, start = [], 0, 0
    for i, c in enumerate(text):
        depth += (c == "[") - (c == "]")
        if depth == 0 and text.startswith(" | ", i):
            parts.append(text[start:i])
            start = i + 3
    parts.append(text[start:])
    return parts


def _enum_or_undef(leaf: Any) -> bool:
    # array-api-strict's own markers in unions, no type of the standard
    return type(leaf).__name__ == "EnumType" or getattr(leaf, "__name__", "") == "Undef"


class AnnotationText:
    """An annotation as text; ``result`` (given for a function's result, None for a
    parameter) reaches the leaves, which may write a result differently."""

    #: The text of an annotation left open (no annotation, or ``Any``).
    open_text = "Any"
    #: Where set, a union with a member written so is written so as a whole.
    absorbing: str | None = None

    def array(self, result: Any) -> str:
        """The text of the standard's array type."""
        raise NotImplementedError

    def is_array(self, a: Any) -> bool:
        """Whether ``a`` is the standard's array type (array-api-strict's ``Array``)."""
        from array_api_strict._array_object import Array

        return a is Array

    def literal(self, value: Any) -> str:
        """A value of a ``Literal``."""
        return repr(value)

    def named(self, a: Any, name: str, result: Any) -> str:
        """A type of the standard known by its ``name`` (``DType``, ``Device``...)."""
        raise ValueError(f"generate: no rendering for annotation {a!r}")

    def __call__(self, a: Any, *, result: Any = None) -> str:
        if a is inspect.Parameter.empty or a is typing.Any:
            return self.open_text
        if a is None or a is type(None):
            return "None"
        if self.is_array(a):
            return self.array(result)
        if a is Ellipsis:
            return "..."
        origin = typing.get_origin(a)
        if origin is typing.Union or isinstance(a, types.UnionType):
            parts: list[str] = []
            for leaf in leaves(a):
                if _enum_or_undef(leaf):
                    continue
                text = self(leaf, result=result)
                if text == self.absorbing:
                    return text
                for piece in _members(text):
                    if piece not in parts:
                        parts.append(piece)
            if "None" in parts:  # None last
                parts.remove("None")
                parts.append("None")
            return " | ".join(parts)
        if origin is typing.Literal:
            return "Literal[" + ", ".join(self.literal(v) for v in typing.get_args(a)) + "]"
        if origin in (tuple, list):
            args = ", ".join(self(x, result=result) for x in typing.get_args(a))
            return f"{origin.__name__}[{args}]"
        if origin is not None and getattr(origin, "__name__", "") == "Sequence":
            return "Sequence[" + ", ".join(self(x) for x in typing.get_args(a)) + "]"
        if a in (bool, int, float, complex, str):
            return str(a.__name__)
        return self.named(a, getattr(a, "__name__", ""), result)
