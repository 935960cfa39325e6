"""永州麻將 payments from events: 2^番 × stake (R-Y16), 一炮多響 / 一炮三響 (R-Y10, R-Y3),
杠上開花包杠, 十二張落地包自摸 with 包先不包后 (R-Y11), 大四喜/大三元 包 (R-Y12), 搶杠, 天和/人和/
地和 from the history, the next dealer and a drawn hand (R-Y1, P-Y5). Amounts are worked out
by hand in the comments."""

from __future__ import annotations

import pytest

import widgets
from widgets.engine.events import Claim, Deal, Discard, Draw, End, Kong, Win, to_json

R = widgets.rules("yongzhou")
READY = "123m456p789s23m55s"  # 平胡 waiting on 1m / 4m


def paid(ledger) -> list[tuple[int, int, int, str]]:
    return [(p.payer, p.payee, p.paid, p.reason_zh) for p in ledger.payments]


@pytest.mark.ruling("R-Y16")
def test_discard_win_and_self_draw():
    """R-Y16: on a discard the discarder pays 2^番 × stake; self-drawn, each of the three
    others pays it (包自摸 "為其余兩家代付" implies the three pay)."""
    r = widgets.rules("yongzhou", stake=5)
    ledger = r.settle([Discard(3, "4m"), Win(0, "4m", 3, READY + " +4m")])
    assert paid(ledger) == [(3, 0, 10, "点炮")]  # 平胡 1番 = 2 points × 5
    ledger = r.settle([Draw(0, "4m"), Win(0, "4m", None, READY + " +4m")])
    assert ledger.net == {0: 60, 1: -20, 2: -20, 3: -20}  # 平胡 + 自摸 = 2番 = 4 × 5 each
    assert r.settle(to_json([Discard(3, "4m"), Win(0, "4m", 3, READY + " +4m")])).net[0] == 10


WINNERS_ON_5S = [Win(1, "5s", 0, "123m456p789s11z34s +5s"),   # 平胡 1
                 Win(2, "5s", 0, "123m456p789m22z46s +5s"),   # 平胡 1
                 Win(3, "5s", 0, "111m456p789p33z67s +5s")]   # 雞胡 0


@pytest.mark.ruling("R-Y10")
def test_two_winners_each_paid_by_the_discarder():
    """一炮多響 (R-Y10): the discarder pays each winner their own amount; no raise for two."""
    events = [Discard(3, "9m"), Draw(0, "5s"), Discard(0, "5s")] + WINNERS_ON_5S[:2]
    ledger = R.settle(events, dealer=3)
    assert paid(ledger) == [(0, 1, 2, "一炮多响"), (0, 2, 2, "一炮多响")]
    assert ledger.next_dealer == 0  # the dealer (seat 3) is not among the winners


@pytest.mark.ruling("R-Y3")
def test_three_winners_are_raised_to_the_cap():
    """一炮三響: "點炮者包三家。胡牌者不滿3番牌型，按照3番滿計算": each winner is raised to
    3番 (8 points) in table A, 5番 (32) in table B (R-Y3); the discarder pays all three."""
    events = [Discard(0, "5s")] + WINNERS_ON_5S
    assert R.settle(events).net == {0: -24, 1: 8, 2: 8, 3: 8}
    assert widgets.rules("yongzhou", cap=5).settle(events).net == {0: -96, 1: 32, 2: 32, 3: 32}


def test_dealer_among_the_winners_stays():
    """"如果一炮多響包括莊家在內胡牌，下一輪莊家繼續當莊"."""
    ledger = R.settle([Discard(0, "5s")] + WINNERS_ON_5S[:2], dealer=2)
    assert ledger.next_dealer == 2


KONG_WIN = "123m456s99s23p [7777p,2] +4p"  # 雞胡 0 + 自摸 1, raised by 杠上開花 to 3 = 8


def test_kong_bloom_after_a_discard_kong_is_paid_by_the_feeder():
    """"杠上開花包杠：開暗刻明杠補牌后胡牌，計自摸，點杠者包三家牌": seat 0 discarded the
    7p that seat 2 konged on its 暗刻; seat 2 wins on the replacement: seat 0 pays 3 × 8."""
    events = [Discard(0, "7p"), Kong(2, "7p", "direct", from_seat=0),
              Draw(2, "4p", replacement=True),
              Win(2, "4p", None, KONG_WIN, {"after_kong": True})]
    assert paid(R.settle(events)) == [(0, 2, 24, "杠上开花包杠")]
    # after a concealed kong nobody fed it: each pays 8
    events = [Kong(2, "7p", "concealed"), Draw(2, "4p", replacement=True),
              Win(2, "4p", None, KONG_WIN.replace("[7777p,2]", "{7777p}"),
                  {"after_kong": True})]
    assert R.settle(events).net == {0: -8, 1: -8, 2: 24, 3: -8}


LUODI = "2z [111m,3] [345p,1] [999s,3] [555z,2] +2z"  # 雞胡 + 自摸 + 三元牌 = 2番 = 4


def four_sets(seat: int, feeders: tuple[int, int, int, int]) -> list:
    tiles = ("1m", "4p", "9s", "5z")
    kinds = ("pon", "chi", "pon", "pon")
    return [Claim(seat, k, t, f) for k, t, f in zip(kinds, tiles, feeders, strict=True)]


@pytest.mark.ruling("R-Y11")
def test_twelve_down_self_draw_is_paid_by_the_feeder():
    """十二張落地包自摸: seat 1's discard gave seat 3 its 4th exposed set (12 tiles down, a
    single wait); seat 3 then self-draws: seat 1 pays all three shares, 3 × 4 (R-Y11)."""
    events = four_sets(3, (0, 2, 0, 1)) + [Draw(3, "2z"), Win(3, "2z", None, LUODI)]
    assert paid(R.settle(events)) == [(1, 3, 12, "十二张落地包自摸")]
    # a discard win by the same hand is ordinary: the discarder pays
    events = four_sets(3, (0, 2, 0, 1)) + [Discard(0, "2z"), Win(3, "2z", 0, LUODI)]
    assert paid(R.settle(events)) == [(0, 3, 2, "点炮")]  # 雞胡 + 三元牌 = 1番


@pytest.mark.ruling("R-Y11")
def test_liable_for_the_first_player_only():
    """包先不包后 (例二): seat 1 fed seat 3's 4th set first, then seat 2's; when seat 2
    self-draws, seat 1 is not liable: each of the three pays."""
    events = (four_sets(3, (0, 2, 0, 1)) + four_sets(2, (0, 1, 0, 1))
              + [Draw(2, "2z"), Win(2, "2z", None, LUODI)])
    assert R.settle(events).net == {0: -4, 1: -4, 2: 12, 3: -4}
    alone = four_sets(2, (0, 1, 0, 1)) + [Draw(2, "2z"), Win(2, "2z", None, LUODI)]
    assert paid(R.settle(alone)) == [(1, 2, 12, "十二张落地包自摸")]


@pytest.mark.ruling("R-Y12")
def test_big_three_dragons_liability():
    """"大三元：玩家已碰出紅中、白板、發財，任意2款．若有人打出余下一款者，那人則需承擔包自模
    的責任" (R-Y12: when the player claims it): seat 1 discarded the 3rd dragon, seat 2 碰'd
    it; seat 2 self-draws 大三元 (6番 = 64): seat 1 pays 3 × 64."""
    hand = "123m5p [555z,2] [666z,1] [777z,3] +5p"
    events = [Claim(2, "pon", "5z", 0), Claim(2, "pon", "6z", 3), Claim(2, "pon", "7z", 1),
              Draw(2, "5p"), Win(2, "5p", None, hand)]
    assert paid(R.settle(events)) == [(1, 2, 192, "大三元包自摸")]
    # won directly on another discard: the discarder pays as normal
    events[-2:] = [Discard(3, "5p"), Win(2, "5p", 3, hand)]
    assert paid(R.settle(events)) == [(3, 2, 64, "点炮")]


@pytest.mark.ruling("R-Y12")
def test_big_four_winds_liability():
    """大四喜: three winds 碰'd, seat 0 discards the 4th and it is claimed: seat 0 is liable
    (the 大四喜 包 is named, ahead of 十二張落地 for the same seat)."""
    hand = "5p [111z,1] [222z,2] [333z,3] [444z,2] +5p"
    events = [Claim(2, "pon", "1z", 1), Claim(2, "pon", "2z", 0), Claim(2, "pon", "3z", 3),
              Claim(2, "pon", "4z", 0), Draw(2, "5p"), Win(2, "5p", None, hand)]
    assert paid(R.settle(events)) == [(0, 2, 192, "大四喜包自摸")]


def test_robbed_kong_pays_three_shares():
    """"搶杠胡等同杠開，當自摸，被搶杠者（欲開杠者）包三家牌": 平胡 1 + 自摸 1, raised to 3 =
    8; the robbed seat 1 pays 3 × 8. The robbed kong itself is not recorded (P-S11)."""
    events = [Claim(1, "pon", "4m", 2), Draw(1, "4m"),
              Win(0, "4m", 1, READY + " +4m", {"robbing_kong": True})]
    assert paid(R.settle(events)) == [(1, 0, 24, "抢杠")]


def test_only_an_exposed_pon_can_be_robbed_in_settlement():
    """"明刻開明杠，可以被搶杠胡": the robbed seat must hold an exposed 碰 of the tile (a 碰
    already made a kong, or none at all, is named as the error)."""
    robbed = Win(0, "4m", 1, READY + " +4m", {"robbing_kong": True})
    with pytest.raises(ValueError, match="no exposed 碰 of 4m"):
        R.settle([Draw(1, "4m"), robbed])
    with pytest.raises(ValueError, match="no exposed 碰 of 4m"):
        R.settle([Claim(2, "pon", "4m", 3), Draw(1, "4m"), robbed])  # seat 2's 碰, not 1's
    with pytest.raises(ValueError, match="no exposed 碰 of 4m"):
        R.settle([Claim(1, "pon", "4m", 2), Draw(1, "4m"), Kong(1, "4m", "added"),
                  Draw(1, "9p", replacement=True), Discard(1, "9p"), robbed])


def test_heavenly_human_earthly_from_the_history():
    """天和 (dealer complete as dealt), 人和 (the dealer's first discard), 地和 (a non-dealer's
    first draw, no claim before): 6番 each, read from the events."""
    complete = "123m456p789s222s5s"
    ledger = R.settle([Deal(0, complete + "5s"), Win(0, "5s", None, complete + " +5s")])
    assert ledger.net[0] == 3 * 64
    ledger = R.settle([Deal(0, complete + "9m"), Discard(0, "5s"),
                       Win(1, "5s", 0, complete + " +5s")])
    assert ledger.net[1] == 64  # 人和, paid by the dealer
    other = "123m456p789s333s5s"  # seat 2's own tiles: no fifth 2s across the seats (P-T6)
    first = [Deal(0, complete + "9m"), Deal(2, other), Discard(0, "9m"), Draw(1, "9p"),
             Discard(1, "9p"), Draw(2, "5s"), Win(2, "5s", None, other + " +5s")]
    assert R.settle(first).net[2] == 3 * 64  # 地和
    claimed = first[:4] + [Claim(3, "pon", "9p", 1)] + first[4:]
    # "第一圈里如有人吃、碰牌…已不生效，不成地和": 雞胡 + 自摸 = 1番 = 2 each
    assert R.settle(claimed).net[2] == 6
    with pytest.raises(ValueError, match="first_turn"):
        R.settle(claimed[:-1] + [Win(2, "5s", None, other + " +5s", {"first_turn": True})])


@pytest.mark.ruling("R-Y1")
@pytest.mark.ruling("P-Y5")
def test_a_drawn_hand_pays_nothing_and_the_dealer_stays():
    """R-Y1: "和牌 即流局、荒牌" is a draw; P-Y5: the dealer deals again."""
    ledger = R.settle([Deal(1, READY + "9p"), End("wall")])
    assert ledger.payments == () and ledger.next_dealer == 1
    assert any("R-Y1" in n for n in ledger.notes)


@pytest.mark.ruling("P-Y4")
def test_kong_bloom_liability_comes_before_twelve_down():
    """P-Y4: one liable seat per self-draw; 杠上開花包杠 outranks 十二張落地. Seat 2 has three
    sets from seat 1 and, as its 4th (12 tiles down, fed by seat 0), a kong on seat 0's
    discard; it wins on the replacement: seat 0 pays, named as 杠上開花包杠."""
    hand = "2z [111m,1] [345p,1] [999s,1] [7777p,2] +2z"
    events = four_sets(2, (1, 1, 1, 1))[:3] + [
        Discard(0, "7p"), Kong(2, "7p", "direct", from_seat=0),
        Draw(2, "2z", replacement=True), Win(2, "2z", None, hand, {"after_kong": True})]
    assert paid(R.settle(events)) == [(0, 2, 24, "杠上开花包杠")]


def test_bad_histories_are_named():
    with pytest.raises(ValueError, match="last discard"):
        R.settle([Discard(3, "1m"), Win(0, "4m", 3, READY + " +4m")])
    with pytest.raises(ValueError, match="cannot win"):
        R.settle([Discard(3, "9m"), Win(0, "9m", 3, READY + " +9m")])
    with pytest.raises(ValueError, match="only a discard can have several winners"):
        R.settle([Draw(0, "4m"), Win(0, "4m", None, READY + " +4m"),
                  Win(1, "4m", None, READY + " +4m")])


@pytest.mark.ruling("P-Y7")
def test_no_renhe_after_the_dealers_kong_in_both_paths():
    """Issue 31 item 2. Seed 001: "人和：起牌后，莊家打出的第一張牌，閑家吃和" names no 杠; P-Y7
    reads a kong before that discard (暗杠 included) as ending the first turn: its replacement draw
    comes between the deal and the discard. The history and the constraint table agree: the
    settled hand pays no 人和, and score() refuses first_turn with kong_discard (P-X11)."""
    complete = "123m456p789s222s5s"
    events = [Deal(0, "9999p123m456m78s5s1z"), Kong(0, "9p", "concealed"),
              Draw(0, "2z", replacement=True), Discard(0, "5s"),
              Win(1, "5s", 0, complete + " +5s")]
    ledger = R.settle(events)
    assert ledger.net[1] == R.score(complete + " +5s").total == 1  # 雞胡 only: no 人和 (64)
    with pytest.raises(ValueError, match="first_turn"):
        R.settle(events[:-1] + [Win(1, "5s", 0, complete + " +5s", {"first_turn": True})])
    problems = R.problems("123m456p789s23m55s +4m", first_turn=True, kong_discard=True)
    assert [p.ruling for p in problems] == ["P-X11"]
    with pytest.raises(widgets.ImpossibleSituation, match="P-X11"):
        R.score("123m456p789s23m55s +4m", first_turn=True, kong_discard=True)
