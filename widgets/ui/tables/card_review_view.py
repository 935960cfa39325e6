"""The card tables' "Review my hand" (斗地主, 欢乐三张, 跑胡子, 二八杠): once a hand one person
played is over, what each of their decisions cost in the game's own unit, against the strong
level's (:mod:`widgets.practice.card_tables.card_review`), worked out one decision per message
from the widget (so its bar moves and Stop is heard between two); 二八杠's bets by their exact
expected value."""

from __future__ import annotations

from typing import Any

from widgets.practice.card_tables.card_review import REVIEWS, CardReviewer
from widgets.practice.costs import UNITS

from ..shared.intents import Refused
from ..shared.labels import say
from . import card_mistakes, card_retry

SHOWN = 8  # mistakes listed; the rest are counted


class CardRun:
    """A table's review, kept while its hand is unchanged."""

    def __init__(self) -> None:
        self._key: tuple[int, int] | None = None
        self.reviewer: CardReviewer | None = None
        # a mistake tried again (:mod:`.card_retry`): its step, the tries, the cards picked,
        # whether the answer is shown
        self.retry: dict[str, Any] | None = None
        self.recorded: set[int] = set()  # the mistakes (steps) put in the learner's deck
        self.problem = ""  # the record could not be written: said, not lost in silence

    def current(self, game: Any) -> CardRun:
        if self._key != (id(game), len(game.events)):
            self._key, self.reviewer = (id(game), len(game.events)), None
            self.retry, self.recorded, self.problem = None, set(), ""
        return self


def run_of(table: Any) -> CardRun:
    if "_card_run" not in table.__dict__:
        table._card_run = CardRun()
    return table._card_run.current(table.game)


def progress_view(out: dict[str, Any], r: Any, lang: str) -> dict[str, Any] | None:
    """A review's view while it is not finished (None once it is): 'ready' with its start
    button (no reviewer yet), or 'running' with how far it is and Stop. Both tables' reviews
    (this one and the hand table's in points) draw the same two stages."""
    if r is None:
        return out | {"stage": "ready", "start": say("points_start", lang)}
    if not r.finished:
        text = (say("points_narrowing", lang, n=r.left) if getattr(r, "narrowing", False)
                else say("points_running", lang, done=r.done + 1, total=r.total))
        # the widget asks for one more round each time ``round`` changes (narrowing leaves
        # ``done`` as it is)
        return out | {"stage": "running", "done": r.done, "total": r.total, "text": text,
                      "round": getattr(r, "rounds", r.done), "stop": say("points_stop", lang)}
    return None


def reviewable(game: Any) -> bool:
    return game.over and len(game.human) == 1 and game.game_id in REVIEWS


def intent(table: Any, msg: dict[str, Any]) -> None:
    """``{"kind": "review", "action": "start" | "next" | "stop" | "go_on"}`` (go_on: a
    stopped review taken up where it stopped), or retry before reveal's (:mod:`.card_retry`:
    retry, pick, try, reveal, close)."""
    what = msg.get("action")
    if what not in ("start", "next", "stop", "go_on", *card_retry.ACTIONS):
        raise Refused(f"review: action is start, next, stop, go_on, "
                      f"{', '.join(card_retry.ACTIONS)}, not {what!r:.40}",
                      f"复盘：不认识这个操作 {what!r:.40}")
    if not reviewable(table.game):
        raise Refused("review: only a hand one person played, once it is over",
                      "review：只能复盘一个人打完的牌")
    run = run_of(table)
    if what in card_retry.ACTIONS:
        card_retry.retry_intent(table, run, what, msg)
        return
    if what == "start" and run.reviewer is None:
        run.reviewer = CardReviewer(table.game)
    elif what == "next" and run.reviewer is not None:
        run.reviewer.measure_next()
    elif what == "stop" and run.reviewer is not None:
        run.reviewer.stop()
    elif what == "go_on" and run.reviewer is not None:
        run.retry = None  # the list changes under it: the try closes
        run.reviewer.go_on()
    card_mistakes.keep_mistakes(table, run)


def review_view(table: Any) -> dict[str, Any] | None:
    """'ready' (a button starts it), 'running' (progress, Stop) or 'done' (the mistakes,
    costliest first, each with its loss in every unit and why; what the figures mean)."""
    game, lang = table.game, table.ui["lang"]
    if not reviewable(game):
        return None
    run = run_of(table)
    out: dict[str, Any] = {"title": say("card_review_title", lang),
                           "hint": say("card_review_hint", lang)}
    r = run.reviewer
    waiting = progress_view(out, r, lang)
    if waiting is not None:
        return waiting
    assert r is not None
    review = r.review
    decided = {k: d for k, _g, d, _a in r.todo}
    mistakes = review.mistakes
    items = []
    for p in mistakes[:SHOWN]:
        d = decided[p.step]
        why = p.why.say(lang) if p.why is not None else ""
        assert p.best is not None
        items.append({"step": p.step, "button": say("review_replay", lang),
                      "loss": card_mistakes.losses_text(p.loss, lang),
                      "retry": say("points_retry", lang),
                      "text": say("card_review_item", lang, step=p.step + 1,
                                  played=table._action_words(d, p.played),
                                  best=table._action_words(d, p.best), why=why),
                      "mean": round(p.loss[review.units[0]].mean, 3)})
    unclear = sum(p.verdict == "unclear" for p in review.decisions)
    unmeasured = sum(not p.measured for p in review.decisions)
    notes = ([say("points_unclear", lang, n=unclear)] if unclear else []) + (
        [say("points_unmeasured", lang, n=unmeasured)] if unmeasured else [])
    good = review.reviewed - len(mistakes) - unclear - unmeasured
    if run.recorded:
        notes.append(say("points_deck", lang, n=len(run.recorded)))
    if run.problem:
        notes.append(run.problem)
    left = r.total - r.done  # stopped: the rest can still be worked out
    return out | {"stage": "done", "items": items, "retry": card_retry.retry_view(table, run, lang),
                  "go_on": say("points_go_on", lang, n=left) if r.stopped and left > 0 else "",
                  "more": say("review_more", lang, n=len(mistakes) - SHOWN)
                  if len(mistakes) > SHOWN else "",
                  "summary": say("card_review_summary", lang, n=review.reviewed, good=good),
                  "none": "" if mistakes else say("card_review_none", lang),
                  "notes": notes,
                  "meaning": " ".join(UNITS[u].meaning.say(lang) for u in review.units)}
