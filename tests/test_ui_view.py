"""The widgets' pure view functions (widgets/ui/shared/view.py) and their doctests."""

from __future__ import annotations

import doctest

import pytest

import widgets.ui.drills.exercise
import widgets.ui.hand_lab.handlab
import widgets.ui.shared.labels
import widgets.ui.shared.view
from widgets import parse_hand, rules
from widgets.engine.notation import NotationError
from widgets.engine.situation import Situation
from widgets.engine.tiles import N_KINDS, tile_zh
from widgets.ui.shared import view as v
from widgets.ui.shared.labels import LABELS


@pytest.mark.parametrize("module", [widgets.ui.shared.view, widgets.ui.shared.labels,
                                    widgets.ui.hand_lab.handlab, widgets.ui.drills.exercise])
def test_doctests(module):
    result = doctest.testmod(module)
    assert result.failed == 0


def test_every_tile_has_a_label_and_glyphs():
    for t in range(N_KINDS):
        tv = v.tile_view(t, "zh")
        assert tv["label"] == tile_zh(t) and tv["top"] and tv["face"]
    five = v.tile_view(4, "zh")
    assert (five["top"], five["bottom"], five["label"]) == ("五", "万", "五万")
    assert v.tile_view(31, "zh")["face"] == "red" and v.tile_view(31, "zh")["bottom"] == ""  # 中


def test_every_label_has_both_languages():
    assert all(zh and en for zh, en in LABELS.values())


@pytest.mark.parametrize("text", ["11m234p +5p | self_drawn last_tile",
                                  "11m [555s,2] {7777p} | dealer wall_remaining=0 seen=5p55s",
                                  "123m | seat_wind=2 round_wind=1 indicator=5m"])
def test_copy_text_round_trips(text):
    parsed = v.parse_lab_text(text)
    again = v.copy_text(parsed.hand, parsed.situation, parsed.seen)
    assert v.parse_lab_text(again) == parsed


@pytest.mark.parametrize("text", ["11m | bogus", "11m | wall_remaining", "11m | seat_wind=9",
                                  "11m | dealer=maybe", "0m"])
def test_parse_lab_text_errors(text):
    with pytest.raises(ValueError):
        v.parse_lab_text(text)


def test_add_and_remove_keep_the_lab_order():
    hand = parse_hand("1112345678999m")
    hand = v.add_tile(hand, 13)
    assert str(hand) == "1112345678999m +5p"
    assert v.hand_tiles(hand)[13] == 13
    assert str(v.remove_at(hand, 13)) == "1112345678999m"
    assert str(v.fold_winning(parse_hand("11m +5p"))) == "11m5p"


def test_make_meld_kinds():
    assert str(v.make_meld("chi", 2, 1)) == "[345m,1]"
    assert str(v.make_meld("added", 13, 2)) == "[5555p+,2]"
    assert str(v.make_meld("concealed", 13, 2)) == "{5555p}"
    for bad in (("chi", 7, 1), ("chi", 27, 1), ("nope", 1, 1), ("pon", 1, 9)):
        with pytest.raises(ValueError):
            v.make_meld(*bad)


def test_situation_value_checks():
    assert v.situation_value("dealer", "true") is True
    assert v.situation_value("wall_remaining", "3") == 3
    assert v.situation_value("indicator", "5m") == 4
    for key, value in (("seat_wind", 4), ("dealer", 1), ("x", 1), ("wall_remaining", True)):
        with pytest.raises(ValueError):
            v.situation_value(key, value)


def test_analyse_reports_an_impossible_claim_instead_of_raising():
    r = rules("sichuan-xuezhan")
    lab = v.analyse(r, parse_hand("1111234567899m"), Situation(), (), 0, 2)
    assert lab.claim_error and lab.analysis.claims is None


def test_bad_notation_is_a_value_error():
    assert issubclass(NotationError, ValueError)


def test_a_word_valued_option_is_a_choice_by_its_meaning_in_the_learners_language():
    """Issue 19: a zh page shows 按座次/按比例, not the keys 'turn'/'proportional', and the
    intent still takes the key (option keys and values stay what the API uses)."""
    from widgets.ui import HandLab

    rows = {o["name"]: o for o in v.options_view(v.rules_for("sichuan-xuezhan"), "zh")}
    pay = rows["pay_order"]
    assert pay["choices"] == [{"value": "turn", "label": "按座次"},
                              {"value": "proportional", "label": "按比例"}]
    assert "turn" not in pay["doc"] and "proportional" not in pay["doc"]
    en = {o["name"]: o for o in v.options_view(v.rules_for("sichuan-xuezhan"), "en")}
    assert [c["label"] for c in en["pay_order"]["choices"]] == ["in turn order", "in proportion"]
    assert "choices" not in rows["base"]  # numbers stay numbers
    lab = HandLab("sichuan-xuezhan", "123m456m789m11p23p", lang="zh")
    lab.handle({"kind": "option", "name": "pay_order", "value": "proportional"})
    assert lab.rules.options.pay_order == "proportional"
