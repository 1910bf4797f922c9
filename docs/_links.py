"""The internal links and anchors of a built site, checked without a network."""

from __future__ import annotations

import html.parser
from pathlib import Path
from urllib.parse import unquote, urlsplit


class _Links(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for key, value in attrs:
            if value is None:
                continue
            if key == "id" or (tag == "a" and key == "name"):
                self.ids.add(value)
            if (tag == "a" and key == "href") or (tag == "img" and key == "src"):
                self.links.append(value)


def check_links(html_dir: Path) -> list[str]:
    """Broken internal links of a built site: missing pages, files and anchors (no network)."""
    parsed: dict[Path, _Links] = {}

    def parse(path: Path) -> _Links:
        if path not in parsed:
            p = _Links()
            p.feed(path.read_text(errors="replace"))
            parsed[path] = p
        return parsed[path]

    problems = []
    for page in sorted(html_dir.rglob("*.html")):
        if "_static" in page.parts or "_modules" in page.parts:
            continue
        for link in parse(page).links:
            parts = urlsplit(link)
            if parts.scheme or parts.netloc or link.startswith(("mailto:", "javascript:")):
                continue
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            if target.is_dir():
                target = target / "index.html"
            where = f"{page.relative_to(html_dir)}: {link}"
            if not target.exists():
                problems.append(f"{where} (no such file)")
            elif parts.fragment and target.suffix == ".html" and \
                    unquote(parts.fragment) not in parse(target).ids:
                problems.append(f"{where} (no anchor #{parts.fragment})")
    return problems
