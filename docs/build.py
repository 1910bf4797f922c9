"""Build the documentation site: ``python -m docs.build [--out DIR]``.

Sphinx with warnings as errors (a broken cross-reference or Markdown link fails the build),
then every internal link and anchor of the built HTML is checked (no network), and the
committed generated tables are checked against their sources.  ``nox -s docs`` and CI run
this; open ``docs/_build/html/index.html`` in a browser afterwards.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

from docs._links import check_links
from docs._sources import DOCS
from docs.generate import stale_files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m docs.build", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, default=DOCS / "_build" / "html")
    args = parser.parse_args(argv)
    start = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "sphinx", "-b", "html", "-W", "--keep-going",
                           "-q", str(DOCS), str(args.out)], check=False)
    if proc.returncode != 0:
        print("docs: the Sphinx build failed (warnings are errors)", file=sys.stderr)
        return proc.returncode
    problems = check_links(args.out)
    for problem in problems:
        print(f"docs: broken internal link: {problem}", file=sys.stderr)
    stale = stale_files()
    for path in stale:
        print(f"docs: stale generated table in {path.name}: run `python -m docs.generate`",
              file=sys.stderr)
    if problems or stale:
        return 1
    print(f"docs: built {args.out / 'index.html'} in {time.monotonic() - start:.0f} s; "
          "internal links OK, generated tables current")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
