"""The hand lab, driven through the same ``handle`` method the JS calls (no browser)."""

from __future__ import annotations

import json

import pytest

from widgets import parse_hand, rules
from widgets.engine.situation import Situation
from widgets.engine.tiles import parse_tile
from widgets.ui import HandLab
from widgets.ui.shared import view as v
from widgets.ui.shared.assets import STATIC

SICHUAN = "sichuan-xuezhan"
READY = "1112345678999m"  # 九莲宝灯 shape: waits on every 万


def lab(hand: str = READY, **kw) -> HandLab:
    return HandLab(SICHUAN, hand, lang="en", **kw)


def refused(w: HandLab, before: str) -> str:
    """The hand is unchanged and a warning is shown; returns the message text."""
    assert w.hand == parse_hand(before)
    assert w.message["level"] == "warning", w.message
    assert w.message["text"]
    return w.message["text"]


def accepted(w: HandLab) -> None:
    assert w.message["level"] in ("", "info"), w.message


# ---- construction ---------------------------------------------------------------------------


def test_constructs_with_a_view_state_that_is_json():
    w = lab()
    json.dumps(w.view)
    assert w.view["widget"] == "handlab"
    assert w.view["variant"]["id"] == SICHUAN
    assert w.view["hand"]["text"] == READY
    assert w.message == {"text": "", "level": ""}


def test_constructor_takes_situation_seen_options_lang_size():
    w = HandLab(SICHUAN, "11223344556677m", situation={"self_drawn": True}, seen="5p",
                options={"cap": 8}, lang="zh", size="large")
    assert w.situation.self_drawn
    assert w.seen == (parse_tile("5p"),)
    assert w.rules.options.cap == 8
    assert w.view["lang"] == "zh" and w.view["size"] == "large"
    assert w.view["analysis"]["score"]["total"] == 8  # 青七对 ×16 × 自摸 ×2, capped at 8


@pytest.mark.parametrize("kwargs", [
    {"variant": "no-such-game"},
    {"hand": "11m 0m"},
    {"hand": "11111m"},
    {"hand": "1z"},
    {"options": {"cap": "eight"}},
    {"options": {"nope": 1}},
    {"situation": {"nope": True}},
    {"lang": "fr"},
    {"size": "huge"},
    {"seen": "55555p"},
])
def test_constructor_refuses_bad_arguments(kwargs):
    with pytest.raises(ValueError):
        HandLab(**kwargs)


def test_esm_joins_the_shared_tile_module_and_fetches_nothing():
    esm = HandLab._esm if isinstance(HandLab._esm, str) else str(HandLab._esm)
    assert "function tileButton" in esm and "export default" in esm
    for path in STATIC.iterdir():
        text = path.read_text(encoding="utf-8")
        assert "http://" not in text.replace("http://www.w3.org/2000/svg", "")
        assert "https://" not in text and "@import" not in text
        assert "import " not in text.replace("imports", "")  # no module imports: blob URLs


# ---- one test per intent --------------------------------------------------------------------


def test_add_a_tile_and_the_14th_is_the_drawn_tile():
    w = lab("123456789m11p2p")
    w.handle({"kind": "add", "tile": "3p"})
    accepted(w)
    assert w.view["hand"]["text"] == "123456789m1123p"
    assert w.hand.winning is None
    w.handle({"kind": "add", "tile": "4p"})
    assert w.view["hand"]["text"] == "123456789m1123p +4p"
    assert w.view["hand"]["tiles"][-1]["winning"] is True


def test_a_fifth_copy_is_refused_with_a_message():
    w = lab("1111m")
    w.handle({"kind": "add", "tile": "1m"})
    text = refused(w, "1111m")
    assert "1m" in text and "only 4 exist" in text


def test_a_15th_tile_is_refused_and_a_kong_makes_room_for_one_more():
    w = lab("1112345678999m +5m")
    w.handle({"kind": "add", "tile": "1p"})
    assert "too many" in refused(w, "1112345678999m +5m")
    w = lab("1112345678m {9999p}")  # 10 + a kong (counts 3) = 13: a 14th fits
    w.handle({"kind": "add", "tile": "9m"})
    accepted(w)
    assert sum(1 for _ in w.hand.all_tiles()) == 15
    w.handle({"kind": "add", "tile": "9m"})
    refused(w, "1112345678m {9999p} +9m")


def test_add_refuses_tiles_outside_the_variant_and_bad_tiles():
    w = lab("11m")
    w.handle({"kind": "add", "tile": "5z"})
    assert "not in" in refused(w, "11m")
    for bad in ("0m", "xx", "", None, 99, True, [1]):
        w.handle({"kind": "add", "tile": bad})
        refused(w, "11m")
    w.handle({"kind": "add"})
    assert "'tile'" in refused(w, "11m")


def test_remove_by_index_including_the_winning_tile():
    w = lab("1112345678999m +5m")
    w.handle({"kind": "remove", "index": 13})
    assert w.view["hand"]["text"] == READY
    w.handle({"kind": "remove", "index": 0})
    assert w.view["hand"]["text"] == "112345678999m"
    w.handle({"kind": "remove", "index": 99})
    refused(w, "112345678999m")
    w.handle({"kind": "remove", "index": "0"})
    refused(w, "112345678999m")


def test_removing_a_tile_from_a_hand_with_a_winning_tile_folds_it_in():
    w = lab("1112345678999m +5m")
    w.handle({"kind": "remove", "index": 0})
    assert w.hand.winning is None and w.view["hand"]["text"] == "1123455678999m"


def test_text_loads_a_hand_and_its_situation():
    w = lab("")
    w.handle({"kind": "text", "text": "11223344556677m | self_drawn wall_remaining=3 seen=5p"})
    accepted(w)
    assert w.view["hand"]["text"] == "11223344556677m"
    assert w.situation == Situation(self_drawn=True, wall_remaining=3)
    assert w.seen == (parse_tile("5p"),)
    w.handle({"kind": "text", "text": "五五万 一二三筒"})
    assert w.view["hand"]["text"] == "55m123p"
    assert w.situation.self_drawn  # text without '|' keeps the situation


def test_bad_text_keeps_the_old_hand_and_shows_the_notation_error():
    w = lab()
    w.handle({"kind": "text", "text": "11m 0m"})
    text = refused(w, READY)
    assert "bad tile '0m' at 4" in text
    assert w.message["input"] == "11m 0m"  # the box keeps what was typed
    w.handle({"kind": "text", "text": "11111m"})
    assert "only 4 exist" in refused(w, READY)
    w.handle({"kind": "text", "text": "11m | nonsense"})
    assert "nonsense" in refused(w, READY)
    w.handle({"kind": "text", "text": 5})
    refused(w, READY)


def test_undo_and_redo():
    w = lab("11m")
    for t in ("2m", "3m", "4m"):
        w.handle({"kind": "add", "tile": t})
    assert str(w.hand) == "11234m"
    w.handle({"kind": "undo"})
    w.handle({"kind": "undo"})
    assert str(w.hand) == "112m"
    assert w.view["history"] == {"undo": True, "redo": True}
    w.handle({"kind": "redo"})
    assert str(w.hand) == "1123m"
    w.handle({"kind": "add", "tile": "9m"})  # a new change drops the redo branch
    assert w.view["history"]["redo"] is False
    w.handle({"kind": "redo"})
    assert "Nothing to redo" in refused(w, "11239m")
    for _ in range(4):
        w.handle({"kind": "undo"})
    assert str(w.hand) == "11m"
    w.handle({"kind": "undo"})
    assert "Nothing to undo" in refused(w, "11m")


def test_undo_restores_situation_and_options_too():
    w = lab()
    w.handle({"kind": "toggle", "key": "dealer"})
    w.handle({"kind": "option", "name": "cap", "value": 4})
    w.handle({"kind": "undo"})
    assert w.rules.options.cap == 0 and w.situation.dealer
    w.handle({"kind": "undo"})
    assert not w.situation.dealer


def test_clear():
    w = lab(seen="5p")
    w.handle({"kind": "clear"})
    assert w.view["hand"]["text"] == "" and w.seen == ()
    w.handle({"kind": "undo"})
    assert str(w.hand) == READY


def test_toggle():
    w = lab()
    w.handle({"kind": "toggle", "key": "self_drawn"})
    assert w.situation.self_drawn
    item = next(s for s in w.view["situation"] if s["key"] == "self_drawn")
    assert item["value"] is True and item["hint"]
    w.handle({"kind": "toggle", "key": "wall_remaining"})
    refused(w, READY)


def test_set_situation():
    w = lab()
    w.handle({"kind": "set_situation", "key": "wall_remaining", "value": 1})
    assert w.situation.wall_remaining == 1
    w.handle({"kind": "set_situation", "key": "wall_remaining", "value": None})
    assert w.situation.wall_remaining is None
    w.handle({"kind": "set_situation", "key": "last_tile", "value": True})
    assert w.situation.last_tile
    for key, value in (("seat_wind", 5), ("nope", 1), ("dealer", "maybe"),
                       ("wall_remaining", -2), ("wall_remaining", 1.5)):
        w.handle({"kind": "set_situation", "key": key, "value": value})
        refused(w, READY)


def test_option_changes_the_rules_and_shows_docs_and_ruling():
    w = lab("11223344556677m")
    opts = {o["name"]: o for o in w.view["options"]}
    assert opts["cap"]["ruling"] == "R-S4" and opts["cap"]["doc"]
    w.handle({"kind": "option", "name": "cap", "value": 8})
    assert w.view["analysis"]["score"]["total"] == 8
    assert {o["name"]: o for o in w.view["options"]}["cap"]["changed"] is True
    for name, value in (("cap", True), ("cap", "x"), ("zimo_double", 1), ("nope", 1)):
        w.handle({"kind": "option", "name": name, "value": value})
        refused(w, "11223344556677m")


def test_seen_add_lowers_unseen_counts_and_refuses_impossible_copies():
    w = lab()
    before = {x["tile"]: x["unseen"] for x in w.view["analysis"]["waits"]}
    w.handle({"kind": "seen_add", "tile": "5m"})
    after = {x["tile"]: x["unseen"] for x in w.view["analysis"]["waits"]}
    assert after["5m"] == before["5m"] - 1 == 2
    w.handle({"kind": "seen_add", "tile": "5m"})
    w.handle({"kind": "seen_add", "tile": "5m"})
    w.handle({"kind": "seen_add", "tile": "5m"})  # 1 held + 3 seen = 4 already
    refused(w, READY)
    assert w.seen.count(parse_tile("5m")) == 3
    w.handle({"kind": "add", "tile": "5m"})  # the hand cannot take it either
    assert "only 4 exist" in refused(w, READY)
    w.handle({"kind": "seen_add", "tile": "1z"})
    refused(w, READY)


def test_seen_remove():
    w = lab(seen="5p6p")
    w.handle({"kind": "seen_remove", "index": 0})
    assert w.view["seen"]["text"] == "6p"
    w.handle({"kind": "seen_remove", "index": 3})
    refused(w, READY)


def test_mode():
    w = lab()
    w.handle({"kind": "mode", "value": "seen"})
    assert w.view["mode"] == "seen"
    w.handle({"kind": "mode", "value": "other"})
    refused(w, READY)
    w.handle({"kind": "undo"})  # the mode is not undone: it is not part of the hand
    assert "Nothing to undo" in w.message["text"]


def test_meld_declares_with_its_source_and_refuses_what_the_rules_refuse():
    w = lab("11m")
    w.handle({"kind": "meld", "meld_kind": "pon", "tile": "5p", "source": 2})
    assert w.view["hand"]["text"] == "11m [555p,2]"
    meld = w.view["hand"]["melds"][0]
    assert meld["kind"] == "pon" and meld["source_label"]
    w.handle({"kind": "meld", "meld_kind": "concealed", "tile": "7s", "source": 3})
    assert w.view["hand"]["text"] == "11m [555p,2] {7777s}"
    w.handle({"kind": "meld", "meld_kind": "added", "tile": "9s", "source": 1})
    w.handle({"kind": "meld", "meld_kind": "direct", "tile": "2m", "source": 1})
    assert w.view["hand"]["text"] == "11m [555p,2] {7777s} [9999s+,1] [2222m,1]"
    w.handle({"kind": "meld", "meld_kind": "chi", "tile": "3m", "source": 1})
    assert "no 吃" in refused(w, "11m [555p,2] {7777s} [9999s+,1] [2222m,1]")
    chi = {k["kind"]: k for k in w.view["meld_kinds"]}["chi"]
    assert chi["allowed"] is False and "吃" in chi["reason"]


def test_meld_refuses_bad_payloads_and_too_many_tiles():
    w = lab("1112345678999m")
    w.handle({"kind": "meld", "meld_kind": "pon", "tile": "5p", "source": 2})
    assert "too many" in refused(w, "1112345678999m")
    w = lab("11m")
    for msg in ({"meld_kind": "bad", "tile": "5p"}, {"meld_kind": "pon", "tile": "zz"},
                {"meld_kind": "pon", "tile": "5p", "source": 7}, {"tile": "5p"}):
        w.handle({"kind": "meld"} | msg)
        refused(w, "11m")
    w.handle({"kind": "meld", "meld_kind": "pon", "tile": "1m", "source": 2})
    assert "only 4 exist" in refused(w, "11m")  # 2 + 3 copies


def test_unmeld():
    w = lab("11m [555p,2] {7777s}")
    w.handle({"kind": "unmeld", "index": 0})
    assert w.view["hand"]["text"] == "11m {7777s}"
    w.handle({"kind": "unmeld", "index": 5})
    refused(w, "11m {7777s}")


def test_claim_tile_shows_options_and_each_refusal_with_its_reason():
    w = lab("1112345678999m")
    w.handle({"kind": "claim_tile", "tile": "1m", "from_seat": 1})
    accepted(w)
    claims = w.view["claims"]
    assert claims["tile"] == "1m" and claims["from_seat"] == 1
    assert {o["kind"] for o in claims["options"]} == {"pon", "kong", "win"}
    chi = next(r for r in claims["refused"] if r["kind"] == "chi")
    assert "吃" in chi["reason"]
    expected = rules(SICHUAN).claims(READY, "1m", 1)
    assert [o.kind for o in expected.options] == [o["kind"] for o in claims["options"]]
    w.handle({"kind": "claim_tile", "tile": "", "from_seat": 1})
    assert w.view["claims"]["tile"] is None and w.view["claims"]["options"] == []
    for bad in ({"tile": "5z"}, {"tile": "5m", "from_seat": 4}, {"tile": "nope"}, {}):
        w.handle({"kind": "claim_tile"} | bad)
        refused(w, READY)


def test_claim_on_a_tile_the_hand_holds_four_of_is_explained_not_an_error():
    w = lab("1111234567899m")
    w.handle({"kind": "claim_tile", "tile": "1m", "from_seat": 2})
    assert w.message["level"] != "error"
    assert w.view["claims"]["options"] == []


def test_claims_need_a_13_tile_hand():
    w = lab("1112345678999m +5m")
    w.handle({"kind": "claim_tile", "tile": "1m", "from_seat": 2})
    assert w.view["claims"]["note"] and w.view["claims"]["options"] == []


def test_lang_switches_every_label():
    w = lab()
    w.handle({"kind": "lang", "value": "zh"})
    assert w.view["lang"] == "zh" and w.view["labels"]["undo"] == "撤销"
    assert w.view["analysis"]["shanten_label"].startswith("听牌")
    w.handle({"kind": "lang", "value": "en"})
    assert w.view["labels"]["undo"] == "Undo"
    w.handle({"kind": "lang", "value": "de"})
    refused(w, READY)


def test_size():
    w = lab()
    w.handle({"kind": "size", "value": "large"})
    assert w.view["size"] == "large"
    w.handle({"kind": "size", "value": 3})
    refused(w, READY)


def test_unknown_kinds_and_garbage_are_named_in_the_message():
    w = lab()
    w.handle({"kind": "explode"})
    assert "unknown intent kind 'explode'" in refused(w, READY)
    for garbage in ("add", None, 5, [], {"tile": "5m"}, {"kind": 3}):
        w.handle(garbage)
        refused(w, READY)


def test_an_exception_inside_the_handler_is_shown_not_raised(monkeypatch):
    w = lab()

    def boom(*args, **kwargs):
        raise RuntimeError("engine on fire")

    monkeypatch.setattr(v, "analyse", boom)
    w.handle({"kind": "toggle", "key": "dealer"})
    assert w.message["level"] == "error" and "engine on fire" in w.message["text"]
    assert not w.situation.dealer  # nothing changed


# ---- the view equals what the engine computes -------------------------------------------------


def test_view_of_a_ready_hand_equals_the_engine():
    r = rules(SICHUAN)
    w = lab(READY)
    a = w.view["analysis"]
    assert a["shanten"] == r.shanten(READY) == 0
    waits = r.waits(READY, scores=True)
    assert [x["tile"] for x in a["waits"]] == [f"{n}m" for n in range(1, 10)]
    assert [(x["unseen"], x["dead"], x["discard_score"], x["self_draw_score"])
            for x in a["waits"]] == [(x.unseen, x.dead, x.discard_score, x.self_draw_score)
                                     for x in waits]
    assert a["score"] is None and a["discards"] == []


def test_view_of_a_complete_hand_equals_the_engine_score():
    r = rules(SICHUAN)
    w = lab("11223344556677m | self_drawn")
    score = r.score("11223344556677m", self_drawn=True)
    s = w.view["analysis"]["score"]
    assert s["total"] == score.total == 32
    assert [x["key"] for x in s["lines"]] == [x.key for x in score.lines]
    assert [(x["key"], x["by"]) for x in s["excluded"]] == [(x.key, x.by) for x in score.excluded]
    assert all(x["why"] for x in s["excluded"])
    assert len(s["alternatives"]) == len(score.alternatives)


def test_view_of_a_14_tile_hand_gives_discard_advice_best_first():
    r = rules(SICHUAN)
    w = lab("1112345678999m +5p")
    d = w.view["analysis"]["discards"]
    advice = r.discard_advice("1112345678999m5p")
    assert [x["tile"] for x in d] == [v.tile_name(o.tile) for o in advice]
    assert d[0]["tile"] == "5p" and d[0]["best"] and d[0]["shanten"] == 0
    assert d[0]["count"] == advice[0].effective_count
    assert w.view["analysis"]["not_winning"] == ""  # not complete-looking: no "why not"


def test_why_a_complete_looking_hand_cannot_win():
    w = lab("111m222p333s456m77m")  # all three suits: 花猪 under 缺一门
    assert "花猪" in w.view["analysis"]["not_winning"]
    assert w.view["analysis"]["score"] is None


def test_problems_panel_and_the_text_of_the_copy_button():
    w = lab("11m")
    assert [p["code"] for p in w.view["analysis"]["problems"]] == ["too-few"]
    w = lab("123m456m789m11p23p | self_drawn last_tile seen=5p")
    assert w.view["copy_text"] == "123456789m1123p | self_drawn last_tile seen=5p"
    assert w.text == w.view["copy_text"]


@pytest.mark.parametrize("variant, hand, situation", [
    ("sichuan-xuezhan", "234m5p555s", {}),                                   # too-few
    ("wuhan", "234m5p678s [123m,1] [555z,1] 5p", {}),                        # red-meld
    ("wuhan", "234m6p678s [123m,1] [555p,1] 6p", {"indicator": 12}),         # laizi-meld
    ("wuhan", "234m6p678s [123m,1] [5555s,1] 6p", {"indicator": 22}),        # copies (R-W2)
    ("sichuan-xuezhan", "123m456m789m11p23p4p",
     {"self_drawn": True, "robbing_kong": True, "after_kong": True}),        # situation-…
])
def test_every_problem_the_lab_shows_is_in_the_learners_language(variant, hand, situation):
    """Each problem under Problems reads in Chinese in a zh lab and in English in an en lab."""
    shown = {}
    for lang in ("zh", "en"):
        w = HandLab(variant, hand, situation=situation, lang=lang)
        shown[lang] = [p["message"] for p in w.view["analysis"]["problems"]]
    assert shown["zh"] and len(shown["zh"]) == len(shown["en"])
    for zh, en in zip(shown["zh"], shown["en"], strict=True):
        assert zh != en and "：" in zh and " the " not in zh, zh


# ---- after a claim the hand discards (seed 000, 海底捞月: "在吃碰杠后打出的最后一张牌") ---------


def test_a_taken_pung_shows_the_discard_advice_never_a_score():
    # lesson 00's lab: 11234567m55789p, 五筒 from 上家, Pung 碰. The hand's shape is complete,
    # but after a claim it must discard first: no score, no 平胡, only what to discard
    w = lab("11234567m55789p")
    w.handle({"kind": "claim_tile", "tile": "5p", "from_seat": 1})
    w.handle({"kind": "claim", "claim": "pon"})
    accepted(w)
    assert "now discard" in w.message["text"]
    a = w.view["analysis"]
    assert a["score"] is None and a["not_winning"] == "" and w.analysis.score is None
    r = rules(SICHUAN)
    advice = r.discard_advice(w.hand)
    assert [d["tile"] for d in a["discards"]] == [v.tile_name(d.tile) for d in advice]
    assert a["shanten"] == advice[0].shanten == 0
    assert a["shanten_label"] == "discard a tile first: the best discard leaves it ready " \
                                 "(tenpai, shanten 0)"
    assert a["score_note"].startswith("After a claim the hand discards first")
    w.handle({"kind": "lang", "value": "zh"})
    assert w.view["analysis"]["shanten_label"].startswith("先打一张牌")
    w.handle({"kind": "lang", "value": "en"})
    # discard 2m: 13 tiles, ready; then drawing the 14th is an ordinary hand again
    w.handle({"kind": "remove", "index": w.view["hand"]["tiles"].index(
        next(t for t in w.view["hand"]["tiles"] if t["id"] == "2m"))})
    assert w.view["analysis"]["shanten"] == 0 and "score_note" not in w.view["analysis"]
    w.handle({"kind": "add", "tile": "8m"})
    assert w.view["analysis"]["score"] is not None  # drawn, not claimed: 自摸 scores
    # Undo twice: the hand the pung left, and its advice, are back
    w.handle({"kind": "undo"})
    w.handle({"kind": "undo"})
    assert w.view["analysis"]["score"] is None and w.view["analysis"]["discards"]


def test_a_claimed_win_still_scores():
    w = lab("11234567m55789p")
    w.handle({"kind": "claim_tile", "tile": "5p", "from_seat": 1})
    w.handle({"kind": "claim", "claim": "win"})
    accepted(w)
    assert w.view["analysis"]["score"]["total"] >= 1 and "score_note" not in w.view["analysis"]


@pytest.mark.parametrize("lang, words", [("en", "every one of the 121 unseen tiles"),
                                         ("zh", "没见过的 121 张牌每一张")])
def test_wuhan_discard_advice_says_once_that_every_tile_improves(lang, words):
    """Issue 33 item 6 (lesson 02's second lab): with a 赖子 every discard is improved by every
    unseen tile; the rows do not repeat 121 each but are ranked by the distance left."""
    lab = HandLab("wuhan", "234m678s555z5p [123m,1] +5p", lang=lang)
    a = lab.view["analysis"]
    assert words in a["discards_same"]
    rows = a["discards"]
    assert len(rows) > 1 and all(r["effective"] == [] for r in rows)
    assert [r["shanten"] for r in rows] == sorted(r["shanten"] for r in rows)
    assert rows[0]["best"] and not rows[-1]["best"]
    # a hand without a wild keeps its per-row improving tiles
    plain = HandLab("sichuan-xuezhan", "123m456m789m129p59s", lang=lang).view["analysis"]
    assert plain["discards_same"] == "" and any(r["effective"] for r in plain["discards"])


def test_the_labs_hand_goes_to_the_class_as_a_best_discard_question():
    """Issue 40: the lab's position as a class question: only 5s leaves 123m456m789m11p23p
    ready (and drops the third suit 缺一门 asks for), so it is the answer; a 13-tile hand is
    refused naming its count."""
    from widgets.classroom.limits import question

    lab = HandLab("sichuan-xuezhan", "123m456m789m11p23p5s", lang="en")
    c = question(lab.class_question())  # as the class API takes it
    assert c["answer"] == ["5s"] and c["code"] == lab.code and c["hand"] == lab.text
    assert set(c["options"]) == {"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m",
                                 "1p", "2p", "3p", "5s"}
    assert "ready" in c["reason"]["en"].splitlines()[1] and "听牌" in c["reason"]["zh"]
    with pytest.raises(ValueError, match="has 13"):
        HandLab("sichuan-xuezhan", "123m456m789m11p23p").class_question()
