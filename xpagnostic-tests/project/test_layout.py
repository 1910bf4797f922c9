"""The test tree mirrors the package: every test module sits in a described folder."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]


def test_no_test_module_at_the_top() -> None:
    loose = sorted(p.name for p in TESTS.glob("test_*.py"))
    assert not loose, f"move these into the folder of the package part they test: {loose}"


def test_every_folder_is_a_described_package() -> None:
    folders = sorted(p.parent for p in TESTS.rglob("test_*.py"))
    assert len(set(folders)) >= 8, folders
    for folder in set(folders):
        init = folder / "__init__.py"
        assert init.is_file(), f"{folder.name}/ has no __init__.py"
        doc = ast.get_docstring(ast.parse(init.read_text()))
        assert doc, f"{folder.name}/__init__.py does not say what the folder holds"
