"""What a decision cost, in the game's own unit: the move played against the strong level's
move, each played out to the end of the hand from the same position, many times.

Every played table reviews a finished hand the same way. At each of the learner's decisions
where the strong level (:mod:`.levels`) would have chosen otherwise, the hand is played on
twice from the position before it, once after each move, with everything the learner could
not see dealt again at random but the same way for both moves (:func:`paired`): the luck of
the deal then cancels, and what is left is what the choice changed. The loss is the mean of
those paired differences, in the game's own unit (:data:`UNITS`: mahjong and 跑胡子 points,
欢乐三张 chips, 斗地主 points with the multiplier), with its 95 % interval (Student's t: few
samples, a wide interval).

Sampling stops as soon as the estimate is settled (:meth:`Estimate.settled`): its interval is
narrower than the unit's ``bound``, or lies wholly below the mistake ``threshold``;
otherwise when the most samples are taken, or the time or the stop signal says so. A choice
is a **mistake** only when the whole interval is above the threshold; an estimate whose
interval is wider than the bound and straddles the threshold is "unclear" and is not shown as
a loss (too noisy to rank the moves).

>>> e = Estimate.of([2.0, 2.5, 1.5, 2.0])
>>> e.mean, round(e.half, 2), e.verdict(UNITS["points"])
(2.0, 0.65, 'mistake')
>>> Estimate.of([0.0, 0.1, -0.1, 0.0]).verdict(UNITS["points"])
'fine'
>>> Estimate.of([5.0, -5.0, 4.0, -3.0]).verdict(UNITS["points"])
'unclear'
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from ..engine.why import Why

Z95 = 1.96
# Student's t at 97.5 % by degrees of freedom (n − 1): a handful of samples gets the wider
# interval it deserves; past 30, the normal 1.96
T95 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26,
       10: 2.23, 12: 2.18, 15: 2.13, 20: 2.09, 30: 2.04}


def t95(df: int) -> float:
    """The two-sided 95 % t quantile for ``df`` degrees of freedom (the table's next lower
    entry: a slightly wider interval, never a narrower one)."""
    return next((T95[k] for k in sorted(T95, reverse=True) if k <= df), T95[1]) \
        if df < 30 else Z95 if df > 60 else T95[30]


@dataclass(frozen=True)
class Unit:
    """A game's unit of loss: its name, the loss below which a choice is not a mistake
    (``threshold``), the widest half-interval shown as a figure (``bound``), and what the
    figure means, said on screen."""

    key: str
    zh: str
    en: str
    threshold: float
    bound: float
    meaning: Why


UNITS: dict[str, Unit] = {
    "points": Unit("points", "分", "points", 0.5, 1.0, Why(
        "损失＝这一步之后把整手牌打完的平均得分差（两种打法用同一组随机牌局比较），"
        "括号里是 95% 区间", "loss = the mean difference in this hand's points when it is "
        "played out after each move (the same random deals for both), with its 95 % interval")),
    "chips": Unit("chips", "筹码", "chips", 0.5, 1.0, Why(
        "损失＝这一步之后打完整手牌的平均筹码差，括号里是 95% 区间",
        "loss = the mean difference in chips won when the hand is played out after each "
        "move, with its 95 % interval")),
    "win": Unit("win", "胜率", "win chance", 0.03, 0.05, Why(
        "损失＝这一步之后打完整手牌的胜率差，括号里是 95% 区间",
        "loss = the difference in the chance of winning the hand after each move, with its "
        "95 % interval")),
}


@dataclass(frozen=True)
class Estimate:
    """A loss: the mean of ``n`` paired differences (best minus played: positive means the
    move played did worse) and the half-width of its 95 % interval; ``exact`` when it was
    worked out over every case rather than sampled (``half`` is then 0)."""

    mean: float
    half: float
    n: int
    exact: bool = False

    @classmethod
    def of(cls, diffs: Sequence[float], floor: float = 0.0) -> Estimate:
        """The estimate of paired differences (Student's t interval; one sample: unbounded).
        ``floor`` is the least spread assumed: a few samples that happen to agree exactly do
        not prove that every case would (a rare different outcome is not yet seen)."""
        n = len(diffs)
        if n == 0:
            return cls(0.0, math.inf, 0)
        mean = statistics.fmean(diffs)
        spread = max(statistics.stdev(diffs), floor) if n > 1 else math.inf
        half = t95(n - 1) * spread / math.sqrt(n)
        return cls(mean, half, n)

    @property
    def low(self) -> float:
        return self.mean - self.half

    @property
    def high(self) -> float:
        return self.mean + self.half

    def within(self, unit: Unit) -> bool:
        """Is the 95 % interval within the unit's bound (±1 point)? (Worked out exactly: yes.)"""
        return self.half <= unit.bound

    def said_as(self, unit: Unit) -> str:
        """How a loss may be said (issue 38: "that interval is bounded"): 'figure' (its
        interval within the unit's bound, or worked out exactly), 'least' (wider, but wholly
        above the threshold: a mistake said by its lower end) or 'range' (wider, and not
        surely a mistake: said as the range it is, never as a loss).

        >>> [Estimate(m, h, 64).said_as(UNITS["points"]) for m, h in ((2, .6), (4, 2.5), (.4, 2))]
        ['figure', 'least', 'range']
        """
        if self.within(unit):
            return "figure"
        return "least" if self.low >= unit.threshold else "range"

    def verdict(self, unit: Unit) -> str:
        """'mistake' (the whole interval above the threshold), 'fine' (below it, or a
        settled estimate whose mean is below it) or 'unclear' (too noisy to rank the moves)."""
        if self.low >= unit.threshold:
            return "mistake"
        if self.high < unit.threshold or (self.half <= unit.bound
                                          and self.mean < unit.threshold):
            return "fine"
        return "unclear"

    def settled(self, unit: Unit) -> bool:
        """No more samples are needed: the interval is within the bound, or wholly under the
        threshold (no mistake, whatever its size). A mistake is sampled on until its size is
        known within the bound (else it is said by the least it cost)."""
        return self.n >= 2 and (self.half <= unit.bound or self.high < unit.threshold)


def paired(sample: Callable[[int], tuple[float, float]], unit: Unit, *, least: int = 6,
           most: int = 400, deadline: float | None = None,
           stop: Callable[[], bool] | None = None) -> Estimate:
    """The loss of a move from paired samples: ``sample(i)`` plays the i-th random deal out
    after the move played and after the best move and returns both results (the seat's
    points, chips or 1/0 for a win): until the estimate is settled (after ``least`` samples),
    ``most`` samples are taken, or the clock passes ``deadline`` (``time.monotonic``) or
    ``stop()`` says so (after two samples: one gives no interval). Seeded by ``i`` alone, so
    the same review gives the same figures."""
    diffs: list[float] = []
    for i in range(most):
        played, best = sample(i)
        diffs.append(best - played)
        late = (deadline is not None and time.monotonic() >= deadline) or (
            stop is not None and stop())
        e = Estimate.of(diffs, unit.bound)
        if (len(diffs) >= 2 and late) or (len(diffs) >= least and e.settled(unit)):
            return e
    return Estimate.of(diffs, unit.bound)


def bounded(sample: Callable[[int], tuple[float, float]], unit: Unit, *, first: int,
            cap: int, stop: Callable[[], bool] | None = None,
            diffs: list[float] | None = None,
            many: Callable[[range], Iterable[tuple[float, float]]] | None = None) -> Estimate:
    """The loss from paired samples taken in rounds of ``first``: after each round, stop
    when the 95 % interval is within ``unit.bound`` (±1 point) or ``cap`` samples are taken
    (the interval is then as wide as it is: :meth:`Estimate.within` says which). Samples are
    spent only where the interval is wide, and stop by counts alone (never by the clock), so
    the same decision gets the same figure every run. Looking only once a round (16, 32, …)
    keeps the bias of stopping on a lucky narrow run small. ``stop()`` (checked after each
    sample, after two) ends it early; the caller decides whether such a figure is shown.
    ``diffs``, if given, holds the samples taken so far and is extended in place: a
    measurement cut short is taken up again where it stopped, to the same figure.
    ``many(indices)``, if given, yields ``sample(i)`` for a round's indices in their order
    (:func:`widgets.practice.parallel.samples`: on two cores at once).

    >>> bounded(lambda i: (0.0, 2.0 + (i % 2) * 0.1), UNITS["points"], first=4, cap=16).n
    8
    >>> e = bounded(lambda i: (0.0, 8.0 * (i % 2)), UNITS["points"], first=4, cap=16)
    >>> e.n, e.within(UNITS["points"])
    (16, False)
    """
    diffs = [] if diffs is None else diffs
    rounds = many or (lambda indices: map(sample, indices))
    while len(diffs) < cap:
        end = min(cap, (len(diffs) // first + 1) * first)  # the end of the round under way
        for played, best in rounds(range(len(diffs), end)):
            diffs.append(best - played)
            if len(diffs) >= 2 and stop is not None and stop():
                return Estimate.of(diffs, unit.bound)
        if Estimate.of(diffs, unit.bound).half <= unit.bound:
            break
    return Estimate.of(diffs, unit.bound)


def exact(values: Sequence[tuple[float, float]]) -> Estimate:
    """The loss worked out over every equally likely case: (played, best) per case."""
    mean = statistics.fmean(b - p for p, b in values)
    return Estimate(mean, 0.0, len(values), exact=True)
