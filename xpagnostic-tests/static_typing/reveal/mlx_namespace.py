"""What checkers see of the MLX namespace, the facade over it and a generic function."""

from typing import TypeVar, assert_type

import mlx.core

import xpagnostic
from xpagnostic._typing.namespaces import ArrayNamespace, MLXNamespace
from xpagnostic.tensor import Tensor

A = TypeVar("A", bound=xpagnostic.Array)


def norm(x: A) -> A:
    xp = xpagnostic.get_namespace(x)
    return xp.sqrt(xp.sum(xp.square(x)))


def loss(w: mlx.core.array) -> mlx.core.array:
    xp = xpagnostic.get_namespace(w)
    return xp.sum(xp.square(w))


def reveal(x: mlx.core.array, key: mlx.core.array) -> None:
    xp = xpagnostic.get_namespace(x)
    assert_type(xp, MLXNamespace)
    assert_type(xpagnostic.get_namespace(x, 2.0, None, x), MLXNamespace)
    assert_type(xp.sum(x), mlx.core.array)
    assert_type(xp.sqrt(x), mlx.core.array)
    assert_type(xp.float32, mlx.core.Dtype)
    assert_type(xp.result_type(x), mlx.core.Dtype)
    assert_type(xp.linalg.matmul(x, x), mlx.core.array)
    assert_type(xp.linalg.qr(x).Q, mlx.core.array)
    assert_type(xp.fft.fft(x), mlx.core.array)
    assert_type(xp.autodiff.grad(loss)(x), mlx.core.array)
    assert_type(xp.autodiff.value_and_grad(loss)(x), tuple[mlx.core.array, mlx.core.array])
    assert_type(xp.random.normal(key, (2, 3)), mlx.core.array)
    assert_type(xp.__array_namespace_info__().devices(), tuple[mlx.core.Device, ...])
    assert_type(xp.__array_namespace_info__().default_dtypes(), dict[str, mlx.core.Dtype])
    assert_type(xp.e, float)
    assert_type(xp.zeros(3, device="cpu"), mlx.core.array)
    # MLX's array type does not meet Array (no reflected bitwise operators, no .device):
    # generic functions take it through the facade, whose Tensor keeps it.
    t = xpagnostic.astensor(x)
    assert_type(t.square().sum().raw, mlx.core.array)
    assert_type(xpagnostic.get_namespace(t), ArrayNamespace[Tensor[mlx.core.array],
                                                            xpagnostic.DType, object])
    assert_type(norm(t).raw, mlx.core.array)
