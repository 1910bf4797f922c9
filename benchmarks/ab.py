"""``python -m benchmarks.ab REV``: the mix on the package at ``REV`` against the working tree.

A change that should not alter speed (a refactor, a move, added types) proves it here.  The
mix (``bench_mix``) runs in a fresh process per side, the sides alternating round after
round (A B, B A, A B ...), so that load on a shared machine falls on both alike; every row
of every round is already a ratio to the native call measured in the same process.  Both
sides run this checkout's benchmark code; only the ``xpagnostic`` package differs: ``REV``'s
is taken with ``git archive`` into a temporary folder.

For each row it prints the median ratio of each side over the rounds, B / A - 1 and the
noise: the larger spread (max - min) of the two sides' ratios over the rounds, relative to
A.  A row is marked ``*`` when the change exceeds both the noise and ``--tolerance``
(default 3 %).  ``--json FILE`` keeps every round's rows.  ``--compiled`` adds the compiled
training steps (minutes more).

Exit status: 0, or 1 when a row is marked.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

#: What each side's process runs: the mix's rows, as JSON, on stdout's last line.
_CHILD = """
import json, sys
from benchmarks.bench_mix import run
rows = [r.as_dict() for r in run(compiled={compiled})]
print(json.dumps(rows))
"""


def _key(row: dict[str, Any]) -> tuple[str, str]:
    return (str(row["case"]), str(row.get("compiler") or row["backend"]))


def _side(folder: Path, package: Path) -> Path:
    """A folder holding ``package`` as ``xpagnostic`` and this checkout's ``benchmarks``."""
    folder.mkdir(parents=True)
    (folder / "xpagnostic").symlink_to(package, target_is_directory=True)
    (folder / "benchmarks").symlink_to(ROOT / "benchmarks", target_is_directory=True)
    return folder


def _export(rev: str, into: Path) -> Path:
    """``REV``'s ``xpagnostic`` folder, exported into ``into``; ``SystemExit`` naming a bad
    revision."""
    into.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", rev, "xpagnostic"], cwd=ROOT,
                             capture_output=True, check=False)
    if archive.returncode != 0:
        raise SystemExit(f"benchmarks.ab: git archive {rev!r} failed: "
                         f"{archive.stderr.decode().strip()}")
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)
    return into / "xpagnostic"


def _run(folder: Path, compiled: bool) -> list[dict[str, Any]]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env["PYTHONPATH"] = str(folder)
    out = subprocess.run([sys.executable, "-c", _CHILD.format(compiled=compiled)],
                         cwd=folder, env=env, capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise SystemExit(f"benchmarks.ab: the mix failed in {folder.name}:\n{out.stderr}")
    rows: list[dict[str, Any]] = json.loads(out.stdout.strip().splitlines()[-1])
    return rows


def compare(a_rounds: list[list[dict[str, Any]]], b_rounds: list[list[dict[str, Any]]],
            tolerance: float) -> list[dict[str, Any]]:
    """One entry per row present on both sides: the medians over the rounds, the change
    B / A - 1, the noise (the larger of the sides' spreads over the rounds, over A's median)
    and whether the change exceeds both the noise and ``tolerance``."""
    def per_row(rounds: list[list[dict[str, Any]]]) -> dict[tuple[str, str], list[float]]:
        out: dict[tuple[str, str], list[float]] = {}
        for rows in rounds:
            for r in rows:
                out.setdefault(_key(r), []).append(float(r["ratio_median"]))
        return out

    a, b = per_row(a_rounds), per_row(b_rounds)
    result = []
    for key in a:
        if key not in b:
            continue
        ma, mb = statistics.median(a[key]), statistics.median(b[key])
        noise = max(max(a[key]) - min(a[key]), max(b[key]) - min(b[key])) / ma
        change = mb / ma - 1
        result.append({"case": key[0], "backend": key[1], "a": ma, "b": mb, "change": change,
                       "noise": noise,
                       "marked": abs(change) > max(noise, tolerance)})
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.ab", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("rev", help="the revision to compare against (A); B is the checkout")
    parser.add_argument("--rounds", type=int, default=3, help="mix runs per side (3)")
    parser.add_argument("--tolerance", type=float, default=0.03,
                        help="a change smaller than this is never marked (0.03)")
    parser.add_argument("--compiled", action="store_true",
                        help="also the compiled training steps")
    parser.add_argument("--json", type=Path, help="write every round's rows here")
    args = parser.parse_args(argv)
    if args.rounds < 1:
        parser.error("--rounds must be at least 1")
    with tempfile.TemporaryDirectory(prefix="xpagnostic-ab-") as tmp:
        base = _side(Path(tmp) / "a", _export(args.rev, Path(tmp) / "export"))
        here = _side(Path(tmp) / "b", ROOT / "xpagnostic")
        rounds: dict[str, list[list[dict[str, Any]]]] = {"a": [], "b": []}
        for i in range(args.rounds):
            for name, folder in (("a", base), ("b", here))[:: 1 if i % 2 == 0 else -1]:
                print(f"# round {i + 1}/{args.rounds}: {name}", file=sys.stderr)
                rounds[name].append(_run(folder, args.compiled))
    rows = compare(rounds["a"], rounds["b"], args.tolerance)
    print(f"| case | backend | A: {args.rev} | B: checkout | B / A - 1 | noise |")
    print("|---|---|---:|---:|---:|---:|")
    for r in rows:
        mark = " *" if r["marked"] else ""
        print(f"| {r['case']} | {r['backend']} | {r['a']:.3f} | {r['b']:.3f} | "
              f"{r['change']:+.1%}{mark} | {r['noise']:.1%} |")
    if args.json is not None:
        args.json.write_text(json.dumps({"rev": args.rev, "rounds": rounds, "rows": rows},
                                        indent=1) + "\n")
    return 1 if any(r["marked"] for r in rows) else 0


if __name__ == "__main__":
    raise SystemExit(main())
