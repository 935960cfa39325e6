"""The automatic 永州 seats' plan for 番 (YONGZHOU_STRATEGY's point 5): in a room whose 起和 a
plain hand does not reach (3番起和), a seat aims for a hand type that does — 清一色/混一色 (one
suit, with honours) or 碰碰胡 (pairs and 碰) — and reads every discard and claim against it.

A plan's distance is the shanten of the tiles it keeps (the rest counts as tiles still to draw);
碰碰胡's is the pungs-only count. The plan a seat follows is the nearest one for its hand now.
``game`` is a :class:`~.yongzhou_play.YongzhouGame`, typed ``Any``: that module imports this
one."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ...engine.notation import Hand

PLAIN_REACH = 1  # what a plain hand reaches: 平胡, or 自摸 on a 鸡胡 (yongzhou_fans.ROWS)
FAR = 99


@dataclass(frozen=True)
class Plan:
    """One hand type to aim for: ``suit`` 0–2 for 清一色/混一色 in that suit (honours kept),
    None for 碰碰胡."""

    suit: int | None

    def keeps(self, tile: int) -> bool:
        return self.suit is None or tile >= 27 or tile // 9 == self.suit

    def fits(self, hand: Hand) -> bool:
        """The melds already shown allow the plan (no 吃 in 碰碰胡, no other suit in a flush)."""
        if self.suit is None:
            return all(m.kind != "chi" for m in hand.melds)
        return all(self.keeps(m.tiles[0]) for m in hand.melds)


PLANS = (Plan(0), Plan(1), Plan(2), Plan(None))


def planning(game: Any) -> bool:
    """The room's 起和 needs 番 a plain hand does not reach: the seats plan (else they play
    for shanten only, and the default room's hands stay as they were)."""
    return game.rules.options.minimum > PLAIN_REACH


def distance(game: Any, plan: Plan, hand: Hand) -> int:
    """How far ``hand`` is from the plan's hand type (FAR when its melds rule it out)."""
    if not plan.fits(hand):
        return FAR
    if plan.suit is None:
        counts = Counter(hand.closed)
        sets = len(hand.melds) + sum(1 for c in counts.values() if c >= 3)
        pairs = sum(1 for c in counts.values() if c == 2)
        return 8 - 2 * sets - min(pairs, 5 - sets)
    kept = Hand(tuple(t for t in hand.closed if plan.keeps(t)), hand.melds)
    s = game.rules.shanten(kept)
    return FAR if s is None else s


def best_plan(game: Any, hand: Hand) -> Plan:
    """The nearest plan for ``hand``; ties go to a flush (it is worth more)."""
    return min(PLANS, key=lambda p: (distance(game, p, hand), p.suit is None))
