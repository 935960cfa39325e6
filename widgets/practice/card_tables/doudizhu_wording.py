"""A played 斗地主 hand in words, zh or en: each event as one line of the table's history.

>>> from .doudizhu_events import Bid, PassTurn
>>> describe(Bid(1, "call"), "zh"), describe(PassTurn(2), "en")
('乙 叫地主', 'C passes (不出)')
"""

from __future__ import annotations

from ...cards.cards import Card
from ...cards.doudizhu import TYPE
from .doudizhu_events import (
    Bid,
    Bottom,
    DDeal,
    DDEvent,
    Double,
    HandEnd,
    PassTurn,
    PlayCards,
    Redeal,
    Show,
    seat_word,
)
from .doudizhu_play import MAX_DEALS

SHOW_WHEN = {"start": ("明牌开始 ×5", "shows the hand before the deal (明牌开始 ×5)"),
             "deal": ("发牌明牌", "shows the hand during the deal (发牌明牌)"),
             "after_bottom": ("拿底牌后明牌 ×2", "shows the hand after the 底牌 (明牌 ×2)")}
BIDS = {"call": ("叫地主", "calls (叫地主)"), "pass": ("不叫/不抢", "passes (不叫/不抢)"),
        "rob": ("抢地主 ×2", "robs (抢地主 ×2)")}


def cards_text(cards, lang: str) -> str:
    """Cards as a player reads them: '黑桃3 小王' or '3♠ small joker'."""
    out = []
    for c in cards:
        card = Card(c[0], c[1:])
        out.append(card.zh if lang == "zh" else
                   (("10" if card.rank == "T" else card.rank) + card.symbol if card.suit
                    else card.en))
    return " ".join(out)


def describe(e: DDEvent, lang: str = "en") -> str:
    """One line for event ``e`` in ``lang`` ('zh' or 'en')."""
    zh = lang == "zh"
    who = seat_word(getattr(e, "seat", None), lang)
    if isinstance(e, DDeal):
        first = seat_word(e.first, lang)
        return (f"发牌：每家 17 张，3 张底牌扣着；{first} 先叫" if zh else
                f"the deal: 17 cards each, 3 底牌 face down; {first} bids first")
    if isinstance(e, Show):
        if not e.shown:
            return f"{who} 不明牌" if zh else f"{who} does not show the hand"
        what = SHOW_WHEN[e.when]
        if e.when == "deal":
            return (f"{who} {what[0]}（第 {e.card} 张）" if zh else
                    f"{who} {what[1]} at card {e.card}")
        return f"{who} {what[0]}" if zh else f"{who} {what[1]}"
    if isinstance(e, Bid):
        return f"{who} {BIDS[e.action][0]}" if zh else f"{who} {BIDS[e.action][1]}"
    if isinstance(e, Redeal):
        return "三家都不叫：重新发牌" if zh else "all three pass: the cards are dealt again"
    if isinstance(e, Bottom):
        cards = cards_text(e.cards, lang)
        return (f"{who} 是地主，拿底牌 {cards}（亮给大家）" if zh else
                f"{who} is the landlord and takes the 底牌 {cards} (shown to all)")
    if isinstance(e, Double):
        if zh:
            return f"{who} {'加倍 ×2' if e.doubled else '不加倍'}"
        return f"{who} {'doubles (加倍 ×2)' if e.doubled else 'does not double'}"
    if isinstance(e, PlayCards):
        kind = TYPE[e.as_type]
        cards = cards_text(e.cards, lang)
        return f"{who} 出 {kind.zh}：{cards}" if zh else f"{who} plays {kind.en}: {cards}"
    if isinstance(e, PassTurn):
        return f"{who} 不出" if zh else f"{who} passes (不出)"
    if isinstance(e, HandEnd):
        return end_text(e, lang)
    return repr(e)


def end_text(e: HandEnd, lang: str) -> str:
    zh = lang == "zh"
    if e.winner is None:
        # P-DD2: the seed would deal again; only the safety net stops it
        if zh:
            return (f"连续{MAX_DEALS}次都无人叫地主：按规则应该一直重新发牌，为免无休止地"
                    "发下去，这手牌到此作废，谁也不输不赢")
        return (f"nobody called in {MAX_DEALS} deals in a row: the rules would deal again "
                "until someone calls, but the table stops here so as not to deal forever; the "
                "hand is void and nobody pays")
    who = seat_word(e.winner, lang)
    side = ("地主赢" if e.landlord_wins else "农民赢") if zh else \
        ("the landlord wins" if e.landlord_wins else "the farmers win")
    spring = f"，{e.spring} ×2" if e.spring and zh else f", {e.spring} ×2" if e.spring else ""
    if zh:
        return f"{who} 出完了：{side}{spring}；倍数 {e.multiplier}"
    return f"{who} has played out: {side}{spring}; multiplier {e.multiplier}"
