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
    "question": ("第 {0} 题（在{1}里点你的答案）：", "Question {0} (click your answer in the "
                 "{1}):"),
    "buttons": ("第 {0} 题：{1}", "Question {0}: {1}"),
    "sent": ("已提交：{0}（公布答案前可以改）", "Sent: {0} (you can change it until the reveal)"),
    "mine": ("我的答案", "My answer"), "none": ("还没作答", "Not answered yet"),
    "right": ("答对了！答案：{0}。", "Right! The answer: {0}."),
    "wrong": ("不对：答案是 {0}，你选了 {1}。", "Not right: the answer is {0}; you chose {1}."),
    "missed": ("你没有作答。答案：{0}。", "You did not answer. The answer: {0}."),
    "teacher_reveals": ("课堂上由老师公布答案：点你的答案就行。",
                        "In class the teacher reveals the answer: just click yours."),
    "offline": ("连不上课堂服务器（{0}），稍后再试。", "Cannot reach the class server ({0}); "
                "trying again."),
    "one_at_least": ("至少要选一个：先点别的，再取消这个。",
                     "Keep at least one: click another before taking this one out."),
    "no_open": ("现在没有可以作答的题目。", "No question is open for answers now."),
    "options": ("点你的答案：", "Click your answer:"),
    "set_options": ("点出所有对的（再点一次取消）：", "Click every right one (again to take it "
                    "out):"),
}
KEEP = "paixue-class.json"  # beside the lesson: the student's token, so a rerun is the same seat
TICK_AFTER_LOSS = 6.0  # seconds between looks while the server cannot be reached
KIND_NAMES = {"HandLab": ("手牌实验室", "hand lab"), "Drill": ("练习", "drill"),
              "CardTable": ("牌桌", "card table")}
# how the clicks make an answer, for the kinds where one click is not the whole answer
CLICK_HINTS = {
    "waits": ("在牌库里点出每一张听的牌（再点一次取消）。",
              "Click each waiting tile in the tile picker (again to take it out)."),
    "card-play": ("点手里的牌把它们放进“出牌”（点“出牌”里的牌收回）；成了能管上的牌就提交。",
                  "Click cards of your hand to move them into your play (click a played card "
                  "to take it back); a play that beats it is sent."),
}


def word(key: str, lang: str, *args: Any) -> str:
    zh, en = WORDS[key]
    return (zh if lang == "zh" else en).format(*args)


def _local(texts: Any, lang: str) -> str:
    return "" if not isinstance(texts, dict) else str(texts.get(lang) or texts.get("en") or "")


def option_name(q: dict[str, Any], option: str, lang: str) -> str:
    return _local((q.get("labels") or {}).get(option), lang) or option


def choice_names(q: dict[str, Any], choice: str, lang: str) -> str:
    """An answer in words: an option's name; a set's, each option named."""
    if q.get("pick") == "set":
        return " ".join(option_name(q, o, lang) for o in choice.split())
    return option_name(q, choice, lang)


def reason_for(q: dict[str, Any], lang: str, short: bool) -> str:
    """The question's reason in ``lang``; ``short`` (a widget's one-line note): its first line
    and the lines about the answer and the student's choice (a ranking names each option at
    the start of its line), the widget's own panels showing the rest."""
    lines = [line for line in _local(q.get("reason"), lang).splitlines() if line.strip()]
    if not short or len(lines) <= 2:
        return "\n".join(lines)
    names = [option_name(q, o, lang) for o in [*q.get("answer", []),
                                                *(q.get("my_answer") or "").split()] if o]
    about = [line for line in lines[1:] if any(line.startswith(n) for n in names)]
    return " · ".join(dict.fromkeys([lines[0], *about]))


def verdict(q: dict[str, Any], lang: str, short: bool = False) -> tuple[str, str]:
    """After the reveal: the student's verdict and the reason, and the note's level."""
    answer = (" " if q.get("pick") == "set" else " / ").join(
        option_name(q, a, lang) for a in q.get("answer", []))
    mine = q.get("my_answer")
    if mine is None:
        head, level = word("missed", lang, answer), "warning"
    elif q.get("right"):
        head, level = word("right", lang, answer), "info"
    else:
        head, level = word("wrong", lang, answer, choice_names(q, mine, lang)), "warning"
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
            if not hasattr(w, "_class_answer"):
                raise TypeError(f"{type(w).__name__} cannot answer a class question (a HandLab, "
                                "a Drill or a CardTable can) / 这个部件不能回答课堂题目"
                                "（手牌实验室、练习或牌桌可以）")
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
        """Where to click: the widget's name, the question's own words, and for a set or a
        play how the clicks add up."""
        zh, en = KIND_NAMES.get(type(w).__name__, ("练习", "widget"))
        q = self._q or {}
        if not w._class_intents(q):
            return word("buttons", lang, q.get("number", ""), _local(q.get("prompt"), lang))
        head = word("question", lang, q.get("number", ""), zh if lang == "zh" else en)
        how = CLICK_HINTS.get(str(q.get("kind")))
        return " ".join(x for x in (head, _local(q.get("prompt"), lang),
                                    how[0 if lang == "zh" else 1] if how else "") if x)

    # ---- what a lesson widget's click does while it holds the question ----------------------

    def answering(self, widget: Any) -> bool:
        q = self._q
        return q is not None and widget is self._holder and not q["revealed"]

    def wrap(self, widget: Any, kind: str, handler: Callable[[dict[str, Any]], tuple]
             ) -> Callable[[dict[str, Any]], tuple]:
        """``handler`` of ``widget``'s intent ``kind`` while the widget holds the open
        question: a click that answers this kind of question (the widget's
        ``_class_intents``) answers the class through its ``_class_answer``, its own grading
        waits for the teacher's reveal (``CLASS_BLOCKS``), the rest is as usual."""
        if kind in widget.CLASS_BLOCKS:
            def blocked(_msg: dict[str, Any]) -> tuple:
                raise Refused(word("teacher_reveals", "en"), word("teacher_reveals", "zh"))
            return blocked
        if self._q is None or kind not in widget._class_intents(self._q):
            return handler

        def answer(msg: dict[str, Any]) -> tuple:
            state, ui, choice, note = widget._class_answer(msg, handler, self._q)
            if choice is not None:  # None: the click made no answer yet (the note says why)
                note = self.send_answer(widget, choice)
            return state, ui, note
        return answer

    def send_answer(self, widget: Any, choice: str) -> str:
        """Send ``choice`` as the answer (for a set question: the option joins the set sent
        before, or leaves it); the note the widget shows (Refused if refused)."""
        lang = widget._ui["lang"]
        q = self._q or {}
        sent: str | list[str] = choice
        if q.get("pick") == "set":
            mine = (q.get("my_answer") or "").split()
            sent = [o for o in mine if o != choice] + ([] if choice in mine else [choice])
            if not sent:
                raise Refused(word("one_at_least", "en"), word("one_at_least", "zh"))
        try:
            kept = self.seat.answer(sent)
        except ClassError as e:
            raise Refused(e.en, e.zh) from None
        if self._q is not None:
            self._q = self._q | {"my_answer": kept}
        self.view = self._new_view()
        return word("sent", lang, choice_names(self._q or {}, kept, lang))

    def _answer(self, msg: dict[str, Any]) -> tuple:
        """A click on one of this widget's option buttons (drawn when no lesson widget
        answers the question by its own clicks: a claim, a score)."""
        q = self._q
        if q is None or q["revealed"]:
            raise Refused(word("no_open", "en"), word("no_open", "zh"))
        value = msg.get("value")
        if not isinstance(value, str) or value not in q["options"]:
            raise Refused(f"answer: value is one of the options, not {str(value)[:40]!r}",
                          f"answer：value 应是选项之一，不是 {str(value)[:40]!r}")
        return self._state, self._ui, self.send_answer(self, value)

    # ---- the widget itself ------------------------------------------------------------------

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple]]:
        return {"tick": self._tick, "answer": self._answer, "lang": self._ui_choice,
                "size": self._ui_choice}

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
                "mine": choice_names(q, mine, lang) if mine else word("none", lang)}
        if q["revealed"]:
            out["status"], out["level"] = verdict(q, lang)
            out["right"] = bool(q.get("right"))
        elif self._holder is not None and self._holder._class_intents(q):
            out["status"] = self._prompt(self._holder, lang)
        else:  # no lesson widget answers it by its own clicks: this widget's buttons do
            many = q.get("pick") == "set"
            chosen = set((mine or "").split()) if many else {mine}
            out["status"] = word("buttons", lang, q["number"], _local(q.get("prompt"), lang))
            out["labels"]["options"] = word("set_options" if many else "options", lang)
            out["options"] = [{"value": o, "label": option_name(q, o, lang),
                               "chosen": o in chosen} for o in q["options"]]
        return out
