"""Array adapters: what the Tensor facade does differently per backend, one class each.

The facade's methods and operators call the backend namespace and need nothing of this.
What an array object does by itself differs: how it is indexed and written, where it lives,
how it exports its buffer.  :class:`ArrayAdapter` is an array that follows the standard's
array object and NumPy's indexing; each backend's adapter, in its own folder
(``xpagnostic/<backend>/_facade.py``, the class its row of :mod:`xpagnostic._backends`
names), overrides what its framework does differently.  :data:`ADAPTERS` imports it when an
array of that backend first reaches the facade, when its framework is loaded already.
"""

from __future__ import annotations

import operator
import sys
from collections.abc import Callable
from typing import Any, ClassVar

from .._backends import BACKENDS, FACADE_MODULE
from .._tracing import import_module
from ._index import list_part, normalise_key


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
    #: (the ``native`` of ``xpagnostic._accelerators.native_device``); None where they are
    #: not.
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


def refuse_as_numpy(raw: Any, convert: Callable[[Any], Any], is_bool: bool) -> None:
    """The ``TypeError`` NumPy raises where a framework (PyTorch, Dask) converts: an array
    of one element but some dimensions, or a bool array to an index."""
    if len(raw.shape):
        raise TypeError(f"Tensor: only 0-d Tensors convert to Python scalars, not one of "
                        f"shape {tuple(raw.shape)}")
    if is_bool and convert is operator.index:
        raise TypeError("Tensor.__index__: a bool Tensor is no index (NumPy refuses it too)")


class _Adapters(dict[str, type[ArrayAdapter]]):
    """Backend name -> its adapter class, resolved from the backend table on first use."""

    def __missing__(self, backend: str) -> type[ArrayAdapter]:
        row = BACKENDS[backend]
        module = import_module(row.module_of(FACADE_MODULE))  # also traced
        cls: type[ArrayAdapter] = getattr(module, row.adapter)
        self[backend] = cls
        return cls


#: Backend name -> adapter class (one dictionary look-up once resolved).
ADAPTERS: dict[str, type[ArrayAdapter]] = _Adapters()
