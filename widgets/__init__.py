"""Paixue (牌学): interactive lessons for Chinese tile and card games.

>>> r = rules("sichuan-xuezhan")
>>> r.shanten("123m456m789m11p23p")
0

Errors (P-IN3): every verb refuses what cannot be with a ``ValueError`` whose message names
the bad value and what would be accepted — its subclasses NotationError (text that is not in
the notation), InvalidHand (a hand that cannot exist), NotAllowed (a rule refuses it),
EventError (a bad record), DrillError (an answer that cannot be graded) — and a wrong Python
type (a number where a hand is text, say) with a ``TypeError`` naming the parameter. Those are
the documented errors: anything else is a bug, and tests/test_fuzz.py looks for it. Text
longer than any hand, numbers beyond what a hand can hold and a record longer than any hand
are refused too (P-IN1, P-IN2), so no input blocks the kernel.

The layers, each a package, imports running down only (tests/test_layers.py checks it):
``engine`` (the shared engine, standard library only) ← ``mahjong`` (one module per variant,
its fan table beside it) and ``cards`` (the card games) ← ``practice`` (what is built on the
rules: whole hands played out, replays, drills, odds) ← ``ui`` (the widgets, their JS and CSS).
"""

from __future__ import annotations

from typing import Any

from . import _moved, mahjong  # noqa: F401  (mahjong registers the variants)
from .cards import CARD_REGISTRY, CardRules
from .engine.notation import Hand, Meld, NotationError, format_hand, from_tenhou, parse_hand
from .engine.results import ImpossibleSituation, InvalidHand, NotAllowed
from .engine.rules import REGISTRY, MahjongRules
from .engine.situation import Situation, SituationError

__all__ = ["Hand", "ImpossibleSituation", "InvalidHand", "Meld", "NotAllowed", "NotationError",
           "Situation", "SituationError", "card_variants", "format_hand", "from_tenhou",
           "parse_hand", "rules", "variants"]


def rules(variant: str, **options: Any) -> MahjongRules | CardRules:
    """The rules object of a variant, e.g. ``rules("sichuan-xuezhan", cap=64)``; card games
    (``rules("doudizhu")``) come from their own registry."""
    if not isinstance(variant, str):
        raise TypeError(f"variant is a name such as 'sichuan-xuezhan', not "
                        f"{type(variant).__name__} {variant!r:.40}")
    if variant in CARD_REGISTRY:
        return CARD_REGISTRY[variant](**options)
    if variant not in REGISTRY:
        known = ", ".join(sorted(REGISTRY) + sorted(CARD_REGISTRY))
        raise ValueError(f"unknown variant {variant!r}; known: {known}")
    return REGISTRY[variant](**options)


def variants() -> list[str]:
    """The ids of the mahjong variants implemented so far (card games: card_variants())."""
    return sorted(REGISTRY)


def card_variants() -> list[str]:
    """The ids of the card and comparison games: doudizhu, sanzhang, tuitongzi."""
    return sorted(CARD_REGISTRY)
