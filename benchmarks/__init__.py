"""Benchmarks: xpagnostic against native calls and other libraries, as ratios in one run."""
