"""Keys through the compilers: ``jax.jit``/``vmap``, ``tf.function`` (with and without XLA),
``torch.compile`` (one graph, no break, from the first call) and ``torch.func.vmap``; the
compiled numbers are NumPy's (the portable stream, drawn eagerly)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

from rng.reference import host


def _draws(r: Any, xp: Any) -> dict[str, Callable[[Any], Any]]:
    """One call of every function, as a function of the key."""
    x = xp.reshape(xp.arange(12.0, dtype=xp.float32), (4, 3))
    logits = xp.asarray([[0.0, 1.0, 2.0], [1.0, 0.5, -1.0]], dtype=xp.float32)
    p = xp.asarray([0.2, 0.3, 0.5], dtype=xp.float32)
    return {
        "split": lambda k: r.split(k, 3),
        "fold_in": lambda k: r.fold_in(k, 4),
        "bits": lambda k: r.bits(k, (5,)),
        "uniform": lambda k: r.uniform(k, (5,), minval=-1.0, maxval=3.0),
        "normal": lambda k: r.normal(k, (5,)),
        "bernoulli": lambda k: r.bernoulli(k, p, (4, 3)),
        "randint": lambda k: r.randint(k, (5,), -3, 9),
        "permutation": lambda k: r.permutation(k, x, 1),
        "choice": lambda k: r.choice(k, x, (2,), replace=False),
        "choice p": lambda k: r.choice(k, 3, (4,), p=p),
        "truncated_normal": lambda k: r.truncated_normal(k, -1.0, 1.5, (5,)),
        "categorical": lambda k: r.categorical(k, logits, shape=(3, 2)),
    }


#: Samplers through erfinv/erf: backends' log1p/exp differ by an ulp, and compilers fuse the
#: polynomials' multiply-adds, so these agree to the last bit or two; everything else is
#: integer arithmetic, or rounds once whatever the compiler does, and is identical.
_POLYNOMIALS = ("normal", "truncated_normal")


def _expected() -> dict[str, np.ndarray]:
    import xpagnostic.numpy as xn

    return {n: f(xn.random.key(1)) for n, f in _draws(xn.random, xn).items()}


def _check(compiled: dict[str, Any], where: str) -> None:
    for name, want in _expected().items():
        if name not in compiled:
            continue
        got = host(compiled[name])
        if name in _POLYNOMIALS:
            np.testing.assert_allclose(got, want, rtol=5e-7, atol=1e-7, err_msg=f"{where} {name}")
        else:
            np.testing.assert_array_equal(got.astype(want.dtype) if name in ("split", "fold_in")
                                          else got, want, err_msg=f"{where} {name}")


def test_jax_jit_and_vmap() -> None:
    jax = pytest.importorskip("jax")
    import xpagnostic.jax as xp

    key = xp.random.key(1)
    draws = _draws(xp.random, xp)
    _check(jax.jit(lambda k: {n: f(k) for n, f in draws.items()})(key), "jax.jit")
    keys = xp.random.split(key, 3)
    mapped = jax.vmap(lambda k: xp.random.normal(k, (4,)))(keys)
    np.testing.assert_array_equal(mapped, np.stack([xp.random.normal(k, (4,)) for k in keys]))
    # the seed of key may be traced, and typed keys map too
    seeds = jax.numpy.arange(3)
    np.testing.assert_array_equal(jax.vmap(xp.random.key)(seeds),
                                  np.stack([xp.random.key(i) for i in range(3)]))
    typed = jax.random.split(jax.random.key(1), 3)
    np.testing.assert_array_equal(jax.vmap(lambda k: xp.random.uniform(k, (2,)))(typed),
                                  jax.vmap(lambda k: jax.random.uniform(k, (2,)))(typed))


@pytest.mark.parametrize("jit_compile", [False, True])
def test_tf_function(jit_compile: bool) -> None:
    tf = pytest.importorskip("tensorflow")
    import xpagnostic.tensorflow as xp

    key = xp.random.key(1)
    draws = _draws(xp.random, xp)
    fn = tf.function(lambda k: {n: f(k) for n, f in draws.items()}, jit_compile=jit_compile,
                     autograph=False)
    _check(fn(key), f"tf.function(jit_compile={jit_compile})")
    seeded = tf.function(lambda s: xp.random.uniform(xp.random.key(s), (3,)),
                         jit_compile=jit_compile, autograph=False)
    np.testing.assert_array_equal(seeded(tf.constant(9, tf.int64)).numpy(),
                                  xp.random.uniform(xp.random.key(9), (3,)).numpy())


def test_torch_compile_one_graph_every_function() -> None:
    """All the functions in one function trace into one graph with no break; compiled, they
    give NumPy's numbers; a traced seed makes a key inside the graph."""
    torch = pytest.importorskip("torch")
    import xpagnostic.torch as xp

    key = xp.random.key(1)
    draws = _draws(xp.random, xp)

    def everything(k: Any) -> dict[str, Any]:
        return {name: f(k) for name, f in draws.items()}

    torch._dynamo.reset()
    explained = torch._dynamo.explain(everything)(key)
    assert (explained.graph_count, explained.graph_break_count) == (1, 0), [
        str(r.reason) for r in explained.break_reasons]
    # Compiled (the eager backend runs the captured graph), a few of them, against NumPy.
    some = ("uniform", "normal", "permutation", "split")
    torch._dynamo.reset()
    compiled = torch.compile(lambda k: {n: draws[n](k) for n in some}, backend="eager",
                             fullgraph=True)(key)
    _check(compiled, "torch.compile")
    torch._dynamo.reset()
    seeded = torch.compile(lambda s: xp.random.normal(xp.random.key(s), (3,)), backend="eager",
                           fullgraph=True)
    assert torch.equal(seeded(torch.tensor(9)), xp.random.normal(xp.random.key(9), (3,)))


def test_torch_func_vmap_over_keys() -> None:
    torch = pytest.importorskip("torch")
    import xpagnostic.torch as xp

    keys = xp.random.split(xp.random.key(2), 4)
    mapped = torch.func.vmap(lambda k: xp.random.uniform(k, (3,), minval=-1.0, maxval=1.0))(keys)
    assert torch.equal(mapped, torch.stack([xp.random.uniform(k, (3,), minval=-1.0, maxval=1.0)
                                            for k in keys]))
    folded = torch.func.vmap(lambda k: xp.random.fold_in(k, 3))(keys)
    assert torch.equal(folded, torch.stack([xp.random.fold_in(k, 3) for k in keys]))


@pytest.mark.slow
@pytest.mark.skipif(not os.environ.get("XPAGNOSTIC_SLOW"),
                    reason="inductor builds C++ for a minute or more; XPAGNOSTIC_SLOW=1")
def test_torch_inductor_compiles_a_draw() -> None:
    """One real compilation (inductor generates and builds a kernel): the fused generator
    gives the eager numbers."""
    torch = pytest.importorskip("torch")
    import xpagnostic.torch as xp

    torch._dynamo.reset()
    f = torch.compile(lambda k: xp.random.uniform(k, (1000,), minval=-2.0, maxval=2.0),
                      fullgraph=True)
    key = xp.random.key(3)
    assert torch.equal(f(key), xp.random.uniform(key, (1000,), minval=-2.0, maxval=2.0))
    import xpagnostic.numpy as xn

    np.testing.assert_array_equal(host(f(key)), xn.random.uniform(xn.random.key(3), (1000,),
                                                                  minval=-2.0, maxval=2.0))
