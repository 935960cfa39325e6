"""Text in two languages: :class:`Why`, a reason that is its English text (for errors, logs
and tests) and carries its Chinese; :func:`speak` picks the learner's language for any text.

The widgets show ``speak(text, lang)``: a :class:`Why` in its language, any other text as it
is (a tile code, a learner's notation, a seed's own words).
"""

from __future__ import annotations

from typing import Any


class Why(str):
    """A reason in two languages: the English text (the str itself, for errors and logs) and
    its Chinese in ``zh``; :meth:`say` picks one. A widget shows the learner's language.

    >>> w = Why("胡牌之后不能补杠", "no 补杠 after a win (seed: 胡牌之后不能补杠)")
    >>> w.say("zh"), "补杠" in w
    ('胡牌之后不能补杠', True)
    """

    zh: str

    def __new__(cls, zh: str, en: str) -> Why:
        self = super().__new__(cls, en)
        self.zh = zh
        return self

    # str's takes one argument; a Why is rebuilt (pickled, copied) from both its texts
    def __getnewargs__(self) -> tuple[str, str]:  # type: ignore[override]
        return self.zh, str(self)

    def say(self, lang: str) -> str:
        """The reason in ``lang`` ('zh' or 'en')."""
        return self.zh if lang == "zh" else str(self)

    def __add__(self, other: Any) -> Any:
        """Joining two reasons joins both languages (``why + "; " + other``)."""
        if isinstance(other, str):
            return Why(self.zh + speak(other, "zh"), str(self) + str(other))
        return NotImplemented

    def __radd__(self, other: Any) -> Any:
        if isinstance(other, str):
            return Why(speak(other, "zh") + self.zh, str(other) + str(self))
        return NotImplemented


def speak(text: Any, lang: str) -> str:
    """``text`` in ``lang``: a :class:`Why` (or an exception whose message is one) in that
    language, anything else as its ``str``.

    >>> speak(Why("不能吃", "no 吃"), "zh"), speak("5m", "zh")
    ('不能吃', '5m')
    """
    if isinstance(text, BaseException):
        text = text.args[0] if len(text.args) == 1 and isinstance(text.args[0], Why) else \
            str(text)
    return text.say(lang) if isinstance(text, Why) else str(text)


def reason_of(error: BaseException) -> str:
    """An error's message, kept a :class:`Why` when it is one (``str(e)`` would drop the
    Chinese).

    >>> reason_of(ValueError(Why("不行", "no"))).zh
    '不行'
    """
    return error.args[0] if len(error.args) == 1 and isinstance(error.args[0], Why) else \
        str(error)


def join(parts: Any, sep: str = "; ", sep_zh: str = "；") -> str:
    """Reasons joined by ``sep`` (``sep_zh`` in Chinese); a :class:`Why` if any part is one.

    >>> j = join([Why("甲", "a"), "5m"]); (str(j), j.zh)
    ('a; 5m', '甲；5m')
    """
    parts = list(parts)
    en = sep.join(str(p) for p in parts)
    if not any(isinstance(p, Why) for p in parts):
        return en
    return Why(sep_zh.join(speak(p, "zh") for p in parts), en)
