"""Play on (何切る) from any position: the next tile drawn is a random unseen one, seeded so a
class that starts from the same position with the same seed draws the same tiles.

"Unseen" is what the hand lab counts as unseen: every copy of the variant's playing tiles
(flowers are never drawn here) less those in the hand, its melds and the tiles seen. Each
unseen copy is equally likely; the ``n``-th draw of a seed uses its own generator, so undoing
a draw and drawing again gives the same tile.

>>> from widgets import rules
>>> from widgets.engine.notation import parse_hand
>>> r = rules("sichuan-xuezhan")
>>> hand = parse_hand("1112345678999m")
>>> t = draw_tile(r, hand, (), seed=7, n=0)
>>> t == draw_tile(r, hand, (), seed=7, n=0), t in r.kinds
(True, True)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

from widgets.engine.notation import Hand
from widgets.engine.rules import MahjongRules
from widgets.engine.tiles import N_PLAYING


def unseen_tiles(rules: MahjongRules, hand: Hand, seen: Sequence[int]) -> list[int]:
    """Every unseen copy of the variant's playing tiles, in tile order (one entry a copy)."""
    used = Counter(hand.all_tiles()) + Counter(seen)
    return [t for t in sorted(rules.kinds) if t < N_PLAYING
            for _ in range(max(0, rules.copies - used[t]))]


def draw_tile(rules: MahjongRules, hand: Hand, seen: Sequence[int], seed: int, n: int
              ) -> int | None:
    """The ``n``-th draw of ``seed`` from this position: a random unseen tile, or None when
    every copy is used."""
    pool = unseen_tiles(rules, hand, seen)
    if not pool:
        return None
    return random.Random(f"paixue-play-on:{seed}:{n}").choice(pool)
