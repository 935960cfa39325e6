"""Tiles as small integers, with their names.

A tile kind is an ``int``: 0-8 = 1m-9m (万), 9-17 = 1p-9p (筒), 18-26 = 1s-9s (条),
27-33 = 1z-7z = 东 南 西 北 中 发 白, 34-41 = 1f-8f = 春 夏 秋 冬 梅 兰 竹 菊.
Integers keep the hot loops (shanten, waits) cheap; names are only for people.

>>> tile_name(0), tile_name(31), tile_zh(31)
('1m', '5z', '中')
>>> parse_tile("5p")
13
"""

from __future__ import annotations

from .why import Why

SUITS = "mpszf"
SUIT_SIZE = {"m": 9, "p": 9, "s": 9, "z": 7, "f": 8}
SUIT_BASE = {"m": 0, "p": 9, "s": 18, "z": 27, "f": 34}
N_KINDS = 42
N_PLAYING = 34  # kinds that form sets: suits and honours (flowers never do)

MAN, PIN, SOU, HONOURS = range(0, 9), range(9, 18), range(18, 27), range(27, 34)
FLOWERS = range(34, 42)
WINDS = range(27, 31)
DRAGONS = range(31, 34)  # 中 发 白

_ZH_NUM = "一二三四五六七八九"
_ZH_SUIT = {"m": "万", "p": "筒", "s": "条"}
_ZH_HONOUR = "东南西北中发白"
_ZH_FLOWER = "春夏秋冬梅兰竹菊"
_EN_HONOUR = ("East", "South", "West", "North", "Red", "Green", "White")
_EN_SUIT = {"m": "Characters", "p": "Dots", "s": "Bamboo"}
_EN_FLOWER = ("Spring", "Summer", "Autumn", "Winter", "Plum", "Orchid", "Bamboo", "Chrysanthemum")


def suit_of(tile: int) -> str:
    """The suit letter of a tile: one of ``m p s z f``."""
    for suit in SUITS:
        if tile < SUIT_BASE[suit] + SUIT_SIZE[suit]:
            return suit
    raise ValueError(f"no tile {tile}")


def number_of(tile: int) -> int:
    """The digit of the tile in its suit, 1-based (``5m`` → 5, ``1z`` → 1)."""
    return tile - SUIT_BASE[suit_of(tile)] + 1


def tile_of(number: int, suit: str) -> int:
    """The tile with a given digit and suit letter (``tile_of(5, "m") == 4``)."""
    if suit not in SUIT_SIZE or not 1 <= number <= SUIT_SIZE[suit]:
        raise ValueError(f"no tile {number}{suit}")
    return SUIT_BASE[suit] + number - 1


def is_suited(tile: int) -> bool:
    return tile < 27


def is_terminal(tile: int) -> bool:
    """1 or 9 of a suit."""
    return tile < 27 and tile % 9 in (0, 8)


def is_honour(tile: int) -> bool:
    return 27 <= tile < 34


TILE_NAMES = tuple(f"{number_of(t)}{suit_of(t)}" for t in range(N_KINDS))
_BY_NAME = {name: t for t, name in enumerate(TILE_NAMES)}


def tile_name(tile: int) -> str:
    """Notation of one tile: ``tile_name(4) == '5m'``."""
    return TILE_NAMES[tile]


def parse_tile(text: str) -> int:
    """One tile from its notation (``'5m'``) or Chinese name (``'五万'``, ``'中'``)."""
    if not isinstance(text, str):
        raise TypeError(f"text is a tile's notation such as '5m' or '五万', not "
                        f"{type(text).__name__} {text!r:.40}")
    if text in _BY_NAME:
        return _BY_NAME[text]
    if text in _ZH_NAMES:
        return _ZH_NAMES[text]
    raise ValueError(Why(f"{text!r} 不是牌（写成 5m、五万 或 中 这样）", f"bad tile {text!r}"))


def tile_zh(tile: int) -> str:
    """Chinese name: 五万, 三筒, 七条, 东 … 白, 春 … 菊."""
    suit, n = suit_of(tile), number_of(tile)
    if suit == "z":
        return _ZH_HONOUR[n - 1]
    if suit == "f":
        return _ZH_FLOWER[n - 1]
    return _ZH_NUM[n - 1] + _ZH_SUIT[suit]


def tile_en(tile: int) -> str:
    """English name: '5 Characters', 'Red', 'Plum'."""
    suit, n = suit_of(tile), number_of(tile)
    if suit == "z":
        return _EN_HONOUR[n - 1]
    if suit == "f":
        return _EN_FLOWER[n - 1]
    return f"{n} {_EN_SUIT[suit]}"


# the names a screen reader says in English: "5 of dots", "East wind", "Plum flower"
_EN_SPOKEN_SUIT = {"m": "characters", "p": "dots", "s": "bamboo"}
_EN_SPOKEN_HONOUR = ("East wind", "South wind", "West wind", "North wind", "Red dragon",
                     "Green dragon", "White dragon")
_EN_SPOKEN_FLOWER = ("Spring season", "Summer season", "Autumn season", "Winter season",
                     "Plum flower", "Orchid flower", "Bamboo flower", "Chrysanthemum flower")


def tile_spoken_en(tile: int) -> str:
    """The tile's English name as a label says it: '5 of dots', 'East wind', 'Plum flower'."""
    suit, n = suit_of(tile), number_of(tile)
    if suit == "z":
        return _EN_SPOKEN_HONOUR[n - 1]
    if suit == "f":
        return _EN_SPOKEN_FLOWER[n - 1]
    return f"{n} of {_EN_SPOKEN_SUIT[suit]}"


_ZH_NAMES = {tile_zh(t): t for t in range(N_KINDS)}
_ZH_NAMES.update({"红中": 31, "发财": 32, "白板": 33, "东风": 27, "南风": 28, "西风": 29,
                  "北风": 30})
_ZH_NAMES.update({n + alias: tile_of(i + 1, s) for s, aliases in
                  (("p", "饼"), ("s", "索")) for alias in aliases
                  for i, n in enumerate(_ZH_NUM)})

# Characters accepted inside compact notation (cheap Chinese input): suit words and honours.
ZH_SUIT_LETTER = {"万": "m", "萬": "m", "筒": "p", "饼": "p", "餅": "p", "条": "s", "條": "s",
                  "索": "s"}
ZH_HONOUR_TILE = {ch: 27 + i for i, ch in enumerate(_ZH_HONOUR)} | {"東": 27, "發": 32}
ZH_DIGIT = {ch: str(i + 1) for i, ch in enumerate(_ZH_NUM)}


def counts_of(tiles) -> list[int]:
    """A 42-long count vector of an iterable of tiles."""
    counts = [0] * N_KINDS
    for t in tiles:
        counts[t] += 1
    return counts
