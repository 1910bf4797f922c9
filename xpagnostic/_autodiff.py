"""The autodiff extension (``xp.autodiff``), written once over a per-backend primitive.

Every backend namespace exposes ``autodiff = autodiff_for("<backend>")``: an
:class:`Autodiff` object with ``grad``, ``value_and_grad``, ``vjp``,
``custom_vjp``, ``custom_gradient`` and ``stop_gradient`` in JAX's shape.

All argument handling (pytrees, ``argnums``, ``has_aux``, the scalar-output
and dtype checks, error messages) lives here.  A backend only supplies a
:class:`Primitive` (``_autodiff_torch``, ``_autodiff_jax``, ``_autodiff_tf``):
a flat reverse-mode ``vjp``, a custom-backward call and ``stop_gradient``.
Primitives are imported on first use, so this module imports no framework.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any, Final, ParamSpec, Protocol

from ._pytree import TreeDef, flatten, tree_map, unflatten

__all__ = ["DIFFERENTIATING_BACKENDS", "Autodiff", "CustomVjp", "Primitive", "autodiff_for"]

#: Backends whose arrays can be differentiated.
DIFFERENTIATING_BACKENDS: Final = ("torch", "jax", "tensorflow")

P = ParamSpec("P")

_PRIMITIVE_MODULES: Final = {
    "torch": "xpagnostic._autodiff_torch",
    "jax": "xpagnostic._autodiff_jax",
    "tensorflow": "xpagnostic._autodiff_tf",
}

#: A flat function: differentiable leaves -> (output leaves, aux).
FlatFun = Callable[[list[Any]], tuple[list[Any], Any]]
#: A pullback: output cotangent leaves (None: seed a scalar output with 1) -> input cotangents.
Pullback = Callable[[list[Any] | None], list[Any]]


class Primitive(Protocol):
    """What a backend supplies to the autodiff extension."""

    name: str

    def is_array(self, x: Any) -> bool:
        """Whether ``x`` is a native array (or variable) of this backend."""

    def is_differentiable(self, x: Any) -> bool:
        """Whether ``x`` has a real or complex floating-point dtype."""

    def shape(self, x: Any) -> tuple[Any, ...]:
        """The shape of ``x`` as a tuple."""

    def vjp(self, fun: FlatFun, xs: list[Any], once: bool) -> tuple[list[Any], Any, Pullback]:
        """Run ``fun(xs)`` recording; return its outputs, its aux and a pullback.

        ``once``: the pullback is called exactly once (lets the backend free the graph).
        """

    def custom_call(
        self,
        fwd: Callable[[list[Any]], tuple[list[Any], Any]],
        bwd: Callable[[Any, list[Any]], list[Any]],
        xs: list[Any],
        closure_residuals: bool,
    ) -> list[Any]:
        """Call ``fwd(xs) -> (outs, residuals)`` with ``bwd(residuals, cts) -> in_cts`` as backward.

        ``closure_residuals``: the residuals may be a Python closure (custom_gradient).
        """

    def stop_gradient(self, x: Any) -> Any:
        """``x`` with no gradient flowing through it."""


def _fname(backend: str, name: str) -> str:
    return f"xpagnostic.{backend}.autodiff.{name}"



def _split_aux(fname: str, result: Any, has_aux: bool, first: str) -> tuple[Any, Any]:
    """``(output, aux)`` of a user function; with ``has_aux`` it must return a pair."""
    if not has_aux:
        return result, None
    if not (isinstance(result, (tuple, list)) and len(result) == 2):
        raise TypeError(
            f"{fname}: with has_aux=True the function must return a pair "
            f"({first}, aux), got {_describe(result)}"
        )
    return result[0], result[1]

def _describe(x: Any) -> str:
    t = type(x)
    shape = getattr(x, "shape", None)
    dtype = getattr(x, "dtype", None)
    extra = f" (shape {tuple(shape)}, dtype {dtype})" if shape is not None else ""
    return f"{t.__module__}.{t.__qualname__}{extra}"


def _normalize_argnums(fname: str, argnums: int | Sequence[int], nargs: int) -> tuple[int, ...]:
    nums = (argnums,) if isinstance(argnums, int) else tuple(argnums)
    if not nums:
        raise ValueError(f"{fname}: argnums must not be empty")
    out = []
    for n in nums:
        if not isinstance(n, int) or isinstance(n, bool):
            raise TypeError(f"{fname}: argnums must be ints, got {n!r}")
        if not -nargs <= n < nargs:
            raise ValueError(
                f"{fname}: argnums {n} is out of range for a call with {nargs} positional "
                f"argument{'s' if nargs != 1 else ''}"
            )
        out.append(n % nargs)
    return tuple(out)


class Autodiff:
    """The ``autodiff`` extension of one backend namespace.

    ``grad`` / ``value_and_grad`` / ``vjp`` / ``custom_vjp`` / ``custom_gradient``
    / ``stop_gradient``, with JAX's semantics, on native arrays.
    """

    def __init__(self, backend: str) -> None:
        self.backend = backend
        self._prim: Primitive | None = None

    def __repr__(self) -> str:
        return f"<xpagnostic.{self.backend}.autodiff>"

    # -- plumbing ------------------------------------------------------------
    @property
    def primitive(self) -> Primitive:
        prim = self._prim
        if prim is None:
            module = _PRIMITIVE_MODULES.get(self.backend)
            if module is None:
                raise NotImplementedError(self._no_autodiff_message("autodiff"))
            prim = self._prim = importlib.import_module(module).PRIMITIVE
        return prim

    def _no_autodiff_message(self, name: str) -> str:
        return (
            f"{_fname(self.backend, name)}: the {self.backend} backend cannot differentiate; "
            f"automatic differentiation is available for {', '.join(DIFFERENTIATING_BACKENDS)} "
            "arrays (convert the inputs, e.g. with torch.asarray or jax.numpy.asarray)"
        )

    def _require(self, name: str) -> Primitive:
        if self.backend not in _PRIMITIVE_MODULES:
            raise NotImplementedError(self._no_autodiff_message(name))
        return self.primitive

    def _check_leaves(self, fname: str, prim: Primitive, leaves: list[Any], what: str) -> None:
        for x in leaves:
            if not prim.is_array(x):
                raise TypeError(
                    f"{fname}: can only differentiate with respect to {self.backend} arrays; "
                    f"{what} contains {_describe(x)}"
                )
            if not prim.is_differentiable(x):
                raise TypeError(
                    f"{fname}: cannot differentiate with respect to an array of dtype "
                    f"{x.dtype} ({what}); gradients need a real or complex floating-point "
                    "dtype (integer arguments are fine when not listed in argnums)"
                )

    def _scalar_out(self, fname: str, prim: Primitive, out: Any) -> None:
        if prim.is_array(out) and out.ndim == 0 and prim.is_differentiable(out):
            return  # the common case
        if not prim.is_array(out):
            raise TypeError(
                f"{fname}: the function must return a scalar {self.backend} array, "
                f"got {_describe(out)}"
            )
        shape = prim.shape(out)
        if shape != ():
            raise ValueError(
                f"{fname}: the function must return a scalar (shape ()), got an output of "
                f"shape {shape}; reduce it (e.g. with sum) or use vjp"
            )
        if not prim.is_differentiable(out):
            raise TypeError(
                f"{fname}: the function must return a floating-point scalar, got dtype {out.dtype}"
            )

    # -- public API ------------------------------------------------------------
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

    def grad(
        self,
        fun: Callable[P, Any],
        argnums: int | Sequence[int] = 0,
        has_aux: bool = False,
    ) -> Callable[P, Any]:
        """``fun`` -> function returning the gradient (``(grads, aux)`` with ``has_aux``)."""
        return self._value_and_grad("grad", fun, argnums, has_aux, False)

    def _value_and_grad(
        self,
        name: str,
        fun: Callable[P, Any],
        argnums: int | Sequence[int],
        has_aux: bool,
        with_value: bool,
    ) -> Callable[P, Any]:
        fname = _fname(self.backend, name)
        prim = self._require(name)
        if not callable(fun):
            raise TypeError(f"{fname}: expected a callable, got {_describe(fun)}")
        single = isinstance(argnums, int)
        one = argnums if isinstance(argnums, int) else None
        call: Callable[..., Any] = fun

        def finish(result: Any) -> tuple[list[Any], Any]:
            out, aux = _split_aux(fname, result, has_aux, "value")
            self._scalar_out(fname, prim, out)
            return [out], aux

        def wrapped(*args: P.args, **kwargs: P.kwargs) -> Any:
            treedef: TreeDef | None = None
            nums: tuple[int, ...]
            if one is not None and 0 <= one < len(args) and prim.is_array(args[one]):
                nums, leaves = (one,), [args[one]]  # fast path: one bare array
                if not prim.is_differentiable(leaves[0]):
                    self._check_leaves(fname, prim, leaves, f"argument {one}")
            else:
                nums = _normalize_argnums(fname, argnums, len(args))
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
        wrapped.__doc__ = f"{name} of {getattr(fun, '__qualname__', fun)!r}"
        return wrapped

    def vjp(self, fun: Callable[..., Any], *primals: Any, has_aux: bool = False) -> Any:
        """``(out, vjp_fn)`` (``(out, vjp_fn, aux)`` with aux), as ``jax.vjp``.

        ``vjp_fn(cotangent)`` takes a cotangent shaped like ``out`` and returns a
        tuple with one cotangent per primal; it may be called several times.
        """
        fname = _fname(self.backend, "vjp")
        prim = self._require("vjp")
        leaves, treedef = flatten(primals)
        self._check_leaves(fname, prim, leaves, "the primals")
        out_tree: list[TreeDef] = []

        def flat_fun(xs: list[Any]) -> tuple[list[Any], Any]:
            result, aux = _split_aux(fname, fun(*unflatten(treedef, xs)), has_aux, "out")
            out_leaves, td = flatten(result)
            for o in out_leaves:
                if not prim.is_array(o):
                    raise TypeError(
                        f"{fname}: the function's outputs must be {self.backend} arrays, "
                        f"got {_describe(o)}"
                    )
            out_tree.append(td)
            return out_leaves, aux

        outs, aux, pullback = prim.vjp(flat_fun, leaves, False)
        out_def = out_tree[-1]

        def vjp_fn(cotangent: Any) -> tuple[Any, ...]:
            ct_leaves, ct_def = flatten(cotangent)
            if ct_def != out_def:
                raise ValueError(
                    f"{fname}: the cotangent has structure {ct_def}, expected the "
                    f"output's structure {out_def}"
                )
            for c, o in zip(ct_leaves, outs):
                if prim.shape(c) != prim.shape(o):
                    raise ValueError(
                        f"{fname}: cotangent of shape {prim.shape(c)} for an output of "
                        f"shape {prim.shape(o)}"
                    )
            return tuple(unflatten(treedef, pullback(ct_leaves)))

        out = unflatten(out_def, outs)
        return (out, vjp_fn, aux) if has_aux else (out, vjp_fn)

    def stop_gradient(self, x: Any) -> Any:
        """``x`` (a pytree) with gradients stopped; the identity on NumPy."""
        if self.backend not in _PRIMITIVE_MODULES:
            return x
        return tree_map(self.primitive.stop_gradient, x)

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
        fname = _fname(self.backend, "custom_gradient")

        call: Callable[..., Any] = fun

        def fwd(*args: Any) -> tuple[Any, Any]:
            result = call(*args)
            if not (isinstance(result, (tuple, list)) and len(result) == 2):
                raise TypeError(
                    f"{fname}: the function must return (out, grad_fn), got {_describe(result)}"
                )
            out, grad_fn = result
            if not callable(grad_fn):
                raise TypeError(f"{fname}: grad_fn must be callable, got {_describe(grad_fn)}")
            return out, grad_fn

        def bwd(grad_fn: Any, g: Any) -> Any:
            return grad_fn(g)

        def primal(*args: Any) -> Any:
            return fwd(*args)[0]

        cv = CustomVjp(primal, self, closure_residuals=True)
        cv.defvjp(fwd, bwd)

        def wrapped(*args: P.args, **kwargs: P.kwargs) -> Any:
            return cv(*args, **kwargs)

        wrapped.__name__ = getattr(fun, "__name__", "custom_gradient")
        wrapped.__doc__ = getattr(fun, "__doc__", None)
        return wrapped


class CustomVjp:
    """A function with a user-defined backward pass (see :meth:`Autodiff.custom_vjp`).

    The backend is fixed (``ext``) or, for ``xpagnostic.autodiff.custom_vjp``, chosen
    per call from the arguments.
    """

    def __init__(
        self,
        fun: Callable[..., Any],
        ext: Autodiff | None,
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

    def __call__(self, *args: Any) -> Any:
        ext = self._ext
        if ext is None:
            from .autodiff import extension_for

            ext = extension_for("custom_vjp", args)
        backend = ext.backend
        fname = _fname(backend, "custom_vjp")
        if self._fwd is None or self._bwd is None:
            raise TypeError(f"{fname}: call defvjp(fwd, bwd) on {self.__name__!r} first")
        if backend not in _PRIMITIVE_MODULES:  # NumPy: nothing to differentiate
            return self.fun(*args)
        prim = ext.primitive
        fwd, bwd = self._fwd, self._bwd
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


_EXTENSIONS: dict[str, Autodiff] = {}


def autodiff_for(backend: str) -> Autodiff:
    """The ``autodiff`` extension object for ``backend`` (one per backend)."""
    ext = _EXTENSIONS.get(backend)
    if ext is None:
        ext = _EXTENSIONS[backend] = Autodiff(backend)
    return ext
