"""A drill's question as a class question (issue 40): the payload a teacher starts in the class
(``widgets.classroom``) — what is asked, the hand, the choices with their names in zh and en,
the engine's answer and its reason (the drill's own explanation) — as plain JSON-ready data.

A class question has one answer to choose (several may be right: tied best discards), or a
set to choose whole (every wait; every claim the rules allow). The other kinds a hand lab asks
(a claim, the waits, a score) are in :mod:`.class_kinds`.

>>> from widgets.practice.drills.session import nth_question
>>> q = nth_question("sichuan-xuezhan", ("discard",), "easy", 1, None, 0)
>>> c = class_question(q, code="dr1.example")
>>> c["kind"], c["hand"], c["answer"], c["labels"]["2s"]
('best-discard', '34445555m33666p2s', ['2s'], {'en': '二条 2s', 'zh': '二条'})
>>> c["reason"]["en"].splitlines()[0]
'Best: 二条 2s'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from widgets.engine.notation import Hand
from widgets.engine.rules import MahjongRules
from widgets.engine.situation import Situation

from .deal import new_question, tile_choices
from .hands import discard_table
from .questions import Question
from .session import grade

# the drill's kind → the class's (the class pages name each kind's question)
CLASS_KINDS = {"discard": "best-discard", "dingque": "dingque", "waits": "waits",
               "claim": "claim"}
MAX_REASON = 2_000  # the class API's bound on a text


def class_question(q: Question, code: str = "") -> dict[str, Any]:
    """The class payload of a drill question: one pick (best discard, 定缺), or a set to
    choose whole (waits, claims: ``pick`` "set", right only when the set is right); ``code``
    the position code of the widget it came from (default: the variant and the hand).
    ValueError for a question a class cannot answer with clicks (a score's typed total, 换三张),
    naming it."""
    if q.kind not in CLASS_KINDS:
        raise ValueError(f"a {q.kind!r} question cannot be asked in class (best discard, "
                         f"定缺, waits and claims can)")
    values = list(dict.fromkeys(c.value for c in q.choices))  # a tile held twice: one option
    names = {c.value: {"en": c.en, "zh": c.zh} for c in q.choices}
    right = sorted(q.answer, key=values.index)
    explained = grade(q, right if q.pick == "many" else right[:1])
    return {"kind": CLASS_KINDS[q.kind], "variant": q.variant,
            "code": code or f"{q.variant} {q.hand}", "hand": q.hand,
            "pick": "set" if q.pick == "many" else "one",
            "prompt": dict(q.prompt), "options": values, "labels": names, "answer": right,
            "reason": {lang: explained.text(lang)[:MAX_REASON] for lang in ("en", "zh")}}


def discard_question(rules: MahjongRules, hand: Hand, situation: Situation,
                     seen: Sequence[int] = (), code: str = "") -> dict[str, Any]:
    """A 14-tile hand's best discard as a class question (a hand lab's position): every
    distinct tile is an option, the engine's tied best discards the answer, its ranking
    (shanten, then 进张, then the expected score of the waits) the reason. ValueError for a
    hand that is not 14 tiles, naming its count.

    >>> from widgets import rules
    >>> r = rules("sichuan-xuezhan")
    >>> c = discard_question(r, r.hand("123m456m789m11p23p5s"), Situation())
    >>> c["answer"], c["options"][:3]
    (['5s'], ['1m', '2m', '3m'])
    """
    if hand.size != 14:
        raise ValueError(f"a best-discard question needs a hand of 14 tiles (a hand about to "
                         f"discard); this one has {hand.size}")
    rows = discard_table(rules, hand, situation, seen)
    q = new_question(rules, "discard", "medium", hand, situation,
                     prompt={"zh": "打哪一张最好？", "en": "Which discard is best?"},
                     choices=tile_choices(hand.closed), pick="one",
                     answer=frozenset(r["tile"] for r in rows if r["best"]), rows=tuple(rows))
    return class_question(q, code=code)
