"""Types of ``xpagnostic.torch`` for static checkers: the functions, constants and
dtypes of the namespace ``xpagnostic.get_namespace`` gives for the backend's arrays
(``TorchNamespace``), as module attributes.  ``linalg``, ``fft`` and ``random`` have stubs
of their own; ``autodiff`` the type of its protocol in ``namespaces.pyi``.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

import builtins
from collections.abc import Sequence
from typing import Literal

import torch

from .._typing.namespaces import (
    FInfo,
    IInfo,
    TorchAutodiff,
    TorchInfo,
    UniqueAllResult,
    UniqueCountsResult,
    UniqueInverseResult,
)
from . import fft as fft
from . import linalg as linalg
from . import random as random

def abs(x: torch.Tensor, /) -> torch.Tensor: ...
def acos(x: torch.Tensor, /) -> torch.Tensor: ...
def acosh(x: torch.Tensor, /) -> torch.Tensor: ...
def add(x1: complex | torch.Tensor, x2: complex | torch.Tensor, /) -> torch.Tensor: ...
def all(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor: ...
def any(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor: ...
def arange(
    start: float,
    /,
    stop: float | None = None,
    step: float = 1,
    *,
    dtype: torch.dtype | None = None,
    device: torch.device | str | None = None,
) -> torch.Tensor: ...
def argmax(
    x: torch.Tensor,
    /,
    *,
    axis: int | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor: ...
def argmin(
    x: torch.Tensor,
    /,
    *,
    axis: int | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor: ...
def argsort(
    x: torch.Tensor,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> torch.Tensor: ...
def asarray(
    obj: object,
    /,
    *,
    dtype: torch.dtype | None = None,
    device: torch.device | str | None = None,
    copy: builtins.bool | None = None,
) -> torch.Tensor: ...
def asin(x: torch.Tensor, /) -> torch.Tensor: ...
def asinh(x: torch.Tensor, /) -> torch.Tensor: ...
def astype(
    x: torch.Tensor,
    dtype: torch.dtype,
    /,
    *,
    copy: builtins.bool = True,
    device: torch.device | str | None = None,
) -> torch.Tensor: ...
def atan(x: torch.Tensor, /) -> torch.Tensor: ...
def atan2(x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
def atanh(x: torch.Tensor, /) -> torch.Tensor: ...
def bitwise_and(x1: int | torch.Tensor, x2: int | torch.Tensor, /) -> torch.Tensor: ...
def bitwise_invert(x: torch.Tensor, /) -> torch.Tensor: ...
def bitwise_left_shift(x1: int | torch.Tensor, x2: int | torch.Tensor, /) -> torch.Tensor: ...
def bitwise_or(x1: int | torch.Tensor, x2: int | torch.Tensor, /) -> torch.Tensor: ...
def bitwise_right_shift(x1: int | torch.Tensor, x2: int | torch.Tensor, /) -> torch.Tensor: ...
def bitwise_xor(x1: int | torch.Tensor, x2: int | torch.Tensor, /) -> torch.Tensor: ...
def broadcast_arrays(*arrays: torch.Tensor) -> tuple[torch.Tensor, ...]: ...
def broadcast_shapes(*shapes: tuple[int, ...]) -> tuple[int, ...]: ...
def broadcast_to(x: torch.Tensor, /, shape: tuple[int | None, ...]) -> torch.Tensor: ...
def can_cast(from_: torch.dtype | torch.Tensor, to: torch.dtype, /) -> builtins.bool: ...
def ceil(x: torch.Tensor, /) -> torch.Tensor: ...
def clip(
    x: torch.Tensor,
    /,
    min: torch.Tensor | float | None = None,
    max: torch.Tensor | float | None = None,
) -> torch.Tensor: ...
def concat(
    arrays: tuple[torch.Tensor, ...] | list[torch.Tensor],
    /,
    *,
    axis: int | None = 0,
) -> torch.Tensor: ...
def conj(x: torch.Tensor, /) -> torch.Tensor: ...
def copysign(x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
def cos(x: torch.Tensor, /) -> torch.Tensor: ...
def cosh(x: torch.Tensor, /) -> torch.Tensor: ...
def count_nonzero(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor: ...
def cumulative_prod(
    x: torch.Tensor,
    /,
    *,
    axis: int | None = None,
    dtype: torch.dtype | None = None,
    include_initial: builtins.bool = False,
) -> torch.Tensor: ...
def cumulative_sum(
    x: torch.Tensor,
    /,
    *,
    axis: int | None = None,
    dtype: torch.dtype | None = None,
    include_initial: builtins.bool = False,
) -> torch.Tensor: ...
def diff(
    x: torch.Tensor,
    /,
    *,
    axis: int = -1,
    n: int = 1,
    prepend: torch.Tensor | None = None,
    append: torch.Tensor | None = None,
) -> torch.Tensor: ...
def divide(x1: complex | torch.Tensor, x2: complex | torch.Tensor, /) -> torch.Tensor: ...
def empty(
    shape: int | tuple[int | None, ...],
    *,
    dtype: torch.dtype | None = None,
    device: torch.device | str | None = None,
) -> torch.Tensor: ...
def empty_like(
    x: torch.Tensor,
    /,
    *,
    dtype: torch.dtype | None = None,
    device: torch.device | str | None = None,
) -> torch.Tensor: ...
def equal(x1: complex | torch.Tensor, x2: complex | torch.Tensor, /) -> torch.Tensor: ...
def exp(x: torch.Tensor, /) -> torch.Tensor: ...
def expand_dims(x: torch.Tensor, /, axis: int) -> torch.Tensor: ...
def expm1(x: torch.Tensor, /) -> torch.Tensor: ...
def eye(
    n_rows: int,
    n_cols: int | None = None,
    /,
    *,
    k: int = 0,
    dtype: torch.dtype | None = None,
    device: torch.device | str | None = None,
) -> torch.Tensor: ...
def finfo(type: torch.dtype | torch.Tensor, /) -> FInfo[torch.dtype]: ...
def flip(x: torch.Tensor, /, *, axis: int | tuple[int, ...] | None = None) -> torch.Tensor: ...
def floor(x: torch.Tensor, /) -> torch.Tensor: ...
def floor_divide(x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
def from_dlpack(
    x: object,
    /,
    *,
    device: torch.device | str | None = None,
    copy: builtins.bool | None = None,
) -> torch.Tensor: ...
def full(
    shape: int | tuple[int | None, ...],
    fill_value: complex,
    *,
    dtype: torch.dtype | None = None,
    device: torch.device | str | None = None,
) -> torch.Tensor: ...
def full_like(
    x: torch.Tensor,
    /,
    fill_value: complex,
    *,
    dtype: torch.dtype | None = None,
    device: torch.device | str | None = None,
) -> torch.Tensor: ...
def greater(x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
def greater_equal(x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
def hypot(x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
def iinfo(type: torch.dtype | torch.Tensor, /) -> IInfo[torch.dtype]: ...
def imag(x: torch.Tensor, /) -> torch.Tensor: ...
def isdtype(
    dtype: torch.dtype,
    kind: torch.dtype | str | tuple[torch.dtype | str, ...],
) -> builtins.bool: ...
def isfinite(x: torch.Tensor, /) -> torch.Tensor: ...
def isin(
    x1: torch.Tensor | int,
    x2: torch.Tensor | int,
    /,
    *,
    invert: builtins.bool = False,
) -> torch.Tensor: ...
def isinf(x: torch.Tensor, /) -> torch.Tensor: ...
def isnan(x: torch.Tensor, /) -> torch.Tensor: ...
def less(x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
def less_equal(x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
def linspace(
    start: complex,
    stop: complex,
    /,
    num: int,
    *,
    dtype: torch.dtype | None = None,
    device: torch.device | str | None = None,
    endpoint: builtins.bool = True,
) -> torch.Tensor: ...
def log(x: torch.Tensor, /) -> torch.Tensor: ...
def log10(x: torch.Tensor, /) -> torch.Tensor: ...
def log1p(x: torch.Tensor, /) -> torch.Tensor: ...
def log2(x: torch.Tensor, /) -> torch.Tensor: ...
def logaddexp(x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
def logical_and(
    x1: builtins.bool | torch.Tensor,
    x2: builtins.bool | torch.Tensor,
    /,
) -> torch.Tensor: ...
def logical_not(x: torch.Tensor, /) -> torch.Tensor: ...
def logical_or(
    x1: builtins.bool | torch.Tensor,
    x2: builtins.bool | torch.Tensor,
    /,
) -> torch.Tensor: ...
def logical_xor(
    x1: builtins.bool | torch.Tensor,
    x2: builtins.bool | torch.Tensor,
    /,
) -> torch.Tensor: ...
def matmul(x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor: ...
def matrix_transpose(x: torch.Tensor, /) -> torch.Tensor: ...
def max(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor: ...
def maximum(x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
def mean(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor: ...
def meshgrid(
    *arrays: torch.Tensor,
    indexing: Literal['xy', 'ij'] = 'xy',
) -> tuple[torch.Tensor, ...]: ...
def min(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor: ...
def minimum(x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
def moveaxis(
    x: torch.Tensor,
    source: int | tuple[int, ...],
    destination: int | tuple[int, ...],
    /,
) -> torch.Tensor: ...
def multiply(x1: complex | torch.Tensor, x2: complex | torch.Tensor, /) -> torch.Tensor: ...
def negative(x: torch.Tensor, /) -> torch.Tensor: ...
def nextafter(x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
def nonzero(x: torch.Tensor, /) -> tuple[torch.Tensor, ...]: ...
def not_equal(x1: complex | torch.Tensor, x2: complex | torch.Tensor, /) -> torch.Tensor: ...
def ones(
    shape: int | tuple[int | None, ...],
    *,
    dtype: torch.dtype | None = None,
    device: torch.device | str | None = None,
) -> torch.Tensor: ...
def ones_like(
    x: torch.Tensor,
    /,
    *,
    dtype: torch.dtype | None = None,
    device: torch.device | str | None = None,
) -> torch.Tensor: ...
def permute_dims(x: torch.Tensor, /, axes: tuple[int, ...]) -> torch.Tensor: ...
def positive(x: torch.Tensor, /) -> torch.Tensor: ...
def pow(x1: complex | torch.Tensor, x2: complex | torch.Tensor, /) -> torch.Tensor: ...
def prod(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: torch.dtype | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor: ...
def real(x: torch.Tensor, /) -> torch.Tensor: ...
def reciprocal(x: torch.Tensor, /) -> torch.Tensor: ...
def remainder(x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
def repeat(
    x: torch.Tensor,
    repeats: int | torch.Tensor,
    /,
    *,
    axis: int | None = None,
) -> torch.Tensor: ...
def reshape(
    x: torch.Tensor,
    /,
    shape: tuple[int | None, ...],
    *,
    copy: builtins.bool | None = None,
) -> torch.Tensor: ...
def result_type(*arrays_and_dtypes: torch.Tensor | torch.dtype | complex) -> torch.dtype: ...
def roll(
    x: torch.Tensor,
    /,
    shift: int | tuple[int, ...],
    *,
    axis: int | tuple[int, ...] | None = None,
) -> torch.Tensor: ...
def round(x: torch.Tensor, /) -> torch.Tensor: ...
def searchsorted(
    x1: torch.Tensor,
    x2: torch.Tensor | int | float,
    /,
    *,
    side: Literal['left', 'right'] = 'left',
    sorter: torch.Tensor | None = None,
) -> torch.Tensor: ...
def sign(x: torch.Tensor, /) -> torch.Tensor: ...
def signbit(x: torch.Tensor, /) -> torch.Tensor: ...
def sin(x: torch.Tensor, /) -> torch.Tensor: ...
def sinh(x: torch.Tensor, /) -> torch.Tensor: ...
def sort(
    x: torch.Tensor,
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> torch.Tensor: ...
def sqrt(x: torch.Tensor, /) -> torch.Tensor: ...
def square(x: torch.Tensor, /) -> torch.Tensor: ...
def squeeze(x: torch.Tensor, /, axis: int | tuple[int, ...]) -> torch.Tensor: ...
def stack(
    arrays: tuple[torch.Tensor, ...] | list[torch.Tensor],
    /,
    *,
    axis: int = 0,
) -> torch.Tensor: ...
def std(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: float = 0.0,
    keepdims: builtins.bool = False,
) -> torch.Tensor: ...
def subtract(x1: complex | torch.Tensor, x2: complex | torch.Tensor, /) -> torch.Tensor: ...
def sum(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: torch.dtype | None = None,
    keepdims: builtins.bool = False,
) -> torch.Tensor: ...
def take(x: torch.Tensor, indices: torch.Tensor, /, *, axis: int | None = None) -> torch.Tensor: ...
def take_along_axis(
    x: torch.Tensor,
    indices: torch.Tensor,
    /,
    *,
    axis: int = -1,
) -> torch.Tensor: ...
def tan(x: torch.Tensor, /) -> torch.Tensor: ...
def tanh(x: torch.Tensor, /) -> torch.Tensor: ...
def tensordot(
    x1: torch.Tensor,
    x2: torch.Tensor,
    /,
    *,
    axes: int | tuple[Sequence[int], Sequence[int]] = 2,
) -> torch.Tensor: ...
def tile(x: torch.Tensor, repetitions: tuple[int, ...], /) -> torch.Tensor: ...
def tril(x: torch.Tensor, /, *, k: int = 0) -> torch.Tensor: ...
def triu(x: torch.Tensor, /, *, k: int = 0) -> torch.Tensor: ...
def trunc(x: torch.Tensor, /) -> torch.Tensor: ...
def unique_all(x: torch.Tensor, /) -> UniqueAllResult[torch.Tensor]: ...
def unique_counts(x: torch.Tensor, /) -> UniqueCountsResult[torch.Tensor]: ...
def unique_inverse(x: torch.Tensor, /) -> UniqueInverseResult[torch.Tensor]: ...
def unique_values(x: torch.Tensor, /) -> torch.Tensor: ...
def unstack(x: torch.Tensor, /, *, axis: int = 0) -> tuple[torch.Tensor, ...]: ...
def var(
    x: torch.Tensor,
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: float = 0.0,
    keepdims: builtins.bool = False,
) -> torch.Tensor: ...
def vecdot(x1: torch.Tensor, x2: torch.Tensor, /, *, axis: int = -1) -> torch.Tensor: ...
def where(
    condition: torch.Tensor,
    x1: torch.Tensor | complex,
    x2: torch.Tensor | complex,
    /,
) -> torch.Tensor: ...
def zeros(
    shape: int | tuple[int | None, ...],
    *,
    dtype: torch.dtype | None = None,
    device: torch.device | str | None = None,
) -> torch.Tensor: ...
def zeros_like(
    x: torch.Tensor,
    /,
    *,
    dtype: torch.dtype | None = None,
    device: torch.device | str | None = None,
) -> torch.Tensor: ...
def __array_namespace_info__() -> TorchInfo: ...

e: float
inf: float
nan: float
newaxis: None
pi: float
bool: torch.dtype
int8: torch.dtype
int16: torch.dtype
int32: torch.dtype
int64: torch.dtype
uint8: torch.dtype
uint16: torch.dtype
uint32: torch.dtype
uint64: torch.dtype
float32: torch.dtype
float64: torch.dtype
complex64: torch.dtype
complex128: torch.dtype
float16: torch.dtype
bfloat16: torch.dtype
__array_api_version__: str

autodiff: TorchAutodiff
