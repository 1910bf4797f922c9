"""Shape rules shared by the namespaces: broadcasting with sizes known only at run time,
and the axis of an accumulation."""

from __future__ import annotations

from collections.abc import Sequence


def broadcast_known_shapes(fname: str,
                           shapes: Sequence[Sequence[int | None]]) -> tuple[int | None, ...]:
    """The broadcast of ``shapes``, where ``None`` is a size known only at run time.

    An unknown size broadcast with anything but 1 stays unknown; two known sizes that
    differ (neither 1) raise ``ValueError`` naming ``fname`` and the shapes.
    """
    out: list[int | None] = []
    rank = max((len(s) for s in shapes), default=0)
    for i in range(-rank, 0):
        size: int | None = 1
        for s in shapes:
            if len(s) < -i:
                continue
            n = s[i]
            if n == 1:
                continue
            if size == 1:
                size = n
            elif n is None or size is None:
                size = None
            elif n != size:
                raise ValueError(
                    f"{fname}: shapes " + ", ".join(str(tuple(s)) for s in shapes)
                    + " cannot be broadcast together"
                )
        out.append(size)
    return tuple(out)


def accumulation_axis(backend: str, fname: str, ndim: int, axis: int | None) -> int:
    """The axis ``cumulative_sum`` and ``cumulative_prod`` (``fname``) accumulate along:
    ``axis``, or 0 where it is omitted for an array of at most one dimension; omitted for
    more, ``ValueError`` (the standard requires it there)."""
    if axis is not None:
        return axis
    if ndim > 1:
        raise ValueError(f"xpagnostic.{backend}.{fname}: axis is required for an array of "
                         f"{ndim} dimensions")
    return 0
