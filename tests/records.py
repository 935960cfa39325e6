"""One helper for the record tests (test_record*.py): an answer as the learner's record
stores it. Imported as a plain module (pytest puts tests/ on the path)."""

from __future__ import annotations

from widgets.practice.record.store import Answer


def answer(index: int = 0, correct: bool = False, at: str = "2026-12-01T10:00:00+00:00", *,
           variant: str = "wuhan", kind: str = "waits", seed: str = "3", picked: str = '["2m"]',
           credit: float | None = None, hints: int = 0, seconds: float = 1.5) -> Answer:
    """An easy drill question's answer; its credit is 1 when ``correct``, else 0, unless given."""
    if credit is None:
        credit = 1.0 if correct else 0.0
    return Answer("drill", variant, kind, "easy", seed, index, picked, correct, credit, hints,
                  seconds, "{}", at)
