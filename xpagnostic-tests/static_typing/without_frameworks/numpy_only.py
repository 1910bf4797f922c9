"""Checked in an environment whose only framework is NumPy: PyTorch, JAX, TensorFlow and Dask
are missing, so the package's stubs read their array types as ``Any``.  No argument's
namespace is one of theirs: a type variable's is the generic protocol, NumPy's arrays have
NumPy's, and what is no array matches no overload."""

from typing import Any, TypeVar, assert_type

import numpy as np
import numpy.typing as npt

import xpagnostic
from xpagnostic import DType
from xpagnostic._typing.namespaces import ArrayNamespace, NumPyNamespace
from xpagnostic.tensor import Tensor

A = TypeVar("A", bound=xpagnostic.Array)


def norm(x: A) -> A:
    xp = xpagnostic.get_namespace(x)
    assert_type(xp, ArrayNamespace[A, DType, object])
    return xp.sqrt(xp.sum(x * x))


def standardize(x: A) -> A:
    xp = xpagnostic.array_namespace(x, x)
    assert_type(xp, ArrayNamespace[A, DType, object])
    return (x - xp.mean(x, axis=0)) / xp.std(x, axis=0)


def numpy_arrays(x: npt.NDArray[Any], y: npt.NDArray[np.float64]) -> None:
    assert_type(xpagnostic.get_namespace(x), NumPyNamespace)
    assert_type(xpagnostic.get_namespace(y, y, 1.0, None), NumPyNamespace)
    assert_type(xpagnostic.get_namespace(np.float32(1.0)), NumPyNamespace)
    assert_type(xpagnostic.array_namespace(x), NumPyNamespace)
    assert_type(norm(x), npt.NDArray[Any])


def facade(t: Tensor[npt.NDArray[np.float64]]) -> None:
    assert_type(xpagnostic.get_namespace(t),
                ArrayNamespace[Tensor[npt.NDArray[np.float64]], DType, object])


def not_arrays() -> None:
    xpagnostic.get_namespace([1.0, 2.0])  # E: a list is no array
    xpagnostic.get_namespace("abc")  # E: nor is a string
