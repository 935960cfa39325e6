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

from ..shared import view as v
from ..shared.labels import say

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


def review_view(game: Game, step: int, lang: str, open_: bool, cache: ReviewCache
                ) -> dict[str, Any] | None:
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
    return out
