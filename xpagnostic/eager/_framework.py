"""The ``ep.<function>`` functions: each calls the method of its first tensor argument.

Arguments may be EagerPy tensors or native arrays (converted with ``astensor``);
the result is a tensor of the same class.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, overload

from .._typing._array import NativeArray
from ._astensor import astensor
from ._tensor import Tensor, TensorOrScalar, TensorType
from .types import Axes, AxisAxes, ShapeOrScalar

__all__ = [
    "abs", "all", "any", "arange", "arccos", "arccosh", "arcsin", "arcsinh", "arctan",
    "arctanh", "argmax", "argmin", "argsort", "ceil", "clip", "concatenate", "cos", "cosh",
    "crossentropy", "cumsum", "exp", "expand_dims", "flatten", "flip", "floor", "from_numpy",
    "full", "full_like", "index_update", "inf", "inv", "isinf", "isnan", "kl_div_with_logits",
    "log", "log10", "log1p", "log2", "log_softmax", "logical_and", "logical_not",
    "logical_or", "matmul", "max", "maximum", "mean", "meshgrid", "min", "minimum", "nan",
    "newaxis", "normal", "ones", "ones_like", "onehot_like", "pad", "pow", "prod", "reshape",
    "round", "sign", "sin", "sinh", "slogdet", "softmax", "sort", "sqrt", "square", "squeeze",
    "stack", "sum", "take_along_axis", "tan", "tanh", "tile", "topk", "transpose", "uniform",
    "where", "zeros", "zeros_like",
]

newaxis = None
inf = float("inf")
nan = float("nan")


def _t(x: TensorType) -> TensorType:
    """``x`` as a tensor (a native array is wrapped)."""
    return x if isinstance(x, Tensor) else astensor(x)


# -- element-wise ---------------------------------------------------------------------
def abs(t: TensorType) -> TensorType:
    return _t(t).abs()


def sign(t: TensorType) -> TensorType:
    return _t(t).sign()


def sqrt(t: TensorType) -> TensorType:
    return _t(t).sqrt()


def square(t: TensorType) -> TensorType:
    return _t(t).square()


def pow(t: TensorType, exponent: TensorOrScalar) -> TensorType:
    return _t(t).pow(exponent)


def sin(t: TensorType) -> TensorType:
    return _t(t).sin()


def cos(t: TensorType) -> TensorType:
    return _t(t).cos()


def tan(t: TensorType) -> TensorType:
    return _t(t).tan()


def arcsin(t: TensorType) -> TensorType:
    return _t(t).arcsin()


def arccos(t: TensorType) -> TensorType:
    return _t(t).arccos()


def arctan(t: TensorType) -> TensorType:
    return _t(t).arctan()


def sinh(t: TensorType) -> TensorType:
    return _t(t).sinh()


def cosh(t: TensorType) -> TensorType:
    return _t(t).cosh()


def tanh(t: TensorType) -> TensorType:
    return _t(t).tanh()


def arcsinh(t: TensorType) -> TensorType:
    return _t(t).arcsinh()


def arccosh(t: TensorType) -> TensorType:
    return _t(t).arccosh()


def arctanh(t: TensorType) -> TensorType:
    return _t(t).arctanh()


def exp(t: TensorType) -> TensorType:
    return _t(t).exp()


def log(t: TensorType) -> TensorType:
    return _t(t).log()


def log2(t: TensorType) -> TensorType:
    return _t(t).log2()


def log10(t: TensorType) -> TensorType:
    return _t(t).log10()


def log1p(t: TensorType) -> TensorType:
    return _t(t).log1p()


def round(t: TensorType) -> TensorType:
    return _t(t).round()


def ceil(t: TensorType) -> TensorType:
    return _t(t).ceil()


def floor(t: TensorType) -> TensorType:
    return _t(t).floor()


def isnan(t: TensorType) -> TensorType:
    return _t(t).isnan()


def isinf(t: TensorType) -> TensorType:
    return _t(t).isinf()


def clip(t: TensorType, min_: float, max_: float) -> TensorType:
    return _t(t).clip(min_, max_)


def logical_not(t: TensorType) -> TensorType:
    return _t(t).logical_not()


def _pair(x: Any, y: Any) -> tuple[Tensor[Any], Any]:
    """The tensor operand first (``x`` or ``y`` may be a scalar; the operations commute)."""
    if isinstance(x, Tensor):
        return x, y
    if isinstance(y, Tensor):
        return y, x
    if type(x) in (bool, int, float, complex):
        return astensor(y), x
    return astensor(x), y


@overload
def minimum(x: TensorType, y: TensorOrScalar) -> TensorType: ...
@overload
def minimum(x: TensorOrScalar, y: TensorType) -> TensorType: ...
def minimum(x: Any, y: Any) -> Any:
    a, b = _pair(x, y)
    return a.minimum(b)


@overload
def maximum(x: TensorType, y: TensorOrScalar) -> TensorType: ...
@overload
def maximum(x: TensorOrScalar, y: TensorType) -> TensorType: ...
def maximum(x: Any, y: Any) -> Any:
    a, b = _pair(x, y)
    return a.maximum(b)


@overload
def logical_and(x: TensorType, y: TensorOrScalar) -> TensorType: ...
@overload
def logical_and(x: TensorOrScalar, y: TensorType) -> TensorType: ...
def logical_and(x: Any, y: Any) -> Any:
    a, b = _pair(x, y)
    return a.logical_and(b)


@overload
def logical_or(x: TensorType, y: TensorOrScalar) -> TensorType: ...
@overload
def logical_or(x: TensorOrScalar, y: TensorType) -> TensorType: ...
def logical_or(x: Any, y: Any) -> Any:
    a, b = _pair(x, y)
    return a.logical_or(b)


def where(condition: TensorType, x: TensorOrScalar, y: TensorOrScalar) -> TensorType:
    return _t(condition).where(x, y)


# -- reductions and searching -------------------------------------------------------------
def sum(t: TensorType, axis: AxisAxes | None = None, keepdims: bool = False) -> TensorType:
    return _t(t).sum(axis=axis, keepdims=keepdims)


def prod(t: TensorType, axis: AxisAxes | None = None, keepdims: bool = False) -> TensorType:
    return _t(t).prod(axis=axis, keepdims=keepdims)


def mean(t: TensorType, axis: AxisAxes | None = None, keepdims: bool = False) -> TensorType:
    return _t(t).mean(axis=axis, keepdims=keepdims)


def min(t: TensorType, axis: AxisAxes | None = None, keepdims: bool = False) -> TensorType:
    return _t(t).min(axis=axis, keepdims=keepdims)


def max(t: TensorType, axis: AxisAxes | None = None, keepdims: bool = False) -> TensorType:
    return _t(t).max(axis=axis, keepdims=keepdims)


def all(t: TensorType, axis: AxisAxes | None = None, keepdims: bool = False) -> TensorType:
    return _t(t).all(axis=axis, keepdims=keepdims)


def any(t: TensorType, axis: AxisAxes | None = None, keepdims: bool = False) -> TensorType:
    return _t(t).any(axis=axis, keepdims=keepdims)


def argmin(t: TensorType, axis: int | None = None) -> TensorType:
    return _t(t).argmin(axis=axis)


def argmax(t: TensorType, axis: int | None = None) -> TensorType:
    return _t(t).argmax(axis=axis)


def argsort(t: TensorType, axis: int = -1) -> TensorType:
    return _t(t).argsort(axis=axis)


def sort(t: TensorType, axis: int = -1) -> TensorType:
    return _t(t).sort(axis=axis)


def topk(t: TensorType, k: int, sorted: bool = True) -> tuple[TensorType, TensorType]:
    return _t(t).topk(k, sorted=sorted)


def cumsum(t: TensorType, axis: int | None = None) -> TensorType:
    return _t(t).cumsum(axis=axis)


# -- creation ------------------------------------------------------------------------------
def uniform(
    t: TensorType, shape: ShapeOrScalar, low: float = 0.0, high: float = 1.0, *, key: Any = None
) -> TensorType:
    """Uniform samples in ``[low, high)`` with ``t``'s dtype and device (see ``ep.seed``)."""
    return _t(t).uniform(shape, low=low, high=high, key=key)


def normal(
    t: TensorType,
    shape: ShapeOrScalar,
    mean: float = 0.0,
    stddev: float = 1.0,
    *,
    key: Any = None,
) -> TensorType:
    """Normal samples with ``t``'s dtype and device (see ``ep.seed``)."""
    return _t(t).normal(shape, mean=mean, stddev=stddev, key=key)


def ones(t: TensorType, shape: ShapeOrScalar) -> TensorType:
    return _t(t).ones(shape)


def zeros(t: TensorType, shape: ShapeOrScalar) -> TensorType:
    return _t(t).zeros(shape)


def full(t: TensorType, shape: ShapeOrScalar, value: float) -> TensorType:
    return _t(t).full(shape, value)


def ones_like(t: TensorType) -> TensorType:
    return _t(t).ones_like()


def zeros_like(t: TensorType) -> TensorType:
    return _t(t).zeros_like()


def full_like(t: TensorType, fill_value: float) -> TensorType:
    return _t(t).full_like(fill_value)


def onehot_like(t: TensorType, indices: TensorType, *, value: float = 1) -> TensorType:
    return _t(t).onehot_like(indices, value=value)


def from_numpy(t: TensorType, a: Any) -> TensorType:
    return _t(t).from_numpy(a)


def arange(
    t: TensorType, start: int, stop: int | None = None, step: int | None = None
) -> TensorType:
    return _t(t).arange(start, stop, step)


# -- manipulation ----------------------------------------------------------------------------
def concatenate(tensors: Sequence[TensorType], axis: int = 0) -> TensorType:
    return _t(tensors[0])._concatenate(tensors, axis=axis)


def stack(tensors: Sequence[TensorType], axis: int = 0) -> TensorType:
    return _t(tensors[0])._stack(tensors, axis=axis)


def transpose(t: TensorType, axes: Axes | None = None) -> TensorType:
    return _t(t).transpose(axes=axes)


def squeeze(t: TensorType, axis: AxisAxes | None = None) -> TensorType:
    return _t(t).squeeze(axis=axis)


def expand_dims(t: TensorType, axis: int) -> TensorType:
    return _t(t).expand_dims(axis=axis)


def reshape(t: TensorType, shape: ShapeOrScalar) -> TensorType:
    return _t(t).reshape(shape)


def flatten(t: TensorType, start: int = 0, end: int = -1) -> TensorType:
    return _t(t).flatten(start=start, end=end)


def tile(t: TensorType, multiples: Axes) -> TensorType:
    return _t(t).tile(multiples)


def flip(t: TensorType, axis: AxisAxes | None = None) -> TensorType:
    return _t(t).flip(axis=axis)


def meshgrid(t: TensorType, *tensors: TensorType, indexing: str = "xy") -> tuple[TensorType, ...]:
    return _t(t).meshgrid(*tensors, indexing=indexing)


def pad(
    t: TensorType,
    paddings: tuple[tuple[int, int], ...],
    mode: str = "constant",
    value: float = 0,
) -> TensorType:
    return _t(t).pad(paddings, mode=mode, value=value)


def take_along_axis(t: TensorType, indices: TensorType, axis: int) -> TensorType:
    return _t(t).take_along_axis(indices, axis)


def index_update(t: TensorType, indices: Any, values: TensorOrScalar) -> TensorType:
    """A copy of ``t`` with ``t[indices] = values`` (use ``ep.index[...]`` for ``indices``)."""
    return _t(t).index_update(indices, values)


# -- linear algebra and neural-network helpers --------------------------------------------------
def matmul(x: TensorType, y: TensorType) -> TensorType:
    return _t(x).matmul(y)


def inv(t: TensorType) -> TensorType:
    return _t(t).inv()


def slogdet(matrix: TensorType) -> tuple[TensorType, TensorType]:
    return _t(matrix).slogdet()


def softmax(t: TensorType, axis: int = -1) -> TensorType:
    return _t(t).softmax(axis=axis)


def log_softmax(t: TensorType, axis: int = -1) -> TensorType:
    return _t(t).log_softmax(axis=axis)


def crossentropy(logits: TensorType, labels: Tensor[Any] | NativeArray) -> TensorType:
    return _t(logits).crossentropy(labels)


def kl_div_with_logits(
    logits_p: TensorType, logits_q: TensorType, axis: int = -1, keepdims: bool = False
) -> TensorType:
    """KL(p || q) for the distributions ``softmax(logits_p)``, ``softmax(logits_q)``
    along ``axis`` (EagerPy took the softmax of p along the last axis whatever ``axis``)."""
    p_logits = _t(logits_p)
    log_p = p_logits.log_softmax(axis=axis)
    log_q = _t(logits_q).log_softmax(axis=axis)
    p = p_logits.softmax(axis=axis)
    return (p * (log_p - log_q)).sum(axis=axis, keepdims=keepdims)

