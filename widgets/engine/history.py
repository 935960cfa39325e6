"""What the events before a win show about it: the Situation fields that depend on the
history, derived instead of taken from what the Win event claims (issue 16 item 5, P-H1).

A Win event may still spell a flag out (``{"kong_discard": True}``); settlement then checks
it against the history and refuses the event when they disagree (:class:`HistoryError`, a
``ValueError`` naming the event, the flag, both values and what the history shows). A flag
left out is derived. Refusing rather than silently correcting is what a replay loader wants:
a record that claims a 杠上炮 no kong preceded is a wrong record (P-H1).

The flags and how the events show them (seats absolute, as in :mod:`.events`):

* ``self_drawn``: ``from_seat`` is None.
* ``after_kong`` (a self-drawn win on a kong's replacement): the winning tile is the seat's
  replacement Draw, and the seat's event before that Draw is its Kong. A replacement after a
  flower (补花: the seat's Draw of a flower, or its Deal) is not one: 双人 "补花成和计自摸分，
  不计杠上开花". A replacement after the seat's own Discard is 武汉's 红中杠/赖子杠 (played
  out, "打出来也是杠牌", R-W1): a kong's. A replacement whose cause is not in the events (they
  start later) counts as a kong's.
* ``kong_discard`` (杠上炮, and 呼叫转移 in Sichuan): the discard won on was its seat's first
  discard after its own Kong, only that seat's Draws (and Passes) between.
* ``robbing_kong``: the Win's own word for what it is, checked: the tile was not just
  discarded by ``from_seat``, and the robbed kong's kind — 'added' if the events show
  ``from_seat``'s 碰 of the tile, 'concealed' if they show its deal and no 碰 — is one the
  variant lets be robbed (:meth:`~.rules.MahjongRules.unrobbable`).
* ``last_tile`` (海底): self-drawn, the winning Draw left ``wall_remaining`` 0; on a discard,
  the last Draw before it did. A Draw without ``wall_remaining`` shows nothing.
* ``first_turn`` (天胡/地胡/人胡): the events start with the deal, no 吃/碰/杠/胡 came before
  (nor does the winning hand show one that the events leave out), and: the dealer
  self-draws before any draw of its own (replacements for flowers aside); a non-dealer
  self-draws on its first draw; or the winning tile is the hand's first discard, the
  dealer's (not a kong robbed after it).
* ``dealer``: the ``dealer`` given, else the seat whose Deal holds 14 tiles; unknown (no
  such Deal) leaves the Win's word.
* ``wall_remaining``: the last Draw's, when it says.
* ``declared_ready`` / ``declared_at_start`` (双人's 报听, R-D13): the winner's Declare came
  before the win; 天听 when it came before the hand's first discard and no kong of its own
  (a dealer's 暗杠 after the deal voids 天听). A record with no Declare at all leaves the
  Win's word (records from before 报听 was played).

>>> from widgets.engine.events import Discard, Draw, Kong, Win
>>> ev = [Kong(1, "9p", "concealed"), Draw(1, "4p", replacement=True), Discard(1, "2p"),
...       Win(2, "2p", 1, "123m456m789m11p22p +2p", {"kong_discard": True})]
>>> win_history(ev, 3).situation.kong_discard
True
>>> win_history(ev[2:], 1)
Traceback (most recent call last):
...
widgets.engine.history.HistoryError: event 2 (win): kong_discard is claimed True, but the \
events show False: no kong by seat 1 came right before its discard of 2p (P-H1)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .events import Claim, Deal, Declare, Discard, Draw, Kong, Pass, Win
from .notation import parse_hand
from .situation import Situation

HISTORY_FLAGS = ("after_kong", "kong_discard", "robbing_kong", "last_tile", "first_turn",
                 "dealer", "wall_remaining")
OPENING = (Claim, Kong, Win)  # after any of these there is no 天胡/地胡/人胡


class HistoryError(ValueError):
    """A Win whose claimed ``flag`` contradicts what the events before it show."""

    def __init__(self, index: int, flag: str, claimed: Any, derived: Any, why: str):
        self.index, self.flag, self.claimed, self.derived = index, flag, claimed, derived
        super().__init__(f"event {index + 1} (win): {flag} is claimed {claimed!r}, but the events "
                         f"show {derived!r}: {why} (P-H1)")


@dataclass(frozen=True)
class WinHistory:
    """A Win as its history shows it: the ``situation`` to score (every history flag
    derived), the index of the ``discard`` it takes (None: self-drawn, robbed, or not in the
    events), the ``kong`` whose income 呼叫转移 moves (the Kong right before that discard),
    and for a robbing win the robbed kong's ``robbed`` kind ('added', 'concealed'; None when
    the events do not show it)."""

    situation: Situation
    discard: int | None = None
    kong: int | None = None
    robbed: str | None = None


def same_discard(e: Any, w: Win) -> bool:
    """``e`` is another Win on the same discard (一炮多响) as ``w``."""
    return (isinstance(e, Win) and w.from_seat is not None and e.from_seat == w.from_seat
            and e.tile == w.tile)


def _back(events: Sequence[Any], start: int, skip: Callable[[Any], bool]) -> int | None:
    """The index of the last event before ``start`` that ``skip`` does not pass over."""
    for j in range(start - 1, -1, -1):
        if not skip(events[j]):
            return j
    return None


def kong_before_discard(events: Sequence[Any], discard: int) -> int | None:
    """The index of the discarder's Kong right before the Discard at ``discard``: only its own
    Draws (the replacement) and Passes between (杠上炮, 呼叫转移 R-S10)."""
    seat = events[discard].seat
    j = _back(events, discard, lambda e: isinstance(e, Pass)
              or (isinstance(e, Draw) and e.seat == seat))
    if j is not None and isinstance(events[j], Kong) and events[j].seat == seat:
        return j
    return None


def dealer_of(events: Sequence[Any], dealer: int | None = None) -> int | None:
    """``dealer`` if given, else the seat whose Deal holds 14 tiles (a kong counting 3)."""
    if dealer is not None:
        return dealer
    for e in events:
        if isinstance(e, Deal) and parse_hand(e.hand).size == 14:
            return e.seat
    return None


def _robbed_kind(events: Sequence[Any], index: int, seat: int, tile: str) -> str | None:
    pon = False
    dealt = False
    for e in events[:index]:
        if isinstance(e, Claim) and (e.seat, e.kind, e.tile) == (seat, "pon", tile):
            pon = True
        elif isinstance(e, Kong) and (e.seat, e.tile) == (seat, tile):
            pon = False  # already a kong: nothing left to add to
        elif isinstance(e, Deal) and e.seat == seat:
            dealt = True
    return "added" if pon else "concealed" if dealt else None


def _first_turn(events: Sequence[Any], index: int, w: Win, dealer: int | None) -> tuple[bool, str]:
    before = [e for e in events[:index] if not same_discard(e, w)]
    if dealer is None or not any(isinstance(e, Deal) for e in before):
        return False, "the events do not start with the deal (who deals, and what came first)"
    if w.parsed().melds:  # a record may leave out the claims: the hand still shows them
        return False, "the winning hand shows a 吃, 碰 or 杠, so one came before the win"
    opened = next((e for e in before if isinstance(e, OPENING)), None)
    if opened is not None:
        return False, f"a {opened.type} ({getattr(opened, 'kind', '')}) came first".replace(
            " ()", "")
    discards = [e for e in before if isinstance(e, Discard)]
    if w.from_seat is not None:
        # the winning tile must be that discard: a robbed 暗杠 (大师游) leaves no Kong event
        first = discards[0] if len(discards) == 1 else None
        if (first is not None and first.seat == dealer == w.from_seat and first.tile == w.tile
                and not w.situation.get("robbing_kong")):
            return True, "the win is on the dealer's first discard, nothing claimed before"
        return False, "the win is not on the dealer's first discard"
    draws = sum(1 for e in before if isinstance(e, Draw) and e.seat == w.seat
                and not e.replacement)
    if w.seat == dealer:
        if draws == 0 and not discards:
            return True, "the dealer wins on the deal"
        return False, "the dealer has drawn or discarded since the deal"
    if draws == 1:
        return True, f"seat {w.seat} wins on its first draw, nothing claimed before"
    return False, f"it is draw {draws} of seat {w.seat}, not its first"


def _declared(events: Sequence[Any], index: int, seat: int) -> tuple[bool, bool]:
    """(declared ready, at the start: 天听) for ``seat`` from the events before ``index``."""
    at = next((i for i, e in enumerate(events[:index])
               if isinstance(e, Declare) and e.seat == seat), None)
    if at is None:
        return False, False
    start = not any(isinstance(e, Discard) or (isinstance(e, Kong) and e.seat == seat)
                    for e in events[:at])
    return True, start


def win_history(events: Sequence[Any], index: int, *, dealer: int | None = None,
                unrobbable: Mapping[str, tuple[str, str]] | None = None) -> WinHistory:
    """The Win at ``events[index]`` as the events before it show it (see the module doc);
    :class:`HistoryError` when a flag it spells out disagrees. ``dealer`` is the dealing
    seat if known beyond the Deals; ``unrobbable`` the variant's table of kongs that cannot
    be robbed (kind → (reason, ruling))."""
    w = events[index]
    if not isinstance(w, Win):
        raise ValueError(f"event {index + 1} is a "
                         f"{getattr(w, 'type', type(w).__name__)}, not a win")
    claimed = dict(w.situation)
    # each step fills in the flags it derives and, for a claim that disagrees, why
    derived: dict[str, Any] = {"self_drawn": w.from_seat is None}
    why: dict[str, str] = {}
    dealer = dealer_of(events[:index], dealer)
    own = _back(events, index, lambda e: isinstance(e, Pass) or same_discard(e, w))
    robbing = bool(claimed.get("robbing_kong"))
    discard = kong = robbed = None
    if w.from_seat is None:
        draw = _self_drawn(events, own, w, derived, why)
    else:
        discard, kong, robbed = _on_discard(events, index, own, w, robbing, unrobbable,
                                            derived, why)
        j = _back(events, index, lambda e: not isinstance(e, Draw))
        draw = events[j] if j is not None else None
    derived["robbing_kong"] = robbing
    _wall_and_dealer(draw, w, dealer, derived, why)
    derived["first_turn"], why["first_turn"] = _first_turn(events, index, w, dealer)
    if any(isinstance(e, Declare) for e in events[:index]):
        _declared_flags(events, index, w.seat, derived, why)
    for flag, value in derived.items():
        if flag in claimed and flag != "self_drawn" and claimed[flag] != value:
            raise HistoryError(index, flag, claimed[flag], value, why.get(flag, ""))
    situation = Situation.from_dict(claimed | derived)
    return WinHistory(situation, discard, kong, robbed)


def _self_drawn(events: Sequence[Any], own: int | None, w: Win, derived: dict[str, Any],
                why: dict[str, str]) -> Draw | None:
    """A self-drawn win's ``after_kong`` and ``kong_discard``; the Draw that brought the
    winning tile (``events[own]``, when it is one)."""
    prev = events[own] if own is not None else None
    draw = None
    if isinstance(prev, Draw) and (prev.seat, prev.tile) == (w.seat, w.tile):
        draw = prev
    after = False
    if draw is not None and own is not None and draw.replacement:  # own: draw's index
        cause = _back(events, own, lambda e: getattr(e, "seat", None) != w.seat
                      or isinstance(e, Pass))
        c = events[cause] if cause is not None else None
        # a kong's; or the seat's own play-out that counts as a kong and draws a
        # replacement (武汉 红中杠/赖子杠, "打出来也是杠牌", R-W1); not a flower's
        after = c is None or isinstance(c, Kong | Discard)
        why["after_kong"] = (f"seat {w.seat} drew {w.tile} as a kong's replacement" if after
                             else "the replacement follows a flower (补花成和计自摸分，不计杠上"
                             "开花)")
    else:
        why["after_kong"] = f"seat {w.seat} did not draw {w.tile} as a kong's replacement"
    derived["after_kong"] = after
    derived["kong_discard"] = False
    why["kong_discard"] = "a self-drawn win is on no discard"
    return draw


def _on_discard(events: Sequence[Any], index: int, own: int | None, w: Win, robbing: bool,
                unrobbable: Mapping[str, tuple[str, str]] | None, derived: dict[str, Any],
                why: dict[str, str]) -> tuple[int | None, int | None, str | None]:
    """A win on another seat's tile: ``after_kong`` and ``kong_discard``, and (discard, kong,
    robbed) of :class:`WinHistory`; a robbing win checked against the discard just made and
    the kongs that cannot be robbed."""
    derived["after_kong"] = False
    why["after_kong"] = "after_kong is a self-drawn win on a kong's replacement"
    prev = events[own] if own is not None else None
    took = isinstance(prev, Discard) and (prev.seat, prev.tile) == (w.from_seat, w.tile)
    discard = kong = robbed = None
    if robbing:
        if took:
            raise HistoryError(index, "robbing_kong", True, False,
                               f"seat {w.from_seat} discarded {w.tile} right before: a "
                               "discard win, not a robbed kong")
        assert w.from_seat is not None  # a win on another seat's tile names that seat
        robbed = _robbed_kind(events, index, w.from_seat, w.tile)
        if robbed is not None and unrobbable and robbed in unrobbable:
            reason, ruling = unrobbable[robbed]
            raise HistoryError(index, "robbing_kong", True, False,
                               f"the robbed kong would be {robbed}: {reason}"
                               + (f" ({ruling})" if ruling else ""))
        derived["kong_discard"] = False
        why["kong_discard"] = "a robbed kong is not a discard"
        return discard, kong, robbed
    if took and own is not None:  # took: events[own] is the discard
        discard = own
        kong = kong_before_discard(events, own)
    derived["kong_discard"] = kong is not None
    why["kong_discard"] = (f"seat {w.from_seat} discarded {w.tile} right after its kong"
                           if kong is not None else f"no kong by seat {w.from_seat} came "
                           f"right before its discard of {w.tile}")
    return discard, kong, robbed


def _wall_and_dealer(draw: Any, w: Win, dealer: int | None, derived: dict[str, Any],
                     why: dict[str, str]) -> None:
    """``last_tile`` and ``wall_remaining`` from ``draw`` (the last one), ``dealer``."""
    left = draw.wall_remaining if draw is not None else None
    derived["last_tile"] = left == 0
    why["last_tile"] = ("no Draw before the win shows the wall empty (wall_remaining 0)"
                        if left is None else "the last Draw emptied the wall" if left == 0
                        else f"the wall still held {left} tiles")
    if left is not None:
        derived["wall_remaining"] = left
        why["wall_remaining"] = "the last Draw says so"
    if dealer is not None:
        derived["dealer"] = w.seat == dealer
        why["dealer"] = f"seat {dealer} deals"


def _declared_flags(events: Sequence[Any], index: int, seat: int, derived: dict[str, Any],
                    why: dict[str, str]) -> None:
    """``declared_ready`` and ``declared_at_start`` (报听, R-D13) of the winner."""
    declared = _declared(events, index, seat)
    derived["declared_ready"], derived["declared_at_start"] = declared
    why["declared_ready"] = why["declared_at_start"] = (
        f"seat {seat} declared ready" + (" before the first discard" if declared[1]
                                          else "") if declared[0]
        else f"seat {seat} did not declare ready (报听)")


def check_not_after_end(index: int, e: Any, ended: int | None) -> None:
    """ValueError for an event ``e`` at ``events[index]`` that comes after the End at
    ``events[ended]`` (None: no End yet); the message counts the events from 1."""
    if ended is not None:
        raise ValueError(f"event {index + 1} ({e.type}): after the End at event {ended + 1}")


def cannot_win(index: int, hand: str, err: Exception) -> ValueError:
    """The error a settlement raises for the Win at ``events[index]`` whose hand the rules
    refuse (``err`` says why); the message counts the events from 1."""
    return ValueError(f"event {index + 1} (win): {hand!r} cannot win: {err}")


def check_discard_win(index: int, w: Win, last: tuple[int, str] | None,
                      required: bool = False) -> None:
    """ValueError unless the discard win ``w`` at ``events[index]`` is on the last discard,
    ``last`` as (seat, tile); with no discard in the events (None) it is refused only when
    ``required``."""
    if last is None and not required:
        return
    if last is None or tuple(last) != (w.from_seat, w.tile):
        shown = f"{last[1]} by seat {last[0]}" if last is not None else "none"
        raise ValueError(f"event {index + 1} (win): on {w.tile} from seat {w.from_seat}, but "
                         f"the last discard is {shown}")


__all__ = ["HISTORY_FLAGS", "HistoryError", "WinHistory", "cannot_win", "check_discard_win",
           "check_not_after_end", "dealer_of", "kong_before_discard", "same_discard",
           "win_history"]
