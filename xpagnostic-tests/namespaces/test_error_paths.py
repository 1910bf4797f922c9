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
