"""A whole hand of 双人麻将 (``shuangren``) played out: two seats, 72 tiles, 补花 from the back
of the wall, 起胡, 荒庄 after the 72nd tile; on the machinery of :class:`~.play.Game`.

The procedure (seed 000 lines 95–191; rules/mahjong.md §3; rulings R-D4, R-D6, R-D7 and our
P-D2, P-D3):

* 72 tiles ("共：72张牌": 条 1–9, the winds and dragons four each, the eight flowers once), in
  9 stacks of two before each side of the table (P-D2). Two seats, 0 (东) and 1 (南): each is
  the other's 上家 and 下家. The seed describes no deal or dealer (R-D6): 东 deals the first
  hand, throwing one die for the break (seed 002's table); 13 tiles each, the dealer 14.
* 补花: "补花：抓到花牌后，亮出并从牌墙尾部补一张". Flowers dealt are replaced at once, dealer
  first (R-D6); a flower drawn later is shown and replaced from the back. A win on such a
  replacement counts as 自摸, not 杠上开花 ("补花成和计自摸分，不计杠上开花"): the settlement's
  history reads the Draw of the flower before it.
* On its turn a seat wins (自摸), kongs (暗杠, 补杠; a 补杠 can be robbed, P-D1) or discards;
  on a discard the other seat may 胡, 碰, 杠 or 吃 (always from the opponent). A win needs
  起胡 points (option ``qihu``, R-D7), on a self-draw as on a discard.
* 荒庄: the 72nd tile drawn and its discard made without a win (P-D3: on that last discard the
  other seat may still win, 海底捞月 R-D4, but claims nothing else). The hand ends at its one
  win. 天胡, 地胡 and 人胡 come from the history (the settlement derives them, P-H1); so do
  天听 and 立直, from the 报听 (Declare) event (R-D13, :mod:`.shuangren_declare`).

The automatic seats play the shared strategy (:data:`~.seats.STRATEGY_DOC`: the lowest
shanten, 碰/杠 when they do not raise it, no 吃) and aim for 起胡 in the only way that
strategy can: a win is offered only once the hand has 起胡 points, and they take it then.
They declare ready (报听) whenever they may (:data:`~.shuangren_declare.DECLARE_STRATEGY`).

>>> g = ShuangrenGame("shuangren", 3)
>>> _ = g.advance()
>>> type(g.events[-1]).__name__, sum(g.ledger().net.values()), {e.seat for e in g.events
...                                                               if hasattr(e, "seat")}
('End', 0, {0, 1})
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...engine.events import (
    Claim,
    Deal,
    Declare,
    Dice,
    Discard,
    Draw,
    End,
    Kong,
    Pass,
    WallBreak,
    Win,
)
from ...engine.history import win_history
from ...engine.ledger import Ledger
from ...engine.notation import Hand, Meld, format_hand, format_tiles, parse_hand
from ...engine.results import NotAllowed, Why
from ...engine.situation import Situation
from ...engine.tiles import FLOWERS, parse_tile, tile_name
from ...engine.wall import Wall, break_point, ring
from ..choices import Action, Decision
from .claimed import ClaimMoves
from .decisions import labelled
from .play import Game
from .replay import RecordEnds, Replay, table_problems
from .shuangren_declare import DeclareMoves, choose_shuangren
from .state import Table
from .wording import describe, seat_name, tiles_text

SHUANGREN_TILES = (tuple(f"{n}s" for n in range(1, 10) for _ in range(4))
                   + tuple(f"{n}z" for n in range(1, 8) for _ in range(4))
                   + tuple(f"{n}f" for n in range(1, 9)))
STACKS_72 = (9, 9, 9, 9)  # P-D2: 36 stacks of two, nine on each side
SEATS = (0, 1)
# the log's words for what only 双人 has: 补花 and why its hand ends (zh, en)
SHUANGREN_WORDS: dict[str, tuple[str, str]] = {
    "deal": ("{seat} 起手 {n} 张", "{seat} is dealt {n} tiles"),
    "deal_flowers": ("{seat} 起手 {n} 张，其中花 {flowers}",
                     "{seat} is dealt {n} tiles, among them the flowers {flowers}"),
    "flower": ("{seat} 摸到花 {tile}：亮出，从牌墙尾补一张",
               "{seat} draws the flower {tile}: shown, and replaced from the back of the wall"),
    "replace": ("{seat} 补花：从牌墙尾摸 {tile}",
                "{seat} replaces a flower (补花) from the back of the wall: {tile}"),
    "replace_secret": ("{seat} 补花：从牌墙尾摸一张",
                       "{seat} replaces a flower (补花) from the back of the wall"),
    "end_done": ("本局结束：有人胡了（双人麻将一家胡牌即结束）",
                 "the hand ends: a player has won (in 双人 one win ends the hand)"),
    "end_wall": ("本局结束：第 72 张摸完没有人胡，荒庄",
                 "the hand ends: the 72nd tile is drawn and nobody won (荒庄, a drawn hand)"),
}


def break_two(dealer: int, die: int) -> tuple[int, int]:
    """P-D2: two players break the wall in front of a player: the dealer's own for an odd die,
    the opponent's for an even one, ``die`` stacks skipped (seed 002's count, two seats).

    >>> break_two(0, 3), break_two(0, 4), break_two(1, 6)
    ((0, 3), (1, 4), (0, 6))
    """
    break_point(dealer, die)  # a die shows 1-6
    return (dealer if die % 2 else 1 - dealer), die


class TwoWall(Wall):
    """The wall of a two-player table: broken by :func:`break_two`."""

    def __init__(self, tiles: Any, dealer: int = 0, die: int = 1, stacks: Any = STACKS_72):
        super().__init__(tiles, dealer, die, stacks)
        self.break_seat, self.break_stack = break_two(dealer, die)
        self.order = ring(self.break_seat, self.break_stack, self.stacks)


class ShuangrenTable(Table):
    """The table of a 双人 hand: 72 tiles, two seats, flowers shown beside each hand, every
    meld taken from the opponent (source 1: 上家 and 下家 at once)."""

    total = len(SHUANGREN_TILES)

    def __init__(self, winners_stay: bool = False):
        super().__init__(winners_stay)
        self.flowers: list[list[int]] = [[] for _ in range(4)]

    def hand(self, seat: int) -> Hand:
        return Hand(tuple(sorted(self.closed[seat])), tuple(self.melds[seat]),
                    tuple(self.flowers[seat]))

    def _deal(self, e: Deal) -> None:
        hand = parse_hand(e.hand)
        self.closed[e.seat] = list(hand.closed)
        self.flowers[e.seat] = list(hand.flowers)
        self.front += len(hand.closed) + len(hand.flowers)
        if len(hand.closed) + len(hand.flowers) == 14:
            self.dealer = self.turn = e.seat

    def _draw(self, e: Draw) -> None:
        super()._draw(e)
        t = parse_tile(e.tile)
        if t in FLOWERS:  # 补花: shown, not held
            self.closed[e.seat].remove(t)
            self.flowers[e.seat].append(t)

    def _source(self, seat: int, from_seat: int) -> int:
        return 1  # two seats: a claim is always from the one opposite, written as the 上家

    def _kong(self, e: Kong) -> None:
        super()._kong(e)
        if e.kind == "direct":  # the opponent is written as 上家 (shuangren's module doc)
            self.melds[e.seat][-1] = Meld(self.melds[e.seat][-1].tiles, source=1)

    def count(self) -> int:
        return super().count() + sum(map(len, self.flowers))


class ShuangrenGame(DeclareMoves, ClaimMoves, Game, plays="shuangren"):
    """One hand of 双人麻将 from ``seed`` (see the module's doc); ``Game("shuangren", …)``
    builds one. Seats 0 and 1; ``human`` and ``dealer`` are one of them."""

    all_tiles = SHUANGREN_TILES
    stacks = STACKS_72
    table_class = ShuangrenTable
    seat_ids = SEATS
    one_winner = True
    own_choice = staticmethod(choose_shuangren)  # the shared strategy, and 报听 (R-D13)

    def __init__(self, variant: str, seed: int, *, human: int | None = None,
                 dealer: int | None = None, **options: Any):
        if human not in (None, *SEATS) or dealer not in (None, *SEATS):
            raise ValueError(f"双人麻将 has seats 0 and 1: human and dealer are 0, 1 or None, "
                             f"not {human!r} and {dealer!r}")
        super().__init__(variant, seed, human=human, dealer=0 if dealer is None else dealer,
                         **options)

    # ---- the deal and 补花 -------------------------------------------------------------

    def _deal(self) -> None:
        self.events = []
        self.table = ShuangrenTable(self.stay)
        if self._tiles is not None:
            self.wall = TwoWall(self._tiles, self.dealer, self._die("wall"), self.stacks)
            self._tiles = None
        else:
            self.wall = TwoWall.shuffled(self.all_tiles, self.rng, self.dealer, self.stacks)
        self._emit(Dice(self.dealer, "wall", self.wall.dice),
                   WallBreak(self.wall.break_seat, self.wall.break_stack))
        order = self._order()
        hands: dict[int, list[int]] = {s: [] for s in order}
        for _ in range(3):
            for s in order:
                hands[s] += [parse_tile(self.wall.draw()) for _ in range(4)]
        for s in order:
            hands[s].append(parse_tile(self.wall.draw()))
        hands[self.dealer].append(parse_tile(self.wall.draw()))
        self._emit(*(Deal(s, format_tiles(sorted(hands[s]))) for s in order))
        self._open(order)

    def _order(self) -> list[int]:
        return [self.dealer, 1 - self.dealer]

    def _open(self, order: Any) -> None:
        """补花 dealer first (R-D6), then the dealer's first turn."""
        self._answers, self._ctx = {}, {}
        for s in order:
            for _ in range(len(self.table.flowers[s])):
                self._replace(s)
        self._last_dealt = max(self.table.closed[self.dealer])
        if not self._ask_at_start():  # 天听: the non-dealer's ready deal (R-D13)
            self._begin_turn(self.dealer, None)

    def _replace(self, seat: int) -> int | None:
        """One replacement from the back (补花), itself replaced if a flower; the tile kept."""
        while self.wall.remaining:
            tile = self.wall.draw_back()
            self._emit(Draw(seat, tile, True, self.wall.remaining))
            if parse_tile(tile) not in FLOWERS:
                return parse_tile(tile)
        return None

    def _draw(self, seat: int, replacement: bool = False) -> None:
        if self.wall.remaining == 0:
            self._end()
            return
        tile = self.wall.draw_back() if replacement else self.wall.draw()
        self._emit(Draw(seat, tile, replacement, self.wall.remaining))
        kept: int | None = parse_tile(tile)
        flower = kept in FLOWERS
        if flower:
            kept = self._replace(seat)
            if kept is None:  # the wall ran out on a flower: nothing to play
                self._end()
                return
        self._begin_turn(seat, kept, replacement and not flower)

    # ---- who, and what they know -------------------------------------------------------

    def _order_from(self, seat: int) -> list[int]:
        other = 1 - seat
        return [] if self.table.out[other] else [other]

    def _situation(self, seat: int, self_drawn: bool, **flags: Any) -> Situation:
        """The situation of a win on ``tile`` (from ``src``; self-drawn: the tile in hand) as
        the history shows it — 天胡/地胡/人胡, 海底, after a kong or a flower — read the way
        the settlement reads it (P-H1)."""
        tile, robbing = flags.get("tile"), bool(flags.get("robbing_kong"))
        hand = self.table.hand(seat)
        if tile is None:
            return Situation(self_drawn=self_drawn, wall_remaining=self.table.remaining)
        base = hand.remove(tile) if self_drawn else hand
        src = None if self_drawn else flags.get("src", 1 - seat)
        w = Win(seat, tile_name(tile), src, format_hand(base.with_winning(tile)),
                {"robbing_kong": True} if robbing else {})
        events = self.events + [w]
        return win_history(events, len(events) - 1, dealer=self.dealer,
                           unrobbable=self.rules.unrobbable()).situation

    def _win_ok(self, seat: int, hand13: Hand, tile: int, sit: Situation) -> tuple[bool, str]:
        """The shape, the rules and 起胡 (on a self-draw too: the score refuses it)."""
        if tile not in self._shape_waits(hand13):
            return False, ""
        won = hand13.with_winning(tile)
        try:
            self.rules.verify_win(won, sit)
            self.rules.score(won, sit)
        except (NotAllowed, ValueError) as e:  # a Why keeps its zh (起胡 in the learner's words)
            why = e.args[0] if e.args and isinstance(e.args[0], Why) else str(e)
            return False, why
        return True, ""

    def _shape_waits(self, hand13: Hand) -> frozenset[int]:
        key = (hand13.closed, hand13.melds)
        cache = self.__dict__.setdefault("_waits_memo", {})
        if key not in cache:
            after = self.rules.draw_shanten(Hand(hand13.concealed, hand13.melds))
            cache[key] = frozenset(t for t in self.rules.kinds if after(t) == -1)
        return cache[key]

    # ---- decisions -----------------------------------------------------------------------

    def _build_turn(self, seat: int) -> Decision:
        ctx, t = self._ctx, self.table
        drawn, claimed = ctx["drawn"], ctx["claimed"]
        hand = t.hand(seat)
        options: list[Action] = []
        refused: list[tuple[Action, str]] = []
        if not claimed:
            wt = drawn if drawn is not None else (
                self._last_dealt if self._last_dealt in hand.closed else max(hand.closed))
            sit = self._situation(seat, True, tile=wt)
            ok, why = self._win_ok(seat, hand.remove(wt), wt, sit)
            a = labelled("win", (tile_name(wt),))
            if ok:
                options.append(a)
            elif why:  # complete, but short of 起胡 (or another rule): shown with its reason
                refused.append((a, why))
        if t.remaining:
            kongs = [k for k in sorted(set(hand.closed)) if hand.closed.count(k) == 4]
            kongs += [m.tiles[0] for m in hand.melds if m.kind == "pon"
                      and m.tiles[0] in hand.closed]
            options += [labelled("kong", (tile_name(k),)) for k in kongs]
        options += [labelled("discard", (tile_name(k),)) for k in sorted(set(hand.closed))]
        locked = self._declare_turn(seat, hand, options, refused)  # 报听 (R-D13)
        return locked if locked is not None else self._make(seat, "turn", options, refused)

    def _claim_options(self, seat: int, hand: Hand, tile: int, src: int
                       ) -> tuple[list[Action], list[tuple[Action, str]]]:
        options: list[Action] = []
        refused: list[tuple[Action, str]] = []
        sit = self._situation(seat, False, tile=tile, src=src)
        ok, why = self._win_ok(seat, hand, tile, sit)
        a = labelled("win", (tile_name(tile),))
        if ok:
            options.append(a)
        elif why:
            refused.append((a, why))
        if not self.table.remaining or self.declared(seat):  # P-D3; a locked hand (R-D13)
            return options, refused
        have = hand.closed.count(tile)
        if have >= 2:
            options.append(labelled("pon", (tile_name(tile),)))
        if have == 3:
            options.append(labelled("kong", (tile_name(tile),)))
        found, _ = self.rules.claim_options("chi", hand, tile, 1, sit)
        options += [labelled("chi", tuple(tile_name(x) for x in sorted(o.tiles))) for o in found]
        return options, refused

    def _can_rob(self, seat: int, tile: int, kind: str, konger: int) -> bool:
        if kind in self.rules.unrobbable():
            return False
        hand = self.table.hand(seat)
        sit = self._situation(seat, False, tile=tile, src=konger, robbing_kong=True)
        return self._win_ok(seat, hand, tile, sit)[0]

    # ---- moves ---------------------------------------------------------------------------

    def advance(self) -> list[Any]:
        """As :meth:`Game.advance`; a locked seat's only move (the drawn tile discarded) is
        played for it, a person's seat too (R-D13)."""
        new = super().advance()
        while self._locked_auto(self.current()):
            d = self.current()
            assert d is not None
            new += self._run(d, d.options[0]) + super().advance()
        return new

    def _do_turn(self, seat: int, action: Action) -> None:
        if self._turn_declare(seat, action):  # 报听: the Declare, then the discard (R-D13)
            return
        if action.kind != "discard":
            if action.kind == "win":
                tile = parse_tile(action.tiles[0])
                hand = self.table.hand(seat)
                sit = self._situation(seat, True, tile=tile)
                self._emit(Win(seat, tile_name(tile), None, format_hand(
                    hand.remove(tile).with_winning(tile)), sit.to_dict()))
                self._end("done")
                return
            super()._do_turn(seat, action)  # a kong (robbed or not)
            return
        tile = parse_tile(action.tiles[0])
        self._emit(Discard(seat, tile_name(tile)))
        other = 1 - seat
        opts, _ = self._claim_options(other, self.table.hand(other), tile, seat)
        if opts:
            self._begin("claim", [other], tile=tile, from_seat=seat, winners=set())
        elif self.table.remaining == 0:
            self._end()  # 荒庄: the 72nd tile drawn and discarded without a win
        else:
            self._draw(other)

    def _do_claim(self, seat: int, action: Action) -> None:
        tile, src = self._ctx["tile"], self._ctx["from_seat"]
        self._queue = []
        name = tile_name(tile)
        if action.kind == "pass":
            d = self._build_claim(seat)
            kinds = tuple(k for k in ("chi", "pon", "kong", "win")
                          if any(o.kind == k for o in d.options))
            if kinds:
                self._emit(Pass(seat, name, src, kinds))
            if self.table.remaining == 0:
                self._end()
            else:
                self._draw(seat)
        elif action.kind == "win":
            hand = self.table.hand(seat)
            sit = self._situation(seat, False, tile=tile, src=src)
            self._emit(Win(seat, name, src, format_hand(hand.with_winning(tile)), sit.to_dict()))
            self._end("done")
        else:
            self._take_claim(seat, action, tile, src)

    def _do_rob(self, seat: int, action: Action) -> None:
        tile, konger, kind = self._ctx["tile"], self._ctx["konger"], self._ctx["kind"]
        self._queue = []
        if action.kind != "win":
            self._emit(Pass(seat, tile_name(tile), konger, ("win",)))
            self._kong(konger, tile, kind)
            return
        hand = self.table.hand(seat)
        sit = self._situation(seat, False, tile=tile, src=konger, robbing_kong=True)
        self._emit(Win(seat, tile_name(tile), konger, format_hand(hand.with_winning(tile)),
                       sit.to_dict()))
        self._end("done")

    def _after_wins(self, winners: list[int]) -> None:
        self._end("done")

    def _end(self, reason: str = "wall") -> None:
        hands = {s: format_hand(self.table.hand(s)) for s in SEATS if not self.table.out[s]}
        self._emit(End(reason, hands))
        self._queue = []

    def ledger(self, step: int | None = None) -> Ledger:
        return self.rules.settle(self.events[:step], dealer=self.dealer)

    def describe_event(self, e: Any, lang: str = "zh", secret: bool = False) -> str:
        """:func:`~.wording.describe`, with 补花 and 荒庄 in words (the table's log): a draw
        from the back is a flower's replacement here (双人 has kongs too: a replacement
        after a kong reads as the shared line)."""
        en = lang == "en"

        def say(key: str, **fields: Any) -> str:
            who = seat_name(e.seat, lang) + ("" if en else "家")
            return SHUANGREN_WORDS[key][en].format(seat=who, **fields)

        if isinstance(e, Deal):
            hand = parse_hand(e.hand)
            n = len(hand.closed) + len(hand.flowers)
            if not hand.flowers:
                return say("deal", n=n)
            shown = tiles_text([tile_name(t) for t in hand.flowers], lang)
            return say("deal_flowers", n=n, flowers=shown)
        if isinstance(e, Draw) and parse_tile(e.tile) in FLOWERS:
            return say("flower", tile=tiles_text([e.tile], lang))
        if isinstance(e, Draw) and e.replacement and self._after_flower(e):
            return say("replace_secret") if secret else say(
                "replace", tile=tiles_text([e.tile], lang))
        if isinstance(e, End) and f"end_{e.reason}" in SHUANGREN_WORDS:
            return SHUANGREN_WORDS[f"end_{e.reason}"][en]
        return describe(e, lang, secret)

    def _after_flower(self, e: Draw) -> bool:
        """Whether the replacement ``e`` follows a flower (dealt or drawn), not a kong."""
        i = next(k for k, x in enumerate(self.events) if x is e)
        for x in reversed(self.events[:i]):
            if isinstance(x, Kong):
                return False
            if isinstance(x, Draw | Deal) and getattr(x, "seat", None) == e.seat:
                if isinstance(x, Deal) or parse_tile(x.tile) in FLOWERS:
                    return True
                if not x.replacement:
                    return False
        return True

    def _build_rob(self, seat: int) -> Decision:
        options = [labelled("win", (tile_name(self._ctx["tile"]),)), labelled("pass")]
        return self._make(seat, "rob", options, [])


class ShuangrenReplay(Replay, ShuangrenGame, replays="shuangren"):
    """A 双人 record played through :class:`ShuangrenGame` (see :mod:`.replay`)."""

    def _deal_from_record(self) -> None:
        e = self.peek()
        if not (isinstance(e, Dice) and e.kind == "wall" and len(e.values) == 1):
            raise self.refuse("start")
        self.dealer = e.seat if e.seat in SEATS else 0
        self._emit(Dice(self.dealer, "wall", e.values),
                   WallBreak(*break_two(self.dealer, e.values[0])))
        for s in self._order():
            self._deal_one(s)
        self._started = True
        self._open(self._order())

    def _deal_one(self, seat: int) -> None:
        e = self.peek()
        n = 14 if seat == self.dealer else 13
        if not isinstance(e, Deal) or e.seat != seat:
            raise self.refuse("rules", expected=(f"起手：{seat}", f"the deal to seat {seat}"))
        hand = parse_hand(e.hand)
        if hand.melds or hand.winning is not None or len(hand.all_tiles()) != n:
            raise self.refuse("deal_size", seat=(str(seat), str(seat)), n=n)
        for t in hand.all_tiles():
            self.wall.take(tile_name(t), self.pos, e)
        self.wall.front += n
        self._emit(Deal(seat, format_tiles(sorted(hand.all_tiles()))))

    def _recorded(self, d: Decision) -> tuple[Action, int]:
        if self.phase == "declare":  # 天听 asked: the record's Declare, else a pass
            if self.pos >= len(self.record):
                raise RecordEnds
            e = self.record[self.pos]
            return Action("declare" if isinstance(e, Declare) and e.seat == d.seat
                          else "pass"), self.pos
        i = self.pos
        while i < len(self.record) and isinstance(self.record[i], Pass):
            i += 1
        if self.phase == "turn" and i < len(self.record) and isinstance(
                self.record[i], Declare) and self.record[i].seat == d.seat:
            return Action("declare"), i
        action, i = super()._recorded(d)
        e = self.record[i] if i < len(self.record) else None
        if isinstance(e, Claim) and e.kind == "chi" and e.seat == d.seat:
            return Action("chi", tuple(e.run)), i
        return action, i


def shuangren_problems(game: ShuangrenGame) -> list[str]:
    """Every problem of a 双人 hand played by ``game`` (tests): a wall position taken twice,
    the tiles taken not the deal and the draws, the 72 not accounted at every step."""
    out = []
    w = game.wall
    if len(set(w.dealt)) != len(w.dealt):
        out.append("a wall position taken twice")
    taken = Counter(w.tiles[i] for i in w.dealt)
    shown = Counter(tile_name(t) for e in game.events if isinstance(e, Deal)
                    for t in parse_hand(e.hand).all_tiles())
    shown.update(e.tile for e in game.events if isinstance(e, Draw))
    if taken != shown:
        out.append("the tiles taken from the wall are not the deal and the draws")
    table = ShuangrenTable(game.stay)
    for e in game.events:
        table.apply(e)
        if table.count() != table.total:
            out.append(f"step {table.step}: {table.count()} tiles, not {table.total}")
        out += [f"step {table.step}: {p}" for p in table_problems(table)
                if "seats hold" not in p]
    return out


ShuangrenGame.audit = staticmethod(shuangren_problems)  # replay.game_problems asks it
