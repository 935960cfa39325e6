"""血流成河 ×2, 武汉, 双人, 永州 (and 血战到底): simulating whole hands with four automatic seats.

Each hand is ``practice.play.simulate(variant, seed)``: deal (wall die, break), 换三张 and 定缺
where the variant has them (武汉: the 赖子 indicator), then play to the end of the wall (武汉:
to its one win) with the documented strategy (shanten-led discards, win whenever allowed; 武汉's
own, ``WUHAN_STRATEGY``), then the settlement (``Game.ledger``). Prints the median, p95 and
worst time per hand and the total, the share of hands that end in a win (most ending drawn,
荒庄, would say the automatic seats are not sensible: issue 22), and, side by side, RLCard's mahjong
environment playing whole games with random agents (a different game and no strategy: a
reference for the cost of one simulated hand in a public Python engine, not a like-for-like
race). Run: ``.venv/bin/python benchmarks/xueliu.py [hands per variant] [variants...]``.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from widgets.practice.table.play import Game  # noqa: E402

VARIANTS = ("sichuan-xueliu", "dashiyou-xueliu", "wuhan", "shuangren", "yongzhou")


def one(variant: str, seed: int) -> tuple[float, float, int, int]:
    """(wall s, CPU s, events, wins) of one whole hand and its settlement."""
    start, cpu = time.perf_counter(), time.process_time()
    g = Game(variant, seed)
    g.advance()
    g.ledger()
    wins = sum(1 for e in g.events if e.type == "win")
    return time.perf_counter() - start, time.process_time() - cpu, len(g.events), wins


def rlcard_reference(n: int) -> tuple[list[float], list[float]] | None:
    try:
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError:
        return None
    env = rlcard.make("mahjong", config={"seed": 0})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(env.num_players)])
    times, cpus = [], []
    for _ in range(n):
        start, cpu = time.perf_counter(), time.process_time()
        env.run(is_training=False)
        times.append(time.perf_counter() - start)
        cpus.append(time.process_time() - cpu)
    return times, cpus


def row(name: str, times: list[float], cpus: list[float], extra: str = "") -> str:
    times, cpus = sorted(times), sorted(cpus)
    k = int(0.95 * (len(times) - 1))
    return (f"{name:<26}{len(times):>6}{statistics.median(times) * 1e3:>9.1f}"
            f"{times[k] * 1e3:>8.1f}{times[-1] * 1e3:>8.1f}{sum(times):>8.1f}"
            f"{statistics.median(cpus) * 1e3:>9.1f}{cpus[k] * 1e3:>8.1f}{sum(cpus):>8.1f}  {extra}")


def main(n: int = 1000, variants: tuple[str, ...] = VARIANTS) -> None:
    one(variants[0], -1)  # warm-up: imports and the shanten memo tables
    print(f"whole hands simulated, ms per hand (seeds 0…{n - 1}); totals in s; wall time, "
          "then CPU time (the work itself, whatever else the machine runs)")
    print(f"{'engine':<26}{'hands':>6}{'median':>9}{'p95':>8}{'worst':>8}{'total':>8}"
          f"{'cpu med':>9}{'p95':>8}{'total':>8}")
    for v in variants:
        results = [one(v, seed) for seed in range(n)]
        events = statistics.mean(r[2] for r in results)
        wins = statistics.mean(r[3] for r in results)
        won = sum(1 for r in results if r[3]) / len(results)
        print(row(v, [r[0] for r in results], [r[1] for r in results],
                  f"{events:.0f} events, {wins:.1f} wins a hand, {won:.1%} of hands won"))
    ref = rlcard_reference(max(20, n // 20))
    if ref is None:
        print("rlcard not installed: no reference row")
    else:
        print(row("rlcard mahjong (random)", *ref, "136 tiles, random agents"))


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    main(count, tuple(sys.argv[2:]) or VARIANTS)
