"""What a seat's discards and melds say about the tiles it still holds (读牌 *dúpái*, reading
the table), for the review in points' samples
(:func:`widgets.practice.table.points_review.resample`, dealt by :mod:`.hidden_deal`).

Each reading is a weight on a tile being in the seat's hand, relative to a tile the table says
nothing about (1); a sample deals the hidden tiles with probability in proportion to the
product of the weights of the tiles each seat is dealt (:func:`seat_weight`):

* **early discards** (its first :data:`EARLY`): thrown before its hand took shape, a tile it
  did not want; tiles like it (the same, or one or two apart in its suit) are less likely kept
  (:data:`NEAR`), so a seat that threw 三万 and 四万 first rarely holds 二万 to 五万;
* **later discards**: let go once the hand had a shape, often forced by it or by danger, so a
  milder reading (:data:`LATE`: the same tile and its neighbours only);
* **melds**: a seat that showed a set of a suit is building in it (混一色, 清一色, or simply its
  two suits under 缺一门): each meld of the tile's suit weighs it by :data:`MELD_SUIT`.

A seat that **looks ready** is dealt a ready hand with a stated probability
(:func:`ready_chance`): the chance each cue gives (:data:`READY_BY_MELDS`: melds showing;
:data:`READY_BY_STILL`: it has stopped changing its hand, throwing the tile it just drew
several times in a row, 摸打), combined as independent cues (1 − Π(1 − p)). A seat that
declared ready (双人's 报听) is dealt ready every time (:mod:`.points_review`). The figures are
measured on the club level's own hands (``benchmarks/ready_cues.py``; the level the review's
play-outs use); every tile is still dealt exactly once.

>>> from widgets.engine.tiles import parse_tile as t
>>> early = [t("3m"), t("4m")]
>>> round(keep_weight(t("3m"), early), 2), round(keep_weight(t("5m"), early), 2)
(0.24, 0.48)
>>> keep_weight(t("9m"), early), keep_weight(t("3p"), early), keep_weight(t("1z"), [t("1z")])
(1.0, 1.0, 0.4)
>>> round(ready_chance(melds=3, still=3)[0], 2), ready_chance(melds=0, still=1)
(0.88, (0.0, ()))
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ...engine.tiles import is_suited, number_of, parse_tile, suit_of

EARLY = 6  # a seat's first discards read: thrown before its hand took shape, they say most
NEAR = {0: 0.4, 1: 0.6, 2: 0.8}  # kept-weight of a tile 0, 1 or 2 apart from such a discard
LATE = {0: 0.7, 1: 0.85}  # the same for a later discard: a milder reading
MELD_SUIT = 1.25  # per exposed meld of the tile's suit
# P(ready) a cue gives on its own: exposed melds; discards in a row of the tile just drawn
# (摸打: the hand no longer changes). Measured on the club level's hands (benchmarks/
# ready_cues.py, 40 hands each of 血战, 血流, 永州: ready shares 0.42–0.57 with 2 melds,
# 0.82–0.85 with 3, 1.00 with 4; 0.49–0.55 after 3 摸打, 0.53–0.63 after 4, 0.73–0.84 after 5;
# 0.08–0.15 with no cue), less the share a deal that reads nothing makes ready, rounded down
READY_BY_MELDS = {2: 0.45, 3: 0.8, 4: 0.95}
READY_BY_STILL = {3: 0.4, 4: 0.45, 5: 0.65}


def _gap(d: int, tile: int) -> int:
    if suit_of(d) != suit_of(tile):
        return 9
    return abs(number_of(d) - number_of(tile)) if is_suited(tile) else (0 if d == tile else 9)


def keep_weight(tile: int, early: Sequence[int], late: Sequence[int] = ()) -> float:
    """How likely ``tile`` is still held by a seat whose early discards were ``early`` (and
    later ones ``late``), relative to a tile they say nothing about (1): the product of
    :data:`NEAR` over each early discard of its suit within two of it (an honour: the same
    tile only) and of :data:`LATE` over each later one within one."""
    w = 1.0
    for d in early:
        w *= NEAR.get(_gap(d, tile), 1.0)
    for d in late:
        w *= LATE.get(_gap(d, tile), 1.0)
    return w


def discards(events: Sequence[Any], seat: int) -> list[int]:
    """Every tile ``seat`` discarded, in order (a claimed one too: it threw it)."""
    return [parse_tile(e.tile) for e in events if e.type == "discard" and e.seat == seat]


def early_discards(events: Sequence[Any], seat: int, n: int = EARLY) -> list[int]:
    """The first ``n`` tiles ``seat`` discarded, in order."""
    return discards(events, seat)[:n]


def seat_weight(events: Sequence[Any], seat: int, meld_tiles: Sequence[Sequence[int]] = ()
                ) -> Callable[[int], float]:
    """The weight of each tile kind in ``seat``'s hand (:func:`keep_weight` times
    :data:`MELD_SUIT` per meld of its suit; ``meld_tiles`` the tiles of each exposed meld),
    worked out once for the 34 kinds."""
    thrown = discards(events, seat)
    early, late = thrown[:EARLY], thrown[EARLY:]
    suits = [suit_of(m[0]) for m in meld_tiles if m]
    table = {z: keep_weight(z, early, late) * MELD_SUIT ** suits.count(suit_of(z))
             for z in range(34)}
    return lambda z: table.get(z, 1.0)


def still_streak(events: Sequence[Any], seat: int) -> int:
    """How many of ``seat``'s last discards in a row were the tile it had just drawn (摸打):
    a hand that no longer changes. A discard after a claim, or of another tile, ends it."""
    last_draw, streak = None, 0
    for e in events:
        if getattr(e, "seat", None) != seat:
            continue
        if e.type == "draw":
            last_draw = e.tile
        elif e.type == "discard":
            streak = streak + 1 if e.tile == last_draw else 0
            last_draw = None
        elif e.type in ("claim", "kong"):
            last_draw = None
    return streak


def ready_chance(melds: int, still: int) -> tuple[float, tuple[str, ...]]:
    """The probability a seat with ``melds`` exposed melds that threw the tile it drew the last
    ``still`` times is dealt a ready hand, and the cues that gave it ('melds', 'still')."""
    cues = []
    p_not = 1.0
    pm = READY_BY_MELDS.get(min(melds, 4), 0.0)
    if pm:
        cues.append("melds")
        p_not *= 1 - pm
    ps = READY_BY_STILL.get(min(still, 5), 0.0)
    if ps:
        cues.append("still")
        p_not *= 1 - ps
    return (1 - p_not if cues else 0.0), tuple(cues)


def draw_weighted(pool: list[int], weight: Callable[[int], float], rng: random.Random,
                  allowed: Callable[[int], bool] = lambda z: True) -> int:
    """One tile taken out of ``pool`` (shuffled) with probability in proportion to ``weight``
    among the ``allowed`` ones. Equal weights (nothing read) take the first allowed (no draw
    from ``rng``); none allowed, the first of the pool."""
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


__all__ = ["EARLY", "LATE", "MELD_SUIT", "NEAR", "READY_BY_MELDS", "READY_BY_STILL",
           "discards", "draw_weighted", "early_discards", "keep_weight", "ready_chance",
           "seat_weight", "still_streak"]
