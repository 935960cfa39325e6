"""双人麻将 scoring speed next to ``pymahjonggb`` (the C++ MCR calculator), in one run, on the
hands of ``benchmarks/shuangren_mcr.py`` (``main`` there runs this after its comparison).

Two jobs, each timed hand by hand, ours and theirs in turn:

* **full score**: one winning hand scored from its text (``rules.score``; and from a Hand
  parsed before the clock starts, as the table passes it) against one
  ``MahjongFanCalculator`` call (its arguments built beforehand);
* **the strong level's job**: what 高手 asks at 双人's table for every ready hand it weighs
  (``widgets/practice/table/outlook.py``, ``wait_scores``): ``rules.waits(hand, situation,
  scores=True)`` — the waits of a 13-tile hand, each scored won on a discard and self-drawn
  (with the room's 起胡 8) — against the same job done with pymahjonggb: the waits by
  ``RegularShanten`` (and ``SevenPairsShanten`` for a concealed hand), then
  ``MahjongFanCalculator`` once per wait on a discard and once self-drawn.

Every hand is timed once, on the process's CPU clock (the machine is shared), and is new to
the process (distinct hands; the memo keyed by a whole hand — the single-wait test's — is
emptied before each). What stays warm are the memos of pure functions of a hand's *parts*
(a suit's completeness, readings and completing draws, a reading's sequences and
triplets, a hand's melds, flowers and situation), as the shipped suit tables and suit
readings are; a row of its own empties those too before each hand ("all memos
emptied"), timed after both jobs' other rows: before them, it would leave the second job
to start from empty memos as well.

Run: ``.venv/bin/python benchmarks/shuangren_speed.py [hands, default 3000]``.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from shuangren_mcr import MCR_TILE, Case, default_cases, mcr_args, ours  # noqa: E402
from shuangren_mcr import R as ours_rules_table  # noqa: E402

from widgets import rules  # noqa: E402
from widgets.engine.blocks import group_readings  # noqa: E402
from widgets.engine.draws import group_complete, group_draws  # noqa: E402
from widgets.engine.notation import Hand  # noqa: E402
from widgets.engine.situation import Situation  # noqa: E402
from widgets.mahjong.shuangren_fans import chow_fans  # noqa: E402
from widgets.mahjong.shuangren_waits import forget_parts  # noqa: E402

TABLE = rules("shuangren")  # the room's default: 起胡 8, as at the played table
# the situation the strong level scores waits in: its own, a discard, the wall not empty
AT_TABLE = Situation(self_drawn=False, wall_remaining=20)


def ready_hands(cases: Sequence[Case]) -> list[tuple[Case, Hand]]:
    """Each distinct 13-tile hand a case was one tile from (the case less its winning tile)."""
    out, seen = [], set()
    for case in cases:
        hand = case.hand
        ready = Hand(hand.concealed, hand.melds, hand.flowers)
        key = (ready.concealed, ready.melds, ready.flowers)
        if key not in seen:
            seen.add(key)
            out.append((case, ready))
    return out


def our_wait_values(hand: Hand) -> dict[int, tuple[int | None, int | None]]:
    return {w.tile: (w.discard_score, w.self_draw_score)
            for w in TABLE.waits(hand, situation=AT_TABLE, scores=True)}


def peer_wait_values(args: tuple) -> dict[str, tuple[int | None, int | None]]:
    """The same job with pymahjonggb: waits by its shanten, then each scored twice."""
    from MahjongGB import MahjongFanCalculator, RegularShanten, SevenPairsShanten

    packs, standing, _, flowers = args[0], args[1], args[2], args[3]
    shanten, useful = RegularShanten(standing)
    waits = set(useful) if shanten == 0 else set()
    if not packs:
        shanten, useful = SevenPairsShanten(standing)
        if shanten == 0:
            waits |= set(useful)
    out: dict[str, tuple[int | None, int | None]] = {}
    for w in waits:
        totals = []
        for self_drawn in (False, True):
            try:
                fans = MahjongFanCalculator(packs, standing, w, flowers, self_drawn, False,
                                            False, False, 0, 0)
                totals.append(sum(points * count for points, count, *_ in fans))
            except TypeError:  # not a win by MCR's rules
                totals.append(None)
        out[w] = (totals[0], totals[1])
    return out


def _time(fn: Callable[[], object], before: Callable[[], None]) -> float:
    before()
    t = time.process_time_ns()
    fn()
    return (time.process_time_ns() - t) / 1000


def _forget() -> None:
    TABLE.forget()
    ours_rules_table.forget()


def _forget_all() -> None:
    _forget()
    group_complete.cache_clear()
    group_draws.cache_clear()
    group_readings.cache_clear()
    chow_fans.cache_clear()
    forget_parts()


def _line(name: str, xs: list[float]) -> str:
    xs = sorted(xs)
    return (f"  {name:34s} median {statistics.median(xs):8.1f}   p95 "
            f"{xs[int(len(xs) * 0.95)]:8.1f}   worst {xs[-1]:9.1f}")


def report(cases: Sequence[Case]) -> None:
    """Print both jobs, ours and theirs, median / p95 / worst µs per hand."""
    from MahjongGB import MahjongFanCalculator

    unique = list({(c.text, c.how, c.seen): c for c in cases}.values())
    args = [mcr_args(c) for c in unique]
    for c in unique[:50]:  # the interpreter warmed up (a session's steady state)
        ours(c)
    rows: dict[str, list[float]] = {"ours (rules.score)": [], "ours, of a parsed Hand": [],
                                    "ours, all memos emptied": [], "pymahjonggb": []}
    for c, a in zip(unique, args, strict=True):  # ours and theirs, hand by hand
        rows["ours (rules.score)"].append(_time(lambda c=c: ours(c), _forget))
        hand, how = ours_rules_table.parse(c.text), dict(c.how)  # parsed before the clock
        rows["ours, of a parsed Hand"].append(_time(
            lambda h=hand, c=c, how=how: ours_rules_table.score(h, seen=c.seen, **how),
            _forget))
        rows["pymahjonggb"].append(_time(lambda a=a: MahjongFanCalculator(*a), _forget))
    ready = ready_hands(unique)
    jobs: dict[str, list[float]] = {"ours (rules.waits, scores)": [],
                                    "ours, all memos emptied": [],
                                    "pymahjonggb (shanten + 2 per wait)": []}
    n_waits = []
    for c, hand in ready:
        a = mcr_args(c)
        peer = (a[0], tuple(MCR_TILE[t] for t in hand.concealed), None, len(hand.flowers))
        jobs["ours (rules.waits, scores)"].append(_time(lambda h=hand: our_wait_values(h),
                                                        _forget))
        jobs["pymahjonggb (shanten + 2 per wait)"].append(
            _time(lambda p=peer: peer_wait_values(p), _forget))
        n_waits.append(len(peer_wait_values(peer)))
    # the passes with every memo emptied, each on its own (a hand timed twice in a row runs
    # warmer) and after both jobs' others (they leave the memos of parts as good as empty)
    for c in unique:
        rows["ours, all memos emptied"].append(_time(lambda c=c: ours(c), _forget_all))
    for _, hand in ready:
        jobs["ours, all memos emptied"].append(_time(lambda h=hand: our_wait_values(h),
                                                     _forget_all))
    print(f"\nfull score of a winning hand, µs per hand over {len(unique)} distinct hands:")
    for name, xs in rows.items():
        print(_line(name, xs))
    ratio = statistics.median(rows["ours (rules.score)"]) / statistics.median(
        rows["pymahjonggb"])
    print(f"  ratio ours/theirs (median)         {ratio:.1f}×")
    print(f"\nthe strong level's job: every wait of a ready hand scored on a discard and "
          f"self-drawn,\nµs per hand over {len(ready)} distinct ready hands "
          f"(mean {statistics.mean(n_waits):.1f} waits):")
    for name, xs in jobs.items():
        print(_line(name, xs))
    ratio = statistics.median(jobs["ours (rules.waits, scores)"]) / statistics.median(
        jobs["pymahjonggb (shanten + 2 per wait)"])
    print(f"  ratio ours/theirs (median)         {ratio:.1f}×")


if __name__ == "__main__":
    report(default_cases(int(sys.argv[1]) if len(sys.argv) > 1 else 3000))
