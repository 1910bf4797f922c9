"""The opening summary of docs/performance.md: every figure read from the mix's rows."""

from __future__ import annotations

import pytest

from benchmarks import report


def _row(case: str, backend: str, ours: float, peer: float | None = None) -> dict[str, object]:
    return {"suite": "mix", "case": case, "backend": backend, "reference": "native",
            "ratio_median": ours, "ratio_min": ours, "peer": "array-api-compat",
            "peer_ratio_median": peer, "peer_ratio_min": peer}


def _rows() -> list[dict[str, object]]:
    rows = [_row(case, b, 1.0, 1.0) for case in (report.GET_NAMESPACE_CASES
                                                 + report.NAMESPACE_CASES
                                                 + report.FACADE_CASES
                                                 + report.SPECIAL_CASES
                                                 + report.RANDOM_CASES)
            for b in ("numpy", "torch", "jax", "tensorflow")]
    for r in rows:
        r["ratio_median"] = {
            ("get_namespace(a, b) alone", "jax"): 1.5,
            ("get_namespace(a, b, c, 1.0) alone", "torch"): 2.5,
            ("Tensor[3] (a scalar)", "numpy"): 12.0,
            ("Tensor.sum().raw", "torch"): 3.0,
            ("float32 * 2.0 (Python scalar)", "numpy"): 1.9,
            ("Tensor.sum().raw", "jax"): 0.5,
            ("floor_divide", "torch"): 2.2,
            ("random.normal (1e6)", "numpy"): 8.0,
        }.get((r["case"], r["backend"]), 1.0)
    rows += [_row("add (1e6)", "numpy", 1.02, 1.0), _row("add (1e6)", "torch", 1.08, 1.0),
             {"suite": "compiled", "case": "step (1e6)", "backend": "torch",
              "compiler": "torch.compile", "reference": "native", "ratio_median": 9.0,
              "ratio_min": 9.0}]
    return rows


def test_each_figure_comes_from_its_rows() -> None:
    text = report.mix_summary(_rows())
    assert "at most 1.08 times the native call (`add (1e6)` on torch), 1 of the 2 rows" in text
    assert "takes 1.00 to 2.50 times a one-argument call" in text
    assert "up to 1.90 times the native one on NumPy and PyTorch (`float32 * 2.0" in text
    assert "`Tensor[3] (a scalar)` on numpy, 12.00 and `Tensor.sum().raw` on torch, 3.00" in text
    assert "rows run at 0.50 to 1.00 times the native call, 1 of those 28 rows below" in text
    assert "cost 1.00 to 2.20 times the native call" in text
    assert "is 1.00 to 8.00 times the framework's own generator" in text
    # 74 rows with a peer (the random rows aside: 18 cases x 4 backends, and 2 rows at 1e6);
    # 7 of them are ours above the peer's by more than 2 %: the six raised small rows and
    # torch's add at 1.08 (numpy's 1.02 is within 2 %).
    assert "In 67 of the 74 rows with a peer" in text


def test_a_case_missing_from_the_mix_is_named() -> None:
    rows = [r for r in _rows() if r["case"] != "Tensor.mean().raw"]
    with pytest.raises(KeyError, match=r"Tensor\.mean"):
        report.mix_summary(rows)


def test_the_page_holds_the_summary_of_the_committed_rows() -> None:
    text = report.PERFORMANCE_MD.read_text()
    assert report.rendered(text) == text
