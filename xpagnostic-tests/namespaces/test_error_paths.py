"""The error path of every namespace function, written by ``python -m
xpagnostic._common._contract`` from the function's signature.

- the checked-in statements are what the module writes today (not stale);
- the module's description is complete: each statement hands ``fail`` every parameter of
  its function, so a failed call can be made again as it was given;
- the writer's layout keeps to the project's line length and wraps as the code does.
"""

from __future__ import annotations

import ast
import textwrap
from pathlib import Path

from xpagnostic._common import _contract


def test_error_paths_are_current() -> None:
    stale = [f"{s.path.name}:{s.first} {s.function}" for s in _contract.sites()
             if s.text != s.wanted or s.handler_text != s.handler_wanted]
    assert stale == [], (
        f"stale error paths {stale}: run python -m xpagnostic._common._contract")


def test_every_namespace_has_error_paths() -> None:
    found = _contract.sites()
    packages = {s.path.parent.name for s in found}
    assert {"numpy", "torch", "jax", "tensorflow"} <= packages  # Dask: one wrapper, guarded()
    assert len(found) >= 120


def _call_of(source: str) -> tuple[ast.FunctionDef, ast.Call]:
    fn = ast.parse(textwrap.dedent(source)).body[0]
    assert isinstance(fn, ast.FunctionDef)
    handler = next(n for n in ast.walk(fn) if isinstance(n, ast.ExceptHandler))
    call = _contract._fail_call(handler.body[-1])
    assert call is not None
    return fn, call


def _written(source: str, module: str = "_statistical_functions", outer: bool = False) -> str:
    fn, call = _call_of(source)
    return _contract.expected(fn, (fn,) if outer else (), call, "e", 8, module, "",
                              textwrap.dedent(source))


def test_every_parameter_reaches_fail() -> None:
    """Positional-only parameters are operands; the others keywords by name; ``*args`` and
    ``**kwargs`` as given; extra keywords of ``fail`` (``retry=``) stay."""
    assert _written('''
        def sum(x, /, *, axis=None, dtype=None, keepdims=False):
            try:
                pass
            except Exception as e:
                return fail("sum", e, (x,), {"axis": axis})
        ''') == ('        return fail("sum", e, (x,), {"axis": axis, "dtype": dtype, '
                 '"keepdims": keepdims})')
    assert _written('''
        def broadcast_arrays(*arrays):
            try:
                pass
            except Exception as e:
                return fail("broadcast_arrays", e, arrays)
        ''', "_manipulation_functions") == '        return fail("broadcast_arrays", e, arrays)'
    assert _written('''
        def mean(x, /, *, axis=None, **kwargs):
            try:
                pass
            except Exception as e:
                return fail("mean", e, (x,), retry=mean)
        ''') == ('        return fail("mean", e, (x,), {"axis": axis, **kwargs}, '
                 'retry=mean)')
    assert _written('''
        def where(condition, x1, x2, /):
            try:
                pass
            except Exception as e:
                return fail("where", e, ())
        ''', "_searching_functions") == '        return fail("where", e, (condition, x1, x2))'


def test_the_name_is_the_functions_own() -> None:
    """A module-level function is named by its path; a factory's body keeps its name
    variable."""
    assert _written('''
        def cross(x1, x2, /, *, axis=-1):
            try:
                pass
            except Exception as e:
                return fail("crossed", e, ())
        ''', "linalg").startswith('        return fail("linalg.cross", e, (x1, x2), ')
    assert _written('''
        def transform(x, /, *, axes=None):
            try:
                pass
            except Exception as e:
                return fail(f"fft.{name}", e, ())
        ''', "fft", outer=True) == '        return fail(f"fft.{name}", e, (x,), {"axes": axes})'


def test_long_statements_wrap_inside_the_width() -> None:
    text = _written('''
        def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
            try:
                pass
            except Exception as e:
                return fail("cumulative_sum", e, (x,), retry=cumulative_sum)
        ''')
    lines = text.splitlines()
    assert len(lines) == 3 and all(len(line) <= _contract.WIDTH for line in lines)
    # Continuations line up under the dict's first key, then under the parenthesis.
    assert lines[1].index('"include_initial"') == lines[0].index('"axis"')
    assert lines[2].strip() == "retry=cumulative_sum)"
    assert lines[2].index("retry") == lines[0].index("(") + 1
    assert ast.parse(textwrap.dedent(text))


def test_a_comment_stays_on_the_first_line() -> None:
    """mypy reads a ``type: ignore`` on a statement's first line; the writer keeps the
    statement's comment there when it wraps, and finds it there again."""
    source = textwrap.dedent('''
        def cumulative_sum(x, /, *, axis=None, dtype=None, include_initial=False):
            try:
                pass
            except Exception as e:
                return fail("cumulative_sum", e, (x,), retry=cumulative_sum)
        ''')
    fn, call = _call_of(source)
    tail = "  # type: ignore[no-any-return]"
    text = _contract.expected(fn, (), call, "e", 8, "_statistical_functions", tail, source)
    lines = text.splitlines()
    assert len(lines) == 3 and lines[0].endswith(tail) and tail not in lines[2]
    assert _contract._comment(text) == tail
    assert _contract._comment('return fail("sum", e, (x,))') == ""


#: ``except`` clauses that end in ``fail``/``failed`` and are not the contract's written
#: statement, each a different thing: the one wrapper of the Dask namespace's functions,
#: and the stand-in that takes device names for a framework's function of any signature.
_NOT_WRITTEN = {("_common/_errors.py", "call"), ("_submodules.py", "taking_device_names")}


def test_no_error_path_is_written_by_hand() -> None:
    """Every ``except`` clause of the package that hands its exception to a namespace's
    ``fail`` (or to ``failed``) is one the module writes."""
    written = {(s.path, s.handler) for s in _contract.sites()}
    by_hand = []
    for path in sorted(_contract.ROOT.rglob("*.py")):
        tree = ast.parse(path.read_text())
        for fn in ast.walk(tree):
            if not isinstance(fn, ast.FunctionDef):
                continue
            for handler in _contract._own_handlers(fn):
                calls = {n.func.id for n in ast.walk(handler) if isinstance(n, ast.Call)
                         and isinstance(n.func, ast.Name)}
                rel = path.relative_to(_contract.ROOT).as_posix()
                if (calls & {"fail", "failed", "_fail", "_failed"}
                        and (path, handler.lineno) not in written
                        and (rel, fn.name) not in _NOT_WRITTEN):
                    by_hand.append(f"{rel}:{handler.lineno} {fn.name}")
    assert by_hand == []


def test_the_unsigned_route_comes_from_the_declaration(tmp_path: Path) -> None:
    """``@dtype_checked(route, arrays=N)`` writes the ``except`` clause's eager route: the
    test of the first ``N`` operands, and the route called with the whole call."""
    source = textwrap.dedent('''
        @dtype_checked(on_bits, arrays=2)
        def vecdot(x1, x2, /, *, axis=-1):
            try:
                pass
            except Exception as e:  # the error contract (_common/_contract.py)
                if failed_on_unsigned(e, x1):
                    return on_bits(vecdot, x1, x2)
                return fail("vecdot", e, (x1, x2), {"axis": axis})
        ''')
    fn = ast.parse(source).body[0]
    assert isinstance(fn, ast.FunctionDef)
    handler = next(n for n in ast.walk(fn) if isinstance(n, ast.ExceptHandler))
    [site] = _contract._route_sites(tmp_path / "m.py", fn, handler, source.splitlines(),
                                    source)
    assert site.wanted == ("        if failed_on_unsigned(e, x1, x2):\n"
                           "            return on_bits(vecdot, x1, x2, axis=axis)")
    assert site.text != site.wanted  # the hand-typed test named one operand, no keyword
    undecorated = source.replace("@dtype_checked(on_bits, arrays=2)\n", "")
    fn = ast.parse(undecorated).body[0]
    assert isinstance(fn, ast.FunctionDef)
    handler = next(n for n in ast.walk(fn) if isinstance(n, ast.ExceptHandler))
    assert _contract._route_sites(tmp_path / "m.py", fn, handler, undecorated.splitlines(),
                                  undecorated) == []
