"""The odds of the card and tile games of chance: 大丰收 (:func:`dafengshou`), 二八杠
(:func:`tuitongzi`, :func:`banker_edge`) and 欢乐三张 (:func:`sanzhang`). Re-exported by
:mod:`.lab`."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Mapping, Sequence
from fractions import Fraction
from functools import lru_cache
from typing import Any

from ...cards.cards import RANKS, SUITS, Card
from ...cards.dafengshou import LUCK, NAMES, Dafengshou
from ...cards.sanzhang import CATEGORIES, VALUE, Sanzhang, ThreeCards
from ...cards.tuitongzi import COPIES, KINDS, Tuitongzi
from .base import Model, Outcome

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


def clear_caches(game: str = "") -> None:
    """Forget the tables this process worked out for ``game`` ('sanzhang', 'tuitongzi'; ''
    both), as a fresh kernel has none: a benchmark's cold start. The answers stay the same."""
    caches = {"sanzhang": (_sanzhang_hands, _sanzhang_categories),
              "tuitongzi": (_tuitongzi_results, _tuitongzi_table)}
    if game and game not in caches:
        raise ValueError(f"game is 'sanzhang', 'tuitongzi' or '', not {game!r:.40}")
    for name, found in caches.items():
        if game in ("", name):
            for cache in found:
                cache.cache_clear()


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
    out: dict[tuple[int, ...], HandClass] = {}
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
