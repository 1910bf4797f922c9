"""In-place operators of the Tensor facade follow NumPy's rule, on every backend.

``a op= b`` computes ``a op b`` and stores it in ``a``, cast back to ``a``'s dtype where
NumPy's ``same_kind`` casting allows it, raising ``TypeError`` where it does not; the
shape never changes.  NumPy itself is the reference: every pair of the standard's dtypes
(those the backend has) and Python scalars, for every in-place operator.
"""

from __future__ import annotations

import operator
from typing import Any

import numpy as np
import pytest
from harness import Backend, dtype_name, to_numpy

from xpagnostic import astensor
from xpagnostic._common._dtypes import DTYPE_NAMES, KINDS, same_kind_castable

#: In-place operator -> the dtype kinds the standard defines its operator for.
_NUMERIC = KINDS["numeric"]
_INTEGRAL = KINDS["integral"]
_REAL = KINDS["integral"] + KINDS["real floating"]
_OPERATORS: dict[str, tuple[str, ...]] = {
    "iadd": _NUMERIC, "isub": _NUMERIC, "imul": _NUMERIC, "itruediv": _NUMERIC,
    "ipow": _NUMERIC, "ifloordiv": _REAL, "imod": _REAL,
    "iand": ("bool",) + _INTEGRAL, "ior": ("bool",) + _INTEGRAL, "ixor": ("bool",) + _INTEGRAL,
    "ilshift": _INTEGRAL, "irshift": _INTEGRAL, "imatmul": _NUMERIC,
}
#: Small positive values: no division by zero, no negative powers of integers, no shift
#: past the width; results in range of every dtype (int8 included).
_A = np.array([[1, 2], [3, 1]])
_B = np.array([[1, 2], [1, 1]])
_SCALARS: tuple[Any, ...] = (True, 2, 2.5, 1j)
#: JAX compiles one kernel per operator and dtype pair (about 0.1 s each), so on JAX one
#: operator of each class runs over every pair: arithmetic, division, bitwise.
_JAX_OPERATORS = ("iadd", "itruediv", "iand")
#: The dtypes the standard lets each Python scalar type meet in an operator.
_FLOATING = KINDS["real floating"] + KINDS["complex floating"]
_SCALAR_PARTNERS: dict[type, tuple[str, ...]] = {
    bool: ("bool",), int: _INTEGRAL + _FLOATING, float: _FLOATING,
    complex: KINDS["complex floating"],
}


def _numpy_inplace(op: str, a: np.ndarray, b: Any) -> tuple[np.ndarray | None, type | None]:
    """NumPy's result of ``a op= b`` (on a copy), or the exception type it raises."""
    out = a.copy()
    try:
        with np.errstate(all="ignore"):
            out = getattr(operator, op)(out, b)
    except Exception as e:  # the reference's refusal is the expectation
        return None, type(e)
    return out, None


def _numpy_binary_refuses(op: str, a: np.ndarray, b: Any) -> bool:
    try:
        getattr(operator, {"iand": "and_", "ior": "or_"}.get(op, op[1:]))(a, b)
    except TypeError:
        return True
    return False


def _binary_keeps_dtype(op: str, backend: Backend, a: np.ndarray, b: Any) -> bool:
    t = astensor(backend.asarray(a))
    other = astensor(backend.asarray(b)) if isinstance(b, np.ndarray) else b
    out = getattr(operator, {"iand": "and_", "ior": "or_"}.get(op, op[1:]))(t, other)
    return dtype_name(out) == a.dtype.name


def _ours(op: str, backend: Backend, a: np.ndarray, b: Any) -> tuple[Any, BaseException | None]:
    t = astensor(backend.asarray(a))
    other = astensor(backend.asarray(b)) if isinstance(b, np.ndarray) else b
    same = t
    try:
        out = getattr(operator, op)(t, other)
    except Exception as e:
        return None, e
    assert out is same, f"{op} returned a new Tensor"
    return out, None


def _binary_error(op: str, backend: Backend, a: np.ndarray, b: Any) -> BaseException | None:
    """The exception the operator itself (not in place) raises on Tensors, if any."""
    t = astensor(backend.asarray(a))
    other = astensor(backend.asarray(b)) if isinstance(b, np.ndarray) else b
    try:
        getattr(operator, {"iand": "and_", "ior": "or_"}.get(op, op[1:]))(t, other)
    except Exception as e:
        return e
    return None


def _check(op: str, backend: Backend, a: np.ndarray, b: Any, defined: bool) -> str | None:
    """None when our ``a op= b`` agrees with NumPy's, else a description of the mismatch.

    ``defined`` says whether the standard defines the operator for these dtypes; where it
    does not (``-`` on booleans, say), the backend namespace may refuse the operation
    where NumPy computes it, and the in-place operator then refuses it the same way as the
    operator itself (the facade adds no refusal of its own there).
    """
    expected, refused = _numpy_inplace(op, a, b)
    got, error = _ours(op, backend, a, b)
    where = f"{a.dtype} {op} {b.dtype if isinstance(b, np.ndarray) else repr(b)}"
    if error is not None and not defined and not isinstance(error, TypeError):
        binary = _binary_error(op, backend, a, b)
        if binary is not None and type(binary) is type(error):
            return None  # the namespace refuses the operator itself
    if refused is not None:
        if error is None and not defined and (_numpy_binary_refuses(op, a, b)
                                              or _binary_keeps_dtype(op, backend, a, b)):
            # Outside the standard: NumPy lacks the operator for these dtypes, or the
            # namespace's operator gives the left dtype itself (bool ** bool), so no cast
            # is involved; the namespace decides.
            return None
        if error is None:
            return f"{where}: NumPy raises {refused.__name__}, ours gave {to_numpy(got.raw)}"
        if issubclass(refused, TypeError) and not isinstance(error, TypeError):
            return f"{where}: NumPy raises TypeError, ours {type(error).__name__}: {error}"
        return None
    if error is not None:
        if not defined and isinstance(error, TypeError):
            return None
        return f"{where}: NumPy gives {expected}, ours raises {type(error).__name__}: {error}"
    assert expected is not None
    if dtype_name(got) != a.dtype.name or tuple(got.shape) != a.shape:
        return f"{where}: dtype/shape {dtype_name(got)} {got.shape}, expected {a.dtype} {a.shape}"
    actual = to_numpy(got.raw)
    if a.dtype.kind in "fc":
        # Correctly rounded up to a few units in the last place (pow and complex division
        # are not exact in every library).
        close = np.allclose(actual, expected, rtol=4 * float(np.finfo(a.dtype).eps), atol=0)
    else:
        close = np.array_equal(actual, expected)
    if not close:
        return f"{where}: {actual.tolist()} != NumPy {expected.tolist()}"
    return None


def _kind(name: str) -> str:
    return next(k for k in ("bool", "unsigned integer", "signed integer", "real floating",
                            "complex floating") if name in KINDS[k])


@pytest.mark.parametrize("op", list(_OPERATORS))
def test_inplace_operator_matches_numpy_for_every_dtype_pair(backend: Backend, op: str) -> None:
    if backend.name == "jax" and op not in _JAX_OPERATORS:
        pytest.skip("JAX runs one operator per class (compile time)")
    names = [n for n in DTYPE_NAMES if backend.supports(n)]
    mismatches = []
    for da in names:
        for db in names:
            defined = da in _OPERATORS[op] and db in _OPERATORS[op]
            mismatch = _check(op, backend, _A.astype(da), _B.astype(db), defined)
            if mismatch:
                mismatches.append(mismatch)
    assert not mismatches, f"{len(mismatches)} mismatches:\n" + "\n".join(mismatches)


@pytest.mark.parametrize("op", list(_OPERATORS))
def test_inplace_operator_matches_numpy_for_python_scalars(backend: Backend, op: str) -> None:
    if op == "imatmul":
        pytest.skip("@ takes no scalar operand")
    if backend.name == "jax" and op not in _JAX_OPERATORS:
        pytest.skip("JAX runs one operator per class (compile time)")
    names = [n for n in DTYPE_NAMES if backend.supports(n)]
    mismatches = []
    for da in names:
        for s in _SCALARS:
            defined = da in _OPERATORS[op] and da in _SCALAR_PARTNERS[type(s)]
            mismatch = _check(op, backend, _A.astype(da), s, defined)
            if mismatch:
                mismatches.append(mismatch)
    assert not mismatches, f"{len(mismatches)} mismatches:\n" + "\n".join(mismatches)


def test_same_kind_rule_is_numpy_can_cast() -> None:
    """The shared rule of the dtype core reproduces numpy.can_cast(..., 'same_kind')."""
    for a in DTYPE_NAMES:
        for b in DTYPE_NAMES:
            assert same_kind_castable(_kind(a), _kind(b)) == np.can_cast(a, b, "same_kind"), (a, b)


def test_float32_plus_float64_keeps_float32_with_rounding(backend: Backend) -> None:
    """The case scikit-learn relies on: float64 computed, rounded once into float32."""
    if not backend.supports("float64"):
        pytest.skip("no float64")
    a = np.array([1.0, 2.0, 3.0], dtype=np.float32)
    b = np.array([1e-9, 1 / 3, 2 ** -30], dtype=np.float64)
    t = astensor(backend.asarray(a))
    t += astensor(backend.asarray(b))
    expected = a.copy()
    expected += b
    assert dtype_name(t) == "float32"
    np.testing.assert_array_equal(to_numpy(t.raw), expected)


def test_integer_narrowing_wraps_as_numpy(backend: Backend) -> None:
    """int8 += int16 computes in int16 and wraps into int8, as NumPy does."""
    a = np.array([100, -100, 5], dtype=np.int8)
    b = np.array([100, -100, 300], dtype=np.int16)
    t = astensor(backend.asarray(a))
    t += astensor(backend.asarray(b))
    expected = a.copy()
    expected += b
    np.testing.assert_array_equal(to_numpy(t.raw), expected)


@pytest.mark.parametrize("shapes", [((3,), (2, 3)), ((1, 3), (3, 3)), ((2, 1), (2, 3))])
def test_inplace_never_changes_shape(backend: Backend, shapes: tuple[tuple[int, ...], ...]
                                     ) -> None:
    sa, sb = shapes
    a, b = np.ones(sa, np.float32), np.ones(sb, np.float32)
    with pytest.raises(ValueError):
        a.copy().__iadd__(b)  # the reference refuses too
    t = astensor(backend.asarray(a))
    with pytest.raises(ValueError, match="shape"):
        t += astensor(backend.asarray(b))
    np.testing.assert_array_equal(to_numpy(t.raw), a)  # unchanged


def test_right_operand_broadcasts(backend: Backend) -> None:
    a = np.arange(6, dtype=np.float32).reshape(2, 3)
    b = np.array([1.0, 2.0, 3.0], dtype=np.float32)
    t = astensor(backend.asarray(a))
    t *= astensor(backend.asarray(b))
    np.testing.assert_array_equal(to_numpy(t.raw), a * b)


def test_inplace_on_mutable_backends_writes_through_views(backend: Backend) -> None:
    """NumPy and PyTorch keep writing into the wrapped buffer, also when the dtype is cast."""
    if backend.name not in ("numpy", "torch") or not backend.supports("float64"):
        pytest.skip("immutable backend or no float64")
    raw = backend.asarray(np.zeros(3, np.float32))
    t = astensor(raw)
    t += astensor(backend.asarray(np.array([0.5, 1.5, 2.5])))
    np.testing.assert_array_equal(to_numpy(raw), [0.5, 1.5, 2.5])


def test_error_names_rule_and_dtypes(backend: Backend) -> None:
    t = astensor(backend.asarray(np.array([1, 2], dtype=np.int32)))
    with pytest.raises(TypeError, match="same-kind"):
        t /= 2
    np.testing.assert_array_equal(to_numpy(t.raw), [1, 2])
