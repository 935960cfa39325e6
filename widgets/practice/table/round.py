"""A round of hands (issue 22): the deal passing from hand to hand as each variant's rule says,
永州's 风圈 moving on, and the running balances. One place for the rule, used by
:class:`HandRound` (hands played in order, a lesson's or a test's) and by the hand table's
"Next hand" (widgets/ui/table_round.py).

Who deals next is the settlement's ``next_dealer`` (the ledger is the truth); :data:`DEAL_RULES`
names which rule that is, so the table can say why:

* ``keep`` (武汉 R-W10, 双人 R-D6, 永州): the dealer stays after a dealer win or a drawn hand
  (荒庄 / 和牌), otherwise the deal passes (to the 下家; 双人: to the other seat). 永州: "一炮多響
  包括莊家在內胡牌，下一輪莊家繼續當莊"; its 风圈 moves on when the deal comes back to the first
  dealer (:class:`~widgets.mahjong.yongzhou.Round`).
* ``winner`` (四川 血战/血流, R-S12): "胡牌的人坐庄": the first winner; 一炮多响: the discarder;
  nobody won: the dealer stays.
* ``rotate`` (大师游, R-M15): 輪莊, the dealer's 下家 after every hand.

A hand's deal seed is :func:`hand_seed` (the round's seed and the hand's place), so a class
replays the same round. Balances are unlimited sums of the hands' nets: nobody goes broke.

>>> r = HandRound("wuhan", 4)
>>> played = r.play(3)
>>> [h.place.hand for h in played], sum(r.balances.values())
([1, 2, 3], 0)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from ...engine.events import Win
from ...engine.why import Why
from ...mahjong.yongzhou import Round
from .play import Game

DEAL_RULES: dict[str, tuple[str, dict[str, str]]] = {  # variant → (rule, case → its ruling)
    "sichuan-xuezhan": ("winner", dict.fromkeys(("winner", "discarder", "drawn"), "R-S12")),
    "sichuan-xueliu": ("winner", dict.fromkeys(("winner", "discarder", "drawn"), "R-S12")),
    "dashiyou-xueliu": ("rotate", {"passes": "R-M15"}),
    # 武汉's stays are the seed's own sentence ("庄家胡牌或者流局(荒庄)则继续坐庄")
    "wuhan": ("keep", {"passes": "R-W10"}),
    "shuangren": ("keep", dict.fromkeys(("dealer_won", "drawn", "passes"), "R-D6")),
    "yongzhou": ("keep", {"drawn": "P-Y5"}),  # a dealer among the winners: the seed's sentence
}
WINDS = ("yongzhou",)  # the variants whose 风圈 moves with the deal


def hand_seed(seed: int, index: int) -> int:
    """The seed hand ``index`` (0 first) of a round from ``seed`` is dealt with.

    >>> hand_seed(7, 0), hand_seed(7, 2)
    (7000, 7002)
    """
    return seed * 1000 + index


@dataclasses.dataclass(frozen=True)
class RoundPlace:
    """Where a hand stands in its round: the round's ``seed``, the hand's number (1 first),
    its dealer and 风圈 (0 东 … 3 北; 永州 only), the round's first dealer, and each seat's
    running total before this hand (``balances``, one per seat at the table)."""

    seed: int
    hand: int = 1
    dealer: int = 0
    round_wind: int = 0
    first_dealer: int = 0
    balances: tuple[int, ...] = (0, 0, 0, 0)

    @classmethod
    def first(cls, game: Game) -> RoundPlace:
        """The first hand of a round: ``game`` as it was dealt."""
        return cls(game.seed if game.seed is not None else 0, 1, game.dealer,
                   getattr(game, "round_wind", 0), game.dealer, (0,) * len(game.seat_ids))

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self) | {"balances": list(self.balances)}

    @classmethod
    def from_dict(cls, data: Any, seats: int | None = None) -> RoundPlace:
        """The place a position code holds (of a table of ``seats`` seats, when given);
        ValueError naming what is wrong, in zh and en: each number a whole number, one total
        a seat, the totals summing to zero (every payment is one seat's loss, another's win)."""
        keys = ("seed", "hand", "dealer", "round_wind", "first_dealer", "balances")
        if not isinstance(data, dict) or any(k not in data for k in keys):
            raise ValueError(Why(f"牌局在一圈里的位置要有 {'、'.join(keys)}：{data!r:.80}",
                                 f"a round's place needs {', '.join(keys)}: {data!r:.80}"))
        balances = data["balances"]
        ints = [data[k] for k in keys[:-1]] + (balances if isinstance(balances, list) else [])
        if not isinstance(balances, list) or any(type(x) is not int for x in ints):
            raise ValueError(Why(f"牌局的位置里每一项都是整数：{data!r:.80}",
                                 f"every number of a round's place is whole: {data!r:.80}"))
        n = seats or len(balances)
        if len(balances) != n or n not in (2, 4):
            raise ValueError(Why(f"每个座位一个总分（{n} 个），不是 {len(balances)} 个",
                                 f"one total a seat ({n}), not {len(balances)}"))
        if sum(balances):
            raise ValueError(Why(f"总分加起来应是 0（一家输的是另一家赢的），不是 {sum(balances)}",
                                 f"the totals sum to 0 (one seat's loss is another's win), not "
                                 f"{sum(balances)}"))
        place = cls(**{k: data[k] for k in keys[:-1]}, balances=tuple(balances))
        if place.hand < 1 or place.round_wind not in range(4) \
                or not {place.dealer, place.first_dealer} <= set(range(n)):
            raise ValueError(Why(f"不是一圈里的位置：{data!r:.80}",
                                 f"not a round's place: {data!r:.80}"))
        return place


@dataclasses.dataclass(frozen=True)
class NextDeal:
    """Who deals the next hand and why: ``rule`` and ``case`` (stays after a dealer win or a
    draw: 'dealer_won', 'drawn'; 'passes'; 'winner', 'discarder'), the ruling, whether the
    风圈 moved, and the place of the next hand (its balances: the totals after this one)."""

    dealer: int
    rule: str
    case: str
    ruling: str
    wind_moved: bool
    place: RoundPlace


def next_deal(place: RoundPlace, game: Game) -> NextDeal:
    """The next hand's place after ``game`` (a finished hand at ``place``), by its ledger.

    >>> g = Game("wuhan", 0)
    >>> _ = g.advance()
    >>> n = next_deal(RoundPlace.first(g), g)
    >>> (g.dealer, n.dealer, n.case, n.place.hand)
    (3, 0, 'passes', 2)
    """
    if not game.finished:
        raise ValueError("the hand is not over yet: play it to its End first")
    ledger = game.ledger()
    rule, rulings = DEAL_RULES.get(game.variant, ("keep", {}))
    dealer = ledger.next_dealer if ledger.next_dealer is not None else place.dealer
    wins = [e.seat for e in game.events if isinstance(e, Win)]
    if rule == "rotate":
        case = "passes"
    elif not wins:
        case = "drawn"
    elif rule == "winner":
        case = "winner" if dealer == wins[0] else "discarder"
    else:
        case = "dealer_won" if dealer == place.dealer else "passes"
    wind, moved = place.round_wind, False
    if game.variant in WINDS:  # 永州: the Round says when the 风圈 moves (and checks the deal)
        r = Round(place.dealer, place.round_wind, place.first_dealer).after(
            dealer_stays=dealer == place.dealer)
        dealer, wind, moved = r.dealer, r.round_wind, r.round_wind != place.round_wind
    seats = range(len(place.balances))
    totals = tuple(place.balances[s] + ledger.net.get(s, 0) for s in seats)
    after = dataclasses.replace(place, hand=place.hand + 1, dealer=dealer, round_wind=wind,
                                balances=totals)
    return NextDeal(dealer, rule, case, rulings.get(case, ""), moved, after)


@dataclasses.dataclass(frozen=True)
class PlayedHand:
    """One hand of a round: where it stood (``place``; 永州's ``round`` too), its game, and
    the running scores after it (each seat's sum of its nets so far)."""

    place: RoundPlace
    game: Game
    balances: dict[int, int]

    @property
    def round(self) -> Round:
        """The hand's dealer and 风圈 as :class:`~widgets.mahjong.yongzhou.Round` (4 seats)."""
        return Round(self.place.dealer, self.place.round_wind, self.place.first_dealer)


class HandRound:
    """Hands of ``variant`` played in order from one ``seed``: hand ``i`` is dealt from
    :func:`hand_seed` by the dealer :func:`next_deal` names (永州: with its 风圈).
    ``play(n)`` plays ``n`` more hands automatically; ``next_game()`` gives the next hand to
    play (a human seat plays it) and ``finish(game)`` records it; ``balances`` are the running
    scores."""

    variant = "wuhan"

    def __init__(self, variant: str, seed: int, dealer: int = 0, round_wind: int = 0,
                 **options: Any):
        if type(seed) is not int:
            raise ValueError(f"the seed is a whole number, not {seed!r}")
        self.variant, self.seed, self.options = variant, seed, dict(options)
        seats = 2 if variant == "shuangren" else 4
        self.place = RoundPlace(seed, 1, dealer, round_wind, dealer, (0,) * seats)
        self.hands: list[PlayedHand] = []

    @property
    def balances(self) -> dict[int, int]:
        return dict(enumerate(self.place.balances))

    @property
    def round(self) -> Round:
        """The next hand's dealer and 风圈 (4 seats)."""
        p = self.place
        return Round(p.dealer, p.round_wind, p.first_dealer)

    def next_game(self, human: int | None = None, humans: Sequence[int] | None = None) -> Game:
        """The next hand, dealt by the round's dealer (永州: with its 风圈), not yet played."""
        return deal(self.variant, self.place, hand_seed(self.seed, len(self.hands)),
                    human=human, humans=humans, **self.options)

    def finish(self, game: Game) -> PlayedHand:
        """Record a finished hand: its payments join the balances, the deal moves on."""
        nxt = next_deal(self.place, game)
        played = PlayedHand(self.place, game, dict(enumerate(nxt.place.balances)))
        self.hands.append(played)
        self.place = nxt.place
        return played

    def play(self, n: int) -> list[PlayedHand]:
        """Play ``n`` more hands with every seat automatic."""
        out = []
        for _ in range(n):
            g = self.next_game()
            g.advance()
            out.append(self.finish(g))
        return out


def deal(variant: str, place: RoundPlace, seed: int, **kwargs: Any) -> Game:
    """A hand dealt from ``seed`` by ``place``'s dealer (永州: in its 风圈)."""
    if variant in WINDS:
        kwargs["round_wind"] = place.round_wind
    return Game(variant, seed, dealer=place.dealer, **kwargs)


__all__ = ["DEAL_RULES", "HandRound", "NextDeal", "PlayedHand", "RoundPlace", "deal",
           "hand_seed", "next_deal"]
