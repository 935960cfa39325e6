"""Paixue (牌学): interactive lessons for Chinese tile and card games.

>>> r = rules("sichuan-xuezhan")
>>> r.shanten("123m456m789m11p23p")
0
"""

from __future__ import annotations

from typing import Any

from . import (
    shuangren,  # noqa: F401  (registers the variant)
    sichuan,  # noqa: F401  (registers the variant)
    wuhan,  # noqa: F401  (registers the variant)
)
from .engine.notation import Hand, Meld, NotationError, format_hand, from_tenhou, parse_hand
from .engine.results import InvalidHand, NotAllowed
from .engine.rules import REGISTRY, MahjongRules
from .engine.situation import Situation

__all__ = ["Hand", "InvalidHand", "Meld", "NotAllowed", "NotationError", "Situation",
           "format_hand", "from_tenhou", "parse_hand", "rules", "variants"]


def rules(variant: str, **options: Any) -> MahjongRules:
    """The rules object of a variant, e.g. ``rules("sichuan-xuezhan", cap=64)``."""
    if variant not in REGISTRY:
        raise ValueError(f"unknown variant {variant!r}; known: {', '.join(sorted(REGISTRY))}")
    return REGISTRY[variant](**options)


def variants() -> list[str]:
    """The ids of the variants implemented so far."""
    return sorted(REGISTRY)
