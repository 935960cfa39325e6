"""Exercise answers in the learner's record (:mod:`widgets.practice.record`), as a drill's are.

Every Check is one answer: source ``exercise``, the question type (the factory's: waits,
shanten, discard, claim, score, choice; ``custom`` for an exercise with a check of its own), the
level ``exercise``, and as its seed the exercise's id: its position code with no answer in it,
which opens the same exercise again. A wrong (or part-credit) answer to a factory's exercise
joins the mistakes deck (:mod:`widgets.practice.record.review`); :func:`due` opens the ones due. A
custom exercise is recorded but cannot come back (nothing can make it again).
"""

from __future__ import annotations

import hashlib
import json
import time
from datetime import datetime
from typing import Any

from widgets.engine.position_code import encode
from widgets.practice.record import review
from widgets.practice.record.store import Answer, Record, RecordError

from ..shared import record_bridge
from ..shared.labels import bilingual, say

LEVEL = "exercise"  # the level of every exercise answer: review keys tell them from a drill's
KINDS = {"waits": "waits", "shanten": "shanten", "best_discard": "discard", "claim": "claim",
         "score": "score", "choice": "choice"}
UNANSWERED = [[], [], "", False, False, False, 0]  # a code's state with nothing answered yet


def identity(ex: Any) -> tuple[str, str, str]:
    """The exercise's (variant, question type, id) as the record keeps them."""
    recipe = getattr(ex, "_recipe", None)
    if recipe is not None:
        return (recipe["a"].get("variant", ex._variant), KINDS[recipe["f"]],
                encode("ex", recipe | {"s": UNANSWERED}))
    text = json.dumps([bilingual(ex._question, "zh"), bilingual(ex._question, "en")],
                      ensure_ascii=False)
    return ex._variant, "custom", "q-" + hashlib.sha256(text.encode()).hexdigest()[:12]


def save(ex: Any, answer: Any, correct: bool, credit: float, hints: int) -> str:
    """Keep one checked answer (and, for a factory's exercise, its review card) in the
    exercise's record; '' or what went wrong, in the widget's language."""
    record: Record | None = ex._record
    if record is None:
        return ""
    variant, kind, seed = identity(ex)
    seconds = round(time.monotonic() - ex._shown_at, 1)
    ex._shown_at = time.monotonic()  # a second Check is timed from the first
    entry = Answer("exercise", variant, kind, LEVEL, seed, 0,
                   json.dumps(answer, ensure_ascii=False, default=str), correct, credit, hints,
                   seconds)
    try:
        card = None
        if kind != "custom":
            card = review.next_card(record.cards().get(entry.key), correct, credit)
        record.add(entry, card)
    except RecordError as e:
        return e.text(ex._ui["lang"])
    record_bridge.flush(ex, record)  # the site over plain http: into the browser's storage
    # lines of the file it cannot read are kept aside in it: said after the check, not hidden
    return say("drill_record_unreadable", ex._ui["lang"], n=record.skipped) \
        if record.skipped else ""


def is_exercise(key: str) -> bool:
    """Whether a review key is an exercise's (a drill cannot deal it)."""
    return review.unkey(key)["level"] == LEVEL


def due_codes(record: Record, when: datetime | None = None) -> list[str]:
    """The ids (position codes) of the exercises due in the deck, the longest-waiting first."""
    return [review.unkey(k)["seed"] for k, _ in review.due(record, when) if is_exercise(k)]
