"""Array API 2025.12 namespace over native ``jax.Array``.

Built on ``jax.numpy``, which implements the 2024.12 standard: names that are
already right are re-exported unchanged; the modules of this package override
the rest, one module per chapter of the standard.  No global JAX switch (such
as ``jax_enable_x64``) is touched: ``__array_namespace_info__`` reports the
dtypes JAX supports right now.
"""

from typing import Final

from jax.numpy import *

from .._autodiff import autodiff_for
from .._submodules import load_extension, load_extensions, take_device_names

# jax.numpy's functions that would break the error contract, compiled with its translation.
from ._compiled_functions import *  # type: ignore[assignment, no-redef]

# Our modules deliberately rebind jax.numpy names with the standard's signatures.
from ._creation_functions import *
from ._data_type_functions import *  # type: ignore[assignment]
from ._elementwise_functions import *
from ._errors import compile_reexported
from ._info import __array_namespace_info__
from ._manipulation_functions import *  # type: ignore[assignment]
from ._searching_functions import *  # type: ignore[assignment]
from ._statistical_functions import *

__array_api_version__: Final = "2025.12"

# The star import above bound the base library's extensions; replace them with ours.
# device= takes the portable device names too (docs/errors.md, "Devices").
take_device_names(__name__, "jax")
linalg, fft = load_extensions(__name__)
# jax.numpy's own compiled functions, compiled again around the error contract (one dispatch).
compile_reexported(__name__)

autodiff = autodiff_for("jax")
random = load_extension(__name__, "random")
