"""双人麻将 rules other than the fan table (seed 000 lines 95–107, rules/mahjong.md §3.1): the
72-tile set with its flowers, 乱将, no wildcards, 吃 from the opponent, 起胡 on claims, waits
with the points each would score, and the hand lab on this variant."""

from __future__ import annotations

import pytest

import widgets
from widgets import InvalidHand, NotAllowed, rules
from widgets.engine.events import Discard, End, Win
from widgets.ui.hand_lab.handlab import HandLab


@pytest.fixture(scope="module")
def r():
    return widgets.rules("shuangren")


def codes(r, hand: str) -> set[str]:
    return {p.code for p in r.problems(hand)}


def test_the_variant_is_registered(r):
    assert "shuangren" in widgets.variants()
    assert repr(widgets.rules("shuangren", qihu=0)) == "rules('shuangren', qihu=0)"


def test_seventy_two_tiles(r):
    """"牌库：条子牌，一至九条各四张，风牌，东南西北各四张，箭牌，中发白各四张，花牌，春夏秋冬
    梅兰竹菊各一张。共：72张牌": 16 kinds × 4 + 8 flowers × 1."""
    assert len(r.kinds) * r.copies + 8 == 72
    assert r.kinds == tuple(range(18, 34)) and r.has_flowers


@pytest.mark.parametrize("hand", ["123m456s789s111z55z", "123s456p789s111z55z"])
def test_wan_and_tong_are_not_in_the_set(r, hand):
    """"只使用条子和风牌，箭牌": 万 and 筒 are refused, naming the tiles."""
    assert "not-in-set" in codes(r, hand)


def test_each_flower_exists_once(r):
    """"春夏秋冬梅兰竹菊各一张": a second 春 is refused; flowers do not count towards the 14."""
    assert "copies" in codes(r, "123s456s789s111z5z 11f")
    assert r.problems("123s456s789s111z5z 12345678f") == ()


def test_any_pair_is_the_jiang(r):
    """"将牌：乱将，即每一对牌都可以当成将牌": 11条, 55条, 东东 and 白白 all win."""
    for pair in ("1s", "5s", "1z", "7z"):
        assert r.can_win(f"123s456s789s222z{pair} +{pair}", )


def test_no_wildcards(r):
    """"混牌：无混(即没有赖子、百搭)"."""
    assert r.wild_kinds() == frozenset()


def test_seven_pairs_may_hold_four_alike(r):
    """MCR's 七对 may use four alike as two pairs (and then 四归一 counts)."""
    score = widgets.rules("shuangren", qihu=0).score("1111s3355s7799s5z +5z")
    assert score.arrangement.form == "seven-pairs" and score.has("siguiyi")


# ---- the opponent: 吃 and the seats ------------------------------------------------------------


def test_chi_from_the_opponent(r):
    """"全求人：全靠吃牌、碰牌…": 吃 exists. With two players the opponent is 上家 (source 1)."""
    report = r.claims("23s456s78s111z55z4z", "1s", 1)
    assert report.allows("chi") and not report.allows("win")
    assert r.problems("[123s,1] 456s789s111z55z") == ()


@pytest.mark.parametrize("seat", [2, 3])
def test_there_is_no_duijia_or_xiajia(r, seat):
    """No seat 2 (对家) or 3 (下家) at a two-player table: claims and melds from them are
    refused, saying who the opponent is."""
    with pytest.raises(ValueError, match=r"from_seat is 1 \(上家\)"):
        r.claims("23s456s789s111z55z", "1s", seat)
    assert "source" in codes(r, f"[555z,{seat}] 123s456s789s5s")


@pytest.mark.ruling("R-D7")
def test_a_discard_win_below_qihu_is_refused_with_its_points(r):
    """A claim to win needs 起胡 (R-D7): 混一色 6 + 幺九刻 1 on a discard is 7 < 8."""
    report = r.claims("[234s] 678s78s111z55z", "9s", 1)
    refusal = next(x for x in report.refused if x.kind == "win")
    assert "not enough fan: 7" in refusal.reason and refusal.ruling == "R-D7"
    assert widgets.rules("shuangren", qihu=0).claims("[234s] 678s78s111z55z", "9s", 1
                                                     ).allows("win")


def test_qihu_cannot_be_negative():
    with pytest.raises(ValueError, match="qihu"):
        widgets.rules("shuangren", qihu=-1)


def test_bad_hand_is_invalid(r):
    with pytest.raises(InvalidHand):
        r.score("123s456s789s111z55z 11f +5z")


# ---- waits with the points each would score ----------------------------------------------------


def test_each_wait_with_its_points(r):
    """12 + 3条 is the only wait: on a discard 清龙 16 混一色 6 门前清 2 幺九刻 1 边张 1 = 26;
    self-drawn 不求人 4 instead of 门前清 = 28; two flowers add 2 each."""
    waits = r.waits("12s456s789s111z55z 25f", scores=True)
    assert [(w.tile, w.discard_score, w.self_draw_score) for w in waits] == [(20, 28, 30)]


def test_a_wait_below_qihu_cannot_win(r):
    """A wait whose win would not reach 起胡 scores None ("cannot win"): on 6条 the hand has
    一般高 (678 678) and makes 8; on 9条 only 7 on a discard (自摸 1 lifts it to 8)."""
    waits = r.waits("[234s] 678s78s111z55z", scores=True)
    assert [(w.tile, w.discard_score, w.self_draw_score) for w in waits] == [(23, 8, 9),
                                                                             (26, None, 8)]


def test_analyse_keeps_the_breakdown_of_a_hand_below_qihu(r):
    """The lab shows why a complete hand cannot win, and still its fan lines."""
    a = r.analyse("[234s] 678s78s111z55z +9s")
    assert a.not_winning.startswith("not enough fan: 7")
    assert a.score is not None and a.score.total == 7


def test_analyse_counts_seen_tiles_for_hejuezhang(r):
    """和绝张 from the tiles the lab marks seen."""
    a = r.analyse("123s456s78s111z55z +9s", seen=[26, 26, 26])
    assert a.score.has("hejuezhang")


# ---- the hand lab on 双人 --------------------------------------------------------------------


def test_handlab_waits_flowers_and_fan_lines():
    """The lab: flowers shown with the hand, each wait with its points (add mode), and for the
    complete hand every fan line and every 不计 fan with its excluder."""
    lab = HandLab("shuangren", hand="12s456s789s111z55z 25f", lang="en")
    view = lab.view
    assert [t["id"] for t in view["hand"]["tiles"] if t["flower"]] == ["2f", "5f"]
    assert view["analysis"]["score_mode"] == "add"
    assert [(w["tile"], w["discard_score"]) for w in view["analysis"]["waits"]] == [
        ("3s", 28)]
    lab.handle({"kind": "add", "tile": "3s"})
    score = lab.view["analysis"]["score"]
    assert score["total"] == 28
    assert {e["zh"]: e["by_zh"] for e in score["excluded"]} == {"连六": "清龙", "老少副": "清龙"}


def test_handlab_shows_not_enough_fan_with_the_breakdown():
    lab = HandLab("shuangren", hand="[234s] 678s78s111z55z +9s")
    analysis = lab.view["analysis"]
    assert analysis["not_winning"].startswith("番不够：计入起胡的只有 7")
    assert analysis["score"]["total"] == 7
    lab.handle({"kind": "lang", "value": "en"})
    assert lab.view["analysis"]["not_winning"].startswith("not enough fan: 7")


def test_handlab_partial_exclusion_shows_its_count():
    """三风刻 takes 3 幺九刻 and leaves the fourth: the struck line says ×3."""
    lab = HandLab("shuangren", hand="111222333z999s5s +5s")
    e = next(x for x in lab.view["analysis"]["score"]["excluded"] if x["zh"] == "幺九刻")
    assert (e["by_zh"], e["count"]) == ("三风刻", 3)


@pytest.mark.ruling("R-D13")
def test_handlab_declared_ready_toggles():
    """报听 flags (R-D13) are this variant's situation toggles."""
    lab = HandLab("shuangren", hand="123s456s78s111z55z +9s")
    keys = [s["key"] for s in lab.view["situation"]]
    assert {"declared_ready", "declared_at_start"} <= set(keys)
    lab.handle({"kind": "toggle", "key": "declared_ready"})
    assert lab.situation.declared_ready
    assert any(x["key"] == "lizhi" for x in lab.view["analysis"]["score"]["lines"])


def test_handlab_seats_are_the_opponent_only():
    lab = HandLab("shuangren", hand="23s456s78s111z55z4z")
    assert [s["value"] for s in lab.view["seats"]] == [1]
    assert [s["value"] for s in lab.view["claims"]["seats"]] == [1]
    lab.handle({"kind": "claim_tile", "tile": "1s"})
    assert {o["kind"] for o in lab.view["claims"]["options"]} == {"chi"}
    lab.handle({"kind": "claim_tile", "tile": "1s", "from_seat": 2})
    assert lab.message["level"] == "warning"


def test_win_not_allowed_message_type(r):
    with pytest.raises(NotAllowed):
        r.score("[234s] 678s78s111z55z +9s")


# ---- settlement (R-D6: "no dealing / dealer / payment rules" in the seed) -----------------

HAND_30 = "123456789s111z5z 25f +5z"  # 30 points, see widgets/mahjong/shuangren.py's module doc


@pytest.mark.ruling("R-D6")
def test_the_other_seat_pays_the_points_times_the_stake_on_a_discard_and_a_self_draw():
    """R-D6: "The loser pays the fan total × unit. With two players, ron and self-draw are
    both paid by the opponent; do not add MCR's 8-point base"."""
    r = rules("shuangren", stake=3)
    drawn = r.settle([Win(1, "5z", None, HAND_30)], dealer=1)
    on_discard = r.settle([Discard(0, "5z"), Win(1, "5z", 0, "123456789s111z5z 25f +5z")],
                          dealer=1)
    assert drawn.net == {0: -90, 1: 90}
    assert on_discard.net[1] == 3 * r.score(HAND_30).total  # scored without 自摸
    assert on_discard.net[1] < drawn.net[1]  # 不求人 needs the self-draw
    assert [p.ruling for p in drawn.payments] == ["R-D6"]


@pytest.mark.ruling("R-D6")
def test_the_dealer_keeps_the_deal_on_a_dealer_win_or_a_drawn_hand_else_it_passes():
    """R-D6: "The dealer keeps the deal on a dealer win or 荒庄, otherwise it passes"."""
    r = rules("shuangren")
    assert r.settle([Win(0, "5z", None, HAND_30)], dealer=0).next_dealer == 0
    assert r.settle([Win(1, "5z", None, HAND_30)], dealer=0).next_dealer == 1
    assert r.settle([End("wall")], dealer=1).next_dealer == 1


def test_bad_settlement_input_names_the_problem():
    r = rules("shuangren")
    with pytest.raises(ValueError, match="seats 0 and 1"):
        r.settle([Discard(2, "5z")])
    with pytest.raises(ValueError, match="event 1 .win.: not a win"):
        r.settle([Win(1, "1s", 0, "123456789s11z22z +1s")])  # under 起胡 8
    with pytest.raises(ValueError, match="dealer"):
        r.settle([], dealer=3)
    with pytest.raises(ValueError, match="'stake'"):
        rules("shuangren", stake=-1)
