"""What a learner playing a seat may ask the table: their own shanten (向听), waits and best
discards, and which tile they just drew. The analysis is the engine's, the same the hand lab
shows (:meth:`~widgets.engine.rules.MahjongRules.shanten`, ``waits``, ``discard_advice``),
counted on what a player at that seat can see: their own hand, every pond, every meld and
every won tile (the other hands stay hidden, as at a real table).

>>> from widgets.practice.table.play import Game
>>> g = Game("sichuan-xueliu", 7, human=0)
>>> _ = g.advance()  # to 东's first decision: the dealer's 14 tiles, a discard to choose
>>> h = seat_help(g, len(g.events), 0)
>>> h.shanten == g.rules.shanten(g.state().seats[0].hand), len(h.discards) > 0, h.waits
(True, True, ())
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...engine.events import Draw, Pass
from ...engine.notation import Hand, Meld, parse_hand
from ...engine.results import DiscardOption, Wait
from ...engine.situation import Situation
from ...engine.tiles import parse_tile
from ..odds.waits import expected_score

if TYPE_CHECKING:
    from .play import Game

# A seat's 14th tile in hand after one of these events is the tile it drew (a Pass is the seat
# declining its own kong or win before it discards, P-S21: the drawn tile is still apart).
_SKIPPED = (Pass,)


@dataclasses.dataclass(frozen=True)
class SeatHelp:
    """The engine's answer for one seat after ``step`` events: ``shanten`` (None: the hand
    can never win; -1: complete), ``waits`` for a 13-tile hand, ``discards`` for a 14-tile
    hand (best first, as the hand lab lists them), and ``allowed`` the discards the table
    accepts now (定缺 or a winner's 不能换张 refuse the others; empty when not this seat's
    turn)."""

    seat: int
    step: int
    shanten: int | None
    waits: tuple[Wait, ...] = ()
    discards: tuple[DiscardOption, ...] = ()
    allowed: frozenset[int] = frozenset()
    claims: tuple[ClaimOutlook, ...] = ()
    expected: tuple[tuple[int, float], ...] = ()  # (discard, P-DR1 expected score): best ties


@dataclasses.dataclass(frozen=True)
class ClaimOutlook:
    """What a claim on a discard does to the hand ("should I 碰?"), against passing: the
    shanten after it (a 碰: after the best discard that follows it, as the hand lab ranks
    discards) and ``improving``, the unseen copies of the tiles that would then lower it."""

    kind: str  # 'pon', 'kong' (a direct kong) or 'pass'
    tile: int
    shanten: int | None
    improving: int


def seen_tiles(game: Game, step: int, seat: int, state: Any = None) -> list[int]:
    """The tiles ``seat`` can see besides its own hand: every pond, the other seats' melds
    and every won tile (counted once each; a claimed discard left the pond for a meld).
    ``state``: ``game.state(step)`` if the caller has it (replaying the events is slow)."""
    state = state if state is not None else game.state(step)
    seen: list[int] = []
    for s, view in enumerate(state.seats):
        seen += [parse_tile(t) for t in view.discards] + [parse_tile(t) for t in view.wins]
        if s != seat:
            for meld in parse_hand(view.hand).melds:
                seen += list(meld.tiles)
    return seen


def seat_help(game: Game, step: int, seat: int) -> SeatHelp:
    """Shanten, waits and discard advice for ``seat``'s hand after ``step`` events."""
    if type(seat) is not int or seat not in range(4):
        raise ValueError(f"seat is 0-3, not {seat!r}")
    rules = game.rules
    hand = parse_hand(game.state(step).seats[seat].hand)
    seen = seen_tiles(game, step, seat)
    shanten = rules.shanten(hand)
    waits = rules.waits(hand, seen) if hand.size == 13 else ()
    discards, expected = by_expected(rules, hand, rules.discard_advice(hand, seen), seen) \
        if hand.size == 14 else ((), ())
    allowed: frozenset[int] = frozenset()
    claims: tuple[ClaimOutlook, ...] = ()
    decision = game.pending() if step == len(game.events) else None
    if decision is not None and decision.seat == seat and decision.stage == "turn":
        allowed = frozenset(parse_tile(a.tiles[0]) for a in decision.options
                            if a.kind == "discard")
    if decision is not None and decision.seat == seat and decision.stage == "claim" \
            and hand.size == 13:
        kinds = [a.kind for a in decision.options]
        tile = next((parse_tile(a.tiles[0]) for a in decision.options if a.tiles), None)
        if tile is not None and "win" not in kinds:  # a win answers the question itself
            claims = tuple(claim_outlook(rules, hand, tile, kind, seen)
                           for kind in ("pon", "kong", "pass") if kind in kinds)
    return SeatHelp(seat, step, shanten, tuple(waits), tuple(discards), allowed, claims,
                    expected)


def by_expected(rules: Any, hand: Hand, discards: Sequence[DiscardOption],
                seen: Sequence[int]
                ) -> tuple[tuple[DiscardOption, ...], tuple[tuple[int, float], ...]]:
    """The engine's ranking (shanten, then 进张), its best ties that leave the hand ready
    ordered by the expected score of the waits they keep (P-DR1's third key, as the drills
    and the hand review rank them): so Help never recommends what the review calls a
    mistake. Only the top tie is scored (scoring waits is the slow part); its scores are
    returned beside the ranking."""
    if not discards or discards[0].shanten != 0:
        return tuple(discards), ()
    top = (discards[0].shanten, discards[0].effective_count)
    tied = [d for d in discards if (d.shanten, d.effective_count) == top]
    value = {d.tile: expected_score(rules, hand.remove(d.tile), Situation(), [*seen, d.tile])
             or 0.0 for d in tied}
    ranked = sorted(tied, key=lambda d: -value[d.tile])  # stable: the engine's order on ties
    return tuple(ranked) + tuple(d for d in discards if d not in tied), tuple(value.items())


def improving(rules: Any, hand: Hand, seen: Sequence[int], shanten: int | None) -> int:
    """Unseen copies of the tiles whose draw lowers a 13-tile hand's shanten."""
    if shanten is None:
        return 0
    draw = rules.draw_shanten(hand)
    visible = hand.all_tiles() + list(seen)
    return sum(rules.copies - visible.count(t) for t in rules.kinds
               if visible.count(t) < rules.copies and draw(t) < shanten)


def claim_outlook(rules: Any, hand: Hand, tile: int, kind: str, seen: Sequence[int]
                  ) -> ClaimOutlook:
    """The hand after claiming ``tile`` as ``kind`` ('pon', 'kong' or 'pass'); ``seen`` the
    tiles the seat can see, the discard among them (it leaves the pond for the meld)."""
    if kind == "pass":
        s = rules.shanten(hand)
        return ClaimOutlook(kind, tile, s, improving(rules, hand, seen, s))
    rest = list(seen)
    if tile in rest:
        rest.remove(tile)  # the claimed discard is now in the hand's meld, counted there
    n = 2 if kind == "pon" else 3
    closed = list(hand.closed)
    for _ in range(n):
        closed.remove(tile)
    after = Hand(tuple(closed), hand.melds + (Meld((tile,) * (n + 1)),), hand.flowers)
    if kind == "kong":  # a replacement tile follows: counted as a 13-tile hand that draws
        s = rules.shanten(after)
        return ClaimOutlook(kind, tile, s, improving(rules, after, rest, s))
    best = rules.discard_advice(after, rest)
    return ClaimOutlook(kind, tile, best[0].shanten if best else None,
                        best[0].effective_count if best else 0)


def drawn_tile(events: Sequence[Any], step: int) -> tuple[int, str] | None:
    """The seat and tile of a draw not yet answered by a discard, after ``step`` events
    (the tile a player keeps apart from the hand until they discard), else None.

    >>> from widgets.engine.events import Discard
    >>> drawn_tile([Draw(1, "5p")], 1), drawn_tile([Draw(1, "5p"), Discard(1, "5p")], 2)
    ((1, '5p'), None)
    """
    for e in reversed(events[:step]):
        if isinstance(e, _SKIPPED):
            continue
        if isinstance(e, Draw):
            return e.seat, e.tile
        return None
    return None
