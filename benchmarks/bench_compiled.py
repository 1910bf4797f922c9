"""Compiled training steps: agnostic code against the native idiom, per compiler.

Two models, float32 on the CPU: logistic regression on 512 x 16 data (weights of 16), and
an MLP 16 -> 32 (tanh) -> 1 with a squared loss on the same data (its parameters a dict).
One step is ``value_and_grad`` of the loss and an SGD update, written twice:

* agnostic: ``xp = xpagnostic.get_namespace(...)``, ``xp.autodiff.value_and_grad``, the
  namespace's functions;
* native: ``torch.func.grad_and_value`` (``torch.compile``), ``jax.value_and_grad``
  (``jax.jit``), ``tf.GradientTape`` (``tf.function(jit_compile=True)`` and plain
  ``tf.function``), ``mx.value_and_grad`` (``mx.compile``).

Each pair is compiled with the same compiler (``torch.compile`` in its default mode:
Dynamo and inductor) and timed per step in interleaved blocks (``bench_mix.measure``: the
median and minimum of the per-round ratios, agnostic over native).  The compile-time rows
time the first call of a freshly compiled step, agnostic and native alternating, three
rounds (inductor's graph cache is off, so every round compiles).  Both steps give the
same loss (checked to 5 digits before timing).  The rows join the mix (suite
``compiled``) and ``docs/performance.md`` shows them in a table of their own.

``run(device)`` (the mix's ``--device``) puts the data on that device for every compiler
whose backend has it, and waits for the device at the end of each timed step; it measures
the steps only (compile times on an accelerator are a property of the compiler's code
generation, which the host rows already compare).
"""

from __future__ import annotations

import importlib.util
import statistics
import sys
import time
from collections.abc import Callable, Collection
from dataclasses import dataclass
from typing import Any

import numpy as np

from xpagnostic._backends import BACKENDS

N, D, H = 512, 16, 32
LR = 0.1
COMPILE_ROUNDS = 3

Fn = Callable[[], Any]


@dataclass
class CompiledRow:
    """One model and compiler: the agnostic step (or its compile time) over the native one."""

    suite: str
    case: str
    backend: str
    compiler: str
    reference: str
    ratio_median: float
    ratio_min: float

    def as_dict(self) -> dict[str, Any]:
        return {k: (round(v, 3) if isinstance(v, float) else v) for k, v in vars(self).items()}


# --- the models, written once agnostically ----------------------------------------------------
# Each loss is a function nested in its step, as in the native idioms below: a module-level
# loss would add the guards of one more global function to the agnostic step alone.
def logistic_step(w: Any, X: Any, y: Any) -> Any:
    import xpagnostic

    xp = xpagnostic.get_namespace(w, X, y)

    def loss(w: Any) -> Any:
        return xp.mean(xp.log1p(xp.exp(-y * xp.matmul(X, w))))

    value, g = xp.autodiff.value_and_grad(loss)(w)
    return value, w - LR * g


def mlp_step(p: dict[str, Any], X: Any, y: Any) -> Any:
    import xpagnostic

    xp = xpagnostic.get_namespace(X, y)

    def loss(p: dict[str, Any]) -> Any:
        hidden = xp.tanh(xp.matmul(X, p["W1"]) + p["b1"])
        out = xp.matmul(hidden, p["W2"]) + p["b2"]
        return xp.mean((out[:, 0] - y) ** 2)

    value, g = xp.autodiff.value_and_grad(loss)(p)
    return value, {k: p[k] - LR * g[k] for k in p}


def _data() -> dict[str, np.ndarray]:
    rng = np.random.default_rng(0)
    X = rng.standard_normal((N, D)).astype(np.float32)
    return {
        "X": X,
        "labels": np.sign(X @ rng.standard_normal(D)).astype(np.float32),
        "targets": np.tanh(X[:, :3].sum(axis=1)).astype(np.float32),
        "w": (0.1 * rng.standard_normal(D)).astype(np.float32),
        "W1": (0.3 * rng.standard_normal((D, H))).astype(np.float32),
        "b1": np.zeros(H, dtype=np.float32),
        "W2": (0.3 * rng.standard_normal((H, 1))).astype(np.float32),
        "b2": np.zeros(1, dtype=np.float32),
    }


# --- the native idioms ------------------------------------------------------------------------
@dataclass
class Compiler:
    """A compiler, its backend, and the native steps it is measured against."""

    name: str
    backend: str
    reference: str
    compile: Callable[[Callable[..., Any]], Callable[..., Any]]
    asarray: Callable[[np.ndarray], Any]
    native_logistic: Callable[..., Any]
    native_mlp: Callable[..., Any]
    ready: Callable[[Any], Any]
    #: Forget compiled code, so that the next compile starts afresh.
    reset: Callable[[], None] = lambda: None


def _torch() -> Compiler:
    import torch
    import torch._inductor.config

    torch._inductor.config.fx_graph_cache = False  # every compile-time round compiles

    def native_logistic(w: Any, X: Any, y: Any) -> Any:
        def loss(w: Any) -> Any:
            return torch.mean(torch.log1p(torch.exp(-y * (X @ w))))

        g, value = torch.func.grad_and_value(loss)(w)
        return value, w - LR * g

    def native_mlp(p: dict[str, Any], X: Any, y: Any) -> Any:
        def loss(p: dict[str, Any]) -> Any:
            out = torch.tanh(X @ p["W1"] + p["b1"]) @ p["W2"] + p["b2"]
            return torch.mean((out[:, 0] - y) ** 2)

        g, value = torch.func.grad_and_value(loss)(p)
        return value, {k: p[k] - LR * g[k] for k in p}

    return Compiler("torch.compile", "torch", "torch.func.grad_and_value",
                    torch.compile, torch.asarray, native_logistic, native_mlp,
                    lambda x: x, torch._dynamo.reset)


def _jax() -> Compiler:
    import jax
    import jax.numpy as jnp

    def native_logistic(w: Any, X: Any, y: Any) -> Any:
        def loss(w: Any) -> Any:
            return jnp.mean(jnp.log1p(jnp.exp(-y * (X @ w))))

        value, g = jax.value_and_grad(loss)(w)
        return value, w - LR * g

    def native_mlp(p: dict[str, Any], X: Any, y: Any) -> Any:
        def loss(p: dict[str, Any]) -> Any:
            out = jnp.tanh(X @ p["W1"] + p["b1"]) @ p["W2"] + p["b2"]
            return jnp.mean((out[:, 0] - y) ** 2)

        value, g = jax.value_and_grad(loss)(p)
        return value, {k: p[k] - LR * g[k] for k in p}

    return Compiler("jax.jit", "jax", "jax.value_and_grad", jax.jit, jnp.asarray,
                    native_logistic, native_mlp, jax.block_until_ready, jax.clear_caches)


def _tensorflow(jit_compile: bool) -> Compiler:
    import tensorflow as tf

    def native_logistic(w: Any, X: Any, y: Any) -> Any:
        with tf.GradientTape() as tape:
            tape.watch(w)
            loss = tf.reduce_mean(tf.math.log1p(tf.exp(-y * tf.linalg.matvec(X, w))))
        g = tape.gradient(loss, w)
        return loss, w - LR * g

    def native_mlp(p: dict[str, Any], X: Any, y: Any) -> Any:
        with tf.GradientTape() as tape:
            tape.watch(p)
            out = tf.tanh(X @ p["W1"] + p["b1"]) @ p["W2"] + p["b2"]
            loss = tf.reduce_mean((out[:, 0] - y) ** 2)
        g = tape.gradient(loss, p)
        return loss, {k: p[k] - LR * g[k] for k in p}

    name = "tf.function(jit_compile=True)" if jit_compile else "tf.function"
    return Compiler(name, "tensorflow", "tf.GradientTape",
                    lambda f: tf.function(f, jit_compile=jit_compile), tf.constant,
                    native_logistic, native_mlp, lambda x: x)


def _mlx() -> Compiler:
    import mlx.core as mx

    def native_logistic(w: Any, X: Any, y: Any) -> Any:
        def loss(w: Any) -> Any:
            return mx.mean(mx.log1p(mx.exp(-y * (X @ w))))

        value, g = mx.value_and_grad(loss)(w)
        return value, w - LR * g

    def native_mlp(p: dict[str, Any], X: Any, y: Any) -> Any:
        def loss(p: dict[str, Any]) -> Any:
            out = mx.tanh(X @ p["W1"] + p["b1"]) @ p["W2"] + p["b2"]
            return mx.mean((out[:, 0] - y) ** 2)

        value, g = mx.value_and_grad(loss)(p)
        return value, {k: p[k] - LR * g[k] for k in p}

    def ready(x: Any) -> Any:
        mx.eval(x)  # MLX is lazy: the step's graph is computed here
        return x

    return Compiler("mx.compile", "mlx", "mx.value_and_grad", mx.compile, mx.array,
                    native_logistic, native_mlp, ready)


def _compilers() -> list[Compiler]:
    out = []
    if importlib.util.find_spec("torch"):
        out.append(_torch())
    if importlib.util.find_spec("jax"):
        out.append(_jax())
    if importlib.util.find_spec("tensorflow"):
        out += [_tensorflow(True), _tensorflow(False)]
    if importlib.util.find_spec("mlx") and "mlx" in BACKENDS:
        out.append(_mlx())
    return out


# --- measuring ---------------------------------------------------------------------------------
def _first_call_ratios(c: Compiler, native: Callable[..., Any], ours: Callable[..., Any],
                       args: tuple[Any, ...]) -> list[float]:
    """Per round: the first call of a fresh compilation of ``ours`` over ``native``'s."""
    ratios = []
    for i in range(COMPILE_ROUNDS):
        times = {}
        for label in (("native", "ours") if i % 2 == 0 else ("ours", "native")):
            fn = native if label == "native" else ours
            c.reset()
            compiled = c.compile(lambda *a, fn=fn: fn(*a))  # a new function: nothing cached
            t0 = time.perf_counter()
            c.ready(compiled(*args))
            times[label] = time.perf_counter() - t0
        ratios.append(times["ours"] / times["native"])
    return ratios


def _check_same_loss(c: Compiler, case: str, ours: Any, native: Any) -> None:
    a, b = float(ours[0]), float(native[0])  # 0-d arrays, wherever they are
    if not np.isclose(a, b, rtol=1e-5):
        raise AssertionError(f"{c.name} {case}: agnostic loss {a} differs from native {b}")


def _on_device(c: Compiler, device: str) -> Compiler | None:
    """``c`` with its arrays made on ``device`` and its results waited for there (None when
    its backend does not have the device)."""
    import dataclasses

    from conformance.device import DeviceNotFound, find_device, sync, to_device

    try:
        run = find_device(c.backend, device)
    except DeviceNotFound as exc:
        print(f"# {c.name}: left out: {exc}", file=sys.stderr, flush=True)
        return None
    host, ready = c.asarray, c.ready

    def asarray(a: np.ndarray) -> Any:
        return to_device(c.backend, host(a), run.device)

    def on_device_ready(x: Any) -> Any:
        out = ready(x)
        sync(c.backend, run.device)
        return out

    return dataclasses.replace(c, asarray=asarray, ready=on_device_ready)


def _rows(c: Compiler, compile_times: bool = True) -> list[CompiledRow]:
    from .bench_mix import measure

    data = {k: c.asarray(v) for k, v in _data().items()}
    params = {k: data[k] for k in ("W1", "b1", "W2", "b2")}
    models = (
        ("logistic regression 512x16", logistic_step, c.native_logistic,
         (data["w"], data["X"], data["labels"])),
        ("MLP 16-32-1", mlp_step, c.native_mlp, (params, data["X"], data["targets"])),
    )
    rows = []
    for model, ours_step, native_step, args in models:
        compile_ratios = (_first_call_ratios(c, native_step, ours_step, args)
                          if compile_times else [])
        ours, native = c.compile(ours_step), c.compile(native_step)
        _check_same_loss(c, model, ours(*args), native(*args))
        step_ratios, _ = measure(lambda n=native, a=args: c.ready(n(*a)),
                                 lambda o=ours, a=args: c.ready(o(*a)), None)
        for case, ratios in ((f"{model}: value_and_grad step", step_ratios),
                             (f"{model}: first call (compiles)", compile_ratios)):
            if not ratios:
                continue
            rows.append(CompiledRow("compiled", case, c.backend, c.name, c.reference,
                                    statistics.median(ratios), min(ratios)))
            print(f"#   {c.name} {case}: {statistics.median(ratios):.2f}", file=sys.stderr,
                  flush=True)
    return rows


def run(device: str | None = None, backends: Collection[str] | None = None
        ) -> list[CompiledRow]:
    """The rows of every installed compiler (of ``backends`` alone, if given); with
    ``device``, of those whose backend has it, steps only."""
    from .bench_mix import _one_thread

    _one_thread()
    compilers = [c for c in _compilers() if backends is None or c.backend in backends]
    if device is None:
        return [row for c in compilers for row in _rows(c)]
    placed = [d for d in (_on_device(c, device) for c in compilers) if d is not None]
    return [row for c in placed for row in _rows(c, compile_times=False)]


if __name__ == "__main__":
    for r in run():
        print(r.as_dict())
