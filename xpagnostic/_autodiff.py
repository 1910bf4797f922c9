"""The autodiff extension (``xp.autodiff``).

Placeholder until the extension lands: every backend namespace exposes an
``autodiff`` attribute whose functions raise a clear error.
"""

from __future__ import annotations

from typing import Any, NoReturn

__all__ = ["autodiff_for"]


class _Pending:
    def __init__(self, backend: str) -> None:
        self._backend = backend

    def __getattr__(self, name: str) -> NoReturn:
        raise NotImplementedError(
            f"xpagnostic.{self._backend}.autodiff.{name}: the autodiff extension is not "
            "available in this version of xpagnostic"
        )


def autodiff_for(backend: str) -> Any:
    """The ``autodiff`` extension object for ``backend``."""
    return _Pending(backend)
