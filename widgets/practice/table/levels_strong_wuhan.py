"""The strong level (高手) at the 武汉 table (红中赖子杠): what it does there that the other
variants do not (:data:`WUHAN_STRONG_DOC`). :mod:`.levels_strong` asks
:func:`choose_strong_wuhan` first and plays on with its shared rules where this returns None.

``game`` is a :class:`~.wuhan_play.WuhanGame`, typed ``Any``: play imports this package, not
back.
"""

from __future__ import annotations

from typing import Any

from ...engine.why import Why
from ..choices import Action, Decision
from ..levels import Choice

WUHAN_STRONG_DOC = """\
At the 武汉 table (红中赖子杠) the strong level plays out every 赖子 at once (赖子杠, after
any 红中): its win then counts ×4 for the 赖子杠 and ×2 again as 硬胡 (no 赖子 held),
eight times the 软胡 the club level wins when it keeps one as its wildcard, while the
wildcard only makes a win somewhat likelier (rules/mahjong.md §1.2, §1.5). It wins fewer
hands than the club level (about 18 % against 32 % of seat-hands) but far bigger ones: in
trials on tuning seeds the edge over the club level went from +1.6 to +12.1 points per seat
and hand (seed 310000, 300 hands) and from +2.9 to +24.2 (seed 330000, 600 hands), and was
+22.9 [+1.3, +44.6] on seed 340000 (600 hands); on the fresh seed 124000, never tuned on,
+43.3 [+16.0, +70.6] over 1,200 hands (win share 39.4 %), and +132.6 [+69.7, +195.6]
against the beginner. What it tried and dropped, none of which
measurably helped: chasing a 大胡 (碰碰胡, 清一色, 将一色) a step further from ready and
passing a 吃 that gives up 碰碰胡 (−13.5 against +2.9 without, seed 330000), and a defence
that fears only a seat that has opened and weighs the 红中杠 and 赖子杠 it shows (+4.3
[−5.6, +14.3] against the same level without it, seed 350000, and it dealt in more). Its
claims are the club level's, its discards and defence the shared ones.
"""


def wild_kong(game: Any, d: Decision, by_kind: dict[str, list[Action]]) -> Choice | None:
    """The 赖子杠 of :data:`WUHAN_STRONG_DOC`, or None (no 赖子 to play out, or 红中 first)."""
    if "wild_kong" not in by_kind or "red_kong" in by_kind:
        return None
    return Choice(by_kind["wild_kong"][0],
                  Why("赖子杠：胡了就 ×4，且是硬胡 ×2，比留作万能牌值得多",
                      "a 赖子杠 makes the win count ×4, and ×2 again as a hard win (硬胡): "
                      "worth more than keeping it as a wildcard"))


def choose_strong_wuhan(game: Any, d: Decision, by_kind: dict[str, list[Action]]
                        ) -> Choice | None:
    """The strong choice at the 武汉 table, or None where the shared rules decide (the club
    level's claims and obligations, the shared discard)."""
    if d.stage != "turn":
        return None
    return wild_kong(game, d, by_kind)


__all__ = ["WUHAN_STRONG_DOC", "wild_kong", "choose_strong_wuhan"]
