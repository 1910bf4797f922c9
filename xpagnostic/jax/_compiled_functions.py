"""Functions of ``jax.numpy`` that raise another class than the error contract's (shapes
that do not broadcast raise ``TypeError``, an axis out of range a plain ``ValueError`` or
``IndexError``, a wrong dtype a message that does not name the function), compiled with
the contract's translation (:func:`._errors.compiled`).

A call dispatches the compiled function at once, where ``jax.numpy``'s function ran Python
before its own dispatch: no slower, usually faster.  Where an argument may be a list (a
shape, a sequence of axes), a Python function first makes it a tuple, which ``jax.jit``
can hold as a static argument; functions whose output shape depends on the data
(``nonzero``, ``repeat``, ``unique_*``) cannot be compiled, and run ``jax.numpy``'s
function inside a ``try``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import jax.numpy as jnp

from .._common._errors import not_floating
from ._errors import compiled, fail

__all__ = [
    "add", "all", "any", "argmax", "argmin", "argsort", "astype", "atan2", "bitwise_and",
    "bitwise_invert", "bitwise_left_shift", "bitwise_or", "bitwise_right_shift",
    "bitwise_xor", "broadcast_shapes", "broadcast_to", "concat", "copysign", "count_nonzero",
    "diff", "divide", "empty_like", "equal", "flip", "full_like", "greater", "greater_equal",
    "hypot", "less", "less_equal", "logaddexp", "logical_and", "logical_or", "logical_xor",
    "matmul", "matrix_transpose", "max", "maximum", "mean", "min", "minimum", "moveaxis",
    "multiply", "nextafter", "nonzero", "not_equal", "ones_like", "prod", "repeat", "reshape",
    "roll", "sort", "squeeze", "stack", "std", "subtract", "sum", "take", "take_along_axis",
    "tensordot", "tile", "unique_all", "unique_counts", "unique_inverse", "unique_values",
    "unstack", "var", "vecdot", "where", "zeros_like",
]

Axis = int | tuple[int, ...] | None


def _binary(name: str, native: Callable[[Any, Any], Any]) -> Callable[[Any, Any], Any]:
    def binary(x1: Any, x2: Any, /) -> Any:
        return native(x1, x2)

    binary.__name__ = name
    return compiled(name)(binary)

add = _binary("add", jnp.add)
atan2 = _binary("atan2", jnp.arctan2)
bitwise_and = _binary("bitwise_and", jnp.bitwise_and)
bitwise_left_shift = _binary("bitwise_left_shift", jnp.left_shift)
bitwise_or = _binary("bitwise_or", jnp.bitwise_or)
bitwise_right_shift = _binary("bitwise_right_shift", jnp.right_shift)
bitwise_xor = _binary("bitwise_xor", jnp.bitwise_xor)
copysign = _binary("copysign", jnp.copysign)
divide = _binary("divide", jnp.divide)
equal = _binary("equal", jnp.equal)
greater = _binary("greater", jnp.greater)
greater_equal = _binary("greater_equal", jnp.greater_equal)
hypot = _binary("hypot", jnp.hypot)
less = _binary("less", jnp.less)
less_equal = _binary("less_equal", jnp.less_equal)
logaddexp = _binary("logaddexp", jnp.logaddexp)
logical_and = _binary("logical_and", jnp.logical_and)
logical_or = _binary("logical_or", jnp.logical_or)
logical_xor = _binary("logical_xor", jnp.logical_xor)
matmul = _binary("matmul", jnp.matmul)
maximum = _binary("maximum", jnp.maximum)
minimum = _binary("minimum", jnp.minimum)
multiply = _binary("multiply", jnp.multiply)
nextafter = _binary("nextafter", jnp.nextafter)
not_equal = _binary("not_equal", jnp.not_equal)
subtract = _binary("subtract", jnp.subtract)


@compiled("bitwise_invert")
def bitwise_invert(x: Any, /) -> Any:
    return jnp.bitwise_invert(x)


@compiled("where")
def where(condition: Any, x1: Any, x2: Any, /) -> Any:
    if jnp.result_type(condition) != jnp.bool_:  # checked while tracing, as strict refuses
        raise TypeError("xpagnostic.jax.where: condition: expected a boolean array, got "
                        f"{jnp.result_type(condition)}")
    return jnp.where(condition, x1, x2)


# -- reductions and statistics ---------------------------------------------------------------

@compiled("sum", "axis", "dtype", "keepdims")
def sum(x: Any, /, *, axis: Axis = None, dtype: Any = None, keepdims: bool = False) -> Any:
    return jnp.sum(x, axis=axis, dtype=dtype, keepdims=keepdims)


@compiled("prod", "axis", "dtype", "keepdims")
def prod(x: Any, /, *, axis: Axis = None, dtype: Any = None, keepdims: bool = False) -> Any:
    return jnp.prod(x, axis=axis, dtype=dtype, keepdims=keepdims)


def _floating(fname: str, x: Any) -> None:
    """TypeError unless ``x`` is of a floating-point dtype (``mean``, ``std``, ``var``, as
    array-api-strict; ``jax.numpy`` averages integers).  Checked while tracing: a compiled
    call does not run it."""
    if not jnp.issubdtype(x.dtype, jnp.inexact):
        raise not_floating(f"xpagnostic.jax.{fname}", x.dtype)


@compiled("mean", "axis", "keepdims")
def mean(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    _floating("mean", x)
    return jnp.mean(x, axis=axis, keepdims=keepdims)


@compiled("max", "axis", "keepdims")
def max(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    return jnp.max(x, axis=axis, keepdims=keepdims)


@compiled("min", "axis", "keepdims")
def min(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    return jnp.min(x, axis=axis, keepdims=keepdims)


@compiled("std", "axis", "correction", "keepdims")
def std(x: Any, /, *, axis: Axis = None, correction: int | float = 0.0,
        keepdims: bool = False) -> Any:
    _floating("std", x)
    return jnp.std(x, axis=axis, correction=correction, keepdims=keepdims)


@compiled("var", "axis", "correction", "keepdims")
def var(x: Any, /, *, axis: Axis = None, correction: int | float = 0.0,
        keepdims: bool = False) -> Any:
    _floating("var", x)
    return jnp.var(x, axis=axis, correction=correction, keepdims=keepdims)


@compiled("all", "axis", "keepdims")
def all(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    return jnp.all(x, axis=axis, keepdims=keepdims)


@compiled("any", "axis", "keepdims")
def any(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    return jnp.any(x, axis=axis, keepdims=keepdims)


@compiled("count_nonzero", "axis", "keepdims")
def count_nonzero(x: Any, /, *, axis: Axis = None, keepdims: bool = False) -> Any:
    return jnp.count_nonzero(x, axis=axis, keepdims=keepdims)


@compiled("diff", "axis", "n")
def diff(x: Any, /, *, axis: int = -1, n: int = 1, prepend: Any = None,
         append: Any = None) -> Any:
    return jnp.diff(x, axis=axis, n=n, prepend=prepend, append=append)


# -- searching and sorting -------------------------------------------------------------------

@compiled("argmax", "axis", "keepdims")
def argmax(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
    return jnp.argmax(x, axis=axis, keepdims=keepdims)


@compiled("argmin", "axis", "keepdims")
def argmin(x: Any, /, *, axis: int | None = None, keepdims: bool = False) -> Any:
    return jnp.argmin(x, axis=axis, keepdims=keepdims)


@compiled("sort", "axis", "descending", "stable")
def sort(x: Any, /, *, axis: int = -1, descending: bool = False, stable: bool = True) -> Any:
    return jnp.sort(x, axis=axis, descending=descending, stable=stable)


@compiled("argsort", "axis", "descending", "stable")
def argsort(x: Any, /, *, axis: int = -1, descending: bool = False,
            stable: bool = True) -> Any:
    return jnp.argsort(x, axis=axis, descending=descending, stable=stable)


def nonzero(x: Any, /) -> tuple[Any, ...]:
    try:
        return jnp.nonzero(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("nonzero", e, (x,))  # type: ignore[no-any-return]


# -- indexing --------------------------------------------------------------------------------

@compiled("take", "axis")
def take(x: Any, indices: Any, /, *, axis: int | None = None) -> Any:
    return jnp.take(x, indices, axis=axis)


@compiled("take_along_axis", "axis")
def take_along_axis(x: Any, indices: Any, /, *, axis: int = -1) -> Any:
    return jnp.take_along_axis(x, indices, axis=axis)


# -- manipulation ----------------------------------------------------------------------------

@compiled("concat", "axis")
def concat(arrays: tuple[Any, ...] | list[Any], /, *, axis: int | None = 0) -> Any:
    return jnp.concat(arrays, axis=axis)


@compiled("stack", "axis")
def stack(arrays: tuple[Any, ...] | list[Any], /, *, axis: int = 0) -> Any:
    return jnp.stack(arrays, axis=axis)


@compiled("squeeze", "axis")
def squeeze(x: Any, /, axis: int | tuple[int, ...]) -> Any:
    return jnp.squeeze(x, axis)


@compiled("moveaxis", "source", "destination")
def moveaxis(x: Any, source: int | tuple[int, ...], destination: int | tuple[int, ...],
             /) -> Any:
    return jnp.moveaxis(x, source, destination)


@compiled("flip", "axis")
def flip(x: Any, /, *, axis: Axis = None) -> Any:
    return jnp.flip(x, axis=axis)


@compiled("unstack", "axis")
def unstack(x: Any, /, *, axis: int = 0) -> tuple[Any, ...]:
    return jnp.unstack(x, axis=axis)


@compiled("reshape", "shape", "copy")
def _reshape(x: Any, /, shape: tuple[int, ...], *, copy: bool | None = None) -> Any:
    return jnp.reshape(x, shape, copy=copy)


def reshape(x: Any, /, shape: tuple[int, ...], *, copy: bool | None = None) -> Any:
    try:
        return _reshape(x, shape if type(shape) is tuple else tuple(shape), copy=copy)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("reshape", e, (x,), {"shape": shape, "copy": copy})


@compiled("broadcast_to", "shape")
def _broadcast_to(x: Any, /, shape: tuple[int, ...]) -> Any:
    return jnp.broadcast_to(x, shape)


def broadcast_to(x: Any, /, shape: tuple[int, ...]) -> Any:
    try:
        return _broadcast_to(x, shape if type(shape) is tuple else tuple(shape))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("broadcast_to", e, (x,), {"shape": shape})


def broadcast_shapes(*shapes: tuple[int, ...]) -> tuple[int, ...]:
    try:
        return jnp.broadcast_shapes(*shapes)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("broadcast_shapes", e, shapes)  # type: ignore[no-any-return]


@compiled("roll", "shift", "axis")
def _roll(x: Any, /, shift: int | tuple[int, ...], *, axis: Axis = None) -> Any:
    return jnp.roll(x, shift, axis=axis)


def _static(value: Any) -> Any:
    """A sequence of ints as a tuple (which ``jax.jit`` can hold as a static argument)."""
    return value if value is None or type(value) in (int, tuple) else tuple(value)


def roll(x: Any, /, shift: int | tuple[int, ...], *, axis: Axis = None) -> Any:
    try:
        return _roll(x, _static(shift), axis=_static(axis))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("roll", e, (x,), {"shift": shift, "axis": axis})


@compiled("tile", "repetitions")
def _tile(x: Any, repetitions: tuple[int, ...], /) -> Any:
    return jnp.tile(x, repetitions)


def tile(x: Any, repetitions: tuple[int, ...], /) -> Any:
    try:
        return _tile(x, _static(repetitions))
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("tile", e, (x, repetitions))


def repeat(x: Any, repeats: int | Any, /, *, axis: int | None = None) -> Any:
    try:
        return jnp.repeat(x, repeats, axis=axis)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("repeat", e, (x, repeats), {"axis": axis})


# -- creation and data types -----------------------------------------------------------------

@compiled("astype", "dtype", "copy")
def _astype(x: Any, dtype: Any, /, *, copy: bool = True) -> Any:
    return jnp.astype(x, dtype, copy=copy)


def astype(x: Any, dtype: Any, /, *, copy: bool = True, device: Any = None) -> Any:
    try:
        if device is None:
            return _astype(x, dtype, copy=copy)
        return jnp.astype(x, dtype, copy=copy, device=device)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("astype", e, (x, dtype), {"copy": copy, "device": device})


# The ``*_like`` functions are not compiled: their output depends on no input value, and a
# compiled function would put it on the default device instead of the input's.


def empty_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> Any:
    try:
        return jnp.empty_like(x, dtype=dtype, device=device)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("empty_like", e, (x,), {"dtype": dtype, "device": device})


def zeros_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> Any:
    try:
        return jnp.zeros_like(x, dtype=dtype, device=device)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("zeros_like", e, (x,), {"dtype": dtype, "device": device})


def ones_like(x: Any, /, *, dtype: Any = None, device: Any = None) -> Any:
    try:
        return jnp.ones_like(x, dtype=dtype, device=device)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("ones_like", e, (x,), {"dtype": dtype, "device": device})


def full_like(x: Any, /, fill_value: Any, *, dtype: Any = None, device: Any = None) -> Any:
    try:
        return jnp.full_like(x, fill_value, dtype=dtype, device=device)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("full_like", e, (x,), {"fill_value": fill_value, "dtype": dtype,
                                           "device": device})


# -- linear algebra --------------------------------------------------------------------------

@compiled("matrix_transpose")
def matrix_transpose(x: Any, /) -> Any:
    return jnp.matrix_transpose(x)


@compiled("vecdot", "axis")
def vecdot(x1: Any, x2: Any, /, *, axis: int = -1) -> Any:
    return jnp.vecdot(x1, x2, axis=axis)


@compiled("tensordot", "axes")
def _tensordot(x1: Any, x2: Any, /, *, axes: Any = 2) -> Any:
    return jnp.tensordot(x1, x2, axes=axes)


def tensordot(x1: Any, x2: Any, /, *,
              axes: int | tuple[Sequence[int], Sequence[int]] = 2) -> Any:
    try:
        static = axes if type(axes) is int else (tuple(axes[0]), tuple(axes[1]))  # type: ignore[index]
        return _tensordot(x1, x2, axes=static)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("tensordot", e, (x1, x2), {"axes": axes})


# -- sets ------------------------------------------------------------------------------------
# ``size=`` and ``fill_value=``: JAX's extension keywords (``_common._keywords``), which give
# the output a static size, so that these functions run under ``jax.jit``.

def unique_all(x: Any, /, *, size: int | None = None, fill_value: Any = None) -> Any:
    try:
        return jnp.unique_all(x, size=size, fill_value=fill_value)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("unique_all", e, (x,), {"size": size, "fill_value": fill_value})


def unique_counts(x: Any, /, *, size: int | None = None, fill_value: Any = None) -> Any:
    try:
        return jnp.unique_counts(x, size=size, fill_value=fill_value)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("unique_counts", e, (x,), {"size": size, "fill_value": fill_value})


def unique_inverse(x: Any, /, *, size: int | None = None, fill_value: Any = None) -> Any:
    try:
        return jnp.unique_inverse(x, size=size, fill_value=fill_value)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("unique_inverse", e, (x,), {"size": size, "fill_value": fill_value})


def unique_values(x: Any, /, *, size: int | None = None, fill_value: Any = None) -> Any:
    try:
        return jnp.unique_values(x, size=size, fill_value=fill_value)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("unique_values", e, (x,), {"size": size, "fill_value": fill_value})
