"""A hand played out: the table, whose turn it is, what the human seat must decide, and four
automatic seats (血流成河 ×2, and 血战到底).

Contract (shared with the table widget): :class:`Action`, :class:`Decision`, :class:`SeatView`,
:class:`TableState`, :class:`Game` and :func:`simulate`; names may gain fields, none is renamed
or removed without a note here. Changes so far: :func:`describe` takes a language and
returns one line (it returned a (zh, en) pair), seats named by their winds as the table shows
them (:func:`seat_name`), never P0–P3; ``Game(dealer=None)`` is now the default: the variant's
own first dealer (P-S22). Additions: :func:`seat_name`, :func:`word`, :func:`tiles_text`,
:data:`REFUSALS` (every refusal is a :class:`~widgets.engine.results.Why`, English with its
Chinese in ``.zh``), :func:`first_dealer`; ``TableState.last_en``;
``Game.current()`` (the decision the table waits for, whichever seat); ``Game(...,
tiles=deck_for({...}))`` deals a prepared hand (lessons, tests); ``Game.voided`` keeps the
events of hands voided by R-M3 before the redeal; :func:`choose` is the automatic seats'
choice (a "hint" for the learner); ``Game.leave(seat)`` (逃跑: the system plays on for the
seat); :data:`PLAYABLE` lists the variants.

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

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.events import (
    Claim,
    Deal,
    Dice,
    Discard,
    Draw,
    End,
    Exchange,
    Kong,
    Leave,
    Pass,
    Void,
    WallBreak,
    Win,
    as_events,
)
from ..engine.ledger import SYSTEM, Ledger
from ..engine.notation import Hand, Meld, format_hand, format_tiles, parse_hand, parse_tiles
from ..engine.results import NotAllowed
from ..engine.rules import REGISTRY, MahjongRules
from ..engine.situation import Situation
from ..engine.tiles import parse_tile, suit_of, tile_name, tile_zh
from ..engine.wall import Wall, WallView, roll
from ..engine.wall import view as wall_view
from ..mahjong.xueliu import (
    Why,
    check_exchange,
    eligible_suits,
    exchange_is_void,
    exchange_receiver,
    suit_counts,
    timeout_choice,
    usefulness,
)

STRATEGY_DOC = """\
The automatic seats play a simple, documented strategy (the same for every variant):

1. 换三张 (exchange): the seed's timeout choice — the eligible suit (three or more tiles) with
   the fewest tiles; of that suit, the three least connected tiles (P-M2).
2. 定缺 (void, 大师游): the suit with the fewest tiles (ties: 万 before 筒 before 条); its
   tiles go first. In Sichuan, while the hand still holds three suits, the seat sheds the
   shortest suit that no meld uses (缺一门).
3. Win whenever a win is allowed (自摸, on a discard, robbing a kong).
4. Discard: the tile that leaves the lowest shanten (向听); ties go to the tile least
   connected to the others (fewest copies and neighbours), then the outer number.
5. 碰/杠 when it does not raise the shanten; never a kong the rules refuse.
"""


@dataclass(frozen=True)
class Action:
    """One choice a seat can make: 'exchange' (three tiles), 'void' (a suit), 'discard' (a
    tile), 'pon', 'kong' (a tile), 'win', 'pass'."""

    kind: str
    tiles: tuple[str, ...] = ()
    suit: str | None = None
    label_zh: str = ""
    label_en: str = ""


@dataclass(frozen=True)
class Decision:
    """What the human seat must decide now: ``kind`` 'exchange', 'void', 'turn' (after a
    draw or a claim: discard / kong / win) or 'claim' (on another seat's discard)."""

    seat: int
    kind: str
    options: tuple[Action, ...]
    refused: tuple[tuple[Action, str], ...] = ()
    prompt_zh: str = ""
    prompt_en: str = ""


@dataclass(frozen=True)
class SeatView:
    """One seat at the table: its hand in notation (concealed tiles and melds, no +tile)."""

    seat: int
    hand: str
    discards: tuple[str, ...]
    void: str | None
    wins: tuple[str, ...]
    out: bool
    given: tuple[str, ...] = ()
    received: tuple[str, ...] = ()
    ready_waits: tuple[str, ...] = ()


@dataclass(frozen=True)
class TableState:
    """The table after the first ``step`` events."""

    step: int
    variant: str
    dealer: int
    seats: tuple[SeatView, SeatView, SeatView, SeatView]
    wall_remaining: int
    wall: WallView | None
    exchange: tuple[tuple[int, int], ...]
    dice: dict[str, tuple[int, ...]]
    turn: int | None
    last: str
    net: dict[int, int]
    finished: bool
    last_en: str = ""



# ---- the table, derived from the events ---------------------------------------------------

PLAYABLE = ("sichuan-xueliu", "dashiyou-xueliu", "sichuan-xuezhan")
ALL_TILES = tuple(f"{n}{s}" for s in "mps" for n in range(1, 10) for _ in range(4))
# The words of the table, zh and en: one place for how seats, events, actions and prompts read
# (the table widget shows them as they are). Seats are named by their winds in the first
# dealer's order: seat 0 is 东 and play runs 东 → 南 → 西 → 北, each the 下家 of the one before.
SEAT_NAMES = {"zh": ("东", "南", "西", "北"), "en": ("East", "South", "West", "North")}
WORDS: dict[str, tuple[str, str]] = {
    # actions (a Decision's options) and meld / kong kinds (events)
    "exchange": ("换三张", "give"), "void": ("定缺", "void"), "discard": ("打", "discard"),
    "pon": ("碰", "pon"), "kong": ("杠", "kong"), "win": ("胡", "win"), "pass": ("过", "pass"),
    "direct": ("直杠", "direct kong"), "added": ("补杠", "added kong"),
    "concealed": ("暗杠", "concealed kong"), "draw": ("摸牌", "draw"),
    # the dice, the end of a hand
    "dice_wall": ("开牌骰", "wall die"), "dice_exchange": ("换牌骰", "exchange die"),
    "dice_dealer": ("定庄骰", "dealer dice"),
    "end_wall": ("牌墙摸完", "the wall is drawn out"),
    "end_done": ("胡够了", "enough players have won"),
}
# one line per event type (fields: seat, tile, tiles, to, from, kind …)
EVENT_TEXT: dict[str, tuple[str, str]] = {
    "deal": ("{seat} 起手 {n} 张", "{seat} is dealt {n} tiles"),
    "draw": ("{seat} 摸 {tile}", "{seat} draws {tile}"),
    "draw_kong": ("{seat} 杠后补 {tile}", "{seat} draws {tile} after a kong"),
    "draw_secret": ("{seat} 摸牌", "{seat} draws a tile"),
    "draw_kong_secret": ("{seat} 杠后补牌", "{seat} draws a tile after a kong"),
    "discard": ("{seat} 打 {tile}", "{seat} discards {tile}"),
    "claim": ("{seat} {kind} {from} 的 {tile}", "{seat} {kind}s {tile} from {from}"),
    "kong": ("{seat} {kind} {tile}", "{seat}: {kind} of {tile}"),
    "win": ("{seat} 胡 {tile}（{how}）", "{seat} wins on {tile} ({how})"),
    "self_drawn": ("自摸", "self-drawn"),
    "from": ("{from} 点炮", "from {from}'s discard"),
    "robbed": ("抢 {from} 的杠", "robbing {from}'s kong"),
    "exchange": ("{seat} 换给 {to}：{tiles}", "{seat} passes {tiles} to {to}"),
    "exchange_secret": ("{seat} 换给 {to} 三张", "{seat} passes three tiles to {to}"),
    "dice": ("{seat} 掷{kind}：{values}", "{seat} throws the {kind}: {values}"),
    "wallbreak": ("{seat} 面前跳过 {n} 墩开牌",
                  "the wall breaks in front of {seat}, {n} stacks skipped"),
    "void": ("{seat} 定缺 {suit}", "{seat} declares {suit} void (定缺)"),
    "pass": ("{seat} 不要 {tile}（{kinds}）", "{seat} passes on {tile} ({kinds})"),
    "pass_own": ("{seat} 不{kinds}，留着 {tile}", "{seat} declines to {kinds} with {tile}"),
    "leave": ("{seat} 离开", "{seat} leaves"),
    "end": ("本局结束：{reason}", "the hand ends: {reason}"),
}
SUIT_WORDS = {"m": ("万", "characters 万"), "p": ("筒", "dots 筒"), "s": ("条", "bamboo 条")}


def _lang(lang: str) -> int:
    if lang not in ("zh", "en"):
        raise ValueError(f"lang is 'zh' or 'en', not {lang!r}")
    return 0 if lang == "zh" else 1


def seat_name(seat: int, lang: str = "zh") -> str:
    """A seat's name, its wind in the first dealer's order; the system (a left seat's refund,
    P-S13) is 系统.

    >>> seat_name(1), seat_name(3, "en")
    ('南', 'North')
    """
    i = _lang(lang)
    if seat == SYSTEM:
        return ("系统", "system")[i]
    if isinstance(seat, bool) or seat not in range(4):
        raise ValueError(f"a seat is 0-3, not {seat!r}")
    return SEAT_NAMES[lang][seat]


def word(key: str, lang: str = "zh") -> str:
    """An action's, a kind's or a suit's name in ``lang`` (:data:`WORDS`, :data:`SUIT_WORDS`).

    >>> word("concealed"), word("p", "en")
    ('暗杠', 'dots 筒')
    """
    pair = WORDS.get(key) or SUIT_WORDS.get(key)
    if pair is None:
        raise ValueError(f"no word for {key!r}")
    return pair[_lang(lang)]


def tiles_text(tiles: Sequence[str], lang: str = "zh") -> str:
    """Tiles as a learner reads them: 一万 五筒 in zh, 1m 5p in en."""
    zh = _lang(lang) == 0
    return " ".join(tile_zh(parse_tile(t)) if zh else t for t in tiles)


def describe(event: Any, lang: str = "zh", secret: bool = False) -> str:
    """One line about an event in ``lang``, seats named as the table shows them; ``secret``
    leaves out the tiles a player at a real table would not see (another seat's draw, the
    tiles two others exchange).

    >>> describe(Discard(2, "5p")), describe(Discard(2, "5p"), "en")
    ('西 打 五筒', 'West discards 5p')
    >>> describe(Exchange(0, ("1m", "2m", "3m"), 3))
    '东 换给 北：一万 二万 三万'
    >>> describe(Draw(1, "5p"), "en", secret=True)
    'South draws a tile'
    """
    i = _lang(lang)
    hide = "_secret" if secret else ""

    def text(key: str, **more: Any) -> str:
        return EVENT_TEXT[key][i].format(**(f | more))

    f: dict[str, Any] = {}
    if hasattr(event, "seat"):
        f["seat"] = seat_name(event.seat, lang)
    if getattr(event, "tile", None) is not None:
        f["tile"] = tiles_text([event.tile], lang)
    if getattr(event, "from_seat", None) is not None:
        f["from"] = seat_name(event.from_seat, lang)
    match event:
        case Deal():
            return text("deal", n=parse_hand(event.hand).size)
        case Draw():
            return text(("draw_kong" if event.replacement else "draw") + hide)
        case Discard():
            return text("discard")
        case Claim() | Kong():
            return text(event.type, kind=word(event.kind, lang))
        case Win():
            how = ("self_drawn" if event.from_seat is None else
                   "robbed" if event.situation.get("robbing_kong") else "from")
            return text("win", how=text(how))
        case Exchange():
            return text("exchange" + hide, to=seat_name(event.to_seat, lang),
                        tiles=tiles_text(event.tiles, lang))
        case Dice():
            return text("dice", kind=word(f"dice_{event.kind}", lang),
                        values=" ".join(map(str, event.values)))
        case WallBreak():
            return text("wallbreak", n=event.stacks)
        case Void():
            return text("void", suit=word(event.suit, lang))
        case Pass():
            kinds = ("、", " or ")[i].join(word(k, lang) for k in event.kinds)
            return text("pass" if event.from_seat is not None else "pass_own", kinds=kinds)
        case Leave():
            return text("leave")
        case End():
            return text("end", reason=word(f"end_{event.reason}", lang))
    return type(event).__name__  # a later schema's event: its name at least


class Table:
    """The table after some events: hands, melds, rivers, wins, the wall's two ends. Built
    only by :meth:`apply`, so a live hand and a replay are the same thing."""

    def __init__(self, winners_stay: bool = True):
        self.stay = winners_stay
        self.closed: list[list[int]] = [[] for _ in range(4)]
        self.melds: list[list[Meld]] = [[] for _ in range(4)]
        self.river: list[list[str]] = [[] for _ in range(4)]
        self.wins: list[list[str]] = [[] for _ in range(4)]
        self.void: list[str | None] = [None] * 4
        self.given: list[tuple[str, ...]] = [()] * 4
        self.received: list[tuple[str, ...]] = [()] * 4
        self.out = [False] * 4
        self.dice: dict[str, tuple[int, ...]] = {}
        self.wall_break: tuple[int, int] | None = None
        self.front = self.back = 0
        self.exchange: list[tuple[int, int]] = []
        self.dealer: int | None = None
        self.turn: int | None = None
        self.taken: list[str] = []      # tiles won (once per discard, however many winners)
        self.step = 0
        self.last = ("", "")
        self.finished = False
        self.prev: Any = None
        self.opened = False             # a 碰/杠/胡 happened: no more 天胡/地胡
        self.draws = [0] * 4
        self.discards = 0
        self.hot: int | None = None     # a seat that just konged (杠上炮 on its next discard)
        self.kong_discard = False       # the last discard came right after its seat's kong

    @property
    def remaining(self) -> int:
        return len(ALL_TILES) - self.front - self.back

    def hand(self, seat: int) -> Hand:
        return Hand(tuple(sorted(self.closed[seat])), tuple(self.melds[seat]))

    def apply(self, e: Any) -> None:
        getattr(self, "_" + e.type)(e)
        if not (e.type in ("draw", "pass") and self.hot == e.seat):
            self.hot = e.seat if e.type == "kong" else None
        self.prev, self.step, self.last = e, self.step + 1, (describe(e), describe(e, "en"))

    def _deal(self, e: Deal) -> None:
        hand = parse_hand(e.hand)
        self.closed[e.seat] = list(hand.closed)
        self.front += len(hand.closed)
        if len(hand.closed) == 14:
            self.dealer = self.turn = e.seat

    def _dice(self, e: Dice) -> None:
        self.dice[e.kind] = e.values

    def _wallbreak(self, e: WallBreak) -> None:
        self.wall_break = (e.seat, e.stacks)

    def _exchange(self, e: Exchange) -> None:
        for t in e.tiles:
            self.closed[e.seat].remove(parse_tile(t))
            self.closed[e.to_seat].append(parse_tile(t))
        self.given[e.seat], self.received[e.to_seat] = e.tiles, e.tiles
        self.exchange.append((e.seat, e.to_seat))

    def _void(self, e: Void) -> None:
        self.void[e.seat] = e.suit

    def _draw(self, e: Draw) -> None:
        self.closed[e.seat].append(parse_tile(e.tile))
        if e.replacement:
            self.back += 1
        else:
            self.front += 1
        self.turn = e.seat
        self.draws[e.seat] += 1

    def _discard(self, e: Discard) -> None:
        self.closed[e.seat].remove(parse_tile(e.tile))
        self.river[e.seat].append(e.tile)
        self.turn, self.discards = e.seat, self.discards + 1
        self.kong_discard = self.hot == e.seat

    def _take_discard(self, from_seat: int, tile: str) -> None:
        if not self.river[from_seat] or self.river[from_seat][-1] != tile:
            raise ValueError(f"{tile} is not the last discard of {seat_name(from_seat, 'en')}")
        self.river[from_seat].pop()

    def _claim(self, e: Claim) -> None:
        t = parse_tile(e.tile)
        self._take_discard(e.from_seat, e.tile)
        for _ in range(2):
            self.closed[e.seat].remove(t)
        self.melds[e.seat].append(Meld((t,) * 3, source=(e.seat - e.from_seat) % 4))
        self.turn, self.opened = e.seat, True

    def _kong(self, e: Kong) -> None:
        t = parse_tile(e.tile)
        if e.kind == "direct":
            self._take_discard(e.from_seat, e.tile)
            for _ in range(3):
                self.closed[e.seat].remove(t)
            self.melds[e.seat].append(Meld((t,) * 4, source=(e.seat - e.from_seat) % 4))
        elif e.kind == "added":
            k = next(i for i, m in enumerate(self.melds[e.seat])
                     if m.kind == "pon" and m.tiles[0] == t)
            self.closed[e.seat].remove(t)
            self.melds[e.seat][k] = Meld((t,) * 4, added=True, source=self.melds[e.seat][k].source)
        else:
            for _ in range(4):
                self.closed[e.seat].remove(t)
            self.melds[e.seat].append(Meld((t,) * 4, concealed=True))
        self.turn, self.opened = e.seat, True

    def _win(self, e: Win) -> None:
        same = (isinstance(self.prev, Win) and e.from_seat is not None
                and (self.prev.from_seat, self.prev.tile) == (e.from_seat, e.tile))
        if e.from_seat is None:
            self.closed[e.seat].remove(parse_tile(e.tile))
            self.taken.append(e.tile)
        elif not same:  # 一炮多响: one physical tile, however many win on it
            if e.situation.get("robbing_kong"):
                self.closed[e.from_seat].remove(parse_tile(e.tile))
            else:
                self._take_discard(e.from_seat, e.tile)
            self.taken.append(e.tile)
        self.wins[e.seat].append(e.tile)
        self.out[e.seat] = not self.stay
        self.turn, self.opened = e.seat, True

    def _pass(self, e: Pass) -> None:
        pass

    def _leave(self, e: Leave) -> None:
        pass

    def _end(self, e: End) -> None:
        self.finished, self.turn = True, None

    def count(self) -> int:
        """Every tile accounted for: hands, melds, rivers, won tiles and the wall (108)."""
        held = sum(len(c) for c in self.closed) + sum(len(m.tiles) for ms in self.melds
                                                       for m in ms)
        return held + sum(map(len, self.river)) + len(self.taken) + self.remaining


# ---- the game ---------------------------------------------------------------------------------

def _name(t: int) -> str:
    return tile_name(t)


def _act(kind: str, tiles: Sequence[str] = (), suit: str | None = None) -> Action:
    def label(lang: str) -> str:
        what = tiles_text(tiles, lang) if tiles else word(suit, lang) if suit else ""
        return f"{word(kind, lang)} {what}".strip()
    return Action(kind, tuple(tiles), suit, label("zh"), label("en"))


PROMPTS = {"exchange": ("选三张同花色的牌换出", "choose three tiles of one suit to pass"),
           "void": ("定缺：选一门花色打缺", "choose the suit to void (定缺)"),
           "turn": ("出牌（或杠、胡）", "discard (or kong, or win)"),
           "claim": ("{event}：碰、杠、胡，还是过？", "{event}: claim it, or pass?"),
           "rob": ("{event}：抢杠胡，还是过？", "{event}: rob the kong, or pass?")}
# Why a choice is refused, zh and en, each ending with the seed's words or the ruling id
# (fields: {suit}, {tile} in the reader's language).
REFUSALS: dict[str, tuple[str, str]] = {
    "void_win": ("定缺：手里还有缺门{suit}，不能胡 (P-M1)",
                 "定缺: no win while holding your void suit {suit} (P-M1)"),
    "no_win": ("{tile} 不能成胡", "{tile} does not complete the hand"),
    "last_tile_kong": ("剩余最后一张牌时不可以杠牌 (R-S14)",
                       "no kong while one tile remains (剩余最后一张牌时不可以杠牌) (R-S14)"),
    "empty_wall_kong": ("牌墙已空，杠后无牌可补，不能杠",
                        "no kong: the wall is empty, there is no replacement to draw"),
    "void_kong": ("定缺：不能杠缺门{suit} (P-M1)", "定缺: no kong of your void suit {suit} (P-M1)"),
    "void_pon": ("定缺：不能碰缺门{suit} (P-M1)", "定缺: no 碰 of your void suit {suit} (P-M1)"),
    "void_first": ("定缺：先打缺门{suit} (P-M1)",
                   "定缺: discard your void suit {suit} first (P-M1)"),
    "winner_kong_drawn": ("胡牌后不能换张：暗杠的第四张必须是刚摸的牌 (R-S11)",
                          "after a win the kong's fourth tile must be the one just drawn: a "
                          "winner may not change their hand (R-S11)"),
    "winner_discard": ("胡牌后不能换张：只能打出刚摸的{tile} (R-S11)",
                       "a winner may not change their hand: discard the tile just drawn, "
                       "{tile} (不能换张) (R-S11)"),
    "winner_pon": ("胡牌后不能换张：不能碰 (R-S11)",
                   "a winner may not change their hand: no 碰 after a win (R-S11)"),
    "compulsory": ("最后四张自动胡牌：能胡必须胡 (R-S13)",
                   "in the last four tiles a possible win is compulsory (最后四张自动胡牌) "
                   "(R-S13)"),
    "too_few": ("{suit}不足三张，不能选 (手牌中同一花色的牌不足三張，不能選擇)",
                "{suit}: fewer than three tiles (手牌中同一花色的牌不足三張，不能選擇)"),
}


def refusal(key: str, *, tile: int | None = None, suit: str | None = None) -> Why:
    """The reason :data:`REFUSALS` gives for ``key``, in both languages.

    >>> refusal("void_first", suit="m").zh
    '定缺：先打缺门万 (P-M1)'
    """
    def text(lang: str) -> str:
        fields = {"tile": tiles_text([_name(tile)], lang) if tile is not None else "",
                  "suit": word(suit, lang) if suit is not None else ""}
        return REFUSALS[key][_lang(lang)].format(**fields)
    return Why(text("zh"), text("en"))


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


class Game:
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

    def __init__(self, variant: str, seed: int, *, human: int | None = None,
                 dealer: int | None = None, tiles: Sequence[str] | None = None,
                 **options: Any):
        if variant not in PLAYABLE:
            raise ValueError(f"Game plays {', '.join(PLAYABLE)}, not {variant!r}")
        if type(seed) is not int:
            raise ValueError(f"the seed is a whole number, not {seed!r}")
        if human is not None and (type(human) is not int or human not in range(4)):
            raise ValueError(f"human is a seat 0-3 or None, not {human!r}")
        if dealer is not None and (type(dealer) is not int or dealer not in range(4)):
            raise ValueError(f"dealer is a seat 0-3 or None (the variant's rule), not {dealer!r}")
        self.variant, self.seed, self.human = variant, seed, human
        self.rules = REGISTRY[variant](**options)
        self.options = dict(options)
        self.stay = bool(getattr(self.rules, "winners_stay", False))
        self.dashiyou = variant == "dashiyou-xueliu"
        self.replay = False
        self.rng = random.Random(seed)
        self._dealer_dice: tuple[int, ...] = ()
        if dealer is None and tiles is None:
            dealer, self._dealer_dice = first_dealer(variant, self.rng)
        self.dealer = dealer or 0  # a prepared deck says who deals: deck_for(dealer=…), 0
        self.voided: list[list[Any]] = []   # hands voided by R-M3, then redealt
        if tiles is not None:
            tiles = list(tiles)
            if sorted(tiles) != sorted(ALL_TILES):
                raise ValueError("tiles must be the 108 tiles (1-9 m p s, four each) in drawing "
                                 "order; see deck_for()")
        self._tiles = tiles
        self._deal()

    # ---- setting up ---------------------------------------------------------------------

    def _deal(self) -> None:
        self.events: list[Any] = []
        self.table = Table(self.stay)
        # P-S19: seed 000 does not describe the wall or the deal (R-S17: the usual 13/14); every
        # variant here uses 大師游's wall (13/14 stacks) and its one-die break (seed 002)
        if self._tiles is not None:  # a stacked deck (teaching examples); the die still rolls
            self.wall = Wall(self._tiles, self.dealer, roll(self.rng)[0])
            self._tiles = None  # a redeal (R-M3) shuffles
        else:
            self.wall = Wall.shuffled(ALL_TILES, self.rng, self.dealer)
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
        return d if d is not None and d.seat == self.human else None

    def act(self, action: Action) -> list[Any]:
        """Apply the human's choice (NotAllowed with the reason if illegal); the new events.
        Then call :meth:`advance` for the automatic seats to play on."""
        d = self.pending()
        if d is None:
            raise NotAllowed("no decision is waiting for you now" if not self.finished
                             else "the hand is over")
        if not isinstance(action, Action):
            raise NotAllowed(f"an action is an Action, not {action!r}")
        if isinstance(action.tiles, str):  # Action("discard", "5p") as well as ("5p",)
            action = dataclasses.replace(action, tiles=tuple(action.tiles.split()))
        action = self._check(d, action)
        return self._run(d, action)

    def advance(self) -> list[Any]:
        """Auto-play until the human must decide or the hand ends; the new events."""
        new: list[Any] = []
        for _ in range(5000):  # a hand has a few hundred decisions; this only guards a bug
            d = self.current()
            if d is None or d.seat == self.human:
                return new
            new += self._run(d, choose(self, d))
        raise RuntimeError("the hand did not end: a bug in the game loop")

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
        if self.human == seat:
            self.human = None
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
                             table.dice.get("wall", ()))
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

    @classmethod
    def from_events(cls, variant: str, events: Sequence[Any] | str, **options: Any) -> Game:
        """A loaded replay (finished, steppable): ``Game.from_events(v, to_json(events))``.
        The events are played through the rules that play a hand first
        (:func:`widgets.practice.replay.check`): a record no hand could produce raises
        :class:`~widgets.practice.replay.ReplayError` at its first impossible event."""
        from .replay import check  # replay.py builds on Game

        events = as_events(events)  # JSON or a list, bounded (P-IN6)
        g = cls.__new__(cls)
        if variant not in PLAYABLE:
            raise ValueError(f"Game plays {', '.join(PLAYABLE)}, not {variant!r}")
        events = check(variant, events, **options)
        g.variant, g.seed, g.human, g.options = variant, None, None, dict(options)
        g.rules = REGISTRY[variant](**options)
        g.stay = bool(getattr(g.rules, "winners_stay", False))
        g.dashiyou, g.replay, g.voided = variant == "dashiyou-xueliu", True, []
        g.events = list(events)
        try:
            g.table = g._replay(len(g.events))
            g.ledger()  # the record must settle too (wins that win, kongs that exist)
        except (ValueError, KeyError, StopIteration, AttributeError) as e:
            raise ValueError(f"these events do not replay: {e}") from None
        g.dealer = g.table.dealer if g.table.dealer is not None else 0
        g._queue, g._decision = [], None
        return g

    def _replay(self, n: int) -> Table:
        table = Table(self.stay)
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
            waits = tuple(_name(w.tile) for w in self.rules.waits(hand) if not w.dead)
        return SeatView(s, format_hand(hand), tuple(table.river[s]), table.void[s],
                        tuple(table.wins[s]), table.out[s], table.given[s], table.received[s],
                        waits)

    # ---- decisions ---------------------------------------------------------------------------

    def _names(self, seat: int) -> list[str]:
        return [_name(t) for t in sorted(self.table.closed[seat])]

    def _void_of(self, seat: int) -> str | None:
        """The declared void suit that binds this seat (大師游 定缺, P-M1), if any."""
        if self.dashiyou and self.rules.options.must_discard_void:
            return self.table.void[seat]
        return None

    def _holds_void(self, seat: int, extra: int | None = None) -> bool:
        void = self._void_of(seat)
        tiles = self.table.closed[seat] + ([extra] if extra is not None else [])
        return void is not None and any(suit_of(t) == void for t in tiles)

    def _won(self, seat: int) -> bool:
        return self.stay and bool(self.table.wins[seat])

    def _situation(self, seat: int, self_drawn: bool, **flags: bool) -> Situation:
        t, left = self.table, self.table.remaining
        dealer = seat == t.dealer
        if self_drawn:
            first = not t.opened and t.draws[seat] == (0 if dealer else 1)
        else:
            first = not t.opened and t.discards == 1 and isinstance(t.prev, Discard | Pass)
        return Situation(self_drawn=self_drawn, last_tile=self_drawn and left == 0,
                         dealer=dealer, first_turn=first, wall_remaining=left, **flags)

    def _can_win(self, seat: int, hand13: Hand, tile: int, situation: Situation
                 ) -> tuple[bool, str]:
        if self._holds_void(seat, tile):
            return False, refusal("void_win", suit=self._void_of(seat))
        if tile not in self._shape_waits(hand13):
            return False, refusal("no_win", tile=tile)
        won = hand13.with_winning(tile)
        try:
            self.rules.verify_win(won, situation)
        except (NotAllowed, ValueError) as e:
            return False, str(e)
        return True, ""

    def _can_rob(self, seat: int, tile: int, kind: str, konger: int) -> bool:
        """``seat`` may rob ``konger``'s kong of ``tile``: the variant's one rule
        (:meth:`~widgets.engine.rules.MahjongRules.rob_kong`: which kongs can be robbed, and
        the win itself), and the table's own (定缺, P-M1)."""
        if kind in self.rules.unrobbable() or self._holds_void(seat, tile):
            return False
        if tile not in self._shape_waits(self.table.hand(seat)):
            return False  # speed: most seats cannot win the tile at all
        report = self.rules.rob_kong(self.table.hand(seat), tile, kind, (seat - konger) % 4,
                                     self._situation(seat, False))
        return report.allows("win")

    def _shape_waits(self, hand13: Hand) -> frozenset[int]:
        """The tiles that complete a 13-tile hand's shape, memoised: a seat's hand changes only
        on its own turn, and every discard asks the three others (speed, not rules)."""
        key = (hand13.closed, hand13.melds)
        cache = self.__dict__.setdefault("_waits_memo", {})
        if key not in cache:
            after = self.rules.draw_shanten(hand13)
            cache[key] = frozenset(t for t in self.rules.kinds if after(t) == -1)
        return cache[key]

    def _kong_refusal(self, seat: int, hand13: Hand, tile: int, kind: str,
                      drawn: int | None) -> Why | None:
        left = self.table.remaining
        if not self.dashiyou and left <= 1:
            return refusal("last_tile_kong")
        if left < 1:
            return refusal("empty_wall_kong")
        void = self._void_of(seat)
        if void is not None and suit_of(tile) == void:
            return refusal("void_kong", suit=void)
        if self._won(seat):
            if kind == "concealed" and drawn != tile:
                return refusal("winner_kong_drawn")
            why = self.rules.kong_after_win(hand13, tile, kind)  # type: ignore[attr-defined]
            if why:
                reason, ruling = why
                tail = f" ({ruling})" if ruling else ""
                return Why(reason.zh + tail, reason + tail)
        return None

    def _build(self, seat: int) -> Decision:
        return getattr(self, "_build_" + self.phase)(seat)

    def _make(self, seat: int, kind: str, options: list[Action],
              refused: list[tuple[Action, str]], compulsory: bool = False) -> Decision:
        if compulsory and any(a.kind == "win" for a in options):
            why = refusal("compulsory")
            refused = [(a, why) for a in options if a.kind != "win"] + refused
            options = [a for a in options if a.kind == "win"]
        zh, en = PROMPTS[kind]
        if kind in ("claim", "rob"):  # the prompt names the discard (or the kong) it is about
            tile = _name(self._ctx["tile"])
            event = (Discard(self._ctx["from_seat"], tile) if kind == "claim"
                     else Kong(self._ctx["konger"], tile, self._ctx["kind"]))
            zh, en = zh.format(event=describe(event)), en.format(event=describe(event, "en"))
        return Decision(seat, "claim" if kind == "rob" else kind, tuple(options), tuple(refused),
                        zh, en)

    def _build_exchange(self, seat: int) -> Decision:
        tiles = self._names(seat)
        ok = eligible_suits(tiles)
        options = [_act("exchange", timeout_choice(tiles, s), s) for s in ok]
        refused = [(_act("exchange", suit=s), refusal("too_few", suit=s))
                   for s in "mps" if s not in ok]
        return self._make(seat, "exchange", options, refused)

    def _build_void(self, seat: int) -> Decision:
        counts = suit_counts(self._names(seat))
        order = sorted("mps", key=lambda s: (counts[s], "mps".index(s)))
        return self._make(seat, "void", [_act("void", suit=s) for s in order], [])

    def _build_turn(self, seat: int) -> Decision:
        ctx, t = self._ctx, self.table
        drawn, claimed = ctx["drawn"], ctx["claimed"]
        hand = t.hand(seat)
        options: list[Action] = []
        refused: list[tuple[Action, str]] = []
        if not claimed:  # a win needs a drawn tile; after a 碰 only a kong or a discard
            wt = drawn
            if wt is None:  # 天胡: the dealt 14, won on the last tile dealt if still held
                wt = self._last_dealt if self._last_dealt in hand.closed else max(hand.closed)
            ok, _ = self._can_win(seat, hand.remove(wt), wt,
                                  self._situation(seat, True, after_kong=ctx["replacement"]))
            if ok:
                options.append(_act("win", (_name(wt),)))
        # P-S20: a 暗杠 or 补杠 may follow a draw, and also a 碰 (before its discard)
        kongs = [(k, "concealed") for k in sorted(set(hand.closed))
                 if hand.closed.count(k) == 4]
        kongs += [(m.tiles[0], "added") for m in hand.melds
                  if m.kind == "pon" and m.tiles[0] in hand.closed]
        for k, kind in kongs:
            base = hand.remove(drawn) if drawn is not None else hand
            why = self._kong_refusal(seat, base, k, kind, drawn)
            a = _act("kong", (_name(k),))
            options.append(a) if why is None else refused.append((a, why))
        void = self._void_of(seat)
        must_void = self._holds_void(seat)
        for k in sorted(set(hand.closed)):
            a = _act("discard", (_name(k),))
            if self._won(seat) and drawn is not None and k != drawn:
                refused.append((a, refusal("winner_discard", tile=drawn)))
            elif must_void and suit_of(k) != void:
                refused.append((a, refusal("void_first", suit=void)))
            else:
                options.append(a)
        return self._make(seat, "turn", options, refused, t.remaining <= 4)

    def _build_claim(self, seat: int) -> Decision:
        tile, src = self._ctx["tile"], self._ctx["from_seat"]
        hand = self.table.hand(seat)
        options, refused = self._claim_options(seat, hand, tile, src)
        options.append(_act("pass"))
        return self._make(seat, "claim", options, refused, self.table.remaining <= 4)

    def _claim_options(self, seat: int, hand: Hand, tile: int, src: int
                       ) -> tuple[list[Action], list[tuple[Action, str]]]:
        options: list[Action] = []
        refused: list[tuple[Action, str]] = []
        sit = self._situation(seat, False, kong_discard=self.table.kong_discard)
        if self._can_win(seat, hand, tile, sit)[0]:
            options.append(_act("win", (_name(tile),)))
        have = hand.closed.count(tile)
        void = self._void_of(seat)
        if have >= 2:
            a = _act("pon", (_name(tile),))
            if self._won(seat):
                refused.append((a, refusal("winner_pon")))
            elif void is not None and suit_of(tile) == void:
                refused.append((a, refusal("void_pon", suit=void)))
            else:
                options.append(a)
        if have == 3:
            a = _act("kong", (_name(tile),))
            why = self._kong_refusal(seat, hand, tile, "direct", None)
            options.append(a) if why is None else refused.append((a, why))
        return options, refused

    def _build_rob(self, seat: int) -> Decision:
        options = [_act("win", (_name(self._ctx["tile"]),)), _act("pass")]
        return self._make(seat, "rob", options, [], self.table.remaining <= 4)

    def _check(self, d: Decision, action: Action) -> Action:
        """The option the action names, or NotAllowed with the reason."""
        if d.kind == "exchange" and action.kind == "exchange":
            tiles = self._names(d.seat)
            try:
                check_exchange(tiles, action.tiles)
            except (ValueError, IndexError, KeyError, TypeError) as e:
                raise NotAllowed(f"换三张: {e}") from None
            return _act("exchange", tuple(action.tiles), action.tiles[0][1])

        def same(a: Action) -> bool:
            return (a.kind == action.kind and (not action.tiles or a.tiles == tuple(action.tiles))
                    and (action.suit is None or a.suit == action.suit))

        for a in d.options:
            if same(a):
                return a
        for a, why in d.refused:
            if same(a):
                raise NotAllowed(why)
        choices = ", ".join(a.label_en for a in d.options)
        raise NotAllowed(f"{action.kind} {' '.join(action.tiles)} is not a choice now "
                         f"({d.prompt_en}); the choices: {choices}")

    # ---- applying a choice -------------------------------------------------------------------

    def _run(self, d: Decision, action: Action) -> list[Any]:
        mark, redeals = len(self.events), len(self.voided)
        self._queue.pop(0)
        self._decision = None
        if d.kind == "turn":
            self._declined_on_turn(d, action)
        getattr(self, "_do_" + self.phase)(d.seat, action)
        if len(self.voided) > redeals:
            return self.voided[-1][mark:] + self.events
        return self.events[mark:]

    def _declined_on_turn(self, d: Decision, action: Action) -> None:
        """P-S21: a seat that could win or kong on its own turn and chose something else says
        so in the record: a Pass (``from_seat`` None) per tile, before its choice."""
        declined: dict[str, list[str]] = {}
        for a in d.options:
            if a.kind in ("win", "kong") and action.kind != "win" and a != action:
                declined.setdefault(a.tiles[0], []).append(a.kind)
        self._emit(*(Pass(d.seat, tile, None, tuple(kinds)) for tile, kinds in declined.items()))

    def _do_exchange(self, seat: int, action: Action) -> None:
        self._answers[seat] = action
        if self._queue:
            return
        die = roll(self.rng)[0]  # R-M16: the system throws, after everyone has chosen
        self._emit(Dice(self.dealer, "exchange", (die,)))
        order = [(self.dealer + k) % 4 for k in range(4)]
        for s in order:
            self._emit(Exchange(s, self._answers[s].tiles, exchange_receiver(s, die)))
        gives = {s: self._answers[s].tiles[0][1] for s in order}
        if self.rules.options.void_redeal and exchange_is_void(gives, die):
            self.voided.append(self.events)
            self._deal()  # R-M3: void, shuffle and deal again (the same rng plays on)
        elif self.rules.options.must_discard_void:
            self._begin("void", order)
        else:
            self._begin_turn(self.dealer, None)

    def _do_void(self, seat: int, action: Action) -> None:
        self._answers[seat] = action
        if not self._queue:
            for s in sorted(self._answers, key=lambda s: (s - self.dealer) % 4):
                self._emit(Void(s, self._answers[s].suit))
            self._begin_turn(self.dealer, None)

    def _do_turn(self, seat: int, action: Action) -> None:
        tile = parse_tile(action.tiles[0])
        hand = self.table.hand(seat)
        if action.kind == "win":
            sit = self._situation(seat, True, after_kong=self._ctx["replacement"])
            won = hand.remove(tile).with_winning(tile)
            self._emit(Win(seat, _name(tile), None, format_hand(won), sit.to_dict()
                           | {"self_drawn": True}))
            self._after_wins([seat])
        elif action.kind == "kong":
            kind = "concealed" if hand.closed.count(tile) == 4 else "added"
            robbers = [s for s in self._order_from(seat) if self._can_rob(s, tile, kind, seat)]
            if robbers:
                self._begin("rob", robbers, tile=tile, konger=seat, kind=kind)
            else:
                self._kong(seat, tile, kind)
        else:
            self._emit(Discard(seat, _name(tile)))
            if self.table.remaining == 0:
                self._end()  # P-S18: no claim on the discard after the wall's last tile
                return
            first: list[int] = []
            rest: list[int] = []
            for s in self._order_from(seat):
                opts, _ = self._claim_options(s, self.table.hand(s), tile, seat)
                if opts:
                    (first if any(a.kind == "win" for a in opts) else rest).append(s)
            if first or rest:
                self._begin("claim", first + rest, tile=tile, from_seat=seat,
                            winners=set(first))
            else:
                self._draw(self._next(seat))

    def _do_claim(self, seat: int, action: Action) -> None:
        self._answers[seat] = action
        if action.kind == "win":  # 胡牌為優先: a 碰/杠 is moot once someone wins
            self._queue = [s for s in self._queue if s in self._ctx["winners"]]
        if self._queue:
            return
        tile, src = self._ctx["tile"], self._ctx["from_seat"]
        answers = self._answers
        winners = [s for s in self._order_from(src) if s in answers
                   and answers[s].kind == "win"]
        self._passes_for(tile, src, winners)
        if winners:  # each situation as at the discard, before the first Win is recorded
            wins = [Win(s, _name(tile), src, format_hand(self.table.hand(s).with_winning(tile)),
                        self._situation(s, False, kong_discard=self.table.kong_discard).to_dict())
                    for s in winners]
            self._emit(*wins)
            self._after_wins(winners)
            return
        for s, a in answers.items():
            if a.kind == "pon":
                self._emit(Claim(s, "pon", _name(tile), src))
                self._begin_turn(s, None, claimed=True)
                return
            if a.kind == "kong":
                self._emit(Kong(s, _name(tile), "direct", from_seat=src))
                self._draw(s, replacement=True)
                return
        self._draw(self._next(src))

    def _do_rob(self, seat: int, action: Action) -> None:
        self._answers[seat] = action
        if self._queue:
            return
        tile, konger, kind = self._ctx["tile"], self._ctx["konger"], self._ctx["kind"]
        winners = [s for s in self._order_from(konger) if self._answers.get(s, _act("pass")).kind
                   == "win"]
        self._passes_for(tile, konger, winners)
        if not winners:
            self._kong(konger, tile, kind)
            return
        self._emit(*[Win(s, _name(tile), konger,
                         format_hand(self.table.hand(s).with_winning(tile)),
                         self._situation(s, False, robbing_kong=True).to_dict())
                     for s in winners])
        self._after_wins(winners)

    def _passes_for(self, tile: int, src: int, winners: list[int]) -> None:
        """A Pass for each seat that declined everything it could claim (漏胡/忍碰 read these)."""
        for s in self._order_from(src):
            a = self._answers.get(s)
            if a is not None and a.kind == "pass":
                d = (self._build_rob(s) if self.phase == "rob" else self._build_claim(s))
                kinds = tuple(k for k in ("pon", "kong", "win")
                              if any(o.kind == k for o in d.options))
                if kinds:
                    self._emit(Pass(s, _name(tile), src, kinds))

    def _kong(self, seat: int, tile: int, kind: str) -> None:
        self._emit(Kong(seat, _name(tile), kind))
        self._draw(seat, replacement=True)

    def _after_wins(self, winners: list[int]) -> None:
        """Play goes on from the 下家 of the (last) winner (seed 002: "如果是一炮兩響，則由後面
        一位胡牌玩家的下家抓牌"; "已經胡牌的玩家自摸時，由下家摸牌"); 血战 ends at three winners."""
        if sum(self.table.out) >= 3:
            self._end("done")
        else:
            self._draw(self._next(winners[-1]))

    def _order_from(self, seat: int) -> list[int]:
        """The other seats still at the table, in turn order from ``seat``'s 下家."""
        return [s for s in ((seat + k) % 4 for k in range(1, 4)) if not self.table.out[s]]

    def _next(self, seat: int) -> int:
        return self._order_from(seat)[0]

    def _draw(self, seat: int, replacement: bool = False) -> None:
        if self.wall.remaining == 0:
            self._end()
            return
        tile = self.wall.draw_back() if replacement else self.wall.draw()
        self._emit(Draw(seat, tile, replacement, self.wall.remaining))
        self._begin_turn(seat, parse_tile(tile), replacement)

    def _end(self, reason: str = "wall") -> None:
        hands = {s: format_hand(self.table.hand(s)) for s in range(4) if not self.table.out[s]}
        self._emit(End(reason, hands))
        self._queue = []


# ---- the automatic seats (STRATEGY_DOC) -------------------------------------------------------

def _shanten(rules: MahjongRules, hand: Hand) -> int:
    s = rules.shanten(hand)
    return 99 if s is None else s


def _best_discard_shanten(rules: MahjongRules, hand: Hand) -> int:
    return min(_shanten(rules, hand.remove(t)) for t in set(hand.closed))


def choose(game: Game, d: Decision) -> Action:
    """The automatic seat's choice among ``d.options`` (:data:`STRATEGY_DOC`)."""
    by_kind: dict[str, list[Action]] = {}
    for a in d.options:
        by_kind.setdefault(a.kind, []).append(a)
    if "win" in by_kind:
        return by_kind["win"][0]
    if d.kind in ("exchange", "void"):
        return d.options[0]  # ordered by the seed's timeout choice / fewest tiles
    rules, hand = game.rules, game.table.hand(d.seat)
    if d.kind == "claim":
        for a in by_kind.get("kong", []) + by_kind.get("pon", []):
            t = parse_tile(a.tiles[0])
            n = 3 if a.kind == "kong" else 2
            closed = list(hand.closed)
            for _ in range(n):
                closed.remove(t)
            after = Hand(tuple(closed), hand.melds + (Meld((t,) * (n + 1)),))
            now = _shanten(rules, hand)
            new = (_shanten(rules, after) if a.kind == "kong"
                   else _best_discard_shanten(rules, after))
            if new <= now:
                return a
        return by_kind.get("pass", d.options)[0]
    for a in by_kind.get("kong", []):
        t = parse_tile(a.tiles[0])
        if hand.closed.count(t) == 4:
            closed = [x for x in hand.closed if x != t]
            after = Hand(tuple(closed), hand.melds + (Meld((t,) * 4, concealed=True),))
        else:
            melds = tuple(Meld((t,) * 4, added=True) if m.kind == "pon" and m.tiles[0] == t
                          else m for m in hand.melds)
            after = Hand(hand.remove(t).closed, melds)
        if _shanten(rules, after) <= _best_discard_shanten(rules, hand):
            return a
    return _discard(game, d.seat, hand, by_kind.get("discard", []) or list(d.options))


def _discard(game: Game, seat: int, hand: Hand, options: list[Action]) -> Action:
    if len(options) == 1:
        return options[0]
    names = [_name(t) for t in hand.closed]
    tiles = [parse_tile(a.tiles[0]) for a in options]
    suits = {t // 9 for t in hand.all_tiles()}
    if len(suits) == 3:  # still three suits: shed the shortest suit no meld uses (缺一门)
        used = {m.tiles[0] // 9 for m in hand.melds}
        free = [s for s in range(3) if s not in used]
        if free:
            plan = min(free, key=lambda s: (sum(1 for t in hand.closed if t // 9 == s), s))
            shed = [t for t in tiles if t // 9 == plan]
            if shed:
                tiles = shed
    rules = game.rules

    def key(t: int) -> tuple[int, int, int, int]:
        n = _name(t)
        return (_shanten(rules, hand.remove(t)), usefulness(n, names), -abs(int(n[0]) - 5), t)

    best = min(tiles, key=key)
    return next(a for a in options if a.tiles == (_name(best),))


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
