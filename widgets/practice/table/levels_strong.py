"""The strong level (高手) of the mahjong tables: it plays for points and defends
(:data:`STRONG_DOC`). Every choice says why in one sentence, zh and en.

``game`` is a :class:`~.play.Game`, typed ``Any``: play imports this package, not back.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.notation import Hand
from ...engine.tiles import parse_tile, tile_name
from ...engine.why import Why
from ..choices import Action, Decision
from ..levels import Choice, plays
from .defence import Threat, deal_in_cost, feeds, threats
from .levels_strong_shuangren import SHUANGREN_DOC, choose_shuangren_strong
from .levels_strong_wuhan import choose_strong_wuhan
from .outlook import after_claim, best_after, keep_why, outlook, tie_break, visible
from .seats import choose as club_choice
from .wording import SUIT_WORDS, seat_name, tile_word
from .yongzhou_plan import Plan, flush_chase, planning

STRONG_DOC = """\
The strong level (高手) plays for points and defends:

1. Win whenever a win is allowed; the variant's obligations (武汉's 红中, 双人's 报听, a
   kong) are taken as the club level takes them. 武汉 plays out every 赖子 at once (赖子杠:
   the win counts ×4, and ×2 as 硬胡; :data:`.levels_strong_wuhan.WUHAN_STRONG_DOC`).
2. Discard: of the tiles it may discard, the one that leaves the lowest shanten; among those,
   the most expected points: once ready, the live waits (unseen copies) weighted by the
   score each wins (the variant's own scoring); one step away, each live tile counted by the
   live waits it can leave (two steps ahead), in 四川 and 永州 times what the shape of that
   ready hand pays (清一色, 七对, 对对胡, 根; 混一色); further, the live tiles that bring it
   nearer; more for a hand on its way to a flush. A tile that may feed a ready seat counts
   less, by the points at risk (a light touch: a harder defence lost speed to ready).
3. Defence: a tile that may feed a seat that looks ready (it has won and plays on, declared
   报听, discards what it draws, shows its melds late; :mod:`.defence`) is worth less, and a
   血流 winner's known waits (the tiles it won on) go last. When a seat is surely ready (it
   won and plays on, or declared) in the last sixth of the wall and its own hand is two
   steps or more from ready, it folds: it discards the tile least likely to feed that seat
   (its void suit, a tile it discarded, an honour nobody can hold, a 筋 tile). (Folding
   earlier, or on weaker signs, lost points against the club level in our trials: a far
   hand still gains from 查叫 by getting ready.) In 血战 a winner leaves the table, so no
   seat is ever surely ready: there it folds on the surest sign left (three melds shown, or
   two in the second half of the wall; its last three discards the tiles it drew).
4. 换三张 and 定缺 by value: it gives and voids the suit whose loss leaves the hand nearest
   to ready (then the suit it holds fewest of); under 缺一门 it sheds that suit first, so it
   is never left holding three suits (花猪) and is ready at the end (查叫) when it can be.
5. 碰/杠 by their outlook: a 碰 when it brings the hand nearer, or keeps it as near with
   more expected points (in 血战, half as much again: one win a hand, and the 碰 spends a
   pair), and not while folding; a kong when it does not set the hand back (a kong pays at
   once in 四川). 武汉's 开口, a 吃 outside 永州, and 永州's 番 plan (3番起和) are the club
   level's.
6. 永州 (the room that needs no 番): a win there pays 2^番 and 混一色 is 2番 (×4), 清一色 16
   (rules/mahjong.md §4.2), so a hand holding 8 or more tiles of one suit and honours plays
   for that flush while it is at most one step further from ready than the plain hand: it
   sheds the other suits first and lets their 碰/吃 pass (:func:`.flush_chase`). It 吃s (from
   its 上家) when that brings the hand nearer, as it 碰s. (Chasing two steps back, or only at
   no cost, kept fewer points against the club level on our tuning seeds; chasing from 8
   tiles kept more than from 9, and 7 no more than 8. Chasing 碰碰胡 on five pairs and 刻,
   and counting the 1番 of a dragon or seat/round-wind 刻 below ready, changed little.)
""" + SHUANGREN_DOC

FOLD_AT = 0.9         # a threat at least this sure makes a far hand fold …
FOLD_AT_BY_VARIANT = {"sichuan-xuezhan": 0.6}  # 血战: a winner leaves, so no seat is ever
                      # surely ready; a seat showing its melds or throwing what it draws is
                      # the surest sign there (folding on it kept more points, same seeds)
LATE = 1 / 6          # … in the last sixth of the wall
KEEP_PON = 1.0       # a 碰 that keeps the shanten must keep this share of the value
KEEP_PON_BY_VARIANT = {"sichuan-xuezhan": 1.5}  # 血战: one win a hand, and a 碰 that does
                      # not bring it nearer spends a pair; it must pay half as much again
                      # (same seeds: more points than 1.0, 0.7 or 3)
STEP = 0.0           # a step further from ready is worth this share (0: taken only to
                      # keep off a known wait; chasing a flush a step back lost in trials)
RISK = 0.9            # at most this much of a discard's value is lost to its danger …
RISK_POINTS = 8.0     # … a share growing by the points at risk over this (a harder
                      # defence, over 4, lost speed to ready and self-draws in 血流 trials)
RISK_POINTS_BY_VARIANT = {"shuangren": 4.0}  # 双人's 报听 is a sure sign: the harder
                      # defence kept more points there (same seeds)


def _by_kind(d: Decision) -> dict[str, list[Action]]:
    out: dict[str, list[Action]] = {}
    for a in d.options:
        out.setdefault(a.kind, []).append(a)
    return out


def fold_why(t: int, th: Threat) -> Why:
    who_zh, who_en = seat_name(th.seat), seat_name(th.seat, "en")
    return Why(f"弃和：{who_zh}家可能已听牌，打对它安全的{tile_word(t, 'zh')}",
               f"folds: {who_en} may be ready; {tile_word(t, 'en')} is the safest against it")


def chasing(game: Any, hand: Hand) -> Plan | None:
    """永州 (default room): the suit whose flush the hand chases (:func:`.flush_chase`)."""
    return flush_chase(game, hand) if game.variant == "yongzhou" else None


def chase_why(chase: Plan, stage: str = "discard") -> Why:
    """Why a tile goes (or a claim is let pass) while the hand chases ``chase``'s flush: the
    plan, not the tile (the advice line names the action beside it)."""
    zh, en = SUIT_WORDS["mps"[chase.suit or 0]]
    rest = (("别门的牌不吃不碰", "no claim in another suit") if stage == "claim"
            else ("别门先打", "the other suits go first"))
    return Why(f"做{zh}的混一色/清一色（2番/16倍），{rest[0]}",
               f"plays for a flush in {en} (混一色 2番, 清一色 16×): {rest[1]}")


def folding(game: Any, shanten: int, against: Sequence[Threat]) -> bool:
    """Fold: a seat surely ready (it won and plays on, or declared; 血战: the surest sign
    there, :data:`FOLD_AT_BY_VARIANT`), the wall nearly out (:data:`LATE`) and the own hand
    two steps or more from ready: it cannot win in time."""
    if not against or against[0].level < FOLD_AT_BY_VARIANT.get(game.variant, FOLD_AT) \
            or shanten < 2:
        return False
    t = game.table
    return t.remaining < t.total * LATE


def shed_suit(game: Any, hand: Hand) -> int | None:
    """Under 缺一门 (Sichuan), while the hand holds three suits: the suit to shed, the one
    whose loss leaves it nearest to ready (then the fewest tiles); None otherwise."""
    if game.rules.drops(hand) == [()]:
        return None
    suits = {t // 9 for t in hand.all_tiles() if t < 27}
    if len(suits) < 3:
        return None
    used = {m.tiles[0] // 9 for m in hand.melds}
    free = [s for s in range(3) if s not in used]
    return min(free, key=lambda s: (_without(game, hand, s),
                                    sum(1 for t in hand.closed if t // 9 == s), s),
               default=None)


def _without(game: Any, hand: Hand, suit: int) -> int:
    s = game.rules.shanten_dropping(hand, None, [(suit,)])
    return 99 if s is None else s


def discard(game: Any, seat: int, hand: Hand, options: list[Action]) -> Choice:
    """The strong discard among ``options`` (:data:`STRONG_DOC` points 2–4)."""
    tiles = [parse_tile(a.tiles[0]) for a in options]
    chase = chasing(game, hand)
    if chase is not None and any(not chase.keeps(t) for t in tiles):
        tiles = [t for t in tiles if not chase.keeps(t)]
    shed = shed_suit(game, hand)
    if shed is not None and any(t // 9 == shed for t in tiles):
        tiles = [t for t in tiles if t // 9 == shed]
    seen = visible(game, seat)
    outs = {t: outlook(game, seat, hand.remove(t), seen, shed) for t in tiles}
    against = threats(game, seat)
    cost = {t: deal_in_cost(game, t, against, seen) for t in tiles}
    best = min(o.shanten for o in outs.values())
    if folding(game, best, against):
        pick = min(tiles, key=lambda t: (round(cost[t], 3), outs[t].key(), tie_break(t, hand), t))
        why = fold_why(pick, against[0])
    else:
        scale = RISK_POINTS_BY_VARIANT.get(game.variant, RISK_POINTS)

        def worth(t: int) -> float:
            # a step further from ready is worth STEP of the value; danger takes off up to
            # RISK of it
            o = outs[t]
            return o.value * STEP ** (o.shanten - best) * (1 - min(RISK, cost[t] / scale))
        near = [t for t in tiles if outs[t].shanten <= best + 1]
        # a known wait of a 血流 winner goes last: it is a sure deal-in
        sure = {t: feeds(game, t, against) for t in near}
        pick = max(near, key=lambda t: (not sure[t], round(worth(t), 6), -outs[t].shanten,
                                        [-x for x in tie_break(t, hand)], -t))
        why = keep_why(outs[pick]) if chase is None or chase.keeps(pick) else \
            chase_why(chase)
    action = next(a for a in options if a.tiles == (tile_name(pick),))
    return Choice(action, why)


def _claim(game: Any, d: Decision, by_kind: dict[str, list[Action]]) -> Choice:
    seat, hand = d.seat, game.table.hand(d.seat)
    tile = game._ctx["tile"]
    seen = visible(game, seat)
    now = outlook(game, seat, hand, seen)
    zh, en = tile_word(tile, "zh"), tile_word(tile, "en")
    for a in by_kind.get("kong", []):
        after = after_claim(hand, a, tile)
        if outlook(game, seat, after, seen).shanten <= now.shanten:
            return Choice(a, Why("向听不退，杠还有钱", "no step back, and a kong pays"))
    chase = chasing(game, hand)
    if chase is not None and not chase.keeps(tile):
        return Choice(by_kind["pass"][0], chase_why(chase, "claim"))
    fold = folding(game, now.shanten, threats(game, seat))
    for a in by_kind.get("pon", []):
        pung = best_after(game, seat, after_claim(hand, a, tile))
        nearer = pung.shanten < now.shanten
        keep = KEEP_PON_BY_VARIANT.get(game.variant, KEEP_PON)
        richer = pung.shanten == now.shanten and pung.value >= now.value * keep
        if (nearer or richer) and (not fold or pung.shanten <= 0):
            return Choice(a, Why(f"碰后{'向听更少' if nearer else '期望得分更高'}",
                                 f"{'nearer to ready' if nearer else 'more points'} after it"))
    for a in by_kind.get("chi", []):  # 永州's 吃 (from the 上家): when it brings the hand nearer
        if best_after(game, seat, after_claim(hand, a, tile)).shanten < now.shanten \
                and not fold:
            return Choice(a, Why("吃后向听更少", "nearer to ready after it"))
    return Choice(by_kind["pass"][0], Why(f"{zh}不让手牌更好", f"{en} does not improve "
                                          "the hand"))


def _suit_choice(game: Any, d: Decision, verb: tuple[str, str]) -> Choice:
    """换三张 or 定缺: the suit whose loss leaves the hand nearest to ready."""
    hand = game.table.hand(d.seat)

    def key(a: Action) -> tuple[int, int, int]:
        s = "mps".index(a.suit or "m")
        return (_without(game, hand, s), sum(1 for t in hand.closed if t // 9 == s), s)

    pick = min(d.options, key=key)
    left = key(pick)[0]
    zh, en = SUIT_WORDS[pick.suit or "m"]
    return Choice(pick, Why(f"去掉这门后离听牌最近（{left} 向听）",
                            f"without it the hand is nearest to ready ({left} from ready)"))


def _delegated(game: Any, d: Decision) -> Choice:
    """A choice the club level makes for the strong one too (point 1 and 5's exceptions)."""
    a = club_choice(game, d)
    what = " ".join(a.tiles) or a.kind
    return Choice(a, Why(f"按本规则的必须与常规（{what}）",
                         f"as the variant's rules and usage have it ({what})"))


@plays("mahjong", "strong",
       "为分数而打：兼顾有效牌与和牌的分值；碰杠看前景；对手听牌而自己远时弃和打安全牌；"
       "定缺换三张看价值，不当花猪",
       "plays for points: keeps the live tiles and waits worth most, claims by the outlook, "
       "folds to safe tiles when a seat is ready and its own hand is far, voids by value")
def choose_strong(game: Any, d: Decision) -> Choice:
    """The strong level's choice (:data:`STRONG_DOC`)."""
    by_kind = _by_kind(d)
    if "win" in by_kind:
        return Choice(by_kind["win"][0], Why("能和就和，和了才有分", "only a win scores"))
    if len(d.options) == 1:
        return Choice(d.options[0], Why("别无选择", "the only choice it has"))
    if game.variant == "shuangren" and \
            (own := choose_shuangren_strong(game, d, by_kind)) is not None:
        return own  # 双人's 起胡, fans and 报听 (levels_strong_shuangren)
    if d.stage == "exchange":
        return _suit_choice(game, d, ("换出", "gives"))
    if d.stage == "void":
        return _suit_choice(game, d, ("定缺", "voids"))
    if d.stage not in ("turn", "claim") or planning_room(game):
        return _delegated(game, d)
    if game.variant == "wuhan":  # every 赖子 played out at once (levels_strong_wuhan)
        own = choose_strong_wuhan(game, d, by_kind)
        if own is not None:
            return own
    if d.stage == "claim":
        if game.variant == "wuhan" or ("chi" in by_kind and game.variant != "yongzhou"):
            return _delegated(game, d)  # 武汉's 开口, another variant's 吃: the club's rule
        return _claim(game, d, by_kind)
    club = club_choice(game, d)
    options = by_kind.get("discard", [])
    if club.kind != "discard" or not options:
        return _delegated(game, d)
    return discard(game, d.seat, game.table.hand(d.seat), options)


def planning_room(game: Any) -> bool:
    """永州 in a room whose 起和 needs 番 (the club level's plan plays it)."""
    return game.variant == "yongzhou" and planning(game)


__all__ = ["STRONG_DOC", "choose_strong", "discard", "folding", "shed_suit", "keep_why",
           "fold_why", "planning_room"]
