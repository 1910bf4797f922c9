"""Assertions that take any backend's arrays: :func:`assert_close` and :func:`assert_equal`.

Both check, before any value, that ``actual`` belongs to the same namespace as ``desired``
(a torch function must return a ``torch.Tensor``), has its dtype, its shape, and lives on its
device; each check has an opt-out.  The values are compared by the arrays' own namespace, on
their device: the only value read back to the host on success is the one boolean saying
that all elements match.  On a failure both arrays are read to the host to print NumPy's
report and the first mismatching elements.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Sequence
from typing import Any, Final

import numpy as np

from ._devices import facade_raw, same_device, to_numpy

__all__ = ["DEFAULT_RTOL", "assert_close", "assert_equal", "backend_name", "dtype_name",
           "to_numpy"]

#: Relative tolerance of :func:`assert_close` per dtype, when ``rtol`` is not given: a few
#: units in the last place of the dtype's precision, loose enough for a compiler's fused or
#: reordered arithmetic.  Integer and boolean arrays compare exactly.
DEFAULT_RTOL: Final[dict[str, float]] = {
    "float16": 1e-3, "bfloat16": 1.6e-2, "float32": 1e-5, "complex64": 1e-5,
    "float64": 1e-7, "complex128": 1e-7,
}

#: How many mismatching elements a failure lists.
_SHOWN: Final = 5

_STRICT = "array_api_strict"


def backend_name(x: object) -> str | None:
    """The namespace ``x`` belongs to: a backend of the table (``"torch"``), ``"facade-"``
    and one (a ``Tensor`` over a torch tensor: ``"facade-torch"``), ``"array_api_strict"``;
    None for what is no array (a Python scalar, a list)."""
    from xpagnostic import backend_of

    raw = facade_raw(x)
    if raw is not None:
        inner = backend_name(raw)
        return None if inner is None else f"facade-{inner}"
    name = backend_of(x)
    if name is not None:
        return name
    if type(x).__module__.split(".")[0] == _STRICT:
        return _STRICT
    return None


def _native(x: object) -> object:
    raw = facade_raw(x)
    return x if raw is None else raw


def dtype_name(x: Any) -> str:
    """The standard's name of an array's dtype (``"float32"``), whatever the backend."""
    dt = _native(x).dtype  # type: ignore[attr-defined]
    name = str(getattr(dt, "name", None) or dt)
    for prefix in ("torch.", "array_api_strict.", "mlx.core.", "<dtype: '"):
        name = name.replace(prefix, "")
    name = name.rstrip("'>")
    return {"bool_": "bool", "float": "float32", "double": "float64",
            "cfloat": "complex64", "cdouble": "complex128"}.get(name, name)


def _namespace(backend: str) -> Any:
    """The namespace comparing ``backend``'s native arrays."""
    if backend == _STRICT:
        return importlib.import_module(_STRICT)
    from xpagnostic._backends import BACKENDS

    return importlib.import_module(BACKENDS[backend].namespace)


def _shape(x: Any) -> tuple[int | None, ...]:
    return tuple(None if d is None or (isinstance(d, float) and math.isnan(d)) else int(d)
                 for d in x.shape)


def _all_close_on_device(xp: Any, a: Any, d: Any, rtol: float, atol: float,
                         equal_nan: bool, exact: bool) -> bool:
    """Whether every element of ``a`` matches ``d``, computed by their namespace where they
    live; one boolean is read back."""
    if exact:
        match = a == d
    else:
        match = xp.abs(a - d) <= atol + rtol * xp.abs(d)
        match = xp.logical_or(match, a == d)  # equal infinities
        if equal_nan:
            match = xp.logical_or(match, xp.logical_and(xp.isnan(a), xp.isnan(d)))
    return bool(xp.all(match))


def _mismatches(a: np.ndarray[Any, Any], d: np.ndarray[Any, Any], rtol: float, atol: float,
                equal_nan: bool, exact: bool) -> str:
    """The first mismatching elements, one line each."""
    a, d = np.broadcast_arrays(a, d)
    if exact:
        bad = a != d
    else:
        with np.errstate(invalid="ignore", over="ignore"):
            bad = ~np.isclose(a, d, rtol=rtol, atol=atol, equal_nan=equal_nan)
    where = np.argwhere(bad)
    lines = [f"  at {tuple(int(i) for i in idx)}: actual {a[tuple(idx)]!r}, "
             f"desired {d[tuple(idx)]!r}" for idx in where[:_SHOWN]]
    more = len(where) - _SHOWN
    return "\n".join(["First mismatching elements:", *lines]
                     + ([f"  ... and {more} more"] if more > 0 else []))


def _fail(header: str, err_msg: str) -> AssertionError:
    return AssertionError(f"{err_msg}: {header}" if err_msg else header)


def _compare(actual: object, desired: object, *, exact: bool, rtol: float | None,
             atol: float, equal_nan: bool, check_namespace: bool, check_dtype: bool,
             check_shape: bool, check_device: bool, err_msg: str) -> None:
    name = backend_name(actual)
    if name is None:
        raise TypeError(f"assert_{'equal' if exact else 'close'}: actual is a "
                        f"{type(actual).__name__}, not an array of a supported backend")
    desired_name = backend_name(desired)
    if desired_name is None:
        # A Python scalar or a list: the desired values, in actual's namespace and place.
        xp = _namespace(name.removeprefix("facade-"))
        a_native: Any = _native(actual)
        desired = xp.asarray(desired, dtype=a_native.dtype,
                             device=getattr(a_native, "device", None))
        desired_name, check_dtype = name, False
    if check_namespace and desired_name != name:
        raise _fail(f"actual is a {name} array, desired a {desired_name} array "
                    f"(check_namespace=False compares them anyway)", err_msg)
    a: Any = _native(actual)
    d: Any = _native(desired)
    a_dtype, d_dtype = dtype_name(a), dtype_name(d)
    if check_dtype and a_dtype != d_dtype:
        raise _fail(f"dtype {a_dtype} != desired {d_dtype}", err_msg)
    a_shape, d_shape = _shape(a), _shape(d)
    if check_shape and a_shape != d_shape:
        raise _fail(f"shape {a_shape} != desired {d_shape}", err_msg)
    inner = name.removeprefix("facade-")
    if (check_device and desired_name == name
            and not same_device(inner, a, d)):
        raise _fail(f"actual is on {getattr(a, 'device', '?')}, desired on "
                    f"{getattr(d, 'device', '?')}", err_msg)
    kind = d_dtype.rstrip("0123456789")
    exact = exact or kind not in ("float", "complex", "bfloat")
    tol = DEFAULT_RTOL.get(d_dtype, 1e-7) if rtol is None else rtol
    on_device = (desired_name == name and a_dtype == d_dtype and a_shape == d_shape
                 and None not in a_shape)
    if on_device:
        if math.prod(s or 0 for s in a_shape) == 0 and a_shape:
            return
        if _all_close_on_device(_namespace(inner), a, d, tol, atol, equal_nan, exact):
            return
    # Different dtypes, shapes or namespaces, or a mismatch: compare on the host and report.
    a_np, d_np = to_numpy(a), to_numpy(d)
    try:
        if exact:
            np.testing.assert_array_equal(a_np, d_np, err_msg=err_msg)
        else:
            np.testing.assert_allclose(a_np, d_np, rtol=tol, atol=atol, equal_nan=equal_nan,
                                       err_msg=err_msg)
    except AssertionError as exc:
        report = str(exc)
        if a_np.shape == d_np.shape or not check_shape:
            try:
                report += "\n" + _mismatches(a_np, d_np, tol, atol, equal_nan, exact)
            except ValueError:  # shapes that do not broadcast
                pass
        raise AssertionError(f"{name} arrays differ:{report}") from None
    if on_device:
        # The namespace found a mismatch that NumPy's check does not: report it.
        raise _fail(f"{name} arrays differ on the device although their host copies match "
                    f"(rtol={tol}, atol={atol})", err_msg)


def _pairs(actual: object, desired: object) -> Sequence[tuple[str, object, object]]:
    """Leaves of matching tuples, lists and dicts, with where they sit."""
    if backend_name(actual) is not None:
        return [("", actual, desired)]
    if isinstance(desired, (tuple, list)) and backend_name(desired) is None:
        if not isinstance(actual, (tuple, list)) or len(actual) != len(desired):
            raise AssertionError(f"actual {type(actual).__name__} does not match desired "
                                 f"{type(desired).__name__} of length {len(desired)}")
        if not desired or not any(backend_name(x) is not None or isinstance(x, (tuple, list,
                                  dict)) for x in desired):
            return [("", actual, desired)]
        return [(f"[{i}]{w}", a, d) for i, (ax, dx) in enumerate(zip(actual, desired))
                for w, a, d in _pairs(ax, dx)]
    if isinstance(desired, dict):
        if not isinstance(actual, dict) or actual.keys() != desired.keys():
            raise AssertionError(f"actual keys {sorted(getattr(actual, 'keys', list)())} "
                                 f"!= desired keys {sorted(desired)}")
        return [(f"[{k!r}]{w}", a, d) for k in desired
                for w, a, d in _pairs(actual[k], desired[k])]
    return [("", actual, desired)]


def assert_close(actual: object, desired: object, *, rtol: float | None = None,
                 atol: float = 0.0, equal_nan: bool = True, check_namespace: bool = True,
                 check_dtype: bool = True, check_shape: bool = True,
                 check_device: bool = True, err_msg: str = "") -> None:
    """Assert that ``actual`` matches ``desired`` within ``|actual - desired| <= atol + rtol *
    |desired|``, elementwise.

    ``actual`` is an array of any backend (NumPy, PyTorch, JAX, TensorFlow, Dask,
    array-api-strict, or a facade ``Tensor``); ``desired`` is an array of the same namespace,
    or Python values (a scalar, nested lists), read into ``actual``'s namespace on its
    device.  ``rtol`` defaults per dtype (:data:`DEFAULT_RTOL`); integer and boolean arrays
    compare exactly.  NaNs compare equal where both have them unless ``equal_nan=False``.
    Tuples, lists and dicts of arrays compare leaf by leaf.

    Checked first, each with its opt-out: the namespace (``check_namespace``), the dtype,
    the shape (no broadcasting) and the device (the same as ``desired``'s).
    """
    for where, a, d in _pairs(actual, desired):
        _compare(a, d, exact=False, rtol=rtol, atol=atol, equal_nan=equal_nan,
                 check_namespace=check_namespace, check_dtype=check_dtype,
                 check_shape=check_shape, check_device=check_device,
                 err_msg=f"{err_msg}{where}")


def assert_equal(actual: object, desired: object, *, check_namespace: bool = True,
                 check_dtype: bool = True, check_shape: bool = True,
                 check_device: bool = True, err_msg: str = "") -> None:
    """Assert that ``actual`` equals ``desired`` elementwise (NaNs equal where both have
    them), with the checks of :func:`assert_close`."""
    for where, a, d in _pairs(actual, desired):
        _compare(a, d, exact=False, rtol=0.0, atol=0.0, equal_nan=True,
                 check_namespace=check_namespace, check_dtype=check_dtype,
                 check_shape=check_shape, check_device=check_device,
                 err_msg=f"{err_msg}{where}")
