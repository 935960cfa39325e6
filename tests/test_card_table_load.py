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
