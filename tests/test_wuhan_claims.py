"""武汉麻将 claims (seed 000 lines 8–23 and 26–27): 吃 from 上家, 碰, 明杠, never on 红中 or a
赖子; 开口 needed to win; one winner per discard, the first in turn order; 冲杠 and 暗杠
cannot be robbed, 蓄杠 can, by any ready player (R-W12). Every refusal carries its reason.
"""

from __future__ import annotations

import pytest

import widgets
from widgets import NotAllowed, Situation
from widgets.engine.tiles import parse_tile, tile_name
from widgets.mahjong.wuhan import LAIZI_CLAIM, NO_KAIKOU, RED_CLAIM, RED_HELD

READY = "234m5p678s [123m,1] [789p,1]"  # waits on 五筒 (a 2-5-8 将)
ROB_READY = "23m55p678s [123m,1] [789p,1]"  # waits on 一万/四万, held nowhere else: robbable
NOT_READY = "129m19p19s123467z"  # no 红中


@pytest.fixture(scope="module")
def r():
    return widgets.rules("wuhan")


def t(name: str) -> int:
    return parse_tile(name)


def refused(report) -> dict[str, str]:
    return {x.kind: x.reason for x in report.refused}


def allowed(report) -> list[tuple[str, list[str]]]:
    return [(o.kind, [tile_name(x) for x in o.tiles]) for o in report.options]


def test_red_can_never_be_claimed(r):
    """"不能吃碰杠红中": a discarded (played-out) 红中 allows nothing, and each refusal says
    why."""
    report = r.claims("234m78s5z5p [123m,1] [789p,1]", "5z", 1)
    assert report.options == ()
    assert refused(report) == dict.fromkeys(("chi", "pon", "kong", "win"), RED_CLAIM)


def test_a_discarded_laizi_can_never_be_claimed(r):
    """"打出去别人也不能用来吃碰杠胡": with 五筒 the 赖子, this hand (waiting on 二筒, or a
    赖子 to pair it) cannot win a discarded 五筒, nor take it any other way; self-drawn, the
    五筒 wins."""
    hand = "234m2p678s [123m,1] [789p,1]"
    report = r.claims(hand, "5p", 1, indicator=t("4p"))
    assert report.options == ()
    assert set(refused(report).values()) == {LAIZI_CLAIM}
    assert r.can_win(hand + " +5p", Situation(indicator=t("4p"), self_drawn=True))


def test_chi_never_uses_a_held_laizi(r):
    """"自己不能用来吃碰杠": with 三万 the 赖子, 二三万 and 三五万 cannot take a 四万; 五六万
    can."""
    sit = Situation(indicator=t("2m"))
    report = r.claims("235m5p678s [123s,1] [789p,1]", "4m", 1, sit)
    assert report.options == ()
    assert "自己不能用来吃碰杠" in refused(report)["chi"]
    assert allowed(r.claims("235m5p678s [123s,1] [789p,1]", "4m", 1)) == [
        ("chi", ["2m", "3m", "4m"]), ("chi", ["3m", "5m", "4m"])]
    report = r.claims("2356m5p678s99s [789p,1]", "4m", 1, sit)
    assert allowed(report) == [("chi", ["5m", "6m", "4m"])]


def test_chi_only_from_the_player_before(r):
    """吃 takes the discard of 上家 only."""
    report = r.claims("2356m5p678s99s [789p,1]", "4m", 2)
    assert "上家" in refused(report)["chi"]


def test_pon_and_kong_on_a_discard(r):
    """碰 needs two alike, 冲杠 (a 明杠 on a discard) three: "手中有暗刻(3个一样)，别人出第四张，
    则可以开杠"."""
    report = r.claims("234m5p678s111z [789p,1]", "1z", 2)
    assert allowed(report) == [("pon", ["1z"] * 3), ("kong", ["1z"] * 4)]


def test_win_needs_kaikou(r):
    """"必须开口才能胡牌": a concealed ready hand cannot take the 五筒 it waits on."""
    report = r.claims("234m5p678s123m789p", "5p", 1)
    assert refused(report)["win"] == NO_KAIKOU
    assert r.claims(READY, "5p", 1).allows("win")


def test_a_red_holder_cannot_win(r):
    """"手上持有红中时不能胡牌": a hand waiting with 红中 in it is refused with that reason."""
    report = r.claims("234m5z78s5p [123m,1] [789p,1]", "6s", 1)
    assert refused(report)["win"] == RED_HELD


@pytest.mark.ruling("R-W13")
def test_nothing_is_claimed_in_the_last_four_tiles(r):
    """R-W13: "最后4张牌时，玩家只摸牌，不打出，不能杠": with 3 or fewer left nobody discards."""
    report = r.claims(READY, "5p", 1, wall_remaining=3)
    assert report.options == () and all("R-W13" == x.ruling for x in report.refused)
    assert r.claims(READY, "5p", 1, wall_remaining=4).allows("win")


# ---- robbing a kong --------------------------------------------------------------------------


@pytest.mark.parametrize("kind, seed", [("direct", "直杠不能被抢杠"), ("concealed", "不能被抢杠")])
def test_direct_and_concealed_kongs_cannot_be_robbed(r, kind, seed):
    """"冲杠…直杠不能被抢杠"; "暗杠…不亮明…自然也不能被抢杠": even a ready hand waiting on that
    tile cannot rob it."""
    report = r.rob_kong(READY, "5p", kind, 2)
    assert report.options == () and seed in report.refused[0].reason


@pytest.mark.ruling("R-W12")
def test_an_added_kong_can_be_robbed_by_one_ready_player(r):
    """"蓄杠…可以被抢杠"; R-W12: any one ready player may rob it (the others need not be
    ready). It wins as 抢杠胡 with any pair."""
    assert r.rob_kong(ROB_READY, "4m", "added", 3).allows("win")
    assert r.rob_kong("23m33p678s [123m,1] [789p,1]", "4m", "added", 3).allows("win")
    # a wait on the pair's tile is no rob: the 蓄杠 holds the other three 五筒 (P-X18)
    assert r.rob_kong(READY, "5p", "added", 3).refused[0].ruling == "P-X18"
    report = r.rob_kong(NOT_READY, "5p", "added", 3)
    assert not report.allows("win") and "does not complete" in report.refused[0].reason


def test_a_red_holder_cannot_rob(r):
    """"手上持有红中时不能胡牌，因此也不能抢杠"."""
    report = r.rob_kong("234m5z78s5p [123m,1] [789p,1]", "6s", "added", 1)
    assert report.refused[0].reason == RED_HELD


def test_rob_kong_checks_its_arguments(r):
    with pytest.raises(ValueError, match="kong is"):
        r.rob_kong(READY, "5p", "pon", 1)
    with pytest.raises(NotAllowed, match="13-tile"):
        r.rob_kong("234m5p678s5s [123m,1] [789p,1]", "5p", "added", 1)


# ---- one winner --------------------------------------------------------------------------


def test_first_in_turn_order_wins(r):
    """"不存在一炮多响的情况，按出牌顺序判断谁先胡牌": P0 discards 五筒; P2 and P3 can both
    win; P2 comes first after P0 and wins; P3 is told why not; P1 cannot win at all."""
    hands = {1: NOT_READY, 2: READY, 3: READY}
    result = r.first_winner(0, hands, "5p")
    assert (result.winner, result.able) == (2, (2, 3))
    why = dict(result.reasons)
    assert "不存在一炮多响" in why[3] and "does not complete" in why[1]


def test_turn_order_wraps_around(r):
    """From P2's discard the order is P3, P0, P1."""
    result = r.first_winner(2, {0: READY, 1: READY}, "5p")
    assert result.winner == 0 and result.able == (0, 1)


def test_no_winner(r):
    result = r.first_winner(0, {1: NOT_READY}, "5p")
    assert result.winner is None and result.able == ()


@pytest.mark.ruling("R-W12")
def test_first_robber_wins(r):
    """Robbing follows the same order; a 冲杠 cannot be robbed by anyone."""
    hands = {1: ROB_READY, 3: ROB_READY}
    assert r.first_winner(2, hands, "4m", kong="added").winner == 3
    assert r.first_winner(2, hands, "4m", kong="direct").winner is None
