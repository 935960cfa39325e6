"""The 跑胡子, 欢乐三张 and 二八杠 levels against each other (a developer's check while building
them; benchmarks/levels.py is the issue's table over every game).

For each pair (strong vs club, club vs beginner, strong vs beginner) it plays ``hands`` seeded
hands per seat rotation: one seat at the first level, the others at the second, the first
level's seat going round every seat, and prints its mean points per hand with a 95 %
interval (t ≈ 1.96 · sd / √n) and its win share (hands with a gain). It prints each level's
decision times (median, p95, worst) and, for 欢乐三张, each level's fold rate and the share
of its hands it plays to a showdown (比牌 or the last one in). For 二八杠 it prints each
level's mean bet and its mean result (a bet on face-down tiles: no level can beat another).

Run: ``.venv/bin/python benchmarks/card_levels.py [hands per rotation, default 100]
[games, default paohuzi,sanzhang,tuitongzi]``.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from widgets.practice import levels as lv  # noqa: E402
from widgets.practice.card_tables import (  # noqa: E402
    PaohuziGame,
    SanzhangGame,
    TuitongziGame,
)

GAMES = {"paohuzi": (PaohuziGame, 3, {}), "sanzhang": (SanzhangGame, 4, {"players": 4}),
         "tuitongzi": (TuitongziGame, 3, {"bettors": 3})}
PAIRS = (("strong", "club"), ("club", "beginner"), ("strong", "beginner"))
TIMES: dict[tuple[str, str], list[float]] = {}


def timed(game_id: str):
    """A chooser that plays each seat's level and times its decision."""
    def chooser(game, d):
        level = game.levels[d.seat]
        t = time.perf_counter()
        got = lv.choose(game_id, level, game, d)
        TIMES.setdefault((game_id, level), []).append(time.perf_counter() - t)
        return got.action
    return chooser


def play(game_id: str, seed: int, levels: list[str]):
    cls, _, kw = GAMES[game_id]
    g = cls(seed, levels=levels, **kw)
    chooser = timed(game_id)
    while not g.over:
        g.step(chooser)
    return g


def interval(xs: list[float]) -> str:
    m = statistics.mean(xs)
    half = 1.96 * statistics.stdev(xs) / len(xs) ** 0.5 if len(xs) > 1 else 0.0
    return f"{m:+.2f} [{m - half:+.2f}, {m + half:+.2f}]"


def sanzhang_share(g, seat: int, out: dict[str, list[int]]) -> None:
    steps = g.betting.steps
    folded = any(s.seat == seat and s.action == "fold" for s in steps)
    out["folds"].append(folded)
    out["showdown"].append(any(s.action == "compare" and (
        s.seat == seat or f"with seat {seat} " in s.note or f"against seat {seat}," in s.note)
        for s in steps))


def match(game_id: str, a: str, b: str, hands: int) -> None:
    seats = GAMES[game_id][1]
    gains, bets = [], []
    share: dict[str, list[int]] = {"folds": [], "showdown": []}
    for seed in range(hands):
        for seat in range(seats):
            levels = [a if s == seat else b for s in range(seats)]
            g = play(game_id, seed, levels)
            gains.append(float(g.ledger()[seat]))
            if game_id == "sanzhang":
                sanzhang_share(g, seat, share)
            if game_id == "tuitongzi":
                bets.append(g.bets[seat].amount)
    won = sum(x > 0 for x in gains) / len(gains)
    line = f"  {a:8} vs {b:8}: {len(gains)} hands, {a} mean {interval(gains)}, wins {won:.0%}"
    if share["folds"]:
        line += (f"; {a} folds {statistics.mean(share['folds']):.0%}, plays to a showdown "
                 f"{statistics.mean(share['showdown']):.0%}")
    if bets:
        line += f"; {a} mean bet {statistics.mean(bets):.0f}"
    print(line, flush=True)


def speeds(game_id: str) -> None:
    for level in lv.LEVELS:
        xs = sorted(TIMES.get((game_id, level), []))
        if xs:
            p95 = xs[int(0.95 * (len(xs) - 1))]
            print(f"  {level:8} decisions {len(xs)}: median {1000 * statistics.median(xs):.2f} "
                  f"ms, p95 {1000 * p95:.2f} ms, worst {1000 * xs[-1]:.1f} ms")


def main(hands: int, games: list[str]) -> None:
    for game_id in games:
        t = time.perf_counter()
        print(f"{game_id}:")
        for a, b in PAIRS:
            match(game_id, a, b, hands)
        speeds(game_id)
        print(f"  ({time.perf_counter() - t:.0f} s)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100,
         sys.argv[2].split(",") if len(sys.argv) > 2 else list(GAMES))
