"""What checkers see of the array object: operators, indexing, ``.T``, ``.mT`` and ``.shape``
keep each backend's type, on a generic ``A`` too."""

from typing import Any, TypeVar, assert_type

import jax
import numpy
import torch

import xpagnostic
from xpagnostic.tensor import Tensor

A = TypeVar("A", bound=xpagnostic.Array)


def generic(x: A, y: A) -> None:
    assert_type(x + y, A)
    assert_type(x - 1.0, A)
    assert_type(2 * x, A)
    assert_type(x / y, A)
    assert_type(x**2, A)
    assert_type(x @ y, A)
    assert_type(x > 0, A)
    assert_type(x == y, A)
    negated: A = -x  # pyright reveals a unary operator's result on A as Array*, an A
    assert_type(negated, A)
    assert_type(x[0], A)
    assert_type(x[:, None], A)
    assert_type(x[x > 0], A)
    assert_type(x[..., 0:2], A)
    assert_type(x.T, A)
    assert_type(x.mT, A)
    assert_type(x.shape, tuple[int | None, ...])
    assert_type(x.shape[0], int | None)
    assert_type(x.ndim, int)
    assert_type(x.dtype, xpagnostic.DType)
    assert_type(x.device, object)
    assert_type(bool(x), bool)
    assert_type(float(x), float)


def torch_tensor(x: torch.Tensor) -> None:
    assert_type(x + x, torch.Tensor)
    assert_type(x * 2.0, torch.Tensor)
    assert_type(x @ x, torch.Tensor)
    assert_type(x > 0, torch.Tensor)
    assert_type(x[0, ...], torch.Tensor)
    assert_type(x.T, torch.Tensor)
    assert_type(x.mT, torch.Tensor)
    assert_type(x.shape, torch.Size)
    assert_type(x.shape[0], int)


def jax_array(x: jax.Array) -> None:
    assert_type(x + x, jax.Array)
    assert_type(x * 2.0, jax.Array)
    assert_type(x @ x, jax.Array)
    assert_type(x > 0, jax.Array)
    assert_type(x[0, ...], jax.Array)
    assert_type(x.T, jax.Array)
    assert_type(x.mT, jax.Array)
    assert_type(x.shape, tuple[int, ...])


def numpy_array(x: numpy.ndarray[Any, Any]) -> None:
    assert_type(x.T, numpy.ndarray[Any, Any])
    assert_type(x.mT, numpy.ndarray[Any, Any])
    assert_type(x.shape, Any)


def facade(t: Tensor[torch.Tensor], x: torch.Tensor) -> None:
    assert_type(t + t, Tensor[torch.Tensor])
    assert_type(t * x, Tensor[torch.Tensor])
    assert_type(t @ t, Tensor[torch.Tensor])
    assert_type(t > 0, Tensor[torch.Tensor])
    assert_type(t[0, ...], Tensor[torch.Tensor])
    assert_type(t.T, Tensor[torch.Tensor])
    assert_type(t.mT, Tensor[torch.Tensor])
    assert_type(t.shape, tuple[int | None, ...])
