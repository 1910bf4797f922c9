"""Types of ``xpagnostic.jax`` for static checkers: the functions, constants and
dtypes of the namespace ``xpagnostic.get_namespace`` gives for the backend's arrays
(``JaxNamespace``), as module attributes.  ``linalg``, ``fft`` and ``random`` have stubs
of their own; ``autodiff`` the type of its protocol in ``namespaces.pyi``.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

import builtins
from collections.abc import Sequence
from typing import Any, Literal

import jax
import jax.typing
import numpy

from .._typing.namespaces import (
    FInfo,
    IInfo,
    JaxAutodiff,
    JaxInfo,
    UniqueAllResult,
    UniqueCountsResult,
    UniqueInverseResult,
)
from . import fft as fft
from . import linalg as linalg
from . import random as random

def abs(x: jax.Array, /) -> jax.Array: ...
def acos(x: jax.Array, /) -> jax.Array: ...
def acosh(x: jax.Array, /) -> jax.Array: ...
def add(x1: complex | jax.Array, x2: complex | jax.Array, /) -> jax.Array: ...
def all(
    x: jax.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> jax.Array: ...
def any(
    x: jax.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> jax.Array: ...
def arange(
    start: float,
    /,
    stop: float | None = None,
    step: float = 1,
    *,
    dtype: jax.typing.DTypeLike | None = None,
    device: object = None,
) -> jax.Array: ...
def argmax(
    x: jax.Array,
    /,
    *,
    axis: int | None = None,
    keepdims: builtins.bool = False,
) -> jax.Array: ...
def argmin(
    x: jax.Array,
    /,
    *,
    axis: int | None = None,
    keepdims: builtins.bool = False,
) -> jax.Array: ...
def argsort(
    x: jax.Array,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> jax.Array: ...
def asarray(
    obj: object,
    /,
    *,
    dtype: jax.typing.DTypeLike | None = None,
    device: object = None,
    copy: builtins.bool | None = None,
) -> jax.Array: ...
def asin(x: jax.Array, /) -> jax.Array: ...
def asinh(x: jax.Array, /) -> jax.Array: ...
def astype(
    x: jax.Array,
    dtype: jax.typing.DTypeLike,
    /,
    *,
    copy: builtins.bool = True,
    device: object = None,
) -> jax.Array: ...
def atan(x: jax.Array, /) -> jax.Array: ...
def atan2(x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
def atanh(x: jax.Array, /) -> jax.Array: ...
def bitwise_and(x1: int | jax.Array, x2: int | jax.Array, /) -> jax.Array: ...
def bitwise_invert(x: jax.Array, /) -> jax.Array: ...
def bitwise_left_shift(x1: int | jax.Array, x2: int | jax.Array, /) -> jax.Array: ...
def bitwise_or(x1: int | jax.Array, x2: int | jax.Array, /) -> jax.Array: ...
def bitwise_right_shift(x1: int | jax.Array, x2: int | jax.Array, /) -> jax.Array: ...
def bitwise_xor(x1: int | jax.Array, x2: int | jax.Array, /) -> jax.Array: ...
def broadcast_arrays(*arrays: jax.Array) -> tuple[jax.Array, ...]: ...
def broadcast_shapes(*shapes: tuple[int, ...]) -> tuple[int, ...]: ...
def broadcast_to(x: jax.Array, /, shape: tuple[int | None, ...]) -> jax.Array: ...
def can_cast(
    from_: jax.typing.DTypeLike | jax.Array,
    to: jax.typing.DTypeLike,
    /,
) -> builtins.bool: ...
def ceil(x: jax.Array, /) -> jax.Array: ...
def clip(
    x: jax.Array,
    /,
    min: jax.Array | float | None = None,
    max: jax.Array | float | None = None,
) -> jax.Array: ...
def concat(
    arrays: tuple[jax.Array, ...] | list[jax.Array],
    /,
    *,
    axis: int | None = 0,
) -> jax.Array: ...
def conj(x: jax.Array, /) -> jax.Array: ...
def copysign(x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
def cos(x: jax.Array, /) -> jax.Array: ...
def cosh(x: jax.Array, /) -> jax.Array: ...
def count_nonzero(
    x: jax.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> jax.Array: ...
def cumulative_prod(
    x: jax.Array,
    /,
    *,
    axis: int | None = None,
    dtype: jax.typing.DTypeLike | None = None,
    include_initial: builtins.bool = False,
) -> jax.Array: ...
def cumulative_sum(
    x: jax.Array,
    /,
    *,
    axis: int | None = None,
    dtype: jax.typing.DTypeLike | None = None,
    include_initial: builtins.bool = False,
) -> jax.Array: ...
def diff(
    x: jax.Array,
    /,
    *,
    axis: int = -1,
    n: int = 1,
    prepend: jax.Array | None = None,
    append: jax.Array | None = None,
) -> jax.Array: ...
def divide(x1: complex | jax.Array, x2: complex | jax.Array, /) -> jax.Array: ...
def empty(
    shape: int | tuple[int | None, ...],
    *,
    dtype: jax.typing.DTypeLike | None = None,
    device: object = None,
) -> jax.Array: ...
def empty_like(
    x: jax.Array,
    /,
    *,
    dtype: jax.typing.DTypeLike | None = None,
    device: object = None,
) -> jax.Array: ...
def equal(x1: complex | jax.Array, x2: complex | jax.Array, /) -> jax.Array: ...
def exp(x: jax.Array, /) -> jax.Array: ...
def expand_dims(x: jax.Array, /, axis: int) -> jax.Array: ...
def expm1(x: jax.Array, /) -> jax.Array: ...
def eye(
    n_rows: int,
    n_cols: int | None = None,
    /,
    *,
    k: int = 0,
    dtype: jax.typing.DTypeLike | None = None,
    device: object = None,
) -> jax.Array: ...
def finfo(type: jax.typing.DTypeLike | jax.Array, /) -> FInfo[numpy.dtype[Any]]: ...
def flip(x: jax.Array, /, *, axis: int | tuple[int, ...] | None = None) -> jax.Array: ...
def floor(x: jax.Array, /) -> jax.Array: ...
def floor_divide(x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
def from_dlpack(
    x: object,
    /,
    *,
    device: object = None,
    copy: builtins.bool | None = None,
) -> jax.Array: ...
def full(
    shape: int | tuple[int | None, ...],
    fill_value: complex,
    *,
    dtype: jax.typing.DTypeLike | None = None,
    device: object = None,
) -> jax.Array: ...
def full_like(
    x: jax.Array,
    /,
    fill_value: complex,
    *,
    dtype: jax.typing.DTypeLike | None = None,
    device: object = None,
) -> jax.Array: ...
def greater(x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
def greater_equal(x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
def hypot(x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
def iinfo(type: jax.typing.DTypeLike | jax.Array, /) -> IInfo[numpy.dtype[Any]]: ...
def imag(x: jax.Array, /) -> jax.Array: ...
def isdtype(
    dtype: jax.typing.DTypeLike,
    kind: jax.typing.DTypeLike | str | tuple[jax.typing.DTypeLike | str, ...],
) -> builtins.bool: ...
def isfinite(x: jax.Array, /) -> jax.Array: ...
def isin(
    x1: jax.Array | int,
    x2: jax.Array | int,
    /,
    *,
    invert: builtins.bool = False,
) -> jax.Array: ...
def isinf(x: jax.Array, /) -> jax.Array: ...
def isnan(x: jax.Array, /) -> jax.Array: ...
def less(x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
def less_equal(x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
def linspace(
    start: complex,
    stop: complex,
    /,
    num: int,
    *,
    dtype: jax.typing.DTypeLike | None = None,
    device: object = None,
    endpoint: builtins.bool = True,
) -> jax.Array: ...
def log(x: jax.Array, /) -> jax.Array: ...
def log10(x: jax.Array, /) -> jax.Array: ...
def log1p(x: jax.Array, /) -> jax.Array: ...
def log2(x: jax.Array, /) -> jax.Array: ...
def logaddexp(x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
def logical_and(x1: builtins.bool | jax.Array, x2: builtins.bool | jax.Array, /) -> jax.Array: ...
def logical_not(x: jax.Array, /) -> jax.Array: ...
def logical_or(x1: builtins.bool | jax.Array, x2: builtins.bool | jax.Array, /) -> jax.Array: ...
def logical_xor(x1: builtins.bool | jax.Array, x2: builtins.bool | jax.Array, /) -> jax.Array: ...
def matmul(x1: jax.Array, x2: jax.Array, /) -> jax.Array: ...
def matrix_transpose(x: jax.Array, /) -> jax.Array: ...
def max(
    x: jax.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> jax.Array: ...
def maximum(x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
def mean(
    x: jax.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> jax.Array: ...
def meshgrid(*arrays: jax.Array, indexing: Literal['xy', 'ij'] = 'xy') -> tuple[jax.Array, ...]: ...
def min(
    x: jax.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> jax.Array: ...
def minimum(x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
def moveaxis(
    x: jax.Array,
    source: int | tuple[int, ...],
    destination: int | tuple[int, ...],
    /,
) -> jax.Array: ...
def multiply(x1: complex | jax.Array, x2: complex | jax.Array, /) -> jax.Array: ...
def negative(x: jax.Array, /) -> jax.Array: ...
def nextafter(x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
def nonzero(x: jax.Array, /) -> tuple[jax.Array, ...]: ...
def not_equal(x1: complex | jax.Array, x2: complex | jax.Array, /) -> jax.Array: ...
def ones(
    shape: int | tuple[int | None, ...],
    *,
    dtype: jax.typing.DTypeLike | None = None,
    device: object = None,
) -> jax.Array: ...
def ones_like(
    x: jax.Array,
    /,
    *,
    dtype: jax.typing.DTypeLike | None = None,
    device: object = None,
) -> jax.Array: ...
def permute_dims(x: jax.Array, /, axes: tuple[int, ...]) -> jax.Array: ...
def positive(x: jax.Array, /) -> jax.Array: ...
def pow(x1: complex | jax.Array, x2: complex | jax.Array, /) -> jax.Array: ...
def prod(
    x: jax.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: jax.typing.DTypeLike | None = None,
    keepdims: builtins.bool = False,
) -> jax.Array: ...
def real(x: jax.Array, /) -> jax.Array: ...
def reciprocal(x: jax.Array, /) -> jax.Array: ...
def remainder(x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
def repeat(x: jax.Array, repeats: int | jax.Array, /, *, axis: int | None = None) -> jax.Array: ...
def reshape(
    x: jax.Array,
    /,
    shape: tuple[int | None, ...],
    *,
    copy: builtins.bool | None = None,
) -> jax.Array: ...
def result_type(
    *arrays_and_dtypes: jax.Array | jax.typing.DTypeLike | complex,
) -> numpy.dtype[Any]: ...
def roll(
    x: jax.Array,
    /,
    shift: int | tuple[int, ...],
    *,
    axis: int | tuple[int, ...] | None = None,
) -> jax.Array: ...
def round(x: jax.Array, /) -> jax.Array: ...
def searchsorted(
    x1: jax.Array,
    x2: jax.Array | int | float,
    /,
    *,
    side: Literal['left', 'right'] = 'left',
    sorter: jax.Array | None = None,
) -> jax.Array: ...
def sign(x: jax.Array, /) -> jax.Array: ...
def signbit(x: jax.Array, /) -> jax.Array: ...
def sin(x: jax.Array, /) -> jax.Array: ...
def sinh(x: jax.Array, /) -> jax.Array: ...
def sort(
    x: jax.Array,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> jax.Array: ...
def sqrt(x: jax.Array, /) -> jax.Array: ...
def square(x: jax.Array, /) -> jax.Array: ...
def squeeze(x: jax.Array, /, axis: int | tuple[int, ...]) -> jax.Array: ...
def stack(arrays: tuple[jax.Array, ...] | list[jax.Array], /, *, axis: int = 0) -> jax.Array: ...
def std(
    x: jax.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: float = 0.0,
    keepdims: builtins.bool = False,
) -> jax.Array: ...
def subtract(x1: complex | jax.Array, x2: complex | jax.Array, /) -> jax.Array: ...
def sum(
    x: jax.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: jax.typing.DTypeLike | None = None,
    keepdims: builtins.bool = False,
) -> jax.Array: ...
def take(x: jax.Array, indices: jax.Array, /, *, axis: int | None = None) -> jax.Array: ...
def take_along_axis(x: jax.Array, indices: jax.Array, /, *, axis: int = -1) -> jax.Array: ...
def tan(x: jax.Array, /) -> jax.Array: ...
def tanh(x: jax.Array, /) -> jax.Array: ...
def tensordot(
    x1: jax.Array,
    x2: jax.Array,
    /,
    *,
    axes: int | tuple[Sequence[int], Sequence[int]] = 2,
) -> jax.Array: ...
def tile(x: jax.Array, repetitions: tuple[int, ...], /) -> jax.Array: ...
def tril(x: jax.Array, /, *, k: int = 0) -> jax.Array: ...
def triu(x: jax.Array, /, *, k: int = 0) -> jax.Array: ...
def trunc(x: jax.Array, /) -> jax.Array: ...
def unique_all(
    x: jax.Array,
    /,
    *,
    size: int | None = None,
    fill_value: complex | None = None,
) -> UniqueAllResult[jax.Array]: ...
def unique_counts(
    x: jax.Array,
    /,
    *,
    size: int | None = None,
    fill_value: complex | None = None,
) -> UniqueCountsResult[jax.Array]: ...
def unique_inverse(
    x: jax.Array,
    /,
    *,
    size: int | None = None,
    fill_value: complex | None = None,
) -> UniqueInverseResult[jax.Array]: ...
def unique_values(
    x: jax.Array,
    /,
    *,
    size: int | None = None,
    fill_value: complex | None = None,
) -> jax.Array: ...
def unstack(x: jax.Array, /, *, axis: int = 0) -> tuple[jax.Array, ...]: ...
def var(
    x: jax.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: float = 0.0,
    keepdims: builtins.bool = False,
) -> jax.Array: ...
def vecdot(x1: jax.Array, x2: jax.Array, /, *, axis: int = -1) -> jax.Array: ...
def where(
    condition: jax.Array,
    x1: jax.Array | complex,
    x2: jax.Array | complex,
    /,
) -> jax.Array: ...
def zeros(
    shape: int | tuple[int | None, ...],
    *,
    dtype: jax.typing.DTypeLike | None = None,
    device: object = None,
) -> jax.Array: ...
def zeros_like(
    x: jax.Array,
    /,
    *,
    dtype: jax.typing.DTypeLike | None = None,
    device: object = None,
) -> jax.Array: ...
def __array_namespace_info__() -> JaxInfo: ...

e: float
inf: float
nan: float
newaxis: None
pi: float
bool: type
int8: type
int16: type
int32: type
int64: type
uint8: type
uint16: type
uint32: type
uint64: type
float32: type
float64: type
complex64: type
complex128: type
float16: type
bfloat16: type
__array_api_version__: str

autodiff: JaxAutodiff
