"""The event schema (widgets/engine/events.py): every type round-trips through JSON, and every bad
record raises a ValueError that names the event index, the field and the bad value."""

import doctest
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from widgets.engine import events as ev_module
from widgets.engine import ledger as ledger_module
from widgets.engine.events import (
    SCHEMA_VERSION,
    Claim,
    Deal,
    Dice,
    Discard,
    Draw,
    End,
    EventError,
    Exchange,
    Kong,
    Leave,
    Pass,
    Void,
    WallBreak,
    Win,
    event_from_dict,
    event_to_dict,
    from_json,
    to_json,
)
from widgets.engine.notation import format_tiles
from widgets.engine.tiles import TILE_NAMES

ONE_OF_EACH = [
    Deal(0, "123m456m789m11p23p5s"),
    Draw(1, "5p", replacement=True, wall_remaining=40),
    Discard(1, "5p"),
    Claim(2, "pon", "5p", from_seat=1),
    Kong(3, "9s", "concealed"),
    Kong(0, "5p", "direct", from_seat=1),
    Win(2, "7m", None, "1122334455667m +7m", {"after_kong": True}),
    Exchange(0, ("1m", "2m", "3m"), to_seat=2),
    Dice(0, "wall", (3, 5)),
    WallBreak(2, 8),
    Void(1, "s"),
    Pass(3, "5p", 1, ("pon", "win")),
    Leave(3),
    End("wall", {1: "123m456m789m11p23p", 3: "123m456m789m13p59p"}),
]


def test_schema_version_is_2_and_version_1_documents_still_read():
    assert SCHEMA_VERSION == 2
    assert json.loads(to_json([]))["schema"] == 2
    v1 = '{"schema": 1, "events": [{"type": "discard", "seat": 0, "tile": "5p"}]}'
    assert from_json(v1) == [Discard(0, "5p")]


def test_every_type_round_trips():
    text = to_json(ONE_OF_EACH)
    assert from_json(text) == ONE_OF_EACH
    types = [e["type"] for e in json.loads(text)["events"]]
    assert types == ["deal", "draw", "discard", "claim", "kong", "kong", "win", "exchange",
                     "dice", "wallbreak", "void", "pass", "leave", "end"]


def test_json_shape_is_plain_and_keys_of_hands_are_text():
    doc = json.loads(to_json([End("done", {2: "123m"})]))
    assert doc == {"format": "paixue-replay", "version": 1, "game": "mahjong",
                   "schema": 2, "events": [{"type": "end", "reason": "done",
                                            "hands": {"2": "123m"}}]}


def test_optional_fields_may_be_left_out():
    assert event_from_dict({"type": "draw", "seat": 0, "tile": "1s"}) == Draw(0, "1s")
    assert event_from_dict({"type": "win", "seat": 0, "tile": "1s", "from_seat": None,
                            "hand": "1s +1s"}).situation == {}


def test_win_situation_sets_self_drawn_from_from_seat():
    win = Win(0, "7m", None, "1122334455667m +7m", {"after_kong": True})
    assert win.situation_obj().self_drawn and win.situation_obj().after_kong
    assert not Win(0, "7m", 2, "1122334455667m +7m").situation_obj().self_drawn


def _error(doc) -> EventError:
    with pytest.raises(ValueError) as info:
        from_json(json.dumps(doc))
    return info.value


def _one(record) -> EventError:
    return _error({"schema": 1, "events": [{"type": "leave", "seat": 0}, record]})


@pytest.mark.parametrize("record, field, value", [
    ({"type": "shuffle"}, "type", "shuffle"),
    ({"type": "draw", "seat": 1}, "tile", None),
    ({"type": "draw", "seat": 4, "tile": "5p"}, "seat", 4),
    ({"type": "draw", "seat": True, "tile": "5p"}, "seat", True),
    ({"type": "draw", "seat": 1, "tile": "0m"}, "tile", "0m"),
    ({"type": "draw", "seat": 1, "tile": "五筒"}, "tile", "五筒"),
    ({"type": "draw", "seat": 1, "tile": "5p", "colour": "red"}, "colour", "red"),
    ({"type": "draw", "seat": 1, "tile": "5p", "wall_remaining": -1}, "wall_remaining", -1),
    ({"type": "claim", "seat": 1, "kind": "kong", "tile": "5p", "from_seat": 0}, "kind", "kong"),
    ({"type": "claim", "seat": 1, "kind": "pon", "tile": "5p", "from_seat": 1}, "from_seat", 1),
    ({"type": "claim", "seat": 1, "kind": "pon", "tile": "5p", "from_seat": None},
     "from_seat", None),
    ({"type": "kong", "seat": 1, "tile": "5p", "kind": "direct"}, "from_seat", None),
    ({"type": "kong", "seat": 1, "tile": "5p", "kind": "added", "from_seat": 2}, "from_seat", 2),
    ({"type": "deal", "seat": 0, "hand": "11m 0m"}, "hand", "11m 0m"),
    ({"type": "win", "seat": 0, "tile": "5p", "from_seat": 1, "hand": "11m +6p"},
     "hand", "11m +6p"),
    ({"type": "win", "seat": 0, "tile": "5p", "from_seat": 1, "hand": "5p +5p",
      "situation": {"selfdrawn": True}}, "situation", {"selfdrawn": True}),
    ({"type": "win", "seat": 0, "tile": "5p", "from_seat": 1, "hand": "5p +5p",
      "situation": {"self_drawn": True}}, "situation", {"self_drawn": True}),
    ({"type": "win", "seat": 0, "tile": "5p", "from_seat": 1, "hand": "5p +5p",
      "situation": {"dealer": 1}}, "situation", {"dealer": 1}),
    ({"type": "exchange", "seat": 0, "tiles": [], "to_seat": 1}, "tiles", []),
    ({"type": "exchange", "seat": 0, "tiles": ["1m", "9z"], "to_seat": 1}, "tiles",
     ["1m", "9z"]),
    ({"type": "dice", "seat": 0, "kind": "wall", "values": [7]}, "values", [7]),
    ({"type": "dice", "seat": 0, "kind": "bet", "values": [1]}, "kind", "bet"),
    ({"type": "wallbreak", "seat": 0, "stacks": 19}, "stacks", 19),
    ({"type": "void", "seat": 0, "suit": "z"}, "suit", "z"),
    ({"type": "pass", "seat": 0, "tile": "5p", "from_seat": 1, "kinds": ["ron"]},
     "kinds", ["ron"]),
    ({"type": "pass", "seat": 0, "tile": "5p", "from_seat": 0, "kinds": ["win"]},
     "from_seat", 0),
    ({"type": "pass", "seat": 0, "tile": "5p", "from_seat": None, "kinds": ["pon"]},
     "kinds", ("pon",)),
    ({"type": "end", "reason": "draw", "hands": {}}, "reason", "draw"),
    ({"type": "end", "reason": "wall", "hands": {"x": "11m"}}, "hands", "x"),
    ({"type": "end", "reason": "wall", "hands": {"7": "11m"}}, "hands", {7: "11m"}),
])
def test_bad_records_name_index_field_and_value(record, field, value):
    err = _one(record)
    assert isinstance(err, EventError)
    assert (err.index, err.field, err.value) == (1, field, value)
    assert str(err).startswith("event 2")
    assert repr(field) in str(err) and repr(value) in str(err)


@pytest.mark.parametrize("doc, field, value", [
    ({"schema": 4, "events": []}, "schema", 4),
    ({"events": []}, "schema", None),
    ({"schema": "1", "events": []}, "schema", "1"),
    ({"schema": 1, "events": {}}, "events", {}),
    ({"schema": 1, "events": [], "seats": 4}, "seats", 4),
])
def test_bad_documents_name_the_field(doc, field, value):
    err = _error(doc)
    assert (err.field, err.value) == (field, value)


def test_not_json_and_not_a_record():
    with pytest.raises(ValueError, match="not JSON"):
        from_json("{schema: 1")
    with pytest.raises(ValueError, match="event 1: field 'type' has bad value 3"):
        from_json('{"schema": 1, "events": [3]}')


def test_constructors_check_too():
    with pytest.raises(ValueError, match="draw: field 'seat' has bad value 4: seats are 0-3"):
        Draw(4, "5p")
    with pytest.raises(ValueError, match="field 'from_seat'"):
        Win(0, "5p", None, "5p +5p", {"robbing_kong": True})


@pytest.mark.ruling("P-S11")
def test_a_robbed_kong_is_recorded_as_the_win_only():
    """抢杠胡："指一家面下杠时，恰好有一家胡这张牌" — the robbed 面下杠 never happens, so the
    schema records only the Win, naming the robbed seat (P-S11)."""
    robbed = Win(0, "2p", 3, "123m456m789m11p22p +2p", {"robbing_kong": True})
    assert from_json(to_json([robbed])) == [robbed]
    assert "P-S11" in Kong.__doc__


def test_module_doctests():
    for module in (ev_module, ledger_module):
        assert doctest.testmod(module).failed == 0


# ---- the round-trip property ----------------------------------------------------------------

SEAT = st.integers(0, 3)
TILE = st.sampled_from(TILE_NAMES)
PLAYING = st.sampled_from(TILE_NAMES[:34])
CLOSED = st.lists(st.integers(0, 33), min_size=1, max_size=13).map(format_tiles)


def _other(seat_strategy=SEAT):
    return seat_strategy.flatmap(lambda s: st.tuples(st.just(s),
                                                     st.sampled_from([o for o in range(4)
                                                                      if o != s])))


@st.composite
def wins(draw):
    seat, other = draw(_other())
    from_seat = draw(st.none() | st.just(other))
    tile = draw(PLAYING)
    flags = {"after_kong": st.booleans(), "last_tile": st.booleans(), "dealer": st.booleans(),
             "first_turn": st.booleans(), "seat_wind": st.integers(0, 3),
             "wall_remaining": st.none() | st.integers(0, 100)}
    if from_seat is not None:
        flags |= {"kong_discard": st.booleans(), "robbing_kong": st.booleans()}
    situation = draw(st.fixed_dictionaries({}, optional=flags))
    return Win(seat, tile, from_seat, f"{draw(CLOSED)} +{tile}", situation)


EVENTS = st.one_of(
    st.builds(Deal, SEAT, CLOSED),
    st.builds(Draw, SEAT, TILE, st.booleans(), st.none() | st.integers(0, 136)),
    st.builds(Discard, SEAT, TILE),
    _other().flatmap(lambda p: st.builds(Claim, st.just(p[0]), st.sampled_from(["chi", "pon"]),
                                         TILE, st.just(p[1]))),
    _other().flatmap(lambda p: st.builds(Kong, st.just(p[0]), TILE, st.just("direct"),
                                         st.just(p[1]))),
    st.builds(Kong, SEAT, TILE, st.sampled_from(["added", "concealed"])),
    wins(),
    _other().flatmap(lambda p: st.builds(Exchange, st.just(p[0]),
                                         st.lists(TILE, min_size=1, max_size=4).map(tuple),
                                         st.just(p[1]))),
    st.builds(Leave, SEAT),
    st.builds(End, st.sampled_from(["wall", "done"]), st.dictionaries(SEAT, CLOSED)),
)


@given(st.lists(EVENTS, max_size=12))
def test_round_trip_property(events):
    assert from_json(to_json(events)) == events
    assert [event_from_dict(event_to_dict(e)) for e in events] == events
