"""The SanzhangTable's intents (widgets.ui.tables.sanzhang_table): a whole hand played by the
messages the JS sends; handle() never raises."""

from __future__ import annotations

from widgets.ui.tables.sanzhang_table import SanzhangTable


def test_the_table_plays_a_hand_by_intents_and_never_raises():
    t = SanzhangTable(seed=3, human=0, lang="en", players=4)
    assert t.view["decision"]["stage"] == "bet"
    me = t.view["seats"][0]
    assert me["hidden"] == 3 and me["cards"] == []  # blind: not even the learner sees them
    t.handle({"kind": "choose", "value": "look"})
    assert len(t.view["seats"][0]["cards"]) == 3 and t.view["seats"][1]["hidden"] == 3
    values = [b["value"] for b in t.view["decision"]["buttons"]]
    assert "look" not in values and "call" in values
    for bad in ({"kind": "choose", "value": "raise 999"}, {"kind": "nope"}, "x",
                {"kind": "step", "to": -3}, {"kind": "new", "seed": "a"},
                {"kind": "load", "text": "{}"}, {"kind": "lang", "value": "fr"}):
        t.handle(bad)
        assert t.message["level"] == "warning", bad
    while not t.game.over:
        t.handle({"kind": "choose", "value": "call" if "call" in [
            b["value"] for b in t.view["decision"]["buttons"]] else "fold"})
    assert t.view["step"]["over"] and sum(r["delta"] for r in t.view["ledger"]) == 0
    assert t.view["decision"]["prompt"].startswith("the hand is over")
    t.handle({"kind": "save"})
    saved = t.saved
    t.handle({"kind": "step", "to": 2})
    assert t.view["step"]["at"] == 2 and len(t.view["history"]) <= 12
    t.handle({"kind": "lang", "value": "zh"})
    assert "锅底" in t.view["pot"]
    t.handle({"kind": "new", "seed": 8})
    assert t.game.seed == 8 and t.saved == ""
    t.handle({"kind": "load", "text": saved})
    assert t.game.seed == 3 and t.message["level"] == "info"
    t.handle({"kind": "open", "value": True})
    assert all(s["cards"] for s in t.view["seats"])
