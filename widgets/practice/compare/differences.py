"""Each difference between two columns, named by the rule that makes it — found by the
engine, never typed per pair:

- two option sets of one variant: the smallest set of options which, changed alone in the
  first column to the second's values, gives the second's outcome ("cap 3 vs cap 5");
- two variants: the refusal that stops one of them (its own reason: "武汉 needs 开口"), how
  each combines its fans when that changes the number ("血战 multiplies, 大师游 adds"), each
  fan row that counts differently (worth more, excluded by another fan, not in the table),
  and a cap that holds a total down.

>>> from widgets.engine.notation import parse_hand
>>> from .rule_sets import rule_sets
>>> hand = parse_hand("111m222m333m444m5m +5m")
>>> a, b = rule_sets(["yongzhou"], compare={"minimum": [0, 3]})
>>> [d.say("en") for d in differences(a, b, hand, Situation())]
[]
>>> a, b = rule_sets(["sichuan-xuezhan", "dashiyou-xueliu"])
>>> [d.kind for d in differences(a, b, hand, Situation(self_drawn=True))]
['mode', 'fan', 'fan', 'fan']
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import Any

from widgets.engine.fans import FanLine, combine
from widgets.engine.results import Score
from widgets.engine.situation import Situation
from widgets.engine.why import Why

from .rule_sets import Outcome, RuleSet, outcome

# how a variant combines its fans, in words (zh, en)
MODE_WORDS = {"multiply": ("番数相乘", "multiplies its fans"),
              "add": ("番数相加", "adds its fans"),
              "doubling": ("每番翻一倍", "doubles once per 番")}
# the names players use for each variant in a sentence ("血战 multiplies, 大师游 adds")
SHORT = {"sichuan-xuezhan": "血战", "sichuan-xueliu": "血流", "dashiyou-xueliu": "大师游",
         "wuhan": "武汉", "yongzhou": "永州", "shuangren": "双人"}


def short(rules: Any) -> str:
    """A variant's short name (血战, 大师游 …), its full Chinese name where it has none."""
    return SHORT.get(rules.id, rules.zh)
MAX_FLIP = 4  # options searched for the cause; more differing options are named together


@dataclass(frozen=True)
class Difference:
    """One difference between columns ``left`` and ``right`` and the rule that makes it.

    ``kind``: 'option' (``rule`` holds (name, left value, right value) triples), 'refusal'
    (``rule``: the refusing column's index), 'mode' (the two ways of combining), 'fan'
    (``rule``: the fan key and each side's (value, count) or None, and why), 'cap'.
    ``text`` names the rule, ``effect`` says what it does to this hand (both :class:`Why`).
    """

    left: int
    right: int
    kind: str
    rule: tuple[Any, ...]
    text: Why
    effect: Why

    def say(self, lang: str) -> str:
        sep = "：" if lang == "zh" else ": "
        effect = self.effect.say(lang)
        return f"{self.text.say(lang)}{sep}{effect}" if effect else self.text.say(lang)


def _total(o: Outcome, lang: str) -> str:
    if o.score is None:
        return "不和" if lang == "zh" else "no win"
    return str(o.score.total)


def _name(rs: RuleSet, lang: str) -> str:
    return rs.label(lang)


def option_causes(a: RuleSet, b: RuleSet, hand: Any, situation: Situation
                  ) -> list[tuple[str, ...]]:
    """The smallest sets of options that, changed alone in ``a`` to ``b``'s values, give
    ``b``'s outcome (each a tuple of option names); empty when the outcomes are the same."""
    want = outcome(b, hand, situation).key
    if outcome(a, hand, situation).key == want:
        return []
    left, right = dict(a.options), dict(b.options)
    docs = {n: getattr(b.rules.options, n) for n in set(left) | set(right)}
    differ = sorted(n for n in docs if getattr(a.rules.options, n) != docs[n])
    if len(differ) > MAX_FLIP:
        return [tuple(differ)]
    for size in range(1, len(differ) + 1):
        found = [names for names in combinations(differ, size)
                 if outcome(a.with_options(**{n: docs[n] for n in names}), hand,
                            situation).key == want]
        if found:
            return found
    return [tuple(differ)]  # only all of them together (cannot happen: a with all is b)


def _option_differences(i: int, j: int, a: Outcome, b: Outcome, hand: Any,
                        situation: Situation) -> list[Difference]:
    out = []
    for names in option_causes(a.rule_set, b.rule_set, hand, situation):
        zh = "，".join(f"{a.rule_set.option_label(n, 'zh')} 对 {b.rule_set.option_label(n, 'zh')}"
                      for n in names)
        en = ", ".join(f"{a.rule_set.option_label(n, 'en')} vs "
                       f"{b.rule_set.option_label(n, 'en')}" for n in names)
        rule = tuple((n, getattr(a.rule_set.rules.options, n),
                      getattr(b.rule_set.rules.options, n)) for n in names)
        out.append(Difference(i, j, "option", rule, Why(zh, en), _effect(a, b)))
    return out


def _effect(a: Outcome, b: Outcome) -> Why:
    """What the difference does to this hand: the totals, or who refuses."""
    return Why(f"{_total(a, 'zh')} 对 {_total(b, 'zh')}", f"{_total(a, 'en')} vs {_total(b, 'en')}")


def _line_units(lines: tuple[FanLine, ...]) -> dict[str, tuple[int, int, str, str]]:
    return {ln.key: (ln.value, ln.count, ln.zh, ln.en) for ln in lines}


def _fan_differences(i: int, j: int, a: Outcome, b: Outcome) -> list[Difference]:
    """Each fan row that counts differently on the two sides, and why (from the fan tables
    and the 不计 list of each side's score)."""
    assert a.score is not None and b.score is not None
    out = []
    la, lb = _line_units(a.score.lines), _line_units(b.score.lines)
    na, nb = a.rule_set.rules, b.rule_set.rules
    sa, sb = short(na), short(nb)
    for key in sorted(set(la) | set(lb), key=lambda k: (k not in la, k)):
        x, y = la.get(key), lb.get(key)
        if x and y and x[:2] == y[:2]:
            continue
        zh, en = (x or y)[2:]  # type: ignore[index]
        if x and y:
            cause = "value"
            tzh = f"{zh}：{sa} {_units(x, 'zh')}，{sb} {_units(y, 'zh')}"
            ten = f"{en} {zh}: {_units(x, 'en')} in {sa}, {_units(y, 'en')} in {sb}"
        else:
            has, lacks, side, n = (na, nb, b.score, x) if x else (nb, na, a.score, y)
            cause, wzh, wen = _missing_why(key, lacks, side)
            tzh = f"{zh} {_units(n, 'zh')}：{short(has)}计，{short(lacks)}{wzh}"
            ten = f"{en} {zh} {_units(n, 'en')}: {short(has)} counts it, {short(lacks)} {wen}"
        rule = (key, None if x is None else x[:2], None if y is None else y[:2], cause)
        out.append(Difference(i, j, "fan", rule, Why(tzh, ten), Why("", "")))
    return out


def _units(x: tuple[int, int, str, str] | None, lang: str) -> str:
    if x is None:
        return "不计" if lang == "zh" else "none"
    return f"{x[0]}×{x[1]}" if x[1] > 1 else str(x[0])


def _missing_why(key: str, rules: Any, score: Score) -> tuple[str, str, str]:
    """Why the side whose score lacks fan ``key`` lacks it: another fan excludes it (不计),
    its table has no such row, or its row does not count this hand."""
    gone = next((e for e in score.excluded if e.key == key), None)
    if gone is not None:
        by = next((f for f in rules.fans if f.key == gone.by), None)
        by_en = f"{by.en} {by.zh}" if by is not None else gone.by_zh
        if by is not None and by.group == "special":  # 永州: "這些特殊牌型不再疊加其他番種"
            return ("excluded", f"不计（{gone.by_zh}是特殊牌型，不再叠加其他番种）",
                    f"does not (its {by_en} is a special hand, which takes no other fan: 不计)")
        return ("excluded", f"不计（{gone.by_zh}已含这一番）",
                f"does not (its {by_en} includes it: 不计)")
    if all(f.key != key for f in rules.fans):
        return "absent", "没有这一番", "has no such fan"
    return "not-counted", "的这一番不算这手牌", "does not count it for this hand"


def _capped(o: Outcome) -> int | None:
    """The total before the variant's cap (or raise), where the cap changed it."""
    s = o.score
    if s is None:
        return None
    raw = combine(s.mode, s.lines, s.base)
    return raw if raw != s.total else None


def differences(a: RuleSet, b: RuleSet, hand: Any, situation: Situation,
                i: int = 0, j: int = 1) -> list[Difference]:
    """Every difference between the outcomes of ``a`` and ``b`` (columns ``i``, ``j``),
    each named by the rule that makes it."""
    oa, ob = outcome(a, hand, situation), outcome(b, hand, situation)
    if oa.key == ob.key and a.variant == b.variant:
        return []
    if a.variant == b.variant:
        return _option_differences(i, j, oa, ob, hand, situation)
    out: list[Difference] = []
    if oa.score is None or ob.score is None:
        for k, o in ((i, oa), (j, ob)):
            if o.score is None and not (oa.score is None and ob.score is None
                                        and str(oa.refusal) == str(ob.refusal)):
                r = o.rule_set.rules
                out.append(Difference(i, j, "refusal", (k,),
                                      Why(f"{short(r)}不和这手牌", f"{short(r)} refuses this hand"),
                                      o.refusal if isinstance(o.refusal, Why)
                                      else Why(str(o.refusal), str(o.refusal))))
        return out
    sa, sb = oa.score, ob.score
    ra, rb = a.rules, b.rules
    if (sa.mode, sa.base) != (sb.mode, sb.base):
        # the one rule flipped: b's own lines combined a's way; named only if that changes
        # b's number (two ways that agree on this hand make no difference here)
        other = combine(sa.mode, sb.lines, sa.base)
        if other != combine(sb.mode, sb.lines, sb.base):
            zh_a, en_a = MODE_WORDS[sa.mode]
            zh_b, en_b = MODE_WORDS[sb.mode]
            ka, kb = short(ra), short(rb)
            out.append(Difference(i, j, "mode", (sa.mode, sb.mode),
                                  Why(f"{ka}{zh_a}，{kb}{zh_b}", f"{ka} {en_a}, {kb} {en_b}"),
                                  Why(f"{kb}的番按{ka}的算法是 {other}",
                                      f"{kb}'s fans combined {ka}'s way make {other}")))
    out += _fan_differences(i, j, oa, ob)
    for k, o in ((i, oa), (j, ob)):
        raw = _capped(o)
        if raw is not None and o.score is not None:
            r = o.rule_set.rules
            word = ("封顶", "caps") if raw > o.score.total else ("升到封顶", "raises")
            out.append(Difference(i, j, "cap", (k, raw, o.score.total),
                                  Why(f"{short(r)}{word[0]}", f"{short(r)} {word[1]} the total"),
                                  Why(f"{raw} → {o.score.total}", f"{raw} → {o.score.total}")))
    return out
