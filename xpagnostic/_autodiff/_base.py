"""The extension's plumbing: its primitive, found through the backend table, and the checks
and messages every transform shares."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from .._backends import AUTODIFF_MODULE, BACKENDS, DIFFERENTIATING
from .._namespace import type_name
from .._pytree import TreeDef, flatten
from .._tracing import import_module, traced_as
from ._protocol import Primitive, user_function

__all__ = ["PRIMITIVE_MODULES", "ExtensionBase", "callable_checked", "describe", "fname_of",
           "leaves_like", "normalize_argnums", "split_aux"]

#: Backend -> module holding its ``PRIMITIVE``, for the backends that differentiate.
PRIMITIVE_MODULES: Final = {
    name: row.module_of(AUTODIFF_MODULE) for name, row in BACKENDS.items() if row.differentiates
}


def fname_of(backend: str, name: str) -> str:
    """How messages name ``backend``'s autodiff function ``name``."""
    return f"xpagnostic.{backend}.autodiff.{name}"


def callable_checked(backend: str, name: str, fun: object) -> str:
    """The name ``backend``'s ``name`` goes by in errors, once ``fun`` is known callable."""
    fname = fname_of(backend, name)
    if not callable(fun):
        raise TypeError(f"{fname}: expected a callable, got {describe(fun)}")
    return fname


def split_aux(fname: str, result: Any, has_aux: bool, first: str) -> tuple[Any, Any]:
    """``(output, aux)`` of a user function; with ``has_aux`` it must return a pair."""
    if not has_aux:
        return result, None
    if not (isinstance(result, (tuple, list)) and len(result) == 2):
        raise TypeError(
            f"{fname}: with has_aux=True the function must return a pair "
            f"({first}, aux), got {describe(result)}"
        )
    return result[0], result[1]


def describe(x: Any) -> str:
    """``x``'s type, with its shape and dtype where it has them, for messages."""
    t = type(x)
    shape = getattr(x, "shape", None)
    dtype = getattr(x, "dtype", None)
    extra = f" (shape {tuple(shape)}, dtype {dtype})" if shape is not None else ""
    return f"{type_name(t)}{extra}"


def normalize_argnums(fname: str, argnums: int | Sequence[int], nargs: int) -> tuple[int, ...]:
    """``argnums`` as a tuple of non-negative positions of a call with ``nargs`` arguments."""
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


def leaves_like(fname: str, prim: Primitive, values: Any, ref_leaves: list[Any],
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


class ExtensionBase:
    """The state and checks of one backend's ``autodiff`` extension; the transforms are the
    classes built on it (reverse mode, forward mode, vectorisation, custom rules)."""

    # No instance dict: Dynamo, tracing a method call, then guards no dict look-up.
    __slots__ = ("_prim", "backend")

    def __init__(self, backend: str) -> None:
        self.backend = backend
        self._prim: Primitive | None = None

    def __repr__(self) -> str:
        return f"<xpagnostic.{self.backend}.autodiff>"

    def _load_primitive(self) -> Primitive:
        """The primitive, found without the cache: what Dynamo traces for
        :attr:`primitive`, whose cache, filled while Dynamo traces, would fail the guard
        it reads and recompile the caller on its next call."""
        module = PRIMITIVE_MODULES.get(self.backend)
        if module is None:
            raise NotImplementedError(self._no_autodiff_message("autodiff"))
        # Also on the first call of a process made inside torch.compile (see _tracing).
        prim: Primitive = import_module(module).PRIMITIVE
        return prim

    @property
    @traced_as(_load_primitive)
    def primitive(self) -> Primitive:
        """The backend's primitive (``NotImplementedError`` where it does not differentiate)."""
        prim = self._prim
        if prim is None:
            prim = self._prim = self._load_primitive()
        return prim

    def _no_autodiff_message(self, name: str) -> str:
        return (
            f"{fname_of(self.backend, name)}: the {self.backend} backend cannot differentiate; "
            f"automatic differentiation is available for {', '.join(DIFFERENTIATING)} "
            "arrays (convert the inputs, e.g. with torch.asarray or jax.numpy.asarray)"
        )

    def _user(self, fun: Callable[..., Any]) -> Callable[..., Any]:
        """The user's function ``fun`` as this backend's tracer should call it now."""
        if self.backend not in PRIMITIVE_MODULES:
            return fun
        return user_function(self.primitive, fun)

    def _require(self, name: str) -> Primitive:
        if self.backend not in PRIMITIVE_MODULES:
            raise NotImplementedError(self._no_autodiff_message(name))
        return self.primitive

    def _check_leaves(self, fname: str, prim: Primitive, leaves: list[Any], what: str) -> None:
        for x in leaves:
            if not prim.is_array(x):
                raise TypeError(
                    f"{fname}: can only differentiate with respect to {self.backend} arrays; "
                    f"{what} contains {describe(x)}"
                )
            if not prim.is_differentiable(x):
                raise TypeError(
                    f"{fname}: cannot differentiate with respect to an array of dtype "
                    f"{x.dtype} ({what}); gradients need a real or complex floating-point "
                    "dtype (integer arguments are fine when not listed in argnums)"
                )

    def _check_outputs(self, fname: str, prim: Primitive, out_leaves: list[Any]) -> None:
        for o in out_leaves:
            if not prim.is_array(o):
                raise TypeError(
                    f"{fname}: the function's outputs must be {self.backend} arrays, "
                    f"got {describe(o)}"
                )

    def _scalar_out(self, fname: str, prim: Primitive, out: Any) -> None:
        if prim.is_array(out) and out.ndim == 0 and prim.is_differentiable(out):
            return  # the common case
        if not prim.is_array(out):
            raise TypeError(
                f"{fname}: the function must return a scalar {self.backend} array, "
                f"got {describe(out)}"
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

