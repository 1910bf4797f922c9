"""The error path of the NumPy namespace's functions (``xpagnostic._common._errors``).

NumPy's own functions (ufuncs, array-function dispatchers) raise the error contract's
classes already and are re-exported unchanged.  The namespace's Python functions hold
their body in a ``try`` whose ``except`` clause calls :func:`fail`: an axis out of range
becomes :class:`xpagnostic.AxisError` (NumPy's ``AxisError`` too), and messages name the
function.
"""

from __future__ import annotations

import numpy as np

from .._common._dtypes import DTYPE_NAMES
from .._common._errors import fail_for

__all__: list[str] = []

#: The standard's dtypes by name, for a call that names one where NumPy takes none.
DTYPES = {name: np.dtype(name) for name in DTYPE_NAMES}
fail = fail_for("numpy", DTYPES)
