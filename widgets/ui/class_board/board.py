"""The teacher's class board in a notebook (issue 40): ``Class()`` shows the class that
``make class`` serves — the class code and the students' address, the open question, its
answers counted live as bars (hidden until the reveal if the teacher chooses), who has not
answered — with Reveal, Next, the hide switch and Export (a CSV beside the notebook).
``ask(widget)`` starts a widget's position as the class's question.

Python asks the class server (``widgets.classroom.client``: the address and the teacher's key
from the class folder); the page only draws the view and, every second, asks Python to look
again (a ``tick`` intent), so the key never reaches the page.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from widgets.classroom.client import Teacher
from widgets.classroom.limits import ClassError

from ..shared.assets import STATIC, static_esm
from ..shared.display import ShowsTiles
from ..shared.intents import Refused, Undoable
from ..shared.labels import LANGS, say

WORDS = {
    "title": ("课堂", "Class"), "address": ("学生打开", "Students open"),
    "code": ("班级代码", "Class code"), "joined": ("已加入", "Joined"),
    "question": ("第 {0} 题", "Question {0}"), "hand": ("手牌", "Hand"),
    "position": ("局面代码", "Position code"), "answered": ("{1} 人中已有 {0} 人作答",
                                                          "{0} of {1} answered"),
    "hidden": ("公布答案前不显示各选项人数。", "The counts are hidden until the reveal."),
    "missing": ("还没作答", "Not answered yet"), "answer": ("答案", "The answer"),
    "reveal": ("公布答案", "Reveal"), "next": ("下一题", "Next question"),
    "hide": ("公布前隐藏人数", "Hide the counts until the reveal"),
    "export": ("导出 CSV", "Export CSV"),
    "lock": ("锁定班级（不再让新学生加入）", "Lock the class (no new joins)"),
    "students": ("学生", "Students"), "remove": ("移出", "Remove"),
    "remove_hint": ("把 {0} 移出课堂", "Remove {0} from the class"),
    "removed": ("已把 {0} 移出课堂", "{0} is out of the class"),
    "idle": ("现在没有题目：用 ask(…) 出一道题，例如 c.ask(lab)。",
             "No question is open: start one with ask(…), e.g. c.ask(lab)."),
    "offline": ("连不上课堂服务器（{0}）：`make class` 在运行吗？",
                "Cannot reach the class server ({0}): is `make class` running?"),
    "saved": ("已保存为 {0}", "Saved as {0}"),
}
RETRY_AFTER = 5.0  # seconds between ticks' looks while the server cannot be reached


def word(key: str, lang: str, *args: Any) -> str:
    zh, en = WORDS[key]
    return (zh if lang == "zh" else en).format(*args)


def _local(texts: Any, lang: str) -> str:
    return "" if not isinstance(texts, dict) else str(texts.get(lang) or texts.get("en") or "")


# past this many options (more than a hand has tiles: a 斗地主 play's), only those chosen
# (and the right ones) get a bar
MANY_OPTIONS = 20


def bars(board: dict[str, Any], lang: str) -> list[dict[str, Any]]:
    """One bar per option (per set answered, for a set question; for many options only those
    chosen or right): its name in ``lang``, its count, its share of the most chosen, and
    whether it is right (only once revealed)."""
    q = board["question"]
    counts = board.get("counts", {})
    most = max([1, *counts.values()])
    labels = q.get("labels") or {}
    many = q.get("pick") == "set"
    right = set(q.get("answer", []))

    def name(option: str) -> str:
        parts = option.split() if many else [option]
        return " ".join(_local(labels.get(p), lang) or p for p in parts)

    def is_right(option: str) -> bool:
        return set(option.split()) == right if many else option in right

    # a set nobody chose is not drawn before the reveal (the right one would stand out)
    shown = [o for o in counts if counts[o] or (q["revealed"] and is_right(o))] if many else [
        o for o in q["options"] if len(q["options"]) <= MANY_OPTIONS or counts.get(o, 0)
        or (q["revealed"] and o in right)]
    return [{"option": o, "label": name(o), "count": counts.get(o, 0),
             "share": counts.get(o, 0) / most, "right": bool(q["revealed"] and is_right(o))}
            for o in shown]


def board_view(board: dict[str, Any] | None, address: str, lang: str,
               offline: str = "") -> dict[str, Any]:
    """What the page draws of the class now (``board``: the teacher's call's answer;
    ``address``: the one students open)."""
    out: dict[str, Any] = {"address": address, "offline": offline,
                           "state": "offline" if offline or board is None else "idle"}
    if board is None:
        return out
    out |= {"code": board["class_code"], "joined": len(board["students"]),
            "hide": board["hide_counts"], "locked": bool(board.get("locked")),
            "students": [{"name": n, "hint": word("remove_hint", lang, n)}
                         for n in board["students"]]}
    q = board["question"]
    if q is None or offline:
        return out
    shown = q["revealed"] or not board["hide_counts"]
    out |= {"state": "revealed" if q["revealed"] else "question",
            "title": word("question", lang, q["number"]),
            "prompt": _local(q.get("prompt"), lang), "hand": q.get("hand") or "",
            "position": q["code"], "answered": word("answered", lang, board["answered"],
                                                    len(board["students"])),
            "counts_shown": shown, "bars": bars(board, lang) if shown else [],
            "missing": board["not_answered"]}
    if q["revealed"]:
        labels = q.get("labels") or {}
        joint = " " if q.get("pick") == "set" else " / "
        out |= {"answer": joint.join(_local(labels.get(a), lang) or a for a in q["answer"]),
                "reason": _local(q["reason"], lang)}
    return out


class Class(Undoable, ShowsTiles, anywidget.AnyWidget):
    """The class ``make class`` serves, on the teacher's screen: ``folder`` the class folder
    (default ``classroom``, where `make class` keeps it), ``lang`` zh or en, ``size`` normal
    or large. ``ask(x)`` starts a question: a widget with ``class_question()`` (a hand lab, a
    drill, a 斗地主 card table) or the question's dict; ``remove(name)`` and ``lock()`` keep
    the class in hand; ``board`` is the class now."""

    _esm = static_esm("class_board.js")
    _css = "\n".join((STATIC / name).read_text(encoding="utf-8")
                     for name in ("paixue.css", "class_board.css"))
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)

    def __init__(self, folder: str | Path | None = None, lang: str = "zh",
                 size: str | None = None, **kwargs: Any):
        super().__init__(**kwargs)
        if lang not in LANGS:
            raise ValueError(f"lang is zh or en, not {lang!r}")
        self._teacher = Teacher(folder)  # FileNotFoundError: start `make class` first
        self._state = None  # nothing to undo: the board shows the server's class
        self._ui = {"lang": lang, "size": self._first_size(size)}
        self._undo: list[Any] = []
        self._redo: list[Any] = []
        self._board: dict[str, Any] | None = None
        self._offline = ""
        self._lost_at = 0.0  # when the server last could not be reached (monotonic)
        self._look()
        self.view = self._build(None, self._ui, False, False)
        self.message = {"text": "", "level": ""}
        self.on_msg(lambda _w, content, _b: self.handle(content))

    def __repr__(self) -> str:
        return f"Class({self._teacher.base!r}, lang={self._ui['lang']!r})"

    @property
    def board(self) -> dict[str, Any] | None:
        """The class as the server last said it (None if it could not be reached)."""
        return self._board

    @staticmethod
    def join(code: str, name: str, *widgets: Any, server: str | None = None,
             lang: str = "zh") -> Any:
        """A student joins the class: :class:`~widgets.ui.class_board.seat.Student`."""
        from .seat import Student

        return Student(code, name, *widgets, server=server, lang=lang)

    def ask(self, source: Any) -> int:
        """Start ``source`` as the class's question (a widget's ``class_question()``, or the
        dict itself); its number in the class. ClassError says what the server refused."""
        question = source.class_question() if hasattr(source, "class_question") else source
        number = self._teacher.ask(question)
        self._look()
        self.view = self._new_view()
        return number

    def _look(self) -> None:
        """Ask the server for the class now; unreachable, the last board stays, marked."""
        try:
            self._board, self._offline = self._teacher.board(), ""
        except OSError as e:  # not running, or gone: the page says so and looks again
            self._offline, self._lost_at = str(getattr(e, "reason", e)), time.monotonic()

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple]]:
        return {"tick": self._tick, "reveal": self._act, "next": self._act, "hide": self._hide,
                "lock": self._lock, "remove": self._remove, "export": self._export,
                "lang": self._ui_choice, "size": self._ui_choice}

    def _call(self, fn: Callable[[], Any]) -> Any:
        try:
            return fn()
        except ClassError as e:
            raise Refused(e.en, e.zh) from None
        except OSError as e:
            raise Refused(word("offline", "en", e), word("offline", "zh", e)) from None

    def _tick(self, _msg: dict[str, Any]) -> tuple:
        """The page's every-second look: the board again, the last note kept (a tick is not
        the teacher's doing, so it does not wipe what the teacher's last click said)."""
        if not self._offline or time.monotonic() - self._lost_at >= RETRY_AFTER:
            self._look()  # a lost server is asked again every few seconds, not every tick
        return self._state, self._ui, (self.message or {}).get("text", "")

    def _act(self, msg: dict[str, Any]) -> tuple:
        self._call(getattr(self._teacher, msg["kind"]))  # reveal or next
        self._call(self._look)
        return self._state, self._ui

    def _hide(self, msg: dict[str, Any]) -> tuple:
        hide = msg.get("value")
        if not isinstance(hide, bool):
            raise Refused(f"hide is true or false, not {hide!r}", f"hide 只能是 true 或 false，"
                          f"不是 {hide!r}")
        self._call(lambda: self._teacher.hide_counts(hide))
        self._call(self._look)
        return self._state, self._ui

    def remove(self, name: str) -> None:
        """Take the student called ``name`` out of the class: their widget and page say so,
        their unrevealed answer is not counted. ClassError if no student has that name."""
        self._teacher.remove(name)
        self._look()
        self.view = self._new_view()

    def lock(self, lock: bool = True) -> None:
        """Lock the class (no new joins; those in it stay), or open it again."""
        self._teacher.lock(lock)
        self._look()
        self.view = self._new_view()

    def _lock(self, msg: dict[str, Any]) -> tuple:
        lock = msg.get("value")
        if not isinstance(lock, bool):
            raise Refused(f"lock is true or false, not {lock!r}",
                          f"lock 只能是 true 或 false，不是 {lock!r}")
        self._call(lambda: self._teacher.lock(lock))
        self._call(self._look)
        return self._state, self._ui

    def _remove(self, msg: dict[str, Any]) -> tuple:
        name = msg.get("value")
        if not isinstance(name, str):
            raise Refused(f"remove: value is a student's name, not {name!r}",
                          f"remove：value 应是学生的名字，不是 {name!r}")
        self._call(lambda: self._teacher.remove(name))
        self._call(self._look)
        return self._state, self._ui, word("removed", self._ui["lang"], name)

    def _export(self, _msg: dict[str, Any]) -> tuple:
        text = self._call(self._teacher.export_csv)
        code = (self._board or {}).get("class_code", "class")
        path = Path(f"class-{code}.csv")
        path.write_text(text, encoding="utf-8-sig")  # a spreadsheet reads the names as UTF-8
        return self._state, self._ui, word("saved", self._ui["lang"], path.resolve())

    def _error_label(self, lang: str) -> str:
        return say("error", lang)

    def _build(self, state: Any, ui: dict[str, Any], undo: bool, redo: bool) -> dict[str, Any]:
        lang = ui["lang"]
        offline = word("offline", lang, self._offline) if self._offline else ""
        return {"widget": "class", "lang": lang, "size": ui["size"],
                "labels": {k: word(k, lang) for k in WORDS if "{" not in WORDS[k][1]}
                | {"lang": say("lang", lang), "size": say("size", lang)},
                **board_view(self._board, self._teacher.students, lang, offline)}
