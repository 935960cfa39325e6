"""The class API (issue 40): who may do what, what a student sees before and after the reveal,
bounded sizes and rates, hostile names, the CSV export. The app runs in this process on
127.0.0.1 (tests/classroom_client.py); the real server's start, load and restarts are in
test_classroom_load.py."""

import csv
import io
from pathlib import Path

import pytest
from classroom_client import QUESTION, InProcess

from widgets.classroom.limits import Limits

HOSTILE = ['<script>alert("x")</script>', '"><img src=x onerror=alert(1)>',
           '=HYPERLINK("http://e.vil")', "Robert'); DROP TABLE students;--",
           "李伟 & <b>王芳</b>", "@SUM(1+1)"]


@pytest.fixture
def cls(tmp_path):
    server = InProcess.start_in(tmp_path)
    yield server
    server.stop()


def test_joining_needs_the_class_code_and_a_name_of_ones_own(cls):
    status, err = cls.call("POST", "/class/api/join", {"code": "WRONG1", "name": "Li"})
    assert status == 403 and err["error"] == "bad-code"
    assert "班级代码" in err["message"]["zh"] and "class code" in err["message"]["en"]
    # the code as a student types it: lower case, spaces round it
    status, ok = cls.call("POST", "/class/api/join", {"code": f" {cls.code.lower()} ",
                                                      "name": "  Li   Wei "})
    assert status == 200 and ok["name"] == "Li Wei" and len(ok["token"]) >= 32
    status, err = cls.call("POST", "/class/api/join", {"code": cls.code, "name": "li wei"})
    assert status == 409 and err["error"] == "name-taken" and "li wei" in err["message"]["en"]


@pytest.mark.parametrize("name, why", [
    ("", "empty"), ("   ", "empty"), ("x" * 33, "too long"), ("a\x00b", "control"),
    ("evil\u202eedoc", "control"), ("a\nb\x1b[31m", "control"), (42, "text")])
def test_a_bad_name_is_refused_with_the_reason(cls, name, why):
    status, err = cls.call("POST", "/class/api/join", {"code": cls.code, "name": name})
    assert status == 400 and err["error"] == "bad-name" and why in err["message"]["en"]
    assert err["message"]["zh"] and err["message"]["zh"] != err["message"]["en"]


def test_hostile_names_are_kept_as_text_and_the_csv_runs_no_formula(cls):
    tokens = {name: cls.join(name) for name in HOSTILE}
    qid = cls.start()
    for token in tokens.values():
        assert cls.answer(token, qid, "1p")[0] == 200
    board = cls.board()
    assert board["students"] == HOSTILE  # verbatim in JSON: the pages draw them as text
    assert cls.last_headers["Content-Type"].startswith("application/json")
    assert cls.last_headers["X-Content-Type-Options"] == "nosniff"
    status, text = cls.call("GET", "/class/api/export.csv", teacher=True)
    assert status == 200
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
    names = [r[3] for r in rows[1:]]
    assert "'=HYPERLINK(\"http://e.vil\")" in names and "'@SUM(1+1)" in names
    assert '<script>alert("x")</script>' in names  # CSV is not HTML: kept as written
    assert not any(n[:1] in "=+-@" for n in names)


@pytest.mark.parametrize("method, path, body", [
    ("POST", "/class/api/question", QUESTION), ("POST", "/class/api/reveal", {}),
    ("POST", "/class/api/next", {}), ("POST", "/class/api/hide", {"hide": True}),
    ("POST", "/class/api/remove", {"name": "Mei"}), ("POST", "/class/api/lock", {"lock": True}),
    ("GET", "/class/api/export.csv", None), ("GET", "/class/api/teacher", None)])
def test_only_the_teacher_starts_reveals_moves_on_and_exports(cls, method, path, body):
    token = cls.join("Mei")
    for who in (False, "wrong-key", token, cls.key[:-1], cls.key + "x"):
        status, err = cls.call(method, path, body, teacher=who)
        assert status == 403 and err["error"] == "not-teacher", who
    assert "老师" in err["message"]["zh"]


def test_a_student_sees_neither_the_answer_nor_the_others_before_the_reveal(cls):
    me, other = cls.join("Me"), cls.join("Other")
    qid = cls.start()
    assert cls.answer(other, qid, "5s")[0] == 200
    q = cls.state(me)["question"]
    assert q["options"] == QUESTION["options"] and q["my_answer"] is None
    assert "answer" not in q and "reason" not in q and "right" not in q
    assert "5s" not in str({k: v for k, v in q.items() if k != "options"})
    # nor the position code: pasted into a lab it would show the engine's answer
    assert "code" not in q and QUESTION["code"] not in str(q)
    status, _ = cls.call("GET", "/class/api/teacher", student=me)
    assert status == 403
    cls.ok("POST", "/class/api/reveal", {}, teacher=True)
    q = cls.state(me)["question"]
    assert q["revealed"] and q["answer"] == ["5s"] and q["right"] is None
    assert q["code"] == QUESTION["code"]  # to study the position after the reveal
    assert q["reason"]["zh"] == QUESTION["reason"]["zh"]
    assert cls.state(other)["question"]["right"] is True


def test_an_answer_is_kept_once_changeable_until_the_reveal(cls):
    a, b = cls.join("A"), cls.join("B")
    qid = cls.start()
    assert cls.answer(a, qid, "1p") == (200, {"question": qid, "choice": "1p"})
    assert cls.answer(a, qid, "5s")[0] == 200
    assert cls.answer(a, qid, "5s")[0] == 200  # the same again is not a change
    board = cls.board()
    assert board["counts"] == {"5s": 1, "1p": 0, "2p": 0, "3p": 0}
    assert board["answered"] == 1 and board["not_answered"] == ["B"]
    assert board["question"]["answer"] == ["5s"]  # the teacher sees the answer before reveal
    assert cls.answer(b, qid, "9z")[1]["error"] == "bad-choice"
    assert cls.answer(b, qid + 1, "1p")[1]["error"] == "not-current"
    assert cls.answer("forged-token", qid, "1p")[0] == 401
    status, err = cls.call("POST", "/class/api/answer", {"question": True, "choice": "1p"},
                           student=b)  # True is no question number
    assert status == 400 and err["error"] == "bad-json"
    cls.ok("POST", "/class/api/reveal", {}, teacher=True)
    status, err = cls.answer(a, qid, "1p")
    assert status == 409 and err["error"] == "revealed" and "公布" in err["message"]["zh"]
    assert cls.state(a)["question"]["right"] is True
    _, text = cls.call("GET", "/class/api/export.csv", teacher=True)
    rows = list(csv.DictReader(io.StringIO(text.lstrip("\ufeff"))))
    assert [(r["student"], r["answer"], r["right"], r["changes"]) for r in rows] == \
        [("A", "5s", "True", "1")]


def test_next_closes_the_question_and_a_new_one_starts_fresh(cls):
    a = cls.join("A")
    first = cls.start()
    cls.answer(a, first, "1p")
    assert cls.ok("POST", "/class/api/next", {}, teacher=True) == {"closed": first}
    assert cls.state(a)["question"] is None and cls.board()["question"] is None
    assert cls.call("POST", "/class/api/reveal", {}, teacher=True)[1]["error"] == "no-question"
    second = cls.start({**QUESTION, "options": ["1m", "2m"], "answer": ["1m", "2m"]})
    q = cls.state(a)["question"]
    assert q["id"] == second and q["number"] == 2 and q["my_answer"] is None
    assert cls.answer(a, first, "1p")[1]["error"] == "not-current"


def test_the_hidden_counts_setting_is_kept(cls):
    assert cls.board()["hide_counts"] is False
    assert cls.ok("POST", "/class/api/hide", {"hide": True}, teacher=True)["hide_counts"]
    assert cls.board()["hide_counts"] is True
    assert cls.call("POST", "/class/api/hide", {"hide": "yes"}, teacher=True)[0] == 400


@pytest.mark.parametrize("change, why", [
    ({"options": []}, "'options'"), ({"options": ["1m"] * 2, "answer": "1m"}, "differ"),
    ({"options": [f"{i}x" for i in range(121)], "answer": "1x"}, "'options'"),
    ({"options": ["x" * 41], "answer": "x" * 41}, "'options'"),
    ({"answer": "9m"}, "not one of the options"), ({"kind": ""}, "'kind'"),
    ({"code": None}, "'code'"), ({"reason": ["a"]}, "'reason'"),
    ({"prompt": {"fr": "x"}}, "'prompt'"), ({"reason": "r" * 2001}, "too long")])
def test_a_bad_question_is_refused_naming_what_is_wrong(cls, change, why):
    status, err = cls.call("POST", "/class/api/question", {**QUESTION, **change}, teacher=True)
    assert status == 400 and err["error"] == "bad-question" and why in err["message"]["en"]


def test_sizes_are_bounded(cls):
    big = {**QUESTION, "reason": {"en": "r" * 1900, "zh": "理" * 1900}}
    status, err = cls.call("POST", "/class/api/question", big, teacher=True)
    assert status == 413 and err["error"] == "too-large"
    status, err = cls.call("POST", "/class/api/join", raw=b"{" + b" " * 20_000 + b"}")
    assert status == 413
    for raw in (b"not json", b"[1, 2]", b"\xff\xfe"):
        assert cls.call("POST", "/class/api/join", raw=raw)[1]["error"] == "bad-json"
    status, err = cls.call("GET", "/class/api/nothing")
    assert status == 404 and err["error"] == "not-found"


def test_rates_are_limited_per_student_and_per_address(tmp_path):
    cls = InProcess.start_in(tmp_path, Limits(answer_rate=0.001, answer_burst=3,
                                              ip_rate=0.001, ip_burst=15))
    try:
        token = cls.join("Quick")
        qid = cls.start()
        statuses = [cls.answer(token, qid, "1p")[0] for _ in range(5)]
        assert statuses == [200, 200, 200, 429, 429]
        status, err = cls.call("GET", "/class/api/state", student=token)
        while status == 200:  # the address's burst, spent (bounded: 15 at most)
            status, err = cls.call("GET", "/class/api/state", student=token)
        assert status == 429 and err["error"] == "too-many" and "稍等" in err["message"]["zh"]
    finally:
        cls.stop()


def test_the_class_pages_ship_with_their_files_and_a_strict_policy(cls):
    for path, mark in (("/class/", "paixue-class-student"),
                       ("/class/teacher", "paixue-class-teacher")):
        status, html = cls.call("GET", path)
        assert status == 200 and mark in html and "<script>" not in html
        assert "default-src 'self'" in cls.last_headers["Content-Security-Policy"]
        assert "http" not in html.replace('"http-equiv"', "")  # no CDN, nothing off-site
    for name in ("class.js", "student.js", "teacher.js", "class.css"):
        status, text = cls.call("GET", f"/class/static/{name}")
        assert status == 200 and "innerHTML" not in text and "https://" not in text


def test_the_site_is_served_and_its_absence_says_how_to_build_it(tmp_path, cls):
    status, text = cls.call("GET", "/")
    assert status == 200 and "make site" in text and "/class/" in text
    site = tmp_path / "site"
    (site / "lab").mkdir(parents=True)
    (site / "index.html").write_text("the site", encoding="utf-8")
    (site / "lab" / "index.html").write_text("the lab", encoding="utf-8")
    (tmp_path / "other").mkdir()
    served = InProcess.start_in(tmp_path / "other", site=site)
    try:
        assert served.call("GET", "/") == (200, "the site")
        assert served.call("GET", "/lab/") == (200, "the lab")
        assert served.call("GET", "/class/")[0] == 200
        assert served.call("GET", "/../class.sqlite3")[0] in (403, 404)
    finally:
        served.stop()


def test_a_full_class_says_so(tmp_path):
    cls = InProcess.start_in(tmp_path, Limits(max_students=2))
    try:
        cls.join("One")
        cls.join("Two")
        status, err = cls.call("POST", "/class/api/join", {"code": cls.code, "name": "Three"})
        assert status == 409 and err["error"] == "class-full" and "2" in err["message"]["zh"]
    finally:
        cls.stop()


def test_one_address_cannot_fill_the_class_at_once():
    """A script joining again and again from one address is held back long before the class's
    300 seats are taken (the default limits); a real class (60 here) joins at once."""
    from widgets.classroom.limits import LIMITS
    assert 60 <= LIMITS.join_burst < LIMITS.max_students / 2 and LIMITS.join_rate <= 2
    assert LIMITS.ip_rate >= LIMITS.max_students  # every student's page asks once a second


@pytest.mark.parametrize(("bind", "host"), [("0.0.0.0", "127.0.0.1"), ("", "127.0.0.1"),
                                            ("127.0.0.2", "127.0.0.2"), ("::1", "[::1]")])
def test_the_teachers_link_uses_the_address_the_server_listens_on(bind, host):
    from widgets.classroom.run import local_host
    assert local_host(bind) == host


def test_the_teachers_calls_find_the_class_folder_of_make_class(tmp_path, monkeypatch):
    """make lab runs the notebooks in my-lessons/, make class keeps the class in classroom/
    beside it: the board looks there, or where PAIXUE_CLASS_FOLDER says."""
    from widgets.classroom.client import Teacher, class_folder
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("PAIXUE_CLASS_FOLDER", str(tmp_path / "other"))
    assert class_folder() == tmp_path / "other"
    with pytest.raises(FileNotFoundError, match="other/teacher-link.txt is missing"):
        Teacher()
    monkeypatch.delenv("PAIXUE_CLASS_FOLDER")
    (tmp_path / "classroom").mkdir()
    assert class_folder() == Path("classroom")


def test_the_teacher_removes_a_student_and_locks_the_class(cls):
    a, b = cls.join("Ana"), cls.join("Bo")
    qid = cls.start()
    cls.answer(a, qid, "1p")
    cls.answer(b, qid, "5s")
    assert cls.ok("POST", "/class/api/remove", {"name": " ana "}, teacher=True) == {
        "removed": "Ana"}
    board = cls.board()  # Ana's unrevealed answer no longer counts; she is not waited for
    assert board["students"] == ["Bo"] and board["counts"]["1p"] == 0
    assert board["answered"] == 1 and board["not_answered"] == []
    status, err = cls.call("GET", "/class/api/state", student=a)  # her token stops working
    assert status == 401 and err["error"] == "removed" and "移出" in err["message"]["zh"]
    assert cls.answer(a, qid, "1p")[1]["error"] == "removed"
    status, err = cls.call("POST", "/class/api/remove", {"name": "Ana"}, teacher=True)
    assert status == 404 and err["error"] == "no-student" and "Ana" in err["message"]["en"]
    # locked: no new joins, not even the removed name; those in the class stay
    assert cls.ok("POST", "/class/api/lock", {"lock": True}, teacher=True)["locked"] is True
    assert cls.board()["locked"] is True
    status, err = cls.call("POST", "/class/api/join", {"code": cls.code, "name": "Ana"})
    assert status == 403 and err["error"] == "locked" and "锁定" in err["message"]["zh"]
    assert cls.state(b)["question"]["my_answer"] == "5s"
    cls.ok("POST", "/class/api/lock", {"lock": False}, teacher=True)
    assert cls.join("Ana") != a  # open again: the name is free for a new seat
    for path, body in (("remove", {"name": 3}), ("lock", {"lock": "yes"})):
        status, err = cls.call("POST", f"/class/api/{path}", body, teacher=True)
        assert status == 400 and err["error"] == "bad-json"
    for path, body in (("remove", {"name": "Bo"}), ("lock", {"lock": True})):
        assert cls.call("POST", f"/class/api/{path}", body, student=b)[0] == 403
