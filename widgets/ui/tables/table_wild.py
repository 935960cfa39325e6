"""The 武汉 table's flipped indicator and the 赖子 it sets, as the hand table shows them in the
middle of the wall (R-W2: the indicator stays face up, out of play). Its own words, zh and en."""

from __future__ import annotations

from typing import Any

from widgets.practice.table.state import TableState

WILD_LABELS: dict[str, tuple[str, str]] = {
    "indicator": ("翻牌", "Flipped"),
    "wild": ("赖子", "赖子 (wild)"),
    "wild_hint": ("翻开的牌亮着，不再摸；它的下一张是赖子（万能牌）",
                  "The flipped tile stays face up, out of play; the next tile after it is the "
                  "赖子, a wildcard"),
}


def wild_view(state: TableState, lang: str) -> dict[str, Any] | None:
    """The indicator and the 赖子 once flipped (None before, and in other variants).

    >>> from widgets.practice.table.play import Game
    >>> wild_view(Game("wuhan", 3).state(), "en")["wild_label"]
    '赖子 (wild)'
    """
    if state.indicator is None:
        return None
    i = 0 if lang == "zh" else 1
    return {"indicator": state.indicator, "wild": state.wild,
            "indicator_label": WILD_LABELS["indicator"][i],
            "wild_label": WILD_LABELS["wild"][i], "hint": WILD_LABELS["wild_hint"][i]}
