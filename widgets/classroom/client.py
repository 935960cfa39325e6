"""The teacher's side of the class API from Python (a notebook cell on the teacher's machine),
standard library only: it reads the address and the key from the class folder that
``make class`` wrote, so nothing secret is typed or shown.

    from widgets.classroom.client import Teacher
    from widgets.ui import Drill
    d = Drill("sichuan-xuezhan", kinds=("discard",), seed=7); d
    t = Teacher()                      # the folder `make class` uses: ./classroom
    t.ask(d.class_question())          # every student's page shows the question
    t.board()["counts"]                # live counts, who has not answered
    t.reveal(); t.next()

Every refusal raises :class:`ClassError` with the server's message (en and zh).
"""

from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from .limits import ClassError

TIMEOUT = 10.0
LOOK_TIMEOUT = 3.0  # the board is asked every second: a slow answer is skipped, not awaited


def class_folder() -> Path:
    """The folder ``make class`` keeps the class in: $PAIXUE_CLASS_FOLDER, else ``classroom``
    where the notebook runs if it is there, else the checkout's (``make lab`` runs the
    notebooks in my-lessons/, ``make class`` writes classroom/ beside it)."""
    if os.environ.get("PAIXUE_CLASS_FOLDER"):
        return Path(os.environ["PAIXUE_CLASS_FOLDER"])
    here = Path("classroom")
    checkout = Path(__file__).resolve().parents[2] / "classroom"
    return here if here.is_dir() or not checkout.is_dir() else checkout


class Teacher:
    """The class server's teacher calls: ``ask``, ``board``, ``reveal``, ``next``,
    ``hide_counts``, ``remove``, ``lock``, ``export_csv``."""

    def __init__(self, folder: str | Path | None = None) -> None:
        folder = class_folder() if folder is None else Path(folder)
        link = folder / "teacher-link.txt"
        if not link.is_file():
            raise FileNotFoundError(f"{link.resolve()} is missing: start the class server with "
                                    "`make class` first (it writes this file), or give the "
                                    "folder it was started with")
        url = urlsplit(link.read_text(encoding="utf-8").strip())
        self.base = f"{url.scheme}://{url.netloc}"
        self.key = url.fragment.removeprefix("key=")
        # the address the students open (this machine's on the local network)
        shown = Path(folder) / "students-address.txt"
        self.students = shown.read_text(encoding="utf-8").strip() if shown.is_file() \
            else f"{self.base}/class/"

    def _call(self, method: str, path: str, body: Any = None,
              timeout: float = TIMEOUT) -> bytes:
        data = None if body is None else json.dumps(body).encode("utf-8")
        req = urllib.request.Request(self.base + "/class/api/" + path, data=data,
                                     method=method, headers={
                                         "X-Paixue-Teacher": self.key,
                                         "Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=timeout) as res:
                return bytes(res.read())
        except urllib.error.HTTPError as e:
            try:
                err = json.loads(e.read())
                said = (str(err["message"]["en"]), str(err["message"]["zh"]))
                refused = ClassError(str(err["error"]), said=said)
            except (ValueError, KeyError, TypeError):
                raise e from None
            raise refused from None

    def _json(self, method: str, path: str, body: Any = None,
              timeout: float = TIMEOUT) -> dict[str, Any]:
        out: dict[str, Any] = json.loads(self._call(method, path, body, timeout))
        return out

    def ask(self, question: dict[str, Any]) -> int:
        """Start ``question`` (a widget's ``class_question()``); its number in the class."""
        return int(self._json("POST", "question", question)["number"])

    def board(self) -> dict[str, Any]:
        """The class now: code, students, the open question with its answer, counts per
        option, how many answered and who has not."""
        return self._json("GET", "teacher", timeout=LOOK_TIMEOUT)

    def reveal(self) -> None:
        self._json("POST", "reveal", {})

    def next(self) -> None:
        self._json("POST", "next", {})

    def hide_counts(self, hide: bool = True) -> None:
        self._json("POST", "hide", {"hide": hide})

    def remove(self, name: str) -> None:
        """Take the student called ``name`` out of the class (ClassError if none is)."""
        self._json("POST", "remove", {"name": name})

    def lock(self, lock: bool = True) -> None:
        """Lock the class (no new joins) or open it again."""
        self._json("POST", "lock", {"lock": lock})

    def export_csv(self) -> str:
        return self._call("GET", "export.csv").decode("utf-8-sig")
