"""Vector norms (``ep.norms``): ``l0``, ``l1``, ``l2``, ``linf`` and ``lp``.

Each takes a tensor (or native array), ``axis`` (an int, a tuple, or ``None`` for all
axes) and ``keepdims``, and returns a tensor.  Unlike EagerPy, the gradient of
``l2`` (and of ``lp`` for ``p > 1``) at the zero vector is 0, not NaN: the square
root is taken of a value that is replaced by 1 where the sum is 0, and the
result is set to 0 there, so no ``0 / 0`` appears in the backward pass.
"""

from __future__ import annotations

from typing import Any

from ._tensor import Tensor, _axis
from .types import AxisAxes

__all__ = ["NormsMethods", "l0", "l1", "l2", "linf", "lp"]

inf = float("inf")


def _t(x: Any) -> Tensor:
    if isinstance(x, Tensor):
        return x
    from ._astensor import astensor

    return astensor(x)


def l0(x: Any, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor:
    """The number of non-zero entries, in the dtype of ``x``."""
    t = _t(x)
    xp = t.xp
    nonzero = xp.astype(xp.not_equal(t.raw, 0), t.dtype)
    return t._new(xp.sum(nonzero, axis=_axis(axis), keepdims=keepdims))


def l1(x: Any, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor:
    """The sum of absolute values."""
    t = _t(x)
    xp = t.xp
    return t._new(xp.sum(xp.abs(t.raw), axis=_axis(axis), keepdims=keepdims))


def _safe_root(t: Tensor, s: Any, p: float) -> Tensor:
    """``s ** (1 / p)`` with a zero (not NaN) gradient where ``s == 0``."""
    xp = t.xp
    zero = xp.equal(s, 0)
    safe = xp.where(zero, 1.0, s)
    root = xp.sqrt(safe) if p == 2 else xp.pow(safe, 1.0 / p)
    return t._new(xp.where(zero, 0.0, root))


def l2(x: Any, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor:
    """The Euclidean norm; its gradient at 0 is 0."""
    t = _t(x)
    xp = t.xp
    return _safe_root(t, xp.sum(xp.square(t.raw), axis=_axis(axis), keepdims=keepdims), 2)


def linf(x: Any, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor:
    """The largest absolute value."""
    t = _t(x)
    xp = t.xp
    return t._new(xp.max(xp.abs(t.raw), axis=_axis(axis), keepdims=keepdims))


def lp(x: Any, p: float, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor:
    """The p-norm; ``p`` may be 0, 1, 2, ``inf`` or any other positive number."""
    if p == 0:
        return l0(x, axis=axis, keepdims=keepdims)
    if p == 1:
        return l1(x, axis=axis, keepdims=keepdims)
    if p == 2:
        return l2(x, axis=axis, keepdims=keepdims)
    if p == inf:
        return linf(x, axis=axis, keepdims=keepdims)
    t = _t(x)
    xp = t.xp
    s = xp.sum(xp.pow(xp.abs(t.raw), p), axis=_axis(axis), keepdims=keepdims)
    return _safe_root(t, s, p)


class NormsMethods:
    """``t.norms``: the norm functions bound to one tensor (``t.norms.l2(axis=-1)``)."""

    __slots__ = ("_tensor",)

    def __init__(self, tensor: Tensor) -> None:
        self._tensor = tensor

    def l0(self, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor:
        return l0(self._tensor, axis=axis, keepdims=keepdims)

    def l1(self, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor:
        return l1(self._tensor, axis=axis, keepdims=keepdims)

    def l2(self, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor:
        return l2(self._tensor, axis=axis, keepdims=keepdims)

    def linf(self, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor:
        return linf(self._tensor, axis=axis, keepdims=keepdims)

    def lp(self, p: float, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor:
        return lp(self._tensor, p, axis=axis, keepdims=keepdims)
