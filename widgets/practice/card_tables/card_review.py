"""Review of a finished card hand: each of the learner's decisions against the strong level's,
sized by what it cost in the game's own unit (issue 38; :mod:`widgets.practice.costs`).

The hand is replayed event by event. At each decision of the reviewed seat the strong level
(:mod:`widgets.practice.levels`) is asked what it would choose, on the table exactly as it
stood (it sees only what that seat saw). Where it would have chosen the same, there is
nothing to say and the decision is not listed. Where it differs, the loss is measured by
:func:`~widgets.practice.costs.paired`: for sample *i* the cards the seat could not see are
dealt again at random, consistently with what it had seen (the game's :meth:`TableReview.world`),
and the hand is played out from that same deal once after the move played and once after the
strong move (:meth:`TableReview.play_out`); the difference is the sample. When the unseen
cards are few enough to list every deal (:meth:`TableReview.every_world`) the loss is worked
out over all of them (:func:`~widgets.practice.costs.exact`) instead.

A game reviews in one or more units (斗地主: win chance and points with the multiplier); each
unit's estimate has its own verdict (:meth:`~widgets.practice.costs.Estimate.verdict`) and the
decision's verdict is **mistake** when any unit's is, **fine** when every unit's is, and
**unclear** otherwise (too noisy to rank the moves: not shown as a loss). A decision not
reached because ``stop()`` said so is ``"not measured"``.

Reproducible: sample *i* of the decision at event *k* of seed *s* deals from
``Random(f"review/{s}/{k}/{i}")`` and stops by counts, never by the clock (unless the caller
gives a ``deadline``), so the same hand reviewed twice gives the same figures.

**Retry before reveal** (:func:`judge`, :meth:`CardReviewer.attempt`): a learner's new try at
a listed mistake is right when it is the strong move (or the same move, :meth:`TableReview.same`)
or when it is measured, against the strong move on the same deals, as no mistake (no unit's
interval wholly above its threshold): a move as good as the strong one counts, not only that one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ...engine.why import Why
from .. import parallel
from ..choices import Action, Decision
from ..costs import UNITS, Estimate, exact, paired
from ..levels import Choice
from .card_hand import CardHand

NOT_MEASURED = "not measured"
LEAST = 8  # samples before an estimate may settle
MOST = 192  # samples per decision at most
BUDGET = 240  # whole-hand samples per review (the 10 s per hand: benchmarks/card_review.py)
EXACT_LIMIT = 64  # list every deal of the unseen cards when there are no more than this many
AHEAD = 4  # samples worked out at once (two cores); a stop is heard between two such


@dataclass(frozen=True)
class ReviewedPlay:
    """One decision of ``seat`` where the strong level would have chosen otherwise: at
    ``step`` (the hand's events before it: the table as the seat saw it), in ``stage``, the
    move ``played`` and the strong level's ``best`` (with its reason ``best_why``); ``loss``
    by unit key (:data:`~widgets.practice.costs.UNITS`; empty when not measured), the
    ``verdict`` (mistake, fine, unclear or not measured) and ``why``, one sentence (zh and en)
    from the engine's own reasons."""

    step: int
    seat: int
    stage: str
    played: Action
    best: Action | None = None  # None: not reached (stopped before the strong level was asked)
    loss: dict[str, Estimate] = field(default_factory=dict)
    verdict: str = NOT_MEASURED
    why: Why | None = None
    best_why: Why | None = None

    @property
    def measured(self) -> bool:
        return self.verdict != NOT_MEASURED


@dataclass(frozen=True)
class CardReview:
    """A hand's review for ``seat``: its ``decisions`` where the strong level differs, in
    the order played; ``reviewed`` how many of the seat's decisions were looked at,
    ``measured`` how many of the listed ones have a loss, ``stopped`` whether ``stop()``
    ended the review early (the decisions not reached are listed, ``"not measured"``, with
    no ``best``: whether the strong level differs there was not asked); ``units`` the
    game's units, the first the one it is ranked by."""

    seat: int
    units: tuple[str, ...]
    decisions: tuple[ReviewedPlay, ...]
    reviewed: int
    measured: int
    stopped: bool

    @property
    def mistakes(self) -> tuple[ReviewedPlay, ...]:
        """The mistakes, the costliest first (by the first unit's mean loss)."""
        out = [p for p in self.decisions if p.verdict == "mistake"]
        return tuple(sorted(out, key=lambda p: -p.loss[self.units[0]].mean))


Results = dict[str, float]  # a play-out's result per unit key


class TableReview:
    """What a game supplies to be reviewed (one instance per game, :data:`REVIEWS`)."""

    game: str = ""
    units: tuple[str, ...] = ("points",)
    stages: tuple[str, ...] = ()  # the decisions reviewed (empty: every stage)
    least: int = LEAST  # samples per decision at least
    budget: float = BUDGET  # whole-hand samples per review (:func:`samples_for`)

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if cls.game:
            REVIEWS[cls.game] = cls()

    def start(self, hand: CardHand) -> CardHand:
        """The table of ``hand`` before its first event (its seed and settings), to replay."""
        raise NotImplementedError

    def action_of(self, game: CardHand, d: Decision, event: Any) -> Action | None:
        """The option of ``d`` the recorded ``event`` took (None: not a choice of ``d``)."""
        raise NotImplementedError

    def same(self, a: Action, b: Action) -> bool:
        """Are two choices the same move (e.g. the same ranks, whatever the suits)?"""
        return a == b

    def clone(self, game: CardHand) -> CardHand:
        """An independent copy of ``game`` as it stands, every seat automatic."""
        raise NotImplementedError

    def world(self, game: CardHand, seat: int, rng: random.Random) -> CardHand:
        """A copy of ``game`` with the cards ``seat`` cannot see dealt again from ``rng``,
        consistently with everything it has seen; every seat automatic."""
        raise NotImplementedError

    def every_world(self, game: CardHand, seat: int, limit: int) -> list[CardHand] | None:
        """Every equally likely deal of the unseen cards, if there are at most ``limit``
        (None otherwise)."""
        return None

    def play_out(self, world: CardHand, move: Action, seat: int) -> Results:
        """Make ``move`` at ``world``'s decision, play the hand to its end; ``seat``'s result
        per unit."""
        raise NotImplementedError

    def weight(self, game: CardHand) -> float:
        """What a sample from ``game`` costs, as a share of a whole hand's (default 1)."""
        return 1.0

    def cards_move(self, game: CardHand, d: Decision, cards: tuple[str, ...]) -> Action:
        """The move that plays ``cards`` (the seat's own, picked) at ``d``: 斗地主's plays are
        picked as cards (NotAllowed, with the reason, when the rules refuse them)."""
        raise NotImplementedError

    def why(self, game: CardHand, d: Decision, played: Action, best: Choice) -> Why:
        """One sentence: what was wrong with ``played`` (zh and en)."""
        return best.why or Why("高手会选另一步", "the strong level chooses otherwise")


REVIEWS: dict[str, TableReview] = {}
TRY_MOST = 16  # samples at most to judge a retry's move (a click waits for it: ~2 s at most)


def play_out_with(world: Any, move: Action, seat: int, player: Callable[[Any, Decision],
                  Choice], unit: str) -> Results:
    """``move`` made, then every seat plays as ``player`` to the end of the hand: ``seat``'s
    line of the ledger in ``unit`` (the play-out the games without an ending solver share)."""
    world.step(lambda g, d: move)
    while not world.over and len(world.events) < world.max_events:
        d = world.current()
        world.step(None if d is None else lambda g, d: player(g, d).action)
    return {unit: float(world.ledger()[seat])}


def decisions(hand: CardHand, seat: int, review: TableReview
              ) -> Iterable[tuple[int, CardHand, Decision, Action]]:
    """Each decision of ``seat`` in ``hand``: (event index, the table before it, the decision,
    the move played). The table is a fresh replay, shared between yields: copy to keep."""
    game = review.start(hand)
    for k, event in enumerate(hand.events):
        d = game.current()
        if d is not None and d.seat == seat and getattr(event, "seat", None) == seat and \
                (not review.stages or d.stage in review.stages) and len(d.options) > 1:
            played = review.action_of(game, d, event)
            if played is not None:
                yield k, game, d, played
        game.apply(event)


def loss_of(review: TableReview, game: CardHand, d: Decision, seat: int, played: Action,
            best: Action, key: str, *, least: int = LEAST, most: int = MOST,
            exact_limit: int = EXACT_LIMIT, deadline: float | None = None,
            stop: Callable[[], bool] | None = None) -> dict[str, Estimate]:
    """The loss of ``played`` against ``best`` at ``game`` (``d`` of ``seat``), per unit:
    worked out over every deal of the unseen cards when there are at most ``exact_limit``,
    else sampled (:func:`~widgets.practice.costs.paired`) from deals seeded by ``key``."""
    every = review.every_world(game, seat, exact_limit) if exact_limit else None
    if every is not None:
        outs = [(review.play_out(review.clone(w), played, seat),
                 review.play_out(review.clone(w), best, seat)) for w in every]
        return {u: exact([(p[u], b[u]) for p, b in outs]) for u in review.units}
    cache: dict[int, tuple[Results, Results]] = {}

    def work(i: int) -> tuple[Results, Results]:
        w = review.world(game, seat, random.Random(f"review/{key}/{i}"))
        return (review.play_out(review.clone(w), played, seat), review.play_out(w, best, seat))

    def one(i: int) -> tuple[Results, Results]:
        if i not in cache:  # the next few at once, on both cores (the same figures: by index)
            ahead = range(i, max(i + 1, min(i + AHEAD, most)))
            cache.update(zip(ahead, parallel.samples(work, ahead), strict=True))
        return cache[i]

    def in_unit(u: str) -> Callable[[int], tuple[float, float]]:
        return lambda i: (one(i)[0][u], one(i)[1][u])

    # each unit settles on its own; the samples (the play-outs) are shared between them
    return {u: paired(in_unit(u), UNITS[u], least=least, most=most, deadline=deadline,
                      stop=stop) for u in review.units}


def verdict(loss: dict[str, Estimate]) -> str:
    """mistake when any unit's estimate says so, fine when every one does, else unclear."""
    each = [e.verdict(UNITS[u]) for u, e in loss.items()]
    if "mistake" in each:
        return "mistake"
    return "fine" if all(v == "fine" for v in each) else "unclear"


def judge(review: TableReview, game: CardHand, d: Decision, seat: int, move: Action,
          played: Action, best: Action, key: str, *, least: int = LEAST,
          most: int = TRY_MOST) -> tuple[str, dict[str, Estimate] | None]:
    """A retry's ``move`` at ``d`` (where ``played`` was a mistake and ``best`` the strong
    move): 'best' (the strong move, or the same move), 'same' (the move played then),
    'good' (another move measured as no mistake against ``best``: as good, within the
    estimate's interval) or 'other' (measured a mistake, or too noisy to say: not told right);
    with the loss measured (None for 'best' and 'same'). Measured on the review's own deals
    (``key``), so the same try is judged the same way twice."""
    if review.same(move, best):
        return "best", None
    if review.same(move, played):
        return "same", None
    loss = loss_of(review, game, d, seat, move, best, key, least=least, most=most)
    return ("good" if verdict(loss) == "fine" else "other"), loss


def option_index(review: TableReview, d: Decision, move: Action) -> int:
    """The index of ``move`` among ``d``'s options (the same move, :meth:`TableReview.same`),
    -1 when it is none of them."""
    return next((i for i, a in enumerate(d.options) if review.same(a, move)), -1)


class CardReviewer:
    """A card hand's review worked out one step at a time (a widget shows its progress between
    two and can stop it): the strong level is asked at every decision of ``seat`` first
    (:meth:`__init__`), then :meth:`measure_next` measures the next decision where it differs.
    :attr:`review` is the review so far. Arguments as :func:`review_hand`'s."""

    def __init__(self, hand: CardHand, seat: int | None = None, *, least: int | None = None,
                 most: int | None = None, budget: float | None = None,
                 exact_limit: int = EXACT_LIMIT, stop: Callable[[], bool] | None = None,
                 deadline: float | None = None):
        review = REVIEWS.get(hand.game_id)
        if review is None:
            raise ValueError(Why(f"{hand.game_id} 还不能复盘",
                                 f"{hand.game_id} hands cannot be reviewed yet"))
        if seat is None:
            if len(hand.human) != 1:
                raise ValueError(Why("请指明复盘哪个座位", "name the seat to review"))
            seat = next(iter(hand.human))
        self.review_of, self.hand, self.seat = review, hand, seat
        self.least = review.least if least is None else least
        self.most = MOST if most is None else most
        self.exact_limit, self.deadline = exact_limit, deadline
        self.todo = [(k, review.clone(g), d, a) for k, g, d, a in decisions(hand, seat, review)]
        self.stopped = False
        self.asked: list[Choice | None] = []
        for _k, game, d, _played in self.todo:
            self.stopped = self.stopped or bool(stop and stop())
            self.asked.append(None if self.stopped else game.choice(d, "strong"))
        self.differ = [i for i, (t, best) in enumerate(zip(self.todo, self.asked, strict=True))
                       if best is not None and not review.same(t[3], best.action)]
        self.weights = [review.weight(self.todo[i][1]) for i in self.differ]
        self.budget = review.budget if budget is None else budget
        self.losses: dict[int, dict[str, Estimate]] = {}  # by index in todo
        self.done = 0  # decisions of ``differ`` measured (or passed, once stopped)

    @property
    def total(self) -> int:
        return len(self.differ)

    @property
    def finished(self) -> bool:
        return self.stopped or self.done >= self.total

    def stop(self) -> None:
        self.stopped = self.done < self.total or self.stopped

    def go_on(self) -> bool:
        """Take a stopped review up again where it stopped (as the hand table's, issue 38):
        the decisions measured stay, the strong level is asked where it was not yet, and the
        rest are measured as before (the same seeds and shares, so the same figures as a
        review never stopped, unless it stopped while the strong level was still being asked:
        the shares then count the decisions found since). False when nothing is left to do."""
        if not self.stopped:
            return False
        self.stopped = False
        review = self.review_of
        for n, (_k, game, d, played) in enumerate(self.todo):
            if self.asked[n] is None:
                best = game.choice(d, "strong")
                self.asked[n] = best
                if not review.same(played, best.action):
                    self.differ.append(n)
                    self.weights.append(review.weight(game))
        order = sorted(range(len(self.differ)), key=lambda j: self.differ[j])
        self.differ = [self.differ[j] for j in order]
        self.weights = [self.weights[j] for j in order]
        return not self.finished

    def measure_next(self, stop: Callable[[], bool] | None = None) -> bool:
        """Measure the next decision where the strong level differs; False when none is
        left (or the review is stopped)."""
        if self.finished:
            return False
        n = self.differ[self.done]
        k, game, d, played = self.todo[n]
        best = self.asked[n]
        assert best is not None
        share = samples_for(self.budget, self.weights, self.done, self.least, self.most)
        self.losses[n] = loss_of(self.review_of, game, d, self.seat, played, best.action,
                                 f"{self.hand.seed}/{k}", least=self.least, most=share,
                                 exact_limit=self.exact_limit, deadline=self.deadline,
                                 stop=stop)
        self.done += 1
        return True

    def at(self, step: int) -> tuple[CardHand, Decision, Action, Action]:
        """The listed decision at event ``step``: the table before it, the decision, the move
        played and the strong move (KeyError when ``step`` is not a measured decision)."""
        for n, (k, game, d, played) in enumerate(self.todo):
            best = self.asked[n]
            if k == step and n in self.losses and best is not None:
                return game, d, played, best.action
        raise KeyError(step)

    def attempt(self, step: int, move: Action) -> tuple[str, dict[str, Estimate] | None]:
        """A learner's new try at the mistake at ``step`` (retry before reveal): see
        :func:`judge`."""
        game, d, played, best = self.at(step)
        return judge(self.review_of, game, d, self.seat, move, played, best,
                     f"{self.hand.seed}/{step}", least=self.least)

    @property
    def review(self) -> CardReview:
        out: list[ReviewedPlay] = []
        for n, ((k, game, d, played), best) in enumerate(zip(self.todo, self.asked,
                                                              strict=True)):
            if best is None:
                out.append(ReviewedPlay(k, self.seat, d.stage, played))
            elif n in self.losses:
                loss = self.losses[n]
                out.append(ReviewedPlay(k, self.seat, d.stage, played, best.action, loss,
                                        verdict(loss),
                                        self.review_of.why(game, d, played, best), best.why))
            elif n in self.differ:
                out.append(ReviewedPlay(k, self.seat, d.stage, played, best.action,
                                        best_why=best.why))
        return CardReview(self.seat, self.review_of.units, tuple(out), len(self.todo),
                          len(self.losses), self.stopped)


def review_hand(hand: CardHand, seat: int | None = None, *, least: int | None = None,
                most: int | None = None, budget: float | None = None,
                exact_limit: int = EXACT_LIMIT,
                progress: Callable[[int, int], None] | None = None,
                stop: Callable[[], bool] | None = None, deadline: float | None = None
                ) -> CardReview:
    """Review ``hand`` (finished) for ``seat`` (default: its one human seat).

    First the strong level is asked at each of the seat's decisions; then each decision where
    it differs is measured with at least ``least`` and at most ``most`` samples, and all of
    them together with about ``budget`` samples of a whole hand (:func:`samples_for`: a sample
    from late in the hand costs less); ``least`` and ``budget`` default to the game's
    (:attr:`TableReview.least`, :attr:`TableReview.budget`). ``progress(done, total)`` after
    each decision measured; ``stop()`` ends the review early, the decisions not yet
    measured marked ``"not measured"``; ``deadline`` (``time.monotonic``), if given, also ends
    each measurement (the figures then depend on the machine's speed: the default counts
    samples only). One call of :class:`CardReviewer`."""
    r = CardReviewer(hand, seat, least=least, most=most, budget=budget,
                     exact_limit=exact_limit, stop=stop, deadline=deadline)
    while not r.finished:
        if stop is not None and stop():
            r.stop()
            break
        r.measure_next(stop)
        if progress:
            progress(r.done, r.total)
    return r.review


def samples_for(budget: float, weights: list[float], i: int, least: int, most: int) -> int:
    """Decision ``i``'s most samples: ``budget`` whole-hand samples shared evenly by the
    decisions measured, each sample counted by its ``weights`` (the share of the hand left to
    play), between ``least`` and ``most``.

    >>> samples_for(60, [1.0, 0.5, 0.1], 0, 8, 48), samples_for(60, [1.0, 0.5, 0.1], 2, 8, 48)
    (20, 48)
    """
    return max(least, min(most, int(budget / len(weights) / max(weights[i], 0.05))))


__all__ = ["BUDGET", "CardReview", "CardReviewer", "EXACT_LIMIT", "LEAST", "MOST",
           "NOT_MEASURED", "REVIEWS", "ReviewedPlay", "TRY_MOST", "TableReview", "decisions",
           "judge", "loss_of", "option_index", "play_out_with", "review_hand", "samples_for",
           "verdict"]
