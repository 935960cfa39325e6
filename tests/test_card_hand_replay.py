"""CardHand's replay JSON
(widgets.practice.card_tables.card_hand) for the games that record their table's
settings beside the events (三张's seats and caps, 二八杠's bettors and pool): they round-trip,
and a setting the game refuses makes the replay refused, naming the game."""

from __future__ import annotations

import json

import pytest

from widgets.practice.card_tables.card_hand import ReplayError
from widgets.practice.card_tables.sanzhang_play import SanzhangGame
from widgets.practice.card_tables.tuitongzi_play import TuitongziGame

CASES = [(SanzhangGame, {"players": 5, "ante": 2, "single_cap": 8, "hand_cap": 3},
          ("players", 9), "欢乐三张"),
         (TuitongziGame, {"bettors": 2, "pool": 777, "banker_stake": 20_000},
          ("bettors", 0), "二八杠")]


@pytest.mark.parametrize(("game", "settings", "bad", "name"), CASES,
                         ids=lambda x: getattr(x, "__name__", None))
def test_the_settings_round_trip_and_a_bad_one_is_refused(game, settings, bad, name):
    g = game(4, **settings)
    g.advance()
    data = json.loads(g.to_json())
    assert {k: data[k] for k in settings} == settings
    again = game.from_json(g.to_json())
    assert again.events == g.events and all(getattr(again, k) == v for k, v in settings.items())
    data[bad[0]] = bad[1]
    with pytest.raises(ReplayError, match=f"not a {name} table"):
        game.from_json(json.dumps(data))
