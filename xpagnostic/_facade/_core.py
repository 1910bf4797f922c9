"""The Tensor class: one native array plus its backend namespace.

Operators route through the namespace functions (``xp.add`` ...), so type
promotion is the namespace's (the standard's), never the framework's own.
"""

from __future__ import annotations

import operator
import sys
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, ClassVar

from .._backends import BACKENDS, array_names
from .._common._dtypes import SAME_KIND_ORDER, same_kind_castable
from .._namespace import OWNED_TYPES, backend_of, get_namespace
from .._tracing import traced_as
from ._adapters import ADAPTERS
from ._index import BASIC
from ._locks import lock_for
from ._methods import A, TensorMethods
from ._namespace import facade_namespace
from ._wrap import unwrap

if TYPE_CHECKING:
    from types import EllipsisType
    from typing import Self, SupportsIndex, TypeAlias

    import numpy

    #: What indexes a ``Tensor[A]``: the standard's integers, slices, ``...``, ``None``,
    #: integer and boolean arrays (Tensors or native ``A``), and tuples of them.
    _Part: TypeAlias = "SupportsIndex | slice | EllipsisType | Tensor[A] | A | None"
    Index: TypeAlias = "_Part[A] | tuple[_Part[A], ...]"

    from .._typing._array import DType
    from .._typing.namespaces import ArrayNamespace

_SCALARS = (bool, int, float, complex)
#: Backends whose shapes give unknown sizes as NaN.
_NAN_SIZES = frozenset(name for name, row in BACKENDS.items() if row.nan_sizes)
#: Backends where a Tensor's writes rebind it instead of writing shared memory (immutable
#: arrays; or in-place operators that rebind, which no slice of the array would see).
#: Basic indexing there gives a view Tensor that emulates NumPy's views (see ``_View``).
_EMULATED_VIEWS = frozenset(
    name for name, row in BACKENDS.items() if not row.mutable or row.operators_rebind
)


def _shape(backend: str, raw: Any) -> tuple[int | None, ...]:
    """The shape of ``raw`` as the standard gives it: a tuple, None for unknown sizes."""
    if backend in _NAN_SIZES:  # sizes known only once computed are NaN there
        return tuple(None if d != d else d for d in raw.shape)
    return tuple(raw.shape)


class TransposeError(ValueError, AttributeError):
    """``.T`` of an array that is not 2-D, or ``.mT`` of one of fewer than two dimensions: the
    standard's ``ValueError``, and an ``AttributeError``, so that ``hasattr`` (and a
    runtime-checkable ``Protocol``, which asks ``hasattr``) answers ``False`` instead of
    raising."""


def _describe(x: object) -> str:
    t = type(x)
    return f"{t.__module__}.{t.__qualname__}"


def _same_kind_kind(xp: Any, dtype: Any) -> str:
    """The kind of ``dtype`` in NumPy's same-kind casting order."""
    for kind in SAME_KIND_ORDER:
        if xp.isdtype(dtype, kind):
            return kind
    raise TypeError(f"Tensor: dtype {dtype} is not a dtype of the array API standard")


def _init_any(self: Tensor[Any], raw: Any) -> None:
    """``Tensor.__init__`` for an argument of any type; what Dynamo traces for it."""
    if isinstance(raw, Tensor):
        raw = raw._raw
    backend = backend_of(raw)
    if backend is None:
        raise TypeError(f"Tensor: cannot wrap {_describe(raw)}; expected a {array_names()}")
    self._raw = raw
    self._backend = backend
    self._xp = get_namespace(raw)


class Tensor(TensorMethods[A]):
    """A native array of any backend (NumPy, PyTorch, JAX, TensorFlow, Dask) with methods.

    ``Tensor(x)`` wraps the native array ``x``; ``.raw`` gives it back.  Every
    method returns a Tensor, so calls chain: ``astensor(x).square().sum().sqrt().raw``.
    """

    # ``_xp`` caches the namespace found from the array's type; pickling and copying carry
    # the array only (``__reduce__``), so the namespace module is never pickled.
    __slots__ = ("__weakref__", "_backend", "_raw", "_xp")
    #: Whether basic indexing gives views on backends that rebind (see ``_View``); a
    #: subclass with other semantics (EagerPy's, whose writes rebind) sets it False.
    _emulates_views: ClassVar[bool] = True
    # NumPy must defer to our reflected operators instead of treating us as a scalar.
    __array_ufunc__: ClassVar[None] = None

    @traced_as(_init_any)  # Dynamo: no read of the cache (see _namespace)
    def __init__(self, raw: A) -> None:
        hit = OWNED_TYPES.get(type(raw))
        if hit is not None:  # an array type seen before: one look-up
            self._raw = raw
            self._backend, self._xp = hit
            return
        _init_any(self, raw)

    # -- basics -------------------------------------------------------------
    @property
    def raw(self) -> A:
        """The wrapped native array."""
        return self._raw  # type: ignore[no-any-return]

    @property
    def backend(self) -> str:
        """Name of the backend: a key of the backend table (``'numpy'``, ``'torch'`` ...)."""
        return str(self._backend)

    @property
    def xp(self) -> ArrayNamespace[A, DType, object]:
        """The xpagnostic namespace of the wrapped array (functions on native arrays)."""
        return self._xp  # type: ignore[no-any-return]

    def _new(self, raw: Any) -> Self:
        """A Tensor of our own class around ``raw`` (subclasses keep their type)."""
        out = object.__new__(type(self))
        out._raw = raw
        out._backend = self._backend
        out._xp = self._xp
        return out

    def _operand(self, other: Any) -> Any:
        """``other`` as something the namespace accepts next to our array, or NotImplemented."""
        if isinstance(other, Tensor):
            if other._backend != self._backend:
                raise TypeError(
                    f"Tensor: cannot mix a {self._backend} Tensor with a "
                    f"{other._backend} Tensor"
                )
            return other._raw
        if type(other) in _SCALARS:
            return other
        b = backend_of(other)
        if b == self._backend:
            return other
        if b is not None:
            raise TypeError(
                f"Tensor: cannot mix a {self._backend} Tensor with a {b} array "
                f"({_describe(other)})"
            )
        return NotImplemented

    def _binary(self, name: str, other: Any) -> Any:
        o = self._operand(other)
        if o is NotImplemented:
            return NotImplemented
        out = getattr(self._xp, name)(self._raw, o)
        # Of another type: a NumPy scalar (NumPy's operators on 0-d arrays), made 0-d.
        return self._new(out) if type(out) is type(self._raw) else self._result(out)

    def _rbinary(self, name: str, other: Any) -> Any:
        o = self._operand(other)
        if o is NotImplemented:
            return NotImplemented
        out = getattr(self._xp, name)(o, self._raw)
        return self._new(out) if type(out) is type(self._raw) else self._result(out)

    def _ibinary(self, name: str, other: Any) -> Any:
        o = self._operand(other)
        if o is NotImplemented:
            return NotImplemented
        with lock_for(self):
            result = getattr(self._xp, name)(self._raw, o)
            self._assign_all(result, name)
        return self

    def _assign_all(self, result: Any, name: str) -> None:
        """Store ``result`` as our new value: in place where the backend's in-place operators
        write (NumPy, PyTorch), by rebinding elsewhere (JAX, TensorFlow, Dask).

        NumPy's rule for in-place operators: the result is cast back to our dtype where
        ``same_kind`` casting allows it (float64 into float32, int16 into int8), and the
        operator raises where it does not (float into an integer array, anything but bool
        into a bool array).  The shape never changes: only the right operand broadcasts.
        The caller holds our lock.
        """
        raw = self._raw
        old, new = _shape(self._backend, raw), _shape(self._backend, result)
        if new != old:
            raise ValueError(
                f"Tensor: in-place {name} ({self._backend}) would change shape "
                f"{old} to {new}; only the right operand broadcasts"
            )
        row = BACKENDS[self._backend]
        mutable = row.mutable and not row.operators_rebind and hasattr(raw, "__setitem__")
        if result.dtype != raw.dtype:
            xp = self._xp
            src, dst = _same_kind_kind(xp, result.dtype), _same_kind_kind(xp, raw.dtype)
            if not same_kind_castable(src, dst):
                raise TypeError(
                    f"Tensor: in-place {name} ({self._backend}) cannot cast its result of "
                    f"dtype {result.dtype} to the Tensor's dtype {raw.dtype}: NumPy's "
                    f"same-kind rule casts no {src} value to a {dst} dtype"
                )
            result = xp.astype(result, raw.dtype)
        if mutable:
            if 0 not in tuple(raw.shape):  # an empty array has nothing to write (Dask refuses)
                raw[...] = result
        else:
            self._raw = result

    # -- attributes of the standard's array object --------------------------
    @property
    def dtype(self) -> DType:
        dtype: DType = self._raw.dtype
        return dtype

    @property
    def shape(self) -> tuple[int | None, ...]:
        if self._backend in _NAN_SIZES:
            return _shape(self._backend, self._raw)
        return tuple(self._raw.shape)

    @property
    def ndim(self) -> int:
        return len(self._raw.shape)

    @property
    def size(self) -> int | None:
        n = 1
        for d in self._raw.shape:
            if d is None or d != d:  # unknown: None, or NaN (Dask's data-dependent sizes)
                return None
            n *= int(d)
        return n

    @property
    def itemsize(self) -> int:
        """Bytes per element, as NumPy's, PyTorch's and JAX's ``itemsize``."""
        return ADAPTERS[self._backend].itemsize(self._raw)

    @property
    def nbytes(self) -> int | None:
        """Bytes of all elements (``size * itemsize``), as NumPy's, PyTorch's and JAX's
        ``nbytes``; None where the size is unknown (Dask sizes known only once computed)."""
        size = self.size
        return None if size is None else size * self.itemsize

    @property
    def device(self) -> object:
        return ADAPTERS[self._backend].device(self._raw)

    def to_device(self, device: object, /, *, stream: object = None) -> Self:
        # A portable name goes through the namespaces' one parser; '' is the device of a
        # tensor inside tf.function, whose placement the graph decides (the adapter's rule).
        if device.__class__ is str and device:
            from .._accelerators import native_device

            adapter = ADAPTERS[self._backend]
            device = native_device(self._backend, "Tensor.to_device", device,
                                   adapter.device_string)
        return self._new(ADAPTERS[self._backend].to_device(self._raw, device, stream))

    @property
    def T(self) -> Self:
        if self.ndim != 2:
            raise TransposeError(f"Tensor.T: needs a 2-D array, got {self.ndim}-D; use .mT")
        return self._new(self._xp.permute_dims(self._raw, (1, 0)))

    @property
    def mT(self) -> Self:
        if self.ndim < 2:
            raise TransposeError(f"Tensor.mT: needs an array of at least two dimensions, "
                                 f"got {self.ndim}-D")
        return self._new(self._xp.matrix_transpose(self._raw))

    def __array_namespace__(
        self, /, *, api_version: str | None = None
    ) -> ArrayNamespace[Self, DType, object]:
        if api_version is not None:
            get_namespace(self._raw, api_version=api_version)  # validates the version
        return facade_namespace(self._backend, Tensor)  # type: ignore[return-value, unused-ignore]

    # -- operators ------------------------------------------------------------
    def __add__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("add", other)  # type: ignore[no-any-return]

    def __radd__(self, other: complex | Tensor[A] | A) -> Self:
        return self._rbinary("add", other)  # type: ignore[no-any-return]

    def __iadd__(self, other: complex | Tensor[A] | A) -> Self:
        return self._ibinary("add", other)  # type: ignore[no-any-return]

    def __sub__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("subtract", other)  # type: ignore[no-any-return]

    def __rsub__(self, other: complex | Tensor[A] | A) -> Self:
        return self._rbinary("subtract", other)  # type: ignore[no-any-return]

    def __isub__(self, other: complex | Tensor[A] | A) -> Self:
        return self._ibinary("subtract", other)  # type: ignore[no-any-return]

    def __mul__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("multiply", other)  # type: ignore[no-any-return]

    def __rmul__(self, other: complex | Tensor[A] | A) -> Self:
        return self._rbinary("multiply", other)  # type: ignore[no-any-return]

    def __imul__(self, other: complex | Tensor[A] | A) -> Self:
        return self._ibinary("multiply", other)  # type: ignore[no-any-return]

    def __truediv__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("divide", other)  # type: ignore[no-any-return]

    def __rtruediv__(self, other: complex | Tensor[A] | A) -> Self:
        return self._rbinary("divide", other)  # type: ignore[no-any-return]

    def __itruediv__(self, other: complex | Tensor[A] | A) -> Self:
        return self._ibinary("divide", other)  # type: ignore[no-any-return]

    def __floordiv__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("floor_divide", other)  # type: ignore[no-any-return]

    def __rfloordiv__(self, other: complex | Tensor[A] | A) -> Self:
        return self._rbinary("floor_divide", other)  # type: ignore[no-any-return]

    def __ifloordiv__(self, other: complex | Tensor[A] | A) -> Self:
        return self._ibinary("floor_divide", other)  # type: ignore[no-any-return]

    def __mod__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("remainder", other)  # type: ignore[no-any-return]

    def __rmod__(self, other: complex | Tensor[A] | A) -> Self:
        return self._rbinary("remainder", other)  # type: ignore[no-any-return]

    def __imod__(self, other: complex | Tensor[A] | A) -> Self:
        return self._ibinary("remainder", other)  # type: ignore[no-any-return]

    def __pow__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("pow", other)  # type: ignore[no-any-return]

    def __rpow__(self, other: complex | Tensor[A] | A) -> Self:
        return self._rbinary("pow", other)  # type: ignore[no-any-return]

    def __ipow__(self, other: complex | Tensor[A] | A) -> Self:
        return self._ibinary("pow", other)  # type: ignore[no-any-return]

    def __matmul__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("matmul", other)  # type: ignore[no-any-return]

    def __rmatmul__(self, other: complex | Tensor[A] | A) -> Self:
        return self._rbinary("matmul", other)  # type: ignore[no-any-return]

    def __imatmul__(self, other: complex | Tensor[A] | A) -> Self:
        return self._ibinary("matmul", other)  # type: ignore[no-any-return]

    def __and__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("bitwise_and", other)  # type: ignore[no-any-return]

    def __rand__(self, other: complex | Tensor[A] | A) -> Self:
        return self._rbinary("bitwise_and", other)  # type: ignore[no-any-return]

    def __iand__(self, other: complex | Tensor[A] | A) -> Self:
        return self._ibinary("bitwise_and", other)  # type: ignore[no-any-return]

    def __or__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("bitwise_or", other)  # type: ignore[no-any-return]

    def __ror__(self, other: complex | Tensor[A] | A) -> Self:
        return self._rbinary("bitwise_or", other)  # type: ignore[no-any-return]

    def __ior__(self, other: complex | Tensor[A] | A) -> Self:
        return self._ibinary("bitwise_or", other)  # type: ignore[no-any-return]

    def __xor__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("bitwise_xor", other)  # type: ignore[no-any-return]

    def __rxor__(self, other: complex | Tensor[A] | A) -> Self:
        return self._rbinary("bitwise_xor", other)  # type: ignore[no-any-return]

    def __ixor__(self, other: complex | Tensor[A] | A) -> Self:
        return self._ibinary("bitwise_xor", other)  # type: ignore[no-any-return]

    def __lshift__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("bitwise_left_shift", other)  # type: ignore[no-any-return]

    def __rlshift__(self, other: complex | Tensor[A] | A) -> Self:
        return self._rbinary("bitwise_left_shift", other)  # type: ignore[no-any-return]

    def __ilshift__(self, other: complex | Tensor[A] | A) -> Self:
        return self._ibinary("bitwise_left_shift", other)  # type: ignore[no-any-return]

    def __rshift__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("bitwise_right_shift", other)  # type: ignore[no-any-return]

    def __rrshift__(self, other: complex | Tensor[A] | A) -> Self:
        return self._rbinary("bitwise_right_shift", other)  # type: ignore[no-any-return]

    def __irshift__(self, other: complex | Tensor[A] | A) -> Self:
        return self._ibinary("bitwise_right_shift", other)  # type: ignore[no-any-return]

    def __lt__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("less", other)  # type: ignore[no-any-return]

    def __le__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("less_equal", other)  # type: ignore[no-any-return]

    def __gt__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("greater", other)  # type: ignore[no-any-return]

    def __ge__(self, other: complex | Tensor[A] | A) -> Self:
        return self._binary("greater_equal", other)  # type: ignore[no-any-return]

    def __eq__(self, other: object) -> Self:  # type: ignore[override]
        return self._binary("equal", other)  # type: ignore[no-any-return]

    def __ne__(self, other: object) -> Self:  # type: ignore[override]
        return self._binary("not_equal", other)  # type: ignore[no-any-return]

    def __neg__(self) -> Self:
        return self._unary("negative")

    def __pos__(self) -> Self:
        return self._unary("positive")

    def __abs__(self) -> Self:
        return self._unary("abs")

    def __invert__(self) -> Self:
        return self._unary("bitwise_invert")

    # -- indexing ---------------------------------------------------------------
    def __getitem__(self, key: Index[A]) -> Tensor[A]:
        raw = self._raw
        backend = self._backend
        adapter = ADAPTERS[backend]
        if backend in _EMULATED_VIEWS:  # views of arrays the facade cannot write
            return _view_of(self, raw, adapter.normalise_key(unwrap(key), raw))
        return self._new(adapter.getitem(raw, adapter.normalise_key(unwrap(key), raw)))

    def __setitem__(self, key: Index[A], value: complex | Tensor[A] | A) -> None:
        """``self[key] = value``, atomic per Tensor: concurrent writers each land whole.

        Written in place where the backend's arrays are mutable; elsewhere the Tensor
        rebinds to the updated array."""
        adapter = ADAPTERS[self._backend]
        key = adapter.normalise_key(unwrap(key), self._raw)
        with lock_for(self):
            # A view of ours as the value (``t[k] += v`` ends in ``t[k] = t[k]``) is read
            # under our lock, so that it holds every write made through other views.
            self._raw = adapter.setitem(self._raw, key, unwrap(value), self._xp)

    # -- Python protocols -------------------------------------------------------
    # NumPy's error classes on every backend: where a framework raises another class, the
    # exception is an instance of both (see ``_numpy_error``).
    def __bool__(self) -> bool:
        try:
            return ADAPTERS[self._backend].truth(self._raw)
        except Exception as exc:
            if self.size == 1:
                raise
            raise _numpy_error(ValueError, exc, (
                f"Tensor.__bool__ ({self._backend}): the truth value of a Tensor of shape "
                f"{self.shape} is ambiguous; use .any() or .all()")) from exc

    def __int__(self) -> int:
        return self._to_python(int, "__int__")  # type: ignore[no-any-return]

    def __float__(self) -> float:
        return self._to_python(float, "__float__")  # type: ignore[no-any-return]

    def __complex__(self) -> complex:
        return self._to_python(complex, "__complex__")  # type: ignore[no-any-return]

    def __index__(self) -> int:
        return self._to_python(operator.index, "__index__")  # type: ignore[no-any-return]

    def _to_python(self, convert: Any, name: str) -> Any:
        """``convert(array)`` for a 0-d array, with NumPy's ``TypeError`` for the others (and
        for a complex value to a real type, a float or a bool to an index)."""
        try:
            return ADAPTERS[self._backend].to_python(self._raw, convert)
        except TypeError:
            raise
        except (AttributeError, RuntimeError, ValueError) as exc:
            raise _numpy_error(TypeError, exc, (
                f"Tensor.{name} ({self._backend}): a Tensor of shape {self.shape} and dtype "
                f"{self.dtype} has no such Python value: {exc}")) from exc

    def __len__(self) -> int:
        shape = self._raw.shape
        if len(shape) == 0:
            raise TypeError("Tensor: len() of a 0-d array")
        return int(shape[0])

    def __iter__(self) -> Iterator[Tensor[A]]:
        for i in range(len(self)):
            yield self[i]

    def __repr__(self) -> str:
        return f"Tensor({self._raw!r})"

    def __format__(self, format_spec: str) -> str:
        """``format(t, spec)``: an empty ``spec`` gives ``str(t)`` at any rank; any other
        formats the value of a 0-d Tensor by the backend's rules (``f"{t.sum():.2f}"``),
        as NumPy, PyTorch and JAX format their 0-d arrays."""
        if not format_spec:
            return str(self)
        raw = self._raw
        if len(raw.shape):
            raise TypeError(
                f"Tensor.__format__ ({self._backend}): format spec {format_spec!r} applies "
                f"to 0-d Tensors only, not to one of shape {self.shape}; use format(t, '')"
            )
        return ADAPTERS[self._backend].format(raw, format_spec)

    def __hash__(self) -> int:
        """By identity where the backend's arrays hash (PyTorch's), as they do; elsewhere
        ``TypeError``, as NumPy's, JAX's, TensorFlow's and Dask's arrays are unhashable."""
        try:
            hash(self._raw)
        except TypeError as exc:
            raise TypeError(
                f"unhashable type: 'Tensor' (the {self._backend} array it wraps, "
                f"{_describe(self._raw)}, is unhashable)"
            ) from exc
        return object.__hash__(self)

    # -- pickle and copy: the array alone; its backend and namespace are found again from
    # the array's type when the Tensor is rebuilt (``__init__``). ---------------------------
    def __reduce__(self) -> tuple[Any, ...]:
        """``(class, (array,), state)``: pickling, ``copy.copy`` and ``copy.deepcopy`` rebuild
        the Tensor from its array (deep copies from a deep copy of it, independent of the
        original; a Dask graph is pickled as it is, uncomputed)."""
        state = self.__getstate__()
        if state is None:
            return type(self), (self._raw,)
        return type(self), (self._raw,), state

    def __getstate__(self) -> Any:
        """What a subclass holds beyond the array (its ``__dict__`` and its own slots), as
        ``copy`` and ``pickle`` take it; None for a Tensor: the array is all there is."""
        own = _own_slots(type(self))
        slots = {n: getattr(self, n) for n in own if hasattr(self, n)}
        attrs = getattr(self, "__dict__", None) or None
        if slots:
            return attrs, slots
        return attrs

    def __array__(
        self, dtype: object = None, copy: bool | None = None
    ) -> numpy.ndarray[Any, Any]:
        """The data as a NumPy array, as NumPy's ``__array__`` protocol asks.

        ``copy=None`` (the default) gives a view where the backend's memory can be
        written (NumPy, PyTorch on the CPU) and a writable copy where it cannot (JAX and
        TensorFlow hand out read-only views; compiled code in SciPy and scikit-learn
        needs a writable buffer).  ``copy=True`` always copies; ``copy=False`` never
        does, and raises ``ValueError`` as NumPy does when a copy cannot be avoided (a
        dtype conversion, a tensor off the CPU, PyTorch's lazy conjugate or negative
        bit).  PyTorch's conjugate and negative bits are resolved, and a tensor that
        requires grad is read without its graph.
        """
        return ADAPTERS[self._backend].to_numpy(  # type: ignore[no-any-return]
            self._raw, dtype, copy, self._backend)

    def __dlpack__(
        self,
        /,
        *,
        stream: Any = None,
        max_version: tuple[int, int] | None = None,
        dl_device: tuple[Any, int] | None = None,
        copy: bool | None = None,
    ) -> Any:
        """The array's DLPack capsule.  ``BufferError`` where it cannot be exported (a Dask
        array, which has no buffer; a dtype, layout, device or copy the backend cannot
        export), chained to the backend's own exception; wrong arguments raise as they do."""
        kwargs = {k: v for k, v in (("stream", stream), ("max_version", max_version),
                                    ("dl_device", dl_device), ("copy", copy)) if v is not None}
        raw = self._raw
        try:
            return ADAPTERS[self._backend].dlpack(raw, kwargs, self._backend)
        except BufferError:
            raise
        except (AttributeError, ValueError, RuntimeError) as exc:
            raise BufferError(
                f"Tensor.__dlpack__ ({self._backend}): {_describe(raw)} cannot be exported "
                f"as DLPack: {exc}"
            ) from exc

    def __dlpack_device__(self) -> tuple[Any, int]:
        return ADAPTERS[self._backend].dlpack_device(self._raw)


#: (NumPy's exception class, the framework's) -> a class deriving from both.
_BOTH: dict[tuple[type[BaseException], type[BaseException]], type[BaseException]] = {}


def _numpy_error(numpy_cls: type[Exception], exc: BaseException, message: str) -> Exception:
    """The exception to raise for ``exc`` under NumPy's class ``numpy_cls``: ``exc``'s own
    class where it is one already, else a class deriving from both where that is a builtin
    class (``except RuntimeError`` in PyTorch code still catches it), else ``numpy_cls``."""
    native = type(exc)
    if issubclass(native, numpy_cls):
        return exc  # type: ignore[return-value]
    if native.__module__ != "builtins":
        return numpy_cls(message)
    cls = _BOTH.get((numpy_cls, native))
    if cls is None:
        cls = _BOTH.setdefault((numpy_cls, native), type(
            numpy_cls.__name__, (numpy_cls, native), {"__module__": "builtins"}))
    return cls(message)  # type: ignore[return-value]


#: Slots of the Tensor classes themselves, which pickling and copying never carry.
_INTERNAL_SLOTS = frozenset({"__weakref__", "__dict__", "_backend", "_raw", "_xp", "_base",
                             "_cache", "_key", "_root"})
#: Tensor class -> the slots its subclasses added (empty for the Tensor classes themselves).
_OWN_SLOTS: dict[type, tuple[str, ...]] = {}


def _own_slots(cls: type) -> tuple[str, ...]:
    """The slot names ``cls`` and its bases declare, the Tensor classes' own left out."""
    own = _OWN_SLOTS.get(cls)
    if own is None:
        names: list[str] = []
        for klass in cls.__mro__:
            slots = klass.__dict__.get("__slots__", ())
            for name in (slots,) if isinstance(slots, str) else slots:
                if name not in _INTERNAL_SLOTS and name not in names:
                    names.append(name)
        own = _OWN_SLOTS.setdefault(cls, tuple(names))
    return own


# -- views on backends that rebind ---------------------------------------------------------
def _gives_view(key: Any, ndim: int) -> bool:
    """Whether NumPy's ``x[key]`` is a view of ``x`` (``ndim`` dimensions): ``key`` is made
    of basic indices only (integers, slices, ``None``, ``...``) and does not pick a single
    element by integers alone (NumPy returns a scalar, a copy, for that)."""
    parts = key if type(key) is tuple else (key,)
    integers = 0
    others = False
    for k in parts:
        t = type(k)
        if t is int:
            integers += 1
        elif t in BASIC:  # NumPy's basic indexing gives views; anything else a copy
            others = True
        else:
            np = sys.modules.get("numpy")  # NumPy's integer scalars index as integers do
            if np is None or not isinstance(k, np.integer):
                return False
            integers += 1
    return others or integers != ndim


class _View(Tensor[Any]):
    """``base[key]`` for a basic ``key``, on a backend whose Tensors rebind on writes.

    NumPy's ``base[1]`` shares the memory of ``base``: a write to either shows in the
    other.  Arrays of JAX and TensorFlow cannot be written at all, and the facade's writes
    to a Dask array rebind it (or replace its graph), so a slice taken before never sees
    them.  A view Tensor emulates NumPy's view instead:

    * **reads** re-read ``base[key]`` whenever the base's array has changed since the view
      last looked (the base's array object, or the name of its graph on Dask, tells);
    * **writes** (``__setitem__`` and the in-place operators) store the view's new value
      into its base, ``base[key] = value``, which for a view of a view goes on up to the
      Tensor at the root.

    A write holds the lock of the root Tensor only (the one every writer to the root holds),
    so writes through different views of one Tensor, and writes to the Tensor itself, are
    serialised without a second lock to order.  Ordinary Tensors never see this class: it
    is made only by basic indexing on such backends.  A concrete view class is generated
    per Tensor class by :func:`_view_class` (``_plain``: the class of the Tensors its
    methods return).
    """

    __slots__ = ("_base", "_cache", "_key", "_root")
    #: The class of ordinary Tensors this view class belongs to.
    _plain: ClassVar[type[Tensor[Any]]]
    _base: Tensor[Any]
    _root: Tensor[Any]
    _key: Any
    #: ``(version of the base's array when read, our array)``: one tuple, replaced whole,
    #: so concurrent readers never pair one version with another's array.
    _cache: tuple[Any, Any]

    @property
    def _raw(self) -> Any:
        base_raw = self._base._raw
        adapter = ADAPTERS[self._backend]
        version = adapter.version(base_raw)
        cache = self._cache
        if cache[0] is version:
            return cache[1]
        raw = adapter.getitem(base_raw, self._key)
        self._cache = (version, raw)
        return raw

    @_raw.setter
    def _raw(self, value: Any) -> None:
        # Our new value goes into the base; the caller holds the root's lock.
        base = self._base
        adapter = ADAPTERS[self._backend]
        base_raw = base._raw
        key = self._key
        parts = key if type(key) is tuple else (key,)
        stored = value
        if any(k is None for k in parts):
            # The axes ``None`` inserted are not the base's (Dask refuses them in writes):
            # write without them, the value reshaped to what the key selects.
            key = tuple(k for k in parts if k is not None)
            shape = tuple(adapter.getitem(base_raw, key).shape)
            stored = self._xp.reshape(value, shape)
        base._raw = adapter.setitem(base_raw, key, stored, self._xp)
        self._cache = (adapter.version(base._raw), value)

    def _new(self, raw: Any) -> Any:
        out = object.__new__(self._plain)
        out._raw = raw
        out._backend = self._backend
        out._xp = self._xp
        return out

    def _ibinary(self, name: str, other: Any) -> Any:
        o = self._operand(other)
        if o is NotImplemented:
            return NotImplemented
        with lock_for(self._root):
            result = getattr(self._xp, name)(self._raw, o)
            self._assign_all(result, name)
        return self

    def __setitem__(self, key: Index[A], value: complex | Tensor[A] | A) -> None:
        adapter = ADAPTERS[self._backend]
        key = adapter.normalise_key(unwrap(key), self._raw)
        with lock_for(self._root):
            self._raw = adapter.setitem(self._raw, key, unwrap(value), self._xp)

    def __reduce__(self) -> tuple[Any, ...]:
        # copy, deepcopy and pickle give an ordinary Tensor of the current values, as
        # copying a NumPy view gives an array of its own (a copy where arrays can be
        # written: Dask's writes replace the graph of the very array object written).
        raw = self._raw
        if BACKENDS[self._backend].mutable:
            raw = ADAPTERS[self._backend].copy(raw, self._xp)
        return self._plain, (raw,)


#: Tensor class -> its view class (None: the class does not emulate views).
_VIEW_CLASSES: dict[type, type[_View] | None] = {}


def _view_class(cls: type[Tensor[Any]]) -> type[_View] | None:
    """The view class of Tensor class ``cls`` (itself for a view class), made on first use."""
    if issubclass(cls, _View):
        return cls
    view: type[_View] | None = None
    if cls._emulates_views:
        try:
            view = type(cls.__name__, (_View, cls), {
                "__slots__": (),
                "__module__": cls.__module__,
                "__qualname__": cls.__qualname__,
                "_plain": cls,
            })
        except TypeError:  # a subclass with slots of its own: no view emulation for it
            view = None
    _VIEW_CLASSES[cls] = view
    return view


def _view_of(t: Tensor[Any], raw: Any, key: Any) -> Tensor[Any]:
    """``t[key]`` (``raw`` is ``t``'s array, ``key`` normalised): a view Tensor where NumPy
    gives a view, an ordinary Tensor holding a copy where NumPy copies (advanced indexing,
    a single element picked by integers)."""
    adapter = ADAPTERS[t._backend]
    out = adapter.getitem(raw, key)
    try:
        cls = _VIEW_CLASSES[type(t)]
    except KeyError:
        cls = _view_class(type(t))
    if cls is None or not _gives_view(key, len(raw.shape)):
        return t._new(out)
    view = object.__new__(cls)
    view._backend = t._backend
    view._xp = t._xp
    view._base = t
    view._root = t._root if isinstance(t, _View) else t
    view._key = key
    view._cache = (adapter.version(raw), out)
    return view
