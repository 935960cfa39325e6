"""The end of a 斗地主 hand searched: the hidden cards sampled, each sample solved exactly.

Near the end of a hand few cards remain and the strong seat (:mod:`.doudizhu_strong`) stops
guessing: it deals the cards it has not seen to the other two hands, as many as each holds,
in several ways consistent with what it knows (:func:`samples`: the cards played are gone,
and the 底牌, shown to all, are in the landlord's hand until he could have played them), and
for each deal it solves the hand exactly (:class:`Solver`: minimax over every legal play,
memoised, the landlord against the two farmers, the first to play out winning; of the plays
that differ only in the low cards they carry, a trio's, plane's or four's wings, it weighs
the :data:`WINGS` lowest). The play that wins in the most deals is chosen (:func:`search`).

The search is capped by a count of positions visited, never by the clock, so the same hand
is searched alike everywhere (a replay plays as the hand did). A deal whose solution does
not fit in the cap is left out; when none fits, the seat plays by its plan.

>>> s = Solver(landlord=0)
>>> hands = (counts("2"), counts("3"), counts("4"))
>>> s.wins(hands, 0, None, 0)  # the landlord leads his last card
True
>>> s.wins((counts("34"), counts("5"), counts("A")), 0, None, 0)  # he cannot get both out
False
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ...cards.doudizhu import ORDER, TYPES
from ...cards.doudizhu_find import NEEDS, plays_of

Counts = tuple[int, ...]
Hands = tuple[Counts, Counts, Counts]
# a play as the search sees it: (type, key, pattern); passing is PASS
Move = tuple[str, int, str]
PASS: Move = ("pass", -1, "")
BOMBS = ("bomb", "rocket")
NODES = 2500  # positions one deal's solution may visit
SAMPLES = 6  # deals of the hidden cards searched
WINGS = 2  # wing choices searched per trio, plane or four
WINGED = frozenset(("trio_single", "trio_pair", "plane_single", "plane_pair", "four_two_single",
                    "four_two_pair"))
TOTAL = 7500  # positions all the deals of one decision may visit together
SEARCH_CARDS = 26  # cards left in the three hands at which the search takes over


class Budget(Exception):
    """The solution does not fit in the cap of positions."""


def counts(ranks: str) -> Counts:
    """The counts per rank of a rank pattern.

    >>> counts("3BR")[0], counts("3BR")[-2:]
    (1, (1, 1))
    """
    c = [0] * 15
    for r in ranks:
        c[ORDER.index(r)] += 1
    return tuple(c)


def minus(c: Counts, pattern: str) -> Counts:
    out = list(c)
    for r in pattern:
        out[ORDER.index(r)] -= 1
    return tuple(out)


def _lowest_wings(found: list[Move]) -> list[Move]:
    """Of the plays that differ only in their wings (a trio, plane or four with other cards),
    the :data:`WINGS` with the lowest wings: a search weighs where to go, not which low card
    rides along (found in order of key, size, then ranks: the lowest wings first)."""
    seen: dict[tuple[str, int, int], int] = {}
    out = []
    for m in found:
        group = (m[0], m[1], len(m[2]))
        seen[group] = seen.get(group, 0) + 1
        if seen[group] <= WINGS or m[0] not in WINGED:
            out.append(m)
    return out


@lru_cache(maxsize=1 << 16)
def leads(c: Counts, adjacent: bool = True) -> tuple[Move, ...]:
    """Every play ``c`` can lead (with :data:`WINGS` wings each at most), the bigger plays
    first (they end a hand sooner)."""
    most = max(c)
    out = [(t.key, k, p) for t in TYPES if NEEDS.get(t.key, 0) <= most
           for k, p in plays_of(c, t.key, None, adjacent)]
    return tuple(sorted(dict.fromkeys(_lowest_wings(out)), key=lambda m: (-len(m[2]), m[1])))


@lru_cache(maxsize=1 << 16)
def answers(c: Counts, prev: Move, adjacent: bool = True) -> tuple[Move, ...]:
    """Every play of ``c`` that beats ``prev`` (same type and size and higher, a higher bomb,
    the rocket; seed §3.8), lowest first, bombs last."""
    kind, key, pat = prev
    if kind == "rocket":
        return ()
    out: list[Move] = []
    if kind != "bomb":
        out += _lowest_wings([(kind, k, p) for k, p in plays_of(c, kind, len(pat), adjacent)
                              if k > key])
    out += [("bomb", k, p) for k, p in plays_of(c, "bomb", None, adjacent)
            if kind != "bomb" or k > key]
    if c[13] and c[14]:
        out.append(("rocket", 14, "BR"))
    return tuple(out)


class Solver:
    """Exact minimax of a position whose three hands are known: does the landlord win?"""

    def __init__(self, landlord: int, nodes: int = NODES, adjacent: bool = True):
        self.landlord, self.cap, self.adjacent = landlord, nodes, adjacent
        self.nodes = 0
        self.memo: dict[tuple, bool] = {}

    def wins(self, hands: Hands, turn: int, prev: Move | None, prev_seat: int) -> bool:
        """Does the landlord win from here, ``turn`` to play, ``prev`` (by ``prev_seat``) the
        play to beat (None: ``turn`` leads)? Budget when the cap of positions is spent."""
        key = (hands, turn, prev, prev_seat if prev else -1)
        got = self.memo.get(key)
        if got is not None:
            return got
        self.nodes += 1
        if self.nodes > self.cap:
            raise Budget
        mine = turn == self.landlord
        result = not mine  # what the side to move gets if nothing better is found
        for move in self.moves(hands[turn], prev, prev_seat, turn):
            if self.after(hands, turn, move, prev, prev_seat) == mine:
                result = mine
                break
        self.memo[key] = result
        return result

    def moves(self, c: Counts, prev: Move | None, prev_seat: int, turn: int) -> list[Move]:
        """The moves to try, the likeliest best first: what plays the hand out, then (a
        partner's play standing) passing, then the plays, then passing."""
        if prev is None:
            found = list(leads(c, self.adjacent))
        else:
            found = list(answers(c, prev, self.adjacent))
            partner = (turn == self.landlord) == (prev_seat == self.landlord)
            found = [PASS] + found if partner else found + [PASS]
        size = sum(c)
        return sorted(found, key=lambda m: len(m[2]) != size)

    def after(self, hands: Hands, turn: int, move: Move, prev: Move | None, prev_seat: int
              ) -> bool:
        """Does the landlord win after ``turn`` makes ``move``?"""
        nxt = (turn + 1) % 3
        if move == PASS:
            return self.wins(hands, nxt, None if nxt == prev_seat else prev, prev_seat)
        left = minus(hands[turn], move[2])
        if not any(left):
            return turn == self.landlord
        new = tuple(left if i == turn else h for i, h in enumerate(hands))
        return self.wins(new, nxt, move, turn)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Position:
    """What one seat knows at its turn: its own hand, the others' card counts, the unseen
    cards, the 底牌 ranks still surely in the landlord's hand, the play to beat."""

    seat: int
    landlord: int
    own: Counts
    sizes: tuple[int, int, int]
    unseen: Counts  # the cards in the other two hands, together
    known: Counts  # of those, ranks surely in the landlord's hand (the 底牌 not yet played)
    prev: Move | None
    prev_seat: int


def samples(p: Position, rng: random.Random, n: int = SAMPLES) -> list[Hands]:
    """``n`` deals of the unseen cards to the other two hands, as many as each holds, the
    底牌 still unplayed with the landlord."""
    others = [s for s in range(3) if s != p.seat]
    free = [r for r, k in enumerate(p.unseen) for _ in range(k - p.known[r])]
    out = []
    for _ in range(n):
        rng.shuffle(free)
        hands: list[Counts] = [p.own, p.own, p.own]
        at = 0
        for s in others:
            c = list(p.known) if s == p.landlord else [0] * 15
            need = p.sizes[s] - sum(c)
            for r in free[at:at + need]:
                c[r] += 1
            at += need
            hands[s] = tuple(c)
        out.append((hands[0], hands[1], hands[2]))
    return out


@dataclass(frozen=True)
class Verdict:
    """The search's answer: each candidate move's count of deals won, of ``solved`` deals."""

    wins: dict[Move, int]
    solved: int

    def best(self) -> list[Move]:
        """The moves that win in the most deals."""
        top = max(self.wins.values())
        return [m for m, w in self.wins.items() if w == top]


def search(p: Position, rng: random.Random, n: int = SAMPLES, nodes: int = NODES,
           adjacent: bool = True) -> Verdict | None:
    """Each legal move's count of sampled deals it wins for ``p.seat``'s side, solved
    exactly; None when the first deal's solution does not fit in ``nodes`` positions (nor,
    then, is the rest tried: they are as big). All the deals together visit at most
    :data:`TOTAL` positions: the deals left when it is spent are not searched."""
    own = p.own
    moves: Sequence[Move] = leads(own, adjacent) if p.prev is None else \
        answers(own, p.prev, adjacent) + (PASS,)
    wins = dict.fromkeys(moves, 0)
    solved = 0
    we_landlord = p.seat == p.landlord
    spent = 0
    for hands in samples(p, rng, n):
        if spent >= TOTAL:  # the decision's budget is spent: decide on the deals solved
            break
        solver = Solver(p.landlord, min(nodes, TOTAL - spent), adjacent)
        try:
            results = {m: solver.after(hands, p.seat, m, p.prev, p.prev_seat) for m in moves}
        except Budget:
            if not solved:  # the first deal does not fit: the others are as big, stop
                return None
            break
        finally:
            spent += solver.nodes
        solved += 1
        for m, landlord_wins in results.items():
            wins[m] += landlord_wins == we_landlord
    return Verdict(wins, solved) if solved else None


__all__ = ["BOMBS", "Budget", "Move", "NODES", "PASS", "Position", "SAMPLES", "SEARCH_CARDS",
           "TOTAL", "Solver", "Verdict", "answers", "counts", "leads", "minus", "samples", "search"]
