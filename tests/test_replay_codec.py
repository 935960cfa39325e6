"""The one replay format (widgets/engine/replay_codec.py, issue 36): one versioned codec for
mahjong and card hands alike, one ReplayError; files saved in it load (tests/data/replay_v1_*,
saved with the tables' Save at the commit that made the format, seeds as the dc8969e files
of tests/test_saved_today.py, so they hold the same hands); every game's played hands
round-trip; a replay of another game or of a later format version is refused in words, zh and
en; the card table's saved text is sent once, not with the view of every later click."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from widgets.engine import events as ev
from widgets.engine import replay_codec
from widgets.engine.replay_codec import FORMAT, VERSION, ReplayError
from widgets.practice import table as mahjong_table
from widgets.practice.card_tables import (
    card_hand,
    doudizhu_play,
    paohuzi_play,
    sanzhang_play,
    tuitongzi_play,
)
from widgets.practice.table import replay
from widgets.practice.table.play import PLAYABLE, Game, simulate
from widgets.ui import DoudizhuTable, HandTable, PaohuziTable, SanzhangTable, TuitongziTable

DATA = Path(__file__).parent / "data"
WIDGETS = Path(__file__).parent.parent / "widgets"
CARD_GAMES = {"doudizhu": (doudizhu_play, DoudizhuTable), "paohuzi": (paohuzi_play, PaohuziTable),
              "sanzhang": (sanzhang_play, SanzhangTable),
              "tuitongzi": (tuitongzi_play, TuitongziTable)}


def test_one_replay_error_defined_once_in_the_engine():
    for module in (card_hand, replay, mahjong_table, doudizhu_play, paohuzi_play, sanzhang_play,
                   tuitongzi_play):
        assert module.ReplayError is ReplayError, module.__name__
    assert issubclass(ev.EventError, ReplayError)  # a bad field of a saved hand is one too
    defined = [p for p in WIDGETS.rglob("*.py") if "class ReplayError" in p.read_text("utf-8")]
    assert defined == [WIDGETS / "engine" / "replay_codec.py"]


def test_every_game_writes_one_header():
    mahjong = json.loads(ev.to_json(simulate("wuhan", 3)))
    assert {k: mahjong[k] for k in ("format", "version", "game", "schema")} == \
        {"format": FORMAT, "version": VERSION, "game": "mahjong", "schema": 3}
    for game, (module, _table) in CARD_GAMES.items():
        data = json.loads(module.simulate(5).to_json())
        assert (data["format"], data["version"], data["game"], data["seed"]) == \
            (FORMAT, VERSION, game, 5)
        assert replay_codec.TABLES[game].types == module.CODEC.types  # registered by game


CARD_FACTS = {"doudizhu": (29, (-1, 2, -1)), "sanzhang": (26, (-18, -11, 40, -11)),
              "tuitongzi": (6, (-2010, 0, -402, 2400, 12, 0)), "paohuzi": (40, (-6, 12, -6))}


@pytest.mark.parametrize("game", CARD_FACTS)
def test_a_card_replay_saved_in_the_format_loads_and_saves_the_same(game):
    text = (DATA / f"replay_v1_{game}.json").read_text(encoding="utf-8")
    table = CARD_GAMES[game][1](seed=1, human=0, lang="en")
    table.handle({"kind": "load", "text": text})
    assert table.message["level"] == "info", table.message
    steps, ledger = CARD_FACTS[game]
    assert table.game.over and len(table.game.events) == steps
    assert tuple(Fraction(x) for x in table.game.ledger()) == ledger
    table.handle({"kind": "save"})
    assert table.saved == text


def test_a_mahjong_replay_saved_in_the_format_loads_and_saves_the_same():
    text = (DATA / "replay_v1_wuhan.json").read_text(encoding="utf-8")
    table = HandTable("wuhan", seed=1, lang="en")
    table.handle({"kind": "load", "text": text})
    assert table.message["level"] == "info", table.message
    table.handle({"kind": "step", "to": "end"})
    assert table.view["step"]["total"] == 96 and table.view["finished"]
    assert [p["net"] for p in table.view["ledger"]] == [0, 0, -4, 4]
    assert table.replay_json == text


@settings(max_examples=15)
@given(st.sampled_from(sorted(CARD_GAMES)), st.integers(0, 10**6))
def test_played_card_hands_round_trip(game, seed):
    module = CARD_GAMES[game][0]
    g = module.simulate(seed)
    text = g.to_json()
    again = type(g).from_json(text)
    assert again.events == g.events and again.ledger() == g.ledger()
    assert again.to_json() == text


@settings(max_examples=8)
@given(st.sampled_from(PLAYABLE), st.integers(0, 10**6))
def test_played_mahjong_hands_round_trip(variant, seed):
    events = simulate(variant, seed)
    text = ev.to_json(events)
    assert ev.from_json(text) == events and ev.to_json(ev.from_json(text)) == text
    assert Game.from_events(variant, text).events == events  # the rules accept it again


def test_a_replay_of_another_game_is_refused_naming_both():
    mahjong = ev.to_json(simulate("wuhan", 3))
    table = DoudizhuTable(seed=1, human=0, lang="en")
    table.handle({"kind": "load", "text": mahjong})
    assert table.message["text"] == "not a 斗地主 replay (it is a 麻将 one)"
    table.handle({"kind": "lang", "value": "zh"})
    table.handle({"kind": "load", "text": mahjong})
    assert table.message["text"] == "不是斗地主保存的一手（这是麻将的）"
    with pytest.raises(ReplayError, match=r"not a 麻将 saved hand \(it is a 跑胡子 one\)"):
        ev.from_json(paohuzi_play.simulate(2).to_json())
    old = (DATA / "doudizhu_table_dc8969e.json").read_text(encoding="utf-8")  # kind, no game
    with pytest.raises(ReplayError, match=r"\(it is a 斗地主 one\)"):
        ev.from_json(old)


@pytest.mark.parametrize("lang, words", [("en", "saved in replay format version 2; this "
                                                 "version reads 1"),
                                         ("zh", "保存格式第 2 版；这个版本能读 1")])
def test_a_replay_of_a_later_format_is_refused_by_its_number(lang, words):
    data = json.loads((DATA / "replay_v1_sanzhang.json").read_text(encoding="utf-8"))
    table = SanzhangTable(seed=1, human=0, lang=lang)
    before = list(table.game.events)
    table.handle({"kind": "load", "text": json.dumps(data | {"version": 2})})
    assert table.message["level"] == "warning" and table.message["text"] == words
    assert table.game.events == before
    with pytest.raises(ReplayError) as info:
        ev.from_json(ev.to_json([]).replace('"version": 1', '"version": 2'))
    assert info.value.say(lang) == words


def test_a_click_after_save_does_not_send_the_saved_text_again():
    """The saved text is its own trait: Save sends it once; the view of a later click (what
    the page gets on every click) holds no copy of it."""
    table = PaohuziTable(seed=6, human=None, lang="en")
    sent: list[str] = []
    table.observe(lambda change: sent.append(change["name"]), names=["view", "saved"])
    table.handle({"kind": "save"})
    text = table.saved
    assert json.loads(text)["game"] == "paohuzi" and "saved" in sent
    sent.clear()
    table.handle({"kind": "step", "to": "forward"})
    view = json.dumps(table.view, ensure_ascii=False)
    assert sent == ["view"] and table.saved == text  # the box keeps it; it is not sent again
    assert "json" not in table.view and '"format"' not in view and '"events"' not in view
    unsaved = PaohuziTable(seed=6, human=None, lang="en")
    unsaved.handle({"kind": "step", "to": "forward"})
    assert table.view == unsaved.view  # the same view as a table never saved: no text in it
    table.handle({"kind": "new", "seed": 2})
    assert table.saved == "" and "saved" in sent


def test_the_hand_tables_open_save_panel_does_not_resend_its_text_on_a_click():
    """HandTable's Save panel shows the replay text from its own trait: a step (the events
    unchanged) sends the view only; the text is in no view."""
    table = HandTable("wuhan", seed=3, lang="en")
    table.handle({"kind": "save"})
    text = table.saved
    assert text == table.replay_json and table.view["save"]
    sent: list[str] = []
    table.observe(lambda change: sent.append(change["name"]), names=["view", "saved"])
    table.handle({"kind": "step", "to": 5})
    assert sent == ["view"] and table.saved == text
    assert text not in json.dumps(table.view, ensure_ascii=False)
    assert "save_text" not in table.view
    table.handle({"kind": "save"})  # the panel closed: nothing to show
    assert table.saved == ""
