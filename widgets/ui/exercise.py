"""The exercise widget: a question about a hand, the learner's answer, Check, Hint, Reveal.

Answers come from the engine, never typed into a notebook: the factory classmethods
(:meth:`Exercise.waits`, :meth:`~Exercise.shanten`, :meth:`~Exercise.best_discard`,
:meth:`~Exercise.claim`, :meth:`~Exercise.score`) compute the answer and the explanation;
:meth:`Exercise.choice` covers anything else. Same protocol as the hand lab: the JS sends
``{"kind": ...}`` to :meth:`Exercise.handle`, which never raises.

>>> ex = Exercise.shanten("sichuan-xuezhan", "123m456m789m11p23p")
>>> ex.handle({"kind": "answer", "value": "0"})
>>> ex.handle({"kind": "check"})
>>> ex.view["feedback"]["correct"]
True
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any

import anywidget
import traitlets

from widgets.engine.position_code import MAX_CODE
from widgets.engine.results import InvalidHand, NotAllowed
from widgets.engine.situation import Situation
from widgets.engine.tiles import tile_name, tile_zh
from widgets.practice import drill_why, drills
from widgets.practice.hints import CREDIT_LEFT
from widgets.practice.record import Record

from . import exercise_code, exercise_record
from . import view as v
from .drill import readings_view, tile_groups_view
from .drill_record import resolve
from .handlab import SIZES, _tile
from .intents import MAX_TEXT, Refused, check_intent, clean, need, reply_problem
from .labels import LANGS, bilingual, say

ANSWERS = ("tiles", "number", "choice", "text")
Text = str | dict[str, str]
Check = Callable[[Any], "bool | tuple[bool, Text]"]
CLAIM_KINDS = ("chi", "pon", "kong", "win", "pass")


def _both(zh: str, en: str) -> dict[str, str]:
    return {"zh": zh, "en": en}


def _names(tiles) -> str:
    return " ".join(f"{tile_zh(t)} {tile_name(t)}" for t in tiles)


def _join(*parts: Text) -> dict[str, str]:
    """Bilingual texts joined line by line (a plain string is used in both languages)."""
    return {lang: "\n".join(bilingual(p, lang) for p in parts if bilingual(p, lang))
            for lang in LANGS}


def _count_en(n: int, noun: str) -> str:
    """'1 wait', '3 waits': English counts agree with their number."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


class Exercise(anywidget.AnyWidget):
    """A question and a checked answer.

    ``question`` text (or ``{"zh", "en"}``); ``check(answer)`` returns a bool or
    ``(correct, feedback)``. ``answer`` is the answer kind: 'tiles' (the learner clicks tiles;
    ``check`` gets a tuple of tile names, or one name when ``pick='one'``), 'number' (an int),
    'choice' (one of ``choices``, or a tuple of them when ``multi``; a choice is a string or
    ``{"zh", "en", "value"}`` and ``check`` gets its value) or 'text' (a string).
    ``hand`` (notation) is drawn; ``tiles`` the tiles to pick from: None (the variant's
    tiles), 'hand' (the hand's own) or notation. ``focus`` one tile shown beside the question
    (a discard), with ``focus_label``. ``hint`` and ``solution`` are shown on request.
    ``record``: where every checked answer is kept, as a drill's (True: the default file
    beside the notebook, a path, a Record, or False); see :mod:`.exercise_record`.
    """

    _esm = v.static_esm("exercise.js")
    _css = "\n".join((v.STATIC / name).read_text(encoding="utf-8")
                     for name in ("paixue.css", "exercise.css"))
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)

    def __init__(self, question: Text, check: Check, *, answer: str = "choice",
                 choices: Sequence[Text] = (), multi: bool = False, hand: str | None = None,
                 variant: str = "sichuan-xuezhan", tiles: str | None = None,
                 pick: str = "many", focus: str | None = None, focus_label: Text = "",
                 hint: Text = "", solution: Text = "", lang: str = "zh", size: str = "normal",
                 reveal: dict[str, Sequence[dict[str, Any]]] | None = None,
                 record: Any = True, **kwargs: Any):
        super().__init__(**kwargs)
        self._record = resolve(record)
        self._variant = variant
        if answer not in ANSWERS:
            raise ValueError(f"answer is one of {', '.join(ANSWERS)}, not {answer!r}")
        if pick not in ("one", "many"):
            raise ValueError(f"pick is 'one' or 'many', not {pick!r}")
        if lang not in LANGS or size not in SIZES:
            raise ValueError(f"lang is zh or en and size normal or large, not {lang!r}, {size!r}")
        if answer == "choice" and not choices:
            raise ValueError("a 'choice' exercise needs choices")
        if not callable(check):
            raise ValueError("check must be callable: check(answer) -> bool or (bool, text)")
        rules = v.rules_for(variant)
        self._hand = v.parse_hand(hand) if hand else None
        if tiles is None:
            pool = v.palette_tiles(rules)
        elif tiles == "hand":
            if self._hand is None:
                raise ValueError("tiles='hand' needs a hand")
            pool = v.hand_tiles(self._hand)
        else:
            pool = sorted(set(v.parse_hand(tiles).all_tiles()))
        self._pool = pool if answer == "tiles" else []
        self._from_hand = tiles == "hand"
        self._question, self._check, self._answer = question, check, answer
        self._choices = list(choices)
        self._multi, self._pick = multi, pick
        self._focus = v.to_tile(focus) if focus is not None else None
        self._focus_label = focus_label
        self._hint, self._solution = hint, solution
        # what Reveal draws besides the words: the hand's readings and tile groups
        self._reveal = {"readings": tuple((reveal or {}).get("readings", ())),
                        "tiles": tuple((reveal or {}).get("tiles", ()))}
        self._ui = {"lang": lang, "size": size}
        self._reset()
        self.view = self._build()
        self.message = {"text": "", "level": ""}
        self.on_msg(lambda _w, content, _b: self.handle(content))

    def _reset(self) -> None:
        self._selected: list[int] = []
        self._chosen: list[int] = []
        self._value = ""
        self._result: tuple[bool, Text] | None = None
        self._show_hint = False
        self._revealed = False
        self._attempts = 0
        self._shown_at = time.monotonic()  # an answer's time is counted from here

    def __repr__(self) -> str:
        return f"Exercise({bilingual(self._question, 'en')!r}, answer={self._answer!r})"

    # ---- the one entry point ----------------------------------------------------------------

    def handle(self, msg: dict[str, Any]) -> None:
        """Apply one intent from the JS (or a test); never raises (errors go to ``message``)."""
        intents = {"select": self._select, "choose": self._choose, "answer": self._set_value,
                   "check": self._check_and_keep, "hint": self._do_hint, "reveal": self._do_reveal,
                   "reset": self._do_reset, "lang": self._set_ui, "size": self._set_ui,
                   "code": lambda msg: exercise_code.open_intent(self, msg)}
        saved = self._snapshot()
        note, level = "", ""
        try:
            if not isinstance(msg, dict):
                raise Refused(say("not_a_dict", self._ui["lang"], type=type(msg).__name__))
            kind = msg.get("kind")
            check_intent(msg, self._ui["lang"], MAX_CODE if kind == "code" else MAX_TEXT)
            handler = intents.get(kind) if isinstance(kind, str) else None
            if handler is None:
                raise Refused(say("unknown_kind", self._ui["lang"], kind=repr(kind),
                                  known=", ".join(sorted(intents))))
            note = handler(msg) or ""
            level = "info" if note else ""
            new_view = self._build()
            why = reply_problem(new_view, note)
            if why:  # a check() that returned what cannot be sent: nothing changes
                raise Refused(say("reply_failed", self._ui["lang"], why=why))
        except Refused as e:
            self._restore(saved)
            self.message = {"text": clean(e.say(self._ui["lang"])), "level": "warning"} | (
                {"about": e.about} if e.about else {})
            return
        except Exception as e:  # a failing check() or an engine bug: show it, change nothing
            self._restore(saved)
            self.message = {"text": clean(f"{say('error', self._ui['lang'])} "
                                          f"{type(e).__name__}: {e}"), "level": "error"}
            return
        with self.hold_sync():
            self.view = new_view
            self.message = {"text": note, "level": level}

    def _snapshot(self) -> tuple:
        return (list(self._selected), list(self._chosen), self._value, self._result,
                self._show_hint, self._revealed, self._attempts, dict(self._ui))

    def _restore(self, saved: tuple) -> None:
        (self._selected, self._chosen, self._value, self._result, self._show_hint,
         self._revealed, self._attempts, self._ui) = saved

    # ---- intents ----------------------------------------------------------------------------

    def _select(self, msg: dict[str, Any]) -> str:
        if self._answer != "tiles":
            raise Refused(f"select: this exercise's answer is {self._answer}, not tiles",
                          f"select：这道题的答案是 {self._answer}，不是选牌")
        tile = _tile(msg)
        if tile not in self._pool:
            raise Refused(f"select: {tile_name(tile)} is not one of the tiles to pick from",
                          f"select：{tile_zh(tile)} {tile_name(tile)} 不在可选的牌里")
        if tile in self._selected:
            self._selected.remove(tile)
        elif self._pick == "one":
            self._selected = [tile]
        else:
            self._selected = sorted(self._selected + [tile])
        self._result = None
        return ""

    def _choose(self, msg: dict[str, Any]) -> str:
        if self._answer != "choice":
            raise Refused(f"choose: this exercise's answer is {self._answer}, not a choice",
                          f"choose：这道题的答案是 {self._answer}，不是选项")
        index = need(msg, "index", "the choice's index")
        if isinstance(index, bool) or not isinstance(index, int) \
                or not 0 <= index < len(self._choices):
            raise Refused(f"choose: index is 0 … {len(self._choices) - 1}, not {index!r}",
                          f"choose：序号是 0 … {len(self._choices) - 1}，不是 {index!r}")
        if index in self._chosen:
            self._chosen.remove(index)
        elif self._multi:
            self._chosen = sorted(self._chosen + [index])
        else:
            self._chosen = [index]
        self._result = None
        return ""

    def _set_value(self, msg: dict[str, Any]) -> str:
        if self._answer not in ("number", "text"):
            use = 'select' if self._answer == 'tiles' else 'choose'
            raise Refused(f"answer: this exercise's answer is {self._answer}; use {use}",
                          f"answer：这道题的答案是 {self._answer}；请用 {use}")
        value = need(msg, "value", "the typed answer")
        if isinstance(value, bool) or not isinstance(value, str | int):
            raise Refused(f"answer: value is text or a number, not {value!r}",
                          f"answer：答案是文字或数字，不是 {value!r}")
        if str(value) != self._value:  # Enter sends the answer, Check, then the same answer
            self._value = str(value)   # again on change: that must keep the feedback
            self._result = None
        return ""

    def _answer_value(self) -> Any:
        """The learner's answer as ``check`` receives it; Refused when there is none yet."""
        lang = self._ui["lang"]
        if self._answer == "tiles":
            names = tuple(tile_name(t) for t in self._selected)
            if self._pick == "one":
                if not names:
                    raise Refused(say("no_answer", lang))
                return names[0]
            return names
        if self._answer == "choice":
            if not self._chosen:
                raise Refused(say("no_answer", lang))
            values = [self._choice_value(i) for i in self._chosen]
            return tuple(values) if self._multi else values[0]
        text = self._value.strip()
        if not text:
            raise Refused(say("no_answer", lang))
        if self._answer == "number":
            try:
                return int(text)
            except ValueError:
                raise Refused(say("not_number", lang, value=text)) from None
        return text

    def _choice_value(self, index: int) -> Any:
        choice = self._choices[index]
        return choice.get("value", index) if isinstance(choice, dict) else choice

    def _do_check(self, _msg: dict[str, Any]) -> str:
        answer = self._answer_value()
        result = self._check(answer)
        if isinstance(result, tuple):
            correct, feedback = bool(result[0]), result[1]
        else:
            correct, feedback = bool(result), ""
        self._result = (correct, feedback)
        self._attempts += 1
        return ""

    def _check_and_keep(self, msg: dict[str, Any]) -> str:
        """Check, then keep the answer in the record (a code opened checked is not kept)."""
        self._do_check(msg)
        correct, used = self._result[0], self._hints_used()
        return exercise_record.save(self, self._answer_value(), correct,
                                    CREDIT_LEFT[used] if correct else 0.0, used)

    def _hints_used(self) -> int:
        """The hint ladder's steps taken (widgets/practice/hints.py): the hint is its nudge,
        Reveal its answer."""
        return 3 if self._revealed else 1 if self._show_hint else 0

    @property
    def record(self) -> Record | None:
        """Where this exercise keeps its answers (None: nowhere); set it as ``record=``."""
        return self._record

    @record.setter
    def record(self, value: Any) -> None:
        self._record = resolve(value)

    @classmethod
    def due(cls, record: Any = True, *, n: int = 5, lang: str = "zh",
            size: str = "normal") -> list[Exercise]:
        """The exercises due in the mistakes deck (at most ``n``), opened again."""
        kept = resolve(record)
        if kept is None:
            return []
        out = []
        for code in exercise_record.due_codes(kept)[:n]:
            ex = cls.from_code(code, lang=lang, size=size)
            ex._record = kept
            out.append(ex)
        return out

    @property
    def code(self) -> str:
        """This exercise and its answer so far as a position code (``Exercise.from_code``
        or a pasted code opens it); ValueError for an exercise with a check of its own."""
        return exercise_code.code_of(self)

    @classmethod
    def from_code(cls, code: str, *, lang: str = "zh", size: str = "normal") -> Exercise:
        """The exercise a position code holds (PositionCodeError, a ValueError, says why)."""
        return exercise_code.from_code(cls, code, lang, size)

    def _do_hint(self, _msg: dict[str, Any]) -> str:
        self._show_hint = True
        return ""

    def _do_reveal(self, _msg: dict[str, Any]) -> str:
        self._revealed = True
        return ""

    def _do_reset(self, _msg: dict[str, Any]) -> str:
        self._reset()
        return ""

    def _set_ui(self, msg: dict[str, Any]) -> str:
        kind = msg["kind"]
        allowed = LANGS if kind == "lang" else SIZES
        value = need(msg, "value", " or ".join(allowed))
        if value not in allowed:
            raise Refused(f"{kind}: value is one of {', '.join(allowed)}, not {value!r}",
                          say("one_of", "zh", kind=kind, allowed=", ".join(allowed),
                              value=repr(value)))
        self._ui = self._ui | {kind: value}
        return ""

    # ---- view -------------------------------------------------------------------------------

    def _build(self) -> dict[str, Any]:
        lang = self._ui["lang"]
        hand = None
        if self._hand is not None and not self._from_hand:
            hand = v.hand_view(self._hand, lang)
        tiles = [v.tile_view(t) | {"selected": t in self._selected, "index": i}
                 for i, t in enumerate(self._pool)]
        choices = [{"index": i, "label": bilingual(c, lang) if isinstance(c, dict) else str(c),
                    "selected": i in self._chosen} for i, c in enumerate(self._choices)]
        feedback = None
        if self._result is not None:
            correct, text = self._result
            head = say("correct" if correct else "incorrect", lang)
            used = self._hints_used()  # the credit is what a right answer keeps
            credit = CREDIT_LEFT[used] if correct else 0.0
            cost = say("exercise_credit", lang, percent=round(100 * credit),
                       hints=say(f"exercise_used_{used}", lang)) if correct and used else ""
            feedback = {"correct": correct, "credit": credit, "hints": used,
                        "text": " ".join(t for t in (head, cost, bilingual(text, lang)) if t)}
        focus = None
        if self._focus is not None:
            focus = {"tile": v.tile_view(self._focus), "label": bilingual(self._focus_label, lang)}
        hint = bilingual(self._hint, lang)
        return v.chrome(lang, self._ui["size"]) | {
            "widget": "exercise",
            "question": bilingual(self._question, lang),
            "answer_kind": self._answer, "pick": self._pick, "multi": self._multi,
            "hand": hand, "focus": focus,
            "tiles": tiles, "tiles_from_hand": self._from_hand,
            "choices": choices, "value": self._value,
            "feedback": feedback,
            "has_hint": bool(hint), "hint": hint if self._show_hint else None,
            "solution": bilingual(self._solution, lang) if self._revealed else None,
            "reveal": {"readings": readings_view(self._reveal["readings"], lang),
                       "tiles": tile_groups_view(self._reveal["tiles"], lang)}
            if self._revealed else None,
            "attempts": self._attempts,
            "solved": bool(self._result and self._result[0]),
            "code": exercise_code.view(self, lang),
        }

    # ---- factories: the engine computes the answer ------------------------------------------

    @classmethod
    @exercise_code.recorded
    def waits(cls, variant: str, hand: str, *, seen: str = "", lang: str = "zh",
              size: str = "normal", **options: Any) -> Exercise:
        """Select every wait of a 13-tile hand (a dead wait, all four in hand, may be left
        out). ``options`` are the variant's rule options."""
        rules = v.rules_for(variant, options)
        parsed = rules.validate(hand)
        if parsed.size != 13 or parsed.winning is not None:
            raise ValueError(f"a waits exercise needs a 13-tile hand, not {hand!r}")
        seen_tiles = v.parse_hand(seen).all_tiles() if seen else []
        waits = rules.waits(parsed, seen_tiles)
        live = {w.tile for w in waits if not w.dead}
        dead = {w.tile for w in waits if w.dead}
        listing = ", ".join(f"{tile_zh(w.tile)} {tile_name(w.tile)} ({w.unseen})" for w in waits)
        explain = _join(
            _both(f"听：{listing}（括号里是未见张数）" if waits else
                  f"这手牌没有听牌：{v.shanten_label(rules.shanten(parsed), 'zh')}",
                  f"Waits: {listing} (unseen copies in brackets)" if waits else
                  f"This hand waits on nothing: {v.shanten_label(rules.shanten(parsed), 'en')}"),
            _both(f"{_names(sorted(dead))} 是死听：四张都在自己手里", f"{_names(sorted(dead))} "
                  "is a dead wait: all four copies are in the hand") if dead else "")

        def check(answer: tuple[str, ...]) -> tuple[bool, Text]:
            chosen = {v.to_tile(a) for a in answer}
            missing, wrong = live - chosen, chosen - live - dead
            if not missing and not wrong:
                return True, explain
            parts: list[Text] = []
            if wrong:
                parts.append(_both(f"{_names(sorted(wrong))} 不能和这手牌",
                                   f"{_names(sorted(wrong))}: does not complete the hand"))
                # sets and a pair by shape, refused by a rule of the variant: name the rule
                shaped = [t for t in sorted(wrong) if drills._plain_complete(parsed.add(t))]
                if shaped:
                    parts.append(drills._shape_rule(rules, parsed, shaped[0]))
            if missing:
                parts.append(_both(f"还少 {len(missing)} 张听牌", _count_en(len(missing), "wait") +
                                   " missing"))
            return False, _join(*parts)

        order = [w.tile for w in waits if not w.dead]
        reveal = {"readings": drill_why.wait_readings(rules, parsed, order),
                  "tiles": [drill_why.waits_group(waits)] if order else []}
        return cls(_both("这手牌听哪几张？选出所有的听牌（没有就不选，直接检查）。",
                         "Which tiles does this hand wait on? Select every wait (none: check "
                         "with nothing selected)."),
                   check, answer="tiles", hand=str(parsed), variant=variant,
                   hint=_both(f"一共听 {len(live)} 张。", f"There are {len(live)} live waits."),
                   solution=explain, lang=lang, size=size, reveal=reveal)

    @classmethod
    @exercise_code.recorded
    def shanten(cls, variant: str, hand: str, *, lang: str = "zh", size: str = "normal",
                **options: Any) -> Exercise:
        """Type the hand's 向听 (shanten) number."""
        rules = v.rules_for(variant, options)
        parsed = rules.parse(hand)
        problems = tuple(p for p in rules.problems(parsed) if p.code != "too-few")
        if problems:
            raise InvalidHand(problems)
        answer = rules.shanten(parsed)
        if answer is None:
            raise ValueError(f"{hand!r} can never win: no shanten to ask for")
        extra: Text = ""
        reveal: dict[str, list] = {}
        if answer == -1:
            found = drill_why.reading(rules, parsed)
            reveal = {"readings": [found] if found else []}
        elif parsed.size == 13 and answer == 0:
            reveal = {"readings": drill_why.wait_readings(
                rules, parsed, [w.tile for w in rules.waits(parsed) if not w.dead])}
        if parsed.size == 13 and answer == 0:
            extra = _both(f"听 {_names(w.tile for w in rules.waits(parsed))}",
                          f"It waits on {_names(w.tile for w in rules.waits(parsed))}")
        elif parsed.size == 14:
            best = rules.discard_advice(parsed)[:1]
            if best:
                d = best[0]
                if answer != -1:
                    reveal = {"tiles": [drill_why.discard_group(d)]}
                extra = _both(f"例如打 {_names([d.tile])}：{v.shanten_label(d.shanten, 'zh')}，"
                              f"进张 {d.effective_count} 张",
                              f"e.g. discard {_names([d.tile])}: "
                              f"{v.shanten_label(d.shanten, 'en')}, {d.effective_count} "
                              "improving tiles")
        explain = _join(_both(f"答案：{answer}（{v.shanten_label(answer, 'zh')}）",
                              f"Answer: {answer} ({v.shanten_label(answer, 'en')})"), extra)

        def check(n: int) -> tuple[bool, Text]:
            if n == answer:
                return True, explain
            return False, _both(f"不是 {n}：答案{'更小' if n > answer else '更大'}",
                                f"Not {n}: the answer is {'lower' if n > answer else 'higher'}")

        return cls(_both("这手牌几向听？（听牌 = 0，已和 = -1）",
                         "How many shanten is this hand? (ready = 0, complete = -1)"),
                   check, answer="number", hand=str(parsed), variant=variant,
                   hint=_both("向听 = 还要换几张牌才能听牌。"
                              "缺一门的规则下，要打掉的那门每张都要换。",
                              "Shanten = draw-and-discard exchanges to a ready hand. Where a "
                              "suit must be dropped (缺一门), each of its tiles must go."),
                   solution=explain, lang=lang, size=size, reveal=reveal)

    @classmethod
    @exercise_code.recorded
    def best_discard(cls, variant: str, hand: str, *, seen: str = "", lang: str = "zh",
                     size: str = "normal", **options: Any) -> Exercise:
        """Click the best discard of a 14-tile hand: lowest shanten after it, then the most
        进张; any discard tied on both is right."""
        rules = v.rules_for(variant, options)
        parsed = rules.validate(hand)
        if parsed.size != 14:
            raise ValueError(f"a discard exercise needs a 14-tile hand, not {hand!r}")
        seen_tiles = v.parse_hand(seen).all_tiles() if seen else []
        advice = rules.discard_advice(parsed, seen_tiles)
        key = {d.tile: (d.shanten if d.shanten is not None else 99, -d.effective_count)
               for d in advice}
        best = min(key.values())
        right = {t for t, k in key.items() if k == best}

        def line(d, lang: str) -> str:  # the improving tiles themselves are drawn (reveal)
            return (f"{tile_zh(d.tile)} {tile_name(d.tile)}: {v.shanten_label(d.shanten, lang)}, "
                    f"{say('effective', lang)} {d.effective_count}")

        table = {lang: "\n".join(line(d, lang) for d in advice[:5]) for lang in LANGS}
        explain = _join(_both(f"最佳：{_names(sorted(right))}", f"Best: {_names(sorted(right))}"),
                        table)

        top = advice[0]
        # the best three, as the table ranks them
        reveal: dict[str, list] = {"tiles": [drill_why.discard_group(d) for d in advice[:3]]}
        if top.shanten == 0:
            after = parsed.remove(top.tile)
            reveal["readings"] = drill_why.wait_readings(
                rules, after, [w.tile for w in rules.waits(after, seen_tiles) if not w.dead])

        def check(name: str) -> tuple[bool, Text]:
            tile = v.to_tile(name)
            if tile in right:
                return True, explain
            mine = next(d for d in advice if d.tile == tile)
            top = advice[0]
            return False, _both(
                f"打 {_names([tile])}：{v.shanten_label(mine.shanten, 'zh')}，进张 "
                f"{mine.effective_count}；最好的打法能做到 {v.shanten_label(top.shanten, 'zh')}，"
                f"进张 {top.effective_count}",
                f"Discarding {_names([tile])}: {v.shanten_label(mine.shanten, 'en')}, "
                f"{mine.effective_count} improving tiles; the best discard reaches "
                f"{v.shanten_label(top.shanten, 'en')} with {top.effective_count}")

        return cls(_both("打哪一张最好？（先看向听，再看进张）",
                         "Which tile is the best discard? (lowest shanten first, then the most "
                         "improving tiles)"),
                   check, answer="tiles", pick="one", tiles="hand", hand=str(parsed),
                   variant=variant,
                   hint=_both("进张 = 打掉这张后，能让向听减少的未见牌的张数。",
                              "Improving tiles (进张) = unseen copies of the tiles that would "
                              "lower the shanten after this discard."),
                   solution=explain, lang=lang, size=size, reveal=reveal)

    @classmethod
    @exercise_code.recorded
    def claim(cls, variant: str, hand: str, tile: str, from_seat: int,
              situation: dict[str, Any] | Situation | None = None, *, lang: str = "zh",
              size: str = "normal", **options: Any) -> Exercise:
        """Choose every claim (吃 碰 杠 胡) the rules allow on a discard, or 过 if none."""
        rules = v.rules_for(variant, options)
        sit = situation if isinstance(situation, Situation) else Situation.from_dict(situation)
        report = rules.claims(hand, tile, from_seat, sit)
        allowed = {o.kind for o in report.options} or {"pass"}
        t = v.to_tile(tile)
        choices = [_both(say(k, "zh"), f"{say(k, 'en')} {say(k, 'zh')}") | {"value": k}
                   for k in CLAIM_KINDS]
        reasons = {r.kind: r for r in report.refused}

        def reason(kind: str, lang: str) -> str:
            r = reasons[kind]
            return f"{say(kind, lang)} ✗ {drills._say(r.reason, lang)}" + (
                f" ({r.ruling})" if r.ruling else "")

        explain = {lang: "\n".join(
            [f"{say('allowed', lang)}: " + (" ".join(say(k, lang) for k in CLAIM_KINDS
                                                     if k in allowed))]
            + [reason(k, lang) for k in CLAIM_KINDS if k in reasons]) for lang in LANGS}

        def check(answer: tuple[str, ...]) -> tuple[bool, Text]:
            chosen = set(answer)
            if chosen == allowed:
                return True, explain
            wrong = [k for k in CLAIM_KINDS if k in chosen - allowed and k in reasons]
            parts: list[Text] = [{lang: reason(k, lang) for lang in LANGS} for k in wrong]
            if "pass" in chosen and allowed != {"pass"}:
                parts.append(_both("有可以吃碰杠胡的选择", "Some claim is allowed here"))
            if allowed - chosen - {"pass"}:
                parts.append(_both(f"还少 {len(allowed - chosen)} 个可以的选择",
                                   _count_en(len(allowed - chosen), "allowed claim")
                                   + " missing"))
            return False, _join(*parts)

        seat = say(f"seat_{from_seat}", "zh")
        return cls(_both(f"{seat}打出 {_names([t])}。规则允许你做什么？（可多选；都不行就选 过）",
                         f"The player {say(f'seat_{from_seat}', 'en')} discards {_names([t])}. "
                         "Which claims do the rules allow? (choose all; none: Pass)"),
                   check, answer="choice", choices=choices, multi=True,
                   hand=str(rules.parse(hand)), variant=variant, focus=tile_name(t),
                   focus_label=_both(f"{seat}打出",
                                     f"discarded by {say(f'seat_{from_seat}', 'en')}"),
                   hint=_both("碰要两张一样的，明杠要三张，吃只能吃上家，胡要能和牌；"
                              "再看这个玩法的规定。",
                              "碰 needs two alike in hand, 明杠 three, 吃 only from 上家, 胡 a "
                              "complete hand; then check this variant's own rules."),
                   solution=explain, lang=lang, size=size)

    @classmethod
    @exercise_code.recorded
    def score(cls, variant: str, hand: str,
              situation: dict[str, Any] | Situation | None = None, *, lang: str = "zh",
              size: str = "normal", **options: Any) -> Exercise:
        """Type the score (the total) of a winning hand; the feedback is the fan breakdown."""
        rules = v.rules_for(variant, options)
        sit = situation if isinstance(situation, Situation) else Situation.from_dict(situation)
        try:
            result = rules.score(hand, sit)
        except (NotAllowed, InvalidHand) as e:
            raise ValueError(f"{hand!r} cannot be scored: {e}") from None
        view = {lang: v.score_view(result, lang, alternatives=False) for lang in LANGS}

        def breakdown(lang: str, with_values: bool = True) -> str:
            s = view[lang]
            times = "×" if s["mode"] == "multiply" else "+"

            def value(ln: dict[str, Any]) -> str:  # a base line (Wuhan's 大胡) adds
                count = f" ×{ln['count']}" if ln["count"] > 1 else ""
                return f"{ln['label']} {'+' if ln['adds'] else times}{ln['value']}{count}"

            lines = [value(ln) if with_values else ln["label"] for ln in s["lines"]]
            out = [", ".join(lines)]
            out += [f"{say('excluded', lang)}: {e['label']} — {e['why']}" for e in s["excluded"]]
            out += s["notes"]
            if with_values:
                out.append(f"{say('total', lang)}: {s['total']}")
            return "\n".join(out)

        explain = {lang: breakdown(lang) for lang in LANGS}
        words = {lang: v.situation_words(sit, lang) for lang in LANGS}
        won = rules.parse(hand)
        reveal = {"readings": [drill_why.arrangement_view(result.arrangement, won)]}

        def check(n: int) -> tuple[bool, Text]:
            if n == result.total:
                return True, explain
            return False, {lang: f"{'不是' if lang == 'zh' else 'Not'} {n}. "
                           + breakdown(lang, False) for lang in LANGS}

        return cls(_both("这手牌和了算多少？" + (f"（{words['zh']}）" if words["zh"] else ""),
                         "What does this winning hand score?"
                         + (f" ({words['en']})" if words["en"] else "")),
                   check, answer="number", hand=str(rules.parse(hand)), variant=variant,
                   hint=_both(f"算进去的番有 {len(result.lines)} 个；别忘了不计的番。",
                              f"{_count_en(len(result.lines), 'fan line')} "
                              f"{'counts' if len(result.lines) == 1 else 'count'}; "
                              "mind the excluded ones (不计)."),
                   solution=explain, lang=lang, size=size, reveal=reveal)

    @classmethod
    @exercise_code.recorded
    def choice(cls, question: Text, choices: Sequence[Text], answer: int | str,
               explanation: Text = "", *, hint: Text = "", hand: str | None = None,
               variant: str = "sichuan-xuezhan", lang: str = "zh",
               size: str = "normal") -> Exercise:
        """Pick one of ``choices``; ``answer`` is the right one's index or its text."""
        labels = [bilingual(c, "zh") if isinstance(c, dict) else c for c in choices]
        labels_en = [bilingual(c, "en") if isinstance(c, dict) else c for c in choices]
        if isinstance(answer, int) and not isinstance(answer, bool):
            if not 0 <= answer < len(choices):
                raise ValueError(f"answer index {answer} is not among {len(choices)} choices")
            right = answer
        elif answer in labels or answer in labels_en:
            right = labels.index(answer) if answer in labels else labels_en.index(answer)
        else:
            raise ValueError(f"answer {answer!r} is not one of the choices")
        items = [(c if isinstance(c, dict) else {"zh": c, "en": c}) | {"value": i}
                 for i, c in enumerate(choices)]

        def check(index: int) -> tuple[bool, Text]:
            return (True, explanation) if index == right else (False, "")

        solution = _join(_both(f"答案：{labels[right]}", f"Answer: {labels_en[right]}"),
                         explanation)
        return cls(question, check, answer="choice", choices=items, hand=hand, variant=variant,
                   hint=hint, solution=solution, lang=lang, size=size)

