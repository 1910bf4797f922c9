"""Manipulation functions for torch: shape errors are ``ValueError``, as the standard says;
``flip`` on ``uint16``/``uint32``/``uint64`` (no torch kernel) on the same-width signed bit
patterns (see ``_unsigned.py``).

Each calls torch directly (where array-api-compat's function would only rename an
argument), inside a ``try`` whose ``except`` clause keeps the error contract
(``_errors``): the happy path runs one Python frame, as array-api-compat's did.
"""

from __future__ import annotations

from typing import Any

import array_api_compat.torch as _compat
import torch

from ._compiled import dtype_checked
from ._errors import fail
from ._unsigned import failed_on_unsigned, moved_on_bits

__all__ = ["broadcast_arrays", "broadcast_shapes", "broadcast_to", "concat", "expand_dims",
           "flip", "moveaxis", "permute_dims", "repeat", "reshape", "roll", "squeeze", "stack",
           "meshgrid", "unstack"]

_Tensor = torch.Tensor
_reshape, _concat, _stack, _unsqueeze = torch.reshape, torch.concat, torch.stack, torch.unsqueeze
_squeeze, _permute, _flip, _roll = torch.squeeze, torch.permute, torch.flip, torch.roll
_moveaxis, _repeat_interleave, _unbind = torch.moveaxis, torch.repeat_interleave, torch.unbind
_SHORT = (torch.int8, torch.int16)


def broadcast_shapes(*shapes: tuple[int | None, ...]) -> tuple[int | None, ...]:
    try:
        return tuple(torch.broadcast_shapes(*shapes))
    except RuntimeError as err:
        raise ValueError(f"xpagnostic.torch.broadcast_shapes: {err}") from None


def broadcast_arrays(*arrays: Any) -> tuple[Any, ...]:
    try:
        shape = broadcast_shapes(*(a.shape for a in arrays))
        return tuple(torch.broadcast_to(a, shape) for a in arrays)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("broadcast_arrays", e, arrays)  # type: ignore[no-any-return]


def broadcast_to(x: Any, /, shape: tuple[int, ...]) -> Any:
    try:
        return torch.broadcast_to(x, shape)
    except RuntimeError as err:
        raise ValueError(f"xpagnostic.torch.broadcast_to: cannot broadcast shape "
                         f"{tuple(x.shape)} to {tuple(shape)}: {err}") from None
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("broadcast_to", e, (x,), {"shape": shape})


def reshape(x: Any, /, shape: tuple[int, ...], *, copy: bool | None = None) -> Any:
    try:
        if copy is None:
            return _reshape(x, shape)
        return _compat.reshape(x, shape, copy=copy)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("reshape", e, (x,), {"shape": shape, "copy": copy})


def concat(arrays: tuple[Any, ...] | list[Any], /, *, axis: int | None = 0) -> Any:
    try:
        if axis is None:  # flattened, one after the other
            return _concat([a.reshape(-1) for a in arrays], 0)
        return _concat(arrays, axis)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("concat", e, (arrays,), {"axis": axis})


def stack(arrays: tuple[Any, ...] | list[Any], /, *, axis: int = 0) -> Any:
    try:
        return _stack(arrays) if axis == 0 else _stack(arrays, axis)  # fewer to parse
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("stack", e, (arrays,), {"axis": axis})


def expand_dims(x: Any, /, axis: int | tuple[int, ...] = 0) -> Any:
    try:
        if type(axis) is int:
            return _unsqueeze(x, axis)
        return _compat.expand_dims(x, axis)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("expand_dims", e, (x,), {"axis": axis})


def squeeze(x: Any, /, axis: int | tuple[int, ...]) -> Any:
    try:
        if type(axis) is int:
            if x.shape[axis] != 1:
                raise ValueError(f"xpagnostic.torch.squeeze: axis {axis} has size "
                                 f"{x.shape[axis]}, not 1")
            return _squeeze(x, axis)
        return _compat.squeeze(x, axis)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("squeeze", e, (x,), {"axis": axis})


def permute_dims(x: Any, /, axes: tuple[int, ...]) -> Any:
    try:
        return _permute(x, axes)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("permute_dims", e, (x,), {"axes": axes})


def moveaxis(x: Any, source: int | tuple[int, ...], destination: int | tuple[int, ...],
             /) -> Any:
    try:
        return _moveaxis(x, source, destination)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("moveaxis", e, (x, source, destination))


@dtype_checked(moved_on_bits)
def flip(x: Any, /, *, axis: int | tuple[int, ...] | None = None) -> Any:
    try:
        if axis is None:
            return _flip(x, tuple(range(x.ndim)))
        return _flip(x, (axis,) if type(axis) is int else axis)
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x):
            return moved_on_bits(flip, x, axis=axis)
        return fail("flip", e, (x,), {"axis": axis})


def roll(x: Any, /, shift: int | tuple[int, ...], *,
         axis: int | tuple[int, ...] | None = None) -> Any:
    try:
        return _roll(x, shift, axis)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("roll", e, (x,), {"shift": shift, "axis": axis})


def repeat(x: Any, repeats: Any, /, *, axis: int | None = None) -> Any:
    try:
        if type(repeats) is _Tensor and repeats.dtype in _SHORT:  # torch refuses them
            repeats = repeats.to(torch.int32)
        return _repeat_interleave(x, repeats, axis)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("repeat", e, (x, repeats), {"axis": axis})


def unstack(x: Any, /, *, axis: int = 0) -> tuple[Any, ...]:
    try:
        if x.ndim == 0:
            raise ValueError("xpagnostic.torch.unstack: expected an array of at least one "
                             "dimension, got a 0-d array")
        return _unbind(x, axis)  # type: ignore[no-any-return]
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("unstack", e, (x,), {"axis": axis})  # type: ignore[no-any-return]


def meshgrid(*arrays: Any, indexing: str = "xy") -> tuple[Any, ...]:
    try:
        return _compat.meshgrid(*arrays, indexing=indexing)  # type: ignore[no-any-return]
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("meshgrid", e, arrays, {"indexing": indexing})  # type: ignore[no-any-return]
