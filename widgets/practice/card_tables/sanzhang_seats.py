"""The automatic seats of a 欢乐三张 hand (:mod:`.sanzhang_play`): simple, readable, repeatable.

Each choice draws from a generator seeded by the hand's seed and the event count, so a hand
replays the same. :data:`STRATEGY_DOC` says what they do, in zh and en.
"""

from __future__ import annotations

import random
from typing import Any

from ...cards.sanzhang import VALUE
from ..choices import Action, Decision
from ..levels import plays

LOOK_FIRST, LOOK_LATER = 0.3, 0.5  # chance a blind seat looks, in round 1 / later
BLIND_RAISE = 0.1  # chance a blind seat raises instead of calling
WEAK_FOLD = 0.7  # chance a seen seat folds a weak hand (单张 up to J high)
STRONG_RAISE = 0.6  # chance a seen seat raises a strong hand (a pair of 10s or better)
DEAR_FOLD = 0.3  # chance a seen middling hand folds when a call costs 4 底注 or more
FORCE_COMPARE_ROUND = 6  # with no 手数封顶, seats 比牌 from this round so every hand ends

STRATEGY_DOC = (
    "自动座位：暗注时，第一轮有三成机会看牌，之后五成；不看就跟注（一成机会加注）。"
    "看了牌：单张 J 以下算弱牌，七成弃牌；一对 10 以上或顺子以上算强牌，六成加注，"
    "豹子和顺金加到封顶；其余跟注，跟注要 4 个底注以上时三成弃牌。"
    "只剩两家时，中等以上的牌有一半机会比牌；到了手数封顶就比牌（弱牌先弃）。"
    "没有手数封顶时，第 6 轮起直接比牌。",
    "Automatic seats: while blind, a seat looks at its cards with chance 30 % in round 1 and "
    "50 % later, else calls blind (raising 10 % of the time). Once seen: a high card up to J "
    "is weak and folds 70 % of the time; a pair of 10s or better, or any straight or better, "
    "is strong and raises 60 % of the time (豹子 and 顺金 to the 单注封顶); anything else "
    "calls, folding 30 % of the time once a call costs 4 antes or more. With two seats left "
    "a middling or better hand compares half the time; at the 手数封顶 a seat compares (a "
    "weak one folds first). With no 手数封顶 every seat compares from round 6.",
)


def strength(game: Any, seat: int) -> str:
    """'weak', 'middle', 'strong' or 'top' for the seat's hand."""
    h = game.rules.classify(game.hands[seat])
    if h.category in ("baozi", "shunjin"):
        return "top"
    if h.category in ("jinhua", "shunzi") or h.category == "duizi" and h.key[0] >= VALUE["T"]:
        return "strong"
    if h.category == "danzhang" and h.key[0] <= VALUE["J"]:
        return "weak"
    return "middle"


@plays("sanzhang", "club", "按牌力跟注、加注或弃牌，带一点随机，不看别人怎么下注",
       "calls, raises or folds by hand strength with a little chance, ignoring how the others bet")
def choose(game: Any, d: Decision) -> Action:
    """The automatic seat's choice among ``d.options``."""
    rng = random.Random(f"sanzhang-seat-{game.seed}-{len(game.events)}")
    b = game.betting
    words = [a.word for a in d.options]
    has = {w.split()[0] for w in words}
    raises = [w for w in words if w.startswith("raise")]
    compares = [w for w in words if w.startswith("compare")]
    # compare with the next seat still in, in turn order
    nxt = min(compares, key=lambda w: (int(w.split()[1]) - d.seat) % game.players) \
        if compares else None
    if "call" not in has:  # at the 手数封顶: 比牌 or fold
        if "look" in has:
            return Action("look")
        if strength(game, d.seat) == "weak" and "fold" in has:
            return Action("fold")
        return Action.of_word(nxt) if nxt else Action("fold")
    if not b.seen[d.seat]:
        if "look" in has and rng.random() < (LOOK_FIRST if b.round == 1 else LOOK_LATER):
            return Action("look")
        if not game.hand_cap and b.round >= FORCE_COMPARE_ROUND and nxt:
            return Action.of_word(nxt)
        if raises and rng.random() < BLIND_RAISE:
            return Action.of_word(raises[0])
        return Action("call")
    power = strength(game, d.seat)
    live = sum(b.active)
    if not game.hand_cap and b.round >= FORCE_COMPARE_ROUND and nxt:
        return Action.of_word(nxt)
    if power == "weak":
        return Action("fold") if rng.random() < WEAK_FOLD else Action("call")
    cost = d.costs[words.index("call")] if d.costs else 0
    if power == "middle" and cost >= 4 * game.ante and rng.random() < DEAR_FOLD:
        return Action("fold")
    if live == 2 and nxt and rng.random() < 0.5:
        return Action.of_word(nxt)
    if power == "top" and raises:
        return Action.of_word(raises[-1])
    if power == "strong" and raises and rng.random() < STRONG_RAISE:
        return Action.of_word(raises[0])
    return Action("call")


__all__ = ["STRATEGY_DOC", "choose", "strength"]
