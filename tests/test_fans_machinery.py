"""The fan machinery on synthetic tables: exclusions (不计) in one pass, groups, counts, and the
three ways of combining fan lines."""

import pytest

from widgets.engine.fans import COMBINE, Fan, FanLine, apply_exclusions, combine


def fan(key, value, excludes=(), group=None, ruling=None) -> Fan:
    return Fan(key, f"{key}番", key.upper(), value, lambda view: 1, tuple(excludes), group,
               ruling)


def keys(lines) -> list[str]:
    return [line.key for line in lines]


def by(excluded) -> dict[str, str]:
    return {e.key: e.by for e in excluded}


def test_a_higher_fan_excludes_a_lower_one():
    table = (fan("low", 2), fan("high", 8, excludes=["low"]), fan("other", 1))
    lines, excluded = apply_exclusions(table, {"low": 1, "high": 1, "other": 1})
    assert keys(lines) == ["high", "other"]  # highest value first
    (e,) = excluded
    assert (e.key, e.zh, e.value, e.by, e.by_zh) == ("low", "low番", 2, "high", "high番")
    assert e.reason == "high番 HIGH excludes it (不计)"


def test_absent_fans_are_neither_counted_nor_excluded():
    table = (fan("low", 2), fan("high", 8, excludes=["low"]))
    lines, excluded = apply_exclusions(table, {"low": 1, "high": 0})
    assert keys(lines) == ["low"] and excluded == ()
    lines, excluded = apply_exclusions(table, {"high": 1})  # a missing key counts 0
    assert keys(lines) == ["high"] and excluded == ()


def test_an_excluded_fan_excludes_nothing():
    # mid is excluded by top, so mid's own exclusion of low does not apply
    table = (fan("top", 16, ["mid"]), fan("mid", 8, ["low"]), fan("low", 2))
    lines, excluded = apply_exclusions(table, {"top": 1, "mid": 1, "low": 1})
    assert keys(lines) == ["top", "low"]
    assert by(excluded) == {"mid": "top"}


def test_only_the_best_of_a_group_counts_and_the_reason_names_it():
    table = (fan("plain", 1, group="pattern"), fan("flush", 4, group="pattern", ruling="R-X1"),
             fan("pairs", 4, group="pattern"), fan("extra", 2))
    lines, excluded = apply_exclusions(table, {"plain": 1, "flush": 1, "pairs": 1, "extra": 1})
    assert keys(lines) == ["flush", "extra"]  # equal values: table order decides
    assert by(excluded) == {"pairs": "flush", "plain": "flush"}
    reasons = {e.key: e.reason for e in excluded}
    assert reasons["plain"] == "only the best pattern counts: flush番 FLUSH (R-X1)"
    assert reasons["pairs"] == reasons["plain"]
    # without a ruling the reason has no parenthesis
    table = (fan("plain", 1, group="pattern"), fan("pairs", 4, group="pattern"))
    _, excluded = apply_exclusions(table, {"plain": 1, "pairs": 1})
    assert excluded[0].reason == "only the best pattern counts: pairs番 PAIRS"


def test_an_explicit_exclusion_is_named_before_the_group():
    table = (fan("a", 8, ["b"], group="g"), fan("b", 4, group="g"))
    _, excluded = apply_exclusions(table, {"a": 1, "b": 1})
    assert excluded[0].by == "a" and excluded[0].reason == "a番 A excludes it (不计)"


def test_a_fan_excluded_by_two_names_the_first():
    table = (fan("low", 1), fan("second", 4, ["low"]), fan("first", 8, ["low"]))
    lines, excluded = apply_exclusions(table, {"low": 1, "second": 1, "first": 1})
    assert keys(lines) == ["first", "second"]
    assert by(excluded) == {"low": "first"}  # the higher (first counted) excluder
    # equal values: the earlier row in the table is counted first and named
    table = (fan("low", 1), fan("x", 4, ["low"]), fan("y", 4, ["low"]))
    _, excluded = apply_exclusions(table, {"low": 1, "x": 1, "y": 1})
    assert by(excluded) == {"low": "x"}


def test_counts_above_one_are_kept():
    table = (fan("kong", 2), fan("root", 2), fan("self", 2))
    lines, _ = apply_exclusions(table, {"kong": 3, "root": 2, "self": True})
    assert [(line.key, line.count) for line in lines] == [("kong", 3), ("root", 2), ("self", 1)]
    assert all(isinstance(line.count, int) for line in lines)


LINES = (FanLine("a", "甲", "A", 4), FanLine("b", "乙", "B", 2, count=3),
         FanLine("c", "丙", "C", 1))


@pytest.mark.parametrize(("mode", "base", "total"), [
    ("multiply", 1, 4 * 2**3 * 1),          # 32
    ("multiply", 5, 5 * 4 * 8 * 1),         # 160
    ("add", 0, 4 + 2 * 3 + 1),              # 11
    ("add", 10, 10 + 11),                   # 21
    ("doubling", 1, 2 ** (4 + 6 + 1)),      # 2048
    ("doubling", 3, 3 * 2**11),             # 6144
])
def test_combine_modes(mode, base, total):
    assert combine(mode, LINES, base) == total


def test_combining_no_lines_gives_the_base():
    assert [combine(mode, (), 7) for mode in ("multiply", "add", "doubling")] == [7, 7, 7]
    assert set(COMBINE) == {"multiply", "add", "doubling"}
    with pytest.raises(KeyError):
        combine("max", LINES)


def test_exclusions_then_combine_end_to_end():
    # a Sichuan-like table: best pattern × extras, each extra ×2 per count
    table = (fan("pinghu", 1, group="pattern"), fan("qingyise", 4, group="pattern"),
             fan("qingqidui", 16, ["qingyise", "qidui"], group="pattern"),
             fan("qidui", 4, group="pattern"), fan("gen", 2), fan("zimo", 2))
    counts = {"pinghu": 1, "qingyise": 1, "qingqidui": 1, "qidui": 1, "gen": 2, "zimo": 1}
    lines, excluded = apply_exclusions(table, counts)
    assert keys(lines) == ["qingqidui", "gen", "zimo"]
    assert by(excluded) == {"qingyise": "qingqidui", "qidui": "qingqidui",
                            "pinghu": "qingqidui"}
    assert "excludes it" in {e.key: e.reason for e in excluded}["qidui"]
    assert "only the best pattern" in {e.key: e.reason for e in excluded}["pinghu"]
    assert combine("multiply", lines) == 16 * 2 * 2 * 2
    assert combine("add", lines) == 1 + 16 + 4 + 2
    assert combine("doubling", lines) == 2 ** (16 + 4 + 2)
