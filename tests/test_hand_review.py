"""Review of a played hand (issue 24): the learner's decisions at the hand table, measured as
the table's Help measures them (shanten, then improving tiles), the costliest first, each
replayable; and the table's "Review my hand" fold in zh and en."""

from __future__ import annotations

import random

import pytest

from widgets import play
from widgets.engine import events as ev
from widgets.engine.notation import parse_hand
from widgets.engine.tiles import parse_tile
from widgets.practice.hand_review import human_seats, review_hand
from widgets.practice.table_help import claim_outlook, seat_help, seen_tiles
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
            assert d.best.key == (best.shanten if best.shanten is not None else 99,
                                  -best.effective_count)
        assert d.chosen.tiles == (d.tile,) and d.cost >= (0, 0)


@pytest.mark.parametrize("variant", play.PLAYABLE)
def test_the_costliest_come_first_and_a_good_choice_costs_nothing(variant):
    review = review_hand(played(variant, 5))
    costs = [d.cost for d in review.decisions]
    assert costs == sorted(costs, reverse=True)
    assert all(d.mistake == (d.cost > (0, 0)) for d in review.decisions)
    assert all(d.chosen.key == d.best.key for d in review.decisions if not d.mistake)


def best_discard(g, d):
    """A seat that always takes the engine's best discard, and passes every claim."""
    if d.kind == "turn":
        best = seat_help(g, len(g.events), d.seat).discards
        for option in best:
            for a in d.options:
                if a.kind == "discard" and parse_tile(a.tiles[0]) == option.tile:
                    return a
    return next((a for a in d.options if a.kind == "pass"), d.options[0])


def test_a_seat_that_takes_the_best_discards_has_no_discard_mistakes():
    review = review_hand(played("sichuan-xueliu", 7, best_discard))
    discards = [d for d in review.decisions if d.kind == "discard"]
    assert discards and not any(d.mistake for d in discards)


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
        if d.kind == "turn":
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
