"""float16 and bfloat16 in xpagnostic.tensorflow: every function of the standard.

Each function (from the standard's names: ``half_calls.CALLS``, with ``EXCLUDED`` for those
that take no floating-point array) runs on ``float16`` and ``bfloat16`` inputs and is
compared with NumPy on the same values in float64, rounded to the expected dtype: the half
dtype where NumPy's result is float64 (half in, half out), complex64 where it is complex128,
NumPy's own dtype otherwise (indices, bools, explicit ``dtype=``).  Every value is within
two units in the last place of the half dtype: computing in the half dtype's own 16 bits
(TensorFlow's ``Cumsum`` of 3000 ones stops at 2048) or reading a half value wrongly fails.

Where TensorFlow has no kernel, or one that accumulates in 16 bits, the namespace computes
in float32 and rounds once (``_kernels``); the graph and XLA test runs those routes compiled.
The dtype functions (``finfo``, ``isdtype``, ``can_cast``, ``result_type``) are compared
with JAX's answers for the same dtype.
"""

from __future__ import annotations

import runpy
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")
ml_dtypes = pytest.importorskip("ml_dtypes")
xp = pytest.importorskip("xpagnostic.tensorflow")
import xpagnostic.numpy as xnp  # noqa: E402
from tf.half_calls import CALLS, EXCLUDED, STANDARD_FUNCTIONS, Inputs, function_of  # noqa: E402
from tf.modes import run  # noqa: E402

HALF = ("float16", "bfloat16")
EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "examples"
NUMPY_HALF = {"float16": np.float16, "bfloat16": ml_dtypes.bfloat16}

#: Functions whose answers are about dtypes, compared with JAX's for the same dtype.
DTYPE_FUNCTIONS = frozenset({"finfo", "isdtype", "can_cast", "result_type"})

#: Functions whose half result is not of the half dtype, with the reason.
RESULT_DTYPE: dict[str, tuple[str, str]] = {
    name: ("float32", "real half input is read as complex64 (there is no complex half "
                      "dtype), so the complex-to-real transform gives float32, as on JAX")
    for name in ("fft.irfft", "fft.irfftn", "fft.hfft")
}

#: Recipes whose results are products of rounded factors (Q @ R, U @ diag(S) @ Vh): their
#: tolerance is this many epsilons of the largest entry rather than two units in the last
#: place of each.  Results in float32 or complex64 (computed in float32, compared with a
#: float64 reference) take the same kind of tolerance, 8 float32 epsilons.
SCALED_TOLERANCE = {"linalg.qr": 4.0, "linalg.svd": 4.0}
FLOAT32_TOLERANCE = 8.0


def _flat(result: Any) -> list[Any]:
    if isinstance(result, (tuple, list)):
        return [leaf for part in result for leaf in _flat(part)]
    return [result]


def _tensor(values: np.ndarray, dtype: Any) -> Any:
    name = dtype.name
    return tf.constant(values.astype(NUMPY_HALF[name]) if name in NUMPY_HALF else values, dtype)


def _numpy(values: np.ndarray, dtype: Any) -> np.ndarray:
    return values.astype(dtype)


def _dtype_name(value: Any) -> str:
    dt = getattr(value, "dtype", None)
    return type(value).__name__ if dt is None else str(getattr(dt, "name", dt))


def _expected_dtype(name: str, half: str, reference: Any) -> str:
    if name in RESULT_DTYPE:
        return RESULT_DTYPE[name][0]
    ref = _dtype_name(reference)
    return {"float64": half, "complex128": "complex64"}.get(ref, ref)


def _ulps(got: np.ndarray, expected: np.ndarray, dtype: Any) -> np.ndarray:
    """|got - expected| in units of the last place of ``expected`` in ``dtype``."""
    info = ml_dtypes.finfo(dtype)
    spacing = float(info.eps) * 2.0 ** np.floor(
        np.log2(np.maximum(np.abs(expected), float(info.smallest_normal))))
    return np.abs(got - expected) / spacing


def _compare(name: str, half: str, got: Any, reference: Any, where: str) -> None:
    expected_dtype = _expected_dtype(name, half, reference)
    assert _dtype_name(got) == expected_dtype, f"{where}: dtype {_dtype_name(got)}"
    g = np.asarray(got.numpy() if hasattr(got, "numpy") else got)
    r = np.asarray(reference)
    assert g.shape == r.shape, f"{where}: shape {g.shape} != {r.shape}"
    if expected_dtype not in NUMPY_HALF and expected_dtype not in ("float32", "complex64"):
        np.testing.assert_array_equal(g, r, err_msg=where)
        return
    target = NUMPY_HALF.get(expected_dtype, np.dtype(expected_dtype).type)
    rounded = r.astype(target)
    finite_r = np.abs(r[np.isfinite(r)])
    largest = float(finite_r.max()) if finite_r.size else 0.0
    for part in ((np.real, np.imag) if r.dtype.kind == "c" else (np.asarray,)):
        gp = part(g).astype(np.float64)
        rp = part(rounded).astype(np.float64)
        np.testing.assert_array_equal(np.isnan(gp), np.isnan(rp), err_msg=where)
        finite = np.isfinite(rp)
        np.testing.assert_array_equal(gp[~finite & ~np.isnan(rp)], rp[~finite & ~np.isnan(rp)],
                                      err_msg=where)
        gp, rp = gp[finite], rp[finite]
        if not rp.size:
            continue
        real_target = np.float32 if expected_dtype == "complex64" else target
        scaled = SCALED_TOLERANCE.get(name, FLOAT32_TOLERANCE if real_target is np.float32
                                      else None)
        if scaled is not None:
            eps = float(ml_dtypes.finfo(real_target).eps)
            err = np.abs(gp - rp).max() / (eps * max(largest, float(np.finfo(np.float32).tiny)))
            assert err <= scaled, f"{where}: {err:.2f} eps of the largest entry"
        else:
            ulps = _ulps(gp, rp, real_target)
            assert ulps.max() <= 2, (
                f"{where}: {ulps.max():.1f} ulps; got {gp[ulps > 2][:4]}, "
                f"expected {rp[ulps > 2][:4]}")


def test_calls_cover_every_function_of_the_standard() -> None:
    assert not set(CALLS) & set(EXCLUDED)
    assert set(CALLS) | set(EXCLUDED) == STANDARD_FUNCTIONS
    for name in STANDARD_FUNCTIONS:
        assert callable(function_of(xp, name)), name


@pytest.mark.parametrize("half", HALF)
@pytest.mark.parametrize("name", sorted(set(CALLS) - DTYPE_FUNCTIONS))
def test_function_on_half_input_matches_numpy_rounded(name: str, half: str) -> None:
    recipe = CALLS[name]
    got = _flat(recipe(xp, Inputs(xp, getattr(xp, half), _tensor)))
    reference = _flat(recipe(xnp, Inputs(xnp, xnp.float64, _numpy)))
    assert len(got) == len(reference)
    for i, (g, r) in enumerate(zip(got, reference)):
        _compare(name, half, g, r, f"{name}({half}) output {i}")


@pytest.mark.parametrize("half", HALF)
@pytest.mark.parametrize("name", sorted(DTYPE_FUNCTIONS))
def test_dtype_function_matches_jax(name: str, half: str) -> None:
    xj = pytest.importorskip("xpagnostic.jax")
    got = _flat(CALLS[name](xp, Inputs(xp, getattr(xp, half), _tensor)))
    expected = _flat(CALLS[name](xj, Inputs(xj, getattr(xj, half), _numpy_half)))
    assert [_plain(v) for v in got] == [_plain(v) for v in expected]


def _numpy_half(values: np.ndarray, dtype: Any) -> Any:
    import jax.numpy as jnp

    return jnp.asarray(values.astype(dtype))


def _plain(value: Any) -> Any:
    """A Python bool, int or float (JAX's dtype comparisons give NumPy bools)."""
    return value.item() if hasattr(value, "item") else value


@pytest.mark.parametrize("half", HALF)
def test_numpy_half_arrays_convert(half: str) -> None:
    """NumPy ``float16`` and ml_dtypes ``bfloat16`` arrays (TensorFlow's ``.numpy()`` of a
    half tensor) come back as tensors of the half dtype; refused without a copy where NumPy
    cannot export the dtype (DLPack has no bfloat16 in NumPy)."""
    values = _VALUES.astype(NUMPY_HALF[half])
    t = xp.asarray(values)
    assert t.dtype == getattr(xp, half)
    np.testing.assert_array_equal(t.numpy(), values)
    assert xp.asarray(t.numpy()).dtype == t.dtype
    assert xp.asarray(values, dtype=xp.float32).dtype == xp.float32
    if half == "bfloat16":
        with pytest.raises(ValueError, match="copy=False"):
            xp.asarray(values, copy=False)


#: One function of each route half input takes: float32 where TensorFlow's kernel is
#: missing or accumulates in 16 bits (statistics, norms, linear algebra, FFT), and the
#: bit-pattern routes (``nextafter``, sorting's keys); each runs compiled too.
ROUTES: dict[str, Any] = {
    "mean": lambda t: xp.mean(t),
    "std": lambda t: xp.std(t),
    "cumulative_prod": lambda t: xp.cumulative_prod(t / 64 + 1),
    "vector_norm": lambda t: xp.linalg.vector_norm(t),
    "nextafter": lambda t: xp.nextafter(t, xp.zeros_like(t)),
    "signbit": lambda t: xp.signbit(t),
    "argsort": lambda t: xp.argsort(t, descending=True),
    "isin": lambda t: xp.isin(t, t[:3]),
    "solve": lambda t: xp.linalg.solve(_matrix(t), t[:3]),
    "rfft": lambda t: xp.fft.rfft(t),
}


def _matrix(t: Any) -> Any:
    """A symmetric positive definite 3x3 matrix built from ``t``'s first three values."""
    v = t[:3]
    return xp.eye(3, dtype=t.dtype) * 4 + v[:, None] * v[None, :] / 16


@pytest.mark.parametrize("mode", ["graph-unknown", "xla"])
@pytest.mark.parametrize("half", HALF)
def test_half_routes_compile(half: str, mode: str) -> None:
    """Each route gives the eager result inside ``tf.function`` with unknown sizes (bit
    for bit) and under XLA (within 2 units in the last place: XLA's float32 kernels, a
    Jacobi eigensolver and fused products, round differently).  All routes run in one
    traced function, so the test traces once per mode."""
    values = np.array([1.5, -0.5, 0.25, 2.0, -0.0, 0.75], dtype=np.float32)
    t = _tensor(values, getattr(xp, half))
    eager = {name: route(t) for name, route in ROUTES.items()}
    compiled = dict(zip(ROUTES, run(lambda u: tuple(r(u) for r in ROUTES.values()), t,
                                    mode=mode)))
    for name, want in eager.items():
        got = compiled[name]
        assert got.dtype == want.dtype, name
        if mode != "xla" or want.dtype not in (xp.float16, xp.bfloat16):
            np.testing.assert_array_equal(got.numpy(), want.numpy(), err_msg=name)
            continue
        ulps = _ulps(got.numpy().astype(np.float64), want.numpy().astype(np.float64),
                     NUMPY_HALF[half])
        assert ulps.max() <= 2, (name, got.numpy(), want.numpy())


# --- the facade and autodiff --------------------------------------------------------------

#: Values exact in both half dtypes.
_VALUES = np.array([0.75, -1.5, 2.25, -0.5, 1.125], dtype=np.float32)


def _others(half: str) -> dict[str, Any]:
    """The same values as native arrays of the other frameworks that have ``half``."""
    torch = pytest.importorskip("torch")
    jnp = pytest.importorskip("jax.numpy")
    return {"torch": torch.tensor(_VALUES, dtype=getattr(torch, half)),
            "jax": jnp.asarray(_VALUES, dtype=getattr(jnp, half))}


def _values(x: Any) -> np.ndarray:
    """A native half array's values in float64 (test only)."""
    raw = getattr(x, "raw", x)
    if hasattr(raw, "detach"):
        return raw.detach().float().numpy().astype(np.float64)
    return np.asarray(raw.numpy() if hasattr(raw, "numpy") else raw).astype(np.float64)


def _close(a: Any, b: Any, half: str, ulps: float = 4) -> None:
    np.testing.assert_allclose(_values(a), _values(b), rtol=ulps * _EPS[half], atol=0)


_EPS = {name: float(ml_dtypes.finfo(dt).eps) for name, dt in NUMPY_HALF.items()}


@pytest.mark.parametrize("half", HALF)
def test_facade_on_half_matches_torch_and_jax(half: str) -> None:
    import xpagnostic

    x = _tensor(_VALUES, getattr(xp, half))
    t = xpagnostic.astensor(x)
    assert t.dtype == getattr(xp, half)
    assert t.__array_namespace__().float16 is tf.float16
    assert t.__array_namespace__().bfloat16 is tf.bfloat16

    def program(u: Any) -> Any:
        return ((u * 2.0 - 0.5).square().sum().sqrt(), (u @ u), abs(u).max(),
                (u > 0.5), u[1:3].mean())

    ours = program(t)
    assert [a.dtype for a in ours] == [getattr(xp, half)] * 3 + [xp.bool, getattr(xp, half)]
    for raw in _others(half).values():
        for a, b in zip(ours, program(xpagnostic.astensor(raw))):
            _close(a, b, half)


@pytest.mark.parametrize("half", HALF)
def test_facade_in_place_keeps_the_half_dtype(half: str) -> None:
    import xpagnostic

    t = xpagnostic.astensor(_tensor(_VALUES, getattr(xp, half)))
    t[1] = 2.5
    t += 1
    t *= xpagnostic.astensor(tf.constant(_VALUES, tf.float32))  # same-kind: rounded to half
    assert t.dtype == getattr(xp, half)
    want = ((_VALUES.astype(np.float64) + [0, 4, 0, 0, 0]) + 1) * _VALUES
    np.testing.assert_allclose(_values(t), want, rtol=2 * _EPS[half])
    mixed = t + xpagnostic.astensor(tf.ones(5, tf.float16 if half == "bfloat16" else tf.bfloat16))
    assert mixed.dtype == xp.float32  # float16 with bfloat16: float32, as PyTorch and JAX


def _loss(v: Any) -> Any:
    xp_ = __import__("xpagnostic").get_namespace(v)
    return xp_.sum(xp_.sin(v) * v ** 2)


@pytest.mark.parametrize("half", HALF)
def test_grad_on_half_matches_torch_and_jax(half: str) -> None:
    """``grad`` of a half function on TensorFlow: half gradients equal to PyTorch's and
    JAX's (each computes in its own way: within 4 units in the last place) and to the
    analytic gradient rounded."""
    import xpagnostic

    x = _tensor(_VALUES, getattr(xp, half))
    g = xp.autodiff.grad(_loss)(x)
    assert g.dtype == getattr(xp, half)
    v = _VALUES.astype(np.float64)
    analytic = np.cos(v) * v**2 + 2 * v * np.sin(v)
    np.testing.assert_allclose(_values(g), analytic, rtol=4 * _EPS[half], atol=_EPS[half])
    for raw in _others(half).values():
        other = xpagnostic.get_namespace(raw).autodiff.grad(_loss)(raw)
        _close(g, other, half)
    value, grad2 = xp.autodiff.value_and_grad(_loss)(x)
    assert value.dtype == grad2.dtype == getattr(xp, half)
    _close(grad2, g, half, ulps=0)
    _, tangent = xp.autodiff.jvp(_loss, (x,), (tf.ones_like(x),))
    assert tangent.dtype == getattr(xp, half)
    np.testing.assert_allclose(_values(tangent), analytic.sum(), rtol=8 * _EPS[half])
    second = xp.autodiff.grad(lambda u: xp.sum(xp.autodiff.grad(_loss)(u)))(x)
    assert second.dtype == getattr(xp, half)


# --- the worked example: a Keras layer under mixed_float16 ---------------------------------


def test_example_keras_mixed_float16() -> None:
    """docs/examples/keras_mixed_precision.py: the layer's float16 output goes through the
    agnostic function in float16, equal to NumPy's float64 entropy rounded to float16 within
    a few units in the last place; the global Keras policy is unchanged afterwards, also
    when the block raises."""
    keras = pytest.importorskip("keras")
    if keras.backend.backend() != "tensorflow":
        pytest.skip(f"Keras runs on {keras.backend.backend()}, not TensorFlow")
    ex = SimpleNamespace(**runpy.run_path(str(EXAMPLES / "keras_mixed_precision.py")))
    before = keras.mixed_precision.global_policy().name
    logits, h = ex.run("mixed_float16")
    assert keras.mixed_precision.global_policy().name == before
    assert logits.dtype == tf.float16 and h.dtype == tf.float16
    z = ex.INPUTS.astype(np.float64) @ ex.KERNEL + ex.BIAS
    z -= z.max(axis=-1, keepdims=True)
    p = np.exp(z) / np.exp(z).sum(axis=-1, keepdims=True)
    want = -(p * np.log(p)).sum(axis=-1)
    np.testing.assert_allclose(_values(h), want, rtol=8 * _EPS["float16"])
    _, h32 = ex.run("float32")
    assert h32.dtype == tf.float32
    np.testing.assert_allclose(h32.numpy(), want, rtol=1e-6)
    with pytest.raises(RuntimeError, match="inside"), ex.keras_policy("mixed_bfloat16"):
        assert keras.mixed_precision.global_policy().name == "mixed_bfloat16"
        raise RuntimeError("inside")
    assert keras.mixed_precision.global_policy().name == before
