"""The qualified name an error message starts with: ``xpagnostic.<backend>.<path>``.

A function of the standard is named by its path in the namespace (``linalg.cross``,
``fft.rfft``, ``sum``); a name the main namespace and ``linalg`` share (``matmul``,
``vecdot``, ``tensordot``) by the main namespace's, which is the same function.
"""

from __future__ import annotations

from ._standard import FFT, FUNCTIONS_AND_CONSTANTS, LINALG

__all__ = ["qualified"]


def qualified(backend: str, name: str) -> str:
    """``name`` (``"sum"``, ``"cross"``, ``"linalg.cross"``, or already qualified) as
    ``xpagnostic.<backend>.<path>``."""
    if name.startswith("xpagnostic."):
        return name
    if "." not in name and name not in FUNCTIONS_AND_CONSTANTS:
        if name in LINALG:
            name = f"linalg.{name}"
        elif name in FFT:
            name = f"fft.{name}"
    return f"xpagnostic.{backend}.{name}"
