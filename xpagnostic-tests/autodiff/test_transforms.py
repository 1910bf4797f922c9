"""Function transforms (jvp, linearize, jacfwd, jacrev, hessian, hvp, vmap, jit) on every backend.

Each function is written once, the agnostic way (``get_namespace`` inside). Native JAX
(``jax.jvp``, ``jax.jacrev``...) applied to the same function under x64 is the oracle;
closed forms and finite differences check JAX's side too. Everything runs in float64.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import xpagnostic
from xpagnostic import autodiff as AD
from xpagnostic._autodiff import autodiff_for
from xpagnostic._pytree import flatten

BACKENDS = ("torch", "jax", "tensorflow")
RNG = np.random.default_rng(7)


@contextlib.contextmanager
def x64() -> Iterator[None]:
    """JAX's x64 mode for the block only (it is process-global otherwise)."""
    with jax.enable_x64(True):
        yield


def conv(name: str, a: Any) -> Any:
    """A NumPy array (or a pytree of them) as native arrays of ``name``."""
    if isinstance(a, dict):
        return {k: conv(name, v) for k, v in a.items()}
    if isinstance(a, (tuple, list)):
        return type(a)(conv(name, v) for v in a)
    a = np.asarray(a)
    if name == "torch":
        import torch

        return torch.asarray(a)
    if name == "jax":
        return jnp.asarray(a)
    if name == "numpy":
        return a
    import tensorflow as tf

    return tf.constant(a)


def host(tree: Any) -> list[np.ndarray]:
    """The leaves of a pytree of native arrays as NumPy arrays (test-only read back)."""
    leaves, _ = flatten(tree)
    out = []
    for x in leaves:
        if hasattr(x, "detach"):
            x = x.detach().cpu().resolve_conj().numpy()
        out.append(np.asarray(x))
    return out


def assert_tree_close(got: Any, want: Any, rtol: float = 1e-9, atol: float = 1e-11) -> None:
    g_def = flatten(got)[1]
    w_def = flatten(want)[1]
    assert str(g_def) == str(w_def), f"structure {g_def} != {w_def}"
    for g, w in zip(host(got), host(want)):
        assert g.shape == w.shape, f"shape {g.shape} != {w.shape}"
        np.testing.assert_allclose(g, w, rtol=rtol, atol=atol)


@pytest.fixture(params=BACKENDS)
def name(request: pytest.FixtureRequest) -> Iterator[str]:
    pytest.importorskip(request.param)
    with x64():
        yield request.param


# --- functions, written once ---------------------------------------------------------------
def poly(x: Any) -> Any:
    xp = xpagnostic.get_namespace(x)
    return xp.sum(x**3 - 2.0 * x**2 + 0.5 * x)


def poly_vec(x: Any) -> Any:
    xp = xpagnostic.get_namespace(x)
    return xp.stack([xp.sum(x**3), xp.prod(x), xp.sum(x) ** 2])


def logsumexp(x: Any) -> Any:
    xp = xpagnostic.get_namespace(x)
    m = xp.max(x)
    return m + xp.log(xp.sum(xp.exp(x - m)))


A = RNG.standard_normal((4, 3))
B = RNG.standard_normal((3, 3))


def matmul_chain(x: Any) -> Any:
    xp = xpagnostic.get_namespace(x)
    a, b = xp.asarray(A, dtype=x.dtype), xp.asarray(B, dtype=x.dtype)
    return xp.matmul(a, xp.tanh(xp.matmul(b, xp.tanh(xp.matmul(b, x)))))


M = RNG.standard_normal((3, 3)) + 4 * np.eye(3)


def solve(x: Any) -> Any:
    xp = xpagnostic.get_namespace(x)
    m = xp.asarray(M, dtype=x.dtype)
    return xp.linalg.solve(m + xp.linalg.outer(x, x), x**2)


def solve_scalar(x: Any) -> Any:
    xp = xpagnostic.get_namespace(x)
    return xp.sum(solve(x) ** 2)


def mlp_loss(params: dict[str, Any], x: Any, y: Any) -> Any:
    xp = xpagnostic.get_namespace(x)
    h = xp.tanh(x @ params["w1"] + params["b1"])
    d = h @ params["w2"] + params["b2"] - y
    return xp.sum(d * d) / x.shape[0]


X0 = np.array([0.3, -1.2, 0.8])
V0 = np.array([1.0, 0.5, -2.0])
VECTOR_FUNS = {"poly_vec": poly_vec, "matmul_chain": matmul_chain, "solve": solve}
SCALAR_FUNS = {"poly": poly, "logsumexp": logsumexp, "solve_scalar": solve_scalar}
MLP_PARAMS = {
    "w1": RNG.standard_normal((3, 4)) / 2,
    "b1": RNG.standard_normal(4) / 4,
    "w2": RNG.standard_normal((4, 2)) / 2,
    "b2": np.zeros(2),
}
MLP_X = RNG.standard_normal((5, 3))
MLP_Y = RNG.standard_normal((5, 2))


def ad(name: str) -> Any:
    return autodiff_for(name)


# --- forward mode --------------------------------------------------------------------------
@pytest.mark.parametrize("fun", list(VECTOR_FUNS.values()), ids=list(VECTOR_FUNS))
def test_jvp_and_linearize_match_jax(name: str, fun: Callable[..., Any]) -> None:
    x, v = conv(name, X0), conv(name, V0)
    out, tout = ad(name).jvp(fun, (x,), (v,))
    want_out, want_t = jax.jvp(fun, (jnp.asarray(X0),), (jnp.asarray(V0),))
    assert_tree_close(out, want_out)
    assert_tree_close(tout, want_t)
    out2, f_jvp = ad(name).linearize(fun, x)
    assert_tree_close(out2, want_out)
    assert_tree_close(f_jvp(v), want_t)
    assert_tree_close(f_jvp(conv(name, 2 * V0)), 2 * np.asarray(want_t))


def test_jvp_pytree_and_aux(name: str) -> None:
    def f(p: dict[str, Any], s: Any) -> Any:
        return (p["a"] * s, [p["b"] ** 2]), {"n": s}

    primals = ({"a": X0, "b": X0[:2]}, np.float64(1.5) * np.ones(3))
    tangents = ({"a": V0, "b": V0[:2]}, np.ones(3))
    out, tout, aux = ad(name).jvp(f, conv(name, primals), conv(name, tangents), has_aux=True)
    j = jax.jvp(f, conv("jax", primals), conv("jax", tangents), has_aux=True)
    assert_tree_close(out, j[0])
    assert_tree_close(tout, j[1])
    assert_tree_close(aux, j[2])


def test_jvp_errors(name: str) -> None:
    x = conv(name, X0)
    with pytest.raises(ValueError, match=r"jvp: a tangent of shape \(2,\)"):
        ad(name).jvp(poly, (x,), (conv(name, X0[:2]),))
    with pytest.raises(TypeError, match="primals must be a tuple"):
        ad(name).jvp(poly, x, (x,))


# --- Jacobians and Hessians ----------------------------------------------------------------
@pytest.mark.parametrize("fun", list(VECTOR_FUNS.values()), ids=list(VECTOR_FUNS))
def test_jacobians_match_jax(name: str, fun: Callable[..., Any]) -> None:
    x = conv(name, X0)
    want = jax.jacrev(fun)(jnp.asarray(X0))
    assert_tree_close(ad(name).jacrev(fun)(x), want)
    assert_tree_close(ad(name).jacfwd(fun)(x), want)


@pytest.mark.parametrize("fun", list(SCALAR_FUNS.values()), ids=list(SCALAR_FUNS))
def test_hessian_and_hvp_match_jax(name: str, fun: Callable[..., Any]) -> None:
    x, v = conv(name, X0), conv(name, V0)
    want_h = jax.jit(jax.hessian(fun))(jnp.asarray(X0))
    assert_tree_close(ad(name).hessian(fun)(x), want_h)
    assert_tree_close(ad(name).hvp(fun, (x,), (v,)), np.asarray(want_h) @ V0)


def test_mlp_pytree_jacobian_hessian_and_shapes(name: str) -> None:
    params, xy = conv(name, MLP_PARAMS), conv(name, (MLP_X, MLP_Y))
    jparams, jxy = conv("jax", MLP_PARAMS), conv("jax", (MLP_X, MLP_Y))
    # jacrev over a pytree argument and a tuple of argnums: JAX's nesting exactly.
    got = ad(name).jacrev(mlp_loss, argnums=(0, 1))(params, *xy)
    assert_tree_close(got, jax.jit(jax.jacrev(mlp_loss, argnums=(0, 1)))(jparams, *jxy))
    hess = ad(name).hessian(mlp_loss)
    got_h = (jax.jit(hess) if name == "jax" else hess)(params, *xy)
    want_h = jax.jit(jax.hessian(mlp_loss))(jparams, *jxy)
    assert_tree_close(got_h, want_h)
    assert tuple(got_h["w1"]["w2"].shape) == (3, 4, 4, 2)
    tangent = conv(name, {k: np.ones_like(v) for k, v in MLP_PARAMS.items()})
    got_hvp = ad(name).hvp(mlp_loss, (params, *xy), (tangent, *(xy[0] * 0, xy[1] * 0)))
    want_hvp = jax.jit(lambda p, t: jax.jvp(jax.grad(mlp_loss), p, t)[1])(
        (jparams, *jxy),
        ({k: jnp.ones_like(v) for k, v in jparams.items()}, jxy[0] * 0, jxy[1] * 0),
    )
    assert_tree_close(got_hvp, want_hvp)


def test_jacobian_pytree_outputs_and_aux(name: str) -> None:
    def f(x: Any, y: Any) -> Any:
        return {"s": x * y, "t": (x**2, y)}, x[0]

    x, y = conv(name, X0), conv(name, V0)
    for tr in ("jacfwd", "jacrev"):
        got, aux = getattr(ad(name), tr)(f, argnums=1, has_aux=True)(x, y)
        want, waux = getattr(jax, tr)(f, argnums=1, has_aux=True)(jnp.asarray(X0), jnp.asarray(V0))
        assert_tree_close(got, want)
        assert_tree_close(aux, waux)


def test_closed_forms(name: str) -> None:
    q = RNG.standard_normal((3, 3))
    b = RNG.standard_normal(3)

    def quad(x: Any) -> Any:
        xp = xpagnostic.get_namespace(x)
        return 0.5 * xp.sum(x * xp.matmul(xp.asarray(q), x)) + xp.sum(xp.asarray(b) * x)

    x = conv(name, X0)
    np.testing.assert_allclose(host(ad(name).hessian(quad)(x))[0], (q + q.T) / 2, rtol=1e-12)

    def elementwise(x: Any) -> Any:
        return xpagnostic.get_namespace(x).sin(x) * 3.0

    for tr in ("jacfwd", "jacrev"):
        jac = host(getattr(ad(name), tr)(elementwise)(x))[0]
        np.testing.assert_allclose(jac, np.diag(3 * np.cos(X0)), rtol=1e-12, atol=1e-15)


@settings(max_examples=3, deadline=None)
@given(
    st.lists(st.floats(-2, 2), min_size=3, max_size=3),
    st.lists(st.floats(-2, 2), min_size=3, max_size=3),
)
def test_hvp_finite_differences(xs: list[float], vs: list[float]) -> None:
    x, v = np.array(xs), np.array(vs)
    eps = 1e-5
    g = jax.grad(logsumexp)
    with x64():
        fd = (np.asarray(g(jnp.asarray(x + eps * v))) - np.asarray(g(jnp.asarray(x - eps * v))))
        fd /= 2 * eps
        for name in BACKENDS:
            got = host(ad(name).hvp(logsumexp, (conv(name, x),), (conv(name, v),)))[0]
            np.testing.assert_allclose(got, fd, rtol=1e-5, atol=1e-7)


@settings(max_examples=3, deadline=None)
@given(st.lists(st.floats(-3, 3), min_size=3, max_size=3))
def test_jvp_and_jacobian_hypothesis_against_jax(xs: list[float]) -> None:
    x = np.array(xs)
    v = np.linspace(-1, 1, x.size)
    with x64():
        want_t = jax.jvp(poly_vec, (jnp.asarray(x),), (jnp.asarray(v),))[1]
        want_j = jax.jacrev(poly_vec)(jnp.asarray(x))
        for name in BACKENDS:
            assert_tree_close(ad(name).jvp(poly_vec, (conv(name, x),), (conv(name, v),))[1],
                              want_t)
            assert_tree_close(ad(name).jacfwd(poly_vec)(conv(name, x)), want_j)


# --- vmap ------------------------------------------------------------------------------
def test_vmap_axes_pytrees_and_kwargs(name: str) -> None:
    def f(p: dict[str, Any], s: Any, scale: Any = 1.0) -> Any:
        return {"u": xpagnostic.get_namespace(s).matmul(p["a"], s) * scale, "v": p["b"] + s[0]}

    pa = RNG.standard_normal((2, 3, 5))  # mapped over axis 2
    pb = RNG.standard_normal((5,))
    s = RNG.standard_normal(3)  # not mapped
    in_axes = ({"a": 2, "b": 0}, None)
    got = ad(name).vmap(f, in_axes=in_axes, out_axes={"u": 1, "v": 0})(
        conv(name, {"a": pa, "b": pb}), conv(name, s)
    )
    want = jax.vmap(f, in_axes=in_axes, out_axes={"u": 1, "v": 0})(
        conv("jax", {"a": pa, "b": pb}), conv("jax", s)
    )
    assert_tree_close(got, want)
    # keyword arguments are mapped over axis 0, as in JAX
    k = RNG.standard_normal(5)
    got_kw = ad(name).vmap(lambda p, s, scale: f(p, s, scale=scale), in_axes=(in_axes[0], None, 0))(
        conv(name, {"a": pa, "b": pb}), conv(name, s), conv(name, k)
    )
    want_kw = jax.vmap(lambda p, s, scale: f(p, s, scale=scale), in_axes=(in_axes[0], None, 0))(
        conv("jax", {"a": pa, "b": pb}), conv("jax", s), conv("jax", k)
    )
    assert_tree_close(got_kw, want_kw)


def test_vmap_errors(name: str) -> None:
    x = conv(name, np.ones((3, 2)))
    with pytest.raises(ValueError, match="mapped axes have different sizes"):
        ad(name).vmap(lambda a, b: a + b)(x, conv(name, np.ones((4, 2))))
    with pytest.raises(ValueError, match="in_axes maps no argument"):
        ad(name).vmap(lambda a: a, in_axes=None)(x)
    with pytest.raises(NotImplementedError, match=rf"{name}.autodiff.vmap: out_axes=None"):
        ad(name).vmap(lambda a: a, out_axes=None)(x)


def test_vmap_on_numpy_loops_and_stacks() -> None:
    x = RNG.standard_normal((4, 3))
    got = AD.vmap(poly_vec)(x)
    assert isinstance(got, np.ndarray)
    np.testing.assert_allclose(got, np.stack([np.asarray(poly_vec(r)) for r in x]), rtol=1e-14)
    got1 = autodiff_for("numpy").vmap(poly_vec, in_axes=1, out_axes=1)(x.T)
    np.testing.assert_allclose(got1, got.T, rtol=1e-14)


def test_per_example_gradients_vmap_grad(name: str) -> None:
    w = RNG.standard_normal(3)
    xs = RNG.standard_normal((6, 3))

    def loss(w: Any, x: Any) -> Any:
        xp = xpagnostic.get_namespace(w, x)
        return xp.log(1.0 + xp.exp(-xp.sum(w * x))) + 0.1 * xp.sum(w * w)

    got = ad(name).vmap(ad(name).grad(loss), in_axes=(None, 0))(conv(name, w), conv(name, xs))
    want = jax.vmap(jax.grad(loss), in_axes=(None, 0))(jnp.asarray(w), jnp.asarray(xs))
    assert_tree_close(got, want)


# --- numpy: clear errors ---------------------------------------------------------------
@pytest.mark.parametrize("transform", ["jvp", "linearize", "jacfwd", "jacrev", "hessian", "hvp"])
def test_numpy_raises_naming_backend_and_transform(transform: str) -> None:
    x = np.ones(3)
    ext = autodiff_for("numpy")
    call: dict[str, Callable[[], Any]] = {
        "jvp": lambda: ext.jvp(poly, (x,), (x,)),
        "linearize": lambda: ext.linearize(poly, x),
        "jacfwd": lambda: ext.jacfwd(poly)(x),
        "jacrev": lambda: ext.jacrev(poly)(x),
        "hessian": lambda: ext.hessian(poly)(x),
        "hvp": lambda: ext.hvp(poly, (x,), (x,)),
    }
    with pytest.raises(NotImplementedError, match=rf"numpy\.autodiff\.{transform}: the numpy"):
        call[transform]()
    with pytest.raises(NotImplementedError, match="numpy backend cannot differentiate"):
        getattr(AD, transform)(poly, (x,), (x,)) if transform in ("jvp", "hvp") else (
            AD.linearize(poly, x) if transform == "linearize" else getattr(AD, transform)(poly)(x)
        )


# --- jit ---------------------------------------------------------------------------------
def _jit_options(name: str) -> dict[str, Any]:
    # inductor compiles C++ for ~40 s on this kind of machine; the eager backend runs
    # dynamo's capture and graph breaks, which is what can go wrong for our code.
    return {"backend": "eager"} if name == "torch" else {}


def test_jit_of_agnostic_function_and_composition(name: str) -> None:
    xs = RNG.standard_normal((4, 3))
    f = AD.jit(AD.vmap(AD.grad(poly)), **_jit_options(name))
    want = jax.vmap(jax.grad(poly))(jnp.asarray(xs))
    assert_tree_close(f(conv(name, xs)), want)
    assert_tree_close(f(conv(name, xs * 2)), jax.vmap(jax.grad(poly))(jnp.asarray(xs * 2)))
    g = ad(name).jit(ad(name).jacrev(poly_vec), **_jit_options(name))
    assert_tree_close(g(conv(name, X0)), jax.jacrev(poly_vec)(jnp.asarray(X0)))


def test_jit_static_argnums_and_retracing(name: str) -> None:
    traces: list[int] = []

    def f(x: Any, n: int) -> Any:
        traces.append(n)
        return x**n

    jf = ad(name).jit(f, static_argnums=1, **_jit_options(name))
    x = conv(name, X0)
    assert_tree_close(jf(x, 2), X0**2)
    assert_tree_close(jf(x, 3), X0**3)
    assert_tree_close(jf(x * 2, 3), (2 * X0) ** 3)
    if name in ("jax", "tensorflow"):  # one trace per static value; same shape: no retrace
        assert traces == [2, 3]


def test_jit_numpy_is_identity() -> None:
    assert autodiff_for("numpy").jit(poly) is poly
    np.testing.assert_allclose(AD.jit(poly)(X0), poly(X0))


def test_jit_tf_xla_option() -> None:
    pytest.importorskip("tensorflow")
    f = autodiff_for("tensorflow").jit(autodiff_for("tensorflow").grad(logsumexp),
                                        jit_compile=True)
    with x64():
        want = jax.grad(logsumexp)(jnp.asarray(X0))
    assert_tree_close(f(conv("tensorflow", X0)), want)


# --- composition ---------------------------------------------------------------------------
def _custom_sin(name: str) -> Any:
    xp = xpagnostic.get_namespace(conv(name, X0))
    f = ad(name).custom_vjp(lambda x: xp.sin(x))
    f.defvjp(lambda x: (xp.sin(x), x), lambda r, g: (g * xp.cos(r),))
    return f


def test_hessian_and_hvp_of_custom_vjp(name: str) -> None:
    f = _custom_sin(name)
    xp = xpagnostic.get_namespace(conv(name, X0))

    def loss(x: Any) -> Any:
        return xp.sum(f(x) * x)

    def ref(x: Any) -> Any:
        return jnp.sum(jnp.sin(x) * x)

    x, v = conv(name, X0), conv(name, V0)
    assert_tree_close(ad(name).hessian(loss)(x), jax.hessian(ref)(jnp.asarray(X0)))
    assert_tree_close(ad(name).hvp(loss, (x,), (v,)),
                      jax.jvp(jax.grad(ref), (jnp.asarray(X0),), (jnp.asarray(V0),))[1])
    got = ad(name).vmap(ad(name).grad(loss))(conv(name, np.stack([X0, V0])))
    assert_tree_close(got, jax.vmap(jax.grad(ref))(jnp.asarray(np.stack([X0, V0]))))


def test_jvp_of_grad_and_grad_of_jvp(name: str) -> None:
    x, v = conv(name, X0), conv(name, V0)
    got = ad(name).jvp(ad(name).grad(logsumexp), (x,), (v,))
    want = jax.jvp(jax.grad(logsumexp), (jnp.asarray(X0),), (jnp.asarray(V0),))
    assert_tree_close(got, want)

    def dir_deriv(x: Any) -> Any:
        return ad(name).jvp(logsumexp, (x,), (v,))[1]

    def jdir(x: Any) -> Any:
        return jax.jvp(logsumexp, (x,), (jnp.asarray(V0),))[1]

    assert_tree_close(ad(name).grad(dir_deriv)(x), jax.grad(jdir)(jnp.asarray(X0)))


def test_torch_forward_mode_of_custom_vjp_complex_refuses() -> None:
    torch = pytest.importorskip("torch")
    f = autodiff_for("torch").custom_vjp(lambda z: z * 2)
    f.defvjp(lambda z: (z * 2, None), lambda r, g: (g * 2,))
    z = torch.ones(2, dtype=torch.complex128)
    with pytest.raises(NotImplementedError, match=r"torch\.autodiff\.jvp: forward mode through"):
        autodiff_for("torch").jvp(f, (z,), (z,))


# --- complex inputs: JAX's convention on every backend ------------------------------------
Z0 = np.array([1.0 + 2.0j, -0.5 + 0.3j])
W0 = np.array([0.2 - 1.0j, 1.5 + 0.5j])


def real_loss(z: Any) -> Any:
    xp = xpagnostic.get_namespace(z)
    return xp.sum(xp.real(z * xp.conj(z)) * xp.real(z) + xp.imag(z * z))


def holo(z: Any) -> Any:
    return z**3 + 2.0 * z


def test_complex_grad_vjp_jvp_hessian(name: str) -> None:
    z, w = conv(name, Z0), conv(name, W0)
    jz, jw = jnp.asarray(Z0), jnp.asarray(W0)
    assert_tree_close(ad(name).grad(real_loss)(z), jax.grad(real_loss)(jz))
    _, pull = ad(name).vjp(holo, z)
    _, jpull = jax.vjp(holo, jz)
    assert_tree_close(pull(w), jpull(jw))
    assert_tree_close(ad(name).jvp(holo, (z,), (w,)), jax.jvp(holo, (jz,), (jw,)))
    assert_tree_close(ad(name).jvp(real_loss, (z,), (w,)), jax.jvp(real_loss, (jz,), (jw,)))

    def hsum(z: Any) -> Any:
        return xpagnostic.get_namespace(z).sum(holo(z) * z)

    assert_tree_close(ad(name).hessian(hsum, holomorphic=True)(z),
                      jax.hessian(hsum, holomorphic=True)(jz))
    assert_tree_close(ad(name).jacrev(holo, holomorphic=True)(z),
                      jax.jacrev(holo, holomorphic=True)(jz))
    assert_tree_close(ad(name).jacfwd(holo, holomorphic=True)(z),
                      jax.jacfwd(holo, holomorphic=True)(jz))
    # a real function of a complex argument, by reverse mode: JAX's (conjugate) rows
    assert_tree_close(ad(name).jacrev(lambda z: xpagnostic.get_namespace(z).real(holo(z)))(z),
                      jax.jacrev(lambda z: holo(z).real)(jz))
    with pytest.raises(TypeError, match="jacfwd needs real inputs"):
        ad(name).jacfwd(holo)(z)


# --- no side effects ---------------------------------------------------------------------
def test_torch_no_side_effects() -> None:
    torch = pytest.importorskip("torch")
    ext = autodiff_for("torch")
    x = torch.tensor(X0, requires_grad=True)
    c = torch.tensor(X0)
    for mode in (contextlib.nullcontext, torch.no_grad):
        with mode():
            grad_mode = torch.is_grad_enabled()
            ext.jvp(poly_vec, (x,), (c,))
            ext.jacfwd(poly_vec)(x)
            ext.jacrev(poly_vec)(c)
            ext.hessian(poly)(x)
            ext.hvp(poly, (c,), (c,))
            ext.vmap(ext.grad(poly))(torch.stack([x, x]))
            ext.linearize(poly_vec, c)[1](c)
            assert torch.is_grad_enabled() is grad_mode
    assert x.grad is None and x.requires_grad and not c.requires_grad and c.grad is None


def test_tensorflow_no_side_effects() -> None:
    tf = pytest.importorskip("tensorflow")
    ext = autodiff_for("tensorflow")
    v = tf.Variable(X0)
    before = v.numpy().copy()
    assert tf.executing_eagerly()
    ext.hessian(poly)(v)
    ext.jvp(poly_vec, (v,), (tf.constant(V0),))
    ext.vmap(ext.grad(poly))(tf.stack([v, v]))
    assert tf.executing_eagerly()
    np.testing.assert_array_equal(v.numpy(), before)


# --- worked examples ---------------------------------------------------------------------
def _load_example(stem: str) -> Any:
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "docs" / "examples" / f"{stem}.py"
    spec = importlib.util.spec_from_file_location(f"example_{stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_example_newton_hvp_identical_iterates() -> None:
    ex = _load_example("newton_hvp")
    with x64():
        runs = {name: ex.run(name) for name in BACKENDS}
    ref = runs["jax"]
    for name, iterates in runs.items():
        assert len(iterates) == len(ref), name
        np.testing.assert_allclose(iterates, ref, rtol=0, atol=1e-6, err_msg=name)
    np.testing.assert_allclose(ref[-1], np.ones_like(ref[-1]), atol=1e-8)  # the minimum


def test_example_per_example_grads_identical() -> None:
    ex = _load_example("per_example_grads")
    with x64():
        runs = {name: ex.run(name) for name in BACKENDS}
    ref = runs["jax"]
    for name, norms in runs.items():
        np.testing.assert_allclose(norms, ref, rtol=0, atol=1e-6, err_msg=name)
    np.testing.assert_allclose(ref, ex.closed_form_norms(), rtol=1e-10)


# --- dispatch: the per-call pattern ----------------------------------------------------
def test_dispatching_wrappers_are_reused_and_bounded() -> None:
    import xpagnostic.autodiff as dispatch

    torch = pytest.importorskip("torch")
    x = torch.tensor(X0)
    assert dispatch.value_and_grad(poly) is dispatch.value_and_grad(poly)
    assert dispatch.grad(poly, argnums=0) is not dispatch.grad(poly, argnums=(0,))
    for k in range(40):  # fresh lambdas each time: right results, bounded memory
        g = dispatch.grad(lambda x, k=k: xpagnostic.get_namespace(x).sum(x * k))(x)
        np.testing.assert_allclose(host(g)[0], np.full(3, float(k)))
    assert len(dispatch._RECENT) <= dispatch._RECENT_MAX
    # the same wrapper serves several backends
    vg = dispatch.value_and_grad(poly)
    with x64():
        for name in BACKENDS:
            v, g = vg(conv(name, X0))
            np.testing.assert_allclose(host(v)[0], np.sum(X0**3 - 2 * X0**2 + 0.5 * X0))
            np.testing.assert_allclose(host(g)[0], 3 * X0**2 - 4 * X0 + 0.5, rtol=1e-12)
