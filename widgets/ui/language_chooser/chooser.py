"""Lesson 00's language chooser: two buttons, 中文 and English. A click remembers the choice
in ``paixue-language.json`` in the lessons folder (``make lab`` then opens lesson 00 in that
language: ``python -m widgets._lessons first``) and shows the link to that language's lesson
00. In the offline site the browser keeps the choice too (its storage, key
``paixue-language``), and the site's front page offers that language's lesson first.

The lessons folder is the working directory (a lesson's kernel starts in the lesson's folder),
or its parent when that is the Chinese lessons' ``zh/``.

>>> c = LanguageChooser(lang="en", folder=None)   # folder None: nothing saved
>>> [(x["lang"], x["label"], x["path"]) for x in c.view["choices"]]
[('zh', '中文', 'zh/00-start-here.ipynb'), ('en', 'English', '00-start-here.ipynb')]
>>> c.choose("zh")["link"]["text"]
'打开中文版第 00 课'
>>> c.choose("fr")
Traceback (most recent call last):
...
ValueError: no lesson language 'fr': choose zh (中文) or en (English)
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from ..shared.assets import STATIC, static_esm
from ..shared.display import Displayed
from ..shared.intents import Intents, Refused
from ..shared.labels import LANGS

FILE = "paixue-language.json"  # widgets/_lessons.py reads it for `make lab`
STORE_KEY = "paixue-language"  # the browser's storage, for the offline site's front page
LESSON = "00-start-here.ipynb"
NAMES = {"zh": "中文", "en": "English"}
# (this lesson's language, the link's): the folder of lesson 00 in it, from this lesson's
RELATIVE = {("en", "en"): "", ("en", "zh"): "zh/", ("zh", "en"): "../", ("zh", "zh"): ""}
# key: (zh, en); the link's words are in the language it leads to (the reader chose it)
WORDS: dict[str, tuple[str, str]] = {
    "title": ("课程语言", "Language of the lessons"),
    "prompt": ("用哪种语言读课程？", "Read the lessons in:"),
    "open": ("打开中文版第 00 课", "Open lesson 00 in English"),
    "here": ("你正在读中文版。", "You are reading the English lessons."),
    "saved": ("已记住：{name}。下次 make lab 会先打开这一版的第 00 课。",
              "Remembered: {name}. Next time, make lab opens lesson 00 in {name}."),
    "not_saved": ("没能记住（{error}）；下面的链接照样能用。",
                  "Not remembered ({error}); the link below still works."),
    "bad": ("没有这种课程语言 {value}：请选 中文 或 English。",
            "No lesson language {value}: choose 中文 or English."),
}


def word(key: str, lang: str, **fields: Any) -> str:
    zh, en = WORDS[key]
    return (zh if lang == "zh" else en).format(**fields)


def lessons_folder(here: Path) -> Path:
    """The lessons folder of a lesson in ``here``: ``here``, or its parent when that is the
    Chinese lessons' ``zh/``."""
    here = here.resolve()
    return here.parent if here.name == "zh" else here


def lesson_path(lang: str) -> str:
    """Lesson 00 in ``lang``, as a path in the lessons folder (what JupyterLab opens)."""
    return f"zh/{LESSON}" if lang == "zh" else LESSON


def read_choice(folder: Path | None) -> str:
    """The language saved in ``folder`` ('zh', 'en'), or '' (none, or a file not ours)."""
    if folder is None:
        return ""
    try:
        saved = json.loads((folder / FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ""
    lang = saved.get("lang") if isinstance(saved, dict) else None
    return lang if lang in LANGS else ""


class LanguageChooser(Intents, Displayed, anywidget.AnyWidget):
    """中文 or English for the lessons. ``lang``: the lesson's own language ('en' or 'zh',
    its words); ``folder``: the lesson's folder (default: the working directory, where a
    lesson's kernel starts), whose lessons folder keeps the choice; None keeps it in this
    kernel only. :meth:`choose` is what a click does."""

    _esm = static_esm("language_chooser.js")
    _css = "\n".join((STATIC / name).read_text(encoding="utf-8")
                     for name in ("paixue.css", "language_chooser.css"))
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)

    def __init__(self, lang: str = "en", folder: str | os.PathLike[str] | None = ".",
                 **kwargs: Any):
        super().__init__(**kwargs)
        if lang not in LANGS:
            raise ValueError(f"lang is zh or en, not {lang!r:.40}")
        self._folder = None if folder is None else lessons_folder(Path(folder))
        self._ui = {"lang": lang, "size": self._first_size(None)}
        self.message = {"text": "", "level": ""}
        self.view = self._build(read_choice(self._folder))
        self.on_msg(lambda _w, content, _b: self.handle(content))

    def __repr__(self) -> str:
        return f"LanguageChooser(lang={self._ui['lang']!r})"

    @property
    def chosen(self) -> str:
        """The language chosen ('zh', 'en'), or '' before any choice."""
        return str(self.view.get("chosen", ""))

    def _build(self, chosen: str) -> dict[str, Any]:
        lang = self._ui["lang"]
        choices = [{"lang": x, "label": NAMES[x], "path": lesson_path(x),
                    "href": RELATIVE[lang, x] + LESSON} for x in ("zh", "en")]
        view: dict[str, Any] = {
            "widget": "language", "lang": lang, "size": self._ui["size"], "chosen": chosen,
            "store_key": STORE_KEY, "choices": choices,
            "labels": {k: word(k, lang) for k in ("title", "prompt")}, "link": None}
        if chosen:
            target = next(c for c in choices if c["lang"] == chosen)
            view["said"] = (word("here", chosen) if chosen == lang else "")
            view["link"] = None if chosen == lang else {
                "text": word("open", chosen), "path": target["path"], "href": target["href"],
                "lang": chosen}
        return view

    def choose(self, lang: Any, save: bool = True) -> dict[str, Any]:
        """Choose ``lang`` ('zh' or 'en'): remember it (unless ``save`` is false) and show
        the link to lesson 00 in it. ValueError naming a bad one; nothing changes then."""
        if lang not in LANGS:
            raise ValueError(f"no lesson language {lang!r:.40}: choose zh (中文) or en (English)")
        text, level = word("saved", self._ui["lang"], name=NAMES[lang]), "ok"
        if save and self._folder is not None:
            try:
                (self._folder / FILE).write_text(json.dumps({"lang": lang}) + "\n",
                                                 encoding="utf-8")
            except OSError as e:
                text, level = word("not_saved", self._ui["lang"],
                                   error=e.strerror or type(e).__name__), "error"
        self.view = self._build(lang)
        self.message = {"text": text, "level": level}
        return self.view

    # ---- the intents, through the one dispatcher (shared/intents.py) ------------------------

    def _intents(self) -> dict[str, Any]:
        """A click: ``{"kind": "choose", "lang": "zh"}``; the browser's remembered choice when
        no file holds one (the offline site): ``{"kind": "remembered", "lang": "zh"}``; the
        size button: ``{"kind": "size", "value": "large"}``. Anything else is said in the
        widget (zh and en), never raised."""
        return {"choose": self._on_choose, "remembered": self._on_remembered,
                "size": self._choice}

    def _on_choose(self, msg: dict[str, Any]) -> str:
        lang = msg.get("lang")
        if lang not in LANGS:
            raise Refused(word("bad", "en", value=repr(lang)[:40]),
                          word("bad", "zh", value=repr(lang)[:40]))
        return str(self.choose(lang) and self.message["text"])

    def _on_remembered(self, msg: dict[str, Any]) -> str | None:
        return None if self.chosen else self._on_choose(msg)

    def _keep(self) -> Any:
        return dict(self.view), dict(self.message), dict(self._ui)

    def _put_back(self, kept: Any, broken: bool) -> None:
        self.view, self.message, self._ui = kept[0], kept[1], kept[2]

    def _new_view(self) -> dict[str, Any]:
        return self._build(self.chosen) | {"size": self._ui["size"]}

    def _message(self, text: str, level: str, **extra: Any) -> dict[str, Any]:
        """A choice keeps its own level ('ok', or 'error' when it could not be saved)."""
        if text and text == self.message.get("text"):
            return dict(self.message) | extra
        return {"text": text, "level": level} | extra
