"""EagerPy-style gradients (``value_and_grad_fn``, ``value_and_grad``, ``value_aux_and_grad``).

Built on the backend's ``xp.autodiff.value_and_grad``, so they inherit its
guarantees: no ``.grad`` is left on PyTorch tensors or model parameters, they
work under ``jax.jit`` and ``tf.function``, and NumPy raises
``NotImplementedError`` naming the backends that differentiate.  The gradient is
taken with respect to the first argument; further arguments are passed through.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ._tensor import Tensor, value_and_grad_fn

__all__ = ["value_and_grad", "value_and_grad_fn", "value_aux_and_grad"]


def value_and_grad(
    f: Callable[..., Any], t: Any, *args: Any, **kwargs: Any
) -> tuple[Tensor[Any], Tensor[Any]]:
    """``(f(t, *args, **kwargs), gradient with respect to t)``."""
    return value_and_grad_fn(t, f)(t, *args, **kwargs)


def value_aux_and_grad(
    f: Callable[..., tuple[Any, Any]], t: Any, *args: Any, **kwargs: Any
) -> tuple[Tensor[Any], Any, Tensor[Any]]:
    """``(value, aux, gradient)`` for ``f(t, *args, **kwargs) -> (value, aux)``."""
    return value_and_grad_fn(t, f, has_aux=True)(t, *args, **kwargs)
