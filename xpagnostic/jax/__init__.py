"""Array API 2025.12 namespace over native ``jax.Array``.

Built on ``jax.numpy``, which implements the standard natively: names that are
already right are re-exported unchanged; the modules of this package override
the rest.  No global JAX switch (such as ``jax_enable_x64``) is touched:
``__array_namespace_info__`` reports the dtypes JAX supports right now.
"""

from typing import Final

from jax.numpy import *
from jax.numpy import __array_namespace_info__

from .._autodiff import autodiff_for
from .._submodules import load_extensions

__array_api_version__: Final = "2025.12"

# The star import above bound the base library's extensions; replace them with ours.
linalg, fft = load_extensions(__name__)

autodiff = autodiff_for("jax")
