"""PyTorch's primitive of the autodiff extension: ``torch.autograd.grad``.

Differentiated inputs are replaced by fresh aliases of the same storage (no
copy): ``x.detach().requires_grad_()`` normally, or ``x.view_as(x)`` when an
enclosing computation records gradients through ``x`` (higher order, or a user
leaf that requires grad while grad mode is on), in which case the graph is kept
(``create_graph=True``).  ``autograd.grad`` never writes ``.grad`` and the
user's tensors keep their ``requires_grad``.

Inside a ``torch.func`` transform (``vmap``, ``jvp``, ``jacrev``...), where
``autograd.grad`` cannot run, and inside ``torch.compile`` (and ``torch.export``),
where ``autograd.grad`` breaks the graph, reverse mode goes through ``torch.func``
instead (``grad_and_value`` for the common one-array call, ``vjp`` otherwise), so that a
compiled training step is one graph.  Eagerly ``autograd.grad`` stays: it costs less per
call than ``torch.func``'s wrapping.  Forward mode, Jacobians and ``vmap`` are
``torch.func``'s everywhere.  Results follow JAX's convention for complex numbers:
torch's reverse mode gives the conjugate, so cotangents are conjugated on the way in
and out.

``custom_vjp`` is an ``autograd.Function`` whose forward calls the user's forward rule
and keeps its residuals (any Python object) on the context.  ``torch.func`` refuses such
a Function eagerly (it needs ``setup_context``), and under ``torch.compile`` a
``torch.func`` transform differentiates an ``autograd.Function``'s forward and ignores its
backward (PyTorch 2.13, whatever the Function's style).  So wherever a custom rule meets
``torch.func`` the transform falls back: reverse mode runs on ``autograd.grad`` (which
under ``torch.compile`` breaks the graph: Dynamo runs it outside the graph, and
``fullgraph=True`` refuses it), forward mode takes two reverse passes, Jacobians one
pullback per output element and ``vmap`` a loop.  The values are the custom rule's;
only speed and the one graph are lost.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import torch

from .._autodiff import BackwardRule, FlatFun, ForwardRule, Pullback, loop_vmap
from .._pytree import flatten, tree_map, unflatten
from ._compiled import dynamo_compiling

#: Whether we run inside a ``torch.func`` transform (one C call).
_in_functorch: Callable[[], bool] = torch._C._are_functorch_transforms_active
_grad_enabled: Callable[[], bool] = torch.is_grad_enabled
_compiling: Callable[[], bool] = dynamo_compiling


@torch.compiler.disable  # type: ignore[untyped-decorator]
def _outside_graph(fn: Callable[..., Any], *args: Any) -> Any:
    """``fn(*args)``, run by Python even inside ``torch.compile`` (Dynamo breaks the graph
    around it): the fallbacks where a custom rule meets a transform run on autograd, whose
    graph Dynamo would cut into pieces.  (Disabled once here: Dynamo traces a call of
    ``torch.compiler.disable`` made while it traces.)"""
    return fn(*args)


class _HasAux(Exception):
    """The function's aux holds tensors: run torch.func's has_aux path instead."""


class _CustomRuleInTransform(Exception):
    """A custom_vjp function called inside a ``torch.func`` transform that
    ``torch.compile`` traces, where its backward rule would be ignored: the transform
    takes its fallback instead (see the module's docstring)."""


def _custom_function_error(e: BaseException) -> bool:
    """torch.func refusing an ``autograd.Function`` (our custom_vjp) without ``setup_context``."""
    return isinstance(e, RuntimeError) and "setup_context" in str(e)


def _custom_rule_refused(e: BaseException) -> bool:
    """Whether ``e`` says that ``torch.func`` cannot run our custom_vjp Function."""
    return isinstance(e, _CustomRuleInTransform) or _custom_function_error(e)


def _conj(x: Any) -> Any:
    return x.conj().resolve_conj() if x is not None and x.dtype.is_complex else x


def _any_complex(xs: list[Any]) -> bool:
    return any(x is not None and x.dtype.is_complex for x in xs)


#: How many of our torch.func transforms are running the user's code now: under
#: torch.compile, Dynamo does not always report torch.func's own state
#: (``_in_functorch``) inside the functions a transform traces.
_depth = [0]

#: The containers whose tensors the traced transforms hand to ``torch.func`` as they are.
_FLAT_CONTAINERS = (dict, list, tuple)


def _in_transform(fun: Callable[[Any], Any], arg: Any) -> Any:
    """``fun(arg)``, called by one of our torch.func transforms."""
    _depth[0] += 1
    try:
        return fun(arg)
    finally:
        _depth[0] -= 1


def _tuple_fun(
    fun: FlatFun,
) -> tuple[Callable[..., tuple[tuple[Any, ...], list[Any]]], Callable[[list[Any]], Any]]:
    """``fun`` as torch.func wants it: positional tensors in, ``(outputs, aux tensors)`` out.

    torch.func only lets tensors out as aux; the aux's other leaves (and its structure) go
    around it and ``restore`` puts them back.
    """
    box: list[Any] = []

    def f(*a: Any) -> tuple[tuple[Any, ...], list[Any]]:
        outs, aux = _in_transform(fun, list(a))
        if aux is None:
            box[:] = [None, None]
            return tuple(outs), []
        leaves, td = flatten(aux)
        box[:] = [td, leaves]
        return tuple(outs), [x for x in leaves if isinstance(x, torch.Tensor)]

    def restore(tensors: list[Any]) -> Any:
        td, leaves = box
        if td is None:
            return None
        it = iter(tensors)
        return unflatten(td, [next(it) if isinstance(x, torch.Tensor) else x for x in leaves])

    return f, restore


def _bare(fun: Callable[[list[Any]], list[Any]]) -> tuple[Callable[..., Any], list[bool]]:
    """``fun`` returning a bare tensor when it has one output (torch.func handles a bare
    tensor faster than a tuple); ``single[0]`` says which it was."""
    single = [False]

    def g(*a: Any) -> Any:
        outs = _in_transform(fun, list(a))
        single[0] = len(outs) == 1
        return outs[0] if single[0] else tuple(outs)

    return g, single


class _TorchPrimitive:
    # No instance dict: Dynamo, reading the traced form's attributes, guards no look-up in it.
    # The functions the traced form calls are slots: Dynamo guards a slot's value alone,
    # where a class attribute costs the class, its dict and the staticmethod around it.
    __slots__ = ("_grad_and_value", "_is_tensor")

    name = "torch"

    def __init__(self) -> None:
        #: ``isinstance(x, torch.Tensor)``, which Dynamo traces without guarding the class
        #: (a class our modules reach under several names costs a guard that they are one
        #: object).
        self._is_tensor: Callable[[Any], bool] = torch.is_tensor
        self._grad_and_value: Callable[..., Callable[..., Any]] = torch.func.grad_and_value

    def is_array(self, x: Any) -> bool:
        return isinstance(x, torch.Tensor)

    def is_differentiable(self, x: Any) -> bool:
        dtype = x.dtype
        return bool(dtype.is_floating_point or dtype.is_complex)

    def shape(self, x: Any) -> tuple[Any, ...]:
        return tuple(x.shape)

    def vjp(self, fun: FlatFun, xs: list[Any], once: bool) -> tuple[list[Any], Any, Pullback]:
        # Inside a torch.func transform autograd.grad cannot run; inside torch.compile it
        # breaks the graph.
        if _in_functorch() or _compiling():
            try:
                return self._func_vjp(fun, xs)
            except _CustomRuleInTransform:
                if _in_functorch():  # an enclosing transform falls back instead
                    raise
            outs, aux, pullback = _outside_graph(self._eager_vjp, fun, xs, once)
            return outs, aux, lambda cts: _outside_graph(pullback, cts)
        return self._eager_vjp(fun, xs, once)

    def _eager_vjp(
        self, fun: FlatFun, xs: list[Any], once: bool
    ) -> tuple[list[Any], Any, Pullback]:
        """Reverse mode on ``autograd.grad``, results in JAX's complex convention."""
        outs, aux, pullback = self._autograd_vjp(fun, xs, once)
        if len(xs) == 1 and len(outs) == 1:  # fast path
            if not (xs[0].dtype.is_complex or outs[0].dtype.is_complex):
                return outs, aux, pullback
        elif not (_any_complex(xs) or _any_complex(outs)):
            return outs, aux, pullback

        def conj_pullback(cts: list[Any] | None) -> list[Any]:
            # torch's reverse mode is the conjugate of JAX's: conj(pull(conj(ct))).
            return [_conj(g) for g in pullback(None if cts is None else [_conj(c) for c in cts])]

        return outs, aux, conj_pullback

    def value_and_grad_one(
        self, fun: Callable[[Any], Any], x: Any, check: Callable[[Any], None]
    ) -> tuple[Any, Any] | None:
        """``(fun(x), grad)`` for one real tensor that does not require grad, outside any
        transform, with grad mode on: the hand-written autograd.grad call plus a few checks.

        ``None`` where it does not apply (the general path then runs).  Problems with the
        output are left to autograd.grad to notice; ``check`` then names them.

        Under ``torch.compile``: ``torch.func.grad_and_value``, the native idiom, for any
        real floating tensor.
        """
        if type(x) is not torch.Tensor or not x.dtype.is_floating_point:
            return None
        if _compiling():
            try:
                return self._compiled_value_and_grad(fun, x, check)
            except _CustomRuleInTransform:
                if _in_functorch():
                    raise
                return None  # the general path falls back
        if x.requires_grad or _in_functorch() or not _grad_enabled():
            return None
        leaf = x.detach().requires_grad_()
        out = fun(leaf)
        try:
            (g,) = torch.autograd.grad(out, leaf, allow_unused=True)
        except (RuntimeError, TypeError, AttributeError):
            check(out)  # raises the message naming the problem, if it is the output's
            if isinstance(out, torch.Tensor) and not out.requires_grad:
                return out, torch.zeros_like(x)  # a constant of x
            raise
        return out.detach(), torch.zeros_like(x) if g is None else g

    @staticmethod
    def _compiled_value_and_grad(
        fun: Callable[[Any], Any], x: Any, check: Callable[[Any], None]
    ) -> tuple[Any, Any]:
        def checked(leaf: Any) -> Any:
            out = _in_transform(fun, leaf)
            check(out)
            return out

        g, out = torch.func.grad_and_value(checked)(x)
        return out, g

    def _func_vjp(self, fun: FlatFun, xs: list[Any]) -> tuple[list[Any], Any, Pullback]:
        f, restore = _tuple_fun(fun)
        if _compiling():
            # One traced call: torch.func's has_aux path whatever the aux (Dynamo cannot
            # trace the exception that picks the leaner path).
            out, pull, aux_t = torch.func.vjp(f, *xs, has_aux=True)
            return self._func_pullback(out, pull, restore(aux_t), xs)

        def bare(*a: Any) -> Any:
            outs, aux_t = f(*a)
            if aux_t:  # tensors in aux must leave through torch.func's has_aux
                raise _HasAux
            return outs[0] if len(outs) == 1 else outs

        def bare_aux(*a: Any) -> tuple[Any, list[Any]]:
            outs, aux_t = f(*a)
            return (outs[0] if len(outs) == 1 else outs), aux_t

        try:  # the common case, no aux tensors: torch.func's leaner path
            out, pull = torch.func.vjp(bare, *xs)
            aux = restore([])
        except _HasAux:
            out, pull, aux_t = torch.func.vjp(bare_aux, *xs, has_aux=True)
            aux = restore(aux_t)
        return self._func_pullback(out, pull, aux, xs)

    @staticmethod
    def _func_pullback(
        out: Any, pull: Callable[..., Any], aux: Any, xs: list[Any]
    ) -> tuple[list[Any], Any, Pullback]:
        """The outputs, aux and pullback of ``torch.func.vjp``'s ``(out, pull)``."""
        single = not isinstance(out, tuple)  # torch.func gets a bare tensor for one output
        outs = [out] if single else list(out)
        cplx = _any_complex(list(xs)) or _any_complex(outs)

        def pullback(cts: list[Any] | None) -> list[Any]:
            if cts is None:
                cts = [torch.ones_like(o) for o in outs]
            if cplx:
                cts = [_conj(c) for c in cts]
            grads = list(pull(cts[0] if single else tuple(cts)))
            return [_conj(g) for g in grads] if cplx else grads

        return outs, aux, pullback

    def _autograd_vjp(
        self, fun: FlatFun, xs: list[Any], once: bool
    ) -> tuple[list[Any], Any, Pullback]:
        grad_on = torch.is_grad_enabled()
        if len(xs) == 1:  # fast path
            x = xs[0]
            create = grad_on and x.requires_grad
            leaves = [x.view_as(x) if create else x.detach().requires_grad_()]
        else:
            create = grad_on and any(x.requires_grad for x in xs)
            leaves = [
                x.view_as(x) if create and x.requires_grad else x.detach().requires_grad_()
                for x in xs
            ]
        if grad_on:
            outs, aux = fun(leaves)
        else:
            with torch.enable_grad():
                outs, aux = fun(leaves)
        if not create and aux is not None:
            aux = _detach_tree(aux)

        def pullback(cts: list[Any] | None) -> list[Any]:
            if len(outs) == 1 and len(leaves) == 1 and outs[0].requires_grad and not create:
                (g,) = torch.autograd.grad(  # fast path: one output, one input
                    outs[0], leaves[0], None if cts is None else cts[0],
                    retain_graph=not once, allow_unused=True,
                )
                return [torch.zeros_like(xs[0]) if g is None else g]
            if len(outs) == 1 and outs[0].requires_grad:
                live, seeds = outs, cts
            else:
                idx = [i for i, o in enumerate(outs) if o.requires_grad]
                if not idx:
                    return [torch.zeros_like(x) for x in xs]
                live = [outs[i] for i in idx]
                seeds = None if cts is None else [cts[i] for i in idx]
            if create:
                with torch.enable_grad():
                    grads = torch.autograd.grad(
                        live, leaves, seeds, retain_graph=True, create_graph=True, allow_unused=True
                    )
            else:
                grads = torch.autograd.grad(
                    live, leaves, seeds, retain_graph=not once, allow_unused=True
                )
            if len(grads) == 1 and grads[0] is not None:
                return [grads[0]]
            return [torch.zeros_like(x) if g is None else g for g, x in zip(grads, xs)]

        if create:
            values = outs
        elif len(outs) == 1:
            values = [outs[0].detach()]
        else:
            values = [o.detach() for o in outs]
        return values, aux, pullback

    def custom_call(self, fwd: ForwardRule, bwd: BackwardRule, xs: list[Any],
                    closure_residuals: bool) -> list[Any]:
        if _compiling() and (_depth[0] or _in_functorch()):
            raise _CustomRuleInTransform
        n = len(xs)
        outs = _Custom.apply(fwd, bwd, n, *xs)
        return list(outs)

    def traced_gradient(self, fun: Callable[..., Any], with_value: bool,
                        check: Callable[[Any], None],
                        general: Callable[[], Callable[..., Any]]) -> Callable[..., Any]:
        """What ``value_and_grad(fun)`` (``with_value``) or ``grad(fun)`` returns while
        Dynamo traces the caller: for one argument that is a real floating tensor, or a
        dict, list or tuple of them, ``torch.func.grad_and_value`` with the checks of the
        output inlined (``check`` names a bad output); ``general()`` takes every other call.

        Dynamo guards each object the traced Python reads, and checks every guard at each
        call of the compiled function, so this path reads few: the methods it calls are
        this class's (Dynamo guards the instance's type once), the functions it calls are
        the instance's slots (each guards its code alone, where a module's function costs
        the module too)."""
        is_tensor, grad_and_value = self._is_tensor, self._grad_and_value

        def checked(arg: Any) -> Any:
            # No _in_transform: Dynamo reports torch.func's state inside grad_and_value,
            # which custom_vjp reads (a counter would cost a guard and a write per call).
            out = fun(arg)
            if not (is_tensor(out) and out.ndim == 0 and out.dtype.is_floating_point):
                check(out)
            return out

        def transformed(*args: Any, **kwargs: Any) -> Any:
            if len(args) == 1 and not kwargs:
                x = args[0]
                # grad_and_value's arguments are given: its defaults, read, would be guarded.
                try:
                    if is_tensor(x):
                        if x.dtype.is_floating_point:
                            g, out = grad_and_value(checked, 0, False)(x)
                            return (out, g) if with_value else g
                    elif type(x) in _FLAT_CONTAINERS and x and all(
                            is_tensor(v) and v.dtype.is_floating_point
                            for v in (x.values() if type(x) is dict else x)):
                        g, out = grad_and_value(checked, 0, False)(x)
                        if type(x) is dict:  # keys sorted, as the eager path's pytrees
                            g = {k: g[k] for k in sorted(g)}
                        return (out, g) if with_value else g
                except _CustomRuleInTransform:  # a custom_vjp inside: the general path
                    if _in_functorch():       # falls back
                        raise
                except RuntimeError as e:
                    # Made while Dynamo traces, this may yet run eagerly (a fallback outside
                    # the graph calls it), where torch.func refuses a custom_vjp and the
                    # general path takes its fallback.
                    if not _custom_function_error(e):
                        raise
            return general()(*args, **kwargs)

        return transformed

    def stop_gradient(self, x: Any) -> Any:
        return x.detach() if isinstance(x, torch.Tensor) else x

    def distinct(self, x: Any) -> Any:
        return x  # every input is recorded through a fresh alias already

    hessian_outer = "fwd"
    user_function = None

    def jvp(self, fun: FlatFun, xs: list[Any], ts: list[Any]) -> tuple[list[Any], list[Any], Any]:
        f, restore = _tuple_fun(fun)
        if _compiling():
            # One traced call: torch.func's has_aux path whatever the aux.
            try:
                outs, touts, aux_t = torch.func.jvp(f, tuple(xs), tuple(ts), has_aux=True)
            except (RuntimeError, _CustomRuleInTransform) as e:
                if not _custom_rule_refused(e) or _in_functorch() or _any_complex(xs):
                    raise
            else:
                return list(outs), list(touts), restore(aux_t)
            # Called outside the handler: Dynamo cannot break a graph inside one.
            return _outside_graph(self._double_vjp_jvp, fun, xs, ts)  # type: ignore[no-any-return]
        aux_box: list[Any] = []

        def outputs_only(*a: Any) -> Any:
            outs, aux_t = f(*a)
            aux_box[:] = [aux_t]
            if aux_t:  # tensors in aux must leave through torch.func's has_aux
                raise _HasAux
            return outs[0] if len(outs) == 1 else outs

        try:
            try:  # the common case, no aux tensors: torch.func's leaner path
                outs, touts = torch.func.jvp(outputs_only, tuple(xs), tuple(ts))
                aux = restore([])
                if not isinstance(outs, tuple):
                    outs, touts = (outs,), (touts,)
            except _HasAux:
                outs, touts, aux_t = torch.func.jvp(f, tuple(xs), tuple(ts), has_aux=True)
                aux = restore(aux_t)
        except RuntimeError as e:
            if not _custom_function_error(e):
                raise
            if _any_complex(xs) or _in_functorch():
                raise NotImplementedError(
                    "xpagnostic.torch.autodiff.jvp: forward mode through a custom_vjp function "
                    "is not supported on torch for complex inputs or inside another transform"
                ) from e
            return self._double_vjp_jvp(fun, xs, ts)
        return list(outs), list(touts), aux

    def _double_vjp_jvp(
        self, fun: FlatFun, xs: list[Any], ts: list[Any]
    ) -> tuple[list[Any], list[Any], Any]:
        """Forward mode by two reverse passes (the pullback is linear in its cotangent).

        Used where ``torch.func.jvp`` refuses a custom backward pass: the backward pass of a
        custom_vjp function is itself differentiable by autograd.
        """
        with torch.enable_grad():
            leaves = [x.detach().requires_grad_() if not x.requires_grad else x.view_as(x)
                      for x in xs]
            outs, aux = fun(leaves)
            us = [torch.zeros_like(o, requires_grad=True) for o in outs]
            live = [(o, u) for o, u in zip(outs, us) if o.requires_grad]
            grads = torch.autograd.grad(
                [o for o, _ in live], leaves, [u for _, u in live],
                create_graph=True, allow_unused=True,
            )
            pairs = [(g, t) for g, t in zip(grads, ts) if g is not None and g.requires_grad]
            touts = torch.autograd.grad(
                [g for g, _ in pairs], us, [t for _, t in pairs],
                create_graph=torch.is_grad_enabled() and any(t.requires_grad for t in ts),
                allow_unused=True,
            ) if pairs else [None] * len(us)
        return (
            [o.detach() for o in outs],
            [torch.zeros_like(o) if t is None else t for t, o in zip(touts, outs)],
            aux,
        )

    def linearize(
        self, fun: FlatFun, xs: list[Any]
    ) -> tuple[list[Any], Callable[[list[Any]], list[Any]]]:
        if _compiling():
            # torch.func.linearize traces a graph of its own, which Dynamo cannot: each
            # call of the linear map is one forward-mode pass (the compiler shares the work).
            outs, _ = fun(list(xs))
            return list(outs), lambda ts: self.jvp(fun, xs, ts)[1]
        with warnings.catch_warnings():
            # torch.func.linearize's constant folding warns about its own graph module.
            warnings.filterwarnings("ignore", message="Attempted to insert a get_attr Node")
            outs, lin = torch.func.linearize(lambda *a: tuple(fun(list(a))[0]), *xs)
        return list(outs), lambda ts: list(lin(*ts))

    def jacobian(
        self, fun: FlatFun, xs: list[Any], mode: str, holomorphic: bool
    ) -> tuple[list[list[Any]], Any]:
        f, restore = _tuple_fun(fun)
        transform = torch.func.jacfwd if mode == "fwd" else torch.func.jacrev
        try:
            if _any_complex(xs):  # torch.func.jacfwd/jacrev refuse complex inputs
                return self._complex_jacobian(f, restore, xs, mode)
            jac, aux_t = transform(f, argnums=tuple(range(len(xs))), has_aux=True)(*xs)
            aux = restore(aux_t)
        except (RuntimeError, _CustomRuleInTransform) as e:
            if not _custom_rule_refused(e) or _in_functorch():
                raise
            jac = None
        if jac is None:  # outside the handler: Dynamo cannot break a graph inside one
            return _outside_graph(self._loop_jacobian, fun, xs)  # type: ignore[no-any-return]
        blocks = [list(row) for row in jac]
        if mode == "rev":  # torch's rows are the conjugate of JAX's
            blocks = [[_conj(b) for b in row] for row in blocks]
        return blocks, aux

    def _complex_jacobian(
        self, f: Callable[..., Any], restore: Callable[[list[Any]], Any], xs: list[Any], mode: str
    ) -> tuple[list[list[Any]], Any]:
        """Jacobian blocks as torch.func.jacrev/jacfwd build them (vmap over a basis), for
        complex inputs, which those refuse."""
        if mode == "rev":
            outs, pull, aux_t = torch.func.vjp(f, *xs, has_aux=True)
            blocks = []
            for i, o in enumerate(outs):
                n = o.numel()
                basis = torch.eye(n, dtype=o.dtype, device=o.device).reshape(n, *o.shape)
                cts = tuple(basis if m == i else p.new_zeros((n, *p.shape))
                            for m, p in enumerate(outs))
                rows = torch.func.vmap(pull)(cts)  # one (n, *x.shape) per input
                blocks.append([_conj(r.reshape(*o.shape, *x.shape)) for r, x in zip(rows, xs)])
            return blocks, restore(aux_t)
        outs, aux_t = f(*xs)
        columns = []
        for j, x in enumerate(xs):
            n = x.numel()
            basis = torch.eye(n, dtype=x.dtype, device=x.device).reshape(n, *x.shape)

            def push(t: Any, j: int = j) -> Any:
                tangents = tuple(t if k == j else torch.zeros_like(y) for k, y in enumerate(xs))
                return torch.func.jvp(lambda *a: f(*a)[0], tuple(xs), tangents)[1]

            columns.append(torch.func.vmap(push)(basis))  # one (n, *out.shape) per output
        blocks = [
            [torch.movedim(columns[j][i], 0, -1).reshape(*o.shape, *x.shape)
             for j, x in enumerate(xs)]
            for i, o in enumerate(outs)
        ]
        return blocks, restore(aux_t)

    def _loop_jacobian(self, fun: FlatFun, xs: list[Any]) -> tuple[list[list[Any]], Any]:
        """Rows of the Jacobian by one autograd pullback per output element.

        Used where ``torch.func`` refuses a custom backward pass.
        """
        outs, aux, pull = self._autograd_vjp(fun, xs, False)
        cplx = _any_complex(xs) or _any_complex(outs)
        blocks = []
        for i, o in enumerate(outs):
            n = o.numel()
            rows: list[list[Any]] = [[] for _ in xs]
            for k in range(n):
                e = torch.zeros(n, dtype=o.dtype, device=o.device)
                e[k] = 1
                cts = [e.reshape(o.shape) if m == i else torch.zeros_like(p)
                       for m, p in enumerate(outs)]
                gs = pull(cts)
                for j, g in enumerate(gs):
                    rows[j].append(_conj(g) if cplx else g)
            blocks.append([
                torch.stack(r).reshape(*o.shape, *x.shape) if r
                else torch.zeros((*o.shape, *x.shape), dtype=x.dtype, device=x.device)
                for r, x in zip(rows, xs)
            ])
        return blocks, aux

    def vmap(
        self, fun: Callable[[list[Any]], list[Any]], xs: list[Any], in_axes: list[int]
    ) -> list[Any]:
        g, single = _bare(fun)
        try:
            if len(xs) == 1:
                out = torch.func.vmap(g, in_dims=in_axes[0])(xs[0])
            else:
                out = torch.func.vmap(g, in_dims=tuple(in_axes))(*xs)
        except (RuntimeError, _CustomRuleInTransform) as e:
            if not _custom_rule_refused(e) or _in_functorch():
                raise
            out = None
        if out is None:
            # A custom_vjp function inside: torch.func cannot batch it; loop instead
            # (outside the handler: Dynamo cannot break a graph inside one).
            return _outside_graph(  # type: ignore[no-any-return]
                loop_vmap, fun, xs, in_axes, int(xs[0].shape[in_axes[0]]))
        return [out] if single[0] else list(out)

    def moveaxis(self, x: Any, source: int, destination: int) -> Any:
        return torch.movedim(x, source, destination)

    def jit(self, fun: Callable[..., Any], static_argnums: tuple[int, ...], options: Any) -> Any:
        # torch.compile guards on Python values itself: static_argnums needs no translation.
        return torch.compile(fun, **options)


def _detach_tree(tree: Any) -> Any:
    return tree_map(lambda a: a.detach() if isinstance(a, torch.Tensor) else a, tree)


class _Custom(torch.autograd.Function):  # type: ignore[misc]
    @staticmethod
    def forward(ctx: Any, fwd: Any, bwd: Any, n: int, *xs: Any) -> Any:
        outs, res = fwd(list(xs))
        ctx.res, ctx.bwd = res, bwd
        ctx.ints = [not (isinstance(x, torch.Tensor) and x.requires_grad) for x in xs]
        return tuple(outs)

    @staticmethod
    def backward(ctx: Any, *cts: Any) -> Any:
        in_cts = ctx.bwd(ctx.res, list(cts))
        return (None, None, None, *in_cts)


PRIMITIVE = _TorchPrimitive()
