"""Mistakes in calls to a backend namespace; checkers report each marked line."""

from typing import Any

import dask.array
import jax
import numpy
import tensorflow
import torch

import xpagnostic


def torch_calls(x: torch.Tensor) -> None:
    xp = xpagnostic.get_namespace(x)
    xp.sum(x, axes=0)  # E: a wrong keyword
    xp.sum(x, axis="0")  # E: an axis of the wrong type
    xp.sum(x, axis=[0, 1])  # E: an axis list where the standard wants a tuple
    xp.sum()  # E: a missing argument
    xp.sum(x, 0)  # E: a keyword-only argument passed by position
    xp.sum(xp.float32)  # E: a dtype where an array is required
    xp.cumsum(x)  # E: a namespace function that does not exist
    xp.reshape(x, 6)  # E: a shape that is not a tuple
    xp.reshape(x, (2, 3), False)  # E: copy is keyword-only
    xp.astype(x, "float32")  # E: a dtype name where a dtype is required
    xp.zeros((2, 3), dtype=numpy.float32)  # E: another backend's dtype
    xp.ones((2,), dtype=xp.float32, order="C")  # E: a keyword the standard lacks
    xp.add(x)  # E: a binary function given one argument
    xp.matmul(x, x, x)  # E: too many arguments
    xp.concat(x)  # E: concat takes a sequence of arrays
    xp.stack([x, x], axis=None)  # E: stack needs an int axis
    xp.where(x > 0, x)  # E: where needs both branches
    xp.linalg.norm(x)  # E: linalg has vector_norm and matrix_norm, no norm
    xp.linalg.matrix_norm(x, ord="inf")  # E: a string ord the standard lacks
    xp.fft.fft(x, norm="unitary")  # E: a norm the standard lacks
    xp.fft.fftn(x, axes=0)  # E: fftn's axes is a sequence
    xp.argsort(x, descending="yes")  # E: a flag of the wrong type
    xp.linspace(0.0, 1.0)  # E: linspace needs num
    xp.full((2,), x, dtype=xp.float32)  # E: a fill value that is an array
    xp.e = 3.0  # E: the constants cannot be assigned
    xp.unique_values(x, size=3)  # E: size= is JAX's extension keyword only
    xp.zeros((2,), device=0)  # E: a device that is neither a torch.device nor a name
    xp.searchsorted(x, x, side="middle")  # E: a side the standard lacks
    xp.meshgrid(x, x, indexing="xyz")  # E: an indexing the standard lacks
    xp.__array_namespace_info__().devices(x)  # E: devices takes no argument


def numpy_calls(x: numpy.ndarray[Any, Any]) -> None:
    xp = xpagnostic.get_namespace(x)
    xp.mean(x, axis=0.5)  # E: a float axis
    xp.sum(x, keepdims=1.0)  # E: keepdims is a bool
    xp.sort(x, -1)  # E: sort's axis is keyword-only
    xp.asarray([1.0], device=0)  # E: NumPy's devices are strings


def jax_calls(x: jax.Array, t: torch.Tensor) -> None:
    xp = xpagnostic.get_namespace(x)
    xp.sum(t)  # E: a torch tensor given to the JAX namespace
    xp.squeeze(x)  # E: squeeze needs its axis
    xp.take(x, 0)  # E: take's indices is an array


def tensorflow_calls(x: tensorflow.Tensor) -> None:
    xp = xpagnostic.get_namespace(x)
    xp.expand_dims(x, axis=(0, 1))  # E: expand_dims takes one axis
    xp.tile(x, 2)  # E: tile's repetitions is a tuple


def dask_calls(x: dask.array.Array) -> None:
    xp = xpagnostic.get_namespace(x)
    xp.permute_dims(x)  # E: permute_dims needs axes
    xp.roll(x, shift="1")  # E: a shift of the wrong type


def not_arrays() -> None:
    xpagnostic.get_namespace("an array")  # E: a string is no array
    xpagnostic.get_namespace([1.0, 2.0])  # E: a list is no array
