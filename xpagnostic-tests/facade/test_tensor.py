"""The Tensor facade: chaining, operators, indexing and its namespace, on every backend."""

from __future__ import annotations

import subprocess
import sys

import numpy as np
import pytest
from harness import Backend, to_numpy

import xpagnostic
from xpagnostic import Tensor, astensor, astensor_, astensors, astensors_


def _t(backend: Backend, a: np.ndarray) -> Tensor:
    return astensor(backend.asarray(a))


def test_chain_matches_numpy(backend: Backend) -> None:
    a = np.array([[3.0, -4.0], [1.0, 2.0]], dtype=np.float32)
    t = _t(backend, a)
    out = t.square().sum().sqrt()
    assert isinstance(out, Tensor)
    np.testing.assert_allclose(to_numpy(out.raw), np.sqrt((a**2).sum()), rtol=1e-6)
    assert type(out.raw).__module__.split(".")[0] == type(t.raw).__module__.split(".")[0]


@pytest.mark.parametrize("op", ["__add__", "__sub__", "__mul__", "__truediv__", "__pow__",
                                "__radd__", "__rsub__", "__rmul__", "__rtruediv__",
                                "__lt__", "__ge__", "__eq__", "__ne__"])
def test_operators_with_tensors_and_scalars(backend: Backend, op: str) -> None:
    a = np.array([1.0, 2.0, 4.0], dtype=np.float32)
    b = np.array([2.0, 2.0, 0.5], dtype=np.float32)
    ta, tb = _t(backend, a), _t(backend, b)
    np.testing.assert_allclose(to_numpy(getattr(ta, op)(tb).raw), getattr(a, op)(b), rtol=1e-6)
    np.testing.assert_allclose(to_numpy(getattr(ta, op)(3).raw), getattr(a, op)(np.float32(3)),
                               rtol=1e-6)


def test_tensor_with_native_array_of_same_backend(backend: Backend) -> None:
    a = np.array([1.0, 2.0], dtype=np.float32)
    out = _t(backend, a) + backend.asarray(a)
    assert isinstance(out, Tensor)
    np.testing.assert_array_equal(to_numpy(out.raw), 2 * a)


def test_in_place_rebinds(backend: Backend) -> None:
    t = _t(backend, np.array([1.0, 2.0], dtype=np.float32))
    same = t
    t += 1
    t *= 2
    assert t is same
    np.testing.assert_array_equal(to_numpy(t.raw), [4.0, 6.0])


def test_getitem(backend: Backend) -> None:
    a = np.arange(12.0, dtype=np.float32).reshape(3, 4)
    t = _t(backend, a)
    np.testing.assert_array_equal(to_numpy(t[1].raw), a[1])
    np.testing.assert_array_equal(to_numpy(t[:, 1:3].raw), a[:, 1:3])
    np.testing.assert_array_equal(to_numpy(t[..., None, -1].raw), a[..., None, -1])
    assert float(t[2, 3]) == 11.0


_HIGH_RANK_KEYS = [(1, 2, 0, 1, 1, 0, 1, 2, 1, 0), (slice(None, None, -1),), (Ellipsis, 1),
                   (None, 0, Ellipsis, slice(1, 3), None),
                   (slice(0, 1), -1, None, Ellipsis, slice(None, None, 2)), (0,)]


@pytest.mark.parametrize("key", _HIGH_RANK_KEYS, ids=str)
def test_indexing_above_eight_dimensions(backend: Backend, key: tuple[object, ...]) -> None:
    # TensorFlow's StridedSlice kernel stops at 8 dimensions; the facade does not.
    a = np.arange(2 * 3 * 2 * 2 * 2 * 3 * 2 * 2).reshape(2, 3, 1, 2, 2, 1, 2, 3, 2, 2)
    t = _t(backend, a)
    np.testing.assert_array_equal(to_numpy(t[key].raw), a[key])
    t[key] = -1
    expected = a.copy()
    expected[key] = -1
    np.testing.assert_array_equal(to_numpy(t.raw), expected)


def test_slice_bounds_are_tensors_of_any_integer_dtype(backend: Backend) -> None:
    a = np.arange(10, dtype=np.int32)
    t = _t(backend, a)
    for dtype in ("int8", "int16", "uint8", "int32", "int64"):
        lo = _t(backend, np.asarray(2, dtype=dtype))
        hi = _t(backend, np.asarray(7, dtype=dtype))
        np.testing.assert_array_equal(to_numpy(t[lo:hi].raw), a[2:7])
        np.testing.assert_array_equal(to_numpy(t[lo:].raw), a[2:])


def test_setitem_every_backend(backend: Backend) -> None:
    a = np.arange(6.0, dtype=np.float32).reshape(2, 3)
    t = _t(backend, a)
    t[0, 1] = 10.0
    t[1] = 7.0
    expected = a.copy()
    expected[0, 1] = 10.0
    expected[1] = 7.0
    np.testing.assert_array_equal(to_numpy(t.raw), expected)


def test_attributes(backend: Backend) -> None:
    a = np.arange(6.0, dtype=np.float32).reshape(2, 3)
    t = _t(backend, a)
    assert t.shape == (2, 3)
    assert t.ndim == 2
    assert t.size == 6
    np.testing.assert_array_equal(to_numpy(t.mT.raw), a.T)
    np.testing.assert_array_equal(to_numpy(t.T.raw), a.T)
    assert len(t) == 2
    assert [float(r.sum()) for r in t] == [3.0, 12.0]
    np.testing.assert_array_equal(np.asarray(t), a)


def test_namespace_wraps_and_unwraps(backend: Backend) -> None:
    a = np.array([[1.0, 2.0], [3.0, 4.0]], dtype=np.float32)
    t = _t(backend, a)
    xp = t.__array_namespace__()
    assert xp is t.__array_namespace__()
    assert xp.__name__ == f"xpagnostic.tensor.{backend.name}"
    s = xp.sum(t, axis=0)
    assert isinstance(s, Tensor)
    np.testing.assert_array_equal(to_numpy(s.raw), a.sum(axis=0))
    z = xp.zeros((2,), dtype=xp.float32)
    assert isinstance(z, Tensor)
    n = xp.linalg.vector_norm(t)
    np.testing.assert_allclose(float(n), np.linalg.norm(a), rtol=1e-6)


def test_conversions_and_restore_type(backend: Backend) -> None:
    raw = backend.asarray(np.array([1.0, 2.0], dtype=np.float32))
    t, restore = astensor_(raw)
    assert isinstance(t, Tensor)
    back = restore(t + 1)
    assert type(back) is type(raw)
    t2, restore2 = astensor_(t)
    assert isinstance(restore2(t2), Tensor)
    (x, y), restore3 = astensors_(raw, raw)
    assert all(type(restore3(v)) is type(raw) for v in (x, y))
    assert astensor(t) is t
    assert all(isinstance(v, Tensor) for v in astensors(raw, raw))


def test_errors() -> None:
    torch = pytest.importorskip("torch")
    with pytest.raises(TypeError, match=r"numpy.*torch"):
        astensor(np.ones(1)) + astensor(torch.ones(1))
    with pytest.raises(TypeError):
        astensor([1, 2, 3])


def test_import_still_imports_no_framework() -> None:
    out = subprocess.run(
        [sys.executable, "-c",
         "import sys, xpagnostic; xpagnostic.Tensor; print(sorted(m for m in "
         "('numpy', 'torch', 'jax', 'tensorflow') if m in sys.modules))"],
        capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_scalar_conversions(backend: Backend) -> None:
    t = _t(backend, np.array(3.0, dtype=np.float32))
    assert float(t) == 3.0
    assert int(_t(backend, np.array(3))) == 3
    assert bool(_t(backend, np.array(True)))
    assert xpagnostic.get_namespace(t) is t.__array_namespace__()


def test_namespace_wraps_named_tuple_results(backend: Backend) -> None:
    """Tuple results come back as Tensors, whatever tuple type the backend returns
    (PyTorch returns ``torch.return_types`` struct sequences, not named tuples)."""
    a = np.array([[3.0, 1.0], [1.0, 2.0], [0.0, 1.0]], dtype=np.float32)
    xp = _t(backend, a).__array_namespace__()
    u, s, vh = res = xp.linalg.svd(_t(backend, a), full_matrices=False)
    assert all(isinstance(v, Tensor) for v in (u, s, vh, res.U, res.S, res.Vh))
    np.testing.assert_allclose(to_numpy(s.raw), np.linalg.svd(a, compute_uv=False), rtol=1e-5)
    np.testing.assert_allclose(to_numpy((u * s @ vh).raw), a, atol=1e-5)
    sign, logabsdet = xp.linalg.slogdet(_t(backend, a[:2]))
    assert isinstance(sign, Tensor) and isinstance(logabsdet, Tensor)
    np.testing.assert_allclose(float(logabsdet), np.log(5.0), rtol=1e-6)


NEGATIVE_STEP_KEYS = [
    (slice(None), slice(None, None, -1)),
    (Ellipsis, slice(None, None, -2)),
    (slice(None, None, -1), None, 1, slice(3, 0, -1)),
    (0, Ellipsis, slice(-1, -6, -3)),
    slice(None, None, -1),
    (slice(5, None, -1),),
    (None, slice(1, 1, -1)),
]


@pytest.mark.parametrize("key", NEGATIVE_STEP_KEYS, ids=repr)
def test_negative_steps(backend: Backend, key: object) -> None:
    """Negative slice steps read and write like NumPy (PyTorch rejects them natively)."""
    a = np.arange(60, dtype=np.int32).reshape(3, 4, 5)
    np.testing.assert_array_equal(to_numpy(_t(backend, a)[key].raw), a[key])
    expected = a.copy()
    values = -np.arange(a[key].size, dtype=np.int32).reshape(a[key].shape)
    expected[key] = values
    t = _t(backend, a)
    t[key] = backend.asarray(values)
    np.testing.assert_array_equal(to_numpy(t.raw), expected)
    expected[key] = 7
    t[key] = 7
    np.testing.assert_array_equal(to_numpy(t.raw), expected)


_A = np.arange(60, dtype=np.int32).reshape(3, 4, 5)
ARRAY_KEYS = [
    (np.array([0, 2, -1]),),
    (1, np.array([0, -1])),
    (np.array([[0], [2]]), np.array([1, -2])),
    (np.array([0, 1]), np.array([1, 2]), np.array([3, 4])),
    (np.array(0), np.array(2)),
    (slice(1, 3), np.array([0, 3])),
    (slice(None), 1, np.array([4, 0, 2])),
    _A[..., 0] > 20,
    _A > 30,
    np.array(True),
    np.array(False),
]


@pytest.mark.parametrize("key", ARRAY_KEYS, ids=lambda k: repr(k).replace("\n", ""))
def test_array_indices_read_and_write(backend: Backend, key: object) -> None:
    """Integer-array and boolean-mask keys, read and written, on every backend (NumPy as
    the reference); on TensorFlow they go through gathers and scatters."""
    def native(k: object) -> object:
        if isinstance(k, tuple):
            return tuple(native(v) for v in k)
        return backend.asarray(k) if isinstance(k, np.ndarray) else k

    k = native(key)
    np.testing.assert_array_equal(to_numpy(_t(backend, _A)[k].raw), _A[key])  # type: ignore[index]
    expected = _A.copy()
    selected = _A[key]  # type: ignore[index]
    values = -np.arange(selected.size, dtype=np.int32).reshape(selected.shape)
    expected[key] = values  # type: ignore[index]
    t = _t(backend, _A)
    t[k] = backend.asarray(values)
    np.testing.assert_array_equal(to_numpy(t.raw), expected)


# Functions whose first parameter is not one array: a sequence of arrays, an object to
# convert, or a dtype (they stay namespace functions).
_NOT_METHODS = {"asarray", "from_dlpack", "concat", "stack", "meshgrid", "broadcast_arrays",
                "can_cast", "result_type", "finfo", "iinfo", "isdtype"}


def test_every_array_first_function_is_a_method() -> None:
    """Each standard function (linalg and fft under flat names) taking one array first has a
    method of that name on Tensor."""
    import inspect

    import array_api_strict as strict

    missing = []
    for module in (strict, strict.linalg, strict.fft):
        for name in dir(module):
            fn = getattr(module, name)
            if name.startswith("_") or name in _NOT_METHODS or not inspect.isfunction(fn):
                continue
            params = list(inspect.signature(fn).parameters.values())
            if params and params[0].name in ("x", "x1", "a") and not hasattr(Tensor, name):
                missing.append(name)
    assert missing == []


def test_new_methods_match_numpy(backend: Backend) -> None:
    a = np.array([[2.0, 1.0], [1.0, 3.0]], dtype=np.float32)
    t = _t(backend, a)
    np.testing.assert_array_equal(to_numpy(t.tril().raw), np.tril(a))
    np.testing.assert_array_equal(to_numpy(t.triu(k=1).raw), np.triu(a, k=1))
    np.testing.assert_array_equal(to_numpy(t.isin(_t(backend, np.array([1.0, 3.0],
                                                                     dtype=np.float32))).raw),
                                  np.isin(a, [1.0, 3.0]))
    np.testing.assert_array_equal(to_numpy(t.full_like(7.0).raw), np.full_like(a, 7.0))
    assert to_numpy(t.zeros_like().raw).sum() == 0 and t.ones_like().sum().__float__() == 4.0
    assert t.empty_like().shape == (2, 2)
    np.testing.assert_allclose(np.sort(to_numpy(t.eigvalsh().raw)),
                               np.linalg.eigvalsh(a), rtol=1e-5)
    expected = np.sort((5 + np.array([-1.0, 1.0]) * np.sqrt(5)) / 2)  # eigenvalues of a
    np.testing.assert_allclose(np.sort(to_numpy(t.eigvals().raw).real), expected, rtol=1e-5)
    w, v = t.eig()
    assert isinstance(w, Tensor) and isinstance(v, Tensor)
    vn = to_numpy(v.raw)
    np.testing.assert_allclose(a @ vn, vn * to_numpy(w.raw), rtol=1e-5, atol=1e-5)


def test_asarray_without_copy_shares_the_tensor(backend: Backend) -> None:
    """``xp.asarray(t, copy=False)`` sees later writes to ``t`` on every backend (on JAX and
    TensorFlow by returning the same Tensor); ``copy=True`` does not."""
    t = _t(backend, np.zeros(3, dtype=np.float32))
    xp = t.__array_namespace__()
    shared, copied = xp.asarray(t, copy=False), xp.asarray(t, copy=True)
    t[1] = 2.5
    assert float(shared[1]) == 2.5 and float(copied[1]) == 0.0
    assert xp.asarray(t, dtype=xp.int32).dtype == xp.int32


def test_setitem_keeps_float64_precision(backend: Backend) -> None:
    if not backend.supports("float64"):
        pytest.skip("no float64")
    t = _t(backend, np.zeros(2, dtype=np.float64))
    t[0] = 557135447187162.0  # not representable in float32
    assert to_numpy(t.raw)[0] == 557135447187162.0
