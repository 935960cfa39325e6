"""The record kept in the browser's own storage, where no file outlives the page (the site
served over plain http: :func:`widgets.practice.record.lasting`).

Python owns the record's content and format; the browser only keeps text. A widget with such
a record syncs ``record_store``, the storage key (the record file's path; '' when its file
lasts). Its JS (static/record_store.js), once per widget model, sends the text stored under that
key (``{"kind": "record_browser", "text": ...}``); Python merges it into the file
(:mod:`widgets.practice.record.merge`) and answers with the file's lines the browser lacks
(``{"record_browser": key, "append": text}``), as it does after every answer. A reset sends
``{"record_browser": key, "reset": true}``, which empties the browser's copy.

Every widget of one kernel with one record shares a :class:`Mirror`: what the browser is known
to hold, so a line is sent once whichever widget wrote it. Two notebooks (two kernels) each send
only their own lines, so neither overwrites the other's.
"""

from __future__ import annotations

import dataclasses
import json
import os
import weakref
from typing import Any

from widgets.practice.record.merge import Merged, event_of, file_lines, merge
from widgets.practice.record.store import DEFAULT_PATH, HEADER, Record, RecordError

from .assets import STATIC

KIND = "record_browser"
PREFIX = "paixue-record:"


@dataclasses.dataclass
class Mirror:
    """What the browser's copy of one record holds, as far as this kernel knows."""

    stored: set[str] = dataclasses.field(default_factory=set)
    has_text: bool = False  # the copy is not empty (else the header goes first)
    tail_open: bool = False  # the copy ends mid-line (a cut value): start on a new line
    state: str = "unknown"  # unknown | ok | failed (the browser would not keep it)
    refused: int = 0
    senders: weakref.WeakSet = dataclasses.field(default_factory=weakref.WeakSet)


_MIRRORS: dict[str, Mirror] = {}


def store_key(record: Record | None) -> str:
    """The browser storage key for ``record``, or '' when it needs none (its file lasts)."""
    if record is None or record.lasting:
        return ""
    return PREFIX + os.path.abspath(record.path)


def mirror(record: Record | None) -> Mirror | None:
    key = store_key(record)
    return _MIRRORS.setdefault(key, Mirror()) if key else None


def where(record: Record | None) -> str:
    """Where the record is kept: 'file' (a file that lasts), 'browser' (the browser's storage)
    or 'page' (nowhere past a reload: the browser refused to keep it)."""
    m = mirror(record)
    if m is None:
        return "file"
    return "page" if m.state == "failed" else "browser"


def receive(widget: Any, record: Record | None, msg: Any) -> Merged | None:
    """Handle the browser's message about the record's copy (True-ish: it was one; a merge's
    result when it brought the stored text). Never raises: a bad value is refused line by
    line, a record that cannot be written is said by the widget."""
    m = mirror(record)
    if record is None or m is None or not isinstance(msg, dict) \
            or msg.get("key") != store_key(record):  # (no record: no mirror)
        return None
    if msg.get("failed") or msg.get("ok") is False:
        m.state = "failed"
        return Merged(0, 0, ())
    text = msg.get("text")
    text = text if isinstance(text, str) else ""
    merged = merge(record, text)  # RecordError: the caller says it
    m.stored |= set(merged.kept)
    m.has_text = m.has_text or bool(text.strip())
    m.tail_open = bool(text) and not text.endswith("\n")
    m.refused = merged.refused
    m.state = "ok"
    m.senders.add(widget)
    flush(widget, record)
    return merged


def flush(widget: Any, record: Record | None) -> None:
    """Send the browser the record's lines it lacks, through ``widget`` if its JS has
    answered, else through another widget of the same record whose JS has."""
    m = mirror(record)
    if record is None or m is None or m.state != "ok":  # (no record: no mirror)
        return
    senders = [widget] if widget in m.senders else []
    senders += [w for w in list(m.senders) if w is not widget]
    sender = next((w for w in senders if getattr(w, "comm", None) is not None), None)
    if sender is None:
        return
    try:
        new = [line for line in dict.fromkeys(file_lines(record))
               if line not in m.stored and event_of(line) is not None]
    except RecordError:
        return
    if not new:
        return
    head = "" if m.has_text else json.dumps(HEADER) + "\n"
    text = ("\n" if m.tail_open else "") + head + "".join(f"{line}\n" for line in new)
    sender.send({KIND: store_key(record), "append": text})
    m.stored.update(new)
    m.has_text, m.tail_open = True, False


def reset(widget: Any, record: Record | None) -> None:
    """Empty the browser's copy (after the record's file was reset)."""
    m = mirror(record)
    if m is None or m.state != "ok":
        return
    sender = next((w for w in [widget, *m.senders] if getattr(w, "comm", None) is not None),
                  None)
    if sender is not None:
        sender.send({KIND: store_key(record), "reset": True})
    m.stored.clear()
    m.has_text = m.tail_open = False


def is_message(msg: Any) -> bool:
    """Whether a message from the JS is about the browser's copy (not a learner's intent)."""
    return isinstance(msg, dict) and msg.get("kind") == KIND


# joined after a widget's own module (static_esm): its default export's initialize calls it
ESM = "\n" + (STATIC / "record_store.js").read_text(encoding="utf-8")


def resolve(record: Any) -> Record | None:
    """The widget's ``record`` argument as a Record, or None for no record."""
    if record is None or record is False:
        return None
    if isinstance(record, Record):
        return record
    if record is True:
        path = os.environ.get("PAIXUE_RECORD", DEFAULT_PATH)
        return None if path.lower() == "off" else Record(path)
    if isinstance(record, str | os.PathLike):
        return Record(record)
    raise ValueError(f"record is a file path, a Record, True (the default file) or False, "
                     f"not {record!r:.60}")
