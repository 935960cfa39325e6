"""Small helpers several test files use, kept once (imported as a plain module: pytest puts
tests/ on the path): hypothesis settings for the fuzz tests, what a widget warned, a card lab's
panel, a ledger's payments, a score's lines and exclusions, the shape tests' peers, and a ready
hand's waits scored one ``score`` call at a time."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from mahjong.constants import CHUN, HAKU, HATSU

from widgets.engine.results import ImpossibleSituation, NotAllowed
from widgets.engine.shape import Block


def seeded(examples: int) -> settings:
    """Derandomized: the same seeds every run (CI and a laptop agree)."""
    return settings(derandomize=True, deadline=None, database=None, max_examples=examples,
                    suppress_health_check=[HealthCheck.too_slow])


def warned(widget: Any) -> str:
    """The widget's warning text, asserting it warned (and said something)."""
    assert widget.message["level"] == "warning", widget.message
    assert widget.message["text"]
    return widget.message["text"]


def panel(table: Any, name: str) -> dict:
    """The card lab's panel called ``name``."""
    return next(p for p in table.view["panels"] if p["name"] == name)


def flows(ledger: Any, zh: str | None = None) -> list[tuple[int, int, int]]:
    """(payer, payee, paid) of the payments, of one reason (its Chinese) if given."""
    return [(p.payer, p.payee, p.paid) for p in ledger.payments
            if zh is None or p.reason_zh == zh]


def lines(score: Any) -> dict[str, tuple[int, int]]:
    """zh name → (value, count) of the fans that count."""
    return {line.zh: (line.value, line.count) for line in score.lines}


def excluded(score: Any) -> dict[str, str]:
    """zh name → zh name of the fan that excluded it (不计)."""
    return {e.zh: e.by_zh for e in score.excluded}


def theirs(counts: list[int]) -> list[int]:
    """Our count vector in the ``mahjong`` package's index order: 1z-4z agree; their 31 白
    32 发 33 中, our 31 (5z) 中 32 发 33 (7z) 白."""
    out = list(counts[:31]) + [0, 0, 0]
    out[HAKU], out[HATSU], out[CHUN] = counts[33], counts[32], counts[31]
    return out


def is_valid_set(block: Block) -> bool:
    """A pair, a triplet or a run in one suit, as the block's kind says."""
    t = block.tiles
    if block.kind == "pair":
        return len(t) == 2 and t[0] == t[1]
    if block.kind == "tri":
        return len(t) == 3 and t[0] == t[1] == t[2]
    if block.kind == "seq":
        return (len(t) == 3 and t[0] < 27 and t[0] // 9 == t[2] // 9
                and t[1] == t[0] + 1 and t[2] == t[0] + 2)
    return False


def scored_one_by_one(r: Any, hand: Any, situation: Any) -> list[tuple[int, int | None,
                                                                     int | None]]:
    """Each live wait of the 13-tile ``hand``: (tile, total won on a discard, total
    self-drawn), each from its own ``r.score`` call (None where the win is refused: below a
    minimum, or impossible) — the slow path a wait's remembered or shared totals must equal."""
    out = []
    for w in r.waits(hand, situation=situation):
        if w.dead:
            continue
        won = hand.with_winning(w.tile)
        totals: list[int | None] = []
        for drawn in (False, True):
            try:
                totals.append(r.score(won, situation.with_(self_drawn=drawn)).total)
            except (NotAllowed, ImpossibleSituation):
                totals.append(None)
        out.append((w.tile, *totals))
    return out


def counts_of(kinds: int) -> st.SearchStrategy[list[int]]:
    """Count vectors of ``kinds`` kinds, at most 4 of a kind and 14 in all: drawn as up to 14
    tiles and counted (filtering random vectors by their sum rejects nearly all of them)."""
    def count(tiles: list[int]) -> list[int]:
        c = [0] * kinds
        for t in tiles:
            c[t] = min(4, c[t] + 1)
        return c
    return st.lists(st.integers(0, kinds - 1), max_size=14).map(count)
