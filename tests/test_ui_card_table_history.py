"""The card tables' history carries the step counter's numbers (widgets.ui.tables.card_table): each
history item is one step, its number the counter's ("step N" once its lines have happened),
the item of the step the table is at marked; 三张's step 0 is the table before the antes, and
二八杠's pool panel settles at the same step as the ledger."""

from __future__ import annotations

import pytest

from widgets.practice.card_tables.sanzhang_play import SBet
from widgets.ui.tables.card_table import history_groups
from widgets.ui.tables.doudizhu_table import DoudizhuTable
from widgets.ui.tables.paohuzi_table import PaohuziTable
from widgets.ui.tables.sanzhang_table import SanzhangTable
from widgets.ui.tables.tuitongzi_table import TuitongziTable

TABLES = [(DoudizhuTable, 5), (PaohuziTable, 3), (SanzhangTable, 3), (TuitongziTable, 3)]


def test_lines_of_one_step_go_under_one_number_and_the_step_at_is_marked():
    groups = history_groups([(1, "deal"), (1, "ante"), (2, "call"), (3, ""), (4, "fold")], 2)
    assert [(g["step"], g["lines"], g["now"]) for g in groups] == [
        (1, ["deal", "ante"], False), (2, ["call"], True), (4, ["fold"], False)]


@pytest.mark.parametrize(("table", "seed"), TABLES, ids=lambda x: getattr(x, "__name__", x))
def test_every_step_is_one_numbered_history_item_ending_at_the_counter(table, seed):
    t = table(seed=seed, human=None, lang="en")
    t.handle({"kind": "step", "to": "end"})  # the 跑胡子 table opens at step 0
    total = t.view["step"]["total"]
    assert total > 3 and t.view["step"]["over"]
    for at in range(total + 1):
        t.handle({"kind": "step", "to": at})
        v = t.view
        assert v["step"]["at"] == at and not t.message
        steps = [g["step"] for g in v["history"]]
        if at == 0:
            assert steps == [] and v["history_all"] == 0
            continue
        # the latest item is the step shown, the only one marked; numbers rise by one
        assert steps[-1] == at and [g["step"] for g in v["history"] if g["now"]] == [at]
        assert steps == list(range(at - len(steps) + 1, at + 1)), steps
        assert v["history_all"] == at and len(steps) == min(at, t.HISTORY)
        assert all(g["lines"] and all(g["lines"]) for g in v["history"])


def test_sanzhang_step_0_is_before_the_antes_and_step_1_takes_them_with_the_deal():
    t = SanzhangTable(seed=3, human=None, lang="en", players=4, ante=2)
    t.handle({"kind": "step", "to": 0})
    assert t.view["pot"] == "pot 0"
    assert [s["paid"] for s in t.view["seats"]] == ["put in 0"] * 4
    t.handle({"kind": "step", "to": 1})
    assert t.view["pot"] == "pot 8"
    assert [s["paid"] for s in t.view["seats"]] == ["put in 2"] * 4
    (deal,) = t.view["history"]
    assert deal["step"] == 1 and deal["lines"][0].startswith("the deal")
    assert deal["lines"][1:] == [f"{w} puts in the ante of 2" for w in "ABCD"]


def test_sanzhang_each_bet_is_under_the_step_of_its_event():
    t = SanzhangTable(seed=3, human=None, lang="en", players=4)
    t.handle({"kind": "step", "to": "end"})
    items = {g["step"]: g["lines"] for g in t.view["history"]}
    for i, e in enumerate(t.game.events, 1):
        if isinstance(e, SBet) and i in items:
            assert items[i][0].startswith("ABCD"[e.seat] + " "), (i, e, items[i])
    assert items[len(t.game.events)][-1].startswith("A wins the pot")


@pytest.mark.ruling("A21")
def test_sanzhang_the_forced_showdown_stands_under_the_last_bet():
    """Seed: 手数封顶 … 强制比牌 (A21): the showdown's 比牌 follow the last bet, in its step."""
    for seed in range(40):
        t = SanzhangTable(seed=seed, human=None, lang="en", players=3, hand_cap=1)
        g = t.game
        compares = [s for s in g.betting.steps if s.action == "compare"]
        if compares and not any(isinstance(e, SBet) and e.word.startswith("compare")
                                for e in g.events):
            break
    else:
        pytest.fail("no hand of 40 ends in the forced showdown")
    last_bet = max(i for i, e in enumerate(g.events, 1) if isinstance(e, SBet))
    t.handle({"kind": "step", "to": last_bet})
    lines = t.view["history"][-1]["lines"]
    assert t.view["history"][-1]["step"] == last_bet
    assert sum(" compares with " in line for line in lines) == len(compares)


def test_tuitongzi_the_reveal_is_one_step_and_the_pool_settles_with_the_ledger():
    t = TuitongziTable(seed=3, human=None, lang="en")
    total = t.view["step"]["total"]
    t.handle({"kind": "step", "to": total - 1})  # the reveal
    v = t.view
    reveal = v["history"][-1]
    assert reveal["step"] == total - 1 and len(reveal["lines"]) == 4
    assert reveal["lines"][0].startswith("the reveal")
    assert all(p["result"] for p in v["places"] if not p["banker"])  # the duels show
    assert v["pool"] == ["at the start: 10000"] and all(r["delta"] == 0 for r in v["ledger"])
    t.handle({"kind": "step", "to": total})  # the settlement
    v = t.view
    assert any(r["delta"] for r in v["ledger"]) and v["pool"][-1].startswith("after: ")
    assert any(line.startswith("growth: ") for line in v["pool"])


@pytest.mark.parametrize(("table", "seed"), TABLES, ids=lambda x: getattr(x, "__name__", x))
def test_a_table_opens_its_comm_with_the_whole_view(table, seed, monkeypatch):
    """The page never gets the empty default view first (it would draw a table of nothing)."""
    import ipywidgets

    opened: list[dict] = []
    real = ipywidgets.Widget.open

    def spy(self):
        if isinstance(self, table):
            opened.append(dict(self.view))
        return real(self)

    monkeypatch.setattr(ipywidgets.Widget, "open", spy)
    table(seed=seed, human=None, lang="en")
    assert opened and opened[0].get("step") and opened[0].get("history") is not None
