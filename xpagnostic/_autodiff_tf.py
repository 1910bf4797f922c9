"""TensorFlow primitive of the autodiff extension: ``tf.GradientTape``.

Tapes nest (higher order) and trace inside ``tf.function``.  Only the
differentiated inputs are watched (``watch_accessed_variables=False``), so a
model's other variables are never touched.  Imports only ``tensorflow``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import tensorflow as tf

from ._autodiff import FlatFun, Pullback


class _TfPrimitive:
    name = "tensorflow"

    def is_array(self, x: Any) -> bool:
        return isinstance(x, (tf.Tensor, tf.Variable))

    def is_differentiable(self, x: Any) -> bool:
        return bool(x.dtype.is_floating or x.dtype.is_complex)

    def shape(self, x: Any) -> tuple[Any, ...]:
        return tuple(x.shape)

    def vjp(self, fun: FlatFun, xs: list[Any], once: bool) -> tuple[list[Any], Any, Pullback]:
        # Each differentiated input gets its own identity: the tape then follows only the
        # uses that come through this argument, not other uses of the same tensor (the
        # same tensor passed again as a non-differentiated argument, captured by a
        # closure, or passed twice), as JAX does.
        xs = [tf.identity(x) for x in xs]
        one = len(xs) == 1
        with tf.GradientTape(persistent=not once, watch_accessed_variables=False) as tape:
            tape.watch(xs[0] if one else xs)
            outs, aux = fun(xs)

        def pullback(cts: list[Any] | None) -> list[Any]:
            if one and len(outs) == 1:  # the common case, without nest overhead
                grads = [
                    tape.gradient(
                        outs[0],
                        xs[0],
                        output_gradients=None if cts is None else cts[0],
                        unconnected_gradients=tf.UnconnectedGradients.ZERO,
                    )
                ]
            else:
                grads = tape.gradient(
                    outs,
                    xs,
                    output_gradients=cts,
                    unconnected_gradients=tf.UnconnectedGradients.ZERO,
                )
            return [
                tf.convert_to_tensor(g) if isinstance(g, tf.IndexedSlices) else g for g in grads
            ]

        return list(outs), aux, pullback

    def custom_call(
        self,
        fwd: Callable[[list[Any]], tuple[list[Any], Any]],
        bwd: Callable[[Any, list[Any]], list[Any]],
        xs: list[Any],
        closure_residuals: bool,
    ) -> list[Any]:
        # Variables are read into tensors first: the read is differentiable and
        # tf.custom_gradient then sees plain tensor inputs.
        args = [tf.convert_to_tensor(x) if isinstance(x, tf.Variable) else x for x in xs]
        n_out: list[int] = []

        @tf.custom_gradient  # type: ignore[untyped-decorator]
        def g(*a: Any) -> Any:
            outs, res = fwd(list(a))
            n_out.append(len(outs))

            def grad_fn(*cts: Any) -> Any:
                in_cts = bwd(res, list(cts))
                return in_cts[0] if len(in_cts) == 1 else list(in_cts)

            return (outs[0] if len(outs) == 1 else list(outs)), grad_fn

        result = g(*args)
        return [result] if n_out[-1] == 1 else list(result)

    def stop_gradient(self, x: Any) -> Any:
        return tf.stop_gradient(x) if self.is_array(x) else x


PRIMITIVE = _TfPrimitive()
