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

import sys
from collections.abc import Callable, Sequence
from typing import Any, Final, ParamSpec, Protocol, TypeVar

from ._backends import BACKENDS, DIFFERENTIATING, array_names
from ._namespace import backend_of, get_namespace, type_name
from ._pytree import TreeDef, flatten, tree_map, unflatten
from ._tracing import import_module, not_converted, not_converted_in, traced_as

_LEAF_DEF: Final = flatten(0)[1]

__all__ = [
    "DIFFERENTIATING_BACKENDS",
    "Autodiff",
    "CustomVjp",
    "Primitive",
    "autodiff_for",
    "extension_for",
]

#: Backends whose arrays can be differentiated (those with a primitive in the backend table).
DIFFERENTIATING_BACKENDS: Final = DIFFERENTIATING

P = ParamSpec("P")
_F = TypeVar("_F", bound=Callable[..., Any])

#: Backend -> module holding its ``PRIMITIVE``, for the backends that differentiate.
_PRIMITIVE_MODULES: Final = {
    name: row.autodiff for name, row in BACKENDS.items() if row.autodiff is not None
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

    def distinct(self, x: Any) -> Any:
        """``x``, as an array the recording tells apart from every other use of ``x``
        (TensorFlow's tape watches objects: a fresh one); ``x`` itself elsewhere."""

    def jvp(
        self, fun: FlatFun, xs: list[Any], ts: list[Any]
    ) -> tuple[list[Any], list[Any], Any]:
        """Forward mode: ``fun(xs)``'s outputs, their tangents along ``ts``, and its aux."""

    def linearize(
        self, fun: FlatFun, xs: list[Any]
    ) -> tuple[list[Any], Callable[[list[Any]], list[Any]]]:
        """``fun(xs)``'s outputs and a function mapping input tangents to output tangents."""

    def jacobian(
        self, fun: FlatFun, xs: list[Any], mode: str, holomorphic: bool
    ) -> tuple[list[list[Any]], Any]:
        """Blocks ``J[i][j]`` of shape ``out_i.shape + xs[j].shape`` and the aux.

        ``mode`` is ``"fwd"`` (columns by forward mode) or ``"rev"`` (rows by reverse mode).
        """

    def vmap(
        self, fun: Callable[[list[Any]], list[Any]], xs: list[Any], in_axes: list[int]
    ) -> list[Any]:
        """Map ``fun`` over axis ``in_axes[k]`` of ``xs[k]`` (all of the same size).

        The outputs carry the mapped axis first.
        """

    def moveaxis(self, x: Any, source: int, destination: int) -> Any:
        """``x`` with axis ``source`` moved to ``destination``."""

    def jit(self, fun: Callable[..., Any], static_argnums: tuple[int, ...], options: Any) -> Any:
        """The backend's compiler applied to ``fun``."""

    #: Outer mode of ``hessian`` (the inner one is reverse): ``"fwd"`` or ``"rev"``.
    hessian_outer: str

    #: ``fun -> fun`` as the backend's tracer should call a user's function, asked at each
    #: call of a transform (TensorFlow: converted by AutoGraph where the code calling the
    #: transform is, since AutoGraph calls ours as it is); None where user functions are
    #: called as they are.
    user_function: Callable[[Callable[..., Any]], Callable[..., Any]] | None


def _fname(backend: str, name: str) -> str:
    return f"xpagnostic.{backend}.autodiff.{name}"


def _callable_checked(backend: str, name: str, fun: object) -> str:
    """The name ``backend``'s ``name`` goes by in errors, once ``fun`` is known callable."""
    fname = _fname(backend, name)
    if not callable(fun):
        raise TypeError(f"{fname}: expected a callable, got {_describe(fun)}")
    return fname



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
    return f"{type_name(t)}{extra}"


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


def _leaves_like(fname: str, prim: Primitive, values: Any, ref_leaves: list[Any],
                 ref_def: TreeDef, structure: tuple[str, str], one: tuple[str, str]) -> list[Any]:
    """The leaves of ``values`` (a cotangent or tangents), which must have the structure
    ``ref_def`` and each leaf the shape of its reference leaf, or ``ValueError`` in the
    words given: ``structure`` (whose structure, the reference's) and ``one`` (a leaf,
    a reference leaf)."""
    leaves, tdef = flatten(values)
    if tdef != ref_def:
        raise ValueError(f"{fname}: {structure[0]} structure {tdef}, expected {structure[1]} "
                         f"structure {ref_def}")
    for v, r in zip(leaves, ref_leaves):
        if prim.shape(v) != prim.shape(r):
            raise ValueError(f"{fname}: {one[0]} of shape {prim.shape(v)} for {one[1]} of "
                             f"shape {prim.shape(r)}")
    return leaves


class Autodiff:
    """The ``autodiff`` extension of one backend namespace.

    ``grad`` / ``value_and_grad`` / ``vjp`` / ``custom_vjp`` / ``custom_gradient``
    / ``stop_gradient``, with JAX's semantics, on native arrays.
    """

    # No instance dict: Dynamo, tracing a method call, then guards no dict look-up.
    __slots__ = ("_prim", "backend")

    def __init__(self, backend: str) -> None:
        self.backend = backend
        self._prim: Primitive | None = None

    def __repr__(self) -> str:
        return f"<xpagnostic.{self.backend}.autodiff>"

    # -- plumbing ------------------------------------------------------------
    def _load_primitive(self) -> Primitive:
        """The primitive, found without the cache: what Dynamo traces for
        :attr:`primitive`, whose cache, filled while Dynamo traces, would fail the guard
        it reads and recompile the caller on its next call."""
        module = _PRIMITIVE_MODULES.get(self.backend)
        if module is None:
            raise NotImplementedError(self._no_autodiff_message("autodiff"))
        # Also on the first call of a process made inside torch.compile (see _tracing).
        prim: Primitive = import_module(module).PRIMITIVE
        return prim

    @property
    @traced_as(_load_primitive)
    def primitive(self) -> Primitive:
        prim = self._prim
        if prim is None:
            prim = self._prim = self._load_primitive()
        return prim

    def _no_autodiff_message(self, name: str) -> str:
        return (
            f"{_fname(self.backend, name)}: the {self.backend} backend cannot differentiate; "
            f"automatic differentiation is available for {', '.join(DIFFERENTIATING_BACKENDS)} "
            "arrays (convert the inputs, e.g. with torch.asarray or jax.numpy.asarray)"
        )

    def _user(self, fun: Callable[..., Any]) -> Callable[..., Any]:
        """The user's function ``fun`` as this backend's tracer should call it now."""
        if self.backend not in _PRIMITIVE_MODULES:
            return fun
        return _user_function(self.primitive, fun)

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
        prim = self._require(name)
        fname = _callable_checked(self.backend, name, fun)
        single = isinstance(argnums, int)
        one = argnums if isinstance(argnums, int) else None
        convert = prim.user_function

        def finish(result: Any) -> tuple[list[Any], Any]:
            out, aux = _split_aux(fname, result, has_aux, "value")
            self._scalar_out(fname, prim, out)
            return [out], aux

        # A backend may offer a lean path for the commonest call, f(x) with one bare array
        # and no aux; it returns None when it does not apply.
        fast: Callable[..., Any] | None = (
            getattr(prim, "value_and_grad_one", None) if one == 0 and not has_aux else None
        )

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
        wrapped.__doc__ = f"{name} of {getattr(fun, '__qualname__', '')!r}"
        return _made(prim, wrapped)

    def vjp(self, fun: Callable[..., Any], *primals: Any, has_aux: bool = False) -> Any:
        """``(out, vjp_fn)`` (``(out, vjp_fn, aux)`` with aux), as ``jax.vjp``.

        ``vjp_fn(cotangent)`` takes a cotangent shaped like ``out`` and returns a
        tuple with one cotangent per primal; it may be called several times.
        """
        fname = _fname(self.backend, "vjp")
        prim = self._require("vjp")
        fun = _user_function(prim, fun)
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
            ct_leaves = _leaves_like(fname, prim, cotangent, outs, out_def,
                                     ("the cotangent has", "the output's"),
                                     ("cotangent", "an output"))
            return tuple(unflatten(treedef, pullback(ct_leaves)))

        out = unflatten(out_def, outs)
        _made(prim, vjp_fn)
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

        # Ours, handed to CustomVjp as the rule: AutoGraph calls them as they are, and they
        # call the user's functions through _user.
        @not_converted
        def fwd(*args: Any) -> tuple[Any, Any]:
            result = self._user(fun)(*args)
            if not (isinstance(result, (tuple, list)) and len(result) == 2):
                raise TypeError(
                    f"{fname}: the function must return (out, grad_fn), got {_describe(result)}"
                )
            out, grad_fn = result
            if not callable(grad_fn):
                raise TypeError(f"{fname}: grad_fn must be callable, got {_describe(grad_fn)}")
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

    # -- forward mode ----------------------------------------------------------
    def _flat_outputs(
        self, fname: str, prim: Primitive, fun: Callable[..., Any], has_aux: bool
    ) -> tuple[Callable[[TreeDef, list[Any]], tuple[list[Any], Any]], list[TreeDef]]:
        """A flat function calling ``fun(*unflatten(treedef, xs))``, recording the outputs' tree."""
        out_defs: list[TreeDef] = []

        def call(treedef: TreeDef, xs: list[Any]) -> tuple[list[Any], Any]:
            result, aux = _split_aux(fname, fun(*unflatten(treedef, xs)), has_aux, "out")
            out_leaves, td = flatten(result)
            self._check_outputs(fname, prim, out_leaves)
            out_defs.append(td)
            return out_leaves, aux

        return call, out_defs

    def _check_outputs(self, fname: str, prim: Primitive, out_leaves: list[Any]) -> None:
        for o in out_leaves:
            if not prim.is_array(o):
                raise TypeError(
                    f"{fname}: the function's outputs must be {self.backend} arrays, "
                    f"got {_describe(o)}"
                )

    def _primals_and_tangents(
        self, fname: str, prim: Primitive, primals: Any, tangents: Any
    ) -> tuple[list[Any], TreeDef, list[Any]]:
        for what, v in (("primals", primals), ("tangents", tangents)):
            if not isinstance(v, (tuple, list)):
                raise TypeError(
                    f"{fname}: {what} must be a tuple or list with one entry per positional "
                    f"argument, got {_describe(v)}"
                )
        p_leaves, p_def = flatten(tuple(primals))
        t_leaves, t_def = flatten(tuple(tangents))
        if p_def != t_def:
            raise ValueError(
                f"{fname}: the tangents have structure {t_def}, expected the primals' "
                f"structure {p_def}"
            )
        self._check_leaves(fname, prim, p_leaves, "the primals")
        for p, t in zip(p_leaves, t_leaves):
            if not prim.is_array(t):
                raise TypeError(
                    f"{fname}: tangents must be {self.backend} arrays, got {_describe(t)}"
                )
            if prim.shape(p) != prim.shape(t) or p.dtype != t.dtype:
                raise ValueError(
                    f"{fname}: a tangent of shape {prim.shape(t)} and dtype {t.dtype} for a "
                    f"primal of shape {prim.shape(p)} and dtype {p.dtype}; they must match"
                )
        return p_leaves, p_def, t_leaves

    def jvp(
        self, fun: Callable[..., Any], primals: Sequence[Any], tangents: Sequence[Any],
        has_aux: bool = False,
    ) -> Any:
        """``(out, tangent_out)`` (``(out, tangent_out, aux)`` with aux), as ``jax.jvp``.

        ``primals`` and ``tangents`` are tuples with one entry (a pytree) per positional
        argument of ``fun``; each tangent matches its primal's shape and dtype.
        """
        fname = _fname(self.backend, "jvp")
        prim = self._require("jvp")
        fun = _user_function(prim, fun)
        if (  # fast path: one bare array and its tangent, no aux
            not has_aux
            and type(primals) is tuple
            and type(tangents) is tuple
            and len(primals) == 1
            and len(tangents) == 1
        ):
            x, t = primals[0], tangents[0]
            if (
                prim.is_array(x)
                and prim.is_array(t)
                and prim.is_differentiable(x)
                and x.dtype == t.dtype
                and x.shape == t.shape
            ):
                out_def: list[TreeDef] = []

                def flat1(xs: list[Any]) -> tuple[list[Any], Any]:
                    out = fun(xs[0])
                    if prim.is_array(out):
                        out_def.append(_LEAF_DEF)
                        return [out], None
                    out_leaves, td = flatten(out)
                    self._check_outputs(fname, prim, out_leaves)
                    out_def.append(td)
                    return out_leaves, None

                outs, t_outs, _ = prim.jvp(flat1, [x], [t])
                if out_def[-1] is _LEAF_DEF:
                    return outs[0], t_outs[0]
                return unflatten(out_def[-1], outs), unflatten(out_def[-1], t_outs)
        leaves, treedef, t_leaves = self._primals_and_tangents(fname, prim, primals, tangents)
        call, out_defs = self._flat_outputs(fname, prim, fun, has_aux)
        outs, t_outs, aux = prim.jvp(lambda xs: call(treedef, xs), leaves, t_leaves)
        out, t_out = unflatten(out_defs[-1], outs), unflatten(out_defs[-1], t_outs)
        return (out, t_out, aux) if has_aux else (out, t_out)

    def linearize(self, fun: Callable[..., Any], *primals: Any) -> tuple[Any, Callable[..., Any]]:
        """``(out, f_jvp)``, as ``jax.linearize``: ``f_jvp(*tangents)`` is ``out``'s tangent."""
        fname = _fname(self.backend, "linearize")
        prim = self._require("linearize")
        fun = _user_function(prim, fun)
        leaves, treedef = flatten(primals)
        self._check_leaves(fname, prim, leaves, "the primals")
        call, out_defs = self._flat_outputs(fname, prim, fun, False)
        outs, lin = prim.linearize(lambda xs: call(treedef, xs), leaves)
        out_def = out_defs[-1]

        def f_jvp(*tangents: Any) -> Any:
            t_leaves = _leaves_like(fname, prim, tangents, leaves, treedef,
                                    ("the tangents have", "the primals'"),
                                    ("a tangent", "a primal"))
            return unflatten(out_def, lin(t_leaves))

        return unflatten(out_def, outs), _made(prim, f_jvp)

    # -- Jacobians and Hessians --------------------------------------------------
    def jacfwd(
        self, fun: Callable[P, Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[P, Any]:
        """Jacobian of ``fun`` by forward mode, with ``jax.jacfwd``'s output structure.

        The result has the output's structure; each leaf has the structure of the argument(s)
        at ``argnums``, with arrays of shape ``out.shape + arg.shape``.
        """
        return self._jacobian("jacfwd", fun, argnums, has_aux, holomorphic, "fwd")

    def jacrev(
        self, fun: Callable[P, Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[P, Any]:
        """Jacobian of ``fun`` by reverse mode, with ``jax.jacrev``'s output structure."""
        return self._jacobian("jacrev", fun, argnums, has_aux, holomorphic, "rev")

    def hessian(
        self, fun: Callable[P, Any], argnums: int | Sequence[int] = 0, has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[P, Any]:
        """Hessian of scalar ``fun``, as ``jax.hessian`` (the Jacobian of the Jacobian)."""
        prim = self._require("hessian")
        inner = self._jacobian("hessian", fun, argnums, has_aux, holomorphic, "rev")
        return self._jacobian("hessian", inner, argnums, has_aux, holomorphic, prim.hessian_outer)

    def hvp(self, fun: Callable[..., Any], primals: Sequence[Any], tangents: Sequence[Any]) -> Any:
        """Hessian-vector product by forward-over-reverse, without forming the Hessian.

        ``jvp(grad(fun), primals, tangents)[1]``: the derivative of the gradient (with
        respect to the first argument) along ``tangents``; shaped like ``primals[0]``.
        """
        self._require("hvp")
        return self.jvp(self.grad(fun), primals, tangents)[1]

    def _jacobian(
        self,
        name: str,
        fun: Callable[P, Any],
        argnums: int | Sequence[int],
        has_aux: bool,
        holomorphic: bool,
        mode: str,
    ) -> Callable[P, Any]:
        prim = self._require(name)
        fname = _callable_checked(self.backend, name, fun)

        def check_dtypes(leaves: list[Any], what: str, rule: str) -> None:
            for x in leaves:
                cplx = "complex" in str(x.dtype)
                if holomorphic and not cplx:
                    raise TypeError(
                        f"{fname}: with holomorphic=True the {what} must be complex, got "
                        f"dtype {x.dtype}"
                    )
                if not holomorphic and cplx and rule == what:
                    raise TypeError(
                        f"{fname}: {name} needs real {what} (got dtype {x.dtype}); for a "
                        "holomorphic function pass holomorphic=True"
                    )

        rule = "inputs" if mode == "fwd" else "outputs"

        def wrapped(*args: P.args, **kwargs: P.kwargs) -> Any:
            call = _user_function(prim, fun)
            nums = _normalize_argnums(fname, argnums, len(args))
            leaves, treedef = flatten(tuple(args[i] for i in nums))
            self._check_leaves(fname, prim, leaves, f"argument(s) {nums}")
            check_dtypes(leaves, "inputs", rule)
            out_defs: list[TreeDef] = []

            def flat_fun(xs: list[Any]) -> tuple[list[Any], Any]:
                call_args = list(args)
                for i, v in zip(nums, unflatten(treedef, xs)):
                    call_args[i] = v
                result, aux = _split_aux(fname, call(*call_args, **kwargs), has_aux, "out")
                out_leaves, td = flatten(result)
                for o in out_leaves:
                    if not prim.is_array(o):
                        raise TypeError(
                            f"{fname}: the function's outputs must be {self.backend} arrays, "
                            f"got {_describe(o)}"
                        )
                check_dtypes(out_leaves, "outputs", rule)
                out_defs.append(td)
                return out_leaves, aux

            blocks, aux = prim.jacobian(flat_fun, leaves, mode, holomorphic)
            single = isinstance(argnums, int)
            per_out = []
            for row in blocks:
                tree = unflatten(treedef, row)
                per_out.append(tree[0] if single else tree)
            jac = unflatten(out_defs[-1], per_out)
            return (jac, aux) if has_aux else jac

        wrapped.__name__ = f"{name}_{getattr(fun, '__name__', 'fun')}"
        return _made(prim, wrapped)

    # -- vectorisation and compilation -------------------------------------------
    def vmap(
        self, fun: Callable[P, Any], in_axes: Any = 0, out_axes: Any = 0
    ) -> Callable[P, Any]:
        """Vectorise ``fun`` over an axis of its arguments, as ``jax.vmap``.

        ``in_axes``: an int, ``None`` (not mapped) or a pytree prefix of the positional
        arguments (a tuple with one entry per argument); keyword arguments are mapped over
        axis 0.  ``out_axes``: an int or a pytree prefix of the output (ints only).
        On backends that cannot vectorise (NumPy) it loops over the axis and stacks.
        """
        fname = _callable_checked(self.backend, "vmap", fun)
        if isinstance(in_axes, list):
            in_axes = tuple(in_axes)

        simple = type(in_axes) is int and type(out_axes) is int and out_axes == 0

        def wrapped(*args: P.args, **kwargs: P.kwargs) -> Any:
            prim = self._vmap_primitive()
            call: Callable[..., Any] = fun if prim is None else _user_function(prim, fun)
            if simple and prim is not None and len(args) == 1 and not kwargs:
                x: Any = args[0]  # fast path: one bare array, mapped over one axis, out at 0
                nd = len(x.shape) if prim.is_array(x) else 0
                if -nd <= in_axes < nd:
                    out_def: list[TreeDef] = []

                    def flat1(xs: list[Any]) -> list[Any]:
                        out_leaves, td = flatten(call(xs[0]))
                        out_def.append(td)
                        return out_leaves

                    outs = prim.vmap(flat1, [x], [in_axes % nd])
                    return unflatten(out_def[-1], outs)
            if isinstance(in_axes, tuple) and len(in_axes) != len(args):
                raise ValueError(
                    f"{fname}: in_axes has {len(in_axes)} entries for a call with "
                    f"{len(args)} positional argument(s)"
                )
            tree = (args, kwargs)
            leaves, treedef = flatten(tree)
            axes = _broadcast_prefix(fname, "in_axes", (in_axes, 0), tree)
            size: int | None = None
            norm: list[int | None] = []
            for x, ax in zip(leaves, axes):
                if ax is None:
                    norm.append(None)
                    continue
                shape = getattr(x, "shape", None)
                if shape is None:
                    raise ValueError(
                        f"{fname}: in_axes {ax} for a non-array argument {_describe(x)}; "
                        "use None for arguments that are not mapped"
                    )
                nd = len(shape)
                if not -nd <= ax < nd:
                    raise ValueError(
                        f"{fname}: in_axes {ax} is out of range for an argument of shape "
                        f"{tuple(shape)}"
                    )
                ax %= nd
                n = int(shape[ax])
                if size is not None and n != size:
                    raise ValueError(
                        f"{fname}: mapped axes have different sizes ({size} and {n})"
                    )
                size = n
                norm.append(ax)
            if size is None:
                raise ValueError(f"{fname}: in_axes maps no argument (all None)")
            out_defs: list[TreeDef] = []

            def flat_fun(xs: list[Any]) -> list[Any]:
                a, kw = unflatten(treedef, xs)
                out_leaves, td = flatten(call(*a, **kw))
                out_defs.append(td)
                return out_leaves

            # Only the mapped leaves go through the backend's vmap; the others are closed over.
            where = [k for k, ax in enumerate(norm) if ax is not None]
            mapped = [leaves[k] for k in where]
            mapped_axes: list[int] = [ax for ax in norm if ax is not None]

            def mapped_fun(ms: list[Any]) -> list[Any]:
                xs = list(leaves)
                for k, m in zip(where, ms):
                    xs[k] = m
                return flat_fun(xs)

            if prim is None:
                outs = _loop_vmap(mapped_fun, mapped, mapped_axes, size)
            else:
                outs = prim.vmap(mapped_fun, mapped, mapped_axes)
            out = unflatten(out_defs[-1], outs)
            oaxes = _broadcast_prefix(fname, "out_axes", out_axes, out)
            moved = []
            for o, ax in zip(outs, oaxes):
                if ax is None:
                    raise NotImplementedError(
                        f"{fname}: out_axes=None (an unmapped output) is not supported on "
                        f"{self.backend}; every output is mapped"
                    )
                if ax != 0:
                    nd = len(o.shape)
                    if not -nd <= ax < nd:
                        raise ValueError(
                            f"{fname}: out_axes {ax} is out of range for an output of "
                            f"{nd} dimension(s)"
                        )
                    o = _moveaxis(prim, o, 0, ax % nd)
                moved.append(o)
            return unflatten(out_defs[-1], moved)

        wrapped.__name__ = f"vmap_{getattr(fun, '__name__', 'fun')}"
        return _made(self._vmap_primitive(), wrapped)

    def _vmap_primitive(self) -> Primitive | None:
        return self.primitive if self.backend in _PRIMITIVE_MODULES else None

    def jit(
        self, fun: Callable[P, Any], static_argnums: int | Sequence[int] = (), **options: Any
    ) -> Callable[P, Any]:
        """Compile ``fun`` with the backend's compiler; the identity on NumPy.

        ``jax.jit`` (``static_argnums`` passed on), ``tf.function`` (``options`` such as
        ``jit_compile=True``), ``torch.compile`` (``options`` such as ``backend="eager"``).
        On TensorFlow and torch, Python (non-array) arguments are always static.
        """
        fname = _callable_checked(self.backend, "jit", fun)
        nums = (static_argnums,) if isinstance(static_argnums, int) else tuple(static_argnums)
        for n in nums:
            if not isinstance(n, int) or isinstance(n, bool):
                raise TypeError(f"{fname}: static_argnums must be ints, got {n!r}")
        if self.backend not in _PRIMITIVE_MODULES:
            return fun
        compiled: Callable[P, Any] = self.primitive.jit(fun, nums, options)
        return compiled


def _made(prim: Primitive | None, fn: _F) -> _F:
    """``fn``, a function a transform returns, marked for AutoGraph to call as it is where
    ``prim``'s tracer converts the user's code (``Primitive.user_function``); elsewhere left
    as it is, which keeps the Python ``torch.compile`` traces short."""
    if prim is not None and prim.user_function is not None:
        not_converted(fn)
    return fn


def _user_function(prim: Primitive, fun: Callable[..., Any]) -> Callable[..., Any]:
    """The user's function ``fun`` as ``prim``'s tracer should call it now (see
    ``Primitive.user_function``)."""
    convert = prim.user_function
    return fun if convert is None else convert(fun)


def _broadcast_prefix(fname: str, what: str, prefix: Any, tree: Any) -> list[Any]:
    """The values of ``prefix`` (a pytree prefix of ``tree``), one per leaf of ``tree``."""
    out: list[Any] = []

    def walk(p: Any, t: Any) -> None:
        if p is None or isinstance(p, int):
            out.extend([p] * len(flatten(t)[0]))
            return
        if isinstance(p, (tuple, list)) and isinstance(t, (tuple, list)) and len(p) == len(t):
            for pc, tc in zip(p, t):
                walk(pc, tc)
            return
        if isinstance(p, dict) and isinstance(t, dict) and set(p) == set(t):
            for k in sorted(t):  # the order flatten uses
                walk(p[k], t[k])
            return
        raise ValueError(
            f"{fname}: {what} {p!r} does not match the structure {flatten(t)[1]} "
            "(give an int, None, or a tuple/list/dict prefix of it)"
        )

    walk(prefix, tree)
    return out


def _moveaxis(prim: Primitive | None, x: Any, source: int, destination: int) -> Any:
    if prim is not None:
        return prim.moveaxis(x, source, destination)
    return get_namespace(x).moveaxis(x, source, destination)


def _loop_vmap(
    fun: Callable[[list[Any]], list[Any]], xs: list[Any], in_axes: list[int], size: int
) -> list[Any]:
    """vmap by a Python loop over the mapped axis, stacking the results (any backend)."""
    results = []
    for i in range(size):
        sliced = [x[(slice(None),) * ax + (i,)] for x, ax in zip(xs, in_axes)]
        results.append(fun(sliced))
    stacked = []
    for k in range(len(results[0])):
        parts = [r[k] for r in results]
        stacked.append(get_namespace(*parts).stack(parts, axis=0))
    return stacked


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
            ext = extension_for("custom_vjp", args)
            if not isinstance(ext, Autodiff):  # Tensors: the facade's extension, per call
                if self._fwd is None or self._bwd is None:
                    raise TypeError(f"xpagnostic.autodiff.custom_vjp: call defvjp(fwd, bwd) "
                                    f"on {self.__name__!r} first")
                fun = ext.custom_vjp(self.fun)
                fun.defvjp(self._fwd, self._bwd)
                return fun(*args)
        backend = ext.backend
        fname = _fname(backend, "custom_vjp")
        if self._fwd is None or self._bwd is None:
            raise TypeError(f"{fname}: call defvjp(fwd, bwd) on {self.__name__!r} first")
        if backend not in _PRIMITIVE_MODULES:  # NumPy, Dask: nothing to differentiate
            return self.fun(*args)
        prim = ext.primitive
        fwd, bwd = _user_function(prim, self._fwd), _user_function(prim, self._bwd)
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
# return as they are (see _tracing); the user's functions inside stay converted.
not_converted_in(Autodiff)
not_converted_in(CustomVjp)
not_converted(CustomVjp)

_EXTENSIONS: dict[str, Autodiff] = {}


def autodiff_for(backend: str, kind: type[Autodiff] = Autodiff) -> Autodiff:
    """The ``autodiff`` extension object for ``backend`` (one per backend), made as
    ``kind`` (a subclass whose functions Dynamo traces leaner, say) by the first call:
    the backend's namespace, which :func:`extension_for` imports."""
    ext = _EXTENSIONS.get(backend)
    if ext is None:
        ext = _EXTENSIONS[backend] = kind(backend)
    return ext


def _tensor_class() -> type | None:
    """The root of the facade's Tensor classes, if the facade is imported (else there can
    be no Tensor among the arguments)."""
    module = sys.modules.get("xpagnostic._facade._wrap")
    found: type | None = None if module is None else module.TensorBase
    return found


def extension_for(name: str, tree: Any, strict: bool = True) -> Any:
    """The ``autodiff`` extension owning the arrays in ``tree`` (a pytree).

    Native arrays get their backend's :class:`Autodiff`.  When facade Tensors are among
    them (native arrays of the same backend may be too), the result is the facade
    namespace's extension (``t.__array_namespace__().autodiff``), which takes and returns
    Tensors.  ``strict=False`` skips leaves that are not arrays of a known backend (for
    ``vmap`` and ``jit``, whose functions may take other Python values).
    """
    leaves, _ = flatten(tree)
    found: dict[str, Any] = {}
    tensor: Any = None
    for x in leaves:
        if x is None or type(x) in (bool, int, float, complex):
            continue
        b = backend_of(x)
        if b is None:
            tensor_class: Any = _tensor_class()
            if tensor_class is not None and isinstance(x, tensor_class):
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
    ext: Autodiff = import_module(BACKENDS[backend].namespace).autodiff
    return ext
