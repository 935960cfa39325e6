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
from widgets.cards import Card, NotAllowed, NotationError
from widgets.cards.cards import RANK_ZH, RANKS, as_cards, option_docs
from widgets.cards.doudizhu import INDEX, ORDER, TYPE, Doudizhu
from widgets.cards.paohuzi import (
    KIND_EN,
    KIND_ZH,
    SEED_SHAPE,
    SEED_WANG,
    SEED_XING,
    Meld,
    Paohuzi,
    card_text,
    card_zh,
    group_text,
    is_red,
    parse_hand,
)
from widgets.cards.paohuzi import W as PH_W
from widgets.cards.paohuzi_groups import N as PH_N
from widgets.cards.sanzhang import Sanzhang
from widgets.cards.tuitongzi import FA, Tuitongzi
from widgets.engine.tiles import parse_tile

from . import cards_chi
from . import view as v
from .intents import SIZES, Intents, Refused, need
from .labels import LANGS, labels

GAMES = ("doudizhu", "sanzhang", "tuitongzi", "paohuzi")
SHOWN = 40  # patterns shown per group before "… N more"

# Every string the card table shows, zh and en (the JS holds none).
CARD_LABELS: dict[str, tuple[str, str]] = {
    "cardtable": ("牌桌", "Card table"),
    "palette": ("牌", "Cards"),
    "palette_tiles": ("牌（筒子和发财）", "Tiles (筒 and 发财)"),
    "hand": ("手牌", "Hand"),
    "play": ("要出的牌", "Your play"),
    "previous": ("上家出的牌", "Play to beat"),
    "challenger": ("主动比牌者", "Challenger"),
    "defender": ("被比牌者", "Defender"),
    "banker": ("庄家", "Banker"),
    "p1": ("闲家一", "Player 1"), "p2": ("闲家二", "Player 2"), "p3": ("闲家三", "Player 3"),
    "active_hint": ("点牌加入这里", "clicks add cards here"),
    "make_active": ("点这里再点牌", "click to add cards here"),
    "remove_hint": ("点击移除", "click to remove"),
    "add_hint": ("点击加入", "click to add"),
    "empty": ("（空）", "(empty)"),
    "cards_n": ("{n} 张", "{n} cards"),
    "tiles_n": ("{n} 张", "{n} tiles"),
    "undo": ("撤销", "Undo"), "redo": ("重做", "Redo"), "clear": ("清空", "Clear"),
    "size": ("大号", "Large"), "lang": ("English", "中文"),
    "load": ("载入", "Load"),
    "text_hint": ("输入牌，如 333+6、3s 4h 5d、28；回车载入到当前位置",
                  "Type cards, e.g. 333+6, 3s 4h 5d, 28; Enter loads them into the active slot"),
    "classify": ("牌型", "Combination"),
    "compare": ("比大小", "Comparison"),
    "responses": ("能管上的牌", "Legal responses"),
    "leads": ("能出的牌（首出）", "Legal leads"),
    "pass_ok": ("也可以不出", "Passing (不出) is allowed too"),
    "no_pass": ("首出不能不出", "The leader may not pass"),
    "none": ("无", "none"),
    "more": ("还有 {n} 种", "{n} more"),
    "pick_hint": ("点击放到“要出的牌”", "click to make it your play"),
    "beats": ("管得上", "beats it"),
    "not_beats": ("管不上", "does not beat it"),
    "need_play": ("先在“要出的牌”里点牌", "Put cards in “Your play” first"),
    "need_both": ("两边都要三张牌", "Both sides need three cards"),
    "need_hand": ("先点出手牌", "Build a hand first"),
    "winner": ("赢家", "Winner"),
    "result": ("比牌结果", "Showdown"),
    "duels": ("庄闲比牌", "Banker against each player"),
    "payout": ("赔付", "Payout"),
    "bet": ("押注", "Bet"),
    "pool": ("奖池", "Jackpot pool"),
    "odds": ("赔率", "Odds"),
    "award": ("奖池奖励", "Pool award"),
    "net": ("输赢", "Result"),
    "banker_net": ("庄家输赢", "Banker's result"),
    "pool_after": ("结算后奖池", "Pool after"),
    "need_tiles": ("每一方两张牌", "Two tiles for every hand"),
    "options": ("规则选项", "Rule options"),
    "seed": ("原文", "seed"),
    "ruling": ("裁定", "ruling"),
    "error": ("出错了（没有改变）：", "Something went wrong (nothing changed):"),
    "nothing_undo": ("没有可以撤销的操作", "Nothing to undo"),
    "nothing_redo": ("没有可以重做的操作", "Nothing to redo"),
    "refused": ("不行：", "Refused:"),
    "palette_ph": ("牌（小 一…十，大 壹…拾，王）", "Cards (small 一…十, big 壹…拾, 王)"),
    "table": ("桌面（吃碰跑偎提）", "On the table (吃 碰 跑 偎 提)"),
    "win": ("胡的牌", "Winning card"),
    "turned": ("翻出的牌（省）", "Turned card (省)"),
    "meld_pick": ("点桌面牌组的种类，再点牌：", "Table group, then click a card:"),
    "meld_chi": ("吃（点三张）", "吃 (click three)"),
    "pending": ("还差 {n} 张组成一句", "{n} more card(s) to make the 句"),
    "not_meld": ("{cards} 不成一句（句、二七十或绞）",
                 "{cards} make no 句, 二七十 or 绞"),
    "no_wild_table": ("王不上桌面（P-PH2）：王留在手里", "a 王 never goes on the table "
                      "(P-PH2): it stays in the hand"),
    "ph_text_hint": ("输入牌，如 x123 d2710 W；桌面 [d333]；胡的牌 +x7",
                     "Type cards, e.g. x123 d2710 W; table groups [d333]; winning card +x7"),
    "self_drawn": ("自摸", "Self-drawn (自摸)"),
    "grouping": ("最佳组合（胡息最多）", "Best grouping (most 胡息)"),
    "huxi_total": ("共 {n} 胡息（至少 {m}）", "{n} 胡息 in all ({m} needed)"),
    "alternatives": ("其他组合", "Other groupings"),
    "waits": ("听牌（胡哪张，各几胡息）", "Waits (which card, how many 胡息)"),
    "wait_card": ("牌", "Card"),
    "on_discard": ("点炮", "On a discard"),
    "on_self": ("自摸", "Self-drawn"),
    "no_waits": ("还没听牌", "Not ready: no card completes it"),
    "score": ("算分", "Score"),
    "xing": ("省", "省 (xing)"),
    "zi": ("子", "子 (stakes)"),
    "fan": ("番", "番 (factors)"),
    "total": ("合计", "Total"),
    "pays": ("付", "pays"),
    "seat": ("座位{n}", "seat {n}"),
    "need_cards": ("先点出手牌", "Click cards into the hand first"),
    "reading": ("读法", "Reading"),
    "kind": ("组", "Group"),
    "huxi": ("胡息", "胡息"),
}


def say(key: str, lang: str, **fields: Any) -> str:
    zh, en = CARD_LABELS[key]
    text = zh if lang == "zh" else en
    return text.format(**fields) if fields else text


def chrome(lang: str, size: str) -> dict[str, Any]:
    return {"lang": lang, "size": size,
            "labels": labels(lang) | {k: (zh if lang == "zh" else en)
                                      for k, (zh, en) in CARD_LABELS.items()}}


# ---- the games' slots and palettes ------------------------------------------------------------

SLOTS: dict[str, tuple[tuple[str, int], ...]] = {  # slot, most cards
    "doudizhu": (("hand", 20), ("play", 20), ("previous", 20)),
    "sanzhang": (("challenger", 3), ("defender", 3)),
    "tuitongzi": (("banker", 2), ("p1", 2), ("p2", 2), ("p3", 2)),
    "paohuzi": (("hand", 21), ("table", 7), ("win", 1), ("turned", 1)),
}
SUIT_ORDER = "shcd"
# 跑胡子: the groups a click on the table slot makes, and how many cards each takes (碰 跑 偎
# 提 take one card's copies; 吃 collects three clicked cards into a 句, 二七十 or 绞)
TABLE_MELDS: dict[str, int] = {"peng": 3, "pao": 4, "wei": 3, "chouwei": 3, "ti": 4, "chi": 3}


def card_view(card: str) -> dict[str, Any]:
    """What cards.js needs to draw a card: its id, accessible label, rank text, suit symbol,
    colour (never the only signal: the symbol or 大/小 differ too)."""
    c = Card(card[0], card[1:])
    rank = {"T": "10", "B": "小王", "R": "大王"}.get(c.rank, c.rank)
    name = c.zh if c.suit or c.joker else RANK_ZH.get(c.rank, c.rank)
    return {"kind": "card", "id": str(c), "label": name if name == str(c) else f"{name} {c}",
            "rank": rank, "suit": c.symbol,
            "red": c.red, "joker": c.joker}


def tile_card_view(tile: int, half: str = "发财") -> dict[str, Any]:
    """An 二八杠 tile, drawn by tiles.js: n筒, or 发财 (6z) labelled per option A6."""
    base = v.tile_view(parse_tile("6z" if tile == FA else f"{tile}p"))
    ident = "F" if tile == FA else str(tile)
    label = f"{half} {ident}" if tile == FA else f"{base['zh']} {ident}"
    if tile == FA and half == "白板":
        base = v.tile_view(parse_tile("7z"))
    return base | {"kind": "tile", "id": ident, "label": label}


PH_CASE = {"x": ("小", "small"), "d": ("大", "big")}


def ph_card_view(card: int, wild_as: int | None = None) -> dict[str, Any]:
    """A 跑胡子 card for cards.js: its numeral (一…十 / 壹…拾), its case, red (二七十, A3) with
    a mark as well as the colour, or the 王; ``wild_as``: the card a 王 stands for."""
    if card == PH_W:
        label = "王 W" + (f" = {card_zh(wild_as)} {card_text(wild_as)}"
                          if wild_as is not None and wild_as >= 0 else "")
        return {"kind": "ph", "id": "W", "label": label, "rank": "王", "case": "王",
                "red": False, "mark": "★", "joker": True,
                "as": card_zh(wild_as)[1] if wild_as is not None and wild_as >= 0 else ""}
    text = card_text(card)
    zh = card_zh(card)
    red = is_red(card)
    return {"kind": "ph", "id": text, "label": f"{zh} {text}" + (" (红)" if red else ""),
            "rank": zh[1], "case": zh[0], "red": red, "mark": "●" if red else "",
            "joker": False}


def palette(game: str, half: str) -> list[list[dict[str, Any]]]:
    if game == "paohuzi":
        return [[ph_card_view(c) for c in range(10)],
                [ph_card_view(c) for c in range(10, PH_N)], [ph_card_view(PH_W)]]
    if game == "doudizhu":
        return [[card_view(r) for r in ORDER]]
    if game == "sanzhang":
        return [[card_view(r + s) for r in RANKS[1:] + RANKS[:1]] for s in SUIT_ORDER]
    return [[tile_card_view(t, half) for t in (*range(1, 10), FA)]]


@dataclasses.dataclass(frozen=True)
class TableState:
    """Everything undo restores."""

    slots: tuple[tuple[str, ...], ...]
    active: str
    options: tuple[tuple[str, Any], ...] = ()
    bets: tuple[int, int, int] = (10, 10, 10)
    pool: int = 1000
    self_drawn: bool = False  # 跑胡子: the winning card was drawn by the winner
    meld: str = "peng"  # 跑胡子: the group a click on the table makes (a key of TABLE_MELDS)
    pending: tuple[str, ...] = ()  # 跑胡子: cards clicked towards a 吃 group on the table





class CardTable(Intents, anywidget.AnyWidget):
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
    Bad arguments raise ValueError (a lesson's mistake); a learner's bad click is shown.
    """

    _esm = v.static_esm("cards.js")
    _css = "\n".join((v.STATIC / name).read_text(encoding="utf-8")
                      for name in ("paixue.css", "cards.css"))
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)

    def __init__(self, game: str = "doudizhu", *, active: str | None = None,
                 options: dict[str, Any] | None = None, lang: str = "zh",
                 size: str = "normal", bets: tuple[int, int, int] = (10, 10, 10),
                 pool: int = 1000, self_drawn: bool = False, **slots_and_kwargs: Any):
        if game not in GAMES:
            raise ValueError(f"game is one of {', '.join(GAMES)}, not {game!r}")
        names = [s for s, _ in SLOTS[game]]
        given = {k: slots_and_kwargs.pop(k) for k in list(slots_and_kwargs) if k in names}
        super().__init__(**slots_and_kwargs)
        if lang not in LANGS or size not in SIZES:
            raise ValueError(f"lang is zh or en and size normal or large, not {lang!r}, "
                             f"{size!r}")
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
        state = TableState(tuple(filled), active, opts, tuple(bets), pool, self_drawn)
        why = self._refusal(state)
        if why:
            raise ValueError(f"CardTable cannot hold these cards: {why}")
        self._check_bets(state)
        self._state = state
        self._ui = {"lang": lang, "size": size}
        self._undo: list[TableState] = []
        self._redo: list[TableState] = []
        self.view = self._build(state, self._ui, False, False)
        self.message = {"text": "", "level": ""}
        self.on_msg(lambda _w, content, _b: self.handle(content))

    def __repr__(self) -> str:
        slots = ", ".join(f"{n}={self.slot(n)!r}" for n, _ in SLOTS[self._game])
        return f"CardTable({self._game!r}, {slots})"

    # ---- read-only state ---------------------------------------------------------------------

    @property
    def rules(self) -> Doudizhu | Sanzhang | Tuitongzi | Paohuzi:
        return make_rules(self._game, **dict(self._state.options))

    def slot(self, name: str) -> str:
        """A slot's cards as notation ('333+6' style for 斗地主, '3s 4h 5d', '28')."""
        index = [s for s, _ in SLOTS[self._game]].index(name)
        return self._text(self._state.slots[index])

    def _text(self, cards: tuple[str, ...]) -> str:
        if self._game == "doudizhu":
            return "".join(sorted(cards, key=lambda c: INDEX[c[0]]))
        if self._game == "paohuzi":
            return parse_hand(" ".join(self._ordered(cards))).text()
        return ("" if self._game == "tuitongzi" else " ").join(cards)

    @property
    def self_drawn(self) -> bool:
        """跑胡子: whether the winning card was self-drawn (自摸)."""
        return self._state.self_drawn

    def ph_line(self, state: TableState | None = None) -> str:
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

    def _hand_line(self, state: TableState | None = None) -> str:
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
            raise NotAllowed("each card needs its suit (3s, 4h, 5d …)")
        return tuple(str(c) for c in cards)

    @staticmethod
    def _ph_parse(text: str, slot: str) -> tuple[str, ...]:
        """跑胡子 tokens of a slot: cards ('x1', 'W') or, on the table, groups ('[d333]')."""
        h = parse_hand(text)
        if slot == "table":
            if h.cards or h.wilds or h.win is not None:
                raise NotAllowed("the table holds groups only, like [d333] (碰) or {x5555} (提)")
            return tuple(m.text() for m in h.melds)
        if h.melds:
            raise NotAllowed(f"groups like {h.melds[0].text()} go on the table slot")
        if h.win is not None:
            raise NotAllowed("the winning card goes in its own slot (or give the whole line)")
        return tuple(card_text(c) for c in h.cards) + ("W",) * h.wilds

    def _refusal(self, state: TableState) -> str:
        """Why this state cannot be on a table ('' if it can): too many cards in a slot, more
        copies than exist across the slots that share a deck."""
        for (name, most), cards in zip(SLOTS[self._game], state.slots, strict=True):
            if len(cards) > most:
                return f"{name} holds at most {most}"
        rules = make_rules(self._game, **dict(state.options))
        if self._game == "doudizhu":
            hand, play, prev = state.slots
            # the play comes from the hand when there is one
            missing = [c for c in set(play) if hand and play.count(c) > hand.count(c)]
            if missing:
                return ("the play must come from the hand: "
                        + ", ".join(_rank(c) for c in sorted(missing, key=INDEX.get)))
            # the hand (or the play) and the previous play come from one 54-card deck
            mine = hand or play
            problem = rules.problem("".join(mine + prev)) if mine or prev else ""
            return f"{problem} (hand and play to beat together)" if problem and mine and \
                prev and not rules.problem("".join(mine)) else problem
        if self._game == "paohuzi":
            hand, table, win, turned = state.slots
            line = self.ph_line(state)
            seen = [parse_hand(t).cards[0] for t in (*turned, *state.pending) if t != "W"]
            problems = rules.problems(line, seen)
            if turned == ("W",) and parse_hand(line).wilds_total >= 2:
                problems.append("3× 王: the deck has 2")
            return "; ".join(problems)
        every = [c for cards in state.slots for c in cards]
        if self._game == "sanzhang":
            twice = sorted({c for c in every if every.count(c) > 1})
            return f"{' '.join(twice)}: a deck has one of each" if twice else ""
        over = sorted({c for c in every if every.count(c) > 4})
        return f"{', '.join(over)}: only 4 of each tile" if over else ""

    @staticmethod
    def _check_bets(state: TableState) -> None:
        if len(state.bets) != 3 or any(isinstance(b, bool) or not isinstance(b, int) or b < 0
                                       for b in state.bets):
            raise ValueError(f"bets are three whole numbers ≥ 0, not {state.bets!r}")
        if isinstance(state.pool, bool) or not isinstance(state.pool, int) or state.pool < 0:
            raise ValueError(f"pool is a whole number ≥ 0, not {state.pool!r}")

    # ---- the one entry point ---------------------------------------------------------------

    def _error_label(self, lang: str) -> str:
        return say("error", lang)

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple[TableState, dict]]]:
        return {"add": self._add, "remove": self._remove, "slot": self._slot,
                "text": self._text_intent, "clear": self._clear, "pick": self._pick,
                "undo": self._undo_, "redo": self._redo_, "lang": self._ui_choice,
                "size": self._ui_choice, "option": self._option, "bet": self._bet,
                "pool": self._pool, "toggle": self._toggle, "meld": self._meld}

    def _toggle(self, msg: dict[str, Any]):
        if self._game != "paohuzi":
            raise Refused("toggle: only 跑胡子 has a 自摸 switch")
        name, value = need(msg, "name", "'self_drawn'", str), need(msg, "value", "true or false")
        if name != "self_drawn" or not isinstance(value, bool):
            raise Refused(f"toggle: name is 'self_drawn' and value true or false, not "
                          f"{name!r}, {value!r}")
        return dataclasses.replace(self._state, self_drawn=value), self._ui

    def _names(self) -> list[str]:
        return [s for s, _ in SLOTS[self._game]]

    def _with_slot(self, name: str, cards: tuple[str, ...], prefix: str) -> tuple:
        index = self._names().index(name)
        slots = list(self._state.slots)
        slots[index] = cards
        return self._checked(dataclasses.replace(self._state, slots=tuple(slots)), prefix)

    def _slot_name(self, msg: dict[str, Any], default: str | None = None) -> str:
        name = msg.get("slot", default)
        if name not in self._names():
            raise Refused(f"{msg.get('kind')!r}: slot is one of {', '.join(self._names())}, "
                          f"not {name!r}")
        return name

    def _add(self, msg: dict[str, Any]):
        raw = need(msg, "card", "a card like '3', '3s' or a tile like '5'")
        if not isinstance(raw, str) or not raw.strip():
            raise Refused(f"add: card is text like '3s', not {raw!r}")
        name = self._slot_name(msg, self._state.active)
        if self._game == "paohuzi" and name == "table":
            return self._table_click(raw)
        try:
            parsed = self._parse(self.rules, raw, name)
        except (NotationError, NotAllowed, ValueError) as e:
            raise Refused(f"add: {e}") from None
        if len(parsed) != 1:
            raise Refused(f"add: one card at a time, not {raw!r}")
        index = self._names().index(name)
        return self._with_slot(name, self._state.slots[index] + parsed, f"{parsed[0]}: ")

    def _table_click(self, raw: str):
        """跑胡子: a card clicked while the table slot is active makes the chosen group of it
        (碰 [x555], 跑 [x5555], 偎 {x555}, 提 {x5555}), or for 吃 joins the cards waiting
        to make a 句, 二七十 or 绞; the third one makes the group or is refused with why."""
        lang, state = self._ui["lang"], self._state
        try:
            card = self._ph_parse(raw, "hand")
        except (NotationError, NotAllowed, ValueError) as e:
            raise Refused(f"add: {e}") from None
        if len(card) != 1:
            raise Refused(f"add: one card at a time, not {raw!r}")
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

    def _checked(self, state: TableState, prefix: str):
        why = self._refusal(state)
        if why:
            raise Refused(f"{say('refused', self._ui['lang'])} {prefix}{why}")
        return state, self._ui

    def _meld(self, msg: dict[str, Any]):
        if self._game != "paohuzi":
            raise Refused("meld: only 跑胡子 builds table groups by clicks")
        value = need(msg, "value", "', '".join(TABLE_MELDS), str)
        if value not in TABLE_MELDS:
            raise Refused(f"meld: the group is one of {', '.join(TABLE_MELDS)}, not {value!r}")
        return dataclasses.replace(self._state, meld=value, active="table",
                                   pending=self._state.pending if value == "chi" else ()), \
            self._ui

    def _remove(self, msg: dict[str, Any]):
        name = self._slot_name(msg)
        index = need(msg, "index", "the card's position in the slot")
        cards = self._state.slots[self._names().index(name)]
        order = self._ordered(cards)
        pending = self._state.pending if name == "table" else ()
        last = len(order) + len(pending) - 1
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index <= last:
            raise Refused(f"remove: index is 0 … {last}, not {index!r}")
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
            return tuple(sorted(cards, key=_ph_order))
        return cards

    def _slot(self, msg: dict[str, Any]):
        name = self._slot_name(msg)
        return dataclasses.replace(self._state, active=name), self._ui

    def _text_intent(self, msg: dict[str, Any]):
        text = need(msg, "text", "cards in notation")
        if not isinstance(text, str):
            raise Refused(f"'text' must be a string, not {type(text).__name__}")
        name = self._slot_name(msg, self._state.active)
        if self._game == "paohuzi" and name == "hand" and any(c in text for c in "+[{"):
            return self._ph_line_intent(text)
        try:
            cards = self._parse(self.rules, text, name)
        except (NotationError, NotAllowed, ValueError) as e:
            raise Refused(f"{say('refused', self._ui['lang'])} {e}\x00{text}") from None
        return self._with_slot(name, cards, "")

    def _ph_line_intent(self, text: str):
        """跑胡子: a whole line typed into the hand fills the hand, the table and the winning
        card at once (the turned card stays)."""
        try:
            parts = self._split_line(text)
            filled = [self._ph_parse(parts[n], n) for n in ("hand", "table", "win")]
        except (NotationError, NotAllowed, ValueError) as e:
            raise Refused(f"{say('refused', self._ui['lang'])} {e}\x00{text}") from None
        state = dataclasses.replace(self._state, slots=(*filled, self._state.slots[3]))
        why = self._refusal(state)
        if why:
            raise Refused(f"{say('refused', self._ui['lang'])} {why}\x00{text}")
        return state, self._ui

    def _clear(self, msg: dict[str, Any]):
        if "slot" in msg:
            name = self._slot_name(msg)
            state, ui = self._with_slot(name, (), "")
            return dataclasses.replace(state, pending=() if name == "table" else
                                       state.pending), ui
        return dataclasses.replace(self._state, slots=tuple(() for _ in self._names()),
                                   pending=()), self._ui

    def _pick(self, msg: dict[str, Any]):
        if self._game == "paohuzi":  # a way to 吃 the shown card (P-PH16)
            pattern = need(msg, "pattern", "a way to 吃 like '[x123] [x345]'")
            state = cards_chi.eat(self.rules, self._state, self._hand_line(), pattern,
                                  self._ui["lang"])
            return self._checked(state, "")
        if self._game != "doudizhu":
            raise Refused("pick: only 斗地主 and 跑胡子 list choices to pick")
        pattern = need(msg, "pattern", "a rank pattern like '3334'")
        if not isinstance(pattern, str) or not pattern or any(c not in ORDER for c in pattern):
            raise Refused(f"pick: a pattern is ranks like '3334', not {pattern!r}")
        return self._with_slot("play", tuple(pattern), "")

    def _option(self, msg: dict[str, Any]):
        name = need(msg, "name", "a rule option's name", str)
        value = need(msg, "value", "its new value")
        docs = {d["name"]: d for d in option_docs(self.rules.Options)}
        if name not in docs:
            raise Refused(f"option: unknown option {name!r}; options: {', '.join(docs)}")
        kind = type(docs[name]["default"])
        if kind is int and isinstance(value, str) and value.strip().lstrip("-").isdigit():
            value = int(value)
        try:
            options = dict(self._state.options) | {name: value}
            make_rules(self._game, **options)
        except ValueError as e:
            raise Refused(f"option: {e}") from None
        items = tuple(sorted((k, x) for k, x in options.items() if x != docs[k]["default"]))
        state = dataclasses.replace(self._state, options=items)
        return state, self._ui

    def _bet(self, msg: dict[str, Any]):
        if self._game != "tuitongzi":
            raise Refused("bet: only 二八杠 has bets on positions")
        position, value = need(msg, "position", "0, 1 or 2"), need(msg, "value", "chips")
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value)
        if position not in (0, 1, 2) or isinstance(position, bool):
            raise Refused(f"bet: position is 0, 1 or 2, not {position!r}")
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 10**9:
            raise Refused(f"bet: a bet is a whole number ≥ 0, not {value!r}")
        bets = list(self._state.bets)
        bets[position] = value
        return dataclasses.replace(self._state, bets=tuple(bets)), self._ui

    def _pool(self, msg: dict[str, Any]):
        if self._game != "tuitongzi":
            raise Refused("pool: only 二八杠 has a jackpot pool")
        value = need(msg, "value", "chips")
        if isinstance(value, str) and value.strip().isdigit():
            value = int(value)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 10**12:
            raise Refused(f"pool: a whole number ≥ 0, not {value!r}")
        return dataclasses.replace(self._state, pool=value), self._ui

    # ---- the view --------------------------------------------------------------------------

    def _build(self, state: TableState, ui: dict[str, Any], undo: bool, redo: bool
               ) -> dict[str, Any]:
        lang = ui["lang"]
        rules = make_rules(self._game, **dict(state.options))
        half = getattr(rules.options, "half_tile", "发财")
        slots = []
        for (name, most), cards in zip(SLOTS[self._game], state.slots, strict=True):
            shown = self._ordered(cards)
            if self._game == "paohuzi":
                views = [ph_card_view(c) | {"index": i} for i, tok in enumerate(shown)
                         for c in _ph_cards(tok)]
                if name == "table":  # cards clicked towards a 吃, not yet a group
                    views += [ph_card_view(_ph_cards(tok)[0]) | {"index": len(shown) + j,
                                                                 "pending": True}
                              for j, tok in enumerate(state.pending)]
            else:
                views = [(tile_card_view(FA if c == "F" else int(c), half)
                          if self._game == "tuitongzi" else card_view(c)) | {"index": i}
                         for i, c in enumerate(shown)]
            slots.append({"name": name, "label": say(name, lang), "active": name == state.active,
                          "cards": views, "text": self._text(cards), "most": most,
                          "count": say("tiles_n" if self._game == "tuitongzi" else "cards_n",
                                       lang, n=sum(not c.get("pending") for c in views))}
                         | (_meld_picker(state, lang) if self._game == "paohuzi" and
                            name == "table" else {}))
        panels, data = {"doudizhu": self._doudizhu, "sanzhang": self._sanzhang,
                        "tuitongzi": self._tuitongzi, "paohuzi": self._paohuzi}[self._game](
                            rules, state, lang)
        title = rules.zh if lang == "zh" else f"{rules.en} {rules.zh}"
        return chrome(lang, ui["size"]) | {
            "widget": "cards", "game": self._game, "title": title,
            "palette": palette(self._game, half), "slots": slots, "active": state.active,
            "panels": panels, "data": data, "history": {"undo": undo, "redo": redo},
            "options": [d | {"value": getattr(rules.options, d["name"]),
                             "changed": getattr(rules.options, d["name"]) != d["default"]}
                        for d in option_docs(rules.Options)],
            "bets": list(state.bets) if self._game == "tuitongzi" else None,
            "pool": state.pool if self._game == "tuitongzi" else None,
            "toggles": [{"name": "self_drawn", "label": say("self_drawn", lang),
                         "value": state.self_drawn}] if self._game == "paohuzi" else [],
            "text_hint": say("ph_text_hint", lang) if self._game == "paohuzi" else "",
        }

    # 跑胡子: the best grouping with its 胡息, the total against 15, the waits, the score
    def _paohuzi(self, rules: Paohuzi, state: TableState, lang: str):
        hand, table, win, turned = state.slots
        line = self.ph_line(state)
        data: dict[str, Any] = {"huxi": "", "win": "", "waits": "", "total": "",
                                "groups": ""}
        if not hand and not table and not win:
            return [{"name": "grouping", "title": say("grouping", lang), "blocks": [
                {"kind": "text", "text": say("need_cards", lang), "level": "empty"}]}], data
        panels = []
        if win:
            check = rules.win(line, self_drawn=state.self_drawn)
            data["huxi"], data["win"] = str(check.huxi), "true" if check.ok else "false"
            data["groups"] = str(len(check.groups))
            blocks: list[dict[str, Any]] = []
            if check.complete:
                blocks.append(_melds_block(check.groups, lang))
                blocks.append({"kind": "text", "level": "ok" if check.ok else "bad",
                               "text": say("huxi_total", lang, n=check.huxi,
                                           m=check.min_huxi),
                               "data": {"huxi": check.huxi}})
            for reason in check.reasons:
                blocks.append({"kind": "text", "text": reason, "level": "bad"})
            blocks.append({"kind": "seed", "text": SEED_SHAPE})
            if parse_hand(line).wilds_total:
                blocks.append({"kind": "seed", "text": SEED_WANG})
            panels.append({"name": "grouping", "title": say("grouping", lang),
                           "blocks": blocks})
            if len(check.alternatives) > 1:
                panels.append({"name": "alternatives", "title": say("alternatives", lang),
                               "blocks": [{"kind": "table", "head": [say("huxi", lang), ""],
                                           "rows": [{"cells": [str(g.huxi), " · ".join(
                                               group_text(x) for x in g.groups)],
                                               "data": {"huxi": g.huxi}}
                                               for g in check.alternatives]}]})
            if check.ok:
                score = rules.score(line, self_drawn=state.self_drawn,
                                    turned=" ".join(turned) or None)
                data["total"] = str(score.total)
                rows = [{"cells": [say("huxi", lang), str(score.huxi)], "data": {"row": "huxi"}},
                        {"cells": [say("xing", lang), str(score.xing) + (
                            f" ({card_zh(score.xing_card)} {card_text(score.xing_card)})"
                            if score.xing_card is not None else "")], "data": {"row": "xing"}},
                        {"cells": [say("zi", lang), str(score.zi)], "data": {"row": "zi"}}]
                rows += [{"cells": [f.zh if lang == "zh" else f"{f.en} {f.zh}", f"×{f.factor}"],
                          "data": {"row": "factor", "factor": f.key}} for f in score.factors]
                rows.append({"cells": [say("total", lang), str(score.total)],
                             "data": {"row": "total", "total": score.total}})
                rows += [{"cells": [f"{say('seat', lang, n=a)} → {say('seat', lang, n=b)}",
                                    str(x)], "data": {"row": "payment"}}
                         for a, b, x in score.payments]
                blocks = [{"kind": "table", "head": ["", ""], "rows": rows}]
                blocks += [{"kind": "note", "text": f"{n}: {hx} 胡息 → {t}"}
                           for n, hx, t in score.readings[:4]]
                blocks += [{"kind": "note", "text": n} for n in score.notes]
                blocks.append({"kind": "seed", "text": SEED_XING})
                blocks.append({"kind": "note", "text": "子 = ⌊(胡息 − 15)/3⌋ + 1 + 省"
                               + (" + 1 底" if rules.options.di else "") + " (A4); × 番"})
                panels.append({"name": "score", "title": say("score", lang), "blocks": blocks})
            chi = cards_chi.chi_panel(rules, self._hand_line(state), win[0], state.self_drawn,
                                      lang, ph_card_view) if hand and win[0] != "W" else None
            if chi is not None:  # the learner may 吃 the card instead, choosing the way
                data["chi-ways"] = chi.pop("data")["ways"]
                panels.append(chi)
        else:
            waits = rules.waits(line)
            data["waits"] = " ".join(w.text for w in waits)
            if waits:
                blocks = [{"kind": "table", "head": [say("wait_card", lang),
                                                     say("on_discard", lang),
                                                     say("on_self", lang)],
                           "rows": [{"cells": [f"{card_zh(w.card)} {w.text}",
                                               "—" if w.huxi_discard is None
                                               else str(w.huxi_discard),
                                               "—" if w.huxi_self is None else str(w.huxi_self)],
                                     "data": {"wait": w.text}} for w in waits]}]
            else:
                blocks = [{"kind": "text", "text": say("no_waits", lang), "level": "empty"}]
            panels.append({"name": "waits", "title": say("waits", lang), "blocks": blocks})
        return panels, data

    # 斗地主: the play's readings, the comparison, the legal responses (or leads)
    def _doudizhu(self, rules: Doudizhu, state: TableState, lang: str):
        hand, play, prev = (self._text(s) for s in state.slots)
        panels = []
        data: dict[str, Any] = {"play-type": "", "beats": "", "responses": ""}
        found = rules.classify(play) if play else None
        if found is None:
            blocks = [{"kind": "text", "text": say("need_play", lang), "level": "empty"}]
        elif found.ok:
            blocks = [{"kind": "text", "text": f"{p.en} {p.zh}: {p.text}" if lang == "en" else
                       f"{p.zh} {p.text}", "level": "ok",
                       "data": {"type": p.type, "key": p.key}} for p in found.parses]
            blocks.append({"kind": "note", "text": _play_note(found, lang)})
            data["play-type"] = found.parses[0].type
        else:
            blocks = [{"kind": "text", "text": found.problem or found.explain(), "level": "bad",
                       "data": {"type": "none"}}]
            data["play-type"] = "none"
        panels.append({"name": "classify", "title": say("classify", lang), "blocks": blocks})
        if prev:
            try:
                previous = rules.play(prev)
            except NotAllowed as e:
                previous = None
                panels.append({"name": "compare", "title": say("compare", lang), "blocks": [
                    {"kind": "text", "text": str(e), "level": "bad"}]})
            if previous is not None and play:
                result = rules.compare(play, previous)
                data["beats"] = "true" if result.beats else "false"
                head = say("beats" if result.beats else "not_beats", lang)
                panels.append({"name": "compare", "title": say("compare", lang), "blocks": [
                    {"kind": "text", "text": f"{_display(play)} → "
                     f"{_display(previous.text)}: {head}",
                     "level": "ok" if result.beats else "bad",
                     "data": {"beats": data["beats"]}},
                    {"kind": "note", "text": result.reason},
                    {"kind": "seed", "text": result.seed}]})
        else:
            previous = None
        if hand:
            try:
                choices = rules.responses(hand, previous) if previous is not None else \
                    rules.leads(hand)
            except NotAllowed as e:
                panels.append({"name": "responses", "title": say("responses", lang),
                               "blocks": [{"kind": "text", "text": str(e), "level": "bad"}]})
            else:
                data["responses"] = str(choices.count)
                groups = [{"type": g.type, "label": g.zh if lang == "zh" else
                           f"{g.en} {g.zh}", "count": len(g.patterns),
                           "patterns": [{"pattern": x, "text": _display(x)}
                                        for x in g.patterns[:SHOWN]],
                           "more": say("more", lang, n=len(g.patterns) - SHOWN)
                           if len(g.patterns) > SHOWN else ""} for g in choices.groups]
                blocks = [{"kind": "groups", "groups": groups, "hint": say("pick_hint", lang)}]
                if not groups:
                    blocks = [{"kind": "text", "text": say("none", lang), "level": "empty"}]
                blocks.append({"kind": "note", "text": say("pass_ok" if choices.can_pass
                                                           else "no_pass", lang)})
                name = "responses" if previous is not None else "leads"
                panels.append({"name": "responses", "title": say(name, lang),
                               "blocks": blocks})
        else:
            panels.append({"name": "responses", "title": say("responses", lang),
                           "blocks": [{"kind": "text", "text": say("need_hand", lang),
                                       "level": "empty"}]})
        return panels, data

    # 欢乐三张: each hand's type, and the 比牌
    def _sanzhang(self, rules: Sanzhang, state: TableState, lang: str):
        panels, data = [], {"winner": "", "a-type": "", "b-type": ""}
        hands = []
        for name, cards, key in (("challenger", state.slots[0], "a-type"),
                                 ("defender", state.slots[1], "b-type")):
            if len(cards) == 3:
                hand = rules.classify(" ".join(cards))
                hands.append(hand)
                data[key] = hand.category + ("+235" if hand.special else "")
                blocks = [{"kind": "text", "text": hand.describe(), "level": "ok",
                           "data": {"type": hand.category}},
                          {"kind": "seed", "text": rules.categories[5 - hand.level].seed}]
            else:
                blocks = [{"kind": "text", "text": say("need_both", lang), "level": "empty"}]
            panels.append({"name": f"classify-{name}", "title": f"{say(name, lang)} · "
                           f"{say('classify', lang)}", "blocks": blocks})
        if len(hands) == 2:
            show = rules.compare(hands[0], hands[1])
            data["winner"] = show.winner
            panels.append({"name": "compare", "title": say("result", lang), "blocks": [
                {"kind": "text", "text": f"{say('winner', lang)}: {say(show.winner, lang)}",
                 "level": "ok", "data": {"winner": show.winner}},
                {"kind": "note", "text": show.reason + (f" ({show.ruling})" if show.ruling
                                                        else "")},
                {"kind": "seed", "text": show.seed}]})
        return panels, data

    # 二八杠: each hand, each duel with the banker, and the round's payout
    def _tuitongzi(self, rules: Tuitongzi, state: TableState, lang: str):
        data = {"duels": ""}
        hands = [rules.hand(tuple(FA if c == "F" else int(c) for c in cards))
                 if len(cards) == 2 else None for cards in state.slots]
        rows = []
        for name, hand in zip(self._names(), hands, strict=True):
            rows.append({"cells": [say(name, lang), hand.describe() if hand else "—",
                                   f"1赔{hand.odds}" if hand else ""],
                         "data": {"slot": name, "category": hand.category if hand else ""}})
        panels = [{"name": "hands", "title": say("classify", lang), "blocks": [
            {"kind": "table", "head": ["", say("classify", lang), say("odds", lang)],
             "rows": rows}]}]
        if not all(hands):
            panels.append({"name": "duels", "title": say("duels", lang), "blocks": [
                {"kind": "text", "text": say("need_tiles", lang), "level": "empty"}]})
            return panels, data
        banker, *players = hands
        duels = [rules.compare(banker, p) for p in players]
        data["duels"] = " ".join(d.winner for d in duels)
        panels.append({"name": "duels", "title": say("duels", lang), "blocks": [
            {"kind": "table", "head": ["", say("winner", lang), say("odds", lang), ""],
             "rows": [{"cells": [say(f"p{n + 1}", lang), say(d.winner if d.winner == "banker"
                                                             else f"p{n + 1}", lang),
                                 f"1赔{d.odds}", d.reason],
                       "data": {"winner": d.winner}} for n, d in enumerate(duels)]},
            {"kind": "seed", "text": duels[0].seed}]})
        bets = [{"you": b} if b else {} for b in state.bets]
        try:
            result = rules.settle(banker, players, bets, pool=state.pool)
        except (NotAllowed, ValueError) as e:
            panels.append({"name": "payout", "title": say("payout", lang), "blocks": [
                {"kind": "text", "text": str(e), "level": "bad"}]})
            return panels, data
        by = {b.position: b for b in result.bettors}
        rows = [{"cells": [say(f"p{n + 1}", lang), str(state.bets[n]),
                           f"{by[n].result:+d}" if n in by else "0",
                           str(by[n].award) if n in by else "0"],
                 "data": {"position": n, "net": by[n].result + by[n].award if n in by else 0}}
                for n in range(3)]
        rows.append({"cells": [say("banker_net", lang), "", f"{result.banker_net:+d}", ""],
                     "data": {"banker": result.banker_net}})
        rows.append({"cells": [say("pool_after", lang), str(result.pool_before),
                               f"+{result.pool_growth}", str(result.pool_after)],
                     "data": {"pool": result.pool_after}})
        blocks = [{"kind": "table", "head": ["", say("bet", lang), say("net", lang),
                                             say("award", lang)], "rows": rows},
                  {"kind": "inputs"}]
        blocks += [{"kind": "note", "text": n} for n in result.notes]
        panels.append({"name": "payout", "title": say("payout", lang), "blocks": blocks})
        return panels, data


def _display(pattern: str) -> str:
    """A rank pattern for people: T is 10, B 小王, R 大王 ('10JQKA', '33小王')."""
    return "".join(_rank(c) for c in pattern)


def _rank(c: str) -> str:
    return {"T": "10", "B": "小王", "R": "大王"}.get(c, c)


def _play_note(found: Any, lang: str) -> str:
    if found.ambiguous:
        return ("多种读法；回应时任何一种同牌型同张数的读法都可以（A15）" if lang == "zh" else
                "several readings: any reading of the required type and length may answer (A15)")
    t = TYPE[found.parses[0].type]
    return t.seed


def _ph_order(token: str) -> tuple[int, int, str]:
    """小 before 大 before 王, by number; table groups as written."""
    if token[0] in "[{":
        return (3, 0, token)
    if token == "W":
        return (2, 0, token)
    return (0 if token[0] == "x" else 1, int(token[1:]), token)


def _ph_cards(token: str) -> list[int]:
    """The cards of a slot token: one card, or a table group's cards."""
    h = parse_hand(token)
    return [c for m in h.melds for c in m.cards] + list(h.cards) + [PH_W] * h.wilds


def _meld_picker(state: TableState, lang: str) -> dict[str, Any]:
    """The table slot's row of group kinds (碰 跑 偎 提 吃) and the 吃 cards still missing."""
    names = {k: say("meld_chi", lang) if k == "chi" else KIND_ZH[k] if lang == "zh"
             else f"{KIND_ZH[k]} {KIND_EN[k]}" for k in TABLE_MELDS}
    left = TABLE_MELDS["chi"] - len(state.pending)
    return {"melds": [{"value": k, "label": names[k], "active": k == state.meld}
                      for k in TABLE_MELDS],
            "meld_hint": say("meld_pick", lang),
            "pending": say("pending", lang, n=left) if state.pending else ""}


def _melds_block(groups: Any, lang: str) -> dict[str, Any]:
    """A grouping drawn as groups of cards, each with its kind and 胡息 (王 marked)."""
    out = []
    for g in groups:
        cards = [ph_card_view(PH_W, c) if w else ph_card_view(c)
                 for c, w in zip(g.cards, g.wild, strict=True)]
        name = KIND_ZH[g.kind] if lang == "zh" else f"{KIND_EN[g.kind]} {KIND_ZH[g.kind]}"
        out.append({"kind": g.kind, "label": name, "huxi": g.huxi, "cards": cards,
                    "where": g.where, "win": g.win})
    return {"kind": "melds", "groups": out}
