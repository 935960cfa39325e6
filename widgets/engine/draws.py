"""Which draws complete a hand, by each group's completeness (issue 37: the waits of a ready
hand, and the single-wait fans, asked for every wait the strong level weighs): a group's
tiles read as sets (and a pair) or not, from its slot table in the shipped suit tables —
the same kinds as the draw probe's shanten -1 (:class:`widgets.engine.shape.DrawProbe`),
which is what they are checked against.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache
from operator import mul

from . import suit_readings
from .blocks import GROUP_BOUNDS
from .shape import suit_table, tables_after_draw
from .suit_readings import POWERS


def group_counts(counts: Sequence[int]) -> list[tuple[int, ...]]:
    """``counts`` (34 kinds) cut into its four groups."""
    return [tuple(counts[GROUP_BOUNDS[g]:GROUP_BOUNDS[g + 1]]) for g in range(4)]


@lru_cache(maxsize=16384)
def group_complete(counts: tuple[int, ...], honours: bool, pair: bool) -> bool:
    """Can one group's tiles (a suit, or the honours: no sequences) all be read as sets, and
    with ``pair`` one pair? Its slot table keeps all its tiles in as many set slots (and the
    pair slot): a lookup in the shipped tables, memoised (many hands share a group). Any
    count goes (a fifth copy too, as a shape: searched)."""
    return _complete(counts, honours, pair)


def _complete(counts: tuple[int, ...], honours: bool, pair: bool) -> bool:
    """:func:`group_complete`, not memoised."""
    n = sum(counts)
    if n % 3 != (2 if pair else 0):
        return False
    if n // 3 > 4 or max(counts) > 4:  # beyond the tables (four slots, four copies)
        return complete_by_search(counts, honours, pair)
    readable = None if honours else suit_readings.table()
    if readable is not None:  # a suit: it reads as sets (and a pair) if it has a reading
        return readable.has(sum(map(mul, counts, POWERS)))
    return suit_table(counts, honours)[2 * (n // 3) + pair] == n


def complete_by_search(counts: tuple[int, ...], honours: bool, pair: bool) -> bool:
    """:func:`group_complete` by taking blocks off the lowest tile (any number of tiles)."""
    i = next((k for k, c in enumerate(counts) if c), None)
    if i is None:
        return not pair
    if sum(counts) % 3 != (2 if pair else 0):
        return False
    c = list(counts)
    if pair and c[i] >= 2:
        c[i] -= 2
        if complete_by_search(tuple(c), honours, False):
            return True
        c[i] += 2
    if c[i] >= 3:
        c[i] -= 3
        if complete_by_search(tuple(c), honours, pair):
            return True
        c[i] += 3
    if not honours and i + 2 < len(c) and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        return complete_by_search(tuple(c), honours, pair)
    return False


@lru_cache(maxsize=16384)
def group_draws(counts: tuple[int, ...], honours: bool) -> tuple[int, int]:
    """The draws that complete one group (a suit, or the honours), as two bit masks over
    its kinds: bit ``k`` of the first is set where the group with one more of kind ``k``
    reads as sets and one pair, of the second where it reads as sets alone. A pure function
    of the group's counts (memoised: hands share groups), from :func:`group_complete`."""
    pair = (sum(counts) + 1) % 3  # 2: sets and a pair; 0: sets alone; 1: neither
    if pair == 1:
        return 0, 0
    found = 0
    c = list(counts)
    n = sum(counts) + 1
    readable = None if honours or n > 14 else suit_readings.table()
    if readable is not None:  # a suit: one more of kind k has a reading, or not
        k0, has = sum(map(mul, counts, POWERS)), readable.readable.__contains__
        for k in range(len(c)):
            if c[k] < 4:
                complete = has(k0 + POWERS[k])
            else:  # a fifth copy, as a shape: searched
                c[k] += 1
                complete = _complete(tuple(c), honours, pair == 2)
                c[k] -= 1
            if complete:
                found |= 1 << k
        return (found, 0) if pair == 2 else (0, found)
    slot = 2 * (n // 3) + (pair == 2)  # the table entry of n // 3 sets (and the pair)
    tables = tables_after_draw(counts, honours)  # one index code for all the draws
    reach = 0 if honours else 2
    for k in range(len(c)):
        if not any(c[max(0, k - reach):k + reach + 1]):
            continue  # an isolated tile makes no block, nor a pair
        table = tables[k]
        if table is not None:
            complete = table[slot] == n
        else:  # beyond the shipped tables: as group_complete answers it (not memoised)
            c[k] += 1
            complete = _complete(tuple(c), honours, pair == 2)
            c[k] -= 1
        if complete:
            found |= 1 << k
    return (found, 0) if pair == 2 else (0, found)


def completing_kinds(counts: Sequence[int], seven_pairs: bool | None = None,
                     groups: Sequence[tuple[int, ...]] | None = None,
                     present: Iterable[int] | None = None) -> list[int]:
    """:func:`completing_draws` over all 34 kinds, group by group: a draw completes the hand
    where its group then reads as sets and the pair while every other group reads as sets,
    or as sets while the one other group short of sets reads as sets and the pair — two
    memoised lookups a group (:func:`group_draws`) instead of one a kind (issue 37: the
    strong level asks the waits of every ready hand it weighs). ``groups``: ``counts`` cut
    by group, and ``present``: the kinds it holds, where the caller has them."""
    if groups is None:
        groups = group_counts(counts)
    held = [g for g in range(4) if any(groups[g])]  # an empty group is complete, drawn to none
    short = [g for g in held if not group_complete(groups[g], g == 3, False)]
    found = 0  # bits over the 34 kinds
    if len(short) <= 2:
        for g in held:
            others = [h for h in short if h != g]
            if len(others) > 1:
                continue
            with_pair, without_pair = group_draws(groups[g], g == 3)
            if not others:
                found |= with_pair << GROUP_BOUNDS[g]
            elif group_complete(groups[others[0]], others[0] == 3, True):
                found |= without_pair << GROUP_BOUNDS[g]
    if seven_pairs is not None and sum(counts) == 13:
        odd = [k for k in (range(len(counts)) if present is None else present)
               if counts[k] % 2]
        if len(odd) == 1 and (seven_pairs or max(counts) <= 2) and (
                seven_pairs or counts[odd[0]] < 2):
            found |= 1 << odd[0]
    out = []
    while found:
        low = found & -found
        out.append(low.bit_length() - 1)
        found ^= low
    return out


def completing_draws(counts: Sequence[int], kinds: Iterable[int],
                     seven_pairs: bool | None = None, most: int | None = None) -> list[int]:
    """Of ``kinds``, those whose draw makes ``counts`` (a 13-tile hand's closed tiles, as
    :func:`counts34`; no wildcards) a complete hand: every group read as sets with one pair
    among them, or (``seven_pairs`` not None: ``quad_is_two_pairs``) seven pairs. The same
    kinds as a :class:`DrawProbe` reaching -1, by the groups' memoised completeness; the
    first ``most`` of them if given (one wait or more?)."""
    groups = [tuple(counts[GROUP_BOUNDS[g]:GROUP_BOUNDS[g + 1]]) for g in range(4)]
    # the groups that cannot be read as sets alone; one of them may hold the pair
    short = [g for g in range(4) if not group_complete(groups[g], g == 3, False)]
    paired = [g in short and group_complete(groups[g], g == 3, True) for g in range(4)]
    # seven pairs: 13 tiles with one odd kind, the draw pairing it (four alike: two pairs)
    odd = [k for k, n in enumerate(counts) if n % 2]
    pairs_on = odd[0] if (seven_pairs is not None and sum(counts) == 13 and len(odd) == 1
                          and (seven_pairs or max(counts) <= 2)) else None
    out = []
    for t in kinds:
        g = min(t // 9, 3)
        lo, hi = GROUP_BOUNDS[g], GROUP_BOUNDS[g + 1]
        reach = 0 if g == 3 else 2
        if not any(counts[max(lo, t - reach):min(hi, t + reach + 1)]):
            continue  # an isolated tile makes no block, nor a pair
        others = [h for h in short if h != g]
        done = t == pairs_on and (seven_pairs or counts[t] < 2)
        if not done and len(others) <= 1:
            group = list(groups[g])
            group[t - lo] += 1
            key = tuple(group)
            if not others:  # the pair in this group
                done = group_complete(key, g == 3, True)
            else:  # the pair in the one other group that needs it
                done = paired[others[0]] and group_complete(key, g == 3, False)
        if done:
            out.append(t)
            if len(out) == most:
                break
    return out
