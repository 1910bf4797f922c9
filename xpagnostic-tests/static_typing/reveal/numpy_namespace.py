"""What checkers see of the NumPy namespace, the facade over it and a generic function."""

from typing import Any, TypeVar, assert_type

import numpy

import xpagnostic
from xpagnostic._typing.namespaces import NumPyNamespace

A = TypeVar("A", bound=xpagnostic.Array)


def norm(x: A) -> A:
    xp = xpagnostic.get_namespace(x)
    return xp.sqrt(xp.sum(xp.square(x)))


def loss(w: numpy.ndarray[Any, Any]) -> numpy.ndarray[Any, Any] | numpy.generic[Any]:
    xp = xpagnostic.get_namespace(w)
    return xp.sum(xp.square(w))


def reveal(x: numpy.ndarray[Any, Any], key: numpy.ndarray[Any, Any]) -> None:
    xp = xpagnostic.get_namespace(x)
    assert_type(xp, NumPyNamespace)
    assert_type(xpagnostic.get_namespace(x, 2.0, None, x), NumPyNamespace)
    assert_type(xp.sum(x), numpy.ndarray[Any, Any] | numpy.generic[Any])
    assert_type(xp.sqrt(x), numpy.ndarray[Any, Any])
    assert_type(xp.float32, type[numpy.float32])
    assert_type(xp.result_type(x), numpy.dtype[Any])
    assert_type(xp.linalg.matmul(x, x), numpy.ndarray[Any, Any] | numpy.generic[Any])
    assert_type(xp.linalg.qr(x).Q, numpy.ndarray[Any, Any])
    assert_type(xp.fft.fft(x), numpy.ndarray[Any, Any])
    assert_type(xp.autodiff.grad(loss)(x), numpy.ndarray[Any, Any])
    assert_type(xp.autodiff.value_and_grad(loss)(x), tuple[numpy.ndarray[Any, Any] | numpy.generic[Any], numpy.ndarray[Any, Any]])
    assert_type(xp.random.normal(key, (2, 3)), numpy.ndarray[Any, Any])
    assert_type(xpagnostic.astensor(x).square().sum().raw, numpy.ndarray[Any, Any])
    assert_type(xp.__array_namespace_info__().devices(), tuple[str, ...])
    assert_type(xp.__array_namespace_info__().default_dtypes(), dict[str, numpy.dtype[Any]])
    assert_type(xp.e, float)
    assert_type(norm(x), numpy.ndarray[Any, Any])
