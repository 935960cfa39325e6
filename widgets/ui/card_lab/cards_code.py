"""The card table's position code (issue 25): the game, every slot's cards (in the order
put down), the rule options, 二八杠's bets and pool and 跑胡子's 自摸 — what the table
shows, not the display language. A code of another game is refused (a card table plays the
game it was made with: ``CardTable(code=…)`` takes the game from the code)."""

from __future__ import annotations

import dataclasses
from typing import Any

from widgets import rules as make_rules
from widgets.engine.why import Why

from .cards_view import SLOTS, CardLabState


def position(table: Any, state: CardLabState) -> dict[str, Any]:
    data: dict[str, Any] = {"g": table._game, "s": [list(c) for c in state.slots],
                            "a": state.active}
    if state.options:
        data["o"] = dict(state.options)
    if table._game == "tuitongzi":
        data["b"], data["p"] = list(state.bets), state.pool
    if state.self_drawn:
        data["d"] = True
    return data


def restore(table: Any, data: dict[str, Any]) -> CardLabState:
    game = data.get("g")
    if game != table._game:
        raise ValueError(Why(f"这是{_zh(game)}的位置，这张牌桌是{_zh(table._game)}：请在"
                             f"CardTable({game!r}) 里打开",
                             f"it is a {game} position and this card table plays "
                             f"{table._game}: open it in CardTable({game!r})"))
    options = data.get("o") or {}
    if not isinstance(options, dict):
        raise ValueError(Why(f"规则选项是一个字典，不是 {options!r:.40}",
                             f"the rule options are a dict, not {options!r:.40}"))
    rules = make_rules(game, **options)
    names = [n for n, _ in SLOTS[game]]
    texts = data.get("s", [])
    if len(texts) != len(names):
        raise ValueError(f"{game} has the slots {', '.join(names)}, not {texts!r:.60}")
    slots = tuple(_slot(table, rules, cards, name) for name, cards in zip(names, texts,
                                                                          strict=True))
    active = data.get("a", names[0])
    if active not in names:
        raise ValueError(f"active is one of {', '.join(names)}, not {active!r}")
    state = dataclasses.replace(
        table._state, slots=slots, active=active,
        options=tuple(sorted(options.items())), bets=tuple(data.get("b", (10, 10, 10))),
        pool=data.get("p", 1000), self_drawn=data.get("d", False) is True, pending=())
    why = table._refusal(state)
    if why:
        raise ValueError(why)
    table._check_bets(state)
    return state


def _slot(table: Any, rules: Any, cards: Any, name: str) -> tuple[str, ...]:
    """A slot's cards in the order they were put down, checked as the slot's notation."""
    if not isinstance(cards, list) or not all(isinstance(c, str) and c and c.strip() == c
                                              for c in cards):  # '' is no card (issue 32)
        raise ValueError(f"{name}: a slot is a list of cards, not {cards!r:.60}")
    parsed = table._parse(rules, table.slot_text(tuple(cards)), name)
    if sorted(parsed) != sorted(cards):
        raise ValueError(f"{name}: {cards!r:.60} are not cards of this game")
    return tuple(cards)


def _zh(game: Any) -> str:
    try:
        return make_rules(game).zh
    except (ValueError, TypeError, KeyError):
        return repr(game)


def game_of(code: str) -> str | None:
    """The game a card table code holds (for ``CardTable(code=…)``), or None."""
    from widgets.engine.position_code import decode
    return decode(code, expect="ct")[1].get("g")
