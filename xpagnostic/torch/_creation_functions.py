"""Creation functions and ``astype`` for torch, refusing the dtypes torch cannot compute with.

PyTorch has ``uint16``, ``uint32`` and ``uint64`` tensors, but most of its kernels do not
exist for them (in torch 2.13: ``+``, ``-``, ``<``, ``maximum``, ``abs``, ``sort``'s
``argmax`` companions, ``flip``, ``take``, ``searchsorted``, ``matmul``, ``arange``,
``eye``...; ``*``, ``==`` and bitwise operations work).  A dtype on which half the standard
raises is worse than no dtype, so ``xpagnostic.torch`` does not have them: they are not
attributes of the namespace, ``__array_namespace_info__().dtypes()`` does not list them,
and every function that makes an array of a requested or inherited dtype (the creation
functions, ``asarray``, ``from_dlpack`` and ``astype``) raises a TypeError naming the
function and the dtype instead of handing out such a tensor.  ``int32`` holds every
``uint16`` value and ``int64`` every ``uint32`` value exactly.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

import array_api_compat.torch as _compat
import torch

from ._errors import fail

__all__ = ["arange", "asarray", "astype", "empty", "empty_like", "eye", "from_dlpack",
           "full", "full_like", "linspace", "ones", "ones_like", "zeros", "zeros_like"]

#: dtypes torch stores but cannot compute with.
STORAGE_ONLY = frozenset({torch.uint16, torch.uint32, torch.uint64})

_F = TypeVar("_F", bound=Callable[..., Any])


#: What to use instead of each storage-only dtype.
_INSTEAD = {
    "uint16": "int32, which holds every uint16 value exactly",
    "uint32": "int64, which holds every uint32 value exactly",
    "uint64": "int64 (values above 2**63 - 1 do not fit)",
}


def _refuse(fname: str, dtype: Any) -> TypeError:
    name = str(dtype).removeprefix("torch.")
    return TypeError(
        f"{fname}: {name} is not a dtype of xpagnostic.torch: PyTorch stores it but has no "
        f"kernels for most operations (add, comparisons, sort...); use {_INSTEAD[name]}"
    )


def _computing(fn: _F, dtype_at: int | None = None) -> _F:
    """``fn`` raising a TypeError where it is asked for, or would return, a storage-only
    dtype (``dtype_at``: the position of a positional ``dtype`` argument), keeping the
    error contract and taking a dtype by its name (``_errors``)."""
    fname = fn.__name__

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            asked = kwargs.get("dtype")
            if asked is None and dtype_at is not None and len(args) > dtype_at:
                asked = args[dtype_at]
            if asked in STORAGE_ONLY:  # checked first: some torch kernels raise for them
                raise _refuse(fname, asked)
            out = fn(*args, **kwargs)
            if out.dtype in STORAGE_ONLY:
                raise _refuse(fname, out.dtype)
            return out
        except Exception as e:  # the error contract; costs nothing until a call fails
            return fail(fname, e, args, kwargs, retry=wrapper)

    return wrapper  # type: ignore[return-value]


arange = _computing(_compat.arange)
asarray = _computing(_compat.asarray)
astype = _computing(_compat.astype, dtype_at=1)
empty = _computing(_compat.empty)
empty_like = _computing(_compat.empty_like)
eye = _computing(_compat.eye)
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
from_dlpack = _computing(_from_dlpack)
full = _computing(_compat.full)
full_like = _computing(_compat.full_like)
linspace = _computing(_compat.linspace)
ones = _computing(_compat.ones)
ones_like = _computing(_compat.ones_like)
zeros = _computing(_compat.zeros)
zeros_like = _computing(_compat.zeros_like)
