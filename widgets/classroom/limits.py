"""What the class API accepts: bounded sizes, checked names and questions, rate limits, and
the errors it answers with (a code plus a message in en and zh naming what is wrong).

>>> display_name("  Li   Wei ")
'Li Wei'
>>> display_name("a\\x00b")
Traceback (most recent call last):
...
widgets.classroom.limits.ClassError: bad-name: a name cannot hold control characters
>>> question({"kind": "waits", "code": "c", "options": ["1m"], "answer": "2m"})
Traceback (most recent call last):
...
widgets.classroom.limits.ClassError: bad-question: the answer '2m' is not one of the options
"""

from __future__ import annotations

import time
import unicodedata
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Limits:
    """Every bound of the class API in one place (tests make a server with smaller ones)."""

    max_body: int = 16_384          # bytes of one request
    max_payload: int = 12_288       # bytes of a question, as JSON
    max_name: int = 32              # characters of a display name
    max_options: int = 120         # a 斗地主 hand may beat a play in a hundred ways
    max_option: int = 40            # characters of one option
    max_text: int = 2_000           # characters of a prompt or reason, per language
    max_students: int = 300
    # per client address: requests per second and the burst allowed above it (a class behind
    # one NAT address is many students, each page asking once a second: a loopback test is 60)
    ip_rate: float = 400.0
    ip_burst: int = 800
    # per student: answers per second and burst (changing one's mind is fine, a script is not)
    answer_rate: float = 2.0
    answer_burst: int = 10
    # joins per second per address, and burst: a class behind one address joins within a
    # minute, and one script cannot fill the class (300 seats) in a few seconds
    join_rate: float = 2.0
    join_burst: int = 80


LIMITS = Limits()

# code → (en, zh); {name}-style fields come from the error's details
MESSAGES = {
    "bad-json": ("the request is not a JSON object", "请求不是 JSON 对象"),
    "too-large": ("the request is too large ({size} bytes; at most {max})",
                  "请求过大（{size} 字节；最多 {max}）"),
    "bad-name": ("{why}", "{why_zh}"),
    "name-taken": ("the name {name!r} is already in this class: choose another",
                   "名字“{name}”已经有人用了，请换一个"),
    "bad-code": ("the class code is wrong: check it on the teacher's screen",
                 "班级代码不对，请看老师屏幕上的代码"),
    "class-full": ("the class is full ({max} students)", "班级已满（{max} 名学生）"),
    "unknown-student": ("this student is not in the class: join again",
                        "这个学生不在班里，请重新加入"),
    "not-teacher": ("only the teacher can do this (the teacher's key is missing or wrong)",
                    "只有老师可以这样做（缺少老师密钥或密钥不对）"),
    "no-question": ("there is no question open", "现在没有题目"),
    "not-current": ("question {question} is not the open question",
                    "第 {question} 题不是当前的题目"),
    "revealed": ("the answer has been revealed: answers are closed",
                 "答案已经公布，不能再作答"),
    "bad-choice": ("{choice!r} is not one of the options", "“{choice}”不是选项之一"),
    "empty-choice": ("choose at least one", "至少选一个"),
    "bad-question": ("{why}", "{why}"),
    "too-many": ("too many requests: wait a moment and try again", "请求太频繁，请稍等再试"),
    "not-found": ("no such page or API", "没有这个页面或接口"),
    "locked": ("the class is locked: no new students can join (ask the teacher)",
               "班级已锁定，不能再加入新学生（请问老师）"),
    "removed": ("the teacher has removed you from the class", "老师已把你移出课堂"),
    "no-student": ("no student called {name!r} is in the class", "班里没有叫“{name}”的学生"),
}
STATUS = {"not-teacher": 403, "unknown-student": 401, "bad-code": 403, "too-many": 429,
          "too-large": 413, "not-found": 404, "name-taken": 409, "revealed": 409,
          "not-current": 409, "no-question": 409, "class-full": 409, "locked": 403,
          "removed": 401, "no-student": 404}


class ClassError(ValueError):
    """A refused request: ``code`` (stable, for programs) and a message in en and zh."""

    def __init__(self, code: str, *, said: tuple[str, str] | None = None,
                 **details: Any) -> None:
        """``said``: (en, zh) as a server already said them (a client receiving a refusal)."""
        self.code, self.details = code, details
        if said is None:
            en, zh = MESSAGES[code]
            said = en.format(**details), zh.format(**details)
        self.en, self.zh = said
        super().__init__(f"{code}: {self.en}")

    @property
    def status(self) -> int:
        return STATUS.get(self.code, 400)

    def json(self) -> dict[str, Any]:
        return {"error": self.code, "message": {"en": self.en, "zh": self.zh}}


def display_name(raw: Any, limits: Limits = LIMITS) -> str:
    """A student's name, spaces folded; refused if empty, too long or holding control or
    invisible characters (a name is drawn as text wherever it appears, never as HTML)."""
    def bad(en: str, zh: str) -> ClassError:
        return ClassError("bad-name", why=en, why_zh=zh)

    if not isinstance(raw, str):
        raise bad("the name must be text", "名字必须是文字")
    if any(unicodedata.category(c) in ("Cc", "Cf", "Co", "Cs") for c in raw):
        raise bad("a name cannot hold control characters", "名字里不能有控制字符")
    name = " ".join(raw.split())
    if not name:
        raise bad("the name is empty", "名字是空的")
    if len(name) > limits.max_name:
        raise bad(f"the name is too long ({len(name)} characters; at most {limits.max_name})",
                  f"名字太长（{len(name)} 个字；最多 {limits.max_name}）")
    return name


def _text(value: Any, what: str, limits: Limits) -> dict[str, str]:
    """A prompt or a reason: one text, or one per language ({"en": …, "zh": …})."""
    texts = {"en": value, "zh": value} if isinstance(value, str) else value
    if not isinstance(texts, dict) or not texts or not set(texts) <= {"en", "zh"} or \
            not all(isinstance(t, str) for t in texts.values()):
        raise ClassError("bad-question", why=f"{what} must be text or {{'en': …, 'zh': …}}")
    for t in texts.values():
        if len(t) > limits.max_text:
            raise ClassError("bad-question", why=f"{what} is too long (at most "
                             f"{limits.max_text} characters)")
    return {"en": texts.get("en") or texts["zh"], "zh": texts.get("zh") or texts["en"]}


def question(payload: Any, limits: Limits = LIMITS) -> dict[str, Any]:
    """A position question as a widget sends it, checked and normalised: ``kind`` (what is
    asked: best-discard, claim, waits, score, card-play …), ``code`` (the widget's position
    code: students get it only at the reveal), ``options`` (the texts to choose from),
    ``answer`` (one option, or a list of the options that are all right) and ``reason``;
    optional ``prompt``, ``variant``, ``hand`` (the hand's notation), ``labels`` (what each
    option is called, per language) and ``draw`` (``{kind, data}``: the position as the
    student's widget of that code kind draws it, nothing of the answer)."""
    def bad(why: str) -> ClassError:
        return ClassError("bad-question", why=why)

    if not isinstance(payload, dict):
        raise bad("a question is a JSON object")
    for key in ("kind", "code"):
        v = payload.get(key)
        if not isinstance(v, str) or not v.strip() or len(v) > 200:
            raise bad(f"{key!r} must be a text of 1 to 200 characters")
    options = payload.get("options")
    if not isinstance(options, list) or not 1 <= len(options) <= limits.max_options or \
            not all(isinstance(o, str) and o.strip() and len(o) <= limits.max_option
                    for o in options):
        raise bad(f"'options' must be 1 to {limits.max_options} texts of 1 to "
                  f"{limits.max_option} characters")
    if len(set(options)) != len(options):
        raise bad("the options must differ from each other")
    pick = payload.get("pick", "one")
    if pick not in PICKS:
        raise bad(f"'pick' is one of {', '.join(PICKS)}, not {str(pick)[:20]!r}")
    if pick == "set" and any(len(o.split()) != 1 for o in options):
        raise bad("the options of a set question are single words (a set is sent as "
                  "its options, space-separated)")
    answer = payload.get("answer")
    answers = [answer] if isinstance(answer, str) else answer
    if not isinstance(answers, list) or not answers:
        raise bad("'answer' must be one option or a list of options")
    for a in answers:
        if a not in options:
            raise bad(f"the answer {a!r} is not one of the options")
    out = {"kind": payload["kind"].strip(), "code": payload["code"].strip(),
           "pick": pick, "options": options, "answer": answers,
           "reason": _text(payload.get("reason", ""), "'reason'", limits)}
    if "prompt" in payload:
        out["prompt"] = _text(payload["prompt"], "'prompt'", limits)
    hand = payload.get("hand")
    if hand is not None:
        if not isinstance(hand, str) or len(hand) > 200:
            raise bad("'hand' must be a text of at most 200 characters (the hand's notation)")
        out["hand"] = hand
    labels = payload.get("labels")
    if labels is not None:
        if not isinstance(labels, dict) or not set(labels) <= set(options):
            raise bad("'labels' must name options only: {option: text or {'en': …, 'zh': …}}")
        out["labels"] = {o: _text(t, f"the label of {o!r}", limits) for o, t in labels.items()}
        if any(len(t) > 2 * limits.max_option for lt in out["labels"].values()
               for t in lt.values()):
            raise bad(f"a label is too long (at most {2 * limits.max_option} characters)")
    if isinstance(payload.get("variant"), str) and len(payload["variant"]) <= 40:
        out["variant"] = payload["variant"]
    draw = payload.get("draw")
    if draw is not None:
        if not isinstance(draw, dict) or not {"kind", "data"} <= set(draw) <= {
                "kind", "data", "focus"} or not isinstance(draw.get("focus", {}), dict) or \
                not isinstance(draw["kind"], str) or not 1 <= len(draw["kind"]) <= 8 or \
                not isinstance(draw["data"], dict):
            raise bad("'draw' must be {'kind': a widget's code kind, 'data': its position}")
        out["draw"] = {k: draw[k] for k in ("kind", "data", "focus") if k in draw}
    return out


PICKS = ("one", "set")  # one option; or a set of them (every wait), right only when equal


def choice_text(payload: dict[str, Any], raw: Any) -> str:
    """A student's answer as it is kept: one option; for a set question (a list of options,
    or their text) the options in the question's order, space-separated."""
    if payload.get("pick", "one") != "set":
        if not isinstance(raw, str) or raw not in payload["options"]:
            raise ClassError("bad-choice", choice=str(raw)[:40])
        return raw
    items = raw.split() if isinstance(raw, str) else raw
    if not isinstance(items, list) or not all(isinstance(i, str) for i in items):
        raise ClassError("bad-choice", choice=str(raw)[:40])
    bad = [i for i in items if i not in payload["options"]]
    if bad:
        raise ClassError("bad-choice", choice=bad[0][:40])
    if not items:
        raise ClassError("empty-choice")
    return " ".join(o for o in payload["options"] if o in items)


def is_right(payload: dict[str, Any], choice: str) -> bool:
    """One of the right options; for a set question, exactly the right set."""
    if payload.get("pick", "one") == "set":
        return set(choice.split()) == set(payload["answer"])
    return choice in payload["answer"]


@dataclass
class Buckets:
    """Token buckets keyed by a client address or a student: ``take(key)`` is False once
    the key has spent its burst faster than ``rate`` refills it."""

    rate: float
    burst: int
    clock: Any = time.monotonic
    _levels: dict[str, tuple[float, float]] = field(default_factory=dict)

    def take(self, key: str) -> bool:
        now = self.clock()
        level, then = self._levels.get(key, (float(self.burst), now))
        level = min(float(self.burst), level + (now - then) * self.rate)
        if level < 1.0:
            self._levels[key] = (level, now)
            return False
        self._levels[key] = (level - 1.0, now)
        if len(self._levels) > 10_000:  # bounded memory: forget the oldest keys
            for old in list(self._levels)[:5_000]:
                del self._levels[old]
        return True
