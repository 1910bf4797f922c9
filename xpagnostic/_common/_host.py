"""The one reduction the special-case fixes ask of host memory.

``floor_divide`` and complex ``tanh`` on NumPy, and on eager CPU tensors of PyTorch and
TensorFlow, first ask whether an input the native kernel gets wrong is present at all: a
dot product is non-finite if any of its terms is, so one finite answer clears every
element.  NumPy's ``vdot`` is that reduction: it flattens its operands (one call for any
shape), and unlike ``ndarray.dot`` it raises no floating-point warning for ``inf * 0``,
``inf - inf`` or an overflowing sum.

Only modules that import NumPy themselves import this one.
"""

from __future__ import annotations

import numpy as np

__all__ = ["host_vdot"]

#: ``np.vdot`` past its ``__array_function__`` dispatcher, a large part of the call on small
#: arrays.  The dispatcher exists for duck arrays; the fixes pass it the
#: ndarrays they hold (a NumPy result, or a view of a tensor's memory) and only want a
#: number back, so a subclass reaching it is read as its memory, which is what they ask.
host_vdot = getattr(np.vdot, "_implementation", np.vdot)
