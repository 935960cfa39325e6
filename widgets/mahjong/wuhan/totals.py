"""A 武汉 wait's two totals, won on a discard and self-drawn, worked out together (issue 26).

What :meth:`~widgets.engine.rules.MahjongRules.score` would do twice for each wait — check the
hand, find its readings, score every reading — done once: the hand is checked once, its
readings found once, and of each reading's fans only those that read how the tile came
(:data:`~widgets.mahjong.wuhan.fans.SELF_DRAWN_FANS`) are counted again for the self-draw.
Only the totals, which is what a wait shows (``score`` gives the lines, notes and the
readings that lost when one is asked for). ``tests/test_wuhan_totals.py`` checks the totals
against ``score`` on random hands.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Protocol

from ...engine.fans import Fan, apply_exclusions, combine
from ...engine.notation import Hand
from ...engine.shape import Arrangement
from ...engine.situation import Situation
from ...engine.view import View
from .fans import SELF_DRAWN_FANS, any_shape


class TotalsRules(Protocol):
    """What the totals read of the rules (:class:`~widgets.mahjong.wuhan.variant.Wuhan`,
    whose module builds on this one): its fan table and how it combines, and the checks
    :meth:`~widgets.engine.rules.MahjongRules.score` makes. Named here so that this module
    needs nothing from the variant's."""

    fans: tuple[Fan, ...]
    mode: ClassVar[str]
    base: ClassVar[int]
    options: Any

    def validate(self, hand: Hand | str) -> Hand: ...
    def situation_conflicts(self, hand: Hand, situation: Situation) -> tuple: ...
    def is_complete(self, hand: Hand | str, situation: Situation | None = None) -> bool: ...
    def rule_refusals(self, hand: Hand, situation: Situation) -> list[tuple[str, str]]: ...
    def arrangements(self, hand: Hand | str, situation: Situation | None = None
                     ) -> list[Arrangement]: ...
    def cap(self) -> int | None: ...
    def wild_kinds(self, situation: Situation | None = None) -> frozenset[int]: ...
    def __hash__(self) -> int: ...


def wait_totals(rules: TotalsRules, hand: Hand, base: Situation) -> tuple[int | None, int | None]:
    """(won on a discard, self-drawn): ``rules.score(hand, …).total`` in each situation, or
    None where it cannot win (a rule refuses it, the situation cannot be, no reading wins)."""
    rules.validate(hand)  # what score refuses as no hand at all, it refuses here too
    ways: list[Situation | None] = []
    shapes: dict[bool, bool] = {}  # is_complete by any_shape, the one part that reads
    for drawn in (False, True):    # self_drawn (a 大胡 situation takes any pair)
        s = base.with_(self_drawn=drawn)
        may = not rules.situation_conflicts(hand, s)
        if may:
            shaped = any_shape(hand, s)
            if shaped not in shapes:
                shapes[shaped] = rules.is_complete(hand, s)
            may = shapes[shaped] and not rules.rule_refusals(hand, s)
        ways.append(s if may else None)
    first = ways[0] or ways[1]
    if first is None:
        return None, None
    again = [f for f in rules.fans if f.key in SELF_DRAWN_FANS]
    best: list[int | None] = [None, None]
    for reading in rules.arrangements(hand, first):  # the readings read no self_drawn
        counts: dict[str, int] = {}
        for i, way in enumerate(ways):
            if way is None:
                continue
            view = View(rules, hand, reading, way)
            if counts:  # the same reading, now self-drawn: only those fans change
                counts = {**counts, **{f.key: f.count(view) for f in again}}
            else:
                counts = {f.key: f.count(view) for f in rules.fans}
            total = _total(rules, counts)
            if total is not None and ((so_far := best[i]) is None or total > so_far):
                best[i] = total
    return best[0], best[1]


def _total(rules: TotalsRules, counts: Mapping[str, int]) -> int | None:
    """A reading's total as :meth:`Wuhan.score_reading` gives it; None with no base line."""
    lines, _ = apply_exclusions(rules.fans, counts)
    if not any(line.adds for line in lines):
        return None
    total = combine(rules.mode, lines, rules.base)
    cap = rules.cap()
    return cap if cap and total > cap else total
