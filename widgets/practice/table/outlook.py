"""What a hand can still become, read the way the strong level (高手) reads it: the shanten
(向听), the live tiles that bring it nearer (有效牌, counted against every tile the seat can
see) and, once ready, the points its waits are worth (the variant's own scoring,
:meth:`~widgets.engine.rules.MahjongRules.waits` with ``scores``).

Everything is memoised on the game (a seat's hand changes once a turn while every discard
asks the others), so a decision costs a few shanten probes. ``game`` is a
:class:`~.play.Game`, typed ``Any``: play imports this package, not back.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...engine.notation import Hand, Meld
from ...engine.situation import Situation
from ...engine.tiles import parse_tile, tile_name
from ...engine.why import Why
from ...mahjong.xueliu import usefulness
from ..choices import Action
from .wording import points_word

FAR = 99
OFF_SUIT_CHANCE = (1.0, 0.5, 0.2)  # a flush's chance by the tiles of other suits held
SUITS = "mps"
# the variants whose scoring doubles per fan and counts 清一色 (a flush is worth chasing)
FLUSH_PAYS = {"sichuan-xueliu": 4.0, "dashiyou-xueliu": 4.0, "sichuan-xuezhan": 4.0,
              "wuhan": 2.0, "yongzhou": 2.0, "shuangren": 1.0}
# what the shape of a ready hand multiplies a win by, read one step before ready: 四川
# (rules digest 2.4: 清一色 ×4, 七对 ×4, 对对胡 ×2, each 根 or 杠 ×2), 永州 (4.2, 2^番:
# 清一色 16, 混一色 and 碰碰胡 4)
SICHUAN_SHAPES = {"flush": 4.0, "half": 1.0, "pairs": 4.0, "pungs": 2.0, "four": 2.0}
SHAPE_PAYS = {"sichuan-xueliu": SICHUAN_SHAPES, "sichuan-xuezhan": SICHUAN_SHAPES,
              "yongzhou": {"flush": 16.0, "half": 4.0, "pairs": 1.0, "pungs": 4.0,
                           "four": 1.0}}


@dataclass(frozen=True)
class Outlook:
    """A 13-tile hand's outlook: ``shanten`` (-1 complete, 0 ready), ``live`` the unseen
    copies of the tiles that lower it (of the waits, once ready), ``waits`` how many kinds
    those are, ``value`` the expected points (ready: the live waits weighted by their score;
    one step away: each live tile by the live waits it can leave; further: the live tiles;
    more on the way to a flush)."""

    shanten: int
    live: int
    waits: int
    value: float
    points: float  # the mean score of a win from here (ready: of its live waits)

    def key(self) -> tuple[int, float]:
        """Smaller is better: the shanten, then the expected points."""
        return (self.shanten, -self.value)


def situation(game: Any) -> Situation | None:
    """The situation the shanten is read in: the 赖子 indicator where a variant has one."""
    indicator = getattr(game.table, "indicator", None)
    return None if indicator is None else Situation(indicator=indicator)


def void_index(game: Any, seat: int) -> int | None:
    """The suit (0 m, 1 p, 2 s) ``seat`` declared void (定缺, 大师游), if any."""
    void = game.table.void[seat] if seat < len(game.table.void) else None
    return None if void is None else SUITS.index(void)


def playing_hand(game: Any, seat: int, hand: Hand, drop: int | None = None) -> Hand:
    """``hand`` without the tiles of the suit it sheds (``drop``, else its declared void):
    they must all go, so they count for nothing (the shanten of what is left is the shanten
    with that suit dropped)."""
    void = void_index(game, seat) if drop is None else drop
    if void is None:
        return hand
    return Hand(tuple(t for t in hand.closed if t // 9 != void), hand.melds)


def shanten_of(game: Any, hand: Hand) -> int:
    """The shanten of ``hand`` (any size) at this table, memoised (FAR: it can never win)."""
    memo = game.__dict__.setdefault("_strong_shanten", {})
    key = (hand.closed, hand.melds)
    if key not in memo:
        s = game.rules.shanten(hand, situation(game))
        memo[key] = FAR if s is None else s
    return int(memo[key])


def visible(game: Any, seat: int) -> list[int]:
    """How many copies of each tile ``seat`` can see: its own hand, every river, every meld,
    the tiles won, the 赖子 indicator."""
    t = game.table
    counts = [0] * 34
    tiles: list[int] = list(t.closed[seat])
    for s in range(4):
        tiles += [parse_tile(x) for x in t.river[s]]
        tiles += [x for m in t.melds[s] for x in m.tiles]
    tiles += [parse_tile(x) for x in t.taken]
    indicator = getattr(t, "indicator", None)
    if indicator is not None:
        tiles.append(indicator)
    for x in tiles:
        if x < 34:
            counts[x] += 1
    return counts


def improving(game: Any, hand13: Hand, now: int) -> tuple[int, ...]:
    """The tiles that lower ``hand13``'s shanten (its waits when ready), memoised."""
    memo = game.__dict__.setdefault("_strong_improving", {})
    key = (hand13.closed, hand13.melds)
    if key not in memo:
        if now >= FAR:
            memo[key] = ()
        else:
            after = game.rules.draw_shanten(hand13, situation(game))
            memo[key] = tuple(k for k in game.rules.kinds
                              if (a := after(k)) is not None and a < now)
    return memo[key]


def wait_scores(game: Any, seat: int, hand13: Hand) -> dict[int, float]:
    """Each wait of a ready ``hand13`` and the points a win on it scores (the mean of a win on
    a discard and a self-draw; 0 where the rules refuse the win, e.g. below 起胡), memoised."""
    memo = game.__dict__.setdefault("_strong_waits", {})
    key = (seat, hand13.closed, hand13.melds)
    if key not in memo:
        sit = game._situation(seat, False)  # the seat's winds, indicator, 赖子杠 …
        out: dict[int, float] = {}
        for w in game.rules.waits(hand13, situation=sit, scores=True):
            if not w.dead:
                got = [x for x in (w.discard_score, w.self_draw_score) if x is not None]
                out[w.tile] = sum(got) / 2 if got else 0.0
        memo[key] = out
    return memo[key]


def flush_factor(game: Any, hand: Hand) -> float:
    """How much more a hand on its way to one suit is worth (清一色): by the variant's
    scoring, times the chance it gets there, read from how many tiles of other suits it
    still holds (:data:`OFF_SUIT_CHANCE`; none once a meld is in another suit)."""
    pays = FLUSH_PAYS.get(game.variant, 1.0)
    suited = [t // 9 for t in hand.closed if t < 27]
    shown = {m.tiles[0] // 9 for m in hand.melds if m.tiles[0] < 27}
    if pays == 1.0 or not suited or len(shown) > 1:
        return 1.0
    main = max(range(3), key=lambda s: (s in shown, suited.count(s)))
    if shown and main not in shown:
        return 1.0
    off = len(suited) - suited.count(main)
    chance = OFF_SUIT_CHANCE[off] if off < len(OFF_SUIT_CHANCE) else 0.0
    return 1.0 + (pays - 1.0) * chance


def outlook(game: Any, seat: int, hand13: Hand, seen: Sequence[int],
            drop: int | None = None) -> Outlook:
    """``hand13``'s :class:`Outlook` for ``seat``, live tiles counted against ``seen``
    (:func:`visible`), the suit ``drop`` (or its 定缺) left out."""
    play = playing_hand(game, seat, hand13, drop)
    now = shanten_of(game, play)
    tiles = improving(game, play, now)
    live = {k: max(0, 4 - seen[k]) for k in tiles if k < 34}
    count = sum(live.values())
    if now == 0:
        if play is hand13:
            scores = wait_scores(game, seat, hand13)
            worth = sum(live[k] * scores.get(k, 0.0) for k in live)
        else:  # ready once the void suit is gone: score it as a plain win
            worth = float(count)
        mean = worth / count if count else 0.0
        return Outlook(0, count, sum(1 for k in live if live[k]), worth, mean)
    factor = flush_factor(game, play)
    if now == 1 and game.variant in SHAPE_PAYS:  # one step away: each live tile counts
        # by the waits it leaves, times what their shape pays (七对, 对对胡, a flush, 根)
        second = sum(n * ready_worth(game, play.add(k), seen) for k, n in live.items() if n)
        return Outlook(1, count, len(live), second / 4, factor)
    if now == 1:  # one step away: each live tile counts by the waits it leaves (2 steps)
        second = sum(n * ready_waits(game, play.add(k), seen) for k, n in live.items() if n)
        return Outlook(1, count, len(live), second * factor / 4, factor)
    # a tile nearer is worth about a plain win's point, more on the way to a flush; each
    # step further away divides it (fewer of those hands get there)
    return Outlook(now, count, len(live), count * factor / (1 + now), factor)


def ready_waits(game: Any, hand14: Hand, seen: Sequence[int]) -> int:
    """The most live waits a discard from ``hand14`` leaves it ready on (0: none ready)."""
    best = 0
    for t in set(hand14.closed):
        after = hand14.remove(t)
        if shanten_of(game, after) == 0:
            best = max(best, sum(max(0, 4 - seen[w]) for w in improving(game, after, 0)
                                 if w < 34))
    return best


def shape_factor(game: Any, hand13: Hand) -> float:
    """What a ready ``hand13``'s shape multiplies a win by, read from its tiles alone
    (:data:`SHAPE_PAYS`): one suit (清一色), six pairs (七对), only pairs and triplets
    (对对胡), each four of a kind (根 or 杠)."""
    pays = SHAPE_PAYS[game.variant]
    tiles = list(hand13.all_tiles())
    counts = Counter(hand13.closed)
    factor = 1.0
    groups = {t // 9 for t in tiles}  # 3: the honours
    if len(groups) == 1:
        factor *= pays["flush"]
    elif len(groups) == 2 and 3 in groups:
        factor *= pays["half"]
    if not hand13.melds and sum(1 for c in counts.values() if c >= 2) >= 6:
        factor *= pays["pairs"]
    elif all(m.kind != "chi" for m in hand13.melds) and \
            sum(1 for c in counts.values() if c == 1) <= 1 and \
            sum(1 for c in counts.values() if c == 2) <= 2:
        factor *= pays["pungs"]
    fours = sum(1 for c in Counter(tiles).values() if c == 4)
    return factor * pays["four"] ** fours


def ready_worth(game: Any, hand14: Hand, seen: Sequence[int]) -> float:
    """The most live waits a discard from ``hand14`` leaves it ready on, times what that
    shape pays (:func:`shape_factor`; 0: none ready)."""
    best = 0.0
    for t in set(hand14.closed):
        after = hand14.remove(t)
        if shanten_of(game, after) == 0:
            live = sum(max(0, 4 - seen[w]) for w in improving(game, after, 0) if w < 34)
            best = max(best, live * shape_factor(game, after))
    return best


def discards(game: Any, seat: int, hand14: Hand, tiles: Sequence[int]
             ) -> dict[int, Outlook]:
    """For each of ``tiles`` (in ``hand14``), the outlook after discarding it."""
    seen = visible(game, seat)
    return {t: outlook(game, seat, hand14.remove(t), seen) for t in tiles}


def best_after(game: Any, seat: int, hand14: Hand) -> Outlook:
    """The best outlook a discard from ``hand14`` leaves (any tile it holds)."""
    got = discards(game, seat, hand14, sorted(set(hand14.closed)))
    return min(got.values(), key=Outlook.key)


def keep_why(o: Outlook) -> Why:
    """Why a discard: what the hand keeps after it (the advice line names the tile)."""
    live = f"{o.live} live tile" + ("" if o.live == 1 else "s")  # en plurals; zh has none
    if o.shanten <= 0:
        worth = points_word(o.points)
        return Why(f"听 {o.live} 张，约值 {worth} 分",
                   f"ready on {live} worth about {worth} point{'' if worth == '1' else 's'}")
    return Why(f"{o.shanten} 向听，留 {o.live} 张有效牌",
               f"{o.shanten} from ready, keeps {live}")


def tie_break(t: int, hand: Hand) -> tuple[int, int]:
    """The club level's tie-break between discards: the least connected tile, then the
    outer one (smaller goes first)."""
    if t >= 27:
        return (3 * (hand.closed.count(t) - 1), -9)
    names = [tile_name(x) for x in hand.closed]
    return (usefulness(tile_name(t), names), -abs(t % 9 - 4))


def after_claim(hand: Hand, a: Action, tile: int) -> Hand:
    """``hand`` after the claim ``a`` of the discarded ``tile`` (吃, 碰 or 明杠)."""
    if a.kind == "chi":
        run = tuple(parse_tile(x) for x in a.tiles)
        taken = list(run)
        taken.remove(tile)
        meld = Meld(run, source=1)
    else:
        n = 3 if a.kind == "kong" else 2
        taken, meld = [tile] * n, Meld((tile,) * (n + 1), source=1)
    closed = list(hand.closed)
    for t in taken:
        closed.remove(t)
    return Hand(tuple(closed), hand.melds + (meld,))


__all__ = ["Outlook", "improving", "keep_why", "tie_break", "after_claim", "FAR", "situation",
           "void_index", "playing_hand", "shanten_of", "visible", "wait_scores",
           "flush_factor", "outlook", "ready_waits", "ready_worth", "shape_factor",
           "SHAPE_PAYS", "discards", "best_after"]
