"""Every wait of a ready 双人 hand scored at once, on a discard and self-drawn (issue 37: the
strong level asks it of every ready hand it weighs, ``rules.waits(hand, scores=True)``).

Scoring each wait as :meth:`~widgets.engine.rules.MahjongRules.score` does checks the hand,
reads the situation and counts 69 rows anew for every wait and every way of winning it. Here
the work is shared by what it depends on, and what depends on a part of the hand alone is
worked out once per part (:class:`Parts`, :class:`Way`,
:func:`~.shuangren_groups.mask_facts`; the entry, which checks and counts the hand and
finds its waits, is :func:`.shuangren_ready.ready_waits`):

* the hand (the 13 tiles, melds, flowers): checked once; its nine gates and whether it has
  one wait only (边张, 坎张, 单钓将: "只能胡一张") once; its melds' sets and kongs once per
  melds, its flowers' rows once per flowers;
* the situation: its rows (自摸, 不求人, 门前清, 立直 …) and whether it can happen at all
  (:attr:`situation_rules`; a constraint that reads only the situation is answered once
  per situation, the others per hand; a robbed kong reads the winning tile: not shared);
* the wait: its tiles' rows (清一色, 断幺 …, by bit masks), 四归一, 和绝张;
* the reading: each group's readings as the facts the rows read, as ints that combine by
  + and | (its sequences as a chow code and a mask, its triplets as a mask, its pair, 幺九:
  :mod:`.shuangren_groups`), from the shipped suit readings
  (:mod:`widgets.engine.suit_readings`), looked up by the group's number; the groups a
  wait leaves alone combined once; a reading's triplet rows by its triplets' mask and its
  sequence rows by its chow code, from the plan's tables (:func:`.shuangren_plan.pung_rows`
  by counting bits, :meth:`~.shuangren_plan.ExclusionPlan.chow_rows`); its 暗刻 each way.

Each reading's rows are one int (a bit a row; the few counted more than once beside it),
made by ORs of the parts' masks, and go through the table's 不计 in one pass over it
(:meth:`~.shuangren_plan.ExclusionPlan.total_of`, the same answer as
:func:`widgets.engine.fans.counted_rows`) and the best total counts, 起胡 applied as
:meth:`Shuangren.score` applies it. It gives exactly what two :meth:`score` calls a wait
give (``tests/test_shape_fast.py`` checks it on random ready hands;
``tests/test_shuangren_fast.py`` on the benchmark's 3,000). Where it cannot share (a hand
with a problem, a robbed kong) it says so (None) and each wait is scored as before.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import lru_cache
from itertools import combinations_with_replacement
from typing import Any

from ..engine.constraints import asked, changed_flags
from ..engine.notation import Hand, Meld
from ..engine.rules import MahjongRules
from ..engine.situation import Situation
from .shuangren_count import flower_rows, situation_rows
from .shuangren_fans import (
    GREEN,
    REVERSIBLE,
    outside,
)
from .shuangren_groups import CODE, GROUP_OF, POW, chows_of, mask_facts
from .shuangren_groups import forget as forget_groups
from .shuangren_plan import (
    ExclusionPlan,
    Extras,
    Masked,
    forget_chow_rows,
    pung_rows,
    reading_bits,
)
from .shuangren_readings import group_facts

Totals = tuple[int | None, int | None]  # won on a discard, self-drawn (None: refused)
# the melds' and the other groups' sets with at most one pair (ReadyHand._rest): pairs,
# chow code, triplets' mask, pair or -1, every block holds a 1, a 9 or an honour
Rest = tuple[int, int, int, int, bool]


_BIT = [1 << t for t in range(34)]


def kinds_mask(kinds: Collection[int]) -> int:
    return sum(map(_BIT.__getitem__, kinds))


OUTSIDE = frozenset(t for t in range(34) if outside(t))  # 幺九: 1, 9 and the honours
HONOURS = frozenset(range(27, 34))
UPPER = frozenset(t for t in range(27) if t % 9 >= 5)  # 6–9 of a suit (大于五)
LOWER = frozenset(t for t in range(27) if t % 9 <= 3)  # 1–4 of a suit (小于五)
# the same sets as bit masks over the 34 kinds (a hand's kinds are one int)
_OUTSIDE, _HONOURS, _UPPER, _LOWER = map(kinds_mask, (OUTSIDE, HONOURS, UPPER, LOWER))
_GREEN, _REVERSIBLE = kinds_mask(GREEN), kinds_mask(REVERSIBLE)
_SUITS = tuple(kinds_mask(range(9 * s, 9 * s + 9)) for s in range(3))


def _kind_rows(kinds: int, bits: Sequence[int]) -> int:
    """The rows of the kinds of tile a hand holds (bit ``t`` of ``kinds`` set: it holds
    kind ``t``; ``bits``: the plan's bits of :data:`KIND_ROWS`), as a mask, as
    shuangren_count._tiles counts them (an honour is neither above nor below five)."""
    suits = (kinds & _SUITS[0] != 0) + (kinds & _SUITS[1] != 0) + (kinds & _SUITS[2] != 0)
    honours = kinds & _HONOURS
    lvyise, ziyise, tuibudao, dayuwu, xiaoyuwu, hunyaojiu, qingyise, hunyise, duanyao = bits
    out = 0
    if not kinds & ~_GREEN:
        out |= lvyise
    if not suits:
        out |= ziyise
    if not kinds & ~_REVERSIBLE:
        out |= tuibudao
    if not kinds & ~_UPPER:
        out |= dayuwu
    if not kinds & ~_LOWER:
        out |= xiaoyuwu
    if honours and suits and not kinds & ~_OUTSIDE:
        out |= hunyaojiu
    if suits == 1:
        out |= hunyise if honours else qingyise
    if not kinds & _OUTSIDE:
        out |= duanyao
    return out


class Parts:
    """What a ready hand's melds give its waits (a pure function of them, memoised by
    :func:`parts_of`): their sets, kinds and kongs, and the kongs' rows."""

    def __init__(self, plan: ExclusionPlan, melds: tuple[Meld, ...]):
        chows: list[int] = []
        pungs: list[int] = []
        kinds: set[int] = set()
        self.tiles: tuple[int, ...] = tuple(t for m in melds for t in m.tiles)
        self.konged: set[int] = set()
        size = exposed = concealed_kongs = kongs = 0
        ends = True  # every meld holds a 1, a 9 or an honour
        for m in melds:  # a valid hand's melds are all sets: 吃, 碰 or 杠
            tiles = m.tiles
            t = tiles[0]
            kind = m.kind
            if kind == "chi":
                chows.append(t)
                ends = ends and t % 9 in (0, 6)
            else:
                pungs.append(t)
                ends = ends and outside(t)
                if kind == "kong":
                    kongs += 1
                    self.konged.add(t)
                    concealed_kongs += m.concealed
            exposed += not m.concealed
            kinds.update(tiles)
            size += len(tiles)
        self.chows, self.pungs = tuple(chows), tuple(pungs)
        self.code = sum(CODE[c] for c in chows)  # as a chow code (shuangren_groups)
        self.pung_mask = kinds_mask(pungs)
        self.kinds, self.kind_set, self.size = kinds_mask(kinds), kinds, size
        self.outside = ends
        self.concealed_kongs = concealed_kongs
        self.summary = (bool(melds), exposed, kongs)  # what the situation's rows read
        self.valid: dict[int, tuple[Any, bool]] = {}  # valid's answer by rules
        self.kong_rows: Masked = (0, ())
        if kongs:
            open_kongs = kongs - concealed_kongs
            rows = dict(sigang=kongs == 4, sangang=kongs >= 3,
                        shuangangang=concealed_kongs >= 2, shuangminggang=open_kongs >= 2,
                        angang=concealed_kongs, minggang=open_kongs)
            self.kong_rows = plan.masked([(plan.place[k], n) for k, n in rows.items() if n])


@lru_cache(maxsize=512)
def _flower_rows(plan: ExclusionPlan, flowers: tuple[int, ...]) -> Masked:
    """The rows of a hand's flowers (as shuangren_count._tiles and _hand count them): a
    pure function of them, memoised (256 sets of the eight)."""
    rows = {"huapai": len(flowers), **flower_rows(frozenset(flowers))}
    return plan.masked([(plan.place[k], n) for k, n in rows.items() if n])


class _Touched(BaseException):  # not swallowed by a row catching Exception
    pass


class _NoHand:
    """A stand-in hand that refuses to be read: a constraint answered with it reads the
    situation alone, so its answer holds for every hand in that situation."""

    def __getattribute__(self, name: str) -> Any:
        raise _Touched(name)


class Way:
    """One way to win in a situation (on a discard, or self-drawn): the situation; whether
    any hand may win in it, and the constraints it asks
    (:func:`~widgets.engine.constraints.asked`) that read the hand, each asked per hand;
    its rows by what they read of the melds (:meth:`rows`)."""

    def __init__(self, rules: Any, plan: ExclusionPlan, situation: Situation,
                 asked_rows: tuple[Any, ...]):
        self.plan, self.situation = plan, situation
        self.possible, reading = True, []
        for row in asked_rows:  # a row that does not read the hand is answered once here
            try:
                if row.conflict(rules, _NoHand(), situation):
                    self.possible = False
            except _Touched:
                reading.append(row)
        self.asked = tuple(reading)
        self._rows: dict[tuple[bool, int, int], int] = {}

    def rows(self, summary: tuple[bool, int, int]) -> int:
        """The situation's rows of a hand with melds or not, so many exposed, so many
        kongs, as a mask (as :func:`.shuangren_count.situation_rows`: each counts once)."""
        got = self._rows.get(summary)
        if got is None:
            place = self.plan.place
            m, extras = self.plan.masked([(place[k], n) for k, n in situation_rows(
                self.situation, *summary).items() if n])
            assert not extras  # every situation row is a yes or a no
            got = self._rows[summary] = m
        return got


_WAYS: dict[Any, Any] = {}  # (rules, plan, situation) → (rules, ways); 0 → the last


def ways_of(rules: Any, plan: ExclusionPlan, situation: Situation) -> tuple[Way, Way]:
    """The situation won on a discard and self-drawn (a pure function of it and the
    rules), made once."""
    last = _WAYS.get(0)  # the last one asked, by identity first (no hash)
    if last is not None and last[0] is rules and last[1] is situation and last[2] is plan:
        return last[3]
    key = (id(rules), id(plan), situation)
    got = _WAYS.get(key)
    if got is None or got[0] is not rules:
        table = rules.situation_rules
        flags = changed_flags(situation) - {"self_drawn"}
        ways = []
        for drawn in (False, True):
            s = situation if situation.self_drawn == drawn else situation.with_(
                self_drawn=drawn)
            ways.append(Way(rules, plan, s, asked(table, flags | {"self_drawn"} if drawn
                                                  else flags)))
        if len(_WAYS) >= 256:
            _WAYS.clear()
        got = _WAYS[key] = (rules, (ways[0], ways[1]))
    _WAYS[0] = (rules, situation, plan, got[1])
    return got[1]


_PARTS: dict[tuple[int, tuple[Any, ...]], tuple[ExclusionPlan, Parts]] = {}


def parts_of(plan: ExclusionPlan, melds: tuple[Meld, ...]) -> Parts:
    """The :class:`Parts` of a hand's melds, made once (by the plan's identity and the
    melds' fields: a Meld's own hash and equality are a dataclass's, Python calls)."""
    key = (id(plan), tuple([(m.tiles, m.concealed, m.added, m.source) for m in melds])
           if melds else ())
    got = _PARTS.get(key)
    if got is None or got[0] is not plan:
        if len(_PARTS) >= 2048:
            _PARTS.clear()
        got = _PARTS[key] = (plan, Parts(plan, melds))
    return got[1]


def forget_parts() -> None:
    """Empty the memos of a hand's parts kept here (a benchmark's cold start)."""
    _PARTS.clear()
    _WAYS.clear()
    _flower_rows.cache_clear()
    flowers_valid.cache_clear()
    group_facts.cache_clear()
    forget_groups()
    forget_chow_rows()


class ReadyHand:
    """A ready hand's facts shared by its waits, and each wait's two totals (:meth:`totals`).
    """

    def __init__(self, rules: Any, hand: Hand, counts: list[int], held: list[int],
                 situation: Situation, seen: Sequence[int], single: bool,
                 keys: list[int], kinds: int, pairs_on: int | None, plan: ExclusionPlan,
                 parts: Parts):
        self.rules, self.hand, self.counts, self.seen = rules, hand, counts, seen
        self.plan, self.parts = plan, parts  # plan_of(rules.fans), parts_of(its melds)
        # the rows of the hand and of each way it may win (None: it cannot win that way):
        # the constraints that read the hand asked of it (a robbed kong, which reads the
        # winning tile, is not shared: ready_waits)
        hand_rows, self.extras = parts.kong_rows
        if hand.flowers:
            flowers, extras = _flower_rows(plan, hand.flowers)
            hand_rows |= flowers
            self.extras += extras
        fixed: list[int | None] = []  # each way's rows and the hand's, as a mask
        refuses = type(rules).win_refusals is not MahjongRules.win_refusals  # 双人's: none
        for way in ways_of(rules, plan, situation):
            s = way.situation
            ok = way.possible and not (way.asked and any(
                row.conflict(rules, hand, s) for row in way.asked)
            ) and not (refuses and rules.win_refusals(hand, s))
            fixed.append(hand_rows | way.rows(parts.summary) if ok else None)
        self.fixed = fixed
        self.single = single  # the hand waits on one kind only (边张, 坎张, 单钓将)
        self.kinds = parts.kinds | kinds  # the kinds held, closed and melded, as a mask
        self.size = parts.size + len(hand.concealed)
        self.kind_rows: int | None = None  # a wait already held keeps them (asked once)
        self.tiles = held  # closed and melds (flowers apart)
        self.fours = -1  # kinds held four times but not as a kong (asked once, if asked)
        closed = hand.concealed
        low = closed[0] if closed else 0  # 九莲宝灯: 1112345678999 of one suit before the win
        self.nine = (not hand.melds and len(closed) == 13 and low < 27 and low % 9 == 0
                     and closed[-1] == low + 8 and list(closed) == (
                         [low] * 3 + list(range(low + 1, low + 8)) + [low + 8] * 3))
        # the groups as the 13 tiles hold them, by their numbers (a wait changes one group;
        # the others' readings are combined once for the waits in a group)
        self.keys = keys
        self.rest: dict[int, list[Rest]] = {}
        self.pairs_on = pairs_on  # seven pairs: the draw pairs the one odd kind
        self.least = rules.minimum() or 0  # 起胡
        self.held_pungs = parts.concealed_kongs - len(parts.pungs)  # 暗杠 less the melds'
        (self.set_bits, self.places, self.single_pair, self.dragons
         ) = reading_bits(plan)

    def _rest(self, g: int) -> list[Rest]:
        """The other groups' readings than ``g`` combined with the melds' sets, at most one
        pair among them: (pairs, chow code, triplets' mask, pair or -1, every block holds a
        1, a 9 or an honour)."""
        parts, keys, counts = self.parts, self.keys, self.counts
        rest: list[Rest] = [(0, parts.code, parts.pung_mask, -1, parts.outside)]
        for h in range(4):
            if h != g and keys[h] and rest:
                facts = mask_facts(keys[h] << 2 | h, counts, h, -1)
                rest = [(n + has_pair, c + code, p | pungs, pair if pair2 < 0 else pair2,
                         ends and ends2)
                        for n, c, p, pair, ends in rest
                        for has_pair, code, pungs, pair2, ends2, _ in facts
                        if n + has_pair <= 1]
        self.rest[g] = rest
        return rest

    def totals(self, w: int) -> Totals:
        """The wait ``w``'s totals on a discard and self-drawn (None: refused, below 起胡 or
        a situation that cannot be), the best reading's, as :meth:`Shuangren.score`.

        A regular reading's rows (shuangren_count._sets and the wait rows of _hand) are
        ORs of the masks of its parts: its triplets' (with an honour pair: 小四喜, 小三元)
        and its sequences' by the plan's tables (:meth:`_pungs`, :meth:`_chows`), its
        pair's, where the winning tile sits in it (边张, 坎张, 单钓将)."""
        g = GROUP_OF[w]
        rest = self.rest.get(g) or self._rest(g)
        # the group with w drawn, by its number
        facts = mask_facts(self.keys[g] + POW[w] << 2 | g, self.counts, g, w)
        plan = self.plan
        hidden_masks, total = plan.hidden_masks, plan.total_of
        by_pungs, by_code = plan.by_pungs, plan.by_code
        pengpenghu, quandaiyao, pinghu, pair_rows = self.set_bits
        held_pungs = self.held_pungs  # 暗刻: held triplets and 暗杠 (less the melds')
        on_discard, self_drawn = self.fixed
        single, (dragons, long) = self.single, self.dragons
        shared: Masked | None = None
        shared_rows, extras = 0, self.extras
        best = [(-1, 0), (-1, 0)]
        for has_pair, code2, pungs2, pair2, ends2, chows2 in facts:
            for n, code, pungs, pair, ends in rest:
                if n + has_pair != 1:
                    continue
                if shared is None:
                    shared = self._wait_rows(w)
                    shared_rows = shared[0]
                    extras = extras + shared[1]
                if pair2 >= 0:
                    pair = pair2
                pungs |= pungs2
                pg = by_pungs.get(pungs | pair << 34 if pair >= 27 else pungs)
                if pg is None:
                    pg = self._pungs(pungs, pair)
                rows, more, hidden = pg
                code += code2
                cg = by_code.get(code)
                if cg is None:
                    cg = self._chows(code)
                rows |= cg[0] | shared_rows
                if cg[1]:
                    more += cg[1]
                more = extras + more if more else extras
                if hidden == 4:
                    rows |= pengpenghu
                if ends and ends2:
                    rows |= quandaiyao
                if pair < 27:
                    if cg[2] == 4:  # four sequences and a suit's pair: 平和 (一色双龙会)
                        rows |= pinghu
                        if code == long[pair]:
                            rows |= dragons
                    rows |= pair_rows[pair]
                if single:  # where the winning tile sits: 边张, 坎张, 单钓将
                    rows |= self.places[chows2 << 2 >> w & 7] | (
                        self.single_pair if pair == w else 0)
                # 暗刻: held triplets and 暗杠; a triplet of w won on a discard is open
                # (unless a held sequence takes w instead)
                hidden += held_pungs
                if on_discard is not None:
                    got = total(rows | on_discard | hidden_masks[
                        hidden - 1 if pungs2 >> w & 1 and not chows2 << 2 >> w & 7
                        else hidden], more)
                    if got[0] > best[0][0]:  # the first of the best
                        best[0] = got
                if self_drawn is not None:
                    got = total(rows | self_drawn | hidden_masks[hidden], more)
                    if got[0] > best[1][0]:
                        best[1] = got
        if w == self.pairs_on:
            shared = self._seven_pairs(w, best, shared)
        if shared is None:  # not complete
            return None, None
        least = self.least
        (ron, ron_free), (tsumo, tsumo_free) = best
        return (ron if ron >= 0 and ron - ron_free >= least else None,
                tsumo if tsumo >= 0 and tsumo - tsumo_free >= least else None)

    def _seven_pairs(self, w: int, best: list[tuple[int, int]], shared: Masked | None
                     ) -> Masked | None:
        """Seven pairs (shape.seven_pairs_arrangements), where the draw ``w`` pairs the one
        odd kind (a kind held four times is two pairs where the rules say so): its totals
        into ``best`` if higher; ``shared``: the wait's rows (made here if not yet)."""
        if not (self.rules.quad_is_two_pairs or max(self.counts) <= 2 and self.counts[w] < 2):
            return shared
        if shared is None:
            shared = self._wait_rows(w)
        extras = self.extras + shared[1]
        rows = self._seven_pairs_rows(w) | shared[0]
        hidden_rows = self.plan.hidden_masks[self.parts.concealed_kongs]
        on_discard, self_drawn = self.fixed
        for i, way in ((0, on_discard), (1, self_drawn)):
            if way is not None:
                got = self.plan.total_of(rows | way | hidden_rows, extras)
                if got[0] > best[i][0]:
                    best[i] = got
        return shared

    def _wait_rows(self, w: int) -> Masked:
        """The rows of the 14 tiles' kinds, 四归一, 九莲宝灯 and 和绝张 (shuangren_count's
        _tiles and _hand, less what reads the reading)."""
        bit, kinds = self.plan.bit, self.kinds
        if kinds >> w & 1:
            if self.kind_rows is None:
                self.kind_rows = _kind_rows(kinds, self.plan.kind_bits)
            out = self.kind_rows
        else:
            kinds |= 1 << w
            out = _kind_rows(kinds, self.plan.kind_bits)
        extras: tuple[tuple[int, int], ...] = ()
        if self.size + 1 - kinds.bit_count() >= 3:  # four alike needs three repeats
            # kinds held four times but not as a kong, and w if held three times (a live
            # wait is held at most three times; a kong's kind is held four)
            if self.fours < 0:
                self.fours = self.tiles.count(4) - len(self.parts.konged)
            hog = self.fours + (self.tiles[w] == 3)
            if hog:
                out |= bit["siguiyi"]
                if hog > 1:
                    extras = ((bit["siguiyi"].bit_length() - 1, hog),)
        if self.nine and w < 27 and w // 9 == self.hand.concealed[0] // 9:
            out |= bit["jiulianbaodeng"]
        if not self.counts[w] and self.tiles[w] + self.seen.count(w) == 3:
            out |= bit["hejuezhang"]  # the other three copies in view
        return out, extras

    def _pungs(self, pungs: int, pair: int) -> tuple[int, Extras, int]:
        """The rows of a reading's triplets (a mask over the kinds; an honour pair completes
        小四喜 and 小三元), as a mask and the counts above one, and how many: :func:`pung_rows`,
        kept in the plan's table by the triplets and the honour pair."""
        got = self.plan.by_pungs[pungs | pair << 34 if pair >= 27 else pungs] = (
            *pung_rows(self.plan, pungs, pair), pungs.bit_count())
        return got

    def _chows(self, code: int) -> tuple[int, Extras, int]:
        """The rows of a reading's sequences (a chow code), as a mask and the counts above
        one, and how many: :meth:`~.shuangren_plan.ExclusionPlan.chow_rows` of two or more,
        kept in the plan's table by the code."""
        plan, chows = self.plan, chows_of(code)
        if chows and chows[0] // 9 == chows[-1] // 9:  # one suit: every code of it at once
            suit = range(chows[0] // 9 * 9, chows[0] // 9 * 9 + 7)
            for n in range(5):
                for xs in combinations_with_replacement(suit, n):
                    plan.by_code[sum(map(CODE.__getitem__, xs))] = (
                        *(plan.chow_rows(xs) if n >= 2 else (0, ())), n)
            return plan.by_code[code]
        got = plan.mixed_codes.get(code)  # sequences of several suits (not 双人's)
        if got is None:
            rows, extras = plan.chow_rows(chows) if len(chows) >= 2 else (0, ())
            got = plan.mixed_codes[code] = (rows, extras, len(chows))
        return got

    def _seven_pairs_rows(self, w: int) -> int:
        """The rows of the seven-pairs reading ``w`` completes (the pairs' kinds: those
        held), a mask."""
        B = self.plan.bit
        kinds = self.kinds
        ts = []
        while kinds:
            low = kinds & -kinds
            ts.append(low.bit_length() - 1)
            kinds ^= low
        out = B["qidui"]
        if (len(ts) == 7 and ts[0] < 27 and ts[-1] - ts[0] == 6
                and ts[0] // 9 == ts[-1] // 9):
            out |= B["lianqidui"]
        if ts == list(range(27, 34)):
            out |= B["daqixing"]
        if self.single:
            out |= B["dandiaojiang"]  # w is a pair's tile
        return out


def valid(rules: Any, hand: Hand, held: Sequence[int], parts: Parts | None = None) -> bool:
    """True where ``rules.problems(hand)`` surely finds nothing (a 13-tile hand, no seen
    tiles; ``held``: all its tiles counted, as :func:`counts34`): its tiles of the set, at
    most four of each and its flowers once, at most four melds, each a set the variant
    allows from a seat it has (吃 from 上家). False: ask ``problems`` (the fast check of the
    common case; ``tests/test_shape_fast.py`` checks it against ``problems``). ``parts``:
    the hand's melds' :class:`Parts`, which remember their answer per rules."""
    kinds = rules._kind_set
    if max(held) > rules.copies or not kinds.issuperset(hand.concealed):
        return False  # a fifth copy, or a tile out of the set (a flower among them too)
    flowers = hand.flowers
    if flowers and not flowers_valid(rules.has_flowers, tuple(flowers)):
        return False
    melds = hand.melds
    if not melds:
        return hand.size == 13
    if len(melds) > 4 or hand.size != 13:
        return False
    if parts is not None:
        got = parts.valid.get(id(rules))
        if got is None or got[0] is not rules:
            got = parts.valid[id(rules)] = (rules, melds_valid(rules, melds))
        return got[1]
    return melds_valid(rules, melds)


@lru_cache(maxsize=512)
def flowers_valid(has_flowers: bool, flowers: tuple[int, ...]) -> bool:
    """The flowers go in this variant: each a flower, each once (memoised: 256 sets)."""
    return has_flowers and len(set(flowers)) == len(flowers) and all(
        34 <= f < 42 for f in flowers)


def melds_valid(rules: Any, melds: tuple[Meld, ...]) -> bool:
    """Each meld a set the variant allows from a seat it has (吃 from 上家)."""
    kinds = rules._kind_set
    return all(kinds.issuperset(m.tiles) and m.kind in rules.melds_allowed
               and (m.source is None or m.source in rules.seats)
               and (m.kind != "chi" or m.source in (None, 1)) for m in melds)
