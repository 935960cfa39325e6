"""A hand lab's position as a class question of another kind than the best discard (issue
40): the claims a discard allows, the waits of a ready hand, the total of a winning hand. The
answer and its reason are the engine's, through the drills' own questions and grading, so the
class hears the same explanation a drill gives.

>>> from widgets import rules
>>> r = rules("sichuan-xuezhan")
>>> w = waits_question(r, r.hand("123m456m789m11p23p"), Situation())
>>> w["pick"], w["answer"]
('set', ['1p', '4p'])
>>> c = claim_question(r, r.hand("123m456m789m11p23p"), Situation(), "1p", 2)
>>> c["answer"], c["options"]
(['pon', 'win'], ['pon', 'kong', 'win', 'pass'])
>>> s = score_question(r, r.hand("1122334455667m +7m"), Situation(self_drawn=True))
>>> s["answer"], s["options"]
(['32'], ['8', '16', '32', '64', '128'])
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from widgets.engine.notation import Hand
from widgets.engine.results import InvalidHand, NotAllowed
from widgets.engine.rules import MahjongRules
from widgets.engine.situation import Situation
from widgets.engine.tiles import parse_tile, tile_name

from . import claims
from .class_question import MAX_REASON, class_question
from .deal import new_question, tile_choices
from .hands import MANY_WAITS
from .questions import both
from .session import grade

SCORE_OPTIONS = 5  # the right total among this many


def claim_question(rules: MahjongRules, hand: Hand, situation: Situation, tile: str,
                   seat: int, code: str = "") -> dict[str, Any]:
    """Which claims may the hand make on ``tile`` discarded from ``seat``? The set of them
    (过 when none), as the claim drill asks it. ValueError for a hand not about to claim
    (13 tiles, 14 with a kong counted as 3) or a refused situation, saying why."""
    if hand.size != 13 or hand.winning is not None:
        raise ValueError(f"a claim question needs a hand of 13 tiles waiting for a discard; "
                         f"this one has {hand.size}")
    t = parse_tile(tile)
    report = rules.claims(hand, t, seat, situation)  # NotAllowed (a ValueError) says why
    q = claims.claim_question(rules, "medium", hand, situation, t, seat, report)
    return class_question(q, code)


def waits_question(rules: MahjongRules, hand: Hand, situation: Situation,
                   seen: Sequence[int] = (), code: str = "") -> dict[str, Any]:
    """Which tiles does this ready hand wait on? Every live wait, chosen as one set (right
    only when the set is right; a dead wait, all four copies in the hand, is not in it).
    ValueError for a hand that is not ready, naming how far it is."""
    if hand.size != 13 or hand.winning is not None:
        raise ValueError(f"a waits question needs a hand of 13 tiles; this one has "
                         f"{hand.size}")
    shanten = rules.shanten(hand, situation)
    if shanten != 0:
        raise ValueError(f"a waits question needs a ready hand (听牌); this one is "
                         f"{shanten} away (向听 {shanten})")
    waits = rules.waits(hand, seen, situation, scores=True)
    live = [w for w in waits if not w.dead]
    if not live or len(live) > MANY_WAITS:
        raise ValueError(f"a waits question needs 1 to {MANY_WAITS} live waits; this hand "
                         f"has {len(live)}")
    rows = tuple({"tile": tile_name(w.tile), "unseen": w.unseen, "dead": w.dead,
                  "discard_score": w.discard_score, "self_draw_score": w.self_draw_score}
                 for w in waits)
    q = new_question(
        rules, "waits", "medium", hand, situation,
        prompt=both("这手牌听哪些牌？点出全部听的牌（四张都在自己手里的死听不算）。",
                    "Which tiles does this hand wait on? Click every one (a dead wait, all "
                    "four copies in the hand, does not count)."),
        choices=tile_choices(rules.kinds), pick="many",
        answer=frozenset(tile_name(w.tile) for w in live), rows=rows)
    return class_question(q, code)


def score_question(rules: MahjongRules, hand: Hand, situation: Situation,
                   code: str = "") -> dict[str, Any]:
    """What is this winning hand worth? The engine's total among :data:`SCORE_OPTIONS`
    totals (the other readings' and their neighbours in the variant's way of counting); the
    reason is the fan breakdown with every excluded fan. ValueError for a hand that does not
    win, saying why."""
    try:
        result = rules.score(hand, situation)
    except (NotAllowed, InvalidHand) as e:
        raise ValueError(f"a score question needs a winning hand: {e}") from None
    fans = [f for f in rules.fans if f.key in {ln.key for ln in result.lines}
            | {e.key for e in result.excluded}]
    q = claims.score_question(rules, "medium", hand, situation, result, fans)
    explained = grade(q, sorted(q.answer), q.total)
    total = int(result.total)
    options = totals(total, [int(a.total) for a in result.alternatives], rules.mode)
    how = ("自摸", "self-drawn") if situation.self_drawn else ("点炮", "on a discard")
    unit = ("番", "fan") if rules.mode == "multiply" else ("分", "points")
    return {"kind": "score", "variant": rules.id, "code": code or f"{rules.id} {q.hand}",
            "hand": q.hand, "pick": "one",
            "prompt": both(f"这手牌和了（{how[0]}）。一共多少{unit[0]}？",
                           f"This hand wins ({how[1]}). What is it worth in all ({unit[1]})?"),
            "options": [str(o) for o in options], "answer": [str(total)],
            "reason": {lang: explained.text(lang)[:MAX_REASON] for lang in ("en", "zh")}}


def totals(total: int, others: Sequence[int], mode: str) -> list[int]:
    """The right total and wrong ones a learner may reach: the other readings' totals, then
    the neighbours in the variant's counting (doubling: half and double; adding: ±1, ±2).

    >>> totals(32, [], "multiply"), totals(5, [3], "add")
    ([8, 16, 32, 64, 128], [3, 4, 5, 6, 7])
    """
    out = {total}
    steps = ((0.5, 2, 0.25, 4) if mode in ("multiply", "doubling") else (-1, 1, -2, 2, 3))
    near = [round(total * s) if isinstance(s, float) or mode in ("multiply", "doubling")
            else total + s for s in steps]
    for o in [*others, *near]:
        if len(out) >= SCORE_OPTIONS:
            break
        if o >= 1:
            out.add(o)
    return sorted(out)
