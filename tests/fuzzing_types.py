"""Wrong Python types for the card games' verbs, 武汉's situation and the notation functions
(issue 32, items 9-10), shared by tests/test_fuzz_types.py and benchmarks/fuzz.py.

Each call gives every parameter a sensible value but one, which gets a value of the wrong
Python type (None, a float, a list, a dict, bytes, an object, a non-ASCII digit ...). The
only answers allowed (house rules, P-IN3) are a return, a ``ValueError`` the project raises
itself, or a ``TypeError`` the project raises naming the parameter. An error in Python's own
words (``'int' object is not iterable``, an AttributeError, an IndexError) is a *bucket*:
its type, the verb and the line it came from, so one bug is reported once.

"Raised by the project" is read from the traceback: the innermost frame is in ``widgets/``
and its line is a ``raise`` statement (a TypeError from ``len(x)`` inside widgets/ is not).
"""

from __future__ import annotations

import inspect
import linecache
import math
import random
import traceback
from collections.abc import Callable
from typing import Any

import widgets
from widgets.cards.paohuzi import notation as paohuzi_notation
from widgets.engine import notation, tiles

# values of the wrong Python type for nearly every parameter (a str where a str is right is
# still covered by the notation fuzzing in tests/fuzzing.py)
WRONG: tuple[Any, ...] = (None, 1.0, 0, -1, True, 2 ** 70, math.nan, "x", "", "X³", "３",
                          [], [[]], ["x"], [1.5], {}, {"a": 1}, {1: None}, (), b"333",
                          object(), ("333",), frozenset({1}))

# sensible values by parameter name; a game's own (game, name) first
GOOD: dict[str, Any] = {
    "bets": {"apple": 10}, "name": "apple", "outcome": "apple", "seed": 0,
    "actions": "pass", "first": 0, "seat": 0, "landlord": 0, "beans": [100, 100, 100],
    "threshold": 0, "cards": "33", "play": "44", "previous": "33", "hand": "345678",
    "robs": 0, "bombs": 0, "rockets": 0, "spring": False, "landlord_wins": True,
    "multiplier": 1, "doubled": (), "per_point": 1, "card": "x5", "hands":
    ["x1", "x46 d3", "x55 d1"], "drawn": False, "wangs": [0, 0, 0], "stake": 1,
    "self_drawn": False, "huxi": 15, "xing": 0, "keep": 12, "turned": None, "winner": 0,
    "players": 3, "ante": 1, "challenger": "As Ks Qs", "defender": "2s 3h 5d",
    "banker": "78", "player": "35", "text": "78", "positions": ["35", "46", "F9"],
    "pool": 0, "banker_stake": None, "situation": None, "seen": (), "tile": "5m",
    "counts": [1] * 15, "kind": "pair", "size": None,
}
GAME_GOOD: dict[tuple[str, str], Any] = {
    ("paohuzi", "hand"): "x123 d2710 x555 d888 x99 d9 x46 W d34 +d5",
    ("paohuzi", "seen"): (), ("sanzhang", "cards"): "As Ks Qs",
    ("sanzhang", "hand"): "As Ks Qs", ("sanzhang", "actions"): "call;fold",
    ("tuitongzi", "bets"): [{"chu": 10}, {"chu": 10}, {"chu": 10}],
    ("tuitongzi", "hand"): "78", ("wuhan", "hand"): "123456789m1122p",
    ("wuhan", "situation"): {"indicator": 5},
}


# a notation reader's TypeError says what the text is ("cards are text such as '345678'")
KINDS = ("cards are", "tiles are")


def good(game: str, name: str, param: inspect.Parameter) -> Any:
    if (game, name) in GAME_GOOD:
        return GAME_GOOD[game, name]
    if name in GOOD:
        return GOOD[name]
    return None if param.default is param.empty else param.default


def targets() -> list[tuple[str, Callable[..., Any]]]:
    """(label, function): every card game's verbs, 武汉's counting verbs, the notations."""
    import fuzzing
    out = []
    for game in widgets.card_variants():
        out += [(f"{game}.{n}", f) for n, f in fuzzing.verbs(widgets.rules(game))]
    wuhan = widgets.rules("wuhan")
    out += [(f"wuhan.{n}", getattr(wuhan, n)) for n in
            ("shanten", "is_complete", "waits", "arrangements", "discard_advice")]
    out += [("tiles.parse_tile", tiles.parse_tile), ("notation.parse_hand", notation.parse_hand),
            ("paohuzi.parse_hand", paohuzi_notation.parse_hand)]
    return out


def params(fn: Callable[..., Any]) -> list[inspect.Parameter]:
    return [p for p in inspect.signature(fn).parameters.values()
            if p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)]


def one_case(rng: random.Random, found: list[tuple[str, Callable[..., Any]]]
             ) -> tuple[str, Callable[..., Any], dict[str, Any], str]:
    """(label, function, keyword arguments, the wrongly typed parameter)."""
    label, fn = rng.choice(found)
    game = label.split(".")[0]
    ps = params(fn)
    kwargs = {p.name: good(game, p.name, p) for p in ps}
    wrong = ""
    if ps:
        wrong = rng.choice(ps).name
        kwargs[wrong] = rng.choice(WRONG)
    return label, fn, kwargs, wrong


def own_raise(e: BaseException) -> bool:
    """The innermost frame is a ``raise`` statement in widgets/ (not Python's own error)."""
    tb = e.__traceback__
    frames = traceback.extract_tb(tb) if tb else []
    if not frames:
        return False
    last = frames[-1]
    line = linecache.getline(last.filename, last.lineno).strip()
    return "/widgets/" in last.filename and line.startswith("raise")


def classify(label: str, fn: Callable[..., Any], kwargs: dict[str, Any], wrong: str) -> str:
    """'ok', 'ValueError'/'TypeError' (documented), or a bucket 'AttributeError in
    paohuzi.claims (ledger.py:117)' for an answer in Python's own words. A TypeError names
    a parameter of the verb (the wrongly typed one, or another that is wrong too) or what
    a notation reader takes."""
    try:
        fn(**kwargs)
    except (ValueError, TypeError) as e:
        named = [p.name for p in params(fn)] + list(KINDS)
        if own_raise(e) and (isinstance(e, ValueError) or any(n in str(e) for n in named)):
            return "ValueError" if isinstance(e, ValueError) else "TypeError"
        return bucket(e, label)
    except Exception as e:  # noqa: BLE001 (every other error is what we look for)
        return bucket(e, label)
    return "ok"


def bucket(e: BaseException, label: str) -> str:
    frames = traceback.extract_tb(e.__traceback__) if e.__traceback__ else []
    where = next((f"{f.filename.rsplit('/', 1)[-1]}:{f.lineno}" for f in reversed(frames)
                  if "/widgets/" in f.filename), "?")
    return f"{type(e).__name__} in {label} ({where})"


def run(seed: int, n: int) -> tuple[dict[str, int], dict[str, str]]:
    """``n`` cases from ``seed``: counts per outcome, and one example call per bucket."""
    rng, found = random.Random(seed), targets()
    counts: dict[str, int] = {}
    examples: dict[str, str] = {}
    for _ in range(n):
        label, fn, kwargs, wrong = one_case(rng, found)
        out = classify(label, fn, kwargs, wrong)
        counts[out] = counts.get(out, 0) + 1
        if " in " in out:
            examples.setdefault(out, f"{label}({wrong}={kwargs.get(wrong)!r:.60})")
    return counts, examples
