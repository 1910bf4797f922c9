"""Forward mode (``jvp``, ``linearize``), Jacobians and Hessians (``jacfwd``, ``jacrev``,
``hessian``, ``hvp``)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final, ParamSpec

from .._pytree import TreeDef, flatten, unflatten
from .._tracing import not_converted_in
from ._base import (
    callable_checked,
    describe,
    fname_of,
    leaves_like,
    normalize_argnums,
    split_aux,
)
from ._protocol import Primitive, made, user_function
from ._reverse import ReverseMode

__all__ = ["ForwardMode"]

P = ParamSpec("P")

#: The tree of a bare array.
_LEAF_DEF: Final = flatten(0)[1]


class ForwardMode(ReverseMode):
    """Forward mode, Jacobians and Hessians of the ``autodiff`` extension (``hvp`` and
    ``hessian`` combine both modes)."""

    __slots__ = ()

    def _flat_outputs(
        self, fname: str, prim: Primitive, fun: Callable[..., Any], has_aux: bool
    ) -> tuple[Callable[[TreeDef, list[Any]], tuple[list[Any], Any]], list[TreeDef]]:
        """A flat function calling ``fun(*unflatten(treedef, xs))``, recording the outputs' tree."""
        out_defs: list[TreeDef] = []

        def call(treedef: TreeDef, xs: list[Any]) -> tuple[list[Any], Any]:
            result, aux = split_aux(fname, fun(*unflatten(treedef, xs)), has_aux, "out")
            out_leaves, td = flatten(result)
            self._check_outputs(fname, prim, out_leaves)
            out_defs.append(td)
            return out_leaves, aux

        return call, out_defs

    def _primals_and_tangents(
        self, fname: str, prim: Primitive, primals: Any, tangents: Any
    ) -> tuple[list[Any], TreeDef, list[Any]]:
        for what, v in (("primals", primals), ("tangents", tangents)):
            if not isinstance(v, (tuple, list)):
                raise TypeError(
                    f"{fname}: {what} must be a tuple or list with one entry per positional "
                    f"argument, got {describe(v)}"
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
                    f"{fname}: tangents must be {self.backend} arrays, got {describe(t)}"
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
        fname = fname_of(self.backend, "jvp")
        prim = self._require("jvp")
        fun = user_function(prim, fun)
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
        fname = fname_of(self.backend, "linearize")
        prim = self._require("linearize")
        fun = user_function(prim, fun)
        leaves, treedef = flatten(primals)
        self._check_leaves(fname, prim, leaves, "the primals")
        call, out_defs = self._flat_outputs(fname, prim, fun, False)
        outs, lin = prim.linearize(lambda xs: call(treedef, xs), leaves)
        out_def = out_defs[-1]

        def f_jvp(*tangents: Any) -> Any:
            t_leaves = leaves_like(fname, prim, tangents, leaves, treedef,
                                    ("the tangents have", "the primals'"),
                                    ("a tangent", "a primal"))
            return unflatten(out_def, lin(t_leaves))

        return unflatten(out_def, outs), made(prim, f_jvp)

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

    def _jacobian(self, name: str, fun: Callable[P, Any], argnums: int | Sequence[int],
                  has_aux: bool, holomorphic: bool, mode: str) -> Callable[P, Any]:
        """The Jacobian of ``fun`` by ``mode`` (``"fwd"`` or ``"rev"``), as ``name``."""
        prim = self._require(name)
        fname = callable_checked(self.backend, name, fun)

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
            call = user_function(prim, fun)
            nums = normalize_argnums(fname, argnums, len(args))
            leaves, treedef = flatten(tuple(args[i] for i in nums))
            self._check_leaves(fname, prim, leaves, f"argument(s) {nums}")
            check_dtypes(leaves, "inputs", rule)
            out_defs: list[TreeDef] = []

            def flat_fun(xs: list[Any]) -> tuple[list[Any], Any]:
                call_args = list(args)
                for i, v in zip(nums, unflatten(treedef, xs)):
                    call_args[i] = v
                result, aux = split_aux(fname, call(*call_args, **kwargs), has_aux, "out")
                out_leaves, td = flatten(result)
                self._check_outputs(fname, prim, out_leaves)
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
        return made(prim, wrapped)


not_converted_in(ForwardMode)
