"""The strong level (高手) at the 武汉 table (红中赖子杠): what it does there that the other
variants do not (:data:`WUHAN_STRONG_DOC`). :mod:`.levels_strong` asks :func:`choose_wuhan`
first and plays on with its shared rules where this returns None.

``game`` is a :class:`~.wuhan_play.WuhanGame`, typed ``Any``: play imports this package, not
back.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from ...engine.notation import Hand, Meld
from ...engine.tiles import parse_tile, tile_name
from ...engine.why import Why
from ...mahjong.wuhan.fans import is_258, wind_tile
from ..choices import Action, Decision
from ..levels import Choice
from .defence import Threat, deal_in_cost, threats
from .outlook import Outlook, outlook, situation, visible
from .wording import tiles_text
from .wuhan_seats import shanten, with_meld

WUHAN_STRONG_DOC = """\
At the 武汉 table (红中赖子杠) the strong level also:

a. reads every winning form on its own (小胡, 碰碰胡, 清一色, 将一色, 风一色) and values a
   hand by the best of them, a 大胡 ten times a 小胡 (seed: 大胡基础倍数10) and less for
   each step it is further from ready than the nearest form, so it keeps a 大胡 that is near
   and may take a step back for one;
b. claims (开口) by that value: it takes a 碰, 冲杠 or 吃 that does not set the hand back and
   keeps most of its value (a 吃 gives up 碰碰胡), and still opens when it must (a closed
   hand never wins);
c. defends by what a deal-in costs here: only a seat that has opened can win (seed: 必须开口
   才能胡牌), and its visible 红中杠, 赖子杠 and kongs multiply what it would be paid.
"""

BIG = 10.0            # a 大胡's base against a 小胡's 1 (seed: 大胡基础倍数10)
BEHIND = 0.3          # each step a form is further from ready than the nearest one
BIG_FORMS = ("pengpenghu", "qingyise", "jiangyise", "fengyise")
STEP_BACK = 0.3       # a step further from ready keeps this share of the value
RISK = 0.9            # at most this much of a discard's value is lost to its danger …
RISK_POINTS = 8.0     # … a share growing by the points at risk over this
KEEP_OPEN = 0.8       # an open hand's 碰 or 吃 that keeps the shanten keeps this much value
KEEP_CLOSED = 0.4     # a closed hand's first claim (开口) may give up more: it must open


def form_factor(game: Any, hand13: Hand) -> float:
    """What the hand's best form is worth against a plain 小胡: each form's base (a 大胡
    :data:`BIG`), times :data:`BEHIND` for each step it is further than the nearest form."""
    memo = game.__dict__.setdefault("_wuhan_forms", {})
    key = (hand13.closed, hand13.melds)
    if key not in memo:
        forms = game.rules.form_shanten(hand13, situation(game))
        forms.pop("any", None)
        near = min(forms.values())
        memo[key] = max((BIG if k in BIG_FORMS else 1.0) * BEHIND ** (s - near)
                        for k, s in forms.items())
    return float(memo[key])


def wuhan_outlook(game: Any, seat: int, hand13: Hand, seen: Sequence[int]) -> Outlook:
    """:func:`~.outlook.outlook`, one step away or further scaled by :func:`form_factor`
    instead of the flush alone (once ready, the waits' own scores already count it)."""
    o = outlook(game, seat, hand13, seen)
    if o.shanten <= 0:
        return o
    factor = form_factor(game, hand13)
    return dataclasses.replace(o, value=o.value / (o.points or 1.0) * factor, points=factor)


# ---- defence: what a deal-in costs at this table ----------------------------------------

def win_multiplier(game: Any, seat: int) -> float:
    """About what ``seat``'s win pays, from what the table shows: 开口 ×2, each 红中杠 ×2,
    each 赖子杠 ×4, each 明杠 ×2 and 暗杠 ×4, a 大胡 on the way (its melds all triplets, all
    one suit, all 2-5-8 or all honours) ×:data:`BIG`."""
    t = game.table
    melds = t.melds[seat]
    worth = 2.0 * 2 ** t.red_kongs[seat] * 4 ** t.wild_kongs[seat]
    for m in melds:
        worth *= {"concealed": 4, "added": 2, "direct": 2}.get(m.kong_kind or "", 1)
    tiles = [x for m in melds for x in m.tiles]
    big = len(melds) >= 2 and (
        all(m.kind != "chi" for m in melds) or len({x // 9 for x in tiles}) == 1
        or all(is_258(x) for x in tiles) or all(wind_tile(x) for x in tiles))
    return worth * (BIG if big else 1.0)


def wuhan_threats(game: Any, seat: int) -> list[Threat]:
    """:func:`~.defence.threats` read for 武汉: a seat that has not opened cannot win (seed:
    必须开口才能胡牌); the others cost what :func:`win_multiplier` says."""
    return [dataclasses.replace(th, worth=win_multiplier(game, th.seat))
            for th in threats(game, seat)
            if any(m.is_open for m in game.table.melds[th.seat])]


# ---- the choices ------------------------------------------------------------------------

def _tile(t: int, lang: str) -> str:
    return tiles_text([tile_name(t)], lang)


def _keep_why(o: Outlook) -> Why:
    if o.shanten <= 0:
        return Why(f"听 {o.live} 张，约值 {o.points:.0f} 分",
                   f"ready on {o.live} live tiles worth about {o.points:.0f} points")
    if o.points >= BIG * BEHIND:
        return Why(f"{o.shanten} 向听，留着离大胡近的牌型",
                   f"{o.shanten} from ready, keeping the shape near a 大胡")
    return Why(f"{o.shanten} 向听，留 {o.live} 张有效牌",
               f"{o.shanten} from ready, keeps {o.live} live tiles")


def _tie(t: int, hand: Hand) -> tuple[int, int]:
    """The least connected tile goes first, then the outer one (honours before suits)."""
    if t >= 27:
        return (3 * (hand.closed.count(t) - 1), -9)
    near = sum(1 for x in hand.closed if x // 9 == t // 9 and x < 27 and abs(x - t) <= 2)
    return (near, -abs(t % 9 - 4))


def discard(game: Any, seat: int, hand: Hand, options: list[Action]) -> Choice:
    """The tile worth least to keep: the value of what the hand keeps (:func:`wuhan_outlook`,
    a step further from ready worth :data:`STEP_BACK` of it), less its danger."""
    tiles = [parse_tile(a.tiles[0]) for a in options]
    seen = visible(game, seat)
    outs = {t: wuhan_outlook(game, seat, hand.remove(t), seen) for t in tiles}
    against = wuhan_threats(game, seat)
    cost = {t: deal_in_cost(game, t, against, seen) for t in tiles}
    best = min(o.shanten for o in outs.values())

    def worth(t: int) -> float:
        o = outs[t]
        return o.value * STEP_BACK ** (o.shanten - best) * (1 - min(RISK, cost[t] / RISK_POINTS))

    near = [t for t in tiles if outs[t].shanten <= best + 1]
    pick = max(near, key=lambda t: (round(worth(t), 6), -outs[t].shanten,
                                    [-x for x in _tie(t, hand)], -t))
    action = next(a for a in options if a.tiles == (tile_name(pick),))
    return Choice(action, _keep_why(outs[pick]))


def _after_claim(game: Any, seat: int, hand: Hand, a: Action, tile: int) -> Hand:
    if a.kind == "chi":
        run = tuple(parse_tile(x) for x in a.tiles)
        rest = list(run)
        rest.remove(tile)
        return with_meld(hand, rest, Meld(run, source=1))
    n = 3 if a.kind == "kong" else 2
    return with_meld(hand, [tile] * n, Meld((tile,) * (n + 1), source=1))


def _best_after(game: Any, seat: int, hand14: Hand, seen: Sequence[int]) -> Outlook:
    free = [t for t in set(hand14.closed) if not game._special(t)]
    got = [wuhan_outlook(game, seat, hand14.remove(t), seen) for t in free]
    return min(got, key=Outlook.key)


def claim(game: Any, d: Decision, by_kind: dict[str, list[Action]]) -> Choice:
    """开口 by value (:data:`WUHAN_STRONG_DOC` b)."""
    seat, hand = d.seat, game.table.hand(d.seat)
    tile = game._ctx["tile"]
    seen = visible(game, seat)
    now = wuhan_outlook(game, seat, hand, seen)
    opened = any(m.is_open for m in hand.melds)
    for a in by_kind.get("kong", []):  # 冲杠: 开口, ×2, and a replacement draw
        if shanten(game, _after_claim(game, seat, hand, a, tile)) <= now.shanten:
            return Choice(a, Why("冲杠不退向听，翻倍又开口", "a kong that costs no step "
                                 "doubles the win and opens the hand"))
    keep = KEEP_OPEN if opened else KEEP_CLOSED
    for a in by_kind.get("pon", []) + by_kind.get("chi", []):
        after = _best_after(game, seat, _after_claim(game, seat, hand, a, tile), seen)
        nearer = after.shanten < now.shanten
        kept = after.shanten == now.shanten and after.value >= now.value * keep
        if a.kind == "chi" and opened and not nearer:
            continue  # once open, a 吃 only to get nearer
        if nearer or kept:
            word = "吃" if a.kind == "chi" else "碰"
            return Choice(a, Why(f"{word}后{'向听更少' if nearer else '向听不退'}，牌型的价值还在",
                                 f"{'nearer to ready' if nearer else 'no step back'} after "
                                 "it, and the hand keeps its value"))
    zh, en = _tile(tile, "zh"), _tile(tile, "en")
    return Choice(by_kind["pass"][0], Why(f"{zh}不让手牌更好或更值钱",
                                          f"{en} makes the hand neither nearer nor richer"))


def wild_kong(game: Any, d: Decision, by_kind: dict[str, list[Action]]) -> Choice | None:
    """Play out the 赖子 at once (赖子杠): the win then counts ×4, and ×2 again as 硬胡, eight
    times a 软胡 that kept it as the wildcard, far more than the wildcard adds to the
    chance of winning (in trials keeping it lost points); 红中 goes first (the club level's
    rule)."""
    if "wild_kong" not in by_kind or "red_kong" in by_kind:
        return None
    return Choice(by_kind["wild_kong"][0],
                  Why("赖子杠：胡了就 ×4，且是硬胡 ×2，比留作万能牌值得多",
                      "a 赖子杠 makes the win count ×4, and ×2 again as a hard win (硬胡): "
                      "worth more than keeping it as a wildcard"))


def choose_strong_wuhan(game: Any, d: Decision, by_kind: dict[str, list[Action]]
                        ) -> Choice | None:
    """The strong choice at the 武汉 table, or None where the shared rules or the club
    level's obligations (红中, a second 赖子, own kongs, 海底) decide."""
    if d.stage == "claim":
        return claim(game, d, by_kind)
    if d.stage != "turn" or "discard" not in by_kind:
        return None
    played = wild_kong(game, d, by_kind)
    if played is not None:
        return played
    if game.own_choice(game, d).kind != "discard":
        return None
    return discard(game, d.seat, game.table.hand(d.seat), by_kind["discard"])


__all__ = ["WUHAN_STRONG_DOC", "form_factor", "wuhan_outlook", "win_multiplier",
           "wuhan_threats", "discard", "claim", "wild_kong", "choose_strong_wuhan"]
