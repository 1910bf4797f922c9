"""``autodiff`` of a facade namespace: the backend's extension with Tensors in and out.

Every function of :class:`xpagnostic._autodiff.Autodiff` takes user functions, arrays
(pytrees of them) or both, and returns functions, arrays or both.  Here each argument
crosses to the native side (a Tensor becomes its array; a user function becomes a
function of native arrays that calls it with Tensors and unwraps what it returns) and
each result crosses back (arrays become Tensors; returned functions take and return
Tensors).  Differentiation itself stays the backend's: the facade adds no rule.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from .._autodiff import Autodiff
from .._namespace import backend_of
from .._pytree import tree_map
from ._wrap import TensorBase, as_array


class FacadeAutodiff:
    """``xp.autodiff`` of the facade namespace of one backend."""

    def __init__(self, inner: Autodiff, backend: str, tensor_type: type[TensorBase]) -> None:
        self._inner = inner
        self._backend = backend
        self._tensor_type = tensor_type

    def __repr__(self) -> str:
        return f"<xpagnostic.tensor.{self._backend}.autodiff>"

    def __dir__(self) -> list[str]:
        return sorted(_FUNCTIONS)

    # -- crossing between Tensors and native arrays ------------------------------
    def _to_native(self, tree: Any) -> Any:
        return tree_map(self._native_leaf, tree)

    def _native_leaf(self, x: Any) -> Any:
        if isinstance(x, TensorBase):
            return x._raw
        if _is_function(x):
            return self._native_fun(x)
        return x

    def _to_facade(self, tree: Any) -> Any:
        return tree_map(self._facade_leaf, tree)

    def _facade_leaf(self, x: Any) -> Any:
        if isinstance(x, TensorBase):
            return x
        if backend_of(x) == self._backend:
            return self._tensor_type(as_array(x, self._backend))
        if _is_function(x):
            return self._facade_fun(x)
        return x

    def _native_fun(self, fun: Callable[..., Any]) -> Callable[..., Any]:
        """``fun`` (Tensors in, Tensors out) as a function of native arrays."""

        @functools.wraps(fun)
        def native(*args: Any, **kwargs: Any) -> Any:
            return self._to_native(fun(*self._to_facade(args), **self._to_facade(kwargs)))

        return native

    def _facade_fun(self, fun: Callable[..., Any]) -> Callable[..., Any]:
        """``fun`` (native arrays in and out) as a function of Tensors."""

        @functools.wraps(fun)
        def facade(*args: Any, **kwargs: Any) -> Any:
            return self._to_facade(fun(*self._to_native(args), **self._to_native(kwargs)))

        return facade

    # -- the extension's functions -------------------------------------------------
    def grad(self, fun: Callable[..., Any], argnums: Any = 0, has_aux: bool = False) -> Any:
        """As the backend's ``autodiff.grad``, on Tensors."""
        return self._facade_fun(self._inner.grad(self._native_fun(fun), argnums=argnums,
                                                 has_aux=has_aux))

    def value_and_grad(self, fun: Callable[..., Any], argnums: Any = 0,
                       has_aux: bool = False) -> Any:
        """As the backend's ``autodiff.value_and_grad``, on Tensors."""
        return self._facade_fun(self._inner.value_and_grad(self._native_fun(fun),
                                                           argnums=argnums, has_aux=has_aux))

    def vjp(self, fun: Callable[..., Any], *primals: Any, has_aux: bool = False) -> Any:
        """As the backend's ``autodiff.vjp``: ``(out, vjp_fn)`` with Tensors, ``vjp_fn``
        taking and returning Tensors."""
        return self._to_facade(self._inner.vjp(self._native_fun(fun),
                                               *self._to_native(primals), has_aux=has_aux))

    def stop_gradient(self, x: Any) -> Any:
        """As the backend's ``autodiff.stop_gradient``, on a pytree of Tensors."""
        return self._to_facade(self._inner.stop_gradient(self._to_native(x)))

    def custom_vjp(self, fun: Callable[..., Any]) -> FacadeCustomVjp:
        """As the backend's ``autodiff.custom_vjp``: ``fwd`` and ``bwd`` given to
        ``defvjp`` take and return Tensors."""
        return FacadeCustomVjp(self, self._inner.custom_vjp(self._native_fun(fun)))

    def custom_gradient(self, fun: Callable[..., Any]) -> Callable[..., Any]:
        """As the backend's ``autodiff.custom_gradient``: ``fun`` returns
        ``(out, grad_fn)`` with Tensors, and ``grad_fn`` takes and returns Tensors."""
        return self._facade_fun(self._inner.custom_gradient(self._native_fun(fun)))


    def jvp(self, fun: Callable[..., Any], primals: Any, tangents: Any,
            has_aux: bool = False) -> Any:
        """As the backend's ``autodiff.jvp``: ``(out, tangent_out)`` as Tensors."""
        return self._to_facade(self._inner.jvp(self._native_fun(fun), self._to_native(primals),
                                               self._to_native(tangents), has_aux=has_aux))

    def linearize(self, fun: Callable[..., Any], *primals: Any) -> Any:
        """As the backend's ``autodiff.linearize``: ``f_jvp`` takes and returns Tensors."""
        return self._to_facade(self._inner.linearize(self._native_fun(fun),
                                                     *self._to_native(primals)))

    def jacfwd(self, fun: Callable[..., Any], argnums: Any = 0, has_aux: bool = False,
               holomorphic: bool = False) -> Any:
        """As the backend's ``autodiff.jacfwd``, on Tensors."""
        return self._facade_fun(self._inner.jacfwd(self._native_fun(fun), argnums, has_aux,
                                                   holomorphic))

    def jacrev(self, fun: Callable[..., Any], argnums: Any = 0, has_aux: bool = False,
               holomorphic: bool = False) -> Any:
        """As the backend's ``autodiff.jacrev``, on Tensors."""
        return self._facade_fun(self._inner.jacrev(self._native_fun(fun), argnums, has_aux,
                                                   holomorphic))

    def hessian(self, fun: Callable[..., Any], argnums: Any = 0, has_aux: bool = False,
                holomorphic: bool = False) -> Any:
        """As the backend's ``autodiff.hessian``, on Tensors."""
        return self._facade_fun(self._inner.hessian(self._native_fun(fun), argnums, has_aux,
                                                    holomorphic))

    def hvp(self, fun: Callable[..., Any], primals: Any, tangents: Any) -> Any:
        """As the backend's ``autodiff.hvp``: a Tensor shaped like ``primals[0]``."""
        return self._to_facade(self._inner.hvp(self._native_fun(fun), self._to_native(primals),
                                               self._to_native(tangents)))

    def vmap(self, fun: Callable[..., Any], in_axes: Any = 0, out_axes: Any = 0) -> Any:
        """As the backend's ``autodiff.vmap``, on Tensors."""
        return self._facade_fun(self._inner.vmap(self._native_fun(fun), in_axes, out_axes))

    def jit(self, fun: Callable[..., Any], static_argnums: Any = (), **options: Any) -> Any:
        """As the backend's ``autodiff.jit``: the compiled function takes and returns
        Tensors (they are unwrapped outside the compiled code)."""
        return self._facade_fun(self._inner.jit(self._native_fun(fun), static_argnums,
                                                **options))


class FacadeCustomVjp:
    """A function with a user-defined backward pass, over Tensors."""

    def __init__(self, ext: FacadeAutodiff, inner: Any) -> None:
        self._ext = ext
        self._inner = inner
        self.__name__ = inner.__name__
        self.__doc__ = inner.__doc__

    def defvjp(self, fwd: Callable[..., Any], bwd: Callable[..., Any]) -> None:
        """Set the forward (``-> (out, residuals)``) and backward (``(res, g) -> cts``)."""
        self._inner.defvjp(self._ext._native_fun(fwd), self._ext._native_fun(bwd))

    def __call__(self, *args: Any) -> Any:
        return self._ext._to_facade(self._inner(*self._ext._to_native(args)))


#: The public functions of the extension (what ``dir`` lists).
_FUNCTIONS = frozenset({"grad", "value_and_grad", "vjp", "stop_gradient", "custom_vjp",
                        "custom_gradient", "jvp", "linearize", "jacfwd", "jacrev", "hessian",
                        "hvp", "vmap", "jit"})


def _is_function(x: Any) -> bool:
    return callable(x) and not isinstance(x, type) and backend_of(x) is None
