"""The error campaign on every backend: each wrong call of ``error_campaign`` (derived from
the standard's stubs) raises array-api-strict's class, with a message that starts with the
function's qualified name and names the parameter, and leaves its inputs unchanged.

The test runs every call of one function on one backend (its namespace, or the Tensor
facade over it) and collects what fails.  A failure listed in :data:`GAPS`, a known gap
with its reason, makes the test an xfail naming the gaps it met; a listed gap that no
longer fails is an error, so that each entry is narrowed as gaps close.
"""

from __future__ import annotations

import re
import types
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, overload

import numpy as np
import pytest
from conftest import BACKENDS
from harness import make_backend

from namespaces.error_campaign import (
    SIGNATURES,
    Call,
    campaign,
    describe,
    run,
    signatures_text,
    stubs_folder,
    uncovered,
)
from xpagnostic import astensor
from xpagnostic.tensor import facade_namespace

#: The specification's stubs, where they are at hand; the campaign reads the signatures
#: recorded from them (error_campaign_signatures.json) either way, which a test compares
#: with the stubs.
FOLDER = stubs_folder()
pytestmark = [pytest.mark.filterwarnings("ignore")]
CALLS: tuple[Call, ...] = campaign(None)
PATHS = sorted({c.path for c in CALLS})
TARGETS = [(b, facade) for b in BACKENDS for facade in (False, True)]


# -- known gaps --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Gap:
    """Calls that fail some ``checks`` for one known reason: on ``backends`` (and the
    facade over them), for the mistake ``kinds`` (empty: every kind), and the functions
    ``paths`` names (a set of ``function:parameter``; or a rule, a callable of backend and
    function).  A gap listed by its calls is strict: one of them that passes the check is
    an error."""

    reason: str
    backends: frozenset[str]
    checks: frozenset[str]
    kinds: frozenset[str] = frozenset()
    paths: frozenset[str] | Callable[[str, str], bool] = frozenset()

    def matches(self, backend: str, call: Call, check: str) -> bool:
        if check not in self.checks or backend not in self.backends:
            return False
        if self.kinds and call.kind not in self.kinds:
            return False
        if callable(self.paths):
            return self.paths(backend, call.path)
        return not self.paths or f"{call.path}:{call.param}" in self.paths

    @property
    def strict(self) -> bool:
        return not callable(self.paths) and bool(self.paths)


def own_function(backend: str, path: str) -> bool:
    """Whether the namespace's ``path`` is a function of ours (its body holds the error
    path: the stand-in that takes device names and JAX's compiled re-exports hold one),
    seen through the Dask namespace's wrapper and ``jax.jit``; not one the namespace
    re-exports from its framework or from array-api-compat unchanged (NumPy's ufuncs,
    ``torch.sin``, ``numpy.linalg.svd``, array-api-compat's ``astype``)."""
    import importlib

    from namespaces.error_campaign import _namespace_function

    fn = _namespace_function(importlib.import_module(f"xpagnostic.{backend}"), path)
    for _ in range(4):
        if getattr(fn, "__code__", None) is not None and fn.__code__.co_name in (
                "taking_device_names", "body"):
            return True  # the stand-in taking device names, or JAX's compiled re-export
        wrapped = getattr(fn, "__wrapped__", None)
        stand_in = getattr(fn, "__xp_guarded__", False) or type(fn).__name__ == "PjitFunction"
        if not stand_in or wrapped is None:
            break
        fn = wrapped
    return isinstance(fn, types.FunctionType) and fn.__module__.startswith("xpagnostic")


def _reexported(backend: str, path: str) -> bool:
    return not own_function(backend, path)


ALL = frozenset(BACKENDS)
KINDS = {
    "positional": frozenset({"a keyword-only argument passed positionally"}),
    "dtype": frozenset({"a dtype of the wrong kind"}),
    "non-array": frozenset({"a string where an array goes", "None where an array goes",
                            "a ragged list where an array goes"}),
}

_CLASS = ("the framework's class for this mistake is not translated to the reference's yet "
          "(raised where no error path of ours sees it, or in words the contract does not "
          "recognise)")
_MESSAGE = ("raised outside the function's error path (while Dask computes the graph, in a "
            "base library's function, or by a check before the body's try): the message does "
            "not start with the function's name")
_PARAMETER = "the message names the framework's own parameter, or none"
_RAISES = "the framework accepts the call and returns (on Dask: builds a graph that computes)"

#: Known gaps by the calls they hold: (backend, check, mistake kind) -> (reason, the calls
#: as ``function:parameter``).  Strict: a call that passes the check must leave its entry.
_LISTED: dict[tuple[str, str, str], tuple[str, str]] = {
    # MLX, the newest backend: its namespace's error paths do not translate these yet.
    ("mlx", "class", "a dtype of the wrong kind"): (_CLASS, "remainder:x1 remainder:x2"),
    ("mlx", "class", "a float where an integer goes"): (_CLASS, "broadcast_shapes:shapes"),
    ("mlx", "class", "a ragged list where an array goes"): (_CLASS, "repeat:repeats"),
    ("mlx", "class", "a zero step"): (_CLASS, "arange:step"),
    ("mlx", "class", "an array of too few dimensions"): (
        _CLASS, "linalg.matrix_norm:x linalg.qr:x"),
    ("mlx", "class", "shapes that do not agree"): (_CLASS, "take_along_axis:indices"),
    ("mlx", "message", "an array of too few dimensions"): (
        "raised by the function it computes with (svd, svdvals), whose name the message "
        "starts with", "linalg.matrix_rank:x linalg.pinv:x"),
    ("mlx", "raises", "a float where an integer goes"): (
        _RAISES, "fft.fftfreq:n fft.rfftfreq:n linspace:num"),
    ("dask", "class", "a dtype of the wrong kind"): (
        _CLASS, "take:indices"),
    ("dask", "class", "a float where an integer goes"): (
        _CLASS, "empty:shape ones:shape zeros:shape"),
    ("dask", "class", "a non-integer axis"): (
        _CLASS, "repeat:axis"),
    ("dask", "class", "an array of too few dimensions"): (
        _CLASS, "linalg.matrix_norm:x"),
    ("dask", "class", "shapes that do not agree"): (
        _CLASS, "take_along_axis:indices"),
    ("dask", "message", "None where an array goes"): (
        _MESSAGE, "repeat:repeats"),
    ("dask", "message", "a dtype of the wrong kind"): (
        _MESSAGE, "take:indices"),
    ("dask", "message", "a float where an integer goes"): (
        _MESSAGE, "empty:shape ones:shape zeros:shape"),
    ("dask", "message", "a negative size"): (
        _MESSAGE, "full:shape linspace:num"),
    ("dask", "message", "a repeated axis"): (
        _MESSAGE, "mean:axis std:axis var:axis"),
    ("dask", "message", "a string where an array goes"): (
        _MESSAGE, "repeat:repeats"),
    ("dask", "message", "an empty array where an element is needed"): (
        _MESSAGE, "fft.fftn:x fft.ifftn:x fft.irfftn:x fft.rfftn:x linalg.matrix_rank:x"),
    ("dask", "raises", "None where an array goes"): (
        _RAISES, "empty_like:x full_like:x meshgrid:arrays ones_like:x searchsorted:x2 "
        "take:indices where:condition zeros_like:x"),
    ("dask", "raises", "a float where an integer goes"): (
        _RAISES, "broadcast_shapes:shapes eye:k eye:n_rows full:shape "
        "linalg.matrix_power:n linspace:num"),
    ("dask", "raises", "a negative size"): (
        _RAISES, "eye:n_rows"),
    ("dask", "raises", "a string where an array goes"): (
        _RAISES, "empty_like:x full_like:x meshgrid:arrays ones_like:x where:condition "
        "where:x1 where:x2 zeros_like:x"),
    ("jax", "class", "a dtype of the wrong kind"): (
        _CLASS, "take:indices"),
    ("jax", "class", "a float where an integer goes"): (
        _CLASS, "eye:k linalg.trace:offset"),
    ("jax", "class", "a keyword-only argument passed positionally"): (
        _CLASS, "linalg.svd:full_matrices tril:k triu:k"),
    ("jax", "class", "a matrix that is not square"): (
        _CLASS, "linalg.cholesky:x linalg.eigh:x linalg.eigvalsh:x linalg.solve:x1"),
    ("jax", "class", "a ragged list where an array goes"): (
        _CLASS, "concat:arrays meshgrid:arrays repeat:repeats stack:arrays"),
    ("jax", "class", "an array of too few dimensions"): (
        _CLASS, "linalg.cholesky:x linalg.eigh:x linalg.eigvalsh:x linalg.pinv:x"),
    ("jax", "class", "shapes that do not agree"): (
        _CLASS, "take_along_axis:indices"),
    ("jax", "message", "a dtype of the wrong kind"): (
        _MESSAGE, "argmax:x argmin:x"),
    ("jax", "message", "a keyword-only argument passed positionally"): (
        _MESSAGE, "linalg.qr:mode"),
    ("jax", "raises", "a keyword-only argument passed positionally"): (
        _RAISES, "asarray:dtype empty:dtype full:dtype linspace:dtype ones:dtype "
        "zeros:dtype"),
    ("jax", "raises", "an empty array where an element is needed"): (
        _RAISES, "fft.fftn:x fft.ifftn:x fft.irfftn:x"),
    ("numpy", "message", "None where an array goes"): (
        _MESSAGE, "tanh:x"),
    ("numpy", "message", "a ragged list where an array goes"): (
        _MESSAGE, "tanh:x"),
    ("numpy", "message", "a string where an array goes"): (
        _MESSAGE, "tanh:x"),
    ("numpy", "message", "shapes that do not agree"): (
        _MESSAGE, "take_along_axis:indices"),
    ("numpy", "raises", "None where an array goes"): (
        _RAISES, "argsort:x count_nonzero:x empty_like:x full_like:x max:x min:x "
        "ones_like:x prod:x sum:x zeros_like:x"),
    ("numpy", "raises", "a string where an array goes"): (
        _RAISES, "argsort:x count_nonzero:x empty_like:x full_like:x ones_like:x "
        "zeros_like:x"),
    ("tensorflow", "class", "a float where an integer goes"): (
        _CLASS, "diff:n"),
    ("tensorflow", "class", "a ragged list where an array goes"): (
        _CLASS, "repeat:repeats"),
    ("tensorflow", "class", "an array of too few dimensions"): (
        _CLASS, "linalg.matrix_norm:x"),
    ("tensorflow", "class", "shapes that do not agree"): (
        _CLASS, "take_along_axis:indices"),
    ("tensorflow", "message", "a device that does not exist"): (
        _MESSAGE, "fft.fftfreq:device fft.rfftfreq:device"),
    ("tensorflow", "parameter", "None where an array goes"): (
        _PARAMETER, "meshgrid:arrays"),
    ("tensorflow", "parameter", "a dtype of the wrong kind"): (
        _PARAMETER, "argsort:x searchsorted:x2 sort:x"),
    ("tensorflow", "parameter", "a float where an integer goes"): (
        _PARAMETER, "broadcast_shapes:shapes"),
    ("tensorflow", "parameter", "a non-integer axis"): (
        _PARAMETER, "fft.fftn:axes fft.fftshift:axes fft.ifftn:axes fft.ifftshift:axes "
        "fft.irfftn:axes fft.rfftn:axes"),
    ("tensorflow", "parameter", "a ragged list where an array goes"): (
        _PARAMETER, "meshgrid:arrays"),
    ("tensorflow", "parameter", "a string where an array goes"): (
        _PARAMETER, "meshgrid:arrays"),
    ("tensorflow", "parameter", "an axis out of range"): (
        _PARAMETER, "fft.fftn:axes fft.fftshift:axes fft.ifftn:axes fft.ifftshift:axes "
        "fft.irfftn:axes fft.rfftn:axes permute_dims:axes"),
    ("tensorflow", "parameter", "an empty array where an element is needed"): (
        _PARAMETER, "argmax:x argmin:x fft.fftn:x fft.ifftn:x fft.irfftn:x fft.rfftn:x max:x "
        "min:x"),
    ("tensorflow", "parameter", "shapes that do not agree"): (
        _PARAMETER, "linalg.cross:x2 linalg.matmul:x2 matmul:x2 where:x1"),
    ("tensorflow", "raises", "an empty array where an element is needed"): (
        _RAISES, "linalg.matrix_rank:x"),
    ("torch", "class", "a device that does not exist"): (
        _CLASS, "fft.fftfreq:device fft.rfftfreq:device"),
    ("torch", "class", "a dtype of the wrong kind"): (
        _CLASS, "argmax:x argmin:x argsort:x sort:x subtract:x1 subtract:x2 take:indices"),
    ("torch", "class", "a float where an integer goes"): (
        _CLASS, "broadcast_shapes:shapes"),
    ("torch", "class", "a matrix that is not square"): (
        _CLASS, "linalg.matrix_power:x linalg.solve:x1"),
    ("torch", "class", "a non-integer axis"): (
        _CLASS, "linalg.tensordot:axes tensordot:axes"),
    ("torch", "class", "a ragged list where an array goes"): (
        _CLASS, "broadcast_arrays:arrays concat:arrays meshgrid:arrays repeat:repeats "
        "stack:arrays"),
    ("torch", "class", "an empty array where an element is needed"): (
        _CLASS, "argmax:x argmin:x"),
    ("torch", "class", "shapes that do not agree"): (
        _CLASS, "take_along_axis:indices"),
    ("torch", "message", "a device that does not exist"): (
        _MESSAGE, "fft.fftfreq:device fft.rfftfreq:device"),
    ("torch", "message", "a dtype of the wrong kind"): (
        _MESSAGE, "argmax:x argmin:x argsort:x sort:x subtract:x1 subtract:x2 take:indices"),
    ("torch", "message", "a matrix that is not square"): (
        _MESSAGE, "linalg.matrix_power:x linalg.solve:x1"),
    ("torch", "message", "a non-integer axis"): (
        _MESSAGE, "linalg.tensordot:axes tensordot:axes"),
    ("torch", "message", "a ragged list where an array goes"): (
        _MESSAGE, "broadcast_arrays:arrays"),
    ("torch", "message", "an empty array where an element is needed"): (
        _MESSAGE, "argmax:x argmin:x"),
    ("torch", "parameter", "a float where an integer goes"): (
        _PARAMETER, "broadcast_shapes:shapes linspace:num"),
    ("torch", "parameter", "a non-integer axis"): (
        _PARAMETER, "repeat:axis take:axis take_along_axis:axis"),
    ("torch", "raises", "a negative size"): (
        _RAISES, "broadcast_to:shape"),
}

GAPS: tuple[Gap, ...] = (
    Gap("a function re-exported from the framework or array-api-compat unchanged keeps its "
        "own errors: a frame of ours would cost a measurable share of every call "
        "(docs/errors.md)", ALL, frozenset({"message", "parameter", "class", "raises"}),
        paths=_reexported),
    Gap("the interpreter's own TypeError for too many positional arguments, raised before "
        "the body runs, counts them and names no parameter", ALL,
        frozenset({"parameter"}), KINDS["positional"]),
    Gap("the interpreter's own TypeError for a call the signature refuses (an unknown "
        "keyword, too many positional arguments), raised before the body runs, names the "
        "function by its own name (sum()): naming it xpagnostic.<backend>.sum there would "
        "take its __qualname__, which pickle reads to find the function again", ALL,
        frozenset({"message"}), KINDS["positional"] | {"an unknown keyword"}),
    Gap("the framework computes a result for a dtype the standard says an input should not "
        "have (NumPy's promotion); refusing it would take a check on every call", ALL,
        frozenset({"raises"}), KINDS["dtype"]),
    Gap("jax.jit refuses an argument it cannot trace before our body runs: its message "
        "names the compiled function (<function xpagnostic.jax.add ...>) and the "
        "parameter's position", frozenset({"jax"}), frozenset({"message"}),
        KINDS["non-array"], paths=lambda b, p: own_function(b, p)),
    *(Gap(reason, frozenset({backend}), frozenset({check}), frozenset({kind}),
          frozenset(paths.split()))
      for (backend, check, kind), (reason, paths) in _LISTED.items()),
)


# -- one call ----------------------------------------------------------------------------------


def _aliases(backend: str, path: str) -> tuple[str, ...]:
    """The qualified names a message of ``path`` may start with: the same function under
    another path of the namespace (``linalg.matmul`` is ``matmul``)."""
    import importlib

    from namespaces.error_campaign import _namespace_function

    xp = importlib.import_module(f"xpagnostic.{backend}")
    fn = _namespace_function(xp, path)
    paths = {path} | {p for p in PATHS if _namespace_function(xp, p) is fn}
    return tuple(f"xpagnostic.{backend}.{p}" for p in sorted(paths))


def _leaks(backend: str, exc: BaseException) -> bool:
    """A framework's class raised as it is, or a class the contract never raises."""
    cls = type(exc)
    if cls in (RuntimeError, AttributeError) or cls.__name__ == "UFuncTypeError":
        return True
    module = cls.__module__
    if module == "builtins" or module.startswith("xpagnostic"):
        return False
    # NumPy's own AxisError and LinAlgError are the reference's classes.
    return not (module.startswith("numpy") and cls.__name__ in ("AxisError", "LinAlgError"))


@overload
def check(backend: str, facade: bool, call: Call) -> dict[str, str]: ...
@overload
def check(backend: str, facade: bool, call: Call, with_exception: Literal[True]) -> tuple[
    dict[str, str], BaseException | None]: ...


def check(backend: str, facade: bool, call: Call, with_exception: bool = False) -> Any:
    """The checks ``call`` fails on ``backend``: check -> what happened (with the exception
    raised, or None, where ``with_exception``)."""
    b = make_backend(backend)
    xp: Any = facade_namespace(backend) if facade else b.xp
    made: list[tuple[Any, np.ndarray]] = []

    def convert(host: np.ndarray) -> Any:
        native = b.asarray(host)
        made.append((native, host.copy()))
        return astensor(native) if facade else native

    failures: dict[str, str] = {}
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            result = run(xp, convert, call.path, call.args, call.kwargs)
            if hasattr(result, "compute") or (facade and hasattr(getattr(result, "raw", None),
                                                                  "compute")):
                # Dask: the graph is built; computing it raises what it raises.
                getattr(result, "raw", result).compute()
    except Exception as e:
        exc: BaseException = e
    else:
        failures["raises"] = f"returned {type(result).__name__}"
        return (failures, None) if with_exception else failures
    where = f"{type(exc).__module__}.{type(exc).__qualname__}: {str(exc)[:300]}"
    if not all(isinstance(exc, c) for c in call.expected) or (
            call.numpy_class and not any(c.__name__ == call.numpy_class
                                         for c in type(exc).__mro__)):
        failures["class"] = where
    elif _leaks(backend, exc):
        failures["class"] = "leaks " + where
    text = str(exc)
    if not text.startswith(_aliases(backend, call.path)):
        failures["message"] = where
    elif not re.search(rf"\b{re.escape(call.param)}\b", text):
        failures["parameter"] = where
    for native, host in made:
        after = b.to_numpy(native)
        if after.shape != host.shape or not np.array_equal(after, host, equal_nan=True):
            failures["inputs"] = "an input changed"
    return (failures, exc) if with_exception else failures


# -- the tests ---------------------------------------------------------------------------------


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("backend", BACKENDS)
def test_campaign(backend: str, path: str) -> None:
    """Every wrong call of one function on one backend's namespace (the facade's:
    ``test_error_campaign_facade.py``, a file of its own so that a run by file spreads the
    two over two workers)."""
    run_campaign(backend, False, path)


def run_campaign(backend: str, facade: bool, path: str) -> None:
    """The campaign's calls of ``path`` on ``backend`` (through the facade where
    ``facade``): every check passes or fails as a listed gap, which makes it an xfail.  A
    listed gap that closes is an error on the namespace, where the table was drawn up (the
    facade's own ``asarray`` refuses more than a namespace's)."""
    unexpected: list[str] = []
    gaps: set[str] = set()
    closed: list[str] = []
    for call in (c for c in CALLS if c.path == path):
        failures = check(backend, facade, call)
        for name in ("raises", "class", "message", "parameter", "inputs"):
            gap = next((g for g in GAPS if g.matches(backend, call, name)), None)
            if name in failures:
                if gap is None:
                    unexpected.append(f"{describe(call)} [{call.kind}] {name}: "
                                      f"{failures[name]}")
                else:
                    gaps.add(gap.reason)
            elif gap is not None and gap.strict and not facade and not (
                    name in ("message", "parameter", "inputs") and "raises" in failures):
                closed.append(f"{describe(call)} [{call.kind}] {name} passes: narrow the gap "
                              f"{gap.reason!r}")
    assert not unexpected, "\n".join(unexpected)
    assert not closed, "\n".join(closed)
    if gaps:
        pytest.xfail("; ".join(sorted(gaps)))


@pytest.mark.skipif(FOLDER is None, reason=(
    "no array_api_stubs folder of the specification (set ARRAY_API_STUBS or "
    "ARRAY_API_TESTS_DIR)"))
def test_recorded_signatures_are_the_stubs() -> None:
    """The signatures the campaign reads are the stubs' (``--record`` rewrites them)."""
    assert FOLDER is not None
    assert SIGNATURES.read_text(encoding="utf-8") == signatures_text(FOLDER)


def test_campaign_size(capsys: pytest.CaptureFixture[str]) -> None:
    """The campaign reaches every function of the stubs, with every kind of mistake."""
    assert uncovered(None) == []
    kinds = {c.kind for c in CALLS}
    assert len(kinds) >= 12, kinds
    with capsys.disabled():
        print(f"\nerror campaign: {len(CALLS)} calls x {len(TARGETS)} backends and facades "
              f"= {len(CALLS) * len(TARGETS)} calls")

