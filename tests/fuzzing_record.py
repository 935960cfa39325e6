"""Random and hostile record files and browser copies for the learner's record (issue 32,
"Nothing lost, nothing escapes"), shared by tests/test_fuzz_record.py (hypothesis) and
benchmarks/fuzz.py (the ``record`` surface).

A file is built from good lines (answers and review cards as today's code writes them) and bad
ones (a field of the wrong type, a ``type`` that is an object, a number beyond float, a due
date that is a word or has no zone, a line cut off, invalid UTF-8, junk), under a header that
is right, newer, damaged or missing, with or without a last newline. Each check returns an
outcome: ``ok``; ``foreign`` (a RecordError for a file with no header and no good line: it is
not a record); or a bug bucket: ``lost`` (a good line written is not read), ``glued`` (the next
answer is not read back), ``refused`` (a RecordError for a file that holds a record),
``Drill.<Error>`` (the drill would not open), or the name of any other exception raised.

Everything is driven by a ``random.Random``: a seed replays a case exactly.
"""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from widgets.practice.record import review
from widgets.practice.record.merge import event_of, merge
from widgets.practice.record.store import Answer, Record, RecordError

GOOD_OUTCOMES = frozenset({"ok", "foreign"})
T0 = datetime(2026, 12, 1, 10, tzinfo=UTC)
VARIANTS = ("wuhan", "sichuan-xuezhan")
# raw JSON text for values json.dumps cannot make: beyond float, NaN, a deep nest
RAW = ["1e400", "-1e400", "1" + "0" * 400, "NaN", "Infinity", "[" * 50 + "]" * 50]
NOT_TEXT: list[Any] = [None, True, 0, 1.5, {"a": 1}, [1, 2], []]
NOT_TIME = NOT_TEXT + ["tomorrow", "2026-12-01T10:00:00", "2026-12-01", "", "\u4e2d"]
NOT_COUNT = [None, True, False, -1, 1.5, "1", {"a": 1}, [1], "x"]
NOT_CREDIT = [None, True, -0.5, 2, 10 ** 30, "x", "1", [0.5], {"a": 1}]
# per field, values that are surely wrong there (a line made with one is never good)
WRONG: dict[str, list[Any]] = {
    **{k: NOT_TEXT for k in ("source", "variant", "kind", "level", "seed", "answer",
                             "options")},
    "at": NOT_TIME, "index": NOT_COUNT, "hints": NOT_COUNT, "credit": NOT_CREDIT,
    "correct": [None, 0, 1, "true", "x", [True]], "seconds": ["x", True, [1], {"a": 1}],
    "due": NOT_TIME, "last_review": NOT_TIME[1:], "state": ["x", [1], None, {"a": 1}],
    "card_id": ["x", [1], None, {"a": 1}], "key": NOT_TEXT + ["x", "[]", '["a"]'],
    "card": [None, "x", 1, [1], {}],
}
RAW_OK = {"index", "hints", "credit", "seconds", "due", "card_id", "key", "card", "correct",
          "state"}


def good_answer(rng: random.Random, i: int) -> dict[str, Any]:
    correct = rng.random() < 0.4
    variant, kind = rng.choice((("wuhan", "waits"), ("sichuan-xuezhan", "dingque")))
    a = Answer("drill", variant, kind,
               rng.choice(("easy", "medium")), str(rng.randint(1, 9)), i,
               json.dumps(["2m"]), correct, 1.0 if correct else rng.choice((0.0, 0.5)),
               rng.randint(0, 2), round(rng.random() * 9, 1), "{}",
               (T0 + timedelta(minutes=i)).isoformat())
    return {"type": "answer"} | a.__dict__


def good_card(event: dict[str, Any]) -> dict[str, Any]:
    a = Answer(**{k: v for k, v in event.items() if k != "type"})
    card = review.next_card(None, False, 0.0, T0)
    return {"type": "card", "key": a.key, "card": card}


def line(event: dict[str, Any]) -> bytes:
    return json.dumps(event, ensure_ascii=False).encode("utf-8")


def hostile_value(rng: random.Random, key: str) -> tuple[Any, str | None]:
    """A value wrong for ``key``, or (None, raw JSON text) for one json.dumps cannot write."""
    if key in RAW_OK and rng.random() < 0.3:
        return None, rng.choice(RAW)
    return rng.choice(WRONG[key]), None


def with_field(event: dict[str, Any], key: str, rng: random.Random) -> bytes:
    value, raw = hostile_value(rng, key)
    if raw is None:
        return line(event | {key: value})
    return line(event | {key: "@RAW@"}).replace(b'"@RAW@"', raw.encode())


def bad_line(rng: random.Random, i: int) -> bytes:
    event = good_answer(rng, i)
    pick = rng.randrange(8)
    if pick == 0:  # an answer's field of a wrong type (or beyond float)
        return with_field(event, rng.choice([k for k in event if k != "type"]), rng)
    if pick == 1:  # the type itself an object, a list, a number
        return line(event | {"type": rng.choice([{"a": 1}, ["answer"], 1, None, "ANSWER"])})
    if pick == 2:  # a card with a bad due date, key or card
        card = good_card(event)
        which = rng.choice(["due", "last_review", "state", "card_id", "key", "card"])
        if which in ("key", "card"):
            return with_field(card, which, rng)
        value, raw = hostile_value(rng, which)
        body = card["card"] | {which: value if raw is None else "@RAW@"}
        out = line(card | {"card": body})
        return out if raw is None else out.replace(b'"@RAW@"', raw.encode())
    if pick == 3:  # cut off mid-write
        text = line(event)
        return text[:rng.randrange(1, len(text))]
    if pick == 4:  # a byte that is not UTF-8 inside a good line
        text = line(event)
        at = rng.randrange(len(text))
        return text[:at] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80"]) + text[at:]
    if pick == 5:
        return rng.choice([b"not json", b"[1, 2]", b'"text"', b"{}", b"null", b"\x00\x01",
                           "中文".encode(), b'{"type": "answer"}'])
    if pick == 6:  # a good answer missing a required field
        event.pop(rng.choice(["source", "variant", "kind", "credit", "correct", "index"]))
        return line(event)
    return with_field(event, rng.choice(["credit", "index", "at"]), rng)


HEADERS = {"v1": b'{"paixue_record": 1}', "newer": b'{"paixue_record": 2, "x": [1]}',
           "damaged": b'{"paixue_rec', "bad-utf8": b'{"paixue_record": 1}\xff',
           "missing": b"", "junk": b"my notes"}


def record_file(rng: random.Random) -> tuple[bytes, int, str]:
    """(the file's bytes, how many good answers it holds, its header's name)."""
    head = rng.choice(list(HEADERS))
    lines = [HEADERS[head]] if head != "missing" else []
    good = 0
    for i in range(rng.randint(0, 8)):
        if rng.random() < 0.5:
            event = good_answer(rng, i)
            lines.append(line(event))
            good += 1
            if not event["correct"] and rng.random() < 0.5:
                lines.append(line(good_card(event)))
        else:
            lines.append(bad_line(rng, i))
    text = b"\n".join(lines)
    if lines and rng.random() < 0.7:
        text += b"\n"
    return text, good, head


def _drill_opens(path: Path) -> str:
    from widgets.ui import Drill
    try:
        for variant in VARIANTS:
            Drill(variant, kinds=("review",), n=2, record=path)
    except Exception as e:  # noqa: BLE001 — a widget must open whatever the file holds
        return f"Drill.{type(e).__name__}"
    return "ok"


def check_file(rng: random.Random, folder: Path, drill: bool = True) -> tuple[str, str]:
    """Read a random file, answer once more, read again; (outcome, what was tried)."""
    data, good, head = record_file(rng)
    path = folder / f"r{rng.randrange(10 ** 9)}.jsonl"
    path.write_bytes(data)
    what = f"{head} {good} good, {data[:160]!r}"
    try:
        r = Record(path)
        n = len(r.answers())
        r.cards(), r.by_day(), r.export("csv"), review.due(r), review.upcoming(r)
        if n != good:
            return "lost", what
        extra = good_answer(rng, 99)
        Record(path).add(Answer(**{k: v for k, v in extra.items() if k != "type"}))
        after = Record(path).answers()
        if len(after) != good + 1 or after[-1].index != 99:
            return "glued", what
    except RecordError:
        return ("foreign" if good == 0 and head in ("missing", "junk") else "refused"), what
    except Exception as e:  # noqa: BLE001 — the bucket is the exception's type
        return type(e).__name__, what
    return (_drill_opens(path) if drill else "ok"), what


def copy_text(rng: random.Random) -> tuple[str, int]:
    """A browser's stored copy: good answers among hostile lines (text: no bad bytes)."""
    parts, good = [], set()
    for i in range(rng.randint(0, 8)):
        if rng.random() < 0.5:
            text = line(good_answer(rng, 100 + i)).decode()
            good.add(text)
        else:
            try:
                text = bad_line(rng, 100 + i).decode("utf-8")
            except UnicodeDecodeError:
                text = "\ud800 not a line"
        parts.append(text)
    return "\n".join(parts) + rng.choice(["", "\n"]), len(good)


def check_merge(rng: random.Random, folder: Path) -> tuple[str, str]:
    """Merge a hostile copy into a record; every good line of both must be there after."""
    path = folder / f"m{rng.randrange(10 ** 9)}.jsonl"
    r = Record(path)
    mine = [good_answer(rng, i) for i in range(rng.randint(0, 3))]
    for event in mine:
        r.add(Answer(**{k: v for k, v in event.items() if k != "type"}))
    copy, good = copy_text(rng)
    what = f"{copy[:200]!r}"
    try:
        for part in copy.splitlines():
            event_of(part)
        merge(r, copy)
        n = len(Record(path).answers())
    except RecordError:
        return "refused", what
    except Exception as e:  # noqa: BLE001 — the bucket is the exception's type
        return type(e).__name__, what
    return ("ok" if n == len(mine) + good else "lost"), what
