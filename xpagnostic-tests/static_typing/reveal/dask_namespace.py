"""What checkers see of the Dask namespace, the facade over it and a generic function."""

from typing import Any, TypeVar, assert_type

import dask.array
import numpy

import xpagnostic
from xpagnostic._typing.namespaces import DaskNamespace

A = TypeVar("A", bound=xpagnostic.Array)


def norm(x: A) -> A:
    xp = xpagnostic.get_namespace(x)
    return xp.sqrt(xp.sum(xp.square(x)))


def loss(w: dask.array.Array) -> dask.array.Array:
    xp = xpagnostic.get_namespace(w)
    return xp.sum(xp.square(w))


def reveal(x: dask.array.Array, key: dask.array.Array) -> None:
    xp = xpagnostic.get_namespace(x)
    assert_type(xp, DaskNamespace)
    assert_type(xpagnostic.get_namespace(x, 2.0, None, x), DaskNamespace)
    assert_type(xp.sum(x), dask.array.Array)
    assert_type(xp.sqrt(x), dask.array.Array)
    assert_type(xp.float32, type[numpy.float32])
    assert_type(xp.result_type(x), numpy.dtype[Any])
    assert_type(xp.linalg.matmul(x, x), dask.array.Array)
    assert_type(xp.linalg.qr(x).Q, dask.array.Array)
    assert_type(xp.fft.fft(x), dask.array.Array)
    assert_type(xp.autodiff.grad(loss)(x), dask.array.Array)
    assert_type(xp.autodiff.value_and_grad(loss)(x), tuple[dask.array.Array, dask.array.Array])
    assert_type(xp.random.normal(key, (2, 3)), dask.array.Array)
    assert_type(xpagnostic.astensor(x).square().sum().raw, dask.array.Array)
    assert_type(xp.__array_namespace_info__().devices(), tuple[str, ...])
    assert_type(xp.__array_namespace_info__().default_dtypes(), dict[str, numpy.dtype[Any]])
    assert_type(xp.e, float)
    assert_type(norm(xpagnostic.astensor(x)).raw, dask.array.Array)
