"""Wildcards (赖子) as a budget, checked against substituting every wild by every kind.

The brute force: a hand with ``k`` wilds is complete iff replacing each wild by one of the 34
kinds (every multiset of ``k`` kinds) gives a complete hand without wilds, read by the small
search below (independent of widgets.engine.shape). As in the engine, a wild may stand for a
fifth copy of a kind (``1111m`` + a wild can be 111m + 11m): shape ignores the 4-copy limit,
and so does the brute force, which never caps a count.
"""

import random
from collections import Counter
from functools import cache
from itertools import combinations, combinations_with_replacement, product

from hands import random_complete
from hypothesis import given, settings
from hypothesis import strategies as st
from shared import is_valid_set

from widgets.engine.notation import Hand, parse_hand
from widgets.engine.rules import MahjongRules
from widgets.engine.shape import (
    Block,
    counts34,
    regular_arrangements,
    regular_shanten,
    seven_pairs_arrangements,
    seven_pairs_shanten,
)

# ---- an independent completeness check and the substitution brute force ---------------------


def _sets_only(c: list[int], i: int = 0) -> bool:
    while i < 34 and not c[i]:
        i += 1
    if i == 34:
        return True
    if c[i] >= 3:
        c[i] -= 3
        ok = _sets_only(c, i)
        c[i] += 3
        if ok:
            return True
    if i < 27 and i % 9 <= 6 and c[i + 1] and c[i + 2]:
        for k in (i, i + 1, i + 2):
            c[k] -= 1
        ok = _sets_only(c, i)
        for k in (i, i + 1, i + 2):
            c[k] += 1
        return ok
    return False


def is_complete(counts: list[int]) -> bool:
    """Sets and one pair, no wilds (the number of sets follows from the tile count)."""
    if sum(counts) % 3 != 2:
        return False
    c = list(counts)
    for p in range(34):
        if c[p] >= 2:
            c[p] -= 2
            ok = _sets_only(c)
            c[p] += 2
            if ok:
                return True
    return False


def substitutions(k: int, kinds=range(34)):
    return combinations_with_replacement(kinds, k)


def plus(counts: list[int], tiles) -> list[int]:
    out = list(counts)
    for t in tiles:
        out[t] += 1
    return out


def brute_complete(counts: list[int], wilds: int) -> bool:
    return any(is_complete(plus(counts, s)) for s in substitutions(wilds))


# ---- hands with wilds -------------------------------------------------------------------------


@st.composite
def wild_hands(draw, max_wilds: int = 2, kinds=tuple(range(34)), max_slots: int = 4):
    """(slots, counts of the non-wild tiles, wilds): a complete hand with ``wilds`` of its
    tiles turned wild, sometimes with a tile changed or one fewer tile (a 3n+1 hand)."""
    slots = draw(st.integers(1, max_slots))
    wilds = draw(st.integers(0, max_wilds))
    rng = random.Random(draw(st.integers(0, 2**32)))
    tiles = random_complete(rng, slots, kinds)
    rng.shuffle(tiles)
    tiles = tiles[wilds:]
    if draw(st.booleans()) and tiles:
        tiles[rng.randrange(len(tiles))] = rng.choice(kinds)
    if draw(st.integers(0, 3)) == 0 and tiles:
        tiles.pop()
    return slots, counts34(tiles), wilds


@settings(max_examples=150, deadline=None)
@given(wild_hands())
def test_complete_with_wilds_iff_some_substitution_completes(case):
    slots, counts, wilds = case
    if sum(counts) + wilds != 3 * slots + 2:
        return  # a 3n+1 hand is never complete; other tests use those
    expected = brute_complete(counts, wilds)
    assert (regular_shanten(counts, slots, wilds) == -1) == expected
    assert bool(regular_arrangements(counts, slots, wilds)) == expected


@settings(max_examples=120, deadline=None)
@given(wild_hands())
def test_shanten_with_wilds_is_the_best_substitution(case):
    slots, counts, wilds = case
    best = min(regular_shanten(plus(counts, s), slots) for s in substitutions(wilds))
    assert regular_shanten(counts, slots, wilds) == best


# brute-force shanten (as in test_shape: every complete hand of one suit) for small hands

MAN = tuple(range(9))


@cache
def man_complete_hands(slots: int) -> tuple[tuple[int, ...], ...]:
    sets = [(k,) * 3 for k in MAN] + [(k, k + 1, k + 2) for k in range(7)]
    out = set()
    for chosen in combinations_with_replacement(sets, slots):
        for pair in MAN:
            c = [0] * 9
            for t in [t for s in chosen for t in s] + [pair, pair]:
                c[t] += 1
            out.add(tuple(c))
    return tuple(out)


def brute_shanten_man(counts: list[int], slots: int) -> int:
    held = counts[:9]
    return 3 * slots + 1 - max(sum(map(min, held, c)) for c in man_complete_hands(slots))


@settings(max_examples=100, deadline=None)
@given(wild_hands(max_wilds=2, kinds=MAN, max_slots=2))
def test_small_hands_shanten_with_wilds_against_brute_force(case):
    slots, counts, wilds = case
    brute = min(brute_shanten_man(plus(counts, s), slots) for s in substitutions(wilds, MAN))
    assert regular_shanten(counts, slots, wilds) == brute


# ---- readings with wilds ------------------------------------------------------------------


def wild_positions_fit(blocks, counts: list[int]) -> bool:
    """Some choice of wild positions in each block leaves exactly the hand's real tiles."""
    want = Counter({k: n for k, n in enumerate(counts) if n})
    options = [[tuple(t for j, t in enumerate(b.tiles) if j not in wild)
                for wild in combinations(range(len(b.tiles)), b.wilds)] for b in blocks]
    return any(Counter(t for real in choice for t in real) == want
               for choice in product(*options))


def check_wild_reading(arrangement, counts: list[int], slots: int, wilds: int) -> None:
    concrete = [b for b in arrangement.blocks if not b.kind.startswith("any-")]
    for b in arrangement.blocks:
        if b.kind == "any-set":
            assert (b.tiles, b.wilds) == ((), 3)
        elif b.kind == "any-pair":
            assert (b.tiles, b.wilds) == ((), 2)
        else:  # a concrete block keeps at least one real tile
            assert is_valid_set(b) and 0 <= b.wilds < len(b.tiles), b
    assert sum(b.wilds for b in arrangement.blocks) == wilds
    assert len(arrangement.sets) == slots
    assert sum(b.kind in ("pair", "any-pair") for b in arrangement.blocks) == 1
    assert wild_positions_fit(concrete, counts), arrangement


@settings(max_examples=200, deadline=None)
@given(wild_hands(max_wilds=4))
def test_every_reading_with_wilds_substitutes_consistently(case):
    slots, counts, wilds = case
    found = regular_arrangements(counts, slots, wilds)
    assert bool(found) == (regular_shanten(counts, slots, wilds) == -1)
    for arrangement in found:
        check_wild_reading(arrangement, counts, slots, wilds)
    if wilds < 3:
        assert not any(b.kind == "any-set" for a in found for b in a.blocks)
    if wilds < 2:
        assert not any(b.kind == "any-pair" for a in found for b in a.blocks)


@settings(max_examples=100, deadline=None)
@given(wild_hands(max_wilds=2))
def test_every_substituted_reading_is_listed(case):
    """Each reading of each completing substitution appears, its all-wild blocks as any-*."""
    slots, counts, wilds = case
    if sum(counts) + wilds != 3 * slots + 2:
        return
    listed = [Counter((b.kind, b.tiles) for b in a.blocks) for a in
              regular_arrangements(counts, slots, wilds)]
    for s in substitutions(wilds):
        if not is_complete(plus(counts, s)):
            continue
        for reading in regular_arrangements(plus(counts, s), slots):
            blocks = Counter((b.kind, b.tiles) for b in reading.blocks)
            assert any(_covers(blocks, arr) for arr in listed), (reading, s)


def _covers(reading: Counter, arrangement: Counter) -> bool:
    """The arrangement's concrete blocks are the reading's, the rest any-set/any-pair."""
    concrete = Counter({k: n for k, n in arrangement.items() if not k[0].startswith("any-")})
    rest = reading - concrete
    if concrete - reading:
        return False
    sets = sum(n for (kind, _), n in rest.items() if kind != "pair")
    pairs = sum(n for (kind, _), n in rest.items() if kind == "pair")
    return (sets, pairs) == (arrangement[("any-set", ())], arrangement[("any-pair", ())])


def test_a_wild_can_be_a_fifth_copy():
    counts = counts34(parse_hand("1111m234p567p789s").concealed)
    assert regular_shanten(counts, 4, 1) == -1
    assert brute_complete(counts, 1)
    found = regular_arrangements(counts, 4, 1)
    # 111m + a wild-paired 1m, or 11m + a wild-filled 111m: the wild is a fifth 1m either way
    assert {b for a in found for b in a.blocks if b.wilds} == {
        Block("pair", (0, 0), 1), Block("tri", (0, 0, 0), 1)}


def test_wild_only_blocks():
    counts = counts34(parse_hand("123m456p789s").concealed)
    found = regular_arrangements(counts, 4, 5)
    sets = (Block("seq", (0, 1, 2)), Block("seq", (12, 13, 14)), Block("seq", (24, 25, 26)))
    plain = tuple(sorted(sets + (Block("any-set", (), 3), Block("any-pair", (), 2))))
    assert plain in [a.blocks for a in found]
    for arrangement in found:  # the others put wilds into the sets: 1234m + …
        check_wild_reading(arrangement, counts, 4, 5)
    assert regular_arrangements(counts34([]), 0, 2)[0].blocks == (Block("any-pair", (), 2),)


# ---- seven pairs with wilds -------------------------------------------------------------------


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(0, 33), min_size=10, max_size=14), st.integers(0, 2),
       st.booleans())
def test_seven_pairs_with_wilds_is_the_best_substitution(tiles, wilds, quads):
    tiles = tiles[: 14 - wilds]
    counts = counts34(tiles)
    if max(counts) > 4:
        return
    best = min(seven_pairs_shanten(plus(counts, s), 0, quads) for s in substitutions(wilds))
    assert seven_pairs_shanten(counts, wilds, quads) == best
    if len(tiles) + wilds == 14:
        assert bool(seven_pairs_arrangements(counts, wilds, quads)) == (best == -1)


# ---- a variant with a wild kind -------------------------------------------------------------


class RedWild(MahjongRules):
    """A synthetic variant (never registered): every 中 (5z) is wild."""

    id = "test-red-wild"
    zh = "红中百搭"
    en = "Red dragon wild (test)"

    def wild_kinds(self, situation=None):
        return frozenset({31})


class RedWildPairs(RedWild):
    """The same with seven pairs, four alike being two of them."""

    id = "test-red-wild-pairs"
    seven_pairs = True


class Plain(MahjongRules):
    id = "test-plain"


def is_seven_pairs(counts: list[int]) -> bool:
    """Seven pairs, four alike being two (as RedWildPairs counts them)."""
    return sum(counts) == 14 and all(c % 2 == 0 for c in counts)


def split(hand) -> tuple[list[int], int]:
    return counts34(t for t in hand.closed if t != 31), hand.closed.count(31)


def test_a_variant_honours_its_wild_kinds():
    red, plain = RedWild(), Plain()
    hand = parse_hand("12567m456p789s11s5z")  # 中 stands for 3m
    assert hand.size == 14
    assert red.is_complete(hand) and red.shanten(hand) == -1
    assert not plain.is_complete(hand) and plain.shanten(hand) == 0
    counts, wilds = split(hand)
    assert red.arrangements(hand)
    for arrangement in red.arrangements(hand):
        check_wild_reading(arrangement, counts, 4, wilds)
    waiting = parse_hand("12567m456p789s11s")
    assert {w.tile for w in red.waits(waiting)} == {2, 31}          # 3m, or a 中 for it
    assert {w.tile for w in plain.waits(waiting)} == {2}
    assert red.shanten(parse_hand("5z5z5z5z 123m456p789s1s")) == -1  # four 中: any set + pair


@settings(max_examples=80, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 3), st.sampled_from([RedWild, RedWildPairs]))
def test_variant_waits_and_shanten_against_substitution(seed, n_wild, variant):
    """13 tiles, ``n_wild`` of them 中; the waits are checked by substitution for up to one
    中 in hand (two once the wait is a 中), the shanten for up to three."""
    rng = random.Random(seed)
    red = variant()
    no_red = tuple(k for k in range(34) if k != 31)
    if red.seven_pairs and rng.random() < 0.5:
        tiles = [k for k in rng.sample(no_red, 6) for _ in range(2)] + [rng.choice(no_red)] * 2
    else:
        tiles = random_complete(rng, 4, no_red)
    rng.shuffle(tiles)
    tiles = tiles[:13 - n_wild] + [31] * n_wild
    if rng.random() < 0.5:
        tiles[rng.randrange(13 - n_wild)] = rng.choice(no_red)
    hand = Hand(tuple(sorted(tiles)))
    counts, wilds = split(hand)
    assert wilds == n_wild and sum(counts) == 13 - n_wild
    shanten = regular_shanten(counts, 4, wilds)
    if red.seven_pairs:
        shanten = min(shanten, seven_pairs_shanten(counts, wilds, True))
    assert red.shanten(hand) == shanten
    if wilds > 1:
        return

    def wins(t: int) -> bool:
        held, w = plus(counts, [] if t == 31 else [t]), wilds + (t == 31)
        return any(is_complete(plus(held, s)) or (red.seven_pairs and is_seven_pairs(
            plus(held, s))) for s in substitutions(w))

    expected = {t for t in range(34) if wins(t)}
    assert {w.tile for w in red.waits(hand)} == expected
    for t in range(34):
        assert red.is_complete(hand.with_winning(t)) == (t in expected)
