"""Wuhan: one full analysis (as a hand-lab click computes it) by the number of 赖子 held and
the number of open melds, warm and in a fresh process.

For k = 0…4 赖子 and 0…2 open melds (a 碰 or a 吃: the 开口 a Wuhan win needs), random 13-
and 14-tile hands that are ready or complete, or one tile off (so that the waits and the
scoring path run: a 13-tile hand scores each wait twice, a discard and a self-draw), with
exactly k copies of the 赖子 (the indicator is 5s, so the 赖子 is 6s) and no 红中. Then:

- warm: each hand analysed twice in this process — the first call (memo tables of earlier
  hands warm, this hand's not) and the repeated one; median, p95 and max per row, and the
  slowest hand of the row;
- fresh: the slowest hands found, the issue's hand ``3334445p666s [111p]`` among them, each
  analysed in a new Python process (a subprocess per measurement: imports done, nothing else
  computed), first call and repeated.

Targets (issue 26): first analysis ≤ 30 ms, repeated ≤ 10 ms. Figures only, no assertions.
Run: ``make bench`` or ``.venv/bin/python benchmarks/wuhan.py [hands per row] [fresh runs]``.
"""

from __future__ import annotations

import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import widgets  # noqa: E402
from widgets.engine.notation import Hand, Meld, format_hand  # noqa: E402

INDICATOR, LAIZI, RED = 22, 23, 31  # 5s flipped → 6s is the 赖子
ISSUE_HAND = "3334445p666s [111p]"
FIRST_MS, REPEAT_MS = 30.0, 10.0

FRESH = """
import sys, time, json
sys.path.insert(0, {root!r})
t0 = time.perf_counter()
import widgets
r = widgets.rules("wuhan")
t1, c1 = time.perf_counter(), time.process_time()
r.analyse({hand!r}, indicator={ind})
t2, c2 = time.perf_counter(), time.process_time()
r.analyse({hand!r}, indicator={ind})
t3, c3 = time.perf_counter(), time.process_time()
print(json.dumps([1000 * (t1 - t0), 1000 * (t2 - t1), 1000 * (t3 - t2), 1000 * (c2 - c1),
                  1000 * (c3 - c2)]))
"""


def a_set(rng: random.Random) -> list[int]:
    if rng.random() < 0.5:
        return [rng.choice([t for t in range(34) if t not in (LAIZI, RED)])] * 3
    start = rng.choice([s + k for s in (0, 9, 18) for k in range(7)])
    return [start, start + 1, start + 2]


def hand(rng: random.Random, size: int, wilds: int, melds: int) -> Hand | None:
    """A complete hand of ``melds`` open melds and closed sets and a pair, ``wilds`` tiles
    turned into the 赖子, one tile dropped (13) or, one time in three, swapped (14)."""
    open_sets = []
    while len(open_sets) < melds:
        s = a_set(rng)
        if LAIZI not in s:
            open_sets.append(s)
    closed = [t for _ in range(4 - melds) for t in a_set(rng)]
    pair = rng.choice([t for t in range(34) if t != RED])
    closed += [pair, pair]
    spots = [i for i, t in enumerate(closed) if t != LAIZI]
    for i in rng.sample(spots, max(0, wilds - closed.count(LAIZI))):
        closed[i] = LAIZI
    if closed.count(LAIZI) != wilds:
        return None
    if size == 13:
        closed.remove(rng.choice([t for t in closed if t != LAIZI] or closed))
    elif rng.random() < 1 / 3:
        i = rng.choice([i for i, t in enumerate(closed) if t != LAIZI])
        closed[i] = rng.choice([t for t in range(34) if t not in (LAIZI, RED)])
    every = closed + [t for s in open_sets for t in s]
    if max(every.count(t) for t in every) > 4 or closed.count(LAIZI) != wilds:
        return None
    return Hand(tuple(sorted(closed)), tuple(Meld(tuple(s), source=1) for s in open_sets))


def timed(r, h) -> float:
    start = time.perf_counter_ns()
    r.analyse(h, indicator=INDICATOR)
    return (time.perf_counter_ns() - start) / 1e6


def figures(times: list[float]) -> str:
    times = sorted(times)
    p95 = times[int(0.95 * (len(times) - 1))]
    return f"{statistics.median(times):7.2f} {p95:7.2f} {times[-1]:7.2f}"


def fresh(text: str, runs: int) -> list[list[float]]:
    code = FRESH.format(root=str(ROOT), hand=text, ind=INDICATOR)
    out = []
    for _ in range(runs):
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                              check=True)
        out.append(json.loads(done.stdout))
    return out


def main(n: int = 60, runs: int = 5) -> None:
    r = widgets.rules("wuhan")
    rng = random.Random(20261201)
    print(f"wuhan analyse, ms per call, warm process (n = {n} hands per row); targets: first "
          f"≤ {FIRST_MS:g}, repeated ≤ {REPEAT_MS:g}")
    print(f"{'tiles':>5} {'赖子':>3} {'melds':>5} | {'first: median':>13} {'p95':>7} "
          f"{'max':>7} | {'repeated: median':>16} {'p95':>7} {'max':>7} | slowest hand")
    slow: list[tuple[float, str]] = []
    for size in (13, 14):
        for k in range(5):
            for melds in range(3):
                first, again, worst = [], [], (0.0, "")
                while len(first) < n:
                    h = hand(rng, size, k, melds)
                    if h is None:
                        continue
                    t = timed(r, h)
                    first.append(t)
                    again.append(timed(r, h))
                    worst = max(worst, (t, format_hand(h)))
                slow.append(worst)
                print(f"{size:>5} {k:>3} {melds:>5} | {figures(first):>29} | "
                      f"{figures(again):>32} | {worst[1]} ({worst[0]:.1f} ms)")
    picks = [ISSUE_HAND] + [h for _, h in sorted(slow, reverse=True)[:4]]
    print(f"\nfresh process, ms (a subprocess per measurement, {runs} runs per hand): import "
          f"and rules(), then the first and the repeated analyse")
    print("(wall time; CPU: the process's CPU time, which other processes on a busy machine "
          "do not inflate)")
    print(f"{'hand':<34} {'import':>7} | {'first: median':>13} {'max':>7} {'CPU':>6} | "
          f"{'repeated: median':>16} {'max':>7} {'CPU':>6}")
    firsts, cpus = [], []
    for text in picks:
        got = fresh(text, runs)
        imp, one, two, cpu1, cpu2 = ([g[i] for g in got] for i in range(5))
        firsts += one
        cpus += cpu1
        print(f"{text:<34} {statistics.median(imp):7.1f} | {statistics.median(one):13.1f} "
              f"{max(one):7.1f} {statistics.median(cpu1):6.1f} | "
              f"{statistics.median(two):16.1f} {max(two):7.1f} {statistics.median(cpu2):6.1f}")
    print(f"fresh first call over all: median {statistics.median(firsts):.1f} ms, max "
          f"{max(firsts):.1f} ms, CPU median {statistics.median(cpus):.1f} ms, max "
          f"{max(cpus):.1f} ms (target ≤ {FIRST_MS:g})")


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
