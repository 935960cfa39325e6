"""永州麻將 claims that read the history: 漏胡 (R-Y13), 相公 (R-Y14), 搶杠 (which kongs can be
robbed), and the minimum (R-Y15) on a claim. Seats in events are absolute (0–3, turn order);
claims take the discarder relative to the claimer (1 上家, 2 對家, 3 下家)."""

from __future__ import annotations

import pytest

import widgets
import widgets.engine.rules
from widgets.engine.events import Claim, Deal, Discard, Draw, Kong, Pass, Win
from widgets.mahjong.yongzhou import Round, Table

R = widgets.rules("yongzhou")
READY = "123m456p789s23m55s"  # waits on 1m and 4m


def passed_on(tile: str = "4m") -> list:
    """Seat 1 (seat 0's 下家) discards ``tile``; seat 0 could win and passes."""
    return [Discard(1, tile), Pass(0, tile, 1, ("win",))]


@pytest.mark.ruling("R-Y13")
def test_louhu_refuses_the_same_tile_from_duijia_and_shangjia():
    """"若玩家A為叫胡的狀態下，如下家B打出一張玩家A可以胡的牌而玩家A卻放棄不胡，那若對家C或
    上家D打出相同的一張牌時，玩家A是不能胡那一張的": after the pass, 4m from 對家 (seat 2)
    and from 上家 (seat 3) is refused with that reason; 1m (another wait) is not."""
    history = passed_on() + [Discard(2, "4m")]
    report = R.claims(READY, "4m", 2, history=history, seat=0)
    assert not report.allows("win")
    why = next(r for r in report.refused if r.kind == "win")
    assert why.ruling == "R-Y13" and "漏胡" in why.reason and "4m" in why.reason
    assert not R.claims(READY, "4m", 1, history=history + [Discard(3, "4m")], seat=0
                        ).allows("win")
    assert R.claims(READY, "1m", 2, history=passed_on() + [Discard(2, "1m")], seat=0
                    ).allows("win")
    # without the history the same claim is allowed: the rule is about what happened
    assert R.claims(READY, "4m", 2).allows("win")


@pytest.mark.ruling("R-Y13")
def test_louhu_is_literal_about_the_xiajia():
    """R-Y13 keeps the seed literal: only 對家 C or 上家 D are named. The 下家 can discard
    the same tile again before seat 0 moves only after a claim (here it 碰s seat 2's 9p);
    that discard is not barred, in the claims and in settlement alike."""
    history = passed_on() + [Discard(2, "9p"), Claim(1, "pon", "9p", 2), Discard(1, "4m")]
    assert R.claims(READY, "4m", 3, history=history, seat=0).allows("win")
    assert not R.claims(READY, "4m", 2, history=history, seat=0).allows("win")
    assert R.settle(history + [Win(0, "4m", 1, READY + " +4m")]).net[0] == 2  # 平胡 1番


@pytest.mark.ruling("R-Y13")
@pytest.mark.parametrize("move", [Draw(0, "9p"), Claim(0, "pon", "5s", 2),
                                  Kong(0, "9p", "concealed")], ids=["draw", "pon", "kong"])
def test_any_move_lifts_louhu(move):
    """"除非玩家A有進行動牌的情況，動牌的意思在于碰、上、杠、模牌的。當有動牌后，那不能胡
    那一張的規則便解除": a draw, a claim or a kong of seat 0's lifts the bar."""
    assert Table(R).run(passed_on()).louhu == {0: {3}}
    assert Table(R).run(passed_on() + [move]).louhu == {}


@pytest.mark.ruling("R-Y13")
def test_a_win_against_louhu_is_refused_in_settlement():
    events = passed_on() + [Discard(2, "4m"), Win(0, "4m", 2, READY + " +4m")]
    with pytest.raises(ValueError, match="漏胡"):
        R.settle(events)


@pytest.mark.ruling("R-Y14")
def test_xianggong_big_and_small():
    """"大相公：還沒有摸牌，而手上多于或等于14張牌" / "小相公：…小于或等于12張牌": the hand
    before its owner draws; a kong counts as three. A 相公 may not win (R-Y14)."""
    assert R.xianggong(READY) is None
    assert R.xianggong(READY + "9p")[0] == "大相公"
    assert R.xianggong("123m456p789s23m5s")[0] == "小相公"
    assert R.xianggong("123m456p789s2m [5555s,1]") is None  # 10 + a kong = 13


@pytest.mark.ruling("R-Y14")
def test_xianggong_from_the_history():
    """Seat 0 draws twice without discarding (漏打): 大相公 at the second draw. Seat 1
    discards twice: 小相公 at its next draw. Neither may win; the notes say why."""
    events = [Deal(0, READY), Deal(1, READY), Draw(0, "9p"), Draw(0, "9p"),
              Draw(1, "9s"), Discard(1, "9s"), Discard(1, "5s"), Draw(1, "1s")]
    table = Table(R).run(events)
    assert set(table.xianggong) == {0, 1}
    assert "大相公" in table.xianggong[0] and "小相公" in table.xianggong[1]
    report = R.claims(READY, "4m", 2, history=events[:4], seat=0)
    assert next(r for r in report.refused if r.kind == "win").ruling == "R-Y14"


def test_robbing_only_an_added_kong():
    """"搶杠：明刻開明杠，可以被搶杠胡 … 暗杠不可搶杠胡 … 暗刻開明杠，不算搶杠胡，胡牌者只能胡點
    杠那張牌，只算普通胡牌"."""
    assert R.rob_kong(READY, "4m", "added", 2).allows("win")
    direct = R.rob_kong(READY, "4m", "direct", 2)
    assert not direct.allows("win") and "ordinary discard win" in direct.refused[0].reason
    assert not R.rob_kong(READY, "4m", "concealed", 2).allows("win")
    # the discard a 暗刻 kong was made on is an ordinary claim: the win is allowed
    assert R.claims(READY, "4m", 2).allows("win")
    with pytest.raises(ValueError, match="kong is 'direct', 'added' or 'concealed'"):
        R.rob_kong(READY, "4m", "big", 2)


@pytest.mark.ruling("R-Y15")
def test_a_claim_under_the_minimum_is_refused_with_its_fan():
    r = widgets.rules("yongzhou", cap=5, minimum=3)
    report = r.claims(READY, "4m", 2)
    why = next(x for x in report.refused if x.kind == "win")
    assert why.ruling == "R-Y15" and "not enough fan: 1" in why.reason


def test_bad_claims_name_what_is_wrong():
    with pytest.raises(ValueError, match="from_seat is"):
        R.claims(READY, "4m", 4)
    with pytest.raises(ValueError, match="bad tile"):
        R.claims(READY, "0m", 2)
    with pytest.raises(ValueError, match="from_seat is"):
        R.rob_kong(READY, "4m", "added", 5)
    with pytest.raises(ValueError, match="history is a list of events"):
        R.claims(READY, "4m", 2, history=["Discard(1, '4m')"], seat=0)
    with pytest.raises(ValueError, match="absolute seat 0–3, not 9"):
        R.claims(READY, "4m", 2, history=passed_on(), seat=9)
    with pytest.raises(ValueError, match="need the claimer's seat"):
        R.claims(READY, "4m", 2, history=passed_on())
    with pytest.raises(ValueError, match="dealer is 0–3"):
        Round(7)
    with pytest.raises(ValueError, match="round_wind is 0–3"):
        Round(0, round_wind=4)


def test_the_lab_history_of_a_pass():
    """``passed_history`` (the hand lab's 漏胡 switch): seat 0 passed on its 下家's tile."""
    assert R.passed_history("4m") == (Discard(1, "4m"), Pass(0, "4m", 1, ("win",)))
    assert not R.claims(READY, "4m", 2, history=R.passed_history("4m"), seat=0).allows("win")
    with pytest.raises(ValueError, match="bad tile"):
        R.passed_history("0m")


def test_rob_kong_is_one_shared_rule_table():
    """rob_kong is MahjongRules' (shared with 武汉); each variant gives its table of the kongs
    that cannot be robbed; a variant without one says so."""
    assert set(R.unrobbable_kongs) == {"direct", "concealed"}
    assert R.rob_kong(READY, "4m", "added", 2).options[0].note.startswith("搶杠: counts as 自摸")
    for variant in widgets.engine.rules.REGISTRY.values():  # every variant states its rule
        assert variant.unrobbable_kongs is not None, variant.id

    class NoRule(widgets.engine.rules.MahjongRules):
        zh = "某麻将"
    with pytest.raises(NotImplementedError, match="states no rule for robbing a kong"):
        NoRule().rob_kong(READY, "4m", "added", 2)


def test_rounds_rotate():
    """風圈: "第一圈風圈為東 … 每打完一圈，則按照東、南、西、北的次序轉換風圈": four deals
    without 連莊 end a 圈; a dealer who stays keeps the round; seat winds follow the dealer."""
    r = Round(2)
    assert [r.seat_wind(s) for s in range(4)] == [2, 3, 0, 1]
    assert r.after(True) == r
    after = r.after(False).after(False).after(False)
    assert (after.dealer, after.round_wind) == (1, 0)
    assert after.after(False) == Round(2, 1, 2)
