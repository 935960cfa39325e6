"""The hand table's "Review my hand" fold: once a hand a learner played is over, their
decisions against the engine's best (:mod:`widgets.practice.table.hand_review`), the costliest
first, each with a button that steps the table to just before it. Worked out only while the
fold is open, once per hand (the review of a long hand takes the engine a moment)."""

from __future__ import annotations

import dataclasses
from typing import Any

from widgets.engine.notation import parse_hand
from widgets.engine.tiles import parse_tile, tile_name
from widgets.practice.choices import Action
from widgets.practice.costs import Estimate
from widgets.practice.record.mistakes import mistake_answer, record_mistake
from widgets.practice.record.store import RecordError
from widgets.practice.table.hand_review import (
    HandReview,
    Option,
    ReviewedDecision,
    human_seats,
    review_hand,
)
from widgets.practice.table.mistake_retry import position_code
from widgets.practice.table.play import Game, seat_name, tiles_text
from widgets.practice.table.points_review import (
    UNIT,
    NotReplayable,
    PointsDecision,
    PointsReviewer,
)

from ..shared import view as v
from ..shared.intents import Refused
from ..shared.labels import say
from ..shared.tile_faces import tile_view
from .card_review_view import progress_view
from .table_view import action_label

SHOWN = 8  # mistakes listed; the rest are counted


def _option(o: Option, lang: str) -> str:
    if o.kind == "discard":
        return tiles_text(o.tiles, lang)
    run = f" {tiles_text(o.tiles, lang)}" if o.kind == "chi" else ""
    return say(o.kind, lang) + run


def _after(o: Option, lang: str) -> str:
    shanten = v.shanten_label(o.shanten, lang)
    return shanten if o.shanten == -1 else say("review_after", lang, shanten=shanten,
                                                n=o.improving)


def _points(x: float | None) -> str:
    """An expected score as a learner reads it: 8, 2.5, 9.14 (not 8.0)."""
    return f"{x or 0:g}"


def _cost(d: ReviewedDecision, lang: str) -> str:
    shanten, tiles, expected = d.cost
    if shanten:
        return say("review_cost_shanten", lang, n=shanten)
    if tiles:
        return say("review_cost_tiles", lang, n=tiles)
    return say("review_cost_expected", lang, n=_points(expected))


def item_text(d: ReviewedDecision, lang: str, several: bool) -> str:
    """One decision in words: the step (as the log numbers it), the choice, the best."""
    fields = {"step": d.step + 1, "chosen": _option(d.chosen, lang),
              "after": _after(d.chosen, lang), "best": _option(d.best, lang),
              "best_after": _after(d.best, lang)}
    if d.kind == "discard" and d.cost[:2] == (0, 0) and d.cost[2]:  # same shanten and 进张
        text = say("review_discard_expected", lang, exp=_points(d.chosen.expected),
                   best_exp=_points(d.best.expected), **fields)
    elif d.kind == "discard":
        text = say("review_discard", lang, **fields)
    else:
        text = say("review_claim", lang, seat=seat_name(d.from_seat, lang),
                   tile=tiles_text([d.tile], lang), **fields)
    if several:  # people sharing a screen: whose decision it was
        text = f"{seat_name(d.seat, lang)}{'：' if lang == 'zh' else ': '}{text}"
    return text


class ReviewCache:
    """The last review, kept while its game's events are unchanged."""

    def __init__(self) -> None:
        self._key: tuple[int, int] | None = None
        self._review: HandReview | None = None

    def get(self, game: Game) -> HandReview:
        key = (id(game), len(game.events))
        if self._key != key or self._review is None:
            self._key, self._review = key, review_hand(game)
        return self._review


def review_view(game: Game, step: int, lang: str, open_: bool, cache: ReviewCache,
                points: PointsRun | None = None) -> dict[str, Any] | None:
    """The fold's view: None until a hand played by someone is over."""
    if not game.finished or not human_seats(game) or game.replay:
        return None
    out: dict[str, Any] = {"label": say("review_title", lang), "open": open_,
                           "hint": say("review_hint", lang), "items": [], "summary": "",
                           "more": ""}
    if not open_:
        return out
    review = cache.get(game)
    several = len(review.seats) > 1
    total = len(review.decisions)
    mistakes = review.mistakes
    out["summary"] = say("review_summary", lang, n=total, good=total - len(mistakes)) \
        if total else say("review_none", lang)
    out["items"] = [{"step": d.step, "seat": d.seat, "kind": d.kind,
                     "text": item_text(d, lang, several), "cost": _cost(d, lang),
                     "cost_shanten": d.cost[0], "cost_tiles": d.cost[1],
                     "cost_expected": d.cost[2],
                     "button": say("review_replay", lang), "current": d.step == step}
                    for d in mistakes[:SHOWN]]
    if len(mistakes) > SHOWN:
        out["more"] = say("review_more", lang, n=len(mistakes) - SHOWN)
    if points is not None:
        out["points"] = points_view(game, lang, points)
    out["chart"] = chart_view(review, points, lang)
    return out


def chart_view(review: HandReview, points: PointsRun | None, lang: str) -> dict[str, Any] | None:
    """The chart over the hand: after each of the learner's discards, the shanten and the
    improving tiles it left, the mistakes ringed (by tile efficiency, and in points once that
    review is worked out). People sharing a screen get one chart each (``series``: a seat's
    line, never mixed with another's); ``turns`` is the first one's. None when no seat had
    two discards to draw."""
    costly: set[int] = set()
    if points is not None and points.reviewer is not None and points.reviewer.finished:
        costly = {d.step for d in points.reviewer.review.mistakes}
    series = []
    for seat in review.seats:
        discards = sorted((d for d in review.decisions if d.kind == "discard"
                           and d.seat == seat), key=lambda d: d.step)
        if len(discards) < 2:
            continue
        turns = [{"n": i + 1, "step": d.step, "shanten": d.chosen.shanten,
                  "improving": d.chosen.improving,
                  "mistake": "points" if d.step in costly else "tiles" if d.mistake else "",
                  "label": say("chart_turn", lang, n=i + 1, step=d.step + 1)}
                 for i, d in enumerate(discards)]
        series.append({"seat": seat, "name": seat_name(seat, lang) if len(review.seats) > 1
                       else "", "turns": turns})
    if not series:
        return None
    return {"title": say("chart_title", lang), "shanten": say("chart_shanten", lang),
            "tiles": say("chart_tiles", lang), "mistake": say("chart_mistake", lang),
            "axis_shanten": say("chart_axis_shanten", lang),
            "axis_tiles": say("chart_axis_tiles", lang),
            "series": series, "turns": series[0]["turns"]}


# ---- the review in points (widgets.practice.table.points_review) ------------------------------

class PointsRun:
    """The table's review in points, worked out one decision per message from the widget (so
    its progress shows and Stop is heard between two); kept while its game is unchanged."""

    def __init__(self) -> None:
        self._key: tuple[int, int] | None = None
        self.reviewer: PointsReviewer | None = None
        self.refused = ""  # why the hand cannot be played again ('loaded', 'changed')
        # a mistake tried again (retry before reveal): its step, each try's verdict and
        # move, and whether the answer is shown
        self.retry: dict[str, Any] | None = None
        self.recorded: set[int] = set()  # the mistakes (steps) put in the learner's deck
        self.problem = ""  # the record could not be written: said, not lost in silence

    def current(self, game: Game) -> PointsRun:
        if self._key != (id(game), len(game.events)):
            self._key, self.reviewer, self.refused = (id(game), len(game.events)), None, ""
            self.retry, self.recorded, self.problem = None, set(), ""
        return self

    def start(self, game: Game, efficiency: HandReview | None = None) -> None:
        self.current(game)
        if self.reviewer is None and not self.refused:
            try:
                self.reviewer = PointsReviewer(game, efficiency=efficiency)
            except NotReplayable as e:
                self.refused = e.reason

    def next(self, game: Game) -> None:
        if self.current(game).reviewer is not None:
            self.reviewer.measure_next()

    def stop(self, game: Game) -> None:
        if self.current(game).reviewer is not None:
            self.reviewer.stop()

    def go_on(self, game: Game) -> None:
        """A stopped review taken up where it stopped (the decisions measured stay)."""
        if self.current(game).reviewer is not None:
            self.reviewer.go_on()


def _figure(x: float) -> str:
    return f"{x:.1f}".replace("-0.0", "0.0")


def loss_words(e: Estimate, lang: str) -> str:
    """A loss in points as the review says it: a figure with its 95 % interval only when that
    is within the ±1-point bound (issue 38: "that interval is bounded"); wider, a mistake is
    said by the interval's lower end ("at least N points lost") and anything else as the
    range it is, with how many play-outs it took."""
    said = e.said_as(UNIT)
    if said == "figure":
        return say("points_loss", lang, mean=_figure(e.mean), low=_figure(e.low),
                   high=_figure(e.high))
    return say(f"points_loss_{said}", lang, low=_figure(e.low), high=_figure(e.high), n=e.n,
               bound=f"{UNIT.bound:g}")


def points_item(d: PointsDecision, lang: str) -> dict[str, Any]:
    """One mistake: the move played, the strong move and why, the loss with its interval."""
    loss = d.loss
    assert loss is not None
    why = d.why.say(lang) if d.why is not None else ""
    return {"step": d.step, "seat": d.seat,
            "text": say("points_item", lang, step=d.step + 1,
                        played=action_label(d.played, lang) or d.played.kind,
                        best=action_label(d.best, lang) or d.best.kind, why=why),
            "loss": loss_words(loss, lang),
            "mean": round(loss.mean, 2), "half": round(loss.half, 2),
            "button": say("review_replay", lang), "retry": say("points_retry", lang)}


def _move(action: Action, lang: str) -> str:
    return action_label(action, lang) or action.kind


# a try's verdict (PointsReviewer.attempt) → its words; the rest are 'retry_' + the verdict
TRY_WORDS = {"other": "points_retry_worse", "good": "points_retry_good",
             "measuring": "retry_measuring"}
GOOD_TRIES = ("best", "good")  # a try that grades the card Good: the strong move, or as good


def retry_view(run: PointsRun, lang: str) -> dict[str, Any] | None:
    """The mistake tried again: the hand then, each discard a tile to click and the other
    options as buttons; after a try, whether it was the strong move; the answer only once
    asked for (and only after a first try)."""
    r, retry = run.reviewer, run.retry
    if r is None or retry is None:
        return None
    step = retry["step"]
    e = r.entries[step]
    d, hand = r.asked[step]
    index = {a.tiles[0]: i for i, a in enumerate(d.options) if a.kind == "discard"}
    tiles = [tile_name(t) for t in parse_hand(hand).closed]
    out: dict[str, Any] = {
        "step": step, "prompt": say("retry_prompt", lang, step=step + 1,
                                    played=_move(e.played, lang)),
        "hand": [{"tile": tile_view(parse_tile(t), lang), "index": index.get(t, -1)}
                 for t in tiles],
        "buttons": [{"index": i, "label": _move(a, lang)} for i, a in enumerate(d.options)
                    if a.kind != "discard"],
        "feedback": "", "verdict": "", "revealed": "",
        "reveal": say("retry_reveal", lang) if retry["tries"] and not retry["revealed"]
        else "", "close": say("retry_close", lang)}
    if retry["tries"]:
        verdict, i = retry["tries"][-1]
        why = e.why.say(lang) if e.why is not None and verdict == "best" else ""
        move = d.options[i]
        out["verdict"] = verdict
        est = r.tried.get((step, move))
        figure = "" if est is None else loss_words(est, lang)
        out["feedback"] = say(TRY_WORDS.get(verdict, f"retry_{verdict}"), lang,
                              move=_move(move, lang), why=why, loss=figure,
                              threshold=f"{r.review.unit.threshold:g}")
        # the widget asks for the measuring once per try (the key changes with each try)
        out["measure"] = f"{step}:{len(retry['tries'])}" if verdict == "measuring" else ""
    if retry["revealed"] and e.loss is not None:
        out["revealed"] = say("retry_answer", lang, best=_move(e.best, lang),
                              why=e.why.say(lang) if e.why is not None else "",
                              played=_move(e.played, lang),
                              loss=points_item(e, lang)["loss"])
    return out


def points_view(game: Game, lang: str, run: PointsRun) -> dict[str, Any]:
    """The review in points: 'ready' (a button starts it), 'running' (progress, Stop),
    'done' (the mistakes, costliest first, what each means) or 'refused' (why not)."""
    run = run.current(game)
    out: dict[str, Any] = {"title": say("points_title", lang), "hint": say("points_hint", lang)}
    if run.refused:
        why = say(f"points_refused_{run.refused}", lang)
        return out | {"stage": "refused", "text": say("points_refused", lang, why=why)}
    r = run.reviewer
    waiting = progress_view(out, r, lang)
    if waiting is not None:
        return waiting
    assert r is not None
    review = r.review
    unit = review.unit
    threshold = f"{unit.threshold:g}"
    n = len(review.decisions)
    counts = {v: sum(d.verdict == v for d in review.decisions)
              for v in ("unclear", "unmeasured")}
    mistakes = review.mistakes
    left = r.left  # stopped or out of time: the rest can still be worked out (or narrowed)
    go_on = "points_go_on_narrow" if r.narrowing else "points_go_on"
    return out | {
        "stage": "done", "meaning": unit.meaning.say(lang),
        "go_on": say(go_on, lang, n=left) if left > 0 and r.finished else "",
        "more": say("review_more", lang, n=len(mistakes) - SHOWN)
        if len(mistakes) > SHOWN else "",
        "summary": say("points_summary", lang, n=n, good=review.as_good, threshold=threshold)
        if n else say("review_none", lang),
        "items": [points_item(d, lang) for d in mistakes[:SHOWN]],
        "retry": retry_view(run, lang),
        "none": "" if mistakes or not n else say("points_no_mistake", lang,
                                                   threshold=threshold),
        "notes": [say(f"points_{v}", lang, n=k) for v, k in counts.items() if k]
        + ([say("points_deck", lang, n=len(run.recorded))] if run.recorded else [])
        + ([run.problem] if run.problem else [])}


def points_run(table: Any) -> PointsRun:
    """The table's review in points (one per table, kept with it)."""
    if "_points_run" not in table.__dict__:
        table._points_run = PointsRun()
    return table._points_run


ACTIONS = ("start", "next", "stop", "go_on", "retry", "try", "measure", "reveal", "close")


def points_intent(table: Any, msg: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    """The widget's ``review_points`` message: start, next (one more decision), stop, go_on
    (after a stop); retry, try, measure (the last try, when it needs working out), reveal,
    close (retry before reveal)."""
    what = msg.get("action")
    if what not in ACTIONS:
        raise Refused(f"review_points: action is {', '.join(ACTIONS)}, not {what!r:.40}",
                      f"复盘：不认识这个操作 {what!r:.40}")
    game = table._game
    if not (game.finished and human_seats(game)) or game.replay:
        raise Refused("review_points: only a hand you played, once it is over",
                      "review_points：只能复盘你打完的牌")
    run = points_run(table).current(game)
    if what in ("start", "next", "stop", "go_on"):
        if what == "start":  # the efficiency review the fold already shows orders the work
            run.start(game, table._reviews().get(game))
        else:
            getattr(run, what)(game)
        _keep_mistakes(table, run)
        return table._state, table._ui | {"review": True}
    state = _retry(run, what, msg)
    retry = run.retry
    if retry is not None and retry["tries"] and not retry["graded"] and \
            retry["tries"][-1][0] != "measuring":
        retry["graded"] = True  # the first try of a showing grades the card, not every click
        _keep_try(table, run)
    step = run.retry["step"] if run.retry is not None else state
    return dataclasses.replace(table._state, step=step, picked=()) if step is not None \
        else table._state, table._ui | {"review": True}


def _retry(run: PointsRun, what: str, msg: dict[str, Any]) -> int | None:
    """Retry before reveal: 'retry' a listed mistake (``step``), 'try' one of its options
    (``index``), 'reveal' the answer once tried, 'close'. The table shows that step."""
    r = run.reviewer
    if r is None or not r.finished:
        raise Refused("review_points: work the review out first",
                      "review_points：先把复盘算出来")
    if what == "retry":
        step = msg.get("step")
        listed = {d.step for d in r.review.mistakes}
        if type(step) is not int or step not in listed:
            raise Refused(f"review_points: step is one of the mistakes listed {sorted(listed)}, "
                          f"not {step!r}", f"review_points：step 是列出的失误之一 "
                          f"{sorted(listed)}，不是 {step!r}")
        run.retry = {"step": step, "tries": [], "revealed": False, "graded": False}
        return None
    if run.retry is None:
        raise Refused("review_points: no mistake is being tried again",
                      "review_points：现在没有在重试的失误")
    if what == "close":
        step = run.retry["step"]
        run.retry = None
        return step
    if what == "reveal":
        if not run.retry["tries"]:
            raise Refused("review_points: try a move first, then the answer shows",
                          "review_points：先试一个选择，才能看答案")
        run.retry["revealed"] = True
        return None
    d = r.asked[run.retry["step"]][0]
    if what == "measure":  # the last try, when it is neither the strong move nor the one played
        tries = run.retry["tries"]
        if tries and tries[-1][0] == "measuring":
            step, i = run.retry["step"], tries[-1][1]
            r.measure_try(step, d.options[i])
            tries[-1] = (r.attempt(step, d.options[i]), i)
        return None
    i = msg.get("index")
    if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i < len(d.options):
        raise Refused(f"review_points: index is 0-{len(d.options) - 1}, not {i!r}",
                      f"review_points：序号是 0-{len(d.options) - 1}，不是 {i!r}")
    run.retry["tries"].append((r.attempt(run.retry["step"], d.options[i]), i))
    return None


# ---- the mistakes deck (widgets.practice.record.mistakes) ---------------------------------------

def mistake_question(r: PointsReviewer, step: int, game: Game | None = None
                     ) -> dict[str, Any]:
    """What it takes to ask the mistake at ``step`` again without the hand (the record);
    with the ``game``, its position (``code``: My mistakes deals it again to measure a new
    move, :mod:`widgets.practice.table.mistake_retry`)."""
    e = r.entries[step]
    d, hand = r.asked[step]
    assert e.loss is not None
    code = position_code(game, step) if game is not None else None
    return ({"code": code} if code is not None else {}) | {
            "step": step, "seat": e.seat, "stage": e.stage, "hand": hand,
            "options": [[a.kind, list(a.tiles), a.label_zh or a.kind, a.label_en or a.kind]
                        for a in d.options],
            "played": d.options.index(e.played), "best": d.options.index(e.best),
            "why": [e.why.zh, str(e.why)] if e.why is not None else ["", ""],
            "loss": [round(e.loss.mean, 2), round(e.loss.low, 2), round(e.loss.high, 2)],
            "samples": e.loss.n, "position": r.seen[step]}


def _write(table: Any, run: PointsRun, answers: list[Any]) -> None:
    record = getattr(table, "_record", None)
    if record is None:
        return
    try:
        for a in answers:
            record_mistake(record, a)
    except (RecordError, OSError) as e:
        lang = table._ui["lang"]
        run.problem = e.text(lang) if isinstance(e, RecordError) else \
            say("points_deck_failed", lang, why=str(e))


def _keep_mistakes(table: Any, run: PointsRun) -> None:
    """Once the review is worked out, its mistakes go in the learner's deck (once)."""
    r = run.reviewer
    if r is None or not r.finished:
        return
    new = [d for d in r.review.mistakes if d.step not in run.recorded]
    run.recorded |= {d.step for d in new}
    game = table._game
    _write(table, run, [mistake_answer(game.variant, game.seed,
                                       mistake_question(r, d.step, game), correct=False,
                                       answer=_move(d.played, "en"))
                        for d in new])


def _keep_try(table: Any, run: PointsRun) -> None:
    """A try at the table is a review of that card: the strong move Good, another Again."""
    r, retry = run.reviewer, run.retry
    assert r is not None and retry is not None
    verdict, i = retry["tries"][-1]
    game, step = table._game, retry["step"]
    d = r.asked[step][0]
    _write(table, run, [mistake_answer(game.variant, game.seed,
                                       mistake_question(r, step, game),
                                       correct=verdict in GOOD_TRIES,
                                       answer=_move(d.options[i], "en"))])
