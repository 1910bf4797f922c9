"""Index keys as each backend needs them to follow NumPy's indexing.

A Tensor may be indexed by what scikit-learn's splitters and user code hold: Python
lists of integers or booleans, NumPy integer and boolean arrays, and native integer and
boolean arrays of the Tensor's backend.  NumPy takes all of them; the others differ:

* JAX and Dask refuse a list as an index (they ask for an array);
* PyTorch reads a ``uint8`` array as a mask (deprecated), refuses ``int8``/``int16``
  and its unsigned wider types as indices, and takes an integer next to index arrays as a
  basic index, where NumPy counts it among the advanced ones (``x[1, :, [0, 2]]`` puts
  the broadcast axis first in NumPy);
* TensorFlow has no advanced indexing of its own (``_tf_index`` supplies it), and takes
  lists through the same path once they are arrays.

:func:`normalise_key` rewrites only the parts of a key that need it, so a key of
integers and slices costs one type check.  Each backend's array adapter
(:mod:`._adapters`) passes the part rewrite its framework needs.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

#: Types of the basic indices (integers, slices, ``None``, ``...``).
BASIC = frozenset({int, slice, type(None), type(Ellipsis)})

#: Rewrites one non-basic part of a key for the array ``raw``.
Part = Callable[[Any, Any], Any]


def normalise_key(key: Any, raw: Any, part: Part,
                  whole: Callable[[tuple[Any, ...], Any], tuple[Any, ...]] | None = None) -> Any:
    """``key`` (Tensors already unwrapped) with each part that is not a basic index
    rewritten by ``part``, then a tuple key by ``whole``."""
    t = type(key)
    if t in BASIC:
        return key
    if t is tuple:
        for k in key:
            if type(k) not in BASIC:
                break
        else:
            return key
        parts = tuple(k if type(k) in BASIC else part(k, raw) for k in key)
        return parts if whole is None else whole(parts, raw)
    return part(key, raw)


def list_part(k: Any, raw: Any) -> Any:
    """A list index as NumPy reads it: an integer (or boolean) array; ``[]`` selects
    nothing along an axis, as an empty integer array."""
    if type(k) is not list:
        return k
    import numpy as np

    if not k:
        return np.zeros(0, dtype=np.intp)
    return np.asarray(k)


def bool_and_list_part(k: Any, raw: Any) -> Any:
    """:func:`list_part`, and a Python bool as the 0-d mask NumPy reads it as."""
    if type(k) is bool:
        import numpy as np

        return np.asarray(k)
    return list_part(k, raw)


def torch_part(k: Any, raw: Any) -> Any:
    """An index array for PyTorch: integers as ``int64`` (``uint8`` would be read as a
    mask), booleans as they are, on the tensor's device."""
    k = list_part(k, raw)
    torch = sys.modules["torch"]
    np = sys.modules.get("numpy")
    if np is not None and isinstance(k, np.ndarray):
        if k.dtype == np.bool_:
            return torch.as_tensor(k, device=raw.device)
        if k.dtype.kind in "iu":
            return torch.as_tensor(k.astype(np.int64, copy=False), device=raw.device)
        return k  # torch raises its own IndexError for other dtypes
    if isinstance(k, torch.Tensor) and k.dtype not in (torch.int64, torch.int32, torch.bool):
        if not (k.dtype.is_floating_point or k.dtype.is_complex):
            return k.to(torch.int64)
    return k


def torch_integers_as_arrays(parts: tuple[Any, ...], raw: Any) -> tuple[Any, ...]:
    """Integers among index arrays as one-element index arrays, so that PyTorch places the
    advanced axes as NumPy does.  With an index array of rank 1 or more in the key, the
    broadcast shape is the same either way."""
    torch = sys.modules["torch"]
    if not any(isinstance(k, torch.Tensor) and k.ndim >= 1 for k in parts):
        return parts
    if not any(type(k) is int for k in parts):
        return parts
    return tuple(torch.tensor([k], dtype=torch.int64, device=raw.device) if type(k) is int
                 else k for k in parts)
