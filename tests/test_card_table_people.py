"""Several people at one screen at a card table (issue 23: "several human seats"): the
person deciding now is the seat at the bottom, with its own cards to click and to see."""

from __future__ import annotations

from widgets.ui import DoudizhuTable, PaohuziTable, SanzhangTable


def _play_until(t, seat: int, wanted) -> None:
    """Take the first offered choice for everyone until ``seat`` faces a ``wanted`` decision."""
    for _ in range(400):
        d = t.decision
        assert d is not None, "the hand ended first"
        if d.seat == seat and wanted(d):
            return
        t.act(d.options[0])
    raise AssertionError("no such decision")


def test_the_second_person_at_a_doudizhu_table_selects_his_own_cards():
    t = DoudizhuTable(seed=3, human=(0, 2), lang="en")
    for _ in range(200):  # bid, show and double by the first offer; play the hint
        d = t.decision
        if d.seat == 2 and d.stage == "play":
            break
        if d.stage == "play":
            t.handle({"kind": "hint"})
            t.handle({"kind": "play"} if t.ui["selected"] else {"kind": "pass"})
        else:
            t.handle({"kind": "choose", "value": d.options[0].value})
    bottom = t.view["seats"][0]
    assert bottom["seat"] == 2 and bottom["clickable"]
    card = t.game.hand(2)[0]
    t.handle({"kind": "select", "card": card})
    assert t.message == {} and t.ui["selected"] == [card]


def test_the_second_person_at_a_paohuzi_table_discards_by_clicking():
    t = PaohuziTable(seed=0, human=(0, 1), lang="en")
    _play_until(t, 1, lambda d: any(a.kind == "discard" for a in d.options))
    bottom = t.view["seats"][0]
    assert bottom["seat"] == 1 and bottom["clickable"]


def test_the_second_person_at_a_sanzhang_table_sees_his_cards_after_looking():
    t = SanzhangTable(seed=1, human=(0, 1), lang="en")
    _play_until(t, 1, lambda d: True)
    look = next(a for a in t.decision.options if a.word == "look")
    t.act(look)
    assert t.decision.seat == 1
    seat = next(s for s in t.view["seats"] if s["seat"] == 1)
    assert len(seat["cards"]) == 3 and seat["hidden"] == 0
