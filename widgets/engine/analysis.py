"""The whole analysis of one hand, as the hand lab shows it: :class:`AnalysisRules`, a part of
:class:`~widgets.engine.rules.MahjongRules`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from .checks import as_seen
from .notation import Hand, format_hand
from .results import Analysis, ClaimReport, DiscardOption, NotAllowed, Problem, Score, Wait
from .situation import Situation, as_situation
from .why import Why, reason_of


class AnalysisRules:
    """The analysis part of :class:`~widgets.engine.rules.MahjongRules` (which it serves)."""

    if TYPE_CHECKING:  # what it reads of its host, MahjongRules (which type-checks them)
        options: Any  # the variant's frozen options dataclass (registry.build_options)

        def hand(self, hand: Hand | str) -> Hand: ...
        def problems(self, hand: Hand | str, seen: Iterable[int] = (),
                     situation: Situation | None = None, **how: Any) -> tuple[Problem, ...]: ...
        def situation_conflicts(self, hand: Hand, situation: Situation
                                ) -> tuple[Problem, ...]: ...
        def shanten(self, hand: Hand | str, situation: Situation | None = None
                    ) -> int | None: ...
        def _shanten(self, hand: Hand, situation: Situation | None,
                     drops: list[tuple[int, ...]]) -> int | None: ...
        def blockers(self, hand: Hand, situation: Situation | None = None
                     ) -> tuple[str, ...]: ...
        def waits(self, hand: Hand | str, seen: Iterable[int] = (),
                  situation: Situation | None = None, scores: bool = False
                  ) -> tuple[Wait, ...]: ...
        def discard_advice(self, hand: Hand | str, seen: Iterable[int] = (),
                           situation: Situation | None = None
                           ) -> tuple[DiscardOption, ...]: ...
        def claims(self, hand: Hand | str, tile: int | str, from_seat: int,
                   situation: Situation | None = None, **how: Any) -> ClaimReport: ...
        def score(self, hand: Hand | str, situation: Situation | None = None,
                  seen: Iterable[int] = (), **how: Any) -> Score: ...

    def analyse(self, hand: Hand | str, situation: Situation | None = None,
                seen: Iterable[int] = (), discard: int | str | None = None, from_seat: int = 2,
                **how: Any) -> Analysis:
        """The whole analysis of one hand, as the hand lab shows it; never raises for a bad
        hand or an impossible situation (its problems are in the result, and then no score),
        only for bad text."""
        hand = self.hand(hand)
        situation = as_situation(situation, how)
        seen = as_seen(seen)
        problems = self.problems(hand, seen)
        text = format_hand(hand)
        blocking = [p for p in problems if p.code not in ("too-few",)]
        if blocking:
            return Analysis(text, problems)
        impossible = self.situation_conflicts(hand, situation)
        problems += impossible
        shanten = self.shanten(hand, situation)
        result = Analysis(text, problems, shanten, self.blockers(hand, situation))
        if impossible:  # the shape is shown, nothing scored: the situation cannot happen
            waits = self.waits(hand, seen, situation) if hand.size == 13 else ()
            return dataclasses.replace(result, waits=waits, ready=any(not w.dead for w in waits),
                                       discards=self.discard_advice(hand, seen, situation))
        if problems:
            return result
        if hand.size == 13:
            waits = self.waits(hand, seen, situation, scores=True)
            claims = None
            if discard is not None:
                claims = self.claims(hand, discard, from_seat, situation)
            ready = any(not w.dead for w in waits) or (bool(waits) and self.dead_waits_ready())
            blockers = result.blockers
            if waits and not ready:
                blockers += (Why("听的牌四张都在自己手里（死听）：牌型上 0 向听，但不算下叫",
                                 "every wait is a tile the hand holds all four of (dead): "
                                 "shanten 0 in shape, but not ready"),)
            return dataclasses.replace(result, waits=waits, ready=ready, claims=claims,
                                       blockers=blockers)
        score, why = None, ""
        # score a hand that is complete, or looks so but for a variant rule (花猪): the
        # refusal is then the lesson; an incomplete hand's story is its shanten
        if shanten == -1 or self._shanten(hand, situation, [()]) == -1:
            try:
                score = self.score(hand, situation, seen)
            except NotAllowed as e:
                why, score = reason_of(e), e.score  # a breakdown below the minimum still teaches
        return dataclasses.replace(result, score=score, not_winning=why,
                                   discards=self.discard_advice(hand, seen, situation))

    def dead_waits_ready(self) -> bool:
        """A hand whose only waits are tiles it holds all four of counts as ready (四川's
        room option, P-S1); not by default."""
        return False
