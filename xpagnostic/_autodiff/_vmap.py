"""Vectorisation and compilation: ``vmap`` (a loop where the backend cannot vectorise) and
``jit``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ParamSpec

from .._namespace import get_namespace
from .._pytree import TreeDef, flatten, unflatten
from .._tracing import not_converted_in
from ._base import PRIMITIVE_MODULES, ExtensionBase, callable_checked, describe
from ._protocol import Primitive, made, user_function

__all__ = ["Vectorising", "loop_vmap"]

P = ParamSpec("P")


class Vectorising(ExtensionBase):
    """``vmap`` and ``jit`` of the ``autodiff`` extension."""

    __slots__ = ()

    def vmap(
        self, fun: Callable[P, Any], in_axes: Any = 0, out_axes: Any = 0
    ) -> Callable[P, Any]:
        """Vectorise ``fun`` over an axis of its arguments, as ``jax.vmap``.

        ``in_axes``: an int, ``None`` (not mapped) or a pytree prefix of the positional
        arguments (a tuple with one entry per argument); keyword arguments are mapped over
        axis 0.  ``out_axes``: an int or a pytree prefix of the output (ints only).
        On backends that cannot vectorise (NumPy) it loops over the axis and stacks.
        """
        fname = callable_checked(self.backend, "vmap", fun)
        if isinstance(in_axes, list):
            in_axes = tuple(in_axes)

        simple = type(in_axes) is int and type(out_axes) is int and out_axes == 0

        def wrapped(*args: P.args, **kwargs: P.kwargs) -> Any:
            prim = self._vmap_primitive()
            call: Callable[..., Any] = fun if prim is None else user_function(prim, fun)
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
                        f"{fname}: in_axes {ax} for a non-array argument {describe(x)}; "
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
                outs = loop_vmap(mapped_fun, mapped, mapped_axes, size)
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
        return made(self._vmap_primitive(), wrapped)

    def _vmap_primitive(self) -> Primitive | None:
        return self.primitive if self.backend in PRIMITIVE_MODULES else None

    def jit(
        self, fun: Callable[P, Any], static_argnums: int | Sequence[int] = (), **options: Any
    ) -> Callable[P, Any]:
        """Compile ``fun`` with the backend's compiler; the identity on NumPy.

        ``jax.jit`` (``static_argnums`` passed on), ``tf.function`` (``options`` such as
        ``jit_compile=True``), ``torch.compile`` (``options`` such as ``backend="eager"``).
        On TensorFlow and torch, Python (non-array) arguments are always static.
        """
        fname = callable_checked(self.backend, "jit", fun)
        nums = (static_argnums,) if isinstance(static_argnums, int) else tuple(static_argnums)
        for n in nums:
            if not isinstance(n, int) or isinstance(n, bool):
                raise TypeError(f"{fname}: static_argnums must be ints, got {n!r}")
        if self.backend not in PRIMITIVE_MODULES:
            return fun
        compiled: Callable[P, Any] = self.primitive.jit(fun, nums, options)
        return compiled


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


def loop_vmap(
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


not_converted_in(Vectorising)
