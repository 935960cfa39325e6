"""The class API over HTTP (tornado, which JupyterLab already brings), the class pages, and the
offline site, from one server on the teacher's machine.

Students send their token in ``X-Paixue-Student``, the teacher the key in
``X-Paixue-Teacher``: custom headers a page of another site cannot send (no CORS is answered),
so another page a student opens cannot act for them. Every answer is JSON; every refusal is
``{"error": code, "message": {"en": …, "zh": …}}`` with its HTTP status.
"""

from __future__ import annotations

import csv
import hmac
import io
import json
import time
from pathlib import Path
from typing import Any

import tornado.web

from .limits import LIMITS, Buckets, ClassError, Limits, display_name, is_right, question
from .store import Store

STATIC = Path(__file__).resolve().parent / "static"
PAGE_HEADERS = {
    # the pages load only their own files; nothing inline runs, nothing else is fetched
    "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; "
                               "frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
}
NO_SITE = """<!doctype html><meta charset="utf-8"><title>Paixue</title>
<p>The offline lessons are not built yet. On the teacher's machine run <code>make site</code>
(once), then start <code>make class</code> again. The class pages work already:
<a href="/class/">/class/</a>.</p>
<p>离线课程还没有生成。请在老师的电脑上运行一次 <code>make site</code>，再重新运行
<code>make class</code>。课堂页面已经可以用：<a href="/class/">/class/</a>。</p>"""


class ClassState:
    """What every handler shares: the store, the teacher's key, the limits and buckets."""

    def __init__(self, store: Store, key: str, limits: Limits = LIMITS) -> None:
        self.store, self.key, self.limits = store, key, limits
        self.per_ip = Buckets(limits.ip_rate, limits.ip_burst)
        self.joins = Buckets(limits.join_rate, limits.join_burst)
        self.answers = Buckets(limits.answer_rate, limits.answer_burst)


class ApiHandler(tornado.web.RequestHandler):
    """JSON in, JSON out, rate-limited per client address; errors as ClassError's JSON."""

    def initialize(self, state: ClassState) -> None:
        self.state = state

    @property
    def store(self) -> Store:
        return self.state.store

    def set_default_headers(self) -> None:
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.set_header("Cache-Control", "no-store")
        for k, v in PAGE_HEADERS.items():
            self.set_header(k, v)

    def prepare(self) -> None:
        if not self.state.per_ip.take(self.request.remote_ip or "?"):
            self.refuse(ClassError("too-many"))  # finished here: no handler runs

    # tornado's methods run the handler's ``read`` (GET) or ``act`` (POST): a ClassError
    # either raises becomes its JSON refusal, anything else tornado's 500
    def get(self) -> None:
        self._run(self.read)

    def post(self) -> None:
        self._run(self.act)

    def read(self) -> None:
        raise ClassError("not-found")

    def act(self) -> None:
        raise ClassError("not-found")

    def _run(self, handler: Any) -> None:
        try:
            handler()
        except ClassError as e:
            self.refuse(e)

    def refuse(self, e: ClassError) -> None:
        self.set_status(e.status)
        self.finish(json.dumps(e.json(), ensure_ascii=False))

    def body(self) -> dict[str, Any]:
        raw = self.request.body
        if len(raw) > self.state.limits.max_body:
            raise ClassError("too-large", size=len(raw), max=self.state.limits.max_body)
        try:
            data = json.loads(raw or b"{}")
        except (ValueError, UnicodeDecodeError):
            raise ClassError("bad-json") from None
        if not isinstance(data, dict):
            raise ClassError("bad-json")
        return data

    def teacher(self) -> None:
        given = self.request.headers.get("X-Paixue-Teacher", "")
        if not hmac.compare_digest(given.encode("utf-8"), self.state.key.encode("utf-8")):
            raise ClassError("not-teacher")

    def student_token(self) -> str:
        return self.request.headers.get("X-Paixue-Student", "")

    def send(self, data: dict[str, Any]) -> None:
        self.finish(json.dumps(data, ensure_ascii=False))

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        """An unforeseen failure (tornado logs it): JSON like a refusal, in both languages."""
        self.finish(json.dumps({"error": "server", "message": {
            "en": f"the server could not do this ({status_code})",
            "zh": f"服务器无法完成（{status_code}）"}}, ensure_ascii=False))


def question_view(store: Store, qid: int, payload: dict[str, Any], revealed: bool,
                  teacher: bool) -> dict[str, Any]:
    """The question as a page draws it. Before the reveal a student gets only what draws
    the question (the hand, the options and their names, the prompt, ``draw`` for their
    widget); the position code (pasted into a lab, it would show the engine's answer), the
    answer and the reason go to the teacher, and to everyone once revealed."""
    view = {"id": qid, "number": store.number(qid), "kind": payload["kind"],
            "pick": payload.get("pick", "one"), "options": payload["options"],
            "prompt": payload.get("prompt"), "variant": payload.get("variant"),
            "hand": payload.get("hand"), "labels": payload.get("labels"),
            "draw": payload.get("draw"), "revealed": revealed}
    if teacher or revealed:
        view["code"], view["answer"] = payload["code"], payload["answer"]
        view["reason"] = payload["reason"]
    return view


class Join(ApiHandler):
    def act(self) -> None:
        data = self.body()
        if not self.state.joins.take(self.request.remote_ip or "?"):
            raise ClassError("too-many")
        code = data.get("code")
        if not isinstance(code, str) or not hmac.compare_digest(
                code.strip().upper().encode("utf-8"), self.store.class_code.encode("utf-8")):
            raise ClassError("bad-code")
        student, token = self.store.join(display_name(data.get("name"), self.state.limits))
        self.send({"token": token, "name": student.name})


class StudentState(ApiHandler):
    def read(self) -> None:
        student = self.store.student(self.student_token())
        out: dict[str, Any] = {"name": student.name, "question": None}
        cur = self.store.current()
        if cur is not None:
            qid, payload, revealed = cur
            view = question_view(self.store, qid, payload, revealed, teacher=False)
            mine = self.store.answer_of(student.id, qid)
            view["my_answer"] = None if mine is None else mine.choice
            if revealed:
                view["right"] = None if mine is None else is_right(payload, mine.choice)
            out["question"] = view
        self.send(out)


class Answer(ApiHandler):
    def act(self) -> None:
        data = self.body()
        token = self.student_token()
        student = self.store.student(token)
        if not self.state.answers.take(str(student.id)):
            raise ClassError("too-many")
        qid, choice = data.get("question"), data.get("choice")
        if not isinstance(qid, int) or isinstance(qid, bool) or \
                not isinstance(choice, (str, list)):
            raise ClassError("bad-json")
        mine = self.store.answer(token, qid, choice)
        self.send({"question": mine.question, "choice": mine.choice})


class Teacher(ApiHandler):
    def read(self) -> None:
        self.teacher()
        out: dict[str, Any] = {"class_code": self.store.class_code,
                               "hide_counts": self.store.hide_counts,
                               "locked": self.store.locked,
                               "students": [s.name for s in self.store.students()],
                               "question": None}
        cur = self.store.current()
        if cur is not None:
            qid, payload, revealed = cur
            out["question"] = question_view(self.store, qid, payload, revealed, teacher=True)
            counts = self.store.counts(qid)
            out["counts"] = counts
            out["answered"] = sum(counts.values())
            out["not_answered"] = self.store.not_answered(qid)
        self.send(out)


class Start(ApiHandler):
    def act(self) -> None:
        self.teacher()
        raw = self.request.body
        if len(raw) > self.state.limits.max_payload:
            raise ClassError("too-large", size=len(raw), max=self.state.limits.max_payload)
        qid = self.store.start_question(question(self.body(), self.state.limits))
        self.send({"question": qid, "number": self.store.number(qid)})


class Reveal(ApiHandler):
    def act(self) -> None:
        self.teacher()
        self.send({"question": self.store.reveal()})


class Next(ApiHandler):
    def act(self) -> None:
        self.teacher()
        self.send({"closed": self.store.close_question()})


class Hide(ApiHandler):
    def act(self) -> None:
        self.teacher()
        hide = self.body().get("hide")
        if not isinstance(hide, bool):
            raise ClassError("bad-json")
        self.store.set_hide_counts(hide)
        self.send({"hide_counts": hide})


class Remove(ApiHandler):
    def act(self) -> None:
        self.teacher()
        name = self.body().get("name")
        if not isinstance(name, str):
            raise ClassError("bad-json")
        self.send({"removed": self.store.remove(name).name})


class Lock(ApiHandler):
    def act(self) -> None:
        self.teacher()
        lock = self.body().get("lock")
        if not isinstance(lock, bool):
            raise ClassError("bad-json")
        self.store.set_locked(lock)
        self.send({"locked": lock})


def csv_cell(value: Any) -> Any:
    """A text a spreadsheet would run as a formula (=, +, -, @) is written with a quote."""
    if isinstance(value, str) and value[:1] in ("=", "+", "-", "@", "\t", "\r"):
        return "'" + value
    return value


class Export(ApiHandler):
    def read(self) -> None:
        self.teacher()
        out = io.StringIO()
        out.write("\ufeff")  # a spreadsheet opens the Chinese names as UTF-8
        w = csv.writer(out)
        w.writerow(["question", "kind", "code", "student", "answer", "right", "changes",
                    "first_answer_utc", "last_answer_utc"])
        stamp = "%Y-%m-%d %H:%M:%S"
        for row in self.store.rows():
            *head, first, last = row
            w.writerow([csv_cell(v) for v in head] + [
                time.strftime(stamp, time.gmtime(first)), time.strftime(stamp, time.gmtime(last))])
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition",
                        f'attachment; filename="class-{self.store.class_code}.csv"')
        self.finish(out.getvalue())


class Page(tornado.web.RequestHandler):
    """A class page (plain HTML shipped in the package) with the pages' security headers."""

    def initialize(self, name: str) -> None:
        self.name = name

    def get(self) -> None:
        for k, v in PAGE_HEADERS.items():
            self.set_header(k, v)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Cache-Control", "no-cache")
        self.finish((STATIC / self.name).read_bytes())


class ClassStatic(tornado.web.StaticFileHandler):
    def set_extra_headers(self, path: str) -> None:
        for k, v in PAGE_HEADERS.items():
            self.set_header(k, v)
        self.set_header("Cache-Control", "no-cache")


class NoSite(tornado.web.RequestHandler):
    def get(self, _path: str = "") -> None:
        self.set_status(404 if _path else 200)
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(NO_SITE)


class NotFound(ApiHandler):
    """An address under /class/api/ that is no API: read and act are the base's refusal."""


def make_app(state: ClassState, site: Path | None) -> tornado.web.Application:
    """The class API under /class/api/, the pages under /class/, the offline site at /."""
    api: list[tuple[str, type, dict[str, Any]]] = [
        (r"/class/api/join", Join, {"state": state}),
        (r"/class/api/state", StudentState, {"state": state}),
        (r"/class/api/answer", Answer, {"state": state}),
        (r"/class/api/teacher", Teacher, {"state": state}),
        (r"/class/api/question", Start, {"state": state}),
        (r"/class/api/reveal", Reveal, {"state": state}),
        (r"/class/api/next", Next, {"state": state}),
        (r"/class/api/hide", Hide, {"state": state}),
        (r"/class/api/remove", Remove, {"state": state}),
        (r"/class/api/lock", Lock, {"state": state}),
        (r"/class/api/export\.csv", Export, {"state": state}),
        (r"/class/api/.*", NotFound, {"state": state}),
        (r"/class/?", Page, {"name": "student.html"}),
        (r"/class/teacher", Page, {"name": "teacher.html"}),
        (r"/class/static/(.*)", ClassStatic, {"path": str(STATIC)}),
    ]
    if site is not None and (site / "index.html").is_file():
        api.append((r"/(.*)", tornado.web.StaticFileHandler,
                    {"path": str(site), "default_filename": "index.html"}))
    else:
        api.append((r"/(.*)", NoSite, {}))
    return tornado.web.Application(api, max_body_size=state.limits.max_body * 4,
                                   compress_response=True)
