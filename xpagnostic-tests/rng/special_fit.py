"""How the Chebyshev coefficients of ``xpagnostic/_common/_special.py`` are made.

Each approximated function is smooth on its interval; its Chebyshev interpolant at the
Chebyshev points of the first kind is computed in 40-digit arithmetic (mpmath), and the
coefficients are kept while they matter in float64.  ``python special_fit.py`` prints
them; ``test_special.py`` checks that the committed ones are what this gives.
"""

from __future__ import annotations

from collections.abc import Callable

import mpmath as mp

mp.mp.dps = 40

#: float64's unit roundoff, the level below which a coefficient's tail is dropped.
TAIL = mp.mpf(2) ** -58


def chebyshev(f: Callable[[mp.mpf], mp.mpf], a: float, b: float, degree: int = 48
              ) -> list[float]:
    """Chebyshev coefficients of ``f`` on ``[a, b]`` (in the variable mapped to [-1, 1]),
    trailing ones whose sum is below ``TAIL`` relative to ``|f|`` dropped."""
    n = degree + 1
    a_, b_ = mp.mpf(a), mp.mpf(b)
    nodes = [mp.cos(mp.pi * (k + mp.mpf(1) / 2) / n) for k in range(n)]
    values = [f((b_ - a_) / 2 * t + (a_ + b_) / 2) for t in nodes]
    coeffs = []
    for j in range(n):
        s = mp.fsum(values[k] * mp.cos(mp.pi * j * (k + mp.mpf(1) / 2) / n) for k in range(n))
        coeffs.append(2 * s / n)
    coeffs[0] /= 2
    scale = min(abs(v) for v in values)
    while len(coeffs) > 1 and mp.fsum(abs(c) for c in coeffs[-1:]) + abs(coeffs[-2]) < TAIL * scale:
        coeffs.pop()
    return [float(c) for c in coeffs]


def _erfinv_over_x(w: mp.mpf) -> mp.mpf:
    """erfinv(x) / x where 1 - x**2 = exp(-w)."""
    if w == 0:
        return mp.sqrt(mp.pi) / 2
    x = mp.sqrt(-mp.expm1(-w))
    return mp.erfinv(x) / x


def _erf_over_x(u: mp.mpf) -> mp.mpf:
    """erf(x) / x where u = x**2."""
    if u == 0:
        return 2 / mp.sqrt(mp.pi)
    x = mp.sqrt(u)
    return mp.erf(x) / x


def _scaled_erfc(v: mp.mpf) -> mp.mpf:
    """erfc(x) * x * exp(x**2) where v = 1 / x."""
    x = 1 / v
    return mp.erfc(x) * x * mp.exp(x * x)


#: Name -> (function, interval) of every fit; the names are those of _special.py.
FITS: dict[str, tuple[Callable[[mp.mpf], mp.mpf], float, float]] = {
    "ERFINV_CENTRAL": (_erfinv_over_x, 0.0, 6.25),
    "ERFINV_TAIL": (lambda s: _erfinv_over_x(s * s), 2.5, 4.0),
    "ERFINV_FAR_TAIL": (lambda s: _erfinv_over_x(s * s), 4.0, 6.25),
    "ERF_CENTRAL": (_erf_over_x, 0.0, 1.0),
    "ERFC_NEAR": (_scaled_erfc, 0.4, 1.0),
    "ERFC_FAR": (_scaled_erfc, 1 / 6, 0.4),
}


def fits() -> dict[str, list[float]]:
    return {name: chebyshev(f, a, b) for name, (f, a, b) in FITS.items()}


if __name__ == "__main__":
    for name, coeffs in fits().items():
        f, a, b = FITS[name]
        print(f"#: on [{a!r}, {b!r}]")
        print(f"{name}: Final = (")
        line = "   "
        for c in coeffs:
            item = f" {c!r},"
            if len(line) + len(item) > 95:
                print(line)
                line = "   "
            line += item
        print(line)
        print(")")
