"""Input checks shared by the chapters of xpagnostic.mlx: arrays, dtypes, axes, devices,
and the test for a function that must read values while MLX transforms it."""

from __future__ import annotations

import builtins
from collections.abc import Callable
from typing import Any

import mlx.core as mx

from .._common._errors import AxisError
from . import _dtypes as d
from ._names import named

__all__: list[str] = []

#: Arrays in annotations: ``mlx.core.array`` (the generated stubs beside the modules spell
#: it; MLX's own stubs type its functions too loosely for ``mypy --strict`` to follow).
Array = Any

#: The Python scalar types the standard lets stand beside an array.
PY_SCALARS = (builtins.bool, int, float, complex)

#: The namespace's ``asarray``, which reads a list or tuple given where an array goes: set
#: by ``_creation_functions`` as it loads, since that module builds on this one.
array_like: Callable[[Any], Any] | None = None


def as_array(x: Any, fname: str) -> Any:
    """``x`` as an ``mlx.core.array``: arrays pass through, a Python list or tuple is an
    array-like the namespace's ``asarray`` converts (docs/errors.md), anything else
    raises."""
    if isinstance(x, mx.array):
        return x
    if type(x) in (list, tuple) and array_like is not None:
        return array_like(x)
    raise TypeError(f"{named(fname)}: expected an mlx.core.array (xpagnostic.mlx), got "
                    f"{type(x).__module__}.{type(x).__qualname__}")


def operand(x: Any, fname: str) -> Any:
    """An operand of a binary function: an array, or a Python scalar as it is (MLX's
    operators promote scalars as the standard does)."""
    if isinstance(x, mx.array) or type(x) in PY_SCALARS:
        return x
    return as_array(x, fname)


def check_dtype(fname: str, dtype: Any) -> Any:
    """``dtype`` if it is one of the namespace's dtypes, else ``TypeError``."""
    if isinstance(dtype, mx.Dtype) and dtype in d.ALL:
        return dtype
    if type(dtype) is str and dtype in d.ALL_BY_NAME:
        return d.ALL_BY_NAME[dtype]
    if isinstance(dtype, d.UnsupportedDtype) or dtype == "complex128":
        raise TypeError(f"{named(fname)}: MLX has no complex128 (its complex dtype is "
                        "complex64)")
    raise TypeError(f"{named(fname)}: {dtype!r} is not a data type of xpagnostic.mlx "
                    "(expected one of " + ", ".join(d.ALL_BY_NAME) + ")")


def dtype_or_none(fname: str, dtype: Any) -> Any:
    return None if dtype is None else check_dtype(fname, dtype)


def require(fname: str, x: Any, category: frozenset[Any], what: str) -> None:
    """``TypeError`` unless ``x``'s dtype is in ``category``."""
    if x.dtype not in category:
        raise TypeError(f"{named(fname)}: expected {what} input, got "
                        f"{d.NAME_OF.get(x.dtype, x.dtype)}")


def axis_index(fname: str, axis: Any, ndim: int) -> int:
    """``axis`` in ``range(ndim)``; ``AxisError`` out of range, ``TypeError`` for a
    non-integer."""
    if isinstance(axis, builtins.bool) or not isinstance(axis, int):
        try:
            axis = axis.__index__()
        except AttributeError:
            raise TypeError(f"{named(fname)}: axis must be an integer, got {axis!r}") from None
    if not -ndim <= axis < max(ndim, 1) or (ndim == 0 and axis not in (0, -1)):
        raise AxisError(f"{named(fname)}: axis {axis} is out of bounds for an array of "
                        f"{ndim} dimensions")
    return axis % ndim if ndim else 0


def axes_tuple(fname: str, axis: Any, ndim: int) -> tuple[int, ...]:
    """``axis`` (None, an integer or a sequence of them) as distinct non-negative axes."""
    if axis is None:
        return tuple(range(ndim))
    items = tuple(axis) if isinstance(axis, (tuple, list)) else (axis,)
    out = tuple(axis_index(fname, a, ndim) for a in items)
    if len(set(out)) != len(out):
        raise ValueError(f"{named(fname)}: repeated axis in {axis!r}")
    return out


def shape_tuple(fname: str, shape: Any) -> tuple[int, ...]:
    """A shape given as an integer or a sequence of integers."""
    if isinstance(shape, int) and not isinstance(shape, builtins.bool):
        return (shape,)
    try:
        out = tuple(int(s.__index__()) for s in shape)
    except (TypeError, AttributeError):
        raise TypeError(f"{named(fname)}: shape must be an integer or a sequence of "
                        f"integers, got {shape!r}") from None
    return out


def stream_of(fname: str, device: Any) -> Any:
    """The stream a function given ``device=`` runs on: None (the default device's) for
    None, else the device, which must exist here."""
    if device is None:
        return None
    if isinstance(device, mx.DeviceType):
        device = mx.Device(device, 0)
    if isinstance(device, (mx.Device, mx.Stream)):
        target = device.device if isinstance(device, mx.Stream) else device
        if not mx.is_available(target):
            raise ValueError(f"{named(fname)}: device {device!r} is not available here")
        return device
    raise ValueError(f"{named(fname)}: {device!r} is not a device of xpagnostic.mlx "
                     "(expected an mlx.core.Device, or a name such as 'cpu')")


def read_values(fname: str, fn: Callable[[], Any]) -> Any:
    """``fn()``, which reads values to the host (an output size depending on the data); a
    clear ``ValueError`` when MLX is transforming the call (``mx.compile``, ``mx.vmap``,
    ``mx.grad``), under which nothing can be read."""
    try:
        return fn()
    except ValueError as e:
        if "transformations" not in str(e):
            raise
        raise ValueError(
            f"{named(fname)}: its output's shape depends on the values of its input, which "
            "cannot be read while MLX transforms the call (mx.compile, mx.vmap, mx.grad); "
            "call it outside the transformed function") from e
