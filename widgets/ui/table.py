"""The hand table: a whole hand of mahjong played step by step, forward and back.

Four seats around a square (hands face up for teaching, with a switch to hide the others),
their melds, discard ponds, void suits and wins; the wall as four sides of stacks with the
break point, the drawing front and the kong end; the dice; the 换三张 exchange as arrows from
giver to receiver; the running ledger. Deals come from a seed number, so a class replays the
same hand; a learner can take one seat (``human``) while the others play the documented
strategy of :mod:`~widgets.practice.play`. A
hand is the engine's event records: Save gives their JSON
(:func:`widgets.engine.events.to_json`), Load reads it back.

Data flows one way, as in the hand lab: :class:`widgets.practice.play.Game` plays the hand and
``Game.state(step)`` describes the table after ``step`` events; :meth:`HandTable._build`
turns that into the JSON ``view`` the JS draws; clicks come back as ``{"kind": ...}`` to
:meth:`HandTable.handle`, which never raises (a refusal is shown in the widget).

>>> t = HandTable("sichuan-xueliu", seed=7, lang="en")
>>> t.step == len(t.events) and t.finished
True
>>> t.handle({"kind": "step", "to": "start"})
>>> t.step, t.view["step"]["at"]
(0, 0)
>>> t.handle({"kind": "step", "to": "forward"})
>>> t.step
1
>>> t.handle({"kind": "step", "to": 10**6})
>>> t.message["level"], t.step
('warning', 1)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

import anywidget
import traitlets

from widgets import play
from widgets.engine import events as ev
from widgets.engine.notation import parse_hand
from widgets.engine.results import NotAllowed
from widgets.engine.tiles import tile_name
from widgets.mahjong.xueliu import Why
from widgets.practice.play import describe, seat_name, tiles_text, word
from widgets.practice.replay import ReplayError

from . import view as v
from .intents import SIZES, Intents, Refused, need
from .labels import LANGS

VARIANTS = play.PLAYABLE
# P-T1: where each seat sits on the screen, counted from the seat at the bottom (the
# learner's, else seat 0). Play runs counter-clockwise (seed 002: "打牌和抓牌順序都是逆時針方向
# 依次進行"), so the 下家 (seat + 1) sits on the right, the 上家 on the left.
POSITIONS = ("bottom", "right", "top", "left")
# The steps "next key step" stops at in a replay: where a hand changes course.
KEY_EVENTS = (ev.Exchange, ev.Void, ev.Claim, ev.Kong, ev.Win, ev.End)
LOG_SHOWN = 14  # events listed in the log, ending at the current step
PAYMENTS_SHOWN = 12  # the latest payments listed under the ledger
MAX_SEED = 2**31 - 1

# Every string the table shows, zh and en (the JS holds none).
TABLE_LABELS: dict[str, tuple[str, str]] = {
    "table": ("牌桌", "Hand table"),
    "seed": ("种子", "Seed"),
    "seed_hint": ("同一个种子发同样的牌：全班可以重放同一手牌",
                  "The same seed deals the same tiles: a class can replay one hand"),
    "new_deal": ("新的一局", "New deal"),
    "you_play": ("你来打", "You play"),
    "nobody": ("旁观", "nobody (watch)"),
    "to_start": ("|◀ 开始", "|◀ Start"),
    "back": ("◀ 上一步", "◀ Back"),
    "forward": ("下一步 ▶", "Forward ▶"),
    "to_end": ("结束 ▶|", "End ▶|"),
    "next_key": ("下一个关键步 ▶▶", "Next key step ▶▶"),
    "next_decision": ("打到我决定 ▶▶", "Play to my decision ▶▶"),
    "step_of": ("第 {at} / {total} 步", "step {at} of {total}"),
    "hide_others": ("遮住别家的牌", "Hide the other hands"),
    "save": ("保存", "Save"),
    "save_hint": ("这一局的事件记录（JSON）：复制或下载",
                  "This hand's event record (JSON): copy or download it"),
    "download": ("下载", "Download"),
    "load": ("载入", "Load"),
    "load_hint": ("粘贴保存过的 JSON，再按载入", "Paste a saved JSON record, then Load"),
    "load_refused": ("没有载入，当前这局保留：", "Not loaded; the current hand is kept:"),
    "loaded": ("已载入 {n} 个事件", "Loaded {n} events"),
    "redealt": ("四家换出和换入的花色都相同：这一局作废，重新洗牌发牌（R-M3）",
                "Every seat gave and got the same suit: the hand is void and dealt again "
                "(R-M3)"),
    "no_seed": ("这是载入的一局，没有种子：先输入种子，再按“新的一局”",
                "A loaded hand has no seed: type a seed, then New deal"),
    "dealer_mark": ("庄", "dealer"),
    "you": ("你", "you"),
    "turn_mark": ("轮到", "to play"),
    "void_mark": ("缺{suit}", "void {suit}"),
    "wins": ("胡", "Wins"),
    "out": ("已离场", "out"),
    "discards_pond": ("牌河", "Discards"),
    "ready_waits": ("听", "Waits"),
    "gave": ("换出", "gave"),
    "received": ("换入", "got"),
    "wall": ("牌墙", "Wall"),
    "wall_left": ("牌墙剩 {n} 张", "{n} tiles left in the wall"),
    "wall_break": ("开牌：{seat} 面前跳过 {n} 墩", "the break: {seat}'s wall, {n} skipped"),
    "front": ("摸牌处", "next draw"),
    "kong_end": ("杠后补牌处", "kong replacements"),
    "dice": ("骰子", "Dice"),
    "exchange": ("换三张", "The exchange (换三张)"),
    "ledger": ("输赢", "Ledger"),
    "net": ("净得", "net"),
    "payments": ("付款", "Payments"),
    "log": ("经过", "What happened"),
    "decision": ("轮到你", "Your decision"),
    "refused_options": ("不可以", "Not allowed"),
    "options": ("规则选项", "Rule options"),
    "options_hint": ("改一个选项，同一个种子按新规则重新发这一局",
                     "Change an option: the same seed is dealt again under the new rules"),
    "pick_three": ("点三张同花色的牌，再按“换出”", "Click three tiles of one suit, then Give"),
    "give": ("换出", "Give"),
    "use_buttons": ("请用下面的按钮回答", "Answer with the buttons below the table"),
    "click_discard": ("点手里的一张牌打出（加粗边框的牌现在可以打）",
                      "Click a tile of your hand to discard it (the outlined ones may go now)"),
    "picked": ("已选 {n} 张", "{n} picked"),
    "waiting": ("等待别家……", "the others play…"),
    "finished": ("这一局结束了", "The hand is over"),
    "not_at_end": ("先走到最后一步（结束 ▶|）才能做决定", "Step to the end (End ▶|) to decide"),
    "error": ("出错了（牌桌没有改变）：", "Something went wrong (the table is unchanged):"),
    "lang": ("English", "中文"),
    "size": ("大号", "Large"),
}


def say(key: str, lang: str, **fields: Any) -> str:
    """A table string in ``lang``, formatted with ``fields``.

    >>> say("wall_left", "en", n=55)
    '55 tiles left in the wall'
    """
    zh, en = TABLE_LABELS[key]
    text = zh if lang == "zh" else en
    return text.format(**fields) if fields else text


def _refusal(why: str, lang: str) -> str:
    """A refusal's reason in ``lang`` (the engine's carry both:
    :class:`~widgets.engine.results.Why`)."""
    return why.say(lang) if isinstance(why, Why) else str(why)


def _line(event: ev.Event, lang: str, hide: bool, human: int | None) -> str:
    """A log line; with the other hands hidden (P-T2) another seat's drawn tile and the tiles
    two other seats exchange are left out, as at a real table."""
    mine = human in (getattr(event, "seat", None), getattr(event, "to_seat", None))
    return describe(event, lang, secret=hide and not mine)


def _label(action: play.Action, lang: str) -> str:
    """An option's words in ``lang``, as the engine labels it (e.g. '碰 五筒', 'pon 5p')."""
    return action.label_zh if lang == "zh" else action.label_en


@dataclasses.dataclass(frozen=True)
class TableCursor:
    """What the table shows: the game (``deal`` counts New deals and Loads), how many of its
    events (``step``), and the tiles picked for a 换三张 (indices into the hand). A new game
    becomes the table's only once its view is built (a failure leaves the old one)."""

    deal: int
    step: int
    picked: tuple[int, ...] = ()
    game: play.Game | None = dataclasses.field(default=None, compare=False, repr=False)


class HandTable(Intents, anywidget.AnyWidget):
    """A table that plays one hand of ``variant`` from ``seed``, step by step.

    ``human`` a seat 0-3 the learner plays (None: four automatic seats, a replay);
    ``options`` the variant's rule options; ``lang`` 'zh' or 'en'; ``size`` 'normal' or
    'large'; ``hide_others`` shows the other seats' concealed tiles face down; ``events`` a
    saved hand (a list of events or its JSON text) to replay instead of dealing from the
    seed. Bad arguments raise ValueError (a lesson's mistake); a learner's bad click is shown.
    """

    _esm = v.static_esm("table.js")
    _css = "\n".join((v.STATIC / name).read_text(encoding="utf-8")
                     for name in ("paixue.css", "table.css"))
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)
    TEXT_LIMITS: ClassVar[dict[str, int]] = {"load": ev.MAX_JSON_CHARS}  # a replay, P-IN2

    def __init__(self, variant: str = "sichuan-xueliu", seed: int = 1, *,
                 human: int | None = None, options: dict[str, Any] | None = None,
                 lang: str = "zh", size: str = "normal", hide_others: bool = False,
                 events: str | Sequence[ev.Event] | None = None, **kwargs: Any):
        super().__init__(**kwargs)
        if variant not in VARIANTS:
            raise ValueError(f"variant is one of {', '.join(VARIANTS)}, not {variant!r}")
        if lang not in LANGS:
            raise ValueError(f"lang is one of {', '.join(LANGS)}, not {lang!r}")
        if size not in SIZES:
            raise ValueError(f"size is one of {', '.join(SIZES)}, not {size!r}")
        self._variant = variant
        self._ui = {"lang": lang, "size": size, "hide": bool(hide_others), "save": False}
        self._undo: list[TableCursor] = []
        self._redo: list[TableCursor] = []
        if events is not None:
            records = ev.from_json(events) if isinstance(events, str) else list(events)
            game = play.Game.from_events(variant, records, **(options or {}))
        else:
            game = self._new_game(_check_seed(seed), _check_human(human), options or {})
        self._state = TableCursor(0, len(game.events), game=game)
        self.view = self._build(self._state, self._ui, False, False)
        self.message = {"text": "", "level": ""}
        self.on_msg(lambda _w, content, _b: self.handle(content))

    def _new_game(self, seed: int, human: int | None,
                  options: dict[str, Any] | None = None) -> play.Game:
        """A hand dealt from ``seed`` (options: the current game's unless given), played to the
        learner's first decision or to its end."""
        options = self._game.options if options is None else options
        game = play.Game(self._variant, seed, human=human, **options)
        game.advance()  # to the learner's first decision, or the whole hand
        return game

    def __repr__(self) -> str:
        return (f"HandTable({self._variant!r}, seed={self._game.seed!r}, "
                f"human={self._game.human!r})")

    # ---- read-only state for lessons and tests ----------------------------------------------

    @property
    def game(self) -> play.Game:
        """The game being shown (live when a learner plays a seat, else a finished hand)."""
        return self._game

    @property
    def _game(self) -> play.Game:
        assert self._state.game is not None
        return self._state.game

    @property
    def events(self) -> list[ev.Event]:
        return list(self._game.events)

    @property
    def step(self) -> int:
        """How many events the table shows (0: before the deal)."""
        return self._state.step

    @property
    def finished(self) -> bool:
        return bool(self._game.finished)

    @property
    def state(self) -> play.TableState:
        """The engine's table after the shown step."""
        return self._game.state(self._state.step)

    @property
    def replay_json(self) -> str:
        """The hand's events as JSON (what Save shows; Load and ``events=`` read it)."""
        return ev.to_json(self._game.events)

    # ---- intents ----------------------------------------------------------------------------

    def _error_label(self, lang: str) -> str:
        return say("error", lang)

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple]]:
        return {"step": self._step, "next_key": self._next_key,
                "next_decision": self._next_decision, "act": self._act, "pick": self._pick,
                "give": self._give, "new_deal": self._new_deal, "human": self._human,
                "load": self._load, "option": self._option, "hide": self._toggle("hide"),
                "save": self._toggle("save"),
                "lang": self._ui_choice, "size": self._ui_choice}

    def _at(self, step: int, picked: tuple[int, ...] = ()) -> TableCursor:
        return dataclasses.replace(self._state, step=step, picked=picked)

    def _step(self, msg: dict[str, Any]):
        to = need(msg, "to", "start, back, forward, end or a step number", (int, str))
        end, now = len(self._game.events), self._state.step
        moves = {"start": 0, "back": now - 1, "forward": now + 1, "end": end}
        if isinstance(to, int) and not isinstance(to, bool):
            step = to
        elif to in moves:
            step = moves[to]
        else:
            raise Refused(f"step: 'to' is start, back, forward, end or a step number, not {to!r}")
        if not 0 <= step <= end:
            raise Refused(say("step_of", self._ui["lang"], at=step, total=end) + ": "
                          + f"there are steps 0 to {end} only")
        return self._at(step), self._ui

    def _next_key(self, _msg: dict[str, Any]):
        events, now = self._game.events, self._state.step
        for i in range(now, len(events)):
            if isinstance(events[i], KEY_EVENTS):
                return self._at(i + 1), self._ui
        return self._at(len(events)), self._ui

    def _next_decision(self, _msg: dict[str, Any]):
        if self._game.human is None or self._game.finished:
            return self._next_key(_msg)
        self._game.advance()
        return self._at(len(self._game.events)), self._ui

    def _pending(self) -> play.Decision:
        """The learner's decision now. P-T4: only at the live end of the hand; stepping back
        is for looking, the past is not rewritten."""
        lang = self._ui["lang"]
        if self._state.step != len(self._game.events):
            raise Refused(say("not_at_end", lang))
        decision = self._game.pending() if self._game.human is not None else None
        if decision is None:
            raise Refused(say("finished" if self._game.finished else "waiting", lang))
        return decision

    def _play(self, action: play.Action):
        redeals = len(self._game.voided)
        try:
            self._game.act(action)
        except NotAllowed as e:
            raise Refused(str(e)) from None
        self._game.advance()
        note = say("redealt", self._ui["lang"]) if len(self._game.voided) > redeals else ""
        return self._at(len(self._game.events)), self._ui, note

    def _act(self, msg: dict[str, Any]):
        decision = self._pending()
        index = need(msg, "index", "the option's number")
        if isinstance(index, bool) or not isinstance(index, int) \
                or not 0 <= index < len(decision.options):
            raise Refused(f"act: index is 0-{len(decision.options) - 1}, not {index!r}")
        return self._play(decision.options[index])

    def _hand_tiles(self) -> list[str]:
        seat = self._game.human
        return _concealed(self.state.seats[seat].hand) if seat is not None else []

    def _pick(self, msg: dict[str, Any]):
        """Click a hand tile: a discard on the learner's turn, a pick for the exchange."""
        decision = self._pending()
        index = need(msg, "index", "the tile's place in the hand")
        tiles = self._hand_tiles()
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(tiles):
            raise Refused(f"pick: index is 0-{len(tiles) - 1}, not {index!r}")
        if decision.kind == "exchange":
            picked = self._state.picked
            picked = tuple(i for i in picked if i != index) if index in picked \
                else picked + (index,)
            if len(picked) > 3:
                raise Refused(say("pick_three", self._ui["lang"]))
            return self._at(self._state.step, picked), self._ui
        if decision.kind != "turn":  # a claim or the void suit: its buttons answer it
            raise Refused(say("use_buttons", self._ui["lang"]))
        for action in decision.options:
            if action.kind == "discard" and action.tiles == (tiles[index],):
                return self._play(action)
        lang = self._ui["lang"]
        refused = {a.tiles: why for a, why in decision.refused if a.kind == "discard"}
        why = refused.get((tiles[index],))
        why = _refusal(why, lang) if why else ", ".join(_label(a, lang) for a in decision.options)
        raise Refused(f"{tiles_text([tiles[index]], lang)}: {why}")

    def _give(self, _msg: dict[str, Any]):
        decision = self._pending()
        tiles = self._hand_tiles()
        picked = tuple(sorted(tiles[i] for i in self._state.picked))
        if decision.kind != "exchange" or len(picked) != 3:
            raise Refused(say("pick_three", self._ui["lang"]))
        for action in decision.options:
            if action.kind == "exchange" and tuple(sorted(action.tiles)) == picked:
                return self._play(action)
        return self._play(play.Action("exchange", picked))  # the engine says why not

    def _new_deal(self, msg: dict[str, Any]):
        seed = msg["seed"] if msg.get("seed") not in (None, "") else self._seed_now()
        try:
            seed = _check_seed(int(seed) if isinstance(seed, str) and seed.strip().lstrip(
                "-").isdigit() else seed)
        except ValueError as e:
            raise Refused(f"new_deal: {e}") from None
        game = self._new_game(seed, self._game.human)
        return TableCursor(self._state.deal + 1, len(game.events), game=game), self._ui

    def _seed_now(self) -> int:
        if self._game.seed is None:  # a loaded replay
            raise Refused(say("no_seed", self._ui["lang"]))
        return self._game.seed

    def _human(self, msg: dict[str, Any]):
        seat = need(msg, "seat", "a seat 0-3, or null to watch")
        if seat in ("", "none"):
            seat = None
        if isinstance(seat, str) and seat.isdigit():
            seat = int(seat)
        try:
            seat = _check_human(seat)
        except ValueError as e:
            raise Refused(f"human: {e}") from None
        game = self._new_game(self._seed_now(), seat)
        return TableCursor(self._state.deal + 1, len(game.events), game=game), self._ui

    def _option(self, msg: dict[str, Any]):
        """A rule option changed (the option rows: name, ruling id, doc): the same seed and seat
        are dealt again under the new rules; a loaded replay is re-read under them, at the
        same step. A value of the wrong type, or a record the new rules refuse, is shown and
        the table kept."""
        name = need(msg, "name", "a rule option's name", str)
        value = need(msg, "value", "the option's new value")
        game = self._game
        try:
            value = v.option_value(game.rules, name, value)
            options = dict(game.options) | {name: value}
            if game.seed is None:
                new = play.Game.from_events(self._variant, game.events, **options)
            else:
                new = self._new_game(game.seed, game.human, options)
        except (ValueError, NotAllowed) as e:
            why = e.say(self._ui["lang"]) if isinstance(e, ReplayError) else str(e)
            raise Refused(f"option: {why}") from None
        step = self._state.step if game.seed is None else len(new.events)
        return TableCursor(self._state.deal + 1, step, game=new), self._ui

    def _load(self, msg: dict[str, Any]):
        """P-T3: a Load that fails keeps the current hand and shows why (the reader names the
        event, field and value); the pasted text stays in the box. A loaded hand is a replay:
        no seat to play, shown from step 0."""
        text = need(msg, "text", "the saved JSON")
        lang = self._ui["lang"]
        if not isinstance(text, str):
            raise Refused(f"load: text must be a string, not {type(text).__name__}")
        try:
            game = play.Game.from_events(self._variant, ev.from_json(text),
                                         **self._game.options)
        except (ValueError, NotAllowed) as e:  # a ReplayError says it in zh and en
            why = e.say(lang) if isinstance(e, ReplayError) else str(e)
            raise Refused(f"{say('load_refused', lang)} {why}\x00{text}") from None
        note = say("loaded", lang, n=len(game.events))
        return TableCursor(self._state.deal + 1, 0, game=game), self._ui, note

    def _toggle(self, key: str) -> Callable[[dict[str, Any]], tuple]:
        return lambda _msg: (self._state, self._ui | {key: not self._ui[key]})

    # ---- the view state ---------------------------------------------------------------------

    def _build(self, state: TableCursor, ui: dict[str, Any], undo: bool, redo: bool
               ) -> dict[str, Any]:
        game, lang = state.game, ui["lang"]
        assert game is not None
        table = game.state(state.step)
        end = len(game.events)
        live = game.human is not None and state.step == end and not game.finished
        decision = game.pending() if live else None
        rules = game.rules
        bottom = game.human if game.human is not None else 0
        view = v.chrome(lang, ui["size"]) | {
            "widget": "table",
            "labels": {k: say(k, lang) for k, (zh, _en) in TABLE_LABELS.items() if "{" not in zh},
            "variant": {"id": self._variant, "name": rules.zh if lang == "zh"
                        else f"{rules.en} {rules.zh}"},
            "seed": game.seed, "human": game.human, "hide": ui["hide"],
            "options": v.options_view(rules),
            "seat_choices": [{"value": "", "label": say("nobody", lang)}]
            + [{"value": s, "label": seat_name(s, lang)} for s in range(4)],
            "step": {"at": state.step, "total": end,
                     "label": say("step_of", lang, at=state.step, total=end)},
            "finished": bool(table.finished),
            "faces": {tile_name(t): v.tile_view(t) for t in rules.kinds},
            "seats": [self._seat_view(table, s, bottom, decision, state, ui)
                      for s in range(4)],
            "wall": _wall_view(table, bottom, lang),
            "dice": [{"kind": k, "label": word(f"dice_{k}", lang), "values": list(vals)}
                     for k, vals in table.dice.items()],
            "exchange": [{"from": g, "to": r, "from_pos": POSITIONS[(g - bottom) % 4],
                          "to_pos": POSITIONS[(r - bottom) % 4],
                          "label": f"{seat_name(g, lang)} → {seat_name(r, lang)}"}
                         for g, r in table.exchange],
            "last": _line(game.events[state.step - 1], lang, ui["hide"], game.human)
            if state.step else "",
            "log": [{"step": i + 1, "text": _line(game.events[i], lang, ui["hide"], game.human),
                     "type": game.events[i].type}
                    for i in range(max(0, state.step - LOG_SHOWN), state.step)],
            "ledger": [{"seat": s, "name": seat_name(s, lang), "net": table.net.get(s, 0)}
                       for s in range(4)],
            "payments": _payments_view(game.ledger(state.step), lang),
            "decision": _decision_view(decision, state.picked, lang),
            "live": live,
            "save_text": ev.to_json(game.events) if ui["save"] else None,
            "save": ui["save"],
        }
        return view

    def _seat_view(self, table: play.TableState, seat: int, bottom: int,
                   decision: play.Decision | None, state: TableCursor, ui: dict[str, Any]
                   ) -> dict[str, Any]:
        lang, sv = ui["lang"], table.seats[seat]
        hand = parse_hand(sv.hand)
        concealed = [tile_name(t) for t in hand.closed]
        # P-T2: what a player would not see at a real table hides (concealed tiles, the tiles
        # passed between others, the waits); melds, ponds and wins are public
        human = state.game.human if state.game is not None else None
        hidden = ui["hide"] and seat != human and not sv.out
        mine = decision is not None and seat == human and decision.kind in ("turn", "exchange")
        discards = {a.tiles[0] for a in decision.options
                    if a.kind == "discard" and a.tiles} if mine and decision else set()
        return {
            "seat": seat, "name": seat_name(seat, lang), "position": POSITIONS[(seat - bottom) % 4],
            "dealer": seat == table.dealer, "turn": seat == table.turn,
            "human": seat == human, "hidden": hidden,
            "concealed": [{"id": t, "index": i, "picked": i in state.picked,
                           "discard": t in discards} for i, t in enumerate(concealed)]
            if not hidden else [{"index": i} for i in range(len(concealed))],
            "clickable": mine,
            "melds": [{"text": str(m), "label": v.meld_label(m.kong_kind or m.kind or "", lang)
                       if (m.kong_kind or m.kind) in v.MELD_KINDS else str(m),
                       "tiles": [tile_name(t) for t in m.tiles], "concealed": m.concealed}
                      for m in hand.melds],
            "discards": list(sv.discards),
            "void": None if not sv.void else {
                "suit": sv.void, "label": say("void_mark", lang,
                                              suit=word(sv.void, lang))},
            "wins": list(sv.wins), "out": bool(sv.out),
            "given": [] if hidden else list(sv.given),
            "received": [] if hidden else list(sv.received),
            "waits": list(sv.ready_waits) if not hidden else [],
            "net": table.net.get(seat, 0),
        }


def _payments_view(ledger: Any, lang: str) -> list[dict[str, Any]]:
    """The last payments (newest last), each with the step that caused it and its reason."""
    return [{"step": p.event + 1, "payer": p.payer, "payee": p.payee,
             "text": f"{seat_name(p.payer, lang)} → {seat_name(p.payee, lang)} {p.paid}"
             + (f" ({p.owed})" if p.paid != p.owed else ""),
             "reason": p.reason_zh if lang == "zh" else f"{p.reason_zh} {p.reason_en}",
             "ruling": p.ruling}
            for p in ledger.payments[-PAYMENTS_SHOWN:]]


def _concealed(hand_text: str) -> list[str]:
    return [tile_name(t) for t in parse_hand(hand_text).closed]


def _check_seed(seed: Any) -> int:
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise ValueError(f"seed is a whole number 0-{MAX_SEED}, not {seed!r}")
    return seed


def _check_human(seat: Any) -> int | None:
    if seat is None:
        return None
    if isinstance(seat, bool) or seat not in range(4):
        raise ValueError(f"human is a seat 0-3 or None (watch), not {seat!r}")
    return seat


def _decision_view(decision: play.Decision | None, picked: tuple[int, ...], lang: str
                   ) -> dict[str, Any] | None:
    if decision is None:
        return None
    prompt = decision.prompt_zh if lang == "zh" else decision.prompt_en
    # an option with tiles shows them drawn, after the kind's name
    options = [{"index": i, "kind": a.kind, "tiles": list(a.tiles),
                "label": word(a.kind, lang) if a.tiles else _label(a, lang)}
               for i, a in enumerate(decision.options)]
    if decision.kind == "turn":  # a discard is a click on the tile itself
        options = [o for o in options if o["kind"] != "discard"]
    return {"kind": decision.kind, "prompt": prompt or decision.kind, "options": options,
            "refused": _refused_view(decision.refused, lang),
            "note": say("click_discard", lang) if decision.kind == "turn"
            else say("pick_three", lang) if decision.kind == "exchange" else "",
            "picked": len(picked), "pick": decision.kind == "exchange",
            "pick_label": say("picked", lang, n=len(picked))}


def _refused_view(refused: Sequence[tuple[play.Action, str]], lang: str
                  ) -> list[dict[str, Any]]:
    """The refused options, those with the same kind and reason on one line (under 定缺 every
    other tile's discard is refused for one reason: one line, its tiles listed)."""
    lines: dict[tuple[str, str], list[play.Action]] = {}
    for action, why in refused:
        lines.setdefault((action.kind, why), []).append(action)
    out = []
    for (kind, why), actions in lines.items():
        tiles = [t for a in actions for t in a.tiles]
        label = _label(actions[0], lang) if len(actions) == 1 \
            else f"{word(kind, lang)} {tiles_text(tiles, lang)}"
        out.append({"kind": kind, "reason": _refusal(why, lang), "label": label})
    return out


def _wall_view(table: play.TableState, bottom: int, lang: str) -> dict[str, Any]:
    """The wall as the JS draws it: four sides of stacks, each with the tiles it still holds
    (0-2), the break, the drawing front and the kong end marked; ``k`` counts a side's stacks
    from its owner's right-hand end (R-M14), which the CSS lays out per side."""
    out: dict[str, Any] = {"remaining": table.wall_remaining, "sides": [],
                           "label": say("wall_left", lang, n=table.wall_remaining),
                           "break_label": ""}
    wall = table.wall
    if wall is None:
        return out
    front_title, back_title = say("front", lang), say("kong_end", lang)
    sides = []
    for seat, stacks in enumerate(wall.stacks):
        rows = []
        for k, left in enumerate(stacks):
            here = (seat, k)
            rows.append({"k": k, "left": left, "front": here == wall.front,
                         "back": here == wall.back,
                         "break": seat == wall.break_seat and k == wall.break_stack,
                         "title": front_title if here == wall.front
                         else back_title if here == wall.back else ""})
        sides.append({"seat": seat, "position": POSITIONS[(seat - bottom) % 4],
                      "label": f"{say('wall', lang)} · {seat_name(seat, lang)}",
                      "stacks": rows})
    return out | {"sides": sides, "break_label": say(
        "wall_break", lang, seat=seat_name(wall.break_seat, lang), n=wall.break_stack)}
