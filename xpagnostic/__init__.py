"""xpagnostic: write array code once, run it natively on NumPy, PyTorch, JAX, TensorFlow, Dask
and MLX.

``import xpagnostic`` imports no array framework.  Backend namespaces
(``xpagnostic.numpy``, ``.torch``, ``.jax``, ``.tensorflow``, ``.dask``, ``.mlx``: one per row of
the backend table, :mod:`xpagnostic._backends`) are imported on first use, normally
through :func:`get_namespace`.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from ._backends import BACKENDS, BackendInfo, backends
from ._common._errors import AxisError
from ._namespace import backend_of, register_public_module
from ._tracing import import_module
from ._typing._array import Array, DType

if TYPE_CHECKING:
    # get_namespace's overloads, generated with the protocols they return.
    from ._typing.namespaces import ArrayNamespace as ArrayNamespace
    from ._typing.namespaces import array_namespace as array_namespace
    from ._typing.namespaces import get_namespace as get_namespace
else:
    from ._namespace import array_namespace, get_namespace
    from ._typing._array import ArrayNamespace

if TYPE_CHECKING:
    # What the lazy ``__getattr__`` below gives, as static checkers see it.
    from . import autodiff as autodiff
    from . import dask as dask
    from . import jax as jax
    from . import mlx as mlx
    from . import numpy as numpy
    from . import tensor as tensor
    from . import tensorflow as tensorflow
    from . import torch as torch
    from .tensor import Tensor as Tensor
    from .tensor import astensor as astensor
    from .tensor import astensor_ as astensor_
    from .tensor import astensors as astensors
    from .tensor import astensors_ as astensors_

#: The version of this xpagnostic release, a string such as ``"0.1.0"``.
__version__ = "0.1.0"

__all__ = ["Array", "ArrayNamespace", "AxisError", "BackendInfo", "DType", "__version__",
           "array_namespace", "backend_of", "backends", "get_namespace"]

#: Backend namespaces (one per row of the backend table) and our extensions, imported on
#: first use.
_LAZY_SUBMODULES = frozenset(BACKENDS) | {"autodiff", "tensor"}
#: Names re-exported from xpagnostic.tensor on first use (it imports no framework either).
_LAZY_TENSOR = frozenset({"Tensor", "astensor", "astensors", "astensor_", "astensors_"})


def __getattr__(name: str) -> Any:
    # import_module: also on the first use of a process inside torch.compile.
    if name in _LAZY_SUBMODULES:
        return import_module(f"{__name__}.{name}")
    if name in _LAZY_TENSOR:
        value = getattr(import_module(f"{__name__}.tensor"), name)
        # Kept as a module global: later look-ups (``xpagnostic.astensor(x)`` in a loop)
        # then skip this function, which would cost a microsecond each time.
        globals()[name] = value
        return value
    raise AttributeError(f"module 'xpagnostic' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(__all__) | _LAZY_SUBMODULES | _LAZY_TENSOR)


register_public_module(sys.modules[__name__])
