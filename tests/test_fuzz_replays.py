"""The fuzz suite of what a learner pastes (issue 32, "Nothing escapes"): mutated and hostile
card replays (斗地主, 跑胡子, 三张, 二八杠), position codes of every widget kind, scenarios and
a hand table's round place. Each input gives the documented error (ReplayError, ScenarioError,
PositionCodeError or a ValueError naming the field) or works; a widget's box refuses it in
words, never its error line, and a refused replay leaves the table as it was; a round place
opened has one total a seat, summing to zero. Generators in tests/fuzzing_replays.py;
benchmarks/fuzz.py runs more of them. Seeded like tests/test_fuzz.py (derandomized)."""

from __future__ import annotations

import random

import fuzzing_replays as fr
import pytest
from hypothesis import given
from hypothesis import strategies as st
from shared import seeded

seeds = st.integers(0, 2 ** 32 - 1)
TABLES = fr.card_tables()
CODES = fr.code_widgets()
_made: dict[str, object] = {}


def once(key: str, make):
    """One widget per surface for the whole run (a fresh one is slower than the inputs)."""
    if key not in _made:
        _made[key] = make()
    return _made[key]


@pytest.mark.ruling("P-IN3")
@seeded(50)
@given(seeds)
def test_mutated_card_replays_load_or_are_refused_and_change_nothing(seed):
    """Each example: six mutated replays of each of the four card games (1,200 in all)."""
    rng = random.Random(seed)
    for name, make in TABLES.items():
        table = make()
        valid = once(f"valid-{name}", lambda t=table: t.game.to_json())
        for _ in range(6):
            assert fr.one_replay(rng, name, table, valid) in ("ok", "ReplayError")


@pytest.mark.ruling("P-IN3")
@seeded(50)
@given(seeds)
def test_mutated_and_hostile_codes_of_every_widget_kind(seed):
    """Each example: two codes for each widget kind (800 in all)."""
    rng = random.Random(seed)
    for name, (kind, make) in CODES.items():
        widget = once(name, make)
        valid = once(f"code-{name}", lambda w=widget: w.code)
        for _ in range(2):
            assert fr.one_code(rng, name, kind, make, widget, valid) in (
                "ok", "PositionCodeError", "ValueError")


@pytest.mark.ruling("P-IN3")
@seeded(60)
@given(seeds)
def test_mutated_and_hostile_scenarios(seed):
    """Each example: ten scenarios (600 in all), read and pasted into the scenario box."""
    from widgets.ui.tables.table import HandTable
    table = once("scenario-table", lambda: HandTable("sichuan-xueliu", 1, lang="en"))
    rng = random.Random(seed)
    for _ in range(10):
        assert fr.one_scenario(rng, table) in ("ok", "ScenarioError")


@pytest.mark.ruling("P-IN3")
@seeded(40)
@given(seeds)
def test_mutated_round_places(seed):
    """Each example: five later hands' codes with their place mutated (200 in all)."""
    from widgets.ui.tables.table import HandTable
    table = once("round-table", lambda: HandTable("sichuan-xueliu", 1, lang="en"))
    valid = once("round-code", fr.round_code)
    rng = random.Random(seed)
    for _ in range(5):
        assert fr.one_round_place(rng, table, valid) in ("ok", "PositionCodeError")


def test_the_surfaces_reach_loads_as_well_as_refusals():
    """Honest fuzzing: some mutated inputs still load (the checks do not refuse everything),
    and the hostile ones are among the inputs."""
    rng = random.Random(1)
    table = TABLES["tuitongzi"]()
    valid = table.game.to_json()
    outcomes = [fr.one_replay(rng, "tuitongzi", table, valid) for _ in range(150)]
    assert "ok" in outcomes and "ReplayError" in outcomes
    kind, make = CODES["OddsLab"]
    w = make()
    outs = [fr.one_code(rng, "OddsLab", kind, make, w, w.code) for _ in range(40)]
    assert "ok" in outs and "PositionCodeError" in outs
