"""欢乐三张 (``sanzhang``, 炸金花): seed 001 (欢乐三张 section), rules/cards.md §5.

Three cards from a 52-card deck (no jokers); suits matter (金花 is three of one suit).

- :meth:`Sanzhang.classify`: 豹子 顺金 金花 顺子 对子 单张, and the special 2-3-5;
- :meth:`Sanzhang.compare`: a 比牌 between a challenger and a defender, with the reason;
- :meth:`Sanzhang.betting`: a round of bets replayed, with every amount explained
  (暗注 b counts as 明注 2b, A9), the 比牌 fee, the caps, the pot (锅底).

This module holds the hand types, classification and 比牌 (:class:`Sanzhang`); the betting
record and the table that replays it live in ``sanzhang_betting``, re-exported here.

>>> from widgets import rules
>>> r = rules("sanzhang")
>>> r.classify("As Ks Qs").zh, r.classify("2s 3h 5d").special
('顺金', True)
>>> r.compare("2s 3h 5d", "Ah Ad Ac").winner
'challenger'
>>> r.compare("Qh Kh Ah", "Qd Kd Ad").winner   # fully equal: the challenger loses
'defender'
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..engine.checks import need_type
from ..engine.why import Why
from .cards import (
    DECK_52,
    RANKS,
    SUITS,
    Card,
    CardAnalysis,
    CardRules,
    NotAllowed,
    as_cards,
    check_position,
    copies_problem,
    option,
    rank_zh,
    register,
    verify_copies,
    whole,
)
from .sanzhang_betting import (
    SEED_CAP_FEE,
    SEED_SHOWN,
    BetStep,
    Betting,
    BettingTable,
    Choice,
    chips,
)

VALUE = {r: n for n, r in enumerate(RANKS, start=2)}  # 2 … 14 (A high)
DECK = DECK_52
SEED_ORDER = "豹子 > 順金 > 金花 > 順子 > 對子 > 單張"
SEED_HIGH = "其它牌型比最大的牌張，如最大牌張相同則比第二大的張，以此類推。"
SEED_STRAIGHT = "順金、順子按照順序比點。AKQ> KQJ>…>32A。"
SEED_PAIR = "對子時比對子的大小"
SEED_235 = "特殊牌型在普通時比較大小按單張牌型來算。當豹子存在時，特殊牌型 > 豹子。"
SEED_TIE = "當兩牌型大小完全相同時，主動比牌者負。"


@dataclass(frozen=True)
class Category:
    """A hand type, highest first in :data:`CATEGORIES`."""

    key: str
    zh: str
    en: str
    level: int
    seed: str


CATEGORIES: tuple[Category, ...] = (
    Category("baozi", "豹子", "three of a kind", 5, "豹子（炸彈）：三張點相同的牌。例：AAA、222。"),
    Category("shunjin", "顺金", "straight flush", 4, "順金（同花順、色托）：花色相同的順子。"
             "例：黑桃456、紅桃789。最大的順金為花色相同的QKA，最小的順金為花色相同的123。"),
    Category("jinhua", "金花", "flush", 3,
             "金花（色皮）：花色相同，非順子。例：黑桃368，方塊145。"),
    Category("shunzi", "顺子", "straight", 2,
             "順子（拖拉機）：花色不同的順子。例：黑桃5紅桃6方塊7。最大的順子為花色不同的QKA，最小的順子為花色不同的123。"),
    Category("duizi", "对子", "pair", 1, "對子：兩張點數相同的牌。例：223，334。"),
    Category("danzhang", "单张", "high card", 0, "單張：三張牌不組成任何類型的牌。"),
)
CATEGORY = {c.key: c for c in CATEGORIES}


def _name(value: int) -> str:
    return rank_zh(RANKS[value - 2])


@dataclass(frozen=True)
class SanzhangOptions:
    """Rule options; each names the ruling (rules/cards.md) it implements."""

    special_235: bool = option(
        True, "2-3-5 of mixed suits beats a 豹子 in a direct comparison (seed; A14: any 豹子, "
        "only head to head)", "A14")
    special_235_suits: str = option(
        "mixed", "花色不同 for 235: 'mixed' (not all one suit) or 'distinct' (three different "
        "suits)", "A14")
    pair_kicker: bool = option(
        True, "equal pairs compare the odd card; off: the challenger loses at once", "A12")
    compare_from_round: int = option(
        2, "with more than two players left, 比牌 is allowed from this betting round ([REC] "
        "§5.6; with two left, any round)")
    fold_at_cap: bool = option(
        True, "a player at the 手数封顶 may still fold as well as 比牌", "A21")

    def check(self) -> None:
        if self.special_235_suits not in ("mixed", "distinct"):
            raise ValueError("option 'special_235_suits' is 'mixed' or 'distinct', not "
                             f"{self.special_235_suits!r}")
        if self.compare_from_round < 1:
            raise ValueError("option 'compare_from_round' is 1 or more")


@dataclass(frozen=True)
class ThreeCards:
    """A classified hand: its category, the values that compare (highest first) and whether
    it is the special 2-3-5."""

    cards: tuple[Card, ...]
    category: str
    key: tuple[int, ...]
    special: bool = False

    @property
    def zh(self) -> str:
        return CATEGORY[self.category].zh

    @property
    def en(self) -> str:
        return CATEGORY[self.category].en

    @property
    def level(self) -> int:
        return CATEGORY[self.category].level

    @property
    def text(self) -> str:
        return " ".join(str(c) for c in self.cards)

    def describe(self) -> Why:
        """The hand type and its ranks, in English and Chinese (a :class:`Why`)."""
        ranks = ranks_zh = "-".join(_name(v) for v in self.key)
        extra = " (special 2-3-5: beats a 豹子)" if self.special else ""
        extra_zh = "（特殊牌型 235：吃豹子）" if self.special else ""
        if self.category in ("shunjin", "shunzi"):
            low = self.key[0] == 3
            ranks = f"{_name(self.key[0])} high" + (" (A-2-3, the lowest)" if low else "")
            ranks_zh = f"{_name(self.key[0])}最大" + ("（A-2-3，最小）" if low else "")
        elif self.category == "duizi":
            odd = len(self.key) > 1
            ranks = f"pair of {_name(self.key[0])}" + (f", odd card {_name(self.key[1])}"
                                                       if odd else "")
            ranks_zh = f"一对{_name(self.key[0])}" + (f"，单张{_name(self.key[1])}" if odd else "")
        return Why(f"{self.zh}：{ranks_zh}{extra_zh}", f"{self.zh} {self.en}: {ranks}{extra}")


@dataclass(frozen=True)
class Showdown:
    """A 比牌: who wins, and why (the seed's sentence and the ruling)."""

    challenger: ThreeCards
    defender: ThreeCards
    winner: str  # 'challenger' or 'defender'
    reason: str
    seed: str = ""
    ruling: str = ""


class Sanzhang(CardRules):
    """欢乐三张 (炸金花). Options: :class:`SanzhangOptions`."""

    id = "sanzhang"
    zh = "欢乐三张"
    en = "Happy Three Cards (Zha Jinhua)"
    Options = SanzhangOptions
    categories = CATEGORIES

    # ---- classify ------------------------------------------------------------------------------

    def hand(self, cards: str | Iterable[Card] | ThreeCards) -> ThreeCards:
        return cards if isinstance(cards, ThreeCards) else self.classify(cards)

    def verify_cards(self, cards: str | Iterable[Card]) -> tuple[Card, ...]:
        """Three suited cards that can come from one deck; NotAllowed says why not."""
        parsed = as_cards(cards)
        if len(parsed) != 3:
            raise NotAllowed(f"a hand is three cards, not {len(parsed)}")
        if any(c.joker for c in parsed):
            raise NotAllowed("欢乐三张 plays without jokers (seed: 去掉大小王的撲克牌)")
        if any(not c.suit for c in parsed):
            raise NotAllowed("each card needs its suit (s h c d or ♠♥♣♦): 金花 is about suits")
        verify_copies(parsed, DECK)
        return parsed

    def classify(self, cards: str | Iterable[Card]) -> ThreeCards:
        """The hand's category and comparison key (seed 二、牌型)."""
        parsed = self.verify_cards(cards)
        values = sorted((VALUE[c.rank] for c in parsed), reverse=True)
        ordered = tuple(sorted(parsed, key=lambda c: (-VALUE[c.rank], c.suit)))
        suited = len({c.suit for c in parsed}) == 1
        top = _straight_top(values)
        if values[0] == values[2]:
            return ThreeCards(ordered, "baozi", (values[0],))
        if top and suited:
            return ThreeCards(ordered, "shunjin", (top,))
        if suited:
            return ThreeCards(ordered, "jinhua", tuple(values))
        if top:
            return ThreeCards(ordered, "shunzi", (top,))
        if values[0] == values[1] or values[1] == values[2]:
            pair = values[1]
            odd = values[2] if values[0] == pair else values[0]
            key = (pair, odd) if self.options.pair_kicker else (pair,)
            return ThreeCards(ordered, "duizi", key)
        special = values == [5, 3, 2] and self._special_suits(parsed)
        return ThreeCards(ordered, "danzhang", tuple(values), special)

    def _special_suits(self, cards: Sequence[Card]) -> bool:
        suits = {c.suit for c in cards}
        return len(suits) == 3 if self.options.special_235_suits == "distinct" else len(suits) > 1

    # ---- compare -------------------------------------------------------------------------------

    def compare(self, challenger: str | Iterable[Card] | ThreeCards,
                defender: str | Iterable[Card] | ThreeCards) -> Showdown:
        """A 比牌: the challenger (主动比牌者) against the defender (seed 三)."""
        a, b = self.hand(challenger), self.hand(defender)
        if set(a.cards) & set(b.cards):
            shared = " ".join(str(c) for c in set(a.cards) & set(b.cards))
            raise NotAllowed(Why(f"两手牌有同一张牌：{shared}",
                                 f"the two hands share a card: {shared}"))

        def result(a_wins: bool, reason: str, seed: str, ruling: str = "") -> Showdown:
            return Showdown(a, b, "challenger" if a_wins else "defender", reason, seed, ruling)

        if self.options.special_235:
            for x, y, x_is_a in ((a, b, True), (b, a, False)):
                if x.special and y.category == "baozi":
                    return result(x_is_a, Why(f"特殊牌型 235 吃豹子（{y.describe().zh}）",
                                              f"the special 2-3-5 beats a 豹子 ({y.describe()})"),
                                  SEED_235, "A14")
        if a.level != b.level:
            hi, lo = (a, b) if a.level > b.level else (b, a)
            return result(a.level > b.level, Why(f"{hi.zh}大于{lo.zh}", f"{hi.zh} beats {lo.zh}"),
                          SEED_ORDER)
        seed = {"shunjin": SEED_STRAIGHT, "shunzi": SEED_STRAIGHT, "duizi": SEED_PAIR}.get(
            a.category, SEED_HIGH)
        ruling = "A12" if a.category == "duizi" and self.options.pair_kicker else ""
        for n, (mine, theirs) in enumerate(zip(a.key, b.key, strict=True)):
            if mine != theirs:
                what, what_zh = self._what(a.category, n), self._what_zh(a.category, n)
                sums = f"{_name(max(mine, theirs))} > {_name(min(mine, theirs))}"
                return result(mine > theirs, Why(f"都是{a.zh}；{what_zh}：{sums}",
                                         f"both {a.zh}; {what}: {sums}"), seed, ruling)
        return result(False, Why(f"都是{a.zh}，完全相同（{a.describe().zh}）：主动比牌者输",
                                 f"both {a.zh} and fully equal ({a.describe()}): the challenger "
                                 "(主动比牌者) loses"), SEED_TIE)

    @staticmethod
    def _what_zh(category: str, n: int) -> str:
        if category in ("shunjin", "shunzi"):
            return "顺子大的赢"
        if category == "duizi":
            return "对子大的赢" if n == 0 else "对子相同，比单张（A12）"
        return ("比最大的一张", "比第二张", "比第三张")[n]

    @staticmethod
    def _what(category: str, n: int) -> str:
        if category in ("shunjin", "shunzi"):
            return "the higher straight"
        if category == "duizi":
            return "the higher pair" if n == 0 else "equal pairs, the higher odd card (A12)"
        return ("the highest card", "the second card", "the third card")[n]

    def beats(self, challenger: str | Iterable[Card] | ThreeCards,
              defender: str | Iterable[Card] | ThreeCards) -> bool:
        return self.compare(challenger, defender).winner == "challenger"

    # ---- every hand ----------------------------------------------------------------------------

    def category_counts(self) -> dict[str, int]:
        """How many of the 22,100 three-card hands fall in each category; 'special_235'
        counts the 2-3-5 hands (they are also in 单张)."""
        deck = [Card(r, s) for r in RANKS for s in SUITS]
        counts: Counter[str] = Counter()
        for hand in itertools.combinations(deck, 3):
            found = self.classify(hand)
            counts[found.category] += 1
            counts["special_235"] += found.special
        return {c.key: counts[c.key] for c in CATEGORIES} | {"special_235":
                                                             counts["special_235"]}

    # ---- betting -------------------------------------------------------------------------------

    def betting(self, players: int, actions: str | Iterable[str], ante: int = 1,
                single_cap: int = 0, hand_cap: int = 0,
                hands: Sequence[str] | None = None) -> Betting:
        """Replay a hand's bets (seed 底注…比牌; A9, A21, §5.6) and explain every amount.

        Seats 0 … players-1; seat 0 acts first, then in turn. The first single bet is the
        ante as a blind (暗) bet. Actions, in turn (a string is split on ';'):
        ``look [seat]`` 看牌 (any time; does not end a turn), ``call`` 跟注, ``raise X`` 加注 to
        X in the actor's own units (blind or seen), ``fold`` 弃牌, ``compare S [win|lose]``
        比牌 with seat S (the result from ``hands`` if given). ``single_cap`` is the
        单注封顶 in seen (明注) units, ``hand_cap`` the 手数封顶; 0 means none.
        NotAllowed says why an action is refused.
        """
        if not whole(players, 2) or players > 6:
            raise ValueError(f"欢乐三张 has 2 to 6 players, not {players!r}")
        for name, value in (("ante", ante), ("single_cap", single_cap), ("hand_cap", hand_cap)):
            if not whole(value):
                raise ValueError(f"{name} is a whole number ≥ 0, not {value!r}")
        if ante < 1:
            raise ValueError("the ante (底注) is at least 1")
        if single_cap and single_cap < 2 * ante:
            raise ValueError(f"single_cap {single_cap} (seen units) is below the first bet, a "
                             f"blind {ante} = seen {2 * ante}")
        shown = None
        if hands is not None:
            need_type(hands, (list, tuple), "hands", "a list of each seat's three cards")
            if len(hands) != players:
                raise ValueError(f"hands gives {len(hands)} hands for {players} players")
            shown = [self.classify(h) for h in hands]
            every = [c for h in shown for c in h.cards]
            if len(set(every)) != len(every):
                raise NotAllowed("two hands share a card")
        if not isinstance(actions, str | Iterable):
            raise TypeError(f"actions are text ('call; raise 4') or a list of such words, not "
                            f"{type(actions).__name__}")
        raw = actions.split(";") if isinstance(actions, str) else list(actions)
        for a in raw:
            if not isinstance(a, str):
                raise TypeError(f"an action is a word such as 'call' or 'raise 4', not "
                                f"{type(a).__name__} {a!r:.40}")
        words = [a.strip() for a in raw]
        state = BettingTable(self, players, ante, single_cap, hand_cap, shown)
        for word in words:
            if word:
                state.act(word)
        return state.record()

    def analyse(self, *slots: str, self_drawn: bool = False, turned: str | None = None,
                bets: Sequence[int] = (), pool: int = 0) -> CardAnalysis:
        """The lab's answer for the challenger's and the defender's cards (notation): each
        hand's type once it has three cards (None before), and the 比牌 once both have."""
        check_position(slots, self_drawn, turned, bets, pool)
        hands = tuple(self.classify(s) if len(s.split()) == 3 else None for s in slots[:2])
        full = [h for h in hands if h is not None]
        shown = (self.compare(full[0], full[1]),) if len(full) == 2 else ()
        return CardAnalysis(readings=hands, comparisons=shown)


def _straight_top(values: Sequence[int]) -> int:
    """The top of a straight (3 for A-2-3, the lowest; 14 for Q-K-A), 0 if none."""
    hi, mid, lo = values
    if hi - mid == 1 and mid - lo == 1:
        return hi
    if (hi, mid, lo) == (14, 3, 2):
        return 3  # A-2-3 (the seed's 123 / 32A): the ace plays low
    return 0  # K-A-2 does not wrap


register(Sanzhang)

# moved to sanzhang_betting, re-exported for the older imports:
_REEXPORTED = (SEED_CAP_FEE, SEED_SHOWN, copies_problem)

__all__ = ["CATEGORIES", "Betting", "BetStep", "Choice", "Sanzhang", "Showdown", "ThreeCards",
           "chips"]
