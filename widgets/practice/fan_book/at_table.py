"""A situational fan's example dealt at the hand table (issue 39: "openable at the hand
table"): the deal a teacher's scenario would prepare so that the events that make the fan
happen in play. Each fan's recipe (:data:`RECIPES`, by the example's events):

* 天胡: the dealer is dealt the example whole (won on the deal);
* 地胡 (on a draw): the example less its winning tile, to the seat after the dealer, whose
  first draw is the winning tile;
* 人胡 (四川's 地胡 on a discard, 双人 人胡, 永州 人和): the dealer, the learner's 上家, is
  scripted to discard the winning tile first;
* 杠上开花: the example's concealed kong dealt, the winning tile at the back of the wall
  (kong, replacement, win); 武汉's, whose kong is from a discard: the 上家 discards the
  fourth tile, the learner kongs it;
* 杠上炮: the 上家 deals, kongs four of a kind and discards the winning tile off the
  replacement;
* 抢杠: the learner is dealt one tile off ready; the 下家 pongs the dealer's first discard,
  the learner draws the tile that makes the hand ready (and discards the odd one), the 下家
  draws the fourth and adds it to its 碰: the learner robs it;
* 海底 (海底捞月) and 自摸: the hand played down (every seat discarding what it draws: the
  scenario's ``wall``) until the learner draws the wall's last tile, or its winning tile
  with one tile left for each seat;
* a 碰 in the example (武汉's 开口, 双人's 三暗刻): the 上家 discards its tile, the learner
  pongs it; then 自摸 as above, 抢杠 with the learner discarding its own winning tile for
  the 下家 to pong, 红中杠/赖子杠 (the learner plays out 红中 or the 赖子, then wins on the
  下家's discard), or 武汉's 海底捞 (the pong at ten tiles left, the win on the first of the
  last four);
* 双人's 天听 and 立直: the learner's own 报听, after the deal or with a later discard.

:func:`deal` gives the scenario (its plain dict, :mod:`widgets.practice.table.scenario`),
the seat the learner plays, the learner's own moves (``steps``) and what to do in words
(``tell``, zh and en), or None where the fan's events need more than this (:data:`NOT_HERE`
says why, fan by fan). :func:`play_out` plays it as the learner would
(tests/test_fan_book_table.py).

>>> from widgets.practice.fan_book.book import fan_book
>>> deal(fan_book("sichuan-xuezhan"), "gangshanghua")["scenario"]["replacements"]
'7p'
>>> deal(fan_book("shuangren"), "renhu")["scenario"]["moves"]
[{'seat': 1, 'discard': '7s'}]
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from ...engine.notation import format_tiles, parse_tiles
from ...engine.tiles import parse_tile, tile_name
from ...engine.why import Why
from ..choices import Action
from ..table.play import PLAYABLE, Game, game_class
from ..table.scenario import Scenario
from .book import Book

TIANHU = frozenset({"self_drawn", "dealer", "first_turn"})
GANGSHANG = frozenset({"self_drawn", "after_kong"})
DIHU = frozenset({"self_drawn", "first_turn"})
RENHU = frozenset({"first_turn"})
PAO = frozenset({"kong_discard"})
ROB = frozenset({"robbing_kong"})
HAIDI = frozenset({"self_drawn", "last_tile"})
ZIMO = frozenset({"self_drawn"})
RED = frozenset({"red_kongs"})    # 武汉's 红中杠: 红中 played out
WILD = frozenset({"wild_kongs"})  # 武汉's 赖子杠: the 赖子 played out
TIANTING = frozenset({"declared_ready", "declared_at_start"})  # 双人's 报听 after the deal
LIZHI = frozenset({"declared_ready"})  # 双人's 报听 on a later turn


class Deal:
    """What one recipe works with: the example's tiles, the learner's seat, the seats at the
    table and the tiles not yet given to anyone (taken as the recipe deals them)."""

    def __init__(self, book: Book, closed: list[str], kongs: list[str], pons: list[str],
                 win: str, seat: int):
        # kongs: the tiles of the concealed kongs; pons: one tile per kong shown (from a discard)
        self.book, self.closed, self.kongs, self.pons, self.win = book, closed, kongs, pons, win
        self.seat = seat
        self.seats = game_class(book.variant).seat_ids
        self.up = self.next(-1)  # the learner's 上家: its discards are asked of the learner first
        self.down = self.next(1)
        held = closed + kongs + pons + [win]
        self.pool = Counter(game_class(book.variant).all_tiles) - Counter(held)
        self.waits = {win} | ({tile_name(w.tile) for w in book.rules.waits(self.text(closed))}
                              if len(closed) == 13 else set())
        self.rng = random.Random(0)
        self.avoid = set(held) | self.waits
        self.claimed = ""  # the example's 碰, which the learner claims from the 上家 first
        self.run: list[str] = []  # or its 吃 (双人), of its lowest tile ``claimed``

    def next(self, k: int) -> int:
        return self.seats[(self.seats.index(self.seat) + k) % len(self.seats)]

    def take(self, tile: str, n: int = 1) -> list[str]:
        """``n`` copies of ``tile`` from the pool (ValueError: the set has no more)."""
        if self.pool[tile] < n:
            raise ValueError(f"no {n} more {tile}")
        self.pool[tile] -= n
        return [tile] * n

    def fill(self, n: int) -> list[str]:
        """``n`` tiles none of the learner's (no wait, nothing of the example's), spread over
        the set: no pair among them where the set allows (so nobody 碰s or wins by accident;
        双人's 72 tiles do not: pairs then)."""
        out: list[str] = []
        while len(out) < n:
            kinds = sorted(t for t in self.pool if self.pool[t] and t not in self.avoid
                           and not t.endswith("f"))
            if not kinds:
                raise ValueError("the set has too few other tiles")
            self.rng.shuffle(kinds)
            for t in kinds[:n - len(out)]:
                out += self.take(t)
        return out

    def safe(self, tile: str, hand: list[str]) -> bool:
        """Nobody holding ``hand`` can 碰 or 吃 ``tile`` (so a scripted discard of it passes
        round the table untouched)."""
        if hand.count(tile) >= 2:
            return False
        if tile[1] not in "mps":
            return True
        n, suit = int(tile[0]), tile[1]
        have = {int(t[0]) for t in hand if t[1] == suit}
        return not any({n + a, n + b} <= have for a, b in ((-2, -1), (-1, 1), (1, 2)))

    def safe_fill(self, hands: list[list[str]]) -> list[str]:
        """One filler tile for each of ``hands``, none of which its holder can claim."""
        out = []
        for hand in hands:
            kinds = sorted(t for t in self.pool if self.pool[t] and t not in self.avoid
                           and not t.endswith("f") and self.safe(t, hand))
            if not kinds:
                raise ValueError("no safe tile")
            out += self.take(kinds[0])
        return out

    def dealer_for(self, from_end: int) -> int:
        """The dealer that makes the learner draw the wall's ``from_end``-th tile from its end
        (1: the last) when every seat draws in turn: the live wall's n-th draw after the deal
        is the seat n + 1 places after the dealer's."""
        n = len(self.seats)
        live = len(game_class(self.book.variant).all_tiles) - 13 * n - 1 - (
            1 if self.book.variant == "wuhan" else 0)  # 武汉's flipped indicator
        k = live - from_end
        return self.seats[(self.seats.index(self.seat) - (k + 1)) % n]

    def text_tiles(self, text: str) -> list[str]:
        return [tile_name(t) for t in parse_tiles(text)]

    def text(self, tiles: list[str]) -> str:
        return format_tiles(tuple(sorted(parse_tile(t) for t in tiles)))


def _tianhu(d: Deal) -> dict[str, Any] | None:
    if d.kongs or d.pons:
        return None
    return {"hands": {str(d.seat): d.text(d.closed) + d.win}, "dealer": d.seat}


def _dihu(d: Deal) -> dict[str, Any] | None:
    if d.kongs or d.pons:
        return None
    return {"hands": {str(d.seat): d.text(d.closed)}, "draws": d.win, "dealer": d.up}


def _gangshang(d: Deal) -> dict[str, Any] | None:
    if len(d.kongs) == 4 and not d.pons:  # the concealed kong, then its replacement wins
        return {"hands": {str(d.seat): d.text(d.closed + d.kongs[:3]) + d.kongs[3]},
                "replacements": d.win, "dealer": d.seat}
    if len(d.pons) == 1 and not d.kongs and d.up != d.seat:  # 武汉: kong the 上家's discard
        x = d.pons[0]
        d.take(x)
        up = d.fill(13) + [x]
        return {"hands": {str(d.seat): d.text(d.closed + [x] * 3), str(d.up): d.text(up[:-1])
                          + x}, "replacements": d.win, "dealer": d.up,
                "moves": [{"seat": d.up, "discard": x}]}
    return None


def _renhu(d: Deal) -> dict[str, Any] | None:
    if d.kongs or d.pons:
        return None
    up = d.fill(13) + d.take(d.win)
    return {"hands": {str(d.seat): d.text(d.closed), str(d.up): d.text(up[:-1]) + d.win},
            "dealer": d.up, "moves": [{"seat": d.up, "discard": d.win}]}


def _pao(d: Deal) -> dict[str, Any] | None:
    if d.kongs or d.pons:
        return None
    x = next(t for t in sorted(d.pool) if d.pool[t] == 4 and t not in d.avoid
             and not t.endswith("f"))
    kong = d.take(x, 4)
    d.avoid.add(x)
    up = kong + d.fill(9) + d.take(d.win)
    return {"hands": {str(d.seat): d.text(d.closed), str(d.up): d.text(up[:-1]) + d.win},
            "replacements": d.fill(1)[0], "dealer": d.up,
            "moves": [{"seat": d.up, "kong": x}, {"seat": d.up, "discard": d.win}]}


def _rob(d: Deal) -> dict[str, Any] | None:
    """The 下家 pongs the dealer's (the learner's 上家's) first discard of the winning tile;
    the seats between discard what they draw; the learner's third draw makes it ready; the
    下家's fourth draw is the winning tile's last copy, which it adds to its 碰."""
    d.pool[d.win] += 1  # the winning tile is never the learner's: the 下家's kong is all four
    if d.claimed:
        return _pon_rob(d)
    if d.kongs or d.pons or len(d.seats) != 4 or d.pool[d.win] < 4:
        return None
    a, across, up = d.down, d.next(2), d.up  # the 下家 pongs; the dealer is the 上家
    # the odd tile the learner holds instead of one of the example's: the hand is not ready
    odd = next((t for t in sorted(d.pool) if d.pool[t] and t not in d.avoid
                and not d.book.rules.waits(d.text(d.closed[1:] + [t]))), None)
    if odd is None:
        return None
    d.take(odd)
    d.avoid.add(odd)
    keep = d.closed[0]
    pon = d.take(d.win, 2)
    a_hand = pon + d.fill(11)
    up_hand = d.fill(13) + d.take(d.win)
    drawn = d.fill(2)
    return {"hands": {str(d.seat): d.text(d.closed[1:] + [odd]), str(a): d.text(a_hand),
                      str(up): d.text(up_hand[:-1]) + d.win, str(across): d.text(d.fill(13))},
            "draws": " ".join(drawn + [keep] + d.take(d.win)), "dealer": up,
            "moves": [{"seat": up, "discard": d.win}, {"seat": a, "pon": d.win},
                      {"seat": a, "discard": a_hand[2]}, {"seat": across, "discard": drawn[0]},
                      {"seat": up, "discard": drawn[1]}, {"seat": a, "kong": d.win}],
            "_steps": [{"discard": odd}]}


def _haidi(d: Deal, left: int = 0) -> dict[str, Any] | None:
    """The hand played down to the wall's last tile, the learner's draw: every seat kept its
    hand (the other copies of the learner's waits among the others'), the winning tile the
    wall's last (or, for a plain 自摸, the learner's draw with one tile left for each seat)."""
    if d.claimed:
        return _pon_haidi(d)
    if d.kongs or d.pons or d.up == d.seat or any(t.endswith("f") for t in d.pool):
        return None  # flowers are replaced from the wall's end: the count below would not hold
    others = [s for s in d.seats if s != d.seat]
    held: dict[int, list[str]] = {s: [] for s in others}
    spare = [t for t in sorted(d.waits) for _ in range(d.pool[t])]
    for k, t in enumerate(spare):
        d.take(t)
        held[others[k % len(others)]].append(t)
    dealer = d.dealer_for(left + 1)
    for s in others:
        held[s] += d.fill((14 if s == dealer else 13) - len(held[s]))
    d.avoid -= {d.win}
    wall = [t for t in sorted(d.pool.elements()) if not t.endswith("f")]
    d.rng.shuffle(wall)
    wall.insert(len(wall) - left, d.win)
    return {"hands": {str(d.seat): d.text(d.closed), **{str(s): d.text(h) for s, h in
                                                          held.items()}},
            "draws": " ".join(wall), "dealer": dealer, "wall": left}


def _pon_haidi(d: Deal) -> dict[str, Any] | None:
    """武汉's 海底捞 (self-drawn in the last four tiles, where nobody discards): the hand
    played down to ten tiles left at the learner's turn; the learner discards its draw, its
    上家 discards the 碰's tile, the learner pongs it and discards the odd tile; one more
    round of discards, and the learner's draw, the first of the last four, wins. 红中 and
    the 赖子 stay in the hands (played out, they would take replacements)."""
    from ...mahjong.wuhan.variant import laizi
    if d.kongs or d.pons or len(d.seats) != 4 or d.book.variant != "wuhan":
        return None
    indicator = _indicator(d)
    dealer = d.dealer_for(11)  # the learner draws with ten left
    x, down, across, up = d.claimed, d.down, d.next(2), d.up
    held: dict[int, list[str]] = {down: [], across: [], up: d.take(x)}
    keep = [t for t in sorted(d.waits | {"5z", tile_name(laizi(indicator)), x})
            for _ in range(d.pool[t])]
    for k, t in enumerate(keep):  # nobody draws or discards these before the end
        d.take(t)
        held[(down, across)[k % 2]].append(t)
    odd = d.fill(1)[0]
    me = d.closed + [x, x, odd]
    for s_ in (down, across, up):
        held[s_] += d.fill(13 - len(held[s_]))
    # the dealer's 14th, discarded first as the hand is played down
    dealt = {s_: d.text(h) for s_, h in held.items()} | {d.seat: d.text(me)}
    dealt[dealer] += d.fill(1)[0]
    # the end of the wall: the learner's draw, its 下家's, …: each safe from the next seat
    order = [down, across, up, across, up, d.seat]
    ends = d.safe_fill([held[n] if n != d.seat else me for n in order])
    kept, last3 = d.fill(1), d.fill(3)  # the 上家 keeps its draw (it discards the 碰's)
    wall = sorted(d.pool.elements())
    d.rng.shuffle(wall)
    tail = ends[:3] + kept + ends[3:] + [d.win] + last3
    return {"hands": {str(k): v for k, v in dealt.items()},
            "draws": " ".join(wall + tail), "dealer": dealer, "wall": 10,
            "indicator": indicator,
            "moves": [{"seat": down, "discard": ends[1]}, {"seat": across, "discard": ends[2]},
                      {"seat": up, "discard": x}, {"seat": down, "discard": ends[3]},
                      {"seat": across, "discard": ends[4]}, {"seat": up, "discard": ends[5]}],
            "_steps": [{"discard": ends[0]}, {"pon": x}, {"discard": odd}], "_odd": odd}


def _zimo(d: Deal) -> dict[str, Any] | None:
    return _pon_zimo(d) if d.claimed else _haidi(d, len(d.seats))


def _pon_first(d: Deal, discard: str) -> dict[str, Any]:
    """The learner's 碰 first (武汉's 开口): the 上家 deals and discards the 碰's tile; the
    learner, dealt the example's other tiles, the pair and ``discard``, pongs it and
    discards ``discard``."""
    x = d.claimed
    up = d.fill(13) + d.take(x)
    mine, claim = (d.run[1:], {"chi": d.text(d.run)}) if d.run else ([x, x], {"pon": x})
    return {"hands": {str(d.seat): d.text(d.closed + mine + [discard]),
                      str(d.up): d.text(up[:-1]) + x},
            "dealer": d.up, "moves": [{"seat": d.up, "discard": x}],
            "_steps": [claim, {"discard": discard}]}


def _pon_zimo(d: Deal) -> dict[str, Any] | None:
    """碰, then the others discard what they draw until the learner draws the winning tile."""
    odd = d.fill(1)[0]
    s = _pon_first(d, odd)
    others = [d.next(k) for k in range(1, len(d.seats))]
    for k in others:
        if str(k) not in s["hands"]:
            s["hands"][str(k)] = d.text(d.fill(13))
    # what each discards is safe from the next seat (the last's next is the learner)
    drawn = d.safe_fill([d.text_tiles(s["hands"][str(k)]) + d.text_tiles(
        s["hands"][str(d.next(j + 2))]) for j, k in enumerate(others)])
    s["draws"] = " ".join(drawn + [d.win])
    s["moves"] += [{"seat": k, "discard": t} for k, t in zip(others, drawn, strict=True)]
    s["_odd"] = odd
    return s

def _pon_rob(d: Deal) -> dict[str, Any] | None:
    """碰 first, then the learner discards its own winning tile (ready on it); the 下家 pongs
    it, the seats between discard what they draw, the learner's draw is 摸切, and the 下家
    draws the last copy and adds it to its 碰: the learner robs it."""
    if d.kongs or d.pons or len(d.seats) != 4 or d.pool[d.win] < 4:
        return None
    s = _pon_first(d, d.take(d.win)[0])
    a, across = d.down, d.next(2)
    pon = d.take(d.win, 2)
    a_hand, across_hand = pon + d.fill(11), d.fill(13)
    up_hand = [t for t in d.text_tiles(s["hands"][str(d.up)])]
    out = next((t for t in a_hand[2:] if d.safe(t, across_hand) and d.safe(t, up_hand)
                and d.safe(t, d.closed)), None)
    if out is None:
        return None
    drawn = d.safe_fill([up_hand + d.closed, d.closed + a_hand, a_hand])
    s["hands"].update({str(a): d.text(a_hand), str(across): d.text(across_hand)})
    s["draws"] = " ".join(drawn + d.take(d.win))
    s["moves"] += [{"seat": a, "pon": d.win}, {"seat": a, "discard": out},
                   {"seat": across, "discard": drawn[0]}, {"seat": d.up, "discard": drawn[1]},
                   {"seat": a, "kong": d.win}]
    s["_odd"] = d.win
    return s


def _special_kong(d: Deal, red: bool) -> dict[str, Any] | None:
    """碰 first, then the learner plays out 红中 (or the 赖子: 武汉's 红中杠, 赖子杠), draws its
    replacement and discards it; the 下家 then discards the winning tile."""
    if not d.claimed or len(d.seats) != 4:
        return None
    indicator = _indicator(d)
    from ...mahjong.wuhan.variant import laizi
    special = "5z" if red else tile_name(laizi(indicator))
    if special in d.avoid or not d.pool[special]:
        return None
    d.take(special)
    down = d.fill(12) + d.take(d.win)
    back = d.safe_fill([down])[0]
    s = _pon_first(d, special)
    s["hands"][str(d.down)] = d.text(down)
    s["replacements"] = back
    s["indicator"] = indicator
    s["moves"].append({"seat": d.down, "discard": d.win})
    s["_steps"] = [{"pon": d.claimed}, {"red_kong" if red else "wild_kong": special},
                   {"discard": back}]
    s["_odd"] = special
    return s


def _declare(d: Deal, at_start: bool) -> dict[str, Any] | None:
    """双人's 报听: dealt ready, the learner declares when asked after the deal (天听); or dealt
    one tile off, it draws that tile and declares with its discard (立直). Locked, it
    discards what it draws until its winning tile comes (its second draw after declaring)."""
    if d.kongs or d.pons or d.claimed or len(d.seats) != 2:
        return None
    dealer = d.fill(14)
    if at_start:
        hand, steps, first = d.closed, [{"declare": ""}], d.safe_fill([dealer])
    else:
        off = next(((i, t) for i in range(len(d.closed)) for t in sorted(d.pool)
                    if d.pool[t] and t not in d.avoid and not t.endswith("f")
                    and d.safe(t, dealer) and not d.book.rules.waits(
                        d.text(d.closed[:i] + d.closed[i + 1:] + [t]))), None)
        if off is None:
            return None
        i, odd = off
        d.take(odd)
        hand = d.closed[:i] + d.closed[i + 1:] + [odd]
        steps, first = [{"declare": ""}, {"discard": odd}], [d.closed[i]]
    between = d.safe_fill([dealer])
    return {"hands": {str(d.seat): d.text(hand), str(d.up): d.text(dealer[:-1]) + dealer[-1]},
            "draws": " ".join(first + between + d.take(d.win)), "dealer": d.up,
            "_steps": steps, "_odd": steps[-1].get("discard", "")}


RECIPES: dict[frozenset[str], Callable[[Deal], dict[str, Any] | None]] = {
    TIANHU: _tianhu, DIHU: _dihu, GANGSHANG: _gangshang, RENHU: _renhu, PAO: _pao, ROB: _rob,
    HAIDI: _haidi, ZIMO: _zimo, RED: lambda d: _special_kong(d, True),
    WILD: lambda d: _special_kong(d, False), TIANTING: lambda d: _declare(d, True),
    LIZHI: lambda d: _declare(d, False)}

# what the learner is told when the deal is made (zh, en): what will happen, what to click
TELL: dict[frozenset[str], Why] = {
    TIANHU: Why("你是庄家，起手就和了：点“胡”", "You deal and are dealt a winning hand: "
                "click Win"),
    DIHU: Why("你是庄家的下家：第一张摸到的牌就和，点“胡”",
              "You sit after the dealer: your first draw wins, click Win"),
    GANGSHANG: Why("先杠，补到的牌就和：点“杠”，再点“胡”",
                   "Kong first; the replacement tile wins: click Kong, then Win"),
    RENHU: Why("庄家（你的上家）打出的第一张牌你就能和：点“胡”",
               "The dealer (your 上家) discards your winning tile first: click Win"),
    PAO: Why("你的上家开杠，补牌后打出你要的牌：点“胡”",
             "Your 上家 kongs and discards your winning tile off the replacement: click Win"),
    HAIDI: Why("这一局已经打到牌墙的最后一张，正是你摸到：点“胡”（海底捞月）",
                "The hand has been played down to the wall's last tile, and you drew it: "
                "click Win (海底捞月)"),
    ZIMO: Why("这一局已经打到快结束，你摸到了要的牌：点“胡”（自摸）",
               "The hand has been played nearly to the end, and you drew your winning tile: "
               "click Win (自摸)"),
    TIANTING: Why("发牌后你就听牌：点“报听”（天听）；之后摸到的牌自动打出，摸到要的牌时点“胡”",
                  "You are ready from the deal: click 报听 (declare ready: 天听); the tiles you "
                  "draw then go out by themselves until your winning tile: click Win"),
    LIZHI: Why("摸到第一张牌就听牌：点“报听”，再打出 {odd}；摸到要的牌时点“胡”（立直）",
               "Your first draw makes you ready: click 报听 (declare ready), then discard {odd}; "
               "when you draw your winning tile, click Win (立直)"),
    ROB: Why("下家先碰；你摸到第三张时打出 {odd}，听牌；下家补杠时点“胡”抢杠",
             "Your 下家 pongs; at your third draw discard {odd} and you are ready; when the "
             "下家 adds its kong, click Win to rob it"),
}

# the same when the learner first claims the example's 碰 (武汉's 开口) or 吃 (双人)
TELL_PON: dict[frozenset[str], Why] = {
    ZIMO: Why("庄家（你的上家）先打出 {pon}：你{claim}，再打出 {odd}；"
              "轮到你摸到要的牌时点“胡”（自摸）",
              "The dealer (your 上家) discards {pon} first: {claim} it and discard {odd}; when "
              "you draw your winning tile, click Win (自摸)"),
    ROB: Why("庄家（你的上家）先打出 {pon}：你碰，再打出 {odd}（你听的牌）让下家碰；"
             "下家补杠时点“胡”抢杠",
             "The dealer (your 上家) discards {pon} first: pong it and discard {odd} (the tile "
             "you wait on) for your 下家 to pong; when it adds its kong, click Win to rob it"),
    HAIDI: Why("这一局已经打到快结束：打出你摸的牌；庄家（你的上家）打出 {pon} 时碰，再打出 {odd}；"
               "最后四张只摸不打，你摸到要的牌时点“胡”（海底捞）",
               "The hand has been played nearly to the end: discard what you draw; when the "
               "dealer (your 上家) discards {pon}, pong it and discard {odd}; in the last four "
               "tiles players only draw: when you draw your winning tile, click Win (海底捞)"),
    RED: Why("庄家（你的上家）先打出 {pon}：你碰，再点“红中杠”打出 {odd}，补一张后打出去；"
             "下家打出你要的牌时点“胡”",
             "The dealer (your 上家) discards {pon} first: pong it, then play out {odd} with "
             "红中杠, and discard the replacement; when your 下家 discards your winning tile, "
             "click Win"),
    WILD: Why("庄家（你的上家）先打出 {pon}：你碰，再点“赖子杠”打出 {odd}，补一张后打出去；"
              "下家打出你要的牌时点“胡”",
              "The dealer (your 上家) discards {pon} first: pong it, then play out the 赖子 "
              "{odd} with 赖子杠, and discard the replacement; when your 下家 discards your "
              "winning tile, click Win"),
}

# every situational fan no deal here gives, and why (zh, en): a test checks that each
# situational fan of the six books is dealt (and won with it) or listed here
CLAIMED = Why("例牌里有一副从别人打出的牌吃或碰来的牌：这张牌桌还不能替你安排这一步",
              "The example holds a 碰 or 吃 of a discard: a claim this table cannot yet arrange "
              "for you")
NOT_HERE: dict[tuple[str, str], Why] = {
    ("shuangren", "miaoshouhuichun"): CLAIMED,
    ("shuangren", "haidilaoyue"): CLAIMED,
    ("shuangren", "qiangganghu"): CLAIMED,
    ("shuangren", "gangshangkaihua"): Why(
        "例牌有三副明杠：这张牌桌还不能替你安排这么多次杠",
        "The example has three kongs of discards: more claims than this table can arrange"),
    ("shuangren", "buqiuren"): Why(
        "双人麻将的花牌从牌墙尾补：这张牌桌还不能把牌墙摆到尽头",
        "双人's flowers are replaced from the wall's end: this table cannot yet set the wall "
        "that far"),
}


def deal(book: Book, key: str, seat: int = 0) -> dict[str, Any] | None:
    """The scenario that makes fan ``key``'s example happen at the table for the learner at
    ``seat``: ``{"scenario": …, "human": seat, "steps": […], "tell": Why}``, or None (see
    the module's doc)."""
    e = book.entry(key)
    shown = e.example
    if (shown is None or not e.situational or shown.options or book.variant not in PLAYABLE
            or book.rules.deals_exchange()):
        return None
    seats = game_class(book.variant).seat_ids
    if seat not in seats:
        raise ValueError(f"seat is one of {seats}, not {seat!r}")
    events = frozenset(shown.events)
    recipe = RECIPES.get(events)
    hand = book.rules.hand(shown.hand)
    if recipe is None or hand.flowers or hand.winning is None:
        return None
    kongs = [tile_name(m.tiles[0]) for m in hand.melds if m.concealed and len(m.tiles) == 4]
    pons = [tile_name(m.tiles[0]) for m in hand.melds if not m.concealed and len(m.tiles) == 4]
    claimed = [tile_name(m.tiles[0]) for m in hand.melds if m.kind == "pon"]
    runs = [[tile_name(t) for t in m.tiles] for m in hand.melds if m.kind == "chi"]
    if len(kongs) + len(pons) + len(claimed) + len(runs) != len(hand.melds) \
            or len(claimed) + len(runs) > 1:
        return None  # more claims than the table arranges for the learner
    if runs and (len(seats) != 2 or events != ZIMO):
        return None  # a 吃 is arranged only at 双人's table of two, before a 自摸
    d = Deal(book, [tile_name(t) for t in hand.concealed], [t for k in kongs for t in [k] * 4],
             pons, tile_name(hand.winning), seat)
    if (claimed or runs) and events not in TELL_PON:
        return None  # only these are arranged after the learner's 碰
    if runs:  # 双人's 吃 of the run's lowest tile from the one other seat
        d.claimed, d.run = runs[0][0], runs[0]
        for t in d.run[1:]:
            d.take(t)
        d.avoid.add(d.claimed)
    elif claimed:
        d.claimed = claimed[0]
        d.take(d.claimed, 2)
        d.avoid.add(d.claimed)
    try:
        scenario = recipe(d)
    except ValueError:  # the set has too few tiles for the recipe (双人's 72)
        return None
    if scenario is None:
        return None
    steps = scenario.pop("_steps", [])
    odd = scenario.pop("_odd", steps[0].get("discard", "") if steps else "")
    if book.variant == "wuhan" and "indicator" not in scenario:
        scenario["indicator"] = _indicator(d)
    tell = TELL_PON[events] if d.claimed else TELL[events]
    return {"scenario": scenario, "human": seat, "steps": steps,
            "tell": Why(tell.zh.format(odd=odd, pon=d.claimed, claim="吃" if d.run else "碰"),
                        str(tell).format(odd=odd, pon=d.claimed,
                                         claim="chi (吃)" if d.run else "pong"))}


def _indicator(d: Deal) -> str:
    """武汉's flipped tile: one whose 赖子 is none of the example's tiles (else the hand would
    score as a 赖子 hand, or not at all)."""
    from ...mahjong.wuhan.variant import laizi
    for t in sorted(d.pool):
        if d.pool[t] and tile_name(laizi(t)) not in d.avoid | {"5z"} and t not in d.avoid:
            d.take(t)
            return t
    raise ValueError("no indicator")


def not_here(book: Book, key: str) -> Why | None:
    """Why a situational fan of ``book`` is not dealt at the table (:data:`NOT_HERE`)."""
    return NOT_HERE.get((book.variant, key))


def next_move(game: Game, d: Any, steps: list[tuple[str, str]], seat: int) -> Action:
    """The learner's move at decision ``d``: the next of its ``steps`` (``(kind, tile)``,
    popped when taken) if ``d`` offers it; else the win, the kong, 定缺 of the suit the hand
    lacks, a pass, or 摸切 (the drawn tile discarded: the hand kept as dealt)."""
    by_kind: dict[str, Action] = {}
    for a in d.options:
        by_kind.setdefault(a.kind, a)
    want = tuple(tile_name(t) for t in parse_tiles(steps[0][1])) if steps and steps[0][1] \
        else ()
    step = next((a for a in d.options if steps and a.kind == steps[0][0]
                 and (not want or a.tiles == want or (len(want) == 1 and want[0] in a.tiles))),
                None)
    if step is not None:
        steps.pop(0)
        return step
    pick = by_kind.get("win") or by_kind.get("kong") or by_kind.get("void") or \
        by_kind.get("pass") or next(iter(d.options))
    if pick.kind == "void":  # the suit the hand has none of
        held = game.state().seats[seat].hand
        pick = next((a for a in d.options if a.kind == "void" and a.suit not in held), pick)
    elif pick.kind == "discard":
        drawn = game._ctx.get("drawn")
        pick = next((a for a in d.options if a.kind == "discard" and drawn is not None
                     and a.tiles == (tile_name(drawn),)), pick)
    return pick


def steps_of(dealt: dict[str, Any]) -> list[tuple[str, str]]:
    """The learner's ``steps`` of a deal as ``(kind, tile)`` pairs, for :func:`next_move`."""
    return [next(iter(s.items())) for s in dealt.get("steps", [])]


def play_out(variant: str, dealt: dict[str, Any]) -> Game:
    """Play the deal as the learner would (:func:`next_move`; the automatic seats play the
    rest); the game at the win, or where the win never came."""
    game = Scenario.from_dict(dealt["scenario"]).game(variant, human=dealt["human"])
    steps = steps_of(dealt)
    game.advance()
    for _ in range(24):
        d = game.pending()
        if d is None:
            break
        pick = next_move(game, d, steps, dealt["human"])
        game.act(pick)
        if pick.kind == "win":
            break
        game.advance()
    return game
