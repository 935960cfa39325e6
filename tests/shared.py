"""Small helpers several test files use, kept once (imported as a plain module: pytest puts
tests/ on the path): hypothesis settings for the fuzz tests, what a widget warned, a card lab's
panel, a ledger's payments and a score's lines and exclusions."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, settings


def seeded(examples: int) -> settings:
    """Derandomized: the same seeds every run (CI and a laptop agree)."""
    return settings(derandomize=True, deadline=None, database=None, max_examples=examples,
                    suppress_health_check=[HealthCheck.too_slow])


def warned(widget: Any) -> str:
    """The widget's warning text, asserting it warned (and said something)."""
    assert widget.message["level"] == "warning", widget.message
    assert widget.message["text"]
    return widget.message["text"]


def panel(table: Any, name: str) -> dict:
    """The card lab's panel called ``name``."""
    return next(p for p in table.view["panels"] if p["name"] == name)


def flows(ledger: Any, zh: str | None = None) -> list[tuple[int, int, int]]:
    """(payer, payee, paid) of the payments, of one reason (its Chinese) if given."""
    return [(p.payer, p.payee, p.paid) for p in ledger.payments
            if zh is None or p.reason_zh == zh]


def lines(score: Any) -> dict[str, tuple[int, int]]:
    """zh name → (value, count) of the fans that count."""
    return {line.zh: (line.value, line.count) for line in score.lines}


def excluded(score: Any) -> dict[str, str]:
    """zh name → zh name of the fan that excluded it (不计)."""
    return {e.zh: e.by_zh for e in score.excluded}
