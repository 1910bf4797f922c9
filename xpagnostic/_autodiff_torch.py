"""PyTorch primitive of the autodiff extension: ``torch.autograd.grad``.

Differentiated inputs are replaced by fresh aliases of the same storage (no
copy): ``x.detach().requires_grad_()`` normally, or ``x.view_as(x)`` when an
enclosing computation records gradients through ``x`` (higher order, or a user
leaf that requires grad while grad mode is on), in which case the graph is kept
(``create_graph=True``).  ``autograd.grad`` never writes ``.grad`` and the
user's tensors keep their ``requires_grad``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import torch

from ._autodiff import FlatFun, Pullback


class _TorchPrimitive:
    name = "torch"

    def is_array(self, x: Any) -> bool:
        return isinstance(x, torch.Tensor)

    def is_differentiable(self, x: Any) -> bool:
        return bool(x.is_floating_point() or x.is_complex())

    def shape(self, x: Any) -> tuple[Any, ...]:
        return tuple(x.shape)

    def vjp(self, fun: FlatFun, xs: list[Any], once: bool) -> tuple[list[Any], Any, Pullback]:
        grad_on = torch.is_grad_enabled()
        if len(xs) == 1:  # fast path
            x = xs[0]
            create = grad_on and x.requires_grad
            leaves = [x.view_as(x) if create else x.detach().requires_grad_()]
        else:
            create = grad_on and any(x.requires_grad for x in xs)
            leaves = [
                x.view_as(x) if create and x.requires_grad else x.detach().requires_grad_()
                for x in xs
            ]
        if grad_on:
            outs, aux = fun(leaves)
        else:
            with torch.enable_grad():
                outs, aux = fun(leaves)
        if not create and aux is not None:
            aux = _detach_tree(aux)

        def pullback(cts: list[Any] | None) -> list[Any]:
            if len(outs) == 1 and outs[0].requires_grad:  # fast path
                live, seeds = outs, cts
            else:
                idx = [i for i, o in enumerate(outs) if o.requires_grad]
                if not idx:
                    return [torch.zeros_like(x) for x in xs]
                live = [outs[i] for i in idx]
                seeds = None if cts is None else [cts[i] for i in idx]
            if create:
                with torch.enable_grad():
                    grads = torch.autograd.grad(
                        live, leaves, seeds, retain_graph=True, create_graph=True, allow_unused=True
                    )
            else:
                grads = torch.autograd.grad(
                    live, leaves, seeds, retain_graph=not once, allow_unused=True
                )
            if len(grads) == 1 and grads[0] is not None:
                return [grads[0]]
            return [torch.zeros_like(x) if g is None else g for g, x in zip(grads, xs)]

        if create:
            values = outs
        elif len(outs) == 1:
            values = [outs[0].detach()]
        else:
            values = [o.detach() for o in outs]
        return values, aux, pullback

    def custom_call(
        self,
        fwd: Callable[[list[Any]], tuple[list[Any], Any]],
        bwd: Callable[[Any, list[Any]], list[Any]],
        xs: list[Any],
        closure_residuals: bool,
    ) -> list[Any]:
        n = len(xs)
        outs = _Custom.apply(fwd, bwd, n, *xs)
        return list(outs)

    def stop_gradient(self, x: Any) -> Any:
        return x.detach() if isinstance(x, torch.Tensor) else x


def _detach_tree(tree: Any) -> Any:
    from ._pytree import tree_map

    return tree_map(lambda a: a.detach() if isinstance(a, torch.Tensor) else a, tree)


class _Custom(torch.autograd.Function):  # type: ignore[misc]
    @staticmethod
    def forward(ctx: Any, fwd: Any, bwd: Any, n: int, *xs: Any) -> Any:
        outs, res = fwd(list(xs))
        ctx.res, ctx.bwd = res, bwd
        ctx.ints = [not (isinstance(x, torch.Tensor) and x.requires_grad) for x in xs]
        return tuple(outs)

    @staticmethod
    def backward(ctx: Any, *cts: Any) -> Any:
        in_cts = ctx.bwd(ctx.res, list(cts))
        return (None, None, None, *in_cts)


PRIMITIVE = _TorchPrimitive()
