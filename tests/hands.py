"""Hand generators shared by the property tests, and :func:`played` (a whole mahjong hand
played out by its automatic seats) shared by the played-hand tests (imported as a plain module:
pytest puts tests/ on the path)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any


def random_complete(rng: random.Random, slots: int,
                    kinds: Sequence[int] = tuple(range(34))) -> list[int]:
    """A random complete hand (``slots`` sets and a pair) of ``kinds``, at most 4 of a kind."""
    starts = [k for k in kinds if k < 27 and k % 9 <= 6 and k + 1 in kinds and k + 2 in kinds]
    while True:
        tiles = []
        for _ in range(slots):
            if starts and rng.random() < 0.6:
                a = rng.choice(starts)
                tiles += [a, a + 1, a + 2]
            else:
                tiles += [rng.choice(kinds)] * 3
        tiles += [rng.choice(kinds)] * 2
        if max(Counter(tiles).values()) <= 4:
            return tiles


def played(variant: str, seed: int, **options: Any) -> Any:
    """The whole hand of ``variant`` dealt from ``seed``, every seat played automatically."""
    from widgets.practice.table.play import Game  # the engine tests import this module without it

    game = Game(variant, seed, **options)
    game.advance()
    return game
