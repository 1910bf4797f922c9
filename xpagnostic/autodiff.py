"""``xpagnostic.autodiff``: the autodiff extension, dispatching on the arguments' backend.

For code with no ``xp`` at hand::

    from xpagnostic import autodiff
    value, g = autodiff.value_and_grad(lambda x: (x * x).sum())(torch_or_jax_or_tf_array)

Each function finds the backend of the (differentiated) arrays with
:func:`xpagnostic.backend_of` and forwards to that namespace's ``xp.autodiff``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ParamSpec

from ._autodiff import DIFFERENTIATING_BACKENDS, Autodiff, CustomVjp, autodiff_for
from ._namespace import backend_of
from ._pytree import flatten

P = ParamSpec("P")

__all__ = [
    "DIFFERENTIATING_BACKENDS",
    "custom_gradient",
    "custom_vjp",
    "extension_for",
    "grad",
    "stop_gradient",
    "value_and_grad",
    "vjp",
]


def extension_for(name: str, tree: Any) -> Autodiff:
    """The backend ``autodiff`` extension owning the arrays in ``tree`` (a pytree)."""
    leaves, _ = flatten(tree)
    found: dict[str, Any] = {}
    for x in leaves:
        if x is None or type(x) in (bool, int, float, complex):
            continue
        b = backend_of(x)
        if b is None:
            t = type(x)
            raise TypeError(
                f"xpagnostic.autodiff.{name}: unsupported argument type "
                f"{t.__module__}.{t.__qualname__}; expected NumPy, PyTorch, JAX or "
                "TensorFlow arrays"
            )
        found.setdefault(b, x)
    if not found:
        raise TypeError(f"xpagnostic.autodiff.{name}: no array among the arguments")
    if len(found) > 1:
        raise TypeError(
            f"xpagnostic.autodiff.{name}: arrays from several backends cannot be mixed "
            f"({', '.join(found)})"
        )
    (backend,) = found
    return autodiff_for(backend)


def _diff_args(args: tuple[Any, ...], argnums: int | Sequence[int]) -> Any:
    nums = (argnums,) if isinstance(argnums, int) else tuple(argnums)
    return [args[n] for n in nums if isinstance(n, int) and -len(args) <= n < len(args)] or args


def value_and_grad(
    fun: Callable[P, Any], argnums: int | Sequence[int] = 0, has_aux: bool = False
) -> Callable[P, tuple[Any, Any]]:
    """``fun`` -> function returning ``(value, grads)``; see ``xp.autodiff.value_and_grad``."""

    def wrapped(*args: P.args, **kwargs: P.kwargs) -> Any:
        ext = extension_for("value_and_grad", _diff_args(args, argnums))
        return ext.value_and_grad(fun, argnums, has_aux)(*args, **kwargs)

    return wrapped


def grad(
    fun: Callable[P, Any], argnums: int | Sequence[int] = 0, has_aux: bool = False
) -> Callable[P, Any]:
    """``fun`` -> function returning the gradient; see ``xp.autodiff.grad``."""

    def wrapped(*args: P.args, **kwargs: P.kwargs) -> Any:
        ext = extension_for("grad", _diff_args(args, argnums))
        return ext.grad(fun, argnums, has_aux)(*args, **kwargs)

    return wrapped


def vjp(fun: Callable[..., Any], *primals: Any, has_aux: bool = False) -> Any:
    """``(out, vjp_fn)``; see ``xp.autodiff.vjp``."""
    return extension_for("vjp", primals).vjp(fun, *primals, has_aux=has_aux)


def stop_gradient(x: Any) -> Any:
    """``x`` (a pytree) with gradients stopped."""
    return extension_for("stop_gradient", x).stop_gradient(x)


def custom_vjp(fun: Callable[..., Any]) -> CustomVjp:
    """As ``jax.custom_vjp``; the backend is chosen per call from the arguments."""
    return CustomVjp(fun, None)


def custom_gradient(fun: Callable[P, Any]) -> Callable[P, Any]:
    """As ``tf.custom_gradient``; the backend is chosen per call from the arguments."""

    def wrapped(*args: P.args, **kwargs: P.kwargs) -> Any:
        return extension_for("custom_gradient", args).custom_gradient(fun)(*args, **kwargs)

    wrapped.__name__ = getattr(fun, "__name__", "custom_gradient")
    return wrapped
