"""1,000 whole 欢乐三张 hands played by our automatic seats
(widgets.practice.card_tables.sanzhang_seats).

It prints hands per second and what the seats do: folds per hand, the share of hands whose
last two are decided by 比牌 (both hands then shown to everyone), the share that reach the
手数封顶's forced showdown, the average and largest pot (in 底注), and how often a seat looks.
Run: ``make bench`` or ``.venv/bin/python benchmarks/sanzhang_hands.py [hands, default 1000]
[seats, default 4]``.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from widgets.practice.card_tables.sanzhang_play import simulate  # noqa: E402


def main(n: int, seats: int) -> None:
    t = time.perf_counter()
    folds = shown = forced = looks = 0
    pots = []
    for seed in range(n):
        g = simulate(seed, players=seats)
        steps = g.betting.steps
        folds += sum(s.action == "fold" for s in steps)
        looks += sum(s.action == "look" for s in steps)
        shown += bool(g.betting.shown_to_all)
        forced += any(s.note.startswith("round limit") for s in steps)
        pots.append(float(g.betting.pot))
    dt = time.perf_counter() - t
    print(f"三张 ({seats} seats): {n} hands in {dt:.1f} s ({n / dt:.0f} hands/s, "
          f"{1000 * dt / n:.1f} ms each)")
    print(f"  folds per hand {folds / n:.2f}; looks per hand {looks / n:.2f}; last two by 比牌 "
          f"{shown / n:.1%}; forced showdown at the 手数封顶 {forced / n:.1%}")
    print(f"  pot mean {statistics.mean(pots):.1f}, median {statistics.median(pots)}, "
          f"largest {max(pots):g} (底注 1)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000,
         int(sys.argv[2]) if len(sys.argv) > 2 else 4)
