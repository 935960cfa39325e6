"""The card-game layer: 欢乐斗地主, 欢乐三张, 推筒子/二八杠, 跑胡子 and 大丰收 (rules/cards.md).

Standard library only, like the mahjong engine (a test checks it). Each game registers its
rules class in :data:`CARD_REGISTRY`, which ``widgets.rules`` also looks in.

- ``cards``: what the games share — the card model and notation, rank names and decks, the
  checks of counts and seats, rule options and the rules base;
- ``doudizhu`` (the rules class) with ``doudizhu_plays`` (ranks, combination types, records)
  and ``doudizhu_bidding`` (叫/抢地主, 明牌, 倍数, 加倍, settlement);
- ``sanzhang`` (hand types, 比牌) with ``sanzhang_betting`` (the bets replayed);
- ``paohuzi``, a package: ``rules`` (the rules class) on ``notation``, ``groups`` (groupings
  and 胡息), ``results`` (results, options, 番 rows), ``claims`` and ``actions`` (actions on a
  shown card), ``explore`` (子, 番 checks) and ``turns``; its ``__init__`` re-exports them;
- ``tuitongzi`` and ``dafengshou``, one module each.

Each game's main module (or package) re-exports the names of its parts, so older imports keep
working.

>>> from widgets.cards import CARD_REGISTRY
>>> {'doudizhu', 'sanzhang', 'tuitongzi', 'dafengshou'} <= set(CARD_REGISTRY)
True
"""

from __future__ import annotations

from . import (
    dafengshou,  # noqa: F401  (registers the game)
    doudizhu,  # noqa: F401  (registers the game)
    option_texts,  # noqa: F401, I001  (the options' names and docs in zh and en)
    paohuzi,  # noqa: F401  (registers the game)
    sanzhang,  # noqa: F401  (registers the game)
    tuitongzi,  # noqa: F401  (registers the game)
)
from .cards import (
    CARD_REGISTRY,
    Card,
    CardAnalysis,
    CardRules,
    NotAllowed,
    NotationError,
    format_cards,
    parse_cards,
)

__all__ = ["CARD_REGISTRY", "Card", "CardAnalysis", "CardRules", "NotAllowed", "NotationError",
           "format_cards", "parse_cards"]
