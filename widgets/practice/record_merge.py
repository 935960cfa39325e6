"""A copy of the record kept elsewhere (the browser's storage, in the site served over plain
http) merged into the record's file: the same JSON lines as the file, checked line by line.

The copy is text Paixue wrote, but it comes back from a place anyone at that browser can edit:
a line is taken only if it is an event the record can use (an answer with every field of the
right type, or a review card with a question key and a due date); any other line is refused
and counted, and the good lines around it are kept. Lines the file already has are not added
twice (two events are the same when their lines are the same text).

>>> import tempfile, pathlib
>>> from widgets.practice.record import Record
>>> r = Record(pathlib.Path(tempfile.mkdtemp()) / "r.jsonl")
>>> line = ('{"type": "answer", "source": "drill", "variant": "wuhan", "kind": "waits", '
...         '"level": "easy", "seed": "3", "index": 0, "answer": "[]", "correct": false, '
...         '"credit": 0.0, "hints": 0, "seconds": 1.5, "options": "{}", '
...         '"at": "2026-12-01T10:00:00+00:00"}')
>>> merge(r, line + "\\n" + line + '\\n{"type": "ans').added, len(r.answers())
(1, 1)
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
from datetime import datetime
from typing import Any

from .record import FIELDS, HEADER, Record, RecordError

MAX_LINE = 20_000  # characters: an answer's line is a few hundred
_TEXT = ("source", "variant", "kind", "level", "seed", "answer", "options", "at")


@dataclasses.dataclass(frozen=True)
class Merged:
    """What a merge did: ``added`` lines the file lacked, ``refused`` lines that are no
    record's event, and ``kept`` the copy's good lines (what the copy holds)."""

    added: int
    refused: int
    kept: tuple[str, ...]


def _when(text: Any) -> bool:
    """An ISO 8601 time with its zone (a due date is compared with an aware now)."""
    try:
        return isinstance(text, str) and datetime.fromisoformat(text).tzinfo is not None
    except ValueError:
        return False


def _number(x: Any) -> bool:
    return isinstance(x, int | float) and not isinstance(x, bool) and math.isfinite(x)


def _answer_ok(e: dict[str, Any]) -> bool:
    if set(e) != {"type", *FIELDS}:
        return False
    return (all(isinstance(e[k], str) for k in _TEXT) and _when(e["at"])
            and isinstance(e["correct"], bool)
            and all(isinstance(e[k], int) and not isinstance(e[k], bool) and e[k] >= 0
                    for k in ("index", "hints"))
            and _number(e["credit"]) and 0 <= e["credit"] <= 1
            and (e["seconds"] is None or _number(e["seconds"])))


def _card_ok(e: dict[str, Any]) -> bool:
    key, card = e.get("key"), e.get("card")
    if not isinstance(key, str) or not isinstance(card, dict) or not _when(card.get("due")):
        return False
    try:  # a question key: [variant, kind, level, seed, index, options as JSON text]
        variant, kind, level, seed, index, options = json.loads(key)
        return (all(isinstance(x, str) for x in (variant, kind, level, seed, options))
                and isinstance(index, int) and isinstance(json.loads(options), dict))
    except (ValueError, TypeError):
        return False


def event_of(line: str) -> dict[str, Any] | None:
    """The line's event, or None when it is not one the record can use."""
    if len(line) > MAX_LINE:
        return None
    try:
        line.encode("utf-8")  # a lone surrogate cannot be written to the file
        event = json.loads(line)
        json.dumps(event, ensure_ascii=False).encode("utf-8")
    except (ValueError, RecursionError):  # UnicodeEncodeError is a ValueError
        return None
    if not isinstance(event, dict):
        return None
    ok = {"answer": _answer_ok, "card": _card_ok}.get(event.get("type"))
    return event if ok and ok(event) else None


def file_lines(record: Record) -> list[str]:
    """The event lines of the record's file as they are written (RecordError for a file that
    is not a record)."""
    record.answers()  # refuses a foreign file in words
    try:
        text = record.path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return []
    except OSError as e:
        raise RecordError(f"the record {record.path} cannot be read ({e.strerror or e})",
                          f"无法读取记录 {record.path}（{e.strerror or e}）") from None
    return [line for line in text.splitlines()[1:] if line.strip()]


def merge(record: Record, copy: str) -> Merged:
    """Add the good lines of ``copy`` that the record's file lacks. The copy's lines go first
    (they were written before this page opened), then the file's own, so a question's latest
    review card stays last."""
    header = json.dumps(HEADER)
    kept: list[str] = []
    refused = 0
    for line in copy.splitlines():
        line = line.strip()
        if not line or line == header:
            continue
        if event_of(line) is None:
            refused += 1
        else:
            kept.append(line)
    kept = list(dict.fromkeys(kept))
    own = file_lines(record)
    have = set(own)
    added = [line for line in kept if line not in have]
    if added:
        ours = set(kept)
        text = "".join(f"{line}\n" for line in [header, *kept, *(x for x in own if x not in ours)])
        tmp = record.path.with_name(record.path.name + ".merge")
        try:
            tmp.write_text(text, encoding="utf-8")
            os.replace(tmp, record.path)
        except OSError as e:
            raise RecordError(
                f"the record {record.path} could not be written ({e.strerror or e})",
                f"记录 {record.path} 未能写入（{e.strerror or e}）") from None
    return Merged(len(added), refused, tuple(kept))
