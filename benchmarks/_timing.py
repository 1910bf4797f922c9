"""Common timing helper for the benchmarks: interleaved best-of timing, ratio rows."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

#: One kernel thread per framework, for the mix: on a shared machine a second intra-op
#: thread is often descheduled, and a kernel waiting for it takes tens of milliseconds,
#: which would measure the machine's load instead of the library.  Set before the
#: frameworks load.
THREAD_ENV = {"OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1", "MKL_NUM_THREADS": "1",
              "XLA_FLAGS": "--xla_cpu_multi_thread_eigen=false intra_op_parallelism_threads=1",
              "TF_NUM_INTRAOP_THREADS": "1", "TF_NUM_INTEROP_THREADS": "1"}


@dataclass
class Row:
    """One comparison: ours vs a reference, per-call seconds and their ratio."""

    bench: str
    case: str
    reference: str
    ref_s: float
    ours_s: float
    #: median over interleaved block pairs of ours/reference (robust to a busy machine)
    ratio: float


def _per_call(fn: Callable[[], Any], number: int) -> float:
    t0 = time.perf_counter()
    for _ in range(number):
        fn()
    return (time.perf_counter() - t0) / number


def autonumber(fn: Callable[[], Any], target_s: float = 0.02) -> int:
    """Calls per timing block so that one block takes about ``target_s``."""
    fn()
    n = 1
    while True:
        t = _per_call(fn, n) * n
        if t >= target_s or n >= 1_000_000:
            return n
        n *= 2 if t == 0 else max(2, min(10, int(target_s / t) + 1))


def compare(
    bench: str,
    case: str,
    reference: str,
    ref: Callable[[], Any],
    ours: Callable[[], Any],
    repeat: int = 31,
    target_s: float = 0.005,
) -> Row:
    """Time ``ref`` and ``ours`` in interleaved blocks (alternating which goes first).

    Times are the best block of each; the ratio is the median of the per-pair ratios.
    """
    ref(), ours()  # warm up (compilation, caches)
    number = max(autonumber(ref, target_s), 1)
    refs: list[float] = []
    ourss: list[float] = []
    for i in range(repeat):
        if i % 2:
            ourss.append(_per_call(ours, number))
            refs.append(_per_call(ref, number))
        else:
            refs.append(_per_call(ref, number))
            ourss.append(_per_call(ours, number))
    ratio = statistics.median(o / r for o, r in zip(ourss, refs))
    return Row(bench, case, reference, min(refs), min(ourss), ratio)


def format_table(rows: list[Row]) -> str:
    """A Markdown table of rows."""
    lines = [
        "| benchmark | case | reference | reference (best) | xpagnostic (best) | ratio (median) |",
        "|---|---|---|---:|---:|---:|",
    ]
    for r in rows:
        lines.append(
            f"| {r.bench} | {r.case} | {r.reference} | {_fmt(r.ref_s)} | {_fmt(r.ours_s)} "
            f"| {r.ratio:.2f} |"
        )
    return "\n".join(lines)


def _fmt(s: float) -> str:
    if s < 1e-3:
        return f"{s * 1e6:.1f} µs"
    return f"{s * 1e3:.2f} ms"
