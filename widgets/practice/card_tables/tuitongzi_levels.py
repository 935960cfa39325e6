"""The 新手 beginner and 高手 strong bettors of a 二八杠 round (:mod:`.tuitongzi_play`); the
熟手 club bettor is :func:`~.tuitongzi_play.choose_bet`.

The tiles are dealt face down, so no bettor knows more than another: the levels differ only in
how they size their bets against the expected value and the pool (seed: 闲家中发财按下注比例平分
20%奖金池奖励，中二八杠按下注比例平分10%奖金池奖励).

- **beginner** bets on every round, on a position at random, mostly big chips (1000, 500,
  200, 100 weighted :data:`BIG_WEIGHTS`);
- **strong** bets on every round too. Per chip a bet loses a little to the banker (identical
  hands go to him, seed: 无论任何牌型，手牌相同一律庄家赢; :func:`edge`, counted exactly over
  the 40 tiles) and to the pool's growth (pool_rate ‰, P-TT1); but a position dealt 对发财 or
  二八杠 shares 20 % or 10 % of the pool by bet, so a small bet alone on a position earns a
  large share. It picks the position with the fewest chips on it, then the largest chip
  whose whole expected value (:func:`expected`) is still ≥ 0; none: the smallest. So its
  size follows the pool, the bets already made and what the banker's stake still covers.
"""

from __future__ import annotations

import functools
import itertools
from fractions import Fraction
from typing import Any

from ...cards.tuitongzi import COPIES, KINDS, Tuitongzi
from ...engine.why import Why
from ..choices import Decision
from ..levels import Choice, plays, rng_for

BIG_WEIGHTS = {100: 1, 200: 2, 500: 3, 1000: 4}  # the beginner: big chips more often
AWARD_SHARE = {"dui_fa": Fraction(20, 100), "erbagang": Fraction(10, 100)}  # seed, A5


@functools.lru_cache(maxsize=4)
def edge(rules: Tuitongzi) -> tuple[Fraction, dict[str, Fraction]]:
    """(a bettor's mean result per chip against the banker, the chance a position is dealt
    each pool hand), counted over every way the 40 tiles deal a position and the banker."""
    tiles = [t for t in KINDS for _ in range(COPIES)]
    total = Fraction(0)
    chance = dict.fromkeys(AWARD_SHARE, Fraction(0))
    ways = 0
    kinds: dict[tuple[int, ...], int] = {}
    for i, j in itertools.combinations(range(len(tiles)), 2):
        key = (tiles[i], tiles[j])
        kinds[key] = kinds.get(key, 0) + 1
    for p, n_p in kinds.items():
        for b in kinds:
            n = n_p * _banker_ways(p, b)
            ways += n
            duel = rules.compare(b, p)
            total += n * duel.player_factor
            category = rules.hand(p).category
            if category in chance:
                chance[category] += n
    return total / ways, {k: v / ways for k, v in chance.items()}


def _banker_ways(player: tuple[int, ...], banker: tuple[int, ...]) -> int:
    """How many tile pairs deal the banker ``banker`` once the position holds ``player``."""
    left = [COPIES - player.count(t) for t in KINDS]
    a, b = banker
    return left[a] * (left[a] - 1) // 2 if a == b else left[a] * left[b]


def expected(game: Any, position: int, amount: int) -> Fraction:
    """The whole expected result of ``amount`` chips on ``position`` now: the edge against
    the banker, the pool's growth it pays, and its share of the pool awards by bet against
    the chips already on that position."""
    per_chip, chance = edge(game.rules)
    others = sum(b.amount for b in game.bets if b.position == position)
    award = sum(chance[c] * AWARD_SHARE[c] * game.pool for c in AWARD_SHARE)
    growth = Fraction(amount * game.rules.options.pool_rate // 1000) \
        if game.pool_from == "bets" else Fraction(0)
    return amount * per_chip - growth + award * Fraction(amount, amount + others)


@plays("tuitongzi", "beginner", "每把都押，随便押一门，多押大注",
       "bets every round on a position at random, mostly big chips")
def beginner(game: Any, d: Decision) -> Choice:
    """The beginner's bet: a random position, big chips more often, never skipping."""
    rng = rng_for(game.seed, d.seat, len(game.events), "tuitongzi-beginner")
    bets = [a for a in d.options if a.kind == "bet"]
    if not bets:
        return Choice(d.options[-1], Why("庄家接不住更多注了", "the banker covers no more bets"))
    pick = rng.choices(bets, [BIG_WEIGHTS[a.amount] for a in bets])[0]
    return Choice(pick, Why(f"押 {pick.amount}，感觉这门会赢",
                            f"bets {pick.amount}: a hunch this position wins"))


@plays("tuitongzi", "strong", "每把都押，押得最少人押的那门，注的大小按期望和奖池定",
       "bets every round on the least-backed position, sized by expected value and the pool")
def strong(game: Any, d: Decision) -> Choice:
    """The strong bettor's bet (see the module docstring)."""
    bets = [a for a in d.options if a.kind == "bet"]
    if not bets:
        return Choice(d.options[-1], Why("庄家接不住更多注了", "the banker covers no more bets"))
    on = {p: sum(b.amount for b in game.bets if b.position == p) for p in range(3)}
    position = min({a.position for a in bets}, key=lambda p: (on[p], p))
    mine = sorted((a for a in bets if a.position == position), key=lambda a: a.amount)
    fair = [a for a in mine if expected(game, position, a.amount) >= 0]
    pick = fair[-1] if fair else mine[0]
    ev = expected(game, position, pick.amount)
    if fair:
        why = Why(f"奖池 {game.pool} 的分成让这注期望约 {float(ev):+.0f}，再大就亏",
                  f"the {game.pool} pool's share makes it worth about {float(ev):+.0f}, "
                  "more would lose")
    else:
        why = Why(f"这把每注期望为负（约 {float(ev):+.0f}），押最小的",
                  f"every bet loses on average now (about {float(ev):+.0f}), so the least")
    return Choice(pick, why)


__all__ = ["beginner", "strong", "edge", "expected", "BIG_WEIGHTS"]
