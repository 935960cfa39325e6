"""武汉麻将 settlement from the event schema (R-W11): the discarder pays, a self-draw is paid
by each of the three others, a robbed kong by the robbed player for all three ("被抢杠人承担三家
费用"); one winner per hand; the dealer (R-W10).
"""

from __future__ import annotations

import pytest

import widgets
from widgets.engine.events import Claim, Deal, Discard, End, Kong, Win, to_json
from widgets.engine.tiles import parse_tile

PLAIN = "234m5p678s [123m,1] [789p,1] +5p"  # 小胡 1 × 硬胡 2 × 开口番 2 = 4
ROB = "23m55p678s [123m,1] [789p,1] +4m"  # the same 小胡 on a 四万 held nowhere else (P-X18)
DEALT = "123456789m1234p5p"  # 14 tiles: the dealer's
OTHER = "123456789m1234p"


@pytest.fixture(scope="module")
def r():
    return widgets.rules("wuhan", stake=5)


def deal(dealer: int = 0) -> list:
    return [Deal(s, DEALT if s == dealer else OTHER) for s in range(4)]


@pytest.mark.ruling("R-W11")
def test_the_discarder_pays(r):
    """R-W11 (放冲): P0 discards 五筒 and P2 wins a 小胡 ×4; at 5 coins P0 pays 20."""
    ledger = r.settle([Discard(0, "5p"), Win(2, "5p", 0, PLAIN)])
    assert ledger.net == {0: -20, 1: 0, 2: 20, 3: 0}
    assert [(p.payer, p.payee, p.paid, p.reason_zh) for p in ledger.payments] == [
        (0, 2, 20, "放冲")]


@pytest.mark.ruling("R-W11")
def test_each_of_three_pays_a_self_draw(r):
    """R-W11 (自摸): a self-drawn 小胡 is ×8 (自摸 ×2, R-W5); each of the three pays 40."""
    ledger = r.settle([Win(1, "5p", None, PLAIN)])
    assert ledger.net == {0: -40, 1: 120, 2: -40, 3: -40}


@pytest.mark.ruling("R-W11")
def test_the_robbed_player_pays_for_all_three(r):
    """"被抢杠人承担三家费用": P1 robs P3's 蓄杠 of 四万: 抢杠胡 10 × 2 × 2 = 40, × 5 coins =
    200 a share; P3 pays all three shares, 600."""
    win = Win(1, "4m", 3, ROB, {"robbing_kong": True})
    ledger = r.settle([Claim(3, "pon", "4m", 2), win])
    assert ledger.net == {0: 0, 1: 600, 2: 0, 3: -600}
    assert ledger.payments[0].reason_zh == "抢杠胡"


def test_a_robbed_added_kong_is_not_recorded(r):
    """As for Sichuan (P-S11): the robbed 蓄杠 never happened; only the Win is recorded."""
    events = [Kong(3, "4m", "added"), Win(1, "4m", 3, ROB, {"robbing_kong": True})]
    with pytest.raises(ValueError, match="record only the robbing Win"):
        r.settle(events)


def test_a_direct_kong_cannot_be_robbed(r):
    """"直杠不能被抢杠"."""
    events = [Discard(2, "4m"), Kong(3, "4m", "direct", from_seat=2),
              Win(1, "4m", 3, ROB, {"robbing_kong": True})]
    with pytest.raises(ValueError, match="冲杠 cannot be robbed"):
        r.settle(events)


def test_one_winner_per_hand(r):
    """"不存在一炮多响": a second Win on the same discard is refused."""
    events = [Discard(0, "5p"), Win(2, "5p", 0, PLAIN), Win(3, "5p", 0, PLAIN)]
    with pytest.raises(ValueError, match="one winner only"):
        r.settle(events)


def test_red_is_never_claimed(r):
    """"不能吃碰杠红中"."""
    with pytest.raises(ValueError, match="红中 can never be claimed"):
        r.settle([Discard(0, "5z"), Claim(1, "pon", "5z", 0)])


def test_a_win_on_another_tile_than_the_last_discard(r):
    with pytest.raises(ValueError, match="last discard"):
        r.settle([Discard(0, "3p"), Win(2, "5p", 0, PLAIN)])


def test_a_hand_that_cannot_win_is_refused(r):
    with pytest.raises(ValueError, match="必须开口才能胡牌"):
        r.settle([Win(1, "5p", None, "234m5p678s123m789p +5p")])


def test_the_indicator_rides_with_the_win(r):
    """The 赖子 comes from the Win's situation: 五万 (the 赖子) as a 九筒 makes a soft 清一色,
    10 × 2 × 1 × 自摸 2 = 40 a share, 200 coins."""
    win = Win(0, "9p", None, "123456789p5m [111p,1] +9p", {"indicator": parse_tile("4m")})
    assert r.settle([win]).net == {0: 600, 1: -200, 2: -200, 3: -200}


@pytest.mark.ruling("R-W10")
@pytest.mark.parametrize("events, dealer", [
    ([Discard(1, "5p"), Win(0, "5p", 1, PLAIN)], 0),  # the dealer won: stays
    ([Discard(0, "5p"), Win(2, "5p", 0, PLAIN)], 1),  # another won: the dealer's 下家
    ([End("wall")], 0),                               # 荒庄: stays
])
def test_next_dealer(r, events, dealer):
    """"庄家胡牌或者流局(荒庄)则继续坐庄"; R-W10: otherwise the deal passes to the 下家."""
    assert r.settle(deal(0) + events).next_dealer == dealer


@pytest.mark.ruling("R-W13")
def test_a_drawn_game_pays_nothing(r):
    """R-W13: nobody won in the last four tiles: 荒庄, no payments."""
    ledger = r.settle(deal(2) + [End("wall")])
    assert ledger.payments == () and ledger.next_dealer == 2
    assert "荒庄" in ledger.notes[0]


def test_settle_reads_json(r):
    events = [Discard(0, "5p"), Win(2, "5p", 0, PLAIN)]
    assert r.settle(to_json(events)).net == r.settle(events).net


def test_balances_limit_payments(r):
    """With balances a payer pays at most what they have (the shared ledger's 破产)."""
    ledger = r.settle([Discard(0, "5p"), Win(2, "5p", 0, PLAIN)],
                      balances={0: 7, 1: 100, 2: 100, 3: 100})
    assert ledger.final == {0: 0, 1: 100, 2: 107, 3: 100}
