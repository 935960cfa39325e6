"""The hand table's scenario box: a teacher pastes a prepared hand — the JSON form of
:class:`~widgets.practice.table.scenario.Scenario` (each seat's tiles, the front and back of the
wall, the dealer, the dice) — and presses Enter or "Deal this scenario"; the table deals it
again from the start, the seats played as before. A scenario no table can deal is refused with
its reason in the widget's language, the current hand kept and the pasted text left in the
box. Folded away below the table (teachers only). Its own words, zh and en.

>>> from widgets.ui import HandTable
>>> t = HandTable("sichuan-xueliu", seed=3, lang="en")
>>> t.handle({"kind": "scenario", "text": '{"hands": {"0": "11111m"}}'})
>>> t.message["text"]
'Not dealt; the current hand is kept: 1m: a fifth copy (the game has four of each)'
"""

from __future__ import annotations

import json
from typing import Any

from widgets.practice.table.scenario import Scenario, ScenarioError

from ..shared.intents import Refused, need
from .table_view import TableCursor

MAX_SCENARIO = 5000  # characters: four seats' tiles, the wall's ends and the dice fit easily

SCENARIO_LABELS: dict[str, tuple[str, str]] = {
    "scenario": ("场景（老师用）", "Scenario (for teachers)"),
    "scenario_hint": ("粘贴一手准备好的牌（JSON）：'hands' 每家的起手牌（庄家 14 张），"
                      "'draws' 牌墙前面依次摸的牌，'replacements' 牌墙后面的补牌，'dealer' 庄家，"
                      "'dice' 骰子；再按回车或“按场景发牌”",
                      "Paste a prepared hand (JSON): hands, each seat's tiles (the dealer's 14); "
                      "draws, the front of the wall in turn; replacements, its back; dealer; "
                      "dice. Then press Enter or Deal this scenario"),
    "scenario_deal": ("按场景发牌", "Deal this scenario"),
    "scenario_refused": ("没有按场景发牌，当前这局保留：", "Not dealt; the current hand is kept:"),
    "scenario_dealt": ("已按场景发牌", "Dealt from the scenario"),
    "scenario_now": ("这一局按场景发牌", "This hand is dealt from a scenario"),
}
EXAMPLE = '{"hands": {"0": "123456789m1234p5p"}, "draws": "9s", "dealer": 0, "dice": {"wall": 3}}'


def label(key: str, lang: str) -> str:
    zh, en = SCENARIO_LABELS[key]
    return zh if lang == "zh" else en


def scenario_view(scenario: Scenario | None, lang: str) -> dict[str, Any]:
    """The box: its words, and the scenario the hand was dealt from (its JSON), if any."""
    # "json", "json_example": data a teacher types (JSON), not prose
    return {"json": json.dumps(scenario.to_dict(), ensure_ascii=False) if scenario else "",
            "active": scenario is not None, "json_example": EXAMPLE,
            "labels": {k: label(k, lang) for k in SCENARIO_LABELS}}


def deal_scenario(table: Any, msg: dict[str, Any]) -> tuple:
    """The ``{"kind": "scenario", "text": …}`` intent: the table restarts from the pasted
    scenario (the same seats played by people), or Refused with the reason and the text."""
    text = need(msg, "text", "the scenario's JSON")
    lang = table._ui["lang"]
    if not isinstance(text, str):
        raise Refused(f"scenario: text must be a string, not {type(text).__name__}",
                      f"scenario：text 应是文字，不是 {type(text).__name__}")

    def refuse(why: str) -> Refused:
        return Refused(f"{label('scenario_refused', lang)} {why}\x00{text}", about="scenario")

    before = table._scenario
    try:
        scenario = Scenario.from_dict(text)
        scenario.deck(table._variant)  # ScenarioError, with the reason, if it cannot deal
        table._scenario = scenario
        game = table._new_game(scenario.seed, table._game.human)
    except ScenarioError as e:
        table._scenario = before
        raise refuse(e.say(lang)) from None
    except ValueError as e:  # a rule the game itself checks (its options, a seat)
        table._scenario = before
        raise refuse(str(e)) from None
    cursor = TableCursor(table._state.deal + 1, len(game.events), game=game)
    return cursor, table._ui, label("scenario_dealt", lang)
