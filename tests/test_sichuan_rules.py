"""四川麻将 血战到底 (``sichuan-xuezhan``): tile set, validation, 缺一门, waits, discard advice
and claims, checked against seed 000 lines 35–94 and rules/mahjong.md §2 and §6.

Fans and totals are in tests/test_sichuan_fans.py; settlement in test_settlement_sichuan.py.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import widgets
from widgets import InvalidHand, NotAllowed
from widgets.engine.notation import Hand
from widgets.engine.tiles import parse_tile


@pytest.fixture(scope="module")
def r():
    return widgets.rules("sichuan-xuezhan")


def t(name: str) -> int:
    return parse_tile(name)


def codes(problems) -> list[str]:
    return [p.code for p in problems]


def refusal(report, kind: str):
    return next(x for x in report.refused if x.kind == kind)


# ---- tile set and validation ---------------------------------------------------------------


def test_tile_set_is_108_suited_tiles(r):
    """The set: "牌面只有万、条、筒三门" — 万 条 筒 only, four of each: 27 kinds, 108 tiles."""
    assert len(r.kinds) == 27
    assert all(k < 27 for k in r.kinds)
    assert len(r.kinds) * r.copies == 108


@pytest.mark.parametrize("honour, hand", [
    ("1z", "123m456m789m11p2p 1z"),
    ("4z", "123m456m789m11p2p 4z"),
    ("5z", "123m456m789m11p2p 5z"),
    ("7z", "123m456m789m11p2p 7z"),
    ("1f", "123m456m789m11p23p 1f"),  # a flower is not one of the 13
])
def test_honours_and_flowers_are_refused(r, honour, hand):
    """"牌面只有万、条、筒三门": an honour or a flower is not in the set, and the problem names
    the tile."""
    problems = r.problems(hand)
    assert codes(problems) == ["not-in-set"]
    assert honour in problems[0].message
    assert problems[0].tiles == (t(honour),)


def test_a_fifth_copy_is_refused(r):
    """"牌面只有万、条、筒三门" (×4 each): a fifth 一万 is a problem naming the tile."""
    problems = r.problems("11111m456m789m11p2p")
    assert codes(problems) == ["copies"]
    assert "1m" in problems[0].message and "5 in the hand" in problems[0].message


def test_a_fifth_copy_counting_seen_tiles(r):
    """Four 五筒 in hand and one already seen on the table is one too many."""
    problems = r.problems("123m456m789m5555p", seen=[t("5p")])
    assert codes(problems) == ["copies"]
    assert "1 seen" in problems[0].message


def test_too_many_tiles_is_da_xianggong(r):
    """相公: 15 tiles is too many (大相公); a kong counts as three."""
    problems = r.problems("123m456m789m11p23p45p")
    assert codes(problems) == ["too-many"]
    assert "大相公" in problems[0].message
    assert not r.problems("123m456m11p23p {5555p} +4p")  # 4 + 3 + 3 + 2 + 2 + 1 - 1 = 14


def test_too_few_tiles_is_xiao_xianggong(r):
    """相公: 11 tiles is too few (小相公)."""
    problems = r.problems("123m456m789m11p")
    assert codes(problems) == ["too-few"]
    assert "小相公" in problems[0].message


def test_a_winning_hand_needs_fourteen(r):
    """A hand written with its winning tile must hold 14 (a kong counting as three)."""
    assert codes(r.problems("123m456m789m11p2p +3p")) == ["count"]


def test_a_meld_that_is_not_a_meld(r):
    """A meld must be 碰 (three alike) or 杠 (four alike): ``[124m]`` is neither."""
    problems = r.problems("[124m] 456m789m11p23p")
    assert codes(problems) == ["not-a-meld"]
    assert "[124m]" in problems[0].message


def test_a_chi_meld_is_refused(r):
    """"游戏中不可以吃牌": an exposed run ``[123m]`` (吃) cannot be in a Sichuan hand."""
    problems = r.problems("[123m] 456m789m11p23p")
    assert codes(problems) == ["meld-not-allowed"]
    assert "游戏中不可以吃牌" in problems[0].message


def test_every_problem_is_reported_at_once(r):
    """Validation lists every problem at once: an honour (outside "万、条、筒三门"), a fifth
    一万 and a meld that is not a meld are three problems, reported together."""
    text = "11111m 5z [124m] 456p 78p"
    problems = r.problems(text)
    assert codes(problems) == ["not-in-set", "copies", "not-a-meld"]
    with pytest.raises(InvalidHand) as info:
        r.validate(text)
    assert info.value.problems == problems
    assert isinstance(info.value, ValueError)
    for p in problems:
        assert p.message in str(info.value)


def test_validate_returns_the_hand(r):
    """A valid hand comes back parsed."""
    hand = r.validate("123m456m789m11p23p")
    assert isinstance(hand, Hand) and hand.size == 13


@pytest.mark.ruling("R-S17")
def test_three_suits_in_hand_are_no_problem_before_the_win(r):
    """"至少缺一门才可胡牌" is a condition on winning, not on holding: a 13-tile hand in all
    three suits is valid, just not ready (R-S17: 缺一门 is checked at win time)."""
    assert r.problems("123m456m789m11p2s3p") == ()
    assert r.waits("123m456m789m11p23s") == ()


# ---- 缺一门 -----------------------------------------------------------------------------------


def test_a_complete_three_suit_hand_cannot_win(r):
    """"至少缺一门才可胡牌": four sets and a pair in 万, 筒 and 条 is a 花猪, not a win; the
    reason names 花猪 and quotes the seed."""
    hand = "123m456m789m11p23s +4s"
    assert not r.can_win(hand)
    with pytest.raises(NotAllowed) as info:
        r.score(hand)
    assert "花猪" in str(info.value) and "至少缺一门才可胡牌" in str(info.value)
    assert "花猪" in r.analyse(hand).not_winning


def test_the_same_shape_in_two_suits_wins(r):
    """"至少缺一门才可胡牌": the same shape with the pair moved into 万 lacks 条 and wins."""
    assert r.can_win("123m456m789m11m23p +4p")


@pytest.mark.parametrize("hand, shanten", [
    ("123m456m789m567s5p", 1),     # four sets + one tile of a third suit: it must go
    ("123m456m789m567s5m", 0),     # the same in two suits: a single wait
    ("123m456m789m55p567s", 1),    # complete-looking, but a 花猪: not -1
    ("123m456m789m11p234s", 1),    # drop 筒: the pair goes, 234s stays
    ("123m456m789m11p234p", -1),
    ("123m [555p] [666s] 11p 789m", 5),  # melds use 筒 and 条: all six 万 must go
])
def test_shanten_under_que_yi_men(r, hand, shanten):
    """"至少缺一门才可胡牌": shanten counts the exchanges to a ready hand that lacks a suit, so
    every tile of the dropped suit must go (DESIGN: tenpai needs none left)."""
    assert r.shanten(hand) == shanten


def test_melds_in_all_three_suits_can_never_win(r):
    """"至少缺一门才可胡牌": with 碰 in 万, 筒 and 条 no suit can be dropped: shanten None, no
    waits, never ready."""
    hand = "[111m] [555p] [666s] 11p 789m"
    assert r.shanten(hand) is None
    hand13 = "[111m] [555p] [666s] 11p 78m"
    assert r.shanten(hand13) is None
    assert r.waits(hand13) == ()
    assert not r.is_ready(hand13)


SUIT_BASE = (0, 9, 18)


@st.composite
def two_suit_sets(draw):
    """Four sets spanning exactly two suits, and the third suit's index."""
    a, b, c = draw(st.permutations(range(3)))
    suits = [a, b] + [draw(st.sampled_from([a, b])) for _ in range(2)]
    tiles: list[int] = []
    for s in suits:
        if draw(st.booleans()):
            n = draw(st.integers(0, 6))
            tiles += [SUIT_BASE[s] + n + i for i in range(3)]
        else:
            tiles += [SUIT_BASE[s] + draw(st.integers(0, 8))] * 3
    return tiles, c


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(two_suit_sets(), st.integers(0, 8))
def test_four_sets_and_a_third_suit_single_is_one_shanten(sets_and_suit, n):
    """"至少缺一门才可胡牌": four sets in two suits plus one tile of the third suit is 1 away
    (the single must go), never ready, whatever the sets are."""
    r = widgets.rules("sichuan-xuezhan")
    tiles, third = sets_and_suit
    hand = Hand(tuple(sorted(tiles + [SUIT_BASE[third] + n])))
    assume(not r.problems(hand))
    assert r.shanten(hand) == 1
    assert r.waits(hand) == ()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(two_suit_sets(), st.integers(0, 8), st.integers(0, 13))
def test_a_tile_taken_from_a_win_is_a_wait(sets_and_suit, n, k):
    """"下叫：即听牌，差一张就可以胡牌": take one tile from a two-suit winning hand and it is
    ready, the tile is among its waits, and each wait's discard score is at least ×1."""
    r = widgets.rules("sichuan-xuezhan")
    tiles, third = sets_and_suit
    suit = tiles[0] // 9
    full = sorted(tiles + [SUIT_BASE[suit] + n] * 2)
    hand = Hand(tuple(full))
    assume(not r.problems(hand))
    taken = full.pop(k)
    hand13 = Hand(tuple(full))
    assert r.shanten(hand13) == 0
    waits = r.waits(hand13)
    assert taken in [w.tile for w in waits]
    assert r.is_ready(hand13)
    for w in waits:
        assert w.tile // 9 != third
        if not w.dead:
            ron = r.score(hand13.with_winning(w.tile)).total
            tsumo = r.score(hand13.with_winning(w.tile), self_drawn=True).total
            assert ron >= 1 and tsumo == 2 * ron


# ---- waits (下叫) ----------------------------------------------------------------------------


def test_waits_and_unseen_counts(r):
    """"下叫：即听牌，差一张就可以胡牌": 123m 789m×3 1m waits on 1m (pair 11m with 123m) and
    4m (11m + 234m); with 1m, 4m, 4m seen, 1m has 4 − 2 held − 1 seen = 1 left, 4m has 2."""
    waits = r.waits("123m789m789m789m1m", seen=[t("1m"), t("4m"), t("4m")])
    assert [(w.tile, w.unseen, w.dead) for w in waits] == [(t("1m"), 1, False), (t("4m"), 2, False)]


def test_wait_scores_on_a_discard_and_self_drawn(r):
    """Each wait shows what it would score: on 1m, 清一色 ×4 × 带幺九 ×4 = 16 (自摸 32); on 4m
    the 234m set has no 1 or 9, so 清一色 ×4 only (自摸 8). "自摸x2"."""
    waits = r.waits("123m789m789m789m1m", scores=True)
    assert [(w.tile, w.discard_score, w.self_draw_score) for w in waits] == [
        (t("1m"), 16, 32), (t("4m"), 4, 8)]


def test_a_hand_of_thirteen_that_is_not_ready_has_no_waits(r):
    """A hand two tiles away has no waits and is not 下叫."""
    assert r.waits("123m456m789m12p5p9p") == ()
    assert not r.is_ready("123m456m789m12p5p9p")


DEAD = "1111m456m789m456p"  # its only wait is a fifth 一万


@pytest.mark.ruling("P-S1")
def test_a_wait_held_four_times_is_dead_and_not_ready(r):
    """"下叫：即听牌，差一张就可以胡牌": a hand whose only wait is a tile it holds all four of
    can never win on it: the wait is shown dead, none unseen, and it is not 下叫 (P-S1)."""
    waits = r.waits(DEAD)
    assert [(w.tile, w.unseen, w.dead) for w in waits] == [(t("1m"), 0, True)]
    assert r.shanten(DEAD) == 0
    assert not r.is_ready(DEAD)


@pytest.mark.ruling("P-S1")
def test_dead_waits_ready_option(r):
    """Option ``dead_waits_ready`` (P-S1): the room counts a dead wait as 下叫; a live wait is
    ready either way."""
    lenient = widgets.rules("sichuan-xuezhan", dead_waits_ready=True)
    assert lenient.is_ready(DEAD)
    assert lenient.is_ready("123m456m789m11p23p") and r.is_ready("123m456m789m11p23p")


@pytest.mark.ruling("P-S1")
def test_dead_wait_scores_are_none(r):
    """A dead wait cannot be won, so it has no discard or self-draw score."""
    waits = r.waits(DEAD, scores=True)
    assert [(w.discard_score, w.self_draw_score) for w in waits] == [(None, None)]


@pytest.mark.ruling("P-S1")
def test_analyse_shows_a_dead_wait(r):
    """The hand lab shows the dead wait and that the hand is not ready (P-S1)."""
    a = r.analyse(DEAD)
    assert [w.dead for w in a.waits] == [True]
    assert not a.ready


# ---- discard advice ----------------------------------------------------------------------------


def test_discard_advice_best_discard_and_jinzhang(r):
    """"至少缺一门才可胡牌": from 123m456m789m 11p 23p 1s the 条 must go: discard 1s, ready on
    1p (4 − 2 held = 2 left) and 4p (4 left): 进张 6."""
    best = r.discard_advice("123m456m789m11p23p1s")[0]
    assert (best.tile, best.shanten) == (t("1s"), 0)
    assert best.effective == ((t("1p"), 2), (t("4p"), 4))
    assert best.effective_count == 6


def test_discard_advice_counts_seen_tiles(r):
    """Discard 5s from 123m456m789m 11p 24p 5s: ready on the closed wait 3p, 4 unseen; with two
    三筒 already seen, 2 left."""
    best = r.discard_advice("123m456m789m11p24p5s")[0]
    assert (best.tile, best.shanten, best.effective) == (t("5s"), 0, ((t("3p"), 4),))
    seen = r.discard_advice("123m456m789m11p24p5s", seen=[t("3p"), t("3p")])[0]
    assert seen.effective == ((t("3p"), 2),)
    second = r.discard_advice("123m456m789m11p24p5s")[1]
    assert second.shanten == 1


def test_discard_advice_counts_the_discard_as_seen(r):
    """Discard 2p from 123m456m789m 11p 24p 5s (1 away): drawing 2p back helps, but the 2p
    just discarded is on the table, so 3 are unseen, not 4; 4p: 4 − 1 held = 3."""
    option = next(o for o in r.discard_advice("123m456m789m11p24p5s") if o.tile == t("2p"))
    assert option.shanten == 1
    effective = dict(option.effective)
    assert (effective[t("2p")], effective[t("4p")], effective[t("1p")]) == (3, 3, 2)


def test_discard_advice_on_a_complete_looking_hua_zhu(r):
    """"至少缺一门才可胡牌": 123m456m789m 55p 567s looks complete but is a 花猪 (shanten 1);
    discard 5p and any 万 or 条 draw makes it ready: 9 万 kinds × 3 + 567s × 3 + six other 条
    × 4 = 60."""
    assert r.shanten("123m456m789m55p567s") == 1
    best = r.discard_advice("123m456m789m55p567s")[0]
    assert (best.tile, best.shanten, best.effective_count) == (t("5p"), 1, 60)
    assert all(tile // 9 in (0, 2) for tile, _ in best.effective)


# ---- claims on a discard -------------------------------------------------------------------------


def test_pon_with_two_in_hand(r):
    """碰 needs two alike in hand; with two 五筒 a 五筒 from any seat can be 碰'd but not 杠'd."""
    for seat in (1, 2, 3):
        report = r.claims("123m456m789m55p23p", "5p", seat)
        assert [o.kind for o in report.options] == ["pon"]
        assert report.options[0].tiles == (t("5p"),) * 3
        assert "three" in refusal(report, "kong").reason


def test_kong_with_three_in_hand(r):
    """"刮风：即明杠 … 直杠指的是手中有三张一样的牌，杠别人打出的第四张牌": with three 五筒,
    both 碰 and 明杠 are offered."""
    report = r.claims("123m456m789m555p2p", "5p", 2)
    assert [o.kind for o in report.options] == ["pon", "kong"]
    assert report.options[1].tiles == (t("5p"),) * 4


def test_chi_is_always_refused(r):
    """"游戏中不可以吃牌": even from 上家 with 24p in hand, 吃 3p is refused with the seed's
    sentence, while 胡 on it is allowed."""
    report = r.claims("123m456m789m11p24p", "3p", 1)
    assert not report.allows("chi")
    assert "游戏中不可以吃牌" in refusal(report, "chi").reason
    assert report.allows("win")


@pytest.mark.ruling("R-S14")
@pytest.mark.parametrize("left", [0, 1])
def test_no_kong_with_the_last_tile(r, left):
    """"剩余最后一张牌时不可以杠牌": with ≤ 1 tile left no kong (R-S14), but 碰 still is."""
    report = r.claims("123m456m789m555p2p", "5p", 2, wall_remaining=left)
    assert [o.kind for o in report.options] == ["pon"]
    why = refusal(report, "kong")
    assert why.ruling == "R-S14" and "剩余最后一张牌时不可以杠牌" in why.reason


@pytest.mark.ruling("R-S14")
def test_kong_with_two_tiles_left(r):
    """"剩余最后一张牌时不可以杠牌" says nothing about two tiles: the kong is allowed (R-S14)."""
    assert r.claims("123m456m789m555p2p", "5p", 2, wall_remaining=2).allows("kong")


def test_win_on_a_discard(r):
    """"下叫" hand 123m456m789m 11p 23p wins on 1p or 4p from any seat."""
    for tile in ("1p", "4p"):
        assert r.claims("123m456m789m11p23p", tile, 3).allows("win")
    report = r.claims("123m456m789m11p23p", "7p", 3)
    assert not report.allows("win")
    assert "7p" in refusal(report, "win").reason


def test_win_refused_for_a_hua_zhu(r):
    """"至少缺一门才可胡牌": 123m456m789m 11p 23s completes on 1s or 4s in shape, but it holds
    all three suits: 胡 is refused with the reason (花猪), and no other claim is possible."""
    report = r.claims("123m456m789m11p23s", "1s", 3)
    assert report.options == ()
    why = refusal(report, "win").reason
    assert "花猪" in why and "至少缺一门才可胡牌" in why


@pytest.mark.ruling("R-S17")
def test_pon_into_a_third_suit_is_allowed(r):
    """"至少缺一门才可胡牌" is checked at the win (R-S17, no 定缺): a 碰 that adds 条 to a
    万/筒 hand is allowed, although it cannot win then."""
    report = r.claims("123m456m789m55s23p", "5s", 2)
    assert report.allows("pon")


@pytest.mark.parametrize("seat", [0, 4, -1, "2"])
def test_claims_bad_from_seat(r, seat):
    """from_seat is 1 上家, 2 对家 or 3 下家; anything else is a ValueError that says so."""
    with pytest.raises(ValueError, match="from_seat"):
        r.claims("123m456m789m11p23p", "1p", seat)


def test_claims_on_a_fourteen_tile_hand(r):
    """A claim needs a 13-tile hand waiting for a discard; 14 is a clear error."""
    with pytest.raises(NotAllowed, match="13-tile"):
        r.claims("123m456m789m11p234p", "1p", 1)


def test_claims_on_an_invalid_hand(r):
    """An invalid hand is refused with its problems before any claim is considered."""
    with pytest.raises(InvalidHand):
        r.claims("123m456m789m11p2z3p", "1p", 1)


def test_claims_on_a_tile_outside_the_set(r):
    """"牌面只有万、条、筒三门": nobody can discard 东, so a claim on 1z is an error."""
    with pytest.raises(ValueError, match="1z"):
        r.claims("123m456m789m11p23p", "1z", 1)


def test_claims_on_a_fifth_copy(r):
    """"牌面只有万、条、筒三门" (×4): holding four 一万, nobody can discard a fifth."""
    with pytest.raises(ValueError, match="1m"):
        r.claims(DEAD, "1m", 2)


# ---- analyse ------------------------------------------------------------------------------------


def test_analyse_a_ready_hand_with_a_discard(r):
    """The hand lab in one call: shanten 0, ready, waits, and the claims on 1p from 上家
    (碰 and 胡; 吃 refused: "游戏中不可以吃牌")."""
    a = r.analyse("123m456m789m11p23p", discard="1p", from_seat=1)
    assert (a.shanten, a.ready) == (0, True)
    assert [w.tile for w in a.waits] == [t("1p"), t("4p")]
    assert [o.kind for o in a.claims.options] == ["pon", "win"]


def test_analyse_never_raises_for_a_bad_hand(r):
    """A hand with problems is analysed into its problems, not an exception."""
    a = r.analyse("11111m 5z")
    assert "copies" in codes(a.problems) and "not-in-set" in codes(a.problems)


def test_analyse_explains_a_complete_looking_hua_zhu(r):
    """"至少缺一门才可胡牌": 123m456m789m 11p 234s looks complete; the lab says why it
    cannot win."""
    assert "花猪" in r.analyse("123m456m789m11p234s").not_winning


@pytest.mark.ruling("R-S13")
def test_a_win_in_the_last_four_tiles_is_compulsory(r):
    """"最后四张自动胡牌": with four or fewer tiles left a possible win is taken automatically,
    so the claim report marks the win compulsory; earlier it is the player's choice."""
    late = r.claims("123m456m789m11p23p", "4p", 2, wall_remaining=4)
    assert "compulsory" in next(o.note for o in late.options if o.kind == "win")
    early = r.claims("123m456m789m11p23p", "4p", 2, wall_remaining=5)
    assert next(o.note for o in early.options if o.kind == "win") == ""


@pytest.mark.ruling("P-S1")
def test_analyse_says_why_a_dead_tenpai_is_not_ready(r):
    """A hand whose only wait is held four times is shanten 0 in shape but not ready; the
    analysis says so as a blocker, and not when the option counts dead waits as ready."""
    a = r.analyse("1111m456m789m456p")
    assert a.shanten == 0 and not a.ready
    assert any("dead" in b for b in a.blockers)
    lenient = widgets.rules("sichuan-xuezhan", dead_waits_ready=True).analyse("1111m456m789m456p")
    assert lenient.ready and not lenient.blockers
