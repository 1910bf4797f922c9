"""Agnostic code in the style libraries write it: operators, indexing and attributes of the
array, the namespace only for what the array object lacks.  Every function checks clean for
a generic ``A`` and keeps each backend's own type."""

from typing import Any, TypeVar, assert_type

import dask.array
import jax
import numpy
import tensorflow
import torch

import xpagnostic
from xpagnostic.tensor import Tensor

A = TypeVar("A", bound=xpagnostic.Array)


# The ten functions of a first try, as a new user writes them.
def standardize(x: A) -> A:
    xp = xpagnostic.get_namespace(x)
    return (x - xp.mean(x, axis=0)) / xp.std(x, axis=0)


def first_row(x: A) -> A:
    return x[0, ...]


def gram(x: A) -> A:
    return x.T @ x


def on_device(x: A) -> A:
    xp = xpagnostic.get_namespace(x)
    return xp.ones(x.shape, dtype=x.dtype, device=x.device)


def center(x: A) -> A:
    xp = xpagnostic.get_namespace(x)
    return x - xp.mean(x, axis=0, keepdims=True)


def normalize_rows(x: A) -> A:
    xp = xpagnostic.get_namespace(x)
    return x / xp.linalg.vector_norm(x, axis=-1, keepdims=True)


def relu(x: A) -> A:
    xp = xpagnostic.get_namespace(x)
    return xp.where(x > 0, x, 0.0)


def affine(x: A, w: A, b: A) -> A:
    return x @ w.mT + 2.0 * b - 1


def mse(x: A, y: A) -> A:
    xp = xpagnostic.get_namespace(x, y)
    return xp.mean((x - y) ** 2)


def features(x: xpagnostic.Array) -> int:
    n = x.shape[-1]
    if n is None:
        raise ValueError("features: the last dimension is unknown")
    return n * x.ndim + len(x.shape)


# The functions libraries share.
def softmax(x: A, axis: int = -1) -> A:
    xp = xpagnostic.get_namespace(x)
    e = xp.exp(x - xp.max(x, axis=axis, keepdims=True))
    return e / xp.sum(e, axis=axis, keepdims=True)


def logsumexp(x: A, axis: int = -1) -> A:
    xp = xpagnostic.get_namespace(x)
    m = xp.max(x, axis=axis, keepdims=True)
    return m + xp.log(xp.sum(xp.exp(x - m), axis=axis, keepdims=True))


def pairwise_distances(x: A, y: A) -> A:
    xp = xpagnostic.get_namespace(x, y)
    d = x[:, None, :] - y[None, :, :]
    return xp.sqrt(xp.sum(d * d, axis=-1))


def covariance(x: A) -> A:
    xp = xpagnostic.get_namespace(x)
    n = x.shape[0]
    if n is None:
        raise ValueError("covariance: the number of samples is unknown")
    xc = x - xp.mean(x, axis=0)
    return xc.T @ xc / (n - 1)


def one_hot(labels: A, classes: int) -> A:
    xp = xpagnostic.get_namespace(labels)
    hits = labels[:, None] == xp.arange(classes, device=labels.device)
    return xp.astype(hits, xp.float32)


def masked_mean(x: A, mask: A) -> A:
    xp = xpagnostic.get_namespace(x, mask)
    total = xp.sum(xp.where(mask, x, 0.0))
    return total / xp.sum(xp.astype(mask, x.dtype))


def clip_negative(x: numpy.ndarray[Any, Any]) -> numpy.ndarray[Any, Any]:
    """An in-place update on NumPy, whose arrays are mutable."""
    x[x < 0] = 0.0
    x[0, ...] = x[-1, ...]
    x *= 2.0
    return x


def zero_first(x: A) -> A:
    """An in-place write on a generic array: for the mutable backends."""
    x[0] = 0.0
    x += 1
    return x


def train_step(w: A, x: A, y: A, lr: float = 0.1) -> A:
    xp = xpagnostic.get_namespace(w, x, y)

    def loss(w: A) -> A:
        return xp.mean((x @ w - y) ** 2)

    value, grad = xp.autodiff.value_and_grad(loss)(w)
    assert_type(value, A)
    return w - lr * grad


def truthy(x: xpagnostic.Array) -> bool:
    return bool(x[0]) and float(x[1]) > 0.0 and int(x[2]) != 0


def as_floating(x: A, dtype: xpagnostic.DType | None = None) -> A:
    # Dtypes in generic code: the array's own, the namespace's constants, an argument's.
    xp = xpagnostic.get_namespace(x)
    if dtype is None:
        dtype = x.dtype if xp.isdtype(x.dtype, "real floating") else xp.float64
    eps = xp.finfo(dtype).eps
    return xp.astype(x, dtype) + eps * xp.zeros(x.shape, dtype=xp.result_type(x, dtype))


def uses(n: numpy.ndarray[Any, Any], t: torch.Tensor, j: jax.Array, tt: Tensor[torch.Tensor],
         tj: Tensor[jax.Array], f: tensorflow.Tensor, d: dask.array.Array) -> None:
    assert_type(standardize(n), numpy.ndarray[Any, Any])
    assert_type(standardize(t), torch.Tensor)
    assert_type(standardize(j), jax.Array)
    assert_type(standardize(tt), Tensor[torch.Tensor])
    assert_type(first_row(n), numpy.ndarray[Any, Any])
    assert_type(first_row(t), torch.Tensor)
    assert_type(first_row(j), jax.Array)
    assert_type(gram(t), torch.Tensor)
    assert_type(gram(tj), Tensor[jax.Array])
    assert_type(on_device(n), numpy.ndarray[Any, Any])
    assert_type(on_device(t), torch.Tensor)
    assert_type(on_device(j), jax.Array)
    assert_type(center(t), torch.Tensor)
    assert_type(normalize_rows(j), jax.Array)
    assert_type(relu(n), numpy.ndarray[Any, Any])
    assert_type(affine(t, t, t), torch.Tensor)
    assert_type(mse(j, j), jax.Array)
    assert_type(features(tt), int)
    assert_type(softmax(n), numpy.ndarray[Any, Any])
    assert_type(softmax(t), torch.Tensor)
    assert_type(logsumexp(j), jax.Array)
    assert_type(logsumexp(tt), Tensor[torch.Tensor])
    assert_type(pairwise_distances(n, n), numpy.ndarray[Any, Any])
    assert_type(pairwise_distances(t, t), torch.Tensor)
    assert_type(covariance(j), jax.Array)
    assert_type(covariance(tj), Tensor[jax.Array])
    assert_type(one_hot(t, 3), torch.Tensor)
    assert_type(one_hot(n, 3), numpy.ndarray[Any, Any])
    assert_type(masked_mean(j, j > 0), jax.Array)
    assert_type(masked_mean(t, t > 0), torch.Tensor)
    assert_type(clip_negative(n), numpy.ndarray[Any, Any])
    assert_type(zero_first(t), torch.Tensor)
    assert_type(train_step(t, t, t), torch.Tensor)
    assert_type(train_step(j, j, j), jax.Array)
    assert_type(truthy(n), bool)
    assert_type(as_floating(t), torch.Tensor)
    assert_type(as_floating(n, n.dtype), numpy.ndarray[Any, Any])
    assert_type(as_floating(j, xpagnostic.get_namespace(j).float32), jax.Array)
    assert_type(as_floating(tt, tt.dtype), Tensor[torch.Tensor])
    # TensorFlow's and Dask's arrays through the facade (their types do not meet Array).
    assert_type(standardize(xpagnostic.astensor(f)).raw, tensorflow.Tensor)
    assert_type(covariance(xpagnostic.astensor(d)).raw, dask.array.Array)
