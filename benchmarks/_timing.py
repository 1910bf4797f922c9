"""Common timing helper for the benchmarks: interleaved best-of timing, ratio rows."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass
class Row:
    """One comparison: ours vs a reference, per-call seconds and their ratio."""

    bench: str
    case: str
    reference: str
    ref_s: float
    ours_s: float

    @property
    def ratio(self) -> float:
        return self.ours_s / self.ref_s


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
    repeat: int = 7,
    target_s: float = 0.02,
) -> Row:
    """Time ``ref`` and ``ours`` in interleaved blocks; keep the best block of each."""
    ref(), ours()  # warm up (compilation, caches)
    number = max(autonumber(ref, target_s), 1)
    best_ref = best_ours = float("inf")
    for _ in range(repeat):
        best_ref = min(best_ref, _per_call(ref, number))
        best_ours = min(best_ours, _per_call(ours, number))
    return Row(bench, case, reference, best_ref, best_ours)


def format_table(rows: list[Row]) -> str:
    """A Markdown table of rows."""
    lines = [
        "| benchmark | case | reference | reference | xpagnostic | ratio |",
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
