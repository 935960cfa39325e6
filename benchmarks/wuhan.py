"""Wuhan: one full analysis (as a hand-lab click computes it) by the number of 赖子 held.

For k = 0…4 赖子, random 14-tile and 13-tile hands from the 136-tile set that hold exactly k
copies of the 赖子 (the indicator is 9m, so the 赖子 is 1m) and no 红中 (a 红中 must go first,
which is a different, cheaper question). Prints the median, p95 and worst wall time per call
next to the foundation's targets (median under 5 ms, worst under 30 ms).
Run: ``make bench`` or ``.venv/bin/python benchmarks/wuhan.py [hands per row]``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import widgets  # noqa: E402
from widgets.engine.notation import Hand  # noqa: E402

INDICATOR, LAIZI, RED = 8, 0, 31  # 九万 flipped → 一万 is the 赖子


def hands(rng: random.Random, n: int, size: int, wilds: int) -> list[Hand]:
    rest = [t for t in range(34) for _ in range(4) if t not in (LAIZI, RED)]
    return [Hand(tuple(sorted([LAIZI] * wilds + rng.sample(rest, size - wilds))))
            for _ in range(n)]


def main(n: int = 200) -> None:
    r = widgets.rules("wuhan")
    rng = random.Random(20261129)
    for h in hands(rng, 50, 14, 1):  # warm-up: imports and memo tables
        r.analyse(h, indicator=INDICATOR)
    print(f"wuhan analyse, ms per call (n = {n} per row); targets: median < 5, worst < 30")
    print(f"{'tiles':>5} {'赖子':>4} {'median':>8} {'p95':>8} {'worst':>8}")
    for size in (14, 13):
        for k in range(5):
            times = []
            for h in hands(rng, n, size, k):
                start = time.perf_counter_ns()
                r.analyse(h, indicator=INDICATOR)
                times.append((time.perf_counter_ns() - start) / 1e6)
            times.sort()
            p95 = times[int(0.95 * (len(times) - 1))]
            verdict = "ok" if statistics.median(times) < 5 and times[-1] < 30 else "OVER TARGET"
            print(f"{size:>5} {k:>4} {statistics.median(times):8.2f} {p95:8.2f} "
                  f"{times[-1]:8.2f}   {verdict}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200)
