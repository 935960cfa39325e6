"""What the parts of a played hand (:class:`~.decisions.Decisions`, :class:`~.moves.Moves`,
:class:`~.claimed.ClaimMoves`) read of the :class:`~.play.Game` they make up: its state and
the steps each part leaves to the others. Declared for the type checker only (issue 36): at
run time :class:`GameParts` is an empty base, and the game's own definitions are checked
against these."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ...engine.notation import Hand
    from ...engine.rules import MahjongRules
    from ...engine.situation import Situation
    from ...engine.wall import Wall
    from ..choices import Action, Decision
    from .state import Table


class GameParts:
    """The base of a played hand's parts; see the module's docstring."""

    if TYPE_CHECKING:
        # the game's state (Game.__init__, Game._deal, Game._open, Game._begin)
        rules: MahjongRules
        table: Table
        wall: Wall
        events: list[Any]
        voided: list[list[Any]]  # hands voided by R-M3, then redealt
        phase: str
        dealer: int
        stay: bool  # winners stay at the table (血流成河)
        dashiyou: bool
        _ctx: dict[str, Any]
        _queue: list[int]  # the seats still to answer the current decision
        _decision: Decision | None
        _answers: dict[int, Action]
        _last_dealt: int

        # the game's steps (play.Game)
        def _deal(self) -> None: ...
        def _die(self, kind: str) -> int: ...
        def _emit(self, *events: Any) -> None: ...
        def _begin(self, phase: str, seats: Sequence[int], **ctx: Any) -> None: ...
        def _begin_turn(self, seat: int, drawn: int | None, replacement: bool = False,
                        claimed: bool = False) -> None: ...

        # the decisions (decisions.Decisions, a variant's _claim_options)
        def _situation(self, seat: int, self_drawn: bool, **flags: bool) -> Situation: ...
        def _can_rob(self, seat: int, tile: int, kind: str, konger: int) -> bool: ...
        def _make(self, seat: int, kind: str, options: list[Action],
                  refused: list[tuple[Action, str]], compulsory: bool = False
                  ) -> Decision: ...
        def _build_claim(self, seat: int) -> Decision: ...
        def _build_rob(self, seat: int) -> Decision: ...
        def _shape_waits(self, hand13: Hand) -> frozenset[int]: ...
        def _claim_options(self, seat: int, hand: Hand, tile: int, src: int
                           ) -> tuple[list[Action], list[tuple[Action, str]]]: ...

        # the moves (moves.Moves)
        def _draw(self, seat: int, replacement: bool = False) -> None: ...
        def _order_from(self, seat: int) -> list[int]: ...
