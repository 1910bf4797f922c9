"""The error path of the torch namespace's functions (``xpagnostic._common._errors``).

Each function that could break the error contract holds its body in a ``try``, and calls
:func:`fail` from its ``except`` clause: nothing runs on the happy path.
"""

from __future__ import annotations

import torch

from .._common._dtypes import DTYPE_NAMES
from .._common._errors import fail_for

__all__: list[str] = []

#: The namespace's dtypes by their standard names.
DTYPES = {name: getattr(torch, name) for name in DTYPE_NAMES}
fail = fail_for("torch", DTYPES)
