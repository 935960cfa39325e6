"""Hand shapes: shanten by per-suit tables, and every decomposition of a complete hand.

Shanten counts the draw-and-discard exchanges that reach a ready hand. We count the most
tiles of the hand that a complete hand could keep ("used"), choosing per suit from a
memoised table of (sets, partial sets, pair) options; then

    shanten = 3 * slots + 1 - used - wilds

where ``slots`` is the number of sets still to make (4 minus declared melds). A wildcard
fills any missing place, so wilds are a budget, never 34**k substitutions. Tiles of a
suit the rules make us drop (缺一门) are simply not counted as used: each must be exchanged.

>>> from widgets.engine.notation import parse_hand
>>> regular_shanten(counts34(parse_hand("123m456p789s1122z").closed), slots=4)
0
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from typing import NamedTuple

from .tiles import N_PLAYING

SUIT_SLICES = ((0, 9), (9, 18), (18, 27))
HONOUR_SLICE = (27, 34)


def counts34(tiles: Iterable[int]) -> list[int]:
    """Count vector over the 34 set-forming kinds (flowers ignored)."""
    counts = [0] * N_PLAYING
    for t in tiles:
        if t < N_PLAYING:
            counts[t] += 1
    return counts


def _pareto(options: Iterable[tuple[int, int, int]]) -> tuple[tuple[int, int, int], ...]:
    """Drop (sets, partials, pair) options that another option beats in every field."""
    opts = set(options)
    keep = [o for o in opts if not any(p != o and p[0] >= o[0] and p[1] >= o[1] and p[2] >= o[2]
                                       for p in opts)]
    return tuple(sorted(keep))


@cache
def suit_options(counts: tuple[int, ...], honours: bool) -> tuple[tuple[int, int, int], ...]:
    """Best (sets, partial sets, pair 0/1) choices for one suit's counts.

    A partial set is two tiles one draw from a set (34, 35, 55); honours make no sequences.

    >>> suit_options((1, 1, 1, 0, 0, 0, 0, 1, 1), False)
    ((0, 2, 0), (1, 1, 0))
    """
    i = next((k for k, c in enumerate(counts) if c), None)
    if i is None:
        return ((0, 0, 0),)
    c = list(counts)
    found: list[tuple[int, int, int]] = []

    def branch(take: Sequence[int], gain: tuple[int, int, int]) -> None:
        for k in take:
            c[k] -= 1
        for m, t, p in suit_options(tuple(c), honours):
            if p + gain[2] <= 1:
                found.append((m + gain[0], t + gain[1], p + gain[2]))
        for k in take:
            c[k] += 1

    n = len(counts)
    branch((i,), (0, 0, 0))  # i left over
    if c[i] >= 3:
        branch((i, i, i), (1, 0, 0))
    if c[i] >= 2:
        branch((i, i), (0, 1, 0))
        branch((i, i), (0, 0, 1))
    if not honours:
        if i + 2 < n and c[i + 1] and c[i + 2]:
            branch((i, i + 1, i + 2), (1, 0, 0))
        if i + 1 < n and c[i + 1]:
            branch((i, i + 1), (0, 1, 0))
        if i + 2 < n and c[i + 2]:
            branch((i, i + 2), (0, 1, 0))
    return _pareto(found)


_BOUNDS = (0, 9, 18, 27, 34)


def group_tables(counts: Sequence[int]) -> list[tuple[int, ...] | None]:
    """The slot table of each suit group (m, p, s, honours); None for an empty group."""
    out: list[tuple[int, ...] | None] = []
    for g in range(4):
        group = tuple(counts[_BOUNDS[g]:_BOUNDS[g + 1]])
        out.append(suit_table(group, g == 3) if any(group) else None)
    return out


@cache
def suit_table(counts: tuple[int, ...], honours: bool) -> tuple[int, ...]:
    """Most tiles of this suit kept in ``k`` set slots and ``p`` pair slots, flat:
    ``table[2 * k + p]`` for k = 0…4, p = 0/1.

    A slot holds a set (3 tiles), a partial set (2) or a lone seed tile (1). Suits never
    share a block, so a whole hand's best is a max-plus sum of these tables over the slots.
    """
    total = sum(counts)
    options = suit_options(counts, honours)
    table = []
    for k in range(5):
        for p in (0, 1):
            best = 0
            for m, t, pair in options:
                pair = pair and p  # without a pair slot the pair's tiles are spare
                sets = min(m, k)
                partials = min(t, k - sets)
                blocks = 3 * sets + 2 * partials + 2 * pair
                empty = (k - sets - partials) + (p - pair)
                best = max(best, blocks + min(total - blocks, empty))
            table.append(best)
    return tuple(table)


def _merge(a: Sequence[int], b: Sequence[int], slots: int) -> list[int]:
    """Max-plus sum of two slot tables (flat, as :func:`suit_table`), up to ``slots``."""
    out = []
    for k in range(slots + 1):
        no_pair = with_pair = 0
        for i in range(k + 1):
            j = 2 * (k - i)
            a0, a1, b0, b1 = a[2 * i], a[2 * i + 1], b[j], b[j + 1]
            if a0 + b0 > no_pair:
                no_pair = a0 + b0
            if a1 + b0 > with_pair:
                with_pair = a1 + b0
            if a0 + b1 > with_pair:
                with_pair = a0 + b1
        out += (no_pair, with_pair)
    return out


def regular_used(counts: Sequence[int], slots: int, drop: Iterable[int] = ()) -> int:
    """Most tiles a complete ``slots``-sets-and-a-pair hand can keep from ``counts``.

    ``drop`` names suit groups (0 m, 1 p, 2 s, 3 honours) whose tiles may not be kept.
    """
    return used_from_tables(group_tables(counts), slots, drop)


def used_from_tables(tables: Sequence[tuple[int, ...] | None], slots: int,
                     drop: Iterable[int] = ()) -> int:
    acc: Sequence[int] | None = None
    for g, table in enumerate(tables):
        if table is not None and g not in drop:
            acc = table if acc is None else _merge(acc, table, slots)
    return acc[2 * slots + 1] if acc is not None else 0


def regular_shanten(counts: Sequence[int], slots: int, wilds: int = 0,
                    drop: Iterable[int] = ()) -> int:
    """Shanten of the standard form (``slots`` sets and a pair); -1 means complete."""
    return max(-1, 3 * slots + 1 - regular_used(counts, slots, drop) - wilds)


def best_regular_shanten(counts: Sequence[int], slots: int, wilds: int,
                         drops: Sequence[tuple[int, ...]]) -> int:
    """The least regular shanten over several choices of suits to drop (缺一门)."""
    tables = group_tables(counts)
    used = max(used_from_tables(tables, slots, d) for d in drops)
    return max(-1, 3 * slots + 1 - used - wilds)


def seven_pairs_shanten(counts: Sequence[int], wilds: int = 0, quad_is_two_pairs: bool = True,
                        drop: Iterable[int] = ()) -> int:
    """Shanten of seven pairs. With ``quad_is_two_pairs`` (Sichuan 龙七对) four of a kind
    counts as two pairs; without it (riichi) pairs must be of seven different kinds."""
    kept = [c for k, c in enumerate(counts) if _suit_index(k) not in drop]
    if quad_is_two_pairs:
        pairs = sum(c // 2 for c in kept)
        seeds = sum(c % 2 for c in kept)
    else:
        pairs = sum(1 for c in kept if c >= 2)
        seeds = sum(1 for c in kept if c == 1)
    missing = max(0, 7 - pairs)
    needed = missing + max(0, missing - seeds)
    return max(-1, needed - wilds - 1)


def _suit_index(kind: int) -> int:
    return min(kind // 9, 3)


# ---- decompositions of a complete hand ---------------------------------------------------


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


def regular_arrangements(counts: Sequence[int], slots: int, wilds: int = 0) -> list[Arrangement]:
    """Every way to read ``counts`` (+ ``wilds``) as ``slots`` sets and one pair."""
    c = list(counts)
    found: set[tuple[Block, ...]] = set()

    def rec(i: int, sets_left: int, pair_left: int, w: int, blocks: list[Block]) -> None:
        while i < N_PLAYING and not c[i]:
            i += 1
        if i == N_PLAYING:
            if 3 * sets_left + 2 * pair_left == w:
                tail = ([Block("any-set", (), 3)] * sets_left
                        + [Block("any-pair", (), 2)] * pair_left)
                found.add(tuple(sorted(blocks + tail)))
            return
        for kind, size, left in (("pair", 2, pair_left), ("tri", 3, sets_left)):
            if not left:
                continue
            for real in range(min(c[i], size), 0, -1):
                if w >= size - real:
                    c[i] -= real
                    rec(i, sets_left - (kind == "tri"), pair_left - (kind == "pair"),
                        w - (size - real), blocks + [Block(kind, (i,) * size, size - real)])
                    c[i] += real
        if sets_left and i < 27:
            lo = i - i % 9
            for start in range(max(lo, i - 2), min(i, lo + 6) + 1):
                _sequences(start, i, sets_left, pair_left, w, blocks)

    def _sequences(start: int, i: int, sets_left: int, pair_left: int, w: int,
                   blocks: list[Block]) -> None:
        # positions below i must be wild (i is the lowest real tile); i is real; above: either
        choices: list[list[bool]] = [[]]
        for pos in range(start, start + 3):
            if pos < i:
                choices = [ch + [False] for ch in choices]
            elif pos == i:
                choices = [ch + [True] for ch in choices]
            else:
                choices = [ch + [r] for ch in choices for r in ((True, False) if c[pos] else
                                                               (False,))]
        for ch in choices:
            need = ch.count(False)
            if need > w:
                continue
            real = [start + k for k, r in enumerate(ch) if r]
            for k in real:
                c[k] -= 1
            rec(i, sets_left - 1, pair_left, w - need,
                blocks + [Block("seq", (start, start + 1, start + 2), need)])
            for k in real:
                c[k] += 1

    rec(0, slots, 1, wilds, [])
    return [Arrangement("regular", b) for b in sorted(found)]


def seven_pairs_arrangements(counts: Sequence[int], wilds: int = 0,
                             quad_is_two_pairs: bool = True) -> list[Arrangement]:
    """Seven pairs, if the hand is one (a quad may count as two pairs); wilds pair singles."""
    if sum(counts) + wilds != 14:
        return []
    blocks: list[Block] = []
    w = wilds
    for k, n in enumerate(counts):
        if n > 2 and not quad_is_two_pairs:
            return []
        if n > 4:
            return []
        blocks += [Block("pair", (k, k))] * (n // 2)
        if n % 2:
            if not w:
                return []
            w -= 1
            blocks.append(Block("pair", (k, k), 1))
    if not quad_is_two_pairs and len({b.tiles for b in blocks}) != len(blocks):
        return []
    blocks += [Block("any-pair", (), 2)] * (w // 2)
    return [Arrangement("seven-pairs", tuple(sorted(blocks)))]
