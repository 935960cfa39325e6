"""Builds ``data/suit_tables.bin`` (:mod:`widgets.engine.suit_tables`) from the search in
:mod:`widgets.engine.shape`: run ``python -m widgets.engine.suit_table_build`` (about a minute)
after changing the search. Apart from the loader, so the loader needs nothing from shape.py,
which reads the tables it writes.
"""

from __future__ import annotations

import itertools
import zlib

from .shape import merge_slot_tables, search_suit_table
from .suit_tables import MAGIC, MAX_TILES, NONE, PATH, key


def build() -> bytes:
    """The file's bytes, from the search in shape.py (about a minute: run once)."""
    distinct: dict[tuple[int, ...], int] = {(0,) * 10: 0}
    indexes = []
    for n, honours in ((9, False), (7, True)):
        index = bytearray([NONE]) * 5 ** n
        for counts in itertools.product(range(5), repeat=n):  # first kind most significant
            if sum(counts) <= MAX_TILES:
                table = search_suit_table(counts, honours)
                index[key(counts)] = distinct.setdefault(table, len(distinct))
        indexes.append(bytes(index))
    return pack(indexes[0], indexes[1], list(distinct))


def pack(suits: bytes, honours: bytes, tables: list[tuple[int, ...]]) -> bytes:
    """The file's bytes from the two indexes and the distinct tables (merges added)."""
    if len(tables) >= NONE:
        raise RuntimeError(f"{len(tables)} distinct tables: more than one byte indexes")
    flat = bytes(v for table in tables for v in table)
    merged = bytes(v for a in tables for b in tables for v in merge_slot_tables(a, b, 4))
    return zlib.compress(MAGIC + bytes([len(tables)]) + flat + suits + honours + merged, 9)


if __name__ == "__main__":
    PATH.parent.mkdir(exist_ok=True)
    data = build()
    PATH.write_bytes(data)
    print(f"wrote {PATH} ({len(data):,} bytes)")
