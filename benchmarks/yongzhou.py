"""Yongzhou: shanten with 十三幺 beside the regular shape, against the `mahjong` package's
``Shanten.calculate_shanten(use_chiitoitsu=False, use_kokushi=True)`` on the same hands in
one run; then one full analysis (as a hand-lab click computes it) and one score per table.

Hand sets: random 13/14-tile hands from the 136-tile set; near-十三幺 hands (the thirteen
orphans plus one, with 0–3 tiles replaced); near-ready regular hands. Prints median, p95 and
worst µs per call and the ratio ours/theirs; it stops if the two shanten ever disagree
(except a wait on a fifth copy, which we call ready-but-dead and the package one away).
Run: ``make bench`` or ``.venv/bin/python benchmarks/yongzhou.py [hands per set]``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mahjong.constants import CHUN, HAKU, HATSU  # noqa: E402
from mahjong.shanten import Shanten  # noqa: E402

import widgets  # noqa: E402
from widgets.engine.notation import Hand  # noqa: E402
from widgets.engine.shape import counts34  # noqa: E402
from widgets.mahjong.yongzhou_fans import ORPHANS  # noqa: E402

R = widgets.rules("yongzhou")
B = widgets.rules("yongzhou", cap=5)


def theirs(counts: list[int]) -> list[int]:
    """Our counts in the package's order (its 5z–7z are 白发中, ours 中发白)."""
    out = list(counts[:31]) + [0, 0, 0]
    out[HAKU], out[HATSU], out[CHUN] = counts[33], counts[32], counts[31]
    return out


def random_hand(rng: random.Random, size: int) -> list[int]:
    return [x // 4 for x in rng.sample(range(136), size)]


def near_orphans(rng: random.Random, size: int) -> list[int]:
    while True:
        tiles = list(ORPHANS) + [rng.choice(ORPHANS)]
        for _ in range(rng.choice((0, 1, 2, 3))):
            tiles[rng.randrange(14)] = rng.randrange(34)
        tiles = tiles[:size]
        if max(counts34(tiles)) <= 4:
            return tiles


def near_ready(rng: random.Random, size: int) -> list[int]:
    while True:
        tiles = []
        for _ in range(4):
            a = rng.randrange(27)
            tiles += [a, a + 1, a + 2] if a % 9 <= 6 and rng.random() < 0.6 else [a] * 3
        tiles += [rng.randrange(34)] * 2
        tiles[rng.randrange(14)] = rng.randrange(34)
        tiles = tiles[:size]
        if max(counts34(tiles)) <= 4:
            return tiles


def timed(fn, arg) -> tuple[object, float]:
    start = time.perf_counter_ns()
    out = fn(arg)
    return out, (time.perf_counter_ns() - start) / 1e3


def stats(times: list[float]) -> str:
    times = sorted(times)
    p95 = times[int(0.95 * (len(times) - 1))]
    return f"{statistics.median(times):9.1f} {p95:9.1f} {times[-1]:9.1f}"


def shanten_row(name: str, sets: list[list[int]]) -> None:
    ours_t, theirs_t = [], []
    for tiles in sets:
        counts = counts34(tiles)
        hand = Hand(tuple(sorted(tiles)))
        ours, t1 = timed(R.shanten, hand)
        package, t2 = timed(lambda c: Shanten.calculate_shanten(c, use_chiitoitsu=False,
                                                                use_kokushi=True),
                            theirs(counts))
        if ours != package and not (len(tiles) == 13 and (ours, package) == (0, 1)):
            raise SystemExit(f"disagree on {hand}: ours {ours}, mahjong {package}")
        ours_t.append(t1)
        theirs_t.append(t2)
    ratio = statistics.median(ours_t) / statistics.median(theirs_t)
    print(f"{name:22} ours    {stats(ours_t)}")
    print(f"{'':22} mahjong {stats(theirs_t)}   ours/theirs {ratio:.2f}")


def main(n: int = 1000) -> None:
    rng = random.Random(20261129)
    for tiles in (random_hand(rng, 14) for _ in range(100)):  # warm-up: memo tables
        R.shanten(Hand(tuple(sorted(tiles))))
    print(f"yongzhou shanten (regular + 十三幺), µs per call, n = {n} per set")
    print(f"{'set':22} {'':7} {'median':>9} {'p95':>9} {'worst':>9}")
    for size in (14, 13):
        shanten_row(f"random {size}", [random_hand(rng, size) for _ in range(n)])
        shanten_row(f"near 十三幺 {size}", [near_orphans(rng, size) for _ in range(n)])
        shanten_row(f"near-ready {size}", [near_ready(rng, size) for _ in range(n)])

    # a new hand's first analysis fills the shared engine's per-suit memo tables for the
    # suit patterns it meets (the worst case); the same hand again (undo, a language switch,
    # a click that changes only the situation) reads them: "again" is that second call
    print(f"\nyongzhou analyse (a lab click), ms per call, n = {n // 5} per row; "
          "targets: median < 5, worst < 30")
    print(f"{'set':22} {'median':>9} {'p95':>9} {'worst':>9}   again: median, worst")
    for name, make in (("near 十三幺", near_orphans), ("near-ready", near_ready)):
        for size in (14, 13):
            hands = [Hand(tuple(sorted(make(rng, size)))) for _ in range(n // 5)]
            first = [timed(R.analyse, hand)[1] / 1e3 for hand in hands]
            again = sorted(timed(R.analyse, hand)[1] / 1e3 for hand in hands)
            print(f"{name + ' ' + str(size):22} {stats(first)}   {statistics.median(again):6.1f}"
                  f" {again[-1]:6.1f}")

    wins = ["19m19p19s1234567z +9s", "123m456m789m1z [222z,1] +1z", "111m555m999m2m [777m,1] +2m",
            "1112345678999m +5m", "123m456p789s222s5s +5s"]
    print("\nscore, µs per call (median of 200) in table A / table B")
    for text in wins:
        hand = R.parse(text)
        row = []
        for rules in (R, B):
            times = [timed(rules.score, hand)[1] for _ in range(200)]
            row.append(f"{statistics.median(times):8.1f}")
        print(f"{text:32} {' / '.join(row)}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1000)
