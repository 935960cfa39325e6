"""The odds lab's engine: what a bet is worth, in every game that involves chance.

Exact where the cases can be counted — as :class:`fractions.Fraction` — and Monte Carlo from a
seeded ``random.Random`` where they cannot (or to watch a simulation converge to the exact
value). No Jupyter here: only the game modules.

Every bet is a :class:`Model`: its outcomes (each with the value the bet nets and its exact
probability) and a way to draw one outcome at random, the way the game itself would.

- :func:`dafengshou`: bets on 大丰收's targets (rules/cards.md §4; P-F1…P-F5).
- :func:`tuitongzi`: a bet on one 闲 position of 二八杠 against the banker, over all deals
  (the banker's edge, :func:`banker_edge`; P-O2); :func:`tuitongzi_hand_types`.
- :func:`sanzhang`: a 比牌 with a given hand against one random hand;
  :func:`sanzhang_categories` over all 22,100 hands.
- :func:`mahjong_wait`: does a ready hand's wait come in the next n draws (P-O3), the unseen
  tiles — wall and other hands alike — in random order; with Wuhan's indicator a drawn 赖子
  counts too. Only your own draws: wins on others' discards and the wall's length are left
  out. :func:`wait_within` is the hypergeometric count behind it.

Every model takes the game's rule options as keywords (``dafengshou(bets, rtp=95)``).

Intervals (P-O1): when a bet has exactly two results (win/lose, arrives/does not) the
simulated mean gets a **Wilson** score interval for the proportion (good even near 0 or 1);
otherwise a **normal** (central limit) interval from the sample variance. Both at 95 %.

>>> m = dafengshou({"apple": 10, "bar": 1})
>>> m.expected                       # exact: every target returns 90 %
Fraction(-11, 10)
>>> est = simulate(m, 20_000, seed=1)
>>> est.method, est.contains(m.expected)
('normal', True)
>>> simulate(dafengshou({"apple": 10}), 20_000, seed=1).method   # win or lose: a proportion
'wilson'
>>> wait_within(unseen=80, live=4, draws=10)   # one wait with 4 live tiles, 10 draws
Fraction(18991, 45188)
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from .base import (  # noqa: F401  (re-exported: the old home)
    CONFIDENCE,
    Z95,
    Estimate,
    Model,
    Outcome,
    normal_interval,
    wilson,
)
from .games import (  # noqa: F401  (re-exported: the old home)
    DECK52,
    DafengshouModel,
    HandClass,
    SanzhangModel,
    TuitongziModel,
    banker_edge,
    dafengshou,
    sanzhang,
    sanzhang_categories,
    tuitongzi,
    tuitongzi_hand_types,
)
from .waits import (  # noqa: F401  (re-exported: the old home)
    WaitCount,
    WaitModel,
    count_waits,
    first_arrival,
    mahjong_wait,
    wait_within,
)


class Simulation:
    """A Monte Carlo run that can go on in steps: ``run(k)`` adds k rounds; the counts per
    outcome give the mean and its interval. Seeded: the same seed, the same rounds.

    >>> sim = Simulation(dafengshou({"bar": 1}), seed=3)
    >>> sim.run(1000).rounds, sim.run(500).rounds
    (1000, 1500)
    """

    def __init__(self, model: Model, seed: int = 0):
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise ValueError(f"seed is a whole number, not {seed!r}")
        self.model, self.seed = model, seed
        self.rng = random.Random(seed)
        self.counts = [0] * len(model.outcomes)
        self.rounds = 0
        self._values = [float(o.value) for o in model.outcomes]

    def run(self, rounds: int) -> Estimate:
        if isinstance(rounds, bool) or not isinstance(rounds, int) or rounds < 0:
            raise ValueError(f"rounds is a whole number ≥ 0, not {rounds!r}")
        sample, rng, counts = self.model.sample, self.rng, self.counts
        for _ in range(rounds):
            counts[sample(rng)] += 1
        self.rounds += rounds
        return self.estimate()

    def frequencies(self) -> list[float]:
        n = self.rounds or 1
        return [c / n for c in self.counts]

    def estimate(self) -> Estimate:
        n = self.rounds
        if not n:
            return Estimate(0, math.nan, -math.inf, math.inf, self._method())
        mean = sum(c * v for c, v in zip(self.counts, self._values, strict=True)) / n
        if self.model.binary:
            lo_v, hi_v = sorted(set(self._values))
            wins = sum(c for c, v in zip(self.counts, self._values, strict=True) if v == hi_v)
            lo, hi = wilson(wins, n)
            span = hi_v - lo_v
            return Estimate(n, mean, lo_v + lo * span, lo_v + hi * span, "wilson")
        square = sum(c * v * v for c, v in zip(self.counts, self._values, strict=True)) / n
        variance = (square - mean * mean) * n / (n - 1) if n > 1 else math.inf
        lo, hi = normal_interval(mean, variance, n)
        return Estimate(n, mean, lo, hi, "normal")

    def _method(self) -> str:
        return "wilson" if self.model.binary else "normal"


def simulate(model: Model, rounds: int, seed: int = 0) -> Estimate:
    """``rounds`` random rounds from ``random.Random(seed)``: the mean and its interval."""
    return Simulation(model, seed).run(rounds)


# each game's model from its bet (their parameters differ: odds_model names them)
MODELS: dict[str, Callable[..., Model]] = {
    "dafengshou": dafengshou, "tuitongzi": tuitongzi, "sanzhang": sanzhang,
    "mahjong": mahjong_wait}

__all__ = ["CONFIDENCE", "MODELS", "Estimate", "Model", "Outcome", "Simulation", "WaitCount",
           "banker_edge", "count_waits", "dafengshou", "first_arrival", "mahjong_wait",
           "normal_interval", "sanzhang", "sanzhang_categories", "simulate", "tuitongzi",
           "tuitongzi_hand_types", "wait_within", "wilson"]
