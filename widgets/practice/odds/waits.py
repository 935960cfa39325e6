"""Mahjong: does the wait come? (:func:`wait_within`, :func:`first_arrival`,
:func:`count_waits`, :func:`mahjong_wait`) and what a ready hand's waits are worth
(:func:`expected_score`, P-DR1's third key). Re-exported by :mod:`.lab`."""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ... import rules as _rules
from ...engine.notation import Hand
from ...engine.rules import MahjongRules
from ...engine.situation import Situation
from .base import Model, Outcome

# ---- mahjong: does the wait come? --------------------------------------------------------------


def wait_within(unseen: int, live: int, draws: int) -> Fraction:
    """The chance that at least one of ``live`` tiles is among your next ``draws`` draws, the
    ``unseen`` tiles being in random order (hypergeometric: 1 − C(U−L, n) / C(U, n); P-O3).

    >>> wait_within(unseen=60, live=8, draws=1)
    Fraction(2, 15)
    """
    for name, x in (("unseen", unseen), ("live", live), ("draws", draws)):
        if isinstance(x, bool) or not isinstance(x, int) or x < 0:
            raise ValueError(f"{name} is a whole number ≥ 0, not {x!r}")
    if live > unseen or draws > unseen:
        raise ValueError(f"live ({live}) and draws ({draws}) cannot exceed unseen ({unseen})")
    return 1 - Fraction(math.comb(unseen - live, draws), math.comb(unseen, draws))


def first_arrival(unseen: int, live: int, draws: int) -> list[Fraction]:
    """The chance that the first live tile is draw 1, 2, …, ``draws`` (ValueError, as for
    :func:`wait_within`, when the counts cannot be: more live tiles or draws than unseen)."""
    wait_within(unseen, live, draws)  # the same checks of the three counts
    out, none_yet = [], Fraction(1)
    for k in range(1, draws + 1):
        left = unseen - (k - 1)
        out.append(none_yet * Fraction(live, left))
        none_yet *= Fraction(left - live, left)
    return out


@dataclass(frozen=True)
class WaitCount:
    """What the count rests on: the waits (tile, live copies), the live total, how many tiles
    are unseen (wall and other hands alike), the waits held four times (dead), the 赖子 kind
    when one is turned up, and what stops a win although the tiles come (Wuhan's 开口)."""

    waits: tuple[tuple[str, int], ...]
    live: int
    unseen: int
    dead: tuple[str, ...] = field(default=())
    wild: str = ""
    blockers: tuple[str, ...] = field(default=())


def _wait_rules(variant: str | MahjongRules, options: Mapping[str, Any]) -> MahjongRules:
    rules = _rules(variant, **options) if isinstance(variant, str) else variant
    if not isinstance(rules, MahjongRules):
        raise ValueError(f"{variant!r} is not a mahjong variant")
    return rules


def count_waits(variant: str | MahjongRules, hand: str, seen: str = "",
                indicator: str | None = None, **options: Any) -> WaitCount:
    """The waits of a 13-tile hand and the unseen tiles: every tile of the variant's set that
    is not in the hand (melds included), not seen and not turned up (P-O3). With an
    ``indicator`` (Wuhan's flipped tile), a drawn 赖子 completes a ready hand too, so its
    unseen copies are live; the indicator itself is face up, out of play.

    >>> c = count_waits("wuhan", "[123m,1] 456m789m22p34p", indicator="4s")
    >>> c.waits, c.unseen, c.wild
    ((('2p', 2), ('5p', 4), ('5s', 4)), 122, '5s')
    """
    from ...engine.notation import parse_hand
    from ...engine.rules import Situation
    from ...engine.tiles import tile_name

    rules = _wait_rules(variant, options)
    for name, text in (("hand", hand), ("seen", seen), ("indicator", indicator or "")):
        if not isinstance(text, str):
            raise ValueError(f"{name} is text in tile notation, not {text!r}")
    parsed = rules.validate(hand)
    seen_tiles = parse_hand(seen).all_tiles() if seen.strip() else []
    situation = None
    if indicator:
        if type(rules).wild_kinds is MahjongRules.wild_kinds:
            raise ValueError(f"{rules.id} has no 赖子: it takes no indicator")
        flipped = parse_hand(indicator).all_tiles()
        if len(flipped) != 1:
            raise ValueError(f"the indicator is one tile, not {indicator!r}")
        situation = Situation(indicator=flipped[0])
    face_up = list(rules.face_up(situation))
    visible = parsed.all_tiles() + seen_tiles + face_up
    kinds = set(rules.kinds)
    outside = sorted({tile_name(t) for t in seen_tiles + face_up if t not in kinds})
    if outside:
        raise ValueError(f"seen: {' '.join(outside)} not in the {rules.zh} tile set")
    over = sorted({tile_name(t) for t in visible if visible.count(t) > rules.copies})
    if over:
        raise ValueError(f"more than {rules.copies} of {' '.join(over)} in the hand, seen "
                         "and indicator together")
    if parsed.size != 13 or parsed.winning is not None:
        raise ValueError(f"a wait needs a 13-tile hand, not {hand!r}")
    waits = rules.waits(parsed, seen_tiles, situation)
    if not waits:
        raise ValueError(f"{hand!r} is not ready (听牌): it waits on nothing")
    live = tuple((tile_name(w.tile), w.unseen) for w in waits if not w.dead)
    wild = rules.wild_kinds(situation)
    return WaitCount(live, sum(n for _, n in live), len(kinds) * rules.copies - len(visible),
                     tuple(tile_name(w.tile) for w in waits if w.dead),
                     " ".join(tile_name(t) for t in sorted(wild)),
                     rules.blockers(parsed, situation))


class WaitModel(Model):
    """Your next ``draws`` draws, from the unseen tiles in random order: on which draw does
    the first live wait come, if at all? Value 1 if it comes within ``draws``, else 0."""

    game = "mahjong"

    def __init__(self, variant: str = "sichuan-xuezhan", hand: str = "123m456m789m11p23p",
                 seen: str = "", draws: int = 6, indicator: str | None = None,
                 **options: Any):
        self.rules = _wait_rules(variant, options)
        count = count_waits(self.rules, hand, seen, indicator)
        if isinstance(draws, bool) or not isinstance(draws, int) or not 1 <= draws <= 30:
            raise ValueError(f"draws is 1 … 30, not {draws!r}")
        if draws > count.unseen:
            raise ValueError(f"only {count.unseen} tiles are unseen, fewer than {draws} draws")
        self.count, self.draws = count, draws
        self.variant, self.hand_text = variant, hand
        waits = " ".join(f"{t}×{n}" for t, n in count.waits) or "—"
        self.zh = f"麻将：{hand} 听 {waits}，{draws} 摸之内来张吗"
        self.en = f"Mahjong: {hand} waits on {waits}; does one come within {draws} draws?"
        self.value_zh, self.value_en = "来张的概率", "chance the wait comes"
        firsts = first_arrival(count.unseen, count.live, draws)
        outs = [Outcome(f"draw{k}", f"第 {k} 摸来张", f"comes on draw {k}", Fraction(1), p)
                for k, p in enumerate(firsts, start=1)]
        outs.append(Outcome("none", f"{draws} 摸都没来", f"not in {draws} draws", Fraction(0),
                            1 - sum(firsts, Fraction(0))))
        self.outcomes = tuple(outs)
        notes = [("P-O3", "未见的牌（牌墙和别人手里的）都算随机顺序；只算自己摸，不算别人打出的牌，"
                  "也不管牌墙还剩几张",
                  "every unseen tile (wall and other hands alike) is in random order; only "
                  "your own draws count — not others' discards — and the wall's length is "
                  "not modelled")]
        if count.wild:
            notes.append(("P-O3", f"摸到赖子 {count.wild} 也算来张",
                          f"a drawn 赖子 ({count.wild}) completes the hand too"))
        notes += [("", f"来张也胡不了：{b}", f"the tile comes but cannot win yet: {b}")
                  for b in count.blockers]
        self.notes = tuple(notes)

    @property
    def within(self) -> Fraction:
        return wait_within(self.count.unseen, self.count.live, self.draws)

    def sample(self, rng: random.Random) -> int:
        # the live tiles are numbered 0 … live-1 among the unseen; draw without replacement
        for k, tile in enumerate(rng.sample(range(self.count.unseen), self.draws)):
            if tile < self.count.live:
                return k
        return self.draws


def mahjong_wait(variant: str = "sichuan-xuezhan", hand: str = "123m456m789m11p23p",
                 seen: str = "", draws: int = 6, indicator: str | None = None,
                 **options: Any) -> WaitModel:
    """Does a ready hand's wait come in the next ``draws`` draws? ``options`` are the
    variant's rule options; ``indicator`` turns up Wuhan's 赖子."""
    return WaitModel(variant, hand, seen, draws, indicator, **options)


def expected_score(rules: MahjongRules, hand: Hand, situation: Situation,
                   seen: Sequence[int] = ()) -> float | None:
    """P-DR1's third key: the mean score of a ready 13-tile hand's live waits, each weighted
    by its unseen copies; a wait scores its discard win, else its self-draw, else 0 (it
    cannot win: e.g. below 起胡). None for a hand that is not ready.

    >>> from widgets.engine.situation import Situation
    >>> r = _rules("sichuan-xuezhan")
    >>> expected_score(r, r.hand("1122334455667m"), Situation())   # (3 × 16 + 4 × 4) / 7
    9.14
    """
    waits = [w for w in rules.waits(hand, seen, situation, scores=True) if not w.dead]
    copies = sum(w.unseen for w in waits)
    if not waits:
        return None
    if not copies:
        return 0.0
    value = sum(w.unseen * (w.discard_score if w.discard_score is not None
                            else w.self_draw_score or 0) for w in waits)
    return round(value / copies, 2)
