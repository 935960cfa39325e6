"""A hand played out: the table, whose turn it is, what the human seat must decide, and four
automatic seats (血流成河 ×2, and 血战到底).

Contract (shared with the table widget): :class:`Action`, :class:`Decision`, :class:`SeatView`,
:class:`TableState`, :class:`Game` and :func:`simulate`; names may gain fields, none is renamed
or removed without a note here. Changes so far: :func:`describe` takes a language and
returns one line (it returned a (zh, en) pair), seats named by their winds as the table shows
them (:func:`seat_name`), never P0–P3; ``Game(dealer=None)`` is now the default: the variant's
own first dealer (P-S22); :class:`Action` and :class:`Decision` are every played table's
(:mod:`widgets.practice.choices`), so ``Decision.kind`` is now ``Decision.stage``, the card
tables' word (issue 34). Additions: :func:`seat_name`, :func:`word`, :func:`tiles_text`,
:data:`REFUSALS` (every refusal is a :class:`~widgets.engine.results.Why`, English with its
Chinese in ``.zh``), :func:`first_dealer`; ``TableState.last_en``;
``Game.current()`` (the decision the table waits for, whichever seat); ``Game(...,
tiles=deck_for({...}))`` deals a prepared hand (lessons, tests), ``dice={"wall": 3,
"exchange": 2}`` throws those (a teacher's :mod:`~.scenario`); ``Game.voided`` keeps the
events of hands voided by R-M3 before the redeal; :func:`choose` is the automatic seats'
choice (a "hint" for the learner); ``Game(..., humans=(0, 2))`` (several seats played by
people, ``human`` the one to play now); ``Game.leave(seat)`` (逃跑: the system plays on for the
seat); :data:`PLAYABLE` lists the variants. 武汉 (issue 22) is played by a Game of its own,
:class:`~.wuhan_play.WuhanGame`: ``Game("wuhan", …)`` builds it (:data:`GAME_CLASSES`,
:func:`game_class`), with its hooks ``all_tiles``, ``stacks``, ``table_class`` and
``own_choice`` (its automatic seats, which :func:`choose` plays), ``seat_ids`` (the seats
at the table: 双人 has two) and ``one_winner`` (the first win ends the hand);
``TableState.indicator`` and ``.wild`` (its 赖子); the schema-3 events Indicator and ``Claim.run``.
永州 likewise:
:class:`~.yongzhou_play.YongzhouGame` (``Game("yongzhou", seed, round_wind=…)``, the 风圈)
and :class:`~.yongzhou_play.YongzhouRound`, hands in order passing the deal.
Levels (issue 37): ``Game(..., levels=…)`` seats a level per seat (新手/熟手/高手,
:mod:`widgets.practice.levels`), ``set_levels`` changes them, ``Game.to_json()`` saves the
events with the levels (left out when every seat is 熟手) and ``Game.from_events`` restores
them from saved text (or takes ``levels=``).

How a hand runs: ``advance()`` plays the automatic seats until ``pending()`` (the human's
:class:`Decision`) is not None or the hand is over; ``act(action)`` applies the human's choice
(any option of the decision; an exchange may be any three tiles of one eligible suit) and
returns its events; call ``advance()`` again. A refused choice raises NotAllowed with the
reason, and the decision lists the notable refused ones with their reasons (a kong after a
win that changes the waits, a discard a winner or 定缺 forbids, a pass when a win is
compulsory). Claims on a discard are asked seat by seat from the discarder's 下家, seats that
can win first; once one wins, a 碰/杠 is moot (胡牌為優先). A seat that declines everything it
could claim is recorded as a Pass event, and so is a seat that could win or kong on its own
turn and does something else (P-S21). After a 碰 the seat may kong (暗杠/补杠) before its
discard (P-S20).

A :class:`Game` is a seed and the events so far (:mod:`widgets.engine.events`, schema 2);
everything else (hands, wall, ledger) is derived from them, so a replay loaded from JSON steps
exactly as the live hand did. The same seed deals the same hand (a class can replay it); the
human's choices and the automatic seats' (:data:`STRATEGY_DOC`) decide the rest.

Imports only the engine and the variant modules: no Jupyter.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...engine.events import (
    Deal,
    Dice,
    Leave,
    WallBreak,
    as_events,
    saved_levels,
    to_json,
)
from ...engine.ledger import Ledger
from ...engine.notation import format_hand, format_tiles, parse_tiles
from ...engine.results import NotAllowed
from ...engine.rules import REGISTRY
from ...engine.tiles import parse_tile, tile_name
from ...engine.wall import STACKS, Wall, roll
from ...engine.wall import view as wall_view
from ..choices import Action, Decision
from ..levels import DEFAULT, Choice, seat_levels
from ..levels import choose as choose_at
from ..levels import saved_levels as levels_to_save
from .decisions import Decisions, labelled  # noqa: F401  (re-exported: the old home)
from .moves import Moves
from .seats import STRATEGY_DOC, choose  # noqa: F401
from .state import ALL_TILES, SeatView, Table, TableState  # noqa: F401
from .wording import (  # noqa: F401
    EVENT_TEXT,
    PROMPTS,
    REFUSALS,
    SEAT_NAMES,
    SUIT_WORDS,
    WORDS,
    describe,
    refusal,
    seat_name,
    tiles_text,
    word,
)

PLAYABLE = ("sichuan-xueliu", "dashiyou-xueliu", "sichuan-xuezhan", "wuhan", "shuangren",
            "yongzhou")
# variants played by a Game subclass of their own (武汉, 双人, 永州): variant → that class, and
# variant → the Game that replays its records ("*": every other variant). Each class names
# what it plays or replays (``class WuhanGame(Game, plays="wuhan")``) and enters itself here
# when its module loads (the package imports them all): this module imports none of them.
GAME_CLASSES: dict[str, type[Game]] = {}
REPLAYS: dict[str, type[Game]] = {}
ANY_VARIANT = "*"


def game_class(variant: str) -> type[Game]:
    """The class that plays ``variant`` (:data:`GAME_CLASSES`, else :class:`Game`)."""
    return GAME_CLASSES.get(variant, Game)


def replay_class(variant: str) -> type[Game]:
    """The class that plays a record of ``variant`` through the rules (:data:`REPLAYS`:
    :class:`~.replay.Replay` or the variant's own)."""
    return REPLAYS.get(variant, REPLAYS[ANY_VARIANT])


def first_dealer(variant: str, rng: random.Random) -> tuple[int, tuple[int, ...]]:
    """The first dealer and the dice thrown for it (none: the rule names the seat).

    Seed 002 (大師游): "首次做莊由坐在東面的玩家當莊" — 东 (seat 0) deals. Seed 000 (四川):
    "首轮随机定庄(打骰子)", without saying how; P-S22: 东 throws two dice and counts the total
    round the table from itself, counter-clockwise (1 东, 2 南, 3 西, 4 北, 5 东 …).

    >>> first_dealer("dashiyou-xueliu", random.Random(1))
    (0, ())
    >>> dealer, dice = first_dealer("sichuan-xueliu", random.Random(1))
    >>> dealer == (sum(dice) - 1) % 4 and len(dice) == 2
    True
    """
    if variant == "dashiyou-xueliu":
        return 0, ()
    dice = roll(rng, 2)
    return (sum(dice) - 1) % 4, dice


def _replay_error(e: Any, err: Exception) -> str:
    """Why an event does not replay, in our words (Python's 'list.remove(x): x not in list'
    says nothing to a learner who pasted a hand)."""
    tile, seat = getattr(e, "tile", "?"), getattr(e, "seat", None)
    who = seat_name(seat, "en") if isinstance(seat, int) and 0 <= seat < 4 else f"seat {seat!r}"
    if isinstance(err, ValueError) and str(err).startswith("list.remove"):
        return f"{tile} is not among the tiles it is taken from ({who}'s hand at that point)"
    if isinstance(err, StopIteration):
        return f"{who} has no 碰 of {tile} to add a 补杠 to"
    if isinstance(err, AttributeError | KeyError):
        return f"not an event this table can replay: {e!r:.80}"
    return str(err)


class Game(Decisions, Moves):
    """One hand of ``variant`` dealt from ``seed``; ``human`` is the seat a learner plays
    (None: all four automatic); ``dealer`` a seat 0-3, or None for the variant's own first
    dealer (:func:`first_dealer`: dice in Sichuan, 东 in 大师游; a prepared ``tiles`` deck is
    dealt by seat 0 unless a dealer is given, as :func:`deck_for`'s). ``act`` applies the
    human's choice, ``advance`` lets the automatic seats play until the human must decide
    again (or the hand ends).

    >>> g = Game("sichuan-xueliu", 7)
    >>> _ = g.advance()
    >>> g.finished, g.state().wall_remaining, type(g.events[-1]).__name__
    (True, 0, 'End')
    >>> sum(g.ledger().net.values())
    0
    """

    all_tiles: tuple[str, ...] = ALL_TILES  # the set, in a fixed order (a variant's own: 136)
    stacks: tuple[int, ...] = STACKS        # stacks of two in front of each seat
    table_class: type[Table] = Table        # the Table the events build
    own_choice: Any = None                  # a variant's own automatic seats: (game, d) → Action
    seat_ids: tuple[int, ...] = (0, 1, 2, 3)  # the seats at the table (双人: 0 and 1)
    one_winner = False                      # the hand ends at its first win (武汉, 双人)
    humans: tuple[int, ...] = ()            # the seats people play (``human`` among them)
    seed: int | None                        # None: a hand loaded from its events
    _made: tuple[tuple[Any, ...], dict[str, Any]]  # the arguments it was dealt with
    # a teacher's scenario (.scenario) moved automatic seats by script or played the wall
    # down: a review deals it again by the record's moves, not the seats' own choices, and
    # the learner's decisions start at ``play_from`` (the events before were played down)
    scripted = False
    play_from = 0

    def __init_subclass__(cls, *, plays: str = "", replays: str = "", **kwargs: Any) -> None:
        """``plays``: the variant this class plays (:data:`GAME_CLASSES`); ``replays``: the
        variant whose records it replays (:data:`REPLAYS`)."""
        super().__init_subclass__(**kwargs)
        if plays:
            GAME_CLASSES[plays] = cls
        if replays:
            REPLAYS[replays] = cls

    def __new__(cls, *args: Any, **kwargs: Any) -> Game:
        variant = args[0] if args else kwargs.get("variant")
        if cls is Game and isinstance(variant, str) and variant in GAME_CLASSES:
            cls = game_class(variant)
        game = super().__new__(cls)
        # how it was dealt, so a review can deal it again (a prepared deck's list is copied)
        kw = {k: list(x) if isinstance(x, list) else x for k, x in kwargs.items()}
        game._made = (args, kw)
        return game

    def __init__(self, variant: str, seed: int, *, human: int | None = None,
                 dealer: int | None = None, tiles: Sequence[str] | None = None,
                 dice: dict[str, int] | None = None, humans: Sequence[int] | None = None,
                 levels: Any = None, **options: Any):
        if variant not in PLAYABLE and variant not in GAME_CLASSES:
            raise ValueError(f"Game plays {', '.join(PLAYABLE)}, not {variant!r}")
        if type(seed) is not int:
            raise ValueError(f"the seed is a whole number, not {seed!r}")
        if human is not None and (type(human) is not int or human not in range(4)):
            raise ValueError(f"human is a seat 0-3 or None, not {human!r}")
        if dealer is not None and (type(dealer) is not int or dealer not in range(4)):
            raise ValueError(f"dealer is a seat 0-3 or None (the variant's rule), not {dealer!r}")
        self.variant, self.seed, self.human = variant, seed, human
        # several seats played by people (a class at one projector): ``human`` is then the
        # one whose decision the table waits for (the first of them before that)
        if humans is not None:
            humans = tuple(sorted(set(humans)))
            if any(type(h) is not int or h not in self.seat_ids for h in humans):
                raise ValueError(f"humans are seats {self.seat_ids}, not {humans!r}")
            self.human = humans[0] if humans else None
        self.humans: tuple[int, ...] = humans if humans is not None else (
            () if human is None else (human,))
        self.rules = REGISTRY[variant](**options)
        self.options = dict(options)
        # each seat's level (:mod:`widgets.practice.levels`), indexed by seat number
        self.levels = seat_levels(levels, max(self.seat_ids) + 1)
        self.stay = self.rules.winners_stay
        self.dashiyou = variant == "dashiyou-xueliu"
        self.replay = False
        self.rng = random.Random(seed)
        self._dealer_dice: tuple[int, ...] = ()
        # dealt from more than its seed (a stacked deck, given dice or dealer): the seed alone
        # does not deal it again, so a position code must carry its events
        self.prepared = tiles is not None or bool(dice) or dealer is not None
        if dealer is None and tiles is None:
            dealer, self._dealer_dice = first_dealer(variant, self.rng)
        self.dealer = dealer or 0  # a prepared deck says who deals: deck_for(dealer=…), 0
        self.voided: list[list[Any]] = []   # hands voided by R-M3, then redealt
        # a teacher's scenario names the dice ({"wall": 3, "exchange": 2}): thrown all the
        # same (the seed's sequence is kept), then shown as given
        self.given_dice: dict[str, int] = dict(dice or {})
        if tiles is not None:
            tiles = list(tiles)
            if sorted(tiles) != sorted(self.all_tiles):
                raise ValueError(f"tiles must be the game's {len(self.all_tiles)} tiles, four "
                                 "of each, in drawing order; see deck_for()")
        self._tiles = tiles
        self._deal()

    # ---- setting up ---------------------------------------------------------------------

    def _deal(self) -> None:
        self.events: list[Any] = []
        self.table = self.table_class(self.stay)
        # P-S19: seed 000 does not describe the wall or the deal (R-S17: the usual 13/14); every
        # variant here uses 大師游's wall (13/14 stacks) and its one-die break (seed 002)
        if self._tiles is not None:  # a stacked deck (teaching examples); the die still rolls
            self.wall = Wall(self._tiles, self.dealer, self._die("wall"), self.stacks)
            self._tiles = None  # a redeal (R-M3) shuffles
        else:
            self.wall = Wall.shuffled(self.all_tiles, self.rng, self.dealer, self.stacks)
        if self._dealer_dice:  # 首轮随机定庄: 东 throws for the first dealer (P-S22)
            self._emit(Dice(0, "dealer", self._dealer_dice))
        self._emit(Dice(self.dealer, "wall", self.wall.dice),
                   WallBreak(self.wall.break_seat, self.wall.break_stack))
        hands: list[list[str]] = [[] for _ in range(4)]
        order = [(self.dealer + k) % 4 for k in range(4)]
        for _ in range(3):  # three rounds of two stacks (four tiles) each, dealer first
            for s in order:
                hands[s] += [self.wall.draw() for _ in range(4)]
        for s in order:
            hands[s].append(self.wall.draw())
        hands[self.dealer].append(self.wall.draw())  # the dealer's 14th (跳牌)
        self._last_dealt = parse_tile(hands[self.dealer][-1])  # a 天胡's winning tile
        self._emit(*(Deal(s, format_tiles(sorted(parse_tile(t) for t in hands[s])))
                     for s in order))
        self._open(order)

    def _die(self, kind: str) -> int:
        """One die thrown for ``kind`` ('wall', 'exchange'): the scenario's, if it names one."""
        thrown = roll(self.rng)[0]
        return getattr(self, "given_dice", {}).get(kind, thrown)

    def _open(self, order: Sequence[int]) -> None:
        """After the deal: 换三张, 定缺 or the dealer's first turn (a replay starts here too)."""
        self._answers: dict[int, Action] = {}
        self._ctx: dict[str, Any] = {}
        if self.dashiyou and self.rules.options.exchange:
            self._begin("exchange", order)
        elif self.dashiyou and self.rules.options.must_discard_void:
            self._begin("void", order)
        else:
            self._begin_turn(self.dealer, None)

    def _emit(self, *events: Any) -> None:
        for e in events:
            self.table.apply(e)
            self.events.append(e)

    def _begin(self, phase: str, seats: Sequence[int], **ctx: Any) -> None:
        self.phase, self._queue, self._answers = phase, list(seats), {}
        self._ctx = ctx
        self._decision: Decision | None = None

    def _begin_turn(self, seat: int, drawn: int | None, replacement: bool = False,
                    claimed: bool = False) -> None:
        self._begin("turn", [seat], drawn=drawn, replacement=replacement, claimed=claimed)

    # ---- public API -----------------------------------------------------------------------

    @property
    def finished(self) -> bool:
        return self.replay or self.table.finished

    def current(self) -> Decision | None:
        """The decision the table waits for now (any seat), None when the hand is over."""
        if self.table.finished or self.replay or not self._queue:
            return None
        if self._decision is None:
            self._decision = self._build(self._queue[0])
        return self._decision

    def pending(self) -> Decision | None:
        """The human seat's decision now, else None."""
        d = self.current()
        if d is not None and (d.seat == self.human or d.seat in self.humans):
            self.human = d.seat  # of several people's seats, the one to play now
            return d
        return None

    def act(self, action: Action) -> list[Any]:
        """Apply the human's choice (NotAllowed with the reason if illegal); the new events.
        Then call :meth:`advance` for the automatic seats to play on."""
        d = self.pending()
        if d is None:
            raise NotAllowed("no decision is waiting for you now" if not self.finished
                             else "the hand is over")
        if not isinstance(action, Action):
            raise NotAllowed(f"an action is an Action, not {action!r}")
        action = self._check(d, action)
        return self._run(d, action)

    def advance(self) -> list[Any]:
        """Auto-play until the human must decide or the hand ends; the new events."""
        new: list[Any] = []
        for _ in range(5000):  # a hand has a few hundred decisions; this only guards a bug
            d = self.current()
            if d is not None and (d.seat == self.human or d.seat in self.humans):
                self.human = d.seat
                return new
            if d is None:
                return new
            new += self._run(d, self.choose(d))
        raise RuntimeError("the hand did not end: a bug in the game loop")

    def choose(self, d: Decision) -> Action:
        """The automatic seat's choice for ``d``, at the seat's level."""
        return self.choice(d).action

    def choice(self, d: Decision, level: str | None = None) -> Choice:
        """The choice and its reason of ``level`` (default: the seat's own) for ``d``."""
        own = self.levels[d.seat] if d.seat < len(self.levels) else DEFAULT
        return choose_at("mahjong", level or own, self, d)

    def step(self, choice: Choice | None = None) -> tuple[Decision, Choice] | None:
        """One decision played, whoever's it is (a person's seat too): ``choice`` if given
        (one of the decision's options), else the seat's level's; the decision and the choice
        made, or None when the hand is over. (What a benchmark or a test times and checks.)"""
        d = self.current()
        if d is None:
            return None
        choice = choice or self.choice(d)
        self._run(d, choice.action)
        return d, choice

    def leave(self, seat: int) -> list[Any]:
        """逃跑: ``seat`` leaves the table and the system plays on for it (seed 000: "未胡牌玩家
        逃跑后由系统代打，并参与流局查花猪、查大叫"); if it was the human's, the seat turns
        automatic. At 流局 its refund goes to the system (P-S13)."""
        if self.finished:
            raise NotAllowed("the hand is over")
        if type(seat) is not int or seat not in range(4):
            raise ValueError(f"seat is 0-3, not {seat!r}")
        if any(isinstance(e, Leave) and e.seat == seat for e in self.events):
            raise NotAllowed(f"{seat_name(seat, 'en')} has already left")
        if self.table.out[seat]:
            raise NotAllowed(f"{seat_name(seat, 'en')} has won and is out of the hand (血战)")
        self._emit(Leave(seat))
        self.humans = tuple(h for h in self.humans if h != seat)
        if self.human == seat:
            self.human = self.humans[0] if self.humans else None
        return [self.events[-1]]

    def state(self, step: int | None = None) -> TableState:
        """The table after ``events[:step]`` (default: now)."""
        n = len(self.events) if step is None else step
        if not 0 <= n <= len(self.events):
            raise ValueError(f"step is 0-{len(self.events)}, not {step!r}")
        table = self.table if n == len(self.events) else self._replay(n)
        seats = tuple(self._seat_view(table, s) for s in range(4))
        wall = None
        if table.wall_break is not None:
            wall = wall_view(*table.wall_break, table.front, table.back,
                             table.dice.get("wall", ()), self.stacks)
        turn = table.turn
        if n == len(self.events) and self.current() is not None:
            turn = self.current().seat  # type: ignore[union-attr]
        return TableState(n, self.variant, table.dealer if table.dealer is not None
                          else self.dealer, seats, table.remaining, wall,
                          tuple(table.exchange), dict(table.dice), turn, table.last[0],
                          self.ledger(n).net, table.finished, table.last[1])

    def ledger(self, step: int | None = None) -> Ledger:
        """The settlement of ``events[:step]`` (default: all)."""
        return self.rules.settle(self.events[:step])  # type: ignore[attr-defined]

    def set_levels(self, levels: Any) -> None:
        """Seat ``levels`` (as ``Game(levels=…)`` takes them) from now on."""
        self.levels = seat_levels(levels, max(self.seat_ids) + 1)

    def to_json(self, indent: int | None = None) -> str:
        """The hand as a saved replay: its events, and the seats' levels unless every seat
        plays at the default level (:func:`~widgets.practice.levels.saved_levels`)."""
        return to_json(self.events, indent, levels_to_save(self.levels))

    @classmethod
    def from_events(cls, variant: str, events: Sequence[Any] | str, *, levels: Any = None,
                    **options: Any) -> Game:
        """A loaded replay (finished, steppable): ``Game.from_events(v, game.to_json())``.
        The events are played through the rules that play a hand first (:func:`replay_class`,
        as :func:`widgets.practice.table.replay.check`): a record no hand could produce raises
        :class:`~widgets.practice.table.replay.ReplayError` at its first impossible event.
        The seats' levels are ``levels``, else those the saved text records (none: the
        default)."""
        if levels is None and isinstance(events, str):
            levels = saved_levels(events)
        events = as_events(events)  # JSON or a list, bounded (P-IN6)
        g = object.__new__(game_class(variant) if cls is Game else cls)
        if variant not in PLAYABLE and variant not in GAME_CLASSES:
            raise ValueError(f"Game plays {', '.join(PLAYABLE)}, not {variant!r}")
        events = replay_class(variant)(variant, events, **options).run()
        g.variant, g.seed, g.human, g.options = variant, None, None, dict(options)
        g.humans = ()
        g.levels = seat_levels(levels, max(g.seat_ids) + 1)
        g.rules = REGISTRY[variant](**options)
        g.stay = g.rules.winners_stay
        g.dashiyou, g.replay, g.voided = variant == "dashiyou-xueliu", True, []
        g.events = list(events)
        try:
            g.table = g._replay(len(g.events))
            g.dealer = g.table.dealer if g.table.dealer is not None else 0
            g.ledger()  # the record must settle too (wins that win, kongs that exist)
        except (ValueError, KeyError, StopIteration, AttributeError) as e:
            raise ValueError(f"these events do not replay: {e}") from None
        g._queue, g._decision = [], None
        return g

    def table_after(self, n: int) -> Table:
        """The table as it stood after the hand's first ``n`` events (the record replayed)."""
        return self._replay(n)

    def _replay(self, n: int) -> Table:
        table = self.table_class(self.stay)
        for i, e in enumerate(self.events[:n]):
            try:
                table.apply(e)
            except (ValueError, KeyError, StopIteration, AttributeError) as err:
                kind = getattr(e, "type", type(e).__name__)
                raise ValueError(f"event {i + 1} ({kind}): {_replay_error(e, err)}") from None
        return table

    def _seat_view(self, table: Table, s: int) -> SeatView:
        hand = table.hand(s)
        waits: tuple[str, ...] = ()
        if hand.size == 13 and not table.out[s]:
            waits = tuple(tile_name(w.tile) for w in self.rules.waits(hand) if not w.dead)
        return SeatView(s, format_hand(hand), tuple(table.river[s]), table.void[s],
                        tuple(table.wins[s]), table.out[s], table.given[s], table.received[s],
                        waits)


def deck_for(hands: dict[int, str], draws: str = "", replacements: str = "", dealer: int = 0,
             seed: int = 0) -> list[str]:
    """The 108 tiles in drawing order for a prepared deal (``Game(..., tiles=deck)``): seat
    ``s`` is dealt ``hands[s]`` (compact tiles, the dealer's 14th last), then the front of the
    wall gives ``draws`` in turn and the back gives ``replacements``; the rest is shuffled by
    ``seed``. Seats not in ``hands`` get tiles from the rest. ValueError names a fifth copy.

    >>> deck = deck_for({0: "123456789m1234p5p"}, draws="9s")
    >>> deck[:4], deck[53]
    (['1m', '2m', '3m', '4m'], '9s')
    """
    want = {s: [tile_name(t) for t in parse_tiles(h)] for s, h in hands.items()}
    extra = [tile_name(t) for t in parse_tiles(draws)] if draws else []
    back = [tile_name(t) for t in parse_tiles(replacements)] if replacements else []
    pool = list(ALL_TILES)
    for t in [t for h in want.values() for t in h] + extra + back:
        if t not in pool:
            raise ValueError(f"{t}: more than four copies in the prepared deal")
        pool.remove(t)
    random.Random(seed).shuffle(pool)
    order = [(dealer + k) % 4 for k in range(4)]
    for s in order:
        size = 14 if s == dealer else 13
        if s not in want:
            want[s] = [pool.pop() for _ in range(size)]
        if len(want[s]) != size:
            raise ValueError(f"seat {s} is dealt {size} tiles, not {len(want[s])}")
    deck: list[str] = []
    for r in range(3):
        for s in order:
            deck += want[s][4 * r:4 * r + 4]
    deck += [want[s][12] for s in order] + [want[dealer][13]]
    deck += extra
    tail: list[str | None] = [None] * (108 - len(deck))
    for k, t in enumerate(back):
        stack_from_end, level = divmod(k, 2)
        tail[len(tail) - 2 * (stack_from_end + 1) + level] = t
    deck += [t if t is not None else pool.pop() for t in tail]
    return deck


def simulate(variant: str, seed: int, *, dealer: int | None = None, **options: Any
             ) -> list[Any]:
    """Four automatic seats play one whole hand; its events (a hand voided by R-M3 and
    redealt is not among them).

    >>> events = simulate("dashiyou-xueliu", 3)
    >>> type(events[0]).__name__, type(events[-1]).__name__
    ('Dice', 'End')
    """
    game = Game(variant, seed, dealer=dealer, **options)
    game.advance()
    return game.events
