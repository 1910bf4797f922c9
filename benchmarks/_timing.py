"""Timing helpers shared by every benchmark module.

Times are the best of several repeats of ``number`` calls (``timeit``
convention), so that background noise inflates neither side of a ratio.
"""

from __future__ import annotations

import timeit
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Result:
    """One comparison: ours against a reference, in seconds per call."""

    name: str
    ours: float
    reference: float
    reference_name: str = "native"
    goal: float | None = None  # the ratio we aim at, if any

    @property
    def ratio(self) -> float:
        return self.ours / self.reference

    def row(self) -> str:
        goal = f"{self.goal:.2f}" if self.goal is not None else "-"
        status = "" if self.goal is None else ("ok" if self.ratio <= self.goal else "OVER")
        return (f"| {self.name} | {fmt_time(self.ours)} | {fmt_time(self.reference)} "
                f"({self.reference_name}) | {self.ratio:.3f} | {goal} | {status} |")


HEADER = ("| case | ours | reference | ratio | goal | |\n"
          "|---|---:|---:|---:|---:|---|")


def fmt_time(seconds: float) -> str:
    for unit, scale in (("s", 1.0), ("ms", 1e-3), ("µs", 1e-6), ("ns", 1e-9)):
        if seconds >= scale:
            return f"{seconds / scale:.3g} {unit}"
    return f"{seconds / 1e-9:.3g} ns"


def best_time(fn: Callable[[], Any], *, number: int | None = None, repeat: int = 7,
              sync: Callable[[Any], Any] | None = None) -> float:
    """Seconds per call of ``fn``: best of ``repeat`` runs of ``number`` calls.

    ``sync`` is applied to the last result of each run (for example
    ``jax.block_until_ready``) so asynchronous work is included.
    """
    def body() -> None:
        out = None
        for _ in range(n):
            out = fn()
        if sync is not None:
            sync(out)

    if number is None:
        n = 1
        while True:  # autorange: at least 0.05 s per run
            t = timeit.timeit(body, number=1)
            if t >= 0.05:
                break
            n *= 4
    else:
        n = number
    return min(timeit.repeat(body, number=1, repeat=repeat)) / n


def compare(name: str, ours: Callable[[], Any], reference: Callable[[], Any], *,
            reference_name: str = "native", goal: float | None = None,
            sync: Callable[[Any], Any] | None = None, rounds: int = 3) -> Result:
    """Time both callables, interleaved over ``rounds`` to share the machine's noise."""
    t_ours, t_ref = [], []
    for _ in range(rounds):
        t_ref.append(best_time(reference, sync=sync))
        t_ours.append(best_time(ours, sync=sync))
    return Result(name, min(t_ours), min(t_ref), reference_name, goal)
