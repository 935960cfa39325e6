"""Every wait of a ready 双人 hand at once, with its totals on a discard and self-drawn
(issue 37: the strong level asks it of every ready hand it weighs, ``rules.waits(hand,
scores=True)``): the hand checked and counted once, its groups known by their numbers
(:mod:`.shuangren_groups`), the draws that complete it from them, then each live wait's
totals (:class:`~.shuangren_waits.ReadyHand`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce
from operator import or_
from typing import Any

from ..engine.notation import Hand
from ..engine.results import Wait, make_wait
from ..engine.situation import Situation
from .shuangren_groups import GROUP_OF, POW, group_info
from .shuangren_plan import plan_of
from .shuangren_waits import ReadyHand, flowers_valid, kinds_mask, melds_valid, parts_of

_BIT = [1 << t for t in range(34)]
SPAN = 5 ** 9  # above every group's number
WEIGHT = [POW[t] * SPAN ** GROUP_OF[t] for t in range(34)]  # a kind's in all four numbers


def ready_waits(rules: Any, hand: Hand, situation: Situation, seen: Sequence[int]
                ) -> tuple[Wait, ...] | None:
    """The waits of the 13-tile ``hand`` (no winning tile; its tiles and melds counted 13),
    each live one with its two totals, as :meth:`Shuangren.waits` gives them; None where
    the work cannot be shared (the caller then scores wait by wait): a hand the fast check
    of the common case does not pass (:func:`~.shuangren_waits.valid`; a hand with a
    problem, which each score refuses), a robbed kong (its check reads the winning tile),
    no live wait.

    A group of the hand is known by its number (its counts in base 5, :data:`POW`): its
    completeness and completing draws and its readings (:mod:`.shuangren_groups`) are
    looked up by it, and a wait's group is the number plus one power."""
    if situation.robbing_kong:
        return None
    closed = hand.concealed
    if not rules._kind_set.issuperset(closed):
        return None  # a tile out of the set (a flower among them too)
    flowers, melds = hand.flowers, hand.melds
    if flowers and not flowers_valid(rules.has_flowers, flowers):
        return None
    plan = plan_of(rules.fans)
    parts = parts_of(plan, melds)
    if melds:
        got = parts.valid.get(id(rules))
        if got is None or got[0] is not rules:
            got = parts.valid[id(rules)] = (rules, melds_valid(rules, melds))
        if not got[1]:
            return None
    counts = [0] * 34
    for t in closed:
        counts[t] += 1
    # each group's number, from one sum over the tiles (the groups' digits apart)
    n = sum(map(WEIGHT.__getitem__, closed))
    keys = [n % SPAN, n // SPAN % SPAN, n // SPAN ** 2 % SPAN, n // SPAN ** 3]
    kinds = reduce(or_, map(_BIT.__getitem__, closed), 0)  # the kinds held, as a mask
    held = list(counts)  # and the melds' tiles (all_tiles less the flowers)
    for t in parts.tiles:
        held[t] += 1
    copies = rules.copies
    if max(held) > copies:
        return None
    found, pairs_on = _completing(rules, closed, bool(melds), counts, keys)
    complete = []
    while found:
        low = found & -found
        complete.append(low.bit_length() - 1)
        found ^= low
    live = [t for t in complete if held[t] < copies]
    if not live:
        return None
    ready = ReadyHand(rules, hand, counts, held, situation, seen, len(complete) == 1, keys,
                      kinds, pairs_on, plan, parts)
    totals = ready.totals
    count = seen.count
    out = []
    for t in complete:
        n = held[t]
        if n < copies:
            out.append(make_wait(t, max(0, copies - n - count(t)), False, *totals(t)))
        else:
            out.append(make_wait(t, 0, True, None, None))
    return tuple(out)


def _completing(rules: Any, closed: tuple[int, ...], melds: bool, counts: list[int],
                keys: list[int]) -> tuple[int, int | None]:
    """The kinds whose draw completes the hand (a mask; its closed tiles ``closed`` and
    their ``counts``, its groups' numbers ``keys``; ``melds``: it has some), and the kind
    a draw of which makes seven pairs (or None). A draw completes it where its group then
    reads as sets and the pair while every other reads as sets, or as sets while the one
    other short of sets reads as sets and the pair (draws.completing_kinds, by the
    numbers)."""
    infos: list[tuple[bool, bool, int, int] | None] = [None, None, None, None]
    short = []
    for g in range(4):
        if keys[g]:
            info = infos[g] = group_info(keys[g] << 2 | g, counts, g)
            if not info[0]:
                short.append(g)
    found = 0  # bits over the 34 kinds
    if len(short) <= 2:
        for g in range(4):
            drawn = infos[g]
            if drawn is None:
                continue
            if not short or short == [g]:
                found |= drawn[2]
            elif len(short) == 1 or short[1] == g or short[0] == g:
                other = infos[short[0] if short[0] != g else short[1]]
                if other is not None and other[1]:
                    found |= drawn[3]
    pairs_on = None
    if not melds:  # seven pairs: the draw pairs the one odd kind (four alike: two pairs)
        odd = {t for t in closed if counts[t] & 1}
        if len(odd) == 1:
            pairs_on = odd.pop()
            quads = rules.quad_is_two_pairs
            if rules.seven_pairs and (quads or max(counts) <= 2 and counts[pairs_on] < 2):
                found |= 1 << pairs_on
    return found & rules_kinds(rules), pairs_on


_KINDS: dict[int, tuple[Any, int]] = {}  # rules' kinds as a mask, by the rules' identity


def rules_kinds(rules: Any) -> int:
    """The rules' kinds of tile as a mask (made once per rules)."""
    got = _KINDS.get(id(rules))
    if got is None or got[0] is not rules:
        got = _KINDS[id(rules)] = (rules, kinds_mask(rules._kind_set))
    return got[1]
