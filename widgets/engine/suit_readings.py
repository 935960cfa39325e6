"""Every reading of a suit's tiles as sets and at most one pair, generated once and shipped
as package data (issue 37: the strong level reads every wait of every ready hand it
weighs, and a group of tiles new to the process was searched anew, 10–50 µs a group).

A suit (9 kinds, each 0…4 copies, at most 14 tiles) that reads as sets and at most one
pair at all is one of 21,743 count vectors; the file ``data/suit_readings.bin`` holds their
base-5 numbers (:func:`widgets.engine.suit_tables.key`) sorted, and for each its readings
as :func:`widgets.engine.blocks.group_readings` finds them, in its order: a count of
readings, then each a header byte (:func:`header`: its pair, sequences and triplets
counted, and whether every block holds a 1 or a 9) and its blocks' ranks (0…8) in the
search's order: the pair, the sequences by their lowest rank, the triplets. A vector not
in the file has no reading. Loading is one zlib inflate, two arrays and a dict from each
number to where its readings start (~3 ms); a lookup is the dict's. Regenerate with
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
MAGIC = b"PXSR2"
MAX_TILES = 14
POWERS = tuple(5 ** (8 - i) for i in range(9))  # a count's weight in the base-5 number


def header(pair: bool, sequences: int, triplets: int, ends: bool) -> int:
    """A reading's header byte: bit 7 every block holds a 1 or a 9 (全带幺's test), bit 6
    it has the pair, bits 3–5 its triplets, bits 0–2 its sequences."""
    return ends << 7 | pair << 6 | triplets << 3 | sequences


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
        # "has it a reading, and where?" by a hash, without a search (a dict of the 21,743
        # is smaller than their frozenset, and a lookup a fifth of a binary search's)
        self.readable: dict[int, int] = dict(zip(self.keys, self.offsets, strict=True))

    def has(self, k: int) -> bool:
        """Has the suit of base-5 number ``k`` a reading (as sets and at most one pair)?"""
        return k in self.readable

    def index(self, k: int) -> int:
        """Where the suit of base-5 number ``k`` is in the file, or -1: it has no reading."""
        keys = self.keys
        i = bisect_left(keys, k)
        return i if i < len(keys) and keys[i] == k else -1

    def offset(self, k: int) -> int:
        """Where the readings of the suit of base-5 number ``k`` start in :attr:`blob`, or
        -1: it has none."""
        return self.readable.get(k, -1)

    def readings(self, counts: tuple[int, ...]) -> list[tuple[int, bytes]]:
        """The readings of a suit's 9 counts (each 0…4, at most 14 tiles), each as its
        :func:`header` and its blocks' ranks (the pair, the sequences, the triplets); []
        where it has none."""
        at = self.offset(sum(map(mul, counts, POWERS)))
        if at < 0:
            return []
        blob = self.blob
        out = []
        at += 1
        for _ in range(blob[at - 1]):
            h = blob[at]
            n = (h >> 6 & 1) + (h >> 3 & 7) + (h & 7)
            out.append((h, blob[at + 1:at + 1 + n]))
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
