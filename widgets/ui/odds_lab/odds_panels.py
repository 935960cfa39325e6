"""The odds lab's exact panel text: each game's lines (expected value, RTP, the banker's edge,
the chance to win or that a wait comes) and its tables (targets, hand types, categories), in
zh or en, for :meth:`widgets.ui.odds_lab.odds.OddsLab._exact`."""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from widgets.cards.sanzhang import CATEGORY
from widgets.practice.odds.lab import (
    Model,
    WaitModel,
    banker_edge,
    sanzhang_categories,
    tuitongzi_hand_types,
)

from .odds_model import OddsState, frac, num


def exact_lines(state: OddsState, model: Model, lang: str) -> list[str]:
    ev = model.expected
    zh = lang == "zh"
    if state.game == "dafengshou":
        staked = sum(c for _, c in dict(state.params)["bets"])
        rtp = 1 + ev / staked
        return [f"期望值每局 {frac(ev)} 金币" if zh else f"expected value {frac(ev)} coins "
                "per round",
                f"返还率 {num(rtp * 100, 2)}%：每押 100 平均拿回 {num(rtp * 100, 2)}"
                if zh else f"return to player (RTP) {num(rtp * 100, 2)} %: of every 100 "
                f"staked, {num(rtp * 100, 2)} come back on average"]
    if state.game == "tuitongzi":
        edge = banker_edge(dict(state.params)["position"])
        return [f"期望值每注 {frac(ev)}" if zh else f"expected value {frac(ev)} per unit",
                f"庄家优势 {num(edge * 100, 3)}%（每个位置一样）" if zh else
                f"the banker's edge {num(edge * 100, 3)} % (the same on every position)"]
    if state.game == "sanzhang":
        win = sum((o.probability for o in model.outcomes if o.value > 0), Fraction(0))
        return [f"赢的概率 {frac(win)}" if zh else f"chance to win {frac(win)}",
                f"期望值每次比牌 {frac(ev)}" if zh else f"expected value {frac(ev)} per 比牌"]
    assert isinstance(model, WaitModel)  # the mahjong game's (build_model)
    count = model.count
    waits = ", ".join(f"{t}×{n}" for t, n in count.waits)
    return [f"听 {waits}：共 {count.live} 张活牌，未见 {count.unseen} 张" if zh else
            f"waits {waits}: {count.live} live tiles among {count.unseen} unseen",
            f"{model.draws} 摸之内来张的概率 {frac(ev)}" if zh else
            f"chance it comes within {model.draws} draws: {frac(ev)}"]

def tables(state: OddsState, model: Model, lang: str) -> list[dict[str, Any]]:
    zh = lang == "zh"
    if state.game == "dafengshou":
        r = model.rules
        rows = [[t.zh if zh else f"{t.en} {t.zh}", f"×{t.odds}", frac(t.probability),
                 f"{num(t.rtp * 100, 2)}%"] for t in r.targets]
        rows.append(["幸运灯（不赔）" if zh else "luck lamps (pay nothing)", "—",
                     frac(r.luck), "—"])
        return [{"name": "targets", "head": ["目标" if zh else "Target",
                                              "赔率" if zh else "Odds",
                                              "概率" if zh else "Chance",
                                              "返还率" if zh else "RTP"],
                 "rows": rows}]
    if state.game == "tuitongzi":
        # each type's name for this table, and a hand of it: the rules give its odds
        types = {"dui_fa": ("对发财", "pair of 发财", "FF"),
                 "erbagang": ("二八杠", "2筒+8筒", "28"),
                 "pair": ("其他对子", "other pairs", "55"),
                 "points": ("点数牌", "point hands", "37")}
        rows = [[types[k][0 if zh else 1], f"1赔{model.rules.hand(types[k][2]).odds}",
                 frac(p)] for k, p in tuitongzi_hand_types().items()]
        return [{"name": "hand-types", "head": ["牌型" if zh else "Hand type",
                                                 "赔率" if zh else "Odds",
                                                 "一手牌的概率" if zh else "Chance"],
                 "rows": rows}]
    if state.game == "sanzhang":
        rows = []
        for key, p in sanzhang_categories(**dict(state.options)).items():
            name = ("特殊 235", "special 2-3-5") if key == "special_235" else \
                (CATEGORY[key].zh, CATEGORY[key].en)
            rows.append([name[0] if zh else f"{name[1]} {name[0]}",
                         f"{round(p * 22100):,}", frac(p)])
        return [{"name": "categories", "head": ["牌型" if zh else "Hand type",
                                                 "共 22,100 手" if zh else "of 22,100 hands",
                                                 "概率" if zh else "Chance"],
                 "rows": rows}]
    return []


NICE_STEPS = (1, 2, 2.5, 5, 10)  # a tick step is one of these times a power of ten


def nice_step(span: float, count: int = 4) -> float:
    """A round step that cuts ``span`` into at most ``count`` parts: 0.818 / 4 → 0.25.

    >>> nice_step(0.818), nice_step(0.2), nice_step(40)
    (0.25, 0.05, 10)
    """
    if not span > 0 or not math.isfinite(span):
        return 1
    raw = span / count
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in NICE_STEPS if m * power >= raw * 0.999)
    return round(step, 12) if step < 1 else int(step) if step == int(step) else step


def _decimals(step: float) -> int:
    text = f"{step:.12f}".rstrip("0")
    return len(text.split(".")[1]) if "." in text else 0


def ticks(lo: float, hi: float, percent: bool = False, count: int = 4
          ) -> list[dict[str, Any]]:
    """Round ticks from ``lo`` up to ``hi``, each with its label: as a percentage for
    chances (0.25 → '25%'), else with as many decimals as the step has (-1.05, -1.00).

    >>> [t["label"] for t in ticks(0, top_tick(0.818), percent=True)]
    ['0%', '25%', '50%', '75%', '100%']
    >>> [t["label"] for t in ticks(-1.1, -0.9)]
    ['-1.10', '-1.05', '-1.00', '-0.95', '-0.90']
    """
    for parts in (count, count + 2, count + 4):  # a range may hold fewer ticks than parts
        step = nice_step(hi - lo, parts)
        values = [round(k * step, 12) for k in range(math.ceil(lo / step - 1e-9),
                                                      math.floor(hi / step + 1e-9) + 1)]
        if len(values) >= 3:
            break
    digits = _decimals(step * 100) if percent else _decimals(step)
    out = []
    for value in values:
        label = f"{value * 100:.{digits}f}%" if percent else f"{value:.{digits}f}"
        out.append({"value": value, "label": label[1:] if label.startswith("-") and
                    float(label.rstrip("%")) == 0 else label})
    return out


def top_tick(hi: float, count: int = 4) -> float:
    """The first multiple of the tick step at or above ``hi``, where an axis from 0 ends.

    >>> top_tick(0.818), top_tick(0.127)
    (1.0, 0.15)
    """
    step = nice_step(hi, count)
    return round(math.ceil(hi / step - 1e-9) * step, 12) or step
