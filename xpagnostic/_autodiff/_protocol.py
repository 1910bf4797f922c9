"""What a backend supplies to the autodiff extension: a :class:`Primitive`.

A backend that differentiates keeps its primitive in its own folder
(``xpagnostic/<backend>/_autodiff.py``, its ``PRIMITIVE``), and its row of the backend table
names that module; the extension (:class:`xpagnostic._autodiff.Autodiff`) does everything
else.  The primitive is flat: lists of native arrays in and out, no pytrees, no checks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from .._tracing import not_converted

__all__ = ["BackwardRule", "FlatFun", "ForwardRule", "Primitive", "Pullback", "made",
           "user_function"]

_F = TypeVar("_F", bound=Callable[..., Any])

#: A flat function: differentiable leaves -> (output leaves, aux).
FlatFun = Callable[[list[Any]], tuple[list[Any], Any]]
#: A pullback: output cotangent leaves (None: seed a scalar output with 1) -> input cotangents.
Pullback = Callable[[list[Any] | None], list[Any]]
#: A custom rule's forward pass, flat: input leaves -> (output leaves, residuals).
ForwardRule = Callable[[list[Any]], tuple[list[Any], Any]]
#: A custom rule's backward pass, flat: (residuals, output cotangents) -> input cotangents.
BackwardRule = Callable[[Any, list[Any]], list[Any]]


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

    def custom_call(self, fwd: ForwardRule, bwd: BackwardRule, xs: list[Any],
                    closure_residuals: bool) -> list[Any]:
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

    @property
    def value_and_grad_one(
        self,
    ) -> Callable[[Callable[[Any], Any], Any, Callable[[Any], None]],
                  tuple[Any, Any] | None] | None:
        """A lean path for the commonest call, ``value_and_grad(f)(x)`` with one bare array
        and no aux: ``(fun, x, check) -> (value, grad)``, or None where it does not apply
        (the general path then runs); ``check(out)`` raises the message naming a bad
        output.  None where the backend has none."""

    @property
    def traced_gradient(
        self,
    ) -> Callable[[Callable[..., Any], bool, Callable[[Any], None],
                   Callable[[], Callable[..., Any]]], Callable[..., Any]] | None:
        """What ``value_and_grad(fun)`` (``with_value``) or ``grad(fun)`` returns while
        ``torch.compile`` traces the caller: ``(fun, with_value, check, general) ->
        function``, where ``check(out)`` raises the message naming a bad output and
        ``general()`` builds the extension's general path for the calls the lean one does
        not take.  None where Dynamo never traces the backend's arrays."""


def made(prim: Primitive | None, fn: _F) -> _F:
    """``fn``, a function a transform returns, marked for AutoGraph to call as it is where
    ``prim``'s tracer converts the user's code (``Primitive.user_function``); elsewhere left
    as it is, which keeps the Python ``torch.compile`` traces short."""
    if prim is not None and prim.user_function is not None:
        not_converted(fn)
    return fn


def user_function(prim: Primitive, fun: Callable[..., Any]) -> Callable[..., Any]:
    """The user's function ``fun`` as ``prim``'s tracer should call it now (see
    ``Primitive.user_function``)."""
    convert = prim.user_function
    return fun if convert is None else convert(fun)
