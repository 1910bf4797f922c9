"""What checkers see of ``xpagnostic.autodiff``, the functions that find the backend from
their arguments: the same signatures as ``xp.autodiff``."""

from collections.abc import Callable
from typing import Any, assert_type

import jax
import torch

import xpagnostic
from xpagnostic import autodiff


def loss(w: torch.Tensor) -> torch.Tensor:
    xp = xpagnostic.get_namespace(w)
    return xp.sum(xp.square(w))


def loss_aux(w: jax.Array, scale: float) -> tuple[jax.Array, str]:
    xp = xpagnostic.get_namespace(w)
    return xp.multiply(xp.sum(xp.square(w)), scale), "aux"


def reveal(x: torch.Tensor, j: jax.Array) -> None:
    assert_type(autodiff.grad(loss)(x), torch.Tensor)
    assert_type(autodiff.value_and_grad(loss)(x), tuple[torch.Tensor, torch.Tensor])
    assert_type(autodiff.grad(loss_aux, has_aux=True)(j, 2.0), tuple[jax.Array, str])
    assert_type(autodiff.value_and_grad(loss_aux, has_aux=True)(j, 2.0),
                tuple[tuple[jax.Array, str], jax.Array])
    assert_type(xpagnostic.autodiff.grad(loss)(x), torch.Tensor)
    assert_type(autodiff.jacrev(loss)(x), torch.Tensor)
    assert_type(autodiff.vjp(loss, x)[0], torch.Tensor)
    assert_type(autodiff.vjp(loss, x)[1], Callable[[torch.Tensor], tuple[Any, ...]])
    assert_type(autodiff.jvp(loss, (x,), (x,)), tuple[torch.Tensor, torch.Tensor])
    assert_type(autodiff.hvp(loss, (x,), (x,)), torch.Tensor)
    assert_type(autodiff.stop_gradient(j), jax.Array)
    assert_type(autodiff.jit(loss)(x), torch.Tensor)
    assert_type(autodiff.vmap(loss)(x), torch.Tensor)
