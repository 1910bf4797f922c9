"""Compile every function of the standard, every facade method and operator and every
autodiff transform with one backend's compiler, and compare with eager results.

Run as a script in a fresh process (``test_compiled.py`` does that)::

    python compile_checks.py torch|jax|tensorflow [SEQUENCE...] [--cold-only]

It prints one JSON object: ``report`` (case -> list of problems, empty when the case
holds), ``excused`` (case -> why it is not one graph there) and ``seconds``.

* **Cold.**  The cold cases of ``cases.COLD_SEQUENCES[SEQUENCE]`` (0 by default; several
  run one after the other) run first, in order: the first call under the compiler is the
  one that loads the namespace, the facade's adapter or the autodiff primitive.  On
  PyTorch each sequence needs a fresh process; ``--cold-only`` stops after it.
* **Warm.**  Then every case, grouped in a few batches: one function per batch calls the
  cases one after the other, so the compiler traces each batch once.  A batch that does
  not compile, or (on PyTorch) does not trace into one graph, is retried case by case to
  name the culprits.
* **Compilers.**  PyTorch: ``torch.compile(fullgraph=True)`` with a backend that runs the
  graph as ``backend="eager"`` does and counts the graphs; there must be one, and no graph
  break in Dynamo's counters (``torch._dynamo.explain`` reads the same counters; Dynamo
  lets some breaks through ``fullgraph``).  ``torch._dynamo.explain`` itself checks the
  training step.  JAX: ``jax.jit``.  TensorFlow: ``tf.function(jit_compile=True)``, and
  plain ``tf.function`` for the cases of ``NO_ONE_GRAPH`` (no XLA kernel, or shapes set by
  the data).  Every result equals the eager one.
* **Logs.**  Every Python warning and every record of the frameworks' loggers during the
  traces is kept; one that names xpagnostic, or an AutoGraph conversion, is a problem of
  the case ``logs``.
"""

from __future__ import annotations

import importlib
import inspect
import io
import json
import logging
import sys
import time
import warnings
from collections.abc import Callable, Iterator
from contextlib import contextmanager, redirect_stdout
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from compiled.cases import (
    AUTODIFF,
    CASES,
    COLD,
    COLD_SEQUENCES,
    DATA_DEPENDENT,
    DISPATCHED,
    FACADE_AUTODIFF,
    FACADE_EVERYWHERE,
    OPERATORS,
    OPERATORS_DATA_DEPENDENT,
    build_custom,
    host_inputs,
    standard_paths,
)

#: Backend -> case -> why it cannot be one compiled graph there (beyond the data-dependent
#: ones, which no compiler with static shapes compiles).  Such a case is compiled as far as
#: the backend goes (PyTorch: with graph breaks; TensorFlow: ``tf.function`` without XLA;
#: JAX: not at all) and its values still checked.
_CUSTOM_RULE_ON_TORCH = (
    "torch.func under torch.compile ignores an autograd.Function's backward (PyTorch 2.13), "
    "so a custom rule inside a transform runs on autograd, outside the graph "
    "(documented in docs/autodiff.md)")
_DYNAMO_OPERATOR = ("Dynamo (PyTorch 2.13) does not dispatch this operator to a Python "
                    "class's method ('Failed to trace builtin operator'); the method "
                    "(matmul, bitwise_invert, and __imatmul__ called by name) compiles")
NO_ONE_GRAPH: dict[str, dict[str, str]] = {
    "torch": {
        **{f"autodiff:{where}{name}": _CUSTOM_RULE_ON_TORCH
           for where in ("xp.autodiff.", "xpagnostic.autodiff.", "facade ")
           for name in ("custom_vjp", "custom_gradient")
           if where != "xpagnostic.autodiff." or name in DISPATCHED},
        "operator:__matmul__": _DYNAMO_OPERATOR,
        "operator:__imatmul__": _DYNAMO_OPERATOR,
        "operator:__invert__": _DYNAMO_OPERATOR,
    },
    "jax": {
        f"{group}:from_dlpack": "a traced array has no buffer to share: DLPack needs a "
                                "concrete array"
        for group in ("namespace", "facade")
    },
    "tensorflow": {
        **{f"{group}:from_dlpack": "a symbolic tensor has no buffer to share: DLPack needs "
                                   "an eager tensor" for group in ("namespace", "facade")},
        **{f"{group}:linalg.{name}": f"XLA has no kernel for TensorFlow's {op}"
           for group in ("namespace", "facade")
           for name, op in (("det", "MatrixDeterminant"), ("slogdet", "LogMatrixDeterminant"),
                            ("eig", "Eig"), ("eigvals", "Eig"))},
    },
}

#: Tolerances of compiled against eager results (XLA fuses and reorders float32 arithmetic).
RTOL = {"torch": 1e-6, "jax": 2e-5, "tensorflow": 2e-5}
ATOL = {"torch": 1e-7, "jax": 2e-6, "tensorflow": 2e-6}
LINALG_RTOL = 2e-4


# -- the compilers -------------------------------------------------------------------------
class Compiler:
    """One backend's arrays and compilers."""

    name: str

    def native(self, a: np.ndarray) -> Any:
        raise NotImplementedError

    def numpy(self, x: Any) -> np.ndarray:
        raise NotImplementedError

    def run(self, fn: Callable[..., Any], args: list[Any]) -> tuple[Any, list[str]]:
        """``fn(*args)`` compiled into one graph (or raising), and what keeps it from being
        one graph where the compiler lets that through."""
        raise NotImplementedError

    def partial(self, fn: Callable[..., Any]) -> Callable[..., Any] | None:
        """``fn`` compiled as far as the backend goes, for cases of ``NO_ONE_GRAPH``."""
        return None

    #: Whether ``partial`` compiles a function that reads a value to the host.
    reads_host = False

    def fresh(self) -> None:
        """Forget every compiled function."""


class TorchCompiler(Compiler):
    name = "torch"

    def __init__(self) -> None:
        import torch

        self.torch = torch
        # The checks compile one batch function many times over (once per culprit search);
        # Dynamo's cache of a function's compilations must not give up on it.
        torch._dynamo.config.recompile_limit = 1 << 20
        torch._dynamo.config.accumulated_recompile_limit = 1 << 20

    def native(self, a: np.ndarray) -> Any:
        return self.torch.asarray(a)

    def numpy(self, x: Any) -> np.ndarray:
        if isinstance(x, self.torch.Tensor):
            return x.detach().resolve_conj().resolve_neg().cpu().numpy()  # type: ignore[no-any-return]
        return np.asarray(x)

    def run(self, fn: Callable[..., Any], args: list[Any]) -> tuple[Any, list[str]]:
        graphs: list[Any] = []

        def eager_counting(gm: Any, example_inputs: Any) -> Any:
            graphs.append(gm)
            return gm.forward  # what backend="eager" returns

        counters = self.torch._dynamo.utils.counters
        counters.clear()
        out = self.torch.compile(fn, backend=eager_counting, fullgraph=True)(*args)
        breaks = sorted(str(reason).split("\n")[0] for reason in counters["graph_break"])
        if len(graphs) <= 1 and not breaks:  # none: nothing to compute (asarray of itself)
            return out, []
        return out, [f"{len(graphs)} graphs, graph breaks: {'; '.join(breaks) or 'none'}"]

    def explain(self, fn: Callable[..., Any], args: list[Any]) -> list[str]:
        explained = self.torch._dynamo.explain(fn)(*args)
        if explained.graph_count == 1 and explained.graph_break_count == 0:
            return []
        reasons = sorted({r.reason.split("\n")[0] for r in explained.break_reasons})
        return [f"torch._dynamo.explain: {explained.graph_count} graphs, "
                f"{explained.graph_break_count} breaks: {'; '.join(reasons)}"]

    def partial(self, fn: Callable[..., Any]) -> Callable[..., Any] | None:
        return self.torch.compile(fn, backend="eager")  # type: ignore[no-any-return]

    reads_host = True  # around a graph break

    def fresh(self) -> None:
        self.torch._dynamo.reset()


class JaxCompiler(Compiler):
    name = "jax"

    def __init__(self) -> None:
        import jax

        self.jax = jax

    def native(self, a: np.ndarray) -> Any:
        return self.jax.numpy.asarray(a)

    def numpy(self, x: Any) -> np.ndarray:
        return np.asarray(x)

    def run(self, fn: Callable[..., Any], args: list[Any]) -> tuple[Any, list[str]]:
        return self.jax.jit(fn)(*args), []

    def fresh(self) -> None:
        self.jax.clear_caches()


class TensorFlowCompiler(Compiler):
    name = "tensorflow"

    def __init__(self) -> None:
        import tensorflow as tf

        self.tf = tf

    def native(self, a: np.ndarray) -> Any:
        return self.tf.constant(a)

    def numpy(self, x: Any) -> np.ndarray:
        return np.asarray(x.numpy() if hasattr(x, "numpy") else x)

    def run(self, fn: Callable[..., Any], args: list[Any]) -> tuple[Any, list[str]]:
        return self.tf.function(fn, jit_compile=True)(*args), []

    def partial(self, fn: Callable[..., Any]) -> Callable[..., Any] | None:
        return self.tf.function(fn)  # type: ignore[no-any-return]


COMPILERS: dict[str, Callable[[], Compiler]] = {
    "torch": TorchCompiler, "jax": JaxCompiler, "tensorflow": TensorFlowCompiler,
}


# -- logs ------------------------------------------------------------------------------------
class _Records(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(f"{record.name}: {record.getMessage()}")


@contextmanager
def captured_logs(sink: list[str]) -> Iterator[None]:
    """Keep every warning, log record of the frameworks' loggers and line printed."""
    handler = _Records()
    loggers = [logging.getLogger(n) for n in ("tensorflow", "absl", "torch", "jax")]
    for lg in loggers:
        lg.addHandler(handler)
    printed = io.StringIO()
    with warnings.catch_warnings(record=True) as caught, redirect_stdout(printed):
        warnings.simplefilter("always")
        try:
            yield
        finally:
            for lg in loggers:
                lg.removeHandler(handler)
    sink.extend(handler.messages)
    sink.extend(f"warning: {w.category.__name__}: {w.message} ({w.filename})" for w in caught)
    sink.extend(f"printed: {line}" for line in printed.getvalue().splitlines() if line)


def ours(message: str) -> bool:
    """Whether a log message is about our code (or about AutoGraph converting any)."""
    return "xpagnostic" in message or "AutoGraph" in message


# -- comparing ---------------------------------------------------------------------------------
def _leaves(tree: Any) -> list[Any]:
    if isinstance(tree, dict):
        return [v for k in sorted(tree) for v in _leaves(tree[k])]
    if isinstance(tree, (tuple, list)):
        return [v for t in tree for v in _leaves(t)]
    return [tree]


def differences(comp: Compiler, got: Any, want: Any, *, rtol: float, values: bool = True
                ) -> list[str]:
    """How compiled results ``got`` differ from eager results ``want``."""
    g, w = _leaves(got), _leaves(want)
    if len(g) != len(w):
        return [f"{len(g)} results, eager gives {len(w)}"]
    out = []
    for k, (a, b) in enumerate(zip(g, w)):
        a, b = comp.numpy(a), comp.numpy(b)
        if a.shape != b.shape or a.dtype != b.dtype:
            out.append(f"result {k}: shape {a.shape} dtype {a.dtype}, eager gives "
                       f"shape {b.shape} dtype {b.dtype}")
        elif values and not np.allclose(a, b, rtol=rtol, atol=ATOL[comp.name], equal_nan=True):
            out.append(f"result {k}: {a!r} differs from eager {b!r}")
    return out


def _describe(exc: BaseException) -> str:
    first = str(exc).strip().split("\n")[0]
    return f"{type(exc).__name__}: {first[:300]}"


# -- cases -------------------------------------------------------------------------------------
class Check:
    """A case: a function of native arrays and how to compare its results."""

    def __init__(self, key: str, inputs: tuple[str, ...], fn: Callable[..., Any],
                 rtol: float, values: bool = True) -> None:
        self.key, self.inputs, self.fn, self.rtol, self.values = key, inputs, fn, rtol, values


def namespace_checks(comp: Compiler) -> list[Check]:
    import xpagnostic

    def make(path: str) -> Callable[..., Any]:
        case = CASES[path]
        return lambda *a: case(xpagnostic.get_namespace(*a), *a)

    rtol = RTOL[comp.name]
    return [Check(f"namespace:{p}", CASES[p].inputs, make(p),
                  LINALG_RTOL if p.startswith("linalg.") else rtol, CASES[p].values)
            for p in standard_paths()]


class _MethodNamespace:
    """A namespace whose functions call the Tensor method of their name on their first
    argument where the facade has that method (or read the property of that name:
    ``real``, ``imag``), and the facade namespace's function otherwise; arguments are
    Tensors, results unwrapped by the check."""

    def __init__(self, facade_ns: Any, methods: frozenset[str], part: str = "",
                 properties: frozenset[str] = frozenset()) -> None:
        self._ns, self._methods, self._part = facade_ns, methods, part
        self._properties = properties

    def __getattr__(self, name: str) -> Any:
        if name in ("linalg", "fft") and not self._part:
            return _MethodNamespace(getattr(self._ns, name), self._methods, name)
        target = getattr(self._ns, name)
        if name in self._properties and not self._part:
            return lambda first: getattr(first, name)
        if name not in self._methods or not callable(target):
            return target

        def method(first: Any, *args: Any, **kwargs: Any) -> Any:
            return getattr(first, name)(*args, **kwargs)

        return method


def facade_checks(comp: Compiler) -> list[Check]:
    import xpagnostic
    from xpagnostic.tensor import Tensor

    public = [n for n in dir(Tensor) if not n.startswith("_")]
    properties = frozenset(n for n in public
                           if isinstance(inspect.getattr_static(Tensor, n), property))
    methods = frozenset(public) - properties

    def make(path: str) -> Callable[..., Any]:
        case = CASES[path]

        def run(*arrays: Any) -> Any:
            ts = [xpagnostic.astensor(a) for a in arrays]
            ns = _MethodNamespace(ts[0].__array_namespace__(), methods, properties=properties)
            return _unwrap(case(ns, *ts))

        return run

    rtol = RTOL[comp.name]
    return [Check(f"facade:{p}", CASES[p].inputs, make(p),
                  LINALG_RTOL if p.startswith("linalg.") else rtol, CASES[p].values)
            for p in facade_paths(comp.name)]


def facade_paths(backend: str) -> list[str]:
    """The facade methods checked on ``backend``: all of them where the compiler traces the
    facade's Python (PyTorch); chains of a few elsewhere, where the facade's Python runs
    as it does eagerly and the namespace's functions are checked one by one."""
    if backend == "torch":
        return standard_paths()
    return sorted(FACADE_EVERYWHERE)


def _unwrap(tree: Any) -> Any:
    from xpagnostic.tensor import Tensor

    if isinstance(tree, Tensor):
        return tree.raw
    if isinstance(tree, (tuple, list)):
        return [_unwrap(t) for t in tree]
    return tree


def operator_checks(comp: Compiler) -> list[Check]:
    import xpagnostic

    def make(op: Callable[..., Any]) -> Callable[..., Any]:
        return lambda *a: op(xpagnostic.astensor, *a)

    return [Check(f"operator:{name}", inputs, make(op), RTOL[comp.name])
            for name, (inputs, op) in OPERATORS.items()]


def autodiff_checks(comp: Compiler) -> list[Check]:
    import xpagnostic
    from xpagnostic import autodiff as dispatching
    from xpagnostic.tensor import facade_namespace

    xp = importlib.import_module(f"xpagnostic.{comp.name}")
    facade_xp = facade_namespace(comp.name)
    customs = [build_custom(ad) for ad in (xp.autodiff, dispatching, facade_xp.autodiff)]
    rtol = RTOL[comp.name]
    out = []

    def native(transform: Callable[..., Any]) -> Callable[..., Any]:
        return lambda *a: transform(xpagnostic.get_namespace(*a), xp.autodiff, customs[0], *a)

    def dispatched(transform: Callable[..., Any]) -> Callable[..., Any]:
        return lambda *a: transform(xpagnostic.get_namespace(*a), dispatching, customs[1], *a)

    def facade(transform: Callable[..., Any]) -> Callable[..., Any]:
        def run(*a: Any) -> Any:
            ts = [xpagnostic.astensor(x) for x in a]
            return _unwrap_tree(transform(facade_xp, facade_xp.autodiff, customs[2], *ts))

        return run

    for name, (inputs, transform) in AUTODIFF.items():
        out.append(Check(f"autodiff:xp.autodiff.{name}", inputs, native(transform), rtol))
        if name in DISPATCHED:
            out.append(Check(f"autodiff:xpagnostic.autodiff.{name}", inputs,
                             dispatched(transform), rtol))
        if name in FACADE_AUTODIFF:
            out.append(Check(f"autodiff:facade {name}", inputs, facade(transform), rtol))
    return out


def _unwrap_tree(tree: Any) -> Any:
    from xpagnostic.tensor import Tensor

    if isinstance(tree, Tensor):
        return tree.raw
    if isinstance(tree, dict):
        return {k: _unwrap_tree(v) for k, v in tree.items()}
    if isinstance(tree, (tuple, list)):
        return [_unwrap_tree(t) for t in tree]
    return tree


def all_keys(backend: str) -> list[str]:
    """Every case the checks report on ``backend``, without running them (for the test
    module)."""
    keys = [f"cold:{n}" for n in COLD] + ["logs"]
    keys += [f"namespace:{p}" for p in standard_paths()]
    keys += [f"facade:{p}" for p in facade_paths(backend)]
    keys += [f"operator:{n}" for n in OPERATORS]
    for name in AUTODIFF:
        keys.append(f"autodiff:xp.autodiff.{name}")
        if name in DISPATCHED:
            keys.append(f"autodiff:xpagnostic.autodiff.{name}")
        if name in FACADE_AUTODIFF:
            keys.append(f"autodiff:facade {name}")
    if backend == "torch":
        keys.append("explain:training step")
    return keys


#: Cases that read a value to the host: no graph, only Python, can do that.
HOST_READS = frozenset({"operator:__float__"})


def excused(backend: str) -> dict[str, str]:
    """Case -> why it is not one graph on ``backend``."""
    out = {k: v for k, v in NO_ONE_GRAPH[backend].items()
           if not k.startswith("facade:") or k[7:] in facade_paths(backend)}
    for path, why in DATA_DEPENDENT.items():
        out[f"namespace:{path}"] = why
        if path in facade_paths(backend):
            out[f"facade:{path}"] = why
    for name, why in OPERATORS_DATA_DEPENDENT.items():
        out[f"operator:{name}"] = why
    return out


# -- running -------------------------------------------------------------------------------------
def run_cold(comp: Compiler, sequence: tuple[str, ...], natives: dict[str, Any],
             report: dict[str, list[str]], logs: list[str]) -> None:
    """The cold cases of ``sequence``, in order, each compiled on its first call."""
    for name in sequence:
        inputs, fn = COLD[name]
        args = [natives[k] for k in inputs]
        try:
            with captured_logs(logs):
                got, problems = comp.run(fn, args)
        except Exception as exc:  # reported: one case must not hide the others
            report[f"cold:{name}"] = [f"first call under the compiler: {_describe(exc)}"]
            continue
        report[f"cold:{name}"] = problems + differences(comp, got, fn(*args),
                                                        rtol=RTOL[comp.name])


def run_batch(comp: Compiler, checks: list[Check], natives: dict[str, Any],
              report: dict[str, list[str]], logs: list[str]) -> None:
    """Compile ``checks`` as one function; retry one by one where that fails."""
    keys = sorted({k for c in checks for k in c.inputs})

    def batch(*arrays: Any) -> list[Any]:
        named = dict(zip(keys, arrays))
        return [c.fn(*[named[k] for k in c.inputs]) for c in checks]

    args = [natives[k] for k in keys]
    comp.fresh()  # a new batch function: nothing compiled before applies to it
    eager = []
    for c in checks:
        try:
            eager.append(c.fn(*[natives[k] for k in c.inputs]))
        except Exception as exc:
            report[c.key] = [f"eager call failed: {_describe(exc)}"]
            eager.append(None)
    live = [(c, e) for c, e in zip(checks, eager) if c.key not in report]
    if len(live) != len(checks):
        run_batch(comp, [c for c, _ in live], natives, report, logs)
        return
    try:
        with captured_logs(logs):
            got, problems = comp.run(batch, args)
    except Exception as exc:
        problems = [_describe(exc)]
    if problems:
        if len(checks) == 1:
            report[checks[0].key] = problems
            return
        for c in checks:  # find the culprits
            run_batch(comp, [c], natives, report, logs)
        return
    for c, g, e in zip(checks, got, eager):
        report[c.key] = differences(comp, g, e, rtol=c.rtol, values=c.values)


def run_partial(comp: Compiler, check: Check, natives: dict[str, Any],
                report: dict[str, list[str]], logs: list[str]) -> None:
    """A case that cannot be one graph: compiled as far as the backend goes, values checked."""
    args = [natives[k] for k in check.inputs]
    compiled = comp.partial(check.fn)
    if compiled is None or (check.key in HOST_READS and not comp.reads_host):
        report[check.key] = []
        return
    try:
        want = check.fn(*args)
        with captured_logs(logs):
            got = compiled(*args)
    except Exception as exc:
        report[check.key] = [f"compiled with graph breaks: {_describe(exc)}"]
        return
    report[check.key] = differences(comp, got, want, rtol=check.rtol, values=check.values)


GROUPS = ("namespace", "facade", "operator", "autodiff")


def main(backend: str, sequences: tuple[int, ...] = (0,), cold_only: bool = False
         ) -> dict[str, Any]:
    """The cold cases of ``COLD_SEQUENCES[s]`` for each ``s`` of ``sequences``, then
    (unless ``cold_only``) every warm check, on ``backend``."""
    comp = COMPILERS[backend]()
    natives = {k: comp.native(v) for k, v in host_inputs().items()}
    report: dict[str, list[str]] = {}
    logs: list[str] = []
    timings: dict[str, float] = {}
    start = time.perf_counter()
    run_cold(comp, tuple(n for s in sequences for n in COLD_SEQUENCES[s]), natives, report,
             logs)
    timings["cold"] = time.perf_counter() - start
    excuses = excused(backend)
    if not cold_only:
        for group, make in (("namespace", namespace_checks), ("facade", facade_checks),
                            ("operator", operator_checks), ("autodiff", autodiff_checks)):
            t0 = time.perf_counter()
            checks = make(comp)
            run_batch(comp, [c for c in checks if c.key not in excuses], natives, report,
                      logs)
            for c in checks:
                if c.key in excuses:
                    run_partial(comp, c, natives, report, logs)
            timings[group] = time.perf_counter() - t0
        if isinstance(comp, TorchCompiler):
            inputs, fn = COLD["training step (namespace and autodiff primitive)"]
            report["explain:training step"] = comp.explain(fn, [natives[k] for k in inputs])
    report["logs" if not cold_only else f"logs:cold {sequences}"] = sorted(
        {m for m in logs if ours(m)})
    return {"report": report, "excused": excuses, "seconds": timings}


if __name__ == "__main__":
    arguments = [int(a) for a in sys.argv[2:] if not a.startswith("--")]
    result = main(sys.argv[1], tuple(arguments) or (0,), "--cold-only" in sys.argv)
    sys.stdout.write(json.dumps(result))
