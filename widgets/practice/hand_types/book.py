"""A card game's hand types book: every hand type with its names, rank and how it compares,
the smallest hand the search finds of it (:mod:`.games`: the engine classifies every
candidate), the cards that make it marked, which other types' examples it beats (the engine's
compare), and its near miss: the nearest hand, one card away, of another type, and why.

>>> book = hand_types("doudizhu")
>>> e = book.entry("trio_single")
>>> e.zh, e.example, e.miss, e.miss_kind
('三带一', ('3', '3', '3', '4'), ('3', '3', '3', '3'), 'bomb')
>>> [x.key for x in book.find("wang zha")]
['rocket']
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from ...engine.why import Why
from ..fan_book.book import MAX_QUERY, normal
from .dafengshou import Dafengshou
from .games import GAMES, Game, Kind, Verdict

BOOKS: dict[str, type[Game]] = {**GAMES, "dafengshou": Dafengshou}  # every game with a book
MISS_REACH = 400  # one-card changes tried for a near miss (every type finds one far sooner)


@dataclass(frozen=True)
class TypeEntry:
    """One hand type of the book; ``example`` None where no hand of the search has it."""

    kind: Kind
    example: tuple[str, ...] | None
    marked: tuple[bool, ...]
    miss: tuple[str, ...] | None
    miss_kind: str | None

    @property
    def key(self) -> str:
        return self.kind.key

    @property
    def zh(self) -> str:
        return self.kind.zh

    @property
    def en(self) -> str:
        return self.kind.en


class HandTypesBook:
    """The hand types of one card game (:func:`hand_types`)."""

    def __init__(self, game: Game):
        self.game = game
        self.id = game.id
        found: dict[str, tuple[str, ...]] = {}
        want = {k.key for k in game.kinds}
        for hand in game.candidates():  # one pass: the first typical hand of each type
            kind = game.kind_of(hand)
            if kind in want and kind not in found and game.typical(hand):
                found[kind] = hand
                if len(found) == len(want):
                    break
        self.entries = tuple(self.make_entry(k, found.get(k.key)) for k in game.kinds)
        self._by_key = {e.key: e for e in self.entries}

    def __repr__(self) -> str:
        return f"hand_types({self.id!r})"

    @property
    def zh(self) -> str:
        return str(self.game.rules.zh)

    @property
    def en(self) -> str:
        return str(self.game.rules.en)

    def make_entry(self, kind: Kind, example: tuple[str, ...] | None) -> TypeEntry:
        """The entry of type ``kind`` with ``example``: its marks and its near miss."""
        if example is None:
            return TypeEntry(kind, None, (), None, None)
        miss = miss_kind = nothing = None
        known = self.game.shipped_miss(example)
        if known is not None:  # the search already chose it (shipped: the search takes seconds)
            other = self.game.kind_of(known)
            typed = other and other != kind.key and self.game.typical(known)
            return TypeEntry(kind, example, self.game.marked(example, kind.key), known,
                             other if typed else None)
        for n, hand in enumerate(self.game.neighbours(example)):
            if n >= MISS_REACH:
                break
            if not self.game.legal(hand):
                continue
            other = self.game.kind_of(hand)
            if other and other != kind.key and self.game.typical(hand):
                miss, miss_kind = hand, other
                break
            if other is None and nothing is None:
                nothing = hand
        if miss is None:  # no other type is one card away (34567): the nearest non-hand
            miss = nothing
        return TypeEntry(kind, example, self.game.marked(example, kind.key), miss, miss_kind)

    def entry(self, key: str) -> TypeEntry:
        """The entry of type ``key``; ValueError naming the game's types otherwise."""
        if not isinstance(key, str) or key not in self._by_key:
            raise ValueError(Why(f"{self.zh}没有牌型 {key!r:.40}；牌型有："
                                 f"{'、'.join(e.zh for e in self.entries)}",
                                 f"{self.id} has no hand type {key!r:.40}; its types: "
                                 f"{', '.join(self._by_key)}"))
        return self._by_key[key]

    def find(self, query: str) -> list[TypeEntry]:
        """The entries whose Chinese or English name, pinyin or other names hold ``query``
        (compared as :func:`~..fan_book.book.normal` does); all of them for an empty query."""
        if not isinstance(query, str):
            raise ValueError(Why(f"搜索的应是文字，不是 {type(query).__name__}",
                                 f"a search is text, not {type(query).__name__}"))
        if len(query) > MAX_QUERY:
            raise ValueError(Why(f"搜索太长（{len(query)} 个字），最多 {MAX_QUERY} 个",
                                 f"search too long ({len(query)} characters; at most "
                                 f"{MAX_QUERY})"))
        q = normal(query)
        if not q:
            return list(self.entries)
        return [e for e in self.entries
                if any(q in normal(t) for t in (e.zh, e.en, e.kind.pinyin, e.kind.aka, e.key))]

    def beats(self, key: str) -> list[tuple[TypeEntry, Any]]:
        """The other types whose example this type's example beats, with the engine's reason."""
        e = self.entry(key)
        if e.example is None:
            return []
        out = []
        for other in self.entries:
            if other.key != key and other.example is not None and other.example != e.example \
                    and self.game.comparable(key, other.key):
                v = self.versus(e.example, other.example, other.key)
                if v.beats:
                    out.append((other, v.reason))
        return out

    def versus(self, a: tuple[str, ...], b: tuple[str, ...], kind_b: str) -> Verdict:
        """The engine's verdict on ``a`` against ``b``; where the two cannot be dealt together
        (三张's 222 and 223 need five 2s), against the first hand of ``b``'s type that can."""
        try:
            return self.game.versus(a, b)
        except ValueError:
            pass
        for hand in self.game.candidates():
            if self.game.kind_of(hand) == kind_b:
                try:
                    return self.game.versus(a, hand)
                except ValueError:
                    continue
        raise ValueError(f"no hand of {kind_b} can be dealt beside {a}")

    def why_miss(self, key: str) -> Why | None:
        """Why the near miss is not of this type: what it is now, and the engine's verdict on
        the example against it."""
        e = self.entry(key)
        if e.miss is None or e.example is None:
            return None
        described = self.game.describe(e.miss)
        zh_desc = described.zh if isinstance(described, Why) else str(described)
        if e.miss_kind is None:
            return Why(f"这样就哪个牌型都不是了：{zh_desc}",
                       f"then it is none of the types: {described}")
        now = self._by_key[e.miss_kind]
        verdict = self.versus(e.example, e.miss, now.key)
        reason = verdict.reason if verdict.beats else \
            self.versus(e.miss, e.example, e.key).reason
        rzh = reason.zh if isinstance(reason, Why) else str(reason)
        return Why(f"现在是{now.zh}（{zh_desc}），不是{e.zh}；比一比：{rzh}",
                   f"it is now {now.en} ({described}), not {e.en}; side by side: {reason}")

    def change(self, key: str) -> Why | None:
        """The one card the near miss changes: '4 → 3', 'one card less: 4'."""
        e = self.entry(key)
        if e.miss is None or e.example is None:
            return None
        said = self.game.change(e.example, e.miss)
        if said is not None:
            return said
        gone, came = _diff(e.example, e.miss)
        if gone and came:
            return Why(f"换一张：{gone} → {came}", f"one card changed: {gone} → {came}")
        if gone:
            return Why(f"少一张：{gone}", f"one card less: {gone}")
        return Why(f"多一张：{came}", f"one card more: {came}")


def _diff(a: tuple[str, ...], b: tuple[str, ...]) -> tuple[str, str]:
    left, right = list(a), list(b)
    for c in a:
        if c in right:
            right.remove(c)
            left.remove(c)
    return " ".join(left), " ".join(right)


@cache
def hand_types(game: str) -> HandTypesBook:
    """The hand types book of a card game; ValueError naming the games that have one."""
    if not isinstance(game, str) or game not in BOOKS:
        raise ValueError(Why(f"没有 {game!r:.40} 的牌型书；有：{'、'.join(BOOKS)}",
                             f"no hand types book for {game!r:.40}; books: {', '.join(BOOKS)}"))
    return HandTypesBook(BOOKS[game]())
