"""``python -m pytest -p xpagnostic.testing docs/examples/test_agnostic_stats.py``"""

from typing import Any

import numpy as np
from agnostic_stats import softmax, standardize

from xpagnostic.testing import Mode, assert_close

DATA = [[1.0, 2.0, 4.0], [0.5, 0.5, 3.0]]


def test_softmax_sums_to_one(xp: Any, device: Any, mode: Mode) -> None:
    x = xp.asarray(DATA, device=device)
    assert_close(xp.sum(mode(softmax)(x), axis=-1), xp.ones(2, device=device))


def test_standardize_matches_numpy(xp: Any, device: Any, mode: Mode) -> None:
    x = xp.asarray(DATA, device=device)
    ref = (np.asarray(DATA) - np.mean(DATA, axis=0)) / np.std(DATA, axis=0)
    assert_close(mode(standardize)(x, axis=0), xp.asarray(ref, dtype=x.dtype, device=device))


if __name__ == "__main__":  # the docs runner runs it as a script
    import pytest

    # This script imported xpagnostic.testing before pytest loads it as a plugin.
    code = pytest.main([__file__, "-p", "xpagnostic.testing", "-p", "no:cacheprovider", "-q",
                        "-W", "ignore::pytest.PytestAssertRewriteWarning"])
    if code:
        raise SystemExit(code)
