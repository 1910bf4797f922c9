"""Indexing Tensors by what client code holds, on every backend, with NumPy as reference.

Integer and boolean index arrays come as NumPy arrays (scikit-learn's splitters hand out
``numpy.int64`` arrays), as Python lists, or as native arrays of the Tensor's backend, in
every integer dtype the backend has; they combine with integers, slices, ``None`` and
``...`` as NumPy allows.  Reads and writes are both checked.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from harness import Backend, to_numpy

from xpagnostic import astensor

_X = np.arange(120, dtype=np.float32).reshape(4, 5, 6)
_ROWS = np.array([3, 0, -1, 2])
_MASK0 = np.array([True, False, True, True])
_MASK01 = _X[..., 0] > 40

#: Keys built from index arrays ``i`` (integers) and ``m`` (booleans) by a converter.
_KEYS: dict[str, Callable[[Callable[[np.ndarray], Any]], Any]] = {
    "rows": lambda c: c(_ROWS),
    "rows, ...": lambda c: (c(_ROWS), ...),
    "rows, :": lambda c: (c(_ROWS), slice(None)),
    ":, cols": lambda c: (slice(None), c(np.array([4, 0]))),
    "..., cols": lambda c: (..., c(np.array([5, 0, 1]))),
    "int, :, cols": lambda c: (1, slice(None), c(np.array([0, 2]))),
    "rows, :, int": lambda c: (c(np.array([0, 2])), slice(None), 1),
    ":, int, cols": lambda c: (slice(None), 1, c(np.array([0, 2]))),
    "None, rows": lambda c: (None, c(np.array([0, 1]))),
    "rows, None, cols": lambda c: (c(np.array([0, 1])), None, c(np.array([2, 3]))),
    "rows2d, cols": lambda c: (c(np.array([[0], [3]])), c(np.array([1, 2, 4]))),
    "1:3, cols, ::2": lambda c: (slice(1, 3), c(np.array([4, 1])), slice(None, None, 2)),
    "mask": lambda c: c(_MASK0),
    "mask, ...": lambda c: (c(_MASK0), ...),
    "mask, :, int": lambda c: (c(_MASK0), slice(None), 2),
    ":, mask": lambda c: (slice(None), c(np.array([True, False, False, True, True]))),
    "mask2d": lambda c: c(_MASK01),
    "mask2d, cols": lambda c: (c(_MASK01), c(np.array([0]))),
    "mask3d": lambda c: c(_X > 100),
    "empty": lambda c: c(np.zeros(0, dtype=np.int64)),
    "True": lambda c: True,
    "False, ...": lambda c: (False, ...),
}


def _numpy(a: np.ndarray) -> Any:
    return a


def _list(a: np.ndarray) -> Any:
    return a.tolist()


def _converters(backend: Backend) -> dict[str, Callable[[np.ndarray], Any]]:
    out: dict[str, Callable[[np.ndarray], Any]] = {"numpy": _numpy, "list": _list,
                                                   "native": backend.asarray}
    for name in ("int8", "int16", "int32", "uint8", "uint16", "uint32", "uint64"):
        if backend.supports(name):
            out[f"numpy-{name}"] = _numpy_as(name)
            out[f"native-{name}"] = _native_as(backend, name)
    return out


def _numpy_as(name: str) -> Callable[[np.ndarray], Any]:
    def convert(a: np.ndarray) -> Any:
        return a if a.dtype == np.bool_ else (a % 4).astype(name)
    return convert


def _native_as(backend: Backend, name: str) -> Callable[[np.ndarray], Any]:
    def convert(a: np.ndarray) -> Any:
        return backend.asarray(a if a.dtype == np.bool_ else (a % 4).astype(name))
    return convert


def _reference_key(key: Any) -> Any:
    """The key as NumPy takes it (natives converted back)."""
    if isinstance(key, tuple):
        return tuple(_reference_key(k) for k in key)
    if isinstance(key, list):
        return np.asarray(key, dtype=np.intp if not key else None)
    if key is None or key is Ellipsis or isinstance(key, (bool, int, slice, np.ndarray)):
        return key
    return to_numpy(key)


@pytest.mark.parametrize("key_name", list(_KEYS))
def test_getitem_and_setitem_match_numpy(backend: Backend, key_name: str) -> None:
    failures = []
    for conv_name, conv in _converters(backend).items():
        key = _KEYS[key_name](conv)
        if conv_name == "list" and key_name == "mask3d":
            continue  # nested lists of booleans work too, but read as one mask here
        ref = _reference_key(key)
        where = f"{key_name} as {conv_name}"
        expected = _X[ref]
        try:
            got = to_numpy(astensor(backend.asarray(_X))[key].raw)
        except Exception as e:
            failures.append(f"{where}: read raises {type(e).__name__}: {e}")
            continue
        if got.shape != expected.shape or not np.array_equal(got, expected):
            failures.append(f"{where}: read {got.shape} != NumPy {expected.shape}")
        written = _X.copy()
        values = -1.0 - np.arange(expected.size, dtype=np.float32).reshape(expected.shape)
        written[ref] = values
        t = astensor(backend.asarray(_X))
        try:
            t[key] = backend.asarray(values)
        except Exception as e:
            failures.append(f"{where}: write raises {type(e).__name__}: {e}")
            continue
        if not np.array_equal(to_numpy(t.raw), written):
            failures.append(f"{where}: write differs from NumPy")
        t = astensor(backend.asarray(_X))
        t[key] = 7.0
        written = _X.copy()
        written[ref] = 7.0
        if not np.array_equal(to_numpy(t.raw), written):
            failures.append(f"{where}: scalar write differs from NumPy")
    assert not failures, "\n".join(failures)


def test_cross_validation_split_idiom(backend: Backend) -> None:
    """What a scikit-learn splitter does: NumPy int64 train/test indices into X and y."""
    X = np.arange(40, dtype=np.float32).reshape(20, 2)
    y = np.arange(20) % 3
    train = np.arange(15, 20, dtype=np.int64)
    test = np.array([0, 4, 9], dtype=np.int64)
    tX, ty = astensor(backend.asarray(X)), astensor(backend.asarray(y))
    np.testing.assert_array_equal(to_numpy(tX[train].raw), X[train])
    np.testing.assert_array_equal(to_numpy(tX[test, ...].raw), X[test, ...])
    np.testing.assert_array_equal(to_numpy(ty[test].raw), y[test])
    mask = y == 1
    np.testing.assert_array_equal(to_numpy(tX[mask].raw), X[mask])


def test_boolean_mask_with_wrong_shape_raises(backend: Backend) -> None:
    t = astensor(backend.asarray(_X))
    with pytest.raises(IndexError):
        _X[np.array([True, False])]  # the reference refuses too
    with pytest.raises((IndexError, ValueError)):
        t[np.array([True, False])]
