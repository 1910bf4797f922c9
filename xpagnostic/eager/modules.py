"""``ep.torch``, ``ep.tensorflow``, ``ep.jax`` and ``ep.numpy``: framework modules whose
functions return EagerPy tensors.

``ep.torch.zeros(3, device="cuda")`` calls ``torch.zeros`` and wraps the result as a
``PyTorchTensor``.  The framework is imported on first attribute access, never by
``import xpagnostic.eager``.  Tensor arguments are unwrapped; results that are
native arrays (``numpy.ndarray``, not NumPy scalars) are wrapped, anything else
is returned unchanged.  Submodules (``ep.jax.numpy``) are wrapped the same way;
classes are returned as they are.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable
from types import ModuleType
from typing import Any

from .._facade._wrap import unwrap
from .._namespace import backend_of

__all__ = ["ModuleWrapper", "jax", "numpy", "tensorflow", "torch"]


def _wrap_result(x: Any) -> Any:
    if backend_of(x) is None:
        return x
    np = importlib.import_module("numpy")
    if isinstance(x, np.generic):
        return x  # a NumPy scalar stays a scalar, as in EagerPy
    from ._astensor import astensor

    return astensor(x)


def _wrap_function(f: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(f)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        return _wrap_result(f(*unwrap(args), **unwrap(kwargs)))

    return wrapper


class ModuleWrapper(ModuleType):
    """A framework module, imported on first use, whose functions return tensors."""

    def __init__(self, name: str) -> None:
        super().__init__(name, f"EagerPy-style wrapper of the {name!r} module")

    def _module(self) -> ModuleType:
        return importlib.import_module(self.__name__)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        attr = getattr(self._module(), name)
        if isinstance(attr, ModuleType):
            attr = ModuleWrapper(attr.__name__)
        elif callable(attr) and not isinstance(attr, type):
            attr = _wrap_function(attr)
        else:
            return attr  # data (dtypes, constants) is read afresh each time
        setattr(self, name, attr)
        return attr

    def __dir__(self) -> list[str]:
        return sorted(set(dir(self._module())))

    def __repr__(self) -> str:
        return f"<xpagnostic.eager wrapper of module {self.__name__!r}>"


torch = ModuleWrapper("torch")
tensorflow = ModuleWrapper("tensorflow")
jax = ModuleWrapper("jax")
numpy = ModuleWrapper("numpy")
