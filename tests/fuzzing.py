"""Random and hostile input for every public verb and every widget intent, shared by the fuzz
suite (tests/test_fuzz.py, driven by hypothesis) and benchmarks/fuzz.py (100,000+ inputs).

Everything here is driven by a ``random.Random``, so a seed replays a case exactly. The
outcomes asserted are only these (P-IN3):

- a verb returns, or raises one of the documented error types: ``ValueError`` (and its
  subclasses NotationError, InvalidHand, NotAllowed, EventError, DrillError …) for a bad
  value, ``TypeError`` for a wrong Python type; anything else is a bug;
- a widget never raises; its reply (view and message) is JSON that jupyter_client can send
  (UTF-8, no NaN); an error shown is of a documented type; the hand lab never holds a fifth
  copy or more than 14 tiles, the hand table never shows a tile more than four times;
- undo and redo walk the history: undo gives back the state before the last change, redo the
  one undone, and a new change clears redo.

Imported as a plain module (pytest puts tests/ on the path; the benchmark adds it).
"""

from __future__ import annotations

import functools
import inspect
import math
import random
import re
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import widgets
from widgets.engine.tiles import TILE_NAMES
from widgets.ui.shared.intents import HISTORY, reply_problem

DOCUMENTED: tuple[type[Exception], ...] = (ValueError, TypeError)  # P-IN3

# ---- values --------------------------------------------------------------------------------

SUITED = [f"{n}{s}" for s in "mps" for n in range(1, 10)]
HANDS = ["1112345678999m", "123m456m789m11p23p", "11223344556677m", "123m456p789s11z234s",
         "11m [555p,2] {7777s} 123s", "1112345678999m +5m", "19m19p19s1234567z +1z",
         "234m5p678s [123m,1] [789p,1]", "55m234p567s [111z,1] [999s,2]", "五五万 中",
         "123m456m789m1p +1p", "1m", "", "  ", "11m 0m", "[1234m]", "{5555p,1}", "+1m+2m"]
CARDS = ["345678", "33344", "BR", "3333", "2s 3h 5d", "AsKsQs", "34567899TTJ", "♠A ♥A",
         "x1 x2 d3", "大王 小王", "2 2 2", "", "TTJJQQ", "333444555666", "1s1s"]
WORDS = ["self_drawn", "last_tile", "robbing_kong", "dealer", "seat_wind", "indicator", "cap",
         "zh", "en", "large", "normal", "pon", "chi", "kong", "win", "pass", "direct", "added",
         "concealed", "raise 4", "call", "fold", "look 1", "compare 1 win", "apple", "bar",
         "waits", "claim", "easy", "hard", "m", "p", "s", "doudizhu", "mahjong"]


def big_text(rng: random.Random, most: int) -> str:
    """Text far longer than any hand: one character or a short pattern many times over."""
    unit = rng.choice(["东", "1", "[", "{", "]", "1m", "[1m,", "五", "+", "123m ", "a", "|",
                       "\ud800", "x1", "♠A", "=", ";", "0"])
    return unit * rng.randint(1, max(1, most // len(unit)))


def junk_text(rng: random.Random) -> str:
    alphabet = ("0123456789mpszf[]{}+,| 五万筒条中东风红发白春菊♠♥AKQJTBR=;.-e"
                "\x00\ud800\udfff\u3000，")
    return "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30)))


BIG = 5000  # the longest hostile text; benchmarks/fuzz.py raises it


def hostile(rng: random.Random, most: int | None = None) -> Any:
    """Anything a learner, a lesson or a broken front end could send."""
    most = BIG if most is None else most
    return rng.choice([
        lambda: None, lambda: True, lambda: False, lambda: rng.randint(-5, 50),
        lambda: rng.choice([-1, 0, 1, 2, 3, 4, 13, 14, 34, 41, 42, 2 ** 31, -2 ** 63, 10 ** 30,
                            2 ** 80]),
        lambda: rng.choice([0.5, -1.0, 1e308, math.nan, math.inf, -math.inf]),
        lambda: rng.choice(["\ud800", "\x00", "\udcff", "a\ud800b", "\x1b[2J", "\u202e"]),
        lambda: junk_text(rng), lambda: big_text(rng, most),
        lambda: rng.choice(HANDS + CARDS + WORDS),
        lambda: [rng.randint(-2, 45) for _ in range(rng.randint(0, 6))],
        lambda: [hostile_leaf(rng) for _ in range(rng.randint(0, 4))],
        lambda: {rng.choice(["a", 1, None, "\ud800"]): hostile_leaf(rng)},
        lambda: nested(rng), lambda: b"123m", lambda: (1, 2), lambda: object(),
        lambda: float("nan"), lambda: rng.choice(TILE_NAMES),
    ])()


def hostile_leaf(rng: random.Random) -> Any:
    return rng.choice([None, 1, -1, 2 ** 70, math.nan, "", "5m", "\ud800", "x", [], 3.5])


def nested(rng: random.Random) -> Any:
    x: Any = rng.choice([1, "1m", []])
    for _ in range(rng.randint(1, 40)):
        x = [x] if rng.random() < 0.7 else {"k": x}
    return x


def tiles_text(rng: random.Random) -> str:
    """A plausible hand: random tiles of one or more suits, melds now and then."""
    n = rng.choice([1, 5, 13, 13, 14, 14, 15, 16, 20])
    names = [rng.choice(TILE_NAMES[:34]) for _ in range(n)]
    text = " ".join(names)
    if rng.random() < 0.3:
        t = rng.choice(TILE_NAMES[:34])
        text += " [" + t[0] * 3 + t[1] + rng.choice(["", ",1", ",2", ",3", "+"]) + "]"
    if rng.random() < 0.2:
        text += " +" + rng.choice(TILE_NAMES[:34])
    return text


def plausible(name: str, rng: random.Random) -> Any:
    """A value of the right kind for a parameter called ``name``: mostly sensible, sometimes
    wrong, so that the checks at the boundary and the code behind them are both reached."""
    if rng.random() < 0.25:
        return hostile(rng)
    pools: dict[str, Callable[[], Any]] = {
        "hand": lambda: rng.choice([tiles_text(rng), rng.choice(HANDS), rng.choice(CARDS)]),
        "text": lambda: rng.choice([tiles_text(rng), rng.choice(HANDS), rng.choice(CARDS)]),
        "cards": lambda: rng.choice(CARDS), "play": lambda: rng.choice(CARDS),
        "previous": lambda: rng.choice(CARDS), "challenger": lambda: rng.choice(CARDS),
        "defender": lambda: rng.choice(CARDS), "banker": lambda: rng.choice(CARDS),
        "player": lambda: rng.choice(CARDS),
        "tile": lambda: rng.choice([*TILE_NAMES, "五筒", "中", *range(-1, 43)]),
        "seen": lambda: rng.choice([[], [rng.randint(0, 41) for _ in range(rng.randint(1, 8))],
                                    [-1], [42], "5p"]),
        "from_seat": lambda: rng.randint(-1, 4), "seat": lambda: rng.randint(-1, 4),
        "kong": lambda: rng.choice(["direct", "added", "concealed"]),
        "kind": lambda: rng.choice(["chi", "pon", "kong", "win", "direct", "added"]),
        "situation": lambda: rng.choice([None, widgets.Situation(),
                                         widgets.Situation(self_drawn=True)]),
        "events": lambda: rng.choice(['{"schema": 2, "events": []}', "[]", "[" * 500, []]),
        "actions": lambda: ";".join(rng.choice(WORDS[21:27]) for _ in range(rng.randint(0, 5))),
        "players": lambda: rng.randint(1, 7), "name": lambda: rng.choice(WORDS),
        "bets": lambda: rng.choice([{"apple": 10}, {"bar": -1}, {}, [10, 10, 10]]),
    }
    if name in pools:
        return pools[name]()
    return rng.choice([rng.randint(0, 5), True, False, None, rng.choice(WORDS)])


# ---- verbs ---------------------------------------------------------------------------------

# Hooks the engine calls with objects it has built and checked itself (a Hand from ``hand()``,
# a View, a Score): a variant's extension points, not a learner's verbs. P-IN3 covers verbs.
HOOKS = frozenset({
    "draw_shanten", "claim_options", "claim_refusal", "score_reading", "score_notes", "blockers",
    "drops", "why_incomplete", "win_refusals", "rule_refusals", "face_up", "forms",
    "situation_problems", "unseen", "minimum_total", "wild_kinds", "countable", "fan_counts",
})


def verbs(obj: Any) -> list[tuple[str, Callable[..., Any]]]:
    """The public methods of a rules object, hooks aside."""
    out = []
    for name in sorted(dir(obj)):
        if name.startswith("_") or name in HOOKS:
            continue
        attr = getattr(obj, name)
        if callable(attr) and not inspect.isclass(attr):
            out.append((name, attr))
    return out


def rules_objects() -> list[Any]:
    return [widgets.rules(v) for v in widgets.variants() + widgets.card_variants()]


def arguments(fn: Callable[..., Any], rng: random.Random) -> tuple[list[Any], dict[str, Any]]:
    """Positional arguments for ``fn`` by parameter name (sometimes one too few or too
    many), and now and then a keyword it does not take."""
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        params = []
    args, kwargs = [], {}
    for p in params:
        if p.kind is p.VAR_KEYWORD:
            if rng.random() < 0.3:
                kwargs[rng.choice(["self_drawn", "seat_wind", "indicator", "red_kongs", "bogus",
                                   "last_tile"])] = hostile(rng)
        elif p.kind is not p.VAR_POSITIONAL:
            if p.default is not p.empty and rng.random() < 0.5:
                continue
            if p.default is not p.empty and args is not None:
                kwargs[p.name] = plausible(p.name, rng)
            else:
                args.append(plausible(p.name, rng))
    if rng.random() < 0.05:
        args.append(hostile(rng))
    return args, kwargs


class Unexpected(AssertionError):
    """A verb or widget did something the documented outcomes do not allow."""


def call(fn: Callable[..., Any], args: list[Any], kwargs: dict[str, Any], what: str) -> str:
    """Call and classify: 'ok', or the name of a documented error type; Unexpected otherwise."""
    try:
        fn(*args, **kwargs)
    except DOCUMENTED as e:
        return type(e).__name__
    except Exception as e:
        raise Unexpected(f"{what}(*{args!r:.300}, **{kwargs!r:.200}) raised "
                         f"{type(e).__name__}: {e!s:.300}") from e
    return "ok"


def one_verb_call(rng: random.Random, objects: list[Any]) -> tuple[str, str]:
    """One random call of one random verb; returns (verb label, outcome)."""
    obj = rng.choice(objects)
    name, fn = rng.choice(verbs(obj))
    args, kwargs = arguments(fn, rng)
    label = f"{obj.id}.{name}"
    return label, call(fn, args, kwargs, label)


# the module-level functions of the public modules that take what a learner or lesson types
def module_functions() -> list[tuple[str, Callable[..., Any]]]:
    from widgets import xueliu
    from widgets.engine import events, notation
    from widgets.mahjong.wuhan import laizi
    from widgets.practice import drills, odds
    out = [("notation." + n, getattr(notation, n)) for n in
           ("parse_hand", "parse_tiles", "format_tiles", "from_tenhou", "to_tenhou")]
    out += [("events.from_json", events.from_json), ("wuhan.laizi", laizi)]
    out += [("odds." + n, getattr(odds, n)) for n in
            ("wilson", "wait_within", "first_arrival", "normal_interval", "dafengshou",
             "tuitongzi", "sanzhang", "mahjong_wait")]
    out += [("xueliu." + n, getattr(xueliu, n)) for n in
            ("eligible_suits", "exchange_is_void", "exchange_receiver", "suit_counts")]
    out += [("drills.nth_question", drills.nth_question), ("widgets.rules", widgets.rules)]
    return out


def one_function_call(rng: random.Random, functions: list[tuple[str, Callable[..., Any]]]
                      ) -> tuple[str, str, str]:
    """One random call of a module function: (label, outcome, the arguments as text)."""
    label, fn = rng.choice(functions)
    args, kwargs = arguments(fn, rng)
    if label == "drills.nth_question" and rng.random() < 0.7:  # reach a real question now
        args = [rng.choice(widgets.variants()), rng.choice([(), ("waits",), "waits", [1]]),
                rng.choice(["easy", "medium", "x"]), rng.randint(0, 3), None, rng.randint(-1, 3)]
        kwargs = {}
    return label, call(fn, args, kwargs, label), f"{args!r:.160} {kwargs!r:.80}"


# ---- widgets -------------------------------------------------------------------------------

def widget_factories() -> dict[str, Callable[[], Any]]:
    from widgets.ui import CardTable, Compare, Drill, Exercise, FanBook, HandLab, OddsLab, SettleLab
    from widgets.ui.tables.doudizhu_table import DoudizhuTable
    from widgets.ui.tables.paohuzi_table import PaohuziTable
    from widgets.ui.tables.sanzhang_table import SanzhangTable
    from widgets.ui.tables.table import HandTable
    from widgets.ui.tables.tuitongzi_table import TuitongziTable
    return {
        "HandLab": lambda: HandLab("sichuan-xuezhan", "123m456p", lang="en"),
        "HandLab-wuhan": lambda: HandLab("wuhan", "1112345678999m", lang="zh"),
        "HandLab-yongzhou": lambda: HandLab("yongzhou", "19m19p19s1234567z", lang="en"),
        "Exercise-text": lambda: Exercise("Type hi", lambda a: (a == "hi", "it was hi"),
                                          answer="text", lang="en"),
        "Exercise-number": lambda: Exercise("How many?", lambda a: a == 3, answer="number"),
        "Exercise-tiles": lambda: Exercise("Waits?", lambda a: True, answer="tiles",
                                           hand="1112345678999m", lang="en"),
        "Exercise-choice": lambda: Exercise("Pick", lambda a: a == "b", choices=["a", "b"]),
        "Drill": lambda: Drill("sichuan-xuezhan", n=3, lang="en"),
        "Drill-wuhan": lambda: Drill("wuhan", n=3),
        "HandTable": lambda: HandTable("sichuan-xueliu", 1, lang="en"),
        "HandTable-human": lambda: HandTable("dashiyou-xueliu", 2, human=0),
        "CardTable-doudizhu": lambda: CardTable("doudizhu", hand="34567899TTJ", lang="en"),
        "CardTable-sanzhang": lambda: CardTable("sanzhang"),
        "CardTable-tuitongzi": lambda: CardTable("tuitongzi", lang="en"),
        "CardTable-paohuzi": lambda: CardTable("paohuzi"),
        "DoudizhuTable": lambda: DoudizhuTable(seed=3, human=0, lang="en"),
        "DoudizhuTable-auto": lambda: DoudizhuTable(seed=5, human=(), lang="zh"),
        "PaohuziTable": lambda: PaohuziTable(seed=3, human=0, lang="en"),
        "SanzhangTable": lambda: SanzhangTable(seed=2, human=0, lang="zh"),
        "TuitongziTable": lambda: TuitongziTable(seed=1, human=0, lang="en"),
        "OddsLab-dafengshou": lambda: OddsLab("dafengshou", lang="en"),
        "OddsLab-mahjong": lambda: OddsLab("mahjong"),
        "OddsLab-sanzhang": lambda: OddsLab("sanzhang", lang="en"),
        "Compare": lambda: Compare("111m222m333m444m5m", lang="en"),
        "Compare-options": lambda: Compare("123m456p789s222s5s +5s", variants=["yongzhou"],
                                           compare="cap", lang="zh"),
        "FanBook": lambda: FanBook("shuangren", key="dasixi", lang="en"),
        "FanBook-wuhan": lambda: FanBook("wuhan", lang="zh"),
        "FanBook-doudizhu": lambda: FanBook("doudizhu", key="bomb", lang="en"),
        "FanBook-paohuzi": lambda: FanBook("paohuzi", lang="zh"),
        "SettleLab": lambda: SettleLab(lang="en"),
    }


_FIELD = re.compile(r"""(?:need\(msg,\s*|msg\.get\(|msg\[)["'](\w+)["']""")


def intent_kinds(w: Any) -> list[str]:
    return sorted(w.handlers())


def intent_fields(w: Any, kind: str | None = None) -> list[str]:
    """The field names a widget's handler of ``kind`` (or all its handlers) reads from a
    message, found in their source."""
    handler: Any = None
    if kind is not None:
        handler = w.handlers().get(kind)
    target = handler if handler is not None else inspect.getmodule(type(w))  # helpers too
    return list(_fields_in(getattr(target, "__func__", target), kind))


@functools.cache
def _fields_in(target: Any, kind: str | None) -> tuple[str, ...]:
    try:
        source = inspect.getsource(target)
    except (TypeError, OSError):  # a lambda made at run time: no fields of its own
        source = ""
    found = set(_FIELD.findall(source)) - {"kind"}
    if kind in ("lang", "size", "mode"):
        found.add("value")
    return tuple(sorted(found))


def field_value(name: str, rng: random.Random, w: Any) -> Any:
    """A value for an intent field: sensible for its name, or hostile."""
    if rng.random() < 0.15:
        return hostile(rng, most=rng.choice([100, 600, BIG]))
    pools: dict[str, Callable[[], Any]] = {
        "tile": lambda: rng.choice(TILE_NAMES),
        "index": lambda: rng.randint(-1, 16), "seat": lambda: rng.randint(-1, 4),
        "text": lambda: rng.choice([tiles_text(rng), rng.choice(HANDS + CARDS)]),
        "value": lambda: rng.choice([True, False, rng.randint(0, 20), rng.choice(WORDS),
                                     tiles_text(rng), "3", "hi"]),
        "key": lambda: rng.choice(WORDS), "name": lambda: rng.choice(WORDS + ["cap", "rtp"]),
        "step": lambda: rng.randint(-2, 200), "source": lambda: rng.randint(0, 4),
        "to": lambda: rng.randint(-2, 200), "from_seat": lambda: rng.randint(0, 4),
        "card": lambda: rng.choice(["3", "A", "B", "R", "2s", "x5", "d3", "T"]),
        "pattern": lambda: rng.choice(["3", "33", "345678", "3333"]),
        "position": lambda: rng.randint(-1, 3), "option": lambda: rng.choice(WORDS + ["cap"]),
        "meld_kind": lambda: rng.choice(["chi", "pon", "direct", "added", "concealed"]),
        "seed": lambda: rng.randint(0, 9), "n": lambda: rng.randint(0, 12),
        "level": lambda: rng.choice(["easy", "medium", "hard", "x"]),
        "kinds": lambda: rng.choice([["waits"], ["claim", "waits"], [], "waits"]),
        "variant": lambda: rng.choice(["sichuan-xuezhan", "wuhan", "nope"]),
    }
    if name in pools:
        return pools[name]()
    return rng.choice([rng.randint(0, 10), rng.choice(WORDS), True, [0, 1, 2], "5m"])


def random_intent(rng: random.Random, w: Any, kinds: list[str], fields: list[str]) -> Any:
    if rng.random() < 0.03:
        return hostile(rng)  # not even a dict
    kind = rng.choice(kinds) if rng.random() < 0.95 else hostile(rng)
    msg: dict[str, Any] = {"kind": kind}
    own = intent_fields(w, kind) if isinstance(kind, str) and kind in kinds else []
    for name in own:  # the handler's own fields, now and then one left out
        if rng.random() < 0.9:
            msg[name] = field_value(name, rng, w)
    for name in fields:  # fields read by helpers (``_tile(msg)``), and some that do not belong
        if name not in msg and rng.random() < 0.25:
            msg[name] = field_value(name, rng, w)
    if kind == "load" and rng.random() < 0.5:
        msg["text"] = rng.choice(['{"schema": 2, "events": []}', "[" * 100_000 + "]" * 100_000,
                                  '{"schema": 2, "events": [' + "{}," * 3000 + "{}]}"])
    return msg




def _subclass_names(cls: type) -> set[str]:
    out = {cls.__name__}
    for sub in cls.__subclasses__():
        out |= _subclass_names(sub)
    return out


def documented_names() -> frozenset[str]:
    names: set[str] = set()
    for cls in DOCUMENTED:
        names |= _subclass_names(cls)
    return frozenset(names)


def check_reply(w: Any, label: str, msg: Any) -> None:
    """The widget's reply can be sent, and an error it shows is of a documented type."""
    why = reply_problem(w.view, w.message)
    if why:
        raise Unexpected(f"{label}: after {msg!r:.200} the reply cannot be sent: {why}")
    if w.message.get("level") == "error":
        text = w.message["text"]
        found = re.search(r"(\w+(?:Error|Exception|Hand|Allowed|Warning|Iteration))\b", text)
        if not found or found.group(1) not in documented_names():
            raise Unexpected(f"{label}: after {msg!r:.200} an undocumented error: {text:.300}")


def check_tiles(w: Any, label: str, msg: Any) -> None:
    """No fifth copy, no hand over 14 tiles, in the widgets that hold mahjong tiles."""
    hand = getattr(w, "hand", None)
    if isinstance(hand, widgets.Hand):
        seen = list(getattr(w, "seen", ()))
        counts = Counter(hand.all_tiles() + seen)
        over = {TILE_NAMES[t]: n for t, n in counts.items() if n > (1 if t >= 34 else 4)}
        if over or hand.size > 14:
            raise Unexpected(f"{label}: after {msg!r:.200} the hand {hand} (seen {seen}) has "
                             f"{hand.size} tiles, copies {over}")
    state = getattr(w, "snapshot", None)
    if repr(w).startswith("CardTable('doudizhu'") and hasattr(state, "slots"):
        ddz = widgets.rules("doudizhu")
        for slot in state.slots:  # each slot is one player's cards: from one deck
            why = ddz.problem(" ".join(slot))
            if why:
                raise Unexpected(f"{label}: after {msg!r:.200} a slot holds {slot}: {why}")
    game = getattr(w, "game", None)
    table = getattr(game, "table", None)
    if table is not None and hasattr(table, "closed"):
        shown: Counter[int] = Counter()
        for s in range(4):
            shown.update(table.closed[s])
            for m in table.melds[s]:
                shown.update(m.tiles)
        over = {TILE_NAMES[t]: n for t, n in shown.items() if n > 4}
        if over:
            raise Unexpected(f"{label}: after {msg!r:.200} the table shows {over}")


class History:
    """A model of undo/redo for a widget with a ``snapshot`` and a ``history``."""

    def __init__(self, w: Any):
        self.undo: list[Any] = list(w.history[0])
        self.redo: list[Any] = list(w.history[1])

    def step(self, w: Any, msg: Any, before: Any, label: str) -> None:
        after = w.snapshot
        kind = msg.get("kind") if isinstance(msg, dict) else None
        refused = w.message.get("level") in ("warning", "error")
        if refused:
            if after != before:
                raise Unexpected(f"{label}: {msg!r:.200} was refused but changed the state")
        elif kind == "undo":
            expect = self.undo.pop()
            if after != expect:
                raise Unexpected(f"{label}: undo did not give back the state before")
            self.redo.append(before)
        elif kind == "redo":
            expect = self.redo.pop()
            if after != expect:
                raise Unexpected(f"{label}: redo did not give back the state undone")
            self.undo.append(before)
        elif after != before:
            self.undo = (self.undo + [before])[-HISTORY:]
            self.redo = []
        undo, redo = w.history
        if (self.undo, self.redo) != (list(undo), list(redo)):
            raise Unexpected(f"{label}: after {msg!r:.200} the undo/redo history is "
                             f"{len(undo)}/{len(redo)} steps, expected "
                             f"{len(self.undo)}/{len(self.redo)}")


def drive(label: str, w: Any, rng: random.Random, steps: int
          ) -> Iterator[tuple[str, str, Any]]:
    """Send ``steps`` random intents to ``w``, checking after each; yields (widget.kind,
    outcome, the message sent)."""
    kinds, fields = intent_kinds(w), intent_fields(w)
    history = History(w) if hasattr(w, "history") else None
    for _ in range(steps):
        msg = random_intent(rng, w, kinds, fields)
        before = getattr(w, "snapshot", None)
        try:
            w.handle(msg)
        except Exception as e:
            raise Unexpected(f"{label}: handle({msg!r:.200}) raised {type(e).__name__}: {e}") \
                from e
        check_reply(w, label, msg)
        check_tiles(w, label, msg)
        if history is not None:
            history.step(w, msg, before, label)
        kind = msg.get("kind") if isinstance(msg, dict) else "not-a-dict"
        yield (f"{label}.{kind if kind in kinds else 'unknown-kind'}",
               w.message.get("level") or "ok", msg)
