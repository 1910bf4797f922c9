"""Writes the error path of every namespace function from its signature.

A namespace function that keeps the error contract holds its body in a ``try``; its
``except Exception as e:`` clause ends with ``return fail(<name>, e, <operands>,
<keywords>)``, the backend's ``_errors.fail``.  That statement is not written by hand: this
module writes it from one description, the signature of the function it stands in:

| parameter | passed to ``fail`` as |
|---|---|
| positional-only (``x``, ``x1``, ``/``) | an operand, in order |
| ``*args`` | the operands |
| positional-or-keyword, keyword-only (``axis``, ``keepdims``) | a keyword, by its name |
| ``**kwargs`` | the keywords, as given |

So ``fail`` sees the whole call, on every backend alike: it reads axes and shapes from it
and can call the function again with it (a dtype given by name, a Python list where an
array goes, ``docs/errors.md``).  The name is the function's own, behind ``linalg.`` or
``fft.`` in those modules; a function made by a factory (one body for several names) passes
the factory's name variable, which this module keeps.  Statements before the ``return`` in
the ``except`` clause are the function's own and stay as written; so do keyword arguments
of ``fail`` other than the call's (``retry=``).

One more statement comes from a description: a torch function declared
``@dtype_checked(route, arrays=N)`` (``torch/_compiled.py``: its traced form tests the dtypes
of the first ``N`` arrays for the unsigned ones torch has no kernel for) opens its
``except`` clause with the same route for eager calls::

    if failed_on_unsigned(e, <the first N operands>):
        return route(<the function>, <operands>, <keyword>=<keyword>, ...)

(where the ``if`` holds more than that ``return``, its test alone is written).

The ``try`` stays inline in the function: no wrapper adds a frame on the happy path, and no
closure cell adds a guard to code Dynamo compiles.

``python -m xpagnostic._common._contract`` rewrites the statements; with ``--check`` it
only reports those that differ (exit status 1), which the test suite runs.
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from .._backends import BACKENDS

__all__ = ["Site", "expected", "main", "sites"]

#: The package root: the namespaces' modules are below it.
ROOT = Path(__file__).resolve().parent.parent
#: The packages whose modules hold namespace functions.
PACKAGES = (*BACKENDS, "_common")
#: Modules whose error paths call a ``fail`` they do not import from ``._errors``: factories
#: given the namespace's as a parameter, and the JAX module that defines its own.
FACTORY_MODULES = ("_common/_fft.py", "_common/_data_type_functions.py",
                   "_common/_elementwise_functions.py", "jax/_errors.py")
#: Lines at most this long (the project's line length).
WIDTH = 100
#: The comment of the ``except`` line: the explanation lives in this module.
COMMENT = "# the error contract (_common/_contract.py)"


@dataclass(frozen=True)
class Site:
    """One written statement (``return fail(...)``, or the unsigned route opening an
    ``except`` clause): where it stands and what it should read."""

    path: Path
    function: str
    first: int  # 1-based line of the statement
    last: int
    handler: int  # 1-based line of the ``except`` clause
    text: str  # the statement's lines as they are
    wanted: str  # as this module writes them
    handler_text: str
    handler_wanted: str


def _imports_fail(tree: ast.Module) -> bool:
    return any(isinstance(node, ast.ImportFrom) and node.module == "_errors" and node.level == 1
               and any(a.name == "fail" for a in node.names) for node in tree.body)


def _walk(node: ast.AST, outer: tuple[ast.AST, ...] = ()) -> Iterator[
        tuple[ast.FunctionDef, tuple[ast.AST, ...]]]:
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.FunctionDef):
            yield child, outer
            yield from _walk(child, (*outer, child))
        else:
            yield from _walk(child, outer)


def _own_handlers(fn: ast.FunctionDef) -> Iterator[ast.ExceptHandler]:
    """The ``except Exception as e`` clauses of ``fn`` itself (not of functions in it)."""
    stack: list[ast.AST] = list(fn.body)
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda,
                             ast.ClassDef)):
            continue
        if (isinstance(node, ast.ExceptHandler) and isinstance(node.type, ast.Name)
                and node.type.id == "Exception" and node.name):
            yield node
        stack.extend(ast.iter_child_nodes(node))


def _fail_call(stmt: ast.stmt) -> ast.Call | None:
    if (isinstance(stmt, ast.Return) and isinstance(stmt.value, ast.Call)
            and isinstance(stmt.value.func, ast.Name) and stmt.value.func.id == "fail"):
        return stmt.value
    return None


def _operands_and_keywords(args: ast.arguments) -> tuple[str | None, str | None]:
    operands = [a.arg for a in args.posonlyargs]
    keywords = [a.arg for a in (*args.args, *args.kwonlyargs)]
    star, star_star = args.vararg, args.kwarg
    if star is not None and not operands:
        ops: str | None = star.arg
    elif star is not None:
        ops = f"({', '.join(operands)}, *{star.arg})"
    elif operands:
        ops = f"({', '.join(operands)},)" if len(operands) == 1 else f"({', '.join(operands)})"
    else:
        ops = None
    items = [f'"{k}": {k}' for k in keywords]
    if star_star is not None and not items:
        kws: str | None = star_star.arg
    else:
        if star_star is not None:
            items.append(f"**{star_star.arg}")
        kws = "{" + ", ".join(items) + "}" if items else None
    return ops, kws


def _name(fn: ast.FunctionDef, outer: tuple[ast.AST, ...], call: ast.Call,
          module: str, source: str) -> str:
    if not outer and not fn.name.startswith("_"):
        prefix = {"linalg": "linalg.", "fft": "fft."}.get(module, "")
        return f'"{prefix}{fn.name}"'
    # A factory's variable, or a stand-in's public name.
    return ast.get_source_segment(source, call.args[0]) or ast.unparse(call.args[0])


def _comment(text: str) -> str:
    """The trailing comment of a statement's lines, with the spaces before it ("" if none):
    the names and keywords handed to ``fail`` hold no ``#``."""
    for line in text.splitlines():
        if "#" in line:
            code = line.split("#", 1)[0]
            return line[len(code.rstrip()):]
    return ""


def _wrapped(head: str, parts: list[str], indent: int, tail: str) -> str:
    """``head`` + ``parts`` joined by ", " + ``)`` + ``tail``, wrapped at :data:`WIDTH`:
    a continuation lines up under the opening parenthesis, or inside a dict under its
    first key; ``tail`` (a comment) ends the first line."""
    one = " " * indent + head + ", ".join(parts) + ")" + tail
    if len(one) <= WIDTH:
        return one
    hang = indent + len(head)
    pieces: list[tuple[str, bool]] = []  # (text, inside a dict)
    for i, part in enumerate(parts):
        sep = ", " if i < len(parts) - 1 else ""
        if part.startswith("{") and part.endswith("}"):
            items = part[1:-1].split(", ")
            for j, item in enumerate(items):
                text = ("{" if j == 0 else "") + item + (
                    ", " if j < len(items) - 1 else "}" + sep)
                pieces.append((text, j > 0))
        else:
            pieces.append((part + sep, False))
    lines: list[str] = []
    line = " " * indent + head
    brace = hang
    for text, inside in pieces:
        if text.startswith("{"):
            brace = len(line)
        if len(line) + len(text.rstrip()) > WIDTH - (1 if text is pieces[-1][0] else 0):
            lines.append(line.rstrip())
            line = " " * (brace + 1 if inside else hang)
        line += text
    lines.append(line.rstrip() + ")")
    # A comment stands on the first line, where mypy reads a ``type: ignore``.
    lines[0] += tail
    return "\n".join(lines)


def expected(fn: ast.FunctionDef, outer: tuple[ast.AST, ...], call: ast.Call, handler: str,
             indent: int, module: str, tail: str, source: str) -> str:
    """The statement this module writes for ``call`` in ``fn`` (``source``: the module's)."""
    ops, kws = _operands_and_keywords(fn.args)
    parts = [_name(fn, outer, call, module, source), handler, ops or "()"]
    if kws is not None:
        parts.append(kws)
    parts += [ast.get_source_segment(source, k) or ast.unparse(k) for k in call.keywords
              if k.arg is not None]
    return _wrapped("return fail(", parts, indent, tail)


def _route(fn: ast.FunctionDef) -> tuple[ast.expr, int] | None:
    """The ``route`` and array count of a ``@dtype_checked(route, arrays=N)`` decorator."""
    for dec in fn.decorator_list:
        if (isinstance(dec, ast.Call) and isinstance(dec.func, ast.Name)
                and dec.func.id == "dtype_checked" and dec.args):
            arrays = next((k.value.value for k in dec.keywords if k.arg == "arrays"
                           and isinstance(k.value, ast.Constant)), 1)
            assert isinstance(arrays, int), "dtype_checked(arrays=) takes a number"
            return dec.args[0], arrays
    return None


def _route_sites(path: Path, fn: ast.FunctionDef, handler: ast.ExceptHandler,
                 lines: list[str], source: str) -> list[Site]:
    """The eager route of a ``dtype_checked`` function, opening its ``except`` clause."""
    declared = _route(fn)
    if declared is None:
        return []
    route, arrays = declared
    first = handler.body[0]
    indent = " " * first.col_offset
    params = [a.arg for a in fn.args.posonlyargs]
    test = f"{indent}if failed_on_unsigned({handler.name}, {', '.join(params[:arrays])}):"
    parts = [fn.name, *params] + [f"{a.arg}={a.arg}" for a in (*fn.args.args,
                                                                 *fn.args.kwonlyargs)]
    name = ast.get_source_segment(source, route) or ast.unparse(route)
    wanted = [test]
    last = first.lineno
    if isinstance(first, ast.If) and len(first.body) == 1 and isinstance(first.body[0],
                                                                         ast.Return):
        ret = first.body[0]
        assert ret.end_lineno is not None
        last = ret.end_lineno
        tail = _comment("\n".join(lines[ret.lineno - 1:ret.end_lineno]))
        wanted.append(_wrapped(f"return {name}(", parts, ret.col_offset, tail))
    text = "\n".join(lines[first.lineno - 1:last])
    wanted[0] += _comment(lines[first.lineno - 1])
    htext = lines[handler.lineno - 1]
    return [Site(path, fn.name, first.lineno, last, handler.lineno, text, "\n".join(wanted),
                 htext, htext)]


def sites() -> list[Site]:
    """Every ``return fail(...)`` statement of the namespaces' modules."""
    out = []
    for package in PACKAGES:
        for path in sorted((ROOT / package).glob("*.py")):
            source = path.read_text()
            tree = ast.parse(source)
            if not _imports_fail(tree) and f"{package}/{path.name}" not in FACTORY_MODULES:
                continue
            lines = source.splitlines()
            for fn, outer in _walk(tree):
                for handler in _own_handlers(fn):
                    call = _fail_call(handler.body[-1])
                    if call is None:
                        continue
                    stmt = handler.body[-1]
                    assert stmt.end_lineno is not None
                    text = "\n".join(lines[stmt.lineno - 1:stmt.end_lineno])
                    after = _comment(text)
                    wanted = expected(fn, outer, call, handler.name or "e", stmt.col_offset,
                                      path.stem, after, source)
                    htext = lines[handler.lineno - 1]
                    hwanted = " " * handler.col_offset + f"except Exception as {handler.name}:"
                    hwanted += "  " + COMMENT
                    if len(hwanted) > WIDTH:
                        hwanted = hwanted.split("  #")[0]
                    out.append(Site(path, fn.name, stmt.lineno, stmt.end_lineno,
                                    handler.lineno, text, wanted, htext, hwanted))
                    out += _route_sites(path, fn, handler, lines, source)
    return out


def _rewrite(found: list[Site]) -> int:
    changed = 0
    by_path: dict[Path, list[Site]] = {}
    for s in found:
        by_path.setdefault(s.path, []).append(s)
    for path, group in by_path.items():
        lines = path.read_text().splitlines()
        for s in sorted(group, key=lambda s: s.first, reverse=True):
            if s.text != s.wanted:
                lines[s.first - 1:s.last] = s.wanted.splitlines()
                changed += 1
            if s.handler_text != s.handler_wanted:
                lines[s.handler - 1] = s.handler_wanted
                changed += 1
        path.write_text("\n".join(lines) + "\n")
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m xpagnostic._common._contract",
        description="Write each namespace function's error path from its signature.")
    parser.add_argument("--check", action="store_true",
                        help="report the statements that differ, change nothing")
    ns = parser.parse_args(argv)
    found = sites()
    stale = [s for s in found if s.text != s.wanted or s.handler_text != s.handler_wanted]
    if ns.check:
        for s in stale:
            rel = s.path.relative_to(ROOT.parent)
            print(f"{rel}:{s.first}: {s.function}: expected\n{s.handler_wanted}\n{s.wanted}")
        print(f"{len(found)} error paths, {len(stale)} stale")
        return 1 if stale else 0
    print(f"{len(found)} error paths, {_rewrite(found)} lines rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main())
