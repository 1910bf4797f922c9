"""Every Python example of the README and the docs runs, on every backend it claims.

``docs/run_examples.py`` finds the ```` ```python ```` blocks of the pages and the scripts of
``docs/examples/``, reads the markers that say what a block needs (``backends``, ``given``,
``check``, ``raises``, ``skip``; see its docstring) and runs them, a page's blocks in order in
one namespace.  Here each example (and each backend of a block marked ``backends``) is a
test of its own; the examples themselves run once for the module, in a few subprocesses, so
that the frameworks are imported once per process.  The second half tests the runner: a
block that cannot run fails, markers are obeyed, and a crash is reported.
"""

from __future__ import annotations

import re
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from docs import run_examples as rx  # noqa: E402

PAGES = rx.collect()
#: Example id (``page:line[backend]``) -> its page.
PAGE_OF = {ex.ident(b): page for page in PAGES for ex in page.examples for b in ex.runs}


@pytest.fixture(scope="module")
def outcomes(request: pytest.FixtureRequest) -> dict[str, rx.Result]:
    """Run the pages of the selected examples (all of them in a full run), once."""
    wanted = {item.callspec.params["ident"] for item in request.session.items
              if getattr(item, "module", None) is request.module
              and getattr(item, "originalname", "") == "test_example"}
    pages = [p for p in PAGES if any(PAGE_OF[i] is p for i in wanted)]
    return {r.ident: r for r in rx.run(pages)}


@pytest.mark.parametrize("ident", list(PAGE_OF))
def test_example(ident: str, outcomes: dict[str, rx.Result]) -> None:
    result = outcomes[ident]
    if result.outcome == "skipped":
        pytest.skip(result.detail)
    assert result.outcome == "passed", f"{ident}:\n{result.detail}"


def test_every_page_with_python_is_collected() -> None:
    """Each ```python fence of README, CONTRIBUTING, CHANGELOG and docs/ is an example."""
    found = {p.path: len(p.examples) for p in PAGES}
    for path in rx.page_paths():
        if path.suffix != ".md":
            continue
        fences = len(re.findall(r"^ {0,3}```\s*python\s*$", path.read_text(), re.M))
        rel = path.relative_to(ROOT).as_posix()
        assert found.get(rel, 0) == fences, rel
    assert {p.path for p in PAGES} >= {"README.md", "docs/autodiff.md", "docs/facade.md",
                                       "docs/examples/newton_hvp.py"}
    assert not [p.path for p in PAGES if p.error] + [
        ex.ident(None) for p in PAGES for ex in p.examples if ex.error]


def test_skipped_examples_say_why() -> None:
    for page in PAGES:
        for ex in page.examples:
            if ex.skip:
                assert len(ex.skip.split()) >= 3, ex.ident(None)


# --------------------------------------------------------------------------- the runner


def _page(tmp_path: Path, text: str, name: str = "page.md") -> rx.Page:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return rx.read_page(path)


def _outcomes(page: rx.Page) -> list[tuple[str, str]]:
    return [(r.outcome, r.detail) for r in rx.run_page(page)]


def test_a_block_that_cannot_run_fails(tmp_path: Path) -> None:
    page = _page(tmp_path, """
        ```python
        value = 1 + 1
        ```

        ```python
        norm(torch_tensor)          # a placeholder nobody defined
        ```
    """)
    (first, _), (second, why) = _outcomes(page)
    assert first == "passed"
    assert second == "failed" and "NameError" in why and "norm(torch_tensor)" in why


def test_blocks_of_a_page_share_one_namespace(tmp_path: Path) -> None:
    page = _page(tmp_path, """
        ```python
        def double(v):
            return 2 * v
        ```

        Prose between the blocks.

        ```py
        assert double(21) == 42
        ```
    """)
    assert [o for o, _ in _outcomes(page)] == ["passed", "passed"]


def test_given_binds_only_the_names_it_assigns(tmp_path: Path) -> None:
    page = _page(tmp_path, """
        <!-- example
        given: import math
        given: radius = math.pi / math.pi
        -->

        ```python
        assert radius == 1.0
        ```

        <!-- example given: import math; unused = 0 -->
        ```python
        math.sqrt(4.0)              # math was imported for `given` only
        ```
    """)
    (first, _), (second, why) = _outcomes(page)
    assert first == "passed"
    assert second == "failed" and "name 'math' is not defined" in why


def test_backends_run_once_each_with_their_namespace(tmp_path: Path) -> None:
    page = _page(tmp_path, """
        <!-- example
        backends: numpy dask
        given: x = xp.asarray([1.0, 2.0])
        check: import xpagnostic
        check: assert xpagnostic.backend_of(y) == backend_name
        -->

        ```python
        import xpagnostic
        y = xpagnostic.get_namespace(x).multiply(x, 2.0)
        backend_name = xpagnostic.backend_of(x)
        ```

        <!-- example
        backends: numpy dask
        -->

        ```python
        assert float(y[1]) == 4.0   # defined by the run of the same backend above
        ```

        ```python
        y                           # the page's own namespace has no y
        ```
    """)
    got = rx.run_page(page)
    first, second, third = page.examples
    assert [(r.ident, r.outcome) for r in got] == [
        (first.ident("numpy"), "passed"), (first.ident("dask"), "passed"),
        (second.ident("numpy"), "passed"), (second.ident("dask"), "passed"),
        (third.ident(None), "failed")]
    assert "name 'y' is not defined" in got[-1].detail


def test_raises_is_asserted(tmp_path: Path) -> None:
    page = _page(tmp_path, """
        <!-- example raises: ZeroDivisionError: division by zero -->
        ```python
        1 / 0
        ```

        <!-- example raises: ValueError -->
        ```python
        1 / 0
        ```

        <!-- example raises: ZeroDivisionError -->
        ```python
        1 / 1
        ```

        <!-- example raises: ZeroDivisionError: modulo -->
        ```python
        1 / 0
        ```

        <!-- example raises: ZeroDivisionError -->
        ```python
        1 / 0                       # not the last statement: an error
        ok = True
        ```
    """)
    got = _outcomes(page)
    assert [o for o, _ in got] == ["passed", "failed", "failed", "failed", "failed"]
    assert "ZeroDivisionError" in got[1][1]
    assert "raised nothing" in got[2][1]
    assert "does not match 'modulo'" in got[3][1]


def test_check_and_skip(tmp_path: Path) -> None:
    page = _page(tmp_path, """
        <!-- example
        check: assert answer == 41
        -->
        ```python
        answer = 42
        ```

        <!-- example skip: needs a scheduler at tcp://scheduler-address:8786 -->
        ```python
        raise RuntimeError("never run")
        ```
    """)
    (first, why), (second, reason) = _outcomes(page)
    assert first == "failed" and "assert answer == 41" in why
    assert (second, reason) == ("skipped", "needs a scheduler at tcp://scheduler-address:8786")


def test_markers_that_cannot_be_read_fail(tmp_path: Path) -> None:
    page = _page(tmp_path, """
        <!-- example backend: numpy -->
        ```python
        pass
        ```

        <!-- example backends: cupy -->
        ```python
        pass
        ```

        <!-- example skip: no reason needed -->
        ```bash
        echo a marker before a shell block
        ```

        ```pycon
        >>> 1 + 1
        2
        ```

        <!-- example given: x = -->
        ```python
        pass
        ```
    """)
    got = _outcomes(page)
    assert [o for o, _ in got] == ["failed"] * 5
    assert "cannot read marker line 'backend: numpy'" in got[0][1]
    assert "unknown backend(s) ['cupy']" in got[1][1]
    assert "not Python (`bash`)" in got[2][1]
    assert "plain ```python block" in got[3][1]
    assert "`given` is not Python" in got[4][1]


def test_fences_are_read_as_commonmark_reads_them(tmp_path: Path) -> None:
    page = _page(tmp_path, """
        ````markdown
        ```python
        shown as Markdown source, not run
        ```
        ````

        ~~~python
        tilde = True
        ~~~

          ```python
          indented = True
          ```

        ```{code-block} python
        directive = True
        ```
    """)
    assert [ex.code for ex in page.examples] == ["tilde = True\n", "indented = True\n",
                                                 "directive = True\n"]


def test_page_markers_and_crashes_in_a_process(tmp_path: Path) -> None:
    page = _page(tmp_path, """
        <!-- examples
        env: XPAGNOSTIC_DOCS_PROBE=set by the page marker
        -->

        ```python
        import os
        assert os.environ["XPAGNOSTIC_DOCS_PROBE"] == "set by the page marker"
        ```

        ```python
        os._exit(3)                 # the process dies here
        ```

        ```python
        never = "reached"
        ```
    """)
    assert page.env == {"XPAGNOSTIC_DOCS_PROBE": "set by the page marker"}
    got = rx.run([page], timeout=120)
    assert [r.outcome for r in got] == ["passed", "failed", "failed"]
    assert "exited with status 3 while running it" in got[1].detail
    assert "exited with status 3 before it ran" in got[2].detail
