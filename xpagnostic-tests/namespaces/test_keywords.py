"""The keyword rule (docs/errors.md, "Keywords"), over every function of every backend.

A namespace function takes the standard's parameters and the extension keywords of its
backend in ``xpagnostic._common._keywords.EXTRA_KEYWORDS``; any other keyword, a
framework's own spelling included, raises ``TypeError`` naming the keyword.  The matrix is
generated: every function of the standard (read from array-api-strict, as the error
contract's matrix reads it) gets a valid call plus one keyword it does not take.  JAX's
``size=`` and ``fill_value=`` on the ``unique_*`` functions are checked against NumPy's
``unique`` family, eagerly and under ``jax.jit``.
"""

from __future__ import annotations

import warnings
from typing import Any

import numpy as np
import pytest
from conftest import BACKENDS
from harness import make_backend, to_numpy

from namespaces.test_error_contract import FUNCTIONS, _arguments, _namespace_function
from xpagnostic._common._keywords import EXTRA_KEYWORDS
from xpagnostic.tensor import facade_namespace

#: Functions whose valid call the generated arguments cannot make (no array parameter to
#: build from, or parameters only a dtype query takes); each has its own call here.
_CALLS: dict[str, Any] = {
    "arange": lambda xp: ((3,), {}),
    "linspace": lambda xp: ((0.0, 1.0, 3), {}),
    "eye": lambda xp: ((2,), {}),
    "can_cast": lambda xp: ((xp.float32, xp.float64), {}),
    "isdtype": lambda xp: ((xp.float32, "real floating"), {}),
    "from_dlpack": lambda xp: ((xp.asarray([1.0, 2.0]),), {}),
    "broadcast_shapes": lambda xp: (((2, 3), (3,)), {}),
    "meshgrid": lambda xp: ((xp.asarray([1.0, 2.0]), xp.asarray([1.0, 2.0, 3.0])), {}),
    "take": lambda xp: ((xp.asarray([1.0, 2.0, 3.0]), xp.asarray([0, 2])), {}),
    "tensordot": lambda xp: ((xp.ones((2, 3)), xp.ones((3, 2))), {"axes": 1}),
    "linalg.tensordot": lambda xp: ((xp.ones((2, 3)), xp.ones((3, 2))), {"axes": 1}),
}


def _valid_call(backend: str, path: str, facade: bool) -> tuple[Any, list[Any], dict[str, Any]]:
    b = make_backend(backend)
    xp = facade_namespace(backend) if facade else b.xp
    if path in _CALLS:
        args, kwargs = _CALLS[path](xp)
        return _namespace_function(xp, path), list(args), kwargs
    args, kwargs = _arguments(path, xp, b.asarray)
    return _namespace_function(xp, path), args, kwargs


def _callables() -> list[str]:
    return [p for p in FUNCTIONS if p not in ("finfo", "iinfo", "result_type")
            or p in _CALLS]


#: A keyword no framework takes, and framework spellings the standard says otherwise.
_UNKNOWN = "not_a_keyword"
_NATIVE = {"std": "ddof", "var": "ddof", "sum": "out", "mean": "out", "argmax": "out",
           "sort": "kind", "unique_values": "return_index"}
#: Where a framework's own function, re-exported unchanged, still takes its own keyword.
_NATIVE_TAKEN = {
    ("dask", "sum"): "Dask's sum, re-exported unchanged, takes out=",
    ("dask", "argmax"): "Dask's argmax, re-exported unchanged, takes out=",
}


@pytest.mark.filterwarnings("ignore")
@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("path", _callables())
def test_a_keyword_outside_the_rule_raises_type_error_naming_it(backend: str,
                                                                 path: str) -> None:
    fn, args, kwargs = _valid_call(backend, path, facade=False)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        fn(*args, **kwargs)  # the call is valid without the keyword
        keywords = [_UNKNOWN] + ([_NATIVE[path]] if path in _NATIVE
                                 and (backend, path) not in _NATIVE_TAKEN else [])
        for keyword in keywords:
            assert keyword not in EXTRA_KEYWORDS[backend].get(path, ())
            with pytest.raises(TypeError, match=keyword):
                fn(*args, **kwargs, **{keyword: 1})


@pytest.mark.parametrize(("backend", "path"), sorted(_NATIVE_TAKEN))
def test_native_keywords_still_taken(backend: str, path: str) -> None:
    """The rule's known gap: these refuse the framework's keyword with the framework's own
    words, or take it."""
    if backend not in BACKENDS:
        pytest.skip(f"{backend} is not installed")
    fn, args, kwargs = _valid_call(backend, path, facade=False)
    try:
        fn(*args, **kwargs, **{_NATIVE[path]: 1})
    except TypeError as e:
        if _NATIVE[path] in str(e):
            return  # the rule holds here now: move the entry out of _NATIVE_TAKEN
    except Exception:  # the framework's own error for its own keyword
        pass
    pytest.xfail(_NATIVE_TAKEN[(backend, path)])


def test_the_table_names_functions_and_backends_that_exist() -> None:
    from xpagnostic._backends import BACKENDS as TABLE

    assert set(EXTRA_KEYWORDS) == set(TABLE)
    for functions in EXTRA_KEYWORDS.values():
        assert set(functions) <= set(FUNCTIONS)


# -- JAX's size= and fill_value= ----------------------------------------------------------

_X = np.asarray([3.0, 1.0, 3.0, 2.0, 1.0, 3.0], dtype=np.float32)


def _unique_reference(size: int, fill_value: float) -> dict[str, np.ndarray]:
    values, index, inverse, counts = np.unique(_X, return_index=True, return_inverse=True,
                                               return_counts=True)
    pad = size - values.size
    return {"values": np.concatenate([values, np.full(pad, fill_value, np.float32)]),
            "counts": np.concatenate([counts, np.zeros(pad, counts.dtype)]),
            "indices": index, "inverse_indices": inverse}


@pytest.mark.parametrize("compiled", [False, True], ids=["eager", "jit"])
@pytest.mark.parametrize("facade", [False, True], ids=["namespace", "facade"])
def test_jax_unique_takes_size_and_fill_value(compiled: bool, facade: bool) -> None:
    jax = pytest.importorskip("jax")
    import xpagnostic
    import xpagnostic.jax as xpj

    assert set(EXTRA_KEYWORDS["jax"]) == {"unique_all", "unique_counts", "unique_inverse",
                                          "unique_values"}
    size, fill = 5, -1.0
    expected = _unique_reference(size, fill)

    def run(x: Any) -> Any:
        if facade:
            t = xpagnostic.astensor(x)
            xp = t.__array_namespace__()
            outs = (xp.unique_values(t, size=size, fill_value=fill),
                    xp.unique_counts(t, size=size, fill_value=fill),
                    xp.unique_inverse(t, size=size, fill_value=fill),
                    xp.unique_all(t, size=size, fill_value=fill))
            return jax.tree_util.tree_map(
                lambda v: v.raw if isinstance(v, xpagnostic.Tensor) else v, outs,
                is_leaf=lambda v: isinstance(v, xpagnostic.Tensor))
        return (xpj.unique_values(x, size=size, fill_value=fill),
                xpj.unique_counts(x, size=size, fill_value=fill),
                xpj.unique_inverse(x, size=size, fill_value=fill),
                xpj.unique_all(x, size=size, fill_value=fill))

    if compiled and facade:
        pytest.skip("a Tensor is no jax.jit argument; the namespace under jit is checked")
    fn = jax.jit(run) if compiled else run
    values, counts, inverse, everything = fn(xpj.asarray(_X))
    np.testing.assert_array_equal(to_numpy(values), expected["values"])
    np.testing.assert_array_equal(to_numpy(counts.values), expected["values"])
    np.testing.assert_array_equal(to_numpy(counts.counts), expected["counts"])
    np.testing.assert_array_equal(to_numpy(inverse.values), expected["values"])
    np.testing.assert_array_equal(to_numpy(inverse.inverse_indices).reshape(-1),
                                  expected["inverse_indices"])
    for field in ("values", "counts", "inverse_indices"):
        np.testing.assert_array_equal(to_numpy(getattr(everything, field)).reshape(-1),
                                      expected[field])
    # the first index of each value; the padding's indices are JAX's choice
    first = to_numpy(everything.indices)[:expected["indices"].size]
    np.testing.assert_array_equal(first, expected["indices"])
