"""抢杠 in every variant: one rule, ``MahjongRules.rob_kong`` with each variant's table of the
kongs nobody may rob (issue 16 item 4), asked by the played hand too."""

from __future__ import annotations

import pytest

from widgets import rules
from widgets.engine.events import Kong, Win
from widgets.practice.table.play import Action, Game, deck_for

READY = "123m456m789m11p23p"  # waits 1p 4p
SR_READY = "123s456s78s111z55z"  # 双人: waits 6s (held) and 9s (held nowhere: robbable)


def reasons(report) -> list[tuple[str, str, str]]:
    """(en, zh, ruling) of each refusal."""
    return [(r.reason, getattr(r.reason, "zh", ""), r.ruling) for r in report.refused]


@pytest.mark.ruling("P-S24")
@pytest.mark.parametrize("variant", ["sichuan-xuezhan", "sichuan-xueliu"])
def test_sichuan_robs_only_an_added_kong(variant):
    """Seed 000: "抢杠胡：指一家面下杠时，恰好有一家胡这张牌" — P-S24: only a 面下杠 can be robbed;
    a 直杠 takes a discard (winning it is an ordinary discard win) and a 暗杠 is not robbable.
    The robbing win scores 抢杠胡 ×2."""
    r = rules(variant)
    added = r.rob_kong(READY, "4p", "added", 2)
    assert added.allows("win") and "P-S11" in added.options[0].note
    for kind in ("direct", "concealed"):
        report = r.rob_kong(READY, "4p", kind, 2)
        assert not report.allows("win")
        [(en, zh, ruling)] = reasons(report)
        assert ruling == "P-S24" and "指一家面下杠时" in en and "指一家面下杠时" in zh
    assert r.score(READY + " +4p", robbing_kong=True).has("qiangganghu")
    # a hand that does not win the tile is refused for that, with the same rule's shape check
    assert not r.rob_kong(READY, "7p", "added", 2).allows("win")


@pytest.mark.ruling("R-M4")
@pytest.mark.ruling("P-M3")
def test_dashiyou_robs_added_and_concealed_kongs():
    """Seed 002: "當有玩家碰牌後，又再次槓此牌，…其他玩家可以選擇胡這張槓牌" and "暗槓也可以搶槓"
    (R-M4, option rob_concealed); P-M3: a 明槓 on a discard is no 搶槓 — winning the discard
    comes first ("胡牌為優先")."""
    r = rules("dashiyou-xueliu")
    assert r.rob_kong(READY, "4p", "added", 1).allows("win")
    assert r.rob_kong(READY, "4p", "concealed", 3).allows("win")
    [(en, zh, ruling)] = reasons(r.rob_kong(READY, "4p", "direct", 1))
    assert ruling == "P-M3" and "胡牌為優先" in en and "胡牌" in zh
    off = rules("dashiyou-xueliu", rob_concealed=False)
    [(en, zh, ruling)] = reasons(off.rob_kong(READY, "4p", "concealed", 1))
    assert ruling == "R-M4" and "rob_concealed" in en and "暗槓也可以搶槓" in zh
    assert off.rob_kong(READY, "4p", "added", 1).allows("win")


@pytest.mark.ruling("P-D1")
def test_shuangren_robs_a_kong_made_with_a_self_drawn_tile():
    """Seed 000 (双人): "抢杠和：和别人自抓开明杠的牌。不计和绝张" — P-D1: the 明杠 made with
    one's own drawn tile is the 补杠 (a drawn fourth added to a 碰); a 暗杠 is not 明 and a kong
    on a discard is not 自抓. The win scores 抢杠和 8."""
    r = rules("shuangren")
    report = r.rob_kong(SR_READY, "9s", "added", 1)
    assert report.allows("win")
    for kind in ("direct", "concealed"):
        [(en, zh, ruling)] = reasons(r.rob_kong(SR_READY, "9s", kind, 1))
        assert ruling == "P-D1" and "自抓开明杠" in en and "自抓开明杠" in zh
    score = r.score(SR_READY + " +9s", robbing_kong=True)
    assert score.has("qiangganghu")
    with pytest.raises(ValueError, match="no player sits at 2|from_seat"):
        r.rob_kong(SR_READY, "9s", "added", 2)


DECK = deck_for({0: "5555p123m456m789m1s", 2: "123m456m789m11p34p"})


def test_the_played_hand_asks_the_same_rule(monkeypatch):
    """The table asks ``rob_kong`` (and its table) for each seat that might rob: in 四川 the
    dealer's 暗杠 of 5p stands (P-S24) although 西 waits on 5p; in 大师游 西 robs it (R-M4)."""
    g = Game("sichuan-xueliu", 3, human=0, tiles=DECK)
    assert Action("kong", ("5p",), None, "杠 五筒", "kong 5p") in g.pending().options
    new = g.act(Action("kong", ("5p",)))
    assert new[0] == Kong(0, "5p", "concealed")

    g = Game("dashiyou-xueliu", 3, human=0, tiles=DECK, exchange=False, must_discard_void=False)
    asked = []
    real = g.rules.rob_kong
    monkeypatch.setattr(g.rules, "rob_kong", lambda *a, **k: asked.append(a) or real(*a, **k))
    g.act(Action("kong", ("5p",)))
    g.advance()
    win = next(e for e in g.events if isinstance(e, Win))
    assert (win.seat, win.from_seat, win.tile) == (2, 0, "5p")
    assert win.situation.get("robbing_kong") is True
    assert asked and asked[0][2:4] == ("concealed", 2)  # 东 is 西's 对家
    assert not any(isinstance(e, Kong) for e in g.events)
    assert sum(g.ledger().net.values()) == 0


def test_every_variant_refuses_in_both_languages():
    """Learner-facing refusals carry zh and en (Why): every variant's unrobbable kongs."""
    from widgets.engine.rules import REGISTRY

    for variant in REGISTRY:
        for kind, (reason, _ruling) in rules(variant).unrobbable().items():
            assert reason.zh and str(reason) and reason.zh != str(reason), (variant, kind)
