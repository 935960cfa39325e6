"""Measures what a 斗地主 hand is worth as landlord and as farmer, for the strong level's
bidding and 加倍 table (:mod:`widgets.practice.card_tables.doudizhu_value`).

Each seed is dealt three times, each seat in turn made the landlord (it calls, the others
pass, nobody doubles), and played out by the club seats. For every seat it records the
features the strong level decides on and the points it scored:

- the landlord: bid strength of its 17 cards, strength of its 20 cards (after the 底牌);
- each farmer: strength of its 17 cards, and whether the club landlord would have doubled.

It prints, per bucket of the feature, the mean points and the share of hands won: the tuples
the table holds. Run:
``.venv/bin/python benchmarks/doudizhu_bid_table.py --deals 3000 --seed 100000``.
"""

from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from widgets.practice.card_tables.doudizhu_plan import pattern  # noqa: E402
from widgets.practice.card_tables.doudizhu_play import DoudizhuGame  # noqa: E402
from widgets.practice.card_tables.doudizhu_seats import (  # noqa: E402
    bid_strength,
    choose,
    strength,
)
from widgets.practice.choices import Action  # noqa: E402

Row = tuple[str, int, int, float]  # role, feature, flag, points


# features pooled at the ends (few hands there): role, flag → lowest and highest bucket
CLIP = {("bid", 0): (1, 16), ("landlord", 0): (1, 15), ("farmer", 0): (1, 14),
        ("farmer", 1): (1, 10)}


def forced(target: int) -> Any:
    def chooser(game: Any, d: Any) -> Action:
        if d.stage == "bid":
            values = {a.value for a in d.options}
            want = "call" if "call" in values else "rob"
            return Action("bid", value=want if d.seat == target and want in values else "pass")
        if d.stage == "double":
            return Action("double", value="no")
        return choose(game, d)
    return chooser


def one_deal(seed: int) -> list[Row]:
    rows: list[Row] = []
    for target in range(3):
        game = DoudizhuGame(seed, levels="club")
        hands17: dict[int, str] = {}
        chooser = forced(target)
        while not game.over:
            d = game.current()
            if d is not None and d.stage == "bid" and not hands17:
                hands17 = {s: pattern(game.hand(s)) for s in range(3)}
            game.step(chooser)
        deltas = game.events[-1].deltas
        ll = game.landlord
        bottom = pattern(game.bottom() or ())
        full = pattern(hands17[ll] + bottom)
        ll_doubles = strength(full) >= 12  # the club landlord's 加倍
        rows.append(("bid", bid_strength(hands17[ll]), 0, float(deltas[ll])))
        rows.append(("landlord", strength(full), 0, float(deltas[ll])))
        for f in range(3):
            if f != ll:
                rows.append(("farmer", strength(hands17[f]), int(ll_doubles), float(deltas[f])))
    return rows


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--deals", type=int, default=3000)
    p.add_argument("--seed", type=int, default=100000)
    p.add_argument("--jobs", type=int, default=2)
    a = p.parse_args()
    with multiprocessing.Pool(a.jobs) as pool:
        found = pool.map(one_deal, range(a.seed, a.seed + a.deals), chunksize=20)
    table: dict[tuple[str, int, int], list[float]] = defaultdict(list)
    for rows in found:
        for role, feature, flag, points in rows:
            low, high = CLIP[role, flag]
            table[role, min(max(feature, low), high), flag].append(points)
    for (role, flag), (low, high) in CLIP.items():
        cells = []
        for feature in range(low, high + 1):
            xs = table[role, feature, flag] or [0.0]
            cells.append(f"({statistics.fmean(xs):+.2f}, {sum(x > 0 for x in xs) / len(xs):.2f})")
        print(f"{role} {flag} from {low}: ({', '.join(cells)})")


if __name__ == "__main__":
    main()
