"""The odds lab's model: the games it offers and their default bets, the state undo restores,
every string the lab shows (zh and en), number formatting, and the engine's model of a state's
bet (:func:`build_model`). :class:`widgets.ui.odds_lab.odds.OddsLab` builds on it."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from widgets.engine.rules import MahjongRules
from widgets.practice.odds.lab import (
    MODELS,
    Model,
)

GAMES = ("dafengshou", "tuitongzi", "sanzhang", "mahjong")
BATCH_SECONDS = 0.05  # a batch of rounds takes about this long, then the loop runs
PAUSE_SECONDS = 0.03  # and the kernel gets this long to handle messages (Stop) and redraw
MAX_ROUNDS = 5_000_000
HISTORY_POINTS = 120
CACHED = 12  # models and exact panels kept (undo usually returns to a recent bet)

ODDS_LABELS: dict[str, tuple[str, str]] = {
    "oddslab": ("赔率实验室", "Odds lab"),
    "game": ("游戏", "Game"),
    "g_dafengshou": ("大丰收（押注目标）", "大丰收 Big Harvest (betting targets)"),
    "g_tuitongzi": ("二八杠（押一门）", "二八杠 Erbagang (a bet on one position)"),
    "g_sanzhang": ("欢乐三张（一次比牌）", "欢乐三张 Three Cards (one 比牌)"),
    "g_mahjong": ("麻将（几摸之内来张）", "Mahjong (does the wait come?)"),
    "bet": ("下注", "Bet"),
    "position": ("闲家位置", "Player position"),
    "hand": ("手牌", "Hand"),
    "role": ("角色", "Role"),
    "challenger": ("主动比牌者", "challenger"),
    "defender": ("被比牌者", "defender"),
    "variant": ("玩法", "Variant"),
    "seen": ("已见的牌", "Tiles seen"),
    "draws": ("摸牌次数", "Draws"),
    "seed": ("随机种子", "Seed"),
    "rounds": ("模拟局数", "Rounds to simulate"),
    "start": ("开始模拟", "Start"),
    "stop": ("停止", "Stop"),
    "reset": ("重来", "Reset"),
    "undo": ("撤销", "Undo"), "redo": ("重做", "Redo"),
    "size": ("大号", "Large"), "lang": ("English", "中文"),
    "distribution": ("结果分布（柱：精确概率；横线：模拟频率）",
                     "Outcomes (bars: exact chance; ticks: simulated frequency)"),
    "convergence": ("模拟均值和 95% 区间；虚线是精确期望值",
                    "Simulated mean and its 95 % interval; the dashed line is the exact "
                    "expected value"),
    "exact": ("精确值", "Exact values"),
    "ev": ("期望值", "Expected value"),
    "sim": ("模拟", "Simulation"),
    "progress": ("{n} / {target} 局", "{n} / {target} rounds"),
    "mean": ("模拟均值 {mean}，95% 区间 [{low}, {high}]（{method}）",
             "simulated mean {mean}, 95 % interval [{low}, {high}] ({method})"),
    "wilson": ("威尔逊区间", "Wilson"), "normal": ("正态区间", "normal"),
    "inside": ("精确值在区间内", "the exact value is inside the interval"),
    "outside": ("精确值不在区间内（95% 区间偶尔会这样）",
                "the exact value is outside (a 95 % interval misses 1 time in 20)"),
    "status_idle": ("未开始", "not started"), "status_running": ("运行中", "running"),
    "status_stopped": ("已停止", "stopped"), "status_done": ("完成", "done"),
    "running_refused": ("已经在运行", "already running"),
    # the code to type is quoted as code; the number in it is the rounds
    "no_loop": ("这里不能边算边显示：请在代码格里运行 'lab.simulate(10000)'（10000 是局数）",
                "no running event loop here: run 'lab.simulate(10000)' in a code cell "
                "(10000 rounds)"),
    "notes": ("我们的假设", "Our assumptions"),
    "more": ("概率表和假设", "Chance tables and assumptions"),  # the fold below the charts
    "options": ("规则选项", "Rule options"),
    "indicator": ("翻开的指示牌（赖子）", "Indicator (赖子)"),
    "bets_dropped": ("新的目标里没有 {targets}：这些押注已取消",
                     "the new targets have no {targets}: those bets are withdrawn"),
    "bet_placed": ("没有押注了：在 {target} 上押 1", "no bet left: 1 placed on {target}"),
    "example_hand": ("换成这个玩法的例子 {hand}（原来的手牌：{why}）",
                     "this variant's example hand {hand} instead ({why})"),
    "outcome": ("结果", "Outcome"), "value": ("输赢", "Value"),
    "chance": ("精确概率", "Exact chance"), "freq": ("模拟频率", "Simulated"),
    "error": ("出错了（没有改变）：", "Something went wrong (nothing changed):"),
    "nothing_undo": ("没有可以撤销的操作", "Nothing to undo"),
    "nothing_redo": ("没有可以重做的操作", "Nothing to redo"),
}


def say(key: str, lang: str, **fields: Any) -> str:
    zh, en = ODDS_LABELS[key]
    text = zh if lang == "zh" else en
    return text.format(**fields) if fields else text


def num(x: float | Fraction, digits: int = 4) -> str:
    """A number for reading: '-1.1', '0.3314'."""
    x = float(x)
    if math.isinf(x) or math.isnan(x):
        return "—"
    return f"{x:.{digits}f}".rstrip("0").rstrip(".") if x != int(x) else str(int(x))


def frac(x: Fraction) -> str:
    """'-11/10 ≈ -1.1' or '-1'."""
    return str(x) if x.denominator == 1 else f"{x} ≈ {num(x, 6)}"


@dataclasses.dataclass(frozen=True)
class OddsState:
    """Everything undo restores: the game, its bet's parameters, the seed, the rounds and the
    game's rule options (those that differ from the default)."""

    game: str
    params: tuple[tuple[str, Any], ...]
    seed: int = 0
    rounds: int = 200_000
    options: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str, default: Any = None) -> Any:
        return dict(self.params).get(name, default)


DEFAULTS: dict[str, dict[str, Any]] = {
    "dafengshou": {"bets": {"apple": 10}},
    "tuitongzi": {"position": 1},
    "sanzhang": {"hand": "2s 3h 5d", "challenger": True},
    "mahjong": {"variant": "sichuan-xuezhan", "hand": "123m456m789m11p23p", "seen": "",
                "draws": 6, "indicator": ""},
}


WAIT_HANDS = {  # a ready example hand where the default one is not (2-5-8 pair, tile set)
    "wuhan": "[123m,1] 456m789m22p34p",
    "shuangren": "123s456s789s11z23s",
}


def game_params(game: str, given: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    merged = DEFAULTS[game] | {k: x for k, x in given.items() if x is not None}
    unknown = sorted(set(merged) - set(DEFAULTS[game]))
    if unknown:
        raise ValueError(f"{game} takes {', '.join(DEFAULTS[game])}, not {', '.join(unknown)}")
    if game == "dafengshou":
        if not isinstance(merged["bets"], Mapping):
            raise ValueError(f"bets is a dict target → coins, not {merged['bets']!r}")
        merged["bets"] = tuple(sorted(dict(merged["bets"]).items()))
    return tuple(sorted(merged.items()))


def build_model(state: OddsState) -> Model:
    """The engine's model of this state's bet under its rule options (ValueError/NotAllowed
    say what is wrong)."""
    p, options = dict(state.params), dict(state.options)
    if state.game == "dafengshou":
        return MODELS["dafengshou"](dict(p["bets"]), **options)
    if state.game == "tuitongzi":
        return MODELS["tuitongzi"](p["position"], **options)
    if state.game == "sanzhang":
        return MODELS["sanzhang"](p["hand"], p["challenger"], **options)
    return MODELS["mahjong"](p["variant"], p["hand"], p["seen"], p["draws"],
                             p["indicator"] or None, **options)


def check_int(name: str, value: Any, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ValueError(f"{name} is a whole number {low} … {high:,}, not {value!r}")


def as_int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, str) and value.strip().lstrip("-").isdigit():
        return int(value.strip())
    return None


def has_wilds(rules: Any) -> bool:
    """The variant turns up a 赖子 (Wuhan): the lab asks for the indicator."""
    return type(rules).wild_kinds is not MahjongRules.wild_kinds


def finite(x: float) -> float | None:
    return x if math.isfinite(x) else None
