"""The fast paths that keep namespace and facade calls as cheap as native ones give the same
results as the general paths: reductions over all axes, promotion of mixed operands,
Tensors of known array types, NumPy scalar results, the cheaper special-case fixes.

References: array-api-strict (dtypes and values), NumPy, and torch's own results where the
fast path claims to be exactly the native call.
"""

from __future__ import annotations

import math

import numpy as np
import pytest
from harness import Backend, check_against_strict, dtype_name, to_numpy

from xpagnostic import astensor

REDUCTION_DTYPES = ("int8", "uint8", "int32", "int64", "float32", "float64", "complex64")


@pytest.mark.parametrize("name", ["sum", "prod", "max", "min", "mean"])
@pytest.mark.parametrize("dtype", REDUCTION_DTYPES)
@pytest.mark.parametrize("axis", [None, 0, (0, 1), ()])
@pytest.mark.parametrize("keepdims", [False, True])
def test_reductions_match_strict(backend: Backend, name: str, dtype: str, axis: object,
                                 keepdims: bool) -> None:
    if backend.name not in ("numpy", "torch"):
        pytest.skip("the fast reductions are NumPy's and PyTorch's")
    if not backend.supports(dtype):
        pytest.skip(f"{backend.name} has no {dtype} here")
    if name == "mean" and dtype not in ("float32", "float64", "complex64"):
        pytest.skip("mean is defined for floating dtypes")
    if name in ("max", "min") and dtype == "complex64":
        pytest.skip("max and min are defined for real dtypes")
    x = (np.arange(1, 7) % 4).reshape(2, 3).astype(dtype)

    def f(xp: object, a: object) -> object:
        return getattr(xp, name)(a, axis=axis, keepdims=keepdims)

    check_against_strict(backend, f, x, rtol=1e-6)


def test_numpy_reductions_keep_numpy_types() -> None:
    """A plain ndarray takes ufunc.reduce; the result has NumPy's own type, dtype and
    shape, and an ndarray subclass still goes through NumPy's function."""
    import xpagnostic.numpy as xp

    class Sub(np.ndarray):
        pass

    for dt in (np.int8, np.uint8, np.int32, np.float32, np.bool_):
        x = (np.arange(6) % 3).astype(dt).reshape(2, 3)
        for name in ("sum", "prod", "max", "min"):
            for axis in (None, 1):
                got, ref = getattr(xp, name)(x, axis=axis), getattr(np, name)(x, axis=axis)
                assert type(got) is type(ref) and got.dtype == ref.dtype
                np.testing.assert_array_equal(got, ref)
        sub = x.view(Sub)
        assert type(xp.sum(sub, axis=0, keepdims=True)) is Sub
    with pytest.raises(ValueError, match="zero-size"):
        xp.max(np.ones(0))


@pytest.mark.parametrize("pair", [("uint8", "int8"), ("int8", "int64"), ("float32", "float64"),
                                  ("int16", "uint8"), ("complex64", "float64")])
@pytest.mark.parametrize("shapes", [((3,), (3,)), ((2, 3), (3,)), ((3,), ()), ((), (3,)),
                                    ((), ())])
@pytest.mark.parametrize("fn", ["add", "multiply", "maximum", "subtract"])
def test_mixed_dtypes_promote_as_the_standard(backend: Backend, pair: tuple[str, str],
                                              shapes: tuple[tuple[int, ...], ...],
                                              fn: str) -> None:
    """Binary functions over two dtypes, 0-d operands included (torch's own promotion lets a
    0-d tensor lose; the standard does not)."""
    if not all(backend.supports(d) for d in pair):
        pytest.skip(f"{backend.name} lacks {pair}")
    if fn == "maximum" and "complex64" in pair:
        pytest.skip("maximum is defined for real dtypes")
    a = (np.arange(math.prod(shapes[0])) % 5 + 1).reshape(shapes[0]).astype(pair[0])
    b = (np.arange(math.prod(shapes[1])) % 3 + 2).reshape(shapes[1]).astype(pair[1])
    check_against_strict(backend, lambda xp, u, v: getattr(xp, fn)(u, v), a, b)
    check_against_strict(backend, lambda xp, u, v: getattr(xp, fn)(u, v), b, a)


@pytest.mark.parametrize("pair", [("int8", "int16"), ("uint8", "int32"), ("float32", "float64"),
                                  ("complex64", "float64"), ("int64", "int64")])
@pytest.mark.parametrize("shapes", [((2, 3), (3, 2)), ((3,), (3, 2)), ((4, 2, 3), (3,))])
def test_matmul_of_mixed_dtypes_promotes(backend: Backend, pair: tuple[str, str],
                                         shapes: tuple[tuple[int, ...], ...]) -> None:
    """torch.matmul refuses two dtypes where other binary kernels promote: the fast path
    must not hand it mixed operands."""
    if not all(backend.supports(d) for d in pair):
        pytest.skip(f"{backend.name} lacks {pair}")
    a = (np.arange(math.prod(shapes[0])) % 5 + 1).reshape(shapes[0]).astype(pair[0])
    b = (np.arange(math.prod(shapes[1])) % 3 + 2).reshape(shapes[1]).astype(pair[1])
    check_against_strict(backend, lambda xp, u, v: xp.matmul(u, v), a, b)


@pytest.mark.parametrize("scalar", [2, 2.5, -0.0])
@pytest.mark.parametrize("fn", ["add", "multiply", "maximum", "atan2", "pow", "copysign"])
def test_python_scalar_second_operand(backend: Backend, scalar: object, fn: str) -> None:
    x = np.linspace(0.5, 3.0, 6, dtype=np.float32)
    check_against_strict(backend, lambda xp, u: getattr(xp, fn)(u, scalar), x, rtol=1e-6)


def test_facade_reductions_and_scalar_results(backend: Backend) -> None:
    data = np.array([[1.5, -2.0, 3.0], [0.5, 4.0, -1.0]], dtype=np.float32)
    t = astensor(backend.asarray(data))
    cases = {
        "sum": np.sum(data), "prod": np.prod(data), "mean": np.mean(data),
        "max": np.max(data), "min": np.min(data), "vector_norm": np.linalg.norm(data),
        "argmax": np.argmax(data), "argmin": np.argmin(data),
        "count_nonzero": np.count_nonzero(data),
    }
    for name, ref in cases.items():
        out = getattr(t, name)()
        assert type(out) is type(t), name
        assert type(out.raw) is type(t.raw), f"{name}: {type(out.raw)} holds no array"
        assert out.shape == (), name
        np.testing.assert_allclose(to_numpy(out.raw), ref, rtol=1e-6, err_msg=name)
    assert bool(t.all().raw) and bool(t.any().raw)  # no zero in data
    zeros = t * 0
    assert not bool(zeros.all().raw) and not bool(zeros.any().raw)
    # The general path (axes, keepdims, dtype) is unchanged.
    np.testing.assert_allclose(to_numpy(t.sum(axis=1, keepdims=True).raw),
                               data.sum(axis=1, keepdims=True), rtol=1e-6)
    np.testing.assert_allclose(to_numpy(t.max(axis=0).raw), data.max(axis=0))
    assert dtype_name(t.sum(dtype=backend.xp.float64).raw) == "float64" or not backend.supports(
        "float64")


def test_tensor_of_a_new_array_type_and_of_a_tensor() -> None:
    import xpagnostic.numpy

    class Fresh(np.ndarray):
        pass

    a = np.arange(3.0).view(Fresh)
    t = astensor(a)
    assert t.backend == "numpy" and t.xp is xpagnostic.numpy and t.raw is a
    assert astensor(a).xp is xpagnostic.numpy  # second time: the cached path
    from xpagnostic import Tensor

    assert Tensor(t).raw is a
    with pytest.raises(TypeError, match=r"cannot wrap builtins\.list"):
        Tensor([1, 2])


def test_floor_divide_and_tanh_fixes_trace_under_torch_transforms() -> None:
    """The torch fixes read no value back to the host, so vmap and compile-free tracing
    work and give the eager results."""
    torch = pytest.importorskip("torch")
    import xpagnostic.torch as xp

    x1 = torch.tensor([[math.inf, 1.0, -0.0, 7.0], [-math.inf, -1.0, 2.0, -7.5]])
    x2 = torch.tensor([[2.0, -math.inf, 3.0, 2.0], [2.5, math.inf, -0.0, 2.0]])
    eager = xp.floor_divide(x1, x2)
    np.testing.assert_array_equal(
        np.signbit(to_numpy(eager)), np.signbit(to_numpy(x1) / to_numpy(x2))
        | (np.floor_divide(to_numpy(x1), to_numpy(x2)) < 0))
    mapped = torch.vmap(xp.floor_divide)(x1, x2)
    np.testing.assert_array_equal(to_numpy(mapped), to_numpy(eager))
    z = torch.complex(torch.tensor([[math.inf, math.inf, 0.5], [math.inf, -1.0, math.inf]]),
                      torch.tensor([[2.0, -2.0, 1.0], [-0.0, 3.0, math.nan]]))
    out = xp.tanh(z)
    im = to_numpy(out.imag)
    assert list(np.signbit(im[0, :2])) == [False, True]  # tanh(inf ± 2j) = 1 ± 0j
    assert np.signbit(im[1, 0])  # tanh(inf - 0j) = 1 - 0j
    np.testing.assert_array_equal(to_numpy(out.real)[[0, 0, 1], [0, 1, 0]], [1.0, 1.0, 1.0])
    np.testing.assert_allclose(to_numpy(out)[0, 2], np.tanh(0.5 + 1j), rtol=1e-6)
    mapped = torch.vmap(xp.tanh)(z)
    np.testing.assert_array_equal(to_numpy(mapped.imag), im)
