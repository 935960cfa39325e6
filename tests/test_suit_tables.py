"""The complete per-suit tables (widgets/engine/suit_tables.py, shipped as package data)
agree with the search that generated them, and the fast shanten paths with the slow ones."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from shared import counts_of

from widgets.engine import shape, suit_tables

suit_counts = counts_of(9)
honour_counts = counts_of(7)


def test_the_file_is_shipped_and_loaded():
    assert suit_tables.PATH.exists()
    assert len(shape.SUIT_INDEX) == 5 ** 9 and len(shape.HONOUR_INDEX) == 5 ** 7
    assert shape.TABLES[0] == (0,) * 10


@settings(max_examples=400, deadline=None)
@given(suit_counts)
def test_a_suit_table_is_what_the_search_finds(counts):
    assert shape.suit_table(tuple(counts), False) == shape.search_suit_table(tuple(counts), False)


@settings(max_examples=200, deadline=None)
@given(honour_counts)
def test_an_honour_table_is_what_the_search_finds(counts):
    assert shape.suit_table(tuple(counts), True) == shape.search_suit_table(tuple(counts), True)


@settings(max_examples=100, deadline=None)
@given(suit_counts)
def test_a_suit_as_triplets_only_is_searched_alike(counts):
    # Wuhan asks a 9-kind group's table with honours=True (triplets only)
    assert shape.suit_table(tuple(counts), True) == shape.search_suit_table(tuple(counts), True)


def test_the_shipped_merges_are_the_merges_of_the_tables():
    n = len(shape.TABLES)
    rng = random.Random(3)
    for _ in range(500):
        i, j = rng.randrange(n), rng.randrange(n)
        at = 10 * (i * n + j)
        assert tuple(shape.MERGED[at:at + 10]) == shape.merge_slot_tables(shape.TABLES[i],
                                                                shape.TABLES[j], 4)


def test_every_suit_read_as_honours_is_the_shipped_merge_of_its_kinds():
    # 碰碰胡 reads a 9-kind suit as honours: seven kinds and the rest merged from the shipped
    # honour index, not a table built at first use (issue 26); every multiset of counts
    # (at most 14 tiles) in 8 or 9 kinds, and the 9-kind vectors that hold them
    def multisets(prefix, top, left):
        yield prefix
        if len(prefix) < 9:
            for c in range(min(top, left), 0, -1):
                yield from multisets(prefix + (c,), c, left - c)
    asked = 0
    for kinds in multisets((), 4, suit_tables.MAX_TILES):
        if len(kinds) > 7:
            counts = kinds + (0,) * (9 - len(kinds))
            assert shape.honours_as_data(counts) == shape.search_suit_table(counts, True)
            assert shape.suit_table(counts[::-1], True) == shape.search_suit_table(counts, True)
            asked += 1
    assert asked > 20


def test_beyond_the_table_it_searches():
    many = (4, 4, 4, 4, 0, 0, 0, 0, 0)  # 16 tiles: not in the file
    assert shape.SUIT_INDEX[suit_tables.key(many)] == suit_tables.NONE
    assert shape.suit_table(many, False) == shape.search_suit_table(many, False)


@settings(max_examples=300, deadline=None)
@given(counts_of(34), st.integers(1, 4), st.sampled_from([(), (0,), (1,), (2,), (3,), (0, 3)]))
def test_the_fast_shanten_is_the_merge_of_the_group_tables(counts, slots, drop):
    slow = shape.used_from_tables(shape.group_tables(counts), slots, drop)
    assert shape.regular_used(counts, slots, drop) == slow
    drops = [drop, ()]
    assert shape.best_regular_shanten(counts, slots, 0, drops) == max(
        -1, 3 * slots + 1 - max(shape.used_from_tables(shape.group_tables(counts), slots, d)
                                for d in drops))


def test_seven_pairs_fast_path_matches_the_per_group_count():
    rng = random.Random(7)
    for _ in range(2000):
        counts = shape.counts34(x // 4 for x in rng.sample(range(136), 14))
        for quads in (False, True):
            for wilds in (0, 1, 2):
                fast = shape.best_seven_pairs_shanten(counts, wilds, quads, ((),))
                slow = shape.best_seven_pairs_shanten(counts, wilds, quads, ((), (), ()))
                assert fast == slow


def test_the_builder_packs_the_shipped_tables_into_the_shipped_file():
    """The builder (its own module, so the loader needs nothing from shape.py) writes the very
    file that ships, from the tables in it (the minute-long search left out)."""
    from widgets.engine import suit_table_build
    suits, honours, tables, _ = suit_tables.load()
    assert suit_table_build.pack(suits, honours, tables) == suit_tables.PATH.read_bytes()
