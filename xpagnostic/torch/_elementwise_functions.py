"""Element-wise functions for torch.

* Binary functions take a fast path when both operands are plain tensors of one
  dtype: array-api-compat's promotion wrapper then has nothing to do, and
  calling torch directly keeps the namespace call as cheap as the native one.
  Otherwise they promote as array-api-compat's wrappers do, asking our ``result_type``,
  which ``torch.compile`` traces (array-api-compat asks ``torch.result_type``, where
  Dynamo breaks the graph: ``maximum(x, 0.0)`` or a 0-d operand of another kind).
* The standard's special cases of ``floor_divide``, ``remainder`` and complex
  ``expm1``/``log1p``/``tanh``/``acos`` (shared logic in
  ``xpagnostic._common._elementwise_functions``).
  ``floor_divide`` and complex ``tanh`` on a CPU tensor in eager mode first ask one
  reduction, read back to Python, whether an input the kernel gets wrong is present, and
  mask only then: on the CPU that read is a memory load.  A vector of at most
  ``_SMALL`` elements is read as a Python list and summed there, which costs less than one
  more torch call.  On any other device, and under
  ``torch.compile``, ``torch.func`` transforms or ``torch.jit.trace``, they mask every call:
  no value is read back, so nothing synchronises a device or breaks a graph.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import array_api_compat.torch as _compat
import torch

from .._common._elementwise_functions import (
    ComplexPrimitives,
    Primitives,
    acos_for,
    exact_where_infinite,
    expm1_for,
    log1p_for,
    remainder_for,
    tanh_limit,
)
from .._common._host import host_vdot
from . import _unsigned
from ._compiled import dtype_checked, real_at_once, traced_form
from ._compiled import eager_cpu as _eager_cpu
from ._data_type_functions import result_type
from ._errors import fail
from ._unsigned import UNSIGNED_WIDE, failed_on_unsigned, moved_on_bits

__all__ = [
    "abs", "acos", "add", "atan2", "bitwise_and", "bitwise_invert", "bitwise_left_shift",
    "bitwise_or", "bitwise_right_shift", "bitwise_xor", "clip", "copysign", "divide", "equal",
    "expm1", "floor_divide", "greater", "greater_equal", "hypot", "imag", "less", "less_equal",
    "log1p",
    "logaddexp", "logical_and", "logical_or", "logical_xor", "matmul", "maximum", "minimum",
    "multiply", "negative", "nextafter", "not_equal", "pow", "remainder", "round", "sign",
    "square", "subtract", "tanh",
]

_Tensor = torch.Tensor
#: ``isinstance(x, torch.Tensor)``, which Dynamo traces without guarding the class.
_is_tensor = torch.is_tensor


_SCALARS = frozenset({bool, int, float, complex})
#: The dtypes array-api-compat's promotion fixes (those of the standard torch has).
_STANDARD = frozenset({torch.bool, torch.int8, torch.int16, torch.int32, torch.int64,
                       torch.uint8, torch.float32, torch.float64, torch.complex64,
                       torch.complex128})


def _promoting(native: Callable[..., Any], *, scalar_x1: bool = False, scalar_x2: bool = False,
               only_scalar: bool = True) -> Callable[..., Any]:
    """``native`` with array-api-compat's promotion (its ``_two_arg`` wrapper): a Python
    scalar where ``native`` takes none becomes a tensor of the promoted dtype; a 0-d
    operand (any operand unless ``only_scalar``) is cast to the promoted dtype, since torch
    lets a 0-d tensor promote only across kinds."""

    def promoting(x1: Any, x2: Any, /) -> Any:
        if scalar_x1 and type(x1) in _SCALARS and isinstance(x2, _Tensor):
            x1 = torch.asarray(x1, dtype=result_type(x1, x2), device=x2.device)
        if scalar_x2 and type(x2) in _SCALARS and isinstance(x1, _Tensor):
            x2 = torch.asarray(x2, dtype=result_type(x1, x2), device=x1.device)
        if (isinstance(x1, _Tensor) and isinstance(x2, _Tensor) and x1.dtype in _STANDARD
                and x2.dtype in _STANDARD):
            if not only_scalar or x1.ndim == 0:
                x2 = x2.to(result_type(x1, x2))
            if not only_scalar or x2.ndim == 0:
                x1 = x1.to(result_type(x1, x2))
        return native(x1, x2)

    return promoting


def _unsigned_operands(x1: Any, x2: Any) -> bool:
    """Whether an operand is a tensor of a dtype of :data:`UNSIGNED_WIDE`."""
    return ((isinstance(x1, _Tensor) and x1.dtype in UNSIGNED_WIDE)
            or (isinstance(x2, _Tensor) and x2.dtype in UNSIGNED_WIDE))


def _with_unsigned(name: str, native: Callable[..., Any],
                   binary: Callable[..., Any]) -> Callable[..., Any]:
    """``binary`` where an operand is ``uint16``/``uint32``/``uint64``: torch promotes
    these with no other dtype, so both operands are cast (exactly) to the standard's
    result dtype first; on an unsigned result dtype the function of
    :data:`_unsigned.BINARY` computes (``native`` for a function not there), on any other
    ``binary`` does."""
    compute = _unsigned.BINARY.get(name)
    integers_only = name.startswith("bitwise_")

    def unsigned(x1: Any, x2: Any, /) -> Any:
        if integers_only and (result_type(x1, x2).is_floating_point):
            # uint64 with a signed integer: float64, as in NumPy, which refuses it here too
            raise TypeError(f"xpagnostic.torch.{name}: {_dtype_text(x1)} and "
                            f"{_dtype_text(x2)} promote to {result_type(x1, x2)}, which "
                            f"{name} does not take")
        x1, x2, dtype = _unsigned.promoted(x1, x2, result_type)
        if dtype in UNSIGNED_WIDE:
            return native(x1, x2) if compute is None else compute(x1, x2)
        return binary(x1, x2)

    return unsigned


def _dtype_text(x: Any) -> str:
    return str(x.dtype).removeprefix("torch.") if isinstance(x, _Tensor) else type(x).__name__


def _binary(native: Callable[[Any, Any], Any], compat: Callable[..., Any], *,
            scalar_x2: bool = True, scalar_x1: bool = True, promotes: bool = True,
            converts: bool = True, unsigned_kernel: bool = False,
            name: str = "") -> Callable[..., Any]:
    """``native`` where array-api-compat's promotion wrapper ``compat`` would only call it:
    two plain tensors of one dtype, or two tensors neither of which is 0-d when ``native``
    promotes (torch's own promotion is then the standard's; only a 0-d operand needs
    fixing), or a Python scalar second where ``native`` takes it as it is (``scalar_x2``;
    ``scalar_x1``: first).  Else the promotion ``compat`` does (names and documentation are
    ``compat``'s), in a form ``torch.compile`` traces; ``converts``: ``compat`` makes a
    tensor of a Python scalar that ``native`` does not take.

    ``uint16``/``uint32``/``uint64`` operands, which torch promotes with nothing, take
    :func:`_with_unsigned`; ``unsigned_kernel``: ``native`` has a kernel for two operands
    of one of these dtypes (and a Python scalar second), which then need no dtype test."""
    promoting = _promoting(native, scalar_x1=converts and not scalar_x1,
                           scalar_x2=converts and not scalar_x2, only_scalar=promotes)

    name = name or compat.__name__

    def checked(x1: Any, x2: Any, /) -> Any:
        """``binary`` with the unsigned dtypes tested before torch is called: what Dynamo
        traces, whose fake tensors compute any dtype (the missing kernel would raise only
        when the graph runs)."""
        # Dynamo guards every object this reads, at each call of the compiled function, so
        # it reads few: no class (``_is_tensor``), and dtypes by their attributes, which
        # are constants of the trace (a dtype of 2 bytes or more that is not signed is one
        # of the unsigned dtypes without kernels).
        try:
            if _is_tensor(x1):
                if _is_tensor(x2):
                    # torch dtypes are singletons, so ``is`` compares them
                    dtype = x1.dtype
                    if dtype is x2.dtype:
                        if dtype.is_signed or dtype.itemsize == 1 or unsigned_kernel:
                            return native(x1, x2)
                    elif (promotes and x1.ndim and x2.ndim
                          and (dtype.is_signed or dtype.itemsize == 1)
                          and (x2.dtype.is_signed or x2.dtype.itemsize == 1)):
                        return native(x1, x2)
                elif scalar_x2 and type(x2) in _SCALARS and (
                        x1.dtype.is_signed or x1.dtype.itemsize == 1 or unsigned_kernel):
                    return native(x1, x2)
            if _unsigned_operands(x1, x2):
                return unsigned(x1, x2)
            return promoting(x1, x2)
        except Exception as e:  # the error contract (_common/_contract.py)
            return fail(name, e, (x1, x2))

    @traced_form(checked)
    def binary(x1: Any, x2: Any, /) -> Any:
        # Eagerly, torch itself tells the unsigned dtypes apart, at no cost to the others;
        # a kernel it has computes them right.
        try:
            if type(x1) is _Tensor:
                t2 = type(x2)
                if t2 is _Tensor:
                    # ndim before dtype: two reads decide the common case (torch dtypes are
                    # singletons, so ``is`` compares them)
                    if (promotes and x1.ndim and x2.ndim) or x1.dtype is x2.dtype:
                        return native(x1, x2)
                elif scalar_x2 and t2 in _SCALARS:
                    return native(x1, x2)
            if _unsigned_operands(x1, x2):
                return unsigned(x1, x2)
            return promoting(x1, x2)
        except Exception as e:  # the error contract (_common/_contract.py)
            # torch raised where it has no kernel for the unsigned dtypes, or will not
            # promote them (a NotImplementedError is a RuntimeError): they take their route;
            # any other failure, and one of that route, keeps the error contract.
            if isinstance(e, RuntimeError) and _unsigned_operands(x1, x2):
                try:
                    return unsigned(x1, x2)
                except Exception as again:
                    e = again
            return fail(name, e, (x1, x2))

    unsigned = _with_unsigned(name, native, checked)
    for fn in (binary, checked):
        fn.__name__ = fn.__qualname__ = compat.__name__
        fn.__doc__ = compat.__doc__
    return binary


_unsigned_wide = UNSIGNED_WIDE
add = _binary(torch.add, _compat.add)
atan2 = _binary(torch.atan2, _compat.atan2, scalar_x2=False, scalar_x1=False)
bitwise_and = _binary(torch.bitwise_and, _compat.bitwise_and, unsigned_kernel=True)
bitwise_left_shift = _binary(torch.bitwise_left_shift, _compat.bitwise_left_shift)
bitwise_or = _binary(torch.bitwise_or, _compat.bitwise_or, unsigned_kernel=True)
bitwise_right_shift = _binary(torch.bitwise_right_shift, _compat.bitwise_right_shift)
bitwise_xor = _binary(torch.bitwise_xor, _compat.bitwise_xor, unsigned_kernel=True)
copysign = _binary(torch.copysign, _compat.copysign, scalar_x1=False)
divide = _binary(torch.divide, _compat.divide, unsigned_kernel=True)
equal = _binary(torch.eq, _compat.equal, scalar_x1=False, unsigned_kernel=True, name="equal")
greater = _binary(torch.greater, _compat.greater, scalar_x1=False)
greater_equal = _binary(torch.greater_equal, _compat.greater_equal, scalar_x1=False)
hypot = _binary(torch.hypot, _compat.hypot, scalar_x2=False, scalar_x1=False)
less = _binary(torch.less, _compat.less, scalar_x1=False)
less_equal = _binary(torch.less_equal, _compat.less_equal, scalar_x1=False)
logaddexp = _binary(torch.logaddexp, _compat.logaddexp, scalar_x2=False, scalar_x1=False)
# torch.matmul refuses mixed dtypes instead of promoting.
matmul = _binary(torch.matmul, _compat.matmul, scalar_x2=False, promotes=False,
               converts=False)
maximum = _binary(torch.maximum, _compat.maximum, scalar_x2=False, scalar_x1=False)
minimum = _binary(torch.minimum, _compat.minimum, scalar_x2=False, scalar_x1=False)
multiply = _binary(torch.multiply, _compat.multiply, unsigned_kernel=True)
nextafter = _binary(torch.nextafter, _compat.nextafter, scalar_x2=False, scalar_x1=False)
not_equal = _binary(torch.not_equal, _compat.not_equal, scalar_x1=False,
                  unsigned_kernel=True)
pow = _binary(torch.pow, _compat.pow)
subtract = _binary(torch.subtract, _compat.subtract)
logical_and = _binary(torch.logical_and, _compat.logical_and, scalar_x2=False, scalar_x1=False)
logical_or = _binary(torch.logical_or, _compat.logical_or, scalar_x2=False, scalar_x1=False)
logical_xor = _binary(torch.logical_xor, _compat.logical_xor, scalar_x2=False, scalar_x1=False)

_compat_round = _compat.round




def round(x: Any, /) -> Any:
    try:
        if type(x) is _Tensor and not x.is_complex():
            return _native_round(x)
        return _compat_round(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("round", e, (x,))



_native_round = torch.round

_REAL_OPS = Primitives(torch.isinf, torch.where, divide, torch.copysign,
                lambda x: bool(x.dtype.is_floating_point))
_remainder = _binary(torch.remainder, _compat.remainder)
remainder = remainder_for(_remainder, _REAL_OPS)

#: Up to this many elements, a tensor's values read as a Python list and summed in Python
#: cost less than a torch reduction read back.
_SMALL = 16
_pysum = sum
_FLOATING = frozenset({torch.float16, torch.bfloat16, torch.float32, torch.float64})
_native_floor_divide = torch.floor_divide
_floor_divide = _binary(torch.floor_divide, _compat.floor_divide)
_dot = torch.dot
_vdot = host_vdot
_sum = torch.sum
_isfinite = math.isfinite
_isinf = math.isinf
_INF = math.inf
_REAL_SCALARS = (float, int, bool)


def floor_divide(x1: Any, x2: Any, /) -> Any:
    """torch's ``floor_divide``, with true division where an operand is infinite (``inf // 2``
    is ``inf`` and ``1 // -inf`` is ``-0`` in the standard; torch gives NaN and -1).  torch
    already signs zero quotients right.

    On a CPU tensor in eager mode, one sum read back first tells whether the quotient holds
    no NaN or infinity and ``x2`` no infinity: then neither operand was infinite (an
    infinite dividend gives NaN, or ±inf over zero) and torch's quotient stands.  A
    non-finite term makes the sum non-finite; an overflowing sum of finite terms only takes
    the masked route, whose results are the same.
    """
    try:
        if type(x1) is _Tensor and type(x2) is _Tensor:
            dtype = x1.dtype
            if dtype is x2.dtype:  # torch's result has that dtype: no promotion to fix
                if dtype not in _FLOATING:
                    if dtype in _unsigned_wide:
                        return _unsigned.floor_divide(x1, x2)
                    return _native_floor_divide(x1, x2)
                out = _native_floor_divide(x1, x2)
                # The common case inline (each call and tensor attribute read counts against
                # a small kernel): up to _SMALL elements, the values of both operands summed
                # as Python floats.
                if out.numel() <= _SMALL and _eager_cpu(out):
                    try:
                        total = _pysum(out.tolist()) + _pysum(x2.tolist())
                    except TypeError:  # a 0-d or n-d operand: its list does not sum
                        pass
                    else:
                        if total - total == 0:  # finite
                            return out
                        return exact_where_infinite(_REAL_OPS, x1, x2, out)
                if _no_infinity(out, x2):
                    return out
                return exact_where_infinite(_REAL_OPS, x1, x2, out)
        out = _floor_divide(x1, x2)
        if out.dtype.is_floating_point and not _no_infinity(out, x2):
            return exact_where_infinite(_REAL_OPS, x1, x2, out)
        return out
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("floor_divide", e, (x1, x2))


def _no_infinity(out: Any, x2: Any) -> bool:
    """Whether ``out``, a floating ``floor_divide(x1, x2)``, holds no NaN or infinity and
    ``x2`` no infinity, asked by one reduction read back; ``False`` where reading back is
    not a plain memory load (see ``_compiled.eager_cpu``)."""
    if not _eager_cpu(out):
        return False
    if type(x2) is _Tensor:
        if x2.dtype is not out.dtype:  # an integer divisor of a floating quotient
            x2 = x2.to(out.dtype)
        if out.ndim == 1 == x2.ndim and out.numel() == x2.numel():
            return _isfinite(_dot(out, x2).item())
        return _isfinite(_sum(out * x2).item())
    return type(x2) in _REAL_SCALARS and not _isinf(x2) and _isfinite(_sum(out).item())


_COMPLEX_OPS = ComplexPrimitives(torch.isfinite, torch.where, lambda x: bool(x.dtype.is_complex),
                       torch.real, torch.imag, torch.complex, torch.copysign, fail=fail)


_native_imag = torch.imag
_zeros_like = torch.zeros_like


def imag(x: Any, /) -> Any:
    """The imaginary part of ``x``; of a real ``x``, zeros of its dtype (NumPy's answer,
    where torch refuses), so that ``imag`` answers on every array as ``real`` does."""
    try:
        if x.dtype.is_complex:
            return _native_imag(x)
        return _zeros_like(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("imag", e, (x,))


expm1 = real_at_once(torch.expm1)(expm1_for(torch.expm1, torch.exp, _COMPLEX_OPS))
log1p = real_at_once(torch.log1p)(log1p_for(torch.log1p, torch.log, _COMPLEX_OPS))
acos = real_at_once(torch.acos)(acos_for(torch.acos, _COMPLEX_OPS))
_native_tanh = torch.tanh


def tanh(x: Any, /) -> Any:
    """torch's ``tanh``; for complex input with a real part of ``+inf`` and a finite imaginary
    part ``b``, ``1 ± 0j`` with the zero signed as ``b`` (torch signs it by ``sin(2b)``).

    On a CPU tensor in eager mode, one reduction read back first tells whether any part of
    ``x`` is not finite; if none is, torch's result stands.  The reduction is NumPy's
    ``vdot`` (the sum of ``|z|**2``) over the tensor's own memory, which costs less than a
    torch reduction on small tensors; a tensor NumPy cannot view (one that requires grad,
    or carries a lazy conjugation) asks torch's sum instead, whose real part is ``+inf`` or
    NaN if a real part is ``+inf``.  A vector of at most ``_SMALL`` elements is read as a
    list of Python complex numbers, whose sum has a finite real part only if every real
    part is finite.
    """
    try:
        out = _native_tanh(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        return fail("tanh", e, (x,))
    if not x.dtype.is_complex:
        return out
    if _eager_cpu(x):
        if x.ndim == 1 and x.numel() <= _SMALL:
            if _isfinite(_pysum(x.tolist()).real):
                return out
        else:
            try:
                host = x.numpy()
            except RuntimeError:
                if _sum(x).item().real < _INF:
                    return out
            else:
                if _isfinite(_vdot(host, host).real):
                    return out
    return tanh_limit(_COMPLEX_OPS, x, out, zero_sign_only=True)


# Unary functions torch has no uint16/uint32/uint64 kernel for (see _unsigned.py): torch is
# called first, and where it raises for want of a kernel, the route next to each computes.
_native_abs, _native_neg, _native_square = torch.abs, torch.negative, torch.square
_native_invert, _compat_sign, _compat_clip = torch.bitwise_not, _compat.sign, _compat.clip


def _copied(fn: Any, x: Any, /) -> Any:
    return x.clone()  # abs of an unsigned array


@dtype_checked(_copied)
def abs(x: Any, /) -> Any:
    try:
        return _native_abs(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x):
            return _copied(abs, x)
        return fail("abs", e, (x,))


def _squared(fn: Any, x: Any, /) -> Any:
    return x * x  # torch multiplies unsigned arrays


@dtype_checked(_squared)
def square(x: Any, /) -> Any:
    try:
        return _native_square(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x):
            return _squared(square, x)
        return fail("square", e, (x,))


def _modulo_on_bits(name: str, native: Any) -> Any:
    """``negative`` or ``bitwise_invert``: torch's ``native``, on the bit patterns of a
    ``uint16``/``uint32``/``uint64`` array where torch has no kernel (the same modulo
    ``2**bits``)."""

    def unary(x: Any, /) -> Any:
        try:
            return native(x)
        except Exception as e:  # the error contract (_common/_contract.py)
            if failed_on_unsigned(e, x):
                return moved_on_bits(unary, x)
            return fail(name, e, (x,))

    unary.__name__ = unary.__qualname__ = name
    return dtype_checked(moved_on_bits)(unary)


negative = _modulo_on_bits("negative", _native_neg)
bitwise_invert = _modulo_on_bits("bitwise_invert", _native_invert)


def _sign_unsigned(fn: Any, x: Any, /) -> Any:
    return (x != 0).to(x.dtype)


@dtype_checked(_sign_unsigned)
def sign(x: Any, /) -> Any:
    try:
        return _compat_sign(x)
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x):
            return _sign_unsigned(sign, x)
        return fail("sign", e, (x,))


def _clip_ordered(fn: Any, x: Any, /, min: Any = None, max: Any = None) -> Any:
    """``clip`` of a ``uint16``/``uint32``/``uint64`` array: ``maximum`` and ``minimum`` of
    the order-preserving bit patterns, with bounds cast to ``x``'s dtype."""
    out = _unsigned.ordered(x)
    for bound, pick in ((min, torch.maximum), (max, torch.minimum)):
        if bound is not None:
            bound = bound.to(x.dtype) if isinstance(bound, _Tensor) else torch.asarray(
                bound, dtype=x.dtype, device=x.device)
            out = pick(out, _unsigned.ordered(bound))
    return _unsigned.unordered(out, x.dtype)


@dtype_checked(_clip_ordered)
def clip(x: Any, /, min: int | float | Any | None = None,
         max: int | float | Any | None = None) -> Any:
    try:
        return _compat_clip(x, min, max)
    except Exception as e:  # the error contract (_common/_contract.py)
        if failed_on_unsigned(e, x):
            try:
                return _clip_ordered(clip, x, min, max)
            except Exception as again:
                e = again
        return fail("clip", e, (x,), {"min": min, "max": max})
