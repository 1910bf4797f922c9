"""The ``autodiff`` extension of each backend, and which one owns a call's arrays."""

from __future__ import annotations

import sys
from typing import Any, Final

from .._backends import BACKENDS, array_names
from .._namespace import backend_of, tensor_class, type_name
from .._pytree import flatten
from .._tracing import not_converted, not_converted_in
from ._base import PRIMITIVE_MODULES
from ._custom import CustomRules, CustomVjp
from ._forward import ForwardMode
from ._reverse import ReverseMode
from ._vmap import Vectorising

__all__ = ["Autodiff", "CustomVjpPerCall", "autodiff_for", "extension_for"]


class Autodiff(ForwardMode, Vectorising, CustomRules):
    """The ``autodiff`` extension of one backend namespace (``xp.autodiff``).

    ``grad`` / ``value_and_grad`` / ``vjp`` / ``jvp`` / ``linearize`` / ``jacfwd`` /
    ``jacrev`` / ``hessian`` / ``hvp`` / ``vmap`` / ``jit`` / ``custom_vjp`` /
    ``custom_gradient`` / ``stop_gradient``, with JAX's semantics, on native arrays.  The
    backend's :class:`~xpagnostic._autodiff.Primitive`, named by its row of the backend
    table, does the differentiating.
    """

    __slots__ = ()

    # Found on the class itself, where Dynamo, tracing ``xp.autodiff.value_and_grad`` and
    # its stand-in, looks first: each class of the method resolution order it looks past
    # is a guard.
    value_and_grad = ReverseMode.value_and_grad
    grad = ReverseMode.grad
    _gradient_traced = ReverseMode._gradient_traced


#: Backend -> its extension, one per backend, all made here: the dictionary never changes,
#: so code that ``torch.compile`` traces reads it without a guard that could fail later.
_EXTENSIONS: Final[dict[str, Autodiff]] = {name: Autodiff(name) for name in BACKENDS}


def autodiff_for(backend: str) -> Autodiff:
    """The ``autodiff`` extension of ``backend`` (its namespace's ``autodiff``).

    Where the backend's framework is imported already (a namespace asks when it is
    imported), its primitive is loaded now: code that ``torch.compile`` traces then finds
    it in place, reading no import.  Otherwise it is loaded on first use."""
    ext = _EXTENSIONS[backend]
    framework_imported = BACKENDS[backend].module in sys.modules
    if ext._prim is None and backend in PRIMITIVE_MODULES and framework_imported:
        ext._prim = ext.primitive
    return ext


def _registered_tensor(x: Any) -> bool:
    cls = tensor_class()
    return cls is not None and isinstance(x, cls)


def extension_for(name: str, tree: Any, strict: bool = True) -> Any:
    """The ``autodiff`` extension owning the arrays in ``tree`` (a pytree).

    Native arrays get their backend's :class:`Autodiff`.  When Tensors of the facade's
    registered class (``xpagnostic._namespace.register_tensor_class``) are among them (native
    arrays of the same backend may be too), the result is the Tensors' namespace's extension
    (``t.__array_namespace__().autodiff``), which takes and returns Tensors.
    ``strict=False`` skips leaves that are not arrays of a known backend (for ``vmap`` and
    ``jit``, whose functions may take other Python values).
    """
    leaves, _ = flatten(tree)
    found: dict[str, Any] = {}
    tensor: Any = None
    for x in leaves:
        if x is None or type(x) in (bool, int, float, complex):
            continue
        b = backend_of(x)
        if b is None and _registered_tensor(x):
            b = x.backend
            tensor = x if tensor is None else tensor
        if b is None:
            if not strict:
                continue
            raise TypeError(
                f"xpagnostic.autodiff.{name}: unsupported argument type "
                f"{type_name(type(x))}; expected a {array_names()} or an xpagnostic.Tensor"
            )
        found.setdefault(b, x)
    if not found:
        raise TypeError(f"xpagnostic.autodiff.{name}: no array among the arguments")
    if len(found) > 1:
        raise TypeError(
            f"xpagnostic.autodiff.{name}: arrays from several backends cannot be mixed "
            f"({', '.join(found)})"
        )
    if tensor is not None:
        return tensor.__array_namespace__().autodiff
    (backend,) = found
    return _EXTENSIONS[backend]


class CustomVjpPerCall(CustomVjp):
    """``xpagnostic.autodiff.custom_vjp``'s function: the extension owning each call's
    arguments runs it."""

    def _extension(self, args: tuple[Any, ...]) -> Any:
        return extension_for("custom_vjp", args)


not_converted_in(Autodiff)
not_converted_in(CustomVjpPerCall)
not_converted(CustomVjpPerCall)
