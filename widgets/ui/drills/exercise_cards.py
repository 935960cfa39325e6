"""Cards an exercise shows: rows of a card game's cards beside the question (a hand, the card
on offer), drawn by cards.js as the card tables draw them (推筒子's tiles by tiles.js). Python
reads the notation and sends each card's face; the JS only draws.

>>> rows = card_rows([("乙", "x34 x67"), ("offer", "x5")], "paohuzi")
>>> [len(r[1]) for r in rows]
[4, 1]
>>> rows_view(rows, "paohuzi", "en")[1]["cards"][0]["label"]
'小五 x5'
>>> plane = rows_view(card_rows("777+B", "doudizhu"), "doudizhu", "en")
>>> [c["label"] for c in plane[0]["cards"]]
['7', '7', '7', 'small joker B']
>>> rows_view(card_rows("黑桃456", "sanzhang"), "sanzhang", "en")[0]["cards"][0]["label"]
'4 of spades 4s'
>>> [t["label"] for t in rows_view(card_rows("F9", "tuitongzi"), "tuitongzi", "zh")[0]["cards"]]
['发财', '九筒']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from widgets.cards.doudizhu import Doudizhu
from widgets.cards.paohuzi.notation import as_cards
from widgets.cards.sanzhang import Sanzhang
from widgets.cards.tuitongzi import Tuitongzi

from ..shared.assets import STATIC
from ..shared.card_faces import card_view, ph_card_view, tile_card_view
from ..shared.labels import bilingual
from .exercise_kinds import Text

Rows = tuple[tuple[Text, tuple[Any, ...]], ...]

# per game: notation -> its cards, and one card (in a language) -> what cards.js draws;
# 斗地主 and 三张 are playing cards ('777+B', '黑桃456', 'Qh Kh Ah'); 推筒子 is 筒 tiles and
# 发财 ('F9'), drawn as tiles
GAMES: dict[str, tuple[Callable[[str], list[Any]], Callable[[Any, str], dict[str, Any]]]] = {
    "paohuzi": (lambda text: as_cards(text, "cards"), lambda card, _lang: ph_card_view(card)),
    "doudizhu": (lambda text: [str(c) for c in Doudizhu().cards(text)], card_view),
    "sanzhang": (lambda text: [str(c) for c in Sanzhang().verify_cards(text)], card_view),
    "tuitongzi": (lambda text: list(Tuitongzi().tiles(text)),  # 二八杠's tiles, as tiles
                  lambda tile, lang: tile_card_view(tile, lang=lang)),
}


def card_rows(cards: str | Sequence[Any] | None, game: str) -> Rows:
    """``cards``: notation (one row), or ``(label, notation)`` pairs (a row each), or None."""
    if cards is None:
        return ()
    if game not in GAMES:
        raise ValueError(f"game is one of {', '.join(GAMES)} (the games whose cards an "
                         f"exercise draws), not {game!r}")
    rows = [("", cards)] if isinstance(cards, str) else list(cards)
    out = []
    for row in rows:
        if not (isinstance(row, Sequence) and not isinstance(row, str) and len(row) == 2
                and isinstance(row[1], str) and isinstance(row[0], str | dict)):
            raise ValueError(f"cards is notation like 'x34 x67' or (label, notation) pairs, "
                             f"not {row!r}")
        parsed = tuple(GAMES[game][0](row[1]))
        if not parsed:
            raise ValueError(f"a row of cards needs at least one card, not {row[1]!r}")
        out.append((row[0], parsed))
    return tuple(out)


def rows_view(rows: Rows, game: str, lang: str) -> list[dict[str, Any]]:
    return [{"label": bilingual(label, lang), "cards": [GAMES[game][1](c, lang) for c in cards]}
            for label, cards in rows]


def drawing() -> str:
    """cards.js without its own render and export: the card drawing the exercise joins in."""
    text = (STATIC / "cards.js").read_text(encoding="utf-8")
    return text.replace("export default { render };", "").replace("function render(",
                                                                  "function cardsRender(")
