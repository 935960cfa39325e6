"""The exercise's position code (issue 25): an exercise made by a factory
(``Exercise.waits``, ``shanten``, ``best_discard``, ``claim``, ``score``, ``choice``) is its
factory's name and arguments, plus the learner's answer so far (picked tiles or choices, the
typed value, whether it was checked, the hint and reveal shown). Opening a code makes the
exercise again through the same factory (the engine computes its answer again) and puts the
answer back. An exercise made with a ``check`` function of its own has no code."""

from __future__ import annotations

import functools
import inspect
import json
from collections.abc import Callable
from typing import Any

from widgets.engine.position_code import PositionCodeError, bad_data, decode, encode
from widgets.engine.why import Why

from ..shared.intents import Refused, need
from ..shared.labels import say
from ..shared.position import CODE_LABELS

# what a factory makes, which opening a code replaces (the learner's answer is put back after)
MADE = ("_hand", "_pool", "_from_hand", "_question", "_check", "_answer", "_choices",
        "_multi", "_pick", "_focus", "_focus_label", "_hint", "_solution", "_reveal",
        "_recipe", "_variant", "_cards")
DISPLAY = ("lang", "size")  # not part of the position: the learner's own


def recorded(factory: Callable[..., Any]) -> Callable[..., Any]:
    """Wrap an Exercise factory (under ``@classmethod``) so what it makes remembers how; it
    takes ``record=`` as the constructor does."""
    sig = inspect.signature(factory)

    @functools.wraps(factory)
    def make(cls: Any, *args: Any, record: Any = True, **kwargs: Any) -> Any:
        ex = factory(cls, *args, **kwargs)
        ex.record = record  # where its answers are kept: not part of the position
        bound = sig.bind(cls, *args, **kwargs)
        given: dict[str, Any] = {}
        for name, value in list(bound.arguments.items())[1:]:
            if sig.parameters[name].kind is inspect.Parameter.VAR_KEYWORD:
                given |= value
            elif name not in DISPLAY:
                given[name] = value
        try:
            json.dumps(given, allow_nan=False)
        except (TypeError, ValueError):
            return ex  # arguments no code can carry: no code
        ex._recipe = {"f": factory.__name__, "a": given}
        ex.view = ex._build()  # built before the recipe was known: now with its code
        return ex
    return make


def code_of(ex: Any) -> str:
    """The exercise's code; ValueError when it was not made by a factory."""
    recipe = getattr(ex, "_recipe", None)
    if recipe is None:
        raise ValueError("this exercise was made with a check function of its own: it has no "
                         "position code (the factories' exercises have one)")
    return encode("ex", recipe | {"s": [ex._selected, ex._chosen, ex._value,
                                        ex._result is not None, ex._show_hint, ex._revealed,
                                        ex._attempts]})


def view(ex: Any, lang: str) -> dict[str, Any] | None:
    if getattr(ex, "_recipe", None) is None:
        return None
    return {"text": code_of(ex), "kind": "ex",
                "labels": {k: say(k, lang) for k in CODE_LABELS}}


def open_code(ex: Any, code: str) -> None:
    """Make ``ex`` the exercise the code holds (PositionCodeError, nothing changed, if not)."""
    kind, data = decode(code, expect="ex")
    try:
        factory = data["f"]
        if factory not in FACTORIES:
            raise ValueError(f"the exercise kind is one of {', '.join(FACTORIES)}, not "
                             f"{factory!r}")
        fresh = getattr(type(ex), factory)(**data["a"], **ex._ui)
        selected, chosen, value, checked, hint, revealed, attempts = data["s"]
        if not (all(t in fresh._pool for t in selected)
                and all(isinstance(i, int) and 0 <= i < len(fresh._choices) for i in chosen)
                and isinstance(value, str) and isinstance(attempts, int)):
            raise ValueError(Why("答案不属于这道题", "the answer does not belong to this "
                                 "exercise"))
    except PositionCodeError:
        raise
    except (ValueError, TypeError, KeyError) as e:
        raise bad_data(kind, e) from None
    for name in MADE:
        setattr(ex, name, getattr(fresh, name))
    ex._reset()
    ex._selected, ex._chosen, ex._value = list(selected), list(chosen), value
    ex._show_hint, ex._revealed = bool(hint), bool(revealed)
    if checked:
        ex._do_check({})
    ex._attempts = attempts


def open_intent(ex: Any, msg: dict[str, Any]) -> str:
    """``{"kind": "code", "code": "ex1.…"}``: open the code's exercise (Refused: kept)."""
    text = need(msg, "code", "a position code", str)
    try:
        open_code(ex, text)
    except PositionCodeError as e:
        raise Refused(f"{say('code_refused', 'en')} {e.say('en')}",
                      f"{say('code_refused', 'zh')}{e.say('zh')}", about="code") from None
    return say("code_opened", ex._ui["lang"])


def from_code(cls: Any, code: str, lang: str, size: str | None) -> Any:
    ex = cls.choice("", ["-"], 0, lang=lang, size=size)
    open_code(ex, code)
    ex.view = ex._build()
    return ex


FACTORIES = ("waits", "shanten", "best_discard", "claim", "score", "choice")
