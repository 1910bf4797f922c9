"""Outputs stay on the input's device, checked on a second, non-default device.

The machine has no GPU, so the second device is torch's ``meta`` device and a
second JAX CPU device forced in a subprocess.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest


def test_torch_meta_device_is_kept() -> None:
    torch = pytest.importorskip("torch")
    import xpagnostic.torch as xp

    x = torch.empty((2, 3), device="meta")
    outs = {
        "exp": xp.exp(x),
        "add": xp.add(x, 1.0),
        "sum": xp.sum(x, axis=0),
        "zeros_like": xp.zeros_like(x),
        "ones(device=)": xp.ones(3, device=x.device),
        "matmul": xp.matmul(x, xp.matrix_transpose(x)),
        "reshape": xp.reshape(x, (3, 2)),
        "asarray": xp.asarray(x),
    }
    for name, out in outs.items():
        assert out.device.type == "meta", name


def test_jax_second_cpu_device_is_kept() -> None:
    pytest.importorskip("jax")
    code = textwrap.dedent(
        """
        import os
        os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=2"
        import jax, jax.numpy as jnp
        import xpagnostic
        dev = jax.devices("cpu")[1]
        x = jax.device_put(jnp.arange(6.0).reshape(2, 3), dev)
        xp = xpagnostic.get_namespace(x)
        outs = [xp.exp(x), xp.sum(x, axis=0), xp.zeros_like(x), xp.ones(3, device=dev),
                xp.matmul(x, xp.matrix_transpose(x)), xp.asarray(x), xp.linalg.vector_norm(x)]
        print(sorted({str(d) for o in outs for d in o.devices()}))
        """
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "['cpu:1']"
