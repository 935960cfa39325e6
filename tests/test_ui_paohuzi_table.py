"""The 跑胡子 table widget (widgets/ui/tables/paohuzi_table.py), driven through the same handler the
JS calls: a learner's whole hand by clicks, refusals shown (not raised) in zh and en, hidden
hands and face-down 偎, steps back and forth, Save/Load, and the automatic table stepped."""

from __future__ import annotations

import json

import pytest

from widgets.practice.card_tables.paohuzi_play import prepare
from widgets.ui import PaohuziTable
from widgets.ui.shared.labels import say


def seat(t: PaohuziTable, pos: str = "bottom") -> dict:
    return next(s for s in t.view["seats"] if s["pos"] == pos)


def click_through(t: PaohuziTable, take: bool = True) -> None:
    """Play the learner's seat by clicks: 胡 when offered, else the first button (or 过),
    discards by clicking the first playable card."""
    for _ in range(300):
        if t.view["step"]["over"]:
            return
        d = t.view["decision"]
        if d["stage"] == "discard":
            card = next(c for c in seat(t)["cards"] if c.get("playable"))
            t.handle({"kind": "discard", "card": card["id"]})
        else:
            buttons = [b for b in d["buttons"] if b["kind"] == "choose"]
            hu = [b for b in buttons if b["value"] == "hu"]
            pick = hu[0] if hu else buttons[0] if take else buttons[-1]
            t.handle({"kind": "choose", "index": pick["index"]})
        assert not t.message, t.message


def test_a_learner_plays_a_whole_hand_by_clicks():
    for seed, take in ((3, True), (4, False), (5, True)):
        t = PaohuziTable(seed=seed, human=0, lang="en")
        assert t.view["decision"]["stage"] in ("discard", "claim")
        click_through(t, take)
        assert t.view["step"]["over"] and sum(r["delta"] for r in t.view["ledger"]) == 0
        last = t.view["history"][-1]["lines"][-1]
        assert "wins" in last or "荒莊" in last
        assert seat(t, "right")["cards"]  # every hand is shown at the end


def test_the_claim_buttons_are_one_per_way_with_pass_last():
    hands = ("x5 d1 d1 d3 d3 d5 d5 d7 d7 d9 d9 x2 x2 x8 x8 x10 x10 d2 d4 d6 d8",
             "x4 x6 x1 x1 x3 x3 x7 x7 x9 x9 d10 d10 d2 d4 d6 d8 x2 x8 x10 x4", "")
    t = PaohuziTable(0, human=(0, 1), lang="zh", prepared=prepare(hands, pile="x5 x5 x5"))
    t.handle({"kind": "discard", "card": "x5"})
    d = t.view["decision"]
    assert d["stage"] == "claim" and "小五" in d["prompt"]
    chi = [b for b in d["buttons"] if b.get("value") == "chi"]
    assert len(chi) >= 2 and all(b["label"].startswith("吃 ") for b in chi)
    assert [b["value"] for b in d["buttons"] if b["kind"] == "choose"][-1] == "pass"
    assert t.view["offer"]["card"]["id"] == "x5"
    t.handle({"kind": "choose", "index": chi[0]["index"]})
    assert not t.message
    # 乙 now discards: with two people at the screen the one deciding sits at the bottom
    assert seat(t, "bottom")["seat"] == 1
    groups = seat(t, "bottom")["groups"]
    assert any("x5" in [c.get("id") for c in g["cards"]] for g in groups)
    assert any("乙 吃 小五" in line for g in t.view["history"] for line in g["lines"])


def test_refusals_are_shown_in_the_learners_language():
    t = PaohuziTable(0, human=0, lang="zh", prepared=prepare(("x555 W d3", "", ""), banker=0))
    assert t.view["decision"]["stage"] == "discard"
    assert any("一坎牌不能拆散" in r for r in t.view["decision"]["refused"])
    t.handle({"kind": "discard", "card": "x5"})
    assert t.message["level"] == "warning" and "坎" in t.message["text"]
    t.handle({"kind": "discard", "card": "W"})
    assert "王霸不能打出" in t.message["text"]
    t.handle({"kind": "lang", "value": "en"})
    t.handle({"kind": "discard", "card": "W"})
    assert "never discarded" in t.message["text"]
    t.handle({"kind": "choose", "index": 0})
    assert t.message["level"] == "warning"
    t.handle({"kind": "step", "to": "forward"})
    assert "your decision" in t.message["text"]
    for bad in ({"kind": "nonsense"}, {"kind": "step", "to": "sideways"}, "text",
                {"kind": "new", "seed": -1}, {"kind": "load", "text": "{"}):
        t.handle(bad)
        assert t.message["level"] == "warning", bad


def test_others_hands_are_hidden_and_their_wei_face_down():
    t = PaohuziTable(seed=7, human=0, lang="zh")
    for pos in ("left", "right"):
        s = seat(t, pos)
        assert s["cards"] == [] and s["hidden"] > 0
    t.handle({"kind": "open", "value": True})
    assert seat(t, "left")["cards"]
    t.handle({"kind": "open", "value": False})
    found = 0
    for seed in range(8):
        t = PaohuziTable(seed=seed, human=0, lang="zh")
        click_through(t)
        total = t.view["step"]["total"]
        for at in range(0, total, 3):
            t.handle({"kind": "step", "to": at})
            for pos in ("left", "right"):
                for g in seat(t, pos)["groups"]:
                    if g["kind"] == "偎":
                        assert all(c["kind"] == "back" for c in g["cards"])
                        found += 1
        if found:
            break
    assert found


def test_steps_back_and_forward_and_the_automatic_table():
    t = PaohuziTable(seed=2, human=None, lang="en")
    assert t.view["step"]["at"] == 0 and t.view["step"]["total"] > 10
    for _ in range(400):
        if not t.view["step"]["can_forward"]:
            break
        t.handle({"kind": "step", "to": "forward"})
        assert not t.message, t.message
    assert t.view["step"]["over"]
    total = t.view["step"]["total"]
    t.handle({"kind": "step", "to": "start"})
    assert t.view["step"]["at"] == 0 and t.view["history"] == []
    t.handle({"kind": "step", "to": "forward"})
    assert "the deal" in t.view["history"][0]["lines"][0]
    t.handle({"kind": "step", "to": "end"})
    assert t.view["step"]["at"] == total and t.view["win"] is None or t.view["win"]["groups"]


def test_save_and_load_the_replay():
    t = PaohuziTable(seed=6, human=0, lang="en")
    click_through(t)
    t.handle({"kind": "save"})
    text = t.saved
    assert json.loads(text)["game"] == "paohuzi"
    u = PaohuziTable(seed=1, human=0, lang="en")
    u.handle({"kind": "load", "text": text})
    assert u.message["level"] == "info" and u.game.events == t.game.events
    data = json.loads(text)
    data["events"][2]["seat"] = (data["events"][2]["seat"] + 1) % 3
    u.handle({"kind": "load", "text": json.dumps(data)})
    assert u.message["level"] == "warning" and "event 2" in u.message["text"]


def test_a_win_shows_its_grouping_and_huxi_and_the_hint_helps():
    for seed in range(12):
        t = PaohuziTable(seed=seed, human=0, lang="zh")
        t.handle({"kind": "hint"})
        assert t.view["advice"]["text"], seed
        click_through(t)
        win = t.view["win"]
        if win:
            assert win["groups"] and all("胡息" in g["huxi"] for g in win["groups"])
            assert "胡息" in win["text"] and "子" in win["text"]
            return
    raise AssertionError("no win in 12 hands")


def test_the_chinese_table_has_no_english_and_no_traditional_characters():
    # the checks of the 中文 mode (tests/test_zh_mode.py), on the table at every few steps
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).parent))
    from test_zh_mode import english_words, strings, traditional

    bad = set()
    for seed in (0, 3, 5):
        t = PaohuziTable(seed=seed, human=0, lang="zh")
        click_through(t)
        t.handle({"kind": "discard", "card": "x1"})  # a refusal: the hand is over
        for at in [*range(0, t.view["step"]["total"], 4), t.view["step"]["total"]]:
            t.handle({"kind": "step", "to": at})
            for path, text in strings({"view": t.view, "message": t.message}):
                if path.endswith(("json", "/pos")) or "labels" in path:
                    continue
                if english_words(text) or traditional(text):
                    bad.add((path, text))
    assert not bad, sorted(bad)[:8]


def test_handle_never_raises_on_random_clicks():
    import random

    rng = random.Random(7)
    values = [None, -1, 0, 1, 2, 99, "x5", "W", "d10", "zz", "", [], {}, True, "start", "back",
              "forward", "end", "en", "zh", "large", "normal", '{"kind": "paixue-paohuzi"}']
    kinds = ["choose", "discard", "hint", "step", "lang", "size", "open", "new", "save", "load",
             "nonsense", None, 3]
    t = PaohuziTable(seed=1, human=(0, 2), lang="zh")
    for _ in range(400):
        msg = {"kind": rng.choice(kinds)}
        for key in ("index", "card", "to", "value", "seed", "text"):
            if rng.random() < 0.5:
                msg[key] = rng.choice(values)
        t.handle(msg)  # never raises
        assert isinstance(t.view["step"]["at"], int)
        if t.message:
            assert t.message["level"] in ("warning", "info") and t.message["text"]


@pytest.mark.ruling("A1")
def test_the_deck_selector_plays_the_80_card_game_without_wang():
    # seed: 莊家砌21張，其他方位砌20張，留19張在墩上 — the 80-card game, without 王 (A1)
    t = PaohuziTable(seed=3, human=0, lang="en")
    deck = t.view["deck"]
    assert deck["value"] == 21 and [c["value"] for c in deck["choices"]] == [21, 19]
    t.handle({"kind": "deck", "value": 19})
    assert t.message == {"level": "info", "text": "A new hand (the same seed): 80, no 王, "
                                                  "19 left in the pile"}
    assert t.game.seed == 3 and t.game.pile == 19 and t.view["deck"]["value"] == 19
    deal = t.game.events[0]
    assert len(deal.pile) == 19 and "W" not in [c for h in deal.hands for c in h]
    click_through(t)  # the claims are played, not refused (the 80-card game has no 王)
    assert t.view["step"]["over"] and sum(r["delta"] for r in t.view["ledger"]) == 0
    t.handle({"kind": "new", "seed": 8})  # the next deal keeps the deck
    assert t.game.pile == 19 and len(t.game.events[0].pile) == 19
    for bad in (20, "19", None):
        t.handle({"kind": "deck", "value": bad})
        assert t.message["level"] == "warning" and "80 cards, no 王" in t.message["text"]
        assert t.game.pile == 19
    t.handle({"kind": "lang", "value": "zh"})
    t.handle({"kind": "deck", "value": 7})
    assert "80 张，没有王" in t.message["text"]
    t.handle({"kind": "deck", "value": 21})
    assert t.game.pile == 21 and t.view["deck"]["choices"][0]["label"] == "82 张，有两张王"


def test_the_hint_says_why_not_only_which_button():
    """Issue 33 item 4: the Hint names the choice and gives the reason (the hand's worth before
    and after, a loose card, a win), in the table's language, at a discard and at a claim;
    issue 37: it is the advising level's choice, named ("A strong player would …: why")."""
    stages = {}
    for lang in ("en", "zh"):
        for seed in (3, 4, 5, 6):
            t = PaohuziTable(seed=seed, human=0, lang=lang)
            for _ in range(60):
                if t.view["step"]["over"]:
                    break
                stage = t.view["decision"]["stage"]
                t.handle({"kind": "hint"})
                advice = t.view["advice"]
                hint, who = advice["text"], say(f"level_who_{advice['level']}", lang)
                assert hint.startswith(f"{who} would " if lang == "en" else f"{who}会"), hint
                assert len(advice["why"]) > 8 and hint.endswith(advice["why"]), hint
                stages[(lang, stage)] = hint
                d = t.view["decision"]
                if stage == "discard":
                    card = next(c for c in seat(t)["cards"] if c.get("playable"))
                    t.handle({"kind": "discard", "card": card["id"]})
                else:
                    b = [b for b in d["buttons"] if b["kind"] == "choose"][-1]
                    t.handle({"kind": "choose", "index": b["index"]})
    assert {s for _, s in stages} >= {"discard", "claim"}, stages
    # the strong level's reasons weigh the hand by its 胡息 (issue 37), in both languages
    assert all("胡息" in h for (_, stage), h in stages.items() if stage == "claim"), stages
