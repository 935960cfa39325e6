"""Card and comparison games: 欢乐斗地主, 欢乐三张 and 推筒子/二八杠 (rules/cards.md §1, §3, §5).

Standard library only, like the mahjong engine (a test checks it). Each game registers its
rules class in :data:`CARD_REGISTRY`, which ``widgets.rules`` also looks in.

>>> from widgets.cards import CARD_REGISTRY
>>> {'doudizhu', 'sanzhang', 'tuitongzi', 'dafengshou'} <= set(CARD_REGISTRY)
True
"""

from __future__ import annotations

from . import (
    dafengshou,  # noqa: F401  (registers the game)
    doudizhu,  # noqa: F401  (registers the game)
    paohuzi,  # noqa: F401  (registers the game)
    sanzhang,  # noqa: F401  (registers the game)
    tuitongzi,  # noqa: F401  (registers the game)
)
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
