"""value_and_grad of sum(x**2), N = 1,000 and 1,000,000, against the best native route.

- torch: ``torch.autograd.grad`` on a fresh leaf (``x.detach().requires_grad_()``);
- TensorFlow: ``tf.GradientTape`` with ``watch``;
- JAX: jitted ``jax.value_and_grad`` vs ``jax.jit`` of ours.
"""

from __future__ import annotations

import importlib.util
from typing import Any

import numpy as np

from ._timing import Row, compare

SIZES = (1_000, 1_000_000)


def _data(n: int) -> np.ndarray:
    return np.random.default_rng(0).standard_normal(n).astype(np.float32)


def _torch(n: int) -> Row:
    import torch

    from xpagnostic._autodiff import autodiff_for

    x = torch.asarray(_data(n))

    def f(x: Any) -> Any:
        return (x**2).sum()

    def native() -> Any:
        leaf = x.detach().requires_grad_()
        v = f(leaf)
        (g,) = torch.autograd.grad(v, leaf)
        return v.detach(), g

    vg = autodiff_for("torch").value_and_grad(f)
    return compare("value_and_grad", f"torch N={n:,}", "autograd.grad", native, lambda: vg(x))


def _tf(n: int) -> Row:
    import tensorflow as tf

    from xpagnostic._autodiff import autodiff_for

    x = tf.constant(_data(n))

    def f(x: Any) -> Any:
        return tf.reduce_sum(x**2)

    def native() -> Any:
        with tf.GradientTape() as tape:
            tape.watch(x)
            v = f(x)
        return v, tape.gradient(v, x)

    vg = autodiff_for("tensorflow").value_and_grad(f)
    return compare("value_and_grad", f"tensorflow N={n:,}", "GradientTape", native, lambda: vg(x))


def _jax(n: int) -> Row:
    import jax
    import jax.numpy as jnp

    from xpagnostic._autodiff import autodiff_for

    x = jnp.asarray(_data(n))

    def f(x: Any) -> Any:
        return jnp.sum(x**2)

    native_fn = jax.jit(jax.value_and_grad(f))
    ours_fn = jax.jit(autodiff_for("jax").value_and_grad(f))
    return compare(
        "value_and_grad",
        f"jax jit N={n:,}",
        "jit(jax.value_and_grad)",
        lambda: jax.block_until_ready(native_fn(x)),
        lambda: jax.block_until_ready(ours_fn(x)),
    )


def run() -> list[Row]:
    rows = []
    for name, case in (("torch", _torch), ("tensorflow", _tf), ("jax", _jax)):
        if importlib.util.find_spec(name) is None:
            continue
        rows.extend(case(n) for n in SIZES)
    return rows
