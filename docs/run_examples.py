"""Run every Python example of the README and the docs: ``python -m docs.run_examples``.

Usage::

    python -m docs.run_examples                      # every page, a line per example
    python -m docs.run_examples docs/autodiff.md     # some pages only
    python -m docs.run_examples --list               # what would run, with the markers read

Examples are the fenced ```` ```python ```` blocks of ``README.md``, ``CONTRIBUTING.md``,
``CHANGELOG.md`` and every Markdown page under ``docs/`` (generated and built pages
excepted), and the scripts ``docs/examples/*.py``, run as ``python docs/examples/NAME.py``
runs them.  The test ``xpagnostic-tests/project/test_docs_examples.py`` runs them all in CI.

**How a page runs.** The blocks of a page run in order in one namespace, as a reader pastes
them into one session: a later block may use what an earlier one defined.  Pages share one
process (the frameworks are imported once); a page with an ``env`` or ``own-process`` page
marker gets a process of its own, and the scripts of ``docs/examples/`` share another.  A
block that raises fails, and so does a block that cannot run for want of a name.

**Markers.** An HTML comment (invisible on GitHub and on the site) tells the runner what a
block needs.  A *block marker* stands right before the block's fence, blank lines allowed::

    <!-- example
    backends: torch jax tensorflow
    given: x = xp.asarray([[1.0, 2.0], [3.0, 4.0]])
    given: w = xp.asarray([0.5, -0.5])
    check: assert float(value) == 1.25
    -->

Each key is optional and the single-line form works too (``<!-- example skip: why -->``):

``backends: NAMES``
    The block runs once per backend named (keys of the backend table), as if the page were
    read once per backend: each run sees the page's names and what earlier blocks defined
    in runs on the same backend; what it defines reaches later blocks run on that backend
    only.  A backend that is not installed is skipped with that reason.
``given: STATEMENTS``
    Values the block uses without showing how they were made (placeholders such as
    ``torch_tensor`` or ``w``).  The statements run in a scratch namespace holding ``xp``,
    the namespace of the run's backend when ``backends`` is given; only the names they
    assign reach the block (imports made for them do not).  May repeat.
``check: STATEMENTS``
    Assertions run after the block in its namespace, for the results its comments state
    (``# tensor(5.)``).  May repeat.
``raises: EXCEPTION[: REGEX]``
    The block's last statement shows an error on purpose: it must raise ``EXCEPTION`` (a
    built-in name or a dotted path), with a message matching ``REGEX`` if given.  The
    ``check`` statements then run.
``skip: REASON``
    The block is not run; the reason is reported with the results.

A *page marker* anywhere outside the blocks, ``<!-- examples ... -->``, takes
``env: NAME=VALUE`` (set before the page's process starts; may repeat) and
``own-process: REASON`` (a process of its own, for a page that sets up a process-wide state,
such as an environment variable read at a framework's import).
"""

from __future__ import annotations

import argparse
import ast
import builtins
import contextlib
import importlib
import io
import json
import linecache
import os
import re
import runpy
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script
    sys.path.insert(0, str(ROOT))

#: Info strings of fences whose content is Python to run.
PYTHON = frozenset({"python", "py", "python3", "py3"})
#: Info strings of interactive sessions: not run, so not allowed (write a plain block).
INTERACTIVE = frozenset({"pycon", "doctest", "ipython", ">>>"})
#: Folders of docs/ that hold no hand-written page: the build and the pages generated into it.
NOT_PAGES = frozenset({"_build", "_generated"})
#: Seconds a process of pages may take before its unfinished examples fail.
TIMEOUT = 600.0

_FENCE = re.compile(r"^(?P<indent> {0,3})(?P<fence>`{3,}|~{3,})\s*(?P<info>[^`]*?)\s*$")
_COMMENT = re.compile(r"<!--(?P<body>.*?)-->", re.S)
_BLOCK_KEYS = ("backends", "given", "check", "raises", "skip")
_PAGE_KEYS = ("env", "own-process")


@dataclass(frozen=True)
class Example:
    """One block of a page (or one script of ``docs/examples``) and what its marker says."""

    page: str
    line: int
    code: str
    backends: tuple[str, ...] = ()
    given: str = ""
    check: str = ""
    raises: str = ""
    skip: str = ""
    #: Why the marker or the block cannot be read; the example then fails with it.
    error: str = ""
    script: bool = False

    @property
    def runs(self) -> tuple[str | None, ...]:
        """The backend of each run (None: one run, no backend bound)."""
        return self.backends or (None,)

    def ident(self, backend: str | None) -> str:
        return f"{self.page}:{self.line}" + (f"[{backend}]" if backend else "")


@dataclass(frozen=True)
class Page:
    path: str
    examples: tuple[Example, ...]
    env: dict[str, str] = field(default_factory=dict)
    own_process: str = ""
    error: str = ""


@dataclass
class Result:
    ident: str
    outcome: str  # "passed", "failed" or "skipped"
    detail: str = ""
    seconds: float = 0.0


# --------------------------------------------------------------------------- reading pages


def page_paths() -> list[Path]:
    """Every file whose examples run: the top-level pages, docs/ and docs/examples/*.py."""
    top = [ROOT / name for name in ("README.md", "CONTRIBUTING.md", "CHANGELOG.md")]
    docs = sorted(p for p in (ROOT / "docs").rglob("*.md")
                  if not NOT_PAGES & set(p.relative_to(ROOT / "docs").parts))
    scripts = sorted((ROOT / "docs" / "examples").glob("*.py"))
    return [p for p in top if p.is_file()] + docs + scripts


def _relative(path: Path) -> str:
    try:
        return path.resolve().relative_to(ROOT).as_posix()
    except ValueError:
        return str(path)


def _fields(body: str, keys: Sequence[str]) -> tuple[dict[str, list[str]], str]:
    """``key: value`` lines of a marker's body; an error message for anything else."""
    found: dict[str, list[str]] = {}
    for raw in body.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        key, sep, value = line.partition(":")
        key = key.strip()
        if not sep or key not in keys:
            return found, (f"cannot read marker line {line!r}: expected `KEY: VALUE` with KEY "
                           f"one of {', '.join(keys)}")
        found.setdefault(key, []).append(value.strip())
    return found, ""


def _marker_before(lines: list[str], fence_index: int) -> tuple[str, int] | None:
    """The body of the ``<!-- example ... -->`` comment ending right before a fence."""
    i = fence_index - 1
    while i >= 0 and not lines[i].strip():
        i -= 1
    if i < 0 or not lines[i].rstrip().endswith("-->"):
        return None
    end = i
    while i >= 0 and "<!--" not in lines[i]:
        i -= 1
    if i < 0:
        return None
    text = "\n".join(lines[i:end + 1]).strip()
    match = re.fullmatch(r"<!--\s*example\b:?(?P<body>.*?)-->", text, re.S)
    return (match.group("body"), i + 1) if match else None


def _block_example(page: str, line: int, code: str, marker: str | None) -> Example:
    if marker is None:
        return Example(page, line, code)
    fields, error = _fields(marker, _BLOCK_KEYS)
    if error:
        return Example(page, line, code, error=error)
    backends = tuple(" ".join(fields.get("backends", [])).replace(",", " ").split())
    known = _backend_names()
    unknown = [b for b in backends if b not in known]
    if unknown:
        return Example(page, line, code, error=f"unknown backend(s) {unknown} in the marker; "
                       f"the backends are {', '.join(known)}")
    for key in ("raises", "skip"):
        if len(fields.get(key, [])) > 1:
            return Example(page, line, code, error=f"the marker gives `{key}` twice")
    given = "\n".join(fields.get("given", []))
    check = "\n".join(fields.get("check", []))
    for key, text in (("given", given), ("check", check)):
        try:
            ast.parse(text)
        except SyntaxError as exc:
            return Example(page, line, code, error=f"`{key}` is not Python: {exc}")
    return Example(page, line, code, backends=backends, given=given, check=check,
                   raises=(fields.get("raises") or [""])[0],
                   skip=(fields.get("skip") or [""])[0])


def read_page(path: Path) -> Page:
    """A page's examples and page marker (a script of docs/examples is one example)."""
    rel = _relative(path)
    text = path.read_text()
    if path.suffix == ".py":
        return Page(rel, (Example(rel, 1, text, script=True),), own_process="")
    lines = text.splitlines()
    examples: list[Example] = []
    outside: list[str] = []  # the page without its fenced blocks, for page markers
    i = 0
    while i < len(lines):
        opening = _FENCE.match(lines[i])
        if not opening:
            outside.append(lines[i])
            i += 1
            continue
        fence, info = opening.group("fence"), opening.group("info")
        indent = len(opening.group("indent"))
        j = i + 1
        while j < len(lines):
            closing = _FENCE.match(lines[j])
            if (closing and closing.group("fence")[0] == fence[0]
                    and len(closing.group("fence")) >= len(fence) and not closing.group("info")):
                break
            j += 1
        # CommonMark: up to the opening fence's indentation is removed from each line.
        body = "\n".join(line[min(indent, len(line) - len(line.lstrip(" "))):]
                         for line in lines[i + 1:j])
        language = info.split()[0].lower() if info else ""
        if language.startswith("{") and len(info.split()) > 1:  # MyST: ```{code-block} python
            language = info.split()[1].lower()
        marker = _marker_before(lines, i)
        if language in PYTHON:
            examples.append(_block_example(rel, i + 2, body + "\n",
                                           None if marker is None else marker[0]))
        elif language in INTERACTIVE:
            examples.append(Example(rel, i + 2, body, error=f"a `{language}` block is not run: "
                                    "write it as a plain ```python block"))
        elif marker is not None:
            examples.append(Example(rel, marker[1], body, error="an example marker stands "
                                    f"before a block that is not Python (`{info}`)"))
        i = j + 1
    env: dict[str, str] = {}
    own = ""
    for comment in _COMMENT.finditer("\n".join(outside)):
        match = re.fullmatch(r"\s*examples\b:?(?P<body>.*)", comment.group("body"), re.S)
        if not match:
            continue
        fields, error = _fields(match.group("body"), _PAGE_KEYS)
        if error:
            return Page(rel, tuple(examples), error=f"page marker: {error}")
        for item in fields.get("env", []):
            name, sep, value = item.partition("=")
            if not sep or not name.strip():
                return Page(rel, tuple(examples), error=f"page marker: env {item!r} is not "
                            "NAME=VALUE")
            env[name.strip()] = value.strip()
        own = "; ".join(fields.get("own-process", [])) or own
    return Page(rel, tuple(examples), env=env, own_process=own)


def collect(paths: Iterable[Path] | None = None) -> list[Page]:
    """The pages (default: every page) with their examples; pages without one are left out."""
    pages = [read_page(p) for p in (page_paths() if paths is None else paths)]
    return [p for p in pages if p.examples or p.error]


# --------------------------------------------------------------------------- running (child)


def _backend_names() -> tuple[str, ...]:
    import xpagnostic

    return tuple(b.name for b in xpagnostic.backends())


def _exception_class(name: str) -> type[BaseException]:
    """A built-in exception by name, or one by dotted path (``jax.errors.X``): the longest
    importable module prefix, then attributes."""
    found: Any = getattr(builtins, name, None)
    parts = name.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        if found is not None:
            break
        try:
            found = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for part in parts[cut:]:
            found = getattr(found, part, None)
    if not (isinstance(found, type) and issubclass(found, BaseException)):
        raise ValueError(f"`raises: {name}` names no exception class")
    return found


def _compiled(code: str, page: str, line: int, raises: bool) -> tuple[Any, Any]:
    """The block as (everything, None) or, with ``raises``, (all but the last, the last)."""
    tree = ast.parse("\n" * (line - 1) + code, filename=page)
    if not raises:
        return compile(tree, page, "exec"), None
    if not tree.body:
        raise ValueError("a block marked `raises` has no statement")
    head = ast.Module(body=tree.body[:-1], type_ignores=[])
    last = ast.Module(body=tree.body[-1:], type_ignores=[])
    return compile(head, page, "exec"), compile(last, page, "exec")


def _given(example: Example, backend: str | None) -> dict[str, Any]:
    """The names the marker's ``given`` assigns, evaluated with ``xp`` of the backend."""
    scratch: dict[str, Any] = {"__name__": "__given__"}
    if backend is not None:
        import xpagnostic

        row = {b.name: b for b in xpagnostic.backends()}[backend]
        scratch["xp"] = importlib.import_module(row.namespace)
    exec(_source(example.given, f"{example.page} (given)"), scratch)
    names: list[str] = []
    for node in ast.parse(example.given).body:
        targets = node.targets if isinstance(node, ast.Assign) else (
            [node.target] if isinstance(node, (ast.AnnAssign, ast.AugAssign)) else [])
        for target in targets:
            names += [n.id for n in ast.walk(target) if isinstance(n, ast.Name)]
    return {n: scratch[n] for n in names}


def _source(code: str, filename: str) -> Any:
    """``code`` compiled under ``filename``, its lines kept for tracebacks."""
    linecache.cache[filename] = (len(code), None, code.splitlines(True), filename)
    return compile(code, filename, "exec")


def _short_traceback(exc: BaseException, page: str) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    mine = [f for f in frames if f.filename.startswith(page)]
    lines = traceback.format_list(mine) if mine else []
    return "".join(lines) + "".join(traceback.format_exception_only(type(exc), exc))


def run_example(example: Example, backend: str | None, namespace: dict[str, Any]) -> Result:
    """Run one example in ``namespace`` (or a copy of it, for a run per backend)."""
    ident = example.ident(backend)
    if example.error:
        return Result(ident, "failed", example.error)
    if example.skip:
        return Result(ident, "skipped", example.skip)
    if backend is not None:
        import xpagnostic

        if not {b.name: b for b in xpagnostic.backends()}[backend].installed:
            return Result(ident, "skipped", f"{backend} is not installed")
    out = io.StringIO()
    start = time.perf_counter()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            if example.script:
                # As `python docs/examples/NAME.py` does: the script's folder comes first on
                # sys.path, so it imports its neighbours.
                folder = str((ROOT / example.page).parent)
                sys.path.insert(0, folder)
                try:
                    runpy.run_path(str(ROOT / example.page), run_name="__main__")
                finally:
                    sys.path.remove(folder)
                return Result(ident, "passed", seconds=time.perf_counter() - start)
            expected = _exception_class(example.raises.split(":", 1)[0].strip()) \
                if example.raises else None
            head, last = _compiled(example.code, example.page, example.line, bool(expected))
            if example.given:
                namespace.update(_given(example, backend))
            exec(head, namespace)
            if last is not None and expected is not None:
                try:
                    exec(last, namespace)
                except expected as exc:
                    pattern = example.raises.partition(":")[2].strip()
                    if pattern and not re.search(pattern, str(exc)):
                        return Result(ident, "failed", f"raised {type(exc).__name__} as "
                                      f"marked, but its message {str(exc)!r} does not match "
                                      f"{pattern!r}", time.perf_counter() - start)
                else:
                    return Result(ident, "failed", f"the last statement is marked "
                                  f"`raises: {example.raises}` but raised nothing",
                                  time.perf_counter() - start)
            if example.check:
                exec(_source(example.check, f"{example.page} (check)"), namespace)
    except BaseException as exc:  # report every failure, SystemExit and KeyboardInterrupt too
        if isinstance(exc, KeyboardInterrupt):
            raise
        printed = out.getvalue().strip()
        detail = _short_traceback(exc, example.page)
        if printed:
            detail += "\noutput of the example (end):\n" + printed[-2000:]
        return Result(ident, "failed", detail, time.perf_counter() - start)
    return Result(ident, "passed", seconds=time.perf_counter() - start)


class _PageState:
    """The namespaces of one page's run: the page's own, and one per backend that holds
    what the blocks run per backend defined (the page's names showing through)."""

    def __init__(self, page: Page) -> None:
        self.page: dict[str, Any] = {"__name__": "__main__",
                                     "__file__": str(ROOT / page.path)}
        self.backends: dict[str, dict[str, Any]] = {}

    def run(self, example: Example, backend: str | None) -> Result:
        if backend is None:
            return run_example(example, None, self.page)
        namespace = {**self.page, **self.backends.get(backend, {})}
        result = run_example(example, backend, namespace)
        self.backends[backend] = {k: v for k, v in namespace.items()
                                  if k not in self.page or self.page[k] is not v}
        return result


def run_page(page: Page) -> list[Result]:
    """Every example of one page, in order (this process)."""
    if page.error:
        return [Result(ex.ident(b), "failed", page.error) for ex in page.examples
                for b in ex.runs]
    state = _PageState(page)
    return [state.run(ex, b) for ex in page.examples for b in ex.runs]


def _child(out: Path, paths: list[str]) -> int:
    """Run pages in this process, one JSON line per result appended to ``out`` (and one
    before each example starts, so that the parent can tell where a crash happened)."""
    with out.open("a") as sink:

        def record(line: dict[str, Any]) -> None:
            sink.write(json.dumps(line) + "\n")
            sink.flush()

        for path in paths:
            page = read_page(ROOT / path)
            if page.error:
                for result in run_page(page):
                    record(vars(result))
                continue
            state = _PageState(page)
            for ex in page.examples:
                for backend in ex.runs:
                    record({"started": ex.ident(backend)})
                    record(vars(state.run(ex, backend)))
    return 0


# --------------------------------------------------------------------------- running (parent)


@dataclass
class _Group:
    name: str
    pages: list[Page]
    env: dict[str, str] = field(default_factory=dict)

    def idents(self) -> list[str]:
        return [ex.ident(b) for p in self.pages for ex in p.examples for b in ex.runs]


def groups(pages: Sequence[Page]) -> list[_Group]:
    """Pages by process: a shared one, the scripts' one, and one per page that asks."""
    shared = _Group("pages", [])
    scripts = _Group("docs/examples scripts", [])
    own: list[_Group] = []
    for page in pages:
        if page.examples and page.examples[0].script:
            scripts.pages.append(page)
        elif page.env or page.own_process:
            own.append(_Group(page.path, [page], dict(page.env)))
        else:
            shared.pages.append(page)
    # The longest first, so that the processes share the cores well.
    return [g for g in (scripts, shared, *own) if g.pages]


def _run_group(group: _Group, timeout: float) -> list[Result]:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "results.jsonl"
        err = Path(tmp) / "stderr.txt"
        env = {**os.environ, **group.env}
        env["PYTHONPATH"] = os.pathsep.join(
            [str(ROOT), *filter(None, [env.get("PYTHONPATH")])])
        cmd = [sys.executable, "-m", "docs.run_examples", "--child", str(out),
               *[p.path for p in group.pages]]
        problem = ""
        with err.open("w") as stderr:
            try:
                proc = subprocess.run(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                                      stderr=stderr, timeout=timeout, check=False)
                if proc.returncode:
                    problem = f"the process of {group.name} exited with status {proc.returncode}"
            except subprocess.TimeoutExpired:
                problem = f"the process of {group.name} ran past its {timeout:.0f} s"
        found: dict[str, Result] = {}
        started = ""
        if out.exists():
            for line in out.read_text().splitlines():
                record = json.loads(line)
                if "started" in record:
                    started = record["started"]
                else:
                    found[record["ident"]] = Result(**record)
        tail = err.read_text(errors="replace").strip()[-3000:]
    results = []
    for ident in group.idents():
        if ident in found:
            results.append(found[ident])
            continue
        why = problem or f"the process of {group.name} gave no result"
        where = "while running it" if ident == started else "before it ran"
        results.append(Result(ident, "failed", f"{why} {where}; its stderr (end):\n{tail}"))
    return results


def run(pages: Sequence[Page], jobs: int | None = None, timeout: float = TIMEOUT
        ) -> list[Result]:
    """Every example of ``pages``, each process group in a subprocess, ``jobs`` at a time."""
    todo = groups(pages)
    jobs = jobs or min(len(todo), os.cpu_count() or 1) or 1
    with ThreadPoolExecutor(jobs) as pool:
        return [r for rs in pool.map(lambda g: _run_group(g, timeout), todo) for r in rs]


# --------------------------------------------------------------------------- command line


def _describe(example: Example) -> str:
    parts = []
    if example.script:
        parts.append("script")
    if example.backends:
        parts.append("backends: " + " ".join(example.backends))
    if example.given:
        parts.append("given")
    if example.check:
        parts.append("check")
    if example.raises:
        parts.append(f"raises: {example.raises}")
    if example.skip:
        parts.append(f"skip: {example.skip}")
    if example.error:
        parts.append(f"ERROR: {example.error}")
    return f"{example.page}:{example.line}" + (f"  ({'; '.join(parts)})" if parts else "")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m docs.run_examples", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pages", nargs="*", type=Path, help="pages to run (default: every one)")
    parser.add_argument("--list", action="store_true", help="list the examples, run nothing")
    parser.add_argument("--jobs", type=int, help="processes at a time (default: the cores)")
    parser.add_argument("--timeout", type=float, default=TIMEOUT,
                        help="seconds per process (default %(default)s)")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        return _child(args.child, [str(p) for p in args.pages])
    pages = collect([p.resolve() for p in args.pages] or None)
    if args.list:
        for page in pages:
            print(page.path + (f"  (page marker ERROR: {page.error})" if page.error else "")
                  + (f"  (env: {page.env})" if page.env else "")
                  + (f"  (own process: {page.own_process})" if page.own_process else ""))
            for ex in page.examples:
                print("  " + _describe(ex))
        return 0
    start = time.monotonic()
    results = run(pages, args.jobs, args.timeout)
    for r in results:
        print(f"{r.outcome:8s} {r.ident}  {r.seconds:.1f} s"
              + (f"  ({r.detail})" if r.outcome == "skipped" else ""))
        if r.outcome == "failed":
            print("  " + r.detail.replace("\n", "\n  "))
    counts = {o: sum(r.outcome == o for r in results) for o in ("passed", "failed", "skipped")}
    print(f"docs examples: {counts['passed']} passed, {counts['failed']} failed, "
          f"{counts['skipped']} skipped in {time.monotonic() - start:.0f} s")
    return 1 if counts["failed"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
