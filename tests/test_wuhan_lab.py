"""The hand lab on 武汉麻将, driven through ``handle`` as the JS does (no browser): the 赖子
indicator picker, the 赖子 marked on every tile, 红中杠/赖子杠 counts, 冲杠/蓄杠 declared by
name, the 开口 blocker, refusals with their reasons, and the score's arithmetic.
"""

from __future__ import annotations

import json

import pytest

from widgets import parse_hand
from widgets.mahjong.wuhan import NO_KAIKOU, RED_CLAIM
from widgets.ui import Exercise, HandLab

PLAIN = "234m5p678s [123m,1] [789p,1]"


def lab(hand: str = PLAIN, **kw) -> HandLab:
    return HandLab("wuhan", hand, lang="en", **kw)


def wild_ids(w: HandLab, tiles) -> list[str]:
    """The ids of ``tiles`` (ids, or a hand's tiles: dicts with an id) the lab's faces mark
    as wild."""
    ids = [t if isinstance(t, str) else t["id"] for t in tiles]
    return [t for t in ids if w.view["faces"][t].get("wild")]


def situation(w: HandLab, key: str) -> dict:
    return next(s for s in w.view["situation"] if s["key"] == key)


def test_the_indicator_picker_offers_every_tile():
    """"翻取的第一张牌…并在界面中展示": the situation panel has the indicator, a tile picker
    over all 34 kinds, empty until chosen."""
    w = lab()
    pick = situation(w, "indicator")
    assert pick["type"] == "tile" and pick["value"] is None
    assert len(pick["choices"]) == 34
    json.dumps(w.view)


def test_picking_the_indicator_marks_the_laizi_everywhere():
    """Flipping 四筒 makes 五筒 the 赖子: every 五筒 in the hand and the palette is marked (a
    flag and words in its label, never colour alone), and the waits now include the 赖子."""
    w = lab()
    w.handle({"kind": "set_situation", "key": "indicator", "value": "4p"})
    view = w.view
    assert wild_ids(w, view["hand"]["tiles"]) == ["5p"]
    assert wild_ids(w, (t for row in view["palette"]["rows"] for t in row)) == ["5p"]
    five = view["faces"]["5p"]
    assert "wildcard 赖子" in five["label"] and five["mark"] == "赖"
    assert [x["tile"] for x in view["analysis"]["waits"]] == ["2m", "5m", "8m", "2p",
                                                              "8p", "2s", "5s", "8s"]
    w.handle({"kind": "set_situation", "key": "indicator", "value": None})
    assert wild_ids(w, w.view["hand"]["tiles"]) == []
    assert "wild" not in w.view["faces"]["5p"] and "赖子" not in w.view["faces"]["5p"]["label"]


def test_a_laizi_in_a_meld_shows_as_a_problem():
    w = lab("234m5p678s [555m,2] [789p,1]")
    w.handle({"kind": "set_situation", "key": "indicator", "value": "4m"})
    assert [p["code"] for p in w.view["analysis"]["problems"]] == ["laizi-meld"]
    assert wild_ids(w, w.view["hand"]["melds"][0]["tiles"]) == ["5m"] * 3


def test_special_kong_counts_are_situation_numbers():
    """红中杠 and 赖子杠 are counted in the situation (the tiles have left the hand): 1 × 2 ×
    2 × 红中杠 2 × 赖子杠 4 = 32; an empty box means none; a negative count is refused."""
    w = lab(PLAIN + " +5p")
    assert situation(w, "red_kongs")["type"] == "int"
    w.handle({"kind": "set_situation", "key": "red_kongs", "value": 1})
    w.handle({"kind": "set_situation", "key": "wild_kongs", "value": 1})
    assert w.view["analysis"]["score"]["total"] == 32
    assert w.text.endswith("| red_kongs=1 wild_kongs=1")
    w.handle({"kind": "set_situation", "key": "red_kongs", "value": None})
    assert w.situation.red_kongs == 0
    w.handle({"kind": "set_situation", "key": "wild_kongs", "value": -1})
    assert w.message["level"] == "warning" and w.situation.wild_kongs == 1


def test_the_lab_text_round_trips_the_indicator_and_kongs():
    w = lab(PLAIN + " +5p | indicator=4p red_kongs=2")
    again = HandLab("wuhan", w.text)
    assert again.situation == w.situation and again.hand == w.hand


def test_chong_and_xu_kongs_are_declared_by_name():
    """"冲杠和蓄杠属于明杠，必须亮明": the meld builder names the direct kong 冲杠 and the added
    kong 蓄杠; both open the hand; 暗杠 does not."""
    w = lab("234m5p [789p,1]")
    kinds = {k["kind"]: k["label"] for k in w.view["meld_kinds"]}
    assert "冲杠" in kinds["direct"] and "蓄杠" in kinds["added"]
    assert w.view["analysis"]["blockers"] == []
    w.handle({"kind": "meld", "meld_kind": "direct", "tile": "1m", "source": 2})
    w.handle({"kind": "meld", "meld_kind": "added", "tile": "1s", "source": 3})
    assert [m["text"] for m in w.view["hand"]["melds"]] == ["[789p,1]", "[1111m,2]",
                                                            "[1111s+,3]"]
    assert ["冲杠" in m["label"] for m in w.view["hand"]["melds"]] == [False, True, False]
    assert "蓄杠" in w.view["hand"]["melds"][2]["label"]


def test_kaikou_is_shown_as_a_blocker():
    """"必须开口才能胡牌": a concealed ready hand is ready by its tiles (shanten 0) and blocked."""
    w = lab("234m5p678s123m789p")
    a = w.view["analysis"]
    assert a["shanten"] == 0 and a["blockers"] == [NO_KAIKOU]
    assert a["waits"][0]["discard_score"] is None


def test_a_red_holder_is_told_why_it_cannot_win():
    w = lab("234m678s555z5p [123m,1] +5p")
    assert "手上持有红中时不能胡牌" in w.view["analysis"]["not_winning"]


def test_claims_on_red_are_refused_with_the_seed_reason():
    w = lab("234m78s5z5p [123m,1] [789p,1]")
    w.handle({"kind": "claim_tile", "tile": "5z", "from_seat": 1})
    refused = {r["kind"]: r["reason"] for r in w.view["claims"]["refused"]}
    assert refused == dict.fromkeys(("chi", "pon", "kong", "win"), RED_CLAIM)


def test_score_lines_say_which_add():
    """R-W4 in the panel: 大胡 lines add (+10), the rest multiply, and the note shows it."""
    w = lab("1112223339p [555p,1] +9p")
    score = w.view["analysis"]["score"]
    assert [(ln["key"], ln["adds"]) for ln in score["lines"]] == [
        ("pengpenghu", True), ("qingyise", True), ("yinghu", False), ("kaikou", False)]
    assert score["notes"][0].startswith("(10 + 10) × 2 × 2 = 80")
    assert len(score["alternatives"]) == 1


@pytest.mark.ruling("R-W3")
def test_room_options_in_the_lab():
    """The options panel lists the rulings; switching to 口口番 doubles per 开口."""
    w = lab(PLAIN + " +5p")
    rulings = {o["name"]: o["ruling"] for o in w.view["options"]}
    assert rulings["kaikou_mode"] == "R-W3" and rulings["special_kong_draws_replacement"] == "R-W1"
    w.handle({"kind": "option", "name": "kaikou_mode", "value": "koukou"})
    assert w.view["analysis"]["score"]["total"] == 8
    w.handle({"kind": "option", "name": "kaikou_mode", "value": "both"})
    assert w.message["level"] == "warning"


def test_score_exercise_shows_added_bases():
    """The score exercise's breakdown writes a 大胡 as +10."""
    ex = Exercise.score("wuhan", "1112223339p [555p,1] +9p", lang="en")
    ex.handle({"kind": "answer", "value": "80"})
    ex.handle({"kind": "check"})
    feedback = ex.view["feedback"]
    assert feedback["correct"] and "+10" in feedback["text"] and "×2" in feedback["text"]


def test_a_hand_is_never_dropped():
    assert lab().hand == parse_hand(PLAIN)
