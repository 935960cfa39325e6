"""Blocks and readings of a complete hand (:class:`Block`, :class:`Arrangement`), and the
readings of a hand without wildcards made group by group (issue 37: scoring every wait of a
ready hand): a suit's readings depend on its counts alone, so they are memoised and shared
between hands; :func:`widgets.engine.shape.regular_arrangements` uses them, and its search
over the whole hand (kept for wildcards) is what they are checked against.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import NamedTuple

from . import suit_readings

GROUP_BOUNDS = (0, 9, 18, 27, 34)  # the groups m, p, s and the honours, as kind ranges


class Block(NamedTuple):
    """One part of a decomposition: kind 'seq', 'tri' or 'pair'; ``tiles`` as used (a wild
    stands as the tile it replaces); ``wilds`` how many of them are wildcards. A block of
    wildcards only has kind 'any-set' or 'any-pair' and no tiles: it can be anything."""

    kind: str
    tiles: tuple[int, ...]
    wilds: int = 0


class Arrangement(NamedTuple):
    """A complete hand read one way: its form ('regular', 'seven-pairs', …) and blocks."""

    form: str
    blocks: tuple[Block, ...]

    @property
    def pair(self) -> Block | None:
        pairs = [b for b in self.blocks if b.kind in ("pair", "any-pair")]
        return pairs[0] if self.form == "regular" and pairs else None

    @property
    def sets(self) -> tuple[Block, ...]:
        return tuple(b for b in self.blocks if b.kind not in ("pair", "any-pair"))


def plain_arrangements(counts: Sequence[int], slots: int) -> list[Arrangement]:
    """Every way to read ``counts`` (34 kinds, no wildcards) as ``slots`` sets and one pair,
    sorted, as the search over the whole hand finds them: one memoised reading per group
    (:func:`group_readings`), one pair among them all."""
    if sum(counts) != 3 * slots + 2:
        return []
    choices = []
    for g in range(4):
        group = tuple(counts[GROUP_BOUNDS[g]:GROUP_BOUNDS[g + 1]])
        if any(group):
            readings = group_readings(group, g)
            if not readings:
                return []
            choices.append(readings)
    partial: list[tuple[tuple[Block, ...], int]] = [((), 0)]
    for readings in choices:  # one reading per group, one pair among them all
        partial = [(done + blocks, n + has_pair) for done, n in partial
                   for blocks, has_pair in readings if n + has_pair <= 1]
        if not partial:
            return []
    return [Arrangement("regular", b) for b in sorted(
        tuple(sorted(blocks)) for blocks, n in partial if n == 1)]


Readings = tuple[tuple[tuple[Block, ...], int], ...]


@lru_cache(maxsize=8192)
def group_readings(group: tuple[int, ...], g: int) -> Readings:
    """Every reading of one group's tiles (group ``g``: 0 m, 1 p, 2 s, 3 honours) as sets
    and at most one pair: (blocks, 1 if a pair is among them). A pure function of the
    group's counts, memoised: hands share groups. A suit's are read from the shipped
    table (:mod:`.suit_readings`), in the search's order; the rest are searched."""
    table = suit_readings.table() if g < 3 and sum(group) <= 14 and max(group) <= 4 else None
    if table is None:
        return search_group_readings(group, g)
    base = GROUP_BOUNDS[g]
    out = []
    for h, ranks in table.readings(group):
        pair, seqs = h >> 6 & 1, h & 7
        tiles = [base + r for r in ranks]
        blocks = [Block("pair", (t, t)) for t in tiles[:pair]]
        blocks += [Block("seq", (t, t + 1, t + 2)) for t in tiles[pair:pair + seqs]]
        blocks += [Block("tri", (t, t, t)) for t in tiles[pair + seqs:]]
        out.append((tuple(blocks), pair))
    return tuple(out)


def search_group_readings(group: tuple[int, ...], g: int) -> Readings:
    """:func:`group_readings` by a search (any counts; not memoised)."""
    base, honours = GROUP_BOUNDS[g], g == 3
    c = list(group)
    out: set[tuple[tuple[Block, ...], int]] = set()

    def rec(i: int, pair: int, blocks: tuple[Block, ...]) -> None:
        while i < len(c) and not c[i]:
            i += 1
        if i == len(c):
            out.add((tuple(sorted(blocks)), pair))
            return
        t = base + i
        if not pair and c[i] >= 2:
            c[i] -= 2
            rec(i, 1, blocks + (Block("pair", (t, t)),))
            c[i] += 2
        if c[i] >= 3:
            c[i] -= 3
            rec(i, pair, blocks + (Block("tri", (t, t, t)),))
            c[i] += 3
        if not honours and i + 2 < len(c) and c[i + 1] and c[i + 2]:
            for k in (i, i + 1, i + 2):
                c[k] -= 1
            rec(i, pair, blocks + (Block("seq", (t, t + 1, t + 2)),))
            for k in (i, i + 1, i + 2):
                c[k] += 1

    rec(0, 0, ())
    return tuple(sorted(out))
