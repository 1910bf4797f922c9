"""``xpagnostic.eager`` and the facade over Dask: lazy chains, values against NumPy.

Dask is a backend of the table like the others, so the eager layer wraps its arrays in a
``DaskTensor``; nothing is computed until a value is asked for.
"""

from __future__ import annotations

import numpy as np
import pytest

da = pytest.importorskip("dask.array")
dask = pytest.importorskip("dask")

import xpagnostic  # noqa: E402
import xpagnostic.eager as ep  # noqa: E402


def _refuse(*args: object, **kwargs: object) -> None:
    raise AssertionError("computed eagerly")


def _values() -> np.ndarray:
    return np.linspace(-2.0, 3.0, 12).reshape(3, 4)


def _dask(a: np.ndarray) -> da.Array:
    return da.from_array(a, chunks=(2, 2))


def test_astensor_gives_a_dask_tensor() -> None:
    x = _dask(_values())
    t = ep.astensor(x)
    assert type(t) is ep.DaskTensor
    assert isinstance(t, ep.Tensor) and isinstance(t, xpagnostic.Tensor)
    assert t.raw is x and t.backend == "dask"
    assert not isinstance(t, (ep.NumPyTensor, ep.PyTorchTensor, ep.JAXTensor,
                              ep.TensorFlowTensor))
    assert type(ep.Tensor(x)) is ep.DaskTensor
    with pytest.raises(ep.UnknownTypeError, match=r"DaskTensor: expected a dask\.array\.Array"):
        ep.DaskTensor(np.ones(2))
    with pytest.raises(ep.UnknownTypeError, match=r"NumPyTensor: expected a numpy\.ndarray"):
        ep.NumPyTensor(x)
    t2, restore = ep.astensor_(x)
    assert restore(t2) is x


def test_eager_chain_is_lazy_and_matches_numpy() -> None:
    a = _values()
    x = _dask(a)
    with dask.config.set(scheduler=_refuse):
        t = ep.astensor(x)
        y = (t.square() + 1.0).sum(axis=1, keepdims=True)
        z = ep.softmax(t, axis=-1)
        n = ep.norms.l2(t, axis=0)
        c = ep.concatenate([t, t * 2], axis=0)
        w = t.index_update(ep.index[1, :], 0.0)
        for r in (y, z, n, c, w):
            assert isinstance(r, ep.DaskTensor) and isinstance(r.raw, da.Array)
    np.testing.assert_allclose(y.numpy(), (a**2 + 1).sum(axis=1, keepdims=True))
    e = np.exp(a - a.max(axis=-1, keepdims=True))
    np.testing.assert_allclose(z.numpy(), e / e.sum(axis=-1, keepdims=True))
    np.testing.assert_allclose(n.numpy(), np.sqrt((a**2).sum(axis=0)))
    np.testing.assert_allclose(c.numpy(), np.concatenate([a, 2 * a]))
    expected = a.copy()
    expected[1, :] = 0.0
    np.testing.assert_allclose(w.numpy(), expected)
    np.testing.assert_allclose(np.asarray(x), a)  # index_update left the input alone
    assert y.sum().item() == pytest.approx(float((a**2 + 1).sum()))


def test_numpy_is_a_read_only_copy() -> None:
    a = _values()
    t = ep.astensor(_dask(a))
    out = t.numpy()
    assert isinstance(out, np.ndarray) and not out.flags.writeable
    np.testing.assert_array_equal(out, a)


def test_setitem_writes_the_tensor_lazily() -> None:
    a = _values()
    t = xpagnostic.astensor(_dask(a))
    with dask.config.set(scheduler=_refuse):
        t[0, 1] = 7.0
        t[2] = t[2] * 10
    expected = a.copy()
    expected[0, 1] = 7.0
    expected[2] *= 10
    np.testing.assert_allclose(np.asarray(t), expected)


def test_inplace_operators_rebind_as_dask_does() -> None:
    # Dask's own ``x += y`` rebinds x (Dask arrays have no __iadd__); a Tensor's does the
    # same, so a loop of updates keeps a graph of one layer per step.
    a = _values()
    x = _dask(a)
    t = xpagnostic.astensor(x)
    with dask.config.set(scheduler=_refuse):
        for _ in range(40):
            t += 1.0
        t *= xpagnostic.astensor(_dask(np.full((4,), 2.0)))  # the right operand broadcasts
    np.testing.assert_allclose(np.asarray(t), (a + 40.0) * 2.0)
    np.testing.assert_allclose(np.asarray(x), a)
    assert len(t.raw.dask) < 40 * 40  # linear in the steps, not quadratic
    with pytest.raises(ValueError, match=r"in-place add \(dask\) would change shape"):
        t += xpagnostic.astensor(da.ones((2, 3, 4)))
    selected = t[t > 90.0]  # unknown size: in place still works
    selected += 1.0
    np.testing.assert_allclose(np.asarray(selected), ((a + 40.0) * 2.0)[(a + 40.0) * 2.0 > 90] + 1)


def test_unknown_sizes_are_none_as_the_standard_says() -> None:
    a = _values()
    t = xpagnostic.astensor(_dask(a))
    selected = t[t > 0]
    assert selected.shape == (None,)
    assert selected.size is None
    assert tuple(np.asarray(selected).shape) == (int((a > 0).sum()),)
    np.testing.assert_allclose(np.asarray(selected), a[a > 0])
    e = ep.astensor(_dask(a))
    assert e[e > 0].shape == (None,)
    assert t.shape == (3, 4)  # known sizes stay integers


def test_a_tensors_shape_goes_back_where_a_shape_goes() -> None:
    a = _values()
    e = ep.astensor(_dask(a))
    np.testing.assert_array_equal(np.asarray(ep.zeros(e, e.shape).raw), np.zeros((3, 4)))
    np.testing.assert_array_equal(np.asarray(e.reshape((e.shape[0], -1)).raw), a)
    selected = e[e > 0]  # a size not known: refused by name, not passed on to Dask
    for call, method in [(lambda: ep.zeros(selected, selected.shape), "zeros"),
                         (lambda: ep.ones(e, (selected.shape[0], 2)), "ones"),
                         (lambda: ep.full(e, selected.shape, 1.0), "full"),
                         (lambda: ep.uniform(e, selected.shape), "uniform"),
                         (lambda: ep.normal(e, selected.shape), "normal"),
                         (lambda: selected.reshape((selected.shape[0], 1)), "reshape")]:
        with pytest.raises(ValueError, match=rf"^DaskTensor\.{method}: the shape \(None, "
                           r"?(1|2)?\) has a size that is not known"):
            call()


def test_autodiff_over_dask_says_which_backends_differentiate() -> None:
    t = ep.astensor(_dask(_values()))
    with pytest.raises(NotImplementedError, match="dask backend cannot differentiate"):
        ep.value_and_grad(lambda x: x.sum(), t)


def test_random_sampling_says_it_has_no_dask_generator() -> None:
    # A real gap: EagerPy's random functions draw from each framework's own generator,
    # and none is written for Dask; the call says so (and which key works) instead of
    # answering on another backend.
    t = ep.astensor(_dask(_values()))
    with pytest.raises(NotImplementedError,
                       match=r"uniform: no default or seeded random generator for dask .*"
                             r"key=xp\.random\.key\(seed\)"):
        ep.uniform(t, (5,), 0.0, 1.0)
    with pytest.raises(NotImplementedError, match="normal: no default or seeded random generator"):
        t.normal((2, 2))
    # a key of xp.random draws lazily, the numbers of every other backend
    import xpagnostic.numpy as xn

    u = ep.uniform(t, (5,), -1.0, 1.0, key=t.xp.random.key(4))
    assert isinstance(u.raw, da.Array)
    np.testing.assert_array_equal(u.raw.compute(), xn.random.uniform(
        xn.random.key(4), (5,), np.float64, -1.0, 1.0))
