"""What checkers see of facade Tensors: ``Tensor[A]`` keeps the native array type ``A``."""

from typing import TypeVar, assert_type

import jax
import torch

import xpagnostic
import xpagnostic.eager as ep
from xpagnostic import DType
from xpagnostic._typing.namespaces import ArrayNamespace
from xpagnostic.tensor import Tensor, astensor

A = TypeVar("A", bound=xpagnostic.Array)


def norm(x: A) -> A:
    xp = xpagnostic.get_namespace(x)
    return xp.sqrt(xp.sum(xp.square(x)))


def reveal(x: torch.Tensor, y: jax.Array) -> None:
    t = xpagnostic.astensor(x)
    assert_type(t, Tensor[torch.Tensor])
    assert_type(astensor(t), Tensor[torch.Tensor])
    assert_type(t.raw, torch.Tensor)
    assert_type(t.square().sum().raw, torch.Tensor)
    assert_type(t.matmul(x).mT.raw, torch.Tensor)
    assert_type((t + 1.0).raw, torch.Tensor)
    assert_type(t.xp.sum(x), torch.Tensor)
    xp = xpagnostic.get_namespace(t)
    assert_type(xp, ArrayNamespace[Tensor[torch.Tensor], DType, object])
    assert_type(xp.sum(t), Tensor[torch.Tensor])
    assert_type(xp.linalg.matmul(t, t), Tensor[torch.Tensor])
    assert_type(xp.fft.fft(t), Tensor[torch.Tensor])
    assert_type(xpagnostic.get_namespace(t, x, 1.0), ArrayNamespace[Tensor[torch.Tensor], DType, object])
    assert_type(norm(t), Tensor[torch.Tensor])
    assert_type(xpagnostic.astensor(y).sqrt().raw, jax.Array)
    assert_type(xpagnostic.astensors(x, x), tuple[Tensor[torch.Tensor], ...])
    e = ep.astensor(x)
    assert_type(e, ep.Tensor[torch.Tensor])
    assert_type(e.square().sum().raw, torch.Tensor)
    assert_type(ep.astensor(t).raw, torch.Tensor)
    assert_type(ep.astensor(e), ep.Tensor[torch.Tensor])
    # A tensor's shape (None where a size is not known) goes back where a shape goes.
    assert_type(e.shape, tuple[int | None, ...])
    assert_type(ep.zeros(e, e.shape), ep.Tensor[torch.Tensor])
    assert_type(e.reshape((e.shape[0], -1)), ep.Tensor[torch.Tensor])
    assert_type(ep.uniform(e, e.shape, -1.0, 1.0), ep.Tensor[torch.Tensor])
