"""The shipped suit readings (widgets/engine/suit_readings.py, data/suit_readings.bin) are
the search's (blocks.search_group_readings), and the 双人 waits' group facts read them right
(issue 37: a group new to the process is looked up, not searched)."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st
from shared import counts_of

from widgets.engine import suit_readings
from widgets.engine.blocks import group_readings, search_group_readings
from widgets.mahjong.shuangren_fans import outside
from widgets.mahjong.shuangren_readings import group_facts

suit_counts = counts_of(9)
honour_counts = counts_of(7)


def test_the_file_is_shipped_and_holds_every_readable_suit():
    table = suit_readings.table()
    assert table is not None
    assert len(table.keys) == 21743  # every suit of 0…14 tiles readable as sets and a pair
    assert list(table.keys) == sorted(table.keys)


def test_a_sample_of_the_files_suits_are_the_searchs():
    """2,000 of the file's suits, drawn at random (seeded), read as the search reads them."""
    table = suit_readings.table()
    assert table is not None
    digits = [tuple(int(d) for d in f"{_base5(k):0>9}") for k in random.Random(37).sample(
        list(table.keys), 2000)]
    for counts in digits:
        assert group_readings.__wrapped__(counts, 2) == search_group_readings(counts, 2)


def _base5(k: int) -> str:
    out = ""
    while k:
        k, d = divmod(k, 5)
        out = str(d) + out
    return out


@settings(max_examples=200, deadline=None)
@given(suit_counts, st.sampled_from(range(3)))
def test_a_suits_readings_are_the_searchs(counts, g):
    counts = tuple(counts)
    assert group_readings.__wrapped__(counts, g) == search_group_readings(counts, g)


def _facts_by_search(counts: tuple[int, ...], g: int) -> tuple:
    out = []
    for blocks, has_pair in search_group_readings(counts, g):
        out.append((has_pair, tuple(b.tiles[0] for b in blocks if b.kind == "seq"),
                    tuple(b.tiles[0] for b in blocks if b.kind == "tri"),
                    next((b.tiles[0] for b in blocks if b.kind == "pair"), None),
                    all(b.tiles[0] % 9 in (0, 6) if b.kind == "seq" else outside(b.tiles[0])
                        for b in blocks)))
    return tuple(out)


@settings(max_examples=200, deadline=None)
@given(suit_counts)
def test_a_suits_facts_are_read_from_the_searchs_blocks(counts):
    counts = tuple(counts)
    assert group_facts.__wrapped__(counts, 2) == _facts_by_search(counts, 2)


def test_the_honours_facts_are_the_searchs():
    """Every honour group of up to four of a kind (5^7 less those over 14 tiles)."""
    for counts in itertools.product(range(5), repeat=7):
        if sum(counts) <= 14 and sum(counts) % 3 != 1:
            assert group_facts.__wrapped__(counts, 3) == _facts_by_search(counts, 3), counts


def test_the_shipped_file_is_a_fresh_build():
    """data/suit_readings.bin is what ``python -m widgets.engine.suit_readings_build`` writes
    from the search today (~2 s)."""
    from widgets.engine.suit_readings_build import build
    assert suit_readings.PATH.read_bytes() == build()
