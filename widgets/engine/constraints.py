"""Situations that cannot happen: constraints between a hand and its situation flags.

A variant's table (``MahjongRules.situation_rules``) is a tuple of :class:`Constraint` rows:
an id, the flags it reads, the check, the message in Chinese and English, and the seed
sentence or ruling it rests on *in that variant*. The generic rows below are shared; a
variant cites its own seed sentence with :meth:`Constraint.citing` and leaves out a row that
its seed contradicts (永州 counts robbing a kong as 自摸, so robbing and self-drawn go
together there, P-Y3).

These rows are what a hand and its flags show by themselves; what only the history shows
(杠上炮 needs a kong right before the discard, 漏胡, a first turn that a 碰 ended) is derived
from events. :meth:`MahjongRules.problems` lists the conflicts, :meth:`MahjongRules.score`
refuses them all at once (:class:`~widgets.engine.results.ImpossibleSituation`).

>>> from widgets.engine.notation import parse_hand
>>> h = parse_hand("123m456m789m11p23p +4p")
>>> [p.ruling for p in conflicts((ROBBED_NOT_DRAWN, NO_KONG), None, h,
...                              Situation(self_drawn=True, robbing_kong=True, after_kong=True))]
['P-X1', 'P-X4']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import Any

from .notation import Hand
from .results import Problem
from .situation import Situation

Check = Callable[[Any, Hand, Situation], bool]  # (rules, hand, situation) → True: impossible


@dataclass(frozen=True)
class Constraint:
    """One thing a situation cannot be: ``conflict`` is true when the flags ``flags`` cannot
    go with the hand. ``seed`` is the sentence (or ruling) it rests on in the variant."""

    id: str
    key: str
    flags: tuple[str, ...]
    conflict: Check
    zh: str
    en: str
    seed: str = ""

    def citing(self, seed: str) -> Constraint:
        """This row, resting on ``seed`` (the variant's own sentence)."""
        return replace(self, seed=seed)

    def problem(self, situation: Situation) -> Problem:
        """The conflict as a problem, naming the keywords set among ``flags``."""
        given = [f for f in self.flags if getattr(situation, f) != getattr(DEFAULTS, f)]
        why = f"; seed: {self.seed}" if self.seed else ""
        zh_why = f"；种子：{self.seed}" if self.seed else ""
        zh_flags = " + ".join(FLAG_ZH[f] for f in given)
        return Problem(f"situation-{self.key}", f"{' + '.join(given)}: {self.en} "
                       f"({self.id}{why})", zh=f"{zh_flags}：{self.zh}（{self.id}{zh_why}）",
                       ruling=self.id)


DEFAULTS = Situation()
DEFAULT_OF = dict(vars(DEFAULTS))  # each field's default value, by name
FLAG_ZH = {"self_drawn": "自摸", "after_kong": "杠后摸牌", "kong_discard": "杠上炮",
           "robbing_kong": "抢杠", "last_tile": "海底", "dealer": "庄家", "first_turn": "第一巡",
           "seat_wind": "门风", "round_wind": "圈风", "wall_remaining": "牌墙剩余",
           "declared_ready": "报听", "declared_at_start": "天听", "red_kongs": "红中杠",
           "wild_kongs": "赖子杠", "indicator": "赖子指示牌"}


def conflicts(rows: Iterable[Constraint], rules: Any, hand: Hand, situation: Situation
              ) -> tuple[Problem, ...]:
    """Every row the hand and situation break, as problems (code ``situation-<key>``). A
    row is asked only where one of its ``flags`` is set: with all of them at their defaults
    it has nothing to conflict with (every row is so; ``tests/test_situation.py`` checks it),
    and scoring asks this of every wait (issue 37)."""
    rows = tuple(rows)
    return tuple(row.problem(situation) for row in asked(rows, changed_flags(situation))
                 if row.conflict(rules, hand, situation))


def changed_flags(situation: Situation) -> frozenset[str]:
    """The fields of ``situation`` that differ from their defaults."""
    return frozenset([name for name, value in vars(situation).items()
                      if value != DEFAULT_OF[name]])


_ASKED: dict[tuple[int, frozenset[str]], tuple[tuple[Constraint, ...], tuple[Constraint, ...]]] = {}


def asked(rows: tuple[Constraint, ...], changed: frozenset[str]) -> tuple[Constraint, ...]:
    """The rows with one of their flags among ``changed``, in order: remembered for each
    table (by identity: the variants' tables are module constants) and set of flags."""
    key = (id(rows), changed)
    got = _ASKED.get(key)
    if got is None or got[0] is not rows:
        if len(_ASKED) >= 256:
            _ASKED.clear()
        got = _ASKED[key] = (rows, tuple(r for r in rows if not changed.isdisjoint(r.flags)))
    return got[1]


def check(rows: Iterable[Constraint], rules: Any, hand: Hand, situation: Situation
          ) -> tuple[Problem, ...]:
    """:func:`conflicts`, but for a hand still waiting (under 14 tiles), whose win may be
    self-drawn or not, only what conflicts either way."""
    rows = tuple(rows)
    found = conflicts(rows, rules, hand, situation)
    if found and hand.size < 14:
        either = situation.with_(self_drawn=not situation.self_drawn)
        other = {p.code for p in conflicts(rows, rules, hand, either)}
        found = tuple(p for p in found if p.code in other)
    return found


def is_situation(problem: Problem) -> bool:
    """A problem of the situation, not of the tiles."""
    return problem.code.startswith("situation-")


def _no_kong(r: Any, h: Hand, s: Situation) -> bool:
    return s.after_kong and not h.kongs


def _first_turn_meld(r: Any, h: Hand, s: Situation) -> bool:
    return s.first_turn and bool(h.melds)


def _wall_size(r: Any) -> int:
    """Tiles left to draw right after the deal: the whole set (flowers included, they are
    drawn too) less 13 a seat and the dealer's 14th."""
    flowers = 8 if r.has_flowers else 0
    return len(r.kinds) * r.copies + flowers - 13 * (len(r.seats) + 1) - 1


# The generic rows (P-X: situations no variant allows, by what the flags mean).
ROBBED_NOT_DRAWN = Constraint(
    "P-X1", "robbed-self-drawn", ("robbing_kong", "self_drawn"),
    lambda r, h, s: s.robbing_kong and s.self_drawn,
    "抢杠胡胡的是别人加杠的那张牌，不是自摸", "robbing a kong wins another player's kong tile: "
    "it is not self-drawn")
ROBBED_NOT_REPLACEMENT = Constraint(
    "P-X2", "robbed-after-kong", ("robbing_kong", "after_kong"),
    lambda r, h, s: s.robbing_kong and s.after_kong,
    "抢杠胡胡的是别人的杠牌，不是自己杠后补的牌", "robbing a kong wins another player's kong "
    "tile, not your own replacement tile")
REPLACEMENT_DRAWN = Constraint(
    "P-X3", "after-kong-discard", ("after_kong", "self_drawn"),
    lambda r, h, s: s.after_kong and not s.self_drawn,
    "杠后补的牌是自己摸的：杠上开花必是自摸", "a kong's replacement tile is drawn by the "
    "winner: a win on it is self-drawn")
NO_KONG = Constraint(
    "P-X4", "after-kong-no-kong", ("after_kong",), _no_kong,
    "手里没有杠，就没有杠后补的牌", "the hand has no kong, so no replacement tile was drawn")
KONG_DISCARD_NOT_DRAWN = Constraint(
    "P-X5", "kong-discard-self-drawn", ("kong_discard", "self_drawn"),
    lambda r, h, s: s.kong_discard and s.self_drawn,
    "杠上炮是胡别人杠后打出的牌，不是自摸", "a win on the discard after a kong (杠上炮) is a "
    "discard win, not self-drawn")
KONG_DISCARD_NOT_ROBBED = Constraint(
    "P-X6", "kong-discard-robbed", ("kong_discard", "robbing_kong"),
    lambda r, h, s: s.kong_discard and s.robbing_kong,
    "杠上炮胡的是打出的牌，抢杠胡胡的是加杠的牌，二者不能同时发生", "a win on the discard after "
    "a kong and a robbed kong are two different tiles: they cannot both be the winning tile")
FIRST_TURN_NO_MELD = Constraint(
    "P-X7", "first-turn-meld", ("first_turn",), _first_turn_meld,
    "第一轮胡牌之前不能有吃、碰、杠（含暗杠）",
    "a first-turn win (天胡/地胡/人胡) has no 吃, 碰 or 杠 (暗杠 included) before it")
FIRST_TURN_NOT_LAST = Constraint(
    "P-X8", "first-turn-last-tile", ("first_turn", "last_tile"),
    lambda r, h, s: s.first_turn and (s.last_tile or s.wall_remaining == 0),
    "第一轮摸的牌不会是牌墙最后一张", "a first-turn win is not on the wall's last tile")
FIRST_TURN_NOT_ROBBED = Constraint(
    "P-X9", "first-turn-robbed", ("first_turn", "robbing_kong"),
    lambda r, h, s: s.first_turn and s.robbing_kong,
    "抢杠胡的是别人杠的牌，不是庄家打出的第一张牌，也不是自己摸的牌，所以不算第一轮胡牌",
    "a robbed kong's tile is neither the dealer's first discard nor one's own draw: a win "
    "that robs a kong is never a first-turn win")
DEALER_FIRST_DRAWN = Constraint(
    "P-X10", "dealer-first-turn-discard", ("dealer", "first_turn", "self_drawn"),
    lambda r, h, s: s.dealer and s.first_turn and not s.self_drawn,
    "庄家第一轮胡牌只能是起手自摸（天胡），第一张打出的牌是庄家自己的", "the dealer's first-turn "
    "win is on the dealt 14 (天胡), self-drawn: the first discard is the dealer's own")
FIRST_TURN_NO_KONG_DISCARD = Constraint(
    "P-X11", "first-turn-kong-discard", ("first_turn", "kong_discard"),
    lambda r, h, s: s.first_turn and s.kong_discard,
    "庄家出第一张牌前杠过，就不算第一轮胡牌", "a kong before the dealer's first discard ends "
    "the first turn: no 地胡/人胡 on the discard after it")
LAST_TILE_WALL = Constraint(
    "P-X12", "last-tile-wall", ("last_tile", "wall_remaining"),
    lambda r, h, s: s.last_tile and s.wall_remaining not in (None, 0),
    "最后一张牌摸完，牌墙就没有牌了", "after the last tile, no tile is left to draw")
FIRST_TURN_WALL = Constraint(
    "P-X16", "first-turn-wall", ("first_turn", "wall_remaining"),
    lambda r, h, s: s.first_turn and s.wall_remaining is not None
    and s.wall_remaining < _wall_size(r) - len(r.seats) - (8 if r.has_flowers else 0),
    "第一轮里每家最多摸了一张牌（有花另补），牌墙不会少这么多",
    "in the first turn each player has drawn at most once (and replaced flowers): the wall "
    "cannot have so few tiles left")
WALL_SIZE = Constraint(
    "P-X13", "wall-size", ("wall_remaining",),
    lambda r, h, s: s.wall_remaining is not None and s.wall_remaining > _wall_size(r),
    "牌墙剩的牌比发牌后还多", "more tiles left to draw than the wall holds after the deal")

ROBBED_NOT_ON_EMPTY_WALL = Constraint(
    "P-X17", "robbed-empty-wall", ("robbing_kong", "last_tile", "wall_remaining"),
    lambda r, h, s: s.robbing_kong and (s.last_tile or s.wall_remaining == 0),
    "杠要从牌墙补一张牌；牌墙摸完了就不能再杠，也就没有杠可抢", "a kong draws a replacement "
    "from the wall: once the wall is empty nobody can kong, so there is no kong to rob")


def _robbed_copies(r: Any, h: Hand, s: Situation) -> bool:
    return s.robbing_kong and h.winning is not None and h.all_tiles().count(h.winning) > 1


ROBBED_ALL_COPIES = Constraint(
    "P-X18", "robbed-copies", ("robbing_kong",), _robbed_copies,
    "被抢的杠里有这张牌的另外三张（补杠的碰或暗杠），胡牌的人手里不会再有这张牌",
    "the robbed kong holds the other three copies of the tile (the 碰 it adds to, or the "
    "concealed four): the winner cannot hold another copy")

GENERIC: tuple[Constraint, ...] = (
    ROBBED_NOT_DRAWN, ROBBED_NOT_REPLACEMENT, REPLACEMENT_DRAWN, NO_KONG,
    KONG_DISCARD_NOT_DRAWN, KONG_DISCARD_NOT_ROBBED, FIRST_TURN_NO_MELD, FIRST_TURN_NOT_LAST,
    FIRST_TURN_NOT_ROBBED, DEALER_FIRST_DRAWN, FIRST_TURN_NO_KONG_DISCARD, FIRST_TURN_WALL,
    LAST_TILE_WALL, WALL_SIZE, ROBBED_NOT_ON_EMPTY_WALL, ROBBED_ALL_COPIES)

# Keywords only some variants read; set elsewhere they would be answered as if they meant
# something. keyword → the variants that read it.
READ_BY: dict[str, tuple[str, ...]] = {
    "indicator": ("wuhan",), "red_kongs": ("wuhan",), "wild_kongs": ("wuhan",),
    "declared_ready": ("shuangren",), "declared_at_start": ("shuangren",),
}


def _foreign(r: Any, h: Hand, s: Situation) -> bool:
    return any(getattr(s, key) != getattr(DEFAULTS, key) and r.id not in ids
               for key, ids in READ_BY.items())


NOT_IN_VARIANT = Constraint(
    "P-X14", "not-in-variant", tuple(READ_BY), _foreign,
    "这个玩法没有这种情况（赖子翻牌、红中杠、赖子杠只在武汉麻将，报听只在双人麻将）",
    "this variant has no such thing (the 赖子 indicator, 红中杠 and 赖子杠 are Wuhan's, "
    "declaring ready is 双人麻将's)")


def table(*rows: Constraint, leave_out: tuple[Constraint, ...] = (),
          seeds: dict[str, str] | None = None) -> tuple[Constraint, ...]:
    """A variant's table: the generic rows (less ``leave_out``), each citing the variant's
    sentence from ``seeds`` (id → sentence), then the variant's own ``rows``."""
    seeds = seeds or {}
    out = [row.citing(seeds[row.id]) if row.id in seeds else row
           for row in GENERIC + (NOT_IN_VARIANT,) if row not in leave_out]
    return tuple(out) + rows
