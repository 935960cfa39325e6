"""The odds lab: pick a game and a bet, see the exact distribution of outcomes as a chart, the
exact expected value, and a seeded simulation converging to it.

Python computes everything (practice/odds.py); the JS (static/odds.js, with static/tiles.js in
front) draws the ``view`` trait as SVG and sends intents ``{"kind": ...}`` to
:meth:`OddsLab.handle`, which never raises. The Start button runs the simulation as an asyncio
task on the kernel's running loop, in batches that yield to the loop, so the kernel keeps
answering (a Stop click is handled between two batches). In a script, or a lesson that must
finish its cell, :meth:`OddsLab.simulate` runs synchronously.

>>> lab = OddsLab("dafengshou", bets={"apple": 10}, lang="en")
>>> lab.view["exact"]["ev"]
'-1'
>>> lab.simulate(5_000).rounds
5000
>>> lab.handle({"kind": "param", "name": "bet:apple", "value": -3})
>>> lab.message["level"]
'warning'
"""

from __future__ import annotations

import asyncio
import dataclasses
import math
import time
from collections.abc import Callable
from typing import Any

import anywidget
import traitlets

from widgets import rules as _rules
from widgets import variants
from widgets.cards.cards import option_docs
from widgets.cards.dafengshou import Dafengshou
from widgets.engine.results import Why
from widgets.practice.odds.lab import (
    Estimate,
    Model,
    Simulation,
)

from ..shared import view as v
from ..shared.assets import STATIC, static_esm
from ..shared.display import Displayed
from ..shared.intents import Refused, Undoable, from_error, need
from ..shared.labels import LANGS, labels
from ..shared.plain_text import PlainTexts
from ..shared.position import PositionCodes
from . import odds_panels
from .odds_model import (
    BATCH_SECONDS,
    CACHED,
    DEFAULTS,
    GAMES,
    HISTORY_POINTS,
    MAX_ROUNDS,
    ODDS_LABELS,
    PAUSE_SECONDS,
    WAIT_HANDS,
    OddsState,
    as_int,
    build_model,
    check_int,
    finite,
    frac,
    game_params,
    has_wilds,
    num,
    say,
)


def _frozen(value: Any) -> Any:
    """A JSON value as the state holds it: lists as tuples (a code's option values)."""
    return tuple(_frozen(x) for x in value) if isinstance(value, list) else value


class OddsLab(PlainTexts, PositionCodes, Undoable, Displayed, anywidget.AnyWidget):
    """The odds lab widget.

    ``game`` is 'dafengshou', 'tuitongzi', 'sanzhang' or 'mahjong'; the bet: 大丰收 ``bets``
    (target → coins), 二八杠 ``position`` (1–3), 欢乐三张 ``hand`` and ``challenger``,
    mahjong ``variant``, ``hand`` (13 tiles, ready), ``seen``, ``draws`` and ``indicator``
    (Wuhan's 赖子). ``options`` are the game's rule options (for 大丰收 the table itself:
    ``targets``, ``rtp``, ``weights``), also editable in the widget's option panel. ``seed``
    seeds the simulation's ``random.Random``; ``rounds`` is how many rounds Start runs.
    ``code`` a position code (:attr:`code`: the game, the bet, the options, the seed and
    rounds; Start runs the same simulation again) to open instead. Bad arguments raise
    ValueError (a lesson's mistake); a learner's bad input is shown.

    >>> lab = OddsLab("dafengshou", bets={"bar": 10}, options={"rtp": 95})
    >>> lab.view["exact"]["ev"]
    '-1/2'
    """

    CODE_KIND = "od"
    TEXT_LIMITS = Undoable.TEXT_LIMITS | {"code": PositionCodes.CODE_LIMIT}
    _esm = static_esm("odds.js")
    _css = "\n".join((STATIC / name).read_text(encoding="utf-8")
                      for name in ("paixue.css", "odds.css"))
    view = traitlets.Dict().tag(sync=True)
    message = traitlets.Dict().tag(sync=True)

    def __init__(self, game: str = "dafengshou", *, bets: dict[str, int] | None = None,
                 position: int | None = None, hand: str | None = None,
                 challenger: bool | None = None, variant: str | None = None,
                 seen: str | None = None, draws: int | None = None,
                 indicator: str | None = None, options: dict[str, Any] | None = None,
                 seed: int = 0, rounds: int = 200_000, lang: str = "zh",
                 size: str | None = None, code: str = "", **kwargs: Any):
        super().__init__(**kwargs)
        if game not in GAMES:
            raise ValueError(f"game is one of {', '.join(GAMES)}, not {game!r}")
        if lang not in LANGS:
            raise ValueError(f"lang is zh or en, not {lang!r}")
        size = self._first_size(size)  # DisplayError (a ValueError) naming a bad one
        given = {"bets": bets, "position": position, "hand": hand, "challenger": challenger,
                 "variant": variant, "seen": seen, "draws": draws, "indicator": indicator}
        extra = {k: x for k, x in given.items() if x is not None and k not in DEFAULTS[game]}
        if extra:
            raise ValueError(f"{game} takes {', '.join(DEFAULTS[game])}; not "
                             f"{', '.join(extra)}")
        check_int("seed", seed, 0, 2**63)
        check_int("rounds", rounds, 1, MAX_ROUNDS)
        if options is not None and not isinstance(options, dict):
            raise ValueError(f"options is a dict of rule options, not {options!r}")
        state = OddsState(game, game_params(game, given), seed, rounds,
                          tuple(sorted((options or {}).items())))
        self._models: dict[OddsState, Model] = {}
        self._exact_cache: dict[tuple, dict[str, Any]] = {}
        try:
            self._model(state)
        except ValueError as e:
            raise ValueError(f"OddsLab({game!r}): {e}") from None
        self._sim: Simulation | None = None
        self._sim_state: OddsState | None = None
        self._history: list[tuple[int, float, float, float]] = []
        self._task: asyncio.Task | None = None
        self._stop = False
        self._status = "idle"
        self._state = state
        if code:
            self._state = state = self._state_from_code(code)  # PositionCodeError says why
        self._ui = {"lang": lang, "size": size}
        self._undo: list[OddsState] = []
        self._redo: list[OddsState] = []
        self.view = self._build(state, self._ui, False, False)
        self.message = {"text": "", "level": ""}
        self.on_msg(lambda _w, content, _b: self.handle(content))

    def __repr__(self) -> str:
        params = ", ".join(f"{k}={x!r}" for k, x in self._state.params)
        options = f", options={dict(self._state.options)!r}" if self._state.options else ""
        return f"OddsLab({self._state.game!r}, {params}{options}, seed={self._state.seed})"

    # ---- read-only state and the synchronous API ---------------------------------------------

    @property
    def model(self) -> Model:
        return self._model(self._state)

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    @property
    def estimate(self) -> Estimate:
        return self._simulation().estimate()

    def simulate(self, rounds: int) -> Estimate:
        """Run ``rounds`` more rounds now, in this cell (nothing keeps running after it)."""
        check_int("rounds", rounds, 1, MAX_ROUNDS)
        if self.running:
            raise RuntimeError("a simulation is running: stop it first")
        sim = self._simulation()
        goal = sim.rounds + rounds
        batch = 200
        while sim.rounds < goal:
            sim.run(min(batch, goal - sim.rounds))
            self._record(sim)
            batch = min(batch * 2, 50_000)
        self._status = "done" if sim.rounds >= self._state.rounds else "stopped"
        self._push()
        return sim.estimate()

    def stop(self) -> None:
        """Ask a running simulation to stop after its current batch."""
        self._stop = True

    # ---- the simulation ----------------------------------------------------------------------

    def _model(self, state: OddsState) -> Model:
        state = dataclasses.replace(state, seed=0, rounds=0)  # the bet, not the simulation
        if state not in self._models:
            if len(self._models) >= CACHED:  # a sanzhang model holds 18,424 hands: keep few
                self._models.pop(next(iter(self._models)))
            try:
                self._models[state] = build_model(state)
            except (ValueError, KeyError) as e:  # NotAllowed and NotationError are ValueErrors
                raise ValueError(e.args[0] if e.args and (isinstance(e, KeyError) or isinstance(
                    e.args[0], Why)) else str(e)) from None
        return self._models[state]

    def _simulation(self, state: OddsState | None = None) -> Simulation:
        state = dataclasses.replace(state or self._state, rounds=0)  # a new target goes on
        if self._sim is None or self._sim_state != state:
            self._stop = True  # a running task notices that its simulation is gone
            self._sim = Simulation(self._model(state), state.seed)
            self._sim_state = state
            self._history = []
            self._status = "idle"
        return self._sim

    def _record(self, sim: Simulation) -> None:
        est = sim.estimate()
        point = (sim.rounds, est.mean, est.low, est.high)
        if self._history and self._history[-1][0] * 1.08 > sim.rounds:
            self._history[-1] = point  # keep points spread on the log scale
        else:
            self._history.append(point)
        if len(self._history) > HISTORY_POINTS:
            self._history = self._history[::2] + ([point] if self._history[-1] != point
                                                  else [])

    def _push(self) -> None:
        with self.hold_sync():
            self.view = self._build(self._state, self._ui, bool(self._undo), bool(self._redo))

    async def _run(self, sim: Simulation) -> None:
        """Batches of rounds until the target, a Stop, or a change of bet; each batch is
        followed by a pause on the loop so the kernel handles messages meanwhile."""
        batch = 200
        try:
            while not self._stop and self._sim is sim and sim.rounds < self._state.rounds \
                    and self.comm is not None:  # a closed widget stops its run
                began = time.perf_counter()
                sim.run(min(batch, self._state.rounds - sim.rounds))
                took = time.perf_counter() - began
                if took < BATCH_SECONDS / 2:
                    batch = min(batch * 2, 200_000)
                self._record(sim)
                self._push()
                await asyncio.sleep(PAUSE_SECONDS)
            if self._sim is sim:
                self._status = "done" if sim.rounds >= self._state.rounds else "stopped"
        except Exception as e:  # show it in the widget; never raise into the kernel's log
            self._status = "stopped"
            self.message = {"text": f"{say('error', self._ui['lang'])} {type(e).__name__}: {e}",
                            "level": "error"}
        finally:
            if self._sim is sim:
                self._push()

    # ---- intents -----------------------------------------------------------------------------

    def _error_label(self, lang: str) -> str:
        return say("error", lang)

    def _intents(self) -> dict[str, Callable[[dict[str, Any]], tuple]]:
        return {"game": self._game, "param": self._param, "option": self._option,
                "seed": self._seed, "rounds": self._rounds, "start": self._start,
                "stop": self._stop_, "reset": self._reset, "undo": self._undo_,
                "redo": self._redo_, "lang": self._ui_choice, "size": self._ui_choice,
                "code": self._code_intent}

    def _position(self, state: OddsState) -> dict[str, Any]:
        params = dict(state.params)
        if "bets" in params:
            params["bets"] = dict(params["bets"])
        return {"g": state.game, "p": params, "s": state.seed, "r": state.rounds,
                "o": dict(state.options)}

    def _restore(self, data: dict[str, Any]) -> OddsState:
        game = data.get("g")
        if game not in GAMES:
            raise ValueError(f"game is one of {', '.join(GAMES)}, not {game!r}")
        seed, rounds = data.get("s", 0), data.get("r", 200_000)
        check_int("seed", seed, 0, 2**63)
        check_int("rounds", rounds, 1, MAX_ROUNDS)
        given = {key: data.get(key) or {} for key in ("o", "p")}
        for key, what in (("o", "the rule options are"), ("p", "the bet is")):
            if not isinstance(given[key], dict):  # issue 32: a list here was an AttributeError
                raise ValueError(Why(f"{'规则选项' if key == 'o' else '下注'}是一个字典，不是 "
                                     f"{given[key]!r:.40}",
                                     f"{what} a dict, not {given[key]!r:.40}"))
        options = {k: _frozen(x) for k, x in given["o"].items()}
        state = OddsState(game, game_params(game, given["p"]), seed, rounds,
                          tuple(sorted(options.items())))
        self._model(state)  # ValueError: the bet cannot be made under these options
        return state

    def _checked(self, state: OddsState) -> OddsState:
        try:
            self._model(state)
        except ValueError as e:
            raise from_error(e) from None
        return state

    def _game(self, msg: dict[str, Any]):
        game = need(msg, "value", " or ".join(GAMES))
        if game not in GAMES:
            raise Refused(f"game: one of {', '.join(GAMES)}, not {game!r}",
                          f"game：游戏是 {', '.join(GAMES)} 之一，不是 {game!r}")
        if game == self._state.game:
            return self._state, self._ui
        state = dataclasses.replace(self._state, game=game, params=game_params(game, {}),
                                    options=())  # each game has options of its own
        return self._checked(state), self._ui

    def _param(self, msg: dict[str, Any]):
        name = need(msg, "name", "the field's name")
        value = need(msg, "value", "its new value")
        state = self._state
        params = dict(state.params)
        if state.game == "dafengshou" and isinstance(name, str) and name.startswith("bet:"):
            target = name[4:]
            coins = as_int(value)
            if coins is None or coins < 0 or coins > 10**9:
                # the target by its display name (苹果, apple); the key stays in the field
                shown = {t.key: t for t in self.model.rules.targets}.get(target)
                zh, en = (shown.zh, shown.en) if shown else (target, target)
                raise Refused(f"bet on {en}: a whole number of coins ≥ 0, not {value!r}",
                              f"{zh}的下注：金币数是 ≥ 0 的整数，不是 {value!r}")
            bets = dict(params["bets"]) | {target: coins}
            params["bets"] = tuple(sorted((k, c) for k, c in bets.items() if c))
        elif isinstance(name, str) and name in params and name != "bets":
            kind = type(DEFAULTS[state.game][name])
            if kind is int:
                value = as_int(value)
                if value is None:
                    raise Refused(f"{name}: a whole number, not {msg['value']!r}",
                                  f"{name}：应是整数，不是 {msg['value']!r}")
            elif kind is bool:
                if value in ("true", "false"):
                    value = value == "true"
                if not isinstance(value, bool):
                    raise Refused(f"{name}: true or false, not {value!r}",
                                  f"{name}：应是 true 或 false，不是 {value!r}")
            elif not isinstance(value, str):
                raise Refused(f"{name}: text, not {value!r}",
                              f"{name}：应是文字，不是 {value!r}")
            params[name] = value
        else:
            raise Refused(f"param: {state.game} has no field {name!r}; fields: "
                          f"{', '.join(self._field_names())}",
                          f"param：{state.game} 没有字段 {name!r}；可用的有："
                          f"{', '.join(self._field_names())}")
        new = dataclasses.replace(state, params=tuple(sorted(params.items())))
        if name == "variant":
            return self._other_variant(new)
        return self._checked(new), self._ui

    def _other_variant(self, state: OddsState) -> tuple:
        """Another mahjong variant: its own default options, and its example hand when the
        hand is not ready there (a Sichuan hand in Wuhan lacks the 2-5-8 pair), said in the
        note; the indicator only where a 赖子 exists."""
        params = dict(state.params)
        variant = params["variant"]
        if variant not in variants():
            raise Refused(f"variant: one of {', '.join(variants())}, not {variant!r}",
                          f"variant：玩法是 {', '.join(variants())} 之一，不是 {variant!r}")
        params["indicator"] = params["indicator"] if has_wilds(_rules(variant)) else ""
        new = dataclasses.replace(state, params=tuple(sorted(params.items())), options=())
        try:
            self._model(new)
            return new, self._ui
        except ValueError as e:
            params |= {"hand": WAIT_HANDS.get(variant, DEFAULTS["mahjong"]["hand"]),
                       "seen": "", "indicator": ""}
            example = dataclasses.replace(new, params=tuple(sorted(params.items())))
            note = say("example_hand", self._ui["lang"], hand=params["hand"], why=str(e))
            return self._checked(example), self._ui, note

    def _field_names(self) -> list[str]:
        if self._state.game == "dafengshou":
            return [f"bet:{t.key}" for t in self.model.rules.targets]
        return list(DEFAULTS[self._state.game])

    def _option(self, msg: dict[str, Any]):
        """A rule option of the game (for 大丰收: the targets, the return, the weights). Bets
        on targets that a new table no longer has are withdrawn, and the note says so."""
        name = need(msg, "name", "a rule option's name")
        value = need(msg, "value", "its new value")
        state = self._state
        docs = {d["name"]: d for d in option_docs(self.model.rules.Options)}
        if not isinstance(name, str) or name not in docs:
            raise Refused(f"option: unknown option {name!r}; options: {', '.join(docs)}",
                          f"option：没有规则选项 {name!r}；可用的有：{', '.join(docs)}")
        default = docs[name]["default"]
        if isinstance(default, bool) and value in ("true", "false"):
            value = value == "true"
        elif isinstance(default, int) and as_int(value) is not None:
            value = as_int(value)  # a number box sends text or a float; the rules name the rest
        chosen = dict(state.options) | {name: value}
        options = tuple(sorted((k, x) for k, x in chosen.items() if x != docs[k]["default"]))
        new = dataclasses.replace(state, options=options)
        note = ""
        if state.game == "dafengshou":
            new, note = self._keep_bets(new)
        return self._checked(new), self._ui, note

    def _keep_bets(self, state: OddsState) -> tuple[OddsState, str]:
        """大丰收 under a new table: withdraw the bets on targets it lacks (named in the
        note); with none left, 1 coin on its first target."""
        try:
            targets = [t.key for t in Dafengshou(**dict(state.options)).targets]
        except ValueError as e:
            raise from_error(e, "option") from None
        bets = dict(state.get("bets"))
        gone = [k for k in bets if k not in targets]
        if not gone:
            return state, ""
        lang = self._ui["lang"]
        kept = {k: c for k, c in bets.items() if k in targets} or {targets[0]: 1}
        note = say("bets_dropped", lang, targets=", ".join(gone))
        if not set(kept) & set(bets):
            note += "; " + say("bet_placed", lang, target=targets[0])
        params = dict(state.params) | {"bets": tuple(sorted(kept.items()))}
        return dataclasses.replace(state, params=tuple(sorted(params.items()))), note

    def _seed(self, msg: dict[str, Any]):
        value = as_int(need(msg, "value", "a whole number"))
        if value is None or not 0 <= value < 2**63:
            raise Refused(f"seed: a whole number ≥ 0, not {msg['value']!r}",
                          f"随机种子：应是 ≥ 0 的整数，不是 {msg['value']!r}")
        return dataclasses.replace(self._state, seed=value), self._ui

    def _rounds(self, msg: dict[str, Any]):
        value = as_int(need(msg, "value", "a whole number"))
        if value is None or not 1 <= value <= MAX_ROUNDS:
            raise Refused(f"rounds: 1 … {MAX_ROUNDS:,}, not {msg['value']!r}",
                          f"模拟局数：应是 1 … {MAX_ROUNDS:,}，不是 {msg['value']!r}")
        return dataclasses.replace(self._state, rounds=value), self._ui

    def _start(self, _msg: dict[str, Any]):
        lang = self._ui["lang"]
        if self.running:
            raise Refused(say("running_refused", lang))
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            raise Refused(say("no_loop", lang)) from None
        sim = self._simulation()
        if sim.rounds >= self._state.rounds:  # finished: Start begins again
            self._sim = None
            sim = self._simulation()
        self._stop = False
        self._status = "running"
        self._task = loop.create_task(self._run(sim))
        return self._state, self._ui

    def _stop_(self, _msg: dict[str, Any]):
        self._stop = True
        if self.running:
            self._status = "stopped"
        return self._state, self._ui

    def _reset(self, _msg: dict[str, Any]):
        self._stop = True
        self._sim = None
        return self._state, self._ui

    # ---- the view ----------------------------------------------------------------------------

    def _build(self, state: OddsState, ui: dict[str, Any], undo: bool, redo: bool
               ) -> dict[str, Any]:
        lang = ui["lang"]
        model = self._model(state)
        sim = self._simulation(state)
        est = sim.estimate()
        freqs = sim.frequencies()
        ev = model.expected
        chances = [float(o.probability) for o in model.outcomes]
        seen = [freqs[i] if sim.rounds else None for i in range(len(chances))]
        bars = [{"key": o.key, "label": o.zh if lang == "zh" else o.en,
                 "value": num(o.value), "p": chances[i],
                 "p_text": frac(o.probability), "freq": seen[i]}
                for i, o in enumerate(model.outcomes)]
        status = "running" if self.running and self._status == "running" else self._status
        if status == "done" and sim.rounds < state.rounds:  # the target was raised since
            status = "stopped"
        history = [list(p) for p in self._history]
        ys = [float(ev)] + [y for p in self._history[len(self._history) // 5:]
                            for y in p[1:] if math.isfinite(y)]
        lo, hi = (min(ys), max(ys)) if ys else (float(ev) - 1, float(ev) + 1)
        pad = (hi - lo) * 0.1 or max(abs(float(ev)) * 0.1, 0.05)
        sim_view = {
            "status": status, "status_text": say(f"status_{status}", lang),
            "rounds": sim.rounds, "target": state.rounds, "seed": state.seed,
            "progress": say("progress", lang, n=f"{sim.rounds:,}", target=f"{state.rounds:,}"),
            "mean": est.mean if sim.rounds else None, "low": finite(est.low),
            "high": finite(est.high), "method": est.method,
            "text": say("mean", lang, mean=num(est.mean), low=num(est.low), high=num(est.high),
                        method=say(est.method, lang)) if sim.rounds else "",
            "inside": est.contains(ev) if sim.rounds else None,
            "verdict": (say("inside" if est.contains(ev) else "outside", lang)
                        if sim.rounds else ""),
            "history": history, "y": [lo - pad, hi + pad],
            "y_ticks": odds_panels.ticks(lo - pad, hi + pad),
            "x": [2.0, math.log10(max(state.rounds, 1000))],
        }
        # the chance axis ends on a round tick above the tallest bar: ticks 0%, 25%, 50% …
        ymax = odds_panels.top_tick(max(chances + [f or 0 for f in seen]) * 1.05 or 1)
        title = say(f"g_{state.game}", lang)
        return v.chrome(lang, ui["size"]) | {
            "labels": labels(lang) | {k: (zh if lang == "zh" else en)
                                      for k, (zh, en) in ODDS_LABELS.items()},
            "widget": "odds", "game": state.game, "title": title,
            "games": [{"value": g, "label": say(f"g_{g}", lang)} for g in GAMES],
            "bet": model.zh if lang == "zh" else model.en,
            "fields": self._fields(state, lang),
            "exact": self._exact(state, model, lang),
            "bars": bars, "ymax": ymax, "y_ticks": odds_panels.ticks(0, ymax, percent=True),
            "sim": sim_view,
            "notes": [{"id": i, "text": zh if lang == "zh" else en}
                      for i, zh, en in model.notes],
            "options": [v.option_row(d, getattr(model.rules.options, d["name"]), lang)
                        for d in option_docs(model.rules.Options)],
            "history": {"undo": undo, "redo": redo},
            "code": self.code_view(state, lang),
        }

    def _exact(self, state: OddsState, model: Model, lang: str) -> dict[str, Any]:
        """The exact panel, computed once per bet and language (a running simulation
        redraws many times a second)."""
        key = (state.game, state.params, state.options, lang)
        if key not in self._exact_cache:
            if len(self._exact_cache) >= CACHED:
                self._exact_cache.pop(next(iter(self._exact_cache)))
            ev = model.expected
            self._exact_cache[key] = {
                "ev": str(ev), "ev_float": float(ev), "ev_text": frac(ev),
                "unit": model.value_zh if lang == "zh" else model.value_en,
                "lines": odds_panels.exact_lines(state, model, lang),
                "tables": odds_panels.tables(state, model, lang)}
        return self._exact_cache[key]

    def _fields(self, state: OddsState, lang: str) -> list[dict[str, Any]]:
        p = dict(state.params)
        if state.game == "dafengshou":
            bets = dict(p["bets"])
            return [{"name": f"bet:{t.key}", "type": "number", "value": bets.get(t.key, 0),
                     "label": f"{t.zh if lang == 'zh' else t.en} ×{t.odds}"}
                    for t in self._model(state).rules.targets]
        if state.game == "tuitongzi":
            names = ("闲家一", "闲家二", "闲家三")
            return [{"name": "position", "type": "select", "value": p["position"],
                     "label": say("position", lang),
                     "choices": [{"value": n, "label": names[n - 1] if lang == "zh" else
                                  f"{n} {names[n - 1]}"} for n in (1, 2, 3)]}]
        if state.game == "sanzhang":
            return [{"name": "hand", "type": "text", "value": p["hand"],
                     "label": say("hand", lang)},
                    {"name": "challenger", "type": "select", "value": p["challenger"],
                     "label": say("role", lang),
                     "choices": [{"value": True, "label": say("challenger", lang)},
                                 {"value": False, "label": say("defender", lang)}]}]
        return [{"name": "variant", "type": "select", "value": p["variant"],
                 "label": say("variant", lang),
                 "choices": [{"value": x, "label": x} for x in variants()]},
                {"name": "hand", "type": "text", "value": p["hand"], "label": say("hand", lang)},
                {"name": "seen", "type": "text", "value": p["seen"], "label": say("seen", lang)},
                {"name": "draws", "type": "number", "value": p["draws"],
                 "label": say("draws", lang)}] + (
                [{"name": "indicator", "type": "text", "value": p["indicator"],
                  "label": say("indicator", lang)}] if has_wilds(self._model(state).rules)
                else [])


# the state, labels and model moved to odds_model.py, the exact panel text to odds_panels.py;
# re-exported so ``from widgets.ui.odds_lab.odds import GAMES`` and the like keep working
__all__ = ["OddsLab", "BATCH_SECONDS", "CACHED", "DEFAULTS", "GAMES", "HISTORY_POINTS",
           "MAX_ROUNDS", "ODDS_LABELS", "OddsState", "PAUSE_SECONDS", "WAIT_HANDS",
           "build_model", "frac", "num", "say"]
