"""Array API 2025.12 namespace over native ``torch`` arrays.

Built on array-api-compat's torch namespace: names that are already right are
re-exported unchanged; the modules of this package override the rest, one
module per chapter of the standard.
"""

from typing import Final

from array_api_compat.torch import *

from .._autodiff import autodiff_for
from .._submodules import load_extension, load_extensions, take_device_names
from ._creation_functions import *
from ._data_type_functions import *
from ._elementwise_functions import *
from ._indexing_functions import *
from ._info import __array_namespace_info__
from ._linear_algebra_functions import *
from ._manipulation_functions import *
from ._searching_functions import *
from ._set_functions import *
from ._sorting_functions import *
from ._statistical_functions import *

__array_api_version__: Final = "2025.12"

# uint16, uint32 and uint64 (array-api-compat's names, torch's dtypes): where torch
# has no kernel for them, the functions above compute exactly (see _unsigned.py).

# The star import above bound the base library's extensions; replace them with ours.
# device= takes the portable device names too (docs/errors.md, "Devices").
take_device_names(__name__, "torch")
linalg, fft = load_extensions(__name__)

autodiff = autodiff_for("torch")
random = load_extension(__name__, "random")
