"""Write ``xpagnostic/_common/_standard.py``: the standard's public names, read from its stubs.

Usage::

    python -m conformance.standard_names [--suite DIR] [--check]

The stubs of the pinned specification (inside the array-api-tests checkout, see
:func:`conformance.runner.locate_suite`) list each chapter's names in ``__all__``; this
script collects them (namespace functions and constants, ``linalg``, ``fft`` and the
inspection methods) and writes them as frozensets, with each function's parameters
(names, defaults and the ``/`` and ``*`` markers, which the error contract names a failed
call's arguments by).  ``--check`` compares instead of writing and exits 1 on a
difference.
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

from conformance.runner import API_VERSION, ROOT, locate_suite

OUTPUT = ROOT / "xpagnostic" / "_common" / "_standard.py"

#: Stub modules that are not chapters of namespace functions: the array object's methods,
#: the dtype object's ``__eq__``, the typing helpers, and the two extensions and the
#: inspection API, which are collected separately.
_NOT_NAMESPACE = frozenset({"_types.py", "array_object.py", "data_types.py", "linalg.py",
                            "fft.py", "info.py", "__init__.py"})


def _all_of(path: Path) -> list[str]:
    """The names ``__all__`` lists, with every public function the module defines: the
    2025.12 ``linalg`` stub defines ``eig`` and ``eigvals`` without listing them."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    listed: list[str] | None = None
    defined = []
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets
        ):
            listed = list(ast.literal_eval(node.value))
        elif isinstance(node, ast.FunctionDef) and not node.name.startswith("_"):
            defined.append(node.name)
    if listed is None:
        raise SystemExit(f"standard_names: {path} has no __all__")
    return listed + [n for n in defined if n not in listed]


def collect(stubs: Path) -> dict[str, list[str]]:
    """Names by group, each sorted."""
    namespace: set[str] = set()
    for path in sorted(stubs.glob("*.py")):
        if path.name not in _NOT_NAMESPACE:
            namespace.update(_all_of(path))
    info = _all_of(stubs / "info.py")
    return {
        "FUNCTIONS_AND_CONSTANTS": sorted(namespace),
        "LINALG": sorted(_all_of(stubs / "linalg.py")),
        "FFT": sorted(_all_of(stubs / "fft.py")),
        "INFO_METHODS": sorted(n for n in info if n != "__array_namespace_info__"),
    }


def _parameters_of(node: ast.FunctionDef) -> str:
    """The parameter list of a stub function without annotations: ``x, /, *, axis=None``."""
    a = node.args
    parts: list[str] = []
    positional = [*a.posonlyargs, *a.args]
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(a.defaults))
    defaults += list(a.defaults)
    for i, (arg, default) in enumerate(zip(positional, defaults)):
        parts.append(arg.arg if default is None else f"{arg.arg}={ast.unparse(default)}")
        if i == len(a.posonlyargs) - 1:
            parts.append("/")
    if a.vararg is not None:
        parts.append(f"*{a.vararg.arg}")
    elif a.kwonlyargs:
        parts.append("*")
    for arg, kw_default in zip(a.kwonlyargs, a.kw_defaults):
        parts.append(arg.arg if kw_default is None else f"{arg.arg}={ast.unparse(kw_default)}")
    if a.kwarg is not None:
        parts.append(f"**{a.kwarg.arg}")
    return ", ".join(parts)


def parameters(stubs: Path) -> dict[str, str]:
    """Each function's parameter list, by its path (``sum``, ``linalg.cross``)."""
    out: dict[str, str] = {}
    for path in sorted(stubs.glob("*.py")):
        if path.name in _NOT_NAMESPACE - {"linalg.py", "fft.py"}:
            continue
        prefix = f"{path.stem}." if path.name in ("linalg.py", "fft.py") else ""
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef) and not node.name.startswith("_"):
                out[prefix + node.name] = _parameters_of(node)
    return dict(sorted(out.items()))


def render(groups: dict[str, list[str]], params: dict[str, str] | None = None) -> str:
    lines = [
        f'"""Public names of the array API standard {API_VERSION}, read from its stubs.',
        "",
        "Written by ``python -m conformance.standard_names``; do not edit by hand.  The dtype",
        "names live in :mod:`xpagnostic._common._dtypes`.",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        "from collections.abc import Mapping",
        "from typing import Final",
        "",
        f'API_VERSION: Final = "{API_VERSION}"',
    ]
    docs = {
        "FUNCTIONS_AND_CONSTANTS": "Functions and constants of the main namespace.",
        "LINALG": "Functions of the ``linalg`` extension.",
        "FFT": "Functions of the ``fft`` extension.",
        "INFO_METHODS": "Methods of the object ``__array_namespace_info__()`` returns.",
    }
    for key, names in groups.items():
        lines += ["", f"#: {docs[key]}", f"{key}: Final = frozenset({{"]
        line = "   "
        for name in names:
            item = f' "{name}",'
            if len(line) + len(item) > 96:
                lines.append(line)
                line = "   "
            line += item
        lines += [line, "})"]
    if params:
        lines += ["",
                  "#: Each function's parameters, as its stub lists them (without annotations).",
                  "PARAMETERS: Final[Mapping[str, str]] = {"]
        for name, text in params.items():
            item = f'    "{name}": "{text}",'
            if len(item) > 100:
                head = f'    "{name}": ('
                lines.append(head)
                chunk = ""
                for piece in text.split(", "):
                    add = piece + ", "
                    if len(chunk) + len(add) > 80:
                        lines.append(f'        "{chunk}"')
                        chunk = ""
                    chunk += add
                lines.append(f'        "{chunk[:-2]}"),')
            else:
                lines.append(item)
        lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m conformance.standard_names")
    parser.add_argument("--suite", help="array-api-tests checkout (or set ARRAY_API_TESTS_DIR)")
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args(argv)
    suite = locate_suite(args.suite)
    if suite is None:
        print("standard_names: no array-api-tests checkout found; pass --suite",
              file=sys.stderr)
        return 2
    stubs = (suite / "array-api" / "src" / "array_api_stubs"
             / f"_{API_VERSION.replace('.', '_')}")
    text = render(collect(stubs), parameters(stubs))
    if args.check:
        if OUTPUT.read_text(encoding="utf-8") != text:
            print(f"standard_names: {OUTPUT.relative_to(ROOT)} differs from the stubs",
                  file=sys.stderr)
            return 1
        return 0
    OUTPUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUTPUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
