"""Conformance runner: the official array-api-tests suite against xpagnostic targets."""
