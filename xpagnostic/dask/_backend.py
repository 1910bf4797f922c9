"""What the package knows about Dask: its row of the backend table."""

from __future__ import annotations

import importlib
from typing import Any

from .._backends import Backend, SuiteNeeds, TypeSpelling


class DaskBackend(Backend):
    """``dask.array.Array``: lazy graphs of NumPy chunks.  It has no compiler; the testing
    plugin's ``jit`` checks instead that a call computes nothing."""

    name = "dask"
    module = "dask.array"
    array_classes = ("Array",)
    array_name = "dask.array.Array"
    mutable = True
    differentiates = False
    eager_class = "DaskTensor"
    adapter = "DaskArrays"
    distribution_module = "dask"
    extra = "dask"
    nan_sizes = True
    operators_rebind = True
    computes = ("lazy graphs; computed here on local threads, or on every worker of a "
                "dask.distributed cluster once a Client('scheduler-address') is connected")
    frameworks = ("dask",)
    distributions = ("dask",)
    stands_on = ("array-api-compat",)
    label = "Dask"
    # Dask computes the suite's small arrays in the calling thread: a thread pool per compute
    # measures the machine's load, not conformance (a cluster is exercised by the tests).
    # Each element the suite inspects is one graph computation: failures are reported
    # unshrunk (outcomes are unchanged, see the plugin).
    conformance = SuiteNeeds(plugins=("conformance.no_shrink",),
                             facade_plugins=("conformance.no_shrink",),
                             env=(("DASK_SCHEDULER", "synchronous"),))
    compiler = "a lazy call (no compute)"
    lazy = True
    types = TypeSpelling("Dask", "dask.array.Array", "dask.array.Array",
                         "numpy.dtype[Any] | type[numpy.generic[Any]]", "numpy.dtype[Any]", "str",
                         dtype_constant="type[numpy.{name}]",
                         dtype_classes="type[numpy.generic[Any]]", extension_dtypes=("float16",),
                         imports=("dask.array", "numpy"), witness=("numblocks",))

    def from_numpy(self, a: Any) -> Any:
        da = importlib.import_module("dask.array")
        # Two chunks along the first axis where it has two elements or more, so that
        # results cross a chunk boundary.
        chunks = tuple(max(1, -(-n // 2)) if i == 0 else n for i, n in enumerate(a.shape))
        return da.from_array(a.copy(), chunks=chunks or ())
