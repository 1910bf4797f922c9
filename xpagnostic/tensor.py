"""The Tensor facade: a chainable, standard array object over any backend.

``astensor(x).square().sum().sqrt().raw`` works the same on NumPy, PyTorch,
JAX and TensorFlow arrays.  ``Tensor.__array_namespace__`` returns
:func:`facade_namespace`, whose functions take and return Tensors.  See
``docs/facade.md``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any, TypeVar, overload

from ._facade import _namespace
from ._facade._autodiff import FacadeAutodiff, FacadeCustomVjp
from ._facade._core import Tensor
from ._facade._methods import TensorMethods
from ._facade._namespace import FacadeNamespace
from ._namespace import register_public_module
from ._tracing import not_converted, not_converted_in
from ._typing._array import NativeArray

_A = TypeVar("_A")
_ArrayT = TypeVar("_ArrayT", bound=NativeArray)

__all__ = [
    "FacadeNamespace",
    "Tensor",
    "astensor",
    "astensor_",
    "astensors",
    "astensors_",
    "facade_namespace",
]


def facade_namespace(backend: str) -> FacadeNamespace:
    """The facade namespace of ``backend`` (a key of the backend table, ``'numpy'`` ...):
    the standard's functions over Tensors (what ``Tensor.__array_namespace__`` returns)."""
    return _namespace.facade_namespace(backend, Tensor)


@overload
def astensor(x: Tensor[_A]) -> Tensor[_A]: ...  # type: ignore[overload-overlap]
@overload
def astensor(x: _ArrayT) -> Tensor[_ArrayT]: ...
def astensor(x: Any) -> Tensor[Any]:
    """``x`` as a Tensor: a Tensor is returned unchanged, a native array is wrapped.

    Raises ``TypeError`` for anything that is not an array of a supported backend.
    """
    if isinstance(x, Tensor):
        return x
    return Tensor(x)


@overload
def astensors(  # type: ignore[overload-overlap]
    *xs: Tensor[_A],
) -> tuple[Tensor[_A], ...]: ...
@overload
def astensors(*xs: _ArrayT) -> tuple[Tensor[_ArrayT], ...]: ...
def astensors(*xs: Any) -> tuple[Tensor[Any], ...]:
    """Each argument as a Tensor (see :func:`astensor`)."""
    return tuple(astensor(x) for x in xs)


def _tree_map(fn: Callable[[Any], Any], tree: Any) -> Any:
    t = type(tree)
    if t is tuple or t is list:
        return t(_tree_map(fn, v) for v in tree)
    if t is dict:
        return {k: _tree_map(fn, v) for k, v in tree.items()}
    if isinstance(tree, tuple) and hasattr(tree, "_fields"):
        return t(*(_tree_map(fn, v) for v in tree))
    return fn(tree)


def _unwrap_leaf(x: Any) -> Any:
    return x.raw if isinstance(x, Tensor) else x


def _wrap_leaf(x: Any) -> Any:
    if isinstance(x, Tensor) or x is None or type(x) in (bool, int, float, complex, str):
        return x
    return astensor(x)


def _restorer(was_tensor: bool) -> Callable[[Any], Any]:
    @not_converted
    def restore_type(tree: Any) -> Any:
        """Give back ``tree`` (a pytree of Tensors or arrays) in the callers' original type."""
        return _tree_map(_wrap_leaf if was_tensor else _unwrap_leaf, tree)

    return restore_type


@overload
def astensor_(  # type: ignore[overload-overlap]
    x: Tensor[_A],
) -> tuple[Tensor[_A], Callable[[Any], Any]]: ...
@overload
def astensor_(x: _ArrayT) -> tuple[Tensor[_ArrayT], Callable[[Any], Any]]: ...
def astensor_(x: Any) -> tuple[Tensor[Any], Callable[[Any], Any]]:
    """``(astensor(x), restore_type)``; ``restore_type`` returns natives if ``x`` was native."""
    return astensor(x), _restorer(isinstance(x, Tensor))


@overload
def astensors_(  # type: ignore[overload-overlap]
    *xs: Tensor[_A],
) -> tuple[tuple[Tensor[_A], ...], Callable[[Any], Any]]: ...
@overload
def astensors_(*xs: _ArrayT) -> tuple[tuple[Tensor[_ArrayT], ...], Callable[[Any], Any]]: ...
def astensors_(*xs: Any) -> tuple[tuple[Tensor[Any], ...], Callable[[Any], Any]]:
    """``(astensors(*xs), restore_type)``; natives come back if the first input was native."""
    was_tensor = bool(xs) and isinstance(xs[0], Tensor)
    return astensors(*xs), _restorer(was_tensor)


# AutoGraph calls the facade's functions and methods as they are (see _tracing): Tensor's
# own, those it inherits, and those of the facade's autodiff extension.
for _namespace_of_ours in (sys.modules[__name__], Tensor, TensorMethods, FacadeAutodiff,
                           FacadeCustomVjp):
    not_converted_in(_namespace_of_ours)
not_converted(FacadeCustomVjp)
del _namespace_of_ours
register_public_module(sys.modules[__name__])
