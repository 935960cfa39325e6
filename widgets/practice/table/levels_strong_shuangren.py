"""The strong level (高手) at the 双人 table: a ready hand is worth what its waits score under
起胡 (R-D7: a win needs 8 points, so a ready hand that cannot reach it is not ready at all),
one step away each live tile counts by the points of the ready hand it leaves (the real fan
totals: 清一色, 七对, 混一色 … dominate), and 报听 (R-D13) only for waits that can win.

Called by :func:`~.levels_strong.choose_strong` for the variant ``shuangren``.
``game`` is a :class:`~.shuangren_play.ShuangrenGame`, typed ``Any``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.notation import Hand
from ...engine.tiles import parse_tile, tile_name
from ...engine.why import Why
from ..choices import Action, Decision
from ..levels import Choice
from .defence import deal_in_cost, threats
from .outlook import (
    Outlook,
    after_claim,
    improving,
    keep_why,
    shanten_of,
    tie_break,
    visible,
    wait_scores,
)
from .seats import choose as club_choice
from .wording import tile_word

SHUANGREN_DOC = """\
7. 双人 (:mod:`.levels_strong_shuangren`): a ready hand whose waits cannot reach 起胡 (8
   points, R-D7) counts as one step from ready; one step away, each live tile counts by the
   points of the best ready hand it leaves (the variant's own scoring: 清一色, 七对, 混一色
   and 起胡 weighed as they pay, not by the number of waits); it declares 报听 (and 天听) only
   when its waits can win; it takes a 吃, 碰 or 杠 only when it brings the hand nearer to
   ready (taking one to keep the shanten with more points lost: an open hand gives up
   门前清, 不求人 and 立直, and the race to the hand's one win is what pays).
"""

RISK = 0.9            # at most this share of a discard's value is lost to its danger …
RISK_POINTS = 4.0     # … growing with the points at risk over this (a 报听 is a sure sign)
CLAIMS = ("chi", "pon", "kong")  # each taken only when it brings the hand nearer to ready
# (a claim that only kept the shanten with more points lost points in trials: an open hand
# gives up 门前清, 不求人 and 立直, and the race to the one win is what pays)


def ready_points(game: Any, seat: int, hand13: Hand, seen: Sequence[int]) -> float:
    """A ready ``hand13``'s live waits weighted by the points each wins (0: none can win)."""
    scores = wait_scores(game, seat, hand13)
    return float(sum(max(0, 4 - seen[k]) * s for k, s in scores.items()))


def best_ready(game: Any, seat: int, hand14: Hand, seen: Sequence[int]) -> float:
    """The most :func:`ready_points` a discard from ``hand14`` leaves (0: none ready)."""
    memo = game.__dict__.setdefault("_sr_best_ready", {})
    key = (seat, hand14.closed, hand14.melds, tuple(seen))
    if key not in memo:
        best = 0.0
        for t in set(hand14.closed):
            after = hand14.remove(t)
            if shanten_of(game, after) == 0:
                best = max(best, ready_points(game, seat, after, seen))
        memo[key] = best
    return float(memo[key])


def outlook(game: Any, seat: int, hand13: Hand, seen: Sequence[int]) -> Outlook:
    """``hand13``'s outlook at the 双人 table (:data:`SHUANGREN_DOC`): ready only when its
    waits can win; one step away, valued by the points of the ready hands it can reach."""
    now = shanten_of(game, hand13)
    if now == 0:
        tiles = improving(game, hand13, 0)
        live = {k: max(0, 4 - seen[k]) for k in tiles}
        worth = ready_points(game, seat, hand13, seen)
        count = sum(n for k, n in live.items() if wait_scores(game, seat, hand13).get(k))
        if worth > 0:
            return Outlook(0, count, sum(1 for n in live.values() if n), worth,
                           worth / count if count else 0.0)
        now, tiles = 1, tuple(game.rules.kinds)  # cannot win: any draw may fix it
    else:
        tiles = improving(game, hand13, now)
    held = hand13.all_tiles()
    live = {k: max(0, 4 - seen[k]) for k in tiles if held.count(k) < 4}
    count = sum(live.values())
    if now == 1:
        second = sum(n * best_ready(game, seat, hand13.add(k), seen)
                     for k, n in live.items() if n)
        return Outlook(1, count, len(live), second / 4, 0.0)
    return Outlook(now, count, len(live), count / (1 + now), 0.0)


def best_after(game: Any, seat: int, hand14: Hand, seen: Sequence[int]) -> Outlook:
    """The best outlook a discard from ``hand14`` leaves."""
    got = [outlook(game, seat, hand14.remove(t), seen) for t in sorted(set(hand14.closed))]
    return min(got, key=Outlook.key)


def pick_discard(game: Any, seat: int, hand: Hand, tiles: Sequence[int]
                 ) -> tuple[int, Outlook]:
    """The discard among ``tiles`` that leaves the lowest shanten (a hand that cannot reach
    起胡 is not ready), then the most points, less a share for the danger of feeding a seat
    that declared or looks ready."""
    seen = visible(game, seat)
    outs = {t: outlook(game, seat, hand.remove(t), seen) for t in tiles}
    against = threats(game, seat)
    best = min(o.shanten for o in outs.values())

    def worth(t: int) -> float:
        cost = deal_in_cost(game, t, against, seen)
        return outs[t].value * (1 - min(RISK, cost / RISK_POINTS))
    pick = max(tiles, key=lambda t: (outs[t].shanten == best, round(worth(t), 6),
                                     -outs[t].shanten, [-x for x in tie_break(t, hand)], -t))
    return pick, outs[pick]


def _discard(game: Any, d: Decision, options: list[Action]) -> Choice:
    hand = game.table.hand(d.seat)
    tiles = [parse_tile(a.tiles[0]) for a in options]
    pick, o = pick_discard(game, d.seat, hand, tiles)
    action = next(a for a in options if a.tiles == (tile_name(pick),))
    return Choice(action, keep_why(o))


def _turn(game: Any, d: Decision, by_kind: dict[str, list[Action]]) -> Choice:
    """A turn: a kong the club level takes, else the discard; 报听 when the ready hand the
    discard leaves can win (R-D13: locked, it can never change its waits)."""
    club = club_choice(game, d)
    if club.kind == "kong":
        return Choice(club, Why("向听不退", "it does not set the hand back"))
    options = by_kind.get("discard", [])
    if not options:
        return Choice(club, Why("按本规则的必须", "as the rules have it"))
    choice = _discard(game, d, options)
    if "declare" in by_kind:
        hand = game.table.hand(d.seat)
        after = hand.remove(parse_tile(choice.action.tiles[0]))
        o = outlook(game, d.seat, after, visible(game, d.seat))
        if o.shanten == 0 and o.value > 0:
            return Choice(by_kind["declare"][0],
                          Why(f"听 {o.live} 张，能过起胡", f"{o.live} live waits that reach the "
                              "minimum to win"))
    return choice


def _claim(game: Any, d: Decision, by_kind: dict[str, list[Action]]) -> Choice:
    """A 吃, 碰 or 杠 only when the hand after it (a 吃 or 碰: after its best discard) is
    nearer to ready; else pass (an open hand gives up 门前清, 不求人 and 立直)."""
    seat, hand, tile = d.seat, game.table.hand(d.seat), game._ctx["tile"]
    seen = visible(game, seat)
    now = outlook(game, seat, hand, seen)
    best: tuple[tuple[int, float], Action] | None = None
    for a in d.options:
        if a.kind not in CLAIMS:
            continue
        after = after_claim(hand, a, tile)
        o = outlook(game, seat, after, seen) if a.kind == "kong" else \
            best_after(game, seat, after, seen)
        if o.shanten < now.shanten and (best is None or o.key() < best[0]):
            best = (o.key(), a)
    zh, en = tile_word(tile, "zh"), tile_word(tile, "en")
    if best is None:
        return Choice(by_kind["pass"][0], Why(f"{zh}不让手牌离听牌更近",
                                              f"{en} does not bring the hand nearer to ready"))
    verb = {"chi": "吃", "pon": "碰", "kong": "杠"}[best[1].kind]
    return Choice(best[1], Why(f"{verb}后离听牌更近"
                               f"（{best[0][0]} 向听）", f"nearer to ready after it "
                               f"({best[0][0]} from ready)"))


def choose_shuangren_strong(game: Any, d: Decision, by_kind: dict[str, list[Action]]
                            ) -> Choice | None:
    """The strong choice at the 双人 table for a turn, a claim or 天听 (``by_kind``: the
    decision's options by kind; a win or a lone option is decided before this is asked);
    None: the shared strong level's choice serves."""
    if d.stage == "claim" and "pass" in by_kind:
        return _claim(game, d, by_kind)
    if d.stage == "turn":
        return _turn(game, d, by_kind)
    if d.stage == "declare":  # 天听 (R-D13): only for waits that can win
        hand = game.table.hand(d.seat)
        o = outlook(game, d.seat, hand, visible(game, d.seat))
        kind = "declare" if o.shanten == 0 and o.value > 0 else "pass"
        return Choice(by_kind[kind][0], Why("听的牌能过起胡" if kind == "declare" else
                                            "听的牌过不了起胡",
                                            "its waits reach the minimum to win"
                                            if kind == "declare" else "its waits "
                                            "cannot reach the minimum to win"))
    return None


__all__ = ["SHUANGREN_DOC", "choose_shuangren_strong", "outlook", "best_after",
           "pick_discard", "ready_points", "best_ready"]
