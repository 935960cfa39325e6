"""Each rule option of a fan book shown on an example, under its two values (issue 39).

An option that changes a hand's score is shown on a book hand (:mod:`.build` finds it;
:meth:`.book.Book.option_scores`). The others are shown here, every example run by the
engine under both values, none typed in as a result:

* a payment option: one hand's settlement (a story of the settlement lab,
  :mod:`widgets.practice.table.settle_story`, or a book hand won on a discard), the
  variant's own ``settle`` under each value: who pays whom how much;
* a play option: a position where a move is allowed under one value and refused under the
  other (the engine's refusal and its Why), or the deal step it changes (a hand played by
  :class:`~widgets.practice.table.play.Game`, the same seed under both values).

For each option the first candidate example whose outcome differs is shown (:func:`show`);
:func:`outcome` runs that example again under any value, so a test can check the difference
and that setting the option back removes it.

>>> from widgets.practice.fan_book.book import fan_book
>>> s = show(fan_book("sichuan-xuezhan"), "zimo_add_base")
>>> s.kind, [ln.en for ln in s.changed_before()][0]
('pay', 'East pays South 1 (self-draw bonus: 1× base from each player still in)')
>>> [ln.en for ln in s.changed_after()]
['net: East -2, South +6, West -2, North -2']
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Protocol

from ...engine.events import Discard, Draw, End, Event, Win
from ...engine.ledger import Ledger
from ...engine.registry import option_docs
from ...engine.rules import MahjongRules
from ...engine.tiles import tile_name
from ...engine.why import Why
from ..choices import Action
from ..table import settle_story as ss
from ..table.play import Game
from ..table.wording import describe, seat_name, tiles_text
from .search import rules, try_score

KINDS = ("score", "pay", "play", "deal")  # a hand's score, a settlement, a move, the deal


class BookLike(Protocol):
    """What the shows read of a fan book (:class:`.book.Book`, which reads the shows): its
    variant, rules, entries (their example and near miss hands) and option rows."""

    variant: str
    rules: MahjongRules
    entries: tuple[Any, ...]
    options: tuple[Any, ...]


@dataclass(frozen=True)
class Line:
    """One thing an example shows under one value: its words and what a comparison uses."""

    zh: str
    en: str
    key: tuple

    def say(self, lang: str) -> str:
        return self.zh if lang == "zh" else self.en


@dataclass(frozen=True)
class Example:
    """What an option is shown on: ``kind`` ('pay', 'play', 'deal'), the data the engine
    runs (``events`` and ``balances`` for a settlement, ``position`` for a play), the room
    options both sides share (``room``), and the setting in words."""

    kind: str
    room: dict[str, Any]
    setting: Why
    events: tuple[Event, ...] = ()
    balances: dict[int, int] | None = None
    position: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class OptionShow:
    """An option, its other value, the example and the example's outcome under each."""

    name: str
    default: Any
    value: Any
    example: Example
    before: tuple[Line, ...]
    after: tuple[Line, ...]

    @property
    def kind(self) -> str:
        return self.example.kind

    def changed_before(self) -> list[Line]:
        """The lines only the default value shows (in its order)."""
        return _only(self.before, self.after)

    def changed_after(self) -> list[Line]:
        """The lines only the other value shows."""
        return _only(self.after, self.before)


def _only(these: tuple[Line, ...], other: tuple[Line, ...]) -> list[Line]:
    left = Counter(ln.key for ln in other)
    out = []
    for ln in these:
        if left[ln.key]:
            left[ln.key] -= 1
        else:
            out.append(ln)
    return out


# ---- payments ------------------------------------------------------------------------------

def who(seat: int, lang: str) -> str:
    """A seat as the table's event lines name it (东家 …, East …)."""
    return seat_name(seat, lang) + ("家" if lang == "zh" else "")


def payment_lines(ledger: Ledger) -> tuple[Line, ...]:
    out = []
    for p in ledger.payments:
        short_zh = f"（应付 {p.owed}）" if p.paid != p.owed else ""
        short_en = f", owed {p.owed}" if p.paid != p.owed else ""
        out.append(Line(f"{who(p.payer, 'zh')}付{who(p.payee, 'zh')} {p.paid}（{p.reason_zh}）"
                        f"{short_zh}",
                        f"{who(p.payer, 'en')} pays {who(p.payee, 'en')} {p.paid} "
                        f"({p.reason_en}{short_en})",
                        (p.payer, p.payee, p.paid, p.owed, p.ruling)))
    nets = sorted(ledger.net.items())
    net = {lang: ("，" if lang == "zh" else ", ").join(f"{who(s, lang)} {v:+d}" for s, v in nets)
           for lang in ("zh", "en")}
    out.append(Line(f"净得：{net['zh']}", f"net: {net['en']}", ("net", tuple(nets))))
    return tuple(out)


def _xueliu_end(events: list[Event]) -> list[Event]:
    """血流成河 ends with every seat's hand (winners play on): a winner keeps its 13."""
    end = events[-1]
    assert isinstance(end, End)
    hands = dict(end.hands)
    for e in events:
        if isinstance(e, Win) and e.seat not in hands:
            hands[e.seat] = e.hand.split(" +")[0]
    return events[:-1] + [End("wall", dict(sorted(hands.items())))]


# the stories tried for a payment option, in order: (name, story, balances, room)
S = ss.Story()
STORIES: tuple[tuple[str, ss.Story, dict[int, int] | None, dict[str, Any]], ...] = (
    ("zimo", S.with_seat(1, end="zimo"), None, {}),
    ("dianpao", S.with_seat(2, end="dianpao", from_seat=0), None, {}),
    ("two_zimo", S.with_seat(1, end="zimo").with_seat(2, end="zimo"), None, {}),
    ("kong_loses", S.with_seat(0, kong="concealed").with_seat(2, end="dianpao", from_seat=0),
     None, {}),
    ("hujiao", dataclasses.replace(S.with_seat(0, kong="concealed").with_seat(
        2, end="dianpao", from_seat=0), after_kong=True), None, {}),
    ("huazhu", S.with_seat(1, end="zimo").with_seat(2, end="huazhu"), None, {}),
    ("broke", S.with_seat(1, end="dianpao", from_seat=0).with_seat(2, end="dianpao",
                                                                  from_seat=0),
     {0: 5, 1: 100, 2: 100, 3: 100}, {"base": 4}),
    ("huazhu_broke", S.with_seat(2, end="huazhu"),
     {0: 100, 1: 100, 2: 5, 3: 100}, {"base": 4}),
)
# the variants the stories' tiles and seats fit (108 tiles, four seats, 缺一门 hands)
STORY_VARIANTS = frozenset({"sichuan-xuezhan", "sichuan-xueliu", "dashiyou-xueliu"})
# 13 tiles whose one wait (9p) the hand holds all four of: ready only with dead_waits_ready
DEAD_WAIT = "111m999m111p9999p"


def story_events(variant: str, story: ss.Story, dead: bool) -> list[Event]:
    made = ss.events(story)
    if dead:  # P2 ends holding the dead wait instead of its own ready hand
        end = made[-1]
        assert isinstance(end, End)
        made[-1] = End(end.reason, {**end.hands, 2: DEAD_WAIT})
    if rules(variant).winners_stay:
        made = _xueliu_end(made)
    return made


def events_line(events: tuple[Event, ...]) -> Why:
    """The story in the table's words, and the hand each seat still holds at the end (the
    settlement reads 下叫 and 花猪 from them)."""
    said: dict[str, list[str]] = {}
    for lang in ("zh", "en"):
        said[lang] = [describe(e, lang) for e in events]
        end = events[-1]
        if isinstance(end, End):
            said[lang] += [f"{who(s, lang)}{'留着' if lang == 'zh' else ' holds '}{h}"
                           for s, h in sorted(end.hands.items())]
    return Why("；".join(said["zh"]), "; ".join(said["en"]))


def _with_room(variant: str, setting: Why, room: dict[str, Any],
               balances: dict[int, int] | None) -> Why:
    """The setting, then the room's options both sides share and the seats' starting coins."""
    docs = {d["name"]: d for d in option_docs(type(rules(variant).options))}
    zh, en = [setting.zh], [str(setting)]
    if room:
        zh.append("房间：" + "，".join(f"{docs[k]['label_zh']} {v}" for k, v in room.items()))
        en.append("room: " + ", ".join(f"{docs[k]['label_en']} {v}" for k, v in room.items()))
    if balances:
        zh.append("起始金币：" + "，".join(f"{who(s, 'zh')} {c}" for s, c in balances.items()))
        en.append("starting coins: " + ", ".join(f"{who(s, 'en')} {c}"
                                                   for s, c in balances.items()))
    return Why("；".join(zh), "; ".join(en))


def _pay_candidates(book: BookLike) -> Iterator[Example]:
    variant = book.variant
    if variant not in STORY_VARIANTS:
        yield from _book_wins(book)
        return
    for name, story, balances, room in STORIES:
        for dead in (False, True) if name == "zimo" else (False,):
            try:
                made = tuple(story_events(variant, story.with_seat(2, end="ready")
                                           if dead else story, dead))
            except ValueError:
                continue
            yield Example("pay", room, _with_room(variant, events_line(made), room, balances),
                          made, balances, {"story": name, "dead": dead})
    for rob in _rob_candidates(book):  # P0 robs P1's 暗杠 (a 抢杠胡)
        tile = rob.position["tile"]
        made = (Draw(1, tile), Win(0, tile, 1, f"{rob.position['hand']} +{tile}",
                                   {"robbing_kong": True}))
        yield Example("pay", {}, events_line(made), made, None, {"story": "robbed"})


def _book_wins(book: BookLike) -> Iterator[Example]:
    """A book hand won on P1's discard by P0 (the variants whose settlement is one win)."""
    for e in book.entries:
        if e.example is None or e.example.options or e.example.situation:
            continue
        hand = e.example.hand
        tile = hand.rsplit("+", 1)[1]
        made = (Discard(1, tile), Win(0, tile, 1, hand))
        yield Example("pay", {}, events_line(made), made, None, {"fan": e.key})


def _settle(variant: str, ex: Example, options: dict[str, Any]) -> tuple[Line, ...]:
    r: Any = rules(variant, **{**ex.room, **options})  # every variant here has a settle
    return payment_lines(r.settle(list(ex.events), balances=ex.balances))


# ---- play and deal -------------------------------------------------------------------------

def _rob_candidates(book: BookLike) -> Iterator[Example]:
    """P0 ready (a book hand's 13 tiles: examples, then near misses) on a tile it holds none
    of; P1 draws the fourth copy and makes a 暗杠 of it."""
    shown = [e.example for e in book.entries] + [e.miss for e in book.entries]
    for one in shown:
        if one is None or one.options:
            continue
        closed = one.hand.rsplit(" +", 1)[0]
        for w in book.rules.waits(closed):
            if w.unseen != 4:  # P1's kong holds all four copies: P0 holds none (P-X18)
                continue
            t = tile_name(w.tile)
            zh, en = tiles_text([t], "zh"), tiles_text([t], "en")
            yield Example("play", {}, Why(
                f"{who(0, 'zh')}的牌 {closed} 听 {zh}；{who(1, 'zh')}摸到第四张 {zh}，开暗杠",
                f"{who(0, 'en')} holds {closed}, waiting on {en}; {who(1, 'en')} draws the "
                f"fourth {en} and declares a concealed kong (暗杠)"),
                position={"hand": closed, "tile": t})


def _rob(variant: str, ex: Example, options: dict[str, Any]) -> tuple[Line, ...]:
    r = rules(variant, **{**ex.room, **options})
    report = r.rob_kong(ex.position["hand"], ex.position["tile"], "concealed", 1)
    tile = ex.position["tile"]
    if report.allows("win"):
        return (Line(f"{who(0, 'zh')}可以抢杠胡 {tiles_text([tile], 'zh')}",
                     f"{who(0, 'en')} may rob the kong and win on {tiles_text([tile], 'en')} "
                     "(抢杠胡)", ("rob", True)),)
    why = report.refused[0].reason
    return (Line(f"{who(0, 'zh')}不能抢杠：{getattr(why, 'zh', why)}",
                 f"{who(0, 'en')} cannot rob the kong: {why}", ("rob", False)),)


def _game_lines(variant: str, ex: Example, options: dict[str, Any]) -> tuple[Line, ...]:
    """The steps from the deal to P0's first turn of a hand played from ``seed`` with every
    seat's choice the first offered (the same under both values), then what P0 may
    discard there: each refused discard with the engine's reason."""
    seed = ex.position["seed"]
    g = Game(variant, seed, humans=(0, 1, 2, 3), dealer=0, **{**ex.room, **options})
    turn: list[Line] = []
    for _ in range(40):
        d = g.current()
        if d is None:
            break
        if d.stage == "turn" and d.seat == 0:
            refused: dict[str, list[str]] = {}  # one line per reason: the tiles it refuses
            whys: dict[str, Why] = {}
            for a, why in d.refused:
                if isinstance(a, Action) and a.kind == "discard":
                    refused.setdefault(str(why), []).append(a.tiles[0])
                    whys[str(why)] = why if isinstance(why, Why) else Why(why, why)
            for en, tiles in refused.items():
                turn.append(Line(f"{who(0, 'zh')}不能打 {tiles_text(tiles, 'zh')}：{whys[en].zh}",
                                 f"{who(0, 'en')} may not discard {tiles_text(tiles, 'en')}: "
                                 f"{en}",
                                 ("refused", tuple(tiles), en)))
            n = len([a for a in d.options if a.kind == "discard"])
            turn.append(Line(f"{who(0, 'zh')}可以打 {n} 种牌",
                             f"{who(0, 'en')} may discard {n} kinds of tile",
                             ("may", tuple(a.tiles for a in d.options))))
            break
        g.act(ex.position["choose"](d))
    first = g.voided[0] if g.voided else g.events  # a voided hand: its own swap only
    steps = [Line(describe(e, "zh"), describe(e, "en"), ("event", repr(e))) for e in first
             if type(e).__name__ in ("Exchange", "Void")
             or type(e).__name__ == "Dice" and e.kind == "exchange"]
    if g.voided:
        return tuple(steps) + (Line(
            "四家换出换入的是同一门：这一局作废，重新洗牌发牌（R-M3）",
            "every seat gave and got the same suit: the hand is void and dealt again (R-M3)",
            ("voided", len(g.voided))),)
    return tuple(steps + turn)


def _first(d: Any) -> Any:
    return d.options[0]


def _holds_void(d: Any) -> Any:
    """The first choice, but East voids a suit it holds (so 定缺 binds its discards)."""
    if d.stage == "void" and d.seat == 0 and len(d.options) > 1:
        return d.options[1]
    return d.options[0]


def _same_suit(d: Any) -> Any:
    """Every seat gives three 万 where it can (so the swap can be void, R-M3)."""
    for a in d.options:
        if d.stage == "exchange" and a.suit == "m":
            return a
    return d.options[0]


def _game_candidates(book: BookLike, name: str) -> Iterator[Example]:
    choose: Callable[[Any], Any] = {"void_redeal": _same_suit,
                                    "must_discard_void": _holds_void}.get(name, _first)
    room = {"exchange": True} if name != "exchange" else {}
    for seed in range(40):
        yield Example("deal", room, Why(
            f"第 {seed} 副牌（两边是同一副），每家都选第一个可选项"
            + ("，能换万就换万" if name == "void_redeal" else ""),
            f"deal no. {seed} (the same tiles on both sides), each seat taking its first "
            "choice" + (", passing 万 where it can" if name == "void_redeal" else "")),
            position={"seed": seed, "choose": choose})


# option name → (candidates, outcome) for the options that are not a hand's score
PLAY: dict[str, tuple[Callable[[BookLike], Iterator[Example]],
                      Callable[[str, Example, dict[str, Any]], tuple[Line, ...]]]] = {
    "rob_concealed": (_rob_candidates, _rob),
    "exchange": (lambda b: _game_candidates(b, "exchange"), _game_lines),
    "void_redeal": (lambda b: _game_candidates(b, "void_redeal"), _game_lines),
    "must_discard_void": (lambda b: _game_candidates(b, "must_discard_void"), _game_lines),
}


def hand_setting(variant: str, hand: str, situation: dict[str, Any], room: dict[str, Any]
                 ) -> Why:
    """A scored hand's setting: the hand and its situation as the hand lab writes them, and
    the room (the other options both sides share) by the options' names."""
    words = [k if v is True else f"{k}={tile_name(v) if k == 'indicator' else v}"
             for k, v in situation.items()]
    text = f"{hand} | {' '.join(words)}" if words else hand
    if not room:
        return Why(text, text)
    docs = {d["name"]: d for d in option_docs(type(rules(variant).options))}
    return Why(text + "；房间：" + "，".join(f"{docs[k]['label_zh']} = {v}"
                                          for k, v in room.items()),
               text + "; room: " + ", ".join(f"{docs[k]['label_en']} = {v}"
                                            for k, v in room.items()))


def _score_lines(variant: str, ex: Example, options: dict[str, Any]) -> tuple[Line, ...]:
    """A book hand's fan lines and total under ``options`` (in the example's room)."""
    r = rules(variant, **{**ex.room, **options})
    score = try_score(r, ex.position["hand"], ex.position["situation"])
    if score is None:
        return (Line("不能和", "cannot win", ("none",)),)
    out = [Line(f"{ln.zh} {ln.value}" + (f"×{ln.count}" if ln.count > 1 else ""),
                f"{ln.en} ({ln.zh}) {ln.value}" + (f"×{ln.count}" if ln.count > 1 else ""),
                ("line", ln.key, ln.value, ln.count)) for ln in score.lines]
    out.append(Line(f"合计 {score.total}", f"total {score.total}", ("total", score.total)))
    return tuple(out)


def outcome(variant: str, name: str, value: Any, example: Example) -> tuple[Line, ...]:
    """What ``example`` shows with option ``name`` set to ``value`` (the engine's run)."""
    options = {name: value}
    if example.kind == "score":
        return _score_lines(variant, example, options)
    if example.kind == "pay":
        return _settle(variant, example, options)
    return PLAY[name][1](variant, example, options)


def _differs(kind: str, before: tuple[Line, ...], after: tuple[Line, ...]) -> bool:
    """The two outcomes differ: for a payment, in money (the net of some seat), not only in
    a reason's words."""
    if kind == "pay":
        return before[-1].key != after[-1].key
    return Counter(ln.key for ln in before) != Counter(ln.key for ln in after)


@cache
def show(book: BookLike, name: str, value: Any = None) -> OptionShow | None:
    """Option ``name`` of ``variant`` on the first example whose outcome its other value
    (``value``, else the book's) changes; None when no candidate shows a change."""
    variant = book.variant
    row = next(o for o in book.options if o.name == name)
    value = row.value if value is None else value
    default = row.default
    candidates = PLAY[name][0](book) if name in PLAY else _pay_candidates(book)
    for ex in candidates:
        try:
            before = outcome(variant, name, default, ex)
            after = outcome(variant, name, value, ex)
        except ValueError:
            continue
        if _differs(ex.kind, before, after):
            return OptionShow(name, default, value, ex, before, after)
    return None

