"""Shanten speed, worst case included: ours against the `mahjong` package (and `xiangting`).

Ours is min(regular_shanten, seven_pairs_shanten(quad_is_two_pairs=False)): a lookup in the
complete per-suit tables shipped with the package (widgets/engine/suit_tables.py). Theirs:
``Shanten.calculate_shanten(use_chiitoitsu=True, use_kokushi=False)`` of the `mahjong`
package, and, when installed, ``xiangting.calculate_replacement_number`` − 1 (Rust; it also
counts 十三幺 and no wait on a fifth copy, so it may differ on a few hands: counted, not
compared). Two sets of 14-tile hands from the 136-tile set: random ones, and near-ready ones (a
complete hand with one or two tiles replaced). Rows, each timed call alone (perf_counter_ns):

- fresh process: a new interpreter per measurement (``--fresh`` children): the import of the
  engine's module, then its first call (the first click of a session) and the same hand
  again. The import rows do not measure the same thing: ours is the whole ``widgets``
  package (every game's rules, which ``widgets/__init__.py`` registers and every lesson
  imports anyway; shape.py cannot be imported without it), of which loading the shipped
  tables is a few ms; the `mahjong` package's is two small modules and no data, and
  xiangting's one extension module. Our first call comes right after that large import (cold
  caches): a call made after the import, before the timed one, takes a third of it;
- new hand: the process warm from other hands, each hand of the set asked once;
- cold memo: our memo tables emptied right before every call (what a hand no memo has seen
  costs; the shipped tables are data, not memo, and stay);
- repeated: the same hand asked again (memoised where an engine memoises).

It prints median / p95 / max µs, ours/theirs at the median and p95, and the slowest hand of
each row; it stops if ours and the `mahjong` package ever disagree. Run: ``make bench`` or
``.venv/bin/python benchmarks/shanten.py [hands per set, default 2000] [fresh runs, default 20]``.
"""

from __future__ import annotations

import importlib.util
import json
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# a benchmark-only comparison (the test extra installs it); imported in engine(), not here,
# so that a fresh child times its import as it times the others'
HAS_XIANGTING = importlib.util.find_spec("xiangting") is not None


def theirs34(counts: Sequence[int]) -> list[int]:
    """Our counts in the package's order: their 31 白 32 发 33 中, our 31 中 32 发 33 白."""
    out = list(counts[:31]) + [0, 0, 0]
    out[31], out[32], out[33] = counts[33], counts[32], counts[31]
    return out


def counts34(tiles: Sequence[int]) -> list[int]:
    out = [0] * 34
    for t in tiles:
        out[t] += 1
    return out


def random_hands(rng: random.Random, n: int) -> list[list[int]]:
    return [counts34([x // 4 for x in rng.sample(range(136), 14)]) for _ in range(n)]


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


def text(counts: Sequence[int]) -> str:
    """A hand in our notation (z: 1-4 winds, 5 中 6 发 7 白, as the engine orders them)."""
    return "".join("".join(str(k + 1) * counts[9 * g + k] for k in range(9 if g < 3 else 7))
                   + "mpsz"[g] if any(counts[9 * g:9 * g + (9 if g < 3 else 7)]) else ""
                   for g in range(4))


# ---- the engines: (import, call) --------------------------------------------------------

def engine(name: str) -> Callable[[Sequence[int]], int]:
    if name == "ours":
        from widgets.engine.shape import regular_shanten, seven_pairs_shanten
        return lambda c: min(regular_shanten(c, 4), seven_pairs_shanten(c, 0, False))
    if name == "mahjong":
        from mahjong.shanten import Shanten
        return lambda c: Shanten.calculate_shanten(theirs34(c), use_chiitoitsu=True,
                                                   use_kokushi=False)
    if name == "xiangting":
        from xiangting import PlayerCount, calculate_replacement_number
        return lambda c: calculate_replacement_number(theirs34(c), PlayerCount.FOUR) - 1
    raise ValueError(name)


def fresh_child(name: str, counts: list[int]) -> None:
    """In a new interpreter: the engine's import and first call, printed as JSON (ns)."""
    t0 = time.perf_counter_ns()
    fn = engine(name)
    t1 = time.perf_counter_ns()
    fn(counts)
    t2 = time.perf_counter_ns()
    fn(counts)
    t3 = time.perf_counter_ns()
    print(json.dumps({"import": t1 - t0, "first": t2 - t1, "second": t3 - t2}))


def fresh(name: str, counts: list[int]) -> dict[str, int]:
    out = subprocess.run([sys.executable, __file__, "--fresh", name, json.dumps(counts)],
                         capture_output=True, text=True, check=True, cwd=ROOT)
    return json.loads(out.stdout)


def clear_memos() -> None:
    from widgets.engine import shape
    for f in vars(shape).values():  # suit_options, _table: the search's memo (the shipped
        # tables and their merges are data, not memo: they stay)
        if callable(getattr(f, "cache_clear", None)):
            f.cache_clear()


def timed(fn: Callable[[Sequence[int]], int], hands: list[list[int]],
          before: Callable[[], None] | None = None) -> tuple[list[int], list[int]]:
    """(results, nanoseconds per call)."""
    results, times = [], []
    for h in hands:
        if before is not None:
            before()
        t0 = time.perf_counter_ns()
        r = fn(h)
        times.append(time.perf_counter_ns() - t0)
        results.append(r)
    return results, times


def summary(times: Sequence[int]) -> tuple[float, float, float]:
    """median, p95, max in microseconds."""
    s = sorted(times)
    return (statistics.median(s) / 1e3, s[min(len(s) - 1, int(0.95 * len(s)))] / 1e3,
            s[-1] / 1e3)


def row(label: str, name: str, times: Sequence[int], hands: Sequence[Sequence[int]],
        ref: tuple[float, float, float] | None) -> tuple[float, float, float]:
    med, p95, worst = summary(times)
    ratio = f"{med / ref[0]:5.2f} {p95 / ref[1]:5.2f}" if ref and name != "mahjong" else ""
    slow = text(hands[max(range(len(times)), key=times.__getitem__)])
    print(f"{label:<27} {name:<10} {med:9.1f} {p95:9.1f} {worst:9.1f}  {ratio:<11}  {slow}")
    return med, p95, worst


def main(n: int = 2000, runs: int = 20) -> None:
    names = ["ours", "mahjong"] + (["xiangting"] if HAS_XIANGTING else [])
    fns = {name: engine(name) for name in names}
    rng = random.Random(136)
    warm = random_hands(rng, 300) + near_ready_hands(rng, 300)
    sets = {"random 14": random_hands(rng, n), "near-ready 14": near_ready_hands(rng, n)}
    for h in warm:  # warm the interpreter and every engine on hands not in the sets
        for fn in fns.values():
            fn(h)
    print(f"shanten per call, µs: median / p95 / max, ours/mahjong at the median and p95, "
          f"the slowest hand (n = {n} a set; fresh process: {runs} runs)")
    header = (f"{'hands, row':<27} {'engine':<10} {'median':>9} {'p95':>9} {'max':>9}  "
              f"{'ratio':<11}  slowest")
    print(header)
    print("-" * (len(header) + 20))
    for set_name, hands in sets.items():
        # fresh process: one child per measurement, the hands spread over the set
        picks = [hands[i * len(hands) // runs] for i in range(runs)]
        figures = {name: [fresh(name, h) for h in picks] for name in names}
        for part in ("import", "first", "second"):
            label = f"{set_name}, fresh " + {"import": "import", "first": "1st call",
                                              "second": "2nd call"}[part]
            ref = summary([f[part] for f in figures["mahjong"]])
            for name in names:
                row(label, name, [f[part] for f in figures[name]], picks, ref)
        # a warm process, each hand new to it; then the same hands again (memoised)
        results: dict[str, list[int]] = {}
        new: dict[str, list[int]] = {}
        for name in names:
            results[name], new[name] = timed(fns[name], hands)
        bad = sum(a != b for a, b in zip(results["ours"], results["mahjong"], strict=True))
        if bad:
            raise SystemExit(f"{set_name}: {bad} hands disagree with the mahjong package")
        ref = summary(new["mahjong"])
        for name in names:
            row(f"{set_name}, new hand", name, new[name], hands, ref)
        _, cold = timed(fns["ours"], hands, before=clear_memos)
        row(f"{set_name}, cold memo", "ours", cold, hands, ref)
        again = {name: timed(fns[name], hands)[1] for name in names}
        ref = summary(again["mahjong"])
        for name in names:
            row(f"{set_name}, repeated", name, again[name], hands, ref)
        spread = {s: results["mahjong"].count(s) for s in sorted(set(results["mahjong"]))}
        note = ""
        if "xiangting" in results:
            differ = sum(a != b for a, b in zip(results["xiangting"], results["mahjong"],
                                                strict=True))
            note = f"; xiangting differs on {differ} (十三幺, fifth copies)"
        print(f"{'':<27} ours = mahjong on all {len(hands)}{note}; shanten spread {spread}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--fresh"]:
        fresh_child(sys.argv[2], json.loads(sys.argv[3]))
    else:
        main(*(int(a) for a in sys.argv[1:3]))
