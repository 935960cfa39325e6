"""Issue 32, "Nothing escapes": the reproducers, one test each. What a learner pastes (a replay,
a position code, a scenario, a round's place) is checked before it replaces anything, and is
refused with the project's error in zh and en; a card table's click never raises and leaves
the table as it was (the hand lab's safety net, ui/intents.py)."""

from __future__ import annotations

import json

import pytest
from fuzzing_replays import raw_code  # tests/ on the path

from widgets.engine import bounded_json
from widgets.engine.position_code import PositionCodeError, decode, encode
from widgets.practice.card_tables.card_hand import ReplayError
from widgets.practice.card_tables.doudizhu_play import DoudizhuGame
from widgets.practice.card_tables.paohuzi_play import PaohuziGame
from widgets.practice.table.scenario import Scenario, ScenarioError
from widgets.ui.tables.doudizhu_table import DoudizhuTable
from widgets.ui.tables.paohuzi_table import PaohuziTable


def _replay(game_json: str, change) -> str:
    data = json.loads(game_json)
    change(data)
    return json.dumps(data, ensure_ascii=False)


@pytest.fixture(scope="module")
def ddz_json() -> str:
    g = DoudizhuGame(3, None)
    g.advance()
    return g.to_json()


def _first(data: dict, kind: str) -> dict:
    return next(e for e in data["events"] if e["type"] == kind)


# ---- 1. 斗地主 replays -----------------------------------------------------------------------

@pytest.mark.parametrize("change, words", [
    (lambda d: _first(d, "bottom").update(seat=3), "no seat 3"),
    (lambda d: _first(d, "play").update(cards={"a": 1}), "cards cannot be"),
    (lambda d: _first(d, "play").update(cards=[3, 4]), "cards cannot be"),
    (lambda d: _first(d, "play").update(seat=True), "seat cannot be"),
    (lambda d: _first(d, "play").update(as_type=""), "as_type"),
    (lambda d: d.update(beans="x"), "beans"),
    (lambda d: d.update(beans=[1, 2]), "beans"),
    (lambda d: d.update(threshold=True), "threshold"),
    (lambda d: d.update(per_point={}), "per_point"),
    (lambda d: d.update(per_point=0), "per_point"),
])
def test_a_bad_doudizhu_replay_is_a_replay_error_naming_the_field(ddz_json, change, words):
    text = _replay(ddz_json, change)
    with pytest.raises(ReplayError) as err:
        DoudizhuGame.from_json(text).advance()
    assert words in str(err.value)


def test_the_doudizhu_table_refuses_a_bad_replay_in_words_and_keeps_its_hand(ddz_json):
    t = DoudizhuTable(seed=5, human=0, lang="zh")
    before, view = t.game.to_json(), t.view
    for change in (lambda d: _first(d, "bottom").update(seat=3),
                   lambda d: _first(d, "play").update(cards={"a": 1}),
                   lambda d: d.update(beans=["x", 1, 2])):
        t.handle({"kind": "load", "text": _replay(ddz_json, change)})
        assert t.message["level"] == "warning"
        assert "事件" in t.message["text"] or "beans" in t.message["text"]
        assert t.game.to_json() == before and t.view == view


def test_a_card_table_click_that_fails_inside_is_said_and_undone(monkeypatch):
    """The safety net: an error no rule foresaw (here a TypeError planted in the game's act)
    becomes the error line, and the table is as it was: the same events, the same view."""
    t = DoudizhuTable(seed=3, human=0, lang="en")
    before, view = t.game.to_json(), t.view

    def broken(self, action):
        self.events.append("half")  # half-applied, then it breaks
        raise TypeError("planted")
    monkeypatch.setattr(DoudizhuGame, "act", broken)
    t.handle({"kind": "choose", "value": "no"})
    assert t.message["level"] == "error" and "TypeError: planted" in t.message["text"]
    assert t.game.to_json() == before and t.view == view


# ---- 2. 跑胡子 stake -----------------------------------------------------------------------

@pytest.mark.parametrize("stake", [{}, True, "1", 0, -3, 1.5, 10**30])
def test_a_paohuzi_replay_with_a_bad_stake_is_refused_and_the_table_kept(stake):
    g = PaohuziGame(2, None)
    g.advance()
    text = _replay(g.to_json(), lambda d: d.update(stake=stake))
    with pytest.raises(ReplayError, match="stake"):
        PaohuziGame.from_json(text)
    t = PaohuziTable(seed=4, human=0, lang="en")
    before = t.game.to_json()
    t.handle({"kind": "load", "text": text})
    assert t.message["level"] == "warning" and "stake" in t.message["text"]
    assert t.game.to_json() == before


# ---- 3. deeply nested position codes -------------------------------------------------------

def test_a_short_code_of_deeply_nested_json_is_refused_in_words():
    code = raw_code("hl", b'{"a":' + b"[" * 50_000 + b"]" * 50_000 + b"}")
    assert len(code) < 400
    with pytest.raises(PositionCodeError) as err:
        decode(code)
    assert "deep" in err.value.say("en") and "层" in err.value.say("zh")


def test_every_widget_constructor_and_code_box_refuses_a_nested_code():
    import fuzzing_replays as fr
    for name, (kind, make) in fr.code_widgets().items():
        code = raw_code(kind, b'{"a":' + b"[" * 5000 + b"]" * 5000 + b"}")
        with pytest.raises(PositionCodeError):
            make(code)
        w = make()
        if name != "Exercise":
            w.handle({"kind": "code", "code": code})
            assert w.message["level"] == "warning", name


def test_a_code_that_unpacks_to_too_much_is_refused():
    code = raw_code("hl", b'{"a":"' + b"x" * 1_000_000 + b'"}')
    with pytest.raises(PositionCodeError, match="too long"):
        decode(code)


# ---- 4. OddsLab codes ----------------------------------------------------------------------

@pytest.mark.parametrize("key", ["o", "p"])
def test_an_odds_code_whose_options_or_bet_are_not_a_dict_is_refused(key):
    from widgets.ui import OddsLab
    w = OddsLab("sanzhang", lang="en")
    data = decode(w.code)[1] | {key: [1, 2]}
    with pytest.raises(PositionCodeError, match="a dict"):
        OddsLab("sanzhang", code=encode("od", data))
    w.handle({"kind": "code", "code": encode("od", data)})
    assert w.message["level"] == "warning" and "a dict" in w.message["text"]


# ---- 5. a hand table's round place ---------------------------------------------------------

@pytest.fixture(scope="module")
def round_code() -> str:
    import fuzzing_replays as fr
    return fr.round_code()


@pytest.mark.parametrize("balances, words", [
    ([5, -5], "one total a seat"), ([1, 2, 3, 4], "sum to 0"), ([True, 0, 0, -1], "whole"),
    ("x", "whole"), ([0.5, -0.5, 0, 0], "whole")])
def test_a_round_place_with_bad_totals_is_refused(round_code, balances, words):
    from widgets.ui.tables.table import HandTable
    data = decode(round_code)[1]
    data["r"]["balances"] = balances
    code = encode("ht", data)
    with pytest.raises(PositionCodeError, match=words):
        HandTable("sichuan-xueliu", 1, code=code)
    t = HandTable("sichuan-xueliu", 1, lang="zh")
    t.handle({"kind": "code", "code": code})
    assert t.message["level"] == "warning" and "位置" in t.message["text"]


def test_a_round_place_that_sums_to_zero_still_opens(round_code):
    from widgets.ui.tables.table import HandTable
    data = decode(round_code)[1]
    data["r"]["balances"] = [6, -2, -2, -2]
    t = HandTable("sichuan-xueliu", 1, code=encode("ht", data))
    assert t.snapshot.round.balances == (6, -2, -2, -2)


# ---- 6. scenarios --------------------------------------------------------------------------

def test_a_scenario_nested_thousands_deep_is_a_scenario_error():
    with pytest.raises(ScenarioError) as err:
        Scenario.from_dict("[" * 3000)
    assert "3000 deep" in str(err.value)


def test_a_seat_written_with_a_superscript_digit_is_refused_in_the_scenarios_words():
    with pytest.raises(ScenarioError, match="a seat is a number"):
        Scenario.from_dict({"hands": {"²": "123m"}})


def test_the_scenario_box_refuses_deep_nesting_in_the_tables_language():
    from widgets.ui.tables.table import HandTable
    t = HandTable("sichuan-xueliu", 1, lang="zh")
    t.handle({"kind": "scenario", "text": "[" * 3000})
    assert t.message["level"] == "warning" and "层" in t.message["text"]


# ---- the shared reader ---------------------------------------------------------------------

def test_bounded_json_counts_brackets_outside_strings_only():
    assert bounded_json.loads('{"a": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}') == \
        {"a": "[" * 40}
    assert bounded_json.depth('[[1], "\\"]]]]"]') == 2
    with pytest.raises(bounded_json.JSONShapeError, match="too long"):
        bounded_json.loads("[1]" * 10, max_chars=20)
    with pytest.raises(bounded_json.JSONShapeError, match="not JSON"):
        bounded_json.loads("{")


@pytest.mark.parametrize("game, field, value, words", [
    ("sanzhang", "seat", 9, "no seat 9"), ("sanzhang", "seat", "1", "seat cannot be"),
    ("tuitongzi", "amount", [10], "amount cannot be"),
    ("tuitongzi", "seat", False, "seat cannot be")])
def test_the_other_card_games_replays_check_their_events_fields(game, field, value, words):
    from widgets.practice.card_tables.sanzhang_play import SanzhangGame
    from widgets.practice.card_tables.tuitongzi_play import TuitongziGame
    cls = {"sanzhang": SanzhangGame, "tuitongzi": TuitongziGame}[game]
    g = cls(1)
    g.advance()
    data = json.loads(g.to_json())
    next(e for e in data["events"] if field in e)[field] = value
    with pytest.raises(ReplayError, match=words):
        cls.from_json(json.dumps(data))


def test_an_unclosed_string_of_escaped_quotes_is_read_in_one_pass():
    """A pasted code or replay of '"' then '\\"' thousands of times: the string pattern must
    not restart at every quote (it did: 8 s for 20,000, minutes at the size limit); the
    text is refused as not JSON, and a bracket inside the open string does not count."""
    text = '{"a": "' + '\\"' * 100_000 + "[[["
    assert bounded_json.depth(text) == 1
    with pytest.raises(bounded_json.JSONShapeError, match="not JSON"):
        bounded_json.loads(text)


@pytest.mark.parametrize("lang, words", [("en", "a message is a dict"),
                                         ("zh", "消息应是带 'kind' 的字典")])
def test_a_card_table_says_a_message_that_is_not_an_intent_in_its_language(lang, words):
    t = PaohuziTable(seed=3, human=0, lang=lang)
    view = t.view
    t.handle("notadict")
    assert words in t.message["text"] and t.view == view
    t.handle({"kind": "fly"})
    assert ("unknown intent kind" if lang == "en" else "未知的操作") in t.message["text"]


def test_a_card_table_whose_view_cannot_be_drawn_says_so_and_never_raises(monkeypatch):
    """The last net, as the hand lab's: even the hand put back cannot be drawn (a planted
    KeyError in every build); handle() says it and returns."""
    t = DoudizhuTable(seed=3, human=0, lang="en")

    def broken(self):
        raise KeyError("planted")
    monkeypatch.setattr(DoudizhuTable, "_build", broken)
    t.handle({"kind": "choose", "value": "no"})
    assert t.message["level"] == "error" and "KeyError" in t.message["text"]
