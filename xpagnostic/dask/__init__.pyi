"""Types of ``xpagnostic.dask`` for static checkers: the functions, constants and
dtypes of the namespace ``xpagnostic.get_namespace`` gives for the backend's arrays
(``DaskNamespace``), as module attributes.  ``linalg``, ``fft`` and ``random`` have stubs
of their own; ``autodiff`` the type of its protocol in ``namespaces.pyi``.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

import builtins
from collections.abc import Sequence
from typing import Any, Literal

import dask.array
import numpy

from .._typing.namespaces import (
    DaskAutodiff,
    DaskInfo,
    FInfo,
    IInfo,
    UniqueAllResult,
    UniqueCountsResult,
    UniqueInverseResult,
)
from . import fft as fft
from . import linalg as linalg
from . import random as random

def abs(x: dask.array.Array, /) -> dask.array.Array: ...
def acos(x: dask.array.Array, /) -> dask.array.Array: ...
def acosh(x: dask.array.Array, /) -> dask.array.Array: ...
def add(x1: complex | dask.array.Array, x2: complex | dask.array.Array, /) -> dask.array.Array: ...
def all(
    x: dask.array.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> dask.array.Array: ...
def any(
    x: dask.array.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> dask.array.Array: ...
def arange(
    start: float,
    /,
    stop: float | None = None,
    step: float = 1,
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> dask.array.Array: ...
def argmax(
    x: dask.array.Array,
    /,
    *,
    axis: int | None = None,
    keepdims: builtins.bool = False,
) -> dask.array.Array: ...
def argmin(
    x: dask.array.Array,
    /,
    *,
    axis: int | None = None,
    keepdims: builtins.bool = False,
) -> dask.array.Array: ...
def argsort(
    x: dask.array.Array,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> dask.array.Array: ...
def asarray(
    obj: object,
    /,
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
    copy: builtins.bool | None = None,
) -> dask.array.Array: ...
def asin(x: dask.array.Array, /) -> dask.array.Array: ...
def asinh(x: dask.array.Array, /) -> dask.array.Array: ...
def astype(
    x: dask.array.Array,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]],
    /,
    *,
    copy: builtins.bool = True,
    device: str | None = None,
) -> dask.array.Array: ...
def atan(x: dask.array.Array, /) -> dask.array.Array: ...
def atan2(x1: float | dask.array.Array, x2: float | dask.array.Array, /) -> dask.array.Array: ...
def atanh(x: dask.array.Array, /) -> dask.array.Array: ...
def bitwise_and(x1: int | dask.array.Array, x2: int | dask.array.Array, /) -> dask.array.Array: ...
def bitwise_invert(x: dask.array.Array, /) -> dask.array.Array: ...
def bitwise_left_shift(
    x1: int | dask.array.Array,
    x2: int | dask.array.Array,
    /,
) -> dask.array.Array: ...
def bitwise_or(x1: int | dask.array.Array, x2: int | dask.array.Array, /) -> dask.array.Array: ...
def bitwise_right_shift(
    x1: int | dask.array.Array,
    x2: int | dask.array.Array,
    /,
) -> dask.array.Array: ...
def bitwise_xor(x1: int | dask.array.Array, x2: int | dask.array.Array, /) -> dask.array.Array: ...
def broadcast_arrays(*arrays: dask.array.Array) -> tuple[dask.array.Array, ...]: ...
def broadcast_shapes(*shapes: tuple[int, ...]) -> tuple[int, ...]: ...
def broadcast_to(x: dask.array.Array, /, shape: tuple[int | None, ...]) -> dask.array.Array: ...
def can_cast(
    from_: numpy.dtype[Any] | type[numpy.generic[Any]] | dask.array.Array,
    to: numpy.dtype[Any] | type[numpy.generic[Any]],
    /,
) -> builtins.bool: ...
def ceil(x: dask.array.Array, /) -> dask.array.Array: ...
def clip(
    x: dask.array.Array,
    /,
    min: dask.array.Array | float | None = None,
    max: dask.array.Array | float | None = None,
) -> dask.array.Array: ...
def concat(
    arrays: tuple[dask.array.Array, ...] | list[dask.array.Array],
    /,
    *,
    axis: int | None = 0,
) -> dask.array.Array: ...
def conj(x: dask.array.Array, /) -> dask.array.Array: ...
def copysign(x1: float | dask.array.Array, x2: float | dask.array.Array, /) -> dask.array.Array: ...
def cos(x: dask.array.Array, /) -> dask.array.Array: ...
def cosh(x: dask.array.Array, /) -> dask.array.Array: ...
def count_nonzero(
    x: dask.array.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> dask.array.Array: ...
def cumulative_prod(
    x: dask.array.Array,
    /,
    *,
    axis: int | None = None,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    include_initial: builtins.bool = False,
) -> dask.array.Array: ...
def cumulative_sum(
    x: dask.array.Array,
    /,
    *,
    axis: int | None = None,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    include_initial: builtins.bool = False,
) -> dask.array.Array: ...
def diff(
    x: dask.array.Array,
    /,
    *,
    axis: int = -1,
    n: int = 1,
    prepend: dask.array.Array | None = None,
    append: dask.array.Array | None = None,
) -> dask.array.Array: ...
def divide(
    x1: complex | dask.array.Array,
    x2: complex | dask.array.Array,
    /,
) -> dask.array.Array: ...
def empty(
    shape: int | tuple[int | None, ...],
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> dask.array.Array: ...
def empty_like(
    x: dask.array.Array,
    /,
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> dask.array.Array: ...
def equal(
    x1: complex | dask.array.Array,
    x2: complex | dask.array.Array,
    /,
) -> dask.array.Array: ...
def exp(x: dask.array.Array, /) -> dask.array.Array: ...
def expand_dims(x: dask.array.Array, /, axis: int) -> dask.array.Array: ...
def expm1(x: dask.array.Array, /) -> dask.array.Array: ...
def eye(
    n_rows: int,
    n_cols: int | None = None,
    /,
    *,
    k: int = 0,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> dask.array.Array: ...
def finfo(
    type: numpy.dtype[Any] | type[numpy.generic[Any]] | dask.array.Array,
    /,
) -> FInfo[numpy.dtype[Any]]: ...
def flip(
    x: dask.array.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
) -> dask.array.Array: ...
def floor(x: dask.array.Array, /) -> dask.array.Array: ...
def floor_divide(
    x1: float | dask.array.Array,
    x2: float | dask.array.Array,
    /,
) -> dask.array.Array: ...
def from_dlpack(
    x: object,
    /,
    *,
    device: str | None = None,
    copy: builtins.bool | None = None,
) -> dask.array.Array: ...
def full(
    shape: int | tuple[int | None, ...],
    fill_value: complex,
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> dask.array.Array: ...
def full_like(
    x: dask.array.Array,
    /,
    fill_value: complex,
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> dask.array.Array: ...
def greater(x1: float | dask.array.Array, x2: float | dask.array.Array, /) -> dask.array.Array: ...
def greater_equal(
    x1: float | dask.array.Array,
    x2: float | dask.array.Array,
    /,
) -> dask.array.Array: ...
def hypot(x1: float | dask.array.Array, x2: float | dask.array.Array, /) -> dask.array.Array: ...
def iinfo(
    type: numpy.dtype[Any] | type[numpy.generic[Any]] | dask.array.Array,
    /,
) -> IInfo[numpy.dtype[Any]]: ...
def imag(x: dask.array.Array, /) -> dask.array.Array: ...
def isdtype(
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]],
    kind: numpy.dtype[Any] | type[numpy.generic[Any]] | str | tuple[numpy.dtype[Any] | type[numpy.generic[Any]] | str, ...],
) -> builtins.bool: ...
def isfinite(x: dask.array.Array, /) -> dask.array.Array: ...
def isin(
    x1: dask.array.Array | int,
    x2: dask.array.Array | int,
    /,
    *,
    invert: builtins.bool = False,
) -> dask.array.Array: ...
def isinf(x: dask.array.Array, /) -> dask.array.Array: ...
def isnan(x: dask.array.Array, /) -> dask.array.Array: ...
def less(x1: float | dask.array.Array, x2: float | dask.array.Array, /) -> dask.array.Array: ...
def less_equal(
    x1: float | dask.array.Array,
    x2: float | dask.array.Array,
    /,
) -> dask.array.Array: ...
def linspace(
    start: complex,
    stop: complex,
    /,
    num: int,
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
    endpoint: builtins.bool = True,
) -> dask.array.Array: ...
def log(x: dask.array.Array, /) -> dask.array.Array: ...
def log10(x: dask.array.Array, /) -> dask.array.Array: ...
def log1p(x: dask.array.Array, /) -> dask.array.Array: ...
def log2(x: dask.array.Array, /) -> dask.array.Array: ...
def logaddexp(
    x1: float | dask.array.Array,
    x2: float | dask.array.Array,
    /,
) -> dask.array.Array: ...
def logical_and(
    x1: builtins.bool | dask.array.Array,
    x2: builtins.bool | dask.array.Array,
    /,
) -> dask.array.Array: ...
def logical_not(x: dask.array.Array, /) -> dask.array.Array: ...
def logical_or(
    x1: builtins.bool | dask.array.Array,
    x2: builtins.bool | dask.array.Array,
    /,
) -> dask.array.Array: ...
def logical_xor(
    x1: builtins.bool | dask.array.Array,
    x2: builtins.bool | dask.array.Array,
    /,
) -> dask.array.Array: ...
def matmul(x1: dask.array.Array, x2: dask.array.Array, /) -> dask.array.Array: ...
def matrix_transpose(x: dask.array.Array, /) -> dask.array.Array: ...
def max(
    x: dask.array.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> dask.array.Array: ...
def maximum(x1: float | dask.array.Array, x2: float | dask.array.Array, /) -> dask.array.Array: ...
def mean(
    x: dask.array.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> dask.array.Array: ...
def meshgrid(
    *arrays: dask.array.Array,
    indexing: Literal['xy', 'ij'] = 'xy',
) -> tuple[dask.array.Array, ...]: ...
def min(
    x: dask.array.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> dask.array.Array: ...
def minimum(x1: float | dask.array.Array, x2: float | dask.array.Array, /) -> dask.array.Array: ...
def moveaxis(
    x: dask.array.Array,
    source: int | tuple[int, ...],
    destination: int | tuple[int, ...],
    /,
) -> dask.array.Array: ...
def multiply(
    x1: complex | dask.array.Array,
    x2: complex | dask.array.Array,
    /,
) -> dask.array.Array: ...
def negative(x: dask.array.Array, /) -> dask.array.Array: ...
def nextafter(
    x1: float | dask.array.Array,
    x2: float | dask.array.Array,
    /,
) -> dask.array.Array: ...
def nonzero(x: dask.array.Array, /) -> tuple[dask.array.Array, ...]: ...
def not_equal(
    x1: complex | dask.array.Array,
    x2: complex | dask.array.Array,
    /,
) -> dask.array.Array: ...
def ones(
    shape: int | tuple[int | None, ...],
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> dask.array.Array: ...
def ones_like(
    x: dask.array.Array,
    /,
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> dask.array.Array: ...
def permute_dims(x: dask.array.Array, /, axes: tuple[int, ...]) -> dask.array.Array: ...
def positive(x: dask.array.Array, /) -> dask.array.Array: ...
def pow(x1: complex | dask.array.Array, x2: complex | dask.array.Array, /) -> dask.array.Array: ...
def prod(
    x: dask.array.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    keepdims: builtins.bool = False,
) -> dask.array.Array: ...
def real(x: dask.array.Array, /) -> dask.array.Array: ...
def reciprocal(x: dask.array.Array, /) -> dask.array.Array: ...
def remainder(
    x1: float | dask.array.Array,
    x2: float | dask.array.Array,
    /,
) -> dask.array.Array: ...
def repeat(
    x: dask.array.Array,
    repeats: int | dask.array.Array,
    /,
    *,
    axis: int | None = None,
) -> dask.array.Array: ...
def reshape(
    x: dask.array.Array,
    /,
    shape: tuple[int | None, ...],
    *,
    copy: builtins.bool | None = None,
) -> dask.array.Array: ...
def result_type(
    *arrays_and_dtypes: dask.array.Array | numpy.dtype[Any] | type[numpy.generic[Any]] | complex,
) -> numpy.dtype[Any]: ...
def roll(
    x: dask.array.Array,
    /,
    shift: int | tuple[int, ...],
    *,
    axis: int | tuple[int, ...] | None = None,
) -> dask.array.Array: ...
def round(x: dask.array.Array, /) -> dask.array.Array: ...
def searchsorted(
    x1: dask.array.Array,
    x2: dask.array.Array | int | float,
    /,
    *,
    side: Literal['left', 'right'] = 'left',
    sorter: dask.array.Array | None = None,
) -> dask.array.Array: ...
def sign(x: dask.array.Array, /) -> dask.array.Array: ...
def signbit(x: dask.array.Array, /) -> dask.array.Array: ...
def sin(x: dask.array.Array, /) -> dask.array.Array: ...
def sinh(x: dask.array.Array, /) -> dask.array.Array: ...
def sort(
    x: dask.array.Array,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> dask.array.Array: ...
def sqrt(x: dask.array.Array, /) -> dask.array.Array: ...
def square(x: dask.array.Array, /) -> dask.array.Array: ...
def squeeze(x: dask.array.Array, /, axis: int | tuple[int, ...]) -> dask.array.Array: ...
def stack(
    arrays: tuple[dask.array.Array, ...] | list[dask.array.Array],
    /,
    *,
    axis: int = 0,
) -> dask.array.Array: ...
def std(
    x: dask.array.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: float = 0.0,
    keepdims: builtins.bool = False,
) -> dask.array.Array: ...
def subtract(
    x1: complex | dask.array.Array,
    x2: complex | dask.array.Array,
    /,
) -> dask.array.Array: ...
def sum(
    x: dask.array.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    keepdims: builtins.bool = False,
) -> dask.array.Array: ...
def take(
    x: dask.array.Array,
    indices: dask.array.Array,
    /,
    *,
    axis: int | None = None,
) -> dask.array.Array: ...
def take_along_axis(
    x: dask.array.Array,
    indices: dask.array.Array,
    /,
    *,
    axis: int = -1,
) -> dask.array.Array: ...
def tan(x: dask.array.Array, /) -> dask.array.Array: ...
def tanh(x: dask.array.Array, /) -> dask.array.Array: ...
def tensordot(
    x1: dask.array.Array,
    x2: dask.array.Array,
    /,
    *,
    axes: int | tuple[Sequence[int], Sequence[int]] = 2,
) -> dask.array.Array: ...
def tile(x: dask.array.Array, repetitions: tuple[int, ...], /) -> dask.array.Array: ...
def tril(x: dask.array.Array, /, *, k: int = 0) -> dask.array.Array: ...
def triu(x: dask.array.Array, /, *, k: int = 0) -> dask.array.Array: ...
def trunc(x: dask.array.Array, /) -> dask.array.Array: ...
def unique_all(x: dask.array.Array, /) -> UniqueAllResult[dask.array.Array]: ...
def unique_counts(x: dask.array.Array, /) -> UniqueCountsResult[dask.array.Array]: ...
def unique_inverse(x: dask.array.Array, /) -> UniqueInverseResult[dask.array.Array]: ...
def unique_values(x: dask.array.Array, /) -> dask.array.Array: ...
def unstack(x: dask.array.Array, /, *, axis: int = 0) -> tuple[dask.array.Array, ...]: ...
def var(
    x: dask.array.Array,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: float = 0.0,
    keepdims: builtins.bool = False,
) -> dask.array.Array: ...
def vecdot(
    x1: dask.array.Array,
    x2: dask.array.Array,
    /,
    *,
    axis: int = -1,
) -> dask.array.Array: ...
def where(
    condition: dask.array.Array,
    x1: dask.array.Array | complex,
    x2: dask.array.Array | complex,
    /,
) -> dask.array.Array: ...
def zeros(
    shape: int | tuple[int | None, ...],
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> dask.array.Array: ...
def zeros_like(
    x: dask.array.Array,
    /,
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> dask.array.Array: ...
def __array_namespace_info__() -> DaskInfo: ...

e: float
inf: float
nan: float
newaxis: None
pi: float
bool: type[numpy.bool]
int8: type[numpy.int8]
int16: type[numpy.int16]
int32: type[numpy.int32]
int64: type[numpy.int64]
uint8: type[numpy.uint8]
uint16: type[numpy.uint16]
uint32: type[numpy.uint32]
uint64: type[numpy.uint64]
float32: type[numpy.float32]
float64: type[numpy.float64]
complex64: type[numpy.complex64]
complex128: type[numpy.complex128]
float16: type[numpy.float16]
__array_api_version__: str

autodiff: DaskAutodiff
