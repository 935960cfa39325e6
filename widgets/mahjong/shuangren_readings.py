"""A group's readings as the facts 双人's rows read of them (issue 37: the strong level
reads every wait of every ready hand it weighs; :mod:`.shuangren_waits` combines them):
from the shipped suit readings (:mod:`widgets.engine.suit_readings`) for a suit, directly
for the honours, from the search beyond the tables.
"""

from __future__ import annotations

from functools import lru_cache
from operator import mul

from ..engine import suit_readings
from ..engine.blocks import GROUP_BOUNDS, group_readings
from ..engine.suit_readings import POWERS
from .shuangren_fans import outside

# one group's reading as the rows read it: (1 if it holds the pair, its sequences' and its
# triplets' lowest tiles, its pair's tile or None, every block holds a 1, a 9 or an honour)
GroupReading = tuple[int, tuple[int, ...], tuple[int, ...], int | None, bool]


@lru_cache(maxsize=8192)
def group_facts(group: tuple[int, ...], g: int) -> tuple[GroupReading, ...]:
    """:func:`~widgets.engine.blocks.group_readings` of a group, each as the facts the rows
    read of it (:data:`GroupReading`): a pure function of the group's counts, memoised as
    the readings are (hands share groups); :func:`facts_of` it."""
    return facts_of(group, g, sum(map(mul, group, POWERS)))


def facts_of(group: tuple[int, ...], g: int, key: int) -> tuple[GroupReading, ...]:
    """:func:`group_facts`, not memoised, of a group and its number (``key``: its counts
    in base 5, :data:`~widgets.engine.suit_readings.POWERS`, as the suit readings number
    a suit). A suit's from the shipped table's bytes (:mod:`widgets.engine.suit_readings`),
    the honours' directly (no sequences: each kind a triplet or the one pair), the rest
    from the readings' blocks."""
    base = GROUP_BOUNDS[g]
    if max(group) <= 4 and sum(group) <= 14:
        if g == 3:
            return _honour_facts(group, base)
        table = suit_readings.table()
        if table is not None:
            return _suit_facts(table, key, base)
    out = []
    for blocks, has_pair in group_readings(group, g):
        chows = tuple(b.tiles[0] for b in blocks if b.kind == "seq")
        pungs = tuple(b.tiles[0] for b in blocks if b.kind == "tri")
        pair = next((b.tiles[0] for b in blocks if b.kind == "pair"), None)
        ends = all(b.tiles[0] % 9 in (0, 6) if b.kind == "seq" else outside(b.tiles[0])
                   for b in blocks)
        out.append((has_pair, chows, pungs, pair, ends))
    return tuple(out)


def _suit_facts(table: suit_readings.SuitReadings, key: int, base: int
                ) -> tuple[GroupReading, ...]:
    """A suit's readings' facts (``key``: its number) read straight from the shipped bytes
    (as :meth:`~widgets.engine.suit_readings.SuitReadings.readings` reads them: a count,
    then each reading's header and ranks — the pair, the sequences, the triplets)."""
    at = table.readable.get(key, -1)
    if at < 0:
        return ()
    blob = table.blob
    out = []
    for _ in range(blob[at]):
        h = blob[at + 1]
        pair, seqs = h >> 6 & 1, h & 7
        n = pair + (h >> 3 & 7) + seqs
        ranks = blob[at + 2:at + 2 + n]
        tiles = tuple(ranks) if not base else tuple(map(base.__add__, ranks))
        out.append((pair, tiles[pair:pair + seqs], tiles[pair + seqs:],
                    tiles[0] if pair else None, h >= 128))
        at += 1 + n
    return tuple(out)


def _honour_facts(group: tuple[int, ...], base: int) -> tuple[GroupReading, ...]:
    """The honours' one reading (at most four of a kind): each kind held three times a
    triplet, one held twice the pair; none if a kind is held once, four times or twice
    beside another pair."""
    pungs, pair = [], None
    for i, n in enumerate(group):
        if n == 3:
            pungs.append(base + i)
        elif n == 2 and pair is None:
            pair = base + i
        elif n:
            return ()
    return ((pair is not None, (), tuple(pungs), pair, True),)
