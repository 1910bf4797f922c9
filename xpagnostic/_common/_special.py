"""``erf`` and ``erfinv`` over the standard's functions, for ``xp.random``'s normal samplers.

The standard has neither function, and NumPy has neither, so both are written once here
and serve every backend (JAX draws through ``jax.random`` and does not use them).

* ``erfinv`` in float32 (and float16/bfloat16, computed in float32) is M. Giles'
  single-precision approximation ("Approximating the erfinv function", GPU Computing Gems
  Jade Edition, 2011), the definition ``jax.random.normal`` uses: with the same
  ``log1p`` the results are identical, and backends' ``log1p`` differ by an ulp at most.
* ``erfinv`` in float64 and ``erf`` in every precision are Chebyshev interpolants of our own
  (``xpagnostic-tests/rng/special_fit.py`` makes them), on the variables Giles uses for
  ``erfinv`` and on ``x**2`` and ``1/x`` for ``erf``, evaluated by Clenshaw's recurrence; a
  float32 evaluation stops at the first coefficient float32 cannot see.  Errors: a few ulp
  (``test_special.py`` measures them against SciPy).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, Final

__all__ = ["erf", "erfinv", "erfinv_giles_in_place"]

# --- Giles' single-precision erfinv: w = -log1p(-x*x); w < 5 and w >= 5 -------------------
_GILES_CENTRAL: Final = (2.81022636e-08, 3.43273939e-07, -3.5233877e-06, -4.39150654e-06,
                         0.00021858087, -0.00125372503, -0.00417768164, 0.246640727,
                         1.50140941)
_GILES_TAIL: Final = (-0.000200214257, 0.000100950558, 0.00134934322, -0.00367342844,
                      0.00573950773, -0.0076224613, 0.00943887047, 1.00167406, 2.83297682)

# --- Chebyshev coefficients (special_fit.py) -------------------------------------------------
#: erfinv(x) / x as a function of w = -log(1 - x**2), on [0.0, 6.25]
ERFINV_CENTRAL: Final = (
    1.6304220989459326, 0.7315674456742257, -0.021235032142504585, -0.0065808875424494635,
    0.0019488711426908524, -0.00014158343386374536, -4.9292864636180004e-05,
    1.4752887929042498e-05, -6.111918603258194e-07, -5.106997335480761e-07,
    1.159027723297735e-07, 1.4907998843194937e-09, -5.244776785530681e-09,
    8.51790549109762e-10, 7.917020592973908e-11, -5.0994281737154326e-11,
    5.436227530231317e-12, 1.292282189751795e-12, -4.656064719044143e-13,
    2.4256976317675218e-14, 1.6403697972051414e-14, -3.94956069090147e-15,
    -3.9036001761416307e-17, 1.83129083527959e-16, -3.03580260263594e-17,
    -2.8782301773959922e-18, 1.8669320251663633e-18,
)
#: erfinv(x) / x as a function of s = sqrt(w), on [2.5, 4.0]
ERFINV_TAIL: Final = (
    3.085744844023102, 0.7524837268921277, 0.0019842584172056767, -0.000534561900101604,
    0.0001302806745904227, -2.943377534710642e-05, 5.231051543788091e-06,
    -5.385189635316591e-07, -2.922686732135409e-08, 2.3903569231251557e-08,
    -4.411209869554094e-09, 2.2053622855049448e-10, 8.095391923249493e-11,
    -2.1642011149793333e-11, 1.9364299208504444e-12, 1.9183918173325102e-13,
    -8.245551635697369e-14, 1.0402388222104601e-14, 2.9484539267546553e-17,
    -2.4669496593190295e-16, 4.5962728850225956e-17, -3.0942577381166363e-18,
)
#: erfinv(x) / x as a function of s = sqrt(w), on [4.0, 6.25]
ERFINV_FAR_TAIL: Final = (
    4.976098221510014, 1.13632640639631, -7.894657288651023e-05, -7.40393876674932e-05,
    1.4487997116092317e-05, -2.0897638359601916e-06, 2.708361680705596e-07,
    -3.4653657974355744e-08, 4.986112173302154e-09, -9.387771499414535e-10,
    2.281197598612107e-10, -6.021669188625184e-11, 1.505972022754747e-11,
    -3.3171481893899966e-12, 6.053913177507813e-13, -8.100093655534849e-14,
    4.055619417592477e-15, 1.6557915132280428e-15, -6.461302524291313e-16,
    1.3347514306946564e-16, -1.6796033087338297e-17, 4.583454454404463e-19,
)
#: erf(x) / x as a function of u = x**2, on [0.0, 1.0]
ERF_CENTRAL: Final = (
    0.9754769393826541, -0.14226120510371365, 0.010035582187599796, -0.0005768764699767485,
    2.741993125219606e-05, -1.1043175507344507e-06, 3.8488755420345036e-08,
    -1.1808582533875466e-09, 3.2334215826050907e-11, -7.991015947004549e-13,
    1.7990725113961456e-14, -3.718635487818693e-16, 7.103599003714253e-18,
    -1.2612455119155226e-19,
)
#: erfc(x) * x * exp(x**2) as a function of v = 1 / x, on [0.4, 1.0]
ERFC_NEAR: Final = (
    0.47705154744122635, -0.05010135139955942, 0.00031184716128012887, 0.00037889484028612975,
    -6.336578880336633e-05, 6.330174916887379e-06, -2.990953968777243e-07,
    -3.8358686463700324e-08, 1.3169219268750121e-08, -2.2362493307978253e-09,
    2.675100643495091e-10, -1.980616159244859e-11, -5.729840506690783e-13,
    5.515609412633759e-13, -1.2705032219844118e-13, 2.062802078590936e-14,
    -2.5556485666557298e-15, 2.0812657678194584e-16, 3.3192727659841746e-18,
    -5.810788408395783e-18, 1.519525015842498e-18, -2.8135520893169355e-19,
)
#: erfc(x) * x * exp(x**2) as a function of v = 1 / x, on [1/6, 0.4]
ERFC_FAR: Final = (
    0.542839166299329, -0.014904719866427215, -0.001000160099514465, 8.324150368570169e-05,
    -1.3760754589741323e-06, -2.690598757180841e-07, 2.8452799630362292e-08,
    -9.192259484043594e-10, -9.804899104103731e-11, 1.6671743537069922e-11,
    -1.072699632286439e-12, -1.2895378453876367e-14, 1.0898518617006017e-14,
    -1.2614233947882041e-15, 6.142677126729403e-17, 4.235293133396242e-18,
    -1.2313438499378335e-18,
)
#: erf is 1 in float64 (and float32) beyond this.
_ERF_SATURATES: Final = 6.0


def _terms(coeffs: Sequence[float], unit: float) -> tuple[float, ...]:
    """The leading coefficients that matter at unit roundoff ``unit``: the dropped tail
    sums to less than ``unit`` times the smallest magnitude the series takes (bounded below
    by ``|c0| - sum |c_k|``)."""
    scale = abs(coeffs[0]) - math.fsum(abs(c) for c in coeffs[1:])
    keep = len(coeffs)
    while keep > 1 and math.fsum(abs(c) for c in coeffs[keep - 1:]) < unit * scale:
        keep -= 1
    return tuple(coeffs[:keep])


_UNIT: Final = {"float32": 2.0 ** -25, "float64": 2.0 ** -54}
_SERIES: Final = {
    (name, precision): _terms(coeffs, unit)
    for name, coeffs in (("erfinv_central", ERFINV_CENTRAL), ("erfinv_tail", ERFINV_TAIL),
                         ("erfinv_far_tail", ERFINV_FAR_TAIL), ("erf_central", ERF_CENTRAL),
                         ("erfc_near", ERFC_NEAR), ("erfc_far", ERFC_FAR))
    for precision, unit in _UNIT.items()
}


def _chebyshev(xp: Any, coeffs: Sequence[float], t: Any) -> Any:
    """``sum c_k T_k(t)`` by Clenshaw's recurrence (``t`` in [-1, 1])."""
    two_t = t + t
    b1 = b2 = xp.zeros_like(t)
    for c in coeffs[:0:-1]:
        b1, b2 = two_t * b1 - b2 + c, b1
    return t * b1 - b2 + coeffs[0]


def _horner(coeffs: Sequence[float], t: Any) -> Any:
    p = t * 0.0 + coeffs[0]
    for c in coeffs[1:]:
        p = c + p * t
    return p


def _working(xp: Any, x: Any) -> tuple[Any, str]:
    """``x`` in the precision the approximations run in, and that precision's name."""
    if x.dtype == xp.float64:
        return x, "float64"
    return (x if x.dtype == xp.float32 else xp.astype(x, xp.float32)), "float32"


def erfinv(xp: Any, x: Any) -> Any:
    """The inverse error function of a real floating array of namespace ``xp``, elementwise
    (``±inf`` at ``±1``, NaN outside ``[-1, 1]``)."""
    dtype = x.dtype
    x, precision = _working(xp, x)
    # ±1 map to ±inf below; the approximations see 0 there, so that no branch overflows.
    ends = xp.abs(x) == 1.0
    y = xp.where(ends, xp.zeros_like(x), x)
    if precision == "float32":
        w = -xp.log1p(-(y * y))  # as JAX: rounding x*x costs ~1e-7 in the far tails
        p = xp.where(w < 5.0, _horner(_GILES_CENTRAL, w - 2.5),
                     _horner(_GILES_TAIL, xp.sqrt(w) - 3.0))
    else:
        # 1 - |x| is exact where it matters (|x| > 1/2), so w keeps its accuracy up to |x| = 1.
        a = xp.abs(y)
        w = -xp.log((1.0 - a) * (1.0 + a))
        s = xp.sqrt(w)
        p = xp.where(
            w < 6.25,
            _chebyshev(xp, _SERIES["erfinv_central", precision], w * 0.32 - 1.0),
            xp.where(s < 4.0,
                     _chebyshev(xp, _SERIES["erfinv_tail", precision], (s - 3.25) / 0.75),
                     _chebyshev(xp, _SERIES["erfinv_far_tail", precision],
                                (s - 5.125) / 1.125)))
    infinity = xp.where(x > 0.0, xp.full_like(x, math.inf), xp.full_like(x, -math.inf))
    out = xp.where(ends, infinity, p * y)
    return out if out.dtype == dtype else xp.astype(out, dtype)


def erfinv_giles_in_place(xp: Any, x: Any, log1p_in_place: Callable[[Any], Any]) -> Any:
    """:func:`erfinv` of a 1-d float32 array whose values lie in the open interval (-1, 1), bit
    for bit, computed with in-place operations on a mutable array that nothing traces.

    The same operations in the same order as :func:`erfinv` (Giles' float32 formula), with
    fewer passes over memory: each step updates its array in place (``log1p_in_place(w)``
    overwrites ``w`` with ``log1p(w)``), and the tail polynomial runs only on the elements
    that take it (``w >= 5``: about one draw in three hundred), found by ``nonzero``, which
    reads the host: for arrays in host memory.  ``x`` itself is overwritten
    with the result, which is returned."""
    w = x * x
    w *= -1.0  # exact: -(x * x)
    log1p_in_place(w)
    w *= -1.0
    tail = xp.nonzero(w >= 5.0)[0]
    far = xp.take(w, tail) if tail.shape[0] else None
    t = w
    t -= 2.5
    p = t * _GILES_CENTRAL[0]  # (c0 + 0 * t) * t, _horner's first step
    for c in _GILES_CENTRAL[1:-1]:
        p += c
        p *= t
    p += _GILES_CENTRAL[-1]
    if far is not None:
        p[tail] = _horner(_GILES_TAIL, xp.sqrt(far) - 3.0)
    x *= p  # p * x: the same product
    return x


def erf(xp: Any, x: Any) -> Any:
    """The error function of a real floating array of namespace ``xp``, elementwise."""
    dtype = x.dtype
    y, precision = _working(xp, x)
    a = xp.abs(y)
    near_zero = xp.where(a <= 1.0, y, xp.zeros_like(y))  # no infinity in the unused branch
    central = near_zero * _chebyshev(xp, _SERIES["erf_central", precision],
                                     2.0 * (near_zero * near_zero) - 1.0)
    # Arrays, not Python scalars, for the namespace's functions (compilers trace them plainly).
    clamped = xp.minimum(a, xp.full_like(a, _ERF_SATURATES))
    v = 1.0 / xp.maximum(clamped, xp.ones_like(a))
    near = _chebyshev(xp, _SERIES["erfc_near", precision], (v - 0.7) / 0.3)
    far = _chebyshev(xp, _SERIES["erfc_far", precision],
                     (v - 17.0 / 60.0) / (7.0 / 60.0))
    scaled = xp.where(clamped <= 2.5, near, far)
    tail = 1.0 - xp.exp(-(clamped * clamped)) * scaled * v
    out = xp.where(a <= 1.0, central, xp.where(y < 0.0, -tail, tail))
    return out if out.dtype == dtype else xp.astype(out, dtype)
