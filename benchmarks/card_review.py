"""How long the review of a whole card hand takes (issue 38: at most 10 s per hand on a 2-core
machine): seeded hands where the reviewed seat is played by the beginner or club level (the
others by the club level), each reviewed by :func:`~widgets.practice.card_tables.card_review.
review_hand` with its defaults; prints the seconds per hand (median, p95, worst), wall clock
and this process's CPU (the machine is shared: the CPU seconds are what the review itself
costs), and what the reviews found (decisions where the strong level differs, mistakes —
sized within the unit's bound, or wider and said only by the least they cost —, unclear,
exact). Samples run on both cores (:mod:`widgets.practice.parallel`).

Run: ``PYTHONPATH=$PWD .venv/bin/python benchmarks/card_review.py --hands 30 --level beginner``
(seeds ``--seed`` …, the reviewed seat ``seed % 3``).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from widgets.practice.card_tables import CARD_GAMES  # noqa: E402
from widgets.practice.card_tables.card_review import review_hand  # noqa: E402
from widgets.practice.costs import UNITS  # noqa: E402


def played(game: str, seed: int, seat: int, level: str):
    """A finished hand of ``game`` whose ``seat`` was played (as a human) by ``level``."""
    g = CARD_GAMES[game](seed, human=seat)
    g.advance()
    while not g.over:
        d = g.pending()
        g.act(g.choice(d, level).action)
        g.advance()
    return g


def spread(seconds: list[float]) -> str:
    """Median, p95 and worst of ``seconds``."""
    s = sorted(seconds)
    p95 = s[min(len(s) - 1, round(0.95 * (len(s) - 1)))]
    return f"median {statistics.median(s):.2f}, p95 {p95:.2f}, worst {s[-1]:.2f}"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game", default="doudizhu")
    p.add_argument("--hands", type=int, default=30)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--level", default="beginner", choices=("beginner", "club"))
    a = p.parse_args()
    times, cpu, found = [], [], Counter()
    for seed in range(a.seed, a.seed + a.hands):
        g = played(a.game, seed, seed % 3, a.level)
        t, c = time.perf_counter(), time.process_time()
        r = review_hand(g)
        times.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
        found["decisions"] += r.reviewed
        found["differ"] += len(r.decisions)
        found.update(d.verdict for d in r.decisions)
        found["exact"] += sum(any(e.exact for e in d.loss.values()) for d in r.decisions)
        # a mistake sized within every unit's bound (a figure), or said by its least only
        units = {u: UNITS[u] for u in r.units}
        sized = sum(all(e.within(units[u]) for u, e in d.loss.items()) for d in r.mistakes)
        found["mistake sized"] += sized
        found["mistake ≥ only"] += len(r.mistakes) - sized
        print(f"seed {seed}: {times[-1]:.2f} s ({cpu[-1]:.2f} s CPU), {r.reviewed} decisions, "
              f"{len(r.decisions)} differ, {len(r.mistakes)} mistakes", flush=True)
    print(f"{a.game}, {a.hands} hands (seeds {a.seed}-{a.seed + a.hands - 1}), reviewed seat "
          f"played by {a.level}: seconds per hand {spread(times)}; CPU {spread(cpu)}")
    print("found:", dict(found))


if __name__ == "__main__":
    main()
