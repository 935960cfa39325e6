"""十三幺 in 永州麻將: its own shape, its 13-sided wait, shanten with regular hands beside it
(no 七對, R-Y17), cross-checked with the `mahjong` package's kokushi calculation (its honour
order differs: 5z–7z are 白发中 there, see widgets.from_tenhou)."""

from __future__ import annotations

import random
from collections import Counter

from hands import random_complete
from hypothesis import example, given
from hypothesis import strategies as st
from mahjong.shanten import Shanten
from shared import theirs

import widgets
from widgets import from_tenhou
from widgets.engine.notation import Hand, parse_hand
from widgets.engine.shape import counts34, regular_shanten
from widgets.mahjong.yongzhou import orphans_shanten
from widgets.mahjong.yongzhou_fans import ORPHANS

R = widgets.rules("yongzhou")
KOKUSHI_READY = "19m19p19s1234567z"


def test_thirteen_sided_wait_and_single_wait():
    assert R.shanten(KOKUSHI_READY) == 0
    assert sorted(w.tile for w in R.waits(KOKUSHI_READY)) == list(ORPHANS)
    assert [w.tile for w in R.waits("19m19p19s1234566z")] == [33]  # 发 paired: waits on 白
    assert R.is_complete("19m19p19s1234567z +1z")


def test_a_tenhou_paste_is_converted():
    """The package (and tenhou) call 白 5z and 中 7z: ``from_tenhou`` swaps them."""
    assert from_tenhou("19m19p19s1234555z") == "19m19p19s1234777z"
    hand = parse_hand(from_tenhou("19m19p19s1234566z"))  # tenhou: 白 5z, 发 pair, no 中 (7z)
    assert [w.tile for w in R.waits(hand)] == [31]  # it waits on 中: our 5z


def test_discard_advice_keeps_the_orphans():
    best = R.discard_advice("19m19p19s1234567z5m")[0]
    assert best.tile == 4 and best.shanten == 0 and best.effective_count == 13 * 4 - 13


def test_orphans_need_a_closed_hand():
    """十三幺 is fourteen loose tiles: with a meld it cannot be made."""
    assert R.shanten("19m19p19s1234z [555z,1]") >= 1


def compare(counts: list[int], tally: Counter) -> None:
    ours = R.shanten(Hand(tuple(t for t in range(34) for _ in range(counts[t]))))
    package = Shanten.calculate_shanten(theirs(counts), use_chiitoitsu=False, use_kokushi=True)
    if ours != package:  # only a need for a fifth copy may differ: ours counts the shape (a
        # ready hand waiting on a dead tile is ready but dead), the package counts one step more
        # (e.g. 111m 99m 1111z 2222z: ours 1, the package 2)
        assert sum(counts) == 13 and package == ours + 1 and 4 in counts, counts
        assert regular_shanten(counts, 4) == ours
        tally["fifth copy"] += 1
    tally[ours] += 1
    assert orphans_shanten(counts) == Shanten.calculate_shanten_for_kokushi_hand(theirs(counts))


def near_orphans(rng: random.Random, size: int) -> list[int]:
    tiles = list(ORPHANS) + [rng.choice(ORPHANS)]
    for _ in range(rng.choice((0, 1, 2, 3))):
        tiles[rng.randrange(14)] = rng.randrange(34)
    if size == 13:
        tiles.pop(rng.randrange(14))
    return tiles


def test_shanten_agrees_with_the_mahjong_package_kokushi_and_regular():
    rng = random.Random(20261129)
    tally: Counter = Counter()
    for n in range(3000):
        size = 13 + n % 2
        if n % 3 == 0:
            tiles = near_orphans(rng, size)
        elif n % 3 == 1:
            tiles = random_complete(rng, 4)[:size]
        else:
            tiles = [x // 4 for x in rng.sample(range(136), size)]
        counts = counts34(tiles)
        if max(counts) <= 4:
            compare(counts, tally)
    assert tally[-1] > 50 and tally[0] > 100, tally


@given(st.lists(st.sampled_from(ORPHANS), min_size=13, max_size=13))
@example(tiles=[0, 0, 0, 8, 8, 27, 27, 27, 27, 28, 28, 28, 28])  # once: a step from a dead wait
def test_orphan_only_hands(tiles):
    counts = counts34(tiles)
    if max(counts) <= 4:
        compare(counts, Counter())
