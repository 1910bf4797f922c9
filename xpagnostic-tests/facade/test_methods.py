"""The Tensor methods written by ``python -m xpagnostic._facade._generate``.

- the checked-in ``_facade/_methods.py`` is what the generator writes today (not stale);
- every method's signature is its namespace function's minus the leading array: the
  standard's (array-api-strict, and the specification's stubs when ``ARRAY_API_STUBS``
  names them) and our own TensorFlow namespace's, markers and defaults included;
- every method that needs no argument gives array-api-strict's values, with its keywords
  at their defaults (the fast path) and spelled out (the keyword path).
"""

from __future__ import annotations

import inspect
import os
from pathlib import Path
from typing import Any

import array_api_strict as xps
import numpy as np
import pytest

import xpagnostic
from xpagnostic._facade import _generate
from xpagnostic.tensor import Tensor

FUNCTIONS = _generate.standard_functions()
IDS = [m for m, _, _ in FUNCTIONS]


def _method(name: str) -> Any:
    """Tensor's method ``name``; the getter of a property (``real``, ``imag``)."""
    attr = inspect.getattr_static(Tensor, name)
    return attr.fget if isinstance(attr, property) else getattr(Tensor, name)


def _params(sig: inspect.Signature, skip: int) -> list[tuple[str, str, Any]]:
    return [(p.name, p.kind.name, _generate._default(p))
            for p in list(sig.parameters.values())[skip:]]


def test_generated_methods_are_current() -> None:
    on_disk = _generate.OUTPUT.read_text(encoding="utf-8")
    assert on_disk == _generate.generate(), (
        "xpagnostic/_facade/_methods.py is stale: run python -m xpagnostic._facade._generate"
    )


def test_generated_methods_cover_the_standard() -> None:
    methods = {m for m, _, _ in FUNCTIONS}
    # Spot checks against the standard's chapters, so an empty or truncated table fails.
    assert {"sum", "expand_dims", "moveaxis", "where", "det", "rfft", "vector_norm",
            "unique_counts", "astype", "full_like"} <= methods
    assert not methods & {"asarray", "concat", "stack", "meshgrid", "fftfreq", "arange"}
    assert len(methods) > 140


@pytest.mark.parametrize(("method", "path", "fn"), FUNCTIONS, ids=IDS)
def test_method_signature_is_the_standards(method: str, path: str, fn: Any) -> None:
    mine = inspect.signature(_method(method))
    assert next(iter(mine.parameters)) == "self"
    if method in _generate.PROPERTIES:  # an attribute: the function takes the array alone
        assert isinstance(inspect.getattr_static(Tensor, method), property)
    else:
        assert mine.parameters["self"].kind is inspect.Parameter.POSITIONAL_ONLY
    assert _params(mine, 1) == _params(_generate.signature(fn), 1)


@pytest.mark.parametrize(("method", "path", "fn"), FUNCTIONS, ids=IDS)
def test_method_signature_is_the_namespace_functions(method: str, path: str, fn: Any) -> None:
    import xpagnostic.tensorflow as xtf

    target: Any = xtf
    for part in path.split("."):
        target = getattr(target, part)
    mine = inspect.signature(_method(method))
    assert _params(mine, 1) == _params(inspect.signature(target), 1)


def test_array_api_strict_agrees_with_the_stubs() -> None:
    stubs = os.environ.get("ARRAY_API_STUBS")
    if not stubs:
        pytest.skip("ARRAY_API_STUBS (the specification's array_api_stubs/_2025_12) not set")
    assert _generate.stub_mismatches(Path(stubs)) == []


#: Methods that need an argument of a kind the generic input below cannot give.
_DTYPE_SPECIFIC = {"bitwise_invert": "int64", "logical_not": "bool"}
_DATA = [[2.0, 1.0], [1.0, 3.0]]  # symmetric positive definite: every linalg method applies


def _values(out: Any) -> list[np.ndarray]:
    if isinstance(out, tuple):
        return [v for o in out for v in _values(o)]
    if isinstance(out, Tensor):
        out = out.raw
    return [np.asarray(out)]


_NO_ARGS = [(m, p, f) for m, p, f in FUNCTIONS
            if all(q.default is not q.empty
                   for q in list(_generate.signature(f).parameters.values())[1:])]


@pytest.mark.parametrize(("method", "path", "fn"), _NO_ARGS, ids=[m for m, _, _ in _NO_ARGS])
def test_method_gives_the_standards_values(method: str, path: str, fn: Any) -> None:
    dtype = _DTYPE_SPECIFIC.get(method, "float64")
    # The first input the standard accepts: the 2-D matrix, complex for the functions
    # of complex inputs, 1-D for those that need an axis on more dimensions.
    for data in (np.asarray(_DATA).astype(dtype), np.asarray(_DATA).astype("complex128"),
                 np.asarray([2.0, 1.0, 3.0])):
        try:
            ref = fn(xps.asarray(data))
            break
        except (TypeError, ValueError):
            continue
    else:
        pytest.fail(f"{path}: array-api-strict accepts none of the inputs")
    t = xpagnostic.astensor(data)
    if method in _generate.PROPERTIES:  # t.real, t.imag: attributes, as on NumPy's arrays
        got = getattr(t, method)
        assert isinstance(got, Tensor)
        np.testing.assert_allclose(_values(got)[0], np.asarray(getattr(data, method)))
        np.testing.assert_allclose(_values(got)[0], np.asarray(_values(ref)[0]))
        return
    got = getattr(t, method)()
    sig = _generate.signature(fn)
    keywords = {p.name: _generate._default(p) for p in sig.parameters.values()
                if p.kind is p.KEYWORD_ONLY}
    spelled = getattr(t, method)(**keywords)
    want = _values(ref)
    for out in (got, spelled):
        assert isinstance(out, Tensor) or all(isinstance(o, Tensor) for o in out)
        values = _values(out)
        assert len(values) == len(want)
        for v, w in zip(values, want):
            if method == "empty_like":  # uninitialised values: shape and dtype only
                assert (v.shape, v.dtype) == (np.asarray(w).shape, np.asarray(w).dtype)
                continue
            np.testing.assert_allclose(v, np.asarray(w), rtol=1e-12, atol=1e-12)


@pytest.mark.parametrize(("method", "call", "expected"), [
    ("expand_dims", lambda t: t.expand_dims(1), (2, 1, 2)),
    ("moveaxis", lambda t: t.expand_dims(0).moveaxis(0, 2), (2, 2, 1)),
    ("squeeze", lambda t: t.expand_dims(0).squeeze(0), (2, 2)),
    ("take", lambda t: t.take(xpagnostic.astensor(np.asarray([1, 1, 0])), axis=0), (3, 2)),
    ("tile", lambda t: t.tile((2, 3)), (4, 6)),
    ("repeat", lambda t: t.repeat(2, axis=1), (2, 4)),
])
def test_positional_arguments(method: str, call: Any, expected: tuple[int, ...]) -> None:
    t = xpagnostic.astensor(np.asarray(_DATA))
    assert call(t).shape == expected


def test_positional_only_markers_are_enforced() -> None:
    t = xpagnostic.astensor(np.asarray(_DATA))
    with pytest.raises(TypeError):
        t.moveaxis(source=0, destination=1)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        t.where(x1=t, x2=t)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match=r"Tensor\.add: unsupported operand"):
        t.add("a")  # type: ignore[arg-type]
