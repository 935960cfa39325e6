"""The hand lab: build a hand by clicking tiles and see, on every click, its problems, 向听,
waits, discard advice, claims and fan breakdown. Every mahjong variant reuses it.

Data flows one way: a click in the JS sends ``{"kind": ..., ...}``; :meth:`HandLab.handle`
changes the state, asks the engine (``rules.analyse``) and sets the ``view`` trait. The page
gets the view as one synced trait per top-level key (``v_hand``, ``v_analysis`` …, see
``VIEW_KEYS``), so a click sends only the keys that changed, and the JS redraws only the panels
whose data changed. Panels name a tile by its id ('5m'); ``faces`` holds, once, what each
tile is drawn from (label, glyphs, colour, the 赖子 mark: :mod:`widgets.ui.hand_lab.view_faces`). A
refused or bad intent sets ``message`` and changes nothing; ``handle`` never raises.

>>> lab = HandLab(hand="1112345678999m")
>>> lab.handle({"kind": "add", "tile": "5m"})
>>> lab.view["hand"]["text"], lab.view["analysis"]["shanten"]
('1112345678999m +5m', -1)
>>> lab.handle({"kind": "add", "tile": "5m"})
>>> lab.message["level"], lab.hand.size
('warning', 14)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from functools import lru_cache
from typing import Any

import anywidget
import traitlets

from widgets.engine.notation import Hand, NotationError, format_tiles
from widgets.engine.results import Analysis
from widgets.engine.rules import MahjongRules
from widgets.engine.situation import Situation
from widgets.engine.tiles import tile_name, tile_zh
from widgets.engine.why import speak
from widgets.practice.table import claim_effects, play_on

from ..shared import view as v
from ..shared import view_claims
from ..shared.assets import STATIC, static_esm
from ..shared.display import ShowsTiles
from ..shared.intents import Refused, Undoable, from_error, need, tile_of, what_zh
from ..shared.labels import LANGS, labels, say
from ..shared.plain_text import PlainTexts
from ..shared.position import PositionCodes
from .class_mode import LabClass
from .view_faces import faces_view

MODES = ("hand", "seen")

# The view goes to the page one top-level key per synced trait (``v_<key>``): traitlets send
# only a trait whose value changed, so a click sends the hand and its analysis, not the labels,
# palette, situation and options again (issue 26). A key not listed here goes in ``v_more``.
VIEW_KEYS = ("labels", "lang", "size", "widget", "variant", "faces", "mode", "palette", "hand",
             "seen",
             "copy_text", "history", "situation", "options", "meld_kinds", "seats",
             "analysis", "claims", "compare", "code", "play_on")

@dataclasses.dataclass(frozen=True)
class LabState:
    """Everything undo restores: the hand, seen tiles, situation, rule options, claim pick."""

    hand: Hand
    seen: tuple[int, ...] = ()
    situation: Situation = Situation()
    options: tuple[tuple[str, Any], ...] = ()
    discard: int | None = None
    from_seat: int = 2
    passed: bool = False  # 漏胡 (永州): you passed on a win on this discard and have not moved
    variant: str = ""  # a pasted position code may change the variant: undo changes it back
    draw_seed: int = 0  # play on (何切る): the seed of the draws, and how many were drawn
    drawn: int = 0
    log: tuple[str, ...] = ()  # play on: '+5m' drawn, '-9p' discarded, oldest first
    claimed: Hand | None = None  # the hand a 吃/碰 left: while it stands, it must discard




@lru_cache(maxsize=64)
def _fixed(rules: MahjongRules, lang: str) -> tuple[dict[str, str], list, list]:
    """What no click changes, built once per rules object and language: the label table, the
    rule options and the meld kinds. The same objects each time, so the synced traits see
    them unchanged at a glance and nothing checks them again before sending (read-only)."""
    return labels(lang), v.options_view(rules, lang), v.meld_kinds_view(rules, lang)


def _seed(value: Any) -> int:
    """A draw seed: a whole number (ValueError otherwise)."""
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) > 2 ** 53:
        raise ValueError(f"draw_seed is a whole number, not {value!r}")
    return value


def _word(msg: dict[str, Any], name: str, what: str) -> str:
    value = need(msg, name, what)
    if not isinstance(value, str):
        raise Refused(f"{msg.get('kind')!r}: {name} must be text ({what}), not {value!r}",
                      f"{msg.get('kind')!r}：{name} 应是文字（{what_zh(what)}），不是 {value!r}")
    return value


def _index(msg: dict[str, Any], name: str = "index") -> int:
    value = need(msg, name, "a whole number")
    if isinstance(value, bool) or not isinstance(value, int):
        raise Refused(f"{msg.get('kind')!r}: {name} must be a whole number, not {value!r}",
                      f"{msg.get('kind')!r}：{name} 应是整数，不是 {value!r}")
    return value


class HandLab(LabClass, PlainTexts, PositionCodes, Undoable, ShowsTiles, anywidget.AnyWidget):
    """The hand lab widget.

    ``variant`` a variant id; ``hand`` notation (may end with ``| situation keywords``);
    ``situation`` a dict of :class:`Situation` fields; ``seen`` tiles already seen, in
    notation; ``options`` the variant's rule options; ``lang`` 'zh' or 'en'; ``size``
    'normal' or 'large' (projectors) for this lab only — left out, the lab follows the
    learner's size setting (:func:`~widgets.ui.display`), and its size button changes that
    setting for every widget; ``compare`` a rule option's name (永州: 'cap') to show
    the hand under each of its values side by side, with the cap drawn as a line;
    ``draw_seed`` the seed of the Draw button's tiles (play on, 何切る); ``code`` a position
    code (:attr:`code`) to open instead of the position the other arguments give. Bad
    arguments raise ValueError (a lesson's mistake).
    """

    CODE_KIND = "hl"
    TEXT_LIMITS = Undoable.TEXT_LIMITS | {"code": PositionCodes.CODE_LIMIT}

    _esm = static_esm("handlab.js")
    _css = "\n".join((STATIC / f).read_text(encoding="utf-8")
                      for f in ("paixue.css", "handlab.css"))  # the shared look, then the layout
    UI_CHOICES = Undoable.UI_CHOICES | {"mode": MODES}  # palette taps add to the hand or seen
    view = traitlets.Dict()  # the whole view state; the page gets it as the v_* traits below
    message = traitlets.Dict().tag(sync=True)
    view_keys = traitlets.List(list(VIEW_KEYS)).tag(sync=True)
    for _key in VIEW_KEYS:
        locals()[f"v_{_key}"] = traitlets.Any(None, allow_none=True).tag(sync=True)
    v_more = traitlets.Dict().tag(sync=True)
    v_claim_tiles = traitlets.Any(None, allow_none=True).tag(sync=True)  # view["claims"]["tiles"]
    del _key

    def __init__(self, variant: str = "sichuan-xuezhan", hand: str = "",
                 situation: dict[str, Any] | None = None, seen: str = "",
                 options: dict[str, Any] | None = None, lang: str = "zh",
                 size: str | None = None, compare: str = "", draw_seed: int = 0,
                 code: str = "", **kwargs: Any):
        super().__init__(**kwargs)
        rules = v.rules_for(variant, options)
        parsed = v.parse_lab_text(hand)
        sit = parsed.situation or Situation()
        if situation:
            sit = sit.with_(**{k: v.situation_value(k, x) for k, x in situation.items()})
        seen_tiles = parsed.seen or ()
        if seen:
            seen_tiles += tuple(v.parse_hand(seen).all_tiles())
        self._check_choice("lang", lang, LANGS)
        size = self._first_size(size)  # DisplayError (a ValueError) naming a bad one
        state = LabState(parsed.hand, tuple(sorted(seen_tiles)), sit,
                         tuple(sorted(v.current_options(rules).items())),
                         from_seat=2 if 2 in rules.seats else rules.seats[0],  # 双人: 上家
                         variant=variant, draw_seed=_seed(draw_seed))
        why = v.refusal(rules, state.hand, state.seen)
        why = why or v.seen_problems(rules, state.hand, state.seen)
        if why:
            raise ValueError(f"HandLab cannot hold {hand!r} (seen {seen!r}): {why}")
        self._state = state
        if code:
            self._state = state = self._state_from_code(code)  # PositionCodeError says why
            rules = self.rules
        if compare:
            v.option_values(rules, compare)  # ValueError naming the comparable options
        self._ui = {"lang": lang, "size": size, "mode": "hand", "compare": compare}
        self._undo: list[LabState] = []
        self._redo: list[LabState] = []
        self.view = self._build(state, self._ui, False, False)
        self.message = {"text": "", "level": ""}
        self.on_msg(self._on_msg)

    @traitlets.observe("view")
    def _split_view(self, change: dict[str, Any]) -> None:
        """Copy the new view into the per-key traits, in one message (only changed ones go)."""
        view = change["new"]
        claims = view.get("claims")
        with self.hold_sync():
            for key in VIEW_KEYS:
                setattr(self, f"v_{key}", view.get(key))
            self.v_more = {k: x for k, x in view.items() if k not in VIEW_KEYS}
            if isinstance(claims, dict) and "tiles" in claims:
                # the claim picker's tile list never changes with a click: its own trait, so a
                # new claims note does not send every tile again (readView puts it back)
                self.v_claim_tiles = claims["tiles"]
                self.v_claims = {k: x for k, x in claims.items() if k != "tiles"}

    @staticmethod
    def _check_choice(name: str, value: Any, allowed: tuple[str, ...]) -> None:
        if value not in allowed:
            raise ValueError(f"{name} is one of {', '.join(allowed)}, not {value!r}")

    def __repr__(self) -> str:
        return f"HandLab(variant={self._variant!r}, hand={self.text!r})"

    @property
    def _variant(self) -> str:
        return self._state.variant

    # ---- read-only state for lessons and tests ----------------------------------------------

    @property
    def rules(self) -> MahjongRules:
        """The rules object with the lab's current options."""
        return v.rules_for(self._variant, dict(self._state.options))

    @property
    def hand(self) -> Hand:
        return self._state.hand

    @property
    def situation(self) -> Situation:
        return self._state.situation

    @property
    def seen(self) -> tuple[int, ...]:
        return self._state.seen

    @property
    def text(self) -> str:
        """The hand and situation as one line (what the copy button gives)."""
        return v.copy_text(self.hand, self.situation, self.seen)

    @property
    def analysis(self) -> Analysis:
        """The engine's analysis of the current hand (what the panels show)."""
        return self._analyse(self.rules, self._state).analysis

    @staticmethod
    def _analyse(rules: MahjongRules, s: LabState) -> v.LabAnalysis:
        """The cached analysis, its claims re-asked after a 漏胡 pass when the switch is on."""
        lab = v.analyse(rules, s.hand, s.situation, s.seen, s.discard, s.from_seat)
        if s.passed:
            lab = v.after_passing(lab, rules, s.hand, s.situation, s.discard, s.from_seat)
        if s.claimed is not None and s.claimed == s.hand:  # taken by 吃/碰: discard, no win
            lab = view_claims.must_discard(lab)
        return lab

    # ---- the one entry point ----------------------------------------------------------------

    def _on_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        self.handle(content)

    def _error_label(self, lang: str) -> str:
        return say("error", lang)

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple[LabState, dict, str]]]:
        return {"add": self._add, "remove": self._remove, "text": self._text,
                "undo": self._undo_, "redo": self._redo_, "clear": self._clear,
                "toggle": self._toggle, "set_situation": self._set_situation,
                "option": self._option, "seen_add": self._seen_add,
                "seen_remove": self._seen_remove, "mode": self._ui_choice, "meld": self._meld,
                "unmeld": self._unmeld, "claim_tile": self._claim_tile, "lang": self._ui_choice,
                "size": self._ui_choice, "faces": self._faces_, "compare": self._compare,
                "passed": self._passed,
                "claim": self._claim, "code": self._code_intent, "draw": self._draw}

    # ---- intents: each returns (state, ui, note) or raises Refused ------------------------

    def _with_hand(self, hand: Hand, prefix: str) -> tuple[LabState, dict, str]:
        hand = v.fold_winning(hand)
        why = v.refusal(self.rules, hand, self.seen)
        if why:
            raise Refused(f"{prefix} {speak(why, self._ui['lang'])}".strip())
        return dataclasses.replace(self._state, hand=hand), self._ui, ""

    def _add(self, msg: dict[str, Any]):
        tile = tile_of(msg)
        lang, name = self._ui["lang"], f"{tile_zh(tile)} {tile_name(tile)}"
        if tile not in v.palette_tiles(self.rules):
            raise Refused(say("not_in_set", lang, tile=name, variant=self.rules.zh))
        return self._with_hand(v.add_tile(self.hand, tile), say("refused_add", lang, tile=name))

    def _remove(self, msg: dict[str, Any]):
        index = _index(msg)
        try:
            hand = v.remove_at(self.hand, index)
        except IndexError as e:
            raise from_error(e, "remove") from None
        s = self._state
        if s.drawn and s.hand.size % 3 == 2 and index < len(s.hand.concealed) + \
                (s.hand.winning is not None):  # play on: a tile from a full hand is a discard
            tile = v.hand_tiles(s.hand)[index]
            state, ui, _ = self._with_hand(hand, "")
            note = say("discarded", ui["lang"], tile=f"{tile_zh(tile)} {tile_name(tile)}")
            return dataclasses.replace(state, seen=tuple(sorted(s.seen + (tile,))),
                                       situation=state.situation.with_(self_drawn=False),
                                       log=(s.log + (f"-{tile_name(tile)}",))[-60:]), ui, note
        return self._with_hand(hand, "")

    def _draw(self, _msg: dict[str, Any]):
        """``{"kind": "draw"}``: play on (何切る) — a random unseen tile (the lab's seed, its
        draw count) joins a hand of 13 (10, 7 …) tiles as the drawn tile, self-drawn."""
        s, lang = self._state, self._ui["lang"]
        if s.hand.size % 3 != 1:
            raise Refused(say("draw_need", lang, n=s.hand.size))
        tile = play_on.draw_tile(self.rules, s.hand, s.seen, s.draw_seed, s.drawn)
        if tile is None:
            raise Refused(say("draw_empty", lang))
        state, ui, _ = self._with_hand(v.add_tile(s.hand, tile), "")
        sit = state.situation
        if not sit.robbing_kong:  # a drawn winning tile is self-drawn (never a robbed kong)
            sit = sit.with_(self_drawn=True)
        return dataclasses.replace(state, situation=sit, drawn=s.drawn + 1,
                                   log=(s.log + (f"+{tile_name(tile)}",))[-60:]), ui, \
            say("drew", lang, tile=f"{tile_zh(tile)} {tile_name(tile)}")

    # ---- the position code (issue 25) -------------------------------------------------------

    def _position(self, s: LabState) -> dict[str, Any]:
        data: dict[str, Any] = {"v": s.variant, "t": v.copy_text(s.hand, s.situation, s.seen)}
        if s.options:
            data["o"] = dict(s.options)
        if s.draw_seed or s.drawn or s.log:
            data["d"] = [s.draw_seed, s.drawn, list(s.log)]
        return data

    def _restore(self, data: dict[str, Any]) -> LabState:
        variant, text = data.get("v"), data.get("t")
        if not isinstance(variant, str) or not isinstance(text, str):
            raise ValueError(f"a hand lab position holds a variant and a hand, not {data!r:.60}")
        rules = v.rules_for(variant, data.get("o") or {})
        parsed = v.parse_lab_text(text)
        seen = tuple(sorted(parsed.seen or ()))
        why = v.refusal(rules, parsed.hand, seen) or v.seen_problems(rules, parsed.hand, seen)
        if why:
            raise ValueError(why)
        seed, drawn, log = data.get("d") or [0, 0, []]
        if not (isinstance(drawn, int) and drawn >= 0 and isinstance(log, list)
                and all(isinstance(x, str) for x in log)):
            raise ValueError(f"bad play-on record {data.get('d')!r:.60}")
        return dataclasses.replace(
            self._state, hand=parsed.hand, seen=seen, situation=parsed.situation or Situation(),
            options=tuple(sorted(v.current_options(rules).items())), discard=None,
            passed=False, variant=rules.id, draw_seed=_seed(seed), drawn=drawn, log=tuple(log),
            from_seat=2 if 2 in rules.seats else rules.seats[0])

    def _text(self, msg: dict[str, Any]):
        text = need(msg, "text", "the hand in notation")
        lang = self._ui["lang"]
        if not isinstance(text, str):
            raise Refused(f"'text' must be a string, not {type(text).__name__}",
                          f"'text' 应是文字，不是 {type(text).__name__}")
        try:
            parsed = v.parse_lab_text(text)
        except (NotationError, ValueError) as e:
            raise Refused(f"{say('refused_text', lang)} {speak(e, lang)}\x00{text}") from None
        seen = self.seen if parsed.seen is None else tuple(sorted(parsed.seen))
        why = v.refusal(self.rules, parsed.hand, seen) or v.seen_problems(self.rules,
                                                                          parsed.hand, seen)
        if why:
            raise Refused(f"{say('refused_text', lang)} {speak(why, lang)}\x00{text}")
        sit = self.situation if parsed.situation is None else parsed.situation
        state = dataclasses.replace(self._state, hand=parsed.hand, seen=seen, situation=sit)
        return state, self._ui, ""

    def _clear(self, _msg: dict[str, Any]):
        return dataclasses.replace(self._state, hand=Hand(()), seen=(), discard=None), \
            self._ui, ""

    def _toggle(self, msg: dict[str, Any]):
        flags = v.BOOL_KEYS + tuple(k for k in self.rules.situation_keys
                                    if isinstance(getattr(Situation(), k), bool))
        key = _word(msg, "key", f"one of {', '.join(flags)}")
        if key not in flags:
            raise Refused(f"toggle: key is one of {', '.join(flags)}, not {key!r}",
                          f"toggle：key 是 {', '.join(flags)} 之一，不是 {key!r}")
        why = v.toggle_conflicts(self.rules, self.hand, self.situation, key)
        if why:  # the checkbox is disabled for this reason; an intent is refused the same
            raise Refused(f"{say('refused_toggle', 'en', flag=say(key, 'en'))} "
                          f"{'; '.join(p.say('en') for p in why)}",
                          f"{say('refused_toggle', 'zh', flag=say(key, 'zh'))}"
                          f"{'；'.join(p.say('zh') for p in why)}")
        sit = self.situation.with_(**{key: not getattr(self.situation, key)})
        return dataclasses.replace(self._state, situation=sit), self._ui, ""

    def _set_situation(self, msg: dict[str, Any]):
        key = _word(msg, "key", "a situation field")
        value = need(msg, "value", "its new value")
        try:
            sit = self.situation.with_(**{str(key): v.situation_value(key, value)})
        except ValueError as e:
            raise from_error(e, "set_situation") from None
        return dataclasses.replace(self._state, situation=sit), self._ui, ""

    def _option(self, msg: dict[str, Any]):
        name = _word(msg, "name", "a rule option's name")
        value = need(msg, "value", "its new value")
        try:
            value = v.option_value(self.rules, name, value)
            options = dict(self._state.options) | {name: value}
            rules = v.rules_for(self._variant, options)
        except ValueError as e:
            raise from_error(e, "option") from None
        items = tuple(sorted(v.current_options(rules).items()))
        return dataclasses.replace(self._state, options=items), self._ui, ""

    def _seen_add(self, msg: dict[str, Any]):
        tile, lang = tile_of(msg), self._ui["lang"]
        why = v.seen_refusal(self.rules, self.hand, self.seen, tile, lang)
        if why:
            raise Refused(f"{say('refused_seen', lang, tile=tile_name(tile))} {why}")
        seen = tuple(sorted(self.seen + (tile,)))
        return dataclasses.replace(self._state, seen=seen), self._ui, ""

    def _seen_remove(self, msg: dict[str, Any]):
        index = _index(msg)
        if not 0 <= index < len(self.seen):
            raise Refused(f"seen_remove: no seen tile at index {index}; there are "
                          f"{len(self.seen)}",
                          f"seen_remove：序号 {index} 没有已见的牌；共有 {len(self.seen)} 张")
        seen = self.seen[:index] + self.seen[index + 1:]
        return dataclasses.replace(self._state, seen=seen), self._ui, ""

    def _compare(self, msg: dict[str, Any]):
        name = need(msg, "option", "a rule option's name, or '' for none")
        if name not in ("", None):
            try:
                v.option_values(self.rules, name)
            except ValueError as e:
                comparable = ", ".join(v.comparable_options(self.rules)) or "—"
                raise Refused(f"compare: {e}", f"compare：{self.rules.zh}的选项 {name!r} "
                              f"不能并排比较；可以比较的有：{comparable}") from None
        return self._state, self._ui | {"compare": name or ""}, ""

    def _meld(self, msg: dict[str, Any]):
        kind = _word(msg, "meld_kind", f"one of {', '.join(v.MELD_KINDS)}")
        tile = tile_of(msg)
        source = msg.get("source")
        if source in ("", None) or kind == "concealed":
            source = None
        elif isinstance(source, str) and source.isdigit():
            source = int(source)
        prefix = say("refused_meld", self._ui["lang"])
        info = {k["kind"]: k for k in v.meld_kinds_view(self.rules, self._ui["lang"])}
        if kind in info and not info[kind]["allowed"]:
            raise Refused(f"{prefix} {info[kind]['reason']}")
        try:
            meld = v.make_meld(kind, tile, source)
        except ValueError as e:
            raise Refused(f"{prefix} {speak(e, self._ui['lang'])}") from None
        return self._with_hand(v.with_meld(self.hand, meld), prefix)

    def _unmeld(self, msg: dict[str, Any]):
        try:
            hand = v.without_meld(self.hand, _index(msg))
        except IndexError as e:
            raise from_error(e, "unmeld") from None
        return self._with_hand(hand, "")

    def _claim_tile(self, msg: dict[str, Any]):
        seat = msg.get("from_seat", self._state.from_seat)
        if isinstance(seat, str) and seat.isdigit():
            seat = int(seat)
        if seat not in self.rules.seats or isinstance(seat, bool):
            raise Refused(f"claim_tile: from_seat is {self.rules.seat_text()}, not {seat!r}",
                          f"claim_tile：from_seat 是 "
                          f"{self.rules.seat_text().replace(' or ', ' 或 ')}，不是 {seat!r}")
        raw = need(msg, "tile", "a tile like '5m', or '' for none")
        tile = None if raw in ("", None) else tile_of(msg)
        if tile is not None and tile not in self.rules.kinds:
            raise Refused(say("not_in_set", self._ui["lang"], tile=tile_name(tile),
                              variant=self.rules.zh))
        return dataclasses.replace(self._state, discard=tile, from_seat=seat), self._ui, ""

    def _claim(self, msg: dict[str, Any]):
        """``{"kind": "claim", "claim": "chi"|"pon"|"kong"|"win"|"pass", "tiles": [...]}``:
        take a claim the Claims panel allows (``tiles`` picks the 吃 run; optional when one
        option of the kind is allowed), undoably. 吃/碰/明杠 move the tiles into a meld from
        the discarder, 胡 adds the discard as the winning tile (not self-drawn); 'pass' lets
        the tile go. The discard pick is cleared: the claim is done. After 吃/碰 the hand must
        discard: until it changes, its analysis is the discard advice, never a score."""
        lang = self._ui["lang"]
        kind = _word(msg, "claim", " / ".join(view_claims.CLAIM_KINDS))
        if kind not in view_claims.CLAIM_KINDS:
            raise Refused(say("one_of", "en", kind="claim", value=repr(kind),
                              allowed=", ".join(view_claims.CLAIM_KINDS)),
                          say("one_of", "zh", kind="claim", value=repr(kind),
                              allowed=", ".join(view_claims.CLAIM_KINDS)))
        s = self._state
        report = self._analyse(self.rules, s).analysis.claims
        if s.discard is None or report is None:
            raise Refused(say("claim_no_discard", lang))
        done = dataclasses.replace(s, discard=None, passed=False, claimed=None)
        if kind == "pass":
            return done, self._ui, say("passed_claim", lang)
        tiles = msg.get("tiles")
        if tiles is not None and (not isinstance(tiles, list)
                                  or not all(isinstance(t, str) for t in tiles)):
            raise Refused(f"'claim': tiles is a list like ['3m', '4m', '5m'], not {tiles!r:.40}",
                          f"'claim'：tiles 应是 ['3m', '4m', '5m'] 这样的列表，不是 {tiles!r:.40}")
        found = [o for o in report.options if o.kind == kind
                 and (tiles is None or view_claims.tiles_key(o.tiles) == tiles)]
        if len(found) != 1:
            why = next((view_claims.in_lang(r.reason, lang) for r in report.refused
                        if r.kind == kind), "") or \
                ", ".join(" ".join(view_claims.tiles_key(o.tiles)) for o in report.options
                          if o.kind == kind) or say("none", lang)
            raise Refused(say("claim_gone", lang, claim=view_claims.claim_name(kind, lang),
                              tiles=" ".join(tiles) if tiles else tile_name(s.discard),
                              why=why))
        hand = claim_effects.after_claim(s.hand, found[0], s.discard, s.from_seat)
        sit = s.situation.with_(self_drawn=False) if kind == "win" else s.situation
        why = v.refusal(self.rules, hand, s.seen)
        if why:
            raise Refused(f"{say('refused_meld', lang)} {why}")
        note = say("took_win" if kind == "win" else "took_kong" if kind == "kong"
                   else "took_claim", lang, claim=view_claims.claim_name(kind, lang))
        # after a 吃 or 碰 the hand must discard: its analysis is the discard advice
        claimed = hand if kind in ("chi", "pon") else None
        return dataclasses.replace(done, hand=hand, situation=sit, claimed=claimed), \
            self._ui, note

    def _passed(self, msg: dict[str, Any]):
        """``{"kind": "passed", "value": bool}``: 'I passed on a win on this tile from my 下家
        and have not moved since' (漏胡), for a variant whose claims read the history
        (``remembers_passes``: 永州)."""
        value = need(msg, "value", "true or false")
        if not isinstance(value, bool):
            raise Refused(f"'passed': value must be true or false, not {value!r}",
                          f"'passed'：应是 true 或 false，不是 {value!r}")
        if not self.rules.remembers_passes:
            raise Refused(f"'passed': {self.rules.zh} has no 漏胡 (a win passed on is not "
                          "remembered)",
                          f"'passed'：{self.rules.zh}没有漏胡（放过的胡不被记住）")
        return dataclasses.replace(self._state, passed=value), self._ui, ""

    # ---- the view state ---------------------------------------------------------------------

    def _build(self, state: LabState, ui: dict[str, Any], undo: bool, redo: bool
               ) -> dict[str, Any]:
        """The whole view state (JSON) for a state; raises only on an engine bug."""
        lang = ui["lang"]
        rules = v.rules_for(state.variant, dict(state.options))
        analysis = self._analyse(rules, state)
        label_table, options, meld_kinds = _fixed(rules, lang)
        view = v.chrome(lang, ui["size"]) | {
            "labels": label_table,
            "widget": "handlab",
            "variant": {"id": rules.id, "zh": rules.zh, "en": rules.en,
                        "name": rules.zh if lang == "zh" else f"{rules.en} {rules.zh}"},
            # every tile's face once; the panels name tiles by id (sent only when the
            # language or the 赖子 changes)
            "faces": faces_view(rules, state.situation, lang),
            "mode": ui["mode"],
            "palette": v.palette_view(rules, state.hand, state.seen, lang),
            "hand": v.hand_view(state.hand, lang, rules.meld_names, ids=True),
            "seen": {"text": format_tiles(state.seen),
                     "tiles": [{"id": tile_name(t), "index": i}
                               for i, t in enumerate(state.seen)]},
            "copy_text": v.copy_text(state.hand, state.situation, state.seen),
            "history": {"undo": undo, "redo": redo},
            "situation": v.situation_view(rules, state.situation, lang, state.hand),
            "options": options,
            "meld_kinds": meld_kinds,
            "seats": [{"value": s, "label": say(f"seat_{s}", lang)} for s in rules.seats],
            "analysis": view_claims.discard_first(
                v.analysis_view(analysis, lang, rules.mode), analysis, lang),
            "claims": v.claims_view(analysis, rules, state.discard, state.from_seat,
                                    state.hand.size, lang, state.hand, state.seen,
                                    state.situation),
            "code": self.code_view(state, ui["lang"]),
            "play_on": {"can_draw": state.hand.size % 3 == 1, "seed": state.draw_seed,
                        "log": list(state.log[-12:]), "drawn": state.drawn},
        }
        if rules.remembers_passes:  # the 漏胡 switch (永州)
            view["claims"]["passed"] = {"value": state.passed, "label": say("passed", lang),
                                        "hint": say("passed_hint", lang)}
        compare = ui.get("compare", "")
        if compare or rules.option_choices:  # the side-by-side panel
            view["compare"] = {"option": "", "choices": v.comparable_options(rules),
                               "choice_labels": v.choice_labels(rules, lang),
                               "columns": [], "note": ""}
            if compare and analysis.must_discard:  # no score to compare before the discard
                view["compare"] |= {"option": compare, "note": say("score_after_claim", lang)}
            elif compare:
                view["compare"] = v.compare_view(state.variant, dict(state.options), compare,
                                                 state.hand, state.situation, state.seen, lang)
        return view
