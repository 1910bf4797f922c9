"""JAX's primitive of the autodiff extension: ``jax.vjp``.

Pure function transformation, so it composes with ``jax.jit``, ``jax.vmap``
and itself (higher order) exactly as ``jax.value_and_grad`` does.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp

from .._autodiff import BackwardRule, FlatFun, ForwardRule, Pullback


class _JaxPrimitive:
    name = "jax"

    def is_array(self, x: Any) -> bool:
        return isinstance(x, jax.Array)

    def is_differentiable(self, x: Any) -> bool:
        return bool(jnp.issubdtype(x.dtype, jnp.inexact))

    def shape(self, x: Any) -> tuple[Any, ...]:
        return tuple(x.shape)

    def vjp(self, fun: FlatFun, xs: list[Any], once: bool) -> tuple[list[Any], Any, Pullback]:
        def f(*args: Any) -> tuple[list[Any], Any]:
            return fun(list(args))

        outs, pull, aux = jax.vjp(f, *xs, has_aux=True)

        def pullback(cts: list[Any] | None) -> list[Any]:
            if cts is None:
                cts = [jnp.ones((), o.dtype) for o in outs]
            return list(pull(list(cts)))

        return list(outs), aux, pullback

    def custom_call(self, fwd: ForwardRule, bwd: BackwardRule, xs: list[Any],
                    closure_residuals: bool) -> list[Any]:
        if closure_residuals:
            # The residual is a Python closure: jax.custom_gradient accepts that.
            @jax.custom_gradient  # type: ignore[untyped-decorator]
            def g(*args: Any) -> Any:
                outs, res = fwd(list(args))
                return tuple(outs), lambda cts: tuple(bwd(res, list(cts)))

            return list(g(*xs))

        @jax.custom_vjp  # type: ignore[untyped-decorator]
        def f(*args: Any) -> Any:
            return tuple(fwd(list(args))[0])

        def f_fwd(*args: Any) -> Any:
            outs, res = fwd(list(args))
            return tuple(outs), res

        def f_bwd(res: Any, cts: Any) -> Any:
            return tuple(bwd(res, list(cts)))

        f.defvjp(f_fwd, f_bwd)
        return list(f(*xs))

    def stop_gradient(self, x: Any) -> Any:
        return jax.lax.stop_gradient(x) if isinstance(x, jax.Array) else x

    def distinct(self, x: Any) -> Any:
        return x  # arguments are traced by position

    hessian_outer = "fwd"
    user_function = None
    value_and_grad_one = None
    traced_gradient = None

    def jvp(self, fun: FlatFun, xs: list[Any], ts: list[Any]) -> tuple[list[Any], list[Any], Any]:
        outs, touts, aux = jax.jvp(lambda *a: fun(list(a)), tuple(xs), tuple(ts), has_aux=True)
        return list(outs), list(touts), aux

    def linearize(
        self, fun: FlatFun, xs: list[Any]
    ) -> tuple[list[Any], Callable[[list[Any]], list[Any]]]:
        outs, lin = jax.linearize(lambda *a: fun(list(a))[0], *xs)
        return list(outs), lambda ts: list(lin(*ts))

    def jacobian(
        self, fun: FlatFun, xs: list[Any], mode: str, holomorphic: bool
    ) -> tuple[list[list[Any]], Any]:
        def f(*a: Any) -> tuple[tuple[Any, ...], Any]:
            outs, aux = fun(list(a))
            return tuple(outs), aux

        transform = jax.jacfwd if mode == "fwd" else jax.jacrev
        argnums = tuple(range(len(xs)))
        jac, aux = transform(f, argnums=argnums, has_aux=True, holomorphic=holomorphic)(*xs)
        return [list(row) for row in jac], aux

    def vmap(
        self, fun: Callable[[list[Any]], list[Any]], xs: list[Any], in_axes: list[int]
    ) -> list[Any]:
        out = jax.vmap(lambda *a: tuple(fun(list(a))), in_axes=tuple(in_axes))(*xs)
        return list(out)

    def moveaxis(self, x: Any, source: int, destination: int) -> Any:
        return jnp.moveaxis(x, source, destination)

    def jit(self, fun: Callable[..., Any], static_argnums: tuple[int, ...], options: Any) -> Any:
        return jax.jit(fun, static_argnums=static_argnums, **options)


PRIMITIVE = _JaxPrimitive()
