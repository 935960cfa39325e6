"""Drills: graded practice questions for every mahjong variant, dealt from a seed.

A question is dealt by a seeded generator tuned to be instructive (near-ready hands, hands
with a tempting wrong answer), its answer is computed by the variant's own rules, and
:func:`grade` explains the right answer with the engine's numbers. One question type per
decision a learner meets (:data:`KINDS`):

============  ==============================================================================
``discard``   the best discard of a 14-tile hand (P-DR1)
``waits``     every wait of a ready 13-tile hand; dead waits are flagged (P-DR2); at
              most nine live waits to click (P-DR7)
``claim``     吃/碰/杠/胡 or 过 on a discard, with the variant's refusal rules (P-DR3)
``score``     the fans that count and the total of a winning hand (P-DR4); an easy one has
              few fans and none excluded (P-DR8)
``dingque``   定缺: which suit to drop, where the variant makes a hand lack a suit (P-DR5)
``exchange``  换三张: which three tiles of one suit to pass (大师游, P-DR6)
============  ==============================================================================

Everything is deterministic from a seed (``random.Random`` seeded with text, which does not
depend on ``PYTHONHASHSEED``), so a teacher can give a class the same set. This module holds
no Jupyter import; the widget is :class:`widgets.ui.Drill`.

>>> s = Session("sichuan-xuezhan", kinds=("waits",), level="easy", n=3, seed=7)
>>> q = s.question()
>>> q.kind, len(rules_of(q).hand(q.hand).closed)
('waits', 13)
>>> g = s.answer(sorted(q.answer))
>>> g.correct, g.credit, s.progress()["streak"]
(True, 1.0, 1)
>>> Session("sichuan-xuezhan", kinds=("waits",), level="easy", n=3, seed=7).question() == q
True
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from widgets.engine.notation import parse_hand
from widgets.engine.results import Why
from widgets.engine.tiles import tile_name

from .claims import CLAIM_SPECS
from .deal import Spec, changed_options
from .hands import HAND_SPECS
from .questions import (
    ATTEMPTS,
    KIND_NAMES,
    KINDS,
    LEVELS,
    STRICT,
    DrillError,
    Grade,
    Question,
    available_kinds,
    rules_for,
    rules_of,  # noqa: F401  (the examples use it)
)
from .suits import SUIT_SPECS


def choice_marks(q: Question, g: Grade, picked: Sequence[int]) -> dict[int, str]:
    """The grade's marks per choice (its index), for drawing. A tile held twice is two
    choices: for 换三张 the picked copies are right or wrong and just as many unpicked copies
    as the best trio still needs are missed; otherwise every choice of a value has its mark.

    >>> q = make_question("exchange", "dashiyou-xueliu", "medium", 0)
    >>> q.hand, sorted(q.answer)[0]
    ('4689m28p1133477s', '113s')
    >>> picks = [0, 1, 2]                                   # 4m 6m 8m: wrong
    >>> marks = choice_marks(q, grade(q, [q.choices[i].value for i in picks]), picks)
    >>> [q.choices[i].value for i, m in marks.items() if m == "missed"]  # one 3s of two
    ['1s', '1s', '3s']
    """
    if q.pick != "three":
        return {i: g.marks[c.value] for i, c in enumerate(q.choices) if c.value in g.marks}
    values = [q.choices[i].value for i in picked]
    budget = Counter(values) if g.correct else Counter(
        tile_name(t) for t in parse_hand(sorted(q.answer)[0]).concealed)
    marks: dict[int, str] = {}
    for i in picked:
        value = q.choices[i].value
        marks[i] = "right" if budget[value] > 0 else "wrong"
        budget[value] -= 1
    for i, c in enumerate(q.choices):
        if i not in marks and budget[c.value] > 0:
            marks[i] = "missed"
            budget[c.value] -= 1
    return marks


SPECS: dict[str, Spec] = HAND_SPECS | CLAIM_SPECS | SUIT_SPECS  # in the order of KINDS


# ---- public API -----------------------------------------------------------------------------


def make_question(kind: str, variant: str, level: str = "medium", seed: Any = 0,
                  options: dict[str, Any] | None = None, number: int = 0,
                  check_available: bool = True) -> Question:
    """Deal one question, deterministically from ``seed`` (any str/int). ValueError for an
    unknown kind, level or variant, or a kind the variant does not have (定缺 needs a variant
    that drops a suit; 换三张 a variant that exchanges, unless ``check_available`` is off).

    >>> q = make_question("claim", "wuhan", "easy", seed=1)
    >>> q.kind, q.discard is not None, q.answer <= {"chi", "pon", "kong", "win", "pass"}
    ('claim', True, True)
    """
    if kind not in SPECS:
        raise ValueError(f"unknown question type {kind!r}; types: {', '.join(KINDS)}")
    if level not in LEVELS:
        raise ValueError(Why(f"难度是 {'、'.join(LEVELS)} 之一，不是 {level!r}",
                             f"level is one of {', '.join(LEVELS)}, not {level!r}"))
    rules = rules_for(variant, options)
    if check_available and kind not in available_kinds(rules):
        raise ValueError(f"{rules.zh} has no {KIND_NAMES[kind][1]} drill ({kind}); it has: "
                         f"{', '.join(available_kinds(rules))}")
    check_seed(seed)
    # only the options that differ from the defaults: a default spelled out deals the same set
    rng = random.Random(f"paixue-drill/{variant}/{sorted(changed_options(rules).items())}/"
                        f"{kind}/{level}/{seed}/{number}")
    for attempt in range(ATTEMPTS):
        q = SPECS[kind].deal(rules, rng, level, attempt < STRICT)
        if q is not None:
            return dataclasses.replace(q, number=number)
    raise RuntimeError(f"no {kind} question found for {variant} in {ATTEMPTS} hands")


def check_seed(seed: Any) -> None:
    """A seed is text or a whole number (the class's shared set); ValueError otherwise.

    >>> check_seed("class 3B"), check_seed(7)
    (None, None)
    >>> check_seed(None)
    Traceback (most recent call last):
    ...
    ValueError: seed is text or a whole number, not None
    """
    if isinstance(seed, bool) or not isinstance(seed, str | int):
        raise ValueError(f"seed is text or a whole number, not {seed!r}")


def grade(q: Question, picked: Sequence[str], total: int | None = None) -> Grade:
    """Grade an answer: ``picked`` the chosen values (tile names, claim kinds, fan keys,
    suit letters; three tile names for 换三张), ``total`` the typed total of a score
    question. DrillError (a ValueError) says what is wrong with a malformed answer.

    >>> q = make_question("dingque", "sichuan-xuezhan", "easy", seed=3)
    >>> grade(q, sorted(q.answer)[:1]).correct
    True
    """
    if isinstance(picked, str):
        picked = [picked]
    if not isinstance(picked, Sequence | set | frozenset):
        raise DrillError(f"an answer is a list of names, not {picked!r}")
    picked = list(picked)
    if not all(isinstance(p, str) for p in picked):
        raise DrillError(f"an answer is a list of names, not {picked!r}")
    if total is not None and (isinstance(total, bool) or not isinstance(total, int)):
        raise DrillError(f"the total is a whole number, not {total!r}")
    return SPECS[q.kind].grade(q, picked, total)


def nth_question(variant: str, kinds: Sequence[str], level: str, seed: Any,
                 options: dict[str, Any] | None, i: int) -> Question:
    """Question ``i`` of a session: of type ``kinds[i % len(kinds)]``, dealt from the
    settings and ``i`` alone (not from what was answered before), so a class shares a set.

    >>> nth_question("wuhan", ("waits", "claim"), "easy", 3, None, 1).kind
    'claim'
    """
    if isinstance(kinds, str) or not kinds:
        raise ValueError(f"kinds is a non-empty list of drill types, not {kinds!r:.40}")
    if isinstance(i, bool) or not isinstance(i, int) or i < 0:
        raise ValueError(f"i is a question number 0, 1, 2 …, not {i!r:.40}")
    return make_question(kinds[i % len(kinds)], variant, level, seed, options, number=i)


@dataclass(frozen=True)
class Result:
    """One answered question in a session."""

    number: int
    kind: str
    credit: float
    correct: bool


class Session:
    """N questions of the chosen types for one variant, level and seed; the same arguments
    deal the same questions in the same order (a class can share a set).

    Question ``i`` has type ``kinds[i % len(kinds)]`` and its own seed, so it does not
    depend on what was answered before. ``answer`` grades the current question and records
    it; ``next`` moves on; ``restart`` starts over with the same seed.
    """

    def __init__(self, variant: str, kinds: Sequence[str] | None = None, level: str = "medium",
                 n: int = 10, seed: Any = 0, options: dict[str, Any] | None = None):
        rules = rules_for(variant, options)
        have = available_kinds(rules)
        if isinstance(kinds, str):
            kinds = (kinds,)  # one type, not its letters
        kinds = tuple(dict.fromkeys(kinds)) if kinds else have  # each type once, in order
        missing = [k for k in kinds if k not in have]
        if missing or not kinds:
            raise ValueError(f"{rules.zh} has no {', '.join(map(str, missing))} drill; it has: "
                             f"{', '.join(have)}")
        if level not in LEVELS:
            raise ValueError(Why(f"难度是 {'、'.join(LEVELS)} 之一，不是 {level!r}",
                             f"level is one of {', '.join(LEVELS)}, not {level!r}"))
        if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= 500:
            raise ValueError(Why(f"题数是 1 到 500 的整数，不是 {n!r}",
                                 f"n is a whole number of questions from 1 to 500, not {n!r}"))
        check_seed(seed)
        self.variant, self.kinds, self.level, self.n, self.seed = variant, kinds, level, n, seed
        self.options = dict(options or {})
        self.results: list[Result] = []
        self.index = 0
        self._cache: dict[int, Question] = {}

    def __repr__(self) -> str:
        options = f", options={self.options!r}" if self.options else ""
        return (f"Session({self.variant!r}, kinds={self.kinds!r}, level={self.level!r}, "
                f"n={self.n}, seed={self.seed!r}{options})")

    def question(self, i: int | None = None) -> Question:
        """Question ``i`` (default: the current one), dealt once and kept."""
        i = self.index if i is None else i
        if not 0 <= i < self.n:
            raise IndexError(f"question {i}: a session has questions 0 … {self.n - 1}")
        if i not in self._cache:
            self._cache[i] = nth_question(self.variant, self.kinds, self.level, self.seed,
                                          self.options, i)
        return self._cache[i]

    @property
    def answered(self) -> bool:
        """The current question has been graded."""
        return any(r.number == self.index for r in self.results)

    @property
    def finished(self) -> bool:
        return len(self.results) >= self.n

    def answer(self, picked: Sequence[str], total: int | None = None) -> Grade:
        """Grade the current question (once: a second answer is refused)."""
        if self.answered:
            raise DrillError("this question is answered already: go to the next one")
        q = self.question()
        g = grade(q, picked, total)
        self.results.append(Result(self.index, q.kind, g.credit, g.correct))
        return g

    def next(self) -> None:
        if not self.answered:
            raise DrillError("answer this question first")
        if self.index + 1 >= self.n:
            raise DrillError(f"that was the last of {self.n} questions: restart for another "
                             "round")
        self.index += 1

    def restart(self) -> None:
        """Start again: same seed, same questions."""
        self.results, self.index = [], 0

    def progress(self) -> dict[str, Any]:
        """n of N, the current and best streak of correct answers, and accuracy per type.

        >>> Session("wuhan", n=4, seed=1).progress()["of"]
        4
        """
        return progress(self.results, self.kinds, self.index, self.n)


def progress(results: Sequence[Result], kinds: Sequence[str], index: int, n: int
             ) -> dict[str, Any]:
    """A session's progress from its results: question ``index + 1`` of ``n``, the streak
    (correct answers in a row, up to the last one), the best streak, the mean credit, and per
    question type the answered, correct and mean credit.

    >>> p = progress([Result(0, "waits", 1.0, True), Result(1, "claim", 0.5, False),
    ...               Result(2, "waits", 1.0, True)], ("waits", "claim"), 2, 5)
    >>> p["streak"], p["best_streak"], p["accuracy"], p["per_kind"]["waits"]["correct"]
    (1, 1, 0.833, 2)
    """
    streak = best = 0
    for r in results:
        streak = streak + 1 if r.correct else 0
        best = max(best, streak)
    per: dict[str, dict[str, Any]] = {}
    for k in kinds:
        mine = [r for r in results if r.kind == k]
        per[k] = {"answered": len(mine), "correct": sum(r.correct for r in mine),
                  "credit": round(sum(r.credit for r in mine) / len(mine), 3) if mine else None}
    done = len(results)
    return {"number": index + 1, "of": n, "answered": done, "streak": streak,
            "best_streak": best,
            "accuracy": round(sum(r.credit for r in results) / done, 3) if done else None,
            "per_kind": per, "finished": done >= n}
