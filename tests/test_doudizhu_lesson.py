"""Lesson 04's whole hand (section 7) still shows what its commentary names: the seed's
automatic hand, played by today's automatic seats, has 乙 call and 甲 rob and double, 丙 let
his partner's pair stand though he could beat it, the landlord's rocket and straight, 乙's
bomb as his last cards, the farmers' win at 倍数 8 and the doubled settlement."""

from __future__ import annotations

import json
import re
from pathlib import Path

from widgets.practice.card_tables.doudizhu_events import Bid, Double, HandEnd, PassTurn, PlayCards
from widgets.practice.card_tables.doudizhu_play import DoudizhuGame, simulate

LESSON = Path(__file__).resolve().parent.parent / "lessons" / "04-doudizhu.ipynb"
A, B, C = 0, 1, 2  # 甲 乙 丙


def _seed() -> int:
    text = "".join("".join(c["source"]) for c in json.loads(LESSON.read_text("utf-8"))["cells"])
    return int(re.search(r"^SEED = (\d+)", text, re.M).group(1))


def test_the_lessons_hand_shows_the_moments_its_commentary_names():
    g = simulate(_seed())  # the lesson's table plays it with the automatic seats
    ev = g.events
    bids = [(e.seat, e.action) for e in ev if isinstance(e, Bid)]
    assert bids == [(B, "call"), (C, "pass"), (A, "rob"), (B, "pass")]
    assert g.landlord == A and Double(A, True) in ev
    # 丙 passes on 乙's pair while holding pairs that beat it
    replay = DoudizhuGame(_seed(), human=(A, B, C))
    let_through = False
    for e in ev:
        if isinstance(e, PassTurn) and e.seat == C and replay.last_play()[0] == B:
            let_through |= any(a.kind == "play" for a in replay.current().options)
        replay.apply(e)
    assert let_through
    plays = [e for e in ev if isinstance(e, PlayCards)]
    assert any(e.seat == A and e.as_type == "rocket" for e in plays)
    assert plays[-2].seat == A and plays[-2].as_type == "straight"
    assert plays[-1].seat == B and plays[-1].as_type == "bomb"
    end = ev[-1]
    assert isinstance(end, HandEnd) and not end.landlord_wins and end.multiplier == 8
    assert g.ledger() == (-32, 16, 16)
