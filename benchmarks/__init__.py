"""Benchmarks: xpagnostic against native routes, reported as ratios measured in one run.

Run ``python -m benchmarks [names]``.  Each ``bench_<name>.py`` module defines
``run() -> list[Row]`` (see :mod:`benchmarks._timing`); ``__main__`` discovers them.
"""
