"""A student's place in the class, in a notebook (issue 40): ``Student(code, name, lab)``
(or ``Class.join(…)``) joins the class ``make class`` serves and makes the lesson's own widgets
answer it. When the teacher starts a question, each given widget of the question's kind (its
position code opens there: a hand lab's in a HandLab, a drill's in a Drill) opens the
question's position; the student's click in it (a tile of the hand, a drill's choice) is the
answer, sent to the class and changeable until the reveal; after the reveal the widget says
whether it was right and why, in its own language. The widgets hold no rules here: the
answer and the reason are the teacher's question's, from the engine on the teacher's side.

Python asks the server (``widgets.classroom.student``: urllib in JupyterLab, a synchronous
request from Pyodide's worker in the offline site); this widget's page asks Python to look
again every two seconds (a ``tick`` intent) and draws the student's status.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from widgets.classroom.limits import ClassError
from widgets.classroom.student import Seat

from ..shared.assets import STATIC, static_esm
from ..shared.display import ShowsTiles
from ..shared.intents import Refused, Undoable
from ..shared.labels import LANGS, say

WORDS = {
    "title": ("课堂", "Class"), "me": ("我是", "I am"), "code": ("班级代码", "Class code"),
    "waiting": ("等老师出题……", "Waiting for the teacher's question…"),
    "question": ("第 {0} 题：在上面的{1}里点你的答案。", "Question {0}: click your answer in the "
                 "{1} above."),
    "no_widget": ("第 {0} 题（{1}）：这里没有这种练习，请用课堂页面作答。",
                  "Question {0} ({1}): no widget here asks this kind; answer on the class page."),
    "sent": ("已提交：{0}（公布答案前可以改）", "Sent: {0} (you can change it until the reveal)"),
    "mine": ("我的答案", "My answer"), "none": ("还没作答", "Not answered yet"),
    "right": ("答对了！答案：{0}。", "Right! The answer: {0}."),
    "wrong": ("不对：答案是 {0}，你选了 {1}。", "Not right: the answer is {0}; you chose {1}."),
    "missed": ("你没有作答。答案：{0}。", "You did not answer. The answer: {0}."),
    "teacher_reveals": ("课堂上由老师公布答案：点你的答案就行。",
                        "In class the teacher reveals the answer: just click yours."),
    "offline": ("连不上课堂服务器（{0}），稍后再试。", "Cannot reach the class server ({0}); "
                "trying again."),
}
KEEP = "paixue-class.json"  # beside the lesson: the student's token, so a rerun is the same seat
TICK_AFTER_LOSS = 6.0  # seconds between looks while the server cannot be reached
KIND_NAMES = {"HandLab": ("手牌实验室", "hand lab"), "Drill": ("练习", "drill")}


def word(key: str, lang: str, *args: Any) -> str:
    zh, en = WORDS[key]
    return (zh if lang == "zh" else en).format(*args)


def _local(texts: Any, lang: str) -> str:
    return "" if not isinstance(texts, dict) else str(texts.get(lang) or texts.get("en") or "")


def option_name(q: dict[str, Any], option: str, lang: str) -> str:
    return _local((q.get("labels") or {}).get(option), lang) or option


def reason_for(q: dict[str, Any], lang: str, short: bool) -> str:
    """The question's reason in ``lang``; ``short`` (a widget's one-line note): its first line
    and the lines about the answer and the student's choice (a ranking names each option at
    the start of its line), the widget's own panels showing the rest."""
    lines = [line for line in _local(q.get("reason"), lang).splitlines() if line.strip()]
    if not short or len(lines) <= 2:
        return "\n".join(lines)
    names = [option_name(q, o, lang) for o in [*q.get("answer", []), q.get("my_answer")] if o]
    about = [line for line in lines[1:] if any(line.startswith(n) for n in names)]
    return " · ".join(dict.fromkeys([lines[0], *about]))


def verdict(q: dict[str, Any], lang: str, short: bool = False) -> tuple[str, str]:
    """After the reveal: the student's verdict and the reason, and the note's level."""
    answer = " / ".join(option_name(q, a, lang) for a in q.get("answer", []))
    mine = q.get("my_answer")
    if mine is None:
        head, level = word("missed", lang, answer), "warning"
    elif q.get("right"):
        head, level = word("right", lang, answer), "info"
    else:
        head, level = word("wrong", lang, answer, option_name(q, mine, lang)), "warning"
    why = reason_for(q, lang, short)
    return (f"{head} {why}" if short else f"{head}\n{why}").strip(), level


class Student(Undoable, ShowsTiles, anywidget.AnyWidget):
    """Join the class: ``code`` the class code, ``name`` one's display name, ``widgets`` the
    lesson's widgets that answer (a HandLab, a Drill …), ``server`` the class server's address
    (not needed in the offline site it serves). ClassError (en and zh) if the join is
    refused: a wrong code, a name taken or not allowed, no server there."""

    _esm = static_esm("class_seat.js")
    _css = "\n".join((STATIC / name).read_text(encoding="utf-8")
                     for name in ("paixue.css", "class_board.css"))
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)

    def __init__(self, code: str, name: str, *widgets: Any, server: str | None = None,
                 lang: str = "zh", size: str | None = None, **kwargs: Any):
        super().__init__(**kwargs)
        if lang not in LANGS:
            raise ValueError(f"lang is zh or en, not {lang!r}")
        for w in widgets:
            if not hasattr(w, "_class_choice"):
                raise TypeError(f"{type(w).__name__} cannot answer a class question (a HandLab "
                                "or a Drill can) / 这个部件不能回答课堂题目"
                                "（手牌实验室或练习可以）")
        self.seat = Seat.join(code, name, server=server, keep=Path(KEEP))
        self.widgets = list(widgets)
        self._state = None
        self._ui = {"lang": lang, "size": self._first_size(size)}
        self._undo: list[Any] = []
        self._redo: list[Any] = []
        self._q: dict[str, Any] | None = None  # the open question as last seen
        self._shown: tuple[int, bool] | None = None  # (id, revealed) the widgets show
        self._holder: Any = None  # the widget showing it
        self._offline, self._lost_at = "", 0.0
        self._gone: tuple[str, str] | None = None  # (zh, en) once the teacher removed us
        for w in self.widgets:
            w._class_seat = self
        self._look()
        self.view = self._new_view()
        self.message = {"text": "", "level": ""}
        self.on_msg(lambda _w, content, _b: self.handle(content))

    def __repr__(self) -> str:
        return f"Student({self.seat.name!r}, {self.seat.base!r})"

    @property
    def question(self) -> dict[str, Any] | None:
        """The open question as the server last said it (None if none)."""
        return self._q

    def look(self) -> None:
        """Ask the class now (the page does it every two seconds)."""
        self._look()
        self.view = self._new_view()

    def _look(self) -> None:
        try:
            self._q = self.seat.state()["question"]
            self._offline = ""
        except ClassError as e:
            if e.code in ("removed", "unknown-student"):  # out of the class: said, and the
                self._gone, self._q = (e.zh, e.en), None  # lesson's widgets are freed
                self._follow()
                return
            if e.code != "unreachable":
                raise
            self._offline, self._lost_at = e.zh if self._ui["lang"] == "zh" else e.en, \
                time.monotonic()
            return
        self._follow()

    def _follow(self) -> None:
        """The lesson's widgets follow the question: opened when it starts, told the verdict
        when it is revealed, freed when it closes."""
        q, before = self._q, self._holder
        if q is None:
            self._holder, self._shown = None, None
            if before is not None:  # the question closed: the widget's panels come back
                before.view = before._new_view()
            return
        now = (int(q["id"]), bool(q["revealed"]))
        if now == self._shown:
            return
        if self._shown is None or self._shown[0] != now[0]:  # a new question: open it
            self._holder = next((w for w in self.widgets if w._class_open(q)), None)
            if before is not None and before is not self._holder:
                before.view = before._new_view()
        self._shown = now
        w = self._holder
        if w is not None:
            w.view = w._new_view()  # drawn without the answer until the reveal, whole after
            lang = w._ui["lang"]
            text, level = verdict(q, lang, short=True) if q["revealed"] else \
                (self._prompt(w, lang), "info")
            w.message = {"text": text, "level": level}

    def _prompt(self, w: Any, lang: str) -> str:
        zh, en = KIND_NAMES.get(type(w).__name__, ("练习", "widget"))
        return word("question", lang, self._q["number"] if self._q else "", zh if lang == "zh"
                    else en)

    # ---- what a lesson widget's click does while it holds the question ----------------------

    def answering(self, widget: Any) -> bool:
        q = self._q
        return q is not None and widget is self._holder and not q["revealed"]

    def wrap(self, widget: Any, kind: str, handler: Callable[[dict[str, Any]], tuple]
             ) -> Callable[[dict[str, Any]], tuple]:
        """``handler`` of ``widget``'s intent ``kind`` while the widget holds the open
        question: a click on an option answers the class (the widget's ``CLASS_ANSWERS``), its
        own grading waits for the teacher's reveal (``CLASS_BLOCKS``), the rest is as usual."""
        if kind in widget.CLASS_BLOCKS:
            def blocked(_msg: dict[str, Any]) -> tuple:
                raise Refused(word("teacher_reveals", "en"), word("teacher_reveals", "zh"))
            return blocked
        if kind not in widget.CLASS_ANSWERS:
            return handler

        def answer(msg: dict[str, Any]) -> tuple:
            choice = widget._class_choice(msg)
            note = self.send_answer(widget, choice)
            state, ui, *_ = handler(msg) if widget.CLASS_KEEPS_CLICK else (widget._state,
                                                                           widget._ui)
            return state, ui, note
        return answer

    def send_answer(self, widget: Any, choice: str) -> str:
        """Send ``choice`` as the answer; the note the widget shows (Refused if refused)."""
        lang = widget._ui["lang"]
        try:
            kept = self.seat.answer(choice)
        except ClassError as e:
            raise Refused(e.en, e.zh) from None
        if self._q is not None:
            self._q = self._q | {"my_answer": kept}
        self.view = self._new_view()
        return word("sent", lang, option_name(self._q or {}, kept, lang))

    # ---- the widget itself ------------------------------------------------------------------

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple]]:
        return {"tick": self._tick, "lang": self._ui_choice, "size": self._ui_choice}

    def _tick(self, _msg: dict[str, Any]) -> tuple:
        if self._gone is not None:  # out of the class: nothing more to ask
            return self._state, self._ui, (self.message or {}).get("text", "")
        if not self._offline or time.monotonic() - self._lost_at >= TICK_AFTER_LOSS:
            self._look()
        return self._state, self._ui, (self.message or {}).get("text", "")

    def _build(self, state: Any, ui: dict[str, Any], undo: bool, redo: bool) -> dict[str, Any]:
        lang, q = ui["lang"], self._q
        out: dict[str, Any] = {
            "widget": "class-seat", "lang": lang, "size": ui["size"],
            "labels": {"title": word("title", lang), "me": word("me", lang),
                       "mine": word("mine", lang), "lang": say("lang", lang),
                       "size": say("size", lang)},
            "name": self.seat.name, "offline": word("offline", lang, self._offline)
            if self._offline else "", "state": "idle", "status": word("waiting", lang)}
        if self._gone is not None:
            return out | {"state": "removed", "status": self._gone[0 if lang == "zh" else 1],
                          "level": "warning"}
        if q is None:
            return out
        mine = q.get("my_answer")
        out |= {"state": "revealed" if q["revealed"] else "question", "number": q["number"],
                "mine": option_name(q, mine, lang) if mine else word("none", lang)}
        if q["revealed"]:
            out["status"], out["level"] = verdict(q, lang)
            out["right"] = bool(q.get("right"))
        elif self._holder is not None:
            out["status"] = self._prompt(self._holder, lang)
        else:
            out["status"] = word("no_widget", lang, q["number"], q["kind"])
        return out
