"""Array API 2025.12 namespace over native MLX arrays (``mlx.core.array``).

Functions take and return native ``mlx.core.array`` objects, lazy as MLX makes them (a
result is computed by ``mx.eval`` or on reading a value), and never change MLX's global
state.  One module per chapter of the standard; dtype facts live in ``_dtypes``, shared
checks in ``_helpers``.  MLX's quirks the namespace covers are listed in each chapter's
module: its ``uint32`` indices, its floating-point-only ``matmul``, its missing
functions (``nonzero``, ``unique_*``, ``copysign``, ``hypot``, ``nextafter``,
``signbit``...), and its missing ``complex128``.
"""

from typing import Final

from .._autodiff import autodiff_for
from .._submodules import load_extension, load_extensions, take_device_names
from ._constants import *
from ._creation_functions import *
from ._data_type_functions import *
from ._dtypes import *
from ._elementwise_functions import *
from ._indexing_functions import *
from ._info import *
from ._linear_algebra_functions import *
from ._manipulation_functions import *
from ._searching_functions import *
from ._statistical_functions import *

__array_api_version__: Final = "2025.12"

# device= takes the portable device names too (docs/errors.md, "Devices").
take_device_names(__name__, "mlx")
linalg, fft = load_extensions(__name__)

autodiff = autodiff_for("mlx")
random = load_extension(__name__, "random")
