"""Rounds at the hand table (issue 22): when a hand is over the table says who deals next and
why (the variant's rule, :mod:`widgets.practice.table.round`), and Next hand
(``{"kind": "next_hand"}``) deals the next hand of the round at the table: the next dealer,
永州's 风圈, a seed derived from the table's seed and the hand number (so a class replays the
same round), the people's seats and the rule options kept. Each seat's running total stands
beside the hand's ledger.

Save and Load stay one hand: the saved JSON is that hand's events, and a loaded hand is a
replay with no round (deal from a seed for one). A position code of a later hand of a round
carries its place (seed, hand number, dealer, 风圈, first dealer, totals): it reopens that
hand where it stood in its round.
"""

from __future__ import annotations

from typing import Any

from widgets.practice.table import play
from widgets.practice.table.round import WINDS, RoundPlace, hand_seed, next_deal
from widgets.practice.table.round import deal as deal_hand
from widgets.practice.table.wording import seat_name

from ..shared.intents import Refused
from ..shared.labels import say
from .table_view import TableCursor
from .table_winds import WIND_NAMES


def place_of(state: TableCursor) -> RoundPlace | None:
    """The shown hand's place in its round (None: a loaded replay, which is one hand)."""
    if state.round is not None:
        return state.round
    game = state.game
    if game is None or game.seed is None or game.replay:
        return None
    return RoundPlace.first(game)


def deal(variant: str, place: RoundPlace, human: int | None, options: dict[str, Any]
         ) -> play.Game:
    """Hand ``place.hand`` (2 on) of the round, dealt and played to the first decision."""
    game = deal_hand(variant, place, hand_seed(place.seed, place.hand - 1), human=human,
                     **options)
    game.options.pop("humans", None)  # not a rule option (the table keeps them)
    game.advance()
    return game


def next_hand(table: Any, _msg: dict[str, Any]) -> tuple:
    """Deal the next hand of the round (refused, with the reason, before this one is over)."""
    state, lang = table._state, table._ui["lang"]
    place = place_of(state)
    if place is None:
        raise Refused(say("round_loaded", lang))
    game = state.game
    if not game.finished:
        raise Refused(say("round_not_over", lang))
    if state.step != len(game.events):
        raise Refused(say("round_at_end", lang))
    nxt = next_deal(place, game)
    new = table._new_game(nxt.place.seed, game.human if not game.humans else game.humans[0],
                          place=nxt.place)
    note = say("round_dealt", lang, n=nxt.place.hand, seat=seat_name(nxt.dealer, lang))
    return TableCursor(state.deal + 1, len(new.events), game=new, round=nxt.place), table._ui, note


def why_text(nxt: Any, lang: str) -> str:
    """Why ``nxt.dealer`` deals next, in ``lang`` (the ruling it follows goes in the view's
    ``ruling``, the tooltip: a learner reads the rule in words)."""
    key = f"round_{nxt.rule}_{nxt.case}"
    if key == "round_keep_passes" and len(nxt.place.balances) == 2:
        key = "round_keep_passes_two"
    return say(key, lang, seat=seat_name(nxt.dealer, lang))


def round_view(table: Any, state: TableCursor, lang: str) -> dict[str, Any] | None:
    """Hand n of the round, each seat's total (the round's so far with this hand's net at
    the step shown), and at the hand's end who deals next, why, and the Next hand button."""
    place = place_of(state)
    game = state.game
    if place is None or game is None:
        return None
    at_end = game.finished and state.step == len(game.events)
    nxt = next_deal(place, game) if at_end else None
    # each seat's total so far: the round's before this hand, plus the hand's net at this step
    net = game.ledger(state.step).net
    totals = tuple(place.balances[i] + net.get(s, 0) for i, s in enumerate(game.seat_ids))
    winds = game.variant in WINDS
    title = (say("round_hand_wind", lang, n=place.hand, wind=WIND_NAMES[place.round_wind])
             if winds else say("round_hand", lang, n=place.hand))
    out: dict[str, Any] = {
        "hand": place.hand, "title": title, "round_wind": place.round_wind if winds else None,
        "totals": [{"seat": s, "name": seat_name(s, lang), "total": totals[i]}
                   for i, s in enumerate(game.seat_ids)],
        "total_label": say("round_total", lang), "hand_label": say("round_this_hand", lang),
        "next": None, "button": say("round_next_hand", lang),
        "button_hint": say("round_next_hint", lang),
    }
    if nxt is not None:
        text = say("round_next_dealer", lang, seat=seat_name(nxt.dealer, lang),
                   why=why_text(nxt, lang))
        if nxt.wind_moved:
            moved = say("round_wind_moves", lang, old=WIND_NAMES[place.round_wind],
                        new=WIND_NAMES[nxt.place.round_wind])
            text += ("。" if lang == "zh" else ". ") + moved
        out["next"] = {"dealer": nxt.dealer, "kind": nxt.case, "ruling": nxt.ruling,
                       "wind_moved": nxt.wind_moved, "text": text,
                       "round_wind": nxt.place.round_wind if winds else None}
    return out
