"""Vector norms (``ep.norms``): ``l0``, ``l1``, ``l2``, ``linf`` and ``lp``.

Each takes a tensor (or native array), ``axis`` (an int, a tuple, or ``None`` for all
axes) and ``keepdims``, and returns a tensor.  Unlike EagerPy, the gradient of
``l2`` (and of ``lp`` for ``p > 1``) at the zero vector is 0, not NaN: the square
root is taken of a value that is replaced by 1 where the sum is 0, and the
result is set to 0 there, so no ``0 / 0`` appears in the backward pass.
"""

from __future__ import annotations

from typing import Any

from . import _norms
from ._norms import NormsMethods
from ._tensor import Tensor, astensor
from .types import AxisAxes

__all__ = ["NormsMethods", "l0", "l1", "l2", "linf", "lp"]

inf = _norms.inf


def l0(x: Any, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor[Any]:
    """The number of non-zero entries, in the dtype of ``x``."""
    return _norms.l0(astensor(x), axis, keepdims)


def l1(x: Any, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor[Any]:
    """The sum of absolute values."""
    return _norms.l1(astensor(x), axis, keepdims)


def l2(x: Any, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor[Any]:
    """The Euclidean norm; its gradient at 0 is 0."""
    return _norms.l2(astensor(x), axis, keepdims)


def linf(x: Any, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor[Any]:
    """The largest absolute value."""
    return _norms.linf(astensor(x), axis, keepdims)


def lp(x: Any, p: float, axis: AxisAxes | None = None, keepdims: bool = False) -> Tensor[Any]:
    """The p-norm; ``p`` may be 0, 1, 2, ``inf`` or any other positive number."""
    return _norms.lp(astensor(x), p, axis, keepdims)
