"""No import circle inside the package, including those a function-level import would hide.

Every module of ``xpagnostic`` is parsed with :mod:`ast`; each ``import`` and
``from ... import`` naming a module of the package is an edge, wherever it stands (module
level or inside a function).  Imports under ``if TYPE_CHECKING:`` are annotations only and
run never, so they are left out.  A package's ``__init__`` is the node of the package
itself; importing ``a.b`` is an edge to ``a.b`` only (Python initialises the parent
packages first, which is no circle of ours).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import xpagnostic

ROOT = Path(xpagnostic.__file__).parent
PACKAGE = "xpagnostic"

def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {_module_name(p): p for p in sorted(ROOT.rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def _imports(node: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import statement under ``node``, skipping ``if TYPE_CHECKING:`` bodies."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, (ast.Import, ast.ImportFrom)):
            yield child
        elif isinstance(child, ast.If) and _is_type_checking(child.test):
            for other in child.orelse:
                yield from _imports(other)
        else:
            yield from _imports(child)


def _targets(module: str, stmt: ast.Import | ast.ImportFrom) -> Iterator[str]:
    """The package's modules ``stmt`` (in ``module``) imports."""
    if isinstance(stmt, ast.Import):
        for alias in stmt.names:
            if alias.name in MODULES:
                yield alias.name
        return
    if stmt.level:
        is_package = MODULES[module].name == "__init__.py"
        base = module.split(".")
        base = base[: len(base) - stmt.level + (1 if is_package else 0)]
        source = ".".join(base + ([stmt.module] if stmt.module else []))
    else:
        source = stmt.module or ""
    if not source.startswith(PACKAGE):
        return
    for alias in stmt.names:
        sub = f"{source}.{alias.name}"
        if sub in MODULES:
            yield sub  # ``from . import x`` / ``from .x import y`` where y is a module
        elif source in MODULES:
            yield source


def import_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {name: set() for name in MODULES}
    for name, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for stmt in _imports(tree):
            for target in _targets(name, stmt):
                if target != name:
                    graph[name].add(target)
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One circle of ``graph`` as a path ``[a, b, ..., a]``, or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt):], nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        path.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_graph_sees_the_package() -> None:
    graph = import_graph()
    # Module-level and function-level imports both count.
    assert "xpagnostic._facade._core" in graph["xpagnostic.tensor"]
    assert "xpagnostic.tensorflow._facade_index" in graph["xpagnostic.tensorflow._facade"]
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_cycle() -> None:
    cycle = find_cycle(import_graph())
    assert cycle is None, "import circle: " + " -> ".join(cycle or [])


def test_get_namespace_names_no_upper_layer() -> None:
    # Checkers read get_namespace's overloads from the generated protocols' stub: its module
    # imports the backend table and the tracing support only, under TYPE_CHECKING too.
    module = "xpagnostic._namespace"
    tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
    targets = {target for stmt in ast.walk(tree) if isinstance(stmt, (ast.Import, ast.ImportFrom))
               for target in _targets(module, stmt)}
    assert targets == {"xpagnostic._backends", "xpagnostic._tracing"}
