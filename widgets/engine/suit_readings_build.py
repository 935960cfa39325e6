"""Builds ``data/suit_readings.bin`` (:mod:`widgets.engine.suit_readings`) from the search
in :func:`widgets.engine.blocks.search_group_readings`: run
``python -m widgets.engine.suit_readings_build`` (a few seconds) after changing it.
"""

from __future__ import annotations

import itertools
import zlib

from .blocks import search_group_readings
from .suit_readings import MAGIC, MAX_TILES, PATH, header
from .suit_tables import key


def build() -> bytes:
    """The file's bytes: every suit count vector with a reading, and its readings."""
    keys, offsets, blob = [], [], bytearray()
    for counts in itertools.product(range(5), repeat=9):  # ascending base-5 numbers
        if sum(counts) > MAX_TILES or sum(counts) % 3 == 1:
            continue
        readings = search_group_readings(counts, 0)
        if not readings:
            continue
        keys.append(key(counts))
        offsets.append(len(blob))
        blob.append(len(readings))
        for blocks, has_pair in readings:
            kinds = [b.kind for b in blocks]
            if kinds != sorted(kinds) or not set(kinds) <= {"pair", "seq", "tri"}:
                raise RuntimeError(f"{counts}: blocks not as the header reads them")
            ends = all(b.tiles[0] in (0, 6) if b.kind == "seq" else b.tiles[0] in (0, 8)
                       for b in blocks)
            blob.append(header(bool(has_pair), kinds.count("seq"), kinds.count("tri"), ends))
            blob += bytes(b.tiles[0] for b in blocks)
    raw = MAGIC + len(keys).to_bytes(4, "little") + b"".join(
        k.to_bytes(4, "little") for k in keys) + b"".join(
        o.to_bytes(4, "little") for o in offsets) + bytes(blob)
    return zlib.compress(raw, 9)


if __name__ == "__main__":
    PATH.parent.mkdir(exist_ok=True)
    data = build()
    PATH.write_bytes(data)
    print(f"wrote {PATH} ({len(data):,} bytes)")
