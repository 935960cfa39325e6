"""One hand under several rule sets (issue 39, second part): every difference the comparer
names is the rule that makes it, checked against the engine without the comparer — an option
named: changing that one option (or those options) in the first column gives the second's
outcome, and no smaller change does; a fan row named: the two fan tables (or the 不计 list)
say so; the way fans combine named: the same fan lines combine to another number; a refusal
named: the engine refuses with that reason. Bad input is refused in zh and en."""

from __future__ import annotations

import itertools

import pytest

from widgets import rules
from widgets.engine.fans import combine
from widgets.engine.notation import NotationError
from widgets.engine.results import InvalidHand, NotAllowed
from widgets.engine.situation import Situation
from widgets.engine.why import speak
from widgets.practice.compare import (
    CompareError,
    compare,
    differences,
    option_causes,
    rule_set,
)
from widgets.ui import Compare

# winning hands of several kinds: one-suit triplets, seven pairs, an open hand, honours, a
# kong, a 9-gate shape that 双人 holds too
HANDS = ("111m222m333m444m5m +5m", "11223344556677m", "[111m,1] 234m567m789m5m +5m",
         "123m456m789m1z [222z,1] +1z", "{1111p} 234m567m789m5p +5p",
         "1112345678999s +5s", "123m456m789m11p23p +4p", "[555p,1] 234m678s123p2s +2s")
SITUATIONS = (Situation(), Situation(self_drawn=True))
# per variant, the option values to set side by side (each alone, and in pairs)
OPTIONS = {
    "yongzhou": {"cap": (3, 5), "minimum": (0, 3), "raise_to_cap": (True, False),
                 "types_add": (True, False)},
    "sichuan-xuezhan": {"zimo_double": (True, False), "zimo_add_base": (True, False),
                        "cap": (0, 8)},
    "wuhan": {"kaikou_mode": ("kaikou", "koukou"), "dahu_base": (10, 5), "cap": (0, 50)},
    "dashiyou-xueliu": {"robbed_basic": (False, True)},
    "shuangren": {"qihu": (8, 0), "implied_exclusions": (True, False)},
}


def _engine_key(variant: str, options: dict, hand: str, sit: Situation) -> tuple:
    """What a column shows, straight from ``widgets.rules`` (not through the comparer)."""
    r = rules(variant, **options)
    try:
        s = r.score(hand, sit)
    except (NotAllowed, InvalidHand) as e:
        return ("refused", str(e))
    return ("scores", s.total, tuple(sorted((ln.key, ln.value, ln.count) for ln in s.lines)))


def _option_pairs():
    for variant, opts in OPTIONS.items():
        names = list(opts)
        for name in names:  # one option apart
            a, b = opts[name]
            yield variant, {name: a}, {name: b}
        for n1, n2 in itertools.combinations(names, 2):  # two options apart
            yield variant, {n1: opts[n1][0], n2: opts[n2][0]}, {n1: opts[n1][1], n2: opts[n2][1]}


def _held(variant: str, hand: str) -> bool:
    r = rules(variant)
    try:
        return not [t for t in r.parse(hand).all_tiles() if t not in r.kinds]
    except NotationError:
        return False


@pytest.mark.parametrize("hand", HANDS)
def test_each_named_option_is_the_one_that_makes_the_difference(hand):
    named = 0
    for variant, left, right in _option_pairs():
        if not _held(variant, hand):
            continue
        a, b = rule_set(variant, left), rule_set(variant, right)
        for sit in SITUATIONS:
            want = _engine_key(variant, right, hand, sit)
            same = _engine_key(variant, left, hand, sit) == want
            causes = option_causes(a, b, rule_set(variant).rules.parse(hand), sit)
            assert (causes == []) == same, (variant, left, right, hand, sit)
            for names in causes:
                named += 1
                # change just those options in the left column: the difference is gone
                flipped = left | {n: right[n] for n in names}
                assert _engine_key(variant, flipped, hand, sit) == want, (names, left, right)
                # and no smaller set of them removes it
                for k in range(len(names)):
                    for part in itertools.combinations(names, k):
                        partly = left | {n: right[n] for n in part}
                        assert _engine_key(variant, partly, hand, sit) != want, part
    assert named, f"no option difference at all for {hand}: the test tests nothing"


def test_cap_3_vs_cap_5_is_named_by_the_cap():
    """永州's cap (seed 001: 封顶3番 or 5番): a special hand breaks through either cap."""
    c = compare("111m222m333m444m5m +5m", ["yongzhou"], compare="cap", self_drawn=True)
    [d] = c.differences
    assert d.kind == "option" and d.rule == (("cap", 3, 5),)
    assert d.text.say("en") == "Cap 3 vs Cap 5" and d.text.say("zh") == "封顶番数 3 对 封顶番数 5"
    assert [o.score.total for o in c.outcomes] == [32, 64]


@pytest.mark.parametrize("hand", HANDS)
@pytest.mark.parametrize("sit", SITUATIONS, ids=["discard", "self_drawn"])
def test_each_variant_difference_is_what_the_engines_say(hand, sit):
    c = compare(hand, situation=sit)
    ref = c.outcomes[c.reference]
    for d in c.differences:
        a, b = c.outcomes[d.left], c.outcomes[d.right]
        ra, rb = a.rule_set.rules, b.rule_set.rules
        if d.kind == "refusal":
            refusing = c.outcomes[d.rule[0]]
            r = refusing.rule_set.rules
            assert not r.can_win(hand, sit)
            if refusing.held:  # the reason is the engine's own, in both languages
                with pytest.raises((NotAllowed, InvalidHand)) as e:
                    r.score(hand, sit)
                assert speak(e.value, "zh") in d.effect.say("zh")
                assert speak(e.value, "en") in d.effect.say("en")
        elif d.kind == "mode":
            assert ra.mode != rb.mode or ra.base != rb.base
            # flip the one rule (how fans combine): b's own lines give another number
            assert combine(ra.mode, b.score.lines, ra.base) != \
                combine(rb.mode, b.score.lines, rb.base)
        elif d.kind == "fan":
            key, x, y, cause = d.rule
            lines_a = {ln.key: (ln.value, ln.count) for ln in a.score.lines}
            lines_b = {ln.key: (ln.value, ln.count) for ln in b.score.lines}
            assert (lines_a.get(key), lines_b.get(key)) == (x, y) and x != y
            if cause == "value":  # both tables count it, at different values
                rows_a = {f.key: f.value for f in ra.fans}
                rows_b = {f.key: f.value for f in rb.fans}
                assert key in rows_a and key in rows_b
            else:
                lacking, side = (rb, b.score) if y is None else (ra, a.score)
                if cause == "absent":
                    assert all(f.key != key for f in lacking.fans)
                elif cause == "excluded":
                    assert any(e.key == key for e in side.excluded)
        elif d.kind == "cap":
            k, raw, total = d.rule
            s = c.outcomes[k].score
            assert combine(s.mode, s.lines, s.base) == raw != total == s.total
    # every fan line that differs from the reference is named
    for j, o in enumerate(c.outcomes):
        if j == c.reference or o.score is None or ref.score is None:
            continue
        lines_r = {(ln.key, ln.value, ln.count) for ln in ref.score.lines}
        lines_o = {(ln.key, ln.value, ln.count) for ln in o.score.lines}
        keys = {k for k, _, _ in lines_r ^ lines_o}
        named = {d.rule[0] for d in c.differences if d.kind == "fan" and d.right == j}
        assert keys == named


def test_the_same_score_names_nothing_and_the_issue_s_examples_are_named():
    c = compare("111m222m333m444m5m +5m", ["sichuan-xuezhan", "sichuan-xueliu",
                                          "dashiyou-xueliu", "wuhan"], self_drawn=True)
    by_column = {j: [d for d in c.differences if d.right == j] for j in (1, 2, 3)}
    assert by_column[1] == []  # 血流 scores a hand as 血战 does
    mode = [d for d in by_column[2] if d.kind == "mode"]
    assert [d.text.say("en") for d in mode] == ["血战 multiplies its fans, 大师游 adds its fans"]
    [refusal] = by_column[3]  # 武汉, seed 000: 必须开口才能胡牌
    assert refusal.kind == "refusal" and "开口" in refusal.effect.say("en")


def test_the_reference_column_may_be_any_column():
    c = compare("111m222m333m444m5m +5m", ["sichuan-xuezhan", "dashiyou-xueliu"], reference=1)
    assert {d.left for d in c.differences} == {1} and {d.right for d in c.differences} == {0}


def test_variants_left_out_say_why():
    c = compare("111m222m333m444m5m +5m")
    assert [o.rule_set.variant for o in c.outcomes] == [
        "sichuan-xuezhan", "sichuan-xueliu", "dashiyou-xueliu", "wuhan", "yongzhou"]
    [(variant, why)] = c.left_out
    assert variant == "shuangren" and "1m" in why.say("zh") and "1m" in why.say("en")


def test_a_situation_applies_to_every_column():
    hand = "{1111p} 234m567m789m5p +5p"
    c = compare(hand, ["sichuan-xuezhan", "yongzhou"], after_kong=True, self_drawn=True)
    for o in c.outcomes:
        r = o.rule_set.rules
        assert o.score == r.score(hand, Situation(after_kong=True, self_drawn=True))


BAD = [  # (call, words in the English message, words in the Chinese one)
    (lambda: compare("11111m"), "more copies of 1m", "1m 超过"),  # a fifth copy
    (lambda: compare("1q"), "bad suit letter", "花色字母"),
    (lambda: compare("11m", ["nope"]), "unknown mahjong variant", "没有麻将玩法"),
    (lambda: compare("11m", ["doudizhu"]), "unknown mahjong variant", "没有麻将玩法"),
    (lambda: compare("11m", [("yongzhou", {"bogus": 1})]), "no rule option", "没有规则选项"),
    (lambda: compare("11m", [("yongzhou", {"cap": "3"})]), "takes int", "取 int"),
    (lambda: compare("11m", [("yongzhou", {"cap": True})]), "takes int", "取 int"),
    (lambda: compare("11m", ["<script>alert(1)</script>"]), "unknown mahjong", "没有麻将玩法"),
    (lambda: compare("11m", ["wuhan", "yongzhou"], compare="cap"), "one variant", "一个玩法"),
    (lambda: compare("11m", ["sichuan-xuezhan"], compare="cap"), "give the values", "比较的值"),
    (lambda: compare("11m", ["yongzhou"] * 9), "at most 8", "最多"),
    (lambda: compare("11m", ["yongzhou"], reference=3), "reference column", "参照列"),
]


@pytest.mark.parametrize(("call", "en", "zh"), BAD, ids=[b[1] for b in BAD])
def test_bad_input_is_refused_in_both_languages(call, en, zh):
    with pytest.raises(ValueError) as e:
        call()
    assert isinstance(e.value, CompareError | NotationError)
    assert en in speak(e.value, "en") and zh in speak(e.value, "zh")


def test_a_hostile_string_is_refused_quickly_and_quoted_short():
    with pytest.raises(ValueError) as e:
        compare("1m" * 50_000)
    assert len(str(e.value)) < 300
    with pytest.raises(CompareError) as e:
        compare("11m", ["x" * 10_000])
    assert len(str(e.value)) < 300 and "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" not in \
        str(e.value)


# ---- the widget (what the page sends; the browser test clicks it) --------------------------


def test_the_widget_scores_every_column_and_names_the_differences():
    w = Compare("111m222m333m444m5m", lang="en")
    assert w.view["note"]  # 13 tiles: it says what is missing
    w.handle({"kind": "add", "tile": "5m"})
    w.handle({"kind": "toggle", "key": "self_drawn"})
    cols = w.view["columns"]
    assert cols[0]["total"] == rules("sichuan-xuezhan").score(
        "111m222m333m444m5m +5m", self_drawn=True).total
    assert cols[0]["reference"] and cols[0]["differences"] is None
    kinds = [d["kind"] for d in cols[2]["differences"]["items"]]
    assert "mode" in kinds and "fan" in kinds
    assert cols[1]["differences"]["same"] == "Scores the same as the reference"
    w.handle({"kind": "reference", "index": 4})
    assert w.view["columns"][4]["reference"] and w.message["level"] == ""
    w.handle({"kind": "column", "variant": "wuhan"})
    assert [c["variant"] for c in w.view["columns"]] == [
        "sichuan-xuezhan", "sichuan-xueliu", "dashiyou-xueliu", "yongzhou"]
    w.handle({"kind": "undo"})
    assert len(w.view["columns"]) == 5


@pytest.mark.parametrize(("msg", "en", "zh"), [
    ({"kind": "add", "tile": "1m"}, "more copies", "超过"),  # a fifth 1m
    ({"kind": "text", "text": "11m <b>x"}, "Not loaded", "没有载入"),
    ({"kind": "text", "text": "11111m"}, "more copies", "超过"),
    ({"kind": "column", "variant": "<img src=x>"}, "unknown mahjong", "没有麻将玩法"),
    ({"kind": "reference", "index": 9}, "no column 9", "没有第 9 列"),
    ({"kind": "toggle", "key": "flying"}, "toggle", "toggle"),
    ({"kind": "code", "code": "hl1.zzz.abc"}, "code", "码"),
    ({"kind": "nope"}, "nope", "nope"),
])
@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_widget_refuses_bad_intents_in_its_language(msg, en, zh, lang):
    w = Compare("1111m222m333m4m", lang=lang)
    before = w.view
    w.handle(msg)
    assert w.message["level"] == "warning", w.message
    assert (en if lang == "en" else zh) in w.message["text"]
    assert w.view == before


def test_position_codes_round_trip_and_a_hand_lab_code_opens():
    from widgets.ui import HandLab

    w = Compare("111m222m333m444m5m +5m", variants=["yongzhou"], compare="cap",
                situation={"self_drawn": True})
    again = Compare(code=w.code)
    assert again.view["columns"] == w.view["columns"]
    lab = HandLab("wuhan", "[111m,1] 234m567m789m5m +5m")
    w.handle({"kind": "text", "text": lab.code})  # pasted in the text box
    assert w.message["level"] == "info" and w.view["hand"]["text"] == lab.hand.__str__()
    assert len(w.view["columns"]) == 5  # a hand lab's hand, under every variant


def test_fixed_option_columns_cannot_be_edited():
    w = Compare("111m222m333m444m5m +5m", variants=["yongzhou"], compare="cap", lang="zh")
    assert w.view["variants"] == []
    w.handle({"kind": "column", "variant": "wuhan"})
    assert "选项" in w.message["text"]


def test_differences_cover_both_directions():
    hand = rules("yongzhou").parse("111m222m333m444m5m +5m")
    a, b = rule_set("yongzhou", {"cap": 3}), rule_set("yongzhou", {"cap": 5})
    assert [d.rule for d in differences(a, b, hand, Situation())] == [(("cap", 3, 5),)]
    assert [d.rule for d in differences(b, a, hand, Situation())] == [(("cap", 5, 3),)]


def test_a_fan_left_out_beside_a_special_hand_is_said_so_not_included():
    """永州 (seed 001: "這些特殊牌型不再疊加其他番種"): beside a special hand such as 清碰 the
    other fans are not counted because a special hand takes no other fan — not because it
    includes them (it does not include 自摸)."""
    c = compare("111m222m333m444m5m +5m", ["sichuan-xuezhan", "yongzhou"], self_drawn=True)
    said = " ".join(d.text.say("zh") + d.effect.say("zh") for d in c.differences)
    assert "自摸" in said and "特殊牌型" in said and "清碰已含" not in said


def test_the_fan_book_says_a_special_hand_takes_no_other_fan():
    from widgets.practice.fan_book.book import fan_book
    book = fan_book("yongzhou")
    special = book.entry("dasanyuan")
    text = book.exclusion_text(special)
    assert "特殊牌型" in text.say("zh") and "已包含" not in text.say("zh")
    assert "takes no other fan" in text.say("en")
    assert "已包含" in book.exclusion_text(book.entry("pengpenghu")).say("zh")  # 鸡胡 is in it
