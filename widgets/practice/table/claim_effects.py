"""What taking a claim does to the hand, against passing: "should I 碰?".

For each claim a discard allows (the engine's :meth:`~widgets.engine.claims.ClaimRules.claims`),
the hand after it — 吃/碰 with the best discard that must follow, 明杠 waiting for its
replacement tile, 胡 scored — and the hand as it is when the learner passes: shanten, the
unseen copies of the tiles that improve it (its waits once ready) and what a win would be
worth. Everything is asked of the variant's rules object, so each variant's claim rules,
缺一门, 赖子 and 开口 apply as they do everywhere else.

>>> from widgets import rules
>>> r = rules("sichuan-xuezhan")
>>> e = claim_effects(r, r.parse("11m99m3m55p234p678p"), 13, 2)  # 5p from 对家
>>> [(o.kind, o.shanten, o.improving, o.value) for o in e.options]  # ready, 4 tiles, 2 at best
[('pon', 0, 4, 2)]
>>> e.passing.shanten, e.passing.improving
(1, 9)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from widgets.engine.notation import Hand, Meld
from widgets.engine.results import ClaimOption, ImpossibleSituation, NotAllowed
from widgets.engine.rules import MahjongRules
from widgets.engine.shape import counts34
from widgets.engine.situation import Situation

# flags that describe how a win happened, not the hand: a claim is not self-drawn, ends the
# first go-around, and its hand is no kong's replacement, robbed kong or 杠上炮
_WIN_FLAGS = {"self_drawn": False, "after_kong": False, "kong_discard": False,
              "robbing_kong": False, "first_turn": False}


@dataclass(frozen=True)
class Outlook:
    """The hand after one choice on a discard (``kind`` 'pass', 'chi', 'pon', 'kong' or 'win').

    ``hand`` is the hand after it (for 吃/碰 before the discard that must follow, which is
    ``discard``, the engine's best); ``shanten`` and ``improving`` (unseen copies of the tiles
    that lower the shanten, or of the waits once ready) are for the hand after that discard;
    ``waits`` its waits when ready; ``value`` the best total a win would score (the win's own
    score for 胡), None when no wait can win or the hand is not ready."""

    kind: str
    tiles: tuple[int, ...]
    hand: Hand
    shanten: int | None
    improving: int
    discard: int | None = None
    waits: tuple[int, ...] = ()
    value: int | None = None

    @property
    def must_discard(self) -> bool:
        """吃 and 碰 leave 14 tiles: a discard follows."""
        return self.kind in ("chi", "pon")


@dataclass(frozen=True)
class ClaimEffects:
    """Each allowed claim's :class:`Outlook`, in the engine's order, and passing's."""

    tile: int
    from_seat: int
    options: tuple[Outlook, ...]
    passing: Outlook


def after_claim(hand: Hand, option: ClaimOption, tile: int, from_seat: int) -> Hand:
    """The hand once ``option`` on ``tile`` from ``from_seat`` is taken: 吃/碰/明杠 move the
    tiles into a declared meld (its source the discarder), 胡 makes ``tile`` the winning tile.

    >>> from widgets import rules
    >>> r = rules("sichuan-xuezhan")
    >>> str(after_claim(r.parse("11m99m3m55p234p678p"), ClaimOption("pon", (13,) * 3), 13, 2))
    '11399m234678p [555p,2]'
    """
    if option.kind == "win":
        return hand.with_winning(tile)
    used = list(option.tiles)
    used.remove(tile)  # the discard joins from outside; the others leave the hand
    for t in used:
        hand = hand.remove(t)
    return dataclasses.replace(hand, melds=hand.melds + (Meld(tuple(sorted(option.tiles)),
                                                              source=from_seat),))


def _improving(rules: MahjongRules, hand: Hand, shanten: int | None, visible: Sequence[int],
               situation: Situation) -> int:
    """Unseen copies of the tiles whose draw lowers a 13-tile hand's shanten."""
    if shanten is None:
        return 0
    draw = rules.draw_shanten(hand, situation)
    total = 0
    for t in rules.kinds:
        if rules.copies > visible[t]:
            after = draw(t)
            if after is not None and after < shanten:
                total += rules.copies - visible[t]
    return total


def _best_value(rules: MahjongRules, hand: Hand, seen: Sequence[int], situation: Situation
                ) -> tuple[tuple[int, ...], int, int | None]:
    """A ready 13-tile hand's live waits, their unseen copies and the best score any wins."""
    waits = [w for w in rules.waits(hand, seen, situation, scores=True) if not w.dead]
    scores = [s for w in waits for s in (w.discard_score, w.self_draw_score) if s is not None]
    return tuple(w.tile for w in waits), sum(w.unseen for w in waits), max(scores, default=None)


def _waiting(rules: MahjongRules, kind: str, tiles: tuple[int, ...], hand: Hand,
             seen: Sequence[int], situation: Situation, discard: int | None = None) -> Outlook:
    """The outlook of a 13-tile hand waiting for its next tile (``hand`` before ``discard``)."""
    after = hand if discard is None else hand.remove(discard)
    shanten = rules.shanten(after, situation)
    if shanten == 0:
        waits, unseen, value = _best_value(rules, after, seen, situation)
        return Outlook(kind, tiles, hand, 0, unseen, discard, waits, value)
    visible = counts34(after.all_tiles() + list(seen))
    return Outlook(kind, tiles, hand, shanten,
                   _improving(rules, after, shanten, visible, situation), discard)


def _win(rules: MahjongRules, tiles: tuple[int, ...], hand: Hand, seen: Sequence[int],
         situation: Situation) -> Outlook:
    try:
        value: int | None = rules.score(hand, situation.with_(self_drawn=False), seen).total
    except (NotAllowed, ImpossibleSituation):
        value = None
    return Outlook("win", tiles, hand, -1, 0, value=value)


def outlook(rules: MahjongRules, hand: Hand, option: ClaimOption, tile: int, from_seat: int,
            seen: Iterable[int] = (), situation: Situation | None = None) -> Outlook:
    """The hand after taking ``option`` (an allowed claim on ``tile`` from ``from_seat``)."""
    situation = situation or Situation()
    seen = list(seen)
    taken = after_claim(hand, option, tile, from_seat)
    if option.kind == "win":
        return _win(rules, option.tiles, taken, seen, situation)
    after = situation.with_(**_WIN_FLAGS)
    if option.kind == "kong":  # a replacement tile is drawn next: no discard yet
        return _waiting(rules, "kong", option.tiles, taken, seen, after)
    advice = rules.discard_advice(taken, seen, after)
    best = advice[0].tile if advice else None
    return _waiting(rules, option.kind, option.tiles, taken, seen, after, best)


def claim_effects(rules: MahjongRules, hand: Hand, tile: int, from_seat: int,
                  seen: Iterable[int] = (), situation: Situation | None = None,
                  options: Sequence[ClaimOption] | None = None) -> ClaimEffects:
    """Every allowed claim on ``tile`` discarded by ``from_seat`` with its outlook, and the
    outlook of passing (the 13-tile hand as it is, the discard now seen). ``options`` are
    the claims to weigh (default: what :meth:`claims` allows; a caller that asked with a
    history, 漏胡, gives its own). Raises what :meth:`claims` raises for a discard that
    cannot be asked about."""
    situation = situation or Situation()
    hand = hand.with_winning(None)
    if options is None:
        options = rules.claims(hand, tile, from_seat, situation).options
    return _effects(rules, hand, tile, from_seat, tuple(sorted(seen)), situation,
                    tuple(options))


def clear_cache() -> None:
    """Forget the claims' effects worked out so far, as a fresh kernel has none (a
    benchmark's cold click); the answers stay the same."""
    _effects.cache_clear()


@lru_cache(maxsize=8)  # the lab's last asks; more kept objects alive into the collector's oldest
# generation, and evicted there, they brought on its full collections
def _effects(rules: MahjongRules, hand: Hand, tile: int, from_seat: int, seen: tuple[int, ...],
             situation: Situation, allowed: tuple[ClaimOption, ...]) -> ClaimEffects:
    options = tuple(outlook(rules, hand, o, tile, from_seat, seen, situation)
                    for o in allowed)
    passing = _waiting(rules, "pass", (), hand, seen + (tile,), situation)
    return ClaimEffects(tile, from_seat, options, passing)
