"""Methods of :class:`xpagnostic.Tensor`: one per namespace function taking an array first.

Generated once from a table and written out, so type checkers and IDEs see every
method.  Each calls the backend namespace function of the same name (``linalg``
and ``fft`` functions under flat names: ``x.det()`` is ``xp.linalg.det(x)``,
``x.rfft()`` is ``xp.fft.rfft(x)``), unwrapping Tensor arguments and wrapping
array results.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .._namespace import backend_of
from ._wrap import SCALAR_TYPES, as_array, unwrap, wrap

if TYPE_CHECKING:
    from ._core import Tensor


class TensorMethods:
    """Mixin holding the chainable methods; :class:`Tensor` supplies the state."""

    __slots__ = ()
    _raw: Any
    _xp: Any
    _backend: str

    def _call(self, path: str, *args: Any, **kwargs: Any) -> Any:
        """``xp.<path>(self.raw, *args, **kwargs)``: Tensors in args unwrapped, arrays wrapped."""
        if "." in path:
            ext, name = path.split(".")
            fn = getattr(getattr(self._xp, ext), name)
        else:
            fn = getattr(self._xp, path)
        if args:
            args = unwrap(args)
        if kwargs:
            kwargs = unwrap(kwargs)
        return self._result(fn(self._raw, *args, **kwargs))

    def _result(self, out: Any) -> Any:
        """``out`` with arrays wrapped in Tensors of our class (fast when it is one array of
        the type we wrap, the common case, or a NumPy scalar, which becomes a 0-d array)."""
        t = type(out)
        if t is type(self._raw):
            return self._new(out)
        scalar = SCALAR_TYPES.get(t)
        if scalar is not None and scalar[0] == self._backend:
            return self._new(scalar[1](out))
        if backend_of(out) == self._backend:
            return self._new(as_array(out, self._backend))
        return wrap(out, self._backend, type(self))  # type: ignore[arg-type]

    def _new(self, raw: Any) -> Tensor:
        raise NotImplementedError

    def _t(self, path: str, *args: Any, **kwargs: Any) -> Tensor:
        """:meth:`_call` for functions returning one array."""
        return self._call(path, *args, **kwargs)  # type: ignore[no-any-return]

    def _ts(self, path: str, *args: Any, **kwargs: Any) -> tuple[Tensor, ...]:
        """:meth:`_call` for functions returning a tuple of arrays."""
        return tuple(self._call(path, *args, **kwargs))

    def _unary(self, name: str) -> Tensor:
        return self._result(getattr(self._xp, name)(self._raw))  # type: ignore[no-any-return]

    def _method_binary(self, name: str, other: Any) -> Tensor:
        o = self._operand(other)
        if o is NotImplemented:
            raise TypeError(f"Tensor.{name}: unsupported operand {type(other).__name__}")
        return self._t(name, o)

    def _operand(self, other: Any) -> Any:
        raise NotImplementedError

    def abs(self) -> Tensor:
        return self._unary("abs")

    def acos(self) -> Tensor:
        return self._unary("acos")

    def acosh(self) -> Tensor:
        return self._unary("acosh")

    def asin(self) -> Tensor:
        return self._unary("asin")

    def asinh(self) -> Tensor:
        return self._unary("asinh")

    def atan(self) -> Tensor:
        return self._unary("atan")

    def atanh(self) -> Tensor:
        return self._unary("atanh")

    def bitwise_invert(self) -> Tensor:
        return self._unary("bitwise_invert")

    def ceil(self) -> Tensor:
        return self._unary("ceil")

    def conj(self) -> Tensor:
        return self._unary("conj")

    def cos(self) -> Tensor:
        return self._unary("cos")

    def cosh(self) -> Tensor:
        return self._unary("cosh")

    def exp(self) -> Tensor:
        return self._unary("exp")

    def expm1(self) -> Tensor:
        return self._unary("expm1")

    def floor(self) -> Tensor:
        return self._unary("floor")

    def imag(self) -> Tensor:
        return self._unary("imag")

    def isfinite(self) -> Tensor:
        return self._unary("isfinite")

    def isinf(self) -> Tensor:
        return self._unary("isinf")

    def isnan(self) -> Tensor:
        return self._unary("isnan")

    def log(self) -> Tensor:
        return self._unary("log")

    def log1p(self) -> Tensor:
        return self._unary("log1p")

    def log2(self) -> Tensor:
        return self._unary("log2")

    def log10(self) -> Tensor:
        return self._unary("log10")

    def logical_not(self) -> Tensor:
        return self._unary("logical_not")

    def negative(self) -> Tensor:
        return self._unary("negative")

    def positive(self) -> Tensor:
        return self._unary("positive")

    def real(self) -> Tensor:
        return self._unary("real")

    def reciprocal(self) -> Tensor:
        return self._unary("reciprocal")

    def sign(self) -> Tensor:
        return self._unary("sign")

    def signbit(self) -> Tensor:
        return self._unary("signbit")

    def sin(self) -> Tensor:
        return self._unary("sin")

    def sinh(self) -> Tensor:
        return self._unary("sinh")

    def square(self) -> Tensor:
        return self._unary("square")

    def sqrt(self) -> Tensor:
        return self._unary("sqrt")

    def tan(self) -> Tensor:
        return self._unary("tan")

    def tanh(self) -> Tensor:
        return self._unary("tanh")

    def trunc(self) -> Tensor:
        return self._unary("trunc")

    def matrix_transpose(self) -> Tensor:
        return self._unary("matrix_transpose")

    def add(self, other: Any, /) -> Tensor:
        return self._method_binary("add", other)

    def atan2(self, other: Any, /) -> Tensor:
        return self._method_binary("atan2", other)

    def bitwise_and(self, other: Any, /) -> Tensor:
        return self._method_binary("bitwise_and", other)

    def bitwise_left_shift(self, other: Any, /) -> Tensor:
        return self._method_binary("bitwise_left_shift", other)

    def bitwise_or(self, other: Any, /) -> Tensor:
        return self._method_binary("bitwise_or", other)

    def bitwise_right_shift(self, other: Any, /) -> Tensor:
        return self._method_binary("bitwise_right_shift", other)

    def bitwise_xor(self, other: Any, /) -> Tensor:
        return self._method_binary("bitwise_xor", other)

    def copysign(self, other: Any, /) -> Tensor:
        return self._method_binary("copysign", other)

    def divide(self, other: Any, /) -> Tensor:
        return self._method_binary("divide", other)

    def equal(self, other: Any, /) -> Tensor:
        return self._method_binary("equal", other)

    def floor_divide(self, other: Any, /) -> Tensor:
        return self._method_binary("floor_divide", other)

    def greater(self, other: Any, /) -> Tensor:
        return self._method_binary("greater", other)

    def greater_equal(self, other: Any, /) -> Tensor:
        return self._method_binary("greater_equal", other)

    def hypot(self, other: Any, /) -> Tensor:
        return self._method_binary("hypot", other)

    def less(self, other: Any, /) -> Tensor:
        return self._method_binary("less", other)

    def less_equal(self, other: Any, /) -> Tensor:
        return self._method_binary("less_equal", other)

    def logaddexp(self, other: Any, /) -> Tensor:
        return self._method_binary("logaddexp", other)

    def logical_and(self, other: Any, /) -> Tensor:
        return self._method_binary("logical_and", other)

    def logical_or(self, other: Any, /) -> Tensor:
        return self._method_binary("logical_or", other)

    def logical_xor(self, other: Any, /) -> Tensor:
        return self._method_binary("logical_xor", other)

    def maximum(self, other: Any, /) -> Tensor:
        return self._method_binary("maximum", other)

    def minimum(self, other: Any, /) -> Tensor:
        return self._method_binary("minimum", other)

    def multiply(self, other: Any, /) -> Tensor:
        return self._method_binary("multiply", other)

    def nextafter(self, other: Any, /) -> Tensor:
        return self._method_binary("nextafter", other)

    def not_equal(self, other: Any, /) -> Tensor:
        return self._method_binary("not_equal", other)

    def pow(self, other: Any, /) -> Tensor:
        return self._method_binary("pow", other)

    def remainder(self, other: Any, /) -> Tensor:
        return self._method_binary("remainder", other)

    def subtract(self, other: Any, /) -> Tensor:
        return self._method_binary("subtract", other)

    def matmul(self, other: Any, /) -> Tensor:
        return self._method_binary("matmul", other)

    def round(self) -> Tensor:
        return self._t("round")

    def clip(self, min: Any = None, max: Any = None) -> Tensor:
        return self._t("clip", min=min, max=max)

    def max(self, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Tensor:
        if axis is None and not keepdims:
            return self._result(self._xp.max(self._raw))  # type: ignore[no-any-return]
        return self._t("max", axis=axis, keepdims=keepdims)

    def min(self, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Tensor:
        if axis is None and not keepdims:
            return self._result(self._xp.min(self._raw))  # type: ignore[no-any-return]
        return self._t("min", axis=axis, keepdims=keepdims)

    def all(self, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Tensor:
        if axis is None and not keepdims:
            return self._result(self._xp.all(self._raw))  # type: ignore[no-any-return]
        return self._t("all", axis=axis, keepdims=keepdims)

    def any(self, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Tensor:
        if axis is None and not keepdims:
            return self._result(self._xp.any(self._raw))  # type: ignore[no-any-return]
        return self._t("any", axis=axis, keepdims=keepdims)

    def count_nonzero(
        self, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False
    ) -> Tensor:
        if axis is None and not keepdims:
            return self._result(self._xp.count_nonzero(self._raw))  # type: ignore[no-any-return]
        return self._t("count_nonzero", axis=axis, keepdims=keepdims)

    def mean(self, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False) -> Tensor:
        if axis is None and not keepdims:
            return self._result(self._xp.mean(self._raw))  # type: ignore[no-any-return]
        return self._t("mean", axis=axis, keepdims=keepdims)

    def sum(
        self,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: Any = None,
        keepdims: bool = False,
    ) -> Tensor:
        if axis is None and dtype is None and not keepdims:
            return self._result(self._xp.sum(self._raw))  # type: ignore[no-any-return]
        return self._t("sum", axis=axis, dtype=dtype, keepdims=keepdims)

    def prod(
        self,
        *,
        axis: int | tuple[int, ...] | None = None,
        dtype: Any = None,
        keepdims: bool = False,
    ) -> Tensor:
        if axis is None and dtype is None and not keepdims:
            return self._result(self._xp.prod(self._raw))  # type: ignore[no-any-return]
        return self._t("prod", axis=axis, dtype=dtype, keepdims=keepdims)

    def std(
        self,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> Tensor:
        return self._t("std", axis=axis, correction=correction, keepdims=keepdims)

    def var(
        self,
        *,
        axis: int | tuple[int, ...] | None = None,
        correction: float = 0.0,
        keepdims: bool = False,
    ) -> Tensor:
        return self._t("var", axis=axis, correction=correction, keepdims=keepdims)

    def cumulative_sum(
        self, *, axis: int | None = None, dtype: Any = None, include_initial: bool = False
    ) -> Tensor:
        return self._t("cumulative_sum", axis=axis, dtype=dtype, include_initial=include_initial)

    def cumulative_prod(
        self, *, axis: int | None = None, dtype: Any = None, include_initial: bool = False
    ) -> Tensor:
        return self._t("cumulative_prod", axis=axis, dtype=dtype, include_initial=include_initial)

    def diff(
        self, *, axis: int = -1, n: int = 1, prepend: Any = None, append: Any = None
    ) -> Tensor:
        return self._t("diff", axis=axis, n=n, prepend=prepend, append=append)

    def broadcast_to(self, shape: tuple[int, ...]) -> Tensor:
        return self._t("broadcast_to", shape)

    def expand_dims(self, *, axis: int | tuple[int, ...] = 0) -> Tensor:
        return self._t("expand_dims", axis=axis)

    def flip(self, *, axis: int | tuple[int, ...] | None = None) -> Tensor:
        return self._t("flip", axis=axis)

    def moveaxis(
        self, source: int | tuple[int, ...], destination: int | tuple[int, ...]
    ) -> Tensor:
        return self._t("moveaxis", source, destination)

    def permute_dims(self, axes: tuple[int, ...]) -> Tensor:
        return self._t("permute_dims", axes)

    def repeat(self, repeats: Any, *, axis: int | None = None) -> Tensor:
        return self._t("repeat", repeats, axis=axis)

    def reshape(self, shape: tuple[int, ...], *, copy: bool | None = None) -> Tensor:
        return self._t("reshape", shape, copy=copy)

    def roll(
        self, shift: int | tuple[int, ...], *, axis: int | tuple[int, ...] | None = None
    ) -> Tensor:
        return self._t("roll", shift, axis=axis)

    def squeeze(self, axis: int | tuple[int, ...]) -> Tensor:
        return self._t("squeeze", axis)

    def tile(self, repetitions: tuple[int, ...]) -> Tensor:
        return self._t("tile", repetitions)

    def unstack(self, *, axis: int = 0) -> tuple[Tensor, ...]:
        return self._ts("unstack", axis=axis)

    def take(self, indices: Any, *, axis: int | None = None) -> Tensor:
        return self._t("take", indices, axis=axis)

    def take_along_axis(self, indices: Any, *, axis: int = -1) -> Tensor:
        return self._t("take_along_axis", indices, axis=axis)

    def argmax(self, *, axis: int | None = None, keepdims: bool = False) -> Tensor:
        if axis is None and not keepdims:
            return self._result(self._xp.argmax(self._raw))  # type: ignore[no-any-return]
        return self._t("argmax", axis=axis, keepdims=keepdims)

    def argmin(self, *, axis: int | None = None, keepdims: bool = False) -> Tensor:
        if axis is None and not keepdims:
            return self._result(self._xp.argmin(self._raw))  # type: ignore[no-any-return]
        return self._t("argmin", axis=axis, keepdims=keepdims)

    def nonzero(self) -> tuple[Tensor, ...]:
        return self._ts("nonzero")

    def searchsorted(self, x2: Any, *, side: str = "left", sorter: Any = None) -> Tensor:
        return self._t("searchsorted", x2, side=side, sorter=sorter)

    def where(self, x1: Any, x2: Any) -> Tensor:
        return self._t("where", x1, x2)

    def argsort(self, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Tensor:
        return self._t("argsort", axis=axis, descending=descending, stable=stable)

    def sort(self, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Tensor:
        return self._t("sort", axis=axis, descending=descending, stable=stable)

    def unique_all(self) -> Any:
        return self._call("unique_all")

    def unique_counts(self) -> Any:
        return self._call("unique_counts")

    def unique_inverse(self) -> Any:
        return self._call("unique_inverse")

    def unique_values(self) -> Tensor:
        return self._t("unique_values")

    def isin(self, other: Any, /, *, invert: bool = False) -> Tensor:
        return self._t("isin", other, invert=invert)

    def tril(self, *, k: int = 0) -> Tensor:
        return self._t("tril", k=k)

    def triu(self, *, k: int = 0) -> Tensor:
        return self._t("triu", k=k)

    def empty_like(self, *, dtype: Any = None, device: Any = None) -> Tensor:
        return self._t("empty_like", dtype=dtype, device=device)

    def full_like(self, fill_value: bool | int | float | complex, /, *, dtype: Any = None,
                  device: Any = None) -> Tensor:
        return self._t("full_like", fill_value, dtype=dtype, device=device)

    def ones_like(self, *, dtype: Any = None, device: Any = None) -> Tensor:
        return self._t("ones_like", dtype=dtype, device=device)

    def zeros_like(self, *, dtype: Any = None, device: Any = None) -> Tensor:
        return self._t("zeros_like", dtype=dtype, device=device)

    def astype(self, dtype: Any, /, *, copy: bool = True, device: Any = None) -> Tensor:
        return self._t("astype", dtype, copy=copy, device=device)

    def tensordot(self, other: Any, /, *, axes: int | tuple[Any, Any] = 2) -> Tensor:
        return self._t("tensordot", other, axes=axes)

    def vecdot(self, other: Any, /, *, axis: int = -1) -> Tensor:
        return self._t("vecdot", other, axis=axis)

    def cholesky(self, *, upper: bool = False) -> Tensor:
        return self._t("linalg.cholesky", upper=upper)

    def cross(self, other: Any, /, *, axis: int = -1) -> Tensor:
        return self._t("linalg.cross", other, axis=axis)

    def det(self) -> Tensor:
        return self._t("linalg.det")

    def diagonal(self, *, offset: int = 0) -> Tensor:
        return self._t("linalg.diagonal", offset=offset)

    def eig(self) -> Any:
        return self._call("linalg.eig")

    def eigvals(self) -> Tensor:
        return self._t("linalg.eigvals")

    def eigh(self) -> Any:
        return self._call("linalg.eigh")

    def eigvalsh(self) -> Tensor:
        return self._t("linalg.eigvalsh")

    def inv(self) -> Tensor:
        return self._t("linalg.inv")

    def matrix_norm(self, *, keepdims: bool = False, ord: Any = "fro") -> Tensor:
        return self._t("linalg.matrix_norm", keepdims=keepdims, ord=ord)

    def matrix_power(self, n: int, /) -> Tensor:
        return self._t("linalg.matrix_power", n)

    def matrix_rank(self, *, rtol: Any = None) -> Tensor:
        return self._t("linalg.matrix_rank", rtol=rtol)

    def outer(self, other: Any, /) -> Tensor:
        return self._t("linalg.outer", other)

    def pinv(self, *, rtol: Any = None) -> Tensor:
        return self._t("linalg.pinv", rtol=rtol)

    def qr(self, *, mode: str = "reduced") -> Any:
        return self._call("linalg.qr", mode=mode)

    def slogdet(self) -> Any:
        return self._call("linalg.slogdet")

    def solve(self, other: Any, /) -> Tensor:
        return self._t("linalg.solve", other)

    def svd(self, *, full_matrices: bool = True) -> Any:
        return self._call("linalg.svd", full_matrices=full_matrices)

    def svdvals(self) -> Tensor:
        return self._t("linalg.svdvals")

    def trace(self, *, offset: int = 0, dtype: Any = None) -> Tensor:
        return self._t("linalg.trace", offset=offset, dtype=dtype)

    def vector_norm(
        self, *, axis: int | tuple[int, ...] | None = None, keepdims: bool = False, ord: float = 2
    ) -> Tensor:
        if axis is None and not keepdims and ord == 2 and type(ord) in (int, float):
            return self._result(self._xp.linalg.vector_norm(self._raw))  # type: ignore[no-any-return]
        return self._t("linalg.vector_norm", axis=axis, keepdims=keepdims, ord=ord)

    def fft(self, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Tensor:
        return self._t("fft.fft", n=n, axis=axis, norm=norm)

    def ifft(self, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Tensor:
        return self._t("fft.ifft", n=n, axis=axis, norm=norm)

    def rfft(self, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Tensor:
        return self._t("fft.rfft", n=n, axis=axis, norm=norm)

    def irfft(self, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Tensor:
        return self._t("fft.irfft", n=n, axis=axis, norm=norm)

    def hfft(self, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Tensor:
        return self._t("fft.hfft", n=n, axis=axis, norm=norm)

    def ihfft(self, *, n: int | None = None, axis: int = -1, norm: str = "backward") -> Tensor:
        return self._t("fft.ihfft", n=n, axis=axis, norm=norm)

    def fftn(
        self,
        *,
        s: tuple[int, ...] | None = None,
        axes: tuple[int, ...] | None = None,
        norm: str = "backward",
    ) -> Tensor:
        return self._t("fft.fftn", s=s, axes=axes, norm=norm)

    def ifftn(
        self,
        *,
        s: tuple[int, ...] | None = None,
        axes: tuple[int, ...] | None = None,
        norm: str = "backward",
    ) -> Tensor:
        return self._t("fft.ifftn", s=s, axes=axes, norm=norm)

    def rfftn(
        self,
        *,
        s: tuple[int, ...] | None = None,
        axes: tuple[int, ...] | None = None,
        norm: str = "backward",
    ) -> Tensor:
        return self._t("fft.rfftn", s=s, axes=axes, norm=norm)

    def irfftn(
        self,
        *,
        s: tuple[int, ...] | None = None,
        axes: tuple[int, ...] | None = None,
        norm: str = "backward",
    ) -> Tensor:
        return self._t("fft.irfftn", s=s, axes=axes, norm=norm)

    def fftshift(self, *, axes: int | tuple[int, ...] | None = None) -> Tensor:
        return self._t("fft.fftshift", axes=axes)

    def ifftshift(self, *, axes: int | tuple[int, ...] | None = None) -> Tensor:
        return self._t("fft.ifftshift", axes=axes)
