"""Checks that the JAX namespace keeps sharded ``jax.Array`` inputs sharded.

Run as a script in a process of its own (``test_sharded_jax.py`` does that): JAX must see
8 host CPU devices, which ``XLA_FLAGS`` sets before JAX is first imported.  The script
prints one JSON object: case name -> list of problems (empty when the case holds).

Every case calls one of our functions on inputs placed with ``NamedSharding`` over a
4 x 2 ``Mesh``, eagerly and inside ``jax.jit`` (inputs passed as arguments, so they stay
sharded), and checks three things:

* the values equal the same function applied by NumPy (or a closed form) to the gathered
  inputs -- the gathering is the test's, never the library's;
* the result lives on all 8 devices (nothing was gathered onto one device);
* its sharding is the one ``jax.numpy``'s own function gives for the same inputs, where
  ``jax.numpy`` has one: our wrappers (standard promotion, special cases) must not change
  how XLA lays the data out.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable
from typing import Any

#: Case names, importable without JAX (the test module parametrises over them).
UNARY = (
    "abs", "acos", "acosh", "asin", "asinh", "atan", "atanh", "ceil", "conj", "cos", "cosh",
    "exp", "expm1", "floor", "imag", "isfinite", "isinf", "isnan", "log", "log1p", "log2",
    "log10", "logical_not", "negative", "positive", "real", "reciprocal", "round", "sign",
    "signbit", "sin", "sinh", "sqrt", "square", "tan", "tanh", "trunc", "bitwise_invert",
)
BINARY = (
    "add", "atan2", "bitwise_and", "bitwise_left_shift", "bitwise_or", "bitwise_right_shift",
    "bitwise_xor", "copysign", "divide", "equal", "floor_divide", "greater", "greater_equal",
    "hypot", "less", "less_equal", "logaddexp", "logical_and", "logical_or", "logical_xor",
    "maximum", "minimum", "multiply", "nextafter", "not_equal", "pow", "remainder", "subtract",
)
REDUCTIONS = (
    "sum", "prod", "mean", "std", "var", "max", "min", "argmax", "argmin", "all", "any",
    "count_nonzero", "cumulative_sum", "cumulative_prod",
)
OTHERS = (
    "complex_exp", "complex_sqrt", "clip", "where", "astype", "matmul", "tensordot", "vecdot",
    "sort", "argsort", "searchsorted", "reshape", "permute_dims", "flip", "roll", "concat",
    "stack", "expand_dims", "squeeze", "tile", "repeat", "moveaxis", "broadcast_to",
    "zeros_like", "full_like", "tril", "linalg.matrix_norm", "linalg.vector_norm", "linalg.inv",
    "linalg.solve", "linalg.det", "linalg.cholesky", "linalg.qr", "linalg.eigh",
    "linalg.svdvals", "linalg.matrix_power", "linalg.trace", "linalg.diagonal", "linalg.outer",
    "linalg.cross", "fft.fft", "fft.rfft",
)
FACADE = ("facade_chain", "facade_setitem", "facade_inplace")
AUTODIFF = ("value_and_grad_jit_explicit", "value_and_grad_eager_explicit",
            "value_and_grad_jit_auto")
CASES = (
    tuple(f"unary:{n}" for n in UNARY) + tuple(f"binary:{n}" for n in BINARY)
    + tuple(f"reduction:{n}" for n in REDUCTIONS) + tuple(f"other:{n}" for n in OTHERS)
    + tuple(f"facade:{n}" for n in FACADE) + tuple(f"autodiff:{n}" for n in AUTODIFF)
)

_INTEGER_ONLY = {"bitwise_invert", "bitwise_and", "bitwise_left_shift", "bitwise_or",
                 "bitwise_right_shift", "bitwise_xor"}
_BOOLEAN_ONLY = {"logical_not", "logical_and", "logical_or", "logical_xor"}
#: NumPy's name where it differs from the standard's.
_NUMPY_NAME = {"acos": "arccos", "acosh": "arccosh", "asin": "arcsin", "asinh": "arcsinh",
               "atan": "arctan", "atanh": "arctanh", "atan2": "arctan2", "pow": "power",
               "bitwise_invert": "invert", "bitwise_left_shift": "left_shift",
               "bitwise_right_shift": "right_shift", "concat": "concatenate",
               "permute_dims": "transpose", "cumulative_sum": "cumsum",
               "cumulative_prod": "cumprod"}


def main() -> dict[str, list[str]]:
    import jax
    import jax.numpy as jnp
    import numpy as np
    from jax.sharding import Mesh, NamedSharding
    from jax.sharding import PartitionSpec as P

    import xpagnostic
    import xpagnostic.jax as xp

    devices = jax.devices()
    assert len(devices) == 8, f"expected 8 host devices, got {len(devices)}"
    mesh = Mesh(np.array(devices).reshape(4, 2), ("a", "b"))
    grid = NamedSharding(mesh, P("a", "b"))
    rows = NamedSharding(mesh, P("a"))

    rng = np.random.default_rng(0)
    base = rng.uniform(0.1, 0.9, size=(8, 8)).astype(np.float32)
    host = {
        "float": base,
        "float_ge1": base + 1.0,
        "complex": (base + 1j * base[::-1]).astype(np.complex64),
        "int": rng.integers(1, 7, size=(8, 8)).astype(np.int32),
        "bool": rng.integers(0, 2, size=(8, 8)).astype(bool),
        "vec": rng.uniform(0.1, 0.9, size=(8,)).astype(np.float32),
        "spd": (base @ base.T + 8 * np.eye(8)).astype(np.float32),
        "triples": rng.uniform(-1, 1, size=(8, 3)).astype(np.float32),
    }
    placed = {k: jax.device_put(v, rows if v.ndim == 1 or k == "triples" else grid)
              for k, v in host.items()}

    problems: dict[str, list[str]] = {}

    def check(case: str, ours: Callable[..., Any], args: tuple[str, ...],
              expected: Callable[..., Any] | None, native: Callable[..., Any] | None,
              rtol: float = 2e-5) -> None:
        found: list[str] = []
        arrays = tuple(placed[a] for a in args)
        refs = tuple(host[a] for a in args)
        for label, fn in (("eager", ours), ("jit", jax.jit(ours))):
            try:
                out = fn(*arrays)
            except Exception as exc:  # reported, so one case cannot hide the others
                found.append(f"{label}: raised {type(exc).__name__}: {exc}")
                continue
            outs = out if isinstance(out, tuple) else (out,)
            if expected is not None:
                want = expected(*refs)
                wants = want if isinstance(want, tuple) else (want,)
                for i, (o, w) in enumerate(zip(outs, wants)):
                    got = np.asarray(o)
                    if got.shape != np.shape(w) or not np.allclose(got, w, rtol=rtol, atol=1e-5):
                        found.append(f"{label}: output {i} values differ from NumPy")
            natives = None
            if native is not None:
                n = (jax.jit(native) if label == "jit" else native)(*arrays)
                natives = n if isinstance(n, tuple) else (n,)
            for i, o in enumerate(outs):
                s = o.sharding
                spread = natives is None or len(natives[i].sharding.device_set) == len(devices)
                if spread and len(s.device_set) != len(devices):
                    found.append(f"{label}: output {i} lives on {len(s.device_set)} device(s)")
                if natives is not None and not s.is_equivalent_to(natives[i].sharding, o.ndim):
                    found.append(f"{label}: output {i} sharding {s} differs from "
                                 f"jax.numpy's {natives[i].sharding}")
        problems[case] = found

    def numpy_fn(name: str) -> Callable[..., Any]:
        return getattr(np, _NUMPY_NAME.get(name, name))  # type: ignore[no-any-return]

    def jnp_fn(name: str) -> Callable[..., Any] | None:
        return getattr(jnp, name, None)

    for name in UNARY:
        arg = ("complex" if name in ("real", "imag", "conj")
               else "int" if name in _INTEGER_ONLY else "bool" if name in _BOOLEAN_ONLY
               else "float_ge1" if name == "acosh" else "float")
        check(f"unary:{name}", getattr(xp, name), (arg,), numpy_fn(name), jnp_fn(name))

    for name in BINARY:
        arg = ("int" if name in _INTEGER_ONLY else "bool" if name in _BOOLEAN_ONLY
               else "float")
        check(f"binary:{name}", getattr(xp, name), (arg, arg), numpy_fn(name), jnp_fn(name))

    for name in REDUCTIONS:
        arg = "bool" if name in ("all", "any") else "float"
        if name.startswith("cumulative"):
            ours = (lambda f: lambda a: f(a, axis=1))(getattr(xp, name))
            ref = (lambda f: lambda a: f(a, axis=1))(numpy_fn(name))
        else:
            ours = (lambda f: lambda a: f(a, axis=0))(getattr(xp, name))
            ref = (lambda f: lambda a: f(a, axis=0))(numpy_fn(name))
        twin = jnp_fn(_NUMPY_NAME.get(name, name))
        nat = None if twin is None else (
            (lambda f, ax: lambda a: f(a, axis=ax))(twin, 1 if name.startswith("cum") else 0))
        check(f"reduction:{name}", ours, (arg,), ref, nat)

    def c64(a: Any) -> Any:
        return a.astype(np.complex64) if isinstance(a, np.ndarray) else xp.astype(a, xp.complex64)

    others: dict[str, tuple[Callable[..., Any], tuple[str, ...], Callable[..., Any] | None,
                            Callable[..., Any] | None]] = {
        "complex_exp": (lambda a: xp.exp(c64(a)), ("float",), lambda a: np.exp(c64(a)),
                        lambda a: jnp.exp(a.astype(jnp.complex64))),
        "complex_sqrt": (lambda a: xp.sqrt(-c64(a)), ("float",), lambda a: np.sqrt(-c64(a)),
                         lambda a: jnp.sqrt(-a.astype(jnp.complex64))),
        "clip": (lambda a: xp.clip(a, 0.3, 0.6), ("float",), lambda a: np.clip(a, 0.3, 0.6),
                 lambda a: jnp.clip(a, 0.3, 0.6)),
        "where": (lambda a, m: xp.where(m, a, 0.0), ("float", "bool"),
                  lambda a, m: np.where(m, a, 0.0), lambda a, m: jnp.where(m, a, 0.0)),
        "astype": (lambda a: xp.astype(a, xp.float16), ("float",),
                   lambda a: a.astype(np.float16), lambda a: a.astype(jnp.float16)),
        "matmul": (xp.matmul, ("float", "float"), np.matmul, jnp.matmul),
        "tensordot": (lambda a, b: xp.tensordot(a, b, axes=1), ("float", "float"),
                      lambda a, b: np.tensordot(a, b, axes=1),
                      lambda a, b: jnp.tensordot(a, b, axes=1)),
        "vecdot": (xp.vecdot, ("float", "float"), lambda a, b: np.sum(a * b, axis=-1),
                   jnp.vecdot),
        "sort": (lambda a: xp.sort(a, axis=0), ("float",), lambda a: np.sort(a, axis=0),
                 lambda a: jnp.sort(a, axis=0)),
        "argsort": (lambda a: xp.argsort(a, axis=1), ("float",),
                    lambda a: np.argsort(a, axis=1, kind="stable"),
                    lambda a: jnp.argsort(a, axis=1)),
        "searchsorted": (lambda a: xp.searchsorted(xp.linspace(0.0, 1.0, 5), a), ("float",),
                         lambda a: np.searchsorted(np.linspace(0.0, 1.0, 5), a),
                         lambda a: jnp.searchsorted(jnp.linspace(0.0, 1.0, 5), a)),
        "reshape": (lambda a: xp.reshape(a, (4, 16)), ("float",), lambda a: a.reshape(4, 16),
                    lambda a: jnp.reshape(a, (4, 16))),
        "permute_dims": (lambda a: xp.permute_dims(a, (1, 0)), ("float",), np.transpose,
                         jnp.transpose),
        "flip": (lambda a: xp.flip(a, axis=1), ("float",), lambda a: np.flip(a, axis=1),
                 lambda a: jnp.flip(a, axis=1)),
        "roll": (lambda a: xp.roll(a, 3, axis=0), ("float",), lambda a: np.roll(a, 3, axis=0),
                 lambda a: jnp.roll(a, 3, axis=0)),
        "concat": (lambda a, b: xp.concat((a, b), axis=1), ("float", "float"),
                   lambda a, b: np.concatenate((a, b), axis=1),
                   lambda a, b: jnp.concatenate((a, b), axis=1)),
        "stack": (lambda a, b: xp.stack((a, b)), ("float", "float"),
                  lambda a, b: np.stack((a, b)), lambda a, b: jnp.stack((a, b))),
        "expand_dims": (lambda a: xp.expand_dims(a, axis=0), ("float",),
                        lambda a: a[None], lambda a: jnp.expand_dims(a, 0)),
        "squeeze": (lambda a: xp.squeeze(xp.expand_dims(a, axis=1), axis=1), ("float",),
                    lambda a: a, lambda a: jnp.squeeze(jnp.expand_dims(a, 1), 1)),
        "tile": (lambda a: xp.tile(a, (2, 1)), ("float",), lambda a: np.tile(a, (2, 1)),
                 lambda a: jnp.tile(a, (2, 1))),
        "repeat": (lambda a: xp.repeat(a, 2, axis=1), ("float",),
                   lambda a: np.repeat(a, 2, axis=1), lambda a: jnp.repeat(a, 2, axis=1)),
        "moveaxis": (lambda a: xp.moveaxis(a, 0, 1), ("float",),
                     lambda a: np.moveaxis(a, 0, 1), lambda a: jnp.moveaxis(a, 0, 1)),
        "broadcast_to": (lambda v: xp.broadcast_to(v, (8, 8)), ("vec",),
                         lambda v: np.broadcast_to(v, (8, 8)),
                         lambda v: jnp.broadcast_to(v, (8, 8))),
        "zeros_like": (xp.zeros_like, ("float",), np.zeros_like, jnp.zeros_like),
        "full_like": (lambda a: xp.full_like(a, 2.5), ("float",),
                      lambda a: np.full_like(a, 2.5), lambda a: jnp.full_like(a, 2.5)),
        "tril": (xp.tril, ("float",), np.tril, jnp.tril),
        "linalg.matrix_norm": (xp.linalg.matrix_norm, ("float",),
                               lambda a: np.linalg.norm(a, "fro"), jnp.linalg.matrix_norm),
        "linalg.vector_norm": (lambda a: xp.linalg.vector_norm(a, axis=1), ("float",),
                               lambda a: np.linalg.norm(a, axis=1),
                               lambda a: jnp.linalg.vector_norm(a, axis=1)),
        "linalg.inv": (xp.linalg.inv, ("spd",), np.linalg.inv, jnp.linalg.inv),
        "linalg.solve": (xp.linalg.solve, ("spd", "float"), np.linalg.solve,
                         jnp.linalg.solve),
        "linalg.det": (xp.linalg.det, ("spd",), np.linalg.det, jnp.linalg.det),
        "linalg.cholesky": (xp.linalg.cholesky, ("spd",), np.linalg.cholesky,
                            jnp.linalg.cholesky),
        "linalg.qr": (lambda a: xp.linalg.qr(a)[1], ("spd",),
                      lambda a: np.linalg.qr(a)[1], lambda a: jnp.linalg.qr(a)[1]),
        "linalg.eigh": (lambda a: xp.linalg.eigh(a)[0], ("spd",),
                        lambda a: np.linalg.eigh(a)[0], lambda a: jnp.linalg.eigh(a)[0]),
        "linalg.svdvals": (xp.linalg.svdvals, ("float",), np.linalg.svdvals,
                           jnp.linalg.svdvals),
        "linalg.matrix_power": (lambda a: xp.linalg.matrix_power(a, 3), ("float",),
                                lambda a: np.linalg.matrix_power(a, 3),
                                lambda a: jnp.linalg.matrix_power(a, 3)),
        "linalg.trace": (xp.linalg.trace, ("float",), np.trace, jnp.linalg.trace),
        "linalg.diagonal": (xp.linalg.diagonal, ("float",), np.diagonal, jnp.linalg.diagonal),
        "linalg.outer": (xp.linalg.outer, ("vec", "vec"), np.outer, jnp.linalg.outer),
        "linalg.cross": (xp.linalg.cross, ("triples", "triples"),
                         np.cross,
                         jnp.linalg.cross),
        "fft.fft": (lambda a: xp.fft.fft(a, axis=1), ("float",),
                    lambda a: np.fft.fft(a, axis=1), lambda a: jnp.fft.fft(a, axis=1)),
        "fft.rfft": (lambda a: xp.fft.rfft(a, axis=1), ("float",),
                     lambda a: np.fft.rfft(a, axis=1), lambda a: jnp.fft.rfft(a, axis=1)),
    }
    assert set(others) == set(OTHERS)
    for name, (ours, args, ref, nat) in others.items():
        check(f"other:{name}", ours, args, ref, nat, rtol=1e-3 if "linalg" in name else 2e-5)

    # The facade over a sharded array: methods, __setitem__ and in-place operators.
    def chain(a: Any) -> Any:
        return xpagnostic.astensor(a).square().sum(axis=0).sqrt().raw

    check("facade:facade_chain", chain, ("float",),
          lambda a: np.sqrt(np.sum(a * a, axis=0)), lambda a: jnp.sqrt(jnp.sum(a * a, axis=0)))

    def setitem(a: Any) -> Any:
        t = xpagnostic.astensor(a)
        t[0, :] = 5.0
        return t.raw

    def setitem_ref(a: Any) -> Any:
        b = a.copy()
        b[0, :] = 5.0
        return b

    check("facade:facade_setitem", setitem, ("float",), setitem_ref,
          lambda a: a.at[0, :].set(5.0))

    def inplace(a: Any) -> Any:
        t = xpagnostic.astensor(a)
        t *= 2.0
        t += a
        return t.raw

    check("facade:facade_inplace", inplace, ("float",), lambda a: 3 * a, lambda a: 3 * a)

    # Gradients.  With an explicit-sharding mesh the sharding is part of an array's type, and
    # gradients carry the parameters' sharding; in JAX's default (auto) mode XLA's
    # propagation picks it, and ours must be the one jax.value_and_grad gets.
    from jax.sharding import AxisType

    w_host = (rng.standard_normal((8, 8)) / 8).astype(np.float32)
    x_host = host["float"]

    def loss(w: Any, x: Any) -> Any:
        ns = xpagnostic.get_namespace(w, x)
        return ns.sum(ns.sin(x @ w) * (x @ w))

    def loss_native(w: Any, x: Any) -> Any:
        return jnp.sum(jnp.sin(x @ w) * (x @ w))

    def closed_form() -> tuple[Any, Any]:
        y = x_host.astype(np.float64) @ w_host
        value = np.sum(np.sin(y) * y)
        return value, x_host.T @ (np.cos(y) * y + np.sin(y))

    def compare(case: str, value: Any, grad: Any, want_sharding: Any) -> None:
        found = []
        if not grad.sharding.is_equivalent_to(want_sharding, 2):
            found.append(f"gradient sharding {grad.sharding} is not {want_sharding}")
        if len(grad.sharding.device_set) != len(devices):
            found.append(f"gradient lives on {len(grad.sharding.device_set)} device(s)")
        v, g = closed_form()
        if not np.allclose(float(value), v, rtol=1e-4):
            found.append(f"value {float(value)} differs from the closed form {v}")
        if not np.allclose(np.asarray(grad), g, rtol=1e-3, atol=1e-4):
            found.append("gradient differs from the closed form")
        problems[case] = found

    explicit = jax.make_mesh((4, 2), ("a", "b"), axis_types=(AxisType.Explicit,) * 2)
    with jax.set_mesh(explicit):
        w_e = jax.device_put(w_host, NamedSharding(explicit, P(None, "b")))
        x_e = jax.device_put(x_host, NamedSharding(explicit, P("a", None)))
        value, grad = jax.jit(xp.autodiff.value_and_grad(loss))(w_e, x_e)
        compare("autodiff:value_and_grad_jit_explicit", value, grad, w_e.sharding)
        value, grad = xp.autodiff.value_and_grad(loss)(w_e, x_e)
        compare("autodiff:value_and_grad_eager_explicit", value, grad, w_e.sharding)

    w_a = jax.device_put(w_host, grid)
    x_a = placed["float"]
    value, grad = jax.jit(xp.autodiff.value_and_grad(loss))(w_a, x_a)
    native = jax.jit(jax.value_and_grad(loss_native))(w_a, x_a)[1]
    compare("autodiff:value_and_grad_jit_auto", value, grad, native.sharding)

    assert set(problems) == set(CASES), set(CASES) ^ set(problems)
    return problems


if __name__ == "__main__":
    os.environ["XLA_FLAGS"] = "--xla_force_host_platform_device_count=8"
    os.environ.setdefault("JAX_PLATFORMS", "cpu")
    json.dump(main(), sys.stdout)
