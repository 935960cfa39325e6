"""A ready hand's groups by their numbers, and their readings as masks (issue 37: the strong
level scores every wait of every ready hand it weighs, :mod:`.shuangren_waits`).

A group (a suit's 9 kinds, or the 7 honours) is known by its number: its counts in base 5,
the lowest kind the highest digit (:data:`POW`; a suit's number is the one the shipped suit
readings know it by, :mod:`widgets.engine.suit_readings`), so a wait's group is the number
plus one power and every lookup is by an int, kept as ``number << 2 | group``:

* :func:`group_info`: does the group read as sets, as sets and a pair, and which draws make
  it do so (as :func:`~widgets.engine.draws.group_complete` and
  :func:`~widgets.engine.draws.group_draws` answer);
* :func:`mask_facts`: its readings as :data:`MaskReading` — the facts 双人's rows read of a
  reading (:data:`~.shuangren_readings.GroupReading`) as ints that combine by + and |: its
  sequences as a *chow code* (a digit in base 5 per lowest tile, so two readings' codes
  add up to their sequences together, :data:`CODE`) and as a mask, its triplets as a
  mask over the 34 kinds, its pair's tile (-1: none). A suit's are read straight from the
  shipped bytes, the rest converted from :func:`~.shuangren_readings.facts_of`.
"""

from __future__ import annotations

from ..engine import suit_readings
from ..engine.blocks import GROUP_BOUNDS
from ..engine.draws import group_complete, group_draws
from ..engine.suit_readings import POWERS
from .shuangren_readings import GroupReading, facts_of

# (1 if it holds the pair, its sequences' chow code, its triplets as a mask, its pair's
# tile or -1, every block holds a 1, a 9 or an honour, its sequences' lowest tiles as a mask)
MaskReading = tuple[int, int, int, int, bool, int]

GROUP_OF = tuple(min(t // 9, 3) for t in range(34))
POW = tuple(POWERS[t - GROUP_BOUNDS[GROUP_OF[t]]] for t in range(34))  # weight in its group
CODE = tuple(5 ** t for t in range(27))  # a sequence's digit in a chow code, by lowest tile

_INFO: dict[int, tuple[bool, bool, int, int]] = {}
_FACTS: dict[int, tuple[MaskReading, ...]] = {}


def group_info(k: int, counts: list[int], g: int) -> tuple[bool, bool, int, int]:
    """Of the group numbered ``k`` (``number << 2 | g``; its counts ``counts[…]`` of group
    ``g``): (it reads as sets, it reads as sets and a pair, the draws after which it reads
    as sets and a pair, as sets alone: masks over the 34 kinds), made once. A suit's from
    the shipped suit readings (it reads where its number is there, a draw completes it
    where the number plus the draw's power is), the honours' by
    :func:`~widgets.engine.draws.group_complete` and
    :func:`~widgets.engine.draws.group_draws`."""
    got = _INFO.get(k)
    if got is not None:
        return got
    lo = GROUP_BOUNDS[g]
    group, honours = counts[lo:GROUP_BOUNDS[g + 1]], g == 3
    n = sum(group)
    table = None if honours or n >= 14 or max(group) > 4 else suit_readings.table()
    if table is not None:
        readable, key = table.readable, k >> 2
        has = key in readable
        draws = 0
        if n % 3:  # one more makes sets and a pair (n % 3 == 1) or sets (n % 3 == 2)
            for i, c in enumerate(group):
                if c < 4:
                    if key + POWERS[i] in readable:
                        draws |= 1 << i
                else:  # a fifth copy (a dead wait), as a shape: searched
                    five = list(group)
                    five[i] += 1
                    if group_complete(tuple(five), False, n % 3 == 1):
                        draws |= 1 << i
        got = (n % 3 == 0 and has, n % 3 == 2 and has,
               draws << lo if n % 3 == 1 else 0, draws << lo if n % 3 == 2 else 0)
    else:
        t = tuple(group)
        with_pair, without = group_draws(t, honours)
        got = (group_complete(t, honours, False), group_complete(t, honours, True),
               with_pair << lo, without << lo)
    if len(_INFO) >= 16384:
        _INFO.clear()
    _INFO[k] = got
    return got


def mask_facts(k: int, counts: list[int], g: int, w: int) -> tuple[MaskReading, ...]:
    """The readings of the group numbered ``k`` (group ``g`` of ``counts``, with one more
    ``w`` if ``w`` is not -1) as :data:`MaskReading`, in :func:`group_facts`' order, made
    once."""
    got = _FACTS.get(k)
    if got is not None:
        return got
    lo = GROUP_BOUNDS[g]
    group = counts[lo:GROUP_BOUNDS[g + 1]]
    if w >= 0:
        group[w - lo] += 1
    table = suit_readings.table() if g < 3 and max(group) <= 4 and sum(group) <= 14 else None
    if table is not None:
        got = _suit_masks(table, k >> 2, lo)
    else:
        got = as_masks(facts_of(tuple(group), g, k >> 2))
    if len(_FACTS) >= 16384:
        _FACTS.clear()
    _FACTS[k] = got
    return got


def _suit_masks(table: suit_readings.SuitReadings, key: int, base: int
                ) -> tuple[MaskReading, ...]:
    """A suit's readings (``key``: its number) read straight from the shipped bytes: a
    count, then each reading's header and ranks — the pair, the sequences, the triplets
    (:mod:`widgets.engine.suit_readings`)."""
    at = table.readable.get(key, -1)
    if at < 0:
        return ()
    blob = table.blob
    out = []
    for _ in range(blob[at]):
        h = blob[at + 1]
        pair, seqs = h >> 6 & 1, h & 7
        n = pair + (h >> 3 & 7) + seqs
        start = at + 2 + pair
        code = chows = pungs = 0
        for r in blob[start:start + seqs]:
            code += CODE[base + r]
            chows |= 1 << base + r
        for r in blob[start + seqs:at + 2 + n]:
            pungs |= 1 << base + r
        out.append((pair, code, pungs, base + blob[at + 2] if pair else -1, h >= 128, chows))
        at += 1 + n
    return tuple(out)


def as_masks(facts: tuple[GroupReading, ...]) -> tuple[MaskReading, ...]:
    """:data:`~.shuangren_readings.GroupReading` facts as :data:`MaskReading`."""
    return tuple((has_pair, sum(CODE[c] for c in chows), sum(1 << t for t in pungs),
                  -1 if pair is None else pair, ends, sum(1 << c for c in set(chows)))
                 for has_pair, chows, pungs, pair, ends in facts)


def chows_of(code: int) -> tuple[int, ...]:
    """The sequences' lowest tiles, sorted, of a chow code."""
    out: list[int] = []
    t = 0
    while code:
        code, n = divmod(code, 5)
        out += [t] * n
        t += 1
    return tuple(out)


def forget() -> None:
    """Empty the groups' memos (a benchmark's cold start)."""
    _INFO.clear()
    _FACTS.clear()
