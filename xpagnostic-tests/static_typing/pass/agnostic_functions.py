"""Agnostic functions as users annotate them: one generic signature, every backend checked."""

from typing import Any, TypeVar, assert_type

import dask.array
import jax
import numpy
import tensorflow
import torch

import xpagnostic
import xpagnostic.eager as ep
from xpagnostic.tensor import Tensor

A = TypeVar("A", bound=xpagnostic.Array)


def norm(x: A) -> A:
    """The README's ``norm``, annotated."""
    xp = xpagnostic.get_namespace(x)  # no framework is imported by this line
    return xp.sqrt(xp.sum(xp.square(x)))  # native in, native out, same device


def standardize(x: A, eps: float = 1e-6) -> A:
    xp = xpagnostic.get_namespace(x)
    mean = xp.mean(x, axis=0, keepdims=True)
    std = xp.std(x, axis=0, keepdims=True)
    return xp.divide(xp.subtract(x, mean), xp.add(std, eps))


def softmax(x: A, axis: int = -1) -> A:
    xp = xpagnostic.get_namespace(x)
    shifted = xp.subtract(x, xp.max(x, axis=axis, keepdims=True))
    e = xp.exp(shifted)
    return xp.divide(e, xp.sum(e, axis=axis, keepdims=True))


def pairwise(x: A, y: A) -> A:
    xp = xpagnostic.get_namespace(x, y)
    return xp.linalg.matmul(x, xp.linalg.matrix_transpose(y))


def native_norm(x: torch.Tensor) -> torch.Tensor:
    """The issue's example: a function declared to return ``torch.Tensor`` checks."""
    xp = xpagnostic.get_namespace(x)
    y = xp.sum(x, axis=0)
    return xp.sqrt(y)


def facade_norm(x: A) -> A:
    """The facade keeps the native type through ``.raw``."""
    return xpagnostic.astensor(x).square().sum().sqrt().raw


def train_step(w: jax.Array, x: jax.Array, lr: float) -> jax.Array:
    xp = xpagnostic.get_namespace(w)

    def loss(w: jax.Array) -> jax.Array:
        return xp.mean(xp.square(xp.linalg.matmul(x, w)))

    value, grad = xp.autodiff.value_and_grad(loss)(w)
    assert_type(value, jax.Array)
    return xp.subtract(w, xp.multiply(grad, lr))


def sample(x: torch.Tensor) -> torch.Tensor:
    xp = xpagnostic.get_namespace(x)
    k_init, k_noise = xp.random.split(xp.random.key(0))
    w = xp.random.uniform(k_init, (3, 4), minval=-0.5, maxval=0.5)
    return xp.add(w, xp.random.normal(k_noise, (3, 4)))


def uses(t: torch.Tensor, n: numpy.ndarray[Any, Any], j: jax.Array, f: tensorflow.Tensor,
         d: dask.array.Array, tt: Tensor[torch.Tensor]) -> None:
    assert_type(norm(t), torch.Tensor)
    assert_type(norm(n), numpy.ndarray[Any, Any])
    assert_type(norm(j), jax.Array)
    # The types of tf.Tensor and dask.array.Array do not meet xpagnostic.Array (docs/typing.md):
    # their arrays reach a generic function through the facade.
    assert_type(norm(xpagnostic.astensor(f)).raw, tensorflow.Tensor)
    assert_type(norm(xpagnostic.astensor(d)).raw, dask.array.Array)
    assert_type(norm(tt), Tensor[torch.Tensor])
    assert_type(softmax(standardize(t)), torch.Tensor)
    assert_type(pairwise(j, j), jax.Array)
    assert_type(facade_norm(n), numpy.ndarray[Any, Any])
    assert_type(train_step(j, j, 0.1), jax.Array)


def annotated_without_parameters(t: Tensor, e: ep.Tensor) -> tuple[Tensor, ep.Tensor]:
    """A bare ``Tensor`` (as EagerPy's users annotate) is ``Tensor[Any]``, no error."""
    return t.square(), e.square()
