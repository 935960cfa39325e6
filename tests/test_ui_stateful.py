"""Random intents, valid and garbage, against the widgets' ``handle`` (hypothesis state
machines). After every step: nothing raised, the hand is a hand that can exist, the view is
JSON and its hand text parses back to the lab's hand."""

from __future__ import annotations

import json
from collections import Counter

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, rule

from widgets import parse_hand
from widgets.engine.tiles import TILE_NAMES
from widgets.ui import Exercise, HandLab
from widgets.ui.shared.intents import HISTORY

KINDS = ("add", "remove", "text", "undo", "redo", "clear", "toggle", "set_situation", "option",
         "seen_add", "seen_remove", "mode", "meld", "unmeld", "claim_tile", "claim", "lang",
         "size")
SITUATION_KEYS = ("self_drawn", "after_kong", "kong_discard", "robbing_kong", "last_tile",
                  "dealer", "first_turn", "seat_wind", "round_wind", "wall_remaining",
                  "indicator")
junk = st.one_of(st.none(), st.booleans(), st.integers(-5, 50), st.text(max_size=8),
                 st.floats(allow_nan=False, allow_infinity=False),
                 st.lists(st.integers(), max_size=2))
tiles = st.one_of(st.sampled_from(TILE_NAMES), st.sampled_from(["0m", "5z", "xx", "", "五万"]),
                  junk)
suited = st.sampled_from([f"{n}{s}" for s in "mps" for n in range(1, 10)])
hands = st.one_of(
    st.lists(suited, max_size=15).map("".join),
    st.sampled_from(["1112345678999m", "11223344556677m | self_drawn", "11m [555p,2] {7777s}",
                     "1112345678999m +5m", "11m 0m", "11111m", "1z", "11m | bogus",
                     "123m | seen=5555p", "111m222p333s456m77m"]),
    st.text(max_size=20))
FAST = settings(max_examples=12, stateful_step_count=20, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])


class HandLabMachine(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.lab = HandLab("sichuan-xuezhan", "123m456p", lang="en")

    @rule(tile=tiles)
    def add(self, tile):
        self.lab.handle({"kind": "add", "tile": tile})

    @rule(tile=suited, n=st.integers(1, 14))
    def add_many(self, tile, n):
        for _ in range(n):
            self.lab.handle({"kind": "add", "tile": tile})

    @rule(index=st.one_of(st.integers(-2, 16), junk))
    def remove(self, index):
        self.lab.handle({"kind": "remove", "index": index})

    @rule(text=hands)
    def text(self, text):
        self.lab.handle({"kind": "text", "text": text})

    @rule(kind=st.sampled_from(["undo", "redo", "clear"]))
    def history(self, kind):
        self.lab.handle({"kind": kind})

    @rule(key=st.one_of(st.sampled_from(SITUATION_KEYS), junk),
          value=st.one_of(st.integers(-1, 5), st.booleans(), st.none(), tiles))
    def situation(self, key, value):
        self.lab.handle({"kind": "toggle", "key": key})
        self.lab.handle({"kind": "set_situation", "key": key, "value": value})

    @rule(name=st.sampled_from(["cap", "zimo_double", "dead_waits_ready", "pay_order", "x"]),
          value=st.one_of(st.integers(0, 64), st.booleans(), st.text(max_size=5)))
    def option(self, name, value):
        self.lab.handle({"kind": "option", "name": name, "value": value})

    @rule(tile=tiles, index=st.integers(-1, 5))
    def seen(self, tile, index):
        self.lab.handle({"kind": "seen_add", "tile": tile})
        self.lab.handle({"kind": "seen_remove", "index": index})

    @rule(meld_kind=st.one_of(st.sampled_from(["chi", "pon", "direct", "added", "concealed"]),
                              junk),
          tile=st.one_of(suited, tiles), source=st.one_of(st.integers(0, 4), junk),
          index=st.integers(-1, 4))
    def meld(self, meld_kind, tile, source, index):
        self.lab.handle({"kind": "meld", "meld_kind": meld_kind, "tile": tile, "source": source})
        self.lab.handle({"kind": "unmeld", "index": index})

    @rule(tile=st.one_of(suited, tiles), seat=st.one_of(st.integers(0, 4), junk))
    def claim(self, tile, seat):
        self.lab.handle({"kind": "claim_tile", "tile": tile, "from_seat": seat})

    @rule(claim=st.one_of(st.sampled_from(["chi", "pon", "kong", "win", "pass"]), junk),
          tiles=st.one_of(st.none(), st.lists(st.one_of(suited, junk), max_size=4), junk))
    def take_claim(self, claim, tiles):
        """A claim button's intent, or garbage: the first allowed claim when there is one."""
        shown = self.lab.view["claims"]["options"]
        if shown and claim == "pass":
            claim, tiles = shown[0]["kind"], shown[0]["claim_tiles"]
        self.lab.handle({"kind": "claim", "claim": claim, "tiles": tiles})

    @rule(kind=st.sampled_from(["mode", "lang", "size"]),
          value=st.one_of(st.sampled_from(["hand", "seen", "zh", "en", "normal", "large"]),
                          junk))
    def ui(self, kind, value):
        self.lab.handle({"kind": kind, "value": value})

    @rule(msg=st.one_of(junk, st.dictionaries(st.text(max_size=6), junk, max_size=3),
                        st.fixed_dictionaries({"kind": st.one_of(st.sampled_from(KINDS),
                                                                 st.text(max_size=8))})))
    def garbage(self, msg):
        self.lab.handle(msg)

    @invariant()
    def the_hand_can_exist(self):
        hand = self.lab.hand
        copies = Counter(hand.all_tiles()) + Counter(self.lab.seen)
        assert max(copies.values(), default=0) <= 4
        assert hand.size <= 14  # 14 tiles plus one per kong
        assert len(hand.all_tiles()) <= 14 + len(hand.kongs)

    @invariant()
    def the_view_is_json_and_matches_the_hand(self):
        json.dumps(self.lab.view)
        json.dumps(self.lab.message)
        assert parse_hand(self.lab.view["hand"]["text"]) == self.lab.hand
        assert self.lab.message.get("level") != "error", self.lab.message
        assert len(self.lab.history[0]) <= HISTORY


TestHandLabMachine = HandLabMachine.TestCase
TestHandLabMachine.settings = FAST


def _exercises() -> list[Exercise]:
    return [Exercise.waits("sichuan-xuezhan", "1112345678999m"),
            Exercise.best_discard("sichuan-xuezhan", "1112345678999m5p"),
            Exercise.claim("sichuan-xuezhan", "1112345678999m", "1m", 1),
            Exercise.score("sichuan-xuezhan", "11223344556677m"),
            Exercise.shanten("sichuan-xuezhan", "123m456m789m11p23p"),
            Exercise("Say hi", lambda a: a == "hi", answer="text")]


class ExerciseMachine(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.exercises = _exercises()

    @rule(which=st.integers(0, 5), tile=tiles)
    def select(self, which, tile):
        self.exercises[which].handle({"kind": "select", "tile": tile})

    @rule(which=st.integers(0, 5), index=st.one_of(st.integers(-1, 6), junk))
    def choose(self, which, index):
        self.exercises[which].handle({"kind": "choose", "index": index})

    @rule(which=st.integers(0, 5), value=st.one_of(junk, st.integers(-2, 64).map(str)))
    def answer(self, which, value):
        self.exercises[which].handle({"kind": "answer", "value": value})

    @rule(which=st.integers(0, 5),
          kind=st.sampled_from(["check", "hint", "reveal", "reset", "lang", "size", "nope"]),
          value=st.one_of(st.sampled_from(["zh", "en", "large"]), junk))
    def button(self, which, kind, value):
        self.exercises[which].handle({"kind": kind, "value": value})

    @rule(which=st.integers(0, 5), msg=junk)
    def garbage(self, which, msg):
        self.exercises[which].handle(msg)

    @invariant()
    def views_are_json_and_selections_sane(self):
        for ex in self.exercises:
            json.dumps(ex.view)
            assert ex.message.get("level") != "error", ex.message
            picked = [t for t in ex.view["tiles"] if t["selected"]]
            if ex.view["pick"] == "one":
                assert len({t["id"] for t in picked}) <= 1
            if not ex.view["multi"]:
                assert sum(c["selected"] for c in ex.view["choices"]) <= 1


TestExerciseMachine = ExerciseMachine.TestCase
TestExerciseMachine.settings = FAST
