"""A played hand's mistake tried again from the learner's deck (My mistakes, issue 38: "Mistakes
come back"): the position is dealt again from the card's ``code`` and a move that is neither
the strong move nor the move played is measured against the strong move by the hand table's
own retry (:meth:`~.points_review.PointsReviewer.attempt`: the same paired play-outs, the same
seeds, the same interval rules), a few play-outs at a time so that a widget shows how far it
is and can stop it between two pieces.

The code (:func:`position_code`) is how the hand was dealt (the arguments its :class:`Game`
was made with, the seats' levels) and its events up to and including the decision, as the
Save box writes them; :func:`open_position` deals it again and replays every event through
:func:`~.points_review.positions`, which checks each against the record (a code that does not
replay is refused, :class:`NotOpened`, never measured on a different table).

>>> from widgets.practice.table.play import Game
>>> g = Game("sichuan-xueliu", 7, human=0)
>>> _ = g.advance()
>>> d = g.pending(); step = len(g.events)
>>> _ = g.act(d.options[0]); _ = g.advance()
>>> q = {"step": step, "seat": 0, "variant": "sichuan-xueliu", "played": 0, "best": 1,
...      "options": [[o.kind, list(o.tiles), "", ""] for o in d.options],
...      "code": position_code(g, step)}
>>> at = open_position(q)
>>> at.attempt(step, at.option(0)), at.attempt(step, at.option(1))
('same', 'best')
"""

from __future__ import annotations

import json
from typing import Any

from ...engine import events as ev
from ..choices import Action, Decision
from ..costs import Estimate
from ..levels import seat_levels
from .play import Game
from .points_review import SAMPLES, PointsDecision, PointsReviewer, loss, positions

PIECE = 4  # paired play-outs a piece: a widget's bar moves, and Stop is heard, between two


class NotOpened(ValueError):
    """The card's position cannot be dealt again (no code, a damaged one, or one whose events
    no longer replay): ``reason`` 'none' or 'damaged'."""

    def __init__(self, message: str, reason: str = "damaged"):
        super().__init__(message)
        self.reason = reason


def position_code(game: Game, step: int) -> dict[str, Any] | None:
    """What it takes to deal ``game`` again up to its decision at ``step``: the arguments it
    was made with, the seats' levels, the people's seats, the hands voided before it (R-M3)
    and its events through ``step`` (the move played there included: the replay checks it).
    None for a hand that cannot be dealt again (loaded from a record: no wall)."""
    made = getattr(game, "_made", None)
    if made is None or game.replay or not 0 <= step < len(game.events):
        return None
    args, kwargs = made
    code = {"made": [list(args), dict(kwargs)], "levels": list(game.levels),
            "humans": list(game.humans),
            "voided": [json.loads(ev.to_json(hand)) for hand in game.voided],
            "events": json.loads(ev.to_json(game.events[:step + 1])),
            **({"scripted": True, "play_from": game.play_from} if game.scripted else {})}
    try:  # kept in the record as JSON: a hand dealt from something else is not kept
        return json.loads(json.dumps(code))
    except (TypeError, ValueError):
        return None


class StoredPosition(PointsReviewer):
    """One decision of a played hand dealt again from a card (not a whole hand's review):
    :meth:`attempt` and :meth:`measure_try` are the hand table's retry, unchanged;
    :meth:`measure_piece` takes the same measurement a few play-outs at a time."""

    def __init__(self, game: Game, d: Decision, step: int, played: Action, best: Action,
                 options: list[Action]):
        # the reviewer's own state for this one decision (no pass over the hand: the rest of
        # PointsReviewer, the review of every decision, is never used here)
        self.step = step
        self.entries = {step: PointsDecision(step, d.seat, d.stage, played, best, None)}
        self._at = {step: game}
        self.tried: dict[tuple[int, Action], Estimate] = {}
        self.options = options  # the card's options, in its order, as this position's moves
        self._pieces: dict[Action, list[float]] = {}  # a move measured in part: its samples

    @property
    def game(self) -> Game:
        """The hand dealt again, just before the decision (do not play on it: copy it)."""
        return self._at[self.step]

    def option(self, i: int) -> Action:
        return self.options[i]

    def samples_of(self, move: Action) -> int:
        """Paired play-outs taken so far for ``move`` (:data:`SAMPLES` once measured)."""
        if (self.step, move) in self.tried:
            return self.tried[(self.step, move)].n
        return len(self._pieces.get(move, ()))

    def measure_piece(self, move: Action, piece: int = PIECE) -> Estimate | None:
        """``piece`` more paired play-outs of ``move`` against the strong move, taken up where
        the last piece stopped: the figure once all :data:`SAMPLES` are taken (then kept, as
        :meth:`measure_try` keeps it), else None. The same seeds and counts as
        :meth:`measure_try`, so the figure is the one it gives, piece by piece or at once."""
        key = (self.step, move)
        if key in self.tried:
            return self.tried[key]
        kept = self._pieces.setdefault(move, [])
        target = max(2, min(SAMPLES, len(kept) + piece))  # (a stop is heard after two)
        e = self.entries[self.step]
        est = loss(self._at[self.step], move, e.best, e.seat, seed=self.step, cap=SAMPLES,
                   stop=lambda: len(kept) >= target, diffs=kept)
        if len(kept) < SAMPLES:
            return None
        self.tried[key] = est
        del self._pieces[move]
        return est


def _same(a: Action, o: Any) -> bool:
    """Is ``a`` the card's option ``o`` ([kind, tiles, zh, en])?"""
    return a.kind == o[0] and list(a.tiles) == list(o[1])


def open_position(q: dict[str, Any]) -> StoredPosition:
    """The position of the card's question ``q`` (:mod:`widgets.practice.record.mistakes`)
    dealt again from its ``code``, its options matched to the moves the rules offer there;
    :class:`NotOpened` when there is no code, or it does not replay to that decision."""
    code = q.get("code")
    if not isinstance(code, dict):
        raise NotOpened("this card keeps no position to deal again (recorded before it did)",
                        "none")
    try:
        (args, kwargs) = code["made"]
        if not isinstance(args, list) or not args or args[0] != q["variant"] \
                or not isinstance(kwargs, dict):
            raise ValueError("the code is of another game")
        base = Game(*args, **kwargs)
        base.events = ev.from_json(json.dumps(code["events"]))
        base.voided = [ev.from_json(json.dumps(h)) for h in code["voided"]]
        base.humans = tuple(code["humans"])
        base.levels = seat_levels(code["levels"], max(base.seat_ids) + 1)
        if code.get("scripted") is True:  # a scenario's hand: its seats' moves as recorded
            base.scripted = True
            play_from = code.get("play_from", 0)
            if isinstance(play_from, bool) or not isinstance(play_from, int):
                raise ValueError(f"play_from is a whole number, not {play_from!r:.20}")
            base.play_from = play_from
        step, seat = q["step"], q["seat"]
        found = next((x for x in positions(base, (seat,)) if x[0] == step), None)
        if found is None:
            raise ValueError(f"no decision of seat {seat} at step {step}")
        _at, g, d, played = found
        moves = []
        for o in q["options"]:
            move = next((a for a in d.options if _same(a, o)), None)
            if move is None:
                raise ValueError(f"{o[0]} {' '.join(o[1])} is not offered there")
            moves.append(move)
        if moves[q["played"]] != played:
            raise ValueError("the move played there is not the card's")
    except NotOpened:
        raise
    except (ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
        raise NotOpened(f"this card's position does not deal again: {e}") from None
    return StoredPosition(g, d, step, played, moves[q["best"]], moves)
