"""``xp.random`` as an API: the same functions and signatures on every namespace (JAX's,
plus ``device=``), clear errors, the facade namespace, keys in ``xpagnostic.eager``."""

from __future__ import annotations

import inspect
from typing import Any

import numpy as np
import pytest
from harness import Backend

from rng.reference import host, words
from xpagnostic._common._random import RANDOM_FUNCTIONS


def test_every_namespace_has_the_same_random_module(backend: Backend) -> None:
    r = backend.xp.random
    assert r.__name__ == f"xpagnostic.{backend.name}.random"
    assert sorted(r.__all__) == sorted(RANDOM_FUNCTIONS)
    reference = __import__("xpagnostic.numpy", fromlist=["random"]).random
    for name in RANDOM_FUNCTIONS:
        assert inspect.signature(getattr(r, name)) == inspect.signature(getattr(reference, name))
    # not NumPy's or PyTorch's own module (array-api-compat's star import binds those)
    assert not hasattr(r, "seed") and not hasattr(r, "manual_seed")


def test_signatures_are_jax_random_s_with_device() -> None:
    jax = pytest.importorskip("jax")
    import xpagnostic.numpy as xp

    for name in RANDOM_FUNCTIONS:
        ours = inspect.signature(getattr(xp.random, name)).parameters
        theirs = inspect.signature(getattr(jax.random, name)).parameters
        theirs_names = [p for p in theirs if p not in ("out_sharding", "impl", "dtype")
                        or (name != "key" and p == "dtype")]
        ours_names = [p for p in ours if p != "device"]
        assert ours_names == theirs_names, name
        for p in ours_names:
            assert ours[p].default == theirs[p].default or name == "key", (name, p)
        if name not in ("split", "fold_in"):
            assert ours["device"].kind is inspect.Parameter.KEYWORD_ONLY, name


def test_default_dtypes_are_the_same_everywhere(backend: Backend) -> None:
    r = backend.xp.random
    k = r.key(0)
    assert str(host(r.uniform(k, (2,))).dtype) == "float32"
    assert str(host(r.normal(k, (2,))).dtype) == "float32"
    assert str(host(r.randint(k, (2,), 0, 5)).dtype) == "int32"
    assert str(words(r.bits(k, (2,))).dtype) == "uint32"
    key_dtype = "int32" if backend.name == "torch" else "uint32"
    assert str(host(k).dtype) == key_dtype


def _bad_calls(r: Any, key: Any, wrong_key: Any) -> list[tuple[Any, type, str]]:
    return [
        (lambda: r.uniform(wrong_key, (3,)), ValueError, r"uniform: a key is an array of shape"),
        (lambda: r.uniform([0, 0], (3,)), TypeError, r"uniform: key must be a .* array"),
        (lambda: r.uniform(key, (3,), dtype=r.__name__ and _int_dtype(r)), ValueError,
         r"uniform: dtype must be a real floating dtype"),
        (lambda: r.uniform(key, (-1,)), ValueError, r"uniform: shape must not be negative"),
        (lambda: r.uniform(key, "3"), TypeError, r"uniform: shape must hold ints"),
        (lambda: r.fold_in(key, 2**32), ValueError, r"fold_in: data must be a 32-bit"),
        (lambda: r.fold_in(key, -1), ValueError, r"fold_in: data must be a 32-bit"),
        (lambda: r.key(2**64), ValueError, r"key: a seed is a 64-bit integer"),
        (lambda: r.key(1.5), TypeError, r"key: seed must be an int"),
        (lambda: r.randint(key, (3,), 0, 5, dtype=_float_dtype(r)), ValueError,
         r"randint: dtype must be an integer dtype"),
        (lambda: r.bits(key, (3,), dtype=_float_dtype(r)), ValueError,
         r"bits: dtype must be an unsigned integer dtype"),
        (lambda: r.bernoulli(key, 0.5, mode="middle"), ValueError, r"bernoulli: mode must be"),
        (lambda: r.categorical(key, _float_array(r), mode="highest"), ValueError,
         r"categorical: mode must be 'low' or 'high'"),
        (lambda: r.choice(key, 3, (5,), replace=False), ValueError,
         r"choice: cannot take a larger sample \(size 5\) than the population \(size 3\)"),
        (lambda: r.choice(key, 0, (2,)), ValueError, r"choice: a must be greater than 0"),
        (lambda: r.permutation(key, -2), ValueError, r"permutation: x must be non-negative"),
        (lambda: r.categorical(key, _float_array(r), shape=(2, 5)), ValueError,
         r"categorical: shape \(2, 5\) is not broadcast-compatible"),
    ]


def _int_dtype(r: Any) -> Any:
    return r._functions._b.dtypes["int32"]


def _float_dtype(r: Any) -> Any:
    return r._functions._b.dtypes["float32"]


def _float_array(r: Any) -> Any:
    xp = r._functions._b.xp
    return xp.zeros((2, 3), dtype=_float_dtype(r))


def test_errors_name_the_function_and_the_value(backend: Backend) -> None:
    r = backend.xp.random
    key = r.key(0)
    wrong_key = r.split(key, 3)  # shape (3, 2)
    for i, (call, exc, pattern) in enumerate(_bad_calls(r, key, wrong_key)):
        with pytest.raises(exc, match=rf"xpagnostic\.{backend.name}\.random\.{pattern}") as info:
            call()
        assert info.value is not None, i


def test_keys_of_the_other_32_bit_dtype_are_accepted(backend: Backend) -> None:
    r = backend.xp.random
    k = r.key(77)
    other = backend.asarray(words(k).view(np.int32 if backend.name != "torch" else np.uint32))
    if backend.name == "torch":
        import torch

        other = torch.from_numpy(words(k).view(np.int32).copy()).view(torch.uint32)
    np.testing.assert_array_equal(host(r.uniform(other, (5,))), host(r.uniform(k, (5,))))


def test_zero_size_and_scalar_draws(backend: Backend) -> None:
    r = backend.xp.random
    k = r.key(3)
    assert host(r.uniform(k, (0, 4))).shape == (0, 4)
    assert host(r.split(k, 0)).shape == (0, 2)
    scalar = host(r.normal(k))
    assert scalar.shape == ()
    np.testing.assert_array_equal(host(r.uniform(k)), host(r.uniform(k, (1,)))[0])


def test_facade_namespace_exposes_random_on_tensors(backend: Backend) -> None:
    import xpagnostic

    t = xpagnostic.astensor(backend.asarray(np.arange(6.0, dtype=np.float32)))
    fx = t.__array_namespace__()
    assert sorted(n for n in dir(fx.random) if not n.startswith("_")) == sorted(RANDOM_FUNCTIONS)
    key = fx.random.key(5)
    assert isinstance(key, xpagnostic.Tensor)
    u = fx.random.uniform(key, (4,))
    assert isinstance(u, xpagnostic.Tensor)
    np.testing.assert_array_equal(host(u.raw),
                                  host(backend.xp.random.uniform(backend.xp.random.key(5), (4,))))
    perm = fx.random.permutation(key, t)
    np.testing.assert_array_equal(np.sort(host(perm.raw)), np.arange(6.0))
    with pytest.raises(AttributeError, match="documented extensions"):
        fx.random.seed  # noqa: B018


def test_eager_takes_portable_keys(backend: Backend) -> None:
    import xpagnostic.eager as ep

    x = ep.astensor(backend.asarray(np.zeros(3, dtype=np.float32)))
    r = backend.xp.random
    k = r.key(11)
    u = ep.uniform(x, (5,), -2.0, 3.0, key=k)
    np.testing.assert_array_equal(host(u.raw),
                                  host(r.uniform(k, (5,), minval=-2.0, maxval=3.0)))
    n = x.normal((4,), mean=1.0, stddev=2.0, key=k)
    np.testing.assert_allclose(host(n.raw), host(r.normal(k, (4,))) * 2.0 + 1.0, rtol=1e-6)
    # the same key gives the same numbers on NumPy
    import xpagnostic.numpy as xn

    np.testing.assert_array_equal(host(u.raw), xn.random.uniform(xn.random.key(11), (5,),
                                                                 minval=-2.0, maxval=3.0))


def test_integer_scalars_of_other_kinds_are_ints(backend: Backend) -> None:
    """NumPy integer scalars (what loops over NumPy arrays hand out) serve as seeds and as
    fold_in data on every backend, as Python ints do."""
    r = backend.xp.random
    np.testing.assert_array_equal(words(r.key(np.int64(5))), words(r.key(5)))
    k = r.key(0)
    np.testing.assert_array_equal(words(r.fold_in(k, np.uint32(7))), words(r.fold_in(k, 7)))
