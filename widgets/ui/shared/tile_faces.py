"""How a tile is drawn and named: what tiles.js draws a face from (its glyphs, colour and
picture) and its accessible name in the widget's language ('五筒' / '5 of dots').

>>> tile_view(4, "zh")["label"], tile_view(4, "en")["label"]
('五万', '5 of characters')
"""

from __future__ import annotations

from typing import Any

from widgets.engine.tiles import number_of, suit_of, tile_en, tile_name, tile_spoken_en, tile_zh

_FACE = {31: "red", 32: "green", 33: "blue"}  # 中 发 白
_SUIT_FACE = {"m": "red", "p": "blue", "s": "green", "z": "black", "f": "gold"}
# what the picture face shows (tiles.js draws each): a suit's drawing, an honour's, a flower's
_SUIT_PIC = {"m": "numeral", "p": "dots", "s": "bamboo"}
_HONOUR_PIC = ("wind", "wind", "wind", "wind", "red", "green", "white")
_FLOWER_PIC = ("spring", "summer", "autumn", "winter", "plum", "orchid", "cane", "mum")
WAN = "萬"  # the character a 万 tile's picture face carries under its numeral


def tile_label(tile: int, lang: str) -> str:
    """A tile's accessible name in ``lang``: '五筒' in 中文, '5 of dots' in English."""
    return tile_zh(tile) if lang == "zh" else tile_spoken_en(tile)


def tile_view(tile: int, lang: str) -> dict[str, Any]:
    """What the JS needs to draw a tile: its id, accessible label in ``lang``, glyphs,
    colour and picture.

    ``top``/``bottom`` are the characters of the character face (五 over 万; one for
    honours); ``face`` is a colour name, never the only signal (the glyph differs too).
    ``pic`` names the picture face's drawing ('dots', 'bamboo', 'bird', 'numeral', 'wind',
    'red', 'green', 'white', or a flower's: 'plum' …), ``n`` the count it draws (5 circles
    for 5筒; a flower's corner number 1-4) and ``glyph`` the 萬 under a 万's numeral.

    >>> tile_view(12, "en")["label"], tile_view(12, "zh")["label"], tile_view(12, "zh")["pic"]
    ('4 of dots', '四筒', 'dots')
    """
    suit, zh, n = suit_of(tile), tile_zh(tile), number_of(tile)
    if suit in "mps":
        top, bottom = zh[0], zh[1]
        pic = "bird" if (suit, n) == ("s", 1) else _SUIT_PIC[suit]
    elif suit == "f":
        top, bottom, pic = zh, str(n), _FLOWER_PIC[n - 1]
        n = (n - 1) % 4 + 1
    else:
        top, bottom, pic = zh, "", _HONOUR_PIC[n - 1]
    return {"id": tile_name(tile), "zh": zh, "en": tile_en(tile),
            "label": tile_label(tile, lang), "top": top, "bottom": bottom, "suit": suit,
            "face": _FACE.get(tile, _SUIT_FACE[suit]), "pic": pic, "n": n} | (
                {"glyph": WAN} if suit == "m" else {})
