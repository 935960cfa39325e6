"""What 双人麻将's fan rows read of one reading of a hand (:class:`Reading`), worked out once
per reading and kept on its view: 69 rows ask the same few things (its sequences, its
triplets, its kinds of tile …), and a wait's two totals (on a discard, self-drawn) share it.
"""

from __future__ import annotations

from ..engine.view import View

WIND = range(27, 31)
DRAGON = range(31, 34)


class Reading:
    """What the rows read of one reading, worked out once: 69 rows ask the same few things
    (its sequences, its triplets, its kinds of tile …), so they are kept on the view."""

    __slots__ = ("chows", "pungs", "pair", "exposed", "kongs", "concealed_kongs", "kinds",
                 "size", "flowers", "suits", "honours", "winds", "dragons", "rows")

    def __init__(self, v: View):
        chows, pungs = [], []
        for b in v.arrangement.blocks:  # the reading's sets, then the melds (as View.sets)
            if b.kind == "seq":
                chows.append(b.tiles[0])
            elif b.kind in ("tri", "kong"):
                pungs.append(b.tiles[0])
        hand = v.hand
        kinds = set(hand.closed)
        size = len(hand.closed)
        for m in hand.melds:  # a scored hand's melds are all sets: 吃, 碰 or 杠
            (chows if m.kind == "chi" else pungs).append(m.tiles[0])
            kinds.update(m.tiles)
            size += len(m.tiles)
        self.chows, self.pungs = sorted(chows), sorted(pungs)
        pair = v.pair
        self.pair = pair.tiles[0] if pair else None
        self.exposed = sum(1 for m in hand.melds if not m.concealed)
        self.kongs = len(hand.kongs)
        self.concealed_kongs = sum(1 for m in hand.kongs if m.concealed)
        self.kinds: frozenset[int] = frozenset(kinds)  # the tiles' kinds (flowers apart)
        self.size = size
        self.flowers = frozenset(hand.flowers)
        self.suits = {t // 9 for t in kinds if t < 27}
        self.honours = any(t >= 27 for t in kinds)
        self.winds = sum(1 for t in pungs if t in WIND)
        self.dragons = sum(1 for t in pungs if t in DRAGON)
        # the counts of the rows that do not read the situation, once counted (a fast path's)
        self.rows: dict[str, int] | None = None


MEMO_KEY = "shuangren"  # the view's memo entry of its Reading (the same in any situation)


def reading(v: View) -> Reading:
    """The view's :class:`Reading`, worked out on the first ask."""
    got = v.memo.get(MEMO_KEY)
    if got is None:
        got = v.memo[MEMO_KEY] = Reading(v)
    return got
