"""The hand table's "next key step" in 武汉 (its 红中杠 and 赖子杠 are recorded as Discards yet
are kongs), and the table's options kept across New deal (永州's 风圈, 武汉's readings)."""

from __future__ import annotations

import pytest

from widgets.engine import events as ev
from widgets.engine.tiles import parse_tile
from widgets.mahjong.wuhan import laizi
from widgets.ui import HandTable

# seed 9 plays out a 红中 (event 9) and the 赖子 (event 15), found by simulating seeds 0-39
RED_AND_WILD = 9


def _stops(t: HandTable) -> list[int]:
    t.handle({"kind": "step", "to": "start"})
    stops = []
    while t.step < len(t.events):
        t.handle({"kind": "next_key"})
        assert t.message["level"] in ("", "info"), t.message
        stops.append(t.step)
    return stops


@pytest.mark.ruling("R-W1")
@pytest.mark.ruling("R-W2")
def test_next_key_step_stops_at_the_flip_a_red_kong_and_a_wild_kong():
    t = HandTable("wuhan", seed=RED_AND_WILD, lang="en")
    flip = next(e for e in t.events if isinstance(e, ev.Indicator))
    wild = laizi(flip.tile)
    played = {i + 1: parse_tile(e.tile) for i, e in enumerate(t.events)
              if isinstance(e, ev.Discard) and parse_tile(e.tile) in (parse_tile("5z"), wild)}
    assert parse_tile("5z") in played.values() and wild in played.values()
    stops = _stops(t)
    assert t.events.index(flip) + 1 in stops
    assert set(played) <= set(stops)
    for at in played:  # the stop shows the play-out as a kong, not as a plain discard
        t.handle({"kind": "step", "to": at})
        assert "杠" in t.view["last"]
    plain = [i + 1 for i, e in enumerate(t.events) if isinstance(e, ev.Discard)
             and i + 1 not in played]
    assert plain and not set(plain) & set(stops), "a plain discard is no key step"


def test_other_variants_stop_where_they_did():
    t = HandTable("sichuan-xueliu", seed=11)
    from widgets.ui.tables.table import KEY_EVENTS
    assert _stops(t) == [i + 1 for i, e in enumerate(t.events) if isinstance(e, KEY_EVENTS)]


# ---- the table's options across New deal ------------------------------------------------------


def test_new_deal_and_a_seat_change_keep_yongzhous_round_wind():
    t = HandTable("yongzhou", seed=5, lang="en", options={"round_wind": 2})
    assert t.game.round_wind == 2
    t.handle({"kind": "new_deal", "seed": "6"})
    assert t.message["level"] in ("", "info"), t.message
    assert t.game.seed == 6 and t.game.round_wind == 2
    assert t.view["winds"]["round_wind"] == 2 and "西" in t.view["winds"]["round"]
    t.handle({"kind": "human", "seat": 1})
    assert t.game.human == 1 and t.game.round_wind == 2
    t.handle({"kind": "option", "name": "cap", "value": 5})
    assert t.game.round_wind == 2 and t.game.options["cap"] == 5
    t.handle({"kind": "new_deal", "seed": "7"})
    assert t.game.round_wind == 2 and t.game.options["cap"] == 5, "both kept"


def test_new_deal_keeps_wuhans_reading_of_r_w1():
    t = HandTable("wuhan", seed=5, options={"special_kong_draws_replacement": False})
    t.handle({"kind": "new_deal", "seed": "6"})
    assert t.game.options == {"special_kong_draws_replacement": False}
    assert t.events == HandTable("wuhan", seed=6, options={
        "special_kong_draws_replacement": False}).events


def test_a_code_carries_the_round_wind_and_a_new_deal_from_it_keeps_it():
    t = HandTable("yongzhou", seed=5, options={"round_wind": 3})
    opened = HandTable(code=t.code)
    assert opened.game.round_wind == 3 and opened.events == t.events
    opened.handle({"kind": "new_deal", "seed": "8"})
    assert opened.game.round_wind == 3
