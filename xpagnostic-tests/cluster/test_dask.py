"""xpagnostic.dask: lazy graphs, and the agnostic functions on a real dask.distributed cluster.

The namespace tests compute with Dask's synchronous scheduler and compare with NumPy.  The
cluster tests start two worker processes on the loopback interface (no dashboard), run
the functions of ``python -m xpagnostic``, a facade chain and scikit-learn's PCA on them,
and kill a worker in the middle of a computation.  Every wait has a timeout, so nothing
can hang.
"""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

da = pytest.importorskip("dask.array")
dask = pytest.importorskip("dask")
distributed = pytest.importorskip("distributed")

import xpagnostic  # noqa: E402
import xpagnostic.dask as xp  # noqa: E402
from xpagnostic.__main__ import norm, regression_step  # noqa: E402

#: Seconds any single cluster operation may take on a loaded machine before the test fails.
TIMEOUT = 60


class RefusingScheduler:
    """A Dask scheduler that computes nothing: counts calls and raises."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, dsk: Any, keys: Any, **kwargs: Any) -> Any:
        self.calls += 1
        raise AssertionError("a graph was computed where none should be")


def compute(x: Any) -> Any:
    return dask.compute(x, scheduler="synchronous")[0]


def lazy(a: np.ndarray, chunks: Any = 2) -> Any:
    return da.from_array(a, chunks=chunks)


# -- the namespace -------------------------------------------------------------------------


def test_get_namespace_returns_ours() -> None:
    x = lazy(np.arange(4.0))
    assert xpagnostic.get_namespace(x) is xp
    assert xpagnostic.get_namespace(x, x + 1) is xp
    assert xpagnostic.backend_of(x) == "dask"
    with pytest.raises(TypeError, match="several backends"):
        xpagnostic.get_namespace(x, np.arange(4.0))


def test_info_tells_the_truth() -> None:
    info = xp.__array_namespace_info__()
    assert info.devices() == ("cpu",)
    assert info.default_device() == "cpu"
    x = xp.ones((2, 2))
    import array_api_compat

    assert array_api_compat.device(x) in info.devices()
    assert set(info.dtypes()) == {"bool", "int8", "int16", "int32", "int64", "uint8", "uint16",
                                  "uint32", "uint64", "float32", "float64", "complex64",
                                  "complex128"}
    assert info.default_dtypes()["real floating"] == np.float64
    assert xp.asarray(1.0).dtype == info.default_dtypes()["real floating"]
    assert xp.arange(3).dtype == info.default_dtypes()["integral"]
    assert info.capabilities()["data-dependent shapes"] is True
    with pytest.raises(ValueError, match="unknown device"):
        info.dtypes(device="gpu")


def test_autodiff_raises_the_numpy_error() -> None:
    import xpagnostic.numpy as xnp

    def loss(w: Any) -> Any:
        return xp.sum(w * w)

    with pytest.raises(NotImplementedError, match="dask backend cannot differentiate") as err:
        xp.autodiff.grad(loss)(xp.ones(3))
    for name in ("torch", "jax", "tensorflow"):
        assert name in str(err.value)
    with pytest.raises(NotImplementedError) as np_err:
        xnp.autodiff.grad(loss)(np.ones(3))
    def generic(msg: str, backend: str) -> str:
        return msg.replace(f"xpagnostic.{backend}.", "xpagnostic.X.").replace(
            f"the {backend} backend", "the X backend")

    assert generic(str(err.value), "dask") == generic(str(np_err.value), "numpy")


def _graphs(x: Any, s: Any, b: Any, i: Any) -> dict[str, Any]:
    """Namespace calls covering every chapter, on Dask inputs; nothing may compute."""
    return {
        "sum": xp.sum(x, axis=0),
        "mean": xp.mean(x),
        "std": xp.std(x, correction=1),
        "floor_divide": xp.floor_divide(x, 0.75),
        "expm1": xp.expm1(x),
        "tanh": xp.tanh(x),
        "floor(int)": xp.floor(i),
        "matmul": xp.matmul(x, x.T),
        "vecdot": xp.vecdot(x, x),
        "tensordot": xp.tensordot(x, x, axes=2),
        "sort": xp.sort(x, axis=0, descending=True),
        "argsort": xp.argsort(x, axis=1),
        "cumulative_sum": xp.cumulative_sum(x, axis=1),
        "take_along_axis": xp.take_along_axis(x, xp.argsort(x, axis=1), axis=1),
        "searchsorted": xp.searchsorted(xp.sort(x[0]), x[1]),
        "expand_dims": xp.expand_dims(x, axis=(0, 2)),
        "repeat": xp.repeat(x, 2, axis=1),
        "eye": xp.eye(4, 5, k=1),
        "where": xp.where(b, x, -x),
        "det": xp.linalg.det(s),
        "inv": xp.linalg.inv(s),
        "solve": xp.linalg.solve(s, x[:, :3]),
        "eigvalsh": xp.linalg.eigvalsh(s),
        "slogdet.logabsdet": xp.linalg.slogdet(s).logabsdet,
        "cholesky": xp.linalg.cholesky(s, upper=True),
        "qr.R": xp.linalg.qr(x).R,
        "svdvals": xp.linalg.svdvals(x),
        "pinv": xp.linalg.pinv(x),
        "matrix_rank": xp.linalg.matrix_rank(x),
        "matrix_norm": xp.linalg.matrix_norm(x, ord="nuc"),
        "cross": xp.linalg.cross(x[:, :3], x[:, 1:4]),
        "fft": xp.fft.fft(x, axis=1),
        "astype": xp.astype(x, xp.float32),
        "result_type": xp.result_type(x, i),
        "can_cast": xp.can_cast(i, xp.int8),
    }


def _expected(x: Any, s: Any, b: Any, i: Any) -> dict[str, Any]:
    """The same results from NumPy (and xpagnostic.numpy for its special-case fixes)."""
    import xpagnostic.numpy as xn

    return {
        "sum": np.sum(x, axis=0),
        "mean": np.mean(x),
        "std": np.std(x, ddof=1),
        "floor_divide": xn.floor_divide(x, 0.75),
        "expm1": np.expm1(x),
        "tanh": np.tanh(x),
        "floor(int)": i,
        "matmul": x @ x.T,
        "vecdot": np.sum(x * x, axis=-1),
        "tensordot": np.tensordot(x, x, axes=2),
        "sort": -np.sort(-x, axis=0),
        "argsort": np.argsort(x, axis=1, kind="stable"),
        "cumulative_sum": np.cumsum(x, axis=1),
        "take_along_axis": np.sort(x, axis=1),
        "searchsorted": np.searchsorted(np.sort(x[0]), x[1]),
        "expand_dims": x[None, :, None],
        "repeat": np.repeat(x, 2, axis=1),
        "eye": np.eye(4, 5, k=1),
        "where": np.where(b, x, -x),
        "det": np.linalg.det(s),
        "inv": np.linalg.inv(s),
        "solve": np.linalg.solve(s, x[:, :3]),
        "eigvalsh": np.linalg.eigvalsh(s),
        "slogdet.logabsdet": np.linalg.slogdet(s)[1],
        "cholesky": np.linalg.cholesky(s).swapaxes(-1, -2),
        "qr.R": np.linalg.qr(x)[1],
        "svdvals": np.linalg.svd(x, compute_uv=False),
        "pinv": np.linalg.pinv(x),
        "matrix_rank": np.linalg.matrix_rank(x),
        "matrix_norm": np.linalg.norm(x, ord="nuc"),
        "cross": np.cross(x[:, :3], x[:, 1:4]),
        "fft": np.fft.fft(x, axis=1),
        "astype": x.astype(np.float32),
        "result_type": np.float64,
        "can_cast": False,
    }


def test_namespace_builds_graphs_without_computing() -> None:
    rng = np.random.default_rng(0)
    x = rng.standard_normal((4, 4))
    a = rng.standard_normal((3, 4, 4))
    s = a @ a.swapaxes(-1, -2) + 4 * np.eye(4)
    b = x > 0
    i = rng.integers(-5, 5, (4, 4))
    refuse = RefusingScheduler()
    with dask.config.set(scheduler=refuse):
        got = _graphs(lazy(x), lazy(s, (2, 3, 3)), lazy(b), lazy(i))
    assert refuse.calls == 0
    expected = _expected(x, s, b, i)
    for name, value in got.items():
        if isinstance(value, (bool, np.dtype, type)):
            assert value == expected[name], name
            continue
        assert isinstance(value, da.Array), name
        out = compute(value)
        # Same dtype as NumPy's, then the same values (QR's R and pinv up to sign and rounding).
        assert out.dtype == np.asarray(expected[name]).dtype, name
        if name == "qr.R":
            np.testing.assert_allclose(np.abs(out), np.abs(expected[name]), atol=1e-12)
        else:
            np.testing.assert_allclose(out, expected[name], rtol=1e-10, atol=1e-12, err_msg=name)


def test_python_values_are_the_only_computes() -> None:
    x = lazy(np.array([3.0, 4.0, 12.0]), 1)
    refuse = RefusingScheduler()
    with dask.config.set(scheduler=refuse):
        n = norm(x)
        with pytest.raises(AssertionError, match="a graph was computed"):
            float(n)
    assert refuse.calls == 1
    assert float(n) == 13.0
    assert int(xp.sum(xp.astype(x > 3.5, xp.int64))) == 2
    assert bool(xp.all(x > 0)) is True


def test_data_dependent_sizes_are_unknown_until_computed() -> None:
    x = lazy(np.array([0.0, 2.0, 0.0, 5.0, 2.0, 7.0]))
    refuse = RefusingScheduler()
    with dask.config.set(scheduler=refuse):
        (idx,) = xp.nonzero(x)
        masked = x[x > 1]
        values = xp.unique_values(x)
    assert refuse.calls == 0
    for arr in (idx, masked, values):
        assert np.isnan(arr.shape[0])
    assert xp.broadcast_shapes(masked.shape, (1,)) == (None,)
    np.testing.assert_array_equal(compute(idx), [1, 3, 4, 5])
    np.testing.assert_array_equal(compute(masked), [2.0, 5.0, 2.0, 7.0])
    np.testing.assert_array_equal(compute(values), [0.0, 2.0, 5.0, 7.0])


def test_facade_chains_lazily_and_assigns() -> None:
    raw = np.arange(6.0).reshape(2, 3)
    refuse = RefusingScheduler()
    with dask.config.set(scheduler=refuse):
        t = xpagnostic.astensor(lazy(raw, 1))
        r = (t.square().sum(axis=1) + 1.0).sqrt()
        t[0, 1] = 100.0
        t[:, ::-1] += 1.0
    assert refuse.calls == 0
    assert isinstance(r.raw, da.Array)
    np.testing.assert_allclose(compute(r.raw), np.sqrt((raw**2).sum(axis=1) + 1.0))
    expected = raw.copy()
    expected[0, 1] = 100.0
    expected += 1.0
    np.testing.assert_array_equal(compute(t.raw), expected)
    assert t.__array_namespace__().__name__ == "xpagnostic.tensor.dask"
    assert t.device == "cpu"


# -- the facade's integer-array indexing ---------------------------------------------------

#: Indexed by the tests below: four axes of different lengths, several chunks along each.
_IX = np.arange(6 * 5 * 7 * 4, dtype=np.float32).reshape(6, 5, 7, 4)
_IX_CHUNKS = (4, 2, 3, 3)
_I = np.array([0, -1, 3, -6, 5])  # axis 0, negative entries included
_J = np.array([[1], [-2], [4]])  # broadcasts with _I to (3, 5)
_K = np.array([[6, 0, -7, 2, -1]])  # axis 2

#: Key name -> key of integers, slices, None, ... and NumPy index arrays (converted per test).
_ARRAY_KEYS: dict[str, tuple[Any, ...]] = {
    "1-d": (_I,),
    "2-d": (_J,),
    "3-d": (np.array([[[0, 5], [-1, 2]]]),),
    "two 1-d": (_I, np.array([0, 4, -1, 2, 3])),
    "broadcast 1-d, 2-d": (_I, _J),
    "three broadcast": (_I, _J, _K),
    "all four axes": (_I, _J, _K, np.array([3, -4, 0, 1, 2])),
    "1-d, int": (_I, 2),
    "int, 2-d": (-1, _J),
    "2-d, int, 2-d": (np.array([[1], [-2]]), 2, np.array([[0, 6, -3]])),
    "adjacent after a slice": (slice(None), _J, np.array([0, -1, 6])),
    "adjacent after slices and None": (slice(1, None, 2), None, np.array([[0], [4]]),
                                       np.array([6, -7])),
    "adjacent before a slice": (_I, _J, slice(None, None, -2)),
    "adjacent with an int, after a slice": (slice(None), 3, np.array([0, -1, 6])),
    "separated by a slice": (_I, slice(1, 4), _J),
    "separated by ...": (_I, ..., np.array([[0], [3]])),
    "separated by None": (slice(None), np.array([0, 4]), None, np.array([1, 6])),
    "int, slice, 1-d": (1, slice(None), np.array([0, -1, 6])),
    "slice, int, slice, 1-d": (slice(None), 2, slice(None), np.array([3, 0, -4])),
    "1-d, slice, int": (_I, slice(None), 0),
    "..., 2-d, 2-d": (..., np.array([[0], [6]]), np.array([[3, -1]])),
    "None, 2-d, ...": (None, _J, ...),
    "None, slice, 1-d": (None, slice(0, -1), np.array([0, 2, -1])),
    "1-d, None, slice": (_I, None, slice(None, None, -1)),
    "slice leaving empty chunks, 2-d, int": (3, slice(1, 3, 2), np.array([[1, 2, 0]]), 1),
    "int, slice leaving empty chunks, None, 1-d": (-1, slice(1, 3, 2), None, None,
                                                  np.array([1, 2, 1])),
    "0-d arrays and 1-d": (np.array(2), slice(None), np.array([1, -1])),
    "empty": (np.zeros((0, 2), dtype=np.int64), np.array([1, 0])),
    "empty, slice, 2-d": (slice(None), np.zeros((0, 1), dtype=np.int64), slice(2, 5), _K),
}


def _index_as(kind: str, a: np.ndarray, n: int) -> Any:
    """Index array ``a`` (the ``n``-th of its key) as client code may hold it."""
    if kind == "numpy":
        return a
    if kind == "list":
        return a.tolist()
    native = da.from_array(a, chunks=tuple(max(1, -(-s // 2)) for s in a.shape) or ())
    if kind == "dask":
        return native
    if kind == "tensor":
        return xpagnostic.astensor(native)
    # "mixed": every other index array Dask, the rest NumPy.
    return native if n % 2 == 0 else a


@pytest.mark.parametrize("kind", ["numpy", "list", "dask", "tensor", "mixed"])
@pytest.mark.parametrize("name", list(_ARRAY_KEYS))
def test_facade_integer_array_keys_gather_as_numpy_lazily(name: str, kind: str) -> None:
    key = _ARRAY_KEYS[name]
    if kind == "list" and any(isinstance(k, np.ndarray) and (k.ndim == 0 or k.size == 0)
                              for k in key):
        pytest.skip("a list cannot say the shape of a 0-d or empty index")
    arrays = iter(range(len(key)))
    converted = tuple(_index_as(kind, k, next(arrays)) if isinstance(k, np.ndarray) else k
                      for k in key)
    expected = _IX[key]
    refuse = RefusingScheduler()
    with dask.config.set(scheduler=refuse):
        t = xpagnostic.astensor(lazy(_IX, _IX_CHUNKS))
        out = t[converted]
    assert refuse.calls == 0
    assert isinstance(out.raw, da.Array)
    assert out.raw.shape == expected.shape
    assert out.raw.dtype == expected.dtype
    got = compute(out.raw)
    assert got.shape == expected.shape
    assert got.dtype == expected.dtype
    np.testing.assert_array_equal(got, expected)


@pytest.mark.parametrize("dtype", ["int8", "int16", "int32", "int64", "uint8", "uint16",
                                   "uint32", "uint64"])
@pytest.mark.parametrize("kind", ["numpy", "dask"])
def test_facade_index_arrays_of_every_integer_dtype(dtype: str, kind: str) -> None:
    raw = (np.arange(5 * 3 * 6) % 7).astype(np.int16).reshape(5, 3, 6)
    rows = np.array([[4], [0], [2]], dtype=dtype)
    cols = np.array([5, 1, 0, 3], dtype=dtype)
    key = (rows, 1, cols) if kind == "numpy" else (da.from_array(rows, chunks=2), 1,
                                                   da.from_array(cols, chunks=3))
    t = xpagnostic.astensor(lazy(raw, (2, 2, 4)))
    expected = raw[rows, 1, cols]
    assert expected.shape == (3, 4)
    for out in (compute(t[key].raw), compute(t[:, 1][key[0], key[2]].raw)):
        assert out.shape == expected.shape
        assert out.dtype == expected.dtype
        np.testing.assert_array_equal(out, expected)


@pytest.mark.parametrize("dtype", ["bool", "int16", "uint64", "float32", "complex128"])
def test_facade_array_keys_keep_the_dtype(dtype: str) -> None:
    raw = (np.arange(24) % 5).astype(dtype).reshape(4, 6)
    t = xpagnostic.astensor(lazy(raw, (3, 4)))
    key = (np.array([[0], [-1]]), np.array([5, 0, -2]))
    out = compute(t[key].raw)
    assert out.dtype == raw.dtype
    np.testing.assert_array_equal(out, raw[key])
    dkey = tuple(da.from_array(k, chunks=1) for k in key)
    out = compute(t[dkey].raw)
    assert out.dtype == raw.dtype
    np.testing.assert_array_equal(out, raw[key])


@pytest.mark.parametrize("key", [
    (np.array([0, 2]),),
    (slice(None), np.array([0, -1, 4]), slice(1, 3)),
    (1, np.array([0, 2]), slice(None)),
    (slice(None), 1, np.array([0, 2])),
    (np.array([0, 2]), slice(None), 1),
    (np.array([True, False, True, True, False, False]),),
], ids=repr)
def test_facade_keys_dask_indexes_itself_go_straight_to_dask(key: tuple[Any, ...]) -> None:
    """Keys whose result Dask's own indexing gets right build Dask's own graph, unchanged."""
    raw = lazy(_IX, _IX_CHUNKS)
    out = xpagnostic.astensor(raw)[key].raw
    assert out.name == raw[key].name
    np.testing.assert_array_equal(compute(out), _IX[key])


def test_facade_dask_index_arrays_only_with_slices_go_straight_to_dask() -> None:
    raw = lazy(_IX, _IX_CHUNKS)
    rows = da.from_array(np.array([0, -1, 2]), chunks=2)
    for key in ((rows,), (slice(None), rows), (..., rows, slice(2))):
        out = xpagnostic.astensor(raw)[key].raw
        assert out.name == raw[key].name


def test_facade_out_of_bounds_indices_raise_before_any_compute() -> None:
    refuse = RefusingScheduler()
    with dask.config.set(scheduler=refuse):
        t = xpagnostic.astensor(lazy(_IX, _IX_CHUNKS))
        for key in ((np.array([0, 6]), np.array([1, 2])),  # past the end of axis 0
                    (np.array([[0], [1]]), np.array([-6, 1])),  # before the start of axis 1
                    (_I, 5, _J),  # an integer among index arrays
                    (slice(None), -6, np.array([1, 2])),
                    (_I, np.array([1, 2, 0, 1, 0], dtype=np.uint8) * 100)):
            with pytest.raises(IndexError, match=r"ndex -?\d+ is out of bounds for axis \d "
                                                 r"with size \d"):
                t[key]
            with pytest.raises(IndexError):
                _IX[key]  # the reference refuses too
        # Integers next to a Dask index array: known, checked at once as well.
        with pytest.raises(IndexError, match="out of bounds for axis 1 with size 5"):
            t[da.from_array(_I, chunks=2), 5]
    assert refuse.calls == 0


def test_facade_out_of_bounds_dask_index_arrays_raise_when_computed() -> None:
    """A Dask index array's values are known once computed: the gather is built, and its
    computation raises IndexError naming the axis."""
    t = xpagnostic.astensor(lazy(_IX, _IX_CHUNKS))
    for key, axis, size in (((da.from_array(np.array([0, 6, 1]), chunks=2), _J), 0, 6),
                            ((_I, da.from_array(np.array([[0], [-6]]), chunks=1)), 1, 5),
                            ((slice(None), 2, da.from_array(np.array([7, 1]), chunks=1)), 2, 7)):
        refuse = RefusingScheduler()
        with dask.config.set(scheduler=refuse):
            out = t[key]
        assert refuse.calls == 0
        with pytest.raises(IndexError, match=f"out of bounds for axis {axis} with size {size}"):
            compute(out.raw)


def test_facade_array_keys_refused_as_numpy_refuses_them() -> None:
    t = xpagnostic.astensor(lazy(_IX, _IX_CHUNKS))
    for key, message in (((_I, np.array([0, 1])), "could not be broadcast"),
                         ((_I, da.from_array(np.array([0, 1]), chunks=1)),
                          "could not be broadcast"),
                         ((_I, _J, _K, 0, 0), "too many indices"),
                         ((_I, ..., _J, ...), "single ellipsis")):
        with pytest.raises(IndexError, match=message):
            t[key]
        with pytest.raises(IndexError):
            _IX[tuple(compute(k) if isinstance(k, da.Array) else k for k in key)]


def test_facade_array_keys_need_known_sizes() -> None:
    """Gathering needs the sizes of the indexed axes and of the index arrays: sizes known
    only once computed are refused with the remedy, without computing."""
    x = lazy(np.arange(12.0).reshape(6, 2), 2)
    unknown = x[x[:, 0] > 3]  # rows known once computed
    refuse = RefusingScheduler()
    with dask.config.set(scheduler=refuse):
        with pytest.raises(IndexError, match="compute_chunk_sizes"):
            xpagnostic.astensor(unknown)[np.array([[0], [1]]), np.array([1, 0])]
        (where,) = xp.nonzero(x[:, 0] > 3)
        with pytest.raises(IndexError, match="compute_chunk_sizes"):
            xpagnostic.astensor(x)[where, da.from_array(np.array([[0], [1]]), chunks=1)]
    assert refuse.calls == 0


# -- a real cluster -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    """Two worker processes (one thread each) on the loopback interface, no dashboard."""
    cluster = distributed.LocalCluster(
        n_workers=2, processes=True, threads_per_worker=1, host="127.0.0.1",
        dashboard_address=None, timeout=TIMEOUT, silence_logs=40,
    )
    c = distributed.Client(cluster, timeout=TIMEOUT)
    try:
        c.wait_for_workers(2, timeout=TIMEOUT)
        yield c
    finally:
        c.close(timeout=TIMEOUT)
        cluster.close(timeout=TIMEOUT)


def on_cluster(client: Any, x: Any) -> Any:
    return client.compute(x).result(timeout=TIMEOUT)


def test_cluster_norm(client: Any) -> None:
    a = np.random.default_rng(1).standard_normal(10_000)
    out = norm(lazy(a, 2_500))
    assert isinstance(out, da.Array)
    np.testing.assert_allclose(on_cluster(client, out), np.linalg.norm(a), rtol=1e-12)


def test_cluster_least_squares_is_built_lazily(client: Any) -> None:
    rng = np.random.default_rng(2)
    features = np.column_stack([np.ones(200), rng.standard_normal((200, 2))])
    targets = features @ np.array([1.0, -2.0, 0.5]) + 0.01 * rng.standard_normal(200)
    w_np = np.zeros(3)
    for _ in range(20):
        w_np, loss_np = regression_step(w_np, features, targets)

    refuse = RefusingScheduler()
    with dask.config.set(scheduler=refuse):
        w: Any = xp.zeros(3, dtype=xp.float64)
        x, y = lazy(features, (50, 3)), lazy(targets, 50)
        for _ in range(20):
            w, loss = regression_step(w, x, y)
    assert refuse.calls == 0
    w_out, loss_out = client.compute([w, loss], sync=False)
    np.testing.assert_allclose(w_out.result(timeout=TIMEOUT), w_np, rtol=1e-10)
    np.testing.assert_allclose(loss_out.result(timeout=TIMEOUT), loss_np, rtol=1e-10)


def test_cluster_facade_chain_and_linalg(client: Any) -> None:
    rng = np.random.default_rng(3)
    raw = rng.standard_normal((8, 3, 3))
    t = xpagnostic.astensor(lazy(raw, (2, 3, 3)))
    chain = (t @ t.mT).sum(axis=(1, 2)).sqrt()
    dets = xp.linalg.det(t.raw)
    out_chain, out_det = (f.result(timeout=TIMEOUT)
                          for f in client.compute([chain.raw, dets], sync=False))
    np.testing.assert_allclose(out_chain, np.sqrt((raw @ raw.swapaxes(1, 2)).sum(axis=(1, 2))))
    np.testing.assert_allclose(out_det, np.linalg.det(raw))


def test_cluster_sklearn_pca_on_the_facade(client: Any) -> None:
    sklearn = pytest.importorskip("sklearn")
    from sklearn.decomposition import PCA

    rng = np.random.default_rng(4)
    data = rng.standard_normal((60, 4)) @ np.diag([3.0, 2.0, 1.0, 0.1])
    t = xpagnostic.astensor(lazy(data, (20, 4)))
    with sklearn.config_context(array_api_dispatch=True):
        pca = PCA(n_components=2, svd_solver="full").fit(t)
        projected = pca.transform(t)
    ref = PCA(n_components=2, svd_solver="full").fit(data)
    assert isinstance(projected.raw, da.Array)
    got = on_cluster(client, projected.raw)
    # Components are defined up to sign.
    np.testing.assert_allclose(np.abs(got), np.abs(ref.transform(data)), rtol=1e-8, atol=1e-10)
    np.testing.assert_allclose(np.asarray(pca.explained_variance_),
                               ref.explained_variance_, rtol=1e-10)


def test_cluster_survives_a_killed_worker(client: Any) -> None:
    """A worker dies mid-computation: Dask recomputes its chunks elsewhere; nothing is lost."""
    n_chunks = 16

    def slow_square(block: Any) -> Any:
        time.sleep(0.2)
        return block * block

    a = np.arange(n_chunks * 10, dtype=np.float64)
    x = lazy(a, 10)
    total = xp.sum(da.map_blocks(slow_square, x, dtype=x.dtype))
    pids = client.run(os.getpid, wait=True)
    future = client.compute(total)
    # Let the workers start on the chunks, then kill one of them outright.
    deadline = time.monotonic() + TIMEOUT
    busy: list[str] = []
    while not busy:
        assert time.monotonic() < deadline, "the computation never started"
        time.sleep(0.05)
        busy = [w for w, keys in client.processing().items() if keys]
    victim = busy[0]  # a worker holding chunks in flight
    os.kill(pids[victim], signal.SIGKILL)
    assert future.result(timeout=TIMEOUT) == float(np.sum(a * a))
    # The nanny restarts the dead worker: the cluster is whole again, with a new process.
    client.wait_for_workers(2, timeout=TIMEOUT)
    now = client.run(os.getpid, wait=True)
    assert len(now) == 2
    assert pids[victim] not in now.values()


def test_docs_figures_come_from_the_committed_results() -> None:
    """docs/distributed.md shows exactly what the committed result files hold."""
    from benchmarks.bench_dask import DOC, figures_markdown, rendered

    assert figures_markdown() in DOC.read_text()
    assert rendered(DOC.read_text()) == DOC.read_text()
