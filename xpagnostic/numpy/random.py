"""``xpagnostic.numpy.random``: JAX's functional random API on NumPy arrays.

Keys are ``uint32`` arrays of shape ``(2,)``; the numbers are those of every other backend
(``docs/random.md``).  The generator's rounds run in place on blocks of counters that stay
in the processor's cache.
"""

from __future__ import annotations

from .._common._random import RandomFunctions, bind
from ._random import NumPyRandomGlue

bind(globals(), RandomFunctions(NumPyRandomGlue()))
