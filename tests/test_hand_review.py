"""Review of a played hand (issue 24): the learner's decisions at the hand table, measured as
the table's Help measures them (shanten, then improving tiles, then for a ready hand the expected
score of its waits, P-DR1), the costliest first, each replayable; and the table's "Review my
hand" fold in zh and en."""

from __future__ import annotations

import random

import pytest

from widgets.engine import events as ev
from widgets.engine.notation import parse_hand
from widgets.engine.situation import Situation
from widgets.engine.tiles import parse_tile, tile_name
from widgets.practice.drills.hands import discard_table
from widgets.practice.table import play
from widgets.practice.table.advice import claim_outlook, seat_help, seen_tiles
from widgets.practice.table.hand_review import human_seats, review_hand
from widgets.practice.table.play import Action, deck_for
from widgets.ui import HandTable


def played(variant: str, seed: int, pick=None, human=0) -> play.Game:
    """A hand with ``human`` played by ``pick(decision)`` (default: a seeded random option)."""
    rng = random.Random(seed)
    g = play.Game(variant, seed, human=human)
    g.advance()
    while (d := g.pending()) is not None:
        g.act(pick(g, d) if pick else rng.choice(d.options))
        g.advance()
    return g


@pytest.mark.parametrize("variant", play.PLAYABLE)
def test_every_discard_is_measured_against_the_helps_best(variant):
    g = played(variant, 3)
    review = review_hand(g)
    assert review.seats == (0,) and review.decisions
    for d in review.decisions:
        assert g.events[d.step].seat == 0
        if d.kind != "discard":
            continue
        assert g.events[d.step] == ev.Discard(0, d.tile)
        ranked = seat_help(g, d.step, 0).discards  # the hand lab's order: best first
        assert d.best in d.options and d.best.key == min(o.key for o in d.options)
        if len(d.options) == len(ranked):  # not narrowed to the void suit (定缺)
            best = ranked[0]
            assert d.best.key[:2] == (best.shanten if best.shanten is not None else 99,
                                      -best.effective_count)
        assert d.chosen.tiles == (d.tile,) and d.cost >= (0, 0, 0)


@pytest.mark.parametrize("variant", play.PLAYABLE)
def test_the_costliest_come_first_and_a_good_choice_costs_nothing(variant):
    review = review_hand(played(variant, 5))
    costs = [d.cost for d in review.decisions]
    assert costs == sorted(costs, reverse=True)
    assert all(d.mistake == (d.cost > (0, 0, 0)) for d in review.decisions)
    assert all(d.chosen.key == d.best.key for d in review.decisions if not d.mistake)


def best_discard(g, d):
    """A seat that always takes the best discard by the drills' ranking (P-DR1: shanten, 进张,
    expected score), the first the table allows (定缺), and passes every claim."""
    if d.stage == "turn":
        step = len(g.events)
        hand = parse_hand(g.state(step).seats[d.seat].hand)
        rows = discard_table(g.rules, hand, Situation(), seen_tiles(g, step, d.seat))
        for row in rows:
            for a in d.options:
                if a.kind == "discard" and a.tiles[0] == row["tile"]:
                    return a
    return next((a for a in d.options if a.kind == "pass"), d.options[0])


@pytest.mark.ruling("P-DR1")
def test_a_seat_that_takes_the_best_discards_has_no_discard_mistakes():
    review = review_hand(played("sichuan-xueliu", 7, best_discard))
    discards = [d for d in review.decisions if d.kind == "discard"]
    assert discards and not any(d.mistake for d in discards)


# 东 deals itself 11m 78m 123s 67s 78s 89s 9s. Either 6s or 9s leaves it ready on 6m and 9m
# (8 unseen, no tile seen yet); after 6s a 9m wins 11m 789m 123s 789s 789s, 带幺九 (×4), so its
# waits are worth (4 × 1 + 4 × 4) / 8 = 2.5 on a discard; after 9s both waits are plain (1).
TWO_READY = "1178m1236778899s"
JUNK = "89m123456p12345s"  # three suits, no pair: the other seats cannot win for a while


def prepared(discard: str) -> play.Game:
    """东 (the learner) discards ``discard`` from TWO_READY, then wins what it can."""
    g = play.Game("sichuan-xueliu", 1, human=0,
                  tiles=deck_for({0: TWO_READY, 1: JUNK, 2: JUNK, 3: JUNK}))
    g.act(Action("discard", (discard,)))
    g.advance()
    while (d := g.pending()) is not None:
        g.act(next((a for a in d.options if a.kind in ("win", "pass")), d.options[-1]))
        g.advance()
    return g


@pytest.mark.ruling("P-DR1")
def test_a_discard_that_keeps_a_cheaper_wait_is_a_mistake_with_its_figures():
    """P-DR1: ranked by "shanten, then unseen 进张, then the expected score of the waits it
    leaves": 9s and 6s tie on the first two, 9s keeps the cheaper wait."""
    rules = play.Game("sichuan-xueliu", 1).rules
    table = {r["tile"]: r for r in discard_table(rules, rules.hand(TWO_READY), Situation())}
    assert [(table[t]["shanten"], table[t]["effective"], table[t]["expected"])
            for t in ("6s", "9s")] == [(0, 8, 2.5), (0, 8, 1.0)]  # the drill's own table

    g = prepared("9s")
    d = review_hand(g).decisions[0]
    assert d.kind == "discard" and g.events[d.step] == ev.Discard(0, "9s")
    assert (d.chosen.shanten, d.chosen.improving, d.chosen.expected) == (0, 8, 1.0)
    assert (d.best.tiles, d.best.shanten, d.best.improving, d.best.expected) == (
        ("6s",), 0, 8, 2.5)
    assert d.cost == (0, 0, 1.5) and d.mistake

    good = review_hand(prepared("6s")).decisions[0]
    assert good.chosen.expected == 2.5 and good.cost == (0, 0, 0) and not good.mistake


@pytest.mark.ruling("P-DR1")
def test_expected_score_is_the_last_key_of_the_cost():
    """A discard losing 进张 costs 进张 whatever its waits are worth; only a tie on shanten and
    进张 is settled by the expected score (and a lost shanten ranks before either)."""
    g = prepared("9s")
    d = review_hand(g).decisions[0]
    by_tile = {o.tiles[0]: o for o in d.options}
    assert by_tile["1m"].shanten == 1 and by_tile["1m"].expected is None  # not ready: unscored
    assert d.best.key < by_tile["9s"].key < by_tile["1m"].key
    later = [x for x in review_hand(played("sichuan-xueliu", 5)).decisions if x.mistake]
    assert [x.cost for x in later] == sorted((x.cost for x in later), reverse=True)


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.ruling("P-DR1")
def test_the_fold_says_what_the_cheaper_wait_cost(lang):
    """The learner plays TWO_READY at the table (a teacher's scenario) and discards 9s."""
    t = HandTable("sichuan-xueliu", human=0, lang=lang, scenario={"hands": {
        "0": TWO_READY, "1": JUNK, "2": JUNK, "3": JUNK}})
    first = True
    while (d := t.game.pending()) is not None:
        kinds = [a.kind for a in d.options]
        index = (kinds.index("win") if "win" in kinds else kinds.index("pass") if "pass" in kinds
                 else len(kinds) - 1)
        if first:
            index, first = [a.tiles for a in d.options].index(("9s",)), False
        t.handle({"kind": "act", "index": index})
        assert t.message["level"] in ("", "info"), t.message
    t.handle({"kind": "review", "open": True})
    item = t.view["review"]["items"][0]
    assert item["cost_expected"] == 1.5 and item["cost_tiles"] == 0 == item["cost_shanten"]
    if lang == "en":
        assert item["cost"] == "expected score 1.5 lower"
        assert item["text"] == ("Step 7: you discarded 9s (ready (tenpai, shanten 0), 8 improving "
                                "tiles) and kept a wait worth 1 on average; 6s would have kept "
                                "one worth 2.5")
    else:
        assert item["cost"] == "听牌期望得分少了 1.5"
        assert item["text"] == ("第 7 步：你打了 九条（听牌（0 向听），进张 8 张），"
                                "留下的听牌平均得分 1；打 六条 能留下平均得分 2.5 的听牌")


def test_a_pass_is_weighed_against_the_claim_declined():
    for seed in range(1, 40):
        g = played("sichuan-xueliu", seed, best_discard)
        passes = [d for d in review_hand(g).decisions if d.kind == "claim"]
        if passes:
            break
    d = passes[0]
    e = g.events[d.step]
    assert isinstance(e, ev.Pass) and d.chosen.kind == "pass" and e.seat == 0
    hand = parse_hand(g.state(d.step).seats[0].hand)
    seen = seen_tiles(g, d.step, 0)
    for o in d.options:
        if o.kind in ("pon", "kong", "pass"):
            want = claim_outlook(g.rules, hand, parse_tile(d.tile), o.kind, seen)
            assert (o.shanten, o.improving) == (want.shanten, want.improving)


def test_no_human_seat_no_review():
    g = play.Game("sichuan-xueliu", 7)
    g.advance()
    assert human_seats(g) == () and review_hand(g).decisions == ()
    assert HandTable("sichuan-xueliu", seed=7).view["review"] is None


def finish(t: HandTable) -> None:
    while (d := t.game.pending()) is not None:
        if d.stage == "turn":
            t.handle({"kind": "pick", "index": 0})
        else:
            t.handle({"kind": "act", "index": len(d.options) - 1})
        assert t.message["level"] in ("", "info"), t.message


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_fold_appears_at_the_end_lists_mistakes_and_replays_one(lang):
    t = HandTable("sichuan-xueliu", seed=7, human=0, lang=lang)
    assert t.view["review"] is None  # the hand is under way
    finish(t)
    fold = t.view["review"]
    assert fold["label"] == ("复盘这手牌" if lang == "zh" else "Review my hand")
    assert not fold["open"] and fold["items"] == []  # worked out only when opened
    t.handle({"kind": "review", "open": True})
    fold = t.view["review"]
    mistakes = t.review.mistakes
    assert fold["open"] and len(fold["items"]) == min(len(mistakes), 8)
    assert [i["step"] for i in fold["items"]] == [d.step for d in mistakes[:8]]
    first = fold["items"][0]
    assert f"{first['step'] + 1}" in first["text"]  # the step as the log numbers it
    assert ("步" in first["text"]) == (lang == "zh")
    assert str(len(t.review.decisions)) in fold["summary"]
    t.handle({"kind": "step", "to": first["step"]})  # the replay button's intent
    assert t.step == first["step"] and t.view["review"]["items"][0]["current"]
    t.handle({"kind": "review"})  # toggles shut
    assert not t.view["review"]["open"]


def test_a_bad_review_intent_is_refused_and_changes_nothing():
    t = HandTable("sichuan-xueliu", seed=7, human=0, lang="en")
    finish(t)
    t.handle({"kind": "review", "open": "yes"})
    assert t.message["level"] == "warning" and "true or false" in t.message["text"]
    assert not t.view["review"]["open"]


@pytest.mark.ruling("P-DR1")
def test_the_tables_help_recommends_what_the_review_counts_best():
    """Help breaks the engine's ties on shanten and 进张 by the expected score of the waits
    kept, as the review (and the drills) rank them. 255666677888m11s: 2m and 8m both leave it
    ready with the same 进张; the engine lists 2m first, but 8m keeps waits worth 16 on
    average against 12, so Help puts 8m first."""
    from widgets.practice.table.advice import by_expected

    rules = play.Game("sichuan-xueliu", 1).rules
    hand = rules.hand("255666677888m11s")
    engine = rules.discard_advice(hand, [])
    assert [tile_name(d.tile) for d in engine[:2]] == ["2m", "8m"]
    helped, scores = by_expected(rules, hand, engine, [])
    assert [tile_name(d.tile) for d in helped[:2]] == ["8m", "2m"]
    assert sorted(map(id, helped)) == sorted(map(id, engine))  # the same options, reordered
    assert {tile_name(t): v for t, v in scores} == {"2m": 12.0, "8m": 16.0}  # the review's
