"""Drills: the time to deal one question (generate, check against the rules, compute the
answer and the full table) per question type, variant and level, as a click on Next or a new
seed costs it. No public trainer deals questions for these variants, so there is no peer to
run beside; the figures are ours alone.

Run: ``make bench`` or ``.venv/bin/python benchmarks/drills.py [questions per row]``.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import widgets  # noqa: E402
from widgets import drills  # noqa: E402

# variants with a room option that the lesson sets for a drill (永州's 起和 for its claims)
WITH_OPTIONS = (("yongzhou", {"minimum": 1}),)


def row(variant: str, kind: str, level: str, n: int, options: dict | None = None) -> None:
    times = []
    for seed in range(n):
        t = time.perf_counter()
        drills.make_question(kind, variant, level, seed, options)
        times.append(1000 * (time.perf_counter() - t))
    times.sort()
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    name = variant + "".join(f" {k}={v}" for k, v in (options or {}).items())
    print(f"{name:<21} {kind:<9} {level:<7} {statistics.median(times):8.1f} {p95:8.1f} "
          f"{times[-1]:8.1f}")


def main(n: int = 20) -> None:
    print(f"ms to deal one question (n = {n} seeds per row)")
    print(f"{'variant':<21} {'type':<9} {'level':<7} {'median':>8} {'p95':>8} {'worst':>8}")
    for variant in widgets.variants():
        for kind in drills.available_kinds(drills.rules_for(variant)):
            for level in drills.LEVELS:
                row(variant, kind, level, n)
    for variant, options in WITH_OPTIONS:
        row(variant, "claim", "hard", n, options)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20)
