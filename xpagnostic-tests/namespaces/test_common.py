"""The shared dtype core (``xpagnostic._common``) and every backend's promotion, against
array-api-strict (the standard's lattice) and NumPy (the cross-kind rule)."""

from __future__ import annotations

import itertools

import array_api_strict as xps
import numpy as np
import pytest
from harness import Backend

from xpagnostic._common._dtypes import (
    DTYPE_NAMES,
    EXTENSION_NAMES,
    KINDS,
    kind_names,
    promote_names,
    promote_names_cross_kind,
)


def test_promotion_lattice_matches_the_standard() -> None:
    for a, b in itertools.product(DTYPE_NAMES, repeat=2):
        try:
            expected = xps.result_type(getattr(xps, a), getattr(xps, b))
        except TypeError:
            assert promote_names(a, b) is None, (a, b)
            continue
        assert promote_names(a, b) == str(expected).removeprefix("array_api_strict."), (a, b)


def test_kinds_match_isdtype() -> None:
    """The kinds of the standard's dtypes are array-api-strict's; the extension dtypes are
    ``real floating`` and ``numeric``, as ``isdtype`` of PyTorch and JAX says."""
    for kind, names in KINDS.items():
        expected = {n for n in DTYPE_NAMES if xps.isdtype(getattr(xps, n), kind)}
        assert set(names) - set(EXTENSION_NAMES) == expected, kind
        halves = {"float16", "bfloat16"} if kind in ("real floating", "numeric") else set()
        assert set(names) & set(EXTENSION_NAMES) == halves, kind
    assert kind_names(("bool", "complex floating"), "f") == {"bool", "complex64", "complex128"}
    assert kind_names(None, "f") == set(DTYPE_NAMES)
    with pytest.raises(ValueError, match="my_function"):
        kind_names("float", "my_function")


# --- the lattice as every backend's result_type gives it --------------------------------

#: Backends whose result_type answers mixed-kind pairs as NumPy does: NumPy itself, and
#: TensorFlow, which opts in to the shared cross-kind rule (``promote_names_cross_kind``).
#: PyTorch and JAX keep their own cross-kind rules, which the standard leaves open.
CROSS_KIND_AS_NUMPY = {"numpy", "tensorflow"}


def _strict_result(a: str, b: str) -> str | None:
    try:
        out = xps.result_type(getattr(xps, a), getattr(xps, b))
    except TypeError:
        return None
    return str(out).removeprefix("array_api_strict.")


def _backend_result(backend: Backend, a: str, b: str) -> str | None:
    dtypes = backend.dtypes()
    x1, x2 = dtypes[a], dtypes[b]
    try:
        out = backend.xp.result_type(x1, x2)
    except TypeError:
        return None
    names = [n for n, dt in dtypes.items() if dt == out]
    assert len(names) == 1, (a, b, out)
    return names[0]


def test_result_type_of_every_pair_follows_the_standard(backend: Backend) -> None:
    """Every pair the standard's lattice joins gives the standard's dtype, on every backend
    (pairs of dtypes the backend supports; array-api-strict is the reference)."""
    names = [n for n in DTYPE_NAMES if backend.supports(n)]
    checked = 0
    for a, b in itertools.product(names, repeat=2):
        expected = _strict_result(a, b)
        if expected is None or not backend.supports(expected):
            continue
        assert _backend_result(backend, a, b) == expected, (backend.name, a, b)
        checked += 1
    assert checked >= 30, checked


def test_result_type_across_kinds_follows_numpy_where_opted_in(backend: Backend) -> None:
    """Pairs outside the standard's lattice (bool with a number, integer with floating
    point, uint64 with a signed integer) give NumPy's answer on backends that opt in."""
    if backend.name not in CROSS_KIND_AS_NUMPY:
        pytest.skip(f"{backend.name} keeps its own rule across kinds (the standard's choice)")
    names = [n for n in DTYPE_NAMES if backend.supports(n)]
    mixed = [(a, b) for a, b in itertools.product(names, repeat=2)
             if _strict_result(a, b) is None]
    assert len(mixed) > 60
    for a, b in mixed:
        expected = np.result_type(np.dtype(a), np.dtype(b)).name
        assert _backend_result(backend, a, b) == expected, (backend.name, a, b)


def test_shared_cross_kind_rule_matches_numpy() -> None:
    for a, b in itertools.product(DTYPE_NAMES, repeat=2):
        expected = np.result_type(np.dtype(a), np.dtype(b)).name
        assert promote_names_cross_kind(a, b) == expected, (a, b)
        standard = promote_names(a, b)
        assert standard is None or standard == expected, (a, b)
    assert promote_names_cross_kind("int8", "float8") is None


def test_unknown_kind_is_one_error(backend: Backend) -> None:
    """``info.dtypes(kind=...)`` with a kind the standard does not name: a ValueError, worded
    by the shared dtype core and naming the backend wherever the info class is ours (NumPy
    hands out its own)."""
    info = backend.xp.__array_namespace_info__()
    if backend.name == "numpy":
        with pytest.raises(ValueError, match="float"):
            info.dtypes(kind="float")
        return
    with pytest.raises(ValueError, match=rf"xpagnostic\.{backend.name}\..*unknown dtype kind "
                       r"'float'; expected one of 'bool', "):
        info.dtypes(kind="float")
    if backend.name == "tensorflow":
        with pytest.raises(ValueError, match=r"xpagnostic\.tensorflow\.isdtype: unknown dtype "
                           r"kind 'float'; expected one of 'bool', "):
            backend.xp.isdtype(backend.xp.int8, "float")
