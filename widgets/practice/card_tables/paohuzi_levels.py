"""The 新手 beginner and 高手 strong seats of a 跑胡子 hand (:mod:`.paohuzi_play`); the 熟手
club seat is :mod:`.paohuzi_seats`.

- **beginner** makes a beginner's mistakes at stated rates: it takes every 碰 and 吃 offered
  whatever its 胡息 (:data:`CLAIM_ALL`; the first way to 吃, not the best), and discards
  without looking at what it keeps or what is safe (a random card, :data:`RANDOM_DISCARD`;
  else the club's discard). It always takes a 胡 (the table shows it). The table never lets
  anyone break a 坎 (P-PH3: 一坎牌不能拆散), so that mistake is not open to it.
- **strong** weighs each claim and discard by its 胡息 and its win outlook (:func:`outlook`):
  the 胡息 of its table groups, 坎 and whole groups in hand, how many cards the hand still
  needs to group whole (a search of whole and two-card partial groups among the free cards,
  :func:`shape`), how many copies of the cards that complete its partial groups are still
  unseen and the 胡息 those would make, and how far it is from the 15 胡息 a win needs
  (seed: 最低15胡息才能胡牌); it always takes a 胡. Of
  discards that keep the outlook alike it gives the one the 下家 cannot 吃 (a card it
  declined before: its 臭牌, seed rule 6) or whose copies are mostly in sight.

Every choice draws its chances from :func:`~widgets.practice.levels.rng_for` (seed, seat,
step), so the same seed and levels give the same hand.
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from dataclasses import dataclass
from typing import Any

from ...cards.paohuzi import Meld, W
from ...cards.paohuzi.groups import BIG, TEMPLATES, N, chi_kind, value
from ...cards.paohuzi.notation import as_card, card_text
from ...engine.why import Why
from ..choices import Action, Decision
from ..levels import Choice, plays, rng_for
from .paohuzi_seats import choose as club_choose

CLAIM_ALL = 0.95       # the beginner takes a 碰/吃 offered this often, whatever it is worth
RANDOM_DISCARD = 0.5   # the beginner discards a random card this often

MIN_HUXI = 15          # seed: 最低15胡息才能胡牌
CARD_WORTH = 8.0       # 胡息 one card nearer a win is worth to the strong level
SHORT_COST = 1.0       # per 胡息 short of the 15 a win needs
HOPE_WORTH = 0.4       # per 胡息 a partial group makes once whole
LIVE_WORTH = 0.15      # per unseen copy of a card that completes a partial group
DANGER = 0.8           # a discard the 下家 may still 吃 or 碰, per unseen copy share


@dataclass(frozen=True)
class Outlook:
    """A hand's prospects: ``huxi`` of its table groups, 坎 and whole groups in hand, ``need``
    the cards it still needs to group whole (1: one card from a win), ``live`` the unseen
    copies of the cards that complete its partial groups, ``hope`` the 胡息 those would
    make; ``score`` the strong level's one number."""

    huxi: int
    need: int
    live: int
    hope: float = 0.0

    @property
    def score(self) -> float:
        short = max(0, MIN_HUXI - self.huxi)
        return self.huxi - CARD_WORTH * self.need - SHORT_COST * short + \
            LIVE_WORTH * self.live + HOPE_WORTH * self.hope


# whole groups, partial groups, 胡息 of the whole, completing cards, 胡息 the partials hope for
Split = tuple[int, int, int, tuple[int, ...], float]


def _hope(a: int, b: int, base: int) -> float:
    """The 胡息 a partial group (offsets ``a`` ≤ ``b`` in one case) makes once whole: a pair a
    碰 or a 偎 (half each), 一二 … a 一二三, 二七 … a 二七十 (seed table 四、積分規則)."""
    card = [base + a]
    if a == b:
        return (value("peng", card) + value("wei", card)) / 2
    if {a + 1, b + 1} <= {1, 2, 3}:
        return value("yes", card)
    if {a + 1, b + 1} <= {2, 7, 10}:
        return value("eqs", card)
    return 0.0


def _partials(t: int, counts: tuple[int, ...]) -> list[tuple[int, int]]:
    """Two-card partial groups of one case holding ``t`` (the lowest card left), as offsets
    0 … 9 within the case."""
    n = t + 1
    mates = [t] if counts[t] >= 2 else []
    mates += [k - 1 for k in (n + 1, n + 2) if k <= 10]
    if n in (2, 7):
        mates += [k - 1 for k in (7, 10) if k > n]
    return [(t, u) for u in dict.fromkeys(mates) if u == t or counts[u]]


def _better(got: Split, best: Split) -> bool:
    return (2 * got[0] + got[1], got[2] + HOPE_WORTH * got[4]) > \
        (2 * best[0] + best[1], best[2] + HOPE_WORTH * best[4])


@functools.lru_cache(maxsize=200_000)
def _case_shape(counts: tuple[int, ...], base: int) -> Split:
    """The best split (most 2 × whole + partial, then most 胡息) of one case's free cards
    (``counts`` 一 … 十, ``base`` 0 small or :data:`BIG`): whole 句, 二七十 and three alike,
    partial two-card groups."""
    t = next((i for i, c in enumerate(counts) if c), -1)
    if t < 0:
        return 0, 0, 0, (), 0.0
    rest = list(counts)
    rest[t] = 0  # every copy of t left loose (a copy kept for a group is taken first below)
    best = _case_shape(tuple(rest), base)
    for tpl in TEMPLATES[t]:
        kind, kinds = tpl[0], tpl[1]
        if kind in ("pair", "quad", "jiao") or any(counts[u] < kinds.count(u) for u in kinds):
            continue
        left = list(counts)
        for u in kinds:
            left[u] -= 1
        m, p, h, wants, hope = _case_shape(tuple(left), base)
        huxi = value(tpl[3], [base + kinds[0]])  # the seed's table, small or big
        if _better(got := (m + 1, p, h + huxi, wants, hope), best):
            best = got
    for a, b in _partials(t, counts):
        left = list(counts)
        left[a] -= 1
        left[b] -= 1
        m, p, h, wants, hope = _case_shape(tuple(left), base)
        if _better(got := (m, p + 1, h, wants + _completing((base + a, base + b)),
                           hope + _hope(a, b, base)), best):
            best = got
    return best


def shape(counts: tuple[int, ...]) -> Split:
    """(whole groups, partial groups, the 胡息 of the whole groups, the cards that complete
    the partials) of the best split of the free ``counts`` (20 kinds): each case on its own
    (remembered across hands), with every choice of 绞 (小 and 大 of one number) first."""
    jiaos = [n for n in range(BIG) if counts[n] and counts[n + BIG]
             and counts[n] + counts[n + BIG] >= 3]
    best: Split = (0, 0, 0, (), 0.0)
    for picks in itertools.product((0, 1), repeat=len(jiaos)):
        left = list(counts)
        for n, pick in zip(jiaos, picks, strict=True):
            if pick:  # 绞: the case held twice gives two
                two = n if counts[n] >= 2 else n + BIG
                left[two] -= 2
                left[n + BIG if two == n else n] -= 1
        small = _case_shape(tuple(left[:BIG]), 0)
        big = _case_shape(tuple(left[BIG:]), BIG)
        got = (small[0] + big[0] + sum(picks), small[1] + big[1], small[2] + big[2],
               small[3] + big[3], small[4] + big[4])
        if _better(got, best):
            best = got
    return best


@functools.cache
def _completing(pair: tuple[int, ...]) -> tuple[int, ...]:
    """The cards that make a partial group whole (three alike, a 句, 二七十 or 绞): the same
    for every hand, so worked out once per pair."""
    a, b = pair
    return tuple(x for x in range(N) if (a == b == x) or chi_kind((a, b, x)))


def outlook(held: list[int], melds: list[Meld], seen: Counter) -> Outlook:
    """The hand's :class:`Outlook` (``seen``: the copies of each card in sight)."""
    count = Counter(held)
    wangs = count.pop(W, 0)
    huxi = sum(value(m.kind, m.cards) for m in melds)
    free = [0] * N
    for c, k in count.items():
        if k >= 3:
            huxi += value("kan" if k == 3 else "ti", [c])
        else:
            free[c] = k
    m, p, in_hand, wants, hope = shape(tuple(free))
    huxi += in_hand
    cards = sum(free)
    groups = (cards + 1 + 2) // 3  # whole groups a win needs of the free cards and the 胡 card
    missing = max(0, groups - m)
    need = max(1, missing + max(0, missing - p) - wangs) if cards else 1
    live = sum(max(0, 4 - seen[c] - count[c]) for c in set(wants))
    return Outlook(huxi, need, live, hope)


def _seen(game: Any, seat: int) -> Counter:
    """The copies of each card in sight of ``seat``: every table group and laid card."""
    out: Counter = Counter()
    for s in range(3):
        out.update(c for m in game.melds(s) for c in m.cards)
        out.update(as_card(c) for c in game.laid(s))
    return out


def _after_claim(held: list[int], melds: list[Meld], d: Decision, a: Action
                 ) -> tuple[list[int], list[Meld]]:
    c = as_card(d.card)
    groups = [(c, c, c)] if a.kind == "peng" else \
        [tuple(as_card(x) for x in g) for g in d.ways[a.way]]
    need = Counter(x for g in groups for x in g) - Counter({c: 1})
    left = list((Counter(held) - need).elements())
    return left, melds + [Meld("peng" if a.kind == "peng" else "ju", g) for g in groups]


def _best_discard(game: Any, seat: int, held: list[int], melds: list[Meld], seen: Counter,
                  allowed: list[int] | None = None) -> tuple[float, int | None, Outlook]:
    """(score with the safety weighed in, card, outlook after) of the best discard."""
    count = Counter(held)
    options = allowed if allowed is not None else \
        [c for c in count if c != W and count[c] < 3]
    if not options:
        return outlook(held, melds, seen).score, None, outlook(held, melds, seen)
    nxt = (seat + 1) % 3
    chou = game.memory().chou[nxt]
    best: tuple[float, int | None, Outlook] | None = None
    for c in sorted(options):
        left = list(held)
        left.remove(c)
        look = outlook(left, melds, seen)
        danger = 0.0 if c in chou else DANGER * max(0, 4 - seen[c] - count[c]) / 4
        key = look.score - danger
        if best is None or key > best[0]:
            best = (key, c, look)
    assert best is not None
    return best


# ---- beginner -----------------------------------------------------------------------------------


@plays("paohuzi", "beginner", "碰、吃见了就要，不管胡息；出牌常常随手打",
       "takes every 碰 and 吃 offered whatever its 胡息, and often discards without looking")
def beginner(game: Any, d: Decision) -> Choice:
    """The beginner's choice (see the module docstring for its rates)."""
    rng = rng_for(game.seed, d.seat, len(game.events), "paohuzi-beginner")
    if d.stage == "discard":
        if rng.random() < RANDOM_DISCARD:
            pick = rng.choice(d.options)
            return Choice(pick, Why(f"随手打出{pick.card}", f"discards {pick.card} without a "
                                    "second look"))
        return Choice(club_choose(game, d), Why("打一张孤张", "discards a loose card"))
    hu = next((a for a in d.options if a.kind == "hu"), None)
    if hu is not None:
        return Choice(hu, Why("能胡就胡", "a win is always taken"))
    takes = [a for a in d.options if a.kind in ("peng", "chi")]
    if takes and rng.random() < CLAIM_ALL:
        word = "碰" if takes[0].kind == "peng" else "吃"
        return Choice(takes[0], Why(f"有{word}就{word}", f"takes the {word} it is offered"))
    return Choice(Action("pass", (d.card,)), Why("这张不要", "lets it go"))


# ---- strong -------------------------------------------------------------------------------------


def _say_need(need: int) -> tuple[str, str]:
    if need <= 1:
        return "离胡还差一张", "one card from a win"
    return f"离胡还差约 {need} 张", f"about {need} cards from a win"


@plays("paohuzi", "strong", "按胡息和离胡远近决定碰、吃和出牌，不给下家喂牌",
       "claims and discards by 胡息 and how near a win it is, and avoids feeding the next "
       "player")
def strong(game: Any, d: Decision) -> Choice:
    """The strong level's choice (see the module docstring)."""
    held = [as_card(c) for c in game.hand(d.seat)]
    melds = list(game.melds(d.seat))
    seen = _seen(game, d.seat)
    if d.stage == "discard":
        allowed = [as_card(a.card) for a in d.options]
        _, card, look = _best_discard(game, d.seat, held, melds, seen, allowed)
        zh, en = _say_need(look.need)
        name = card_text(card) if card is not None else d.options[0].card
        return Choice(Action("discard", (name,)),
                      Why(f"留下 {look.huxi} 胡息，{zh}", f"keeps {look.huxi} 胡息, {en}"))
    hu = next((a for a in d.options if a.kind == "hu"), None)
    if hu is not None:
        return Choice(hu, Why("够了 15 胡息就胡", "it has the 15 胡息 a win needs"))
    now = outlook(held, melds, seen)
    best, best_score, best_look = Action("pass", (d.card,)), now.score, now
    for a in d.options:
        if a.kind not in ("peng", "chi"):
            continue
        left, more = _after_claim(held, melds, d, a)
        score, _, look = _best_discard(game, d.seat, left, more, seen)
        if score > best_score:
            best, best_score, best_look = a, score, look
    if best.kind == "pass":
        zh, en = _say_need(now.need)
        return Choice(best, Why(f"拿了不比现在好（{now.huxi} 胡息，{zh}）",
                                f"taking it is no better ({now.huxi} 胡息, {en})"))
    word = "碰" if best.kind == "peng" else "吃"
    gain = best_look.huxi - now.huxi
    zh, en = _say_need(best_look.need)
    return Choice(best, Why(f"{word}了多 {gain} 胡息，{zh}", f"{gain} more 胡息, {en}"))


__all__ = ["beginner", "strong", "outlook", "shape", "Outlook", "CLAIM_ALL", "RANDOM_DISCARD"]
