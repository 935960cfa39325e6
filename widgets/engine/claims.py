"""Claims on a discard (吃, 碰, 明杠, 和) and robbing a kong (抢杠), shared by every mahjong
variant: :class:`ClaimRules`, a part of :class:`~widgets.engine.rules.MahjongRules`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, ClassVar

from .checks import as_tile
from .notation import Hand
from .results import ClaimOption, ClaimReport, NotAllowed, Problem, Refusal, Why
from .situation import Situation, as_situation
from .tiles import suit_of, tile_name, tile_zh

KONG_KINDS = ("direct", "added", "concealed")  # 直杠 on a discard, 补杠 onto a 碰, 暗杠


class ClaimRules:
    """The claims part of :class:`~widgets.engine.rules.MahjongRules` (which it serves)."""

    if TYPE_CHECKING:  # what it reads of its host, MahjongRules (which type-checks them)
        zh: ClassVar[str]
        copies: ClassVar[int]
        seats: ClassVar[tuple[int, ...]]
        _kind_set: frozenset[int]

        def validate(self, hand: Hand | str, seen: Iterable[int] = ()) -> Hand: ...
        def seat_text(self) -> str: ...
        def situation_conflicts(self, hand: Hand, situation: Situation
                                ) -> tuple[Problem, ...]: ...
        def is_complete(self, hand: Hand | str, situation: Situation | None = None
                        ) -> bool: ...
        def why_incomplete(self, hand: Hand, situation: Situation | None = None
                           ) -> tuple[str, str]: ...
        def win_refusals(self, hand: Hand, situation: Situation) -> list[tuple[str, str]]: ...

    def claims(self, hand: Hand | str, tile: int | str, from_seat: int,
               situation: Situation | None = None, **how: Any) -> ClaimReport:
        """Every claim on ``tile`` discarded by ``from_seat`` (1 上家, 2 对家, 3 下家), and each
        refused kind with the rule that refuses it."""
        hand = self.validate(hand).with_winning(None)
        situation = as_situation(situation, how)
        tile = as_tile(tile)
        if tile not in self._kind_set:
            raise ValueError(Why(f"{tile_zh(tile)} {tile_name(tile)} 不在{self.zh}的牌里，"
                                 "没有人能打出它",
                                 f"{tile_name(tile)} {tile_zh(tile)} is not in the {self.zh} "
                                 "tile set, so nobody can discard it"))
        if hand.all_tiles().count(tile) >= self.copies:
            raise ValueError(Why(f"{self.copies} 张 {tile_zh(tile)} {tile_name(tile)} 都在你手里："
                                 "没有人能再打出一张",
                                 f"you hold all {self.copies} {tile_name(tile)} {tile_zh(tile)}: "
                                 "nobody can discard another"))
        if from_seat not in self.seats:
            raise ValueError(f"from_seat is {self.seat_text()}, not {from_seat!r}")
        if hand.size != 13:
            raise NotAllowed(Why(f"吃碰杠胡要一手等着别人打牌的 13 张，不是 {hand.size} 张",
                                 f"a claim needs a 13-tile hand waiting for a discard, not "
                                 f"{hand.size}"))
        options: list[ClaimOption] = []
        refused: list[Refusal] = []
        for kind in ("chi", "pon", "kong", "win"):
            found, why = self.claim_options(kind, hand, tile, from_seat, situation)
            options += found
            if not found:
                refused.append(why)
        return ClaimReport(tile, from_seat, tuple(options), tuple(refused))

    def claim_options(self, kind: str, hand: Hand, tile: int, from_seat: int,
                      situation: Situation) -> tuple[list[ClaimOption], Refusal]:
        """Options of one kind, or an empty list and the refusal. Variants add their rules
        through :meth:`claim_refusal` and keep these shape checks."""
        if kind == "win":  # a claimed win whose situation cannot happen (the dealer's 人胡)
            impossible = self.situation_conflicts(hand.with_winning(tile),
                                                  situation.with_(self_drawn=False))
            if impossible:
                first = impossible[0]
                return [], Refusal(kind, Why(first.zh, first.message) if first.zh
                                   else first.message, first.ruling)
        rule = self.claim_refusal(kind, hand, tile, from_seat, situation)
        if rule:
            return [], Refusal(kind, *rule)
        have = hand.closed.count(tile)
        name = zh_name = f"{tile_name(tile)} {tile_zh(tile)}"
        if kind == "chi":
            if from_seat != 1:
                return [], Refusal(kind, Why("只能吃上家打出的牌",
                                             "吃 takes only the discard of the player before you "
                                             "(上家)"))
            runs = [tuple(t for t in (a, a + 1, a + 2) if t != tile)
                    for a in range(tile - 2, tile + 1)
                    if tile < 27 and a >= 0 and suit_of(a) == suit_of(tile) == suit_of(a + 2)]
            found = [ClaimOption("chi", run + (tile,)) for run in runs
                     if all(t in hand.closed for t in run)]
            return found, Refusal(kind, Why(f"手里没有能和 {zh_name} 连成顺子的两张牌",
                                            f"no two tiles in hand make a run with {name}"))
        if kind == "pon":
            if have >= 2:
                return [ClaimOption("pon", (tile,) * 3)], Refusal(kind, "")
            return [], Refusal(kind, Why(f"碰要手里有两张 {zh_name}，你有 {have} 张",
                                         f"碰 needs two {name} in hand; you hold {have}"))
        if kind == "kong":
            if have >= 3:
                return [ClaimOption("kong", (tile,) * 4)], Refusal(kind, "")
            return [], Refusal(kind, Why(f"明杠要手里有三张 {zh_name}，你有 {have} 张",
                                         f"明杠 needs three {name} in hand; you hold {have}"))
        won = hand.with_winning(tile)
        if not self.is_complete(won, situation):
            reason, ruling = self.why_incomplete(won, situation)
            if not ruling and reason.endswith("winning shape"):
                reason = Why(f"{zh_name} 凑不成和牌", f"{name} does not complete the hand")
            return [], Refusal(kind, reason, ruling)
        for reason, ruling in self.win_refusals(won, situation):
            return [], Refusal(kind, reason, ruling)
        return [ClaimOption("win", (tile,))], Refusal(kind, "")

    def claim_refusal(self, kind: str, hand: Hand, tile: int, from_seat: int,
                      situation: Situation) -> tuple[str, str] | None:
        """(reason, ruling) when the variant refuses this kind of claim outright."""
        return None

    # 抢杠: kong kind → why it cannot be robbed (the variant's seed sentence), a reason or a
    # (reason, ruling) pair; kinds not listed can be. None: the variant states no robbing rule.
    unrobbable_kongs: ClassVar[dict[str, str | tuple[str, str]] | None] = None
    robbing_note: ClassVar[str] = ""  # shown on a robbing win (who pays, what it counts as)

    def unrobbable(self) -> dict[str, tuple[str, str]]:
        """Kong kind → (reason, ruling) for each kind this variant (with its options) does
        not let anyone rob; NotImplementedError if it states no rule for robbing."""
        if self.unrobbable_kongs is None:
            raise NotImplementedError(f"{self.zh} states no rule for robbing a kong")
        return {k: (v, "") if isinstance(v, str) else v for k, v in self.unrobbable_kongs.items()}

    def rob_kong(self, hand: Hand | str, tile: int | str, kong: str, from_seat: int,
                 situation: Situation | None = None, **how: Any) -> ClaimReport:
        """Can this 13-tile hand rob a kong of ``tile`` made by ``from_seat`` (1 上家, 2 对家,
        3 下家)? ``kong`` is its kind, 'direct', 'added' or 'concealed'; the variant's
        :meth:`unrobbable` refuses some kinds with its reason, the others are a win on
        ``tile`` with ``robbing_kong`` set. The played hand (:mod:`widgets.practice.table.play`)
        and the
        settlements ask this same rule.

        >>> from widgets import rules
        >>> wuhan = rules("wuhan")
        >>> wuhan.rob_kong("23m55p678s [123m,1] [789p,1]", "4m", "direct", 2).refused[0].reason
        '冲杠 cannot be robbed (seed: 直杠不能被抢杠)'
        >>> wuhan.rob_kong("23m55p678s [123m,1] [789p,1]", "4m", "added", 2).allows("win")
        True
        """
        unrobbable = self.unrobbable()
        if kong not in KONG_KINDS:
            raise ValueError(f"kong is 'direct', 'added' or 'concealed', not {kong!r}")
        if from_seat not in self.seats or isinstance(from_seat, bool):
            raise ValueError(f"from_seat is {self.seat_text()}, not {from_seat!r}")
        situation = as_situation(situation, how).with_(robbing_kong=True, self_drawn=False)
        hand = self.validate(hand).with_winning(None)
        t = as_tile(tile)
        if kong in unrobbable:
            return ClaimReport(t, from_seat, (), (Refusal("win", *unrobbable[kong]),))
        if hand.size != 13:
            raise NotAllowed(Why(f"抢杠要 13 张的手牌，不是 {hand.size} 张",
                                 f"robbing a kong needs a 13-tile hand, not {hand.size}"))
        found, refused = self.claim_options("win", hand, t, from_seat, situation)
        if self.robbing_note:
            found = [dataclasses.replace(o, note=self.robbing_note) for o in found]
        return ClaimReport(t, from_seat, tuple(found), () if found else (refused,))
