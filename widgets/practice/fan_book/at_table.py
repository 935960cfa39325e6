"""A situational fan's example dealt at the hand table (issue 39: "openable at the hand
table"): the deal a teacher's scenario would prepare so that the events that make the fan
happen in play — the dealer dealt the example whole (天胡: won on the deal), the example's
concealed kong dealt with the winning tile waiting at the back of the wall (杠上开花: kong,
replacement, win), or the example less its winning tile dealt to the seat after the dealer,
whose first draw is the winning tile (地胡: won on the first draw).

:func:`deal` gives the scenario (its plain dict, :mod:`widgets.practice.table.scenario`) and
the seat the learner plays, or None where the fan's events need more than a prepared deal
(海底 needs the whole wall played, 抢杠 another seat's kong) or the hand has melds a deal
cannot give. :func:`play_out` plays it as the learner would (tests/test_fan_book_table.py).

>>> from widgets.practice.fan_book.book import fan_book
>>> deal(fan_book("sichuan-xuezhan"), "gangshanghua")["scenario"]["replacements"]
'7p'
"""

from __future__ import annotations

from typing import Any

from ...engine.notation import format_tiles
from ...engine.tiles import tile_name
from ..choices import Action
from ..table.play import PLAYABLE, Game, game_class
from ..table.scenario import Scenario
from .book import Book

TIANHU = frozenset({"self_drawn", "dealer", "first_turn"})
GANGSHANG = frozenset({"self_drawn", "after_kong"})
DIHU = frozenset({"self_drawn", "first_turn"})


def deal(book: Book, key: str, seat: int = 0) -> dict[str, Any] | None:
    """The scenario that makes fan ``key``'s example happen at the table for the learner at
    ``seat`` (``{"scenario": …, "human": seat}``), or None (see the module's doc)."""
    e = book.entry(key)
    shown = e.example
    if (shown is None or not e.situational or shown.options or book.variant not in PLAYABLE
            or book.rules.deals_exchange()):
        return None
    events = frozenset(shown.events)
    hand = book.rules.hand(shown.hand)
    if hand.flowers or hand.winning is None or any(not m.concealed for m in hand.melds):
        return None
    closed = list(hand.concealed)
    kongs = [t for m in hand.melds for t in m.tiles]
    win = tile_name(hand.winning)
    seats = game_class(book.variant).seat_ids
    if seat not in seats:
        raise ValueError(f"seat is one of {seats}, not {seat!r}")
    if events == TIANHU and not kongs:  # the dealer is dealt the whole hand
        return {"scenario": {"hands": {str(seat): format_tiles(tuple(closed)) + win},
                             "dealer": seat}, "human": seat}
    if events == GANGSHANG and len(kongs) == 4:  # the kong, then its replacement wins
        dealt = format_tiles(tuple(closed + kongs[:3])) + tile_name(kongs[3])
        return {"scenario": {"hands": {str(seat): dealt}, "replacements": win,
                             "dealer": seat}, "human": seat}
    if events == DIHU and not kongs:  # the seat after the dealer: its first draw wins
        dealer = seats[(seats.index(seat) - 1) % len(seats)]
        return {"scenario": {"hands": {str(seat): format_tiles(tuple(closed))}, "draws": win,
                             "dealer": dealer}, "human": seat}
    return None


def play_out(variant: str, dealt: dict[str, Any]) -> Game:
    """Play the deal as the learner would: 定缺 the suit the hand lacks, declare the concealed
    kong, take the win when offered (the automatic seats play the rest); the game at the
    win, or where the win never came."""
    game = Scenario.from_dict(dealt["scenario"]).game(variant, human=dealt["human"])
    game.advance()
    for _ in range(12):
        d = game.pending()
        if d is None:
            break
        by_kind: dict[str, Action] = {}
        for a in d.options:
            by_kind.setdefault(a.kind, a)
        pick = by_kind.get("win") or by_kind.get("kong") or by_kind.get("void") or \
            by_kind.get("pass") or next(iter(d.options))
        if pick.kind == "void":  # the suit the hand has none of
            held = game.state().seats[dealt["human"]].hand
            pick = next((a for a in d.options if a.kind == "void" and a.suit not in held),
                        pick)
        game.act(pick)
        if pick.kind == "win":
            break
        game.advance()
    return game
