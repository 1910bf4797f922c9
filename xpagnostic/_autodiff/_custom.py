"""Custom rules: ``custom_vjp`` (as ``jax.custom_vjp``) and ``custom_gradient`` (as
``tf.custom_gradient``), whose backward pass the user writes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ParamSpec

from .._pytree import TreeDef, flatten, unflatten
from .._tracing import not_converted, not_converted_in
from ._base import PRIMITIVE_MODULES, ExtensionBase, describe, fname_of
from ._protocol import user_function

__all__ = ["CustomRules", "CustomVjp"]

P = ParamSpec("P")


class CustomRules(ExtensionBase):
    """``custom_vjp`` and ``custom_gradient`` of the ``autodiff`` extension."""

    __slots__ = ()

    def custom_vjp(self, fun: Callable[..., Any]) -> CustomVjp:
        """Decorator, as ``jax.custom_vjp``: ``f = custom_vjp(f); f.defvjp(fwd, bwd)``.

        ``fwd(*args) -> (out, residuals)``; ``bwd(residuals, g) -> tuple`` of one
        cotangent per positional argument (``None`` for a zero/integer one).
        """
        return CustomVjp(fun, self)

    def custom_gradient(self, fun: Callable[P, Any]) -> Callable[P, Any]:
        """Decorator, as ``tf.custom_gradient``: ``fun(*args) -> (out, grad_fn)``.

        ``grad_fn(g)`` returns the cotangent of each positional argument (a tuple,
        or a single value when there is one argument).
        """
        fname = fname_of(self.backend, "custom_gradient")

        # Ours, handed to CustomVjp as the rule: AutoGraph calls them as they are, and they
        # call the user's functions through _user.
        @not_converted
        def fwd(*args: Any) -> tuple[Any, Any]:
            result = self._user(fun)(*args)
            if not (isinstance(result, (tuple, list)) and len(result) == 2):
                raise TypeError(
                    f"{fname}: the function must return (out, grad_fn), got {describe(result)}"
                )
            out, grad_fn = result
            if not callable(grad_fn):
                raise TypeError(f"{fname}: grad_fn must be callable, got {describe(grad_fn)}")
            return out, grad_fn

        @not_converted
        def bwd(grad_fn: Any, g: Any) -> Any:
            return self._user(grad_fn)(g)

        @not_converted
        def primal(*args: Any) -> Any:
            return fwd(*args)[0]

        cv = CustomVjp(primal, self, closure_residuals=True)
        cv.defvjp(fwd, bwd)

        def wrapped(*args: P.args, **kwargs: P.kwargs) -> Any:
            return cv(*args, **kwargs)

        wrapped.__name__ = getattr(fun, "__name__", "custom_gradient")
        wrapped.__doc__ = getattr(fun, "__doc__", None)
        return not_converted(wrapped)


class CustomVjp:
    """A function with a user-defined backward pass (see :meth:`CustomRules.custom_vjp`),
    run by the extension ``ext`` (for ``xpagnostic.autodiff.custom_vjp``, the subclass
    in ``_dispatch`` chooses one per call from the arguments)."""

    def __init__(
        self,
        fun: Callable[..., Any],
        ext: ExtensionBase | None,
        closure_residuals: bool = False,
    ) -> None:
        self.fun = fun
        self._ext = ext
        self._closure = closure_residuals
        self._fwd: Callable[..., Any] | None = None
        self._bwd: Callable[..., Any] | None = None
        self.__name__ = getattr(fun, "__name__", "custom_vjp")
        self.__doc__ = getattr(fun, "__doc__", None)

    def defvjp(self, fwd: Callable[..., Any], bwd: Callable[..., Any]) -> None:
        """Set the forward (``-> (out, residuals)``) and backward (``(res, g) -> cts``)."""
        self._fwd, self._bwd = fwd, bwd

    def _extension(self, args: tuple[Any, ...]) -> Any:
        """The extension that runs a call with ``args``: the one this function was made by
        (``xpagnostic.autodiff.custom_vjp`` chooses one per call)."""
        return self._ext

    def __call__(self, *args: Any) -> Any:
        ext = self._extension(args)
        if not isinstance(ext, ExtensionBase):  # Tensors: the facade's extension
            if self._fwd is None or self._bwd is None:
                raise TypeError(f"xpagnostic.autodiff.custom_vjp: call defvjp(fwd, bwd) "
                                f"on {self.__name__!r} first")
            fun = ext.custom_vjp(self.fun)
            fun.defvjp(self._fwd, self._bwd)
            return fun(*args)
        backend = ext.backend
        fname = fname_of(backend, "custom_vjp")
        if self._fwd is None or self._bwd is None:
            raise TypeError(f"{fname}: call defvjp(fwd, bwd) on {self.__name__!r} first")
        if backend not in PRIMITIVE_MODULES:  # NumPy, Dask: nothing to differentiate
            return self.fun(*args)
        prim = ext.primitive
        fwd, bwd = user_function(prim, self._fwd), user_function(prim, self._bwd)
        leaves, treedef = flatten(args)
        out_defs: list[TreeDef] = []

        def fwd_flat(xs: list[Any]) -> tuple[list[Any], Any]:
            out, res = fwd(*unflatten(treedef, xs))
            out_leaves, out_def = flatten(out)
            out_defs.append(out_def)
            return out_leaves, res

        def bwd_flat(res: Any, cts: list[Any]) -> list[Any]:
            in_cts = bwd(res, unflatten(out_defs[-1], cts))
            if not isinstance(in_cts, (tuple, list)):
                in_cts = (in_cts,)
            if len(in_cts) != len(args):
                raise ValueError(
                    f"{fname}: the backward of {self.__name__!r} returned {len(in_cts)} "
                    f"cotangent(s) for {len(args)} argument(s)"
                )
            flat: list[Any] = []
            for a, c in zip(args, in_cts):
                a_leaves, a_def = flatten(a)
                if c is None:
                    flat.extend([None] * len(a_leaves))
                    continue
                c_leaves, c_def = flatten(c)
                if c_def != a_def:
                    raise ValueError(
                        f"{fname}: cotangent structure {c_def} does not match the "
                        f"argument's structure {a_def}"
                    )
                flat.extend(c_leaves)
            return flat

        outs = prim.custom_call(fwd_flat, bwd_flat, leaves, self._closure)
        return unflatten(out_defs[-1], outs)


# AutoGraph calls the extension's functions, a CustomVjp and the functions the transforms


# AutoGraph calls the extension's functions and a CustomVjp as they are (see _tracing); the
# user's functions inside stay converted.
not_converted_in(CustomRules)
not_converted_in(CustomVjp)
not_converted(CustomVjp)
