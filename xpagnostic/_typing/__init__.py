"""What static type checkers see of xpagnostic's namespaces; nothing here runs.

``namespaces.pyi`` (written by ``python -m xpagnostic._typing._generate``) describes each
backend namespace as a protocol: the standard's functions with the backend's own array,
dtype and device types.  :mod:`xpagnostic._namespace` and :mod:`xpagnostic.tensor` import
it under ``TYPE_CHECKING`` only.  :class:`xpagnostic.Array` (in ``_array``) is the one
name of this package that exists at run time.
"""
