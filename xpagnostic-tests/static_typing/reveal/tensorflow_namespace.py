"""What checkers see of the TensorFlow namespace, the facade over it and a generic function."""

from typing import TypeVar, assert_type

import tensorflow

import xpagnostic
from xpagnostic._typing.namespaces import TensorFlowNamespace

A = TypeVar("A", bound=xpagnostic.Array)


def norm(x: A) -> A:
    xp = xpagnostic.get_namespace(x)
    return xp.sqrt(xp.sum(xp.square(x)))


def loss(w: tensorflow.Tensor) -> tensorflow.Tensor:
    xp = xpagnostic.get_namespace(w)
    return xp.sum(xp.square(w))


def reveal(x: tensorflow.Tensor, key: tensorflow.Tensor) -> None:
    xp = xpagnostic.get_namespace(x)
    assert_type(xp, TensorFlowNamespace)
    assert_type(xpagnostic.get_namespace(x, 2.0, None, x), TensorFlowNamespace)
    assert_type(xp.sum(x), tensorflow.Tensor)
    assert_type(xp.sqrt(x), tensorflow.Tensor)
    assert_type(xp.float32, tensorflow.DType)
    assert_type(xp.result_type(x), tensorflow.DType)
    assert_type(xp.linalg.matmul(x, x), tensorflow.Tensor)
    assert_type(xp.linalg.qr(x).Q, tensorflow.Tensor)
    assert_type(xp.fft.fft(x), tensorflow.Tensor)
    assert_type(xp.autodiff.grad(loss)(x), tensorflow.Tensor)
    assert_type(xp.autodiff.value_and_grad(loss)(x), tuple[tensorflow.Tensor, tensorflow.Tensor])
    assert_type(xp.random.normal(key, (2, 3)), tensorflow.Tensor)
    assert_type(xpagnostic.astensor(x).square().sum().raw, tensorflow.Tensor)
    assert_type(xp.__array_namespace_info__().devices(), tuple[str, ...])
    assert_type(xp.__array_namespace_info__().default_dtypes(), dict[str, tensorflow.DType])
    assert_type(xp.e, float)
    assert_type(norm(xpagnostic.astensor(x)).raw, tensorflow.Tensor)
