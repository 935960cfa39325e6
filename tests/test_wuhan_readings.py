"""Wuhan's readings, found suit by suit (issue 26), are the ones the plain enumeration finds:
every arrangement listed by ``shape.regular_arrangements`` (face value and with the 赖子 as
wildcards), collapsed to the first of each thing the fans tell apart — the same readings, in
the same order, with the same representative of each."""

from __future__ import annotations

import random

import pytest

from widgets.engine import shape
from widgets.engine.notation import Meld
from widgets.engine.shape import Arrangement, Block, counts34
from widgets.mahjong.wuhan import RED, is_258, wind_tile
from widgets.mahjong.wuhan.readings import readings, wild_arrangements


def plain_readings(closed, melds, wild, dragons=True):
    """The readings as they were computed before issue 26: everything listed, then
    collapsed."""
    if RED in closed:
        return ()
    real = tuple(t for t in closed if t not in wild)
    w = len(closed) - len(real)
    slots = 4 - len(melds)
    found = shape.regular_arrangements(counts34(closed), slots)
    if w:
        found += [a for a in shape.regular_arrangements(counts34(real), slots, w)
                  if not all(b.tiles and sum(t in wild for t in b.tiles) == b.wilds
                             for b in a.blocks)]
    goods = ((lambda t: wind_tile(t, dragons)), is_258)
    for form, good in zip(("fengyise", "jiangyise"), goods, strict=True):
        if not all(good(t) for m in melds for t in m.tiles):
            continue
        if all(good(t) for t in closed):
            found.append(Arrangement(form, (Block("loose", closed),)))
        elif w and all(good(t) for t in real):
            found.append(Arrangement(form, (Block("loose", real, w),)))
    kept = {}
    meld_tiles = [t for m in melds for t in m.tiles]
    for a in found:
        used = [t for b in a.blocks for t in b.tiles] + meld_tiles
        pair = a.pair
        key = (a.form, any(b.wilds for b in a.blocks),
               pair is not None and pair.kind == "pair" and is_258(pair.tiles[0]),
               all(b.kind in ("tri", "any-set") for b in a.sets),
               frozenset(min(t // 9, 3) for t in used),
               all(wind_tile(t, dragons) for t in used), all(is_258(t) for t in used))
        kept.setdefault(key, a)
    return tuple(kept.values())


def a_set(rng):
    if rng.random() < 0.5:
        return [rng.choice([*range(27), 27, 28, 29, 32, 33])] * 3
    start = rng.choice([s + k for s in (0, 9, 18) for k in range(7)])
    return [start, start + 1, start + 2]


def complete_hands(seed, n):
    """Complete hands (0-3 melds), up to four tiles turned into the 赖子 kind."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        melds = tuple(Meld(tuple(a_set(rng))) for _ in range(rng.randint(0, 3)))
        tiles = [t for _ in range(4 - len(melds)) for t in a_set(rng)]
        pair = rng.choice([t for t in range(34) if t != RED])
        tiles += [pair, pair]
        kind = rng.choice(range(27)) if rng.random() < 0.5 else rng.choice(tiles)
        for i in rng.sample(range(len(tiles)), min(rng.randint(0, 4), len(tiles))):
            tiles[i] = kind
        every = tiles + [t for m in melds for t in m.tiles]
        if max(every.count(t) for t in every) <= 4:
            out.append((tuple(sorted(tiles)), melds, frozenset({kind})))
    return out


@pytest.mark.parametrize("seed", range(4))
def test_readings_are_the_plain_enumerations(seed):
    for closed, melds, wild in complete_hands(seed, 150):
        for dragons in (True, False):
            assert readings.__wrapped__(closed, melds, wild, dragons) == \
                plain_readings(closed, melds, wild, dragons), (closed, melds, wild)


def test_readings_of_incomplete_hands_are_the_plain_ones():
    rng = random.Random(26)
    wall = [t for t in range(34) if t != RED for _ in range(4)]
    for _ in range(300):
        wild = frozenset({rng.choice(range(34))})
        closed = tuple(sorted(rng.sample(wall, 14)))
        assert readings.__wrapped__(closed, (), wild) == plain_readings(closed, (), wild)


def test_wild_arrangements_list_what_shape_lists():
    rng = random.Random(0)
    for _ in range(300):
        wilds, slots = rng.randint(0, 4), rng.randint(1, 4)
        low = rng.choice((0, 9, 18))
        pool = [t for t in [*range(low, low + 9), 27, 28] for _ in range(4)]
        c = counts34(rng.sample(pool, 3 * slots + 2 - wilds))
        assert wild_arrangements(c, slots, wilds) == shape.regular_arrangements(c, slots, wilds)


def test_the_issue_hand_keeps_its_scores():
    from widgets import rules
    r = rules("wuhan")
    a = r.analyse("3334445p666s [111p]", indicator="5s")
    assert len(a.waits) == 33
    assert a.waits == r.analyse("3334445p666s [111p]", indicator="5s").waits


def test_a_suits_first_ways_carry_their_facts():
    from widgets.mahjong.wuhan.readings import BLOCKS, group_firsts, group_parts, way_facts
    rng = random.Random(3)
    wild = (5,)  # the 赖子 kinds as the memos key them: a tuple of atoms
    for _ in range(100):
        group = tuple(rng.choice((0, 0, 1, 2, 3)) for _ in range(9))
        firsts = dict(group_firsts(group, 9, 4, 4, wild, True))
        parts = group_parts(group, 9, 4, 4)
        assert set(firsts) == set(parts)
        for usage, ways in firsts.items():
            kinds = {way_facts(w, wild, True) for w in parts[usage]}
            assert {f for _, f in ways} == kinds
            for ids, f in ways:
                way = tuple(BLOCKS[i] for i in ids)  # kept as indexes, in the blocks' order
                assert f == way_facts(way, wild, True)
                assert way == min(w for w in parts[usage] if way_facts(w, wild, True) == f)
