"""The learner's record: every drill and exercise answer, kept in a file in their own folder.

A JSON-lines text file (default ``paixue-record.jsonl`` in the working directory, i.e. beside
the notebook), one line per event. Why not sqlite3: in the JupyterLite site Python's files live
in the browser's storage, reached file by file through the site's drive; sqlite3 is not part of
Pyodide's default standard library and wants random-access writes and locks, while appending
a line is one small whole-file write that any file system keeps. The first line names the file
as Paixue's (``{"paixue_record": 1}``); each later line is an ``answer`` or a review ``card``.

Nothing here raises anything but :class:`RecordError` (a ValueError, in zh and en): an
unreadable or foreign file is reported in words. Lines that cannot be read (cut, not UTF-8, a
field of a wrong type, from a newer version) are left in the file as they are and counted
(:attr:`Record.skipped`); a damaged or newer header still opens. Nothing is lost (issue 32):
each append is locked (flock, where there is one), closes a last line left open first and is
cut back if the disk refuses it; a merge re-reads under the lock and replaces the file whole
(os.replace); every reset keeps its own backup.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "r.jsonl"
>>> r = Record(path)
>>> r.add(Answer("drill", "wuhan", "waits", "easy", "3", 1, "[\\"2m\\"]", False, 0.5,
...              at="2026-12-01T10:00:00+00:00"))
>>> [a.kind for a in Record(path).answers()]        # a new Record (a new kernel) reads it
['waits']
"""

from __future__ import annotations

import contextlib
import csv
import dataclasses
import io
import json
import math
import os
import sys
from collections.abc import Iterable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

DEFAULT_PATH = "paixue-record.jsonl"
HEADER = {"paixue_record": 1}
FIELDS = ("source", "variant", "kind", "level", "seed", "index", "answer", "correct", "credit",
          "hints", "seconds", "options", "at")
_TEXT = ("source", "variant", "kind", "level", "seed", "answer", "options", "at")
MOST = 10 ** 9  # an index or a hint count beyond this is no answer's

try:  # no fcntl on Windows, and Pyodide's has no flock (one thread, one writer): no lock there
    import fcntl
except ImportError:  # pragma: no cover
    fcntl = None  # type: ignore[assignment]
if not hasattr(fcntl, "flock"):  # pragma: no cover
    fcntl = None  # type: ignore[assignment]


def _when(text: Any) -> bool:
    """An ISO 8601 time with its zone (a due date is compared with an aware now)."""
    try:
        return isinstance(text, str) and datetime.fromisoformat(text).tzinfo is not None
    except ValueError:
        return False


def _number(x: Any) -> bool:
    try:
        return isinstance(x, int | float) and not isinstance(x, bool) and math.isfinite(x)
    except OverflowError:  # an int beyond float
        return False


def _count(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= MOST


def answer_ok(e: dict[str, Any]) -> bool:
    """Every field an answer needs, of its type (fields a newer version adds are ignored)."""
    if not {"source", "variant", "kind", "level", "seed", "index", "answer", "correct",
            "credit"} <= set(e):
        return False
    e = {"hints": 0, "seconds": None, "options": "{}"} | e
    return (all(isinstance(e[k], str) for k in _TEXT) and _when(e["at"])
            and isinstance(e["correct"], bool) and _count(e["index"]) and _count(e["hints"])
            and _number(e["credit"]) and 0 <= e["credit"] <= 1
            and (e["seconds"] is None or _number(e["seconds"])))


def card_ok(e: dict[str, Any]) -> bool:
    """A question key and an fsrs card the scheduler can take (aware dates)."""
    key, card = e.get("key"), e.get("card")
    if not isinstance(key, str) or not isinstance(card, dict) or not _when(card.get("due")):
        return False
    if card.get("last_review") and not _when(card["last_review"]):
        return False
    try:  # a question key: [variant, kind, level, seed, index, options as JSON text]
        variant, kind, level, seed, index, options = json.loads(key)
        import fsrs  # the review deck's scheduler must read it back
        fsrs.Card.from_dict(card)
        return (all(isinstance(x, str) for x in (variant, kind, level, seed, options))
                and _count(index) and isinstance(json.loads(options), dict))
    except (ValueError, TypeError, KeyError, OverflowError, RecursionError):
        return False


def event_ok(event: Any) -> bool:
    """Whether a parsed line is an event the record can use."""
    if not isinstance(event, dict):
        return False
    kind = event.get("type")
    ok = {"answer": answer_ok, "card": card_ok}.get(kind) if isinstance(kind, str) else None
    return bool(ok and ok(event))


def parse(raw: bytes) -> dict[str, Any] | None:
    """A line of the file (bytes) as an event, or None."""
    try:
        event = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):  # UnicodeDecodeError is a ValueError
        return None
    return event if event_ok(event) else None


def header_of(raw: bytes) -> dict[str, Any] | None:
    """The header's value if ``raw`` is one (any version), else None."""
    try:
        first = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        return None
    if isinstance(first, dict) and _count(first.get("paixue_record")):
        return first
    return None


def ours(lines: list[bytes]) -> bool:
    """Whether a file's lines are a record: a header (any version, or one damaged), or any
    event the record can use; anything else is someone else's file, left alone."""
    return (not lines or header_of(lines[0]) is not None
            or lines[0].lstrip().startswith(b'{"paixue') or any(parse(x) for x in lines))


@contextlib.contextmanager
def locked(path: Path, mode: str = "ab") -> Iterator[Any]:
    """The file at ``path`` open and locked (flock) against the other writers on this
    computer; if a merge or a reset replaced it while we waited, the new file is opened."""
    for _ in range(50):
        f = path.open(mode)
        try:
            if fcntl is not None:
                with contextlib.suppress(OSError):
                    fcntl.flock(f.fileno(), fcntl.LOCK_EX)
            try:
                same = os.fstat(f.fileno()).st_ino == path.stat().st_ino
            except OSError:
                same = False
            if same or fcntl is None:
                yield f
                return
        finally:
            f.close()
    raise OSError("the record kept being replaced")


class RecordError(ValueError):
    """The record cannot be read or written; ``zh`` and ``en`` say why and what to do."""

    def __init__(self, en: str, zh: str):
        super().__init__(en)
        self.en, self.zh = en, zh

    def text(self, lang: str) -> str:
        return self.zh if lang == "zh" else self.en


@dataclasses.dataclass(frozen=True)
class Answer:
    """One answer: where (``source`` drill or exercise), which question (variant, question
    type ``kind``, level, seed and ``index``, the rule ``options`` as JSON text), what was
    answered (as text), whether it was right, the credit 0…1, hints used, seconds taken and
    when (ISO 8601, UTC)."""

    source: str
    variant: str
    kind: str
    level: str
    seed: str
    index: int
    answer: str
    correct: bool
    credit: float
    hints: int = 0
    seconds: float | None = None
    options: str = "{}"
    at: str = ""

    @property
    def day(self) -> str:
        return self.at[:10]

    @property
    def key(self) -> str:
        """The question's identity: the same key deals the same question again."""
        return question_key(self.variant, self.kind, self.level, self.seed, self.index,
                            self.options)


def question_key(variant: str, kind: str, level: str, seed: str, index: int,
                 options: str = "{}") -> str:
    return json.dumps([variant, kind, level, str(seed), index, options], ensure_ascii=False)


# The site's Python (Pyodide) keeps a file past a reload only on the site's drive, which the
# kernel mounts here and works in. Served over plain http to another machine, the browser
# allows the site no service worker and the kernel mounts no drive: files go to Pyodide's
# memory and are gone when the page reloads; there the widgets keep a copy in the browser's
# own storage and merge it back (widgets/ui/record_bridge.py, record_merge.py).
SITE_DRIVE = "/drive"


def lasting(path: str | os.PathLike[str]) -> bool:
    """Whether a file at ``path`` outlives the page: always on a computer; in the site's
    Python only on its drive."""
    if sys.platform != "emscripten":
        return True
    return Path(os.path.abspath(path)).is_relative_to(SITE_DRIVE)


def now_text() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class Record:
    """The record in the file at ``path`` (made on the first answer). Every method reads the
    file afresh, so two widgets (or two kernels) on one file see each other's answers."""

    def __init__(self, path: str | os.PathLike[str] = DEFAULT_PATH):
        self.path = Path(path)
        self.skipped = 0
        self.backup: Path | None = None  # where the last reset kept the old file
        # the last read, keyed by the file's (mtime, size): a widget redraws on every click
        self._cache: tuple[tuple[int, int], list[dict[str, Any]], int] | None = None
        self._derived: dict[str, tuple[tuple[int, int], Any]] = {}

    def __repr__(self) -> str:
        return f"Record({str(self.path)!r})"

    @property
    def lasting(self) -> bool:
        """Whether the record survives a reload of the page (see :func:`lasting`)."""
        return lasting(self.path)

    # ---- reading ------------------------------------------------------------------------

    def _lines(self) -> list[dict[str, Any]]:
        """The file's events; a missing file is an empty record. Lines that are not events
        (cut, not UTF-8, a field of a wrong type) are counted in :attr:`skipped`."""
        try:
            st = self.path.stat()
            key = (st.st_mtime_ns, st.st_size)
            if self._cache and self._cache[0] == key:
                self.skipped = self._cache[2]
                return self._cache[1]
            data = self.path.read_bytes()
        except FileNotFoundError:
            self._cache, self.skipped = None, 0
            return []
        except OSError as e:
            raise RecordError(
                f"the record {self.path} cannot be read ({e.strerror or e}); nothing was changed",
                f"无法读取记录 {self.path}（{e.strerror or e}）；没有改动任何内容") from None
        lines = [x for x in data.split(b"\n") if x.strip()]
        if not ours(lines):
            raise self._foreign()
        if lines and header_of(lines[0]) is not None:
            lines = lines[1:]
        events = [e for e in map(parse, lines) if e is not None]
        self.skipped = len(lines) - len(events)
        self._cache = (key, events, self.skipped)
        return events

    def _foreign(self) -> RecordError:
        return RecordError(
            f"{self.path} is not a Paixue record (its first line is not "
            f"{json.dumps(HEADER)}); it was left as it is: choose another file",
            f"{self.path} 不是牌学的记录（第一行不是 {json.dumps(HEADER)}）；"
            f"文件保持原样：请另选一个文件")

    def _memo(self, name: str, make: Any) -> Any:
        """``make(events)``, kept until the file changes."""
        events = self._lines()
        key = self._cache[0] if self._cache else None
        if key is not None and name in self._derived and self._derived[name][0] == key:
            return self._derived[name][1]
        value = make(events)
        if key is not None:
            self._derived[name] = (key, value)
        return value

    def answers(self) -> tuple[Answer, ...]:
        def make(events: list[dict[str, Any]]) -> tuple[Answer, ...]:
            out = []
            for e in events:
                if e["type"] == "answer":
                    out.append(Answer(**{k: e[k] for k in FIELDS if k in e}))
            return tuple(out)
        return self._memo("answers", make)

    def cards(self) -> dict[str, dict[str, Any]]:
        """The review deck: each question key's latest card (``fsrs.Card.to_dict()``)."""
        return dict(self._memo("cards", lambda events: {
            e["key"]: e["card"] for e in events
            if e["type"] == "card" and isinstance(e.get("key"), str)
            and isinstance(e.get("card"), dict)}))

    # ---- writing ------------------------------------------------------------------------

    def _append(self, events: Iterable[dict[str, Any]]) -> None:
        self._lines()  # refuse a foreign file before writing to it
        text = "".join(json.dumps(e, ensure_ascii=False) + "\n" for e in events).encode()
        try:
            with locked(self.path) as f:
                self._write_end(f, text)
        except OSError as e:
            raise RecordError(
                f"the answer could not be saved to {self.path} ({e.strerror or e}); "
                f"the drill goes on, but this answer is not in the record",
                f"答案未能存入 {self.path}（{e.strerror or e}）；练习照常，但这个答案没有记入") \
                from None

    def _write_end(self, f: Any, text: bytes) -> None:
        """Append ``text`` after a newline guard (a hand-edited or cut last line is closed
        first, never glued to); a failed write is cut back to where it began."""
        size = os.fstat(f.fileno()).st_size
        if size == 0:
            text = (json.dumps(HEADER) + "\n").encode() + text
        else:
            with self.path.open("rb") as tail:
                tail.seek(size - 1)
                if tail.read(1) != b"\n":
                    text = b"\n" + text
        try:
            f.write(text)
            f.flush()
        except OSError:
            with contextlib.suppress(OSError):
                os.truncate(f.fileno(), size)
            raise

    def add(self, answer: Answer, card: dict[str, Any] | None = None) -> None:
        """Append ``answer`` (stamped now if it has no time) and, if given, its review card."""
        if not answer.at:
            answer = dataclasses.replace(answer, at=now_text())
        events = [{"type": "answer"} | dataclasses.asdict(answer)]
        if card is not None:
            events.append({"type": "card", "key": answer.key, "card": card})
        self._append(events)

    def backup_path(self) -> Path:
        """Where the next reset keeps the old file: ``….bak``, then ``….bak2``, ``….bak3``…
        (every reset its own)."""
        name, n = self.path.name + ".bak", 1
        while self.path.with_name(name).exists():
            n += 1
            name = f"{self.path.name}.bak{n}"
        return self.path.with_name(name)

    def reset(self) -> int:
        """Empty the record; the old file is kept beside it (:meth:`backup_path`, named in
        :attr:`backup`). Returns how many answers it held."""
        n = len(self.answers())
        try:
            if self.path.exists():
                with locked(self.path):
                    self.backup = self.backup_path()
                    os.replace(self.path, self.backup)
        except OSError as e:
            raise RecordError(f"the record {self.path} could not be reset ({e.strerror or e})",
                              f"记录 {self.path} 未能清空（{e.strerror or e}）") from None
        return n

    # ---- summaries and export -----------------------------------------------------------

    def by_day(self, source: str | None = None) -> dict[str, dict[str, dict[str, Any]]]:
        """Per question type, per day (``YYYY-MM-DD``, UTC): answered, correct, mean credit."""
        out: dict[str, dict[str, dict[str, Any]]] = {}
        for a in self.answers():
            if source and a.source != source:
                continue
            day = out.setdefault(a.kind, {}).setdefault(
                a.day, {"answered": 0, "correct": 0, "credit": 0.0})
            day["answered"] += 1
            day["correct"] += bool(a.correct)
            day["credit"] += a.credit
        for days in out.values():
            for d in days.values():
                d["credit"] = round(d["credit"] / d["answered"], 3)
        return {k: dict(sorted(days.items())) for k, days in sorted(out.items())}

    def export(self, fmt: str = "csv") -> str:
        """Every answer as CSV (a header row, then one row each) or as a JSON list."""
        answers = self.answers()
        if fmt == "json":
            return json.dumps([dataclasses.asdict(a) for a in answers], ensure_ascii=False,
                              indent=1)
        if fmt != "csv":
            raise RecordError(f"export format is csv or json, not {fmt!r}",
                              f"导出格式是 csv 或 json，不是 {fmt!r}")
        out = io.StringIO()
        w = csv.writer(out, lineterminator="\n")
        w.writerow(FIELDS)
        for a in answers:
            w.writerow([getattr(a, f) for f in FIELDS])
        return out.getvalue()
