"""A round of 二八杠 / 推筒子 (百人场) played out (seed 000, last section; rules/cards.md §1, A5,
A17): the deal from the 40 tiles, face down; the bets; the reveal; each 闲 position against the
banker, with the reason; the payouts at the winner's odds, the pool's awards and its growth.

The same mechanism as the other card hands (:mod:`.card_hand`): a :class:`TuitongziGame` is a
seed and its events; the settlement is the engine's
:meth:`~widgets.cards.tuitongzi.Tuitongzi.settle`. The parties of the ledger are the bettors
(seats 0 …), the banker (庄家, automatic), the pool (奖池) and the house (the room): the seed
puts a share of the players' bets into the pool (将每局玩家总下注的一定比例量金币放入奖金池),
so each bettor pays his share of the growth; the rule option ``pool_from="house"`` has the
room pay it instead (P-TT1, :data:`POOL_NOTE`). Either way the ledger sums to zero.

>>> g = TuitongziGame(2)
>>> g.advance() and g.over
True
>>> sum(g.ledger())
0
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from ...cards.cards import NotAllowed
from ...cards.tuitongzi import COPIES, KINDS, Round, Tuitongzi
from ...engine.why import Why
from ..choices import Action, Decision
from ..levels import plays
from .card_hand import CardHand, EventCodec, ReplayError, human_seats

FULL_SET = tuple(t for t in KINDS for _ in range(COPIES))  # 1筒 … 9筒 and 发财 (0), four each
CHIPS = (100, 200, 500, 1000)
POSITIONS = 3
POOL_NOTE = ("奖池按押注的一定比例增长，由押注的人出：每人出自己押注的千分之几（种子：将每局玩家"
             "总下注的一定比例量金币放入奖金池）；选项 pool_from='house' 改由房间出（P-TT1）。",
             "The pool grows by a share of the bets, put in by the bettors, each his share of "
             "his own bet (seed: 将每局玩家总下注的一定比例量金币放入奖金池); the option "
             "pool_from='house' has the house (the room) pay it instead (P-TT1).")


@dataclass(frozen=True)
class TDeal:
    """Two tiles to each 闲 position, from left to right, then two to the banker, face down
    (``tiles``: positions 1, 2, 3 and the banker, two each; 0 is 发财)."""

    tiles: tuple[int, ...]


@dataclass(frozen=True)
class TBet:
    """A bettor's bet: ``amount`` chips on ``position`` (0, 1, 2), or no bet (position -1)."""

    seat: int
    position: int
    amount: int


@dataclass(frozen=True)
class TReveal:
    """All hands are turned up (一翻两瞪眼)."""

    shown: bool = True


@dataclass(frozen=True)
class TEnd:
    """The settlement: each party's result (the bettors in order, the banker, the pool, the
    house) and the pool after."""

    deltas: tuple[int, ...]
    pool_after: int


TEvent = TDeal | TBet | TReveal | TEnd
CODEC = EventCodec("paixue-tuitongzi", {"deal": TDeal, "bet": TBet, "reveal": TReveal,
                                        "end": TEnd}, game="二八杠")


def bet(position: int, amount: int = 0) -> Action:
    """The bet of ``amount`` chips on ``position`` (0 … 2); position -1 is no bet ('pass')."""
    if position == -1:
        return Action("pass", amount=amount)
    return Action("bet", amount=amount, position=position)


def deal_tiles(seed: int) -> TDeal:
    """The 40 tiles shuffled (every round, [REC] §1.2); the first eight dealt."""
    tiles = list(FULL_SET)
    random.Random(f"tuitongzi-{seed}").shuffle(tiles)
    return TDeal(tuple(tiles[:8]))


def prepare(positions) -> TDeal:
    """A teacher's deal: two tiles each for positions 1, 2, 3 and the banker, as numbers (筒
    1–9, 发财 0), e.g. ``prepare([(0, 0), (9, 5), (8, 1), (2, 3)])``; ValueError naming a tile
    that is not one, or one more often than the set's four."""
    tiles = [t for pair in positions for t in pair] if not isinstance(positions, str) else []
    if len(positions) != 4 or any(len(p) != 2 for p in positions):
        raise ValueError(f"a deal is two tiles for each of positions 1, 2, 3 and the banker, "
                         f"not {positions!r:.80}")
    for t in tiles:
        if type(t) is not int or t not in KINDS:
            raise ValueError(Why(f"{t!r} 不是一张牌：1–9 是筒，0 是发财",
                                 f"{t!r} is not a tile: 1–9 筒, or 0 for 发财"))
        if tiles.count(t) > COPIES:
            raise ValueError(Why(f"{t} 发了 {tiles.count(t)} 张；一副牌只有 {COPIES} 张",
                                 f"{t} is dealt {tiles.count(t)} times; the set has {COPIES}"))
    return TDeal(tuple(tiles))


class TuitongziGame(CardHand, plays="tuitongzi"):
    """One round from ``seed``; ``bettors`` how many seats bet (1–6), ``human`` the learner's;
    ``pool`` the 奖池 at the start, ``banker_stake`` what the banker puts up (the bets' total
    × 3 must not exceed it, [REC] §1.7). Rule options go to :class:`Tuitongzi`."""

    codec = CODEC
    # written in the replay (pool_from: who funds the pool's growth settles the round, P-TT1)
    table = ("bettors", "pool", "banker_stake", "pool_from", "levels")
    table_before = {"pool_from": "house"}  # replays saved before P-TT1: the house paid

    def __init__(self, seed: int = 0, human: int | tuple[int, ...] | None = None,
                 events: list[TEvent] | None = None, bettors: int = 3, pool: int = 10_000,
                 banker_stake: int = 10_000, prepared: TDeal | None = None, levels: Any = None,
                 **options):
        if type(seed) is not int:
            raise ValueError(f"seed is a whole number, not {seed!r}")
        if type(bettors) is not int or not 1 <= bettors <= 6:
            raise ValueError(f"1 to 6 bettors, not {bettors!r}")
        for name, value in (("pool", pool), ("banker_stake", banker_stake)):
            if type(value) is not int or not 0 <= value <= 10**9:
                raise ValueError(f"{name} is a whole number 0 … 10⁹, not {value!r}")
        self.seed, self.bettors, self.human = seed, bettors, human_seats(human, bettors)
        self.set_levels(levels, bettors)
        self.pool, self.banker_stake = pool, banker_stake
        self.rules = Tuitongzi(**options)
        if prepared is not None and not isinstance(prepared, TDeal):
            raise ValueError(f"a prepared deal is prepare([...]), not {prepared!r:.80}")
        self.prepared = None if prepared is None else prepare(
            [prepared.tiles[i:i + 2] for i in range(0, len(prepared.tiles), 2)])
        self.events: list[TEvent] = []
        self.tiles: tuple[int, ...] = ()
        self.bets: list[TBet] = []
        self.revealed = False
        self.end: TEnd | None = None
        self._replay(events)

    # ---- reading the table ------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.end is not None

    @property
    def pool_from(self) -> str:
        """Who puts the pool's growth in: 'bets' (the bettors, the seed's) or 'house' (P-TT1)."""
        return self.rules.options.pool_from

    def hand(self, position: int) -> tuple[int, int]:
        """Position 0, 1, 2's tiles, or the banker's (position 3)."""
        return self.tiles[2 * position:2 * position + 2]

    def bet_tables(self) -> list[dict[str, int]]:
        """The bets per position, bettor (as 'seat N') → chips, as the engine takes them."""
        tables: list[dict[str, int]] = [{} for _ in range(POSITIONS)]
        for b in self.bets:
            if b.position >= 0:
                tables[b.position][f"seat {b.seat}"] = b.amount
        return tables

    def total_bets(self) -> int:
        return sum(b.amount for b in self.bets)

    def settlement(self) -> Round | None:
        """The engine's settlement once the hands are revealed (None before)."""
        if not self.revealed:
            return None
        return self.rules.settle(self.hand(3), [self.hand(i) for i in range(POSITIONS)],
                                 self.bet_tables(), self.pool, self.banker_stake)

    def ledger(self) -> tuple[int, ...]:
        """The bettors' results in seat order, then the banker, the pool and the house."""
        return self.end.deltas if self.end else (0,) * (self.bettors + 3)

    # ---- what comes next --------------------------------------------------------------------

    def current(self) -> Decision | None:
        if self.end is not None or not self.tiles or len(self.bets) == self.bettors:
            return None
        seat = len(self.bets)
        room = (self.banker_stake // 3 - self.total_bets()) if self.rules.options.banker_cover \
            else max(CHIPS)
        options = [bet(p, c) for p in range(POSITIONS) for c in CHIPS if c <= room]
        refused = () if room >= max(CHIPS) else (("cover", Why(
            f"庄家的注金只够再接 {max(room, 0)} 注（押注总额 × 3 ≤ 庄家注金）",
            f"the banker's stake covers only {max(room, 0)} more (total bets × 3 ≤ the "
            "banker's stake, [REC] §1.7)")),)
        return Decision(seat, "bet", (*options, bet(-1)), refused)


    def _dealt(self) -> TDeal:
        """The prepared deal if any, else the seed's."""
        return self.prepared if self.prepared is not None else deal_tiles(self.seed)

    def _auto_event(self) -> list[TEvent]:
        if not self.tiles:
            return self._push(self._dealt())
        if not self.revealed:
            return self._push(TReveal())
        return self._push(self._ending())

    def _do(self, d: Decision, a: Action) -> list[TEvent]:
        if not isinstance(a, Action):
            raise NotAllowed(Why("不是一个选择", f"not an Action: {a!r:.60}"))
        return self._push(TBet(d.seat, a.position, a.amount))

    def _push(self, e: TEvent) -> list[TEvent]:
        self._apply(e)
        return [e]

    # ---- applying events --------------------------------------------------------------------

    def _apply(self, e: TEvent) -> None:
        if self.end is not None:
            raise NotAllowed(Why("这一把已经结束", "the round is over"))
        d = self.current()
        if isinstance(e, TDeal):
            if self.tiles:
                raise NotAllowed("already dealt")
            if e != self._dealt():
                raise NotAllowed(f"the deal is not what seed {self.seed} deals")
            self.tiles = e.tiles
        elif isinstance(e, TBet):
            if d is None:
                raise NotAllowed(Why("现在不能押注", "no bet is due now"))
            if e.seat != d.seat:
                raise NotAllowed(Why(f"轮到座位 {d.seat} 押注，不是 {e.seat}",
                                     f"seat {d.seat} bets now, not {e.seat}"))
            if bet(e.position, e.amount) not in d.options:
                why = dict(d.refused).get("cover")
                raise NotAllowed(why or Why(
                    f"押注是 {CHIPS} 之一，押在闲一、闲二或闲三",
                    f"a bet is one of {CHIPS} chips on position 0, 1 or 2, not "
                    f"{e.amount!r} on {e.position!r}"))
            self.bets.append(e)
        elif isinstance(e, TReveal):
            if not self.tiles or d is not None or self.revealed:
                raise NotAllowed(Why("押注完了才开牌", "the hands are revealed after the bets"))
            self.revealed = True
        elif isinstance(e, TEnd):
            if not self.revealed or e != self._ending():
                raise NotAllowed(f"the round does not end so: {e!r:.120}")
            self.end = e
        else:
            raise NotAllowed(f"not an 二八杠 event: {e!r:.60}")
        self.events.append(e)

    def _ending(self) -> TEnd:
        r = self.settlement()
        bettors = tuple(r.net(f"seat {s}") for s in range(self.bettors))
        spent = sum(a for _, _, a in r.awards)
        # the house pays the growth only when the bettors do not (P-TT1)
        house = 0 if self.rules.options.pool_from == "bets" else -r.pool_growth
        deltas = (*bettors, r.banker_net, r.pool_growth - spent, house)
        return TEnd(deltas, r.pool_after)


# ---- the automatic bettors -------------------------------------------------------------------

BET_WEIGHTS = {100: 4, 200: 3, 500: 2, 1000: 1}  # small chips more often
SKIP = 0.1
STRATEGY_DOC = (
    "自动押注：牌是扣着发的，押注时谁也看不见，所以自动座位随机挑一个闲家位置，"
    "筹码多押小的（100、200、500、1000 按 4:3:2:1），一成机会不押；"
    "庄家注金不够时只押它还接得住的。",
    "Automatic bettors: the tiles are dealt face down, so nobody sees them when betting; an "
    "automatic seat picks a 闲 position at random and a chip of 100, 200, 500 or 1000 (weighted "
    "4:3:2:1), skips 10 % of the time, and bets only what the banker's stake still covers.",
)


@plays("tuitongzi", "club", "随便押一门，多押小注，十次里有一次不押",
       "bets on a position at random, mostly small chips, and skips one time in ten")
def choose_bet(game: TuitongziGame, d: Decision) -> Action:
    """An automatic bettor's bet (repeatable: seeded by the hand and the seat)."""
    rng = random.Random(f"tuitongzi-bet-{game.seed}-{d.seat}")
    bets = [a for a in d.options if a.position >= 0]
    if not bets or rng.random() < SKIP:
        return bet(-1)
    position = rng.randrange(POSITIONS)
    mine = [a for a in bets if a.position == position]
    return rng.choices(mine, [BET_WEIGHTS[a.amount] for a in mine])[0]


def simulate(seed: int, **kw) -> TuitongziGame:
    """A whole round with automatic bettors only."""
    g = TuitongziGame(seed, **kw)
    g.advance()
    return g


def tile_counts(g: TuitongziGame) -> Counter:
    return Counter(g.tiles)


__all__ = ["Action", "Decision", "TuitongziGame", "bet", "TDeal", "TBet", "TReveal", "TEnd",
           "CODEC", "ReplayError", "deal_tiles", "simulate", "choose_bet", "STRATEGY_DOC",
           "POOL_NOTE", "CHIPS", "FULL_SET", "prepare"]
