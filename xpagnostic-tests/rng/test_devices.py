"""Where the numbers live: the key's device (or ``device=``) decides; torch's ``meta`` device
runs without reading a value; JAX's and TensorFlow's second devices; Dask stays lazy.

The machine has no GPU: the second devices are torch's ``meta`` device, a second JAX CPU
device and a second TensorFlow logical CPU, each forced in a subprocess.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap
from typing import Any

import numpy as np
import pytest


def _all_draws(r: Any, key: Any, x: Any, logits: Any, p: Any) -> dict[str, Any]:
    """One call of every function (``x``, ``logits``, ``p``: arrays on the key's device)."""
    return {
        "split": r.split(key, 3), "fold_in": r.fold_in(key, 4), "bits": r.bits(key, (5,)),
        "uniform": r.uniform(key, (5,), minval=-1.0, maxval=1.0), "normal": r.normal(key, (5,)),
        "bernoulli": r.bernoulli(key, p), "randint": r.randint(key, (5,), 0, 9),
        "permutation": r.permutation(key, x), "permutation int": r.permutation(key, 7),
        "choice": r.choice(key, x, (2,), replace=False),
        "choice p": r.choice(key, 3, (4,), p=p),
        "truncated_normal": r.truncated_normal(key, -1.0, 1.0, (5,)),
        "categorical": r.categorical(key, logits),
    }


def test_torch_meta_device_draws_without_values() -> None:
    torch = pytest.importorskip("torch")
    import xpagnostic.torch as xp

    for key in (xp.random.key(0, device="meta"),
                xp.random.split(xp.random.key(0), 2)[0].to("meta")):
        assert key.device.type == "meta"
        x = torch.empty((4, 3), device="meta")
        outs = _all_draws(xp.random, key, x, torch.empty((2, 3), device="meta"),
                          torch.empty(3, device="meta"))
        for name, out in outs.items():
            assert out.device.type == "meta", name
        assert outs["split"].shape == (3, 2) and outs["choice"].shape == (2, 3)
        assert outs["uniform"].dtype == torch.float32
    # device= moves the key (two words), then draws there
    cpu_key = xp.random.key(0)
    assert xp.random.normal(cpu_key, (3,), device="meta").device.type == "meta"
    assert xp.random.key(torch.tensor(5, device="meta")).device.type == "meta"


def test_numpy_knows_only_the_cpu() -> None:
    import xpagnostic.numpy as xp

    assert xp.random.uniform(xp.random.key(0), (2,), device="cpu").shape == (2,)
    with pytest.raises(ValueError, match=r"xpagnostic\.numpy\.random: unsupported device 'gpu'"):
        xp.random.uniform(xp.random.key(0), (2,), device="gpu")


_JAX = """
import os
os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=2"
import jax, jax.numpy as jnp
import xpagnostic.jax as xp
from rng.test_devices import _all_draws
dev = jax.devices("cpu")[1]
key = jax.device_put(xp.random.key(0), dev)
put = lambda a: jax.device_put(jnp.asarray(a), dev)
outs = _all_draws(xp.random, key, put([[1., 2., 3.]] * 4), put([[0., 1., 2.]] * 2),
                  put([0.2, 0.3, 0.5]))
outs["device="] = xp.random.uniform(xp.random.key(0), (3,), device=dev)
outs["typed"] = xp.random.normal(jax.device_put(jax.random.key(0), dev), (3,))
bad = sorted(n for n, o in outs.items() if {str(d) for d in o.devices()} != {"cpu:1"})
print("BAD", bad)
"""

_TF = """
import os
os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
import tensorflow as tf
cpu = tf.config.list_physical_devices("CPU")[0]
tf.config.set_logical_device_configuration(cpu, [tf.config.LogicalDeviceConfiguration()] * 2)
import xpagnostic.tensorflow as xp
from rng.test_devices import _all_draws
with tf.device("/CPU:1"):
    key = xp.random.key(0)
    x = tf.constant([[1., 2., 3.]] * 4)
    logits = tf.constant([[0., 1., 2.]] * 2)
    p = tf.constant([0.2, 0.3, 0.5])
outs = _all_draws(xp.random, key, x, logits, p)
outs["device="] = xp.random.uniform(xp.random.key(0), (3,), device="/CPU:1")
bad = sorted(n for n, o in outs.items() if not o.device.endswith("CPU:1"))
print("BAD", bad)
"""


def _run(code: str) -> str:
    from pathlib import Path

    tests = str(Path(__file__).resolve().parents[1])
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], capture_output=True,
                         text=True, check=True, cwd=tests)
    return out.stdout.strip().splitlines()[-1]


def test_jax_second_device_keeps_the_numbers_there() -> None:
    pytest.importorskip("jax")
    assert _run(_JAX) == "BAD []"


def test_tensorflow_second_device_keeps_the_numbers_there() -> None:
    pytest.importorskip("tensorflow")
    assert _run(_TF) == "BAD []"


def test_dask_builds_graphs_and_computes_nothing() -> None:
    """Every function on Dask arrays returns a lazy array under a scheduler that refuses to
    compute; computed afterwards, the numbers are NumPy's."""
    dask = pytest.importorskip("dask")
    import dask.array as da

    import xpagnostic.dask as xd
    import xpagnostic.numpy as xn
    from rng.reference import host

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("a random function computed its Dask graph")

    x = np.arange(12.0).reshape(4, 3)
    logits = np.array([[0.0, 1.0, 2.0]] * 2)
    p = np.array([0.2, 0.3, 0.5])
    lazy_in = [da.from_array(a, chunks=2) for a in (x, logits, p)]
    with dask.config.set(scheduler=refuse, **{"array.chunk-size": "16B"}):
        key = xd.random.key(0)
        outs = _all_draws(xd.random, key, *lazy_in)
        outs["key"] = key
        outs["big"] = xd.random.normal(key, (6, 8))
        assert all(isinstance(o, da.Array) for o in outs.values())
    assert outs["big"].npartitions > 1
    expected = _all_draws(xn.random, xn.random.key(0), x, logits, p)
    expected["key"] = xn.random.key(0)
    expected["big"] = xn.random.normal(xn.random.key(0), (6, 8))
    for name, out in outs.items():
        np.testing.assert_array_equal(host(out), expected[name], err_msg=name)
