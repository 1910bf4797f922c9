"""Checked without TensorFlow's stubs (types-tensorflow), where ``tf.Tensor`` is ``Any``: the
namespace of a type variable is still the generic protocol, never TensorFlow's."""

from typing import TypeVar, assert_type

import torch

import xpagnostic
from xpagnostic import DType
from xpagnostic._typing.namespaces import ArrayNamespace, TorchNamespace

A = TypeVar("A", bound=xpagnostic.Array)


def norm(x: A) -> A:
    xp = xpagnostic.get_namespace(x)
    assert_type(xp, ArrayNamespace[A, DType, object])
    return xp.sqrt(xp.sum(x * x))


def native(x: torch.Tensor) -> torch.Tensor:
    assert_type(xpagnostic.get_namespace(x), TorchNamespace)
    return norm(x)
