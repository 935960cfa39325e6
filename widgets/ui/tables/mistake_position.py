"""A mahjong mistake's table as the learner saw it, for My mistakes (:mod:`.my_mistakes`): each
seat's melds and river, its 定缺 (Sichuan) and wins, the 赖子 (武汉) — so a defence decision or a
武汉 one can be judged again, not only the concealed hand. Drawn from the card's ``position``
(:func:`widgets.practice.record.mistakes.seen_position`); a card recorded before it had one
shows the hand alone (None).

>>> q = {"position": {"seat": 0, "wild": "", "indicator": "", "kongs": [], "wall": 9,
...      "seats": [{"seat": 0, "melds": "[222s,3]", "river": ["3p"], "void": "m",
...                 "wins": [], "out": False}]}}
>>> v = position_view(q, "en")
>>> v["seats"][0]["name"], v["seats"][0]["void"], v["seats"][0]["melds"][0]["label"]
('East (you)', 'void characters 万', 'Pung')
"""

from __future__ import annotations

from typing import Any

from widgets.engine.notation import parse_hand
from widgets.engine.tiles import parse_tile, tile_name
from widgets.practice.table.play import seat_name, word

from ..shared import view as v
from ..shared.labels import say
from ..shared.tile_faces import tile_view
from .table_view import say as table_say  # the table's own words (缺 marks)


def _tile(name: str, lang: str, wild: str) -> dict[str, Any]:
    out = tile_view(parse_tile(name), lang)
    return out | ({"wild": True} if wild and name == wild else {})


def position_view(q: dict[str, Any], lang: str) -> dict[str, Any] | None:
    """The table around the question: the learner's seat first, then the others in turn.
    None when the card has none, or one a damaged record left unreadable (the hand is still
    asked: the table around it is a help, not the question)."""
    p = q.get("position")
    if not isinstance(p, dict) or not isinstance(p.get("seats"), list):
        return None
    try:
        return _view(p, lang)
    except (ValueError, TypeError, KeyError, AttributeError, IndexError):
        return None


def _view(p: dict[str, Any], lang: str) -> dict[str, Any]:
    wild, kongs = str(p.get("wild") or ""), set(p.get("kongs") or ())
    me = p.get("seat")
    order = sorted(p["seats"], key=lambda s: (s.get("seat") != me, (s.get("seat", 0) - (
        me or 0)) % 4))
    seats = []
    for s in order:
        seat = s.get("seat", 0)
        name = seat_name(seat, lang)
        if seat == me:
            name += f"（{say('position_you', lang)}）" if lang == "zh" else \
                f" ({say('position_you', lang)})"
        river = [str(t) for t in s.get("river", ())]
        melds = parse_hand(s["melds"]).melds if s.get("melds") else ()
        seats.append({
            "seat": seat, "name": name, "me": seat == me,
            "melds": [{"label": v.meld_label(m.kong_kind or m.kind or "", lang)
                       if (m.kong_kind or m.kind) in v.MELD_KINDS else str(m),
                       "tiles": [_tile(tile_name(t), lang, wild) for t in m.tiles]}
                      for m in melds],
            # 武汉: a 红中杠 or 赖子杠 lies in the river but is a kong (set apart, as the table)
            "river": [_tile(t, lang, wild) for t in river if t not in kongs],
            "kongs": [_tile(t, lang, wild) for t in river if t in kongs],
            "void": table_say("void_mark", lang, suit=word(s["void"], lang)) if s.get("void")
            else "",
            "wins": [_tile(str(t), lang, wild) for t in s.get("wins", ())]})
    out: dict[str, Any] = {
        "title": say("position_title", lang), "seats": seats,
        "labels": {k: say(f"position_{k}", lang)
                   for k in ("river", "melds", "wins", "kongs", "empty")},
        "wild_tile": wild,
        "wall": say("position_wall", lang, n=p["wall"]) if isinstance(p.get("wall"), int)
        else "",
        "wild": say("position_wild", lang, wild=tile_view(parse_tile(wild), lang)["label"],
                    indicator=tile_view(parse_tile(str(p.get("indicator") or wild)),
                                        lang)["label"]) if wild else ""}
    return out
