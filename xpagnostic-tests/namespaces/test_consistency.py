"""Cross-backend consistency: every namespace agrees with array-api-strict.

Each test draws a function of one chapter of the standard, a dtype the backend
lists in ``__array_namespace_info__().dtypes()`` and hypothesis-generated
inputs, runs the function on the backend and on array-api-strict, and compares
dtype, shape and values (``harness.check_against_strict``).  Dtypes a backend
does not support right now (JAX without x64, PyTorch's storage-only unsigned
types) are never drawn for it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from harness import Backend, check_against_strict, dtype_name, to_numpy
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

pytestmark = pytest.mark.filterwarnings("ignore::RuntimeWarning")

# One test per function and backend, with a few examples each.
consistency = settings(max_examples=4, deadline=None,
                       suppress_health_check=[HealthCheck.function_scoped_fixture,
                                              HealthCheck.too_slow])

INTS = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64"]
REALS = ["float32", "float64"]
COMPLEX = ["complex64", "complex128"]


def _tolerance(dtype: str) -> dict[str, float]:
    """Tolerances between two correct libraries (a few ulps, cancellation in sums)."""
    if dtype in ("float32", "complex64"):
        return {"rtol": 2e-5, "atol": 1e-5}
    return {"rtol": 1e-10, "atol": 1e-12}


def _elements(dtype: str) -> st.SearchStrategy[Any]:
    """Moderate values, so that overflow conventions (which the standard leaves open) stay out."""
    if dtype == "bool":
        return st.booleans()
    if dtype.startswith("uint"):
        return st.integers(0, 100)
    if dtype.startswith("int"):
        return st.integers(-100, 100)
    width = 32 if dtype in ("float32", "complex64") else 64
    real = st.floats(-20, 20, width=width, allow_subnormal=False)
    if dtype.startswith("complex"):
        return st.builds(complex, real, real)
    return real


def _array(dtype: str, shape: tuple[int, ...] | st.SearchStrategy[tuple[int, ...]]
           ) -> st.SearchStrategy[np.ndarray]:
    return hnp.arrays(np.dtype(dtype), shape, elements=_elements(dtype))


_shapes = hnp.array_shapes(min_dims=1, max_dims=3, min_side=1, max_side=4)


def _dtype(backend: Backend, names: list[str]) -> st.SearchStrategy[str]:
    supported = [n for n in names if backend.supports(n)]
    if not supported:
        pytest.skip(f"{backend.name} supports none of {names}")
    return st.sampled_from(supported)


# --- element-wise functions ----------------------------------------------------------------

UNARY: dict[str, list[str]] = {
    "abs": INTS + REALS + COMPLEX, "negative": INTS + REALS + COMPLEX,
    "positive": INTS + REALS, "square": INTS + REALS + COMPLEX, "sign": INTS + REALS,
    "exp": REALS + COMPLEX, "expm1": REALS, "log1p": REALS, "sqrt": REALS,
    "log": REALS, "sin": REALS + COMPLEX, "cos": REALS, "tan": REALS, "tanh": REALS,
    "sinh": REALS, "atan": REALS, "asinh": REALS, "floor": INTS + REALS,
    "ceil": INTS + REALS, "trunc": INTS + REALS, "round": REALS, "isnan": REALS + COMPLEX,
    "isfinite": INTS + REALS, "isinf": REALS, "signbit": REALS, "logical_not": ["bool"],
    "bitwise_invert": ["bool", *INTS], "real": REALS + COMPLEX, "imag": COMPLEX,
    "conj": COMPLEX, "reciprocal": REALS, "acos": REALS, "asin": REALS, "acosh": REALS,
    "atanh": REALS, "cosh": REALS, "log2": REALS, "log10": REALS,
}

#: Inputs moved into a function's domain (outside it the result is NaN on both sides,
#: which says little): x -> domain(x), computed in NumPy on the drawn array.
_DOMAIN: dict[str, Callable[[np.ndarray], np.ndarray]] = {
    "log": lambda x: np.abs(x) + np.asarray(0.5, dtype=x.dtype),
    "sqrt": lambda x: np.abs(x) + np.asarray(0.5, dtype=x.dtype),
    "log2": lambda x: np.abs(x) + np.asarray(0.5, dtype=x.dtype),
    "log10": lambda x: np.abs(x) + np.asarray(0.5, dtype=x.dtype),
    "acosh": lambda x: np.abs(x) + np.asarray(1, dtype=x.dtype),
    "acos": lambda x: x / np.asarray(21, dtype=x.dtype),
    "asin": lambda x: x / np.asarray(21, dtype=x.dtype),
    "atanh": lambda x: x / np.asarray(21, dtype=x.dtype),
}


@pytest.mark.parametrize("name", sorted(UNARY))
@consistency
@given(data=st.data())
def test_unary_elementwise(backend: Backend, name: str, data: st.DataObject) -> None:
    dtype = data.draw(_dtype(backend, UNARY[name]), label="dtype")
    x = data.draw(_array(dtype, _shapes), label="x")
    if name in _DOMAIN:
        x = _DOMAIN[name](x)
    check_against_strict(backend, lambda xp, a: getattr(xp, name)(a), x, **_tolerance(dtype))


BINARY: dict[str, list[str]] = {
    "add": INTS + REALS + COMPLEX, "subtract": INTS + REALS + COMPLEX,
    "multiply": INTS + REALS + COMPLEX, "divide": REALS + COMPLEX,
    "maximum": INTS + REALS, "minimum": INTS + REALS, "equal": INTS + REALS + COMPLEX,
    "not_equal": INTS + REALS, "less": INTS + REALS, "greater_equal": INTS + REALS,
    "atan2": REALS, "hypot": REALS, "copysign": REALS, "logaddexp": REALS,
    "bitwise_and": ["bool", *INTS], "bitwise_or": ["bool", *INTS],
    "bitwise_xor": ["bool", *INTS], "logical_and": ["bool"], "logical_or": ["bool"],
    "floor_divide": REALS, "remainder": REALS, "greater": INTS + REALS,
    "less_equal": INTS + REALS, "logical_xor": ["bool"], "pow": REALS + COMPLEX,
    "nextafter": REALS, "bitwise_left_shift": INTS, "bitwise_right_shift": INTS,
}


def _promotable_pair(backend: Backend, data: st.DataObject, allowed: list[str]
                     ) -> tuple[str, str]:
    """Two supported dtypes of ``allowed`` that the standard promotes to one another."""
    import array_api_strict as xps

    d1 = data.draw(_dtype(backend, allowed), label="dtype1")
    if data.draw(st.booleans(), label="same dtype"):
        return d1, d1
    partners = []
    for d2 in allowed:
        if not backend.supports(d2):
            continue
        try:
            xps.result_type(getattr(xps, d1), getattr(xps, d2))
        except TypeError:
            continue
        partners.append(d2)
    return d1, data.draw(st.sampled_from(partners), label="dtype2")


@pytest.mark.parametrize("name", sorted(BINARY))
@consistency
@given(data=st.data())
def test_binary_elementwise_with_promotion(backend: Backend, name: str, data: st.DataObject
                                           ) -> None:
    d1, d2 = _promotable_pair(backend, data, BINARY[name])
    shape = data.draw(_shapes, label="shape")
    # Broadcast the second operand against a trailing part of the shape.
    x1 = data.draw(_array(d1, shape), label="x1")
    x2 = data.draw(_array(d2, shape[data.draw(st.integers(0, len(shape)), label="cut"):]),
                   label="x2")
    if name in ("floor_divide", "remainder"):
        x2 = np.where(np.abs(x2) < 0.5, np.asarray(1, dtype=x2.dtype), x2)
    if name == "divide" and "c" in np.dtype(d1).kind + np.dtype(d2).kind:
        # A complex quotient by zero: the standard asks for the textbook formula
        # ((ac + bd) + (bc - ad)j) / (c² + d²), NaN + NaN j, while NumPy (the reference)
        # and PyTorch give inf; TensorFlow's complex64 and complex128 kernels differ too.
        x2 = np.where(x2 == 0, np.asarray(1, dtype=x2.dtype), x2)
    if name == "pow":
        # Positive bases and small exponents: no overflow, no NaN from real powers.
        x1 = np.asarray(np.abs(x1) / 4 + 0.5, dtype=d1)
        x2 = np.asarray(x2 / 10, dtype=d2)
    if name == "nextafter":
        x2 = np.asarray(x2, dtype=d1)  # defined for operands of one dtype
    if name.startswith("bitwise_") and name.endswith("shift"):
        # Non-negative values and shifts inside the width: overflow and negative shifts
        # are left to the implementation by the standard.
        x1 = np.asarray(np.abs(x1.astype("int64")) % 16, dtype=d1)
        x2 = np.asarray(np.abs(x2.astype("int64")) % 4, dtype=d2)
    wider = d1 if np.dtype(d1).itemsize >= np.dtype(d2).itemsize else d2
    check_against_strict(backend, lambda xp, a, b: getattr(xp, name)(a, b), x1, x2,
                         **_tolerance(wider))


@consistency
@given(data=st.data())
def test_binary_with_python_scalar(backend: Backend, data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(["add", "multiply", "subtract", "maximum", "less"]),
                     label="function")
    dtype = data.draw(_dtype(backend, INTS + REALS), label="dtype")
    x = data.draw(_array(dtype, _shapes), label="x")
    scalar: int | float = data.draw(st.integers(0, 50), label="scalar")
    if dtype in REALS:
        scalar = float(scalar) + 0.5
    check_against_strict(backend, lambda xp, a: getattr(xp, name)(a, scalar), x,
                         **_tolerance(dtype))


# --- statistical and utility functions (reductions) -----------------------------------------

REDUCTIONS: dict[str, list[str]] = {
    "sum": INTS + REALS + COMPLEX, "prod": INTS + REALS, "max": INTS + REALS,
    "min": INTS + REALS, "mean": REALS + COMPLEX, "std": REALS, "var": REALS,
    "any": ["bool", *INTS], "all": ["bool", *INTS], "count_nonzero": INTS + REALS,
}


def _resolve(xp: Any, kwargs: dict[str, Any]) -> dict[str, Any]:
    """``kwargs`` with a dtype name replaced by that namespace's dtype."""
    if "dtype" in kwargs:
        return {**kwargs, "dtype": getattr(xp, kwargs["dtype"])}
    return kwargs


@st.composite
def _axis(draw: Callable[..., Any], ndim: int) -> int | tuple[int, ...] | None:
    kind = draw(st.sampled_from(["none", "int", "tuple"]))
    if kind == "none":
        return None
    if kind == "int":
        return draw(st.integers(-ndim, ndim - 1))
    axes = draw(st.lists(st.integers(0, ndim - 1), unique=True, max_size=ndim))
    return tuple(sorted(axes))


@pytest.mark.parametrize("name", sorted(REDUCTIONS))
@consistency
@given(data=st.data())
def test_reductions(backend: Backend, name: str, data: st.DataObject) -> None:
    dtype = data.draw(_dtype(backend, REDUCTIONS[name]), label="dtype")
    if name == "prod":
        x = data.draw(_array(dtype, hnp.array_shapes(min_dims=1, max_dims=2, max_side=3)))
        x = np.where(np.abs(x) > 3, np.asarray(2, dtype=x.dtype), x)
    else:
        x = data.draw(_array(dtype, _shapes), label="x")
    axis = data.draw(_axis(x.ndim), label="axis")
    keepdims = data.draw(st.booleans(), label="keepdims")
    kwargs: dict[str, Any] = {"axis": axis, "keepdims": keepdims}
    if name in ("sum", "prod") and dtype in INTS:
        # The default accumulation dtype (int32 or int64) is backend-defined.
        kwargs["dtype"] = dtype
    if name in ("std", "var"):
        kwargs["correction"] = data.draw(st.sampled_from([0, 1, 0.5]), label="correction")
        size = x.size if axis is None else int(np.prod([x.shape[a] for a in np.atleast_1d(
            np.asarray(axis, dtype=int))]))
        if size <= kwargs["correction"]:
            kwargs["correction"] = 0
    if name == "count_nonzero":
        # The result has the default integer dtype, which is backend-defined.
        out = check_against_strict(backend, lambda xp, a: xp.count_nonzero(a, **kwargs), x,
                                   check_dtype=False)
        default = backend.xp.__array_namespace_info__().default_dtypes()["integral"]
        assert out.dtype == default, (backend.name, out.dtype)
        return
    tol = _tolerance(dtype)
    if name in ("std", "var", "mean", "sum") and dtype in ("float32", "complex64"):
        tol = {"rtol": 1e-4, "atol": 1e-3}
    check_against_strict(backend, lambda xp, a: getattr(xp, name)(a, **_resolve(xp, kwargs)), x,
                         **tol)


@consistency
@given(data=st.data())
def test_cumulative(backend: Backend, data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(["cumulative_sum", "cumulative_prod"]), label="function")
    dtype = data.draw(_dtype(backend, ["int8", "int16", "int32", "uint8", "float32",
                                       "float64"]), label="dtype")
    x = data.draw(_array(dtype, hnp.array_shapes(min_dims=1, max_dims=2, max_side=4)))
    if name == "cumulative_prod":
        x = np.where(np.abs(x) > 2, np.asarray(1, dtype=x.dtype), x)
    axis = data.draw(st.integers(0, x.ndim - 1), label="axis")
    initial = data.draw(st.booleans(), label="include_initial")
    kwargs: dict[str, Any] = {"axis": axis, "include_initial": initial}
    if dtype in INTS:
        kwargs["dtype"] = dtype
    tol = {"rtol": 1e-4, "atol": 1e-3} if dtype == "float32" else _tolerance(dtype)
    check_against_strict(backend, lambda xp, a: getattr(xp, name)(a, **_resolve(xp, kwargs)), x,
                         **tol)


# --- manipulation functions ----------------------------------------------------------------

MANIPULATIONS: dict[str, Callable[..., Any]] = {
    "reshape": lambda xp, x: xp.reshape(x, (-1,)),
    "permute_dims": lambda xp, x: xp.permute_dims(x, tuple(range(x.ndim))[::-1]),
    "permute_dims_negative": lambda xp, x: xp.permute_dims(
        x, tuple(range(-1, -x.ndim - 1, -1))),
    "flip": lambda xp, x: xp.flip(x, axis=0),
    "flip_all": lambda xp, x: xp.flip(x),
    "roll": lambda xp, x: xp.roll(x, 2, axis=-1),
    "roll_flat": lambda xp, x: xp.roll(x, -1),
    "expand_dims": lambda xp, x: xp.expand_dims(x, axis=0),
    "expand_dims_tuple": lambda xp, x: xp.expand_dims(x, axis=(0, -1)),
    "squeeze": lambda xp, x: xp.squeeze(xp.expand_dims(x, axis=1), axis=1),
    "moveaxis": lambda xp, x: xp.moveaxis(x, 0, -1),
    "concat": lambda xp, x: xp.concat((x, x), axis=-1),
    "concat_flat": lambda xp, x: xp.concat((x, x), axis=None),
    "stack": lambda xp, x: xp.stack((x, x), axis=1),
    "tile": lambda xp, x: xp.tile(x, (2,) * x.ndim),
    "repeat": lambda xp, x: xp.repeat(x, 2, axis=0),
    "broadcast_to": lambda xp, x: xp.broadcast_to(x, (2, *x.shape)),
    "broadcast_arrays": lambda xp, x: xp.broadcast_arrays(x, xp.reshape(x[(0,) * x.ndim], ())),
    "unstack": lambda xp, x: xp.unstack(x, axis=0),
    "matrix_transpose": lambda xp, x: xp.matrix_transpose(xp.reshape(x, (x.shape[0], -1))),
    "tril": lambda xp, x: xp.tril(xp.reshape(x, (x.shape[0], -1)), k=1),
    "triu": lambda xp, x: xp.triu(xp.reshape(x, (x.shape[0], -1)), k=-1),
    "zeros_like": lambda xp, x: xp.zeros_like(x),
    "ones_like": lambda xp, x: xp.ones_like(x),
    "full_like": lambda xp, x: xp.full_like(x, True if x.dtype == xp.bool else 1),
    "asarray": lambda xp, x: xp.asarray(x, copy=True),
    "from_dlpack": lambda xp, x: xp.from_dlpack(x),
}


@pytest.mark.parametrize("name", sorted(MANIPULATIONS))
@consistency
@given(data=st.data())
def test_manipulation(backend: Backend, name: str, data: st.DataObject) -> None:
    dtype = data.draw(_dtype(backend, ["bool", *INTS, *REALS, *COMPLEX]), label="dtype")
    x = data.draw(_array(dtype, _shapes), label="x")
    out = check_against_strict(backend, MANIPULATIONS[name], x)
    if name in ("broadcast_arrays", "unstack"):
        assert isinstance(out, tuple), f"{backend.name}: {name} must return a tuple"


# --- searching, sorting and set functions --------------------------------------------------

SEARCHING: dict[str, Callable[..., Any]] = {
    "argmax": lambda xp, x: xp.argmax(x, axis=-1),
    "argmin_flat": lambda xp, x: xp.argmin(x),
    "argmax_keepdims": lambda xp, x: xp.argmax(x, axis=0, keepdims=True),
    "where": lambda xp, x: xp.where(x > 0, x, xp.zeros_like(x)),
    "nonzero": lambda xp, x: xp.nonzero(x > 0),
    "sort": lambda xp, x: xp.sort(x, axis=-1),
    "sort_descending": lambda xp, x: xp.sort(x, axis=0, descending=True),
    "argsort": lambda xp, x: xp.argsort(x, axis=-1),
    "argsort_descending": lambda xp, x: xp.argsort(x, axis=-1, descending=True),
    "searchsorted": lambda xp, x: xp.searchsorted(xp.sort(xp.reshape(x, (-1,))), x),
    "searchsorted_right": lambda xp, x: xp.searchsorted(
        xp.sort(xp.reshape(x, (-1,))), x, side="right"),
    "searchsorted_scalar": lambda xp, x: xp.searchsorted(xp.sort(xp.reshape(x, (-1,))), 3),
    # (array-api-strict 2.6 ignores isin's ``invert``: see namespaces/test_fixes.py for that.)
    "isin": lambda xp, x: xp.isin(x, xp.reshape(x, (-1,))[:1]),
    "unique_values": lambda xp, x: xp.unique_values(x),
    "unique_counts": lambda xp, x: xp.unique_counts(x),
    "unique_inverse": lambda xp, x: xp.unique_inverse(x),
    "unique_all": lambda xp, x: xp.unique_all(x),
    "take": lambda xp, x: xp.take(x, xp.asarray([0, -1]), axis=0),
    # the standard's default axis=None, spelled out, on a one-dimensional array
    "take_axis_none": lambda xp, x: xp.take(xp.reshape(x, (-1,)), xp.asarray([0, -1]),
                                            axis=None),
    "take_along_axis": lambda xp, x: xp.take_along_axis(x, xp.argsort(x, axis=-1), axis=-1),
    "clip": lambda xp, x: xp.clip(x, 1, 50),
    "clip_arrays": lambda xp, x: xp.clip(x, xp.flip(x), None),
    "diff": lambda xp, x: xp.diff(x, axis=-1),
    "diff_twice_prepend": lambda xp, x: xp.diff(x, axis=0, n=2, prepend=x),
    # the edges: every argument spelled out with its default, an empty axis, n past the axis
    "diff_defaults": lambda xp, x: xp.diff(x, axis=-1, n=1, prepend=None, append=None),
    "diff_empty_axis": lambda xp, x: xp.diff(x[..., :0], axis=-1),
    "diff_n_past_axis": lambda xp, x: xp.diff(x, axis=0, n=x.shape[0] + 2),
}


@pytest.mark.parametrize("name", sorted(SEARCHING))
@consistency
@given(data=st.data())
def test_searching_sorting_sets(backend: Backend, name: str, data: st.DataObject) -> None:
    dtype = data.draw(_dtype(backend, ["int8", "int32", "uint8", *REALS]), label="dtype")
    x = data.draw(_array(dtype, _shapes), label="x")
    if name == "isin" and dtype not in INTS:
        x = x.astype("int16")  # the reference takes integers only
    if name.startswith("unique"):
        x = x.reshape(-1)  # the order of unique values is only defined in one dimension
    check_against_strict(backend, SEARCHING[name], x)


# --- linear algebra ------------------------------------------------------------------------


def _well_conditioned(n: int, seed: int, dtype: str, batch: tuple[int, ...] = ()) -> np.ndarray:
    rng = np.random.default_rng(seed)
    a = rng.standard_normal((*batch, n, n)) + 3 * n * np.eye(n)
    return a.astype(dtype)


LINALG: dict[str, Callable[..., Any]] = {
    "matmul": lambda xp, a, b: xp.matmul(a, b),
    "matmul_operator": lambda xp, a, b: a @ b,
    "vecdot": lambda xp, a, b: xp.vecdot(a, b),
    "tensordot": lambda xp, a, b: xp.tensordot(a, b, axes=([a.ndim - 1], [b.ndim - 2])),
    "det": lambda xp, a, b: xp.linalg.det(a),
    "inv": lambda xp, a, b: xp.linalg.inv(a),
    "solve": lambda xp, a, b: xp.linalg.solve(a, b),
    "cholesky": lambda xp, a, b: xp.linalg.cholesky(a @ xp.matrix_transpose(a)),
    "eigvalsh": lambda xp, a, b: xp.linalg.eigvalsh(a + xp.matrix_transpose(a)),
    "svdvals": lambda xp, a, b: xp.linalg.svdvals(a),
    "vector_norm": lambda xp, a, b: xp.linalg.vector_norm(a, axis=-1, ord=2),
    "vector_norm_inf": lambda xp, a, b: xp.linalg.vector_norm(a, ord=float("inf")),
    "matrix_norm": lambda xp, a, b: xp.linalg.matrix_norm(a, ord="fro"),
    "trace": lambda xp, a, b: xp.linalg.trace(a),
    "diagonal": lambda xp, a, b: xp.linalg.diagonal(a, offset=1),
    "outer": lambda xp, a, b: xp.linalg.outer(a[..., 0, :], b[..., 0, :]) if a.ndim == 2
    else xp.linalg.outer(a[0, 0, :], b[0, 0, :]),
    "cross": lambda xp, a, b: xp.linalg.cross(a[..., :3], b[..., :3]),
    "matrix_power": lambda xp, a, b: xp.linalg.matrix_power(a, 2),
    "matrix_rank": lambda xp, a, b: xp.linalg.matrix_rank(a),
    "pinv": lambda xp, a, b: xp.linalg.pinv(a),
    "slogdet": lambda xp, a, b: xp.linalg.slogdet(a),
    # Decompositions whose factors are unique only up to signs (or a unitary mix of
    # equal eigenvalues' vectors): what is unique is compared.
    "eigh": lambda xp, a, b: _eigh_invariants(xp, a + xp.matrix_transpose(a)),
    "qr": lambda xp, a, b: _qr_invariants(xp, a),
    "svd": lambda xp, a, b: _svd_invariants(xp, a),
}


def _eigh_invariants(xp: Any, a: Any) -> tuple[Any, ...]:
    """Eigenvalues, ``Q diag(w) Q^T`` and ``Q^T Q`` of ``eigh(a)``."""
    w, q = xp.linalg.eigh(a)
    qt = xp.matrix_transpose(q)
    return w, xp.matmul(q * w[..., None, :], qt), xp.matmul(qt, q)


def _qr_invariants(xp: Any, a: Any) -> tuple[Any, ...]:
    """``Q R``, ``Q^T Q`` and ``|R|`` of the reduced ``qr(a)`` (signs of rows of R are free)."""
    q, r = xp.linalg.qr(a)
    return xp.matmul(q, r), xp.matmul(xp.matrix_transpose(q), q), xp.abs(r)


def _svd_invariants(xp: Any, a: Any) -> tuple[Any, ...]:
    """Singular values and ``U diag(S) Vh`` of ``svd(a, full_matrices=False)``."""
    u, s, vh = xp.linalg.svd(a, full_matrices=False)
    return s, xp.matmul(u * s[..., None, :], vh)


@pytest.mark.parametrize("name", sorted(LINALG))
@consistency
@given(data=st.data())
def test_linalg(backend: Backend, name: str, data: st.DataObject) -> None:
    dtype = data.draw(_dtype(backend, REALS), label="dtype")
    n = data.draw(st.integers(3, 4), label="n")
    batch = data.draw(st.sampled_from([(), (2,)]), label="batch")
    seed = data.draw(st.integers(0, 2**16), label="seed")
    a = _well_conditioned(n, seed, dtype, batch)
    b = _well_conditioned(n, seed + 1, dtype, batch)
    tol = {"rtol": 1e-3, "atol": 1e-3} if dtype == "float32" else {"rtol": 1e-8, "atol": 1e-8}
    check_against_strict(backend, LINALG[name], a, b, **tol)


# --- fft -----------------------------------------------------------------------------------

FFT: dict[str, Callable[..., Any]] = {
    "fft": lambda xp, x: xp.fft.fft(x),
    "ifft": lambda xp, x: xp.fft.ifft(x, norm="ortho"),
    "fftn": lambda xp, x: xp.fft.fftn(x),
    "rfft": lambda xp, x: xp.fft.rfft(xp.real(x)),
    "irfft": lambda xp, x: xp.fft.irfft(x, n=6),
    "rfftn": lambda xp, x: xp.fft.rfftn(xp.real(x), norm="forward"),
    "hfft": lambda xp, x: xp.fft.hfft(x),
    "fftshift": lambda xp, x: xp.fft.fftshift(x),
    "ifftshift": lambda xp, x: xp.fft.ifftshift(x, axes=0),
    "ifftn": lambda xp, x: xp.fft.ifftn(x, norm="forward"),
    "irfftn": lambda xp, x: xp.fft.irfftn(x),
    "ihfft": lambda xp, x: xp.fft.ihfft(xp.real(x)),
}


@pytest.mark.parametrize("name", sorted(FFT))
@consistency
@given(data=st.data())
def test_fft(backend: Backend, name: str, data: st.DataObject) -> None:
    dtype = data.draw(_dtype(backend, COMPLEX), label="dtype")
    x = data.draw(_array(dtype, hnp.array_shapes(min_dims=1, max_dims=2, min_side=2,
                                                 max_side=6)), label="x")
    tol = {"rtol": 1e-4, "atol": 1e-3} if dtype == "complex64" else {"rtol": 1e-9,
                                                                      "atol": 1e-9}
    check_against_strict(backend, FFT[name], x, **tol)


@pytest.mark.parametrize("freq", ["fftfreq", "rfftfreq"])
def test_fft_frequencies(backend: Backend, freq: str) -> None:
    dev = backend.xp.__array_namespace_info__().default_device()
    out = getattr(backend.xp.fft, freq)(8, d=0.5, device=dev)
    np.testing.assert_allclose(to_numpy(out), getattr(np.fft, freq)(8, d=0.5), rtol=1e-6)


# --- creation functions without array input --------------------------------------------------

CREATION: dict[str, Callable[..., Any]] = {
    "arange": lambda xp, dt, n: xp.arange(n, 4 * n + 1, 3, dtype=getattr(xp, dt)),
    "arange_float_step": lambda xp, dt, n: xp.arange(0.5, n, 0.75, dtype=getattr(xp, dt)),
    "eye": lambda xp, dt, n: xp.eye(n, n + 1, k=1, dtype=getattr(xp, dt)),
    "full": lambda xp, dt, n: xp.full((n, 2), 3, dtype=getattr(xp, dt)),
    "linspace": lambda xp, dt, n: xp.linspace(-1, 2, n + 1, dtype=getattr(xp, dt)),
    "linspace_open": lambda xp, dt, n: xp.linspace(0, 1, n, endpoint=False,
                                                  dtype=getattr(xp, dt)),
    "ones": lambda xp, dt, n: xp.ones((2, n), dtype=getattr(xp, dt)),
    "zeros": lambda xp, dt, n: xp.zeros(n, dtype=getattr(xp, dt)),
    "asarray_list": lambda xp, dt, n: xp.asarray([[k, k + 1] for k in range(n)],
                                                 dtype=getattr(xp, dt)),
    "meshgrid": lambda xp, dt, n: xp.meshgrid(xp.arange(n, dtype=getattr(xp, dt)),
                                              xp.ones(3, dtype=getattr(xp, dt))),
    "meshgrid_ij": lambda xp, dt, n: xp.meshgrid(xp.arange(n, dtype=getattr(xp, dt)),
                                                 xp.ones(3, dtype=getattr(xp, dt)),
                                                 indexing="ij"),
}
_FLOAT_ONLY = {"arange_float_step", "linspace", "linspace_open"}


@pytest.mark.parametrize("name", sorted(CREATION))
@consistency
@given(data=st.data())
def test_creation(backend: Backend, name: str, data: st.DataObject) -> None:
    dtypes = REALS if name in _FLOAT_ONLY else ["int8", "int32", "int64", "uint8", *REALS]
    dtype = data.draw(_dtype(backend, dtypes), label="dtype")
    n = data.draw(st.integers(1, 5), label="n")
    check_against_strict(backend, CREATION[name], dtype, n, **_tolerance(dtype))


@pytest.mark.parametrize("name", ["empty", "empty_like"])
@consistency
@given(data=st.data())
def test_empty(backend: Backend, name: str, data: st.DataObject) -> None:
    """Values are undefined: shape and dtype are compared."""
    import array_api_strict as xps

    dtype = data.draw(_dtype(backend, ["bool", *INTS, *REALS, *COMPLEX]), label="dtype")
    shape = data.draw(hnp.array_shapes(min_dims=0, max_dims=3, min_side=0, max_side=3))
    for xp, ref in ((backend.xp, False), (xps, True)):
        out = (xp.empty(shape, dtype=getattr(xp, dtype)) if name == "empty"
               else xp.empty_like(xp.zeros(shape, dtype=getattr(xp, dtype))))
        assert tuple(out.shape) == shape and dtype_name(out) == dtype, (backend.name, ref)


# --- data type functions -------------------------------------------------------------------


@consistency
@given(data=st.data())
def test_astype(backend: Backend, data: st.DataObject) -> None:
    src = data.draw(_dtype(backend, ["bool", *INTS, *REALS]), label="from")
    dst = data.draw(_dtype(backend, ["bool", *INTS, *REALS, *COMPLEX]), label="to")
    x = data.draw(_array(src, _shapes), label="x")
    # Values every target dtype holds exactly (casts out of range are implementation-defined).
    x = np.abs(x.astype("float64")).round().clip(0, 100).astype(src)
    check_against_strict(backend, lambda xp, a: xp.astype(a, getattr(xp, dst)), x)


def _dtype_names(backend: Backend) -> list[str]:
    return [n for n in ["bool", *INTS, *REALS, *COMPLEX] if backend.supports(n)]


def test_dtype_queries(backend: Backend) -> None:
    """can_cast, result_type, isdtype, finfo and iinfo answer as array-api-strict does, for
    every pair of dtypes the backend supports."""
    import array_api_strict as xps

    xp = backend.xp
    names = _dtype_names(backend)
    kinds = ["bool", "signed integer", "unsigned integer", "integral", "real floating",
             "complex floating", "numeric", ("integral", "real floating")]
    for a in names:
        da, sa = getattr(xp, a), getattr(xps, a)
        for kind in kinds:
            assert xp.isdtype(da, kind) == xps.isdtype(sa, kind), (a, kind)
        for b in names:
            db, sb = getattr(xp, b), getattr(xps, b)
            # Casts the promotion lattice allows must be allowed; casts across kinds it
            # does not join (bool to int, int to float...) are left open by the standard.
            if xps.can_cast(sa, sb) or a.rstrip("0123456789") == b.rstrip("0123456789"):
                assert xp.can_cast(da, db) == xps.can_cast(sa, sb), (a, b)
            assert xp.isdtype(da, db) == xps.isdtype(sa, sb), (a, b)
            try:
                expected = dtype_name(xps.zeros(1, dtype=xps.result_type(sa, sb)))
            except TypeError:
                continue  # kinds the standard does not promote together: left open
            if not backend.supports(expected):
                # The promoted dtype does not exist here now (int64 on JAX without x64):
                # the backend's default dtype of that kind stands in.
                expected = backend.default_dtype_like(expected)
            assert dtype_name(xp.zeros(1, dtype=xp.result_type(da, db))) == expected, (a, b)
        if a in INTS:
            got, ref = xp.iinfo(da), xps.iinfo(sa)
            assert (got.bits, got.min, got.max) == (ref.bits, ref.min, ref.max), a
        if a in REALS + COMPLEX:
            got, ref = xp.finfo(da), xps.finfo(sa)
            assert (got.bits, got.eps, got.max, got.min, got.smallest_normal) == (
                ref.bits, ref.eps, ref.max, ref.min, ref.smallest_normal), a


@consistency
@given(data=st.data())
def test_broadcast_shapes_and_result_type_with_arrays(backend: Backend, data: st.DataObject
                                                      ) -> None:
    import array_api_strict as xps

    shapes = data.draw(hnp.mutually_broadcastable_shapes(num_shapes=3, max_dims=4),
                       label="shapes")
    assert backend.xp.broadcast_shapes(*shapes.input_shapes) == xps.broadcast_shapes(
        *shapes.input_shapes) == shapes.result_shape
    d1, d2 = _promotable_pair(backend, data, INTS + REALS)
    x = data.draw(_array(d1, (2,)), label="x")
    expected = dtype_name(xps.zeros(1, dtype=xps.result_type(xps.asarray(x), getattr(xps, d2))))
    if not backend.supports(expected):  # int64 on JAX without x64: the default stands in
        expected = backend.default_dtype_like(expected)
    got = backend.xp.result_type(backend.asarray(x), getattr(backend.xp, d2))
    assert dtype_name(backend.xp.zeros(1, dtype=got)) == expected


# --- every function is covered ---------------------------------------------------------------

_COVERED_ELSEWHERE = {
    "cumulative_sum", "cumulative_prod",  # test_cumulative
    "empty", "empty_like",  # test_empty
    "astype",  # test_astype
    "can_cast", "result_type", "isdtype", "finfo", "iinfo",  # test_dtype_queries
    "broadcast_shapes",  # test_broadcast_shapes_and_result_type_with_arrays
    "fftfreq", "rfftfreq",  # test_fft_frequencies
}


def _covered() -> set[str]:
    """The functions the tests above call, from the keys of their tables (a key is a
    function name, or a function name with a ``_variant`` suffix)."""
    import array_api_strict as xps

    names = set(_standard_functions(xps))
    keys = [*UNARY, *BINARY, *REDUCTIONS, *MANIPULATIONS, *SEARCHING, *LINALG, *FFT,
            *CREATION, *_COVERED_ELSEWHERE, "add", "multiply", "subtract", "maximum", "less"]
    covered = set()
    for key in keys:
        parts = key.split("_")
        base = next(("_".join(parts[:i]) for i in range(len(parts), 0, -1)
                     if "_".join(parts[:i]) in names), None)
        assert base is not None, f"{key} names no standard function"
        covered.add(base)
    return covered


def _standard_functions(xps: Any) -> list[str]:
    main = [n for n in xps.__all__ if callable(getattr(xps, n)) and not n[0].isupper()
            and not n.endswith("_flags") and not isinstance(getattr(xps, n), type)
            and n not in ("linalg", "fft")]
    ext = [n for mod in (xps.linalg, xps.fft) for n in mod.__all__]
    return [n for n in main + ext if not n.startswith("__")]


def test_every_standard_function_is_compared_with_strict() -> None:
    import array_api_strict as xps

    missing = sorted(set(_standard_functions(xps)) - _covered())
    assert missing == [], f"functions no consistency test compares: {missing}"
