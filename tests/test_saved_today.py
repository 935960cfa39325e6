"""Files saved by the code of dc8969e (main before issue 34 split the packages) still load:
the learner's record, a played mahjong hand's replay for five variants, each card table's
replay, position codes of every widget that has one (but the exercise, whose code needs its
question) and a teacher's scenario. Each is loaded the way a learner or teacher loads it (the
widgets' Load, Code and scenario box, a Drill reading its record) and shows what it showed when
saved: the values below were read at saving time.

The files were written by ``tests/data/make_saved_today.py dc8969e`` (run it to make a new set
named for another commit)."""

from __future__ import annotations

import json
import shutil
from fractions import Fraction
from pathlib import Path

import pytest

from widgets.ui import (
    CardTable,
    DoudizhuTable,
    Drill,
    HandLab,
    HandTable,
    OddsLab,
    PaohuziTable,
    SanzhangTable,
    TuitongziTable,
)

COMMIT = "dc8969e"
DATA = Path(__file__).parent / "data"


def _saved(name: str) -> str:
    return (DATA / name.format(COMMIT)).read_text(encoding="utf-8")


def test_a_record_saved_today_opens_with_its_answers_and_review_cards(tmp_path):
    """Three wuhan drill answers (seed 11), each wrong, each with its review card."""
    copy = tmp_path / "paixue-record.jsonl"
    shutil.copy(DATA / f"record_{COMMIT}.jsonl", copy)
    drill = Drill("wuhan", seed=11, n=3, lang="en", record=str(copy))
    answers = drill.record.answers()
    assert [(a.kind, a.answer, a.correct) for a in answers] == [
        ("discard", '["8s"]', False), ("waits", '["7z"]', False), ("claim", '["chi"]', False)]
    assert {(a.source, a.variant, a.level, a.seed) for a in answers} == \
        {("drill", "wuhan", "medium", "11")}
    assert sorted(drill.record.cards()) == [
        f'["wuhan", "{kind}", "medium", "11", {i}, "{{}}"]'
        for i, kind in ((2, "claim"), (0, "discard"), (1, "waits"))]
    assert drill.record.skipped == 0


HANDS = {  # variant → (events, each seat's net at the end), as saved
    "sichuan-xuezhan": (111, [9, -1, -1, -7]),
    "wuhan": (96, [0, 0, -4, 4]),
    "yongzhou": (92, [-1, 1, 0, 0]),
    "shuangren": (39, [-11, 11]),
    "dashiyou-xueliu": (141, [8, -17, 6, 3]),
}


@pytest.mark.parametrize("variant", HANDS)
def test_a_mahjong_replay_saved_today_loads_at_the_table(variant):
    """Seed 3, every seat automatic, saved with the table's Save; pasted into Load."""
    steps, nets = HANDS[variant]
    table = HandTable(variant, seed=1, lang="en")
    table.handle({"kind": "load", "text": _saved(f"hand_{variant}_{{}}.json")})
    assert table.message["level"] == "info", table.message
    table.handle({"kind": "step", "to": "end"})
    assert table.view["step"]["total"] == steps and table.view["finished"]
    assert [p["net"] for p in table.view["ledger"]] == nets


CARD_HANDS = {  # game → (its table, events, ledger), as saved
    "doudizhu": (DoudizhuTable, 29, (-1, 2, -1)),
    "sanzhang": (SanzhangTable, 26, (-18, -11, 40, -11)),
    "tuitongzi": (TuitongziTable, 6, (-2010, 0, -402, 2400, 12, 0)),
    "paohuzi": (PaohuziTable, 40, (-6, 12, -6)),
}


@pytest.mark.parametrize("game", CARD_HANDS)
def test_a_card_table_replay_saved_today_loads(game):
    """Seed 5, every seat automatic, saved with the table's Save; pasted into Load."""
    table_class, steps, ledger = CARD_HANDS[game]
    table = table_class(seed=1, human=0, lang="en")
    table.handle({"kind": "load", "text": _saved(f"{game}_table_{{}}.json")})
    assert table.message["level"] == "info", table.message
    assert table.game.over and len(table.game.events) == steps
    assert tuple(Fraction(x) for x in table.game.ledger()) == ledger


CODES = json.loads(_saved("codes_{}.json"))


def _cards(view: dict) -> dict[str, list[str]]:
    return {slot["name"]: [c["id"] for c in slot["cards"]] for slot in view["slots"]}


@pytest.mark.parametrize("name, hand", [("handlab_wuhan", "123m456p789s1122z"),
                                        ("handlab_xuezhan", "1112345678999m")])
def test_a_hand_lab_code_saved_today_opens_its_hand(name, hand):
    variant = "wuhan" if name.endswith("wuhan") else "sichuan-xuezhan"
    assert HandLab(code=CODES[name]).view["hand"]["text"] == hand
    lab = HandLab(variant, lang="en")
    lab.handle({"kind": "code", "code": CODES[name]})
    assert lab.message["level"] == "info" and lab.view["hand"]["text"] == hand


def test_a_hand_table_code_saved_today_opens_its_step():
    table = HandTable(code=CODES["handtable_yongzhou"], lang="en")
    assert table.view["variant"]["id"] == "yongzhou" and table.view["seed"] == 4
    assert table.view["step"] == {"at": 20, "total": 67, "label": "step 20 of 67"}


CARD_CODES = {
    "cards_doudizhu": ("doudizhu", {"hand": list("33344458"), "previous": list("666")}),
    "cards_sanzhang": ("sanzhang", {"challenger": ["As", "Ks", "Qs"],
                                    "defender": ["2h", "3d", "5c"]}),
    "cards_tuitongzi": ("tuitongzi", {"banker": ["2", "8"], "p1": ["5", "5"]}),
    "cards_paohuzi": ("paohuzi", {"hand": ["x1", "x2", "x3", "W"], "table": ["d3", "d3", "d3"],
                                  "win": ["x7"]}),
}


@pytest.mark.parametrize("name", CARD_CODES)
def test_a_card_lab_code_saved_today_opens_its_cards(name):
    game, cards = CARD_CODES[name]
    table = CardTable(game, lang="en")
    table.handle({"kind": "code", "code": CODES[name]})
    assert table.message["level"] == "info" and table.view["game"] == game
    shown = _cards(table.view)
    assert {slot: shown[slot] for slot in cards} == cards
    assert _cards(CardTable(code=CODES[name]).view) == shown


def test_the_card_lab_codes_keep_bets_and_pool():
    view = CardTable(code=CODES["cards_tuitongzi"]).view
    assert (view["bets"], view["pool"]) == ([5, 0, 20], 300)


def test_a_drill_code_saved_today_opens_its_question():
    drill = Drill(code=CODES["drill_sichuan"], record=False, lang="en")
    q = drill.question
    assert (q.variant, q.kind, q.hand) == ("sichuan-xuezhan", "discard", "88m123345888p [999p,1]")
    assert q.answer == {"1p", "3p", "5p"}


def test_an_odds_lab_code_saved_today_opens_its_game():
    lab = OddsLab(code=CODES["odds_tuitongzi"], lang="en")
    assert lab.view["game"] == "tuitongzi"
    assert lab.code == CODES["odds_tuitongzi"]  # the same position, coded the same


def test_a_scenario_saved_today_deals_again():
    """The scenario box's JSON (as the table showed it after dealing it), pasted again."""
    text = _saved("scenario_{}.json").strip()
    table = HandTable("sichuan-xueliu", seed=3, lang="en")
    table.handle({"kind": "scenario", "text": text})
    assert table.message["level"] == "info", table.message
    assert table.view["scenario"]["active"]
    assert json.loads(table.view["scenario"]["json"]) == json.loads(text) == {
        "hands": {"0": "123456789m1234p5p"}, "draws": "9s", "replacements": "", "indicator": "",
        "dealer": 0, "dice": {"wall": 3}, "seed": 0}
