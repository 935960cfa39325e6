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

This module holds the rules class; its parts, re-exported here: the ranks, types and result
records (``doudizhu_plays``), the bidding, 倍数 and settlement (``doudizhu_bidding``, a base).

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

from ..engine.checks import need_type
from ..engine.why import Why, speak
from .cards import (
    Card,
    CardAnalysis,
    CardRules,
    NotAllowed,
    NotationError,
    as_cards,
    check_position,
    copies_problem,
    option,
    register,
    verify_copies,
)
from .doudizhu_bidding import (
    MINGPAI_TIME,
    MINGPAI_WHEN,
    Bidding,
    BiddingRules,
    BidStep,
    MingPai,
    Multiplier,
    MultiplierLine,
    PairLine,
    Settlement,
    first_mingpai,
)
from .doudizhu_find import lead_patterns, plays_of, rank_counts
from .doudizhu_plays import (
    ACE,
    BIG,
    DECK,
    INDEX,
    MAX_HAND,
    ORDER,
    SEED_BOMB,
    SEED_CHAINS,
    SEED_KICKERS,
    SEED_NOT_BOMB,
    SEED_PLANE,
    SEED_RANKS,
    SEED_ROCKET,
    SEED_SAME,
    SEED_TRIO,
    SMALL,
    TWO,
    TYPE,
    TYPE_ORDER,
    TYPES,
    Choices,
    Classification,
    Comparison,
    Group,
    Play,
    PlayType,
    counts_of,
    counts_of_pattern,
    pattern_of,
    rank_name,
)

# ---- options ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class DoudizhuOptions:
    """Rule options; each names the ruling (rules/cards.md) it implements."""

    adjacent_wing_trio: bool = option(
        True, "飞机's wings may be three alike next to the chain (333444555+666 read as 3 trios "
        "and 3 wings); False: they may not (as rlcard)", "A15")
    wings_hold_four: bool = option(
        False, "飞机's single wings may hold all four of a rank; off: wings may not hide a bomb, "
        "which is also why they may not use a rank of the chain", "A15")
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


class Doudizhu(BiddingRules, CardRules):
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
        verify_copies(parsed, DECK)
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
        need_type(as_type, (str, type(None)), "as_type", "a play type such as 'pair' or None")
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
            return (("single", Why("没有牌", "no cards")),)
        out = []
        for t in TYPES:
            if self._fits_size(t.key, n):
                out.append((t.key, self._why_not(t.key, counts)))
        if not out:
            out.append(("single", Why(f"没有 {n} 张的牌型", f"no combination has {n} cards")))
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
            return Why("火箭就是小王加大王，没有别的",
                       "a 火箭 is 小王 + 大王 together, nothing else")
        if kind in ("bomb", "pair", "trio"):
            return Why("点数不同", "the ranks differ")
        if kind in ("trio_single", "trio_pair"):
            if most == 4:
                return Why("四张相同是炸弹，不是三带一", "four alike is a 炸弹, not a trio with a "
                           "card")
            if most < 3:
                return Why("没有一个点数有三张", "no rank appears three times")
            return Why("带的只能是一张", "the other cards must be one card") \
                if kind == "trio_single" else \
                Why("带的两张必须是另一个点数的一对", "the other two cards must be a pair of "
                    "another rank")
        if kind in ("straight", "pair_straight", "trio_straight"):
            width = {"straight": 1, "pair_straight": 2, "trio_straight": 3}[kind]
            if any(counts[i] for i in (TWO, SMALL, BIG)):
                return Why("2 和王不能连（种子：不包括 2 點和雙王）",
                           "2 and the jokers are never in a chain (seed: 不包括 2 點和雙王)")
            if any(counts[i] != width for i in ranks):
                return Why(f"每个点数都要正好 {width} 张",
                           f"every rank must appear exactly {width} time{'s' * (width > 1)}")
            gaps = [rank_name(i) for i in range(ranks[0], ranks[-1]) if not counts[i]]
            if gaps:
                return Why(f"点数不连续（缺 {'、'.join(gaps)}）",
                           f"the ranks are not consecutive ({', '.join(gaps)} missing)")
            return Why("太短", "too short")
        if kind in ("plane_single", "plane_pair"):
            k = sum(counts) // (4 if kind == "plane_single" else 5)
            chains = self._trio_chains(counts, k, exact=False)
            if not chains:
                return Why(f"没有 {k} 个连续的三张（3 … A）来带 {k} 个翅膀",
                           f"no {k} consecutive trios (3 … A) to carry {k} wings")
            lo = chains[0]
            if any(counts[i] == 4 for i in range(lo, lo + k)):
                return Why("翅膀不能用三顺里的点数（那会藏着炸弹，A15）",
                           "a wing may not be a card of the chain's ranks (it would hide a "
                           "bomb, A15)")
            rest = counts[:]
            for i in range(lo, lo + k):
                rest[i] -= 3
            if kind == "plane_pair":
                if any(c not in (0, 2) for c in rest):
                    return Why(f"{k} 个翅膀必须是 {k} 对不同点数的牌",
                               f"the {k} wings must be {k} pairs of different ranks")
                return Why("这几对的点数必须不同", "the pairs must be of different ranks")
            if rest[SMALL] and rest[BIG]:
                return Why("翅膀不能同时有两张王（A15）",
                           "the wings may not hold both jokers (A15)")
            if 4 in rest:
                return Why("翅膀不能有一个点数的全部四张（选项 wings_hold_four）",
                           "the wings may not hold all four of a rank (option wings_hold_four)")
            return Why("翅膀是紧挨三顺的三张相同（选项 adjacent_wing_trio）",
                       "the wings are three alike next to the chain (option adjacent_wing_trio)")
        if kind in ("four_two_single", "four_two_pair"):
            if most < 4:
                return Why("没有一个点数有四张", "no rank appears four times")
            if kind == "four_two_single":
                return Why("带的两张不能都是王（A15）",
                           "the two cards may not be both jokers (A15)")
            return Why("带的四张必须是两对不同点数的牌（A15）",
                       "the other four cards must be two pairs of different ranks (A15)")
        return Why("对不上", "it does not fit")

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

    def reference_plays(self, counts: Sequence[int], kind: str, size: int | None = None
                        ) -> list[tuple[int, str]]:
        """(key, pattern) of one kind's plays, found plainly: :mod:`.doudizhu_find`'s check."""
        need_type(kind, str, "kind", "a play type such as 'pair'")
        need_type(size, (int, type(None)), "size", "a number of cards or None")
        if type(counts) not in (list, tuple) or len(counts) != 15 or any(
                type(n) is not int for n in counts):
            raise ValueError(f"counts is 15 counts of the ranks 3 … 大王, not {counts!r:.40}")
        best: dict[str, Play] = {}
        for p in self._find(counts, kind, size):
            if p.pattern not in best or p.key > best[p.pattern].key:
                best[p.pattern] = p
        return [(p.key, p.pattern) for p in sorted(best.values(), key=lambda p: (
            p.key, len(p.pattern), [INDEX[x] for x in p.pattern]))]

    def _hand(self, hand: str | Iterable[Card] | Sequence[int]) -> list[int]:
        quick = rank_counts(hand) if isinstance(hand, str) else None
        counts = quick if quick is not None else self.counts(hand)
        if sum(counts) > MAX_HAND:
            raise NotAllowed(f"{sum(counts)} cards: a hand holds at most {MAX_HAND} (17 + 3 底牌)")
        return counts

    def leads(self, hand: str | Iterable[Card]) -> Choices:
        """Every play the hand can lead, grouped by type (a pattern may be in several types:
        333444555666 is a 三顺 and a 飞机). The leader may not pass ([REC] §3.6)."""
        counts = self._hand(hand)
        o = self.options.adjacent_wing_trio, self.options.wings_hold_four
        groups = lead_patterns(tuple(counts), *o)
        return Choices(pattern_of(counts), None, tuple(Group(k, ps) for k, ps in groups))

    def responses(self, hand: str | Iterable[Card], previous: str | Iterable[Card] | Play
                  ) -> Choices:
        """Every play from the hand that beats ``previous`` (its default reading, or the
        :class:`Play` given), grouped by type: the same type and number of cards and higher,
        any higher bomb, the rocket (seed §3.8). Passing (不出) is always allowed too."""
        counts = self._hand(hand)
        prev = self.play(previous)
        groups, o = [], (self.options.adjacent_wing_trio, self.options.wings_hold_four)
        if prev.type != "rocket":
            if prev.type != "bomb":
                found = [p for k, p in plays_of(tuple(counts), prev.type, prev.size, *o)
                         if k > prev.key]
                if found:
                    groups.append(Group(prev.type, tuple(found)))
            bombs = [p for k, p in plays_of(tuple(counts), "bomb", None, *o)
                     if prev.type != "bomb" or k > prev.key]
            if bombs:
                groups.append(Group("bomb", tuple(bombs)))
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
                why = found.explain()
                return Comparison(None, prev, False, Why(
                    f"{found.cards or '（没有牌）'} 不成牌型：{speak(why, 'zh')}",
                    f"{found.cards or '(no cards)'} is no combination: {why}"))
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
            return Comparison(a, b, False, Why("火箭最大，什么都打不过它",
                                               "nothing beats the 火箭 (rocket)"), SEED_ROCKET)
        if a.type == "rocket":
            return Comparison(a, b, True, Why("火箭比什么牌都大", "the 火箭 (rocket) beats every "
                                              "play"), SEED_ROCKET)
        if a.type == "bomb" and b.type == "bomb":
            beats = a.key > b.key
            sums = f"{a.main} {'>' if beats else '<' if a.key < b.key else '='} {b.main}"
            return Comparison(a, b, beats, Why(f"炸弹按点数比：{sums}",
                                               f"bombs compare by rank: {sums}"), SEED_BOMB)
        if a.type == "bomb":
            four = b.type.startswith("four_two")
            return Comparison(a, b, True, Why(
                "炸弹比火箭和更大的炸弹以外的牌都大" + ("（四带二不是炸弹）" if four else ""),
                "a 炸弹 (bomb) beats any play but the rocket and a higher bomb"
                + (" (四带二 is not a bomb)" if four else "")), SEED_BOMB)
        if b.type == "bomb":
            four = a.type.startswith("four_two")
            return Comparison(a, b, False, Why(
                "只有更大的炸弹或火箭能打过炸弹" + ("（四带二不是炸弹）" if four else ""),
                "only a higher bomb or the rocket beats a 炸弹"
                + (" (四带二 is not a bomb)" if four else "")),
                SEED_BOMB + (" " + SEED_NOT_BOMB if four else ""))
        if a.type != b.type:
            return Comparison(a, b, False, Why(f"{a.zh}管不了{b.zh}：牌型不同",
                                               f"{a.zh} ({a.en}) cannot answer {b.zh} ({b.en}): "
                                               "the types differ"), SEED_SAME)
        if a.size != b.size:
            return Comparison(a, b, False, Why(f"{a.size} 张的{a.zh}管不了 {b.size} 张的{b.zh}："
                                               "张数不同",
                                               f"a {a.size}-card {a.zh} cannot answer a "
                                               f"{b.size}-card {b.zh}: the number of cards "
                                               "differs"), SEED_SAME)
        seed = SEED_RANKS
        if a.type in ("straight", "pair_straight", "trio_straight"):
            seed = SEED_CHAINS
        elif a.type in ("trio_single", "trio_pair"):
            seed = SEED_TRIO
        elif a.wings or b.wings:
            seed = SEED_KICKERS
        what_zh = {"straight": "最大的一张", "pair_straight": "最大的一对",
                   "trio_straight": "最大的三张", "plane_single": "三顺（翅膀不算）",
                   "plane_pair": "三顺（翅膀不算）", "four_two_single": "四张（带的两张不算）",
                   "four_two_pair": "四张（带的两对不算）", "trio_single": "三张",
                   "trio_pair": "三张"}.get(a.type, "点数")
        what = {"straight": "highest card", "pair_straight": "highest pair",
                "trio_straight": "highest trio", "plane_single": "trio chain (wings do not "
                "count)", "plane_pair": "trio chain (wings do not count)",
                "four_two_single": "four (the two cards do not count)",
                "four_two_pair": "four (the pairs do not count)",
                "trio_single": "trio", "trio_pair": "trio"}.get(a.type, "rank")
        ka, kb = rank_name(a.key), rank_name(b.key)
        if a.key > b.key:
            return Comparison(a, b, True, Why(f"牌型和张数相同；比{what_zh}：{ka} > {kb}",
                                              f"same type and count; by {what}: {ka} > {kb}"),
                              seed)
        sign = "=" if a.key == b.key else "<"
        return Comparison(a, b, False, Why(f"不够大：比{what_zh}，{ka} {sign} {kb}",
                                           f"not higher: by {what}, {ka} {sign} {kb}"), seed)

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

    def analyse(self, *slots: str, self_drawn: bool = False, turned: str | None = None,
                bets: Sequence[int] = (), pool: int = 0) -> CardAnalysis:
        """The lab's answer for ``hand``, ``play``, ``previous`` (notation, each may be
        empty): the play's readings, the previous play and whether the play beats it, the
        legal responses to it (or the leads); a previous play or hand refused is explained."""
        check_position(slots, self_drawn, turned, bets, pool)
        hand, play, prev = (*slots, "", "", "")[:3]
        readings = (self.classify(play),) if play else ()
        refusals: dict[str, Exception] = {}
        previous = choices = None
        try:
            previous = self.play(prev) if prev else None
        except NotAllowed as e:
            refusals["previous"] = e
        beats = (self.compare(play, previous),) if previous is not None and play else ()
        try:
            choices = (self.responses(hand, previous) if previous is not None
                       else self.leads(hand)) if hand else None
        except NotAllowed as e:
            refusals["choices"] = e
        return CardAnalysis(readings=readings, previous=previous,
                            comparisons=beats, choices=choices, refusals=refusals)


register(Doudizhu)

# the names that moved to doudizhu_plays and doudizhu_bidding, re-exported for the older imports:
_REEXPORTED = (MINGPAI_TIME, MINGPAI_WHEN, SEED_PLANE, BidStep, Bidding, MingPai, Multiplier,
               MultiplierLine, PairLine, PlayType, Settlement, first_mingpai)
