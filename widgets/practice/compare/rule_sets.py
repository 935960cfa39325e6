"""The columns of a comparison: which rule sets (a variant and its options) one hand is scored
under, and what each makes of it (:class:`Outcome`: a score, or why the hand is refused).

>>> sets = rule_sets(["yongzhou"], compare="cap")
>>> [s.label("en", ["cap"]) for s in sets]
['Yongzhou Mahjong · Cap 3', 'Yongzhou Mahjong · Cap 5']
>>> hand = parse_hand("111m222m333m444m5m +5m")
>>> [outcome(s, hand, Situation(self_drawn=True)).score.total for s in sets]
[32, 64]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from widgets import rules as make_rules
from widgets.engine.notation import Hand, parse_hand  # noqa: F401 (the doctest)
from widgets.engine.results import InvalidHand, NotAllowed, Score
from widgets.engine.rules import REGISTRY, MahjongRules, option_docs
from widgets.engine.situation import Situation
from widgets.engine.tiles import FLOWERS, tile_name
from widgets.engine.why import Why, reason_of

# the variants in the order the lessons teach them (the first is the reference column)
ORDER = ("sichuan-xuezhan", "sichuan-xueliu", "dashiyou-xueliu", "wuhan", "yongzhou",
         "shuangren")
MAX_COLUMNS = 8  # side by side on a projector: more would not be readable


class CompareError(ValueError):
    """A comparison that cannot be made (an unknown variant or option, too many columns);
    the message is a :class:`Why` (zh and en)."""


def _refuse(zh: str, en: str) -> CompareError:
    return CompareError(Why(zh, en))


@dataclass(frozen=True)
class RuleSet:
    """One column: a mahjong variant and the options that differ from its defaults."""

    variant: str
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def rules(self) -> MahjongRules:
        return _rules(self.variant, self.options)

    def with_options(self, **changes: Any) -> RuleSet:
        """This rule set with some options changed (a changed option back at its default
        leaves the tuple)."""
        return rule_set(self.variant, dict(self.options) | changes)

    def option_label(self, name: str, lang: str) -> str:
        """An option's display name and value, e.g. '封顶番数 5' / 'Cap 5'."""
        doc = _docs(self.variant)[name]
        value = getattr(self.rules.options, name)
        shown = next((c["label_zh" if lang == "zh" else "label_en"]
                      for c in doc.get("choices", ()) if c["value"] == value), None)
        if shown is None:
            shown = (("开" if value else "关") if lang == "zh" else ("on" if value else "off")) \
                if isinstance(value, bool) else str(value)
        return f"{doc['label_zh' if lang == 'zh' else 'label_en']} {shown}"

    def label(self, lang: str, names: Iterable[str] = ()) -> str:
        """The column's heading: the variant's name, then each changed option and each of
        ``names`` (the options the other columns change: 'Cap 3' beside 'Cap 5')."""
        r = self.rules
        shown = sorted({n for n, _ in self.options} | set(names))
        return " · ".join([r.zh if lang == "zh" else r.en]
                          + [self.option_label(n, lang) for n in shown])

    def __repr__(self) -> str:
        return f"RuleSet({self.variant!r}, {dict(self.options)!r})"


@lru_cache(maxsize=128)
def _rules(variant: str, options: tuple[tuple[str, Any], ...]) -> MahjongRules:
    r = make_rules(variant, **dict(options))
    assert isinstance(r, MahjongRules)
    return r


@lru_cache(maxsize=16)
def _docs(variant: str) -> dict[str, dict[str, Any]]:
    return {d["name"]: d for d in option_docs(REGISTRY[variant].Options)}


def rule_set(variant: Any, options: Mapping[str, Any] | None = None) -> RuleSet:
    """A checked rule set; :class:`CompareError` (zh and en) for an unknown variant, an
    unknown option or a value of the wrong type. Options at their default are dropped, so
    equal rule sets compare equal."""
    if not isinstance(variant, str) or variant not in REGISTRY:
        known = ", ".join(sorted(REGISTRY))
        names = "、".join(REGISTRY[v].zh for v in sorted(REGISTRY))
        raise _refuse(f"没有麻将玩法 {variant!r:.40}；可用的有：{names}",
                      f"unknown mahjong variant {variant!r:.40}; known: {known}")
    docs = _docs(variant)
    if options is not None and not isinstance(options, Mapping):
        raise _refuse(f"{variant} 的规则选项应是字典，不是 {options!r:.40}",
                      f"the options of {variant} are a dict, not {options!r:.40}")
    kept = []
    for name, value in (options or {}).items():
        if name not in docs:
            raise _refuse(f"{variant} 没有规则选项 {name!r:.40}；可用的有：{', '.join(docs)}",
                          f"{variant} has no rule option {name!r:.40}; options: "
                          f"{', '.join(docs)}")
        kind = type(docs[name]["default"])
        if isinstance(value, bool) is not (kind is bool) or not isinstance(value, kind):
            raise _refuse(f"选项 {name} 取 {kind.__name__}，不是 {value!r:.40}",
                          f"option {name} takes {kind.__name__}, not {value!r:.40}")
        if value != docs[name]["default"]:
            kept.append((name, value))
    made = RuleSet(variant, tuple(sorted(kept)))
    try:
        made.rules  # noqa: B018  (the variant checks its own option values)
    except (TypeError, ValueError) as e:
        raise _refuse(f"{variant} 不接受这些选项：{reason_of(e)}",
                      f"{variant} refuses these options: {e}") from None
    return made


def hand_refusal(hand: Hand) -> Why | None:
    """Why no rule set can hold ``hand`` at all (a fifth copy, a second flower of a kind,
    more than 14 tiles with the winning tile), or None: those are refused before scoring."""
    counts = Counter(hand.all_tiles())
    over = sorted(t for t, n in counts.items() if n > (1 if t in FLOWERS else 4))
    if over:
        names = " ".join(tile_name(t) for t in over)
        return Why(f"{names} 超过了牌里的张数（每种牌 4 张，每张花牌 1 张）",
                   f"more copies of {names} than the tiles have (4 of each tile, 1 of each "
                   "flower)")
    if hand.size > 14:
        return Why(f"手牌连和牌共 {hand.size} 张；最多 14 张（杠算 3 张）",
                   f"{hand.size} tiles with the winning tile; a hand has at most 14 (a kong "
                   "counts as 3)")
    return None


def holds(rules: MahjongRules, hand: Hand) -> list[int]:
    """The tiles of ``hand`` the variant's tile set has not (empty: its tiles can hold it)."""
    kinds = set(rules.kinds) | (set(FLOWERS) if rules.has_flowers else set())
    return sorted({t for t in hand.all_tiles() if t not in kinds})


def not_held(rules: MahjongRules, missing: Sequence[int]) -> Why:
    names = " ".join(tile_name(t) for t in missing)
    return Why(f"{rules.zh}的牌里没有 {names}", f"{rules.en} ({rules.zh}) has no {names}")


def comparable_values(rs: RuleSet, name: str) -> tuple[Any, ...]:
    """The values of option ``name`` to put side by side: the variant's ``option_choices``
    (永州's cap 3 / 5), a word option's choices, both values of a switch."""
    docs = _docs(rs.variant)
    if name not in docs:
        raise _refuse(f"{rs.variant} 没有规则选项 {name!r:.40}；可用的有：{', '.join(docs)}",
                      f"{rs.variant} has no rule option {name!r:.40}; options: "
                      f"{', '.join(docs)}")
    doc = docs[name]
    if name in rs.rules.option_choices:
        return tuple(rs.rules.option_choices[name])
    if "choices" in doc:
        return tuple(c["value"] for c in doc["choices"])
    if doc["type"] == "bool":
        return (True, False)
    raise _refuse(f"选项 {name} 是数字：请写出要比较的值，例如 compare={{'{name}': [0, 8]}}",
                  f"option {name} is a number: give the values to compare, e.g. "
                  f"compare={{'{name}': [0, 8]}}")


def rule_sets(variants: Iterable[Any] | None = None, compare: Any = None,
              hand: Hand | None = None) -> list[RuleSet]:
    """The columns. ``variants``: ids, or ``(id, {options})`` pairs; left out, every mahjong
    variant whose tiles can hold ``hand``. ``compare``: an option name (or ``{name: [values]}``)
    of the one variant given: one column per value."""
    if isinstance(variants, str):
        variants = [variants]
    if variants is None:
        variants = [v for v in ORDER + tuple(sorted(set(REGISTRY) - set(ORDER)))
                    if v in REGISTRY and (hand is None or not holds(_rules(v, ()), hand))]
    elif not isinstance(variants, Iterable):
        raise _refuse(f"variants 应是玩法的列表，不是 {variants!r:.40}",
                      f"variants is a list of variant ids, not {variants!r:.40}")
    sets = []
    for item in list(variants)[:MAX_COLUMNS + 1]:
        if isinstance(item, tuple | list) and len(item) == 2:
            sets.append(rule_set(item[0], item[1]))
        else:
            sets.append(rule_set(item))
    if compare not in (None, "", {}):
        if len(sets) != 1:
            raise _refuse("compare 只比较一个玩法的选项：variants 只写一个玩法",
                          "compare sets one variant's option side by side: give one variant")
        base = sets[0]
        if isinstance(compare, Mapping) and len(compare) == 1:
            name, values = next(iter(compare.items()))
            if not isinstance(values, list | tuple) or not values:
                raise _refuse(f"compare 的值应是列表，不是 {values!r:.40}",
                              f"compare's values are a list, not {values!r:.40}")
        elif isinstance(compare, str):
            name, values = compare, comparable_values(base, compare)
        else:
            raise _refuse(f"compare 是选项名或 {{选项: [值…]}}，不是 {compare!r:.40}",
                          f"compare is an option name or {{option: [values]}}, not "
                          f"{compare!r:.40}")
        sets = [rule_set(base.variant, dict(base.options) | {name: x}) for x in values]
    if not sets:
        raise _refuse("没有可以比较的玩法", "no rule set to compare")
    if len(sets) > MAX_COLUMNS:
        raise _refuse(f"最多并排 {MAX_COLUMNS} 列", f"at most {MAX_COLUMNS} columns side by side")
    return sets


@dataclass(frozen=True)
class Outcome:
    """What one rule set makes of the hand: its best ``score``, or the ``refusal`` (a
    :class:`Why`) that says why it does not score it (``held`` False: its tiles cannot hold
    the hand at all)."""

    rule_set: RuleSet
    score: Score | None
    refusal: str = ""
    held: bool = True

    @property
    def key(self) -> tuple[Any, ...]:
        """What a difference is a difference in: the refusal, or the total and fan lines."""
        if self.score is None:
            return ("refused", str(self.refusal))
        return ("scores", self.score.total,
                tuple(sorted((ln.key, ln.value, ln.count) for ln in self.score.lines)))


@lru_cache(maxsize=1024)
def outcome(rs: RuleSet, hand: Hand, situation: Situation) -> Outcome:
    """Score ``hand`` under ``rs`` in ``situation`` (cached: a click rescored every column)."""
    r = rs.rules
    missing = holds(r, hand)
    if missing:
        return Outcome(rs, None, not_held(r, missing), held=False)
    try:
        return Outcome(rs, r.score(hand, situation))
    except (NotAllowed, InvalidHand) as e:
        return Outcome(rs, None, reason_of(e))
