"""The odds lab's engine
(widgets/practice/odds/lab.py): how long the exact counts take, and how many
simulated rounds per second each game's sampler gives — the speed at which the lab's progress
bar moves. Side by side, where a peer exists: 大丰收 rounds drawn by numpy's vectorised
``Generator.choice`` (numpy comes with rlcard, a test dependency), and the 二八杠 edge counted
by brute force over tile identities (what the kind-weighted count replaces).

Run: ``make bench`` or ``.venv/bin/python benchmarks/odds.py [rounds, default 200000]``.
"""

from __future__ import annotations

import itertools
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import widgets  # noqa: E402
from widgets.cards.tuitongzi import COPIES, KINDS  # noqa: E402
from widgets.practice import odds  # noqa: E402
from widgets.practice.odds import games  # noqa: E402  (its cached tables, cleared for a cold run)


def timed(fn, repeat: int = 3) -> tuple[float, object]:
    """Median wall time of ``fn()`` over ``repeat`` runs (seconds) and its last result."""
    times, result = [], None
    for _ in range(repeat):
        began = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - began)
    return statistics.median(times), result


def brute_force_edge() -> float:
    rules = widgets.rules("tuitongzi")
    tiles = [k for k in KINDS for _ in range(COPIES)]
    cache: dict[tuple, int] = {}
    total = n = 0
    for banker in itertools.combinations(range(40), 2):
        bk = tuple(sorted(tiles[i] for i in banker))
        for player in itertools.combinations([i for i in range(40) if i not in banker], 2):
            pk = tuple(sorted(tiles[i] for i in player))
            if (bk, pk) not in cache:
                cache[(bk, pk)] = rules.compare(bk, pk).player_factor
            total += cache[(bk, pk)]
            n += 1
    return -total / n


def widget_clicks() -> None:
    """What a click in OddsLab costs: the first switch to 三张 classifies the 22,100 hands
    once per process; after that a new hand compares once per class of opponent hand."""
    from widgets.ui import OddsLab

    games.clear_caches()
    lab = OddsLab("dafengshou", lang="en")
    clicks = [
        ("switch to 三张 (cold: 22,100 hands)", {"kind": "game", "value": "sanzhang"}),
        ("edit the 三张 hand", {"kind": "param", "name": "hand", "value": "Kh Qd 9c"}),
        ("edit it again", {"kind": "param", "name": "hand", "value": "7c 7d Qs"}),
        ("switch to 二八杠 (cold: 55 × 55 comparisons)", {"kind": "game", "value": "tuitongzi"}),
        ("二八杠 position 3", {"kind": "param", "name": "position", "value": 3}),
        ("back to 大丰收", {"kind": "game", "value": "dafengshou"}),
        ("大丰收 option rtp=95", {"kind": "option", "name": "rtp", "value": 95})]
    print("\nthe widget: one click → a new view (single run each)")
    for name, msg in clicks:
        began = time.perf_counter()
        lab.handle(msg)
        took = time.perf_counter() - began
        assert lab.message.get("level") != "warning", lab.message
        print(f"  {name:48} {took * 1000:9.1f} ms")


def main(rounds: int) -> None:
    print("exact counts (median of 3, cold caches where noted)")
    rows = []
    games.clear_caches("sanzhang")
    rows.append(("三张 categories, 22,100 hands (豹子 share, cold)",
                 *timed(lambda: odds.sanzhang_categories()["baozi"], 1)))
    rows.append(("三张 categories, Sanzhang.category_counts (peer)",
                 *timed(lambda: widgets.rules("sanzhang").category_counts()["baozi"] / 22100,
                        1)))
    games.clear_caches("sanzhang")
    rows.append(("三张 比牌 odds, 18,424 opponents (cold)",
                 *timed(lambda: odds.sanzhang("Ah Ad Ac").win_chance, 1)))
    rows.append(("三张 比牌 odds (hands classified)",
                 *timed(lambda: odds.sanzhang("Kh Qd 9c").win_chance)))

    def edge_cold():
        games.clear_caches("tuitongzi")
        return odds.banker_edge(1)

    rows.append(("二八杠 edge, kinds × weights (cold)", *timed(edge_cold)))
    rows.append(("二八杠 edge, brute force 548,340 deals (peer)", *timed(brute_force_edge, 1)))
    rows.append(("mahjong wait odds, 1,000 × wait_within",
                 *timed(lambda: [odds.wait_within(95, 6, n % 30) for n in range(1000)])))
    rows.append(("mahjong count_waits + model (四川)",
                 *timed(lambda: odds.mahjong_wait(draws=6).expected)))
    for name, seconds, result in rows:
        shown = f"{float(result):.6f}" if not isinstance(result, list) else "…"
        print(f"  {name:48} {seconds * 1000:9.1f} ms   {shown}")

    widget_clicks()

    print(f"\nsimulation: rounds per second ({rounds:,} rounds, seeded)")
    models = [("大丰收 apple + bar", odds.dafengshou({"apple": 10, "bar": 1})),
              ("二八杠 position 1", odds.tuitongzi(1)),
              ("三张 A-A-A 比牌", odds.sanzhang("Ah Ad Ac")),
              ("mahjong 6 draws", odds.mahjong_wait(draws=6))]
    for name, model in models:
        seconds, est = timed(lambda m=model: odds.simulate(m, rounds, seed=1), 1)
        print(f"  {name:22} {rounds / seconds:12,.0f} rounds/s   mean {est.mean:+.4f} "
              f"[{est.low:+.4f}, {est.high:+.4f}] exact {float(model.expected):+.4f}")
    try:
        import numpy as np
    except ImportError:
        print("  (numpy not installed: no vectorised peer)")
        return
    model = models[0][1]
    probs = np.array([float(o.probability) for o in model.outcomes])
    probs /= probs.sum()
    values = np.array([float(o.value) for o in model.outcomes])
    gen = np.random.default_rng(1)
    seconds, mean = timed(lambda: values[gen.choice(len(values), size=rounds, p=probs)].mean(), 1)
    print(f"  {'大丰收, numpy (peer)':22} {rounds / seconds:12,.0f} rounds/s   mean {mean:+.4f}"
          "  (vectorised; no per-batch progress or Stop)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 200_000)
