"""The legal plays of a 斗地主 hand as rank patterns, fast: what :meth:`Doudizhu.leads` and
:meth:`Doudizhu.responses` list, built straight as sorted text from the hand's counts.

:meth:`Doudizhu._find` builds a :class:`Play` for every reading and sorts each one's cards
again to read its pattern; a table (and a seat that searches) asks for the legal plays at
every turn and needs only the patterns, so this module writes each pattern in rank order as
it is found (the wings below the main part, the main part, the wings above) and keeps, for a
pattern read twice, its highest key, exactly as ``_plays`` does. The answers are the same,
in the same order (tests/test_doudizhu_find.py checks it against ``_plays`` by hypothesis).
Results are cached per (counts, type, size, options): a hand recurs in a hand's search.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from functools import lru_cache

from .doudizhu_plays import ACE, BIG, INDEX, ORDER, SMALL, TYPES

SIMPLE = {"single": 1, "pair": 2, "trio": 3, "bomb": 4}
CHAIN = {"straight": (1, 5), "pair_straight": (2, 3), "trio_straight": (3, 2)}
# the types whose plays are not found in order (or twice: 333444555666 is 333444555 with
# 666 or 444555666 with 333 as wings)
UNORDERED = frozenset(("plane_single", "plane_pair", "four_two_single", "four_two_pair"))
RUNS = {w: "".join(r * w for r in ORDER[:12]) for w in (1, 2, 3)}  # chains are slices
LIMIT = {r: (1 if r in "BR" else 4) for r in ORDER}
# sorting patterns by their ranks' order: one letter per rank, in that order
_SORTABLE = str.maketrans(ORDER, "abcdefghijklmno")


def rank_counts(text: str) -> list[int] | None:
    """The counts of a rank pattern ('33345BR'), or None when ``text`` is not one of a
    single deck (then the careful parser answers, with its reasons)."""
    counts = [0] * 15
    for r in text:
        i = INDEX.get(r)
        if i is None:
            return None
        counts[i] += 1
    if any(n > LIMIT[ORDER[i]] for i, n in enumerate(counts)):
        return None
    return counts


@lru_cache(maxsize=1 << 14)
def _multisets(avail: tuple[tuple[str, int], ...], size: int) -> tuple[str, ...]:
    """Every multiset of ``size`` ranks taking at most ``cap`` of each (rank, cap) of
    ``avail`` (in rank order), as sorted text."""
    if size == 0:
        return ("",)
    if not avail:
        return ()
    (rank, cap), rest = avail[0], avail[1:]
    room = sum(c for _, c in rest)
    out: list[str] = []
    for take in range(min(cap, size), -1, -1):
        if size - take <= room:
            head = rank * take
            out += [head + tail for tail in _multisets(rest, size - take)]
    return tuple(out)


def _wings(below: tuple[tuple[str, int], ...], above: tuple[tuple[str, int], ...], size: int
           ) -> Iterator[tuple[str, str]]:
    """Every choice of ``size`` wing ranks (capped as :func:`_multisets`), split into those
    below the main part and those above it."""
    for low in range(size + 1):
        lows = _multisets(below, low)
        if lows:
            for high in _multisets(above, size - low):
                for b in lows:
                    yield b, high


def _runs(c: Sequence[int], w: int) -> list[int]:
    """For each rank up to A, how many consecutive ranks from it hold ``w`` cards or more."""
    run = [0] * (ACE + 2)
    for i in range(ACE, -1, -1):
        run[i] = run[i + 1] + 1 if c[i] >= w else 0
    return run


def _trios(c: Sequence[int], w: int) -> Iterator[tuple[int, str]]:
    for i in range(13):
        if c[i] >= 3:
            main = ORDER[i] * 3
            for j in range(15):
                if j != i and c[j] >= w:
                    wing = ORDER[j] * w
                    yield i, (wing + main if j < i else main + wing)


def _chains(c: Sequence[int], kind: str, size: int | None) -> Iterator[tuple[int, str]]:
    w, least = CHAIN[kind]
    lengths = range(least, 13) if size is None else \
        range(size // w, size // w + 1) if size % w == 0 and least <= size // w <= 12 else ()
    run = _runs(c, w)
    for top in range(ACE + 1):  # by the top rank, then the length: already in order
        for k in lengths:
            lo = top - k + 1
            if lo < 0:
                break
            if run[lo] < k:
                break  # a gap between lo and top: longer chains hold it too
            yield top, RUNS[w][lo * w:(top + 1) * w]


def _planes(c: Sequence[int], kind: str, size: int | None, adjacent: bool, four: bool
            ) -> Iterator[tuple[int, str]]:
    per, copies = (4, 1) if kind == "plane_single" else (5, 2)
    lengths = range(2, 13) if size is None else \
        range(size // per, size // per + 1) if size % per == 0 and size >= 2 * per else ()
    run = _runs(c, 3)
    cap = 4 if four else 3
    for lo in range(ACE + 1):
        for k in lengths:
            if k > run[lo]:
                break
            main = RUNS[3][lo * 3:(lo + k) * 3]
            if copies == 2:  # pair wings: distinct ranks, two cards each
                avail = [(ORDER[j] * 2, 1) for j in range(15)
                         if c[j] >= 2 and not lo <= j < lo + k]
            else:
                avail = [(ORDER[j], min(c[j], cap, 2 if not adjacent and j in (lo - 1, lo + k)
                                        and j <= ACE else cap))
                         for j in range(15) if c[j] and not lo <= j < lo + k]
            split = sum(1 for r, _ in avail if INDEX[r[0]] < lo)
            for b, a in _wings(tuple(avail[:split]), tuple(avail[split:]), k):
                if copies == 2 or "BR" not in a:  # A15: never both jokers as wings
                    yield lo + k - 1, b + main + a


def _fours(c: Sequence[int], kind: str, size: int | None) -> Iterator[tuple[int, str]]:
    single = kind == "four_two_single"
    if size not in (None, 6 if single else 8):
        return
    for i in range(13):
        if c[i] == 4:
            main = ORDER[i] * 4
            if single:
                avail = [(ORDER[j], min(c[j], 2)) for j in range(15) if j != i and c[j]]
            else:
                avail = [(ORDER[j] * 2, 1) for j in range(15) if j != i and c[j] >= 2]
            split = sum(1 for r, _ in avail if INDEX[r[0]] < i)
            for b, a in _wings(tuple(avail[:split]), tuple(avail[split:]), 2):
                if b + a != "BR":
                    yield i, b + main + a


def _found(c: Sequence[int], kind: str, size: int | None, adjacent: bool, four: bool
           ) -> Iterator[tuple[int, str]]:
    if kind == "rocket":
        if c[SMALL] and c[BIG] and size in (None, 2):
            yield BIG, "BR"
    elif kind in SIMPLE:
        w = SIMPLE[kind]
        if size in (None, w):
            yield from ((i, ORDER[i] * w) for i in range(15) if c[i] >= w)
    elif kind in ("trio_single", "trio_pair"):
        want = 4 if kind == "trio_single" else 5
        if size in (None, want):
            yield from _trios(c, want - 3)
    elif kind in CHAIN:
        yield from _chains(c, kind, size)
    elif kind in ("plane_single", "plane_pair"):
        yield from _planes(c, kind, size, adjacent, four)
    elif kind in ("four_two_single", "four_two_pair"):
        yield from _fours(c, kind, size)
    else:
        raise ValueError(f"unknown type {kind!r}")


@lru_cache(maxsize=1 << 15)
def plays_of(counts: tuple[int, ...], kind: str, size: int | None = None,
             adjacent: bool = True, four: bool = False) -> tuple[tuple[int, str], ...]:
    """(key, pattern) of every play of ``kind`` the hand's ``counts`` hold (of ``size`` cards
    if given), each pattern once with its highest key, ordered as ``Doudizhu._plays``: by key,
    size, then ranks. ``adjacent`` and ``four`` are the options ``adjacent_wing_trio`` and
    ``wings_hold_four``."""
    found = _found(counts, kind, size, adjacent, four)
    if kind not in UNORDERED:  # found in order, each pattern once
        return tuple(found)
    best: dict[str, int] = {}
    for key, pat in found:
        if best.get(pat, -1) < key:
            best[pat] = key
    return tuple(sorted(((k, p) for p, k in best.items()),
                        key=lambda kp: (kp[0], len(kp[1]), kp[1].translate(_SORTABLE))))


# the types a hand can hold only with a rank held this often
NEEDS = {"bomb": 4, "four_two_single": 4, "four_two_pair": 4, "trio": 3, "trio_single": 3,
         "trio_pair": 3, "trio_straight": 3, "plane_single": 3, "plane_pair": 3}


@lru_cache(maxsize=1 << 13)
def lead_patterns(counts: tuple[int, ...], adjacent: bool = True, four: bool = False
                  ) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """(type, patterns) of every type the hand can lead, in the order of :data:`TYPES`, as
    :meth:`Doudizhu.leads` groups them."""
    most = max(counts)
    out = []
    for t in TYPES:
        if NEEDS.get(t.key, 0) > most:
            continue
        found = plays_of.__wrapped__(counts, t.key, None, adjacent, four)
        if found:
            out.append((t.key, tuple(p for _, p in found)))
    return tuple(out)


__all__ = ["lead_patterns", "plays_of", "rank_counts"]
