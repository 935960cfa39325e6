"""Nothing impossible gets in (issue 17): whole hands checked at every step, replays checked
by the rules, and mutated replays refused.

For each variant ``practice.play`` plays, seeds 0…n−1: the hand is simulated (four automatic
seats) and :func:`~widgets.practice.table.replay.game_problems` checks it at every step: no wall
position dealt twice, the deal and the draws are the wall's tiles, no fifth copy anywhere, 108 tiles
accounted for, every seat 13 tiles (14 on its turn); the settlement's census finds no fifth
copy across seats (:func:`widgets.engine.census.check_copies`). Then the record is replayed
through the rules (:func:`~widgets.practice.table.replay.check`, what Load does), and a few mutated
copies of it (an event dropped, duplicated or swapped with the next, a tile or a seat changed) are
loaded: each must be refused with a ReplayError or, if accepted, be consistent at every
step. Prints the counts (hands, steps, kong replacements per hand, hands drawn out after an
odd number of replacements, violations, mutated replays refused / accepted) and the median,
p95 and worst ms per hand of the simulation, the audit and the replay check.
Run: ``.venv/bin/python benchmarks/deal_integrity.py [hands per variant, default 1000]
[mutations per hand, default 3]``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from widgets.engine.census import check_copies  # noqa: E402
from widgets.engine.events import Draw  # noqa: E402
from widgets.practice.table.play import PLAYABLE, Game, Table  # noqa: E402
from widgets.practice.table.replay import ReplayError, check, game_problems, table_problems  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))
from test_play_invariants import mutate  # noqa: E402  (the tests' mutations, at scale)


def ms(xs: list[float]) -> str:
    xs = sorted(x * 1000 for x in xs)
    p95 = xs[min(len(xs) - 1, int(0.95 * len(xs)))]
    return f"median {statistics.median(xs):6.1f}  p95 {p95:6.1f}  worst {xs[-1]:6.1f} ms"


def run(variant: str, n: int, mutations: int) -> int:
    sim, aud, rep = [], [], []
    steps = violations = odd_drawn_out = 0
    reps: Counter[int] = Counter()
    muts: Counter[str] = Counter()
    rng = random.Random(17)
    for seed in range(n):
        t = time.perf_counter()
        g = Game(variant, seed)
        g.advance()
        sim.append(time.perf_counter() - t)
        t = time.perf_counter()
        problems = game_problems(g)
        try:
            check_copies(g.events, g.stay)  # what the settlement checks (P-T6)
        except ValueError as e:
            problems.append(str(e))
        aud.append(time.perf_counter() - t)
        if problems:
            violations += 1
            print(f"  seed {seed}: {problems[:3]}")
        steps += len(g.events)
        r = sum(1 for e in g.events if isinstance(e, Draw) and e.replacement)
        reps[r] += 1
        odd_drawn_out += r % 2 == 1 and g.wall.remaining == 0
        t = time.perf_counter()
        if check(variant, g.events) != g.events:
            violations += 1
            print(f"  seed {seed}: its own record does not replay")
        rep.append(time.perf_counter() - t)
        for _ in range(mutations):
            try:
                bad = mutate(g.events, rng)
            except ValueError:
                muts["no valid event"] += 1
                continue
            try:
                check(variant, bad)
            except ReplayError:
                muts["refused"] += 1
                continue
            table = Table(g.stay)
            for e in bad:
                table.apply(e)
                if table_problems(table):
                    muts["accepted, inconsistent"] += 1
                    violations += 1
                    break
            else:
                muts["accepted, consistent"] += 1
    print(f"{variant}: {n} hands, {steps} steps, kong replacements per hand "
          f"{dict(sorted(reps.items()))}, {odd_drawn_out} drawn out after an odd number of "
          f"replacements; violations: {violations}")
    print(f"  mutated replays: {dict(sorted(muts.items()))}")
    print(f"  simulate      {ms(sim)}")
    print(f"  audit (steps) {ms(aud)}")
    print(f"  replay check  {ms(rep)}")
    return violations


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    mutations = int(sys.argv[2]) if len(sys.argv) > 2 else 3
    start = time.perf_counter()
    bad = sum(run(v, n, mutations) for v in PLAYABLE)
    print(f"total violations: {bad}; {time.perf_counter() - start:.1f} s")


if __name__ == "__main__":
    main()
