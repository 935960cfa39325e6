"""Graded drills from a seeded generator: a question, the learner's pick, the engine's answer.

- :mod:`.session`: the public entries — :func:`make_question`, :func:`grade`,
  :func:`nth_question`, the :class:`Session` of a run and its :func:`progress`.
- :mod:`.questions`: what a question and a grade are (:class:`Question`, :class:`Grade`,
  :class:`Choice`), the kinds and levels, :class:`DrillError`.
- :mod:`.deal`: dealing a hand that fits the level (:func:`random_hand`, :func:`complete_hand`).
- :mod:`.hands`: the best discard (P-DR1) and the waits (P-DR2).
- :mod:`.claims`: claim and score questions.
- :mod:`.suits`: 定缺 and 换三张 (:func:`suit_table`, :func:`exchange_table`).
- :mod:`.why`: the words that explain an answer (readings, tile groups, credit).
- :mod:`.hints`: hints that cost (a nudge, the rule, the answer).

The names below are the package's public face (``from widgets.practice import drills``).
"""

from .claims import SHAPE_REFUSALS
from .deal import Deal, Spec, complete_hand, perturb, random_hand
from .hands import DISCARD_CREDIT, DISCARD_KEYS, DISCARD_LOSES, discard_table
from .questions import (
    ATTEMPTS,
    CLAIM_EN,
    CLAIM_ZH,
    CLAIMS,
    EXCHANGE_VARIANTS,
    KIND_NAMES,
    KINDS,
    LEVELS,
    MANY_WAITS,
    STRICT,
    SUIT_EN,
    SUIT_LETTERS,
    SUIT_ZH,
    TABLE_ROWS,
    Choice,
    DrillError,
    Grade,
    Question,
    Text,
    available_kinds,
    claim_kinds,
    drops_a_suit,
    has_exchange,
    rules_for,
    rules_of,
)
from .session import (
    SPECS,
    Result,
    Session,
    check_seed,
    choice_marks,
    grade,
    make_question,
    nth_question,
    progress,
)
from .suits import exchange_table, suit_table
from .why import CREDIT_WHY, count_text, credit_text, reading, wait_readings

__all__ = [
    "ATTEMPTS", "CLAIMS", "CLAIM_EN", "CLAIM_ZH", "CREDIT_WHY", "DISCARD_CREDIT",
    "DISCARD_KEYS", "DISCARD_LOSES", "EXCHANGE_VARIANTS", "KINDS", "KIND_NAMES", "LEVELS",
    "MANY_WAITS", "SHAPE_REFUSALS", "SPECS", "STRICT", "SUIT_EN", "SUIT_LETTERS", "SUIT_ZH",
    "TABLE_ROWS", "Choice", "Deal", "DrillError", "Grade", "Question", "Result", "Session",
    "Spec", "Text", "available_kinds", "check_seed", "choice_marks", "claim_kinds",
    "complete_hand", "count_text", "credit_text", "discard_table", "drops_a_suit",
    "exchange_table", "grade", "has_exchange", "make_question", "nth_question", "perturb",
    "progress", "random_hand", "reading", "rules_for", "rules_of", "suit_table",
    "wait_readings",
]
