"""``python -m benchmarks.profile_random``: where eager ``xp.random`` spends its time on the CPU.

For NumPy and PyTorch, 1e6 float32 values, one kernel thread, every figure the median of
interleaved rounds (the draws and their native generators alternate in one process):

* the draws ``uniform`` and ``normal`` against ``np.random.Generator`` / ``torch.rand`` and
  ``torch.randn``, as the mix times them;
* their stages: the generator's rounds alone (the same cache-sized blocks, no transform),
  bits to floats (``uniform`` less the rounds) and the normal transform (``normal`` less
  ``uniform``);
* the floor of the rounds: as many passes over the draw's blocks as the rounds make, each
  the cheapest of their operations (an in-place ``uint32`` addition), with nothing else;
* a ``cProfile`` of each draw (the functions with the most time of their own);
* the rounds hashed by two threads, blocks split between them (NumPy's kernels release the
  GIL): measured only, ``xp.random`` draws on the calling thread;
* with ``--compiled``, PyTorch's fused kernel: the draw under ``torch.compile`` (inductor's
  C++ kernel for the CPU), its first call (the compilation, inductor's caches off) and its
  later calls.

The result, with the machine described, is written to
``benchmarks/results/random-profile.json`` (``--json FILE`` elsewhere, ``--no-write`` prints
only).
"""

from __future__ import annotations

import argparse
import cProfile
import functools
import io
import json
import os
import platform
import pstats
import statistics
import sys
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from ._timing import THREAD_ENV

N = 1_000_000
RESULT = Path(__file__).parent / "results" / "random-profile.json"


def _machine() -> dict[str, Any]:
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            cpu = next((line.split(":", 1)[1].strip() for line in f
                        if line.startswith("model name")), cpu)
    except OSError:
        pass
    import numpy as np
    import torch

    return {"cpu": cpu, "logical_cpus": os.cpu_count(), "python": platform.python_version(),
            "system": f"{platform.system()} {platform.release()}", "numpy": np.__version__,
            "torch": torch.__version__, "kernel_threads": 1,
            "load_average_1min": round(os.getloadavg()[0], 2)}


def _interleaved(cases: dict[str, Callable[[], Any]], rounds: int) -> dict[str, list[float]]:
    """Seconds per call of each case, ``rounds`` times, the cases alternating in each round
    (their order reversed every other round)."""
    for fn in cases.values():
        fn()
    times: dict[str, list[float]] = {name: [] for name in cases}
    items = list(cases.items())
    for i in range(rounds):
        for name, fn in items if i % 2 == 0 else items[::-1]:
            t0 = time.perf_counter()
            fn()
            times[name].append(time.perf_counter() - t0)
    return times


def _ms(seconds: list[float]) -> float:
    return round(statistics.median(seconds) * 1e3, 3)


def _ratio(ours: list[float], native: list[float]) -> float:
    return round(statistics.median(o / r for o, r in zip(ours, native)), 2)


def _top_functions(fn: Callable[[], Any], calls: int = 3, top: int = 8) -> list[dict[str, Any]]:
    """The ``top`` functions by their own time over ``calls`` calls of ``fn``."""
    profile = cProfile.Profile()
    profile.enable()
    for _ in range(calls):
        fn()
    profile.disable()
    stats = pstats.Stats(profile, stream=io.StringIO())
    total = sum(row[2] for row in stats.stats.values())  # type: ignore[attr-defined]
    rows = sorted(stats.stats.items(), key=lambda kv: -kv[1][2])  # type: ignore[attr-defined]
    out = []
    for (path, line, name), (_, ncalls, tottime, _cum, _callers) in rows[:top]:
        where = name if path == "~" else f"{Path(path).name}:{line}({name})"
        out.append({"function": where, "calls_per_draw": ncalls // calls,
                    "self_share": round(tottime / total, 3)})
    return out


def _backend_cases(name: str) -> tuple[Any, Any, Callable[[], Any], Callable[[], Any]]:
    """``(xp.random, key, native uniform, native normal)``."""
    if name == "numpy":
        import numpy as np

        import xpagnostic.numpy as xnp

        gen = np.random.default_rng(0)
        return (xnp.random, xnp.random.key(0), lambda: gen.random(N, dtype=np.float32),
                lambda: gen.standard_normal(N, dtype=np.float32))
    import torch

    import xpagnostic.torch as xt

    return xt.random, xt.random.key(0), lambda: torch.rand(N), lambda: torch.randn(N)


def _rounds_only(rng: Any, key: Any) -> Callable[[], Any]:
    """The rounds of a draw of ``N`` elements, in the draw's blocks, with no transform."""
    functions = rng._functions
    k0, k1 = functions._key_words("", key)
    return lambda: functions._b.hash_map(k0, k1, (N,), _same, "bits", _same)


def _same(x: Any) -> Any:
    return x


#: Whole-array operations the rounds take per block on ``uint32`` words (eager NumPy, and
#: eager PyTorch on the CPU): 5 per round (add, shift into a scratch buffer, shift, or,
#: xor), 2 per key injection, 2 to start and 1 xor of the two output words.
PASSES = 20 * 5 + 5 * 2 + 2 + 1


def _floor(block: int) -> Callable[[], Any]:
    """The rounds' passes over ``N`` elements in blocks of ``block``, each pass the cheapest
    of their operations (an in-place NumPy ``uint32`` addition, the kernels the rounds run
    on for both backends) and no other work."""
    import numpy as np

    a, b = np.arange(block, dtype=np.uint32), np.arange(block, dtype=np.uint32)

    def run() -> None:
        for _ in range(0, N, block):
            for _ in range(PASSES):
                np.add(a, b, out=a)
    return run


def _threaded_rounds(rng: Any, key: Any, threads: int) -> Callable[[], Any]:
    """The rounds of ``N`` counters with the blocks shared among ``threads`` threads."""
    backend = rng._functions._b
    k0, k1 = rng._functions._key_words("", key)
    block = backend.block_size(k0)
    pool = ThreadPoolExecutor(threads)

    def one(start: int) -> Any:
        return backend._hash_run(backend.in_place(k0), k0, k1, 0, start,
                                 min(block, N - start), False, backend.device(k0))

    return lambda: list(pool.map(one, range(0, N, block)))


def profile_backend(name: str, rounds: int) -> dict[str, Any]:
    rng, key, native_u, native_n = _backend_cases(name)
    backend = rng._functions._b
    block = backend.block_size(rng._functions._key_words("", key)[0])
    cases = {
        "native uniform": native_u, "uniform": lambda: rng.uniform(key, (N,)),
        "native normal": native_n, "normal": lambda: rng.normal(key, (N,)),
        "rounds": _rounds_only(rng, key), "floor": _floor(block),
        "rounds, 2 threads": _threaded_rounds(rng, key, 2),
    }
    t = _interleaved(cases, rounds)
    return {
        "block": block,
        "uniform": {"native_ms": _ms(t["native uniform"]), "ours_ms": _ms(t["uniform"]),
                    "ratio": _ratio(t["uniform"], t["native uniform"])},
        "normal": {"native_ms": _ms(t["native normal"]), "ours_ms": _ms(t["normal"]),
                   "ratio": _ratio(t["normal"], t["native normal"])},
        "stages_ms": {
            "rounds": _ms(t["rounds"]),
            "bits_to_floats": round(_ms(t["uniform"]) - _ms(t["rounds"]), 3),
            "normal_transform": round(_ms(t["normal"]) - _ms(t["uniform"]), 3),
        },
        "rounds_floor": {"passes": PASSES, "floor_ms": _ms(t["floor"]),
                         "one_pass_ms": round(_ms(t["floor"]) / PASSES, 4),
                         "uniform_ratio_at_floor": round(
                             _ms(t["floor"]) / _ms(t["native uniform"]), 2)},
        "rounds_two_threads_ms": _ms(t["rounds, 2 threads"]),
        "cprofile_uniform": _top_functions(lambda: rng.uniform(key, (N,))),
        "cprofile_normal": _top_functions(lambda: rng.normal(key, (N,))),
    }


def profile_compiled(rounds: int) -> dict[str, Any]:
    """PyTorch's draws under ``torch.compile`` (inductor on the CPU): first and later calls."""
    import torch

    import xpagnostic.torch as xt

    key = xt.random.key(0)
    out: dict[str, Any] = {}
    for dist, native in (("uniform", lambda: torch.rand(N)), ("normal", lambda: torch.randn(N))):
        draw: Callable[..., Any] = getattr(xt.random, dist)
        fused = torch.compile(functools.partial(draw, shape=(N,)))
        t0 = time.perf_counter()
        fused(key)
        first = time.perf_counter() - t0
        t = _interleaved({"native": native, "fused": functools.partial(fused, key)}, rounds)
        out[dist] = {"first_call_s": round(first, 1), "ms": _ms(t["fused"]),
                     "native_ms": _ms(t["native"]), "ratio": _ratio(t["fused"], t["native"]),
                     "bits_equal_eager": bool(torch.equal(fused(key), draw(key, (N,))))}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.profile_random",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=15, help="interleaved rounds per case")
    parser.add_argument("--compiled", action="store_true",
                        help="also time PyTorch's draws under torch.compile (compiles for a "
                             "minute or more)")
    parser.add_argument("--json", type=Path, help="write the result here instead")
    parser.add_argument("--no-write", action="store_true", help="print only")
    args = parser.parse_args(argv)
    for k, v in THREAD_ENV.items():
        os.environ.setdefault(k, v)
    if args.compiled:  # the first call compiles, with no kernel cached by an earlier run
        os.environ["TORCHINDUCTOR_FORCE_DISABLE_CACHES"] = "1"
    import torch

    torch.set_num_threads(1)
    result: dict[str, Any] = {"benchmark": "random-profile", "elements": N,
                              "dtype": "float32", "machine": _machine(),
                              "backends": {b: profile_backend(b, args.rounds)
                                           for b in ("numpy", "torch")}}
    if args.compiled:
        result["torch_compiled"] = profile_compiled(args.rounds)
    text = json.dumps(result, indent=1) + "\n"
    print(text)
    if not args.no_write:
        target = args.json or RESULT
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
        print(f"# wrote {target}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
