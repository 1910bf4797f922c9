"""Methods of :class:`xpagnostic.Tensor`: one per namespace function taking an array first.

Written by ``python -m xpagnostic._facade._generate`` from the standard's signatures;
do not edit by hand.  Each method keeps the function's parameters after the array (names,
positional-only and keyword-only markers, defaults) and calls the backend namespace
function of the same name (``linalg`` and ``fft`` functions under flat names:
``x.det()`` is ``xp.linalg.det(x)``, ``x.rfft()`` is ``xp.fft.rfft(x)``).  Array
arguments may be Tensors or native arrays of the Tensor's backend; array results come
back as Tensors of the caller's class.  When every keyword argument is at its default,
the namespace function is called without them.  ``real`` and ``imag`` are properties,
as on NumPy's arrays.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Generic, Literal, TypeAlias, TypeVar

from .._namespace import backend_of
from ._wrap import SCALAR_TYPES, TensorBase, as_array, wrap

if TYPE_CHECKING:
    from typing import Self

    from .._typing.namespaces import (
        EighResult,
        EigResult,
        QRResult,
        SlogdetResult,
        SVDResult,
        UniqueAllResult,
        UniqueCountsResult,
        UniqueInverseResult,
    )
    from ._core import Tensor

#: The native array type a Tensor wraps (``numpy.ndarray``, ``torch.Tensor``, ``jax.Array``,
#: ``tf.Tensor``, ``dask.array.Array``): ``Tensor[torch.Tensor]``.  Array arguments of the
#: methods are Tensors or native arrays of that type.  A bare ``Tensor`` annotation means
#: ``Tensor[Any]`` (the default checkers read; Python 3.13's ``TypeVar`` has it at run time).
if TYPE_CHECKING:
    from typing_extensions import TypeVar as _TypeVarWithDefault

    A = _TypeVarWithDefault("A", default=Any)
else:
    A = TypeVar("A")
#: A dtype object of the Tensor's backend; which type depends on the backend, a mapping
#: static checkers cannot follow from ``A``.
DType: TypeAlias = object
#: A device object of the Tensor's backend (as :data:`DType`, not known from ``A``).
Device: TypeAlias = object


def _describe(x: object) -> str:
    t = type(x)
    return f"{t.__module__}.{t.__qualname__}"


class TensorMethods(TensorBase, Generic[A]):
    """Mixin holding the chainable methods; :class:`Tensor` supplies the state."""

    __slots__ = ()
    _raw: Any
    _xp: Any
    _backend: str

    def _new(self, raw: Any) -> Self:
        raise NotImplementedError

    def _operand(self, other: Any) -> Any:
        raise NotImplementedError

    def _result(self, out: Any) -> Self:
        """The array ``out`` as a Tensor of our class (fast when it is of the type we wrap,
        the common case, or a NumPy scalar, which becomes a 0-d array)."""
        t = type(out)
        if t is type(self._raw):
            return self._new(out)
        scalar = SCALAR_TYPES.get(t)
        if scalar is not None and scalar[0] == self._backend:
            return self._new(scalar[1](out))
        if backend_of(out) == self._backend:
            return self._new(as_array(out, self._backend))
        return wrap(out, self._backend, type(self))  # type: ignore[no-any-return]

    def _results(self, out: Any) -> tuple[Self, ...]:
        """The tuple of arrays ``out`` (named tuples keep their class) as Tensors of our class."""
        return wrap(out, self._backend, type(self))  # type: ignore[no-any-return]

    def _arg(self, other: Any, name: str) -> Any:
        """``other`` as an array argument of method ``name``, or ``TypeError``."""
        o = self._operand(other)
        if o is NotImplemented:
            raise TypeError(
                f"{type(self).__name__}.{name}: unsupported operand {_describe(other)}"
            )
        return o

    def _unary(self, name: str) -> Self:
        return self._result(getattr(self._xp, name)(self._raw))

    def abs(self, /) -> Self:
        return self._result(self._xp.abs(self._raw))

    def acos(self, /) -> Self:
        return self._result(self._xp.acos(self._raw))

    def acosh(self, /) -> Self:
        return self._result(self._xp.acosh(self._raw))

    def add(self, x2: complex | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "add")
        return self._result(self._xp.add(self._raw, x2))

    def all(self, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Self:
        if axis is None and keepdims is False:
            return self._result(self._xp.all(self._raw))
        return self._result(self._xp.all(self._raw, axis=axis, keepdims=keepdims))

    def any(self, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Self:
        if axis is None and keepdims is False:
            return self._result(self._xp.any(self._raw))
        return self._result(self._xp.any(self._raw, axis=axis, keepdims=keepdims))

    def argmax(self, /, *, axis: int | None = None, keepdims: bool = False) -> Self:
        if axis is None and keepdims is False:
            return self._result(self._xp.argmax(self._raw))
        return self._result(self._xp.argmax(self._raw, axis=axis, keepdims=keepdims))

    def argmin(self, /, *, axis: int | None = None, keepdims: bool = False) -> Self:
        if axis is None and keepdims is False:
            return self._result(self._xp.argmin(self._raw))
        return self._result(self._xp.argmin(self._raw, axis=axis, keepdims=keepdims))

    def argsort(self, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Self:
        if type(axis) is int and axis == -1 and descending is False and stable is True:
            return self._result(self._xp.argsort(self._raw))
        return self._result(self._xp.argsort(
            self._raw, axis=axis, descending=descending, stable=stable))

    def asin(self, /) -> Self:
        return self._result(self._xp.asin(self._raw))

    def asinh(self, /) -> Self:
        return self._result(self._xp.asinh(self._raw))

    def astype(self, dtype: DType, /, *, copy: bool = True, device: Device | None = None) -> Self:
        if copy is True and device is None:
            return self._result(self._xp.astype(self._raw, dtype))
        return self._result(self._xp.astype(self._raw, dtype, copy=copy, device=device))

    def atan(self, /) -> Self:
        return self._result(self._xp.atan(self._raw))

    def atan2(self, x2: float | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "atan2")
        return self._result(self._xp.atan2(self._raw, x2))

    def atanh(self, /) -> Self:
        return self._result(self._xp.atanh(self._raw))

    def bitwise_and(self, x2: int | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "bitwise_and")
        return self._result(self._xp.bitwise_and(self._raw, x2))

    def bitwise_invert(self, /) -> Self:
        return self._result(self._xp.bitwise_invert(self._raw))

    def bitwise_left_shift(self, x2: int | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "bitwise_left_shift")
        return self._result(self._xp.bitwise_left_shift(self._raw, x2))

    def bitwise_or(self, x2: int | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "bitwise_or")
        return self._result(self._xp.bitwise_or(self._raw, x2))

    def bitwise_right_shift(self, x2: int | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "bitwise_right_shift")
        return self._result(self._xp.bitwise_right_shift(self._raw, x2))

    def bitwise_xor(self, x2: int | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "bitwise_xor")
        return self._result(self._xp.bitwise_xor(self._raw, x2))

    def broadcast_to(self, /, shape: tuple[int, ...]) -> Self:
        return self._result(self._xp.broadcast_to(self._raw, shape))

    def ceil(self, /) -> Self:
        return self._result(self._xp.ceil(self._raw))

    def clip(
        self,
        /,
        min: Tensor[A] | A | float | None = None,
        max: Tensor[A] | A | float | None = None,
    ) -> Self:
        min = None if min is None else self._arg(min, "clip")
        max = None if max is None else self._arg(max, "clip")
        return self._result(self._xp.clip(self._raw, min, max))

    def conj(self, /) -> Self:
        return self._result(self._xp.conj(self._raw))

    def copysign(self, x2: float | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "copysign")
        return self._result(self._xp.copysign(self._raw, x2))

    def cos(self, /) -> Self:
        return self._result(self._xp.cos(self._raw))

    def cosh(self, /) -> Self:
        return self._result(self._xp.cosh(self._raw))

    def count_nonzero(
        self,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
    ) -> Self:
        if axis is None and keepdims is False:
            return self._result(self._xp.count_nonzero(self._raw))
        return self._result(self._xp.count_nonzero(self._raw, axis=axis, keepdims=keepdims))

    def cumulative_prod(
        self,
        /,
        *,
        axis: int | None = None,
        dtype: DType | None = None,
        include_initial: bool = False,
    ) -> Self:
        if axis is None and dtype is None and include_initial is False:
            return self._result(self._xp.cumulative_prod(self._raw))
        return self._result(self._xp.cumulative_prod(
            self._raw, axis=axis, dtype=dtype, include_initial=include_initial))

    def cumulative_sum(
        self,
        /,
        *,
        axis: int | None = None,
        dtype: DType | None = None,
        include_initial: bool = False,
    ) -> Self:
        if axis is None and dtype is None and include_initial is False:
            return self._result(self._xp.cumulative_sum(self._raw))
        return self._result(self._xp.cumulative_sum(
            self._raw, axis=axis, dtype=dtype, include_initial=include_initial))

    def diff(
        self,
        /,
        *,
        axis: int = -1,
        n: int = 1,
        prepend: Tensor[A] | A | None = None,
        append: Tensor[A] | A | None = None,
    ) -> Self:
        prepend = None if prepend is None else self._arg(prepend, "diff")
        append = None if append is None else self._arg(append, "diff")
        if (
            type(axis) is int and axis == -1
            and type(n) is int and n == 1
            and prepend is None
            and append is None
        ):
            return self._result(self._xp.diff(self._raw))
        return self._result(self._xp.diff(
            self._raw, axis=axis, n=n, prepend=prepend, append=append))

    def divide(self, x2: complex | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "divide")
        return self._result(self._xp.divide(self._raw, x2))

    def empty_like(self, /, *, dtype: DType | None = None, device: Device | None = None) -> Self:
        if dtype is None and device is None:
            return self._result(self._xp.empty_like(self._raw))
        return self._result(self._xp.empty_like(self._raw, dtype=dtype, device=device))

    def equal(self, x2: complex | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "equal")
        return self._result(self._xp.equal(self._raw, x2))

    def exp(self, /) -> Self:
        return self._result(self._xp.exp(self._raw))

    def expand_dims(self, /, axis: int) -> Self:
        return self._result(self._xp.expand_dims(self._raw, axis))

    def expm1(self, /) -> Self:
        return self._result(self._xp.expm1(self._raw))

    def flip(self, /, *, axis: int | tuple[int, ...] | None = None) -> Self:
        if axis is None:
            return self._result(self._xp.flip(self._raw))
        return self._result(self._xp.flip(self._raw, axis=axis))

    def floor(self, /) -> Self:
        return self._result(self._xp.floor(self._raw))

    def floor_divide(self, x2: float | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "floor_divide")
        return self._result(self._xp.floor_divide(self._raw, x2))

    def full_like(
        self,
        /,
        fill_value: complex,
        *,
        dtype: DType | None = None,
        device: Device | None = None,
    ) -> Self:
        if dtype is None and device is None:
            return self._result(self._xp.full_like(self._raw, fill_value))
        return self._result(self._xp.full_like(self._raw, fill_value, dtype=dtype, device=device))

    def greater(self, x2: float | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "greater")
        return self._result(self._xp.greater(self._raw, x2))

    def greater_equal(self, x2: float | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "greater_equal")
        return self._result(self._xp.greater_equal(self._raw, x2))

    def hypot(self, x2: float | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "hypot")
        return self._result(self._xp.hypot(self._raw, x2))

    @property
    def imag(self) -> Self:
        """``xp.imag(t)``, an attribute as on NumPy's arrays."""
        return self._result(self._xp.imag(self._raw))

    def isfinite(self, /) -> Self:
        return self._result(self._xp.isfinite(self._raw))

    def isin(self, x2: Tensor[A] | A | int, /, *, invert: bool = False) -> Self:
        x2 = self._arg(x2, "isin")
        if invert is False:
            return self._result(self._xp.isin(self._raw, x2))
        return self._result(self._xp.isin(self._raw, x2, invert=invert))

    def isinf(self, /) -> Self:
        return self._result(self._xp.isinf(self._raw))

    def isnan(self, /) -> Self:
        return self._result(self._xp.isnan(self._raw))

    def less(self, x2: float | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "less")
        return self._result(self._xp.less(self._raw, x2))

    def less_equal(self, x2: float | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "less_equal")
        return self._result(self._xp.less_equal(self._raw, x2))

    def log(self, /) -> Self:
        return self._result(self._xp.log(self._raw))

    def log10(self, /) -> Self:
        return self._result(self._xp.log10(self._raw))

    def log1p(self, /) -> Self:
        return self._result(self._xp.log1p(self._raw))

    def log2(self, /) -> Self:
        return self._result(self._xp.log2(self._raw))

    def logaddexp(self, x2: float | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "logaddexp")
        return self._result(self._xp.logaddexp(self._raw, x2))

    def logical_and(self, x2: bool | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "logical_and")
        return self._result(self._xp.logical_and(self._raw, x2))

    def logical_not(self, /) -> Self:
        return self._result(self._xp.logical_not(self._raw))

    def logical_or(self, x2: bool | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "logical_or")
        return self._result(self._xp.logical_or(self._raw, x2))

    def logical_xor(self, x2: bool | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "logical_xor")
        return self._result(self._xp.logical_xor(self._raw, x2))

    def matmul(self, x2: Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "matmul")
        return self._result(self._xp.matmul(self._raw, x2))

    def matrix_transpose(self, /) -> Self:
        return self._result(self._xp.matrix_transpose(self._raw))

    def max(self, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Self:
        if axis is None and keepdims is False:
            return self._result(self._xp.max(self._raw))
        return self._result(self._xp.max(self._raw, axis=axis, keepdims=keepdims))

    def maximum(self, x2: float | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "maximum")
        return self._result(self._xp.maximum(self._raw, x2))

    def mean(self, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Self:
        if axis is None and keepdims is False:
            return self._result(self._xp.mean(self._raw))
        return self._result(self._xp.mean(self._raw, axis=axis, keepdims=keepdims))

    def min(self, /, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Self:
        if axis is None and keepdims is False:
            return self._result(self._xp.min(self._raw))
        return self._result(self._xp.min(self._raw, axis=axis, keepdims=keepdims))

    def minimum(self, x2: float | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "minimum")
        return self._result(self._xp.minimum(self._raw, x2))

    def moveaxis(
        self,
        source: int | tuple[int, ...],
        destination: int | tuple[int, ...],
        /,
    ) -> Self:
        return self._result(self._xp.moveaxis(self._raw, source, destination))

    def multiply(self, x2: complex | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "multiply")
        return self._result(self._xp.multiply(self._raw, x2))

    def negative(self, /) -> Self:
        return self._result(self._xp.negative(self._raw))

    def nextafter(self, x2: float | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "nextafter")
        return self._result(self._xp.nextafter(self._raw, x2))

    def nonzero(self, /) -> tuple[Self, ...]:
        return self._results(self._xp.nonzero(self._raw))

    def not_equal(self, x2: complex | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "not_equal")
        return self._result(self._xp.not_equal(self._raw, x2))

    def ones_like(self, /, *, dtype: DType | None = None, device: Device | None = None) -> Self:
        if dtype is None and device is None:
            return self._result(self._xp.ones_like(self._raw))
        return self._result(self._xp.ones_like(self._raw, dtype=dtype, device=device))

    def permute_dims(self, /, axes: tuple[int, ...]) -> Self:
        return self._result(self._xp.permute_dims(self._raw, axes))

    def positive(self, /) -> Self:
        return self._result(self._xp.positive(self._raw))

    def pow(self, x2: complex | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "pow")
        return self._result(self._xp.pow(self._raw, x2))

    def prod(
        self,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: DType | None = None,
        keepdims: bool = False,
    ) -> Self:
        if axis is None and dtype is None and keepdims is False:
            return self._result(self._xp.prod(self._raw))
        return self._result(self._xp.prod(self._raw, axis=axis, dtype=dtype, keepdims=keepdims))

    @property
    def real(self) -> Self:
        """``xp.real(t)``, an attribute as on NumPy's arrays."""
        return self._result(self._xp.real(self._raw))

    def reciprocal(self, /) -> Self:
        return self._result(self._xp.reciprocal(self._raw))

    def remainder(self, x2: float | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "remainder")
        return self._result(self._xp.remainder(self._raw, x2))

    def repeat(self, repeats: int | Tensor[A] | A, /, *, axis: int | None = None) -> Self:
        repeats = self._arg(repeats, "repeat")
        if axis is None:
            return self._result(self._xp.repeat(self._raw, repeats))
        return self._result(self._xp.repeat(self._raw, repeats, axis=axis))

    def reshape(self, /, shape: tuple[int, ...], *, copy: bool | None = None) -> Self:
        if copy is None:
            return self._result(self._xp.reshape(self._raw, shape))
        return self._result(self._xp.reshape(self._raw, shape, copy=copy))

    def roll(
        self,
        /,
        shift: int | tuple[int, ...],
        *,
        axis: int | tuple[int, ...] | None = None,
    ) -> Self:
        if axis is None:
            return self._result(self._xp.roll(self._raw, shift))
        return self._result(self._xp.roll(self._raw, shift, axis=axis))

    def round(self, /) -> Self:
        return self._result(self._xp.round(self._raw))

    def searchsorted(
        self,
        x2: Tensor[A] | A | int | float,
        /,
        *,
        side: Literal["left", "right"] = 'left',
        sorter: Tensor[A] | A | None = None,
    ) -> Self:
        x2 = self._arg(x2, "searchsorted")
        sorter = None if sorter is None else self._arg(sorter, "searchsorted")
        return self._result(self._xp.searchsorted(self._raw, x2, side=side, sorter=sorter))

    def sign(self, /) -> Self:
        return self._result(self._xp.sign(self._raw))

    def signbit(self, /) -> Self:
        return self._result(self._xp.signbit(self._raw))

    def sin(self, /) -> Self:
        return self._result(self._xp.sin(self._raw))

    def sinh(self, /) -> Self:
        return self._result(self._xp.sinh(self._raw))

    def sort(self, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Self:
        if type(axis) is int and axis == -1 and descending is False and stable is True:
            return self._result(self._xp.sort(self._raw))
        return self._result(self._xp.sort(
            self._raw, axis=axis, descending=descending, stable=stable))

    def sqrt(self, /) -> Self:
        return self._result(self._xp.sqrt(self._raw))

    def square(self, /) -> Self:
        return self._result(self._xp.square(self._raw))

    def squeeze(self, /, axis: int | tuple[int, ...]) -> Self:
        return self._result(self._xp.squeeze(self._raw, axis))

    def std(
        self,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> Self:
        if axis is None and type(correction) is float and correction == 0.0 and keepdims is False:
            return self._result(self._xp.std(self._raw))
        return self._result(self._xp.std(
            self._raw, axis=axis, correction=correction, keepdims=keepdims))

    def subtract(self, x2: complex | Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "subtract")
        return self._result(self._xp.subtract(self._raw, x2))

    def sum(
        self,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: DType | None = None,
        keepdims: bool = False,
    ) -> Self:
        if axis is None and dtype is None and keepdims is False:
            return self._result(self._xp.sum(self._raw))
        return self._result(self._xp.sum(self._raw, axis=axis, dtype=dtype, keepdims=keepdims))

    def take(self, indices: Tensor[A] | A, /, *, axis: int | None = None) -> Self:
        indices = self._arg(indices, "take")
        if axis is None:
            return self._result(self._xp.take(self._raw, indices))
        return self._result(self._xp.take(self._raw, indices, axis=axis))

    def take_along_axis(self, indices: Tensor[A] | A, /, *, axis: int = -1) -> Self:
        indices = self._arg(indices, "take_along_axis")
        if type(axis) is int and axis == -1:
            return self._result(self._xp.take_along_axis(self._raw, indices))
        return self._result(self._xp.take_along_axis(self._raw, indices, axis=axis))

    def tan(self, /) -> Self:
        return self._result(self._xp.tan(self._raw))

    def tanh(self, /) -> Self:
        return self._result(self._xp.tanh(self._raw))

    def tensordot(
        self,
        x2: Tensor[A] | A,
        /,
        *,
        axes: int | tuple[Sequence[int], Sequence[int]] = 2,
    ) -> Self:
        x2 = self._arg(x2, "tensordot")
        if type(axes) is int and axes == 2:
            return self._result(self._xp.tensordot(self._raw, x2))
        return self._result(self._xp.tensordot(self._raw, x2, axes=axes))

    def tile(self, repetitions: tuple[int, ...], /) -> Self:
        return self._result(self._xp.tile(self._raw, repetitions))

    def tril(self, /, *, k: int = 0) -> Self:
        if type(k) is int and k == 0:
            return self._result(self._xp.tril(self._raw))
        return self._result(self._xp.tril(self._raw, k=k))

    def triu(self, /, *, k: int = 0) -> Self:
        if type(k) is int and k == 0:
            return self._result(self._xp.triu(self._raw))
        return self._result(self._xp.triu(self._raw, k=k))

    def trunc(self, /) -> Self:
        return self._result(self._xp.trunc(self._raw))

    def unique_all(self, /) -> UniqueAllResult[Self]:
        return self._results(self._xp.unique_all(self._raw))  # type: ignore[return-value]

    def unique_counts(self, /) -> UniqueCountsResult[Self]:
        return self._results(self._xp.unique_counts(self._raw))  # type: ignore[return-value]

    def unique_inverse(self, /) -> UniqueInverseResult[Self]:
        return self._results(self._xp.unique_inverse(self._raw))  # type: ignore[return-value]

    def unique_values(self, /) -> Self:
        return self._result(self._xp.unique_values(self._raw))

    def unstack(self, /, *, axis: int = 0) -> tuple[Self, ...]:
        if type(axis) is int and axis == 0:
            return self._results(self._xp.unstack(self._raw))
        return self._results(self._xp.unstack(self._raw, axis=axis))

    def var(
        self,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> Self:
        if axis is None and type(correction) is float and correction == 0.0 and keepdims is False:
            return self._result(self._xp.var(self._raw))
        return self._result(self._xp.var(
            self._raw, axis=axis, correction=correction, keepdims=keepdims))

    def vecdot(self, x2: Tensor[A] | A, /, *, axis: int = -1) -> Self:
        x2 = self._arg(x2, "vecdot")
        if type(axis) is int and axis == -1:
            return self._result(self._xp.vecdot(self._raw, x2))
        return self._result(self._xp.vecdot(self._raw, x2, axis=axis))

    def where(self, x1: Tensor[A] | A | complex, x2: Tensor[A] | A | complex, /) -> Self:
        x1 = self._arg(x1, "where")
        x2 = self._arg(x2, "where")
        return self._result(self._xp.where(self._raw, x1, x2))

    def zeros_like(self, /, *, dtype: DType | None = None, device: Device | None = None) -> Self:
        if dtype is None and device is None:
            return self._result(self._xp.zeros_like(self._raw))
        return self._result(self._xp.zeros_like(self._raw, dtype=dtype, device=device))

    def cholesky(self, /, *, upper: bool = False) -> Self:
        if upper is False:
            return self._result(self._xp.linalg.cholesky(self._raw))
        return self._result(self._xp.linalg.cholesky(self._raw, upper=upper))

    def cross(self, x2: Tensor[A] | A, /, *, axis: int = -1) -> Self:
        x2 = self._arg(x2, "cross")
        if type(axis) is int and axis == -1:
            return self._result(self._xp.linalg.cross(self._raw, x2))
        return self._result(self._xp.linalg.cross(self._raw, x2, axis=axis))

    def det(self, /) -> Self:
        return self._result(self._xp.linalg.det(self._raw))

    def diagonal(self, /, *, offset: int = 0) -> Self:
        if type(offset) is int and offset == 0:
            return self._result(self._xp.linalg.diagonal(self._raw))
        return self._result(self._xp.linalg.diagonal(self._raw, offset=offset))

    def eig(self, /) -> EigResult[Self]:
        return self._results(self._xp.linalg.eig(self._raw))  # type: ignore[return-value]

    def eigh(self, /) -> EighResult[Self]:
        return self._results(self._xp.linalg.eigh(self._raw))  # type: ignore[return-value]

    def eigvals(self, /) -> Self:
        return self._result(self._xp.linalg.eigvals(self._raw))

    def eigvalsh(self, /) -> Self:
        return self._result(self._xp.linalg.eigvalsh(self._raw))

    def inv(self, /) -> Self:
        return self._result(self._xp.linalg.inv(self._raw))

    def matrix_norm(
        self,
        /,
        *,
        keepdims: bool = False,
        ord: float | Literal["fro", "nuc"] | None = 'fro',
    ) -> Self:
        return self._result(self._xp.linalg.matrix_norm(self._raw, keepdims=keepdims, ord=ord))

    def matrix_power(self, n: int, /) -> Self:
        return self._result(self._xp.linalg.matrix_power(self._raw, n))

    def matrix_rank(self, /, *, rtol: float | Tensor[A] | A | None = None) -> Self:
        rtol = None if rtol is None else self._arg(rtol, "matrix_rank")
        if rtol is None:
            return self._result(self._xp.linalg.matrix_rank(self._raw))
        return self._result(self._xp.linalg.matrix_rank(self._raw, rtol=rtol))

    def outer(self, x2: Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "outer")
        return self._result(self._xp.linalg.outer(self._raw, x2))

    def pinv(self, /, *, rtol: float | Tensor[A] | A | None = None) -> Self:
        rtol = None if rtol is None else self._arg(rtol, "pinv")
        if rtol is None:
            return self._result(self._xp.linalg.pinv(self._raw))
        return self._result(self._xp.linalg.pinv(self._raw, rtol=rtol))

    def qr(self, /, *, mode: Literal["reduced", "complete"] = 'reduced') -> QRResult[Self]:
        return self._results(self._xp.linalg.qr(self._raw, mode=mode))  # type: ignore[return-value]

    def slogdet(self, /) -> SlogdetResult[Self]:
        return self._results(self._xp.linalg.slogdet(self._raw))  # type: ignore[return-value]

    def solve(self, x2: Tensor[A] | A, /) -> Self:
        x2 = self._arg(x2, "solve")
        return self._result(self._xp.linalg.solve(self._raw, x2))

    def svd(self, /, *, full_matrices: bool = True) -> SVDResult[Self]:
        if full_matrices is True:
            return self._results(self._xp.linalg.svd(self._raw))  # type: ignore[return-value]
        return self._results(self._xp.linalg.svd(
            self._raw, full_matrices=full_matrices))  # type: ignore[return-value]

    def svdvals(self, /) -> Self:
        return self._result(self._xp.linalg.svdvals(self._raw))

    def trace(self, /, *, offset: int = 0, dtype: DType | None = None) -> Self:
        if type(offset) is int and offset == 0 and dtype is None:
            return self._result(self._xp.linalg.trace(self._raw))
        return self._result(self._xp.linalg.trace(self._raw, offset=offset, dtype=dtype))

    def vector_norm(
        self,
        /,
        *,
        axis: int | tuple[int, ...] | None = None,
        keepdims: bool = False,
        ord: float = 2,
    ) -> Self:
        if axis is None and keepdims is False and type(ord) is int and ord == 2:
            return self._result(self._xp.linalg.vector_norm(self._raw))
        return self._result(self._xp.linalg.vector_norm(
            self._raw, axis=axis, keepdims=keepdims, ord=ord))

    def fft(
        self,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] = 'backward',
    ) -> Self:
        return self._result(self._xp.fft.fft(self._raw, n=n, axis=axis, norm=norm))

    def fftn(
        self,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] = 'backward',
    ) -> Self:
        return self._result(self._xp.fft.fftn(self._raw, s=s, axes=axes, norm=norm))

    def fftshift(self, /, *, axes: int | Sequence[int] | None = None) -> Self:
        if axes is None:
            return self._result(self._xp.fft.fftshift(self._raw))
        return self._result(self._xp.fft.fftshift(self._raw, axes=axes))

    def hfft(
        self,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] = 'backward',
    ) -> Self:
        return self._result(self._xp.fft.hfft(self._raw, n=n, axis=axis, norm=norm))

    def ifft(
        self,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] = 'backward',
    ) -> Self:
        return self._result(self._xp.fft.ifft(self._raw, n=n, axis=axis, norm=norm))

    def ifftn(
        self,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] = 'backward',
    ) -> Self:
        return self._result(self._xp.fft.ifftn(self._raw, s=s, axes=axes, norm=norm))

    def ifftshift(self, /, *, axes: int | Sequence[int] | None = None) -> Self:
        if axes is None:
            return self._result(self._xp.fft.ifftshift(self._raw))
        return self._result(self._xp.fft.ifftshift(self._raw, axes=axes))

    def ihfft(
        self,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] = 'backward',
    ) -> Self:
        return self._result(self._xp.fft.ihfft(self._raw, n=n, axis=axis, norm=norm))

    def irfft(
        self,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] = 'backward',
    ) -> Self:
        return self._result(self._xp.fft.irfft(self._raw, n=n, axis=axis, norm=norm))

    def irfftn(
        self,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] = 'backward',
    ) -> Self:
        return self._result(self._xp.fft.irfftn(self._raw, s=s, axes=axes, norm=norm))

    def rfft(
        self,
        /,
        *,
        n: int | None = None,
        axis: int = -1,
        norm: Literal["backward", "ortho", "forward"] = 'backward',
    ) -> Self:
        return self._result(self._xp.fft.rfft(self._raw, n=n, axis=axis, norm=norm))

    def rfftn(
        self,
        /,
        *,
        s: Sequence[int] | None = None,
        axes: Sequence[int] | None = None,
        norm: Literal["backward", "ortho", "forward"] = 'backward',
    ) -> Self:
        return self._result(self._xp.fft.rfftn(self._raw, s=s, axes=axes, norm=norm))
