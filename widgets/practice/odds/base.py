"""What every bet is: a :class:`Model` of :class:`Outcome` s, an :class:`Estimate` of a
simulation, and the 95 % intervals (:func:`wilson`, :func:`normal_interval`, P-O1).
Re-exported by :mod:`.lab`."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ...engine.checks import need_type

Z95 = 1.959963984540054  # the two-sided 95 % normal quantile
CONFIDENCE = 0.95


@dataclass(frozen=True)
class Outcome:
    """One result of a bet: a key, its names, what the bet nets (``value``: coins per unit
    staked, or 1/0 for an event), and its exact probability."""

    key: str
    zh: str
    en: str
    value: Fraction
    probability: Fraction


@dataclass(frozen=True)
class Estimate:
    """A simulated mean after ``rounds`` rounds, with its 95 % interval (P-O1)."""

    rounds: int
    mean: float
    low: float
    high: float
    method: str  # 'wilson' (two results) or 'normal'
    confidence: float = CONFIDENCE

    def contains(self, x: float | Fraction) -> bool:
        return self.low <= float(x) <= self.high


class Model:
    """A bet in a game of chance: exact outcomes and a sampler.

    Subclasses set ``outcomes`` and implement :meth:`sample` (one random outcome's index,
    drawn as the game draws it, from the given ``random.Random``)."""

    game: str = ""
    zh: str = ""
    en: str = ""
    value_zh: str = "每注净输赢"
    value_en: str = "net result per round"
    outcomes: tuple[Outcome, ...] = ()
    notes: tuple[tuple[str, str, str], ...] = ()  # (id, zh, en): the assumptions used
    rules: Any = None  # the game's rules object, with the options the bet was built under

    @property
    def expected(self) -> Fraction:
        """The exact expected value of one round."""
        return sum((o.value * o.probability for o in self.outcomes), Fraction(0))

    @property
    def variance(self) -> Fraction:
        mean = self.expected
        return sum(((o.value - mean) ** 2 * o.probability for o in self.outcomes), Fraction(0))

    @property
    def binary(self) -> bool:
        """Exactly two different values: the mean is a proportion (Wilson interval)."""
        return len({o.value for o in self.outcomes}) == 2

    def sample(self, rng: random.Random) -> int:
        raise NotImplementedError

    def check(self) -> None:
        """The outcomes' probabilities add up to exactly 1."""
        total = sum(o.probability for o in self.outcomes)
        if total != 1:
            raise AssertionError(f"{self.game}: probabilities add up to {total}, not 1")


# ---- intervals and the simulation ---------------------------------------------------------------


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion.

    >>> [round(x, 4) for x in wilson(50, 100)]
    [0.4038, 0.5962]
    """
    for name, x in (("successes", successes), ("n", n)):
        need_type(x, int, name, "a whole number")
    need_type(z, (int, float), "z", "a number such as 1.96")
    if n <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= n:
        raise ValueError(f"successes is a count between 0 and n ({n}), not {successes!r}")
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def normal_interval(mean: float, variance: float, n: int, z: float = Z95
                    ) -> tuple[float, float]:
    """mean ± z·√(variance / n): the central limit interval for a mean."""
    for name, x in (("mean", mean), ("variance", variance), ("z", z)):
        need_type(x, (int, float, Fraction), name, "a number")
    need_type(n, int, "n", "a whole number")
    if n <= 1:
        return -math.inf, math.inf
    half = z * math.sqrt(max(variance, 0.0) / n)
    return mean - half, mean + half
