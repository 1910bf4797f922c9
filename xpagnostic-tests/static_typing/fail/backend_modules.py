"""Mistakes in calls of the backend modules imported directly; checkers report each
marked line."""

import dask.array
import jax
import numpy
import tensorflow
import torch

import xpagnostic.dask as xd
import xpagnostic.jax as xj
import xpagnostic.numpy as xn
import xpagnostic.tensorflow as xtf
import xpagnostic.torch as xt
import xpagnostic.torch.fft
import xpagnostic.torch.linalg
import xpagnostic.torch.random


def torch_module(t: torch.Tensor) -> None:
    xt.sum(t, axes=0)  # E: a wrong keyword
    xt.sum(t, axis="0")  # E: an axis of the wrong type
    xt.sum(t, 0)  # E: a keyword-only argument passed by position
    xt.sum(xt.float32)  # E: a dtype where an array is required
    xt.cumsum(t)  # E: a function the module does not have
    xt.zeros((2,), dtype=numpy.float32)  # E: another backend's dtype
    xt.linalg.matmul(t)  # E: a missing argument in linalg
    xt.random.normal(t, (2,), order="C")  # E: a keyword random lacks
    xt.autodiff.grad(3)  # E: a grad of something that is not callable


def other_modules(
    x: numpy.ndarray[tuple[int], numpy.dtype[numpy.float64]], j: jax.Array,
    f: tensorflow.Tensor, d: dask.array.Array,
) -> None:
    xn.sum(x, keepdim=True)  # E: a wrong keyword
    xj.mean(j, axis=[0])  # E: an axis list where the standard wants a tuple
    xtf.reshape(f, 6)  # E: a shape that is not a tuple
    xd.concat(d)  # E: concat takes a sequence of arrays
    xd.fft.fft(d, 4, 0)  # E: axis is keyword-only


def submodules(t: torch.Tensor) -> None:
    xpagnostic.torch.linalg.qr(t, "reduced")  # E: mode is keyword-only
    xpagnostic.torch.fft.fft(t, norm="forward", axes=0)  # E: fft takes axis, not axes
    xpagnostic.torch.linalg.lstsq(t, t)  # E: a function the standard's linalg lacks
    xpagnostic.torch.random.normal(t, (2,), torch.float32, "cpu")  # E: device is keyword-only
