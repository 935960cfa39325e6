"""The real class server (``python -m widgets.classroom``, as `make class` starts it) on
127.0.0.1: 60 students answering at once, a student reconnecting, the server killed and
started again mid-question (issue 40). Bounded: every request has a timeout, every loop a
count; nothing here measures time."""

import os
import random
import stat
from concurrent.futures import ThreadPoolExecutor

import pytest
from classroom_client import QUESTION, Subprocess

from widgets.classroom.client import Teacher
from widgets.classroom.limits import ClassError, question
from widgets.practice.drills.class_question import class_question
from widgets.practice.drills.questions import available_kinds, rules_for
from widgets.practice.drills.session import nth_question

STUDENTS = 60


@pytest.fixture
def server(tmp_path):
    cls = Subprocess(port=0, folder=tmp_path / "classroom", site=tmp_path / "no-site").launch()
    yield cls
    cls.stop()


def _class_of(cls, n):
    """n students joined at once; their tokens, by name."""
    names = [f"学生{i:02d}" for i in range(n)]
    with ThreadPoolExecutor(max_workers=n) as pool:
        return dict(zip(names, pool.map(cls.join, names), strict=True))


def test_the_terminal_shows_the_code_and_never_the_teachers_key(server):
    text = "".join(server.output)
    assert server.code in text and "make site" in text  # the site is missing here
    assert server.key not in text
    for name in ("teacher.key", "teacher-link.txt"):
        mode = stat.S_IMODE(os.stat(server.folder / name).st_mode)
        assert mode == 0o600, (name, oct(mode))
    assert stat.S_IMODE(os.stat(server.folder).st_mode) == 0o700
    link = (server.folder / "teacher-link.txt").read_text(encoding="utf-8").strip()
    assert link == f"http://127.0.0.1:{server.port}/class/teacher#key={server.key}"
    shown = (server.folder / "students-address.txt").read_text(encoding="utf-8").strip()
    assert shown == f"http://127.0.0.1:{server.port}/class/" and server.key not in shown
    assert Teacher(server.folder).students == shown  # what the teacher's board shows


def test_sixty_students_answer_at_once_and_every_answer_counts_once(server):
    tokens = _class_of(server, STUDENTS)
    qid = server.start()
    rng = random.Random(40)
    first = {name: rng.choice(QUESTION["options"]) for name in tokens}
    final = dict(first)
    # a third change their mind once, as the answers arrive
    for name in rng.sample(sorted(tokens), STUDENTS // 3):
        final[name] = rng.choice([o for o in QUESTION["options"] if o != first[name]])

    def answer(name):
        statuses = [server.answer(tokens[name], qid, first[name])[0]]
        if final[name] != first[name]:
            statuses.append(server.answer(tokens[name], qid, final[name])[0])
        return statuses

    with ThreadPoolExecutor(max_workers=STUDENTS) as pool:
        statuses = [s for ss in pool.map(answer, tokens) for s in ss]
    assert statuses == [200] * len(statuses)
    # the teacher's next look after the last answer was acknowledged is already right
    board = server.board()
    expected = {o: sum(1 for c in final.values() if c == o) for o in QUESTION["options"]}
    assert board["counts"] == expected and board["answered"] == STUDENTS
    assert board["not_answered"] == [] and len(board["students"]) == STUDENTS
    _, text = server.call("GET", "/class/api/export.csv", teacher=True)
    rows = [line.split(",") for line in text.lstrip("\ufeff").splitlines()[1:]]
    assert sorted(r[3] for r in rows) == sorted(tokens)  # one row per student, none twice
    assert {r[3]: r[4] for r in rows} == final
    assert {r[3]: r[6] for r in rows} == {n: str(int(final[n] != first[n])) for n in tokens}


def test_a_student_who_reconnects_keeps_the_answer(server):
    tokens = _class_of(server, 3)
    qid = server.start()
    name, token = next(iter(tokens.items()))
    assert server.answer(token, qid, "2p")[0] == 200
    # every call is a new connection: a reload, another tab, the Wi-Fi back
    for _ in range(3):
        state = server.state(token)
        assert state["name"] == name and state["question"]["my_answer"] == "2p"
    status, err = server.call("POST", "/class/api/join", {"code": server.code, "name": name})
    assert status == 409 and err["error"] == "name-taken"  # nobody takes the seat over


def test_the_server_killed_mid_question_keeps_every_stored_answer(server):
    tokens = _class_of(server, 20)
    qid = server.start()
    mine = {name: QUESTION["options"][i % 4] for i, name in enumerate(tokens)}
    with ThreadPoolExecutor(max_workers=20) as pool:
        assert set(pool.map(lambda n: server.answer(tokens[n], qid, mine[n])[0], tokens)) \
            == {200}
    before = server.board()
    code, key, port = server.code, server.key, server.port
    server.kill()
    server.launch(port)  # the same folder, the same address
    assert (server.code, server.key) == (code, key)
    after = server.board()
    assert after["counts"] == before["counts"] and after["question"]["id"] == qid
    assert after["not_answered"] == [] and after["students"] == before["students"]
    for name, token in tokens.items():
        assert server.state(token)["question"]["my_answer"] == mine[name]
    # the class goes on: a change, the reveal, each sees whether they were right
    first = next(iter(tokens))
    assert server.answer(tokens[first], qid, "5s")[0] == 200
    server.ok("POST", "/class/api/reveal", {}, teacher=True)
    assert server.state(tokens[first])["question"]["right"] is True
    server.stop()
    server.launch(port)  # a clean stop keeps it all too
    assert server.board()["question"]["revealed"] is True


@pytest.mark.parametrize("variant", ["sichuan-xuezhan", "wuhan", "shuangren", "yongzhou"])
def test_every_one_pick_drill_question_is_a_valid_class_question(variant):
    """The engine's questions (best discard, 定缺) pass the class API's checks unchanged."""
    kinds = available_kinds(rules_for(variant))
    for kind in ("discard", "dingque"):
        if kind not in kinds:
            continue
        for i in range(3):
            q = nth_question(variant, (kind,), "medium", 40, None, i)
            payload = question(class_question(q))
            assert payload["answer"] == sorted(q.answer) and set(payload["answer"]) <= \
                set(payload["options"]) and payload["reason"]["zh"]


def test_a_teacher_asks_a_drill_question_from_python(server):
    """widgets.classroom.client.Teacher, reading the class folder as a notebook cell would:
    the drill's question reaches the student with its hand and named choices; right after
    the reveal; a refusal raises with the server's words."""
    teacher = Teacher(server.folder)
    token = server.join("Lin")
    q = nth_question("sichuan-xuezhan", ("discard",), "easy", 3, None, 0)
    assert teacher.ask(class_question(q, code="dr1.test")) == 1
    seen = server.state(token)["question"]
    assert seen["hand"] == q.hand and "code" not in seen and "answer" not in seen
    best = sorted(q.answer)[0]
    assert seen["labels"][best]["zh"] in seen["labels"][best]["en"]
    assert server.answer(token, seen["id"], best)[0] == 200
    assert teacher.board()["counts"][best] == 1
    teacher.reveal()
    after = server.state(token)["question"]
    assert after["right"] is True and after["code"] == "dr1.test"  # the code with the reveal
    with pytest.raises(ClassError, match="no-question") as refused:
        teacher.next()
        teacher.reveal()
    assert "没有题目" in refused.value.zh
    teacher.key = "forged"
    with pytest.raises(ClassError, match="not-teacher"):
        teacher.board()
    with pytest.raises(FileNotFoundError, match="make class"):
        Teacher(server.folder / "nowhere")


def test_a_second_server_on_the_same_class_is_refused_and_says_why(server):
    """Two servers writing one class would each show half of it; a port in use is named."""
    second = Subprocess(port=0, folder=server.folder, site=server.site)
    with pytest.raises(AssertionError, match="already running for"):
        second.launch()
    assert second.proc.wait(timeout=30) == 1
    other = Subprocess(port=0, folder=server.folder.parent / "other", site=server.site)
    with pytest.raises(AssertionError, match="try make class CLASS_ARGS"):
        other.launch(server.port)
    assert server.board()["class_code"] == server.code  # the first goes on
