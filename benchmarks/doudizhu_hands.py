"""1,000 whole 斗地主 hands played by our automatic seats, timed beside rlcard's environment
playing 1,000 games with random agents (rlcard has no rule-based seats of its own here).

It prints, for ours: hands per second, the landlord's win rate, the share of 春天 and 反春,
the mean and largest 倍数, re-deals and void hands; for rlcard: games per second.
Run: ``make bench`` or ``.venv/bin/python benchmarks/doudizhu_hands.py [hands, default 1000]``.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from widgets.practice.card_tables.doudizhu_events import HandEnd, PlayCards, Redeal  # noqa: E402
from widgets.practice.card_tables.doudizhu_play import simulate  # noqa: E402


def ours(n: int) -> None:
    t = time.perf_counter()
    ends, redeals, plays, bombs = [], 0, 0, 0
    for seed in range(n):
        g = simulate(seed)
        ends.append(g.events[-1])
        redeals += sum(isinstance(e, Redeal) for e in g.events)
        ps = [e for e in g.events if isinstance(e, PlayCards)]
        plays += len(ps)
        bombs += sum(e.as_type in ("bomb", "rocket") for e in ps)
    dt = time.perf_counter() - t
    played = [e for e in ends if isinstance(e, HandEnd) and e.winner is not None]
    mults = [e.multiplier for e in played]
    print(f"ours: {n} hands in {dt:.1f} s ({n / dt:.0f} hands/s, {1000 * dt / n:.1f} ms each)")
    print(f"  landlord wins {sum(e.landlord_wins for e in played) / len(played):.1%}; "
          f"春天 {sum(e.spring == '春天' for e in played) / len(played):.1%}, "
          f"反春 {sum(e.spring == '反春' for e in played) / len(played):.1%}")
    print(f"  倍数 mean {statistics.mean(mults):.2f}, median {statistics.median(mults)}, "
          f"largest {max(mults)}; bombs+rockets per hand {bombs / n:.2f}; "
          f"plays per hand {plays / n:.1f}; re-deals {redeals}; void {n - len(played)}")


def theirs(n: int) -> None:
    try:
        import numpy as np
        import rlcard
        from rlcard.agents import RandomAgent
    except ImportError as err:
        print(f"rlcard: not installed ({err})")
        return
    env = rlcard.make("doudizhu", config={"seed": 0})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(3)])
    np.random.seed(0)
    t = time.perf_counter()
    wins = 0
    for _ in range(n):
        _, payoffs = env.run(is_training=False)
        wins += payoffs[0] > 0
    dt = time.perf_counter() - t
    print(f"rlcard (random agents): {n} games in {dt:.1f} s ({n / dt:.0f} games/s, "
          f"{1000 * dt / n:.1f} ms each); landlord wins {wins / n:.1%}")


if __name__ == "__main__":
    hands = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    ours(hands)
    theirs(hands)
