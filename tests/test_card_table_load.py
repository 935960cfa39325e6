"""A loaded replay is the hand it records, at every step: its own settings (players, pool,
stake, points) come with it and stepping back replays under them, never under the table's
(P-IN3: handle() never raises; a view that cannot be built is said, not thrown)."""

from __future__ import annotations

import pytest

from widgets.ui import DoudizhuTable, PaohuziTable, SanzhangTable, TuitongziTable

CASES = [
    (SanzhangTable, {"seed": 4, "players": 3}, lambda t: len(t.view["seats"]), 3),
    (TuitongziTable, {"seed": 2, "pool": 5000}, lambda t: t.game.pool, 5000),
    (DoudizhuTable, {"seed": 5, "per_point": 10}, lambda t: t.game.per_point, 10),
    (PaohuziTable, {"seed": 5, "stake": 5}, lambda t: t.game.stake, 5),
]


@pytest.mark.ruling("P-IN3")
@pytest.mark.parametrize("table, made, read, want", CASES,
                         ids=[c[0].__name__ for c in CASES])
def test_a_loaded_replay_steps_back_under_its_own_settings(table, made, read, want):
    source = table(human=None, lang="en", **made)
    source.handle({"kind": "step", "to": "end"})
    text = source.game.to_json()
    t = table(seed=1, human=None, lang="en")  # the table's own settings differ
    t.handle({"kind": "load", "text": text})
    assert t.message.get("level") == "info", t.message
    for to in ("back", "start", "end"):
        t.handle({"kind": "step", "to": to})
        assert t.message == {}, (to, t.message)
        assert read(t) == want
    assert t.game.ledger() == source.game.ledger()


def _scenario(kind: str, prepared: dict, **table) -> str:
    """A teacher's scenario as the Load box takes it: a replay with no events yet, its deal
    given (``prepared``) and its table's settings."""
    import json

    return json.dumps({"kind": kind, "schema": 1, "seed": 0, "events": [],
                       "prepared": prepared, **table})


@pytest.mark.ruling("P-IN3")
def test_a_teacher_deals_a_sanzhang_scenario_through_the_load_box():
    t = SanzhangTable(seed=1, human=None, lang="en")
    t.handle({"kind": "load", "text": _scenario(
        "paixue-sanzhang", {"type": "deal", "hands": ["Ah Ad As", "2c 3d 5s"]}, players=2,
        ante=1, single_cap=10, hand_cap=5)})
    assert t.message.get("level") == "info", t.message
    assert t.game.hands == ("Ah Ad As", "2c 3d 5s")
    t.handle({"kind": "step", "to": "end"})
    while not t.game.over:
        t.handle({"kind": "step", "to": "forward"})
    assert t.game.end.winner == 0  # the 豹子 wins
    bad = _scenario("paixue-sanzhang", {"type": "deal", "hands": ["Ah Ad As", "Ah 3d 5s"]},
                    players=2)
    t.handle({"kind": "load", "text": bad})
    assert "dealt twice" in t.message["text"] and t.game.hands == ("Ah Ad As", "2c 3d 5s")


def test_a_teacher_deals_a_tuitongzi_scenario_through_the_load_box():
    t = TuitongziTable(seed=1, human=None, lang="zh")
    t.handle({"kind": "load", "text": _scenario(
        "paixue-tuitongzi", {"type": "deal", "tiles": [0, 0, 9, 5, 8, 1, 2, 3]}, bettors=3,
        pool=10_000, banker_stake=10_000)})
    assert t.message.get("level") == "info", t.message
    while not t.game.over:
        t.handle({"kind": "step", "to": "forward"})
    assert t.game.tiles == (0, 0, 9, 5, 8, 1, 2, 3)
    t.handle({"kind": "load", "text": _scenario(
        "paixue-tuitongzi", {"type": "deal", "tiles": [0, 0, 0, 0, 0, 1, 2, 3]})})
    assert "发了 5 张" in t.message["text"] and t.game.tiles == (0, 0, 9, 5, 8, 1, 2, 3)
