"""Shared dtype tables (``xpagnostic._common``) against array-api-strict."""

from __future__ import annotations

import itertools

import array_api_strict as xps
import pytest

from xpagnostic._common._dtypes import DTYPE_NAMES, KINDS, kind_names, promote_names


def test_promotion_lattice_matches_the_standard() -> None:
    for a, b in itertools.product(DTYPE_NAMES, repeat=2):
        try:
            expected = xps.result_type(getattr(xps, a), getattr(xps, b))
        except TypeError:
            assert promote_names(a, b) is None, (a, b)
            continue
        assert promote_names(a, b) == str(expected).removeprefix("array_api_strict."), (a, b)


def test_kinds_match_isdtype() -> None:
    for kind, names in KINDS.items():
        expected = {n for n in DTYPE_NAMES if xps.isdtype(getattr(xps, n), kind)}
        assert set(names) == expected, kind
    assert kind_names(("bool", "complex floating"), "f") == {"bool", "complex64", "complex128"}
    assert kind_names(None, "f") == set(DTYPE_NAMES)
    with pytest.raises(ValueError, match="my_function"):
        kind_names("float", "my_function")
