"""The documentation's layout in a real browser (``docs/browser_check.py``).

The measure itself is tested on pages written here, each with a known fault and its fix; the
built site is checked when one is there (``python -m docs.build``; CI runs
``python -m docs.browser_check`` after it).  Both need Chromium and are skipped without it.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from docs import browser_check  # noqa: E402

EXE = browser_check.browser()
pytestmark = pytest.mark.skipif(EXE is None, reason="no Chromium (Debian: apt-get install "
                                "chromium); CI installs it")

_WIDE_ROW = "<tr>" + "".join(f"<td>cell {i} of a wide row</td>" for i in range(12)) + "</tr>"
_HEAD = "<thead><tr>" + "".join(f"<th>column {i}</th>" for i in range(12)) + "</tr></thead>"


def _table(rows: int) -> str:
    return f"<table>{_HEAD}<tbody>{_WIDE_ROW * rows}</tbody></table>"


def _page(tmp_path: Path, *sections: str) -> Path:
    body = "".join(f'<section id="s{i}"><h2>case {i}</h2>{s}</section>'
                   for i, s in enumerate(sections))
    page = tmp_path / "page.html"
    page.write_text(
        "<!doctype html><html><head><style>"
        "article { width: 700px; margin: 0 auto; font: 16px sans-serif; }"
        ".table-wrapper { box-sizing: border-box; }"
        ".fits { max-height: 60vh; overflow: auto; }"
        ".fits thead th { position: sticky; top: 0; background: white; }"
        "</style></head><body><article>" + body + "</article></body></html>")
    return page


def _problems(tmp_path: Path, *sections: str) -> list[str]:
    assert EXE is not None
    report = browser_check.measure(EXE, _page(tmp_path, *sections))
    problems = report["problems"]
    assert isinstance(problems, list)
    return [str(p) for p in problems]


def test_a_wide_table_in_a_scrolling_box_with_a_sticky_header_passes(tmp_path: Path) -> None:
    assert _problems(tmp_path, f'<div class="table-wrapper fits">{_table(80)}</div>') == []


def test_a_clipped_table_fails(tmp_path: Path) -> None:
    problems = _problems(tmp_path,
                         f'<div class="table-wrapper" style="overflow: hidden">{_table(2)}</div>')
    assert len(problems) == 1 and "does not scroll: it is cut off" in problems[0], problems


def test_a_table_box_wider_than_the_text_column_fails(tmp_path: Path) -> None:
    spills = _problems(tmp_path, f'<div class="table-wrapper">{_table(2)}</div>')
    assert len(spills) == 1 and "does not scroll: it is cut off or spills" in spills[0], spills
    wide = _problems(tmp_path, '<div class="table-wrapper" style="width: 900px; '
                     f'overflow: auto">{_table(2)}</div>')
    assert len(wide) == 1 and "past the text column" in wide[0], wide


def test_a_scrollbar_below_the_window_and_a_header_that_scrolls_away_fail(
        tmp_path: Path) -> None:
    problems = _problems(
        tmp_path, f'<div class="table-wrapper" style="overflow: auto">{_table(200)}</div>')
    assert any("the scrollbar is off screen" in p for p in problems), problems
    assert any("header row scrolls away" in p for p in problems), problems


def test_a_header_that_is_not_sticky_fails_when_the_rows_scroll(tmp_path: Path) -> None:
    problems = _problems(tmp_path, '<div class="table-wrapper" '
                         f'style="overflow: auto; max-height: 50vh">{_table(80)}</div>')
    assert problems == ['table 1 under "case 0": its header row leaves the view when the '
                        'rows scroll'], problems


def test_text_spilling_out_of_its_cell_and_covering_blocks_fail(tmp_path: Path) -> None:
    spill = ('<table style="table-layout: fixed; width: 300px"><tbody><tr>'
             '<td style="white-space: nowrap; width: 100px">averyveryverylongunbrokenword</td>'
             '<td>next</td></tr></tbody></table>')
    cover = '<p>first block</p><p style="margin-top: -30px">second block</p>'
    problems = _problems(tmp_path, spill, cover)
    assert any("spills out of its cell" in p for p in problems), problems
    assert any('"second block"' in p and "covers the block before it" in p
               for p in problems), problems


@pytest.mark.skipif(not (browser_check.HTML / "index.html").exists(),
                    reason="no built site: run `python -m docs.build`")
def test_the_built_site_reads_at_1280_px() -> None:
    found = browser_check.check(browser_check.HTML, browser_check.SHOTS)
    assert "_generated/support-matrix.html" in found and "performance.html" in found
    bad = {page: problems for page, problems in found.items() if problems}
    assert bad == {}
    assert (browser_check.SHOTS / "performance.png").stat().st_size > 10_000
