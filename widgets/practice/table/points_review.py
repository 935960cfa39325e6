"""The review of a played mahjong hand in the game's own unit: what each of the learner's
decisions cost in points, against the strong level's choice (:mod:`widgets.practice.costs`).

The hand is dealt again from its seed and replayed to each decision the learner made
(:func:`positions`; every event must come out as recorded, else the hand is not one the seed
deals and :class:`NotReplayable` says so). Where the strong level (高手) would have chosen
otherwise, both moves are played out to the end of the hand from that position
(:func:`loss`), many times: each time the tiles the learner could not see (the other seats'
concealed tiles and the wall) are dealt again at random (:func:`resample`), the same way for
both moves, and every seat then plays at the club level, fast and alike for both. The
learner's net points for the hand (its ledger, 查叫 and 花猪 included where the variant has
them) after the move played, minus those after the best move, averaged, is the loss.

Decisions: a seat that has won and plays on (血流) keeps its hand in the samples: what it
showed (its wins) tells where it waits, and dealing it a fresh hand would hide the danger of
feeding it. A seat that declared ready (双人 报听) is dealt a ready hand in every sample (its
tiles are not known, its readiness is). Other seats' hands are dealt at random from what is unseen,
except that a seat that has discarded outside its 定缺 suit gets none of it, and a tile passed
in 换三张 stays with the seat that received it (known when the learner passed it; a small
leak when two other seats exchanged). Defence is read (:mod:`.reading`, dealt by
:mod:`.hidden_deal`): a seat's discards (early ones most) and its melds weigh its share of
the deal, and a seat that looks ready (melds showing, the tile it drew thrown again and again)
is dealt a ready hand with a stated probability, so feeding a ready-looking seat costs what it
may cost.

The whole review has a time budget (:data:`BUDGET`, seconds) and works in two passes, so that
a learner sees every decision's figure before any is refined: first each decision gets one
round of :data:`SAMPLES` paired play-outs, the likeliest mistakes first; then the decisions
still too close to call, and the mistakes whose 95 % interval is wider than ±1 point, get
more rounds, one at a time, up to :data:`CAP` in all. A loss is said as a figure only within
±1 point; a mistake still wider is said by the least it cost, anything else as too close
(:func:`widgets.ui.tables.table_review.loss_words`). The play-outs of a round run on both
cores (:mod:`widgets.practice.parallel`). A round the budget cuts short is not shown (its
samples are kept for Go on), so every figure shown is the same on every run: it depends
only on how many rounds it got (the figures and times: ``benchmarks/review_points.py``).
``progress(done, total)`` is told after each decision and ``stop()`` ends it early: the
decisions not yet measured are then marked as such (``loss`` None) until ``go_on()`` takes the
review up again where it stopped.

A learner's retry of a mistake (:meth:`PointsReviewer.attempt`) that is neither the strong move
nor the move played is measured against the strong move by the same paired play-outs, once per
move: a move that loses nothing measurable is as good, not wrong.
"""

from __future__ import annotations

import copy
import dataclasses
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...engine.notation import Hand, format_hand, parse_hand
from ...engine.tiles import FLOWERS, parse_tile, suit_of, tile_name
from ...engine.why import Why
from .. import parallel
from ..choices import Action, Decision
from ..costs import UNITS, Estimate, Unit, bounded, exact
from ..levels import Choice
from ..record.mistakes import seen_position
from . import hidden_deal
from .reading import ready_chance, seat_weight, still_streak

if TYPE_CHECKING:
    from .play import Game

UNIT: Unit = UNITS["points"]
BUDGET = 8.0            # seconds for the play-outs of a whole hand (the review's target: 10)
SAMPLES = 16            # paired play-outs per round: a decision gets one round, or more
CAP = 320               # while its interval is wider than ±1 point, up to this many in all
ROLLOUT_LEVEL = "club"  # every seat after the decision: fast, and the same for both moves
MAX_STEPS = 2000        # decisions in one play-out: a hand has a few hundred; guards a bug
READ = True             # samples read each seat's discards and melds (.reading)


class NotReplayable(ValueError):
    """The hand cannot be dealt and replayed again: ``reason`` 'loaded' (a record loaded
    without its wall) or 'changed' (the table changed during the hand)."""

    def __init__(self, message: str, reason: str = "changed"):
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class PointsDecision:
    """One decision of ``seat``: ``step`` the index of the event it made (the table before it
    is ``game.state(step)``), ``played`` and the strong level's ``best`` move with its
    reason, and the loss (None: not measured, or no loss because the moves are the same)."""

    step: int
    seat: int
    stage: str
    played: Action
    best: Action
    why: Why | None
    loss: Estimate | None = None

    @property
    def same(self) -> bool:
        return self.played == self.best

    @property
    def verdict(self) -> str:
        """'same' (the strong move), 'mistake', 'fine', 'unclear' (:meth:`Estimate.verdict`)
        or 'unmeasured' (stopped, or out of time)."""
        if self.same:
            return "same"
        return "unmeasured" if self.loss is None else self.loss.verdict(UNIT)


@dataclass(frozen=True)
class PointsReview:
    """Every decision of the reviewed ``seats`` in the order played; the mistakes, costliest
    first; ``seconds`` spent; ``stopped`` when ``stop()`` ended it."""

    seats: tuple[int, ...]
    decisions: tuple[PointsDecision, ...]
    seconds: float
    stopped: bool = False
    unit: Unit = UNIT

    @property
    def mistakes(self) -> tuple[PointsDecision, ...]:
        found = [d for d in self.decisions if d.verdict == "mistake"]
        return tuple(sorted(found, key=lambda d: -d.loss.mean))  # type: ignore[union-attr]

    @property
    def as_good(self) -> int:
        """Decisions as good as the best: the strong move, or no measurable loss."""
        return sum(d.verdict in ("same", "fine") for d in self.decisions)


def positions(game: Game, seats: Sequence[int]) -> Iterator[tuple[int, Game, Decision, Action]]:
    """Each decision of ``seats`` with more than one option: (step, the game just before it —
    a copy the caller may play on —, the decision, the move played). The hand is dealt again
    from its seed and every event is checked against the record. A scenario's hand
    (``game.scripted``) replays every seat's recorded moves, and its played-down start
    (before ``game.play_from``) holds no decision of the learner's."""
    made = getattr(game, "_made", None)
    if made is None or game.replay:
        raise NotReplayable("a hand loaded from a record has no wall to play on from",
                            "loaded")
    args, kwargs = made
    kwargs = dict(kwargs, human=None, humans=(), levels=game.levels)
    g = type(game)(*args, **kwargs)
    people = set(seats) | set(game.humans)
    # a scenario's scripted seats replay the record's moves, as the people's do
    followed = set(game.seat_ids) if game.scripted else people
    # a hand voided and dealt again (R-M3) was played first: its choices move the seed's dice
    hands = [*game.voided, game.events]
    for _ in range(MAX_STEPS):
        d = g.current()
        k = len(g.voided)
        if k >= len(hands) or (k and g.voided[k - 1] != hands[k - 1]):
            raise NotReplayable(f"hand {k + 1} is not the one recorded: the table changed")
        recorded, n = hands[k], len(g.events)
        if g.events != recorded[:n]:
            raise NotReplayable(f"event {n} is not the one recorded: the table changed")
        if d is None or (n >= len(recorded) and k == len(hands) - 1):
            return
        if d.seat in followed:
            action = _played(g, d, recorded)
            if d.seat in seats and len(d.options) > 1 and k == len(hands) - 1 and (
                    n >= game.play_from):
                yield n, copy.deepcopy(g), d, action
            g.step(Choice(action))
        else:
            g.step()


def _played(g: Game, d: Decision, recorded: Sequence[Any]) -> Action:
    """The option of ``d`` that makes the ``recorded`` events: tried on a copy, the likeliest
    first. A choice that shows only once the other seats have chosen too (换三张, 定缺) is
    followed by their automatic choices until events appear."""
    n = len(g.events)
    event = recorded[n]
    tile = getattr(event, "tile", None)
    likely = sorted(d.options, key=lambda o: (o.kind != event.type and not (
        event.type == "claim" and o.kind == event.kind), tile not in o.tiles))
    for o in likely:
        trial = copy.deepcopy(g)
        trial.step(Choice(o))
        for _ in range(8):  # the other seats' part of a choice made together
            if len(trial.events) > n or trial.current() is None or len(trial.voided) > len(
                    g.voided):
                break
            trial.step()
        # a choice that voided the hand (R-M3) left its events in ``voided``
        events = trial.voided[-1] if len(trial.voided) > len(g.voided) else trial.events
        m = min(len(events), len(recorded))
        if m > n and events[n:m] == list(recorded[n:m]):
            return o
    raise NotReplayable(f"no choice of seat {d.seat} makes event {n} ({event.type})")


def resample(g: Game, seat: int, rng: random.Random, read: bool | None = None) -> None:
    """Deal what ``seat`` cannot see again, in place: the concealed tiles of the seats that
    have not won (one that declared ready is dealt ready), and the wall's undrawn tiles
    (flowers stay where they are).
    Each seat's share is drawn as the table reads it (``read``, default :data:`READ`;
    :mod:`.reading`: its discards and melds weigh the tiles, and a seat that looks ready is
    dealt ready with a stated probability; :mod:`.hidden_deal` says the distribution); the
    rest goes to the wall. The record is rewritten to match (:func:`_slots`), so the hand
    still settles and every tile is still dealt once."""
    t, wall = g.table, g.wall
    read = READ if read is None else read
    # reading nothing, a seat that declared ready keeps its hand (as before there was reading)
    declared = set() if read else {e.seat for e in g.events if e.type == "declare"}
    others = [s for s in g.seat_ids if s != seat and not t.wins[s] and not t.out[s]
              and s not in declared]
    slots = {s: _slots(g.events, s, t.closed[s]) for s in others}
    spots = [i for i, taken in enumerate(wall.taken)
             if not taken and parse_tile(wall.tiles[i]) not in FLOWERS]
    pool = [x for s in others for _, x in slots[s]] + [parse_tile(wall.tiles[i]) for i in spots]
    rng.shuffle(pool)
    # 定缺: a seat that has discarded outside its void suit holds none of it (weight 0)
    # clean seats are dealt first, and before them a seat to be dealt ready (it needs its
    # tiles most)
    shares = {s: _share(g, s, len(slots[s]), read, rng) for s in others}
    order = sorted(others, key=lambda s: (shares[s].ready is None, s not in void_clean(t, s)))
    rest = hidden_deal.deal(pool, [shares[s] for s in order], rng)
    for s in order:
        share = shares[s]
        closed = list(t.closed[s])
        for (j, x), y in zip(slots[s], share.tiles, strict=True):
            closed.remove(x)
            closed.append(y)
            g.events[j] = _swapped(g.events[j], x, y)
        t.closed[s] = sorted(closed)
    for i, y in zip(spots, rest, strict=True):
        wall.tiles[i] = tile_name(y)


def _share(g: Game, s: int, size: int, read: bool, rng: random.Random) -> hidden_deal.Share:
    """Seat ``s``'s part of a sample's deal: what its discards and melds say (``read``), the
    suit it cannot hold, and whether it is dealt ready this time (:func:`.reading.
    ready_chance`, drawn from ``rng``)."""
    t = g.table
    avoid = void_clean(t, s)
    allowed = (lambda z: suit_of(z) not in avoid) if avoid else (lambda z: True)
    if not read:
        return hidden_deal.Share(size, lambda z: 1.0, allowed)
    melds = [m.tiles for m in t.melds[s]]
    share = hidden_deal.Share(size, seat_weight(g.events, s, melds), allowed)
    p, _cues = ready_chance(len(melds), still_streak(g.events, s))
    if any(e.type == "declare" and e.seat == s for e in g.events):
        p = 1.0  # 报听: it said so, and its hand is locked since
    kept = list(t.closed[s])
    if p and len(kept) + 3 * len(melds) == 13 and rng.random() < p:
        # the tiles it keeps (passed in 换三张) are the closed ones not dealt again
        share.fixed = tuple(_kept(kept, g.events, s))
        if t.void[s]:  # (定缺) a ready hand holds none of its void suit: it could not win
            void = t.void[s]
            share.allowed = lambda z: suit_of(z) != void
        share.ready = ready_check(g, s)
    return share


def ready_check(g: Game, s: int) -> Callable[[Sequence[int]], bool]:
    """Is seat ``s`` ready holding these concealed tiles (its melds as they are)? As the
    table's situation says: 武汉's 赖子 (the flipped indicator's) count as any tile, and under
    定缺 the void suit must go."""
    t, melds = g.table, tuple(g.table.melds[s])
    sit = g._situation(s, False)
    void = t.void[s]
    if void:
        drops: list[tuple[int, ...]] = [("mps".index(void),)]
        return lambda tiles: g.rules.shanten_dropping(
            Hand(tuple(sorted(tiles)), melds), sit, drops) == 0
    return lambda tiles: g.rules.shanten(Hand(tuple(sorted(tiles)), melds), sit) == 0


def _kept(closed: list[int], events: Sequence[Any], seat: int) -> list[int]:
    left = list(closed)
    for _, x in _slots(events, seat, closed):
        left.remove(x)
    return left


def void_clean(t: Any, seat: int) -> tuple[str, ...]:
    """The void suit (定缺) ``seat`` surely holds none of: it has discarded outside it."""
    void = t.void[seat]
    if void and any(suit_of(parse_tile(x)) != void for x in t.river[seat]):
        return (void,)
    return ()


def _slots(events: Sequence[Any], seat: int, closed: Sequence[int]) -> list[tuple[int, int]]:
    """The concealed tiles of ``seat`` that may be dealt again, each as (index of the event
    that brought it, tile): of each tile held h times, the last h times it came in, as long
    as each came from the deal or a draw (one passed in 换三张 is known to its giver and
    stays). Rewriting those events keeps the record possible: after a tile's last arrival
    the seat only gives copies up, so it never discards one it no longer holds."""
    arrivals: dict[int, list[int]] = {}  # tile → event indices that brought it, -1: passed
    for j, e in enumerate(events):
        if e.type == "deal" and e.seat == seat:
            for x in parse_hand(e.hand).closed:
                arrivals.setdefault(x, []).append(j)
        elif e.type == "draw" and e.seat == seat:
            arrivals.setdefault(parse_tile(e.tile), []).append(j)
        elif e.type == "exchange" and e.to_seat == seat:
            for x in e.tiles:
                arrivals.setdefault(parse_tile(x), []).append(-1)
    out = []
    for x in set(closed):
        for j in reversed(arrivals.get(x, [])[-closed.count(x):]):
            if j < 0:
                break
            out.append((j, x))
    return out


def _swapped(e: Any, x: int, y: int) -> Any:
    """The deal or draw ``e`` bringing ``y`` in place of one ``x``."""
    if e.type == "draw":
        return dataclasses.replace(e, tile=tile_name(y))
    hand = parse_hand(e.hand)
    closed = list(hand.closed)
    closed.remove(x)
    return dataclasses.replace(e, hand=format_hand(Hand(tuple(sorted([*closed, y])),
                                                         hand.melds, hand.flowers)))


def play_out(g: Game, move: Action, seat: int) -> float:
    """``seat``'s net points for the hand after ``move`` is made at ``g``'s decision and every
    seat plays on at :data:`ROLLOUT_LEVEL` (``g`` is played on: pass a copy)."""
    g.humans, g.human = (), None
    g.step(Choice(move))
    g.set_levels(ROLLOUT_LEVEL)
    for _ in range(MAX_STEPS):
        if g.step() is None:
            break
    return float(g.ledger().net.get(seat, 0))


def loss(g: Game, played: Action, best: Action, seat: int, *, samples: int = SAMPLES,
         cap: int | None = None, stop: Callable[[], bool] | None = None, seed: int = 0,
         deal: Callable[[Game, int, random.Random], None] = resample,
         diffs: list[float] | None = None) -> Estimate:
    """The loss of ``played`` against ``best`` at ``g``'s decision, from paired play-outs;
    ``deal`` deals the hidden tiles of a sample (:func:`resample`). ``samples`` play-outs a
    round, more rounds while the 95 % interval is wider than ±1 point, up to ``cap`` in all
    (default :data:`CAP`; :func:`~widgets.practice.costs.bounded`). The samples are seeded by
    ``seed`` and their number by the estimate alone (never the clock), so a decision measured
    twice gives the same figure; ``diffs`` keeps the samples of one cut short, to go on from."""
    def sample(i: int) -> tuple[float, float]:
        base = copy.deepcopy(g)
        deal(base, seat, random.Random(f"{seed}:{i}"))
        return (play_out(copy.deepcopy(base), played, seat), play_out(base, best, seat))
    # a whole round is taken before looking (hand points jump by whole payments, so a short
    # run of equal outcomes says little, and looking after every sample narrows the interval)
    return bounded(sample, UNIT, first=samples, cap=max(samples, CAP if cap is None else cap),
                   stop=stop, diffs=diffs, many=lambda indices: parallel.samples(sample, indices))


class PointsReviewer:
    """A review in points worked out one decision at a time (a widget shows its progress
    between two and can stop it): :meth:`measure_next` measures the next decision where the
    strong move differs, the likeliest mistakes first (by what the tile-efficiency review,
    :mod:`.hand_review`, says they gave up); :attr:`review` is the review so far. The
    ``budget`` (seconds, from the start) holds between and within decisions: a decision
    whose sampling it cuts short is left unmeasured (a figure cut by the clock would differ
    from one run to the next), and the review ends there."""

    def __init__(self, game: Game, seats: Sequence[int] | None = None, *,
                 budget: float | None = None, efficiency: Any = None):
        from .hand_review import human_seats, review_hand
        self.start = time.monotonic()
        self.budget = BUDGET if budget is None else budget  # (read now: a test may widen it)
        self.seats = tuple(seats) if seats is not None else human_seats(game)
        self.entries: dict[int, PointsDecision] = {}
        self.asked: dict[int, tuple[Decision, str]] = {}  # step → the decision, the hand then
        self.seen: dict[int, dict[str, Any]] = {}  # step → the table the seat saw then
        self._at: dict[int, Game] = {}
        self.tried: dict[tuple[int, Action], Estimate] = {}  # a retry's move, measured once
        for step, g, d, played in positions(game, self.seats):
            best = g.choice(d, "strong")
            self.entries[step] = PointsDecision(step, d.seat, d.stage, played, best.action,
                                                best.why)
            state = g.state()
            kongs = g.played_out(state) if hasattr(g, "played_out") else ()
            self.seen[step] = seen_position(state, d.seat, kongs)
            self.asked[step] = (d, state.seats[d.seat].hand)
            self._at[step] = g
        if efficiency is None or tuple(efficiency.seats) != self.seats:
            efficiency = review_hand(game, self.seats)  # (a table passes the one it shows)
        costs = {r.step: r.cost for r in efficiency.decisions}
        self.todo = sorted((s for s, e in self.entries.items() if not e.same),
                           key=lambda s: tuple(-c for c in costs.get(s, (0, 0, 0.0))) + (s,))
        self.done = 0
        self.rounds = 0  # rounds measured: the widget asks for the next once per round
        self.stopped = False
        self.out_of_time = False
        self._paused = 0.0  # when stop() was heard (go_on() gives that pause back)
        # step → every sample taken (one cut short goes on from them; a wide one is narrowed)
        self._samples: dict[int, list[float]] = {}

    @property
    def total(self) -> int:
        return len(self.todo)

    @property
    def wide(self) -> list[int]:
        """The decisions measured that another round may still tell more of (fewer than
        :data:`CAP` samples, an interval wider than ±1 point): those still too close to call
        first, then the mistakes not yet sized to ±1 point, the fewest samples first. One
        whose whole interval is under the threshold is settled: no mistake, whatever its
        width."""
        def open_(est: Estimate) -> bool:
            return not est.within(UNIT) and est.n < CAP and est.verdict(UNIT) != "fine"
        found = {s: est for s in self.todo[:self.done]
                 if (est := self.entries[s].loss) is not None and open_(est)}
        return sorted(found, key=lambda s: (found[s].verdict(UNIT) != "unclear", found[s].n,
                                            self.todo.index(s)))

    @property
    def left(self) -> int:
        """Decisions still to measure, or (once all are) still to narrow."""
        return self.total - self.done if self.done < self.total else len(self.wide)

    @property
    def narrowing(self) -> bool:
        """Every decision has its first figure; the wide ones are being narrowed."""
        return self.done >= self.total

    @property
    def finished(self) -> bool:
        """Nothing left to do now: all measured and narrowed, stopped, or out of time."""
        return self.stopped or self.out_of_time or self.left == 0 or (
            time.monotonic() - self.start >= self.budget)

    def measure_next(self, stop: Callable[[], bool] | None = None) -> bool:
        """One more round: the next decision's first figure, or (once every decision has
        one) another round for the first decision still wider than ±1 point. False when
        there is nothing left to do."""
        if self.finished:
            return False
        first = self.done < self.total
        step = self.todo[self.done] if first else self.wide[0]
        e = self.entries[step]
        cut = []  # the budget or the stop signal ended this round early

        def late() -> bool:
            if (stop is not None and stop()) or time.monotonic() - self.start >= self.budget:
                cut.append(True)
            return bool(cut)
        # the samples taken are kept, so a round the budget cuts is taken up where it was by
        # go_on(), to the same figure
        kept = self._samples.setdefault(step, [])
        rounds = len(kept) // SAMPLES + 1  # the round this call ends
        est = loss(self._at[step], e.played, e.best, e.seat, seed=step, stop=late, diffs=kept,
                   cap=min(CAP, rounds * SAMPLES))
        if cut:  # a figure cut short by the clock would differ run to run: not shown
            self.stopped = bool(stop is not None and stop())
            self.out_of_time = not self.stopped
            self._paused = time.monotonic()
            return False
        self.entries[step] = dataclasses.replace(e, loss=est)
        self.done += first
        self.rounds += 1
        return True

    def stop(self) -> None:
        self.stopped = self.left > 0
        self._paused = time.monotonic()

    def go_on(self) -> bool:
        """Take a stopped (or timed-out) review up again at the decision it stopped at: the
        decisions measured stay, the one cut short goes on from the samples it had, the rest
        are measured as before (the same seeds, so the same figures). A stop gives back the
        time paused; time run out starts a fresh budget. False when nothing is left to measure."""
        if self.left == 0 or not self.finished:
            return False
        now = time.monotonic()
        if self.stopped and not self.out_of_time:
            self.start += now - self._paused
        if self.out_of_time or now - self.start >= self.budget:
            self.start = now
        self.stopped = self.out_of_time = False
        return True

    def attempt(self, step: int, move: Action) -> str:
        """A learner's second try at the decision at ``step`` (retry before reveal): 'best'
        (the strong move), 'same' (the move played then), or for another move, once measured
        (:meth:`measure_try`), 'good' (its loss against the strong move is no mistake),
        'unclear' (too close to call) or 'other' (a mistake too); 'measuring' until then."""
        e = self.entries[step]
        if move == e.best:
            return "best"
        if move == e.played:
            return "same"
        est = self.tried.get((step, move))
        if est is None:
            return "measuring"
        return {"fine": "good", "unclear": "unclear"}.get(est.verdict(UNIT), "other")

    def measure_try(self, step: int, move: Action) -> Estimate:
        """The loss of ``move`` against the strong move at ``step``, from the same paired
        play-outs (the same seeds) as the move played; worked out once per move."""
        key = (step, move)
        if key not in self.tried:
            e = self.entries[step]
            # one round, so that a click is answered in seconds ("too close" when it is)
            self.tried[key] = loss(self._at[step], move, e.best, e.seat, seed=step,
                                   cap=SAMPLES)
        return self.tried[key]

    @property
    def review(self) -> PointsReview:
        return PointsReview(self.seats, tuple(self.entries[s] for s in sorted(self.entries)),
                            time.monotonic() - self.start, self.stopped)


def review_points(game: Game, seats: Sequence[int] | None = None, *,
                  budget: float | None = None,
                  progress: Callable[[int, int], None] | None = None,
                  stop: Callable[[], bool] | None = None) -> PointsReview:
    """The review of ``seats`` (default: the human seats) in points, all at once (see the
    module and :class:`PointsReviewer`)."""
    r = PointsReviewer(game, seats, budget=budget)
    while not r.finished:
        if stop is not None and stop():
            r.stop()
            break
        r.measure_next(stop)
        if progress is not None:
            progress(r.done, r.total)
    return r.review


def exact_loss(g: Game, played: Action, best: Action, seat: int) -> Estimate:
    """The loss worked out over every order of the wall's undrawn tiles (the other hands as
    they are): only for the last few tiles of a wall (at most 6 undrawn: 720 orders)."""
    import itertools
    spots = [i for i, taken in enumerate(g.wall.taken) if not taken]
    if len(spots) > 6:
        raise ValueError(f"{len(spots)} undrawn tiles: too many orders to work out")
    tiles = [g.wall.tiles[i] for i in spots]
    values = []
    for order in itertools.permutations(tiles):
        base = copy.deepcopy(g)
        for i, tile in zip(spots, order, strict=True):
            base.wall.tiles[i] = tile
        values.append((play_out(copy.deepcopy(base), played, seat), play_out(base, best, seat)))
    return exact(values)


def shuffle_wall(g: Game, seat: int, rng: random.Random) -> None:
    """A sample's deal that shuffles only the wall's undrawn tiles (the hands as they are):
    the estimate :func:`exact_loss` checks."""
    spots = [i for i, taken in enumerate(g.wall.taken) if not taken]
    tiles = [g.wall.tiles[i] for i in spots]
    rng.shuffle(tiles)
    for i, tile in zip(spots, tiles, strict=True):
        g.wall.tiles[i] = tile
