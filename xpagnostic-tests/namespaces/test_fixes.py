"""Targeted tests for what our namespaces fix on top of their base libraries.

Each test names the fix it guards; references are NumPy, Python's own
arithmetic or array-api-strict.
"""

from __future__ import annotations

import math
import subprocess
import sys
import warnings

import numpy as np
import pytest
from harness import Backend, check_against_strict, dtype_name, to_numpy

INF = math.inf
NAN = math.nan


# --- __array_namespace_info__ --------------------------------------------------------------


def test_info_devices_are_a_tuple_of_real_devices(backend: Backend) -> None:
    info = backend.xp.__array_namespace_info__()
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # torch's probing of device types must not warn
        devices = info.devices()
    assert isinstance(devices, tuple) and devices
    assert all(d is not None for d in devices)  # by identity: MLX devices refuse == None
    assert info.default_device() in devices
    x = backend.xp.zeros(2, device=devices[0])
    assert x.shape == (2,)


def test_info_dtypes_filter_by_kind(backend: Backend) -> None:
    info = backend.xp.__array_namespace_info__()
    everything = info.dtypes()
    floats = info.dtypes(kind="real floating")
    assert set(floats) == {n for n in ("float32", "float64") if n in everything}
    ints = info.dtypes(kind=("signed integer", "unsigned integer"))
    assert set(ints) == {n for n in everything if n.startswith(("int", "uint"))}
    assert info.dtypes(kind="bool") == {"bool": backend.xp.bool}
    with pytest.raises(ValueError, match="kind"):
        info.dtypes(kind="floating")


def test_info_dtypes_are_usable(backend: Backend) -> None:
    """Every dtype the info lists computes: add, compare, sum (the suite relies on this)."""
    xp = backend.xp
    for name, dt in xp.__array_namespace_info__().dtypes().items():
        x = xp.ones(3, dtype=dt)
        if name != "bool":
            assert dtype_name(xp.add(x, x)) == name
        assert bool(xp.all(xp.equal(x, x)))
        assert to_numpy(xp.flip(x)).shape == (3,)


def test_jax_dtypes_follow_x64_without_flipping_it() -> None:
    """JAX in 32-bit mode lists no 64-bit dtypes; under x64 it lists them all."""
    code = (
        "import jax, xpagnostic.jax as xp\n"
        "before = jax.config.jax_enable_x64\n"
        "names = set(xp.__array_namespace_info__().dtypes())\n"
        "assert jax.config.jax_enable_x64 == before\n"
        "print(before, sorted(names))\n"
    )
    for flag, expect_64 in (("0", False), ("1", True)):
        env = {"JAX_ENABLE_X64": flag, "JAX_PLATFORMS": "cpu", "PATH": ""}
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             env={**_env(), **env}, check=True).stdout
        has_64 = "'float64'" in out and "'int64'" in out and "'complex128'" in out
        assert has_64 == expect_64, out
        assert "'float32'" in out


def test_jax_index_functions_return_the_default_index_dtype() -> None:
    """searchsorted (int32 from jnp.searchsorted even with x64), argmax, argsort and nonzero
    return the default index dtype of the current mode: int32, or int64 under x64."""
    pytest.importorskip("jax")
    code = (
        "import jax, jax.numpy as jnp, xpagnostic.jax as xp\n"
        "x = jnp.asarray([0, 1, 2], dtype=jnp.uint8)\n"
        "index = xp.__array_namespace_info__().default_dtypes()['indexing']\n"
        "outs = [xp.searchsorted(x, x), jax.jit(xp.searchsorted)(x, x),\n"
        "        xp.searchsorted(x, 1, side='right'), xp.argmax(x), xp.argsort(x),\n"
        "        xp.nonzero(x)[0]]\n"
        "print(index, *sorted({str(o.dtype) for o in outs}))\n"
    )
    for flag, expected in (("0", "int32 int32"), ("1", "int64 int64")):
        env = {"JAX_ENABLE_X64": flag, "JAX_PLATFORMS": "cpu"}
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                             env={**_env(), **env}, check=True).stdout
        assert out.split() == expected.split(), out


def _env() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items() if k != "JAX_ENABLE_X64"}


def test_torch_lists_the_unsigned_dtypes_it_computes_without_kernels() -> None:
    torch = pytest.importorskip("torch")
    import xpagnostic.tensor as facade
    import xpagnostic.torch as xp

    names = set(xp.__array_namespace_info__().dtypes())
    for name in ("uint8", "uint16", "uint32", "uint64"):
        assert name in names
        assert getattr(xp, name) is getattr(torch, name)
        assert getattr(facade.facade_namespace("torch"), name) is getattr(torch, name)
    for name in ("uint16", "uint32", "uint64"):
        dt = getattr(torch, name)
        with pytest.raises((RuntimeError, NotImplementedError)):  # torch has no kernel ...
            torch.add(torch.ones(2, dtype=dt), 1)
        # ... the namespace computes it, and makes such arrays
        top = int(np.iinfo(name).max)
        out = xp.add(xp.full(2, top, dtype=dt), xp.arange(2, dtype=dt))
        np.testing.assert_array_equal(out.numpy(), np.array([top, 0], dtype=name))


# --- finfo / iinfo ---------------------------------------------------------------------------


@pytest.mark.parametrize("name", ["float32", "float64", "complex64", "complex128"])
def test_finfo_is_standard(backend: Backend, name: str) -> None:
    if not backend.supports(name):
        pytest.skip(f"{backend.name} does not support {name} now")
    xp = backend.xp
    info = xp.finfo(getattr(xp, name))
    ref = np.finfo(name)
    for attr in ("eps", "max", "min", "smallest_normal"):
        value = getattr(info, attr)
        assert type(value) is float, (attr, type(value))
        assert value == float(getattr(ref, attr))
    assert info.bits == ref.bits
    real = {"complex64": "float32", "complex128": "float64"}.get(name, name)
    assert info.dtype == getattr(xp, real)  # a dtype object, not a name
    assert xp.finfo(xp.zeros(1, dtype=getattr(xp, name))).eps == info.eps


@pytest.mark.parametrize("name", ["int8", "int16", "int32", "int64", "uint8"])
def test_iinfo_is_standard(backend: Backend, name: str) -> None:
    if not backend.supports(name):
        pytest.skip(f"{backend.name} does not support {name} now")
    xp = backend.xp
    info = xp.iinfo(getattr(xp, name))
    ref = np.iinfo(name)
    assert (info.min, info.max, info.bits) == (int(ref.min), int(ref.max), ref.bits)
    assert type(info.max) is int
    assert info.dtype == getattr(xp, name)


# --- element-wise special cases --------------------------------------------------------------

_FLOOR_CASES = [(INF, 2.0, INF), (INF, -2.0, -INF), (-INF, 2.0, -INF), (-INF, -2.0, INF),
                (1.0, -INF, -0.0), (-1.0, INF, -0.0), (1.0, INF, 0.0), (7.0, 2.0, 3.0),
                (-7.0, 2.0, -4.0), (INF, INF, NAN), (-0.0, 3.0, -0.0), (0.0, -3.0, -0.0),
                (-0.0, -3.0, 0.0)]


def _same_floats(actual: object, expected: list[float]) -> None:
    a = to_numpy(actual).astype(np.float64)
    e = np.asarray(expected)
    np.testing.assert_array_equal(a, e)
    numbers = ~np.isnan(e)  # the sign of a NaN is not specified
    assert (np.signbit(a) == np.signbit(e))[numbers].all(), (a, e)


def test_floor_divide_special_cases(backend: Backend) -> None:
    x1 = backend.asarray(np.array([c[0] for c in _FLOOR_CASES], dtype=np.float32))
    x2 = backend.asarray(np.array([c[1] for c in _FLOOR_CASES], dtype=np.float32))
    with np.errstate(all="ignore"):
        _same_floats(backend.xp.floor_divide(x1, x2), [c[2] for c in _FLOOR_CASES])
        # A Python scalar operand takes the same route.
        _same_floats(backend.xp.floor_divide(x1[:4], 2.0), [INF, INF, -INF, -INF])
        _same_floats(backend.xp.floor_divide(x1[4:8], -INF), [-0.0, 0.0, -0.0, -0.0])
    ints = backend.xp.floor_divide(backend.asarray(np.array([7, -7], dtype=np.int32)),
                                   backend.asarray(np.array([2, 2], dtype=np.int32)))
    np.testing.assert_array_equal(to_numpy(ints), [3, -4])
    assert dtype_name(ints) == "int32"


def test_remainder_zero_takes_sign_of_divisor(backend: Backend) -> None:
    x1 = backend.asarray(np.array([-0.0, 0.0, 4.0, -4.0, 5.0], dtype=np.float32))
    x2 = backend.asarray(np.array([1.0, -1.0, -2.0, 2.0, -3.0], dtype=np.float32))
    # Python's float % is the reference: the result has the sign of the divisor.
    expected = [math.fmod(a, b) if math.fmod(a, b) * b > 0 else a % b
                for a, b in zip([-0.0, 0.0, 4.0, -4.0, 5.0], [1.0, -1.0, -2.0, 2.0, -3.0])]
    _same_floats(backend.xp.remainder(x1, x2), expected)


def test_complex_expm1_log1p_special_cases(backend: Backend, request: pytest.FixtureRequest
                                           ) -> None:
    if not backend.supports("complex64"):
        pytest.skip("no complex dtype")
    z = np.array([complex(INF, 0), complex(-INF, INF), complex(-INF, NAN), complex(NAN, 0),
                  complex(0.5, 0.25)], dtype=np.complex64)
    with np.errstate(all="ignore"):
        out = to_numpy(backend.xp.expm1(backend.asarray(z)))
    np.testing.assert_array_equal(out[:4], [complex(INF, 0), -1, -1, complex(NAN, 0)])
    np.testing.assert_allclose(out[4], np.expm1(np.complex128(0.5 + 0.25j)), rtol=1e-6)
    w = np.array([complex(INF, NAN), complex(NAN, INF), 0.5j], dtype=np.complex64)
    with np.errstate(all="ignore"):
        out = to_numpy(backend.xp.log1p(backend.asarray(w)))
    assert out[0].real == INF and np.isnan(out[0].imag)
    assert out[1].real == INF and np.isnan(out[1].imag)
    np.testing.assert_allclose(out[2], np.log1p(np.complex128(0.5j)), rtol=1e-6)


def _parts(z: np.ndarray) -> list[float]:
    """real, imag, real, imag... with each zero replaced by its sign (+1.0 or -1.0)."""
    return [math.copysign(abs(p) or 1.0, p) for c in z.ravel() for p in (c.real, c.imag)]


@pytest.mark.parametrize("name", ["expm1", "tanh", "acos"])
def test_complex_signed_zero_special_cases(backend: Backend, name: str,
                                           request: pytest.FixtureRequest) -> None:
    """expm1(±0 ± 0j) = +0 ± 0j; tanh(+inf + bj) = 1 ± 0j (sign of b); acos(±0 ± 0j) = π/2 ∓ 0j."""
    dtype = "complex128" if backend.supports("complex128") else "complex64"
    inputs = {
        "expm1": [complex(0, 0), complex(-0.0, 0), complex(0, -0.0), complex(-0.0, -0.0)],
        "tanh": [complex(INF, 3), complex(INF, -2), complex(INF, 0.0), complex(INF, -0.0)],
        "acos": [complex(0, 0), complex(-0.0, 0), complex(0, -0.0), complex(-0.0, -0.0)],
    }[name]
    expected = {
        "expm1": [1, 1, 1, 1, 1, -1, 1, -1],  # +0 + 0j, +0 + 0j, +0 - 0j, +0 - 0j
        "tanh": [1, 1, 1, -1, 1, 1, 1, -1],  # 1 + 0j, 1 - 0j, 1 + 0j, 1 - 0j
        "acos": [math.pi / 2, -1, math.pi / 2, -1, math.pi / 2, 1, math.pi / 2, 1],
    }[name]
    with np.errstate(all="ignore"):
        out = to_numpy(getattr(backend.xp, name)(backend.asarray(np.array(inputs, dtype=dtype))))
    assert _parts(out) == pytest.approx(expected, rel=1e-7)


PI = math.pi
ANY = None  # a zero or an infinity whose sign the standard leaves unspecified, or any value

# The standard's complex special cases: (a, b) -> (real, imag) of f(a + bj), as it states them
# (signed zeros and infinities exact; ANY where a sign is unspecified).
COMPLEX_SPECIAL_CASES: dict[str, list[tuple[float, float, float | None, float | None]]] = {
    "acos": [(0.0, NAN, PI / 2, NAN), (-0.0, NAN, PI / 2, NAN), (2.0, INF, PI / 2, -INF),
             (2.0, NAN, NAN, NAN), (-INF, 2.0, PI, -INF), (INF, 2.0, 0.0, -INF),
             (-INF, INF, 3 * PI / 4, -INF), (INF, INF, PI / 4, -INF), (INF, NAN, NAN, ANY),
             (-INF, NAN, NAN, ANY), (NAN, 2.0, NAN, NAN), (NAN, INF, NAN, -INF),
             (NAN, NAN, NAN, NAN), (INF, -2.0, 0.0, INF)],
    "acosh": [(0.0, 0.0, 0.0, PI / 2), (-0.0, 0.0, 0.0, PI / 2), (2.0, INF, INF, PI / 2),
              (2.0, NAN, NAN, NAN), (-INF, 2.0, INF, PI), (INF, 2.0, INF, 0.0),
              (-INF, INF, INF, 3 * PI / 4), (INF, INF, INF, PI / 4), (INF, NAN, INF, NAN),
              (-INF, NAN, INF, NAN), (NAN, 2.0, NAN, NAN), (NAN, INF, INF, NAN),
              (NAN, NAN, NAN, NAN), (-INF, -2.0, INF, -PI)],
    "asinh": [(0.0, 0.0, 0.0, 0.0), (2.0, INF, INF, PI / 2), (2.0, NAN, NAN, NAN),
              (INF, 2.0, INF, 0.0), (INF, INF, INF, PI / 4), (INF, NAN, INF, NAN),
              (NAN, 0.0, NAN, 0.0), (NAN, 2.0, NAN, NAN), (NAN, INF, ANY, NAN),
              (NAN, NAN, NAN, NAN), (-2.0, -INF, -INF, -PI / 2)],
    "atanh": [(0.0, 0.0, 0.0, 0.0), (0.0, NAN, 0.0, NAN), (1.0, 0.0, INF, 0.0),
              (2.0, INF, 0.0, PI / 2), (2.0, NAN, NAN, NAN), (INF, 2.0, 0.0, PI / 2),
              (INF, INF, 0.0, PI / 2), (INF, NAN, 0.0, NAN), (NAN, 2.0, NAN, NAN),
              (NAN, INF, ANY, PI / 2), (NAN, NAN, NAN, NAN), (-1.0, -0.0, -INF, -0.0)],
    "cosh": [(0.0, 0.0, 1.0, 0.0), (0.0, INF, NAN, ANY), (0.0, NAN, NAN, ANY),
             (2.0, INF, NAN, NAN), (2.0, NAN, NAN, NAN), (INF, 0.0, INF, 0.0),
             (INF, 2.0, INF * math.cos(2.0), INF * math.sin(2.0)), (INF, INF, ANY, NAN),
             (INF, NAN, INF, NAN), (NAN, 0.0, NAN, ANY), (NAN, -0.0, NAN, ANY),
             (NAN, 2.0, NAN, NAN), (NAN, NAN, NAN, NAN)],
    "sinh": [(0.0, 0.0, 0.0, 0.0), (0.0, INF, ANY, NAN), (0.0, NAN, ANY, NAN),
             (2.0, INF, NAN, NAN), (2.0, NAN, NAN, NAN), (INF, 0.0, INF, 0.0),
             (INF, 2.0, INF * math.cos(2.0), INF * math.sin(2.0)), (INF, INF, ANY, NAN),
             (INF, NAN, ANY, NAN), (NAN, 0.0, NAN, 0.0), (NAN, 2.0, NAN, NAN),
             (NAN, NAN, NAN, NAN)],
    "tanh": [(0.0, 0.0, 0.0, 0.0), (2.0, INF, NAN, NAN), (0.0, INF, 0.0, NAN),
             (2.0, NAN, NAN, NAN), (0.0, NAN, 0.0, NAN), (INF, 2.0, 1.0, 0.0),
             (INF, INF, 1.0, ANY), (INF, NAN, 1.0, ANY), (NAN, 0.0, NAN, 0.0),
             (NAN, 2.0, NAN, NAN), (NAN, NAN, NAN, NAN)],
    "exp": [(0.0, 0.0, 1.0, 0.0), (-0.0, 0.0, 1.0, 0.0), (2.0, INF, NAN, NAN),
            (2.0, NAN, NAN, NAN), (INF, 0.0, INF, 0.0), (-INF, 2.0, 0.0 * math.cos(2.0), 0.0),
            (INF, 2.0, INF * math.cos(2.0), INF * math.sin(2.0)), (-INF, INF, ANY, ANY),
            (INF, INF, ANY, NAN), (-INF, NAN, ANY, ANY), (INF, NAN, ANY, NAN),
            (NAN, 0.0, NAN, 0.0), (NAN, 2.0, NAN, NAN), (NAN, NAN, NAN, NAN)],
    "expm1": [(0.0, 0.0, 0.0, 0.0), (-0.0, 0.0, 0.0, 0.0), (2.0, INF, NAN, NAN),
              (2.0, NAN, NAN, NAN), (INF, 0.0, INF, 0.0), (-INF, 2.0, -1.0, 0.0),
              (INF, 2.0, INF * math.cos(2.0), INF * math.sin(2.0)), (-INF, INF, -1.0, ANY),
              (INF, INF, ANY, NAN), (-INF, NAN, -1.0, ANY), (INF, NAN, ANY, NAN),
              (NAN, 0.0, NAN, 0.0), (NAN, 2.0, NAN, NAN), (NAN, NAN, NAN, NAN)],
    "log": [(-0.0, 0.0, -INF, PI), (0.0, 0.0, -INF, 0.0), (2.0, INF, INF, PI / 2),
            (2.0, NAN, NAN, NAN), (-INF, 2.0, INF, PI), (INF, 2.0, INF, 0.0),
            (-INF, INF, INF, 3 * PI / 4), (INF, INF, INF, PI / 4), (INF, NAN, INF, NAN),
            (-INF, NAN, INF, NAN), (NAN, 2.0, NAN, NAN), (NAN, INF, INF, NAN),
            (NAN, NAN, NAN, NAN)],
    "log1p": [(-1.0, 0.0, -INF, 0.0), (2.0, INF, INF, PI / 2), (2.0, NAN, NAN, NAN),
              (-INF, 2.0, INF, PI), (INF, 2.0, INF, 0.0), (-INF, INF, INF, 3 * PI / 4),
              (INF, INF, INF, PI / 4), (INF, NAN, INF, NAN), (-INF, NAN, INF, NAN),
              (NAN, 2.0, NAN, NAN), (NAN, INF, INF, NAN), (NAN, NAN, NAN, NAN)],
    "sqrt": [(0.0, 0.0, 0.0, 0.0), (-0.0, 0.0, 0.0, 0.0), (2.0, INF, INF, INF),
             (NAN, INF, INF, INF), (2.0, NAN, NAN, NAN), (-INF, 2.0, 0.0, INF),
             (INF, 2.0, INF, 0.0), (-INF, NAN, NAN, ANY), (INF, NAN, INF, NAN),
             (NAN, 2.0, NAN, NAN), (NAN, NAN, NAN, NAN), (INF, -2.0, INF, -0.0)],
    "sign": [(0.0, 0.0, 0.0, 0.0), (-0.0, 0.0, 0.0, 0.0), (0.0, -0.0, 0.0, 0.0),
             (-0.0, -0.0, 0.0, 0.0), (NAN, 2.0, NAN, NAN), (2.0, NAN, NAN, NAN),
             (-3.0, 4.0, -0.6, 0.8)],
}


def _matches(got: float, want: float | None) -> bool:
    if want is None:
        return True
    if math.isnan(want):
        return math.isnan(got)
    if want == 0 or math.isinf(want):
        return got == want and math.copysign(1.0, got) == math.copysign(1.0, want)
    return got == pytest.approx(want, rel=1e-6)


_NUMPY_NAMES = {"acos": "arccos", "acosh": "arccosh", "asin": "arcsin", "asinh": "arcsinh",
                "atan": "arctan", "atanh": "arctanh"}


@pytest.mark.parametrize("name", ["sqrt", "log", "log1p", "log2", "log10", "exp", "expm1",
                                  "sin", "cos", "tan", "asin", "acos", "atan", "sinh",
                                  "cosh", "tanh", "asinh", "acosh", "atanh"])
def test_complex_signed_zeros_and_branch_cuts(backend: Backend, name: str) -> None:
    """On the axes the sign of a zero part picks the side of a branch cut (sqrt(-4 - 0j) is
    -2j) and the sign of a zero result, as the standard's symmetries f(conj(z)) = conj(f(z))
    and, for odd and even functions, f(-z) = ∓f(z) ask; XLA's kernels ignored it.
    NumPy (C99) is the reference."""
    dtype = "complex128" if backend.supports("complex128") else "complex64"
    parts = [-3.0, -1.0, -0.5, -0.0, 0.0, 0.5, 1.0, 3.0]
    z = np.array([complex(a, b) for a in parts for b in parts], dtype=dtype)
    with np.errstate(all="ignore"):
        got = to_numpy(getattr(backend.xp, name)(backend.asarray(z)))
        want = getattr(np, _NUMPY_NAMES.get(name, name))(z.astype(np.complex128))
    if name == "expm1":  # the standard: expm1(±0 + 0j) = +0 + 0j (C99 keeps the sign)
        want = np.where(z == 0, np.array([complex(0.0, b.imag) for b in z]), want)
    if name == "log1p":  # the sign of the real zero of log1p(-0 ± 0j) is left open
        keep = z != 0
        got, want, z = got[keep], want[keep], z[keep]
    bad = [(complex(zi), complex(g), complex(w)) for zi, g, w in zip(z, got, want)
           if _parts(np.array([g])) != pytest.approx(_parts(np.array([w])), rel=1e-4)]
    assert not bad, bad


@pytest.mark.parametrize("name", sorted(COMPLEX_SPECIAL_CASES))
@pytest.mark.parametrize("jit", [False, True])
def test_jax_complex_special_cases(name: str, jit: bool) -> None:
    """xpagnostic.jax meets the standard's complex special cases, eagerly and under jit."""
    jax = pytest.importorskip("jax")
    import xpagnostic.jax as xp

    cases = COMPLEX_SPECIAL_CASES[name]
    z = np.array([complex(a, b) for a, b, _, _ in cases], dtype=np.complex64)
    f = getattr(xp, name)
    out = np.asarray((jax.jit(f) if jit else f)(xp.asarray(z)))
    bad = [(complex(a, b), complex(o), (re, im)) for (a, b, re, im), o in zip(cases, out)
           if not (_matches(float(o.real), re) and _matches(float(o.imag), im))]
    assert not bad, bad


@pytest.mark.parametrize("name", sorted(COMPLEX_SPECIAL_CASES))
def test_jax_complex_special_cases_alone_among_finite_values(name: str) -> None:
    """Each special input alone in a row of finite ones, and a row with none: the kernel that
    runs the special values only when one is present must see it wherever it stands, also
    under vmap (where both kernels run, masked), and leave finite values as jax.numpy's."""
    jax = pytest.importorskip("jax")
    import jax.numpy as jnp

    import xpagnostic.jax as xp

    cases = COMPLEX_SPECIAL_CASES[name]
    finite = np.array([0.5 + 0.25j, -1.5 + 2.0j, 0.75 - 0.5j, -0.25 - 1.0j], np.complex64)
    f = getattr(xp, name)
    native = np.asarray(getattr(jnp, _NUMPY_NAMES.get(name, name))(jnp.asarray(finite)))
    where = [(k, i) for k in range(len(cases)) for i in range(len(finite))]
    batch = np.stack([finite] * (len(where) + 1))
    for row, (k, i) in zip(batch, where):
        row[i] = complex(cases[k][0], cases[k][1])
    for out in (np.asarray(jax.vmap(f)(jnp.asarray(batch))),
                np.stack([np.asarray(f(jnp.asarray(r))) for r in batch])):
        np.testing.assert_allclose(out[-1], native, rtol=1e-6)
        for got, (k, i) in zip(out, where):
            _, _, re, im = cases[k]
            assert _matches(float(got[i].real), re) and _matches(float(got[i].imag), im), (
                name, cases[k], got[i])
            rest = np.arange(len(finite)) != i
            np.testing.assert_allclose(got[rest], native[rest], rtol=1e-6)


def test_jax_complex_fixes_keep_real_path_and_finite_gradients() -> None:
    jax = pytest.importorskip("jax")
    import jax.numpy as jnp

    import xpagnostic.jax as xp

    x = jnp.asarray([0.25, 0.5], dtype=jnp.float32)
    # (sign is left out: on real floats it maps -0.0 to +0, see test_sign_of_zero)
    for name in [*(n for n in COMPLEX_SPECIAL_CASES if n != "sign"),
                 "sin", "cos", "tan", "asin", "atan"]:
        f = getattr(xp, name)
        native = getattr(jnp, _NUMPY_NAMES.get(name, name))
        # Real input: exactly the jax.numpy kernel, no extra operations.
        assert str(jax.make_jaxpr(f)(x)) == str(jax.make_jaxpr(native)(x)), name
        g = jax.grad(lambda t, f=f: f(t * (1 + 0.5j) + 0.3).real)(0.7)
        assert math.isfinite(float(g)), name


# --- manipulation, statistics, sets ----------------------------------------------------------


def test_tuples_not_lists(backend: Backend) -> None:
    xp = backend.xp
    x = backend.asarray(np.arange(3.0))
    assert isinstance(xp.broadcast_arrays(x, x), tuple)
    assert isinstance(xp.meshgrid(x, x), tuple)
    assert isinstance(xp.meshgrid(x, x, indexing="ij"), tuple)
    assert xp.broadcast_shapes((2, 1), (3,)) == (2, 3)


def test_broadcast_errors_are_value_errors(backend: Backend) -> None:
    xp = backend.xp
    with pytest.raises(ValueError):
        xp.broadcast_shapes((3,), (4,))
    with pytest.raises(ValueError):
        xp.broadcast_arrays(backend.asarray(np.ones(3)), backend.asarray(np.ones(4)))
    with pytest.raises(ValueError):
        xp.broadcast_to(backend.asarray(np.ones(3)), (4,))


def test_permute_dims_negative_axes(backend: Backend) -> None:
    x = np.arange(24.0).reshape(2, 3, 4)
    check_against_strict(backend, lambda xp, a: xp.permute_dims(a, (-1, 0, -2)), x)


def test_expand_dims_axes(backend: Backend) -> None:
    x = np.arange(6.0).reshape(2, 3)
    check_against_strict(backend, lambda xp, a: xp.expand_dims(a, axis=(0, -1)), x)
    check_against_strict(backend, lambda xp, a: xp.expand_dims(a, axis=-1), x)
    with pytest.raises(IndexError):
        backend.xp.expand_dims(backend.asarray(x), axis=3)


@pytest.mark.parametrize("correction", [0.5, 1.5, 1, 0])
def test_std_var_any_correction(backend: Backend, correction: float) -> None:
    x = np.arange(12.0, dtype=np.float32).reshape(3, 4) ** 1.5
    for name in ("std", "var"):
        out = getattr(backend.xp, name)(backend.asarray(x), axis=1, correction=correction)
        ref = getattr(np, name)(x.astype(np.float64), axis=1, ddof=correction)
        np.testing.assert_allclose(to_numpy(out), ref, rtol=1e-5)


def test_count_nonzero_axes_and_keepdims(backend: Backend) -> None:
    x = np.array([[0, 1, 2], [0, 0, 3]], dtype=np.int32)
    xp = backend.xp
    for axis in (None, 0, -1, (0, 1), ()):
        for keepdims in (False, True):
            out = xp.count_nonzero(backend.asarray(x), axis=axis, keepdims=keepdims)
            ref = np.count_nonzero(x, axis=axis, keepdims=keepdims) if axis != () else (
                (x != 0).astype(int))
            np.testing.assert_array_equal(to_numpy(out), ref, err_msg=f"{axis} {keepdims}")


def test_unique_all(backend: Backend) -> None:
    x = np.array([3.0, 1.0, 3.0, NAN, 2.0, 1.0, NAN], dtype=np.float32)
    values, indices, inverse, counts = backend.xp.unique_all(backend.asarray(x))
    v = to_numpy(values)
    finite = ~np.isnan(v)
    np.testing.assert_array_equal(v[finite], [1.0, 2.0, 3.0])
    np.testing.assert_array_equal(to_numpy(counts)[finite], [2, 1, 2])
    # Each unique value is found at its index, and the inverse rebuilds the input.
    np.testing.assert_array_equal(x[to_numpy(indices)][finite], v[finite])
    np.testing.assert_array_equal(to_numpy(indices)[finite], [1, 4, 0])
    np.testing.assert_array_equal(v[to_numpy(inverse)][~np.isnan(x)], x[~np.isnan(x)])
    assert int(np.isnan(v).sum()) == to_numpy(counts)[~finite].sum()


def test_isin_invert_and_scalar_searchsorted(backend: Backend) -> None:
    xp = backend.xp
    x = backend.asarray(np.array([1, 2, 3, 1], dtype=np.int32))
    t = backend.asarray(np.array([1, 5], dtype=np.int32))
    np.testing.assert_array_equal(to_numpy(xp.isin(x, t)), np.isin([1, 2, 3, 1], [1, 5]))
    np.testing.assert_array_equal(to_numpy(xp.isin(x, t, invert=True)),
                                  np.isin([1, 2, 3, 1], [1, 5], invert=True))
    s = backend.asarray(np.array([1.0, 2.0, 3.0]))
    assert int(xp.searchsorted(s, 2.5)) == 2
    assert int(xp.searchsorted(s, 2.0, side="right")) == 2


def test_cumulative_accumulates_in_default_integer(backend: Backend) -> None:
    """uint8 input accumulates in the default unsigned integer, as in sum."""
    xp = backend.xp
    x = backend.asarray(np.array([200, 100, 3], dtype=np.uint8))
    for name in ("cumulative_sum", "cumulative_prod"):
        out = getattr(xp, name)(x)
        ref = getattr(np, {"cumulative_sum": "cumsum", "cumulative_prod": "cumprod"}[name])(
            np.array([200, 100, 3], dtype=np.uint64))
        np.testing.assert_array_equal(to_numpy(out).astype(np.uint64), ref)
        assert dtype_name(out) != "uint8"


def test_pow_with_0d_integer_exponent_promotes(backend: Backend) -> None:
    """int8 ** (0-d int16 array) is int16: jnp.power kept int8 for a concrete 0-d exponent."""
    x = np.array([1, 2, 3], dtype=np.int8)
    e = np.asarray(3, dtype=np.int16)
    out = check_against_strict(backend, lambda xp, a, b: xp.pow(a, b), x, e)
    assert dtype_name(out) == "int16"
    np.testing.assert_array_equal(to_numpy(out), [1, 8, 27])


def test_can_cast_takes_an_array(backend: Backend) -> None:
    """can_cast(array, dtype) reads the array's dtype (JAX deprecated reading it as a dtype)."""
    xp = backend.xp
    x = backend.asarray(np.zeros(3, dtype=np.int16))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert xp.can_cast(x, xp.int32) and not xp.can_cast(x, xp.int8)
        assert xp.can_cast(x, xp.int16) and not xp.can_cast(x, xp.uint8)


@pytest.mark.parametrize("name", ["log2", "log10"])
def test_log_base_of_complex_zero(backend: Backend, name: str) -> None:
    """log2/log10(±0 ± 0j) = -inf + (arg/ln b) j; a complex division gave -inf + nan j."""
    dtype = "complex128" if backend.supports("complex128") else "complex64"
    z = np.array([complex(0, 0), complex(-0.0, 0), complex(0, -0.0), complex(-0.0, -0.0),
                  8 + 0j], dtype=dtype)
    with np.errstate(all="ignore"):
        out = to_numpy(getattr(backend.xp, name)(backend.asarray(z)))
        ref = getattr(np, name)(z)
    assert _parts(out) == pytest.approx(_parts(ref), rel=1e-6)


def test_sign_of_zero(backend: Backend) -> None:
    """sign(±0) is +0 (the standard's 0; jnp.sign(-0.0) is -0.0), for every float dtype."""
    for dtype in ("float32", "float64"):
        if not backend.supports(dtype):
            continue
        out = to_numpy(backend.xp.sign(backend.asarray(np.array([-0.0, 0.0, -2.0, 3.0],
                                                                  dtype=dtype))))
        _same_floats(out, [0.0, 0.0, -1.0, 1.0])
