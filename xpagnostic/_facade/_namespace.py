"""Facade namespaces: one module-like object per backend whose functions take and return Tensors.

``facade_namespace("jax")`` exposes exactly the names of the standard (read from its
stubs into :mod:`xpagnostic._common._standard`), the standard's dtypes and the extension
dtypes (``float16``, ``bfloat16``, where the backend has them), and the documented
``autodiff`` and ``random`` extensions; every function of ``xpagnostic.jax`` (and of its
``linalg``, ``fft`` and ``random`` extensions) among them is wrapped on first access.
Dtypes, constants and ``__array_namespace_info__`` pass through unchanged.  Any other name
raises ``AttributeError``, so ``hasattr`` probes of libraries see what the facade
supports, never a backend function that would receive Tensors it cannot take.  There is
exactly one object per backend, so libraries that compare namespaces by identity
(scikit-learn) see one namespace.
"""

from __future__ import annotations

import functools
import importlib
from types import ModuleType
from typing import Any, Final

from .._backends import BACKENDS
from .._common._dtypes import ALL_NAMES
from .._common._random import RANDOM_FUNCTIONS
from .._common._standard import FFT, FUNCTIONS_AND_CONSTANTS, LINALG
from .._tracing import not_converted
from ._wrap import TensorBase, unwrap, wrap

_EXTENSIONS: Final = frozenset({"linalg", "fft", "random"})
_PASS_THROUGH: Final = frozenset({"__array_namespace_info__", "__array_api_version__"})
#: Our own documented extensions of the main namespace (docs/facade.md).
_OUR_EXTENSIONS: Final = frozenset({"autodiff"})
#: The names each facade namespace exposes: the main namespace, then each extension.
_PUBLIC: Final = {
    "": FUNCTIONS_AND_CONSTANTS | frozenset(ALL_NAMES) | _EXTENSIONS | _PASS_THROUGH
        | _OUR_EXTENSIONS,
    "linalg": LINALG,
    "fft": FFT,
    "random": frozenset(RANDOM_FUNCTIONS),
}
_CACHE: dict[str, FacadeNamespace] = {}


class FacadeNamespace(ModuleType):
    """Module-like wrapper of one backend namespace (or of one of its extensions)."""

    def __init__(self, name: str, target: ModuleType, backend: str,
                 tensor_type: type[TensorBase], part: str = "") -> None:
        super().__init__(name, f"Tensor facade over {target.__name__}")
        self._target = target
        self._backend = backend
        self._tensor_type = tensor_type
        self._public = _PUBLIC[part]

    def __getattr__(self, name: str) -> Any:
        if name not in self.__dict__.get("_public", ()):
            raise AttributeError(
                f"{self.__name__} has no attribute {name!r}: the facade namespace exposes "
                "the array API standard and the documented extensions only"
            )
        value = getattr(self._target, name)
        if name in _EXTENSIONS and isinstance(value, ModuleType):
            value = FacadeNamespace(f"{self.__name__}.{name}", value, self._backend,
                                    self._tensor_type, name)
        elif name in _OUR_EXTENSIONS:
            from ._autodiff import FacadeAutodiff

            value = FacadeAutodiff(value, self._backend, self._tensor_type)
        elif name == "asarray" and self._target.__name__.count(".") == 1:
            value = _wrap_asarray(value, self._backend, f"{self.__name__}.{name}",
                                  self._tensor_type)
        elif callable(value) and not isinstance(value, type) and name not in _PASS_THROUGH:
            value = _wrap_function(value, self._backend, f"{self.__name__}.{name}",
                                   self._tensor_type)
        setattr(self, name, value)  # cache: later look-ups skip __getattr__
        return value

    def __dir__(self) -> list[str]:
        names = {n for n in self._public if hasattr(self._target, n)}
        return sorted(names | {"__name__", "__doc__"})

    def __repr__(self) -> str:
        return f"<facade namespace {self.__name__!r}>"


def _wrap_function(fn: Any, backend: str, qualname: str, tensor_type: type[TensorBase]) -> Any:
    @functools.wraps(fn)
    def facade_function(*args: Any, **kwargs: Any) -> Any:
        return wrap(fn(*unwrap(args), **unwrap(kwargs)), backend, tensor_type)

    facade_function.__qualname__ = qualname
    return not_converted(facade_function)


def _wrap_asarray(fn: Any, backend: str, qualname: str, tensor_type: type[Any]) -> Any:
    """``asarray`` that returns a Tensor argument itself when no copy or conversion is asked
    for: on JAX and TensorFlow, where a Tensor rebinds its array on ``__setitem__``, sharing
    the Tensor object is how ``copy=False`` keeps later writes visible."""
    inner = _wrap_function(fn, backend, qualname, tensor_type)

    @functools.wraps(fn)
    def asarray(obj: Any, /, *, dtype: Any = None, device: Any = None,
                copy: bool | None = None) -> Any:
        if (isinstance(obj, tensor_type) and obj.backend == backend and copy is not True
                and (dtype is None or dtype == obj.dtype)
                and (device is None or device == obj.device)):
            return obj
        return inner(obj, dtype=dtype, device=device, copy=copy)

    # A call its signature refuses names the namespace's asarray, as the errors the
    # facade's other functions pass on from the namespace do.
    asarray.__qualname__ = f"xpagnostic.{backend}.asarray"
    return asarray


def facade_namespace(backend: str, tensor_type: type[TensorBase]) -> FacadeNamespace:
    """The facade namespace of ``backend`` (a key of the backend table: ``'numpy'`` ...),
    whose functions return ``tensor_type`` (the facade's Tensor; given by the caller, which
    keeps this module below the Tensor class)."""
    ns = _CACHE.get(backend)
    if ns is None:
        row = BACKENDS.get(backend)
        if row is None:
            raise ValueError(
                f"facade_namespace: unknown backend {backend!r}; expected one of "
                f"{', '.join(BACKENDS)}"
            )
        target = importlib.import_module(row.namespace)
        ns = _CACHE.setdefault(backend, FacadeNamespace(f"xpagnostic.tensor.{backend}",
                                                        target, backend, tensor_type))
    return ns
