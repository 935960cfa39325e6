"""查叫 asked directly (mahjong/chajiao.py): is a seat 花猪 or 下叫 at the end, and what 查花猪
and 查大叫 charge — the same code the settlements run at a 流局."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from widgets import rules
from widgets.engine.events import End, Win
from widgets.engine.why import speak

READY1 = "123m456m789m11p23p"        # 下叫 on 1p/4p, best ×1
READY16 = "1122334455667m"           # 下叫, best ×16 (青七对 on 7m)
NOT_READY = "123m456m789m13p59p"
PIG = "123m456m789m1p159s"           # 花猪: 万 筒 条
DEAD = "123m456m789m1111p"           # its only wait is held four times (P-S1)
POOL = [READY1, READY16, NOT_READY, PIG, DEAD, "{8888s} 11s234s567s99s"]


def flows(status, zh):
    return [(p.payer, p.payee, p.paid) for p in status.ledger.payments if p.reason_zh == zh]


@pytest.mark.ruling("R-S8")
@pytest.mark.ruling("P-S12")
def test_one_seat_is_pig_or_ready_and_its_best_multiplier():
    """Seed 000: "查花猪：手上拿着三种花色的牌的玩家成为花猪" and "下叫：即听牌，差一张就可以胡牌";
    查大叫 charges "最大的可能番" (R-S8: no situational factor). A 花猪 is never counted
    ready ("花猪除外"); melds count for 花猪 (P-S12)."""
    r = rules("sichuan-xuezhan")
    pig = r.end_seat(PIG)
    assert (pig.huazhu, pig.ready, pig.best) == (True, False, 0)
    ready = r.end_seat(READY16)
    assert (ready.huazhu, ready.ready, ready.best) == (False, True, 16)
    assert set(ready.waits) == {"1m", "4m", "7m"}
    assert r.end_seat(NOT_READY).ready is False
    assert r.end_seat("[555p] 123m456m78m1s9s").huazhu  # 筒 only in the 碰
    with pytest.raises(ValueError, match="has 14 tiles"):
        r.end_seat(READY1 + "9m")


@pytest.mark.ruling("P-S1")
def test_a_dead_wait_is_ready_only_by_option():
    """P-S1: a hand whose only wait it holds four times is not ready unless the room says so
    (dead_waits_ready); even then its best is 0 (P-S16)."""
    assert rules("sichuan-xuezhan").end_seat(DEAD).ready is False
    seat = rules("sichuan-xuezhan", dead_waits_ready=True).end_seat(DEAD)
    assert seat.ready and seat.best == 0


@pytest.mark.ruling("P-S1")
def test_a_dead_wait_says_why_it_is_not_ready_in_both_languages():
    """P-S1: the analysis names the dead wait as what keeps the hand from 下叫, in the hand
    lab's language (lesson 01 in Chinese points the learner at that line)."""
    (why,) = rules("sichuan-xuezhan").analyse(DEAD).blockers
    assert "dead" in speak(why, "en") and "死听" in speak(why, "zh")
    assert rules("sichuan-xuezhan", dead_waits_ready=True).analyse(DEAD).blockers == ()


@pytest.mark.ruling("R-S9")
@pytest.mark.ruling("R-S8")
def test_xuezhan_charges_pig_and_not_ready_as_the_settlement_does():
    """Seed: "流局时，花猪玩家要赔给非花猪并且未胡玩家16倍底注的金币" (R-S9: 血战, only those not
    won) and "查大叫，没下叫的玩家(花猪除外)赔给叫的玩家最大的可能番数". P3 has won and is out:
    base 2, P2 (花猪) pays P0 and P1 16 × 2 = 32 each; P1 (not ready) pays P0 16 × 2 = 32."""
    r = rules("sichuan-xuezhan", base=2)
    hands = {0: READY16, 1: NOT_READY, 2: PIG}
    status = r.end_status(hands, won=[3])
    assert flows(status, "查花猪") == [(2, 0, 32), (2, 1, 32)]
    assert flows(status, "查大叫") == [(1, 0, 32)]
    assert status.seat(2).huazhu and status.seat(0).best == 16
    settled = r.settle([Win(3, "2p", None, "123m456m789m11p22p +2p"), End("wall", hands)])
    assert [p for p in settled.payments if p.reason_zh in ("查花猪", "查大叫")] == [
        p.__class__(**{**p.__dict__, "event": 1}) for p in status.ledger.payments]
    with pytest.raises(ValueError, match="won lists"):
        r.end_status(hands, won=[0])


@pytest.mark.ruling("R-S9")
def test_xueliu_pig_pays_every_non_pig():
    """R-S9, 血流 reading (line 90: "花猪赔给非花猪玩家16倍底注"): every non-花猪 player is paid,
    all four hands are at the table; ``won`` makes no sense there."""
    r = rules("sichuan-xueliu")
    status = r.end_status({0: READY1, 1: PIG, 2: READY1, 3: READY1})
    assert flows(status, "查花猪") == [(1, 2, 16), (1, 3, 16), (1, 0, 16)]
    with pytest.raises(ValueError, match="winners play on"):
        r.end_status({0: READY1, 1: PIG, 2: READY1}, won=[3])


@pytest.mark.ruling("R-M9")
@pytest.mark.ruling("R-M11")
def test_dashiyou_chajiao_and_pig_twice():
    """Seed 002: "查叫：…沒有聽牌的玩家賠付給所有聽牌玩家自摸最大牌型1倍的金幣" and "花豬：查叫時，
    如果手中有3門花色的牌，需要賠付給所有已聽牌玩家2倍" (R-M11: 2× instead of 1×). READY1 is
    基本胡 3 + 门清 4 = 7 番: the not-ready P1 pays P0 and P2 7 each; the 花猪 P3 pays 14."""
    r = rules("dashiyou-xueliu")
    status = r.end_status({0: READY1, 1: NOT_READY, 2: READY1, 3: PIG})
    assert flows(status, "查叫") == [(1, 2, 7), (1, 0, 7)]
    assert flows(status, "花猪") == [(3, 0, 14), (3, 2, 14)]
    assert status.seat(3).huazhu and not status.seat(3).ready


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(POOL), min_size=4, max_size=4), st.integers(1, 4),
       st.sampled_from(["sichuan-xuezhan", "sichuan-xueliu", "dashiyou-xueliu"]))
def test_end_status_is_what_settle_pays_at_a_draw(hands, base, variant):
    """Property: for any four end hands, end_status charges exactly what settle pays for an
    End('wall') with those hands."""
    r = rules(variant, base=base)
    hands = dict(enumerate(hands))
    status = r.end_status(hands)
    settled = r.settle([End("wall", hands)])
    assert [(p.payer, p.payee, p.paid, p.reason_zh) for p in settled.payments] == [
        (p.payer, p.payee, p.paid, p.reason_zh) for p in status.ledger.payments]
    assert sum(status.ledger.net.values()) == 0


@pytest.mark.parametrize("variant", ["sichuan-xuezhan", "sichuan-xueliu", "dashiyou-xueliu"])
def test_each_variant_charges_its_own_end_alone(variant):
    """end_ledger is the variant's End handling that end_status asks for (血战's, 血流's,
    大师游's): the same charges; a bad end or won is refused naming the parameter."""
    r = rules(variant)
    hands = {0: READY1, 1: NOT_READY, 2: READY16, 3: PIG}
    flows_of = [(p.payer, p.payee, p.paid, p.reason_zh) for p in
                r.end_ledger(End("wall", hands)).payments]
    assert flows_of and flows_of == [(p.payer, p.payee, p.paid, p.reason_zh)
                                     for p in r.end_status(hands).ledger.payments]
    with pytest.raises(TypeError, match="end is an End event"):
        r.end_ledger("wall")
    with pytest.raises(TypeError, match="won is a list"):
        r.end_ledger(End("wall", hands), 3)
    with pytest.raises(ValueError, match="won lists seats 0-3"):
        r.end_ledger(End("wall", hands), [4])
