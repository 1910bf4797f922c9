"""Unwrapping Tensor arguments and wrapping native results, recursively."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .._namespace import backend_of, register_tensor_class
from ._adapters import ADAPTERS

_SCALARS = (bool, int, float, complex)
#: Argument types that never hold a Tensor: returned by unwrap at once.
_ATOMS = frozenset({type(None), bool, int, float, complex, str, type(Ellipsis)})


class TensorBase:
    """The root of the Tensor classes: what unwrapping and wrapping need to know of them.

    It lives here, below the Tensor class, so that this module needs no import of it: a
    Tensor is recognised by this base, and ``wrap`` is told which class to build.
    """

    __slots__ = ()
    _raw: Any

    def __init__(self, raw: Any) -> None:
        raise NotImplementedError


# The layers below the facade (get_namespace, xpagnostic.autodiff) recognise Tensors by it.
register_tensor_class(TensorBase)


def unwrap(obj: Any) -> Any:
    """``obj`` with every Tensor (also inside tuples, lists and dicts) replaced by its array."""
    t = type(obj)
    if t in _ATOMS:
        return obj
    if isinstance(obj, TensorBase):
        return obj._raw
    if t is tuple or t is list:
        return t(unwrap(o) for o in obj)
    if t is slice:
        # Slice bounds may be 0-d integer Tensors (``x[t0:t1]``).
        parts = (obj.start, obj.stop, obj.step)
        if all(type(p) in _ATOMS for p in parts):
            return obj
        return slice(*(unwrap(p) for p in parts))
    if t is dict:
        return {k: unwrap(v) for k, v in obj.items()}
    if isinstance(obj, tuple):
        return _rebuild(t, [unwrap(o) for o in obj])
    return obj


def wrap(obj: Any, backend: str, cls: type[TensorBase]) -> Any:
    """``obj`` with every native array of ``backend`` (also in tuples) wrapped in a ``cls``."""
    if isinstance(obj, TensorBase):
        return obj
    t = type(obj)
    if t is tuple or t is list:
        return t(wrap(o, backend, cls) for o in obj)
    if isinstance(obj, tuple):
        return _rebuild(t, [wrap(o, backend, cls) for o in obj])
    if t in _SCALARS or obj is None:
        return obj
    if backend_of(obj) == backend:
        return cls(as_array(obj, backend))
    return obj


#: Scalar type seen so far (NumPy's) -> (its backend, the conversion to a 0-d array): such
#: results are made 0-d arrays at the cost of one look-up.
SCALAR_TYPES: dict[type, tuple[str, Callable[[Any], Any]]] = {}


def as_array(obj: Any, backend: str) -> Any:
    """``obj``, a native value of ``backend``; scalars (which NumPy's reductions return)
    become 0-d arrays, so that a Tensor always holds an array."""
    converter = ADAPTERS[backend].scalar_converter
    if converter is None:
        return obj
    to_array = converter(obj)
    if to_array is None:
        return obj
    SCALAR_TYPES[type(obj)] = (backend, to_array)
    return to_array(obj)


def _rebuild(t: type[tuple[Any, ...]], items: list[Any]) -> tuple[Any, ...]:
    """A tuple of class ``t`` holding ``items``: named tuples take them as arguments,
    struct sequences (PyTorch's ``torch.return_types``) as one sequence."""
    if hasattr(t, "_fields"):
        return t(*items)
    return t(items)
