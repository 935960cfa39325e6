"""How long a mahjong level takes to decide: for each played variant and level (新手, 熟手,
高手), whole seeded hands played by that level at every seat, each decision timed; prints the
median, the 95th percentile and the worst, in milliseconds (issue 37: a strong decision at
most 200 ms at p95).

    python benchmarks/mahjong_levels_speed.py [hands per variant and level, default 20]
"""

from __future__ import annotations

import sys
import time

from widgets.practice.levels import LEVELS
from widgets.practice.table.play import PLAYABLE, Game


def timings(variant: str, level: str, hands: int) -> list[float]:
    """Each decision's time (seconds) over ``hands`` seeded hands played by ``level``."""
    out: list[float] = []
    for seed in range(hands):
        g = Game(variant, seed, levels=level)
        while (d := g.current()) is not None:
            start = time.perf_counter()
            choice = g.choice(d)
            out.append(time.perf_counter() - start)
            g.step(choice)
    return sorted(out)


def main(hands: int) -> None:
    print(f"{'variant':16} {'level':9} {'decisions':>9} {'median':>8} {'p95':>8} {'worst':>8}")
    for variant in PLAYABLE:
        for level in LEVELS:
            t = timings(variant, level, hands)
            ms = [1000 * x for x in (t[len(t) // 2], t[int(len(t) * 0.95)], t[-1])]
            print(f"{variant:16} {level:9} {len(t):9d} {ms[0]:7.2f}ms {ms[1]:7.2f}ms "
                  f"{ms[2]:7.1f}ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
