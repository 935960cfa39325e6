"""Hand shapes: shanten against the `mahjong` package and a brute force, readings of complete
hands, and Sichuan waits against an independent search.

The brute force enumerates every complete hand C (``slots`` sets and a pair) over a small
tile universe; the shanten of a hand H of 3·slots+1 or 3·slots+2 tiles is then
``3·slots + 1 - max |H ∩ C|`` (multiset intersection), i.e. (tiles C still needs) - 1.
Like the engine (DESIGN: a wait held four times is shown, as dead), C may hold a kind five or
more times: shape ignores the 4-copy limit; the copy limit is the validator's business.
"""

import random
from collections import Counter
from functools import cache
from itertools import combinations_with_replacement, product

import pytest
from hands import random_complete
from hypothesis import given, settings
from hypothesis import strategies as st
from mahjong.constants import CHUN, HAKU
from mahjong.shanten import Shanten
from shared import is_valid_set, theirs

from widgets import rules
from widgets.engine.notation import Hand, Meld, parse_hand
from widgets.engine.shape import (
    Block,
    best_regular_shanten,
    counts34,
    regular_arrangements,
    regular_shanten,
    seven_pairs_arrangements,
    seven_pairs_shanten,
)
from widgets.engine.tiles import tile_zh

# ---- the `mahjong` package as an oracle ------------------------------------------------------


def test_the_dragon_mapping():
    assert [tile_zh(t) for t in (31, 32, 33)] == ["中", "发", "白"]
    # our 5z (中) goes to their CHUN, our 7z (白) to their HAKU
    assert theirs(counts34(parse_hand("5z").concealed))[CHUN] == 1
    assert theirs(counts34(parse_hand("7z").concealed))[HAKU] == 1
    assert theirs(counts34(parse_hand("1234z6z").concealed))[27:] == [1, 1, 1, 1, 0, 1, 0]
    # shanten cannot catch a swapped map (it is symmetric under the swap), hence the above
    hand = counts34(parse_hand("123m456p789s555z7z").concealed)
    assert Shanten.calculate_shanten_for_regular_hand(theirs(hand)) == regular_shanten(hand, 4)


def near_ready(rng: random.Random, kinds: list[int], size: int) -> list[int]:
    """A complete 14-tile hand with one or two tiles replaced (and one dropped for 13)."""
    while True:
        tiles = random_complete(rng, 4, kinds)
        for _ in range(rng.choice((1, 2))):
            tiles[rng.randrange(14)] = rng.choice(kinds)
        if size == 13:
            tiles.pop(rng.randrange(14))
        if max(Counter(tiles).values()) <= 4:
            return tiles


def fifth_copy_only(counts: list[int]) -> bool:
    """A 13-tile hand ready only on kinds it holds four of: every wait needs a fifth copy."""
    waits = [t for t in range(34)
             if regular_shanten([c + (k == t) for k, c in enumerate(counts)], 4) == -1]
    return bool(waits) and all(counts[t] == 4 for t in waits)


def test_a_wait_on_a_fifth_copy_is_ready_for_us_not_for_the_package():
    """DESIGN: a wait whose four copies are all in the hand is shown (as dead), so the shape
    is ready (shanten 0); the package counts copies and calls the hand 1-shanten."""
    for text in ("111m678p234s3333z", "1111m678p234s333z"):
        counts = counts34(parse_hand(text).concealed)
        assert regular_shanten(counts, 4) == 0 and fifth_copy_only(counts)
        assert Shanten.calculate_shanten_for_regular_hand(theirs(counts)) == 1


def compare_with_the_package(counts: list[int], compared: Counter) -> None:
    ours = regular_shanten(counts, 4)
    package = Shanten.calculate_shanten_for_regular_hand(theirs(counts))
    if ours != package:  # only the fifth-copy wait above may differ
        assert (sum(counts), ours, package) == (13, 0, 1) and fifth_copy_only(counts), counts
        compared["fifth copy"] += 1
    compared[ours] += 1


def test_regular_shanten_agrees_with_the_mahjong_package():
    rng = random.Random(20240601)
    compared = Counter()
    for n in range(10_000):
        compare_with_the_package(counts34(x // 4 for x in rng.sample(range(136), 13 + n % 2)),
                                 compared)
    for n in range(2_000):
        compare_with_the_package(counts34(near_ready(rng, list(range(34)), 13 + n % 2)),
                                 compared)
    assert compared[-1] > 20 and compared[0] > 500 and compared[3] > 500, compared
    assert compared["fifth copy"] < 10, compared


def test_seven_pairs_shanten_agrees_with_the_mahjong_package():
    """Riichi's chiitoitsu takes seven different pairs, as quad_is_two_pairs=False does."""
    rng = random.Random(7)
    compared = Counter()
    for n in range(6_000):
        if n % 2:
            tiles = [x // 4 for x in rng.sample(range(136), 13 + n % 4 // 2)]
        else:  # pair-heavy: seven pairs of a few kinds, then a tile or two replaced
            kinds = rng.sample(range(34), 8)
            tiles = [k for k in rng.sample(kinds, 7) for _ in range(2)]
            for _ in range(rng.choice((0, 1, 2))):
                tiles[rng.randrange(14)] = rng.choice(kinds)
            if n % 4 == 0:
                tiles.pop()
        counts = counts34(tiles)
        if max(counts) > 4:
            continue
        ours = seven_pairs_shanten(counts, quad_is_two_pairs=False)
        assert ours == Shanten.calculate_shanten_for_chiitoitsu_hand(theirs(counts)), tiles
        compared[(ours, 4 in counts)] += 1
    # both ways of scoring a quad were compared, and hands of every kind of distance
    assert compared[(-1, False)] > 100 and compared[(0, False)] > 100, compared
    assert sum(n for (_, quad), n in compared.items() if quad) > 50, compared


def brute_seven_pairs_shanten(counts: list[int], quad_is_two_pairs: bool, drop=()) -> int:
    """Shanten of seven pairs by trying every number of pairs per kind held."""
    held = [k for k, c in enumerate(counts) if c and min(k // 9, 3) not in drop]
    most = 2 if quad_is_two_pairs else 1
    best = 0
    for pairs in product(range(most + 1), repeat=len(held)):
        if sum(pairs) <= 7:  # the other pairs are of kinds not held: they keep nothing
            best = max(best, sum(min(counts[k], 2 * p) for k, p in zip(held, pairs, strict=True)))
    return 14 - best - 1


@st.composite
def few_kind_hands(draw, with_quad: bool = True) -> list[int]:
    kinds = draw(st.lists(st.integers(0, 33), min_size=4, max_size=7, unique=True))
    size = draw(st.sampled_from((13, 14)))
    tiles = [kinds[0]] * 4 if with_quad else []
    tiles += draw(st.lists(st.sampled_from(kinds), min_size=size - len(tiles),
                           max_size=size - len(tiles)))
    counts = counts34(tiles)
    return [min(c, 4) for c in counts]  # a clamped kind just makes a smaller hand


@settings(max_examples=300, deadline=None)
@given(few_kind_hands(), st.sampled_from([(), (0,), (1,), (3,)]))
def test_seven_pairs_with_quads_as_two_pairs_against_brute_force(counts, drop):
    assert seven_pairs_shanten(counts, 0, True, drop) == brute_seven_pairs_shanten(
        counts, True, drop)
    assert seven_pairs_shanten(counts, 0, False, drop) == brute_seven_pairs_shanten(
        counts, False, drop)


def test_a_quad_is_two_of_the_seven_pairs_only_when_asked():
    counts = counts34(parse_hand("11112233445566m").concealed)
    assert seven_pairs_shanten(counts, quad_is_two_pairs=True) == -1
    assert seven_pairs_shanten(counts, quad_is_two_pairs=False) == 1
    assert len(seven_pairs_arrangements(counts, quad_is_two_pairs=True)) == 1
    assert seven_pairs_arrangements(counts, quad_is_two_pairs=False) == []
    pairs = seven_pairs_arrangements(counts)[0].blocks
    assert pairs.count(Block("pair", (0, 0))) == 2 and len(pairs) == 7


# ---- brute force over every complete hand of a small universe ------------------------------

UNIVERSES = {
    "m": tuple(range(9)),
    "mp": tuple(range(18)),
    "m+honours": tuple(range(9)) + tuple(range(27, 34)),
}


def sets_of(universe: tuple[int, ...]) -> list[Block]:
    out = [Block("tri", (k,) * 3) for k in universe]
    out += [Block("seq", (k, k + 1, k + 2)) for k in universe
            if k < 27 and k % 9 <= 6 and k + 2 in universe]
    return out


@cache
def complete_hands(universe: str, slots: int) -> tuple[tuple[tuple[int, ...], tuple], ...]:
    """(counts over the universe, sorted blocks) of every complete hand; kinds may repeat
    beyond four (see the module docstring)."""
    kinds = UNIVERSES[universe]
    index = {k: i for i, k in enumerate(kinds)}
    out = []
    for sets in combinations_with_replacement(sets_of(kinds), slots):
        for pair in kinds:
            blocks = (*sets, Block("pair", (pair, pair)))
            counts = [0] * len(kinds)
            for b in blocks:
                for t in b.tiles:
                    counts[index[t]] += 1
            out.append((tuple(counts), tuple(sorted(blocks))))
    return tuple(out)


def brute_shanten(tiles: list[int], universe: str, slots: int, drop=()) -> int:
    kinds = UNIVERSES[universe]
    held = tuple(tiles.count(k) for k in kinds)
    banned = [i for i, k in enumerate(kinds) if min(k // 9, 3) in drop]
    best = max((sum(map(min, held, c)) for c, _ in complete_hands(universe, slots)
                if not any(c[i] for i in banned)), default=0)
    return 3 * slots + 1 - best


@st.composite
def small_hands(draw) -> tuple[str, int, list[int]]:
    universe = draw(st.sampled_from(sorted(UNIVERSES)))
    slots = draw(st.sampled_from((0, 1, 2, 3) if universe == "m" else (0, 1, 2)))
    size = 3 * slots + draw(st.sampled_from((1, 2)))
    kinds = UNIVERSES[universe]
    if draw(st.booleans()):
        tiles = draw(st.lists(st.sampled_from(kinds), min_size=size, max_size=size))
    else:  # near a complete hand: one of the universe's complete hands, a tile or two off
        c, _ = draw(st.sampled_from(complete_hands(universe, slots)))
        tiles = [k for k, n in zip(kinds, c, strict=True) for _ in range(n)]
        for _ in range(draw(st.integers(0, 2))):
            tiles[draw(st.integers(0, len(tiles) - 1))] = draw(st.sampled_from(kinds))
        if size < len(tiles):
            tiles.pop(draw(st.integers(0, len(tiles) - 1)))
    return universe, slots, [t for t in tiles if tiles.count(t) <= 4] + [
        t for t in set(tiles) if tiles.count(t) > 4 for _ in range(4)]


@settings(max_examples=150, deadline=None)
@given(small_hands())
def test_regular_shanten_against_brute_force(case):
    universe, slots, tiles = case
    if len(tiles) % 3 == 0:  # clamping a kind to four copies broke the size: skip
        return
    assert regular_shanten(counts34(tiles), slots) == brute_shanten(tiles, universe, slots)


@settings(max_examples=100, deadline=None)
@given(small_hands(), st.sampled_from([0, 1, 3]))
def test_dropping_a_suit_against_brute_force(case, drop):
    universe, slots, tiles = case
    if len(tiles) % 3 == 0:
        return
    counts = counts34(tiles)
    expected = brute_shanten(tiles, universe, slots, (drop,))
    assert regular_shanten(counts, slots, drop=(drop,)) == expected
    drops = [(0,), (1,)] if universe == "mp" else [(0,), (3,)]
    assert best_regular_shanten(counts, slots, 0, drops) == min(
        brute_shanten(tiles, universe, slots, d) for d in drops)


def test_dropped_tiles_must_all_go():
    counts = counts34(parse_hand("123m456m789m111m5p").concealed)
    assert sum(counts) == 13
    assert regular_shanten(counts, 4) == 0              # waits on 5p for the pair
    assert regular_shanten(counts, 4, drop=(2,)) == 0   # drop 条: nothing changes
    assert regular_shanten(counts, 4, drop=(1,)) == 1   # drop 筒: 5p must go first
    assert regular_shanten(counts, 4, drop=(0,)) == 12  # drop 万: only 5p may stay
    full = counts34(parse_hand("123m456m789m111m55p").concealed)
    assert sum(full) == 14
    assert regular_shanten(full, 4) == -1 and regular_shanten(full, 4, drop=(1,)) == 1
    assert best_regular_shanten(full, 4, 0, [(0,), (1,), (2,)]) == -1
    assert best_regular_shanten(full, 4, 0, [(0,), (1,)]) == 1


# ---- readings of a complete hand -------------------------------------------------------------

def check_reading(arrangement, counts, slots) -> None:
    assert arrangement.form == "regular"
    assert all(is_valid_set(b) and b.wilds == 0 for b in arrangement.blocks), arrangement
    assert len(arrangement.sets) == slots and arrangement.pair is not None
    used = Counter(t for b in arrangement.blocks for t in b.tiles)
    assert used == Counter({k: n for k, n in enumerate(counts) if n})


@settings(max_examples=400, deadline=None)
@given(small_hands())
def test_readings_are_exactly_the_brute_force_decompositions(case):
    universe, slots, tiles = case
    kinds = UNIVERSES[universe]
    held = tuple(tiles.count(k) for k in kinds)
    expected = {blocks for c, blocks in complete_hands(universe, slots) if c == held}
    found = regular_arrangements(counts34(tiles), slots)
    assert {a.blocks for a in found} == expected
    assert len(found) == len(expected)  # no reading listed twice


@st.composite
def full_hands(draw) -> tuple[int, list[int]]:
    """1-4 slots over all 34 kinds, complete or a tile off complete, at most 4 of a kind."""
    slots = draw(st.integers(1, 4))
    seed = draw(st.integers(0, 2**32))
    rng = random.Random(seed)
    tiles = random_complete(rng, slots)
    if draw(st.booleans()):
        tiles[rng.randrange(len(tiles))] = rng.randrange(34)
    if max(Counter(tiles).values()) > 4:
        tiles = random_complete(rng, slots)
    return slots, tiles


@settings(max_examples=400, deadline=None)
@given(full_hands())
def test_complete_hands_and_only_they_have_readings(case):
    slots, tiles = case
    counts = counts34(tiles)
    found = regular_arrangements(counts, slots)
    assert bool(found) == (regular_shanten(counts, slots) == -1)
    for arrangement in found:
        check_reading(arrangement, counts, slots)


def test_triplets_or_sequences_both_readings_listed():
    counts = counts34(parse_hand("111222333m456s55p").concealed)
    readings = {tuple(b.kind for b in a.sets) for a in regular_arrangements(counts, 4)}
    assert readings == {("seq", "seq", "seq", "seq"), ("seq", "tri", "tri", "tri")}
    counts = counts34(parse_hand("22334455m").concealed)
    pairs = {a.pair.tiles for a in regular_arrangements(counts, 2)}
    assert pairs == {(1, 1), (4, 4)}


def test_nine_gates_reads_every_way():
    # 1112345678999m + any man tile: every completion has at least one reading
    base = parse_hand("1112345678999m").concealed
    for t in range(9):
        counts = counts34(base + (t,))
        found = regular_arrangements(counts, 4)
        assert found, t
        for arrangement in found:
            check_reading(arrangement, counts, 4)
    # + 1m: 111 123 456 789 99 only; + 2m: 111 22 345 678 999 only
    assert len(regular_arrangements(counts34(base + (0,)), 4)) == 1
    assert len(regular_arrangements(counts34(base + (1,)), 4)) == 1


# ---- Sichuan waits against an independent search ---------------------------------------------

SICHUAN = rules("sichuan-xuezhan")


def brute_waits(hand: Hand) -> set[int]:
    """Tiles that make hand + t a complete shape (read by the arrangement search, not by
    shanten) lacking a suit (缺一门)."""
    slots = 4 - len(hand.melds)
    meld_tiles = [t for m in hand.melds for t in m.tiles]
    out = set()
    for t in range(27):
        if not any(u // 9 == t // 9 and abs(u - t) <= 2 for u in hand.closed):
            continue  # every block holding t holds another tile of its suit within 2 of it
        tiles = [*hand.closed, t]
        if len({x // 9 for x in tiles + meld_tiles}) == 3:
            continue
        counts = counts34(tiles)
        if regular_arrangements(counts, slots) or (
                not hand.melds and seven_pairs_arrangements(counts, 0, True)):
            out.add(t)
    return out


def sichuan_hand(rng: random.Random) -> Hand:
    """A 13-tile Sichuan hand: mostly one tile off a win, in one to three suits, some with
    碰/杠 melds, some random."""
    suits = rng.sample(range(3), rng.choice((1, 2, 2, 2, 3)))
    kinds = [9 * s + n for s in suits for n in range(9)]
    style = rng.random()
    if style < 0.15:
        tiles = [x // 4 for x in rng.sample(range(108), 13)]
        return Hand(tuple(sorted(tiles)))
    if style < 0.3:  # seven pairs, one tile off
        while True:
            tiles = [k for k in rng.sample(kinds, 7) for _ in range(2)]
            if rng.random() < 0.3:
                tiles[:2] = [tiles[2]] * 2  # a quad (龙七对)
            tiles.pop(rng.randrange(14))
            if rng.random() < 0.3:
                tiles[rng.randrange(13)] = rng.choice(kinds)
            if max(Counter(tiles).values()) <= 4:
                return Hand(tuple(sorted(tiles)))
    n_melds = rng.choice((0, 0, 1, 2)) if style < 0.8 else rng.choice((1, 2, 3))
    while True:
        melds = []
        for _ in range(n_melds):
            k = rng.choice(kinds)
            melds.append(Meld((k,) * rng.choice((3, 4)), concealed=False))
        closed = random_complete(rng, 4 - n_melds, kinds)
        closed.pop(rng.randrange(len(closed)))
        if rng.random() < 0.3:
            closed[rng.randrange(len(closed))] = rng.choice(kinds)
        every = Counter(closed + [t for m in melds for t in m.tiles])
        if max(every.values()) <= 4:
            return Hand(tuple(sorted(closed)), tuple(melds))


def check_waits(hand: Hand) -> set[int]:
    waits = SICHUAN.waits(hand)
    assert {w.tile for w in waits} == brute_waits(hand), hand
    for w in waits:
        held = hand.all_tiles().count(w.tile)
        assert w.dead == (held == 4) and w.unseen == 4 - held
    return {w.tile for w in waits}


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32))
def test_sichuan_waits_equal_brute_force(seed):
    check_waits(sichuan_hand(random.Random(seed)))


def test_sichuan_waits_equal_brute_force_in_bulk():
    rng = random.Random(108)
    ready = 0
    for _ in range(2_000):
        ready += bool(check_waits(sichuan_hand(rng)))
    assert ready > 600  # the sample is not all hopeless hands


@pytest.mark.parametrize(("text", "waits"), [
    ("1112345678999m", "123456789m"),   # 九莲宝灯: every 万
    ("1133557799m112p", "2p"),          # 七对 only: no sequence fits
    ("1111335577m992p", "2p"),          # 龙七对: the quad is two of the pairs
    ("123m456m789m111p2p", "23p"),      # a 单钓 2p or 11p + 123p
    ("123m456m789m111p1s", ""),         # 1s would pair, but 万筒条 all held: 花猪
    ("1112233m [555p] [666p]", "1234m"),
    ("1112233m [555p] [666s]", ""),     # melds in 筒 and 条: 万 cannot be dropped
])
def test_known_sichuan_waits(text, waits):
    hand = parse_hand(text)
    assert hand.size == 13
    assert check_waits(hand) == set(parse_hand(waits).concealed)


# ---- discard advice against shanten, draw by draw ---------------------------------------------

def check_discards(hand: Hand, seen: list[int]) -> None:
    """Each discard's shanten and 进张 against SICHUAN.shanten on every draw; the discard and
    the seen tiles are not left to draw."""
    options = SICHUAN.discard_advice(hand, seen)
    assert sorted(o.tile for o in options) == sorted(set(hand.closed))
    visible = Counter(hand.all_tiles()) + Counter(seen)
    for option in options:
        after = hand.remove(option.tile)
        s = SICHUAN.shanten(after)
        assert option.shanten == s
        expected = set()
        if s is not None:
            expected = {(t, 4 - visible[t]) for t in range(27)
                        if visible[t] < 4 and SICHUAN.shanten(after.add(t)) < s}
        assert set(option.effective) == expected, (hand, option)


def sichuan_hand14(rng: random.Random) -> tuple[Hand, list[int]]:
    while True:
        hand = sichuan_hand(rng)
        hand = hand.add(rng.choice(hand.closed) if rng.random() < 0.3 else rng.randrange(27))
        held = Counter(hand.all_tiles())
        if max(held.values()) <= 4:
            seen = [t for t in rng.sample(range(27), 3) if held[t] < 4]
            return hand, seen


def test_sichuan_discard_advice_against_shanten():
    rng = random.Random(14)
    for _ in range(80):
        check_discards(*sichuan_hand14(rng))
