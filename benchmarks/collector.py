"""The cyclic collector during analyses: how many generation-2 collections (and their pauses)
10,000 ``rules(v).analyse(hand)`` calls hold, on random hands of every mahjong variant.

Hands are drawn from each variant's own tile set (widgets.variants(), in turn), 14 and 13
tiles, random and near-ready (benchmarks/analysis.py's generator). ``gc.callbacks`` records
every collection's generation and its pause; the script prints, per generation, the count and
the median / max pause, the growth of gc-tracked objects over the run, and the objects that
grew most by type (what a memo growing without bound would show). Run:
``.venv/bin/python benchmarks/collector.py [calls, default 10000] [--freeze]``
(``--freeze``: gc.freeze() after the warm-up, the fallback the issue names, for comparison).

A second row does the same for as many claim effects (widgets/practice/table/claim_effects.py, what
the hand lab computes when a discard is picked): benchmarks/claims.py's hands (武汉's with 1–3
赖子 and 0–1 melds, the path whose readings caches once held 2–3 generation-2 collections),
each discard of a held tile that some claim takes, in turn over the variants.
"""

from __future__ import annotations

import functools
import gc
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import widgets  # noqa: E402
from benchmarks import claims  # noqa: E402
from benchmarks.analysis import hands  # noqa: E402
from widgets.practice.table import claim_effects as ce  # noqa: E402


def analyses(n: int) -> list[Callable[[], object]]:
    rng = random.Random(2026)
    variants = widgets.variants()
    per = -(-n // len(variants))
    work = []
    for v in variants:
        r = widgets.rules(v)
        for size, near in ((14, False), (14, True), (13, False), (13, True)):
            work += [functools.partial(r.analyse, h)
                     for h in hands(rng, r, size, near, -(-per // 4))]
    rng.shuffle(work)
    return work[:n]


def claim_asks(n: int) -> list[Callable[[], object]]:
    per = -(-n // len(claims.VARIANTS))
    work = []
    for variant in claims.VARIANTS:
        asks: list[Callable[[], object]] = []
        for r, h, sit in claims.hands(variant, 10 ** 6, random.Random(variant)):
            for t in sorted(set(h.closed)):
                try:
                    report = r.claims(h, t, r.seats[0], sit)
                except ValueError:
                    continue
                if report.options:
                    asks.append(functools.partial(ce.claim_effects, r, h, t, r.seats[0], (),
                                                  sit))
            if len(asks) >= per:
                break
        work += asks[:per]
    random.Random(2026).shuffle(work)
    return work[:n]


def measure(label: str, work: list[Callable[[], object]], freeze: bool) -> None:
    for call in work[:200]:  # warm-up: imports and first-use tables
        call()
    gc.collect()
    if freeze:
        gc.freeze()
    before = Counter(type(o).__name__ for o in gc.get_objects())
    starts: dict[int, int] = {}
    pauses: dict[int, list[float]] = {0: [], 1: [], 2: []}

    def callback(phase: str, info: dict) -> None:
        if phase == "start":
            starts[info["generation"]] = time.perf_counter_ns()
        else:
            g = info["generation"]
            pauses[g].append((time.perf_counter_ns() - starts.pop(g)) / 1e6)

    gc.callbacks.append(callback)
    t0 = time.perf_counter()
    try:
        for call in work:
            call()
    finally:
        gc.callbacks.remove(callback)
    wall = time.perf_counter() - t0
    after = Counter(type(o).__name__ for o in gc.get_objects())
    print(f"{len(work)} {label} in {wall:.1f} s"
          f"{' (gc.freeze() after the warm-up)' if freeze else ''}")
    for g, ms in pauses.items():
        if ms:
            print(f"  generation {g}: {len(ms):6d} collections, pause median "
                  f"{statistics.median(ms):6.2f} ms, max {max(ms):6.2f} ms")
        else:
            print(f"  generation {g}: {0:6d} collections")
    grown = (after - before).most_common(8)
    total = sum(after.values()) - sum(before.values())
    print(f"  gc-tracked objects: {sum(before.values()):,} -> {sum(after.values()):,} "
          f"({total:+,}); grew most: " + ", ".join(f"{k} +{c:,}" for k, c in grown))


def main(n: int = 10000, freeze: bool = False) -> None:
    measure(f"analyses over {len(widgets.variants())} variants", analyses(n), freeze)
    measure(f"claim effects over {len(claims.VARIANTS)} variants", claim_asks(n), freeze)


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    main(int(args[0]) if args else 10000, "--freeze" in sys.argv)
