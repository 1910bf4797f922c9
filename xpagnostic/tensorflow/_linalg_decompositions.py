"""Matrix decompositions of the ``linalg`` extension of xpagnostic.tensorflow.

Placeholder: the functions are added in their own branch; ``linalg`` star-imports
whatever this module exports.
"""

__all__: list[str] = []
