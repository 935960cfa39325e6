"""The exercise widget, driven through ``handle`` as the JS drives it (no browser)."""

from __future__ import annotations

import json
import re

import pytest

from widgets import rules
from widgets.engine.tiles import tile_name
from widgets.ui import Exercise

SICHUAN = "sichuan-xuezhan"


def check(ex: Exercise) -> dict:
    ex.handle({"kind": "check"})
    json.dumps(ex.view)
    return ex.view["feedback"]


def test_waits_select_every_live_wait():
    ex = Exercise.waits(SICHUAN, "1112345678999m", lang="en")
    assert ex.view["answer_kind"] == "tiles" and ex.view["hand"]["text"] == "1112345678999m"
    ex.handle({"kind": "select", "tile": "1m"})
    ex.handle({"kind": "select", "tile": "5p"})
    fb = check(ex)
    assert fb["correct"] is False and "5p" in fb["text"] and "missing" in fb["text"]
    ex.handle({"kind": "select", "tile": "5p"})  # a second click unselects
    for n in range(2, 10):
        ex.handle({"kind": "select", "tile": f"{n}m"})
    fb = check(ex)
    assert fb["correct"] is True and "9m" in fb["text"]
    assert ex.view["solved"] and ex.view["attempts"] == 2


def test_waits_of_a_hand_that_is_not_ready_is_the_empty_selection():
    ex = Exercise.waits(SICHUAN, "1357m2468p13579s", lang="en")
    assert check(ex)["correct"] is True


def test_waits_needs_13_tiles():
    with pytest.raises(ValueError):
        Exercise.waits(SICHUAN, "1112345678999m5p")


def test_shanten_number_answer_with_feedback_direction():
    ex = Exercise.shanten(SICHUAN, "123m456m789m11p23p", lang="en")
    ex.handle({"kind": "answer", "value": "2"})
    fb = check(ex)
    assert fb["correct"] is False and "lower" in fb["text"]
    ex.handle({"kind": "answer", "value": "zero"})
    ex.handle({"kind": "check"})
    assert ex.message["level"] == "warning" and "whole number" in ex.message["text"]
    ex.handle({"kind": "answer", "value": 0})
    assert check(ex)["correct"] is True
    assert rules(SICHUAN).shanten("123m456m789m11p23p") == 0


def test_best_discard_accepts_any_tie_and_explains_a_worse_one():
    r = rules(SICHUAN)
    hand = "1112345678999m5p"
    ex = Exercise.best_discard(SICHUAN, hand, lang="en")
    assert ex.view["pick"] == "one" and ex.view["tiles_from_hand"]
    assert len(ex.view["tiles"]) == 14 and ex.view["hand"] is None
    ex.handle({"kind": "select", "tile": "1m"})
    fb = check(ex)
    assert fb["correct"] is False and "1-shanten" in fb["text"]
    ex.handle({"kind": "select", "tile": "5p"})  # pick one: replaces 1m
    assert [t["id"] for t in ex.view["tiles"] if t["selected"]] == ["5p"]
    assert check(ex)["correct"] is True
    assert r.discard_advice(hand)[0].tile == 13  # 5p
    ex.handle({"kind": "select", "tile": "7s"})
    assert ex.message["level"] == "warning"  # not in the hand


def test_best_discard_ties_are_all_right():
    hand = "1122334455m1p2p3s4s"  # 1p and 2p tie: 1-shanten, 22 improving tiles
    ex = Exercise.best_discard(SICHUAN, hand, lang="en")
    advice = rules(SICHUAN).discard_advice(hand)
    best = (advice[0].shanten, advice[0].effective_count)
    tied = [tile_name(d.tile) for d in advice if (d.shanten, d.effective_count) == best]
    assert tied == ["1p", "2p"]
    for name in tied:
        ex.handle({"kind": "reset"})
        ex.handle({"kind": "select", "tile": name})
        assert check(ex)["correct"] is True, name


def test_claim_the_set_of_allowed_kinds_with_refusal_reasons():
    ex = Exercise.claim(SICHUAN, "1112345678999m", "1m", 1, lang="en")
    labels = [c["label"] for c in ex.view["choices"]]
    assert len(labels) == 5 and ex.view["multi"] and ex.view["focus"]["tile"]["id"] == "1m"
    ex.handle({"kind": "choose", "index": 0})  # 吃
    fb = check(ex)
    assert fb["correct"] is False and "吃" in fb["text"]
    ex.handle({"kind": "choose", "index": 0})
    for i in (1, 2, 3):  # 碰 杠 胡
        ex.handle({"kind": "choose", "index": i})
    fb = check(ex)
    assert fb["correct"] is True and "Sichuan has no 吃" in fb["text"]


def test_claim_with_nothing_allowed_is_pass():
    ex = Exercise.claim(SICHUAN, "1112345678999m", "5p", 2, lang="en")
    ex.handle({"kind": "choose", "index": 4})
    assert check(ex)["correct"] is True


def test_score_total_with_fan_lines_and_exclusions():
    ex = Exercise.score(SICHUAN, "11223344556677m", {"self_drawn": True}, lang="en")
    assert "Self-drawn" in ex.view["question"]
    ex.handle({"kind": "answer", "value": "16"})
    fb = check(ex)
    assert fb["correct"] is False and "青七对" in fb["text"] and "Not counted" in fb["text"]
    ex.handle({"kind": "answer", "value": "32"})
    fb = check(ex)
    assert fb["correct"] is True and "32" in fb["text"]
    assert rules(SICHUAN).score("11223344556677m", self_drawn=True).total == 32


def test_score_refuses_a_hand_that_cannot_win():
    with pytest.raises(ValueError):
        Exercise.score(SICHUAN, "111m222p333s456m77m")


def test_choice_hint_reveal_reset_and_lang():
    ex = Exercise.choice({"zh": "哪个是七对？", "en": "Which is seven pairs?"},
                         ["11223344556677m", "11122233344455m"], 0, "Seven different pairs.",
                         hint="Count the pairs.", lang="zh")
    assert ex.view["question"] == "哪个是七对？"
    ex.handle({"kind": "lang", "value": "en"})
    assert ex.view["question"] == "Which is seven pairs?"
    ex.handle({"kind": "check"})
    assert ex.message["level"] == "warning"  # nothing chosen yet
    ex.handle({"kind": "choose", "index": 1})
    assert check(ex)["correct"] is False
    ex.handle({"kind": "hint"})
    assert ex.view["hint"] == "Count the pairs."
    ex.handle({"kind": "reveal"})
    assert "11223344556677m" in ex.view["solution"]
    ex.handle({"kind": "choose", "index": 0})
    fb = check(ex)
    assert fb["correct"] is True and "Seven different pairs." in fb["text"]
    ex.handle({"kind": "reset"})
    assert ex.view["feedback"] is None and ex.view["solution"] is None
    assert not any(c["selected"] for c in ex.view["choices"])
    ex.handle({"kind": "size", "value": "large"})
    assert ex.view["size"] == "large"


def test_choice_answer_by_label_and_bad_answer():
    ex = Exercise.choice("Q", ["a", "b"], "b")
    ex.handle({"kind": "choose", "index": 1})
    assert check(ex)["correct"] is True
    with pytest.raises(ValueError):
        Exercise.choice("Q", ["a", "b"], "c")


def test_custom_text_exercise_and_a_check_that_raises():
    ex = Exercise("Type hi", lambda a: (a == "hi", "it was hi"), answer="text", lang="en")
    ex.handle({"kind": "answer", "value": "hi"})
    fb = check(ex)
    assert fb == {"correct": True, "credit": 1.0, "hints": 0, "text": "Correct! it was hi"}

    def broken(_answer):
        raise KeyError("oops")

    ex = Exercise("Type", broken, answer="text")
    ex.handle({"kind": "answer", "value": "x"})
    ex.handle({"kind": "check"})
    assert ex.message["level"] == "error" and "oops" in ex.message["text"]
    assert ex.view["attempts"] == 0


def test_bad_intents_are_named():
    ex = Exercise.shanten(SICHUAN, "123m456m789m11p23p", lang="en")
    for msg, word in (({"kind": "nope"}, "unknown intent kind 'nope'"),
                      ({"kind": "select", "tile": "1m"}, "not tiles"),
                      ({"kind": "choose", "index": 0}, "not a choice"),
                      ({"kind": "answer"}, "'value'"),
                      ({"kind": "lang", "value": "fr"}, "fr"),
                      ("check", "dict")):
        ex.handle(msg)
        assert ex.message["level"] == "warning" and word in ex.message["text"], msg


@pytest.mark.parametrize("kwargs", [{"answer": "essay"}, {"answer": "choice"},
                                    {"pick": "two"}, {"lang": "fr"}, {"check": 5}])
def test_constructor_refuses_bad_arguments(kwargs):
    args = {"question": "Q", "check": lambda a: True, "answer": "text"} | kwargs
    with pytest.raises(ValueError):
        Exercise(**args)


def test_root_class_and_shared_tile_module():
    assert "function tileSvg" in Exercise._esm and "paixue-exercise" in Exercise._esm


def test_the_same_answer_again_keeps_the_feedback():
    """Enter sends the answer, Check, and then (on change) the same answer again: the
    feedback must stay; a different answer clears it."""
    from widgets.ui import Exercise

    ex = Exercise.shanten("sichuan-xuezhan", "123m456m789m11p23p")
    ex.handle({"kind": "answer", "value": "0"})
    ex.handle({"kind": "check"})
    ex.handle({"kind": "answer", "value": "0"})
    assert ex.view["feedback"]["correct"] is True
    ex.handle({"kind": "answer", "value": "1"})
    assert not ex.view["feedback"]


# ---- Reveal shows the decomposition; a wrong wait names the rule (issue 19) -------------------


def test_reveal_draws_each_wait_as_sets_and_a_pair():
    ex = Exercise.waits("sichuan-xuezhan", "1112345678999m", lang="en")
    assert ex.view["reveal"] is None
    ex.handle({"kind": "reveal"})
    reveal = ex.view["reveal"]
    assert [t["id"] for t in reveal["tiles"][0]["tiles"]] == [f"{n}m" for n in range(1, 10)]
    assert len(reveal["readings"]) == 3  # the first three of nine waits
    for r in reveal["readings"]:
        assert sum(len(b["tiles"]) for b in r["blocks"]) == 14
        assert [b["kind"] for b in r["blocks"]].count("pair") == 1


def test_reveal_of_a_score_reads_the_winning_hand_with_its_melds():
    ex = Exercise.score("sichuan-xuezhan", "111m222m33m44m [555m] +4m", lang="zh")
    ex.handle({"kind": "reveal"})
    (r,) = ex.view["reveal"]["readings"]
    assert r["form"] == "四组一将"
    assert {b["label"] for b in r["blocks"]} >= {"刻子", "将", "碰"}


def test_reveal_of_a_discard_draws_the_improving_tiles():
    ex = Exercise.best_discard("sichuan-xuezhan", "123m456m789m11p23p9s", lang="en")
    ex.handle({"kind": "reveal"})
    group = ex.view["reveal"]["tiles"][0]
    assert group["label"].startswith("Improving tiles after 9s")
    assert {t["id"] for t in group["tiles"]} == {"1p", "4p"}
    assert ex.view["reveal"]["readings"]  # ready after 9s: how each wait wins


def test_a_wait_the_shape_allows_but_quemen_refuses_is_named():
    """Seed: 至少缺一门才可胡牌 — 123m 456m 789p 11s + 2s3s would be sets and a pair by shape,
    but three suits cannot win in Sichuan."""
    ex = Exercise.waits("sichuan-xuezhan", "123m456m789p11s23s", lang="en")
    ex.handle({"kind": "select", "tile": "1s"})
    ex.handle({"kind": "check"})
    assert not ex.view["feedback"]["correct"]
    assert "缺一门" in ex.view["feedback"]["text"]


def test_a_wrong_claim_says_why_in_the_widgets_language():
    ex = Exercise.claim("sichuan-xuezhan", "123m456m789m11p23p", "5p", 2, lang="zh")
    pon = next(c["index"] for c in ex.view["choices"] if c["label"] == "碰")
    ex.handle({"kind": "choose", "index": pon})
    ex.handle({"kind": "check"})
    text = ex.view["feedback"]["text"]
    assert "碰要手里有两张 5p 五筒，你有 0 张" in text and "needs" not in text


def test_the_discard_reveal_draws_improving_tiles_not_codes():
    ex = Exercise.best_discard("sichuan-xuezhan", "123m456m789m11p23p9s", lang="en")
    ex.handle({"kind": "reveal"})
    assert "×" not in ex.view["solution"]  # no '1p×4' code list: the tiles are drawn
    assert len(ex.view["reveal"]["tiles"]) == 3


# ---- cards shown with the question (跑胡子 cards, drawn by cards.js) -------------------------


def test_a_choice_shows_rows_of_cards_with_their_labels_and_faces():
    ex = Exercise.choice("Who takes it?", ["a", "b"], 0, lang="en",
                         cards=[({"zh": "乙的手牌", "en": "B's hand"}, "x34 d2 W"), ("", "x5")])
    rows = ex.view["cards"]
    assert [r["label"] for r in rows] == ["B's hand", ""]
    assert [c["id"] for c in rows[0]["cards"]] == ["x3", "x4", "d2", "W"]
    assert rows[0]["cards"][2]["red"] and rows[0]["cards"][2]["mark"] == "●"  # 贰 is red
    assert rows[0]["cards"][3]["joker"]
    ex.handle({"kind": "lang", "value": "zh"})
    assert ex.view["cards"][0]["label"] == "乙的手牌"


def test_cards_survive_the_position_code():
    ex = Exercise.choice("q", ["a", "b"], 1, cards="x2710 d9", record=False)
    again = Exercise.from_code(ex.code)
    assert again.view["cards"] == ex.view["cards"]


def test_no_cards_is_an_empty_list_and_the_js_gets_the_card_drawing():
    assert Exercise.choice("q", ["a"], 0, record=False).view["cards"] == []
    assert "function phCardSvg" in Exercise._esm and "// @cards.js" not in Exercise._esm
    assert "export default { initialize: ({ model }) => recordStore(model), render };" \
        in Exercise._esm  # the exercise's own (its record storage, its drawing), once
    assert Exercise._esm.count("export default") == 1


@pytest.mark.parametrize("bad, says", [({"cards": "x5", "game": "mahjong"}, "game is one of"),
                                       ({"cards": [("only a label",)]}, "(label, notation)"),
                                       ({"cards": "x5 q"}, "bad card"),
                                       ({"cards": ""}, "at least one card")])
def test_bad_cards_are_refused_naming_the_value(bad, says):
    with pytest.raises(ValueError, match=re.escape(says)):
        Exercise.choice("q", ["a"], 0, record=False, **bad)


def test_a_choice_shows_the_playing_cards_of_doudizhu_and_sanzhang():
    """Issue 41: "exercises show tiles and cards, never notation" — 斗地主's and 三张's cards
    are drawn as cards.js draws the card tables' (rank, suit symbol, colour)."""
    plane = Exercise.choice("q", ["a", "b"], 0, lang="en", record=False, game="doudizhu",
                            cards=[({"zh": "出牌", "en": "the play"}, "777888+69")])
    row = plane.view["cards"][0]
    assert row["label"] == "the play"
    assert [c["id"] for c in row["cards"]] == list("77788869")
    assert {c["kind"] for c in row["cards"]} == {"card"}
    hand = Exercise.choice("q", ["a"], 0, lang="en", record=False, game="sanzhang",
                           cards="黑桃456")
    spades = hand.view["cards"][0]["cards"]
    assert [c["id"] for c in spades] == ["4s", "5s", "6s"] and spades[0]["suit"] == "♠"
    assert spades[0]["label"] == "4 of spades 4s"
    hand.handle({"kind": "lang", "value": "zh"})
    assert hand.view["cards"][0]["cards"][0]["label"].startswith("黑桃")
    assert Exercise.from_code(hand.code).view["cards"] == hand.view["cards"]
    with pytest.raises(ValueError, match="bad card 'Z'"):
        Exercise.choice("q", ["a"], 0, record=False, game="sanzhang", cards="Zz 4s 5s")


def test_a_choice_shows_the_tiles_of_tuitongzi_as_tiles():
    """推筒子 is played with 筒 tiles and 发财: its rows are tiles (tiles.js draws them)."""
    ex = Exercise.choice("q", ["a"], 0, lang="en", record=False, game="tuitongzi",
                         cards=[("banker", "28"), ("player", "F9")])
    player = ex.view["cards"][1]["cards"]
    assert [t["id"] for t in player] == ["F", "9"] and {t["kind"] for t in player} == {"tile"}
    assert player[0]["label"] == "Green dragon" and player[1]["label"] == "9 of dots"
    with pytest.raises(ValueError, match="bad tile 'x'"):
        Exercise.choice("q", ["a"], 0, record=False, game="tuitongzi", cards="2x")
