"""The complete per-suit slot table, generated once and shipped as package data.

Every suit (9 kinds, each 0…4 copies, at most 14 tiles: 405,350 count vectors) has a slot
table (see :func:`widgets.engine.shape.suit_table`). They are few in kind (114 distinct
tables for suits and honours together): the file ``data/suit_tables.bin`` holds the
distinct tables once and, for every count vector read as a base-5 number (the first kind
the most significant digit), the index of its table in one byte — 0xFF for vectors beyond
14 tiles, which fall back to the search; the same for the honours' 7 kinds. Table 0 is the
empty group's (all zeros). The max-plus merge of every two tables follows (ten bytes a
pair), so a whole hand's shanten is two reads of it and a five-step max, with nothing
memoised. Loading is one zlib inflate of 86 kB (a few ms; no Python object per vector, so
nothing for the cyclic collector to walk). Regenerate with
``python -m widgets.engine.suit_tables`` (about a minute) after changing the search in
shape.py; ``tests/test_suit_tables.py`` checks the file against the search.
"""

from __future__ import annotations

import itertools
import zlib
from pathlib import Path

PATH = Path(__file__).with_name("data") / "suit_tables.bin"
MAX_TILES = 14
NONE = 0xFF
_MAGIC = b"PXST3"


def key(counts: tuple[int, ...]) -> int:
    """The base-5 number of a count vector (each count 0…4), first kind most significant."""
    return int("".join(map(str, counts)), 5)


def load() -> tuple[bytes, bytes, list[tuple[int, ...]], bytes]:
    """(suit index by :func:`key` of 9 counts, honour index by :func:`key` of 7 counts, the
    distinct tables, their merged pairs), read from the package data: one inflate, no
    object per vector. Pair (i, j)'s merged table is ``merged[10 * (i * len(tables) + j):]``
    (ten entries, as a table)."""
    raw = zlib.decompress(PATH.read_bytes())
    if not raw.startswith(_MAGIC):
        raise RuntimeError(f"{PATH} is not a suit table file")
    n = raw[len(_MAGIC)]
    at = len(_MAGIC) + 1
    flat = raw[at:at + 10 * n]
    tables = [tuple(flat[10 * i:10 * i + 10]) for i in range(n)]
    at += 10 * n
    suits, honours = raw[at:at + 5 ** 9], raw[at + 5 ** 9:at + 5 ** 9 + 5 ** 7]
    return suits, honours, tables, raw[at + 5 ** 9 + 5 ** 7:]


def build() -> bytes:
    """The file's bytes, from the search in shape.py (about a minute: run once)."""
    from .shape import search_suit_table
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
    from .shape import _merge
    if len(tables) >= NONE:
        raise RuntimeError(f"{len(tables)} distinct tables: more than one byte indexes")
    flat = bytes(v for table in tables for v in table)
    merged = bytes(v for a in tables for b in tables for v in _merge(a, b, 4))
    return zlib.compress(_MAGIC + bytes([len(tables)]) + flat + suits + honours + merged, 9)


if __name__ == "__main__":
    PATH.parent.mkdir(exist_ok=True)
    data = build()
    PATH.write_bytes(data)
    print(f"wrote {PATH} ({len(data):,} bytes)")
