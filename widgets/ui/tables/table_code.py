"""The hand table's position code (issue 25): the variant, its rule options and the step
shown, with either the seed (a hand four automatic seats play from it: the seed alone deals
and plays it again) or the hand's events (a hand a learner played, or a loaded replay). A hand
opened from its events is a replay, as a Load is: every step is there, no seat to play. A code
of another variant is refused (``HandTable(code=…)`` takes the variant from the code). A later
hand of a round (table_round.py) carries its place in the round: the seed, hand number, dealer,
风圈 and totals deal it again (and Next hand goes on from there), with its events if people
played it."""

from __future__ import annotations

import json
from typing import Any

from widgets.engine import events as ev
from widgets.engine.why import Why
from widgets.practice.table import play
from widgets.practice.table.round import RoundPlace

from . import table_round
from .table_view import TableCursor


def position(table: Any, state: TableCursor) -> dict[str, Any]:
    game = state.game
    data: dict[str, Any] = {"v": game.variant, "t": state.step}
    if game.options:
        data["o"] = dict(game.options)
    if state.round is not None and state.round.hand > 1:  # a later hand of a round
        data["r"] = state.round.to_dict()  # its place deals it again (dealer, 风圈, seed)
        if game.human is not None or game.replay:
            data["e"] = json.loads(ev.to_json(game.events))  # what the people played
    elif game.seed is not None and game.human is None and not game.replay \
            and not getattr(game, "prepared", False):
        data["s"] = game.seed
        if getattr(game, "round_wind", 0):  # 永州's 风圈 deals with the seed (not a rule option)
            data["o"] = data.get("o", {}) | {"round_wind": game.round_wind}
    else:  # the events themselves, as the Save box's JSON holds them
        data["e"] = json.loads(ev.to_json(game.events))
    return data


def restore(table: Any, data: dict[str, Any]) -> TableCursor:
    variant, options, step = data.get("v"), data.get("o") or {}, data.get("t", 0)
    if variant != table._variant:
        raise ValueError(Why(f"这是 {variant} 的牌局，这张牌桌打的是 {table._variant}：请在 "
                             f"HandTable({variant!r}) 里打开",
                             f"it is a {variant} hand and this table plays {table._variant}: "
                             f"open it in HandTable({variant!r})"))
    # the place checked against this table's seats before anything is dealt (issue 32)
    place = RoundPlace.from_dict(data["r"], len(play.game_class(variant).seat_ids)) \
        if "r" in data else None
    if place is not None and "e" not in data:  # a round's hand four automatic seats played
        game = table_round.deal(variant, place, None, dict(options))
        table._options = dict(options)
    elif "s" in data:
        game = play.Game(variant, data["s"], human=None, **options)
        game.advance()
        table._options = dict(options)  # a New deal from here keeps them (the 风圈 too)
    else:
        game = play.Game.from_events(variant, ev.from_json(json.dumps(data.get("e"))),
                                     **options)
        if place is not None and hasattr(game, "round_wind"):
            game.round_wind = place.round_wind  # 永州: the round's, though no Win shows it
    if isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= len(game.events):
        raise ValueError(f"the step shown is 0 … {len(game.events)}, not {step!r}")
    return TableCursor(table._state.deal + 1, step, game=game, round=place)


def variant_of(code: str) -> str | None:
    """The variant a hand table code holds (for ``HandTable(code=…)``), or None."""
    from widgets.engine.position_code import decode
    return decode(code, expect="ht")[1].get("v")
