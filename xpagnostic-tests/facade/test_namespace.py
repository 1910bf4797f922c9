"""The facade namespace exposes the standard and the documented extensions (``autodiff``, the
extension dtypes ``float16`` and ``bfloat16``), nothing else.

The list of the standard's names is :mod:`xpagnostic._common._standard` (written from the
specification's stubs); array-api-strict, which implements the same version, is the
independent check of that list.
"""

from __future__ import annotations

import array_api_strict as strict
import numpy as np
import pytest
from harness import Backend, to_numpy

from xpagnostic import Tensor, astensor
from xpagnostic._common._dtypes import DTYPE_NAMES, EXTENSION_NAMES
from xpagnostic._common._standard import FFT, FUNCTIONS_AND_CONSTANTS, INFO_METHODS, LINALG
from xpagnostic.tensor import facade_namespace

#: array-api-strict's own additions to the standard's names.
_STRICT_EXTRAS = {"ArrayAPIStrictFlags", "Device", "get_array_api_strict_flags",
                  "set_array_api_strict_flags", "reset_array_api_strict_flags", "__version__"}
_MAIN = (FUNCTIONS_AND_CONSTANTS | set(DTYPE_NAMES)
         | {"linalg", "fft", "__array_namespace_info__", "__array_api_version__"})
#: Our documented extensions (docs/facade.md).
_OURS = {"autodiff", "random"}


def test_standard_names_match_array_api_strict() -> None:
    assert set(strict.__all__) - _STRICT_EXTRAS == _MAIN
    # Both directions: strict lists nothing we lack, and has every name we list (the
    # 2025.12 linalg stub, like strict's __all__, leaves out the eig and eigvals it defines).
    assert set(strict.linalg.__all__) <= LINALG
    assert all(hasattr(strict.linalg, n) for n in LINALG)
    assert set(strict.fft.__all__) == FFT
    info = strict.__array_namespace_info__()
    assert {n for n in dir(info) if not n.startswith("_")} == INFO_METHODS


def test_every_standard_name_is_exposed(backend: Backend) -> None:
    xp = facade_namespace(backend.name)
    absent = {n for n in DTYPE_NAMES if not hasattr(backend.xp, n)}
    assert not absent  # every namespace has every dtype of the standard
    for name in _MAIN | _OURS:
        assert hasattr(xp, name), name
    for name in LINALG:
        assert hasattr(xp.linalg, name), f"linalg.{name}"
    for name in FFT:
        assert hasattr(xp.fft, name), f"fft.{name}"


def test_nothing_else_is_exposed(backend: Backend) -> None:
    """Every public name of the backend namespace outside the standard raises
    AttributeError through the facade (``hasattr`` is False), and ``dir`` lists exactly
    the exposed names."""
    xp = facade_namespace(backend.name)
    exposed = _MAIN | set(EXTENSION_NAMES) | _OURS
    extra = {n for n in dir(backend.xp) if not n.startswith("_")} - exposed
    assert extra, "the backend namespace has names of its own (median, nanmean, ...)"
    for name in sorted(extra):
        assert not hasattr(xp, name), name
        with pytest.raises(AttributeError, match="standard"):
            getattr(xp, name)
    for name in ("median", "special", "nanmean"):
        assert not hasattr(xp, name), name
    assert not hasattr(xp.linalg, "lstsq") and not hasattr(xp.linalg, "norm")
    assert not hasattr(xp.fft, "fft2")
    public = {n for n in dir(xp) if not n.startswith("__") or n in _MAIN}
    assert public == {n for n in exposed if hasattr(backend.xp, n)}
    assert set(dir(xp.linalg)) - {"__name__", "__doc__"} == LINALG
    assert set(dir(xp.fft)) - {"__name__", "__doc__"} == FFT


def test_extension_dtypes_pass_through_where_the_backend_has_them(backend: Backend) -> None:
    """``float16`` (NumPy, PyTorch, JAX, TensorFlow, Dask) and ``bfloat16`` (PyTorch, JAX,
    TensorFlow) are the backend namespace's own objects through the facade."""
    xp = facade_namespace(backend.name)
    for name in EXTENSION_NAMES:
        if hasattr(backend.xp, name):
            assert getattr(xp, name) is getattr(backend.xp, name)
        else:
            assert not hasattr(xp, name)
    assert hasattr(xp, "float16")
    assert hasattr(xp, "bfloat16") == (backend.name in ("torch", "jax", "tensorflow", "mlx"))


def test_exposed_functions_take_and_return_tensors(backend: Backend) -> None:
    xp = facade_namespace(backend.name)
    a = np.array([[2.0, 1.0], [1.0, 3.0]], dtype=np.float32)
    t = astensor(backend.asarray(a))
    det = xp.linalg.det(t)
    assert isinstance(det, Tensor)
    np.testing.assert_allclose(to_numpy(det.raw), np.linalg.det(a), rtol=1e-5)
    spectrum = xp.fft.rfft(t, axis=-1)
    assert isinstance(spectrum, Tensor)
    np.testing.assert_allclose(to_numpy(spectrum.raw), np.fft.rfft(a, axis=-1), rtol=1e-5)
    assert xp.float32 == backend.xp.float32  # dtypes pass through
    assert xp.__array_namespace_info__().devices() == backend.xp.__array_namespace_info__(
    ).devices()


def test_autodiff_on_tensors(diff_backend: Backend) -> None:
    """xp.autodiff of the facade differentiates functions of Tensors: arguments, results,
    aux data and the functions vjp returns are Tensors (an analytic gradient checks it)."""
    backend = diff_backend
    xp = facade_namespace(backend.name)
    w0 = np.array([1.0, -2.0, 0.5], dtype=np.float32)
    x0 = np.array([3.0, 1.0, 2.0], dtype=np.float32)
    w, x = astensor(backend.asarray(w0)), astensor(backend.asarray(x0))

    def loss(w: Tensor, x: Tensor) -> Tensor:
        assert isinstance(w, Tensor) and isinstance(x, Tensor)
        return xp.sum(w * w * x)

    g = xp.autodiff.grad(loss)(w, x)
    assert isinstance(g, Tensor)
    np.testing.assert_allclose(to_numpy(g.raw), 2 * w0 * x0, rtol=1e-6)

    value, (gw, gx) = xp.autodiff.value_and_grad(loss, argnums=(0, 1))(w, x)
    assert isinstance(value, Tensor) and isinstance(gw, Tensor) and isinstance(gx, Tensor)
    np.testing.assert_allclose(float(value), np.sum(w0 * w0 * x0), rtol=1e-6)
    np.testing.assert_allclose(to_numpy(gx.raw), w0 * w0, rtol=1e-6)

    def with_aux(w: Tensor) -> tuple[Tensor, dict[str, Tensor]]:
        return xp.sum(w ** 2), {"double": 2 * w}

    (v, aux), g = xp.autodiff.value_and_grad(with_aux, has_aux=True)(w)
    np.testing.assert_allclose(float(v), np.sum(w0 ** 2), rtol=1e-6)
    np.testing.assert_allclose(to_numpy(g.raw), 2 * w0, rtol=1e-6)
    assert isinstance(aux["double"], Tensor)
    np.testing.assert_allclose(to_numpy(aux["double"].raw), 2 * w0)

    out, vjp_fn = xp.autodiff.vjp(lambda w: w * x, w)
    assert isinstance(out, Tensor)
    (ct,) = vjp_fn(xp.ones_like(out))
    assert isinstance(ct, Tensor)
    np.testing.assert_allclose(to_numpy(ct.raw), x0)

    stopped = xp.autodiff.stop_gradient(w)
    assert isinstance(stopped, Tensor)
    g = xp.autodiff.grad(lambda w: xp.sum(xp.autodiff.stop_gradient(w) * w))(w)
    np.testing.assert_allclose(to_numpy(g.raw), w0)

    def square(w: Tensor) -> Tensor:
        return w * w

    custom = xp.autodiff.custom_vjp(square)
    custom.defvjp(lambda w: (w * w, w), lambda res, ct: (3 * res * ct,))  # deliberately 3w
    g = xp.autodiff.grad(lambda w: xp.sum(custom(w)))(w)
    assert isinstance(g, Tensor)
    np.testing.assert_allclose(to_numpy(g.raw), 3 * w0, rtol=1e-6)

    def cube(w: Tensor) -> tuple[Tensor, object]:
        return w ** 3, lambda ct: 5 * ct  # deliberately not 3w^2

    g = xp.autodiff.grad(lambda w: xp.sum(xp.autodiff.custom_gradient(cube)(w)))(w)
    np.testing.assert_allclose(to_numpy(g.raw), np.full(3, 5.0), rtol=1e-6)


def test_autodiff_on_numpy_says_which_backends_differentiate() -> None:
    xp = facade_namespace("numpy")
    t = astensor(np.ones(2))
    with pytest.raises(NotImplementedError, match="torch"):
        xp.autodiff.grad(lambda w: xp.sum(w))(t)
    assert sorted(dir(xp.autodiff)) == sorted(
        ["custom_gradient", "custom_vjp", "grad", "hessian", "hvp", "jacfwd", "jacrev", "jit",
         "jvp", "linearize", "stop_gradient", "value_and_grad", "vjp", "vmap"])


def test_autodiff_transforms_on_tensors(diff_backend: Backend) -> None:
    """Every transform of the facade's xp.autodiff takes and returns Tensors, against closed
    forms: f(w) = sum(w**3) has gradient 3 w**2 and Hessian diag(6 w)."""
    backend = diff_backend
    xp = facade_namespace(backend.name)
    w0 = np.array([1.0, -2.0, 0.5], dtype=np.float32)
    v0 = np.array([0.5, 1.0, -1.0], dtype=np.float32)
    w, v = astensor(backend.asarray(w0)), astensor(backend.asarray(v0))

    def cube(w: Tensor) -> Tensor:
        assert isinstance(w, Tensor)
        return w ** 3

    def f(w: Tensor) -> Tensor:
        return xp.sum(cube(w))

    out, tangent = xp.autodiff.jvp(cube, (w,), (v,))
    assert isinstance(out, Tensor) and isinstance(tangent, Tensor)
    np.testing.assert_allclose(to_numpy(tangent.raw), 3 * w0 ** 2 * v0, rtol=1e-6)
    out, f_jvp = xp.autodiff.linearize(cube, w)
    assert isinstance(f_jvp(v), Tensor)
    np.testing.assert_allclose(to_numpy(f_jvp(v).raw), 3 * w0 ** 2 * v0, rtol=1e-6)
    for jacobian in (xp.autodiff.jacfwd, xp.autodiff.jacrev):
        jac = jacobian(cube)(w)
        assert isinstance(jac, Tensor)
        np.testing.assert_allclose(to_numpy(jac.raw), np.diag(3 * w0 ** 2), rtol=1e-6)
    hess = xp.autodiff.hessian(f)(w)
    assert isinstance(hess, Tensor)
    np.testing.assert_allclose(to_numpy(hess.raw), np.diag(6 * w0), rtol=1e-6)
    hv = xp.autodiff.hvp(f, (w,), (v,))
    assert isinstance(hv, Tensor)
    np.testing.assert_allclose(to_numpy(hv.raw), 6 * w0 * v0, rtol=1e-6)
    rows = astensor(backend.asarray(np.stack([w0, v0])))
    per_row = xp.autodiff.vmap(xp.autodiff.grad(f))(rows)
    assert isinstance(per_row, Tensor)
    np.testing.assert_allclose(to_numpy(per_row.raw), 3 * np.stack([w0, v0]) ** 2, rtol=1e-6)
    options = {"backend": "eager", "fullgraph": True} if backend.name == "torch" else {}
    value = xp.autodiff.jit(f, **options)(w)
    assert isinstance(value, Tensor)
    np.testing.assert_allclose(float(value), np.sum(w0 ** 3), rtol=1e-6)
