"""``uint16``, ``uint32`` and ``uint64`` in ``xpagnostic.torch`` and the facade over torch.

PyTorch lacks kernels for most operations on these dtypes; the namespace computes them
exactly (``xpagnostic/torch/_unsigned.py``).  Every function of the standard that takes
integer input runs here on edge values of each dtype (0, 1, the dtype's maximum, the
values around ``2**15``, ``2**31``, ``2**63``), through the namespace and through the
facade, and is compared with NumPy on the same values: dtype and values exactly.  The list
of functions is the standard's (``xpagnostic._common._standard``): a name that is neither
a case here nor listed as taking no integer input fails :func:`test_every_name_is_covered`.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

torch = pytest.importorskip("torch")

import xpagnostic  # noqa: E402
import xpagnostic.torch as xpt  # noqa: E402
from xpagnostic._common._standard import FFT, FUNCTIONS_AND_CONSTANTS, LINALG  # noqa: E402
from xpagnostic.torch._unsigned import STRATEGIES  # noqa: E402

DTYPES = ("uint16", "uint32", "uint64")

#: Edge values of each dtype, and a second operand: a permutation of them with no zero (a
#: divisor) and small shift amounts / exponents.
EDGES = {
    "uint16": [0, 1, 2, 255, 2**15 - 1, 2**15, 2**16 - 2, 2**16 - 1],
    "uint32": [0, 1, 2, 2**16, 2**31 - 1, 2**31, 2**32 - 2, 2**32 - 1],
    "uint64": [0, 1, 2, 2**32 - 1, 2**63 - 1, 2**63, 2**64 - 2, 2**64 - 1],
}
BITS = {"uint16": 16, "uint32": 32, "uint64": 64}


def _other(dtype: str) -> list[int]:
    values = EDGES[dtype]
    return [values[-1], values[5], 3, values[4], 7, values[6], 1, values[3]]


def _shifts(dtype: str) -> list[int]:
    b = BITS[dtype]
    return [0, 1, 3, b // 2, b - 1, b, b + 1, 2]


#: Names of the standard that take no integer array (floating-point, complex or boolean
#: input only, constants, or no array at all): why each is not a case.
NOT_INTEGER = {
    **{n: "floating-point input" for n in (
        "acos", "acosh", "asin", "asinh", "atan", "atan2", "atanh", "copysign", "cos",
        "cosh", "exp", "expm1", "hypot", "log", "log10", "log1p", "log2", "logaddexp",
        "nextafter", "reciprocal", "sin", "sinh", "sqrt", "tan", "tanh", "mean", "std",
        "var", "finfo", "imag",
        "linalg.cholesky", "linalg.det", "linalg.eig", "linalg.eigh", "linalg.eigvals",
        "linalg.eigvalsh", "linalg.inv", "linalg.matrix_norm", "linalg.matrix_rank",
        "linalg.pinv", "linalg.qr", "linalg.slogdet", "linalg.solve", "linalg.svd",
        "linalg.svdvals", "linalg.vector_norm")},
    **{f"fft.{n}": "floating-point input" for n in FFT if n not in ("fftfreq", "rfftfreq")},
    "fft.fftfreq": "floating-point output", "fft.rfftfreq": "floating-point output",
    **{n: "boolean input" for n in ("logical_and", "logical_not", "logical_or",
                                    "logical_xor")},
    **{n: "a constant" for n in ("e", "inf", "nan", "pi", "newaxis")},
    "broadcast_shapes": "takes shapes",
}


def _np(dtype: str, values: list[int]) -> np.ndarray:
    return np.array(values, dtype=dtype)


def _t(a: np.ndarray) -> Any:
    return torch.asarray(a)


# name -> (call(xp, a, b, s), reference(a, b, s)); a, b: arrays of the dtype, s: shifts
Case = tuple[Callable[..., Any], Callable[..., Any]]


def _binary(name: str, numpy_name: str | None = None) -> Case:
    return (lambda xp, a, b, s: getattr(xp, name)(a, b),
            lambda a, b, s: getattr(np, numpy_name or name)(a, b))


def _unary(name: str, numpy_name: str | None = None) -> Case:
    return (lambda xp, a, b, s: getattr(xp, name)(a),
            lambda a, b, s: getattr(np, numpy_name or name)(a))


CASES: dict[str, Case] = {
    **{n: _binary(n) for n in (
        "add", "subtract", "multiply", "floor_divide", "remainder", "bitwise_and",
        "bitwise_or", "bitwise_xor", "equal", "not_equal", "less", "less_equal", "greater",
        "greater_equal", "maximum", "minimum")},
    # Exponents at the edges: the maximum, 2**(bits-1) and its neighbours, small ones.
    "pow": (lambda xp, a, b, s: xp.pow(a, b), lambda a, b, s: np.power(a, b)),
    "bitwise_left_shift": (lambda xp, a, b, s: xp.bitwise_left_shift(a, s),
                           lambda a, b, s: np.left_shift(a, s)),
    "bitwise_right_shift": (lambda xp, a, b, s: xp.bitwise_right_shift(a, s),
                            lambda a, b, s: np.right_shift(a, s)),
    # torch divides integers in its default floating dtype (float32), as for int64
    "divide": (lambda xp, a, b, s: xp.divide(a, b),
               lambda a, b, s: (a.astype(np.float32) / b.astype(np.float32))),
    **{n: _unary(n) for n in ("abs", "negative", "positive", "square", "sign", "ceil",
                              "floor", "trunc", "isfinite", "isinf", "isnan", "signbit",
                              "conj", "real")},
    "round": (lambda xp, a, b, s: xp.round(a), lambda a, b, s: a.copy()),
    "bitwise_invert": _unary("bitwise_invert", "invert"),
    # reductions and scans
    **{n: _unary(n) for n in ("sum", "prod", "max", "min", "argmax", "argmin", "any", "all",
                              "count_nonzero")},
    "cumulative_sum": (lambda xp, a, b, s: xp.cumulative_sum(a, include_initial=True),
                       lambda a, b, s: np.cumulative_sum(a, include_initial=True)),
    "cumulative_prod": (lambda xp, a, b, s: xp.cumulative_prod(a),
                        lambda a, b, s: np.cumulative_prod(a)),
    "diff": (lambda xp, a, b, s: xp.diff(a, prepend=b[:1]),
             lambda a, b, s: np.diff(a, prepend=b[:1])),
    # sorting, searching, sets
    "sort": (lambda xp, a, b, s: xp.sort(b, descending=True),
             lambda a, b, s: np.sort(b)[::-1]),
    "argsort": (lambda xp, a, b, s: xp.argsort(b, stable=True),
                lambda a, b, s: np.argsort(b, stable=True)),
    "searchsorted": (lambda xp, a, b, s: xp.searchsorted(a, b, side="right"),
                     lambda a, b, s: np.searchsorted(a, b, side="right")),
    "nonzero": (lambda xp, a, b, s: xp.nonzero(a)[0], lambda a, b, s: np.nonzero(a)[0]),
    "where": (lambda xp, a, b, s: xp.where(xp.greater(a, b), a, b),
              lambda a, b, s: np.where(a > b, a, b)),
    "clip": (lambda xp, a, b, s: xp.clip(a, 1, b[3]),
             lambda a, b, s: np.clip(a, a.dtype.type(1), b[3])),
    "isin": (lambda xp, a, b, s: xp.isin(a, b), lambda a, b, s: np.isin(a, b)),
    "unique_values": (lambda xp, a, b, s: xp.sort(xp.unique_values(xp.concat([a, b]))),
                      lambda a, b, s: np.unique(np.concat([a, b]))),
    "unique_counts": (lambda xp, a, b, s: xp.unique_counts(xp.concat([a, b])).counts,
                      lambda a, b, s: np.unique_counts(np.concat([a, b])).counts),
    "unique_inverse": (lambda xp, a, b, s: xp.unique_inverse(xp.concat([a, b])).inverse_indices,
                       lambda a, b, s: np.unique_inverse(np.concat([a, b])).inverse_indices),
    "unique_all": (lambda xp, a, b, s: xp.unique_all(xp.concat([a, b])).values,
                   lambda a, b, s: np.unique_all(np.concat([a, b])).values),
    # manipulation and indexing
    "concat": (lambda xp, a, b, s: xp.concat([a, b]), lambda a, b, s: np.concat([a, b])),
    "stack": (lambda xp, a, b, s: xp.stack([a, b]), lambda a, b, s: np.stack([a, b])),
    "unstack": (lambda xp, a, b, s: xp.unstack(xp.reshape(a, (2, 4)))[1],
                lambda a, b, s: a.reshape(2, 4)[1]),
    "flip": (lambda xp, a, b, s: xp.flip(a), lambda a, b, s: np.flip(a)),
    "roll": (lambda xp, a, b, s: xp.roll(a, 3), lambda a, b, s: np.roll(a, 3)),
    "reshape": (lambda xp, a, b, s: xp.reshape(a, (4, 2)), lambda a, b, s: a.reshape(4, 2)),
    "squeeze": (lambda xp, a, b, s: xp.squeeze(xp.reshape(a, (1, 8)), axis=0),
                lambda a, b, s: a),
    "expand_dims": (lambda xp, a, b, s: xp.expand_dims(a, axis=0), lambda a, b, s: a[None]),
    "permute_dims": (lambda xp, a, b, s: xp.permute_dims(xp.reshape(a, (2, 4)), (1, 0)),
                     lambda a, b, s: a.reshape(2, 4).T),
    "moveaxis": (lambda xp, a, b, s: xp.moveaxis(xp.reshape(a, (2, 4)), 0, 1),
                 lambda a, b, s: a.reshape(2, 4).T),
    "matrix_transpose": (lambda xp, a, b, s: xp.matrix_transpose(xp.reshape(a, (2, 4))),
                         lambda a, b, s: a.reshape(2, 4).T),
    "repeat": (lambda xp, a, b, s: xp.repeat(a, 2), lambda a, b, s: np.repeat(a, 2)),
    "tile": (lambda xp, a, b, s: xp.tile(a, (2,)), lambda a, b, s: np.tile(a, 2)),
    "broadcast_to": (lambda xp, a, b, s: xp.broadcast_to(a, (2, 8)),
                     lambda a, b, s: np.broadcast_to(a, (2, 8))),
    "broadcast_arrays": (lambda xp, a, b, s: xp.broadcast_arrays(a, xp.reshape(b, (8, 1)))[0],
                         lambda a, b, s: np.broadcast_arrays(a, b.reshape(8, 1))[0]),
    "meshgrid": (lambda xp, a, b, s: xp.meshgrid(a, b)[1], lambda a, b, s: np.meshgrid(a, b)[1]),
    "take": (lambda xp, a, b, s: xp.take(a, xp.asarray([7, 0, 5])),
             lambda a, b, s: np.take(a, [7, 0, 5])),
    "take_along_axis": (
        lambda xp, a, b, s: xp.take_along_axis(a, xp.asarray([7, 5, 0]), axis=0),
        lambda a, b, s: np.take_along_axis(a, np.array([7, 5, 0]), axis=0)),
    "tril": (lambda xp, a, b, s: xp.tril(xp.reshape(a, (2, 4))),
             lambda a, b, s: np.tril(a.reshape(2, 4))),
    "triu": (lambda xp, a, b, s: xp.triu(xp.reshape(a, (2, 4)), k=1),
             lambda a, b, s: np.triu(a.reshape(2, 4), k=1)),
    # linear algebra (sums of products modulo 2**bits, as NumPy)
    "matmul": (lambda xp, a, b, s: xp.matmul(xp.reshape(a, (2, 4)), xp.reshape(b, (4, 2))),
               lambda a, b, s: a.reshape(2, 4) @ b.reshape(4, 2)),
    "tensordot": (lambda xp, a, b, s: xp.tensordot(xp.reshape(a, (2, 4)), xp.reshape(b, (4, 2)),
                                                   axes=1),
                  lambda a, b, s: np.tensordot(a.reshape(2, 4), b.reshape(4, 2), axes=1)),
    "vecdot": (lambda xp, a, b, s: xp.vecdot(xp.reshape(a, (2, 4)), xp.reshape(b, (2, 4))),
               lambda a, b, s: np.vecdot(a.reshape(2, 4), b.reshape(2, 4))),
    "linalg.matmul": (lambda xp, a, b, s: xp.linalg.matmul(xp.reshape(a, (2, 4)),
                                                          xp.reshape(b, (4, 2))),
                      lambda a, b, s: a.reshape(2, 4) @ b.reshape(4, 2)),
    "linalg.tensordot": (lambda xp, a, b, s: xp.linalg.tensordot(a, b, axes=1),
                         lambda a, b, s: np.tensordot(a, b, axes=1)),
    "linalg.vecdot": (lambda xp, a, b, s: xp.linalg.vecdot(a, b),
                      lambda a, b, s: np.vecdot(a, b)),
    "linalg.cross": (lambda xp, a, b, s: xp.linalg.cross(a[:3], b[2:5]),
                     lambda a, b, s: np.cross(a[:3], b[2:5])),
    "linalg.outer": (lambda xp, a, b, s: xp.linalg.outer(a, b), lambda a, b, s: np.outer(a, b)),
    "linalg.diagonal": (lambda xp, a, b, s: xp.linalg.diagonal(xp.reshape(a, (2, 4))),
                        lambda a, b, s: np.diagonal(a.reshape(2, 4))),
    "linalg.trace": (lambda xp, a, b, s: xp.linalg.trace(xp.reshape(a, (2, 4)), offset=1),
                     lambda a, b, s: np.linalg.trace(a.reshape(2, 4), offset=1)),
    "linalg.matrix_power": (
        lambda xp, a, b, s: xp.linalg.matrix_power(xp.reshape(a[:4], (2, 2)), 3),
        lambda a, b, s: np.linalg.matrix_power(a[:4].reshape(2, 2), 3)),
    "linalg.matrix_transpose": (
        lambda xp, a, b, s: xp.linalg.matrix_transpose(xp.reshape(a, (2, 4))),
        lambda a, b, s: a.reshape(2, 4).T),
    # creation (the dtype comes from the operand)
    "arange": (lambda xp, a, b, s: xp.arange(1, 9, 2, dtype=a.dtype),
               lambda a, b, s: np.arange(1, 9, 2, dtype=a.dtype)),
    "asarray": (lambda xp, a, b, s: xp.asarray([0, 1, xp.iinfo(a.dtype).max], dtype=a.dtype),
                lambda a, b, s: np.asarray([0, 1, np.iinfo(a.dtype).max], dtype=a.dtype)),
    "astype": (lambda xp, a, b, s: xp.astype(xp.astype(a, xp.float64), a.dtype),
               lambda a, b, s: a.astype(np.float64).astype(a.dtype)),
    "empty": (lambda xp, a, b, s: xp.empty((2,), dtype=a.dtype) * 0,
              lambda a, b, s: np.zeros(2, dtype=a.dtype)),
    "empty_like": (lambda xp, a, b, s: xp.empty_like(a) * 0, lambda a, b, s: a * 0),
    "eye": (lambda xp, a, b, s: xp.eye(2, 3, k=1, dtype=a.dtype),
            lambda a, b, s: np.eye(2, 3, k=1, dtype=a.dtype)),
    "full": (lambda xp, a, b, s: xp.full((2,), xp.iinfo(a.dtype).max, dtype=a.dtype),
             lambda a, b, s: np.full(2, np.iinfo(a.dtype).max, dtype=a.dtype)),
    "full_like": (lambda xp, a, b, s: xp.full_like(a, xp.iinfo(a.dtype).max - 1),
                  lambda a, b, s: np.full_like(a, np.iinfo(a.dtype).max - 1)),
    "linspace": (lambda xp, a, b, s: xp.linspace(0, 12, 4, dtype=a.dtype),
                 lambda a, b, s: np.linspace(0, 12, 4).astype(a.dtype)),
    "ones": (lambda xp, a, b, s: xp.ones(2, dtype=a.dtype),
             lambda a, b, s: np.ones(2, dtype=a.dtype)),
    "ones_like": (lambda xp, a, b, s: xp.ones_like(a), lambda a, b, s: np.ones_like(a)),
    "zeros": (lambda xp, a, b, s: xp.zeros(2, dtype=a.dtype),
              lambda a, b, s: np.zeros(2, dtype=a.dtype)),
    "zeros_like": (lambda xp, a, b, s: xp.zeros_like(a), lambda a, b, s: np.zeros_like(a)),
    "from_dlpack": (lambda xp, a, b, s: xp.from_dlpack(a), lambda a, b, s: a),
    # data type functions (results are compared as arrays)
    "can_cast": (lambda xp, a, b, s: xp.asarray([xp.can_cast(a.dtype, d) for d in (
        xp.uint8, xp.uint16, xp.uint32, xp.uint64, xp.int64, xp.float64)]),
        lambda a, b, s: np.asarray([_standard_can_cast(a.dtype.name, d) for d in (
            "uint8", "uint16", "uint32", "uint64", "int64", "float64")])),
    "iinfo": (lambda xp, a, b, s: xp.asarray([xp.iinfo(a.dtype).max], dtype=a.dtype),
              lambda a, b, s: np.asarray([np.iinfo(a.dtype).max], dtype=a.dtype)),
    "isdtype": (lambda xp, a, b, s: xp.asarray([xp.isdtype(a.dtype, k) for k in (
        "unsigned integer", "signed integer", "integral", "numeric")]),
        lambda a, b, s: np.asarray([True, False, True, True])),
    "result_type": (lambda xp, a, b, s: xp.zeros(1, dtype=xp.result_type(a, b, xp.uint8, 1)),
                    lambda a, b, s: np.zeros(1, dtype=a.dtype)),
}


def _standard_can_cast(src: str, dst: str) -> bool:
    bits = {"uint8": 8, "uint16": 16, "uint32": 32, "uint64": 64}
    if dst in bits:
        return bits[dst] >= bits[src]
    if dst == "int64":  # uint64 to int64: the standard leaves it open; torch's rule allows it
        return True
    return bool(np.can_cast(src, dst))  # across kinds the standard leaves it open: NumPy


def _covered_names() -> set[str]:
    return (set(FUNCTIONS_AND_CONSTANTS) | {f"linalg.{n}" for n in LINALG}
            | {f"fft.{n}" for n in FFT})


def test_every_name_is_covered() -> None:
    missing = _covered_names() - set(CASES) - set(NOT_INTEGER)
    assert not missing, f"no unsigned case and no reason for: {sorted(missing)}"
    assert not set(CASES) & set(NOT_INTEGER)


def test_strategies_name_functions_of_the_namespace() -> None:
    assert set(STRATEGIES) <= set(CASES)


def _inputs(dtype: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    return _np(dtype, EDGES[dtype]), _np(dtype, _other(dtype)), _np(dtype, _shifts(dtype))


def _expected(ref: Callable[..., Any], a: np.ndarray, b: np.ndarray, s: np.ndarray) -> Any:
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return np.asarray(ref(a, b, s))


def _as_numpy(out: Any) -> np.ndarray:
    raw = out.raw if isinstance(out, xpagnostic.Tensor) else out
    assert isinstance(raw, torch.Tensor), type(raw)
    return raw.numpy()


def _check(out: Any, expected: np.ndarray, name: str) -> None:
    got = _as_numpy(out)
    if name in ("argmax", "argmin", "argsort", "searchsorted", "nonzero", "count_nonzero",
                "unique_counts", "unique_inverse"):
        assert got.dtype == np.int64, (name, got.dtype)  # torch's index dtype
        expected = expected.astype(np.int64)
    assert got.dtype == expected.dtype, (name, got.dtype, expected.dtype)
    assert got.shape == expected.shape, (name, got.shape, expected.shape)
    if name == "divide":
        np.testing.assert_allclose(got, expected, rtol=1e-6)
    else:
        np.testing.assert_array_equal(got, expected, err_msg=name)


@pytest.fixture(params=["namespace", "facade"])
def route(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def _run(route: str, name: str, dtype: str) -> None:
    call, ref = CASES[name]
    a, b, s = _inputs(dtype)
    ta, tb, ts = _t(a), _t(b), _t(s)
    if route == "facade":
        ta, tb, ts = (xpagnostic.astensor(x) for x in (ta, tb, ts))
        xp = ta.__array_namespace__()
    else:
        xp = xpt
    out = call(xp, ta, tb, ts)
    _check(out, _expected(ref, a, b, s), name)
    # inputs are not mutated
    np.testing.assert_array_equal(_as_numpy(ta), a)


@pytest.mark.parametrize("dtype", DTYPES)
@pytest.mark.parametrize("name", sorted(CASES))
def test_function_matches_numpy(route: str, name: str, dtype: str) -> None:
    _run(route, name, dtype)


@pytest.mark.parametrize("dtype", DTYPES)
def test_namespace_has_the_dtypes(dtype: str) -> None:
    info = xpt.__array_namespace_info__()
    assert info.dtypes()[dtype] is getattr(torch, dtype)
    assert info.dtypes(kind="unsigned integer")[dtype] is getattr(torch, dtype)
    assert getattr(xpt, dtype) is getattr(torch, dtype)
    assert info.default_dtypes()["integral"] is torch.int64
    facade_xp = xpagnostic.astensor(torch.zeros(1)).__array_namespace__()
    assert getattr(facade_xp, dtype) is getattr(torch, dtype)


# --- promotion --------------------------------------------------------------------------

_PROMOTIONS = [
    # (dtype1, dtype2, result): the standard's table, and NumPy's float64 for uint64 with a
    # signed integer (the standard leaves it open)
    ("uint32", "int64", "int64"), ("uint16", "int16", "int32"), ("uint16", "int32", "int32"),
    ("uint16", "uint32", "uint32"), ("uint8", "uint64", "uint64"), ("uint32", "uint64", "uint64"),
    ("uint16", "bool", "uint16"), ("uint64", "int64", "float64"), ("uint64", "int8", "float64"),
    ("uint32", "float64", "float64"), ("uint16", "float32", "float32"),
]


@pytest.mark.parametrize(("d1", "d2", "result"), _PROMOTIONS)
@pytest.mark.parametrize("name", ["add", "subtract", "multiply", "maximum", "less",
                                  "equal", "floor_divide", "remainder"])
def test_promotion_matches_standard(route: str, name: str, d1: str, d2: str,
                                    result: str) -> None:
    if name in ("floor_divide", "remainder") and result == "bool":
        pytest.skip("arithmetic")
    a = np.array([4, 1, 2, 7, 100], dtype=d1)
    b = np.array([1, 3, 2, 5, 9], dtype=d2)
    ta, tb = _t(a), _t(b)
    xp: Any = xpt
    if route == "facade":
        ta, tb = xpagnostic.astensor(ta), xpagnostic.astensor(tb)
        xp = ta.__array_namespace__()
    assert xpt.result_type(_t(a), _t(b)) is getattr(torch, result)
    for x, y, nx, ny in ((ta, tb, a, b), (tb, ta, b, a)):
        out = _as_numpy(getattr(xp, name)(x, y))
        with np.errstate(all="ignore"):
            ref = getattr(np, name)(nx.astype(result), ny.astype(result))
        assert out.dtype == ref.dtype, (name, out.dtype, ref.dtype)
        np.testing.assert_array_equal(out, ref)


@pytest.mark.parametrize("dtype", DTYPES)
def test_python_scalars_take_the_array_dtype(route: str, dtype: str) -> None:
    a = _np(dtype, EDGES[dtype])
    top = EDGES[dtype][-1]
    x: Any = _t(a)
    if route == "facade":
        x = xpagnostic.astensor(x)
    xp = x.__array_namespace__() if route == "facade" else xpt
    with np.errstate(all="ignore"):
        cases = {
            "x + 1": (xp.add(x, 1), a + a.dtype.type(1)),
            "top + x": (xp.add(top, x), a.dtype.type(top) + a),
            "x - top": (xp.subtract(x, top), a - a.dtype.type(top)),
            "x * 3": (xp.multiply(x, 3), a * a.dtype.type(3)),
            "x < 2**15": (xp.less(x, 2**15), a < 2**15),
            "x >= top": (xp.greater_equal(x, top), a >= a.dtype.type(top)),
            "x // 3": (xp.floor_divide(x, 3), a // a.dtype.type(3)),
            "x % 3": (xp.remainder(x, 3), a % a.dtype.type(3)),
            "x >> 1": (xp.bitwise_right_shift(x, 1), a >> a.dtype.type(1)),
            "maximum(x, 2)": (xp.maximum(x, 2), np.maximum(a, a.dtype.type(2))),
            "x == top": (xp.equal(x, top), a == a.dtype.type(top)),
            "x & top": (xp.bitwise_and(x, top), a & a.dtype.type(top)),
        }
        if route == "facade":
            cases.update({
                "operator x + 1": (x + 1, a + a.dtype.type(1)),
                "operator top - x": (top - x, a.dtype.type(top) - a),
                "operator x < 2": (x < 2, a < 2),
                "operator x // 3": (x // 3, a // a.dtype.type(3)),
            })
    for text, (out, ref) in cases.items():
        got = _as_numpy(out)
        assert got.dtype == ref.dtype, (text, got.dtype)
        np.testing.assert_array_equal(got, ref, err_msg=text)
    # A Python float makes torch's default floating dtype, as with any integer tensor.
    half = _as_numpy(xp.add(x, 0.5))
    assert half.dtype == np.float32
    np.testing.assert_allclose(half, a.astype(np.float32) + 0.5, rtol=1e-7)


@pytest.mark.parametrize("dtype", DTYPES)
def test_conversions_to_and_from_floats_are_exact(dtype: str) -> None:
    a = _np(dtype, EDGES[dtype])
    for target in ("float64", "float32", "int64", "int8", "uint8", "bool"):
        got = xpt.astype(_t(a), getattr(torch, target)).numpy()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            ref = a.astype(target)
        assert got.dtype == ref.dtype
        np.testing.assert_array_equal(got, ref, err_msg=target)
    floats = np.array([0.0, 1.5, 2.0**15, float(EDGES[dtype][-2] // 2)], dtype=np.float64)
    got = xpt.astype(torch.asarray(floats), getattr(torch, dtype)).numpy()
    np.testing.assert_array_equal(got, floats.astype(dtype))
    if dtype == "uint64":  # values at and above 2**63
        big = np.array([2.0**63, 2.0**64 - 2048], dtype=np.float64)
        np.testing.assert_array_equal(xpt.astype(torch.asarray(big), torch.uint64).numpy(),
                                      big.astype(np.uint64))
        np.testing.assert_array_equal(
            xpt.astype(_t(a), torch.float64).numpy(), a.astype(np.float64))


@pytest.mark.parametrize("dtype", DTYPES)
def test_reductions_over_axes(dtype: str) -> None:
    a = _np(dtype, EDGES[dtype]).reshape(2, 4)
    x = _t(a)
    with np.errstate(all="ignore"):
        for name in ("sum", "prod", "max", "min"):
            for axis in (0, 1, (0, 1), ()):
                for keepdims in (False, True):
                    got = getattr(xpt, name)(x, axis=axis, keepdims=keepdims).numpy()
                    ref = getattr(np, name)(a, axis=axis, keepdims=keepdims)
                    assert got.dtype == ref.dtype, (name, axis, got.dtype, ref.dtype)
                    np.testing.assert_array_equal(got, ref, err_msg=f"{name} {axis}")
        for name in ("argmax", "argmin"):
            np.testing.assert_array_equal(getattr(xpt, name)(x, axis=1).numpy(),
                                          getattr(np, name)(a, axis=1))
        got = xpt.sum(x, axis=1, dtype=torch.float64).numpy()
        np.testing.assert_array_equal(got, np.sum(a, axis=1, dtype=np.float64))
        got = xpt.cumulative_sum(x, axis=1, dtype=getattr(torch, dtype)).numpy()
        np.testing.assert_array_equal(got, np.cumulative_sum(a, axis=1, dtype=dtype))
        assert got.dtype == np.dtype(dtype)


@pytest.mark.parametrize("dtype", ("uint8", *DTYPES))
def test_pow_over_the_whole_exponent_range(route: str, dtype: str) -> None:
    """``pow`` is the power modulo ``2**bits`` for every exponent of the dtype (an exponent
    at or above ``2**(bits - 1)`` included), as NumPy computes it."""
    info = np.iinfo(dtype)
    rng = np.random.default_rng(BITS.get(dtype, 8))
    half = int(info.max) // 2 + 1
    exponents = np.concatenate([
        np.arange(0, 70, dtype=dtype), np.asarray([int(info.max) - i for i in range(70)],
                                                  dtype=dtype),
        np.asarray([half + i for i in range(-35, 35)], dtype=dtype),  # around 2**(bits-1)
        rng.integers(0, info.max, 400, dtype=dtype, endpoint=True)]).astype(dtype)
    bases = rng.integers(0, info.max, exponents.size, dtype=dtype, endpoint=True)
    bases[:70] = 3
    bases[70:140] = np.arange(70)
    with np.errstate(all="ignore"):
        expected = np.power(bases, exponents)
    x, e = _t(bases), _t(exponents)
    if route == "facade":
        got = _as_numpy(xpagnostic.astensor(x) ** xpagnostic.astensor(e))
    else:
        got = _as_numpy(xpt.pow(x, e))
    assert got.dtype == expected.dtype
    np.testing.assert_array_equal(got, expected)
    # 3 ** 65531 modulo 2**16: the case of a uint16 exponent above 2**15
    three = _t(np.asarray([3], dtype=dtype))
    big = int(info.max) - 4
    np.testing.assert_array_equal(_as_numpy(xpt.pow(three, big)),
                                  [pow(3, big, int(info.max) + 1)])


@pytest.mark.parametrize("dtype", DTYPES)
def test_facade_operators_and_in_place(dtype: str) -> None:
    a, b, _ = _inputs(dtype)
    x, y = xpagnostic.astensor(_t(a)), xpagnostic.astensor(_t(b))
    with np.errstate(all="ignore"):
        for text, out, ref in (
                ("+", x + y, a + b), ("-", x - y, a - b), ("*", x * y, a * b),
                ("**", x ** y, a ** b), ("** int", x ** int(b[0]), a ** b[0]),
                ("//", x // y, a // b), ("%", x % y, a % b), ("<", x < y, a < b),
                (">=", x >= y, a >= b), ("&", x & y, a & b), ("~", ~x, ~a), ("-x", -x, -a),
                ("abs", abs(x), a), ("[::-1]", x[::-1], a[::-1]),
                ("[idx]", x[xpagnostic.astensor(torch.asarray([7, 2]))], a[[7, 2]]),
                ("max", x.max(), a.max()), ("argsort", x.argsort(), np.argsort(a))):
            got = _as_numpy(out)
            assert got.dtype == np.asarray(ref).dtype, text
            np.testing.assert_array_equal(got, ref, err_msg=text)
        z = xpagnostic.astensor(_t(a.copy()))
        z += y
        np.testing.assert_array_equal(_as_numpy(z), a + b)
        z = xpagnostic.astensor(_t(a.copy()))
        z[1] = b[0]
        expected = a.copy()
        expected[1] = b[0]
        np.testing.assert_array_equal(_as_numpy(z), expected)


# --- under torch.compile ----------------------------------------------------------------

#: Cases that take a Python value of an array (no single graph by design), or make one.
_NOT_ONE_GRAPH = {
    "nonzero": "the output's length depends on the values",
    "unique_values": "the output's length depends on the values",
    "unique_counts": "the output's length depends on the values",
    "unique_inverse": "the output's length depends on the values",
    "unique_all": "the output's length depends on the values",
    "from_dlpack": "compiled code takes no DLPack capsule",
}


@pytest.mark.parametrize("dtype", ["uint16", "uint64"])
@pytest.mark.parametrize("name", sorted(set(CASES) - set(_NOT_ONE_GRAPH)))
def test_compiles_into_one_graph(name: str, dtype: str) -> None:
    call, ref = CASES[name]
    a, b, s = _inputs(dtype)
    torch._dynamo.reset()

    def f(x: Any, y: Any, z: Any) -> Any:
        return call(xpagnostic.get_namespace(x), x, y, z)

    compiled = torch.compile(f, backend="eager", fullgraph=True)
    _check(compiled(_t(a), _t(b), _t(s)), _expected(ref, a, b, s), name)


# --- conformance -------------------------------------------------------------------------


def test_conformance_tests_the_functions_on_them_and_the_operators_without() -> None:
    """The conformance target ``torch`` tests torch.Tensor itself as the array object, whose
    operators have no kernels for these dtypes: only the tests using those operators run
    without them."""
    from conformance.runner import OPERATOR_TESTS, TARGETS, _split_for_operator_gaps

    assert TARGETS["torch"].operator_gaps == DTYPES
    assert not TARGETS["facade-torch"].operator_gaps  # the facade's operators are ours
    runs = _split_for_operator_gaps(
        [(["array_api_tests/"], {"ARRAY_API_TESTS_SKIP_DTYPES": "float16"}, ())], DTYPES)
    assert runs == [
        (["array_api_tests/"], {"ARRAY_API_TESTS_SKIP_DTYPES": "float16"},
         ("-k", f"not ({OPERATOR_TESTS})")),
        (["array_api_tests/"], {"ARRAY_API_TESTS_SKIP_DTYPES": "float16,uint16,uint32,uint64"},
         ("-k", OPERATOR_TESTS)),
    ]
