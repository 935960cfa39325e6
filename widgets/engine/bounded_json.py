"""JSON a learner pastes (a replay, a scenario, a position code's content), read within bounds:
its size and its nesting are checked before ``json.loads`` sees it, so "[[[[…" thousands deep
is refused in words rather than reaching Python's recursion limit, and a huge text is refused
before it is parsed (issue 32).

>>> loads('{"a": [1, [2]]}', what="a replay")
{'a': [1, [2]]}
>>> try:
...     loads("[" * 3000, what="a scenario")
... except JSONShapeError as e:
...     print(e.say("en"))
a scenario is nested too deep: brackets 3000 deep, at most 32
"""

from __future__ import annotations

import json
import re
from typing import Any

from .why import Why

MAX_DEPTH = 32  # brackets in brackets: a replay or a code needs fewer than 8
MAX_CHARS = 1_000_000
# A JSON string (its brackets do not count), or a bracket. The string's closing quote is optional
# so that an unclosed one runs to the end in one match: a pattern that needs the quote restarts
# at every later quote, which is quadratic on '"\\"\\"…' (seconds for a pasted code).
_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"?|[\[\]{}]', re.S)


class JSONShapeError(ValueError):
    """JSON text too long, nested too deep, or not JSON; says so in zh and en."""

    def __init__(self, why: Why):
        super().__init__(why)
        self.why = why

    def say(self, lang: str) -> str:
        return self.why.say(lang)


def depth(text: str) -> int:
    """The deepest nesting of brackets outside JSON strings in ``text``."""
    deepest = level = 0
    for m in _TOKEN.finditer(text):
        token = m.group()
        if token[0] == '"':
            continue
        level += 1 if token in "[{" else -1
        deepest = max(deepest, level)
    return deepest


def loads(text: str | bytes, *, what: str = "JSON", what_zh: str = "JSON 文字",
          max_chars: int = MAX_CHARS, max_depth: int = MAX_DEPTH) -> Any:
    """``json.loads(text)`` once ``text`` is at most ``max_chars`` long and nested at most
    ``max_depth`` deep; :class:`JSONShapeError` (a ValueError) naming ``what`` otherwise."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise JSONShapeError(Why(f"{what_zh}不是 UTF-8 文字",
                                     f"{what} is not UTF-8 text")) from None
    if not isinstance(text, str):
        raise JSONShapeError(Why(f"{what_zh}应是文字，不是 {type(text).__name__}",
                                 f"{what} is text, not {type(text).__name__}"))
    if len(text) > max_chars:
        raise JSONShapeError(Why(f"{what_zh}太长：{len(text)} 个字符，最多 {max_chars}",
                                 f"{what} is too long: {len(text)} characters, at most "
                                 f"{max_chars}"))
    deep = depth(text)
    if deep > max_depth:
        raise JSONShapeError(Why(f"{what_zh}的括号套得太深：{deep} 层，最多 {max_depth} 层",
                                 f"{what} is nested too deep: brackets {deep} deep, at most "
                                 f"{max_depth}"))
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise JSONShapeError(Why(f"{what_zh}不是 JSON（第 {e.lineno} 行第 {e.colno} 列）",
                                 f"{what} is not JSON: {e}")) from None
    except RecursionError:  # unreachable within MAX_DEPTH; kept so nothing escapes
        raise JSONShapeError(Why(f"{what_zh}的括号套得太深", f"{what} nests too deep")) from None


__all__ = ["JSONShapeError", "MAX_DEPTH", "depth", "loads"]
