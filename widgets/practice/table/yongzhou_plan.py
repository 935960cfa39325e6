"""The automatic 永州 seats' plan for 番 (YONGZHOU_STRATEGY's point 5): in a room whose 起和 a
plain hand does not reach (3番起和), a seat aims for a hand type that does — 清一色/混一色 (one
suit, with honours) or 碰碰胡 (pairs and 碰) — and reads every discard and claim against it.

A plan's distance is the shanten of the tiles it keeps (the rest counts as tiles still to draw);
碰碰胡's is the pungs-only count. The plan a seat follows is the nearest one for its hand now.
The strong level (高手) also chases a flush in the default room when it costs at most a step
(:func:`flush_chase`).
``game`` is a :class:`~.yongzhou_play.YongzhouGame`, typed ``Any``: that module imports this
one."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
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


# ---- the strong level's chase (default room) -------------------------------------------------

CHASE_HOLDS = 8  # the strong level chases one suit holding at least this many of its tiles
                 # (with honours; 8 kept more points than 9 on tuning seeds 1000 and 5000,
                 # 7 no more than 8) …
CHASE_STEPS = 1  # … when that suit (with honours) is at most this many steps further from
                 # ready than the plain hand (2 steps, or no step, kept fewer points in trials)


def _nearest(measure: Callable[[Hand], int], hand: Hand) -> int:
    """``measure`` of a 13-tile hand, or of the best discard from a 14-tile one."""
    if len(hand.all_tiles()) % 3 != 2:
        return measure(hand)
    return min(measure(hand.remove(t)) for t in set(hand.closed))


def flush_chase(game: Any, hand: Hand) -> Plan | None:
    """The suit the strong level (高手) plays 混一色/清一色 in, in a room that needs no 番: a
    flush pays 4 (混一色, 2番) or 16 (清一色) times a plain win (rules/mahjong.md §4.2), so a
    hand holding :data:`CHASE_HOLDS` tiles of one suit and honours chases it while it is at
    most :data:`CHASE_STEPS` steps further than the plain hand; None otherwise."""
    def held(p: Plan) -> int:
        return sum(1 for t in hand.all_tiles() if p.keeps(t))

    flushes = [p for p in PLANS if p.suit is not None and p.fits(hand)]
    if not flushes:
        return None
    plan = min(flushes, key=lambda p: (_nearest(lambda h: distance(game, p, h), hand),
                                       -held(p), p.suit))
    if held(plan) < CHASE_HOLDS:
        return None

    def plain(h: Hand) -> int:
        s = game.rules.shanten(h)
        return FAR if s is None else int(s)

    steps = _nearest(lambda h: distance(game, plan, h), hand) - _nearest(plain, hand)
    return plan if steps <= CHASE_STEPS else None
