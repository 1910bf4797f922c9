"""Types of ``xpagnostic.numpy`` for static checkers: the functions, constants and
dtypes of the namespace ``xpagnostic.get_namespace`` gives for the backend's arrays
(``NumPyNamespace``), as module attributes.  ``linalg``, ``fft`` and ``random`` have stubs
of their own; ``autodiff`` the type of its protocol in ``namespaces.pyi``.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.
"""

import builtins
from collections.abc import Sequence
from typing import Any, Literal

import numpy

from .._typing.namespaces import (
    FInfo,
    IInfo,
    NumPyAutodiff,
    NumPyInfo,
    UniqueAllResult,
    UniqueCountsResult,
    UniqueInverseResult,
)
from . import fft as fft
from . import linalg as linalg
from . import random as random

def abs(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def acos(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def acosh(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def add(
    x1: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def all(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def any(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def arange(
    start: float,
    /,
    stop: float | None = None,
    step: float = 1,
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def argmax(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | None = None,
    keepdims: builtins.bool = False,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def argmin(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | None = None,
    keepdims: builtins.bool = False,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def argsort(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> numpy.ndarray[Any, Any]: ...
def asarray(
    obj: object,
    /,
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
    copy: builtins.bool | None = None,
) -> numpy.ndarray[Any, Any]: ...
def asin(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def asinh(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def astype(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]],
    /,
    *,
    copy: builtins.bool = True,
    device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def atan(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def atan2(
    x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def atanh(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def bitwise_and(
    x1: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def bitwise_invert(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def bitwise_left_shift(
    x1: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def bitwise_or(
    x1: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def bitwise_right_shift(
    x1: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def bitwise_xor(
    x1: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def broadcast_arrays(
    *arrays: numpy.ndarray[Any, Any] | numpy.generic[Any],
) -> tuple[numpy.ndarray[Any, Any], ...]: ...
def broadcast_shapes(*shapes: tuple[int, ...]) -> tuple[int, ...]: ...
def broadcast_to(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    shape: tuple[int | None, ...],
) -> numpy.ndarray[Any, Any]: ...
def can_cast(
    from_: numpy.dtype[Any] | type[numpy.generic[Any]] | numpy.ndarray[Any, Any] | numpy.generic[Any],
    to: numpy.dtype[Any] | type[numpy.generic[Any]],
    /,
) -> builtins.bool: ...
def ceil(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def clip(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    min: numpy.ndarray[Any, Any] | numpy.generic[Any] | float | None = None,
    max: numpy.ndarray[Any, Any] | numpy.generic[Any] | float | None = None,
) -> numpy.ndarray[Any, Any]: ...
def concat(
    arrays: tuple[numpy.ndarray[Any, Any] | numpy.generic[Any], ...] | list[numpy.ndarray[Any, Any] | numpy.generic[Any]],
    /,
    *,
    axis: int | None = 0,
) -> numpy.ndarray[Any, Any]: ...
def conj(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def copysign(
    x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def cos(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def cosh(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def count_nonzero(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def cumulative_prod(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | None = None,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    include_initial: builtins.bool = False,
) -> numpy.ndarray[Any, Any]: ...
def cumulative_sum(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | None = None,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    include_initial: builtins.bool = False,
) -> numpy.ndarray[Any, Any]: ...
def diff(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int = -1,
    n: int = 1,
    prepend: numpy.ndarray[Any, Any] | numpy.generic[Any] | None = None,
    append: numpy.ndarray[Any, Any] | numpy.generic[Any] | None = None,
) -> numpy.ndarray[Any, Any]: ...
def divide(
    x1: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def empty(
    shape: int | tuple[int | None, ...],
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def empty_like(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def equal(
    x1: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def exp(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def expand_dims(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    axis: int,
) -> numpy.ndarray[Any, Any]: ...
def expm1(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def eye(
    n_rows: int,
    n_cols: int | None = None,
    /,
    *,
    k: int = 0,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def finfo(
    type: numpy.dtype[Any] | type[numpy.generic[Any]] | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> FInfo[numpy.dtype[Any]]: ...
def flip(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
) -> numpy.ndarray[Any, Any]: ...
def floor(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def floor_divide(
    x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def from_dlpack(
    x: object,
    /,
    *,
    device: str | None = None,
    copy: builtins.bool | None = None,
) -> numpy.ndarray[Any, Any]: ...
def full(
    shape: int | tuple[int | None, ...],
    fill_value: complex,
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def full_like(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    fill_value: complex,
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def greater(
    x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def greater_equal(
    x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def hypot(
    x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def iinfo(
    type: numpy.dtype[Any] | type[numpy.generic[Any]] | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> IInfo[numpy.dtype[Any]]: ...
def imag(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def isdtype(
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]],
    kind: numpy.dtype[Any] | type[numpy.generic[Any]] | str | tuple[numpy.dtype[Any] | type[numpy.generic[Any]] | str, ...],
) -> builtins.bool: ...
def isfinite(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def isin(
    x1: numpy.ndarray[Any, Any] | numpy.generic[Any] | int,
    x2: numpy.ndarray[Any, Any] | numpy.generic[Any] | int,
    /,
    *,
    invert: builtins.bool = False,
) -> numpy.ndarray[Any, Any]: ...
def isinf(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def isnan(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def less(
    x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def less_equal(
    x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def linspace(
    start: complex,
    stop: complex,
    /,
    num: int,
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
    endpoint: builtins.bool = True,
) -> numpy.ndarray[Any, Any]: ...
def log(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def log10(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def log1p(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def log2(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def logaddexp(
    x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def logical_and(
    x1: builtins.bool | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: builtins.bool | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def logical_not(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def logical_or(
    x1: builtins.bool | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: builtins.bool | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def logical_xor(
    x1: builtins.bool | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: builtins.bool | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def matmul(
    x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def matrix_transpose(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def max(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def maximum(
    x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def mean(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def meshgrid(
    *arrays: numpy.ndarray[Any, Any] | numpy.generic[Any],
    indexing: Literal['xy', 'ij'] = 'xy',
) -> tuple[numpy.ndarray[Any, Any], ...]: ...
def min(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    keepdims: builtins.bool = False,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def minimum(
    x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def moveaxis(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    source: int | tuple[int, ...],
    destination: int | tuple[int, ...],
    /,
) -> numpy.ndarray[Any, Any]: ...
def multiply(
    x1: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def negative(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def nextafter(
    x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def nonzero(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> tuple[numpy.ndarray[Any, Any], ...]: ...
def not_equal(
    x1: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def ones(
    shape: int | tuple[int | None, ...],
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def ones_like(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def permute_dims(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    axes: tuple[int, ...],
) -> numpy.ndarray[Any, Any]: ...
def positive(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def pow(
    x1: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def prod(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    keepdims: builtins.bool = False,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def real(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def reciprocal(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def remainder(
    x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def repeat(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    repeats: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | None = None,
) -> numpy.ndarray[Any, Any]: ...
def reshape(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    shape: tuple[int | None, ...],
    *,
    copy: builtins.bool | None = None,
) -> numpy.ndarray[Any, Any]: ...
def result_type(
    *arrays_and_dtypes: numpy.ndarray[Any, Any] | numpy.generic[Any] | numpy.dtype[Any] | type[numpy.generic[Any]] | complex,
) -> numpy.dtype[Any]: ...
def roll(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    shift: int | tuple[int, ...],
    *,
    axis: int | tuple[int, ...] | None = None,
) -> numpy.ndarray[Any, Any]: ...
def round(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def searchsorted(
    x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: numpy.ndarray[Any, Any] | numpy.generic[Any] | int | float,
    /,
    *,
    side: Literal['left', 'right'] = 'left',
    sorter: numpy.ndarray[Any, Any] | numpy.generic[Any] | None = None,
) -> numpy.ndarray[Any, Any]: ...
def sign(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def signbit(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def sin(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def sinh(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def sort(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int = -1,
    descending: builtins.bool = False,
    stable: builtins.bool = True,
) -> numpy.ndarray[Any, Any]: ...
def sqrt(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def square(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def squeeze(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    axis: int | tuple[int, ...],
) -> numpy.ndarray[Any, Any]: ...
def stack(
    arrays: tuple[numpy.ndarray[Any, Any] | numpy.generic[Any], ...] | list[numpy.ndarray[Any, Any] | numpy.generic[Any]],
    /,
    *,
    axis: int = 0,
) -> numpy.ndarray[Any, Any]: ...
def std(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: float = 0.0,
    keepdims: builtins.bool = False,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def subtract(
    x1: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def sum(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    keepdims: builtins.bool = False,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def take(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    indices: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | None = None,
) -> numpy.ndarray[Any, Any]: ...
def take_along_axis(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    indices: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int = -1,
) -> numpy.ndarray[Any, Any]: ...
def tan(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def tanh(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def tensordot(
    x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axes: int | tuple[Sequence[int], Sequence[int]] = 2,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def tile(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    repetitions: tuple[int, ...],
    /,
) -> numpy.ndarray[Any, Any]: ...
def tril(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    k: int = 0,
) -> numpy.ndarray[Any, Any]: ...
def triu(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    k: int = 0,
) -> numpy.ndarray[Any, Any]: ...
def trunc(x: numpy.ndarray[Any, Any] | numpy.generic[Any], /) -> numpy.ndarray[Any, Any]: ...
def unique_all(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> UniqueAllResult[numpy.ndarray[Any, Any]]: ...
def unique_counts(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> UniqueCountsResult[numpy.ndarray[Any, Any]]: ...
def unique_inverse(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> UniqueInverseResult[numpy.ndarray[Any, Any]]: ...
def unique_values(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
) -> numpy.ndarray[Any, Any]: ...
def unstack(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int = 0,
) -> tuple[numpy.ndarray[Any, Any], ...]: ...
def var(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int | tuple[int, ...] | None = None,
    correction: float = 0.0,
    keepdims: builtins.bool = False,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def vecdot(
    x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
    x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    axis: int = -1,
) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
def where(
    condition: numpy.ndarray[Any, Any] | numpy.generic[Any],
    x1: numpy.ndarray[Any, Any] | numpy.generic[Any] | complex,
    x2: numpy.ndarray[Any, Any] | numpy.generic[Any] | complex,
    /,
) -> numpy.ndarray[Any, Any]: ...
def zeros(
    shape: int | tuple[int | None, ...],
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def zeros_like(
    x: numpy.ndarray[Any, Any] | numpy.generic[Any],
    /,
    *,
    dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    device: str | None = None,
) -> numpy.ndarray[Any, Any]: ...
def __array_namespace_info__() -> NumPyInfo: ...

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

autodiff: NumPyAutodiff
