"""A class server for the tests, on 127.0.0.1 only: in this process (a thread with its own
event loop, for the API tests: fast, and with limits of the test's choosing) or the real
``python -m widgets.classroom`` in a subprocess (the load, restart and browser tests).
Both answer ``call(method, path, body, teacher=…, student=…) -> (status, json or text)``."""

from __future__ import annotations

import asyncio
import http.client
import json
import os
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tornado.httpserver
import tornado.netutil

from widgets.classroom.limits import LIMITS, Limits
from widgets.classroom.server import ClassState, make_app
from widgets.classroom.store import Store

ROOT = Path(__file__).resolve().parent.parent
START_TIMEOUT = 30.0
CALL_TIMEOUT = 10.0

QUESTION = {"kind": "best-discard", "variant": "sichuan-xuezhan", "code": "hl1.test",
            "prompt": {"en": "Which tile?", "zh": "打哪张？"},
            "options": ["5s", "1p", "2p", "3p"], "answer": "5s",
            "reason": {"en": "5s leaves a ready hand on 1p and 4p", "zh": "打 5s 听 1p、4p"}}


@dataclass
class Client:
    port: int
    key: str = ""
    code: str = ""

    def call(self, method: str, path: str, body: Any = None, *, teacher: bool | str = False,
             student: str | None = None, raw: bytes | None = None) -> tuple[int, Any]:
        """One request on a new connection (as a page reloading would make)."""
        headers = {"Content-Type": "application/json"}
        if teacher:
            headers["X-Paixue-Teacher"] = teacher if isinstance(teacher, str) else self.key
        if student is not None:
            headers["X-Paixue-Student"] = student
        data = raw if raw is not None else None if body is None else json.dumps(body).encode()
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=CALL_TIMEOUT)
        try:
            conn.request(method, path, body=data, headers=headers)
            res = conn.getresponse()
            text = res.read().decode("utf-8")
            self.last_headers = dict(res.getheaders())
        finally:
            conn.close()
        kind = res.getheader("Content-Type", "")
        return res.status, json.loads(text) if kind.startswith("application/json") else text

    def ok(self, method: str, path: str, body: Any = None, **kw: Any) -> Any:
        status, data = self.call(method, path, body, **kw)
        assert status == 200, (status, data)
        return data

    def join(self, name: str) -> str:
        return str(self.ok("POST", "/class/api/join", {"code": self.code, "name": name})["token"])

    def start(self, payload: dict[str, Any] | None = None) -> int:
        return int(self.ok("POST", "/class/api/question", payload or QUESTION,
                           teacher=True)["question"])

    def answer(self, token: str, qid: int, choice: str) -> tuple[int, Any]:
        return self.call("POST", "/class/api/answer", {"question": qid, "choice": choice},
                         student=token)

    def state(self, token: str) -> Any:
        return self.ok("GET", "/class/api/state", student=token)

    def board(self) -> Any:
        return self.ok("GET", "/class/api/teacher", teacher=True)


@dataclass
class InProcess(Client):
    """The app in a thread of this process; ``stop()`` ends it."""

    loop: Any = None
    thread: Any = None
    stop_event: Any = None
    folder: Any = None

    @classmethod
    def start_in(cls, folder: Path, limits: Limits = LIMITS, site: Path | None = None,
                 key: str = "k" * 40) -> InProcess:
        ready: queue.Queue[Any] = queue.Queue()
        me = cls(port=0, key=key)

        async def run() -> None:
            store = Store(str(folder / "class.sqlite3"), limits)
            app = make_app(ClassState(store, key, limits), site)
            sockets = tornado.netutil.bind_sockets(0, "127.0.0.1")
            server = tornado.httpserver.HTTPServer(app)
            server.add_sockets(sockets)
            me.stop_event = asyncio.Event()
            me.loop = asyncio.get_running_loop()
            ready.put((int(sockets[0].getsockname()[1]), store.class_code))
            await me.stop_event.wait()
            server.stop()
            store.close()

        me.thread = threading.Thread(target=asyncio.run, args=(run(),), daemon=True)
        me.thread.start()
        me.port, me.code = ready.get(timeout=START_TIMEOUT)
        return me

    def stop(self) -> None:
        """Stop the server (again: nothing more)."""
        if self.thread is not None and self.thread.is_alive():
            self.loop.call_soon_threadsafe(self.stop_event.set)
            self.thread.join(timeout=START_TIMEOUT)


ADDRESS = re.compile(r"Students: open http://127\.0\.0\.1:(\d+)/class/\s+class code: (\w+)")


@dataclass
class Subprocess(Client):
    """``python -m widgets.classroom`` as `make class` runs it, on 127.0.0.1."""

    folder: Path = Path()
    site: Path = Path()
    proc: Any = None
    output: list[str] = field(default_factory=list)

    def launch(self, port: int = 0) -> Subprocess:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "widgets.classroom", "--bind", "127.0.0.1", "--port",
             str(port), "--folder", str(self.folder), "--site", str(self.site)],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=ROOT)
        lines: queue.Queue[str | None] = queue.Queue()

        def read() -> None:
            for line in self.proc.stdout:
                lines.put(line)
            lines.put(None)

        threading.Thread(target=read, daemon=True).start()
        deadline = time.monotonic() + START_TIMEOUT
        while (left := deadline - time.monotonic()) > 0:
            try:
                line = lines.get(timeout=left)
            except queue.Empty:
                break
            if line is None:
                break
            self.output.append(line)
            if m := ADDRESS.search(line):
                self.port, self.code = int(m[1]), m[2]
                self.key = (self.folder / "teacher.key").read_text(encoding="utf-8").strip()
                # the rest of the banner (a few lines) is read before the test goes on
                threading.Thread(target=self.drain, args=(lines,), daemon=True).start()
                return self
        self.stop()
        raise AssertionError("the class server did not start:\n" + "".join(self.output))

    def drain(self, lines: queue.Queue[str | None]) -> None:
        while (line := lines.get()) is not None:
            self.output.append(line)

    def kill(self) -> None:
        """As a crash or a pulled plug would: no chance to tidy up."""
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=START_TIMEOUT)

    def stop(self) -> None:
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=START_TIMEOUT)
            except subprocess.TimeoutExpired:
                self.kill()
