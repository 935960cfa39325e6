"""The hand table's scenario box (issue 22): a teacher pastes a scenario's JSON, the table
deals it from the start with the same seats played by people; a bad one is refused with its
reason in the widget's language, the current hand kept and the pasted text left in the box."""

from __future__ import annotations

import json

import pytest

from widgets.engine import events as ev
from widgets.practice.table.scenario import Scenario
from widgets.ui import HandTable

PREPARED = {"hands": {"0": "123456789m1234p5p"}, "draws": "9s", "dice": {"wall": 3}, "seed": 4}
# 双人 plays 条 and honours only (72 tiles)
TWO = {"hands": {"0": "123456789s1234z5z"}, "draws": "9s", "dice": {"wall": 3}, "seed": 4}


def prepared(variant: str) -> dict:
    return TWO if variant == "shuangren" else PREPARED


def _dealt(t: HandTable, seat: int) -> str:
    return next(e.hand for e in t.events if isinstance(e, ev.Deal) and e.seat == seat)


@pytest.mark.parametrize("variant", ["sichuan-xueliu", "wuhan", "yongzhou", "shuangren"])
def test_a_pasted_scenario_deals_the_prepared_hand(variant):
    t = HandTable(variant, seed=8, human=0, lang="en")
    text = json.dumps(prepared(variant))
    t.handle({"kind": "scenario", "text": text})
    assert t.message == {"text": "Dealt from the scenario", "level": "info"}
    assert _dealt(t, 0) == ("123456789s12345z" if variant == "shuangren"  # as Deal writes it
                            else "123456789m12345p")
    dice = next(e for e in t.events if isinstance(e, ev.Dice) and e.kind == "wall")
    assert dice.values == (3,)
    assert t.game.human == 0, "the seat played by the learner stays"
    expected = Scenario.from_dict(prepared(variant)).game(variant, 0)
    expected.advance()
    assert t.events == expected.events
    sc = t.view["scenario"]
    assert sc["active"]
    assert json.loads(sc["json"]) == Scenario.from_dict(prepared(variant)).to_dict()


def test_a_scenario_keeps_the_tables_options():
    t = HandTable("yongzhou", seed=8, options={"round_wind": 1, "cap": 5})
    t.handle({"kind": "scenario", "text": json.dumps(PREPARED)})
    assert t.game.round_wind == 1 and t.game.options["cap"] == 5


@pytest.mark.parametrize("text, zh, en", [
    ('{"hands": {"0": "11111m"}}', "这副牌只有", "a fifth copy"),
    ('{"hands": {"0": "123m"}}', "起手 14 张，不是 3 张", "dealt 14 tiles, not 3"),
    ("not json", "不是 JSON", "not JSON"),
    ('{"hand": {}}', "场景里没有 'hand'", "a scenario has no 'hand'"),
    ('{"indicator": "4s"}', "只有武汉翻牌定赖子", "only 武汉 flips an indicator"),
    ('{"dice": {"wall": 9}}', "骰子是 1-6", "a die shows 1-6"),
])
@pytest.mark.parametrize("lang", ["zh", "en"])
def test_a_bad_scenario_is_refused_with_the_reason_and_the_hand_kept(text, zh, en, lang):
    t = HandTable("sichuan-xueliu", seed=8, lang=lang)
    before, step = t.events, t.step
    t.handle({"kind": "scenario", "text": text})
    m = t.message
    assert m["level"] == "warning" and m["about"] == "scenario" and m["input"] == text
    head = {"zh": "没有按场景发牌，当前这局保留：",
            "en": "Not dealt; the current hand is kept:"}[lang]
    assert m["text"].startswith(head) and (zh if lang == "zh" else en) in m["text"], m["text"]
    assert t.events == before and t.step == step and not t.view["scenario"]["active"]


def test_garbage_in_the_scenario_intent_changes_nothing():
    t = HandTable("wuhan", seed=8, lang="zh")
    before = t.events
    for msg in ({"kind": "scenario"}, {"kind": "scenario", "text": 5},
                {"kind": "scenario", "text": "x" * 6000}, {"kind": "scenario", "text": "[]"}):
        t.handle(msg)
        assert t.message["level"] == "warning", (msg, t.message)
        assert t.events == before


def test_a_new_seed_sets_the_scenario_aside():
    t = HandTable("sichuan-xueliu", seed=8)
    t.handle({"kind": "scenario", "text": json.dumps(PREPARED)})
    t.handle({"kind": "new_deal", "seed": "9"})
    assert not t.view["scenario"]["active"]
    assert t.events == HandTable("sichuan-xueliu", seed=9).events
