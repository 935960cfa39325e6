"""Fuzz generators for what a learner pastes into a widget (issue 32, "Nothing escapes"):
card replays, position codes of every widget kind, scenarios and a hand table's round place.

Each surface starts from a valid input (a played hand's replay, a widget's own code, a
scenario, a later hand's code) and mutates it: a field replaced by a value of another type (a
dict where cards go, a bool or a huge number where a seat goes, a nested list), a field
dropped or added, an event repeated; or sends a hostile text (brackets nested thousands deep,
a code holding such JSON). The outcome of one input is ``"ok"`` or the documented error's type
name (a ValueError subclass or TypeError, or the widget's message level); anything else
raises :class:`Unexpected` naming the input. Driven by a ``random.Random``: a seed replays a
case. Imported as a plain module (pytest puts tests/ on the path; the benchmark adds it)."""

from __future__ import annotations

import json
import random
import zlib
from collections.abc import Callable
from typing import Any

DOCUMENTED: tuple[type[Exception], ...] = (ValueError, TypeError)

# values of every JSON type, each wrong somewhere: a bool where an int goes, a dict where
# cards go, a seat out of range, a huge or negative number, text that int() would misread
LEAVES: list[Any] = [{}, [], True, False, None, 0, 1, 2, 3, 4, 7, -1, 10**30, 1.5, "", "x",
                     "²", "3", "AA", ["3"], [3], [["a"]], {"a": 1}, {"cards": ["3"]},
                     [True], ["", ""], "\u0000", list(range(40))]


class Unexpected(AssertionError):
    """An input whose outcome is not a documented one; ``kind`` its bucket (the escaping
    exception's type, or what went wrong)."""

    def __init__(self, text: str, kind: str = "other"):
        super().__init__(text)
        self.kind = kind


def nest(depth: int) -> str:
    return "[" * depth + "]" * depth


def _paths(x: Any, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(x, dict):
        for k, v in x.items():
            out += _paths(v, path + (k,))
    elif isinstance(x, list):
        for i, v in enumerate(x):
            out += _paths(v, path + (i,))
    return out


def mutate(data: Any, rng: random.Random, times: int = 2) -> Any:
    """``data`` (JSON) with ``times`` random changes (a copy)."""
    data = json.loads(json.dumps(data))
    for _ in range(times):
        paths = [p for p in _paths(data) if p]
        if not paths:
            return rng.choice(LEAVES)
        path = rng.choice(paths)
        parent = data
        for k in path[:-1]:
            parent = parent[k]
        key, how = path[-1], rng.random()
        if how < 0.6:
            parent[key] = json.loads(json.dumps(rng.choice(LEAVES)))
        elif how < 0.7 and isinstance(parent, dict):
            del parent[key]
        elif how < 0.8 and isinstance(parent, list):
            parent.insert(rng.randrange(len(parent) + 1), json.loads(json.dumps(parent[key])))
        elif how < 0.9 and isinstance(parent, dict):
            parent[rng.choice(["zz", "type", "seat", "cards", "stake"])] = rng.choice(LEAVES)
        elif isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] += rng.choice([-1, 1, 4, -100])
        else:
            parent[key] = rng.choice(LEAVES)
    return data


def hostile_json(rng: random.Random) -> str:
    return rng.choice([nest(rng.choice([50, 1000, 3000])), "{" + '"a":' * 10 + "1",
                       '{"kind":' + nest(2000) + "}", "", "null", "1e400", '"' + "x" * 300,
                       "[" * 5000])


# ---- card replays ---------------------------------------------------------------------------

def card_tables() -> dict[str, Callable[[], Any]]:
    from widgets.ui.tables.doudizhu_table import DoudizhuTable
    from widgets.ui.tables.paohuzi_table import PaohuziTable
    from widgets.ui.tables.sanzhang_table import SanzhangTable
    from widgets.ui.tables.tuitongzi_table import TuitongziTable
    return {"doudizhu": lambda: DoudizhuTable(seed=3, human=None, lang="en"),
            "paohuzi": lambda: PaohuziTable(seed=2, human=None, lang="zh"),
            "sanzhang": lambda: SanzhangTable(seed=4, human=None, lang="en"),
            "tuitongzi": lambda: TuitongziTable(seed=5, human=None, lang="zh")}


def _outcome(fn: Callable[[], Any], what: str,
             documented: tuple[type[Exception], ...] = DOCUMENTED) -> str:
    try:
        fn()
    except documented as e:
        return type(e).__name__
    except Exception as e:  # noqa: BLE001  the bug the fuzz is for
        raise Unexpected(f"{what}: {type(e).__name__}: {e!s:.200}", type(e).__name__) from e
    return "ok"


def replay_text(rng: random.Random, valid: str) -> str:
    if rng.random() < 0.1:
        return hostile_json(rng)
    return json.dumps(mutate(json.loads(valid), rng, rng.choice([1, 1, 2, 3])),
                      ensure_ascii=False)


def one_replay(rng: random.Random, name: str, table: Any, valid: str) -> str:
    """A mutated replay: loaded by the game (a documented error or a hand that plays to its
    end), then pasted into the table's Load box (a refusal leaves the table as it was; a load
    steps back and forth without escaping)."""
    text = replay_text(rng, valid)
    what = f"{name} replay {text[:300]!r}"

    def load_and_play() -> None:
        g = table.GAME.from_json(text)
        try:  # a replay the game takes plays on: a bad setting is refused, not met later
            g.advance()
            g.to_json()
        except Exception as e:  # noqa: BLE001
            raise Unexpected(f"{what} loads, then {type(e).__name__}: {e!s:.200}",
                             f"later:{type(e).__name__}") from e
    from widgets.practice.card_tables.card_hand import ReplayError
    outcome = _outcome(load_and_play, what, (ReplayError,))
    before = table.game.to_json()
    try:
        table.handle({"kind": "load", "text": text})
        level = table.message.get("level")
        if level == "warning" and table.game.to_json() != before:
            raise Unexpected(f"{what}: refused, but the table changed", "table changed")
        for to in ("start", "forward", "end", "back"):
            table.handle({"kind": "step", "to": to})
    except Unexpected:
        raise
    except Exception as e:  # noqa: BLE001
        raise Unexpected(f"{what} (Load box): {type(e).__name__}: {e!s:.200}",
                         "handle:" + type(e).__name__) from e
    if outcome == "ok" and level != "info":
        raise Unexpected(f"{what}: the game loads it, the table refuses it: {table.message}",
                         "load refused")
    return outcome


# ---- position codes -------------------------------------------------------------------------

def code_widgets() -> dict[str, tuple[str, Callable[..., Any]]]:
    """name → (code kind, factory(code='') → widget)."""
    from widgets.ui import CardTable, Drill, Exercise, HandLab, OddsLab
    from widgets.ui.tables.table import HandTable

    def exercise(code: str = "") -> Any:
        if code:
            return Exercise.from_code(code, lang="en")
        return Exercise.waits("wuhan", "1112345678999m", lang="en")
    return {
        "HandLab": ("hl", lambda code="": HandLab("wuhan", "1112345678999m", code=code)),
        "CardTable-doudizhu": ("ct", lambda code="": CardTable("doudizhu", hand="345678",
                                                                code=code)),
        "CardTable-paohuzi": ("ct", lambda code="": CardTable("paohuzi", code=code)),
        "Drill": ("dr", lambda code="": Drill("sichuan-xuezhan", n=3, code=code)),
        "Exercise": ("ex", exercise),
        "HandTable": ("ht", lambda code="": HandTable("sichuan-xueliu", 1, code=code)),
        "OddsLab": ("od", lambda code="": OddsLab("sanzhang", code=code)),
        "OddsLab-mahjong": ("od", lambda code="": OddsLab("mahjong", code=code)),
    }


def raw_code(kind: str, raw: bytes, packed: bool = True) -> str:
    """A well-formed code (its check right) around any payload bytes, zlib-packed (``z``) or
    plain (``j``)."""
    from widgets.engine.position_code import VERSION, b64, checksum
    payload = "z" + b64(zlib.compress(raw, 9)) if packed else "j" + b64(raw)
    head = f"{kind}{VERSION}"
    return f"{head}.{payload}.{checksum(head, payload)}"


def code_text(rng: random.Random, kind: str, valid: str) -> str:
    from widgets.engine.position_code import decode, encode
    pick = rng.random()
    if pick < 0.1:  # deeply nested JSON: a short code (zlib packs it)
        depth = rng.choice([1000, 5000, 20000])
        return raw_code(kind, b'{"a":' + nest(depth).encode() + b"}")
    if pick < 0.15:
        return raw_code(kind, rng.choice([b"[1]", b'"x"', b"{", b"\xff", b"{}"]))
    if pick < 0.2:
        return valid[:rng.randrange(len(valid))]
    return encode(kind, mutate(decode(valid)[1], rng, rng.choice([1, 1, 2])))


def one_code(rng: random.Random, name: str, kind: str, make: Callable[..., Any],
             widget: Any, valid: str) -> str:
    """A mutated or hostile code: the constructor's ``code=`` raises only documented errors
    and the code box refuses it in words (never the widget's error line)."""
    code = code_text(rng, kind, valid)
    what = f"{name} code {code[:200]!r}"
    outcome = _outcome(lambda: make(code), what)
    if hasattr(widget, "handle") and name != "Exercise":
        widget.handle({"kind": "code", "code": code})
        if widget.message.get("level") == "error":
            raise Unexpected(f"{what} (code box): {widget.message.get('text', '')[:200]}",
                             "code box:" + _error_type(widget.message))
    return outcome


# ---- scenarios and round places -------------------------------------------------------------

SCENARIO = {"hands": {"0": "1112345678999m", "1": "123456789p1234s"}, "draws": "5m",
            "replacements": "", "indicator": "", "dealer": 0, "dice": {"wall": 3,
                                                                        "exchange": 2},
            "seed": 7}


def one_scenario(rng: random.Random, table: Any) -> str:
    from widgets.practice.table.scenario import Scenario, ScenarioError
    text = hostile_json(rng) if rng.random() < 0.15 else \
        json.dumps(mutate(SCENARIO, rng, rng.choice([1, 2])), ensure_ascii=False)
    what = f"scenario {text[:200]!r}"

    def read() -> None:
        Scenario.from_dict(text).deck("sichuan-xueliu")
    outcome = _outcome(read, what, (ScenarioError,))
    table.handle({"kind": "scenario", "text": text[:5000]})
    if table.message.get("level") == "error":
        raise Unexpected(f"{what} (scenario box): {table.message.get('text', '')[:200]}",
                             "scenario box:" + _error_type(table.message))
    return outcome


def round_code() -> str:
    """A hand table's code of hand 2 of a round (its place: seed, dealer, totals …)."""
    from widgets.ui.tables.table import HandTable
    t = HandTable("sichuan-xueliu", 1, lang="en")
    t.handle({"kind": "next_hand"})
    return t.code


def one_round_place(rng: random.Random, table: Any, valid: str) -> str:
    """A later hand's code whose place is mutated: the table opens it with totals that sum to
    zero, one a seat, or refuses it; Next hand from there never escapes."""
    from widgets.engine.position_code import decode, encode
    data = decode(valid)[1]
    data["r"] = mutate(data["r"], rng, rng.choice([1, 1, 2]))
    if rng.random() < 0.3:
        data["r"]["balances"] = rng.choice([[5, -5], [1, 2, 3, 4], [0] * 4, [3, -3, 0, 0],
                                            [0, 0, 0], [True, 0, 0, -1], [0.5, -0.5, 0, 0]])
    code = encode("ht", data)
    what = f"round place {data['r']!r:.200}"
    from widgets.ui.tables.table import HandTable
    outcome = _outcome(lambda: HandTable("sichuan-xueliu", 1, code=code), what)
    table.handle({"kind": "code", "code": code})
    if table.message.get("level") == "error":
        raise Unexpected(f"{what} (code box): {table.message.get('text', '')[:200]}",
                             "code box:" + _error_type(table.message))
    place = table.snapshot.round
    if table.message.get("level") != "warning" and place is not None:
        if len(place.balances) != len(table.snapshot.game.seat_ids) or sum(place.balances):
            raise Unexpected(f"{what}: opened with totals {place.balances}", "bad totals")
    table.handle({"kind": "next_hand"})
    if table.message.get("level") == "error":
        raise Unexpected(f"{what} (next hand): {table.message.get('text', '')[:200]}",
                             "next hand:" + _error_type(table.message))
    return outcome


def _error_type(message: dict[str, Any]) -> str:
    """The exception type an error line names ('Error: IndexError: …' → IndexError)."""
    words = [w.rstrip(":") for w in message.get("text", "").split() if w.endswith(":")]
    return next((w for w in words if w.endswith("Error")), "error")


def bucket(run: Callable[..., str], *args: Any) -> str:
    """``run(*args)``'s outcome, or ``BUG:<kind>`` for an input outside the documented ones (the
    benchmark and the before/after notes count them instead of stopping)."""
    try:
        return run(*args)
    except Unexpected as e:
        return f"BUG:{e.kind}"
