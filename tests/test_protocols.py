"""What a rules object answers is written down: every capability a widget or a played hand asks
a rules object for is declared on :class:`~widgets.engine.rules.MahjongRules` (or
:class:`~widgets.cards.cards.CardRules`) with a neutral default, so no code probes for it
(``hasattr``, ``getattr`` with a default, ``except AttributeError``)."""

import ast
import dataclasses
import re
from pathlib import Path

import pytest

from widgets import REGISTRY, rules
from widgets.engine.rules import MahjongRules
from widgets.engine.situation import Situation

PACKAGE = Path(__file__).resolve().parent.parent / "widgets"
# a rules object as the code names it: rules, self.rules, g.rules, type(rules) …, and its
# options (rules.options; self.options in the rules' own mixins)
RULES = re.compile(r"^(type\()?([\w.]+\.)?rules\)?$|^([\w.]+\.)?rules\.options$")
RULES_OWN = ("widgets/engine/analysis.py", "widgets/engine/claims.py", "widgets/engine/rules.py")


def _catches_attribute_error(handler: ast.ExceptHandler) -> bool:
    caught = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(isinstance(c, ast.Name) and c.id == "AttributeError" for c in caught)


def _probes(source: str, name: str = "<src>") -> list[str]:
    """Each probe in ``source``: ``hasattr`` or ``getattr`` with a default on a rules
    object, and an ``except AttributeError`` round code that reads one. (An ``except
    AttributeError`` round a pasted replay's events is a replay's safety net, not a probe:
    a bad event may lack any field.)"""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args:
            probe = node.func.id == "hasattr" or node.func.id == "getattr" and len(node.args) > 2
            target = ast.unparse(node.args[0])
            if probe and (RULES.match(target) or name in RULES_OWN
                          and target in ("self", "self.options")):
                found.append(f"{name}:{node.lineno}: {ast.unparse(node)}")
        elif isinstance(node, ast.Try) and any(_catches_attribute_error(h)
                                               for h in node.handlers if h.type is not None):
            body = "\n".join(ast.unparse(b) for b in node.body)
            if re.search(r"\brules\b", body):
                found.append(f"{name}:{node.lineno}: except AttributeError round rules")
    return found


def test_no_code_probes_a_rules_object():
    found = [p for path in sorted(PACKAGE.rglob("*.py"))
             for p in _probes(path.read_text(encoding="utf-8"),
                              str(path.relative_to(PACKAGE.parent)))]
    assert not found, "declare these on MahjongRules / CardRules instead:\n" + "\n".join(found)


@pytest.mark.parametrize("source", [
    "x = hasattr(rules, 'cap_fan')",
    "x = getattr(self.rules, 'winners_stay', False)",
    "x = getattr(type(rules), 'winners_stay', False)",
    "x = hasattr(g.rules, 'face_up')",
    "x = getattr(rules.options, 'exchange', True)",
    "try:\n    cap = self.rules.cap_fan()\nexcept (KeyError, AttributeError):\n    cap = None",
])
def test_the_probe_check_sees_a_probe(source):
    assert len(_probes(source)) == 1


def test_the_probe_check_sees_a_rules_mixin_probe_itself():
    probe = "x = bool(getattr(self.options, 'dead_waits_ready', False))"
    assert len(_probes(probe, "widgets/engine/analysis.py")) == 1
    assert _probes(probe, "widgets/ui/tables/card_table.py") == []  # a widget's own options


@pytest.mark.parametrize("source", [
    "x = getattr(rules.options, name)",  # reading an option by name is no probe
    "x = getattr(rules, 'fans')",
    "x = hasattr(event, 'seat')",  # not a rules object
    "try:\n    table.apply(e)\nexcept AttributeError:\n    raise ValueError(e)",  # a bad event
])
def test_the_probe_check_leaves_plain_reads_alone(source):
    assert _probes(source) == []


# ---- the declared capabilities: neutral on the base, each variant's as it was -------------

def test_the_base_answers_every_capability_neutrally():
    r = MahjongRules()
    assert r.cap_fan() is None
    assert r.face_up(Situation(indicator=5)) == [] and r.face_up(None) == []
    assert r.situation_problems(r.hand("123m456p789s11z"), Situation()) == ()
    assert r.passed_history("4m") == ()
    assert (r.option_choices, r.winners_stay, r.remembers_passes) == ({}, False, False)
    assert r.deals_exchange() is False and r.dead_waits_ready() is False


# which variants have each capability: the same as when the code probed for it
HAVE = {"winners_stay": {"sichuan-xueliu", "dashiyou-xueliu"},
        "remembers_passes": {"yongzhou"},
        "option_choices": {"yongzhou"}}


@pytest.mark.parametrize("capability", sorted(HAVE))
def test_each_variant_declares_what_it_has(capability):
    assert {v for v, cls in REGISTRY.items() if getattr(cls, capability)} == HAVE[capability]


def test_the_exchange_and_dead_waits_follow_the_room_options():
    from widgets.practice.drills.questions import EXCHANGE_VARIANTS, has_exchange
    assert {v for v in REGISTRY if rules(v).deals_exchange()} == EXCHANGE_VARIANTS
    assert not rules("dashiyou-xueliu", exchange=False).deals_exchange()
    assert not has_exchange(rules("dashiyou-xueliu", exchange=False))
    assert {v for v in REGISTRY if rules(v).dead_waits_ready()} == set()
    on = {v for v in REGISTRY if "dead_waits_ready" in {f.name for f in
                                                         dataclasses.fields(rules(v).options)}}
    assert on == {"sichuan-xuezhan", "sichuan-xueliu", "dashiyou-xueliu"}
    assert all(rules(v, dead_waits_ready=True).dead_waits_ready() for v in on)


def test_the_overrides_answer():
    yz = rules("yongzhou", cap=5)
    assert yz.cap_fan() == 5 and yz.option_choices == {"cap": (3, 5), "minimum": (0, 1, 3)}
    assert yz.passed_history("4m")  # seat 0's pass on its 下家's 4m
    assert [v for v in REGISTRY if rules(v).cap_fan() is not None] == ["yongzhou"]
    wuhan = rules("wuhan")
    assert wuhan.face_up(Situation(indicator=5)) == [5]
    assert wuhan.situation_problems(wuhan.hand("123m456p789s11z"), Situation(indicator=5)) == ()
    assert [v for v in REGISTRY if rules(v).face_up(Situation(indicator=5))] == ["wuhan"]


# ---- CardRules.analyse: the card lab's one question ------------------------------------------

READY = "x123 d2710 x555 d888 x99 d9 x678 d34"  # 跑胡子, waiting on d5 (test_paohuzi_widget)


def test_a_card_game_without_a_lab_answers_nothing():
    from widgets.cards import CardAnalysis, CardRules
    assert CardRules().analyse("3 4 5") == CardAnalysis()
    assert rules("dafengshou").analyse() == CardAnalysis()
    assert CardAnalysis().refusals == {} and CardAnalysis().readings == ()


def test_doudizhu_analyse_is_what_its_rules_answer_one_by_one():
    r = rules("doudizhu")
    a = r.analyse("34567899TTJ", "6789T", "45678")
    assert a.readings == (r.classify("6789T"),) and a.previous == r.play("45678")
    assert a.comparisons == (r.compare("6789T", "45678"),) and a.comparisons[0].beats
    assert a.choices == r.responses("34567899TTJ", "45678") and a.refusals == {}
    lead = r.analyse("33345", "", "")
    assert (lead.readings, lead.previous, lead.comparisons) == ((), None, ())
    assert lead.choices == r.leads("33345")
    bad = r.analyse("33345", "", "34")  # not a play: explained, and the hand leads
    assert type(bad.refusals["previous"]).__name__ == "NotAllowed"
    assert bad.previous is None and bad.choices == r.leads("33345")


def test_sanzhang_analyse_reads_full_hands_and_compares_them():
    r = rules("sanzhang")
    a = r.analyse("2s 3h 5d", "Ah Ad Ac")
    assert a.readings == (r.classify("2s 3h 5d"), r.classify("Ah Ad Ac"))
    assert a.comparisons == (r.compare("2s 3h 5d", "Ah Ad Ac"),)
    half = r.analyse("2s 3h", "Ah Ad Ac")
    assert half.readings[0] is None and half.comparisons == ()


def test_tuitongzi_analyse_duels_and_settles():
    r = rules("tuitongzi")
    a = r.analyse("3 5", "F F", "2 8", "4 6", bets=(10, 0, 7), pool=1000)
    assert a.readings == tuple(r.hand(h) for h in ("35", "FF", "28", "46"))
    assert a.comparisons == tuple(r.compare("35", p) for p in ("FF", "28", "46"))
    assert a.settlement == r.settle("35", ["FF", "28", "46"], [{"you": 10}, {}, {"you": 7}],
                                    pool=1000)
    assert r.analyse("3 5", "", "2 8", "4 6").comparisons == ()
    broke = r.analyse("3 5", "F F", "2 8", "4 6", bets=(-1, 0, 0), pool=1000)
    assert broke.settlement is None and "settlement" in broke.refusals


def test_paohuzi_analyse_waits_without_the_card_and_scores_with_it():
    r = rules("paohuzi")
    assert r.analyse(READY).waits == tuple(r.waits(READY)) != ()
    a = r.analyse(READY, "d5", turned="x8")
    assert a.win == r.win(READY + " +d5") and a.win.ok
    assert a.score == r.score(READY + " +d5", turned="x8")
    assert a.claims == r.claims("d5", 0, ["", READY, ""], drawn=False)
    assert r.analyse(READY, "W").claims is None  # no claims on a 王


def test_the_card_lab_asks_its_rules_only_analyse():
    """The card lab's panels read one answer (options and the seed's categories are data)."""
    source = (PACKAGE / "ui" / "card_lab" / "cards_panels.py").read_text(encoding="utf-8")
    asked = {n.func.attr for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Call)
             and isinstance(n.func, ast.Attribute) and isinstance(n.func.value, ast.Name)
             and n.func.value.id == "rules"}
    assert asked == {"analyse"}


# ---- played games are registered like rules --------------------------------------------------

def test_each_played_card_game_registers_under_its_rules_id():
    from widgets import CARD_REGISTRY
    from widgets.practice.card_tables import CARD_GAMES, card_game_class
    from widgets.ui.tables.card_table import CardHandTable
    assert set(CARD_GAMES) == {"doudizhu", "paohuzi", "sanzhang", "tuitongzi"}
    assert set(CARD_GAMES) <= set(CARD_REGISTRY)
    tables = {t.GAME for t in CardHandTable.__subclasses__()}
    assert tables == set(CARD_GAMES.values())
    assert card_game_class("doudizhu").__name__ == "DoudizhuGame"
    with pytest.raises(ValueError, match="no played card game 'poker'; played: doudizhu"):
        card_game_class("poker")


def test_mahjong_games_register_too():
    from widgets.practice.table.play import GAME_CLASSES, PLAYABLE, REPLAYS
    assert set(GAME_CLASSES) <= set(PLAYABLE) and set(REPLAYS) - {"*"} <= set(PLAYABLE)


def test_nothing_is_found_by_a_module_name():
    """No string imports: a game or a variant enters its registry when its module loads
    (the old-path table, ``_moved``, maps old module paths and is no registry)."""
    found = [f"{p.relative_to(PACKAGE.parent)}:{n.lineno}" for p in sorted(PACKAGE.rglob("*.py"))
             if p.name != "_moved.py"
             for n in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
             if isinstance(n, ast.Call) and ast.unparse(n.func) in (
                 "importlib.import_module", "import_module", "__import__")]
    assert found == []


def test_the_labs_mahjong_rules_are_never_a_card_game():
    """``rules_for`` answers a MahjongRules (what the hand lab asks it is declared there)."""
    from widgets.ui.shared.view import rules_for
    assert isinstance(rules_for("yongzhou", {"cap": 5}), MahjongRules)
    with pytest.raises(ValueError, match="'doudizhu' is a card game, not a mahjong variant"):
        rules_for("doudizhu")


@pytest.mark.parametrize("game", ["doudizhu", "sanzhang", "tuitongzi", "paohuzi", "dafengshou"])
@pytest.mark.parametrize(("args", "kwargs", "named"), [
    (("", False), {}, r"slots\[1\] is card notation text"),
    (("",), {"self_drawn": 1}, "self_drawn is True or False"),
    (("",), {"turned": 3}, "turned is a card in notation or None"),
    (("",), {"bets": {}}, "bets is a list of whole numbers"),
    (("",), {"bets": (1, 2.5, 0)}, r"bets\[1\] is a whole number"),
    (("",), {"pool": "1000"}, "pool is a whole number"),
])
def test_analyse_names_an_argument_of_the_wrong_type(game, args, kwargs, named):
    with pytest.raises(TypeError, match=named):
        rules(game).analyse(*args, **kwargs)
