"""The keywords a namespace function takes beyond the standard's: one table for every backend.

The rule (docs/errors.md, "Keywords"): a function of a namespace takes the standard's
parameters, and the extension keywords listed here for its backend; any other keyword, a
framework's own included (``ddof=``, ``unbiased=``, ``out=``), raises ``TypeError`` naming
the keyword.  Spelled the standard's way, the framework's spelling always has an equivalent
(``correction=`` for ``ddof``/``unbiased``).  An extension is listed where the standard has
no way to say the same thing: JAX's ``size=`` and ``fill_value=`` on the ``unique_*``
functions, the only way to call them under ``jax.jit`` (their output size otherwise depends
on the data).  The typed namespaces read this table for their signatures.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

_UNIQUE: Final = ("unique_all", "unique_counts", "unique_inverse", "unique_values")

#: backend -> function of the standard -> the extension keywords it takes (keyword-only,
#: with ``None`` defaults that mean the standard's behaviour).
EXTRA_KEYWORDS: Final[Mapping[str, Mapping[str, tuple[str, ...]]]] = {
    "numpy": {},
    "torch": {},
    "jax": {name: ("size", "fill_value") for name in _UNIQUE},
    "tensorflow": {},
    "dask": {},
}

#: The type of each extension keyword, as the typed namespaces spell it.
KEYWORD_TYPES: Final[Mapping[str, str]] = {
    "size": "int | None",
    "fill_value": "complex | None",
}
