"""Settlement of 四川麻将 血战到底 from events (seed 000 lines 79–94; rules/mahjong.md §2.5).

Every figure is worked out by hand in the test's comment. Seats are P0–P3 in turn order; the
hands below were checked once with the engine and are used throughout:

    PING  123m456m789m11p22p +2p   平胡 ×1 on a discard, ×2 self-drawn (自摸)
    QQD   1122334455667m +7m       青七对 ×16
    READY1  123m456m789m11p23p     ready on 1p/4p, best ×1
    READY16 1122334455667m         ready on 1m/4m (七对 ×4) and 7m (青七对 ×16): best ×16
    NOT_READY 123m456m789m13p59p   one tile short of ready, two suits
    PIG   123m456m789m1p159s       花猪: 万, 筒 and 条
"""

import dataclasses
import doctest

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from shared import flows

from widgets import rules
from widgets.engine.events import Claim, Deal, Discard, Draw, End, Kong, Leave, Win, to_json
from widgets.engine.ledger import ORDERS, SYSTEM, Book, Reason, share
from widgets.engine.rules import option_docs
from widgets.mahjong.sichuan import SichuanXuezhan

PING = "123m456m789m11p22p +2p"
PING_ROB = "123m456m789m11p13p +2p"  # 平胡 on a 2p held nowhere else: robbable (P-X18)
QQD = "1122334455667m +7m"
WIN_5M_X1 = "234m678m222p444p5m +5m"  # 平胡 ×1
WIN_5M_X16 = "11m22m33m44m66m77m5m +5m"  # 青七对 ×16
READY1 = "123m456m789m11p23p"
READY16 = "1122334455667m"
NOT_READY = "123m456m789m13p59p"
PIG = "123m456m789m1p159s"
PIG_MELD = "[555p] 123m456m78m1s9s"  # 筒 only in the 碰
DEAD = "123m456m789m1111p"  # its only wait, 1p, is held four times
READY_KONG8 = "{8888s} 11s234s567s99s"  # 清一色 ×4 × 杠 ×2 = ×8
NOT_READY_KONG7 = "{7777p} 123m456m79m13p"


def R(**options) -> SichuanXuezhan:
    return rules("sichuan-xuezhan", **options)


def zero_sum(ledger) -> bool:
    return sum(ledger.net.values()) == 0


# ---- 刮风 下雨: kong money, paid at once ----------------------------------------------------

def test_direct_kong_is_paid_by_the_discarder():
    """Seed: "刮风(明杠/续杠)：明杠，立刻收取放杠者2倍金币" — base 3: P1 fed P0's 直杠, pays
    2 × 3 = 6; nobody else pays."""
    ledger = R(base=3).settle([Discard(1, "5p"), Kong(0, "5p", "direct", from_seat=1)])
    assert flows(ledger) == [(1, 0, 6)]
    assert ledger.net == {0: 6, 1: -6, 2: 0, 3: 0}
    assert ledger.payments[0].reason_zh == "刮风 直杠" and ledger.payments[0].event == 1


@pytest.mark.ruling("R-S15")
def test_added_kong_is_paid_by_each_player_still_in():
    """Seed: "续杠，立刻收取其他未胡者1倍金币" — P2 has won (self-drawn) before P0's 面下杠, so
    at base 3 only P1 and P3 pay 1 × 3 = 3 each."""
    events = [Win(2, "2p", None, PING), Discard(1, "5p"), Claim(0, "pon", "5p", from_seat=1),
              Discard(0, "9s"), Draw(0, "5p"), Kong(0, "5p", "added")]
    assert flows(R(base=3).settle(events), "刮风 面下杠") == [(1, 0, 3), (3, 0, 3)]


def test_concealed_kong_is_paid_by_every_other_player_still_in_including_one_who_left():
    """Seed: "下雨：立刻收取其他未胡者2倍金币" and "未胡牌玩家逃跑后由系统代打" — base 3, P3 left
    but is still in: P0, P1 and P3 each pay 2 × 3 = 6 to P2."""
    ledger = R(base=3).settle([Leave(3), Kong(2, "9s", "concealed")])
    assert flows(ledger, "下雨 暗杠") == [(0, 2, 6), (1, 2, 6), (3, 2, 6)]


# ---- wins ------------------------------------------------------------------------------------

def test_discard_win_only_the_discarder_pays():
    """Seed: "基本金币=底注x倍数" and "点炮，只有点炮者输金币" — 青七对 ×16 at base 2: P3 pays
    P0 16 × 2 = 32; P1 and P2 pay nothing."""
    ledger = R(base=2).settle([Discard(3, "7m"), Win(0, "7m", 3, QQD)])
    assert flows(ledger) == [(3, 0, 32)]
    assert ledger.payments[0].reason_zh == "点炮"


@pytest.mark.ruling("R-S15")
@pytest.mark.ruling("R-S5")
def test_self_drawn_win_every_player_still_in_pays_plus_zimo_add_base():
    """Seed: "自摸胡，所有人输金币" (R-S15: those not yet won) and "自摸加底：玩家自摸时，额外收取
    其他未胡玩家1倍底注金币" (R-S5). Base 3. P1 first wins on P2's discard: 平胡 ×1 → P2 pays 3.
    Then P0 self-draws 平胡 × 自摸 = ×2: P2 and P3 (not P1, who has won) each pay 2 × 3 = 6,
    and 自摸加底 1 × 3 = 3."""
    events = [Discard(2, "2p"), Win(1, "2p", 2, PING), Win(0, "2p", None, PING)]
    ledger = R(base=3).settle(events)
    assert flows(ledger, "点炮") == [(2, 1, 3)]
    assert flows(ledger, "自摸") == [(2, 0, 6), (3, 0, 6)]
    assert flows(ledger, "自摸加底") == [(2, 0, 3), (3, 0, 3)]
    assert ledger.net == {0: 18, 1: 3, 2: -12, 3: -9}
    no_add = R(base=3, zimo_add_base=False).settle(events)
    assert flows(no_add, "自摸加底") == [] and no_add.net[0] == 12


@pytest.mark.ruling("R-S12")
def test_one_discard_several_winners_pair_by_pair():
    """Seed: "一炮多响，按玩家之间各自一对一计算金币" and "一炮多响由放炮者坐庄" — P2's 5m is won by
    P3 (平胡 ×1) and P0 (青七对 ×16), base 1: P2 pays P3 1 and P0 16, each payment citing
    its own Win; the discarder P2 deals next (R-S12)."""
    ledger = R().settle([Discard(2, "5m"), Win(3, "5m", 2, WIN_5M_X1),
                         Win(0, "5m", 2, WIN_5M_X16)])
    assert [(p.payer, p.payee, p.paid, p.event) for p in ledger.payments] == [
        (2, 3, 1, 1), (2, 0, 16, 2)]
    assert ledger.next_dealer == 2


@pytest.mark.ruling("P-S11")
def test_robbing_a_kong_the_robbed_player_pays_and_no_kong_money():
    """Seed: "抢杠胡：指一家面下杠时，恰好有一家胡这张牌" — P3's 面下杠 of 2p is robbed by P0:
    平胡 × 抢杠胡 = ×2, base 2: P3 pays 2 × 2 = 4. The robbed kong never happened (P-S11): it
    is not in the events and earns no 刮风."""
    events = [Discard(1, "2p"), Claim(3, "pon", "2p", from_seat=1), Discard(3, "9s"),
              Draw(3, "2p"), Win(0, "2p", 3, PING_ROB, {"robbing_kong": True})]
    ledger = R(base=2).settle(events)
    assert flows(ledger) == [(3, 0, 4)]
    assert ledger.payments[0].reason_zh == "抢杠胡" and ledger.payments[0].ruling == "P-S11"
    with pytest.raises(ValueError, match=r"event 6 \(kong\).*P-S11"):
        R().settle(events[:4] + [Draw(3, "2p"), Kong(3, "2p", "added"), events[-1]])


# ---- 呼叫转移 --------------------------------------------------------------------------------

KONG_THEN_DISCARD = [Kong(1, "9p", "concealed"), Draw(1, "4p", replacement=True),
                     Discard(1, "2p")]


@pytest.mark.ruling("R-S10")
def test_call_transfer_moves_the_kong_income_to_the_winner():
    """Seed: "呼叫转移：即玩家杠牌后打出的牌其他玩家可以胡，那么该玩家刮风下雨所得则转移给
    胡牌玩家" — base 1. P1's 暗杠 takes 2 from each of P0, P2, P3 (income 6). P1's next
    discard 2p is won by P2 (平胡 × 杠上炮 = ×2): P1 moves the 6 to P2 and pays 2 for the win.
    Net: P0 −2, P1 +6 −6 −2 = −2, P2 −2 +6 +2 = +6, P3 −2."""
    events = KONG_THEN_DISCARD + [Win(2, "2p", 1, PING, {"kong_discard": True})]
    ledger = R().settle(events)
    assert flows(ledger, "呼叫转移") == [(1, 2, 6)]
    assert flows(ledger, "点炮") == [(1, 2, 2)]
    assert ledger.net == {0: -2, 1: -2, 2: 6, 3: -2}
    off = R(hujiao_zhuanyi=False).settle(events)
    assert flows(off, "呼叫转移") == [] and off.net[1] == 4


@pytest.mark.ruling("R-S10")
def test_call_transfer_only_the_kong_right_before_the_discard():
    """R-S10: "only the income of the kong made immediately before the losing discard moves".
    P1 konged, discarded 3s safely, then later discards 2p: that win moves nothing."""
    events = KONG_THEN_DISCARD[:2] + [Discard(1, "3s"), Draw(2, "1s"), Discard(2, "1s"),
                                      Draw(3, "1s"), Discard(3, "1s"), Draw(0, "1s"),
                                      Discard(0, "1s"), Draw(1, "2p"), Discard(1, "2p"),
                                      Win(2, "2p", 1, PING)]
    assert flows(R().settle(events), "呼叫转移") == []


@pytest.mark.ruling("P-S14")
@pytest.mark.ruling("R-S10")
def test_call_transfer_split_among_two_winners():
    """P-S14: the income is split evenly, odd coins one each to the earliest winner in turn
    order from the discarder. Base 1: P1's 面下杠 takes 1 from P0, P2, P3 (income 3). P1's
    next discard 5m is won by P3 (平胡 × 杠上炮 = 2) and P0 (青七对 × 杠上炮 = 32).
    Turn order from P1: P3 (2 seats on) before P0 (3 on): P3 gets 2 of the 3, P0 gets 1."""
    hot = {"kong_discard": True}
    events = [Kong(1, "5s", "added"), Draw(1, "6m", replacement=True), Discard(1, "5m"),
              Win(3, "5m", 1, WIN_5M_X1, hot), Win(0, "5m", 1, WIN_5M_X16, hot)]
    ledger = R().settle(events)
    assert [(p.payer, p.payee, p.paid, p.event) for p in ledger.payments
            if p.reason_zh == "呼叫转移"] == [(1, 3, 2, 3), (1, 0, 1, 4)]
    assert flows(ledger, "点炮") == [(1, 3, 2), (1, 0, 32)]
    assert ledger.next_dealer == 1  # 一炮多响: the discarder deals (R-S12)


@pytest.mark.ruling("P-S14")
def test_moved_kong_income_is_not_refunded():
    """P-S14 with "没下叫的玩家刮风下雨所得无效，全部退还": P1's 6 went to P2 by 呼叫转移, so
    when P1 is not ready at 流局 there is nothing left to refund."""
    events = KONG_THEN_DISCARD + [Win(2, "2p", 1, PING, {"kong_discard": True}),
                                  End("wall", {0: READY1, 1: "{9999p} 123m456m79m13p",
                                               3: READY1})]
    ledger = R().settle(events)
    assert flows(ledger, "退还刮风下雨") == []
    # 查大叫: P1 pays P0 and P3 their best ×1 each
    assert flows(ledger, "查大叫") == [(1, 3, 1), (1, 0, 1)]


# ---- 流局: 查花猪, 查大叫, refunds -----------------------------------------------------------

@pytest.mark.ruling("R-S9")
@pytest.mark.ruling("P-S12")
def test_flower_pig_pays_each_player_neither_pig_nor_won():
    """Seed: "流局时，花猪玩家要赔给非花猪并且未胡玩家16倍底注的金币" (R-S9: 血战 takes this line)
    — P0 has won (P3 paid 1). At 流局 P1 is 花猪: it pays 16 to P2 and to P3 (not ready, but
    neither 花猪 nor won), nothing to P0. P1 does not also pay 查大叫 ("花猪除外"); P3, not
    ready, pays P2 ×1."""
    events = [Discard(3, "2p"), Win(0, "2p", 3, PING),
              End("wall", {1: PIG, 2: READY1, 3: NOT_READY})]
    ledger = R().settle(events)
    assert flows(ledger, "查花猪") == [(1, 2, 16), (1, 3, 16)]
    assert flows(ledger, "查大叫") == [(3, 2, 1)]
    assert ledger.net == {0: 1, 1: -32, 2: 17, 3: 14}


@pytest.mark.ruling("P-S12")
@pytest.mark.ruling("R-S9")
def test_two_pigs_do_not_pay_each_other_and_melds_count():
    """P-S12: "手上拿着三种花色的牌" counts the melds too: [555p] makes P1 a 花猪. Two pigs pay
    the two others 16 each (base 2: 32), not each other; the option ``huazhu`` sets 16."""
    end = End("wall", {0: PIG, 1: PIG_MELD, 2: READY1, 3: NOT_READY})
    ledger = R(base=2).settle([end])
    assert flows(ledger, "查花猪") == [(0, 2, 32), (0, 3, 32), (1, 2, 32), (1, 3, 32)]
    assert flows(R(huazhu=8).settle([end]), "查花猪")[0] == (0, 2, 8)


@pytest.mark.ruling("R-S8")
def test_not_ready_players_pay_each_ready_player_its_best_multiplier():
    """Seed: "查大叫：流局时，检查玩家是否下叫，没下叫的玩家(花猪除外)要赔给有叫的玩家最大的
    可能番" — base 2: P1 is ready for ×16 (青七对 on 7m), P2 for ×1. P0 and P3 are not ready
    and each pay P1 16 × 2 = 32 and P2 1 × 2 = 2 (turn order from the payer)."""
    ledger = R(base=2).settle([End("wall", {0: NOT_READY, 1: READY16, 2: READY1,
                                            3: NOT_READY})])
    assert flows(ledger, "查大叫") == [(0, 1, 32), (0, 2, 2), (3, 1, 32), (3, 2, 2)]


@pytest.mark.ruling("R-S8")
@pytest.mark.ruling("P-S16")
def test_max_multiplier_has_no_situational_factors():
    """R-S8: the best pattern with 根/杠 over the winning tiles, without 自摸 etc.: READY16 would
    be ×32 self-drawn but counts ×16; a kong counts (清一色 4 × 杠 2 = 8); not ready → 0;
    P-S16: a dead wait is no possible win, so 0 even when the option makes it ready."""
    r = R()
    assert r.score(READY16 + " +7m", self_drawn=True).total == 32
    assert r.max_multiplier(READY16) == 16
    assert r.max_multiplier(READY_KONG8) == 8
    assert r.max_multiplier(NOT_READY) == 0
    assert r.max_multiplier(DEAD) == R(dead_waits_ready=True).max_multiplier(DEAD) == 0


@pytest.mark.ruling("P-S1")
@pytest.mark.ruling("P-S16")
def test_dead_wait_at_the_draw():
    """P-S1: a hand waiting only on a tile it holds four of is not ready (it pays 查大叫), unless
    ``dead_waits_ready``: then it neither pays nor collects (P-S16: its best is 0)."""
    end = End("wall", {0: DEAD, 1: READY1, 2: READY1, 3: READY1})
    assert flows(R().settle([end]), "查大叫") == [(0, 1, 1), (0, 2, 1), (0, 3, 1)]
    assert flows(R(dead_waits_ready=True).settle([end])) == []


def test_not_ready_player_refunds_kong_income_ready_one_keeps_it():
    """Seed: "没下叫的玩家刮风下雨所得无效，全部退还" — base 1: P3's 暗杠 took 2 from each of P0,
    P1, P2. Not ready at 流局: P3 pays back 2 each. Had P3 been ready, it keeps the 6."""
    kong = [Kong(3, "7p", "concealed")]
    lost = R().settle(kong + [End("wall", {0: READY1, 1: READY1, 2: READY1,
                                           3: NOT_READY_KONG7})])
    assert flows(lost, "退还刮风下雨") == [(3, 0, 2), (3, 1, 2), (3, 2, 2)]
    # P3 also pays 查大叫 ×1 to each of the three ready players: +6 (kong) −3 −6 (refund) = −3
    assert lost.net[3] == -3
    kept = R().settle([Kong(3, "8s", "concealed"),
                       End("wall", {0: NOT_READY, 1: NOT_READY, 2: NOT_READY, 3: READY_KONG8})])
    assert flows(kept, "退还刮风下雨") == []
    assert kept.net[3] == 6 + 3 * 8  # kong income kept, and 查大叫 ×8 from each


@pytest.mark.ruling("P-S13")
def test_refund_of_a_player_who_left_goes_to_the_system():
    """Seed: "流局时，没下叫的玩家最后退还刮风下雨所得，已逃跑玩家部分归系统" and "并参与
    流局查花猪、查大叫" — P3 konged (6 in), left; the system played on. At 流局 P3 is not
    ready: it pays 查大叫 ×1 to the ready P0, and its refund of 6 goes to the system (payee
    -1), not to the payers (P-S13). Nets still sum to zero, the system holding +6."""
    events = [Kong(3, "7p", "concealed"), Leave(3),
              End("wall", {0: READY1, 1: NOT_READY, 2: NOT_READY, 3: NOT_READY_KONG7})]
    ledger = R().settle(events)
    assert flows(ledger, "退还归系统") == [(3, SYSTEM, 6)]
    assert ledger.payments[-1].ruling == "P-S13"
    assert flows(ledger, "查大叫") == [(1, 0, 1), (2, 0, 1), (3, 0, 1)]
    assert ledger.net == {0: 1, 1: -3, 2: -3, 3: -1, SYSTEM: 6}
    assert zero_sum(ledger)


# ---- dealer ----------------------------------------------------------------------------------

@pytest.mark.ruling("R-S12")
@pytest.mark.ruling("P-S15")
@pytest.mark.ruling("R-S17")
def test_next_dealer():
    """Seed: "首轮随机定庄(打骰子)，之后胡牌的人坐庄，一炮多响由放炮者坐庄" — R-S12: the first
    winner; a first win that is a 一炮多响 → its discarder; no winner → the dealer stays, taken
    from the ``dealer`` argument or else the seat dealt 14 tiles (R-S17, P-S15)."""
    r = R()
    first_p2 = [Discard(3, "2p"), Win(2, "2p", 3, PING), Win(0, "2p", None, PING)]
    assert r.settle(first_p2).next_dealer == 2
    later_multi = [Win(1, "2p", None, PING), Discard(2, "5m"), Win(3, "5m", 2, WIN_5M_X1),
                   Win(0, "5m", 2, WIN_5M_X16)]
    assert r.settle(later_multi).next_dealer == 1
    deal = [Deal(0, "123m456m789m11p23p"), Deal(1, "123m456m789m11p23p5s")]
    draw = End("wall", {0: READY1, 1: "123s456s789s11m23m", 2: "456m456s789p99p78p",
                        3: "77m88m99m33s44s55s6s"})  # four hands that fit one set
    assert r.settle(deal + [draw]).next_dealer == 1
    assert r.settle(deal + [draw], dealer=3).next_dealer == 3
    assert r.settle([draw]).next_dealer is None


# ---- 破产 --------------------------------------------------------------------------------------

MULTI = [Discard(2, "5m"), Win(3, "5m", 2, WIN_5M_X1), Win(0, "5m", 2, WIN_5M_X16)]


@pytest.mark.ruling("P-S2")
@pytest.mark.ruling("P-S10")
def test_bankrupt_discarder_turn_order():
    """Seed: "破产：牌局中对手若破产，系统则只扣除其所有金币，多出部分不予计算" — base 2: P2 owes
    P3 1 × 2 = 2 and P0 16 × 2 = 32 but has 10. 'turn' (P-S2): P3 (下家) first gets 2, P0 the
    remaining 8; 24 is not paid. Final: P0 18, P1 10, P2 0, P3 12."""
    ledger = R(base=2).settle(MULTI, balances={s: 10 for s in range(4)})
    assert [(p.payee, p.owed, p.paid) for p in ledger.payments] == [(3, 2, 2), (0, 32, 8)]
    assert ledger.final == {0: 18, 1: 10, 2: 0, 3: 12}
    assert any("破产" in n and "24" in n for n in ledger.notes)


@pytest.mark.ruling("P-S2")
def test_bankrupt_discarder_proportional():
    """P-S2 'proportional': P2's 10 coins shared 2 : 32 → 10×2/34 = 0.59 → 0 and 10×32/34 =
    9.41 → 9; the odd coin goes to the earliest in turn order (P3): P3 1, P0 9."""
    ledger = R(base=2, pay_order="proportional").settle(MULTI, balances={s: 10 for s in range(4)})
    assert [(p.payee, p.paid) for p in ledger.payments] == [(3, 1), (0, 9)]
    assert ledger.final == {0: 19, 1: 10, 2: 0, 3: 11}


@pytest.mark.ruling("P-S2")
@pytest.mark.ruling("R-S8")
def test_bankrupt_at_the_draw_both_orders():
    """查大叫 at base 4: P1 (not ready, 17 coins) owes P2 ×1 = 4 and P3 ×16 = 64 (P0, not
    ready either, has no coins and pays 0 of what it owes).
    'turn': P2 4, P3 13. 'proportional': 17×4/68 = 1, 17×64/68 = 16, nothing left over."""
    end = [End("wall", {0: NOT_READY, 1: NOT_READY, 2: READY1, 3: READY16})]
    money = {0: 0, 1: 17, 2: 0, 3: 0}

    def by_p1(ledger):
        return [f for f in flows(ledger) if f[0] == 1]

    assert by_p1(R(base=4).settle(end, balances=money)) == [(1, 2, 4), (1, 3, 13)]
    prop = R(base=4, pay_order="proportional").settle(end, balances=money)
    assert by_p1(prop) == [(1, 2, 1), (1, 3, 16)]
    assert prop.final == {0: 0, 1: 0, 2: 1, 3: 16}


@pytest.mark.ruling("P-S10")
def test_bankrupt_player_plays_on_and_pays_nothing_more():
    """P-S10: money moves in event order. P1 has 1 coin: P0's 直杠 fed by P1 takes the 1
    (owed 2); P2's 暗杠 then takes nothing from P1 (owed 2) and 2 each from P0 and P3."""
    events = [Discard(1, "5p"), Kong(0, "5p", "direct", from_seat=1), Kong(2, "9s", "concealed")]
    ledger = R().settle(events, balances={0: 5, 1: 1, 2: 5, 3: 5})
    assert [(p.payer, p.payee, p.owed, p.paid) for p in ledger.payments] == [
        (1, 0, 2, 1), (0, 2, 2, 2), (1, 2, 2, 0), (3, 2, 2, 2)]
    assert ledger.final == {0: 4, 1: 0, 2: 9, 3: 3}


def test_without_balances_nobody_is_limited():
    ledger = R(base=2).settle(MULTI)
    assert ledger.start is None and ledger.final is None
    assert all(p.paid == p.owed for p in ledger.payments)


@pytest.mark.ruling("P-S2")
def test_share_and_book():
    assert share(10, [8, 8], "turn") == [8, 2]
    assert share(10, [8, 8], "proportional") == [5, 5]
    assert share(7, [6, 3, 3], "proportional") == [4, 2, 1]
    assert share(0, [3, 3], "proportional") == [0, 0]
    assert share(None, [3, 3]) == [3, 3]
    assert set(ORDERS) == {"turn", "proportional"}
    with pytest.raises(ValueError):
        share(1, [1], "random")
    with pytest.raises(ValueError, match="balances"):
        Book({0: 1, 1: 1, 2: 1})
    with pytest.raises(ValueError, match="balances"):
        Book({0: 1, 1: 1, 2: 1, 3: -1})
    book = Book({0: 3, 1: 0, 2: 0, 3: 0})
    why = Reason("测试", "test")
    # P0 owes P3 (上家, last in turn order) and P1 (下家, first): P1 is served first
    assert [(p.payee, p.paid) for p in book.pay_many(0, [(3, 2, 0), (1, 2, 0)], why)] == [
        (1, 2), (3, 1)]


# ---- whole hands -----------------------------------------------------------------------------

FULL_A = [
    Deal(0, "123m456m789m55p23p5s"), Deal(1, "123m456m789m1p555s"),
    Deal(2, "123m456m79m13p777p"), Deal(3, "123m456m789m11p22p"),
    Discard(0, "5s"),                                   # 4
    Kong(1, "5s", "direct", from_seat=0),               # 5  刮风: P0 → P1 2×2 = 4
    Draw(1, "4p", replacement=True),
    Discard(1, "4p"),                                   # 7  right after P1's kong
    Win(0, "4p", 1, "123m456m789m55p23p +4p", {"kong_discard": True}),  # 8
    Draw(2, "7p"),
    Kong(2, "7p", "concealed"),                         # 10 下雨: P1, P3 → P2 4 each
    Draw(2, "9s", replacement=True), Discard(2, "9s"),
    Draw(3, "2p"),
    Win(3, "2p", None, PING),                           # 14 自摸
    Draw(1, "8s"), Discard(1, "8s"),
    End("wall", {1: "[5555s] 123m456m789m1p", 2: NOT_READY_KONG7}),  # 17
]


@pytest.mark.ruling("R-S10")
@pytest.mark.ruling("R-S9")
@pytest.mark.ruling("R-S15")
def test_full_hand_kongs_two_wins_pig_and_refund():
    """A whole 血战 hand at base 2 ("一家胡了并不结束这局…牌局结束，一并结算"):

    * 5: P1 直杠 on P0's 5s: P0 → P1 2×2 = 4.
    * 8: P0 wins P1's next discard 4p, 平胡 × 杠上炮 = ×2: 呼叫转移 P1 → P0 4, 点炮 P1 → P0 4.
    * 10: P2 暗杠: P1 and P3 (P0 has won) pay 2×2 = 4 each.
    * 14: P3 self-draws 平胡 × 自摸 = ×2: P1, P2 pay 2×2 = 4 + 加底 2 = 6 each.
    * 17 流局: P1 is 花猪 ([5555s] with 万 and 筒): pays P2 (the only other still in) 16×2 = 32.
      P2 is not ready but 花猪 P1 is exempt from 查大叫 and nobody is ready: no 查大叫.
      Refunds: P2 returns its 下雨 (4 to P1, 4 to P3); P1's 4 already moved (P-S14).

    P0: −4 +4 +4 = +4.  P1: +4 −4 −4 −4 −6 −32 +4 = −42.  P2: +8 −6 +32 −8 = +26.
    P3: −4 +12 +4 = +12.  Sum 0; from 100 each: 104, 58, 126, 112.
    """
    ledger = R(base=2).settle(FULL_A, balances={s: 100 for s in range(4)})
    assert ledger.net == {0: 4, 1: -42, 2: 26, 3: 12}
    assert ledger.final == {0: 104, 1: 58, 2: 126, 3: 112}
    assert sum(ledger.final.values()) == 400 and zero_sum(ledger)
    assert flows(ledger, "查大叫") == []
    assert flows(ledger, "退还刮风下雨") == [(2, 3, 4), (2, 1, 4)]
    assert ledger.next_dealer == 0
    assert R(base=2).settle(to_json(FULL_A)).net == ledger.net  # JSON in, same ledger


FULL_B = [
    Deal(0, "11m22m33m44m66m77m5m"), Deal(1, "123m89m135p78p9999p"),
    Deal(2, "11s234s567s99s88s5m"), Deal(3, "234m5m678m222p444p"),
    Kong(1, "9p", "concealed"),                          # 4  下雨: P0, P2, P3 → P1 2 each
    Draw(1, "8s", replacement=True), Discard(1, "8s"),
    Claim(2, "pon", "8s", from_seat=1), Discard(2, "5m"),  # 7, 8
    Win(3, "5m", 2, WIN_5M_X1), Win(0, "5m", 2, WIN_5M_X16),  # 9, 10: 一炮多响
    Leave(1),                                            # 11 the system plays on for P1
    Draw(2, "8s"), Kong(2, "8s", "added"),               # 13 面下杠: only P1 is still in
    Draw(2, "2s", replacement=True), Discard(2, "2s"),
    End("wall", {1: "{9999p} 123m89m135p78p", 2: "[8888s+] 11s234s567s99s"}),  # 16
]


@pytest.mark.ruling("P-S13")
@pytest.mark.ruling("R-S8")
@pytest.mark.ruling("R-S12")
def test_full_hand_multiple_winners_draw_check_and_refund_to_system():
    """A whole hand at base 1, dealer P1 (dealt 14):

    * 4: P1 暗杠: P0, P2, P3 pay 2 each (P1 +6).
    * 9, 10: P2's 5m is won by P3 (×1) and P0 (青七对 ×16): P2 pays 1 and 16. The discard
      came after a 碰, not a kong: no 呼叫转移.
    * 11: P1 leaves. 13: P2's 面下杠: only P1 is still in and pays 1.
    * 16 流局: P2 ready ([8888s+] 清一色 × 杠 = ×8); P1 not ready: pays P2 8 (查大叫), and its
      refund of 6 goes to the system because it left (P-S13).

    P0: −2 +16 = +14.  P1: +6 −1 −8 −6 = −9.  P2: −2 −1 −16 +1 +8 = −10.  P3: −2 +1 = −1.
    System +6; everything sums to 0. Next dealer: P2, the 一炮多响 discarder (R-S12).
    """
    ledger = R().settle(FULL_B)
    assert ledger.net == {0: 14, 1: -9, 2: -10, 3: -1, SYSTEM: 6}
    assert zero_sum(ledger)
    assert flows(ledger, "查大叫") == [(1, 2, 8)]
    assert flows(ledger, "退还归系统") == [(1, SYSTEM, 6)]
    assert ledger.next_dealer == 2
    rich = R().settle(FULL_B, balances={s: 50 for s in range(4)})
    assert rich.final == {0: 64, 1: 41, 2: 40, 3: 49}
    assert sum(rich.final.values()) + rich.net[SYSTEM] == 200


def test_ledger_renders_as_text_and_rows():
    ledger = R(base=2).settle(FULL_A, balances={s: 100 for s in range(4)})
    text = str(ledger)
    assert "呼叫转移" in text and "P1 → P0" in text
    assert "final: P0 104  P1 58  P2 126  P3 112" in text
    assert "next dealer 庄: P0" in text
    row = ledger.rows()[0]
    assert row == {"payer": 0, "payee": 1, "owed": 4, "paid": 4, "reason_zh": "刮风 直杠",
                   "reason_en": "direct kong: the discarder who fed it pays 2×", "ruling": "",
                   "event": 5}
    broke = str(R(base=2).settle(MULTI, balances={s: 10 for s in range(4)}))
    assert "(破产: 24 unpaid)" in broke


@pytest.mark.ruling("R-S9")
@pytest.mark.ruling("R-S10")
def test_settlement_options_are_documented():
    docs = {d["name"]: d for d in option_docs(SichuanXuezhan.Options)}
    assert docs["huazhu"]["default"] == 16 and docs["huazhu"]["ruling"] == "R-S9"
    assert docs["hujiao_zhuanyi"]["ruling"] == "R-S10" and "P-S14" in docs["hujiao_zhuanyi"][
        "doc"]


def test_settle_and_max_multiplier_doctests():
    for f in (SichuanXuezhan.settle, SichuanXuezhan.max_multiplier):
        runner = doctest.DocTestRunner()
        for test in doctest.DocTestFinder().find(f, globs={"SichuanXuezhan": SichuanXuezhan,
                                                           "Discard": Discard, "Kong": Kong}):
            runner.run(test)
        assert runner.summarize(verbose=False).failed == 0


# ---- bad input ---------------------------------------------------------------------------------

@pytest.mark.parametrize("events, match", [
    ([End("wall", {s: READY1 for s in range(4)}), Leave(0)], r"event 2 \(leave\): after the End"),
    ([Win(0, "2p", None, PING), Discard(0, "1m")], r"event 2 \(discard\): seat 0 has already won"),
    ([Win(0, "2p", None, PING), Kong(1, "5p", "direct", from_seat=0)], "from_seat 0 has already"),
    ([Win(0, "2p", None, PING), End("wall", {s: READY1 for s in range(4)})],
     r"event 2 \(end\): hands are needed for exactly the seats still in \[1, 2, 3\]"),
    ([End("done", {s: READY1 for s in range(4)})], "'done' needs three winners"),
    ([Discard(1, "3p"), Win(0, "2p", 1, PING)], "the last discard is 3p by seat 1"),
    ([Win(0, "2p", None, "123m456m789m11p2p5s +2p")], r"event 1 \(win\): .* cannot win"),
    ([End("wall", {s: READY1 + "9m" for s in range(4)})], "has 14 tiles"),
    ([End("wall", {0: "123m456m789m11p23z", 1: READY1, 2: READY1, 3: READY1})], "not in"),
])
def test_bad_event_sequences_raise(events, match):
    with pytest.raises(ValueError, match=match):
        R().settle(events)


def test_bad_balances_raise():
    with pytest.raises(ValueError, match="balances"):
        R().settle([], balances={0: 1})


def test_no_end_is_noted():
    assert any("no End" in n for n in R().settle([]).notes)


# ---- property: money is conserved, nobody goes below zero ------------------------------------

WIN_POOL = [PING, QQD, WIN_5M_X1, WIN_5M_X16]
ROB_POOL = [PING_ROB, "234m222p444p55p46m +5m"]  # the robbed tile held by nobody else (P-X18)
END_POOL = [READY1, READY16, NOT_READY, PIG, PIG_MELD, DEAD, READY_KONG8, NOT_READY_KONG7]


@st.composite
def xuezhan_hands(draw):
    """A random valid event list: kongs, wins (self-drawn, on discards, 一炮多响, 杠上炮,
    抢杠), players leaving, and an End (or none)."""
    won: list[int] = []
    events: list = []

    def still(but=None):
        return [s for s in range(4) if s not in won and s != but]

    for _ in range(draw(st.integers(0, 10))):
        if len(still()) < 2:
            break
        seat = draw(st.sampled_from(still()))
        action = draw(st.sampled_from(["kong", "kong", "zimo", "ron", "hot", "rob", "leave"]))
        if action == "kong":
            kind = draw(st.sampled_from(["direct", "added", "concealed"]))
            src = draw(st.sampled_from(still(seat))) if kind == "direct" else None
            events.append(Kong(seat, "5p", kind, src))
        elif action == "zimo":
            hand = draw(st.sampled_from(WIN_POOL))
            events.append(Win(seat, hand[-2:], None, hand, {}))
            won.append(seat)
        elif action == "leave":
            events.append(Leave(seat))
        else:
            hand = draw(st.sampled_from(ROB_POOL if action == "rob" else WIN_POOL))
            winners = draw(st.lists(st.sampled_from(still(seat)), min_size=1, max_size=3,
                                    unique=True))
            situation = {}
            if action == "hot":
                events += [Kong(seat, "9s", draw(st.sampled_from(["added", "concealed"]))),
                           Draw(seat, "1s", replacement=True)]
                situation = {"kong_discard": True}
            if action == "rob":  # the robbed seat drew the fourth (P-H1: not a discard win)
                situation = {"robbing_kong": True}
                events.append(Draw(seat, hand[-2:]))
            else:
                events.append(Discard(seat, hand[-2:]))
            events += [Win(w, hand[-2:], seat, hand, situation) for w in winners]
            won += winners
    left = still()
    if len(won) == 3:
        events.append(End("done", {left[0]: draw(st.sampled_from(END_POOL))}))
    elif draw(st.booleans()):
        events.append(End("wall", {s: draw(st.sampled_from(END_POOL)) for s in left}))
    return events


@settings(max_examples=150, deadline=None)
@given(xuezhan_hands(),
       st.none() | st.fixed_dictionaries({s: st.integers(0, 80) for s in range(4)}),
       st.integers(1, 5), st.sampled_from(ORDERS), st.booleans(), st.booleans())
def test_money_is_conserved_and_nobody_goes_below_zero(events, balances, base, order, add,
                                                       transfer):
    r = R(base=base, pay_order=order, zimo_add_base=add, hujiao_zhuanyi=transfer)
    ledger = r.settle(events, balances=balances)
    assert zero_sum(ledger)
    assert all(p.paid <= p.owed for p in ledger.payments)
    if balances is None:
        assert ledger.final is None and all(p.paid == p.owed for p in ledger.payments)
    else:
        assert all(v >= 0 for v in ledger.final.values())
        assert {s: balances[s] + ledger.net[s] for s in range(4)} == ledger.final
        assert sum(ledger.final.values()) + ledger.net.get(SYSTEM, 0) == sum(balances.values())


def test_payment_records_are_frozen():
    payment = R().settle([Discard(1, "5p"), Kong(0, "5p", "direct", from_seat=1)]).payments[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        payment.paid = 0
