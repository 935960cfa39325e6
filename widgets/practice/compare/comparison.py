"""The whole comparison: one hand, one situation, the columns and every difference against
the reference column.

>>> c = compare("111m222m333m444m5m +5m", ["sichuan-xuezhan", "wuhan"], self_drawn=True)
>>> [o.score.total if o.score else o.refusal.say("en")[:8] for o in c.outcomes]
[16, 'no 开口: a']
>>> [d.kind for d in c.differences]
['refusal']
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from widgets.engine.notation import Hand, parse_hand
from widgets.engine.rules import REGISTRY
from widgets.engine.situation import Situation, as_situation
from widgets.engine.why import Why

from .differences import Difference, differences
from .rule_sets import (
    CompareError,
    Outcome,
    RuleSet,
    hand_refusal,
    holds,
    not_held,
    outcome,
    rule_sets,
)


@dataclass(frozen=True)
class Comparison:
    """``outcomes`` one per column; ``differences`` of each column against column
    ``reference``; ``left_out`` the variants whose tiles cannot hold the hand (when the
    columns were not given), each with why."""

    hand: Hand
    situation: Situation
    outcomes: tuple[Outcome, ...]
    differences: tuple[Difference, ...]
    reference: int = 0
    left_out: tuple[tuple[str, Why], ...] = ()


def compare(hand: Hand | str, variants: Iterable[Any] | None = None, compare: Any = None,
            situation: Situation | None = None, reference: int = 0, **how: Any) -> Comparison:
    """Score ``hand`` under each rule set (:func:`~.rule_sets.rule_sets` reads ``variants``
    and ``compare``) in one situation (an object or keywords: ``self_drawn=True``) and name
    every difference against column ``reference``. Bad input raises ValueError (zh and en):
    NotationError for bad text, CompareError for a bad variant, option or column."""
    if isinstance(hand, str):
        hand = parse_hand(hand)
    elif not isinstance(hand, Hand):
        raise TypeError(f"hand is text in notation, not {type(hand).__name__}")
    why = hand_refusal(hand)
    if why:
        raise CompareError(why)
    sit = as_situation(situation, how)
    sets = rule_sets(variants, compare, hand)
    if isinstance(reference, bool) or not isinstance(reference, int) \
            or not 0 <= reference < len(sets):
        raise CompareError(Why(f"参照列是 0 到 {len(sets) - 1}，不是 {reference!r:.20}",
                               f"the reference column is 0 to {len(sets) - 1}, not "
                               f"{reference!r:.20}"))
    outcomes = tuple(outcome(rs, hand, sit) for rs in sets)
    found: list[Difference] = []
    for j, rs in enumerate(sets):
        if j != reference:
            found += differences(sets[reference], rs, hand, sit, reference, j)
    left_out: tuple[tuple[str, Why], ...] = ()
    if variants is None:
        shown = {rs.variant for rs in sets}
        left_out = tuple((v, not_held(RuleSet(v).rules, holds(RuleSet(v).rules, hand)))
                         for v in sorted(REGISTRY) if v not in shown and
                         holds(RuleSet(v).rules, hand))
    return Comparison(hand, sit, outcomes, tuple(found), reference, left_out)


__all__ = ["CompareError", "Comparison", "compare"]
