"""跑胡子 checks of one seat on a shown card, for :meth:`Paohuzi.claims
<widgets.cards.paohuzi.Paohuzi.claims>`: may it 胡, must it 提/偎/跑, may it 碰 or 吃 — each
adds what it allows (with its priority) or what it refuses, with why. :class:`ShownCardChecks`
is a base of :class:`~widgets.cards.paohuzi.Paohuzi`, which supplies ``options``,
``problems`` and ``win``.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ...engine.why import Why, join
from .claims import ClaimRight, chi_ways, eat_combos, put_down, way_huxi
from .notation import SEED_KAN, PHHand, card_zh

if TYPE_CHECKING:
    from .results import Win


class ShownCardChecks:
    """The per-seat checks behind ``claims`` (胡, forced 提/偎/跑, 碰, 吃)."""

    if TYPE_CHECKING:  # what it reads of its host, rules.Paohuzi (which type-checks them)
        options: Any  # the frozen options (cards.CardRules builds them)

        def problems(self, hand: str | PHHand, seen: str | Iterable[str | int] = (),
                     hand_size: bool = True) -> list[str]: ...
        def win(self, hand: str | PHHand, self_drawn: bool = False, keep: int = 12,
                from_pile: bool = False) -> Win: ...
        def may_win(self, h: PHHand) -> bool: ...

    def _hu(self, h, c, s, own, drawn, rank, allowed, refused):
        if (own and not drawn) or not self.may_win(h):
            return
        sd = own and drawn
        test = dataclasses.replace(h, win=c)
        if self.problems(test):
            return
        w = self.win(test, self_drawn=sd, keep=1, from_pile=drawn and not own)
        if w.ok:
            allowed.append(((0, rank), ClaimRight(s, "hu", True, Why(f"{w.huxi} 胡息" + (
                "，自摸：摸牌的人先胡" if sd else ""), f"{w.huxi} 胡息" + (
                ", self-drawn: the drawer wins first" if sd else "")), "P-PH13",
                huxi=w.huxi)))
        elif w.complete and w.huxi >= self.options.min_huxi:
            refused.append(ClaimRight(s, "hu", False, join(w.reasons), "A8"))

    def _forced(self, h, c, s, own, drawn, moved, renpeng, allowed, refused):
        held = h.cards.count(c)
        mine = {m.kind for m in h.melds if m.cards[0] == c and len(set(m.cards)) == 1}
        kind, why, ruling = "", "", "P-PH9"
        if own and drawn:
            if held == 3 or mine & {"wei", "chouwei"}:
                kind, why = "ti", Why("摸到自己的坎/偎：提（倾），必须，亮一张",
                                      "drawn onto a 坎/偎 of one's own: 提 (傾), forced, one "
                                      "card shown")
            elif held == 2:
                kind = "chouwei" if c in renpeng else "wei"
                why = (Why("以前不碰过（忍碰）：臭偎，亮出（两张扣着，一张亮着）",
                           "declined to 碰 before (忍碰): 臭偎, shown (two down, one up)")
                       if c in renpeng else
                       Why("摸到手里的对子：偎（啸），必须，不亮",
                           "drawn onto a pair in hand: 偎 (嘯), forced, not shown"))
            elif "peng" in mine:
                kind, why = "pao", Why("自己摸到自己碰过的牌：跑（§2.4 [REC]）",
                                       "one's own draw onto one's 碰: 跑 (§2.4 [REC])")
        elif not own:
            if held == 3 or mine & {"wei", "chouwei"}:
                kind, why = "pao", Why("别人的牌对上自己的坎/偎：跑，必须（不能走跑，A11）",
                                       "another's card onto a 坎/偎: 跑, forced (no 走跑, A11)")
            elif "peng" in mine:
                if drawn or self.options.peng_pao_on_discard:
                    kind, why = "pao", Why("别人从底牌摸出自己碰过的牌：跑",
                                           "drawn from the pile by another onto one's 碰: 跑")
                else:
                    refused.append(ClaimRight(s, "pao", False, Why(
                        "别人打出的牌对上自己的碰不算跑（种子：別人從墩上摸得牌，是自己已經碰牌的牌）",
                        "a discard onto one's 碰 is no 跑 (seed: 別人從墩上摸得牌，是自己已經碰牌的"
                        "牌)"), "P-PH10"))
        if kind:
            four = kind in ("ti", "pao")
            again = four and moved >= 1
            note = Why(" —— 重跑（八块）：不打牌，下家摸牌",
                       " — 重跑 (八块): no discard; the next player draws") if again else ""
            cards, huxi, up = put_down(kind, c, "chouwei" in mine)
            allowed.append(((1, 0), ClaimRight(s, kind, True, why + note, ruling, True,
                                               (cards,), again, huxi=huxi, face_up=up)))

    def _peng(self, h, c, s, smelly, allowed, refused):
        if h.cards.count(c) != 2:
            return
        if c in smelly:
            refused.append(ClaimRight(s, "peng", False, Why(
                f"{card_zh(c)}是这个人的臭牌：以前不要，以后也不能碰（种子规则 6）",
                f"{card_zh(c)} is this player's 臭牌: declined before, never 碰 later "
                "(seed rule 6)"), "P-PH12"))
            return
        cards, huxi, up = put_down("peng", c)
        allowed.append(((2, 0), ClaimRight(s, "peng", True, Why(
            "手里有一对：碰（也可以不碰：忍碰）", "a pair in hand: 碰 (may decline: 忍碰)"),
            "P-PH13", cards=(cards,), huxi=huxi, face_up=up)))

    def _chi(self, h, c, s, own, smelly, allowed, refused):
        held = Counter(h.cards)
        if held[c] >= 3:
            return  # a 坎 is never split: that card is a 跑/提
        if not eat_combos(held, c):
            split = eat_combos(held, c, split_kan=True)
            if split:
                kan = next(x for x in split[0] if held[x] >= 3)
                seed = SEED_KAN.split("。")[1]
                refused.append(ClaimRight(s, "chi", False, Why(
                    f"吃{card_zh(c)}会拆开{card_zh(kan)}的坎（种子：{seed}）",
                    f"eating {card_zh(c)} would split the 坎 of {card_zh(kan)} (seed: {seed})"),
                    "P-PH3"))
            return
        if c in smelly:
            refused.append(ClaimRight(s, "chi", False, Why(
                f"{card_zh(c)}是这个人的臭牌（种子规则 6）",
                f"{card_zh(c)} is this player's 臭牌 (seed rule 6)"), "P-PH12"))
            return
        ways = chi_ways(held, c)
        if not ways:
            refused.append(ClaimRight(s, "chi", False, Why(
                f"下火（比牌）：手里其他的{card_zh(c)}不能都成组放下，所以不能吃",
                f"下火 (比牌): the other {card_zh(c)} in hand cannot all go down in groups, "
                "so no 吃"), "P-PH11"))
            return
        rank = 0 if own else 1
        fire = any(len(w) > 1 for w in ways)
        why = Why("和手里的牌成句/绞" + ("；下火：其他同样的牌也放下" if fire else ""),
                  "句/绞 with hand cards" + ("; 下火: the other copies go down too" if fire
                                             else ""))
        if len(ways) > 1:
            why += Why(f"；{len(ways)} 种吃法，吃的人选（P-PH16）",
                       f"; {len(ways)} ways, the eater chooses (P-PH16)")
        allowed.append(((3, rank), ClaimRight(s, "chi", True, why, "A20", cards=ways[0],
                                              ways=ways, huxi=way_huxi(ways[0]),
                                              face_up=(True,) * 3)))
