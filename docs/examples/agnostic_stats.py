"""A small agnostic library: ``softmax`` and ``standardize``, written once for every backend.

``docs/examples/test_agnostic_stats.py`` tests it on every installed backend, eagerly and
compiled, on the device of ``--xp-device`` (see ``docs/testing.md``).
``python docs/examples/agnostic_stats.py`` prints both functions' results on NumPy.
"""

from __future__ import annotations

from typing import TypeVar

import xpagnostic

#: Any backend's array: a checker sees ``softmax(torch_tensor)`` as a ``torch.Tensor``.
A = TypeVar("A", bound=xpagnostic.Array)


def softmax(x: A, /, *, axis: int = -1) -> A:
    """``exp(x) / sum(exp(x))`` along ``axis``, shifted by the maximum so it never
    overflows; native array in, native array out, on ``x``'s device."""
    xp = xpagnostic.get_namespace(x)
    e = xp.exp(xp.subtract(x, xp.max(x, axis=axis, keepdims=True)))
    return xp.divide(e, xp.sum(e, axis=axis, keepdims=True))


def standardize(x: A, /, *, axis: int | None = None) -> A:
    """``(x - mean) / std`` along ``axis`` (every element when None)."""
    xp = xpagnostic.get_namespace(x)
    mean = xp.mean(x, axis=axis, keepdims=True)
    return xp.divide(xp.subtract(x, mean), xp.std(x, axis=axis, keepdims=True))


if __name__ == "__main__":
    import numpy as np

    data = np.asarray([[1.0, 2.0, 4.0], [0.5, 0.5, 3.0]])
    print(softmax(data))
    print(standardize(data, axis=0))
