"""get_namespace on a cached type, against array-api-compat's array_namespace."""

from __future__ import annotations

from benchmarks._timing import Result, compare


def run() -> list[Result]:
    import array_api_compat
    import numpy as np

    import xpagnostic

    x = np.ones(3)
    xpagnostic.get_namespace(x)
    array_api_compat.array_namespace(x)
    return [
        compare("get_namespace(ndarray), cached type (goal: under 0.3 µs)",
                lambda: xpagnostic.get_namespace(x),
                lambda: array_api_compat.array_namespace(x),
                reference_name="array_api_compat.array_namespace"),
    ]
