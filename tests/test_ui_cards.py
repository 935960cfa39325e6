"""The card table widget, driven through the same ``handle`` method its JS calls (no browser):
construction, every intent, refusals shown in the widget, zh/en, undo/redo, and a small
hypothesis state machine of random intents, valid and garbage."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule
from shared import panel, warned

import widgets
from widgets.ui.card_lab.cards import SLOTS, CardTable
from widgets.ui.shared.intents import HISTORY


def ok(t: CardTable) -> None:
    assert t.message["level"] == "", t.message


# ---- 斗地主 ----------------------------------------------------------------------------------


def test_doudizhu_table_shows_classification_comparison_and_responses():
    """Seed 六: the play's combination, whether it beats the previous play, and every legal
    response from the hand grouped by type, all in the view state (JSON)."""
    t = CardTable("doudizhu", hand="34567899TTJ", previous="45678", lang="en")
    json.dumps(t.view)
    assert t.view["widget"] == "cards" and t.view["game"] == "doudizhu"
    assert t.view["data"]["responses"] == "3"
    groups = panel(t, "responses")["blocks"][0]["groups"]
    assert [g["type"] for g in groups] == ["straight"]
    assert [p["pattern"] for p in groups[0]["patterns"]] == ["56789", "6789T", "789TJ"]
    assert groups[0]["patterns"][2]["text"] == "7 8 9 10 J"  # card by card (issue 33 item 5)
    t.handle({"kind": "pick", "pattern": "6789T"})
    ok(t)
    assert t.slot("play") == "6789T"
    assert t.view["data"] == {"play-type": "straight", "beats": "true", "responses": "3"}
    assert "highest card" in panel(t, "compare")["blocks"][1]["text"]


def test_doudizhu_clicks_build_slots_and_the_play_must_come_from_the_hand():
    t = CardTable("doudizhu", hand="33345", lang="en")
    assert t.view["data"]["responses"]  # leads
    assert panel(t, "responses")["title"] == "Legal leads"
    t.handle({"kind": "slot", "slot": "play"})
    for card in ("3", "3", "3", "4"):
        t.handle({"kind": "add", "card": card})
        ok(t)
    assert t.view["data"]["play-type"] == "trio_single"
    t.handle({"kind": "add", "card": "3"})
    assert "from the hand" in warned(t)
    t.handle({"kind": "remove", "slot": "play", "index": 0})
    assert t.slot("play") == "334"
    assert t.view["data"]["play-type"] == "none"
    assert "the ranks differ" in panel(t, "classify")["blocks"][0]["text"]


def test_doudizhu_refuses_impossible_cards_and_says_why():
    """A 54-card deck: four of each rank, one of each joker, shared by the hand and the play
    to beat; a hand holds at most 20."""
    t = CardTable("doudizhu", hand="3333", lang="en")
    t.handle({"kind": "slot", "slot": "previous"})
    t.handle({"kind": "add", "card": "3"})
    assert "deck has 4" in warned(t)
    t.handle({"kind": "text", "text": "3z"})
    assert "bad card 'z'" in warned(t) and t.message["input"] == "3z"
    t.handle({"kind": "text", "text": "4444555566667777"})
    ok(t)
    t.handle({"kind": "text", "text": "88889999TTTTJJJJQQQQK", "slot": "hand"})
    assert "at most 20" in warned(t)
    with pytest.raises(ValueError, match="CardTable"):
        CardTable("doudizhu", hand="RR")


@pytest.mark.ruling("A15")
def test_doudizhu_options_change_the_answers():
    """A15: with adjacent_wing_trio off, 333444555666 is only a 三顺."""
    t = CardTable("doudizhu", play="333444555666", lang="en")
    assert len(panel(t, "classify")["blocks"]) == 4  # 3 readings and a note
    t.handle({"kind": "option", "name": "adjacent_wing_trio", "value": False})
    ok(t)
    assert len(panel(t, "classify")["blocks"]) == 2
    t.handle({"kind": "option", "name": "deal_mingpai_cutoff", "value": "99"})
    assert "1 … 17" in warned(t)
    t.handle({"kind": "undo"})
    assert len(panel(t, "classify")["blocks"]) == 4


# ---- 欢乐三张 and 二八杠 ------------------------------------------------------------------------


@pytest.mark.ruling("A14")
def test_sanzhang_table_compares_with_the_reason():
    """Seed: 當豹子存在時，特殊牌型 > 豹子 (A14); 當兩牌型大小完全相同時，主動比牌者負."""
    t = CardTable("sanzhang", challenger="2s 3h 5d", defender="Ah Ad Ac", lang="en")
    assert t.view["data"] == {"winner": "challenger", "a-type": "danzhang+235",
                              "b-type": "baozi"}
    t.handle({"kind": "text", "text": "Qs Ks As", "slot": "defender"})
    t.handle({"kind": "text", "text": "Qh Kh Ah", "slot": "challenger"})
    assert t.view["data"]["winner"] == "defender"
    assert "challenger (主动比牌者) loses" in panel(t, "compare")["blocks"][1]["text"]
    t.handle({"kind": "add", "card": "As", "slot": "challenger"})
    assert "at most 3" in warned(t)
    t.handle({"kind": "clear", "slot": "challenger"})
    t.handle({"kind": "add", "card": "As"})
    assert "one of each" in warned(t)
    t.handle({"kind": "add", "card": "3"})
    assert "suit" in warned(t)
    assert len(t.view["palette"]) == 4 and len(t.view["palette"][0]) == 13


@pytest.mark.ruling("A5")
def test_tuitongzi_table_shows_duels_and_the_payout():
    """Seed: 1赔1, 1赔2, 1赔3 and the pool's 20 % / 10 % (A5: the winner's odds both ways)."""
    t = CardTable("tuitongzi", banker="35", p1="FF", p2="28", p3="46", lang="en")
    assert t.view["data"]["duels"] == "player player banker"
    rows = panel(t, "payout")["blocks"][0]["rows"]
    assert [r["data"].get("net") for r in rows[:3]] == [30 + 200, 20 + 100, -10]
    t.handle({"kind": "bet", "position": 2, "value": 40})
    t.handle({"kind": "pool", "value": "0"})
    rows = panel(t, "payout")["blocks"][0]["rows"]
    assert [r["data"].get("net") for r in rows[:3]] == [30, 20, -40]
    t.handle({"kind": "add", "card": "5", "slot": "p3"})
    assert "at most 2" in warned(t)
    for slot, text in (("banker", "34"), ("p3", "55"), ("p2", "55")):
        t.handle({"kind": "text", "text": text, "slot": slot})
        ok(t)
    t.handle({"kind": "add", "card": "5", "slot": "banker"})
    assert "at most 2" in warned(t)
    t.handle({"kind": "clear", "slot": "banker"})
    t.handle({"kind": "add", "card": "5", "slot": "banker"})
    assert "only 4" in warned(t)
    t.handle({"kind": "option", "name": "half_tile", "value": "白板"})
    ok(t)
    half = t.view["palette"][0][-1]
    assert (half["label"], half["pic"]) == ("White dragon", "white")  # in the table's language


# ---- chrome -------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", ["doudizhu", "sanzhang", "tuitongzi"])
def test_language_size_undo_redo_and_garbage(game):
    t = CardTable(game)
    zh = json.dumps(t.view, ensure_ascii=False)
    t.handle({"kind": "lang", "value": "en"})
    assert t.view["lang"] == "en" and json.dumps(t.view, ensure_ascii=False) != zh
    t.handle({"kind": "size", "value": "large"})
    assert t.view["size"] == "large"
    card = t.view["palette"][0][0]["id"]
    t.handle({"kind": "add", "card": card})
    ok(t)
    assert t.view["history"] == {"undo": True, "redo": False}
    t.handle({"kind": "undo"})
    assert all(not s["cards"] for s in t.view["slots"])
    t.handle({"kind": "redo"})
    assert t.view["slots"][0]["cards"][0]["id"] == card
    t.handle({"kind": "redo"})
    warned(t)
    for msg in (None, 3, {}, {"kind": "nope"}, {"kind": "add"}, {"kind": "add", "card": 5},
                {"kind": "remove", "slot": "x", "index": 0}, {"kind": "slot", "slot": None},
                {"kind": "lang", "value": "fr"}, {"kind": "option", "name": "x", "value": 1},
                {"kind": "pick", "pattern": "3"} if game != "doudizhu" else {"kind": "pick"},
                {"kind": "bet", "position": 0, "value": 1} if game != "tuitongzi" else
                {"kind": "bet", "position": 5, "value": 1}):
        before = t.view
        t.handle(msg)
        warned(t)
        assert t.view == before


def test_bad_arguments_are_a_lessons_mistake():
    with pytest.raises(ValueError, match="game"):
        CardTable("poker")
    with pytest.raises(ValueError, match="active"):
        CardTable("sanzhang", active="hand")
    with pytest.raises(ValueError, match="lang"):
        CardTable("tuitongzi", lang="fr")
    with pytest.raises(ValueError):
        CardTable("doudizhu", options={"colour": 1})
    assert repr(CardTable("tuitongzi", banker="28")) == \
        "CardTable('tuitongzi', banker='28', p1='', p2='', p3='')"


def test_the_engine_is_the_widgets_source_of_truth():
    """The widget shows what the engine says, nothing of its own."""
    r = widgets.rules("doudizhu")
    t = CardTable("doudizhu", hand="3334445556BR", previous="7778")
    want = r.responses("3334445556BR", "7778")
    shown = {p["pattern"] for g in panel(t, "responses")["blocks"][0]["groups"]
             for p in g["patterns"]}
    assert shown == set(want.patterns)


# ---- random intents ------------------------------------------------------------------------------

junk = st.one_of(st.none(), st.booleans(), st.integers(-3, 30), st.text(max_size=6),
                 st.lists(st.integers(), max_size=2))
cards = st.one_of(st.sampled_from(list("3456789TJQKA2BR") + ["3s", "Ah", "Td", "F", "28"]),
                  junk)


class CardTableMachine(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.tables = [CardTable("doudizhu", hand="33344456", lang="en"),
                       CardTable("sanzhang"), CardTable("tuitongzi", banker="28")]

    @rule(which=st.integers(0, 2), card=cards, slot=st.one_of(st.none(), st.sampled_from(
        ["hand", "play", "previous", "challenger", "defender", "banker", "p1", "p3"])))
    def add(self, which, card, slot):
        msg = {"kind": "add", "card": card} | ({"slot": slot} if slot else {})
        self.tables[which].handle(msg)

    @rule(which=st.integers(0, 2), card=st.sampled_from(["3s", "Kh", "5", "F", "9"]),
          n=st.integers(1, 6))
    def add_many(self, which, card, n):
        for _ in range(n):
            self.tables[which].handle({"kind": "add", "card": card})

    @rule(which=st.integers(0, 2), slot=st.sampled_from(["hand", "play", "challenger", "p1",
                                                          "banker", "nope"]),
          index=st.one_of(st.integers(-1, 5), junk))
    def remove_or_select(self, which, slot, index):
        self.tables[which].handle({"kind": "remove", "slot": slot, "index": index})
        self.tables[which].handle({"kind": "slot", "slot": slot})

    @rule(which=st.integers(0, 2), text=st.one_of(st.sampled_from(
        ["333+6", "3s 4s 5s", "28", "FF", "BR", "33333", "Ah Ah", "1"]), st.text(max_size=8)))
    def text(self, which, text):
        self.tables[which].handle({"kind": "text", "text": text})

    @rule(which=st.integers(0, 2), kind=st.sampled_from(["undo", "redo", "clear", "pick",
                                                          "lang", "size", "bet", "pool",
                                                          "option"]),
          value=st.one_of(st.sampled_from(["zh", "en", "large", "3334", "5"]), junk))
    def other(self, which, kind, value):
        self.tables[which].handle({"kind": kind, "value": value, "pattern": value,
                                   "position": 0, "name": "pool_rate"})

    @invariant()
    def the_cards_can_exist_and_the_view_is_json(self):
        for t in self.tables:
            json.dumps(t.view)
            assert t.message.get("level") != "error", t.message
            assert len(t.history[0]) <= HISTORY
            for (name, most), s in zip(SLOTS[t.view["game"]], t.view["slots"], strict=True):
                assert s["name"] == name and len(s["cards"]) <= most
            every = Counter(c["id"] for s in t.view["slots"] for c in s["cards"])
            if t.view["game"] == "sanzhang":
                assert max(every.values(), default=0) <= 1
            if t.view["game"] == "tuitongzi":
                assert max(every.values(), default=0) <= 4


TestCardTableMachine = CardTableMachine.TestCase
TestCardTableMachine.settings = settings(max_examples=12, stateful_step_count=20,
                                         deadline=None,
                                         suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize(("game", "slots", "click", "zh"), [
    ("sanzhang", {"challenger": "As"}, "As", "As：一副牌每张只有一张"),
    ("doudizhu", {"hand": "33", "active": "play"}, "4", "要出的牌必须来自手牌：4"),
    ("tuitongzi", {"banker": "22", "p1": "22", "active": "p2"}, "2", "2：每种牌只有 4 张"),
    ("tuitongzi", {"banker": "22"}, "2", "“庄家”最多放 2 张"),
])
def test_the_tables_own_refusals_follow_the_language(game, slots, click, zh):
    t = CardTable(game, lang="zh", **slots)
    before = t.view
    t.handle({"kind": "add", "card": click})
    assert t.message["level"] == "warning" and t.message["text"].endswith(zh)
    assert t.view == before
    t.handle({"kind": "lang", "value": "en"})
    t.handle({"kind": "add", "card": click})
    assert warned(t).isascii(), t.message  # the same refusal, in English
