"""Creation functions for torch: ``from_dlpack`` that ``torch.compile`` traces, and
``uint16``/``uint32``/``uint64`` arrays where torch has no kernel to make them.

torch's ``arange``, ``eye``, ``linspace``, ``tril`` and ``triu`` have no kernel for these
dtypes: the values are made in ``int64`` (or on the same-width signed bit patterns for
``tril``/``triu``) and cast, exactly (see ``_unsigned.py``).  torch reads no 0-d ``uint64``
tensor inside a list as a number: ``asarray`` reads their values first.  The other creation
functions and ``astype`` (torch's casts are exact for these dtypes) are array-api-compat's.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import array_api_compat.torch as _compat
import torch

from ._unsigned import UNSIGNED_WIDE, values_moved

__all__ = ["arange", "asarray", "eye", "from_dlpack", "linspace", "tril", "triu"]

_F = TypeVar("_F", bound=Callable[..., Any])


def _made_as_int64(fn: _F) -> _F:
    """``fn`` making a ``uint16``/``uint32``/``uint64`` array as ``int64``, then cast."""

    @functools.wraps(fn)
    def wrapper(*args: Any, dtype: Any = None, **kwargs: Any) -> Any:
        if dtype in UNSIGNED_WIDE:
            return fn(*args, dtype=torch.int64, **kwargs).to(dtype)
        return fn(*args, dtype=dtype, **kwargs)

    return wrapper  # type: ignore[return-value]


arange = _made_as_int64(_compat.arange)
eye = _made_as_int64(_compat.eye)
linspace = _made_as_int64(_compat.linspace)


_asarray = _compat.asarray


def asarray(obj: Any, /, *, dtype: Any = None, device: Any = None, copy: bool | None = None,
            **kwargs: Any) -> Any:
    try:
        return _asarray(obj, dtype=dtype, device=device, copy=copy, **kwargs)
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
        return _asarray(values, dtype=dtype, device=device, copy=copy, **kwargs)


def _python_values(obj: Any, found: list[Any]) -> Any:
    """A nested sequence with its 0-d ``uint64`` tensors as Python ints (collected in
    ``found``)."""
    if isinstance(obj, (list, tuple)):
        return [_python_values(o, found) for o in obj]
    if isinstance(obj, torch.Tensor) and obj.ndim == 0 and obj.dtype is torch.uint64:
        found.append(obj)
        return obj.item()
    return obj


tril = values_moved(_compat.tril)
triu = values_moved(_compat.triu)


def _from_dlpack(x: Any, /, *, device: Any = None, copy: bool | None = None) -> Any:
    """A torch tensor's DLPack round trip gives a tensor of its memory, detached: the same
    as ``detach()``, which ``torch.compile`` traces (it refuses ``torch.from_dlpack``).
    Tensors torch would not export (requiring grad, with a lazy conjugate or negation)
    take the round trip, which raises as it should."""
    if (type(x) is torch.Tensor and device is None and copy is None and not x.requires_grad
            # (torch.compile cannot ask for the lazy bits: there the view keeps them)
            and (torch.compiler.is_compiling() or not (x.is_conj() or x.is_neg()))):
        return x.detach()
    return _compat.from_dlpack(x, device=device, copy=copy)


_from_dlpack.__name__ = _from_dlpack.__qualname__ = "from_dlpack"
from_dlpack = _from_dlpack
