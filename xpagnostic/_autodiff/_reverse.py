"""Reverse mode: ``value_and_grad``, ``grad``, ``vjp`` and ``stop_gradient``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final, ParamSpec

from .._pytree import TreeDef, flatten, tree_map, unflatten
from .._tracing import not_converted_in, traced_as, untraced_copy
from ._base import (
    PRIMITIVE_MODULES,
    ExtensionBase,
    callable_checked,
    fname_of,
    leaves_like,
    normalize_argnums,
    split_aux,
)
from ._protocol import made, user_function

__all__ = ["ReverseMode"]

P = ParamSpec("P")


def _value_and_grad_traced(ext: ReverseMode, fun: Any, *args: Any,
                           **kwargs: Any) -> Callable[..., Any]:
    return ext._gradient_traced("value_and_grad", True, fun, args, kwargs)


def _grad_traced(ext: ReverseMode, fun: Any, *args: Any, **kwargs: Any) -> Callable[..., Any]:
    return ext._gradient_traced("grad", False, fun, args, kwargs)


class ReverseMode(ExtensionBase):
    """Reverse mode of the ``autodiff`` extension, with JAX's semantics on native arrays."""

    __slots__ = ()

    @traced_as(_value_and_grad_traced)
    def value_and_grad(
        self,
        fun: Callable[P, Any],
        argnums: int | Sequence[int] = 0,
        has_aux: bool = False,
    ) -> Callable[P, tuple[Any, Any]]:
        """``fun`` -> function returning ``(value, grads)`` (``((value, aux), grads)`` with aux).

        ``grads`` has the structure of the argument at ``argnums`` (a tuple of them
        when ``argnums`` is a tuple).  ``fun`` must return a scalar array.
        """
        return self._value_and_grad("value_and_grad", fun, argnums, has_aux, True)

    @traced_as(_grad_traced)
    def grad(
        self,
        fun: Callable[P, Any],
        argnums: int | Sequence[int] = 0,
        has_aux: bool = False,
    ) -> Callable[P, Any]:
        """``fun`` -> function returning the gradient (``(grads, aux)`` with ``has_aux``)."""
        return self._value_and_grad("grad", fun, argnums, has_aux, False)

    def _gradient_traced(self, name: str, with_value: bool, fun: Any,
                         args: tuple[Any, ...], kwargs: dict[str, Any]) -> Callable[..., Any]:
        """What Dynamo traces for ``value_and_grad`` (``with_value``) and ``grad``: the
        primitive's lean traced form (``Primitive.traced_gradient``) for the common call
        (the function alone: ``argnums`` 0, no aux), the general path otherwise.

        Each object it reads is a guard, checked at every call of the compiled function.
        A method found on the extension's own class costs none (Dynamo guards the
        instance's type once; a module's function costs the module, the function and its
        code), so the stand-ins call this method, which ``Autodiff`` holds as its own; it
        reads the primitive from its slot (filled when the namespace was imported, see
        ``autodiff_for``), takes no defaults, and builds the message and the general path
        only where they are used."""
        prim = self._prim
        if prim is not None and not args and not kwargs:
            lean = prim.traced_gradient
            if lean is not None and callable(fun):

                def check(out: Any) -> None:
                    self._scalar_out(fname_of(self.backend, name), prim, out)

                def general() -> Callable[..., Any]:
                    return self._value_and_grad(name, fun, 0, False, with_value)

                return lean(fun, with_value, check, general)
        body = _VALUE_AND_GRAD if with_value else _GRAD
        made_fn: Callable[..., Any] = body(self, fun, *args, **kwargs)
        return made_fn

    def _value_and_grad(self, name: str, fun: Callable[P, Any], argnums: int | Sequence[int],
                        has_aux: bool, with_value: bool) -> Callable[P, Any]:
        """``value_and_grad`` (``with_value``) or ``grad`` (as ``name``) of ``fun``."""
        prim = self._require(name)
        fname = callable_checked(self.backend, name, fun)
        single = isinstance(argnums, int)
        one = argnums if isinstance(argnums, int) else None
        convert = prim.user_function

        def finish(result: Any) -> tuple[list[Any], Any]:
            out, aux = split_aux(fname, result, has_aux, "value")
            self._scalar_out(fname, prim, out)
            return [out], aux

        # A backend may offer a lean path for the commonest call, f(x) with one bare array
        # and no aux; it returns None when it does not apply.
        fast = prim.value_and_grad_one if one == 0 and not has_aux else None

        def check(out: Any) -> None:
            self._scalar_out(fname, prim, out)

        def wrapped(*args: P.args, **kwargs: P.kwargs) -> Any:
            call: Callable[..., Any] = fun if convert is None else convert(fun)
            if fast is not None and len(args) == 1 and not kwargs:
                r = fast(call, args[0], check)
                if r is not None:
                    return r if with_value else r[1]
            treedef: TreeDef | None = None
            nums: tuple[int, ...]
            if one is not None and 0 <= one < len(args) and prim.is_array(args[one]):
                nums, leaves = (one,), [args[one]]  # fast path: one bare array
                if not prim.is_differentiable(leaves[0]):
                    self._check_leaves(fname, prim, leaves, f"argument {one}")
            else:
                nums = normalize_argnums(fname, argnums, len(args))
                leaves, treedef = flatten(tuple(args[i] for i in nums))
                self._check_leaves(fname, prim, leaves, f"argument(s) {nums}")

            def flat_fun(xs: list[Any]) -> tuple[list[Any], Any]:
                if treedef is None and len(args) == 1 and not kwargs:
                    return finish(call(xs[0]))
                call_args = list(args)
                if treedef is None:
                    call_args[nums[0]] = xs[0]
                else:
                    for i, v in zip(nums, unflatten(treedef, xs)):
                        call_args[i] = v
                return finish(call(*call_args, **kwargs))

            outs, aux, pullback = prim.vjp(flat_fun, leaves, True)
            if treedef is None:
                g = pullback(None)[0]
            else:
                grads = unflatten(treedef, pullback(None))
                g = grads[0] if single else grads
            value = outs[0]
            if with_value:
                return ((value, aux), g) if has_aux else (value, g)
            return (g, aux) if has_aux else g

        wrapped.__name__ = f"{name}_{getattr(fun, '__name__', 'fun')}"
        wrapped.__doc__ = f"{name} of {getattr(fun, '__qualname__', '')!r}"
        return made(prim, wrapped)

    def vjp(self, fun: Callable[..., Any], *primals: Any, has_aux: bool = False) -> Any:
        """``(out, vjp_fn)`` (``(out, vjp_fn, aux)`` with aux), as ``jax.vjp``.

        ``vjp_fn(cotangent)`` takes a cotangent shaped like ``out`` and returns a
        tuple with one cotangent per primal; it may be called several times.
        """
        fname = fname_of(self.backend, "vjp")
        prim = self._require("vjp")
        fun = user_function(prim, fun)
        leaves, treedef = flatten(primals)
        self._check_leaves(fname, prim, leaves, "the primals")
        out_tree: list[TreeDef] = []

        def flat_fun(xs: list[Any]) -> tuple[list[Any], Any]:
            result, aux = split_aux(fname, fun(*unflatten(treedef, xs)), has_aux, "out")
            out_leaves, td = flatten(result)
            self._check_outputs(fname, prim, out_leaves)
            out_tree.append(td)
            return out_leaves, aux

        outs, aux, pullback = prim.vjp(flat_fun, leaves, False)
        out_def = out_tree[-1]

        def vjp_fn(cotangent: Any) -> tuple[Any, ...]:
            ct_leaves = leaves_like(fname, prim, cotangent, outs, out_def,
                                     ("the cotangent has", "the output's"),
                                     ("cotangent", "an output"))
            return tuple(unflatten(treedef, pullback(ct_leaves)))

        out = unflatten(out_def, outs)
        made(prim, vjp_fn)
        return (out, vjp_fn, aux) if has_aux else (out, vjp_fn)

    def stop_gradient(self, x: Any) -> Any:
        """``x`` (a pytree) with gradients stopped; the identity on NumPy."""
        if self.backend not in PRIMITIVE_MODULES:
            return x
        return tree_map(self.primitive.stop_gradient, x)


#: The bodies of ``value_and_grad`` and ``grad``, for their traced forms to call.
_VALUE_AND_GRAD: Final = untraced_copy(ReverseMode.value_and_grad)
_GRAD: Final = untraced_copy(ReverseMode.grad)

# AutoGraph calls the extension's functions and the functions the transforms return as they
# are (see _tracing); the user's functions inside stay converted.
not_converted_in(ReverseMode)
