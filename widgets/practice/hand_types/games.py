"""Each card game's side of the hand types book: its hand types (the engine's own table, with
pinyin and common other names for the search), the candidate hands in the order the search
tries them (fewest cards, then lowest ranks: the smallest, most typical hand first), the hands
one card away, and the engine's verdicts (classify, compare) the book reads.

Nothing here decides a rule: every type a hand has and every "beats" is the engine's answer.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ... import rules
from ...cards.cards import RANKS, SUITS
from ...cards.doudizhu import INDEX, ORDER, SEED_BOMB, SEED_ROCKET, SEED_SAME, TYPES
from ...cards.paohuzi import card_text, parse_hand
from ...cards.paohuzi.groups import HUXI, chi_kind, value  # HUXI: the seed's 胡息 table
from ...cards.paohuzi.notation import KIND_EN, KIND_ZH
from ...cards.sanzhang import CATEGORIES, SEED_235, SEED_ORDER, VALUE
from ...cards.tuitongzi import FA
from ...cards.tuitongzi import SEED_ORDER as TT_SEED_ORDER
from ...engine.why import Why
from . import paohuzi_wins as wins


@dataclass(frozen=True)
class Kind:
    """A hand type as the book lists it: the engine's key and names, pinyin and other names
    (for the search), its rank among the game's types (0 = highest) and how it compares."""

    key: str
    zh: str
    en: str
    pinyin: str
    aka: str  # other names players use (王炸, 连对 …), searched too
    rank: int
    compares: Why  # how it compares with other hands, the seed's words
    section: str = ""  # a book in parts (跑胡子: groups, then 胡 types) ranks within a part
    value: str = ""  # what the list shows beside the name (default: the rank)


@dataclass(frozen=True)
class Verdict:
    """One side of a comparison: does ``a`` beat ``b``, and the engine's reason."""

    beats: bool
    reason: Any  # a Why or text: the engine's words


class Game:
    """What the book needs from one card game."""

    id: str
    kinds: tuple[Kind, ...]

    def __init__(self) -> None:
        self.rules: Any = rules(self.id)

    def candidates(self) -> Iterator[tuple[str, ...]]:
        raise NotImplementedError

    def kind_of(self, hand: tuple[str, ...]) -> str | None:
        """The book's type of a hand (None: no type, or not a hand)."""
        raise NotImplementedError

    def typical(self, hand: tuple[str, ...]) -> bool:
        """A hand read only one way (an example should not also be another type)."""
        return True

    def marked(self, hand: tuple[str, ...], kind: str) -> tuple[bool, ...]:
        """Which cards make the type."""
        return tuple(True for _ in hand)

    def neighbours(self, hand: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
        """Hands one card away, nearest first."""
        raise NotImplementedError

    def legal(self, hand: tuple[str, ...]) -> bool:
        """The cards can be dealt (no fifth 3, no card twice)."""
        return True

    def versus(self, a: tuple[str, ...], b: tuple[str, ...]) -> Verdict:
        raise NotImplementedError

    def describe(self, hand: tuple[str, ...]) -> Any:
        """The engine's own description of a hand (a Why or text)."""
        raise NotImplementedError

    def text(self, hand: tuple[str, ...]) -> str:
        return " ".join(hand)

    def faces(self, hand: tuple[str, ...]) -> tuple[str, ...]:
        """The cards drawn, one by one (``marked`` follows them)."""
        return hand

    def comparable(self, a: str, b: str) -> bool:
        """Can hands of types ``a`` and ``b`` be set against each other."""
        return True

    def change(self, a: tuple[str, ...], b: tuple[str, ...]) -> Why | None:
        """What changed from ``a`` to ``b`` where cards alone do not say (None: say the
        cards)."""
        return None

    def lab_slots(self, hand: tuple[str, ...]) -> dict[str, Any]:
        """The card table's arguments that open ``hand`` (None: the book's own slot)."""
        return {}

    def shipped_miss(self, hand: tuple[str, ...]) -> tuple[str, ...] | None:
        """The near miss a search shipped as data for this example (None: search now)."""
        return None

    def lab_intent(self, hand: tuple[str, ...]) -> dict[str, Any] | None:
        """The intent that opens ``hand`` in a lab of another kind than a card table (None:
        a card table's code)."""
        return None

    def lab_line(self, hand: tuple[str, ...]) -> str:
        """The line that makes that other lab, for a book with none linked."""
        return ""


# ---- 斗地主 ----------------------------------------------------------------------------------

DDZ_PINYIN = {
    "rocket": ("huojian", "王炸 双王 wangzha joker bomb"),
    "bomb": ("zhadan", "炸 bomb four of a kind"),
    "single": ("danpai", "单张 dan zhang"),
    "pair": ("duipai", "对子 duizi"),
    "trio": ("sanzhang", "三条 santiao three of a kind"),
    "trio_single": ("sandaiyi", "三带一 three with one"),
    "trio_pair": ("sandaiyidui", "三带二 sandaier three with two"),
    "straight": ("danshun", "顺子 shunzi"),
    "pair_straight": ("shuangshun", "连对 liandui consecutive pairs"),
    "trio_straight": ("sanshun", "飞机 feiji plane"),
    "plane_single": ("feijidaichibang", "飞机 feiji plane wings 翅膀"),
    "plane_pair": ("feijidaichibang dui", "飞机 feiji plane wings 翅膀"),
    "four_two_single": ("sidaier", "四带两张 four with two"),
    "four_two_pair": ("sidaierdui", "四带两对 four with two pairs"),
}
DDZ_SAME = Why(f"只打同一牌型、同样张数的牌，大的赢（{SEED_SAME}）",
               f"beats only the same type with as many cards, by rank (seed: {SEED_SAME})")
DDZ_COMPARES = {
    "rocket": Why(f"打任何牌（{SEED_ROCKET}）", f"beats every play (seed: {SEED_ROCKET})"),
    "bomb": Why(f"打火箭以外的任何牌，炸弹之间比点数（{SEED_BOMB}）",
                f"beats every play but the rocket; bombs compare by rank (seed: {SEED_BOMB})"),
}
DDZ_RANKS = "345678BR"  # enough for the smallest hand of every type (a plane with pairs: 10 cards)


class Doudizhu(Game):
    id = "doudizhu"
    kinds = tuple(Kind(t.key, t.zh, t.en, *DDZ_PINYIN[t.key], 0 if t.key == "rocket" else
                       1 if t.key == "bomb" else 2, DDZ_COMPARES.get(t.key, DDZ_SAME))
                  for t in TYPES)

    def candidates(self) -> Iterator[tuple[str, ...]]:
        most = [1 if r in "BR" else 4 for r in DDZ_RANKS]
        for size in range(1, 11):
            for combo in itertools.combinations_with_replacement(range(len(DDZ_RANKS)), size):
                if all(combo.count(i) <= most[i] for i in set(combo)):
                    yield tuple(DDZ_RANKS[i] for i in combo)

    def _parses(self, hand: tuple[str, ...]) -> tuple[Any, ...]:
        return self.rules.classify("".join(hand)).parses

    def kind_of(self, hand: tuple[str, ...]) -> str | None:
        parses = self._parses(hand)
        return parses[0].type if parses else None

    def typical(self, hand: tuple[str, ...]) -> bool:
        """Read one way only, and single wings of different ranks (333444+56, not +55)."""
        parses = self._parses(hand)
        if len(parses) != 1:
            return False
        p = parses[0]
        return not p.type.endswith("single") or len(set(p.wings)) == len(p.wings)

    def marked(self, hand: tuple[str, ...], kind: str) -> tuple[bool, ...]:
        """The part that compares (the trio, the four, the chain) is marked; wings are not."""
        main = list(self._parses(hand)[0].main)
        out = []
        for c in hand:
            out.append(c in main)
            if c in main:
                main.remove(c)
        return tuple(out)

    def neighbours(self, hand: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
        """One card changed (to the nearest rank first), then one card less, then one more."""
        order = sorted(set(hand), key=INDEX.__getitem__)
        for dist in range(1, len(ORDER)):
            for r in order:
                for to in (INDEX[r] + dist, INDEX[r] - dist):
                    if 0 <= to < len(ORDER):
                        new = list(hand)
                        new.remove(r)
                        yield self._sorted(new + [ORDER[to]])
        for r in order:
            new = list(hand)
            new.remove(r)
            if new:
                yield tuple(new)
        for r in ORDER:
            yield self._sorted([*hand, r])

    @staticmethod
    def _sorted(cards: list[str]) -> tuple[str, ...]:
        return tuple(sorted(cards, key=INDEX.__getitem__))

    def legal(self, hand: tuple[str, ...]) -> bool:
        return not self.rules.classify("".join(hand)).problem

    def versus(self, a: tuple[str, ...], b: tuple[str, ...]) -> Verdict:
        c = self.rules.compare("".join(a), "".join(b))
        return Verdict(c.beats, c.reason)

    def describe(self, hand: tuple[str, ...]) -> Any:
        found = self.rules.classify("".join(hand))
        p = found.play
        if p is None:
            return found.explain()
        return Why(f"{p.zh} {p.text}", f"{p.en} ({p.zh}) {p.text}")

    def text(self, hand: tuple[str, ...]) -> str:
        return "".join(hand)


# ---- 欢乐三张 --------------------------------------------------------------------------------

SZ_PINYIN = {
    "baozi": ("baozi", "炸弹 zhadan 三条 trips"),
    "shunjin": ("shunjin", "同花顺 tonghuashun 色托 straight flush"),
    "jinhua": ("jinhua", "同花 tonghua 色皮 flush"),
    "shunzi": ("shunzi", "拖拉机 tuolaji straight"),
    "duizi": ("duizi", "对 pair"),
    "danzhang": ("danzhang", "散牌 sanpai high card"),
    "special_235": ("teshu 235", "二三五 235 吃豹子 special"),
}
SZ_ORDER = Why(f"按牌型大小：{SEED_ORDER}", f"by type, highest first: {SEED_ORDER}")
SZ_235 = Why(f"平时是最小的单张，但直接比牌时吃豹子（{SEED_235}）",
             f"the lowest high card, yet it beats a 豹子 head to head (seed: {SEED_235})")
SZ_RANKS = "A23456789"  # A-2-3 is the lowest straight; 2-3-5 the special hand


class Sanzhang(Game):
    id = "sanzhang"
    kinds = tuple(Kind(c.key, c.zh, c.en, *SZ_PINYIN[c.key], 5 - c.level, SZ_ORDER)
                  for c in CATEGORIES) + (
        Kind("special_235", "特殊 235", "special 2-3-5", *SZ_PINYIN["special_235"], 6, SZ_235),)

    def candidates(self) -> Iterator[tuple[str, ...]]:
        """Three cards of the lowest ranks first (2 before A: the smallest hand), suits in the
        deck's order."""
        deck = [f"{r}{s}" for r in "23456789A" for s in SUITS]
        combos = itertools.combinations(deck, 3)
        yield from sorted(combos, key=lambda h: (sorted(VALUE[c[0]] for c in h), h))

    def kind_of(self, hand: tuple[str, ...]) -> str | None:
        try:
            found = self.rules.classify(" ".join(hand))
        except ValueError:
            return None
        return "special_235" if found.special else found.category

    def marked(self, hand: tuple[str, ...], kind: str) -> tuple[bool, ...]:
        """A pair marks its pair, a high card its highest card; the other types all three."""
        values = [VALUE[c[0]] for c in hand]
        if kind == "duizi":
            return tuple(values.count(v) == 2 for v in values)
        if kind == "danzhang":
            return tuple(v == max(values) for v in values)
        return tuple(True for _ in hand)

    def neighbours(self, hand: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
        """One card changed: the same rank in another suit first, then the nearest rank."""
        for dist in range(0, 13):
            for i, c in enumerate(hand):
                ranks = {RANKS[(RANKS.index(c[0]) + d) % 13] for d in (dist, -dist)}
                for r in sorted(ranks, key=RANKS.index):
                    for s in SUITS:
                        new = f"{r}{s}"
                        if new not in hand:
                            yield hand[:i] + (new,) + hand[i + 1:]

    def legal(self, hand: tuple[str, ...]) -> bool:
        return len(set(hand)) == len(hand)

    def versus(self, a: tuple[str, ...], b: tuple[str, ...]) -> Verdict:
        """The engine's 比牌; two hands that share a card (the book's examples are all low
        cards) are compared with ``b``'s suits swapped round, which changes no type or rank."""
        for perm in itertools.permutations(SUITS):
            swap = dict(zip(SUITS, perm, strict=True))
            other = tuple(c[0] + swap[c[1]] for c in b)
            if not set(a) & set(other):
                s = self.rules.compare(" ".join(a), " ".join(other))
                return Verdict(s.winner == "challenger", s.reason)
        raise ValueError(f"no suits for {b} apart from {a}")  # three cards never need it

    def describe(self, hand: tuple[str, ...]) -> Any:
        return self.rules.classify(" ".join(hand)).describe()


# ---- 推筒子 / 二八杠 ---------------------------------------------------------------------------

TT_KINDS = (
    ("dui_fa", "对发财", "pair of 发财", "duifacai", "对白板 天王 top pair", 0),
    ("erbagang", "二八杠", "2 and 8 (erbagang)", "erbagang", "二八 28", 1),
    ("pair", "对子", "pair", "duizi", "对筒子 duitongzi", 2),
    ("points", "点数", "points", "dianshu", "点 dian 单牌", 3),
)


class Tuitongzi(Game):
    id = "tuitongzi"
    kinds = tuple(Kind(k, zh, en, py, aka, rank, Why(f"按牌型大小：{TT_SEED_ORDER}，同型比点",
                                                      f"by type, highest first: "
                                                      f"{TT_SEED_ORDER}; the same type by points"))
                  for k, zh, en, py, aka, rank in TT_KINDS)

    @staticmethod
    def _tile(t: int) -> str:
        return "F" if t == FA else str(t)

    def candidates(self) -> Iterator[tuple[str, ...]]:
        """Two tiles, the lowest first (发财 is the lowest single tile, A6)."""
        for a, b in itertools.combinations_with_replacement(range(10), 2):
            yield (self._tile(a), self._tile(b))

    def kind_of(self, hand: tuple[str, ...]) -> str | None:
        try:
            return str(self.rules.hand("".join(hand)).category)
        except ValueError:
            return None

    def neighbours(self, hand: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
        ids = [0 if c == "F" else int(c) for c in hand]
        for dist in range(1, 10):
            for i in range(2):
                for to in (ids[i] + dist, ids[i] - dist):
                    if 0 <= to <= 9:
                        new = list(ids)
                        new[i] = to
                        yield tuple(self._tile(t) for t in sorted(new))

    def versus(self, a: tuple[str, ...], b: tuple[str, ...]) -> Verdict:
        d = self.rules.compare("".join(b), "".join(a))  # a as the 闲 against b as the banker
        return Verdict(d.winner == "player", d.reason)

    def describe(self, hand: tuple[str, ...]) -> Any:
        return self.rules.hand("".join(hand)).describe()

    def text(self, hand: tuple[str, ...]) -> str:
        return "".join(hand)


# ---- 跑胡子 -----------------------------------------------------------------------------------

# The groups a hand's cards make by themselves (the engine's chi_kind and its same-card kinds);
# 碰 偎 跑 are the same cards made by a claim or a draw, so their cards cannot tell them apart.
PH_KINDS = (
    ("ti", "tí", "提 in hand, four alike"), ("kan", "kǎn", "坎 three alike in hand"),
    ("yes", "yī èr sān", "一二三 壹贰叁 123"), ("eqs", "èr qī shí", "二七十 贰柒拾 2-7-10"),
    ("ju", "jù", "句 sequence shunzi"), ("jiao", "jiǎo", "绞 mixed jiaopai"),
    ("pair", "duì", "对 将 jiang"),
)


class Paohuzi(Game):
    """跑胡子's book in two parts. Its 胡息 groups: a group's rank is its 胡息 (small, big), and
    one "beats" another when it is worth more 胡息 (seed: 總胡息為各門子產生的息數的累加). Its
    胡 types (:mod:`.paohuzi_wins`): whole winning hands typed by the 番 the engine gives them,
    ranked by what they multiply 子 by."""

    id = "paohuzi"

    def __init__(self) -> None:
        super().__init__()
        order = sorted(PH_KINDS, key=lambda k: -HUXI[k[0]][1])
        groups = tuple(
            Kind(k, KIND_ZH[k], KIND_EN[k], py, aka,
                 sorted({-HUXI[x[0]][1] for x in PH_KINDS}).index(-HUXI[k][1]),
                 Why(f"小字 {HUXI[k][0]} 胡息，大字 {HUXI[k][1]} 胡息（总胡息至少 15 才能胡）",
                     f"{HUXI[k][0]} 胡息 in small cards, {HUXI[k][1]} in big (a win needs 15 "
                     "胡息 in all)"), "groups")
            for k, py, aka in order)
        factors = sorted({-wins.factor(k) for k in wins.KEYS})
        self.kinds = groups + tuple(
            Kind(k, *wins.names(k), *wins.pinyin(k),
                 factors.index(-wins.factor(k)), wins.seed_line(k), "wins",
                 f"×{wins.factor(k)}")
            for k in sorted(wins.KEYS, key=lambda k: (wins.factor(k), wins.KEYS.index(k))))
        self._wins = {k for k in wins.KEYS}

    @staticmethod
    def _is_win(hand: tuple[str, ...]) -> bool:
        return bool(hand) and hand[-1][:1] in ("+", "*")

    def candidates(self) -> Iterator[tuple[str, ...]]:
        for size in (2, 3, 4):
            for combo in itertools.combinations_with_replacement(range(20), size):
                if max(combo.count(c) for c in combo) <= 4:
                    yield tuple(card_text(c) for c in combo)
        yield from wins.candidates()

    @staticmethod
    def _ints(hand: tuple[str, ...]) -> list[int]:
        return sorted(parse_hand(" ".join(hand)).cards)

    def kind_of(self, hand: tuple[str, ...]) -> str | None:
        if self._is_win(hand):
            return wins.kind_of(hand)
        cards = self._ints(hand)
        if len(set(cards)) == 1:
            return {2: "pair", 3: "kan", 4: "ti"}.get(len(cards))
        return chi_kind(cards) or None

    def typical(self, hand: tuple[str, ...]) -> bool:
        """A win's 番 are one of the book's types (红胡 with 自摸 is ×4 but no type of the
        seed's)."""
        return not self._is_win(hand) or wins.kind_of(hand) in self._wins

    def marked(self, hand: tuple[str, ...], kind: str) -> tuple[bool, ...]:
        if self._is_win(hand):
            return wins.marked(hand, kind)
        return super().marked(hand, kind)

    def huxi(self, hand: tuple[str, ...]) -> int:
        kind = self.kind_of(hand)
        return value(kind, self._ints(hand)) if kind else 0

    def neighbours(self, hand: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
        """One card changed: the same number in the other case first, then the next numbers
        (a win: first the same hand won the other way)."""
        if self._is_win(hand):
            yield from wins.neighbours(hand)
            return
        cards = self._ints(hand)
        for dist in range(0, 10):
            for i, c in enumerate(cards):
                others = [(c + 10) % 20] if dist == 0 else \
                    [c + d for d in (dist, -dist) if c // 10 == (c + d) // 10 and c + d >= 0]
                for to in others:
                    new = sorted(cards[:i] + [to] + cards[i + 1:])
                    yield tuple(card_text(x) for x in new)

    def legal(self, hand: tuple[str, ...]) -> bool:
        if self._is_win(hand):
            return wins.legal(hand)
        cards = self._ints(hand)
        return all(cards.count(c) <= 4 for c in cards)

    def comparable(self, a: str, b: str) -> bool:
        return (a in self._wins) == (b in self._wins)

    def versus(self, a: tuple[str, ...], b: tuple[str, ...]) -> Verdict:
        if self._is_win(a) and self._is_win(b):
            ka, kb = wins.kind_of(a) or wins.NONE, wins.kind_of(b) or wins.NONE
            fa, fb = wins.factor(ka), wins.factor(kb)
            na, nb = wins.names(ka), wins.names(kb)
            return Verdict(fa > fb, Why(f"{na[0]} ×{fa}，{nb[0]} ×{fb}",
                                        f"{na[1]} ({na[0]}) × {fa}, {nb[1]} ({nb[0]}) × {fb}"))
        ha, hb = self.huxi(a), self.huxi(b)
        da, db = self.describe(a), self.describe(b)
        return Verdict(ha > hb, Why(f"{da.zh} 比 {db.zh} 多 {ha - hb} 胡息" if ha > hb else
                                    f"{da.zh} 不比 {db.zh} 多胡息",
                                    f"{da} is worth {ha - hb} 胡息 more than {db}" if ha > hb
                                    else f"{da} is worth no more 胡息 than {db}"))

    def describe(self, hand: tuple[str, ...]) -> Why:
        if self._is_win(hand):
            return wins.describe(hand)
        kind = self.kind_of(hand)
        if kind is None:
            return Why(f"{' '.join(hand)} 不成一组", f"{' '.join(hand)} make no group")
        n = self.huxi(hand)
        return Why(f"{KIND_ZH[kind]}（{n} 胡息）", f"{KIND_EN[kind]} ({KIND_ZH[kind]}, {n} 胡息)")

    def text(self, hand: tuple[str, ...]) -> str:
        return wins.line(hand) if self._is_win(hand) else super().text(hand)

    def faces(self, hand: tuple[str, ...]) -> tuple[str, ...]:
        return wins.faces(hand) if self._is_win(hand) else hand

    def change(self, a: tuple[str, ...], b: tuple[str, ...]) -> Why | None:
        return wins.change(a, b) if self._is_win(a) else None

    def shipped_miss(self, hand: tuple[str, ...]) -> tuple[str, ...] | None:
        return wins.shipped_miss(hand) if self._is_win(hand) else None

    def lab_slots(self, hand: tuple[str, ...]) -> dict[str, Any]:
        if self._is_win(hand):
            return {"hand": wins.line(hand), "self_drawn": wins.split(hand)[3]}
        return {}


GAMES: dict[str, type[Game]] = {"doudizhu": Doudizhu, "sanzhang": Sanzhang,
                                "tuitongzi": Tuitongzi, "paohuzi": Paohuzi}


def first(game: Game, kind: str, hands: Sequence[tuple[str, ...]] | Iterator[tuple[str, ...]]
          ) -> tuple[str, ...] | None:
    for hand in hands:
        if game.kind_of(hand) == kind and game.typical(hand):
            return hand
    return None
