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
``python -m widgets.engine.suit_table_build`` (about a minute) after changing the search in
shape.py; ``tests/test_suit_tables.py`` checks the file against the search.
"""

from __future__ import annotations

import zlib
from pathlib import Path

PATH = Path(__file__).with_name("data") / "suit_tables.bin"
MAX_TILES = 14
NONE = 0xFF
MAGIC = b"PXST3"


def key(counts: tuple[int, ...]) -> int:
    """The base-5 number of a count vector (each count 0…4), first kind most significant."""
    return int("".join(map(str, counts)), 5)


def load() -> tuple[bytes, bytes, list[tuple[int, ...]], bytes]:
    """(suit index by :func:`key` of 9 counts, honour index by :func:`key` of 7 counts, the
    distinct tables, their merged pairs), read from the package data: one inflate, no
    object per vector. Pair (i, j)'s merged table is ``merged[10 * (i * len(tables) + j):]``
    (ten entries, as a table)."""
    raw = zlib.decompress(PATH.read_bytes())
    if not raw.startswith(MAGIC):
        raise RuntimeError(f"{PATH} is not a suit table file")
    n = raw[len(MAGIC)]
    at = len(MAGIC) + 1
    flat = raw[at:at + 10 * n]
    tables = [tuple(flat[10 * i:10 * i + 10]) for i in range(n)]
    at += 10 * n
    suits, honours = raw[at:at + 5 ** 9], raw[at + 5 ** 9:at + 5 ** 9 + 5 ** 7]
    return suits, honours, tables, raw[at + 5 ** 9 + 5 ** 7:]
