"""Timing helpers shared by every ``bench_*.py`` module.

A benchmark module defines ``run() -> list[dict]``; each row has ``name``,
``ours`` and ``native`` (seconds per call) and ``ratio`` (``ours / native``).
"""

from __future__ import annotations

import timeit
from collections.abc import Callable
from typing import Any


def best_time(fn: Callable[[], Any], *, repeat: int = 7, min_total: float = 0.05) -> float:
    """Seconds per call of ``fn``: the best of ``repeat`` timed loops.

    The loop length grows until one loop takes at least ``min_total`` seconds,
    so that timer resolution does not matter.
    """
    timer = timeit.Timer(fn)
    number, _ = timer.autorange()
    while timer.timeit(number) < min_total:
        number *= 2
    return min(timer.repeat(repeat=repeat, number=number)) / number


def compare(name: str, ours: Callable[[], Any], native: Callable[[], Any],
            **extra: Any) -> dict[str, Any]:
    """One benchmark row: ``ours`` against ``native``, interleaved to share machine noise."""
    ours()
    native()  # warm caches (and JIT compilation) outside the timing
    t_ours = t_native = float("inf")
    for _ in range(4):  # alternate, so that both see the same machine load
        t_ours = min(t_ours, best_time(ours, repeat=2, min_total=0.02))
        t_native = min(t_native, best_time(native, repeat=2, min_total=0.02))
    return {"name": name, "ours": t_ours, "native": t_native, "ratio": t_ours / t_native,
            **extra}


def print_rows(title: str, rows: list[dict[str, Any]]) -> None:
    """Print rows as a table in microseconds."""
    print(f"\n## {title}\n")
    print(f"| {'benchmark':<44} | {'ours (µs)':>10} | {'native (µs)':>11} | {'ratio':>6} |")
    print(f"|{'-' * 46}|{'-' * 12}:|{'-' * 13}:|{'-' * 7}:|")
    for r in rows:
        print(f"| {r['name']:<44} | {r['ours'] * 1e6:>10.3f} | {r['native'] * 1e6:>11.3f} "
              f"| {r['ratio']:>6.2f} |")
