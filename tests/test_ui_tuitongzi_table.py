"""The TuitongziTable's intents (widgets.ui.tables.tuitongzi_table): a whole hand played by the
messages the JS sends; handle() never raises."""

from __future__ import annotations

import pytest

from widgets.ui.tables.tuitongzi_table import TuitongziTable


@pytest.mark.ruling("P-TT1")
def test_the_table_plays_a_round_by_intents_and_never_raises():
    t = TuitongziTable(seed=5, human=0, lang="en")
    v = t.view
    assert v["decision"]["stage"] == "bet" and all(p["hidden"] == 2 for p in v["places"])
    for bad in ({"kind": "bet", "position": 1, "amount": 70}, {"kind": "bet", "position": "x"},
                {"kind": "choose"}, None, {"kind": "step", "to": 99}):
        t.handle(bad)
        assert t.message["level"] == "warning", bad
    t.handle({"kind": "bet", "position": 2, "amount": 500})
    v = t.view
    assert v["step"]["over"] and all(len(p["tiles"]) == 2 for p in v["places"])
    assert all(p["result"] for p in v["places"] if not p["banker"])
    # P-TT1: the bettors fund the pool's growth, so the house is no party
    assert [r["name"] for r in v["ledger"]][-2:] == ["banker (庄家)", "pool (奖池)"]
    assert sum(r["delta"] for r in v["ledger"]) == 0
    growth = t.game.settlement().pool_growth
    assert f"growth: each bettor puts in 10 ‰ of his bet, {growth} in all" in v["pool"]
    assert growth >= 5 and v["ledger"][0]["delta"] in (500 - 5, -500 - 5, 1000 - 5, -1000 - 5)
    assert any("A bets 500 on position 3" in line for g in v["history"] for line in g["lines"])
    after = t.game.end.pool_after
    t.handle({"kind": "new", "seed": 9})
    assert t.game.pool == after  # the pool carries on to the next round
    t.handle({"kind": "step", "to": "start"})
    assert t.view["step"]["at"] == 0 and t.view["places"][0]["hidden"] == 0
    t.handle({"kind": "lang", "value": "zh"})
    assert t.view["labels"]["ttt_title"].startswith("二八杠")


@pytest.mark.ruling("P-TT1")
def test_with_the_house_funding_the_pool_the_house_is_a_party():
    t = TuitongziTable(seed=5, human=0, lang="en", pool_from="house")
    t.handle({"kind": "bet", "position": 2, "amount": 500})
    v = t.view
    assert [r["name"] for r in v["ledger"]][-3:] == ["banker (庄家)", "pool (奖池)",
                                                     "house (the room)"]
    assert v["ledger"][-1]["delta"] == -t.game.settlement().pool_growth < 0
    assert sum(r["delta"] for r in v["ledger"]) == 0
    assert any("(paid by the house)" in line for line in v["pool"])
