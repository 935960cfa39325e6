"""The hand lab's edits and text, pure functions: the small edits a click makes (add a tile,
remove one, declare a meld), what a lab hand may never have, and the lab's text format
(notation plus situation keywords). Re-exported by :mod:`widgets.ui.shared.view`.

>>> copy_text(parse_hand("123m456m789m11p23p"), Situation(self_drawn=True), [13])
'123456789m1123p | self_drawn seen=5p'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from widgets.engine.notation import Hand, Meld, NotationError, format_tiles, parse_hand
from widgets.engine.results import Problem
from widgets.engine.rules import MahjongRules
from widgets.engine.situation import Situation
from widgets.engine.tiles import (
    FLOWERS,
    N_PLAYING,
    parse_tile,
    tile_name,
    tile_zh,
)
from widgets.engine.why import Why, join

from .labels import LABELS, say

# Problems that a lab hand may never have: a click or text that would cause one is refused.
REFUSED = frozenset({"copies", "too-many", "not-in-set", "meld-not-allowed", "chi-source",
                     "not-a-meld", "too-many-melds", "source"})
BOOL_KEYS = ("self_drawn", "after_kong", "kong_discard", "robbing_kong", "last_tile", "dealer",
             "first_turn")
WIND_KEYS = ("seat_wind", "round_wind")
MELD_KINDS = ("chi", "pon", "direct", "added", "concealed")  # 吃 碰 明杠 补杠 暗杠
SEATS = (1, 2, 3)


def to_tile(value: Any) -> int:
    """A tile from a message field ('5m', '五万' or an int); ValueError naming the value."""
    if isinstance(value, int) and not isinstance(value, bool) and \
            0 <= value < len(FLOWERS) + N_PLAYING:
        return value
    if isinstance(value, str):
        return parse_tile(value.strip())
    raise ValueError(Why(f"{value!r} 不是牌（写成 '5m' 这样）",
                         f"bad tile {value!r} (write it like '5m')"))


# ---- hand edits ---------------------------------------------------------------------------


def hand_tiles(hand: Hand) -> list[int]:
    """The lab's order of loose tiles (what ``remove{index}`` counts): concealed, the winning
    tile, then flowers."""
    win = [] if hand.winning is None else [hand.winning]
    return list(hand.concealed) + win + list(hand.flowers)


def add_tile(hand: Hand, tile: int) -> Hand:
    """The hand with one more tile; the 14th (kong = 3) becomes the drawn/winning tile."""
    if tile in FLOWERS:
        return dataclasses.replace(hand, flowers=tuple(sorted(hand.flowers + (tile,))))
    if hand.winning is None and hand.size == 13:
        return hand.with_winning(tile)
    return Hand(tuple(sorted(hand.closed + (tile,))), hand.melds, hand.flowers)


def remove_at(hand: Hand, index: int) -> Hand:
    """The hand without the loose tile at ``index`` (IndexError if there is none)."""
    tiles = hand_tiles(hand)
    if not 0 <= index < len(tiles):
        raise IndexError(Why(f"手牌里没有第 {index} 张（手牌有 {len(tiles)} 张）",
                             f"no hand tile at index {index}; the hand has {len(tiles)}"))
    n = len(hand.concealed)
    if index >= n + (hand.winning is not None):
        flowers = list(hand.flowers)
        flowers.pop(index - len(tiles) + len(flowers))
        return dataclasses.replace(hand, flowers=tuple(flowers))
    if index == n:
        return hand.with_winning(None)
    return hand.remove(hand.concealed[index])


def fold_winning(hand: Hand) -> Hand:
    """A winning tile only makes sense in a 14-tile hand: otherwise it joins the others."""
    if hand.winning is not None and hand.size != 14:
        return Hand(hand.closed, hand.melds, hand.flowers)
    return hand


def make_meld(kind: str, tile: int, source: int | None) -> Meld:
    """A meld of kind chi (``tile`` is the lowest of the run), pon, direct (明杠), added (补杠)
    or concealed (暗杠)."""
    if kind not in MELD_KINDS:
        raise ValueError(Why(f"副露只能是 {', '.join(MELD_KINDS)} 之一，不是 {kind!r}",
                             f"meld_kind must be one of {', '.join(MELD_KINDS)}, not {kind!r}"))
    if tile >= N_PLAYING:
        raise ValueError(Why(f"{tile_zh(tile)} {tile_name(tile)} 不能组成副露",
                             f"{tile_name(tile)} cannot be in a meld"))
    if source is not None and source not in SEATS:
        raise ValueError(Why(f"来源是 1（上家）、2（对家）或 3（下家），不是 {source!r}",
                             f"source is 1 (上家), 2 (对家) or 3 (下家), not {source!r}"))
    if kind == "chi":
        if tile >= 27 or tile % 9 > 6:
            raise ValueError(Why(f"吃是同一花色的三张顺子，按最小的一张给出：{tile_zh(tile)} "
                                 f"{tile_name(tile)} 不能开头",
                                 f"吃 is three in a row of one suit, given by its lowest tile: "
                                 f"{tile_name(tile)} cannot start one"))
        return Meld((tile, tile + 1, tile + 2), source=source)
    if kind == "pon":
        return Meld((tile,) * 3, source=source)
    if kind == "concealed":
        return Meld((tile,) * 4, concealed=True)
    return Meld((tile,) * 4, added=kind == "added", source=source)


def with_meld(hand: Hand, meld: Meld) -> Hand:
    return dataclasses.replace(hand, melds=hand.melds + (meld,))


def without_meld(hand: Hand, index: int) -> Hand:
    if not 0 <= index < len(hand.melds):
        raise IndexError(Why(f"没有第 {index} 组副露（有 {len(hand.melds)} 组）",
                             f"no meld at index {index}; the hand has {len(hand.melds)}"))
    return dataclasses.replace(hand, melds=hand.melds[:index] + hand.melds[index + 1:])


def refusal(rules: MahjongRules, hand: Hand, seen: Sequence[int]) -> str:
    """Why the lab may not hold this hand ('' if it may): the engine's problems that no real
    hand can have (a fifth copy, 15 tiles, a tile outside the set, a meld the rules refuse)."""
    return join(Why(p.zh, p.message) if p.zh else p.message
                for p in rules.problems(hand, seen) if p.code in REFUSED
                or (p.code == "count" and hand.size > 14))  # over 14 with the winning tile


def seen_refusal(rules: MahjongRules, hand: Hand, seen: Sequence[int], tile: int,
                 lang: str) -> str:
    """Why ``tile`` cannot be marked seen ('' if it can)."""
    name = f"{tile_zh(tile)} {tile_name(tile)}"
    if tile not in rules.kinds:
        return say("not_in_set", lang, tile=name, variant=rules.zh)
    held, shown = hand.all_tiles().count(tile), list(seen).count(tile)
    if held + shown + 1 > rules.copies:
        return say("seen_copies", lang, tile=name, held=held, seen=shown, limit=rules.copies)
    return ""


def seen_problems(rules: MahjongRules, hand: Hand, seen: Sequence[int]) -> str:
    """Why a whole list of seen tiles is impossible with this hand ('' if it is possible)."""
    counts = hand.all_tiles() + list(seen)
    bad = sorted({t for t in seen if t not in rules.kinds or counts.count(t) > rules.copies})
    if not bad:
        return ""
    return Why(f"已见的 {format_tiles(bad)}：连手牌一起超过了牌的张数，或者不在{rules.zh}的牌里",
               f"seen {format_tiles(bad)}: more copies than exist (with the hand), or not in "
               f"the {rules.zh} tile set")


# ---- the lab's text: notation | situation keywords ----------------------------------------


class LabText(NamedTuple):
    """A parsed lab text: the hand, and the situation and seen tiles if the text gave them."""

    hand: Hand
    situation: Situation | None
    seen: tuple[int, ...] | None


def copy_text(hand: Hand, situation: Situation, seen: Iterable[int] = ()) -> str:
    """The hand and situation as one line: notation, then ``|`` and the situation keywords
    (bools by name, others as key=value), seen tiles as ``seen=…``."""
    words = []
    for key, value in situation.to_dict().items():
        if value is True:
            words.append(key)
        elif key == "indicator" and value is not None:
            words.append(f"{key}={tile_name(value)}")
        else:
            words.append(f"{key}={value}")
    seen = list(seen)
    if seen:
        words.append(f"seen={format_tiles(seen)}")
    text = str(hand)
    return f"{text} | {' '.join(words)}" if words else text


def conflict_codes(rules: MahjongRules, hand: Hand, situation: Situation) -> frozenset[str]:
    """The codes of the constraints the hand and situation break already."""
    return frozenset(p.code for p in rules.situation_conflicts(hand, situation))


def toggle_conflicts(rules: MahjongRules, hand: Hand, situation: Situation, key: str,
                     before: frozenset[str] | None = None) -> tuple[Problem, ...]:
    """The constraints (:mod:`widgets.engine.constraints`) that flipping the flag ``key``
    would break and that the situation does not break already: why its checkbox is off.
    A conflict already there is never a reason: unticking must stay possible, to fix it.
    ``before``: :func:`conflict_codes` of the situation, when the caller has them (one
    situation's every flag is asked at once).

    >>> from widgets import rules
    >>> r = rules("sichuan-xuezhan")
    >>> h = parse_hand("123m456m789m11p23p +4p")
    >>> [p.ruling for p in toggle_conflicts(r, h, Situation(self_drawn=True), "robbing_kong")]
    ['P-X1']
    """
    flipped = situation.with_(**{key: not getattr(situation, key)})
    if before is None:
        before = conflict_codes(rules, hand, situation)
    return tuple(p for p in rules.situation_conflicts(hand, flipped) if p.code not in before)


def situation_words(situation: Situation, lang: str) -> str:
    """The situation in words for people: '自摸 海底', 'Self-drawn, Wall remaining 3'."""
    words = []
    for key, value in situation.to_dict().items():
        label = say(key, lang) if key in LABELS else key
        if key in WIND_KEYS:
            value = say(f"wind_{value}", lang)
        elif key == "indicator" and value is not None:
            value = tile_zh(value)
        words.append(label if value is True else f"{label} {value}")
    return (" " if lang == "zh" else ", ").join(words)


def parse_lab_text(text: str) -> LabText:
    """Parse what :func:`copy_text` writes. Without ``|`` only the hand is given.

    >>> t = parse_lab_text("11m234p +5p | self_drawn wall_remaining=3 seen=55p")
    >>> t.situation.self_drawn, t.situation.wall_remaining, [tile_name(s) for s in t.seen]
    (True, 3, ['5p', '5p'])
    """
    if not isinstance(text, str):
        raise NotationError(Why(f"手牌应是文字，不是 {type(text).__name__}",
                                f"a hand is text, not {type(text).__name__}"))
    head, bar, tail = text.partition("|")
    hand = parse_hand(head)
    if not bar:
        return LabText(hand, None, None)
    known = {f.name: f for f in dataclasses.fields(Situation)}
    changes: dict[str, Any] = {}
    seen: tuple[int, ...] = ()
    for word in tail.replace("|", " ").split():
        key, eq, value = word.partition("=")
        if key == "seen" and eq:
            seen = tuple(parse_hand(value).all_tiles()) if value else ()
        elif key not in known:
            names = f"{', '.join(sorted(known))}, seen"
            raise NotationError(Why(f"没有这个情况关键字 {key!r}；可用的有：{names}",
                                    f"unknown situation keyword {key!r}; known: {names}"), word)
        elif not eq:
            if not isinstance(known[key].default, bool):
                raise NotationError(Why(f"{key} 要有一个值：{key}=…",
                                        f"{key} needs a value: {key}=…"), word)
            changes[key] = True
        else:
            changes[key] = situation_value(key, value)
    return LabText(hand, Situation(**changes), seen)


def situation_value(key: str, value: Any) -> Any:
    """Check and convert one situation value (from text or a message); ValueError says why."""
    known = {f.name: f for f in dataclasses.fields(Situation)}
    if key not in known:
        names = ", ".join(sorted(known))
        raise ValueError(Why(f"没有这个情况 {key!r}；可用的有：{names}",
                             f"unknown situation key {key!r}; known: {names}"))
    if isinstance(known[key].default, bool):
        if isinstance(value, str) and value.lower() in ("true", "false", "1", "0"):
            return value.lower() in ("true", "1")
        if not isinstance(value, bool):
            raise ValueError(Why(f"{key} 是 true 或 false，不是 {value!r}",
                                 f"{key} is true or false, not {value!r}"))
        return value
    if value is None or value == "" or (isinstance(value, str) and value.lower() == "none"):
        if key in WIND_KEYS:
            raise ValueError(_wind_why(key, value))
        return known[key].default  # None (unknown), or a count's 0
    if key == "indicator":
        return to_tile(value)
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(Why(f"{_name(key)}应是整数，不是 {value!r}",
                             f"{key} takes a whole number, not {value!r}"))
    if key in WIND_KEYS and not 0 <= value <= 3:
        raise ValueError(_wind_why(key, value))
    if value < 0:
        raise ValueError(Why(f"{_name(key)}不能是负数：{value!r}",
                             f"{key} cannot be negative: {value!r}"))
    return value


def _name(key: str) -> str:
    """A situation field's Chinese name where the lab has one (wall_remaining: 牌墙剩余)."""
    return LABELS[key][0] if key in LABELS else key


def _wind_why(key: str, value: Any) -> Why:
    return Why(f"{_name(key)}是 0（东）… 3（北），不是 {value!r}",
               f"{key} is 0 (东) … 3 (北), not {value!r}")
