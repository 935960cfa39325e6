"""The mistakes deck: questions answered wrong come back, scheduled by FSRS (the ``fsrs`` package,
pure Python, so it runs in the site's Pyodide too), not by a scheduler of our own.

A wrong (or part-credit) answer puts its question in the deck; every later answer to it is a
review: full credit rates it Good, part credit Hard, a wrong answer Again (:func:`rating`). The
card (``fsrs.Card.to_dict()``) is kept in the learner's record beside the answer, so the deck
survives a restart. Fuzzing is off: the same answers at the same times give the same due dates.

>>> from datetime import datetime, timezone
>>> t = datetime(2026, 12, 1, 10, tzinfo=timezone.utc)
>>> card = next_card(None, correct=False, credit=0.0, when=t)
>>> card["due"]                                     # fsrs: Again on a new card, due in 1 min
'2026-12-01T10:01:00+00:00'
>>> next_card(None, correct=True, credit=1.0, when=t) is None   # right at once: no card
True
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any

import fsrs

from .store import Record

SCHEDULER = fsrs.Scheduler(enable_fuzzing=False)


def rating(correct: bool, credit: float) -> fsrs.Rating:
    """Full credit is Good, part credit Hard, a wrong answer with little credit Again."""
    if correct and credit >= 1:
        return fsrs.Rating.Good
    return fsrs.Rating.Hard if credit >= 0.5 else fsrs.Rating.Again


def next_card(card: dict[str, Any] | None, correct: bool, credit: float,
              when: datetime | None = None) -> dict[str, Any] | None:
    """The question's card after this answer, or None when it is not in the deck and this
    answer earned full credit (it never needs to come back)."""
    if card is None and correct and credit >= 1:
        return None
    current = fsrs.Card.from_dict(card) if card else fsrs.Card(due=when)
    new, _log = SCHEDULER.review_card(current, rating(correct, credit),
                                      when or datetime.now(UTC))
    return new.to_dict()


def due(record: Record, when: datetime | None = None) -> list[tuple[str, datetime]]:
    """The deck's questions due at ``when`` (now by default), the longest-waiting first, as
    (question key, due date)."""
    now = when or datetime.now(UTC)
    out = [(key, datetime.fromisoformat(card["due"])) for key, card in record.cards().items()]
    return sorted(((k, d) for k, d in out if d <= now), key=lambda kd: kd[1])


def upcoming(record: Record) -> list[tuple[str, datetime]]:
    """Every card in the deck with its due date, soonest first."""
    return sorted(((k, datetime.fromisoformat(c["due"])) for k, c in record.cards().items()),
                  key=lambda kd: kd[1])


def unkey(key: str) -> dict[str, Any]:
    """A question key back as settings: variant, kind, level, seed, index, options."""
    variant, kind, level, seed, index, options = json.loads(key)
    return {"variant": variant, "kind": kind, "level": level, "seed": seed, "index": index,
            "options": json.loads(options)}
