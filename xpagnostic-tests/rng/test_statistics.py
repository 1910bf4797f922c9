"""Statistical quality of each distribution: moments and a chi-square test of the counts.

The draws are the same on every backend (``test_streams.py``), so the distributions are
checked once, on NumPy, with fixed keys: a test is deterministic and fails only if the
generator or a sampler is wrong.  The chi-square tests bin each sample by its exact
distribution (SciPy's) into cells of equal probability, and ask a p-value above 1e-4.
"""

from __future__ import annotations

import math

import numpy as np
import pytest

import xpagnostic.numpy as xp

stats = pytest.importorskip("scipy.stats")

N = 200_000
P_MIN = 1e-4


def _key(i: int) -> np.ndarray:
    return xp.random.fold_in(xp.random.key(2024), i)


def _chi2_equiprobable(cdf_values: np.ndarray, bins: int = 50) -> float:
    """p-value of the hypothesis that ``cdf_values`` (the sample through its own CDF) is
    uniform on [0, 1]."""
    counts = np.bincount(np.minimum((cdf_values * bins).astype(int), bins - 1), minlength=bins)
    return float(stats.chisquare(counts).pvalue)


def _check_moments(x: np.ndarray, mean: float, var: float) -> None:
    se_mean = math.sqrt(var / x.size)
    assert abs(x.mean() - mean) < 5 * se_mean, (x.mean(), mean)
    assert abs(x.var() / var - 1) < 5 * math.sqrt(2 / x.size) * 2, (x.var(), var)


def test_bits_are_fair_coins_at_every_position() -> None:
    b = xp.random.bits(_key(0), (N,))
    ones = ((b[:, None] >> np.arange(32, dtype=np.uint32)) & 1).sum(axis=0)
    p = stats.binomtest(int(ones.min()), N).pvalue, stats.binomtest(int(ones.max()), N).pvalue
    assert min(p) * 32 > P_MIN, ones
    # consecutive words are independent: the xor of neighbours is fair too
    pairs = (b[1:] ^ b[:-1]) & 0xFFFF
    assert _chi2_equiprobable(pairs / 65536.0, 256) > P_MIN


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_uniform(dtype: str) -> None:
    u = xp.random.uniform(_key(1), (N,), getattr(np, dtype), -2.0, 3.0).astype(np.float64)
    assert u.min() >= -2.0 and u.max() < 3.0
    _check_moments(u, 0.5, 25 / 12)
    assert _chi2_equiprobable((u + 2.0) / 5.0) > P_MIN


def test_uniform_float16_hits_its_1024_values_evenly() -> None:
    u = xp.random.uniform(_key(1), (N,), np.float16)
    k = u.astype(np.float64) * 1024
    np.testing.assert_array_equal(k, np.round(k))
    assert stats.chisquare(np.bincount(k.astype(int), minlength=1024)).pvalue > P_MIN


@pytest.mark.parametrize("dtype", ["float32", "float64"])
def test_normal(dtype: str) -> None:
    z = xp.random.normal(_key(2), (N,), getattr(np, dtype)).astype(np.float64)
    _check_moments(z, 0.0, 1.0)
    assert abs(stats.skew(z)) < 0.03 and abs(stats.kurtosis(z)) < 0.06
    assert _chi2_equiprobable(stats.norm.cdf(z)) > P_MIN
    assert stats.kstest(z, "norm").pvalue > P_MIN


def test_complex_normal_has_unit_variance_split_evenly() -> None:
    z = xp.random.normal(_key(3), (N,), np.complex64)
    assert abs(np.mean(np.abs(z) ** 2) - 1) < 0.02
    assert abs(np.var(z.real) - 0.5) < 0.01 and abs(np.var(z.imag) - 0.5) < 0.01
    assert abs(np.corrcoef(z.real, z.imag)[0, 1]) < 0.02


@pytest.mark.parametrize(("lower", "upper"), [(-1.0, 2.0), (0.5, 4.0), (-np.inf, -1.5)])
def test_truncated_normal(lower: float, upper: float) -> None:
    x = xp.random.truncated_normal(_key(4), lower, upper, (N,), np.float64)
    assert x.min() > lower and x.max() < upper
    dist = stats.truncnorm(lower, upper)
    _check_moments(x, dist.mean(), dist.var())
    assert _chi2_equiprobable(dist.cdf(x)) > P_MIN


@pytest.mark.parametrize("p", [0.5, 0.03, 0.9])
def test_bernoulli(p: float) -> None:
    b = xp.random.bernoulli(_key(5), p, (N,))
    assert b.dtype == np.bool_
    assert stats.binomtest(int(b.sum()), N, p).pvalue > P_MIN


def test_bernoulli_high_mode_resolves_small_probabilities() -> None:
    p = np.full(N, 3e-9, dtype=np.float32)  # below float32's 2**-24 resolution of "low"
    b = xp.random.bernoulli(_key(6), p, mode="high")
    assert int(b.sum()) <= 3
    assert int(xp.random.bernoulli(_key(6), np.float32(0.0), (N,), mode="high").sum()) == 0


@pytest.mark.parametrize(("low", "high", "dtype"), [(0, 10, np.int32), (-3, 4, np.int8),
                                                     (0, 256, np.uint8), (-50, 77, np.int64)])
def test_randint(low: int, high: int, dtype: type) -> None:
    r = xp.random.randint(_key(7), (N,), low, high, dtype)
    assert r.dtype == dtype and r.min() == low and r.max() == high - 1
    counts = np.bincount(r.astype(np.int64) - low, minlength=high - low)
    assert stats.chisquare(counts).pvalue > P_MIN


def test_permutation_draws_every_order_evenly() -> None:
    n, reps = 4, 12_000
    rows = np.tile(np.arange(n), (reps, 1))
    perms = xp.random.permutation(_key(8), rows, axis=1, independent=True)
    np.testing.assert_array_equal(np.sort(perms, axis=1), rows)
    codes = (perms * n ** np.arange(n)).sum(axis=1)
    values, counts = np.unique(codes, return_counts=True)
    assert len(values) == math.factorial(n)
    assert stats.chisquare(counts).pvalue > P_MIN
    for position in range(n):
        assert stats.chisquare(np.bincount(perms[:, position], minlength=n)).pvalue > P_MIN
    single = [xp.random.permutation(k, 10) for k in xp.random.split(_key(8), 200)]
    assert all(sorted(p) == list(range(10)) for p in single)
    assert stats.chisquare(np.bincount([int(p[0]) for p in single], minlength=10)).pvalue > P_MIN


def test_choice_with_probabilities() -> None:
    p = np.array([0.05, 0.15, 0.3, 0.5], dtype=np.float64)
    c = xp.random.choice(_key(9), 4, (N,), p=p)
    counts = np.bincount(c, minlength=4)
    assert stats.chisquare(counts, N * p).pvalue > P_MIN


def test_choice_without_replacement_draws_distinct_items_with_the_right_odds() -> None:
    reps = 1500
    p = np.array([0.1, 0.2, 0.3, 0.4])
    first = []
    for k in xp.random.split(_key(10), reps):
        c = xp.random.choice(k, 4, (2,), replace=False, p=p)
        assert c[0] != c[1]
        first.append(int(c[0]))
    # the first draw of a sample without replacement has the probabilities p
    assert stats.chisquare(np.bincount(first, minlength=4), reps * p).pvalue > P_MIN
    u = xp.random.choice(_key(11), 1000, (1000,), replace=False)
    assert sorted(u) == list(range(1000))


def test_categorical_follows_the_softmax() -> None:
    logits = np.log(np.array([[0.1, 0.6, 0.3], [0.25, 0.25, 0.5]]))
    c = xp.random.categorical(_key(12), logits, shape=(N // 2, 2))
    for row in range(2):
        counts = np.bincount(c[:, row], minlength=3)
        assert stats.chisquare(counts, (N // 2) * np.exp(logits[row])).pvalue > P_MIN


def test_gumbel_high_mode_categorical() -> None:
    logits = np.log(np.array([0.7, 0.2, 0.1]))
    c = xp.random.categorical(_key(13), logits, shape=(N,), mode="high")
    assert stats.chisquare(np.bincount(c, minlength=3), N * np.exp(logits)).pvalue > P_MIN


def test_split_keys_give_independent_streams() -> None:
    a, b = xp.random.split(_key(14))
    x = xp.random.normal(a, (N,), np.float64)
    y = xp.random.normal(b, (N,), np.float64)
    assert abs(np.corrcoef(x, y)[0, 1]) < 5 / math.sqrt(N)
    z = xp.random.normal(xp.random.fold_in(_key(14), 1), (N,), np.float64)
    assert abs(np.corrcoef(x, z)[0, 1]) < 5 / math.sqrt(N)
