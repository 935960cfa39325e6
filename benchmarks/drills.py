"""Drills: the time to deal one question (generate, check against the rules, compute the
answer and the full table) per question type, variant and level, as a click on Next or a new
seed costs it: median, p95 and the worst wall time, with the seed of the worst question and
its CPU time (which other processes on a busy machine do not inflate), and the worst row per
variant at the end (issue 26: ≤ 30 ms worst). No public trainer deals questions for these
variants, so there is no peer to run beside; the figures are ours alone.

Run: ``make bench`` or ``.venv/bin/python benchmarks/drills.py [questions per row]``.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import widgets  # noqa: E402
from widgets.practice import drills  # noqa: E402

# variants with a room option that the lesson sets for a drill (永州's 起和 for its claims)
WITH_OPTIONS = (("yongzhou", {"minimum": 1}),)


WORST: dict[str, tuple[float, str]] = {}


def row(variant: str, kind: str, level: str, n: int, options: dict | None = None) -> None:
    times = []
    for seed in range(n):
        t, c = time.perf_counter(), time.process_time()
        drills.make_question(kind, variant, level, seed, options)
        times.append((1000 * (time.perf_counter() - t), 1000 * (time.process_time() - c), seed))
    times.sort()
    walls = [w for w, _, _ in times]
    p95 = walls[min(len(walls) - 1, int(0.95 * len(walls)))]
    name = variant + "".join(f" {k}={v}" for k, v in (options or {}).items())
    worst, cpu, seed = times[-1]
    print(f"{name:<21} {kind:<9} {level:<7} {statistics.median(walls):8.1f} {p95:8.1f} "
          f"{worst:8.1f} {cpu:8.1f} {seed:>5}")
    if worst > WORST.get(name, (0.0, ""))[0]:
        WORST[name] = (worst, f"{kind} {level} seed {seed}")


def main(n: int = 20) -> None:
    print(f"ms to deal one question (n = {n} seeds per row)")
    print(f"{'variant':<21} {'type':<9} {'level':<7} {'median':>8} {'p95':>8} {'worst':>8} "
          f"{'its CPU':>8} {'seed':>5}")
    for variant in widgets.variants():
        for kind in drills.available_kinds(drills.rules_for(variant)):
            for level in drills.LEVELS:
                row(variant, kind, level, n)
    for variant, options in WITH_OPTIONS:
        row(variant, "claim", "hard", n, options)
    print("\nthe slowest question per variant (target ≤ 30 ms):")
    for name, (worst, where) in WORST.items():
        print(f"  {name:<21} {worst:8.1f} ms  {where}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
