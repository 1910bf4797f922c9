"""Per-framework helpers for the autodiff tests (plain native arrays, no xp needed).

TensorFlow is used through plain ``tf`` ops so these tests do not depend on the
TensorFlow namespace.
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from typing import Any

import numpy as np
import pytest
from harness import place

from xpagnostic._autodiff import Autodiff, autodiff_for

FRAMEWORKS = ("torch", "jax", "tensorflow", "mlx")


@dataclass
class Fw:
    name: str
    ad: Autodiff
    ops: Any  # module-like: sum, exp, log, tanh, matmul, max, logsumexp

    def asarray(self, a: Any, dtype: str = "float32") -> Any:
        a = np.asarray(a, dtype=dtype)
        if self.name == "torch":
            import torch

            return place("torch", torch.asarray(a))
        if self.name == "jax":
            import jax.numpy as jnp

            return place("jax", jnp.asarray(a))
        if self.name == "mlx":
            from xpagnostic._backends import BACKENDS

            return place("mlx", BACKENDS["mlx"].from_numpy(a))
        import tensorflow as tf

        return place("tensorflow", tf.constant(a))

    def np(self, x: Any) -> np.ndarray:
        if self.name == "torch":
            return x.detach().cpu().numpy()  # type: ignore[no-any-return]
        if self.name == "mlx":
            from xpagnostic._backends import BACKENDS

            return BACKENDS["mlx"].to_numpy(x)  # type: ignore[no-any-return]
        return np.asarray(x)

    def dtype_name(self, x: Any) -> str:
        return str(x.dtype).split(".")[-1].replace("'>", "").replace("<dtype: '", "")


class _TorchOps:
    def __init__(self) -> None:
        import torch

        self.t = torch

    def sum(self, x: Any) -> Any:
        return self.t.sum(x)

    def exp(self, x: Any) -> Any:
        return self.t.exp(x)

    def log(self, x: Any) -> Any:
        return self.t.log(x)

    def tanh(self, x: Any) -> Any:
        return self.t.tanh(x)

    def matmul(self, a: Any, b: Any) -> Any:
        return self.t.matmul(a, b)

    def logsumexp(self, x: Any) -> Any:
        return self.t.logsumexp(x, dim=-1)

    def take_rows(self, x: Any, idx: Any) -> Any:
        return x[self.t.arange(x.shape[0]), idx]


class _JaxOps:
    def __init__(self) -> None:
        import jax
        import jax.numpy as jnp

        self.j, self.jax = jnp, jax

    def sum(self, x: Any) -> Any:
        return self.j.sum(x)

    def exp(self, x: Any) -> Any:
        return self.j.exp(x)

    def log(self, x: Any) -> Any:
        return self.j.log(x)

    def tanh(self, x: Any) -> Any:
        return self.j.tanh(x)

    def matmul(self, a: Any, b: Any) -> Any:
        return self.j.matmul(a, b)

    def logsumexp(self, x: Any) -> Any:
        return self.jax.nn.logsumexp(x, axis=-1)

    def take_rows(self, x: Any, idx: Any) -> Any:
        return x[self.j.arange(x.shape[0]), idx]


class _TfOps:
    def __init__(self) -> None:
        import tensorflow as tf

        self.tf = tf

    def sum(self, x: Any) -> Any:
        return self.tf.reduce_sum(x)

    def exp(self, x: Any) -> Any:
        return self.tf.exp(x)

    def log(self, x: Any) -> Any:
        return self.tf.math.log(x)

    def tanh(self, x: Any) -> Any:
        return self.tf.tanh(x)

    def matmul(self, a: Any, b: Any) -> Any:
        return self.tf.matmul(a, b)

    def logsumexp(self, x: Any) -> Any:
        return self.tf.reduce_logsumexp(x, axis=-1)

    def take_rows(self, x: Any, idx: Any) -> Any:
        return self.tf.gather(x, idx, batch_dims=1)


class _MLXOps:
    def __init__(self) -> None:
        import mlx.core as mx

        self.mx = mx

    def sum(self, x: Any) -> Any:
        return self.mx.sum(x)

    def exp(self, x: Any) -> Any:
        return self.mx.exp(x)

    def log(self, x: Any) -> Any:
        return self.mx.log(x)

    def tanh(self, x: Any) -> Any:
        return self.mx.tanh(x)

    def matmul(self, a: Any, b: Any) -> Any:
        return self.mx.matmul(a, b)

    def logsumexp(self, x: Any) -> Any:
        return self.mx.logsumexp(x, axis=-1)

    def take_rows(self, x: Any, idx: Any) -> Any:
        return self.mx.take_along_axis(x, idx[:, None], axis=1)[:, 0]


_OPS = {"torch": _TorchOps, "jax": _JaxOps, "tensorflow": _TfOps, "mlx": _MLXOps}


def make_fw(name: str) -> Fw:
    if importlib.util.find_spec(name) is None:
        pytest.skip(f"{name} is not installed")
    return Fw(name, autodiff_for(name), _OPS[name]())
