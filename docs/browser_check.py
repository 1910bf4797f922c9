"""The built site in a real browser: ``python -m docs.browser_check [--html DIR] [--shots DIR]``.

Each page of a built site (``python -m docs.build``) is opened in headless Chromium at a
window of 1280 x 900 pixels, the size of a laptop's browser window, and measured:

* a table wider than its box must scroll inside the box, with its scrollbar drawn and on
  screen while the table is (the box is no taller than the window), and the box must fit
  the page's text column;
* a table whose rows scroll keeps its header row in view;
* no text spills out of its table cell, and no two blocks of a page, nor the page's text
  and its side bars, cover each other.

A screenshot of every page (at the section of its widest table, if any) is kept under
``docs/_build/screenshots``, a build artefact, never committed.  The command exits 1 and
names the page, the table and the measure when a check fails.  It needs Chromium
(Debian's ``chromium`` package) and a built site; CI runs it after ``python -m docs.build``.
"""

from __future__ import annotations

import argparse
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

DOCS = Path(__file__).resolve().parent
HTML = DOCS / "_build" / "html"
SHOTS = DOCS / "_build" / "screenshots"
WIDTH, HEIGHT = 1280, 900
BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
#: Pages without prose of the project's own: Sphinx's indexes and search.
SKIPPED = {"genindex.html", "search.html", "py-modindex.html"}
_REPORT = "xpa-layout-report"

#: Runs in the page once it has loaded; writes its findings as JSON into a <pre> element,
#: which ``--dump-dom`` then prints.
_MEASURE = r"""
<script>
window.addEventListener("load", () => {
  const problems = [];
  const article = document.querySelector("article") || document.body;
  const box = article.getBoundingClientRect();
  const label = (el) => {
    const heading = el.closest("section")?.querySelector("h1, h2, h3, h4");
    const text = (heading ? heading.textContent : "").replace(/[#¶]/g, "").trim();
    return text ? `under "${text.slice(0, 60)}"` : "";
  };
  const tables = [...article.querySelectorAll("table")];
  tables.forEach((table, i) => {
    const name = `table ${i + 1} ${label(table)}`;
    const wrap = table.closest(".table-wrapper") || table.parentElement;
    const style = getComputedStyle(wrap);
    const scrolls = ["auto", "scroll"].includes(style.overflowX);
    const width = table.getBoundingClientRect().width;
    const w = wrap.getBoundingClientRect();
    if (w.right > box.right + 1) {
      problems.push(`${name}: its box ends at ${Math.round(w.right)} px, past the text ` +
                    `column's ${Math.round(box.right)} px`);
    }
    if (width > wrap.clientWidth + 1) {
      const bar = wrap.offsetHeight - wrap.clientHeight -
        parseFloat(style.borderTopWidth) - parseFloat(style.borderBottomWidth);
      if (!scrolls) {
        problems.push(`${name}: ${Math.round(width)} px wide in a box of ` +
                      `${wrap.clientWidth} px that does not scroll: it is cut off or spills out`);
      } else if (bar < 1) {
        problems.push(`${name}: ${Math.round(width)} px wide in a box of ` +
                      `${wrap.clientWidth} px whose scrollbar is not drawn`);
      } else if (w.height > window.innerHeight) {
        problems.push(`${name}: scrolls sideways, but its box is ${Math.round(w.height)} px ` +
                      `tall, taller than the window: the scrollbar is off screen`);
      }
    }
    const head = table.querySelector("thead th");
    if (head) {
      if (wrap.scrollHeight > wrap.clientHeight + 1) {
        wrap.scrollTop = (wrap.scrollHeight - wrap.clientHeight) / 2;
        const moved = head.getBoundingClientRect().top - wrap.getBoundingClientRect().top -
          parseFloat(style.borderTopWidth) - parseFloat(style.paddingTop);
        if (Math.abs(moved) > 2) {
          problems.push(`${name}: its header row leaves the view when the rows scroll`);
        }
        wrap.scrollTop = 0;
      } else if (table.getBoundingClientRect().height > window.innerHeight) {
        problems.push(`${name}: taller than the window, and its header row scrolls away`);
      }
    }
    for (const row of table.rows) {
      let previous = null;
      for (const cell of row.cells) {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const text = range.getBoundingClientRect();
        const c = cell.getBoundingClientRect();
        if (text.width > 0 && (text.left < c.left - 1 || text.right > c.right + 1 ||
                               text.top < c.top - 1 || text.bottom > c.bottom + 1)) {
          problems.push(`${name}: the text "${cell.textContent.trim().slice(0, 40)}" spills ` +
                        `out of its cell`);
        }
        if (previous && text.width > 0 && previous.right > text.left + 1 &&
            previous.bottom > text.top + 1 && text.bottom > previous.top + 1) {
          problems.push(`${name}: the text "${cell.textContent.trim().slice(0, 40)}" ` +
                        `overlaps the cell before it`);
        }
        if (text.width > 0) previous = text;
      }
    }
  });
  // Blocks of the page's text that cover each other (siblings in normal flow).
  const flows = (el) => {
    const s = getComputedStyle(el);
    return s.position === "static" && s.float === "none" && s.display !== "none" &&
      s.display !== "inline" && s.visibility !== "hidden";
  };
  for (const parent of article.querySelectorAll("*")) {
    const blocks = [...parent.children].filter(flows)
      .map((el) => [el, el.getBoundingClientRect()])
      .filter(([, r]) => r.width > 0 && r.height > 0);
    for (let k = 1; k < blocks.length; k++) {
      const [el, r] = blocks[k];
      const [, p] = blocks[k - 1];
      const across = Math.min(r.right, p.right) - Math.max(r.left, p.left);
      const down = Math.min(r.bottom, p.bottom) - Math.max(r.top, p.top);
      if (across > 1 && down > 1) {
        problems.push(`"${el.textContent.trim().slice(0, 40)}" ${label(el)} covers the ` +
                      `block before it by ${Math.round(down)} px`);
      }
    }
  }
  // The text column and the side bars beside it.
  for (const side of document.querySelectorAll(".sidebar-drawer, .toc-drawer")) {
    const s = side.getBoundingClientRect();
    if (getComputedStyle(side).display === "none" || s.width === 0) continue;
    if (Math.min(s.right, box.right) - Math.max(s.left, box.left) > 1 &&
        Math.min(s.bottom, box.bottom) - Math.max(s.top, box.top) > 1 &&
        getComputedStyle(side).position !== "fixed") {
      problems.push(`the side bar ${side.className} covers the text column`);
    }
  }
  const widest = tables.reduce((a, b) => (a && a.getBoundingClientRect().width >=
    b.getBoundingClientRect().width ? a : b), null);
  const anchor = widest ? (widest.closest("section[id]")?.id || "") : "";
  const out = document.createElement("pre");
  out.id = "xpa-layout-report";
  out.textContent = JSON.stringify({problems, tables: tables.length, anchor});
  document.body.appendChild(out);
});
</script>
"""

def browser() -> str | None:
    """The path of a Chromium-family browser, or None."""
    named = os.environ.get("XPAGNOSTIC_BROWSER")
    if named:
        return shutil.which(named) or (named if Path(named).exists() else None)
    return next((p for p in map(shutil.which, BROWSERS) if p), None)


def pages(html_dir: Path) -> list[Path]:
    """The site's pages the check opens: every page but Sphinx's indexes and the API pages
    of single objects (autosummary's, one per function; their layout is the theme's)."""
    found = []
    for page in sorted(html_dir.rglob("*.html")):
        rel = page.relative_to(html_dir)
        if rel.parts[0] in ("_static", "_modules", "_sources") or rel.name in SKIPPED:
            continue
        if rel.parts[0] == "api" and len(rel.parts) > 2:
            continue
        if page.name.endswith(".layout.html"):
            continue
        found.append(page)
    return found


def _run(exe: str, args: Iterable[str], timeout: float) -> subprocess.CompletedProcess[str]:
    with tempfile.TemporaryDirectory(prefix="xpa-chromium-") as profile:
        cmd = [exe, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
               "--no-first-run", "--allow-file-access-from-files", f"--user-data-dir={profile}",
               f"--window-size={WIDTH},{HEIGHT}", "--virtual-time-budget=4000", *args]
        return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, check=False)


def _with_script(page: Path, script: str) -> Path:
    """A copy of ``page`` beside it (so its relative links resolve) running ``script``."""
    text = page.read_text(errors="replace")
    copy = page.with_name(page.stem + ".layout.html")
    copy.write_text(text.replace("</body>", script + "</body>", 1))
    return copy


def measure(exe: str, page: Path, timeout: float = 60.0) -> dict[str, object]:
    """The findings of the in-page measure on ``page``: ``problems`` and ``tables``."""
    copy = _with_script(page, _MEASURE)
    try:
        out = _run(exe, ["--dump-dom", copy.as_uri()], timeout)
    finally:
        copy.unlink(missing_ok=True)
    match = re.search(rf'<pre id="{_REPORT}">(.*?)</pre>', out.stdout, re.S)
    if match is None:
        return {"problems": [f"the browser gave no measure (exit {out.returncode}): "
                             f"{out.stderr.strip()[-300:]}"], "tables": 0}
    report: dict[str, object] = json.loads(html.unescape(match.group(1)))
    return report


#: Brings a section to the top of the window for a screenshot: the blocks of the text column
#: before it are hidden (the browser's command line takes no scroll position).
_TO_SECTION = r"""
<script>
document.addEventListener("DOMContentLoaded", () => {
  const target = document.getElementById("%s");
  if (!target) return;
  for (let el = target; el && el.tagName !== "ARTICLE"; el = el.parentElement) {
    let before = el.previousElementSibling;
    for (; before; before = before.previousElementSibling) before.style.display = "none";
  }
});
</script>
"""


def screenshot(exe: str, page: Path, path: Path, anchor: str = "",
               timeout: float = 60.0) -> bool:
    """A screenshot of ``page`` at the window's size, from the section ``anchor`` if given."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.unlink(missing_ok=True)
    copy = _with_script(page, _TO_SECTION % anchor) if anchor else page
    try:
        _run(exe, [f"--screenshot={path}", copy.as_uri()], timeout)
    finally:
        if copy != page:
            copy.unlink(missing_ok=True)
    return path.exists()


def check(html_dir: Path = HTML, shots: Path | None = SHOTS,
          exe: str | None = None) -> dict[str, list[str]]:
    """Page (relative to ``html_dir``) -> its problems, for every page checked."""
    exe = exe or browser()
    if exe is None:
        raise FileNotFoundError("no Chromium found (Debian: apt-get install chromium); "
                                "XPAGNOSTIC_BROWSER names another")

    def one(page: Path) -> list[str]:
        report = measure(exe, page)
        if shots is not None:
            rel = page.relative_to(html_dir).as_posix()
            screenshot(exe, page, shots / (rel.removesuffix(".html").replace("/", "--") + ".png"),
                       str(report.get("anchor") or ""))
        problems = report.get("problems", [])
        return [str(p) for p in problems] if isinstance(problems, list) else [str(problems)]

    todo = pages(html_dir)
    with ThreadPoolExecutor(max_workers=max(1, min(4, os.cpu_count() or 1))) as pool:
        results = list(pool.map(one, todo))
    return {page.relative_to(html_dir).as_posix(): found for page, found in zip(todo, results)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m docs.browser_check", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--html", type=Path, default=HTML, help="the built site")
    parser.add_argument("--shots", type=Path, default=SHOTS, help="where screenshots go")
    parser.add_argument("--no-shots", action="store_true", help="take no screenshots")
    args = parser.parse_args(argv)
    if not (args.html / "index.html").exists():
        print(f"docs: no built site in {args.html}: run `python -m docs.build` first",
              file=sys.stderr)
        return 2
    start = time.monotonic()
    try:
        found = check(args.html, None if args.no_shots else args.shots)
    except FileNotFoundError as exc:
        print(f"docs: {exc}", file=sys.stderr)
        return 2
    bad = {page: problems for page, problems in found.items() if problems}
    for page, problems in bad.items():
        for problem in problems:
            print(f"docs: {page}: {problem}", file=sys.stderr)
    shots = "" if args.no_shots else f"; screenshots in {args.shots}"
    print(f"docs: {len(found)} pages at {WIDTH} x {HEIGHT} px in "
          f"{time.monotonic() - start:.0f} s: "
          f"{'layout OK' if not bad else f'{len(bad)} with layout problems'}{shots}")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
