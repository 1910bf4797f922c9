"""Mistakes in code of the natural style (operators, indexing, attributes); checkers report
each marked line."""

from typing import Any, TypeVar

import torch

import xpagnostic
from xpagnostic import ArrayNamespace

A = TypeVar("A", bound=xpagnostic.Array)


def generic(x: A, y: A, mask: A) -> None:
    xp = xpagnostic.get_namespace(x)
    x + "1"  # E: an operator with a string
    x - None  # E: an operator with None
    x @ 2.0  # E: matmul with a scalar
    x & 1.5  # E: a bitwise operator with a float
    x << 0.5  # E: a shift by a float
    x // 1j  # E: floor division by a complex
    _ = x < 1j  # E: a complex compared by order
    x[1.5]  # E: indexing with a float
    x["a"]  # E: indexing with a string
    x[[0, 1]]  # E: indexing with a list, which the standard lacks
    x[0] = "a"  # E: a string written into an array
    x[0] = 1j  # E: a complex written (torch takes no complex value)
    n: int = x.shape  # E: .shape used as an int
    m: int = x.shape[0]  # E: a dimension that may be None used as an int
    x.shape[0] + 1  # E: arithmetic on a dimension that may be None
    x.cumsum()  # E: a method the standard does not define
    _ = x.size  # E: size, which torch.Tensor has as a method, is not an Array member
    x.to_device("cpu")  # E: to_device, which torch.Tensor lacks, is not an Array member
    x.__array_namespace__()  # E: __array_namespace__, which torch.Tensor lacks
    x.ndim + "1"  # E: ndim is an int
    x.T()  # E: .T is an attribute, not a method
    x.astype(x.dtype)  # E: astype is a namespace function, not a method
    xp.sum(x, axis=x.shape)  # E: a shape where an axis is required
    len(x)  # E: len of an array, which the standard lacks
    y = x.tolist()  # E: tolist, no method of the standard
    z: float = x + 1.0  # E: an array where a float is expected
    xp.astype(x, "float64")  # E: a string where a dtype is required
    xp.astype(x, 3.5)  # E: a float where a dtype is required
    xp.zeros(x.shape, dtype="float32")  # E: a dtype's name, which the standard does not take
    xp.astype(x, x.shape)  # E: a shape where a dtype is required
    del n, m, y, z


def device_as_dtype(x: torch.Tensor) -> None:
    xp = xpagnostic.get_namespace(x)
    xp.zeros((2,), dtype=x.device)  # E: x.device passed as a dtype
    xp.astype(x, x.device)  # E: a device where a dtype is required
    xp.ones(x.shape, device=x.dtype)  # E: a dtype where a device is required


def told(n: int, *, xp: ArrayNamespace[A]) -> A:
    return xp.arange(n)


def namespace_parameters(x: torch.Tensor) -> None:
    told("3", xp=xpagnostic.get_namespace(x))  # E: a string where the int is required
    told(3, xp=x)  # E: an array where the namespace is required
    told(3, xp=torch)  # E: the framework's own module is no Array API namespace


def uses(x: torch.Tensor, t: Any) -> None:
    generic(x, x, "mask")  # E: a string where an array is required
    generic(x, 1.0, x)  # E: a float where an array is required
