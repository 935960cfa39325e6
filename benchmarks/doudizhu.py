"""斗地主 legal plays on 20-card hands: our enumeration against rlcard's, on the same hands.

For each hand (a landlord's 20 cards, dealt at random; every fifth holds three consecutive
trios, so that planes come up), two timings each side:

- leads: every play the hand can lead (``rules.leads``; rlcard's
  ``DoudizhuJudger.playable_cards_from_hand``);
- responses: every play that beats a previous play, a lead of another random hand
  (``rules.responses``; rlcard's ``get_gt_cards``).

It prints median, p95 and worst µs per call and the ratio ours/rlcard; and it stops if the
two ever disagree under our rlcard-compatible option (``adjacent_wing_trio=False``, A15).
Run: ``make bench`` or ``.venv/bin/python benchmarks/doudizhu.py [hands, default 500]``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path
from types import SimpleNamespace

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rlcard.games.doudizhu import utils as rl  # noqa: E402
from rlcard.games.doudizhu.judger import DoudizhuJudger  # noqa: E402

import widgets  # noqa: E402
from widgets.cards.doudizhu import INDEX, ORDER  # noqa: E402

DECK = [r for r in ORDER[:13] for _ in range(4)] + ["B", "R"]


def deal(rng: random.Random, size: int, trios: int) -> str:
    deck, held = DECK[:], []
    if trios:
        lo = rng.randrange(0, 13 - trios)
        for i in range(lo, lo + trios):
            for _ in range(3):
                deck.remove(ORDER[i])
                held.append(ORDER[i])
    return "".join(sorted(held + rng.sample(deck, size - len(held)), key=INDEX.__getitem__))


def rl_responses(hand: str, previous: str) -> set[str]:
    cards = [SimpleNamespace(rank=c, suit="") if c not in "BR"
             else SimpleNamespace(rank="", suit=c + "J") for c in hand]
    return set(rl.get_gt_cards(SimpleNamespace(current_hand=cards),
                               SimpleNamespace(played_cards=previous))) - {"pass"}


def timed(f, *args) -> tuple[float, object]:
    t = time.perf_counter_ns()
    out = f(*args)
    return (time.perf_counter_ns() - t) / 1e3, out


def stats(xs: list[float]) -> str:
    xs = sorted(xs)
    return (f"median {statistics.median(xs):9.0f}  p95 {xs[int(0.95 * (len(xs) - 1))]:9.0f}  "
            f"worst {xs[-1]:9.0f}")


def main(n: int = 500) -> None:
    rng = random.Random(7)
    ours = widgets.rules("doudizhu", adjacent_wing_trio=False)
    rows: dict[str, list[float]] = {k: [] for k in ("our leads", "rlcard leads",
                                                    "our responses", "rlcard responses")}
    sizes = []
    for k in range(n):
        hand = deal(rng, 20, 3 if k % 5 == 0 else 0)
        other = deal(rng, 20, 3 if k % 5 == 1 else 0)
        previous = rng.choice(sorted(DoudizhuJudger.playable_cards_from_hand(other)))
        t1, mine = timed(ours.leads, hand)
        t2, theirs = timed(DoudizhuJudger.playable_cards_from_hand, hand)
        if mine.patterns != theirs:
            sys.exit(f"leads disagree on {hand}")
        parses = ours.classify(previous).parses

        def respond(hand=hand, parses=parses):
            out: set[str] = set()
            for p in parses:
                out |= ours.responses(hand, p).patterns
            return out

        t3, mine_r = timed(respond)
        t4, theirs_r = timed(rl_responses, hand, previous)
        if mine_r != theirs_r:
            sys.exit(f"responses disagree on {hand} against {previous}")
        for key, t in zip(rows, (t1, t2, t3, t4), strict=True):
            rows[key].append(t)
        sizes.append(len(theirs))
    print(f"{n} hands of 20 cards; leads per hand: median {statistics.median(sizes):.0f}, "
          f"most {max(sizes)}; all answers equal rlcard's (adjacent_wing_trio=False)")
    for key, xs in rows.items():
        print(f"  {key:17} µs  {stats(xs)}")
    for what in ("leads", "responses"):
        ratio = statistics.median(rows[f"our {what}"]) / statistics.median(rows[f"rlcard {what}"])
        print(f"  {what}: ours / rlcard (median) = {ratio:.2f}")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 500)
