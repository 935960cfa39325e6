"""跑胡子 actions on a shown card: what each seat may or must do (:class:`ClaimRight`,
:class:`Claims`), the ways to 吃 with their 下火, the group a forced action puts down and
which of its cards lie face up, and the 臭牌/忍碰 memory (:class:`Memory`) the table keeps.

Rulings here:

- P-PH14: a card becomes a seat's 臭牌 only when that seat had the choice and declined: it
  could 吃 or 碰 the card, nothing before it in priority took the card, and the card came
  from its 上家 (discarded or drawn) or from its own draw (seed rule 6). A 吃 pre-empted by
  another seat's 碰 was no choice. A 碰 declined on the 下家's card is a 忍碰 (rule 7) but
  not a 臭牌.
- P-PH15: 臭偎 needs a 忍碰 of that card (rule 2: 忍碰之后，又偎牌); a declined 吃 alone
  leaves the later 偎 an ordinary one.
- P-PH16: the eater chooses how to 吃: every way is offered (:attr:`ClaimRight.ways`), each with
  the 下火 it forces (rule 10).
- P-PH17: which cards of a group put down lie face up: a 偎 (嘯) none ("但不明示"), a 臭偎
  one ("兩張暗一張明"), a 提 (傾) one ("三張暗，一張明示"; from a 臭偎 two), a 跑, 碰 or
  吃 all.
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..cards import NotAllowed, is_seat
from .groups import N, chi_kind, value
from .notation import as_cards, card_text, card_zh

ACTION_ZH = {"hu": "胡", "chi": "吃", "ti": "提", "wei": "偎", "chouwei": "臭偎", "pao": "跑",
             "peng": "碰"}

Ways = tuple[tuple[tuple[int, ...], ...], ...]


@dataclass(frozen=True)
class ClaimRight:
    """One claim on a shown card (胡, 提, 偎, 臭偎, 跑, 碰 or 吃) a seat may (or must) make,
    or one refused, with why.

    ``cards``: the groups that go down (for a 吃 its first way, 下火 included; for a forced
    action or a 碰, the one group); ``ways``: every way to 吃 (P-PH16); ``huxi``: what the
    groups of ``cards`` score; ``face_up``: for each card of the first group, whether it
    lies face up (P-PH17)."""

    seat: int
    kind: str  # hu, ti, wei, chouwei, pao, peng, chi
    allowed: bool
    reason: str
    ruling: str = ""
    forced: bool = False
    cards: tuple[tuple[int, ...], ...] = ()
    chongpao: bool = False
    ways: Ways = ()
    huxi: int = 0
    face_up: tuple[bool, ...] = ()

    @property
    def zh(self) -> str:
        return ACTION_ZH.get(self.kind, self.kind)


@dataclass(frozen=True)
class Claims:
    """Every action on a shown card, allowed ones in priority order (the first happens, or is
    the first choice offered), and the refused ones with their reasons; ``seat`` showed the
    card, drawn from the pile (``drawn``) or discarded."""

    card: int
    allowed: tuple[ClaimRight, ...]
    refused: tuple[ClaimRight, ...]
    seat: int = 0
    drawn: bool = True

    @property
    def first(self) -> ClaimRight | None:
        return self.allowed[0] if self.allowed else None


@dataclass(frozen=True)
class Memory:
    """What the table remembers per seat: ``chou`` the 臭牌 (never 吃/碰 again, seed rule 6,
    P-PH14) and ``renpeng`` the cards it declined to 碰 (忍碰: a later 偎 is a 臭偎, P-PH15).
    Pass it to :meth:`Paohuzi.claims` as ``chou=``."""

    chou: tuple[frozenset[int], ...] = (frozenset(),) * 3
    renpeng: tuple[frozenset[int], ...] = (frozenset(),) * 3

    def text(self) -> list[dict[str, list[str]]]:
        """Per seat, the cards in notation: ``[{'臭牌': ['x5'], '忍碰': ['x5']}, …]``."""
        return [{"臭牌": sorted(card_text(c) for c in self.chou[s]),
                 "忍碰": sorted(card_text(c) for c in self.renpeng[s])} for s in range(3)]


def remember(claims: Claims, taken_by: int | None, memory: Memory | None = None) -> Memory:
    """The memory after ``claims``: ``taken_by`` is the seat that took the card (None:
    nobody). Every seat whose 碰 or 吃 came before the taker's action in priority declined it
    (P-PH14); one after it never had the choice.

    >>> from widgets import rules
    >>> r = rules("paohuzi")
    >>> c = r.claims("x5", 0, ["x1", "x46 d3", "x55 d1"], drawn=False)
    >>> remember(c, taken_by=2).text()[1]    # seat 2's 碰 came first: seat 1 chose nothing
    {'臭牌': [], '忍碰': []}
    >>> [m["臭牌"] + m["忍碰"] for m in remember(c, None).text()]   # seat 2: the 下家's card
    [[], ['x5'], ['x5']]
    """
    memory = Memory() if memory is None else memory
    if not isinstance(memory, Memory):
        raise NotAllowed(f"memory is a Memory from remember(), not {memory!r}")
    order = list(claims.allowed)
    if taken_by is None:
        forced = next((a for a in order if a.forced), None)
        if forced is not None:
            raise NotAllowed(f"seat {forced.seat}'s {forced.zh} of {card_zh(claims.card)} is "
                             f"forced, so the card was taken: say taken_by={forced.seat} "
                             "(P-PH9)", "P-PH9")
        upto = len(order)
    else:
        if not is_seat(taken_by):
            raise NotAllowed(f"taken_by is 0, 1 or 2 (a seat) or None, not {taken_by!r}")
        upto = next((i for i, a in enumerate(order) if a.seat == taken_by), -1)
        if upto < 0:
            raise NotAllowed(f"seat {taken_by} could do nothing with {card_zh(claims.card)}, so "
                             "it cannot have taken it; the seats that could: "
                             f"{sorted({a.seat for a in order})}")
    chou = [set(m) for m in memory.chou]
    renpeng = [set(m) for m in memory.renpeng]
    for a in order[:upto]:
        if a.kind not in ("peng", "chi"):
            continue
        if a.kind == "peng":
            renpeng[a.seat].add(claims.card)
        from_shang = claims.seat == (a.seat - 1) % 3
        own_draw = claims.seat == a.seat and claims.drawn
        if from_shang or own_draw:
            chou[a.seat].add(claims.card)
    return Memory(tuple(frozenset(m) for m in chou), tuple(frozenset(m) for m in renpeng))


def per_seat(given: object, what: str) -> list[set[int]]:
    """Three sets of cards from ``given`` (notation or numbers per seat)."""
    if isinstance(given, str) or not isinstance(given, Sequence) or len(given) != 3:
        raise NotAllowed(f"{what}: one entry per seat (three), not {given!r}")
    return [set(as_cards(cards, f"{what}[{s}]")) for s, cards in enumerate(given)]


# ---- the group a forced action puts down -----------------------------------------------------

FACE_UP = {  # P-PH17: per kind, which of its cards lie face up (the shown card last)
    "wei": (False, False, False),
    "chouwei": (False, False, True),
    "ti": (False, False, False, True),
    "pao": (True, True, True, True),
    "peng": (True, True, True),
}


def put_down(kind: str, card: int, from_chouwei: bool = False
             ) -> tuple[tuple[int, ...], int, tuple[bool, ...]]:
    """(cards, 胡息, face up) of the group a 偎/臭偎/提/跑/碰 of ``card`` puts on the table.

    >>> put_down("ti", 4)
    ((4, 4, 4, 4), 9, (False, False, False, True))
    """
    up = FACE_UP[kind]
    if kind == "ti" and from_chouwei:
        up = (False, False, True, True)
    cards = (card,) * len(up)
    return cards, value(kind, cards), up


# ---- 吃 and 下火 -----------------------------------------------------------------------------


def eat_combos(held: Counter, c: int, split_kan: bool = False) -> list[tuple[int, ...]]:
    """Pairs of hand cards that make a 句, 二七十 or 绞 with ``c``; a card of a 坎 (three or
    four held) is never used (一坎牌不能拆散, P-PH3) unless ``split_kan`` (to say why not).

    >>> eat_combos(Counter([2, 2, 2, 3]), 4), eat_combos(Counter([2, 2, 2, 3]), 4, True)
    ([], [(2, 3)])
    """
    def usable(x: int, k: int) -> bool:
        return k <= held[x] and (split_kan or held[x] < 3)

    return [(a, b) for a, b in _eating_pairs(c)
            if (usable(a, 2) if a == b else usable(a, 1) and usable(b, 1))]


@functools.cache
def _eating_pairs(c: int) -> tuple[tuple[int, int], ...]:
    """Every pair of cards (a ≤ b) that makes a 句, 二七十 or 绞 with ``c``, whatever is held:
    the same for every hand, so worked out once per card (a play-out asks it thousands of
    times)."""
    return tuple((a, b) for a, b in itertools.combinations_with_replacement(range(N), 2)
                 if chi_kind((a, b, c)))


def xia_huo(rest: Counter, c: int) -> list[list[tuple[int, ...]]]:
    """Every way to take each remaining copy of ``c`` down with hand cards (下火); empty if
    there is none (P-PH11), ``[[]]`` if no copy is left.

    >>> xia_huo(Counter([0, 1, 2]), 2)   # hand 小1 2 3 (4 5 ate a 小3): 1 2 3 goes down too
    [[(0, 1, 2)]]
    """
    if rest[c] == 0:
        return [[]]
    less = rest - Counter({c: 1})
    out = []
    for combo in eat_combos(less, c):
        for tail in xia_huo(less - Counter(combo), c):
            out.append([tuple(sorted((*combo, c))), *tail])
    return out


def chi_ways(held: Counter, c: int) -> Ways:
    """Every way to eat ``c`` (P-PH16): the eaten group first, then the 下火 groups; two ways
    that put down the same groups are one.

    >>> from widgets.cards.paohuzi import parse_hand
    >>> [[tuple(x + 1 for x in g) for g in w]
    ...  for w in chi_ways(Counter(parse_hand("x1245").cards), 2)]
    [[(1, 2, 3)], [(2, 3, 4)], [(3, 4, 5)]]
    """
    out, seen = [], set()
    for combo in eat_combos(held, c):
        for tail in xia_huo(held - Counter(combo), c):
            way = (tuple(sorted((*combo, c))), *tail)
            key = tuple(sorted(way))
            if key not in seen:
                seen.add(key)
                out.append(way)
    return tuple(out)


def way_huxi(way: Iterable[tuple[int, ...]]) -> int:
    """胡息 of the groups a 吃 puts down (一二三 and 二七十 score; other 句 and 绞 nothing)."""
    return sum(value(chi_kind(g), g) for g in way)


__all__ = ["ClaimRight", "Claims", "Memory", "chi_ways", "put_down", "remember"]
