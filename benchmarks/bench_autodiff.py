"""The autodiff extension against the same transform written by hand with each framework.

Every row times ``xp.autodiff.<transform>`` (or ``xpagnostic.autodiff``) against the
native call, interleaved in one process (see ``_timing.compare``); float32, CPU.

- ``value_and_grad`` of ``sum(x**2)`` at N = 1,000 and 1,000,000: torch
  ``autograd.grad`` on a fresh leaf, TensorFlow ``GradientTape``, ``jit(jax.value_and_grad)``;
  on torch also the loop pattern ``xpagnostic.autodiff.value_and_grad(f)(x)`` per call.
- At N = 1,000: ``jvp`` and ``vmap`` of ``sin(x) * x``, ``hvp``, ``jacrev``, ``jacfwd``
  and ``hessian`` of ``sum(sin(x) * x**2)``, and per-example gradients ``vmap(grad)`` of a
  logistic loss over 1,000 examples of 10 features. Native: ``torch.func.*``;
  ``tf.autodiff.ForwardAccumulator``, ``GradientTape.jacobian`` and ``tf.vectorized_map``;
  ``jax.jit`` of ``jax.*`` against ``jax.jit`` of ours.

``python -m benchmarks.bench_autodiff --write`` also stores the rows in
``benchmarks/results/autodiff.json`` and regenerates the table in ``docs/autodiff.md``.
"""

from __future__ import annotations

import importlib.util
import json
import platform
import sys
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path
from typing import Any

import numpy as np

from ._timing import Row, compare, format_table
from .report import result_cli, splice

SIZES = (1_000, 1_000_000)
N = 1_000
RESULTS = Path(__file__).parent / "results" / "autodiff.json"
DOC = Path(__file__).parent.parent / "docs" / "autodiff.md"
START, END = "<!-- autodiff-benchmark:start -->", "<!-- autodiff-benchmark:end -->"


def _data(n: int, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).standard_normal(n).astype(np.float32)


def _batch() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(1)
    return (rng.standard_normal((N, 10)).astype(np.float32),
            np.where(rng.standard_normal(N) > 0, 1.0, -1.0).astype(np.float32))


# --- torch ------------------------------------------------------------------------------
def _torch() -> list[Row]:
    import torch

    import xpagnostic
    from xpagnostic._autodiff import autodiff_for

    ad = autodiff_for("torch")
    fn = torch.func

    def sq(x: Any) -> Any:
        return (x**2).sum()

    rows = []
    for n in SIZES:
        x = torch.asarray(_data(n))

        def native(x: Any = x) -> Any:
            leaf = x.detach().requires_grad_()
            v = sq(leaf)
            (g,) = torch.autograd.grad(v, leaf)
            return v.detach(), g

        vg = ad.value_and_grad(sq)
        rows.append(compare("value_and_grad", f"torch N={n:,}", "autograd.grad", native,
                            lambda vg=vg, x=x: vg(x)))
        if n == N:
            rows.append(compare(
                "value_and_grad", f"torch N={n:,}, built per call", "autograd.grad", native,
                lambda x=x: xpagnostic.autodiff.value_and_grad(sq)(x),
            ))

    x, v = torch.asarray(_data(N)), torch.asarray(_data(N, 1))

    def elem(x: Any) -> Any:
        return torch.sin(x) * x

    def scal(x: Any) -> Any:
        return (torch.sin(x) * x**2).sum()

    xb, yb = (torch.asarray(a) for a in _batch())
    w = torch.asarray(_data(10, 2))

    def logistic(w: Any, x: Any, y: Any) -> Any:
        return torch.nn.functional.softplus(-y * (x @ w))

    cases: list[tuple[str, str, Callable[[], Any], Callable[[], Any]]] = [
        ("jvp", "torch.func.jvp", lambda: fn.jvp(elem, (x,), (v,)),
         lambda: ad.jvp(elem, (x,), (v,))),
        ("hvp", "torch.func.jvp(grad)", lambda: fn.jvp(fn.grad(scal), (x,), (v,))[1],
         lambda: ad.hvp(scal, (x,), (v,))),
        ("jacrev", "torch.func.jacrev", lambda: fn.jacrev(elem)(x), lambda: ad.jacrev(elem)(x)),
        ("jacfwd", "torch.func.jacfwd", lambda: fn.jacfwd(elem)(x), lambda: ad.jacfwd(elem)(x)),
        ("hessian", "torch.func.hessian", lambda: fn.hessian(scal)(x),
         lambda: ad.hessian(scal)(x)),
        ("vmap", "torch.func.vmap", lambda: fn.vmap(elem)(xb), lambda: ad.vmap(elem)(xb)),
        ("vmap(grad)", "torch.func.vmap(grad)",
         lambda: fn.vmap(fn.grad(logistic), in_dims=(None, 0, 0))(w, xb, yb),
         lambda: ad.vmap(ad.grad(logistic), in_axes=(None, 0, 0))(w, xb, yb)),
    ]
    rows.extend(compare(b, f"torch N={N:,}", ref, nat, ours) for b, ref, nat, ours in cases)
    return rows


# --- TensorFlow -----------------------------------------------------------------------------
def _tf() -> list[Row]:
    import tensorflow as tf

    from xpagnostic._autodiff import autodiff_for

    ad = autodiff_for("tensorflow")

    def sq(x: Any) -> Any:
        return tf.reduce_sum(x**2)

    rows = []
    for n in SIZES:
        x = tf.constant(_data(n))

        def native(x: Any = x) -> Any:
            with tf.GradientTape() as tape:
                tape.watch(x)
                v = sq(x)
            return v, tape.gradient(v, x)

        vg = ad.value_and_grad(sq)
        rows.append(compare("value_and_grad", f"tensorflow N={n:,}", "GradientTape", native,
                            lambda vg=vg, x=x: vg(x)))

    x, v = tf.constant(_data(N)), tf.constant(_data(N, 1))

    def elem(x: Any) -> Any:
        return tf.sin(x) * x

    def scal(x: Any) -> Any:
        return tf.reduce_sum(tf.sin(x) * x**2)

    def jvp_native() -> Any:
        with tf.autodiff.ForwardAccumulator(x, v) as acc:
            y = elem(x)
        return y, acc.jvp(y)

    def hvp_native() -> Any:
        with tf.autodiff.ForwardAccumulator(x, v) as acc:
            with tf.GradientTape() as tape:
                tape.watch(x)
                y = scal(x)
            g = tape.gradient(y, x)
        return acc.jvp(g)

    def jacrev_native() -> Any:
        with tf.GradientTape() as tape:
            tape.watch(x)
            y = elem(x)
        return tape.jacobian(y, x)

    def hessian_native() -> Any:
        with tf.GradientTape() as outer:
            outer.watch(x)
            with tf.GradientTape() as inner:
                inner.watch(x)
                y = scal(x)
            g = inner.gradient(y, x)
        return outer.jacobian(g, x)

    xb, yb = (tf.constant(a) for a in _batch())
    w = tf.constant(_data(10, 2))

    def logistic(w: Any, x: Any, y: Any) -> Any:
        return tf.math.softplus(-y * tf.reduce_sum(x * w))

    def per_example_native() -> Any:
        def one(xy: Any) -> Any:
            with tf.GradientTape() as tape:
                tape.watch(w)
                loss = logistic(w, xy[0], xy[1])
            return tape.gradient(loss, w)

        return tf.vectorized_map(one, (xb, yb))

    # tf.vectorized_map in eager mode traces its pfor graph on every call (so does ours);
    # inside tf.function both are traced once.  Both settings are timed.
    vmap_native = tf.function(lambda xb: tf.vectorized_map(elem, xb))
    vmap_ours = tf.function(lambda xb: ad.vmap(elem)(xb))
    cases: list[tuple[str, str, str, Callable[[], Any], Callable[[], Any]]] = [
        ("jvp", "", "ForwardAccumulator", jvp_native, lambda: ad.jvp(elem, (x,), (v,))),
        ("hvp", "", "ForwardAccumulator over GradientTape", hvp_native,
         lambda: ad.hvp(scal, (x,), (v,))),
        ("jacrev", "", "GradientTape.jacobian", jacrev_native, lambda: ad.jacrev(elem)(x)),
        ("hessian", "", "nested GradientTape.jacobian", hessian_native,
         lambda: ad.hessian(scal)(x)),
        ("vmap", "", "tf.vectorized_map", lambda: tf.vectorized_map(elem, xb),
         lambda: ad.vmap(elem)(xb)),
        ("vmap", ", tf.function", "tf.vectorized_map", lambda: vmap_native(xb),
         lambda: vmap_ours(xb)),
        ("vmap(grad)", "", "tf.vectorized_map of GradientTape", per_example_native,
         lambda: ad.vmap(ad.grad(logistic), in_axes=(None, 0, 0))(w, xb, yb)),
    ]
    rows.extend(compare(b, f"tensorflow N={N:,}{extra}", ref, nat, ours, repeat=11)
                for b, extra, ref, nat, ours in cases)
    return rows


# --- JAX ----------------------------------------------------------------------------------
def _jax() -> list[Row]:
    import jax
    import jax.numpy as jnp

    from xpagnostic._autodiff import autodiff_for

    ad = autodiff_for("jax")

    def sq(x: Any) -> Any:
        return jnp.sum(x**2)

    def timed(bench: str, case: str, ref: str, native: Any, ours: Any, *args: Any) -> Row:
        n_fn, o_fn = jax.jit(native), jax.jit(ours)
        return compare(bench, case, ref, lambda: jax.block_until_ready(n_fn(*args)),
                       lambda: jax.block_until_ready(o_fn(*args)))

    rows = [timed("value_and_grad", f"jax jit N={n:,}", "jit(jax.value_and_grad)",
                  jax.value_and_grad(sq), ad.value_and_grad(sq), jnp.asarray(_data(n)))
            for n in SIZES]
    x, v = jnp.asarray(_data(N)), jnp.asarray(_data(N, 1))

    def elem(x: Any) -> Any:
        return jnp.sin(x) * x

    def scal(x: Any) -> Any:
        return jnp.sum(jnp.sin(x) * x**2)

    xb, yb = (jnp.asarray(a) for a in _batch())
    w = jnp.asarray(_data(10, 2))

    def logistic(w: Any, x: Any, y: Any) -> Any:
        return jax.nn.softplus(-y * (x @ w))

    case = f"jax jit N={N:,}"
    rows += [
        timed("jvp", case, "jit(jax.jvp)", lambda x, v: jax.jvp(elem, (x,), (v,)),
              lambda x, v: ad.jvp(elem, (x,), (v,)), x, v),
        timed("hvp", case, "jit(jax.jvp(jax.grad))",
              lambda x, v: jax.jvp(jax.grad(scal), (x,), (v,))[1],
              lambda x, v: ad.hvp(scal, (x,), (v,)), x, v),
        timed("jacrev", case, "jit(jax.jacrev)", jax.jacrev(elem), ad.jacrev(elem), x),
        timed("jacfwd", case, "jit(jax.jacfwd)", jax.jacfwd(elem), ad.jacfwd(elem), x),
        timed("hessian", case, "jit(jax.hessian)", jax.hessian(scal), ad.hessian(scal), x),
        timed("vmap", case, "jit(jax.vmap)", jax.vmap(elem), ad.vmap(elem), xb),
        timed("vmap(grad)", case, "jit(jax.vmap(jax.grad))",
              jax.vmap(jax.grad(logistic), in_axes=(None, 0, 0)),
              ad.vmap(ad.grad(logistic), in_axes=(None, 0, 0)), w, xb, yb),
    ]
    return rows


def run() -> list[Row]:
    rows = []
    for name, case in (("torch", _torch), ("tensorflow", _tf), ("jax", _jax)):
        if importlib.util.find_spec(name) is None:
            continue
        rows.extend(case())
    return rows


def _versions() -> dict[str, str]:
    out = {"python": platform.python_version(), "machine": platform.machine()}
    for name in ("torch", "tensorflow", "jax"):
        module = sys.modules.get(name)
        if module is not None:
            out[name] = str(module.__version__)
    return out


def write(rows: list[Row]) -> None:
    """Store ``rows`` in the result file and regenerate the table in docs/autodiff.md."""
    RESULTS.parent.mkdir(exist_ok=True)
    data = {"benchmark": "autodiff", "versions": _versions(),
            "rows": [asdict(r) for r in rows]}
    RESULTS.write_text(json.dumps(data, indent=1) + "\n")
    render()


def rendered(doc: str) -> str:
    """``doc`` (docs/autodiff.md) with the table between the markers built from the result
    file."""
    data = json.loads(RESULTS.read_text())
    rows = [Row(**r) for r in data["rows"]]
    versions = ", ".join(f"{k} {v}" for k, v in data["versions"].items())
    body = ("\n<!-- generated by python -m benchmarks.bench_autodiff --render "
            f"from benchmarks/results/autodiff.json -->\n\n{format_table(rows)}\n\n"
            f"({versions})\n")
    return splice(doc, START, END, body, DOC.name)


def render() -> None:
    """Regenerate the table between the markers in docs/autodiff.md from the result file."""
    DOC.write_text(rendered(DOC.read_text()))


def main(argv: list[str] | None = None) -> int:
    return result_cli("python -m benchmarks.bench_autodiff", argv, run,
                      format_table, write, render)


if __name__ == "__main__":
    raise SystemExit(main())
