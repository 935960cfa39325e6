"""A whole hand of 武汉麻将 红中赖子杠 (``wuhan``) played out: the table, its decisions and
its automatic seats (:data:`WUHAN_STRATEGY`), on the machinery of :class:`~.play.Game`.

The procedure (seed 000 lines 2–34; rules/mahjong.md §1; rulings R-W1…R-W14, our P-W1…P-W3):

* 136 tiles (P-W1): "没有梅、兰、竹、菊、春、夏、秋、冬，合136张", 17 stacks of two in front of
  each seat. The seed says nothing of dice or the first dealer: as in Sichuan (P-S22) 东
  throws two dice for the first dealer, and the dealer one die for the break (seed 002's
  table). After a hand the deal stays with a winning dealer or after a 荒庄, else passes to
  the dealer's 下家 (R-W10): the ledger's ``next_dealer``; ``Game(dealer=…)`` deals the next.
* The deal is 13 tiles each, the dealer 14; then the dealer flips the next tile of the wall,
  an :class:`~widgets.engine.events.Indicator` event: it stays face up, out of play (R-W2),
  and the tile after it in the cycle is the 赖子 (:func:`~widgets.mahjong.wuhan.laizi`).
* On its turn a seat wins (自摸), kongs (暗杠 of four, 蓄杠 onto its 碰), plays out a 红中
  (红中杠, the action 'red_kong') or a 赖子 (赖子杠, 'wild_kong') — recorded as its Discard,
  which nobody may claim; with ``special_kong_draws_replacement`` (R-W1, default) a
  replacement from the back follows, else the play-out is the turn's discard — or discards.
  红中 and 赖子 are never plain discards; one kept in hand declines nothing (no Pass event).
* On a discard (P-W2): 胡 first, then 碰 or 冲杠, then 吃 (only the discarder's 下家: "吃 from
  上家"); within a kind, in turn order from the discarder. The first seat in that order that
  claims takes the tile: one winner only ("不存在一炮多响的情况，按出牌顺序判断谁先胡牌"). 红中
  and 赖子 are never claimed (the rules refuse them), and a win needs 开口.
* A 蓄杠 can be robbed (R-W12; 冲杠 and 暗杠 cannot): the first seat in turn order that robs
  wins, and the robbed seat pays all three shares (被抢杠人承担三家费用, the settlement).
* The last four tiles (R-W13, P-W3): "最后4张牌时，玩家只摸牌，不打出，不能杠". Once at most
  three tiles remain after a draw the seat may only win (海底捞) or keep the tile and let the
  next seat draw; a kong that would take its replacement from the last four is refused too.
  Nobody winning by the last tile is a 荒庄: End 'wall'.
* The hand ends at its one win (End 'done'); the settlement is :meth:`Wuhan.settle` on the
  events (R-W11), which derives every history flag.

A Win's situation records what the events show and the rules score: the indicator, the
winner's 红中杠 and 赖子杠 (``red_kongs``, ``wild_kongs``), the tiles left.

>>> g = WuhanGame("wuhan", 3)
>>> _ = g.advance()
>>> type(g.events[-1]).__name__, sum(g.ledger().net.values())
('End', 0)
>>> [e.type for e in g.events if e.type == "indicator"]
['indicator']
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from typing import Any

from ...engine.events import Claim, Discard, End, Indicator, Pass, Win
from ...engine.notation import Hand, format_hand, parse_tiles
from ...engine.results import Why
from ...engine.situation import Situation
from ...engine.tiles import parse_tile, tile_name
from ...mahjong.wuhan import RED, laizi
from ..choices import Action, Decision
from .claimed import ClaimMoves
from .decisions import labelled
from .play import Game
from .replay import Replay, ReplayError, reason, table_problems
from .state import SeatView, Table, TableState
from .wording import describe, seat_name, tiles_text, word
from .wuhan_seats import WUHAN_STRATEGY, choose_wuhan

WUHAN_TILES = tuple(f"{n}{s}" for s in "mpsz" for n in range(1, 10 if s != "z" else 8)
                    for _ in range(4))
STACKS_136 = (17, 17, 17, 17)  # P-W1: 68 stacks of two, 17 in front of each seat
SPECIAL_KONGS = ("red_kong", "wild_kong")  # the actions that play out 红中 or the 赖子
LAST_FOUR = 4  # R-W13: "最后4张牌时，玩家只摸牌，不打出，不能杠"

# the Wuhan words of the table, zh and en
WUHAN_WORDS: dict[str, tuple[str, str]] = {
    "red_kong": ("红中杠", "红中杠 (play out 红中)"),
    "wild_kong": ("赖子杠", "赖子杠 (play out the 赖子)"),
    "keep": ("不胡，留着", "keep it (no win)"),
    "haidi_prompt": ("海底：最后四张只摸不打，胡还是留着？",
                     "the last four tiles: draw only (海底); win, or keep it?"),
    "red_out": ("{seat} 红中杠：打出 {tile}", "{seat} plays out {tile}: 红中杠"),
    "wild_out": ("{seat} 赖子杠：打出 {tile}", "{seat} plays out the 赖子 {tile}: 赖子杠"),
    # why the hand ended, in 武汉's terms (the shared "enough players have won" is 血战's)
    "end_done": ("本局结束：有人胡了，武汉一家胡牌这一局就结束",
                 "the hand ends: a player has won, and in 武汉 the first win ends the hand"),
    "end_wall": ("本局结束：牌墙摸完，没有人胡（荒庄）",
                 "the hand ends: the wall is drawn out and nobody won (荒庄, a drawn hand)"),
}
REFUSE: dict[str, tuple[str, str]] = {
    "red_discard": ("红中不能当普通牌打：打出就是红中杠（种子：红中可以随时拿出来杠牌）",
                    "红中 is not a plain discard: playing it out is a 红中杠 (seed: "
                    "红中可以随时拿出来杠牌)"),
    "wild_discard": ("赖子不能当普通牌打：打出就是赖子杠（种子：打出赖子…算番）",
                     "the 赖子 is not a plain discard: playing it out is a 赖子杠 (seed: "
                     "打出赖子…算番)"),
    "last_four_kong": ("最后四张牌时不能杠：补牌会是最后四张之一 (R-W13)",
                       "no kong now: its replacement would be one of the last four tiles, "
                       "and in the last four nobody kongs (最后4张牌时…不能杠) (R-W13)"),
}


def played_out(e: Discard, wild: int | None, lang: str) -> str:
    """A 红中杠 or 赖子杠 in words (the record holds it as the seat's Discard).

    >>> played_out(Discard(1, "5z"), 3, "en")
    'South plays out Red 中: 红中杠'
    """
    key = "red_out" if parse_tile(e.tile) == RED else "wild_out"
    return WUHAN_WORDS[key][lang == "en"].format(seat=seat_name(e.seat, lang),
                                                 tile=tiles_text([e.tile], lang))


def _why(key: str) -> Why:
    zh, en = REFUSE[key]
    return Why(zh, en)


def _wuhan_act(kind: str, tile: str, key: str) -> Action:
    """An action with a Wuhan label (红中杠, 赖子杠, keep)."""
    zh, en = WUHAN_WORDS[key]
    if key == "keep":
        return Action(kind, (tile,), None, zh, en)
    return Action(kind, (tile,), None, f"{zh} {tiles_text([tile], 'zh')}",
                  f"{en}: {tiles_text([tile], 'en')}")


class WuhanTable(Table):
    """The table of a Wuhan hand: 136 tiles, the indicator out of play, 吃 melds, the 红中杠
    and 赖子杠 played out (their tiles lie in the player's river, claimed by nobody)."""

    total = len(WUHAN_TILES)

    def __init__(self, winners_stay: bool = False):
        super().__init__(winners_stay)
        self.indicator: int | None = None
        self.wild: int | None = None
        self.red_kongs = [0] * 4
        self.wild_kongs = [0] * 4
        self.last_four: list[int] = []  # seats that drew in the last four tiles (R-W13)

    @property
    def kept(self) -> set[int]:
        """Seats keeping a draw of the last four (14 tiles, off their turn)."""
        return {s for s in self.last_four if s != self.turn}

    def apply(self, e: Any) -> None:
        super().apply(e)
        if e.type == "discard" and parse_tile(e.tile) in (RED, self.wild):
            self.last = (played_out(e, self.wild, "zh"), played_out(e, self.wild, "en"))

    def _indicator(self, e: Indicator) -> None:
        self.indicator = parse_tile(e.tile)
        self.wild = laizi(self.indicator)
        self.front += 1

    def _discard(self, e: Discard) -> None:
        super()._discard(e)
        t = parse_tile(e.tile)
        if t == RED:
            self.red_kongs[e.seat] += 1
        elif t == self.wild:
            self.wild_kongs[e.seat] += 1

    def _draw(self, e: Any) -> None:
        super()._draw(e)
        if self.remaining < LAST_FOUR:
            self.last_four.append(e.seat)

    def count(self) -> int:
        """Every tile accounted for, the face-up indicator included (136)."""
        return super().count() + (self.indicator is not None)


class WuhanGame(ClaimMoves, Game, plays="wuhan"):
    """One hand of 武汉麻将 from ``seed`` (see the module's doc); the same API as
    :class:`~.play.Game`, and ``Game("wuhan", …)`` builds one."""

    all_tiles = WUHAN_TILES
    stacks = STACKS_136
    table_class = WuhanTable
    one_winner = True  # "不存在一炮多响的情况": the first win ends the hand
    strategy = WUHAN_STRATEGY
    own_choice = staticmethod(choose_wuhan)

    # ---- the deal: the indicator ------------------------------------------------------

    def _open(self, order: Any) -> None:
        """After the deal the dealer flips the indicator (R-W2), then takes the first turn."""
        self._emit(Indicator(self.dealer, self._flip()))
        super()._open(order)

    def _flip(self) -> str:
        return self.wall.draw()

    # ---- what a seat knows ------------------------------------------------------------

    def _situation(self, seat: int, self_drawn: bool, **flags: bool) -> Situation:
        t = self.table
        left = t.remaining
        return Situation(self_drawn=self_drawn, last_tile=self_drawn and left == 0,
                         dealer=seat == t.dealer, wall_remaining=left, indicator=t.indicator,
                         red_kongs=t.red_kongs[seat], wild_kongs=t.wild_kongs[seat], **flags)

    def _shape_waits(self, hand13: Hand) -> frozenset[int]:
        """The tiles that may complete the hand in some situation (海底捞's any pair
        included): a superset the rules then check (speed, not rules)."""
        key = (hand13.closed, hand13.melds, self.table.indicator)
        cache = self.__dict__.setdefault("_waits_memo", {})
        if key not in cache:
            wide = Situation(self_drawn=True, last_tile=True, wall_remaining=0,
                             indicator=self.table.indicator)
            after = self.rules.draw_shanten(hand13, wide)
            cache[key] = frozenset(t for t in self.rules.kinds if after(t) == -1)
        return cache[key]

    def _special(self, tile: int) -> bool:
        """红中 or the 赖子: played out as a kong, never discarded or claimed."""
        return tile == RED or tile == self.table.wild

    def _kong_needs_room(self, replacement: bool = True) -> Why | None:
        if replacement and self.table.remaining <= LAST_FOUR:
            return _why("last_four_kong")
        return None

    # ---- decisions --------------------------------------------------------------------

    def _build_turn(self, seat: int) -> Decision:
        ctx, t = self._ctx, self.table
        drawn, claimed = ctx["drawn"], ctx["claimed"]
        hand = t.hand(seat)
        options: list[Action] = []
        refused: list[tuple[Action, str]] = []
        if not claimed and drawn is not None:
            sit = self._situation(seat, True, after_kong=ctx["replacement"])
            ok, why = self._can_win(seat, hand.remove(drawn), drawn, sit)
            a = labelled("win", (tile_name(drawn),))
            if ok:
                options.append(a)
            elif drawn in self._shape_waits(hand.remove(drawn)) and self.rules.is_complete(
                    hand, sit):  # complete, but a rule refuses it (开口): shown with why
                refused.append((a, why))
        if not claimed and drawn is not None and t.remaining < LAST_FOUR:
            options.append(_wuhan_act("pass", tile_name(drawn), "keep"))  # 海底: draw only
            zh, en = WUHAN_WORDS["haidi_prompt"]
            return Decision(seat, "turn", tuple(options), tuple(refused), zh, en)
        kongs = [(k, "concealed") for k in sorted(set(hand.closed))
                 if hand.closed.count(k) == 4 and not self._special(k)]
        kongs += [(m.tiles[0], "added") for m in hand.melds
                  if m.kind == "pon" and m.tiles[0] in hand.closed]
        for k, _kind in kongs:
            a = labelled("kong", (tile_name(k),))
            why = self._kong_needs_room()
            options.append(a) if why is None else refused.append((a, why))
        draws = self.rules.options.special_kong_draws_replacement
        for k, key in ((RED, "red_kong"), (t.wild, "wild_kong")):
            if k is not None and k in hand.closed:
                a = _wuhan_act(key, tile_name(k), key)
                why = self._kong_needs_room(draws)
                options.append(a) if why is None else refused.append((a, why))
                refused.append((labelled("discard", (tile_name(k),)),
                                _why("red_discard" if k == RED else "wild_discard")))
        options += [labelled("discard", (tile_name(k),)) for k in sorted(set(hand.closed))
                    if not self._special(k)]
        return self._make(seat, "turn", options, refused)

    def _claim_options(self, seat: int, hand: Hand, tile: int, src: int
                       ) -> tuple[list[Action], list[tuple[Action, str]]]:
        """胡, 碰, 冲杠 and 吃 on ``src``'s discard, as the rules allow them; the refusals a
        learner should see (a win the shape allows but a rule refuses, a kong in the last
        four)."""
        options: list[Action] = []
        refused: list[tuple[Action, str]] = []
        sit = self._situation(seat, False)
        rel = (seat - src) % 4
        rules = self.rules
        if tile in self._shape_waits(hand):
            found, why = rules.claim_options("win", hand, tile, rel, sit)
            a = labelled("win", (tile_name(tile),))
            options.append(a) if found else refused.append((a, why.reason))
        have = hand.closed.count(tile)
        if have >= 2:
            found, why = rules.claim_options("pon", hand, tile, rel, sit)
            a = labelled("pon", (tile_name(tile),))
            options.append(a) if found else refused.append((a, why.reason))
        if have == 3:
            found, why = rules.claim_options("kong", hand, tile, rel, sit)
            a = labelled("kong", (tile_name(tile),))
            room = self._kong_needs_room()
            if found and room is None:
                options.append(a)
            else:
                refused.append((a, room if found else why.reason))
        if rel == 1:
            found, _why_chi = rules.claim_options("chi", hand, tile, rel, sit)
            for o in found:
                run = tuple(tile_name(x) for x in sorted(o.tiles))
                options.append(labelled("chi", run))
        return options, refused

    def _build_rob(self, seat: int) -> Decision:
        options = [labelled("win", (tile_name(self._ctx["tile"]),)), labelled("pass")]
        return self._make(seat, "rob", options, [])

    # ---- moves ------------------------------------------------------------------------

    def _do_turn(self, seat: int, action: Action) -> None:
        if action.kind == "pass":  # 海底: keep the tile; the next seat draws (R-W13)
            self._draw(self._next(seat))
            return
        tile = parse_tile(action.tiles[0])
        if action.kind in SPECIAL_KONGS:  # (a 红中 or 赖子 kept declines nothing: no Pass)
            self._emit(Discard(seat, tile_name(tile)))  # played out: nobody may claim it
            if self.rules.options.special_kong_draws_replacement:
                self._draw(seat, replacement=True)  # R-W1 reading (b)
            else:
                self._draw(self._next(seat))  # R-W1 reading (a): it was the turn's discard
            return
        if action.kind != "discard":
            super()._do_turn(seat, action)  # a win, or a kong (robbed or not)
            return
        self._emit(Discard(seat, tile_name(tile)))
        groups: dict[str, list[int]] = {"win": [], "pon": [], "chi": []}
        for s in self._order_from(seat):
            opts, _ = self._claim_options(s, self.table.hand(s), tile, seat)
            kinds = {a.kind for a in opts}
            if kinds:
                groups["win" if "win" in kinds else "pon" if kinds & {"pon", "kong"}
                       else "chi"].append(s)
        order = groups["win"] + groups["pon"] + groups["chi"]  # P-W2: 胡, then 碰/杠, then 吃
        if order:
            self._begin("claim", order, tile=tile, from_seat=seat, winners=set(groups["win"]))
        else:
            self._draw(self._next(seat))

    def _do_claim(self, seat: int, action: Action) -> None:
        self._answers[seat] = action
        if action.kind != "pass":
            self._queue = []  # P-W2: the first in priority order that claims takes the tile
        if self._queue:
            return
        tile, src = self._ctx["tile"], self._ctx["from_seat"]
        self._record_passes(tile, src)
        taker = next((s for s, a in self._answers.items() if a.kind != "pass"), None)
        if taker is None:
            self._draw(self._next(src))
            return
        a = self._answers[taker]
        name = tile_name(tile)
        if a.kind == "win":
            hand = self.table.hand(taker)
            self._emit(Win(taker, name, src, format_hand(hand.with_winning(tile)),
                           self._situation(taker, False).to_dict()))
            self._after_wins([taker])
        else:
            self._take_claim(taker, a, tile, src)

    def _do_rob(self, seat: int, action: Action) -> None:
        if action.kind == "win":
            self._queue = []  # one winner: the first in turn order that robs
        super()._do_rob(seat, action)

    def _after_wins(self, winners: list[int]) -> None:
        """One winner, and the hand is over ("不存在一炮多响的情况")."""
        self._end("done")

    # ---- the table ---------------------------------------------------------------------

    def _record_wild(self) -> int | None:
        """The 赖子 the record's indicator sets (None before the flip)."""
        flip = next((x for x in self.events if isinstance(x, Indicator)), None)
        return laizi(flip.tile) if flip is not None else None

    def special_kong(self, e: Any) -> bool:
        """Is ``e`` a 红中杠 or 赖子杠? The record holds them as Discards, yet they are kongs
        (R-W1): the table's "next key step" stops there."""
        return isinstance(e, Discard) and parse_tile(e.tile) in (RED, self._record_wild())

    def describe_event(self, e: Any, lang: str = "zh", secret: bool = False) -> str:
        """:func:`~.wording.describe`, and a 红中杠 or 赖子杠 named as one (the table's log)."""
        if self.special_kong(e):
            return played_out(e, self._record_wild(), lang)
        if isinstance(e, End) and f"end_{e.reason}" in WUHAN_WORDS:
            return WUHAN_WORDS[f"end_{e.reason}"][lang == "en"]
        return describe(e, lang, secret)

    def played_out(self, st: TableState) -> frozenset[str]:
        """The tiles a seat's river holds as kongs, not discards: 红中 and, once flipped, the
        赖子 (seed: "红中可以随时拿出来杠牌"; R-W1)."""
        return frozenset({tile_name(RED)} | ({st.wild} if st.wild else set()))

    def state(self, step: int | None = None) -> TableState:
        """As :meth:`Game.state`, with the indicator and the 赖子 once flipped."""
        st = super().state(step)
        n = len(self.events) if step is None else step
        flip = next((e for e in self.events[:n] if isinstance(e, Indicator)), None)
        if flip is None:
            return st
        return dataclasses.replace(st, indicator=flip.tile,
                                   wild=tile_name(laizi(flip.tile)))

    def _seat_view(self, table: Table, s: int) -> SeatView:
        """As :meth:`Game._seat_view`, the waits read with the 赖子 (R-W2: the indicator is
        seen)."""
        hand = table.hand(s)
        waits: tuple[str, ...] = ()
        if hand.size == 13 and not table.out[s]:
            sit = Situation(indicator=table.indicator)  # type: ignore[attr-defined]
            waits = tuple(tile_name(w.tile) for w in self.rules.waits(hand, situation=sit)
                          if not w.dead)
        return SeatView(s, format_hand(hand), tuple(table.river[s]), table.void[s],
                        tuple(table.wins[s]), table.out[s], table.given[s], table.received[s],
                        waits)


# ---- replays ------------------------------------------------------------------------------

class WuhanReplay(Replay, WuhanGame, replays="wuhan"):
    """A Wuhan record played through :class:`WuhanGame` (see :mod:`.replay`): the indicator
    is the record's, a Discard of 红中 or the 赖子 is its kong, a seat in the last four that
    does not win keeps its tile, and a 吃 is the run the record names."""

    def _flip(self) -> str:
        e = self.peek()
        if not isinstance(e, Indicator):
            expected = (f"{seat_name(self.dealer, 'zh')} 翻开赖子指示牌",
                        f"{seat_name(self.dealer, 'en')} flips the 赖子 indicator")
            raise self.refuse("rules", expected=expected)
        self.wall.take(e.tile, self.pos, e)
        self.wall.front += 1
        return e.tile

    def _turn_choice(self, d: Decision, name: tuple[str, str]) -> tuple[Action, int]:
        i = self.pos
        while i < len(self.record) and isinstance(self.record[i], Pass):
            i += 1
        e = self.record[i] if i < len(self.record) else None
        if any(a.kind == "pass" for a in d.options):  # the last four: a win, or keep it
            if isinstance(e, Win) and e.seat == d.seat:
                return Action("win", (e.tile,)), i
            return Action("pass"), i
        if isinstance(e, Discard) and e.seat == d.seat and self._special(parse_tile(e.tile)):
            return Action("red_kong" if e.tile == "5z" else "wild_kong", (e.tile,)), i
        return super()._turn_choice(d, name)

    def _recorded(self, d: Decision) -> tuple[Action, int]:
        action, i = super()._recorded(d)
        e = self.record[i] if i < len(self.record) else None
        if isinstance(e, Claim) and e.kind == "chi" and e.seat == d.seat:
            return Action("chi", tuple(e.run)), i
        return action, i


def wuhan_deck(hands: dict[int, str], indicator: str = "", draws: str = "",
               replacements: str = "", dealer: int = 0, seed: int = 0) -> list[str]:
    """The 136 tiles in drawing order for a prepared Wuhan deal (``Game("wuhan", …,
    tiles=deck)``, a teacher's scenario): seat ``s`` is dealt ``hands[s]`` (the dealer's 14th
    last), the dealer flips ``indicator``, the front of the wall gives ``draws`` in turn and
    the back ``replacements``; the rest is shuffled by ``seed``. ValueError names a fifth copy.

    >>> deck = wuhan_deck({0: "123456789m1234p5p"}, indicator="4s", draws="9s")
    >>> deck[:4], deck[53], deck[54], len(deck)
    (['1m', '2m', '3m', '4m'], '4s', '9s', 136)
    """
    want = {s: [tile_name(t) for t in parse_tiles(h)] for s, h in hands.items()}
    front = [tile_name(t) for t in parse_tiles(indicator + draws)] if indicator + draws else []
    back = [tile_name(t) for t in parse_tiles(replacements)] if replacements else []
    pool = list(WUHAN_TILES)
    for t in [t for h in want.values() for t in h] + front + back:
        if t not in pool:
            raise ValueError(f"{t}: more than four copies in the prepared deal")
        pool.remove(t)
    random.Random(seed).shuffle(pool)
    if not indicator:
        front.insert(0, pool.pop())
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
    deck += [want[s][12] for s in order] + [want[dealer][13]] + front
    tail: list[str | None] = [None] * (len(WUHAN_TILES) - len(deck))
    for k, t in enumerate(back):
        stack_from_end, level = divmod(k, 2)
        tail[len(tail) - 2 * (stack_from_end + 1) + level] = t
    deck += [t if t is not None else pool.pop() for t in tail]
    return deck


def check_wuhan(events: Any, **options: Any) -> list[Any]:
    """``events`` if a Wuhan hand could produce them; else :class:`ReplayError`."""
    return WuhanReplay("wuhan", list(events), **options).run()


def wuhan_problems(game: WuhanGame) -> list[str]:
    """Every problem of a Wuhan hand played by ``game`` (tests, benchmarks): a wall position
    taken twice, tiles taken that are not the deal, the indicator and the draws in order, and
    :func:`~.replay.table_problems` after each event (136 tiles, no fifth copy)."""
    out = []
    w = game.wall
    if len(set(w.dealt)) != len(w.dealt):
        out.append("a wall position taken twice")
    taken = [w.tiles[i] for i in w.dealt]
    shown = [tile_name(t) for e in game.events if e.type == "deal"
             for t in game.rules.hand(e.hand).closed]
    shown += [e.tile for e in game.events if e.type in ("indicator", "draw")]
    if Counter(taken) != Counter(shown) or len(taken) != len(shown):
        out.append("the tiles taken from the wall are not the deal, the indicator and draws")
    if Counter(taken) + Counter(w.tiles[i] for i in range(len(w.tiles)) if not w.taken[i]) \
            != Counter(WUHAN_TILES):
        out.append("the wall is not the 136 tiles")
    table = WuhanTable(game.stay)
    for e in game.events:
        table.apply(e)
        out += [f"step {table.step}: {p}" for p in table_problems(table)]
    return out


__all__ = ["WUHAN_STRATEGY", "WUHAN_TILES", "WUHAN_WORDS", "ReplayError", "WuhanGame",
           "WuhanReplay", "WuhanTable", "check_wuhan", "describe", "reason", "word",
           "wuhan_deck", "wuhan_problems"]
