"""A copy of the record kept elsewhere (the browser's storage, in the site served over plain
http) merged into the record's file: the same JSON lines as the file, checked line by line.

The copy is text Paixue wrote, but it comes back from a place anyone at that browser can edit:
a line is taken only if it is an event the record can use (an answer with every field of the
right type, or a review card with a question key and a due date); any other line is refused
and counted, and the good lines around it are kept. Lines the file already has are not added
twice (two events are the same when their lines are the same text).

>>> import tempfile, pathlib
>>> from widgets.practice.record.store import Record
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
import os
from typing import Any

from .store import FIELDS, HEADER, Record, RecordError, event_ok, header_of, locked

MAX_LINE = 20_000  # characters: an answer's line is a few hundred


@dataclasses.dataclass(frozen=True)
class Merged:
    """What a merge did: ``added`` lines the file lacked, ``refused`` lines that are no
    record's event, and ``kept`` the copy's good lines (what the copy holds)."""

    added: int
    refused: int
    kept: tuple[str, ...]


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
    if not event_ok(event) or (event["type"] == "answer" and set(event) != {"type", *FIELDS}):
        return None  # the copy is checked strictly: every field, none else
    return event


def file_lines(record: Record) -> list[str]:
    """The event lines of the record's file as they are written (RecordError for a file that
    is not a record)."""
    record.answers()  # refuses a foreign file in words
    try:
        data = record.path.read_bytes()
    except FileNotFoundError:
        return []
    except OSError as e:
        raise RecordError(f"the record {record.path} cannot be read ({e.strerror or e})",
                          f"无法读取记录 {record.path}（{e.strerror or e}）") from None
    raw = [x for x in data.split(b"\n") if x.strip()]
    if raw and header_of(raw[0]) is not None:
        raw = raw[1:]
    return [x.decode("utf-8", "replace").strip() for x in raw]


def merge(record: Record, copy: str) -> Merged:
    """Add the good lines of ``copy`` that the record's file lacks. The copy's lines go first
    (they were written before this page opened), then the file's own (every one, even those
    it cannot read), so a question's latest review card stays last. The file is re-read and
    replaced whole under its lock: an answer another kernel appends meanwhile waits, and is
    written to the new file."""
    if not isinstance(copy, str):
        raise TypeError(f"copy is the browser's copy of the record as text, not "
                        f"{type(copy).__name__}")
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
    record.answers()  # refuses a foreign file in words
    try:
        with locked(record.path):
            data = record.path.read_bytes()  # read again under the lock
            raw = [x.strip() for x in data.split(b"\n") if x.strip()]  # CRLF lines too
            head = raw.pop(0) if raw and header_of(raw[0]) is not None else header.encode()
            have = set(raw)
            added = [line for line in kept if line.encode() not in have]
            if added:
                ours = {line.encode() for line in kept}
                body = [head, *(x.encode() for x in kept), *(x for x in raw if x not in ours)]
                tmp = record.path.with_name(record.path.name + ".merge")
                with tmp.open("wb") as out:
                    out.write(b"".join(x + b"\n" for x in body))
                    out.flush()
                    os.fsync(out.fileno())
                os.replace(tmp, record.path)
    except OSError as e:
        raise RecordError(
            f"the record {record.path} could not be written ({e.strerror or e})",
            f"记录 {record.path} 未能写入（{e.strerror or e}）") from None
    return Merged(len(added), refused, tuple(kept))
