"""Threefry-2x32 (``xpagnostic/_common/_threefry.py``) against the algorithm's known answers.

The known answers are Random123's (``tests/kat_vectors``, ``threefry2x32 20``: counter,
key, output).  The plain-Python reference of ``reference.py`` must give them; then every
backend's word arithmetic (functional and in place, uint32 and int32 words) must give the
reference's blocks, also for counters crossing the 2**31 and 2**32 boundaries and for Dask
chunks of every shape.
"""

from __future__ import annotations

import numpy as np
import pytest
from harness import Backend

from rng.reference import bits32, threefry, words
from xpagnostic._common._threefry import (
    InPlaceWords,
    Words,
    counter_segments,
    threefry2x32,
    to_signed32,
)

M = 0xFFFFFFFF
#: (counter, key, output) for 20 rounds.
KAT = [
    ((0x00000000, 0x00000000), (0x00000000, 0x00000000), (0x6B200159, 0x99BA4EFE)),
    ((M, M), (M, M), (0x1CB996FC, 0xBB002BE7)),
    ((0x243F6A88, 0x85A308D3), (0x13198A2E, 0x03707344), (0xC4923A9C, 0x483DF7A0)),
]


@pytest.mark.parametrize(("counter", "key", "expected"), KAT)
def test_reference_gives_the_known_answers(counter: tuple[int, int], key: tuple[int, int],
                                            expected: tuple[int, int]) -> None:
    assert threefry(key, counter) == expected


def _glue(backend: Backend) -> object:
    return backend.xp.random._functions._b


def _word_array(backend: Backend, values: list[int]) -> object:
    b = _glue(backend)
    return b.xp.asarray([b.words.const(v) for v in values], dtype=b.word)


def test_every_backend_gives_the_known_answers(backend: Backend) -> None:
    b = _glue(backend)
    for counter, key, expected in KAT:
        x0 = _word_array(backend, [counter[0]])
        x1 = _word_array(backend, [counter[1]])
        k0, k1 = _word_array(backend, [key[0]]), _word_array(backend, [key[1]])
        y0, y1 = threefry2x32(b.words, k0, k1, x0, x1)
        assert (int(words(y0)[0]), int(words(y1)[0])) == expected, backend.name


@pytest.mark.parametrize("signed", [False, True])
def test_in_place_rounds_give_the_known_answers(signed: bool) -> None:
    dtype = np.int32 if signed else np.uint32

    def arr(values: list[int]) -> np.ndarray:
        return np.array([to_signed32(v) if signed else v for v in values], dtype=dtype)

    for counter, key, expected in KAT:
        w = InPlaceWords(signed, lambda x, r, out: np.left_shift(x, r, out=out), np.empty_like)
        x0, x1 = arr([counter[0]] * 3), arr([counter[1]] * 3)
        before = x1.copy()
        y0, y1 = threefry2x32(w, arr([key[0]]), arr([key[1]]), x0, x1)
        assert [int(v) for v in y0.view(np.uint32)] == [expected[0]] * 3
        assert [int(v) for v in y1.view(np.uint32)] == [expected[1]] * 3
        np.testing.assert_array_equal(x1, before)  # the inputs are not updated
    assert Words(signed).const(0xFFFFFFFF) == (-1 if signed else 0xFFFFFFFF)


def test_torch_in_place_rounds_give_the_known_answers() -> None:
    torch = pytest.importorskip("torch")
    import xpagnostic.torch as xp

    b = xp.random._functions._b
    w = b.in_place(torch.zeros(1))
    assert isinstance(w, InPlaceWords)
    for counter, key, expected in KAT:
        def arr(values: list[int]) -> object:
            return torch.tensor([to_signed32(v) for v in values], dtype=torch.int32)

        y0, y1 = threefry2x32(w, arr([key[0]]), arr([key[1]]), arr([counter[0]] * 2),
                              arr([counter[1]] * 2))
        assert [v & M for v in y0.tolist()] == [expected[0]] * 2
        assert [v & M for v in y1.tolist()] == [expected[1]] * 2


def test_counter_segments_split_at_each_high_word() -> None:
    assert list(counter_segments(0, 5)) == [(0, 0, 5)]
    assert list(counter_segments(2**32 - 2, 5)) == [(0, 2**32 - 2, 2), (1, 0, 3)]
    assert list(counter_segments(3 * 2**32 + 7, 2)) == [(3, 7, 2)]
    assert list(counter_segments(10, 0)) == []


@pytest.mark.parametrize("start", [0, 2**31 - 3, 2**32 - 4, 5 * 2**32 - 1])
def test_counter_ranges_across_word_boundaries(backend: Backend, start: int) -> None:
    """Runs of counters whose low word passes 2**31 (int32 words turn negative) or 2**32 (the
    high word steps) hash as the reference says, in both output layouts."""
    b = _glue(backend)
    key = (0x12345678, 0x9ABCDEF0)
    k0, k1 = _word_array(backend, [key[0]]), _word_array(backend, [key[1]])
    n = 9
    flat = words(b.hash_range(k0, k1, start, n, pair=False))
    assert [int(v) for v in flat] == [bits32(key, start + i) for i in range(n)]
    pairs = words(b.hash_range(k0, k1, start, n, pair=True))
    assert [tuple(int(v) for v in p) for p in pairs] == [
        threefry(key, ((start + i) >> 32, (start + i) & M)) for i in range(n)]


def test_blocks_of_in_place_rounds_join_seamlessly() -> None:
    """NumPy hashes in blocks: a draw longer than a block equals the reference across the
    block boundary, and equals the same draw hashed in one piece (pure array operations)."""
    import xpagnostic.numpy as xp

    b = xp.random._functions._b
    n = b.block + 5
    key = xp.random.key(99)
    k0, k1 = key[0:1], key[1:2]
    blocked = b.hash(k0, k1, (n,), pair=False)
    for i in (0, b.block - 1, b.block, n - 1):
        assert int(blocked[i]) == bits32((0, 99), i)
    y0, y1 = threefry2x32(b.words, k0, k1, np.zeros(1, np.uint32), np.arange(n, dtype=np.uint32))
    np.testing.assert_array_equal(blocked, y0 ^ y1)


@pytest.mark.parametrize("chunk_size", ["16B", "100B"])
def test_dask_chunks_hash_their_own_positions(chunk_size: str) -> None:
    """Each chunk of a Dask draw hashes the row-major positions of its elements in the whole
    array, whatever the chunks: the numbers equal NumPy's, element by element."""
    dask = pytest.importorskip("dask")
    import xpagnostic.dask as xd
    import xpagnostic.numpy as xn

    with dask.config.set({"array.chunk-size": chunk_size}):
        for shape in [(37,), (5, 13), (3, 4, 7)]:
            lazy = xd.random.bits(xd.random.key(7), shape)
            assert lazy.npartitions > 1, shape
            np.testing.assert_array_equal(lazy.compute(), xn.random.bits(xn.random.key(7), shape))
            pairs = xd.random.split(xd.random.key(7), shape)
            np.testing.assert_array_equal(pairs.compute(),
                                          xn.random.split(xn.random.key(7), shape))
