"""Is the 斗地主 review's cheap play-out honest? The loss of the first play of each seeded hand
where the reviewed seat (played by the beginner) differs from the strong level, measured twice
on the same deals: with the review's play-outs (the strong level's plan without its end
search, then the ending solved with all hands known) and with every seat at the full strong
level (its end search included) to the end. Prints both per decision and the mean and spread
of the differences.

Run: ``PYTHONPATH=$PWD .venv/bin/python benchmarks/card_review_rollouts.py --decisions 12``
"""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from card_review import played  # noqa: E402

from widgets.practice.card_tables.card_review import REVIEWS, decisions, loss_of  # noqa: E402
from widgets.practice.card_tables.doudizhu_strong import strong  # noqa: E402

REVIEW = REVIEWS["doudizhu"]


def full_strong(world, move, seat) -> dict[str, float]:
    """The play-out with every seat at the full strong level."""
    world.step(lambda g, d: move)
    while not world.over and len(world.events) < world.max_events:
        d = world.current()
        world.step(None if d is None else (lambda g, d: strong(g, d).action))
    end, ll = world.s.end, world.landlord
    won = end is not None and end.winner is not None and end.landlord_wins == (seat == ll)
    return {"win": float(won), "points": float(world.ledger()[seat])}


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--decisions", type=int, default=12)
    p.add_argument("--samples", type=int, default=40)
    a = p.parse_args()
    ours, rows = REVIEW.play_out, []
    for seed in range(1000):
        g = played("doudizhu", seed, seed % 3, "beginner")
        for k, game, d, move in decisions(g, seed % 3, REVIEW):
            game = REVIEW.clone(game)
            best = game.choice(d, "strong").action
            if d.stage != "play" or REVIEW.same(move, best):
                continue
            got = []
            for play_out in (ours, full_strong):
                REVIEW.play_out = play_out  # type: ignore[method-assign]
                got.append(loss_of(REVIEW, game, d, d.seat, move, best, f"h{seed}/{k}",
                                   least=a.samples, most=a.samples, exact_limit=0))
            REVIEW.play_out = ours  # type: ignore[method-assign]
            rows.append([got[i][u].mean for u in ("win", "points") for i in (0, 1)])
            print(f"seed {seed} event {k}: win ours {rows[-1][0]:+.3f} full {rows[-1][1]:+.3f}"
                  f" | points ours {rows[-1][2]:+.2f} full {rows[-1][3]:+.2f}", flush=True)
            break
        if len(rows) >= a.decisions:
            break
    for name, i in (("win", 0), ("points", 2)):
        diffs = [r[i] - r[i + 1] for r in rows]
        print(f"{name}: ours - full over {len(rows)} decisions, mean {statistics.fmean(diffs):+.3f}"
              f", sd {statistics.stdev(diffs):.3f}")


if __name__ == "__main__":
    main()
