"""The wall (牌墙): stacks in front of each seat, the dice, the break, and where drawing has
reached from the front (ordinary draws) and from the back (kong replacements).

Seed 002 (大師游): "108張牌，東西兩家面前13墩牌，南北兩家面前14墩牌。莊家擲1枚骰子，決定從
哪裡開始抓牌。1點：自己面前跳過1墩，2點：下家面前跳過2墩，3點：對家面前跳過3墩，4點：上家面前
跳過4墩，5點：自己面前跳過5墩，6點：下家面前跳過6墩。" So the broken wall is the one of seat
``dealer + (die − 1)`` (mod 4; ``seat + 1`` is the 下家) and ``die`` stacks are skipped.

R-M14: the seed does not say which end to count from. We count the skipped stacks from the
right-hand end of that wall as its owner sees it, and draw from the break clockwise (towards
the owner's left, then on to the 上家's wall); kong replacements come from the other side of
the break (the back), the last stack's top tile first.

Seats are 0 东, 1 南, 2 西, 3 北 in turn order, so sides 0 and 2 have 13 stacks and sides 1
and 3 have 14 (:data:`STACKS`). A stack is two tiles, the top one drawn first.

>>> w = Wall([f"{1 + i % 9}m" for i in range(108)], dealer=0, die=3)
>>> w.break_seat, w.break_stack, w.remaining
(2, 3, 108)
>>> w.draw(), w.draw_back(), w.remaining   # tiles[106]: the last stack's top
('1m', '8m', 106)
>>> WALL_DIE[4]   # a 4: the 上家's wall, skip 4 stacks
(3, 4)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

STACKS = (13, 14, 13, 14)  # 東 南 西 北: "東西兩家面前13墩牌，南北兩家面前14墩牌"
# the wall-break die: value → (seat offset from the dealer, stacks skipped); seed 002
WALL_DIE: dict[int, tuple[int, int]] = {1: (0, 1), 2: (1, 2), 3: (2, 3), 4: (3, 4), 5: (0, 5),
                                        6: (1, 6)}
SEAT_ZH = ("自己", "下家", "对家", "上家")  # by offset from a seat


class WallError(ValueError):
    """Drawing from an empty wall, or a wall that does not fit its stacks."""


@dataclass(frozen=True)
class WallView:
    """What a table shows of the wall (all tiles face down).

    ``stacks[side][k]`` is how many tiles (0-2) stack ``k`` of the wall in front of seat
    ``side`` still holds, ``k`` counted from that wall's right-hand end as its owner sees it
    (R-M14). ``front``/``back`` are the (side, stack) the next ordinary draw / kong replacement
    comes from (None when the wall is empty)."""

    stacks: tuple[tuple[int, ...], ...]
    break_seat: int
    break_stack: int
    front: tuple[int, int] | None
    back: tuple[int, int] | None
    remaining: int
    dice: tuple[int, ...] = ()


def roll(rng: random.Random, n: int = 1) -> tuple[int, ...]:
    """``n`` dice from ``rng`` (1-6 each)."""
    return tuple(rng.randint(1, 6) for _ in range(n))


def break_point(dealer: int, die: int) -> tuple[int, int]:
    """(seat whose wall breaks, stacks skipped) for the dealer's die (seed 002's table).

    >>> break_point(1, 2)   # 2點：下家面前跳過2墩 — the dealer 南's 下家 is 西
    (2, 2)
    """
    if die not in WALL_DIE:
        raise WallError(f"a die shows 1-6, not {die!r}")
    offset, skip = WALL_DIE[die]
    return (dealer + offset) % 4, skip


def ring(break_seat: int, skip: int, stacks: Sequence[int] = STACKS) -> list[tuple[int, int]]:
    """Every stack (side, k) in drawing order from the break: clockwise, i.e. along the
    broken wall towards its owner's left, then the 上家's wall (seat − 1), and so on, ending
    with the skipped stacks (the back, where kong replacements come from).

    >>> ring(0, 1, (2, 2, 2, 2))
    [(0, 1), (3, 0), (3, 1), (2, 0), (2, 1), (1, 0), (1, 1), (0, 0)]
    """
    order = []
    for step in range(5):
        side = (break_seat - step) % 4
        ks = range(stacks[side])
        if step == 0:
            ks = range(skip, stacks[side])
        elif step == 4:
            ks = range(skip)
        order += [(side, k) for k in ks]
    return order


class Wall:
    """A wall of ``tiles`` (listed in drawing order from the break) with the dealer's break.

    ``draw`` takes from the front, ``draw_back`` from the back (a kong replacement);
    ``remaining`` counts both ends; ``dealt`` lists the positions (indices into ``tiles``)
    drawn so far, in order: each at most once. Mutable: the Game owns one per hand."""

    def __init__(self, tiles: Sequence[str], dealer: int = 0, die: int = 1,
                 stacks: Sequence[int] = STACKS):
        if len(tiles) != 2 * sum(stacks):
            raise WallError(f"{len(tiles)} tiles do not fill {sum(stacks)} stacks of two")
        self.tiles, self.stacks, self.dice = list(tiles), tuple(stacks), (die,)
        self.break_seat, self.break_stack = break_point(dealer, die)
        self.order = ring(self.break_seat, self.break_stack, self.stacks)
        self.front = 0                   # tiles taken from the front
        self.back = 0                    # tiles taken from the back
        self.taken = bytearray(len(self.tiles))   # 1 where a position has been drawn
        self.dealt: list[int] = []       # the positions drawn, in order (audits and tests)
        self._ahead = 0                  # the front's next position (index into tiles)
        self._behind = 0                 # the back's next position (k from the back)

    @classmethod
    def shuffled(cls, tiles: Sequence[str], rng: random.Random, dealer: int = 0,
                 stacks: Sequence[int] = STACKS) -> Wall:
        """A shuffled wall and the dealer's die, both from ``rng`` (one seed: one hand)."""
        tiles = list(tiles)
        rng.shuffle(tiles)
        return cls(tiles, dealer, roll(rng)[0], stacks)

    @property
    def remaining(self) -> int:
        return len(self.tiles) - self.front - self.back

    def _position(self, k: int) -> int:
        """The index in ``tiles`` of the k-th tile from the back: top before bottom."""
        stack_from_end, level = divmod(k, 2)
        return len(self.tiles) - 2 * (stack_from_end + 1) + level

    def _take(self, i: int) -> str:
        self.taken[i] = 1
        self.dealt.append(i)
        return self.tiles[i]

    def draw(self) -> str:
        """The next tile from the front. Where the front reaches a stack the back has already
        opened (after an odd number of replacements), it takes the tile left there:
        no position is dealt twice."""
        if not self.remaining:
            raise WallError("the wall is empty")
        while self.taken[self._ahead]:
            self._ahead += 1
        self.front += 1
        return self._take(self._ahead)

    def draw_back(self) -> str:
        """A kong replacement from the back of the wall (top of the last stack first; the
        tile left in a stack the front has opened, when the two ends meet)."""
        if not self.remaining:
            raise WallError("the wall is empty")
        while self.taken[self._position(self._behind)]:
            self._behind += 1
        self.back += 1
        return self._take(self._position(self._behind))

    def view(self) -> WallView:
        return view(self.break_seat, self.break_stack, self.front, self.back, self.dice,
                    self.stacks)


def view(break_seat: int, skip: int, front: int, back: int, dice: tuple[int, ...] = (),
         stacks: Sequence[int] = STACKS) -> WallView:
    """The :class:`WallView` after ``front`` tiles were drawn and ``back`` replacements
    taken; needs no tiles, so a replay (whose events hold no wall) can show the wall.

    >>> v = view(0, 1, 3, 1, stacks=(2, 2, 2, 2))
    >>> v.stacks, v.front, v.back, v.remaining
    (((1, 0), (2, 2), (2, 2), (1, 2)), (3, 0), (0, 0), 12)
    """
    order = ring(break_seat, skip, stacks)
    total = 2 * len(order)
    if front + back > total:
        raise WallError(f"{front} + {back} tiles drawn from a wall of {total}")
    left = [[2] * n for n in stacks]
    for k in range(front):
        side, s = order[k // 2]
        left[side][s] -= 1
    for k in range(back):
        stack_from_end = k // 2
        side, s = order[len(order) - 1 - stack_from_end]
        left[side][s] -= 1
    remaining = total - front - back
    nxt = order[front // 2] if remaining else None
    last = order[len(order) - 1 - back // 2] if remaining else None
    return WallView(tuple(tuple(x) for x in left), break_seat, skip, nxt, last, remaining, dice)
