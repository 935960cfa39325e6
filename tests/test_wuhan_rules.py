"""武汉麻将 红中赖子杠 (``wuhan``): tiles, the 赖子 flip, 红中, 开口, the shape of a win,
shanten and waits, checked against seed 000 lines 2–34 and rules/mahjong.md §1 and §6.

Scores are in test_wuhan_fans.py, claims in test_wuhan_claims.py, settlement in
test_wuhan_settlement.py, the hand lab in test_wuhan_lab.py.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hands import random_complete
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from test_wilds import _sets_only, is_complete, plus, substitutions

import widgets
from widgets import InvalidHand, NotAllowed, Situation
from widgets.engine.notation import Hand, Meld, parse_hand
from widgets.engine.rules import View
from widgets.engine.shape import counts34
from widgets.engine.tiles import parse_tile, tile_name
from widgets.mahjong.wuhan import NO_KAIKOU, PAIR_258, RED, is_258, laizi, wind_tile

READY = "234m5p678s [123m,1] [789p,1]"  # 开口 twice; waits on 5p (the 2-5-8 将 五筒)


@pytest.fixture(scope="module")
def r():
    return widgets.rules("wuhan")


def t(name: str) -> int:
    return parse_tile(name)


def names(tiles) -> list[str]:
    return sorted(tile_name(x) for x in tiles)


def wait_names(r, hand, **situation) -> list[str]:
    return names(w.tile for w in r.waits(hand, situation=Situation(**situation)))


# ---- tiles ---------------------------------------------------------------------------------


def test_tile_set_is_136_tiles_without_flowers(r):
    """"没有梅、兰、竹、菊、春、夏、秋、冬，合136张": 34 kinds × 4, and a flower is refused."""
    assert len(r.kinds) * r.copies == 136
    assert [p.code for p in r.problems(READY + " 1f")] == ["not-in-set"]


@pytest.mark.ruling("R-W2")
@pytest.mark.parametrize("flipped, wild", [
    ("5m", "6m"),  # "翻出五万，六万就是‘赖子’"
    ("9m", "1m"),  # "翻出九万，一万就是‘赖子’"
    ("9p", "1p"), ("9s", "1s"), ("1s", "2s"),
    ("1z", "2z"), ("3z", "4z"),
    ("4z", "6z"),  # "如果翻出‘北’，跳过‘红中’，‘发财’是‘赖子’"
    ("6z", "7z"),
    ("7z", "1z"),  # "翻出‘白板’，‘东’是‘赖子’"
    ("5z", "6z"),  # R-W2: a flipped 红中 is followed by 发 (东南西北红中发白); 红中 is never wild
])
def test_the_laizi_is_the_flipped_tile_plus_one(r, flipped, wild):
    """"翻取的第一张牌加一就是‘赖子’", in the order 东、南、西、北、红中、发财、白板."""
    assert tile_name(laizi(flipped)) == wild
    assert r.wild_kinds(Situation(indicator=t(flipped))) == {t(wild)}


@pytest.mark.ruling("R-W2")
def test_red_is_never_the_laizi():
    """R-W2: no indicator makes 红中 wild."""
    assert all(laizi(k) != RED for k in range(34))


def test_no_indicator_no_laizi(r):
    """Until the indicator is flipped (the Situation's ``indicator``) nothing is wild."""
    assert r.wild_kinds() == frozenset() and r.wild_kinds(Situation()) == frozenset()


@pytest.mark.ruling("R-W2")
def test_the_face_up_indicator_counts_as_seen(r):
    """R-W2: the indicator stays face up, out of play: a wait on it has one copy fewer left,
    and a fourth copy of it in hand is a problem."""
    plain = {w.tile: w.unseen for w in r.waits(READY)}
    flipped = {w.tile: w.unseen for w in r.waits(READY, situation=Situation(indicator=t("5p")))}
    assert plain[t("5p")] == 3 and flipped[t("5p")] == 2
    hand = "5555p678s [123m,1] [789p,1]"
    assert r.analyse(hand).problems == ()
    codes = [p.code for p in r.analyse(hand, indicator=t("5p")).problems]
    assert codes == ["copies"]


# ---- 红中 ----------------------------------------------------------------------------------


def test_red_in_hand_cannot_win(r):
    """"手上持有红中时不能胡牌": a hand of sets and a pair that holds 红中 is refused with the
    seed's reason, and the hand lab says why."""
    hand = "234m678s555z5p [123m,1] +5p"  # 中中中 would be a set: it may not be
    assert not r.can_win(hand)
    with pytest.raises(NotAllowed, match="手上持有红中时不能胡牌"):
        r.score(hand)
    assert "红中" in r.analyse(hand).not_winning


def test_red_must_go_for_shanten(r):
    """Like a dropped suit, every 红中 in hand must be exchanged: a ready hand with 红中 in
    place of its 将 is one exchange from ready, two 红中 two."""
    assert r.shanten(READY) == 0
    assert r.shanten("234m678s5z [123m,1] [789p,1]") == 1
    assert r.shanten("234m6s55z5p [123m,1] [789p,1]") == 2
    assert r.shanten("234m68s55z [123m,1] [789p,1] +5p") == 1  # one 红中 goes, then the next
    assert wait_names(r, "234m678s5z [123m,1] [789p,1]") == []


def test_red_is_never_melded(r):
    """"红中不能碰、明杠、暗杠": a meld of 红中 is a problem naming the rule."""
    problems = r.problems("234m5p678s [555z,2] [789p,1]")
    assert [p.code for p in problems] == ["red-meld"]
    assert "红中不能碰" in problems[0].message
    assert [p.code for p in r.problems("234m5p678s {5555z} [789p,1]")] == ["red-meld"]


# ---- 开口 ----------------------------------------------------------------------------------


def test_kaikou_is_a_separate_blocker(r):
    """"必须开口才能胡牌": a concealed ready hand counts its tiles as usual (shanten 0, waits),
    and the missing 开口 is shown as a blocker; no wait can be won."""
    closed = "234m5p678s123m789p"
    assert r.shanten(closed) == 0
    assert r.blockers(r.parse(closed)) == (NO_KAIKOU,)
    assert r.analyse(closed).blockers == (NO_KAIKOU,)
    assert all(w.discard_score is None and w.self_draw_score is None
               for w in r.waits(closed, scores=True))
    with pytest.raises(NotAllowed, match="必须开口才能胡牌"):
        r.score(closed + " +5p", self_drawn=True)
    assert r.blockers(r.parse(READY)) == ()


def test_a_concealed_kong_is_not_kaikou(r):
    """"暗杠…不亮明，不算开口": a hand whose only meld is a 暗杠 is still blocked; 吃, 碰 and
    明杠 each open it."""
    assert r.blockers(r.parse("234m5p678s123m {7777p}")) == (NO_KAIKOU,)
    for meld in ("[123m,1]", "[111m,2]", "[1111m,3]", "[1111m+,2]"):
        assert r.blockers(r.parse(f"234m5p678s789p {meld}")) == ()


# ---- the shape of a win ----------------------------------------------------------------------


def test_xiaohu_needs_a_258_pair(r):
    """"小胡…必须用2，5，8的对子做将才能胡牌": waiting on 三筒 for the pair is not ready for a
    小胡 (one exchange away), and 三筒 does not win."""
    hand = "234m3p678s [123m,1] [789p,1]"
    assert r.shanten(hand) == 1
    assert wait_names(r, hand) == []
    with pytest.raises(NotAllowed, match="2, 5 or 8"):
        r.score(hand + " +3p")
    assert wait_names(r, READY) == ["5p"]


@pytest.mark.ruling("R-W6")
def test_a_dahu_takes_any_pair(r):
    """R-W6: only a 小胡 needs the 2-5-8 pair: the same 三筒 wait is ready in a situation that
    makes a 大胡 of any shape (海底捞, 杠上花, 抢杠胡), and 碰碰胡 ("任意将") takes a 三筒 pair."""
    hand = "234m3p678s [123m,1] [789p,1]"
    assert wait_names(r, hand, self_drawn=True, wall_remaining=2) == ["3p"]
    assert wait_names(r, hand, self_drawn=True, after_kong=True) == ["3p"]
    assert wait_names(r, hand, robbing_kong=True) == ["3p"]
    assert r.can_win("111m222p3s [555p,1] [777s,2] +3s")


def test_one_laizi_makes_any_258_a_wait(r):
    """A 赖子 held with sets stands for any tile: the pair is the 赖子 and the drawn tile, so
    every 2, 5 and 8 is a wait; a second 赖子 is not ("小胡不能有两张赖子")."""
    hand = "234m6p678s [123m,1] [789p,1]"
    sit = {"indicator": t("5p")}  # 五筒 flipped: 六筒 is the 赖子
    assert wait_names(r, hand, **sit) == names(PAIR_258)
    assert "6p" not in wait_names(r, hand, **sit)


def test_two_laizi_never_make_a_xiaohu(r):
    """"只要有两个赖子，无论赖子是否当成原来的点数，都不能‘小胡’": 五筒 is the 赖子, the hand holds
    two, and even read at face value (a 五五筒 将) it is no 小胡."""
    won = READY + " +5p"
    sit = Situation(indicator=t("4p"), self_drawn=True)
    with pytest.raises(NotAllowed, match="小胡不能有两张赖子"):
        r.score(won, sit)
    assert r.score(won, self_drawn=True).total == 8  # without the 赖子 it is a 小胡


@pytest.mark.ruling("R-W14")
def test_two_laizi_may_be_kept(r):
    """R-W14: "又摸一个‘赖子’，必须打出一个" is advice: holding two is no problem; the discard
    advice says that playing one out (a 赖子杠) leaves the hand ready."""
    hand = r.parse(READY + " +5p")
    sit = Situation(indicator=t("4p"))
    assert r.analyse(hand, sit).problems == ()
    best = r.discard_advice(hand, situation=sit)[0]
    assert (tile_name(best.tile), best.shanten) == ("5p", 0)


def test_no_set_forms_need_no_sets(r):
    """风一色 and 将一色 "无需凑坎": any 14 such tiles win, and a 13-tile hand of them waits on
    every such tile."""
    assert r.can_win("1234z667z [111z,2] [222z,3] +7z")
    assert r.can_win("258m258p258s2m [555m,2] +8s")
    assert wait_names(r, "258m258p258s2m [555m,2]") == names(PAIR_258)
    assert wait_names(r, "1122667z [333z,2] [444z,3]") == ["1z", "2z", "3z", "4z", "6z", "7z"]


@pytest.mark.ruling("R-W7")
def test_winds_include_green_and_white_by_option(r):
    """R-W7: 风牌 are 东南西北发白 (红中 can never be held); option ``fengyise_dragons`` off
    keeps only 东南西北."""
    hand = "1234z667z [111z,2] [222z,3] +7z"
    assert [wind_tile(k) for k in range(27, 34)] == [True] * 4 + [False, True, True]
    off = widgets.rules("wuhan", fengyise_dragons=False)
    assert not off.can_win(hand)
    assert off.can_win("1233344z [111z,2] [222z,3] +4z")


def test_one_suit_needs_a_shape(r):
    """清一色 "牌型需要成胡": one suit that is not sets and a pair does not win."""
    assert r.can_win("1234567899p [111p,1] +9p")
    assert not r.can_win("1234567889p [111p,1] +9p")


@pytest.mark.ruling("R-W8")
def test_dahu_laizi_limit_is_an_option(r):
    """R-W8: a 大胡 may hold any number of 赖子 (seed-literal); option ``dahu_max_laizi``
    limits them."""
    hand, sit = "12345678p55m [111p,1] +9p", Situation(indicator=t("4m"))  # 五万 is the 赖子
    assert r.score(hand, sit).has("qingyise")
    strict = widgets.rules("wuhan", dahu_max_laizi=1)
    with pytest.raises(NotAllowed, match="R-W8"):
        strict.score(hand, sit)


# ---- validation ------------------------------------------------------------------------------


def test_a_laizi_meld_is_a_problem(r):
    """"持有或打出的赖子不能当普通牌来叫牌": with 五万 the 赖子, a 碰 of 五万 cannot exist."""
    hand = "234m5p678s [555m,2] [789p,1]"
    assert r.analyse(hand).problems == ()
    problems = r.analyse(hand, indicator=t("4m")).problems
    assert [p.code for p in problems] == ["laizi-meld"]
    with pytest.raises(NotAllowed, match="自己不能用来吃碰杠"):
        r.score(hand + " +5p", indicator=t("4m"))


def test_options_are_checked():
    """A bad room option is refused, naming it."""
    with pytest.raises(ValueError, match="kaikou_mode"):
        widgets.rules("wuhan", kaikou_mode="both")
    with pytest.raises(ValueError, match="zimo"):
        widgets.rules("wuhan", zimo=0)
    with pytest.raises(InvalidHand):
        widgets.rules("wuhan").score("11m")


# ---- properties: the forms against brute force ---------------------------------------------

MELDS = ("[123m,1]", "[789p,1]", "[555s,2]", "[222z,3]", "[888m,2]", "[3333p,1]",
         "{4444s}", "[1111z+,2]", "[234s,1]", "[555p,3]")


def _wuhan_form(counts: list[int], melds: tuple[Meld, ...], held: int, any_shape: bool) -> bool:
    """Brute force: a wild-free hand (red excluded) is a Wuhan win of some form."""
    if sum(counts) % 3 != 2:
        return False
    mt = [x for m in melds for x in m.tiles]
    tiles = [k for k, n in enumerate(counts) for _ in range(n)]
    if any_shape and is_complete(counts):
        return True
    if held <= 1:  # 小胡: a 2-5-8 pair
        for p in PAIR_258:
            if counts[p] >= 2:
                c = list(counts)
                c[p] -= 2
                if _sets_only(c):
                    return True
    if all(m.kind in ("pon", "kong") for m in melds):  # 碰碰胡
        for p in range(34):
            if counts[p] >= 2 and all((n - 2 * (k == p)) % 3 == 0 for k, n in enumerate(counts)):
                return True
    if is_complete(counts) and all(x < 27 for x in tiles + mt) \
            and len({x // 9 for x in tiles + mt}) == 1:  # 清一色
        return True
    return any(all(good(x) for x in tiles + mt) for good in (wind_tile, is_258))


def _brute(hand: Hand, wild: int | None, situation: Situation) -> bool:
    held = sum(1 for x in hand.closed if x == wild)
    real = counts34(x for x in hand.closed if x != wild)
    opens = sum(m.is_open for m in hand.melds)
    s = situation
    any_shape = (s.robbing_kong or (opens == 4 and not s.self_drawn)
                 or (s.self_drawn and (s.after_kong or s.last_tile)))
    kinds = [k for k in range(34) if k != RED]
    return any(_wuhan_form(plus(real, sub), hand.melds, held, any_shape)
               for sub in substitutions(held, kinds))


@st.composite
def wuhan_hands(draw):
    """(hand, situation): a complete-ish hand of 14 tiles (a kong counting 3), 0-2 melds, up
    to 2 赖子, sometimes a tile changed; or 14 winds / 2-5-8 tiles."""
    rng = random.Random(draw(st.integers(0, 2**32)))
    melds = tuple(parse_hand(m).melds[0] for m in rng.sample(MELDS, draw(st.integers(0, 2))))
    slots = 4 - len(melds)
    kinds = [k for k in range(34) if k != RED]
    if draw(st.integers(0, 4)) == 0:
        good = draw(st.sampled_from([wind_tile, is_258]))
        tiles = [rng.choice([k for k in kinds if good(k)]) for _ in range(3 * slots + 2)]
    else:
        tiles = random_complete(rng, slots, tuple(kinds))
    indicator = rng.choice(kinds)
    wild = laizi(indicator)
    rng.shuffle(tiles)
    for i in range(draw(st.integers(0, 2))):
        tiles[i] = wild
    if draw(st.booleans()):
        tiles[-1] = rng.choice(kinds)
    flags = draw(st.sampled_from([{}, {"self_drawn": True}, {"self_drawn": True,
                                                              "last_tile": True},
                                  {"robbing_kong": True}]))
    hand = Hand(tuple(sorted(tiles)), melds)
    assume(max(Counter(hand.all_tiles()).values()) <= 4)
    return hand, Situation(indicator=indicator, **flags)


@settings(max_examples=150, deadline=None)
@given(wuhan_hands())
def test_complete_iff_brute_force_substitution(case):
    """With up to two 赖子, the engine's winning shape (shanten -1, wilds as a budget) is
    some substitution of the 赖子 (or their face value) making a Wuhan win: 小胡 with a 2-5-8
    pair and at most one 赖子, 碰碰胡, 清一色, 风一色 / 将一色 without sets, or any sets and pair
    where the situation is a 大胡 (海底捞, 抢杠胡, 全求人)."""
    hand, sit = case
    r = widgets.rules("wuhan")
    wild = laizi(sit.indicator)
    assert r.is_complete(hand, sit) == _brute(hand, wild, sit), (str(hand), sit)


@settings(max_examples=150, deadline=None)
@given(wuhan_hands())
def test_complete_iff_some_reading_scores(case):
    """The shape forms and the fan table agree: a hand is complete exactly when one of its
    readings scores a 小胡 or a 大胡 (the tiles only: 开口 and the discarded 赖子 aside)."""
    hand, sit = case
    r = widgets.rules("wuhan")
    scored = [r.score_reading(View(r, hand, a, sit)) for a in r.arrangements(hand, sit)]
    assert r.is_complete(hand, sit) == any(s is not None for s in scored), (str(hand), sit)


@settings(max_examples=60, deadline=None)
@given(wuhan_hands())
def test_shanten_is_consistent(case):
    """A 14-tile hand not complete has the shanten of its best discard; a 13-tile hand is
    ready exactly when some tile completes it."""
    hand, sit = case
    r = widgets.rules("wuhan")
    full = Hand(hand.closed, hand.melds)
    s14 = r.shanten(full, sit)
    discards = {d: r.shanten(full.remove(d), sit) for d in set(full.closed)}
    if s14 != -1:
        assert s14 == min(discards.values())
    for d, s13 in discards.items():
        ready = any(r.shanten(full.remove(d).add(k), sit) == -1 for k in range(34))
        assert (s13 == 0) == ready, (str(full), tile_name(d))
