"""Functions told their namespace: ``xp: xpagnostic.ArrayNamespace[A]`` accepts each backend's
namespace (and the backend modules), and the result is that backend's array type."""

from typing import Any, TypeVar, assert_type

import dask.array
import jax
import numpy
import tensorflow
import torch

import xpagnostic
import xpagnostic.jax
import xpagnostic.numpy
import xpagnostic.torch
from xpagnostic import ArrayNamespace
from xpagnostic.tensor import Tensor

A = TypeVar("A")
B = TypeVar("B", bound=xpagnostic.Array)


def ramp(n: int, *, xp: ArrayNamespace[A]) -> A:
    return xp.divide(xp.arange(n, dtype=xp.float32), n)


def tril_mask(n: int, *, xp: ArrayNamespace[B]) -> B:
    """With ``A`` bound to Array, the arrays the namespace gives have operators."""
    rows = xp.arange(n)[:, None]
    return xp.astype(rows >= xp.arange(n), xp.float32)


def default_float(xp: ArrayNamespace[Any]) -> object:
    return xp.__array_namespace_info__().default_dtypes()["real floating"]


def calls(t: torch.Tensor, n: numpy.ndarray[Any, Any], j: jax.Array, f: tensorflow.Tensor,
          d: dask.array.Array, tt: Tensor[torch.Tensor]) -> None:
    assert_type(ramp(3, xp=xpagnostic.get_namespace(t)), torch.Tensor)
    assert_type(ramp(3, xp=xpagnostic.get_namespace(n)), numpy.ndarray[Any, Any] | numpy.generic[Any])
    assert_type(ramp(3, xp=xpagnostic.get_namespace(j)), jax.Array)
    assert_type(ramp(3, xp=xpagnostic.get_namespace(f)), tensorflow.Tensor)
    assert_type(ramp(3, xp=xpagnostic.get_namespace(d)), dask.array.Array)
    assert_type(ramp(3, xp=xpagnostic.get_namespace(tt)), Tensor[torch.Tensor])
    assert_type(tril_mask(3, xp=xpagnostic.get_namespace(t)), torch.Tensor)
    assert_type(tril_mask(3, xp=xpagnostic.get_namespace(j)), jax.Array)
    assert_type(tril_mask(3, xp=xpagnostic.get_namespace(tt)), Tensor[torch.Tensor])
    # The backend modules are accepted too; mypy infers no array type from a module (Any),
    # pyright the backend's (docs/typing.md).
    ramp(3, xp=xpagnostic.torch)
    ramp(3, xp=xpagnostic.jax)
    ramp(3, xp=xpagnostic.numpy)
    assert_type(default_float(xpagnostic.get_namespace(j)), object)
