"""``python -m benchmarks.record [names]``: run benchmarks and commit-ready result files.

Each named benchmark module (default: ``namespace``, ``facade``, ``tensorflow``) runs once and
its rows go to ``benchmarks/results/<name>.json`` as ``{"benchmark", "versions", "rows"}``,
each row with the fields of ``_timing.Row`` (``bench``, ``case``, ``reference``, ``ref_s``,
``ours_s``, ``ratio``).  ``python -m docs.generate`` then rewrites the tables the docs show,
and the site plots every file of ``benchmarks/results/``.
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import os
import platform
import sys
from importlib import metadata
from pathlib import Path

from . import __main__ as runner

RESULTS = Path(__file__).resolve().parent / "results"
DEFAULT = ("namespace", "facade", "tensorflow")
_DISTRIBUTIONS = ("numpy", "torch", "jax", "tensorflow-cpu", "tensorflow", "array-api-compat",
                  "eagerpy")


def versions() -> dict[str, str]:
    out = {"python": platform.python_version(), "machine": platform.machine()}
    for dist in _DISTRIBUTIONS:
        try:
            out[dist] = metadata.version(dist)
        except metadata.PackageNotFoundError:
            continue
    return out


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    names = runner.available()
    parser = argparse.ArgumentParser(prog="python -m benchmarks.record", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("names", nargs="*", help=f"default: {' '.join(DEFAULT)}; of {names}")
    parser.add_argument("--out", type=Path, default=RESULTS, help="folder of the result files")
    args = parser.parse_args(argv)
    unknown = sorted(set(args.names) - set(names))
    if unknown:
        parser.error(f"unknown benchmark(s) {unknown}; available: {names}")
    args.out.mkdir(parents=True, exist_ok=True)
    for name in args.names or DEFAULT:
        print(f"# {name}", file=sys.stderr, flush=True)
        rows = importlib.import_module(f"{__package__}.bench_{name}").run()
        data = {"benchmark": name, "versions": versions(),
                "rows": [dataclasses.asdict(r) for r in rows]}
        path = args.out / f"{name}.json"
        path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
        print(f"# wrote {len(rows)} rows to {path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
