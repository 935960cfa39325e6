"""How a card game's piece is drawn (the JSON cards.js and tiles.js read): a playing card, an
二八杠 tile, a 跑胡子 card. The card lab, the card tables and the exercise's card rows all draw
with these."""

from __future__ import annotations

from typing import Any

from widgets.cards import Card
from widgets.cards.cards import RANK_ZH
from widgets.cards.paohuzi import W as PH_W
from widgets.cards.paohuzi import card_text, card_zh, is_red
from widgets.cards.tuitongzi import FA
from widgets.engine.tiles import parse_tile

from .view import tile_view

PH_CASE = {"x": ("小", "small"), "d": ("大", "big")}


def card_view(card: str, lang: str = "zh") -> dict[str, Any]:
    """What cards.js needs to draw a card: its id, accessible label in ``lang`` ('红桃10 Th',
    '10 of hearts Th'), rank text, suit symbol, colour (never the only signal: the symbol, or a
    joker's 大/小, differ too). A joker is named 小王 / 大王 in both languages, as the widgets
    name it elsewhere (not the notation's B / R).

    >>> card_view("Th", "en")["label"], card_view("R", "en")["rank"], card_view("B")["label"]
    ('10 of hearts Th', '大王', '小王 B')
    """
    c = Card(card[0], card[1:])
    rank = rank_text(c.rank)
    name = c.en if lang == "en" else c.zh if c.suit or c.joker else RANK_ZH.get(c.rank, c.rank)
    return {"kind": "card", "id": str(c), "label": name if name == str(c) else f"{name} {c}",
            "rank": rank, "suit": c.symbol,
            "red": c.red, "joker": c.joker}


def tile_card_view(tile: int, half: str = "发财", lang: str = "zh") -> dict[str, Any]:
    """An 二八杠 tile, drawn by tiles.js: n筒, or 发财 (6z) named per option A6, labelled
    in ``lang`` ('五筒' / '5 of dots'; the half tile '发财' / 'Green dragon').

    >>> tile_card_view(5, lang="en")["label"], tile_card_view(FA)["label"]
    ('5 of dots', '发财')
    """
    face = "7z" if tile == FA and half == "白板" else "6z" if tile == FA else f"{tile}p"
    base = tile_view(parse_tile(face), lang)
    ident = "F" if tile == FA else str(tile)
    label = half if tile == FA and lang == "zh" else base["label"]
    return base | {"kind": "tile", "id": ident, "label": label}


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


def rank_text(c: str) -> str:
    return {"T": "10", "B": "小王", "R": "大王"}.get(c, c)
