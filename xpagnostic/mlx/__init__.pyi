"""Types of ``xpagnostic.mlx`` for static checkers: the functions, constants and
dtypes of the namespace ``xpagnostic.get_namespace`` gives for the backend's arrays
(``MLXNamespace``), as module attributes.  ``linalg``, ``fft`` and ``random`` have stubs
of their own; ``autodiff`` the type of its protocol in ``namespaces.pyi``.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

import builtins
from collections.abc import Sequence
from typing import Literal

import mlx.core

from .._typing.namespaces import (
    FInfo,
    IInfo,
    MLXAutodiff,
    MLXInfo,
    UniqueAllResult,
    UniqueCountsResult,
    UniqueInverseResult,
)
from . import fft as fft
from . import linalg as linalg
from . import random as random

def abs(x: mlx.core.array, /) -> mlx.core.array: ...
def acos(x: mlx.core.array, /) -> mlx.core.array: ...
def acosh(x: mlx.core.array, /) -> mlx.core.array: ...
def add(x1: complex | mlx.core.array, x2: complex | mlx.core.array, /) -> mlx.core.array: ...
def all(
    x: mlx.core.array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> mlx.core.array: ...
def any(
    x: mlx.core.array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> mlx.core.array: ...
def arange(
    start: float,
    /,
    stop: float | None = None,
    step: float = 1,
    *,
    dtype: mlx.core.Dtype | None = None,
    device: mlx.core.Device | str | None = None,
) -> mlx.core.array: ...
def argmax(
    x: mlx.core.array,
    /,
    *,
    axis: int | None = None,
    keepdims: builtins.bool = False,
) -> mlx.core.array: ...
def argmin(
    x: mlx.core.array,
    /,
    *,
    axis: int | None = None,
    keepdims: builtins.bool = False,
) -> mlx.core.array: ...
def argsort(
    x: mlx.core.array,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> mlx.core.array: ...
def asarray(
    obj: object,
    /,
    *,
    dtype: mlx.core.Dtype | None = None,
    device: mlx.core.Device | str | None = None,
    copy: builtins.bool | None = None,
) -> mlx.core.array: ...
def asin(x: mlx.core.array, /) -> mlx.core.array: ...
def asinh(x: mlx.core.array, /) -> mlx.core.array: ...
def astype(
    x: mlx.core.array,
    dtype: mlx.core.Dtype,
    /,
    *,
    copy: builtins.bool = True,
    device: mlx.core.Device | str | None = None,
) -> mlx.core.array: ...
def atan(x: mlx.core.array, /) -> mlx.core.array: ...
def atan2(x1: float | mlx.core.array, x2: float | mlx.core.array, /) -> mlx.core.array: ...
def atanh(x: mlx.core.array, /) -> mlx.core.array: ...
def bitwise_and(x1: int | mlx.core.array, x2: int | mlx.core.array, /) -> mlx.core.array: ...
def bitwise_invert(x: mlx.core.array, /) -> mlx.core.array: ...
def bitwise_left_shift(x1: int | mlx.core.array, x2: int | mlx.core.array, /) -> mlx.core.array: ...
def bitwise_or(x1: int | mlx.core.array, x2: int | mlx.core.array, /) -> mlx.core.array: ...
def bitwise_right_shift(
    x1: int | mlx.core.array,
    x2: int | mlx.core.array,
    /,
) -> mlx.core.array: ...
def bitwise_xor(x1: int | mlx.core.array, x2: int | mlx.core.array, /) -> mlx.core.array: ...
def broadcast_arrays(*arrays: mlx.core.array) -> tuple[mlx.core.array, ...]: ...
def broadcast_shapes(*shapes: tuple[int, ...]) -> tuple[int, ...]: ...
def broadcast_to(x: mlx.core.array, /, shape: tuple[int | None, ...]) -> mlx.core.array: ...
def can_cast(from_: mlx.core.Dtype | mlx.core.array, to: mlx.core.Dtype, /) -> builtins.bool: ...
def ceil(x: mlx.core.array, /) -> mlx.core.array: ...
def clip(
    x: mlx.core.array,
    /,
    min: mlx.core.array | float | None = None,
    max: mlx.core.array | float | None = None,
) -> mlx.core.array: ...
def concat(
    arrays: tuple[mlx.core.array, ...] | list[mlx.core.array],
    /,
    *,
    axis: int | None = 0,
) -> mlx.core.array: ...
def conj(x: mlx.core.array, /) -> mlx.core.array: ...
def copysign(x1: float | mlx.core.array, x2: float | mlx.core.array, /) -> mlx.core.array: ...
def cos(x: mlx.core.array, /) -> mlx.core.array: ...
def cosh(x: mlx.core.array, /) -> mlx.core.array: ...
def count_nonzero(
    x: mlx.core.array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> mlx.core.array: ...
def cumulative_prod(
    x: mlx.core.array,
    /,
    *,
    axis: int | None = None,
    dtype: mlx.core.Dtype | None = None,
    include_initial: builtins.bool = False,
) -> mlx.core.array: ...
def cumulative_sum(
    x: mlx.core.array,
    /,
    *,
    axis: int | None = None,
    dtype: mlx.core.Dtype | None = None,
    include_initial: builtins.bool = False,
) -> mlx.core.array: ...
def diff(
    x: mlx.core.array,
    /,
    *,
    axis: int = -1,
    n: int = 1,
    prepend: mlx.core.array | None = None,
    append: mlx.core.array | None = None,
) -> mlx.core.array: ...
def divide(x1: complex | mlx.core.array, x2: complex | mlx.core.array, /) -> mlx.core.array: ...
def empty(
    shape: int | tuple[int | None, ...],
    *,
    dtype: mlx.core.Dtype | None = None,
    device: mlx.core.Device | str | None = None,
) -> mlx.core.array: ...
def empty_like(
    x: mlx.core.array,
    /,
    *,
    dtype: mlx.core.Dtype | None = None,
    device: mlx.core.Device | str | None = None,
) -> mlx.core.array: ...
def equal(x1: complex | mlx.core.array, x2: complex | mlx.core.array, /) -> mlx.core.array: ...
def exp(x: mlx.core.array, /) -> mlx.core.array: ...
def expand_dims(x: mlx.core.array, /, axis: int) -> mlx.core.array: ...
def expm1(x: mlx.core.array, /) -> mlx.core.array: ...
def eye(
    n_rows: int,
    n_cols: int | None = None,
    /,
    *,
    k: int = 0,
    dtype: mlx.core.Dtype | None = None,
    device: mlx.core.Device | str | None = None,
) -> mlx.core.array: ...
def finfo(type: mlx.core.Dtype | mlx.core.array, /) -> FInfo[mlx.core.Dtype]: ...
def flip(x: mlx.core.array, /, *, axis: int | tuple[int, ...] | None = None) -> mlx.core.array: ...
def floor(x: mlx.core.array, /) -> mlx.core.array: ...
def floor_divide(x1: float | mlx.core.array, x2: float | mlx.core.array, /) -> mlx.core.array: ...
def from_dlpack(
    x: object,
    /,
    *,
    device: mlx.core.Device | str | None = None,
    copy: builtins.bool | None = None,
) -> mlx.core.array: ...
def full(
    shape: int | tuple[int | None, ...],
    fill_value: complex,
    *,
    dtype: mlx.core.Dtype | None = None,
    device: mlx.core.Device | str | None = None,
) -> mlx.core.array: ...
def full_like(
    x: mlx.core.array,
    /,
    fill_value: complex,
    *,
    dtype: mlx.core.Dtype | None = None,
    device: mlx.core.Device | str | None = None,
) -> mlx.core.array: ...
def greater(x1: float | mlx.core.array, x2: float | mlx.core.array, /) -> mlx.core.array: ...
def greater_equal(x1: float | mlx.core.array, x2: float | mlx.core.array, /) -> mlx.core.array: ...
def hypot(x1: float | mlx.core.array, x2: float | mlx.core.array, /) -> mlx.core.array: ...
def iinfo(type: mlx.core.Dtype | mlx.core.array, /) -> IInfo[mlx.core.Dtype]: ...
def imag(x: mlx.core.array, /) -> mlx.core.array: ...
def isdtype(
    dtype: mlx.core.Dtype,
    kind: mlx.core.Dtype | str | tuple[mlx.core.Dtype | str, ...],
) -> builtins.bool: ...
def isfinite(x: mlx.core.array, /) -> mlx.core.array: ...
def isin(
    x1: mlx.core.array | int,
    x2: mlx.core.array | int,
    /,
    *,
    invert: builtins.bool = False,
) -> mlx.core.array: ...
def isinf(x: mlx.core.array, /) -> mlx.core.array: ...
def isnan(x: mlx.core.array, /) -> mlx.core.array: ...
def less(x1: float | mlx.core.array, x2: float | mlx.core.array, /) -> mlx.core.array: ...
def less_equal(x1: float | mlx.core.array, x2: float | mlx.core.array, /) -> mlx.core.array: ...
def linspace(
    start: complex,
    stop: complex,
    /,
    num: int,
    *,
    dtype: mlx.core.Dtype | None = None,
    device: mlx.core.Device | str | None = None,
    endpoint: builtins.bool = True,
) -> mlx.core.array: ...
def log(x: mlx.core.array, /) -> mlx.core.array: ...
def log10(x: mlx.core.array, /) -> mlx.core.array: ...
def log1p(x: mlx.core.array, /) -> mlx.core.array: ...
def log2(x: mlx.core.array, /) -> mlx.core.array: ...
def logaddexp(x1: float | mlx.core.array, x2: float | mlx.core.array, /) -> mlx.core.array: ...
def logical_and(
    x1: builtins.bool | mlx.core.array,
    x2: builtins.bool | mlx.core.array,
    /,
) -> mlx.core.array: ...
def logical_not(x: mlx.core.array, /) -> mlx.core.array: ...
def logical_or(
    x1: builtins.bool | mlx.core.array,
    x2: builtins.bool | mlx.core.array,
    /,
) -> mlx.core.array: ...
def logical_xor(
    x1: builtins.bool | mlx.core.array,
    x2: builtins.bool | mlx.core.array,
    /,
) -> mlx.core.array: ...
def matmul(x1: mlx.core.array, x2: mlx.core.array, /) -> mlx.core.array: ...
def matrix_transpose(x: mlx.core.array, /) -> mlx.core.array: ...
def max(
    x: mlx.core.array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> mlx.core.array: ...
def maximum(x1: float | mlx.core.array, x2: float | mlx.core.array, /) -> mlx.core.array: ...
def mean(
    x: mlx.core.array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> mlx.core.array: ...
def meshgrid(
    *arrays: mlx.core.array,
    indexing: Literal['xy', 'ij'] = 'xy',
) -> tuple[mlx.core.array, ...]: ...
def min(
    x: mlx.core.array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> mlx.core.array: ...
def minimum(x1: float | mlx.core.array, x2: float | mlx.core.array, /) -> mlx.core.array: ...
def moveaxis(
    x: mlx.core.array,
    source: int | tuple[int, ...],
    destination: int | tuple[int, ...],
    /,
) -> mlx.core.array: ...
def multiply(x1: complex | mlx.core.array, x2: complex | mlx.core.array, /) -> mlx.core.array: ...
def negative(x: mlx.core.array, /) -> mlx.core.array: ...
def nextafter(x1: float | mlx.core.array, x2: float | mlx.core.array, /) -> mlx.core.array: ...
def nonzero(x: mlx.core.array, /) -> tuple[mlx.core.array, ...]: ...
def not_equal(x1: complex | mlx.core.array, x2: complex | mlx.core.array, /) -> mlx.core.array: ...
def ones(
    shape: int | tuple[int | None, ...],
    *,
    dtype: mlx.core.Dtype | None = None,
    device: mlx.core.Device | str | None = None,
) -> mlx.core.array: ...
def ones_like(
    x: mlx.core.array,
    /,
    *,
    dtype: mlx.core.Dtype | None = None,
    device: mlx.core.Device | str | None = None,
) -> mlx.core.array: ...
def permute_dims(x: mlx.core.array, /, axes: tuple[int, ...]) -> mlx.core.array: ...
def positive(x: mlx.core.array, /) -> mlx.core.array: ...
def pow(x1: complex | mlx.core.array, x2: complex | mlx.core.array, /) -> mlx.core.array: ...
def prod(
    x: mlx.core.array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: mlx.core.Dtype | None = None,
    keepdims: builtins.bool = False,
) -> mlx.core.array: ...
def real(x: mlx.core.array, /) -> mlx.core.array: ...
def reciprocal(x: mlx.core.array, /) -> mlx.core.array: ...
def remainder(x1: float | mlx.core.array, x2: float | mlx.core.array, /) -> mlx.core.array: ...
def repeat(
    x: mlx.core.array,
    repeats: int | mlx.core.array,
    /,
    *,
    axis: int | None = None,
) -> mlx.core.array: ...
def reshape(
    x: mlx.core.array,
    /,
    shape: tuple[int | None, ...],
    *,
    copy: builtins.bool | None = None,
) -> mlx.core.array: ...
def result_type(
    *arrays_and_dtypes: mlx.core.array | mlx.core.Dtype | complex,
) -> mlx.core.Dtype: ...
def roll(
    x: mlx.core.array,
    /,
    shift: int | tuple[int, ...],
    *,
    axis: int | tuple[int, ...] | None = None,
) -> mlx.core.array: ...
def round(x: mlx.core.array, /) -> mlx.core.array: ...
def searchsorted(
    x1: mlx.core.array,
    x2: mlx.core.array | int | float,
    /,
    *,
    side: Literal['left', 'right'] = 'left',
    sorter: mlx.core.array | None = None,
) -> mlx.core.array: ...
def sign(x: mlx.core.array, /) -> mlx.core.array: ...
def signbit(x: mlx.core.array, /) -> mlx.core.array: ...
def sin(x: mlx.core.array, /) -> mlx.core.array: ...
def sinh(x: mlx.core.array, /) -> mlx.core.array: ...
def sort(
    x: mlx.core.array,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> mlx.core.array: ...
def sqrt(x: mlx.core.array, /) -> mlx.core.array: ...
def square(x: mlx.core.array, /) -> mlx.core.array: ...
def squeeze(x: mlx.core.array, /, axis: int | tuple[int, ...]) -> mlx.core.array: ...
def stack(
    arrays: tuple[mlx.core.array, ...] | list[mlx.core.array],
    /,
    *,
    axis: int = 0,
) -> mlx.core.array: ...
def std(
    x: mlx.core.array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: float = 0.0,
    keepdims: builtins.bool = False,
) -> mlx.core.array: ...
def subtract(x1: complex | mlx.core.array, x2: complex | mlx.core.array, /) -> mlx.core.array: ...
def sum(
    x: mlx.core.array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: mlx.core.Dtype | None = None,
    keepdims: builtins.bool = False,
) -> mlx.core.array: ...
def take(
    x: mlx.core.array,
    indices: mlx.core.array,
    /,
    *,
    axis: int | None = None,
) -> mlx.core.array: ...
def take_along_axis(
    x: mlx.core.array,
    indices: mlx.core.array,
    /,
    *,
    axis: int = -1,
) -> mlx.core.array: ...
def tan(x: mlx.core.array, /) -> mlx.core.array: ...
def tanh(x: mlx.core.array, /) -> mlx.core.array: ...
def tensordot(
    x1: mlx.core.array,
    x2: mlx.core.array,
    /,
    *,
    axes: int | tuple[Sequence[int], Sequence[int]] = 2,
) -> mlx.core.array: ...
def tile(x: mlx.core.array, repetitions: tuple[int, ...], /) -> mlx.core.array: ...
def tril(x: mlx.core.array, /, *, k: int = 0) -> mlx.core.array: ...
def triu(x: mlx.core.array, /, *, k: int = 0) -> mlx.core.array: ...
def trunc(x: mlx.core.array, /) -> mlx.core.array: ...
def unique_all(x: mlx.core.array, /) -> UniqueAllResult[mlx.core.array]: ...
def unique_counts(x: mlx.core.array, /) -> UniqueCountsResult[mlx.core.array]: ...
def unique_inverse(x: mlx.core.array, /) -> UniqueInverseResult[mlx.core.array]: ...
def unique_values(x: mlx.core.array, /) -> mlx.core.array: ...
def unstack(x: mlx.core.array, /, *, axis: int = 0) -> tuple[mlx.core.array, ...]: ...
def var(
    x: mlx.core.array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: float = 0.0,
    keepdims: builtins.bool = False,
) -> mlx.core.array: ...
def vecdot(x1: mlx.core.array, x2: mlx.core.array, /, *, axis: int = -1) -> mlx.core.array: ...
def where(
    condition: mlx.core.array,
    x1: mlx.core.array | complex,
    x2: mlx.core.array | complex,
    /,
) -> mlx.core.array: ...
def zeros(
    shape: int | tuple[int | None, ...],
    *,
    dtype: mlx.core.Dtype | None = None,
    device: mlx.core.Device | str | None = None,
) -> mlx.core.array: ...
def zeros_like(
    x: mlx.core.array,
    /,
    *,
    dtype: mlx.core.Dtype | None = None,
    device: mlx.core.Device | str | None = None,
) -> mlx.core.array: ...
def __array_namespace_info__() -> MLXInfo: ...

e: float
inf: float
nan: float
newaxis: None
pi: float
bool: mlx.core.Dtype
int8: mlx.core.Dtype
int16: mlx.core.Dtype
int32: mlx.core.Dtype
int64: mlx.core.Dtype
uint8: mlx.core.Dtype
uint16: mlx.core.Dtype
uint32: mlx.core.Dtype
uint64: mlx.core.Dtype
float32: mlx.core.Dtype
float64: mlx.core.Dtype
complex64: mlx.core.Dtype
complex128: mlx.core.Dtype
float16: mlx.core.Dtype
bfloat16: mlx.core.Dtype
__array_api_version__: str

autodiff: MLXAutodiff
