"""Conversion between native arrays and EagerPy tensors, and back (``restore_type``)."""

from __future__ import annotations

from typing import Any, Generic, TypeVar, overload

from .._facade._core import Tensor as _Facade
from .._pytree import flatten, unflatten
from .._typing._array import NativeArrayT as _ArrayT
from ._tensor import Tensor, astensor

__all__ = ["RestoreTypeFunc", "astensor", "astensor_", "astensors", "astensors_"]

T = TypeVar("T")
_NativeT = TypeVar("_NativeT")


def astensors(*xs: Any) -> tuple[Tensor[Any], ...]:
    """Each argument as a tensor (see :func:`astensor`)."""
    return tuple(astensor(x) for x in xs)


def _to_raw(x: Any) -> Any:
    return x.raw if isinstance(x, _Facade) else x


def _to_tensor(x: Any) -> Any:
    if isinstance(x, Tensor):
        return x
    if isinstance(x, _Facade):
        return astensor(x)
    try:
        return astensor(x)
    except TypeError:
        return x  # a non-array leaf (a Python scalar, a string ...) is left alone


class RestoreTypeFunc(Generic[T]):
    """Gives results back in the type of the original input.

    If the input was a native array, tensors (also inside tuples, lists and dicts) are
    unwrapped; if it was a tensor, native arrays are wrapped.  One argument returns
    one value, several return a tuple.
    """

    __slots__ = ("unwrap",)

    def __init__(self, x: T) -> None:
        self.unwrap = not isinstance(x, _Facade)

    @overload
    def __call__(self, x: Tensor[Any], /) -> T: ...
    @overload
    def __call__(self, x: object, /, *args: object) -> Any: ...

    def __call__(self, *args: Any) -> Any:
        convert = _to_raw if self.unwrap else _to_tensor
        out = tuple(_map(convert, a) for a in args)
        return out[0] if len(out) == 1 else out


def _map(fn: Any, tree: Any) -> Any:
    if isinstance(tree, (_Facade, *_PLAIN)):
        return fn(tree)  # the common case: a single tensor or array
    leaves, treedef = flatten(tree)
    return unflatten(treedef, [fn(x) for x in leaves])


_PLAIN: tuple[type, ...] = (int, float, bool, complex, str)


@overload
def astensor_(  # type: ignore[overload-overlap]
    x: Tensor[_NativeT],
) -> tuple[Tensor[_NativeT], RestoreTypeFunc[Tensor[_NativeT]]]: ...
@overload
def astensor_(  # type: ignore[overload-overlap]
    x: _Facade[_NativeT],
) -> tuple[Tensor[_NativeT], RestoreTypeFunc[_Facade[_NativeT]]]: ...
@overload
def astensor_(x: _ArrayT) -> tuple[Tensor[_ArrayT], RestoreTypeFunc[_ArrayT]]: ...
def astensor_(x: Any) -> tuple[Tensor[Any], RestoreTypeFunc[Any]]:
    """``(astensor(x), restore_type)``."""
    return astensor(x), RestoreTypeFunc(x)


def astensors_(x: T, *xs: T) -> tuple[tuple[Tensor[Any], ...], RestoreTypeFunc[T]]:
    """``(astensors(x, *xs), restore_type)``; ``restore_type`` follows the first input."""
    return astensors(x, *xs), RestoreTypeFunc(x)
