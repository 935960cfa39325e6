"""斗地主 levels against each other and against rlcard's ``doudizhu-rule-v1``, in mean points
per hand with a 95 % interval.

rlcard's rule agent (test/benchmark only: widgets/ never imports rlcard) is seated as one of
our players: at its turn :func:`rlcard_choice` builds the raw state its ``step`` reads (its
hand, the legal plays, the trace of plays since the 底牌 were taken, the landlord, its seat)
from our hand and our legal options, calls the agent, and plays the pattern it returns. The
agent has no bidding, 明牌 or 加倍: for those it answers as our club seat. Its random choice
(when it cannot follow a landlord) draws from numpy, seeded per decision from the hand's seed.

Each deal is played six times, the levels rotated over the seats (A B B and A A B, each
rotated three ways), so each level takes every role; the figure is level A's mean points per
seat and hand (the ledger at ``per_point`` 1), the interval over deals.

Run: ``.venv/bin/python benchmarks/doudizhu_levels_rlcard.py [deals, default 300] [--all]``
(``--all``: strong vs club and club vs beginner too).
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402
from rlcard.games.doudizhu.utils import CARD_TYPE  # noqa: E402
from rlcard.models import load  # noqa: E402

from widgets.practice.card_tables.doudizhu_events import Bottom, PassTurn, PlayCards  # noqa: E402
from widgets.practice.card_tables.doudizhu_plan import pattern  # noqa: E402
from widgets.practice.card_tables.doudizhu_play import DoudizhuGame  # noqa: E402
from widgets.practice.card_tables.doudizhu_seats import choose as club  # noqa: E402
from widgets.practice.levels import choose  # noqa: E402

RLCARD = "rlcard"
_AGENT: list[Any] = []
TIMES: dict[str, list[float]] = {}  # seconds per play decision, by level


def agent() -> Any:
    if not _AGENT:
        _AGENT.append(load("doudizhu-rule-v1").agents[0])
    return _AGENT[0]


def rlcard_choice(game: DoudizhuGame, d: Any) -> Any:
    """rlcard's rule agent's choice at ``d`` (our club seat's for anything but a play)."""
    if d.stage != "play":
        return club(game, d)
    start = max(i for i, e in enumerate(game.events) if isinstance(e, Bottom))
    trace = [(e.seat, pattern(e.cards)) if isinstance(e, PlayCards) else (e.seat, "pass")
             for e in game.events[start:] if isinstance(e, PlayCards | PassTurn)]
    options = {("pass" if a.kind == "pass" else "".join(a.tiles)): a for a in d.options}
    # the agent reads each play's type from rlcard's table: plays it does not know (our
    # adjacent-wing planes, ruling A15) are left out of what it is offered
    legal = [k for k in options if k == "pass" or k in CARD_TYPE[0]]
    state = {"raw_obs": {"trace": trace, "current_hand": pattern(game.hand(d.seat)),
                         "actions": legal, "landlord": game.landlord, "self": d.seat}}
    np.random.seed((game.seed * 1000 + len(game.events)) % 2**32)
    got = agent().step(state)
    return options[got] if got in options else next(a for a in d.options if a.kind == "play")


def chooser(seats: list[str]) -> Callable[[DoudizhuGame, Any], Any]:
    def pick(game: DoudizhuGame, d: Any) -> Any:
        level = seats[d.seat]
        if level == RLCARD:
            return rlcard_choice(game, d)
        start = time.perf_counter()
        got = choose("doudizhu", level, game, d).action
        if d.stage == "play":
            TIMES.setdefault(level, []).append(time.perf_counter() - start)
        return got
    return pick


def play(seed: int, seats: list[str]) -> tuple[int, int, int]:
    """The ledger of the hand from ``seed`` with these seats (levels or :data:`RLCARD`)."""
    levels = [x if x != RLCARD else "club" for x in seats]
    game = DoudizhuGame(seed, levels=levels)
    pick = chooser(seats)
    while not game.over and len(game.events) < game.max_events:
        game.step(pick)
    return game.ledger()


def compare(a: str, b: str, deals: int, first: int = 0) -> tuple[float, float]:
    """Level ``a``'s mean points per seat and hand against ``b``, with the 95 % half-width
    (over deals; each deal played in six seatings)."""
    per_deal = []
    for seed in range(first, first + deals):
        got = []
        for layout in ([a, b, b], [a, a, b]):
            for turn in range(3):
                seats = layout[turn:] + layout[:turn]
                ledger = play(seed, seats)
                got += [ledger[s] for s in range(3) if seats[s] == a]
        per_deal.append(statistics.mean(got))
    mean = statistics.mean(per_deal)
    return mean, 1.96 * statistics.stdev(per_deal) / len(per_deal) ** 0.5


def strong_vs_rlcard(hands: int = 1800) -> tuple[float, float, float, int]:
    """Strong's mean points per hand against rlcard's rule agent over at least ``hands`` hands
    (whole deals, each played in six seatings): (mean, 95 % low, high, hands played); printed."""
    deals = max(2, -(-hands // 6))
    mean, half = compare("strong", RLCARD, deals)
    print(f"斗地主 strong vs rlcard doudizhu-rule-v1: {mean:+.2f} ± {half:.2f} points per hand "
          f"({deals} deals × 6 seatings)")
    return mean, mean - half, mean + half, deals * 6


def latency(level: str = "strong") -> str:
    """The level's play decisions timed so far: mean, p95 and worst, in ms."""
    xs = sorted(TIMES.get(level, []))
    if not xs:
        return f"{level}: no decisions timed"
    return (f"{level}: {len(xs)} play decisions, mean {1e3 * statistics.mean(xs):.1f} ms, "
            f"p95 {1e3 * xs[int(0.95 * (len(xs) - 1))]:.1f} ms, worst {1e3 * xs[-1]:.1f} ms")


def main(argv: list[str]) -> None:
    deals = int(next((x for x in argv if x.isdigit()), 300))
    strong_vs_rlcard(deals * 6)
    print(latency("strong"))
    if "--all" in argv:
        for a, b in (("strong", "club"), ("club", "beginner"), ("strong", "beginner")):
            mean, half = compare(a, b, deals)
            print(f"斗地主 {a} vs {b}: {mean:+.2f} ± {half:.2f} points per hand")
        print(latency("strong"))


if __name__ == "__main__":
    main(sys.argv[1:])
