"""Loading a replay: its events played through the same rules that play a hand (P-T5).

A saved hand (:func:`widgets.engine.events.to_json`) is only a list of events; the reader
checks each record's fields, not whether the hand could have happened. :func:`check` plays
the record through :class:`~.play.Game` itself, the wall replaced by one that hands out
the tiles the record's Deal and Draw events name (from the 108: a fifth copy is refused), the
dice by the record's dice, and every choice by the one the record shows. At each step the
events the game emits must be the record's own; the first that is not is refused with a
:class:`ReplayError` naming its number (1-based, as the table counts steps: event 41 is shown
at step 41) and why, in Chinese and English: a fifth copy drawn, a deal of the wrong size or a
second deal to a seat, an event out of turn, a choice the rules refuse (with the rules' own
reason), a Win whose hand the seat does not hold, a draw from an empty wall, anything after
the End.

P-T5 (our ruling; the seeds describe live play, not records): a record is accepted when the
rules could have produced it, event for event; it may stop anywhere (a hand saved before its
end): what it holds must be a hand's beginning. Events are numbered from 1, as the table's
steps (the reader's field errors count list positions from 0). What a record cannot show is
the order in which the dealer's 14 tiles were dealt, so a 天胡 may name any of them as its
winning tile.

:func:`table_problems` is the consistency check of a table (tests, benchmarks): no fifth copy
anywhere, every tile accounted for, every seat holding 13 tiles (14 on its turn);
:func:`game_problems` checks a played hand at every step, its wall included.

>>> from widgets.practice.table.play import simulate
>>> events = simulate("sichuan-xueliu", 3)
>>> check("sichuan-xueliu", events) == events
True
>>> from widgets.engine.events import Draw
>>> bad = events[:40] + [Draw(events[40].seat, "5z")] + events[41:]
>>> check("sichuan-xueliu", bad)
Traceback (most recent call last):
...
widgets.engine.replay_codec.ReplayError: event 41 (... draws Red 中): 5z is not one of this \
game's 108 tiles (1-9 m, p and s, four of each)

Imports only the engine and :mod:`widgets.practice.table.play`: no Jupyter.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from ...engine.events import (
    TYPES,
    Claim,
    Deal,
    Dice,
    Discard,
    Draw,
    End,
    Exchange,
    Indicator,
    Kong,
    Leave,
    Pass,
    Void,
    WallBreak,
    Win,
    event_to_dict,
)
from ...engine.notation import NotationError, format_hand, format_tiles, parse_hand
from ...engine.replay_codec import ReplayError
from ...engine.results import NotAllowed
from ...engine.tiles import parse_tile, tile_name
from ...engine.wall import break_point
from ...mahjong.xueliu import Why
from ..choices import Action, Decision
from .play import (
    ANY_VARIANT,
    EVENT_TEXT,
    Game,
    Table,
    describe,
    replay_class,
    seat_name,
    tiles_text,
)

# Why a record is refused, zh and en (fields in the reader's language: {seat}, {tile},
# {expected}, {held}, {n}, {why}).
REASONS: dict[str, tuple[str, str]] = {
    "fifth": ("{tile}四张都已发出或摸过，这会是第五张",
              "all four {tile} are already dealt or drawn: this would be a fifth"),
    "not_a_tile": ("{tile} 不是这副 108 张牌里的牌（万、筒、条 1-9 各四张）",
                   "{tile} is not one of this game's 108 tiles (1-9 m, p and s, four of each)"),
    "rules": ("按规则这时应是：{expected}", "by the rules the hand goes on with: {expected}"),
    "start": ("一局从庄家掷开牌骰开始（四川首局先由东掷两颗定庄骰），然后开牌、发牌",
              "a hand starts with the dealer's wall die (in Sichuan's first hand 东's two dealer "
              "dice come before it), then the wall break and the deal"),
    "deal_size": ("{seat}起手应是 {n} 张牌（庄家 14 张，其他 13 张），不带副露",
                  "{seat} is dealt {n} tiles (the dealer 14, the others 13), no melds"),
    "dealt_twice": ("{seat}已经起过手了：一局只发一次牌", "{seat} has already been dealt: one "
                    "deal a hand"),
    "turn": ("现在轮到{seat}：打牌、杠或胡", "it is {seat}'s turn: a discard, a kong or a win"),
    "exchange": ("接下来是{seat}换三张（同一门花色的三张）",
                 "next is {seat}'s 换三张 (three tiles of one suit)"),
    "void": ("接下来是{seat}定缺", "next is {seat}'s 定缺 (the void suit)"),
    "refused": ("规则不允许：{why}", "the rules refuse it: {why}"),
    "not_held": ("{seat}手里没有{tile}；可以：{choices}",
                 "{seat} does not hold {tile}; the choices: {choices}"),
    "not_a_choice": ("{seat}这时不能这样做；可以：{choices}",
                     "{seat} cannot do that now; the choices: {choices}"),
    "hand": ("{seat}手里没有这手牌；他的牌是 {held}",
             "{seat} does not hold this hand; they hold {held}"),
    "situation": ("胡牌的情形与牌桌不符：应是 {held}",
                  "the win's situation is not the table's: it is {held}"),
    "end_hands": ("结束时各家的牌与牌桌不符：应是 {held}",
                  "the hands at the end are not the table's: they are {held}"),
    "empty": ("牌墙已经摸完，这局结束", "the wall is drawn out: the hand is over"),
    "over": ("这局已经结束，后面不能再有事件", "the hand is already over: nothing comes after"),
    "redeal": ("四家换的都是同一门花色：这局作废重发 (R-M3)，记录不能这样接下去",
               "all four passed and received one suit: the hand is void and redealt (R-M3), "
               "so the record cannot go on like this"),
    "not_event": ("这不是一个事件", "this is not an event"),
}


def refused(index: int, event: Any, why: Why) -> ReplayError:
    """The engine's :class:`~widgets.engine.replay_codec.ReplayError` refusing a record at
    ``index`` (0-based; ``number`` is 1-based, the table's step): the event described and
    ``why``, in zh (``.zh``) and en (``str()``); :meth:`~ReplayError.say` gives either."""
    def text(lang: str) -> str:
        what = describe(event, lang) if type(event) in TYPES.values() else repr(event)
        if lang == "zh":
            return f"第 {index + 1} 个事件（{what}）：{why.zh}"
        return f"event {index + 1} ({what}): {why}"
    return ReplayError(Why(text("zh"), text("en")), index, event, why)


def reason(key: str, **fields: Any) -> Why:
    """The :data:`REASONS` text for ``key``; a field may be a (zh, en) pair or a Why."""
    def text(i: int) -> str:
        def pick(v: Any) -> str:
            if isinstance(v, Why):
                return v.say(("zh", "en")[i])
            return v[i] if isinstance(v, tuple) else str(v)
        return REASONS[key][i].format(**{k: pick(v) for k, v in fields.items()})
    return Why(text(0), text(1))


def _both(f: Any) -> tuple[str, str]:
    """A (zh, en) pair of ``f(lang)``."""
    return f("zh"), f("en")


class RecordEnds(Exception):
    """The record stops here (a hand saved before its end)."""


def _hand_key(text: str) -> str:
    return format_hand(parse_hand(text))


def _key(e: Any, left: bool = True) -> dict[str, Any]:
    """An event as compared: hands in canonical notation; ``left`` False drops a Draw's
    ``wall_remaining`` (optional in a record)."""
    d = event_to_dict(e)
    if "hand" in d:
        d["hand"] = _hand_key(d["hand"])
    if "hands" in d:
        d["hands"] = {s: _hand_key(h) for s, h in d["hands"].items()}
    if not left:
        d.pop("wall_remaining", None)
    return d


def _same(ours: Any, theirs: Any) -> bool:
    if type(ours) is not type(theirs):
        return False
    left = not isinstance(theirs, Draw) or theirs.wall_remaining is not None
    try:
        return _key(ours, left) == _key(theirs, left)
    except NotationError:
        return False


class _Wall:
    """A replay's wall: each draw is the tile the record's next Draw names, taken out of the
    108 (no fifth copy); only the counts at each end matter to the rules."""

    def __init__(self, game: Replay):
        self.game, self.front, self.back = game, 0, 0
        self.pool = Counter(game.all_tiles)

    @property
    def remaining(self) -> int:
        return len(self.game.all_tiles) - self.front - self.back

    def take(self, tile: str, index: int, event: Any) -> None:
        if tile not in self.pool:
            raise refused(index, event, reason("not_a_tile", tile=tile))
        if not self.pool[tile]:
            raise refused(index, event, reason("fifth", tile=_both(
                lambda lang: tiles_text([tile], lang))))
        self.pool[tile] -= 1

    def _next(self) -> str:
        g = self.game
        e = g.peek()
        if isinstance(e, Draw):
            self.take(e.tile, g.pos, e)
            return e.tile
        return next(t for t, n in self.pool.items() if n)  # the record differs: refused at emit

    def draw(self) -> str:
        tile = self._next()
        self.front += 1
        return tile

    def draw_back(self) -> str:
        tile = self._next()
        self.back += 1
        return tile


class _Dice:
    """The dice of a replay: the values the record's next Dice event shows."""

    def __init__(self, game: Replay):
        self.game = game

    def randint(self, a: int, b: int) -> int:
        e = self.game.peek()
        return e.values[0] if isinstance(e, Dice) and len(e.values) == 1 else a


class Replay(Game, replays=ANY_VARIANT):
    """A Game whose wall, dice and choices come from a record (see the module's doc)."""

    def __init__(self, variant: str, events: Sequence[Any], **options: Any):
        self.record, self.pos = list(events), 0
        for i, e in enumerate(self.record):
            if type(e) not in TYPES.values():
                raise refused(i, e, reason("not_event"))
        self._started = False
        super().__init__(variant, 0, dealer=0, **options)  # deals from the record (_deal)

    def peek(self) -> Any:
        if self.pos >= len(self.record):
            raise RecordEnds
        return self.record[self.pos]

    def refuse(self, key: str, index: int | None = None, **fields: Any) -> ReplayError:
        i = self.pos if index is None else index
        e = self.record[i]
        if isinstance(e, Deal) and self._started and key in ("turn", "rules"):
            key, fields = "dealt_twice", {"seat": _both(lambda lang: seat_name(e.seat, lang))}
        return refused(i, e, reason(key, **fields))

    def _emit(self, *events: Any) -> None:
        for e in events:
            got = self.peek()
            if not _same(e, got):
                raise self._mismatch(e, got)
            self.table.apply(got)
            self.events.append(got)
            self.pos += 1

    def _mismatch(self, ours: Any, got: Any) -> ReplayError:
        if isinstance(ours, End) and isinstance(got, Draw):
            return self.refuse("empty")
        if isinstance(got, Deal) and self._started:
            return self.refuse("dealt_twice", seat=_both(lambda lang: seat_name(got.seat, lang)))
        if isinstance(ours, Win) and isinstance(got, Win) and (ours.seat, ours.tile, ours.from_seat
                                                               ) == (got.seat, got.tile,
                                                                     got.from_seat):
            if _hand_key(ours.hand) != _hand_key(got.hand):
                return self.refuse("hand", seat=_both(lambda lang: seat_name(got.seat, lang)),
                                   held=ours.hand)
            return self.refuse("situation", held=str(ours.situation))
        if isinstance(ours, End) and isinstance(got, End) and ours.reason == got.reason:
            return self.refuse("end_hands", held=str(ours.hands))
        if isinstance(ours, Dice) and not self._started:
            return self.refuse("start")
        expected = _both(lambda lang: describe(ours, lang, secret=isinstance(ours, Draw)))
        return self.refuse("rules", expected=expected)

    # ---- the deal, from the record ------------------------------------------------------------

    def _deal(self) -> None:
        if self._started:  # R-M3 voided the exchange: a live game would have redealt
            raise self.refuse("redeal")
        self.events, self.table = [], self.table_class(self.stay)
        self.rng, self.wall = _Dice(self), _Wall(self)  # type: ignore[assignment]
        try:
            self._deal_from_record()
        except RecordEnds:
            self._queue, self._decision, self.phase = [], None, "turn"
            self._ctx, self._answers = {}, {}
            self._started = True

    def _deal_from_record(self) -> None:
        e = self.peek()
        if isinstance(e, Dice) and e.kind == "dealer":
            if self.dashiyou or len(e.values) != 2:  # 大师游: 东 deals first, no dice
                raise self.refuse("start")
            self.dealer = (sum(e.values) - 1) % 4  # P-S22, as first_dealer throws them
            self._emit(Dice(0, "dealer", e.values))
            e = self.peek()
        elif isinstance(e, Dice) and e.kind == "wall":
            self.dealer = e.seat  # a dealer given, or a prepared deck
        if not (isinstance(e, Dice) and e.kind == "wall" and len(e.values) == 1):
            raise self.refuse("start")
        die = e.values[0]
        self._emit(Dice(self.dealer, "wall", (die,)), WallBreak(*break_point(self.dealer, die)))
        order = [(self.dealer + k) % 4 for k in range(4)]
        for s in order:
            self._deal_one(s)
        self._started = True
        self._last_dealt = self._tianhu_tile()
        self._open(order)

    def _deal_one(self, seat: int) -> None:
        e = self.peek()
        n = 14 if seat == self.dealer else 13
        name = _both(lambda lang: seat_name(seat, lang))
        if isinstance(e, Deal) and any(isinstance(x, Deal) and x.seat == e.seat
                                       for x in self.events):
            raise self.refuse("dealt_twice", seat=_both(lambda lang: seat_name(e.seat, lang)))
        if not isinstance(e, Deal) or e.seat != seat:
            expected = _both(lambda lang: EVENT_TEXT["deal"][lang == "en"].format(
                seat=seat_name(seat, lang), n=n))
            raise self.refuse("rules", expected=expected)
        hand = parse_hand(e.hand)
        if hand.melds or hand.winning is not None or len(hand.closed) != n:
            raise self.refuse("deal_size", seat=name, n=n)
        for t in hand.closed:
            self.wall.take(tile_name(t), self.pos, e)
        self.wall.front += n
        self._emit(Deal(seat, format_tiles(sorted(hand.closed))))

    def _tianhu_tile(self) -> int:
        """The dealer's winning tile if the record's first play is the dealer's 天胡 (the deal
        does not say which tile was dealt last), else none."""
        for e in self.record[self.pos:]:
            if isinstance(e, Exchange | Dice | Void | Pass | Leave):
                continue
            if isinstance(e, Win) and e.seat == self.dealer and e.from_seat is None:
                return parse_tile(e.tile)
            break
        return -1

    # ---- the choices, from the record ---------------------------------------------------------

    def run(self) -> list[Any]:
        try:
            while True:
                self._leaves()
                d = self.current()
                if d is None:
                    break
                action, at = self._choice(d)
                self._take(d, action, at)
        except RecordEnds:
            return self.events
        if self.pos < len(self.record):
            raise self.refuse("over")
        return self.events

    def _leaves(self) -> None:
        while isinstance(self.peek(), Leave):
            if self.table.finished:
                raise self.refuse("over")
            try:
                self.leave(self.peek().seat)
            except NotAllowed as why:
                raise self.refuse("refused", why=_why(why)) from None

    def _choice(self, d: Decision) -> tuple[Action, int]:
        """The action the record shows for decision ``d`` and the index of its event. When
        the record stops before showing it, but after events this decision's outcome would
        emit (a record cut inside a 换三张 or a claim round), any legal choice plays on: the
        emitted events are then checked against what the record still holds."""
        try:
            return self._recorded(d)
        except RecordEnds:
            if self.pos >= len(self.record):
                raise
        if d.stage == "claim":
            return Action("pass"), self.pos
        discards = [a for a in d.options if a.kind == "discard"]
        return (discards[0] if discards else self.choose(d)), self.pos

    def _recorded(self, d: Decision) -> tuple[Action, int]:
        name = _both(lambda lang: seat_name(d.seat, lang))
        if self.phase == "exchange":
            i = self._find(lambda e: isinstance(e, Exchange) and e.seat == d.seat,
                           (Dice, Exchange))
            if i is None:
                raise self.refuse("exchange", seat=name)
            return Action("exchange", self.record[i].tiles), i
        if self.phase == "void":
            i = self._find(lambda e: isinstance(e, Void) and e.seat == d.seat, (Void,))
            if i is None:
                raise self.refuse("void", seat=name)
            return Action("void", suit=self.record[i].suit), i
        if self.phase == "turn":
            return self._turn_choice(d, name)
        tile, src = tile_name(self._ctx["tile"]), self._ctx.get("from_seat",
                                                                self._ctx.get("konger"))
        i = self._find(lambda e: getattr(e, "seat", None) == d.seat
                       and getattr(e, "tile", None) == tile and getattr(e, "from_seat", None)
                       == src and isinstance(e, Win | Claim | Kong), (Pass, Win))
        if i is None:
            return Action("pass"), self.pos
        e = self.record[i]
        kind = "win" if isinstance(e, Win) else "pon" if isinstance(e, Claim) else "kong"
        return Action(kind, (tile,)), i

    def _turn_choice(self, d: Decision, name: tuple[str, str]) -> tuple[Action, int]:
        i = self.pos
        while i < len(self.record) and isinstance(self.record[i], Pass | Leave):
            i += 1
        if i == len(self.record):
            raise RecordEnds
        e, s = self.record[i], d.seat
        if isinstance(e, Discard) and e.seat == s:
            return Action("discard", (e.tile,)), i
        if isinstance(e, Kong) and e.seat == s and e.kind != "direct":
            return Action("kong", (e.tile,)), i
        if isinstance(e, Win) and e.seat == s and e.from_seat is None:
            return Action("win", (e.tile,)), i
        if isinstance(e, Win) and e.from_seat == s and e.situation.get("robbing_kong"):
            return Action("kong", (e.tile,)), i  # robbed: the kong itself is not recorded
        raise self.refuse("turn", i, seat=name)

    def _find(self, want: Any, through: tuple[type, ...]) -> int | None:
        """The index of the first event ``want`` accepts, from ``pos`` on, among the events
        of the types ``through`` (and Leave) and the one after them; RecordEnds if the record
        stops first."""
        for i in range(self.pos, len(self.record)):
            e = self.record[i]
            if want(e):
                return i
            if not isinstance(e, through + (Leave,)):
                return None
        raise RecordEnds

    def _take(self, d: Decision, action: Action, at: int) -> None:
        if d.stage == "exchange":
            try:
                action = self._check(d, action)
            except NotAllowed as why:
                raise self.refuse("refused", at, why=_why(why)) from None
        else:
            for a, reason in d.refused:
                if isinstance(a, Action) and _matches(a, action) \
                        and not any(_matches(o, action) for o in d.options):  # mahjong's: Actions
                    raise self.refuse("refused", at, why=_why(reason))
            option = next((o for o in d.options if _matches(o, action)), None)
            if option is None:
                choices = _both(lambda lang: "、".join(
                    o.label_zh for o in d.options) if lang == "zh" else ", ".join(
                    o.label_en for o in d.options))
                seat = _both(lambda lang: seat_name(d.seat, lang))
                held = self.table.hand(d.seat).concealed
                if d.stage == "turn" and action.kind in ("discard", "kong") and action.tiles \
                        and parse_tile(action.tiles[0]) not in held:
                    tile = _both(lambda lang: tiles_text(action.tiles[:1], lang))
                    raise self.refuse("not_held", at, choices=choices, seat=seat, tile=tile)
                raise self.refuse("not_a_choice", at, choices=choices, seat=seat)
            action = option
        self._run(d, action)


def _matches(option: Action, action: Action) -> bool:
    return option.kind == action.kind and (not action.tiles or option.tiles == action.tiles) and (
        action.suit is None or option.suit == action.suit)


def _why(err: Exception | str) -> Why:
    text = err.args[0] if isinstance(err, Exception) and err.args else err
    if isinstance(text, Why):
        return text
    return Why(str(text), str(text))


def check(variant: str, events: Sequence[Any], **options: Any) -> list[Any]:
    """``events`` if a hand of ``variant`` under ``options`` could produce them (or begin
    with them); else :class:`ReplayError` at the first event that could not happen. A variant
    with its own Game replays through its own rules (:func:`~.play.replay_class`)."""
    return replay_class(variant)(variant, events, **options).run()


# ---- the consistency of a table --------------------------------------------------------------

def table_problems(table: Table) -> list[str]:
    """Why ``table`` could not be a real table (empty: it could): a tile held, melded, in a
    river or won more than four times, tiles not adding up to the 108, a seat whose hand is
    not 13 tiles (14 on its turn; a kong counts three), outside a 换三张 in progress."""
    out = []
    seen: Counter[int] = Counter()
    for s in range(4):
        seen.update(table.hand(s).all_tiles())
        seen.update(parse_tile(t) for t in table.river[s])
    seen.update(parse_tile(t) for t in table.taken)
    out += [f"{tile_name(t)} is out {n} times" for t, n in sorted(seen.items()) if n > 4]
    if table.remaining < 0 or table.count() != table.total:
        out.append(f"{table.count()} tiles are accounted for, not {table.total}")
    if len(table.exchange) % 4 == 0:
        sizes = [table.hand(s).size for s in range(4)]
        # 武汉's last four tiles: a seat that cannot win keeps its draw (R-W13)
        if any(n not in (0, 13, 14) for n in sizes) or sizes.count(14) > 1 + len(
                getattr(table, "kept", ())):
            out.append(f"the seats hold {sizes} tiles")
    return out


def game_problems(game: Game) -> list[str]:
    """Every problem of a hand played by ``game`` (its wall included), at every step: a wall
    position dealt twice, a deal that is not the wall's first 53 tiles, draws that are not the
    tiles the wall gave, and :func:`table_problems` after each event (tests, benchmarks). A
    variant with a deal of its own audits it itself (``audit``: 双人's two seats and 补花)."""
    own = getattr(type(game), "audit", None)
    if own is not None:
        return own(game)
    out = []
    w = game.wall
    if len(set(w.dealt)) != len(w.dealt):
        out.append("a wall position dealt twice")
    drawn = [w.tiles[i] for i in w.dealt]
    deals = [tile_name(t) for e in game.events if isinstance(e, Deal)
             for t in parse_hand(e.hand).closed]
    if Counter(drawn[:53]) != Counter(deals) or len(deals) != 53:
        out.append("the deal is not the wall's first 53 tiles")
    if drawn[53:] != [e.tile for e in game.events if isinstance(e, Draw | Indicator)]:
        out.append("the draws are not the tiles the wall gave")  # 武汉's indicator is one
    table = game.table_class(game.stay)
    for e in game.events:
        table.apply(e)
        out += [f"step {table.step}: {p}" for p in table_problems(table)]
    return out
