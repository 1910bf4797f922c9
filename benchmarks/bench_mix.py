"""A realistic mix: what agnostic code pays per call, beside EagerPy and array-api-compat.

Every case is timed against the native code that does the same work, on small
arrays (10 float32 values, where overhead shows) unless it says 1e6.  Per case
and backend, the native call, ours and the peer's run in interleaved blocks of
about 0.5 ms, their order rotating; a round keeps each variant's fastest of five
blocks and gives one ratio per variant (its time over the native time).  A row
reports the median and the minimum over 15 rounds (7 rounds of three blocks for
the 1e6 cases), for us and for the peer, so a busy machine moves both alike.
The figures are ratios from one run, never absolute times.

Cases: get_namespace over two and three arrays (then an add); ``astensor`` of
fresh arrays; facade reductions and scalar results; mixed dtypes through the
namespace; the standard's special-case fixes; a 20-step gradient-descent loop
written the agnostic way; the large-array case, where everything is about 1.00;
``xp.random`` drawing 1e6 float32 values against the framework's own generator, eagerly
and under its compiler (``torch.compile``, ``jax.jit``, ``tf.function(jit_compile=True)``),
with, as the peer, what the portable stream costs where ours is not it (JAX draws through
``jax.random``; the peer runs our Threefry over ``jax.numpy``) and TensorFlow's stateless
generator.

``run(device="cuda:0")`` (``python -m benchmarks --device cuda:0``) creates every array on
that device, for each backend that has it (the others are left out, with a note): every
timing block then ends by waiting for the device (``torch.cuda.synchronize``, TensorFlow's
``sync_devices``; JAX blocks on each 1e6 result as on the host), so a block times the
kernels it queued, not only their launch.

The compiled training steps of ``bench_compiled`` run with the host mix (suite
``compiled``), per compiler rather than per backend.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from xpagnostic._backends import BACKENDS

from ._timing import THREAD_ENV

SMALL = 10
LARGE = 1_000_000
ROUNDS = 15
REPEATS = 5
LARGE_ROUNDS = 7
LARGE_REPEATS = 3
BLOCK_S = 0.0005

Fn = Callable[[], Any]


@dataclass
class MixRow:
    """One case on one backend: ours and the peer's, each as ratios to the native code."""

    suite: str
    case: str
    backend: str
    reference: str
    ratio_median: float
    ratio_min: float
    peer: str | None
    peer_ratio_median: float | None
    peer_ratio_min: float | None

    def as_dict(self) -> dict[str, Any]:
        return {k: (round(v, 3) if isinstance(v, float) else v) for k, v in vars(self).items()}


def _block(fn: Fn, number: int, sync: Callable[[], None] | None = None) -> float:
    t0 = time.perf_counter()
    for _ in range(number):
        fn()
    if sync is not None:  # an accelerator: the block ends when its kernels have run
        sync()
    return time.perf_counter() - t0


def _number(fn: Fn, sync: Callable[[], None] | None = None) -> int:
    fn()
    n = 1
    while True:
        t = _block(fn, n, sync)
        if t >= BLOCK_S or n >= 100_000:
            return n
        n *= 2 if t == 0 else max(2, min(10, int(BLOCK_S / t) + 1))


def measure(native: Fn, ours: Fn, peer: Fn | None, rounds: int = ROUNDS,
            repeats: int = REPEATS, sync: Callable[[], None] | None = None,
            ) -> tuple[list[float], list[float]]:
    """Per-round ratios of ``ours`` and ``peer`` to ``native``.

    A round times each variant in ``REPEATS`` short blocks, interleaved with the others
    in a rotating order, and keeps each variant's fastest block: a block that another
    process pre-empted never sets a ratio, and all variants see the same load."""
    variants = [native, ours] + ([peer] if peer is not None else [])
    for v in variants:  # warm up: compilation, caches, first imports
        v()
    number = _number(native, sync)
    ours_r: list[float] = []
    peer_r: list[float] = []
    for i in range(rounds):
        best = [float("inf")] * len(variants)
        for j in range(repeats):
            k = (i + j) % len(variants)
            for idx in list(range(k, len(variants))) + list(range(k)):
                best[idx] = min(best[idx], _block(variants[idx], number, sync))
        ours_r.append(best[1] / best[0])
        if peer is not None:
            peer_r.append(best[2] / best[0])
    return ours_r, peer_r


def _row(case: str, backend: str, reference: str, native: Fn, ours: Fn,
         peer_name: str | None = None, peer: Fn | None = None,
         sync: Callable[[], None] | None = None) -> MixRow:
    # Large arrays: long, steady calls need fewer rounds.
    o, p = (measure(native, ours, peer, LARGE_ROUNDS, LARGE_REPEATS, sync) if "(1e6" in case
            else measure(native, ours, peer, ROUNDS, REPEATS, sync))
    return MixRow("mix", case, backend, reference, statistics.median(o), min(o),
                  peer_name if peer is not None else None,
                  statistics.median(p) if p else None, min(p) if p else None)


# --- backends ------------------------------------------------------------------------


@dataclass
class Backend:
    """What the cases need of one backend: native functions, arrays, peers."""

    name: str
    nat: Any  # native module with add/multiply/sum/... (numpy, torch, jax.numpy)
    asarray: Callable[[np.ndarray], Any]
    sum: Callable[[Any], Any]
    max: Callable[[Any], Any]
    mean: Callable[[Any], Any]
    norm: Callable[[Any], Any]
    add: Callable[[Any, Any], Any]
    floor_divide: Callable[[Any, Any], Any]
    tanh: Callable[[Any], Any]
    matmul: Callable[[Any, Any], Any]
    transpose: Callable[[Any], Any]
    #: native mixed-dtype add: the library's own promotion where it has one, else cast + add
    mixed_add: Callable[[Any, Any, Any], Any]
    compat: Any | None  # array-api-compat's namespace, if it covers the backend
    #: waits until a result is computed: JAX dispatches asynchronously, so a call returns
    #: before its kernel has run and the 1e6 rows would time queueing, not work
    ready: Callable[[Any], Any] = lambda x: x
    #: waits for the device's queue at the end of each timing block (None: the host)
    sync: Callable[[], None] | None = None
    #: where the cases run: on a device, the framework's scope for it (``native_scope``)
    scope: Callable[[], contextlib.AbstractContextManager[Any]] = contextlib.nullcontext


def _one_thread() -> None:
    """One kernel thread per framework (see :data:`benchmarks._timing.THREAD_ENV`)."""
    for k, v in THREAD_ENV.items():
        os.environ.setdefault(k, v)
    if importlib.util.find_spec("torch"):
        import torch

        torch.set_num_threads(1)


def _numpy() -> Backend:
    import array_api_compat

    return Backend("numpy", np, np.asarray, np.sum, np.max, np.mean, np.linalg.vector_norm,
                   np.add, np.floor_divide, np.tanh, np.matmul, lambda x: x.T,
                   lambda a, b, dt: np.add(a, b), array_api_compat.get_namespace(np.ones(1)))


def _torch() -> Backend:
    import array_api_compat
    import torch

    return Backend(
        "torch", torch, torch.asarray, torch.sum, torch.amax, torch.mean,
        torch.linalg.vector_norm, torch.add, torch.floor_divide, torch.tanh, torch.matmul,
        lambda x: x.mT, lambda a, b, dt: torch.add(a, b),
        array_api_compat.get_namespace(torch.ones(1)))


def _jax() -> Backend:
    import array_api_compat
    import jax
    import jax.numpy as jnp

    return Backend(
        "jax", jnp, jnp.asarray, jnp.sum, jnp.max, jnp.mean, jnp.linalg.vector_norm,
        jnp.add, jnp.floor_divide, jnp.tanh, jnp.matmul, lambda x: x.mT,
        lambda a, b, dt: jnp.add(a, b), array_api_compat.get_namespace(jnp.ones(1)),
        jax.block_until_ready)


def _tensorflow() -> Backend:
    import tensorflow as tf

    def tf_mixed(a: Any, b: Any, dt: Any) -> Any:
        # TensorFlow refuses mixed dtypes: the hand-written equivalent casts first.
        a = a if a.dtype == dt else tf.cast(a, dt)
        b = b if b.dtype == dt else tf.cast(b, dt)
        return tf.math.add(a, b)

    return Backend(
        "tensorflow", tf, tf.constant, tf.reduce_sum, tf.reduce_max, tf.reduce_mean,
        tf.norm, tf.math.add, tf.math.floordiv, tf.math.tanh, tf.linalg.matmul,
        tf.linalg.matrix_transpose, tf_mixed, None)


def _mlx() -> Backend:
    import mlx.core as mx

    def evaluated(x: Any) -> Any:
        # MLX is lazy: a call records a graph, and mx.eval computes it.
        mx.eval(x)
        return x

    return Backend(
        "mlx", mx, mx.array, mx.sum, mx.max, mx.mean, mx.linalg.norm, mx.add,
        mx.floor_divide, mx.tanh, mx.matmul, lambda x: x.T, lambda a, b, dt: mx.add(a, b),
        None, evaluated)


#: The native calls each backend's rows are measured against (Dask has its own benchmark,
#: bench_dask, since its calls build graphs rather than compute).
_NATIVE: dict[str, Callable[[], Backend]] = {
    "numpy": _numpy, "torch": _torch, "jax": _jax, "tensorflow": _tensorflow, "mlx": _mlx}


def _backends(device: str | None = None) -> list[Backend]:
    """The installed backends of the backend table that have native references, in its order;
    with ``device``, those that have it, their arrays created there."""
    installed = [name for name, row in BACKENDS.items()
                 if name in _NATIVE and importlib.util.find_spec(row.module)]
    if device is None:
        return [_NATIVE[name]() for name in installed]
    from conformance.device import DeviceNotFound, find_device, native_scope, sync, to_device

    out = []
    for name in installed:
        try:
            run = find_device(name, device)
        except DeviceNotFound as exc:
            print(f"# {name}: left out: {exc}", file=sys.stderr, flush=True)
            continue
        print(f"# {run.describe()}", file=sys.stderr, flush=True)
        b = _NATIVE[name]()
        host_asarray = b.asarray
        b.asarray = (lambda a, name=name, host=host_asarray, dev=run.device:
                     to_device(name, host(a), dev))
        b.scope = lambda name=name, dev=run.device: native_scope(name, dev)
        if not run.on_host:
            b.sync = lambda name=name, dev=run.device: sync(name, dev)
            ready = b.ready
            b.ready = lambda x, ready=ready, sync=b.sync: (ready(x), sync())[0]
        out.append(b)
    if not out:
        raise LookupError(f"no installed backend has the device {device!r}")
    return out


# --- cases ---------------------------------------------------------------------------


def _cases(b: Backend, eagerpy: Any) -> list[MixRow]:
    import xpagnostic
    from xpagnostic import astensor

    rows: list[MixRow] = []
    data = np.linspace(-2.0, 2.0, SMALL, dtype=np.float32)
    a, c = b.asarray(data), b.asarray(data[::-1].copy())
    bb = b.asarray(data + 1)
    xp = xpagnostic.get_namespace(a)
    compat = b.compat
    ep = eagerpy
    gn = xpagnostic.get_namespace

    def row(case: str, reference: str, native: Fn, ours: Fn, peer_name: str | None = None,
            peer: Fn | None = None) -> None:
        rows.append(_row(case, b.name, reference, native, ours, peer_name, peer, b.sync))
        print(f"#   {b.name} {case}", file=sys.stderr, flush=True)

    # get_namespace over several arrays: alone (against one array), then with one call.
    row("get_namespace(a, b) alone", "get_namespace(a)", lambda: gn(a), lambda: gn(a, bb),
        "array-api-compat", compat and (lambda: array_namespace(a, bb)))
    row("get_namespace(a, b, c, 1.0) alone", "get_namespace(a)", lambda: gn(a),
        lambda: gn(a, bb, c, 1.0),
        "array-api-compat", compat and (lambda: array_namespace(a, bb, c, 1.0)))
    row("get_namespace(a, b).add(a, b)", "native add",
        lambda: b.add(a, bb), lambda: gn(a, bb).add(a, bb),
        "array-api-compat", compat and (lambda: array_namespace(a, bb).add(a, bb)))
    row("get_namespace(a, b, c, 1.0).add(a, b)", "native add",
        lambda: b.add(a, bb), lambda: gn(a, bb, c, 1.0).add(a, bb),
        "array-api-compat", compat and (lambda: array_namespace(a, bb, c, 1.0).add(a, bb)))

    # The facade on fresh arrays and its reductions.  Both libraries are called through
    # their module attribute, as user code does (``ep.astensor``, ``xpagnostic.astensor``).
    fresh = [b.asarray(data + i) for i in range(4)]

    def native_chain() -> Any:
        return b.nat.sqrt(b.sum(b.nat.square(fresh[0])))

    row("astensor(x).square().sum().sqrt().raw", "native chain", native_chain,
        lambda: xpagnostic.astensor(fresh[0]).square().sum().sqrt().raw,
        "EagerPy", ep and (lambda: ep.astensor(fresh[0]).square().sum().sqrt().raw))
    row("(astensor(a) + astensor(b)).raw", "native add",
        lambda: b.add(fresh[1], fresh[2]),
        lambda: (xpagnostic.astensor(fresh[1]) + xpagnostic.astensor(fresh[2])).raw,
        "EagerPy", ep and (lambda: (ep.astensor(fresh[1]) + ep.astensor(fresh[2])).raw))
    t, et = astensor(a), (ep.astensor(a) if ep else None)
    for name, nat, mine, theirs in (
        ("sum", b.sum, lambda: t.sum().raw, (None if et is None else (lambda: et.sum().raw))),
        ("mean", b.mean, lambda: t.mean().raw, (None if et is None else (lambda: et.mean().raw))),
        ("max", b.max, lambda: t.max().raw, (None if et is None else (lambda: et.max().raw))),
        ("vector_norm", b.norm, lambda: t.vector_norm().raw,
         (None if et is None else (lambda: et.norms.l2().raw))),
    ):
        row(f"Tensor.{name}().raw", f"native {name}", lambda nat=nat: nat(a), mine,
            "EagerPy", theirs)
    if b.name != "tensorflow":
        row("Tensor[3] (a scalar)", "native a[3]", lambda: a[3], lambda: t[3].raw,
            "EagerPy", (None if et is None else (lambda: et[3].raw)))

    # Mixed dtypes through the cached namespace.
    i32 = b.asarray(np.arange(SMALL, dtype=np.int32))
    u8 = b.asarray(np.arange(SMALL, dtype=np.uint8))
    i8 = b.asarray(np.arange(SMALL, dtype=np.int8))
    f32_i32 = xp.result_type(i32, a)
    i16 = xp.result_type(u8, i8)
    row("int32 + float32 (namespace)", "native promotion" if b.name != "tensorflow"
        else f"tf.cast to {_dtname(f32_i32)} + add",
        lambda: b.mixed_add(i32, a, f32_i32), lambda: xp.add(i32, a),
        "array-api-compat", compat and (lambda: compat.add(i32, a)))
    row("uint8 + int8 (namespace)", "native promotion" if b.name != "tensorflow"
        else "tf.cast to int16 + add",
        lambda: b.mixed_add(u8, i8, i16), lambda: xp.add(u8, i8),
        "array-api-compat", compat and (lambda: compat.add(u8, i8)))
    row("float32 * 2.0 (Python scalar)", "native multiply",
        lambda: b.nat.multiply(a, 2.0),
        lambda: xp.multiply(a, 2.0),
        "array-api-compat", compat and (lambda: compat.multiply(a, 2.0)))

    # The special-case fixes.
    row("floor_divide", "native floor_divide", lambda: b.floor_divide(a, bb),
        lambda: xp.floor_divide(a, bb), "array-api-compat",
        compat and (lambda: compat.floor_divide(a, bb)))
    z = xp.astype(b.asarray(data), xp.complex64) * (1 + 0.5j)
    row("tanh (complex64)", "native tanh", lambda: b.tanh(z), lambda: xp.tanh(z),
        "array-api-compat", compat and (lambda: compat.tanh(z)))

    # A 20-step gradient-descent loop on least squares, written the agnostic way.
    rng = np.random.default_rng(0)
    X = b.asarray(rng.standard_normal((32, 4)).astype(np.float32))
    y = b.asarray(rng.standard_normal((32, 1)).astype(np.float32))
    w0 = b.asarray(np.zeros((4, 1), dtype=np.float32))

    def gd_agnostic(X: Any, y: Any, w: Any, get: Callable[..., Any]) -> Any:
        xq = get(X, y, w)
        for _ in range(20):
            r = xq.matmul(X, w) - y
            w = w - 0.01 * xq.matmul(xq.matrix_transpose(X), r)
        return xq.sum(r * r)

    def gd_native() -> Any:
        w = w0
        for _ in range(20):
            r = b.matmul(X, w) - y
            w = w - 0.01 * b.matmul(b.transpose(X), r)
        return b.sum(r * r)

    row("gradient descent, 20 steps (namespace)", "native loop", gd_native,
        lambda: gd_agnostic(X, y, w0, gn), "array-api-compat",
        compat and (lambda: gd_agnostic(X, y, w0, array_namespace)))

    def gd_facade(Xt: Any, yt: Any, wt: Any) -> Any:
        for _ in range(20):
            r = Xt @ wt - yt
            wt = wt - 0.01 * (Xt.mT @ r)
        return (r * r).sum().raw

    Xt, yt, wt = astensor(X), astensor(y), astensor(w0)
    if ep is not None:
        eX, ey, ew = ep.astensor(X), ep.astensor(y), ep.astensor(w0)

    def gd_eagerpy() -> Any:
        wt_ = ew
        for _ in range(20):
            r = eX @ wt_ - ey
            wt_ = wt_ - 0.01 * (eX.T @ r)
        return (r * r).sum().raw

    row("gradient descent, 20 steps (facade)", "native loop", gd_native,
        lambda: gd_facade(Xt, yt, wt), "EagerPy", ep and gd_eagerpy)

    # Large arrays: the wrapper's cost vanishes next to the kernel, which every variant
    # waits for.
    big_np = np.linspace(-3.0, 3.0, LARGE, dtype=np.float32)
    big, big2 = b.asarray(big_np), b.asarray(big_np[::-1] + 0.5)
    tbig = astensor(big)
    done = b.ready
    row("add (1e6)", "native add", lambda: done(b.add(big, big2)),
        lambda: done(xp.add(big, big2)), "array-api-compat",
        compat and (lambda: done(compat.add(big, big2))))
    row("floor_divide (1e6)", "native floor_divide", lambda: done(b.floor_divide(big, big2)),
        lambda: done(xp.floor_divide(big, big2)), "array-api-compat",
        compat and (lambda: done(compat.floor_divide(big, big2))))
    zbig = xp.astype(big, xp.complex64) * (1 + 0.5j)
    row("tanh (complex64, 1e6)", "native tanh", lambda: done(b.tanh(zbig)),
        lambda: done(xp.tanh(zbig)), "array-api-compat",
        compat and (lambda: done(compat.tanh(zbig))))
    row("Tensor.sum() (1e6)", "native sum", lambda: done(b.sum(big)),
        lambda: done(tbig.sum().raw), "EagerPy", ep and (lambda: done(ep.astensor(big).sum().raw)))
    _random_cases(b, row)
    return rows


@dataclass
class _Generators:
    """One backend's native generators and compiler, for the random rows."""

    uniform: Fn
    normal: Fn
    compile: Callable[[Callable[..., Any]], Callable[..., Any]] | None
    #: (peer name, uniform, normal) drawn another way, or None
    peer: tuple[str, Callable[[Any], Any], Callable[[Any], Any]] | None = None


def _generators(b: Backend) -> _Generators:
    n = LARGE
    if b.name == "numpy":
        gen = np.random.default_rng(0)
        return _Generators(lambda: gen.random(n, dtype=np.float32),
                           lambda: gen.standard_normal(n, dtype=np.float32), None)
    if b.name == "torch":
        import torch

        return _Generators(lambda: torch.rand(n), lambda: torch.randn(n), torch.compile)
    if b.name == "jax":
        import jax

        from xpagnostic._common._random import RandomFunctions
        from xpagnostic.jax.random import JaxRandomGlue

        portable = RandomFunctions(JaxRandomGlue())  # our Threefry over jax.numpy
        jkey = jax.random.key(0)
        return _Generators(lambda: jax.random.uniform(jkey, (n,)),
                           lambda: jax.random.normal(jkey, (n,)), jax.jit,
                           ("portable", lambda k: portable.uniform(k, (n,)),
                            lambda k: portable.normal(k, (n,))))
    if b.name == "mlx":
        import mlx.core as mx

        mkey = mx.random.key(0)
        return _Generators(lambda: mx.random.uniform(shape=(n,), key=mkey),
                           lambda: mx.random.normal((n,), key=mkey), mx.compile)
    import tensorflow as tf

    return _Generators(lambda: tf.random.uniform((n,)), lambda: tf.random.normal((n,)),
                       lambda f: tf.function(f, jit_compile=True, autograph=False),
                       ("stateless", lambda k: tf.random.stateless_uniform((n,), [0, 0]),
                        lambda k: tf.random.stateless_normal((n,), [0, 0])))


def _random_cases(b: Backend, row: Callable[..., None]) -> None:
    """``xp.random`` on 1e6 float32 values against the backend's own generator."""
    xp = importlib.import_module(BACKENDS[b.name].namespace)
    g = _generators(b)
    key = xp.random.key(0)
    done = b.ready
    n = LARGE
    peer_name, peer_u, peer_n = g.peer or (None, None, None)
    row("random.uniform (1e6)", "native generator", lambda: done(g.uniform()),
        lambda: done(xp.random.uniform(key, (n,))), peer_name,
        peer_u and (lambda: done(peer_u(key))))
    row("random.normal (1e6)", "native generator", lambda: done(g.normal()),
        lambda: done(xp.random.normal(key, (n,))), peer_name,
        peer_n and (lambda: done(peer_n(key))))
    if g.compile is not None:
        native = g.compile(lambda: g.uniform())
        ours = g.compile(lambda k: xp.random.uniform(k, (n,)))
        peer = g.compile(peer_u) if peer_u is not None else None
        row("random.uniform (1e6, compiled)", "native generator, compiled",
            lambda: done(native()), lambda: done(ours(key)), peer_name,
            peer and (lambda: done(peer(key))))


def array_namespace(*xs: Any) -> Any:
    import array_api_compat

    return array_api_compat.array_namespace(*xs)


def _dtname(dt: Any) -> str:
    return str(getattr(dt, "name", dt))


def run(device: str | None = None, compiled: bool = True) -> list[Any]:
    """Every case on every backend (``MixRow``), then, unless ``compiled`` is false, the
    compiled training steps (``CompiledRow``).  With ``device``: the backends that have it,
    arrays there, and the compiled steps without their compile-time rows.

    Raises ``LookupError`` when no installed backend has ``device``."""
    from . import bench_compiled

    _one_thread()
    backends = _backends(device)
    eagerpy = importlib.import_module("eagerpy") if importlib.util.find_spec("eagerpy") else None
    rows: list[Any] = []
    for b in backends:
        with b.scope():
            rows.extend(_cases(b, eagerpy))
    if compiled:
        rows.extend(bench_compiled.run(device, [b.name for b in backends]))
    return rows
