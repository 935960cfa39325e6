"""Time of "what does each claim do to the hand, against passing" (widgets/practice/
claim_effects.py), as the hand lab computes it when a discard is picked.

For each mahjong variant: random 13-tile hands (Wuhan's with 1–3 赖子 and 0–1 melds, the
benchmarks/wuhan.py generator) and every discard of a tile they hold that some claim takes
(吃/碰/杠/胡) from the 上家. Each is timed once with the effects cache cleared (the engine's
own caches stay as the run left them: a first click on a new hand is near the worst), and
again right after (a repeated ask: the lab's cache). Figures are the thread's CPU time
(thread_time_ns), which a busy machine does not inflate; wall time is printed beside it.
The "click" columns time what the hand lab does when a discard is picked: the analysis of
the hand with that discard, then the effects, with Wuhan's memo of wait totals emptied
first (a first click on a new hand: the passing hand's waits are the analysis's own).
Each variant's slowest ask is then run in a fresh process (imports done), first and
repeated. Issue 26's target: ≤ 30 ms worst.

Run: ``.venv/bin/python benchmarks/claims.py [hands per variant, default 150]``.
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
sys.path.insert(0, str(ROOT / "benchmarks"))

import widgets  # noqa: E402
from widgets.engine.notation import Hand  # noqa: E402
from widgets.engine.situation import Situation  # noqa: E402
from widgets.engine.tiles import tile_name  # noqa: E402
from widgets.practice.table import claim_effects as ce  # noqa: E402

VARIANTS = ("sichuan-xuezhan", "sichuan-xueliu", "dashiyou-xueliu", "wuhan", "shuangren",
            "yongzhou")


def hands(variant: str, n: int, rng: random.Random):
    r = widgets.rules(variant)
    if variant == "wuhan":
        import wuhan as gen  # the 赖子 hand generator of benchmarks/wuhan.py
        while n:
            h = gen.hand(rng, 13, rng.choice([1, 2, 3]), rng.choice([0, 1]))
            if h is not None:
                n -= 1
                yield r, h, Situation(indicator=gen.INDICATOR)
        return
    wall = [t for t in r.kinds for _ in range(r.copies)]
    while n:
        h = Hand(tuple(sorted(rng.sample(wall, 13))))
        if not r.problems(h):
            n -= 1
            yield r, h, Situation()


FRESH = """
import sys, time, json
sys.path.insert(0, {root!r})
import widgets
from widgets.engine.situation import Situation
from widgets.practice.table import claim_effects as ce
r = widgets.rules({variant!r})
h, sit = r.parse({hand!r}), Situation(indicator={indicator!r})
out = []
for _ in range(2):
    ce.clear_cache()
    c = time.thread_time_ns()
    r.analyse(h, sit, discard={tile}, from_seat={seat})
    ce.claim_effects(r, h, {tile}, {seat}, (), sit)
    out.append((time.thread_time_ns() - c) / 1e6)
print(json.dumps(out))
"""


def timed(*args) -> tuple[float, float]:
    cpu, wall = time.thread_time_ns(), time.perf_counter_ns()
    ce.claim_effects(*args)
    return (time.thread_time_ns() - cpu) / 1e6, (time.perf_counter_ns() - wall) / 1e6


def click(r, h, t, seat, sit) -> float:
    """CPU ms of the lab's click on a discard: its analysis, then the claims' effects."""
    r.forget()
    ce.clear_cache()
    cpu = time.thread_time_ns()
    r.analyse(h, sit, discard=t, from_seat=seat)
    ce.claim_effects(r, h, t, seat, (), sit)
    return (time.thread_time_ns() - cpu) / 1e6


def fresh(variant: str, hand: str, tile: int, seat: int, sit) -> list[float]:
    code = FRESH.format(root=str(ROOT), variant=variant, hand=hand, tile=tile, seat=seat,
                        indicator=sit.indicator)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True)
    return json.loads(out.stdout)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 150
    print(f"claim effects, ms per picked discard ({n} hands per variant; CPU, wall in "
          "brackets)")
    print(f"{'variant':16} {'asks':>5} {'median':>7} {'p95':>7} {'max':>13}  "
          f"{'repeated':>8}  {'click':>6} {'p95':>6} {'max':>6}  fresh 1st/2nd  slowest")
    for variant in VARIANTS:
        rng = random.Random(variant)
        rows, again, clicks = [], [], []
        for r, h, sit in hands(variant, n, rng):
            seat = r.seats[0]
            for t in sorted(set(h.closed)):
                try:
                    report = r.claims(h, t, seat, sit)
                except ValueError:
                    continue
                if not report.options:
                    continue
                ce.clear_cache()
                cpu, wall = timed(r, h, t, seat, (), sit)
                rows.append((cpu, wall, str(h), t, sit))
                again.append(timed(r, h, t, seat, (), sit)[0])
                clicks.append(click(r, h, t, seat, sit))
        rows.sort(key=lambda x: x[:2])
        cpus = [x[0] for x in rows]
        clicks.sort()
        worst = rows[-1]
        first, second = fresh(variant, worst[2], worst[3], seat, worst[4])
        print(f"{variant:16} {len(rows):5} {statistics.median(cpus):7.2f} "
              f"{cpus[int(0.95 * (len(cpus) - 1))]:7.2f} {worst[0]:6.1f} ({worst[1]:5.1f})  "
              f"{statistics.median(again):8.3f}  {statistics.median(clicks):6.2f} "
              f"{clicks[int(0.95 * (len(clicks) - 1))]:6.2f} {clicks[-1]:6.1f}  "
              f"{first:6.1f}/{second:5.1f}  {worst[2]} on {tile_name(worst[3])}")


if __name__ == "__main__":
    main()
