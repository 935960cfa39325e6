"""What a rules object answers is written down: every capability a widget or a played hand asks
a rules object for is declared on :class:`~widgets.engine.rules.MahjongRules` (or
:class:`~widgets.cards.cards.CardRules`) with a neutral default, so no code probes for it
(``hasattr``, ``getattr`` with a default, ``except AttributeError``)."""

import ast
import re
from pathlib import Path

import pytest

from widgets import REGISTRY, rules
from widgets.engine.rules import MahjongRules
from widgets.engine.situation import Situation

PACKAGE = Path(__file__).resolve().parent.parent / "widgets"
# a rules object as the code names it: rules, self.rules, g.rules, type(rules) …
RULES = re.compile(r"^(type\()?([\w.]+\.)?rules\)?$")


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
            if probe and RULES.match(ast.unparse(node.args[0])):
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
    "x = getattr(type(rules), 'exchange_three', False)",
    "x = hasattr(g.rules, 'face_up')",
    "try:\n    cap = self.rules.cap_fan()\nexcept (KeyError, AttributeError):\n    cap = None",
])
def test_the_probe_check_sees_a_probe(source):
    assert len(_probes(source)) == 1


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
    assert (r.option_choices, r.winners_stay, r.exchange_three, r.remembers_passes) == (
        {}, False, False, False)


# which variants have each capability: the same as when the code probed for it
HAVE = {"winners_stay": {"sichuan-xueliu", "dashiyou-xueliu"},
        "exchange_three": {"dashiyou-xueliu"},
        "remembers_passes": {"yongzhou"},
        "option_choices": {"yongzhou"}}


@pytest.mark.parametrize("capability", sorted(HAVE))
def test_each_variant_declares_what_it_has(capability):
    assert {v for v, cls in REGISTRY.items() if getattr(cls, capability)} == HAVE[capability]


def test_the_overrides_answer():
    yz = rules("yongzhou", cap=5)
    assert yz.cap_fan() == 5 and yz.option_choices == {"cap": (3, 5), "minimum": (0, 1, 3)}
    assert yz.passed_history("4m")  # seat 0's pass on its 下家's 4m
    assert [v for v in REGISTRY if rules(v).cap_fan() is not None] == ["yongzhou"]
    wuhan = rules("wuhan")
    assert wuhan.face_up(Situation(indicator=5)) == [5]
    assert wuhan.situation_problems(wuhan.hand("123m456p789s11z"), Situation(indicator=5)) == ()
    assert [v for v in REGISTRY if rules(v).face_up(Situation(indicator=5))] == ["wuhan"]
