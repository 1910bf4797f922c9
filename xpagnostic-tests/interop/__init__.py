"""Client libraries on the facade: scikit-learn's own array-API tests, SciPy and scikit-learn
functions.
"""
