"""The inspection API (``__array_namespace_info__``), shared by backends.

A backend subclasses :class:`NamespaceInfo` and says which dtypes it supports
now, its devices and its defaults; the filtering and the standard's return
types (``devices()`` is a tuple since 2025.12) live here once.
"""

from __future__ import annotations

from typing import Any

from ._dtypes import DTYPE_NAMES, kind_names

__all__ = ["NamespaceInfo"]


class NamespaceInfo:
    """Base of each backend's ``__array_namespace_info__`` class."""

    #: Backend name used in error messages.
    backend = "?"

    def capabilities(self) -> dict[str, Any]:
        return {"boolean indexing": True, "data-dependent shapes": True, "max dimensions": 64}

    def default_device(self) -> Any:
        raise NotImplementedError

    def devices(self) -> tuple[Any, ...]:
        raise NotImplementedError

    def _supported(self, device: Any) -> dict[str, Any]:
        """Name -> native dtype of every standard dtype the backend supports now."""
        raise NotImplementedError

    def _default_names(self) -> dict[str, str]:
        """Kind -> dtype name for ``default_dtypes``."""
        raise NotImplementedError

    def default_dtypes(self, *, device: Any = None) -> dict[str, Any]:
        """The default dtype of each kind (``real floating``, ``complex floating``,
        ``integral``, ``indexing``) on ``device``."""
        supported = self._supported(device)
        return {kind: supported[name] for kind, name in self._default_names().items()}

    def dtypes(
        self, *, device: Any = None, kind: str | tuple[str, ...] | None = None
    ) -> dict[str, Any]:
        """Name -> dtype of each standard dtype supported on ``device``, in the standard's
        order, optionally only those of ``kind`` (a kind name or a tuple of them)."""
        names = kind_names(kind, f"xpagnostic.{self.backend}.__array_namespace_info__().dtypes")
        supported = self._supported(device)
        return {n: supported[n] for n in DTYPE_NAMES if n in names and n in supported}
