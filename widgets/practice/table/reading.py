"""What a seat's discards say about the tiles it still holds (读牌 *dúpái*, reading the table),
for the review in points' samples (:func:`widgets.practice.table.points_review.resample`).

A tile a seat threw away early, before its hand took shape, was one it did not want: tiles
like it (the same tile, or one or two apart in its suit, which it would have built with) are
less likely kept near it. When a sample deals the hidden tiles again, each seat's share is
drawn with these weights (:func:`keep_weight`) instead of uniformly, so a seat that threw
三万 and 四万 first rarely holds 二万 to 五万 in the sample, and the tiles it is read as holding
are the ones a defender fears. A mild reading, not a model of play: the weights only tilt the
deal, every tile is still dealt exactly once, and a seat's later discards (often forced by a
shape already made, or by danger) are not read.

>>> from widgets.engine.tiles import parse_tile as t
>>> early = [t("3m"), t("4m")]
>>> round(keep_weight(t("3m"), early), 2), round(keep_weight(t("5m"), early), 2)
(0.24, 0.48)
>>> keep_weight(t("9m"), early), keep_weight(t("3p"), early), keep_weight(t("1z"), [t("1z")])
(1.0, 1.0, 0.4)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ...engine.tiles import is_suited, number_of, parse_tile, suit_of

EARLY = 6  # a seat's first discards read: thrown before its hand took shape, they say most
NEAR = {0: 0.4, 1: 0.6, 2: 0.8}  # kept-weight of a tile 0, 1 or 2 apart from such a discard


def keep_weight(tile: int, early: Sequence[int]) -> float:
    """How likely ``tile`` is still held by a seat whose early discards were ``early``,
    relative to a tile they say nothing about (1): the product of :data:`NEAR` over each
    early discard of its suit within two of it (an honour: the same tile only)."""
    w = 1.0
    for d in early:
        if suit_of(d) != suit_of(tile):
            continue
        gap = abs(number_of(d) - number_of(tile)) if is_suited(tile) else (
            0 if d == tile else 3)
        w *= NEAR.get(gap, 1.0)
    return w


def early_discards(events: Sequence[Any], seat: int, n: int = EARLY) -> list[int]:
    """The first ``n`` tiles ``seat`` discarded, in order."""
    out = [parse_tile(e.tile) for e in events if e.type == "discard" and e.seat == seat]
    return out[:n]


def draw_weighted(pool: list[int], weight: Callable[[int], float], rng: random.Random,
                  allowed: Callable[[int], bool] = lambda z: True) -> int:
    """One tile taken out of ``pool`` (shuffled) with probability in proportion to ``weight``
    among the ``allowed`` ones. Equal weights (nothing read) take the first allowed, as the
    uniform deal always did (no draw from ``rng``: a sample with nothing to read is dealt as
    before); none allowed, the first of the pool."""
    ok = [i for i, z in enumerate(pool) if allowed(z)]
    if not ok:
        return pool.pop(0)
    ws = [weight(pool[i]) for i in ok]
    if min(ws) == max(ws):
        return pool.pop(ok[0])
    pick = rng.random() * sum(ws)
    for i, w in zip(ok, ws, strict=True):
        pick -= w
        if pick < 0:
            return pool.pop(i)
    return pool.pop(ok[-1])


__all__ = ["EARLY", "NEAR", "draw_weighted", "early_discards", "keep_weight"]
