"""Creation functions and ``astype`` for torch: ``from_dlpack`` that ``torch.compile``
traces, ``uint16``/``uint32``/``uint64`` arrays where torch has no kernel to make them, and
the error contract.

torch's ``arange``, ``eye``, ``linspace``, ``tril`` and ``triu`` have no kernel for these
dtypes: where torch raises for want of one, the values are made in ``int64`` (or on the
same-width signed bit patterns for ``tril``/``triu``) and cast, exactly (see
``_unsigned.py``).  torch reads no 0-d ``uint64`` tensor inside a list as a number:
``asarray`` reads their values first.  The other creation functions and ``astype`` (torch's
casts are exact for these dtypes) are array-api-compat's.  Each holds its body in a ``try``
whose ``except`` clause keeps the error contract and takes a dtype by its name
(``_errors``): the happy path pays no test.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import array_api_compat.torch as _compat
import torch

from ._compiled import compiling, dtype_checked, traced_form
from ._errors import fail
from ._unsigned import UNSIGNED_WIDE, failed_on_unsigned, moved_on_bits

__all__ = ["arange", "asarray", "astype", "empty", "empty_like", "eye", "from_dlpack",
           "full", "full_like", "linspace", "ones", "ones_like", "tril", "triu", "zeros",
           "zeros_like"]

_F = TypeVar("_F", bound=Callable[..., Any])
_int64 = torch.int64


def _creating(fn: _F, made_as_int64: bool = False) -> _F:
    """``fn`` keeping the error contract and taking a dtype by its name (``_errors``).

    ``made_as_int64``: torch has no kernel making ``fn``'s values in ``uint16``/``uint32``/
    ``uint64``; asked for one of them, ``fn`` makes them in ``int64``, then casts.  Torch
    raises first (no test on the happy path); Dynamo, whose fake tensors take every dtype,
    traces a stand-in that tests the dtype asked for."""
    fname = fn.__name__

    def as_int64(args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        return fn(*args, **{**kwargs, "dtype": _int64}).to(kwargs["dtype"])

    def checked(*args: Any, **kwargs: Any) -> Any:
        try:
            if made_as_int64 and kwargs.get("dtype") in UNSIGNED_WIDE:
                return as_int64(args, kwargs)
            return fn(*args, **kwargs)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(fname, e, args, kwargs, retry=wrapper)

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except Exception as e:  # the error contract (_common/_contract.py)
            if (made_as_int64 and isinstance(e, RuntimeError)
                    and kwargs.get("dtype") in UNSIGNED_WIDE):
                return checked(*args, **kwargs)
            return fail(fname, e, args, kwargs, retry=wrapper)

    return traced_form(checked)(wrapper) if made_as_int64 else wrapper  # type: ignore[return-value]


_compat_asarray = _compat.asarray


def _asarray(obj: Any, /, *, dtype: Any = None, device: Any = None, copy: bool | None = None,
             **kwargs: Any) -> Any:
    try:
        return _compat_asarray(obj, dtype=dtype, device=device, copy=copy, **kwargs)
    except TypeError:
        if not isinstance(obj, (list, tuple)):
            raise
        found: list[Any] = []
        values = _python_values(obj, found)
        if not found:
            raise
        if dtype is None:
            dtype = found[0].dtype
        if device is None:
            device = found[0].device
        return _compat_asarray(values, dtype=dtype, device=device, copy=copy, **kwargs)


def _python_values(obj: Any, found: list[Any]) -> Any:
    """A nested sequence with its 0-d ``uint64`` tensors as Python ints (collected in
    ``found``)."""
    if isinstance(obj, (list, tuple)):
        return [_python_values(o, found) for o in obj]
    if isinstance(obj, torch.Tensor) and obj.ndim == 0 and obj.dtype is torch.uint64:
        found.append(obj)
        return obj.item()
    return obj


_asarray.__name__ = _asarray.__qualname__ = "asarray"


def _from_dlpack(x: Any, /, *, device: Any = None, copy: bool | None = None) -> Any:
    """A torch tensor's DLPack round trip gives a tensor of its memory, detached: the same
    as ``detach()``, which ``torch.compile`` traces (it refuses ``torch.from_dlpack``).
    Tensors torch would not export (requiring grad, with a lazy conjugate or negation)
    take the round trip, which raises as it should."""
    if (type(x) is torch.Tensor and device is None and copy is None and not x.requires_grad
            # (torch.compile cannot ask for the lazy bits: there the view keeps them)
            and (compiling() or not (x.is_conj() or x.is_neg()))):
        return x.detach()
    return _compat.from_dlpack(x, device=device, copy=copy)


_from_dlpack.__name__ = _from_dlpack.__qualname__ = "from_dlpack"

arange = _creating(_compat.arange, made_as_int64=True)
asarray = _creating(_asarray)


def astype(x: Any, dtype: Any, /, *, copy: bool = True, device: Any = None) -> Any:
    """The standard's ``astype`` over ``Tensor.to`` (as array-api-compat's), our own so that
    the error contract and dtypes by name cost no frame on a call that succeeds."""
    try:
        if device is not None:
            return x.to(device, dtype=dtype, copy=copy)
        return x.to(dtype=dtype, copy=copy)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("astype", e, (x, dtype), {"copy": copy, "device": device}, retry=astype)

empty = _creating(_compat.empty)
empty_like = _creating(_compat.empty_like)
eye = _creating(_compat.eye, made_as_int64=True)
from_dlpack = _creating(_from_dlpack)
full = _creating(_compat.full)
full_like = _creating(_compat.full_like)
linspace = _creating(_compat.linspace, made_as_int64=True)
ones = _creating(_compat.ones)
ones_like = _creating(_compat.ones_like)
zeros = _creating(_compat.zeros)
zeros_like = _creating(_compat.zeros_like)

_tril, _triu = torch.tril, torch.triu


def _triangle(name: str, native: Any) -> Any:
    """``tril`` or ``triu``: torch's ``native``, on the bit patterns of a ``uint16``/
    ``uint32``/``uint64`` array where torch has no kernel."""

    def triangle(x: Any, /, *, k: int = 0) -> Any:
        try:
            return native(x, k)
        except Exception as e:  # the error contract (_common/_contract.py)
            if failed_on_unsigned(e, x):
                return moved_on_bits(triangle, x, k=k)
            return fail(name, e, (x,), {"k": k})

    triangle.__name__ = triangle.__qualname__ = name
    return dtype_checked(moved_on_bits)(triangle)


tril = _triangle("tril", torch.tril)
triu = _triangle("triu", torch.triu)
