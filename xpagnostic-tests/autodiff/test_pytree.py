"""The tiny pytree utility behind autodiff."""

from __future__ import annotations

from collections import namedtuple

import pytest

from xpagnostic._pytree import flatten, tree_map, unflatten

Pair = namedtuple("Pair", "a b")


def test_roundtrip_nested() -> None:
    tree = {"b": [1, (2, None, 3)], "a": Pair(4, {"z": 5, "y": 6})}
    leaves, td = flatten(tree)
    assert leaves == [4, 6, 5, 1, 2, 3]  # dict keys sorted, None is an empty node
    assert td.num_leaves == 6
    back = unflatten(td, leaves)
    assert back == tree
    assert type(back["a"]) is Pair and type(back["b"]) is list and back["b"][1][1] is None


def test_tree_map_and_leaf_count_errors() -> None:
    assert tree_map(lambda v: v * 10, (1, [2], {"k": 3})) == (10, [20], {"k": 30})
    _, td = flatten((1, 2))
    with pytest.raises(ValueError, match="too many"):
        unflatten(td, [1, 2, 3])
    with pytest.raises(ValueError, match="too few"):
        unflatten(td, [1])
    assert str(td) == "(*, *)"
    assert flatten((1, [2]))[1] != flatten((1, (2,)))[1]
