"""The one-line hand notation (DESIGN.md): parse, format, and the tenhou converter.

>>> h = parse_hand("11m234p [555s,2] {7777z} 26f +1m")
>>> format_hand(h)
'11m234p [555s,2] {7777z} 26f +1m'
>>> parse_hand("11m 0m")
Traceback (most recent call last):
...
widgets.engine.notation.NotationError: bad tile '0m' at 4
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Generic, TypeVar, overload

from .tiles import (
    SUIT_SIZE,
    TILE_NAMES,
    ZH_DIGIT,
    ZH_HONOUR_TILE,
    ZH_SUIT_LETTER,
    is_suited,
    suit_of,
    tile_name,
    tile_of,
)
from .why import Why

SOURCES = {1: "上家", 2: "对家", 3: "下家"}


class NotationError(ValueError):
    """Text that is not in the notation; the message names the token and its position."""

    def __init__(self, message: str, token: str = "", position: int = -1):
        super().__init__(message)
        self.token, self.position = token, position


_T = TypeVar("_T")
_R = TypeVar("_R")


class cached_property(Generic[_T, _R]):  # noqa: N801 - a drop-in for functools'
    """:func:`functools.cached_property` without its lock (Python 3.11 takes one on every
    first ask, which a fresh hand's melds and kongs pay: issue 37): the value is computed on
    the first ask and kept in the instance's ``__dict__`` (a frozen dataclass's too)."""

    def __init__(self, fn: Callable[[_T], _R]):
        self.fn, self.name, self.__doc__ = fn, fn.__name__, fn.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: Any = None) -> cached_property[_T, _R]: ...

    @overload
    def __get__(self, obj: _T, owner: Any = None) -> _R: ...

    def __get__(self, obj: Any, owner: Any = None) -> Any:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.fn(obj)
        return value


@dataclass(frozen=True)
class Meld:
    """An exposed set or a declared kong.

    ``concealed`` is a 暗杠 ``{5555p}``; ``added`` a 补杠 ``[5555p+]``; ``source`` the seat it
    was claimed from, relative to the owner: 1 上家, 2 对家, 3 下家 (None when not given).
    A meld that is not a set (``[124m]``) can be written; ``kind`` is then None and the
    validator reports it.
    """

    tiles: tuple[int, ...]
    concealed: bool = False
    added: bool = False
    source: int | None = None

    @cached_property  # asked for every meld of every reading scored; a Meld never changes
    def kind(self) -> str | None:
        """'chi', 'pon' or 'kong'; None when the tiles are not a set."""
        t = self.tiles
        if len(t) == 4 and len(set(t)) == 1:
            return "kong"
        if len(t) == 3 and len(set(t)) == 1 and not (self.concealed or self.added):
            return "pon"
        if (len(t) == 3 and not (self.concealed or self.added) and is_suited(t[0])
                and suit_of(t[0]) == suit_of(t[2]) and t[1] == t[0] + 1 and t[2] == t[0] + 2):
            return "chi"
        return None

    @property
    def is_kong(self) -> bool:
        return self.kind == "kong"

    @property
    def is_open(self) -> bool:
        """Claimed or shown to all: every meld but a 暗杠 (the seeds' 开口 is chi/pon/明杠)."""
        return not self.concealed

    @property
    def kong_kind(self) -> str | None:
        """'concealed' 暗杠, 'added' 补杠/面下杠, 'direct' 直杠/明杠 from a discard, or None."""
        if not self.is_kong:
            return None
        return "concealed" if self.concealed else "added" if self.added else "direct"

    def __str__(self) -> str:
        body = _compact(self.tiles) + ("+" if self.added else "")
        if self.source is not None:
            body += f",{self.source}"
        return "{" + body + "}" if self.concealed else "[" + body + "]"

    def __repr__(self) -> str:
        return f"Meld({str(self)!r})"


@dataclass(frozen=True)
class Hand:
    """A player's hand: concealed tiles, melds, flowers, and the winning tile if any.

    ``concealed`` never includes ``winning``; both together are the tiles in hand.
    """

    concealed: tuple[int, ...]
    melds: tuple[Meld, ...] = ()
    flowers: tuple[int, ...] = ()
    winning: int | None = None
    _text: str = field(default="", compare=False, repr=False)

    @cached_property  # a Hand never changes; scoring asks these many times
    def closed(self) -> tuple[int, ...]:
        """Tiles held in hand, the winning tile included, sorted."""
        if self.winning is None:
            return self.concealed
        return tuple(sorted(self.concealed + (self.winning,)))

    @property
    def size(self) -> int:
        """Tile count as the rules count it: a kong counts as three (so 14 is a full hand)."""
        return len(self.closed) + 3 * len(self.melds)

    @cached_property
    def kongs(self) -> tuple[Meld, ...]:
        return tuple(m for m in self.melds if m.is_kong)

    def all_tiles(self) -> list[int]:
        """Every physical tile this hand shows or holds (for copy limits)."""
        out = list(self.closed) + list(self.flowers)
        for m in self.melds:
            out.extend(m.tiles)
        return out

    def with_winning(self, tile: int | None) -> Hand:
        return replace(self, winning=tile)

    def add(self, tile: int) -> Hand:
        """The hand with one more concealed tile (the winning tile, if any, joins the hand)."""
        return Hand(tuple(sorted(self.closed + (tile,))), self.melds, self.flowers)

    def remove(self, tile: int) -> Hand:
        """The hand without one concealed copy of ``tile`` (ValueError if absent)."""
        closed = list(self.closed)
        closed.remove(tile)
        return Hand(tuple(closed), self.melds, self.flowers)

    def __str__(self) -> str:
        return format_hand(self)

    def __repr__(self) -> str:
        return f"Hand({format_hand(self)!r})"


def _compact(tiles) -> str:
    """``[0, 0, 10, 11]`` → ``'11m23p'``: runs of digits, a suit letter after each run."""
    out, run, last = [], "", None
    for t in tiles:
        s = suit_of(t)
        if last is not None and s != last:
            out.append(run + last)
            run = ""
        run += tile_name(t)[0]
        last = s
    if last is not None:
        out.append(run + last)
    return "".join(out)


def format_tiles(tiles) -> str:
    """Tiles in compact notation, sorted: ``format_tiles([13, 0]) == '1m5p'``."""
    if isinstance(tiles, str) or not isinstance(tiles, Iterable):
        raise TypeError(f"tiles are tile indices 0-41, not {type(tiles).__name__}")
    tiles = list(tiles)
    if not all(type(t) is int and 0 <= t < len(TILE_NAMES) for t in tiles):
        raise ValueError(f"tiles are tile indices 0-41, not {tiles!r:.60}")
    return _compact(sorted(tiles))


def format_hand(hand: Hand) -> str:
    """The canonical text of a hand; ``parse_hand(format_hand(h)) == h``."""
    parts = [_compact(hand.concealed)] if hand.concealed else []
    parts += [str(m) for m in hand.melds]
    if hand.flowers:
        parts.append(_compact(sorted(hand.flowers)))
    if hand.winning is not None:
        parts.append("+" + tile_name(hand.winning))
    return " ".join(parts)


_GROUP = re.compile(r"(\d+)([a-z])")
_MELD = re.compile(r"^([\[{])([0-9a-z]+?)(\+)?(?:,(\d+))?([\]}])$")


# The second character of 红中 东风 南风 西风 北风 发财 白板 adds nothing: it is dropped.
_ZH_BEFORE = {"红": "中", "紅": "中"}
_ZH_AFTER = {"风": "东東南西北", "風": "东東南西北", "财": "发發", "財": "发發", "板": "白"}


def _to_ascii(text: str) -> tuple[str, list[int]]:
    """Rewrite cheap Chinese input (五万, 一二三筒, 中, 红中) as notation, keeping positions:
    ``pos[k]`` is the position in ``text`` of the ``k``-th character of the result."""
    if text.isascii() and "?" not in text:  # nothing to rewrite ('?' is _ZH_BEFORE's blank)
        return text, list(range(len(text)))
    out, pos = [], []
    last = ""  # the last character written so far (out joined would make this quadratic)
    for i, ch in enumerate(text):
        if ch in ZH_DIGIT:
            rep = ZH_DIGIT[ch]
        elif ch in ZH_SUIT_LETTER:
            rep = ZH_SUIT_LETTER[ch]
        elif (_ZH_BEFORE.get(ch, "?") == text[i + 1:i + 2]
              or (i and text[i - 1] in _ZH_AFTER.get(ch, ""))):
            rep = ""
        elif ch in ZH_HONOUR_TILE:
            if last.isdecimal():
                # 五中 is not 55z: the digits before an honour name have no suit
                raise NotationError(Why(f"第 {i} 个字符 {ch!r} 前的数字缺少花色字母",
                                        f"bad tiles: digits need a suit letter before {ch!r} "
                                        f"at {i}"), ch, i)
            rep = f"{ZH_HONOUR_TILE[ch] - 26}z"
        elif ch in "，":
            rep = ","
        elif ch in "\u3000":
            rep = " "
        else:
            rep = ch
        out.append(rep)
        pos.extend([i] * len(rep))
        last = rep[-1:] or last
    return "".join(out), pos


def parse_tiles(text: str, offset: int = 0, positions: Sequence[int] | None = None
                ) -> list[int]:
    """Compact tiles like ``123m55z`` (no spaces). Raises NotationError at the bad group,
    at ``offset`` + its index, or at ``positions[offset + index]`` when given (Chinese input
    is rewritten, one 中 becoming ``5z``: errors name the position in the text as typed)."""

    if not isinstance(text, str):
        raise TypeError(f"tiles are text such as '123m55z', not {type(text).__name__}")
    if type(offset) is not int:
        raise TypeError(f"offset is a whole number, not {type(offset).__name__}")
    if positions is not None and not isinstance(positions, Sequence):
        raise TypeError(f"positions is a list of ints, not {type(positions).__name__}")

    def where(k: int) -> int:
        i = offset + k
        return positions[i] if positions is not None and 0 <= i < len(positions) else i

    tiles, at = [], 0
    while (m := _GROUP.match(text, at)) is not None:  # anchored: linear in the text
        digits, suit = m.groups()
        if suit not in SUIT_SIZE:
            raise NotationError(Why(f"第 {where(m.start(2))} 个字符：花色字母 {suit!r} 不对"
                                    "（用 m p s z f）",
                                    f"bad suit letter {suit!r} at {where(m.start(2))}"),
                                m.group(), where(m.start(2)))
        for j, d in enumerate(digits):
            if not 1 <= int(d) <= SUIT_SIZE[suit]:
                at_j = where(m.start() + j)
                raise NotationError(Why(f"第 {at_j} 个字符：没有 '{d}{suit}' 这张牌",
                                        f"bad tile '{d}{suit}' at {at_j}"), f"{d}{suit}", at_j)
            tiles.append(tile_of(int(d), suit))
        at = m.end()
    if at != len(text) or not text:
        rest = text[at:]
        number = rest.isdecimal()
        hint = "digits need a suit letter after them" if number else "not a tile"
        hint_zh = "数字后面要有花色字母" if number else "不是牌"
        raise NotationError(Why(f"第 {where(at)} 个字符：{rest!r} {hint_zh}",
                                f"bad tiles {rest!r} at {where(at)} ({hint})"), rest, where(at))
    return tiles


def parse_hand(text: str) -> Hand:
    """A hand from its text. Every malformed token raises NotationError with its position.

    Accepts cheap Chinese input: ``parse_hand("五五万 中") == parse_hand("55m5z")``.
    """
    if not isinstance(text, str):
        raise NotationError(Why(f"手牌应是文字，不是 {type(text).__name__}",
                                f"a hand is text, not {type(text).__name__}"))
    ascii_text, pos = _to_ascii(text)
    pos.append(len(text))  # an error just past the last character
    concealed: list[int] = []
    flowers: list[int] = []
    melds: list[Meld] = []
    winning: int | None = None
    for m in re.finditer(r"\S+", ascii_text):
        token, start = m.group(), pos[m.start()]
        if token.startswith("+"):
            if winning is not None:
                raise NotationError(Why(f"第 {start} 个字符：第二张和牌张 {token!r}",
                                        f"a second winning tile {token!r} at {start}"),
                                    token, start)
            tiles = parse_tiles(token[1:], m.start() + 1, pos)
            if len(tiles) != 1 or tiles[0] >= 34:
                raise NotationError(Why(f"第 {start} 个字符：和牌张只能是一张牌，{token!r} 不是",
                                        f"the winning tile must be one tile: {token!r} at "
                                        f"{start}"), token, start)
            winning = tiles[0]
        elif token[0] in "[{":
            melds.append(_parse_meld(token, start, pos, m.start()))
        else:
            for t in parse_tiles(token, m.start(), pos):
                (flowers if t >= 34 else concealed).append(t)
    return Hand(tuple(sorted(concealed)), tuple(melds), tuple(sorted(flowers)), winning)


def _parse_meld(token: str, start: int, positions: Sequence[int], at: int) -> Meld:
    m = _MELD.match(token)
    if not m or (m.group(1) == "[") != (m.group(5) == "]"):
        raise NotationError(Why(f"第 {start} 个字符：副露 {token!r} 写法不对（写成 [123m]、"
                                "[555p,2]、[5555p+] 或 {5555p}）",
                                f"bad meld {token!r} at {start} (write [123m], [555p,2], "
                                "[5555p+] or {5555p})"), token, start)
    opening, body, plus, source, _ = m.groups()
    tiles = parse_tiles(body, at + 1, positions)
    if any(t >= 34 for t in tiles):
        raise NotationError(Why(f"第 {start} 个字符：花牌不能在副露里：{token!r}",
                                f"flowers cannot be in a meld: {token!r} at {start}"),
                            token, start)
    concealed = opening == "{"
    if source is not None and (concealed or int(source) not in SOURCES):
        why = "a concealed kong has no source" if concealed else "the source is 1, 2 or 3"
        why_zh = "暗杠没有来源" if concealed else "来源是 1、2 或 3"
        raise NotationError(Why(f"第 {start} 个字符：{token!r} 的来源不对（{why_zh}）",
                                f"bad meld source in {token!r} at {start} ({why})"),
                            token, start)
    if plus and concealed:
        raise NotationError(Why(f"第 {start} 个字符：'+' 表示补杠，不能用于暗杠：{token!r}",
                                f"'+' marks an added kong, not a concealed one: {token!r} at "
                                f"{start}"), token, start)
    return Meld(tuple(sorted(tiles)), concealed, bool(plus), int(source) if source else None)


# tenhou and the `mahjong` package order the dragons 白 发 中 (5z 6z 7z); we use 中 发 白.
_TENHOU_SWAP = str.maketrans({"5": "7", "7": "5"})


def _swap_dragons(text: str) -> str:
    return re.sub(r"(?<!\d)(\d+)z", lambda m: m.group(1).translate(_TENHOU_SWAP) + "z", text)


def from_tenhou(text: str) -> str:
    """Convert a hand written in tenhou's honour order (5z 白, 7z 中) to ours.

    The mapping swaps 5z and 7z, so on notation it is its own inverse (and equals
    :func:`to_tenhou`). Chinese names mean the same tile in both orders: 中 is always 中.

    >>> from_tenhou("123m555z"), from_tenhou("7z 中")
    ('123m777z', '5z 5z')
    """
    if not isinstance(text, str):
        raise TypeError(f"text is a hand in notation, not {type(text).__name__}")
    return _to_ascii(_swap_dragons(text))[0]


def to_tenhou(text: str) -> str:
    """Convert a hand in our notation to tenhou's honour order (中 is 7z there).

    >>> to_tenhou("123m555z"), to_tenhou("中")
    ('123m777z', '7z')
    """
    if not isinstance(text, str):
        raise TypeError(f"text is a hand in notation, not {type(text).__name__}")
    return _swap_dragons(_to_ascii(text)[0])
