"""The learner's display settings, kept in one place for every widget: how tiles are drawn
(``faces``: 'pictures', the real faces — dots, bamboo, 萬 — or 'characters', 五 over 筒) and
how big every widget is (``size``: 'normal', or 'large' for a projector).

One :data:`SETTINGS` object per kernel. Every widget watches it: a change
(from :func:`display`, or the faces or size button in any widget's settings row) redraws
every open widget, and a widget made later starts with it (a widget given its own ``size=``
keeps it until its size button is pressed). A change is saved in ``paixue-display.json``
beside the learner's record (the folder of ``PAIXUE_RECORD``, else the working directory;
``PAIXUE_DISPLAY`` names another file, ``off`` saves none), so it survives a restart.

>>> display(faces="characters", save=False)["faces"]
'characters'
>>> display(faces="dots")
Traceback (most recent call last):
...
widgets.ui.shared.display.DisplayError: faces is one of pictures, characters, not 'dots'
>>> display(size="huge")
Traceback (most recent call last):
...
widgets.ui.shared.display.DisplayError: size is one of normal, large, not 'huge'
>>> display(faces="pictures", size="normal", save=False)
{'faces': 'pictures', 'size': 'normal'}
"""

from __future__ import annotations

import json
import os
import warnings
import weakref
from pathlib import Path
from typing import Any, ClassVar

import traitlets

from .intents import Refused
from .labels import say

FACES = ("pictures", "characters")
SIZES = ("normal", "large")
DEFAULTS: dict[str, str] = {"faces": "pictures", "size": "normal"}
CHOICES: dict[str, tuple[str, ...]] = {"faces": FACES, "size": SIZES}
FILE = "paixue-display.json"


class DisplayError(ValueError):
    """A display setting that is not one of its choices (the message names it and them)."""

    def __init__(self, name: str, value: Any):
        self.name, self.value = name, value
        if name not in CHOICES:
            text = f"no display setting {name!r}; settings: {', '.join(CHOICES)}"
        else:
            text = f"{name} is one of {', '.join(CHOICES[name])}, not {value!r:.60}"
        super().__init__(text)

    def say(self, lang: str) -> str:
        """The error in ``lang`` (the widget's message shows it)."""
        if lang != "zh":
            return str(self)
        if self.name not in CHOICES:
            return say("display_unknown", "zh", name=repr(self.name), known=", ".join(CHOICES))
        return say("display_bad", "zh", name=self.name, allowed=", ".join(CHOICES[self.name]),
                   value=f"{self.value!r:.60}")


def check(name: str, value: Any) -> str:
    """``value`` if it is one of setting ``name``'s choices; DisplayError otherwise."""
    if name not in CHOICES or not isinstance(value, str) or value not in CHOICES[name]:
        raise DisplayError(name, value)
    return value


def settings_path() -> Path | None:
    """Where the settings are saved, or None (``PAIXUE_DISPLAY=off``, or no record kept)."""
    named = os.environ.get("PAIXUE_DISPLAY")
    if named:
        return None if named.lower() == "off" else Path(named)
    record = os.environ.get("PAIXUE_RECORD", "")
    if record.lower() == "off":
        return None
    return Path(os.path.dirname(record) or ".") / FILE


class Settings:
    """The display settings and the widgets that show them (held weakly: a closed widget
    is forgotten). A widget registers with :meth:`watch`; it has a ``px_display`` trait."""

    def __init__(self) -> None:
        self._values: dict[str, str] | None = None  # read from the file on first use
        self._widgets: weakref.WeakSet[Any] = weakref.WeakSet()

    @property
    def values(self) -> dict[str, str]:
        if self._values is None:
            self._values = DEFAULTS | _read(settings_path())
        return dict(self._values)

    def view(self) -> dict[str, Any]:
        """What a widget's ``px_display`` trait holds: the values and the faces button's
        words in both languages (the widget shows its own language's)."""
        return self.values | {"labels": {lang: {"faces": say("faces", lang),
                                                "faces_hint": say("faces_hint", lang)}
                                         for lang in ("zh", "en")}}

    def watch(self, widget: Any) -> None:
        """Show the settings in ``widget`` now and after every change."""
        self._widgets.add(widget)
        widget.px_display = self.view()

    def set(self, save: bool = True, **values: Any) -> dict[str, str]:
        """Change settings (each checked first: DisplayError names a bad one, and nothing
        changes), redraw every watching widget, and save them unless ``save`` is false."""
        new = {name: check(name, value) for name, value in values.items()}
        self._values = self.values | new
        view = self.view()
        for widget in list(self._widgets):
            widget.px_display = view
        if save and new:
            _write(settings_path(), self._values)
        return self.values


def _read(path: Path | None) -> dict[str, str]:
    """The saved settings; a file that cannot be read, or a bad value in it, is warned about
    (naming the file) and the default kept."""
    if path is None or not path.is_file():
        return {}
    try:
        saved = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(saved, dict):
            raise ValueError("not a JSON object")
        return {name: check(name, value) for name, value in saved.items() if name in CHOICES}
    except (OSError, ValueError) as e:
        warnings.warn(f"display settings in {path} not used ({e}); the defaults are shown",
                      stacklevel=3)
        return {}


def _write(path: Path | None, values: dict[str, str]) -> None:
    if path is None:
        return
    try:
        path.write_text(json.dumps(values, ensure_ascii=False) + "\n", encoding="utf-8")
    except OSError as e:  # a read-only folder: the setting still applies in this kernel
        warnings.warn(f"display settings not saved in {path}: {e}", stacklevel=3)


SETTINGS = Settings()


def display(faces: str | None = None, size: str | None = None, save: bool = True
            ) -> dict[str, str]:
    """The learner's display settings; with ``faces`` ('pictures': real tile faces, the
    default; 'characters': 五 over 筒, as the notation is read aloud) or ``size`` ('normal',
    the default; 'large': bigger tiles and words, for a projector) it changes them for every
    open widget and every widget made later, and saves them (unless ``save`` is false).
    A bad value raises DisplayError (a ValueError) naming it and the choices, and nothing
    changes."""
    values = {name: value for name, value in (("faces", faces), ("size", size))
              if value is not None}
    return SETTINGS.set(save=save, **values) if values else SETTINGS.values


class Displayed(traitlets.HasTraits):
    """Mixin of every widget: its synced ``px_display`` follows :data:`SETTINGS` (the JS
    redraws on a change), and so does its size — the ``size`` of its view and of its display
    choices (the dict in attribute ``_UI``) — unless it was made with a ``size`` of its own
    (:meth:`_first_size`). Its size button changes the setting for every widget."""

    px_display = traitlets.Dict().tag(sync=True)
    _UI: ClassVar[str] = "_ui"  # the attribute holding the widget's display choices
    _own_size = False  # made with size=...: kept until the size button is pressed

    def __init__(self, *args: Any, **kwargs: Any):
        super().__init__(*args, **kwargs)
        SETTINGS.watch(self)

    @traitlets.default("px_display")
    def _px_display_default(self) -> dict[str, Any]:
        return SETTINGS.view()

    def _first_size(self, size: str | None) -> str:
        """The size a new widget opens at: its own ``size`` if given (ValueError naming a bad
        one), else the learner's setting."""
        if size is None:
            return SETTINGS.values["size"]
        self._own_size = True
        return check("size", size)

    @traitlets.observe("px_display")
    def _follow_size(self, change: dict[str, Any]) -> None:
        """A new size setting: the widget's choices and view take it (the JS redraws)."""
        size, ui = change["new"].get("size"), getattr(self, self._UI, None)
        if self._own_size or not isinstance(ui, dict) or size in (None, ui.get("size")):
            return  # still being made, its own size, or no change
        setattr(self, self._UI, ui | {"size": size})
        view = getattr(self, "view", None)
        if isinstance(view, dict) and "size" in view:
            self.view = view | {"size": size}

    def _set_size(self, msg: dict[str, Any]) -> str:
        """A ``{"kind": "size", "value": "large"}`` intent: the setting of every widget, this
        one's own size forgotten; Refused (zh and en) naming a bad value."""
        try:
            value = check("size", msg.get("value"))
        except DisplayError as e:
            raise Refused(str(e), e.say("zh")) from None
        self._own_size = False
        SETTINGS.set(size=value)
        return value


class ShowsTiles(Displayed):
    """Mixin of a widget that draws tiles: ``faces`` intents change the settings for every
    widget."""

    @staticmethod
    def _set_faces(msg: dict[str, Any]) -> None:
        """A ``{"kind": "faces", "value": "characters"}`` intent; Refused (zh and en) naming
        a bad value."""
        try:
            SETTINGS.set(faces=msg.get("value"))
        except DisplayError as e:
            raise Refused(str(e), e.say("zh")) from None
