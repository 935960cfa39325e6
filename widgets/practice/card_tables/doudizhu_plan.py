"""How an automatic 斗地主 seat sees its hand: split into the fewest plays (a plan).

A hand is played out in as few turns as it can be split into plays, so a seat plans the split
before it plays: chains (单顺, 双顺, 三顺) first, then what is left grouped by rank (bombs, trios,
pairs, singles), the trios and planes carrying the lowest singles or pairs as wings. Of all
splits the plan keeps the one with the lowest :func:`cost`: two per play, one less for a
control play (a 2, a joker, a bomb, the rocket: it usually wins its trick and gives the lead
back), so ``34567 333+8`` (two plays) beats seven singles. This is the usual way rule-based
bots read a hand (counting "hands" and "controls"); it is our own code.

Ranks are the engine's rank patterns ('33345678'); a plan is a tuple of ``(pattern, type)``.

>>> plan("345678999")
(('34567', 'straight'), ('8999', 'trio_single'))
>>> plan("3456799922")
(('34567', 'straight'), ('999', 'trio'), ('22', 'pair'))
>>> cost("34567999J") < cost("3456799") + cost("J")
True
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from ...cards.doudizhu import INDEX, ORDER

ACE, TWO, SMALL, BIG = INDEX["A"], INDEX["2"], INDEX["B"], INDEX["R"]
# chain kinds: copies per rank, fewest links, type name
CHAINS = ((1, 5, "straight"), (2, 3, "pair_straight"), (3, 2, "trio_straight"))
Plan = tuple[tuple[str, str], ...]


def pattern(cards: Iterable[str]) -> str:
    """The ranks of ``cards`` in order, a play's or a hand's pattern ('3h 3d 4c' → '334').

    >>> pattern(["4c", "3h", "3d"])
    '334'
    """
    return "".join(sorted((c[0] for c in cards), key=ORDER.index))


def counts_of(ranks: str) -> tuple[int, ...]:
    c = [0] * len(ORDER)
    for r in ranks:
        c[INDEX[r]] += 1
    return tuple(c)


def is_control(pattern: str, kind: str) -> bool:
    """Does this play usually win its trick (a 2 or a joker at its head, a bomb, the rocket)?"""
    return kind in ("bomb", "rocket") or main_rank(pattern) >= TWO and kind in (
        "single", "pair", "trio", "trio_single", "trio_pair")


def main_rank(ranks: str) -> int:
    """The rank that makes a play (the trio of 4AAA is A, not its wing 4): the lowest of the
    ranks it holds most of."""
    most = max(ranks.count(r) for r in ranks)
    return min(INDEX[r] for r in ranks if ranks.count(r) == most)


def _group(counts: tuple[int, ...], planes: tuple[str, ...]) -> Plan:
    """The rest of a hand, with no chains left to take, grouped by rank and winged."""
    out: list[tuple[str, str]] = []
    singles: list[str] = []  # ranks
    pairs: list[str] = []
    trios: list[str] = []
    c = list(counts)
    if c[SMALL] and c[BIG]:
        out.append(("BR", "rocket"))
        c[SMALL] = c[BIG] = 0
    for i, n in enumerate(c):
        r = ORDER[i]
        if n == 4:
            out.append((r * 4, "bomb"))
        elif n:
            (singles, pairs, trios)[n - 1].append(r)
    # wings: the lowest singles or pairs below a 2 (controls stay free to win tricks)
    low_s = [r for r in singles if INDEX[r] < TWO]
    low_p = [r for r in pairs if INDEX[r] < TWO]
    for plane in planes:
        k = len(plane) // 3
        if len(low_s) >= k:
            wings, low_s = low_s[:k], low_s[k:]
            out.append((plane + "".join(wings), "plane_single"))
        elif len(low_p) >= k:
            wings, low_p = low_p[:k], low_p[k:]
            out.append((plane + "".join(w * 2 for w in wings), "plane_pair"))
        else:
            out.append((plane, "trio_straight"))
    for t in trios:
        if low_s:
            out.append((t * 3 + low_s.pop(0), "trio_single"))
        elif low_p:
            out.append((t * 3 + low_p.pop(0) * 2, "trio_pair"))
        else:
            out.append((t * 3, "trio"))
    out += [(r * 2, "pair") for r in low_p + [r for r in pairs if INDEX[r] >= TWO]]
    out += [(r, "single") for r in low_s + [r for r in singles if INDEX[r] >= TWO]]
    out = [("".join(sorted(pat, key=INDEX.__getitem__)), kind) for pat, kind in out]
    return tuple(sorted(out, key=lambda p: (INDEX[p[0][0]], -len(p[0]))))


def plan_cost(p: Plan) -> int:
    return sum(1 if is_control(pat, kind) else 2 for pat, kind in p)


@lru_cache(maxsize=1 << 16)
def _best(counts: tuple[int, ...], start: int, planes: tuple[str, ...]) -> tuple[int, Plan]:
    """The cheapest plan of ``counts`` taking chains that begin at ``start`` or above."""
    best = None
    for i in range(start, ACE + 1):
        if not counts[i]:
            continue
        for copies, fewest, kind in CHAINS:
            end = i
            while end <= ACE and counts[end] >= copies:
                end += 1
            for last in range(i + fewest, end + 1):
                rest = list(counts)
                for j in range(i, last):
                    rest[j] -= copies
                run = "".join(ORDER[j] * copies for j in range(i, last))
                if kind == "trio_straight":
                    sub = _best(tuple(rest), i, tuple(sorted(planes + (run,))))
                    found = (sub[0], sub[1])
                else:
                    sub = _best(tuple(rest), i, planes)
                    found = (sub[0] + 2, ((run, kind),) + sub[1])
                if best is None or found[0] < best[0]:
                    best = found
    grouped = _group(counts, planes)
    own = (plan_cost(grouped), grouped)
    if best is None or own[0] <= best[0]:
        best = own
    return best[0], tuple(sorted(best[1], key=lambda p: (INDEX[p[0][0]], -len(p[0]))))


def plan(ranks: str) -> Plan:
    """The cheapest split of a hand's ranks into plays (see the module's docstring)."""
    return _best(counts_of(ranks), 0, ())[1]


def cost(ranks: str) -> int:
    """What playing the hand out costs: two per play, one per control play; 0 when empty."""
    return _best(counts_of(ranks), 0, ())[0] if ranks else 0


def minus(hand: str, play: str) -> str:
    """The hand's ranks without the play's."""
    left = list(hand)
    for r in play:
        left.remove(r)
    return "".join(left)


def beatable(play: str, kind: str, unseen: tuple[int, ...], longest: int) -> bool:
    """Could the unseen cards (in hands of at most ``longest`` cards) beat this play with a
    play of its own type? Bombs in unseen hands are left aside: a seat cannot plan round them."""
    if kind == "rocket" or len(play) > longest:
        return False
    if kind == "bomb":
        return any(n == 4 for n in unseen[INDEX[play[0]] + 1:]) or bool(
            unseen[SMALL] and unseen[BIG])
    c = counts_of(play)
    copies = max(c)
    top = max(i for i, n in enumerate(c) if n == copies)
    links = sum(1 for n in c if n == copies) if kind not in (
        "single", "pair", "trio", "trio_single", "trio_pair", "four_two_single",
        "four_two_pair") else 1
    if links == 1:
        return any(n >= copies for n in unseen[top + 1:])
    for hi in range(top + 1, ACE + 1):
        if all(unseen[j] >= copies for j in range(hi - links + 1, hi + 1)):
            return True
    return False


__all__ = ["Plan", "beatable", "cost", "counts_of", "is_control", "main_rank", "minus", "plan"]
