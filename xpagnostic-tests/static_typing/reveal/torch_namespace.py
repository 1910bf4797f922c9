"""What checkers see of the PyTorch namespace, the facade over it and a generic function."""

from typing import TypeVar, assert_type

import torch

import xpagnostic
from xpagnostic._typing.namespaces import TorchNamespace

A = TypeVar("A", bound=xpagnostic.Array)


def norm(x: A) -> A:
    xp = xpagnostic.get_namespace(x)
    return xp.sqrt(xp.sum(xp.square(x)))


def loss(w: torch.Tensor) -> torch.Tensor:
    xp = xpagnostic.get_namespace(w)
    return xp.sum(xp.square(w))


def reveal(x: torch.Tensor, key: torch.Tensor) -> None:
    xp = xpagnostic.get_namespace(x)
    assert_type(xp, TorchNamespace)
    assert_type(xpagnostic.get_namespace(x, 2.0, None, x), TorchNamespace)
    assert_type(xp.sum(x), torch.Tensor)
    assert_type(xp.sqrt(x), torch.Tensor)
    assert_type(xp.float32, torch.dtype)
    assert_type(xp.result_type(x), torch.dtype)
    assert_type(xp.linalg.matmul(x, x), torch.Tensor)
    assert_type(xp.linalg.qr(x).Q, torch.Tensor)
    assert_type(xp.fft.fft(x), torch.Tensor)
    assert_type(xp.autodiff.grad(loss)(x), torch.Tensor)
    assert_type(xp.autodiff.value_and_grad(loss)(x), tuple[torch.Tensor, torch.Tensor])
    assert_type(xp.random.normal(key, (2, 3)), torch.Tensor)
    assert_type(xpagnostic.astensor(x).square().sum().raw, torch.Tensor)
    assert_type(xp.__array_namespace_info__().devices(), tuple[torch.device, ...])
    assert_type(xp.__array_namespace_info__().default_dtypes(), dict[str, torch.dtype])
    assert_type(xp.e, float)
    assert_type(xp.zeros(3, device="cuda:1"), torch.Tensor)
    assert_type(xp.asarray([1.0], device=torch.device("cpu")), torch.Tensor)
    assert_type(norm(x), torch.Tensor)
