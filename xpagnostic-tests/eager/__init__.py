"""xpagnostic.eager, EagerPy's API: parity with EagerPy, its algorithms, and Foolbox and GUDHI
running unchanged.
"""
