"""One promotion table for the half dtypes (``float16``, ``bfloat16``) on every backend.

The table is the shared dtype core's (``xpagnostic._common._dtypes``): the standard's
lattice extended as PyTorch and JAX extend it, and NumPy's cross-kind rule.  Every backend
that has a half dtype (NumPy and Dask: ``float16``; PyTorch, JAX and TensorFlow: both) is
checked against it for every pair of a half dtype with a dtype of the standard or the other
half dtype, through ``result_type`` and through an operation on arrays, and with Python
scalars.  PyTorch and JAX are independent oracles of the table where it says the same for
all (floating and complex pairs, ``bool``, scalars); where the frameworks differ, each
namespace keeps its framework's rule and the differences are listed here:

* an integer array with a half one: PyTorch and JAX give the half dtype for every integer
  (as they give ``float32`` for ``int32 + float32``); NumPy, and TensorFlow, which follows
  the table's cross-kind rule for every floating dtype, give the narrowest floating dtype
  that holds the integer's values (``int16 + float16 -> float32``);
* a Python ``complex`` with a ``float16`` array: PyTorch gives its ``complex32``, which the
  standard does not have; NumPy, JAX and TensorFlow give ``complex64``.
"""

from __future__ import annotations

import itertools
from typing import Any

import numpy as np
import pytest
from harness import Backend, dtype_name

from xpagnostic._common._dtypes import (
    ALL_NAMES,
    DTYPE_NAMES,
    EXTENSION_NAMES,
    KINDS,
    promote_names,
    promote_names_cross_kind,
)

#: Backends whose rule for an integer with a floating dtype is "the floating dtype wins".
INTEGER_GIVES_WAY = {"torch", "jax", "mlx"}
#: (backend, half dtype) -> the dtype of that half dtype with a Python complex.
COMPLEX_SCALAR = {("torch", "float16"): "complex32"}


def _halves(backend: Backend) -> list[str]:
    return [h for h in EXTENSION_NAMES if hasattr(backend.xp, h)]


def _dtypes(backend: Backend) -> dict[str, Any]:
    """Name -> dtype of every dtype the backend supports now, the extensions included."""
    out = dict(backend.dtypes())
    out.update({h: getattr(backend.xp, h) for h in _halves(backend)})
    return out


def _name(backend: Backend, dtype: Any) -> str:
    return dtype_name(backend.xp.zeros(1, dtype=dtype))


def expected(backend: str, half: str, other: str) -> str:
    """The table's result of ``half`` with ``other`` on ``backend``."""
    if other in KINDS["integral"] and backend in INTEGER_GIVES_WAY:
        return half
    result = promote_names_cross_kind(half, other)
    assert result is not None
    return result


def test_every_backend_with_a_half_dtype_is_checked(backend: Backend) -> None:
    assert "float16" in _halves(backend)
    assert ("bfloat16" in _halves(backend)) == (backend.name in ("torch", "jax", "tensorflow",
                                                                 "mlx"))
    # The inspection API lists the standard's dtypes only.
    assert not set(backend.xp.__array_namespace_info__().dtypes()) & set(EXTENSION_NAMES)


def test_table_of_every_pair(backend: Backend) -> None:
    """``result_type`` and ``multiply`` of arrays for every (half, other) pair, both orders."""
    dtypes = _dtypes(backend)
    checked = 0
    for half in _halves(backend):
        for other in ALL_NAMES:
            if other not in dtypes:
                continue
            want = expected(backend.name, half, other)
            if want not in dtypes:
                continue  # float64 on JAX without x64
            for a, b in ((half, other), (other, half)):
                where = f"{backend.name}: {a} with {b}"
                assert _name(backend, backend.xp.result_type(dtypes[a], dtypes[b])) == want, where
                x = backend.xp.ones((2,), dtype=dtypes[a])
                y = backend.xp.ones((2,), dtype=dtypes[b])
                out = backend.xp.multiply(x, y)
                assert dtype_name(out) == want, where
                values = backend.to_numpy(backend.xp.astype(out, dtypes["complex64"]))
                assert values.tolist() == [1, 1], where
                checked += 1
    assert checked >= 20, checked


def test_torch_and_jax_agree_on_the_table() -> None:
    """PyTorch and JAX, read natively (not through the namespaces), give the table's answer
    for every pair: the table is theirs, integers aside (see the module docstring)."""
    torch = pytest.importorskip("torch")
    jnp = pytest.importorskip("jax.numpy")
    for half in EXTENSION_NAMES:
        for other in ALL_NAMES:
            want = expected("torch", half, other)
            got = torch.promote_types(getattr(torch, half), getattr(torch, other))
            assert str(got).removeprefix("torch.") == want, (half, other)
            assert jnp.promote_types(getattr(jnp, half), getattr(jnp, other)).name == want


@pytest.mark.parametrize("scalar", [True, 3, 1.5, 1j], ids=["bool", "int", "float", "complex"])
def test_python_scalars(backend: Backend, scalar: Any) -> None:
    """A Python scalar takes the half array's dtype; a complex one gives ``complex64``."""
    for half in _halves(backend):
        x = backend.xp.ones((2,), dtype=getattr(backend.xp, half))
        want = half
        if isinstance(scalar, complex):
            want = COMPLEX_SCALAR.get((backend.name, half), "complex64")
        assert _name(backend, backend.xp.result_type(x, scalar)) == want, (backend.name, half)
        assert dtype_name(backend.xp.multiply(x, scalar)) == want, (backend.name, half)
        assert dtype_name(backend.xp.multiply(scalar, x)) == want, (backend.name, half)


def test_can_cast_follows_the_lattice(backend: Backend) -> None:
    """Where the lattice joins the two dtypes, ``can_cast`` is true exactly when promotion
    gives the target (no narrowing, ``float16`` and ``bfloat16`` not into each other)."""
    dtypes = _dtypes(backend)
    for half in _halves(backend):
        for other in ALL_NAMES:
            if other not in dtypes:
                continue
            for a, b in ((half, other), (other, half)):
                joined = promote_names(a, b)
                if joined is None:
                    continue
                assert backend.xp.can_cast(dtypes[a], dtypes[b]) == (joined == b), (a, b)


def test_isdtype_and_finfo_agree_everywhere(backend: Backend) -> None:
    """``isdtype`` kinds and ``finfo`` limits of the half dtypes, as ml_dtypes (TensorFlow's
    and JAX's source for them) gives them; PyTorch's own ``finfo`` agrees."""
    ml_dtypes = pytest.importorskip("ml_dtypes")
    for half in _halves(backend):
        dt = getattr(backend.xp, half)
        for kind in KINDS:
            assert backend.xp.isdtype(dt, kind) == (kind in ("real floating", "numeric")), kind
        info = backend.xp.finfo(dt)
        ref = ml_dtypes.finfo(ml_dtypes.bfloat16 if half == "bfloat16" else np.float16)
        assert (info.bits, info.eps, info.max, info.min, info.smallest_normal) == (
            16, float(ref.eps), float(ref.max), float(ref.min), float(ref.smallest_normal))
        assert _name(backend, info.dtype) == half


def test_torch_finfo_is_the_reference_too() -> None:
    torch = pytest.importorskip("torch")
    ml_dtypes = pytest.importorskip("ml_dtypes")
    for half, ref in (("float16", np.float16), ("bfloat16", ml_dtypes.bfloat16)):
        a, b = torch.finfo(getattr(torch, half)), ml_dtypes.finfo(ref)
        assert (a.eps, a.max, a.smallest_normal) == (float(b.eps), float(b.max),
                                                     float(b.smallest_normal))


def test_the_table_extends_the_standards_lattice() -> None:
    """The standard's pairs are unchanged; the half dtypes are joined as stated in the
    shared core."""
    for a, b in itertools.product(DTYPE_NAMES, repeat=2):
        assert promote_names_cross_kind(a, b) == np.result_type(a, b).name
    assert promote_names("float16", "bfloat16") == "float32"
    assert promote_names("bfloat16", "complex128") == "complex128"
    assert promote_names("float16", "int8") is None  # mixed kinds: not the standard's
    assert promote_names_cross_kind("int8", "bfloat16") == "bfloat16"
    assert promote_names_cross_kind("uint16", "bfloat16") == "float32"
    assert promote_names_cross_kind("int64", "float16") == "float64"
