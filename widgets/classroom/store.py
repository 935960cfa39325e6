"""A class's answers in SQLite (one file under the teacher's folder): a restart loses nothing.

Every write is one committed transaction (WAL journal, synchronous FULL), so an answer the
server has acknowledged survives the server being killed the next moment. Student tokens are
kept only as their SHA-256: the file alone does not let anyone answer as a student.

>>> s = Store(":memory:")
>>> q = s.start_question(question({"kind": "best-discard", "code": "hl1.x",
...     "options": ["1m", "3p"], "answer": "3p", "reason": "3p keeps two waits"}))
>>> st, token = s.join("Li Wei")
>>> s.answer(token, q, "1m").choice
'1m'
>>> s.counts(q)
{'1m': 1, '3p': 0}
"""

from __future__ import annotations

import hashlib
import json
import secrets
import sqlite3
import time
from dataclasses import dataclass
from typing import Any

from .limits import LIMITS, ClassError, Limits, choice_text, is_right, question

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS students (
    id INTEGER PRIMARY KEY, token_hash TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE, joined_at REAL NOT NULL, removed_at REAL);
CREATE TABLE IF NOT EXISTS questions (
    id INTEGER PRIMARY KEY, payload TEXT NOT NULL, started_at REAL NOT NULL,
    revealed_at REAL, closed_at REAL);
CREATE TABLE IF NOT EXISTS answers (
    question_id INTEGER NOT NULL REFERENCES questions(id),
    student_id INTEGER NOT NULL REFERENCES students(id),
    choice TEXT NOT NULL, first_at REAL NOT NULL, changed_at REAL NOT NULL,
    changes INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (question_id, student_id));
"""
# no 0/O, 1/I/L: a code read off a projector is typed right the first time
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6


@dataclass(frozen=True)
class Student:
    id: int
    name: str


@dataclass(frozen=True)
class Answer:
    question: int
    choice: str
    changes: int


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def name_key(name: str) -> str:
    """Two names a teacher could not tell apart on the screen are one name."""
    return " ".join(name.casefold().split())


class Store:
    """The class's database: students, questions (the position payloads) and answers."""

    def __init__(self, path: str, limits: Limits = LIMITS) -> None:
        self.limits = limits
        self.db = sqlite3.connect(path, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=FULL")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(SCHEMA)
        columns = {row[1] for row in self.db.execute("PRAGMA table_info(students)")}
        if "removed_at" not in columns:  # a class kept from before removal existed
            self.db.execute("ALTER TABLE students ADD COLUMN removed_at REAL")
        if self.meta("class_code") is None:
            code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
            self.set_meta("class_code", code)
            self.set_meta("hide_counts", "0")

    def close(self) -> None:
        self.db.close()

    # -- small settings ------------------------------------------------------------------
    def meta(self, key: str) -> str | None:
        row = self.db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def set_meta(self, key: str, value: str) -> None:
        self.db.execute("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) "
                        "DO UPDATE SET value = excluded.value", (key, value))

    @property
    def class_code(self) -> str:
        return self.meta("class_code") or ""

    @property
    def hide_counts(self) -> bool:
        return self.meta("hide_counts") == "1"

    def set_hide_counts(self, hide: bool) -> None:
        self.set_meta("hide_counts", "1" if hide else "0")

    @property
    def locked(self) -> bool:
        """No new student may join (those in the class stay, and may reload)."""
        return self.meta("locked") == "1"

    def set_locked(self, locked: bool) -> None:
        self.set_meta("locked", "1" if locked else "0")

    # -- students ------------------------------------------------------------------------
    def join(self, name: str) -> tuple[Student, str]:
        """A new student and their token (returned once; only its hash is kept)."""
        if self.locked:
            raise ClassError("locked")
        (count,) = self.db.execute("SELECT COUNT(*) FROM students "
                                   "WHERE removed_at IS NULL").fetchone()
        if count >= self.limits.max_students:
            raise ClassError("class-full", max=self.limits.max_students)
        token = secrets.token_urlsafe(24)
        try:
            cur = self.db.execute(
                "INSERT INTO students (token_hash, name, name_key, joined_at) "
                "VALUES (?, ?, ?, ?)", (_hash(token), name, name_key(name), time.time()))
        except sqlite3.IntegrityError:
            raise ClassError("name-taken", name=name) from None
        return Student(int(cur.lastrowid or 0), name), token

    def student(self, token: str) -> Student:
        row = self.db.execute("SELECT id, name, removed_at FROM students WHERE token_hash = ?",
                              (_hash(token),)).fetchone()
        if row is None:
            raise ClassError("unknown-student")
        if row[2] is not None:
            raise ClassError("removed")
        return Student(int(row[0]), str(row[1]))

    def students(self) -> list[Student]:
        """The students in the class (not those the teacher removed), in joining order."""
        return [Student(int(i), str(n)) for i, n in self.db.execute(
            "SELECT id, name FROM students WHERE removed_at IS NULL ORDER BY id")]

    def remove(self, name: str) -> Student:
        """The teacher takes ``name`` out of the class: their token stops working, their
        answer to an unrevealed question is no longer counted, their name is free again;
        answers already revealed stay in the export."""
        row = self.db.execute("SELECT id, name FROM students WHERE name_key = ? AND "
                              "removed_at IS NULL", (name_key(name),)).fetchone()
        if row is None:
            raise ClassError("no-student", name=name)
        sid = int(row[0])
        self.db.execute("BEGIN IMMEDIATE")
        try:  # the name_key freed: the name may join again (unless the class is locked)
            self.db.execute("UPDATE students SET removed_at = ?, name_key = ? WHERE id = ?",
                            (time.time(), f"\x00removed {sid}", sid))
            self.db.execute("DELETE FROM answers WHERE student_id = ? AND question_id IN "
                            "(SELECT id FROM questions WHERE revealed_at IS NULL)", (sid,))
            self.db.execute("COMMIT")
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        return Student(sid, str(row[1]))

    # -- questions -----------------------------------------------------------------------
    def start_question(self, payload: dict[str, Any]) -> int:
        """Close the current question (if any) and make ``payload`` the current one."""
        now = time.time()
        self.db.execute("BEGIN IMMEDIATE")
        try:
            self.db.execute("UPDATE questions SET closed_at = ? WHERE closed_at IS NULL", (now,))
            cur = self.db.execute("INSERT INTO questions (payload, started_at) VALUES (?, ?)",
                                  (json.dumps(payload, ensure_ascii=False), now))
            self.db.execute("COMMIT")
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        return int(cur.lastrowid or 0)

    def current(self) -> tuple[int, dict[str, Any], bool] | None:
        """(id, payload, revealed) of the open question, or None between questions."""
        row = self.db.execute("SELECT id, payload, revealed_at FROM questions "
                              "WHERE closed_at IS NULL ORDER BY id DESC LIMIT 1").fetchone()
        if row is None:
            return None
        return int(row[0]), json.loads(row[1]), row[2] is not None

    def number(self, qid: int) -> int:
        """The question's place in the class: 1, 2, …"""
        (n,) = self.db.execute("SELECT COUNT(*) FROM questions WHERE id <= ?",
                               (qid,)).fetchone()
        return int(n)

    def reveal(self) -> int:
        now = self._open_question()
        self.db.execute("UPDATE questions SET revealed_at = COALESCE(revealed_at, ?) "
                        "WHERE id = ?", (time.time(), now))
        return now

    def close_question(self) -> int | None:
        """Move on: the open question is closed; students wait for the next."""
        cur = self.current()
        if cur is None:
            return None
        self.db.execute("UPDATE questions SET closed_at = ? WHERE id = ?", (time.time(), cur[0]))
        return cur[0]

    def _open_question(self) -> int:
        cur = self.current()
        if cur is None:
            raise ClassError("no-question")
        return cur[0]

    # -- answers -------------------------------------------------------------------------
    def answer(self, token: str, qid: int, raw: Any) -> Answer:
        """Record (or change) a student's answer to the open question, refused once revealed
        (``raw``: an option, or for a set question a list of options)."""
        student = self.student(token)
        cur = self.current()
        if cur is None or cur[0] != qid:
            raise ClassError("not-current", question=qid)
        if cur[2]:
            raise ClassError("revealed")
        choice = choice_text(cur[1], raw)
        now = time.time()
        self.db.execute(
            "INSERT INTO answers (question_id, student_id, choice, first_at, changed_at) "
            "VALUES (?, ?, ?, ?, ?) ON CONFLICT(question_id, student_id) DO UPDATE SET "
            "choice = excluded.choice, changed_at = excluded.changed_at, "
            "changes = changes + (answers.choice != excluded.choice)",
            (qid, student.id, choice, now, now))
        mine = self.answer_of(student.id, qid)
        assert mine is not None
        return mine

    def answer_of(self, student_id: int, qid: int) -> Answer | None:
        row = self.db.execute("SELECT choice, changes FROM answers WHERE question_id = ? "
                              "AND student_id = ?", (qid, student_id)).fetchone()
        return None if row is None else Answer(qid, str(row[0]), int(row[1]))

    def counts(self, qid: int) -> dict[str, int]:
        """Answers per option, every option listed (zero included), in the options' order;
        for a set question per set answered, the most chosen first, and the right set (zero
        if nobody chose it: a board shows it only once revealed)."""
        payload = self._payload(qid)
        found = {str(c): int(n) for c, n in self.db.execute(
            "SELECT choice, COUNT(*) FROM answers WHERE question_id = ? GROUP BY choice",
            (qid,))}
        if payload.get("pick", "one") != "set":
            return {o: found.get(o, 0) for o in payload["options"]}
        right = choice_text(payload, payload["answer"])
        return dict(sorted(found.items(), key=lambda kv: (-kv[1], kv[0]))) | {
            right: found.get(right, 0)}

    def is_right(self, qid: int, choice: str) -> bool:
        return is_right(self._payload(qid), choice)

    def not_answered(self, qid: int) -> list[str]:
        return [str(n) for (n,) in self.db.execute(
            "SELECT name FROM students WHERE removed_at IS NULL AND id NOT IN "
            "(SELECT student_id FROM answers WHERE question_id = ?) ORDER BY id", (qid,))]

    def _payload(self, qid: int) -> dict[str, Any]:
        row = self.db.execute("SELECT payload FROM questions WHERE id = ?", (qid,)).fetchone()
        if row is None:
            raise ClassError("not-current", question=qid)
        payload: dict[str, Any] = json.loads(row[0])
        return payload

    def rows(self) -> list[tuple[Any, ...]]:
        """Every answer of the class: (question no., kind, code, name, choice, right,
        changes, first, last), in question then joining order."""
        out = []
        numbers = {qid: i + 1 for i, (qid,) in enumerate(
            self.db.execute("SELECT id FROM questions ORDER BY id"))}
        for qid, payload, name, choice, changes, first, last in self.db.execute(
                "SELECT q.id, q.payload, s.name, a.choice, a.changes, a.first_at, a.changed_at "
                "FROM answers a JOIN questions q ON q.id = a.question_id "
                "JOIN students s ON s.id = a.student_id ORDER BY q.id, s.id"):
            p = json.loads(payload)
            out.append((numbers[qid], p["kind"], p["code"], name, choice,
                        is_right(p, choice), changes, first, last))
        return out


__all__ = ["Answer", "ClassError", "Store", "Student", "question"]
