"""欢乐斗地主 (``doudizhu``): seed 001 (斗地主 sections), rules/cards.md §3.

One 54-card deck; suits never matter, so every answer is about ranks, written as rank
patterns in the rank order ``3456789TJQKA2BR`` (B 小王, R 大王), e.g. ``'3334'``.

- :meth:`Doudizhu.classify`: every reading (parse) of a set of cards as a combination, or why
  it is none;
- :meth:`Doudizhu.compare` (with ``verify_beats``/``can_beat``): does a play beat the previous
  one, and why;
- :meth:`Doudizhu.leads` and :meth:`Doudizhu.responses`: every legal play from a hand,
  grouped by type;
- :meth:`Doudizhu.bid`, :meth:`Doudizhu.multiplier`, :meth:`Doudizhu.verify_double` and
  :meth:`Doudizhu.settle`: 叫地主/抢地主, 明牌, 加倍 and the pairwise settlement.

>>> from widgets import rules
>>> r = rules("doudizhu")
>>> [p.type for p in r.classify("333444555666").parses]
['trio_straight', 'plane_single', 'plane_single']
>>> r.compare("4444", "5555+3+8").beats
True
>>> r.responses("34567899TTJ", "45678").groups[0].patterns
('56789', '6789T', '789TJ')
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from .cards import (
    Card,
    CardRules,
    NotAllowed,
    NotationError,
    as_cards,
    copies_problem,
    option,
    register,
)

ORDER = "3456789TJQKA2BR"  # 3 < 4 < … < A < 2 < 小王 < 大王 (seed: 大王>小王>2>A>K>…>3)
INDEX = {r: i for i, r in enumerate(ORDER)}
ACE, TWO, SMALL, BIG = 11, 12, 13, 14
DECK = {r: 4 for r in ORDER[:13]} | {"B": 1, "R": 1}
MAX_HAND = 20  # the landlord's 17 + 3 底牌


def rank_name(i: int) -> str:
    """'3', …, '10', 'J', …, '2', '小王', '大王'."""
    return {7: "10", SMALL: "小王", BIG: "大王"}.get(i, ORDER[i])


def pattern_of(counts: Sequence[int]) -> str:
    """The rank pattern of a counts vector: '33344456'."""
    return "".join(ORDER[i] * n for i, n in enumerate(counts))


def counts_of(cards: Iterable[Card]) -> list[int]:
    counts = [0] * 15
    for c in cards:
        counts[INDEX[c.rank]] += 1
    return counts


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


@dataclass(frozen=True)
class Play:
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
    def zh(self) -> str:
        return TYPE[self.type].zh

    @property
    def en(self) -> str:
        return TYPE[self.type].en

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
            return "; ".join(f"not {TYPE[t].zh} ({TYPE[t].shape}): {why}"
                             for t, why in self.reasons) or "no combination"
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
class Group:
    """The plays of one type, as rank patterns (each pattern once)."""

    type: str
    patterns: tuple[str, ...]

    @property
    def zh(self) -> str:
        return TYPE[self.type].zh

    @property
    def en(self) -> str:
        return TYPE[self.type].en


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


# ---- options ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class DoudizhuOptions:
    """Rule options; each names the ruling (rules/cards.md) it implements."""

    adjacent_wing_trio: bool = option(
        True, "飞机's wings may be three alike next to the chain (333444555+666 read as 3 trios "
        "and 3 wings, as A15's example does); False: they may not (as rlcard)", "A15")
    wings_hold_four: bool = option(
        False, "飞机's single wings may hold all four of a rank; off: wings may not hide a bomb, "
        "as A15 forbids a chain rank in the wings for that reason", "A15")
    caller_robs_last: bool = option(
        True, "the caller gets one last 抢 after somebody robbed (at most 3 抢, ×8)", "A7")
    deal_mingpai_cutoff: int = option(
        9, "发牌明牌 is ×4 when chosen before the player's Nth card, ×3 from then on", "A7")
    extra_doubles: bool = option(
        True, "炸弹 ×2, 火箭 ×2 and 春天/反春 ×2 (common mode); False is seed-strict: the seed "
        "gives no such multipliers", "A7")

    def check(self) -> None:
        if not 1 <= self.deal_mingpai_cutoff <= 17:
            raise ValueError("option 'deal_mingpai_cutoff' is a card number 1 … 17, not "
                             f"{self.deal_mingpai_cutoff!r}")


# ---- finding plays ---------------------------------------------------------------------------


def _multisets(avail: Sequence[tuple[int, int]], size: int) -> Iterator[tuple[int, ...]]:
    """Every multiset of ``size`` ranks taking at most ``cap`` of each (rank, cap)."""
    if size == 0:
        yield ()
        return
    if not avail:
        return
    (rank, cap), rest = avail[0], avail[1:]
    room = sum(c for _, c in rest)
    for take in range(min(cap, size), -1, -1):
        if size - take > room:
            break
        for tail in _multisets(rest, size - take):
            yield (rank,) * take + tail


def _pairs(avail: Sequence[int], size: int) -> Iterator[tuple[int, ...]]:
    """Every choice of ``size`` distinct ranks from ``avail`` (sorted)."""
    if size == 0:
        yield ()
        return
    for n, rank in enumerate(avail):
        for tail in _pairs(avail[n + 1:], size - 1):
            yield (rank,) + tail


class Doudizhu(CardRules):
    """欢乐斗地主. Options: :class:`DoudizhuOptions`."""

    id = "doudizhu"
    zh = "欢乐斗地主"
    en = "Dou Dizhu (Fight the Landlord)"
    Options = DoudizhuOptions
    types = TYPES

    # ---- cards -------------------------------------------------------------------------------

    def cards(self, cards: str | Iterable[Card]) -> tuple[Card, ...]:
        """Cards from notation (NotationError on bad text); not checked against the deck."""
        return as_cards(cards)

    def problem(self, cards: str | Iterable[Card]) -> str:
        """Why these cards cannot be held together from one 54-card deck ('' if they can)."""
        return copies_problem(self.cards(cards), DECK)

    def counts(self, cards: str | Iterable[Card] | Sequence[int]) -> list[int]:
        """Cards (or a counts vector) as counts per rank, after checking the deck."""
        if not isinstance(cards, str) and isinstance(cards, Sequence) and cards \
                and all(isinstance(n, int) for n in cards):
            limits = [DECK[r] for r in ORDER]
            if len(cards) != len(ORDER) or any(isinstance(n, bool) or not 0 <= n <= most
                                               for n, most in zip(cards, limits, strict=False)):
                raise NotAllowed(f"a counts vector has {len(ORDER)} counts, one per rank "
                                 f"{ORDER} (0-4 each, 0-1 for B and R), not {list(cards)!r:.80}")
            return list(cards)
        parsed = self.cards(cards)
        problem = copies_problem(parsed, DECK)
        if problem:
            raise NotAllowed(problem)
        return counts_of(parsed)

    # ---- classify ----------------------------------------------------------------------------

    def classify(self, cards: str | Iterable[Card]) -> Classification:
        """Every reading of the cards as a combination, the default reading first; or, when
        there is none, why each combination of that many cards does not fit."""
        parsed = self.cards(cards)
        problem = copies_problem(parsed, DECK)
        text = pattern_of(counts_of(parsed))
        if problem:
            return Classification(text, (), (), problem)
        counts = counts_of(parsed)
        parses = self._parses(counts)
        if parses:
            return Classification(text, parses)
        return Classification(text, (), self._reasons(counts))

    def _parses(self, counts: list[int]) -> tuple[Play, ...]:
        n = sum(counts)
        found = [p for t in TYPES for p in self._find(counts, t.key, n)
                 if p.size == n and counts_of_pattern(p.pattern) == counts]
        # A15: the highest-ranked parse is the default; on a tie the plainer type (the
        # table's order: a trio straight before a plane)
        found.sort(key=lambda p: (-p.key, TYPE_ORDER[p.type]))
        return tuple(found)

    def play(self, cards: str | Iterable[Card] | Play, as_type: str | None = None) -> Play:
        """The cards as one play: the default reading, or the reading of type ``as_type``
        that the player declares (A15). NotAllowed says why there is none."""
        if isinstance(cards, Play):
            return cards
        found = self.classify(cards)
        if as_type is not None and as_type not in TYPE:
            raise ValueError(f"unknown type {as_type!r}; types: {', '.join(TYPE)}")
        if not found.ok:
            raise NotAllowed(f"{found.cards or '(no cards)'} is no combination: "
                             f"{found.explain()}")
        if as_type is None:
            return found.parses[0]
        for p in found.parses:
            if p.type == as_type:
                return p
        raise NotAllowed(f"{found.cards} cannot be read as {TYPE[as_type].zh}: it reads as "
                         + ", ".join(p.describe() for p in found.parses))

    def _reasons(self, counts: list[int]) -> tuple[tuple[str, str], ...]:
        n = sum(counts)
        if n == 0:
            return (("single", "no cards"),)
        out = []
        for t in TYPES:
            if self._fits_size(t.key, n):
                out.append((t.key, self._why_not(t.key, counts)))
        if not out:
            out.append(("single", f"no combination has {n} cards"))
        return tuple(out)

    @staticmethod
    def _fits_size(kind: str, n: int) -> bool:
        return {
            "rocket": n == 2, "bomb": n == 4, "single": n == 1, "pair": n == 2, "trio": n == 3,
            "trio_single": n == 4, "trio_pair": n == 5, "straight": 5 <= n <= 12,
            "pair_straight": n >= 6 and n % 2 == 0 and n <= 24,
            "trio_straight": n >= 6 and n % 3 == 0 and n <= 36,
            "plane_single": n >= 8 and n % 4 == 0, "plane_pair": n >= 10 and n % 5 == 0,
            "four_two_single": n == 6, "four_two_pair": n == 8,
        }[kind]

    def _why_not(self, kind: str, counts: list[int]) -> str:
        """A short reason why counts are not of ``kind`` (its size fits)."""
        ranks = [i for i, c in enumerate(counts) if c]
        most = max(counts)
        if kind == "rocket":
            return "a 火箭 is 小王 + 大王 together, nothing else"
        if kind in ("bomb", "pair", "trio"):
            return "the ranks differ"
        if kind in ("trio_single", "trio_pair"):
            if most == 4:
                return "four alike is a 炸弹, not a trio with a card"
            if most < 3:
                return "no rank appears three times"
            return "the other cards must be one card" if kind == "trio_single" else \
                "the other two cards must be a pair of another rank"
        if kind in ("straight", "pair_straight", "trio_straight"):
            width = {"straight": 1, "pair_straight": 2, "trio_straight": 3}[kind]
            if any(counts[i] for i in (TWO, SMALL, BIG)):
                return "2 and the jokers are never in a chain (seed: 不包括 2 點和雙王)"
            if any(counts[i] != width for i in ranks):
                return f"every rank must appear exactly {width} time{'s' * (width > 1)}"
            gaps = [rank_name(i) for i in range(ranks[0], ranks[-1]) if not counts[i]]
            if gaps:
                return f"the ranks are not consecutive ({', '.join(gaps)} missing)"
            return "too short"
        if kind in ("plane_single", "plane_pair"):
            k = sum(counts) // (4 if kind == "plane_single" else 5)
            chains = self._trio_chains(counts, k, exact=False)
            if not chains:
                return f"no {k} consecutive trios (3 … A) to carry {k} wings"
            lo = chains[0]
            if any(counts[i] == 4 for i in range(lo, lo + k)):
                return "a wing may not be a card of the chain's ranks (it would hide a bomb, A15)"
            rest = counts[:]
            for i in range(lo, lo + k):
                rest[i] -= 3
            if kind == "plane_pair":
                if any(c not in (0, 2) for c in rest):
                    return f"the {k} wings must be {k} pairs of different ranks"
                return "the pairs must be of different ranks"
            if rest[SMALL] and rest[BIG]:
                return "the wings may not hold both jokers (A15)"
            if 4 in rest:
                return "the wings may not hold all four of a rank (option wings_hold_four)"
            return "the wings are three alike next to the chain (option adjacent_wing_trio)"
        if kind in ("four_two_single", "four_two_pair"):
            if most < 4:
                return "no rank appears four times"
            if kind == "four_two_single":
                return "the two cards may not be both jokers (A15)"
            return "the other four cards must be two pairs of different ranks (A15)"
        return "it does not fit"

    # ---- generating plays ----------------------------------------------------------------------

    @staticmethod
    def _trio_chains(counts: Sequence[int], k: int, exact: bool) -> list[int]:
        """Lowest ranks of k consecutive trios (3 … A) that counts can supply."""
        return [lo for lo in range(0, ACE - k + 2)
                if all(counts[i] >= 3 and (not exact or counts[i] == 3)
                       for i in range(lo, lo + k))]

    def _find(self, counts: Sequence[int], kind: str, size: int | None = None
              ) -> Iterator[Play]:
        """Every play of ``kind`` that ``counts`` can supply (of ``size`` cards if given)."""
        c = counts
        if kind == "rocket":
            if c[SMALL] and c[BIG] and size in (None, 2):
                yield Play("rocket", BIG, 1, "BR")
            return
        simple = {"single": 1, "pair": 2, "trio": 3, "bomb": 4}
        if kind in simple:
            w = simple[kind]
            if size in (None, w):
                for i in range(15):
                    if c[i] >= w:
                        yield Play(kind, i, 1, ORDER[i] * w)
            return
        if kind in ("trio_single", "trio_pair"):
            w = 1 if kind == "trio_single" else 2
            if size not in (None, 3 + w):
                return
            for i in range(13):
                if c[i] >= 3:
                    for j in range(15):
                        if j != i and c[j] >= w:
                            yield Play(kind, i, 1, ORDER[i] * 3, ORDER[j] * w)
            return
        if kind in ("straight", "pair_straight", "trio_straight"):
            # chains run 3 … A, so at most 12 links (a hand of 20 holds at most 10 pairs
            # or 6 trios, but classify takes any set of cards)
            w, least = {"straight": (1, 5), "pair_straight": (2, 3), "trio_straight": (3, 2)}[kind]
            most = 12
            lengths = range(least, most + 1) if size is None else \
                ([size // w] if size % w == 0 and least <= size // w <= most else [])
            for k in lengths:
                for lo in range(0, ACE - k + 2):
                    if all(c[i] >= w for i in range(lo, lo + k)):
                        yield Play(kind, lo + k - 1, k,
                                   "".join(ORDER[i] * w for i in range(lo, lo + k)))
            return
        if kind in ("plane_single", "plane_pair"):
            per = 4 if kind == "plane_single" else 5
            lengths = range(2, 13) if size is None else \
                ([size // per] if size % per == 0 and size >= 2 * per else [])
            for k in lengths:
                for lo in self._trio_chains(c, k, exact=False):
                    yield from self._planes(c, kind, lo, k)
            return
        if kind in ("four_two_single", "four_two_pair"):
            if size not in (None, 6 if kind == "four_two_single" else 8):
                return
            for i in range(13):
                if c[i] == 4:
                    rest = [(j, c[j]) for j in range(15) if j != i and c[j]]
                    if kind == "four_two_single":
                        avail = [(j, min(n, 2)) for j, n in rest]
                        for wings in _multisets(avail, 2):
                            if wings != (SMALL, BIG):
                                yield Play(kind, i, 1, ORDER[i] * 4,
                                           "".join(ORDER[j] for j in wings))
                    else:
                        for wings in _pairs([j for j, n in rest if n >= 2], 2):
                            yield Play(kind, i, 1, ORDER[i] * 4,
                                       "".join(ORDER[j] * 2 for j in wings))
            return
        raise ValueError(f"unknown type {kind!r}")

    def _planes(self, c: Sequence[int], kind: str, lo: int, k: int) -> Iterator[Play]:
        chain = range(lo, lo + k)
        main = "".join(ORDER[i] * 3 for i in chain)
        others = [j for j in range(15) if c[j] and j not in chain]
        if kind == "plane_pair":
            for wings in _pairs([j for j in others if c[j] >= 2], k):
                yield Play(kind, lo + k - 1, k, main, "".join(ORDER[j] * 2 for j in wings))
            return
        cap = 4 if self.options.wings_hold_four else 3
        avail = []
        for j in others:
            most = min(c[j], cap)
            if not self.options.adjacent_wing_trio and j in (lo - 1, lo + k) and j <= ACE:
                most = min(most, 2)
            avail.append((j, most))
        for wings in _multisets(avail, k):
            if SMALL in wings and BIG in wings:
                continue  # A15: never both jokers as wings
            yield Play(kind, lo + k - 1, k, main, "".join(ORDER[j] for j in wings))

    def _plays(self, counts: Sequence[int], kind: str, size: int | None = None
               ) -> list[Play]:
        """The plays of one kind from a hand, keeping for each pattern its best reading."""
        best: dict[str, Play] = {}
        for p in self._find(counts, kind, size):
            if p.pattern not in best or p.key > best[p.pattern].key:
                best[p.pattern] = p
        return sorted(best.values(), key=lambda p: (p.key, p.pattern.__len__(),
                                                    [INDEX[x] for x in p.pattern]))

    def _hand(self, hand: str | Iterable[Card] | Sequence[int]) -> list[int]:
        counts = self.counts(hand)
        if sum(counts) > MAX_HAND:
            raise NotAllowed(f"{sum(counts)} cards: a hand holds at most {MAX_HAND} (17 + 3 底牌)")
        return counts

    def leads(self, hand: str | Iterable[Card]) -> Choices:
        """Every play the hand can lead, grouped by type (a pattern may be in several types:
        333444555666 is a 三顺 and a 飞机). The leader may not pass ([REC] §3.6)."""
        counts = self._hand(hand)
        groups = []
        for t in TYPES:
            plays = self._plays(counts, t.key)
            if plays:
                groups.append(Group(t.key, tuple(p.pattern for p in plays)))
        return Choices(pattern_of(counts), None, tuple(groups))

    def responses(self, hand: str | Iterable[Card], previous: str | Iterable[Card] | Play
                  ) -> Choices:
        """Every play from the hand that beats ``previous`` (its default reading, or the
        :class:`Play` given), grouped by type: the same type and number of cards and higher,
        any higher bomb, the rocket (seed §3.8). Passing (不出) is always allowed too."""
        counts = self._hand(hand)
        prev = self.play(previous)
        groups = []
        if prev.type != "rocket":
            if prev.type not in ("bomb",):
                found = [p for p in self._plays(counts, prev.type, prev.size)
                         if p.key > prev.key]
                if found:
                    groups.append(Group(prev.type, tuple(p.pattern for p in found)))
            bombs = [p for p in self._plays(counts, "bomb")
                     if prev.type != "bomb" or p.key > prev.key]
            if bombs:
                groups.append(Group("bomb", tuple(p.pattern for p in bombs)))
            if counts[SMALL] and counts[BIG]:
                groups.append(Group("rocket", ("BR",)))
        return Choices(pattern_of(counts), prev, tuple(groups))

    # ---- compare -------------------------------------------------------------------------------

    def compare(self, play: str | Iterable[Card] | Play, previous: str | Iterable[Card] | Play
                ) -> Comparison:
        """Does ``play`` beat ``previous``? Cards with several readings beat it if any reading
        does (A15); ``previous`` is its default reading unless a :class:`Play` is given."""
        prev = self.play(previous)
        if isinstance(play, Play):
            readings: tuple[Play, ...] = (play,)
        else:
            found = self.classify(play)
            if not found.ok:
                return Comparison(None, prev, False, f"{found.cards or '(no cards)'} is no "
                                  f"combination: {found.explain()}")
            readings = found.parses
        results = [self._compare_one(p, prev) for p in readings]
        wins = [r for r in results if r.beats]
        if wins:
            return wins[0]
        same = [r for r in results if r.play is not None and r.play.type == prev.type]
        return (same or results)[0]

    def _compare_one(self, play: Play, prev: Play) -> Comparison:
        a, b = play, prev
        if b.type == "rocket":
            return Comparison(a, b, False, "nothing beats the 火箭 (rocket)", SEED_ROCKET)
        if a.type == "rocket":
            return Comparison(a, b, True, "the 火箭 (rocket) beats every play", SEED_ROCKET)
        if a.type == "bomb" and b.type == "bomb":
            beats = a.key > b.key
            return Comparison(a, b, beats, f"bombs compare by rank: {a.main} "
                              f"{'>' if beats else '<' if a.key < b.key else '='} {b.main}",
                              SEED_BOMB)
        if a.type == "bomb":
            note = " (四带二 is not a bomb)" if b.type.startswith("four_two") else ""
            return Comparison(a, b, True, f"a 炸弹 (bomb) beats any play but the rocket and a "
                              f"higher bomb{note}", SEED_BOMB)
        if b.type == "bomb":
            note = " (四带二 is not a bomb)" if a.type.startswith("four_two") else ""
            return Comparison(a, b, False, f"only a higher bomb or the rocket beats a 炸弹"
                              f"{note}", SEED_BOMB + (" " + SEED_NOT_BOMB if note else ""))
        if a.type != b.type:
            return Comparison(a, b, False, f"{a.zh} ({a.en}) cannot answer {b.zh} ({b.en}): "
                              "the types differ", SEED_SAME)
        if a.size != b.size:
            return Comparison(a, b, False, f"a {a.size}-card {a.zh} cannot answer a {b.size}-"
                              f"card {b.zh}: the number of cards differs", SEED_SAME)
        seed = SEED_RANKS
        if a.type in ("straight", "pair_straight", "trio_straight"):
            seed = SEED_CHAINS
        elif a.type in ("trio_single", "trio_pair"):
            seed = SEED_TRIO
        elif a.wings or b.wings:
            seed = SEED_KICKERS
        what = {"straight": "highest card", "pair_straight": "highest pair",
                "trio_straight": "highest trio", "plane_single": "trio chain (wings do not "
                "count)", "plane_pair": "trio chain (wings do not count)",
                "four_two_single": "four (the two cards do not count)",
                "four_two_pair": "four (the pairs do not count)",
                "trio_single": "trio", "trio_pair": "trio"}.get(a.type, "rank")
        ka, kb = rank_name(a.key), rank_name(b.key)
        if a.key > b.key:
            return Comparison(a, b, True, f"same type and count; by {what}: {ka} > {kb}", seed)
        sign = "=" if a.key == b.key else "<"
        return Comparison(a, b, False, f"not higher: by {what}, {ka} {sign} {kb}", seed)

    def verify_beats(self, play: str | Iterable[Card] | Play,
                     previous: str | Iterable[Card] | Play) -> Play:
        """The reading of ``play`` that beats ``previous``; NotAllowed with the reason."""
        result = self.compare(play, previous)
        if not result.beats:
            raise NotAllowed(result.reason, result.ruling)
        assert result.play is not None
        return result.play

    def can_beat(self, play: str | Iterable[Card] | Play,
                 previous: str | Iterable[Card] | Play) -> bool:
        try:
            self.verify_beats(play, previous)
        except (NotAllowed, NotationError):
            return False
        return True

    # ---- bidding, multipliers, 加倍 and settlement ------------------------------------------

    def bid(self, actions: str | Iterable[str], first: int = 0,
            mingpai: Iterable[MingPai | tuple] = ()) -> Bidding:
        """Replay 叫地主/抢地主 (seed 二、三; A7) from seat ``first`` (0, 1, 2 in playing order).

        ``actions`` are words in turn: 'call'/'叫地主', 'pass'/'不叫'/'不抢', 'rob'/'抢地主'
        (Chinese or English; a string is split on spaces). ``mingpai`` are the 明牌 choices,
        in the order made (:class:`MingPai` or ``(seat, when[, card])``); the first player to
        明牌 before the calling bids first. An action out of turn or against the rules raises
        NotAllowed saying why; fewer actions leave the bidding open (``to_act``).
        """
        if not isinstance(actions, str | Iterable) or not isinstance(mingpai, Iterable):
            raise TypeError(f"actions are words ('call rob pass') and mingpai a list of MingPai, "
                            f"not {type(actions).__name__}, {type(mingpai).__name__}")
        words = actions.split() if isinstance(actions, str) else list(actions)
        shown = tuple(m if isinstance(m, MingPai) else MingPai(*m) for m in mingpai)
        for m in shown:
            self.verify_mingpai(m)
        early = first_mingpai(shown)
        if first not in (0, 1, 2) or isinstance(first, bool):
            raise ValueError(f"first is seat 0, 1 or 2, not {first!r}")
        steps: list[BidStep] = []
        if early and early[0].seat != first:
            steps.append(BidStep(early[0].seat, "first", "bids first: the first to 明牌 "
                                 "before the calling, by time (seed 二.2; P-DD1)"))
            first = early[0].seat
        seat, caller, robbers = first, None, []
        refused: set[int] = set()
        queue = list(words)
        # 叫地主: in turn until someone calls
        for _ in range(3):
            if not queue:
                return self._bidding(steps, None, None, robbers, shown, to_act=seat,
                                     allowed=("call", "pass"))
            act = _action(queue.pop(0))
            if act not in ("call", "pass"):
                raise NotAllowed(f"seat {seat} must 叫地主 or 不叫 now, not {act!r} (seed 二: "
                                 "叫牌時可以選擇 “叫地主” 、“不叫”)")
            if act == "call":
                caller = seat
                steps.append(BidStep(seat, "call", "叫地主: the calling ends at once"))
                break
            refused.add(seat)
            steps.append(BidStep(seat, "pass", "不叫: may not 抢 later"))
            seat = (seat + 1) % 3
        if caller is None:
            if queue:
                raise NotAllowed(f"the calling is over (all 不叫); {len(queue)} action(s) left")
            if early:
                steps.append(BidStep(early[0].seat, "landlord", "all 不叫 after a 明牌: the "
                                     "first 明牌 player is landlord (seed 二.3)"))
                return self._bidding(steps, early[0].seat, None, robbers, shown)
            steps.append(BidStep(first, "redeal", "all 不叫: the cards are dealt again "
                                 "(seed 二)"))
            return self._bidding(steps, None, None, robbers, shown, redeal=True)
        # 抢地主: each other player who did not say 不叫, once, in turn; then the caller
        order = [s for s in ((caller + 1) % 3, (caller + 2) % 3) if s not in refused]
        for s in sorted(refused):
            steps.append(BidStep(s, "skip", "said 不叫, so may not 抢 (seed 三.4)"))
        landlord = caller
        for s in order:
            if not queue:
                return self._bidding(steps, None, caller, robbers, shown, to_act=s,
                                     allowed=("rob", "pass"))
            act = _action(queue.pop(0))
            if act not in ("rob", "pass"):
                raise NotAllowed(f"seat {s} may 抢地主 or 不抢 now, not {act!r}")
            if act == "rob":
                robbers.append(s)
                landlord = s
                steps.append(BidStep(s, "rob", "抢地主 ×2 (seed 三.3)"))
            else:
                steps.append(BidStep(s, "pass", "不抢"))
        if robbers and self.options.caller_robs_last:
            if not queue:
                return self._bidding(steps, None, caller, robbers, shown, to_act=caller,
                                     allowed=("rob", "pass"))
            act = _action(queue.pop(0))
            if act not in ("rob", "pass"):
                raise NotAllowed(f"the caller, seat {caller}, may 抢地主 or 不抢 now, not "
                                 f"{act!r}")
            if act == "rob":
                robbers.append(caller)
                landlord = caller
                steps.append(BidStep(caller, "rob", "the caller's last 抢 ×2 (A7)"))
            else:
                steps.append(BidStep(caller, "pass", "不抢"))
        if queue:
            raise NotAllowed(f"the bidding is over; {len(queue)} action(s) left: "
                             f"{' '.join(queue)}")
        why = "the last to 抢" if robbers else "nobody robbed: the caller (seed 三.2)"
        steps.append(BidStep(landlord, "landlord", why))
        return self._bidding(steps, landlord, caller, robbers, shown)

    def _bidding(self, steps: list[BidStep], landlord: int | None, caller: int | None,
                 robbers: list[int], shown: tuple[MingPai, ...], to_act: int | None = None,
                 allowed: tuple[str, ...] = (), redeal: bool = False) -> Bidding:
        mult = self.multiplier(robs=len(robbers), mingpai=shown, landlord=landlord)
        return Bidding(tuple(steps), landlord, caller, tuple(robbers), mult, to_act, allowed,
                       redeal)

    def mingpai_factor(self, m: MingPai) -> int:
        """×5 明牌开始, ×4/×3 发牌明牌 (before/from card ``deal_mingpai_cutoff``), ×2 after
        the 底牌 (seed 四; A7)."""
        self.verify_mingpai(m)
        if m.when == "start":
            return 5
        if m.when == "deal":
            return 4 if m.card < self.options.deal_mingpai_cutoff else 3
        return 2

    def verify_mingpai(self, m: MingPai) -> MingPai:
        if not isinstance(m, MingPai):
            raise TypeError(f"m is a MingPai(seat, when, card), not {type(m).__name__} {m!r:.40}")
        if m.seat not in (0, 1, 2):
            raise ValueError(f"seat is 0, 1 or 2, not {m.seat!r}")
        if m.when not in MINGPAI_WHEN:
            raise ValueError(f"明牌 when is one of {', '.join(MINGPAI_WHEN)}, not {m.when!r}")
        if m.when == "deal" and not 1 <= m.card <= 17:
            raise ValueError(f"发牌明牌 needs the card number it was chosen at (1 … 17), not "
                             f"{m.card!r}")
        return m

    def multiplier(self, robs: int = 0, mingpai: Iterable[MingPai | tuple] = (),
                   bombs: int = 0, rockets: int = 0, spring: bool = False,
                   landlord: int | None = None) -> Multiplier:
        """The game's 倍数 (before 加倍): 1 (A7), ×2 per 抢, × the largest 明牌 factor only
        (seed 四.5), and, unless seed-strict, ×2 per bomb, rocket and for 春天/反春 (A7).
        A 明牌 after the 底牌 is the landlord's only (A7): give ``landlord`` to check it; without
        it, two seats showing after the 底牌 are refused all the same."""
        for name, n in (("robs", robs), ("bombs", bombs), ("rockets", rockets)):
            if type(n) is not int:
                raise TypeError(f"{name} is a whole number, not {type(n).__name__} {n!r:.40}")
        if not isinstance(mingpai, Iterable):
            raise TypeError(f"mingpai is a list of MingPai, not {type(mingpai).__name__}")
        if not 0 <= robs <= 3:
            raise ValueError(f"robs is 0 … 3, not {robs!r}")
        if landlord is not None and (isinstance(landlord, bool) or landlord not in (0, 1, 2)):
            raise ValueError(f"landlord is seat 0, 1 or 2 (or None), not {landlord!r}")
        shown = [m if isinstance(m, MingPai) else MingPai(*m) for m in mingpai]
        late = sorted({self.verify_mingpai(m).seat for m in shown if m.when == "after_bottom"})
        farmers = [s for s in late if landlord is not None and s != landlord]
        if farmers or len(late) > 1:
            who = farmers[0] if farmers else late[1]
            raise NotAllowed(f"seat {who} cannot 明牌 after the 底牌: only the landlord "
                             f"takes them{'' if landlord is None else f' (seat {landlord})'}",
                             "A7")
        lines = [MultiplierLine("底", "start", 1, 1, "A7")]
        if robs:
            lines.append(MultiplierLine("抢地主", "robbed", 2, robs, "seed 三.3"))
        if shown:
            factors = [self.mingpai_factor(m) for m in shown]
            top = max(factors)
            lines.append(MultiplierLine("明牌", f"open hand (largest of {len(shown)})", top, 1,
                                        "seed 四.5"))
        extra = [("炸弹", "bombs", bombs), ("火箭", "rocket", rockets),
                 ("春天", "spring", int(spring))]
        for zh, en, n in extra:
            if n < 0:
                raise ValueError(f"{en} cannot be negative")
            if n and self.options.extra_doubles:
                lines.append(MultiplierLine(zh, en, 2, n, "A7"))
        total = 1
        for line in lines:
            total *= line.factor ** line.count
        notes = ()
        if not self.options.extra_doubles and (bombs or rockets or spring):
            notes = ("seed-strict: bombs, the rocket and 春天 do not multiply (A7)",)
        return Multiplier(total, tuple(lines), notes)

    def double_refusal(self, seat: int, landlord: int, beans: Sequence[int],
                       threshold: int) -> str:
        """Why ``seat`` may not 加倍 ('' if it may): beans must exceed the room's threshold —
        everyone's for the landlord, his own and the landlord's for a farmer (seed 五.5;
        "超過" is strictly more, A16)."""
        if len(beans) != 3:
            raise ValueError(f"beans lists the 3 players' 欢乐豆, not {list(beans)!r}")
        if seat not in (0, 1, 2) or landlord not in (0, 1, 2):
            raise ValueError("seats are 0, 1 or 2")
        need = (0, 1, 2) if seat == landlord else (seat, landlord)
        low = [s for s in need if beans[s] <= threshold]
        if not low:
            return ""
        who = "all three players" if seat == landlord else "the farmer and the landlord"
        return (f"{who} must hold more than {threshold} 欢乐豆 to 加倍; seat"
                f"{'s' * (len(low) > 1)} {', '.join(map(str, low))} "
                f"hold{'s' * (len(low) == 1)} {', '.join(str(beans[s]) for s in low)}")

    def verify_double(self, seat: int, landlord: int, beans: Sequence[int],
                      threshold: int) -> int:
        why = self.double_refusal(seat, landlord, beans, threshold)
        if why:
            raise NotAllowed(why, "A16")
        return seat

    def can_double(self, seat: int, landlord: int, beans: Sequence[int], threshold: int
                   ) -> bool:
        return not self.double_refusal(seat, landlord, beans, threshold)

    def settle(self, landlord: int, landlord_wins: bool, multiplier: int | Multiplier,
               doubled: Iterable[int] = (), per_point: int = 1,
               beans: Sequence[int] | None = None, threshold: int = 0) -> Settlement:
        """Pairwise settlement (A16): for each farmer, 倍数 × per_point × the landlord's 加倍
        factor × that farmer's (2 if doubled, else 1; seed 五.3); the landlord's total is the
        sum. With ``beans`` each 加倍 is checked against ``threshold`` first."""
        total = multiplier.total if isinstance(multiplier, Multiplier) else multiplier
        if isinstance(total, bool) or not isinstance(total, int) or total < 1:
            raise ValueError(f"multiplier is a whole number ≥ 1, not {total!r}")
        if landlord not in (0, 1, 2):
            raise ValueError(f"landlord is seat 0, 1 or 2, not {landlord!r}")
        doubled = set(doubled)
        if not doubled <= {0, 1, 2}:
            raise ValueError(f"doubled lists seats 0, 1, 2, not {sorted(doubled)!r}")
        if beans is not None:
            for s in sorted(doubled):
                self.verify_double(s, landlord, beans, threshold)
        own = 2 if landlord in doubled else 1
        lines, deltas = [], [0, 0, 0]
        for f in ((landlord + 1) % 3, (landlord + 2) % 3):
            theirs = 2 if f in doubled else 1
            amount = total * per_point * own * theirs
            sign = 1 if landlord_wins else -1
            deltas[landlord] += sign * amount
            deltas[f] -= sign * amount
            lines.append(PairLine(f, total, per_point, own, theirs, amount))
        return Settlement(landlord, landlord_wins, tuple(lines), tuple(deltas))


def counts_of_pattern(pattern: str) -> list[int]:
    counts = [0] * 15
    for r in pattern:
        counts[INDEX[r]] += 1
    return counts


# ---- bidding records ---------------------------------------------------------------------------

MINGPAI_WHEN = ("start", "deal", "after_bottom")
_WORDS = {"call": "call", "叫": "call", "叫地主": "call", "pass": "pass", "不叫": "pass",
          "不抢": "pass", "过": "pass", "no": "pass", "rob": "rob", "抢": "rob", "抢地主": "rob",
          "搶": "rob", "搶地主": "rob", "不搶": "pass"}


def _action(word: str) -> str:
    if not isinstance(word, str) or word.strip().lower() not in _WORDS:
        raise NotAllowed(f"unknown bidding action {word!r}; say call/叫地主, pass/不叫/不抢 or "
                         "rob/抢地主")
    return _WORDS[word.strip().lower()]


@dataclass(frozen=True)
class MingPai:
    """A 明牌 choice: ``when`` is 'start' (明牌开始, before the deal), 'deal' (发牌明牌, at the
    player's card number ``card``) or 'after_bottom' (after the 底牌, landlord only)."""

    seat: int
    when: str
    card: int = 0


MINGPAI_TIME = {"start": 0, "deal": 1, "after_bottom": 2}


def first_mingpai(shown: Iterable[MingPai]) -> list[MingPai]:
    """The 明牌 made before the calling, earliest first (P-DD1): 明牌开始 (before the deal)
    comes before every 发牌明牌, a 发牌明牌 at an earlier card before a later one; at the same
    moment, the order given.

    >>> [m.seat for m in first_mingpai([MingPai(2, "deal", 10), MingPai(1, "start")])]
    [1, 2]
    """
    early = [m for m in shown if m.when in ("start", "deal")]
    return sorted(early, key=lambda m: (MINGPAI_TIME[m.when], m.card if m.when == "deal" else 0))


@dataclass(frozen=True)
class BidStep:
    seat: int
    action: str
    note: str


@dataclass(frozen=True)
class MultiplierLine:
    zh: str
    en: str
    factor: int
    count: int
    source: str


@dataclass(frozen=True)
class Multiplier:
    """The game's 倍数 as lines (factor ** count each) and their product."""

    total: int
    lines: tuple[MultiplierLine, ...]
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Bidding:
    """The bidding so far: its steps, the landlord (None while open or on a re-deal), the
    multiplier from 抢 and 明牌, and, while open, who acts and what they may say."""

    steps: tuple[BidStep, ...]
    landlord: int | None
    caller: int | None
    robbers: tuple[int, ...]
    multiplier: Multiplier
    to_act: int | None = None
    allowed: tuple[str, ...] = ()
    redeal: bool = False

    @property
    def done(self) -> bool:
        return self.to_act is None


@dataclass(frozen=True)
class PairLine:
    """One landlord–farmer pair: 倍数 × per point × the two 加倍 factors = amount."""

    farmer: int
    multiplier: int
    per_point: int
    landlord_factor: int
    farmer_factor: int
    amount: int


@dataclass(frozen=True)
class Settlement:
    """Who pays whom: ``deltas`` per seat (they sum to 0)."""

    landlord: int
    landlord_wins: bool
    pairs: tuple[PairLine, ...]
    deltas: tuple[int, int, int]


register(Doudizhu)

