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

from .._facade._core import Tensor as _Facade
from .._pytree import flatten, unflatten
from ._astensor import astensor
from ._tensor import Tensor

__all__ = ["value_and_grad", "value_and_grad_fn", "value_aux_and_grad"]


def _loss_raw(loss: Any) -> Any:
    if isinstance(loss, _Facade):
        return loss.raw
    return loss  # a native array: the autodiff extension checks it


def value_and_grad_fn(
    t: Any, f: Callable[..., Any], has_aux: bool = False
) -> Callable[..., tuple[Any, ...]]:
    """A function ``(x, *args, **kwargs) -> (value, grad)`` (``(value, aux, grad)`` with aux).

    ``t`` is any tensor of the backend to differentiate on; ``f`` takes tensors and
    returns a scalar tensor (and ``aux`` with ``has_aux=True``).  Tensors inside
    ``aux`` come back as tensors, detached from the graph.
    """
    dummy = astensor(t)
    ext = dummy.xp.autodiff
    # Which leaves of the last aux were tensors (they are passed through as arrays).
    wrapped: list[bool] = []

    def raw_f(x_raw: Any, *args: Any, **kwargs: Any) -> Any:
        out = f(dummy._w(x_raw), *args, **kwargs)
        if not has_aux:
            return _loss_raw(out)
        if not (isinstance(out, (tuple, list)) and len(out) == 2):
            raise TypeError(
                "value_aux_and_grad: with has_aux=True the function must return "
                f"(value, aux), got {type(out).__name__}"
            )
        loss, aux = out
        leaves, treedef = flatten(aux)
        wrapped[:] = [isinstance(a, _Facade) for a in leaves]
        aux_raw = unflatten(treedef, [a.raw if w else a for a, w in zip(leaves, wrapped)])
        return _loss_raw(loss), aux_raw

    vg = ext.value_and_grad(raw_f, 0, has_aux)

    def value_and_grad(x: Any, *args: Any, **kwargs: Any) -> tuple[Any, ...]:
        x = astensor(x)
        if x.backend != dummy.backend:
            raise TypeError(
                f"value_and_grad: the function was built for {dummy.backend} tensors, got a "
                f"{x.backend} tensor"
            )
        # A distinct array keeps other uses of x (as an extra argument, or in a closure) out
        # of the gradient on every backend (TensorFlow's tape watches objects).
        raw = ext.primitive.distinct(x.raw)
        if has_aux:
            (value, aux), grad = vg(raw, *args, **kwargs)
            leaves, treedef = flatten(aux)
            aux = unflatten(
                treedef, [x._w(a) if w else a for a, w in zip(leaves, wrapped)]
            )
            return x._w(value), aux, x._w(grad)
        value, grad = vg(raw, *args, **kwargs)
        return x._w(value), x._w(grad)

    return value_and_grad


def value_and_grad(
    f: Callable[..., Any], t: Any, *args: Any, **kwargs: Any
) -> tuple[Tensor, Tensor]:
    """``(f(t, *args, **kwargs), gradient with respect to t)``."""
    return value_and_grad_fn(t, f)(t, *args, **kwargs)


def value_aux_and_grad(
    f: Callable[..., tuple[Any, Any]], t: Any, *args: Any, **kwargs: Any
) -> tuple[Tensor, Any, Tensor]:
    """``(value, aux, gradient)`` for ``f(t, *args, **kwargs) -> (value, aux)``."""
    return value_and_grad_fn(t, f, has_aux=True)(t, *args, **kwargs)
