"""Internals of the Tensor facade (:mod:`xpagnostic.tensor`)."""
