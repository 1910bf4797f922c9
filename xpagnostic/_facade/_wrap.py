"""Unwrapping Tensor arguments and wrapping native results, recursively."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .._namespace import backend_of

if TYPE_CHECKING:
    from ._core import Tensor


def unwrap(obj: Any) -> Any:
    """``obj`` with every Tensor (also inside tuples, lists and dicts) replaced by its array."""
    from ._core import Tensor

    if isinstance(obj, Tensor):
        return obj.raw
    t = type(obj)
    if t is tuple or t is list:
        return t(unwrap(o) for o in obj)
    if t is dict:
        return {k: unwrap(v) for k, v in obj.items()}
    if isinstance(obj, tuple):
        return _rebuild(t, [unwrap(o) for o in obj])
    return obj


def wrap(obj: Any, backend: str, tensor_type: type[Tensor] | None = None) -> Any:
    """``obj`` with every native array of ``backend`` (also in tuples) wrapped in a Tensor."""
    from ._core import Tensor

    cls = tensor_type or Tensor
    if isinstance(obj, Tensor):
        return obj
    t = type(obj)
    if t is tuple or t is list:
        return t(wrap(o, backend, cls) for o in obj)
    if isinstance(obj, tuple):
        return _rebuild(t, [wrap(o, backend, cls) for o in obj])
    if t in (bool, int, float, complex) or obj is None:
        return obj
    if backend_of(obj) == backend:
        return cls(obj)
    return obj


def _rebuild(t: type[tuple[Any, ...]], items: list[Any]) -> tuple[Any, ...]:
    """A tuple of class ``t`` holding ``items``: named tuples take them as arguments,
    struct sequences (PyTorch's ``torch.return_types``) as one sequence."""
    if hasattr(t, "_fields"):
        return t(*items)
    return t(items)
