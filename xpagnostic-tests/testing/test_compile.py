"""``xpagnostic.testing.jit``: the compiled call is checked against the eager one; a graph
break or a host read fails naming the function; on Dask, a computation inside the call
fails."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from harness import Backend

import xpagnostic
from xpagnostic.testing import Mode, assert_close, compiler_of, jit


def standardize(x: Any) -> Any:
    xp = xpagnostic.get_namespace(x)
    return (x - xp.mean(x, axis=0)) / xp.std(x, axis=0)


def branchy(x: Any) -> Any:
    xp = xpagnostic.get_namespace(x)
    return x + 1.0 if xp.sum(x) > 0 else x - 1.0


def _traced_differently(name: str) -> Any:
    """A function whose result changes when a compiler traces it."""
    if name == "jax":
        import jax

        return lambda x: x + 1.0 if isinstance(x, jax.core.Tracer) else x
    if name == "torch":
        import torch

        return lambda x: x + 1.0 if torch.compiler.is_compiling() else x
    import tensorflow as tf

    return lambda x: x if tf.executing_eagerly() else x + 1.0


def _input(backend: Backend) -> Any:
    return backend.asarray(np.array([[1.0, 2.0], [3.0, 5.0], [4.0, 9.0]], dtype=np.float32))


def test_jit_matches_the_eager_call(backend: Backend) -> None:
    if compiler_of(backend.name) is None:
        with pytest.raises(NotImplementedError, match=f"jit\\(standardize\\): {backend.name} "
                                                      "has no compiler"):
            jit(standardize)(_input(backend))
        return
    x = _input(backend)
    out = jit(standardize)(x)
    expected = np.array([[1.0, 2.0], [3.0, 5.0], [4.0, 9.0]])
    expected = (expected - expected.mean(0)) / expected.std(0)
    assert_close(out, backend.asarray(expected.astype(np.float32)))
    assert Mode("eager")(standardize) is standardize


def test_a_branch_on_a_value_fails_naming_the_function(backend: Backend) -> None:
    compiler = compiler_of(backend.name)
    if compiler is None:
        pytest.skip(f"{backend.name} has no compiler")
    x = _input(backend)
    if backend.name == "dask":
        with pytest.raises(AssertionError, match="branchy computed its Dask graph 1 time"):
            jit(branchy)(x)
        return
    with pytest.raises(AssertionError, match=f"branchy does not run under "
                                             f"{compiler.split('(')[0]}"):
        jit(branchy)(x)


def test_a_compiled_result_unlike_the_eager_one_fails(backend: Backend) -> None:
    if backend.name not in ("jax", "torch", "tensorflow"):
        pytest.skip("a compiler traces the function on jax, torch and tensorflow")
    with pytest.raises(AssertionError, match=r"under .* differs from its eager call"):
        jit(_traced_differently(backend.name))(_input(backend))


def test_dask_laziness_is_counted() -> None:
    da = pytest.importorskip("dask.array")
    x = da.from_array(np.arange(6.0).reshape(3, 2), chunks=2)
    lazy = jit(standardize)(x)
    assert isinstance(lazy, da.Array)
    assert_close(lazy, da.from_array((np.arange(6.0).reshape(3, 2) - [2.0, 3.0])
                                     / np.std(np.arange(6.0).reshape(3, 2), axis=0)))

    def reads(x: Any) -> Any:
        return x * float(x.sum())

    with pytest.raises(AssertionError, match="reads computed its Dask graph"):
        jit(reads)(x)


def test_facade_code_compiles_over_the_native_arrays(backend: Backend) -> None:
    if compiler_of(backend.name) is None:
        pytest.skip(f"{backend.name} has no compiler")
    t = xpagnostic.astensor(_input(backend))
    out = jit(lambda t: (t * 2.0).sum(axis=0))(t)
    assert isinstance(out, xpagnostic.Tensor)
    assert_close(out, xpagnostic.astensor(backend.asarray(np.array([16.0, 32.0],
                                                                   dtype=np.float32))))
