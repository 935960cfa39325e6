"""CardTable("paohuzi"), driven through ``handle`` as its JS does (no browser): the best
grouping drawn as groups with their 胡息, the total against 15, the waits, the score, and
every bad click refused in the widget with the reason."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from shared import panel, warned

import widgets
from widgets.cards.paohuzi import group_text
from widgets.ui.card_lab.cards import CardTable

R = widgets.rules("paohuzi")
READY = "x123 d2710 x555 d888 x99 d9 x678 d34"


def test_the_best_grouping_is_drawn_with_its_huxi():
    t = CardTable("paohuzi", hand=READY + " +d5", turned="x8", lang="en")
    json.dumps(t.view)
    w = R.win(READY + " +d5")
    assert t.view["data"]["huxi"] == str(w.huxi) == "18" and t.view["data"]["win"] == "true"
    melds = panel(t, "grouping")["blocks"][0]
    assert melds["kind"] == "melds"
    assert [(g["kind"], g["huxi"]) for g in melds["groups"]] == \
        [(g.kind, g.huxi) for g in w.groups]
    assert sum(g["huxi"] for g in melds["groups"]) == 18
    assert "15 needed" in panel(t, "grouping")["blocks"][1]["text"]
    # red cards carry a mark besides the colour (A3)
    red = [c for g in melds["groups"] for c in g["cards"] if c["red"]]
    assert red and all(c["mark"] == "●" for c in red)
    s = R.score(READY + " +d5", turned="x8")
    assert t.view["data"]["total"] == str(s.total)


def test_clicks_build_a_hand_and_show_waits_then_the_win():
    t = CardTable("paohuzi", lang="en")
    assert panel(t, "grouping")["blocks"][0]["level"] == "empty"
    for card in ("x1", "x2", "x3", "W"):
        t.handle({"kind": "add", "card": card})
    assert t.slot("hand") == "x123 W" and t.message["level"] == ""
    t.handle({"kind": "text", "text": READY})
    assert t.message["level"] == ""
    assert t.view["data"]["waits"] == " ".join(w.text for w in R.waits(READY)) == "d2 d5 W"
    rows = panel(t, "waits")["blocks"][0]["rows"]
    assert rows[0]["cells"][1:] == ["18", "18"] and rows[-1]["cells"][1] == "—"
    t.handle({"kind": "slot", "slot": "win"})
    t.handle({"kind": "add", "card": "d5"})
    assert t.view["data"]["win"] == "true" and t.slot("win") == "d5"
    t.handle({"kind": "add", "card": "d2"})
    assert "at most 1" in warned(t)
    t.handle({"kind": "undo"})
    assert t.view["data"]["waits"] == "d2 d5 W"


@pytest.mark.ruling("A8")
def test_self_drawn_switch_and_the_wang():
    """A 王 holder wins only by 自摸 (A8): the switch changes the answer."""
    t = CardTable("paohuzi", hand="x123 d2710 x555 d888 x99 d9 x46 W d34 +d5", lang="en")
    assert t.view["data"]["win"] == "false"
    assert any("自摸" in b.get("text", "") for b in panel(t, "grouping")["blocks"])
    wild = [c for g in panel(t, "grouping")["blocks"][0]["groups"] for c in g["cards"]
            if c["joker"]]
    assert wild and wild[0]["label"] == "王 W = 小五 x5"
    seeds = [b["text"] for b in panel(t, "grouping")["blocks"] if b["kind"] == "seed"]
    assert any("只能自摸，不能點炮" in x for x in seeds)  # the seed's sentence beside the verdict
    t.handle({"kind": "toggle", "name": "self_drawn", "value": True})
    assert t.view["data"]["win"] == "true" and t.self_drawn
    assert any("省" in b["text"] for b in panel(t, "score")["blocks"] if b["kind"] == "seed")
    factors = [r["data"].get("factor") for r in panel(t, "score")["blocks"][0]["rows"]]
    assert "zimo" in factors
    t.handle({"kind": "toggle", "name": "self_drawn", "value": "yes"})
    assert "true or false" in warned(t)


def test_bad_clicks_are_refused_with_reasons():
    t = CardTable("paohuzi", hand="x1111", lang="en")
    t.handle({"kind": "add", "card": "x1"})
    assert "deck has 4" in warned(t) and t.slot("hand") == "x1111"
    t.handle({"kind": "add", "card": "W"})
    t.handle({"kind": "add", "card": "W"})
    t.handle({"kind": "add", "card": "W"})
    assert "deck has 2" in warned(t)
    t.handle({"kind": "text", "text": "x0"})
    assert "bad number '0'" in warned(t) and t.message["input"] == "x0"
    t.handle({"kind": "slot", "slot": "table"})
    t.handle({"kind": "add", "card": "W"})
    assert "never goes on the table" in warned(t) and "P-PH2" not in warned(t)  # in words
    t.handle({"kind": "text", "text": "x123"})
    assert "groups only" in warned(t)
    t.handle({"kind": "text", "text": "[x33W]"})
    assert "never in a table group" in warned(t) and "P-PH2" not in warned(t)
    t.handle({"kind": "text", "text": "[d333] {x9999}"})
    assert t.message["level"] == "" and t.slot("table") == "[d333] {x9999}"
    t.handle({"kind": "remove", "slot": "table", "index": 0})
    assert t.slot("table") == "{x9999}"
    t.handle({"kind": "option", "name": "win_on_pair", "value": "both"})
    assert "'peng' or 'kan'" in warned(t)
    with pytest.raises(ValueError, match="CardTable"):
        CardTable("paohuzi", hand="x1 +x1 +x2")
    with pytest.raises(ValueError, match="self_drawn"):
        CardTable("paohuzi", self_drawn="no")


def test_table_groups_are_built_by_clicks():
    """The table slot: pick 碰 跑 偎 提 and click a card to put that group down; pick 吃 and
    click three cards, which become a 句, 二七十 or 绞 (or are refused, saying why). Cards
    waiting for their 吃 show in the slot and can be clicked away; undo restores them."""
    t = CardTable("paohuzi", hand="x123 d2710 x555 d888 x99 d9 x678", lang="en")
    table = t.view["slots"][1]
    assert [m["value"] for m in table["melds"]] == ["peng", "pao", "wei", "chouwei", "ti", "chi"]
    assert next(m for m in table["melds"] if m["active"])["value"] == "peng"
    t.handle({"kind": "meld", "value": "pao"})
    assert t.view["active"] == "table"  # picking a group makes the table the click target
    t.handle({"kind": "add", "card": "d3"})
    t.handle({"kind": "meld", "value": "wei"})
    t.handle({"kind": "add", "card": "x4"})
    assert t.slot("table") == "[d3333] {x444}" and t.message["level"] == ""
    t.handle({"kind": "meld", "value": "chi"})
    for card in ("d4", "d6"):
        t.handle({"kind": "add", "card": card})
    table = t.view["slots"][1]
    assert [c["id"] for c in table["cards"] if c.get("pending")] == ["d4", "d6"]
    assert "1 more" in table["pending"]
    t.handle({"kind": "add", "card": "x9"})
    assert "d4 d6 x9 make no 句, 二七十 or 绞" in warned(t)
    t.handle({"kind": "remove", "slot": "table", "index": 3})  # d6 away, d4 stays
    t.handle({"kind": "add", "card": "d5"})
    t.handle({"kind": "add", "card": "d6"})
    assert t.slot("table") == "[d3333] [d456] {x444}" and t.view["slots"][1]["pending"] == ""
    t.handle({"kind": "undo"})
    assert t.slot("table") == "[d3333] {x444}" and t.snapshot.pending == ("d4", "d5")
    # the deck still counts: a 提 of 小五 beside the 坎 in hand is a 7th copy
    t.handle({"kind": "meld", "value": "ti"})
    t.handle({"kind": "add", "card": "x5"})
    assert "the deck has 4" in warned(t)
    t.handle({"kind": "meld", "value": "gang"})
    assert "peng, pao, wei, chouwei, ti, chi" in warned(t)
    t.handle({"kind": "meld", "value": "chouwei"})
    t.handle({"kind": "add", "card": "d9"})
    assert "{d999*}" in t.slot("table").split() and t.message["level"] == ""
    t.handle({"kind": "undo"})
    # a 跑 clicked onto the table counts: 3 + 6 + 3 + 6 in hand, 9 on the table, a pair of 小九
    t.handle({"kind": "clear", "slot": "table"})
    assert t.snapshot.pending == () and t.slot("table") == ""
    with_table = CardTable("paohuzi", hand="x123 d2710 x555 d888 x678 x9", lang="en")
    for msg in ({"kind": "meld", "value": "pao"}, {"kind": "add", "card": "d3"},
                {"kind": "slot", "slot": "win"}, {"kind": "add", "card": "x9"}):
        with_table.handle(msg)
    assert with_table.ph_line() == "x1235556789 d2788810 [d3333] +x9"
    assert with_table.view["data"]["huxi"] == "27" and with_table.view["data"]["win"] == "true"
    melds = panel(with_table, "grouping")["blocks"][0]["groups"]
    assert [g["where"] for g in melds if g["kind"] == "pao"] == ["table"]


def test_a_winning_card_alone_is_judged_and_slots_count_cards():
    """A winning card with no hand yet still gets its verdict (found by the random clicks);
    the table slot counts its cards, not its groups."""
    t = CardTable("paohuzi", win="x1", lang="en")
    assert t.view["data"]["win"] == "false"
    t = CardTable("paohuzi", hand="x1 [d333] {x5555}", lang="en")
    assert [s["count"] for s in t.view["slots"]][:2] == ["1 card", "7 cards"]


def test_a_whole_line_typed_into_the_hand_fills_every_slot():
    t = CardTable("paohuzi", lang="en")
    t.handle({"kind": "text", "text": "x123 d2710 x555 d888 x99 d9 x46 W d34 [d666] +d5"})
    assert t.message["level"] == ""
    assert (t.slot("table"), t.slot("win")) == ("[d666]", "d5")
    assert t.ph_line() == "x1234555699 d2347888910 W [d666] +d5"
    t.handle({"kind": "text", "text": "x1111 [x111]"})
    assert "deck has 4" in warned(t) and t.message["input"] == "x1111 [x111]"
    t.handle({"kind": "text", "text": "x1 +x2 +x3"})
    assert "second winning card" in warned(t)


def test_the_turned_card_gives_xing_and_the_language_switches():
    t = CardTable("paohuzi", hand=READY + " +d5", turned="x8", lang="zh")
    rows = panel(t, "score")["blocks"][0]["rows"]
    xing = next(r for r in rows if r["data"]["row"] == "xing")
    assert xing["cells"][1].startswith("2")
    t.handle({"kind": "lang", "value": "en"})
    assert panel(t, "score")["title"] == "Score"
    t.handle({"kind": "text", "text": "W x3", "slot": "turned"})
    assert "at most 1" in warned(t)


def test_options_change_the_answers():
    """Option min_huxi: a hand short of 15 wins when the minimum is lowered."""
    t = CardTable("paohuzi", hand="x123 x456 x789 d456 d789 d11 +d1", lang="en")
    assert t.view["data"]["win"] == "false" and t.view["data"]["huxi"] == "6"
    t.handle({"kind": "option", "name": "min_huxi", "value": "6"})
    assert t.view["data"]["win"] == "true"


INTENTS = st.one_of(
    st.builds(lambda c: {"kind": "add", "card": c},
              st.sampled_from(["x1", "x5", "d2", "d10", "W", "x0", "q", "x12", "", 5])),
    st.builds(lambda s, i: {"kind": "remove", "slot": s, "index": i},
              st.sampled_from(["hand", "table", "win", "turned", "nope"]), st.integers(-1, 22)),
    st.builds(lambda v: {"kind": "meld", "value": v},
              st.sampled_from(["peng", "pao", "wei", "chouwei", "ti", "chi", "gang", None])),
    st.builds(lambda s: {"kind": "slot", "slot": s},
              st.sampled_from(["hand", "table", "win", "turned", "x"])),
    st.builds(lambda t: {"kind": "text", "text": t},
              st.sampled_from([READY, "[d333]", "{x5555}", "x1 +x2", "W W W", "[x12", "x123",
                               "d5", "x8", "W"]) | st.text(max_size=8)),
    st.builds(lambda v: {"kind": "toggle", "name": "self_drawn", "value": v},
              st.sampled_from([True, False, 1, None])),
    st.sampled_from([{"kind": "undo"}, {"kind": "redo"}, {"kind": "clear"},
                     {"kind": "lang", "value": "zh"}, {"kind": "bogus"}, {"nokind": 1}]),
)


@settings(max_examples=40, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(INTENTS, max_size=12))
def test_random_clicks_never_break_the_widget(intents):
    """Whatever the learner (or a bad message) sends: a warning at most, never an error, and
    the view stays JSON that agrees with the engine."""
    t = CardTable("paohuzi", hand=READY, lang="en")
    for msg in intents:
        t.handle(msg)
        assert t.message["level"] in ("", "warning", "info"), t.message
    json.dumps(t.view)
    assert not R.problems(t.ph_line(), hand_size=False)
    if R.problems(t.ph_line()):  # more than a hand holds: why it cannot be grouped
        assert panel(t, "grouping")["blocks"][0]["data"] == {"verdict": "too-many"}
    elif t.slot("win"):
        assert t.view["data"]["win"] == ("true" if R.win(t.ph_line(), t.self_drawn).ok
                                         else "false")


# ---- issue 16 item 7: the learner picks the way to 吃 ----------------------------------------


def chi_ways(t: CardTable) -> list[str]:
    picker = [b for b in panel(t, "chi")["blocks"] if b["kind"] == "groups"]
    return [p["pattern"] for p in picker[0]["groups"][0]["patterns"]] if picker else []


@pytest.mark.ruling("P-PH16")
def test_the_learner_picks_the_way_to_chi_and_sees_each_ways_xiahuo():
    """Seed 10 下火: 當吃的牌手中還有時，必須要將手中的這張牌根據某種組合，也要放到桌面 — with
    小一二四五 eating 小三 every way is offered (P-PH16), each drawn with its 胡息; with
    小一二三四五 the one way eats and puts the hand's 小三 down (下火)."""
    t = CardTable("paohuzi", hand="x1245 d27 +x3", lang="en")
    json.dumps(t.view)
    assert chi_ways(t) == ["[x123]", "[x234]", "[x345]"] and t.view["data"]["chi-ways"] == "3"
    engine = R.claims("x3", 0, ["", "x1245 d27", ""], drawn=False).first
    assert len(engine.ways) == 3 and "discarded by the 上家" in panel(t, "chi")["title"]
    lines = [b for b in panel(t, "chi")["blocks"] if b["kind"] == "text"]
    assert [b["data"]["huxi"] for b in lines] == [3, 0, 0]  # 一二三 scores, a plain 句 not
    assert any("10. 下火" in b["text"] or "下火：" in b["text"]
               for b in panel(t, "chi")["blocks"] if b["kind"] == "seed")
    t.handle({"kind": "pick", "pattern": "[x345]"})
    assert t.message["level"] == "" and t.ph_line() == "x12 d27 [x345]"
    t.handle({"kind": "undo"})
    assert t.ph_line() == "x1245 d27 +x3"
    t.handle({"kind": "pick", "pattern": "[x999]"})
    assert "offered: [x123]; [x234]; [x345]" in warned(t) and t.ph_line() == "x1245 d27 +x3"

    t = CardTable("paohuzi", hand="x12345 d2 +x3", lang="en")
    assert chi_ways(t) == ["[x123] [x345]"]
    melds = [b for b in panel(t, "chi")["blocks"] if b["kind"] == "melds"][0]["groups"]
    assert [g["label"].split(" · ")[0] for g in melds] == ["吃 (eaten)", "下火 (must go down too)"]
    t.handle({"kind": "pick", "pattern": "[x123] [x345]"})
    assert t.ph_line() == "d2 [x123] [x345]" and t.slot("win") == ""


@pytest.mark.ruling("P-PH11")
def test_no_way_to_chi_or_a_forced_group_is_said_in_the_chi_panel():
    """Seed 10 下火 (P-PH11: no way to put every copy down, no 吃) and seed 1 嘯牌
    (所摸的牌正好是手中的一對牌，則必須將牌由手上放到桌子上): the panel says why, and offers
    no way to pick."""
    t = CardTable("paohuzi", hand="x12 x33 d2 +x3", lang="en")
    refused = [b for b in panel(t, "chi")["blocks"] if b["kind"] == "text"][0]
    assert refused["level"] == "bad" and "cannot all go down" in refused["text"]
    assert refused["data"]["refused"] == "P-PH11" and chi_ways(t) == []  # the id: a data hook
    t.handle({"kind": "pick", "pattern": "[x123]"})
    assert "offered: none" in warned(t)
    t = CardTable("paohuzi", hand="x12 x33 d2 +x3", self_drawn=True, lang="en")
    forced = [b for b in panel(t, "chi")["blocks"] if b["kind"] == "text"][0]
    assert forced["data"] == {"forced": "wei"} and chi_ways(t) == []
    wei = [b for b in panel(t, "chi")["blocks"] if b["kind"] == "melds"][0]["groups"][0]
    assert (wei["kind"], wei["huxi"]) == ("wei", 3)


# ---- issue 19: the text box slot by slot, a new hand, other groupings, too many cards, words


def test_the_text_box_edits_the_active_slot_and_points_a_whole_line_to_the_hand():
    t = CardTable("paohuzi", hand=READY, table="[d333]", win="d5", lang="en")
    before = t.ph_line()
    t.handle({"kind": "slot", "slot": "win"})
    t.handle({"kind": "text", "text": "x123 d2710 +x7"})  # a whole line, in one card's slot
    assert "goes in the Hand slot" in warned(t) and t.ph_line() == before
    t.handle({"kind": "text", "text": "+d2"})  # the winning card's own slot takes '+d2' too
    assert t.message["level"] == "" and t.slot("win") == "d2"
    assert parse(t.slot("hand")) == parse(READY) and t.slot("table") == "[d333]"
    t.handle({"kind": "slot", "slot": "table"})
    t.handle({"kind": "text", "text": "x5"})
    assert "groups only" in warned(t) and t.slot("table") == "[d333]"
    t.handle({"kind": "text", "text": "[d333] x5 +x7"})
    assert "goes in the Hand slot" in warned(t)
    t.handle({"kind": "text", "text": "[d444]"})  # groups: only the table slot changes
    assert t.slot("table") == "[d444]" and t.slot("win") == "d2"
    t.handle({"kind": "slot", "slot": "hand"})
    t.handle({"kind": "text", "text": "x123 d2710 [d555] +x5"})  # the hand's box takes a line
    assert t.message["level"] == "" and t.ph_line() == "x123 d2710 [d555] +x5"
    t = CardTable("paohuzi", lang="zh", active="win")
    t.handle({"kind": "text", "text": "x123 +x7"})
    assert "手牌" in warned(t) and "整行" in t.message["text"]


def parse(text: str):
    from widgets.cards.paohuzi import parse_hand

    return sorted(parse_hand(text).cards)


def test_loading_a_hand_resets_the_old_table_groups_and_winning_card():
    t = CardTable("paohuzi", hand="x123 d2710", table="[d333] {x5555}", win="x7", turned="x8",
                  self_drawn=True, lang="en")
    t.handle({"kind": "meld", "value": "chi"})
    t.handle({"kind": "add", "card": "x4"})  # a card waiting for its 吃 group
    t.handle({"kind": "slot", "slot": "hand"})
    t.handle({"kind": "text", "text": READY})
    assert t.message["level"] == ""
    assert (t.slot("hand"), t.slot("table"), t.slot("win")) == (R.parse(READY).text(), "", "")
    assert t.view["data"]["waits"] == "d2 d5 W"  # the new hand's own answer, not the old win
    assert t.slot("turned") == "x8" and t.self_drawn  # the situation stays
    table = next(s for s in t.view["slots"] if s["name"] == "table")
    assert table["cards"] == [] and table["pending"] == ""
    t.handle({"kind": "undo"})  # and undo brings the old table back
    assert t.slot("table") == "[d333] {x5555}" and t.slot("win") == "x7"


def test_other_groupings_never_repeat_the_best_one():
    line = "x123 d2710 x555 d888 x678 d345 x9 W +x9"
    t = CardTable("paohuzi", hand=line, self_drawn=True, lang="en")
    best = " · ".join(group_text(g) for g in R.win(line, self_drawn=True).groups)
    rows = panel(t, "alternatives")["blocks"][0]["rows"]
    texts = [r["cells"][1] for r in rows]
    assert best not in texts and len(texts) == len(set(texts)) == 3
    assert [r["data"]["huxi"] for r in rows] == [24, 21, 18]
    # a hand with one grouping has no "other groupings" panel at all
    t = CardTable("paohuzi", hand=READY + " +d5", lang="en")
    assert "alternatives" not in [p["name"] for p in t.view["panels"]]


def test_too_many_cards_get_a_grouping_verdict_not_a_refused_click():
    t = CardTable("paohuzi", hand=READY + " x1", lang="en")  # 21 cards: a banker's hand
    for _ in range(2):
        t.handle({"kind": "add", "card": "d1"})
        assert t.message["level"] == "", t.message  # no card-count refusal
    blocks = panel(t, "grouping")["blocks"]
    assert blocks[0]["data"] == {"verdict": "too-many"} and blocks[0]["level"] == "bad"
    assert "Cannot be grouped: 23 cards in the hand" in blocks[0]["text"]
    assert "2 too many" in blocks[0]["text"]
    t.handle({"kind": "slot", "slot": "win"})
    t.handle({"kind": "add", "card": "d2"})  # a winning card does not make it a card-count error
    assert t.message["level"] == "" and t.view["data"]["win"] == "false"
    assert panel(t, "grouping")["blocks"][0]["data"] == {"verdict": "too-many"}
    t.handle({"kind": "lang", "value": "zh"})
    assert "分不成组：手里有 23 张牌" in panel(t, "grouping")["blocks"][0]["text"]
    # the copies in the deck are still refused as before
    t = CardTable("paohuzi", hand="x1111", lang="en")
    t.handle({"kind": "add", "card": "x1"})
    assert "deck has 4" in warned(t)


@pytest.mark.ruling("A19")
def test_payments_are_said_in_words_who_pays_whom_and_why():
    t = CardTable("paohuzi", hand=READY + " +d5", turned="x8", lang="en")
    s = R.score(READY + " +d5", turned="x8")
    pays = [b for b in panel(t, "score")["blocks"] if b.get("data", {}).get("row") == "payment"]
    assert [(b["data"]["payer"], b["data"]["amount"]) for b in pays] == \
        [(a, x) for a, _b, x in s.payments] == [(2, s.total)]
    assert pays[0]["text"] == (f"Seat 2 (the 上家, who gave the winning card) pays seat 0 "
                               f"(the winner) {s.total}: the one who gave it pays it all")
    assert not any("→" in str(c) for b in panel(t, "score")["blocks"] if b["kind"] == "table"
                   for r in b["rows"] for c in r["cells"])
    t.handle({"kind": "toggle", "name": "self_drawn", "value": True})
    pays = [b for b in panel(t, "score")["blocks"] if b.get("data", {}).get("row") == "payment"]
    assert [b["data"]["payer"] for b in pays] == [1, 2]
    assert all("on a 自摸 both others pay" in b["text"] for b in pays)
    t.handle({"kind": "lang", "value": "zh"})
    pays = [b for b in panel(t, "score")["blocks"] if b.get("data", {}).get("row") == "payment"]
    assert pays[0]["text"].startswith("座位1付给座位0（胡牌的人）") and "自摸" in pays[0]["text"]
    t = CardTable("paohuzi", hand=READY + " +d5", options={"supplier_pays": False}, lang="en")
    pays = [b for b in panel(t, "score")["blocks"] if b.get("data", {}).get("row") == "payment"]
    assert len(pays) == 2 and "supplier_pays is off" in pays[0]["text"]


def test_the_score_panel_in_zh_has_no_english_words():
    import re

    t = CardTable("paohuzi", hand=READY + " +d5", turned="x8", lang="zh")
    text = json.dumps(panel(t, "score"), ensure_ascii=False)
    words = {w for w in re.findall(r"[A-Za-z]{3,}", text)} - {
        "kind", "table", "head", "rows", "cells", "data", "row", "huxi", "xing", "total",
        "payment", "payer", "amount", "note", "text", "seed", "level", "plain", "name",
        "score", "title", "blocks", "factor", "supplier_pays"}
    assert not words, words
