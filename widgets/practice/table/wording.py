"""The words of a played hand, zh and en: how seats, events, actions, prompts and refusals
read (the table widget shows them as they are). Re-exported by :mod:`.play`."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from typing import Any

from ...engine.events import (
    Claim,
    Deal,
    Declare,
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
)
from ...engine.ledger import SYSTEM
from ...engine.notation import parse_hand
from ...engine.tiles import parse_tile, tile_name, tile_zh
from ...mahjong.wuhan import laizi
from ...mahjong.xueliu import (
    Why,
)

# The words of the table, zh and en: one place for how seats, events, actions and prompts read
# (the table widget shows them as they are). Seats are named by their winds in the first
# dealer's order: seat 0 is 东 and play runs 东 → 南 → 西 → 北, each the 下家 of the one before.
SEAT_NAMES = {"zh": ("东", "南", "西", "北"), "en": ("East", "South", "West", "North")}
WORDS: dict[str, tuple[str, str]] = {
    # actions (a Decision's options) and meld / kong kinds (events)
    "exchange": ("换三张", "give"), "void": ("定缺", "void"), "discard": ("打", "discard"),
    "pon": ("碰", "pung"), "kong": ("杠", "kong"), "win": ("胡", "win"), "pass": ("过", "pass"),
    "direct": ("直杠", "direct kong"), "added": ("补杠", "added kong"),
    "concealed": ("暗杠", "concealed kong"), "draw": ("摸牌", "draw"),
    "chi": ("吃", "chow"),
    "declare": ("报听", "declare ready (报听)"),  # 双人 (R-D13)
    "red_kong": ("红中杠", "红中杠 kong"), "wild_kong": ("赖子杠", "赖子杠 kong"),  # 武汉
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
    "discard": ("{seat} 打出 {tile}", "{seat} discards {tile}"),
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
    "wallbreak_1": ("{seat} 面前跳过 1 墩开牌",
                    "the wall breaks in front of {seat}, 1 stack skipped"),
    "void": ("{seat} 定缺 {suit}", "{seat} declares {suit} void (定缺)"),
    "pass": ("{seat} 不要 {tile}（{kinds}）", "{seat} passes on {tile} ({kinds})"),
    "pass_own": ("{seat} 不{kinds}，留着 {tile}", "{seat} declines to {kinds} with {tile}"),
    "leave": ("{seat} 离开", "{seat} leaves"),
    "indicator": ("{seat} 翻开 {tile}：赖子是 {wild}",
                  "{seat} flips {tile}: the 赖子 (wildcard) is {wild}"),
    "end": ("本局结束：{reason}", "the hand ends: {reason}"),
    "declare": ("{seat} 报听：手牌锁定，摸到的牌不胡就打出（R-D13）",
                "{seat} declares ready (报听): the hand is locked, a drawn tile that does not "
                "win is discarded (R-D13)"),
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


# honours and flowers named in English (a learner does not read "5z" as 红中); suited tiles
# keep their short form (1m 5p), which the hand lab's notation teaches
HONOUR_EN = {"1z": "East wind 东", "2z": "South wind 南", "3z": "West wind 西",
             "4z": "North wind 北", "5z": "Red 中", "6z": "Green 发", "7z": "White 白",
             "1f": "Spring 春", "2f": "Summer 夏", "3f": "Autumn 秋", "4f": "Winter 冬",
             "5f": "Plum 梅", "6f": "Orchid 兰", "7f": "Bamboo 竹", "8f": "Chrysanthemum 菊"}


def tiles_text(tiles: Sequence[str], lang: str = "zh") -> str:
    """Tiles as a learner reads them: 一万 五筒 中 in zh, 1m 5p Red 中 in en.

    >>> tiles_text(["1m", "5z"], "en"), tiles_text(["1m", "5z"])
    ('1m Red 中', '一万 中')
    """
    zh = _lang(lang) == 0
    return " ".join(tile_zh(parse_tile(t)) if zh else HONOUR_EN.get(t, t) for t in tiles)


def tile_word(t: int, lang: str = "zh") -> str:
    """One tile (a kind 0-33) as :func:`tiles_text` says it."""
    return tiles_text([tile_name(t)], lang)


def points_word(x: float) -> str:
    """Points as said in a reason: whole from 10, else one decimal at most ('2.5', '3')."""
    return f"{x:.0f}" if x >= 10 else f"{x:.1f}".rstrip("0").rstrip(".")


def describe(event: Any, lang: str = "zh", secret: bool = False) -> str:
    """One line about an event in ``lang``, seats named as the table shows them; ``secret``
    leaves out the tiles a player at a real table would not see (another seat's draw, the
    tiles two others exchange).

    >>> describe(Discard(2, "5p")), describe(Discard(2, "5p"), "en")
    ('西家 打出 五筒', 'West discards 5p')
    >>> describe(Exchange(0, ("1m", "2m", "3m"), 3))
    '东家 换给 北家：一万 二万 三万'
    >>> describe(Draw(1, "5p"), "en", secret=True)
    'South draws a tile'
    """
    i = _lang(lang)
    hide = "_secret" if secret else ""

    def text(key: str, **more: Any) -> str:
        return EVENT_TEXT[key][i].format(**(f | more))

    def who(seat: int) -> str:  # in a sentence a seat is 东家, 南家 … (the seat box says 东)
        return seat_name(seat, lang) + ("家" if i == 0 and seat in range(4) else "")

    f: dict[str, Any] = {}
    if hasattr(event, "seat"):
        f["seat"] = who(event.seat)
    if getattr(event, "tile", None) is not None:
        f["tile"] = tiles_text([event.tile], lang)
    if getattr(event, "from_seat", None) is not None:
        f["from"] = who(event.from_seat)
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
            return text("exchange" + hide, to=who(event.to_seat),
                        tiles=tiles_text(event.tiles, lang))
        case Dice():
            return text("dice", kind=word(f"dice_{event.kind}", lang),
                        values=" ".join(map(str, event.values)))
        case WallBreak():
            return text("wallbreak_1" if event.stacks == 1 else "wallbreak", n=event.stacks)
        case Void():
            return text("void", suit=word(event.suit, lang))
        case Pass():
            kinds = ("、", " or ")[i].join(word(k, lang) for k in event.kinds)
            return text("pass" if event.from_seat is not None else "pass_own", kinds=kinds)
        case Leave():
            return text("leave")
        case Indicator():
            return text("indicator", wild=tiles_text([tile_name(laizi(event.tile))], lang))
        case Declare():
            return text("declare")
        case End():
            return text("end", reason=word(f"end_{event.reason}", lang))
    return type(event).__name__  # a later schema's event: its name at least


PROMPTS = {"exchange": ("选三张同花色的牌换出", "choose three tiles of one suit to pass"),
           "void": ("定缺：选一门花色打缺", "choose the suit to void (定缺)"),
           "turn": ("出牌（或杠、胡）", "discard (or kong, or win)"),
           # {kinds}: the claims this seat is offered (吃、碰 …), so the prompt names 吃 where
           # a variant allows it; "or pass" only when passing is allowed
           "claim": ("{event}：{kinds}，还是过？", "{event}: {kinds}, or pass?"),
           "claim_only": ("{event}：{kinds}", "{event}: {kinds}"),
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
    "too_few": ("{suit}不足三张，不能选（种子：手牌中同一花色的牌不足三張，不能選擇）",
                "{suit}: fewer than three tiles (手牌中同一花色的牌不足三張，不能選擇)"),
}


@functools.lru_cache(maxsize=2048)  # a review's play-outs refuse the same few thousands of times
def refusal(key: str, *, tile: int | None = None, suit: str | None = None) -> Why:
    """The reason :data:`REFUSALS` gives for ``key``, in both languages.

    >>> refusal("void_first", suit="m").zh
    '定缺：先打缺门万 (P-M1)'
    """
    def text(lang: str) -> str:
        fields = {"tile": tiles_text([tile_name(tile)], lang) if tile is not None else "",
                  "suit": word(suit, lang) if suit is not None else ""}
        return REFUSALS[key][_lang(lang)].format(**fields)
    return Why(text("zh"), text("en"))
