"""Index keys as each backend needs them to follow NumPy's indexing.

A Tensor may be indexed by what scikit-learn's splitters and user code hold: Python
lists of integers or booleans, NumPy integer and boolean arrays, and native integer and
boolean arrays of the Tensor's backend.  NumPy takes all of them; the others differ:

* JAX and Dask refuse a list as an index (they ask for an array);
* PyTorch reads a ``uint8`` array as a mask (deprecated), refuses ``int8``/``int16``
  and its unsigned wider types as indices, and takes an integer next to index arrays as a
  basic index, where NumPy counts it among the advanced ones (``x[1, :, [0, 2]]`` puts
  the broadcast axis first in NumPy);
* TensorFlow has no advanced indexing of its own (``xpagnostic/tensorflow/_facade_index.py``
  supplies it), and takes lists through the same path once they are arrays.

:func:`normalise_key` rewrites only the parts of a key that need it, so a key of
integers and slices costs one type check.  Each backend's array adapter (in the module
``_facade`` of its folder) passes the part rewrite its framework needs.
"""

from __future__ import annotations

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
