"""The automatic 跑胡子 seats: simple, documented, and sensible enough to learn against.

:data:`STRATEGY_DOC` says what they do; :func:`choose` is their choice for any decision (the
table also offers it as a hint). They see only their own hand and the table, never another
seat's hidden cards.

A hand's worth (:func:`worth`) is what the seats compare: the 胡息 of its table groups and of
the 坎 in hand, plus 3 per 王, less 2 for each loose card (one that makes no pair, 句,
二七十 or 绞 with another card in hand, even a partial one).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ..cards.paohuzi import Meld, W
from ..cards.paohuzi_groups import BIG, is_big, number, value
from ..cards.paohuzi_notation import _one_card, card_text
from .paohuzi_play import Action, Decision, PaohuziGame

STRATEGY_DOC = (
    "胡: always, when offered. Forced 提/偎/跑 happen by themselves. 碰 and 吃: taken when the "
    "hand's worth after it (and after the best discard) is at least its worth now (worth: the "
    "胡息 of the table groups and of the 坎 in hand, +3 per 王, −2 per loose card); of several "
    "ways to 吃, the one worth most. Discard: the card whose leaving keeps the most worth "
    "(a loose card first; of equals the one with fewest partners, then the lowest), never a "
    "王 or a card of a 坎 (the table refuses those anyway).")

LOOSE = 2
WANG = 3


def _partners(held: Counter, c: int) -> int:
    """How many other cards in hand could go with ``c`` in a pair, 句, 二七十 or 绞."""
    n = number(c)
    base = (c // BIG) * BIG
    other = c + BIG if not is_big(c) else c - BIG
    near = {base + k - 1 for k in range(max(1, n - 2), min(10, n + 2) + 1) if k != n}
    if n in (2, 7, 10):
        near |= {base + k - 1 for k in (2, 7, 10) if k != n}
    return (held[c] - 1) + held[other] + sum(held[x] for x in near)


def worth(cards: Iterable[int], melds: Iterable[Meld] = ()) -> int:
    """The seats' measure of a hand (see the module docstring).

    >>> worth([0, 1, 2, 15]), worth([0, 0, 0, 19])     # 一二三 + a loose 陆; a 坎 + a loose 拾
    (-2, 1)
    """
    held = Counter(cards)
    wangs = held.pop(W, 0)
    out = sum(value(m.kind, m.cards) for m in melds) + WANG * wangs
    for c, k in held.items():
        if k >= 3:
            out += value("kan", [c])
        elif _partners(held, c) == 0:
            out -= LOOSE * k
    return out


def _best_discard(held: list[int], melds, options: Iterable[int]) -> tuple[int, int]:
    """(worth after, card) of the best discard among ``options``."""
    count = Counter(held)
    best = None
    for c in options:
        left = list(held)
        left.remove(c)
        key = (worth(left, melds), -_partners(count, c), -c)
        if best is None or key > best[0]:
            best = (key, c)
    return best[0][0], best[1]


def _legal_discards(held: list[int]) -> list[int]:
    count = Counter(held)
    return [c for c in count if c != W and count[c] < 3]


def choose(game: PaohuziGame, d: Decision) -> Action:
    """The automatic seat's choice for decision ``d`` (see :data:`STRATEGY_DOC`)."""
    held = [_one_card(c) for c in game.hand(d.seat)]
    melds = list(game.melds(d.seat))
    if d.stage == "discard":
        allowed = [_one_card(a.card) for a in d.options]
        return Action("discard", card_text(_best_discard(held, melds, allowed)[1]))
    kinds = {a.kind for a in d.options}
    if "hu" in kinds:
        return next(a for a in d.options if a.kind == "hu")
    now = worth(held, melds)
    best, best_worth = Action("pass", d.card), now
    c = _one_card(d.card)
    for a in d.options:
        if a.kind == "peng":
            groups = [(c, c, c)]
        elif a.kind == "chi":
            groups = [tuple(_one_card(x) for x in g) for g in d.ways[a.way]]
        else:
            continue
        need = Counter(x for g in groups for x in g) - Counter({c: 1})
        left = list((Counter(held) - need).elements())
        more = melds + [Meld(a.kind if a.kind == "peng" else "ju", g) for g in groups]
        legal = _legal_discards(left)
        after = _best_discard(left, more, legal)[0] if legal else worth(left, more)
        if after >= best_worth:
            best, best_worth = a, after
    return best


__all__ = ["STRATEGY_DOC", "choose", "worth"]
