"""The hand lab's side-by-side view (``compare``): the same hand under table A (爆胡 3番) and
table B (爆和 5番), a bar of 番 cells with the cap as a line that ordinary fans stop at, and
every bad compare intent refused with a message (nothing raised)."""

from __future__ import annotations

import pytest

import widgets
from widgets.mahjong.yongzhou import fan
from widgets.ui import HandLab
from widgets.ui.shared.view import comparable_options, fan_bar

CAPPED = "123m456m789m1z [222z,1] +1z"  # 混一色 + a 南 刻


def columns(lab: HandLab) -> dict:
    return {c["value"]: c for c in lab.view["compare"]["columns"]}


def test_same_hand_under_both_tables():
    """混一色 2 + 自摸 1 + 風位 1 = 4 → A caps at 3 (the 風位 cell is beyond the line);
    B: 混一色 3 + 2 = 5, exactly at its cap."""
    lab = HandLab("yongzhou", CAPPED, situation={"self_drawn": True, "seat_wind": 1},
                  compare="cap", lang="en")
    cols = columns(lab)
    a, b = widgets.rules("yongzhou"), widgets.rules("yongzhou", cap=5)
    sit = lab.situation
    assert cols[3]["fan"] == fan(a.score(lab.hand, sit)) == 3
    assert cols[5]["fan"] == fan(b.score(lab.hand, sit)) == 5
    assert cols[3]["capped"] and not cols[5]["capped"]
    assert [(s["key"], s["kept"], s["lost"]) for s in cols[3]["bar"]] == [
        ("hunyise", 2, 0), ("zimo", 1, 0), ("fengwei", 0, 1)]
    assert cols[3]["current"] and not cols[5]["current"]
    assert cols[3]["cap_label"] == "cap 3 fan"


def test_special_hand_breaks_through_the_cap():
    lab = HandLab("yongzhou", "19m19p19s1234567z +9s", compare="cap")
    cols = columns(lab)
    assert (cols[3]["fan"], cols[5]["fan"]) == (6, 9)
    assert all(c["special"] and not c["capped"] for c in cols.values())
    assert cols[5]["bar"] == [{"key": "shisanyao", "zh": "十三幺", "en": "Thirteen orphans",
                               "kind": "special", "value": 9, "kept": 9, "lost": 0}]


def test_minimum_column_says_why_a_hand_cannot_win():
    lab = HandLab("yongzhou", "123m456p789s222s5s +5s", options={"cap": 5}, compare="minimum")
    cols = columns(lab)
    assert cols[0]["fan"] == 0 and not cols[0]["not_winning"]
    assert "起胡要 1" in cols[1]["not_winning"]  # its breakdown is still shown
    assert cols[1]["fan"] == 0
    lab.handle({"kind": "lang", "value": "en"})
    assert "minimum of 1" in columns(lab)[1]["not_winning"]  # the same reason in English


def test_compare_intent_switches_and_refuses_bad_names():
    lab = HandLab("yongzhou", CAPPED[:-4])
    assert lab.view["compare"]["columns"] == []  # the picker is there, nothing compared
    assert lab.view["compare"]["choices"] == comparable_options(lab.rules)
    lab.handle({"kind": "compare", "option": "cap"})
    assert lab.message["level"] == "" and len(lab.view["compare"]["columns"]) == 2
    assert lab.view["compare"]["note"]  # 13 tiles: the comparison needs a complete hand
    for bad in ({"kind": "compare"}, {"kind": "compare", "option": "stake"},
                {"kind": "compare", "option": 3}):
        lab.handle(bad)
        assert lab.message["level"] == "warning" and lab.view["compare"]["option"] == "cap"
    lab.handle({"kind": "compare", "option": ""})
    assert lab.view["compare"]["columns"] == []
    with pytest.raises(ValueError, match="cannot compare option 'stake'"):
        HandLab("yongzhou", "", compare="stake")


def test_other_variants_compare_a_bool_option():
    lab = HandLab("wuhan", "234m5p678s [123m,1] [789p,1] +5p", compare="fengyise_dragons")
    assert [c["value"] for c in lab.view["compare"]["columns"]] == [True, False]
    assert "compare" not in HandLab("sichuan-xuezhan", "").view  # no panel unless asked


def test_fan_bar_of_a_raise():
    r = widgets.rules("yongzhou")
    s = r.score("123m456p789s5s {2222s} +5s", self_drawn=True, after_kong=True)
    assert [(b["key"], b["kind"], b["kept"]) for b in fan_bar(s, r, 3)] == [
        ("zimo", "ordinary", 1), ("jihu", "ordinary", 0), ("gangshangkaihua", "raise", 2)]


@pytest.mark.ruling("R-Y13")
def test_louhu_switch_in_the_claims_panel():
    """The lab shows a 漏胡 refusal: with "I passed on a win on this tile" (the chosen discard)
    ticked, 4m from the 對家 or 上家 is refused with the seed's reason; from the 下家 it is not
    (R-Y13 literal); undo restores the switch; a bad value or a variant without 漏胡 is
    refused, not raised."""
    lab = HandLab("yongzhou", "123m456p789s23m55s", lang="en")
    lab.handle({"kind": "claim_tile", "tile": "4m", "from_seat": 2})
    claims = lab.view["claims"]
    assert claims["passed"]["value"] is False and [o["kind"] for o in claims["options"]] == [
        "win"]
    lab.handle({"kind": "passed", "value": True})
    claims = lab.view["claims"]
    assert claims["passed"]["value"] is True and claims["options"] == []
    why = next(r for r in claims["refused"] if r["kind"] == "win")
    assert why["ruling"] == "R-Y13" and "漏胡" in why["reason"]
    for seat, allowed in ((1, False), (3, True)):
        lab.handle({"kind": "claim_tile", "tile": "4m", "from_seat": seat})
        assert any(o["kind"] == "win" for o in lab.view["claims"]["options"]) is allowed
    for _ in range(3):
        lab.handle({"kind": "undo"})
    assert lab.view["claims"]["passed"]["value"] is False
    lab.handle({"kind": "passed", "value": "yes"})
    assert lab.message["level"] == "warning" and "true or false" in lab.message["text"]
    wuhan = HandLab("wuhan", "")
    assert "passed" not in wuhan.view["claims"]
    wuhan.handle({"kind": "passed", "value": True})
    assert "漏胡" in wuhan.message["text"]
