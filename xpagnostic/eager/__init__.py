"""``xpagnostic.eager``: EagerPy's API on xpagnostic.  EagerPy code switches with one line::

    import xpagnostic.eager as ep

    def l2_normalize(x):
        x, restore_type = ep.astensor_(x)       # torch, TensorFlow, JAX or NumPy array
        return restore_type(x / ep.norms.l2(x, axis=-1, keepdims=True))

Names, signatures and semantics follow EagerPy 0.30 (``ep.astensor``,
``ep.value_and_grad``, ``ep.norms``, ``ep.PyTorchTensor`` ...); the deliberate
differences are listed in ``docs/eager.md``.  Every operation runs through the
backend's xpagnostic namespace, and gradients through ``xp.autodiff``.  Importing
this module imports no framework.
"""

from __future__ import annotations

import sys
from typing import TypeVar

from .._namespace import register_public_module
from . import modules, norms, types, utils
from ._alias import register_as_eagerpy
from ._astensor import RestoreTypeFunc, astensor, astensor_, astensors, astensors_
from ._autodiff import value_and_grad, value_and_grad_fn, value_aux_and_grad
from ._framework import *
from ._framework import __all__ as _framework_all
from ._random import seed
from ._tensor import (
    _CLASSES,
    JAXTensor,
    NumPyTensor,
    PyTorchTensor,
    Tensor,
    TensorFlowTensor,
    TensorOrScalar,
    TensorType,
    UnknownTypeError,
    istensor,
)
from .modules import jax, numpy, tensorflow, torch

__version__ = "0.30.0"
"""The EagerPy version whose API this layer provides."""

_T = TypeVar("_T")


class _Indexable:
    """``ep.index[...]`` returns the index expression itself (for ``index_update``)."""

    __slots__ = ()

    def __getitem__(self, index: _T) -> _T:
        return index

    def __repr__(self) -> str:
        return "ep.index"


index = _Indexable()

__all__ = [
    "JAXTensor",
    "NumPyTensor",
    "PyTorchTensor",
    "RestoreTypeFunc",
    "Tensor",
    "TensorFlowTensor",
    "TensorOrScalar",
    "TensorType",
    "UnknownTypeError",
    "astensor",
    "astensor_",
    "astensors",
    "astensors_",
    "index",
    "istensor",
    "jax",
    "modules",
    "norms",
    "numpy",
    "register_as_eagerpy",
    "seed",
    "tensorflow",
    "torch",
    "types",
    "utils",
    "value_and_grad",
    "value_and_grad_fn",
    "value_aux_and_grad",
    *_framework_all,
]


# The class of every other backend of the table (``DaskTensor`` ...), by its name.
_MORE_CLASSES = {cls.__name__: cls for cls in _CLASSES.values() if cls.__name__ not in __all__}
globals().update(_MORE_CLASSES)
__all__ += sorted(_MORE_CLASSES)


def __dir__() -> list[str]:
    return sorted(set(__all__) | {"__version__"})


register_public_module(sys.modules[__name__])
