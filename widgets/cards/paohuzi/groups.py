"""跑胡子 groupings: split hand + table + winning card into 句 二七十 绞 坎 提 碰 偎 跑 (and the
one pair where a 4-card group needs it), with up to two 王 standing for any card, and keep
the groupings with the most 胡息 (rules/cards.md §2.6, §2.7; A2).

Cards are ints: 0…9 are 小 一…十 (``x1``…``x10``), 10…19 大 壹…拾 (``d1``…``d10``); a 王 is
not a card here but a budget (``wilds``). The search is a depth-first split by the lowest
card left, memoised on (counts, wilds left, pair used, 4-group seen, winning card placed):
21 cards and two 王 take a few milliseconds (benchmarks/paohuzi.py).

Rulings here:

- A2: every card in a group of 3 or 4; exactly one pair when there is a 4-card group, else
  none; the 胡息 from the best grouping.
- P-PH1: the winning card completing a pair in hand is a 碰 (1/3 胡息) when it came from
  another player, a 偎 (3/6) when self-drawn; onto a 坎 it is a 跑 (6/9), or a 提 (9/12)
  when self-drawn — the values of the same card taken in play (seed rules 1, 3, 4, 5).
- P-PH3: 一坎牌不能拆散 binds three (or four) real cards held in hand: they stay one 坎 (or
  提), which the winning card or a 王 may complete to four. A 王 is never bound by it: a 王
  standing for the third copy of a pair may make a 坎 (3/6) or go elsewhere. So a hand with
  王 has exactly the 胡息 of its best substitution when the substituted cards are free too
  (the property test in tests/test_paohuzi_groups.py).
- P-PH7: four alike held in hand (dealt, "在進第一牌之前，必須放到桌面示眾") count as a 提,
  9/12 胡息 (§2.4.3 [REC]).

>>> best_grouping([0, 1, 2, 11, 16, 19])[0]   # 小一二三 (3) + 大贰柒拾 (6)
9
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

N = 20  # card kinds: 小 一…十, 大 壹…拾
BIG = 10

# 胡息 of each group kind (small, big): the seed's table (四、積分規則); other 句, 绞 and the
# pair score nothing (A2 / §2.7 [REC]: only the listed melds score).
HUXI: dict[str, tuple[int, int]] = {
    "peng": (1, 3),      # 碰
    "kan": (3, 6),       # 坎 (in hand)
    "wei": (3, 6),       # 偎 / 嘯 (and 臭偎)
    "chouwei": (3, 6),   # 臭偎
    "pao": (6, 9),       # 跑
    "ti": (9, 12),       # 提 / 傾
    "yes": (3, 6),       # 一二三 / 壹贰叁
    "eqs": (3, 6),       # 二七十 / 贰柒拾
    "ju": (0, 0),        # any other 句
    "jiao": (0, 0),      # 绞
    "pair": (0, 0),      # 对 (将)
}
FOUR = frozenset({"pao", "ti"})


def is_big(card: int) -> bool:
    return card >= BIG


def number(card: int) -> int:
    """1 … 10."""
    return card % BIG + 1


def value(kind: str, cards: Sequence[int]) -> int:
    """胡息 of one group (a 绞 mixes cases; it scores 0 anyway).

    >>> value("ti", [12, 12, 12, 12]), value("ju", [0, 1, 2]), value("ju", [3, 4, 5])
    (12, 3, 0)
    """
    if kind == "ju" and sorted(number(c) for c in cards) == [1, 2, 3]:
        kind = "yes"
    small, big = HUXI[kind]
    return big if is_big(cards[0]) else small


def chi_kind(cards: Sequence[int]) -> str:
    """'yes'/'ju'/'eqs'/'jiao' for three cards that make one, else ''."""
    if len(cards) != 3:
        return ""
    nums = sorted(number(c) for c in cards)
    cases = {is_big(c) for c in cards}
    if len(cases) == 1:
        if nums == [2, 7, 10]:
            return "eqs"
        if nums[1] == nums[0] + 1 and nums[2] == nums[0] + 2:
            return "yes" if nums == [1, 2, 3] else "ju"
        return ""
    if nums[0] == nums[2] and len(set(cards)) == 2:
        return "jiao"
    return ""


@dataclass(frozen=True)
class Group:
    """One group of a grouping: its kind (a key of :data:`HUXI`), the cards it stands for,
    which of them are 王 (``wild``), whether it holds the winning card, where it is
    ('hand' or 'table') and its 胡息."""

    kind: str
    cards: tuple[int, ...]
    wild: tuple[bool, ...]
    win: bool
    where: str
    huxi: int


def _runs(t: int) -> list[tuple[str, tuple[int, ...]]]:
    """Every group template (kind, card kinds) that holds card ``t``."""
    n, base = number(t), (t // BIG) * BIG
    other = t + BIG if t < BIG else t - BIG
    out: list[tuple[str, tuple[int, ...]]] = [("pair", (t, t)), ("tri", (t, t, t)),
                                              ("quad", (t, t, t, t))]
    for s in (n - 2, n - 1, n):
        if s >= 1 and s + 2 <= 10:
            out.append(("ju", (base + s - 1, base + s, base + s + 1)))
    if n in (2, 7, 10):
        out.append(("eqs", (base + 1, base + 6, base + 9)))
    out += [("jiao", (t, t, other)), ("jiao", (t, other, other))]
    return out


def _compile(t: int) -> list[tuple]:
    """Templates holding ``t``: (kind, card kinds, kinds needed, plain kind, plain 胡息,
    copies needed per kind, cards), ``t`` first among the kinds needed."""
    out = []
    for kind, kinds in _runs(t):
        need: dict[int, int] = {t: 0}
        for u in kinds:
            need[u] = need.get(u, 0) + 1
        plain = {"tri": "kan", "quad": "ti"}.get(kind, kind)
        if kind == "ju" and number(kinds[0]) == 1:
            plain = "yes"  # 一二三 scores (seed table)
        out.append((kind, kinds, tuple(need), plain, value(plain, kinds),
                    tuple(need.values()), len(kinds)))
    return out


_MASKS: dict[tuple, tuple[bool, ...]] = {}


def _mask(kinds: tuple[int, ...], types: tuple[int, ...], reals: tuple[int, ...]
          ) -> tuple[bool, ...]:
    """Which cards of the group are 王: the copies of each kind beyond the real ones."""
    key = (kinds, types, reals)  # reals follow types, whose order depends on the card searched
    got = _MASKS.get(key)
    if got is None:
        left = dict(zip(types, reals, strict=True))
        mask = []
        for u in kinds:
            mask.append(left[u] == 0)
            left[u] = max(0, left[u] - 1)
        got = _MASKS[key] = tuple(mask)
    return got


TEMPLATES = [_compile(t) for t in range(N)]
SAME = frozenset({"pair", "tri", "quad"})


class Search:
    """One grouping search: the memo lives as long as the object, or is shared (``memo``).

    ``win``: the winning card's kind (None: none); from another player its triple is a 碰,
    its four a 跑; self-drawn (``drawn``) a 偎 and a 提 (P-PH1); ``keep``: how many best
    groupings each state keeps (1 for the best only); ``pair_ok``: a pair may stand beside a
    4-card group (A2); ``onto_pair``: the kind the winning card from another player makes
    with a pair ('peng', P-PH1).
    """

    def __init__(self, win: int | None, keep: int = 1, pair_ok: bool = True,
                 onto_pair: str = "peng", memo: dict[tuple, list] | None = None,
                 drawn: bool = False):
        self.win, self.keep, self.pair_ok = win, keep, pair_ok
        self.onto_pair, self.onto_four = ("wei", "ti") if drawn else (onto_pair, "pao")
        # a state with no winning card left to place does not depend on which card it was:
        # searches with the same keep and pair_ok share one memo (waits try 21 cards)
        self.memo: dict[tuple, list[tuple[int, tuple]]] = {} if memo is None else memo
        self.tag = (win, self.onto_pair)

    def run(self, counts: tuple[int, ...], winflag: int, wilds: int, pair: int, has4: int
            ) -> list[tuple[int, tuple]]:
        """The best groupings (胡息, group specs) of the free ``counts`` (the winning card
        among them while ``winflag``), ``wilds`` 王 left, a pair used or not, a 4-card
        group seen or not."""
        key = (counts, self.tag if winflag else None, wilds, pair, has4)
        got = self.memo.get(key)
        if got is not None:
            return got
        if pair and not has4 and max(counts) + wilds < 4:
            self.memo[key] = []  # a pair waits for a 4-card group that can no longer come
            return []
        t = next((i for i, c in enumerate(counts) if c), -1)
        if t < 0:
            out = self._no_card_left(wilds, pair, has4)
        else:
            out = self._best(self._moves(counts, t, winflag, wilds, pair, has4))
        self.memo[key] = out
        return out

    def _no_card_left(self, wilds: int, pair: int, has4: int) -> list[tuple[int, tuple]]:
        """The end of a search: done, or the 王 left make the one pair a 4-card group needs."""
        if wilds == 0:
            return [(0, ())] if pair == (has4 and self.pair_ok) else []
        if wilds == 2 and not pair and has4 and self.pair_ok:
            return [(0, (("pair", (-1, -1), (True, True), False),))]  # two 王 as a pair
        return []

    def _moves(self, counts: tuple[int, ...], t: int, winflag: int, wilds: int, pair: int,
               has4: int) -> dict[tuple, list[tuple[int, tuple]]]:
        """Every group that takes the lowest card left ``t``, by the child state it leaves:
        child state -> [(group value, spec)], so that each child is searched once.

        A 王 only fills a slot no real card can: a 王 kept can later stand for the real
        card kept instead, in the same group with the same 胡息, so using the real card is
        never worse (P-PH3). The one exception is the winning card (a 碰 or 偎, not a 坎,
        when it makes three): both are tried for it."""
        moves: dict[tuple, list[tuple[int, tuple]]] = {}
        win, onto = self.win, self.onto_pair
        holds = winflag and win is not None
        for kind, kinds, types, plain, plain_v, need, total in TEMPLATES[t]:
            if kind == "pair" and (pair or not self.pair_ok):
                continue
            new_pair = pair or kind == "pair"
            new_four = has4 or kind == "quad"
            most = tuple([c if c < m else m
                          for c, m in zip([counts[u] for u in types], need)])  # noqa: B905
            if most[0] == 0 or total - sum(most) > wilds + (holds and win in types):
                continue
            choices = [most]
            if holds and win is not None and win in types:  # holds: win is not None
                i = types.index(win)
                fewer = min(need[i], counts[win] - 1)
                if fewer != most[i]:
                    choices.append(most[:i] + (fewer,) + most[i + 1:])
            for reals in choices:
                if reals[0] < 1:
                    continue
                used = total - sum(reals)
                if used > wilds:
                    continue
                nxt = list(counts)
                for u, r in zip(types, reals):  # noqa: B905 (same length by construction)
                    nxt[u] -= r
                child_counts = tuple(nxt)
                wl = wilds - used
                mask = _mask(kinds, types, reals)
                r_win = reals[types.index(win)] if holds and win in types else 0
                if not r_win:
                    moves.setdefault((child_counts, winflag, wl, new_pair, new_four), []) \
                        .append((plain_v, (plain, kinds, mask, False)))
                    continue
                if kind in SAME:
                    gk = "pair" if kind == "pair" else onto if kind == "tri" else self.onto_four
                    moves.setdefault((child_counts, 0, wl, new_pair, new_four), []) \
                        .append((value(gk, kinds), (gk, kinds, mask, True)))
                    if counts[t] - 1 >= reals[0]:  # only hand copies: the card goes later
                        moves.setdefault((child_counts, winflag, wl, new_pair, new_four),
                                         []).append((plain_v, (plain, kinds, mask, False)))
                else:  # a hand copy is worth as much or more later: give the card here
                    moves.setdefault((child_counts, 0, wl, new_pair, new_four), []) \
                        .append((plain_v, (plain, kinds, mask, True)))
        return moves

    def _best(self, moves: dict[tuple, list[tuple[int, tuple]]]) -> list[tuple[int, tuple]]:
        """The ``keep`` best groupings: each move's best groups on its child's best."""
        found: list[tuple[int, tuple]] = []
        for child, options in moves.items():
            options.sort(key=lambda x: -x[0])
            sub = self.run(*child)
            if not sub:
                continue
            for v, spec in options[:self.keep]:
                for sub_v, rest in sub:
                    found.append((v + sub_v, (spec, *rest)))
        found.sort(key=lambda x: -x[0])
        return _dedupe(found, self.keep)


def _dedupe(found: list[tuple[int, tuple]], keep: int) -> list[tuple[int, tuple]]:
    out, seen = [], set()
    for v, groups in found:
        key = tuple(sorted(groups))
        if key in seen:
            continue
        seen.add(key)
        out.append((v, groups))
        if len(out) >= keep:
            break
    return out


def search(hand: Iterable[int], wilds: int = 0, win: int | None = None,
           self_drawn: bool = True, fixed: Sequence[Group] = (), keep: int = 1,
           free: Iterable[int] = (), pair_ok: bool = True, pair_used: bool = False,
           onto_pair: str = "peng", memo: dict[tuple, dict] | None = None,
           fifth_copy: bool = True) -> list[tuple[int, list[Group]]]:
    """The ``keep`` best groupings (胡息, groups) of hand + winning card + fixed groups.

    ``hand``: the real cards held (a 坎/提 among them stays whole, P-PH3); ``free``: more
    cards that are not bound by that rule (the brute force's substituted 王); ``wilds``: the
    王 held; ``win``: the winning card (None: none, as for a dealt 天胡); ``fixed``: groups
    already on the table; ``pair_ok``: a pair beside a 4-card group (A2; False: never a
    pair); ``pair_used``: a pair is already among ``fixed``; ``onto_pair``: the kind of the
    winning card from another player onto a pair ('peng', or 'kan' by option, P-PH1);
    ``memo``: a dict to share between calls on the same cards (the waits); ``fifth_copy``:
    a 王 may stand for a card of which the player already has all four (P-PH18; False: it
    may not). Empty list: no grouping.

    >>> [(v, [g.kind for g in gs]) for v, gs in search([0, 1, 2, 5, 5, 5], win=9)]
    []
    >>> v, gs = search([0, 1, 2, 5, 5, 5, 11, 16], win=19)[0]
    >>> v, sorted(g.kind for g in gs)
    (12, ['eqs', 'kan', 'yes'])
    """
    counts, base_groups, locked = _bind_kans(hand)
    base_groups = [*fixed, *base_groups]
    base_value = sum(g.huxi for g in base_groups)
    has4 = any(g.kind in FOUR for g in base_groups)
    for c in free:
        counts[c] += 1
    winflag = 0
    if win is not None:
        counts[win] += 1
        winflag = 1
    shared = None if memo is None else memo.setdefault((keep, pair_ok), {})
    engine = Search(win, keep, pair_ok, onto_pair, shared, drawn=self_drawn)
    results: list[tuple[int, list[Group]]] = []
    for choice in itertools.product(*_kan_options(locked, counts, win if winflag else None)):
        used_w = sum(w for _, w in choice)
        if used_w > wilds:
            continue
        cnt, flag = list(counts), winflag
        for t, (how, _w) in zip(locked, choice, strict=True):
            if how in ("hand", "win"):
                cnt[t] -= 1  # the fourth card is a real one
            if how == "win":
                flag = 0
        kans = [_kan(t, how, self_drawn) for t, (how, _w) in zip(locked, choice, strict=True)]
        groups = base_groups + kans
        v0 = base_value + sum(g.huxi for g in kans)
        four = has4 or any(g.kind != "kan" for g in kans)
        for v, specs in engine.run(tuple(cnt), flag, wilds - used_w, int(pair_used),
                                   int(four)):
            made = [Group(k, cards, mask, w, "hand", value(k, cards))
                    for k, cards, mask, w in specs]
            results.append((v0 + v, groups + made))
    if not fifth_copy and wilds:
        results = _within_deck(results, list(hand), list(free), wilds, win, self_drawn, fixed,
                               keep, pair_ok, pair_used, onto_pair)
    return _best_distinct(results, keep)


def _bind_kans(hand: Iterable[int]) -> tuple[list[int], list[Group], list[int]]:
    """P-PH3 on the real cards held: (counts left free, the 提 of four alike held, the kinds
    held three times: each 坎 stays whole)."""
    counts = [0] * N
    for c in hand:
        counts[c] += 1
    tis, locked = [], []
    for t in range(N):
        if counts[t] >= 4:
            counts[t] -= 4
            tis.append(Group("ti", (t,) * 4, (False,) * 4, False, "hand", value("ti", [t])))
        elif counts[t] == 3:
            counts[t] = 0
            locked.append(t)
    return counts, tis, locked


def _kan_options(locked: list[int], counts: list[int], win: int | None
                 ) -> list[list[tuple[str, int]]]:
    """Per 坎, how it may take a fourth card, with the 王 that uses: none, a 王, a free copy
    held, or the winning card still to place (``win``; then a 跑 from another player, a 提
    self-drawn: P-PH1)."""
    per_kan = []
    for t in locked:
        opts = [("none", 0), ("wild", 1)]
        from_other = int(t == win)
        if counts[t] - from_other > 0:
            opts.append(("hand", 0))
        if from_other:
            opts.append(("win", 0))
        per_kan.append(opts)
    return per_kan


def _kan(t: int, how: str, self_drawn: bool) -> Group:
    """The group a 坎 of ``t`` makes with its fourth card taken ``how`` (see _kan_options)."""
    if how == "none":
        return Group("kan", (t,) * 3, (False,) * 3, False, "hand", value("kan", [t]))
    kind = "pao" if how == "win" and not self_drawn else "ti"
    return Group(kind, (t,) * 4, (False,) * 3 + (how == "wild",), how == "win", "hand",
                 value(kind, [t]))


def _best_distinct(results: list[tuple[int, list[Group]]], keep: int
                   ) -> list[tuple[int, list[Group]]]:
    """The ``keep`` best groupings, two with the same groups counted once."""
    results.sort(key=lambda x: -x[0])
    out, seen = [], set()
    for v, gs in results:
        key = tuple(sorted((g.kind, g.cards, g.wild, g.win, g.where) for g in gs))
        if key not in seen:
            seen.add(key)
            out.append((v, gs))
        if len(out) >= keep:
            break
    return out


def too_many(groups: Iterable[Group], most: int = 4) -> list[int]:
    """The cards a grouping holds more than ``most`` times (a 王 counted as its card).

    >>> too_many([Group("ti", (3,) * 4, (False,) * 4, False, "hand", 9),
    ...           Group("ju", (2, 3, 4), (False, True, False), False, "hand", 0)])
    [3]
    """
    count = [0] * N
    for g in groups:
        for c in g.cards:
            if c >= 0:
                count[c] += 1
    return [c for c in range(N) if count[c] > most]


def _within_deck(results: list[tuple[int, list[Group]]], hand: list[int], free: list[int],
                 wilds: int, win: int | None, self_drawn: bool, fixed: Sequence[Group],
                 keep: int, pair_ok: bool, pair_used: bool, onto_pair: str
                 ) -> list[tuple[int, list[Group]]]:
    """The groupings in which no 王 stands for a fifth copy (P-PH18, option off). The search
    keeps only the best few per state, so when one of them is dropped, every substitution of
    the 王 by a card still in the deck is searched too (a 王 equals the best substitution,
    P-PH3), its cards marked as 王 again."""
    kept = [(v, gs) for v, gs in results if not too_many(gs)]
    if len(kept) == len(results):
        return kept
    held = [0] * N
    for c in [*hand, *free, *([] if win is None else [win]), *(c for g in fixed for c in g.cards)]:
        held[c] += 1
    for subs in itertools.combinations_with_replacement(range(N), wilds):
        extra = [0] * N
        for c in subs:
            extra[c] += 1
        if any(held[c] + extra[c] > 4 for c in subs):
            continue
        for v, gs in search(hand, 0, win, self_drawn, fixed, keep, [*free, *subs], pair_ok,
                            pair_used, onto_pair):
            kept.append((v, _mark_wild(gs, list(subs), len(fixed))))
    return kept


def _mark_wild(groups: list[Group], subs: list[int], skip: int) -> list[Group]:
    """The groups with one copy of each substituted card shown as a 王 again (table groups,
    the first ``skip``, never hold one: P-PH2)."""
    out = list(groups)
    for c in subs:
        for i in range(skip, len(out)):
            g = out[i]
            slot = next((k for k, (x, w) in enumerate(zip(g.cards, g.wild, strict=True))
                         if x == c and not w), None)
            if slot is not None:
                wild = g.wild[:slot] + (True,) + g.wild[slot + 1:]
                out[i] = Group(g.kind, g.cards, wild, g.win, g.where, g.huxi)
                break
    return out


def best_grouping(hand: Iterable[int], wilds: int = 0, win: int | None = None,
                  self_drawn: bool = True, fixed: Sequence[Group] = ()
                  ) -> tuple[int, list[Group]] | None:
    """(胡息, groups) of the best grouping, or None when the cards cannot all be grouped.

    >>> best_grouping([3, 4], wilds=1)[0]    # 小四五 + 王 as 小六 (or 小三)
    0
    """
    found = search(hand, wilds, win, self_drawn, fixed, keep=1)
    return found[0] if found else None
