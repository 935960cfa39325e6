"""The 永州 table's winds: the 风圈 (round wind) and each seat's 门风 (seat wind, 东 for the
dealer, then 南西北 counter-clockwise), as the hand table shows them in the middle of the
wall. The seats keep their table names (东座…北座 in the log); the winds that score 风位 and
风圈 (R-Y7's extras) follow the dealer. Its own words, zh and en."""

from __future__ import annotations

from typing import Any

from widgets.practice.table.state import TableState
from widgets.practice.table.wording import seat_name

WIND_NAMES = ("东", "南", "西", "北")
WIND_LABELS: dict[str, tuple[str, str]] = {
    "round": ("风圈 {wind}", "round wind (风圈) {wind}"),
    "seat": ("{seat}家：门风 {wind}", "{seat}: seat wind {wind}"),
    "hint": ("门风随庄家：庄家是东，下家南，对家西，上家北；风圈在庄家轮回第一位庄家时前进",
             "Seat winds follow the dealer (the dealer is 东, then 南, 西, 北 counter-clockwise); "
             "the round wind moves on when the deal comes back to the first dealer"),
}


def winds_view(game: Any, state: TableState, lang: str) -> dict[str, Any] | None:
    """The round wind and the seat winds of a 永州 hand (None in other variants).

    >>> from widgets.practice.table.play import Game
    >>> g = Game("yongzhou", 3, dealer=2, round_wind=1)
    >>> w = winds_view(g, g.state(), "en")
    >>> w["round"], w["seats"][2]
    ('round wind (风圈) 南', 'West: seat wind 东')
    """
    if game.variant != "yongzhou":
        return None
    i = 0 if lang == "zh" else 1
    dealer = state.dealer
    return {"round_wind": game.round_wind,
            "round": WIND_LABELS["round"][i].format(wind=WIND_NAMES[game.round_wind]),
            "seats": [WIND_LABELS["seat"][i].format(seat=seat_name(s, lang),
                                                    wind=WIND_NAMES[(s - dealer) % 4])
                      for s in range(4)],
            "hint": WIND_LABELS["hint"][i]}
