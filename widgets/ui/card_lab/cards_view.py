"""The card lab's model: the slots each game has, the state undo restores, every string the
lab shows (zh and en), its palettes and panel pieces; how a card is drawn is card_faces.py
(shared with the card tables). :class:`widgets.ui.card_lab.cards.CardTable` builds on it."""

from __future__ import annotations

import dataclasses
from typing import Any

from widgets.cards.cards import RANKS
from widgets.cards.doudizhu import ORDER, TYPE
from widgets.cards.paohuzi import (
    KIND_EN,
    KIND_ZH,
    parse_hand,
)
from widgets.cards.paohuzi import W as PH_W
from widgets.cards.paohuzi.groups import N as PH_N
from widgets.cards.tuitongzi import FA

from ..shared.card_faces import card_view, ph_card_view, rank_text, tile_card_view
from ..shared.labels import labels

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
    "cards_n_1": ("1 张", "1 card"),
    "tiles_n": ("{n} 张", "{n} tiles"),
    "tiles_n_1": ("1 张", "1 tile"),
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
    "into_pool": ("押注的人把押注的 {rate}‰ 放进奖池：共 {n}",
                  "the bettors put {rate} ‰ of their bets into the pool: {n} in all"),
    "need_tiles": ("每一方两张牌", "Two tiles for every hand"),
    "options": ("规则选项", "Rule options"),
    "seed": ("原文", "seed"),
    "ruling": ("裁定", "ruling"),
    "error": ("出错了（没有改变）：", "Something went wrong (nothing changed):"),
    "nothing_undo": ("没有可以撤销的操作", "Nothing to undo"),
    "nothing_redo": ("没有可以重做的操作", "Nothing to redo"),
    "refused": ("不行：", "Refused:"),
    "palette_ph": ("牌（小 一…十，大 壹…拾，王）", "Cards (small 一…十, big 壹…拾, 王)"),
    "table": ("桌面", "On the table"),
    "win": ("胡的牌", "Winning card"),
    "turned": ("翻出的牌（省）", "Turned card (省)"),
    "meld_pick": ("先点上面牌组的种类，再点牌", "Pick the group's kind above, then click a card"),
    "meld_chi": ("吃（点三张）", "吃 (3 cards)"),
    "pending": ("还差 {n} 张组成一句", "{n} more cards to make the 句"),
    "pending_1": ("还差 1 张组成一句", "1 more card to make the 句"),
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
    # why cards cannot be on the table (a refused click or text)
    "slot_most": ("“{slot}”最多放 {n} 张", "{slot} holds at most {n}"),
    "play_from_hand": ("要出的牌必须来自手牌：{cards}",
                       "the play must come from the hand: {cards}"),
    "both_decks": ("（手牌和上家出的牌合在一起）", "(hand and play to beat together)"),
    "third_wang": ("3 张王：一副牌只有 2 张", "3× 王: the deck has 2"),
    "one_of_each": ("{cards}：一副牌每张只有一张", "{cards}: a deck has one of each"),
    "four_of_each": ("{tiles}：每种牌只有 4 张", "{tiles}: only 4 of each tile"),
    # the text box, slot by slot (a whole line goes in the hand's box only)
    "whole_line_here": ("整行（手牌、[桌面组]、+胡的牌）请在“手牌”里给出：先点“手牌”，再输入整行",
                        "A whole line (hand, [table groups], +winning card) goes in the Hand "
                        "slot: click Hand, then give the whole line"),
    "table_groups_only": ("桌面只放牌组，如 [d333]（碰）或 {x5555}（提）",
                          "The table holds groups only, like [d333] (碰) or {x5555} (提)"),
    "groups_on_table": ("{group} 这样的牌组放在“桌面”里",
                        "Groups like {group} go in the table slot"),
    "one_card_slot": ("这里只放一张牌，如 x7", "This slot holds one card, like x7"),
    # too many cards: why they cannot be grouped (a verdict, not a refused click)
    "too_many": ("分不成组：手里有 {n} 张牌，一手牌最多 21 张（庄家起手 21 张，闲家 20 张），"
                 "多了 {extra} 张，先拿掉 {extra} 张",
                 "Cannot be grouped: {n} cards in the hand, and a hand holds at most 21 (the "
                 "banker is dealt 21, the others 20): {extra} too many, take {extra} out"),
    # the score's payments in words: who pays whom how much, and why
    "seats_note": ("座位：0 = 胡牌的人，1 = 他的下家，2 = 他的上家",
                   "Seats: 0 = the winner, 1 = the next player (下家), 2 = the one before (上家)"),
    "pay_self": ("座位{a}付给座位0（胡牌的人）{x}：自摸，另外两家都付",
                 "Seat {a} pays seat 0 (the winner) {x}: on a 自摸 both others pay"),
    "pay_supplier": ("座位{a}（上家，打出这张牌）付给座位0（胡牌的人）{x}："
                     "谁给的牌谁一家付",
                     "Seat {a} (the 上家, who gave the winning card) pays seat 0 (the winner) "
                     "{x}: the one who gave it pays it all"),
    "pay_both": ("座位{a}付给座位0（胡牌的人）{x}：两家都付（规则选项 supplier_pays 关闭）",
                 "Seat {a} pays seat 0 (the winner) {x}: both others pay (option "
                 "supplier_pays is off)"),
    "best_reading": ("最佳组合", "best grouping"),
    "other_reading": ("另一种组合", "another grouping"),
    "reading_line": ("{name}：{huxi} 胡息 → {total}", "{name}: {huxi} 胡息 → {total}"),
    "xing_note": ("省牌 {zh}（{text}）：{n} 省", "省 card {zh} ({text}): {n} 省"),
    "no_xing": ("没有翻出省牌", "no 省 card turned"),
    "zi_formula": ("子 = ⌊(胡息 − 15)/3⌋ + 1 + 省{di}（A4）；再乘番",
                   "子 = ⌊(胡息 − 15)/3⌋ + 1 + 省{di} (A4); × 番"),
}


def say(key: str, lang: str, **fields: Any) -> str:
    # a count of one has its own entry ("1 tile", not "1 tiles"): key + "_1"
    if fields.get("n") == 1 and f"{key}_1" in CARD_LABELS:
        key = f"{key}_1"
    zh, en = CARD_LABELS[key]
    text = zh if lang == "zh" else en
    return text.format(**fields) if fields else text


def chrome(lang: str, size: str) -> dict[str, Any]:
    return {"lang": lang, "size": size,
            "labels": labels(lang) | {k: (zh if lang == "zh" else en)
                                      for k, (zh, en) in CARD_LABELS.items()}}


# ---- the games' slots and palettes ------------------------------------------------------------

# 跑胡子: the hand slot takes more than a hand may hold (21), so a learner with too many
# cards reads why they cannot be grouped instead of a refused click; this only bounds it
PH_HAND_MOST = 30
SLOTS: dict[str, tuple[tuple[str, int], ...]] = {  # slot, most cards
    "doudizhu": (("hand", 20), ("play", 20), ("previous", 20)),
    "sanzhang": (("challenger", 3), ("defender", 3)),
    "tuitongzi": (("banker", 2), ("p1", 2), ("p2", 2), ("p3", 2)),
    "paohuzi": (("hand", PH_HAND_MOST), ("table", 7), ("win", 1), ("turned", 1)),
}
SUIT_ORDER = "shcd"
# 跑胡子: the groups a click on the table slot makes, and how many cards each takes (碰 跑 偎
# 提 take one card's copies; 吃 collects three clicked cards into a 句, 二七十 or 绞)
TABLE_MELDS: dict[str, int] = {"peng": 3, "pao": 4, "wei": 3, "chouwei": 3, "ti": 4, "chi": 3}


def palette(game: str, half: str, lang: str = "zh") -> list[list[dict[str, Any]]]:
    if game == "paohuzi":
        return [[ph_card_view(c) for c in range(10)],  # 王 ends the 大 row: one row less
                [*(ph_card_view(c) for c in range(10, PH_N)), ph_card_view(PH_W)]]
    if game == "doudizhu":
        return [[card_view(r, lang) for r in ORDER]]
    if game == "sanzhang":
        return [[card_view(r + s, lang) for r in RANKS[1:] + RANKS[:1]] for s in SUIT_ORDER]
    return [[tile_card_view(t, half, lang) for t in (*range(1, 10), FA)]]


@dataclasses.dataclass(frozen=True)
class CardLabState:
    """The card lab's state (:class:`~widgets.ui.card_lab.cards.CardTable`): everything undo
    restores. Not the mahjong table after N events
    (:class:`widgets.practice.table.state.TableState`)."""

    slots: tuple[tuple[str, ...], ...]
    active: str
    options: tuple[tuple[str, Any], ...] = ()
    bets: tuple[int, ...] = (10, 10, 10)  # three, once CardTable._check_bets passed
    pool: int = 1000
    self_drawn: bool = False  # 跑胡子: the winning card was drawn by the winner
    meld: str = "peng"  # 跑胡子: the group a click on the table makes (a key of TABLE_MELDS)
    pending: tuple[str, ...] = ()  # 跑胡子: cards clicked towards a 吃 group on the table


def display_pattern(pattern: str) -> str:
    """A rank pattern for people, card by card: T is 10, B 小王, R 大王.

    >>> display_pattern("333T"), display_pattern("BR")
    ('3 3 3 10', '小王 大王')
    """
    return " ".join(rank_text(c) for c in pattern)


def play_note(found: Any, lang: str) -> str:
    if found.ambiguous:
        return ("多种读法；回应时任何一种同牌型同张数的读法都可以（A15）" if lang == "zh" else
                "several readings: any reading of the required type and length may answer (A15)")
    t = TYPE[found.parses[0].type]
    return t.seed


def ph_order(token: str) -> tuple[int, int, str]:
    """小 before 大 before 王, by number; table groups as written."""
    if token[0] in "[{":
        return (3, 0, token)
    if token == "W":
        return (2, 0, token)
    return (0 if token[0] == "x" else 1, int(token[1:]), token)


def ph_cards(token: str) -> list[int]:
    """The cards of a slot token: one card, or a table group's cards."""
    h = parse_hand(token)
    return [c for m in h.melds for c in m.cards] + list(h.cards) + [PH_W] * h.wilds


def meld_picker(state: CardLabState, lang: str) -> dict[str, Any]:
    """The table slot's row of group kinds (碰 跑 偎 提 吃) and the 吃 cards still missing."""
    # short labels keep the row on one line beside the slot's name; the gloss is the title
    names = {k: say("meld_chi", lang) if k == "chi" else KIND_ZH[k] if lang == "zh"
             else f"{KIND_ZH[k]} {KIND_EN[k].split(' (')[0]}" for k in TABLE_MELDS}
    glosses = {k: say("meld_chi", lang) if k == "chi" else KIND_ZH[k] if lang == "zh"
               else f"{KIND_ZH[k]} {KIND_EN[k]}" for k in TABLE_MELDS}
    left = TABLE_MELDS["chi"] - len(state.pending)
    return {"melds": [{"value": k, "label": names[k], "title": glosses[k],
                       "active": k == state.meld} for k in TABLE_MELDS],
            "meld_hint": say("meld_pick", lang),
            "pending": say("pending", lang, n=left) if state.pending else ""}


def melds_block(groups: Any, lang: str) -> dict[str, Any]:
    """A grouping drawn as groups of cards, each with its kind and 胡息 (王 marked)."""
    out = []
    for g in groups:
        cards = [ph_card_view(PH_W, c) if w else ph_card_view(c)
                 for c, w in zip(g.cards, g.wild, strict=True)]
        name = KIND_ZH[g.kind] if lang == "zh" else f"{KIND_EN[g.kind]} {KIND_ZH[g.kind]}"
        out.append({"kind": g.kind, "label": name, "huxi": g.huxi, "cards": cards,
                    "where": g.where, "win": g.win})
    return {"kind": "melds", "groups": out}
