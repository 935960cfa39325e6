"""The deals of :mod:`.at_table`, one recipe per kind of situational fan: each takes a
:class:`Deal` (the example's tiles, the learner's seat, the tiles not yet given out) and
returns the scenario's plain dict (its ``_steps``: the learner's own moves; ``_odd``: the
tile the learner is told to discard), or None where the example is not one it arranges."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ...engine.notation import format_tiles, parse_tiles
from ...engine.tiles import parse_tile, tile_name
from ..table.play import game_class
from .book import Book


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
        n, tiles = len(self.seats), game_class(self.book.variant).all_tiles
        live = len(tiles) - 13 * n - 1 - (
            1 if self.book.variant == "wuhan" else 0)  # 武汉's flipped indicator
        live -= sum(t.endswith("f") for t in tiles)  # a flower's replacement is no turn
        k = live - from_end
        return self.seats[(self.seats.index(self.seat) - (k + 1)) % n]

    def text_tiles(self, text: str) -> list[str]:
        return [tile_name(t) for t in parse_tiles(text)]

    def text(self, tiles: list[str]) -> str:
        return format_tiles(tuple(sorted(parse_tile(t) for t in tiles)))


def tianhu(d: Deal) -> dict[str, Any] | None:
    if d.kongs or d.pons:
        return None
    return {"hands": {str(d.seat): d.text(d.closed) + d.win}, "dealer": d.seat}


def dihu(d: Deal) -> dict[str, Any] | None:
    if d.kongs or d.pons:
        return None
    return {"hands": {str(d.seat): d.text(d.closed)}, "draws": d.win, "dealer": d.up}


def gangshang(d: Deal) -> dict[str, Any] | None:
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


def renhu(d: Deal) -> dict[str, Any] | None:
    if d.kongs or d.pons:
        return None
    up = d.fill(13) + d.take(d.win)
    return {"hands": {str(d.seat): d.text(d.closed), str(d.up): d.text(up[:-1]) + d.win},
            "dealer": d.up, "moves": [{"seat": d.up, "discard": d.win}]}


def pao(d: Deal) -> dict[str, Any] | None:
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


def rob(d: Deal) -> dict[str, Any] | None:
    """The 下家 pongs the dealer's (the learner's 上家's) first discard of the winning tile;
    the seats between discard what they draw; the learner's third draw makes it ready; the
    下家's fourth draw is the winning tile's last copy, which it adds to its 碰."""
    d.pool[d.win] += 1  # the winning tile is never the learner's: the 下家's kong is all four
    if d.claimed:
        return pon_rob(d)
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


def haidi(d: Deal, left: int = 0, by_discard: bool = False) -> dict[str, Any] | None:
    """The hand played down to the wall's last tile, the learner's draw: every seat kept its
    hand (the other copies of the learner's waits among the others'), the winning tile the
    wall's last (or, for a plain 自摸, the learner's draw with one tile left for each seat;
    ``by_discard``: the last tile drawn by the seat after the learner, who discards it)."""
    if d.claimed:
        return pon_haidi(d)
    if d.kongs or d.pons:
        return None
    others = [s for s in d.seats if s != d.seat]
    held: dict[int, list[str]] = {s: [] for s in others}
    spare = [t for t in sorted(d.waits) for _ in range(d.pool[t])]
    for k, t in enumerate(spare):
        d.take(t)
        held[others[k % len(others)]].append(t)
    dealer = d.dealer_for(2 if by_discard else left + 1)
    for s in others:
        held[s] += d.fill((14 if s == dealer else 13) - len(held[s]))
    mine = d.text(d.closed) + ("".join(d.fill(1)) if dealer == d.seat else "")  # its 14th last
    d.avoid -= {d.win}
    flowers = [t for t in sorted(d.pool.elements()) if t.endswith("f")]
    wall = [t for t in sorted(d.pool.elements()) if not t.endswith("f")]
    d.rng.shuffle(wall)
    # 双人's flowers are the first draws, each replaced from the back: the back is spent
    # then, and the front's last tile is the wall's last
    back, wall = wall[:len(flowers)], wall[len(flowers):]
    wall.insert(len(wall) - left, d.win)
    return {"hands": {str(d.seat): mine, **{str(s): d.text(h) for s, h in held.items()}},
            "draws": " ".join(flowers + wall), "dealer": dealer, "wall": left,
            **({"replacements": " ".join(back)} if back else {})}


def pon_haidi(d: Deal) -> dict[str, Any] | None:
    """武汉's 海底捞 (self-drawn in the last four tiles, where nobody discards): the hand
    played down to ten tiles left at the learner's turn; the learner discards its draw, its
    上家 discards the 碰's tile, the learner pongs it and discards the odd tile; one more
    round of discards, and the learner's draw, the first of the last four, wins. 红中 and
    the 赖子 stay in the hands (played out, they would take replacements)."""
    from ...mahjong.wuhan.variant import laizi
    if d.kongs or d.pons or len(d.seats) != 4 or d.book.variant != "wuhan":
        return None
    indicator = flip(d)
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


def zimo(d: Deal) -> dict[str, Any] | None:
    return pon_zimo(d) if d.claimed else haidi(d, len(d.seats))


def pon_first(d: Deal, discard: str) -> dict[str, Any]:
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


def pon_zimo(d: Deal) -> dict[str, Any] | None:
    """碰, then the others discard what they draw until the learner draws the winning tile."""
    odd = d.fill(1)[0]
    s = pon_first(d, odd)
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

def pon_rob(d: Deal) -> dict[str, Any] | None:
    """碰 first, then the learner discards its own winning tile (ready on it); the 下家 pongs
    it, the seats between discard what they draw, the learner's draw is 摸切, and the 下家
    draws the last copy and adds it to its 碰: the learner robs it."""
    if d.kongs or d.pons or d.pool[d.win] < 4:
        return None
    if len(d.seats) == 2:
        return pon_rob_two(d)
    s = pon_first(d, d.take(d.win)[0])
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


def pon_rob_two(d: Deal) -> dict[str, Any] | None:
    """The same at 双人's table of two: the other seat deals, discards the tile the learner
    claims, pongs the learner's discard of its winning tile, and adds the kong at its next
    draw, the learner's draw between discarded as drawn."""
    x, other = d.claimed, d.up
    mine = d.run[1:] if d.run else [x, x]
    me = d.closed + mine + d.take(d.win)
    pon = d.take(d.win, 2)
    hand = pon + d.fill(11)
    out = next((t for t in hand[2:] if d.safe(t, me)), None)
    if out is None:
        return None
    drawn = d.safe_fill([hand])
    claim = {"chi": d.text(d.run)} if d.run else {"pon": x}
    return {"hands": {str(d.seat): d.text(me), str(other): d.text(hand) + d.take(x)[0]},
            "dealer": other, "draws": " ".join(drawn + d.take(d.win)),
            "moves": [{"seat": other, "discard": x}, {"seat": other, "pon": d.win},
                      {"seat": other, "discard": out}, {"seat": other, "kong": d.win}],
            "_steps": [claim, {"discard": d.win}], "_odd": d.win}


def special_kong(d: Deal, red: bool) -> dict[str, Any] | None:
    """碰 first, then the learner plays out 红中 (or the 赖子: 武汉's 红中杠, 赖子杠), draws its
    replacement and discards it; the 下家 then discards the winning tile."""
    if not d.claimed or len(d.seats) != 4:
        return None
    indicator = flip(d)
    from ...mahjong.wuhan.variant import laizi
    special = "5z" if red else tile_name(laizi(indicator))
    if special in d.avoid or not d.pool[special]:
        return None
    d.take(special)
    down = d.fill(12) + d.take(d.win)
    back = d.safe_fill([down])[0]
    s = pon_first(d, special)
    s["hands"][str(d.down)] = d.text(down)
    s["replacements"] = back
    s["indicator"] = indicator
    s["moves"].append({"seat": d.down, "discard": d.win})
    s["_steps"] = [{"pon": d.claimed}, {"red_kong" if red else "wild_kong": special},
                   {"discard": back}]
    s["_odd"] = special
    return s


def declare(d: Deal, at_start: bool) -> dict[str, Any] | None:
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


def flip(d: Deal) -> str:
    """武汉's flipped tile: one whose 赖子 is none of the example's tiles (else the hand would
    score as a 赖子 hand, or not at all)."""
    from ...mahjong.wuhan.variant import laizi
    for t in sorted(d.pool):
        if d.pool[t] and tile_name(laizi(t)) not in d.avoid | {"5z"} and t not in d.avoid:
            d.take(t)
            return t
    raise ValueError("no indicator")
