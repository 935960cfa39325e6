"""The student's side of the class API from Python: join with the class code and a display
name, read the open question, answer it (again to change, until the reveal).

One code path, two transports, picked once: in JupyterLab (CPython) the standard library's
``urllib``; in the offline site (Pyodide in a web worker, served by the class server itself)
a synchronous ``XMLHttpRequest`` from the worker, to the page's own origin. Pyodide's
``open_url`` is a GET without headers and ``pyodide.http.pyfetch`` is asynchronous (a widget's
handler cannot await it), so neither fits; a worker may make a synchronous request, with a
timeout. No CDN, nothing off the class server.

    from widgets.classroom.student import Seat
    me = Seat.join("K7M2QX", "Li Wei", server="http://192.168.1.20:8000")
    me.state()["question"]               # None, or the open question
    me.answer("5s")                      # until the reveal; again to change

Every refusal raises :class:`~widgets.classroom.limits.ClassError` (en and zh), the server's
or this side's (a class code or name that cannot be right is refused before it is sent);
every request has a timeout, so nothing hangs.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from .limits import ClassError, display_name

TIMEOUT = 8.0  # seconds for one request: a class on a local network answers in milliseconds
CODE = re.compile(r"[A-Za-z0-9]{4,12}")
# (method, url, headers, body, timeout) → (status, body)
Transport = Callable[[str, str, dict[str, str], bytes | None, float], tuple[int, bytes]]


def unreachable(why: object) -> ClassError:
    return ClassError("unreachable", said=(
        f"cannot reach the class server ({why}): is `make class` running, and is the address "
        "right?", f"连不上课堂服务器（{why}）：老师的 `make class` 在运行吗？地址对吗？"))


def urllib_transport(method: str, url: str, headers: dict[str, str], body: bytes | None,
                     timeout: float) -> tuple[int, bytes]:
    """CPython (JupyterLab): ``urllib`` with a timeout."""
    import urllib.error
    import urllib.request

    req = urllib.request.Request(url, data=body, method=method, headers=headers)
    try:
        with urllib.request.urlopen(req, timeout=timeout) as res:
            return int(res.status), bytes(res.read())
    except urllib.error.HTTPError as e:
        return int(e.code), bytes(e.read())
    except (OSError, ValueError) as e:  # refused, timed out, no such host, a bad address
        raise unreachable(getattr(e, "reason", e)) from None


def xhr_transport(method: str, url: str, headers: dict[str, str], body: bytes | None,
                  timeout: float) -> tuple[int, bytes]:
    """Pyodide in a web worker (the offline site): a synchronous XMLHttpRequest, allowed in
    a worker and with a timeout there."""
    import js  # type: ignore[import-not-found]  # Pyodide's bridge to the browser

    xhr = js.XMLHttpRequest.new()
    try:
        xhr.open(method, url, False)
        xhr.timeout = int(timeout * 1000)
        for k, v in headers.items():
            xhr.setRequestHeader(k, v)
        xhr.send(None if body is None else body.decode("utf-8"))
    except Exception as e:  # noqa: BLE001  a JS error (network, timeout) arrives as JsException
        raise unreachable(e) from None
    if xhr.status == 0:  # the request never reached a server
        raise unreachable("no answer")
    return int(xhr.status), str(xhr.responseText).encode("utf-8")


def in_browser() -> bool:
    return sys.platform == "emscripten"


def transport() -> Transport:
    """The one that works here: XHR under Pyodide, urllib elsewhere."""
    return xhr_transport if in_browser() else urllib_transport


def page_origin() -> str:
    """In the offline site: the address the site came from (the class server serves it)."""
    import js

    return str(js.location.origin)


def server_address(server: str | None) -> str:
    """``scheme://host:port`` of the class server: the given address (what the teacher's
    screen shows, e.g. ``http://192.168.1.20:8000/class/``), or in the offline site the
    site's own origin. ClassError for anything else, naming it."""
    if server is None:
        if in_browser():
            return page_origin()
        raise ClassError("bad-address", said=(
            "give the class server's address, as the teacher's screen shows it, e.g. "
            "server='http://192.168.1.20:8000'",
            "请给出课堂服务器的地址（老师屏幕上显示的），例如 server='http://192.168.1.20:8000'"))
    text = server.strip() if isinstance(server, str) else ""
    try:
        parts = urlsplit(text)
        ok = parts.scheme in ("http", "https") and bool(parts.hostname) and len(text) <= 200
        parts.port  # noqa: B018  a port that is no number raises here
    except ValueError:
        ok = False
    if not ok:
        raise ClassError("bad-address", said=(
            f"{str(server)[:80]!r} is not a web address: it starts with http:// and names the "
            "teacher's machine, e.g. 'http://192.168.1.20:8000'",
            f"{str(server)[:80]!r} 不是网址：应以 http:// 开头，写老师电脑的地址，例如 "
            "'http://192.168.1.20:8000'"))
    return f"{parts.scheme}://{parts.netloc}"


def class_code(raw: Any) -> str:
    """A class code as typed (spaces, lower case), checked before it is sent."""
    code = raw.strip().upper() if isinstance(raw, str) else ""
    if not CODE.fullmatch(code):
        raise ClassError("bad-code", said=(
            f"{str(raw)[:40]!r} cannot be a class code: it is the letters and digits on the "
            "teacher's screen, e.g. K7M2QX",
            f"{str(raw)[:40]!r} 不是班级代码：班级代码是老师屏幕上的字母和数字，例如 K7M2QX"))
    return code


def refusal(status: int, body: bytes) -> ClassError:
    """The server's refusal as a ClassError (its JSON), or one naming the status."""
    try:
        err = json.loads(body)
        return ClassError(str(err["error"]), said=(str(err["message"]["en"]),
                                                   str(err["message"]["zh"])))
    except (ValueError, KeyError, TypeError):
        return unreachable(f"HTTP {status}")


class Seat:
    """One student's place in the class: ``state()``, ``answer(choice)``. Made by
    :meth:`join` (or from a token kept earlier: a student who reloads keeps their answer)."""

    def __init__(self, base: str, token: str, name: str, send: Transport | None = None,
                 timeout: float = TIMEOUT) -> None:
        self.base, self.token, self.name = base, token, name
        self._send = send or transport()
        self.timeout = timeout
        self.question: int | None = None  # the open question's id, as last seen

    @classmethod
    def join(cls, code: str, name: str, server: str | None = None,
             send: Transport | None = None, timeout: float = TIMEOUT,
             keep: Path | None = None) -> Seat:
        """Join the class with its ``code`` and one's display ``name``; ``server`` the class
        server's address (not needed in the offline site it serves). ``keep``: a file that
        keeps the student's token, so joining again (the cell run again, the page reloaded)
        is the same student with the same answers, not a "name taken"."""
        body = {"code": class_code(code), "name": display_name(name)}
        base = server_address(server)
        send = send or transport()
        kept = _kept(keep)
        token = kept.get(f"{base} {body['code']} {name_key(body['name'])}")
        if isinstance(token, str):
            again = cls(base, token, body["name"], send, timeout)
            try:
                again.name = str(again.state()["name"])
                return again
            except ClassError as e:
                if e.code != "unknown-student":  # another class on that server: join anew
                    raise
        out = call(send, base, "POST", "join", body, timeout=timeout)
        seat = cls(base, str(out["token"]), str(out["name"]), send, timeout)
        if keep is not None:
            kept[f"{base} {body['code']} {name_key(seat.name)}"] = seat.token
            try:
                keep.write_text(json.dumps(kept, ensure_ascii=False), encoding="utf-8")
            except Exception:  # noqa: BLE001  a folder one cannot write to (or the site's
                pass  # drive with no service worker): the seat works, only a rejoin would not
        return seat

    def _call(self, method: str, path: str, body: Any = None) -> dict[str, Any]:
        return call(self._send, self.base, method, path, body, token=self.token,
                    timeout=self.timeout)

    def state(self) -> dict[str, Any]:
        """``{name, question}``: the open question (None if none) with ``my_answer``; once
        revealed also ``answer``, ``reason`` and ``right``."""
        out = self._call("GET", "state")
        q = out.get("question")
        self.question = q["id"] if isinstance(q, dict) else None
        return out

    def answer(self, choice: str | list[str]) -> str:
        """Answer the open question (again to change it, until the reveal); the choice kept
        (a set question's: its options, space-separated)."""
        if self.question is None:
            self.state()
        if self.question is None:
            raise ClassError("no-question")
        return str(self._call("POST", "answer", {"question": self.question,
                                                 "choice": choice})["choice"])


def name_key(name: str) -> str:
    """As the server tells names apart (store.py; not imported: Pyodide has no sqlite3)."""
    return " ".join(name.casefold().split())


def _kept(keep: Path | None) -> dict[str, Any]:
    """The tokens kept in ``keep`` (none if it is missing or not ours)."""
    try:
        data = json.loads(keep.read_text(encoding="utf-8")) if keep and keep.is_file() else {}
    except Exception:  # noqa: BLE001  unreadable, not JSON, the site's drive unreachable
        return {}
    return data if isinstance(data, dict) else {}


def call(send: Transport, base: str, method: str, path: str, body: Any = None, *,
         token: str = "", timeout: float = TIMEOUT) -> dict[str, Any]:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["X-Paixue-Student"] = token
    data = None if body is None else json.dumps(body).encode("utf-8")
    status, raw = send(method, f"{base}/class/api/{path}", headers, data, timeout)
    if status != 200:
        raise refusal(status, raw)
    try:
        out = json.loads(raw)
    except ValueError:
        raise unreachable("not the class server's answer") from None
    if not isinstance(out, dict):
        raise unreachable("not the class server's answer")
    return out
