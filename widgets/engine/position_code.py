"""Position codes: one short, plain-text code per widget position, safe in a chat message.

A code is ``<kind><version>.<payload>.<check>``: ``kind`` names the widget (``hl`` hand lab,
``ct`` card table, ``dr`` drill, ``ex`` exercise, ``ht`` hand table, ``od`` odds lab), the
version is the format's, the payload is base64url (no padding) of compact JSON, zlib-compressed
when that is shorter (a leading ``z``; ``j`` for plain JSON), and the check is the payload's
CRC-32 in base64url, so a code cut short or mistyped in a chat is refused, never half-read.
Only letters, digits, ``-``, ``_`` and ``.`` appear: nothing a chat program rewrites.

>>> code = encode("hl", {"variant": "wuhan", "hand": "123m"})
>>> code.startswith("hl1.")
True
>>> decode(code)
('hl', {'hand': '123m', 'variant': 'wuhan'})
>>> try:
...     decode(code[:-3])
... except PositionCodeError as e:
...     print(e.say("en"))
this position code is cut short (its end is missing): copy the whole code again
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from collections.abc import Callable
from typing import Any

from .bounded_json import JSONShapeError, loads
from .why import Why, speak

VERSION = 1
KINDS: dict[str, tuple[str, str]] = {  # kind → (zh, en) name of the widget it restores
    "hl": ("手牌实验室", "hand lab"),
    "ct": ("牌桌", "card table"),
    "dr": ("练习", "drill"),
    "ex": ("习题", "exercise"),
    "ht": ("牌局", "hand table"),
    "od": ("赔率实验室", "odds lab"),
    "cp": ("规则比较", "rule comparison"),
}
# version → function turning that version's data into the next version's, per kind: a code
# from an older version opens through these; a version below the oldest entry is refused.
MIGRATIONS: dict[int, Callable[[str, dict[str, Any]], dict[str, Any]]] = {}
OLDEST = 1
MAX_CODE = 20_000  # characters: far more than any position (a long hand table's events)
MAX_BODY = 200_000  # bytes a code's content unpacks to: ten times what MAX_CODE packs plainly

_SHAPE = re.compile(r"^([a-z]{2})(\d{1,3})\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{6})$")


class PositionCodeError(ValueError):
    """A code that cannot be restored; the message (a :class:`Why`) says why in zh and en."""

    def __init__(self, why: Why):
        super().__init__(why)
        self.why = why

    def say(self, lang: str) -> str:
        return self.why.say(lang)


def b64(data: bytes) -> str:
    """URL-safe base64 without padding: how a code writes its payload and its check."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def _unb64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def checksum(head: str, payload: str) -> str:
    """The six characters that end a code: a CRC of its head and payload, so that a code
    mistyped or cut short is refused before it is read."""
    return b64(zlib.crc32(f"{head}.{payload}".encode("ascii")).to_bytes(4, "big"))[:6]


def encode(kind: str, data: dict[str, Any]) -> str:
    """The code for ``data`` (JSON-able: str, int, float, bool, None, lists, dicts) of a
    widget ``kind`` (a key of :data:`KINDS`)."""
    if kind not in KINDS:
        raise ValueError(f"position code kind is one of {', '.join(KINDS)}, not {kind!r}")
    raw = json.dumps(data, separators=(",", ":"), sort_keys=True, ensure_ascii=False,
                     allow_nan=False).encode("utf-8")
    packed = zlib.compress(raw, 9)
    payload = "z" + b64(packed) if len(packed) < len(raw) else "j" + b64(raw)
    head = f"{kind}{VERSION}"
    return f"{head}.{payload}.{checksum(head, payload)}"


def _refuse(zh: str, en: str) -> PositionCodeError:
    return PositionCodeError(Why(zh, en))


def decode(code: str, expect: str | None = None) -> tuple[str, dict[str, Any]]:
    """``(kind, data)`` of a code (surrounding spaces and line breaks ignored: a chat may wrap
    it). Raises :class:`PositionCodeError` saying whether the code is not one, cut short or
    altered, of another widget than ``expect``, from a newer version, or holds bad data."""
    if not isinstance(code, str):
        raise _refuse(f"位置码应是文字，不是 {type(code).__name__}",
                      f"a position code is text, not {type(code).__name__}")
    text = re.sub(r"\s+", "", code)
    if len(text) > MAX_CODE:
        raise _refuse(f"位置码太长（{len(text)} 个字符，最多 {MAX_CODE}）",
                      f"this position code is too long ({len(text)} characters, at most "
                      f"{MAX_CODE})")
    m = _SHAPE.match(text)
    if not m:
        head = re.match(r"^([a-z]{2})\d{1,3}\.", text)
        if head and head.group(1) in KINDS:  # the start of a code, its end lost
            raise _refuse("位置码不完整（结尾缺了一段）：请重新复制整段码",
                          "this position code is cut short (its end is missing): copy the "
                          "whole code again")
        raise _refuse(f"这不是位置码：位置码像 hl1.…….…… 这样，不是 {text[:24]!r}",
                      f"this is not a position code: one looks like hl1.….…, not {text[:24]!r}")
    kind, version, payload, check = m.group(1), int(m.group(2)), m.group(3), m.group(4)
    if kind not in KINDS:
        raise _refuse(f"位置码的种类 {kind!r} 未知；已知的有 {', '.join(KINDS)}",
                      f"unknown position code kind {kind!r}; known: {', '.join(KINDS)}")
    if checksum(f"{kind}{version}", payload) != check:
        raise _refuse("位置码不完整或被改动过（校验不符）：请重新复制整段码",
                      "this position code is cut short or altered (its check does not "
                      "match): copy the whole code again")
    if version > VERSION:
        raise _refuse(f"这个位置码来自更新的版本（格式 {version}，这里只认到 {VERSION}）："
                      "请更新牌学",
                      f"this position code comes from a newer version (format {version}; this "
                      f"one reads up to {VERSION}): update Paixue")
    if version < OLDEST:
        raise _refuse(f"这个位置码的格式 {version} 太旧，已不再支持（最旧支持 {OLDEST}）",
                      f"this position code's format {version} is too old and no longer read "
                      f"(the oldest read is {OLDEST})")
    if expect is not None and kind != expect:
        zh, en = KINDS[kind]
        want_zh, want_en = KINDS[expect]
        raise _refuse(f"这是{zh}的位置码，不是{want_zh}的：请粘贴到{zh}里",
                      f"this is a {en}'s position code, not a {want_en}'s: paste it into "
                      f"a {en}")
    try:
        body = _unb64(payload[1:])
        if payload[0] == "z":  # at most MAX_BODY bytes out: a short code cannot unpack to GBs
            body = zlib.decompressobj().decompress(body, MAX_BODY + 1)
        elif payload[0] != "j":
            raise ValueError(payload[0])
        if len(body) > MAX_BODY:
            raise _refuse(f"位置码的内容太长（超过 {MAX_BODY} 字节）",
                          f"this position code's content is too long (over {MAX_BODY} bytes)")
        data = loads(body, what="this position code's content", what_zh="位置码的内容",
                     max_chars=MAX_BODY)
    except PositionCodeError:
        raise
    except JSONShapeError as e:  # nested too deep, or not JSON: said, never a RecursionError
        raise _refuse(f"位置码的内容读不出来：{e.say('zh')}",
                      f"this position code's content cannot be read: {e.say('en')}") from None
    except (ValueError, zlib.error, binascii.Error, UnicodeDecodeError):
        data = None
    if not isinstance(data, dict):
        raise _refuse("位置码的内容读不出来", "this position code's content cannot be read")
    for old in range(version, VERSION):
        data = MIGRATIONS[old](kind, data)
    return kind, data


def bad_data(kind: str, why: Any) -> PositionCodeError:
    """The refusal for a code that decodes but whose position the widget cannot hold (a
    variant unknown here, a hand refused): ``why`` says what, in zh and en where it can."""
    zh, en = KINDS[kind]
    why_zh = why.say("zh") if hasattr(why, "say") else speak(why, "zh")
    return _refuse(f"位置码里的{zh}位置不成立：{why_zh}",
                   f"this position code's {en} position cannot be restored: "
                   f"{speak(why, 'en')}")
