"""跑胡子 rules (:class:`Paohuzi`, registered as ``paohuzi``): reading and checking a hand,
its groupings and 胡息, the win and the score with 番 and 省, the waits, the actions on a shown
card and the 臭牌 memory. It puts together the package's lower modules (notation, groups,
results, claims, actions, explore).

>>> from widgets import rules
>>> r = rules("paohuzi")
>>> r.score("x123 d2710 x555 d888 x99 d9 x46 W d34 +d5", self_drawn=True, turned="x8").total
10
"""

from __future__ import annotations

import dataclasses
import functools
from collections import Counter
from collections.abc import Iterable, Sequence

from ...engine.checks import need_type
from ...engine.why import Why, join
from ..cards import CardAnalysis, CardRules, NotAllowed, check_position, register, whole
from .actions import ShownCardChecks
from .claims import (
    ClaimRight,
    Claims,
    Memory,
    per_seat,
    remember,
)
from .explore import FactorCheck, factor_checks, zi
from .groups import (
    BIG,
    Group,
    N,
    search,
    too_many,
    value,
)
from .notation import (
    SEED_SHAPE,
    Meld,
    PHHand,
    W,
    as_card,
    as_cards,
    as_flag,
    as_hand,
    as_seat,
    card_text,
    card_zh,
    is_red,
    parse_hand,
)
from .results import (
    FACTOR,
    Factor,
    Grouping,
    PaohuziOptions,
    Score,
    WaitCard,
    Win,
)

BEST = Why("最好的分组", "best grouping")  # the names of a score's readings
ANOTHER = Why("另一种分组", "another grouping")
HAND_MOST = 21  # cards in one hand at most: the banker's deal (A1: 21 + 20 + 20 + 21)

# ---- the rules -------------------------------------------------------------------------------


@register
class Paohuzi(ShownCardChecks, CardRules):
    """跑胡子 / 双王扯胡子. Options: :class:`PaohuziOptions`."""

    id = "paohuzi"
    zh = "跑胡子（双王扯胡子）"
    en = "Paohuzi (two wilds)"
    Options = PaohuziOptions
    deck = {**{c: 4 for c in range(N)}, W: 2}

    # ---- notation and checks ----------------------------------------------------------------

    def parse(self, hand: str | PHHand) -> PHHand:
        """A hand from notation (or as it is); NotAllowed if no deck can hold it.

        >>> Paohuzi().parse(42)
        Traceback (most recent call last):
        ...
        widgets.engine.results.NotAllowed: a hand is notation like 'x123 W +d5', not 42
        """
        h = as_hand(hand)
        problems = self.problems(h)
        if problems:
            raise NotAllowed(join(problems))
        return h

    def problems(self, hand: str | PHHand, seen: str | Iterable[str | int] = (),
                 hand_size: bool = True) -> list[str]:
        """Every reason these cards cannot be one player's (all at once): fifth copies, a
        third 王, a 王 from another player, too many cards (unless ``hand_size`` is False: the
        card table tells a learner why too many cannot be grouped instead).

        >>> rules_ = Paohuzi()
        >>> rules_.problems("x11111 WWW")
        ['5× 小一 (x1): the deck has 4', '3× 王: the deck has 2']
        """
        h = as_hand(hand)
        count = Counter(h.all_cards()) + Counter(as_cards(seen, "seen"))
        count[W] += h.wilds_total
        out: list[str] = [Why(f"{n} 张{card_zh(c)}（{card_text(c)}）：一副牌只有 4 张",
                              f"{n}× {card_zh(c)} ({card_text(c)}): the deck has 4")
                          for c, n in sorted(count.items()) if c != W and n > 4]
        if count[W] > 2:
            out.append(Why(f"{count[W]} 张王：一副牌只有 2 张", f"{count[W]}× 王: the deck has 2"))
        if count[W] and self.options.pile == 19:
            out.append(Why("80 张的玩法（pile=19，A1）没有王",
                           "the 80-card game (pile=19, A1) has no 王"))
        n = len(h.cards) + h.wilds
        if hand_size and n > HAND_MOST:
            out.append(Why(f"手里 {n} 张：庄家最多 {HAND_MOST} 张",
                           f"{n} cards in hand: the banker holds {HAND_MOST} at most"))
        return out

    # ---- groupings and the win ---------------------------------------------------------------

    def _search(self, h: PHHand, self_drawn: bool, keep: int, memo: dict | None = None,
                from_pile: bool = False) -> list[tuple[int, list[Group]]]:
        """The best groupings: the winning card in the hand, or onto one of the player's own
        table groups, as it would go there in play (P-PH1): onto a 偎 a 提 when self-drawn,
        else a 跑; onto a 碰 a 跑 when self-drawn or drawn by another from the pile
        (P-PH10). A 王 never joins a table group (P-PH2)."""
        fixed = [m.group() for m in h.melds]
        win = None if h.win in (None, W) else h.win
        common = {"keep": keep, "pair_ok": self.options.pair_with_four, "memo": memo,
                  "fifth_copy": self.options.wang_fifth_copy}
        found = search(h.cards, h.wilds_total, win, self_drawn, fixed,
                       onto_pair=self.options.win_on_pair, **common)
        for i, meld in enumerate(h.melds):
            kind = self._onto_table(meld, win, self_drawn, from_pile)
            if kind:
                grown = Group(kind, (meld.cards[0],) * 4, (False,) * 4, True, "table",
                              value(kind, meld.cards))
                found += search(h.cards, h.wilds_total, None, True,
                                [*fixed[:i], grown, *fixed[i + 1:]], **common)
        found.sort(key=lambda x: -x[0])
        return found[:keep]

    def _onto_table(self, meld: Meld, win: int | None, self_drawn: bool, from_pile: bool
                    ) -> str:
        """The group a winning card makes with a table group of its own ('' if none)."""
        if win is None or len(meld.cards) != 3 or meld.cards[0] != win or \
                len(set(meld.cards)) != 1:
            return ""
        if meld.kind in ("wei", "chouwei"):
            return "ti" if self_drawn else "pao"
        if meld.kind == "peng" and (self_drawn or from_pile or
                                    self.options.peng_pao_on_discard):
            return "pao"
        return ""

    def win(self, hand: str | PHHand, self_drawn: bool = False, keep: int = 12,
            from_pile: bool = False) -> Win:
        """Can these cards win, and with which grouping (most 胡息)? Every reason it cannot
        is listed; ``alternatives`` holds up to ``keep`` groupings, best first.
        ``from_pile``: another player's winning card was drawn from the pile, not discarded
        (only then may it 跑 onto one's 碰 and win, P-PH10).

        >>> Paohuzi().win("x123 x456 x789 d456 d789 d11 +d1").reasons
        ('6 胡息: 15 needed (seed: 最低15胡息才能胡牌)',)
        """
        h = self.parse(hand)
        as_flag(self_drawn, "self_drawn")
        as_flag(from_pile, "from_pile")
        if not whole(keep, 1):
            raise NotAllowed(f"keep is how many groupings to list (1 or more), not {keep!r}")
        found = self._search(h, self_drawn or h.win == W, keep, from_pile=from_pile)
        reasons = []
        if h.wilds_total and not self_drawn and h.win is not None and \
                self.options.wang_only_zimo:
            reasons.append(Why("有王的人只能自摸胡（种子：手中有王霸的玩家，只能自摸，不能點炮；A8）",
                               "a 王 holder wins only by 自摸 (seed: 手中有王霸的玩家，只能自摸，"
                               "不能點炮; A8)"))
        if h.win == W and not self_drawn:
            reasons.append(Why("王不能打出（种子：王霸不能打出）：只能摸到",
                               "a 王 is never discarded (seed: 王霸不能打出): it can only be "
                               "drawn"))
        if not found:
            pair = self.options.pair_with_four
            reasons.append(Why("这些牌分不成三张、四张一组"
                               + ("（有跑/提时再加一对）" if pair else ""),
                               "the cards do not split into groups of 3 and 4"
                               + (" with one pair beside a 跑/提" if pair else "")))
            if not self.options.wang_fifth_copy and h.wilds_total:
                free = Paohuzi(**{**dataclasses.asdict(self.options), "wang_fifth_copy": True})
                got = free._search(h, self_drawn or h.win == W, 1, from_pile=from_pile)
                if got:
                    five = [card_zh(c) for c in too_many(got[0][1])]
                    reasons[-1] += Why(f"，除非王当第五张{'、'.join(five)}（选项 wang_fifth_copy "
                                       "关闭，P-PH18）",
                                       f" unless a 王 stood for a fifth {', '.join(five)} "
                                       "(option wang_fifth_copy is off, P-PH18)")
            return Win(False, 0, (), tuple(reasons), (), self.options.min_huxi, False)
        huxi, groups = found[0]
        if huxi < self.options.min_huxi:
            reasons.append(Why(f"{huxi} 胡息：要 {self.options.min_huxi} 胡息（种子："
                               f"{SEED_SHAPE[-10:]}）",
                               f"{huxi} 胡息: {self.options.min_huxi} needed "
                               f"(seed: {SEED_SHAPE[-10:]})"))
        alts = tuple(Grouping(v, tuple(gs)) for v, gs in found)
        return Win(not reasons, huxi, tuple(groups), tuple(reasons), alts,
                   self.options.min_huxi, True)

    def waits(self, hand: str | PHHand, seen: str | Iterable[str | int] = ()
              ) -> list[WaitCard]:
        """Every card (and the 王) that would complete the hand, with the 胡息 on a discard and
        on a self-draw. A card all of whose copies are held or ``seen`` is left out.

        >>> [(w.text, w.huxi_discard, w.huxi_self)
        ...  for w in Paohuzi().waits("x123 d2710 x555 d888 x99 d9 x678 d34")]
        [('d2', 18, 18), ('d5', 18, 18), ('W', None, 18)]
        """
        h = self.parse(hand)
        if h.win is not None:
            raise NotAllowed("waits are for a hand without its winning card (drop the '+')")
        return list(_waits(self, h.text(), tuple(sorted(as_cards(seen, "seen")))))

    def _waits(self, h: PHHand, seen: Sequence[int]) -> list[WaitCard]:
        out: list[WaitCard] = []
        memo: dict = {}  # one memo for every candidate card: their searches share states
        # one more 王 drawn stands for any candidate card in the hand and is never worth less
        # (P-PH3 binds real cards only): if even that does not win, nothing does. Not so for
        # a card that grows a table 偎/碰 (a 王 never joins a table group): try every card.
        growable = any(m.kind in ("wei", "chouwei", "peng") for m in h.melds)
        if not growable and self._fast(dataclasses.replace(h, win=W), True, memo) is None:
            return out
        for card in [*range(N), W]:
            if self.problems(dataclasses.replace(h, win=card), seen):
                continue
            with_card = dataclasses.replace(h, win=card)
            # the self-draw first: the same groupings are possible either way and a drawn
            # card is never worth less, so no self-draw means no discard win either
            self_huxi = self._fast(with_card, True, memo)
            if self_huxi is None:
                continue
            discard_ok = card != W and not (h.wilds and self.options.wang_only_zimo)
            d = self._fast(with_card, False, memo) if discard_ok else None
            out.append(WaitCard(card, d, self_huxi))
        return out

    def may_win(self, h: str | PHHand) -> bool:
        """Could any card complete ``h`` (a hand without its winning card)? False only when
        even one more 王, self-drawn, does not make 15 胡息: a 王 stands for any card in the
        hand and is never worth less (P-PH3 binds real cards only; the reasoning of
        :meth:`waits`). A hand with a table 偎/碰 a card could grow is always True (a 王
        never joins a table group). Remembered per hand: a hand meets several shown cards."""
        if not isinstance(h, PHHand):
            h = self.parse(h)  # text, as every verb takes it (refused with the reason)
        if any(m.kind in ("wei", "chouwei", "peng") for m in h.melds):
            return True
        return _wins_with_a_wang(self, dataclasses.replace(h, win=None))

    def _fast(self, h: PHHand, self_drawn: bool, memo: dict) -> int | None:
        found = self._search(h, self_drawn, 1, memo)
        if not found or found[0][0] < self.options.min_huxi:
            return None
        return found[0][0]

    # ---- scoring -----------------------------------------------------------------------------

    def xing_card(self, turned: str | int | None) -> int | None:
        """The 省 card after the turned card: the next number of the same case, 十 → 一
        (A4). ``turned`` may list several cards: 王 are passed over (A4), the first other
        card counts; empty: no 省 (the pile was empty).

        >>> card_text(Paohuzi().xing_card("x6")), card_text(Paohuzi().xing_card("W d10"))
        ('x7', 'd1')
        >>> Paohuzi().xing_card("") is None
        True
        """
        if turned is None or turned == "":
            return None
        cards = [as_card(turned, "turned")] if not isinstance(turned, str) else \
            as_cards(turned, "turned")
        real = [c for c in cards if c != W]
        if not real:
            return None
        c = real[0]
        return (c // BIG) * BIG + (c % BIG + 1) % BIG

    def score(self, hand: str | PHHand, self_drawn: bool = False, turned: str | int | None = None,
              winner: int = 0, supplier: int | None = None, from_pile: bool = False) -> Score:
        """Score a winning hand: 胡息, 省, 子 = ⌊(胡息 − 15)/3⌋ + 1 + 省 (+1 底), the 番 that
        multiply it, and the payments between seats 0, 1, 2 (``supplier``: who gave the
        winning card, when not self-drawn; default the seat before the winner).
        NotAllowed (naming every reason) if the hand does not win. ``from_pile``: another
        player's winning card came from the pile (it may 跑 onto one's 碰, P-PH10).

        >>> s = Paohuzi().score("x123 d2710 x555 d888 x99 d9 x678 d34 +d5", turned="x8")
        >>> s.huxi, s.xing, s.zi, [f.zh for f in s.factors], s.total, s.payments
        (18, 2, 4, [], 4, ((2, 0, 4),))
        """
        h = self.parse(hand)
        as_seat(winner, "winner")
        if supplier is not None and as_seat(supplier, "supplier") == winner:
            raise NotAllowed(f"the supplier is another seat than the winner ({winner})")
        check = self.win(h, self_drawn, from_pile=as_flag(from_pile, "from_pile"))
        if not check.ok:
            raise NotAllowed(Why("不能胡：", "not a win: ") + join(check.reasons))
        sd = self_drawn or h.win == W
        readings: list[tuple[str, int, list[Group], tuple[str, ...]]] = []
        for v, gs in self._search(h, sd, 12, from_pile=from_pile):
            readings.append((BEST if not readings else ANOTHER, v, gs, ()))
        readings += self._wang_readings(h, sd)
        xing_card = self.xing_card(turned)
        xing = 0
        if xing_card is not None:
            xing = sum(1 for c in h.all_cards() if c == xing_card)
            if self.options.wang_xing:
                xing += h.wilds_total
        scored = []
        for name, v, gs, pattern in readings:
            if v < self.options.min_huxi:
                continue
            factors, reds = self._factors(gs, h, sd, pattern)
            zi = self.zi(v, xing)
            prod = 1
            for f in factors:
                prod *= f.factor
            scored.append((zi * prod, v, name, gs, factors, reds, zi))
        scored.sort(key=lambda x: (-x[0], -x[1]))
        total, v, name, gs, factors, reds, zi = scored[0]
        payments = self._payments(total, winner, sd, supplier)
        notes = (Why(f"省牌 {card_zh(xing_card)}（{card_text(xing_card)}）：{xing} 省",
                     f"省 card {card_zh(xing_card)} ({card_text(xing_card)}): {xing} 省")
                 if xing_card is not None else Why("没有翻省牌", "no 省 card turned"),)
        return Score(v, tuple(gs), reds, xing_card, xing, zi, tuple(factors), total,
                     tuple((n, hv, t) for t, hv, n, *_ in scored), payments, notes)

    def zi(self, huxi: int, xing: int = 0) -> int:
        """子 from 胡息 and 省: ⌊(胡息 − 15)/3⌋ + 1 + 省 (+1 with option ``di``), A4.

        >>> Paohuzi().zi(21, 3)   # seed: 21胡胡了，翻了三省，那就是6個子
        6
        """
        return zi(huxi, xing, self.options.min_huxi, self.options.di)

    def factors(self, hand: str | PHHand, self_drawn: bool = False) -> tuple[FactorCheck, ...]:
        """Which 番 apply to a winning hand, each with why or why not (the reading that pays
        most, P-PH4).

        >>> [(c.factor.zh, c.applies) for c in Paohuzi().factors(
        ...     "x123 d2710 x555 d888 x99 d9 x46 W d34 +d5", self_drawn=True) if c.applies]
        [('自摸', True)]
        """
        return factor_checks(self, hand, as_flag(self_drawn, "self_drawn"))

    def _wang_readings(self, h: PHHand, sd: bool):
        """王钓 / 王钓王 / 王闯 readings (seed 三、特殊規則), P-PH8: every other card formed
        without the 王 (for 王钓 with a 跑/提 among them, "跑了一條龍或者括了一條龍"), the 王
        left alone take the self-drawn card: 王钓 pairs it with the one 王 (王钓王: it is
        the other 王), 王闯 makes a three of it with both."""
        if not sd or h.win is None:
            return []
        fixed = [m.group() for m in h.melds]
        out: list[tuple[str, int, list[Group], tuple[str, ...]]] = []  # (name, 胡息, groups, keys)
        if not self.options.wang_fifth_copy and h.win != W and \
                h.all_cards().count(h.win) + h.wilds > 4:
            return out  # the 王 would stand for a fifth copy of the card drawn (P-PH18)
        if h.wilds == 1:
            # 王钓: a 4-card group, all else formed; the lone 王 pairs with the card drawn
            ident = -1 if h.win == W else h.win
            pair = Group("pair", (ident, ident), (True, h.win == W), h.win != W, "hand", 0)
            for v, gs in search(h.cards, 0, None, True, [*fixed, pair], keep=1,
                                pair_ok=self.options.pair_with_four, pair_used=True):
                key = "wangdiaowang" if h.win == W else "wangdiao"
                out.append((FACTOR[key].zh, v, gs, (key,)))
        if h.wilds == 2 and h.win != W:
            tri = Group("kan", (h.win,) * 3, (True, True, False), True, "hand",
                        value("kan", [h.win]))
            for v, gs in search(h.cards, 0, None, True, [*fixed, tri], keep=1,
                                pair_ok=self.options.pair_with_four):
                out.append((FACTOR["wangchuang"].zh, v, gs, ("wangchuang",)))
        return out

    def _factors(self, groups: Sequence[Group], h: PHHand, sd: bool, pattern: tuple[str, ...]
                 ) -> tuple[list[Factor], int]:
        """The 番 lines of one reading and its red count (A3: every card of the winner; a 王
        as the card it stands for; a 王 whose card is left open, P-PH5, as suits best)."""
        reds = sum(1 for g in groups for c in g.cards if c >= 0 and is_red(c))
        open_ = sum(1 for g in groups for c in g.cards if c < 0)
        best: tuple[int, list[Factor], int] | None = None
        for extra in range(open_ + 1):
            n = reds + extra
            out = []
            if n >= 10:
                out.append(FACTOR["honghu"])
            elif n == 1:
                out.append(FACTOR["yidianzhu"])
            elif n == 0:
                out.append(FACTOR["heihu"])
            out += [FACTOR[k] for k in pattern]
            if sd and (not pattern or self.options.zimo_with_wang):
                out.append(FACTOR["zimo"])
            prod = 1
            for f in out:
                prod *= f.factor
            if best is None or prod > best[0]:
                best = (prod, out, n)
        assert best is not None
        return best[1], best[2]

    def _payments(self, total: int, winner: int, sd: bool, supplier: int | None
                  ) -> tuple[tuple[int, int, int], ...]:
        others = [s for s in range(3) if s != winner]
        if sd or not self.options.supplier_pays:
            return tuple((s, winner, total) for s in others)
        payer = (winner - 1) % 3 if supplier is None else supplier
        return ((payer, winner, total),)

    def huang_penalty(self, wangs: Sequence[int], stake: int = 1
                      ) -> tuple[tuple[int, int, int], ...]:
        """黄牌 (no winner): each 王 holder pays each player without 王 ``wang_penalty`` ×
        stake per 王 held (A8; seed: 一張王霸賠付賭注5倍，兩張則是10倍).

        >>> Paohuzi().huang_penalty([1, 0, 0])
        ((0, 1, 5), (0, 2, 5))
        """
        need_type(wangs, Sequence, "wangs", "how many 王 each seat holds, e.g. [1, 0, 0]")
        if isinstance(wangs, str) or len(wangs) != 3 or \
                any(isinstance(w, bool) or w not in (0, 1, 2) for w in wangs) or sum(wangs) > 2:
            raise NotAllowed(f"wangs: three seats hold 0-2 王 each, 2 in all, not {wangs!r}")
        if not whole(stake):
            raise NotAllowed(f"stake is a whole number ≥ 0, not {stake!r}")
        return tuple((payer, payee, n * self.options.wang_penalty * stake)
                     for payer, n in enumerate(wangs) if n
                     for payee in range(3) if not wangs[payee])

    # ---- actions on a shown card -------------------------------------------------------------

    def claims(self, card: str | int, seat: int, hands: Sequence[str], drawn: bool = True,
               chou: Memory | Sequence[Iterable[str | int]] = ((), (), ()),
               moved: Sequence[int] = (0, 0, 0),
               renpeng: Sequence[Iterable[str | int]] = ((), (), ())) -> Claims:
        """What each seat may or must do with ``card``, shown by ``seat`` — drawn from the
        pile (``drawn``) or discarded — given the three ``hands`` (notation with their table
        groups), each seat's 臭牌 (``chou``: never 吃/碰 it again) and 忍碰 (``renpeng``: a
        later 偎 of it is a 臭偎) — or ``chou`` the :class:`Memory` from :meth:`remember` —
        and how many 跑/提 it made.

        Priority ([REC] §2.4): 胡 > forced 提/偎/跑 > 碰 > 吃; among 胡 the drawer, then the
        next seats in turn (下家 first); among 吃 the drawer, then his 下家.

        >>> c = Paohuzi().claims("x5", 0, ["x1", "x46 d3", "x55 d1"], drawn=False)
        >>> [(a.seat, a.kind) for a in c.allowed]   # 碰 before 吃
        [(2, 'peng'), (1, 'chi')]
        """
        as_seat(seat, "seat")
        as_flag(drawn, "drawn")
        for what, per in (("hands", hands), ("moved", moved)):
            if isinstance(per, str) or not isinstance(per, Sequence) or len(per) != 3:
                raise NotAllowed(f"{what}: one entry per seat (three), not {per!r}")
        if any(not whole(m) for m in moved):
            raise NotAllowed(f"moved: how many 跑/提 each seat made (0 or more), not {moved!r}")
        if isinstance(chou, Memory):
            smelly = [set(m) for m in chou.chou]
            held_back = [set(m) | set(r) for m, r in
                         zip(chou.renpeng, per_seat(renpeng, "renpeng"), strict=True)]
        else:
            smelly, held_back = per_seat(chou, "chou"), per_seat(renpeng, "renpeng")
        c = as_card(card)
        if c == W and not drawn:
            raise NotAllowed("a 王 is never discarded (seed: 王霸不能打出)")
        if c == W:
            raise NotAllowed("a drawn 王 is shown and kept (seed: 抓到的王霸需要明示); nobody "
                             "can claim it")
        parsed = [self.parse(h) for h in hands]
        for s, h in enumerate(parsed):
            if h.win is not None:
                raise NotAllowed(f"seat {s}'s hand has a '+' winning card: give hands only")
        together = Counter(c for h in parsed for c in h.all_cards()) + Counter({c: 1})
        over = [f"{n}× {card_zh(x)}" for x, n in sorted(together.items()) if n > 4]
        if over:
            raise NotAllowed("the three hands and the card hold " + ", ".join(over)
                             + ": the deck has 4 of each")
        order = [(seat + k) % 3 for k in range(3)]  # the shower, then 下家, then the other
        allowed: list[tuple[tuple[int, int], ClaimRight]] = []
        refused: list[ClaimRight] = []
        for s in order:
            own = s == seat
            h = parsed[s]
            rank = order.index(s) if drawn else (order.index(s) - 1) % 3
            self._hu(h, c, s, own, drawn, rank, allowed, refused)
            self._forced(h, c, s, own, drawn, moved[s], held_back[s], allowed, refused)
            if not own:
                self._peng(h, c, s, smelly[s], allowed, refused)
            chi_ok = (own and drawn) or (s == (seat + 1) % 3 and
                                         (not drawn or self.options.chi_from_shang_draw))
            if chi_ok:
                self._chi(h, c, s, own, smelly[s], allowed, refused)
        allowed.sort(key=lambda x: x[0])
        if any(a.kind in ("pao", "ti") for _, a in allowed):  # seed 12: 撇跑胡
            allowed = [(k, dataclasses.replace(a, reason=a.reason + " — 撇跑胡: 胡 comes before "
                                               "the 跑") if a.kind == "hu" else a)
                       for k, a in allowed]
        return Claims(c, tuple(a for _, a in allowed), tuple(refused), seat, drawn)

    def remember(self, claims: Claims, taken_by: int | None,
                 memory: Memory | None = None) -> Memory:
        """The 臭牌/忍碰 memory after a shown card (``taken_by``: the seat that took it, or
        None), added to ``memory``: a seat that could 吃 or 碰 it, had the choice and did not
        take it holds it as 臭牌 if it came from its 上家 or its own draw (seed rule 6,
        P-PH14); a declined 碰 is a 忍碰 (rule 7), so a later 偎 of it is a 臭偎 (rule 2,
        P-PH15). A claim pre-empted by a higher one was no choice.

        >>> r = Paohuzi()
        >>> c = r.claims("x5", 0, ["x1", "x46 d3", "x55 d1"], drawn=False)
        >>> r.remember(c, None).text()
        [{'臭牌': [], '忍碰': []}, {'臭牌': ['x5'], '忍碰': []}, {'臭牌': [], '忍碰': ['x5']}]
        """
        if not isinstance(claims, Claims):
            raise TypeError(f"claims is what Paohuzi.claims returned, not {type(claims).__name__}")
        if taken_by is not None:
            as_seat(taken_by, "taken_by")
        return remember(claims, taken_by, memory)

    # ---- deal --------------------------------------------------------------------------------

    def deal_sizes(self) -> dict[str, int]:
        """Cards per seat and in the pile (A1: 21 + 20 + 20 + 21 = 82).

        >>> Paohuzi().deal_sizes()
        {'banker': 21, 'other': 20, 'pile': 21, 'deck': 82}
        """
        return {"banker": 21, "other": 20, "pile": self.options.pile,
                "deck": 21 + 20 + 20 + self.options.pile}

    def analyse(self, *slots: str, self_drawn: bool = False, turned: str | None = None,
                bets: Sequence[int] = (), pool: int = 0) -> CardAnalysis:
        """The lab's answer for a ``line`` (hand and table groups) and the ``card`` shown
        (notation; empty: none): without the card, the cards the line waits on; with it,
        the best grouping and its 胡息 (:meth:`win`), a win's score with the ``turned``
        card (醒), and the :meth:`claims` on the card (not 王) with the line at seat 1 (the
        card from seat 0, its 上家, or its own draw when ``self_drawn``), or why none."""
        check_position(slots, self_drawn, turned, bets, pool)
        line, card = (*slots, "", "")[:2]
        if not card:
            return CardAnalysis(waits=tuple(self.waits(line)))
        whole_line = parse_hand(f"{line} +{card}").text()
        check = self.win(whole_line, self_drawn=self_drawn)
        score = self.score(whole_line, self_drawn=self_drawn, turned=turned) if check.ok \
            else None
        claims, refusals = None, dict[str, Exception]()
        if line and card != "W":
            try:
                claims = self.claims(card, 1 if self_drawn else 0, ["", line, ""],
                                     drawn=self_drawn)
            except (NotAllowed, ValueError) as e:  # not a hand yet (NotationError too)
                refusals["claims"] = e
        return CardAnalysis(win=check, score=score, claims=claims, refusals=refusals)


@functools.lru_cache(maxsize=64)
def _waits(rules: Paohuzi, text: str, seen: tuple[int, ...]) -> tuple[WaitCard, ...]:
    """The waits of a canonical hand text, remembered: a widget redraws the same hand on an
    undo, a language switch or a 自摸 toggle."""
    return tuple(rules._waits(parse_hand(text), seen))


@functools.lru_cache(maxsize=4096)
def _wins_with_a_wang(rules: Paohuzi, h: PHHand) -> bool:
    return rules._fast(dataclasses.replace(h, win=W), True, {}) is not None


__all__ = ["ANOTHER", "BEST", "HAND_MOST", "Paohuzi"]
