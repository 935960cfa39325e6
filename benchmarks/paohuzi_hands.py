"""1,000 whole 跑胡子 hands played by our automatic seats
(widgets.practice.card_tables.paohuzi_play).

It prints hands per second and what the automatic seats do: the share of hands won (自摸 and
on another's card) and of 荒莊, the mean and median 胡息 and total of the wins, the banker's
share of wins, and per hand the mean count of 吃, 碰, forced 偎/提/跑, 重跑, drawn 王 and
events. Run: ``.venv/bin/python benchmarks/paohuzi_hands.py [hands, default 1000]``.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from widgets.practice.card_tables.paohuzi_events import Claim, Draw, Forced  # noqa: E402
from widgets.practice.card_tables.paohuzi_play import simulate  # noqa: E402


def main(n: int) -> None:
    t = time.perf_counter()
    ends, counts, banker_wins = [], Counter(), 0
    for seed in range(n):
        g = simulate(seed)
        end = g.events[-1]
        ends.append(end)
        banker_wins += end.winner is not None and end.winner == g.banker
        counts["events"] += len(g.events)
        for e in g.events:
            if isinstance(e, Claim):
                counts[e.kind] += 1
            elif isinstance(e, Forced) and not e.dealt:
                counts["forced"] += 1
                counts["chongpao"] += e.again
            elif isinstance(e, Draw) and e.card == "W":
                counts["wang"] += 1
    dt = time.perf_counter() - t
    wins = [e for e in ends if e.winner is not None]
    zimo = sum(e.self_drawn for e in wins)
    print(f"跑胡子: {n} hands in {dt:.1f} s ({n / dt:.1f} hands/s, {1000 * dt / n:.0f} ms each)")
    print(f"  won {len(wins) / n:.1%} (自摸 {zimo / n:.1%}, on another's card "
          f"{(len(wins) - zimo) / n:.1%}); 荒莊 {(n - len(wins)) / n:.1%}; "
          f"the banker wins {banker_wins / max(1, len(wins)):.1%} of the wins")
    if wins:
        huxi = [e.huxi for e in wins]
        totals = [e.total for e in wins]
        print(f"  胡息 of wins: mean {statistics.mean(huxi):.1f}, median "
              f"{statistics.median(huxi)}, largest {max(huxi)}; total (子 × 番): mean "
              f"{statistics.mean(totals):.1f}, largest {max(totals)}")
    per = {k: counts[k] / n for k in ("chi", "peng", "forced", "chongpao", "wang", "events")}
    print("  per hand: " + ", ".join(f"{k} {v:.2f}" for k, v in per.items()))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
