"""The review of a finished card hand (issue 38): what each of the learner's decisions cost in
the game's own unit, against the strong level's move — 斗地主, then 欢乐三张 and 跑胡子.

Rules cited from seed 001 (斗地主): "任意一家出完牌后結束游戲，若是地主先出完牌則地主勝，
否則另外兩家勝。" (the first out wins, for his side); "火箭最大，可以打任意其他的牌。
炸彈比火箭小，比其他牌大。" (seed §3.8); ruling A7 [REC] "Bomb, rocket and spring each ×2"
(a bomb doubles what the loser pays); the 底牌 are shown to all once the landlord takes them
(seed 二.4).
"""

from __future__ import annotations

import itertools
import random
import statistics

import pytest

from widgets.practice.card_tables.card_review import (
    NOT_MEASURED,
    REVIEWS,
    decisions,
    loss_of,
    review_hand,
)
from widgets.practice.card_tables.doudizhu_plan import pattern
from widgets.practice.card_tables.doudizhu_play import DoudizhuGame, prepare
from widgets.practice.card_tables.doudizhu_search import PASS, Solver, answers, counts, leads
from widgets.practice.card_tables.paohuzi_play import PaohuziGame
from widgets.practice.card_tables.sanzhang_play import SanzhangGame
from widgets.practice.card_tables.sanzhang_play import prepare as prepare_three
from widgets.practice.choices import Action
from widgets.practice.costs import UNITS

REVIEW = REVIEWS["doudizhu"]


def play(ranks: str, as_type: str) -> Action:
    return Action("play", tuple(ranks), as_type=as_type)


NO = Action("pass")


def bomb_for_nothing() -> DoudizhuGame:
    """A hand where farmer 1 bombs (2222) a single of the landlord, who holds the rocket (a 底牌,
    so known to all) and plays out with it whatever the farmers do: the farmers lose anyway,
    and the bomb only doubles what they pay (A7)."""
    deal = prepare(("3456789TJQKA34567", "56789" "6789T" "2222" "344",
                    "9TJQK" "TJQKA" "3" "5JQKAA"), "BR8", first=0)
    g = DoudizhuGame(0, human=(0, 1, 2), prepared=deal)
    script = [play("3456789TJQKA", "straight"), NO, NO, play("34567", "straight"),
              play("56789", "straight"), NO, NO, play("6789T", "straight"),
              play("9TJQK", "straight"), NO, NO, play("TJQKA", "straight"), NO, NO,
              play("3", "single"), play("8", "single"), play("2222", "bomb")]
    g.advance()
    while not g.over:
        d = g.pending()
        if d.stage.startswith("show"):
            a = Action("show", value="no")
        elif d.stage == "bid":
            a = Action("bid", value="call" if d.seat == 0 else "pass")
        elif d.stage == "double":
            a = Action("double", value="no")
        else:
            a = script.pop(0) if script else g.choice(d, "strong").action
        g.act(a)
        g.advance()
    return g


def test_a_bomb_for_nothing_is_a_mistake_with_its_reason():
    """Bombing when the landlord plays out with the rocket anyway costs the farmer his doubled
    payment (A7) and no win chance: listed as a mistake, the loss clear of zero, the reason the
    bomb spent for nothing; the strong level keeps the bomb."""
    g = bomb_for_nothing()
    assert g.s.end.landlord_wins
    r = review_hand(g, seat=1)
    bomb = next(p for p in r.decisions if p.played.as_type == "bomb")
    assert bomb.verdict == "mistake" and bomb in r.mistakes
    assert bomb.best == NO
    assert bomb.loss["points"].low >= UNITS["points"].threshold
    assert bomb.loss["win"].mean == 0  # lost either way
    assert "炸弹白白花掉" in bomb.why.zh and "bomb spent for nothing" in bomb.why
    assert bomb.best_why is not None and "keeps the bomb" in bomb.best_why


def test_decisions_the_strong_level_shares_are_not_listed():
    """A seat that plays the strong level's move at every decision has nothing listed."""
    g = DoudizhuGame(3, human=1)
    g.advance()
    while not g.over:
        g.act(g.choice(g.pending(), "strong").action)
        g.advance()
    r = review_hand(g)
    assert r.reviewed > 3 and r.decisions == () and r.mistakes == ()


def test_an_unclear_estimate_is_not_a_mistake():
    """An interval wider than the unit's bound that straddles the threshold is 'unclear'."""
    g = bomb_for_nothing()
    r = review_hand(g, seat=1)
    for p in r.decisions:
        if p.verdict == "unclear":
            assert any(e.verdict(UNITS[u]) == "unclear" for u, e in p.loss.items())
            assert p not in r.mistakes


def ending(seed: int, step: int) -> tuple[DoudizhuGame, object]:
    """Hand ``seed`` played by three club seats, stopped at event ``step``."""
    g = DoudizhuGame(seed, levels="club")
    while len(g.events) < step:
        g.step()
    return g, g.current()


def solved_win_loss(g: DoudizhuGame, d, played: Action, best: Action) -> float:
    """The exact loss in win chance of ``played`` against ``best``: every deal of the cards
    seat ``d.seat`` cannot see (the landlord's unplayed 底牌 surely his), each solved with all
    hands known (:class:`Solver`), equally likely."""
    seat, ll = d.seat, g.landlord
    first, second = (o for o in range(3) if o != seat)
    bottom = set(g.bottom())
    sure = {o: [c for c in g.hand(o) if o == ll and c in bottom] for o in (first, second)}
    pool = [c for o in (first, second) for c in g.hand(o) if c not in sure[o]]
    need = len(g.hand(first)) - len(sure[first])
    last = g.last_play()
    prev = None if d.previous is None else (d.previous.type, d.previous.key,
                                             d.previous.pattern)
    prev_seat = last[0] if last and prev else -1
    own = counts(pattern(g.hand(seat)))
    found = leads(own) if prev is None else answers(own, prev)
    moves = [PASS if a.kind == "pass" else next(
        m for m in found if m[0] == a.as_type and m[2] == "".join(a.tiles))
        for a in (played, best)]
    diffs = []
    for pick in itertools.combinations(range(len(pool)), need):
        hands = [own] * 3
        hands[first] = counts(pattern(sure[first] + [pool[i] for i in pick]))
        hands[second] = counts(pattern(sure[second] + [c for i, c in enumerate(pool)
                                                       if i not in pick]))
        won = [float(Solver(ll, 10**6).after(tuple(hands), seat, m, prev, prev_seat)
                     == (seat == ll)) for m in moves]
        diffs.append(won[1] - won[0])
    return statistics.fmean(diffs)


# (seed, event, the move played, the strong level's, the ways to deal the unseen cards):
# seed 13's landlord leads with 16 cards left in the hands, the farmers' 10 unseen; seed
# 58's farmer 2 answers with 13 left, some of the landlord's cards known (底牌 not played)
ENDINGS = [(13, 36, play("R", "single"), play("5", "single"), 120),
           (58, 49, play("2", "single"), play("6", "single"), 35)]


@pytest.mark.parametrize(("seed", "step", "played", "best", "deals"), ENDINGS)
def test_the_sampled_loss_agrees_with_the_exact_ending(seed, step, played, best, deals):
    """Checked, not trusted: near the end the sampled loss in win chance (160 paired deals,
    the ending played out solved) has the exact loss, worked out over every deal of the
    unseen cards with all hands known (the :class:`Solver`), inside its 95 % interval, and
    the review's own exact path (every deal played out) equals it; the points have the loss
    over every deal inside their interval. Measured: a review that peeked at the real hidden
    cards gives 0 ± 0 in both endings and fails; one whose ending solve was cut short (3,000
    positions at 18 cards left) gave 0.167 for an exact 0.200 and fails the equality."""
    g, d = ending(seed, step)
    assert g.choice(d, "strong").action == best and played in d.options
    exact = solved_win_loss(g, d, played, best)
    assert 0.1 < abs(exact) < 0.9  # some deals win after one move, some after the other
    game = REVIEW.clone(g)
    sampled = loss_of(REVIEW, game, d, d.seat, played, best, "exact-check", least=160,
                      most=160, exact_limit=0)
    listed = loss_of(REVIEW, game, d, d.seat, played, best, "exact-check", exact_limit=200)
    assert listed["win"].exact and listed["win"].n == deals
    assert listed["win"].mean == pytest.approx(exact)
    for unit in ("win", "points"):
        e = sampled[unit]
        assert e.n == 160 and not e.exact
        assert e.low <= listed[unit].mean <= e.high, (unit, e, listed[unit])


def test_stop_returns_what_was_measured():
    """stop() mid-review: the decisions measured keep their loss, the rest are marked not
    measured, nothing crashes; progress counts the decisions measured (those where the
    strong level differs), as a widget's bar shows them."""
    g = bomb_for_nothing()
    seen = []
    r = review_hand(g, seat=1, progress=lambda done, total: seen.append((done, total)),
                    stop=lambda: len(seen) >= 1)
    assert r.stopped
    assert len(seen) == 1 and seen[0][0] == 1 and seen[0][1] > 1
    done = [p for p in r.decisions if p.measured]
    rest = [p for p in r.decisions if not p.measured]
    assert rest and all(p.verdict == NOT_MEASURED and not p.loss for p in rest)
    assert r.measured == len(done) and all(p.loss for p in done)


def test_stop_before_anything_is_asked():
    g = bomb_for_nothing()
    r = review_hand(g, seat=1, stop=lambda: True)
    assert r.stopped and r.measured == 0
    assert all(p.best is None and p.verdict == NOT_MEASURED for p in r.decisions)
    assert len(r.decisions) == r.reviewed


def test_a_review_stopped_before_the_strong_level_was_asked_goes_on_to_the_same_figures():
    """Go on after Stop (as the hand table's): stopped while the strong level was still being
    asked, the review asks the rest when taken up again and ends with the figures of a review
    never stopped."""
    from widgets.practice.card_tables.card_review import CardReviewer
    g = bomb_for_nothing()
    asked = []
    r = CardReviewer(g, seat=1, stop=lambda: asked.append(1) or len(asked) > 3)
    assert r.finished and any(best is None for best in r.asked)
    assert r.go_on() and not r.finished
    while r.measure_next():
        pass
    assert not r.go_on() and r.review.decisions == review_hand(g, seat=1).decisions


def test_the_same_hand_reviewed_twice_gives_the_same_figures():
    g = DoudizhuGame(0, human=1, levels="beginner")
    g.advance()
    while not g.over:
        g.act(g.choice(g.pending(), "beginner").action)
        g.advance()
    # (a smaller budget than the review's: the seeding is what is tested, not the figures)
    one, two = review_hand(g, budget=60, most=48), review_hand(g, budget=60, most=48)
    assert one.decisions and one == two


# ---- 欢乐三张 (seed 001 §5: "棄牌：指玩家自動棄權，本副牌認輸且不收回本副牌籌碼。") ----

def sanzhang_folds_trips() -> SanzhangGame:
    """Seat 0 looks at 豹子 A (three aces, the top hand) and folds to the first bet."""
    g = SanzhangGame(0, human=0, players=3,
                     prepared=prepare_three(["Ah Ad As", "2c 3d 5s", "7h 8c Td"]))
    g.advance()
    for word in ("look", "fold"):
        g.act(Action.of_word(word))
        g.advance()
    return g


def test_folding_the_top_hand_is_a_mistake_in_chips():
    """A fold gives up the chips in the pot (seed: 認輸且不收回本副牌籌碼); with three aces the
    strong level raises, so the fold is listed as a mistake, clear of zero in chips."""
    g = sanzhang_folds_trips()
    r = review_hand(g)
    assert r.units == ("chips",)
    fold = next(p for p in r.decisions if p.played.kind == "fold")
    assert fold.verdict == "mistake" and fold in r.mistakes
    assert fold.best.kind == "raise"
    assert fold.loss["chips"].low >= UNITS["chips"].threshold
    assert "弃牌太早" in fold.why.zh and "folded too soon" in fold.why


def test_sanzhang_bets_the_strong_level_shares_are_not_listed_and_repeat():
    g = SanzhangGame(4, human=1)
    g.advance()
    while not g.over:
        g.act(g.choice(g.pending(), "strong").action)
        g.advance()
    r = review_hand(g)
    assert r.reviewed >= 1 and r.decisions == ()
    folded = sanzhang_folds_trips()
    assert review_hand(folded, budget=60, most=48) == review_hand(folded, budget=60, most=48)


def test_a_sanzhang_sample_keeps_what_the_seat_saw_and_every_compare():
    """A sample deals again only the hands the seat has not seen (its own stays once looked
    at, seed §5: 看牌：查看自己三張牌), the 52 cards once each, every 比牌 won by whom it was."""
    g = SanzhangGame(7, human=0, levels="beginner")
    g.advance()
    while not g.over:
        g.act(g.choice(g.pending(), "beginner").action)
        g.advance()
    review = REVIEWS["sanzhang"]
    game = review.start(g)
    for e in g.events[:-1]:
        game.apply(e)
    for i in range(20):
        w = review.world(game, 0, random.Random(i))
        cards = [c for h in w.hands for c in h.split()]
        assert len(cards) == len(set(cards)) == 3 * g.players
        assert w.betting.active == game.betting.active
        for s in range(g.players):
            if game.sees(0, s):
                assert w.hands[s] == game.hands[s]


# ---- 跑胡子 (seed 001; rules/cards.md §2) ------------------------------------------------

def paohuzi_hand(seed: int, level: str) -> PaohuziGame:
    g = PaohuziGame(seed, human=0)
    g.advance()
    while not g.over:
        g.act(g.choice(g.pending(), level).action)
        g.advance()
    return g


def test_a_paohuzi_sample_deals_the_hidden_cards_again_in_the_same_numbers():
    """The other seats' concealed cards and the pile are dealt again, as many to each place;
    the seat's own cards, the groups on the table and a 王 drawn (shown) stay."""
    g = paohuzi_hand(2, "beginner")
    review = REVIEWS["paohuzi"]
    k, game, d, _played = next(iter(decisions(g, 0, review)))
    game = review.clone(game)
    hidden = sorted(c for o in (1, 2) for c in game.s.hands[o]) + sorted(game.s.pile)
    for i in range(10):
        w = review.world(game, 0, random.Random(i))
        assert w.s.hands[0] == game.s.hands[0] and w.s.melds == game.s.melds
        assert [len(h) for h in w.s.hands] == [len(h) for h in game.s.hands]
        assert len(w.s.pile) == len(game.s.pile)
        assert sorted(sorted(c for o in (1, 2) for c in w.s.hands[o]) + sorted(w.s.pile)) == \
            sorted(hidden)


def test_paohuzi_discards_are_reviewed_in_points_and_the_strong_ones_not_listed():
    strong_hand = paohuzi_hand(5, "strong")
    r = review_hand(strong_hand)
    assert r.units == ("points",) and r.reviewed >= 1 and r.decisions == ()
    beginner = paohuzi_hand(2, "beginner")
    one = review_hand(beginner, budget=6, least=4)
    assert one.decisions and all(p.stage in ("discard", "claim") and "points" in p.loss
                                 for p in one.decisions)
    assert one == review_hand(beginner, budget=6, least=4)


def test_a_clear_mistake_is_sampled_on_until_its_size_is_known():
    """Issue 38 ("that interval is bounded (e.g. at most ±1 point, or ±5 % win chance)"): a
    loss whose whole interval is above the threshold is already a mistake, but it is sampled
    on until its interval is within the bound (else said by the least it cost), while one
    wholly under the threshold stops at once: no mistake, whatever its size."""
    from widgets.practice.costs import UNITS, paired
    points = UNITS["points"]
    mistake = paired(lambda i: (0.0, 4.0 + 6.0 * (i % 2)), points, least=8, most=400)
    assert mistake.low >= points.threshold and mistake.half <= points.bound
    assert mistake.n > 8  # eight samples already showed a mistake: sampled on to size it
    fine = paired(lambda i: (0.0, -6.0 + 2.0 * (i % 2)), points, least=8, most=400)
    assert fine.high < points.threshold and fine.n == 8
    capped = paired(lambda i: (0.0, 4.0 + 30.0 * (i % 2)), points, least=8, most=40)
    assert capped.n == 40 and not capped.within(points) and capped.low >= points.threshold
