"""The project around the library: `python -m xpagnostic`, the built wheel, generated
documentation.
"""
