"""跑胡子 rules of a turn at the table, beside the actions on a shown card
(:mod:`.claims`): which cards a player may discard, and the extra 提 dealt that stand
in for a discard.

- A 王 is never discarded (seed: 王霸不能打出，只能代替牌).
- A card of a 坎 (three alike in hand) is never discarded: 一坎牌不能拆散 (P-PH3).
- P-PH19: a player dealt more than one 提 (four alike, shown before the first card, seed
  rule 3) does not discard at his first discard for each 提 after the first, as at a 重跑
  (rule 8): every further 4-card group holds one more card, so the hand can still group.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ...engine.why import Why
from .notation import SEED_WANG, W, card_zh


def discard_refusal(hand: Iterable[int], card: int) -> Why | None:
    """Why ``card`` may not be discarded from ``hand`` (cards, 王 as 20), or None if it may.

    >>> print(discard_refusal([4, 4, 4, 7], 4))
    小五 is a card of a 坎: 一坎牌不能拆散 (P-PH3)
    >>> discard_refusal([4, 4, 7], 4) is None
    True
    """
    held = Counter(hand)
    if held[card] == 0:
        return Why(f"手里没有{card_zh(card)}", f"{card_zh(card)} is not in the hand")
    if card == W:
        return Why("王不能打出（种子：王霸不能打出）",
                   f"a 王 is never discarded (seed: {SEED_WANG.split('。')[1]})")
    if held[card] >= 3:
        return Why(f"{card_zh(card)}是一坎：一坎牌不能拆散（P-PH3）",
                   f"{card_zh(card)} is a card of a 坎: 一坎牌不能拆散 (P-PH3)")
    return None


def skips_owed(dealt_ti: int) -> int:
    """Discards a player skips for the 提 dealt to him (P-PH19): one per 提 after the first.

    >>> skips_owed(0), skips_owed(1), skips_owed(2)
    (0, 0, 1)
    """
    return max(0, dealt_ti - 1)


__all__ = ["discard_refusal", "skips_owed"]
