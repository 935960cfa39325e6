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
- :func:`mahjong_wait`: does a ready hand's wait come in the next n draws (P-O3);
  :func:`wait_within` is the hypergeometric count behind it.

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

from . import rules as _rules
from .cards.cards import RANKS, SUITS, Card
from .cards.dafengshou import LUCK, NAMES, Dafengshou
from .cards.sanzhang import CATEGORIES, Sanzhang, ThreeCards
from .cards.tuitongzi import COPIES, KINDS, Tuitongzi
from .engine.rules import MahjongRules

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
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def normal_interval(mean: float, variance: float, n: int, z: float = Z95
                    ) -> tuple[float, float]:
    """mean ± z·√(variance / n): the central limit interval for a mean."""
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
            zh, en = NAMES.get(lamp, (lamp, lamp)) if lamp == LUCK else \
                (self.rules.target(lamp).zh, self.rules.target(lamp).en)
            outs.append(Outcome(lamp, zh, en, Fraction(net), p))
        self.outcomes = tuple(outs)
        self._index = {o.key: i for i, o in enumerate(outs)}
        self.notes = (("P-F1", "目标、赔率和概率都是我们的假设（种子只有一句话）",
                       "targets, odds and chances are our assumption (the seed has one "
                       "sentence)"),)

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
def _tuitongzi_table(options: tuple[tuple[str, Any], ...]) -> dict[str, Fraction]:
    """The exact distribution of a 闲 position's result against the banker, per unit, over
    every deal of the banker's and this position's four tiles (548,340 deals)."""
    rules = Tuitongzi(**dict(options))
    weights: dict[str, int] = {k: 0 for k, *_ in _TT_RESULTS}
    key_of = {v: k for k, _zh, _en, v in _TT_RESULTS}
    total = 0
    for banker, ways_b in _two_tile_hands():
        b = rules.hand(banker)
        for player, _ in _two_tile_hands():
            ways = ways_b * _ways_after(player, banker)
            if not ways:
                continue
            total += ways
            weights[key_of[rules.compare(b, rules.hand(player)).player_factor]] += ways
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
        hands = {pair: self.rules.hand(pair) for pair, _ in _two_tile_hands()}
        key_of = {v: k for k, _zh, _en, v in _TT_RESULTS}
        self._result = {(b, p): index[key_of[self.rules.compare(hands[b], hands[p])
                                              .player_factor]]
                        for b in hands for p in hands}
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


@lru_cache(maxsize=4)
def _sanzhang_hands(options: tuple[tuple[str, Any], ...]) -> dict[tuple[int, ...], ThreeCards]:
    """Every one of the 22,100 hands, classified once (keys: sorted deck indices)."""
    rules = Sanzhang(**dict(options))
    return {combo: rules.classify([DECK52[i] for i in combo])
            for combo in itertools.combinations(range(len(DECK52)), 3)}


def sanzhang_categories(**options: Any) -> dict[str, Fraction]:
    """The chance of each hand type over all 22,100 hands (special_235 also counts the
    2-3-5 hands, which are 单张 too), from ``Sanzhang.category_counts``.

    >>> sanzhang_categories()["baozi"]
    Fraction(1, 425)
    """
    return dict(_sanzhang_categories(tuple(sorted(options.items()))))


@lru_cache(maxsize=4)
def _sanzhang_categories(options: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Fraction], ...]:
    counts = Sanzhang(**dict(options)).category_counts()
    total = math.comb(52, 3)
    return tuple((k, Fraction(n, total)) for k, n in counts.items())


class SanzhangModel(Model):
    """A 比牌 for 1 unit: this hand against one hand dealt from the other 49 cards; +1 if
    this hand wins, −1 if it loses. The outcomes split by the opponent's hand type."""

    game = "sanzhang"

    def __init__(self, hand: str | Sequence[Card] = "2s 3h 5d", challenger: bool = True,
                 **options: Any):
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
        for combo in itertools.combinations(rest, 3):
            other = table[combo]
            if challenger:
                win = self.rules.compare(mine, other).winner == "challenger"
            else:
                win = self.rules.compare(other, mine).winner == "defender"
            key = (other.category, win)
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
    """The chance that the first live tile is draw 1, 2, …, ``draws``."""
    out, none_yet = [], Fraction(1)
    for k in range(1, draws + 1):
        left = unseen - (k - 1)
        out.append(none_yet * Fraction(live, left))
        none_yet *= Fraction(left - live, left)
    return out


@dataclass(frozen=True)
class WaitCount:
    """What the count rests on: the waits (tile, live copies), the live total, and how many
    tiles are unseen (wall and other hands alike)."""

    waits: tuple[tuple[str, int], ...]
    live: int
    unseen: int
    dead: tuple[str, ...] = field(default=())


def count_waits(variant: str | MahjongRules, hand: str, seen: str = "") -> WaitCount:
    """The waits of a 13-tile hand and the unseen tiles: every tile of the variant's set that
    is not in the hand (melds included) and not seen (P-O3)."""
    from .engine.notation import parse_hand
    from .engine.tiles import tile_name

    rules = _rules(variant) if isinstance(variant, str) else variant
    if not isinstance(rules, MahjongRules):
        raise ValueError(f"{variant!r} is not a mahjong variant")
    parsed = rules.validate(hand)
    seen_tiles = parse_hand(seen).all_tiles() if seen.strip() else []
    waits = rules.waits(parsed, seen_tiles)
    if parsed.size != 13 or parsed.winning is not None:
        raise ValueError(f"a wait needs a 13-tile hand, not {hand!r}")
    if not waits:
        raise ValueError(f"{hand!r} is not ready (听牌): it waits on nothing")
    kinds = set(rules.kinds)
    held = [t for t in parsed.all_tiles() if t in kinds]
    gone = [t for t in seen_tiles if t in kinds]
    unseen = len(kinds) * rules.copies - len(held) - len(gone)
    live = tuple((tile_name(w.tile), w.unseen) for w in waits if not w.dead)
    return WaitCount(live, sum(n for _, n in live), unseen,
                     tuple(tile_name(w.tile) for w in waits if w.dead))


class WaitModel(Model):
    """Your next ``draws`` draws, from the unseen tiles in random order: on which draw does
    the first live wait come, if at all? Value 1 if it comes within ``draws``, else 0."""

    game = "mahjong"

    def __init__(self, variant: str = "sichuan-xuezhan", hand: str = "123m456m789m11p23p",
                 seen: str = "", draws: int = 6):
        count = count_waits(variant, hand, seen)
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
        self.notes = (("P-O3", "未见的牌（牌墙和别人手里的）都算随机顺序；只算自己摸",
                       "every unseen tile (wall and other hands alike) is in random order; "
                       "only your own draws count"),)

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
                 seen: str = "", draws: int = 6) -> WaitModel:
    """Does a ready hand's wait come in the next ``draws`` draws?"""
    return WaitModel(variant, hand, seen, draws)


MODELS = {"dafengshou": dafengshou, "tuitongzi": tuitongzi, "sanzhang": sanzhang,
          "mahjong": mahjong_wait}

__all__ = ["CONFIDENCE", "MODELS", "Estimate", "Model", "Outcome", "Simulation", "WaitCount",
           "banker_edge", "count_waits", "dafengshou", "first_arrival", "mahjong_wait",
           "normal_interval", "sanzhang", "sanzhang_categories", "simulate", "tuitongzi",
           "tuitongzi_hand_types", "wait_within", "wilson"]
