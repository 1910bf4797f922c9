"""MLX's primitive of the autodiff extension: ``mx.vjp``, ``mx.jvp``, ``mx.vmap``.

MLX's transforms are pure function transformations, as JAX's: they compose with
``mx.compile`` and with themselves (higher order).  ``mx.vjp`` takes its cotangents with
the primals, so a pullback runs the function again under ``mx.vjp`` (MLX's graphs are
lazy: nothing is computed twice until evaluated); the aux comes from the first call.
Custom rules are ``mx.custom_function`` with its ``vjp``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import mlx.core as mx

from .._autodiff import BackwardRule, FlatFun, ForwardRule, Pullback
from . import _dtypes as d


def _listed(x: Any) -> list[Any]:
    return list(x) if isinstance(x, (list, tuple)) else [x]


class _MLXPrimitive:
    name = "mlx"

    def is_array(self, x: Any) -> bool:
        return isinstance(x, mx.array)

    def is_differentiable(self, x: Any) -> bool:
        return x.dtype in d.FLOATING

    def shape(self, x: Any) -> tuple[Any, ...]:
        return tuple(x.shape)

    def vjp(self, fun: FlatFun, xs: list[Any], once: bool) -> tuple[list[Any], Any, Pullback]:
        outs, aux = fun(list(xs))

        def primal(*args: Any) -> list[Any]:
            return list(fun(list(args))[0])

        def pullback(cts: list[Any] | None) -> list[Any]:
            if cts is None:
                cts = [mx.ones(o.shape, dtype=o.dtype) for o in outs]
            _, grads = mx.vjp(primal, list(xs), list(cts))
            return list(grads)

        return list(outs), aux, pullback

    def custom_call(self, fwd: ForwardRule, bwd: BackwardRule, xs: list[Any],
                    closure_residuals: bool) -> list[Any]:
        def forward(*args: Any) -> Any:
            return tuple(fwd(list(args))[0])

        f: Any = mx.custom_function(forward)

        def f_vjp(primals: Any, cotangents: Any, outputs: Any) -> Any:
            _, res = fwd(_listed(primals))
            return tuple(bwd(res, _listed(cotangents)))

        f.vjp(f_vjp)
        return _listed(f(*xs))

    def stop_gradient(self, x: Any) -> Any:
        return mx.stop_gradient(x) if isinstance(x, mx.array) else x

    def distinct(self, x: Any) -> Any:
        return x  # arguments are traced by position

    hessian_outer = "rev"
    user_function = None
    value_and_grad_one = None
    traced_gradient = None

    def jvp(self, fun: FlatFun, xs: list[Any], ts: list[Any]) -> tuple[list[Any], list[Any], Any]:
        _, aux = fun(list(xs))
        outs, touts = mx.jvp(lambda *a: list(fun(list(a))[0]), list(xs), list(ts))
        return list(outs), list(touts), aux

    def linearize(
        self, fun: FlatFun, xs: list[Any]
    ) -> tuple[list[Any], Callable[[list[Any]], list[Any]]]:
        outs = list(fun(list(xs))[0])

        def lin(ts: list[Any]) -> list[Any]:
            return list(mx.jvp(lambda *a: list(fun(list(a))[0]), list(xs), list(ts))[1])

        return outs, lin

    def jacobian(
        self, fun: FlatFun, xs: list[Any], mode: str, holomorphic: bool
    ) -> tuple[list[list[Any]], Any]:
        outs, aux = fun(list(xs))

        def primal(*args: Any) -> list[Any]:
            return list(fun(list(args))[0])

        blocks: list[list[Any]] = [[None] * len(xs) for _ in outs]
        if mode == "rev":
            for i, out in enumerate(outs):
                rows: list[list[Any]] = [[] for _ in xs]
                for k in range(out.size):
                    cts = [mx.zeros(o.shape, dtype=o.dtype) for o in outs]
                    cts[i] = mx.zeros((out.size,), dtype=out.dtype).at[k].add(1).reshape(
                        out.shape)
                    grads = mx.vjp(primal, list(xs), cts)[1]
                    for j, g in enumerate(grads):
                        rows[j].append(g)
                for j, x in enumerate(xs):
                    stacked = mx.stack(rows[j]) if rows[j] else mx.zeros((0, *x.shape),
                                                                         dtype=x.dtype)
                    blocks[i][j] = stacked.reshape((*out.shape, *x.shape))
        else:
            for j, x in enumerate(xs):
                cols: list[list[Any]] = [[] for _ in outs]
                for k in range(x.size):
                    ts = [mx.zeros(v.shape, dtype=v.dtype) for v in xs]
                    ts[j] = mx.zeros((x.size,), dtype=x.dtype).at[k].add(1).reshape(x.shape)
                    touts = mx.jvp(primal, list(xs), ts)[1]
                    for i, t in enumerate(touts):
                        cols[i].append(t)
                for i, out in enumerate(outs):
                    stacked = mx.stack(cols[i], axis=-1) if cols[i] else mx.zeros(
                        (*out.shape, 0), dtype=out.dtype)
                    blocks[i][j] = stacked.reshape((*out.shape, *x.shape))
        return blocks, aux

    def vmap(
        self, fun: Callable[[list[Any]], list[Any]], xs: list[Any], in_axes: list[int]
    ) -> list[Any]:
        out = mx.vmap(lambda *a: tuple(fun(list(a))), in_axes=tuple(in_axes))(*xs)
        return _listed(out)

    def moveaxis(self, x: Any, source: int, destination: int) -> Any:
        return mx.moveaxis(x, source, destination)

    def jit(self, fun: Callable[..., Any], static_argnums: tuple[int, ...], options: Any) -> Any:
        return mx.compile(fun, **options)


PRIMITIVE = _MLXPrimitive()
