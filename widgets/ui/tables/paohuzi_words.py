"""A played 跑胡子 hand in words, zh or en, every word from :mod:`..shared.labels` (the ``ptbl_``
block): the seats, the cards, the groups and each event as one line of the table's history.

>>> from widgets.practice.card_tables.paohuzi_events import Draw, Pass
>>> describe(Draw(1, "x5"), "zh"), describe(Pass(2, "d10"), "en")
('乙 摸牌，亮出 小五', 'C passes on 大拾 (d10)')
"""

from __future__ import annotations

from widgets.cards.paohuzi import card_zh
from widgets.cards.paohuzi.notation import as_card
from widgets.practice.card_tables.paohuzi_events import (
    Claim,
    Discard,
    Draw,
    Forced,
    HandEnd,
    Hu,
    Lay,
    Pass,
    PDeal,
    PEvent,
    Skip,
)
from widgets.practice.card_tables.paohuzi_play import SKIP_TI

from ..shared.labels import LABELS, say


def seat_word(seat: int | None, lang: str) -> str:
    return "—" if seat is None else say("ptbl_seats", lang).split()[seat]


def card_word(card: str | int, lang: str) -> str:
    """'小五' in zh, '小五 (x5)' in en (the notation beside the characters)."""
    c = as_card(card)
    zh = card_zh(c)
    text = card if isinstance(card, str) else None
    if lang == "zh":
        return zh
    from widgets.cards.paohuzi import card_text
    return f"{zh} ({text or card_text(c)})"


def kind_word(kind: str, lang: str) -> str:
    key = f"ptbl_kind_{kind}"
    return say(key, lang) if key in LABELS else kind


def groups_word(groups, lang: str) -> str:
    """A 吃's groups, the 下火 marked: '小四 小五 小六' (en: 'x4 x5 x6')."""
    from widgets.cards.paohuzi import card_text

    def name(c) -> str:  # zh the characters, en the notation (short enough for a button)
        return card_zh(as_card(c)) if lang == "zh" else card_text(as_card(c))

    parts = [" ".join(name(c) for c in g) for g in groups]
    text = parts[0]
    if len(parts) > 1:
        text += " + " + " + ".join(parts[1:]) + say("ptbl_xiahuo", lang)
    return text


def describe(e: PEvent, lang: str = "en") -> str:
    """One line for event ``e`` in ``lang`` ('zh' or 'en')."""
    name = seat_word(getattr(e, "seat", None), lang)
    card = card_word(c, lang) if (c := getattr(e, "card", "")) else ""
    if isinstance(e, PDeal):
        return say("ptbl_ev_deal", lang, banker=seat_word(e.banker, lang))
    if isinstance(e, Draw):
        key = "ptbl_ev_draw_wang" if e.card == "W" else "ptbl_ev_draw"
        return say(key, lang, name=name, card=card)
    if isinstance(e, Discard):
        return say("ptbl_ev_discard", lang, name=name, card=card)
    if isinstance(e, Forced):
        if e.dealt:
            return say("ptbl_ev_dealt_ti", lang, name=name, card=card)
        line = say("ptbl_ev_forced", lang, name=name, kind=kind_word(e.kind, lang), card=card)
        return line + (say("ptbl_ev_again", lang) if e.again else "")
    if isinstance(e, Claim):
        if e.kind == "peng":
            return say("ptbl_ev_peng", lang, name=name, card=card)
        return say("ptbl_ev_chi", lang, name=name, card=card, groups=groups_word(e.groups, lang))
    if isinstance(e, Pass):
        return say("ptbl_ev_pass", lang, name=name, card=card)
    if isinstance(e, Hu):
        return say("ptbl_ev_zimo" if e.self_drawn else "ptbl_ev_hu", lang, name=name, card=card)
    if isinstance(e, Lay):
        return say("ptbl_ev_lay", lang, name=name, card=card)
    if isinstance(e, Skip):
        return say("ptbl_ev_skip_ti" if e.reason == SKIP_TI else "ptbl_ev_skip_none", lang,
                   name=name)
    if isinstance(e, HandEnd):
        return end_text(e, lang)
    return str(e)


def end_text(e: HandEnd, lang: str) -> str:
    if e.winner is None:
        return say("ptbl_ev_huang", lang)
    xing = card_word(e.xing_card, lang) if e.xing_card else say("ptbl_no_xing", lang)
    return say("ptbl_ev_win", lang, name=seat_word(e.winner, lang), huxi=e.huxi, xing=e.xing,
               card=xing, zi=e.zi, total=e.total)
