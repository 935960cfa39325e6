"""Shanten speed: our per-suit tables against the `mahjong` package, on the same hands.

Two sets of 14-tile hands from the 136-tile set: random ones, and near-ready ones (a complete
hand with one or two tiles replaced). Each call is timed alone with perf_counter_ns:

- ours:  min(regular_shanten, seven_pairs_shanten(quad_is_two_pairs=False)), with the
         memoised suit tables warm from a separate warm-up set (a session's steady state);
- ours, cold: the same with the memo tables emptied before every call (first-click cost);
- theirs: Shanten.calculate_shanten(use_chiitoitsu=True, use_kokushi=False).

Both must agree on every hand (the script stops if not). Run: ``make bench`` or
``.venv/bin/python benchmarks/shanten.py [hands per set]``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mahjong.constants import CHUN, HAKU, HATSU  # noqa: E402
from mahjong.shanten import Shanten  # noqa: E402

from widgets.engine import shape  # noqa: E402
from widgets.engine.shape import counts34, regular_shanten, seven_pairs_shanten  # noqa: E402


def theirs34(counts: Sequence[int]) -> list[int]:
    """Our counts in the package's order: their 31 白 32 发 33 中, our 31 中 32 发 33 白."""
    out = list(counts[:31]) + [0, 0, 0]
    out[HAKU], out[HATSU], out[CHUN] = counts[33], counts[32], counts[31]
    return out


def random_hands(rng: random.Random, n: int) -> list[list[int]]:
    return [counts34(x // 4 for x in rng.sample(range(136), 14)) for _ in range(n)]


def near_ready_hands(rng: random.Random, n: int) -> list[list[int]]:
    out = []
    while len(out) < n:
        tiles: list[int] = []
        for _ in range(4):
            if rng.random() < 0.6:
                a = 9 * rng.randrange(3) + rng.randrange(7)
                tiles += [a, a + 1, a + 2]
            else:
                tiles += [rng.randrange(34)] * 3
        tiles += [rng.randrange(34)] * 2
        for _ in range(rng.choice((1, 2))):
            tiles[rng.randrange(14)] = rng.randrange(34)
        counts = counts34(tiles)
        if max(counts) <= 4:
            out.append(counts)
    return out


def ours(counts: Sequence[int]) -> int:
    return min(regular_shanten(counts, 4), seven_pairs_shanten(counts, 0, False))


_MEMOS = [f for f in vars(shape).values() if callable(getattr(f, "cache_clear", None))]


def ours_cold(counts: Sequence[int]) -> int:
    for memo in _MEMOS:  # suit_options, suit_table and any other memo table of shape.py
        memo.cache_clear()
    return ours(counts)


def theirs(counts: Sequence[int]) -> int:
    return Shanten.calculate_shanten(counts, use_chiitoitsu=True, use_kokushi=False)


def timed(fn: Callable[[Sequence[int]], int], hands: list[list[int]]
          ) -> tuple[list[int], list[int]]:
    """(results, nanoseconds per call)."""
    results, times = [], []
    for h in hands:
        t0 = time.perf_counter_ns()
        r = fn(h)
        times.append(time.perf_counter_ns() - t0)
        results.append(r)
    return results, times


def summary(times: list[int]) -> tuple[float, float, float]:
    """median, p95, worst in microseconds."""
    s = sorted(times)
    return (statistics.median(s) / 1e3, s[min(len(s) - 1, int(0.95 * len(s)))] / 1e3,
            s[-1] / 1e3)


def main(n: int = 2000) -> None:
    rng = random.Random(136)
    warm = random_hands(rng, 300) + near_ready_hands(rng, 300)
    sets = {"random 14": random_hands(rng, n), "near-ready 14": near_ready_hands(rng, n)}
    for h in warm:  # warm both: imports, our memo tables, the interpreter's caches
        ours(h)
        theirs(theirs34(h))
    print(f"shanten per call, µs (n = {n} hands per set; median / p95 / worst)")
    header = f"{'hands':<14} {'engine':<12} {'median':>8} {'p95':>8} {'worst':>9}   ours/theirs"
    print(header)
    print("-" * len(header))
    for name, hands in sets.items():
        converted = [theirs34(h) for h in hands]
        their_results, their_times = timed(theirs, converted)
        rows = []
        for label, fn in (("ours", ours), ("ours, cold", ours_cold)):
            results, times = timed(fn, hands)
            bad = sum(a != b for a, b in zip(results, their_results, strict=True))
            if bad:
                raise SystemExit(f"{name}: {bad} hands disagree with the mahjong package")
            rows.append((label, summary(times)))
        theirs_row = summary(their_times)
        for label, (med, p95, worst) in rows:
            ratio = f"{med / theirs_row[0]:.2f} (median), {p95 / theirs_row[1]:.2f} (p95)"
            print(f"{name:<14} {label:<12} {med:8.1f} {p95:8.1f} {worst:9.1f}   {ratio}")
        med, p95, worst = theirs_row
        print(f"{name:<14} {'mahjong':<12} {med:8.1f} {p95:8.1f} {worst:9.1f}")
        spread = {s: sum(r == s for r in their_results) for s in sorted(set(their_results))}
        print(f"{'':<14} agree on all {len(hands)}; shanten spread {spread}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
