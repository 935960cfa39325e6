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
from typing import Any

from ...cards.paohuzi import Meld, W
from ...cards.paohuzi.groups import BIG, is_big, number, value
from ...cards.paohuzi.notation import as_card, card_text
from ...engine.why import Why
from ..choices import Action, Decision
from ..levels import plays

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


@plays("paohuzi", "club", "能胡就胡，碰、吃要让胡息变多才要，打出最孤立的牌",
       "wins whenever it can, claims a 碰 or 吃 that adds 胡息, "
       "and discards its most isolated card")
def choose(game: Any, d: Decision) -> Action:
    """The automatic seat's choice for decision ``d`` (see :data:`STRATEGY_DOC`)."""
    held = [as_card(c) for c in game.hand(d.seat)]
    melds = list(game.melds(d.seat))
    if d.stage == "discard":
        allowed = [as_card(a.card) for a in d.options]
        return Action("discard", card_text(_best_discard(held, melds, allowed)[1]))
    kinds = {a.kind for a in d.options}
    if "hu" in kinds:
        return next(a for a in d.options if a.kind == "hu")
    now = worth(held, melds)
    best, best_worth = Action("pass", d.card), now
    c = as_card(d.card)
    for a in d.options:
        if a.kind == "peng":
            groups = [(c, c, c)]
        elif a.kind == "chi":
            groups = [tuple(as_card(x) for x in g) for g in d.ways[a.way]]
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


def _after(held: list[int], melds: list[Meld], a: Action, d: Decision) -> int:
    """The hand's worth after taking ``a`` (a 碰 or a way to 吃) and the best discard."""
    c = as_card(d.card)
    groups = [(c, c, c)] if a.kind == "peng" else \
        [tuple(as_card(x) for x in g) for g in d.ways[a.way]]
    need = Counter(x for g in groups for x in g) - Counter({c: 1})
    left = list((Counter(held) - need).elements())
    more = melds + [Meld(a.kind if a.kind == "peng" else "ju", g) for g in groups]
    legal = _legal_discards(left)
    return _best_discard(left, more, legal)[0] if legal else worth(left, more)


def reason(game: Any, d: Decision, a: Action) -> Why:
    """Why :func:`choose` picks ``a`` for ``d``, in words (the table's Hint says it): the
    hand's worth (the 胡息 of its groups and 坎, +3 per 王, −2 per loose card) before and
    after."""
    held = [as_card(c) for c in game.hand(d.seat)]
    melds = list(game.melds(d.seat))
    now = worth(held, melds)
    if a.kind == "hu":
        return Why("能胡就胡", "a win is always taken")
    if a.kind == "discard":
        c = as_card(a.card)
        left = list(held)
        left.remove(c)
        if _partners(Counter(held), c) == 0:
            return Why(f"这张是散牌（和手里别的牌凑不成对子、句、二七十或绞），打掉后手牌值 "
                       f"{worth(left, melds)}",
                       f"a loose card (no pair, 句, 二七十 or 绞 with another card in hand); "
                       f"the hand is worth {worth(left, melds)} without it")
        return Why(f"打掉它，留下的牌值最高：{worth(left, melds)}",
                   f"what is left is worth most without it: {worth(left, melds)}")
    if a.kind in ("peng", "chi"):
        after = _after(held, melds, a, d)
        return Why(f"拿了再打一张，手牌值 {after}，不比现在的 {now} 低",
                   f"after it and the best discard the hand is worth {after}, no less than "
                   f"{now} now")
    if a.kind == "pass":
        takes = [_after(held, melds, o, d) for o in d.options if o.kind in ("peng", "chi")]
        if takes:
            return Why(f"碰或吃之后手牌值最多 {max(takes)}，比现在的 {now} 低",
                       f"after a 碰 or 吃 the hand would be worth at most {max(takes)}, less "
                       f"than {now} now")
        return Why("没有更好的选择", "nothing better to take")
    return Why("这一步是规则规定的", "the rules make this move")


__all__ = ["STRATEGY_DOC", "choose", "reason", "worth"]
