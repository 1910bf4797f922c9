"""Array API 2025.12 namespace over native ``dask.array`` arrays.

Built on array-api-compat's Dask namespace: names that are already right are
re-exported unchanged; the modules of this package override the rest.  Every
function builds a graph and computes nothing; only the Python conversions the
standard defines (``bool``, ``int``, ``float``, ``complex``, ``__index__``)
compute, because they must return a Python value.  Sizes that depend on the
data (``nonzero``, ``unique_*``, boolean masks) are unknown until computed:
Dask reports them as ``nan`` in ``shape`` (the standard's ``None``).
"""

from typing import Final

from array_api_compat.dask.array import *

from .._autodiff import autodiff_for
from .._submodules import (
    guard_errors,
    load_extension,
    load_extensions,
    take_device_names,
)
from ._creation_functions import *
from ._data_type_functions import *
from ._elementwise_functions import *
from ._info import __array_namespace_info__
from ._linear_algebra_functions import *
from ._manipulation_functions import *
from ._statistical_functions import *

__array_api_version__: Final = "2025.12"

# The star import above bound the base library's extensions; replace them with ours.
# device= takes the portable device names too (docs/errors.md, "Devices").
take_device_names(__name__, "dask")
linalg, fft = load_extensions(__name__)
# Its functions build task graphs; one wrapper each keeps the error contract (docs/errors.md).
guard_errors(__name__, "dask", accepted={"numpy"})  # it takes NumPy arrays

autodiff = autodiff_for("dask")
random = load_extension(__name__, "random")
