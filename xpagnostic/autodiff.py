"""``xpagnostic.autodiff``: the autodiff extension, dispatching on the arguments' backend.

For code with no ``xp`` at hand::

    from xpagnostic import autodiff
    value, g = autodiff.value_and_grad(lambda x: (x * x).sum())(torch_or_jax_or_tf_array)

Each function finds the backend of the (differentiated) arrays with
:func:`xpagnostic.backend_of` and forwards to that namespace's ``xp.autodiff``.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ParamSpec, cast

from ._autodiff import (
    DIFFERENTIATING_BACKENDS,
    Autodiff,
    CustomVjp,
    CustomVjpPerCall,
    extension_for,
)
from ._namespace import backend_of, register_public_module
from ._tracing import not_converted, not_converted_in

P = ParamSpec("P")

__all__ = [
    "DIFFERENTIATING_BACKENDS",
    "custom_gradient",
    "custom_vjp",
    "extension_for",
    "grad",
    "hessian",
    "hvp",
    "jacfwd",
    "jacrev",
    "jit",
    "jvp",
    "linearize",
    "stop_gradient",
    "value_and_grad",
    "vjp",
    "vmap",
]


def _diff_args(args: tuple[Any, ...], argnums: int | Sequence[int]) -> Any:
    nums = (argnums,) if isinstance(argnums, int) else tuple(argnums)
    return [args[n] for n in nums if isinstance(n, int) and -len(args) <= n < len(args)] or args


def _per_backend(
    name: str,
    make: Callable[[Autodiff], Callable[..., Any]],
    pick: Callable[[tuple[Any, ...]], Any],
    strict: bool = True,
) -> Callable[..., Any]:
    """A function dispatching each call to ``make(ext)``, built once per backend.

    The backend's transformed function is kept, so calling the result in a loop pays the
    dispatch once.  When the picked argument is a bare array, its type alone finds the
    backend (a dictionary lookup), which keeps ``value_and_grad(f)(x)`` written inside a
    loop cheap too.
    """
    built: dict[Any, Callable[..., Any]] = {}

    def wrapped(*args: Any, **kwargs: Any) -> Any:
        picked = pick(args)
        t = type(picked)
        fn = built.get(t)
        if fn is None:
            ext = _EXT_BY_TYPE.get(t)
            if ext is None:
                ext = extension_for(name, picked, strict)
                if backend_of(picked) is not None:  # a bare array: its type is the key
                    _EXT_BY_TYPE[t] = ext
            fn = make(ext)
            if t in _EXT_BY_TYPE:
                built[t] = fn
        return fn(*args, **kwargs)

    return not_converted(wrapped)


#: Array type -> its backend's extension (types are few; filled on first use).
_EXT_BY_TYPE: dict[type, Autodiff] = {}


def _diff_pick(argnums: int | Sequence[int]) -> Callable[[tuple[Any, ...]], Any]:
    if isinstance(argnums, int) and argnums >= 0:
        n = argnums

        def pick_one(args: tuple[Any, ...]) -> Any:
            return args[n] if n < len(args) else args

        return pick_one
    return lambda args: _diff_args(args, argnums)


#: The most recently built dispatching wrappers of grad / value_and_grad, by
#: (transform, function, argnums, has_aux): ``value_and_grad(f)(x)`` written inside a loop
#: then costs a dictionary lookup, not a rebuild.  Bounded, so that functions created
#: afresh on each iteration (lambdas) do not pile up: the oldest entry goes first.
_RECENT: dict[tuple[Any, ...], Callable[..., Any]] = {}
_RECENT_MAX = 16


def _recent(
    key: tuple[Any, ...], build: Callable[[], Callable[..., Any]]
) -> Callable[..., Any]:
    try:
        w = _RECENT.get(key)
    except TypeError:  # an unhashable function or argnums: build it every time
        return build()
    if w is None:
        w = build()
        if len(_RECENT) >= _RECENT_MAX:
            del _RECENT[next(iter(_RECENT))]
        _RECENT[key] = w
    return w


def _value_and_grad(
    fun: Callable[P, Any], argnums: int | Sequence[int] = 0, has_aux: bool = False
) -> Callable[P, tuple[Any, Any]]:
    """``fun`` -> function returning ``(value, grads)``; see ``xp.autodiff.value_and_grad``."""
    return _recent(
        ("value_and_grad", fun, argnums, has_aux),
        lambda: _per_backend(
            "value_and_grad",
            lambda ext: ext.value_and_grad(fun, argnums, has_aux),
            _diff_pick(argnums),
        ),
    )


def _grad(
    fun: Callable[P, Any], argnums: int | Sequence[int] = 0, has_aux: bool = False
) -> Callable[P, Any]:
    """``fun`` -> function returning the gradient; see ``xp.autodiff.grad``."""
    return _recent(
        ("grad", fun, argnums, has_aux),
        lambda: _per_backend(
            "grad", lambda ext: ext.grad(fun, argnums, has_aux), _diff_pick(argnums)
        ),
    )


def _jacobian(
    name: str, fun: Callable[P, Any], argnums: int | Sequence[int], has_aux: bool,
    holomorphic: bool,
) -> Callable[P, Any]:
    def make(ext: Autodiff) -> Callable[..., Any]:
        transform: Callable[..., Callable[..., Any]] = getattr(ext, name)
        return transform(fun, argnums, has_aux, holomorphic)

    return _per_backend(name, make, _diff_pick(argnums))


def _jacfwd(
    fun: Callable[P, Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
    holomorphic: bool = False,
) -> Callable[P, Any]:
    """Jacobian by forward mode; see ``xp.autodiff.jacfwd``."""
    return _jacobian("jacfwd", fun, argnums, has_aux, holomorphic)


def _jacrev(
    fun: Callable[P, Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
    holomorphic: bool = False,
) -> Callable[P, Any]:
    """Jacobian by reverse mode; see ``xp.autodiff.jacrev``."""
    return _jacobian("jacrev", fun, argnums, has_aux, holomorphic)


def _hessian(
    fun: Callable[P, Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
    holomorphic: bool = False,
) -> Callable[P, Any]:
    """Hessian of a scalar function; see ``xp.autodiff.hessian``."""
    return _jacobian("hessian", fun, argnums, has_aux, holomorphic)


def _jvp(
    fun: Callable[..., Any], primals: Sequence[Any], tangents: Sequence[Any],
    has_aux: bool = False,
) -> Any:
    """``(out, tangent_out)``; see ``xp.autodiff.jvp``."""
    return extension_for("jvp", primals).jvp(fun, primals, tangents, has_aux=has_aux)


def _linearize(fun: Callable[..., Any], *primals: Any) -> tuple[Any, Callable[..., Any]]:
    """``(out, f_jvp)``; see ``xp.autodiff.linearize``."""
    out_and_f_jvp: tuple[Any, Callable[..., Any]] = extension_for(
        "linearize", primals).linearize(fun, *primals)
    return out_and_f_jvp


def _hvp(fun: Callable[..., Any], primals: Sequence[Any], tangents: Sequence[Any]) -> Any:
    """Hessian-vector product by forward-over-reverse; see ``xp.autodiff.hvp``."""
    return extension_for("hvp", primals).hvp(fun, primals, tangents)


def _vmap(fun: Callable[P, Any], in_axes: Any = 0, out_axes: Any = 0) -> Callable[P, Any]:
    """Vectorise ``fun``; see ``xp.autodiff.vmap`` (a loop on backends that cannot vectorise)."""

    def pick(args: tuple[Any, ...]) -> Any:
        return args[0] if len(args) == 1 else args

    # in_axes/out_axes may be unhashable pytrees: one wrapper per call of vmap.
    return _per_backend(
        "vmap", lambda ext: ext.vmap(fun, in_axes, out_axes), pick, strict=False
    )


def _jit(
    fun: Callable[P, Any], static_argnums: int | Sequence[int] = (), **options: Any
) -> Callable[P, Any]:
    """Compile ``fun`` for the backend of each call's arrays; see ``xp.autodiff.jit``.

    One compiled function per backend, built on its first call and reused, so the backend's
    own trace cache works across calls.
    """
    nums = (static_argnums,) if isinstance(static_argnums, int) else tuple(static_argnums)

    def pick(args: tuple[Any, ...]) -> Any:
        if len(args) == 1 and not nums:
            return args[0]
        return [a for i, a in enumerate(args) if i not in nums and i - len(args) not in nums]

    return _per_backend(
        "jit", lambda ext: ext.jit(fun, nums, **options), pick, strict=False
    )


def _vjp(fun: Callable[..., Any], *primals: Any, has_aux: bool = False) -> Any:
    """``(out, vjp_fn)``; see ``xp.autodiff.vjp``."""
    return extension_for("vjp", primals).vjp(fun, *primals, has_aux=has_aux)


def _stop_gradient(x: Any) -> Any:
    """``x`` (a pytree) with gradients stopped."""
    return extension_for("stop_gradient", x).stop_gradient(x)


def _custom_vjp(fun: Callable[..., Any]) -> CustomVjp:
    """As ``jax.custom_vjp``; the backend is chosen per call from the arguments."""
    return CustomVjpPerCall(fun, None)


def _custom_gradient(fun: Callable[P, Any]) -> Callable[P, Any]:
    """As ``tf.custom_gradient``; the backend is chosen per call from the arguments."""

    def wrapped(*args: P.args, **kwargs: P.kwargs) -> Any:
        return extension_for("custom_gradient", args).custom_gradient(fun)(*args, **kwargs)

    wrapped.__name__ = getattr(fun, "__name__", "custom_gradient")
    return not_converted(wrapped)


if TYPE_CHECKING:
    # What checkers see: the signatures of ``xp.autodiff``, which these forward to
    # (``grad(f)`` takes ``f``'s parameters and returns its first parameter's type, ...).
    from ._typing.namespaces import ArrayAutodiff

    _TYPED = cast("ArrayAutodiff", None)
    value_and_grad = _TYPED.value_and_grad
    grad = _TYPED.grad
    jacfwd = _TYPED.jacfwd
    jacrev = _TYPED.jacrev
    hessian = _TYPED.hessian
    jvp = _TYPED.jvp
    linearize = _TYPED.linearize
    hvp = _TYPED.hvp
    vmap = _TYPED.vmap
    jit = _TYPED.jit
    vjp = _TYPED.vjp
    stop_gradient = _TYPED.stop_gradient
    custom_vjp = _TYPED.custom_vjp
    custom_gradient = _TYPED.custom_gradient
else:
    value_and_grad = _value_and_grad
    grad = _grad
    jacfwd = _jacfwd
    jacrev = _jacrev
    hessian = _hessian
    jvp = _jvp
    linearize = _linearize
    hvp = _hvp
    vmap = _vmap
    jit = _jit
    vjp = _vjp
    stop_gradient = _stop_gradient
    custom_vjp = _custom_vjp
    custom_gradient = _custom_gradient
    for _fn in (value_and_grad, grad, jacfwd, jacrev, hessian, jvp,
                linearize, hvp, vmap, jit, vjp, stop_gradient, custom_vjp, custom_gradient):
        _fn.__name__ = _fn.__qualname__ = _fn.__name__.removeprefix("_")
    del _fn


# AutoGraph calls these as they are (see _tracing); the user's functions stay converted.
not_converted_in(sys.modules[__name__])
register_public_module(sys.modules[__name__])
