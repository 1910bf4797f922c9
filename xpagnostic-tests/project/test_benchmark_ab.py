"""``python -m benchmarks.ab``: the mix at a revision against the checkout, row by row."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks import ab


def _rows(ratio: float, compiled: float) -> list[dict[str, object]]:
    return [{"suite": "mix", "case": "add", "backend": "numpy", "ratio_median": ratio},
            {"suite": "compiled", "case": "step", "backend": "torch",
             "compiler": "torch.compile", "ratio_median": compiled}]


def test_medians_change_and_noise_per_row() -> None:
    a = [_rows(1.00, 1.04), _rows(1.02, 1.05), _rows(1.01, 1.06)]
    b = [_rows(1.10, 1.05), _rows(1.12, 1.05), _rows(1.11, 1.04)]
    rows = {(r["case"], r["backend"]): r for r in ab.compare(a, b, tolerance=0.03)}
    add = rows[("add", "numpy")]
    assert add["a"] == pytest.approx(1.01) and add["b"] == pytest.approx(1.11)
    assert add["change"] == pytest.approx(1.11 / 1.01 - 1)
    assert add["noise"] == pytest.approx(0.02 / 1.01)  # both sides spread by 0.02
    assert add["marked"]  # +9.9 % beyond a 2 % noise and the 3 % tolerance
    step = rows[("step", "torch.compile")]  # keyed by compiler for compiled rows
    assert step["change"] == pytest.approx(0.0) and not step["marked"]


def test_a_change_within_the_noise_is_not_marked() -> None:
    a = [_rows(1.00, 1.0), _rows(1.20, 1.0)]
    b = [_rows(1.15, 1.0), _rows(1.15, 1.0)]
    (add,) = [r for r in ab.compare(a, b, tolerance=0.03) if r["case"] == "add"]
    assert add["change"] == pytest.approx(1.15 / 1.10 - 1)
    assert not add["marked"]  # 4.5 % < the 18 % spread of A


def test_rows_on_one_side_only_are_left_out() -> None:
    a = [_rows(1.0, 1.0)]
    b = [[_rows(1.0, 1.0)[0]]]
    assert [r["case"] for r in ab.compare(a, b, tolerance=0.03)] == ["add"]


def test_an_unknown_revision_is_named(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="no-such-revision"):
        ab._export("no-such-revision", tmp_path / "x")


def test_each_side_holds_its_package_and_this_checkouts_benchmarks(tmp_path: Path) -> None:
    package = ab._export("HEAD", tmp_path / "export")
    committed = ab.subprocess.run(["git", "show", "HEAD:xpagnostic/__init__.py"], cwd=ab.ROOT,
                                  capture_output=True, text=True, check=True).stdout
    assert (package / "__init__.py").read_text() == committed
    side = ab._side(tmp_path / "side", package)
    assert (side / "xpagnostic").resolve() == package.resolve()
    assert (side / "benchmarks").resolve() == (ab.ROOT / "benchmarks").resolve()
