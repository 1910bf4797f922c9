"""``python -m benchmarks [names]``: run bench_*.py modules and print ratio tables."""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import sys
from pathlib import Path

from ._timing import Row, format_table


def available() -> list[str]:
    here = str(Path(__file__).parent)
    return sorted(
        m.name[len("bench_") :] for m in pkgutil.iter_modules([here]) if m.name.startswith("bench_")
    )


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    names = available()
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    parser.add_argument("names", nargs="*", help=f"benchmarks to run (default: all of {names})")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.names) - set(names))
    if unknown:
        parser.error(f"unknown benchmark(s) {unknown}; available: {names}")
    rows: list[Row] = []
    for name in args.names or names:
        module = importlib.import_module(f"{__package__}.bench_{name}")
        print(f"# {name}", file=sys.stderr, flush=True)
        rows.extend(module.run())
    print(format_table(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
