"""A whole hand of 永州麻將 (``yongzhou``) played out, and a round of hands (風圈): the table,
its decisions and its automatic seats (:data:`YONGZHOU_STRATEGY`), on :class:`~.play.Game`.

The procedure (seed 001 lines 113–232; rules/mahjong.md §4; rulings R-Y1…R-Y18, our P-Y1…):

* 136 tiles, no flowers (R-Y2), 17 stacks of two before each seat, as in 武汉. The seed names
  no dice for the first dealer: as in Sichuan (P-S22) 东 throws two dice, the dealer one die
  for the break. Seat winds follow the dealer (the dealer is 东); the round wind (风圈) is
  ``Game("yongzhou", seed, round_wind=…)``: a hand knows both, and its wins score 风位 and 风圈
  from them.
* On its turn a seat wins (自摸; the dealer's dealt 14: 天和), kongs (暗杠, 加杠 onto its 碰)
  or discards. On a discard: 胡 first, then 碰 or 明杠, then 吃 (only the discarder's 下家).
  Every seat that can win on it is asked and each that wins is a winner (一炮多响, R-Y10: the
  Win events follow each other, in turn order from the discarder); 一炮三响 raises each small
  hand (R-Y3). The hand ends at its win(s) (End 'done'), or when the wall is empty (End
  'wall': 和牌, nobody pays, P-Y5; no claim on the discard after the last tile, as P-S18).
* 漏胡 (R-Y13): a seat that declines a win is recorded as a Pass of 'win'; the same tile from
  its 对家 or 上家 is then refused until it moves (the rules read the events). 相公 (R-Y14) is
  read from the events the same way; at a table that deals and draws for every seat a hand
  always has its 13 tiles, so it arises only in a record, which the rules refuse.
* 抢杠: only a 加杠 onto an exposed 碰 can be robbed ("明刻開明杠，可以被搶杠胡"; 暗杠 and a kong
  on a discard cannot); the first seat in turn order that robs wins, and the robbed seat pays all
  three shares (the settlement).
* The settlement is :meth:`Yongzhou.settle` on the events, with every 包: 杠上开花包杠 (a win on
  the replacement of a kong on a discard), 大四喜/大三元 (the feeder of the last wind or
  dragon set), 十二张落地 (the feeder of the fourth exposed set; 包先不包后), 抢杠; its
  ``next_dealer`` says who deals next (the dealer stays if among the winners, or after 和牌).
* :class:`YongzhouRound` plays hands in order from one seed, passing the deal as the
  settlement says (:class:`~widgets.mahjong.yongzhou.Round`): the winds change with the
  dealer, the 风圈 moves on when the deal comes back to the first dealer, and the balances
  carry from hand to hand.

>>> g = YongzhouGame("yongzhou", 3)
>>> _ = g.advance()
>>> type(g.events[-1]).__name__, sum(g.ledger().net.values())
('End', 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.events import Claim, Discard, End, Pass, Win
from ...engine.notation import Hand, format_hand, parse_tiles
from ...engine.results import NotAllowed, Why
from ...engine.situation import Situation
from ...engine.tiles import parse_tile, tile_name
from ...engine.why import reason_of
from ..choices import Action, Decision
from .claimed import ClaimMoves
from .decisions import labelled
from .play import Game
from .replay import Replay, ReplayError
from .round import HandRound, PlayedHand
from .state import Table
from .wording import describe, seat_name
from .wuhan_play import STACKS_136, WUHAN_TILES, wuhan_deck
from .yongzhou_seats import YONGZHOU_STRATEGY, choose_yongzhou

YONGZHOU_TILES = WUHAN_TILES  # the same 136 tiles (R-Y2)
END_WON = ("本局结束：{seats}胡牌", "the hand ends: {seats} won")


def end_won(seats: Sequence[int], lang: str) -> str:
    """The end of a hand at its win(s), naming the winners.

    >>> end_won([0, 2], "en")
    'the hand ends: East and West won'
    """
    zh, en = END_WON
    if lang == "zh":
        return zh.format(seats="、".join(seat_name(s, "zh") for s in seats))
    return en.format(seats=" and ".join(seat_name(s, "en") for s in seats))


class YongzhouTable(Table):
    """The table of a 永州 hand: 136 tiles and 吃 melds (the run the Claim names)."""

    total = len(YONGZHOU_TILES)

    def __init__(self, winners_stay: bool = False):
        # the hand ends at its win(s): a winner is not "out" of a hand that goes on (血战)
        super().__init__(winners_stay=True)
        self.winners: list[int] = []
        self.indicator = None  # no 赖子 in 永州 (the automatic seats read shanten without one)
        self.wild = None

    def apply(self, e: Any) -> None:
        if e.type == "win":
            self.winners.append(e.seat)
        super().apply(e)
        if e.type == "end" and e.reason == "done":
            self.last = (end_won(self.winners, "zh"), end_won(self.winners, "en"))


class YongzhouGame(ClaimMoves, Game, plays="yongzhou"):
    """One hand of 永州麻將 from ``seed`` (see the module's doc); ``round_wind`` 0–3 is the 风圈
    (东南西北). The same API as :class:`~.play.Game`; ``Game("yongzhou", …)`` builds one."""

    all_tiles = YONGZHOU_TILES
    stacks = STACKS_136
    table_class = YongzhouTable
    strategy = YONGZHOU_STRATEGY
    own_choice = staticmethod(choose_yongzhou)
    round_wind = 0  # the 风圈 (a loaded replay: the one its Win shows, see from_events)

    def __init__(self, variant: str, seed: int, *, round_wind: int = 0, **kwargs: Any):
        if type(round_wind) is not int or round_wind not in range(4):
            raise ValueError(f"round_wind is 0-3 (东南西北), not {round_wind!r}")
        self.round_wind = round_wind
        super().__init__(variant, seed, **kwargs)

    @classmethod
    def from_events(cls, variant: str, events: Sequence[Any] | str, **options: Any) -> Game:
        """As :meth:`Game.from_events`; the 风圈 is the one the record's Win shows."""
        g = super().from_events(variant, events, **options)
        g.round_wind = _round_wind(g.events)
        return g

    def _special(self, tile: int) -> bool:
        """No tile of 永州 is kept from play (no 赖子, no 红中杠): for the shared seat helpers."""
        return False

    # ---- what a seat knows ------------------------------------------------------------

    def _first_turn(self, seat: int, self_drawn: bool) -> bool:
        """天和/地和/人和 as the rules read the history (yongzhou_table.Table.first_turn)."""
        t = self.table
        if t.opened:
            return False
        if seat == t.dealer:
            return self_drawn and t.discards == 0 and t.draws[seat] == 0
        if self_drawn:
            return t.draws[seat] == 1 and t.discards < 4
        return t.discards == 1 and isinstance(t.prev, Discard | Pass) and t.river[t.dealer] != []

    def _situation(self, seat: int, self_drawn: bool, **flags: bool) -> Situation:
        t = self.table
        left = t.remaining
        flags.pop("kong_discard", None)  # 杠上炮 is no 永州 rule
        return Situation(self_drawn=self_drawn, last_tile=self_drawn and left == 0,
                         dealer=seat == t.dealer, seat_wind=(seat - t.dealer) % 4,
                         round_wind=self.round_wind, wall_remaining=left,
                         first_turn=self._first_turn(seat, self_drawn), **flags)

    def _can_win(self, seat: int, hand13: Hand, tile: int, situation: Situation
                 ) -> tuple[bool, str]:
        """The shape, the rules, and the room's 起和 (R-Y15: a score under it is refused)."""
        ok, why = super()._can_win(seat, hand13, tile, situation)
        if not ok:
            return ok, why
        try:
            self.rules.score(hand13.with_winning(tile), situation)
        except (NotAllowed, ValueError) as e:
            return False, reason_of(e)  # a Why keeps its Chinese for the table
        return True, ""

    # ---- decisions --------------------------------------------------------------------

    def _build_turn(self, seat: int) -> Decision:
        ctx, t = self._ctx, self.table
        drawn, claimed = ctx["drawn"], ctx["claimed"]
        hand = t.hand(seat)
        options: list[Action] = []
        refused: list[tuple[Action, str]] = []
        if not claimed:
            wt = drawn
            if wt is None:  # 天和: the dealer's dealt 14, won on the last tile dealt
                wt = self._last_dealt if self._last_dealt in hand.closed else max(hand.closed)
            sit = self._situation(seat, True, after_kong=ctx["replacement"])
            ok, why = self._can_win(seat, hand.remove(wt), wt, sit)
            a = labelled("win", (tile_name(wt),))
            if ok:
                options.append(a)
            elif why and wt in self._shape_waits(hand.remove(wt)):
                refused.append((a, why))  # complete, but short of 起和: shown with why
        kongs = [(k, "concealed") for k in sorted(set(hand.closed)) if hand.closed.count(k) == 4]
        kongs += [(m.tiles[0], "added") for m in hand.melds
                  if m.kind == "pon" and m.tiles[0] in hand.closed]
        for k, kind in kongs:
            base = hand.remove(drawn) if drawn is not None else hand
            why = self._kong_refusal(seat, base, k, kind, drawn)
            a = labelled("kong", (tile_name(k),))
            options.append(a) if why is None else refused.append((a, why))
        options += [labelled("discard", (tile_name(k),)) for k in sorted(set(hand.closed))]
        return self._make(seat, "turn", options, refused)

    def _claim_options(self, seat: int, hand: Hand, tile: int, src: int
                       ) -> tuple[list[Action], list[tuple[Action, str]]]:
        """胡 (with 漏胡, 相公 and 起和 from the rules and the events), 碰, 明杠 and 吃 (from the
        上家 only); a win the shape allows but a rule refuses is shown with its reason."""
        options: list[Action] = []
        refused: list[tuple[Action, str]] = []
        rel = (seat - src) % 4
        have = hand.closed.count(tile)
        neighbours = rel == 1 and tile < 27 and any(
            t in hand.closed for t in (tile - 2, tile - 1, tile + 1, tile + 2)
            if 0 <= t < 27 and t // 9 == tile // 9)
        can_shape = tile in self._shape_waits(hand)
        if not (can_shape or have >= 2 or neighbours):
            return options, refused
        sit = self._situation(seat, False)
        report = self.rules.claims(hand, tile, rel, sit, history=self.events if can_shape
                                   else (), seat=seat if can_shape else None)
        if can_shape:
            a = labelled("win", (tile_name(tile),))
            if report.allows("win") and self._can_win(seat, hand, tile, sit)[0]:
                options.append(a)
            else:
                why = next((_with_ruling(r) for r in report.refused if r.kind == "win"), None)
                if why is None:
                    why = self._can_win(seat, hand, tile, sit)[1]
                if why:
                    refused.append((a, why))
        if report.allows("pon"):
            options.append(labelled("pon", (tile_name(tile),)))
        if report.allows("kong"):
            a = labelled("kong", (tile_name(tile),))
            why = self._kong_refusal(seat, hand, tile, "direct", None)
            options.append(a) if why is None else refused.append((a, why))
        for o in report.options:
            if o.kind == "chi":
                options.append(labelled("chi", tuple(tile_name(x) for x in sorted(o.tiles))))
        return options, refused

    # ---- moves ------------------------------------------------------------------------

    def _do_turn(self, seat: int, action: Action) -> None:
        if action.kind != "discard":
            super()._do_turn(seat, action)  # a win, or a kong (robbed or not)
            return
        tile = parse_tile(action.tiles[0])
        self._emit(Discard(seat, tile_name(tile)))
        if self.table.remaining == 0:
            self._end()  # no claim on the discard after the wall's last tile (as P-S18)
            return
        groups: dict[str, list[int]] = {"win": [], "pon": [], "chi": []}
        for s in self._order_from(seat):
            opts, _ = self._claim_options(s, self.table.hand(s), tile, seat)
            kinds = {a.kind for a in opts}
            if kinds:
                groups["win" if "win" in kinds else "pon" if kinds & {"pon", "kong"}
                       else "chi"].append(s)
        order = groups["win"] + groups["pon"] + groups["chi"]  # 胡, then 碰/杠, then 吃
        if order:
            self._begin("claim", order, tile=tile, from_seat=seat, winners=set(groups["win"]),
                        takers=set(groups["pon"]))
        else:
            self._draw(self._next(seat))

    def _do_claim(self, seat: int, action: Action) -> None:
        """Every seat that can win is asked (一炮多响); a 碰/杠 outranks a 吃, so once one is
        chosen only the seats that could still win on the tile are asked."""
        self._answers[seat] = action
        ctx = self._ctx
        if action.kind == "win":
            self._queue = [s for s in self._queue if s in ctx["winners"]]
        elif action.kind in ("pon", "kong"):
            self._queue = [s for s in self._queue if s in ctx["winners"]]
        elif action.kind == "chi":
            self._queue = [s for s in self._queue if s in ctx["winners"] | ctx["takers"]]
        if self._queue:
            return
        tile, src = ctx["tile"], ctx["from_seat"]
        answers = self._answers
        winners = [s for s in self._order_from(src)
                   if answers.get(s, labelled("pass")).kind == "win"]
        self._record_passes(tile, src)
        name = tile_name(tile)
        if winners:  # each situation as at the discard, before the first Win is recorded
            wins = [Win(s, name, src, format_hand(self.table.hand(s).with_winning(tile)),
                        self._situation(s, False).to_dict()) for s in winners]
            self._emit(*wins)
            self._after_wins(winners)
            return
        taker = next((s for s in self._order_from(src) if answers.get(s, labelled("pass")).kind
                      in ("pon", "kong")), None)
        if taker is None:
            taker = next((s for s in self._order_from(src)
                          if answers.get(s, labelled("pass")).kind == "chi"), None)
        if taker is None:
            self._draw(self._next(src))
            return
        a = answers[taker]
        self._take_claim(taker, a, tile, src)

    def _do_rob(self, seat: int, action: Action) -> None:
        if action.kind == "win":
            self._queue = []  # one robber: the first in turn order (a 搶杠 is a self-draw)
        super()._do_rob(seat, action)

    def _after_wins(self, winners: list[int]) -> None:
        """The hand is over at its win(s)."""
        self._end("done")

    def describe_event(self, e: Any, lang: str = "zh", secret: bool = False) -> str:
        """:func:`~.wording.describe`; the end at a win says who won (one hand, one win or an
        一炮多响), not 血战's "enough players have won"."""
        if isinstance(e, End) and e.reason == "done":
            return end_won([w.seat for w in self.events if isinstance(w, Win)], lang)
        return describe(e, lang, secret)


# ---- replays ------------------------------------------------------------------------------

class YongzhouReplay(Replay, YongzhouGame, replays="yongzhou"):
    """A 永州 record played through :class:`YongzhouGame`: a 吃 is the run the record names;
    the 风圈 is the one the record's Win shows (a hand without a win does not need it)."""

    def __init__(self, variant: str, events: Sequence[Any], **options: Any):
        Replay.__init__(self, variant, events, round_wind=_round_wind(events), **options)

    def _recorded(self, d: Decision) -> tuple[Action, int]:
        action, i = super()._recorded(d)
        e = self.record[i] if i < len(self.record) else None
        if isinstance(e, Claim) and e.kind == "chi" and e.seat == d.seat:
            return Action("chi", tuple(e.run)), i
        return action, i


def _with_ruling(r: Any) -> Why:
    """A rules refusal as the table shows it: its reason and the ruling it cites."""
    tail = f" ({r.ruling})" if r.ruling else ""
    reason = r.reason if isinstance(r.reason, Why) else Why(str(r.reason), str(r.reason))
    return Why(reason.zh + tail, str(reason) + tail)


def _round_wind(events: Sequence[Any]) -> int:
    """The 风圈 a record shows: its first Win's (a hand without a win needs none: 0)."""
    win = next((e for e in events if isinstance(e, Win)), None)
    wind = win.situation.get("round_wind", 0) if win is not None else 0
    return wind if type(wind) is int and wind in range(4) else 0


def yongzhou_deck(hands: dict[int, str], draws: str = "", replacements: str = "",
                  dealer: int = 0, seed: int = 0) -> list[str]:
    """The 136 tiles in drawing order for a prepared 永州 deal (``Game("yongzhou", …,
    tiles=deck, dealer=…)``, a teacher's scenario): seat ``s`` is dealt ``hands[s]`` (the
    dealer's 14th last), the front of the wall gives ``draws`` in turn, the back
    ``replacements``; the rest is shuffled by ``seed``.

    >>> deck = yongzhou_deck({0: "123456789m1234p5p"}, draws="9s")
    >>> deck[:4], deck[53], len(deck)
    (['1m', '2m', '3m', '4m'], '9s', 136)
    """
    # wuhan_deck's tile after the deal is the flipped indicator; 永州 flips none, so that
    # place is the first draw (a random tile when no draws are prepared)
    front = [tile_name(t) for t in parse_tiles(draws)] if draws else []
    return wuhan_deck(hands, indicator=front[0] if front else "", draws="".join(front[1:]),
                      replacements=replacements, dealer=dealer, seed=seed)


def check_yongzhou(events: Any, **options: Any) -> list[Any]:
    """``events`` if a 永州 hand could produce them; else :class:`ReplayError`."""
    return YongzhouReplay("yongzhou", list(events), **options).run()


# ---- a round of hands (风圈) --------------------------------------------------------------

class YongzhouRound(HandRound):
    """Hands of 永州 played in order from one ``seed`` (:class:`~.round.HandRound`): each is a
    :class:`YongzhouGame` with the dealer and the 风圈 of :class:`~widgets.mahjong.yongzhou.Round`;
    after each the deal stays (the dealer among the winners, or 和牌) or passes to the 下家,
    and the 风圈 moves on when the deal comes back to the first dealer.

    >>> r = YongzhouRound(5)
    >>> hands = r.play(3)
    >>> len(hands), sum(r.balances.values())
    (3, 0)
    """

    def __init__(self, seed: int, dealer: int = 0, round_wind: int = 0, **options: Any):
        super().__init__("yongzhou", seed, dealer, round_wind, **options)


__all__ = ["YONGZHOU_STRATEGY", "YONGZHOU_TILES", "PlayedHand", "ReplayError", "YongzhouGame",
           "YongzhouReplay", "YongzhouRound", "YongzhouTable", "check_yongzhou",
           "yongzhou_deck"]
