"""1,000 rounds of 二八杠 with our automatic bettors (widgets.practice.card_tables.tuitongzi_play).

It prints rounds per second; the average bets, the share of skipped bets, how often each 闲
position beats the banker, the banker's average, the pool awards (rounds with one, total
paid) and the pool over the 1,000 rounds when each round starts from the last one's pool.
Run: ``make bench`` or ``.venv/bin/python benchmarks/tuitongzi_hands.py [rounds, default 1000]``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from widgets.practice.card_tables.tuitongzi_play import simulate  # noqa: E402


def main(n: int) -> None:
    t = time.perf_counter()
    pool, start = 10_000, 10_000
    bets = skips = awarded = paid = banker = player_wins = 0
    for seed in range(n):
        g = simulate(seed, pool=pool)
        r = g.settlement()
        bets += g.total_bets()
        skips += sum(b.position < 0 for b in g.bets)
        awarded += bool(r.awards)
        paid += sum(a for _, _, a in r.awards)
        banker += r.banker_net
        player_wins += sum(d.winner == "player" for d in r.duels)
        pool = g.end.pool_after
    dt = time.perf_counter() - t
    print(f"二八杠 (3 bettors): {n} rounds in {dt:.2f} s ({n / dt:.0f} rounds/s, "
          f"{1000 * dt / n:.2f} ms each)")
    print(f"  bets per round {bets / n:.0f}; skipped {skips / (3 * n):.1%}; a 闲 position "
          f"beats the banker {player_wins / (3 * n):.1%}; banker's average {banker / n:+.1f}")
    print(f"  pool awards in {awarded / n:.1%} of rounds, {paid} paid; pool {start} → {pool}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
