"""Fan tables as data: one row per fan, a predicate that counts it, exclusions applied in one pass.

A variant's table is a tuple of :class:`Fan` rows. Scoring one reading of a hand:

1. every row's predicate returns how many times the fan applies (0 = not at all);
2. rows are visited from the highest value down; a row is *excluded* (不计) when a row
   already counted lists it in ``excludes``, or when it belongs to a ``group`` whose best
   row is already counted (a "best one of" group, e.g. Sichuan's hand patterns, R-S4);
   a counted row's ``reduces`` takes some occurrences of another row and leaves the rest;
3. the counted lines are combined by the table's mode (:data:`COMBINE`).

>>> rows = (Fan("a", "甲", "A", 4, lambda v: 1, excludes=("b",)),
...         Fan("b", "乙", "B", 2, lambda v: 1))
>>> lines, excluded = apply_exclusions(rows, {"a": 1, "b": 1})
>>> [l.key for l in lines], [(e.key, e.by) for e in excluded]
(['a'], [('b', 'a')])
>>> combine("multiply", lines, base=1)
4
>>> rows = (Fan("c", "丙", "C", 12, lambda v: 1, reduces=(("d", 3),)),
...         Fan("d", "丁", "D", 1, lambda v: 4))
>>> lines, excluded = apply_exclusions(rows, {"c": 1, "d": 4})
>>> [(l.key, l.count) for l in lines], [(e.key, e.by, e.count) for e in excluded]
([('c', 1), ('d', 1)], [('d', 'c', 3)])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from math import prod
from typing import Any

from .why import Why

# a "best one of" group's name in Chinese, for the 不计 reason (R-S4: the best hand pattern)
GROUP_ZH = {"hand pattern": "牌型", "hand type": "牌型", "type": "牌型", "special": "特殊牌型"}


@dataclass(frozen=True)
class Fan:
    """One fan: names, value, the predicate that counts it, and what it excludes."""

    key: str
    zh: str
    en: str
    value: int
    count: Callable[[Any], int]
    excludes: tuple[str, ...] = ()
    group: str | None = None
    ruling: str | None = None
    note: str = ""
    adds: bool = False  # a base line: its value adds to the base instead of multiplying
    # occurrences of other fans this one already accounts for, e.g. (("yaojiuke", 3),): MCR's
    # 三风刻 takes the 幺九刻 of its three wind sets; the rest still count (套算一次)
    reduces: tuple[tuple[str, int], ...] = ()

    def __repr__(self) -> str:
        return f"Fan({self.key!r}, {self.zh!r}, value={self.value})"


@dataclass(frozen=True)
class FanLine:
    """A fan that counts: ``value`` per occurrence, ``count`` occurrences."""

    key: str
    zh: str
    en: str
    value: int
    count: int = 1
    adds: bool = False  # a base line (see :func:`combine`)


@dataclass(frozen=True)
class Excluded:
    """A fan the hand has but that does not count (不计), and what excluded it."""

    key: str
    zh: str
    en: str
    value: int
    by: str
    by_zh: str
    reason: str
    count: int | None = None  # occurrences not counted; None: all of them


_BY_VALUE: dict[int, tuple[Sequence[Fan], tuple[Fan, ...], dict[str, int]]] = {}


def by_value(table: Sequence[Fan]) -> tuple[tuple[Fan, ...], dict[str, int]]:
    """The rows from the highest value down (the table's order among equals), and each key's
    place in that order (empty if two rows share a key), remembered for the few tables a
    session scores with (by identity; a table made per call is sorted anew)."""
    got = _BY_VALUE.get(id(table))
    if got is not None and got[0] is table:
        return got[1], got[2]
    order = tuple(f for _, f in sorted(((-f.value, i), f) for i, f in enumerate(table)))
    place = {f.key: i for i, f in enumerate(order)}
    if len(place) != len(order):
        place = {}
    if isinstance(table, tuple):  # kept alive by the memo, so its id stays its own
        if len(_BY_VALUE) >= 64:
            _BY_VALUE.clear()
        _BY_VALUE[id(table)] = (table, order, place)
    return order, place


def counted_rows(table: Sequence[Fan], counts: Mapping[str, int]
                 ) -> tuple[list[tuple[Fan, int]], list[tuple[Fan, Fan, str, int | None]]]:
    """The exclusion pass without its words: the rows that count with how many times, and
    the rows struck with what struck them, how ('excludes', 'group' or 'taken') and, when
    taken, how many. :func:`apply_exclusions` words them; a total needs only the first."""
    rows, place = by_value(table)
    if place and len(counts) < len(rows) // 2:  # few rows count: sort those
        order = [rows[i] for i in sorted(place[k] for k, n in counts.items()
                                         if n > 0 and k in place)]
    else:
        order = [f for f in rows if counts.get(f.key, 0) > 0]
    counted: list[tuple[Fan, int]] = []
    struck: list[tuple[Fan, Fan, str, int | None]] = []
    excluder: dict[str, Fan] = {}
    taken: dict[str, list[tuple[int, Fan]]] = {}
    group_best: dict[str, Fan] = {}
    for fan in order:
        by, how = excluder.get(fan.key), "excludes"
        if by is None and fan.group and fan.group in group_best:
            by, how = group_best[fan.group], "group"
        if by is not None:
            struck.append((fan, by, how, None))
            continue
        n = int(counts[fan.key])
        for k, taker in taken.get(fan.key, ()):
            cut = min(k, n)
            if cut:
                n -= cut
                struck.append((fan, taker, "taken", cut))
        if not n:
            continue
        counted.append((fan, n))
        for key in fan.excludes:
            excluder.setdefault(key, fan)
        for key, k in fan.reduces:
            taken.setdefault(key, []).append((k, fan))
        if fan.group:
            group_best[fan.group] = fan
    return counted, struck


def apply_exclusions(table: Sequence[Fan], counts: Mapping[str, int]
                     ) -> tuple[tuple[FanLine, ...], tuple[Excluded, ...]]:
    """Counted lines and excluded fans, in one pass from the highest value down."""
    counted, struck = counted_rows(table, counts)
    lines = tuple(FanLine(f.key, f.zh, f.en, f.value, n, f.adds) for f, n in counted)
    return lines, tuple(_excluded(fan, by, how, cut) for fan, by, how, cut in struck)


def _excluded(fan: Fan, by: Fan, how: str, cut: int | None) -> Excluded:
    """A struck row, with the reason in words."""
    if how == "taken":
        return Excluded(fan.key, fan.zh, fan.en, fan.value, by.key, by.zh,
                        Why(f"{by.zh}已算了其中 {cut} 个（不计）",
                            f"{by.zh} {by.en} already counts {cut} of them (不计)"), cut)
    if how == "group":
        group = fan.group or ""
        group_zh = GROUP_ZH.get(group, group)
        tail = f" ({by.ruling})" if by.ruling else ""
        reason = Why(f"{group_zh}只计最大的一种：{by.zh}{tail}",
                     f"only the best {group} counts: {by.zh} {by.en}{tail}")
    else:
        reason = Why(f"{by.zh}已包含它（不计）", f"{by.zh} {by.en} excludes it (不计)")
    return Excluded(fan.key, fan.zh, fan.en, fan.value, by.key, by.zh, reason)


def _multiply(lines: Iterable[FanLine], base: int) -> int:
    """base × every multiplier; base lines (``adds``), if any, sum to the base instead.

    >>> _multiply([FanLine("a", "", "", 10, adds=True), FanLine("b", "", "", 10, adds=True),
    ...            FanLine("c", "", "", 2, count=2)], base=1)
    80
    """
    lines = list(lines)
    adds = [line.value * line.count for line in lines if line.adds]
    return (sum(adds) if adds else base) * prod(line.value ** line.count for line in lines
                                                 if not line.adds)


def _add(lines: Iterable[FanLine], base: int) -> int:
    return base + sum(line.value * line.count for line in lines)


def _doubling(lines: Iterable[FanLine], base: int) -> int:
    return base * 2 ** sum(line.value * line.count for line in lines)


COMBINE: dict[str, Callable[[Iterable[FanLine], int], int]] = {
    "multiply": _multiply,  # Sichuan 倍: base × every multiplier (Wuhan: Σ base lines × …)
    "add": _add,            # 大师游 and MCR-like points: base + Σ values (base 0 for points)
    "doubling": _doubling,  # 永州 番: base × 2^(Σ 番)
}


def combine(mode: str, lines: Iterable[FanLine], base: int = 1) -> int:
    """Combine fan lines by mode: 'multiply', 'add' or 'doubling'."""
    return COMBINE[mode](lines, base)
