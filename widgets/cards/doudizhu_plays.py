"""欢乐斗地主 ranks and combinations: the rank order and its helpers (rank patterns such as
``'3334'``), the combination types (:data:`TYPES`, one row of data each, with the seed's
words) and the records the rules return — a :class:`Play`, a :class:`Classification`, a
:class:`Comparison` and the legal plays grouped by type (:class:`Choices`).
:mod:`widgets.cards.doudizhu` re-exports every name here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..engine.why import Why, speak
from .cards import DECK_54, Card, rank_zh

ORDER = "3456789TJQKA2BR"  # 3 < 4 < … < A < 2 < 小王 < 大王 (seed: 大王>小王>2>A>K>…>3)
INDEX = {r: i for i, r in enumerate(ORDER)}
ACE, TWO, SMALL, BIG = 11, 12, 13, 14
DECK = DECK_54
MAX_HAND = 20  # the landlord's 17 + 3 底牌


def rank_name(i: int) -> str:
    """'3', …, '10', 'J', …, '2', '小王', '大王'."""
    return rank_zh(ORDER[i])


def pattern_of(counts: Sequence[int]) -> str:
    """The rank pattern of a counts vector: '33344456'."""
    return "".join(ORDER[i] * n for i, n in enumerate(counts))


def counts_of(cards: Iterable[Card]) -> list[int]:
    return counts_of_pattern(c.rank for c in cards)


def _run(lo: int, k: int) -> str:
    return f"{rank_name(lo)}…{rank_name(lo + k - 1)}" if k > 1 else rank_name(lo)


SEED_PLANE = "飛機帶翅膀：三順+同數量的單牌（或同數量的對牌）。"

# ---- the combinations: one row of data each ------------------------------------------------


@dataclass(frozen=True)
class PlayType:
    """A combination: engine name, Chinese and English names, what it is, the seed's words."""

    key: str
    zh: str
    en: str
    shape: str  # what it is, with an example
    seed: str  # the seed's sentence that defines it


TYPES: tuple[PlayType, ...] = (
    PlayType("rocket", "火箭", "rocket", "小王 + 大王", "火箭：即雙王（大王和小王），最大的牌。"),
    PlayType("bomb", "炸弹", "bomb", "four of one rank (7777)",
             "炸彈：四張同數值牌（如四個 7 ）。"),
    PlayType("single", "单牌", "single", "one card (5)", "單牌：單個牌（如紅桃 5 ）。"),
    PlayType("pair", "对牌", "pair", "two of one rank (44)",
             "對牌：數值相同的兩張牌（如梅花 4+ 方塊 4 ）。"),
    PlayType("trio", "三张", "trio", "three of one rank (JJJ)",
             "三張牌：數值相同的三張牌（如三個 J ）。"),
    PlayType("trio_single", "三带一", "trio with a single", "three of a rank + one other card "
             "(333+6)", "三帶一：數值相同的三張牌 + 一張單牌或一對牌。例如： 333+6 或 444+99"),
    PlayType("trio_pair", "三带一对", "trio with a pair", "three of a rank + a pair of another "
             "(444+99)", "三帶一：數值相同的三張牌 + 一張單牌或一對牌。例如： 333+6 或 444+99"),
    PlayType("straight", "单顺", "straight", "five or more consecutive ranks, 3 … A (34567)",
             "單順：五張或更多的連續單牌。不包括 2 點和雙王。"),
    PlayType("pair_straight", "双顺", "pair straight", "three or more consecutive pairs, 3 … A "
             "(334455)", "雙順：三對或更多的連續對牌。不包括 2 點和雙王。"),
    PlayType("trio_straight", "三顺", "trio straight", "two or more consecutive trios, 3 … A "
             "(333444)", "三順：二個或更多的連續三張牌。不包括 2 點和雙王。"),
    PlayType("plane_single", "飞机带翅膀（单）", "plane with single wings", "a trio straight + "
             "as many single cards (333444+57)", SEED_PLANE),
    PlayType("plane_pair", "飞机带翅膀（对）", "plane with pair wings", "a trio straight + as "
             "many pairs (333444+5577)", SEED_PLANE),
    PlayType("four_two_single", "四带二（单）", "four with two singles", "four of a rank + two "
             "single cards (5555+3+8)", "四帶二：四張牌+兩手牌。（注意：四帶二不是炸彈）。如： "
             "5555 + 3 + 8 或 4444 + 55 + 77"),
    PlayType("four_two_pair", "四带二（对）", "four with two pairs", "four of a rank + two pairs "
             "(4444+55+77)", "四帶二：四張牌+兩手牌。（注意：四帶二不是炸彈）。如： 5555 + 3 + 8 "
             "或 4444 + 55 + 77"),
)
TYPE = {t.key: t for t in TYPES}
TYPE_ORDER = {t.key: n for n, t in enumerate(TYPES)}

SEED_ROCKET = "火箭最大，可以打任意其他的牌。"
SEED_BOMB = "炸彈比火箭小，比其他牌大。都是炸彈時按牌的分值比大小。"
SEED_SAME = "除火箭和炸彈外，其他牌必須要牌型相同且總張數相同才能比大小。"
SEED_RANKS = "單牌按分值比大小，依次是大王 > 小王 >2>A>K>Q>J>10>9>8>7>6>5>4>3 ，不分花色。"
SEED_CHAINS = "順牌按最大的一張牌的分值來比大小。"
SEED_KICKERS = "飛機帶翅膀和四帶二按其中的三順和四張部分來比，帶的牌不影響大小。"
SEED_NOT_BOMB = "四帶二不是炸彈"
SEED_TRIO = "三帶一：數值相同的三張牌 + 一張單牌或一對牌。……對牌、三張牌都按分值比大小。"


class _TypeNames:
    """The Chinese and English names of a record's combination type (``self.type``)."""

    type: str

    @property
    def zh(self) -> str:
        return TYPE[self.type].zh

    @property
    def en(self) -> str:
        return TYPE[self.type].en


@dataclass(frozen=True)
class Play(_TypeNames):
    """One reading of some cards as a combination.

    ``key`` is the rank index (0 = 3 … 14 = 大王) that decides comparisons: the rank of a
    single/pair/trio/bomb, the highest rank of a chain, the trio or four under the wings.
    ``chain`` is the number of links (5 for 34567; 1 when not a chain); ``main`` the part that
    compares and ``wings`` the attached cards, both as rank patterns.
    """

    type: str
    key: int
    chain: int
    main: str
    wings: str = ""

    @property
    def pattern(self) -> str:
        """All the cards, sorted by rank: '3334'."""
        return "".join(sorted(self.main + self.wings, key=INDEX.__getitem__))

    @property
    def size(self) -> int:
        return len(self.main) + len(self.wings)

    @property
    def text(self) -> str:
        """'333444+57' (wings after a '+'), as the seed writes 333+6."""
        return self.main + (f"+{self.wings}" if self.wings else "")

    def describe(self) -> str:
        """'三带一 trio with a single 333+6 (by 3)'."""
        by = {"straight": "highest", "pair_straight": "highest", "trio_straight": "highest",
              "plane_single": "highest trio", "plane_pair": "highest trio"}.get(self.type, "")
        return f"{self.zh} {self.en} {self.text} ({'by ' + by + ' ' if by else 'by '}" \
               f"{rank_name(self.key)})"

    def __repr__(self) -> str:
        return f"Play({self.type!r}, {self.text!r})"


@dataclass(frozen=True)
class Classification:
    """Every reading of some cards (``parses``, the default first), or why they are none:
    ``reasons`` holds (type, why not) for each type of that many cards."""

    cards: str
    parses: tuple[Play, ...]
    reasons: tuple[tuple[str, str], ...] = ()
    problem: str = ""  # the cards cannot exist (a fifth 3, two 大王)

    @property
    def ok(self) -> bool:
        return bool(self.parses)

    @property
    def play(self) -> Play | None:
        """The default reading (A15: the highest-ranked parse)."""
        return self.parses[0] if self.parses else None

    @property
    def ambiguous(self) -> bool:
        return len(self.parses) > 1

    def explain(self) -> str:
        if self.problem:
            return self.problem
        if not self.parses:
            if not self.reasons:
                return Why("不成牌型", "no combination")
            return Why("；".join(f"不是{TYPE[t].zh}：{speak(why, 'zh')}"
                                for t, why in self.reasons),
                       "; ".join(f"not {TYPE[t].zh} ({TYPE[t].shape}): {why}"
                                 for t, why in self.reasons))
        if len(self.parses) == 1:
            return self.parses[0].describe()
        return f"{len(self.parses)} readings: " + "; ".join(p.describe() for p in self.parses)


@dataclass(frozen=True)
class Comparison:
    """Does ``play`` beat ``previous``, and why (with the seed's sentence)."""

    play: Play | None
    previous: Play
    beats: bool
    reason: str
    seed: str = ""
    ruling: str = ""


@dataclass(frozen=True)
class Group(_TypeNames):
    """The plays of one type, as rank patterns (each pattern once)."""

    type: str
    patterns: tuple[str, ...]


@dataclass(frozen=True)
class Choices:
    """Every legal play from a hand, grouped by type; ``previous`` is None for a lead (the
    leader may not pass), else the play to answer (passing, 不出, is then always allowed)."""

    hand: str
    previous: Play | None
    groups: tuple[Group, ...]

    @property
    def can_pass(self) -> bool:
        return self.previous is not None

    @property
    def patterns(self) -> frozenset[str]:
        """Every distinct pattern, whatever its type."""
        return frozenset(p for g in self.groups for p in g.patterns)

    @property
    def count(self) -> int:
        return sum(len(g.patterns) for g in self.groups)

    def group(self, kind: str) -> tuple[str, ...]:
        return next((g.patterns for g in self.groups if g.type == kind), ())


def counts_of_pattern(pattern: str | Iterable[str]) -> list[int]:
    counts = [0] * 15
    for r in pattern:
        counts[INDEX[r]] += 1
    return counts
