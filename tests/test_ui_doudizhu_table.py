"""The 斗地主 table widget (widgets/ui/tables/doudizhu_table.py), driven through the same handler
the JS calls: a learner's whole hand by clicks, refusals shown (not raised) in zh and en, the 底牌
hidden then shown, steps back and forth, Save/Load, and the automatic table stepped."""

from __future__ import annotations

import json
import re

from widgets.ui.tables.doudizhu_table import DoudizhuTable


def to_play(t: DoudizhuTable) -> None:
    """Decline 明牌, call, decline 加倍: up to the learner's first play decision."""
    for _ in range(12):
        d = t.view["decision"]
        if d["stage"] == "play":
            return
        values = [b["value"] for b in d["buttons"] if not b.get("disabled")]
        t.handle({"kind": "choose", "value": "call" if "call" in values else
                  "no" if "no" in values else values[-1]})
        assert not t.message, t.message


def bottom_seat(t: DoudizhuTable) -> dict:
    return next(s for s in t.view["seats"] if s["pos"] == "bottom")


def test_a_learner_plays_a_whole_hand_by_clicks():
    t = DoudizhuTable(seed=3, human=0, lang="en")
    to_play(t)
    assert bottom_seat(t)["clickable"] and t.view["bottom"]  # the 底牌 are shown now
    for _ in range(200):
        if t.view["step"]["over"]:
            break
        t.handle({"kind": "hint"})
        chosen = [c["id"] for c in bottom_seat(t)["cards"] if c["selected"]]
        t.handle({"kind": "clear"})
        for c in chosen:  # select the hint's cards by clicking them, as a learner does
            t.handle({"kind": "select", "card": c})
        t.handle({"kind": "play"} if chosen else {"kind": "pass"})
        assert not t.message, t.message
    assert t.view["step"]["over"] and sum(r["delta"] for r in t.view["ledger"]) == 0
    assert "played out" in t.view["history"][-1]["lines"][-1]


def test_refusals_are_shown_in_the_learners_language():
    t = DoudizhuTable(seed=3, human=0, lang="zh")
    to_play(t)
    t.handle({"kind": "pass"})
    assert t.message["level"] == "warning" and "不能不出" in t.message["text"]
    hand = [c["id"] for c in bottom_seat(t)["cards"]]
    t.handle({"kind": "select", "card": hand[0]})
    t.handle({"kind": "select", "card": hand[-1]})
    t.handle({"kind": "play"})
    assert "牌型" in t.message["text"]
    t.handle({"kind": "lang", "value": "en"})
    t.handle({"kind": "play"})
    assert "combination" in t.message["text"]
    t.handle({"kind": "nonsense"})
    assert t.message["level"] == "warning"


def test_the_bottom_is_face_down_until_the_landlord_takes_it():
    t = DoudizhuTable(seed=3, human=0, lang="en")
    assert t.view["bottom"] == [] and t.view["bottom_hidden"] == 3
    others = [s for s in t.view["seats"] if s["pos"] != "bottom"]
    assert all(s["cards"] == [] for s in others)  # the others' hands are face down
    t.handle({"kind": "open", "value": True})
    assert all(s["cards"] or s["hidden"] == 0 for s in t.view["seats"])


def test_steps_back_and_forward_and_save_load():
    t = DoudizhuTable(seed=5, human=None, lang="en")
    total = t.view["step"]["total"]
    assert t.view["step"]["over"]
    t.handle({"kind": "step", "to": "start"})
    assert t.view["step"]["at"] == 0 and t.view["history"] == []
    t.handle({"kind": "step", "to": "forward"})
    assert t.view["step"]["at"] == 1 and len(t.view["history"]) == 1
    t.handle({"kind": "step", "to": "end"})
    t.handle({"kind": "save"})
    text = t.saved
    assert json.loads(text)["game"] == "doudizhu"
    other = DoudizhuTable(seed=9, human=None, lang="en")
    other.handle({"kind": "load", "text": text})
    assert other.view["step"]["total"] == total and other.view["ledger"] == t.view["ledger"]
    other.handle({"kind": "load", "text": text.replace('"schema": 1', '"schema": 7')})
    assert other.message["level"] == "warning" and "schema" in other.message["text"]


def _texts(node, key=""):
    """Every displayed string of a view (not the replay JSON, ids or rank notation)."""
    if isinstance(node, dict):
        for k, x in node.items():
            if k not in ("json", "id", "kind", "hand", "value", "stage", "lang", "size", "suit",
                         "rank", "label", "level", "pos"):
                yield from _texts(x, k)
    elif isinstance(node, list):
        for x in node:
            yield from _texts(x, key)
    elif isinstance(node, str):
        yield key, node


def test_a_chinese_table_shows_no_english_words_through_a_whole_hand():
    import re

    latin = re.compile(r"[A-Za-z]{3,}")
    t = DoudizhuTable(seed=3, human=0, lang="zh")
    seen = []
    to_play(t)
    t.handle({"kind": "pass"})  # refused: the leader may not pass
    seen.append({"view": t.view, "message": t.message})
    for _ in range(200):
        if t.view["step"]["over"]:
            break
        t.handle({"kind": "hint"})
        chosen = any(c["selected"] for c in bottom_seat(t)["cards"])
        t.handle({"kind": "play"} if chosen else {"kind": "pass"})
        seen.append({"view": t.view, "message": t.message})
    bad = {(k, s) for v in seen for k, s in _texts(v) if latin.search(s)}
    assert not bad, sorted(bad)[:10]
    assert any("不能不出" in s for k, s in _texts(seen[0]))


def test_the_multiplier_shows_each_farmers_stake_where_a_double_applies():
    """Issue 33 item 3: 加倍 is per seat (seed 五.3), so beside the 倍数 the table says each
    farmer's stake with the landlord, ×2 for each of the two who doubled; the ledger agrees."""
    seen = 0
    for seed in range(1, 40):
        t = DoudizhuTable(seed=seed, human=(), lang="en")
        t.handle({"kind": "step", "to": "end"})
        m = t.view["multiplier"]
        if not m["stakes"]:
            continue
        seen += 1
        assert len(m["stakes"]) == 2
        landlord = t.game.s.landlord
        farmers = [s for s in range(3) if s != landlord]
        for f, text in zip(farmers, m["stakes"], strict=True):
            assert text.startswith(f"{t.view['ledger'][f]['name']} with the landlord"), text
            stake = int(re.search(r"= (\d+)", text).group(1))
            assert stake == abs(t.view["ledger"][f]["delta"]), (text, t.view["ledger"])
            assert str(m["total"]) in text
        t.handle({"kind": "lang", "value": "zh"})
        assert all("地主" in x and "加倍的" in x for x in t.view["multiplier"]["stakes"])
    assert seen
