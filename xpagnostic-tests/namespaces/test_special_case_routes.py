"""floor_divide and complex tanh give the standard's special cases on every route.

NumPy, and PyTorch on a CPU tensor in eager mode, call the native kernel and ask one
reduction whether an input the kernel gets wrong is present; only then do they mask.
TensorFlow does the same for complex tanh on an eager CPU tensor, and masks an integer
zero divisor only when its eager CPU kernel refuses one.  Everywhere else (a graph,
``torch.compile``, ``torch.func`` transforms, another device) every call masks.  These tests
feed each route inputs with and without edge values, alone and mixed, and compare with
Python's arithmetic and the standard's special cases (signed zeros exact).
"""

from __future__ import annotations

import itertools
import math
import warnings
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest
from harness import Backend, dtype_name, to_numpy

INF = math.inf
NAN = math.nan

# Exactly representable values whose quotients are exact or clearly not integers: floor(a / b)
# (TensorFlow) and Python's floor division (NumPy, PyTorch, JAX) agree on them.
VALUES = [INF, -INF, NAN, 0.0, -0.0, 1.0, -1.0, 7.0, -7.0, 3.5, -3.5, 0.5, 2.0, -2.0, 0.25]
FINITE = [v for v in VALUES if math.isfinite(v)]


def floor_divide_reference(a: float, b: float) -> float:
    """The standard's floor_divide of two float64 values: true division where an operand is
    infinite or NaN or the divisor is zero; Python's floor division (which signs zero
    quotients as the standard does) elsewhere."""
    if not (math.isfinite(a) and math.isfinite(b)) or b == 0:
        with np.errstate(all="ignore"):
            return float(np.float64(a) / np.float64(b))
    return a // b


def assert_same(actual: Any, expected: Any, unsigned: Any = False) -> None:
    """Equal values (NaN where NaN), and equal signs of zeros and infinities (except where
    ``unsigned``)."""
    a = np.asarray(to_numpy(actual)).astype(np.float64)
    e = np.asarray(expected, dtype=np.float64)
    assert a.shape == e.shape, (a.shape, e.shape)
    np.testing.assert_array_equal(a, e)
    numbers = ~np.isnan(e) & ~np.asarray(unsigned)
    assert (np.signbit(a) == np.signbit(e))[numbers].all(), (a, e)


def jax_zero_sign_gap(backend: Backend, a: Any, b: Any) -> Any:
    """Where JAX's floor_divide signs a zero quotient wrongly (see
    test_zero_quotient_of_a_nonzero_dividend_is_positive): finite nonzero operands of one
    sign whose quotient is below one give -0 there."""
    a, b = np.broadcast_arrays(np.asarray(a, np.float64), np.asarray(b, np.float64))
    with np.errstate(all="ignore"):
        gap = (np.isfinite(a) & np.isfinite(b) & (a != 0) & (b != 0) & (a * b > 0)
               & (np.abs(a) < np.abs(b)))
    return gap & (backend.name == "jax")


def _float_dtypes(backend: Backend) -> list[str]:
    return [n for n in ("float32", "float64") if backend.supports(n)]


def _pairs(values: list[float]) -> tuple[np.ndarray, np.ndarray]:
    pairs = np.array(list(itertools.product(values, values)))
    return pairs[:, 0], pairs[:, 1]


@pytest.mark.parametrize("values", ["all", "finite"])
def test_floor_divide_one_array(backend: Backend, values: str) -> None:
    """Every pair of values in one call: with an edge value present (masked route) or none
    (the native quotient stands)."""
    a, b = _pairs(VALUES if values == "all" else FINITE)
    expected = [floor_divide_reference(x, y) for x, y in zip(a, b)]
    for dt in _float_dtypes(backend):
        x1, x2 = backend.asarray(a.astype(dt)), backend.asarray(b.astype(dt))
        with np.errstate(all="ignore"):
            out = backend.xp.floor_divide(x1, x2)
        assert dtype_name(out) == dt
        assert_same(out, expected, jax_zero_sign_gap(backend, a, b))


def test_floor_divide_each_pair_alone(backend: Backend) -> None:
    """A one-element call per pair: each takes its own route."""
    for a, b in itertools.product(VALUES, VALUES):
        x1 = backend.asarray(np.array([a], dtype=np.float32))
        x2 = backend.asarray(np.array([b], dtype=np.float32))
        with np.errstate(all="ignore"):
            out = backend.xp.floor_divide(x1, x2)
        assert_same(out, [floor_divide_reference(a, b)], jax_zero_sign_gap(backend, [a], [b]))


@pytest.mark.parametrize("n", [2, 10, 16, 17, 40])
def test_floor_divide_one_edge_pair_among_finite_ones(backend: Backend, n: int) -> None:
    """Vectors of ``n`` finite pairs with one edge pair at each position in turn: the check
    must see it wherever it stands, on both sides of the size where PyTorch's check changes
    from a Python sum of the values to a dot product."""
    a = np.array([FINITE[i % len(FINITE)] for i in range(n)])
    b = np.array([FINITE[(3 * i + 1) % len(FINITE)] or 1.0 for i in range(n)])
    for edge_a, edge_b in [(INF, 2.0), (-INF, -0.5), (1.0, -INF), (-7.0, INF), (NAN, 1.0)]:
        for i in range(n):
            x1, x2 = a.copy(), b.copy()
            x1[i], x2[i] = edge_a, edge_b
            expected = [floor_divide_reference(p, q) for p, q in zip(x1, x2)]
            with np.errstate(all="ignore"):
                out = backend.xp.floor_divide(backend.asarray(x1.astype(np.float32)),
                                              backend.asarray(x2.astype(np.float32)))
            assert_same(out, expected, jax_zero_sign_gap(backend, x1, x2))


@pytest.mark.parametrize("shapes", [((2, 3), (2, 3)), ((3, 2), (2,)), ((4,), ()), ((), ()),
                                    ((2, 2, 2), (1, 2, 1))])
def test_floor_divide_one_edge_value_in_small_operands_of_any_rank(
        backend: Backend, shapes: tuple[tuple[int, ...], tuple[int, ...]]) -> None:
    """Operands of at most 16 elements in any rank, and broadcast divisors, with one
    infinity or NaN at each position of either operand in turn (PyTorch's check reads such
    operands as Python lists, which only vectors sum)."""
    s1, s2 = shapes
    n1, n2 = math.prod(s1), math.prod(s2)
    base1 = np.array([FINITE[i % len(FINITE)] for i in range(n1)])
    base2 = np.array([FINITE[(3 * i + 1) % len(FINITE)] or 1.0 for i in range(n2)])
    for which, edge in itertools.product((0, 1), (INF, -INF, NAN)):
        for i in range(n1 if which == 0 else n2):
            v1, v2 = base1.copy(), base2.copy()
            (v1, v2)[which][i] = edge
            x1, x2 = v1.reshape(s1), v2.reshape(s2)
            expected = np.vectorize(floor_divide_reference, otypes=[np.float64])(
                *np.broadcast_arrays(x1, x2))
            with np.errstate(all="ignore"):
                out = backend.xp.floor_divide(backend.asarray(x1.astype(np.float32)),
                                              backend.asarray(x2.astype(np.float32)))
            assert_same(out, expected, jax_zero_sign_gap(backend, *np.broadcast_arrays(x1, x2)))


def test_floor_divide_shapes_and_broadcasting(backend: Backend) -> None:
    """Two-dimensional operands of one shape, a broadcast row, and a 0-d divisor, with and
    without an infinity among them."""
    a, b = _pairs(VALUES)
    a2, b2 = a.reshape(15, 15), b.reshape(15, 15)
    f2, g2 = (v.reshape(len(FINITE), len(FINITE)) for v in _pairs(FINITE))
    row = np.array(VALUES, dtype=np.float32)
    col = np.array(FINITE, dtype=np.float32)[:, None]
    with np.errstate(all="ignore"):
        cases = [
            (a2, b2),
            (f2, g2),  # no edge value: the native quotient stands
            (col * np.ones((1, 15), np.float32), row),  # row broadcast over finite rows
            (col * np.ones((1, len(FINITE)), np.float32), np.array(FINITE, np.float32)),
            (np.array(FINITE, np.float32), np.array(2.0, np.float32)),
            (np.array(FINITE, np.float32), np.array(-INF, np.float32)),
            # vectors where one has a single element (it broadcasts)
            (np.array(FINITE, np.float32), np.array([-INF], np.float32)),
            (np.array(VALUES, np.float32), np.array([2.0], np.float32)),
            (np.array([7.0], np.float32), np.array(VALUES, np.float32)),
            (np.array([INF], np.float32), np.array(FINITE, np.float32)),
        ]
        for x1, x2 in cases:
            x1, x2 = x1.astype(np.float32), np.asarray(x2, dtype=np.float32)
            expected = np.vectorize(floor_divide_reference, otypes=[np.float64])(
                *np.broadcast_arrays(x1.astype(np.float64), x2.astype(np.float64)))
            out = backend.xp.floor_divide(backend.asarray(x1), backend.asarray(x2))
            assert_same(out, expected, jax_zero_sign_gap(backend, x1, x2))


@pytest.mark.parametrize("scalar", [2.0, -0.5, 0.0, INF, -INF, NAN, 3])
def test_floor_divide_python_scalar_divisor(backend: Backend, scalar: float) -> None:
    for values in (FINITE, VALUES):
        x1 = backend.asarray(np.array(values, dtype=np.float32))
        with np.errstate(all="ignore"):
            out = backend.xp.floor_divide(x1, scalar)
        assert dtype_name(out) == "float32"
        assert_same(out, [floor_divide_reference(float(np.float32(a)), float(scalar))
                          for a in values], jax_zero_sign_gap(backend, values, scalar))


@pytest.mark.parametrize("dt", ["float32", "float64"])
def test_zero_quotient_of_a_nonzero_dividend_is_positive(backend: Backend, dt: str,
                                                        request: pytest.FixtureRequest) -> None:
    """``-1 // -7`` is ``+0`` (floor of a positive quotient), as in Python and NumPy."""
    if not backend.supports(dt):
        pytest.skip(f"no {dt}")
    if backend.name == "jax":
        request.applymarker(pytest.mark.xfail(
            strict=True, reason="jnp.floor_divide floors (x1 - fmod) / x2, which is -0 here, "
            "and does not re-sign a zero quotient as NumPy does"))
    x1 = backend.asarray(np.array([-1.0, -2.0, 1.0, 3.0], dtype=dt))
    x2 = backend.asarray(np.array([-7.0, -3.5, 7.0, 4.0], dtype=dt))
    assert_same(backend.xp.floor_divide(x1, x2), [0.0, 0.0, 0.0, 0.0])


def test_floor_divide_false_alarm_of_the_check(backend: Backend) -> None:
    """Finite quotients whose check sum overflows take the masked route, with the same
    (finite, Python-floored) results."""
    big = float(np.finfo(np.float32).max)
    a = np.array([big, -big, big, 1e38, -3.0, 5.0], dtype=np.float32)
    b = np.array([1.0, 1.0, 0.5 * big, 1.0, 2.0, -2.0], dtype=np.float32)
    out = backend.xp.floor_divide(backend.asarray(a), backend.asarray(b))
    assert_same(out, [floor_divide_reference(float(x), float(y)) for x, y in zip(a, b)])


def test_floor_divide_empty_and_0d(backend: Backend) -> None:
    empty = backend.asarray(np.zeros(0, dtype=np.float32))
    out = backend.xp.floor_divide(empty, empty)
    assert to_numpy(out).shape == (0,) and dtype_name(out) == "float32"
    for a, b in [(INF, 2.0), (1.0, -INF), (7.0, 2.0), (-0.0, 3.0)]:
        x1 = backend.asarray(np.array(a, dtype=np.float32))
        x2 = backend.asarray(np.array(b, dtype=np.float32))
        with np.errstate(all="ignore"):
            assert_same(backend.xp.floor_divide(x1, x2), floor_divide_reference(a, b))


@pytest.mark.parametrize("dt", ["int8", "int32", "int64", "uint8"])
def test_integer_floor_divide(backend: Backend, dt: str) -> None:
    """Integer quotients floor as Python's ``//``; where the backend defines division by zero
    (NumPy and TensorFlow give 0), both routes give it."""
    if not backend.supports(dt):
        pytest.skip(f"no {dt}")
    rng = np.random.default_rng(1)
    lo = 0 if dt.startswith("u") else -100
    a = rng.integers(lo, 100, 200).astype(dt)
    b = rng.integers(1, 9, 200).astype(dt)
    if lo:
        b = b * np.where(rng.random(200) < 0.5, -1, 1).astype(dt)
    out = backend.xp.floor_divide(backend.asarray(a), backend.asarray(b))
    assert dtype_name(out) == dt
    np.testing.assert_array_equal(to_numpy(out), [int(x) // int(y) for x, y in zip(a, b)])
    if backend.name in ("numpy", "tensorflow"):
        b0 = b.copy()
        b0[::3] = 0
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            out = backend.xp.floor_divide(backend.asarray(a), backend.asarray(b0))
        np.testing.assert_array_equal(
            to_numpy(out), [0 if y == 0 else int(x) // int(y) for x, y in zip(a, b0)])


# --- complex tanh ----------------------------------------------------------------------------

RE = [INF, -INF, NAN, 0.0, -0.0, 0.5, -0.5, 20.0, -20.0]
IM = [0.0, -0.0, 0.5, -0.5, 2.0, -2.0, 3.0, -3.0, 100.0, -100.0, INF, -INF, NAN]


def check_tanh(z: np.ndarray, out: np.ndarray) -> None:
    """The standard's tanh: ``tanh(+inf + bj) = 1 ± 0j`` for finite ``b`` (the zero signed as
    ``b``); finite input as NumPy's complex128 tanh; a NaN real part with a nonzero
    imaginary part gives NaN parts."""
    z, out = z.ravel(), out.ravel()
    for w, r in zip(z, out):
        a, b = w.real, w.imag
        if a == INF and math.isfinite(b):
            assert r.real == 1.0 and r.imag == 0.0, (w, r)
            assert math.copysign(1.0, r.imag) == math.copysign(1.0, b), (w, r)
        elif math.isfinite(a) and math.isfinite(b):
            expected = np.tanh(np.complex128(w))
            if abs(b) < 50:  # far from the poles at odd multiples of πj/2
                np.testing.assert_allclose(r, expected, rtol=2e-6, atol=1e-6)
        elif math.isnan(a) and b != 0:
            assert math.isnan(r.real) and math.isnan(r.imag), (w, r)


def _complex_dtypes(backend: Backend) -> list[str]:
    return [n for n in ("complex64", "complex128") if backend.supports(n)]


@pytest.mark.parametrize("values", ["all", "finite"])
def test_complex_tanh_one_array(backend: Backend, values: str) -> None:
    re = RE if values == "all" else [a for a in RE if math.isfinite(a)]
    im = IM if values == "all" else [b for b in IM if math.isfinite(b)]
    z = np.array([complex(a, b) for a, b in itertools.product(re, im)])
    for dt in _complex_dtypes(backend):
        zz = z.astype(dt)
        with np.errstate(all="ignore"):
            out = backend.xp.tanh(backend.asarray(zz))
            native = backend.native.tanh(backend.asarray(zz))
        assert dtype_name(out) == dt
        check_tanh(zz, to_numpy(out))
        if values == "finite" and backend.name != "jax":
            # no edge input: the native result, bit for bit (JAX's namespace evaluates
            # complex functions in the first quadrant to sign zeros right)
            np.testing.assert_array_equal(to_numpy(out).view(np.uint8),
                                          to_numpy(native).view(np.uint8))


@pytest.mark.parametrize("n", [2, 10, 16, 17, 40])
def test_complex_tanh_one_edge_value_among_finite_ones(backend: Backend, n: int) -> None:
    """Vectors of ``n`` finite values with one edge value at each position in turn, on both
    sides of the size where PyTorch's check changes route."""
    z = np.array([complex(0.25 * (i % 7) - 0.75, 0.5 - 0.125 * (i % 5)) for i in range(n)],
                 dtype=np.complex64)
    for edge in [complex(INF, 0.5), complex(INF, -0.0), complex(INF, -2.0), complex(NAN, 1.0)]:
        for i in range(n):
            w = z.copy()
            w[i] = edge
            with np.errstate(all="ignore"):
                out = to_numpy(backend.xp.tanh(backend.asarray(w)))
            check_tanh(w, out)


def test_complex_tanh_each_value_alone_and_in_two_dimensions(backend: Backend) -> None:
    z = np.array([complex(a, b) for a, b in itertools.product(RE, IM)], dtype=np.complex64)
    with np.errstate(all="ignore"):
        for w in z:
            check_tanh(np.array([w]), to_numpy(backend.xp.tanh(backend.asarray(np.array([w])))))
        z2 = z.reshape(len(RE), len(IM))
        out = to_numpy(backend.xp.tanh(backend.asarray(z2)))
    assert out.shape == z2.shape
    check_tanh(z2, out)
    empty = backend.xp.tanh(backend.asarray(np.zeros((0, 3), dtype=np.complex64)))
    assert to_numpy(empty).shape == (0, 3)


def test_real_tanh_is_the_native_one(backend: Backend) -> None:
    x = backend.asarray(np.array(VALUES, dtype=np.float32))
    out = to_numpy(backend.xp.tanh(x))
    np.testing.assert_array_equal(out, to_numpy(backend.native.tanh(x)))
    np.testing.assert_allclose(out, np.tanh(np.array(VALUES)), rtol=1e-6)


# --- routes that never read a value back -------------------------------------------------------

_TORCH_EDGE = (np.array([INF, -INF, 1.0, -1.0, 7.0], np.float32),
               np.array([2.0, 2.0, -INF, INF, 2.0], np.float32))
_TORCH_EXPECTED = [INF, -INF, -0.0, -0.0, 3.0]
_Z_EDGE = np.array([complex(INF, 2.0), complex(INF, -3.0), complex(0.5, 0.5)], np.complex64)


def _torch_transforms() -> list[tuple[str, Callable[[Callable[..., Any]], Callable[..., Any]]]]:
    torch = pytest.importorskip("torch")

    def vmapped(f: Callable[..., Any]) -> Callable[..., Any]:
        def g(*args: Any) -> Any:
            return torch.func.vmap(f)(*(a[None] for a in args))[0]
        return g

    def compiled(f: Callable[..., Any]) -> Callable[..., Any]:
        # fullgraph: a value read back would break the graph and fail here
        return torch.compile(f, backend="eager", fullgraph=True)  # type: ignore[no-any-return]

    return [("vmap", vmapped), ("compile", compiled)]


@pytest.mark.parametrize("transform", ["vmap", "compile"])
def test_torch_transforms_take_the_masked_route(transform: str) -> None:
    torch = pytest.importorskip("torch")
    import xpagnostic.torch as xp

    wrap = dict(_torch_transforms())[transform]
    x1, x2 = (torch.from_numpy(a.copy()) for a in _TORCH_EDGE)
    assert_same(wrap(xp.floor_divide)(x1, x2), _TORCH_EXPECTED)
    out = wrap(xp.tanh)(torch.from_numpy(_Z_EDGE.copy()))
    check_tanh(_Z_EDGE, to_numpy(out))


def test_torch_jit_trace_records_the_masked_route() -> None:
    """A trace taken on finite values must still fix infinite ones when it runs again: the
    check reads no value while torch.jit.trace records, so the trace holds the masked
    route, not the branch the example values took."""
    torch = pytest.importorskip("torch")
    import xpagnostic.torch as xp

    x1, x2 = (torch.from_numpy(a.copy()) for a in _TORCH_EDGE)
    finite = (torch.arange(1.0, 6.0), torch.full((5,), 2.0))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the tracer's notes on Python values
        traced = torch.jit.trace(lambda a, b: xp.floor_divide(a, b), finite)
    assert_same(traced(x1, x2), _TORCH_EXPECTED)
    assert_same(traced(*finite), [0.0, 1.0, 1.0, 2.0, 2.0])


def test_torch_tanh_of_tensors_numpy_cannot_view() -> None:
    """Complex tensors that require grad, or carry a lazy conjugation, take the check through
    torch (NumPy cannot view them), with the same results."""
    torch = pytest.importorskip("torch")
    import xpagnostic.torch as xp

    z = torch.from_numpy(_Z_EDGE.copy())
    out = xp.tanh(z.clone().requires_grad_(True))
    check_tanh(_Z_EDGE, out.detach().numpy())
    conj = z.conj()
    assert conj.is_conj()
    check_tanh(_Z_EDGE.conj(), to_numpy(xp.tanh(conj)))
    finite = torch.tensor([0.5 + 0.5j, -1.0 + 2.0j], dtype=torch.complex64).conj()
    np.testing.assert_array_equal(to_numpy(xp.tanh(finite)), to_numpy(torch.tanh(finite)))


def test_torch_meta_tensors_never_read_back() -> None:
    """On a device whose values cannot be read (meta), the masked route runs and keeps
    shape and dtype."""
    torch = pytest.importorskip("torch")
    import xpagnostic.torch as xp

    x = torch.empty(4, device="meta")
    out = xp.floor_divide(x, x)
    assert out.device.type == "meta" and out.shape == (4,) and out.dtype == torch.float32
    z = torch.empty(3, dtype=torch.complex64, device="meta")
    assert xp.tanh(z).device.type == "meta"


def test_tensorflow_graphs_take_the_masked_route() -> None:
    tf = pytest.importorskip("tensorflow")
    import xpagnostic.tensorflow as xp

    x1, x2 = (tf.constant(a) for a in _TORCH_EDGE)
    assert_same(tf.function(xp.floor_divide)(x1, x2), _TORCH_EXPECTED)
    check_tanh(_Z_EDGE, to_numpy(tf.function(xp.tanh)(tf.constant(_Z_EDGE))))
    ints = tf.function(xp.floor_divide)(tf.constant([7, -7, 5], tf.int32),
                                       tf.constant([2, 0, -2], tf.int32))
    np.testing.assert_array_equal(ints.numpy(), [3, 0, -3])
