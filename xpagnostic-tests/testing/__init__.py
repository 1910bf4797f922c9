"""Tests of ``xpagnostic.testing``: its assertions, ``jit`` and laziness checks, Hypothesis
strategies, and its pytest plugin (run under ``pytester``)."""
