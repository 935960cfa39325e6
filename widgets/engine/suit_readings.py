"""Every reading of a suit's tiles as sets and at most one pair, generated once and shipped
as package data (issue 37: the strong level reads every wait of every ready hand it
weighs, and a group of tiles new to the process was searched anew, 10–50 µs a group).

A suit (9 kinds, each 0…4 copies, at most 14 tiles) that reads as sets and at most one
pair at all is one of 21,743 count vectors; the file ``data/suit_readings.bin`` holds their
base-5 numbers (:func:`widgets.engine.suit_tables.key`) sorted, and for each its readings
as :func:`widgets.engine.blocks.group_readings` finds them, in its order: a count of
readings, then each a count of blocks and each block as one byte (``9 * kind + rank``:
kind 0 a sequence by its lowest rank, 1 a triplet, 2 the pair; rank 0…8). A vector not in
the file has no reading. Loading is one zlib inflate and two arrays (no Python object per
vector); a lookup is a binary search. Regenerate with
``python -m widgets.engine.suit_readings_build`` (a few seconds) after changing
``group_readings``; ``tests/test_suit_readings.py`` checks the file against it.
"""

from __future__ import annotations

import sys
import zlib
from array import array
from bisect import bisect_left
from operator import mul
from pathlib import Path

PATH = Path(__file__).with_name("data") / "suit_readings.bin"
MAGIC = b"PXSR1"
MAX_TILES = 14
SEQ, TRI, PAIR = 0, 1, 2  # a block's kind: 9 * kind + rank
POWERS = tuple(5 ** (8 - i) for i in range(9))  # a count's weight in the base-5 number


def _array(raw: bytes) -> array:
    out = array("I")
    if out.itemsize != 4:  # "I" is four bytes wherever CPython and Pyodide run; else "L"
        out = array("L")
    out.frombytes(raw)
    if sys.byteorder == "big":  # the file is little-endian
        out.byteswap()
    return out


class SuitReadings:
    """The file's readings: :meth:`readings` of a suit's counts."""

    def __init__(self, raw: bytes):
        if not raw.startswith(MAGIC):
            raise RuntimeError(f"{PATH} is not a suit readings file")
        at = len(MAGIC)
        n = int.from_bytes(raw[at:at + 4], "little")
        at += 4
        self.keys = _array(raw[at:at + 4 * n])  # sorted base-5 numbers
        self.offsets = _array(raw[at + 4 * n:at + 8 * n])  # where each one's readings start
        self.blob = raw[at + 8 * n:]

    def readings(self, counts: tuple[int, ...]) -> list[bytes]:
        """The readings of a suit's 9 counts (each 0…4, at most 14 tiles), each as its
        blocks' bytes; [] where it has none."""
        k = sum(map(mul, counts, POWERS))
        keys = self.keys
        i = bisect_left(keys, k)
        if i == len(keys) or keys[i] != k:
            return []
        blob, at = self.blob, self.offsets[i]
        out = []
        for _ in range(blob[at]):
            n = blob[at + 1]
            out.append(blob[at + 2:at + 2 + n])
            at += 1 + n
        return out


_LOADED: list[SuitReadings | None] = []


def table() -> SuitReadings | None:
    """The shipped readings, loaded on the first ask (None if the file is missing, e.g.
    while building it: the caller searches)."""
    if not _LOADED:
        try:
            _LOADED.append(SuitReadings(zlib.decompress(PATH.read_bytes())))
        except (OSError, RuntimeError, zlib.error):
            _LOADED.append(None)
    return _LOADED[0]
