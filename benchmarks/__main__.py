"""``python -m benchmarks [name ...]``: run bench_<name>.py modules and print ratio tables."""

from __future__ import annotations

import importlib
import os
import pkgutil
import sys
from pathlib import Path

from benchmarks._timing import HEADER


def main(argv: list[str]) -> int:
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    here = Path(__file__).parent
    available = sorted(m.name[len("bench_"):] for m in pkgutil.iter_modules([str(here)])
                       if m.name.startswith("bench_"))
    chosen = argv or available
    unknown = sorted(set(chosen) - set(available))
    if unknown:
        print(f"unknown benchmark(s): {', '.join(unknown)}; available: {', '.join(available)}")
        return 2
    for name in chosen:
        module = importlib.import_module(f"benchmarks.bench_{name}")
        print(f"\n## {name}\n\n{HEADER}")
        for result in module.run():
            print(result.row(), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
