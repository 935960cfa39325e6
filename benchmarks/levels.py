"""The levels measured against each other (issue 37, "Measured, not asserted"): for every played
game (the six mahjong variants, 斗地主, 跑胡子, 欢乐三张, 二八杠) and each pairing of registered
levels (strong vs club, club vs beginner, strong vs beginner; club vs today's seats when
``widgets.practice.levels.TODAY`` names them), whole seeded hands played in duplicate.

Duplicate play: one set is ONE seed dealt again for every way of seating the two levels
(:func:`arrangements`: with k seats, every placement of ⌊k/2⌋ and of ⌈k/2⌉ A's — 2 seats AB,
BA; 3 seats ABB BAB BBA BAA ABA AAB; 4 seats the six AABB), so each level holds each seat
equally often on the same deals and the luck of the deal cancels. The statistic of a set is A's
mean points per seat and hand minus B's; its 95 % interval is mean ± 1.96·sd/√sets. A's win
share is the share of the winning seats (a seat that won the hand: 斗地主's winning side, every
mahjong seat with a 胡) that were A's, with a 95 % normal interval over the sets (a ratio,
cluster-robust); with the seating balanced, even levels give 50 %. The verdict says "A
stronger" only when the points interval lies entirely above 0.

It prints, per game, each pairing's figures, then what each level does where declining is an
option (a level may not win by refusing to play: passes, folds, minimum bets, hands won / dealt
in / ready at the end), then each level's decision time (every ``choice`` call, median / p95 /
worst ms, next to the 200 ms target), then one table of every pairing and the wall time.
二八杠's rows are printed but are not part of the strength claim (a bet on face-down tiles).
斗地主 also prints strong vs rlcard's ``doudizhu-rule-v1`` when
``benchmarks/doudizhu_levels_rlcard.py`` provides ``strong_vs_rlcard(hands)``.

Pairings whose levels are not registered are skipped ("not registered"). ``--register FILE``
runs a Python file that registers players (``@plays``) in every worker first: a way to try
players not yet in ``widgets`` (stand-ins). The figures do not depend on ``--jobs``.

Run: ``make bench`` or ``.venv/bin/python benchmarks/levels.py [--hands N, default 1000]
[--games a,b (mahjong = its six variants)] [--pairs strong-club,...] [--jobs 2] [--seed 0]
[--register FILE]``.
"""

from __future__ import annotations

import argparse
import importlib.util
import itertools
import math
import multiprocessing
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from widgets.engine.events import Win  # noqa: E402
from widgets.practice import levels as lv  # noqa: E402
from widgets.practice.card_tables.doudizhu_play import DoudizhuGame  # noqa: E402
from widgets.practice.card_tables.paohuzi_play import PaohuziGame  # noqa: E402
from widgets.practice.card_tables.sanzhang_play import SanzhangGame  # noqa: E402
from widgets.practice.card_tables.tuitongzi_play import TuitongziGame  # noqa: E402
from widgets.practice.choices import Action, Decision  # noqa: E402
from widgets.practice.table.play import PLAYABLE, Game  # noqa: E402

Z95 = 1.96
TARGET_MS = 200.0  # a strong decision at p95 (issue 37)
SETS_PER_TASK = 4  # duplicate sets one worker plays in a row
PAIRS = (("strong", "club"), ("club", "beginner"), ("strong", "beginner"))
TODAY = "today"  # the label of today's seats, when widgets.practice.levels.TODAY names them
Note = tuple[str, bool]  # a conduct figure's name and whether this case counts for it


# ---- statistics ------------------------------------------------------------------------------

def mean_ci(xs: Sequence[float]) -> tuple[float, float, float]:
    """Mean and its 95 % interval (mean ± 1.96·sd/√n); NaN bounds under two values."""
    if not xs:
        return math.nan, math.nan, math.nan
    m = statistics.fmean(xs)
    if len(xs) < 2:
        return m, math.nan, math.nan
    half = Z95 * statistics.stdev(xs) / math.sqrt(len(xs))
    return m, m - half, m + half


def ratio_ci(hits: Sequence[float], totals: Sequence[float]) -> tuple[float, float, float]:
    """Σhits / Σtotals over clusters (the duplicate sets) with its 95 % normal interval, the
    variance taken between clusters (the hands of one set share a deal, so they are not
    independent); clusters with no total are left out. Clipped to [0, 1]."""
    pairs = [(h, t) for h, t in zip(hits, totals, strict=True) if t > 0]
    total = sum(t for _, t in pairs)
    if not total:
        return math.nan, math.nan, math.nan
    r, n = sum(h for h, _ in pairs) / total, len(pairs)
    if n < 2:
        return r, math.nan, math.nan
    var = sum((h - r * t) ** 2 for h, t in pairs) / (n * (n - 1) * (total / n) ** 2)
    half = Z95 * math.sqrt(var)
    return r, max(0.0, r - half), min(1.0, r + half)


def quantiles_ms(xs: Sequence[float]) -> tuple[float, float, float]:
    """Median, p95 and worst."""
    s = sorted(xs)
    return statistics.median(s), s[min(len(s) - 1, math.ceil(0.95 * len(s)) - 1)], s[-1]


def arrangements(seats: int) -> tuple[tuple[bool, ...], ...]:
    """One duplicate set's seatings (True: an A seat): every placement of ⌊k/2⌋ A's and of
    ⌈k/2⌉ A's among ``seats`` seats, so each level holds each seat equally often.

    >>> arrangements(3)
    ((True, False, False), (False, True, False), (False, False, True), (True, True, False), (True, False, True), (False, True, True))
    """  # noqa: E501
    counts = sorted({seats // 2, (seats + 1) // 2})
    return tuple(tuple(s in chosen for s in range(seats))
                 for a in counts for chosen in itertools.combinations(range(seats), a))


# ---- the games: how a hand is played and read ------------------------------------------------

@dataclass(frozen=True)
class GameSpec:
    """A played game as the benchmark sees it: ``play(seed, levels)`` a whole hand, then each
    seat's ``points``, the seats that ``won``, what each ``decision`` and each seat's hand say
    about declining to play (:data:`Note`)."""

    name: str
    title: str
    game_id: str
    seats: int
    play: Callable[[int, tuple[str, ...]], Any]
    points: Callable[[Any], Sequence[float]]
    won: Callable[[Any], set[int]]
    decision: Callable[[Decision, Action], Iterable[Note]]
    hand: Callable[[Any], list[list[Note]]] = lambda game: []  # per seat
    claim: bool = True  # part of the strength claim (二八杠 is not)


def mahjong_play(variant: str) -> Callable[[int, tuple[str, ...]], Any]:
    def play(seed: int, levels: tuple[str, ...]) -> Game:
        game = Game(variant, seed, levels=levels)
        game.advance()
        return game
    return play


def mahjong_points(game: Game) -> list[float]:
    net = game.ledger().net
    return [float(net.get(s, 0)) for s in game.seat_ids]


def mahjong_won(game: Game) -> set[int]:
    return {e.seat for e in game.events if isinstance(e, Win)}


def mahjong_decision(d: Decision, a: Action) -> Iterable[Note]:
    kinds = {o.kind for o in d.options}
    if d.stage == "claim" and kinds & {"pon", "chi", "kong"}:
        yield "passes a claim it could make", a.kind == "pass"
    if "win" in kinds:
        yield "declines a win", a.kind != "win"


def mahjong_hand(game: Game) -> list[list[Note]]:
    won, seats = mahjong_won(game), game.state().seats
    fed = {e.from_seat for e in game.events if isinstance(e, Win)}
    return [[("wins the hand", s in won), ("deals in (a discard another wins on)", s in fed)]
            + ([] if s in won else [("ready at the end (no win)", bool(seats[s].ready_waits))])
            for s in game.seat_ids]


def card_play(cls: type, **kw: Any) -> Callable[[int, tuple[str, ...]], Any]:
    def play(seed: int, levels: tuple[str, ...]) -> Any:
        game = cls(seed, levels=levels, **kw)
        game.advance()
        return game
    return play


def doudizhu_decision(d: Decision, a: Action) -> Iterable[Note]:
    if d.stage == "play" and d.previous is not None and any(o.kind == "play" for o in d.options):
        yield "passes when it could beat the play", a.kind == "pass"
    if d.stage == "bid":
        yield "does not bid", a.value == "pass"


def doudizhu_hand(game: DoudizhuGame) -> list[list[Note]]:
    return [[("is the landlord", game.landlord == s)] for s in range(3)]


def paohuzi_decision(d: Decision, a: Action) -> Iterable[Note]:
    kinds = {o.kind for o in d.options}
    if d.stage == "claim" and kinds & {"chi", "peng"}:
        yield "passes a 吃/碰 it could take", a.kind == "pass"
    if "hu" in kinds:
        yield "declines a 胡", a.kind != "hu"


def sanzhang_decision(d: Decision, a: Action) -> Iterable[Note]:
    if any(o.kind == "fold" for o in d.options):
        yield "folds (of its betting decisions)", a.kind == "fold"


def sanzhang_hand(game: SanzhangGame) -> list[list[Note]]:
    folded = {s.seat for s in game.betting.steps if s.action == "fold"}
    return [[("reaches a showdown (never folds in the hand)", s not in folded)]
            for s in range(game.players)]


def tuitongzi_decision(d: Decision, a: Action) -> Iterable[Note]:
    bets = [o.amount for o in d.options if o.kind == "bet"]
    yield "skips the round (no bet)", a.kind == "pass"
    if bets and a.kind == "bet":
        yield "bets the minimum chip (of its bets)", a.amount == min(bets)


def end_deltas(game: Any) -> list[float]:
    return [float(x) for x in game.events[-1].deltas[:3]]


def positive(points: Callable[[Any], Sequence[float]]) -> Callable[[Any], set[int]]:
    return lambda game: {s for s, p in enumerate(points(game)) if p > 0}


MAHJONG = {v: GameSpec(v, v, "mahjong", 2 if v == "shuangren" else 4, mahjong_play(v),
                       mahjong_points, mahjong_won, mahjong_decision, mahjong_hand)
           for v in PLAYABLE}
GAMES: dict[str, GameSpec] = {
    **MAHJONG,
    "doudizhu": GameSpec("doudizhu", "斗地主", "doudizhu", 3, card_play(DoudizhuGame),
                         end_deltas, positive(end_deltas), doudizhu_decision, doudizhu_hand),
    "paohuzi": GameSpec("paohuzi", "跑胡子", "paohuzi", 3, card_play(PaohuziGame), end_deltas,
                        lambda g: {w} if (w := g.events[-1].winner) is not None else set(),
                        paohuzi_decision),
    "sanzhang": GameSpec("sanzhang", "欢乐三张 (4 seats)", "sanzhang", 4,
                         card_play(SanzhangGame, players=4),
                         lambda g: [float(x) for x in g.betting.net()],
                         lambda g: {g.betting.winner}, sanzhang_decision, sanzhang_hand),
    "tuitongzi": GameSpec("tuitongzi", "二八杠 (3 bettors)", "tuitongzi", 3,
                          card_play(TuitongziGame),
                          lambda g: [float(x) for x in g.ledger()[:3]],
                          positive(lambda g: g.ledger()[:3]), tuitongzi_decision, claim=False),
}


# ---- playing a duplicate set -----------------------------------------------------------------

@dataclass
class SetResult:
    """One duplicate set: A's points per seat-hand minus B's, the winning seats (A's and all),
    the conduct tallies ((label, note, 0) hits, (label, note, 1) cases) and each label's
    decision times in ms."""

    hands: int = 0
    diff: float = 0.0
    a_wins: int = 0
    wins: int = 0
    tally: Counter = field(default_factory=Counter)
    times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))
    cpu: float = 0.0  # the worker's CPU seconds for the set (where a slow run spends its time)


def today_player(game_id: str) -> Callable[..., Any] | None:
    """Today's seats for ``game_id`` if ``widgets.practice.levels.TODAY`` (game id → player
    or Level) names them; None: club is today's seats."""
    today = getattr(lv, "TODAY", None)
    got = today.get(game_id) if isinstance(today, Mapping) else None
    return got.play if isinstance(got, lv.Level) else got


def slots_for(pair: tuple[str, str]) -> dict[str, str]:
    """The level each label is seated as: its own, and today's seats in a level the pairing
    does not use (a table seats only the three levels)."""
    free = [x for x in lv.LEVELS if x not in pair]
    return {label: label if label in lv.LEVELS else free.pop() for label in pair}


def missing(spec: GameSpec, pair: tuple[str, str]) -> list[str]:
    """The labels of ``pair`` with no player for ``spec`` (empty: the pairing can be played)."""
    return [x for x in pair if (today_player(spec.game_id) is None if x == TODAY
                                else (spec.game_id, x) not in lv.PLAYERS)]


def timed(label: str, play: Callable[..., Any], spec: GameSpec, out: SetResult,
          depth: list[int]) -> Callable[..., Any]:
    """``play`` timed and its decisions tallied under ``label`` (a level asking another level
    inside its own decision counts once, as its own)."""
    def player(game: Any, d: Decision) -> Any:
        if depth[0]:
            return play(game, d)
        depth[0] += 1
        start = time.perf_counter()
        try:
            got = play(game, d)
        finally:
            depth[0] -= 1
        out.times[label].append(1000 * (time.perf_counter() - start))
        action = got.action if isinstance(got, lv.Choice) else got
        for note, hit in spec.decision(d, action):
            out.tally[label, note, 0] += hit
            out.tally[label, note, 1] += 1
        return got
    return player


def play_set(name: str, pair: tuple[str, str], index: int, base_seed: int) -> SetResult:
    """Seed ``base_seed + index`` played once per seating of :func:`arrangements`."""
    spec, out, depth = GAMES[name], SetResult(), [0]
    slots = slots_for(pair)
    saved = {slot: lv.PLAYERS.get((spec.game_id, slot)) for slot in slots.values()}
    for label, slot in slots.items():
        own = today_player(spec.game_id) if label == TODAY else lv.PLAYERS[
            (spec.game_id, label)].play
        assert own is not None
        lv.PLAYERS[spec.game_id, slot] = lv.Level(spec.game_id, slot,
                                                  timed(label, own, spec, out, depth), "", "")
    sums, cpu = {True: 0.0, False: 0.0}, time.process_time()
    try:
        for seating in arrangements(spec.seats):
            game = spec.play(base_seed + index, tuple(slots[pair[not a]] for a in seating))
            points, won, notes = spec.points(game), spec.won(game), spec.hand(game)
            for seat, a in enumerate(seating):
                sums[a] += points[seat]
                out.wins += seat in won
                out.a_wins += a and seat in won
                for note, hit in notes[seat] if notes else ():
                    out.tally[pair[not a], note, 0] += hit
                    out.tally[pair[not a], note, 1] += 1
            out.hands += 1
    finally:
        for slot, level in saved.items():
            if level is None:
                lv.PLAYERS.pop((spec.game_id, slot), None)
            else:
                lv.PLAYERS[spec.game_id, slot] = level
    out.cpu = time.process_time() - cpu
    per_side = out.hands * spec.seats / 2  # seat-hands each side holds in a balanced set
    out.diff = (sums[True] - sums[False]) / per_side
    return out


def play_sets(task: tuple[str, tuple[str, str], tuple[int, ...], int]) -> list[SetResult]:
    name, pair, indices, base_seed = task
    return [play_set(name, pair, i, base_seed) for i in indices]


# ---- running and summing up ------------------------------------------------------------------

@dataclass
class PairResult:
    """A pairing's figures over its sets."""

    game: str
    pair: tuple[str, str]
    sets: list[SetResult]

    @property
    def hands(self) -> int:
        return sum(s.hands for s in self.sets)

    def points(self) -> tuple[float, float, float]:
        return mean_ci([s.diff for s in self.sets])

    def win_share(self) -> tuple[float, float, float]:
        return ratio_ci([s.a_wins for s in self.sets], [s.wins for s in self.sets])

    def verdict(self) -> str:
        _, low, high = self.points()
        a, b = self.pair
        word = f"{a} stronger" if low > 0 else f"{b} stronger" if high < 0 else "not separated"
        return word if GAMES[self.game].claim else f"({word}; not part of the strength claim)"


def load_players(files: Sequence[str]) -> None:
    """Run each file (it registers players with ``@plays``): stand-ins or players to try."""
    for k, path in enumerate(files):
        spec = importlib.util.spec_from_file_location(f"levels_players_{k}", path)
        assert spec is not None and spec.loader is not None
        spec.loader.exec_module(importlib.util.module_from_spec(spec))


def run(games: Sequence[str], pairs: Sequence[tuple[str, str]], hands: int, jobs: int = 2,
        base_seed: int = 0, register: Sequence[str] = ()) -> list[PairResult]:
    """Every registered pairing of every game, ``hands`` hands each (whole duplicate sets, so
    rounded up); in order, whatever ``jobs``."""
    tasks, results = [], []
    for name in games:
        for pair in pairs:
            if missing(GAMES[name], pair):
                continue
            sets = max(2, math.ceil(hands / len(arrangements(GAMES[name].seats))))
            results.append(PairResult(name, pair, []))
            for start in range(0, sets, SETS_PER_TASK):
                chunk = tuple(range(start, min(sets, start + SETS_PER_TASK)))
                tasks.append((len(results) - 1, (name, pair, chunk, base_seed)))
    if jobs > 1:
        with multiprocessing.Pool(jobs, load_players, (tuple(register),)) as pool:
            done = pool.map(play_sets, [t for _, t in tasks], chunksize=1)
    else:
        done = [play_sets(t) for _, t in tasks]
    for (k, _), got in zip(tasks, done, strict=True):
        results[k].sets += got
    return results


def pct(x: float) -> str:
    return "—" if math.isnan(x) else f"{100 * x:.1f}"


def num(x: float) -> str:
    return "—" if math.isnan(x) else f"{x:+.3f}"


def row(r: PairResult) -> str:
    m, lo, hi = r.points()
    w, wl, wh = r.win_share()
    return (f"{r.pair[0]} vs {r.pair[1]}: {r.hands} hands ({len(r.sets)} duplicate sets); "
            f"A−B {num(m)} points per seat and hand [{num(lo)}, {num(hi)}]; A's win share "
            f"{pct(w)} % [{pct(wl)}, {pct(wh)}]; {r.verdict()}")


def conduct_lines(rs: Sequence[PairResult]) -> list[str]:
    """Per level: each conduct figure (share of its cases) and its decision times."""
    tally, times = Counter(), defaultdict(list)
    for r in rs:
        for s in r.sets:
            tally.update(s.tally)
            for label, ms in s.times.items():
                times[label] += ms
    seated = {label for r in rs for label in r.pair}
    lines = [f"  {label}: NO decision reached its player: the table does not seat the levels "
             "(its figures compare a player with itself)"
             for label in sorted(seated - set(times))]
    for label in sorted(times, key=lambda x: (lv.LEVELS + (TODAY,)).index(x)):
        notes = sorted({n for (lab, n, _) in tally if lab == label})
        said = "; ".join(f"{n} {pct(tally[label, n, 0] / tally[label, n, 1])} % "
                         f"(of {tally[label, n, 1]})" for n in notes)
        med, p95, worst = quantiles_ms(times[label])
        lines.append(f"  {label}: {said or 'no decision declines'}")
        lines.append(f"  {label} decision time: median {med:.2f} ms, p95 {p95:.2f}, worst "
                     f"{worst:.1f} over {len(times[label])} decisions — target p95 ≤ "
                     f"{TARGET_MS:.0f} ms: {'met' if p95 <= TARGET_MS else 'MISSED'}")
    return lines


def rlcard_line(hands: int) -> str:
    """Strong vs rlcard's doudizhu-rule-v1, from benchmarks/doudizhu_levels_rlcard.py if any."""
    path = HERE / "doudizhu_levels_rlcard.py"
    if not path.exists() or ("doudizhu", "strong") not in lv.PLAYERS:
        return "  strong vs rlcard: not available"
    spec = importlib.util.spec_from_file_location("doudizhu_levels_rlcard", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
        m, lo, hi, n = module.strong_vs_rlcard(hands)
    except (ImportError, AttributeError) as err:  # rlcard not installed, or no such function
        return f"  strong vs rlcard: not available ({err})"
    word = "strong stronger" if lo > 0 else "rlcard stronger" if hi < 0 else "not separated"
    return (f"  strong vs rlcard doudizhu-rule-v1: {n} hands, strong's points per hand "
            f"{num(m)} [{num(lo)}, {num(hi)}]; {word}")


def report(games: Sequence[str], pairs: Sequence[tuple[str, str]],
           results: Sequence[PairResult], hands: int) -> None:
    for name in games:
        spec = GAMES[name]
        mine = [r for r in results if r.game == name]
        have = ", ".join(x.level for x in lv.levels_of(spec.game_id))
        print(f"== {spec.title} ({name}): levels registered: {have or 'none'}"
              + ("" if spec.claim else " — not part of the strength claim (a bet on "
                 "face-down tiles)"))
        for pair in pairs:
            got = [r for r in mine if r.pair == pair]
            lack = missing(spec, pair)
            if got:
                print("  " + row(got[0]))
            elif pair[1] == TODAY:
                print("  club vs today: club = today's seats (unchanged)")
            else:
                print(f"  {pair[0]} vs {pair[1]}: not registered ({', '.join(lack)} missing)")
        if mine:
            cpu, played = sum(s.cpu for r in mine for s in r.sets), sum(r.hands for r in mine)
            print(f"  played {played} hands in {cpu:.1f} s of worker CPU "
                  f"({1000 * cpu / played:.1f} ms a hand)")
        if name == "doudizhu":
            print(rlcard_line(hands))
        for line in conduct_lines(mine):
            print(line)


def table(results: Sequence[PairResult]) -> None:
    head = (f"{'game':<17}{'pairing':<20}{'hands':>6}  {'A−B points/hand [95 % CI]':<30}"
            f"{'A win share % [95 % CI]':<26}verdict")
    print(head)
    print("-" * len(head))
    for r in results:
        m, lo, hi = r.points()
        w, wl, wh = r.win_share()
        print(f"{r.game:<17}{r.pair[0] + ' vs ' + r.pair[1]:<20}{r.hands:>6}  "
              f"{f'{num(m)} [{num(lo)}, {num(hi)}]':<30}{f'{pct(w)} [{pct(wl)}, {pct(wh)}]':<26}"
              f"{r.verdict()}")


def parse(argv: Sequence[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--hands", type=int, default=1000, help="hands per game and pairing")
    p.add_argument("--games", default=",".join(GAMES),
                   help="comma-separated: " + ", ".join(GAMES) + "; mahjong = its six variants")
    p.add_argument("--pairs", default=",".join(f"{a}-{b}" for a, b in PAIRS),
                   help="comma-separated A-B pairings (club-today is added when TODAY exists)")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--seed", type=int, default=0, help="the first set's seed")
    p.add_argument("--register", action="append", default=[],
                   help="a Python file registering players (@plays), run in every worker")
    args = p.parse_args(argv)
    names = [n for g in args.games.split(",") if g
             for n in (MAHJONG if g == "mahjong" else [g])]
    unknown = [n for n in names if n not in GAMES]
    if unknown:
        p.error(f"unknown games {unknown}; the games are {', '.join(GAMES)} (or mahjong)")
    args.games = names
    args.pairs = [tuple(x.split("-", 1)) for x in args.pairs.split(",") if x]
    if ("club", TODAY) not in args.pairs:
        args.pairs.append(("club", TODAY))
    return args


def main(argv: Sequence[str]) -> None:
    args = parse(argv)
    load_players(args.register)
    start = time.perf_counter()
    results = run(args.games, args.pairs, args.hands, args.jobs, args.seed, args.register)
    report(args.games, args.pairs, results, args.hands)
    print()
    table(results)
    cpu = sum(s.cpu for r in results for s in r.sets)
    print(f"\nwall time {time.perf_counter() - start:.1f} s ({args.jobs} jobs; the hands took "
          f"{cpu:.1f} s of worker CPU)")


if __name__ == "__main__":
    main(sys.argv[1:])
