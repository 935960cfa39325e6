"""Hand shapes: shanten by per-suit tables, and every decomposition of a complete hand.

The per-suit tables are complete and shipped (:mod:`widgets.engine.suit_tables`, loaded at
import in a few ms): a hand's shanten is four index reads, two reads of the shipped pairwise
merges and a five-step max — no search, and no memo that grows with the hands seen (the
search below only generates the file and answers what lies beyond it, e.g. a group of more
than 14 tiles, through bounded caches).

Shanten counts the draw-and-discard exchanges that reach a ready hand. We count the most
tiles of the hand that a complete hand could keep ("used"), choosing per suit from a
memoised table of (sets, partial sets, pair) options; then

    shanten = 3 * slots + 1 - used - wilds

where ``slots`` is the number of sets still to make (4 minus declared melds). A wildcard
fills any missing place, so wilds are a budget, never 34**k substitutions. Tiles of a
suit the rules make us drop (缺一门) are simply not counted as used: each must be exchanged.

>>> from widgets.engine.notation import parse_hand
>>> regular_shanten(counts34(parse_hand("123m456p789s1122z").closed), slots=4)
0
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache

from . import suit_tables
from .blocks import Arrangement, Block, plain_arrangements  # noqa: F401  (re-exported)
from .tiles import N_PLAYING

SUIT_SLICES = ((0, 9), (9, 18), (18, 27))
HONOUR_SLICE = (27, 34)


def counts34(tiles: Iterable[int]) -> list[int]:
    """Count vector over the 34 set-forming kinds (flowers ignored)."""
    counts = [0] * N_PLAYING
    for t in tiles:
        if t < N_PLAYING:
            counts[t] += 1
    return counts


def _pareto(options: Iterable[tuple[int, int, int]]) -> tuple[tuple[int, int, int], ...]:
    """Drop (sets, partials, pair) options that another option beats in every field.

    The pair field is 0 or 1, so a sweep by sets (most first) keeps an option only when it
    has more partials than every option before it with at least its pair.
    """
    best_t = {0: -1, 1: -1}  # most partials seen so far, with pair >= the key
    keep = []
    for m, t, p in sorted(set(options), reverse=True):
        if t > best_t[p]:
            keep.append((m, t, p))
            best_t[0] = max(best_t[0], t)
            if p:
                best_t[1] = max(best_t[1], t)
    return tuple(sorted(keep))


@lru_cache(maxsize=8192)
def suit_options(counts: tuple[int, ...], honours: bool) -> tuple[tuple[int, int, int], ...]:
    """Best (sets, partial sets, pair 0/1) choices for one suit's counts.

    A partial set is two tiles one draw from a set (34, 35, 55); honours make no sequences.

    >>> suit_options((1, 1, 1, 0, 0, 0, 0, 1, 1), False)
    ((0, 2, 0), (1, 1, 0))
    """
    i = next((k for k, c in enumerate(counts) if c), None)
    if i is None:
        return ((0, 0, 0),)
    c = list(counts)
    found: list[tuple[int, int, int]] = []

    def branch(take: Sequence[int], gain: tuple[int, int, int]) -> None:
        for k in take:
            c[k] -= 1
        for m, t, p in suit_options(tuple(c), honours):
            if p + gain[2] <= 1:
                found.append((m + gain[0], t + gain[1], p + gain[2]))
        for k in take:
            c[k] += 1

    n = len(counts)
    branch((i,), (0, 0, 0))  # i left over
    if c[i] >= 3:
        branch((i, i, i), (1, 0, 0))
    if c[i] >= 2:
        branch((i, i), (0, 1, 0))
        branch((i, i), (0, 0, 1))
    if not honours:
        if i + 2 < n and c[i + 1] and c[i + 2]:
            branch((i, i + 1, i + 2), (1, 0, 0))
        if i + 1 < n and c[i + 1]:
            branch((i, i + 1), (0, 1, 0))
        if i + 2 < n and c[i + 2]:
            branch((i, i + 2), (0, 1, 0))
    return _pareto(found)


_BOUNDS = (0, 9, 18, 27, 34)
NONE = suit_tables.NONE
_DIGITS = bytes.maketrans(bytes(range(5)), b"01234")


def group_tables(counts: Sequence[int]) -> list[tuple[int, ...] | None]:
    """The slot table of each suit group (m, p, s, honours); None for an empty group."""
    out: list[tuple[int, ...] | None] = []
    for g in range(4):
        group = tuple(counts[_BOUNDS[g]:_BOUNDS[g + 1]])
        out.append(suit_table(group, g == 3) if any(group) else None)
    return out


def _canonical(counts: tuple[int, ...], honours: bool) -> tuple[int, ...]:
    """A shorter key with the same table: honours are a multiset of counts; in a suit, leading
    and trailing gaps go and any gap of three or more becomes two (tiles three apart never
    share a set or a partial set), so many hands share one memoised table."""
    if honours:
        return tuple(sorted((c for c in counts if c), reverse=True))
    text = "".join(map(str, counts)).strip("0")
    while "000" in text:
        text = text.replace("000", "00")
    return tuple(map(int, text))


def suit_table(counts: tuple[int, ...], honours: bool) -> tuple[int, ...]:
    """Most tiles of this suit kept in ``k`` set slots and ``p`` pair slots, flat:
    ``table[2 * k + p]`` for k = 0…4, p = 0/1.

    A slot holds a set (3 tiles), a partial set (2) or a lone seed tile (1). Suits never
    share a block, so a whole hand's best is a max-plus sum of these tables over the slots.
    A lookup: suits and honours in the complete tables of :mod:`widgets.engine.suit_tables`
    (any group of at most 14 tiles; a suit read as honours, triplets only, is its counts as
    honours, seven kinds and the rest merged); only what lies beyond (more than 14 tiles of
    a group) is searched.
    """
    n = len(counts)
    if n == 9 or (n == 7 and honours):
        try:
            i = (HONOUR_INDEX if honours else SUIT_INDEX)[int("".join(map(str, counts)), 5)]
        except (IndexError, ValueError):  # a count over 4 (no such tile set): search
            i = NONE
        if i != NONE:
            return TABLES[i]
    if honours and MERGED:
        table = honours_as_data(counts)
        if table is not None:
            return table
    return search_suit_table(counts, honours)


def tables_after_draw(counts: tuple[int, ...], honours: bool
                      ) -> list[tuple[int, ...] | None]:
    """:func:`suit_table` of ``counts`` (a suit's 9 kinds or the honours' 7) with one more
    tile of each kind in turn, by the shipped index: the group's base-5 code plus the
    drawn kind's place value, one code worked out for all the draws. None for a draw
    beyond the shipped tables (a fifth copy, more than 14 tiles): :func:`suit_table` then.
    """
    n = len(counts)
    index = HONOUR_INDEX if honours else SUIT_INDEX
    if n != (7 if honours else 9) or max(counts) > 4 or sum(counts) >= 14 or not TABLES:
        return [None] * n
    code = int("".join(map(str, counts)), 5)
    out: list[tuple[int, ...] | None] = []
    for k in range(n):
        i = NONE if counts[k] == 4 else index[code + 5 ** (n - 1 - k)]
        out.append(None if i == NONE else TABLES[i])
    return out


def honours_as_data(counts: tuple[int, ...]) -> tuple[int, ...] | None:
    """An honour group of more than seven kinds (a suit read as honours, 碰碰胡) from the
    shipped honour index: honours share no block, so its first seven kinds and the rest are
    two groups whose tables merge (the shipped merges). None beyond the index (a part of
    more than 14 tiles, a count over 4): searched instead."""
    if len(counts) > 14:
        return None
    a, b = (counts + (0,) * 14)[:7], (counts + (0,) * 14)[7:14]
    try:
        i, j = HONOUR_INDEX[int("".join(map(str, a)), 5)], HONOUR_INDEX[int("".join(map(
            str, b)), 5)]
    except (IndexError, ValueError):
        return None
    if NONE in (i, j):
        return None
    at = 10 * (i * _N + j)
    return tuple(MERGED[at:at + 10])


def search_suit_table(counts: tuple[int, ...], honours: bool) -> tuple[int, ...]:
    """:func:`suit_table` by search over :func:`suit_options` (what generated the tables)."""
    return _table(_canonical(counts, honours), honours)


@lru_cache(maxsize=4096)
def _table(counts: tuple[int, ...], honours: bool) -> tuple[int, ...]:
    total = sum(counts)
    options = suit_options(counts, honours)
    table = []
    for k in range(5):
        for p in (0, 1):
            best = 0
            for m, t, pair in options:
                pair = pair and p  # without a pair slot the pair's tiles are spare
                sets = min(m, k)
                partials = min(t, k - sets)
                blocks = 3 * sets + 2 * partials + 2 * pair
                empty = (k - sets - partials) + (p - pair)
                best = max(best, blocks + min(total - blocks, empty))
            table.append(best)
    return tuple(table)


def merge_slot_tables(a: Sequence[int], b: Sequence[int], slots: int) -> tuple[int, ...]:
    """Max-plus sum of two slot tables (flat, as :func:`suit_table`), up to ``slots``.
    Not memoised: a few µs of arithmetic, and a memo of tuples grew without bound (every
    tuple one more object for the cyclic collector to walk)."""
    out: list[int] = []
    for k in range(slots + 1):
        no_pair = with_pair = 0
        for i in range(k + 1):
            j = 2 * (k - i)
            a0, a1, b0, b1 = a[2 * i], a[2 * i + 1], b[j], b[j + 1]
            if a0 + b0 > no_pair:
                no_pair = a0 + b0
            if a1 + b0 > with_pair:
                with_pair = a1 + b0
            if a0 + b1 > with_pair:
                with_pair = a0 + b1
        out += (no_pair, with_pair)
    return tuple(out)


def _ids(counts: Sequence[int]) -> tuple[int, int, int, int] | None:
    """The complete tables' ids of the four groups (0 for an empty one), or None when a
    group lies beyond them (over 14 tiles, a count over 4: searched instead)."""
    if len(counts) != N_PLAYING:
        return None
    try:  # counts 0…4 as the digits "0"…"4" (anything else makes int() refuse)
        text = bytes(counts).translate(_DIGITS)
        ids = (SUIT_INDEX[int(text[:9], 5)], SUIT_INDEX[int(text[9:18], 5)],
               SUIT_INDEX[int(text[18:27], 5)], HONOUR_INDEX[int(text[27:], 5)])
    except (IndexError, TypeError, ValueError):
        return None
    return None if NONE in ids else ids


def _used_ids(ids: Sequence[int], slots: int, drop: Iterable[int] = (), pair: bool = True
              ) -> int:
    """:func:`used_from_tables` of the four groups' table ids: the shipped merges of m with
    p and of s with honours, then the one entry needed of their max-plus sum."""
    if drop:
        ids = [0 if g in drop else i for g, i in enumerate(ids)]
    m = MERGED
    a = 10 * (ids[0] * _N + ids[1])
    b = 10 * (ids[2] * _N + ids[3]) + 2 * slots
    best = 0
    for _ in range(slots + 1):
        if pair:
            x = m[a + 1] + m[b]
            y = m[a] + m[b + 1]
            if y > x:
                x = y
        else:
            x = m[a] + m[b]
        if x > best:
            best = x
        a += 2
        b -= 2
    return best


def regular_used(counts: Sequence[int], slots: int, drop: Iterable[int] = ()) -> int:
    """Most tiles a complete ``slots``-sets-and-a-pair hand can keep from ``counts``.

    ``drop`` names suit groups (0 m, 1 p, 2 s, 3 honours) whose tiles may not be kept.
    """
    ids = _ids(counts) if 0 <= slots <= 4 and MERGED else None
    if ids is not None:
        return _used_ids(ids, slots, drop)
    return used_from_tables(group_tables(counts), slots, drop)


def used_from_tables(tables: Sequence[tuple[int, ...] | None], slots: int,
                     drop: Iterable[int] = (), pair: bool = True) -> int:
    """Most tiles kept in ``slots`` set slots and, with ``pair``, one pair slot (without it,
    a variant that chooses the pair itself, e.g. Wuhan's 2-5-8 将, adds the pair's tiles)."""
    acc: Sequence[int] | None = None
    for g, table in enumerate(tables):
        if table is not None and g not in drop:
            acc = table if acc is None else merge_slot_tables(acc, table, slots)
    return acc[2 * slots + pair] if acc is not None else 0


def regular_shanten(counts: Sequence[int], slots: int, wilds: int = 0,
                    drop: Iterable[int] = ()) -> int:
    """Shanten of the standard form (``slots`` sets and a pair); -1 means complete."""
    return max(-1, 3 * slots + 1 - regular_used(counts, slots, drop) - wilds)


def best_regular_shanten(counts: Sequence[int], slots: int, wilds: int,
                         drops: Sequence[tuple[int, ...]]) -> int:
    """The least regular shanten over several choices of suits to drop (缺一门)."""
    ids = _ids(counts) if 0 <= slots <= 4 and MERGED else None
    if ids is not None:
        used = max(_used_ids(ids, slots, d) for d in drops)
    else:
        tables = group_tables(counts)
        used = max(used_from_tables(tables, slots, d) for d in drops)
    return max(-1, 3 * slots + 1 - used - wilds)


def _pair_stats(counts: Sequence[int], quad_is_two_pairs: bool) -> list[tuple[int, int]]:
    """(pairs, lone seeds) per suit group. Without ``quad_is_two_pairs`` a kind gives at most
    one pair and its extra copies seed nothing (pairs must be of different kinds)."""
    return [_pair_stats_group(tuple(counts[_BOUNDS[g]:_BOUNDS[g + 1]]), quad_is_two_pairs)
            for g in range(4)]


def _pair_stats_group(group: tuple[int, ...], quad_is_two_pairs: bool) -> tuple[int, int]:
    if quad_is_two_pairs:
        return sum(c // 2 for c in group), sum(c % 2 for c in group)
    return sum(c >= 2 for c in group), sum(c == 1 for c in group)


def best_seven_pairs_shanten(counts: Sequence[int], wilds: int, quad_is_two_pairs: bool,
                             drops: Sequence[tuple[int, ...]] = ((),)) -> int:
    """The least seven-pairs shanten over choices of suits to drop."""
    if len(drops) == 1 and not drops[0]:  # nothing dropped: count the whole hand at once
        n0, n1, n2, n3 = counts.count(0), counts.count(1), counts.count(2), counts.count(3)
        n4 = len(counts) - n0 - n1 - n2 - n3
        if n4 == counts.count(4):  # every count 0…4
            if quad_is_two_pairs:
                pairs, seeds = n2 + n3 + 2 * n4, n1 + n3
            else:
                pairs, seeds = n2 + n3 + n4, n1
            missing = 7 - pairs if pairs < 7 else 0
            best = missing + (missing - seeds if missing > seeds else 0) - wilds - 1
            return best if best > -1 else -1
    stats = _pair_stats(counts, quad_is_two_pairs)
    best = 99
    for drop in drops:
        pairs = sum(p for g, (p, _) in enumerate(stats) if g not in drop)
        seeds = sum(s for g, (_, s) in enumerate(stats) if g not in drop)
        missing = max(0, 7 - pairs)
        best = min(best, missing + max(0, missing - seeds) - wilds - 1)
    return max(-1, best)


def seven_pairs_shanten(counts: Sequence[int], wilds: int = 0, quad_is_two_pairs: bool = True,
                        drop: tuple[int, ...] = ()) -> int:
    """Shanten of seven pairs. With ``quad_is_two_pairs`` (Sichuan 龙七对) four of a kind
    counts as two pairs; without it (riichi) pairs must be of seven different kinds."""
    return best_seven_pairs_shanten(counts, wilds, quad_is_two_pairs,
                                    ((),) if not drop else (tuple(drop),))


def _final(a: Sequence[int], b: Sequence[int], slots: int) -> int:
    """Only ``merge_slot_tables(a, b, slots)[2 * slots + 1]``: the one entry a shanten needs."""
    best = 0
    for i in range(slots + 1):
        j = 2 * (slots - i)
        x, y = a[2 * i + 1] + b[j], a[2 * i] + b[j + 1]
        if x > best:
            best = x
        if y > best:
            best = y
    return best


class DrawProbe:
    """Shanten of a hand and of the hand plus each possible draw, sharing the work.

    A draw changes one suit group, so the merged tables of the other groups are made once;
    waits (draws reaching -1) and 进张 (draws lowering the shanten) then cost one small
    merge per draw instead of a whole shanten.
    """

    def __init__(self, counts: Sequence[int], slots: int, wilds: int,
                 drops: Sequence[tuple[int, ...]], seven_pairs: bool | None,
                 table: Callable[[tuple[int, ...], int], tuple[int, ...]] | None = None):
        self.counts, self.slots, self.wilds = list(counts), slots, wilds
        self.drops = [d for d in drops]
        self.seven_pairs = seven_pairs  # None: no seven pairs; else quad_is_two_pairs
        # a variant's own slot table of (group counts, group index), e.g. Wuhan's 2-5-8 将;
        # None: suit_table. An own table gets no isolated-draw shortcut.
        self.table = table
        self.tables = group_tables(counts) if table is None else [
            table(tuple(counts[_BOUNDS[g]:_BOUNDS[g + 1]]), g)
            if any(counts[_BOUNDS[g]:_BOUNDS[g + 1]]) else None for g in range(4)]
        self._isolated: dict[int, int] = {}
        self.rest: dict[tuple[int, int], Sequence[int] | None] = {}
        for i, drop in enumerate(self.drops):
            for g in range(4):
                acc: Sequence[int] | None = None
                for h, group in enumerate(self.tables):
                    if h != g and h not in drop and group is not None:
                        acc = group if acc is None else merge_slot_tables(acc, group, slots)
                self.rest[i, g] = acc
        self.base_used = [used_from_tables(self.tables, slots, d) for d in self.drops]
        # seven pairs: (pairs, seeds) of the kept groups other than g, per drop and g
        self.stats: list[tuple[int, int]] = []
        self.rest_pairs: dict[tuple[int, int], tuple[int, int]] = {}
        if seven_pairs is not None:
            self.stats = _pair_stats(counts, seven_pairs)
            for i, drop in enumerate(self.drops):
                for g in range(4):
                    kept = [st for h, st in enumerate(self.stats) if h != g and h not in drop]
                    self.rest_pairs[i, g] = (sum(p for p, _ in kept), sum(s for _, s in kept))

    def shanten(self) -> int:
        best = 3 * self.slots + 1 - max(self.base_used) - self.wilds
        if self.stats:
            for i, drop in enumerate(self.drops):
                g = next((h for h in range(4) if h not in drop), 0)
                p, s = self.rest_pairs[i, g]
                gp, gs = self.stats[g] if g not in drop else (0, 0)
                best = min(best, self._seven(p + gp, s + gs))
        return max(-1, best)

    def after_draw(self, tile: int) -> int:
        """Shanten of the hand with ``tile`` added (a set-forming kind, not a wild)."""
        g = min(tile // 9, 3)
        lo, hi = _BOUNDS[g], _BOUNDS[g + 1]
        reach = 0 if g == 3 else 2  # a tile further than this from all others is isolated
        isolated = self.table is None and not any(
            self.counts[max(lo, tile - reach):min(hi, tile + reach + 1)])
        if isolated and g in self._isolated:
            return self._isolated[g]  # every isolated draw of a group changes it alike
        group = list(self.counts[lo:hi])
        group[tile - lo] += 1
        group_key = tuple(group)
        table = (suit_table(group_key, g == 3) if self.table is None
                 else self.table(group_key, g))
        k = self.slots
        used = 0
        for i, drop in enumerate(self.drops):
            rest = self.rest[i, g]
            if g in drop:
                u = self.base_used[i]
            else:
                u = table[2 * k + 1] if rest is None else _final(rest, table, k)
            used = max(used, u)
        best = 3 * k + 1 - used - self.wilds
        if self.stats:
            gp, gs = _pair_stats_group(group_key, bool(self.seven_pairs))
            for i, drop in enumerate(self.drops):
                p, s = self.rest_pairs[i, g]
                if g not in drop:
                    p, s = p + gp, s + gs
                best = min(best, self._seven(p, s))
        if isolated:
            self._isolated[g] = max(-1, best)
        return max(-1, best)

    def _seven(self, pairs: int, seeds: int) -> int:
        missing = max(0, 7 - pairs)
        return missing + max(0, missing - seeds) - self.wilds - 1


# ---- decompositions of a complete hand ---------------------------------------------------


def regular_arrangements(counts: Sequence[int], slots: int, wilds: int = 0) -> list[Arrangement]:
    """Every way to read ``counts`` (+ ``wilds``) as ``slots`` sets and one pair, sorted.
    Without wildcards, group by group from memoised readings of each group
    (:func:`~widgets.engine.blocks.plain_arrangements`); with them, by
    :func:`search_arrangements`."""
    if wilds or len(counts) != N_PLAYING:
        return search_arrangements(counts, slots, wilds)
    return plain_arrangements(counts, slots)


def search_arrangements(counts: Sequence[int], slots: int, wilds: int = 0) -> list[Arrangement]:
    """:func:`regular_arrangements` by one search over the whole hand (wildcards too)."""
    c = list(counts)
    found: set[tuple[Block, ...]] = set()

    def rec(i: int, sets_left: int, pair_left: int, w: int, blocks: list[Block]) -> None:
        while i < N_PLAYING and not c[i]:
            i += 1
        if i == N_PLAYING:
            if 3 * sets_left + 2 * pair_left == w:
                tail = ([Block("any-set", (), 3)] * sets_left
                        + [Block("any-pair", (), 2)] * pair_left)
                found.add(tuple(sorted(blocks + tail)))
            return
        for kind, size, left in (("pair", 2, pair_left), ("tri", 3, sets_left)):
            if not left:
                continue
            for real in range(min(c[i], size), 0, -1):
                if w >= size - real:
                    c[i] -= real
                    rec(i, sets_left - (kind == "tri"), pair_left - (kind == "pair"),
                        w - (size - real), blocks + [Block(kind, (i,) * size, size - real)])
                    c[i] += real
        if sets_left and i < 27:
            lo = i - i % 9
            for start in range(max(lo, i - 2), min(i, lo + 6) + 1):
                _sequences(start, i, sets_left, pair_left, w, blocks)

    def _sequences(start: int, i: int, sets_left: int, pair_left: int, w: int,
                   blocks: list[Block]) -> None:
        # positions below i must be wild (i is the lowest real tile); i is real; above: either
        choices: list[list[bool]] = [[]]
        for pos in range(start, start + 3):
            if pos < i:
                choices = [ch + [False] for ch in choices]
            elif pos == i:
                choices = [ch + [True] for ch in choices]
            else:
                choices = [ch + [r] for ch in choices for r in ((True, False) if c[pos] else
                                                               (False,))]
        for ch in choices:
            need = ch.count(False)
            if need > w:
                continue
            real = [start + k for k, r in enumerate(ch) if r]
            for k in real:
                c[k] -= 1
            rec(i, sets_left - 1, pair_left, w - need,
                blocks + [Block("seq", (start, start + 1, start + 2), need)])
            for k in real:
                c[k] += 1

    rec(0, slots, 1, wilds, [])
    return [Arrangement("regular", b) for b in sorted(found)]


def seven_pairs_arrangements(counts: Sequence[int], wilds: int = 0,
                             quad_is_two_pairs: bool = True) -> list[Arrangement]:
    """Seven pairs, if the hand is one (a quad may count as two pairs); wilds pair singles."""
    if sum(counts) + wilds != 14:
        return []
    blocks: list[Block] = []
    w = wilds
    for k, n in enumerate(counts):
        if n > 2 and not quad_is_two_pairs:
            return []
        if n > 4:
            return []
        blocks += [Block("pair", (k, k))] * (n // 2)
        if n % 2:
            if not w:
                return []
            w -= 1
            blocks.append(Block("pair", (k, k), 1))
    if not quad_is_two_pairs and len({b.tiles for b in blocks}) != len(blocks):
        return []
    blocks += [Block("any-pair", (), 2)] * (w // 2)
    return [Arrangement("seven-pairs", tuple(sorted(blocks)))]


# ---- the complete tables, loaded once at import (a few ms) -------------------------------

def _load() -> tuple[bytes, bytes, list[tuple[int, ...]], bytes]:
    try:
        return suit_tables.load()
    except (OSError, RuntimeError):  # none yet (while generating it): everything is searched
        return b"", b"", [], b""


# what :func:`widgets.engine.suit_tables.load` reads: the table index of every suit and honour
# count vector, the distinct tables and their merged pairs (empty while none is shipped)
SUIT_INDEX, HONOUR_INDEX, TABLES, MERGED = _load()
_N = len(TABLES)


def _check() -> None:
    """A complete hand and a 1-shanten one through the fast paths, at import: a wrong or
    stale data file fails here rather than in an analysis (and the session's first shanten
    then runs code already run once)."""
    if not MERGED:
        return
    hand = counts34([0, 1, 2, 9, 9, 9, 19, 20, 21, 27, 27, 27, 33, 33])
    if (regular_shanten(hand, 4), seven_pairs_shanten(hand, 0, False)) != (-1, 3):
        raise RuntimeError(f"{suit_tables.PATH} disagrees with the search: regenerate it")
    hand[0] -= 1
    hand[5] += 1
    if best_regular_shanten(hand, 4, 0, [(), (3,)]) != 0:
        raise RuntimeError(f"{suit_tables.PATH} disagrees with the search: regenerate it")


_check()
