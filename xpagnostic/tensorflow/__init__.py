"""Array API 2025.12 namespace over native TensorFlow tensors.

Functions take and return native ``tf.Tensor`` objects (eager or symbolic inside
``tf.function``; ``tf.Variable`` is accepted as input) and never change
TensorFlow's global behaviour.  One module per chapter of the standard; dtype
facts and promotion live in ``_dtypes``, shared internals in ``_helpers``.
"""

from typing import Final

from .._autodiff import autodiff_for
from .._submodules import load_extension, load_extensions, take_device_names
from ._arithmetic_functions import *
from ._constants import *
from ._creation_functions import *
from ._data_type_functions import *
from ._devices import device_string as _device_string
from ._devices import placed_in as _placed_in
from ._dtypes import *
from ._elementwise_functions import *
from ._indexing_functions import *
from ._info import *
from ._linear_algebra_functions import *
from ._manipulation_functions import *
from ._searching_functions import *
from ._set_functions import *
from ._sorting_functions import *
from ._statistical_functions import *
from ._utility_functions import *

__array_api_version__: Final = "2025.12"

_BINARY: Final = frozenset({
    "add", "atan2", "bitwise_and", "bitwise_left_shift", "bitwise_or", "bitwise_right_shift",
    "bitwise_xor", "copysign", "divide", "equal", "floor_divide", "greater", "greater_equal",
    "hypot", "less", "less_equal", "logaddexp", "logical_and", "logical_or", "logical_xor",
    "maximum", "minimum", "multiply", "nextafter", "not_equal", "pow", "remainder",
    "subtract", "where", "broadcast_arrays"})

# Every function that takes or makes arrays keeps its operands' device (see ``_devices``);
# those that return no array are left as they are.
_placed_in(globals(), set(globals()) - {
    "broadcast_shapes", "can_cast", "finfo", "iinfo", "isdtype", "result_type"})

# device= takes the portable device names too (docs/errors.md, "Devices").
take_device_names(__name__, "tensorflow", native=_device_string)
linalg, fft = load_extensions(__name__)

autodiff = autodiff_for("tensorflow")
random = load_extension(__name__, "random")
