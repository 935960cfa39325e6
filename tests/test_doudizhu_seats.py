"""The automatic 斗地主 seats' strategy
(widgets/practice/card_tables/doudizhu_seats.py and its plan,
doudizhu_plan.py): positions where a sensible seat has one clear choice, checked at a real
table from prepared deals (the learner's seats act the moves the position needs)."""

from __future__ import annotations

from collections import Counter

from widgets.practice.card_tables.doudizhu_events import PlayCards
from widgets.practice.card_tables.doudizhu_plan import cost, plan
from widgets.practice.card_tables.doudizhu_play import (
    FULL_DECK,
    Action,
    DoudizhuGame,
    pick,
    prepare,
)
from widgets.practice.card_tables.doudizhu_seats import STRATEGY_DOC, choose


def _rest(*taken: str) -> str:
    """The ranks of the 54 cards less those taken, lowest first."""
    left = Counter(c[0] for c in FULL_DECK) - Counter("".join(taken))
    return "".join(r for r in "3456789TJQKA2BR" for _ in range(left[r]))


def _landlord_zero(deal) -> DoudizhuGame:
    """Every seat a learner's: seat 0 calls, the others pass, nobody shows or doubles."""
    g = DoudizhuGame(0, human=(0, 1, 2), prepared=deal)
    while g.pending() is None or g.pending().stage != "play":
        if g.pending() is None:
            g.step()
            continue
        d = g.pending()
        if d.stage == "bid":
            g.act(Action("bid", value="call" if d.seat == 0 else "pass"))
        else:
            g.act(next(a for a in d.options if a.value == "no"))
    assert g.landlord == 0
    return g


def _play(g: DoudizhuGame, ranks: str) -> None:
    g.act(Action("play", tiles=pick(list(g.hand(g.pending().seat)), ranks)))


# seat 1, the landlord's 下家: loose low singles (5, 7, 9), pairs, a trio, controls
FARMER = "3344579QQKKKAA22B"
REST = _rest(FARMER)
FARMER_DEAL = prepare((REST[:17], FARMER, REST[17:34]), REST[34:])


def test_the_plan_takes_chains_and_trios_with_wings_not_singles():
    assert plan("34567999J") == (("34567", "straight"), ("999J", "trio_single"))
    assert len(plan("33445566778899TTJJJQ")) == 2
    assert cost("3456789") < cost("3") + cost("456789")
    assert "fewest plays" in STRATEGY_DOC and "partner" in STRATEGY_DOC


def test_a_farmer_beats_the_landlords_low_single_with_a_low_card():
    g = _landlord_zero(FARMER_DEAL)
    _play(g, "3")
    a = choose(g, g.pending())
    assert g.pending().seat == 1 and a.kind == "play" and a.tiles[0] in "4567"  # not a 2 or B


def test_a_farmer_does_not_overtake_a_partner_about_to_win():
    g = _landlord_zero(FARMER_DEAL)
    _play(g, "3")
    g.act(Action("pass"))  # seat 1 lets it go
    _play(g, "8")  # the partner beats the landlord's 3
    g.act(Action("pass"))  # the landlord cannot or will not
    d = g.pending()
    assert d.seat == 1 and any(a.tiles == ("9",) for a in d.options)  # 9 would beat it
    assert choose(g, d) == Action("pass")


def test_the_landlord_with_a_chain_and_a_trio_plays_them_out_in_two_plays():
    landlord = "33445566778899TTJ"  # + the 底牌 JJQ: a 双顺 and 三带一
    f1, f2 = "3456789TJQKKAA22B", "3456789TQQKKAA22R"  # no bomb, the rocket split
    g = _landlord_zero(prepare((landlord, f1, f2), "JJQ"))
    while not g.over:
        g.step(choose)
    plays = [e for e in g.events if isinstance(e, PlayCards)]
    assert [(e.seat, e.as_type) for e in plays] == [(0, "pair_straight"), (0, "trio_single")]
    assert g.events[-1].spring == "春天"
