"""The hand table's "Review my hand" fold: once a hand a learner played is over, their
decisions against the engine's best (:mod:`widgets.practice.table.hand_review`), the costliest
first, each with a button that steps the table to just before it. Worked out only while the
fold is open, once per hand (the review of a long hand takes the engine a moment)."""

from __future__ import annotations

from typing import Any

from widgets.practice.table.hand_review import (
    HandReview,
    Option,
    ReviewedDecision,
    human_seats,
    review_hand,
)
from widgets.practice.table.play import Game, seat_name, tiles_text
from widgets.practice.table.points_review import NotReplayable, PointsDecision, PointsReviewer

from ..shared import view as v
from ..shared.intents import Refused
from ..shared.labels import say
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
    return out


# ---- the review in points (widgets.practice.table.points_review) ------------------------------

class PointsRun:
    """The table's review in points, worked out one decision per message from the widget (so
    its progress shows and Stop is heard between two); kept while its game is unchanged."""

    def __init__(self) -> None:
        self._key: tuple[int, int] | None = None
        self.reviewer: PointsReviewer | None = None
        self.refused = ""  # why the hand cannot be played again ('loaded', 'changed')

    def current(self, game: Game) -> PointsRun:
        if self._key != (id(game), len(game.events)):
            self._key, self.reviewer, self.refused = (id(game), len(game.events)), None, ""
        return self

    def start(self, game: Game) -> None:
        self.current(game)
        if self.reviewer is None and not self.refused:
            try:
                self.reviewer = PointsReviewer(game)
            except NotReplayable as e:
                self.refused = e.reason

    def next(self, game: Game) -> None:
        if self.current(game).reviewer is not None:
            self.reviewer.measure_next()

    def stop(self, game: Game) -> None:
        if self.current(game).reviewer is not None:
            self.reviewer.stop()


def _figure(x: float) -> str:
    return f"{x:.1f}".replace("-0.0", "0.0")


def points_item(d: PointsDecision, lang: str) -> dict[str, Any]:
    """One mistake: the move played, the strong move and why, the loss with its interval."""
    loss = d.loss
    assert loss is not None
    why = d.why.say(lang) if d.why is not None else ""
    return {"step": d.step, "seat": d.seat,
            "text": say("points_item", lang, step=d.step + 1,
                        played=action_label(d.played, lang) or d.played.kind,
                        best=action_label(d.best, lang) or d.best.kind, why=why),
            "loss": say("points_loss", lang, mean=_figure(loss.mean), low=_figure(loss.low),
                        high=_figure(loss.high)),
            "mean": round(loss.mean, 2), "half": round(loss.half, 2),
            "button": say("review_replay", lang)}


def points_view(game: Game, lang: str, run: PointsRun) -> dict[str, Any]:
    """The review in points: 'ready' (a button starts it), 'running' (progress, Stop),
    'done' (the mistakes, costliest first, what each means) or 'refused' (why not)."""
    run = run.current(game)
    out: dict[str, Any] = {"title": say("points_title", lang), "hint": say("points_hint", lang),
                           "state": "ready", "start": say("points_start", lang)}
    if run.refused:
        why = say(f"points_refused_{run.refused}", lang)
        return out | {"state": "refused", "text": say("points_refused", lang, why=why)}
    r = run.reviewer
    if r is None:
        return out
    if not r.finished:
        return out | {"state": "running", "done": r.done, "total": r.total,
                      "text": say("points_running", lang, done=r.done + 1, total=r.total),
                      "stop": say("points_stop", lang)}
    review = r.review
    unit = review.unit
    threshold = f"{unit.threshold:g}"
    n = len(review.decisions)
    counts = {v: sum(d.verdict == v for d in review.decisions)
              for v in ("unclear", "unmeasured")}
    mistakes = review.mistakes
    return out | {
        "state": "done", "meaning": unit.meaning.say(lang),
        "summary": say("points_summary", lang, n=n, good=review.as_good, threshold=threshold)
        if n else say("review_none", lang),
        "items": [points_item(d, lang) for d in mistakes[:SHOWN]],
        "none": "" if mistakes or not n else say("points_no_mistake", lang,
                                                   threshold=threshold),
        "notes": [say(f"points_{v}", lang, n=k) for v, k in counts.items() if k]}


def points_run(table: Any) -> PointsRun:
    """The table's review in points (one per table, kept with it)."""
    if "_points_run" not in table.__dict__:
        table._points_run = PointsRun()
    return table._points_run


def points_intent(table: Any, msg: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    """The widget's ``review_points`` message: start, next (one more decision) or stop."""
    what = msg.get("action")
    if what not in ("start", "next", "stop"):
        raise Refused(f"review_points: action is start, next or stop, not {what!r}",
                      f"review_points：action 是 start、next 或 stop，不是 {what!r}")
    game = table._game
    if not (game.finished and human_seats(game)) or game.replay:
        raise Refused("review_points: only a hand you played, once it is over",
                      "review_points：只能复盘你打完的牌")
    getattr(points_run(table), what)(game)
    return table._state, table._ui | {"review": True}
