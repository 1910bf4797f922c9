"""What checkers see of the JAX namespace, the facade over it and a generic function."""

from typing import Any, TypeVar, assert_type

import jax
import numpy

import xpagnostic
from xpagnostic._typing.namespaces import JaxNamespace

A = TypeVar("A", bound=xpagnostic.Array)


def norm(x: A) -> A:
    xp = xpagnostic.get_namespace(x)
    return xp.sqrt(xp.sum(xp.square(x)))


def loss(w: jax.Array) -> jax.Array:
    xp = xpagnostic.get_namespace(w)
    return xp.sum(xp.square(w))


def reveal(x: jax.Array, key: jax.Array) -> None:
    xp = xpagnostic.get_namespace(x)
    assert_type(xp, JaxNamespace)
    assert_type(xpagnostic.get_namespace(x, 2.0, None, x), JaxNamespace)
    assert_type(xp.sum(x), jax.Array)
    assert_type(xp.sqrt(x), jax.Array)
    assert_type(xp.float32, type)
    assert_type(xp.result_type(x), numpy.dtype[Any])
    assert_type(xp.linalg.matmul(x, x), jax.Array)
    assert_type(xp.linalg.qr(x).Q, jax.Array)
    assert_type(xp.fft.fft(x), jax.Array)
    assert_type(xp.autodiff.grad(loss)(x), jax.Array)
    assert_type(xp.autodiff.value_and_grad(loss)(x), tuple[jax.Array, jax.Array])
    assert_type(xp.random.normal(key, (2, 3)), jax.Array)
    assert_type(xpagnostic.astensor(x).square().sum().raw, jax.Array)
    assert_type(xp.__array_namespace_info__().devices(), tuple[object, ...])
    assert_type(xp.__array_namespace_info__().default_dtypes(), dict[str, numpy.dtype[Any]])
    assert_type(xp.e, float)
    assert_type(xp.unique_values(x, size=3, fill_value=0), jax.Array)
    assert_type(xp.unique_all(x, size=3).values, jax.Array)
    assert_type(xp.zeros(3, device="cpu"), jax.Array)
    assert_type(norm(x), jax.Array)
