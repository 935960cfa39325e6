"""The beginner level (新手) of the mahjong tables: the club level's play (:mod:`.seats`, or
the variant's own: 武汉's 红中 and 赖子, 双人's 报听, 永州's plan) with a beginner's typical
mistakes at stated rates (:data:`BEGINNER_DOC`, :data:`RATES`), each drawn from
:func:`~widgets.practice.levels.rng_for` (the hand's seed, the seat, the step), so the same
seed and levels give the same hand. It wins whenever it may and plays every hand out, so a
learner can beat it.

``game`` is a :class:`~.play.Game`, typed ``Any``.
"""

from __future__ import annotations

from typing import Any

from ...engine.tiles import parse_tile, tile_name
from ...engine.why import Why
from ..choices import Action, Decision
from ..levels import Choice, plays, rng_for
from .seats import choose as club_choice
from .wording import tiles_text

BEGINNER_DOC = """\
The beginner level (新手) plays as the club level does, with these mistakes:

1. It claims every 碰 and 杠 it is offered (it likes to show melds), the only claims it
   makes without thinking; a 吃 it takes as the club level does.
2. One discard in four (:data:`RATES` 'stray') is a tile it picks by eye instead of the
   club level's: a tile of a pair it should keep when it holds one (breaking the pair),
   else any other tile it may discard.
3. It keeps honours and terminals (字牌、幺九) too long: while it holds a middle tile it
   may discard that the club level would also consider, it throws the middle tile instead
   of an honour or terminal one time in two ('hoard').
4. It never looks at what others discard and never folds.
"""

RATES = {"stray": 0.25, "hoard": 0.5}


def _step(game: Any) -> int:
    return len(game.events)


def _stray(game: Any, d: Decision, club: Action, discards: list[Action]) -> Choice | None:
    """Point 2: a tile picked by eye, ``RATES['stray']`` of the discards."""
    rng = rng_for(game.seed, d.seat, _step(game), "stray")
    if rng.random() >= RATES["stray"]:
        return None
    others = [a for a in discards if a != club]
    if not others:
        return None
    hand = game.table.hand(d.seat).closed
    pairs = [a for a in others if hand.count(parse_tile(a.tiles[0])) == 2]
    pick = rng.choice(pairs or others)
    zh, en = tiles_text(pick.tiles), tiles_text(pick.tiles, "en")
    if pairs:
        return Choice(pick, Why(f"打{zh}：拆了一对（新手的失误）",
                                f"discards {en}: breaks a pair (a beginner's slip)"))
    return Choice(pick, Why(f"打{zh}：看着不顺眼", f"discards {en}: it looked spare"))


def _hoard(game: Any, d: Decision, club: Action, discards: list[Action]) -> Choice | None:
    """Point 3: the club level throws an honour or terminal; a beginner keeps it, half the
    time, and throws a middle tile instead."""
    t = parse_tile(club.tiles[0])
    if not (t >= 27 or t % 9 in (0, 8)):
        return None
    rng = rng_for(game.seed, d.seat, _step(game), "hoard")
    if rng.random() >= RATES["hoard"]:
        return None
    middle = [a for a in discards if (x := parse_tile(a.tiles[0])) < 27 and x % 9 not in (0, 8)]
    if not middle:
        return None
    hand = game.table.hand(d.seat).closed
    # the middle tile least tied to the others, as a beginner sees it: a lone one if any
    pick = min(middle, key=lambda a: (_neighbours(parse_tile(a.tiles[0]), hand), a.tiles))
    zh, en = tiles_text(pick.tiles), tiles_text(pick.tiles, "en")
    kept_zh, kept_en = tiles_text(club.tiles), tiles_text(club.tiles, "en")
    return Choice(pick, Why(f"打{zh}：舍不得{kept_zh}", f"discards {en}: keeps {kept_en} "
                            "(a beginner holds honours and terminals too long)"))


def _neighbours(t: int, hand: tuple[int, ...]) -> int:
    return sum(1 for x in hand if x != t and x < 27 and x // 9 == t // 9 and abs(x - t) <= 2)


@plays("mahjong", "beginner",
       "新手：碰、杠有就要；四次出牌约有一次凭感觉打（常拆对子）；舍不得字牌和幺九；"
       "从不看别人打什么，从不弃和",
       "a beginner: claims every 碰 and 杠 offered; one discard in four by eye (often breaking "
       "a pair); holds honours and terminals too long; never reads others' discards, never "
       "folds")
def choose_beginner(game: Any, d: Decision) -> Choice:
    """The beginner level's choice (:data:`BEGINNER_DOC`)."""
    kinds = [a.kind for a in d.options]
    club = club_choice(game, d)
    if "win" in kinds or len(d.options) == 1:
        return Choice(club)
    if d.stage == "claim":
        for kind in ("kong", "pon"):
            if kind in kinds:
                a = d.options[kinds.index(kind)]
                zh, en = tiles_text(a.tiles), tiles_text(a.tiles, "en")
                return Choice(a, Why(f"{a.label_zh or kind}{zh}：有就要",
                                     f"{a.label_en or kind} {en}: takes every one offered"))
        return Choice(club)
    discards = [a for a in d.options if a.kind == "discard"]
    if d.stage != "turn" or club.kind != "discard" or len(discards) < 2:
        return Choice(club)
    mistake = _stray(game, d, club, discards) or _hoard(game, d, club, discards)
    if mistake is not None:
        return mistake
    name = tile_name(parse_tile(club.tiles[0]))
    return Choice(club, Why(f"打{tiles_text([name])}", f"discards {tiles_text([name], 'en')}"))


__all__ = ["BEGINNER_DOC", "RATES", "choose_beginner"]
