"""Every wait of a ready 双人 hand scored at once, on a discard and self-drawn (issue 37: the
strong level asks it of every ready hand it weighs, ``rules.waits(hand, scores=True)``).

Scoring each wait as :meth:`~widgets.engine.rules.MahjongRules.score` does checks the hand,
reads the situation and counts 69 rows anew for every wait and every way of winning it. Here
the work is shared by what it depends on:

* the hand (the 13 tiles, melds, flowers): checked once; its melds, its flowers, its nine
  gates, and whether it has one wait only (边张, 坎张, 单钓将: "只能胡一张"), worked out once;
* the situation: its rows (自摸, 不求人, 门前清, 立直 …) and whether it can happen at all
  (:attr:`situation_rules`: only a robbed kong reads the winning tile), once each way;
* the wait: its tiles' rows (清一色, 断幺 …), 四归一, 和绝张;
* the reading: its sets and pair (:func:`widgets.engine.blocks.group_readings`, memoised
  by suit group; the groups a wait leaves alone combined once), and its 暗刻 each way.

Each reading's rows go through the table's 不计 in one pass over bit masks
(:class:`ExclusionPlan`, the same pass as :func:`widgets.engine.fans.counted_rows`) and the
best total counts, 起胡 applied as :meth:`Shuangren.score` applies it. It gives exactly what
two :meth:`score` calls a wait give (``tests/test_shape_fast.py`` checks it on random ready
hands; ``tests/test_shuangren_fast.py`` on the benchmark's 3,000). Where it cannot share
(a hand with a problem, a robbed kong) it says so (None) and each wait is scored as before.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from ..engine.blocks import GROUP_BOUNDS, Block, group_readings
from ..engine.constraints import asked, changed_flags
from ..engine.fans import Fan, by_value
from ..engine.notation import Hand
from ..engine.shape import seven_pairs_arrangements
from ..engine.situation import Situation
from .shuangren_count import WAIT_ROWS
from .shuangren_fans import (
    GREEN,
    NOT_FOR_QIHU,
    PLANTS,
    REVERSIBLE,
    SEASONS,
    chow_fans,
    outside,
)

Totals = tuple[int | None, int | None]  # won on a discard, self-drawn (None: refused)


class ExclusionPlan:
    """A fan table's 不计 pass as bit masks: the rows from the highest value down (the
    table's order among equals, as :func:`~widgets.engine.fans.by_value`), each row's
    place, value, the places it excludes and the occurrences it takes (``reduces``)."""

    def __init__(self, table: Sequence[Fan]):
        rows, place = by_value(table)
        if not place or any(f.group for f in rows):  # "best one of" groups: not here
            raise ValueError("an exclusion plan needs distinct keys and no groups")
        self.place = place
        self.value = [f.value for f in rows]
        self.excludes = [sum(1 << place[k] for k in f.excludes if k in place) for f in rows]
        self.reduces = [tuple((place[k], n) for k, n in f.reduces if k in place) for f in rows]
        self.free = [f.key in NOT_FOR_QIHU for f in rows]  # not counted towards 起胡
        # the four by place, read together in the pass
        self.row = list(zip(self.value, self.excludes, self.reduces, self.free, strict=True))
        # the 暗刻 rows of n concealed triplets (and 暗杠)
        self.hidden_rows = [[(place[k], 1) for k, on in (
            ("sianke", n == 4), ("sananke", n >= 3), ("shuanganke", n >= 2)) if on]
            for n in range(9)]

    def total(self, rows: list[tuple[int, int]]) -> tuple[int, int]:
        """(total, its part not counted towards 起胡) of the rows (place, count) that count
        on a reading, after 不计: a row struck by a higher one counted before it adds
        nothing, nor strikes anything; a row another has taken occurrences of counts the
        rest (:func:`~widgets.engine.fans.counted_rows`)."""
        rows.sort()
        struck, total, free = 0, 0, 0
        taken: dict[int, int] = {}
        row = self.row
        for i, n in rows:
            if struck >> i & 1:
                continue
            if taken and i in taken:
                n -= min(taken[i], n)
                if not n:
                    continue
            value, excludes, reduces, not_for_qihu = row[i]
            points = value * n
            total += points
            if not_for_qihu:
                free += points
            struck |= excludes
            for j, k in reduces:
                taken[j] = taken.get(j, 0) + k
        return total, free


_PLANS: dict[int, tuple[Sequence[Fan], ExclusionPlan]] = {}


def plan_of(table: Sequence[Fan]) -> ExclusionPlan:
    """The table's plan, made once (by identity, as by_value remembers its order)."""
    got = _PLANS.get(id(table))
    if got is None or got[0] is not table:
        got = _PLANS[id(table)] = (table, ExclusionPlan(table))
    return got[1]


def _shifted(suited: set[int], n: int) -> bool:
    """n triplets of one suit stepping by one (一色三节高, 一色四节高), as shifted_pungs."""
    return any(all(t + k in suited and (t + k) // 9 == t // 9 for k in range(n))
               for t in suited)


def _situation_rows(s: Situation, melds: bool, exposed: int, kongs: int) -> dict[str, int]:
    """The situation's rows, as shuangren_count._situation counts them."""
    drawn, concealed = s.self_drawn, not exposed
    out: dict[str, int] = {}
    if s.first_turn and not melds:
        out["tianhu"] = s.dealer and drawn
        out["dihu"] = not s.dealer and drawn
        out["renhu"] = not s.dealer and not drawn
    out["tianting"] = s.declared_at_start and concealed
    out["lizhi"] = (s.declared_ready or s.declared_at_start) and concealed
    out["miaoshouhuichun"] = s.last_tile and drawn
    out["haidilaoyue"] = s.last_tile and not drawn
    out["gangshangkaihua"] = s.after_kong and drawn and kongs > 0
    out["qiangganghu"] = s.robbing_kong and not drawn
    out["quanqiuren"] = exposed == 4 and not drawn
    out["buqiuren"] = drawn and concealed
    out["menqianqing"] = not drawn and concealed
    out["zimo"] = drawn
    return out


OUTSIDE = frozenset(t for t in range(34) if outside(t))  # 幺九: 1, 9 and the honours
HONOURS = frozenset(range(27, 34))
UPPER = frozenset(t for t in range(27) if t % 9 >= 5)  # 6–9 of a suit (大于五)
LOWER = frozenset(t for t in range(27) if t % 9 <= 3)  # 1–4 of a suit (小于五)


def _kind_rows(kinds: set[int]) -> dict[str, int]:
    """The rows of the kinds of tile a hand holds, as shuangren_count._tiles counts them
    (by set operations: an honour is neither above nor below five)."""
    suits = {t // 9 for t in kinds if t < 27}
    honours = not HONOURS.isdisjoint(kinds)
    return {"lvyise": kinds <= GREEN, "ziyise": not suits, "tuibudao": kinds <= REVERSIBLE,
            "dayuwu": kinds <= UPPER, "xiaoyuwu": kinds <= LOWER,
            "hunyaojiu": honours and bool(suits) and kinds <= OUTSIDE,
            "qingyise": len(suits) == 1 and not honours,
            "hunyise": len(suits) == 1 and honours,
            "duanyao": OUTSIDE.isdisjoint(kinds)}


Rows = list[tuple[int, int]]  # (a row's place in the plan, its count), the counting ones


class ReadyHand:
    """A ready hand's facts shared by its waits, and each wait's two totals (:meth:`totals`).
    """

    def __init__(self, rules: Any, hand: Hand, counts: list[int], held: list[int],
                 situations: tuple[Situation | None, Situation | None], seen: Sequence[int],
                 single: bool):
        self.rules, self.hand, self.counts, self.seen = rules, hand, counts, seen
        self.plan = plan_of(rules.fans)
        self.place = self.plan.place
        self.single = single  # the hand waits on one kind only (边张, 坎张, 单钓将)
        melds = hand.melds
        chows: list[int] = []
        pungs: list[int] = []
        kinds, size = set(hand.concealed), len(hand.concealed)
        for m in melds:  # a valid hand's melds are all sets: 吃, 碰 or 杠
            (chows if m.kind == "chi" else pungs).append(m.tiles[0])
            kinds.update(m.tiles)
            size += len(m.tiles)
        self.meld_chows, self.meld_pungs, self.kinds, self.size = chows, pungs, kinds, size
        self.kind_rows = self._rows(_kind_rows(kinds))  # a wait already held keeps them
        self.melds_outside = all(any(outside(t) for t in m.tiles) for m in melds)
        self.tiles = held  # closed and melds (flowers apart)
        self.konged = {m.tiles[0] for m in hand.kongs}
        exposed = sum(1 for m in melds if not m.concealed)
        kongs, self.concealed_kongs = len(hand.kongs), sum(1 for m in hand.kongs if m.concealed)
        closed = hand.concealed  # 九莲宝灯: 1112345678999 of one suit before the win
        low = closed[0] if closed else 0
        self.nine = (not melds and len(closed) == 13 and low < 27 and low % 9 == 0
                     and closed[-1] == low + 8 and list(closed) == (
                         [low] * 3 + list(range(low + 1, low + 8)) + [low + 8] * 3))
        rows: dict[str, int] = {"huapai": len(hand.flowers)}
        flowers = frozenset(hand.flowers)
        if flowers:
            rows["baxianguohai"] = len(flowers) == 8
            rows["meilanzhuju"] = PLANTS <= flowers
            rows["chunxiaqiudong"] = SEASONS <= flowers
        if kongs:
            open_kongs = kongs - self.concealed_kongs
            rows.update(sigang=kongs == 4, sangang=kongs >= 3,
                        shuangangang=self.concealed_kongs >= 2, shuangminggang=open_kongs >= 2,
                        angang=self.concealed_kongs, minggang=open_kongs)
        self.hand_rows = self._rows(rows)
        # the rows of the hand and of each way it may win (None: it cannot win that way)
        self.fixed = [None if s is None else self.hand_rows + self._rows(
            _situation_rows(s, bool(melds), exposed, kongs)) for s in situations]
        # the readings of each group as the 13 tiles hold it (a wait changes one group)
        # (asked when a wait is in another group: a group the wait completes is not read
        # as it stands)
        self.groups = [tuple(counts[GROUP_BOUNDS[g]:GROUP_BOUNDS[g + 1]]) for g in range(4)]
        self.held_groups = [g for g in range(4) if any(self.groups[g])]
        self.rest: dict[int, list[tuple[tuple[Block, ...], int]]] = {}
        odd = [k for k in set(closed) if counts[k] % 2]
        # seven pairs: the draw pairs the one odd kind (shape.seven_pairs_arrangements)
        self.pairs_on = odd[0] if not melds and len(odd) == 1 else None

    def _rows(self, counts: dict[str, int]) -> Rows:
        place = self.place
        return [(place[k], n) for k, n in counts.items() if n]

    def readings(self, w: int) -> list[tuple[str, tuple[Block, ...]]]:
        """The readings of the 14 tiles with ``w``, as (form, blocks), in no set order (a
        total does not depend on it, nor does the 起胡 part of the best: flowers and 立直)."""
        g = min(w // 9, 3)
        group = list(self.groups[g])
        group[w - GROUP_BOUNDS[g]] += 1
        rest = self.rest.get(g)
        if rest is None:  # the other groups' readings, combined once for the waits in g
            rest = [((), 0)]
            for h in self.held_groups:
                if h != g and rest:
                    rest = [(done + blocks, n + has_pair) for done, n in rest
                            for blocks, has_pair in group_readings(self.groups[h], h)
                            if n + has_pair <= 1]
            self.rest[g] = rest
        partial = [(done + blocks, n + has_pair) for done, n in rest
                   for blocks, has_pair in group_readings(tuple(group), g)
                   if n + has_pair <= 1]
        out = [("regular", blocks) for blocks, n in partial if n == 1]
        if w == self.pairs_on:
            counts = list(self.counts)
            counts[w] += 1
            out += [(a.form, a.blocks) for a in seven_pairs_arrangements(
                counts, 0, self.rules.quad_is_two_pairs)]
        return out

    def totals(self, w: int) -> Totals:
        """The wait ``w``'s totals on a discard and self-drawn (None: refused, below 起胡 or
        a situation that cannot be), the best reading's, as :meth:`Shuangren.score`."""
        readings = self.readings(w)
        if not readings:
            return None, None
        plan = self.plan
        hidden_rows = plan.hidden_rows
        on_discard, self_drawn = self.fixed
        shared = self._wait_rows(w)
        best: list[tuple[int, int]] = [(-1, 0), (-1, 0)]
        for form, blocks in readings:
            rows, hidden, opened = self._reading_rows(form, blocks, w)
            rows += shared
            if on_discard is not None:  # a triplet won on a discard is not concealed
                got = plan.total(rows + on_discard + hidden_rows[hidden - opened])
                if got[0] > best[0][0]:  # the first of the best
                    best[0] = got
            if self_drawn is not None:
                got = plan.total(rows + self_drawn + hidden_rows[hidden])
                if got[0] > best[1][0]:
                    best[1] = got
        least = self.rules.minimum() or 0
        ron, tsumo = ((total if total >= 0 and total - free >= least else None)
                      for total, free in best)
        return ron, tsumo

    def _wait_rows(self, w: int) -> Rows:
        """The rows of the 14 tiles' kinds, 四归一, 九莲宝灯 and 和绝张 (shuangren_count's
        _tiles and _hand, less what reads the reading)."""
        place, kinds = self.place, self.kinds
        if w in kinds:
            out = list(self.kind_rows)
        else:
            kinds = kinds | {w}
            out = self._rows(_kind_rows(kinds))
        if self.size + 1 - len(kinds) >= 3:  # four alike needs three repeats
            tiles = self.tiles
            hog = sum(1 for t in kinds if tiles[t] + (t == w) == 4 and t not in self.konged)
            if hog:
                out.append((place["siguiyi"], hog))
        if self.nine and w < 27 and w // 9 == self.hand.concealed[0] // 9:
            out.append((place["jiulianbaodeng"], 1))
        if w not in self.hand.concealed and self.tiles[w] + self.seen.count(w) == 3:
            out.append((place["hejuezhang"], 1))  # the other three copies in view
        return out

    def _pung_rows(self, pungs: list[int], pair: int | None) -> Rows:
        """The rows of a reading's triplets: winds, dragons, 幺九刻 and shifted triplets of
        one suit (the pair completes 小四喜 and 小三元)."""
        P = self.place
        out: Rows = []
        winds = dragons = terminal = 0  # wind and dragon triplets, 幺九刻
        for t in pungs:
            if t >= 31:
                dragons += 1
            elif t >= 27 or t % 9 in (0, 8):
                terminal += 1
                winds += t >= 27
        if winds >= 3:
            if winds == 4:
                out.append((P["dasixi"], 1))
                if pair == 32:
                    out.append((P["sifangdafacai"], 1))
            elif pair is not None and 27 <= pair < 31:
                out.append((P["xiaosixi"], 1))
            out.append((P["sanfengke"], 1))
        if dragons:
            if dragons >= 2:
                if dragons == 3:
                    out.append((P["dasanyuan"], 1))
                elif pair is not None and pair >= 31:
                    out.append((P["xiaosanyuan"], 1))
                out.append((P["shuangjianke"], 1))
            out.append((P["jianke"], dragons))
        if terminal:
            out.append((P["yaojiuke"], terminal))
        suited = {t for t in pungs if t < 27}
        if len(suited) >= 3 and _shifted(suited, 3):  # distinct: three alike are no two
            out.append((P["yisesanjiegao"], 1))
            if len(suited) >= 4 and _shifted(suited, 4):
                out.append((P["yisesijiegao"], 1))
        return out

    def _reading_rows(self, form: str, blocks: tuple[Block, ...], w: int
                      ) -> tuple[Rows, int, bool]:
        """The rows of a reading's sets and pair, and where the winning tile sits in it
        (shuangren_count._sets and the wait rows of _hand); its concealed triplets, and
        whether one of them is open when won on a discard (its tile ``w``, and no held
        sequence takes ``w`` instead)."""
        chows, pungs = list(self.meld_chows), list(self.meld_pungs)
        regular = form == "regular"
        pair, places, on_pung, on_chow = None, set(), False, False
        ends = self.melds_outside  # every set and the pair holds a 1, a 9 or an honour
        hidden = self.concealed_kongs  # 暗刻: held triplets and 暗杠
        for kind, tiles, _ in blocks:
            if kind == "seq":
                chows.append(tiles[0])
                ends = ends and tiles[0] % 9 in (0, 6)
                if w in tiles:
                    places.add("middle" if tiles[1] == w else "edge")
                    on_chow = True
            elif kind == "tri":
                pungs.append(tiles[0])
                hidden += 1
                on_pung = on_pung or tiles[0] == w
                ends = ends and outside(tiles[0])
            else:
                ends = ends and outside(tiles[0])
                if regular:
                    pair = tiles[0]
                if tiles[0] == w:
                    places.add("pair")
        P = self.place
        out: Rows = self._pung_rows(pungs, pair)
        if regular:
            if len(pungs) == 4:
                out.append((P["pengpenghu"], 1))
            if ends:
                out.append((P["quandaiyao"], 1))
            if len(chows) >= 2:
                chows.sort()
                seqs = chow_fans(tuple(chows))
                out += [(P[key], n) for key, n in seqs.items() if n]
            if pair is not None and pair < 27:
                if len(chows) == 4:
                    if pair % 9 == 4 and chows == [pair - 4, pair - 4, pair + 2, pair + 2]:
                        out.append((P["yiseshuanglonghui"], 1))
                    out.append((P["pinghu"], 1))
                rank = pair % 9 + 1
                if rank in (2, 5, 8):
                    out.append((P["erwubajiang"], 1))
                elif rank in (1, 9):
                    out.append((P["yaojiutou"], 1))
        else:
            ts = sorted({b.tiles[0] for b in blocks})
            out.append((P["qidui"], 1))
            if (len(ts) == 7 and ts[0] < 27 and ts[-1] - ts[0] == 6
                    and ts[0] // 9 == ts[-1] // 9):
                out.append((P["lianqidui"], 1))
            if ts == list(range(27, 34)):
                out.append((P["daqixing"], 1))
        if places and self.single:
            for key, where in WAIT_ROWS:
                if where in places:
                    out.append((P[key], 1))
        return out, hidden, on_pung and not on_chow


def valid(rules: Any, hand: Hand, held: Sequence[int]) -> bool:
    """True where ``rules.problems(hand)`` surely finds nothing (a 13-tile hand, no seen
    tiles; ``held``: all its tiles counted, as :func:`counts34`): its tiles of the set, at
    most four of each and its flowers once, at most four melds, each a set the variant
    allows from a seat it has (吃 from 上家). False: ask ``problems`` (the fast check of the
    common case; ``tests/test_shape_fast.py`` checks it against ``problems``)."""
    if max(held) > rules.copies or sum(map(held.__getitem__, rules.kinds)) != sum(held):
        return False  # a fifth copy, or a tile out of the set
    flowers = hand.flowers
    if flowers and (not rules.has_flowers or len(set(flowers)) != len(flowers)
                    or not all(34 <= f < 42 for f in flowers)):
        return False
    if len(hand.melds) > 4 or hand.size != 13 or sum(held) != len(hand.concealed) + sum(
            len(m.tiles) for m in hand.melds):  # a flower among the tiles: ask problems
        return False
    return all(m.kind in rules.melds_allowed and (m.source is None or m.source in rules.seats)
               and (m.kind != "chi" or m.source in (None, 1)) for m in hand.melds)


def wait_totals(rules: Any, hand: Hand, counts: list[int], held: list[int],
                tiles: Sequence[int], situation: Situation, seen: Sequence[int],
                complete: Collection[int]) -> dict[int, Totals] | None:
    """Each of ``tiles`` (live waits of the 13-tile ``hand`` whose closed tiles count
    ``counts``, and all its tiles ``held``, as :func:`counts34`; ``complete``: every kind
    that completes it, dead ones too) with its two
    totals, or None where the work cannot be shared (the caller then scores wait by wait):
    a hand with a problem (each score refuses it), a robbed kong (its check reads the
    winning tile)."""
    if not tiles or situation.robbing_kong or not (valid(rules, hand, held)
                                                   or not rules.problems(hand)):
        return None
    # the conflicts read the melds and kongs, not the tile
    won = Hand(hand.concealed, hand.melds, hand.flowers, tiles[0])
    ways: list[Situation | None] = []
    rows = rules.situation_rules  # (what rules.situation_conflicts asks, for 14 tiles)
    flags = changed_flags(situation) - {"self_drawn"}
    for drawn in (False, True):
        s = situation if situation.self_drawn == drawn else situation.with_(self_drawn=drawn)
        ok = not any(row.conflict(rules, won, s) for row in asked(
            rows, flags | {"self_drawn"} if drawn else flags)) and not rules.win_refusals(won, s)
        ways.append(s if ok else None)
    ready = ReadyHand(rules, hand, counts, held, (ways[0], ways[1]), seen,
                      len(complete) == 1)
    return {w: ready.totals(w) for w in tiles}
