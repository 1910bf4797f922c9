"""Array API 2025.12 namespace over native ``torch`` arrays.

Built on array-api-compat's torch namespace: names that are already right are
re-exported unchanged; the modules of this package override the rest.
"""

from typing import Final

from array_api_compat.torch import *
from array_api_compat.torch import __array_namespace_info__

from .._autodiff import autodiff_for
from .._submodules import load_extensions

__array_api_version__: Final = "2025.12"

# The star import above bound the base library's extensions; replace them with ours.
linalg, fft = load_extensions(__name__)

autodiff = autodiff_for("torch")
