"""Every rule option of every fan book is shown on an example under both of its values (issue
39: "Each rule option of the variant is listed with what it changes, shown on an example"):
the example differs between the two values, the difference is the one the option's row names,
and setting the option back removes it. Every outcome is run again here by the engine."""

from __future__ import annotations

import pytest

from widgets.engine.registry import option_docs
from widgets.practice.fan_book.book import fan_book
from widgets.practice.fan_book.option_shows import OptionShow, outcome
from widgets.ui.fan_book.fan_book import FanBook

VARIANTS = ("sichuan-xuezhan", "sichuan-xueliu", "dashiyou-xueliu", "wuhan", "shuangren",
            "yongzhou")
ALL = [(v, o.name) for v in VARIANTS for o in fan_book(v).options]


def payments(lines):
    """(payer, payee, paid, owed, ruling) of each payment line (the last line is the net)."""
    return [ln.key for ln in lines if ln.key[0] != "net"]


def net(lines):
    return dict(lines[-1].key[1])


# ---- what each option's row names, checked on its example ---------------------------------

def scales(s: OptionShow) -> None:
    """base / stake: coins per unit, so every payment scales by value / default."""
    k = s.value // s.default
    assert [(a, b, paid * k) for a, b, paid, *_ in payments(s.before)] == [
        (a, b, paid) for a, b, paid, *_ in payments(s.after)]


def ruling_paid(*rulings: str):
    """The payments that differ are the ones made under the option's ruling."""
    def check(s: OptionShow) -> None:
        changed = [ln.key for ln in s.changed_before() + s.changed_after() if ln.key[0] != "net"]
        assert changed and all(key[4] in rulings for key in changed), changed
    return check


def shares_what_is_left(s: OptionShow) -> None:
    """P-S2 (破产): the broke payer pays the same in all, shared another way."""
    short = [p for p in payments(s.before) if p[2] < p[3]]
    assert short, "nobody is short: the pay order would not matter"
    payer = short[0][0]
    assert net(s.before)[payer] == net(s.after)[payer]
    assert net(s.before) != net(s.after)


def kong_fans_added(s: OptionShow) -> None:
    """R-M8 槓進槓出: the loser's own 暗杠 (2番) is added to what it pays, × base."""
    (before,), (after,) = payments(s.before), payments(s.after)
    assert before[0] == after[0] and before[2] - after[2] == 2  # 暗杠 2番, base 1


def robbed_is_basic(s: OptionShow) -> None:
    """R-M5: a robbing win is paid as 基本胡 3 with the option on (its other value)."""
    assert [p[2] for p in payments(s.after)] == [3] and payments(s.before)[0][2] != 3


def winner_pays_too(s: OptionShow) -> None:
    """R-M19 'others': a seat that has won pays a later 自摸 too; 'never-won' it does not."""
    extra = [ln.key for ln in s.changed_after() if ln.key[0] != "net"]
    assert extra and all(key[0] == 1 for key in extra)  # 南家 won first (its own 自摸)


def rob_refused(s: OptionShow) -> None:
    assert s.before[0].key == ("rob", True) and s.after[0].key == ("rob", False)
    assert "rob_concealed" in s.after[0].en and "暗杠不能抢" in s.after[0].zh


def swap_step(s: OptionShow) -> None:
    """The 换三张 step (each seat's three tiles and the die) is there with it on only."""
    passes = [ln for ln in s.before if " passes " in ln.en]
    assert len(passes) == 4 and not [ln for ln in s.after if " passes " in ln.en]


def void_swap_redeals(s: OptionShow) -> None:
    assert s.before[-1].key[0] == "voided" and all(ln.key[0] != "voided" for ln in s.after)


def void_binds_discards(s: OptionShow) -> None:
    """P-M1: with 定缺 the seat may discard only its void suit while it holds one."""
    refused = [ln for ln in s.changed_before() if ln.key[0] == "refused"]
    assert refused and all("P-M1" in ln.en for ln in refused)
    assert not [ln for ln in s.after if ln.key[0] == "refused"]


def score_changes(s: OptionShow) -> None:
    """A scoring option: the hand's fan lines or total differ (or one side cannot win)."""
    keys = {ln.key[0] for ln in s.changed_before() + s.changed_after()}
    assert keys <= {"line", "total", "none"} and keys


NAMED = {
    "base": scales, "stake": scales,
    "zimo_add_base": ruling_paid("R-S5"),
    "dead_waits_ready": ruling_paid("R-S8", "R-M9"),  # 查叫: the not-ready pay the ready
    "huazhu": ruling_paid("R-S9"),
    "hujiao_zhuanyi": ruling_paid("R-S10"),
    "pay_order": shares_what_is_left,
    "gang_in_gang_out": kong_fans_added,
    "robbed_basic": robbed_is_basic,
    "zimo_payers": winner_pays_too,
    "rob_concealed": rob_refused,
    "exchange": swap_step,
    "void_redeal": void_swap_redeals,
    "must_discard_void": void_binds_discards,
}


@pytest.mark.ruling("R-S5")
@pytest.mark.ruling("R-S8")
@pytest.mark.ruling("R-S9")
@pytest.mark.ruling("R-S10")
@pytest.mark.ruling("P-S2")
@pytest.mark.ruling("R-M3")
@pytest.mark.ruling("R-M4")
@pytest.mark.ruling("R-M5")
@pytest.mark.ruling("R-M8")
@pytest.mark.ruling("R-M19")
@pytest.mark.ruling("P-M1")
@pytest.mark.parametrize("variant,name", ALL)
def test_every_option_is_shown_on_an_example_its_other_value_changes(variant, name):
    book = fan_book(variant)
    s = book.option_show(name)
    assert s is not None, f"{variant} {name}: no example"
    o = book.option(name)
    assert s.kind == ("score" if o.hand else s.kind) and s.kind in ("score", "pay", "play",
                                                                      "deal")
    # the engine, run again: the two values differ, and setting the option back removes it
    before = outcome(variant, name, s.default, s.example)
    after = outcome(variant, name, s.value, s.example)
    assert before == s.before and after == s.after
    assert before != after and (s.changed_before() or s.changed_after())
    assert outcome(variant, name, s.default, s.example) == before
    NAMED.get(name, score_changes)(s)


@pytest.mark.ruling("R-Y3")
@pytest.mark.ruling("R-Y7")
@pytest.mark.ruling("R-W8")
def test_the_wider_search_finds_raise_to_cap_and_types_add_and_dahu_max_laizi():
    # R-Y3: raised to the cap (5 in a cap-5 room) or to 3番; R-Y7: 平胡 + 混一色 add up
    raise_ = fan_book("yongzhou").option("raise_to_cap")
    assert raise_.hand and raise_.room == {"cap": 5}
    before, after = fan_book("yongzhou").option_scores("raise_to_cap")
    assert before and after and before.total > after.total
    types = fan_book("yongzhou").option_scores("types_add")
    assert types[0] and types[1] and len(types[0].lines) > len(types[1].lines)
    # R-W8: a 大胡 holding more 赖子 than the room allows is no 大胡
    laizi = fan_book("wuhan").option("dahu_max_laizi")
    assert laizi.hand and laizi.situation.get("indicator") is not None


@pytest.mark.parametrize("variant,lang", [("dashiyou-xueliu", "zh"), ("sichuan-xuezhan", "en"),
                                          ("yongzhou", "en"), ("wuhan", "zh"),
                                          ("shuangren", "en")])
def test_every_option_row_lists_both_outcomes_with_the_difference_marked(variant, lang):
    rows = FanBook(variant, lang=lang).view["options"]
    docs = option_docs(type(fan_book(variant).rules.options))
    assert [r["name"] for r in rows] == [d["name"] for d in docs]
    for r in rows:
        assert r["kind"] and r["setting"] and r["before"] and r["after"], r["name"]
        assert any(x["changed"] for x in r["before"] + r["after"]), r["name"]
        assert r["after_head"] and r["value"] in r["after_head"]
    words = " ".join(x["text"] for r in rows for x in r["before"] + r["after"])
    if lang == "zh":  # the seats and payments in the widget's language
        assert "付" in words or "合计" in words
    else:
        assert "pays" in words or "total" in words
