"""The mistakes of played hands in the review deck: each mistake the review in points finds
(:mod:`widgets.practice.table.points_review`) comes back, scheduled by FSRS like a drill's
(:mod:`.review`), as the position it was made in.

A mistake is kept as an answer of ``source`` "table" and ``level`` :data:`LEVEL`; its question
(the ``options`` field, JSON) holds what it takes to ask it again without the hand: the
variant, the hand at that moment, each option (kind, tiles, its words in zh and en), which
was played and which the strong level chose, its reason and the loss, and the table the
learner saw then (``position``, :func:`seen_position`: every seat's melds and river, 定缺, the
赖子), so a defence or a 武汉 decision can be judged again. Its key is the question's, so the
same mistake found twice is one card.

>>> q = {"hand": "123m", "options": [["discard", ["1m"], "打 一万", "discard 1m"]],
...      "played": 0, "best": 0, "why": ["", ""], "loss": [1.0, 0.5, 1.5], "step": 9}
>>> a = mistake_answer("sichuan-xueliu", 7, q, correct=False)
>>> is_mistake(a.key), question(a.key)["step"]
(True, 9)
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Any

from . import review
from .store import Answer, Record, now_text

SOURCE = "table"
LEVEL = "table"
KIND = "table_mistake"


def mistake_answer(variant: str, seed: int | None, q: dict[str, Any], correct: bool,
                   answer: str = "") -> Answer:
    """The answer that records ``q`` (found, or tried again: ``correct`` when the strong move
    was chosen)."""
    return Answer(SOURCE, variant, KIND, LEVEL, "" if seed is None else str(seed),
                  int(q["step"]), answer, correct, 1.0 if correct else 0.0,
                  options=json.dumps(q, ensure_ascii=False, sort_keys=True), at=now_text())


def seen_position(state: Any, seat: int, kongs: Any = ()) -> dict[str, Any]:
    """What ``seat`` saw of the table (a :class:`~widgets.practice.table.state.TableState`),
    as a card keeps it: each seat's melds (notation), river, 定缺 suit and wins, and the 赖子
    (武汉) with its flipped indicator and ``kongs``, the tiles a river holds as kongs (武汉's
    红中杠 and 赖子杠); never another seat's concealed tiles. Seats with no tiles (the two
    empty chairs of 双人) are left out."""
    from ...engine.notation import Hand, format_hand, parse_hand
    seats = []
    for sv in state.seats:
        hand = parse_hand(sv.hand)
        if not hand.closed and not hand.melds and not sv.discards:
            continue
        seats.append({"seat": sv.seat, "melds": format_hand(Hand((), hand.melds)).strip(),
                      "river": list(sv.discards), "void": sv.void or "",
                      "wins": list(sv.wins), "out": bool(sv.out)})
    return {"seat": seat, "seats": seats, "wild": state.wild or "",
            "indicator": state.indicator or "", "kongs": sorted(kongs),
            "dealer": state.dealer, "wall": state.wall_remaining}


def is_mistake(key: str) -> bool:
    """A played hand's mistake (not a drill's question or an exercise)."""
    try:
        return review.unkey(key)["level"] == LEVEL
    except (ValueError, TypeError):
        return False


FIELDS = {"hand": str, "options": list, "played": int, "best": int, "why": list,
          "loss": list, "step": int}


def question(key: str) -> dict[str, Any]:
    """The mistake's question (see the module) with its ``variant`` and ``seed``; ValueError
    when the card is not one (a field missing or of the wrong type: a damaged record)."""
    k = review.unkey(key)
    q = k["options"]
    if not isinstance(q, dict) or any(not isinstance(q.get(f), t) for f, t in FIELDS.items()) \
            or not all(0 <= q[f] < len(q["options"]) for f in ("played", "best")) \
            or any(not isinstance(o, list) or len(o) != 4 for o in q["options"]):
        raise ValueError(f"not a played hand's mistake: {key:.80}")
    return dict(q, variant=k["variant"], seed=k["seed"])


def readable(key: str) -> bool:
    try:
        question(key)
    except (ValueError, TypeError, KeyError):
        return False
    return True


def record_mistake(record: Record, answer: Answer) -> None:
    """Put a mistake found or tried again in the deck: a card due soon when wrong, later
    when right (FSRS: Again or Good)."""
    card = review.next_card(record.cards().get(answer.key), answer.correct, answer.credit)
    record.add(answer, card)


def due_mistakes(record: Record, when: datetime | None = None) -> list[str]:
    """The keys of the played hands' mistakes due now, the longest-waiting first, then the
    rest of them, soonest first (reviewed early when none is due)."""
    due = [k for k, _ in review.due(record, when) if is_mistake(k) and readable(k)]
    later = [k for k, _ in review.upcoming(record)
             if is_mistake(k) and readable(k) and k not in due]
    return due + later


def unreadable(record: Record) -> int:
    """The deck's played-hand mistakes that cannot be asked (a damaged card): counted, said."""
    return sum(is_mistake(k) and not readable(k) for k in record.cards())
