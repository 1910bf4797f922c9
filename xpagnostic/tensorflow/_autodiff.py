"""TensorFlow primitive of the autodiff extension: ``tf.GradientTape``.

Tapes nest (higher order) and trace inside ``tf.function``.  Only the
differentiated inputs are watched (``watch_accessed_variables=False``), so a
model's other variables are never touched.  Imports ``tensorflow`` and the namespace's
device rule.

Forward mode is ``tf.autodiff.ForwardAccumulator``; ``vmap`` is
``tf.vectorized_map``.  Every transform runs on its inputs' device (``placement``, the
namespace's device rule): TensorFlow would run the tape's and the accumulator's ops on its
default device.  Results follow JAX's convention for complex numbers:
TensorFlow's reverse mode gives the conjugate, so cotangents are conjugated on
the way in and out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import tensorflow as tf

from .._autodiff import BackwardRule, FlatFun, ForwardRule, Pullback, loop_vmap
from ._devices import placement

#: AutoGraph's state in the calling code, and its conversion of a function for a state
#: (what TensorFlow's own higher-order functions call).
_autograph_status = tf.__internal__.autograph.control_status_ctx
_tf_convert = tf.__internal__.autograph.tf_convert


def _conj(x: Any) -> Any:
    return tf.math.conj(x) if x is not None and x.dtype.is_complex else x


def _any_complex(xs: list[Any]) -> bool:
    return any(x.dtype.is_complex for x in xs)


class _TfPrimitive:
    name = "tensorflow"

    def is_array(self, x: Any) -> bool:
        return isinstance(x, (tf.Tensor, tf.Variable))

    def is_differentiable(self, x: Any) -> bool:
        return bool(x.dtype.is_floating or x.dtype.is_complex)

    def shape(self, x: Any) -> tuple[Any, ...]:
        return tuple(x.shape)

    def vjp(self, fun: FlatFun, xs: list[Any], once: bool) -> tuple[list[Any], Any, Pullback]:
        with placement(xs):
            outs, aux, pull = self._vjp(fun, xs, once)

        def placed_pullback(cts: list[Any] | None) -> list[Any]:
            with placement(xs):
                return pull(cts)

        return outs, aux, placed_pullback

    def _vjp(self, fun: FlatFun, xs: list[Any], once: bool) -> tuple[list[Any], Any, Pullback]:
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

        if not (_any_complex(xs) or _any_complex(list(outs))):
            return list(outs), aux, pullback

        def conj_pullback(cts: list[Any] | None) -> list[Any]:
            # TensorFlow's reverse mode is the conjugate of JAX's: conj(pull(conj(ct))).
            return [_conj(g) for g in pullback(None if cts is None else [_conj(c) for c in cts])]

        return list(outs), aux, conj_pullback

    def custom_call(self, fwd: ForwardRule, bwd: BackwardRule, xs: list[Any],
                    closure_residuals: bool) -> list[Any]:
        with placement(xs):
            return self._custom_call(fwd, bwd, xs)

    def _custom_call(self, fwd: ForwardRule, bwd: BackwardRule, xs: list[Any]) -> list[Any]:
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

    def distinct(self, x: Any) -> Any:
        return tf.identity(x)

    # Reverse over reverse: nested tapes, each Jacobian vectorised by pfor.
    hessian_outer = "rev"
    value_and_grad_one = None
    traced_gradient = None

    @staticmethod
    def user_function(fun: Callable[..., Any]) -> Callable[..., Any]:
        """``fun`` converted by AutoGraph where the code calling the transform is (inside a
        ``tf.function`` with AutoGraph on), as AutoGraph would have converted it had our
        transform been converted too: TensorFlow's own higher-order functions do the same
        with ``tf_convert``.  Elsewhere, and for a function AutoGraph made or was told to
        leave alone, ``fun`` itself."""
        ctx = _autograph_status()
        status = ctx.status
        if status is not type(status).ENABLED:
            return fun
        converted: Callable[..., Any] = _tf_convert(fun, ctx)
        return converted

    def jvp(self, fun: FlatFun, xs: list[Any], ts: list[Any]) -> tuple[list[Any], list[Any], Any]:
        with placement(xs):
            return self._jvp(fun, xs, ts)

    def _jvp(self, fun: FlatFun, xs: list[Any], ts: list[Any]) -> tuple[list[Any], list[Any], Any]:
        xs = [tf.identity(x) for x in xs]  # as in vjp: only this argument's uses carry tangents
        with tf.autodiff.ForwardAccumulator(xs, list(ts)) as acc:
            outs, aux = fun(xs)
        touts = acc.jvp(list(outs), unconnected_gradients=tf.UnconnectedGradients.ZERO)
        return list(outs), list(touts), aux

    def linearize(
        self, fun: FlatFun, xs: list[Any]
    ) -> tuple[list[Any], Callable[[list[Any]], list[Any]]]:
        # TensorFlow has no linearize: each call of the linear map runs one forward-mode pass.
        with placement(xs):
            outs, _ = fun(list(xs))
        return list(outs), lambda ts: self.jvp(fun, xs, ts)[1]

    def jacobian(
        self, fun: FlatFun, xs: list[Any], mode: str, holomorphic: bool
    ) -> tuple[list[list[Any]], Any]:
        with placement(xs):
            if mode == "rev":
                return self._jacrev(fun, xs)
            return self._jacfwd(fun, xs)

    def _jacrev(self, fun: FlatFun, xs: list[Any]) -> tuple[list[list[Any]], Any]:
        xs = [tf.identity(x) for x in xs]
        with tf.GradientTape(persistent=True, watch_accessed_variables=False) as tape:
            tape.watch(xs)
            outs, aux = fun(xs)
        blocks = []
        for o in outs:
            if o.shape.rank == 0:  # a scalar: its one row is the gradient (no pfor loop)
                row = tape.gradient(o, xs, unconnected_gradients=tf.UnconnectedGradients.ZERO)
                row = [tf.convert_to_tensor(r) if isinstance(r, tf.IndexedSlices) else r
                       for r in row]
            else:
                row = tape.jacobian(o, xs, unconnected_gradients=tf.UnconnectedGradients.ZERO)
            blocks.append([_conj(b) for b in row])  # TensorFlow's rows are JAX's conjugated
        del tape
        return blocks, aux

    def _jacfwd(self, fun: FlatFun, xs: list[Any]) -> tuple[list[list[Any]], Any]:
        xs = [tf.identity(x) for x in xs]
        outs, aux = fun(xs)
        columns: list[list[Any]] = []  # columns[j][i]: (n_j, *out_i.shape)
        for j, x in enumerate(xs):
            # The static size (int(tf.size(x)) needs a value, which a tf.function's trace
            # does not have); a size known only at run time leaves n a tensor.
            n = x.shape.num_elements()
            if n is None:
                n = tf.size(x)

            def push(t: Any, j: int = j, x: Any = x) -> list[Any]:
                tangents = [tf.reshape(t, tf.shape(x)) if k == j else tf.zeros_like(y)
                            for k, y in enumerate(xs)]
                with tf.autodiff.ForwardAccumulator(xs, tangents) as acc:
                    o, _ = fun(xs)
                return list(acc.jvp(o, unconnected_gradients=tf.UnconnectedGradients.ZERO))

            if isinstance(n, int) and n == 0:
                columns.append([tf.zeros((0, *o.shape), o.dtype) for o in outs])
            else:
                columns.append(tf.vectorized_map(push, tf.eye(n, dtype=x.dtype)))
        blocks = []
        for i, o in enumerate(outs):
            row = []
            for j, x in enumerate(xs):
                c = columns[j][i]  # (n_j, *out_i.shape)
                perm = [*range(1, len(c.shape)), 0]
                c = tf.transpose(c, perm) if len(c.shape) > 1 else c
                row.append(tf.reshape(c, tf.concat([tf.shape(o), tf.shape(x)], 0)))
            blocks.append(row)
        return blocks, aux

    def vmap(
        self, fun: Callable[[list[Any]], list[Any]], xs: list[Any], in_axes: list[int]
    ) -> list[Any]:
        with placement(xs):
            return self._vmap(fun, xs, in_axes)

    def _vmap(
        self, fun: Callable[[list[Any]], list[Any]], xs: list[Any], in_axes: list[int]
    ) -> list[Any]:
        xs = [x if a == 0 else self.moveaxis(x, a, 0) for x, a in zip(xs, in_axes)]
        try:
            return list(tf.vectorized_map(lambda ms: fun(list(ms)), xs))
        except (ValueError, TypeError, NotImplementedError, tf.errors.OpError):
            # pfor could not vectorise (e.g. a Python-level loop on values): loop instead.
            return loop_vmap(fun, xs, [0] * len(xs), int(xs[0].shape[0]))

    def moveaxis(self, x: Any, source: int, destination: int) -> Any:
        nd = len(x.shape)
        perm = [d for d in range(nd) if d != source]
        perm.insert(destination, source)
        return tf.transpose(x, perm)

    def jit(self, fun: Callable[..., Any], static_argnums: tuple[int, ...], options: Any) -> Any:
        # tf.function retraces per value of a Python argument: those are static already.
        # The compiled function runs on its arguments' device, as every transform does.
        compiled = tf.function(fun, **options)

        def placed_call(*args: Any, **kwargs: Any) -> Any:
            with placement(args, list(kwargs.values())):
                return compiled(*args, **kwargs)

        placed_call.__wrapped__ = compiled  # type: ignore[attr-defined]
        return placed_call


PRIMITIVE = _TfPrimitive()
