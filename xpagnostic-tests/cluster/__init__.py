"""Beyond one machine: Dask on a real dask.distributed cluster, and sharded JAX arrays."""
