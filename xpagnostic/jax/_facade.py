"""The Tensor facade's adapter to JAX arrays: immutable arrays written by rebinding, and a
row-major DLPack export.

Imported when a JAX array first reaches the facade (``ADAPTERS`` of
:mod:`xpagnostic._facade._adapters`).
"""

from __future__ import annotations

from typing import Any

from .._facade._adapters import ArrayAdapter, as_written


def _is_row_major(x: Any) -> bool:
    """Whether JAX array ``x`` is laid out row-major (its default), read from its format."""
    layout = getattr(getattr(x, "format", None), "layout", None)
    order = getattr(layout, "major_to_minor", None)
    return order is None or tuple(order) == tuple(range(len(x.shape)))


class JaxArrays(ArrayAdapter):
    """JAX: immutable arrays, written by rebinding to ``x.at[key].set(value)``."""

    @staticmethod
    def setitem(raw: Any, key: Any, value: Any, xp: Any) -> Any:
        # NumPy's casting, without JAX's warning about an unsafe cast in a scatter: a Python
        # scalar as NumPy writes it, an array of another dtype cast first.
        dtype = raw.dtype
        value = as_written(value, dtype, JaxArrays.numpy_dtype)
        if getattr(value, "dtype", dtype) != dtype:
            value = xp.asarray(value)
            if (xp.isdtype(value.dtype, "complex floating")
                    and not xp.isdtype(dtype, "complex floating")):
                value = xp.real(value)  # NumPy keeps the real part (JAX would warn)
            value = xp.astype(value, dtype)
        return raw.at[key].set(value)

    @staticmethod
    def dlpack(raw: Any, kwargs: dict[str, Any], backend: str) -> Any:
        if not _is_row_major(raw):
            # A JAX array imported from a strided producer keeps that layout; consumers
            # that take row-major buffers only (TensorFlow) refuse it.  Export a compact copy.
            if kwargs.get("copy") is False:
                raise BufferError(
                    "Tensor.__dlpack__ (jax): the array is not laid out row-major and "
                    "copy=False forbids the compacting copy"
                )
            raw = raw.copy()
            kwargs = {k: v for k, v in kwargs.items() if k != "copy"}
        return raw.__dlpack__(**kwargs)
