"""The EagerPy-style Tensor classes, built on the xpagnostic facade.

``Tensor`` subclasses :class:`xpagnostic.Tensor`: it inherits the facade's operators and
its methods (one per function of the standard), overrides only what EagerPy 0.30 does
differently (in-place operators rebind; ``reshape(int)``, ``clip(min_, max_)``,
``sum(axis, keepdims)`` ...), gives EagerPy's names to inherited methods (``arcsin`` is
``asin``) and adds EagerPy's own methods.  ``PyTorchTensor``, ``TensorFlowTensor``,
``JAXTensor`` and ``NumPyTensor`` are its per-framework subclasses.  ``Tensor(x)`` (and
``ep.astensor(x)``) picks the subclass from the framework of ``x``, so
``isinstance(ep.astensor(torch_tensor), ep.PyTorchTensor)`` holds.

Every method calls the backend's xpagnostic namespace (``xp.sum``,
``xp.linalg.inv`` ...) on the wrapped native array: arithmetic and comparisons
follow the standard's promotion on every backend, TensorFlow included.
Functions the standard lacks (``softmax``, ``topk``, ``pad``, ``onehot_like``
...) are written once here from namespace functions.
"""

from __future__ import annotations

import builtins
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any, ClassVar, Final, TypeVar, Union, overload

from .._backends import BACKENDS, array_names
from .._facade._adapters import ADAPTERS
from .._facade._core import Tensor as _Facade
from .._namespace import backend_of
from .._pytree import flatten, unflatten
from .._typing._array import Array
from ._norms import NormsMethods
from ._norms import axis_arg as _axis
from ._random import normal, uniform
from .types import Axes, AxisAxes, ShapeOrScalar

if TYPE_CHECKING:
    from typing import Self

__all__ = [
    "JAXTensor",
    "NumPyTensor",
    "PyTorchTensor",
    "Tensor",
    "TensorFlowTensor",
    "TensorOrScalar",
    "TensorType",
    "UnknownTypeError",
    "istensor",
]

# Methods named ``bool``, ``all``, ``sum`` ... shadow the builtins inside the class
# body, so annotations there use these aliases.
_Bool = builtins.bool
_SCALARS: Final = (bool, int, float, complex)

TensorType = TypeVar("TensorType", bound="Tensor[Any]")
#: The native array type an EagerPy tensor wraps: ``Tensor[torch.Tensor]``; a bare ``Tensor``
#: annotation means ``Tensor[Any]``, as EagerPy's users write it.
if TYPE_CHECKING:
    from typing_extensions import TypeVar as _TypeVarWithDefault

    _NativeT = _TypeVarWithDefault("_NativeT", default=Any)
else:
    _NativeT = TypeVar("_NativeT")
_ArrayT = TypeVar("_ArrayT", bound=Array)
#: A Tensor or a Python scalar.
TensorOrScalar = Union["Tensor[Any]", int, float]


class UnknownTypeError(TypeError, ValueError):
    """The object is not an array of a supported framework.

    A ``TypeError`` as everywhere in xpagnostic, and a ``ValueError`` as EagerPy raised,
    so ``except ValueError`` in EagerPy code still catches it.
    """


def _describe(x: object) -> str:
    t = type(x)
    return f"{t.__module__}.{t.__qualname__}"


def _shape(shape: Any, t: object, method: str) -> tuple[int, ...]:
    """``shape`` as the namespace takes it; a size not known (None) is a ``ValueError``
    naming ``t``'s class and ``method``."""
    if isinstance(shape, int):
        return (shape,)
    out = tuple(shape)
    if None in out:
        raise ValueError(
            f"{type(t).__name__}.{method}: the shape {out} has a size that is not known "
            "(None); every size must be an int (a tensor's shape holds None where its "
            "backend cannot know a size before computing it)"
        )
    return out


class _NormsAccessor:
    """``t.norms.l2(...)``; on the class, ``Tensor.norms`` is the methods class."""

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> type[NormsMethods]: ...

    @overload
    def __get__(self, instance: Tensor[Any], owner: type | None = None) -> NormsMethods: ...

    def __get__(
        self, instance: Tensor[Any] | None, owner: type | None = None
    ) -> NormsMethods | type[NormsMethods]:
        if instance is None:
            return NormsMethods
        return NormsMethods(instance)


class Tensor(_Facade[_NativeT]):
    """An EagerPy tensor: a native array of PyTorch, TensorFlow, JAX or NumPy with methods.

    ``Tensor(x)`` returns the subclass for the framework of ``x``
    (``PyTorchTensor``, ``TensorFlowTensor``, ``JAXTensor``, ``NumPyTensor``).
    """

    __slots__ = ()
    #: The backend this class wraps (set by the subclasses).
    _framework: ClassVar[str | None] = None
    #: EagerPy's indexing gives new tensors, and its in-place operators rebind: no views
    #: are emulated on the backends that rebind.
    _emulates_views: ClassVar[bool] = False
    # EagerPy's tensors are unhashable on every framework (their ``==`` is element-wise).
    __hash__: ClassVar[None] = None  # type: ignore[assignment]

    norms = _NormsAccessor()

    def __new__(cls, raw: Any) -> Tensor[Any]:
        if cls is Tensor:
            cls = _class_for(raw, "Tensor")
        return object.__new__(cls)

    def __init__(self, raw: Any) -> None:
        if isinstance(raw, _Facade):
            raw = raw.raw
        expected = self._framework
        if expected is not None and backend_of(raw) != expected:
            raise UnknownTypeError(
                f"{type(self).__name__}: expected a {BACKENDS[expected].array_name}, got "
                f"{_describe(raw)}"
            )
        super().__init__(raw)

    # -- plumbing ---------------------------------------------------------------
    def _operand(self, other: Any) -> Any:
        if type(other) in _SCALARS or isinstance(other, _Facade):
            return super()._operand(other)
        np = sys.modules.get("numpy")
        if (np is not None and isinstance(other, np.generic)
                and backend_of(other) != self._backend):
            other = other.item()  # NumPy scalars mix with every backend, as Python scalars
        return super()._operand(other)

    def _device(self) -> Any:
        """The device to create new arrays on (``None`` inside a ``tf.function`` graph)."""
        return self.device or None  # TensorFlow's device string is empty in a graph

    def _key(self, key: Any) -> Any:
        if isinstance(key, tuple):
            return tuple(self._key_part(k) for k in key)
        return self._key_part(key)

    def _key_part(self, k: Any) -> Any:
        if isinstance(k, _Facade):
            return k.raw
        if isinstance(k, (range, list)):
            values = list(k)
            if not values:
                index_dtype = self._xp.__array_namespace_info__().default_dtypes()["indexing"]
                return self._xp.asarray(values, dtype=index_dtype)
            return self._xp.asarray(values)
        np = sys.modules.get("numpy")
        if np is not None and isinstance(k, np.ndarray) and backend_of(k) != self._backend:
            return self._xp.asarray(k)
        return k

    def _check_bool(self, fname: str, *others: Any) -> None:
        for x in (self, *others):
            if isinstance(x, _Facade) and not self._xp.isdtype(x.dtype, "bool"):
                raise ValueError(
                    f"{type(self).__name__}.{fname}: requires dtype bool, got {x.dtype}; "
                    "consider t.bool()"
                )

    # -- Python protocols ---------------------------------------------------------
    def __repr__(self) -> str:
        name = type(self).__name__
        lines = repr(self._raw).split("\n")
        return f"{name}(" + ("\n" + " " * (len(name) + 1)).join(lines) + ")"

    def __format__(self, format_spec: str) -> str:
        if format_spec and not self._raw.shape:  # a 0-d tensor formats as its value
            return format(self.item(), format_spec)
        return format(self._raw, format_spec)

    def __getitem__(self, index: Any) -> Self:
        return super().__getitem__(self._key(index))  # type: ignore[return-value]

    def __setitem__(self, index: Any, value: Any) -> None:
        super().__setitem__(self._key(index), value)

    def __iter__(self) -> Iterator[Self]:
        for i in range(len(self)):
            yield self[i]

    # -- operators: the facade's, with standard promotion; in-place operators rebind -------
    # EagerPy's ``a += b`` makes ``a`` name a new tensor and leaves the old one (and every
    # other name for it) unchanged; the facade's writes into the array.
    __iadd__ = _Facade.__add__
    __isub__ = _Facade.__sub__
    __imul__ = _Facade.__mul__
    __itruediv__ = _Facade.__truediv__
    __ifloordiv__ = _Facade.__floordiv__
    __imod__ = _Facade.__mod__
    __ipow__ = _Facade.__pow__
    __imatmul__ = _Facade.__matmul__
    __iand__ = _Facade.__and__
    __ior__ = _Facade.__or__
    __ixor__ = _Facade.__xor__
    __ilshift__ = _Facade.__lshift__
    __irshift__ = _Facade.__rshift__

    # -- conversion -----------------------------------------------------------------
    def numpy(self) -> Any:
        """A read-only NumPy array with the values (a copy to host where needed)."""
        import numpy as np

        a, _ = ADAPTERS[self._backend].host(self._raw)
        if isinstance(a, np.ndarray):
            a = a.view()  # our own read-only view; the wrapped array stays writeable
            a.flags.writeable = False
        return a

    def item(self) -> int | float | _Bool:
        """The value of a one-element tensor as a Python scalar."""
        item = getattr(self._raw, "item", None)
        if item is None:  # TensorFlow and Dask arrays: read through NumPy
            return self.numpy().item()  # type: ignore[no-any-return]
        return item()  # type: ignore[no-any-return]

    def float32(self) -> Self:
        return self._new(self._xp.astype(self._raw, self._xp.float32))

    def float64(self) -> Self:
        return self._new(self._xp.astype(self._raw, self._xp.float64))

    def bool(self) -> Self:
        return self._new(self._xp.astype(self._raw, self._xp.bool))

    # -- element-wise: the facade's, and EagerPy's names for the inverse functions ---------
    arcsin = _Facade.asin
    arccos = _Facade.acos
    arctan = _Facade.atan
    arcsinh = _Facade.asinh
    arccosh = _Facade.acosh
    arctanh = _Facade.atanh

    def clip(self, min_: Any = None, max_: Any = None) -> Self:
        lo = None if min_ is None else self._arg(min_, "clip")
        hi = None if max_ is None else self._arg(max_, "clip")
        return self._new(self._xp.clip(self._raw, lo, hi))

    def logical_and(self, other: Any, /) -> Self:
        self._check_bool("logical_and", other)
        return super().logical_and(other)

    def logical_or(self, other: Any, /) -> Self:
        self._check_bool("logical_or", other)
        return super().logical_or(other)

    def logical_not(self) -> Self:
        self._check_bool("logical_not")
        return self._new(self._xp.logical_not(self._raw))

    def where(self, x: Any, y: Any) -> Self:
        """``x`` where this (boolean) tensor is true, else ``y``; either may be a scalar."""
        xp = self._xp
        a = self._arg(x, "where")
        b = self._arg(y, "where")
        if type(a) in _SCALARS and type(b) in _SCALARS:
            # Two scalars: the first becomes an array of its default dtype (as NumPy).
            a = xp.asarray(a, device=self._device())
        return self._new(xp.where(self._raw, a, b))

    # -- reductions ------------------------------------------------------------------------
    def sum(
        self, axis: AxisAxes | None = None, keepdims: _Bool = False, *, dtype: Any = None
    ) -> Self:
        return self._new(self._xp.sum(self._raw, axis=_axis(axis), dtype=dtype, keepdims=keepdims))

    def prod(
        self, axis: AxisAxes | None = None, keepdims: _Bool = False, *, dtype: Any = None
    ) -> Self:
        return self._new(
            self._xp.prod(self._raw, axis=_axis(axis), dtype=dtype, keepdims=keepdims)
        )

    def mean(self, axis: AxisAxes | None = None, keepdims: _Bool = False) -> Self:
        if not self._xp.isdtype(self.dtype, ("real floating", "complex floating")):
            raise ValueError(
                f"{type(self).__name__}.mean: can only average floating-point tensors, got "
                f"{self.dtype}"
            )
        return self._new(self._xp.mean(self._raw, axis=_axis(axis), keepdims=keepdims))

    def min(self, axis: AxisAxes | None = None, keepdims: _Bool = False) -> Self:
        return self._new(self._xp.min(self._raw, axis=_axis(axis), keepdims=keepdims))

    def max(self, axis: AxisAxes | None = None, keepdims: _Bool = False) -> Self:
        return self._new(self._xp.max(self._raw, axis=_axis(axis), keepdims=keepdims))

    def all(self, axis: AxisAxes | None = None, keepdims: _Bool = False) -> Self:
        self._check_bool("all")
        return self._new(self._xp.all(self._raw, axis=_axis(axis), keepdims=keepdims))

    def any(self, axis: AxisAxes | None = None, keepdims: _Bool = False) -> Self:
        self._check_bool("any")
        return self._new(self._xp.any(self._raw, axis=_axis(axis), keepdims=keepdims))

    def argmin(self, axis: int | None = None, keepdims: _Bool = False) -> Self:
        return self._new(self._xp.argmin(self._raw, axis=axis, keepdims=keepdims))

    def argmax(self, axis: int | None = None, keepdims: _Bool = False) -> Self:
        return self._new(self._xp.argmax(self._raw, axis=axis, keepdims=keepdims))

    def argsort(
        self, axis: int = -1, *, descending: _Bool = False, stable: _Bool = True
    ) -> Self:
        return self._new(
            self._xp.argsort(self._raw, axis=axis, descending=descending, stable=stable)
        )

    def sort(self, axis: int = -1, *, descending: _Bool = False, stable: _Bool = True) -> Self:
        return self._new(self._xp.sort(self._raw, axis=axis, descending=descending, stable=stable))

    def topk(self, k: int, sorted: _Bool = True) -> tuple[Self, Self]:
        """The ``k`` largest values along the last axis and their indices, largest first.

        Ties keep the lower index first.  The result is always sorted (``sorted=False``
        allows any order, and sorted is one).
        """
        xp = self._xp
        idx = xp.argsort(self._raw, axis=-1, descending=True, stable=True)[..., :k]
        return self._new(xp.take_along_axis(self._raw, idx, axis=-1)), self._new(idx)

    def cumsum(self, axis: int | None = None) -> Self:
        raw = self._raw
        if axis is None:
            raw, axis = self._xp.reshape(raw, (-1,)), 0
        return self._new(self._xp.cumulative_sum(raw, axis=axis))

    # -- shape ------------------------------------------------------------------------------
    def reshape(self, shape: ShapeOrScalar, *, copy: _Bool | None = None) -> Self:
        return self._new(self._xp.reshape(self._raw, _shape(shape, self, "reshape"), copy=copy))

    def flatten(self, start: int = 0, end: int = -1) -> Self:
        shape = self.shape
        if not shape:
            return self.reshape((1,))
        start %= len(shape)
        end %= len(shape)
        return self.reshape((*shape[:start], -1, *shape[end + 1 :]))

    def transpose(self, axes: Axes | None = None) -> Self:
        if axes is None:
            axes = tuple(range(self.ndim - 1, -1, -1))
        return self._new(self._xp.permute_dims(self._raw, tuple(axes)))

    @property
    def T(self) -> Self:
        """All axes reversed (EagerPy; the facade's ``.T`` needs 2-D)."""
        return self.transpose()

    def squeeze(self, axis: AxisAxes | None = None) -> Self:
        shape = self.shape
        if axis is None:
            axes = tuple(i for i, n in enumerate(shape) if n == 1)
            if not axes:
                return self._new(self._raw)
        else:
            axes = (axis,) if isinstance(axis, int) else tuple(axis)
            for a in axes:
                if shape[a] != 1:
                    raise ValueError(
                        f"{type(self).__name__}.squeeze: cannot squeeze axis {a} of size "
                        f"{shape[a]} (shape {shape})"
                    )
        return self._new(self._xp.squeeze(self._raw, axis=axes))

    def expand_dims(self, axis: int | tuple[int, ...] = 0) -> Self:
        return self._new(self._xp.expand_dims(self._raw, axis=axis))

    def tile(self, multiples: Axes) -> Self:
        multiples = tuple(int(m) for m in multiples)
        if len(multiples) != self.ndim:
            raise ValueError(
                f"{type(self).__name__}.tile: multiples needs one entry per axis ({self.ndim}), "
                f"got {multiples}"
            )
        return self._new(self._xp.tile(self._raw, multiples))

    def flip(self, axis: AxisAxes | None = None) -> Self:
        return self._new(self._xp.flip(self._raw, axis=_axis(axis)))

    def take_along_axis(self, index: Any, axis: int = -1) -> Self:
        return self._new(
            self._xp.take_along_axis(self._raw, self._arg(index, "take_along_axis"), axis=axis)
        )

    def pad(
        self,
        paddings: tuple[tuple[int, int], ...],
        mode: str = "constant",
        value: float = 0,
    ) -> Self:
        """Pad each axis by ``paddings[axis] = (before, after)`` entries.

        ``mode="constant"`` fills with ``value``; ``mode="reflect"`` mirrors the
        entries next to the edge (without repeating the edge), on any axes.
        """
        name = type(self).__name__
        if len(paddings) != self.ndim or any(len(p) != 2 for p in paddings):
            raise ValueError(f"{name}.pad: needs one (before, after) pair per axis")
        if mode not in ("constant", "reflect"):
            raise ValueError(f"{name}.pad: mode must be 'constant' or 'reflect', got {mode!r}")
        xp = self._xp
        out = self._raw
        for axis, (before, after) in enumerate(paddings):
            if before == 0 and after == 0:
                continue
            lead = (slice(None),) * axis
            left = right = None
            if mode == "constant":
                shape = list(out.shape)
                if before:
                    shape[axis] = before
                    left = xp.full(tuple(shape), value, dtype=out.dtype, device=self._device())
                if after:
                    shape[axis] = after
                    right = xp.full(tuple(shape), value, dtype=out.dtype, device=self._device())
            else:
                size = out.shape[axis]
                if before >= size or after >= size:
                    raise ValueError(
                        f"{name}.pad: reflect padding ({before}, {after}) needs an axis longer "
                        f"than the padding, axis {axis} has size {size}"
                    )
                if before:
                    left = xp.flip(out[(*lead, slice(1, before + 1))], axis=axis)
                if after:
                    right = xp.flip(out[(*lead, slice(size - 1 - after, size - 1))], axis=axis)
            parts = [p for p in (left, out, right) if p is not None]
            out = xp.concat(parts, axis=axis)
        return self._new(out)

    # -- creation from a dummy ------------------------------------------------------------
    def ones(self, shape: ShapeOrScalar) -> Self:
        dims = _shape(shape, self, "ones")
        return self._new(self._xp.ones(dims, dtype=self.dtype, device=self._device()))

    def zeros(self, shape: ShapeOrScalar) -> Self:
        dims = _shape(shape, self, "zeros")
        return self._new(self._xp.zeros(dims, dtype=self.dtype, device=self._device()))

    def full(self, shape: ShapeOrScalar, value: float) -> Self:
        dims = _shape(shape, self, "full")
        return self._new(self._xp.full(dims, value, dtype=self.dtype, device=self._device()))

    def arange(self, start: int, stop: int | None = None, step: int | None = None) -> Self:
        """``arange`` on this tensor's backend and device.

        Integer arguments give the namespace's default integer dtype: int64 on every
        backend (int32 on JAX unless ``jax_enable_x64`` is on).
        """
        return self._new(
            self._xp.arange(start, stop, 1 if step is None else step, device=self._device())
        )

    def from_numpy(self, a: Any) -> Self:
        """``a`` (a NumPy array or array-like) on this tensor's backend and device."""
        if builtins.any(s < 0 for s in getattr(a, "strides", ())):
            a = a.copy()  # torch cannot share memory with negative strides
        return self._new(self._xp.asarray(a, device=self._device()))

    def uniform(
        self, shape: ShapeOrScalar, low: float = 0.0, high: float = 1.0, *, key: Any = None
    ) -> Self:
        """Uniform samples in ``[low, high)``, dtype and device of this tensor.

        ``key``: ``None`` (the default stream, see ``ep.seed``), an int seed, or a
        native generator/key (see the ``xpagnostic.eager`` guide).
        """
        return self._new(uniform(self, _shape(shape, self, "uniform"), low, high, key))

    def normal(
        self, shape: ShapeOrScalar, mean: float = 0.0, stddev: float = 1.0, *, key: Any = None
    ) -> Self:
        """Normal samples, dtype and device of this tensor; ``key`` as in :meth:`uniform`."""
        return self._new(normal(self, _shape(shape, self, "normal"), mean, stddev, key))

    def onehot_like(self, indices: Any, *, value: float = 1) -> Self:
        """A tensor like this 2-D one, ``value`` at ``[i, indices[i]]`` and 0 elsewhere."""
        name = type(self).__name__
        idx = self._arg(indices, "onehot_like")
        if self.ndim != 2:
            raise ValueError(f"{name}.onehot_like: needs a 2-D tensor, got {self.ndim}-D")
        if len(idx.shape) != 1:
            raise ValueError(f"{name}.onehot_like: needs 1-D indices, got shape {idx.shape}")
        if idx.shape[0] != self.shape[0]:
            raise ValueError(
                f"{name}.onehot_like: {idx.shape[0]} indices for a tensor with "
                f"{self.shape[0]} rows"
            )
        xp = self._xp
        cols = xp.arange(self.shape[1], device=self._device())
        mask = xp.equal(xp.reshape(cols, (1, -1)), xp.reshape(idx, (-1, 1)))
        return self._new(xp.where(mask, value, xp.zeros_like(self._raw)))

    # -- several tensors -----------------------------------------------------------------
    def _concatenate(self, tensors: Iterable[Any], axis: int = 0) -> Self:
        raws = [self._arg(t, "concatenate") for t in tensors]
        return self._new(self._xp.concat(raws, axis=axis))

    def _stack(self, tensors: Iterable[Any], axis: int = 0) -> Self:
        raws = [self._arg(t, "stack") for t in tensors]
        return self._new(self._xp.stack(raws, axis=axis))

    def meshgrid(self, *tensors: Any, indexing: str = "xy") -> tuple[Self, ...]:
        if indexing not in ("xy", "ij"):
            raise ValueError(
                f"{type(self).__name__}.meshgrid: indexing must be 'xy' or 'ij', got {indexing!r}"
            )
        raws = [self._arg(t, "meshgrid") for t in tensors]
        return tuple(self._new(g) for g in self._xp.meshgrid(self._raw, *raws, indexing=indexing))

    def index_update(self, indices: Any, values: TensorOrScalar) -> Self:
        """A copy with ``[indices]`` set to ``values``; this tensor is not modified.

        ``indices`` is anything ``t[...]`` accepts; build it with ``ep.index[...]``.
        """
        raw = self._raw
        if BACKENDS[self._backend].mutable:
            raw = ADAPTERS[self._backend].copy(raw, self._xp)
        out = self._new(raw)
        out[indices] = values  # rebinds on JAX / TensorFlow, writes into the copy elsewhere
        return out

    # -- neural-network helpers --------------------------------------------------------------
    def softmax(self, axis: int = -1) -> Self:
        xp = self._xp
        z = xp.subtract(self._raw, xp.max(self._raw, axis=axis, keepdims=True))
        e = xp.exp(z)
        return self._new(xp.divide(e, xp.sum(e, axis=axis, keepdims=True)))

    def log_softmax(self, axis: int = -1) -> Self:
        xp = self._xp
        z = xp.subtract(self._raw, xp.max(self._raw, axis=axis, keepdims=True))
        return self._new(xp.subtract(z, xp.log(xp.sum(xp.exp(z), axis=axis, keepdims=True))))

    def crossentropy(self, labels: Any) -> Self:
        """Per-row cross-entropy of these 2-D logits with integer ``labels`` (1-D)."""
        name = type(self).__name__
        lab = self._arg(labels, "crossentropy")
        if self.ndim != 2:
            raise ValueError(f"{name}.crossentropy: needs 2-D logits, got {self.ndim}-D")
        if tuple(lab.shape) != self.shape[:1]:
            raise ValueError(
                f"{name}.crossentropy: labels must be 1-D with one entry per row of the "
                f"logits ({self.shape[0]}), got shape {tuple(lab.shape)}"
            )
        xp = self._xp
        logp = self.log_softmax(axis=1)._raw
        picked = xp.take_along_axis(logp, xp.reshape(lab, (-1, 1)), axis=1)
        return self._new(xp.negative(xp.reshape(picked, (-1,))))

    # -- linear algebra ------------------------------------------------------------------------
    # EagerPy's slogdet gives a plain pair, not the standard's named tuple.
    def slogdet(self) -> tuple[Self, Self]:  # type: ignore[override]
        sign, logabsdet = self._xp.linalg.slogdet(self._raw)
        return self._new(sign), self._new(logabsdet)

    # -- autodiff ----------------------------------------------------------------------------
    def _value_and_grad_fn(
        self, f: Callable[..., Any], has_aux: _Bool = False
    ) -> Callable[..., tuple[Any, ...]]:
        return value_and_grad_fn(self, f, has_aux)

    def value_and_grad(
        self, f: Callable[..., Tensor[Any]], *args: Any, **kwargs: Any
    ) -> tuple[Self, Self]:
        """``(f(self, *args, **kwargs), gradient of f with respect to self)``."""
        return self._value_and_grad_fn(f, has_aux=False)(self, *args, **kwargs)

    def value_aux_and_grad(
        self, f: Callable[..., tuple[Tensor[Any], Any]], *args: Any, **kwargs: Any
    ) -> tuple[Self, Any, Self]:
        """``(value, aux, gradient)`` for ``f`` returning ``(value, aux)``."""
        return self._value_and_grad_fn(f, has_aux=True)(self, *args, **kwargs)


class PyTorchTensor(Tensor[Any]):
    """A ``torch.Tensor`` wrapped as an EagerPy tensor."""

    __slots__ = ()
    _framework = "torch"


class TensorFlowTensor(Tensor[Any]):
    """A ``tf.Tensor`` wrapped as an EagerPy tensor."""

    __slots__ = ()
    _framework = "tensorflow"


class JAXTensor(Tensor[Any]):
    """A ``jax.Array`` wrapped as an EagerPy tensor (a JAX pytree node, as in EagerPy)."""

    __slots__ = ()
    _framework = "jax"
    _registered: ClassVar[_Bool] = False

    def __init__(self, raw: Any) -> None:
        super().__init__(raw)
        if not JAXTensor._registered:
            _register_jax_pytree()


class NumPyTensor(Tensor[Any]):
    """A ``numpy.ndarray`` wrapped as an EagerPy tensor."""

    __slots__ = ()
    _framework = "numpy"


def _register_jax_pytree() -> None:
    """Let JAXTensors pass through ``jax.jit`` and friends, as EagerPy's did."""
    import jax

    def flatten(t: JAXTensor) -> tuple[tuple[Any], None]:
        return (t.raw,), None

    def unflatten(aux: None, children: Any) -> JAXTensor:
        out = object.__new__(JAXTensor)
        (raw,) = children
        # Inside JAX transformations children may be placeholders, not arrays.
        out._raw = raw
        out._backend = "jax"
        import xpagnostic.jax as xp_jax

        out._xp = xp_jax
        return out

    JAXTensor._registered = True
    jax.tree_util.register_pytree_node(JAXTensor, flatten, unflatten)


def _eager_class(name: str) -> type[Tensor[Any]]:
    """The class wrapping arrays of backend ``name``: EagerPy's (defined above) where EagerPy
    has one, else a plain subclass named as the backend table says."""
    row = BACKENDS[name]
    cls = globals().get(row.eager_class)
    if cls is None:
        cls = type(row.eager_class, (Tensor,), {
            "__slots__": (), "_framework": name, "__module__": __name__,
            "__doc__": f"A ``{row.array_name}`` wrapped as an EagerPy tensor.",
        })
        globals()[row.eager_class] = cls
    return cls


#: Backend name -> its tensor class, one per row of the backend table.
_CLASSES: Final[dict[str, type[Tensor[Any]]]] = {name: _eager_class(name) for name in BACKENDS}


def _class_for(raw: Any, fname: str) -> type[Tensor[Any]]:
    if isinstance(raw, _Facade):
        raw = raw.raw
    cls = _CLASSES.get(backend_of(raw) or "")
    if cls is None:
        raise UnknownTypeError(
            f"{fname}: unknown type {_describe(raw)}; expected a {array_names()}"
        )
    return cls


def istensor(x: Any) -> _Bool:
    """Whether ``x`` is an EagerPy tensor (an instance of ``ep.Tensor``)."""
    return isinstance(x, Tensor)


@overload
def astensor(x: Tensor[_NativeT]) -> Tensor[_NativeT]: ...  # type: ignore[overload-overlap, unused-ignore]
@overload
def astensor(x: _Facade[_NativeT]) -> Tensor[_NativeT]: ...  # type: ignore[overload-overlap, unused-ignore]
@overload
def astensor(x: _ArrayT) -> Tensor[_ArrayT]: ...
def astensor(x: Any) -> Tensor[Any]:
    """``x`` as an EagerPy tensor: tensors are returned unchanged, native arrays wrapped.

    The result is a ``PyTorchTensor``, ``TensorFlowTensor``, ``JAXTensor`` or
    ``NumPyTensor``.  Anything else raises :class:`UnknownTypeError` (a ``TypeError``
    that is also a ``ValueError``, which EagerPy raised).
    """
    if isinstance(x, Tensor):
        return x
    if isinstance(x, _Facade):
        x = x.raw
    return _class_for(x, "astensor")(x)


# -- gradients: here, below ``Tensor.value_and_grad``; ``ep.value_and_grad`` & co. in
# ``_autodiff`` ---------------------------------------------------------------------------


def _loss_raw(loss: Any) -> Any:
    if isinstance(loss, _Facade):
        return loss.raw
    return loss  # a native array: the autodiff extension checks it


def value_and_grad_fn(
    t: Any, f: Callable[..., Any], has_aux: bool = False
) -> Callable[..., tuple[Any, ...]]:
    """A function ``(x, *args, **kwargs) -> (value, grad)`` (``(value, aux, grad)`` with aux).

    ``t`` is any tensor of the backend to differentiate on; ``f`` takes tensors and
    returns a scalar tensor (and ``aux`` with ``has_aux=True``).  Tensors inside
    ``aux`` come back as tensors, detached from the graph.
    """
    dummy = astensor(t)
    ext = dummy.xp.autodiff
    # Which leaves of the last aux were tensors (they are passed through as arrays).
    wrapped: list[bool] = []

    def raw_f(x_raw: Any, *args: Any, **kwargs: Any) -> Any:
        out = f(dummy._new(x_raw), *args, **kwargs)
        if not has_aux:
            return _loss_raw(out)
        if not (isinstance(out, (tuple, list)) and len(out) == 2):
            raise TypeError(
                "value_aux_and_grad: with has_aux=True the function must return "
                f"(value, aux), got {type(out).__name__}"
            )
        loss, aux = out
        leaves, treedef = flatten(aux)
        wrapped[:] = [isinstance(a, _Facade) for a in leaves]
        aux_raw = unflatten(treedef, [a.raw if w else a for a, w in zip(leaves, wrapped)])
        return _loss_raw(loss), aux_raw

    vg = ext.value_and_grad(raw_f, 0, has_aux)

    def value_and_grad(x: Any, *args: Any, **kwargs: Any) -> tuple[Any, ...]:
        x = astensor(x)
        if x.backend != dummy.backend:
            raise TypeError(
                f"value_and_grad: the function was built for {dummy.backend} tensors, got a "
                f"{x.backend} tensor"
            )
        # A distinct array keeps other uses of x (as an extra argument, or in a closure) out
        # of the gradient on every backend (TensorFlow's tape watches objects).
        raw = ext.primitive.distinct(x.raw)
        if has_aux:
            (value, aux), grad = vg(raw, *args, **kwargs)
            leaves, treedef = flatten(aux)
            aux = unflatten(
                treedef, [x._new(a) if w else a for a, w in zip(leaves, wrapped)]
            )
            return x._new(value), aux, x._new(grad)
        value, grad = vg(raw, *args, **kwargs)
        return x._new(value), x._new(grad)

    return value_and_grad
