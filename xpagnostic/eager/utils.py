"""``ep.utils.get_dummy``: an empty float32 tensor of a framework, to pass where a
function needs to know the backend (``ep.zeros(dummy, shape)`` ...)."""

from __future__ import annotations

import importlib
from typing import Any, Literal, overload

from .._backends import BACKENDS
from . import modules
from ._astensor import astensor
from ._tensor import JAXTensor, NumPyTensor, PyTorchTensor, Tensor, TensorFlowTensor

__all__ = ["get_dummy"]


@overload
def get_dummy(framework: Literal["pytorch", "torch", "pytorch-gpu"]) -> PyTorchTensor: ...


@overload
def get_dummy(framework: Literal["tensorflow"]) -> TensorFlowTensor: ...


@overload
def get_dummy(framework: Literal["jax"]) -> JAXTensor: ...


@overload
def get_dummy(framework: Literal["numpy"]) -> NumPyTensor: ...


@overload
def get_dummy(framework: str) -> Tensor[Any]: ...


def get_dummy(framework: str) -> Tensor[Any]:
    """An empty float32 tensor: 'pytorch' (or 'torch'), 'pytorch-gpu', 'tensorflow', 'jax',
    'numpy', or the name of another backend of the table ('dask')."""
    x: Tensor[Any]
    if framework in ("pytorch", "torch"):
        x = modules.torch.zeros(0)
    elif framework == "pytorch-gpu":
        x = modules.torch.zeros(0, device="cuda:0")
    elif framework == "tensorflow":
        x = modules.tensorflow.zeros(0)
    elif framework == "jax":
        x = modules.jax.numpy.zeros(0)
    elif framework == "numpy":
        x = modules.numpy.zeros(0)
    elif framework in BACKENDS:  # a backend EagerPy did not have (Dask ...)
        x = astensor(importlib.import_module(BACKENDS[framework].namespace).zeros(0))
    else:
        raise ValueError(
            f"get_dummy: unknown framework {framework!r}; expected 'pytorch', 'pytorch-gpu', "
            f"'tensorflow', 'jax', 'numpy' or another backend ({', '.join(BACKENDS)})"
        )
    return x.float32()
