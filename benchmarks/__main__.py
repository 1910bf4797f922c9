"""``python -m benchmarks [name ...]``: run every ``bench_*.py`` module (or the named ones)."""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path

from ._timing import print_rows


def main(argv: list[str]) -> int:
    here = Path(__file__).parent
    names = sorted(m.name for m in pkgutil.iter_modules([str(here)])
                   if m.name.startswith("bench_"))
    wanted = [a.removesuffix(".py") for a in argv]
    for name in names:
        if wanted and name not in wanted and name.removeprefix("bench_") not in wanted:
            continue
        module = importlib.import_module(f"benchmarks.{name}")
        print_rows(module.__doc__.splitlines()[0] if module.__doc__ else name, module.run())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
