"""A widget in Chinese refuses in Chinese (issue 17): bad intents sent to each widget with
lang="zh" show a message with Chinese characters in it, whichever handler refuses them — the
shared intent checks (widgets/ui/shared/intents.py), the widget's own, or an engine refusal it
passes on (a rule option, a card's notation, a drill's level)."""

from __future__ import annotations

import re

import pytest

from widgets.ui import CardTable, Drill, Exercise, HandLab, HandTable, OddsLab

CJK = re.compile("[\u4e00-\u9fff]")


def _picked(lab: HandLab, tile: str) -> HandLab:
    lab.handle({"kind": "claim_tile", "tile": tile, "from_seat": 2})
    return lab

# intents every Intents widget refuses the same way
COMMON = [None, 42, ["x"], {"kind": "nope"}, {"kind": 3}, {"kind": "size"},
          {"kind": "size", "value": "huge"}, {"kind": "lang", "value": "fr"}]

CASES = {
    "HandLab": (lambda: HandLab("sichuan-xuezhan", "123m456p", lang="zh"), COMMON + [
        {"kind": "add"}, {"kind": "unmeld"}, {"kind": "seen_add"}, {"kind": "toggle"},
        {"kind": "toggle", "key": "nope"}, {"kind": "text", "text": None},
        {"kind": "mode", "value": "x"}, {"kind": "passed", "value": "x"},
        {"kind": "option", "name": "nope", "value": 1},
        {"kind": "option", "name": "cap", "value": "hi"},
        {"kind": "compare", "option": "nope"}, {"kind": "set_situation", "value": 1},
        {"kind": "seen_remove", "index": 9}, {"kind": "meld", "tile": "5m"},
        {"kind": "claim", "claim": "pon"}, {"kind": "claim", "claim": "steal"},
        {"kind": "claim"}]),
    "HandLab-claims": (lambda: _picked(HandLab("sichuan-xuezhan", "11m99m3m55p234p678p",
                                               lang="zh"), "5p"), [
        {"kind": "claim", "claim": "chi"}, {"kind": "claim", "claim": "pon", "tiles": [1]},
        {"kind": "claim", "claim": "pon", "tiles": ["5p"]}]),
    "HandLab-situation": (lambda: HandLab("sichuan-xuezhan", "123m456m789m11p23p +4p",
                                          situation={"self_drawn": True}, lang="zh"), [
        {"kind": "toggle", "key": "robbing_kong"}, {"kind": "toggle", "key": "after_kong"}]),
    "HandTable": (lambda: HandTable("sichuan-xueliu", 1, lang="zh"), COMMON + [
        {"kind": "step"}, {"kind": "step", "to": "sideways"}, {"kind": "act", "index": 99},
        {"kind": "human", "seat": 7}, {"kind": "human", "seat": [1]},
        {"kind": "option", "name": "nope", "value": 1}, {"kind": "option", "name": 34,
                                                          "value": 1},
        {"kind": "load", "text": 5}]),
    "HandTable-human": (lambda: HandTable("dashiyou-xueliu", 2, human=0, lang="zh"), [
        {"kind": "pick", "index": 99}, {"kind": "act", "index": None}]),
    "CardTable-doudizhu": (lambda: CardTable("doudizhu", hand="34567899TTJ", lang="zh"),
                           COMMON + [
        {"kind": "add", "card": "d3"}, {"kind": "add", "card": ""},
        {"kind": "add", "card": "3", "slot": 5}, {"kind": "remove", "index": 99},
        {"kind": "text", "text": (1, 2)}, {"kind": "pick", "pattern": "xyz"},
        {"kind": "option", "name": "nope", "value": 1}, {"kind": "toggle", "name": "x"}]),
    "CardTable-sanzhang": (lambda: CardTable("sanzhang", lang="zh"), [
        {"kind": "add", "card": "T"}, {"kind": "add", "card": "3s 4s"}]),
    "CardTable-tuitongzi": (lambda: CardTable("tuitongzi", lang="zh"), [
        {"kind": "bet", "position": 1, "value": "hi"}, {"kind": "bet", "position": -1,
                                                       "value": 3},
        {"kind": "pool", "value": False}]),
    "CardTable-paohuzi": (lambda: CardTable("paohuzi", lang="zh"), [
        {"kind": "meld", "value": "s"}, {"kind": "toggle", "name": "self_drawn",
                                         "value": "x"}]),
    "OddsLab": (lambda: OddsLab("dafengshou", lang="zh"), COMMON + [
        {"kind": "game", "value": 1}, {"kind": "param", "name": "s", "value": "3"},
        {"kind": "param", "name": "bet:apple", "value": -3}, {"kind": "seed", "value": "x"},
        {"kind": "rounds", "value": 0}, {"kind": "option", "name": "nope", "value": 1}]),
    "OddsLab-mahjong": (lambda: OddsLab("mahjong", lang="zh"), [
        {"kind": "option", "name": "cap", "value": "hi"},
        {"kind": "param", "name": "draws", "value": "x"},
        {"kind": "param", "name": "variant", "value": "nope"}]),
    "Drill": (lambda: Drill("sichuan-xuezhan", n=3, lang="zh"), COMMON + [
        {"kind": "pick", "index": 99}, {"kind": "pick", "value": "hi"},
        {"kind": "total", "value": True}, {"kind": "settings", "level": "x"},
        {"kind": "settings", "variant": "nope"}, {"kind": "settings", "kinds": None},
        {"kind": "settings", "bogus": 1}, {"kind": "option", "name": "cap", "value": "hi"},
        {"kind": "option", "name": "kong", "value": 1}]),
    "Exercise-text": (lambda: Exercise("Type hi", lambda a: a == "hi", answer="text",
                                       lang="zh"), COMMON + [
        {"kind": "select", "tile": "5m"}, {"kind": "choose", "index": 0},
        {"kind": "answer", "value": True}]),
    "Exercise-choice": (lambda: Exercise("Pick", lambda a: a == "b", choices=["a", "b"],
                                         lang="zh"), [
        {"kind": "choose", "index": 7}, {"kind": "answer", "value": "3"}]),
    "Exercise-tiles": (lambda: Exercise("Waits?", lambda a: True, answer="tiles",
                                        hand="1112345678999m", lang="zh"), [
        {"kind": "select", "tile": "5z"}, {"kind": "answer", "value": "3"}]),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_a_refusal_in_a_chinese_widget_is_in_chinese(name):
    make, intents = CASES[name]
    w = make()
    english, accepted = [], []
    for msg in intents:
        w.handle(msg)
        text = w.message.get("text", "")
        if w.message.get("level") not in ("warning", "error"):
            accepted.append(msg)
        elif not CJK.search(text):
            english.append((msg, text))
    assert not english, english
    assert not accepted, accepted  # each one is bad: the test would be empty otherwise


def test_the_same_refusal_in_english_is_unchanged():
    lab = HandLab("sichuan-xuezhan", "123m456p", lang="en")
    lab.handle({"kind": "unmeld"})
    assert lab.message["text"].startswith("'unmeld' needs 'index'")
    lab.handle(None)
    assert lab.message["text"] == "a message is a dict with a 'kind', not NoneType"
