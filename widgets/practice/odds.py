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

import itertools
import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from functools import lru_cache
from typing import Any

from .. import rules as _rules
from ..cards.cards import RANKS, SUITS, Card
from ..cards.dafengshou import LUCK, NAMES, Dafengshou
from ..cards.sanzhang import CATEGORIES, VALUE, Sanzhang, ThreeCards
from ..cards.tuitongzi import COPIES, KINDS, Tuitongzi
from ..engine.checks import need_type
from ..engine.rules import MahjongRules

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


# ---- 大丰收 ------------------------------------------------------------------------------------


class DafengshouModel(Model):
    """Bets on 大丰收's targets; one lamp lights per round. Values are coins (net)."""

    game = "dafengshou"

    def __init__(self, bets: Mapping[str, int], **options: Any):
        self.rules = Dafengshou(**options)
        self.bets = dict(self.rules.verify_bets(bets))
        self.zh = "大丰收：" + "，".join(f"{self.rules.target(k).zh} {c}"
                                       for k, c in self.bets.items())
        self.en = "大丰收 Big Harvest: " + ", ".join(f"{c} on {self.rules.target(k).en}"
                                                   for k, c in self.bets.items())
        self.value_zh, self.value_en = "每局净输赢（金币）", "net coins per round"
        outs = []
        for lamp, p in self.rules.outcomes():
            net = self.rules.settle(self.bets, lamp).net
            target = None if lamp == LUCK else self.rules.target(lamp)
            zh, en = (target.zh, target.en) if target else NAMES[LUCK]
            outs.append(Outcome(lamp, zh, en, Fraction(net), p))
        self.outcomes = tuple(outs)
        self._index = {o.key: i for i, o in enumerate(outs)}
        rtp = self.rules.options.rtp
        chances = (("P-F3", "概率由给定的权重决定：每个目标的返还率各不相同",
                    "the chances come from the weights given: each target returns its own")
                   if self.rules.options.weights else
                   ("P-F2", f"每个目标亮灯的概率是 {rtp}% / (赔率 + 1)：每个目标都返还 {rtp}%",
                    f"each target lights with chance {rtp} % / (odds + 1): every target "
                    f"returns {rtp} %"))
        self.notes = (("P-F1", "目标、赔率和概率都是我们的假设（种子只有一句话）",
                       "targets, odds and chances are our assumption (the seed has one "
                       "sentence)"), chances,
                      ("P-F4", "赔率是每注的利润：赢了本金退回", "odds are profit per unit "
                       "staked: a win also returns the stake"))

    def sample(self, rng: random.Random) -> int:
        return self._index[self.rules.spin(rng)]


def dafengshou(bets: Mapping[str, int], **options: Any) -> DafengshouModel:
    """Bets on 大丰收 (``{"apple": 10}``); options are the game's rule options."""
    return DafengshouModel(bets, **options)


# ---- 二八杠 ------------------------------------------------------------------------------------


_TT_RESULTS = (  # (key, zh, en, value per unit staked): the bettor's side (A5)
    ("win3", "闲赢 1赔3", "player wins at 1:3", 3),
    ("win2", "闲赢 1赔2", "player wins at 1:2", 2),
    ("win1", "闲赢 1赔1", "player wins at 1:1", 1),
    ("lose1", "庄赢 1赔1", "banker wins at 1:1", -1),
    ("lose2", "庄赢 1赔2", "banker wins at 1:2", -2),
    ("lose3", "庄赢 1赔3", "banker wins at 1:3", -3),
)


def _two_tile_hands() -> list[tuple[tuple[int, int], int]]:
    """The 55 two-tile hands (as kinds) with how many ways each is dealt from 40 tiles."""
    out = []
    for a, b in itertools.combinations_with_replacement(KINDS, 2):
        out.append(((a, b), math.comb(COPIES, 2) if a == b else COPIES * COPIES))
    return out


def _ways_after(hand: tuple[int, int], taken: tuple[int, int]) -> int:
    """Ways to deal ``hand`` once the tiles of ``taken`` are gone."""
    left = {k: COPIES - taken.count(k) for k in set(hand)}
    a, b = hand
    return math.comb(left[a], 2) if a == b else left[a] * left[b]


@lru_cache(maxsize=8)
def _tuitongzi_results(options: tuple[tuple[str, Any], ...]
                       ) -> dict[tuple[tuple[int, int], tuple[int, int]], str]:
    """(banker's kinds, player's kinds) → the result's key, for all 55 × 55 pairs of hands."""
    rules = Tuitongzi(**dict(options))
    hands = {pair: rules.hand(pair) for pair, _ in _two_tile_hands()}
    key_of = {v: k for k, _zh, _en, v in _TT_RESULTS}
    return {(b, p): key_of[rules.compare(hands[b], hands[p]).player_factor]
            for b in hands for p in hands}


@lru_cache(maxsize=8)
def _tuitongzi_table(options: tuple[tuple[str, Any], ...]) -> dict[str, Fraction]:
    """The exact distribution of a 闲 position's result against the banker, per unit, over
    every deal of the banker's and this position's four tiles (548,340 deals)."""
    results = _tuitongzi_results(options)
    weights: dict[str, int] = {k: 0 for k, *_ in _TT_RESULTS}
    total = 0
    for banker, ways_b in _two_tile_hands():
        for player, _ in _two_tile_hands():
            ways = ways_b * _ways_after(player, banker)
            total += ways
            weights[results[(banker, player)]] += ways
    return {k: Fraction(w, total) for k, w in weights.items()}


class TuitongziModel(Model):
    """A bet of 1 on one 闲 position against the banker; the 8 tiles of a round are dealt
    from a shuffled set of 40 (P-O2). Values are per unit staked (the odds of A5)."""

    game = "tuitongzi"

    def __init__(self, position: int = 1, **options: Any):
        if position not in (1, 2, 3) or isinstance(position, bool):
            raise ValueError(f"position is 1, 2 or 3 (the 闲 positions), not {position!r}")
        self.position = position
        self.rules = Tuitongzi(**options)
        table = _tuitongzi_table(tuple(sorted(options.items())))
        self.zh = f"二八杠：押闲家{'一二三'[position - 1]} 1 注"
        self.en = f"二八杠 Erbagang: 1 on player position {position}"
        self.value_zh, self.value_en = "每注输赢（注）", "result per unit staked"
        self.outcomes = tuple(Outcome(k, zh, en, Fraction(v), table[k])
                              for k, zh, en, v in _TT_RESULTS if table[k])
        index = {o.key: i for i, o in enumerate(self.outcomes)}
        self._result = {pair: index[key] for pair, key in _tuitongzi_results(
            tuple(sorted(options.items()))).items()}
        self._tiles = [k for k in KINDS for _ in range(COPIES)]
        self.notes = (("P-O2", "洗匀 40 张，每局发 8 张；奖池不算在庄家优势里",
                       "all 40 tiles shuffled, 8 dealt per round; the jackpot pool is left out "
                       "of the banker's edge"), ("A5", "赔率按赢家的牌型，输赢两个方向都一样",
                                                 "the winner's hand sets the odds, both ways"))

    def sample(self, rng: random.Random) -> int:
        # deal as the seed does: two tiles to each 闲 position from the left, then the banker
        dealt = rng.sample(self._tiles, 8)
        p = self.position - 1
        mine = _sorted_pair(dealt[2 * p], dealt[2 * p + 1])
        banker = _sorted_pair(dealt[6], dealt[7])
        return self._result[(banker, mine)]


def _sorted_pair(a: int, b: int) -> tuple[int, int]:
    return (a, b) if a <= b else (b, a)


def tuitongzi(position: int = 1, **options: Any) -> TuitongziModel:
    """A bet of 1 on 闲 position 1, 2 or 3 against the banker."""
    return TuitongziModel(position, **options)


def banker_edge(position: int = 1, **options: Any) -> Fraction:
    """What the banker gains on average per unit staked on this position (the bettor's
    expected loss), exactly, over every deal (P-O2).

    >>> banker_edge(1) == banker_edge(3)   # a fair shuffle: every position alike
    True
    """
    if position not in (1, 2, 3) or isinstance(position, bool):
        raise ValueError(f"position is 1, 2 or 3 (the 闲 positions), not {position!r}")
    table = _tuitongzi_table(tuple(sorted(options.items())))
    values = {k: v for k, _zh, _en, v in _TT_RESULTS}
    return -sum((values[k] * p for k, p in table.items()), Fraction(0))


def tuitongzi_hand_types() -> dict[str, Fraction]:
    """The chance of each 二八杠 hand type in one two-tile hand dealt from the 40 tiles.

    >>> tuitongzi_hand_types()["dui_fa"]
    Fraction(1, 130)
    """
    rules = Tuitongzi()
    out: dict[str, Fraction] = {"dui_fa": Fraction(0), "erbagang": Fraction(0),
                                "pair": Fraction(0), "points": Fraction(0)}
    total = math.comb(len(KINDS) * COPIES, 2)
    for hand, ways in _two_tile_hands():
        out[rules.hand(hand).category] += Fraction(ways, total)
    return out


# ---- 欢乐三张 ----------------------------------------------------------------------------------

DECK52 = tuple(Card(r, s) for r in RANKS for s in SUITS)


HandClass = tuple[str, tuple[int, ...], bool]  # category, comparison key, the 2-3-5 mark


@lru_cache(maxsize=4)
def _sanzhang_hands(options: tuple[tuple[str, Any], ...]) -> dict[tuple[int, ...], HandClass]:
    """Every one of the 22,100 hands (keys: sorted deck indices) → its class. A hand's class
    depends only on its ranks and on how many suits it shows (one: 金花/顺金; two or three:
    the 2-3-5 options), so one hand of each such shape is classified, not all 22,100."""
    rules = Sanzhang(**dict(options))
    ranks = [VALUE[c.rank] for c in DECK52]
    shapes: dict[tuple[tuple[int, ...], int], HandClass] = {}
    out = {}
    for combo in itertools.combinations(range(len(DECK52)), 3):
        shape = (tuple(sorted(ranks[i] for i in combo)), len({DECK52[i].suit for i in combo}))
        if shape not in shapes:
            found = rules.classify([DECK52[i] for i in combo])
            shapes[shape] = (found.category, found.key, found.special)
        out[combo] = shapes[shape]
    return out


def sanzhang_categories(**options: Any) -> dict[str, Fraction]:
    """The chance of each hand type over all 22,100 hands (special_235 also counts the
    2-3-5 hands, which are 单张 too); the test checks it against
    ``Sanzhang.category_counts``, which classifies every hand.

    >>> sanzhang_categories()["baozi"]
    Fraction(1, 425)
    """
    return dict(_sanzhang_categories(tuple(sorted(options.items()))))


@lru_cache(maxsize=4)
def _sanzhang_categories(options: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Fraction], ...]:
    """Counted from the classified hands of :func:`_sanzhang_hands` (classified once)."""
    hands = _sanzhang_hands(options).values()
    counts = {c.key: 0 for c in CATEGORIES} | {"special_235": 0}
    for category, _key, special in hands:
        counts[category] += 1
        counts["special_235"] += special
    return tuple((k, Fraction(n, len(hands))) for k, n in counts.items())


class SanzhangModel(Model):
    """A 比牌 for 1 unit: this hand against one hand dealt from the other 49 cards; +1 if
    this hand wins, −1 if it loses. The outcomes split by the opponent's hand type."""

    game = "sanzhang"

    def __init__(self, hand: str | Sequence[Card] = "2s 3h 5d", challenger: bool = True,
                 **options: Any):
        if not isinstance(hand, (str, Sequence)):
            raise ValueError(f"hand is three cards as text ('Ah Kd Qc') or Cards, not {hand!r}")
        if not isinstance(challenger, bool):
            raise ValueError(f"challenger is True (主动比牌) or False, not {challenger!r}")
        self.rules = Sanzhang(**options)
        mine = self.rules.classify(hand)
        self.hand, self.challenger = mine, challenger
        table = _sanzhang_hands(tuple(sorted(options.items())))
        taken = {DECK52.index(c) for c in mine.cards}
        rest = [i for i in range(len(DECK52)) if i not in taken]
        role = "主动比牌" if challenger else "被比牌"
        self.zh = f"欢乐三张：{mine.text}（{mine.zh}）{role}，对一手随机牌"
        self.en = (f"欢乐三张 Three Cards: {mine.text} ({mine.en}) as "
                   f"{'challenger' if challenger else 'defender'} against one random hand")
        self.value_zh, self.value_en = "每次比牌输赢（注）", "result per 比牌 (units)"
        weights: dict[tuple[str, bool], int] = {}
        self._opponents: dict[tuple[int, ...], tuple[str, bool]] = {}
        # a 比牌 depends only on the hands' classes, not on the suits that made them:
        # compare once per class of opponent hand (~750 of them, not 18,424 hands)
        by_class: dict[HandClass, tuple[str, bool]] = {}
        for combo in itertools.combinations(rest, 3):
            signature = table[combo]
            if signature not in by_class:
                other = ThreeCards(tuple(DECK52[i] for i in combo), *signature)
                if challenger:
                    win = self.rules.compare(mine, other).winner == "challenger"
                else:
                    win = self.rules.compare(other, mine).winner == "defender"
                by_class[signature] = (signature[0], win)
            key = by_class[signature]
            weights[key] = weights.get(key, 0) + 1
            self._opponents[combo] = key
        total = sum(weights.values())
        outs = []
        for win in (True, False):
            for c in CATEGORIES:
                if (c.key, win) in weights:
                    outs.append(Outcome(f"{'win' if win else 'lose'}-{c.key}",
                                        f"{'赢' if win else '输'}{c.zh}",
                                        f"{'beats' if win else 'loses to'} {c.en}",
                                        Fraction(1 if win else -1),
                                        Fraction(weights[(c.key, win)], total)))
        self.outcomes = tuple(outs)
        index = {o.key: i for i, o in enumerate(outs)}
        self._index = {combo: index[f"{'win' if w else 'lose'}-{cat}"]
                       for combo, (cat, w) in self._opponents.items()}
        self._rest = rest
        self.notes = (("A14", "235 只在和豹子直接比牌时大过豹子",
                       "2-3-5 beats a 豹子 only head to head"),
                      ("P-O4", "对手的牌从其余 49 张里随机发；比牌费不计",
                       "the opponent's hand is dealt from the other 49 cards; the 比牌 fee is "
                       "left out"))

    @property
    def win_chance(self) -> Fraction:
        return sum((o.probability for o in self.outcomes if o.value > 0), Fraction(0))

    def sample(self, rng: random.Random) -> int:
        return self._index[tuple(sorted(rng.sample(self._rest, 3)))]


def sanzhang(hand: str | Sequence[Card] = "2s 3h 5d", challenger: bool = True,
             **options: Any) -> SanzhangModel:
    """A 比牌 with ``hand`` (as challenger, 主动比牌者, by default) against one random hand."""
    return SanzhangModel(hand, challenger, **options)


# ---- mahjong: does the wait come? --------------------------------------------------------------


def wait_within(unseen: int, live: int, draws: int) -> Fraction:
    """The chance that at least one of ``live`` tiles is among your next ``draws`` draws, the
    ``unseen`` tiles being in random order (hypergeometric: 1 − C(U−L, n) / C(U, n); P-O3).

    >>> wait_within(unseen=60, live=8, draws=1)
    Fraction(2, 15)
    """
    for name, x in (("unseen", unseen), ("live", live), ("draws", draws)):
        if isinstance(x, bool) or not isinstance(x, int) or x < 0:
            raise ValueError(f"{name} is a whole number ≥ 0, not {x!r}")
    if live > unseen or draws > unseen:
        raise ValueError(f"live ({live}) and draws ({draws}) cannot exceed unseen ({unseen})")
    return 1 - Fraction(math.comb(unseen - live, draws), math.comb(unseen, draws))


def first_arrival(unseen: int, live: int, draws: int) -> list[Fraction]:
    """The chance that the first live tile is draw 1, 2, …, ``draws`` (ValueError, as for
    :func:`wait_within`, when the counts cannot be: more live tiles or draws than unseen)."""
    wait_within(unseen, live, draws)  # the same checks of the three counts
    out, none_yet = [], Fraction(1)
    for k in range(1, draws + 1):
        left = unseen - (k - 1)
        out.append(none_yet * Fraction(live, left))
        none_yet *= Fraction(left - live, left)
    return out


@dataclass(frozen=True)
class WaitCount:
    """What the count rests on: the waits (tile, live copies), the live total, how many tiles
    are unseen (wall and other hands alike), the waits held four times (dead), the 赖子 kind
    when one is turned up, and what stops a win although the tiles come (Wuhan's 开口)."""

    waits: tuple[tuple[str, int], ...]
    live: int
    unseen: int
    dead: tuple[str, ...] = field(default=())
    wild: str = ""
    blockers: tuple[str, ...] = field(default=())


def _wait_rules(variant: str | MahjongRules, options: Mapping[str, Any]) -> MahjongRules:
    rules = _rules(variant, **options) if isinstance(variant, str) else variant
    if not isinstance(rules, MahjongRules):
        raise ValueError(f"{variant!r} is not a mahjong variant")
    return rules


def count_waits(variant: str | MahjongRules, hand: str, seen: str = "",
                indicator: str | None = None, **options: Any) -> WaitCount:
    """The waits of a 13-tile hand and the unseen tiles: every tile of the variant's set that
    is not in the hand (melds included), not seen and not turned up (P-O3). With an
    ``indicator`` (Wuhan's flipped tile), a drawn 赖子 completes a ready hand too, so its
    unseen copies are live; the indicator itself is face up, out of play.

    >>> c = count_waits("wuhan", "[123m,1] 456m789m22p34p", indicator="4s")
    >>> c.waits, c.unseen, c.wild
    ((('2p', 2), ('5p', 4), ('5s', 4)), 122, '5s')
    """
    from ..engine.notation import parse_hand
    from ..engine.rules import Situation
    from ..engine.tiles import tile_name

    rules = _wait_rules(variant, options)
    for name, text in (("hand", hand), ("seen", seen), ("indicator", indicator or "")):
        if not isinstance(text, str):
            raise ValueError(f"{name} is text in tile notation, not {text!r}")
    parsed = rules.validate(hand)
    seen_tiles = parse_hand(seen).all_tiles() if seen.strip() else []
    situation = None
    if indicator:
        if type(rules).wild_kinds is MahjongRules.wild_kinds:
            raise ValueError(f"{rules.id} has no 赖子: it takes no indicator")
        flipped = parse_hand(indicator).all_tiles()
        if len(flipped) != 1:
            raise ValueError(f"the indicator is one tile, not {indicator!r}")
        situation = Situation(indicator=flipped[0])
    face_up = list(rules.face_up(situation)) if situation and hasattr(rules, "face_up") else []
    visible = parsed.all_tiles() + seen_tiles + face_up
    kinds = set(rules.kinds)
    outside = sorted({tile_name(t) for t in seen_tiles + face_up if t not in kinds})
    if outside:
        raise ValueError(f"seen: {' '.join(outside)} not in the {rules.zh} tile set")
    over = sorted({tile_name(t) for t in visible if visible.count(t) > rules.copies})
    if over:
        raise ValueError(f"more than {rules.copies} of {' '.join(over)} in the hand, seen "
                         "and indicator together")
    if parsed.size != 13 or parsed.winning is not None:
        raise ValueError(f"a wait needs a 13-tile hand, not {hand!r}")
    waits = rules.waits(parsed, seen_tiles, situation)
    if not waits:
        raise ValueError(f"{hand!r} is not ready (听牌): it waits on nothing")
    live = tuple((tile_name(w.tile), w.unseen) for w in waits if not w.dead)
    wild = rules.wild_kinds(situation)
    return WaitCount(live, sum(n for _, n in live), len(kinds) * rules.copies - len(visible),
                     tuple(tile_name(w.tile) for w in waits if w.dead),
                     " ".join(tile_name(t) for t in sorted(wild)),
                     rules.blockers(parsed, situation))


class WaitModel(Model):
    """Your next ``draws`` draws, from the unseen tiles in random order: on which draw does
    the first live wait come, if at all? Value 1 if it comes within ``draws``, else 0."""

    game = "mahjong"

    def __init__(self, variant: str = "sichuan-xuezhan", hand: str = "123m456m789m11p23p",
                 seen: str = "", draws: int = 6, indicator: str | None = None,
                 **options: Any):
        self.rules = _wait_rules(variant, options)
        count = count_waits(self.rules, hand, seen, indicator)
        if isinstance(draws, bool) or not isinstance(draws, int) or not 1 <= draws <= 30:
            raise ValueError(f"draws is 1 … 30, not {draws!r}")
        if draws > count.unseen:
            raise ValueError(f"only {count.unseen} tiles are unseen, fewer than {draws} draws")
        self.count, self.draws = count, draws
        self.variant, self.hand_text = variant, hand
        waits = " ".join(f"{t}×{n}" for t, n in count.waits) or "—"
        self.zh = f"麻将：{hand} 听 {waits}，{draws} 摸之内来张吗"
        self.en = f"Mahjong: {hand} waits on {waits}; does one come within {draws} draws?"
        self.value_zh, self.value_en = "来张的概率", "chance the wait comes"
        firsts = first_arrival(count.unseen, count.live, draws)
        outs = [Outcome(f"draw{k}", f"第 {k} 摸来张", f"comes on draw {k}", Fraction(1), p)
                for k, p in enumerate(firsts, start=1)]
        outs.append(Outcome("none", f"{draws} 摸都没来", f"not in {draws} draws", Fraction(0),
                            1 - sum(firsts, Fraction(0))))
        self.outcomes = tuple(outs)
        notes = [("P-O3", "未见的牌（牌墙和别人手里的）都算随机顺序；只算自己摸，不算别人打出的牌，"
                  "也不管牌墙还剩几张",
                  "every unseen tile (wall and other hands alike) is in random order; only "
                  "your own draws count — not others' discards — and the wall's length is "
                  "not modelled")]
        if count.wild:
            notes.append(("P-O3", f"摸到赖子 {count.wild} 也算来张",
                          f"a drawn 赖子 ({count.wild}) completes the hand too"))
        notes += [("", f"来张也胡不了：{b}", f"the tile comes but cannot win yet: {b}")
                  for b in count.blockers]
        self.notes = tuple(notes)

    @property
    def within(self) -> Fraction:
        return wait_within(self.count.unseen, self.count.live, self.draws)

    def sample(self, rng: random.Random) -> int:
        # the live tiles are numbered 0 … live-1 among the unseen; draw without replacement
        for k, tile in enumerate(rng.sample(range(self.count.unseen), self.draws)):
            if tile < self.count.live:
                return k
        return self.draws


def mahjong_wait(variant: str = "sichuan-xuezhan", hand: str = "123m456m789m11p23p",
                 seen: str = "", draws: int = 6, indicator: str | None = None,
                 **options: Any) -> WaitModel:
    """Does a ready hand's wait come in the next ``draws`` draws? ``options`` are the
    variant's rule options; ``indicator`` turns up Wuhan's 赖子."""
    return WaitModel(variant, hand, seen, draws, indicator, **options)


MODELS = {"dafengshou": dafengshou, "tuitongzi": tuitongzi, "sanzhang": sanzhang,
          "mahjong": mahjong_wait}

__all__ = ["CONFIDENCE", "MODELS", "Estimate", "Model", "Outcome", "Simulation", "WaitCount",
           "banker_edge", "count_waits", "dafengshou", "first_arrival", "mahjong_wait",
           "normal_interval", "sanzhang", "sanzhang_categories", "simulate", "tuitongzi",
           "tuitongzi_hand_types", "wait_within", "wilson"]
