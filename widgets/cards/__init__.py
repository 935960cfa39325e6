"""Card and comparison games: 欢乐斗地主, 欢乐三张 and 推筒子/二八杠 (rules/cards.md §1, §3, §5).

Standard library only, like the mahjong engine (a test checks it). Each game registers its
rules class in :data:`CARD_REGISTRY`, which ``widgets.rules`` also looks in.

>>> from widgets.cards import CARD_REGISTRY
>>> sorted(CARD_REGISTRY)
['doudizhu', 'sanzhang', 'tuitongzi']
"""

from __future__ import annotations

from . import doudizhu, sanzhang, tuitongzi  # noqa: F401  (register the games)
from .cards import (
    CARD_REGISTRY,
    Card,
    CardRules,
    NotAllowed,
    NotationError,
    format_cards,
    parse_cards,
)

__all__ = ["CARD_REGISTRY", "Card", "CardRules", "NotAllowed", "NotationError", "format_cards",
           "parse_cards"]
