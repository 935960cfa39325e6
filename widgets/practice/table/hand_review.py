"""Review of a played hand: the learner's decisions at the hand table (discards, claims and
passes), each against the best choice the engine finds, the costliest first.

Read from the hand's events alone, so it works on any finished game with a human seat: a
``Discard`` of a human seat is a discard decision, a ``Claim`` or direct ``Kong`` of one a claim
taken, a ``Pass`` one declined. Each is measured as the table's Help measures it
(:mod:`.advice`): a discard by the shanten (向听) it leaves and its improving tiles (进张);
a claim by the shanten and improving tiles after it against passing
(:func:`~.advice.claim_outlook`), all counted on what that seat could see then; a discard
that leaves the hand ready also by the expected score of its waits (P-DR1's third key,
:func:`~widgets.practice.odds.waits.expected_score`:
the mean score of the live waits weighted by unseen
copies). A choice costs what it gave up against the best: first shanten, then improving tiles,
then expected score. Forced moves (a winner who plays on must discard what it draws) are not
decisions. ``step`` is the table just before the decision: stepping there replays it.

>>> from widgets.practice.table.play import Game
>>> g = Game("sichuan-xueliu", 7, human=0)
>>> _ = g.advance()
>>> while g.pending():
...     d = g.pending()
...     _ = g.act(d.options[-1]); _ = g.advance()
>>> r = review_hand(g)
>>> r.seats, len(r.decisions) > 0, r.decisions[0].cost >= r.decisions[-1].cost
((0,), True, True)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ...engine import events as ev
from ...engine.notation import Hand, Meld, parse_hand
from ...engine.situation import Situation
from ...engine.tiles import parse_tile, suit_of, tile_name
from ..odds.waits import expected_score
from .advice import claim_outlook, improving, seat_help, seen_tiles

if TYPE_CHECKING:
    from .play import Game

NEVER = 99  # the shanten of a hand that can never win, for comparing


@dataclasses.dataclass(frozen=True)
class Option:
    """One choice at a decision and where it leaves the hand: ``kind`` discard, chi, pon,
    kong, win or pass; ``tiles`` the discard (or a 吃's run) by name; ``shanten`` after it
    (-1 a win, None never), ``improving`` the unseen tiles that would then lower it and, for a
    discard that leaves the hand ready as well as the best does (same shanten and 进张),
    ``expected`` the expected score of its waits (P-DR1; 0 when every wait is seen); None for
    the others, which lose before it counts."""

    kind: str
    tiles: tuple[str, ...]
    shanten: int | None
    improving: int
    expected: float | None = None

    @property
    def key(self) -> tuple[int, int, float]:
        """Lower is better: the shanten, then the fewer improving tiles, then the lower
        expected score (P-DR1's order)."""
        return (NEVER if self.shanten is None else self.shanten, -self.improving,
                -(self.expected or 0.0))


@dataclasses.dataclass(frozen=True)
class ReviewedDecision:
    """One decision of ``seat``: at ``step`` (the table before it), on ``tile`` (the tile
    discarded by ``from_seat``, or drawn: None), what it chose, the best the engine finds and
    every option measured."""

    step: int
    seat: int
    kind: str  # 'discard' or 'claim' (a claim offered on a discard, or one's own kong/win)
    tile: str
    from_seat: int | None
    chosen: Option
    best: Option
    options: tuple[Option, ...]

    @property
    def cost(self) -> tuple[int, int, float]:
        """What the choice gave up: (shanten lost, improving tiles lost, expected score lost),
        each counted only when the keys before it tie; (0, 0, 0) none."""
        (cs, ci, ce), (bs, bi, be) = self.chosen.key, self.best.key
        tiles = 0 if cs != bs else ci - bi
        return (cs - bs, tiles, 0.0 if cs != bs or tiles else round(ce - be, 2))

    @property
    def mistake(self) -> bool:
        return self.cost > (0, 0, 0.0)


@dataclasses.dataclass(frozen=True)
class HandReview:
    """The review of the human ``seats``' decisions: all of them, the costliest first (ties
    in the order played)."""

    seats: tuple[int, ...]
    decisions: tuple[ReviewedDecision, ...]

    @property
    def mistakes(self) -> tuple[ReviewedDecision, ...]:
        return tuple(d for d in self.decisions if d.mistake)


def human_seats(game: Game) -> tuple[int, ...]:
    """The seats people played (none for four automatic seats or a loaded replay)."""
    humans = tuple(getattr(game, "humans", ()) or ())
    return humans or ((game.human,) if game.human is not None else ())


def review_hand(game: Game, seats: Sequence[int] | None = None) -> HandReview:
    """The review of ``seats`` (default: the human seats) over the game's events so far."""
    seats = tuple(seats) if seats is not None else human_seats(game)
    found: list[ReviewedDecision] = []
    for i, e in enumerate(game.events):
        seat = getattr(e, "seat", None)
        if seat not in seats or i < game.play_from:  # (a scenario's played-down start)
            continue
        d = None
        if isinstance(e, ev.Discard):
            d = _discard(game, i, e)
        elif isinstance(e, ev.Claim) or (isinstance(e, ev.Kong) and e.kind == "direct"):
            d = _claim(game, i, seat, e.tile, e.from_seat, _taken(e))
        elif isinstance(e, ev.Pass) and e.from_seat is not None:
            d = _claim(game, i, seat, e.tile, e.from_seat, ("pass", ()), e.kinds)
        if d is not None:
            found.append(d)
    found.sort(key=lambda d: (-d.cost[0], -d.cost[1], -d.cost[2], d.step))
    return HandReview(seats, tuple(found))


def _taken(e: Any) -> tuple[str, tuple[str, ...]]:
    if isinstance(e, ev.Kong):
        return "kong", ()
    return e.kind, tuple(e.run) if e.kind == "chi" else ()


def _discard(game: Game, step: int, e: ev.Discard) -> ReviewedDecision | None:
    state = game.state(step)
    view = state.seats[e.seat]
    if game.stay and view.wins:  # a winner plays on: it discards what it draws (不能换张)
        return None
    help_ = seat_help(game, step, e.seat)
    if not help_.discards:
        return None
    options = [Option("discard", (tile_name(d.tile),), d.shanten, d.effective_count)
               for d in help_.discards]
    if view.void is not None:  # 定缺: while void tiles are held, they are what may go
        void = [o for o in options if suit_of(parse_tile(o.tiles[0])) == view.void]
        if void and any(o.tiles == (e.tile,) for o in void):
            options = void
    if not any(o.tiles == (e.tile,) for o in options):
        return None
    options = _with_expected(game, step, e.seat, state, options, dict(help_.expected))
    chosen = next(o for o in options if o.tiles == (e.tile,))
    return ReviewedDecision(step, e.seat, "discard", e.tile, None, chosen,
                            min(options, key=lambda o: o.key), tuple(options))


def _with_expected(game: Game, step: int, seat: int, state: Any, options: list[Option],
                   known: dict[int, float]) -> list[Option]:
    """The options, those that leave the hand ready with the expected score of its waits
    (P-DR1), counted on what the seat could see then, its discard among it. Only the ready
    options tied with the best on shanten and 进张 are scored: the others already lose, and
    scoring every wait is the slow part; ``known`` are the scores the table's Help already
    worked out for the same seat and step."""
    top = min(o.key[:2] for o in options)
    if top[0] != 0:
        return options
    hand = parse_hand(state.seats[seat].hand)
    seen = seen_tiles(game, step, seat, state)
    out = []
    for o in options:
        if o.key[:2] == top:
            t = parse_tile(o.tiles[0])
            # scored as the drill scores it (Situation(): no dealer or 海底 bonus), the
            # discard now seen in the pond
            exp = known[t] if t in known else expected_score(
                game.rules, hand.remove(t), Situation(), [*seen, t]) or 0.0
            o = dataclasses.replace(o, expected=exp)
        out.append(o)
    return out


def _claim(game: Game, step: int, seat: int, tile: str, src: int,
           taken: tuple[str, tuple[str, ...]], offered: Sequence[str] = ()
           ) -> ReviewedDecision | None:
    """A claim taken (``taken`` its kind and a 吃's run) or passed (``offered`` the kinds
    declined), against passing and the other claims the hand could make."""
    rules = game.rules
    hand = parse_hand(game.state(step).seats[seat].hand)
    if hand.size != 13:
        return None
    t = parse_tile(tile)
    seen = seen_tiles(game, step, seat)
    held = hand.closed.count(t)
    kinds = {"pass"} | set(offered) | {taken[0]}
    kinds |= {"pon"} if held >= 2 and taken[0] in ("kong", "pon") else set()
    options = []
    for kind in ("win", "kong", "pon", "chi", "pass"):
        if kind not in kinds:
            continue
        if kind == "win":
            options.append(Option("win", (tile,), -1, 0))
        elif kind == "chi":
            run = taken[1] if taken[0] == "chi" else ()
            if run:
                options.append(_chi(rules, hand, t, run, seen))
        else:
            o = claim_outlook(rules, hand, t, kind, seen)
            options.append(Option(kind, (), o.shanten, o.improving))
    chosen = next((o for o in options if o.kind == taken[0]), None)
    if chosen is None or len(options) < 2:
        return None
    return ReviewedDecision(step, seat, "claim", tile, src, chosen,
                            min(options, key=lambda o: o.key), tuple(options))


def _chi(rules: Any, hand: Hand, tile: int, run: Sequence[str], seen: Sequence[int]) -> Option:
    """A 吃 of ``tile`` into ``run``, then the best discard (as a 碰 is measured)."""
    rest = list(seen)
    if tile in rest:
        rest.remove(tile)
    closed = list(hand.closed)
    tiles = [parse_tile(x) for x in run]
    others = list(tiles)
    others.remove(tile)  # the claimed tile comes from the pond, the other two from the hand
    for x in others:
        closed.remove(x)
    after = Hand(tuple(closed), hand.melds + (Meld(tuple(tiles)),), hand.flowers)
    best = rules.discard_advice(after, rest)
    if not best:
        s = rules.shanten(after)
        return Option("chi", tuple(run), s, improving(rules, after, rest, s))
    return Option("chi", tuple(run), best[0].shanten, best[0].effective_count)
