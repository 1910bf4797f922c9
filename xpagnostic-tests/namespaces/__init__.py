"""get_namespace and the backend namespaces (xpagnostic.numpy, .torch, .jax, .tensorflow,
.dask): shared logic, consistency with array-api-strict, special-case fixes, fast paths,
devices.
"""
