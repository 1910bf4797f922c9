"""Benchmarks: xpagnostic against native calls, measured as ratios in one run.

Run ``python -m benchmarks`` for every module, or ``python -m benchmarks autodiff facade``
for some.  Each ``bench_<name>.py`` module defines ``run() -> list[Result]``.
"""
