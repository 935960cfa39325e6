"""武汉麻将's readings of a hand (赖子 at face value or as wildcards, the no-set forms 风一色
and 将一色) and the slot tables its shanten counts with (2-5-8 将, 碰碰胡).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from functools import cache, lru_cache

from ...engine import shape
from ...engine.notation import Meld
from ...engine.shape import Arrangement, Block, counts34
from .fans import RED, is_258, wind_tile


@lru_cache(maxsize=8)  # score asks twice per hand (win_refusals, then score); a wait once
def readings(closed: tuple[int, ...], melds: tuple[Meld, ...], wild: frozenset[int],
             dragons: bool = True) -> tuple[Arrangement, ...]:
    """The readings of ``closed`` tiles (``wild`` kinds are 赖子) beside ``melds``: at face
    value (硬胡), with the 赖子 as wildcards (软胡; a reading whose wilds all stand for
    themselves is the face-value one), and the no-set forms 'fengyise' and 'jiangyise' (one
    'loose' block). One reading is kept for each distinct thing the fans read — form, 软/硬,
    a 2-5-8 pair, all triplets, the suits, all 风牌, all 2-5-8 — so that four 赖子 do not
    mean hundreds of equal readings ("each distinct scoring alternative").

    >>> from widgets.engine.notation import parse_hand
    >>> h = parse_hand("5555m123456p [789p,1] +9p")   # 五万 the 赖子: many ways, one score
    >>> real = counts34(t for t in h.closed if t != 4)
    >>> len(shape.regular_arrangements(real, 3, 4)), len(readings(h.closed, h.melds,
    ...                                                            frozenset({4})))
    (63, 2)
    """
    if RED in closed:
        return ()
    wild = tuple(sorted(wild))  # the memos below key on atoms: untracked by the collector
    real = tuple(t for t in closed if t not in wild)
    w = len(closed) - len(real)
    slots = 4 - len(melds)
    found = shape.regular_arrangements(counts34(closed), slots)
    if w:
        melded = _facts(Block("meld", tuple(t for m in melds for t in m.tiles)), wild, dragons)
        if shape.regular_shanten(counts34(real), slots, w) == -1:  # else none to find
            found += wild_readings(counts34(real), slots, w, wild, dragons, melded)
    goods = ((lambda t: wind_tile(t, dragons)), is_258)
    for form, good in zip(("fengyise", "jiangyise"), goods, strict=True):
        if not all(good(t) for m in melds for t in m.tiles):
            continue
        if all(good(t) for t in closed):
            found.append(Arrangement(form, (Block("loose", closed),)))
        elif w and all(good(t) for t in real):
            found.append(Arrangement(form, (Block("loose", real, w),)))
    kept: dict[tuple, Arrangement] = {}
    melded = [_facts(Block("meld", m.tiles), wild, dragons) for m in melds]
    for a in found:
        facts = [_facts(b, wild, dragons) for b in a.blocks] + melded
        pair = a.pair
        key = (a.form, any(b.wilds for b in a.blocks),
               pair is not None and pair.kind == "pair" and is_258(pair.tiles[0]),
               all(f[1] for f in facts[:len(a.blocks)]),
               _union(f[2] for f in facts),
               all(f[3] for f in facts), all(f[4] for f in facts))
        kept.setdefault(key, a)
    return tuple(kept.values())


def _union(masks: Iterable[int]) -> int:
    out = 0
    for m in masks:
        out |= m
    return out


@lru_cache(maxsize=65536)
def _facts(block: Block, wild: tuple[int, ...], dragons: bool
           ) -> tuple[bool, bool, int, bool, bool]:
    """What :func:`readings` asks of a block: its 赖子 all stand for themselves (face value);
    it is a pair or a triplet (碰碰胡); its suits (bit g for group g, 3: honours — an int,
    not a set, so that the memos hold atoms the cyclic collector leaves alone); all 风牌; all
    2-5-8."""
    tiles = block.tiles
    return (bool(tiles) and sum(t in wild for t in tiles) == block.wilds,
            block.kind in ("tri", "any-set", "pair", "any-pair"),
            _union(1 << min(t // 9, 3) for t in tiles),
            all(wind_tile(t, dragons) for t in tiles), all(is_258(t) for t in tiles))


GROUPS = ((0, 9), (9, 18), (18, 27), (27, 34))  # the three suits, the honours


def wild_arrangements(counts: Sequence[int], slots: int, wilds: int) -> list[Arrangement]:
    """What :func:`shape.regular_arrangements` returns (the same list, in the same order),
    built suit by suit: a suit's readings depend on its own tiles only, so each is worked out
    once (:func:`group_parts`) and shared by every hand that holds the same suit — the 30-odd
    waits of a hand differ in one suit each.

    >>> from widgets.engine.notation import parse_hand
    >>> c = counts34(parse_hand("23m456p77s").closed)
    >>> wild_arrangements(c, 3, 4) == shape.regular_arrangements(c, 3, 4)
    True
    """
    parts = [group_parts(tuple(counts[a:b]), a, slots, wilds) for a, b in GROUPS]
    found: set[tuple[Block, ...]] = set()

    def combine(g: int, sets: int, pairs: int, used: int, blocks: tuple[Block, ...]) -> None:
        if g == len(parts):
            sets_left, pair_left, w = slots - sets, 1 - pairs, wilds - used
            if 3 * sets_left + 2 * pair_left == w:
                tail = ((Block("any-set", (), 3),) * sets_left
                        + (Block("any-pair", (), 2),) * pair_left)
                found.add(tuple(sorted(blocks + tail)))
            return
        for (s, p, u), ways in parts[g].items():
            if sets + s <= slots and pairs + p <= 1 and used + u <= wilds:
                for way in ways:
                    combine(g + 1, sets + s, pairs + p, used + u, blocks + way)

    combine(0, 0, 0, 0, ())
    return [Arrangement("regular", b) for b in sorted(found)]


def wild_readings(counts: Sequence[int], slots: int, wilds: int, wild: tuple[int, ...],
                  dragons: bool, melded: tuple) -> list[Arrangement]:
    """Of :func:`wild_arrangements` less those whose 赖子 all stand for themselves, the first
    (in its order) of each thing :func:`readings` tells apart — what :func:`readings` keeps,
    found without listing the hundreds of equal readings four 赖子 make. ``melded``: the
    melds' :func:`_facts`."""
    parts = []
    for a, b in GROUPS:
        part = group_firsts(tuple(counts[a:b]), a, slots, wilds, wild, dragons)
        if not part:  # a suit that no blocks read: no reading at all
            return []
        parts.append(part)
    best: dict[tuple, tuple[Block, ...]] = {}
    _, _, meld_suits, meld_wind, meld_258 = melded

    def combine(g: int, sets: int, pairs: int, used: int, blocks: tuple[int, ...],
                face: bool, settish: bool, suits: int, wind: bool, j258: bool,
                pair258: bool) -> None:
        if g == len(parts):
            sets_left, pair_left, w = slots - sets, 1 - pairs, wilds - used
            if 3 * sets_left + 2 * pair_left != w or (face and not w):
                return
            tail = ((Block("any-set", (), 3),) * sets_left
                    + (Block("any-pair", (), 2),) * pair_left)
            key = ("regular", True, pair258, settish, suits | meld_suits,
                   wind and meld_wind, j258 and meld_258)
            way = tuple(sorted([BLOCKS[b] for b in blocks] + list(tail)))
            if key not in best or way < best[key]:
                best[key] = way
            return
        for (s, p, u), ways in parts[g]:
            if sets + s <= slots and pairs + p <= 1 and used + u <= wilds:
                for way, f in ways:
                    combine(g + 1, sets + s, pairs + p, used + u, blocks + way,
                            face and f[0], settish and f[1], suits | f[2], wind and f[3],
                            j258 and f[4], pair258 or f[5])

    combine(0, 0, 0, 0, (), True, True, 0, True, True, False)
    return [Arrangement("regular", b) for b in sorted(best.values())]


def _first_blocks(group: tuple[int, ...], i: int, offset: int, slots: int, wilds: int
                  ) -> Iterator[tuple[Block, tuple[int, int, int], list[int]]]:
    """Every block the group's lowest tile ``i`` can open — a pair, a triplet (if a set slot
    is left) or a sequence through it (not in the honours), wilds filling what it lacks — with
    what it uses (sets, pairs, wilds) and the tiles it leaves."""
    for kind, size in (("pair", 2), ("tri", 3)):
        if kind == "tri" and not slots:
            continue
        for real in range(min(group[i], size), 0, -1):
            if wilds >= size - real:
                rest = list(group)
                rest[i] -= real
                yield (Block(kind, (offset + i,) * size, size - real),
                       (int(kind == "tri"), int(kind == "pair"), size - real), rest)
    if slots and offset < 27:
        for start in range(max(0, i - 2), min(i, 6) + 1):
            choices: list[list[bool]] = [[]]
            for pos in range(start, start + 3):
                if pos < i:
                    choices = [ch + [False] for ch in choices]
                elif pos == i:
                    choices = [ch + [True] for ch in choices]
                else:
                    choices = [ch + [r] for ch in choices
                               for r in ((True, False) if group[pos] else (False,))]
            for ch in choices:
                need = ch.count(False)
                if need > wilds:
                    continue
                rest = list(group)
                for k, r in enumerate(ch):
                    rest[start + k] -= r
                first = offset + start
                yield Block("seq", (first, first + 1, first + 2), need), (1, 0, need), rest


NO_FACTS = (True, True, 0, True, True, False)  # :func:`way_facts` of no blocks


def _all_blocks() -> tuple[Block, ...]:
    """Every block :func:`_first_blocks` can open, in Block order. :func:`group_firsts`
    keeps a way as their indexes — ints, so that its memo holds atoms the cyclic collector
    leaves alone (its Blocks once paused claims for full collections); the indexes sort as
    the blocks do, so the first way stays the first."""
    out = [Block(kind, (t,) * size, w) for kind, size in (("pair", 2), ("tri", 3))
           for t in range(34) for w in range(size)]
    out += [Block("seq", (s, s + 1, s + 2), need) for s in range(27) if s % 9 < 7
            for need in range(3)]
    return tuple(sorted(out))


BLOCKS = _all_blocks()
BLOCK_ID = {b: i for i, b in enumerate(BLOCKS)}


Firsts = tuple[tuple[tuple[int, int, int], tuple[tuple[tuple[int, ...], tuple], ...]], ...]


def group_firsts(group: tuple[int, ...], offset: int, slots: int, wilds: int,
                  wild: tuple[int, ...], dragons: bool) -> Firsts:
    """:func:`_find_firsts`, remembered flat (:func:`_firsts_flat`)."""
    flat = _firsts_flat(group, offset, slots, wilds, wild, dragons)
    out = []
    i = 0
    while i < len(flat):
        usage, n = flat[i:i + 3], flat[i + 3]
        i += 4
        ways = []
        for _ in range(n):
            k = flat[i]
            ways.append((flat[i + 1:i + 1 + k], flat[i + 1 + k:i + 7 + k]))
            i += 7 + k
        out.append((usage, tuple(ways)))
    return tuple(out)


@lru_cache(maxsize=65536)
def _firsts_flat(group: tuple[int, ...], offset: int, slots: int, wilds: int,
                 wild: tuple[int, ...], dragons: bool) -> tuple[int | bool, ...]:
    """:func:`_find_firsts` as one flat tuple of atoms — per usage its three numbers and how
    many ways, per way its length, its block indexes and its six facts. The collector
    untracks a tuple of atoms at its first look, but a tuple of tuples only one level per
    collection, so nested memo entries reached its oldest generation still tracked and
    brought on full collections on the claims path."""
    flat: list[int | bool] = []
    for usage, ways in _find_firsts(group, offset, slots, wilds, wild, dragons):
        flat += (*usage, len(ways))
        for way, f in ways:
            flat += (len(way), *way, *f)
    return tuple(flat)


def _find_firsts(group: tuple[int, ...], offset: int, slots: int, wilds: int,
                 wild: tuple[int, ...], dragons: bool) -> Firsts:
    """The ways of :func:`group_parts` (as :data:`BLOCKS` indexes; (usage, ways) pairs),
    but of those that use as much and have the same :func:`way_facts` only the first (each
    with its facts): ways of one usage have as many blocks, and of two sorted block lists of
    one length the first stays first whatever is added to both (the other suits, or a block
    before) — so no other can be the first reading of its kind. Worked out as
    :func:`group_parts` is, keeping the first as it goes."""
    i = next((k for k, n in enumerate(group) if n), None)
    if i is None:
        return (((0, 0, 0), (((), NO_FACTS),)),)
    out: dict[tuple[int, int, int], dict[tuple, tuple[int, ...]]] = {}

    def add(block: Block, s: int, p: int, u: int, rest: list[int]) -> None:
        bf = _facts(block, wild, dragons)
        b258 = block.kind == "pair" and is_258(block.tiles[0])
        b = BLOCK_ID[block]
        for (s2, p2, u2), ways in group_firsts(tuple(rest), offset, slots, wilds, wild,
                                                dragons):
            total = (s + s2, p + p2, u + u2)
            if total[0] <= slots and total[1] <= 1 and total[2] <= wilds:
                bucket = out.setdefault(total, {})
                for way, f in ways:
                    facts = (bf[0] and f[0], bf[1] and f[1], bf[2] | f[2], bf[3] and f[3],
                             bf[4] and f[4], b258 or f[5])
                    new = tuple(sorted((b, *way)))
                    old = bucket.get(facts)
                    if old is None or new < old:
                        bucket[facts] = new

    for block, used, rest in _first_blocks(group, i, offset, slots, wilds):
        add(block, *used, rest)
    return tuple((k, tuple((way, f) for f, way in v.items())) for k, v in out.items())


@lru_cache(maxsize=65536)
def way_facts(way: tuple[Block, ...], wild: tuple[int, ...], dragons: bool
               ) -> tuple[bool, bool, int, bool, bool, bool]:
    """A group's blocks' :func:`_facts`, together, and whether they hold a 2-5-8 pair."""
    facts = [_facts(b, wild, dragons) for b in way]
    return (all(f[0] for f in facts), all(f[1] for f in facts),
            _union(f[2] for f in facts), all(f[3] for f in facts),
            all(f[4] for f in facts),
            any(b.kind == "pair" and is_258(b.tiles[0]) for b in way))


@lru_cache(maxsize=65536)
def group_parts(group: tuple[int, ...], offset: int, slots: int, wilds: int
                 ) -> dict[tuple[int, int, int], tuple[tuple[Block, ...], ...]]:
    """Every way to read one suit's (or the honours') tiles as blocks, as
    :func:`shape.regular_arrangements` does, by what it uses: (sets, pairs, wilds) → the
    block tuples; at most ``slots`` sets, one pair and ``wilds`` wilds. The lowest tile
    left opens a block (a pair, a triplet or a sequence, wilds filling what it lacks) and
    the rest is read the same way — remembered, since many first blocks leave the same
    rest."""
    i = next((k for k, n in enumerate(group) if n), None)
    if i is None:
        return {(0, 0, 0): ((),)}
    out: dict[tuple[int, int, int], set[tuple[Block, ...]]] = {}

    def add(block: Block, s: int, p: int, u: int, rest: list[int]) -> None:
        for (s2, p2, u2), ways in group_parts(tuple(rest), offset, slots, wilds).items():
            total = (s + s2, p + p2, u + u2)
            if total[0] <= slots and total[1] <= 1 and total[2] <= wilds:
                bucket = out.setdefault(total, set())
                for way in ways:
                    bucket.add(tuple(sorted((block, *way))))

    for block, used, rest in _first_blocks(group, i, offset, slots, wilds):
        add(block, *used, rest)
    return {k: tuple(sorted(v)) for k, v in out.items()}


@cache
def table_258(group: tuple[int, ...], g: int) -> tuple[int, ...]:
    """A group's slot table (as :func:`shape.suit_table`) whose pair slot takes only a 2, 5
    or 8 (up to two copies of one such kind, or none yet: the pair is still to come). The
    honours give no 将.

    >>> table_258((0, 0, 1, 1, 1, 0, 0, 0, 0), 0)[:4]   # 345: a set, or 5 seeds the 将
    (0, 1, 3, 3)
    >>> table_258((0, 0, 1, 0, 0, 0, 0, 0, 0), 0)[:2]   # a lone 3 seeds no 将
    (0, 0)
    """
    table = shape.suit_table(group, g == 3)
    out = list(table)
    for k in range(5):
        best = table[2 * k]
        for i in (() if g == 3 else (1, 4, 7)):
            take = min(2, group[i])
            if take:
                rest = group[:i] + (group[i] - take,) + group[i + 1:]
                best = max(best, take + shape.suit_table(rest, False)[2 * k])
        out[2 * k + 1] = best
    return tuple(out)


def triplets_table(group: tuple[int, ...], g: int) -> tuple[int, ...]:
    """A group's slot table with no sequences (碰碰胡): every group read as honours are."""
    return shape.suit_table(group, True)


def xiaohu_used(counts: Sequence[int], slots: int) -> int:
    """Most tiles a 小胡 keeps: ``slots`` sets and a 2-5-8 pair.

    >>> from widgets.engine.notation import parse_hand
    >>> xiaohu_used(counts34(parse_hand("123m456m789m123p33p").closed), 4)   # 333p, 2p: 将 wait
    13
    """
    tables = [table_258(tuple(counts[a:a + 9]), a // 9) if any(counts[a:a + 9]) else None
              for a in (0, 9, 18, 27)]
    return shape.used_from_tables(tables, slots)


class NoSets:
    """风一色 / 将一色 as a form: every tile ``good``, no sets needed ("无需凑坎"); the
    shanten is the number of tiles that are not."""

    def __init__(self, counts: Sequence[int], slots: int, wilds: int,
                 good: Callable[[int], bool]):
        self.need = 3 * slots + 1
        self.good = good
        self.have = sum(n for t, n in enumerate(counts) if good(t)) + wilds

    def shanten(self) -> int:
        return max(-1, self.need - self.have)

    def after_draw(self, tile: int) -> int:
        return max(-1, self.need - self.have - self.good(tile))
