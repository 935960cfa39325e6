"""双人麻将's 不计 pass as bit masks (:class:`ExclusionPlan`), and the tables of rows it
keeps by place: a reading's sequences (every two to four of a suit, made on the first ask),
the kinds of tile (issue 37: the strong level scores every wait of every ready hand it
weighs, :mod:`.shuangren_waits`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from itertools import combinations_with_replacement

from ..engine.fans import Fan, by_value
from .shuangren_fans import NOT_FOR_QIHU, chow_fans
from .shuangren_groups import CODE

Rows = list[tuple[int, int]]  # (a row's place in the plan, its count), the counting ones
# the same rows as one int (:meth:`ExclusionPlan.masked`: the row at place i is bit top - i)
# and the counts above one, (bit, count)
Extras = tuple[tuple[int, int], ...]
Masked = tuple[int, Extras]
KIND_ROWS = ("lvyise", "ziyise", "tuibudao", "dayuwu", "xiaoyuwu", "hunyaojiu", "qingyise",
             "hunyise", "duanyao")


class ExclusionPlan:
    """A fan table's 不计 pass as bit masks: the rows from the highest value down (the
    table's order among equals, as :func:`~widgets.engine.fans.by_value`), each row's
    place, value, the places it excludes and the occurrences it takes (``reduces``)."""

    def __init__(self, table: Sequence[Fan]):
        rows, place = by_value(table)
        if not place or any(f.group for f in rows):  # "best one of" groups: not here
            raise ValueError("an exclusion plan needs distinct keys and no groups")
        self.place = place
        # a mask holds the row at place i as bit top - i: the highest value is the highest
        # bit, which int.bit_length finds without making a new int (the pass, total_of)
        self.top = top = len(rows) - 1
        self.bit = {k: 1 << top - i for k, i in place.items()}  # each row's bit in a mask
        self.value = [f.value for f in rows]
        self.excludes = [sum(1 << place[k] for k in f.excludes if k in place) for f in rows]
        self.reduces = [tuple((place[k], n) for k, n in f.reduces if k in place) for f in rows]
        self.free = [f.key in NOT_FOR_QIHU for f in rows]  # not counted towards 起胡
        self.kind_places = tuple(place[k] for k in KIND_ROWS)
        self.kind_bits = tuple(self.bit[k] for k in KIND_ROWS)
        self.chows: dict[tuple[int, ...], Masked] = {}  # chow_rows' table by suit
        # a reading's triplets' rows and its sequences', by a mask and a chow code (filled
        # by shuangren_waits.ReadyHand: mask, counts above one, how many)
        # (the codes of one suit a table made at once, as chow_rows'; the rest memos)
        self.by_pungs: dict[int, tuple[int, Extras, int]] = {}
        self.by_code: dict[int, tuple[int, Extras, int]] = {}
        self.mixed_codes: dict[int, tuple[int, Extras, int]] = {}
        self.suits_tabled: set[int] = set()
        # the four by place, read together in the pass
        self.row = list(zip(self.value, self.excludes, self.reduces, self.free, strict=True))
        # the 暗刻 rows of n concealed triplets (and 暗杠)
        self.hidden_rows = [[(place[k], 1) for k, on in (
            ("sianke", n == 4), ("sananke", n >= 3), ("shuanganke", n >= 2)) if on]
            for n in range(9)]
        self.hidden_masks = [self.masked(rows)[0] for rows in self.hidden_rows]
        # the pass over masks (total_of), by bit: each row's value, what it leaves standing
        # (not itself), what it adds to the part not counted towards 起胡, the occurrences
        # it takes of others
        by_bit = range(top, -1, -1)  # the places of bits 0, 1, …
        self.bit_value = [self.value[i] for i in by_bit]
        self.keep = [~(self._bits(self.excludes[i]) | 1 << top - i) for i in by_bit]
        self.free_value = [self.value[i] if self.free[i] else 0 for i in by_bit]
        self.free_mask = sum(self.bit[k] for k, i in place.items() if self.free[i])
        self.bit_reduces = [tuple((top - j, n) for j, n in self.reduces[i]) for i in by_bit]
        self.reducing = sum(self.bit[k] for k, i in place.items() if self.reduces[i])
        # taking after the pass is the same as taking in it where a row taken from comes
        # after the row taking (a lower value) and strikes nothing (so a row taken to
        # nothing strikes nothing either way): 双人's four (R-D10, R-D12)
        self.take_after = all(j > i and not self.excludes[j]
                              for i, r in enumerate(self.reduces) for j, _ in r)

    def _bits(self, places: int) -> int:
        """A mask over places (bit i: place i) as a mask over the plan's bits."""
        return sum(1 << self.top - i for i in range(self.top + 1) if places >> i & 1)

    def masked(self, rows: Rows) -> Masked:
        """Rows (place, count) as a mask and the counts above one, by bit (a place at most
        once)."""
        m, top = 0, self.top
        for i, _ in rows:
            if m >> top - i & 1:
                raise ValueError(f"place {i} twice: not a mask")
            m |= 1 << top - i
        return m, tuple((top - i, n) for i, n in rows if n != 1)

    def total_of(self, m: int, extras: Extras) -> tuple[int, int]:
        """:meth:`total` of rows given as a mask and the counts above one (:meth:`masked`):
        the rows from the highest bit (the highest value) down, each taking itself and the
        rows it strikes out of the mask, so a struck row neither counts nor strikes."""
        reducing = m & self.reducing
        if reducing and not self.take_after:
            counts = dict(extras)
            rows = []
            while m:
                b = m.bit_length() - 1
                rows.append((self.top - b, counts.get(b, 1)))
                m ^= 1 << b
            return self.total(rows)
        value, keep, free_value = self.bit_value, self.keep, self.free_value
        total = free = 0
        if not extras and not reducing:
            if not m & self.free_mask:  # no row kept out of 起胡 (the common case)
                while m:
                    b = m.bit_length() - 1
                    m &= keep[b]
                    total += value[b]
                return total, 0
            while m:
                b = m.bit_length() - 1
                m &= keep[b]
                total += value[b]
                free += free_value[b]
            return total, free
        if not reducing:  # rows counted more than once: their counts by bit
            counts = dict(extras)
            while m:
                b = m.bit_length() - 1
                m &= keep[b]
                if b in counts:
                    total += value[b] * counts[b]
                    free += free_value[b] * counts[b]
                else:
                    total += value[b]
                    free += free_value[b]
            return total, free
        counted = 0
        while m:
            b = m.bit_length() - 1
            m &= keep[b]
            counted |= 1 << b
            total += value[b]
            free += free_value[b]
        for b, n in extras:  # the counts above one, of the rows still standing
            if counted >> b & 1:
                total += value[b] * (n - 1)
                free += free_value[b] * (n - 1)
        reducing &= counted
        if reducing:  # the occurrences the rows standing take of others still standing
            taken: dict[int, int] = {}
            while reducing:
                b = reducing.bit_length() - 1
                reducing ^= 1 << b
                for j, k in self.bit_reduces[b]:
                    taken[j] = taken.get(j, 0) + k
            counts = dict(extras)
            for j, k in taken.items():
                if counted >> j & 1:
                    k = min(k, counts.get(j, 1))
                    total -= value[j] * k
                    free -= free_value[j] * k
        return total, free

    def chow_rows(self, chows: tuple[int, ...]) -> Masked:
        """The rows of a reading's two to four sequences (their lowest tiles, sorted): for
        sequences of one suit, from a table of every such reading of the suit made on the
        first ask in it (322 of them: 双人 has one suit), else memoised."""
        got = self.chows.get(chows)
        if got is None:
            suit = chows[0] // 9
            if suit not in self.suits_tabled and chows[-1] // 9 == suit:
                self.suits_tabled.add(suit)
                starts = range(9 * suit, 9 * suit + 7)
                for n in (2, 3, 4):
                    for xs in combinations_with_replacement(starts, n):
                        self.chows[xs] = self.masked(_chow_rows(self, xs))
                return self.chows[chows]
            got = _chow_masked(self, chows)
        return got

    def total(self, rows: list[tuple[int, int]]) -> tuple[int, int]:
        """(total, its part not counted towards 起胡) of the rows (place, count) that count
        on a reading, after 不计: a row struck by a higher one counted before it adds
        nothing, nor strikes anything; a row another has taken occurrences of counts the
        rest (:func:`~widgets.engine.fans.counted_rows`)."""
        rows.sort()
        struck = total = free = 0
        taken: dict[int, int] | None = None
        row = self.row
        for i, n in rows:
            if struck >> i & 1:
                continue
            if taken is not None and i in taken:
                n -= min(taken[i], n)
                if not n:
                    continue
            value, excludes, reduces, not_for_qihu = row[i]
            total += value * n
            if not_for_qihu:
                free += value * n
            struck |= excludes
            if reduces:  # rare: four rows of the table
                if taken is None:
                    taken = {}
                for j, k in reduces:
                    taken[j] = taken.get(j, 0) + k
        return total, free


def _chow_rows(plan: ExclusionPlan, chows: tuple[int, ...]) -> Rows:
    return [(plan.place[k], n) for k, n in chow_fans.__wrapped__(chows).items() if n]


@lru_cache(maxsize=4096)
def _chow_masked(plan: ExclusionPlan, chows: tuple[int, ...]) -> Masked:
    return plan.masked(_chow_rows(plan, chows))


_PLANS: dict[int, tuple[Sequence[Fan], ExclusionPlan]] = {}


def plan_of(table: Sequence[Fan]) -> ExclusionPlan:
    """The table's plan, made once (by identity, as by_value remembers its order)."""
    got = _PLANS.get(id(table))
    if got is None or got[0] is not table:
        got = _PLANS[id(table)] = (table, ExclusionPlan(table))
    return got[1]


def forget_chow_rows() -> None:
    """Empty the memos of rows of sequences of mixed suits, and of triplets (not the
    tables of a suit's sequences: a benchmark's cold start)."""
    _chow_masked.cache_clear()
    for _, plan in _PLANS.values():
        plan.by_pungs.clear()
        plan.mixed_codes.clear()


# ---- a reading's triplets' rows, and the bits of its other rows, as masks ------------------


def _mask(kinds: Iterable[int]) -> int:
    return sum(1 << t for t in set(kinds))


_WINDS, _DRAGONS = _mask(range(27, 31)), _mask(range(31, 34))
_TERMINAL = _mask([t for t in range(31) if t >= 27 or t % 9 in (0, 8)])  # 幺九刻: no dragons
_SUITED = _mask(range(27))
_RUN3 = _mask([t for t in range(27) if t % 9 <= 6])  # t, t+1 and t+2 in t's suit
_RUN4 = _mask([t for t in range(27) if t % 9 <= 5])


@lru_cache(maxsize=8)
def _pung_bits(plan: ExclusionPlan) -> tuple[int, ...]:
    B = plan.bit
    return tuple(B[k] for k in ("dasixi", "sifangdafacai", "xiaosixi", "sanfengke",
                                "dasanyuan", "xiaosanyuan", "shuangjianke", "jianke",
                                "yaojiuke", "yisesanjiegao", "yisesijiegao"))


def pung_rows(plan: ExclusionPlan, pungs: int, pair: int) -> Masked:
    """The rows of a reading's triplets (a mask over the kinds; ``pair``: its pair's tile,
    an honour pair completes 小四喜 and 小三元): winds, dragons, 幺九刻 and shifted triplets
    of one suit, as a mask and the counts above one, by counting bits."""
    (dasixi, sifangdafacai, xiaosixi, sanfengke, dasanyuan, xiaosanyuan, shuangjianke,
     jianke, yaojiuke, yisesanjiegao, yisesijiegao) = _pung_bits(plan)
    out, extras = 0, []
    if pungs & _WINDS:
        winds = (pungs & _WINDS).bit_count()
        if winds >= 3:
            if winds == 4:
                out |= dasixi
                if pair == 32:
                    out |= sifangdafacai
            elif 27 <= pair < 31:
                out |= xiaosixi
            out |= sanfengke
    if pungs & _DRAGONS:
        dragons = (pungs & _DRAGONS).bit_count()
        if dragons >= 2:
            if dragons == 3:
                out |= dasanyuan
            elif pair >= 31:
                out |= xiaosanyuan
            out |= shuangjianke
            extras.append((jianke.bit_length() - 1, dragons))
        out |= jianke
    terminal = (pungs & _TERMINAL).bit_count()
    if terminal:
        out |= yaojiuke
        if terminal > 1:
            extras.append((yaojiuke.bit_length() - 1, terminal))
    suited = pungs & _SUITED
    run = suited & suited >> 1 & suited >> 2 & _RUN3
    if run:  # three triplets of one suit stepping by one (一色三节高; four: 一色四节高)
        out |= yisesanjiegao
        if run & suited >> 3 & _RUN4:
            out |= yisesijiegao
    return out, tuple(extras)


# 一色双龙会: by the pair, the chow code of its four sequences (the pair a suit's 5, the
# sequences 123 123 789 789 of its suit); -1 where none
LONG = tuple(2 * CODE[p - 4] + 2 * CODE[p + 2] if p < 27 and p % 9 == 4 else -1
             for p in range(34))


@lru_cache(maxsize=8)
def reading_bits(plan: ExclusionPlan) -> tuple[tuple[int, int, int, list[int]], list[int],
                                               int, tuple[int, list[int]]]:
    """The plan's bits a regular reading's rows read (shuangren_waits.ReadyHand.totals):
    碰碰和, 全带幺, 平和 and each pair's (二五八将, 幺九头); where the winning tile sits in
    its group's sequences (bit 0 the last tile of one, bit 1 the middle, bit 2 the
    first: 边张, 坎张), 单钓将; 一色双龙会 and :data:`LONG`."""
    B = plan.bit
    pair_rows = [B["erwubajiang"] if p < 27 and p % 9 in (1, 4, 7) else
                 B["yaojiutou"] if p < 27 and p % 9 in (0, 8) else 0 for p in range(34)]
    places = [(B["bianzhang"] if x & 5 else 0) | (B["kanzhang"] if x & 2 else 0)
              for x in range(8)]
    return ((B["pengpenghu"], B["quandaiyao"], B["pinghu"], pair_rows), places,
            B["dandiaojiang"], (B["yiseshuanglonghui"], list(LONG)))
