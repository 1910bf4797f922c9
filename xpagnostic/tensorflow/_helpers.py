"""Input checks and promotion for xpagnostic.tensorflow: arrays, dtypes, axes, and the
standard's promotion with Python scalars.

Every chapter module uses these; none repeats dtype tables or axis logic.  Shapes live in
``_shapes``, devices in ``_devices`` and kernel limits in ``_kernels``.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable
from typing import Any

import numpy as np
import tensorflow as tf

from .._common._errors import AxisError, parameter_of
from . import _dtypes as d
from ._names import named

__all__: list[str] = []

#: The Python scalar types the standard lets stand beside an array.
PY_SCALARS = (bool, int, float, complex)
Scalar = bool | int | float | complex

# --- fast dtype checks -----------------------------------------------------------
# TensorFlow interns its DType objects: ``x.dtype`` of a tensor or variable is always
# the same object per dtype.  DType's ``__hash__`` and ``__eq__`` are Python-level
# (several per call, each costing more than an identity test), so the checks below compare
# identities; any object that is not one of the namespace's 15 interned dtypes takes the
# ordinary comparisons, so results never change.

#: ``id`` of each of the namespace's dtype objects (the 13 standard ones and the 2
#: extensions).
_DTYPE_IDS: frozenset[int] = frozenset(id(t) for t in d.ALL)
#: id(category) -> (category, ids of its members or None).  Holding the category keeps
#: its id from being reused; bounded, so temporary sets cannot grow it without limit.
_CATEGORY_IDS: dict[int, tuple[frozenset[tf.DType], frozenset[int] | None]] = {}


def category_ids(category: frozenset[tf.DType]) -> frozenset[int] | None:
    """The ids of ``category``'s members (None unless all are the namespace's dtype objects,
    or when the category is not cached and the cache is full)."""
    entry = _CATEGORY_IDS.get(id(category))
    if entry is not None and entry[0] is category:
        return entry[1]
    if len(_CATEGORY_IDS) >= 64 or not isinstance(category, frozenset):
        return None
    ids = frozenset(id(t) for t in category)
    found = ids if ids <= _DTYPE_IDS else None
    _CATEGORY_IDS[id(category)] = (category, found)
    return found


for _category in (d.BOOLEAN, d.SIGNED_INTEGER, d.UNSIGNED_INTEGER, d.INTEGER, d.REAL_FLOATING,
                  d.COMPLEX_FLOATING, d.FLOATING, d.REAL_NUMERIC, d.NUMERIC, d.ALL, d.REAL_OR_BOOL,
                  d.INTEGER_OR_BOOL):
    category_ids(_category)


def in_category(dtype: Any, category: frozenset[tf.DType]) -> bool:
    """``dtype in category``, by identity when both are the namespace's dtype objects."""
    if id(dtype) in _DTYPE_IDS:
        ids = category_ids(category)
        if ids is not None:
            return id(dtype) in ids
    return dtype in category


#: The promotion table (``_dtypes.PROMOTION_TABLE``) keyed by the dtype objects' ids.
_PROMOTION_BY_ID: dict[tuple[int, int], tf.DType] = {
    (id(a), id(b)): r for (a, b), r in d.PROMOTION_TABLE.items()
}


def same_dtype(a: Any, b: Any) -> bool:
    """``a == b`` for dtypes, by identity when both are the namespace's dtype objects."""
    if a is b:
        return True
    if id(a) in _DTYPE_IDS and id(b) in _DTYPE_IDS:
        return False
    return bool(a == b)


def is_tensor(x: object) -> bool:
    """True for tf.Tensor (eager or symbolic) and tf.Variable."""
    return isinstance(x, (tf.Tensor, tf.Variable))


#: The namespace's ``asarray``, which reads a list or tuple given where an array goes: set by
#: ``_creation_functions`` as it loads, since that module builds on this one.
array_like: Callable[[Any], tf.Tensor] | None = None


def as_tensor(x: Any, fname: str) -> tf.Tensor:
    """``x`` as a tf.Tensor: tensors pass through, variables are read, a Python list or
    tuple is an array-like the namespace's ``asarray`` converts (docs/errors.md), anything
    else raises."""
    if isinstance(x, tf.Tensor):
        return x
    if isinstance(x, tf.Variable):
        return tf.convert_to_tensor(x)
    if type(x) in (list, tuple) and array_like is not None:
        try:
            return array_like(x)
        except (ValueError, TypeError) as e:  # a ragged list, say
            raise type(e)(f"{named(fname)}: {parameter_of(x)}the list given cannot be an "
                          f"array ({e})") from e
    raise TypeError(
        f"{named(fname)}: {parameter_of(x)}expected a tf.Tensor or tf.Variable "
        f"(xpagnostic.tensorflow), got {type(x).__module__}.{type(x).__qualname__}"
    )


def check_dtype(fname: str, dtype: Any) -> tf.DType:
    """``dtype`` if it is one of the namespace's dtypes (the 13 standard ones, ``float16``
    and ``bfloat16``), else TypeError."""
    if id(dtype) in _DTYPE_IDS:
        return dtype
    if isinstance(dtype, tf.DType) and dtype in d.ALL:
        return dtype
    if type(dtype) is str and dtype in d.ALL_BY_NAME:  # a dtype given by its name
        return d.ALL_BY_NAME[dtype]
    raise TypeError(
        f"{named(fname)}: {dtype!r} is not a data type of xpagnostic.tensorflow "
        "(expected one of its dtypes, or its name: " + ", ".join(d.ALL_BY_NAME) + ")"
    )


def require(fname: str, x: Any, category: frozenset[tf.DType], what: str) -> None:
    """TypeError "fname: expected a <what> array, got <dtype>" outside ``category``."""
    if not in_category(x.dtype, category):
        raise TypeError(f"{named(fname)}: {parameter_of(x)}expected a {what} array, got "
                        f"{d.name_of(x.dtype)}")


# --- promotion -----------------------------------------------------------------


def _scalar_dtype(fname: str, value: Scalar, dtype: tf.DType) -> tf.DType:
    """Result dtype of array dtype ``dtype`` with Python scalar ``value``."""
    if isinstance(value, bool):
        return dtype
    if isinstance(value, int):
        if same_dtype(dtype, d.bool):
            return d.DEFAULT_INTEGRAL
        if in_category(dtype, d.INTEGER):
            lo, hi = d.INT_RANGE[dtype]
            if not lo <= value <= hi:
                raise OverflowError(
                    f"{named(fname)}: Python int {value} is out of bounds for {d.name_of(dtype)}"
                )
        return dtype
    if isinstance(value, float):
        if in_category(dtype, d.FLOATING):
            return dtype
        return d.DEFAULT_REAL_FLOATING
    if isinstance(value, complex):
        if in_category(dtype, d.COMPLEX_FLOATING):
            return dtype
        if in_category(dtype, d.REAL_FLOATING):
            return d.COMPLEX_OF[dtype]
        return d.DEFAULT_COMPLEX_FLOATING
    raise TypeError(f"{named(fname)}: unsupported operand {value!r}")


def scalar_tensor(value: Scalar, dtype: tf.DType) -> tf.Tensor:
    """A 0-d tensor of ``dtype`` holding Python scalar ``value``."""
    if dtype in d.COMPLEX_FLOATING:
        value = complex(value)
    elif dtype in d.REAL_FLOATING:
        value = float(value)  # type: ignore[arg-type]
    elif dtype == d.bool:
        value = bool(value)
    elif isinstance(value, bool):
        value = int(value)
    if _signed_zero_risk(value):
        # TF's eager scalar cache is keyed by value, and -0.0 == 0.0: a Python -0.0
        # could come back as a cached +0.0 tensor.  NumPy scalars bypass the cache.
        return tf.constant(np.array(value, dtype=dtype.as_numpy_dtype))
    return tf.constant(value, dtype=dtype)


#: (value, type, id(dtype)) -> eager 0-d tensor: the Python scalars of eager calls.  Building
#: a constant costs more than the element-wise kernel it feeds on small arrays; eager
#: tensors are immutable, so one per value and dtype serves every call.  Bounded; zeros
#: (signed) and NaN (unequal to itself) are never cached.
_SCALAR_CACHE: dict[tuple[Scalar, type, int], tf.Tensor] = {}
_SCALAR_CACHE_SIZE = 512
with tf.init_scope():  # eagerly, also when a tf.function's trace imports this module
    _EAGER = type(tf.constant(0))


def operand_scalar(value: Scalar, dtype: tf.DType, other: Any) -> tf.Tensor:
    """:func:`scalar_tensor` for a Python scalar operand beside the tensor ``other``, cached
    while ``other`` is an eager tensor."""
    if type(other) is not _EAGER or id(dtype) not in _DTYPE_IDS:
        return scalar_tensor(value, dtype)
    key = (value, type(value), id(dtype))
    hit = _SCALAR_CACHE.get(key)
    if hit is not None:
        return hit
    out = scalar_tensor(value, dtype)
    if (value == value and not _signed_zero_risk(value) and value is not False
            and len(_SCALAR_CACHE) < _SCALAR_CACHE_SIZE):
        _SCALAR_CACHE[key] = out
    return out


def _signed_zero_risk(value: Scalar) -> bool:
    if isinstance(value, float):
        return value == 0
    if isinstance(value, complex):
        return value.real == 0 or value.imag == 0
    return False


def _operand_dtype(fname: str, x: Any) -> tf.DType:
    if isinstance(x, tf.DType):
        return check_dtype(fname, x)
    if is_tensor(x):
        return check_dtype(fname, x.dtype)
    if type(x) is str:  # a dtype by its standard name
        return check_dtype(fname, x)
    raise TypeError(
        f"{named(fname)}: expected tf.Tensor, tf.Variable, dtype or Python scalar, "
        f"got {type(x).__module__}.{type(x).__qualname__}"
    )


def result_dtype(fname: str, *xs: Any) -> tf.DType:
    """Result dtype of arrays, dtypes and Python scalars per the standard's promotion.

    At least one operand must be an array or dtype.
    """
    arrays = [x for x in xs if not isinstance(x, PY_SCALARS)]
    scalars = [x for x in xs if isinstance(x, PY_SCALARS)]
    if not arrays:
        raise TypeError(f"{named(fname)}: at least one array or dtype is required")
    out = _operand_dtype(fname, arrays[0])
    for x in arrays[1:]:
        out = d.promote_types(out, _operand_dtype(fname, x))
    for s in scalars:
        out = _scalar_dtype(fname, s, out)
    return out


def promote(fname: str, x1: Any, x2: Any) -> tuple[tf.Tensor, tf.Tensor]:
    """Both operands as tensors of their standard result dtype (explicit casts only)."""
    if isinstance(x1, tf.Tensor) and isinstance(x2, tf.Tensor):
        d1, d2 = x1.dtype, x2.dtype
        if d1 is d2 and id(d1) in _DTYPE_IDS:  # same dtype of the namespace: nothing to do
            return x1, x2
        dt = _PROMOTION_BY_ID.get((id(d1), id(d2)))
        if dt is not None:  # two dtypes of the namespace
            return (x1 if d1 is dt else tf.cast(x1, dt)), (x2 if d2 is dt else tf.cast(x2, dt))
    s1 = isinstance(x1, PY_SCALARS)
    s2 = isinstance(x2, PY_SCALARS)
    if s1 and s2:
        raise TypeError(f"{named(fname)}: at least one argument must be an array, got two scalars")
    if s1:
        t2 = as_tensor(x2, fname)
        dt = _scalar_dtype(fname, x1, check_dtype(fname, t2.dtype))
        return operand_scalar(x1, dt, t2), cast(t2, dt)
    t1 = as_tensor(x1, fname)
    if s2:
        dt = _scalar_dtype(fname, x2, check_dtype(fname, t1.dtype))
        return cast(t1, dt), operand_scalar(x2, dt, t1)
    t2 = as_tensor(x2, fname)
    if same_dtype(t1.dtype, t2.dtype):
        check_dtype(fname, t1.dtype)
        return t1, t2
    dt = d.promote_types(check_dtype(fname, t1.dtype), check_dtype(fname, t2.dtype))
    return cast(t1, dt), cast(t2, dt)


def cast(x: tf.Tensor, dtype: tf.DType) -> tf.Tensor:
    """``tf.cast`` that returns ``x`` itself when nothing changes."""
    return x if same_dtype(x.dtype, dtype) else tf.cast(x, dtype)


# --- axes ------------------------------------------------------------------------


# AxisError (a ValueError and an IndexError) is the error contract's, shared by every
# namespace: xpagnostic._common._errors.


def int_arg(fname: str, what: str, value: Any) -> int:
    """``value`` as a Python int (anything with ``__index__`` but a bool); TypeError naming
    ``fname`` and ``what`` otherwise."""
    if type(value) is int:
        return value
    if not isinstance(value, (bool, np.bool_)):
        try:
            return operator.index(value)
        except TypeError:
            pass
    raise TypeError(f"{named(fname)}: {what} must be an int, got {value!r}")


def normalize_axis(fname: str, axis: int, ndim: int) -> int:
    """``axis`` as a non-negative int below ``ndim``; :class:`AxisError` otherwise."""
    if type(axis) is not int:
        axis = int_arg(fname, "axis", axis)
    if not -ndim <= axis < ndim:
        raise AxisError(f"{named(fname)}: axis {axis} is out of bounds for an array of {ndim} dims")
    return axis % ndim


def normalize_axes(fname: str, axis: int | Iterable[int] | None, ndim: int) -> tuple[int, ...]:
    """``axis`` (None = all, int, or tuple) as a tuple of distinct non-negative ints, in the
    order given; ValueError for repeated axes."""
    if axis is None:
        return tuple(range(ndim))
    if isinstance(axis, int) and not isinstance(axis, bool):
        return (normalize_axis(fname, axis, ndim),)
    if not isinstance(axis, Iterable):
        return (normalize_axis(fname, axis, ndim),)  # a float: its TypeError names the axis
    out = tuple(normalize_axis(fname, a, ndim) for a in axis)
    if len(set(out)) != len(out):
        raise ValueError(f"{named(fname)}: repeated axis in {axis!r}")
    return out
