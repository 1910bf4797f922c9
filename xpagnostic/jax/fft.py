"""The ``fft`` extension of the Array API 2025.12 standard for ``jax.Array``."""

from typing import Any, Literal

from jax.numpy.fft import *
from jax.numpy.fft import ihfft as _ihfft

#: Frameworks whose arrays ``jax.numpy`` refuses (NumPy's it takes).
_FOREIGN = frozenset({"torch", "tensorflow", "dask"})


def ihfft(x: Any, /, *, n: int | None = None, axis: int = -1,
          norm: Literal["backward", "ortho", "forward"] = "backward") -> Any:
    """``jax.numpy.fft.ihfft``, which alone of ``jax.numpy`` converts an array of another
    framework through ``__array__``: here it refuses one, as every other function does."""
    if type(x).__module__.partition(".")[0] in _FOREIGN:
        raise TypeError(f"xpagnostic.jax.fft.ihfft: got an array of another framework, "
                        f"{type(x).__module__}.{type(x).__qualname__}; this is the jax "
                        "namespace")
    return _ihfft(x, n=n, axis=axis, norm=norm)
