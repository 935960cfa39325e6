"""The hand table's opponents (issue 37): each automatic seat's level, chosen with the
``level`` intent (``{"kind": "level", "seat": 1, "level": "strong"}``), and Help's advice,
the strong level's choice with its reason.

A level changed deals the hand again from its seed with the new levels, as choosing another
seat does (the same seed and levels give the same hand; a later hand of a round is dealt again
as it was, a teacher's scenario too). A loaded replay has no seed: its levels stay."""

from __future__ import annotations

from typing import Any

from widgets.practice.levels import level_name
from widgets.practice.table import play
from widgets.practice.table.advice import seat_help
from widgets.practice.table.play import seat_name

from ..shared.intents import Refused
from ..shared.labels import say
from ..shared.level_picker import advice, changed_note, level_change, levels_view
from . import table_view
from .table_view import TableCursor, action_label

GAME_ID = "mahjong"  # every variant's players are registered under one id


def seats_view(game: play.Game, lang: str) -> dict[str, Any]:
    """The selector's view: the automatic seats of ``game`` and their levels."""
    return levels_view(GAME_ID, game.levels, game.humans, seat_name, lang, game.seat_ids)


def change_level(table: Any, msg: dict[str, Any]) -> tuple:
    """The ``level`` intent: the seat's new level, the hand dealt again from its seed."""
    game, lang = table.game, table.ui["lang"]
    levels = level_change(msg, GAME_ID, game.levels, game.humans, lang, seat_name,
                          game.seat_ids)
    seat = int(msg["seat"])
    if levels == game.levels:
        return table.snapshot, dict(table.ui), say(
            "level_same", lang, seat=seat_name(seat, lang), level=level_name(levels[seat], lang))
    if game.seed is None:
        raise Refused(say("level_replay", lang))
    place = table.snapshot.round  # a later hand of a round is dealt again as it was
    fresh = table._new_game(game.seed, game.human, place=place, levels=levels)
    return (TableCursor(table.snapshot.deal + 1, len(fresh.events), game=fresh, round=place),
            dict(table.ui), changed_note(seat, levels[seat], lang, seat_name))


def help_view(game: play.Game, step: int, decision: play.Decision | None, lang: str
              ) -> dict[str, Any]:
    """The learner's Help: the strong level's advice (``advice``) over the engine's analysis
    of the learner's seat (:func:`~widgets.practice.table.advice.seat_help`)."""
    assert game.human is not None
    return table_view.help_view(seat_help(game, step, game.human), lang) | {
        "advice": advice_view(game, decision, lang)}


def advice_view(game: play.Game, decision: play.Decision | None, lang: str
                ) -> dict[str, Any] | None:
    """Help's first line: what the strong level would do now, and why (None: no decision)."""
    if decision is None:
        return None
    said = advice(game, decision, GAME_ID, lambda a: action_label(a, lang), lang)
    return {k: v for k, v in said.items() if k != "choice"}


__all__ = ["GAME_ID", "advice_view", "change_level", "help_view", "seats_view"]
