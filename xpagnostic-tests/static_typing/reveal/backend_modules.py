"""What checkers see of the backend modules imported directly (``xpagnostic.torch`` ...):
the same types as the namespace ``get_namespace`` gives for the backend's arrays."""

from typing import Any, assert_type

import dask.array
import jax
import numpy
import tensorflow
import torch

import xpagnostic
import xpagnostic.dask as xd
import xpagnostic.dask.fft
import xpagnostic.jax as xj
import xpagnostic.jax.fft as jax_fft
import xpagnostic.jax.random as jax_random
import xpagnostic.numpy as xn
import xpagnostic.tensorflow as xtf
import xpagnostic.torch as xt
import xpagnostic.torch.linalg
import xpagnostic.torch.linalg as torch_linalg
from xpagnostic.torch import float32, sum
from xpagnostic.torch.linalg import qr
from xpagnostic.torch.random import normal


def loss(w: torch.Tensor) -> torch.Tensor:
    return xt.sum(xt.square(w))


def torch_module(t: torch.Tensor, key: torch.Tensor) -> None:
    assert_type(xt.sum(t), torch.Tensor)
    assert_type(xt.sum(t, axis=(0, 1), keepdims=True), torch.Tensor)
    assert_type(sum(t), torch.Tensor)
    assert_type(xt.float32, torch.dtype)
    assert_type(float32, torch.dtype)
    assert_type(xt.bool, torch.dtype)
    assert_type(xt.bfloat16, torch.dtype)
    assert_type(xt.isdtype(xt.float32, "real floating"), bool)
    assert_type(xt.result_type(t, xt.float32), torch.dtype)
    assert_type(xt.finfo(t).eps, float)
    assert_type(xt.zeros((2, 3), dtype=xt.float32, device="cpu"), torch.Tensor)
    assert_type(xt.unique_all(t).counts, torch.Tensor)
    assert_type(xt.meshgrid(t, t), tuple[torch.Tensor, ...])
    assert_type(xt.linalg.matmul(t, t), torch.Tensor)
    assert_type(xt.linalg.qr(t).R, torch.Tensor)
    assert_type(xt.fft.fft(t), torch.Tensor)
    assert_type(xt.random.normal(key, (2, 3)), torch.Tensor)
    assert_type(xt.autodiff.grad(loss)(t), torch.Tensor)
    assert_type(xt.__array_namespace_info__().devices(), tuple[torch.device, ...])
    assert_type(xt.__array_api_version__, str)
    assert_type(xt.pi, float)
    assert_type(xt.newaxis, None)
    assert_type(xpagnostic.torch.sum(t), torch.Tensor)


def numpy_module(x: numpy.ndarray[Any, Any], key: numpy.ndarray[Any, Any]) -> None:
    assert_type(xn.sum(x), numpy.ndarray[Any, Any] | numpy.generic[Any])
    assert_type(xn.sqrt(x), numpy.ndarray[Any, Any])
    assert_type(xn.float32, type[numpy.float32])
    assert_type(xn.bool, type[numpy.bool])
    assert_type(xn.linalg.det(x), numpy.ndarray[Any, Any] | numpy.generic[Any])
    assert_type(xn.fft.rfft(x), numpy.ndarray[Any, Any])
    assert_type(xn.random.uniform(key, (2,)), numpy.ndarray[Any, Any])
    assert_type(xn.__array_namespace_info__().devices(), tuple[str, ...])
    assert_type(xpagnostic.numpy.mean(x), numpy.ndarray[Any, Any] | numpy.generic[Any])


def jax_module(x: jax.Array, key: jax.Array) -> None:
    assert_type(xj.sum(x), jax.Array)
    assert_type(xj.float32, type)
    assert_type(xj.result_type(x), numpy.dtype[Any])
    assert_type(xj.unique_values(x, size=3, fill_value=0), jax.Array)
    assert_type(xj.linalg.matmul(x, x), jax.Array)
    assert_type(xj.fft.ifft(x), jax.Array)
    assert_type(xj.random.normal(key, (2, 3)), jax.Array)
    assert_type(xj.__array_namespace_info__().devices(), tuple[object, ...])


def tensorflow_module(x: tensorflow.Tensor, v: tensorflow.Variable) -> None:
    assert_type(xtf.sum(x), tensorflow.Tensor)
    assert_type(xtf.add(x, v), tensorflow.Tensor)
    assert_type(xtf.float32, tensorflow.DType)
    assert_type(xtf.linalg.inv(x), tensorflow.Tensor)
    assert_type(xtf.fft.fft(x), tensorflow.Tensor)
    assert_type(xtf.random.normal(x, (2, 3)), tensorflow.Tensor)
    assert_type(xtf.__array_namespace_info__().devices(), tuple[str, ...])


def dask_module(x: dask.array.Array, key: dask.array.Array) -> None:
    assert_type(xd.sum(x), dask.array.Array)
    assert_type(xd.float64, type[numpy.float64])
    assert_type(xd.linalg.cholesky(x), dask.array.Array)
    assert_type(xd.fft.fft(x), dask.array.Array)
    assert_type(xd.random.normal(key, (2, 3)), dask.array.Array)
    assert_type(xd.__array_namespace_info__().devices(), tuple[str, ...])


def submodules(t: torch.Tensor, a: jax.Array, d: dask.array.Array) -> None:
    """The ``linalg``, ``fft`` and ``random`` submodules, imported by their own names too."""
    assert_type(xpagnostic.torch.linalg.matmul(t, t), torch.Tensor)
    assert_type(torch_linalg.qr(t).Q, torch.Tensor)
    assert_type(qr(t).R, torch.Tensor)
    assert_type(torch_linalg.vector_norm(t, ord=1), torch.Tensor)
    assert_type(jax_fft.rfftn(a, axes=(0,)), jax.Array)
    assert_type(xpagnostic.dask.fft.fftfreq(4), dask.array.Array)
    assert_type(xpagnostic.numpy.linalg.slogdet(numpy.eye(2)).logabsdet, numpy.ndarray[Any, Any])
    assert_type(normal(t, (2,), dtype=torch.float64), torch.Tensor)
    assert_type(xpagnostic.jax.random.split(a, 3), jax.Array)
    assert_type(jax_random.key(0), jax.Array)
