"""The vector norms computed on a tensor, and ``t.norms`` (see :mod:`xpagnostic.eager.norms`).

Below the Tensor class: it computes with the tensor's namespace and methods only, so the
class can bind :class:`NormsMethods` without importing the public ``norms`` module, which
converts native arrays first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .types import AxisAxes

if TYPE_CHECKING:
    from ._tensor import Tensor


def axis_arg(axis: Any) -> Any:
    """An EagerPy ``axis`` as the standard takes it (a list becomes a tuple)."""
    return tuple(axis) if isinstance(axis, list) else axis


inf = float("inf")


def l0(t: Tensor[Any], axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor[Any]:
    """The number of non-zero entries, in the dtype of ``t``."""
    xp = t.xp
    nonzero = xp.astype(xp.not_equal(t.raw, 0), t.dtype)
    return t._new(xp.sum(nonzero, axis=axis_arg(axis), keepdims=keepdims))


def l1(t: Tensor[Any], axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor[Any]:
    """The sum of absolute values."""
    xp = t.xp
    return t._new(xp.sum(xp.abs(t.raw), axis=axis_arg(axis), keepdims=keepdims))


def _safe_root(t: Tensor[Any], s: Any, p: float) -> Tensor[Any]:
    """``s ** (1 / p)`` with a zero (not NaN) gradient where ``s == 0``."""
    xp = t.xp
    zero = xp.equal(s, 0)
    safe = xp.where(zero, 1.0, s)
    root = xp.sqrt(safe) if p == 2 else xp.pow(safe, 1.0 / p)
    return t._new(xp.where(zero, 0.0, root))


def l2(t: Tensor[Any], axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor[Any]:
    """The Euclidean norm; its gradient at 0 is 0."""
    xp = t.xp
    return _safe_root(t, xp.sum(xp.square(t.raw), axis=axis_arg(axis), keepdims=keepdims), 2)


def linf(t: Tensor[Any], axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor[Any]:
    """The largest absolute value."""
    xp = t.xp
    return t._new(xp.max(xp.abs(t.raw), axis=axis_arg(axis), keepdims=keepdims))


def lp(
    t: Tensor[Any], p: float, axis: AxisAxes | None = None, keepdims: bool = False
) -> Tensor[Any]:
    """The p-norm; ``p`` may be 0, 1, 2, ``inf`` or any other positive number."""
    if p == 0:
        return l0(t, axis=axis, keepdims=keepdims)
    if p == 1:
        return l1(t, axis=axis, keepdims=keepdims)
    if p == 2:
        return l2(t, axis=axis, keepdims=keepdims)
    if p == inf:
        return linf(t, axis=axis, keepdims=keepdims)
    xp = t.xp
    s = xp.sum(xp.pow(xp.abs(t.raw), p), axis=axis_arg(axis), keepdims=keepdims)
    return _safe_root(t, s, p)


class NormsMethods:
    """``t.norms``: the norm functions bound to one tensor (``t.norms.l2(axis=-1)``)."""

    __slots__ = ("_tensor",)

    def __init__(self, tensor: Tensor[Any]) -> None:
        self._tensor = tensor

    def l0(self, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor[Any]:
        return l0(self._tensor, axis=axis, keepdims=keepdims)

    def l1(self, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor[Any]:
        return l1(self._tensor, axis=axis, keepdims=keepdims)

    def l2(self, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor[Any]:
        return l2(self._tensor, axis=axis, keepdims=keepdims)

    def linf(self, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor[Any]:
        return linf(self._tensor, axis=axis, keepdims=keepdims)

    def lp(self, p: float, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor[Any]:
        return lp(self._tensor, p, axis=axis, keepdims=keepdims)
