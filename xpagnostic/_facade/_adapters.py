"""Array adapters: what the Tensor facade does differently per backend, one class each.

The facade's methods and operators call the backend namespace and need nothing of this.
What an array object does by itself differs: how it is indexed and written, where it lives,
how it exports its buffer.  :class:`ArrayAdapter` is an array that follows the standard's
array object and NumPy's indexing; each backend's adapter overrides what its framework
does differently.  The backend table
(:mod:`xpagnostic._backends`) names each backend's adapter; :data:`ADAPTERS` resolves it on
first use.

Adapters import no framework at import time: a method runs only on an array of its
backend, whose framework is then loaded.
"""

from __future__ import annotations

import operator
import sys
from collections.abc import Callable
from typing import Any, ClassVar

from .._backends import BACKENDS
from .._tracing import import_module
from ._index import (
    BASIC,
    bool_and_list_part,
    list_part,
    normalise_key,
    torch_integers_as_arrays,
    torch_part,
)
from ._torch_index import has_negative_step, positive_steps


def _describe(x: object) -> str:
    t = type(x)
    return f"{t.__module__}.{t.__qualname__}"


_PYTHON_SCALARS = (bool, int, float, complex)
#: A backend's dtype -> the NumPy dtype of its values (None: NumPy has none, bfloat16 on torch).
_NUMPY_DTYPES: dict[Any, Any] = {}


def as_written(value: Any, dtype: Any, numpy_dtype: Callable[[Any], Any]) -> Any:
    """Python scalar ``value`` as NumPy's ``a[i] = value`` writes it into an array of
    ``dtype`` (a backend's dtype; ``numpy_dtype`` gives NumPy's): truncated into an integer
    dtype (``1.7`` -> ``1``), the truth value into bool, ``OverflowError`` where it does not
    fit an integer dtype, ``ValueError`` for NaN and ``TypeError`` for a complex value into a
    real dtype, as NumPy raises.  The result is a Python scalar the dtype holds exactly, so
    no backend casts it again (or warns).  Other values are returned unchanged."""
    if type(value) not in _PYTHON_SCALARS:
        return value
    try:
        np_dtype = _NUMPY_DTYPES[dtype]
    except KeyError:
        np_dtype = _NUMPY_DTYPES.setdefault(dtype, numpy_dtype(dtype))
    if np_dtype is None:
        return value
    cell = sys.modules["numpy"].empty((), dtype=np_dtype)
    try:
        cell[()] = value  # NumPy's own write: its casts and its errors
    except TypeError as exc:  # NumPy's message names no Tensor: say what was written
        raise TypeError(f"Tensor.__setitem__: cannot write {value!r} into a Tensor of dtype "
                        f"{dtype} ({exc})") from exc
    return cell.item()


class ArrayAdapter:
    """An array following the standard's array object, indexed (lists aside) as NumPy."""

    #: For a scalar result of the namespace (NumPy's reductions give NumPy scalars): the
    #: function converting values of its type to 0-d arrays, or None for anything else.
    #: None here: the namespace's results are always arrays.
    scalar_converter: ClassVar[Callable[[Any], Callable[[Any], Any] | None] | None] = None

    @staticmethod
    def normalise_key(key: Any, raw: Any) -> Any:
        """``key`` (Tensors unwrapped) as this backend indexes ``raw`` the way NumPy would."""
        return normalise_key(key, raw, list_part)

    @staticmethod
    def getitem(raw: Any, key: Any) -> Any:
        return raw[key]

    @staticmethod
    def version(raw: Any) -> Any:
        """An object that is the same (``is``) as long as ``raw`` holds the same values:
        ``raw`` itself where the facade's writes rebind to a new array."""
        return raw

    @staticmethod
    def setitem(raw: Any, key: Any, value: Any, xp: Any) -> Any:
        """Write ``value`` at ``key``; return the array now holding the result (``raw``
        itself where it is written in place, a new array where the backend rebinds)."""
        if not hasattr(raw, "__setitem__"):
            raise TypeError(f"Tensor.__setitem__: {_describe(raw)} cannot be assigned to")
        raw[key] = value
        return raw

    @staticmethod
    def copy(raw: Any, xp: Any) -> Any:
        """A copy of ``raw`` that later writes leave the original alone."""
        return xp.asarray(raw, copy=True)

    @staticmethod
    def truth(raw: Any) -> bool:
        """``bool(raw)``: the value of an array of one element (``ValueError`` for others)."""
        return bool(raw)

    @staticmethod
    def to_python(raw: Any, convert: Callable[[Any], Any]) -> Any:
        """``convert(raw)`` (``int``, ``float``, ``complex`` or ``operator.index``) where
        NumPy converts: for a 0-d array only, never a complex value to a real type or a bool
        or float to an index.  Here the framework's own conversion, which refuses as NumPy."""
        return convert(raw)

    @staticmethod
    def numpy_dtype(dtype: Any) -> Any:
        """The NumPy dtype of this backend's ``dtype`` (None where NumPy has none)."""
        return sys.modules["numpy"].dtype(dtype)

    @staticmethod
    def itemsize(raw: Any) -> int:
        """Bytes per element of ``raw``."""
        return int(raw.dtype.itemsize)

    @staticmethod
    def format(raw: Any, format_spec: str) -> str:
        """``format`` of the 0-d array ``raw`` with a non-empty ``format_spec``."""
        return format(raw, format_spec)

    @staticmethod
    def device(raw: Any) -> Any:
        import array_api_compat

        return array_api_compat.device(raw)

    @staticmethod
    def to_device(raw: Any, device: Any, stream: Any) -> Any:
        import array_api_compat

        return array_api_compat.to_device(raw, device, stream=stream)

    #: The backend's reader of device strings, where its device objects are strings
    #: (``xpagnostic._accelerators.native_device``); None where they are not.
    device_string: ClassVar[Callable[[str], Any] | None] = None

    @staticmethod
    def host(raw: Any) -> tuple[Any, bool]:
        """``(a NumPy array with the values, whether it is a copy)``: a view where the
        backend lends its memory (read-only for JAX and TensorFlow), else a copy."""
        import numpy

        host = numpy.asarray(raw)
        return host, bool(host.flags.owndata)

    @classmethod
    def to_numpy(cls, raw: Any, dtype: Any, copy: bool | None, backend: str) -> Any:
        """``Tensor.__array__``: see there."""
        import numpy

        host, copied = cls.host(raw)
        if dtype is not None and numpy.dtype(dtype) != host.dtype:
            if copy is False:
                raise ValueError(
                    f"Tensor.__array__ ({backend}): converting {host.dtype} to "
                    f"{numpy.dtype(dtype)} needs a copy, and copy=False was given"
                )
            return host.astype(dtype)
        if copy is False:
            if copied:
                raise ValueError(
                    f"Tensor.__array__ ({backend}): this array cannot be seen from "
                    "NumPy without a copy, and copy=False was given"
                )
            return host
        if (copy is True and not copied) or not host.flags.writeable:
            return host.copy()
        return host

    @staticmethod
    def dlpack(raw: Any, kwargs: dict[str, Any], backend: str) -> Any:
        """``raw.__dlpack__(**kwargs)``; ``kwargs`` holds the arguments that are not None."""
        return raw.__dlpack__(**kwargs)

    @staticmethod
    def dlpack_device(raw: Any) -> tuple[Any, int]:
        return raw.__dlpack_device__()  # type: ignore[no-any-return]


class NumPyArrays(ArrayAdapter):
    """NumPy: the reference; keys pass unchanged, scalar results become 0-d arrays."""

    @staticmethod
    def scalar_converter(obj: Any) -> Callable[[Any], Any] | None:  # type: ignore[override]
        np = sys.modules["numpy"]
        return np.asarray if isinstance(obj, np.generic) else None

    @staticmethod
    def normalise_key(key: Any, raw: Any) -> Any:
        return key

    @staticmethod
    def getitem(raw: Any, key: Any) -> Any:
        out = raw[key]
        if type(out) is type(raw):
            return out
        np = sys.modules["numpy"]
        # A single element is a NumPy scalar: made a 0-d array, as every other backend gives.
        return np.asarray(out) if isinstance(out, np.generic) else out

    @staticmethod
    def host(raw: Any) -> tuple[Any, bool]:
        return raw, False

    @classmethod
    def to_numpy(cls, raw: Any, dtype: Any, copy: bool | None, backend: str) -> Any:
        import numpy

        if copy is None:
            return numpy.asarray(raw, dtype=dtype)
        return numpy.asarray(raw, dtype=dtype, copy=copy)


class TorchArrays(ArrayAdapter):
    """PyTorch: index arrays as ``int64`` tensors, negative slice steps by flipping."""

    @staticmethod
    def normalise_key(key: Any, raw: Any) -> Any:
        return normalise_key(key, raw, torch_part, torch_integers_as_arrays)

    @staticmethod
    def getitem(raw: Any, key: Any) -> Any:
        if has_negative_step(key):
            key, dims = positive_steps(key, tuple(raw.shape))
            out = raw[key]
            # the namespace's flip: torch has no flip kernel for uint16/uint32/uint64
            return import_module("xpagnostic.torch").flip(out, axis=dims) if dims else out
        return raw[key]

    @staticmethod
    def setitem(raw: Any, key: Any, value: Any, xp: Any) -> Any:
        value = as_written(value, raw.dtype, TorchArrays.numpy_dtype)
        torch = sys.modules["torch"]
        if raw.dtype is torch.uint64 and not isinstance(value, torch.Tensor):
            # torch reads a scalar written into uint64 as int64, which overflows at 2**63
            value = xp.asarray(value, dtype=raw.dtype, device=raw.device)
        if has_negative_step(key):
            key, dims = positive_steps(key, tuple(raw.shape))
            if dims:
                target = raw[key]
                value = xp.flip(xp.broadcast_to(
                    xp.asarray(value, dtype=target.dtype, device=target.device),
                    tuple(target.shape)), axis=dims)
        raw[key] = value
        return raw

    @staticmethod
    def copy(raw: Any, xp: Any) -> Any:
        return raw.clone()

    @staticmethod
    def to_python(raw: Any, convert: Callable[[Any], Any]) -> Any:
        torch = sys.modules["torch"]
        _refuse_as_numpy(raw, convert, raw.dtype is torch.bool)
        if raw.dtype is torch.uint64:  # torch reads it through int64, which overflows
            return convert(raw.item())
        return convert(raw)

    @staticmethod
    def numpy_dtype(dtype: Any) -> Any:
        name = str(dtype).removeprefix("torch.")
        np = sys.modules["numpy"]
        return np.dtype(name) if hasattr(np, name) else None

    @staticmethod
    def host(raw: Any) -> tuple[Any, bool]:
        copied = raw.is_conj() or raw.is_neg() or raw.device.type != "cpu"
        # Detached, with the conjugate and negative bits resolved.
        return raw.numpy(force=True), copied


def _refuse_as_numpy(raw: Any, convert: Callable[[Any], Any], is_bool: bool) -> None:
    """The ``TypeError`` NumPy raises where PyTorch and Dask convert: an array of one
    element but some dimensions, or a bool array to an index."""
    if len(raw.shape):
        raise TypeError(f"Tensor: only 0-d Tensors convert to Python scalars, not one of "
                        f"shape {tuple(raw.shape)}")
    if is_bool and convert is operator.index:
        raise TypeError("Tensor.__index__: a bool Tensor is no index (NumPy refuses it too)")


def _jax_is_row_major(x: Any) -> bool:
    """Whether JAX array ``x`` is laid out row-major (its default), read from its format."""
    layout = getattr(getattr(x, "format", None), "layout", None)
    order = getattr(layout, "major_to_minor", None)
    return order is None or tuple(order) == tuple(range(len(x.shape)))


class JaxArrays(ArrayAdapter):
    """JAX: immutable arrays, written by rebinding to ``x.at[key].set(value)``."""

    @staticmethod
    def setitem(raw: Any, key: Any, value: Any, xp: Any) -> Any:
        # NumPy's casting, without JAX's warning about an unsafe cast in a scatter: a Python
        # scalar as NumPy writes it, an array of another dtype cast first.
        dtype = raw.dtype
        value = as_written(value, dtype, JaxArrays.numpy_dtype)
        if getattr(value, "dtype", dtype) != dtype:
            value = xp.asarray(value)
            if (xp.isdtype(value.dtype, "complex floating")
                    and not xp.isdtype(dtype, "complex floating")):
                value = xp.real(value)  # NumPy keeps the real part (JAX would warn)
            value = xp.astype(value, dtype)
        return raw.at[key].set(value)

    @staticmethod
    def dlpack(raw: Any, kwargs: dict[str, Any], backend: str) -> Any:
        if not _jax_is_row_major(raw):
            # A JAX array imported from a strided producer keeps that layout; consumers
            # that take row-major buffers only (TensorFlow) refuse it.  Export a compact copy.
            if kwargs.get("copy") is False:
                raise BufferError(
                    "Tensor.__dlpack__ (jax): the array is not laid out row-major and "
                    "copy=False forbids the compacting copy"
                )
            raw = raw.copy()
            kwargs = {k: v for k, v in kwargs.items() if k != "copy"}
        return raw.__dlpack__(**kwargs)


class TensorFlowArrays(ArrayAdapter):
    """TensorFlow: NumPy's indexing supplied by ``_tf_index``, writes by rebinding,
    devices as TensorFlow's device strings, its own DLPack export."""

    @staticmethod
    def normalise_key(key: Any, raw: Any) -> Any:
        return normalise_key(key, raw, bool_and_list_part)

    @staticmethod
    def getitem(raw: Any, key: Any) -> Any:
        from ..tensorflow._devices import placement
        from ._tf_index import tf_getitem

        with placement(raw):  # the tensor's device, not TensorFlow's default
            return tf_getitem(raw, key)

    @staticmethod
    def setitem(raw: Any, key: Any, value: Any, xp: Any) -> Any:
        from ..tensorflow._devices import placement
        from ._tf_index import tf_setitem

        with placement(raw):
            return tf_setitem(raw, key, as_written(value, raw.dtype,
                                                   TensorFlowArrays.numpy_dtype))

    @staticmethod
    def numpy_dtype(dtype: Any) -> Any:
        return sys.modules["numpy"].dtype(dtype.as_numpy_dtype)

    @staticmethod
    def truth(raw: Any) -> bool:
        if raw.shape.num_elements() == 0:  # TensorFlow's bool() of no element is False
            raise ValueError("Tensor.__bool__ (tensorflow): the truth value of an empty "
                             "Tensor is ambiguous")
        return bool(raw)

    @staticmethod
    def to_python(raw: Any, convert: Callable[[Any], Any]) -> Any:
        if raw.dtype.is_complex and convert is not complex:
            # TensorFlow would drop the imaginary part (with NumPy's ComplexWarning).
            raise TypeError(f"Tensor: a complex Tensor has no {convert.__name__} value; "
                            "take .real first")
        return convert(raw)

    @staticmethod
    def itemsize(raw: Any) -> int:
        return int(raw.dtype.size)

    @staticmethod
    def device(raw: Any) -> Any:
        return raw.device

    @staticmethod
    def to_device(raw: Any, device: Any, stream: Any) -> Any:
        # The namespace's rule: a device that does not exist is an error naming it (a bare
        # ``tf.device`` scope would leave the tensor on the CPU without a word).
        from ..tensorflow._devices import to_device

        return to_device(raw, device, "Tensor.to_device")

    @staticmethod
    def device_string(name: str) -> Any:  # type: ignore[override]
        from ..tensorflow._devices import device_string

        return device_string(name)

    @staticmethod
    def dlpack(raw: Any, kwargs: dict[str, Any], backend: str) -> Any:
        dl_device = kwargs.get("dl_device")
        if kwargs.get("copy") is True or (
                dl_device is not None
                and tuple(dl_device) != TensorFlowArrays.dlpack_device(raw)):
            raise BufferError(
                "Tensor.__dlpack__ (tensorflow): TensorFlow exports its own buffer only; "
                "copy=True and other devices are not supported"
            )
        dtype = raw.dtype
        if not (dtype.is_floating or dtype.is_integer or dtype.is_complex or dtype.is_bool):
            # TensorFlow's export of a string or resource tensor aborts the process.
            raise BufferError(f"Tensor.__dlpack__ (tensorflow): dtype {dtype.name} cannot be "
                              "exported as DLPack")
        tf = sys.modules["tensorflow"]
        try:
            # TensorFlow exports unversioned capsules, which the protocol allows whatever
            # max_version the consumer names.
            return tf.experimental.dlpack.to_dlpack(raw)
        except tf.errors.OpError as exc:
            raise BufferError(f"Tensor.__dlpack__ (tensorflow): {exc}") from exc

    @staticmethod
    def dlpack_device(raw: Any) -> tuple[Any, int]:
        if "GPU" in str(raw.device).upper():
            return (2, int(str(raw.device).rsplit(":", 1)[-1]))
        return (1, 0)  # kDLCPU


class DaskArrays(ArrayAdapter):
    """Dask: keys of several integer arrays, of n-d integer arrays, or of integers apart
    from an index array gather lazily as in NumPy (``_dask_index``); other keys go to
    Dask's own indexing.  A write replaces the array's graph in place, under a new name."""

    @staticmethod
    def getitem(raw: Any, key: Any) -> Any:
        t = type(key)
        if t in BASIC:
            return raw[key]
        if t is tuple:
            for k in key:
                if type(k) not in BASIC:
                    break
            else:
                return raw[key]
        from ._dask_index import dask_getitem

        return dask_getitem(raw, key)

    @staticmethod
    def version(raw: Any) -> Any:
        return raw.name

    @staticmethod
    def to_python(raw: Any, convert: Callable[[Any], Any]) -> Any:
        _refuse_as_numpy(raw, convert, raw.dtype.kind == "b")
        return convert(raw)

    @staticmethod
    def format(raw: Any, format_spec: str) -> str:
        # Dask formats no value; like bool() and float(), formatting one computes it.
        return format(raw.compute(), format_spec)


class _Adapters(dict[str, type[ArrayAdapter]]):
    """Backend name -> its adapter class, resolved from the backend table on first use."""

    def __missing__(self, backend: str) -> type[ArrayAdapter]:
        module, _, name = BACKENDS[backend].adapter.partition(":")
        cls: type[ArrayAdapter] = getattr(import_module(module), name)  # also traced
        self[backend] = cls
        return cls


#: Backend name -> adapter class (one dictionary look-up once resolved).
ADAPTERS: dict[str, type[ArrayAdapter]] = _Adapters()
