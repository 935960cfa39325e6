"""The card table: click cards (or 二八杠 tiles) to build hands and plays, and see the engine's
answers on every click — 斗地主's classification, comparison and legal responses, 欢乐三张's
比牌, 二八杠's duels and payouts, 跑胡子's best grouping with its 胡息, waits and score.
Same conventions as the hand lab: Python computes the JSON
``view`` trait, the JS (static/cards.js, with static/tiles.js in front) only draws it, and
intents come back as ``{"kind": ...}`` to :meth:`CardTable.handle`, which never raises.

>>> t = CardTable("doudizhu", hand="3334445556B", previous="789TJ", lang="en")
>>> t.handle({"kind": "pick", "pattern": "34445556"})
>>> t.view["panels"][0]["blocks"][0]["text"]
'plane with single wings 飞机带翅膀（单）: 444555+36'
>>> t.handle({"kind": "add", "card": "B"})     # a second 小王
>>> t.message["level"], t.slot("hand")
('warning', '3334445556B')
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from widgets import rules as make_rules
from widgets.cards import NotAllowed, NotationError
from widgets.cards.cards import as_cards, option_docs
from widgets.cards.doudizhu import INDEX, ORDER, Doudizhu
from widgets.cards.paohuzi import (
    Meld,
    Paohuzi,
    W,
    card_text,
    parse_hand,
)
from widgets.cards.sanzhang import Sanzhang
from widgets.cards.tuitongzi import FA, Tuitongzi
from widgets.engine.results import Why
from widgets.engine.why import speak

from ..shared import view as v
from ..shared.assets import STATIC, static_esm
from ..shared.card_faces import PH_CASE, card_view, ph_card_view, rank_text, tile_card_view
from ..shared.display import ShowsTiles
from ..shared.intents import Refused, Undoable, from_error, need
from ..shared.labels import LANGS
from ..shared.plain_text import PlainTexts
from ..shared.position import PositionCodes
from . import cards_chi, cards_code, cards_panels
from .cards_class import CardClass
from .cards_panels import said
from .cards_view import (
    CARD_LABELS,
    GAMES,
    SHOWN,
    SLOTS,
    SUIT_ORDER,
    TABLE_MELDS,
    CardLabState,
    chrome,
    meld_picker,
    palette,
    ph_cards,
    ph_order,
    say,
)

# what the lab's games' rules are (widgets.rules answers a union of every kind)
CardGameRules = Doudizhu | Sanzhang | Tuitongzi | Paohuzi


def card_rules(game: str, **options: Any) -> CardGameRules:
    """The rules of one of the lab's ``GAMES`` (the registry answers for every variant)."""
    rules = make_rules(game, **options)
    if not isinstance(rules, CardGameRules):
        raise ValueError(f"game is one of {', '.join(GAMES)}, not {game!r}")
    return rules


def game_panels(widget: CardTable, rules: CardGameRules, state: CardLabState, lang: str):
    """The panels and data of the game ``rules`` plays (each game has its own)."""
    if isinstance(rules, Doudizhu):
        return cards_panels.doudizhu(widget, rules, state, lang)
    if isinstance(rules, Sanzhang):
        return cards_panels.sanzhang(widget, rules, state, lang)
    if isinstance(rules, Tuitongzi):
        return cards_panels.tuitongzi(widget, rules, state, lang)
    return cards_panels.paohuzi(widget, rules, state, lang)


class CardTable(CardClass, PlainTexts, PositionCodes, Undoable, ShowsTiles, anywidget.AnyWidget):
    """The card table widget.

    ``game`` is 'doudizhu', 'sanzhang' or 'tuitongzi'; the slots are given as notation:
    斗地主 ``hand``, ``play`` and ``previous``; 欢乐三张 ``challenger`` and ``defender``;
    二八杠 ``banker``, ``p1``, ``p2``, ``p3`` (and ``bets``, three numbers, and ``pool``);
    跑胡子 ``hand`` (cards and 王, or a whole line with table groups and ``+`` the winning
    card), ``table`` (groups like ``[d333] {x5555}``; a learner clicks them in: the ``meld``
    intent picks 碰 跑 偎 提 or 吃, then a card click puts that group down, three for 吃),
    ``win``, ``turned`` (the card turned for 省) and ``self_drawn``; the 吃 panel lists every
    way to 吃 the ``win`` card with its 下火, and a ``pick`` of one eats it (cards_chi.py).
    ``active`` is the slot that palette clicks fill; ``options`` the game's rule options.
    ``code`` a position code (:attr:`code`) to open instead, its game included. Bad
    arguments raise ValueError (a lesson's mistake); a learner's bad click is shown.
    """

    CODE_KIND = "ct"
    TEXT_LIMITS = Undoable.TEXT_LIMITS | {"code": PositionCodes.CODE_LIMIT}

    _esm = static_esm("cards.js")
    _css = "\n".join((STATIC / name).read_text(encoding="utf-8")
                      for name in ("paixue.css", "cards.css"))
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)

    def __init__(self, game: str = "doudizhu", *, active: str | None = None,
                 options: dict[str, Any] | None = None, lang: str = "zh",
                 size: str | None = None, bets: tuple[int, int, int] = (10, 10, 10),
                 pool: int = 1000, self_drawn: bool = False, code: str = "",
                 **slots_and_kwargs: Any):
        if code:  # the code names its game: the table is made for it, then the code opens
            game = cards_code.game_of(code) or game
        if game not in GAMES:
            raise ValueError(f"game is one of {', '.join(GAMES)}, not {game!r}")
        names = [s for s, _ in SLOTS[game]]
        given = {k: slots_and_kwargs.pop(k) for k in list(slots_and_kwargs) if k in names}
        super().__init__(**slots_and_kwargs)
        if lang not in LANGS:
            raise ValueError(f"lang is zh or en, not {lang!r}")
        size = self._first_size(size)  # DisplayError (a ValueError) naming a bad one
        self._game = game
        rules = make_rules(game, **(options or {}))
        opts = tuple(sorted((k, val) for k, val in (options or {}).items()))
        filled = []
        line = given.get("hand") or ""
        if game == "paohuzi" and isinstance(line, str) and any(c in line for c in "+[{"):
            try:  # one line: hand, table groups and the winning card
                given |= self._split_line(line)
            except (NotationError, NotAllowed, ValueError) as e:
                raise ValueError(f"CardTable hand={line!r}: {e}") from None
        for name in names:
            try:
                filled.append(self._parse(rules, given.get(name, "") or "", name))
            except (NotationError, NotAllowed, ValueError) as e:
                raise ValueError(f"CardTable {name}={given.get(name)!r}: {e}") from None
        if active is None:
            active = names[0] if game != "doudizhu" else "hand"
        if active not in names:
            raise ValueError(f"active is one of {', '.join(names)}, not {active!r}")
        if not isinstance(self_drawn, bool):
            raise ValueError(f"self_drawn is True or False, not {self_drawn!r}")
        state = CardLabState(tuple(filled), active, opts, tuple(bets), pool, self_drawn)
        why = self._refusal(state)
        if why:
            raise ValueError(f"CardTable cannot hold these cards: {why}")
        self._check_bets(state)
        self._state = state
        if code:
            self._state = state = self._state_from_code(code)  # PositionCodeError says why
        self._ui = {"lang": lang, "size": size}
        self._undo: list[CardLabState] = []
        self._redo: list[CardLabState] = []
        self.view = self._build(state, self._ui, False, False)
        self.message = {"text": "", "level": ""}
        self.on_msg(lambda _w, content, _b: self.handle(content))

    def __repr__(self) -> str:
        slots = ", ".join(f"{n}={self.slot(n)!r}" for n, _ in SLOTS[self._game])
        return f"CardTable({self._game!r}, {slots})"

    # ---- read-only state ---------------------------------------------------------------------

    @property
    def rules(self) -> Doudizhu | Sanzhang | Tuitongzi | Paohuzi:
        return card_rules(self._game, **dict(self._state.options))

    def slot(self, name: str) -> str:
        """A slot's cards as notation ('333+6' style for 斗地主, '3s 4h 5d', '28')."""
        index = [s for s, _ in SLOTS[self._game]].index(name)
        return self.slot_text(self._state.slots[index])

    def slot_text(self, cards: tuple[str, ...]) -> str:
        if self._game == "doudizhu":
            return "".join(sorted(cards, key=lambda c: INDEX[c[0]]))
        if self._game == "paohuzi":
            return parse_hand(" ".join(self._ordered(cards))).text()
        return ("" if self._game == "tuitongzi" else " ").join(cards)

    @property
    def self_drawn(self) -> bool:
        """跑胡子: whether the winning card was self-drawn (自摸)."""
        return self._state.self_drawn

    def ph_line(self, state: CardLabState | None = None) -> str:
        """跑胡子: the whole hand as one line of notation (hand, table groups, +winning card).

        >>> CardTable("paohuzi", hand="x123 W [d333] +x7").ph_line()
        'x123 W [d333] +x7'
        """
        state = state or self._state
        hand, table, win, _turned = state.slots
        parts = [" ".join(self._ordered(hand)), " ".join(table)]
        if win:
            parts.append("+" + win[0])
        return parse_hand(" ".join(p for p in parts if p)).text()

    def hand_line(self, state: CardLabState | None = None) -> str:
        """跑胡子: the hand and table groups as one line, without the card shown."""
        state = state or self._state
        return self.ph_line(dataclasses.replace(state, slots=(*state.slots[:2], (),
                                                              state.slots[3])))

    @staticmethod
    def _split_line(line: str) -> dict[str, str]:
        h = parse_hand(line)
        cards = [card_text(c) for c in h.cards] + ["W"] * h.wilds
        return {"hand": " ".join(cards), "table": " ".join(m.text() for m in h.melds),
                "win": card_text(h.win) if h.win is not None else ""}

    # ---- parsing and checks ----------------------------------------------------------------

    def _parse(self, rules: Any, text: str, slot: str = "") -> tuple[str, ...]:
        if self._game == "paohuzi":
            return self._ph_parse(text, slot or self._state.active)
        if self._game == "tuitongzi":
            return tuple("F" if t == FA else str(t) for t in rules.tiles(text))
        cards = as_cards(text)
        if self._game == "doudizhu":
            return tuple(c.rank for c in cards)  # 斗地主 compares ranks only
        if any(c.joker for c in cards):
            raise NotAllowed("欢乐三张 plays without jokers")
        if any(not c.suit for c in cards):
            raise NotAllowed(Why("每张牌都要有花色（3s、4h、5d …）",
                                     "each card needs its suit (3s, 4h, 5d …)"))
        return tuple(str(c) for c in cards)

    def _ph_parse(self, text: str, slot: str) -> tuple[str, ...]:
        """跑胡子 tokens of a slot: cards ('x1', 'W') or, on the table, groups ('[d333]').
        A slot takes only its own kind; a whole line has one place, the hand's box."""
        lang = self._ui["lang"] if hasattr(self, "_ui") else "en"
        h = parse_hand(text)
        loose = bool(h.cards or h.wilds)
        if (loose and h.melds) or (h.win is not None and (loose or h.melds)):
            raise NotAllowed(say("whole_line_here", lang))  # a whole line, in a single slot
        if slot == "table":
            if loose or h.win is not None:
                raise NotAllowed(say("table_groups_only", lang))
            return tuple(m.text() for m in h.melds)
        if h.melds:
            raise NotAllowed(say("groups_on_table", lang, group=h.melds[0].text()))
        if h.win is not None:  # '+x7' typed in the winning card's (or turned card's) slot
            return (card_text(h.win),) if h.win != W else ("W",)
        return tuple(card_text(c) for c in h.cards) + ("W",) * h.wilds

    def _refusal(self, state: CardLabState, lang: str = "en") -> str:
        """Why this state cannot be on a table ('' if it can), in ``lang``: too many cards in a
        slot, more copies than exist across the slots that share a deck."""
        for (name, most), cards in zip(SLOTS[self._game], state.slots, strict=True):
            if len(cards) > most:
                return say("slot_most", lang, slot=say(name, lang), n=most)
        rules = card_rules(self._game, **dict(state.options))
        if isinstance(rules, Doudizhu):
            hand, play, prev = state.slots
            # the play comes from the hand when there is one
            missing = [c for c in set(play) if hand and play.count(c) > hand.count(c)]
            if missing:
                return say("play_from_hand", lang, cards=", ".join(
                    rank_text(c) for c in sorted(missing, key=lambda c: INDEX[c])))
            # the hand (or the play) and the previous play come from one 54-card deck
            mine = hand or play
            problem = rules.problem("".join(mine + prev)) if mine or prev else ""
            problem = said(problem, lang) if problem else ""
            return f"{problem} {say('both_decks', lang)}" if problem and mine and \
                prev and not rules.problem("".join(mine)) else problem
        if isinstance(rules, Paohuzi):
            hand, table, win, turned = state.slots
            line = self.ph_line(state)
            seen = [parse_hand(t).cards[0] for t in (*turned, *state.pending) if t != "W"]
            problems = [said(p, lang) for p in  # too many cards: a verdict instead
                        rules.problems(line, seen, hand_size=False)]
            if turned == ("W",) and parse_hand(line).wilds_total >= 2:
                problems.append(say("third_wang", lang))
            return "; ".join(problems)
        every = [c for cards in state.slots for c in cards]
        if self._game == "sanzhang":
            twice = sorted({c for c in every if every.count(c) > 1})
            return say("one_of_each", lang, cards=" ".join(twice)) if twice else ""
        over = sorted({c for c in every if every.count(c) > 4})
        return say("four_of_each", lang, tiles=", ".join(over)) if over else ""

    @staticmethod
    def _check_bets(state: CardLabState) -> None:
        if len(state.bets) != 3 or any(isinstance(b, bool) or not isinstance(b, int) or b < 0
                                       for b in state.bets):
            raise ValueError(f"bets are three whole numbers ≥ 0, not {state.bets!r}")
        if isinstance(state.pool, bool) or not isinstance(state.pool, int) or state.pool < 0:
            raise ValueError(f"pool is a whole number ≥ 0, not {state.pool!r}")

    # ---- the one entry point ---------------------------------------------------------------

    def _error_label(self, lang: str) -> str:
        return say("error", lang)

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple[CardLabState, dict]]]:
        return {"add": self._add, "remove": self._remove, "slot": self._slot,
                "text": self._text_intent, "clear": self._clear, "pick": self._pick,
                "undo": self._undo_, "redo": self._redo_, "lang": self._ui_choice,
                "size": self._ui_choice, "faces": self._faces_, "option": self._option,
                "bet": self._bet,
                "pool": self._pool, "toggle": self._toggle, "meld": self._meld,
                "code": self._code_intent}

    def _toggle(self, msg: dict[str, Any]):
        if self._game != "paohuzi":
            raise Refused("toggle: only 跑胡子 has a 自摸 switch", "toggle：只有跑胡子有自摸开关")
        name, value = need(msg, "name", "'self_drawn'", str), need(msg, "value", "true or false")
        if name != "self_drawn" or not isinstance(value, bool):
            raise Refused(f"toggle: name is 'self_drawn' and value true or false, not "
                          f"{name!r}, {value!r}",
                          f"toggle：name 是 'self_drawn'，value 是 true 或 false，不是 "
                          f"{name!r}, {value!r}")
        return dataclasses.replace(self._state, self_drawn=value), self._ui

    def slot_names(self) -> list[str]:
        return [s for s, _ in SLOTS[self._game]]

    def _with_slot(self, name: str, cards: tuple[str, ...], prefix: str) -> tuple:
        index = self.slot_names().index(name)
        slots = list(self._state.slots)
        slots[index] = cards
        return self._checked(dataclasses.replace(self._state, slots=tuple(slots)), prefix)

    def _slot_name(self, msg: dict[str, Any], default: str | None = None) -> str:
        name = msg.get("slot", default)
        if name not in self.slot_names():
            raise Refused(f"{msg.get('kind')!r}: slot is one of {', '.join(self.slot_names())}, "
                          f"not {name!r}",
                          f"{msg.get('kind')!r}：slot 是 {', '.join(self.slot_names())} 之一，"
                          f"不是 {name!r}")
        return name

    def _add(self, msg: dict[str, Any]):
        raw = need(msg, "card", "a card like '3', '3s' or a tile like '5'")
        if not isinstance(raw, str) or not raw.strip():
            raise Refused(f"add: card is text like '3s', not {raw!r}",
                          f"add：牌是像 '3s' 这样的文字，不是 {raw!r}")
        name = self._slot_name(msg, self._state.active)
        if self._game == "paohuzi" and name == "table":
            return self._table_click(raw)
        try:
            parsed = self._parse(self.rules, raw, name)
        except (NotationError, NotAllowed, ValueError) as e:
            raise from_error(e, "add") from None
        if len(parsed) != 1:
            raise Refused(f"add: one card at a time, not {raw!r}",
                          f"add：一次只能加一张牌，不是 {raw!r}")
        index = self.slot_names().index(name)
        return self._with_slot(name, self._state.slots[index] + parsed, f"{parsed[0]}: ")

    def _table_click(self, raw: str):
        """跑胡子: a card clicked while the table slot is active makes the chosen group of it
        (碰 [x555], 跑 [x5555], 偎 {x555}, 提 {x5555}), or for 吃 joins the cards waiting
        to make a 句, 二七十 or 绞; the third one makes the group or is refused with why."""
        lang, state = self._ui["lang"], self._state
        try:
            card = self._ph_parse(raw, "hand")
        except (NotationError, NotAllowed, ValueError) as e:
            raise from_error(e, "add") from None
        if len(card) != 1:
            raise Refused(f"add: one card at a time, not {raw!r}",
                          f"add：一次只能加一张牌，不是 {raw!r}")
        if card == ("W",):
            raise Refused(f"{say('refused', lang)} {say('no_wild_table', lang)}")
        kind = state.meld
        if kind != "chi":
            group = Meld(kind, (parse_hand(card[0]).cards[0],) * TABLE_MELDS[kind]).text()
            return self._with_slot("table", self._state.slots[1] + (group,), f"{group}: ")
        pending = state.pending + card
        if len(pending) < TABLE_MELDS["chi"]:
            return self._checked(dataclasses.replace(state, pending=pending), f"{card[0]}: ")
        text = "[" + " ".join(pending) + "]"
        try:
            group = parse_hand(text).melds[0].text()
        except NotationError:
            raise Refused(f"{say('refused', lang)} "
                          + say("not_meld", lang, cards=" ".join(pending))) from None
        slots = (state.slots[0], state.slots[1] + (group,), *state.slots[2:])
        return self._checked(dataclasses.replace(state, slots=slots, pending=()), f"{group}: ")

    def _checked(self, state: CardLabState, prefix: str):
        why = self._refusal(state, self._ui["lang"])
        if why:
            raise Refused(f"{say('refused', self._ui['lang'])} {prefix}{why}")
        return state, self._ui

    def _meld(self, msg: dict[str, Any]):
        if self._game != "paohuzi":
            raise Refused("meld: only 跑胡子 builds table groups by clicks",
                          "meld：只有跑胡子可以点出桌面上的组")
        value = need(msg, "value", f"one of {', '.join(TABLE_MELDS)}", str)
        if value not in TABLE_MELDS:
            raise Refused(f"meld: the group is one of {', '.join(TABLE_MELDS)}, not {value!r}",
                          f"meld：组是 {', '.join(TABLE_MELDS)} 之一，不是 {value!r}")
        return dataclasses.replace(self._state, meld=value, active="table",
                                   pending=self._state.pending if value == "chi" else ()), \
            self._ui

    def _remove(self, msg: dict[str, Any]):
        name = self._slot_name(msg)
        index = need(msg, "index", "the card's position in the slot")
        cards = self._state.slots[self.slot_names().index(name)]
        order = self._ordered(cards)
        pending = self._state.pending if name == "table" else ()
        last = len(order) + len(pending) - 1
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index <= last:
            raise Refused(f"remove: index is 0 … {last}, not {index!r}",
                          f"remove：序号是 0 … {last}，不是 {index!r}")
        if index >= len(order):  # a card waiting for its 吃 group
            rest = list(pending)
            rest.pop(index - len(order))
            return dataclasses.replace(self._state, pending=tuple(rest)), self._ui
        rest = list(order)
        rest.pop(index)
        return self._with_slot(name, tuple(rest), "")

    def _ordered(self, cards: tuple[str, ...]) -> tuple[str, ...]:
        """A slot's cards in the order drawn (斗地主 by rank, 跑胡子 小 then 大 then 王;
        others as added)."""
        if self._game == "doudizhu":
            return tuple(sorted(cards, key=lambda c: INDEX[c[0]]))
        if self._game == "paohuzi":
            return tuple(sorted(cards, key=ph_order))
        return cards

    def _slot(self, msg: dict[str, Any]):
        name = self._slot_name(msg)
        return dataclasses.replace(self._state, active=name), self._ui

    def _text_intent(self, msg: dict[str, Any]):
        text = need(msg, "text", "cards in notation")
        if not isinstance(text, str):
            raise Refused(f"'text' must be a string, not {type(text).__name__}",
                          f"'text' 应是文字，不是 {type(text).__name__}")
        name = self._slot_name(msg, self._state.active)
        if self._game == "paohuzi" and name == "hand" and any(c in text for c in "+[{"):
            return self._ph_line_intent(text)
        try:
            cards = self._parse(self.rules, text, name)
        except (NotationError, NotAllowed, ValueError) as e:
            raise Refused(f"{say('refused', self._ui['lang'])} "
                          f"{speak(e, self._ui['lang'])}\x00{text}") from None
        if self._game == "paohuzi" and name == "hand":
            # a hand loaded from the box is a new hand: the old one's table groups and card
            # shown go with it (the turned 省 card and 自摸 are the learner's situation)
            state = dataclasses.replace(self._state, slots=(cards, (), (), self._state.slots[3]),
                                        pending=())
            return self._checked(state, "")
        return self._with_slot(name, cards, "")

    def _ph_line_intent(self, text: str):
        """跑胡子: a whole line typed into the hand fills the hand, the table and the winning
        card at once (the turned card stays)."""
        try:
            parts = self._split_line(text)
            filled = [self._ph_parse(parts[n], n) for n in ("hand", "table", "win")]
        except (NotationError, NotAllowed, ValueError) as e:
            raise Refused(f"{say('refused', self._ui['lang'])} "
                          f"{speak(e, self._ui['lang'])}\x00{text}") from None
        state = dataclasses.replace(self._state, slots=(*filled, self._state.slots[3]))
        why = self._refusal(state, self._ui["lang"])
        if why:
            raise Refused(f"{say('refused', self._ui['lang'])} {why}\x00{text}")
        return state, self._ui

    def _clear(self, msg: dict[str, Any]):
        if "slot" in msg:
            name = self._slot_name(msg)
            state, ui = self._with_slot(name, (), "")
            return dataclasses.replace(state, pending=() if name == "table" else
                                       state.pending), ui
        return dataclasses.replace(self._state, slots=tuple(() for _ in self.slot_names()),
                                   pending=()), self._ui

    def _pick(self, msg: dict[str, Any]):
        if self._game == "paohuzi" and isinstance(rules := self.rules, Paohuzi):  # P-PH16
            pattern = need(msg, "pattern", "a way to 吃 like '[x123] [x345]'")
            state = cards_chi.eat(rules, self._state, self.hand_line(), pattern,
                                  self._ui["lang"])
            return self._checked(state, "")
        if self._game != "doudizhu":
            raise Refused("pick: only 斗地主 and 跑胡子 list choices to pick",
                          "pick：只有斗地主和跑胡子有可选的组合")
        pattern = need(msg, "pattern", "a rank pattern like '3334'")
        if not isinstance(pattern, str) or not pattern or any(c not in ORDER for c in pattern):
            raise Refused(f"pick: a pattern is ranks like '3334', not {pattern!r}",
                          f"pick：牌型是像 '3334' 这样的点数，不是 {pattern!r}")
        return self._with_slot("play", tuple(pattern), "")

    def _option(self, msg: dict[str, Any]):
        name = need(msg, "name", "a rule option's name", str)
        value = need(msg, "value", "its new value")
        docs = {d["name"]: d for d in option_docs(self.rules.Options)}
        if name not in docs:
            raise Refused(f"option: unknown option {name!r}; options: {', '.join(docs)}",
                          f"option：没有规则选项 {name!r}；可用的有：{', '.join(docs)}")
        kind = type(docs[name]["default"])
        if kind is int and isinstance(value, str) and value.strip().lstrip("-").isdigit():
            value = int(value)
        try:
            options = dict(self._state.options) | {name: value}
            make_rules(self._game, **options)
        except ValueError as e:
            raise from_error(e, "option") from None
        items = tuple(sorted((k, x) for k, x in options.items() if x != docs[k]["default"]))
        state = dataclasses.replace(self._state, options=items)
        return state, self._ui

    def _bet(self, msg: dict[str, Any]):
        if self._game != "tuitongzi":
            raise Refused("bet: only 二八杠 has bets on positions", "bet：只有二八杠按门下注")
        position, value = need(msg, "position", "0, 1 or 2"), need(msg, "value", "chips")
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value)
        if position not in (0, 1, 2) or isinstance(position, bool):
            raise Refused(f"bet: position is 0, 1 or 2, not {position!r}",
                          f"bet：位置是 0、1 或 2，不是 {position!r}")
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 10**9:
            raise Refused(f"bet: a bet is a whole number ≥ 0, not {value!r}",
                          f"下注：应是 ≥ 0 的整数，不是 {value!r}")
        bets = list(self._state.bets)
        bets[position] = value
        return dataclasses.replace(self._state, bets=tuple(bets)), self._ui

    def _pool(self, msg: dict[str, Any]):
        if self._game != "tuitongzi":
            raise Refused("pool: only 二八杠 has a jackpot pool", "pool：只有二八杠有奖池")
        value = need(msg, "value", "chips")
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 10**12:
            raise Refused(f"pool: a whole number ≥ 0, not {value!r}",
                          f"奖池：应是 ≥ 0 的整数，不是 {value!r}")
        return dataclasses.replace(self._state, pool=value), self._ui

    # ---- the view --------------------------------------------------------------------------

    def _build(self, state: CardLabState, ui: dict[str, Any], undo: bool, redo: bool
               ) -> dict[str, Any]:
        lang = ui["lang"]
        rules = card_rules(self._game, **dict(state.options))
        half = rules.options.half_tile if isinstance(rules, Tuitongzi) else "发财"
        slots = []
        for (name, most), cards in zip(SLOTS[self._game], state.slots, strict=True):
            shown = self._ordered(cards)
            if self._game == "paohuzi":
                views = [ph_card_view(c) | {"index": i} for i, tok in enumerate(shown)
                         for c in ph_cards(tok)]
                if name == "table":  # cards clicked towards a 吃, not yet a group
                    views += [ph_card_view(ph_cards(tok)[0]) | {"index": len(shown) + j,
                                                                 "pending": True}
                              for j, tok in enumerate(state.pending)]
            else:
                views = [(tile_card_view(FA if c == "F" else int(c), half, lang)
                          if self._game == "tuitongzi" else card_view(c, lang)) | {"index": i}
                         for i, c in enumerate(shown)]
            slots.append({"name": name, "label": say(name, lang), "active": name == state.active,
                          "cards": views, "text": self.slot_text(cards), "most": most,
                          "count": say("tiles_n" if self._game == "tuitongzi" else "cards_n",
                                       lang, n=sum(not c.get("pending") for c in views))}
                         | (meld_picker(state, lang) if self._game == "paohuzi" and
                            name == "table" else {}))
        panels, data = game_panels(self, rules, state, lang)
        title = rules.zh if lang == "zh" else f"{rules.en} {rules.zh}"
        return chrome(lang, ui["size"]) | {
            "widget": "cards", "game": self._game, "title": title,
            "palette": palette(self._game, half, lang), "slots": slots, "active": state.active,
            "panels": panels, "data": data, "history": {"undo": undo, "redo": redo},
            "options": [v.option_row(d, getattr(rules.options, d["name"]), lang)
                        for d in option_docs(rules.Options)],
            "bets": list(state.bets) if self._game == "tuitongzi" else None,
            "pool": state.pool if self._game == "tuitongzi" else None,
            "toggles": [{"name": "self_drawn", "label": say("self_drawn", lang),
                         "value": state.self_drawn}] if self._game == "paohuzi" else [],
            "text_hint": say("ph_text_hint", lang) if self._game == "paohuzi" else "",
            "code": self.code_view(state, lang),
        }

    def _position(self, state: CardLabState) -> dict[str, Any]:
        return cards_code.position(self, state)

    def _restore(self, data: dict[str, Any]) -> CardLabState:
        return cards_code.restore(self, data)


# moved to cards_view.py (the model and drawing) and cards_panels.py (the games' panels);
# re-exported so ``from widgets.ui.card_lab.cards import SLOTS`` and the like keep working
__all__ = ["CardTable", "CARD_LABELS", "GAMES", "PH_CASE", "SHOWN", "SLOTS",
           "SUIT_ORDER", "TABLE_MELDS", "CardLabState", "card_view", "chrome", "palette",
           "ph_card_view", "say", "tile_card_view"]
