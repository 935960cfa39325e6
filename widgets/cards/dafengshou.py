"""大丰收 (``dafengshou``): seed 001 (one sentence), rules/cards.md §4 and A10.

The seed says only this: "大豐收是最經典、簡單的游戲之一，大豐收游戲中包含各類押注對象，對象押注的
金幣數量越多，獲得金幣的收益越大。" — a betting game with several targets, where a bigger bet wins
more. Everything else here is **our assumption, not the seed's** (P-F1): the default model is
the 水果机 (fruit machine) of rules/cards.md §4 — eight targets with their multipliers, one
random lamp per round, and stop probabilities that give every target the same return (P-F2).
Targets, multipliers and weights are all options.

A multiplier is profit per unit staked: a winning bet of 10 on ×5 gets 50 profit and the 10
back (P-F4). Exact values are fractions.

>>> from widgets import rules
>>> r = rules("dafengshou")
>>> [(t.zh, t.odds) for t in r.targets][:3]
[('苹果', 5), ('橙子', 10), ('芒果', 10)]
>>> r.probability("apple")          # 0.9 / (5 + 1): every target returns 90 % (P-F2)
Fraction(3, 20)
>>> r.rtp("bar"), r.expected_value({"apple": 10})
(Fraction(9, 10), Fraction(-1, 1))
>>> r.settle({"apple": 10}, "apple").net   # the stake comes back, plus 5 × 10
50
"""

from __future__ import annotations

import bisect
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from ..engine.why import Why
from .cards import CardRules, NotAllowed, option, register, whole

SEED = ("大豐收是最經典、簡單的游戲之一，大豐收游戲中包含各類押注對象，對象押注的金幣數量越多，"
        "獲得金幣的收益越大。")
LUCK = "luck"  # the lamps that pay nothing (P-F3)

# Known target names (our assumption, rules/cards.md §4): key → (zh, en). A custom target
# keeps the name it is given in both languages.
NAMES: dict[str, tuple[str, str]] = {
    "apple": ("苹果", "apple"), "orange": ("橙子", "orange"), "mango": ("芒果", "mango"),
    "bell": ("铃铛", "bell"), "watermelon": ("西瓜", "watermelon"),
    "star": ("双星", "double star"), "seven": ("77", "seven-seven"), "bar": ("BAR", "BAR"),
    LUCK: ("幸运灯", "luck lamp"),
}
_ALIASES = {zh: key for key, (zh, _en) in NAMES.items()} | {"77": "seven", "BAR": "bar",
                                                            "星星": "star", "幸运": LUCK}
DEFAULT_TARGETS = "apple=5 orange=10 mango=10 bell=10 watermelon=20 star=20 seven=20 bar=50"


def target_key(name: str) -> str:
    """The key of a target written by key, Chinese name or English name ('苹果' → 'apple')."""
    if not isinstance(name, str):
        raise NotAllowed(Why(f"押注目标要用文字写，不是 {name!r}",
                             f"a target is named by text, not {name!r}"))
    if name in NAMES:
        return name
    if name in _ALIASES:
        return _ALIASES[name]
    lower = name.lower()
    for key, (_zh, en) in NAMES.items():
        if lower in (key, en.lower()):
            return key
    return name


def _spec(text: str, what: str) -> dict[str, int]:
    """'apple=5 bar=50' → {'apple': 5, 'bar': 50}; ValueError names the bad item."""
    out: dict[str, int] = {}
    for item in text.replace(",", " ").split():
        name, sep, value = item.partition("=")
        digits = value.strip()
        if not sep or not name or not (digits.isascii() and digits.isdigit()):
            raise ValueError(f"option {what!r}: {item[:40]!r} is not name=whole number "
                             "(digits 0-9, e.g. apple=5)")
        if len(digits) > 9:  # P-IN5: amounts and odds have at most 9 digits
            raise ValueError(f"option {what!r}: {item[:40]!r}: a number has at most 9 digits")
        key = target_key(name)
        if key in out:
            raise ValueError(f"option {what!r}: {name!r} is given twice")
        out[key] = int(digits)
    return out


@dataclass(frozen=True)
class DafengshouOptions:
    """Rule options: all of them are our assumptions (P-F1), not the seed's."""

    targets: str = option(
        DEFAULT_TARGETS, "the betting targets and their multipliers (profit per unit staked), "
        "name=odds; default: a common 水果机, our assumption", "P-F1")
    rtp: int = option(
        90, "return to player in per cent; with no weights, each target lights with "
        "probability rtp / 100 / (odds + 1), so every target returns the same", "P-F2")
    weights: str = option(
        "", "explicit stop weights instead of rtp, name=weight for every target and luck= for "
        "the lamps that pay nothing; probability = weight / total", "P-F3")

    def check(self) -> None:
        odds = _spec(self.targets, "targets")
        if not odds:
            raise ValueError(Why("押注目标一个也没有", "option 'targets' names no target"))
        if LUCK in odds:
            raise ValueError(Why("'luck' 是不赔钱的灯，不是押注目标",
                                 "option 'targets': 'luck' is the lamp that pays nothing, not a "
                                 "target"))
        if any(m < 1 for m in odds.values()):
            raise ValueError(Why("押注目标的赔率至少是 1",
                                 "option 'targets': a multiplier is at least 1"))
        if not 1 <= self.rtp <= 100:
            raise ValueError(Why(f"返还率是 1 … 100（百分比），不是 {self.rtp}",
                                 f"option 'rtp' is 1 … 100 (per cent), not {self.rtp}"))
        if self.weights:
            if self.rtp != 90:  # with weights the return follows from them: say so, not ignore
                raise ValueError(Why(f"有了停灯权重，返还率（{self.rtp}）不起作用：权重决定每个"
                                     "目标的返还；请清掉其中一个",
                                     f"option 'rtp' ({self.rtp}) has no effect with explicit "
                                     "'weights': the weights set each target's return; clear "
                                     "one"))
            weights = _spec(self.weights, "weights")
            missing = [k for k in odds if k not in weights]
            extra = [k for k in weights if k not in odds and k != LUCK]
            if missing or extra:
                raise ValueError(Why("停灯权重要每个目标一个"
                                     + (f"；缺 {'、'.join(map(repr, missing))}" if missing
                                        else "")
                                     + (f"；没有 {'、'.join(map(repr, extra))} 这个目标" if extra
                                        else ""),
                                     "option 'weights' needs one weight per target"
                                     + (f"; missing {', '.join(missing)}" if missing else "")
                                     + (f"; unknown {', '.join(extra)}" if extra else "")))
            if not sum(weights.values()):
                raise ValueError(Why("停灯权重加起来是 0", "option 'weights': the weights add "
                                     "up to 0"))
        else:
            total = sum(Fraction(self.rtp, 100) / (m + 1) for m in odds.values())
            if total > 1:
                raise ValueError(Why(f"返还率 {self.rtp}% 配这些目标，概率加起来要 "
                                     f"{float(total):.3f} > 1：请降低返还率或给出权重",
                                     f"option 'rtp' {self.rtp} % over these targets needs "
                                     f"probabilities summing to {float(total):.3f} > 1; lower "
                                     "rtp or give weights"))


@dataclass(frozen=True)
class Target:
    """A betting target (押注对象): its key, names, multiplier (profit per unit) and the
    probability that its lamp lights."""

    key: str
    zh: str
    en: str
    odds: int
    probability: Fraction

    @property
    def rtp(self) -> Fraction:
        """What a unit staked on it returns on average: stake and profit back, times the
        chance of winning."""
        return self.probability * (self.odds + 1)


@dataclass(frozen=True)
class Spin:
    """A settled round: the lit lamp, each bet's result, the total staked, what comes back
    (stakes of winning bets plus their profit) and the net (returned − staked)."""

    outcome: str
    bets: tuple[tuple[str, int], ...]
    results: tuple[tuple[str, int], ...]  # (target, net result of that bet)
    staked: int
    returned: int

    @property
    def net(self) -> int:
        return self.returned - self.staked


class Dafengshou(CardRules):
    """大丰收, a configurable betting-target game (every rule but the seed's one sentence is
    our assumption, P-F1). Options: :class:`DafengshouOptions`."""

    id = "dafengshou"
    zh = "大丰收"
    en = "Big Harvest (a betting-target game; model assumed)"
    Options = DafengshouOptions
    seed = SEED

    @cached_property
    def targets(self) -> tuple[Target, ...]:
        odds = _spec(self.options.targets, "targets")
        if self.options.weights:
            weights = _spec(self.options.weights, "weights")
            total = sum(weights.values())
            probs = {k: Fraction(weights[k], total) for k in odds}
        else:  # P-F2: the same return on every target
            probs = {k: Fraction(self.options.rtp, 100) / (m + 1) for k, m in odds.items()}
        return tuple(Target(k, *NAMES.get(k, (k, k)), m, probs[k]) for k, m in odds.items())

    @cached_property
    def _by_key(self) -> dict[str, Target]:
        return {t.key: t for t in self.targets}

    def target(self, name: str) -> Target:
        """A target by key or name; NotAllowed lists the targets."""
        key = target_key(name)
        if key == LUCK:
            raise NotAllowed(Why("幸运灯不是押注对象：它不赔钱",
                                 "the luck lamp (幸运灯) is not a betting target: it pays "
                                 "nothing"), "P-F3")
        if key not in self._by_key:
            raise NotAllowed(Why(f"没有押注目标 {name!r:.40}；目标有："
                                 + "、".join(t.zh for t in self.targets),
                                 f"no betting target {name!r:.40}; targets: "
                                 + ", ".join(f"{t.key} {t.zh}" for t in self.targets)))
        return self._by_key[key]

    def probability(self, name: str) -> Fraction:
        """The chance that this target's lamp lights in a round."""
        return self.target(name).probability

    @cached_property
    def luck(self) -> Fraction:
        """The chance that a luck lamp lights: no bet wins (P-F3)."""
        return 1 - sum((t.probability for t in self.targets), Fraction(0))

    def outcomes(self) -> tuple[tuple[str, Fraction], ...]:
        """Every lamp that can light, with its chance (they add up to 1)."""
        out = tuple((t.key, t.probability) for t in self.targets)
        return out + ((LUCK, self.luck),) if self.luck else out

    # ---- bets ----------------------------------------------------------------------------------

    def verify_bets(self, bets: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
        """Bets as (target key, whole coins > 0), one per target; NotAllowed says what is
        wrong. Several targets may be backed in one round (P-F5)."""
        if not isinstance(bets, Mapping):
            raise NotAllowed(Why(f"押注写成 目标 → 金币，不是 {type(bets).__name__}",
                                 f"bets are a mapping target → coins, not "
                                 f"{type(bets).__name__}"))
        out: dict[str, int] = {}
        for name, coins in bets.items():
            key = self.target(name).key
            if not whole(coins):
                raise NotAllowed(Why(f"押在{self.target(name).zh}上的必须是整数个金币（≥ 0），不是 "
                                     f"{coins!r:.20}",
                                     f"the bet on {name} must be a whole number of coins ≥ 0, "
                                     f"not {coins!r:.20}"))
            if key in out:
                raise NotAllowed(Why(f"{self.target(name).zh}押了两次",
                                     f"{name}: that target is backed twice"))
            if coins:
                out[key] = coins
        if not out:
            raise NotAllowed(Why("哪个对象上都没有金币：先下注",
                                 "no coins on any target: place a bet first"))
        return tuple(out.items())

    def settle(self, bets: Mapping[str, int], outcome: str) -> Spin:
        """One round with this lamp lit: a bet on it returns stake × (odds + 1); every other
        bet is lost (P-F4)."""
        placed = self.verify_bets(bets)
        lit = target_key(outcome)
        if lit != LUCK:
            lit = self.target(outcome).key
        results, returned = [], 0
        for key, coins in placed:
            win = key == lit
            back = coins * (self._by_key[key].odds + 1) if win else 0
            returned += back
            results.append((key, back - coins))
        return Spin(lit, placed, tuple(results), sum(c for _, c in placed), returned)

    def spin(self, rng: random.Random) -> str:
        """One random lamp, drawn with ``rng`` (a seeded ``random.Random``)."""
        if not callable(getattr(rng, "random", None)):
            raise TypeError(f"rng is a random.Random (e.g. random.Random(1)), not "
                            f"{type(rng).__name__}")
        keys, cumulative = self._wheel
        return keys[bisect.bisect_right(cumulative, rng.random())]

    @cached_property
    def _wheel(self) -> tuple[tuple[str, ...], tuple[float, ...]]:
        keys, cumulative, total = [], [], Fraction(0)
        for key, p in self.outcomes():
            total += p
            keys.append(key)
            cumulative.append(float(total))
        cumulative[-1] = 2.0  # rng.random() < 1: the last lamp takes any rounding
        return tuple(keys), tuple(cumulative)

    def play(self, bets: Mapping[str, int], seed: int | random.Random = 0) -> Spin:
        """A random round from a seeded generator (an int seed or a ``random.Random``).

        >>> rules_ = Dafengshou()
        >>> rules_.play({"apple": 1}, seed=7).outcome == rules_.play({"apple": 1}, seed=7).outcome
        True
        """
        if isinstance(seed, bool) or not isinstance(seed, int | random.Random):
            raise TypeError(f"seed is a whole number or a random.Random, not "
                            f"{type(seed).__name__} {seed!r:.40}")
        rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        return self.settle(bets, self.spin(rng))

    # ---- exact values --------------------------------------------------------------------------

    def distribution(self, bets: Mapping[str, int]) -> dict[int, Fraction]:
        """The exact distribution of a round's net result (coins) for these bets."""
        out: dict[int, Fraction] = {}
        for lamp, p in self.outcomes():
            net = self.settle(bets, lamp).net
            out[net] = out.get(net, Fraction(0)) + p
        return dict(sorted(out.items()))

    def expected_value(self, bets: Mapping[str, int]) -> Fraction:
        """The exact expected net result of one round (negative: the house's edge)."""
        return sum((net * p for net, p in self.distribution(bets).items()), Fraction(0))

    def rtp(self, name: str | None = None, bets: Mapping[str, int] | None = None) -> Fraction:
        """Return to player: what comes back per coin staked, on average — of one target,
        or of a set of bets (1 + EV / staked)."""
        if name is not None:
            return self.target(name).rtp
        if bets is None:
            raise ValueError("rtp() needs a target name or bets")
        staked = sum(c for _, c in self.verify_bets(bets))
        return 1 + self.expected_value(bets) / staked


def bigger_bet_wins_more(rules: Dafengshou, name: str, small: int, big: int) -> bool:
    """The seed's one checkable sentence (對象押注的金幣數量越多，獲得金幣的收益越大): on a win,
    the bigger bet gains more."""
    lit = rules.target(name).key
    return rules.settle({lit: big}, lit).net > rules.settle({lit: small}, lit).net


def targets_text(rules: Dafengshou, lang: str = "en") -> Iterable[str]:
    """One line per target: name, odds, chance, return."""
    for t in rules.targets:
        name = t.zh if lang == "zh" else f"{t.en} {t.zh}"
        yield f"{name}: ×{t.odds}, p = {t.probability} ≈ {float(t.probability):.4f}, " \
              f"RTP {float(t.rtp):.1%}"


register(Dafengshou)

__all__ = ["DEFAULT_TARGETS", "LUCK", "Dafengshou", "DafengshouOptions", "Spin", "Target",
           "bigger_bet_wins_more", "target_key", "targets_text"]
