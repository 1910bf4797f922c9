"""Typed protocols of xpagnostic's namespaces, one set per backend, for static checkers.

Written by ``python -m xpagnostic._typing._generate`` from the standard's signatures;
do not edit by hand.  Nothing imports this file at run time: the package's ``__init__``
takes ``get_namespace`` (whose overloads end this file) from here under ``TYPE_CHECKING``
only, and the facade names these protocols so too.
"""

from collections.abc import Callable, Mapping, Sequence
from typing import (
    Any,
    Concatenate,
    Generic,
    Literal,
    NamedTuple,
    ParamSpec,
    Protocol,
    TypeVar,
    overload,
)

import dask.array
import jax
import jax.typing
import mlx.core
import numpy
import tensorflow
import torch
from typing_extensions import TypeVar as _TypeVar

from xpagnostic._autodiff import CustomVjp, Primitive
from xpagnostic._facade._core import Tensor
from xpagnostic._typing._array import Array, DType

ArrayT = TypeVar("ArrayT")
# The arrays of a named tuple of results (read-only fields: covariant).
ArrayT_co = TypeVar("ArrayT_co", covariant=True)
# ``ArrayNamespace[A]`` leaves the dtype and device types open: each backend's namespace is
# one, and its array type is inferred (docs/typing.md).
DTypeT = _TypeVar("DTypeT", default=Any)
DeviceT = _TypeVar("DeviceT", default=Any)
DTypeT_co = TypeVar("DTypeT_co", covariant=True)
DTypeT_contra = _TypeVar("DTypeT_contra", contravariant=True, default=Any)
DeviceT_contra = _TypeVar("DeviceT_contra", contravariant=True, default=Any)
_T = TypeVar("_T")
_R = TypeVar("_R")
_Aux = TypeVar("_Aux")
_P = ParamSpec("_P")

class FInfo(Generic[DTypeT_co]):
    """What ``finfo`` returns."""

    bits: int
    eps: float
    max: float
    min: float
    smallest_normal: float
    @property
    def dtype(self) -> DTypeT_co: ...

class IInfo(Generic[DTypeT_co]):
    """What ``iinfo`` returns."""

    bits: int
    max: int
    min: int
    @property
    def dtype(self) -> DTypeT_co: ...

class UniqueAllResult(NamedTuple, Generic[ArrayT_co]):
    values: ArrayT_co
    indices: ArrayT_co
    inverse_indices: ArrayT_co
    counts: ArrayT_co

class UniqueCountsResult(NamedTuple, Generic[ArrayT_co]):
    values: ArrayT_co
    counts: ArrayT_co

class UniqueInverseResult(NamedTuple, Generic[ArrayT_co]):
    values: ArrayT_co
    inverse_indices: ArrayT_co

class EigResult(NamedTuple, Generic[ArrayT_co]):
    eigenvalues: ArrayT_co
    eigenvectors: ArrayT_co

class EighResult(NamedTuple, Generic[ArrayT_co]):
    eigenvalues: ArrayT_co
    eigenvectors: ArrayT_co

class QRResult(NamedTuple, Generic[ArrayT_co]):
    Q: ArrayT_co
    R: ArrayT_co

class SlogdetResult(NamedTuple, Generic[ArrayT_co]):
    sign: ArrayT_co
    logabsdet: ArrayT_co

class SVDResult(NamedTuple, Generic[ArrayT_co]):
    U: ArrayT_co
    S: ArrayT_co
    Vh: ArrayT_co

class ArrayLinalg(Protocol[ArrayT, DTypeT_contra]):
    """The ``linalg`` extension (generic)."""

    def cholesky(self, x: ArrayT, /, *, upper: bool = False) -> ArrayT: ...
    def cross(self, x1: ArrayT, x2: ArrayT, /, *, axis: int = -1) -> ArrayT: ...
    def det(self, x: ArrayT, /) -> ArrayT: ...
    def diagonal(self, x: ArrayT, /, *, offset: int = 0) -> ArrayT: ...
    def eig(self, x: ArrayT, /) -> EigResult[ArrayT]: ...
    def eigh(self, x: ArrayT, /) -> EighResult[ArrayT]: ...
    def eigvals(self, x: ArrayT, /) -> ArrayT: ...
    def eigvalsh(self, x: ArrayT, /) -> ArrayT: ...
    def inv(self, x: ArrayT, /) -> ArrayT: ...
    def matmul(self, x1: ArrayT, x2: ArrayT, /) -> ArrayT: ...
    def matrix_norm(
        self,
        x: ArrayT,
        /,
        *,
        keepdims: bool = False,
        ord: float | Literal['fro', 'nuc'] | None = 'fro',
    ) -> ArrayT: ...
    def matrix_power(self, x: ArrayT, n: int, /) -> ArrayT: ...
    def matrix_rank(self, x: ArrayT, /, *, rtol: float | ArrayT | None = None) -> ArrayT: ...
    def matrix_transpose(self, x: ArrayT, /) -> ArrayT: ...
    def outer(self, x1: ArrayT, x2: ArrayT, /) -> ArrayT: ...
    def pinv(self, x: ArrayT, /, *, rtol: float | ArrayT | None = None) -> ArrayT: ...
    def qr(
        self,
        x: ArrayT,
        /,
        *,
        mode: Literal['reduced', 'complete'] = 'reduced',
    ) -> QRResult[ArrayT]: ...
    def slogdet(self, x: ArrayT, /) -> SlogdetResult[ArrayT]: ...
    def solve(self, x1: ArrayT, x2: ArrayT, /) -> ArrayT: ...
    def svd(self, x: ArrayT, /, *, full_matrices: bool = True) -> SVDResult[ArrayT]: ...
    def svdvals(self, x: ArrayT, /) -> ArrayT: ...
    def tensordot(
        self,
        x1: ArrayT,
        x2: ArrayT,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
    ) -> ArrayT: ...
    def trace(self, x: ArrayT, /, *, offset: int = 0, dtype: DTypeT_contra | None = None) -> ArrayT: ...
    def vecdot(self, x1: ArrayT, x2: ArrayT, /, *, axis: int = -1) -> ArrayT: ...
    def vector_norm(
        self,
        x: ArrayT,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> ArrayT: ...

class ArrayFFT(Protocol[ArrayT, DTypeT_contra, DeviceT_contra]):
    """The ``fft`` extension (generic)."""

    def fft(
        self,
        x: ArrayT,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> ArrayT: ...
    def fftfreq(
        self,
        n: int,
        /,
        *,
        d: float = 1.0,
        dtype: DTypeT_contra | None = None,
        device: DeviceT_contra | str | None = None,
    ) -> ArrayT: ...
    def fftn(
        self,
        x: ArrayT,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> ArrayT: ...
    def fftshift(self, x: ArrayT, /, *, axes: int | Sequence[int] | None = None) -> ArrayT: ...
    def hfft(
        self,
        x: ArrayT,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> ArrayT: ...
    def ifft(
        self,
        x: ArrayT,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> ArrayT: ...
    def ifftn(
        self,
        x: ArrayT,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> ArrayT: ...
    def ifftshift(self, x: ArrayT, /, *, axes: int | Sequence[int] | None = None) -> ArrayT: ...
    def ihfft(
        self,
        x: ArrayT,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> ArrayT: ...
    def irfft(
        self,
        x: ArrayT,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> ArrayT: ...
    def irfftn(
        self,
        x: ArrayT,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> ArrayT: ...
    def rfft(
        self,
        x: ArrayT,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> ArrayT: ...
    def rfftfreq(
        self,
        n: int,
        /,
        *,
        d: float = 1.0,
        dtype: DTypeT_contra | None = None,
        device: DeviceT_contra | str | None = None,
    ) -> ArrayT: ...
    def rfftn(
        self,
        x: ArrayT,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> ArrayT: ...

class ArrayInfo(Protocol[DTypeT_co, DeviceT]):
    """What ``__array_namespace_info__()`` returns."""

    def capabilities(self) -> dict[str, bool | int | None]: ...
    def default_device(self) -> DeviceT: ...
    def default_dtypes(self, *, device: DeviceT | str | None = None) -> Mapping[str, DTypeT_co]: ...
    def devices(self) -> tuple[DeviceT, ...]: ...
    def dtypes(
        self,
        *,
        device: DeviceT | str | None = None,
        kind: str | tuple[str, ...] | None = None,
    ) -> Mapping[str, DTypeT_co]: ...

class ArrayAutodiff(Protocol):
    """The ``autodiff`` extension of ours."""

    @property
    def backend(self) -> str: ...
    @property
    def primitive(self) -> Primitive: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], tuple[_R, _Aux]], argnums: Literal[0] = 0,
        *, has_aux: Literal[True],
    ) -> Callable[Concatenate[_T, _P], tuple[_T, _Aux]]: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
    ) -> Callable[_P, Any]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False,
    ) -> Callable[Concatenate[_T, _P], tuple[_R, _T]]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], tuple[_R, _Aux]], argnums: Literal[0] = 0,
        *, has_aux: Literal[True],
    ) -> Callable[Concatenate[_T, _P], tuple[tuple[_R, _Aux], _T]]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
    ) -> Callable[_P, tuple[Any, Any]]: ...
    @overload
    def jacfwd(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False, holomorphic: bool = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def jacfwd(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    @overload
    def jacrev(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False, holomorphic: bool = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def jacrev(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    def hessian(
        self, fun: Callable[_P, object], argnums: int | Sequence[int] = 0, has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    def hvp(
        self, fun: Callable[[_T], object], primals: Sequence[_T], tangents: Sequence[_T],
    ) -> _T: ...
    @overload
    def jvp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., _R], primals: Sequence[object], tangents: Sequence[object],
        has_aux: Literal[False] = False,
    ) -> tuple[_R, _R]: ...
    @overload
    def jvp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., tuple[_R, _Aux]], primals: Sequence[object],
        tangents: Sequence[object], has_aux: Literal[True],
    ) -> tuple[_R, _R, _Aux]: ...
    @overload
    def vjp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., _R], *primals: object, has_aux: Literal[False] = False,
    ) -> tuple[_R, Callable[[_R], tuple[Any, ...]]]: ...
    @overload
    def vjp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., tuple[_R, _Aux]], *primals: object, has_aux: Literal[True],
    ) -> tuple[_R, Callable[[_R], tuple[Any, ...]], _Aux]: ...
    def linearize(
        self, fun: Callable[..., _R], *primals: object,
    ) -> tuple[_R, Callable[..., _R]]: ...
    def stop_gradient(self, x: _T) -> _T: ...
    def custom_vjp(self, fun: Callable[..., object]) -> CustomVjp: ...
    def custom_gradient(
        self, fun: Callable[_P, tuple[_R, Callable[..., object]]],
    ) -> Callable[_P, _R]: ...
    def jit(
        self, fun: Callable[_P, _R], static_argnums: int | Sequence[int] = (), **options: object,
    ) -> Callable[_P, _R]: ...
    def vmap(
        self, fun: Callable[_P, _R], in_axes: object = 0, out_axes: object = 0,
    ) -> Callable[_P, _R]: ...

class ArrayRandom(Protocol[ArrayT, DTypeT_contra, DeviceT_contra]):
    """The ``random`` extension of ours."""

    def key(self, seed: int | ArrayT, *, device: DeviceT_contra | None = None) -> ArrayT: ...
    def split(self, key: ArrayT, num: int | tuple[int, ...] = 2) -> ArrayT: ...
    def fold_in(self, key: ArrayT, data: int | ArrayT) -> ArrayT: ...
    def bits(
        self, key: ArrayT, shape: int | tuple[int, ...] = (), dtype: DTypeT_contra | None = None,
        *, device: DeviceT_contra | None = None,
    ) -> ArrayT: ...
    def uniform(
        self, key: ArrayT, shape: int | tuple[int, ...] = (), dtype: DTypeT_contra | None = None,
        minval: float | ArrayT = 0.0, maxval: float | ArrayT = 1.0, *,
        device: DeviceT_contra | None = None,
    ) -> ArrayT: ...
    def normal(
        self, key: ArrayT, shape: int | tuple[int, ...] = (), dtype: DTypeT_contra | None = None,
        *, device: DeviceT_contra | None = None,
    ) -> ArrayT: ...
    def truncated_normal(
        self, key: ArrayT, lower: float | ArrayT, upper: float | ArrayT,
        shape: int | tuple[int, ...] | None = None, dtype: DTypeT_contra | None = None, *,
        device: DeviceT_contra | None = None,
    ) -> ArrayT: ...
    def bernoulli(
        self, key: ArrayT, p: float | ArrayT = 0.5, shape: int | tuple[int, ...] | None = None,
        mode: str = "low", *, device: DeviceT_contra | None = None,
    ) -> ArrayT: ...
    def randint(
        self, key: ArrayT, shape: int | tuple[int, ...], minval: int | ArrayT,
        maxval: int | ArrayT, dtype: DTypeT_contra | None = None, *, device: DeviceT_contra | None = None,
    ) -> ArrayT: ...
    def permutation(
        self, key: ArrayT, x: int | ArrayT, axis: int = 0, independent: bool = False, *,
        device: DeviceT_contra | None = None,
    ) -> ArrayT: ...
    def choice(
        self, key: ArrayT, a: int | ArrayT, shape: int | tuple[int, ...] = (),
        replace: bool = True, p: ArrayT | None = None, axis: int = 0, mode: str | None = None,
        *, device: DeviceT_contra | None = None,
    ) -> ArrayT: ...
    def categorical(
        self, key: ArrayT, logits: ArrayT, axis: int = -1,
        shape: int | tuple[int, ...] | None = None, replace: bool = True,
        mode: str | None = None, *, device: DeviceT_contra | None = None,
    ) -> ArrayT: ...

class ArrayNamespace(Protocol[ArrayT, DTypeT, DeviceT]):
    """A namespace over arrays of type ``ArrayT`` (another Array API library's, facade
    Tensors, a type variable's)."""

    def abs(self, x: ArrayT, /) -> ArrayT: ...
    def acos(self, x: ArrayT, /) -> ArrayT: ...
    def acosh(self, x: ArrayT, /) -> ArrayT: ...
    def add(self, x1: complex | ArrayT, x2: complex | ArrayT, /) -> ArrayT: ...
    def all(
        self,
        x: ArrayT,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> ArrayT: ...
    def any(
        self,
        x: ArrayT,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> ArrayT: ...
    def arange(
        self,
        start: float,
        /,
        stop: float | None = None,
        step: float = 1,
        *,
        dtype: DTypeT | None = None,
        device: DeviceT | str | None = None,
    ) -> ArrayT: ...
    def argmax(
        self,
        x: ArrayT,
        /,
        *,
        axis: int | None = None,
        keepdims: bool = False,
    ) -> ArrayT: ...
    def argmin(
        self,
        x: ArrayT,
        /,
        *,
        axis: int | None = None,
        keepdims: bool = False,
    ) -> ArrayT: ...
    def argsort(
        self,
        x: ArrayT,
        /,
        *,
        axis: int = -1,
        descending: bool = False,
        stable: bool = True,
    ) -> ArrayT: ...
    def asarray(
        self,
        obj: object,
        /,
        *,
        dtype: DTypeT | None = None,
        device: DeviceT | str | None = None,
        copy: bool | None = None,
    ) -> ArrayT: ...
    def asin(self, x: ArrayT, /) -> ArrayT: ...
    def asinh(self, x: ArrayT, /) -> ArrayT: ...
    def astype(
        self,
        x: ArrayT,
        dtype: DTypeT,
        /,
        *,
        copy: bool = True,
        device: DeviceT | str | None = None,
    ) -> ArrayT: ...
    def atan(self, x: ArrayT, /) -> ArrayT: ...
    def atan2(self, x1: float | ArrayT, x2: float | ArrayT, /) -> ArrayT: ...
    def atanh(self, x: ArrayT, /) -> ArrayT: ...
    def bitwise_and(self, x1: int | ArrayT, x2: int | ArrayT, /) -> ArrayT: ...
    def bitwise_invert(self, x: ArrayT, /) -> ArrayT: ...
    def bitwise_left_shift(self, x1: int | ArrayT, x2: int | ArrayT, /) -> ArrayT: ...
    def bitwise_or(self, x1: int | ArrayT, x2: int | ArrayT, /) -> ArrayT: ...
    def bitwise_right_shift(self, x1: int | ArrayT, x2: int | ArrayT, /) -> ArrayT: ...
    def bitwise_xor(self, x1: int | ArrayT, x2: int | ArrayT, /) -> ArrayT: ...
    def broadcast_arrays(self, *arrays: ArrayT) -> tuple[ArrayT, ...]: ...
    def broadcast_shapes(self, *shapes: tuple[int, ...]) -> tuple[int, ...]: ...
    def broadcast_to(self, x: ArrayT, /, shape: tuple[int | None, ...]) -> ArrayT: ...
    def can_cast(self, from_: DTypeT | ArrayT, to: DTypeT, /) -> bool: ...
    def ceil(self, x: ArrayT, /) -> ArrayT: ...
    def clip(
        self,
        x: ArrayT,
        /,
        min: ArrayT | float | None = None,
        max: ArrayT | float | None = None,
    ) -> ArrayT: ...
    def concat(
        self,
        arrays: tuple[ArrayT, ...] | list[ArrayT],
        /,
        *,
        axis: int | None = 0,
    ) -> ArrayT: ...
    def conj(self, x: ArrayT, /) -> ArrayT: ...
    def copysign(self, x1: float | ArrayT, x2: float | ArrayT, /) -> ArrayT: ...
    def cos(self, x: ArrayT, /) -> ArrayT: ...
    def cosh(self, x: ArrayT, /) -> ArrayT: ...
    def count_nonzero(
        self,
        x: ArrayT,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> ArrayT: ...
    def cumulative_prod(
        self,
        x: ArrayT,
        /,
        *,
        axis: int | None = None,
        dtype: DTypeT | None = None,
        include_initial: bool = False,
    ) -> ArrayT: ...
    def cumulative_sum(
        self,
        x: ArrayT,
        /,
        *,
        axis: int | None = None,
        dtype: DTypeT | None = None,
        include_initial: bool = False,
    ) -> ArrayT: ...
    def diff(
        self,
        x: ArrayT,
        /,
        *,
        axis: int = -1,
        n: int = 1,
        prepend: ArrayT | None = None,
        append: ArrayT | None = None,
    ) -> ArrayT: ...
    def divide(self, x1: complex | ArrayT, x2: complex | ArrayT, /) -> ArrayT: ...
    @property
    def e(self) -> float: ...
    def empty(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: DTypeT | None = None,
        device: DeviceT | str | None = None,
    ) -> ArrayT: ...
    def empty_like(
        self,
        x: ArrayT,
        /,
        *,
        dtype: DTypeT | None = None,
        device: DeviceT | str | None = None,
    ) -> ArrayT: ...
    def equal(self, x1: complex | ArrayT, x2: complex | ArrayT, /) -> ArrayT: ...
    def exp(self, x: ArrayT, /) -> ArrayT: ...
    def expand_dims(self, x: ArrayT, /, axis: int) -> ArrayT: ...
    def expm1(self, x: ArrayT, /) -> ArrayT: ...
    def eye(
        self,
        n_rows: int,
        n_cols: int | None = None,
        /,
        *,
        k: int = 0,
        dtype: DTypeT | None = None,
        device: DeviceT | str | None = None,
    ) -> ArrayT: ...
    def finfo(self, type: DTypeT | ArrayT, /) -> FInfo[DTypeT]: ...
    def flip(self, x: ArrayT, /, *, axis: int | tuple[int, ...] | None = None) -> ArrayT: ...
    def floor(self, x: ArrayT, /) -> ArrayT: ...
    def floor_divide(self, x1: float | ArrayT, x2: float | ArrayT, /) -> ArrayT: ...
    def from_dlpack(
        self,
        x: object,
        /,
        *,
        device: DeviceT | str | None = None,
        copy: bool | None = None,
    ) -> ArrayT: ...
    def full(
        self,
        shape: int | tuple[int | None, ...],
        fill_value: complex,
        *,
        dtype: DTypeT | None = None,
        device: DeviceT | str | None = None,
    ) -> ArrayT: ...
    def full_like(
        self,
        x: ArrayT,
        /,
        fill_value: complex,
        *,
        dtype: DTypeT | None = None,
        device: DeviceT | str | None = None,
    ) -> ArrayT: ...
    def greater(self, x1: float | ArrayT, x2: float | ArrayT, /) -> ArrayT: ...
    def greater_equal(self, x1: float | ArrayT, x2: float | ArrayT, /) -> ArrayT: ...
    def hypot(self, x1: float | ArrayT, x2: float | ArrayT, /) -> ArrayT: ...
    def iinfo(self, type: DTypeT | ArrayT, /) -> IInfo[DTypeT]: ...
    def imag(self, x: ArrayT, /) -> ArrayT: ...
    @property
    def inf(self) -> float: ...
    def isdtype(self, dtype: DTypeT, kind: DTypeT | str | tuple[DTypeT | str, ...]) -> bool: ...
    def isfinite(self, x: ArrayT, /) -> ArrayT: ...
    def isin(self, x1: ArrayT | int, x2: ArrayT | int, /, *, invert: bool = False) -> ArrayT: ...
    def isinf(self, x: ArrayT, /) -> ArrayT: ...
    def isnan(self, x: ArrayT, /) -> ArrayT: ...
    def less(self, x1: float | ArrayT, x2: float | ArrayT, /) -> ArrayT: ...
    def less_equal(self, x1: float | ArrayT, x2: float | ArrayT, /) -> ArrayT: ...
    def linspace(
        self,
        start: complex,
        stop: complex,
        /,
        num: int,
        *,
        dtype: DTypeT | None = None,
        device: DeviceT | str | None = None,
        endpoint: bool = True,
    ) -> ArrayT: ...
    def log(self, x: ArrayT, /) -> ArrayT: ...
    def log10(self, x: ArrayT, /) -> ArrayT: ...
    def log1p(self, x: ArrayT, /) -> ArrayT: ...
    def log2(self, x: ArrayT, /) -> ArrayT: ...
    def logaddexp(self, x1: float | ArrayT, x2: float | ArrayT, /) -> ArrayT: ...
    def logical_and(self, x1: bool | ArrayT, x2: bool | ArrayT, /) -> ArrayT: ...
    def logical_not(self, x: ArrayT, /) -> ArrayT: ...
    def logical_or(self, x1: bool | ArrayT, x2: bool | ArrayT, /) -> ArrayT: ...
    def logical_xor(self, x1: bool | ArrayT, x2: bool | ArrayT, /) -> ArrayT: ...
    def matmul(self, x1: ArrayT, x2: ArrayT, /) -> ArrayT: ...
    def matrix_transpose(self, x: ArrayT, /) -> ArrayT: ...
    def max(
        self,
        x: ArrayT,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> ArrayT: ...
    def maximum(self, x1: float | ArrayT, x2: float | ArrayT, /) -> ArrayT: ...
    def mean(
        self,
        x: ArrayT,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> ArrayT: ...
    def meshgrid(
        self,
        *arrays: ArrayT,
        indexing: Literal['xy', 'ij'] = 'xy',
    ) -> tuple[ArrayT, ...]: ...
    def min(
        self,
        x: ArrayT,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> ArrayT: ...
    def minimum(self, x1: float | ArrayT, x2: float | ArrayT, /) -> ArrayT: ...
    def moveaxis(
        self,
        x: ArrayT,
        source: int | tuple[int, ...],
        destination: int | tuple[int, ...],
        /,
    ) -> ArrayT: ...
    def multiply(self, x1: complex | ArrayT, x2: complex | ArrayT, /) -> ArrayT: ...
    @property
    def nan(self) -> float: ...
    def negative(self, x: ArrayT, /) -> ArrayT: ...
    @property
    def newaxis(self) -> None: ...
    def nextafter(self, x1: float | ArrayT, x2: float | ArrayT, /) -> ArrayT: ...
    def nonzero(self, x: ArrayT, /) -> tuple[ArrayT, ...]: ...
    def not_equal(self, x1: complex | ArrayT, x2: complex | ArrayT, /) -> ArrayT: ...
    def ones(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: DTypeT | None = None,
        device: DeviceT | str | None = None,
    ) -> ArrayT: ...
    def ones_like(
        self,
        x: ArrayT,
        /,
        *,
        dtype: DTypeT | None = None,
        device: DeviceT | str | None = None,
    ) -> ArrayT: ...
    def permute_dims(self, x: ArrayT, /, axes: tuple[int, ...]) -> ArrayT: ...
    @property
    def pi(self) -> float: ...
    def positive(self, x: ArrayT, /) -> ArrayT: ...
    def pow(self, x1: complex | ArrayT, x2: complex | ArrayT, /) -> ArrayT: ...
    def prod(
        self,
        x: ArrayT,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: DTypeT | None = None,
        keepdims: bool = False,
    ) -> ArrayT: ...
    def real(self, x: ArrayT, /) -> ArrayT: ...
    def reciprocal(self, x: ArrayT, /) -> ArrayT: ...
    def remainder(self, x1: float | ArrayT, x2: float | ArrayT, /) -> ArrayT: ...
    def repeat(self, x: ArrayT, repeats: int | ArrayT, /, *, axis: int | None = None) -> ArrayT: ...
    def reshape(
        self,
        x: ArrayT,
        /,
        shape: tuple[int | None, ...],
        *,
        copy: bool | None = None,
    ) -> ArrayT: ...
    def result_type(self, *arrays_and_dtypes: ArrayT | DTypeT | complex) -> DTypeT: ...
    def roll(
        self,
        x: ArrayT,
        /,
        shift: int | tuple[int, ...],
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> ArrayT: ...
    def round(self, x: ArrayT, /) -> ArrayT: ...
    def searchsorted(
        self,
        x1: ArrayT,
        x2: ArrayT | int | float,
        /,
        *,
        side: Literal['left', 'right'] = 'left',
        sorter: ArrayT | None = None,
    ) -> ArrayT: ...
    def sign(self, x: ArrayT, /) -> ArrayT: ...
    def signbit(self, x: ArrayT, /) -> ArrayT: ...
    def sin(self, x: ArrayT, /) -> ArrayT: ...
    def sinh(self, x: ArrayT, /) -> ArrayT: ...
    def sort(
        self,
        x: ArrayT,
        /,
        *,
        axis: int = -1,
        descending: bool = False,
        stable: bool = True,
    ) -> ArrayT: ...
    def sqrt(self, x: ArrayT, /) -> ArrayT: ...
    def square(self, x: ArrayT, /) -> ArrayT: ...
    def squeeze(self, x: ArrayT, /, axis: int | tuple[int, ...]) -> ArrayT: ...
    def stack(self, arrays: tuple[ArrayT, ...] | list[ArrayT], /, *, axis: int = 0) -> ArrayT: ...
    def std(
        self,
        x: ArrayT,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> ArrayT: ...
    def subtract(self, x1: complex | ArrayT, x2: complex | ArrayT, /) -> ArrayT: ...
    def sum(
        self,
        x: ArrayT,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: DTypeT | None = None,
        keepdims: bool = False,
    ) -> ArrayT: ...
    def take(self, x: ArrayT, indices: ArrayT, /, *, axis: int | None = None) -> ArrayT: ...
    def take_along_axis(self, x: ArrayT, indices: ArrayT, /, *, axis: int = -1) -> ArrayT: ...
    def tan(self, x: ArrayT, /) -> ArrayT: ...
    def tanh(self, x: ArrayT, /) -> ArrayT: ...
    def tensordot(
        self,
        x1: ArrayT,
        x2: ArrayT,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
    ) -> ArrayT: ...
    def tile(self, x: ArrayT, repetitions: tuple[int, ...], /) -> ArrayT: ...
    def tril(self, x: ArrayT, /, *, k: int = 0) -> ArrayT: ...
    def triu(self, x: ArrayT, /, *, k: int = 0) -> ArrayT: ...
    def trunc(self, x: ArrayT, /) -> ArrayT: ...
    def unique_all(self, x: ArrayT, /) -> UniqueAllResult[ArrayT]: ...
    def unique_counts(self, x: ArrayT, /) -> UniqueCountsResult[ArrayT]: ...
    def unique_inverse(self, x: ArrayT, /) -> UniqueInverseResult[ArrayT]: ...
    def unique_values(self, x: ArrayT, /) -> ArrayT: ...
    def unstack(self, x: ArrayT, /, *, axis: int = 0) -> tuple[ArrayT, ...]: ...
    def var(
        self,
        x: ArrayT,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> ArrayT: ...
    def vecdot(self, x1: ArrayT, x2: ArrayT, /, *, axis: int = -1) -> ArrayT: ...
    def where(self, condition: ArrayT, x1: ArrayT | complex, x2: ArrayT | complex, /) -> ArrayT: ...
    def zeros(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: DTypeT | None = None,
        device: DeviceT | str | None = None,
    ) -> ArrayT: ...
    def zeros_like(
        self,
        x: ArrayT,
        /,
        *,
        dtype: DTypeT | None = None,
        device: DeviceT | str | None = None,
    ) -> ArrayT: ...
    @property
    def bool(self) -> DTypeT: ...
    @property
    def int8(self) -> DTypeT: ...
    @property
    def int16(self) -> DTypeT: ...
    @property
    def int32(self) -> DTypeT: ...
    @property
    def int64(self) -> DTypeT: ...
    @property
    def uint8(self) -> DTypeT: ...
    @property
    def uint16(self) -> DTypeT: ...
    @property
    def uint32(self) -> DTypeT: ...
    @property
    def uint64(self) -> DTypeT: ...
    @property
    def float32(self) -> DTypeT: ...
    @property
    def float64(self) -> DTypeT: ...
    @property
    def complex64(self) -> DTypeT: ...
    @property
    def complex128(self) -> DTypeT: ...
    @property
    def float16(self) -> DTypeT: ...
    def __array_namespace_info__(self) -> ArrayInfo[DTypeT, DeviceT]: ...
    @property
    def __array_api_version__(self) -> str: ...
    @property
    def __name__(self) -> str: ...
    @property
    def autodiff(self) -> ArrayAutodiff: ...
    @property
    def fft(self) -> ArrayFFT[ArrayT, DTypeT, DeviceT]: ...
    @property
    def linalg(self) -> ArrayLinalg[ArrayT, DTypeT]: ...
    @property
    def random(self) -> ArrayRandom[ArrayT, DTypeT, DeviceT]: ...

class NumPyLinalg(Protocol):
    """The ``linalg`` extension (NumPy)."""

    def cholesky(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        upper: bool = False,
    ) -> numpy.ndarray[Any, Any]: ...
    def cross(
        self,
        x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int = -1,
    ) -> numpy.ndarray[Any, Any]: ...
    def det(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def diagonal(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        offset: int = 0,
    ) -> numpy.ndarray[Any, Any]: ...
    def eig(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> EigResult[numpy.ndarray[Any, Any]]: ...
    def eigh(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> EighResult[numpy.ndarray[Any, Any]]: ...
    def eigvals(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def eigvalsh(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def inv(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def matmul(
        self,
        x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def matrix_norm(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        keepdims: bool = False,
        ord: float | Literal['fro', 'nuc'] | None = 'fro',
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def matrix_power(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        n: int,
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def matrix_rank(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        rtol: float | numpy.ndarray[Any, Any] | numpy.generic[Any] | None = None,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def matrix_transpose(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def outer(
        self,
        x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def pinv(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        rtol: float | numpy.ndarray[Any, Any] | numpy.generic[Any] | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def qr(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        mode: Literal['reduced', 'complete'] = 'reduced',
    ) -> QRResult[numpy.ndarray[Any, Any]]: ...
    def slogdet(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> SlogdetResult[numpy.ndarray[Any, Any]]: ...
    def solve(
        self,
        x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def svd(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        full_matrices: bool = True,
    ) -> SVDResult[numpy.ndarray[Any, Any]]: ...
    def svdvals(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def tensordot(
        self,
        x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def trace(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        offset: int = 0,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def vecdot(
        self,
        x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int = -1,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def vector_norm(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...

class NumPyFFT(Protocol):
    """The ``fft`` extension (NumPy)."""

    def fft(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> numpy.ndarray[Any, Any]: ...
    def fftfreq(
        self,
        n: int,
        /,
        *,
        d: float = 1.0,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def fftn(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> numpy.ndarray[Any, Any]: ...
    def fftshift(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axes: int | Sequence[int] | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def hfft(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> numpy.ndarray[Any, Any]: ...
    def ifft(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> numpy.ndarray[Any, Any]: ...
    def ifftn(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> numpy.ndarray[Any, Any]: ...
    def ifftshift(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axes: int | Sequence[int] | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def ihfft(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> numpy.ndarray[Any, Any]: ...
    def irfft(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> numpy.ndarray[Any, Any]: ...
    def irfftn(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> numpy.ndarray[Any, Any]: ...
    def rfft(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> numpy.ndarray[Any, Any]: ...
    def rfftfreq(
        self,
        n: int,
        /,
        *,
        d: float = 1.0,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def rfftn(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> numpy.ndarray[Any, Any]: ...

class NumPyInfo(Protocol):
    """What ``__array_namespace_info__()`` returns."""

    def capabilities(self) -> dict[str, bool | int | None]: ...
    def default_device(self) -> str: ...
    def default_dtypes(self, *, device: str | None = None) -> dict[str, numpy.dtype[Any]]: ...
    def devices(self) -> tuple[str, ...]: ...
    def dtypes(
        self,
        *,
        device: str | None = None,
        kind: str | tuple[str, ...] | None = None,
    ) -> dict[str, numpy.dtype[Any]]: ...

class NumPyAutodiff(Protocol):
    """The ``autodiff`` extension of ours."""

    @property
    def backend(self) -> str: ...
    @property
    def primitive(self) -> Primitive: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], tuple[_R, _Aux]], argnums: Literal[0] = 0,
        *, has_aux: Literal[True],
    ) -> Callable[Concatenate[_T, _P], tuple[_T, _Aux]]: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
    ) -> Callable[_P, Any]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False,
    ) -> Callable[Concatenate[_T, _P], tuple[_R, _T]]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], tuple[_R, _Aux]], argnums: Literal[0] = 0,
        *, has_aux: Literal[True],
    ) -> Callable[Concatenate[_T, _P], tuple[tuple[_R, _Aux], _T]]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
    ) -> Callable[_P, tuple[Any, Any]]: ...
    @overload
    def jacfwd(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False, holomorphic: bool = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def jacfwd(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    @overload
    def jacrev(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False, holomorphic: bool = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def jacrev(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    def hessian(
        self, fun: Callable[_P, object], argnums: int | Sequence[int] = 0, has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    def hvp(
        self, fun: Callable[[_T], object], primals: Sequence[_T], tangents: Sequence[_T],
    ) -> _T: ...
    @overload
    def jvp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., _R], primals: Sequence[object], tangents: Sequence[object],
        has_aux: Literal[False] = False,
    ) -> tuple[_R, _R]: ...
    @overload
    def jvp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., tuple[_R, _Aux]], primals: Sequence[object],
        tangents: Sequence[object], has_aux: Literal[True],
    ) -> tuple[_R, _R, _Aux]: ...
    @overload
    def vjp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., _R], *primals: object, has_aux: Literal[False] = False,
    ) -> tuple[_R, Callable[[_R], tuple[Any, ...]]]: ...
    @overload
    def vjp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., tuple[_R, _Aux]], *primals: object, has_aux: Literal[True],
    ) -> tuple[_R, Callable[[_R], tuple[Any, ...]], _Aux]: ...
    def linearize(
        self, fun: Callable[..., _R], *primals: object,
    ) -> tuple[_R, Callable[..., _R]]: ...
    def stop_gradient(self, x: _T) -> _T: ...
    def custom_vjp(self, fun: Callable[..., object]) -> CustomVjp: ...
    def custom_gradient(
        self, fun: Callable[_P, tuple[_R, Callable[..., object]]],
    ) -> Callable[_P, _R]: ...
    def jit(
        self, fun: Callable[_P, _R], static_argnums: int | Sequence[int] = (), **options: object,
    ) -> Callable[_P, _R]: ...
    def vmap(
        self, fun: Callable[_P, _R], in_axes: object = 0, out_axes: object = 0,
    ) -> Callable[_P, _R]: ...

class NumPyRandom(Protocol):
    """The ``random`` extension of ours."""

    def key(self, seed: int | numpy.ndarray[Any, Any] | numpy.generic[Any], *, device: str | None = None) -> numpy.ndarray[Any, Any]: ...
    def split(self, key: numpy.ndarray[Any, Any] | numpy.generic[Any], num: int | tuple[int, ...] = 2) -> numpy.ndarray[Any, Any]: ...
    def fold_in(self, key: numpy.ndarray[Any, Any] | numpy.generic[Any], data: int | numpy.ndarray[Any, Any] | numpy.generic[Any]) -> numpy.ndarray[Any, Any]: ...
    def bits(
        self, key: numpy.ndarray[Any, Any] | numpy.generic[Any], shape: int | tuple[int, ...] = (), dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        *, device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def uniform(
        self, key: numpy.ndarray[Any, Any] | numpy.generic[Any], shape: int | tuple[int, ...] = (), dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        minval: float | numpy.ndarray[Any, Any] | numpy.generic[Any] = 0.0, maxval: float | numpy.ndarray[Any, Any] | numpy.generic[Any] = 1.0, *,
        device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def normal(
        self, key: numpy.ndarray[Any, Any] | numpy.generic[Any], shape: int | tuple[int, ...] = (), dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        *, device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def truncated_normal(
        self, key: numpy.ndarray[Any, Any] | numpy.generic[Any], lower: float | numpy.ndarray[Any, Any] | numpy.generic[Any], upper: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        shape: int | tuple[int, ...] | None = None, dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None, *,
        device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def bernoulli(
        self, key: numpy.ndarray[Any, Any] | numpy.generic[Any], p: float | numpy.ndarray[Any, Any] | numpy.generic[Any] = 0.5, shape: int | tuple[int, ...] | None = None,
        mode: str = "low", *, device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def randint(
        self, key: numpy.ndarray[Any, Any] | numpy.generic[Any], shape: int | tuple[int, ...], minval: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
        maxval: int | numpy.ndarray[Any, Any] | numpy.generic[Any], dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None, *, device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def permutation(
        self, key: numpy.ndarray[Any, Any] | numpy.generic[Any], x: int | numpy.ndarray[Any, Any] | numpy.generic[Any], axis: int = 0, independent: bool = False, *,
        device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def choice(
        self, key: numpy.ndarray[Any, Any] | numpy.generic[Any], a: int | numpy.ndarray[Any, Any] | numpy.generic[Any], shape: int | tuple[int, ...] = (),
        replace: bool = True, p: numpy.ndarray[Any, Any] | numpy.generic[Any] | None = None, axis: int = 0, mode: str | None = None,
        *, device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def categorical(
        self, key: numpy.ndarray[Any, Any] | numpy.generic[Any], logits: numpy.ndarray[Any, Any] | numpy.generic[Any], axis: int = -1,
        shape: int | tuple[int, ...] | None = None, replace: bool = True,
        mode: str | None = None, *, device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...

class NumPyNamespace(Protocol):
    """The namespace ``xpagnostic.get_namespace`` gives for numpy.ndarray[Any, Any] | numpy.generic[Any] arrays."""

    def abs(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def acos(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def acosh(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def add(
        self,
        x1: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def all(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def any(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def arange(
        self,
        start: float,
        /,
        stop: float | None = None,
        step: float = 1,
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def argmax(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | None = None,
        keepdims: bool = False,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def argmin(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | None = None,
        keepdims: bool = False,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def argsort(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int = -1,
        descending: bool = False,
        stable: bool = True,
    ) -> numpy.ndarray[Any, Any]: ...
    def asarray(
        self,
        obj: object,
        /,
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
        copy: bool | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def asin(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def asinh(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def astype(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]],
        /,
        *,
        copy: bool = True,
        device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def atan(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def atan2(
        self,
        x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def atanh(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def bitwise_and(
        self,
        x1: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def bitwise_invert(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def bitwise_left_shift(
        self,
        x1: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def bitwise_or(
        self,
        x1: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def bitwise_right_shift(
        self,
        x1: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def bitwise_xor(
        self,
        x1: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def broadcast_arrays(
        self,
        *arrays: numpy.ndarray[Any, Any] | numpy.generic[Any],
    ) -> tuple[numpy.ndarray[Any, Any], ...]: ...
    def broadcast_shapes(self, *shapes: tuple[int, ...]) -> tuple[int, ...]: ...
    def broadcast_to(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        shape: tuple[int | None, ...],
    ) -> numpy.ndarray[Any, Any]: ...
    def can_cast(
        self,
        from_: numpy.dtype[Any] | type[numpy.generic[Any]] | numpy.ndarray[Any, Any] | numpy.generic[Any],
        to: numpy.dtype[Any] | type[numpy.generic[Any]],
        /,
    ) -> bool: ...
    def ceil(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def clip(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        min: numpy.ndarray[Any, Any] | numpy.generic[Any] | float | None = None,
        max: numpy.ndarray[Any, Any] | numpy.generic[Any] | float | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def concat(
        self,
        arrays: tuple[numpy.ndarray[Any, Any] | numpy.generic[Any], ...] | list[numpy.ndarray[Any, Any] | numpy.generic[Any]],
        /,
        *,
        axis: int | None = 0,
    ) -> numpy.ndarray[Any, Any]: ...
    def conj(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def copysign(
        self,
        x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def cos(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def cosh(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def count_nonzero(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def cumulative_prod(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | None = None,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        include_initial: bool = False,
    ) -> numpy.ndarray[Any, Any]: ...
    def cumulative_sum(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | None = None,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        include_initial: bool = False,
    ) -> numpy.ndarray[Any, Any]: ...
    def diff(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int = -1,
        n: int = 1,
        prepend: numpy.ndarray[Any, Any] | numpy.generic[Any] | None = None,
        append: numpy.ndarray[Any, Any] | numpy.generic[Any] | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def divide(
        self,
        x1: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    @property
    def e(self) -> float: ...
    def empty(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def empty_like(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def equal(
        self,
        x1: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def exp(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def expand_dims(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        axis: int,
    ) -> numpy.ndarray[Any, Any]: ...
    def expm1(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def eye(
        self,
        n_rows: int,
        n_cols: int | None = None,
        /,
        *,
        k: int = 0,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def finfo(
        self,
        type: numpy.dtype[Any] | type[numpy.generic[Any]] | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> FInfo[numpy.dtype[Any]]: ...
    def flip(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def floor(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def floor_divide(
        self,
        x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def from_dlpack(
        self,
        x: object,
        /,
        *,
        device: str | None = None,
        copy: bool | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def full(
        self,
        shape: int | tuple[int | None, ...],
        fill_value: complex,
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def full_like(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        fill_value: complex,
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def greater(
        self,
        x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def greater_equal(
        self,
        x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def hypot(
        self,
        x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def iinfo(
        self,
        type: numpy.dtype[Any] | type[numpy.generic[Any]] | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> IInfo[numpy.dtype[Any]]: ...
    def imag(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    @property
    def inf(self) -> float: ...
    def isdtype(
        self,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]],
        kind: numpy.dtype[Any] | type[numpy.generic[Any]] | str | tuple[numpy.dtype[Any] | type[numpy.generic[Any]] | str, ...],
    ) -> bool: ...
    def isfinite(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def isin(
        self,
        x1: numpy.ndarray[Any, Any] | numpy.generic[Any] | int,
        x2: numpy.ndarray[Any, Any] | numpy.generic[Any] | int,
        /,
        *,
        invert: bool = False,
    ) -> numpy.ndarray[Any, Any]: ...
    def isinf(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def isnan(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def less(
        self,
        x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def less_equal(
        self,
        x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def linspace(
        self,
        start: complex,
        stop: complex,
        /,
        num: int,
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
        endpoint: bool = True,
    ) -> numpy.ndarray[Any, Any]: ...
    def log(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def log10(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def log1p(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def log2(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def logaddexp(
        self,
        x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def logical_and(
        self,
        x1: bool | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: bool | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def logical_not(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def logical_or(
        self,
        x1: bool | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: bool | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def logical_xor(
        self,
        x1: bool | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: bool | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def matmul(
        self,
        x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def matrix_transpose(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def max(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def maximum(
        self,
        x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def mean(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def meshgrid(
        self,
        *arrays: numpy.ndarray[Any, Any] | numpy.generic[Any],
        indexing: Literal['xy', 'ij'] = 'xy',
    ) -> tuple[numpy.ndarray[Any, Any], ...]: ...
    def min(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def minimum(
        self,
        x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def moveaxis(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        source: int | tuple[int, ...],
        destination: int | tuple[int, ...],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def multiply(
        self,
        x1: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    @property
    def nan(self) -> float: ...
    def negative(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    @property
    def newaxis(self) -> None: ...
    def nextafter(
        self,
        x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def nonzero(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> tuple[numpy.ndarray[Any, Any], ...]: ...
    def not_equal(
        self,
        x1: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def ones(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def ones_like(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def permute_dims(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        axes: tuple[int, ...],
    ) -> numpy.ndarray[Any, Any]: ...
    @property
    def pi(self) -> float: ...
    def positive(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def pow(
        self,
        x1: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def prod(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        keepdims: bool = False,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def real(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def reciprocal(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def remainder(
        self,
        x1: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: float | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def repeat(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        repeats: int | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def reshape(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        shape: tuple[int | None, ...],
        *,
        copy: bool | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def result_type(
        self,
        *arrays_and_dtypes: numpy.ndarray[Any, Any] | numpy.generic[Any] | numpy.dtype[Any] | type[numpy.generic[Any]] | complex,
    ) -> numpy.dtype[Any]: ...
    def roll(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        shift: int | tuple[int, ...],
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def round(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def searchsorted(
        self,
        x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: numpy.ndarray[Any, Any] | numpy.generic[Any] | int | float,
        /,
        *,
        side: Literal['left', 'right'] = 'left',
        sorter: numpy.ndarray[Any, Any] | numpy.generic[Any] | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def sign(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def signbit(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def sin(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def sinh(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def sort(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int = -1,
        descending: bool = False,
        stable: bool = True,
    ) -> numpy.ndarray[Any, Any]: ...
    def sqrt(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def square(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def squeeze(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        axis: int | tuple[int, ...],
    ) -> numpy.ndarray[Any, Any]: ...
    def stack(
        self,
        arrays: tuple[numpy.ndarray[Any, Any] | numpy.generic[Any], ...] | list[numpy.ndarray[Any, Any] | numpy.generic[Any]],
        /,
        *,
        axis: int = 0,
    ) -> numpy.ndarray[Any, Any]: ...
    def std(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def subtract(
        self,
        x1: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: complex | numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def sum(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        keepdims: bool = False,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def take(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        indices: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def take_along_axis(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        indices: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int = -1,
    ) -> numpy.ndarray[Any, Any]: ...
    def tan(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def tanh(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def tensordot(
        self,
        x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def tile(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        repetitions: tuple[int, ...],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def tril(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        k: int = 0,
    ) -> numpy.ndarray[Any, Any]: ...
    def triu(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        k: int = 0,
    ) -> numpy.ndarray[Any, Any]: ...
    def trunc(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def unique_all(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> UniqueAllResult[numpy.ndarray[Any, Any]]: ...
    def unique_counts(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> UniqueCountsResult[numpy.ndarray[Any, Any]]: ...
    def unique_inverse(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> UniqueInverseResult[numpy.ndarray[Any, Any]]: ...
    def unique_values(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def unstack(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int = 0,
    ) -> tuple[numpy.ndarray[Any, Any], ...]: ...
    def var(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def vecdot(
        self,
        x1: numpy.ndarray[Any, Any] | numpy.generic[Any],
        x2: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        axis: int = -1,
    ) -> numpy.ndarray[Any, Any] | numpy.generic[Any]: ...
    def where(
        self,
        condition: numpy.ndarray[Any, Any] | numpy.generic[Any],
        x1: numpy.ndarray[Any, Any] | numpy.generic[Any] | complex,
        x2: numpy.ndarray[Any, Any] | numpy.generic[Any] | complex,
        /,
    ) -> numpy.ndarray[Any, Any]: ...
    def zeros(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    def zeros_like(
        self,
        x: numpy.ndarray[Any, Any] | numpy.generic[Any],
        /,
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> numpy.ndarray[Any, Any]: ...
    @property
    def bool(self) -> type[numpy.bool]: ...
    @property
    def int8(self) -> type[numpy.int8]: ...
    @property
    def int16(self) -> type[numpy.int16]: ...
    @property
    def int32(self) -> type[numpy.int32]: ...
    @property
    def int64(self) -> type[numpy.int64]: ...
    @property
    def uint8(self) -> type[numpy.uint8]: ...
    @property
    def uint16(self) -> type[numpy.uint16]: ...
    @property
    def uint32(self) -> type[numpy.uint32]: ...
    @property
    def uint64(self) -> type[numpy.uint64]: ...
    @property
    def float32(self) -> type[numpy.float32]: ...
    @property
    def float64(self) -> type[numpy.float64]: ...
    @property
    def complex64(self) -> type[numpy.complex64]: ...
    @property
    def complex128(self) -> type[numpy.complex128]: ...
    @property
    def float16(self) -> type[numpy.float16]: ...
    def __array_namespace_info__(self) -> NumPyInfo: ...
    @property
    def __array_api_version__(self) -> str: ...
    @property
    def __name__(self) -> str: ...
    @property
    def autodiff(self) -> NumPyAutodiff: ...
    @property
    def fft(self) -> NumPyFFT: ...
    @property
    def linalg(self) -> NumPyLinalg: ...
    @property
    def random(self) -> NumPyRandom: ...

class TorchLinalg(Protocol):
    """The ``linalg`` extension (Torch)."""

    def cholesky(self, x: torch.Tensor, /, *, upper: bool = False) -> torch.Tensor: ...
    def cross(self, x1: torch.Tensor, x2: torch.Tensor, /, *, axis: int = -1) -> torch.Tensor: ...
    def det(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def diagonal(self, x: torch.Tensor, /, *, offset: int = 0) -> torch.Tensor: ...
    def eig(self, x: torch.Tensor, /) -> EigResult[torch.Tensor]: ...
    def eigh(self, x: torch.Tensor, /) -> EighResult[torch.Tensor]: ...
    def eigvals(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def eigvalsh(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def inv(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def matmul(self, x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor: ...
    def matrix_norm(
        self,
        x: torch.Tensor,
        /,
        *,
        keepdims: bool = False,
        ord: float | Literal['fro', 'nuc'] | None = 'fro',
    ) -> torch.Tensor: ...
    def matrix_power(self, x: torch.Tensor, n: int, /) -> torch.Tensor: ...
    def matrix_rank(
        self,
        x: torch.Tensor,
        /,
        *,
        rtol: float | torch.Tensor | None = None,
    ) -> torch.Tensor: ...
    def matrix_transpose(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def outer(self, x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor: ...
    def pinv(
        self,
        x: torch.Tensor,
        /,
        *,
        rtol: float | torch.Tensor | None = None,
    ) -> torch.Tensor: ...
    def qr(
        self,
        x: torch.Tensor,
        /,
        *,
        mode: Literal['reduced', 'complete'] = 'reduced',
    ) -> QRResult[torch.Tensor]: ...
    def slogdet(self, x: torch.Tensor, /) -> SlogdetResult[torch.Tensor]: ...
    def solve(self, x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor: ...
    def svd(self, x: torch.Tensor, /, *, full_matrices: bool = True) -> SVDResult[torch.Tensor]: ...
    def svdvals(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def tensordot(
        self,
        x1: torch.Tensor,
        x2: torch.Tensor,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
    ) -> torch.Tensor: ...
    def trace(
        self,
        x: torch.Tensor,
        /,
        *,
        offset: int = 0,
        dtype: torch.dtype | None = None,
    ) -> torch.Tensor: ...
    def vecdot(self, x1: torch.Tensor, x2: torch.Tensor, /, *, axis: int = -1) -> torch.Tensor: ...
    def vector_norm(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> torch.Tensor: ...

class TorchFFT(Protocol):
    """The ``fft`` extension (Torch)."""

    def fft(
        self,
        x: torch.Tensor,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> torch.Tensor: ...
    def fftfreq(
        self,
        n: int,
        /,
        *,
        d: float = 1.0,
        dtype: torch.dtype | None = None,
        device: torch.device | str | None = None,
    ) -> torch.Tensor: ...
    def fftn(
        self,
        x: torch.Tensor,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> torch.Tensor: ...
    def fftshift(
        self,
        x: torch.Tensor,
        /,
        *,
        axes: int | Sequence[int] | None = None,
    ) -> torch.Tensor: ...
    def hfft(
        self,
        x: torch.Tensor,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> torch.Tensor: ...
    def ifft(
        self,
        x: torch.Tensor,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> torch.Tensor: ...
    def ifftn(
        self,
        x: torch.Tensor,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> torch.Tensor: ...
    def ifftshift(
        self,
        x: torch.Tensor,
        /,
        *,
        axes: int | Sequence[int] | None = None,
    ) -> torch.Tensor: ...
    def ihfft(
        self,
        x: torch.Tensor,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> torch.Tensor: ...
    def irfft(
        self,
        x: torch.Tensor,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> torch.Tensor: ...
    def irfftn(
        self,
        x: torch.Tensor,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> torch.Tensor: ...
    def rfft(
        self,
        x: torch.Tensor,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> torch.Tensor: ...
    def rfftfreq(
        self,
        n: int,
        /,
        *,
        d: float = 1.0,
        dtype: torch.dtype | None = None,
        device: torch.device | str | None = None,
    ) -> torch.Tensor: ...
    def rfftn(
        self,
        x: torch.Tensor,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> torch.Tensor: ...

class TorchInfo(Protocol):
    """What ``__array_namespace_info__()`` returns."""

    def capabilities(self) -> dict[str, bool | int | None]: ...
    def default_device(self) -> torch.device: ...
    def default_dtypes(
        self,
        *,
        device: torch.device | str | None = None,
    ) -> dict[str, torch.dtype]: ...
    def devices(self) -> tuple[torch.device, ...]: ...
    def dtypes(
        self,
        *,
        device: torch.device | str | None = None,
        kind: str | tuple[str, ...] | None = None,
    ) -> dict[str, torch.dtype]: ...

class TorchAutodiff(Protocol):
    """The ``autodiff`` extension of ours."""

    @property
    def backend(self) -> str: ...
    @property
    def primitive(self) -> Primitive: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], tuple[_R, _Aux]], argnums: Literal[0] = 0,
        *, has_aux: Literal[True],
    ) -> Callable[Concatenate[_T, _P], tuple[_T, _Aux]]: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
    ) -> Callable[_P, Any]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False,
    ) -> Callable[Concatenate[_T, _P], tuple[_R, _T]]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], tuple[_R, _Aux]], argnums: Literal[0] = 0,
        *, has_aux: Literal[True],
    ) -> Callable[Concatenate[_T, _P], tuple[tuple[_R, _Aux], _T]]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
    ) -> Callable[_P, tuple[Any, Any]]: ...
    @overload
    def jacfwd(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False, holomorphic: bool = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def jacfwd(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    @overload
    def jacrev(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False, holomorphic: bool = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def jacrev(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    def hessian(
        self, fun: Callable[_P, object], argnums: int | Sequence[int] = 0, has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    def hvp(
        self, fun: Callable[[_T], object], primals: Sequence[_T], tangents: Sequence[_T],
    ) -> _T: ...
    @overload
    def jvp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., _R], primals: Sequence[object], tangents: Sequence[object],
        has_aux: Literal[False] = False,
    ) -> tuple[_R, _R]: ...
    @overload
    def jvp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., tuple[_R, _Aux]], primals: Sequence[object],
        tangents: Sequence[object], has_aux: Literal[True],
    ) -> tuple[_R, _R, _Aux]: ...
    @overload
    def vjp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., _R], *primals: object, has_aux: Literal[False] = False,
    ) -> tuple[_R, Callable[[_R], tuple[Any, ...]]]: ...
    @overload
    def vjp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., tuple[_R, _Aux]], *primals: object, has_aux: Literal[True],
    ) -> tuple[_R, Callable[[_R], tuple[Any, ...]], _Aux]: ...
    def linearize(
        self, fun: Callable[..., _R], *primals: object,
    ) -> tuple[_R, Callable[..., _R]]: ...
    def stop_gradient(self, x: _T) -> _T: ...
    def custom_vjp(self, fun: Callable[..., object]) -> CustomVjp: ...
    def custom_gradient(
        self, fun: Callable[_P, tuple[_R, Callable[..., object]]],
    ) -> Callable[_P, _R]: ...
    def jit(
        self, fun: Callable[_P, _R], static_argnums: int | Sequence[int] = (), **options: object,
    ) -> Callable[_P, _R]: ...
    def vmap(
        self, fun: Callable[_P, _R], in_axes: object = 0, out_axes: object = 0,
    ) -> Callable[_P, _R]: ...

class TorchRandom(Protocol):
    """The ``random`` extension of ours."""

    def key(self, seed: int | torch.Tensor, *, device: torch.device | None = None) -> torch.Tensor: ...
    def split(self, key: torch.Tensor, num: int | tuple[int, ...] = 2) -> torch.Tensor: ...
    def fold_in(self, key: torch.Tensor, data: int | torch.Tensor) -> torch.Tensor: ...
    def bits(
        self, key: torch.Tensor, shape: int | tuple[int, ...] = (), dtype: torch.dtype | None = None,
        *, device: torch.device | None = None,
    ) -> torch.Tensor: ...
    def uniform(
        self, key: torch.Tensor, shape: int | tuple[int, ...] = (), dtype: torch.dtype | None = None,
        minval: float | torch.Tensor = 0.0, maxval: float | torch.Tensor = 1.0, *,
        device: torch.device | None = None,
    ) -> torch.Tensor: ...
    def normal(
        self, key: torch.Tensor, shape: int | tuple[int, ...] = (), dtype: torch.dtype | None = None,
        *, device: torch.device | None = None,
    ) -> torch.Tensor: ...
    def truncated_normal(
        self, key: torch.Tensor, lower: float | torch.Tensor, upper: float | torch.Tensor,
        shape: int | tuple[int, ...] | None = None, dtype: torch.dtype | None = None, *,
        device: torch.device | None = None,
    ) -> torch.Tensor: ...
    def bernoulli(
        self, key: torch.Tensor, p: float | torch.Tensor = 0.5, shape: int | tuple[int, ...] | None = None,
        mode: str = "low", *, device: torch.device | None = None,
    ) -> torch.Tensor: ...
    def randint(
        self, key: torch.Tensor, shape: int | tuple[int, ...], minval: int | torch.Tensor,
        maxval: int | torch.Tensor, dtype: torch.dtype | None = None, *, device: torch.device | None = None,
    ) -> torch.Tensor: ...
    def permutation(
        self, key: torch.Tensor, x: int | torch.Tensor, axis: int = 0, independent: bool = False, *,
        device: torch.device | None = None,
    ) -> torch.Tensor: ...
    def choice(
        self, key: torch.Tensor, a: int | torch.Tensor, shape: int | tuple[int, ...] = (),
        replace: bool = True, p: torch.Tensor | None = None, axis: int = 0, mode: str | None = None,
        *, device: torch.device | None = None,
    ) -> torch.Tensor: ...
    def categorical(
        self, key: torch.Tensor, logits: torch.Tensor, axis: int = -1,
        shape: int | tuple[int, ...] | None = None, replace: bool = True,
        mode: str | None = None, *, device: torch.device | None = None,
    ) -> torch.Tensor: ...

class TorchNamespace(Protocol):
    """The namespace ``xpagnostic.get_namespace`` gives for torch.Tensor arrays."""

    def abs(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def acos(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def acosh(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def add(self, x1: complex | torch.Tensor, x2: complex | torch.Tensor, /) -> torch.Tensor: ...
    def all(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> torch.Tensor: ...
    def any(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> torch.Tensor: ...
    def arange(
        self,
        start: float,
        /,
        stop: float | None = None,
        step: float = 1,
        *,
        dtype: torch.dtype | None = None,
        device: torch.device | str | None = None,
    ) -> torch.Tensor: ...
    def argmax(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int | None = None,
        keepdims: bool = False,
    ) -> torch.Tensor: ...
    def argmin(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int | None = None,
        keepdims: bool = False,
    ) -> torch.Tensor: ...
    def argsort(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int = -1,
        descending: bool = False,
        stable: bool = True,
    ) -> torch.Tensor: ...
    def asarray(
        self,
        obj: object,
        /,
        *,
        dtype: torch.dtype | None = None,
        device: torch.device | str | None = None,
        copy: bool | None = None,
    ) -> torch.Tensor: ...
    def asin(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def asinh(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def astype(
        self,
        x: torch.Tensor,
        dtype: torch.dtype,
        /,
        *,
        copy: bool = True,
        device: torch.device | str | None = None,
    ) -> torch.Tensor: ...
    def atan(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def atan2(self, x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
    def atanh(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def bitwise_and(self, x1: int | torch.Tensor, x2: int | torch.Tensor, /) -> torch.Tensor: ...
    def bitwise_invert(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def bitwise_left_shift(
        self,
        x1: int | torch.Tensor,
        x2: int | torch.Tensor,
        /,
    ) -> torch.Tensor: ...
    def bitwise_or(self, x1: int | torch.Tensor, x2: int | torch.Tensor, /) -> torch.Tensor: ...
    def bitwise_right_shift(
        self,
        x1: int | torch.Tensor,
        x2: int | torch.Tensor,
        /,
    ) -> torch.Tensor: ...
    def bitwise_xor(self, x1: int | torch.Tensor, x2: int | torch.Tensor, /) -> torch.Tensor: ...
    def broadcast_arrays(self, *arrays: torch.Tensor) -> tuple[torch.Tensor, ...]: ...
    def broadcast_shapes(self, *shapes: tuple[int, ...]) -> tuple[int, ...]: ...
    def broadcast_to(self, x: torch.Tensor, /, shape: tuple[int | None, ...]) -> torch.Tensor: ...
    def can_cast(self, from_: torch.dtype | torch.Tensor, to: torch.dtype, /) -> bool: ...
    def ceil(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def clip(
        self,
        x: torch.Tensor,
        /,
        min: torch.Tensor | float | None = None,
        max: torch.Tensor | float | None = None,
    ) -> torch.Tensor: ...
    def concat(
        self,
        arrays: tuple[torch.Tensor, ...] | list[torch.Tensor],
        /,
        *,
        axis: int | None = 0,
    ) -> torch.Tensor: ...
    def conj(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def copysign(self, x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
    def cos(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def cosh(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def count_nonzero(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> torch.Tensor: ...
    def cumulative_prod(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int | None = None,
        dtype: torch.dtype | None = None,
        include_initial: bool = False,
    ) -> torch.Tensor: ...
    def cumulative_sum(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int | None = None,
        dtype: torch.dtype | None = None,
        include_initial: bool = False,
    ) -> torch.Tensor: ...
    def diff(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int = -1,
        n: int = 1,
        prepend: torch.Tensor | None = None,
        append: torch.Tensor | None = None,
    ) -> torch.Tensor: ...
    def divide(self, x1: complex | torch.Tensor, x2: complex | torch.Tensor, /) -> torch.Tensor: ...
    @property
    def e(self) -> float: ...
    def empty(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: torch.dtype | None = None,
        device: torch.device | str | None = None,
    ) -> torch.Tensor: ...
    def empty_like(
        self,
        x: torch.Tensor,
        /,
        *,
        dtype: torch.dtype | None = None,
        device: torch.device | str | None = None,
    ) -> torch.Tensor: ...
    def equal(self, x1: complex | torch.Tensor, x2: complex | torch.Tensor, /) -> torch.Tensor: ...
    def exp(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def expand_dims(self, x: torch.Tensor, /, axis: int) -> torch.Tensor: ...
    def expm1(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def eye(
        self,
        n_rows: int,
        n_cols: int | None = None,
        /,
        *,
        k: int = 0,
        dtype: torch.dtype | None = None,
        device: torch.device | str | None = None,
    ) -> torch.Tensor: ...
    def finfo(self, type: torch.dtype | torch.Tensor, /) -> FInfo[torch.dtype]: ...
    def flip(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> torch.Tensor: ...
    def floor(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def floor_divide(
        self,
        x1: float | torch.Tensor,
        x2: float | torch.Tensor,
        /,
    ) -> torch.Tensor: ...
    def from_dlpack(
        self,
        x: object,
        /,
        *,
        device: torch.device | str | None = None,
        copy: bool | None = None,
    ) -> torch.Tensor: ...
    def full(
        self,
        shape: int | tuple[int | None, ...],
        fill_value: complex,
        *,
        dtype: torch.dtype | None = None,
        device: torch.device | str | None = None,
    ) -> torch.Tensor: ...
    def full_like(
        self,
        x: torch.Tensor,
        /,
        fill_value: complex,
        *,
        dtype: torch.dtype | None = None,
        device: torch.device | str | None = None,
    ) -> torch.Tensor: ...
    def greater(self, x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
    def greater_equal(
        self,
        x1: float | torch.Tensor,
        x2: float | torch.Tensor,
        /,
    ) -> torch.Tensor: ...
    def hypot(self, x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
    def iinfo(self, type: torch.dtype | torch.Tensor, /) -> IInfo[torch.dtype]: ...
    def imag(self, x: torch.Tensor, /) -> torch.Tensor: ...
    @property
    def inf(self) -> float: ...
    def isdtype(
        self,
        dtype: torch.dtype,
        kind: torch.dtype | str | tuple[torch.dtype | str, ...],
    ) -> bool: ...
    def isfinite(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def isin(
        self,
        x1: torch.Tensor | int,
        x2: torch.Tensor | int,
        /,
        *,
        invert: bool = False,
    ) -> torch.Tensor: ...
    def isinf(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def isnan(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def less(self, x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
    def less_equal(self, x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
    def linspace(
        self,
        start: complex,
        stop: complex,
        /,
        num: int,
        *,
        dtype: torch.dtype | None = None,
        device: torch.device | str | None = None,
        endpoint: bool = True,
    ) -> torch.Tensor: ...
    def log(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def log10(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def log1p(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def log2(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def logaddexp(self, x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
    def logical_and(self, x1: bool | torch.Tensor, x2: bool | torch.Tensor, /) -> torch.Tensor: ...
    def logical_not(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def logical_or(self, x1: bool | torch.Tensor, x2: bool | torch.Tensor, /) -> torch.Tensor: ...
    def logical_xor(self, x1: bool | torch.Tensor, x2: bool | torch.Tensor, /) -> torch.Tensor: ...
    def matmul(self, x1: torch.Tensor, x2: torch.Tensor, /) -> torch.Tensor: ...
    def matrix_transpose(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def max(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> torch.Tensor: ...
    def maximum(self, x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
    def mean(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> torch.Tensor: ...
    def meshgrid(
        self,
        *arrays: torch.Tensor,
        indexing: Literal['xy', 'ij'] = 'xy',
    ) -> tuple[torch.Tensor, ...]: ...
    def min(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> torch.Tensor: ...
    def minimum(self, x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
    def moveaxis(
        self,
        x: torch.Tensor,
        source: int | tuple[int, ...],
        destination: int | tuple[int, ...],
        /,
    ) -> torch.Tensor: ...
    def multiply(
        self,
        x1: complex | torch.Tensor,
        x2: complex | torch.Tensor,
        /,
    ) -> torch.Tensor: ...
    @property
    def nan(self) -> float: ...
    def negative(self, x: torch.Tensor, /) -> torch.Tensor: ...
    @property
    def newaxis(self) -> None: ...
    def nextafter(self, x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
    def nonzero(self, x: torch.Tensor, /) -> tuple[torch.Tensor, ...]: ...
    def not_equal(
        self,
        x1: complex | torch.Tensor,
        x2: complex | torch.Tensor,
        /,
    ) -> torch.Tensor: ...
    def ones(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: torch.dtype | None = None,
        device: torch.device | str | None = None,
    ) -> torch.Tensor: ...
    def ones_like(
        self,
        x: torch.Tensor,
        /,
        *,
        dtype: torch.dtype | None = None,
        device: torch.device | str | None = None,
    ) -> torch.Tensor: ...
    def permute_dims(self, x: torch.Tensor, /, axes: tuple[int, ...]) -> torch.Tensor: ...
    @property
    def pi(self) -> float: ...
    def positive(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def pow(self, x1: complex | torch.Tensor, x2: complex | torch.Tensor, /) -> torch.Tensor: ...
    def prod(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: torch.dtype | None = None,
        keepdims: bool = False,
    ) -> torch.Tensor: ...
    def real(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def reciprocal(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def remainder(self, x1: float | torch.Tensor, x2: float | torch.Tensor, /) -> torch.Tensor: ...
    def repeat(
        self,
        x: torch.Tensor,
        repeats: int | torch.Tensor,
        /,
        *,
        axis: int | None = None,
    ) -> torch.Tensor: ...
    def reshape(
        self,
        x: torch.Tensor,
        /,
        shape: tuple[int | None, ...],
        *,
        copy: bool | None = None,
    ) -> torch.Tensor: ...
    def result_type(
        self,
        *arrays_and_dtypes: torch.Tensor | torch.dtype | complex,
    ) -> torch.dtype: ...
    def roll(
        self,
        x: torch.Tensor,
        /,
        shift: int | tuple[int, ...],
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> torch.Tensor: ...
    def round(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def searchsorted(
        self,
        x1: torch.Tensor,
        x2: torch.Tensor | int | float,
        /,
        *,
        side: Literal['left', 'right'] = 'left',
        sorter: torch.Tensor | None = None,
    ) -> torch.Tensor: ...
    def sign(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def signbit(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def sin(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def sinh(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def sort(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int = -1,
        descending: bool = False,
        stable: bool = True,
    ) -> torch.Tensor: ...
    def sqrt(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def square(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def squeeze(self, x: torch.Tensor, /, axis: int | tuple[int, ...]) -> torch.Tensor: ...
    def stack(
        self,
        arrays: tuple[torch.Tensor, ...] | list[torch.Tensor],
        /,
        *,
        axis: int = 0,
    ) -> torch.Tensor: ...
    def std(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> torch.Tensor: ...
    def subtract(
        self,
        x1: complex | torch.Tensor,
        x2: complex | torch.Tensor,
        /,
    ) -> torch.Tensor: ...
    def sum(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: torch.dtype | None = None,
        keepdims: bool = False,
    ) -> torch.Tensor: ...
    def take(
        self,
        x: torch.Tensor,
        indices: torch.Tensor,
        /,
        *,
        axis: int | None = None,
    ) -> torch.Tensor: ...
    def take_along_axis(
        self,
        x: torch.Tensor,
        indices: torch.Tensor,
        /,
        *,
        axis: int = -1,
    ) -> torch.Tensor: ...
    def tan(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def tanh(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def tensordot(
        self,
        x1: torch.Tensor,
        x2: torch.Tensor,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
    ) -> torch.Tensor: ...
    def tile(self, x: torch.Tensor, repetitions: tuple[int, ...], /) -> torch.Tensor: ...
    def tril(self, x: torch.Tensor, /, *, k: int = 0) -> torch.Tensor: ...
    def triu(self, x: torch.Tensor, /, *, k: int = 0) -> torch.Tensor: ...
    def trunc(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def unique_all(self, x: torch.Tensor, /) -> UniqueAllResult[torch.Tensor]: ...
    def unique_counts(self, x: torch.Tensor, /) -> UniqueCountsResult[torch.Tensor]: ...
    def unique_inverse(self, x: torch.Tensor, /) -> UniqueInverseResult[torch.Tensor]: ...
    def unique_values(self, x: torch.Tensor, /) -> torch.Tensor: ...
    def unstack(self, x: torch.Tensor, /, *, axis: int = 0) -> tuple[torch.Tensor, ...]: ...
    def var(
        self,
        x: torch.Tensor,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> torch.Tensor: ...
    def vecdot(self, x1: torch.Tensor, x2: torch.Tensor, /, *, axis: int = -1) -> torch.Tensor: ...
    def where(
        self,
        condition: torch.Tensor,
        x1: torch.Tensor | complex,
        x2: torch.Tensor | complex,
        /,
    ) -> torch.Tensor: ...
    def zeros(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: torch.dtype | None = None,
        device: torch.device | str | None = None,
    ) -> torch.Tensor: ...
    def zeros_like(
        self,
        x: torch.Tensor,
        /,
        *,
        dtype: torch.dtype | None = None,
        device: torch.device | str | None = None,
    ) -> torch.Tensor: ...
    @property
    def bool(self) -> torch.dtype: ...
    @property
    def int8(self) -> torch.dtype: ...
    @property
    def int16(self) -> torch.dtype: ...
    @property
    def int32(self) -> torch.dtype: ...
    @property
    def int64(self) -> torch.dtype: ...
    @property
    def uint8(self) -> torch.dtype: ...
    @property
    def uint16(self) -> torch.dtype: ...
    @property
    def uint32(self) -> torch.dtype: ...
    @property
    def uint64(self) -> torch.dtype: ...
    @property
    def float32(self) -> torch.dtype: ...
    @property
    def float64(self) -> torch.dtype: ...
    @property
    def complex64(self) -> torch.dtype: ...
    @property
    def complex128(self) -> torch.dtype: ...
    @property
    def float16(self) -> torch.dtype: ...
    @property
    def bfloat16(self) -> torch.dtype: ...
    def __array_namespace_info__(self) -> TorchInfo: ...
    @property
    def __array_api_version__(self) -> str: ...
    @property
    def __name__(self) -> str: ...
    @property
    def autodiff(self) -> TorchAutodiff: ...
    @property
    def fft(self) -> TorchFFT: ...
    @property
    def linalg(self) -> TorchLinalg: ...
    @property
    def random(self) -> TorchRandom: ...

class JaxLinalg(Protocol):
    """The ``linalg`` extension (Jax)."""

    def cholesky(self, x: jax.Array, /, *, upper: bool = False) -> jax.Array: ...
    def cross(self, x1: jax.Array, x2: jax.Array, /, *, axis: int = -1) -> jax.Array: ...
    def det(self, x: jax.Array, /) -> jax.Array: ...
    def diagonal(self, x: jax.Array, /, *, offset: int = 0) -> jax.Array: ...
    def eig(self, x: jax.Array, /) -> EigResult[jax.Array]: ...
    def eigh(self, x: jax.Array, /) -> EighResult[jax.Array]: ...
    def eigvals(self, x: jax.Array, /) -> jax.Array: ...
    def eigvalsh(self, x: jax.Array, /) -> jax.Array: ...
    def inv(self, x: jax.Array, /) -> jax.Array: ...
    def matmul(self, x1: jax.Array, x2: jax.Array, /) -> jax.Array: ...
    def matrix_norm(
        self,
        x: jax.Array,
        /,
        *,
        keepdims: bool = False,
        ord: float | Literal['fro', 'nuc'] | None = 'fro',
    ) -> jax.Array: ...
    def matrix_power(self, x: jax.Array, n: int, /) -> jax.Array: ...
    def matrix_rank(
        self,
        x: jax.Array,
        /,
        *,
        rtol: float | jax.Array | None = None,
    ) -> jax.Array: ...
    def matrix_transpose(self, x: jax.Array, /) -> jax.Array: ...
    def outer(self, x1: jax.Array, x2: jax.Array, /) -> jax.Array: ...
    def pinv(self, x: jax.Array, /, *, rtol: float | jax.Array | None = None) -> jax.Array: ...
    def qr(
        self,
        x: jax.Array,
        /,
        *,
        mode: Literal['reduced', 'complete'] = 'reduced',
    ) -> QRResult[jax.Array]: ...
    def slogdet(self, x: jax.Array, /) -> SlogdetResult[jax.Array]: ...
    def solve(self, x1: jax.Array, x2: jax.Array, /) -> jax.Array: ...
    def svd(self, x: jax.Array, /, *, full_matrices: bool = True) -> SVDResult[jax.Array]: ...
    def svdvals(self, x: jax.Array, /) -> jax.Array: ...
    def tensordot(
        self,
        x1: jax.Array,
        x2: jax.Array,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
    ) -> jax.Array: ...
    def trace(
        self,
        x: jax.Array,
        /,
        *,
        offset: int = 0,
        dtype: jax.typing.DTypeLike | None = None,
    ) -> jax.Array: ...
    def vecdot(self, x1: jax.Array, x2: jax.Array, /, *, axis: int = -1) -> jax.Array: ...
    def vector_norm(
        self,
        x: jax.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> jax.Array: ...

class JaxFFT(Protocol):
    """The ``fft`` extension (Jax)."""

    def fft(
        self,
        x: jax.Array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> jax.Array: ...
    def fftfreq(
        self,
        n: int,
        /,
        *,
        d: float = 1.0,
        dtype: jax.typing.DTypeLike | None = None,
        device: object = None,
    ) -> jax.Array: ...
    def fftn(
        self,
        x: jax.Array,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> jax.Array: ...
    def fftshift(
        self,
        x: jax.Array,
        /,
        *,
        axes: int | Sequence[int] | None = None,
    ) -> jax.Array: ...
    def hfft(
        self,
        x: jax.Array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> jax.Array: ...
    def ifft(
        self,
        x: jax.Array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> jax.Array: ...
    def ifftn(
        self,
        x: jax.Array,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> jax.Array: ...
    def ifftshift(
        self,
        x: jax.Array,
        /,
        *,
        axes: int | Sequence[int] | None = None,
    ) -> jax.Array: ...
    def ihfft(
        self,
        x: jax.Array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> jax.Array: ...
    def irfft(
        self,
        x: jax.Array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> jax.Array: ...
    def irfftn(
        self,
        x: jax.Array,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> jax.Array: ...
    def rfft(
        self,
        x: jax.Array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> jax.Array: ...
    def rfftfreq(
        self,
        n: int,
        /,
        *,
        d: float = 1.0,
        dtype: jax.typing.DTypeLike | None = None,
        device: object = None,
    ) -> jax.Array: ...
    def rfftn(
        self,
        x: jax.Array,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> jax.Array: ...

class JaxInfo(Protocol):
    """What ``__array_namespace_info__()`` returns."""

    def capabilities(self) -> dict[str, bool | int | None]: ...
    def default_device(self) -> object: ...
    def default_dtypes(self, *, device: object = None) -> dict[str, numpy.dtype[Any]]: ...
    def devices(self) -> tuple[object, ...]: ...
    def dtypes(
        self,
        *,
        device: object = None,
        kind: str | tuple[str, ...] | None = None,
    ) -> dict[str, numpy.dtype[Any]]: ...

class JaxAutodiff(Protocol):
    """The ``autodiff`` extension of ours."""

    @property
    def backend(self) -> str: ...
    @property
    def primitive(self) -> Primitive: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], tuple[_R, _Aux]], argnums: Literal[0] = 0,
        *, has_aux: Literal[True],
    ) -> Callable[Concatenate[_T, _P], tuple[_T, _Aux]]: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
    ) -> Callable[_P, Any]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False,
    ) -> Callable[Concatenate[_T, _P], tuple[_R, _T]]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], tuple[_R, _Aux]], argnums: Literal[0] = 0,
        *, has_aux: Literal[True],
    ) -> Callable[Concatenate[_T, _P], tuple[tuple[_R, _Aux], _T]]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
    ) -> Callable[_P, tuple[Any, Any]]: ...
    @overload
    def jacfwd(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False, holomorphic: bool = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def jacfwd(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    @overload
    def jacrev(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False, holomorphic: bool = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def jacrev(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    def hessian(
        self, fun: Callable[_P, object], argnums: int | Sequence[int] = 0, has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    def hvp(
        self, fun: Callable[[_T], object], primals: Sequence[_T], tangents: Sequence[_T],
    ) -> _T: ...
    @overload
    def jvp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., _R], primals: Sequence[object], tangents: Sequence[object],
        has_aux: Literal[False] = False,
    ) -> tuple[_R, _R]: ...
    @overload
    def jvp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., tuple[_R, _Aux]], primals: Sequence[object],
        tangents: Sequence[object], has_aux: Literal[True],
    ) -> tuple[_R, _R, _Aux]: ...
    @overload
    def vjp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., _R], *primals: object, has_aux: Literal[False] = False,
    ) -> tuple[_R, Callable[[_R], tuple[Any, ...]]]: ...
    @overload
    def vjp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., tuple[_R, _Aux]], *primals: object, has_aux: Literal[True],
    ) -> tuple[_R, Callable[[_R], tuple[Any, ...]], _Aux]: ...
    def linearize(
        self, fun: Callable[..., _R], *primals: object,
    ) -> tuple[_R, Callable[..., _R]]: ...
    def stop_gradient(self, x: _T) -> _T: ...
    def custom_vjp(self, fun: Callable[..., object]) -> CustomVjp: ...
    def custom_gradient(
        self, fun: Callable[_P, tuple[_R, Callable[..., object]]],
    ) -> Callable[_P, _R]: ...
    def jit(
        self, fun: Callable[_P, _R], static_argnums: int | Sequence[int] = (), **options: object,
    ) -> Callable[_P, _R]: ...
    def vmap(
        self, fun: Callable[_P, _R], in_axes: object = 0, out_axes: object = 0,
    ) -> Callable[_P, _R]: ...

class JaxRandom(Protocol):
    """The ``random`` extension of ours."""

    def key(self, seed: int | jax.Array, *, device: object | None = None) -> jax.Array: ...
    def split(self, key: jax.Array, num: int | tuple[int, ...] = 2) -> jax.Array: ...
    def fold_in(self, key: jax.Array, data: int | jax.Array) -> jax.Array: ...
    def bits(
        self, key: jax.Array, shape: int | tuple[int, ...] = (), dtype: jax.typing.DTypeLike | None = None,
        *, device: object | None = None,
    ) -> jax.Array: ...
    def uniform(
        self, key: jax.Array, shape: int | tuple[int, ...] = (), dtype: jax.typing.DTypeLike | None = None,
        minval: float | jax.Array = 0.0, maxval: float | jax.Array = 1.0, *,
        device: object | None = None,
    ) -> jax.Array: ...
    def normal(
        self, key: jax.Array, shape: int | tuple[int, ...] = (), dtype: jax.typing.DTypeLike | None = None,
        *, device: object | None = None,
    ) -> jax.Array: ...
    def truncated_normal(
        self, key: jax.Array, lower: float | jax.Array, upper: float | jax.Array,
        shape: int | tuple[int, ...] | None = None, dtype: jax.typing.DTypeLike | None = None, *,
        device: object | None = None,
    ) -> jax.Array: ...
    def bernoulli(
        self, key: jax.Array, p: float | jax.Array = 0.5, shape: int | tuple[int, ...] | None = None,
        mode: str = "low", *, device: object | None = None,
    ) -> jax.Array: ...
    def randint(
        self, key: jax.Array, shape: int | tuple[int, ...], minval: int | jax.Array,
        maxval: int | jax.Array, dtype: jax.typing.DTypeLike | None = None, *, device: object | None = None,
    ) -> jax.Array: ...
    def permutation(
        self, key: jax.Array, x: int | jax.Array, axis: int = 0, independent: bool = False, *,
        device: object | None = None,
    ) -> jax.Array: ...
    def choice(
        self, key: jax.Array, a: int | jax.Array, shape: int | tuple[int, ...] = (),
        replace: bool = True, p: jax.Array | None = None, axis: int = 0, mode: str | None = None,
        *, device: object | None = None,
    ) -> jax.Array: ...
    def categorical(
        self, key: jax.Array, logits: jax.Array, axis: int = -1,
        shape: int | tuple[int, ...] | None = None, replace: bool = True,
        mode: str | None = None, *, device: object | None = None,
    ) -> jax.Array: ...

class JaxNamespace(Protocol):
    """The namespace ``xpagnostic.get_namespace`` gives for jax.Array arrays."""

    def abs(self, x: jax.Array, /) -> jax.Array: ...
    def acos(self, x: jax.Array, /) -> jax.Array: ...
    def acosh(self, x: jax.Array, /) -> jax.Array: ...
    def add(self, x1: complex | jax.Array, x2: complex | jax.Array, /) -> jax.Array: ...
    def all(
        self,
        x: jax.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> jax.Array: ...
    def any(
        self,
        x: jax.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> jax.Array: ...
    def arange(
        self,
        start: float,
        /,
        stop: float | None = None,
        step: float = 1,
        *,
        dtype: jax.typing.DTypeLike | None = None,
        device: object = None,
    ) -> jax.Array: ...
    def argmax(
        self,
        x: jax.Array,
        /,
        *,
        axis: int | None = None,
        keepdims: bool = False,
    ) -> jax.Array: ...
    def argmin(
        self,
        x: jax.Array,
        /,
        *,
        axis: int | None = None,
        keepdims: bool = False,
    ) -> jax.Array: ...
    def argsort(
        self,
        x: jax.Array,
        /,
        *,
        axis: int = -1,
        descending: bool = False,
        stable: bool = True,
    ) -> jax.Array: ...
    def asarray(
        self,
        obj: object,
        /,
        *,
        dtype: jax.typing.DTypeLike | None = None,
        device: object = None,
        copy: bool | None = None,
    ) -> jax.Array: ...
    def asin(self, x: jax.Array, /) -> jax.Array: ...
    def asinh(self, x: jax.Array, /) -> jax.Array: ...
    def astype(
        self,
        x: jax.Array,
        dtype: jax.typing.DTypeLike,
        /,
        *,
        copy: bool = True,
        device: object = None,
    ) -> jax.Array: ...
    def atan(self, x: jax.Array, /) -> jax.Array: ...
    def atan2(self, x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
    def atanh(self, x: jax.Array, /) -> jax.Array: ...
    def bitwise_and(self, x1: int | jax.Array, x2: int | jax.Array, /) -> jax.Array: ...
    def bitwise_invert(self, x: jax.Array, /) -> jax.Array: ...
    def bitwise_left_shift(self, x1: int | jax.Array, x2: int | jax.Array, /) -> jax.Array: ...
    def bitwise_or(self, x1: int | jax.Array, x2: int | jax.Array, /) -> jax.Array: ...
    def bitwise_right_shift(self, x1: int | jax.Array, x2: int | jax.Array, /) -> jax.Array: ...
    def bitwise_xor(self, x1: int | jax.Array, x2: int | jax.Array, /) -> jax.Array: ...
    def broadcast_arrays(self, *arrays: jax.Array) -> tuple[jax.Array, ...]: ...
    def broadcast_shapes(self, *shapes: tuple[int, ...]) -> tuple[int, ...]: ...
    def broadcast_to(self, x: jax.Array, /, shape: tuple[int | None, ...]) -> jax.Array: ...
    def can_cast(
        self,
        from_: jax.typing.DTypeLike | jax.Array,
        to: jax.typing.DTypeLike,
        /,
    ) -> bool: ...
    def ceil(self, x: jax.Array, /) -> jax.Array: ...
    def clip(
        self,
        x: jax.Array,
        /,
        min: jax.Array | float | None = None,
        max: jax.Array | float | None = None,
    ) -> jax.Array: ...
    def concat(
        self,
        arrays: tuple[jax.Array, ...] | list[jax.Array],
        /,
        *,
        axis: int | None = 0,
    ) -> jax.Array: ...
    def conj(self, x: jax.Array, /) -> jax.Array: ...
    def copysign(self, x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
    def cos(self, x: jax.Array, /) -> jax.Array: ...
    def cosh(self, x: jax.Array, /) -> jax.Array: ...
    def count_nonzero(
        self,
        x: jax.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> jax.Array: ...
    def cumulative_prod(
        self,
        x: jax.Array,
        /,
        *,
        axis: int | None = None,
        dtype: jax.typing.DTypeLike | None = None,
        include_initial: bool = False,
    ) -> jax.Array: ...
    def cumulative_sum(
        self,
        x: jax.Array,
        /,
        *,
        axis: int | None = None,
        dtype: jax.typing.DTypeLike | None = None,
        include_initial: bool = False,
    ) -> jax.Array: ...
    def diff(
        self,
        x: jax.Array,
        /,
        *,
        axis: int = -1,
        n: int = 1,
        prepend: jax.Array | None = None,
        append: jax.Array | None = None,
    ) -> jax.Array: ...
    def divide(self, x1: complex | jax.Array, x2: complex | jax.Array, /) -> jax.Array: ...
    @property
    def e(self) -> float: ...
    def empty(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: jax.typing.DTypeLike | None = None,
        device: object = None,
    ) -> jax.Array: ...
    def empty_like(
        self,
        x: jax.Array,
        /,
        *,
        dtype: jax.typing.DTypeLike | None = None,
        device: object = None,
    ) -> jax.Array: ...
    def equal(self, x1: complex | jax.Array, x2: complex | jax.Array, /) -> jax.Array: ...
    def exp(self, x: jax.Array, /) -> jax.Array: ...
    def expand_dims(self, x: jax.Array, /, axis: int) -> jax.Array: ...
    def expm1(self, x: jax.Array, /) -> jax.Array: ...
    def eye(
        self,
        n_rows: int,
        n_cols: int | None = None,
        /,
        *,
        k: int = 0,
        dtype: jax.typing.DTypeLike | None = None,
        device: object = None,
    ) -> jax.Array: ...
    def finfo(self, type: jax.typing.DTypeLike | jax.Array, /) -> FInfo[numpy.dtype[Any]]: ...
    def flip(self, x: jax.Array, /, *, axis: int | tuple[int, ...] | None = None) -> jax.Array: ...
    def floor(self, x: jax.Array, /) -> jax.Array: ...
    def floor_divide(self, x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
    def from_dlpack(
        self,
        x: object,
        /,
        *,
        device: object = None,
        copy: bool | None = None,
    ) -> jax.Array: ...
    def full(
        self,
        shape: int | tuple[int | None, ...],
        fill_value: complex,
        *,
        dtype: jax.typing.DTypeLike | None = None,
        device: object = None,
    ) -> jax.Array: ...
    def full_like(
        self,
        x: jax.Array,
        /,
        fill_value: complex,
        *,
        dtype: jax.typing.DTypeLike | None = None,
        device: object = None,
    ) -> jax.Array: ...
    def greater(self, x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
    def greater_equal(self, x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
    def hypot(self, x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
    def iinfo(self, type: jax.typing.DTypeLike | jax.Array, /) -> IInfo[numpy.dtype[Any]]: ...
    def imag(self, x: jax.Array, /) -> jax.Array: ...
    @property
    def inf(self) -> float: ...
    def isdtype(
        self,
        dtype: jax.typing.DTypeLike,
        kind: jax.typing.DTypeLike | str | tuple[jax.typing.DTypeLike | str, ...],
    ) -> bool: ...
    def isfinite(self, x: jax.Array, /) -> jax.Array: ...
    def isin(
        self,
        x1: jax.Array | int,
        x2: jax.Array | int,
        /,
        *,
        invert: bool = False,
    ) -> jax.Array: ...
    def isinf(self, x: jax.Array, /) -> jax.Array: ...
    def isnan(self, x: jax.Array, /) -> jax.Array: ...
    def less(self, x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
    def less_equal(self, x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
    def linspace(
        self,
        start: complex,
        stop: complex,
        /,
        num: int,
        *,
        dtype: jax.typing.DTypeLike | None = None,
        device: object = None,
        endpoint: bool = True,
    ) -> jax.Array: ...
    def log(self, x: jax.Array, /) -> jax.Array: ...
    def log10(self, x: jax.Array, /) -> jax.Array: ...
    def log1p(self, x: jax.Array, /) -> jax.Array: ...
    def log2(self, x: jax.Array, /) -> jax.Array: ...
    def logaddexp(self, x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
    def logical_and(self, x1: bool | jax.Array, x2: bool | jax.Array, /) -> jax.Array: ...
    def logical_not(self, x: jax.Array, /) -> jax.Array: ...
    def logical_or(self, x1: bool | jax.Array, x2: bool | jax.Array, /) -> jax.Array: ...
    def logical_xor(self, x1: bool | jax.Array, x2: bool | jax.Array, /) -> jax.Array: ...
    def matmul(self, x1: jax.Array, x2: jax.Array, /) -> jax.Array: ...
    def matrix_transpose(self, x: jax.Array, /) -> jax.Array: ...
    def max(
        self,
        x: jax.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> jax.Array: ...
    def maximum(self, x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
    def mean(
        self,
        x: jax.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> jax.Array: ...
    def meshgrid(
        self,
        *arrays: jax.Array,
        indexing: Literal['xy', 'ij'] = 'xy',
    ) -> tuple[jax.Array, ...]: ...
    def min(
        self,
        x: jax.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> jax.Array: ...
    def minimum(self, x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
    def moveaxis(
        self,
        x: jax.Array,
        source: int | tuple[int, ...],
        destination: int | tuple[int, ...],
        /,
    ) -> jax.Array: ...
    def multiply(self, x1: complex | jax.Array, x2: complex | jax.Array, /) -> jax.Array: ...
    @property
    def nan(self) -> float: ...
    def negative(self, x: jax.Array, /) -> jax.Array: ...
    @property
    def newaxis(self) -> None: ...
    def nextafter(self, x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
    def nonzero(self, x: jax.Array, /) -> tuple[jax.Array, ...]: ...
    def not_equal(self, x1: complex | jax.Array, x2: complex | jax.Array, /) -> jax.Array: ...
    def ones(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: jax.typing.DTypeLike | None = None,
        device: object = None,
    ) -> jax.Array: ...
    def ones_like(
        self,
        x: jax.Array,
        /,
        *,
        dtype: jax.typing.DTypeLike | None = None,
        device: object = None,
    ) -> jax.Array: ...
    def permute_dims(self, x: jax.Array, /, axes: tuple[int, ...]) -> jax.Array: ...
    @property
    def pi(self) -> float: ...
    def positive(self, x: jax.Array, /) -> jax.Array: ...
    def pow(self, x1: complex | jax.Array, x2: complex | jax.Array, /) -> jax.Array: ...
    def prod(
        self,
        x: jax.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: jax.typing.DTypeLike | None = None,
        keepdims: bool = False,
    ) -> jax.Array: ...
    def real(self, x: jax.Array, /) -> jax.Array: ...
    def reciprocal(self, x: jax.Array, /) -> jax.Array: ...
    def remainder(self, x1: float | jax.Array, x2: float | jax.Array, /) -> jax.Array: ...
    def repeat(
        self,
        x: jax.Array,
        repeats: int | jax.Array,
        /,
        *,
        axis: int | None = None,
    ) -> jax.Array: ...
    def reshape(
        self,
        x: jax.Array,
        /,
        shape: tuple[int | None, ...],
        *,
        copy: bool | None = None,
    ) -> jax.Array: ...
    def result_type(
        self,
        *arrays_and_dtypes: jax.Array | jax.typing.DTypeLike | complex,
    ) -> numpy.dtype[Any]: ...
    def roll(
        self,
        x: jax.Array,
        /,
        shift: int | tuple[int, ...],
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> jax.Array: ...
    def round(self, x: jax.Array, /) -> jax.Array: ...
    def searchsorted(
        self,
        x1: jax.Array,
        x2: jax.Array | int | float,
        /,
        *,
        side: Literal['left', 'right'] = 'left',
        sorter: jax.Array | None = None,
    ) -> jax.Array: ...
    def sign(self, x: jax.Array, /) -> jax.Array: ...
    def signbit(self, x: jax.Array, /) -> jax.Array: ...
    def sin(self, x: jax.Array, /) -> jax.Array: ...
    def sinh(self, x: jax.Array, /) -> jax.Array: ...
    def sort(
        self,
        x: jax.Array,
        /,
        *,
        axis: int = -1,
        descending: bool = False,
        stable: bool = True,
    ) -> jax.Array: ...
    def sqrt(self, x: jax.Array, /) -> jax.Array: ...
    def square(self, x: jax.Array, /) -> jax.Array: ...
    def squeeze(self, x: jax.Array, /, axis: int | tuple[int, ...]) -> jax.Array: ...
    def stack(
        self,
        arrays: tuple[jax.Array, ...] | list[jax.Array],
        /,
        *,
        axis: int = 0,
    ) -> jax.Array: ...
    def std(
        self,
        x: jax.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> jax.Array: ...
    def subtract(self, x1: complex | jax.Array, x2: complex | jax.Array, /) -> jax.Array: ...
    def sum(
        self,
        x: jax.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: jax.typing.DTypeLike | None = None,
        keepdims: bool = False,
    ) -> jax.Array: ...
    def take(
        self,
        x: jax.Array,
        indices: jax.Array,
        /,
        *,
        axis: int | None = None,
    ) -> jax.Array: ...
    def take_along_axis(
        self,
        x: jax.Array,
        indices: jax.Array,
        /,
        *,
        axis: int = -1,
    ) -> jax.Array: ...
    def tan(self, x: jax.Array, /) -> jax.Array: ...
    def tanh(self, x: jax.Array, /) -> jax.Array: ...
    def tensordot(
        self,
        x1: jax.Array,
        x2: jax.Array,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
    ) -> jax.Array: ...
    def tile(self, x: jax.Array, repetitions: tuple[int, ...], /) -> jax.Array: ...
    def tril(self, x: jax.Array, /, *, k: int = 0) -> jax.Array: ...
    def triu(self, x: jax.Array, /, *, k: int = 0) -> jax.Array: ...
    def trunc(self, x: jax.Array, /) -> jax.Array: ...
    def unique_all(
        self,
        x: jax.Array,
        /,
        *,
        size: int | None = None,
        fill_value: complex | None = None,
    ) -> UniqueAllResult[jax.Array]: ...
    def unique_counts(
        self,
        x: jax.Array,
        /,
        *,
        size: int | None = None,
        fill_value: complex | None = None,
    ) -> UniqueCountsResult[jax.Array]: ...
    def unique_inverse(
        self,
        x: jax.Array,
        /,
        *,
        size: int | None = None,
        fill_value: complex | None = None,
    ) -> UniqueInverseResult[jax.Array]: ...
    def unique_values(
        self,
        x: jax.Array,
        /,
        *,
        size: int | None = None,
        fill_value: complex | None = None,
    ) -> jax.Array: ...
    def unstack(self, x: jax.Array, /, *, axis: int = 0) -> tuple[jax.Array, ...]: ...
    def var(
        self,
        x: jax.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> jax.Array: ...
    def vecdot(self, x1: jax.Array, x2: jax.Array, /, *, axis: int = -1) -> jax.Array: ...
    def where(
        self,
        condition: jax.Array,
        x1: jax.Array | complex,
        x2: jax.Array | complex,
        /,
    ) -> jax.Array: ...
    def zeros(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: jax.typing.DTypeLike | None = None,
        device: object = None,
    ) -> jax.Array: ...
    def zeros_like(
        self,
        x: jax.Array,
        /,
        *,
        dtype: jax.typing.DTypeLike | None = None,
        device: object = None,
    ) -> jax.Array: ...
    @property
    def bool(self) -> type: ...
    @property
    def int8(self) -> type: ...
    @property
    def int16(self) -> type: ...
    @property
    def int32(self) -> type: ...
    @property
    def int64(self) -> type: ...
    @property
    def uint8(self) -> type: ...
    @property
    def uint16(self) -> type: ...
    @property
    def uint32(self) -> type: ...
    @property
    def uint64(self) -> type: ...
    @property
    def float32(self) -> type: ...
    @property
    def float64(self) -> type: ...
    @property
    def complex64(self) -> type: ...
    @property
    def complex128(self) -> type: ...
    @property
    def float16(self) -> type: ...
    @property
    def bfloat16(self) -> type: ...
    def __array_namespace_info__(self) -> JaxInfo: ...
    @property
    def __array_api_version__(self) -> str: ...
    @property
    def __name__(self) -> str: ...
    @property
    def autodiff(self) -> JaxAutodiff: ...
    @property
    def fft(self) -> JaxFFT: ...
    @property
    def linalg(self) -> JaxLinalg: ...
    @property
    def random(self) -> JaxRandom: ...

class TensorFlowLinalg(Protocol):
    """The ``linalg`` extension (TensorFlow)."""

    def cholesky(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        upper: bool = False,
    ) -> tensorflow.Tensor: ...
    def cross(
        self,
        x1: tensorflow.Tensor | tensorflow.Variable,
        x2: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int = -1,
    ) -> tensorflow.Tensor: ...
    def det(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def diagonal(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        offset: int = 0,
    ) -> tensorflow.Tensor: ...
    def eig(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> EigResult[tensorflow.Tensor]: ...
    def eigh(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> EighResult[tensorflow.Tensor]: ...
    def eigvals(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def eigvalsh(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def inv(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def matmul(
        self,
        x1: tensorflow.Tensor | tensorflow.Variable,
        x2: tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def matrix_norm(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        keepdims: bool = False,
        ord: float | Literal['fro', 'nuc'] | None = 'fro',
    ) -> tensorflow.Tensor: ...
    def matrix_power(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        n: int,
        /,
    ) -> tensorflow.Tensor: ...
    def matrix_rank(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        rtol: float | tensorflow.Tensor | tensorflow.Variable | None = None,
    ) -> tensorflow.Tensor: ...
    def matrix_transpose(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def outer(
        self,
        x1: tensorflow.Tensor | tensorflow.Variable,
        x2: tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def pinv(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        rtol: float | tensorflow.Tensor | tensorflow.Variable | None = None,
    ) -> tensorflow.Tensor: ...
    def qr(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        mode: Literal['reduced', 'complete'] = 'reduced',
    ) -> QRResult[tensorflow.Tensor]: ...
    def slogdet(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> SlogdetResult[tensorflow.Tensor]: ...
    def solve(
        self,
        x1: tensorflow.Tensor | tensorflow.Variable,
        x2: tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def svd(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        full_matrices: bool = True,
    ) -> SVDResult[tensorflow.Tensor]: ...
    def svdvals(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def tensordot(
        self,
        x1: tensorflow.Tensor | tensorflow.Variable,
        x2: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
    ) -> tensorflow.Tensor: ...
    def trace(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        offset: int = 0,
        dtype: tensorflow.DType | None = None,
    ) -> tensorflow.Tensor: ...
    def vecdot(
        self,
        x1: tensorflow.Tensor | tensorflow.Variable,
        x2: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int = -1,
    ) -> tensorflow.Tensor: ...
    def vector_norm(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> tensorflow.Tensor: ...

class TensorFlowFFT(Protocol):
    """The ``fft`` extension (TensorFlow)."""

    def fft(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> tensorflow.Tensor: ...
    def fftfreq(
        self,
        n: int,
        /,
        *,
        d: float = 1.0,
        dtype: tensorflow.DType | None = None,
        device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def fftn(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> tensorflow.Tensor: ...
    def fftshift(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axes: int | Sequence[int] | None = None,
    ) -> tensorflow.Tensor: ...
    def hfft(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> tensorflow.Tensor: ...
    def ifft(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> tensorflow.Tensor: ...
    def ifftn(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> tensorflow.Tensor: ...
    def ifftshift(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axes: int | Sequence[int] | None = None,
    ) -> tensorflow.Tensor: ...
    def ihfft(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> tensorflow.Tensor: ...
    def irfft(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> tensorflow.Tensor: ...
    def irfftn(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> tensorflow.Tensor: ...
    def rfft(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> tensorflow.Tensor: ...
    def rfftfreq(
        self,
        n: int,
        /,
        *,
        d: float = 1.0,
        dtype: tensorflow.DType | None = None,
        device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def rfftn(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> tensorflow.Tensor: ...

class TensorFlowInfo(Protocol):
    """What ``__array_namespace_info__()`` returns."""

    def capabilities(self) -> dict[str, bool | int | None]: ...
    def default_device(self) -> str: ...
    def default_dtypes(self, *, device: str | None = None) -> dict[str, tensorflow.DType]: ...
    def devices(self) -> tuple[str, ...]: ...
    def dtypes(
        self,
        *,
        device: str | None = None,
        kind: str | tuple[str, ...] | None = None,
    ) -> dict[str, tensorflow.DType]: ...

class TensorFlowAutodiff(Protocol):
    """The ``autodiff`` extension of ours."""

    @property
    def backend(self) -> str: ...
    @property
    def primitive(self) -> Primitive: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], tuple[_R, _Aux]], argnums: Literal[0] = 0,
        *, has_aux: Literal[True],
    ) -> Callable[Concatenate[_T, _P], tuple[_T, _Aux]]: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
    ) -> Callable[_P, Any]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False,
    ) -> Callable[Concatenate[_T, _P], tuple[_R, _T]]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], tuple[_R, _Aux]], argnums: Literal[0] = 0,
        *, has_aux: Literal[True],
    ) -> Callable[Concatenate[_T, _P], tuple[tuple[_R, _Aux], _T]]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
    ) -> Callable[_P, tuple[Any, Any]]: ...
    @overload
    def jacfwd(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False, holomorphic: bool = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def jacfwd(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    @overload
    def jacrev(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False, holomorphic: bool = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def jacrev(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    def hessian(
        self, fun: Callable[_P, object], argnums: int | Sequence[int] = 0, has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    def hvp(
        self, fun: Callable[[_T], object], primals: Sequence[_T], tangents: Sequence[_T],
    ) -> _T: ...
    @overload
    def jvp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., _R], primals: Sequence[object], tangents: Sequence[object],
        has_aux: Literal[False] = False,
    ) -> tuple[_R, _R]: ...
    @overload
    def jvp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., tuple[_R, _Aux]], primals: Sequence[object],
        tangents: Sequence[object], has_aux: Literal[True],
    ) -> tuple[_R, _R, _Aux]: ...
    @overload
    def vjp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., _R], *primals: object, has_aux: Literal[False] = False,
    ) -> tuple[_R, Callable[[_R], tuple[Any, ...]]]: ...
    @overload
    def vjp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., tuple[_R, _Aux]], *primals: object, has_aux: Literal[True],
    ) -> tuple[_R, Callable[[_R], tuple[Any, ...]], _Aux]: ...
    def linearize(
        self, fun: Callable[..., _R], *primals: object,
    ) -> tuple[_R, Callable[..., _R]]: ...
    def stop_gradient(self, x: _T) -> _T: ...
    def custom_vjp(self, fun: Callable[..., object]) -> CustomVjp: ...
    def custom_gradient(
        self, fun: Callable[_P, tuple[_R, Callable[..., object]]],
    ) -> Callable[_P, _R]: ...
    def jit(
        self, fun: Callable[_P, _R], static_argnums: int | Sequence[int] = (), **options: object,
    ) -> Callable[_P, _R]: ...
    def vmap(
        self, fun: Callable[_P, _R], in_axes: object = 0, out_axes: object = 0,
    ) -> Callable[_P, _R]: ...

class TensorFlowRandom(Protocol):
    """The ``random`` extension of ours."""

    def key(self, seed: int | tensorflow.Tensor | tensorflow.Variable, *, device: str | None = None) -> tensorflow.Tensor: ...
    def split(self, key: tensorflow.Tensor | tensorflow.Variable, num: int | tuple[int, ...] = 2) -> tensorflow.Tensor: ...
    def fold_in(self, key: tensorflow.Tensor | tensorflow.Variable, data: int | tensorflow.Tensor | tensorflow.Variable) -> tensorflow.Tensor: ...
    def bits(
        self, key: tensorflow.Tensor | tensorflow.Variable, shape: int | tuple[int, ...] = (), dtype: tensorflow.DType | None = None,
        *, device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def uniform(
        self, key: tensorflow.Tensor | tensorflow.Variable, shape: int | tuple[int, ...] = (), dtype: tensorflow.DType | None = None,
        minval: float | tensorflow.Tensor | tensorflow.Variable = 0.0, maxval: float | tensorflow.Tensor | tensorflow.Variable = 1.0, *,
        device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def normal(
        self, key: tensorflow.Tensor | tensorflow.Variable, shape: int | tuple[int, ...] = (), dtype: tensorflow.DType | None = None,
        *, device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def truncated_normal(
        self, key: tensorflow.Tensor | tensorflow.Variable, lower: float | tensorflow.Tensor | tensorflow.Variable, upper: float | tensorflow.Tensor | tensorflow.Variable,
        shape: int | tuple[int, ...] | None = None, dtype: tensorflow.DType | None = None, *,
        device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def bernoulli(
        self, key: tensorflow.Tensor | tensorflow.Variable, p: float | tensorflow.Tensor | tensorflow.Variable = 0.5, shape: int | tuple[int, ...] | None = None,
        mode: str = "low", *, device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def randint(
        self, key: tensorflow.Tensor | tensorflow.Variable, shape: int | tuple[int, ...], minval: int | tensorflow.Tensor | tensorflow.Variable,
        maxval: int | tensorflow.Tensor | tensorflow.Variable, dtype: tensorflow.DType | None = None, *, device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def permutation(
        self, key: tensorflow.Tensor | tensorflow.Variable, x: int | tensorflow.Tensor | tensorflow.Variable, axis: int = 0, independent: bool = False, *,
        device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def choice(
        self, key: tensorflow.Tensor | tensorflow.Variable, a: int | tensorflow.Tensor | tensorflow.Variable, shape: int | tuple[int, ...] = (),
        replace: bool = True, p: tensorflow.Tensor | tensorflow.Variable | None = None, axis: int = 0, mode: str | None = None,
        *, device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def categorical(
        self, key: tensorflow.Tensor | tensorflow.Variable, logits: tensorflow.Tensor | tensorflow.Variable, axis: int = -1,
        shape: int | tuple[int, ...] | None = None, replace: bool = True,
        mode: str | None = None, *, device: str | None = None,
    ) -> tensorflow.Tensor: ...

class TensorFlowNamespace(Protocol):
    """The namespace ``xpagnostic.get_namespace`` gives for tensorflow.Tensor | tensorflow.Variable arrays."""

    def abs(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def acos(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def acosh(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def add(
        self,
        x1: complex | tensorflow.Tensor | tensorflow.Variable,
        x2: complex | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def all(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> tensorflow.Tensor: ...
    def any(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> tensorflow.Tensor: ...
    def arange(
        self,
        start: float,
        /,
        stop: float | None = None,
        step: float = 1,
        *,
        dtype: tensorflow.DType | None = None,
        device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def argmax(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | None = None,
        keepdims: bool = False,
    ) -> tensorflow.Tensor: ...
    def argmin(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | None = None,
        keepdims: bool = False,
    ) -> tensorflow.Tensor: ...
    def argsort(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int = -1,
        descending: bool = False,
        stable: bool = True,
    ) -> tensorflow.Tensor: ...
    def asarray(
        self,
        obj: object,
        /,
        *,
        dtype: tensorflow.DType | None = None,
        device: str | None = None,
        copy: bool | None = None,
    ) -> tensorflow.Tensor: ...
    def asin(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def asinh(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def astype(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        dtype: tensorflow.DType,
        /,
        *,
        copy: bool = True,
        device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def atan(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def atan2(
        self,
        x1: float | tensorflow.Tensor | tensorflow.Variable,
        x2: float | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def atanh(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def bitwise_and(
        self,
        x1: int | tensorflow.Tensor | tensorflow.Variable,
        x2: int | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def bitwise_invert(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def bitwise_left_shift(
        self,
        x1: int | tensorflow.Tensor | tensorflow.Variable,
        x2: int | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def bitwise_or(
        self,
        x1: int | tensorflow.Tensor | tensorflow.Variable,
        x2: int | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def bitwise_right_shift(
        self,
        x1: int | tensorflow.Tensor | tensorflow.Variable,
        x2: int | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def bitwise_xor(
        self,
        x1: int | tensorflow.Tensor | tensorflow.Variable,
        x2: int | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def broadcast_arrays(
        self,
        *arrays: tensorflow.Tensor | tensorflow.Variable,
    ) -> tuple[tensorflow.Tensor, ...]: ...
    def broadcast_shapes(self, *shapes: tuple[int, ...]) -> tuple[int, ...]: ...
    def broadcast_to(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        shape: tuple[int | None, ...],
    ) -> tensorflow.Tensor: ...
    def can_cast(
        self,
        from_: tensorflow.DType | tensorflow.Tensor | tensorflow.Variable,
        to: tensorflow.DType,
        /,
    ) -> bool: ...
    def ceil(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def clip(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        min: tensorflow.Tensor | tensorflow.Variable | float | None = None,
        max: tensorflow.Tensor | tensorflow.Variable | float | None = None,
    ) -> tensorflow.Tensor: ...
    def concat(
        self,
        arrays: tuple[tensorflow.Tensor | tensorflow.Variable, ...] | list[tensorflow.Tensor | tensorflow.Variable],
        /,
        *,
        axis: int | None = 0,
    ) -> tensorflow.Tensor: ...
    def conj(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def copysign(
        self,
        x1: float | tensorflow.Tensor | tensorflow.Variable,
        x2: float | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def cos(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def cosh(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def count_nonzero(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> tensorflow.Tensor: ...
    def cumulative_prod(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | None = None,
        dtype: tensorflow.DType | None = None,
        include_initial: bool = False,
    ) -> tensorflow.Tensor: ...
    def cumulative_sum(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | None = None,
        dtype: tensorflow.DType | None = None,
        include_initial: bool = False,
    ) -> tensorflow.Tensor: ...
    def diff(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int = -1,
        n: int = 1,
        prepend: tensorflow.Tensor | tensorflow.Variable | None = None,
        append: tensorflow.Tensor | tensorflow.Variable | None = None,
    ) -> tensorflow.Tensor: ...
    def divide(
        self,
        x1: complex | tensorflow.Tensor | tensorflow.Variable,
        x2: complex | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    @property
    def e(self) -> float: ...
    def empty(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: tensorflow.DType | None = None,
        device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def empty_like(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        dtype: tensorflow.DType | None = None,
        device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def equal(
        self,
        x1: complex | tensorflow.Tensor | tensorflow.Variable,
        x2: complex | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def exp(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def expand_dims(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        axis: int,
    ) -> tensorflow.Tensor: ...
    def expm1(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def eye(
        self,
        n_rows: int,
        n_cols: int | None = None,
        /,
        *,
        k: int = 0,
        dtype: tensorflow.DType | None = None,
        device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def finfo(
        self,
        type: tensorflow.DType | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> FInfo[tensorflow.DType]: ...
    def flip(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> tensorflow.Tensor: ...
    def floor(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def floor_divide(
        self,
        x1: float | tensorflow.Tensor | tensorflow.Variable,
        x2: float | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def from_dlpack(
        self,
        x: object,
        /,
        *,
        device: str | None = None,
        copy: bool | None = None,
    ) -> tensorflow.Tensor: ...
    def full(
        self,
        shape: int | tuple[int | None, ...],
        fill_value: complex,
        *,
        dtype: tensorflow.DType | None = None,
        device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def full_like(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        fill_value: complex,
        *,
        dtype: tensorflow.DType | None = None,
        device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def greater(
        self,
        x1: float | tensorflow.Tensor | tensorflow.Variable,
        x2: float | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def greater_equal(
        self,
        x1: float | tensorflow.Tensor | tensorflow.Variable,
        x2: float | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def hypot(
        self,
        x1: float | tensorflow.Tensor | tensorflow.Variable,
        x2: float | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def iinfo(
        self,
        type: tensorflow.DType | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> IInfo[tensorflow.DType]: ...
    def imag(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    @property
    def inf(self) -> float: ...
    def isdtype(
        self,
        dtype: tensorflow.DType,
        kind: tensorflow.DType | str | tuple[tensorflow.DType | str, ...],
    ) -> bool: ...
    def isfinite(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def isin(
        self,
        x1: tensorflow.Tensor | tensorflow.Variable | int,
        x2: tensorflow.Tensor | tensorflow.Variable | int,
        /,
        *,
        invert: bool = False,
    ) -> tensorflow.Tensor: ...
    def isinf(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def isnan(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def less(
        self,
        x1: float | tensorflow.Tensor | tensorflow.Variable,
        x2: float | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def less_equal(
        self,
        x1: float | tensorflow.Tensor | tensorflow.Variable,
        x2: float | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def linspace(
        self,
        start: complex,
        stop: complex,
        /,
        num: int,
        *,
        dtype: tensorflow.DType | None = None,
        device: str | None = None,
        endpoint: bool = True,
    ) -> tensorflow.Tensor: ...
    def log(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def log10(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def log1p(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def log2(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def logaddexp(
        self,
        x1: float | tensorflow.Tensor | tensorflow.Variable,
        x2: float | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def logical_and(
        self,
        x1: bool | tensorflow.Tensor | tensorflow.Variable,
        x2: bool | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def logical_not(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def logical_or(
        self,
        x1: bool | tensorflow.Tensor | tensorflow.Variable,
        x2: bool | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def logical_xor(
        self,
        x1: bool | tensorflow.Tensor | tensorflow.Variable,
        x2: bool | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def matmul(
        self,
        x1: tensorflow.Tensor | tensorflow.Variable,
        x2: tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def matrix_transpose(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def max(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> tensorflow.Tensor: ...
    def maximum(
        self,
        x1: float | tensorflow.Tensor | tensorflow.Variable,
        x2: float | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def mean(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> tensorflow.Tensor: ...
    def meshgrid(
        self,
        *arrays: tensorflow.Tensor | tensorflow.Variable,
        indexing: Literal['xy', 'ij'] = 'xy',
    ) -> tuple[tensorflow.Tensor, ...]: ...
    def min(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> tensorflow.Tensor: ...
    def minimum(
        self,
        x1: float | tensorflow.Tensor | tensorflow.Variable,
        x2: float | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def moveaxis(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        source: int | tuple[int, ...],
        destination: int | tuple[int, ...],
        /,
    ) -> tensorflow.Tensor: ...
    def multiply(
        self,
        x1: complex | tensorflow.Tensor | tensorflow.Variable,
        x2: complex | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    @property
    def nan(self) -> float: ...
    def negative(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    @property
    def newaxis(self) -> None: ...
    def nextafter(
        self,
        x1: float | tensorflow.Tensor | tensorflow.Variable,
        x2: float | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def nonzero(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tuple[tensorflow.Tensor, ...]: ...
    def not_equal(
        self,
        x1: complex | tensorflow.Tensor | tensorflow.Variable,
        x2: complex | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def ones(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: tensorflow.DType | None = None,
        device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def ones_like(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        dtype: tensorflow.DType | None = None,
        device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def permute_dims(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        axes: tuple[int, ...],
    ) -> tensorflow.Tensor: ...
    @property
    def pi(self) -> float: ...
    def positive(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def pow(
        self,
        x1: complex | tensorflow.Tensor | tensorflow.Variable,
        x2: complex | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def prod(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: tensorflow.DType | None = None,
        keepdims: bool = False,
    ) -> tensorflow.Tensor: ...
    def real(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def reciprocal(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def remainder(
        self,
        x1: float | tensorflow.Tensor | tensorflow.Variable,
        x2: float | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def repeat(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        repeats: int | tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | None = None,
    ) -> tensorflow.Tensor: ...
    def reshape(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        shape: tuple[int | None, ...],
        *,
        copy: bool | None = None,
    ) -> tensorflow.Tensor: ...
    def result_type(
        self,
        *arrays_and_dtypes: tensorflow.Tensor | tensorflow.Variable | tensorflow.DType | complex,
    ) -> tensorflow.DType: ...
    def roll(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        shift: int | tuple[int, ...],
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> tensorflow.Tensor: ...
    def round(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def searchsorted(
        self,
        x1: tensorflow.Tensor | tensorflow.Variable,
        x2: tensorflow.Tensor | tensorflow.Variable | int | float,
        /,
        *,
        side: Literal['left', 'right'] = 'left',
        sorter: tensorflow.Tensor | tensorflow.Variable | None = None,
    ) -> tensorflow.Tensor: ...
    def sign(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def signbit(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def sin(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def sinh(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def sort(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int = -1,
        descending: bool = False,
        stable: bool = True,
    ) -> tensorflow.Tensor: ...
    def sqrt(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def square(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def squeeze(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        axis: int | tuple[int, ...],
    ) -> tensorflow.Tensor: ...
    def stack(
        self,
        arrays: tuple[tensorflow.Tensor | tensorflow.Variable, ...] | list[tensorflow.Tensor | tensorflow.Variable],
        /,
        *,
        axis: int = 0,
    ) -> tensorflow.Tensor: ...
    def std(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> tensorflow.Tensor: ...
    def subtract(
        self,
        x1: complex | tensorflow.Tensor | tensorflow.Variable,
        x2: complex | tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> tensorflow.Tensor: ...
    def sum(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: tensorflow.DType | None = None,
        keepdims: bool = False,
    ) -> tensorflow.Tensor: ...
    def take(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        indices: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | None = None,
    ) -> tensorflow.Tensor: ...
    def take_along_axis(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        indices: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int = -1,
    ) -> tensorflow.Tensor: ...
    def tan(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def tanh(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def tensordot(
        self,
        x1: tensorflow.Tensor | tensorflow.Variable,
        x2: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
    ) -> tensorflow.Tensor: ...
    def tile(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        repetitions: tuple[int, ...],
        /,
    ) -> tensorflow.Tensor: ...
    def tril(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        k: int = 0,
    ) -> tensorflow.Tensor: ...
    def triu(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        k: int = 0,
    ) -> tensorflow.Tensor: ...
    def trunc(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def unique_all(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> UniqueAllResult[tensorflow.Tensor]: ...
    def unique_counts(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> UniqueCountsResult[tensorflow.Tensor]: ...
    def unique_inverse(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
    ) -> UniqueInverseResult[tensorflow.Tensor]: ...
    def unique_values(self, x: tensorflow.Tensor | tensorflow.Variable, /) -> tensorflow.Tensor: ...
    def unstack(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int = 0,
    ) -> tuple[tensorflow.Tensor, ...]: ...
    def var(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> tensorflow.Tensor: ...
    def vecdot(
        self,
        x1: tensorflow.Tensor | tensorflow.Variable,
        x2: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        axis: int = -1,
    ) -> tensorflow.Tensor: ...
    def where(
        self,
        condition: tensorflow.Tensor | tensorflow.Variable,
        x1: tensorflow.Tensor | tensorflow.Variable | complex,
        x2: tensorflow.Tensor | tensorflow.Variable | complex,
        /,
    ) -> tensorflow.Tensor: ...
    def zeros(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: tensorflow.DType | None = None,
        device: str | None = None,
    ) -> tensorflow.Tensor: ...
    def zeros_like(
        self,
        x: tensorflow.Tensor | tensorflow.Variable,
        /,
        *,
        dtype: tensorflow.DType | None = None,
        device: str | None = None,
    ) -> tensorflow.Tensor: ...
    @property
    def bool(self) -> tensorflow.DType: ...
    @property
    def int8(self) -> tensorflow.DType: ...
    @property
    def int16(self) -> tensorflow.DType: ...
    @property
    def int32(self) -> tensorflow.DType: ...
    @property
    def int64(self) -> tensorflow.DType: ...
    @property
    def uint8(self) -> tensorflow.DType: ...
    @property
    def uint16(self) -> tensorflow.DType: ...
    @property
    def uint32(self) -> tensorflow.DType: ...
    @property
    def uint64(self) -> tensorflow.DType: ...
    @property
    def float32(self) -> tensorflow.DType: ...
    @property
    def float64(self) -> tensorflow.DType: ...
    @property
    def complex64(self) -> tensorflow.DType: ...
    @property
    def complex128(self) -> tensorflow.DType: ...
    @property
    def float16(self) -> tensorflow.DType: ...
    @property
    def bfloat16(self) -> tensorflow.DType: ...
    def __array_namespace_info__(self) -> TensorFlowInfo: ...
    @property
    def __array_api_version__(self) -> str: ...
    @property
    def __name__(self) -> str: ...
    @property
    def autodiff(self) -> TensorFlowAutodiff: ...
    @property
    def fft(self) -> TensorFlowFFT: ...
    @property
    def linalg(self) -> TensorFlowLinalg: ...
    @property
    def random(self) -> TensorFlowRandom: ...

class DaskLinalg(Protocol):
    """The ``linalg`` extension (Dask)."""

    def cholesky(self, x: dask.array.Array, /, *, upper: bool = False) -> dask.array.Array: ...
    def cross(
        self,
        x1: dask.array.Array,
        x2: dask.array.Array,
        /,
        *,
        axis: int = -1,
    ) -> dask.array.Array: ...
    def det(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def diagonal(self, x: dask.array.Array, /, *, offset: int = 0) -> dask.array.Array: ...
    def eig(self, x: dask.array.Array, /) -> EigResult[dask.array.Array]: ...
    def eigh(self, x: dask.array.Array, /) -> EighResult[dask.array.Array]: ...
    def eigvals(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def eigvalsh(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def inv(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def matmul(self, x1: dask.array.Array, x2: dask.array.Array, /) -> dask.array.Array: ...
    def matrix_norm(
        self,
        x: dask.array.Array,
        /,
        *,
        keepdims: bool = False,
        ord: float | Literal['fro', 'nuc'] | None = 'fro',
    ) -> dask.array.Array: ...
    def matrix_power(self, x: dask.array.Array, n: int, /) -> dask.array.Array: ...
    def matrix_rank(
        self,
        x: dask.array.Array,
        /,
        *,
        rtol: float | dask.array.Array | None = None,
    ) -> dask.array.Array: ...
    def matrix_transpose(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def outer(self, x1: dask.array.Array, x2: dask.array.Array, /) -> dask.array.Array: ...
    def pinv(
        self,
        x: dask.array.Array,
        /,
        *,
        rtol: float | dask.array.Array | None = None,
    ) -> dask.array.Array: ...
    def qr(
        self,
        x: dask.array.Array,
        /,
        *,
        mode: Literal['reduced', 'complete'] = 'reduced',
    ) -> QRResult[dask.array.Array]: ...
    def slogdet(self, x: dask.array.Array, /) -> SlogdetResult[dask.array.Array]: ...
    def solve(self, x1: dask.array.Array, x2: dask.array.Array, /) -> dask.array.Array: ...
    def svd(
        self,
        x: dask.array.Array,
        /,
        *,
        full_matrices: bool = True,
    ) -> SVDResult[dask.array.Array]: ...
    def svdvals(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def tensordot(
        self,
        x1: dask.array.Array,
        x2: dask.array.Array,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
    ) -> dask.array.Array: ...
    def trace(
        self,
        x: dask.array.Array,
        /,
        *,
        offset: int = 0,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
    ) -> dask.array.Array: ...
    def vecdot(
        self,
        x1: dask.array.Array,
        x2: dask.array.Array,
        /,
        *,
        axis: int = -1,
    ) -> dask.array.Array: ...
    def vector_norm(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> dask.array.Array: ...

class DaskFFT(Protocol):
    """The ``fft`` extension (Dask)."""

    def fft(
        self,
        x: dask.array.Array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> dask.array.Array: ...
    def fftfreq(
        self,
        n: int,
        /,
        *,
        d: float = 1.0,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> dask.array.Array: ...
    def fftn(
        self,
        x: dask.array.Array,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> dask.array.Array: ...
    def fftshift(
        self,
        x: dask.array.Array,
        /,
        *,
        axes: int | Sequence[int] | None = None,
    ) -> dask.array.Array: ...
    def hfft(
        self,
        x: dask.array.Array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> dask.array.Array: ...
    def ifft(
        self,
        x: dask.array.Array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> dask.array.Array: ...
    def ifftn(
        self,
        x: dask.array.Array,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> dask.array.Array: ...
    def ifftshift(
        self,
        x: dask.array.Array,
        /,
        *,
        axes: int | Sequence[int] | None = None,
    ) -> dask.array.Array: ...
    def ihfft(
        self,
        x: dask.array.Array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> dask.array.Array: ...
    def irfft(
        self,
        x: dask.array.Array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> dask.array.Array: ...
    def irfftn(
        self,
        x: dask.array.Array,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> dask.array.Array: ...
    def rfft(
        self,
        x: dask.array.Array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> dask.array.Array: ...
    def rfftfreq(
        self,
        n: int,
        /,
        *,
        d: float = 1.0,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> dask.array.Array: ...
    def rfftn(
        self,
        x: dask.array.Array,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> dask.array.Array: ...

class DaskInfo(Protocol):
    """What ``__array_namespace_info__()`` returns."""

    def capabilities(self) -> dict[str, bool | int | None]: ...
    def default_device(self) -> str: ...
    def default_dtypes(self, *, device: str | None = None) -> dict[str, numpy.dtype[Any]]: ...
    def devices(self) -> tuple[str, ...]: ...
    def dtypes(
        self,
        *,
        device: str | None = None,
        kind: str | tuple[str, ...] | None = None,
    ) -> dict[str, numpy.dtype[Any]]: ...

class DaskAutodiff(Protocol):
    """The ``autodiff`` extension of ours."""

    @property
    def backend(self) -> str: ...
    @property
    def primitive(self) -> Primitive: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], tuple[_R, _Aux]], argnums: Literal[0] = 0,
        *, has_aux: Literal[True],
    ) -> Callable[Concatenate[_T, _P], tuple[_T, _Aux]]: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
    ) -> Callable[_P, Any]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False,
    ) -> Callable[Concatenate[_T, _P], tuple[_R, _T]]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], tuple[_R, _Aux]], argnums: Literal[0] = 0,
        *, has_aux: Literal[True],
    ) -> Callable[Concatenate[_T, _P], tuple[tuple[_R, _Aux], _T]]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
    ) -> Callable[_P, tuple[Any, Any]]: ...
    @overload
    def jacfwd(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False, holomorphic: bool = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def jacfwd(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    @overload
    def jacrev(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False, holomorphic: bool = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def jacrev(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    def hessian(
        self, fun: Callable[_P, object], argnums: int | Sequence[int] = 0, has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    def hvp(
        self, fun: Callable[[_T], object], primals: Sequence[_T], tangents: Sequence[_T],
    ) -> _T: ...
    @overload
    def jvp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., _R], primals: Sequence[object], tangents: Sequence[object],
        has_aux: Literal[False] = False,
    ) -> tuple[_R, _R]: ...
    @overload
    def jvp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., tuple[_R, _Aux]], primals: Sequence[object],
        tangents: Sequence[object], has_aux: Literal[True],
    ) -> tuple[_R, _R, _Aux]: ...
    @overload
    def vjp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., _R], *primals: object, has_aux: Literal[False] = False,
    ) -> tuple[_R, Callable[[_R], tuple[Any, ...]]]: ...
    @overload
    def vjp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., tuple[_R, _Aux]], *primals: object, has_aux: Literal[True],
    ) -> tuple[_R, Callable[[_R], tuple[Any, ...]], _Aux]: ...
    def linearize(
        self, fun: Callable[..., _R], *primals: object,
    ) -> tuple[_R, Callable[..., _R]]: ...
    def stop_gradient(self, x: _T) -> _T: ...
    def custom_vjp(self, fun: Callable[..., object]) -> CustomVjp: ...
    def custom_gradient(
        self, fun: Callable[_P, tuple[_R, Callable[..., object]]],
    ) -> Callable[_P, _R]: ...
    def jit(
        self, fun: Callable[_P, _R], static_argnums: int | Sequence[int] = (), **options: object,
    ) -> Callable[_P, _R]: ...
    def vmap(
        self, fun: Callable[_P, _R], in_axes: object = 0, out_axes: object = 0,
    ) -> Callable[_P, _R]: ...

class DaskRandom(Protocol):
    """The ``random`` extension of ours."""

    def key(self, seed: int | dask.array.Array, *, device: str | None = None) -> dask.array.Array: ...
    def split(self, key: dask.array.Array, num: int | tuple[int, ...] = 2) -> dask.array.Array: ...
    def fold_in(self, key: dask.array.Array, data: int | dask.array.Array) -> dask.array.Array: ...
    def bits(
        self, key: dask.array.Array, shape: int | tuple[int, ...] = (), dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        *, device: str | None = None,
    ) -> dask.array.Array: ...
    def uniform(
        self, key: dask.array.Array, shape: int | tuple[int, ...] = (), dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        minval: float | dask.array.Array = 0.0, maxval: float | dask.array.Array = 1.0, *,
        device: str | None = None,
    ) -> dask.array.Array: ...
    def normal(
        self, key: dask.array.Array, shape: int | tuple[int, ...] = (), dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        *, device: str | None = None,
    ) -> dask.array.Array: ...
    def truncated_normal(
        self, key: dask.array.Array, lower: float | dask.array.Array, upper: float | dask.array.Array,
        shape: int | tuple[int, ...] | None = None, dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None, *,
        device: str | None = None,
    ) -> dask.array.Array: ...
    def bernoulli(
        self, key: dask.array.Array, p: float | dask.array.Array = 0.5, shape: int | tuple[int, ...] | None = None,
        mode: str = "low", *, device: str | None = None,
    ) -> dask.array.Array: ...
    def randint(
        self, key: dask.array.Array, shape: int | tuple[int, ...], minval: int | dask.array.Array,
        maxval: int | dask.array.Array, dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None, *, device: str | None = None,
    ) -> dask.array.Array: ...
    def permutation(
        self, key: dask.array.Array, x: int | dask.array.Array, axis: int = 0, independent: bool = False, *,
        device: str | None = None,
    ) -> dask.array.Array: ...
    def choice(
        self, key: dask.array.Array, a: int | dask.array.Array, shape: int | tuple[int, ...] = (),
        replace: bool = True, p: dask.array.Array | None = None, axis: int = 0, mode: str | None = None,
        *, device: str | None = None,
    ) -> dask.array.Array: ...
    def categorical(
        self, key: dask.array.Array, logits: dask.array.Array, axis: int = -1,
        shape: int | tuple[int, ...] | None = None, replace: bool = True,
        mode: str | None = None, *, device: str | None = None,
    ) -> dask.array.Array: ...

class DaskNamespace(Protocol):
    """The namespace ``xpagnostic.get_namespace`` gives for dask.array.Array arrays."""

    def abs(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def acos(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def acosh(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def add(
        self,
        x1: complex | dask.array.Array,
        x2: complex | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def all(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> dask.array.Array: ...
    def any(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> dask.array.Array: ...
    def arange(
        self,
        start: float,
        /,
        stop: float | None = None,
        step: float = 1,
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> dask.array.Array: ...
    def argmax(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int | None = None,
        keepdims: bool = False,
    ) -> dask.array.Array: ...
    def argmin(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int | None = None,
        keepdims: bool = False,
    ) -> dask.array.Array: ...
    def argsort(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int = -1,
        descending: bool = False,
        stable: bool = True,
    ) -> dask.array.Array: ...
    def asarray(
        self,
        obj: object,
        /,
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
        copy: bool | None = None,
    ) -> dask.array.Array: ...
    def asin(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def asinh(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def astype(
        self,
        x: dask.array.Array,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]],
        /,
        *,
        copy: bool = True,
        device: str | None = None,
    ) -> dask.array.Array: ...
    def atan(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def atan2(
        self,
        x1: float | dask.array.Array,
        x2: float | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def atanh(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def bitwise_and(
        self,
        x1: int | dask.array.Array,
        x2: int | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def bitwise_invert(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def bitwise_left_shift(
        self,
        x1: int | dask.array.Array,
        x2: int | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def bitwise_or(
        self,
        x1: int | dask.array.Array,
        x2: int | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def bitwise_right_shift(
        self,
        x1: int | dask.array.Array,
        x2: int | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def bitwise_xor(
        self,
        x1: int | dask.array.Array,
        x2: int | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def broadcast_arrays(self, *arrays: dask.array.Array) -> tuple[dask.array.Array, ...]: ...
    def broadcast_shapes(self, *shapes: tuple[int, ...]) -> tuple[int, ...]: ...
    def broadcast_to(
        self,
        x: dask.array.Array,
        /,
        shape: tuple[int | None, ...],
    ) -> dask.array.Array: ...
    def can_cast(
        self,
        from_: numpy.dtype[Any] | type[numpy.generic[Any]] | dask.array.Array,
        to: numpy.dtype[Any] | type[numpy.generic[Any]],
        /,
    ) -> bool: ...
    def ceil(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def clip(
        self,
        x: dask.array.Array,
        /,
        min: dask.array.Array | float | None = None,
        max: dask.array.Array | float | None = None,
    ) -> dask.array.Array: ...
    def concat(
        self,
        arrays: tuple[dask.array.Array, ...] | list[dask.array.Array],
        /,
        *,
        axis: int | None = 0,
    ) -> dask.array.Array: ...
    def conj(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def copysign(
        self,
        x1: float | dask.array.Array,
        x2: float | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def cos(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def cosh(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def count_nonzero(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> dask.array.Array: ...
    def cumulative_prod(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int | None = None,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        include_initial: bool = False,
    ) -> dask.array.Array: ...
    def cumulative_sum(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int | None = None,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        include_initial: bool = False,
    ) -> dask.array.Array: ...
    def diff(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int = -1,
        n: int = 1,
        prepend: dask.array.Array | None = None,
        append: dask.array.Array | None = None,
    ) -> dask.array.Array: ...
    def divide(
        self,
        x1: complex | dask.array.Array,
        x2: complex | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    @property
    def e(self) -> float: ...
    def empty(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> dask.array.Array: ...
    def empty_like(
        self,
        x: dask.array.Array,
        /,
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> dask.array.Array: ...
    def equal(
        self,
        x1: complex | dask.array.Array,
        x2: complex | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def exp(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def expand_dims(self, x: dask.array.Array, /, axis: int) -> dask.array.Array: ...
    def expm1(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def eye(
        self,
        n_rows: int,
        n_cols: int | None = None,
        /,
        *,
        k: int = 0,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> dask.array.Array: ...
    def finfo(
        self,
        type: numpy.dtype[Any] | type[numpy.generic[Any]] | dask.array.Array,
        /,
    ) -> FInfo[numpy.dtype[Any]]: ...
    def flip(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> dask.array.Array: ...
    def floor(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def floor_divide(
        self,
        x1: float | dask.array.Array,
        x2: float | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def from_dlpack(
        self,
        x: object,
        /,
        *,
        device: str | None = None,
        copy: bool | None = None,
    ) -> dask.array.Array: ...
    def full(
        self,
        shape: int | tuple[int | None, ...],
        fill_value: complex,
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> dask.array.Array: ...
    def full_like(
        self,
        x: dask.array.Array,
        /,
        fill_value: complex,
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> dask.array.Array: ...
    def greater(
        self,
        x1: float | dask.array.Array,
        x2: float | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def greater_equal(
        self,
        x1: float | dask.array.Array,
        x2: float | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def hypot(
        self,
        x1: float | dask.array.Array,
        x2: float | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def iinfo(
        self,
        type: numpy.dtype[Any] | type[numpy.generic[Any]] | dask.array.Array,
        /,
    ) -> IInfo[numpy.dtype[Any]]: ...
    def imag(self, x: dask.array.Array, /) -> dask.array.Array: ...
    @property
    def inf(self) -> float: ...
    def isdtype(
        self,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]],
        kind: numpy.dtype[Any] | type[numpy.generic[Any]] | str | tuple[numpy.dtype[Any] | type[numpy.generic[Any]] | str, ...],
    ) -> bool: ...
    def isfinite(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def isin(
        self,
        x1: dask.array.Array | int,
        x2: dask.array.Array | int,
        /,
        *,
        invert: bool = False,
    ) -> dask.array.Array: ...
    def isinf(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def isnan(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def less(
        self,
        x1: float | dask.array.Array,
        x2: float | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def less_equal(
        self,
        x1: float | dask.array.Array,
        x2: float | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def linspace(
        self,
        start: complex,
        stop: complex,
        /,
        num: int,
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
        endpoint: bool = True,
    ) -> dask.array.Array: ...
    def log(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def log10(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def log1p(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def log2(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def logaddexp(
        self,
        x1: float | dask.array.Array,
        x2: float | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def logical_and(
        self,
        x1: bool | dask.array.Array,
        x2: bool | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def logical_not(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def logical_or(
        self,
        x1: bool | dask.array.Array,
        x2: bool | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def logical_xor(
        self,
        x1: bool | dask.array.Array,
        x2: bool | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def matmul(self, x1: dask.array.Array, x2: dask.array.Array, /) -> dask.array.Array: ...
    def matrix_transpose(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def max(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> dask.array.Array: ...
    def maximum(
        self,
        x1: float | dask.array.Array,
        x2: float | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def mean(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> dask.array.Array: ...
    def meshgrid(
        self,
        *arrays: dask.array.Array,
        indexing: Literal['xy', 'ij'] = 'xy',
    ) -> tuple[dask.array.Array, ...]: ...
    def min(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> dask.array.Array: ...
    def minimum(
        self,
        x1: float | dask.array.Array,
        x2: float | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def moveaxis(
        self,
        x: dask.array.Array,
        source: int | tuple[int, ...],
        destination: int | tuple[int, ...],
        /,
    ) -> dask.array.Array: ...
    def multiply(
        self,
        x1: complex | dask.array.Array,
        x2: complex | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    @property
    def nan(self) -> float: ...
    def negative(self, x: dask.array.Array, /) -> dask.array.Array: ...
    @property
    def newaxis(self) -> None: ...
    def nextafter(
        self,
        x1: float | dask.array.Array,
        x2: float | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def nonzero(self, x: dask.array.Array, /) -> tuple[dask.array.Array, ...]: ...
    def not_equal(
        self,
        x1: complex | dask.array.Array,
        x2: complex | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def ones(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> dask.array.Array: ...
    def ones_like(
        self,
        x: dask.array.Array,
        /,
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> dask.array.Array: ...
    def permute_dims(self, x: dask.array.Array, /, axes: tuple[int, ...]) -> dask.array.Array: ...
    @property
    def pi(self) -> float: ...
    def positive(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def pow(
        self,
        x1: complex | dask.array.Array,
        x2: complex | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def prod(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        keepdims: bool = False,
    ) -> dask.array.Array: ...
    def real(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def reciprocal(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def remainder(
        self,
        x1: float | dask.array.Array,
        x2: float | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def repeat(
        self,
        x: dask.array.Array,
        repeats: int | dask.array.Array,
        /,
        *,
        axis: int | None = None,
    ) -> dask.array.Array: ...
    def reshape(
        self,
        x: dask.array.Array,
        /,
        shape: tuple[int | None, ...],
        *,
        copy: bool | None = None,
    ) -> dask.array.Array: ...
    def result_type(
        self,
        *arrays_and_dtypes: dask.array.Array | numpy.dtype[Any] | type[numpy.generic[Any]] | complex,
    ) -> numpy.dtype[Any]: ...
    def roll(
        self,
        x: dask.array.Array,
        /,
        shift: int | tuple[int, ...],
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> dask.array.Array: ...
    def round(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def searchsorted(
        self,
        x1: dask.array.Array,
        x2: dask.array.Array | int | float,
        /,
        *,
        side: Literal['left', 'right'] = 'left',
        sorter: dask.array.Array | None = None,
    ) -> dask.array.Array: ...
    def sign(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def signbit(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def sin(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def sinh(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def sort(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int = -1,
        descending: bool = False,
        stable: bool = True,
    ) -> dask.array.Array: ...
    def sqrt(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def square(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def squeeze(self, x: dask.array.Array, /, axis: int | tuple[int, ...]) -> dask.array.Array: ...
    def stack(
        self,
        arrays: tuple[dask.array.Array, ...] | list[dask.array.Array],
        /,
        *,
        axis: int = 0,
    ) -> dask.array.Array: ...
    def std(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> dask.array.Array: ...
    def subtract(
        self,
        x1: complex | dask.array.Array,
        x2: complex | dask.array.Array,
        /,
    ) -> dask.array.Array: ...
    def sum(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        keepdims: bool = False,
    ) -> dask.array.Array: ...
    def take(
        self,
        x: dask.array.Array,
        indices: dask.array.Array,
        /,
        *,
        axis: int | None = None,
    ) -> dask.array.Array: ...
    def take_along_axis(
        self,
        x: dask.array.Array,
        indices: dask.array.Array,
        /,
        *,
        axis: int = -1,
    ) -> dask.array.Array: ...
    def tan(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def tanh(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def tensordot(
        self,
        x1: dask.array.Array,
        x2: dask.array.Array,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
    ) -> dask.array.Array: ...
    def tile(self, x: dask.array.Array, repetitions: tuple[int, ...], /) -> dask.array.Array: ...
    def tril(self, x: dask.array.Array, /, *, k: int = 0) -> dask.array.Array: ...
    def triu(self, x: dask.array.Array, /, *, k: int = 0) -> dask.array.Array: ...
    def trunc(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def unique_all(self, x: dask.array.Array, /) -> UniqueAllResult[dask.array.Array]: ...
    def unique_counts(self, x: dask.array.Array, /) -> UniqueCountsResult[dask.array.Array]: ...
    def unique_inverse(self, x: dask.array.Array, /) -> UniqueInverseResult[dask.array.Array]: ...
    def unique_values(self, x: dask.array.Array, /) -> dask.array.Array: ...
    def unstack(self, x: dask.array.Array, /, *, axis: int = 0) -> tuple[dask.array.Array, ...]: ...
    def var(
        self,
        x: dask.array.Array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> dask.array.Array: ...
    def vecdot(
        self,
        x1: dask.array.Array,
        x2: dask.array.Array,
        /,
        *,
        axis: int = -1,
    ) -> dask.array.Array: ...
    def where(
        self,
        condition: dask.array.Array,
        x1: dask.array.Array | complex,
        x2: dask.array.Array | complex,
        /,
    ) -> dask.array.Array: ...
    def zeros(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> dask.array.Array: ...
    def zeros_like(
        self,
        x: dask.array.Array,
        /,
        *,
        dtype: numpy.dtype[Any] | type[numpy.generic[Any]] | None = None,
        device: str | None = None,
    ) -> dask.array.Array: ...
    @property
    def bool(self) -> type[numpy.bool]: ...
    @property
    def int8(self) -> type[numpy.int8]: ...
    @property
    def int16(self) -> type[numpy.int16]: ...
    @property
    def int32(self) -> type[numpy.int32]: ...
    @property
    def int64(self) -> type[numpy.int64]: ...
    @property
    def uint8(self) -> type[numpy.uint8]: ...
    @property
    def uint16(self) -> type[numpy.uint16]: ...
    @property
    def uint32(self) -> type[numpy.uint32]: ...
    @property
    def uint64(self) -> type[numpy.uint64]: ...
    @property
    def float32(self) -> type[numpy.float32]: ...
    @property
    def float64(self) -> type[numpy.float64]: ...
    @property
    def complex64(self) -> type[numpy.complex64]: ...
    @property
    def complex128(self) -> type[numpy.complex128]: ...
    @property
    def float16(self) -> type[numpy.float16]: ...
    def __array_namespace_info__(self) -> DaskInfo: ...
    @property
    def __array_api_version__(self) -> str: ...
    @property
    def __name__(self) -> str: ...
    @property
    def autodiff(self) -> DaskAutodiff: ...
    @property
    def fft(self) -> DaskFFT: ...
    @property
    def linalg(self) -> DaskLinalg: ...
    @property
    def random(self) -> DaskRandom: ...

class MLXLinalg(Protocol):
    """The ``linalg`` extension (MLX)."""

    def cholesky(self, x: mlx.core.array, /, *, upper: bool = False) -> mlx.core.array: ...
    def cross(
        self,
        x1: mlx.core.array,
        x2: mlx.core.array,
        /,
        *,
        axis: int = -1,
    ) -> mlx.core.array: ...
    def det(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def diagonal(self, x: mlx.core.array, /, *, offset: int = 0) -> mlx.core.array: ...
    def eig(self, x: mlx.core.array, /) -> EigResult[mlx.core.array]: ...
    def eigh(self, x: mlx.core.array, /) -> EighResult[mlx.core.array]: ...
    def eigvals(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def eigvalsh(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def inv(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def matmul(self, x1: mlx.core.array, x2: mlx.core.array, /) -> mlx.core.array: ...
    def matrix_norm(
        self,
        x: mlx.core.array,
        /,
        *,
        keepdims: bool = False,
        ord: float | Literal['fro', 'nuc'] | None = 'fro',
    ) -> mlx.core.array: ...
    def matrix_power(self, x: mlx.core.array, n: int, /) -> mlx.core.array: ...
    def matrix_rank(
        self,
        x: mlx.core.array,
        /,
        *,
        rtol: float | mlx.core.array | None = None,
    ) -> mlx.core.array: ...
    def matrix_transpose(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def outer(self, x1: mlx.core.array, x2: mlx.core.array, /) -> mlx.core.array: ...
    def pinv(
        self,
        x: mlx.core.array,
        /,
        *,
        rtol: float | mlx.core.array | None = None,
    ) -> mlx.core.array: ...
    def qr(
        self,
        x: mlx.core.array,
        /,
        *,
        mode: Literal['reduced', 'complete'] = 'reduced',
    ) -> QRResult[mlx.core.array]: ...
    def slogdet(self, x: mlx.core.array, /) -> SlogdetResult[mlx.core.array]: ...
    def solve(self, x1: mlx.core.array, x2: mlx.core.array, /) -> mlx.core.array: ...
    def svd(
        self,
        x: mlx.core.array,
        /,
        *,
        full_matrices: bool = True,
    ) -> SVDResult[mlx.core.array]: ...
    def svdvals(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def tensordot(
        self,
        x1: mlx.core.array,
        x2: mlx.core.array,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
    ) -> mlx.core.array: ...
    def trace(
        self,
        x: mlx.core.array,
        /,
        *,
        offset: int = 0,
        dtype: mlx.core.Dtype | None = None,
    ) -> mlx.core.array: ...
    def vecdot(
        self,
        x1: mlx.core.array,
        x2: mlx.core.array,
        /,
        *,
        axis: int = -1,
    ) -> mlx.core.array: ...
    def vector_norm(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> mlx.core.array: ...

class MLXFFT(Protocol):
    """The ``fft`` extension (MLX)."""

    def fft(
        self,
        x: mlx.core.array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> mlx.core.array: ...
    def fftfreq(
        self,
        n: int,
        /,
        *,
        d: float = 1.0,
        dtype: mlx.core.Dtype | None = None,
        device: mlx.core.Device | str | None = None,
    ) -> mlx.core.array: ...
    def fftn(
        self,
        x: mlx.core.array,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> mlx.core.array: ...
    def fftshift(
        self,
        x: mlx.core.array,
        /,
        *,
        axes: int | Sequence[int] | None = None,
    ) -> mlx.core.array: ...
    def hfft(
        self,
        x: mlx.core.array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> mlx.core.array: ...
    def ifft(
        self,
        x: mlx.core.array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> mlx.core.array: ...
    def ifftn(
        self,
        x: mlx.core.array,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> mlx.core.array: ...
    def ifftshift(
        self,
        x: mlx.core.array,
        /,
        *,
        axes: int | Sequence[int] | None = None,
    ) -> mlx.core.array: ...
    def ihfft(
        self,
        x: mlx.core.array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> mlx.core.array: ...
    def irfft(
        self,
        x: mlx.core.array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> mlx.core.array: ...
    def irfftn(
        self,
        x: mlx.core.array,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> mlx.core.array: ...
    def rfft(
        self,
        x: mlx.core.array,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> mlx.core.array: ...
    def rfftfreq(
        self,
        n: int,
        /,
        *,
        d: float = 1.0,
        dtype: mlx.core.Dtype | None = None,
        device: mlx.core.Device | str | None = None,
    ) -> mlx.core.array: ...
    def rfftn(
        self,
        x: mlx.core.array,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal['backward', 'ortho', 'forward'] = 'backward',
    ) -> mlx.core.array: ...

class MLXInfo(Protocol):
    """What ``__array_namespace_info__()`` returns."""

    def capabilities(self) -> dict[str, bool | int | None]: ...
    def default_device(self) -> mlx.core.Device: ...
    def default_dtypes(
        self,
        *,
        device: mlx.core.Device | str | None = None,
    ) -> dict[str, mlx.core.Dtype]: ...
    def devices(self) -> tuple[mlx.core.Device, ...]: ...
    def dtypes(
        self,
        *,
        device: mlx.core.Device | str | None = None,
        kind: str | tuple[str, ...] | None = None,
    ) -> dict[str, mlx.core.Dtype]: ...

class MLXAutodiff(Protocol):
    """The ``autodiff`` extension of ours."""

    @property
    def backend(self) -> str: ...
    @property
    def primitive(self) -> Primitive: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], tuple[_R, _Aux]], argnums: Literal[0] = 0,
        *, has_aux: Literal[True],
    ) -> Callable[Concatenate[_T, _P], tuple[_T, _Aux]]: ...
    @overload
    def grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
    ) -> Callable[_P, Any]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False,
    ) -> Callable[Concatenate[_T, _P], tuple[_R, _T]]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], tuple[_R, _Aux]], argnums: Literal[0] = 0,
        *, has_aux: Literal[True],
    ) -> Callable[Concatenate[_T, _P], tuple[tuple[_R, _Aux], _T]]: ...
    @overload
    def value_and_grad(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
    ) -> Callable[_P, tuple[Any, Any]]: ...
    @overload
    def jacfwd(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False, holomorphic: bool = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def jacfwd(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    @overload
    def jacrev(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[Concatenate[_T, _P], _R], argnums: Literal[0] = 0,
        has_aux: Literal[False] = False, holomorphic: bool = False,
    ) -> Callable[Concatenate[_T, _P], _T]: ...
    @overload
    def jacrev(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[_P, object], argnums: int | Sequence[int], has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    def hessian(
        self, fun: Callable[_P, object], argnums: int | Sequence[int] = 0, has_aux: bool = False,
        holomorphic: bool = False,
    ) -> Callable[_P, Any]: ...
    def hvp(
        self, fun: Callable[[_T], object], primals: Sequence[_T], tangents: Sequence[_T],
    ) -> _T: ...
    @overload
    def jvp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., _R], primals: Sequence[object], tangents: Sequence[object],
        has_aux: Literal[False] = False,
    ) -> tuple[_R, _R]: ...
    @overload
    def jvp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., tuple[_R, _Aux]], primals: Sequence[object],
        tangents: Sequence[object], has_aux: Literal[True],
    ) -> tuple[_R, _R, _Aux]: ...
    @overload
    def vjp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., _R], *primals: object, has_aux: Literal[False] = False,
    ) -> tuple[_R, Callable[[_R], tuple[Any, ...]]]: ...
    @overload
    def vjp(  # type: ignore[overload-overlap, unused-ignore]
        self, fun: Callable[..., tuple[_R, _Aux]], *primals: object, has_aux: Literal[True],
    ) -> tuple[_R, Callable[[_R], tuple[Any, ...]], _Aux]: ...
    def linearize(
        self, fun: Callable[..., _R], *primals: object,
    ) -> tuple[_R, Callable[..., _R]]: ...
    def stop_gradient(self, x: _T) -> _T: ...
    def custom_vjp(self, fun: Callable[..., object]) -> CustomVjp: ...
    def custom_gradient(
        self, fun: Callable[_P, tuple[_R, Callable[..., object]]],
    ) -> Callable[_P, _R]: ...
    def jit(
        self, fun: Callable[_P, _R], static_argnums: int | Sequence[int] = (), **options: object,
    ) -> Callable[_P, _R]: ...
    def vmap(
        self, fun: Callable[_P, _R], in_axes: object = 0, out_axes: object = 0,
    ) -> Callable[_P, _R]: ...

class MLXRandom(Protocol):
    """The ``random`` extension of ours."""

    def key(self, seed: int | mlx.core.array, *, device: mlx.core.Device | None = None) -> mlx.core.array: ...
    def split(self, key: mlx.core.array, num: int | tuple[int, ...] = 2) -> mlx.core.array: ...
    def fold_in(self, key: mlx.core.array, data: int | mlx.core.array) -> mlx.core.array: ...
    def bits(
        self, key: mlx.core.array, shape: int | tuple[int, ...] = (), dtype: mlx.core.Dtype | None = None,
        *, device: mlx.core.Device | None = None,
    ) -> mlx.core.array: ...
    def uniform(
        self, key: mlx.core.array, shape: int | tuple[int, ...] = (), dtype: mlx.core.Dtype | None = None,
        minval: float | mlx.core.array = 0.0, maxval: float | mlx.core.array = 1.0, *,
        device: mlx.core.Device | None = None,
    ) -> mlx.core.array: ...
    def normal(
        self, key: mlx.core.array, shape: int | tuple[int, ...] = (), dtype: mlx.core.Dtype | None = None,
        *, device: mlx.core.Device | None = None,
    ) -> mlx.core.array: ...
    def truncated_normal(
        self, key: mlx.core.array, lower: float | mlx.core.array, upper: float | mlx.core.array,
        shape: int | tuple[int, ...] | None = None, dtype: mlx.core.Dtype | None = None, *,
        device: mlx.core.Device | None = None,
    ) -> mlx.core.array: ...
    def bernoulli(
        self, key: mlx.core.array, p: float | mlx.core.array = 0.5, shape: int | tuple[int, ...] | None = None,
        mode: str = "low", *, device: mlx.core.Device | None = None,
    ) -> mlx.core.array: ...
    def randint(
        self, key: mlx.core.array, shape: int | tuple[int, ...], minval: int | mlx.core.array,
        maxval: int | mlx.core.array, dtype: mlx.core.Dtype | None = None, *, device: mlx.core.Device | None = None,
    ) -> mlx.core.array: ...
    def permutation(
        self, key: mlx.core.array, x: int | mlx.core.array, axis: int = 0, independent: bool = False, *,
        device: mlx.core.Device | None = None,
    ) -> mlx.core.array: ...
    def choice(
        self, key: mlx.core.array, a: int | mlx.core.array, shape: int | tuple[int, ...] = (),
        replace: bool = True, p: mlx.core.array | None = None, axis: int = 0, mode: str | None = None,
        *, device: mlx.core.Device | None = None,
    ) -> mlx.core.array: ...
    def categorical(
        self, key: mlx.core.array, logits: mlx.core.array, axis: int = -1,
        shape: int | tuple[int, ...] | None = None, replace: bool = True,
        mode: str | None = None, *, device: mlx.core.Device | None = None,
    ) -> mlx.core.array: ...

class MLXNamespace(Protocol):
    """The namespace ``xpagnostic.get_namespace`` gives for mlx.core.array arrays."""

    def abs(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def acos(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def acosh(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def add(
        self,
        x1: complex | mlx.core.array,
        x2: complex | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def all(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> mlx.core.array: ...
    def any(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> mlx.core.array: ...
    def arange(
        self,
        start: float,
        /,
        stop: float | None = None,
        step: float = 1,
        *,
        dtype: mlx.core.Dtype | None = None,
        device: mlx.core.Device | str | None = None,
    ) -> mlx.core.array: ...
    def argmax(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int | None = None,
        keepdims: bool = False,
    ) -> mlx.core.array: ...
    def argmin(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int | None = None,
        keepdims: bool = False,
    ) -> mlx.core.array: ...
    def argsort(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int = -1,
        descending: bool = False,
        stable: bool = True,
    ) -> mlx.core.array: ...
    def asarray(
        self,
        obj: object,
        /,
        *,
        dtype: mlx.core.Dtype | None = None,
        device: mlx.core.Device | str | None = None,
        copy: bool | None = None,
    ) -> mlx.core.array: ...
    def asin(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def asinh(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def astype(
        self,
        x: mlx.core.array,
        dtype: mlx.core.Dtype,
        /,
        *,
        copy: bool = True,
        device: mlx.core.Device | str | None = None,
    ) -> mlx.core.array: ...
    def atan(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def atan2(
        self,
        x1: float | mlx.core.array,
        x2: float | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def atanh(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def bitwise_and(
        self,
        x1: int | mlx.core.array,
        x2: int | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def bitwise_invert(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def bitwise_left_shift(
        self,
        x1: int | mlx.core.array,
        x2: int | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def bitwise_or(
        self,
        x1: int | mlx.core.array,
        x2: int | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def bitwise_right_shift(
        self,
        x1: int | mlx.core.array,
        x2: int | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def bitwise_xor(
        self,
        x1: int | mlx.core.array,
        x2: int | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def broadcast_arrays(self, *arrays: mlx.core.array) -> tuple[mlx.core.array, ...]: ...
    def broadcast_shapes(self, *shapes: tuple[int, ...]) -> tuple[int, ...]: ...
    def broadcast_to(
        self,
        x: mlx.core.array,
        /,
        shape: tuple[int | None, ...],
    ) -> mlx.core.array: ...
    def can_cast(self, from_: mlx.core.Dtype | mlx.core.array, to: mlx.core.Dtype, /) -> bool: ...
    def ceil(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def clip(
        self,
        x: mlx.core.array,
        /,
        min: mlx.core.array | float | None = None,
        max: mlx.core.array | float | None = None,
    ) -> mlx.core.array: ...
    def concat(
        self,
        arrays: tuple[mlx.core.array, ...] | list[mlx.core.array],
        /,
        *,
        axis: int | None = 0,
    ) -> mlx.core.array: ...
    def conj(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def copysign(
        self,
        x1: float | mlx.core.array,
        x2: float | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def cos(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def cosh(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def count_nonzero(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> mlx.core.array: ...
    def cumulative_prod(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int | None = None,
        dtype: mlx.core.Dtype | None = None,
        include_initial: bool = False,
    ) -> mlx.core.array: ...
    def cumulative_sum(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int | None = None,
        dtype: mlx.core.Dtype | None = None,
        include_initial: bool = False,
    ) -> mlx.core.array: ...
    def diff(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int = -1,
        n: int = 1,
        prepend: mlx.core.array | None = None,
        append: mlx.core.array | None = None,
    ) -> mlx.core.array: ...
    def divide(
        self,
        x1: complex | mlx.core.array,
        x2: complex | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    @property
    def e(self) -> float: ...
    def empty(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: mlx.core.Dtype | None = None,
        device: mlx.core.Device | str | None = None,
    ) -> mlx.core.array: ...
    def empty_like(
        self,
        x: mlx.core.array,
        /,
        *,
        dtype: mlx.core.Dtype | None = None,
        device: mlx.core.Device | str | None = None,
    ) -> mlx.core.array: ...
    def equal(
        self,
        x1: complex | mlx.core.array,
        x2: complex | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def exp(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def expand_dims(self, x: mlx.core.array, /, axis: int) -> mlx.core.array: ...
    def expm1(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def eye(
        self,
        n_rows: int,
        n_cols: int | None = None,
        /,
        *,
        k: int = 0,
        dtype: mlx.core.Dtype | None = None,
        device: mlx.core.Device | str | None = None,
    ) -> mlx.core.array: ...
    def finfo(self, type: mlx.core.Dtype | mlx.core.array, /) -> FInfo[mlx.core.Dtype]: ...
    def flip(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> mlx.core.array: ...
    def floor(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def floor_divide(
        self,
        x1: float | mlx.core.array,
        x2: float | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def from_dlpack(
        self,
        x: object,
        /,
        *,
        device: mlx.core.Device | str | None = None,
        copy: bool | None = None,
    ) -> mlx.core.array: ...
    def full(
        self,
        shape: int | tuple[int | None, ...],
        fill_value: complex,
        *,
        dtype: mlx.core.Dtype | None = None,
        device: mlx.core.Device | str | None = None,
    ) -> mlx.core.array: ...
    def full_like(
        self,
        x: mlx.core.array,
        /,
        fill_value: complex,
        *,
        dtype: mlx.core.Dtype | None = None,
        device: mlx.core.Device | str | None = None,
    ) -> mlx.core.array: ...
    def greater(
        self,
        x1: float | mlx.core.array,
        x2: float | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def greater_equal(
        self,
        x1: float | mlx.core.array,
        x2: float | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def hypot(
        self,
        x1: float | mlx.core.array,
        x2: float | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def iinfo(self, type: mlx.core.Dtype | mlx.core.array, /) -> IInfo[mlx.core.Dtype]: ...
    def imag(self, x: mlx.core.array, /) -> mlx.core.array: ...
    @property
    def inf(self) -> float: ...
    def isdtype(
        self,
        dtype: mlx.core.Dtype,
        kind: mlx.core.Dtype | str | tuple[mlx.core.Dtype | str, ...],
    ) -> bool: ...
    def isfinite(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def isin(
        self,
        x1: mlx.core.array | int,
        x2: mlx.core.array | int,
        /,
        *,
        invert: bool = False,
    ) -> mlx.core.array: ...
    def isinf(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def isnan(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def less(self, x1: float | mlx.core.array, x2: float | mlx.core.array, /) -> mlx.core.array: ...
    def less_equal(
        self,
        x1: float | mlx.core.array,
        x2: float | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def linspace(
        self,
        start: complex,
        stop: complex,
        /,
        num: int,
        *,
        dtype: mlx.core.Dtype | None = None,
        device: mlx.core.Device | str | None = None,
        endpoint: bool = True,
    ) -> mlx.core.array: ...
    def log(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def log10(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def log1p(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def log2(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def logaddexp(
        self,
        x1: float | mlx.core.array,
        x2: float | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def logical_and(
        self,
        x1: bool | mlx.core.array,
        x2: bool | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def logical_not(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def logical_or(
        self,
        x1: bool | mlx.core.array,
        x2: bool | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def logical_xor(
        self,
        x1: bool | mlx.core.array,
        x2: bool | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def matmul(self, x1: mlx.core.array, x2: mlx.core.array, /) -> mlx.core.array: ...
    def matrix_transpose(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def max(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> mlx.core.array: ...
    def maximum(
        self,
        x1: float | mlx.core.array,
        x2: float | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def mean(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> mlx.core.array: ...
    def meshgrid(
        self,
        *arrays: mlx.core.array,
        indexing: Literal['xy', 'ij'] = 'xy',
    ) -> tuple[mlx.core.array, ...]: ...
    def min(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> mlx.core.array: ...
    def minimum(
        self,
        x1: float | mlx.core.array,
        x2: float | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def moveaxis(
        self,
        x: mlx.core.array,
        source: int | tuple[int, ...],
        destination: int | tuple[int, ...],
        /,
    ) -> mlx.core.array: ...
    def multiply(
        self,
        x1: complex | mlx.core.array,
        x2: complex | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    @property
    def nan(self) -> float: ...
    def negative(self, x: mlx.core.array, /) -> mlx.core.array: ...
    @property
    def newaxis(self) -> None: ...
    def nextafter(
        self,
        x1: float | mlx.core.array,
        x2: float | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def nonzero(self, x: mlx.core.array, /) -> tuple[mlx.core.array, ...]: ...
    def not_equal(
        self,
        x1: complex | mlx.core.array,
        x2: complex | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def ones(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: mlx.core.Dtype | None = None,
        device: mlx.core.Device | str | None = None,
    ) -> mlx.core.array: ...
    def ones_like(
        self,
        x: mlx.core.array,
        /,
        *,
        dtype: mlx.core.Dtype | None = None,
        device: mlx.core.Device | str | None = None,
    ) -> mlx.core.array: ...
    def permute_dims(self, x: mlx.core.array, /, axes: tuple[int, ...]) -> mlx.core.array: ...
    @property
    def pi(self) -> float: ...
    def positive(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def pow(
        self,
        x1: complex | mlx.core.array,
        x2: complex | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def prod(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: mlx.core.Dtype | None = None,
        keepdims: bool = False,
    ) -> mlx.core.array: ...
    def real(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def reciprocal(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def remainder(
        self,
        x1: float | mlx.core.array,
        x2: float | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def repeat(
        self,
        x: mlx.core.array,
        repeats: int | mlx.core.array,
        /,
        *,
        axis: int | None = None,
    ) -> mlx.core.array: ...
    def reshape(
        self,
        x: mlx.core.array,
        /,
        shape: tuple[int | None, ...],
        *,
        copy: bool | None = None,
    ) -> mlx.core.array: ...
    def result_type(
        self,
        *arrays_and_dtypes: mlx.core.array | mlx.core.Dtype | complex,
    ) -> mlx.core.Dtype: ...
    def roll(
        self,
        x: mlx.core.array,
        /,
        shift: int | tuple[int, ...],
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> mlx.core.array: ...
    def round(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def searchsorted(
        self,
        x1: mlx.core.array,
        x2: mlx.core.array | int | float,
        /,
        *,
        side: Literal['left', 'right'] = 'left',
        sorter: mlx.core.array | None = None,
    ) -> mlx.core.array: ...
    def sign(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def signbit(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def sin(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def sinh(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def sort(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int = -1,
        descending: bool = False,
        stable: bool = True,
    ) -> mlx.core.array: ...
    def sqrt(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def square(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def squeeze(self, x: mlx.core.array, /, axis: int | tuple[int, ...]) -> mlx.core.array: ...
    def stack(
        self,
        arrays: tuple[mlx.core.array, ...] | list[mlx.core.array],
        /,
        *,
        axis: int = 0,
    ) -> mlx.core.array: ...
    def std(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> mlx.core.array: ...
    def subtract(
        self,
        x1: complex | mlx.core.array,
        x2: complex | mlx.core.array,
        /,
    ) -> mlx.core.array: ...
    def sum(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: mlx.core.Dtype | None = None,
        keepdims: bool = False,
    ) -> mlx.core.array: ...
    def take(
        self,
        x: mlx.core.array,
        indices: mlx.core.array,
        /,
        *,
        axis: int | None = None,
    ) -> mlx.core.array: ...
    def take_along_axis(
        self,
        x: mlx.core.array,
        indices: mlx.core.array,
        /,
        *,
        axis: int = -1,
    ) -> mlx.core.array: ...
    def tan(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def tanh(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def tensordot(
        self,
        x1: mlx.core.array,
        x2: mlx.core.array,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
    ) -> mlx.core.array: ...
    def tile(self, x: mlx.core.array, repetitions: tuple[int, ...], /) -> mlx.core.array: ...
    def tril(self, x: mlx.core.array, /, *, k: int = 0) -> mlx.core.array: ...
    def triu(self, x: mlx.core.array, /, *, k: int = 0) -> mlx.core.array: ...
    def trunc(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def unique_all(self, x: mlx.core.array, /) -> UniqueAllResult[mlx.core.array]: ...
    def unique_counts(self, x: mlx.core.array, /) -> UniqueCountsResult[mlx.core.array]: ...
    def unique_inverse(self, x: mlx.core.array, /) -> UniqueInverseResult[mlx.core.array]: ...
    def unique_values(self, x: mlx.core.array, /) -> mlx.core.array: ...
    def unstack(self, x: mlx.core.array, /, *, axis: int = 0) -> tuple[mlx.core.array, ...]: ...
    def var(
        self,
        x: mlx.core.array,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> mlx.core.array: ...
    def vecdot(
        self,
        x1: mlx.core.array,
        x2: mlx.core.array,
        /,
        *,
        axis: int = -1,
    ) -> mlx.core.array: ...
    def where(
        self,
        condition: mlx.core.array,
        x1: mlx.core.array | complex,
        x2: mlx.core.array | complex,
        /,
    ) -> mlx.core.array: ...
    def zeros(
        self,
        shape: int | tuple[int | None, ...],
        *,
        dtype: mlx.core.Dtype | None = None,
        device: mlx.core.Device | str | None = None,
    ) -> mlx.core.array: ...
    def zeros_like(
        self,
        x: mlx.core.array,
        /,
        *,
        dtype: mlx.core.Dtype | None = None,
        device: mlx.core.Device | str | None = None,
    ) -> mlx.core.array: ...
    @property
    def bool(self) -> mlx.core.Dtype: ...
    @property
    def int8(self) -> mlx.core.Dtype: ...
    @property
    def int16(self) -> mlx.core.Dtype: ...
    @property
    def int32(self) -> mlx.core.Dtype: ...
    @property
    def int64(self) -> mlx.core.Dtype: ...
    @property
    def uint8(self) -> mlx.core.Dtype: ...
    @property
    def uint16(self) -> mlx.core.Dtype: ...
    @property
    def uint32(self) -> mlx.core.Dtype: ...
    @property
    def uint64(self) -> mlx.core.Dtype: ...
    @property
    def float32(self) -> mlx.core.Dtype: ...
    @property
    def float64(self) -> mlx.core.Dtype: ...
    @property
    def complex64(self) -> mlx.core.Dtype: ...
    @property
    def complex128(self) -> mlx.core.Dtype: ...
    @property
    def float16(self) -> mlx.core.Dtype: ...
    @property
    def bfloat16(self) -> mlx.core.Dtype: ...
    def __array_namespace_info__(self) -> MLXInfo: ...
    @property
    def __array_api_version__(self) -> str: ...
    @property
    def __name__(self) -> str: ...
    @property
    def autodiff(self) -> MLXAutodiff: ...
    @property
    def fft(self) -> MLXFFT: ...
    @property
    def linalg(self) -> MLXLinalg: ...
    @property
    def random(self) -> MLXRandom: ...

_A = TypeVar("_A", bound=Array)
_N = TypeVar("_N")
_Shape = TypeVar("_Shape", bound=tuple[Any, ...])
_DType = TypeVar("_DType", bound=numpy.dtype[Any])
_Item = TypeVar("_Item")

class _TensorFlowArrays(Protocol):
    """What only tensorflow.Tensor | tensorflow.Variable arrays have."""

    @property
    def get_shape(self) -> object: ...

class _TorchArrays(Protocol):
    """What only torch.Tensor arrays have."""

    @property
    def is_leaf(self) -> object: ...

class _JaxArrays(Protocol):
    """What only jax.Array arrays have."""

    @property
    def is_fully_replicated(self) -> object: ...

class _DaskArrays(Protocol):
    """What only dask.array.Array arrays have."""

    @property
    def numblocks(self) -> object: ...

class _MLXArrays(Protocol):
    """What only mlx.core.array arrays have."""

    @property
    def at(self) -> object: ...
    @property
    def cummax(self) -> object: ...

@overload
def get_namespace(  # type: ignore[overload-overlap, overload-cannot-match, unused-ignore]
    x: _TensorFlowArrays, /,
    *arrays: _TensorFlowArrays | complex | None,
    api_version: str | None = None,
) -> TensorFlowNamespace: ...

@overload
def get_namespace(  # type: ignore[overload-overlap, overload-cannot-match, unused-ignore]
    x: numpy.ndarray[_Shape, _DType], /,
    *arrays: numpy.ndarray[_Shape, _DType] | complex | None,
    api_version: str | None = None,
) -> NumPyNamespace: ...

@overload
def get_namespace(  # type: ignore[overload-overlap, overload-cannot-match, unused-ignore]
    x: numpy.generic[_Item], /,
    *arrays: numpy.ndarray[_Shape, _DType] | complex | None,
    api_version: str | None = None,
) -> NumPyNamespace: ...

@overload
def get_namespace(  # type: ignore[overload-overlap, overload-cannot-match, unused-ignore]
    x: _TorchArrays, /, *arrays: _TorchArrays | complex | None, api_version: str | None = None
) -> TorchNamespace: ...

@overload
def get_namespace(  # type: ignore[overload-overlap, overload-cannot-match, unused-ignore]
    x: _JaxArrays, /, *arrays: _JaxArrays | complex | None, api_version: str | None = None
) -> JaxNamespace: ...

@overload
def get_namespace(  # type: ignore[overload-overlap, overload-cannot-match, unused-ignore]
    x: _DaskArrays, /, *arrays: _DaskArrays | complex | None, api_version: str | None = None
) -> DaskNamespace: ...

@overload
def get_namespace(  # type: ignore[overload-overlap, overload-cannot-match, unused-ignore]
    x: _MLXArrays, /, *arrays: _MLXArrays | complex | None, api_version: str | None = None
) -> MLXNamespace: ...

@overload
def get_namespace(  # type: ignore[overload-overlap, overload-cannot-match, unused-ignore]
    x: Tensor[_N], /, *arrays: Tensor[_N] | _N | complex | None, api_version: str | None = None
) -> ArrayNamespace[Tensor[_N], DType, object]: ...

@overload
def get_namespace(  # type: ignore[overload-overlap, overload-cannot-match, unused-ignore]
    x: _A, /, *arrays: _A | complex | None, api_version: str | None = None
) -> ArrayNamespace[_A, DType, object]: ...

#: The name array-api-compat and scikit-learn use.
array_namespace = get_namespace
