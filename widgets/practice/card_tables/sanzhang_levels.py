"""The 新手 beginner and 高手 strong seats of a 欢乐三张 hand (:mod:`.sanzhang_play`); the 熟手
club seat is :mod:`.sanzhang_seats`.

- **beginner** bets without regard to its cards at stated rates: it stays blind (暗注) most
  turns, raises at random (:data:`RANDOM_RAISE`), calls everything and folds only late
  (from round :data:`LATE_FOLD_ROUND`, a weak hand at :data:`LATE_FOLD`), and at the
  手数封顶 always 比牌 (never folds);
- **strong** bets by the hand's strength and the pot: its hand's percentile among the 22,100
  possible hands (:func:`percentile`), raised to the power of the players still in (a seen
  player who has kept betting counts for more, :data:`SEEN_WEIGHT`) gives its chance to win;
  it calls when that chance beats the pot odds (the call against the pot after it), raises
  a strong chance, folds a weak one facing a big bet, 比牌 head to head when that is worth
  its fee, and looks (看牌) once a blind call no longer comes cheap. It calls blind in round
  1 when nobody has raised, so it plays a real share of hands (no refusing to play).

Every choice draws its chances from :func:`~widgets.practice.levels.rng_for` (seed, seat,
step), so the same seed and levels give the same hand.
"""

from __future__ import annotations

import bisect
import functools
import itertools
from fractions import Fraction
from typing import Any

from ...engine.why import Why
from ..choices import Action, Decision
from ..levels import Choice, plays, rng_for
from .sanzhang_seats import strength

# ---- the beginner's stated rates ------------------------------------------------------------
BLIND_LOOK = 0.2        # chance a blind beginner looks at its cards, each turn
RANDOM_RAISE = 0.25     # chance it raises whatever its cards
LATE_FOLD_ROUND = 4     # it never folds before this round …
LATE_FOLD = 0.3         # … and then folds a weak hand (单张 up to J) only this often
BEGINNER_COMPARE = 0.3  # chance it 比牌 when one other player is left, whatever its cards

# ---- the strong level's thresholds ----------------------------------------------------------
RAISE_AT = 0.62          # chance to win from which it raises
RAISE_BIG_AT = 0.75      # … to the 单注封顶
CALL_MARGIN = Fraction(1)  # the chance it wants over the pot odds
SEEN_WEIGHT = {"blind": 1.0, "seen": 1.3, "raised": 2.0}  # how much one opponent weighs
COMPARE_AT = 0.5         # head to head, it 比牌 from this chance unless it raises instead
BLIND_ROUNDS = 1         # it calls blind (half price) in these first rounds …
BLIND_STAKE = 1          # … while the single bet is at most this many 底注
FORCE_COMPARE_ROUND = 6  # with no 手数封顶, it 比牌 or folds from this round (the hand ends)


def _straight_top(values: tuple[int, ...]) -> int:
    hi, mid, lo = values
    if hi - mid == 1 and mid - lo == 1:
        return hi
    return 3 if values == (14, 3, 2) else 0


def _rank(values: tuple[int, ...], suited: bool) -> tuple[int, tuple[int, ...]]:
    """(level, key) of three ranks (high first), as the engine's classify orders hands."""
    top = _straight_top(values)
    if values[0] == values[2]:
        return 5, (values[0],)
    if top:
        return (4 if suited else 2), (top,)
    if suited:
        return 3, values
    if values[0] == values[1] or values[1] == values[2]:
        pair = values[1]
        return 1, (pair, values[2] if values[0] == pair else values[0])
    return 0, values


@functools.lru_cache(maxsize=1)
def _table() -> tuple[list[tuple[int, tuple[int, ...]]], list[int]]:
    """Every hand kind's (level, key), sorted, and how many of the 22,100 hands lie below
    each."""
    count: dict[tuple[int, tuple[int, ...]], int] = {}
    for vs in itertools.combinations_with_replacement(range(14, 1, -1), 3):
        distinct = len(set(vs))
        ways = {3: 64, 2: 24, 1: 4}[distinct]  # suit choices: 4³, C(4,2)·4, C(4,3)
        if distinct == 3:  # 4 of the 64 are one suit
            count[_rank(vs, True)] = count.get(_rank(vs, True), 0) + 4
            ways -= 4
        count[_rank(vs, False)] = count.get(_rank(vs, False), 0) + ways
    keys = sorted(count)
    below, total = [], 0
    for k in keys:
        below.append(total)
        total += count[k]
    return keys, below


def percentile(game: Any, seat: int) -> float:
    """The share of the 22,100 hands that ``seat``'s hand beats (ties count half)."""
    h = game.rules.classify(game.hands[seat])
    keys, below = _table()
    rank = (h.level, h.key if h.category != "duizi" or len(h.key) == 2 else h.key + (0,))
    i = bisect.bisect_left(keys, rank)
    over = below[i + 1] if i + 1 < len(below) else 22100
    return (below[i] + (over - below[i]) / 2) / 22100


def _opponent_weight(game: Any, seat: int) -> float:
    """How many random hands one opponent counts for: a seen player who kept betting holds
    more than a random hand (:data:`SEEN_WEIGHT`)."""
    b = game.betting
    raised_seen = {s.seat for s in b.steps if s.action == "raise" and b.seen[s.seat]}
    kind = "raised" if seat in raised_seen else "seen" if b.seen[seat] else "blind"
    return SEEN_WEIGHT[kind]


def win_chance(game: Any, seat: int, against: list[int] | None = None) -> float:
    """``seat``'s chance to hold the best hand against ``against`` (default: every player
    still in): its percentile to the power of the opponents' weights."""
    b = game.betting
    others = against if against is not None else \
        [s for s in range(game.players) if b.active[s] and s != seat]
    return percentile(game, seat) ** sum(_opponent_weight(game, s) for s in others)


def _words(d: Decision) -> dict[str, tuple[Action, Fraction]]:
    return {a.word: (a, Fraction(d.costs[i]) if d.costs else Fraction(0))
            for i, a in enumerate(d.options)}


def _next_compare(game: Any, d: Decision) -> Action | None:
    """The 比牌 with the next seat still in, in turn order (None if none is offered)."""
    compares = [a for a in d.options if a.kind == "compare"]
    if not compares:
        return None
    return min(compares, key=lambda a: (int(a.word.split()[1]) - d.seat) % game.players)


# ---- beginner -----------------------------------------------------------------------------------


@plays("sanzhang", "beginner", "不看牌力乱加注，什么都跟，很晚才弃牌",
       "raises at random whatever its cards, calls everything and folds only late")
def beginner(game: Any, d: Decision) -> Choice:
    """The beginner's bet (see the module docstring for its rates)."""
    rng = rng_for(game.seed, d.seat, len(game.events), "sanzhang-beginner")
    b, has = game.betting, {a.kind for a in d.options}
    nxt = _next_compare(game, d)
    if "call" not in has:  # at the 手数封顶: it 比牌, never folds
        if nxt is not None:
            return Choice(nxt, Why("到封顶了，比牌看看", "at the round limit: compares to see"))
        return Choice(Action("fold"), Why("只能弃牌", "folding is all that is left"))
    if not b.seen[d.seat] and "look" in has and rng.random() < BLIND_LOOK:
        return Choice(Action("look"), Why("看看自己的牌", "takes a look at its cards"))
    if not game.hand_cap and b.round >= FORCE_COMPARE_ROUND and nxt is not None:
        return Choice(nxt, Why("打了很多轮了，比牌", "many rounds played: compares"))
    if b.seen[d.seat] and b.round >= LATE_FOLD_ROUND and strength(game, d.seat) == "weak" \
            and rng.random() < LATE_FOLD:
        return Choice(Action("fold"), Why("牌太小，跟了这么久才放弃",
                                          "a small hand, given up only after many rounds"))
    raises = [a for a in d.options if a.kind == "raise"]
    if raises and rng.random() < RANDOM_RAISE:
        return Choice(rng.choice(raises), Why("加注试试运气", "raises to try its luck"))
    if nxt is not None and sum(b.active) == 2 and rng.random() < BEGINNER_COMPARE:
        return Choice(nxt, Why("只剩两家，比一比", "two players left: compares"))
    return Choice(Action("call"), Why("跟注，不想弃牌", "calls: it does not like to fold"))


# ---- strong -------------------------------------------------------------------------------------


def _pct(x: float) -> int:
    return round(100 * x)


@plays("sanzhang", "strong", "按牌力和锅底下注：赢面够才跟，牌大加注，牌小遇大注就弃",
       "bets by hand strength and the pot: calls when the odds pay, raises strong hands, "
       "folds weak ones facing big bets")
def strong(game: Any, d: Decision) -> Choice:
    """The strong level's bet (see the module docstring)."""
    b, words = game.betting, _words(d)
    if not b.seen[d.seat] and "look" in words:
        cheap = b.round <= BLIND_ROUNDS and b.stake <= BLIND_STAKE * game.ante \
            and "call" in words
        if cheap:
            return Choice(Action("call"), Why(f"第 {b.round} 轮，暗跟 {words['call'][1]} 很便宜",
                                              f"round {b.round}: a blind call of "
                                              f"{words['call'][1]} is cheap"))
        return Choice(Action("look"), Why("跟注变贵了，先看牌再决定",
                                          "calling costs more now: looks before deciding"))
    return _seen_choice(game, d, words)


def _seen_choice(game: Any, d: Decision, words: dict[str, tuple[Action, Fraction]]) -> Choice:
    b = game.betting
    pct, chance = percentile(game, d.seat), win_chance(game, d.seat)
    live = sum(b.active) - 1
    beat = Why(f"牌胜过约 {_pct(pct)}% 的牌，对 {live} 家赢面约 {_pct(chance)}%",
               f"the hand beats about {_pct(pct)} % of hands, about {_pct(chance)} % to win "
               f"against {live}")
    nxt = _next_compare(game, d)
    forced = "call" not in words or (not game.hand_cap and b.round >= FORCE_COMPARE_ROUND)
    if forced or (live == 1 and nxt is not None and chance < RAISE_BIG_AT):
        got = _compare_or_fold(game, d, words, nxt, forced, beat)
        if got is not None:
            return got
    raises = [a for a in d.options if a.kind == "raise"]
    if raises and chance >= RAISE_AT:
        pick = raises[-1] if chance >= RAISE_BIG_AT else raises[0]
        return Choice(pick, Why(f"加注：{beat.zh}", f"raises: {beat}"))
    cost = words["call"][1]
    odds = float(cost / (b.pot + cost))
    if chance >= odds * float(CALL_MARGIN):
        return Choice(Action("call"), Why(f"跟注 {cost}：{beat.zh}，够付锅里 {b.pot} 的赔率",
                                          f"calls {cost}: {beat}, enough for the odds of a "
                                          f"{b.pot} pot"))
    return Choice(Action("fold"), Why(f"弃牌：跟注要 {cost}、锅里 {b.pot}，{beat.zh}，不值",
                                      f"folds: a call costs {cost} into a {b.pot} pot and "
                                      f"{beat}, not worth it"))


def _compare_or_fold(game: Any, d: Decision, words: dict[str, tuple[Action, Fraction]],
                     nxt: Action | None, forced: bool, beat: Why) -> Choice | None:
    """比牌 with the next seat when its fee is worth it head to head; fold when forced and it
    is not; None: keep betting."""
    b = game.betting
    if nxt is not None:
        other = int(nxt.word.split()[1])
        duel = win_chance(game, d.seat, [other])
        fee = words[nxt.word][1]
        if duel >= COMPARE_AT or (forced and duel * float(b.pot + fee) >= float(fee)):
            return Choice(nxt, Why(f"比牌：对座位 {other} 赢面约 {_pct(duel)}%，比牌费 {fee}",
                                   f"compares: about {_pct(duel)} % against seat {other}, "
                                   f"for a fee of {fee}"))
    if forced and "fold" in words:
        return Choice(Action("fold"), Why(f"弃牌：{beat.zh}，比牌不划算",
                                          f"folds: {beat}, a 比牌 does not pay"))
    if forced and nxt is not None:
        return Choice(nxt, Why("只能比牌", "a 比牌 is all that is left"))
    if "call" not in words:  # neither 比牌 nor fold offered: what the table allows
        return Choice(d.options[0], Why("只剩这一步", "the only move left"))
    return None


__all__ = ["beginner", "strong", "percentile", "win_chance",
           "BLIND_LOOK", "RANDOM_RAISE", "LATE_FOLD_ROUND", "LATE_FOLD", "RAISE_AT"]
