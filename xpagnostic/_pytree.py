"""A tiny pytree utility: nested tuples, lists, dicts (and ``None``) of leaves.

Used by the autodiff extension to flatten arguments, outputs and cotangents
once, independently of the backend.  Dict children are ordered by sorted key
(as in JAX); namedtuples keep their type; ``None`` is an empty node.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

__all__ = ["TreeDef", "flatten", "tree_map", "unflatten"]


@dataclass(frozen=True)
class TreeDef:
    """Structure of a pytree: ``kind`` is 'leaf', 'none', 'tuple', 'list' or 'dict'."""

    kind: str
    node_type: type | None = None
    keys: tuple[Any, ...] = ()
    children: tuple[TreeDef, ...] = ()

    @property
    def num_leaves(self) -> int:
        if self.kind == "leaf":
            return 1
        return sum(c.num_leaves for c in self.children)

    def __str__(self) -> str:
        if self.kind == "leaf":
            return "*"
        if self.kind == "none":
            return "None"
        inner = ", ".join(str(c) for c in self.children)
        if self.kind == "dict":
            inner = ", ".join(f"{k!r}: {c}" for k, c in zip(self.keys, self.children))
            return "{" + inner + "}"
        return f"[{inner}]" if self.kind == "list" else f"({inner})"


_LEAF = TreeDef("leaf")
_NONE = TreeDef("none")


def flatten(tree: Any) -> tuple[list[Any], TreeDef]:
    """The leaves of ``tree`` (depth first) and its structure."""
    leaves: list[Any] = []
    return leaves, _flatten(tree, leaves)


def _flatten(tree: Any, leaves: list[Any]) -> TreeDef:
    if tree is None:
        return _NONE
    t = type(tree)
    if isinstance(tree, tuple):
        return TreeDef("tuple", t, (), tuple(_flatten(c, leaves) for c in tree))
    if isinstance(tree, list):
        return TreeDef("list", t, (), tuple(_flatten(c, leaves) for c in tree))
    if isinstance(tree, dict):
        keys = tuple(sorted(tree))
        return TreeDef("dict", t, keys, tuple(_flatten(tree[k], leaves) for k in keys))
    leaves.append(tree)
    return _LEAF


def unflatten(treedef: TreeDef, leaves: list[Any] | tuple[Any, ...]) -> Any:
    """Rebuild a pytree of structure ``treedef`` from ``leaves``."""
    it = iter(leaves)
    tree = _unflatten(treedef, it)
    if next(it, _SENTINEL) is not _SENTINEL:
        raise ValueError(f"unflatten: too many leaves for structure {treedef}")
    return tree


_SENTINEL = object()


def _unflatten(td: TreeDef, it: Any) -> Any:
    if td.kind == "leaf":
        leaf = next(it, _SENTINEL)
        if leaf is _SENTINEL:
            raise ValueError("unflatten: too few leaves for the structure")
        return leaf
    if td.kind == "none":
        return None
    children = [_unflatten(c, it) for c in td.children]
    assert td.node_type is not None
    if td.kind == "dict":
        return td.node_type(zip(td.keys, children))
    if td.kind == "tuple" and hasattr(td.node_type, "_fields"):  # namedtuple
        return td.node_type(*children)
    return td.node_type(children)


def tree_map(fn: Callable[[Any], Any], tree: Any) -> Any:
    """Apply ``fn`` to every leaf of ``tree``."""
    leaves, td = flatten(tree)
    return unflatten(td, [fn(x) for x in leaves])
