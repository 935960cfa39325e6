"""大丰收's side of the hand types book: its "types" are the lamps a round can light (each
betting target, and the luck lamp that pays nothing), all of them our model, not the seed's
(the seed is one sentence; rules/cards.md §4, P-F1).

A hand here is one round: (the target backed with 1 coin, the lamp that lit, the seed of the
round). The examples come from a seeded search: rounds ``spin(random.Random(seed))`` for seeds
0, 1, 2 …, the first round that lights each lamp, with the coin on that lamp (on the cheapest
target where the luck lamp lit). The near miss is the lamp beside it on the engine's wheel
lighting instead (one lamp away), with the same coin: what the engine's ``settle`` then pays.

>>> game = Dafengshou()
>>> hand = game.example_of("apple")
>>> hand[:2], game.kind_of(hand)
(('apple', 'apple'), 'apple')
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from ...cards.dafengshou import LUCK, NAMES
from ...engine.why import Why
from .games import Game, Kind, Verdict

SEEDS = 400  # rounds searched; every lamp lights well inside it (the rarest, BAR: 1 in 57)
SEED_WORDS = "大豐收游戲中包含各類押注對象，對象押注的金幣數量越多，獲得金幣的收益越大"


class Dafengshou(Game):
    """The lamps of 大丰收's default machine (our model, P-F1), the best-paying first."""

    id = "dafengshou"

    def __init__(self) -> None:
        super().__init__()
        r = self.rules
        targets = sorted(r.targets, key=lambda t: -t.odds)
        tiers = sorted({-t.odds for t in targets})
        self.kinds = tuple(
            Kind(t.key, t.zh, t.en, t.key, t.en,
                 tiers.index(-t.odds),
                 Why(f"押中赔 {t.odds} 倍（每个金币），{t.probability} 的局亮这盏灯，每押 1 个金币"
                     f"平均拿回 {float(t.rtp):.0%}（我们的模型，不是规则原文）",
                     f"a win pays {t.odds} per coin; this lamp lights in {t.probability} of "
                     f"rounds; each coin staked brings back {float(t.rtp):.0%} on average (our "
                     "model, not the rule text's)"), "lamps", f"×{t.odds}")
            for t in targets) + (
            Kind(LUCK, *NAMES[LUCK], "xingyundeng", "luck lamp", len(tiers),
                 Why(f"不赔任何押注，{r.luck} 的局亮它（我们的模型）",
                     f"pays no bet; it lights in {r.luck} of rounds (our model)"), "lamps",
                 "×0"),)
        self._wheel = [k for k, _ in r.outcomes()]  # the engine's order of the lamps

    def candidates(self) -> Iterator[tuple[str, ...]]:
        cheapest = min(self.rules.targets, key=lambda t: t.odds).key
        for seed in range(SEEDS):
            lit = self.rules.spin(random.Random(seed))
            yield (cheapest if lit == LUCK else lit, lit, str(seed))

    def example_of(self, key: str) -> tuple[str, ...] | None:
        return next((h for h in self.candidates() if h[1] == key), None)

    def kind_of(self, hand: tuple[str, ...]) -> str | None:
        """The lamp that lit (the engine's spin chose it)."""
        return hand[1] if len(hand) > 1 and hand[1] in self._wheel else None

    def marked(self, hand: tuple[str, ...], kind: str) -> tuple[bool, ...]:
        return (hand[0] == hand[1], True)  # the lamp lit, and the bet where it won

    def neighbours(self, hand: tuple[str, ...]) -> Iterator[tuple[str, ...]]:
        """The lamps beside the lit one on the engine's wheel, the same coin on the table."""
        i = self._wheel.index(hand[1])
        for j in (i + 1, i - 1):
            if 0 <= j < len(self._wheel):
                yield (hand[0], self._wheel[j], "")

    def _net(self, hand: tuple[str, ...]) -> int:
        return int(self.rules.settle({hand[0]: 1}, hand[1]).net)

    def versus(self, a: tuple[str, ...], b: tuple[str, ...]) -> Verdict:
        na, nb = self._net(a), self._net(b)
        return Verdict(na > nb, Why(f"押 1 个金币：{na:+d} 对 {nb:+d}",
                                    f"1 coin staked: {na:+d} against {nb:+d}"))

    def describe(self, hand: tuple[str, ...]) -> Any:
        """The engine's settlement of the round."""
        bet, lit = NAMES.get(hand[0], (hand[0],) * 2), NAMES.get(hand[1], (hand[1],) * 2)
        net = self._net(hand)
        seed = (Why(f"（第 {hand[2]} 号种子的一局）", f" (the round of seed {hand[2]})")
                if len(hand) > 2 and hand[2] else Why("", ""))
        return Why(f"押 1 个金币在{bet[0]}，亮的是{lit[0]}：净 {net:+d}{seed.zh}",
                   f"1 coin on {bet[1]} ({bet[0]}), lit: {lit[1]} ({lit[0]}), net {net:+d}"
                   f"{seed}")

    def text(self, hand: tuple[str, ...]) -> str:
        return f"bets={{'{hand[0]}': 1}} lit={hand[1]}" + (f" seed={hand[2]}" if hand[2] else "")

    def faces(self, hand: tuple[str, ...]) -> tuple[str, ...]:
        return (f"bet:{hand[0]}", f"lit:{hand[1]}")

    def comparable(self, a: str, b: str) -> bool:
        return True

    def change(self, a: tuple[str, ...], b: tuple[str, ...]) -> Why | None:
        was, now = NAMES.get(a[1], (a[1],) * 2), NAMES.get(b[1], (b[1],) * 2)
        return Why(f"差一盏灯：亮的是旁边的{now[0]}，不是{was[0]}",
                   f"one lamp away: {now[1]} ({now[0]}), beside it, lights instead of "
                   f"{was[1]} ({was[0]})")

    def lab_intent(self, hand: tuple[str, ...]) -> dict[str, Any]:
        """The odds lab's intent that puts the book's coin on the table."""
        return {"kind": "param", "name": f"bet:{hand[0]}", "value": 1}

    def lab_line(self, hand: tuple[str, ...]) -> str:
        return f'OddsLab("dafengshou", bets={{"{hand[0]}": 1}})'
