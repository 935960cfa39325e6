"""How often a seat that looks ready is ready (issue 38: "an opponent who looks ready … is
sampled ready with a stated probability"): the figures of :mod:`widgets.practice.table.reading`
(:data:`READY_BY_MELDS`, :data:`READY_BY_STILL`) next to what the club level's own hands show.

Seeded hands, every seat at the club level (the level the review's play-outs use); after every
discard, each other seat still in play with a 13-tile hand is one observation: its exposed melds,
its 摸打 streak (:func:`still_streak`), and whether it is ready (shanten 0). Printed per cue
value: observations, the share ready, the stated probability; and the share ready of seats
with no cue at all (the base rate a sample gets without a cue).

Run: ``.venv/bin/python benchmarks/ready_cues.py [hands per variant, default 20] [variants ...]``
"""

from __future__ import annotations

import sys
from collections import defaultdict

from widgets.practice.table.play import Game
from widgets.practice.table.reading import (
    READY_BY_MELDS,
    READY_BY_STILL,
    ready_chance,
    still_streak,
)

VARIANTS = ("sichuan-xuezhan", "sichuan-xueliu", "wuhan", "yongzhou")


def observe(variant: str, hands: int) -> dict[tuple[str, int], list[int]]:
    """(cue, its value) → [ready, seen]; ('none', 0) for seats with no cue."""
    rows: dict[tuple[str, int], list[int]] = defaultdict(lambda: [0, 0])
    for seed in range(hands):
        g = Game(variant, seed, levels="club")
        while g.step() is not None:
            pass
        for i, e in enumerate(g.events):
            if e.type != "discard":
                continue
            t, before = g.table_after(i + 1), g.events[:i + 1]
            for s in g.seat_ids:
                if s == e.seat or t.wins[s] or t.out[s]:
                    continue
                hand = t.hand(s)
                if hand.size != 13:
                    continue
                ready = g.rules.shanten(hand) == 0
                melds, still = min(len(t.melds[s]), 4), min(still_streak(before, s), 5)
                keys = [k for k in (("melds", melds), ("still", still))
                        if ready_chance(*(k[1], 0) if k[0] == "melds" else (0, k[1]))[0]]
                for k in keys or [("none", 0)]:
                    rows[k][0] += ready
                    rows[k][1] += 1
    return rows


def main() -> None:
    args = sys.argv[1:]
    hands = int(args[0]) if args else 20
    variants = args[1:] or list(VARIANTS)
    stated = {("melds", k): v for k, v in READY_BY_MELDS.items()} | {
        ("still", k): v for k, v in READY_BY_STILL.items()} | {("none", 0): float("nan")}
    print(f"ready share of seats by cue, club level, {hands} hands per variant")
    print(f"{'variant':18} {'cue':10} {'seen':>6} {'ready':>6} {'stated':>6}")
    for v in variants:
        rows = observe(v, hands)
        for key in sorted(rows):
            ready, n = rows[key]
            print(f"{v:18} {key[0] + ' ' + str(key[1]):10} {n:6} {ready / n:6.2f} "
                  f"{stated.get(key, float('nan')):6.2f}")


if __name__ == "__main__":
    main()
