"""Dealing the drills' hands: complete hands, random and perturbed ones, the situation
and the melds a level asks for, and the frame every question type fills (:class:`Spec`).
The question modules build on :func:`new_question`, :func:`tile_choices`, :func:`can_exist` …"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from widgets.engine.notation import Hand, Meld, format_hand
from widgets.engine.rules import MahjongRules
from widgets.engine.situation import Situation
from widgets.engine.tiles import tile_name, tile_zh

from .questions import (
    Choice,
    Grade,
    Question,
    drops_a_suit,
    rules_for,  # noqa: F401  (the examples use it)
    suit_group,
)

# ---- dealing hands ------------------------------------------------------------------------


@dataclass
class Deal:
    """Tiles still available while a hand is built (copies per kind)."""

    rules: MahjongRules
    rng: random.Random
    left: Counter = field(default_factory=Counter)

    def __post_init__(self) -> None:
        self.left = Counter({k: self.rules.copies for k in self.rules.kinds})

    def take(self, *tiles: int) -> bool:
        need = Counter(tiles)
        if any(self.left[t] < n for t, n in need.items()):
            return False
        self.left -= need
        return True

    def give(self, *tiles: int) -> None:
        self.left += Counter(tiles)

    def pick(self, kinds: Sequence[int]) -> int | None:
        pool = [k for k in kinds if self.left[k] > 0]
        return self.rng.choice(pool) if pool else None


def _kinds(rules: MahjongRules, groups: Iterable[int]) -> list[int]:
    keep = set(groups)
    return [k for k in rules.kinds if suit_group(k) in keep]


def _groups(rules: MahjongRules, rng: random.Random) -> list[int]:
    """The suit groups a complete hand is built from: under 缺一门 one suit is left out."""
    present = sorted({suit_group(k) for k in rules.kinds})
    if drops_a_suit(rules):
        drop = rng.choice(rules.drops(Hand(())))
        present = [g for g in present if g not in drop]
    return present


def complete_hand(rules: MahjongRules, rng: random.Random, melds: int = 0,
                  seven_pairs: float = 0.1) -> Hand | None:
    """A random complete 14-tile hand (sets and a pair, or seven pairs) with up to ``melds``
    of its sets exposed; None when the deal ran out of tiles (try again).

    >>> r = rules_for("sichuan-xuezhan")
    >>> h = complete_hand(r, random.Random("doc"))
    >>> h.size, r.shanten(h) == -1 or r.problems(h) != ()
    (14, True)
    """
    deal = Deal(rules, rng)
    kinds = _kinds(rules, _groups(rules, rng))
    if rules.seven_pairs and rng.random() < seven_pairs:
        pairs = []
        for _ in range(7):
            t = deal.pick([k for k in kinds if deal.left[k] >= 2])
            if t is None or not deal.take(t, t):
                return None
            pairs += [t, t]
        return Hand(tuple(sorted(pairs)))
    sets: list[tuple[int, ...]] = []
    for _ in range(4):
        for _try in range(20):
            t = deal.pick(kinds)
            if t is None:
                return None
            run = (t, t + 1, t + 2)
            block: tuple[int, ...]
            if t < 27 and t % 9 <= 6 and t + 2 in kinds and rng.random() < 0.65:
                block = run
            else:
                block = (t, t, t)
            if deal.take(*block):
                sets.append(block)
                break
        else:
            return None
    pair_kind = deal.pick([k for k in kinds if deal.left[k] >= 2])
    if pair_kind is None or not deal.take(pair_kind, pair_kind):
        return None
    exposed: list[Meld] = []
    closed: list[int] = [pair_kind, pair_kind]
    rng.shuffle(sets)
    for block in sets:
        if len(exposed) < melds:
            meld = _expose(rules, rng, deal, block)
            if meld is not None:
                exposed.append(meld)
                continue
        closed += block
    return Hand(tuple(sorted(closed)), tuple(exposed))


def _expose(rules: MahjongRules, rng: random.Random, deal: Deal, block: tuple[int, ...]
            ) -> Meld | None:
    """A set shown as a meld the variant allows: a run as 吃 from 上家, a triplet as 碰 or,
    if the fourth copy is free, one of the kongs. The rules' own :meth:`problems` judge the
    meld, so a meld no hand of the variant can show (武汉's 红中, "红中不能碰、明杠、暗杠")
    is never dealt: the set stays concealed."""
    seats = rules.seats
    if block[0] != block[1]:
        if "chi" not in rules.melds_allowed or 1 not in seats:
            return None
        return _shown(rules, Meld(block, source=1))
    if "kong" in rules.melds_allowed and rng.random() < 0.35 and deal.take(block[0]):
        how = rng.choice(("direct", "added", "concealed"))
        source = None if how == "concealed" else rng.choice(seats)
        kong = _shown(rules, Meld((block[0],) * 4, concealed=how == "concealed",
                                  added=how == "added", source=source))
        if kong is not None:
            return kong
        deal.give(block[0])
    if "pon" not in rules.melds_allowed:
        return None
    return _shown(rules, Meld(block, source=rng.choice(seats)))


def _shown(rules: MahjongRules, meld: Meld) -> Meld | None:
    """The meld, if the variant finds no problem with it shown (its tile count aside)."""
    alone = rules.problems(Hand((), (meld,)))
    return None if any(p.code != "too-few" for p in alone) else meld


def random_hand(rules: MahjongRules, rng: random.Random, size: int = 13,
                groups: Iterable[int] | None = None) -> Hand:
    """A dealt hand: ``size`` tiles drawn from a shuffled wall (of ``groups`` only, if given)."""
    wall = [k for k in (_kinds(rules, groups) if groups is not None else rules.kinds)
            for _ in range(rules.copies)]
    rng.shuffle(wall)
    return Hand(tuple(sorted(wall[:size])))


def perturb(rules: MahjongRules, rng: random.Random, hand: Hand, k: int) -> Hand:
    """The hand with ``k`` concealed tiles swapped for random ones (copies permitting)."""
    deal = Deal(rules, rng)
    deal.take(*hand.all_tiles())
    closed = list(hand.closed)
    for _ in range(k):
        out = rng.randrange(len(closed))
        new = deal.pick(rules.kinds)
        if new is None:
            break
        deal.take(new)
        deal.give(closed[out])
        closed[out] = new
    return Hand(tuple(sorted(closed)), hand.melds, hand.flowers)


def _has_wilds(rules: MahjongRules) -> bool:
    return type(rules).wild_kinds is not MahjongRules.wild_kinds


def needs_melds(rules: MahjongRules) -> bool:
    """A closed hand cannot win here (Wuhan's 开口): its blockers say so."""
    return bool(rules.blockers(Hand(tuple(range(13)))))


def deal_situation(rules: MahjongRules, rng: random.Random, level: str) -> Situation:
    """A situation for a question: a wildcard indicator (medium and hard), where the variant
    has wildcards."""
    if _has_wilds(rules) and level != "easy" and rng.random() < 0.7:
        return Situation(indicator=rng.choice(rules.kinds))
    return Situation()


def face_up(rules: MahjongRules, situation: Situation) -> list[int]:
    """The tiles the situation shows face up (Wuhan's indicator), seen by everyone."""
    return list(rules.face_up(situation))


def can_exist(rules: MahjongRules, hand: Hand, situation: Situation, seen: Sequence[int] = ()
              ) -> bool:
    """The hand can exist: no problems, none with the situation either (Wuhan's indicator)."""
    seen = [*seen, *face_up(rules, situation)]
    if rules.problems(hand, seen):
        return False
    return not rules.situation_problems(hand, situation, seen)


def melds_for(rules: MahjongRules, rng: random.Random, level: str) -> int:
    """How many sets a dealt hand shows as melds (one or two where a closed hand cannot win)."""
    if needs_melds(rules):
        return rng.choice((1, 1, 2))
    return {"easy": 0, "medium": rng.choice((0, 0, 1)), "hard": rng.choice((0, 1, 2))}[level]


def shanten_rank(shanten: int | None) -> int:
    """A shanten to sort by: a hand that can never win (None) ranks last."""
    return 99 if shanten is None else shanten


# ---- the six question types: deal (returns None to retry) and grade -----------------------


@dataclass(frozen=True)
class Spec:
    """How to deal and grade one question type."""

    deal: Callable[[MahjongRules, random.Random, str, bool], Question | None]
    grade: Callable[[Question, list[str], int | None], Grade]


def new_question(rules: MahjongRules, kind: str, level: str, hand: Hand, situation: Situation,
                 **fields: Any) -> Question:
    """A question of ``kind`` on ``hand``, with the variant and its changed options filled in."""
    return Question(kind=kind, variant=rules.id,
                    options=tuple(sorted(changed_options(rules).items())), level=level,
                    hand=format_hand(hand), situation=situation, seen=(), **fields)


def changed_options(rules: MahjongRules) -> dict[str, Any]:
    """The rule options that differ from their defaults (a default spelled out deals the same)."""
    return {f.name: getattr(rules.options, f.name) for f in dataclasses.fields(rules.options)
            if getattr(rules.options, f.name) != f.default}


def tile_choices(tiles: Iterable[int]) -> tuple[Choice, ...]:
    """One clickable choice per tile."""
    return tuple(Choice(tile_name(t), tile_zh(t), f"{tile_zh(t)} {tile_name(t)}")
                 for t in tiles)
