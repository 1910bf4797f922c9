"""xpagnostic.tensorflow.fft against numpy.fft: values, dtypes, shapes, norms, axes,
padding/trimming, tf.function (with unknown dims and under XLA), high ranks, errors."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra import numpy as hnp

tf = pytest.importorskip("tensorflow")
xp = pytest.importorskip("xpagnostic.tensorflow")
from tf.modes import npv  # noqa: E402

NORMS = ("backward", "ortho", "forward")
_few = settings(max_examples=15, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])


def _rand(shape: tuple[int, ...], dtype: str, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    if dtype.startswith("complex"):
        return (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(dtype)
    return rng.standard_normal(shape).astype(dtype)


def _tol(dtype: Any) -> dict[str, float]:
    single = np.dtype(dtype) in (np.float32, np.complex64)
    return {"rtol": 2e-4, "atol": 2e-4} if single else {"rtol": 1e-10, "atol": 1e-10}


def _check(out: Any, ref: np.ndarray, dtype: str) -> None:
    """Same shape, the standard's dtype (NumPy's precision may differ) and close values."""
    got = npv(out)
    assert got.shape == ref.shape
    np.testing.assert_allclose(got, ref, **_tol(dtype))


_OUT_DTYPE = {
    # function -> {input dtype: output dtype}
    "c2c": {"complex64": "complex64", "complex128": "complex128"},
    "r2c": {"float32": "complex64", "float64": "complex128"},
    "c2r": {"complex64": "float32", "complex128": "float64"},
}
_KIND = {"fft": "c2c", "ifft": "c2c", "fftn": "c2c", "ifftn": "c2c", "rfft": "r2c",
         "ihfft": "r2c", "rfftn": "r2c", "irfft": "c2r", "hfft": "c2r", "irfftn": "c2r"}


def _in_dtypes(name: str) -> list[str]:
    return list(_OUT_DTYPE[_KIND[name]])


# --- one-dimensional transforms --------------------------------------------------------


@pytest.mark.parametrize("name", ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft"])
@_few
@given(data=st.data())
def test_one_dimensional(name: str, data: st.DataObject) -> None:
    dtype = data.draw(st.sampled_from(_in_dtypes(name)), label="dtype")
    shape = data.draw(hnp.array_shapes(min_dims=1, max_dims=3, min_side=2, max_side=6),
                      label="shape")
    axis = data.draw(st.integers(-len(shape), len(shape) - 1), label="axis")
    n = data.draw(st.none() | st.integers(1, 12), label="n")
    norm = data.draw(st.sampled_from(NORMS), label="norm")
    x = _rand(shape, dtype, data.draw(st.integers(0, 1000), label="seed"))
    out = getattr(xp.fft, name)(tf.constant(x), n=n, axis=axis, norm=norm)
    assert out.dtype == getattr(xp, _OUT_DTYPE[_KIND[name]][dtype])
    _check(out, getattr(np.fft, name)(x, n=n, axis=axis, norm=norm), dtype)


@pytest.mark.parametrize("name", ["fftn", "ifftn", "rfftn", "irfftn"])
@_few
@given(data=st.data())
def test_n_dimensional(name: str, data: st.DataObject) -> None:
    dtype = data.draw(st.sampled_from(_in_dtypes(name)), label="dtype")
    shape = data.draw(hnp.array_shapes(min_dims=1, max_dims=4, min_side=2, max_side=4),
                      label="shape")
    axes = data.draw(st.none() | st.lists(st.integers(0, len(shape) - 1), min_size=1,
                                          unique=True), label="axes")
    s = None
    if axes is not None and data.draw(st.booleans(), label="with s"):
        s = data.draw(st.lists(st.integers(1, 6), min_size=len(axes), max_size=len(axes)),
                      label="s")
    norm = data.draw(st.sampled_from(NORMS), label="norm")
    x = _rand(shape, dtype, data.draw(st.integers(0, 1000), label="seed"))
    out = getattr(xp.fft, name)(tf.constant(x), s=s, axes=axes, norm=norm)
    assert out.dtype == getattr(xp, _OUT_DTYPE[_KIND[name]][dtype])
    _check(out, getattr(np.fft, name)(x, s=s, axes=axes, norm=norm), dtype)


def test_more_than_three_axes() -> None:
    """TF's kernels stop at 3-D: four and five axes are done in chunks."""
    x = _rand((2, 3, 2, 3, 4), "complex128")
    for name in ("fftn", "ifftn", "irfftn"):
        _check(getattr(xp.fft, name)(tf.constant(x)), getattr(np.fft, name)(x), "complex128")
    _check(xp.fft.rfftn(tf.constant(x.real)), np.fft.rfftn(x.real), "float64")
    kw: dict[str, Any] = {"axes": (4, 0, 2, 1), "s": (3, 3, 5, 2), "norm": "ortho"}
    _check(xp.fft.fftn(tf.constant(x), **kw), np.fft.fftn(x, **kw), "complex128")
    _check(xp.fft.rfftn(tf.constant(x.real), **kw), np.fft.rfftn(x.real, **kw), "float64")
    _check(xp.fft.irfftn(tf.constant(x), **kw), np.fft.irfftn(x, **kw), "complex128")


def test_round_trips() -> None:
    x = _rand((4, 6), "complex64")
    r = x.real.copy()
    t, tr = tf.constant(x), tf.constant(r)
    for norm in NORMS:
        _check(xp.fft.ifft(xp.fft.fft(t, norm=norm), norm=norm), x, "complex64")
        _check(xp.fft.ifftn(xp.fft.fftn(t, norm=norm), norm=norm), x, "complex64")
        _check(xp.fft.irfft(xp.fft.rfft(tr, norm=norm), n=6, norm=norm), r, "float32")
        _check(xp.fft.irfftn(xp.fft.rfftn(tr, norm=norm), s=(4, 6), axes=(0, 1), norm=norm),
               r, "float32")
        _check(xp.fft.hfft(xp.fft.ihfft(tr, norm=norm), n=6, norm=norm), r, "float32")


def test_analytic_values() -> None:
    """Transforms of a delta and of a constant, by hand."""
    delta = tf.constant([1 + 0j, 0, 0, 0], tf.complex128)
    np.testing.assert_array_equal(npv(xp.fft.fft(delta)), np.ones(4))
    np.testing.assert_allclose(npv(xp.fft.fft(delta, norm="ortho")), np.full(4, 0.5))
    np.testing.assert_allclose(npv(xp.fft.ifft(delta)), np.full(4, 0.25))
    ones = tf.ones([5], tf.float64)
    np.testing.assert_allclose(npv(xp.fft.rfft(ones)), [5, 0, 0])
    np.testing.assert_allclose(npv(xp.fft.rfft(ones, norm="forward")), [1, 0, 0])


def test_hermitian_edge_terms_follow_numpy() -> None:
    """irfft/hfft ignore the imaginary parts of the zero and Nyquist terms, as NumPy."""
    x = np.array([1 + 2j, 2 - 1j, 3 + 3j, 0.5 - 4j])
    for name in ("irfft", "hfft"):
        for n in (6, 7, None):
            _check(getattr(xp.fft, name)(tf.constant(x), n=n),
                   getattr(np.fft, name)(x, n=n), "complex128")


def test_padding_and_trimming() -> None:
    x = _rand((3, 5), "complex128")
    for n in (1, 3, 5, 9):
        for axis in (0, 1):
            _check(xp.fft.fft(tf.constant(x), n=n, axis=axis), np.fft.fft(x, n=n, axis=axis),
                   "complex128")
    _check(xp.fft.fftn(tf.constant(x), s=(-1, 2), axes=(0, 1)),
           np.fft.fftn(x, s=(3, 2), axes=(0, 1)), "complex128")


def test_real_input_to_complex_functions() -> None:
    """Where the standard says *should* be complex, real floating input is treated as
    complex of the same precision."""
    r = _rand((2, 5), "float32")
    out = xp.fft.fft(tf.constant(r))
    assert out.dtype == xp.complex64
    _check(out, np.fft.fft(r), "float32")
    out2 = xp.fft.irfft(tf.constant(r.astype(np.float64)), n=8)
    assert out2.dtype == xp.float64
    _check(out2, np.fft.irfft(r.astype(np.float64), n=8), "float64")


def test_empty_axes() -> None:
    x = tf.constant(_rand((2, 3), "complex64"))
    assert xp.fft.fftn(x, axes=()) is x
    scalar = tf.constant(1 + 2j, tf.complex64)
    np.testing.assert_array_equal(npv(xp.fft.fftn(scalar)), 1 + 2j)
    with pytest.raises(ValueError, match="rfftn"):
        xp.fft.rfftn(tf.constant([1.0, 2.0]), axes=())


# --- frequencies and shifts ---------------------------------------------------------------


@pytest.mark.parametrize("n", [1, 2, 7, 8])
@pytest.mark.parametrize("spacing", [1.0, 0.3, 2])
def test_frequencies(n: int, spacing: float) -> None:
    for name in ("fftfreq", "rfftfreq"):
        ref = getattr(np.fft, name)(n, d=spacing)
        out = getattr(xp.fft, name)(n, d=spacing)
        assert out.dtype == xp.float32
        np.testing.assert_allclose(npv(out), ref, rtol=1e-6)
        out64 = getattr(xp.fft, name)(n, d=spacing, dtype=xp.float64)
        assert out64.dtype == xp.float64
        np.testing.assert_array_equal(npv(out64), ref)


def test_frequencies_device() -> None:
    dev = xp.__array_namespace_info__().default_device()
    out = xp.fft.fftfreq(4, device=dev)
    assert "CPU" in out.device
    np.testing.assert_array_equal(npv(out), np.fft.fftfreq(4))


@pytest.mark.parametrize("name", ["fftshift", "ifftshift"])
@pytest.mark.parametrize("dtype", ["float32", "complex128", "int64", "uint8", "bool"])
def test_shifts(name: str, dtype: str) -> None:
    x = (_rand((3, 4, 5), "float64") * 10).astype(dtype)
    for axes in (None, 0, -1, (0, 2), [1], ()):
        out = getattr(xp.fft, name)(tf.constant(x), axes=axes)
        assert out.dtype == tf.constant(x).dtype
        np.testing.assert_array_equal(npv(out), getattr(np.fft, name)(x, axes=axes))


# --- tf.function, XLA, variables, devices, high rank ------------------------------------------

_TRACED: dict[str, Callable[[Any], Any]] = {
    "fft": lambda t: xp.fft.fft(t, n=6, axis=0, norm="forward"),
    "ifft": lambda t: xp.fft.ifft(t, norm="ortho"),
    "fftn": lambda t: xp.fft.fftn(t, s=(2, 7), axes=(1, 0)),
    "rfft": lambda t: xp.fft.rfft(xp.real(t), n=5),
    "irfft": lambda t: xp.fft.irfft(t, norm="ortho"),
    "rfftn": lambda t: xp.fft.rfftn(xp.real(t), s=(5, 3), axes=(0, 1), norm="ortho"),
    "irfftn": lambda t: xp.fft.irfftn(t, axes=(0, 1)),
    "hfft": lambda t: xp.fft.hfft(t, n=7),
    "ihfft": lambda t: xp.fft.ihfft(xp.real(t), axis=0),
    "fftshift": lambda t: xp.fft.fftshift(t),
    "ifftshift": lambda t: xp.fft.ifftshift(t, axes=0),
}


@pytest.mark.parametrize(("jit", "dynamic"), [(False, False), (False, True), (True, False)])
@pytest.mark.parametrize("name", sorted(_TRACED))
def test_tf_function(name: str, jit: bool, dynamic: bool) -> None:
    """Static shapes, unknown dims (plain graph) and XLA."""
    x = tf.constant(_rand((3, 4), "complex128"))
    fn = _TRACED[name]
    sig = [tf.TensorSpec([None, None], tf.complex128)] if dynamic else None
    out = tf.function(fn, input_signature=sig, jit_compile=jit)(x)
    eager = fn(x)
    assert out.dtype == eager.dtype
    np.testing.assert_allclose(npv(out), npv(eager), rtol=1e-10, atol=1e-10)


def test_variable_input_and_device() -> None:
    v = tf.Variable(_rand((4,), "complex64"))
    out = xp.fft.fft(v)
    _check(out, np.fft.fft(v.numpy()), "complex64")
    assert out.device == tf.convert_to_tensor(v).device
    x = tf.constant(_rand((4,), "float64"))
    assert xp.fft.rfft(x).device == x.device


@pytest.mark.parametrize("rank", [9, 12])
def test_high_rank(rank: int) -> None:
    """TF's Pad and StridedSlice kernels stop at rank 8; padding and trimming must not."""
    shape = [1] * rank
    shape[1], shape[-1] = 2, 3
    x = _rand(tuple(shape), "complex128")
    t = tf.constant(x)
    _check(xp.fft.fft(t, n=5, axis=1), np.fft.fft(x, n=5, axis=1), "complex128")
    _check(xp.fft.fft(t, n=2, axis=-1), np.fft.fft(x, n=2, axis=-1), "complex128")
    _check(xp.fft.rfft(tf.constant(x.real), n=4), np.fft.rfft(x.real, n=4), "float64")
    _check(xp.fft.irfftn(t, s=(3, 4), axes=(1, -1)), np.fft.irfftn(x, s=(3, 4), axes=(1, -1)),
           "complex128")
    np.testing.assert_array_equal(npv(xp.fft.fftshift(t)), np.fft.fftshift(x))


# --- errors ---------------------------------------------------------------------------------


def test_errors_name_the_function() -> None:
    c = tf.constant(_rand((4,), "complex64"))
    r = tf.constant(_rand((4,), "float32"))
    i = tf.constant([1, 2, 3])
    with pytest.raises(TypeError, match="fft: x: expected a complex"):
        xp.fft.fft(i)
    with pytest.raises(TypeError, match="rfft: x: expected a real floating"):
        xp.fft.rfft(c)
    with pytest.raises(TypeError, match="ihfft"):
        xp.fft.ihfft(i)
    with pytest.raises(TypeError, match=r"ifft: x: expected a tf\.Tensor"):
        xp.fft.ifft(np.ones(4, np.complex64))
    with pytest.raises(ValueError, match="fft: norm"):
        xp.fft.fft(c, norm="none")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="ifft: invalid number"):
        xp.fft.ifft(c, n=0)
    with pytest.raises(TypeError, match="rfft: n must be an int"):
        xp.fft.rfft(r, n=2.5)  # type: ignore[arg-type]
    with pytest.raises(IndexError, match="hfft: axis 1"):
        xp.fft.hfft(c, axis=1)
    with pytest.raises(ValueError, match="irfft: invalid number"):
        xp.fft.irfft(tf.constant([1 + 0j]))  # default n = 2 * (1 - 1) = 0
    with pytest.raises(ValueError, match="fftn: s was given"):
        xp.fft.fftn(c, s=(4,))
    with pytest.raises(ValueError, match="ifftn: s and axes"):
        xp.fft.ifftn(c, s=(4, 4), axes=(0,))
    with pytest.raises(ValueError, match="rfftn: repeated axis"):
        xp.fft.rfftn(tf.zeros([2, 2]), axes=(0, -2))
    with pytest.raises(TypeError, match="fftfreq: dtype"):
        xp.fft.fftfreq(4, dtype=xp.int32)
    with pytest.raises(ValueError, match="rfftfreq: d must not be zero"):
        xp.fft.rfftfreq(4, d=0.0)
    with pytest.raises(ValueError, match="fftfreq: invalid number"):
        xp.fft.fftfreq(0)
    with pytest.raises(ValueError, match="fftshift"):
        xp.fft.fftshift(c, axes=(0, 0))
