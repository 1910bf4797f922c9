"""The keywords a namespace function takes beyond the standard's: one table for every backend.

The rule (docs/errors.md, "Keywords"): a function of a namespace takes the standard's
parameters, and the extension keywords its backend's class lists (``extra_keywords``, in
the module ``_backend`` of its folder), collected here; any other keyword, a
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

from .._backends import BACKENDS

#: backend -> function of the standard -> the extension keywords it takes (keyword-only,
#: with ``None`` defaults that mean the standard's behaviour).
EXTRA_KEYWORDS: Final[Mapping[str, Mapping[str, tuple[str, ...]]]] = {
    name: row.extra_keywords for name, row in BACKENDS.items()}

#: The type of each extension keyword, as the typed namespaces spell it.
KEYWORD_TYPES: Final[Mapping[str, str]] = {
    keyword: spelling
    for row in BACKENDS.values() for keyword, spelling in row.keyword_types.items()}
