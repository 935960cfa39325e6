"""Defence for the strong level (高手): from what a seat can see, which other seats may be
ready (:func:`threats`), how dangerous each tile is to feed them (:func:`danger`) and what a
deal-in would cost.

What shows a seat may be ready, and how sure that is (:data:`SIGNS`):

* it has won and plays on (血流成河: a winner's hand stays ready, and it wins again on what it
  waits for) or it declared ready (双人's 报听, R-D13): sure;
* it has stopped changing its hand (its last three discards were the tiles it had just
  drawn);
* it shows three melds, or two once half the wall is gone;
* the wall is nearly out (the last quarter): anyone may be.

How dangerous a tile is against one seat (a number 0–1, :func:`danger`): a 血流 winner's
waits are partly known (:func:`known`: it still waits on what it won on, and not on what it
has discarded since); otherwise nothing in the suit
that seat declared void (定缺, P-M1: a seat holding its void suit cannot win) nor, under
缺一门 (Sichuan), in the third suit once its melds show two others; little for a tile it
discarded itself (people throw what they do not want; no rule here forbids a win on it, so
not nothing); an honour by its unseen copies (none: it cannot be held, so cannot be waited
on); a terminal less than a middle tile (fewer shapes wait on it), and a tile whose 筋
(n±3) that seat discarded somewhat less (a two-sided wait on it would also have won that
tile; without 振听 in these rules, that says less than in 日麻).

``game`` is a :class:`~.play.Game`, typed ``Any``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...engine.events import Declare, Discard, Draw, Win
from ...engine.tiles import parse_tile
from .outlook import FLUSH_PAYS

# sign → how likely that seat is ready
SIGNS = {"won": 1.0, "declared": 1.0, "steady": 0.6, "melds": 0.6, "late": 0.35}
STEADY_RUN = 3        # discards in a row of the tile just drawn
LATE_SHARE = 0.25     # the last quarter of the wall


@dataclass(frozen=True)
class Threat:
    """Seat ``seat`` may be ready: ``level`` how likely (0–1), ``sign`` what shows it
    (:data:`SIGNS`), ``worth`` the points a deal-in to it would cost, about."""

    seat: int
    level: float
    sign: str
    worth: float


def _steady(game: Any) -> dict[int, int]:
    """Each seat's run of discards, up to now, that were the tile it had just drawn."""
    memo = game.__dict__.setdefault("_strong_steady", {})
    n = len(game.events)
    if memo.get("n") != n:
        runs = dict.fromkeys(range(4), 0)
        drawn: dict[int, str | None] = dict.fromkeys(range(4), None)
        for e in game.events:
            if isinstance(e, Draw):
                drawn[e.seat] = e.tile
            elif isinstance(e, Discard):
                runs[e.seat] = runs[e.seat] + 1 if drawn.get(e.seat) == e.tile else 0
                drawn[e.seat] = None
        memo.clear()
        memo.update(n=n, runs=runs)
    return memo["runs"]


def _sign(game: Any, seat: int) -> str | None:
    t = game.table
    if game.stay and t.wins[seat]:
        return "won"
    if any(isinstance(e, Declare) and e.seat == seat for e in game.events):
        return "declared"
    if _steady(game)[seat] >= STEADY_RUN:
        return "steady"
    opened = sum(1 for m in t.melds[seat] if m.is_open)
    if opened >= 3 or (opened >= 2 and t.remaining < t.total / 2):
        return "melds"
    if t.remaining < t.total * LATE_SHARE:
        return "late"
    return None


def _worth(game: Any, seat: int) -> float:
    """About what a deal-in to ``seat`` costs: a plain win, more when its melds are all in
    one suit (a flush on the way) and again when it has already won (血流: it plays for a
    second win as big)."""
    suits = {m.tiles[0] // 9 for m in game.table.melds[seat] if m.tiles[0] < 27}
    flush = FLUSH_PAYS.get(game.variant, 1.0) if len(suits) == 1 and \
        len(game.table.melds[seat]) >= 2 else 1.0
    return 2.0 * flush


def threats(game: Any, seat: int) -> list[Threat]:
    """The other seats still playing that may be ready, surest first."""
    t = game.table
    out = []
    for o in game.seat_ids:
        if o == seat or t.out[o]:
            continue
        sign = _sign(game, o)
        if sign is not None:
            out.append(Threat(o, SIGNS[sign], sign, _worth(game, o)))
    return sorted(out, key=lambda x: (-x.level, x.seat))


def _safe_suit(game: Any, against: int, suit: int) -> bool:
    """``against`` cannot win with a tile of ``suit``: its 定缺, or (缺一门) its melds show
    the two other suits."""
    t = game.table
    void = t.void[against] if against < len(t.void) else None
    if void is not None and "mps".index(void) == suit:
        return True
    if game.variant.startswith(("sichuan", "dashiyou")):
        used = {m.tiles[0] // 9 for m in t.melds[against] if m.tiles[0] < 27}
        return len(used) == 2 and suit not in used
    return False


def known(game: Any, seat: int) -> tuple[frozenset[int], frozenset[int]]:
    """A 血流 winner's waits as the table shows them: the tiles it has won on (its hand is
    locked after a win, so it waits on them still) and the tiles it has discarded since its
    first win (it would have won on them: a seat takes every win it may). Empty sets for a
    seat that has not won, or outside 血流."""
    memo = game.__dict__.setdefault("_strong_known", {})
    key = (seat, len(game.events))
    if key not in memo:
        waits: set[int] = set()
        safe: set[int] = set()
        if game.stay:
            for e in game.events:
                if isinstance(e, Win) and e.seat == seat:
                    waits.add(parse_tile(e.tile))
                elif waits and isinstance(e, Discard) and e.seat == seat:
                    safe.add(parse_tile(e.tile))
        memo.clear()
        memo[key] = (frozenset(waits), frozenset(safe - waits))
    return memo[key]


def danger(game: Any, tile: int, against: int, seen: Sequence[int]) -> float:
    """How likely (0–1, roughly) ``tile`` is among ``against``'s waits, from what is
    visible (``seen``: :func:`~.outlook.visible`)."""
    waits, safe = known(game, against)
    if tile in waits:
        return 1.0
    if tile in safe:
        return 0.0
    river = [parse_tile(x) for x in game.table.river[against]]
    if tile < 27 and _safe_suit(game, against, tile // 9):
        return 0.0
    if tile >= 27:
        unseen = 4 - seen[tile]
        level = 0.0 if unseen <= 0 else 0.3 if unseen == 1 else 0.6
    else:
        n = tile % 9 + 1
        level = {1: 0.6, 9: 0.6, 2: 0.8, 8: 0.8}.get(n, 1.0)
        suji = [tile + d for d in (-3, 3) if 1 <= n + d <= 9]
        if suji and all(x in river for x in suji):
            level *= 0.6
        elif any(x in river for x in suji):
            level *= 0.8
    if tile in river:
        level *= 0.2
    return level


def deal_in_cost(game: Any, tile: int, against: Sequence[Threat], seen: Sequence[int]
                 ) -> float:
    """The expected points lost by discarding ``tile`` to the ``against`` threats."""
    return sum(th.level * th.worth * danger(game, tile, th.seat, seen) for th in against)


def feeds(game: Any, tile: int, against: Sequence[Threat]) -> bool:
    """``tile`` is a known wait of one of ``against`` (a 血流 winner's, :func:`known`)."""
    return any(tile in known(game, th.seat)[0] for th in against)


__all__ = ["SIGNS", "Threat", "threats", "known", "danger", "deal_in_cost", "feeds"]
