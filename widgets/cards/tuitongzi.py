"""推筒子 / 二八杠 (``tuitongzi``), 百人场: seed 000 (last section), rules/cards.md §1.

40 tiles: 1筒 … 9筒, four of each, and four 发财 worth half a point. Each of the three 闲
positions and the banker (庄家) get two tiles; each position is compared with the banker on
its own ("一翻两瞪眼").

Notation: a tile is a digit ``1``…``9`` (n筒; ``5p`` and ``五筒`` are accepted) or ``F``
(发财; also ``发``/``發``, ``6z``, and ``白`` for the 白板 alias of A6). A hand is two
tiles: ``28``, ``FF``, ``F9``, ``7 8``.

>>> from widgets import rules
>>> r = rules("tuitongzi")
>>> r.hand("78").describe()          # the seed: 7筒+8筒 = 5 点
'5 点 (5 points), high tile 八筒'
>>> r.hand("F9").points
Fraction(19, 2)
>>> r.compare("35", "35").winner     # identical hands go to the banker
'banker'
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from ..engine.checks import need_type
from ..engine.why import Why
from .cards import (
    CardAnalysis,
    CardRules,
    NotAllowed,
    NotationError,
    check_position,
    option,
    register,
    whole,
)

FA = 0  # 发财; 1 … 9 are n筒
KINDS = tuple(range(10))
COPIES = 4
_DIGITS = "一二三四五六七八九"
SEED_ORDER = "发财>二八筒>对子>单牌"
SEED_HIGH = "其他情况点数相同但手牌不同，单张牌点数高的赢。"
SEED_SAME = "无论任何牌型，手牌相同一律庄家赢。"
SEED_POINTS = "点数和满10归0取个数，例如7和8筒，为5点"
SEED_ODDS = "普通牌赔率：1赔1;二八杠和对筒子赔率：1赔2;对发财赔率：1赔3。"
SEED_POOL = "闲家中发财按下注比例平分20%奖金池奖励，中二八杠按下注比例平分10%奖金池奖励。"
SEED_GROWTH = "将每局玩家总下注的一定比例量金币放入奖金池"
POOL_FROM = ("bets", "house")  # who funds the pool's growth (P-TT1)


def half_points(tile: int) -> int:
    """A tile's value in half points: n筒 = 2n, 发财 = 1 (0.5 point)."""
    return 1 if tile == FA else 2 * tile


@dataclass(frozen=True)
class TuitongziOptions:
    """Rule options; each names the ruling (rules/cards.md) it implements."""

    half_tile: str = option(
        "发财", "the name shown for the half-point tile: 发财 as the seed writes, or 白板, "
        "the traditional tile", "A6")
    pool_rate: int = option(
        10, "奖池 growth per round, in ‰ (per mille) of the round's total bets; the seed says "
        "一定比例", "A5")
    pool_from: str = option(
        "bets", "who puts the pool's growth in: 'bets', each bettor pool_rate ‰ of his bet, "
        "rounded down (seed: 将每局玩家总下注的一定比例量金币放入奖金池); 'house', the room, "
        "the bettors' stakes untouched", "P-TT1")
    chip: int = option(1, "the chip unit: pool awards are rounded down to it", "A5")
    banker_cover: bool = option(
        True, "bets are refused beyond what the banker can cover: total bets × 3 ≤ banker "
        "stake ([REC] §1.7)")

    def check(self) -> None:
        if self.half_tile not in ("发财", "白板"):
            raise ValueError("option 'half_tile' is '发财' or '白板'")
        if not 0 <= self.pool_rate <= 1000:
            raise ValueError("option 'pool_rate' is 0 … 1000 ‰")
        if self.pool_from not in POOL_FROM:
            raise ValueError(f"option 'pool_from' is 'bets' (the bettors put the growth in) or "
                             f"'house' (the room does), not {self.pool_from!r}")
        if self.chip < 1:
            raise ValueError("option 'chip' is 1 or more")


@dataclass(frozen=True)
class TwoTiles:
    """A two-tile hand, highest tile first, with its category and the values that compare."""

    tiles: tuple[int, int]
    category: str  # 'dui_fa', 'erbagang', 'pair', 'points'
    half_tile: str = "发财"

    @property
    def points(self) -> Fraction:
        """The point value: the sum's last digit, half points kept ("满10归0")."""
        return Fraction(sum(half_points(t) for t in self.tiles) % 20, 2)

    @property
    def high(self) -> int:
        """The higher tile (发财 = 0, the lowest single tile: A6)."""
        return self.tiles[0]

    @property
    def key(self) -> tuple[int, ...]:
        """Bigger is better; equal keys only for identical hands."""
        if self.category == "dui_fa":
            return (3,)
        if self.category == "erbagang":
            return (2,)
        if self.category == "pair":
            return (1, self.tiles[0])
        return (0, int(self.points * 2), half_points(self.high))

    @property
    def odds(self) -> int:
        """1赔N when this hand wins (A5: the winner's hand sets the odds)."""
        return {"dui_fa": 3, "erbagang": 2, "pair": 2, "points": 1}[self.category]

    @property
    def text(self) -> str:
        return "".join("F" if t == FA else str(t) for t in self.tiles)

    def tile_zh(self, t: int) -> str:
        return self.half_tile if t == FA else f"{_DIGITS[t - 1]}筒"

    @property
    def zh(self) -> str:
        return {"dui_fa": f"对{self.half_tile}", "erbagang": "二八杠", "pair": "对子",
                "points": f"{_pts(self.points)} 点"}[self.category]

    @property
    def en(self) -> str:
        return {"dui_fa": f"pair of {self.half_tile}", "erbagang": "2筒 and 8筒",
                "pair": f"pair of {self.tiles[0]}筒", "points": f"{_pts(self.points)} points"
                }[self.category]

    def describe(self) -> Why:
        """The hand in English with its Chinese (a :class:`Why`)."""
        if self.category == "points":
            same = self.tiles[0] == self.tiles[1]
            high = "" if same else f", high tile {self.tile_zh(self.high)}"
            high_zh = "" if same else f"，大牌{self.tile_zh(self.high)}"
            return Why(f"{self.zh}{high_zh}", f"{self.zh} ({self.en}){high}")
        if self.category == "pair":
            return Why(f"对{self.tile_zh(self.tiles[0])}",
                       f"对{self.tile_zh(self.tiles[0])} ({self.en})")
        return Why(self.zh, f"{self.zh} ({self.en})")


def _pts(x: Fraction) -> str:
    return str(x.numerator) if x.denominator == 1 else f"{float(x):g}"


@dataclass(frozen=True)
class Duel:
    """One 闲 position against the banker: the winner, why, and the odds paid (A5)."""

    banker: TwoTiles
    player: TwoTiles
    winner: str  # 'banker' or 'player'
    reason: str
    odds: int
    seed: str = ""
    ruling: str = ""

    @property
    def player_factor(self) -> int:
        """A bettor's result per chip staked: +odds on a win, −odds on a loss."""
        return self.odds if self.winner == "player" else -self.odds


@dataclass(frozen=True)
class BettorResult:
    position: int
    bettor: str
    stake: int
    result: int  # won (+) or lost (−) against the banker
    award: int  # jackpot share
    into_pool: int = 0  # put into the pool's growth (P-TT1: pool_rate ‰ of the bet)


@dataclass(frozen=True)
class Round:
    """A settled round: the three duels, each bettor's result and pool award, the banker's
    net, the pool before, its awards, its growth and after."""

    duels: tuple[Duel, ...]
    bettors: tuple[BettorResult, ...]
    banker_net: int
    pool_before: int
    awards: tuple[tuple[str, int, int], ...]  # (hand type, per cent, amount)
    pool_growth: int
    pool_after: int
    notes: tuple[str, ...] = ()

    def net(self, bettor: str) -> int:
        """A bettor's total: results plus awards, less what he put into the pool, over every
        position."""
        return sum(b.result + b.award - b.into_pool for b in self.bettors if b.bettor == bettor)


class Tuitongzi(CardRules):
    """推筒子 / 二八杠. Options: :class:`TuitongziOptions`."""

    id = "tuitongzi"
    zh = "推筒子 / 二八杠"
    en = "Tui Tongzi / Erbagang"
    Options = TuitongziOptions

    # ---- tiles -------------------------------------------------------------------------------

    def tiles(self, text: str | Iterable[int]) -> tuple[int, ...]:
        """Tiles from notation or ints (0 = 发财, 1 … 9 = n筒); NotationError names a bad one."""
        if not isinstance(text, str):
            if not isinstance(text, Iterable):
                raise TypeError(f"tiles are notation such as '28' or ints 0-9, not "
                                f"{type(text).__name__} {text!r:.40}")
            out = tuple(text)
            for t in out:
                if isinstance(t, bool) or not isinstance(t, int) or t not in KINDS:
                    raise NotationError(f"bad tile {t!r}: 0 (发财) or 1 … 9 (筒)", str(t))
            return out
        out_list: list[int] = []
        i = 0
        while i < len(text):
            c = text[i]
            if c in " \t+,，、":
                i += 1
            elif text.startswith("6z", i):
                out_list.append(FA)
                i += 2
            elif c in "123456789":
                out_list.append(int(c))
                i += 2 if text.startswith(("p", "筒"), i + 1) else 1
            elif c in _DIGITS:
                out_list.append(_DIGITS.index(c) + 1)
                i += 2 if text.startswith("筒", i + 1) else 1
            elif text.startswith(("发财", "發財", "白板"), i):
                out_list.append(FA)
                i += 2
            elif c in "Ff发發白":
                out_list.append(FA)
                i += 1
            else:
                raise NotationError(Why(f"第 {i} 位：{c!r} 不是牌（1-9 是筒，F 是发财）",
                                        f"bad tile {c!r} at {i} (1-9 for 筒, F for 发财)"), c, i)
        return tuple(out_list)

    def hand(self, text: str | Iterable[int] | TwoTiles) -> TwoTiles:
        """Two tiles as a hand: 对发财, 二八杠, a pair, or points (seed 比牌规则)."""
        if isinstance(text, TwoTiles):
            return text
        tiles = self.tiles(text)
        if len(tiles) != 2:
            raise NotAllowed(f"a hand is two tiles, not {len(tiles)}")
        a, b = sorted(tiles, key=half_points, reverse=True)
        if a == b:
            category = "dui_fa" if a == FA else "pair"
        elif (a, b) == (8, 2):
            category = "erbagang"
        else:
            category = "points"
        return TwoTiles((a, b), category, self.options.half_tile)

    # ---- compare -------------------------------------------------------------------------------

    def compare(self, banker: str | Iterable[int] | TwoTiles,
                player: str | Iterable[int] | TwoTiles) -> Duel:
        """One 闲 position against the banker, with the reason and the odds."""
        b, p = self.hand(banker), self.hand(player)
        if b.key == p.key:
            return Duel(b, p, "banker", Why(f"两手牌一样（{b.describe().zh}）：庄家赢",
                                            f"identical hands ({b.describe()}): the banker wins"),
                        b.odds, SEED_SAME, "A17")
        player_wins = p.key > b.key
        w, lo = (p, b) if player_wins else (b, p)
        if w.key[0] != lo.key[0]:
            reason = Why(f"{w.describe().zh}大于{lo.describe().zh}",
                         f"{w.describe()} beats {lo.describe()}")
            seed = SEED_ORDER
        elif w.category == "pair":
            reason = Why(f"对子比点数：{w.describe().zh}大于{lo.describe().zh}",
                         f"pairs by pip: {w.describe()} beats {lo.describe()}")
            seed = SEED_ORDER
        elif w.points != lo.points:
            reason = Why(f"{_pts(w.points)} 点大于 {_pts(lo.points)} 点",
                         f"{_pts(w.points)} 点 beats {_pts(lo.points)} 点")
            seed = SEED_POINTS
        else:
            high = f"{w.tile_zh(w.high)} > {lo.tile_zh(lo.high)}"
            reason = Why(f"都是 {_pts(w.points)} 点；单张大的赢：{high}",
                         f"both {_pts(w.points)} 点; the higher single tile wins: {high}")
            seed = SEED_HIGH
        return Duel(b, p, "player" if player_wins else "banker", reason, w.odds, seed, "A5")

    # ---- a round -------------------------------------------------------------------------------

    def verify_bets(self, bets: Sequence[Mapping[str, int]], banker_stake: int | None) -> None:
        """Bets are whole positive chips on 3 positions; with ``banker_cover``, their total
        × 3 (the worst odds) must not exceed the banker's stake ([REC] §1.7)."""
        if isinstance(bets, str | bytes) or not isinstance(bets, Sequence) \
                or not all(isinstance(t, Mapping) for t in bets):
            raise TypeError(f"bets are 3 mappings (one per 闲 position) player → chips, not "
                            f"{bets!r:.60}")
        if len(bets) != 3:
            raise ValueError(f"bets are given for the 3 闲 positions, not {len(bets)}")
        need_type(banker_stake, (int, type(None)), "banker_stake", "whole chips or None")
        for n, table in enumerate(bets):
            for who, amount in table.items():
                if not whole(amount, 1):
                    raise ValueError(f"position {n}: {who}'s bet must be a whole number > 0, "
                                     f"not {amount!r}")
        total = sum(sum(t.values()) for t in bets)
        if self.options.banker_cover and banker_stake is not None and 3 * total > banker_stake:
            raise NotAllowed(f"the bets total {total}; at odds up to 1赔3 the banker must cover "
                             f"{3 * total}, but stakes {banker_stake} ([REC] §1.7)")

    def settle(self, banker: str | TwoTiles, positions: Sequence[str | TwoTiles],
               bets: Sequence[Mapping[str, int]], pool: int = 0,
               banker_stake: int | None = None) -> Round:
        """Settle a round: each position against the banker at the winner's odds (A5), then
        the jackpot shares — 20 % of the pool for 对发财, 10 % for 二八杠, dealt to a 闲
        position, split by bet over every bettor on such positions, from the pool at the
        start of settlement, rounded down to the chip (seed; A5) — then the pool's growth,
        put in by the bettors (``pool_from`` 'bets', the seed's reading) or the room ('house';
        P-TT1)."""
        need_type(positions, (list, tuple), "positions", "the 3 闲 positions' tiles")
        if len(positions) != 3:
            raise ValueError(f"three 闲 positions, not {len(positions)}")
        if not whole(pool):
            raise ValueError(f"pool is a whole number ≥ 0, not {pool!r}")
        self.verify_bets(bets, banker_stake)
        b = self.hand(banker)
        hands = [self.hand(p) for p in positions]
        every = list(b.tiles) + [t for h in hands for t in h.tiles]
        over = [t for t in KINDS if every.count(t) > COPIES]
        if over:
            names = ", ".join(b.tile_zh(t) for t in over)
            raise NotAllowed(f"more than {COPIES} of {names} on the table")
        duels = tuple(self.compare(b, h) for h in hands)
        awards, shares = [], {}
        for category, percent in (("dui_fa", 20), ("erbagang", 10)):
            places = [n for n, h in enumerate(hands) if h.category == category]
            staked = {(n, who): amount for n in places for who, amount in bets[n].items()}
            total = sum(staked.values())
            if not total:
                continue
            budget = Fraction(pool * percent, 100)
            paid = 0
            for key, amount in staked.items():
                share = int(budget * amount / total) // self.options.chip * self.options.chip
                shares[key] = share
                paid += share
            awards.append((category, percent, paid))
        results, banker_net = [], 0
        rate, by_bets = self.options.pool_rate, self.options.pool_from == "bets"
        for n, (duel, table) in enumerate(zip(duels, bets, strict=True)):
            for who, amount in table.items():
                result = amount * duel.player_factor
                banker_net -= result
                results.append(BettorResult(n, who, amount, result, shares.get((n, who), 0),
                                            amount * rate // 1000 if by_bets else 0))
        total_bets = sum(sum(t.values()) for t in bets)
        # P-TT1: the bettors' shares of their bets, or the room's share of the bets' total
        growth = sum(b.into_pool for b in results) if by_bets else total_bets * rate // 1000
        spent = sum(a for _, _, a in awards)
        notes = []
        if b.category in ("dui_fa", "erbagang"):
            notes.append(Why(f"庄家的{b.zh}不能拿奖池奖励（种子：庄家拿特殊牌型不可得奖金池奖励）",
                             f"the banker's {b.zh} earns nothing from the pool (seed: "
                             "庄家拿特殊牌型不可得奖金池奖励)"))
        return Round(duels, tuple(results), banker_net, pool, tuple(awards), growth,
                     pool - spent + growth, tuple(notes))

    def all_hands(self) -> list[TwoTiles]:
        """The 55 different two-tile hands."""
        return [self.hand((a, b)) for a, b in itertools.combinations_with_replacement(KINDS, 2)]

    def analyse(self, *slots: str, self_drawn: bool = False, turned: str | None = None,
                bets: Sequence[int] = (), pool: int = 0) -> CardAnalysis:
        """The lab's answer for the banker's and the three 闲 positions' tiles (notation,
        ``F`` 发财): each hand once it has two tiles (None before); once all have, each duel
        with the banker and the round settled with ``bets`` (0: no bet) from ``pool``, or
        why it cannot be."""
        check_position(slots, self_drawn, turned, bets, pool)
        hands = tuple(self.hand(tuple(FA if c == "F" else int(c) for c in s.split()))
                      if len(s.split()) == 2 else None for s in slots)
        if not hands or None in hands:
            return CardAnalysis(readings=hands)
        banker, *players = (h for h in hands if h is not None)
        duels = tuple(self.compare(banker, p) for p in players)
        try:
            result = self.settle(banker, players, [{"you": b} if b else {} for b in bets],
                                 pool=pool)
        except (NotAllowed, ValueError) as e:
            return CardAnalysis(readings=hands, comparisons=duels, refusals={"settlement": e})
        return CardAnalysis(readings=hands, comparisons=duels, settlement=result)


register(Tuitongzi)
