"""Types of ``xpagnostic.tensorflow`` for static checkers: the functions, constants and
dtypes of the namespace ``xpagnostic.get_namespace`` gives for the backend's arrays
(``TensorFlowNamespace``), as module attributes.  ``linalg``, ``fft`` and ``random`` have stubs
of their own; ``autodiff`` the type of its protocol in ``namespaces.pyi``.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

import builtins
from collections.abc import Sequence
from typing import Literal

import tensorflow

from .._typing.namespaces import (
    FInfo,
    IInfo,
    TensorFlowAutodiff,
    TensorFlowInfo,
    UniqueAllResult,
    UniqueCountsResult,
    UniqueInverseResult,
)
from . import fft as fft
from . import linalg as linalg
from . import random as random

def abs(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def acos(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def acosh(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def add(
    x1: complex | tensorflow.Tensor | tensorflow.Variable,
    x2: complex | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def all(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> tensorflow.Tensor: ...
def any(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> tensorflow.Tensor: ...
def arange(
    start: float,
    /,
    stop: float | None = None,
    step: float = 1,
    *,
    dtype: tensorflow.DType | None = None,
    device: str | None = None,
) -> tensorflow.Tensor: ...
def argmax(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | None = None,
    keepdims: builtins.bool = False,
) -> tensorflow.Tensor: ...
def argmin(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | None = None,
    keepdims: builtins.bool = False,
) -> tensorflow.Tensor: ...
def argsort(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> tensorflow.Tensor: ...
def asarray(
    obj: object,
    /,
    *,
    dtype: tensorflow.DType | None = None,
    device: str | None = None,
    copy: builtins.bool | None = None,
) -> tensorflow.Tensor: ...
def asin(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def asinh(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def astype(
    x: tensorflow.Tensor | tensorflow.Variable,
    dtype: tensorflow.DType,
    /,
    *,
    copy: builtins.bool = True,
    device: str | None = None,
) -> tensorflow.Tensor: ...
def atan(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def atan2(
    x1: float | tensorflow.Tensor | tensorflow.Variable,
    x2: float | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def atanh(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def bitwise_and(
    x1: int | tensorflow.Tensor | tensorflow.Variable,
    x2: int | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def bitwise_invert(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def bitwise_left_shift(
    x1: int | tensorflow.Tensor | tensorflow.Variable,
    x2: int | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def bitwise_or(
    x1: int | tensorflow.Tensor | tensorflow.Variable,
    x2: int | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def bitwise_right_shift(
    x1: int | tensorflow.Tensor | tensorflow.Variable,
    x2: int | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def bitwise_xor(
    x1: int | tensorflow.Tensor | tensorflow.Variable,
    x2: int | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def broadcast_arrays(
    *arrays: tensorflow.Tensor | tensorflow.Variable,
) -> tuple[tensorflow.Tensor, ...]: ...
def broadcast_shapes(*shapes: tuple[int, ...]) -> tuple[int, ...]: ...
def broadcast_to(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    shape: tuple[int | None, ...],
) -> tensorflow.Tensor: ...
def can_cast(
    from_: tensorflow.DType | tensorflow.Tensor | tensorflow.Variable,
    to: tensorflow.DType,
    /,
) -> builtins.bool: ...
def ceil(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def clip(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    min: tensorflow.Tensor | tensorflow.Variable | float | None = None,
    max: tensorflow.Tensor | tensorflow.Variable | float | None = None,
) -> tensorflow.Tensor: ...
def concat(
    arrays: tuple[tensorflow.Tensor | tensorflow.Variable, ...] | list[tensorflow.Tensor | tensorflow.Variable],
    /,
    *,
    axis: int | None = 0,
) -> tensorflow.Tensor: ...
def conj(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def copysign(
    x1: float | tensorflow.Tensor | tensorflow.Variable,
    x2: float | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def cos(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def cosh(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def count_nonzero(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> tensorflow.Tensor: ...
def cumulative_prod(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | None = None,
    dtype: tensorflow.DType | None = None,
    include_initial: builtins.bool = False,
) -> tensorflow.Tensor: ...
def cumulative_sum(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | None = None,
    dtype: tensorflow.DType | None = None,
    include_initial: builtins.bool = False,
) -> tensorflow.Tensor: ...
def diff(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int = -1,
    n: int = 1,
    prepend: tensorflow.Tensor | tensorflow.Variable | None = None,
    append: tensorflow.Tensor | tensorflow.Variable | None = None,
) -> tensorflow.Tensor: ...
def divide(
    x1: complex | tensorflow.Tensor | tensorflow.Variable,
    x2: complex | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def empty(
    shape: int | tuple[int | None, ...],
    *,
    dtype: tensorflow.DType | None = None,
    device: str | None = None,
) -> tensorflow.Tensor: ...
def empty_like(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    dtype: tensorflow.DType | None = None,
    device: str | None = None,
) -> tensorflow.Tensor: ...
def equal(
    x1: complex | tensorflow.Tensor | tensorflow.Variable,
    x2: complex | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def exp(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def expand_dims(x: tensorflow.Tensor | tensorflow.Variable, /, axis: int) -> tensorflow.Tensor: ...
def expm1(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def eye(
    n_rows: int,
    n_cols: int | None = None,
    /,
    *,
    k: int = 0,
    dtype: tensorflow.DType | None = None,
    device: str | None = None,
) -> tensorflow.Tensor: ...
def finfo(
    type: tensorflow.DType | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> FInfo[tensorflow.DType]: ...
def flip(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
) -> tensorflow.Tensor: ...
def floor(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def floor_divide(
    x1: float | tensorflow.Tensor | tensorflow.Variable,
    x2: float | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def from_dlpack(
    x: object,
    /,
    *,
    device: str | None = None,
    copy: builtins.bool | None = None,
) -> tensorflow.Tensor: ...
def full(
    shape: int | tuple[int | None, ...],
    fill_value: complex,
    *,
    dtype: tensorflow.DType | None = None,
    device: str | None = None,
) -> tensorflow.Tensor: ...
def full_like(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    fill_value: complex,
    *,
    dtype: tensorflow.DType | None = None,
    device: str | None = None,
) -> tensorflow.Tensor: ...
def greater(
    x1: float | tensorflow.Tensor | tensorflow.Variable,
    x2: float | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def greater_equal(
    x1: float | tensorflow.Tensor | tensorflow.Variable,
    x2: float | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def hypot(
    x1: float | tensorflow.Tensor | tensorflow.Variable,
    x2: float | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def iinfo(
    type: tensorflow.DType | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> IInfo[tensorflow.DType]: ...
def imag(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def isdtype(
    dtype: tensorflow.DType,
    kind: tensorflow.DType | str | tuple[tensorflow.DType | str, ...],
) -> builtins.bool: ...
def isfinite(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def isin(
    x1: tensorflow.Tensor | tensorflow.Variable | int,
    x2: tensorflow.Tensor | tensorflow.Variable | int,
    /,
    *,
    invert: builtins.bool = False,
) -> tensorflow.Tensor: ...
def isinf(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def isnan(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def less(
    x1: float | tensorflow.Tensor | tensorflow.Variable,
    x2: float | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def less_equal(
    x1: float | tensorflow.Tensor | tensorflow.Variable,
    x2: float | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def linspace(
    start: complex,
    stop: complex,
    /,
    num: int,
    *,
    dtype: tensorflow.DType | None = None,
    device: str | None = None,
    endpoint: builtins.bool = True,
) -> tensorflow.Tensor: ...
def log(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def log10(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def log1p(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def log2(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def logaddexp(
    x1: float | tensorflow.Tensor | tensorflow.Variable,
    x2: float | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def logical_and(
    x1: builtins.bool | tensorflow.Tensor | tensorflow.Variable,
    x2: builtins.bool | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def logical_not(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def logical_or(
    x1: builtins.bool | tensorflow.Tensor | tensorflow.Variable,
    x2: builtins.bool | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def logical_xor(
    x1: builtins.bool | tensorflow.Tensor | tensorflow.Variable,
    x2: builtins.bool | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def matmul(
    x1: tensorflow.Tensor | tensorflow.Variable,
    x2: tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def matrix_transpose(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def max(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> tensorflow.Tensor: ...
def maximum(
    x1: float | tensorflow.Tensor | tensorflow.Variable,
    x2: float | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def mean(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> tensorflow.Tensor: ...
def meshgrid(
    *arrays: tensorflow.Tensor | tensorflow.Variable,
    indexing: Literal['xy', 'ij'] = 'xy',
) -> tuple[tensorflow.Tensor, ...]: ...
def min(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> tensorflow.Tensor: ...
def minimum(
    x1: float | tensorflow.Tensor | tensorflow.Variable,
    x2: float | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def moveaxis(
    x: tensorflow.Tensor | tensorflow.Variable,
    source: int | tuple[int, ...],
    destination: int | tuple[int, ...],
    /,
) -> tensorflow.Tensor: ...
def multiply(
    x1: complex | tensorflow.Tensor | tensorflow.Variable,
    x2: complex | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def negative(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def nextafter(
    x1: float | tensorflow.Tensor | tensorflow.Variable,
    x2: float | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def nonzero(x: tensorflow.Tensor | tensorflow.Variable, /) -> tuple[tensorflow.Tensor, ...]: ...
def not_equal(
    x1: complex | tensorflow.Tensor | tensorflow.Variable,
    x2: complex | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def ones(
    shape: int | tuple[int | None, ...],
    *,
    dtype: tensorflow.DType | None = None,
    device: str | None = None,
) -> tensorflow.Tensor: ...
def ones_like(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    dtype: tensorflow.DType | None = None,
    device: str | None = None,
) -> tensorflow.Tensor: ...
def permute_dims(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    axes: tuple[int, ...],
) -> tensorflow.Tensor: ...
def positive(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def pow(
    x1: complex | tensorflow.Tensor | tensorflow.Variable,
    x2: complex | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def prod(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: tensorflow.DType | None = None,
    keepdims: builtins.bool = False,
) -> tensorflow.Tensor: ...
def real(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def reciprocal(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def remainder(
    x1: float | tensorflow.Tensor | tensorflow.Variable,
    x2: float | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def repeat(
    x: tensorflow.Tensor | tensorflow.Variable,
    repeats: int | tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | None = None,
) -> tensorflow.Tensor: ...
def reshape(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    shape: tuple[int | None, ...],
    *,
    copy: builtins.bool | None = None,
) -> tensorflow.Tensor: ...
def result_type(
    *arrays_and_dtypes: tensorflow.Tensor | tensorflow.Variable | tensorflow.DType | complex,
) -> tensorflow.DType: ...
def roll(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    shift: int | tuple[int, ...],
    *,
    axis: int | tuple[int, ...] | None = None,
) -> tensorflow.Tensor: ...
def round(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def searchsorted(
    x1: tensorflow.Tensor | tensorflow.Variable,
    x2: tensorflow.Tensor | tensorflow.Variable | int | float,
    /,
    *,
    side: Literal['left', 'right'] = 'left',
    sorter: tensorflow.Tensor | tensorflow.Variable | None = None,
) -> tensorflow.Tensor: ...
def sign(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def signbit(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def sin(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def sinh(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def sort(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> tensorflow.Tensor: ...
def sqrt(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def square(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def squeeze(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    axis: int | tuple[int, ...],
) -> tensorflow.Tensor: ...
def stack(
    arrays: tuple[tensorflow.Tensor | tensorflow.Variable, ...] | list[tensorflow.Tensor | tensorflow.Variable],
    /,
    *,
    axis: int = 0,
) -> tensorflow.Tensor: ...
def std(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: float = 0.0,
    keepdims: builtins.bool = False,
) -> tensorflow.Tensor: ...
def subtract(
    x1: complex | tensorflow.Tensor | tensorflow.Variable,
    x2: complex | tensorflow.Tensor | tensorflow.Variable,
    /,
) -> tensorflow.Tensor: ...
def sum(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: tensorflow.DType | None = None,
    keepdims: builtins.bool = False,
) -> tensorflow.Tensor: ...
def take(
    x: tensorflow.Tensor | tensorflow.Variable,
    indices: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | None = None,
) -> tensorflow.Tensor: ...
def take_along_axis(
    x: tensorflow.Tensor | tensorflow.Variable,
    indices: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int = -1,
) -> tensorflow.Tensor: ...
def tan(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def tanh(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def tensordot(
    x1: tensorflow.Tensor | tensorflow.Variable,
    x2: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axes: int | tuple[Sequence[int], Sequence[int]] = 2,
) -> tensorflow.Tensor: ...
def tile(
    x: tensorflow.Tensor | tensorflow.Variable,
    repetitions: tuple[int, ...],
    /,
) -> tensorflow.Tensor: ...
def tril(x: tensorflow.Tensor | tensorflow.Variable, /, *, k: int = 0) -> tensorflow.Tensor: ...
def triu(x: tensorflow.Tensor | tensorflow.Variable, /, *, k: int = 0) -> tensorflow.Tensor: ...
def trunc(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def unique_all(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
) -> UniqueAllResult[tensorflow.Tensor]: ...
def unique_counts(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
) -> UniqueCountsResult[tensorflow.Tensor]: ...
def unique_inverse(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
) -> UniqueInverseResult[tensorflow.Tensor]: ...
def unique_values(x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
def unstack(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int = 0,
) -> tuple[tensorflow.Tensor, ...]: ...
def var(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: float = 0.0,
    keepdims: builtins.bool = False,
) -> tensorflow.Tensor: ...
def vecdot(
    x1: tensorflow.Tensor | tensorflow.Variable,
    x2: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    axis: int = -1,
) -> tensorflow.Tensor: ...
def where(
    condition: tensorflow.Tensor | tensorflow.Variable,
    x1: tensorflow.Tensor | tensorflow.Variable | complex,
    x2: tensorflow.Tensor | tensorflow.Variable | complex,
    /,
) -> tensorflow.Tensor: ...
def zeros(
    shape: int | tuple[int | None, ...],
    *,
    dtype: tensorflow.DType | None = None,
    device: str | None = None,
) -> tensorflow.Tensor: ...
def zeros_like(
    x: tensorflow.Tensor | tensorflow.Variable,
    /,
    *,
    dtype: tensorflow.DType | None = None,
    device: str | None = None,
) -> tensorflow.Tensor: ...
def __array_namespace_info__() -> TensorFlowInfo: ...

e: float
inf: float
nan: float
newaxis: None
pi: float
bool: tensorflow.DType
int8: tensorflow.DType
int16: tensorflow.DType
int32: tensorflow.DType
int64: tensorflow.DType
uint8: tensorflow.DType
uint16: tensorflow.DType
uint32: tensorflow.DType
uint64: tensorflow.DType
float32: tensorflow.DType
float64: tensorflow.DType
complex64: tensorflow.DType
complex128: tensorflow.DType
float16: tensorflow.DType
bfloat16: tensorflow.DType
__array_api_version__: str

autodiff: TensorFlowAutodiff
